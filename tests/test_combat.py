"""Declaring attackers (issue 23: 506-508): attacks the game forbids refused with the event's
line, what the model does not read refused with its line, what an attack leaves (tapped,
attacking until the combat phase ends or the creature is removed from combat), the bundled
search scenario, and random histories of attacks against the reference written apart from
`verifier/rules`."""
import pytest
from hypothesis import HealthCheck, given, reject, settings, strategies as st

from conftest import claim, claim_verdict, examples, MODELS
from reference import TooLarge, Unsupported, values
from test_casting import events, refusal
from test_reference_casting import _object, _verifier
from verifier.load.loader import load_scenario
from verifier.model import Effect, Event, Filter, Part, Scenario
from verifier.search import shortest_refutation

BEARS = '[[object]]\nid = "bears"\ncard = "Grizzly Bears"\n'
ANGEL = '[[object]]\nid = "angel"\ncard = "Serra Angel"\n'
NEW_BEARS = '[[object]]\nid = "new"\ncard = "Grizzly Bears"\n'
THEIRS = '[[object]]\nid = "theirs"\ncard = "Grizzly Bears"\ncontroller = "opponent"\n'
COMBAT = 'step = "combat"'
SHADE = '[[card]]\nname = "Test Shade"\ntypes = ["creature"]\npower = 2\ntoughness = 2\nabilities = ["shadow"]\n' \
        '[[object]]\nid = "shade"\ncard = "Test Shade"\n'

IMPOSSIBLE = {
    # 506.1, 508.1: attackers are declared in the combat phase
    "outside-combat": (BEARS, ['attacks = "bears"'], "outside the combat phase"),
    "after-combat": (BEARS, [COMBAT, 'step = "end"', 'attacks = "bears"'], "outside the combat phase"),
    # 302.6: a creature that came under its controller's control this turn, without haste
    "summoning-sick": (NEW_BEARS, ['enters = "new"', COMBAT, 'attacks = "new"'], "has no haste (302.6)"),
    # 508.1a: untapped, and the active player's
    "tapped": (BEARS, ['tap = "bears"', COMBAT, 'attacks = "bears"'], "is tapped"),
    "opponents": (BEARS.replace('"Grizzly Bears"\n', '"Grizzly Bears"\ncontroller = "opponent"\n'),
                  [COMBAT, 'attacks = "bears"'], "is not the active player's"),
    # 508.1a: once
    "twice": (BEARS, [COMBAT, 'attacks = "bears"', 'attacks = "bears"'], "already attacking"),
    # 508.1: at once, not after other events of the combat
    "late-declaration": (BEARS + ANGEL, [COMBAT, 'attacks = "angel"', 'tap = "bears"', 'attacks = "bears"'],
                         "the attackers are declared at once"),
    # 702.3b: defender
    "defender": ('[[object]]\nid = "keeper"\ncard = "Battlement Keeper"\n', [COMBAT, 'attacks = "keeper"'],
                 "has defender"),
    # 509.1a: the defending player's untapped creature blocks an attacking creature, after the attackers
    "block-without-attackers": (BEARS + THEIRS, [COMBAT, 'blocks = "theirs"\nattacker = "bears"'], "no attackers"),
    "block-a-non-attacker": (BEARS + THEIRS + ANGEL, [COMBAT, 'attacks = "angel"', 'blocks = "theirs"\nattacker = "bears"'],
                             "'bears' is not attacking"),
    "block-own": (BEARS + ANGEL, [COMBAT, 'attacks = "angel"', 'blocks = "bears"\nattacker = "angel"'],
                  "the active player's"),
    "block-tapped": (BEARS + THEIRS, [COMBAT, 'attacks = "bears"', 'tap = "theirs"', 'blocks = "theirs"\nattacker = "bears"'],
                     "is tapped"),
    "block-twice": (BEARS + THEIRS + ANGEL.replace('"Serra Angel"', '"Grizzly Bears"'),
                    [COMBAT, 'attacks = "bears"', 'attacks = "angel"', 'blocks = "theirs"\nattacker = "bears"',
                     'blocks = "theirs"\nattacker = "angel"'], "already blocking"),
    # 702.9b: a flier is blocked only by flying or reach
    "block-a-flier": (THEIRS + ANGEL, [COMBAT, 'attacks = "angel"', 'blocks = "theirs"\nattacker = "angel"'],
                      "has flying"),
    # 702.28b: shadow blocks and is blocked only with shadow on both sides
    "block-a-shade": (THEIRS + SHADE, [COMBAT, 'attacks = "shade"', 'blocks = "theirs"\nattacker = "shade"'],
                      "differ in shadow"),
    "shade-blocks": (BEARS + SHADE.replace('id = "shade"', 'id = "shade"\ncontroller = "opponent"'),
                     [COMBAT, 'attacks = "bears"', 'blocks = "shade"\nattacker = "bears"'], "differ in shadow"),
}


def assert_refused(write_model, base: str, tables: list, reason: str) -> None:
    """The history of `tables` on the objects of `base` is refused with a line and this reason."""
    err = refusal(write_model, '[scenario]\nname = "x"\nturn = "you"\n' + base + events(*tables) + claim("True"))
    assert reason in err.message and err.line > 0


@pytest.mark.parametrize("case", sorted(IMPOSSIBLE))
def test_impossible_attacks_are_refused_with_their_line(case, write_model):
    assert_refused(write_model, *IMPOSSIBLE[case])


NOT_READ = {
    # 508.1c-d: restrictions and requirements written on cards
    "restriction": ('[[card]]\nname = "Craven"\ntypes = ["creature"]\npower = 1\ntoughness = 1\n'
                    'abilities = ["Craven can\'t attack unless you control a Forest."]\n'
                    '[[object]]\nid = "craven"\ncard = "Craven"\n', "restricts, requires or triggers on attacks"),
    "requirement": ('[[card]]\nname = "Berserker"\ntypes = ["creature"]\npower = 1\ntoughness = 1\n'
                    'abilities = ["Berserker attacks each combat if able."]\n'
                    '[[object]]\nid = "berserker"\ncard = "Berserker"\n', "restricts, requires or triggers on attacks"),
    # 603.2: an ability that triggers on an attack
    "trigger": ('[[card]]\nname = "Raider"\ntypes = ["creature"]\npower = 1\ntoughness = 1\n'
                'abilities = ["Whenever Raider attacks, you gain 1 life."]\n'
                '[[object]]\nid = "raider"\ncard = "Raider"\n', "restricts, requires or triggers on attacks"),
    # the same with "When" (an Aura's "When enchanted creature attacks, ...")
    "when": ('[[card]]\nname = "Raider"\ntypes = ["creature"]\npower = 1\ntoughness = 1\n'
             'abilities = ["When Raider attacks, sacrifice it at end of combat."]\n'
             '[[object]]\nid = "raider"\ncard = "Raider"\n', "restricts, requires or triggers on attacks"),
    # 702.36b: evasion the model does not read (fear), with blocks declared
    "fear": ('[[card]]\nname = "Brute"\ntypes = ["creature"]\npower = 1\ntoughness = 1\nabilities = ["fear"]\n'
               '[[object]]\nid = "brute"\ncard = "Brute"\n' + THEIRS, "restricts, requires or triggers on blocks"),
    # a creature stated attacking throughout, with attacks declared
    "stated": ('[[object]]\nid = "x"\ncard = "Grizzly Bears"\nattacking = true\n', "say one or the other"),
}


@pytest.mark.parametrize("case", sorted(NOT_READ))
def test_what_attacks_do_not_read_is_refused_with_its_line(case, write_model):
    base, reason = NOT_READ[case]
    err = refusal(write_model, '[scenario]\nname = "x"\nturn = "you"\n' + BEARS + base +
                  events(COMBAT, 'attacks = "bears"', *(['blocks = "theirs"\nattacker = "bears"'] if case == "fear"
                                                        else [])) + claim("True"))
    assert reason in err.message and err.line > 0


def test_a_claim_on_attacks_a_restriction_would_change_is_refused(write_model):
    """508.1c (issue 23's note): can_attack with a "can't attack" ability in the scenario is refused,
    not answered without it."""
    err = refusal(write_model, '[scenario]\nname = "x"\nturn = "you"\n' + BEARS + NOT_READ["restriction"][0] +
                  events('step = "main"') + claim("can_attack(craven)"))
    assert "can_attack: the ability" in err.message and "restricts or requires attacks" in err.message and err.line > 0


def _verdict(write_model, text: str, expr: str, at: str = "") -> str:
    return claim_verdict(write_model, '[scenario]\nname = "x"\nturn = "you"\n' + text, expr, at)


def test_an_attack_taps_unless_vigilance_and_lasts_the_combat(write_model):
    """508.1f, 702.20b: the Bears tap as they attack, Serra Angel does not; both attack until the
    combat phase ends (511.3), and the Bears stop as they leave the battlefield (506.4)."""
    text = BEARS + ANGEL + events(COMBAT, 'attacks = "bears"\nlabel = "declared"', 'attacks = "angel"\nlabel = "both"',
                                  'leaves = "bears"\ninto = "graveyard"\nlabel = "gone"', 'step = "combat damage"',
                                  'step = "end"')
    assert _verdict(write_model, text, "is_tapped(bears) and not is_tapped(angel) and attacking(bears)",
                    "both") == "proved"
    assert _verdict(write_model, text, "attacking(angel) and not attacking(bears)", "gone") == "proved"
    assert _verdict(write_model, text, "not attacking(angel) and is_tapped(angel) == False") == "proved"


def test_an_attacker_stays_blocked_after_its_blocker_leaves(write_model):
    """509.1h, 506.4: the blocker that leaves is no longer blocking; the attacker it blocked stays blocked."""
    text = BEARS + THEIRS + events(COMBAT, 'attacks = "bears"', 'blocks = "theirs"\nattacker = "bears"\nlabel = "b"',
                                   'leaves = "theirs"\ninto = "graveyard"\nlabel = "gone"')
    assert _verdict(write_model, text, "blocked(bears) and blocking(theirs)", "b") == "proved"
    assert _verdict(write_model, text, "blocked(bears) and not blocking(theirs)", "gone") == "proved"
    text = BEARS + THEIRS + events(COMBAT, 'attacks = "bears"', 'blocks = "theirs"\nattacker = "bears"',
                                   'leaves = "bears"\ninto = "graveyard"\nlabel = "gone"')
    assert _verdict(write_model, text, "not blocked(bears) and blocking(theirs)", "gone") == "proved"


def test_a_creature_that_stops_being_one_leaves_combat(write_model):
    """506.4: an attacking creature stops attacking as an effect makes it no creature, though the
    combat phase goes on; it stays tapped."""
    text = BEARS + '[[effect]]\nid = "not-a-creature"\ntargets = ["bears"]\nlayer4 = { remove_types = ["creature"] }\n' + \
        events(COMBAT, 'attacks = "bears"\nlabel = "attacks"', 'starts = "not-a-creature"\nlabel = "changed"')
    assert _verdict(write_model, text, "attacking(bears)", "attacks") == "proved"
    assert _verdict(write_model, text, "not attacking(bears) and is_tapped(bears)", "changed") == "proved"


def test_the_search_finds_the_attack():
    """`verifier search` on the bundled scenario: the four events that make the old Factory attack."""
    sc = load_scenario(MODELS / "scenarios" / "combat_attack_search.toml")
    found, _ = shortest_refutation(sc, sc.claims[0])
    assert [(e.kind, e.what) for e in found.events] == [("activate", "animate"), ("resolves", "animate"),
                                                        ("step", "combat"), ("attacks", "factory")]


# -- random histories of attacks against the reference ---------------------------------------------

HASTE = Effect("rush", (Part("6", add_abilities=("haste",)),), Filter(objects=("c0",)), static=False,
               controller="you", until="end of turn")
EXTRA = Effect("extra", (), Filter(), static=False, controller="you", rule="additional combat phase")  # 500.8


@st.composite
def attack_histories(draw):
    """Creatures of either player (some with haste, vigilance or defender; some entering in the
    history), a haste effect and an effect adding a combat phase that may start, and events: turns, steps
    (the combat phase among them, once or more in a turn), taps, untaps, attacks, blocks, a creature leaving."""
    first = draw(st.sampled_from(("you", "opponent")))
    objects = {}
    for i in range(draw(st.integers(1, 4))):
        keywords = draw(st.sampled_from(((), (), ("haste",), ("vigilance",), ("defender",), ("flying",), ("reach",),
                                               ("shadow",), ("shadow", "flying"))))  # (702.28b)
        objects[f"c{i}"] = _object(f"c{i}", ("creature",), draw(st.sampled_from(("you", "opponent"))),
                                   keywords, power=2, toughness=2)
    entering = [o for o in objects if draw(st.integers(0, 2)) == 0]
    present = [o for o in objects if o not in entering]
    events = [Event("step", "combat")] if draw(st.booleans()) else []  # (mostly a combat phase at once)
    started = extra = False
    for _ in range(draw(st.integers(1, 6))):
        kind = draw(st.sampled_from(("turn", "step", "combat", "attacks", "attacks", "attacks", "attacks", "blocks",
                                     "blocks", "tap", "enters", "leaves", "starts", "extra")))
        active = next((e.what for e in reversed(events) if e.kind == "turn"), first)
        since = max([i for i, e in enumerate(events) if e.kind in ("step", "turn")], default=-1)
        declared = {e.what for e in events[since + 1:] if e.kind in ("attacks", "blocks")}
        mine = [o for o in present if objects[o].controller == active and o not in declared]  # (mostly who may)
        if kind == "turn":
            events.append(Event("turn", draw(st.sampled_from(("you", "opponent")))))
        elif kind == "step":
            events.append(Event("step", draw(st.sampled_from(("upkeep", "main", "end")))))
        elif kind == "combat":
            events.append(Event("step", "combat"))
        elif kind in ("attacks", "tap", "untap") and present:
            if kind == "attacks" and events and events[-1].kind not in ("attacks", "step") and draw(st.booleans()):
                events.append(Event("step", "combat"))  # (mostly where attackers may be declared)
            events.append(Event(kind, draw(st.sampled_from(mine if kind == "attacks" and mine else present))))
            if kind == "attacks" and draw(st.booleans()):
                kind = "blocks"
        if kind == "blocks" and present and events and events[-1].kind in ("attacks", "blocks"):
            attackers = [e.what for e in events[since + 1:] if e.kind == "attacks" and e.what in present] or present
            others = [o for o in present if objects[o].controller != active and o not in declared]
            if others:  # (the other player's, not blocking yet)
                events.append(Event(kind, draw(st.sampled_from(others)), attacker=draw(st.sampled_from(attackers))))
        elif kind == "enters" and set(entering) - set(present) - {e.what for e in events if e.kind == "leaves"}:
            o = draw(st.sampled_from(sorted(set(entering) - set(present))))
            present.append(o)
            events.append(Event("enters", o))
        elif kind == "leaves" and present:
            o = draw(st.sampled_from(present))
            present.remove(o)
            events.append(Event("leaves", o, into="graveyard"))
        elif kind == "starts" and not started and "c0" in present:
            started = True
            events.append(Event("starts", "rush"))
        elif kind == "extra" and not extra:  # (500.8, 505.1a: one more combat phase in this turn)
            extra = True
            events.append(Event("starts", "extra"))
    if not events:
        events.append(Event("step", "combat"))
    sc = Scenario(path="<combat>", name="random attacks", objects=objects,
                  effects={**({"rush": HASTE} if started else {}), **({"extra": EXTRA} if extra else {})}, order=[],
                  first_turn=first, mana_abilities={},
                  tracks_zones=True)
    return sc.with_events(tuple(Event(e.kind, e.what, into=e.into, attacker=e.attacker, label=f"e{i}")
                                for i, e in enumerate(events)))


QUERIES = ("attacking({o})", "attacking({o})", "blocking({o})", "blocked({o})", "is_tapped({o})", "can_attack({o})")


@settings(max_examples=examples(160), deadline=None, derandomize=True, database=None,
          suppress_health_check=[HealthCheck.too_slow, HealthCheck.filter_too_much])
@given(st.data())
def test_attacks_match_the_reference(data):
    """Who may attack (508.1a, 302.6, 702.3b), when (506.1, 508.1), tapping (508.1f, 702.20b), and
    how long a creature attacks (506.4, 511.3), against the reference."""
    sc = data.draw(attack_histories())
    o = data.draw(st.sampled_from(sorted(sc.objects)))
    text = data.draw(st.sampled_from(QUERIES)).replace("{o}", o)
    for at in [e.label for e in sc.events]:  # (at every point: a history is short)
        try:
            expected = values(sc, text, at)
        except (TooLarge, Unsupported):  # (what the reference does not model: no example)
            reject()
        assert _verifier(sc, text, at) == expected, f"{text} at {at}: {[(e.kind, e.what) for e in sc.events]}"


def test_the_reference_agrees_with_the_combat_scenario():
    """The bundled scenario's rulings as the reference reads them (508.1f, 702.20b, 302.6, 506.4, 511.3)."""
    sc = load_scenario(MODELS / "scenarios" / "combat_declare_attackers.toml")
    for c in sc.claims:
        got = values(sc, c.expr, c.at)
        assert {"proved": got == {True}, "refuted": False in got}[c.expect], (c.id, got)
