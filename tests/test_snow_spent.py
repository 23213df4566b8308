"""What was spent to cast a spell (601.2h, 107.4h): the amount of {S} spent is the mana from
snow sources spent on its total cost, which mana paid which symbol being its caster's choice,
quantified; an effect for each {S} spent does nothing when none was (the Kaldheim snow rulings,
2021-02-05).  Read where a payment shares its pool with another of its step, or beside mana with a
rider, it is refused with the line, never answered."""
import pytest

from conftest import MODELS, claim_verdict, verdict
from verifier.errors import ModelError
from verifier.load.loader import load_scenario

HULK = '''
[scenario]
turn = "you"

[[card]]
name = "Rime Hulk"
mana_cost = "{{2}}{{G}}"
colors = ["green"]
types = ["creature"]
power = 2
toughness = 2
enters_with_counters = {{ "+1/+1" = "S" }}
{lands}
[[object]]
id = "hulk"
card = "Rime Hulk"
zone = "hand"

[[event]]
step = "main"

[[event]]
cast = "hulk"
{more}
[[event]]
resolves = "hulk"
label = "resolved"
'''


def _lands(forests: int, snowy: int) -> str:
    return "".join(f'\n[[object]]\nid = "forest-{i}"\ncard = "Forest"\n' for i in range(forests)) + \
        "".join(f'\n[[object]]\nid = "snowy-{i}"\ncard = "Snow-Covered Forest"\n' for i in range(snowy))


@pytest.mark.parametrize("name", ["casting_snow_spent.toml", "casting_snow_spent_chosen.toml"])
def test_bundled_scenarios(name):
    sc = load_scenario(MODELS / "scenarios" / name)
    for i, c in enumerate(sc.claims):
        assert verdict(MODELS / "scenarios" / name, i) == c.expect, c.id


@pytest.mark.parametrize("forests, snowy, least, most", [(3, 0, 0, 0), (0, 3, 3, 3), (1, 2, 2, 2), (2, 2, 1, 2),
                                                         (3, 3, 0, 3), (4, 1, 0, 1)])
def test_the_snow_spent_ranges_over_the_choices(forests, snowy, least, most, write_model):
    """601.2h: every amount from the least snow mana some payment must spend (the other mana
    short of the cost) to the most it can (the snow mana, or the cost), and nothing else; the
    Hulk's counters are that amount (614.1c)."""
    text = HULK.format(lands=_lands(forests, snowy), more="")
    for n in range(0, 5):
        expect = "witness" if least <= n <= most else "none"
        got = claim_verdict(write_model, text, f"snow_spent(hulk) == {n} and power(hulk) == {2 + n}",
                            at="resolved", expect=expect)
        assert got == expect, (n, got)


def test_a_cast_not_yet_made_spent_nothing(write_model):
    text = HULK.format(lands=_lands(0, 3), more="")
    text = text.replace('cast = "hulk"', 'cast = "hulk"\nlabel = "cast"').replace('[[event]]\nstep = "main"',
                                                                                  '[[event]]\nstep = "main"\nlabel = "main"')
    assert claim_verdict(write_model, text, "snow_spent(hulk) == 0", at="main") == "proved"
    assert claim_verdict(write_model, text, "snow_spent(hulk) == 3", at="cast") == "proved"


def test_refused_where_the_pool_is_shared(write_model):
    """106.4: mana left by one payment pays the next in its step; which snow mana each spent
    would have to be followed across them: refused with the line of the cast."""
    more = '\n[[event]]\nadd_mana = "snowy-0"\n'
    text = HULK.format(lands=_lands(2, 2), more="").replace('[[event]]\ncast = "hulk"', more + '\n[[event]]\ncast = "hulk"')
    path = write_model(text + '\n[[claim]]\nid = "c"\nat = "resolved"\nexpr = "power(hulk) >= 2"\nexpect = "proved"\n')
    with pytest.raises(ModelError, match=r"snow mana spent to cast it \(601.2h, 107.4h\), where another payment or "
                                         r"mana added in its step shares the pool"):
        verdict(path)


def test_refused_on_a_triggers_counters(write_model):
    """"S" is read only as what a permanent spell enters with (614.1c): a trigger's counters
    are refused by the schema."""
    text = '''
[scenario]
turn = "you"

[[object]]
id = "bear"
card = "Grizzly Bears"

[[trigger]]
id = "t"
source = "bear"
when = "enters"
counters_on = "bear"
counters = { "+1/+1" = "S" }

[[claim]]
id = "c"
expr = "power(bear) == 2"
expect = "proved"
'''
    with pytest.raises(ModelError, match="must be an integer, not the string 'S'"):
        load_scenario(write_model(text))


GLADES = '''
[[card]]
name = "Glade"
types = ["land"]
abilities = ["{T}: Add {G}"]

[[card]]
name = "Snow Glade"
types = ["land"]
supertypes = ["snow"]
abilities = ["{T}: Add {C}"]
'''


@pytest.mark.parametrize("glades, snowy, cost", [(2, 2, "{2}{G}"), (1, 3, "{1}{G}"), (3, 1, "{G}{G}"), (0, 3, "{2}"),
                                                 (2, 3, "{1}{S}"), (3, 2, "{1}{G}")])
def test_the_reference_agrees(glades, snowy, cost, write_model):
    """The independent reference (`tests/reference`: every payment enumerated, each mana marked
    with whether a snow source made it) finds the same amounts of snow mana spent and the same
    counters, over every choice of what to tap and what to spend (601.2g-h)."""
    from reference import values
    from verifier.query import outcomes_over
    lands = "".join(f'\n[[object]]\nid = "g{i}"\ncard = "Glade"\n' for i in range(glades)) + \
        "".join(f'\n[[object]]\nid = "s{i}"\ncard = "Snow Glade"\n' for i in range(snowy))
    text = GLADES + HULK.format(lands=lands, more="").replace('mana_cost = "{2}{G}"', f'mana_cost = "{cost}"')
    if "{G}" not in cost:  # 202.2: its colour is its cost's
        text = text.replace('colors = ["green"]\n', "")
    sc = load_scenario(write_model(text + '\n[[claim]]\nid = "c"\nexpr = "snow_spent(hulk) >= 0"\nexpect = "proved"\n'))
    for query in ("snow_spent(hulk)", "counters(hulk, '+1/+1')", "is_tapped(s0)"):
        expected = values(sc, query, "resolved")
        assert expected, query
        assert {o.value for o in outcomes_over(sc, query, at="resolved")} == expected, query


def test_a_copy_had_no_snow_mana_spent(write_model):
    """707.10: a copy of a spell is not cast, so no mana was spent to cast it: its token enters
    with no counter for the {S} spent on the original (601.2h), which keeps its own."""
    text = HULK.format(lands=_lands(0, 3), more='\n[[event]]\ncopy_spell = "hulk"\nas = "hulk-copy"\n\n'
                                               '[[event]]\nresolves = "hulk-copy"\n')
    text = text.replace("turn = \"you\"\n", "turn = \"you\"\n\n[[object]]\nid = \"engine\"\ncard = \"Lithoform Engine\"\n", 1)
    got = claim_verdict(write_model, text, "snow_spent('hulk-copy') == 0 and counters('hulk-copy', '+1/+1') == 0 and "
                                           "snow_spent(hulk) == 3 and counters(hulk, '+1/+1') == 3", at="resolved")
    assert got == "proved"
