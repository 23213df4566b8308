"""Planeswalkers as what a creature attacks (506.2, 506.4, 506.4c, 508.1b, 508.1d, 510.1b-c, 702.19b,
702.19f, 120.3c, 704.5i): what the game forbids refused with the event's line, what the model does not
read refused with its line, the outcomes the rules give (each case from the rule it cites), and random
histories of attacks on a planeswalker against the reference (`tests/reference/combat.py`, written apart
from `verifier/rules`)."""
import functools
import tempfile
from dataclasses import replace
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, reject, settings, strategies as st

from conftest import claim_verdict, examples, MODELS
from reference import TooLarge, Unsupported, values, values_each
from test_casting import events, refusal
from test_combat import BEARS, COMBAT, THEIRS, _verdict, assert_refused
from test_combat_put_attacking import ATTACK as MAKE, ENGINE, HEAD, TRIGGER
from test_damage_reference import DAMAGE, _creature, _gains, _scenario, _verifier
from verifier.errors import ModelError
from verifier.load.loader import load_scenario
from verifier.model import Event
from verifier.query import possible_histories

WALKER = '[[object]]\nid = "tez"\ncard = "Tezzeret the Seeker"\ncontroller = "opponent"\n'
MY_WALKER = '[[object]]\nid = "mine"\ncard = "Tezzeret the Seeker"\n'
ANGEL = '[[object]]\nid = "angel"\ncard = "Serra Angel"\n'
SPIDER = '[[object]]\nid = "spider"\ncard = "Giant Spider"\ncontroller = "opponent"\ndamage = 2\n'
HEADER = '[scenario]\nname = "x"\nturn = "you"\n'
AT_TEZ = 'attacks = "bears"\nattacked = ["tez"]'
DAMAGE_T = 'step = "combat damage"'


def _trample(target: str) -> str:
    return f'[[effect]]\nid = "tr"\ntargets = ["{target}"]\nlayer6 = {{ add_abilities = ["trample"] }}\n' \
           'until = "end of turn"\n'


IMPOSSIBLE = {
    # 506.2, 508.1b: a planeswalker the defending player controls, not the attacking player's own
    "own-planeswalker": (BEARS + MY_WALKER, [COMBAT, 'attacks = "bears"\nattacked = ["mine"]'],
                         "not the defending player nor a planeswalker that player controls"),
    # 506.3: only a player, a planeswalker or a battle is attacked
    "a-creature": (BEARS + THEIRS, [COMBAT, 'attacks = "bears"\nattacked = ["theirs"]'],
                   "not the defending player nor a planeswalker"),
    # 506.2: the active player is not the defending player
    "its-controller": (BEARS, [COMBAT, 'attacks = "bears"\nattacked = ["you"]'], "not the defending player"),
    # 506.4, 508.1b: a planeswalker gone before the declaration
    "gone": (BEARS + WALKER, ['leaves = "tez"\ninto = "graveyard"', COMBAT, AT_TEZ],
             "not the defending player nor a planeswalker"),
}


@pytest.mark.parametrize("case", sorted(IMPOSSIBLE))
def test_impossible_targets_of_an_attack_are_refused_with_their_line(case, write_model):
    assert_refused(write_model, *IMPOSSIBLE[case])


NOT_READ = {
    # the key on another event than an attack
    "on-a-block": (BEARS + THEIRS + WALKER, [COMBAT, 'attacks = "bears"',
                                             'blocks = "theirs"\nattacker = "bears"\nattacked = ["tez"]'],
                   "it goes with attacks"),
    "unknown": (BEARS, [COMBAT, 'attacks = "bears"\nattacked = ["nobody"]'], "unknown object 'nobody'"),
    # 702.19c: trample over planeswalkers
    "trample-over-planeswalkers": (BEARS + WALKER + '[[effect]]\nid = "over"\ntargets = ["bears"]\n'
                                   'layer6 = { add_abilities = ["trample over planeswalkers"] }\n', [COMBAT, AT_TEZ],
                                   "trample over planeswalkers, 702.19c"),
}


@pytest.mark.parametrize("case", sorted(NOT_READ))
def test_what_is_not_read_is_refused_with_its_line(case, write_model):
    assert_refused(write_model, *NOT_READ[case])


def test_damage_to_an_attacked_planeswalker_removes_loyalty_and_then_it_goes(write_model):
    """510.1b, 120.3c, 704.5i: the unblocked Bears remove 2 of Tezzeret's 4 loyalty counters, the
    opponent losing no life; attacked again next turn, it goes to its owner's graveyard."""
    text = BEARS + WALKER + events(COMBAT, AT_TEZ, DAMAGE_T + '\nlabel = "hit"', 'turn = "opponent"',
                                   'turn = "you"', COMBAT, AT_TEZ, DAMAGE_T + '\nlabel = "again"')
    assert _verdict(write_model, text, "counters(tez, 'loyalty') == 2 and life('opponent') == 20", "hit") == "proved"
    assert _verdict(write_model, text, "in_zone(tez, 'graveyard') and life('opponent') == 20", "again") == "proved"


def test_a_creature_attacking_a_planeswalker_gone_still_attacks_and_deals_nothing(write_model):
    """506.4c, 510.1b: Tezzeret leaves before combat damage: the Bears still attack, unblocked, and
    deal no combat damage, to the opponent neither."""
    text = BEARS + WALKER + events(COMBAT, AT_TEZ, 'leaves = "tez"\ninto = "graveyard"',
                                   DAMAGE_T + '\nlabel = "hit"')
    assert _verdict(write_model, text, "attacking(bears) and life('opponent') == 20", "hit") == "proved"


def test_trample_over_a_blocker_reaches_the_planeswalker_not_the_player(write_model):
    """702.19b: Serra Angel with trample, blocked by a Giant Spider with 2 damage marked, assigns 2 to it
    and up to 2 to Tezzeret, none to the opponent; Tezzeret gone first, all 4 go to the Spider
    (702.19f)."""
    base = ANGEL + SPIDER + WALKER + _trample("angel")
    fight = ['starts = "tr"', COMBAT, 'attacks = "angel"\nattacked = ["tez"]', 'blocks = "spider"\nattacker = "angel"']
    text = base + events(*fight, DAMAGE_T + '\nlabel = "hit"')
    assert _verdict(write_model, text, "life('opponent') == 20 and counters(tez, 'loyalty') >= 2 and "
                                       "not on_battlefield(spider)", "hit") == "proved"
    assert claim_verdict(write_model, HEADER + text, "counters(tez, 'loyalty') == 2", "hit", "witness") == "witness"
    gone = base + events(*fight, 'leaves = "tez"\ninto = "graveyard"', DAMAGE_T + '\nlabel = "hit"')
    assert _verdict(write_model, gone, "life('opponent') == 20 and not on_battlefield(spider)", "hit") == "proved"


def test_the_attacking_player_chooses_what_it_attacks(write_model):
    """508.1b: the Bears may attack the opponent or Tezzeret: both outcomes are possible, and no other."""
    text = BEARS + WALKER + events(COMBAT, 'attacks = "bears"\nattacked = ["opponent", "tez"]',
                                   DAMAGE_T + '\nlabel = "hit"')
    assert _verdict(write_model, text, "life('opponent') == 18 and counters(tez, 'loyalty') == 4 or "
                                       "life('opponent') == 20 and counters(tez, 'loyalty') == 2", "hit") == "proved"
    for outcome in ("life('opponent') == 18", "counters(tez, 'loyalty') == 2"):
        assert _verdict(write_model, text, f"not ({outcome})", "hit") == "refuted"


def test_a_requirement_to_attack_a_player_is_not_met_by_a_planeswalker(write_model):
    """508.1d, 508.1b: a creature that must attack the opponent if able attacks that player, not a
    planeswalker the opponent controls; with a cost to attack it need not attack at all (508.1h)."""
    must = '[[effect]]\nid = "lure"\ncontroller = "you"\ntargets = ["bears"]\nrule = "must attack"\n' \
           'player = "opponent"\nuntil = "end of turn"\n'
    text = BEARS + WALKER + must + events(COMBAT, 'attacks = "bears"\nattacked = ["opponent", "tez"]',
                                          DAMAGE_T + '\nlabel = "hit"')
    assert _verdict(write_model, text, "life('opponent') == 18 and counters(tez, 'loyalty') == 4", "hit") == "proved"
    assert_refused(write_model, BEARS + WALKER + must, [COMBAT, AT_TEZ, DAMAGE_T], "but attacks a planeswalker")


# -- random histories against the reference ---------------------------------------------------------

@functools.lru_cache(maxsize=None)
def _walker():
    """Tezzeret the Seeker (4 loyalty) as the loader reads it from the bundled library."""
    with tempfile.TemporaryDirectory() as d:
        (Path(d) / "cards").symlink_to(MODELS / "cards")
        (Path(d) / "w.toml").write_text('[scenario]\nname = "w"\n\n[[object]]\nid = "w"\n'
                                        'card = "Tezzeret the Seeker"\n')
        return load_scenario(Path(d) / "w.toml").objects["w"]


@st.composite
def walker_histories(draw):
    """Your creatures attack; the opponent has up to two creatures and a planeswalker; each
    attack names the opponent, a planeswalker or a choice among them; blocks; a planeswalker leaving
    or damaged before combat damage now and then; trample granted; one or two combat damage steps."""
    objects = [_creature(f"y{i}", draw(st.sampled_from(("bears", "ogre", "angel", "serpent", "rats"))), "you")
               for i in range(draw(st.integers(1, 2)))]
    objects += [_creature(f"o{i}", draw(st.sampled_from(("bears", "spider", "troll", "myr"))), "opponent",
                          draw(st.sampled_from((0, 0, 1)))) for i in range(draw(st.integers(0, 2)))]
    walkers = [replace(_walker(), id="w0", controller="opponent", owner="opponent")]  # (one: legendary, 704.5j)
    gives = (("trample",), ("trample", "deathtouch"), ("double strike",), ("first strike", "trample"))
    effects = [_gains("x0", "y0", *draw(st.sampled_from(gives)))] if draw(st.booleans()) else []
    targets = ["opponent"] + [w.id for w in walkers]
    events = [Event("starts", e.id) for e in effects] + [Event("step", "combat")]
    for o in (o for o in objects if o.controller == "you"):
        named = draw(st.sampled_from([(t,) for t in targets] + [tuple(targets)]))
        events.append(Event("attacks", o.id, attacked=named if named != ("opponent",) or draw(st.booleans()) else ()))
    attackers = [e.what for e in events if e.kind == "attacks"]
    for b in (o.id for o in objects if o.controller == "opponent"):
        if draw(st.booleans()):
            events.append(Event("blocks", b, attacker=draw(st.sampled_from(attackers))))
    if draw(st.integers(0, 3)) == 0:
        events.append(Event("leaves", draw(st.sampled_from([w.id for w in walkers])), into="graveyard"))
    elif draw(st.integers(0, 3)) == 0:
        events.append(Event("deals", "y0", to=draw(st.sampled_from([w.id for w in walkers])), amount=2))
    events.append(DAMAGE)
    if effects and draw(st.booleans()):
        events.append(DAMAGE)
    return _scenario(objects + walkers, effects, events)


def _queries(sc) -> list:
    return ["life('opponent')", "life('you')"] + [f"counters({w}, 'loyalty')" for w in sorted(sc.objects) if w[0] == "w"] + \
        [f"on_battlefield({o})" for o in sorted(sc.objects)] + [f"damage({o})" for o in sorted(sc.objects) if o[0] != "w"]


@settings(max_examples=examples(60), deadline=None, derandomize=True, database=None,
          suppress_health_check=[HealthCheck.too_slow, HealthCheck.filter_too_much])
@given(walker_histories())
def test_attacks_on_planeswalkers_match_the_reference(sc):
    """Life, loyalty, what is on the battlefield and damage marked after each event, against the
    reference: the same set of values of each (508.1b, 506.4c, 510.1b-c, 702.19b, 702.19f, 120.3c, 704.5i)."""
    history = [(e.kind, e.what, e.attacked, e.attacker, e.to) for e in sc.events]
    try:
        histories = possible_histories(sc)
    except ModelError as refused:  # (the reference must find it impossible)
        try:
            assert values(sc, "True") == set(), f"the verifier refuses {history}: {refused.message}"
        except (TooLarge, Unsupported):
            reject()
        return
    for at in [e.label for e in sc.events if not e.implied]:
        texts = _queries(sc)
        try:
            every = values_each(sc, texts, at)
        except (TooLarge, Unsupported):
            reject()
        for text, expected in zip(texts, every):
            got = _verifier(sc, text, at, histories)
            assert got == expected, f"{text} at {at}: verifier {got}, reference {expected}: {history}"


def test_a_token_created_attacking_beside_a_planeswalker_is_refused(write_model):
    """508.4: what a token created attacking attacks is its controller's choice, a planeswalker too: the
    model takes the defending player, so beside a planeswalker the trigger is refused with its line."""
    text = HEAD + ENGINE + WALKER + TRIGGER.replace('id = "make"', 'id = "make"\ntokens_attacking = true') + \
        events(*MAKE) + '\n[[claim]]\nid = "c"\nexpr = "True"\nexpect = "proved"\n'
    err = refusal(write_model, text)
    assert "which player or planeswalker a token created attacking attacks (508.4)" in err.message and \
        text.splitlines()[err.line - 1] == "tokens_attacking = true", err.message
