"""Mana, the SMT encoding against brute force: on random boards (mana abilities of
every shape, could-produce references between permanents, replacement effects and
triggered mana abilities, layer effects in unordered timestamps that change types,
abilities and control), the distinct values Z3 finds for could_produce,
tapped_for_mana and can_tap_for_mana equal those of the concrete interpreter over
every ordering and every choice of the players."""
import itertools

from hypothesis import HealthCheck, given, settings, strategies as st

from verifier.expr import Expr, mana_literal
from verifier.load.claims import names_of
from verifier.model import (CHOSEN, MANA_TYPES, Characteristics, Count, Effect, Filter, GameObject, ManaAbility, ManaCost,
                            ManaReplacement, ManaTrigger, ManaUnit, Part, Scenario)
from verifier.ops import ConcreteOps
from verifier.orderings import all_values, orderings
from verifier.query import Encoding, Replay, outcomes
from verifier.state import Vocabulary, matches
from conftest import examples

OBJECTS = ("x", "y", "z", "w")
LANDS = Filter(types=("land",))


def ability(name, units, tap=True, **cost):
    return ManaAbility(name=name, cost=ManaCost(tap=tap, **cost), units=units)


CHOSEN_COLOR = "{T}: Add {B} or one mana of the chosen color"
# every shape of mana ability the model has (605.1a)
ABILITIES = {a.name: a for a in (
    ability("{T}: Add {G}", (ManaUnit(options=("G",)),)),  # the Forest's intrinsic one (305.6)
    ability("{T}: Add {C}{C}", (ManaUnit(amount=2, options=("C",)),)),
    ability("{T}: Add {B} or {R}", (ManaUnit(options=("B", "R")),)),
    ability("{T}: Add one mana of any color", (ManaUnit(options=MANA_TYPES[:5]),)),
    ability("reflect your lands", (ManaUnit(could_produce=Filter(types=("land",), controller="you")),)),
    ability("reflect their lands' colours", (ManaUnit(could_produce=Filter(types=("land",), controller="opponent"),
                                                      colors_only=True),)),
    ability("reflect another permanent", (ManaUnit(could_produce=Filter(other=True)),)),
    ability("{G} for each creature you control",
            (ManaUnit(options=("G",), amount=Count(Filter(types=("creature",), controller="you"))),)),
    ability("{T}, Remove a charge counter: Add {U}", (ManaUnit(options=("U",)),), counters=(("charge", 1),)),
    ability("Remove a charge counter: Add {W}", (ManaUnit(options=("W",)),), tap=False, counters=(("charge", 1),)),
    ability("{T}, Pay 30 life: Add {W}{U}", (ManaUnit(options=("W",)), ManaUnit(options=("U",))), life=30),
    # 614.12: the colour its object chose as it entered (none chosen: no mana, 106.5)
    ability(CHOSEN_COLOR, (ManaUnit(options=("B", CHOSEN)),)),
)}
ABILITIES.update({a.name: a for a in (
    ability("{T}: Add {R} and what another permanent could produce",
            (ManaUnit(options=("R",)), ManaUnit(could_produce=Filter(other=True)))),
    ability("{T}: Add what your lands and their lands could produce",
            (ManaUnit(could_produce=Filter(types=("land",), controller="you")),
             ManaUnit(could_produce=Filter(types=("land",), controller="opponent")))),
)})
ABILITIES["{T}: Add {R}{R} with two lands"] = ManaAbility(
    "{T}: Add {R}{R} with two lands", ManaCost(tap=True), (ManaUnit(amount=2, options=("R",)),),
    only_if=(Count(Filter(types=("land",), controller="you")), 2))
# amounts read off the board as a whole (verifier.rules.amounts): formidable, greatest power, colours
# among permanents one of each at most (Faeburrow Elder), domain
CREATURES = Filter(types=("creature",), controller="you")
MEASURED = {a.name: a for a in (
    ManaAbility("formidable {C}{C}{C}", ManaCost(tap=True), (ManaUnit(amount=3, options=("C",)),),
                only_if=(Count(CREATURES, how="total", what="power"), 2)),
    ability("{G} X times, X the greatest power", (ManaUnit(options=("G",), amount=Count(
        CREATURES, how="greatest", what="power")),)),
    ability("{W} and {B}, one each if among your permanents",
            (ManaUnit(options=("W",), amount=Count(Filter(colors=("white",), controller="you"), at_most=1)),
             ManaUnit(options=("B",), amount=Count(Filter(colors=("black",), controller="you"), at_most=1)))),
    ability("{U} for each basic land type among your lands, plus one", (ManaUnit(options=("U",), amount=Count(
        Filter(types=("land",), controller="you"), how="distinct", what="basic land types", plus=1)),)),
    ability("{R} for each colour among your permanents, less one", (ManaUnit(options=("R",), amount=Count(
        Filter(controller="you"), how="distinct", what="colors", plus=-1)),)),
)}

REPLACEMENTS = (
    dict(affects=LANDS, instead="B"),
    dict(affects=Filter(), instead="C"),
    dict(affects=LANDS, if_at_least=2, instead_exactly=("C",)),
    dict(affects=Filter(controller="you"), times=2),
    dict(affects=Filter(), if_produced=("G",), additional=(ManaUnit(produced=True),)),
    dict(affects=LANDS, additional=(ManaUnit(options=("G",)),)),
    dict(affects=Filter(), additional=(ManaUnit(options=("U",), amount=Count(Filter(controller="you"))),)),
)
TRIGGERS = (
    dict(affects=LANDS, units=(ManaUnit(options=("G",)),)),
    dict(affects=Filter(), units=(ManaUnit(produced=True),)),
    dict(affects=Filter(controller="you"), if_produced=("B", "C"), units=(ManaUnit(options=("R",)),)),
    dict(affects=LANDS, units=(ManaUnit(could_produce=Filter(types=("artifact",)), colors_only=True),)),
    dict(affects=Filter(), units=(ManaUnit(options=("G",), amount=Count(Filter(types=("creature",),
                                                                                controller="you"))),)),
)
LAYER_PARTS = (
    Part("4", land_types=("Mountain",)),               # 305.7: a Blood Moon
    Part("4", add_types=("creature",)),
    Part("6", remove_all_abilities=True),              # a Humility
    Part("6", add_abilities=("{T}: Add one mana of any color",)),  # a Chromatic Lantern
    Part("6", add_abilities=("reflect another permanent",)),
    Part("2", controller="opponent"),
)
ALL_KINDS = ("could_produce", "tapped_for_mana", "can_tap_for_mana")
AMOUNT_KINDS = ("tapped_for_mana", "can_tap_for_mana")  # what a measured amount changes
# on boards with measured amounts: powers and colours changed too
MEASURED_PARTS = (Part("7c", power=-2), Part("5", add_colors=("black",)))
AFFECTED = (LANDS, Filter(types=("creature",)), Filter(non_supertypes=("basic",)), Filter(), Filter())
LAYER6 = LAYER_PARTS[2:5]  # drawn more often: their order is what changes what could be produced

words = lambda pool, n=2: st.lists(st.sampled_from(pool), max_size=n, unique=True).map(tuple)


@st.composite
def boards(draw, measured: bool = False, chosen: bool = False):
    """A random board; `measured`: with the mana abilities whose amounts are measured among
    permanents, permanents of various colours and powers, and effects changing those;
    `chosen`: each permanent with the ability adding mana of the colour it chose (if any)."""
    abilities = {**ABILITIES, **MEASURED} if measured else ABILITIES  # measured: each object has one of them
    parts = LAYER_PARTS + MEASURED_PARTS if measured else LAYER_PARTS
    n = draw(st.integers(2, 4))
    ids = OBJECTS[:n]
    objects = {}
    for oid in ids:
        types = draw(st.lists(st.sampled_from(("land", "artifact", "creature")), min_size=1, max_size=2, unique=True))
        subtypes = draw(words(("Forest", "Island"))) if "land" in types else ()
        objects[oid] = GameObject(oid, Characteristics(
            name=oid, types=frozenset(types), subtypes=frozenset(subtypes),
            colors=frozenset(draw(words(("white", "black", "green")))) if measured else frozenset(),
            supertypes=frozenset(draw(words(("basic",)))), abilities=frozenset(draw(words(sorted(ABILITIES))) + (draw(st.sampled_from(sorted(MEASURED))),) * measured + (CHOSEN_COLOR,) * chosen),
            power=draw(st.integers(0, 3)) if measured else 1, toughness=1),
            controller=draw(st.sampled_from(("you", "opponent"))),
            counters=(("charge", draw(st.integers(0, 1))),), chosen=draw(st.sampled_from((None, "green", "black"))))
    replacements, triggers, effects = [], [], {}
    for i, table in enumerate(draw(st.lists(st.sampled_from(REPLACEMENTS), max_size=2))):
        source = draw(st.sampled_from(ids))
        replacements.append(ManaReplacement(id=f"r{i}", source=source, ability=f"replacement r{i}", **table))
    for i, table in enumerate(draw(st.lists(st.sampled_from(TRIGGERS), max_size=1))):
        source = draw(st.sampled_from(ids))
        triggers.append(ManaTrigger(id=f"t{i}", source=source, ability=f"trigger t{i}", **table))
    for r in replacements + triggers:
        o = objects[r.source]
        objects[r.source] = GameObject(o.id, Characteristics(**{**o.printed.__dict__,
                                                                "abilities": o.printed.abilities | {r.ability}}),
                                       o.controller, o.counters, chosen=o.chosen)
    for i in range(draw(st.integers(1, 3))):
        eid = f"e{i}"
        effects[eid] = Effect(eid, (draw(st.sampled_from(parts + LAYER6 * 2)),), draw(st.sampled_from(AFFECTED)),
                              static=False, controller=draw(st.sampled_from(("you", "opponent"))))
    return Scenario(path="<random>", name="random mana", objects=objects, effects=effects, order=[],
                    mana_abilities=dict(abilities), replacements=tuple(replacements), mana_triggers=tuple(triggers))


def _fail(msg):
    raise AssertionError(msg)


def _as_tuple(kind: str, shown) -> tuple:
    """An outcome as brute force gives it: one value per type of mana."""
    if kind == "bool":
        return shown
    if kind == "types":
        return tuple(t in shown.strip("{}").split(", ") for t in MANA_TYPES)
    return tuple(mana_literal("" if shown == "no mana" else shown).values())


@settings(max_examples=examples(160), deadline=None, derandomize=True, database=None,
          suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large])
@given(st.data())
def test_mana_outcomes_match_brute_force(data):
    _matches_brute_force(data, data.draw(boards()), ALL_KINDS)


def _matches_brute_force(data, sc, kinds):
    oid = data.draw(st.sampled_from(sorted(sc.objects)))
    text = f"{data.draw(st.sampled_from(kinds))}({oid})"
    expr = Expr(text, names_of(sc), _fail)
    brute = all_values(sc, expr)
    smt = outcomes(Encoding(sc), text)  # each witness, its choices included, is replayed inside outcomes()
    assert smt and brute, f"{text}: no outcome at all (a choice's constraint cut every ordering)"
    assert {_as_tuple(expr.kind, o.value) for o in smt} == set(brute), f"{text}: SMT {smt} vs brute force {brute}"


def test_mutual_reference_without_ground_is_empty_in_every_order():
    """Two permanents that each produce what the other could, and layer effects in
    unordered timestamps: the unsupported fixpoint is never accepted (106.7)."""
    reflect = ABILITIES["reflect another permanent"]
    objects = {o: GameObject(o, Characteristics(name=o, types=frozenset({"artifact"}),
                                                abilities=frozenset({reflect.name}))) for o in ("a", "b")}
    effects = {f"e{i}": Effect(f"e{i}", (Part("4", add_types=("land",)),), Filter(), static=False) for i in range(3)}
    sc = Scenario(path="<mutual>", name="mutual", objects=objects, effects=effects, order=[],
                  mana_abilities={reflect.name: reflect})
    for text in ("could_produce(a)", "could_produce(b)", "tapped_for_mana(a)"):
        found = outcomes(Encoding(sc), text)
        assert [o.value for o in found] == ["{}" if "could" in text else "no mana"], text


# -- an independent reading of the rules, for the oracle ---------------------------------------
#
# Written apart from `verifier.rules.mana`, with Python sets and the 616.1 process as the
# rules state it (at each step, any replacement effect that now applies may be chosen),
# not as the encoding's "first applicable in a preferred order".

def _holds(f, y, holder, state, vocab):
    s, h = state[y], state[holder]
    if f.objects and y not in f.objects:
        return False
    return bool(s.on_battlefield and matches(ConcreteOps, f, s, you=h.controller, other=y != holder, vocab=vocab,
                                             host=h.attached_to == vocab.object_code(y)))


def _measure(amount, holder, state, vocab):
    """What an amount reads off the board, as it is (107.1b: a total may be negative)."""
    hit = [state[y] for y in state if _holds(amount.of, y, holder, state, vocab)]
    if amount.how == "count":
        return len(hit)
    if amount.what in ("power", "toughness"):  # 208.3: a noncreature has none
        hit = [s for s in hit if s.types["creature"]]
    if amount.how == "total":
        return sum(getattr(s, amount.what) for s in hit)
    if amount.how == "greatest":
        return max((getattr(s, amount.what) for s in hit), default=0)
    if amount.what == "colors":  # 105.2: five colours, each once
        return len({c for s in hit for c, has in s.colors.items() if has})
    basic = ("Plains", "Island", "Swamp", "Mountain", "Forest")  # 305.6
    return len({t for s in hit for t in basic if s.subtypes.get(t, False) and s.types["land"]})


def _count(amount, holder, state, vocab):
    """How much mana an amount makes: none below zero (107.1b), capped."""
    if not isinstance(amount, Count):
        return amount
    n = amount.times * _measure(amount, holder, state, vocab) + amount.plus
    return max(0, n if amount.at_most is None else min(n, amount.at_most))  # no mana below none


def _events(sc, x, ab, start, state, vocab):
    """Every mana event the 616.1 process can end with, from `start` (a tuple of amounts)."""
    def applies(r, ev):
        total = sum(ev)
        return (ab.cost.tap and state[r.source].on_battlefield and state[r.source].abilities.get(r.ability, False)
                and _holds(r.affects, x, r.source, state, vocab) and total > 0
                and (not r.if_produced or any(ev[MANA_TYPES.index(t)] > 0 for t in r.if_produced))
                and total >= r.if_at_least)

    def results(r, ev):
        if r.instead:
            yield tuple(sum(ev) if t == r.instead else 0 for t in MANA_TYPES)
        elif r.instead_exactly:
            yield tuple(r.instead_exactly.count(t) for t in MANA_TYPES)
        elif r.times > 1:
            yield tuple(v * r.times for v in ev)
        else:
            for u in r.additional:
                kinds = [t for t, v in zip(MANA_TYPES, ev) if v > 0] if u.produced else u.options
                for t in kinds:  # "you" in it is its controller (109.5)
                    yield tuple(v + (_count(u.amount, r.source, state, vocab) if k == t else 0)
                                for k, v in zip(MANA_TYPES, ev))

    out, todo = set(), [(start, frozenset())]
    while todo:
        ev, used = todo.pop()
        chosen = [r for r in sc.replacements if r.id not in used and applies(r, ev)]
        if not chosen:
            out.add(ev)
        for r in chosen:
            todo += [(after, used | {r.id}) for after in results(r, ev)]
    return out


def _starts(sc, x, ab, state, vocab, could):
    """The events an ability makes before replacement, one per choice of types."""
    per_unit = []
    for u in ab.units:
        n = _count(u.amount, x, state, vocab)
        if u.could_produce is None:  # "the chosen color": the one x's object chose, if any (614.12)
            named = {"white": "W", "blue": "U", "black": "B", "red": "R", "green": "G"}.get(sc.objects[x].chosen)
            kinds = [t for t in u.options if t != CHOSEN] + ([named] if CHOSEN in u.options and named else [])
            kinds = list(dict.fromkeys(kinds))
        else:
            kinds = {t for y in state if _holds(u.could_produce, y, x, state, vocab) for t in could[y]}
            kinds = [t for t in MANA_TYPES if t in kinds and (t != "C" or not u.colors_only)]
        per_unit.append([(t, n) for t in kinds] or [(None, 0)])
    for combo in itertools.product(*per_unit):
        if any(k is None for k, _ in combo):  # 106.5: a type that cannot be defined: no mana at all
            yield (0,) * 6
        else:
            yield tuple(sum(n for k, n in combo if k == t) for t in MANA_TYPES)


def reference_could_produce(sc, state, vocab):
    """106.7 as a least fixpoint computed by iteration from nothing."""
    could = {x: set() for x in state}
    while True:
        new = {}
        for x in state:
            found = set()
            for name, ab in sc.mana_abilities.items():
                if state[x].on_battlefield and state[x].abilities.get(name, False):
                    for start in _starts(sc, x, ab, state, vocab, could):
                        for ev in _events(sc, x, ab, start, state, vocab):
                            found |= {t for t, v in zip(MANA_TYPES, ev) if v > 0}
            new[x] = found
        if new == could:
            return could
        could = new


def reference_tapped(sc, x, state, vocab):
    """Every amount tapping x for mana can add (106.12, 605.1b), and whether it can be tapped."""
    could = reference_could_produce(sc, state, vocab)
    s = state[x]
    you_life = sc.life["you" if s.controller == vocab.player("you") else "opponent"]
    usable = [ab for name, ab in sc.mana_abilities.items()
              if ab.cost.tap and not ab.cost.untap and s.on_battlefield and s.abilities.get(name, False)
              and all(s.counters.get(k, 0) >= n for k, n in ab.cost.counters) and you_life >= ab.cost.life
              and (ab.only_if is None or _measure(ab.only_if[0], x, state, vocab) >= ab.only_if[1])]
    added = set()
    for ab in usable:
        for start in _starts(sc, x, ab, state, vocab, could):
            for ev in _events(sc, x, ab, start, state, vocab):
                extras = [[(0,) * 6]]
                for tr in sc.mana_triggers:
                    if (state[tr.source].on_battlefield and state[tr.source].abilities.get(tr.ability, False)
                            and _holds(tr.affects, x, tr.source, state, vocab) and sum(ev) > 0
                            and (not tr.if_produced or any(ev[MANA_TYPES.index(t)] for t in tr.if_produced))):
                        ways = [(0,) * 6]
                        for u in tr.units:  # read from the trigger's side: "you" is its controller
                            kinds = [t for t, v in zip(MANA_TYPES, ev) if v > 0] if u.produced else u.options
                            if u.could_produce is not None:
                                kinds = {t for y in state if _holds(u.could_produce, y, tr.source, state, vocab)
                                         for t in could[y] if t != "C" or not u.colors_only}
                            n = _count(u.amount, tr.source, state, vocab)
                            ways = [tuple(w[i] + (n if MANA_TYPES[i] == t else 0) for i in range(6))
                                    for w in ways for t in kinds]
                        extras.append(ways or [(0,) * 6])  # a type not defined: it adds nothing (106.5)
                for combo in itertools.product(*extras):
                    added.add(tuple(map(sum, zip(ev, *combo))))
    return added or {(0,) * 6}, bool(usable)


@settings(max_examples=examples(160), deadline=None, derandomize=True, database=None,
          suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large])
@given(st.data())
def test_mana_outcomes_match_an_independent_reading(data):
    _matches_the_independent_reading(data, data.draw(boards()), ALL_KINDS)


@settings(max_examples=examples(100), deadline=None, derandomize=True, database=None,
          suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large])
@given(st.data())
def test_measured_mana_amounts_match_an_independent_reading(data):
    """Boards whose every permanent has a mana ability with a measured amount (Z3 against
    the independent reading: the encoding of the amounts and the rules for them at once)."""
    _matches_the_independent_reading(data, data.draw(boards(measured=True)), AMOUNT_KINDS)


@settings(max_examples=examples(60), deadline=None, derandomize=True, database=None,
          suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large])
@given(st.data())
def test_mana_of_the_chosen_color_matches_an_independent_reading(data):
    """Boards whose every permanent adds {B} or the colour it chose as it entered (614.12),
    some none: what each could produce and adds, read apart from `verifier.rules.mana`."""
    _matches_the_independent_reading(data, data.draw(boards(chosen=True)), ALL_KINDS)


def _matches_the_independent_reading(data, sc, kinds):
    oid = data.draw(st.sampled_from(sorted(sc.objects)))
    kind = data.draw(st.sampled_from(kinds))
    vocab = Vocabulary.of(sc)
    expected = set()
    for ordering in orderings(sc):
        state = Replay(sc, vocab, ordering, traced=False).state
        if kind == "could_produce":
            could = reference_could_produce(sc, state, vocab)[oid]
            expected.add(tuple(t in could for t in MANA_TYPES))
        else:
            added, can = reference_tapped(sc, oid, state, vocab)
            expected |= added if kind == "tapped_for_mana" else {can}
    text = f"{kind}({oid})"
    smt = outcomes(Encoding(sc), text)
    assert smt, f"{text}: no outcome at all"
    got = {_as_tuple(Expr(text, names_of(sc), _fail).kind, o.value) for o in smt}
    assert got == expected, f"{text}: SMT {smt} vs the independent reading {expected}"


def test_a_trigger_with_no_type_to_pick_adds_nothing_and_cuts_nothing():
    """A triggered mana ability whose type is what artifacts could produce, with no
    artifact: it adds nothing (106.5), and the choice it would make constrains nothing."""
    trigger = ManaTrigger(id="t", source="land", ability="t", affects=LANDS,
                          units=(ManaUnit(could_produce=Filter(types=("artifact",))),))
    land = GameObject("land", Characteristics(name="land", types=frozenset({"land"}), subtypes=frozenset({"Forest"}),
                                              abilities=frozenset({"t"})))
    sc = Scenario(path="<trigger>", name="trigger", objects={"land": land}, effects={}, order=[],
                  mana_abilities=dict(ABILITIES), mana_triggers=(trigger,))
    assert [o.value for o in outcomes(Encoding(sc), "tapped_for_mana(land)")] == ["{G}"]
