"""Histories, the SMT encoding against brute force: random short histories (turns,
objects entering tapped or not and leaving, effects that change control, make creatures, give
or remove haste starting and ending, some lasting for as long as a condition holds, taps and
untaps, attaching and unattaching, objects entering with counters and an X chosen for them, a permission to act as though they had haste, a triggered
ability with an intervening "if" that destroys something, puts a counter, changes a life total,
taps or untaps something, or deals damage as it resolves), with further effects whose
timestamps the history leaves open, some ending on their own; at a random point, the distinct values Z3 finds
for the statuses of 302.6, 107.5-107.6 and 508.1a equal those of the concrete
interpreter over every ordering and choice in which every event of the history could happen
(`verifier.rules.legality`), and a history the verifier refuses as impossible is possible in none."""
from dataclasses import replace

from hypothesis import HealthCheck, given, settings, strategies as st

from verifier.expr import Expr
from verifier.load.claims import names_of
from verifier.rules.suspending import LAST_REMOVED, REMOVED
from verifier.model import CHAPTER, COMBAT_TRIGGERS, DAMAGE_TO_YOU, DELAYED, ENTERS_AS_COPY, LEAVING, PLAYS, STATE_TRIGGER, TOKEN_CREATED, TRIGGER_EVENTS, Characteristics, CopyExceptions, Count, Effect, Event, Filter, GameObject, \
    HastePermission, Part, Scenario, Trigger, with_copied_statics
from verifier.load.graveyard_copies import EXCEPTIONS
from verifier.orderings import all_values
from verifier.errors import ModelError
from verifier.load.manatext import parse as mana_ability
from verifier.query import Encoding, outcomes, outcomes_over
from conftest import examples

OBJECTS = ("x", "y", "z")
TAP_ABILITY = "{T}: Add {G}"
PARTS = (Part("2", controller="you"), Part("2", controller="opponent"), Part("4", add_types=("creature",)),
         Part("6", add_abilities=("haste",)), Part("6", add_abilities=("defender",)),
         Part("6", remove_all_abilities=True))


def words_of(pool):
    return st.lists(st.sampled_from(pool), max_size=1).map(tuple)


def with_ability(o: GameObject, ability: str) -> GameObject:
    return replace(o, printed=replace(o.printed, abilities=o.printed.abilities | {ability}))


@st.composite
def histories(draw):
    n = draw(st.integers(1, 3))
    ids = OBJECTS[:n]
    objects = {o: GameObject(o, Characteristics(
        name=o, types=frozenset(draw(st.lists(st.sampled_from(("creature", "artifact", "land")), min_size=1,
                                              max_size=2, unique=True))),
        abilities=frozenset({TAP_ABILITY}), power=1, toughness=1),
        controller=draw(st.sampled_from(("you", "opponent"))), tapped=draw(st.booleans()),
        enters_with=draw(st.sampled_from(((), (("+1/+1", "X"),), (("-1/-1", 1),))))) for o in ids}
    effects = {}
    entering = set(draw(st.lists(st.sampled_from(ids[1:]), max_size=2, unique=True))) if n > 1 else set()
    # an effect names objects that were there before it began (613.7b): those there from the start
    there = [o for o in ids if o not in entering]
    for i in range(draw(st.integers(2, 4))):
        targets = tuple(draw(st.lists(st.sampled_from(there), min_size=1, max_size=2, unique=True)))
        part = draw(st.sampled_from(PARTS))
        effects[f"e{i}"] = Effect(f"e{i}", (part,), Filter(objects=targets), static=False,
                                  controller=draw(st.sampled_from(("you", "opponent"))),
                                  until=draw(st.sampled_from((None, "end of turn", "your next turn") +
                                                             (("its controller's next untap step",)
                                                              if len(targets) == 1 and part.layer != "2" else ()))))
    # (whose untap step ends an effect is that of its target's controller, whom no effect changes: the loader's rule)
    controlled = {o for e in effects.values() if e.part("2") is not None for o in e.affects.objects}
    effects = {k: replace(e, until=None) if e.until == "its controller's next untap step" and
               e.affects.objects[0] in controlled else e for k, e in effects.items()}
    if draw(st.booleans()):  # a static ability: other creatures have haste, or are no creatures
        lord = draw(st.sampled_from(ids))
        part = draw(st.sampled_from((Part("6", add_abilities=("haste",)), Part("4", remove_types=("creature",)))))
        objects[lord] = with_ability(objects[lord], "lord")
        effects["lord"] = Effect("lord", (part,), Filter(types=("creature",), other=True), static=True,
                                 source=lord, ability="lord")
    copies = {}  # an object that enters as a copy of one there from the start (707.5), perhaps with exceptions
    if entering and draw(st.booleans()):
        x, y = draw(st.sampled_from(sorted(entering))), draw(st.sampled_from(there))
        copies[x] = f"{x} as a copy of {y}"
        objects[x] = replace(with_ability(objects[x], ENTERS_AS_COPY),
                             copies_as_it_enters=Filter(types=draw(words_of(("creature", "land")))))
        effects[copies[x]] = Effect(copies[x], (Part("1a", copy_of=y, copy_except=draw(st.sampled_from(
            (None, CopyExceptions(power=0, toughness=2), CopyExceptions(add_types=("creature",),
                                                                         add_abilities=("haste",)))))),),
            Filter(objects=(x,)), static=False)
    events = []
    done = {kind: set() for kind in ("enters", "leaves", "starts", "ends")}  # each at most once per id
    for i in range(draw(st.integers(2, 8))):
        kind = draw(st.sampled_from(("turn", "turn", "enters", "leaves", "starts", "starts", "ends", "tap", "untap",
                                     "step", "step", "put_counters", "remove_counters", "attach", "unattach",
                                     "resolves", "resolves")))
        options = {"turn": ["you", "opponent"], "step": ["upkeep"], "tap": ids, "untap": ids,
                   "put_counters": ids, "remove_counters": ids, "attach": ids, "unattach": ids, "resolves": ["t"],
                   "enters": entering,
                   "leaves": (set(ids) - entering) | done["enters"],
                   "starts": sorted(e for e in effects if not effects[e].static and e not in copies.values())[:-2],
                   # (the last two keep their order open)
                   "ends": done["starts"]}[kind]
        left = sorted(set(options) - done.get(kind, set()))
        if not left:
            continue
        what = draw(st.sampled_from(left))
        done.get(kind, set()).add(what)
        events.append(Event(kind, what, label=f"p{len(events) + 1}", tapped=kind == "enters" and draw(st.booleans()),
                            into=draw(st.sampled_from((None, "graveyard", "exile"))) if kind == "leaves" else None,
                            group="g" if draw(st.integers(0, 2)) == 0 else None,
                            counters=(("-1/-1" if draw(st.booleans()) else "+1/+1", draw(st.integers(1, 2))),)
                            if kind.endswith("_counters") else (),
                            to=draw(st.sampled_from(sorted(set(ids) - {what}) or ids)) if kind == "attach" else None,
                            x_at_most=draw(st.sampled_from((None, 0, 2))) if kind == "enters" and what not in copies
                            else None, copy=copies.get(what) if kind == "enters" else None))
    if not events:  # a history has at least one event
        events.append(Event("step", "upkeep", label="p1"))
    # a copy effect begins as its object enters (707.5): none for one that does not enter
    effects = with_copied_statics(objects, {k: e for k, e in effects.items() if k not in copies.values() or
                                            any(ev.copy == k for ev in events)})
    permissions = ()
    if draw(st.booleans()):  # "creatures you control can ... as though they had haste" (302.6)
        source = draw(st.sampled_from(ids))
        objects[source] = with_ability(objects[source], "elixir")
        permissions = (HastePermission(source, "elixir", Filter(types=("creature",), controller="you"),
                                       tuple(draw(st.lists(st.sampled_from(("attack", "activate")), min_size=1,
                                                           max_size=2, unique=True)))),)
    sc = Scenario(path="<history>", name="random history", objects=objects, effects=effects, order=[],
                  first_turn=draw(st.sampled_from(("you", "opponent"))),
                  as_though_haste=permissions,  # its {T} ability is a mana ability (605.1a)
                  mana_abilities={TAP_ABILITY: mana_ability(TAP_ABILITY)}).with_events(tuple(events))
    # a triggered ability (603): at upkeeps or as something enters, with an intervening "if"
    source, o = draw(st.sampled_from(ids)), draw(st.sampled_from(ids))
    condition = draw(st.sampled_from((None, f"is_tapped({o})", f"has_type({o}, 'creature')",
                                      f"attached_to_type({o}, 'creature')")))
    sc = replace(sc, objects={**sc.objects, source: with_ability(sc.objects[source], "trigger")})
    # (combat triggers: tests/test_combat_damage.py, tests/test_damage_reference.py)
    # (suspend's moments, a card's own in exile, are the loader's only for suspend: tests/test_suspend.py; a delayed
    # trigger's, one a resolution creates, and an end step's, which these histories never give: the delayed and end
    # step histories of test_reference_differential.py; a state trigger, which needs its state, the state histories
    # there; damage dealt to you, tests/test_damage_to_you_triggers.py; a Saga's chapter ability, 714.2b:
    # tests/test_sagas.py against tests/reference/sagas.py; playing a card, which the reference does not play:
    # tests/test_trigger_draws.py; creating tokens, which these histories never do: tests/test_spell_tokens.py)
    when = draw(st.sampled_from(tuple(t for t in TRIGGER_EVENTS
                                      if t not in COMBAT_TRIGGERS + DELAYED + ("your combat", "each combat",
                                                                               LAST_REMOVED, REMOVED,
                                                                               "your end step", "each end step",
                                                                               STATE_TRIGGER, DAMAGE_TO_YOU, CHAPTER,
                                                                               PLAYS, TOKEN_CREATED))))
    # (a leaves-the-battlefield ability waits for one object, or for any creature: one instance each, 603.2c)
    sc = replace(sc, triggers=(Trigger("t", source, "trigger", when,
                                       of=Filter(types=("creature",), objects=(draw(st.sampled_from(ids)),) if
                                                 when in LEAVING and draw(st.booleans()) else ()),
                                       condition=Expr(condition, names_of(sc), _fail) if condition else None,
                                       **draw(st.sampled_from(({"destroy": o}, {"destroy_attached_to": o}, {},
                                                               {"counters_on": o, "counters": (("-1/-1", 1),)},
                                                               {"life": -3}, {"taps": o}, {"untaps": o},
                                                               {"deals": 2, "to": o}, {"deals": 2, "to": "opponent"})))),))
    if draw(st.booleans()):  # an effect lasting for as long as a condition holds (611.2b)
        eid = draw(st.sampled_from(sorted(e for e in effects if e.startswith("e") and not effects[e].static)))
        o = draw(st.sampled_from(ids))
        text = draw(st.sampled_from((f"is_tapped({o})", f"power({o}) <= 1", f"controller({o}) == 'you'",
                                     f"has_type({o}, 'creature')", f"not on_battlefield({o})")))
        condition = Expr(text, names_of(sc), _fail)
        effects = {k: replace(e, as_long_as=condition) if k == eid else e for k, e in sc.effects.items()}
        sc = replace(sc, effects=effects, all_effects={**sc.all_effects, **effects})
    return sc


ZONES_ASKED = ("graveyard", "exile", "hand", "library", "command")
# 604.3: characteristic-defining abilities that count cards in a zone (Tarmogoyf, Boneyard Wurm, Lord of Extinction)
COUNTERS_OF_CARDS = (Part("7a", power=Count(Filter(), how="distinct", what="card types", zone="graveyard"),
                          toughness=Count(Filter(), how="distinct", what="card types", zone="graveyard", plus=1)),
                     Part("7a", power=Count(Filter(types=("creature",), owner="you"), zone="graveyard"),
                          toughness=Count(Filter(types=("creature",), owner="you"), zone="graveyard")),
                     Part("7a", power=Count(Filter(), zone="graveyard"), toughness=Count(Filter(), zone="graveyard")))


@st.composite
def zone_histories(draw):
    """A random history over cards in graveyards, exile, hands, libraries and the command zone
    (400.1; draws take the top card of a library, the first declared there, 121.1): creatures that
    count cards in graveyards (604.3; on the battlefield or in a graveyard themselves),
    creatures and tokens that die of -1/-1 counters (704.5f, 111.7) or leave into a zone, cards
    moved between zones, put onto the battlefield, or returned as a new object (400.7), and a
    sorcery whose card reaches the graveyard as its -1/-1 to every creature begins (608.2n);
    the events in a group, or not (a return never is)."""
    objects, effects = {}, {}
    for i in range(draw(st.integers(1, 2))):
        oid, part = f"goyf{i}", draw(st.sampled_from(COUNTERS_OF_CARDS))
        objects[oid] = GameObject(oid, Characteristics(name=oid, types=frozenset({"creature"}),
                                                       abilities=frozenset({"defines"})),
                                  owner=draw(st.sampled_from(("you", "opponent"))),
                                  zone=draw(st.sampled_from((None, None, "graveyard"))))
        objects[oid] = replace(objects[oid], controller=objects[oid].owner)
        effects[f"{oid}.cda"] = Effect(f"{oid}.cda", (part,), Filter(objects=(oid,)), static=True, source=oid,
                                       ability="defines", cda=True)
    for i in range(draw(st.integers(1, 3))):
        owner = draw(st.sampled_from(("you", "opponent")))
        objects[f"c{i}"] = GameObject(f"c{i}", Characteristics(
            name=f"c{i}", types=frozenset(draw(st.sampled_from((("creature",), ("artifact", "creature"))))),
            power=1, toughness=draw(st.integers(1, 2))), controller=owner, owner=owner, token=draw(st.booleans()))
    for i in range(draw(st.integers(0, 3))):
        objects[f"k{i}"] = GameObject(f"k{i}", Characteristics(name=f"k{i}", types=frozenset(draw(st.sampled_from(
            (("creature",), ("land",), ("artifact",), ("instant",)))))), owner=draw(st.sampled_from(("you", "opponent"))),
            zone=draw(st.sampled_from(ZONES_ASKED)))
    objects["sp"] = GameObject("sp", Characteristics(name="sp", types=frozenset({"sorcery"})))
    effects["sweep"] = Effect("sweep", (Part("7c", power=-1, toughness=-1),), Filter(types=("creature",)),
                              static=False, spell="sp")
    events = []
    for _ in range(draw(st.integers(1, 4))):
        kind = draw(st.sampled_from(("counters", "leaves", "moves", "sweep", "enters", "returns", "embalm", "draws")))
        if kind == "draws":  # 121.1: the top card of that player's library (the first declared there), if any
            owners = sorted({g.owner for g in objects.values() if g.zone == "library"}) or ["you", "opponent"]
            events.append(Event("draws", draw(st.sampled_from(owners))))
            continue
        x = draw(st.sampled_from(sorted(o for o in objects if o != "sp")))
        if kind == "returns" and f"{x}r" not in objects and not objects[x].token:  # (as `verifier.load.returns` makes it)
            by = draw(st.sampled_from((objects[x].owner, "you")))
            objects[f"{x}r"] = replace(objects[x], id=f"{x}r", zone=None, controller=by)
            effects.update({f"{x}r.cda": replace(e, id=f"{x}r.cda", source=f"{x}r", affects=Filter(objects=(f"{x}r",)))
                            for e in effects.values() if e.source == x})
            events += [Event("moves", x, becomes=f"{x}r"), Event("enters", f"{x}r")]
        if kind == "embalm" and f"{x}z" not in objects and not objects[x].token:  # (as `verifier.load.graveyard_copies`)
            how = draw(st.sampled_from(sorted(EXCEPTIONS)))
            # (the keyword on the card, its mana nothing: the reference pays no mana, 602.2b)
            printed = replace(objects[x].printed, abilities=objects[x].printed.abilities | {f"{how.capitalize()} {{0}}"})
            objects[x] = replace(objects[x], printed=printed)
            objects[f"{x}z"] = GameObject(f"{x}z", objects[x].printed, controller=objects[x].owner, owner=objects[x].owner,
                                          token=True)
            effects[f"{x}z copy"] = Effect(f"{x}z copy", (Part("1a", copy_of=x, copy_except=EXCEPTIONS[how],
                                                               copies_card=True),),
                                           Filter(objects=(f"{x}z",)), static=False, controller=objects[x].owner)
            events += [Event("moves", x, into="exile", activated=how), Event("enters", f"{x}z", copy=f"{x}z copy")]
        if kind == "counters":
            events.append(Event("put_counters", x, counters=(("-1/-1", 1),)))
        elif kind == "moves" or kind == "leaves" and not any(e.kind == "leaves" and e.what == x for e in events):
            events.append(Event(kind, x, into=draw(st.sampled_from(ZONES_ASKED))))  # (one leaves once, as loaded)
        elif kind == "sweep" and not any(e.kind == "starts" for e in events):
            events.append(Event("starts", "sweep"))
        elif kind == "enters" and objects[x].zone and not any(e.what == x for e in events):
            events.append(Event("enters", x))
    if not any(e.kind == "starts" for e in events):  # (a spell resolves in the history: 608.2n)
        del objects["sp"], effects["sweep"]
    library = {o for o, g in objects.items() if g.zone == "library"}  # (its order is the file's: never in a group)
    group = "g" if len(events) <= 3 and not any(e.becomes or e.activated or e.kind == "draws" or e.into == "library" or
                                                e.what in library for e in events) and draw(st.booleans()) else None
    events = [replace(e, label=f"e{i}", group=group) for i, e in enumerate(events)]
    sc = Scenario(path="<zones>", name="zones", objects=objects, effects=with_copied_statics(objects, effects), order=[],
                  tracks_zones=True)
    return sc.with_events(tuple(events))


ZONE_QUERIES = ("power({o})", "toughness({o})", "on_battlefield({o})", "in_zone({o}, 'graveyard')",
                "in_zone({o}, 'exile')", "count(zone='graveyard')", "distinct('card types', zone='graveyard')",
                "count(zone='graveyard', owner='you', types=['creature'])", "count(zone='hand')",
                "in_zone({o}, 'library')", "count(zone='library', owner='you')", "in_zone({o}, 'command')",
                "above({o}, c0)", "above(c0, {o})")


def _fail(msg):
    raise AssertionError(msg)


@settings(max_examples=examples(90), deadline=None, derandomize=True, database=None,
          suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large])
@given(st.data())
def test_history_statuses_match_brute_force(data):
    sc = data.draw(histories())
    oid = data.draw(st.sampled_from(sorted(sc.objects)))
    at = data.draw(st.sampled_from([None] + [e.label for e in sc.events]))
    text = data.draw(st.sampled_from([
        f"can_attack({oid})", f"controlled_since_turn_began({oid})", f"is_tapped({oid})",
        f"can_activate({oid}, '{TAP_ABILITY}')", f"can_tap_for_mana({oid})", f"controller({oid})",
        f"has_type({oid}, 'creature')", f"on_battlefield({oid})", f"power({oid})", "triggered('t')",
        f"attached_to_type({oid}, 'creature')", "life('you')", "life('opponent')"]))
    expr = Expr(text, names_of(sc), _fail)
    # brute force skips the orderings in which an event of the history could not happen (nothing tapped after
    # it left, nothing resolved that is not on the stack, ...); the verifier refuses a history possible in none
    brute = {v for s in sc.linearized(reduced=False) for v in all_values(s, expr, at)}  # every order, no reduction
    try:
        smt = outcomes_over(sc, text, at=at)  # each witness is replayed inside outcomes()
    except ModelError:
        assert brute == set(), f"the verifier refuses a history brute force finds possible: {brute}"
        return
    vocab = Encoding(sc).vocab
    got = {vocab.players.index(o.value) if expr.kind == "player" else o.value for o in smt}
    assert smt and got == brute, f"{text} at {at}: SMT {got} vs brute force {brute}"


def test_what_a_history_begins_is_newer_than_the_statics_there_before_it():
    """613.7a-b: an effect that begins during the history is newer than a static ability
    of an object there as it began, whose timestamp no order names."""
    x = GameObject("x", Characteristics(name="x", types=frozenset({"artifact"})))
    lord = GameObject("lord", Characteristics(name="lord", types=frozenset({"enchantment"}),
                                              abilities=frozenset({"no creatures"})))
    effects = {"lord": Effect("lord", (Part("4", remove_types=("creature",)),), Filter(other=True), static=True,
                              source="lord", ability="no creatures"),
               "animate": Effect("animate", (Part("4", add_types=("creature",)),), Filter(objects=("x",)),
                                 static=False)}
    sc = Scenario(path="<statics>", name="statics", objects={"x": x, "lord": lord}, effects=effects,
                  order=[]).with_events((Event("starts", "animate"),))
    assert [o.value for o in outcomes(Encoding(sc), "has_type(x, 'creature')")] == [True]


@settings(max_examples=examples(70), deadline=None, derandomize=True, database=None,
          suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large])
@given(st.data())
def test_zone_values_match_brute_force(data):
    """The SMT encoding against the concrete interpreter over every order and ordering, on
    histories of cards in zones (400.1; `zone_histories`)."""
    sc = data.draw(zone_histories())
    oid = data.draw(st.sampled_from(sorted(o for o in sc.objects if o != "sp")))
    at = data.draw(st.sampled_from([None] + [e.label for e in sc.events]))
    text = data.draw(st.sampled_from(ZONE_QUERIES)).replace("{o}", oid)
    expr = Expr(text, names_of(sc), _fail)
    brute = {v for s in sc.linearized(reduced=False) for v in all_values(s, expr, at)}
    try:
        got = {o.value for o in outcomes_over(sc, text, at=at)}
    except ModelError:
        got = set()
    assert got == brute, f"{text} at {at}: SMT {got} vs brute force {brute}"
