"""Awaken (702.113a): an alternative cost (118.9); the spell's awaken part, and its target, only
when it is cast for that cost (601.2c); the counters it puts as the spell resolves on its target
still legal then (608.2b, 122.1); a spell that exiles itself (608.2c, 608.2n).  The rulings are
`models/scenarios/casting_awaken_*.toml` (Coastal Discovery, Part the Waterveil); what is not
read is refused with its line."""
import pytest

from conftest import MODELS, claim_verdict
from reference import values, values_each
from test_casting import refusal
from test_reference_casting import written_lands
from verifier.load.loader import load_scenario
from verifier.query import outcomes_over
from verifier.rules import costs, spell_text

COASTAL = (MODELS / "scenarios" / "casting_awaken_coastal_discovery.toml").read_text()
COASTAL = COASTAL[:COASTAL.index("[[claim]]")]
WATERVEIL = (MODELS / "scenarios" / "casting_awaken_part_the_waterveil.toml").read_text()
WATERVEIL = WATERVEIL[:WATERVEIL.index("[[claim]]")]


@pytest.mark.parametrize("text, cost", [
    ("Awaken 4—{5}{U}", "{5}{U}"),
    ("Awaken 6 - {6}{U}{U}{U} (If you cast this spell for {6}{U}{U}{U}, also put ...)", "{6}{U}{U}{U}"),
    ("Draw two cards.", None),
])
def test_the_awaken_cost_read_from_the_abilities(text, cost):
    assert costs.awaken(("Draw two cards.", text))[0] == cost


def test_the_awaken_part_named_by_an_effect():
    assert costs.awaken_part("Awaken 4") == 4 and costs.awaken_part("Target creature gets +2/+2") == 0


def test_a_spell_exiling_itself_is_read_from_its_text():
    assert spell_text.exiles_itself("Part the Waterveil", ("Take an extra turn after this one. Exile Part the "
                                                           "Waterveil.",))
    assert not spell_text.exiles_itself("Coastal Discovery", ("Draw two cards.",))


SWELL = """[scenario]
turn = "you"

""" + "".join(f'[[object]]\nid = "forest-{i}"\ncard = "Forest"\n\n' for i in range(1, 8)) + """[[object]]
id = "target-land"
card = "Plains"
tapped = true

[[object]]
id = "bears"
card = "Grizzly Bears"

[[object]]
id = "swell"
card = "Swell of Awakening (test card)"
zone = "hand"

[[effect]]
id = "swell-pump"
card = "Swell of Awakening (test card)"
ability = "Target creature gets +2/+2 until end of turn"
spell = "swell"
targets = ["bears"]

[[effect]]
id = "swell-awaken"
card = "Swell of Awakening (test card)"
ability = "Awaken 2"
spell = "swell"
targets = ["target-land"]

[[event]]
cast = "swell"
awaken = true

[[event]]
gain_control = "target-land"
by = "opponent"

[[event]]
resolves = "swell"
label = "resolved"
"""


def test_counters_only_on_a_target_still_legal(write_model):
    """608.2b: the land, now the opponent's, is no legal target of "target land you control": it gets
    no counters and is not awakened, while the spell resolves for its other target, the Bears."""
    assert claim_verdict(write_model, SWELL, "resolved('swell') and power(bears) == 4 and counters('target-land', "
                         "'+1/+1') == 0 and not has_type('target-land', 'creature')", at="resolved") == "proved"
    legal = SWELL.replace('[[event]]\ngain_control = "target-land"\nby = "opponent"\n\n', "")
    assert claim_verdict(write_model, legal, "counters('target-land', '+1/+1') == 2 and power('target-land') == 2",
                         at="resolved") == "proved"


def test_the_awaken_cost_is_paid(write_model):
    """118.9: {6}{G} for the awaken cost: six Forests can't pay it (the Plains is tapped)."""
    six = SWELL.replace('[[object]]\nid = "forest-7"\ncard = "Forest"\n\n', "")
    assert "can't pay the cost of 'swell'" in str(refusal(write_model, six))


@pytest.mark.parametrize("change, message", [
    # 702.113a: a card without awaken
    (('card = "Swell of Awakening (test card)"\nzone = "hand"', 'card = "Giant Growth"\nzone = "hand"'),
     "has no awaken ability"),
    # 118.9a: one alternative cost
    (('awaken = true', 'awaken = true\nfree = true'), "only one alternative cost"),
    # an enters event is never cast for a cost
    (('[[event]]\nresolves = "swell"', '[[event]]\nenters = "forest-1"\nawaken = true\n\n[[event]]\nresolves = "swell"'),
     "'awaken' casts a spell"),
])
def test_refused(write_model, change, message):
    assert message in str(refusal(write_model, SWELL.replace(*change)))


def test_the_awaken_part_begun_by_a_starts_event_is_refused(write_model):
    """608.2c, 122.1: its counters are put by the spell's resolution, which a starts event is not."""
    text = SWELL[:SWELL.index("[[effect]]")].replace('card = "Swell of Awakening (test card)"\nzone = "hand"',
                                                      'card = "Swell of Awakening (test card)"')
    text += '[[effect]]\nid = "swell-awaken"\ncard = "Swell of Awakening (test card)"\nability = "Awaken 2"\n' \
            'spell = "swell"\ntargets = ["target-land"]\n\n[[event]]\nstarts = "swell-awaken"\n'
    assert "puts counters on its targets as it resolves" in str(refusal(write_model, text))


def test_a_turn_after_an_extra_turn_is_refused(write_model):
    """500.7: Part the Waterveil's extra turn is kept by its text: no turn may begin after it resolves."""
    assert "gave an extra turn" in str(refusal(write_model, WATERVEIL + '\n[[event]]\nturn = "opponent"\n'))


def test_drawing_beside_a_library_is_refused(write_model):
    """121.1: Coastal Discovery's draw is kept by its text: refused where a library has cards."""
    text = COASTAL.replace('[[object]]\nid = "forest"', '[[object]]\nid = "top"\ncard = "Island"\nzone = "library"\n\n'
                           '[[object]]\nid = "forest"')
    assert "draws cards as it resolves" in str(refusal(write_model, text))


# (each history of the table: the cast awakened or not; the land target's controller changed, or it left,
# or neither; what is read after the resolution)
_VARIANTS = [(awakened, change) for awakened in (True, False) for change in ("stolen", "gone", "kept")]
_READ = ("counters('target-land', '+1/+1')", "power(bears)", "resolved('swell')", "in_zone('swell', 'graveyard')",
         "has_type('target-land', 'creature')",
         "has_type('target-land', 'creature') and power('target-land') == 2")


@pytest.mark.parametrize("awakened, change", _VARIANTS)
def test_the_reference_agrees(write_model, awakened, change):
    """The independent reference (tests/reference/casting.py: awaken's cost, part, target and
    counters, 702.113a, 608.2b) against the verifier on each history of the table."""
    text = SWELL if awakened else SWELL.replace('cast = "swell"\nawaken = true', 'cast = "swell"')
    text = {"stolen": text, "kept": text.replace('[[event]]\ngain_control = "target-land"\nby = "opponent"\n\n', ""),
            "gone": text.replace('gain_control = "target-land"\nby = "opponent"',
                                 'leaves = "target-land"\ninto = "graveyard"')}[change]
    sc = load_scenario(write_model(text))
    for expr, expected in zip(_READ, values_each(written_lands(sc), _READ, "resolved")):
        got = {o.value for o in outcomes_over(sc, expr, at="resolved")}
        assert got == expected, (awakened, change, expr, got)


def _waterveil(awakened: bool) -> str:
    """Part the Waterveil cast for its mana cost (six Islands) or its awaken cost (nine), its land
    target leaving the battlefield before it resolves."""
    islands = "".join(f'[[object]]\nid = "island-{i}"\ncard = "Island"\n\n' for i in range(9 if awakened else 6))
    return f"""[scenario]
turn = "you"

{islands}[[object]]
id = "plains"
card = "Plains"
tapped = true

[[object]]
id = "ptw"
card = "Part the Waterveil"
zone = "hand"

[[effect]]
id = "awaken-plains"
card = "Part the Waterveil"
ability = "Awaken 6"
spell = "ptw"
targets = ["plains"]

[[event]]
cast = "ptw"
{"awaken = true" if awakened else ""}

[[event]]
leaves = "plains"
into = "graveyard"

[[event]]
resolves = "ptw"
label = "resolved"
"""


@pytest.mark.parametrize("awakened", [True, False])
def test_the_reference_agrees_on_where_the_spell_goes(write_model, awakened):
    """608.2c, 608.2n, 608.2b: exiled as it resolves (cast for its mana cost: no target), in its
    owner's graveyard if it does not (its only target gone), by the verifier and the reference."""
    sc = load_scenario(write_model(_waterveil(awakened)))
    for expr in ("in_zone('ptw', 'exile')", "in_zone('ptw', 'graveyard')", "resolved('ptw')"):
        got = {o.value for o in outcomes_over(sc, expr, at="resolved")}
        assert got == values(written_lands(sc), expr, "resolved") == {(expr != "in_zone('ptw', 'graveyard')") !=
                                                                       awakened}, (awakened, expr, got)
