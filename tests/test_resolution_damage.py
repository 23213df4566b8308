"""Damage an activated ability deals as it resolves (120.1, 120.3, 601.2d, 608.2b, 704.5g-h) and the
restriction "Activate only if this creature has a +1/+1 counter on it" (602.5b), against the reference
(`tests/reference/activating.py`, `tests/reference/damage.py`, written from the Comprehensive Rules apart
from `verifier/rules`): cases from the rules and Skarrgan Hellkite's rulings with their outcomes, the
refusals, then random histories compared with the reference at every labelled point."""
import tempfile
from pathlib import Path

import pytest
from hypothesis import HealthCheck, event, given, reject, settings, strategies as st

from conftest import claim_verdict, examples, MODELS
from reference import TooLarge, Unsupported, values
from test_casting import refusal
from verifier.load.loader import load_scenario
from verifier.query import outcomes_over, possible_histories

ANY = "{T}: This creature deals 1 damage to any target."
DIVIDED = "{T}: This creature deals 2 damage divided as you choose among one or two targets."
CREATURE = "{T}: This creature deals 2 damage to target creature."
PLAYER = "{T}: This creature deals 3 damage to target player."
COUNTER = "{T}: This creature deals 1 damage to any target. Activate only if this creature has a +1/+1 counter on it."


def _history(ability: str, deals: str, between: str = "", keywords: tuple = (), counters: str = "",
             after: str = "") -> str:
    """An invented creature of "you" with `ability` (and `keywords`) activated once, dealing `deals`
    (a TOML table), `between` events before it resolves and `after` events after; the opponent's
    Grizzly Bears (2/2) and Hill Giant (3/3), and your Giant Spider (2/4)."""
    abilities = ", ".join(f'"{a}"' for a in (*keywords, ability))
    return f"""[scenario]
name = "resolution damage"
turn = "you"

[[card]]
name = "Pinger"
mana_cost = "{{1}}{{R}}"
colors = ["red"]
types = ["creature"]
power = 1
toughness = 1
abilities = [{abilities}]

[[card]]
name = "Hill Giant"
mana_cost = "{{3}}{{R}}"
colors = ["red"]
types = ["creature"]
power = 3
toughness = 3

[[object]]
id = "pinger"
card = "Pinger"
{counters}
[[object]]
id = "bears"
card = "Grizzly Bears"
controller = "opponent"

[[object]]
id = "giant"
card = "Hill Giant"
controller = "opponent"

[[object]]
id = "spider"
card = "Giant Spider"

[[ability]]
id = "ping"
source = "pinger"
ability = "{ability}"
deals = {deals}

[[event]]
step = "main"

[[event]]
activate = "ping"
label = "activated"
{between}
[[event]]
resolves = "ping"
label = "resolved"
{after}"""


LEAVES = '\n[[event]]\nleaves = "{}"\ninto = "graveyard"\n'


# -- cases from the rules and the rulings, with their outcomes -------------------------------------

@pytest.mark.parametrize("ability, deals, between, keywords, expr", [
    # 120.3a: damage to a player is life lost
    (ANY, "{ opponent = 1 }", "", (), "life('opponent') == 19 and life('you') == 20"),
    # 120.3e, 704.5g: lethal damage marked on a creature destroys it at the next check
    (CREATURE, "{ bears = 2 }", "", (), "not on_battlefield(bears)"),
    # 120.3e: not lethal, it stays marked
    (CREATURE, "{ giant = 2 }", "", (), "on_battlefield(giant) and damage(giant) == 2"),
    # 601.2d, 608.2b: 1 and 1 divided; the Bears gone, the Giant still dealt its 1 (Skarrgan Hellkite ruling 1)
    (DIVIDED, "{ bears = 1, giant = 1 }", LEAVES.format("bears"), (), "damage(giant) == 1"),
    # 608.2b: its one target gone, it does nothing: the opponent is not dealt it instead
    (ANY, "{ bears = 1 }", LEAVES.format("bears"), (), "life('opponent') == 20"),
    # 113.7a, 702.2b, 702.15b: its source gone, still dealt, deathtouch and lifelink as it last existed
    (ANY, "{ giant = 1 }", LEAVES.format("pinger"), ("deathtouch", "lifelink"),
     "not on_battlefield(giant) and life('you') == 21"),
    # 115.1: a player target, your own creature a legal target too
    (PLAYER, "{ you = 3 }", "", (), "life('you') == 17"),
    (DIVIDED, "{ spider = 2 }", "", (), "damage(spider) == 2 and on_battlefield(spider)"),
])
def test_outcomes_match_the_rules_and_the_reference(write_model, ability, deals, between, keywords, expr):
    """Each outcome proved by the verifier and given by the reference alone."""
    text = _history(ability, deals, between, keywords)
    assert claim_verdict(write_model, text, expr, at="resolved") == "proved"
    assert values(load_scenario(write_model(text, "ref.toml")), expr, "resolved") == {True}


def test_the_naive_readings_are_refuted(write_model):
    """601.2d: a division is what was announced: the Giant dealt 1 is not dealt 2 once the Bears are gone;
    608.2b: a single target gone, no one else is dealt its damage."""
    divided = _history(DIVIDED, "{ bears = 1, giant = 1 }", LEAVES.format("bears"))
    assert claim_verdict(write_model, divided, "damage(giant) == 2", at="resolved", expect="refuted") == "refuted"
    single = _history(ANY, "{ bears = 1 }", LEAVES.format("bears"))
    assert claim_verdict(write_model, single, "life('opponent') == 19", at="resolved", expect="refuted") \
        == "refuted"


def test_the_counter_restriction(write_model):
    """602.5b, 122.1: "Activate only if this creature has a +1/+1 counter on it": with one, it may be
    activated; without, can_activate is false and an activation is no history of the game."""
    with_one = _history(COUNTER, "{ opponent = 1 }", counters='counters = { "+1/+1" = 1 }\n')
    assert claim_verdict(write_model, with_one, "life('opponent') == 19", at="resolved") == "proved"
    ask = f"can_activate(pinger, '{COUNTER}')"
    assert claim_verdict(write_model, with_one.split("[[event]]\nactivate")[0], ask) == "proved"
    without = _history(COUNTER, "{ opponent = 1 }")
    assert claim_verdict(write_model, without.split("[[event]]\nactivate")[0], ask, expect="refuted") == "refuted"
    assert "can't be activated now" in str(refusal(write_model, without))


# -- refusals ---------------------------------------------------------------------------------------

@pytest.mark.parametrize("ability, deals, message", [
    (DIVIDED, "{ bears = 2, giant = 0 }", "'giant' is a target of 2 damage divided among one or two targets: each is "
                                           "dealt at least 1, not 0 (601.2d)"),
    (DIVIDED, "{ bears = 1 }", "at least 1 to each, 2 in all (601.2d)"),
    (DIVIDED, "{ bears = 1, giant = 1, opponent = 1 }", "1 to 2 targets"),
    (ANY, "{ bears = 1, opponent = 1 }", "its one target is dealt 1 (120.1)"),
    (CREATURE, "{ opponent = 2 }", "'opponent' can't be a target of 'target creature' (115.1)"),
    (PLAYER, "{ bears = 3 }", "'bears' can't be a target of 'target player' (115.1)"),
    ("{T}: This creature deals X damage to any target.", "{ opponent = 1 }", "is not read as damage its source"),
    ("{T}: This creature deals 1 damage to any target. You gain 1 life.", "{ opponent = 1 }",
     "is not read as damage its source"),
])
def test_what_is_not_modelled_is_refused(write_model, ability, deals, message):
    assert message in str(refusal(write_model, _history(ability, deals)))


HELLKITE = MODELS / "scenarios" / "rulings_skarrgan_hellkite_divided.toml"


@pytest.mark.parametrize("division, message", [
    ("{ bears = 2, opponent = 0 }", "'opponent' is a target of 2 damage divided among one or two targets"),
    ("{ bears = 3, opponent = -1 }", "must be between 0 and"),  # (the schema's)
])
def test_a_target_given_less_than_one_is_refused_at_its_line(write_model, division, message):
    """601.2d; Skarrgan Hellkite ruling 6 ("at least 1 to each target"): the bundled scenario with a target of
    its division given 0 (or less, the sum still 2) is refused at that activation's deals line; as bundled, it
    loads."""
    text = HELLKITE.read_text()
    assert "deals = { bears = 1, opponent = 1 }" in text
    err = refusal(write_model, text.replace("deals = { bears = 1, opponent = 1 }", f"deals = {division}"))
    assert err.line == 80 and message in str(err)
    assert possible_histories(load_scenario(write_model(text))).encodings


def test_damage_said_by_effects_only_is_refused(write_model):
    """A damage ability resolving with `effects` (no `deals`): its damage would be ignored, so refused."""
    text = _history(ANY, "{ opponent = 1 }").replace("deals = { opponent = 1 }", "effects = []")
    assert "deals damage as it resolves (120.1), which its effects do not say" in str(refusal(write_model, text))
    both = _history(ANY, "{ opponent = 1 }").replace("deals = {", "effects = [\"x\"]\ndeals = {")
    assert "no effects beside it" in str(refusal(write_model, both))
    untaps = _history(ANY, "{ opponent = 1 }").replace("deals = {", "untaps = [\"bears\"]\ndeals = {")
    assert "no untaps beside it" in str(refusal(write_model, untaps))


def test_a_mana_ability_with_the_counter_restriction_is_refused(write_model):
    """602.5b: the restriction is read for an [[ability]]; a mana ability's is its table's only_if, so a
    mana ability saying it otherwise is still refused where tapping for mana is followed."""
    mana = "{T}: Add {R}. Activate only if this land has a +1/+1 counter on it."
    glade = f'[[card]]\nname = "Counter Glade"\ntypes = ["land"]\nabilities = ["{mana}"]\n\n[[card.mana]]\n' \
        f'ability = "{mana}"\ncost = {{ tap = true }}\nadd = ["R"]\n\n' \
        '[[object]]\nid = "glade"\ncard = "Counter Glade"\n\n'
    text = _history(ANY, "{ opponent = 1 }").replace('[[object]]\nid = "bears"', glade + '[[object]]\nid = "bears"') \
        .replace("{T}: This creature deals 1", "{1}: This creature deals 1")
    assert "which the model does not check (602.5b)" in str(refusal(write_model, text))


# -- random histories against the reference ---------------------------------------------------------

@st.composite
def damage_histories(draw):
    """An ability of the four forms, a division of it among the scenario's creatures and players, its
    source with deathtouch and/or lifelink or not, and some of its targets or its source leaving before
    it resolves; a new turn after."""
    ability = draw(st.sampled_from((ANY, DIVIDED, CREATURE, PLAYER)))
    creatures, players = ("bears", "giant", "spider"), ("you", "opponent")
    pool = {ANY: creatures + players, DIVIDED: creatures + players, CREATURE: creatures, PLAYER: players}[ability]
    n = {ANY: 1, DIVIDED: 2, CREATURE: 2, PLAYER: 3}[ability]
    chosen = draw(st.lists(st.sampled_from(pool), min_size=1, max_size=2 if ability == DIVIDED else 1, unique=True))
    deals = {chosen[0]: n} if len(chosen) == 1 else {chosen[0]: 1, chosen[1]: 1}
    leaving = draw(st.lists(st.sampled_from(("bears", "giant", "spider", "pinger")), max_size=2, unique=True))
    keywords = tuple(draw(st.sets(st.sampled_from(("deathtouch", "lifelink")))))
    table = "{ " + ", ".join(f"{k} = {v}" for k, v in deals.items()) + " }"
    return _history(ability, table, "".join(LEAVES.format(x) for x in leaving), tuple(sorted(keywords)),
                    after='\n[[event]]\nturn = "opponent"\nlabel = "next"\n')


def _load(text: str):
    d = tempfile.mkdtemp()
    (Path(d) / "cards").symlink_to(MODELS / "cards")
    (Path(d) / "ping.toml").write_text(text)
    return load_scenario(Path(d) / "ping.toml")


@settings(max_examples=examples(40), deadline=None, derandomize=True, database=None,
          suppress_health_check=[HealthCheck.too_slow])
@given(damage_histories())
def test_resolution_damage_matches_the_reference(text):
    """Life, which creatures are on the battlefield and the damage marked on each, as the ability
    resolves and after the next turn begins: the verifier's values (over Z3, each replayed) the
    reference's."""
    sc = _load(text)
    queries = ["life('you')", "life('opponent')"] + [f"{f}({o})" for o in ("bears", "giant", "spider")
                                                     for f in ("on_battlefield", "damage")]
    histories = possible_histories(sc)
    for at in ("activated", "resolved", "next"):
        try:
            together = values(sc, "(" + ", ".join(queries) + ",)", at)
        except (TooLarge, Unsupported) as e:
            event(f"left out: {e}")
            reject()
        for i, q in enumerate(queries):
            got = {o.value for o in outcomes_over(sc, q, at=at, histories=histories)}
            assert got == {t[i] for t in together}, f"{q} at {at}: verifier {got}, reference {together}: {text}"


# -- a copy of the ability (707.10, 601.2d) ---------------------------------------------------------

def test_a_copy_keeps_the_division_against_the_reference():
    """Lithoform Engine's ruling: the copy's targets new, its division the original's (2 and 1): the
    reference gives the outcome the scenario proves."""
    sc = load_scenario(MODELS / "scenarios" / "lithoform_copy_divided_damage.toml")
    assert values(sc, "not on_battlefield(bears) and damage(giant) == 0 and life('opponent') == 19",
                  "copy-resolved") == {True}
    assert values(sc, "damage(giant) == 2 and life('opponent') == 18", "both-resolved") == {True}


def test_a_copy_dividing_anew_is_refused(write_model):
    """707.10, 601.2d: the division of a copy can't be changed: a copy's deals with other amounts is refused."""
    text = (MODELS / "scenarios" / "lithoform_copy_divided_damage.toml").read_text()
    changed = text.replace("deals = { bears = 2, opponent = 1 }", "deals = { bears = 1, giant = 1, opponent = 1 }")
    assert changed != text
    assert "its damage is divided as the original's was (707.10, 601.2d" in str(refusal(write_model, changed))


# -- an instant's or sorcery's damage (120.1, 608.2b) ---------------------------------------------

SLASH = MODELS / "scenarios" / "spell_damage_flame_slash.toml"


def test_a_sorcerys_damage_against_the_reference():
    """Flame Slash: the Giant dealt 4 is destroyed (704.5g); the Bears, shrouded before it resolves, are
    dealt nothing (608.2b): the reference gives the outcomes the scenario proves."""
    sc = load_scenario(SLASH)
    assert values(sc, "not on_battlefield(giant)", "resolved") == {True}
    assert values(sc, "on_battlefield(bears) and damage(bears) == 0", "second-resolved") == {True}


@pytest.mark.parametrize("old, new, message", [
    ('abilities = ["Flame Slash deals 4 damage to target creature."]',
     'abilities = ["Flame Slash deals 4 damage to any target."]', "a spell's damage is modelled as"),
    ("deals = 4\n", "deals = 3\n", "a spell's damage is modelled as"),
    ("deals = 4\n", 'deals = 4\none_shot = ["damage"]\n', "no fight nor one_shot damage beside it"),
])
def test_a_spells_damage_not_modelled_is_refused(write_model, old, new, message):
    text = SLASH.read_text().split("[[claim]]")[0]
    assert old in text
    assert message in str(refusal(write_model, text.replace(old, new)))


def test_a_kicked_parts_damage_is_refused(write_model):
    """700.2a, 702.33d: a damaging part begun only if its spell was kicked is not modelled: refused."""
    text = SLASH.read_text().split("[[claim]]")[0].replace(
        'abilities = ["Flame Slash deals 4 damage to target creature."]',
        'abilities = ["Kicker {1}", "Flame Slash deals 4 damage to target creature."]') \
        .replace('spell = "slash"\n', 'spell = "slash"\nkicked = true\n')
    assert "or kicked is not modelled yet" in str(refusal(write_model, text))


@st.composite
def slash_histories(draw):
    """Flame Slash cast on one of three creatures (the Giant 3/3, the Bears 2/2, the Giant Spider 2/4 with
    1 damage marked or not), its target leaving or shrouded, or not, before it resolves; a new turn after."""
    head = SLASH.read_text().split('[[object]]\nid = "slash-2"')[0]
    target = draw(st.sampled_from(("giant", "bears", "spider")))
    marked = "damage = 1\n" if draw(st.booleans()) else ""
    between = draw(st.sampled_from(("", "veil", "leaves")))
    veil = f'[[effect]]\nid = "veil"\ncontroller = "opponent"\ntargets = ["{target}"]\n' \
        'layer6 = { add_abilities = ["shroud"] }\nuntil = "end of turn"\n\n' if between == "veil" else ""
    event = {"": "", "veil": '[[event]]\nstarts = "veil"\n\n',
             "leaves": f'[[event]]\nleaves = "{target}"\ninto = "graveyard"\n\n'}[between]
    return f"""{head}[[object]]
id = "spider"
card = "Giant Spider"
{marked}
[[effect]]
id = "slash-it"
card = "Flame Slash"
ability = "Flame Slash deals 4 damage to target creature."
spell = "slash"
targets = ["{target}"]

{veil}[[event]]
step = "main"

[[event]]
cast = "slash"

{event}[[event]]
resolves = "slash"
label = "resolved"

[[event]]
turn = "opponent"
label = "next"
"""


@settings(max_examples=examples(20), deadline=None, derandomize=True, database=None,
          suppress_health_check=[HealthCheck.too_slow])
@given(slash_histories())
def test_a_sorcerys_damage_matches_the_reference(text):
    """Which creatures are on the battlefield and the damage marked on each, as it resolves and after
    the next turn begins: the verifier's values the reference's."""
    sc = _load(text)
    queries = [f"{f}({o})" for o in ("bears", "giant", "spider") for f in ("on_battlefield", "damage")]
    histories = possible_histories(sc)
    for at in ("resolved", "next"):
        try:
            together = values(sc, "(" + ", ".join(queries) + ",)", at)
        except (TooLarge, Unsupported) as e:
            event(f"left out: {e}")
            reject()
        for i, q in enumerate(queries):
            got = {o.value for o in outcomes_over(sc, q, at=at, histories=histories)}
            assert got == {t[i] for t in together}, f"{q} at {at}: verifier {got}, reference {together}: {text}"


def test_damage_to_a_planeswalker_removes_loyalty(write_model):
    """120.3c: an ability's 1 damage to the opponent's planeswalker (any target) removes a loyalty counter;
    divided 1 and 1 between it and a creature, each is dealt its share (601.2d)."""
    walker = '[[object]]\nid = "seeker"\ncard = "Tezzeret the Seeker"\ncontroller = "opponent"\n' \
        'counters = { loyalty = 4 }\n\n[[object]]\nid = "bears"'
    one = _history(ANY, "{ seeker = 1 }").replace('[[object]]\nid = "bears"', walker)
    assert claim_verdict(write_model, one, "counters(seeker, 'loyalty') == 3", at="resolved") == "proved"
    two = _history(DIVIDED, "{ seeker = 1, bears = 1 }").replace('[[object]]\nid = "bears"', walker)
    assert claim_verdict(write_model, two, "counters(seeker, 'loyalty') == 3 and damage(bears) == 1",
                         at="resolved") == "proved"
