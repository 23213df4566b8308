"""An instant's or sorcery's damage as it resolves (120.1-120.3, 107.3a, 601.2c-d, 608.2b-c, 702.2b, 702.15b):
to any target, a player, an opponent, a creature or planeswalker, divided among targets as its cast announced,
X, each creature and each opponent; against the reference (`tests/reference/spell_damage.py`, written from the
Comprehensive Rules apart from `verifier/rules`, reading the card's own sentence): the bundled scenarios with
their outcomes, the refusals, then random histories compared with the reference at every labelled point."""
import tempfile
from pathlib import Path

import pytest
from hypothesis import HealthCheck, event, given, reject, settings, strategies as st

from conftest import claim_verdict, examples, MODELS
from reference import TooLarge, Unsupported, values
from test_casting import refusal
from verifier.load.loader import load_scenario
from verifier.query import outcomes_over, possible_histories

SCENARIOS = MODELS / "scenarios"
CREATURES, PLAYERS = ("bears", "giant", "spider"), ("you", "opponent")
# each form: its sentence's end, N ("X": the cast's x), and what its cast may announce as targets (None: no target)
FORMS = {
    "any": ("deals 2 damage to any target.", 2, CREATURES + PLAYERS),
    "creature": ("deals 2 damage to target creature.", 2, CREATURES),
    "walker": ("deals 3 damage to target creature or planeswalker.", 3, CREATURES),
    "player": ("deals 3 damage to target player.", 3, PLAYERS),
    "opponent": ("deals 3 damage to target opponent.", 3, ("opponent",)),
    "divided": ("deals 3 damage divided as you choose among one, two, or three targets.", 3, CREATURES + PLAYERS),
    "x": ("deals X damage to any target.", "X", CREATURES + PLAYERS),
    "each creature": ("deals 2 damage to each creature.", 2, None),
    "each x": ("deals X damage to each creature.", "X", None),
    "each opponent": ("deals 2 damage to each opponent.", 2, None),
}


def _scenario(form: str, deals_to: dict, x: int = 0, keywords: tuple = (), between: str = "",
              veiled: str = "") -> str:
    """Spark, an instant of "you" with `form` (and `keywords`), cast announcing `deals_to` (X = x), `between`
    events before it resolves, `veiled` given shroud before then; the opponent's Grizzly Bears (2/2) and Hill
    Giant (3/3), your Giant Spider (2/4); a new turn after."""
    text, n, _ = FORMS[form]
    sentence = f"Spark {text}"
    abilities = ", ".join(f'"{a}"' for a in (*keywords, sentence))
    cast = f'cast = "spark"\nx = {x}\n' if n == "X" else 'cast = "spark"\n'
    if deals_to:
        cast += "deals_to = { " + ", ".join(f"{k} = {v}" for k, v in deals_to.items()) + " }\n"
    veil = f'[[effect]]\nid = "veil"\ncontroller = "opponent"\ntargets = ["{veiled}"]\n' \
        'layer6 = { add_abilities = ["shroud"] }\nuntil = "end of turn"\n\n' if veiled else ""
    lands = "".join(f'[[object]]\nid = "m{i}"\ncard = "Ember Glade"\n\n' for i in range(1, 5))
    return f"""[scenario]
name = "spell damage"
turn = "you"

[[card]]
name = "Spark"
mana_cost = "{'{X}' if n == 'X' else ''}{{R}}"
colors = ["red"]
types = ["instant"]
abilities = [{abilities}]

[[card.resolves]]
ability = "{sentence}"
deals = {'"X"' if n == "X" else n}

[[card]]
name = "Ember Glade"
types = ["land"]
abilities = ["{{T}}: Add {{R}}"]

[[card]]
name = "Hill Giant"
mana_cost = "{{3}}{{R}}"
colors = ["red"]
types = ["creature"]
power = 3
toughness = 3

{lands}[[object]]
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

[[object]]
id = "spark"
card = "Spark"
zone = "hand"

[[effect]]
id = "spark-it"
card = "Spark"
ability = "{sentence}"
spell = "spark"

{veil}[[event]]
step = "main"

[[event]]
{cast}label = "cast"

{'[[event]]' + chr(10) + 'starts = "veil"' + chr(10) + chr(10) if veiled else ''}{between}[[event]]
resolves = "spark"
label = "resolved"

[[event]]
turn = "opponent"
label = "next"
"""


# -- the bundled scenarios, against the reference ---------------------------------------------------

def test_forked_bolt_against_the_reference():
    """608.2b: the shrouded Bears dealt nothing, the opponent only their 1: the reference gives it too."""
    sc = load_scenario(SCENARIOS / "spell_damage_forked_bolt.toml")
    assert values(sc, "(damage(bears), life('opponent'))", "resolved") == {(0, 19)}


def test_each_creature_and_each_opponent_against_the_reference():
    """Pyroclasm's 2 to each creature, Venom Burst's deathtouch, Sanguine Spark's lifelink to each opponent."""
    sc = load_scenario(SCENARIOS / "spell_damage_each.toml")
    assert values(sc, "(on_battlefield(mine), on_battlefield(bears), damage(spider))", "swept") == {(False, False, 2)}
    assert values(sc, "on_battlefield(spider)", "burst") == {False}
    assert values(sc, "(life('you'), life('opponent'))", "sparked") == {(22, 18)}


def test_x_and_a_planeswalker(write_model):
    """107.3a: Blaze's X = 2 to the opponent; 120.3c: Lightning Bolt's 3 off Tezzeret's loyalty (outcomes the
    scenario proves; the reference does not follow damage to a planeswalker)."""
    text = (SCENARIOS / "spell_damage_any_target_x.toml").read_text().split("[[claim]]")[0]
    assert claim_verdict(write_model, text, "counters(seeker, 'loyalty') == 1", at="bolted") == "proved"
    assert claim_verdict(write_model, text, "life('opponent') == 18", at="blazed") == "proved"


def test_a_spells_lifelink_and_deathtouch(write_model):
    """702.15b, 702.2b: the spell's own keywords: its 2 to the Giant (3/3) with deathtouch destroys it, and its
    controller gains 2 by lifelink."""
    text = _scenario("any", {"giant": 2}, keywords=("deathtouch", "lifelink"))
    assert claim_verdict(write_model, text, "not on_battlefield(giant) and life('you') == 22", at="resolved") == \
        "proved"
    assert claim_verdict(write_model, _scenario("any", {"giant": 2}), "on_battlefield(giant)", at="resolved") == \
        "proved"


def test_a_player_target_keeps_the_spell_resolving(write_model):
    """608.2b: divided between the Bears and the opponent, the Bears gone, the opponent is still dealt their share
    and the Bears' is not moved; the spell resolves (a target still legal).  Its every target illegal (the Bears
    gone, the Giant shrouded), it does not resolve."""
    gone = '[[event]]\nleaves = "bears"\ninto = "graveyard"\n\n'
    text = _scenario("divided", {"bears": 2, "opponent": 1}, between=gone)
    assert claim_verdict(write_model, text, "life('opponent') == 19 and resolved(spark)", at="resolved") == "proved"
    alone = _scenario("divided", {"bears": 2, "giant": 1}, between=gone, veiled="giant")
    assert claim_verdict(write_model, alone, "not resolved(spark) and damage(giant) == 0", at="resolved") == "proved"


def test_can_cast_asks_for_a_creature_or_planeswalker(write_model):
    """601.2c: "target creature or planeswalker" with no creature on the battlefield can't be cast; "any target"
    can (a player): asked before the Bears enter, the Giant and the Spider in graveyards."""
    def before_the_bears(form: str, n: int) -> str:
        text = _scenario(form, {"bears": n}).replace('controller = "opponent"\n', 'owner = "opponent"\n')
        for o in ("giant", "spider"):
            text = text.replace(f'[[object]]\nid = "{o}"', f'[[object]]\nid = "{o}"\nzone = "graveyard"')
        return text.replace('step = "main"\n', 'step = "main"\nlabel = "before"\n\n[[event]]\nenters = "bears"\n')
    assert claim_verdict(write_model, before_the_bears("walker", 3), "can_cast(spark)", at="before") == "refuted"
    assert claim_verdict(write_model, before_the_bears("any", 2), "can_cast(spark)", at="before") == "proved"


# -- refusals ---------------------------------------------------------------------------------------

@pytest.mark.parametrize("form, deals_to, change, message", [
    ("any", {"bears": 1}, None, "its one target is dealt 2 (120.1)"),
    ("divided", {"bears": 1, "giant": 1}, None, "3 damage divided among one, two, or three targets is announced "
                                               "as it is cast"),
    ("divided", {"bears": 3, "giant": 0}, None, "'giant' is a target of 3 damage divided among one, two, or three "
                                               "targets: each is dealt at least 1, not 0 (601.2d)"),
    ("walker", {"opponent": 3}, None, "'opponent' can't be a target of 'target creature or planeswalker' (115.1)"),
    ("opponent", {"you": 3}, None, "target opponent is an opponent of the spell's caster (115.1)"),
    ("any", {}, None, "give its cast event deals_to"),
    ("each creature", {"bears": 2}, None, "deals_to is the targets of a spell's damage"),
    ("x", {"bears": 2}, ("x = 2\n", "x_at_most = 2\n"), "give the cast x = N"),
    ("any", {"bears": 2}, ("deals = 2\n", "deals = 3\n"), "a spell's damage is modelled as"),
    ("any", {"bears": 2}, ('spell = "spark"\n', 'spell = "spark"\ntargets = ["bears"]\n'),
     "its damage's targets are its cast event's deals_to"),
    ("any", {"bears": 2}, ("deals = 2\n", 'deals = 2\ntarget = { types = ["creature"] }\n',
                           'spell = "spark"\n', 'spell = "spark"\ntargets = ["bears"]\n'),
     "deals damage to target creature (115.1)"),
    ("any", {"bears": 2}, ('[[event]]\nstep = "main"', '[[effect]]\nid = "pump"\ncard = "Spark"\nability = '
                           '"Spark deals 2 damage to any target."\nspell = "spark"\n\n[[event]]\nstep = "main"'),
     "modelled as its spell's only part"),
])
def test_what_is_not_modelled_is_refused(write_model, form, deals_to, change, message):
    text = _scenario(form, deals_to, x=2)
    for old, new in zip(change[::2], change[1::2]) if change else ():
        assert old in text
        text = text.replace(old, new, 1)
    assert message in str(refusal(write_model, text))


def test_target_opponent_is_the_casters_opponent(write_model):
    """115.1: "target opponent" of the opponent's spell is "you"; naming its caster is refused."""
    mine = 'id = "spark"\ncard = "Spark"\nzone = "hand"'
    text = _scenario("opponent", {"opponent": 3}).replace(mine, mine + '\nowner = "opponent"')
    assert "owner = \"opponent\"" in text
    assert "an opponent of the spell's caster" in str(refusal(write_model, text))


def test_a_damage_target_with_ward(write_model):
    """702.21a: the Giant, given ward {2} and targeted by the spell's damage (its cast's deals_to), triggers ward;
    unpaid, the spell is countered: the Giant is dealt nothing."""
    text = _scenario("any", {"giant": 2}).replace(
        '[[object]]\nid = "giant"\ncard = "Hill Giant"\ncontroller = "opponent"\n',
        '[[object]]\nid = "giant"\nname = "Warded Giant"\nmana_cost = "{3}{R}"\ncolors = ["red"]\n'
        'types = ["creature"]\npower = 3\ntoughness = 3\nabilities = ["Ward {2}"]\ncontroller = "opponent"\n\n'
        '[[trigger]]\nid = "ward"\nsource = "giant"\nability = "Ward {2}"\nwhen = "becomes the target"\n', 1) \
        .replace('[[event]]\nresolves = "spark"', '[[event]]\nresolves = "ward"\npaid = false\n\n'
                 '[[event]]\nresolves = "spark"', 1)
    assert 'when = "becomes the target"' in text
    assert claim_verdict(write_model, text.split('[[event]]\nresolves = "spark"')[0],
                         "damage(giant) == 0 and in_zone(spark, 'graveyard')") == "proved"
    assert claim_verdict(write_model, text.split('[[event]]\nresolves = "spark"')[0], "1 == 2") == "refuted"


def test_deals_to_in_a_search_is_refused(write_model):
    """A search's events choose casts without the history's announcement: its deals_to is refused."""
    text = _scenario("any", {"bears": 2}).replace(
        'turn = "you"\n', 'turn = "you"\nsearch = { max_events = 1, events = [{ cast = "spark", deals_to = '
        '{ giant = 2 } }] }\n', 1)
    assert "not among the events a search chooses from" in str(refusal(write_model, text))


def test_an_abilitys_x_damage_is_still_refused(write_model):
    """An [[ability]]'s damage is a fixed N (its X is not modelled): the spell's forms do not widen it."""
    from test_resolution_damage import _history
    text = _history("{T}: This creature deals X damage to any target.", "{ bears = 1 }")
    assert "is not read as damage its source deals" in str(refusal(write_model, text))


# -- random histories against the reference ---------------------------------------------------------

@st.composite
def spell_histories(draw):
    """A form, its targets and division (X from 1 to 3), the spell's deathtouch and/or lifelink, a target or
    creature leaving or gaining shroud before it resolves, or not."""
    form = draw(st.sampled_from(sorted(FORMS)))
    _, n, pool = FORMS[form]
    x = draw(st.integers(1, 3)) if n == "X" else 0
    total = x if n == "X" else n
    deals_to = {}
    if pool is not None:
        chosen = draw(st.lists(st.sampled_from(pool), min_size=1, max_size=3 if form == "divided" else 1, unique=True))
        deals_to = {t: 1 for t in chosen}
        deals_to[chosen[0]] += total - len(chosen)
    keywords = tuple(sorted(draw(st.sets(st.sampled_from(("deathtouch", "lifelink"))))))
    between = draw(st.sampled_from(("", "veil", "leaves")))
    victim = draw(st.sampled_from(CREATURES))
    return _scenario(form, deals_to, x, keywords,
                     between=f'[[event]]\nleaves = "{victim}"\ninto = "graveyard"\n\n' if between == "leaves" else "",
                     veiled=victim if between == "veil" else "")


def _write(text: str) -> Path:
    d = tempfile.mkdtemp()
    (Path(d) / "cards").symlink_to(MODELS / "cards")
    (Path(d) / "spark.toml").write_text(text)
    return Path(d) / "spark.toml"


@settings(max_examples=examples(30), deadline=None, derandomize=True, database=None,
          suppress_health_check=[HealthCheck.too_slow])
@given(spell_histories())
def test_spell_damage_matches_the_reference(text):
    """Life, which creatures are on the battlefield and the damage marked on each, as it resolves and after the
    next turn begins: the verifier's values (over Z3, each replayed) the reference's."""
    sc = load_scenario(_write(text))
    queries = ["life('you')", "life('opponent')"] + [f"{f}({o})" for o in CREATURES
                                                     for f in ("on_battlefield", "damage")]
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
