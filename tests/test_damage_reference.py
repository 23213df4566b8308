"""Damage and combat damage (120, 510, 702.2, 702.4, 702.7, 702.15, 702.19, 704.5a, 704.5g-h) against the
reference (`tests/reference/damage.py`, `tests/reference/combat.py`), written from the Comprehensive Rules
apart from `verifier/rules`, protection and prevention too (702.16e-f, 615.1a): a few cases of the reference
itself, each from the rule it cites, then random
histories of attacks, blocks, combat damage steps, noncombat damage, effects granting abilities or lowering
toughness and turns, compared with the verifier at every point."""
import functools
import tempfile
from dataclasses import replace
from pathlib import Path

from hypothesis import HealthCheck, event, given, reject, settings, strategies as st

from conftest import examples, MODELS
from reference import TooLarge, Unsupported, values
from verifier.errors import ModelError
from verifier.load.loader import load_scenario
from verifier.model import Effect, Event, Filter, Part, Scenario
from verifier.query import outcomes_over, possible_histories

# the cards the creatures are, by a short name (cards the tests of combat use, each read from the bundled library)
CARDS = {"bears": "Grizzly Bears", "ogre": "Gray Ogre", "spider": "Giant Spider", "angel": "Serra Angel",
         "troll": "Icehide Troll", "rats": "Typhoid Rats", "serpent": "Lightning Serpent", "myr": "Darksteel Myr"}
PLAYERS = ("you", "opponent")
# what the effects give: abilities (all of them, layer 6), or -0/-1 (layer 7c)
GIVES = (("trample", "deathtouch"), ("first strike",), ("trample",), ("indestructible",), ("double strike",),
         ("lifelink",), ("-0/-1",), ("deathtouch",), ("double strike", "trample"), ("first strike", "deathtouch"),
         ("lifelink", "trample"), ("double strike", "lifelink"), ("indestructible", "lifelink"))
# protection (702.16a, 702.16j; Darksteel Myr is an artifact creature), beside a few of GIVES
# and an effect preventing the combat damage to and by its creature (615.1a)
PROTECTIONS = (("protection from artifacts",), ("prevent",), ("protection from creatures",),
               ("protection from everything",), ("protection from artifacts", "lifelink"), ("deathtouch",),
               ("prevent",),
               ("trample",), ("protection from creatures", "first strike"))


@functools.lru_cache(maxsize=None)
def _cards():
    """The CARDS as the loader reads them from the bundled library: short name -> object.  Icehide
    Troll's activated ability is left out (a vanilla 2/3): none is activated here; so is Lightning
    Serpent's end-step sacrifice (a 2/1 with trample and haste), which these histories do not follow."""
    text = "".join(f'[[object]]\nid = "{o}"\ncard = "{name}"\n\n' for o, name in CARDS.items())
    with tempfile.TemporaryDirectory() as d:
        (Path(d) / "cards").symlink_to(MODELS / "cards")
        (Path(d) / "cards.toml").write_text('[scenario]\nname = "cards"\n\n' + text)
        sc = load_scenario(Path(d) / "cards.toml")
    troll, serpent = sc.objects["troll"], sc.objects["serpent"]
    return {**sc.objects, "troll": replace(troll, printed=replace(troll.printed, abilities=frozenset())),
            "serpent": replace(serpent, printed=replace(serpent.printed, abilities=frozenset({"trample", "haste"})))}


def _creature(oid: str, card: str, controller: str, damage: int = 0):
    return replace(_cards()[card], id=oid, controller=controller, owner=controller, damage=damage)


def _gains(eid: str, target: str, *abilities: str) -> Effect:
    return Effect(eid, (Part("6", add_abilities=abilities),), Filter(objects=(target,)), static=False,
                  controller="you", until="end of turn")


def _shields(eid: str, target: str) -> Effect:
    return Effect(eid, (), Filter(objects=(target,)), static=False, controller="you", until="end of turn",
                  rule="prevent combat damage to and by")


def _weakens(eid: str, target: str) -> Effect:
    return Effect(eid, (Part("7c", toughness=-1),), Filter(objects=(target,)), static=False, controller="you",
                  until="end of turn")


def _scenario(objects: list, effects: list, events: list, life=None, first="you") -> Scenario:
    sc = Scenario(path="<damage>", name="random damage", objects={o.id: o for o in objects},
                  effects={e.id: e for e in effects}, order=[], first_turn=first, mana_abilities={},
                  tracks_zones=True, life=dict(life or {"you": 20, "opponent": 20}))
    return sc.with_events(tuple(replace(e, label=f"e{i}") for i, e in enumerate(events)))


COMBAT, DAMAGE = Event("step", "combat"), Event("step", "combat damage")


def _attack(*pairs) -> list:
    """A combat phase: the attackers, then (blocker, attacker) pairs."""
    return [COMBAT] + [Event("attacks", a) for a, _ in pairs] + [Event("blocks", b, attacker=a) for a, b in pairs if b]


# -- the reference itself, against the rules ---------------------------------------------------

def test_two_bears_trade():
    """510.1c-d, 704.5g: a 2/2 blocked by a 2/2: each deals 2 to the other, both die; none to the player."""
    sc = _scenario([_creature("a", "bears", "you"), _creature("b", "ogre", "opponent")], [],
                   _attack(("a", "b")) + [DAMAGE])
    assert values(sc, "on_battlefield(a) or on_battlefield(b)") == {False}
    assert values(sc, "life('opponent')") == {20}
    assert values(sc, "damage(a)") == {0}  # (400.7: gone with the permanent)


def test_deathtouch_trample_lets_one_be_lethal():
    """702.2c, 702.19b: a 4/4 with deathtouch and trample blocked by a 2/2: 1 is lethal, so 0 to 3 of
    the other 3 go to the player as its controller chooses; the blocker dies whatever the split."""
    pump = Effect("pump", (Part("7c", power=3, toughness=3),), Filter(objects=("a",)), static=False,
                  controller="you", until="end of turn")
    sc = _scenario([_creature("a", "rats", "you"), _creature("b", "ogre", "opponent")],
                   [pump, _gains("over", "a", "trample")],
                   [Event("starts", "pump"), Event("starts", "over")] + _attack(("a", "b")) + [DAMAGE])
    assert values(sc, "life('opponent')") == {17, 18, 19, 20}
    assert values(sc, "on_battlefield(b)") == {False}
    assert values(sc, "damage(a)") == {2}


def test_trample_counts_damage_already_marked():
    """702.19b: lethal damage takes the damage already marked into account: a 4/4 trampler blocked by
    a 2/4 with 2 damage must assign 2 to it, and may assign up to 2 to the player."""
    sc = _scenario([_creature("a", "angel", "you"), _creature("b", "spider", "opponent", damage=2)],
                   [_gains("over", "a", "trample")],
                   [Event("starts", "over")] + _attack(("a", "b")) + [DAMAGE])
    assert values(sc, "life('opponent')") == {18, 19, 20}


def test_a_blocked_creature_whose_blocker_left_deals_nothing_without_trample():
    """509.1h, 510.1c, 702.19d: the Bears stay blocked after their blocker leaves and deal no damage;
    with trample all of it goes to the defending player."""
    board = [_creature("a", "bears", "you"), _creature("b", "ogre", "opponent")]
    gone = _attack(("a", "b")) + [Event("leaves", "b", into="graveyard"), DAMAGE]
    assert values(_scenario(board, [], gone), "life('opponent')") == {20}
    assert values(_scenario(board, [_gains("over", "a", "trample")], gone), "life('opponent')") == {18}


def test_a_first_striker_kills_its_blocker_first():
    """510.4, 702.7b: a 2/2 with first strike blocked by a 2/2 kills it in the first step and takes no
    damage; the second step deals nothing more; a third does not exist."""
    sc = _scenario([_creature("a", "bears", "you"), _creature("b", "ogre", "opponent")],
                   [_gains("fast", "a", "first strike")],
                   [Event("starts", "fast")] + _attack(("a", "b")) + [DAMAGE, DAMAGE])
    assert values(sc, "on_battlefield(a) and not on_battlefield(b) and damage(a) == 0") == {True}
    assert values(sc, "damage(a)", "e5") == {0}
    assert values(_scenario(sc.objects.values(), sc.effects.values(),
                            [e for e in sc.events if not e.implied] + [DAMAGE]), "True") == set()


def test_double_strike_lifelink_and_losing():
    """702.4b, 120.3a, 120.3f, 704.5a: an unblocked 2/2 with double strike and lifelink deals 2 in each
    step: the opponent at 3 life loses at the second, its controller gains 4; nothing happens after."""
    sc = _scenario([_creature("a", "bears", "you")], [_gains("twice", "a", "double strike"),
                                                    _gains("link", "a", "lifelink")],
                   [Event("starts", "twice"), Event("starts", "link")] + _attack(("a", None)) + [DAMAGE, DAMAGE],
                   life={"you": 20, "opponent": 3})
    assert values(sc, "life('opponent') == 1 and not lost('opponent')", "e4") == {True}
    assert values(sc, "lost('opponent') and life('you') == 24 and not lost('you')") == {True}
    assert values(_scenario(sc.objects.values(), sc.effects.values(), [e for e in sc.events if not e.implied] +
                            [Event("tap", "a")], life={"you": 20, "opponent": 3}), "True") == set()


def test_damage_stays_until_cleanup_and_kills_after_toughness_drops():
    """120.6, 704.5g, 514.2: 2 damage on a 2/3 stays; -0/-1 later kills it at the next check; on another
    creature damage goes at the cleanup step (a new turn)."""
    sc = _scenario([_creature("t", "troll", "you"), _creature("r", "rats", "opponent")], [],
                   [Event("deals", "r", to="t", amount=1)])
    assert values(sc, "on_battlefield(t)") == {False}  # (702.2b, 704.5h: the Rats have deathtouch)
    sc = _scenario([_creature("t", "troll", "you"), _creature("s", "spider", "opponent")], [_weakens("shrink", "t")],
                   [Event("deals", "s", to="t", amount=2), Event("starts", "shrink"), Event("turn", "opponent")])
    assert values(sc, "damage(t)", "e0") == {2}
    assert values(sc, "on_battlefield(t)", "e1") == {False}
    sc = _scenario([_creature("t", "troll", "you"), _creature("s", "spider", "opponent")], [],
                   [Event("deals", "s", to="t", amount=2), Event("turn", "opponent")])
    assert values(sc, "damage(t)") == {0}


def test_deathtouch_is_checked_once():
    """702.2b, 704.5h, 702.12b: a creature dealt damage by a source with deathtouch is destroyed at the
    next check only: made indestructible until end of turn it survives that check, and is still there
    after the effect ends in the cleanup step (514.2), its damage gone too."""
    sc = _scenario([_creature("t", "troll", "you"), _creature("r", "rats", "opponent")],
                   [_gains("tough", "t", "indestructible")],
                   [Event("starts", "tough"), Event("deals", "r", to="t", amount=1), Event("ends", "tough")])
    assert values(sc, "on_battlefield(t) and damage(t) == 1", "e1") == {True}
    assert values(sc, "on_battlefield(t) and damage(t) == 0") == {True}


def test_protection_prevents_damage_and_blocks():
    """702.16e-f, 702.16j: Bears with protection from artifacts take no damage from the Darksteel Myr, which
    can't block them; with protection from creatures, none from the Ogre, and lifelink gains nothing on
    a prevented hit (120.3f: no damage dealt); from everything, no block at all."""
    myr, bears = _creature("m", "myr", "opponent"), _creature("a", "bears", "you")
    sc = _scenario([bears, myr], [_gains("p", "a", "protection from artifacts")],
                   [Event("deals", "m", to="a", amount=2)])
    assert values(sc, "on_battlefield(a) and damage(a) == 0") == {True}
    assert values(_scenario([bears, myr], [_gains("p", "a", "protection from artifacts")], _attack(("a", "m"))),
                  "True") == set()
    linked = _scenario([bears, _creature("o", "ogre", "opponent")],
                       [_gains("p", "a", "protection from creatures"), _gains("l", "o", "lifelink")],
                       [Event("deals", "o", to="a", amount=2), Event("deals", "o", to="you", amount=1)])
    assert values(linked, "damage(a) == 0 and life('you') == 19 and life('opponent') == 21") == {True}
    assert values(_scenario([bears, _creature("o", "ogre", "opponent")],
                            [_gains("p", "a", "protection from everything")], _attack(("a", "o"))), "True") == set()
    # (the Ogre is no artifact: it blocks and deals its damage; the Bears' damage to it is not prevented)
    sc = _scenario([bears, _creature("o", "ogre", "opponent")], [_gains("p", "a", "protection from artifacts")],
                   _attack(("a", "o")) + [DAMAGE])
    assert values(sc, "on_battlefield(a) or on_battlefield(o)") == {False}


def test_combat_damage_to_and_by_a_shielded_creature_is_prevented():
    """615.1a (Ith, High Arcanist ruling 2021-03-19): the Bears blocked by the Ogre, an effect preventing the combat
    damage to and by the Bears begun: neither is dealt any; the unblocked Angel's 4 are dealt."""
    sc = _scenario([_creature("a", "bears", "you"), _creature("s", "angel", "you"), _creature("o", "ogre", "opponent")],
                   [_shields("ith", "a")], [Event("starts", "ith")] + _attack(("a", "o"), ("s", None)) + [DAMAGE])
    assert values(sc, "on_battlefield(a) and on_battlefield(o) and damage(a) == 0 and life('opponent') == 16") == {True}


def test_the_reference_agrees_with_the_damage_scenarios():
    """The bundled scenarios' rulings as the reference reads them (702.2c, 702.19b-d, 510.1c, 510.4,
    702.7c, 120.6, 704.5g, 514.2)."""
    for name in ("combat_deathtouch_trample", "combat_first_strike_steps", "damage_lethal_after_toughness_change"):
        sc = load_scenario(MODELS / "scenarios" / f"{name}.toml")
        for c in sc.claims:
            got = values(sc, c.expr, c.at)
            assert {"proved": got == {True}, "refuted": False in got, "witness": True in got}[c.expect], \
                (name, c.id, got)


# -- random histories against the reference ---------------------------------------------------------

@st.composite
def damage_histories(draw, gives=GIVES):
    """One or two creatures of each player from CARDS, some with damage marked; effects granting an
    ability or two (GIVES), or -0/-1 until end of turn, begun before the history or by it; life totals,
    some low; events: noncombat damage, effects beginning, a creature leaving now and then, a combat
    phase (attackers, one blocker at most for each, one or two combat damage steps), a new turn or an
    effect ending (the cleanup step).  (Hypothesis tries the least draws most: they are the usual case.)"""
    def often(n: int) -> bool:  # true but 1 time in n + 1
        return draw(st.integers(0, n)) < n

    first = draw(st.sampled_from(("you", "you", "opponent")))
    objects, card_of = [], {}
    for player in PLAYERS:
        for i in range(draw(st.integers(1, 2))):
            card = draw(st.sampled_from(sorted(CARDS)))
            toughness = _cards()[card].printed.toughness
            hurt = 0 if often(3) else draw(st.integers(1, toughness - 1)) if toughness > 1 else 0
            objects.append(_creature(f"{player[0]}{i}", card, player, hurt))
            card_of[objects[-1].id] = card
    ids = [o.id for o in objects]
    effects = []
    for i in range(draw(st.sampled_from((1, 2, 0)))):  # (mostly on a creature of the attacking player)
        target = draw(st.sampled_from([o for o in ids if o[0] == first[0]] * 2 + ids))
        kinds = draw(st.sampled_from(gives))
        effects.append(_weakens(f"x{i}", target) if kinds == ("-0/-1",) else _shields(f"x{i}", target)
                       if kinds == ("prevent",) else _gains(f"x{i}", target, *kinds))
    later = [e.id for e in effects if draw(st.booleans())]  # (the others began before the history)
    present = list(ids)

    def noise(events, most):
        for _ in range(draw(st.integers(0, most))):
            kind = draw(st.sampled_from(("deals", "deals", "starts", "leaves")))
            if kind == "deals":
                to = draw(st.sampled_from(PLAYERS + tuple(present)))
                events.append(Event("deals", draw(st.sampled_from(ids)), to=to,
                                    amount=draw(st.sampled_from((2, 1, 3, 4, 0)))))
            elif kind == "starts" and later:
                events.append(Event("starts", later.pop(0)))
            elif kind == "leaves" and present and not often(2):
                o = draw(st.sampled_from(present))
                present.remove(o)
                events.append(Event("leaves", o, into="graveyard"))

    events = []
    noise(events, 2)
    if often(9):
        events.append(COMBAT)
        mine = [o for o in present if o[0] == first[0]]
        attackers = [o for o in mine if often(3)] or mine[:1]
        events += [Event("attacks", a) for a in attackers]
        free = list(attackers)
        for b in (o for o in present if o[0] != first[0]):
            fit = [a for a in free if "flying" not in _cards()[card_of[a]].printed.abilities or
                   {"flying", "reach"} & _cards()[card_of[b]].printed.abilities]  # (mostly legal: 702.9b)
            if free and often(1):
                a = draw(st.sampled_from(fit or free))
                free.remove(a)
                events.append(Event("blocks", b, attacker=a))
        blockers = [e.what for e in events if e.kind == "blocks"]
        if blockers and not often(4):  # (509.1h, 510.1c, 702.19d: a blocked creature whose blocker is gone)
            present.remove(blockers[-1])
            events.append(Event("leaves", blockers[-1], into="graveyard"))
        noise(events, 1)
        if often(7):
            events.append(DAMAGE)
            noise(events, 1)
            strikers = any(set(p.add_abilities) & {"first strike", "double strike"} for e in effects for p in e.parts)
            if often(3) if strikers else not often(9):
                events.append(DAMAGE)
    noise(events, 1)
    end = draw(st.sampled_from(("none", "turn", "none", "ends")))
    if end == "turn":
        events.append(Event("turn", draw(st.sampled_from(PLAYERS))))
    elif end == "ends" and set(e.id for e in effects) - set(later):  # (one the history does not start later)
        events.append(Event("ends", draw(st.sampled_from(sorted(set(e.id for e in effects) - set(later))))))
    noise(events, 1)
    life = {p: draw(st.sampled_from((20, 3, 20, 2))) for p in PLAYERS}
    return _scenario(objects, effects, events or [COMBAT], life, first)


def _queries(sc: Scenario) -> list:
    return ["life('you')", "life('opponent')", "lost('you')", "lost('opponent')"] + \
        [f"{f}({o})" for o in sorted(sc.objects) for f in ("on_battlefield", "damage")]


def _verifier(sc: Scenario, text: str, at: str, histories) -> set:
    return {o.value for o in outcomes_over(sc, text, at=at, histories=histories)}


def _is(text: str, value) -> str:
    """A claim that `text` has `value`."""
    return (text if value else f"not {text}") if isinstance(value, bool) else f"{text} == {value!r}"


@settings(max_examples=examples(150), deadline=None, derandomize=True, database=None,
          suppress_health_check=[HealthCheck.too_slow, HealthCheck.filter_too_much])
@given(damage_histories())
def test_damage_matches_the_reference(sc):
    """Life, who lost, which creatures are on the battlefield and the damage marked on each, at every
    point of the history, against the reference: the same set of values of each (those the reference
    gives one value asked of the verifier at once, as a claim that they all have it)."""
    _compare(sc)


@settings(max_examples=examples(60), deadline=None, derandomize=True, database=None,
          suppress_health_check=[HealthCheck.too_slow, HealthCheck.filter_too_much])
@given(damage_histories(PROTECTIONS))
def test_protection_matches_the_reference(sc):
    """702.16e-f, 615.1a: as above, the effects giving protection from artifacts, creatures or everything, or
    preventing the combat damage to and by a creature."""
    _compare(sc)


def _compare(sc: Scenario) -> None:
    history = [(e.kind, e.what, e.to or e.attacker, e.amount or None) for e in sc.events if not e.implied]
    steps = sum((e.kind, e.what) == ("step", "combat damage") for e in sc.events)
    try:
        histories = possible_histories(sc)
    except ModelError as refused:  # (the verifier refuses the history: the reference must find it impossible)
        event("refused")
        try:
            assert values(sc, "True") == set(), f"the verifier refuses {history}: {refused.message}"
        except (TooLarge, Unsupported) as e:
            event(f"left out: {e}")
            reject()
        return
    event(f"possible, {steps} combat damage steps")
    queries = _queries(sc)
    for at in [e.label for e in sc.events if not e.implied]:
        try:  # (all at once: the reference's values of each are those its plays give together)
            together = values(sc, "(" + ", ".join(queries) + ",)", at)
        except (TooLarge, Unsupported) as e:  # (what the reference does not model: no example)
            event(f"left out: {e}")
            reject()
        expected = {text: {t[i] for t in together} for i, text in enumerate(queries)}
        fixed = [text for text in queries if len(expected[text]) == 1]
        if fixed and _verifier(sc, " and ".join(_is(t, *expected[t]) for t in fixed), at, histories) == {True}:
            queries_left = [text for text in queries if text not in fixed]
        else:
            queries_left = queries
        for text in queries_left:
            got = _verifier(sc, text, at, histories)
            assert got == expected[text], \
                f"{text} at {at}: verifier {got}, reference {expected[text]}: {history}, " \
                f"{[(o.id, o.printed.name, o.controller, o.damage) for o in sc.objects.values()]}, " \
                f"{[(e.id, e.parts[0].add_abilities or e.parts[0].toughness) for e in sc.effects.values()]}, " \
                f"life {sc.life}"
