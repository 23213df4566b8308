"""Amounts read off the board as a whole (`verifier.rules.amounts`), on the concrete
interpreter and in Z3, against the CR's words and official rulings: domain (305.6),
colours among permanents (105.2), totals and the greatest power (107.1b, 208.2a), caps."""
import z3

from verifier.model import Characteristics, Count, Filter
from verifier.ops import ConcreteOps, Z3Ops
from verifier.rules.amounts import amount, measure
from verifier.rules.typeline import BASIC_LAND_MANA
from verifier.state import Vocabulary, from_characteristics

VOCAB = Vocabulary(names=("",), subtypes=tuple(sorted({*BASIC_LAND_MANA, "Desert", "Elf"})), abilities=(),
                   players=("you", "opponent"))


def board(*cards: Characteristics):
    return {f"o{i}": from_characteristics(c, 0, VOCAB) for i, c in enumerate(cards)}


def land(*subtypes: str) -> Characteristics:
    return Characteristics(types=frozenset({"land"}), subtypes=frozenset(subtypes))


def creature(power: int, *colors: str) -> Characteristics:
    return Characteristics(types=frozenset({"creature"}), colors=frozenset(colors), power=power, toughness=1)


def value(how: str, what: str, state, **kw) -> int:
    c = Count(Filter(), how=how, what=what, **kw)
    return measure(ConcreteOps, c, {o: True for o in state}, state)


def test_domain_counts_each_basic_land_type_once():
    # Matca Rioters' rulings: Tundra, Overgrown Tomb and Madblind Mountain give all five;
    # ten Forests are one Forest; a Desert is no basic land type (305.6)
    assert value("distinct", "basic land types", board(land("Plains", "Island"), land("Swamp", "Forest"),
                                                       land("Mountain"))) == 5
    assert value("distinct", "basic land types", board(*[land("Forest")] * 10)) == 1
    assert value("distinct", "basic land types", board(land("Desert"), land("Forest"))) == 1


def test_a_basic_land_type_counts_only_on_a_land():
    # 205.3d: a subtype goes with its card type; a creature keeps a land subtype only as a land
    state = board(Characteristics(types=frozenset({"creature"}), subtypes=frozenset({"Forest"})))
    assert value("distinct", "basic land types", state) == 0


def test_colors_among_count_the_five_colours_once_each():
    # Faeburrow Elder's ruling: multicoloured and colourless are not colours (105.2, 105.2c)
    state = board(creature(1, "green", "white"), creature(1, "white"), creature(1))
    assert value("distinct", "colors", state) == 2
    assert value("distinct", "card types", board(creature(1), land("Forest"))) == 2


def test_a_total_keeps_negative_powers_but_an_effect_uses_none_below_zero():
    # Circle of Elders' ruling: powers 4, 5 and -2 total 7 (107.1b); a P/T modification or an
    # amount of mana computed below zero is 0 (Pathbreaker Ibex's ruling)
    state = board(creature(4), creature(5), creature(-2))
    assert value("total", "power", state) == 7
    negative = board(creature(-2), creature(-1))
    assert value("greatest", "power", negative) == -1
    c = Count(Filter(), how="greatest", what="power")
    assert amount(ConcreteOps, c, {o: True for o in negative}, negative, decides=True) == 0
    assert amount(ConcreteOps, c, {o: True for o in negative}, negative, decides=False) == -1


def test_the_greatest_among_nothing_is_zero():
    # 208.2a: a number that cannot be determined is 0
    state = board(creature(3))
    c = Count(Filter(), how="greatest", what="power")
    assert measure(ConcreteOps, c, {"o0": False}, state) == 0


def test_times_plus_and_a_cap():
    state = board(creature(1, "green"), creature(1, "white"), creature(1, "blue"))
    c = Count(Filter(), how="distinct", what="colors", times=2, plus=1, at_most=5)
    assert amount(ConcreteOps, c, {o: True for o in state}, state, decides=True) == 5
    one = Count(Filter(colors=("white",)), at_most=1)  # Faeburrow Elder's mana: one {W} at most
    assert amount(ConcreteOps, one, {"o0": False, "o1": True, "o2": True}, state, decides=True) == 1


def test_the_encoding_measures_as_the_interpreter_does():
    # symbolic membership: each subset of the board gives the interpreter's value
    cards = (creature(4, "green"), creature(-2, "white", "green"), creature(3), land("Island", "Forest"))
    state = board(*cards)
    ops = Z3Ops()
    flags = {o: z3.Bool(f"in-{o}") for o in state}
    for how, what in (("count", ""), ("total", "power"), ("greatest", "power"), ("distinct", "colors"),
                      ("distinct", "basic land types"), ("distinct", "card types")):
        c = Count(Filter(), how=how, what=what)
        term = measure(ops, c, flags, state)
        for mask in range(16):
            chosen = {o: bool(mask >> i & 1) for i, o in enumerate(state)}
            expected = measure(ConcreteOps, c, chosen, state)
            solver = z3.Solver()
            solver.add(*[flags[o] == v for o, v in chosen.items()])
            solver.add(term != expected)
            assert solver.check() == z3.unsat, (how, what, chosen, expected)


def test_a_noncreature_has_no_power_to_total():
    # 208.3: an uncrewed Vehicle's printed 6/6 counts for nothing (the aggregates audit's D1)
    vehicle = Characteristics(types=frozenset({"artifact"}), subtypes=frozenset(), power=6, toughness=6)
    state = board(vehicle, creature(2))
    assert value("total", "power", state) == 2
    assert value("greatest", "power", board(vehicle)) == 0


def test_a_negative_calculation_is_zero_before_its_sign():
    # 107.1b: "greatest power minus 1" with greatest 0 is 0, not -1; "1 plus greatest" with -3
    # is 0, not +1; "-X/-X" with X below zero is -0 (the aggregates audit's D2)
    state = board(creature(0))
    for plus, expected in ((-1, 0), (1, 1)):
        c = Count(Filter(), how="greatest", what="power", plus=plus)
        assert amount(ConcreteOps, c, {"o0": True}, state, decides=True) == expected
    weak = board(creature(-3))
    c = Count(Filter(), how="greatest", what="power", plus=1)
    assert amount(ConcreteOps, c, {"o0": True}, weak, decides=True) == 0
    assert amount(ConcreteOps, c, {"o0": True}, weak, decides=False) == -2
    minus = Count(Filter(), how="greatest", what="power", times=-1)
    assert amount(ConcreteOps, minus, {"o0": True}, weak, decides=True) == 0
    assert amount(ConcreteOps, minus, {"o0": True}, board(creature(2)), decides=True) == -2
