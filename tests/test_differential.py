"""The SMT encoding against brute force: on random scenarios (up to 6 effects over
up to 3 objects, every supported layer part, filter and amount, attachments and
the state-based actions that follow), the set of distinct values Z3 finds
equals the set the concrete interpreter gives over every ordering."""
from dataclasses import replace

from hypothesis import HealthCheck, assume, given, settings, strategies as st

from verifier.errors import ModelError
from verifier.expr import Expr
from verifier.load.claims import names_of
from verifier.model import Characteristics, CopyExceptions, Count, Effect, Filter, GameObject, Part, Scenario, \
    with_copied_statics
from verifier.orderings import all_values
from verifier.query import Encoding, outcomes
from conftest import examples

OBJECTS = ("x", "y", "z")
TYPES = ("artifact", "creature", "enchantment", "land")
SUBTYPES = ("Swamp", "Elf", "Aura", "Equipment")
COLORS = ("white", "red")
ABILITIES = ("flying", "haste", "{T}: Add {G}")
TEXT_CHANGES = (("white", "red"), ("red", "white"), ("Swamp", "Mountain"), ("Mountain", "Swamp"))

words = lambda pool: st.lists(st.sampled_from(pool), max_size=2, unique=True).map(tuple)


def conditions(draw, layer7: bool) -> dict:
    """Filter conditions, P/T ones only for effects wholly in layer 7."""
    pt = st.none() | st.integers(0, 3) if layer7 else st.none()
    return dict(types=draw(words(TYPES))[:1], non_types=draw(words(TYPES))[:1],
                subtypes=draw(words(SUBTYPES))[:1], non_subtypes=draw(words(SUBTYPES))[:1],
                supertypes=draw(words(("basic",))), non_supertypes=draw(words(("basic",))),
                colors=draw(words(COLORS))[:1], non_colors=draw(words(COLORS))[:1],
                controller=draw(st.none() | st.sampled_from(("you", "opponent"))),
                names=draw(words(OBJECTS))[:1], face_down=draw(st.none() | st.booleans()),
                commander=draw(st.none() | st.booleans()),  # a designation the scenario states (903.3)
                power_at_least=draw(pt), toughness_at_most=draw(pt))


MEASURES = (("count", ""), ("total", "power"), ("total", "toughness"), ("total", "mana_value"), ("greatest", "power"),
            ("greatest", "mana_value"), ("distinct", "colors"), ("distinct", "basic land types"),
            ("distinct", "card types"), ("distinct", "powers"), ("distinct", "names"))


@st.composite
def counts(draw, measured: bool = False):
    """"+N/+N for each ...": a count of objects meeting a few conditions; `measured`: or
    "the greatest power among ...", domain and the like, perhaps capped."""
    how, what = draw(st.sampled_from(MEASURES)) if measured else ("count", "")
    return Count(Filter(types=draw(words(TYPES))[:1], controller=draw(st.none() | st.just("you")),
                        face_down=draw(st.none() | st.booleans())),
                 times=draw(st.integers(1, 2)), plus=draw(st.integers(-1, 1)), how=how, what=what,
                 at_most=draw(st.none() | st.integers(0, 3)) if measured else None)


@st.composite
def exceptions(draw):
    """A copy effect's exceptions (707.9), each perhaps."""
    maybe = lambda s: draw(st.none() | s)
    return CopyExceptions(name=maybe(st.sampled_from(OBJECTS)), power=maybe(st.integers(0, 3)),
                          toughness=maybe(st.integers(0, 3)), colors=maybe(words(COLORS)),
                          subtypes=maybe(words(SUBTYPES)), add_types=draw(words(TYPES)),
                          add_subtypes=draw(words(SUBTYPES)), add_supertypes=draw(words(("basic",))),
                          remove_supertypes=draw(words(("basic",))), add_abilities=draw(words(ABILITIES)),
                          no_mana_cost=draw(st.booleans()),
                          not_copied=draw(words(("name", "mana_value", "colors", "types", "subtypes", "supertypes",
                                                 "power", "toughness"))))


@st.composite
def parts_for(draw, n_objects, measured: bool = False):
    layers = ("1a", "1b", "2", "3", "4", "5", "6", "7a", "7b", "7c", "7d")
    chosen = draw(st.lists(st.sampled_from(layers), min_size=1, max_size=3, unique=True))
    out = []
    for layer in sorted(chosen, key=layers.index):
        if layer == "1a":  # 707.9: perhaps with exceptions
            out.append(Part(layer, copy_of=draw(st.sampled_from(OBJECTS[:n_objects])),
                            copy_except=draw(st.none() | exceptions())))
        elif layer == "1b":
            out.append(Part(layer, face_down=Characteristics(
                types=frozenset(draw(words(TYPES))), power=draw(st.integers(0, 5)),
                toughness=draw(st.integers(0, 5)))))
        elif layer == "2":
            out.append(Part(layer, controller=draw(st.sampled_from(("you", "opponent")))))
        elif layer == "3":  # 612: a word of the text changed to another of its kind, or a name set
            out.append(draw(st.sampled_from([Part(layer, change_word=words) for words in TEXT_CHANGES]
                                            + [Part(layer, set_name="y")])))
        elif layer == "4":
            out.append(Part(layer, add_types=draw(words(TYPES)), remove_types=draw(words(TYPES)),
                            set_types=draw(st.none() | words(TYPES)), add_subtypes=draw(words(SUBTYPES)),
                            remove_subtypes=draw(words(SUBTYPES)), set_subtypes=draw(st.none() | words(SUBTYPES)),
                            add_supertypes=draw(words(("basic",))), remove_supertypes=draw(words(("basic",))),
                            land_types=draw(st.none() | st.just(("Mountain",))),
                            remove_subtype_sets=draw(words(("land", "creature")))))
        elif layer == "5":
            out.append(Part(layer, set_colors=draw(st.none() | words(COLORS)), add_colors=draw(words(COLORS))))
        elif layer == "6":
            out.append(Part(layer, add_abilities=draw(words(ABILITIES)), remove_abilities=draw(words(ABILITIES)),
                            remove_all_abilities=draw(st.booleans()),
                            remove_all_abilities_except_mana=draw(st.booleans())))
        elif layer in ("7a", "7b"):
            pt = st.integers(0, 4) | st.just("mana_value") | counts(measured)
            out.append(Part(layer, power=draw(pt), toughness=draw(pt)))
        elif layer == "7c":
            pt = st.integers(-2, 3) | counts(measured)
            out.append(Part(layer, power=draw(pt), toughness=draw(pt)))
        else:
            out.append(Part(layer, switch=True))
    return tuple(out)


@st.composite
def scenarios(draw, measured: bool = False):
    n = draw(st.integers(1, 3))
    ids = OBJECTS[:n]
    objects = {}
    for oid in ids:
        objects[oid] = GameObject(oid, Characteristics(
            name=oid, mana_value=draw(st.integers(0, 4)), colors=frozenset(draw(words(COLORS))),
            types=frozenset(draw(words(TYPES))), subtypes=frozenset(draw(words(SUBTYPES))),
            supertypes=frozenset(draw(words(("basic",)))),
            abilities=frozenset(draw(words(ABILITIES))), power=draw(st.integers(0, 3)),
            toughness=draw(st.integers(0, 3))), controller=draw(st.sampled_from(("you", "opponent"))),
            counters=(("+1/+1", draw(st.integers(0, 2))), ("+1/+0", draw(st.integers(0, 1))),
                      ("-1/-1", draw(st.integers(0, 1))), ("charge", 1)),
            face_down=draw(st.booleans()), commander=draw(st.booleans()),
            attached_to=draw(st.none() | st.sampled_from(ids + ("you", "opponent"))),  # itself: illegal (704.5m-p)
            enchant=Filter(types=draw(words(TYPES))[:1]),
            enchant_player=draw(st.none() | st.sampled_from(("player", "opponent"))))  # 702.5a, 303.4
        if objects[oid].attached_to in ("you", "opponent") and "Aura" not in objects[oid].printed.subtypes:
            objects[oid] = replace(objects[oid], attached_to=None)  # (only an Aura is attached to a player)
    effects = {}
    face_down_taken = set()
    for i in range(draw(st.integers(1, 6))):
        eid = f"e{i}"
        parts = draw(parts_for(n, measured))
        # copy effects come from resolved spells and abilities only (the model language's rule)
        kind = draw(st.sampled_from(("targets", "filter") if parts[0].layer == "1a" else ("targets", "filter", "static")))
        cda = kind == "static" and parts[0].layer not in ("1a", "1b") and draw(st.booleans())
        parts = tuple(Part(**{**p.__dict__, "layer": "7a" if cda and p.layer == "7b" else
                              "7b" if not cda and p.layer == "7a" else p.layer}) for p in parts)
        if any(p.layer == "1b" for p in parts):
            free = [o for o in ids if o not in face_down_taken]
            if not free:
                continue
            target = draw(st.sampled_from(free))
            face_down_taken.add(target)
            effects[eid] = Effect(eid, parts, Filter(objects=(target,)), static=False)
            continue
        affects = Filter(**conditions(draw, all(p.layer.startswith("7") for p in parts)))
        if kind == "targets":  # named objects, with or without further conditions (all must hold)
            named = tuple(draw(st.lists(st.sampled_from(ids), min_size=1, unique=True)))
            affects = Filter(**{**(affects.__dict__ if draw(st.booleans()) else {}), "objects": named})
        if kind == "static":
            source = draw(st.sampled_from(ids))
            ability = f"ability-{eid}"
            o = objects[source]
            objects[source] = replace(o, printed=replace(o.printed, abilities=o.printed.abilities | {ability}))
            # 604.3a: a characteristic-defining ability affects its own object only
            affects = Filter(objects=(source,)) if cda else Filter(**{**affects.__dict__, "other": draw(st.booleans()),
                                                                       "attached": draw(st.booleans()),
                                                                       "enchanted_player": draw(st.booleans())})
            effects[eid] = Effect(eid, parts, affects, static=True, source=source, ability=ability, cda=cda)
        else:
            effects[eid] = Effect(eid, parts, affects, static=False, controller=draw(st.sampled_from(("you", "opponent"))))
        if any(p.layer == "6" for p in parts) and draw(st.booleans()):
            effects.update(granted(draw, effects[eid], ids))
    sc = Scenario(path="<random>", name="random", objects=objects,
                  effects=with_copied_statics(objects, effects), order=[])
    assume(len(sc.effects) <= 6 and len(sc.timestamped()) <= 6)  # copies may add static effects
    stamped = sc.timestamped()
    if len(stamped) > 1:  # a random history order, kept possible (no cycle with the implied order)
        for a, b in draw(st.lists(st.tuples(st.sampled_from(stamped), st.sampled_from(stamped)), max_size=2)):
            if a != b and not _reaches(sc.fixed_order(), b, a):
                sc.order.append((a, b))
    return sc


def granted(draw, by: Effect, ids) -> dict:
    """`by` also grants a static ability (layers 6-7), whose effect each object it may
    affect then has (613.7a)."""
    name = f"granted-by-{by.id}"
    six = next(p for p in by.parts if p.layer == "6")
    by_parts = tuple(replace(p, add_abilities=p.add_abilities + (name,)) if p is six else p for p in by.parts)
    own = draw(st.lists(st.sampled_from(("6", "7b", "7c")), min_size=1, max_size=2, unique=True))
    parts = tuple(Part("6", add_abilities=("flying",)) if layer == "6" else
                  Part(layer, power=draw(st.integers(0, 3)), toughness=draw(st.integers(0, 3))) for layer in sorted(own))
    affects = draw(st.sampled_from((Filter(types=("creature",)), Filter(attached=True), Filter(other=True))))
    out = {by.id: replace(by, parts=by_parts)}
    for o in by.affects.objects or ids:
        aff = Filter(objects=(o,)) if not affects.conditional else affects
        out[f"{o}.{name}"] = Effect(f"{o}.{name}", parts, aff, static=True, source=o, ability=name, granted_by=by.id)
    return out


def _reaches(pairs, start, goal):
    seen, todo = set(), [start]
    while todo:
        n = todo.pop()
        if n == goal:
            return True
        if n not in seen:
            seen.add(n)
            todo += [b for a, b in pairs if a == n]
    return False


@st.composite
def queries(draw, sc, measured: bool = False):
    oid = draw(st.sampled_from(sorted(sc.objects)))
    if measured:
        return draw(st.sampled_from([
            f"power({oid})", f"toughness({oid})", "total('power', types=['creature'])",
            "greatest('toughness', controller='you')",
            f"distinct('{draw(st.sampled_from(('colors', 'basic land types', 'card types', 'powers')))}', controller='you')",
            f"count_true(has_type({oid}, 'creature'), power({oid}) > 1, on_battlefield({oid}))"]))
    return draw(st.sampled_from([
        f"power({oid})", f"toughness({oid})", f"controller({oid})", f"name({oid})",
        f"has_type({oid}, '{draw(st.sampled_from(TYPES))}')",
        f"has_subtype({oid}, '{draw(st.sampled_from(SUBTYPES + ('Mountain',)))}')",
        f"has_ability({oid}, '{draw(st.sampled_from(ABILITIES))}')",
        f"has_color({oid}, '{draw(st.sampled_from(COLORS))}')",
        f"mana_value({oid})", f"base_power({oid})", f"on_battlefield({oid})",
        f"attached({oid}, {draw(st.sampled_from(sorted(sc.objects)))})",
        f"count(types=['{draw(st.sampled_from(TYPES))}'], controller='you')",
    ]))


def _fail(msg):
    raise AssertionError(msg)


@settings(max_examples=examples(90), deadline=None, derandomize=True, database=None,
          suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large, HealthCheck.filter_too_much])
@given(st.data())
def test_smt_outcomes_match_brute_force(data):
    _matches_brute_force(data, measured=False)


@settings(max_examples=examples(75), deadline=None, derandomize=True, database=None,
          suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large, HealthCheck.filter_too_much])
@given(st.data())
def test_measured_amounts_match_brute_force(data):
    """Amounts measured among objects (total, greatest, colours, basic land types, card
    types, capped) in every layer 7 part, and claims that measure."""
    _matches_brute_force(data, measured=True)


def _matches_brute_force(data, measured: bool) -> None:
    sc = data.draw(scenarios(measured))
    text = data.draw(queries(sc, measured))
    expr = Expr(text, names_of(sc, allowed=ABILITIES), _fail)
    brute = all_values(sc, expr)
    enc = Encoding(sc)
    try:
        smt = outcomes(enc, text, allowed=ABILITIES)  # each witness is replayed inside outcomes()
    except ModelError as e:  # 208.3: a noncreature's power has no value: refused, and the brute force finds none
        assert "208.3" in e.message and not brute, e.message
        return
    vocab = enc.vocab
    as_brute = {(vocab.players.index(o.value) if expr.kind == "player" else
                 vocab.name_code(o.value) if expr.kind == "name" else o.value) for o in smt}
    assert as_brute == set(brute), f"{text}: SMT {as_brute} vs brute force {set(brute)}"
