"""Benchmark: proving a claim over every ordering with Z3 versus brute-force
enumeration through the concrete interpreter.  Prints seconds and ratios.

    .venv/bin/python benchmarks/layers_bench.py [max_effects]

Two families: n unordered P/T effects on one creature (set / modify / switch,
which do not commute), and n unordered Opalescence-like static abilities (types
and P/T, with dependency checks).  Brute force runs up to 8 effects (8! orderings); Z3 alone beyond.
"""
from __future__ import annotations

import sys
import time
from math import factorial

from verifier.expr import Expr
from verifier.load.loader import names_of
from verifier.model import Characteristics, Effect, Filter, GameObject, Part, Scenario
from verifier.orderings import all_values
from verifier.query import Encoding, outcomes

BRUTE_LIMIT = 8


def pt_effects(n: int) -> Scenario:
    kinds = [lambda i: Part("7b", power=i, toughness=3), lambda i: Part("7c", power=2, toughness=0),
             lambda i: Part("7d", switch=True)]
    target = GameObject("c", Characteristics(name="c", types=frozenset({"creature"}), power=2, toughness=2))
    effects = {f"e{i}": Effect(f"e{i}", (kinds[i % 3](i),), Filter(objects=("c",)), static=False) for i in range(n)}
    return Scenario("<bench>", "pt", {"c": target}, effects, order=[])


def statics(n: int) -> Scenario:
    objects, effects = {}, {}
    for i in range(n):
        oid = f"o{i}"
        objects[oid] = GameObject(oid, Characteristics(name=oid, mana_value=i + 1, types=frozenset({"enchantment"}),
                                                       abilities=frozenset({f"a{i}"})))
        parts = (Part("4", add_types=("creature",)), Part("6", remove_all_abilities=True),
                 Part("7b", power=1, toughness=1)) if i % 2 else \
                (Part("4", add_types=("creature",)), Part("7b", power="mana_value", toughness="mana_value"))
        effects[oid] = Effect(oid, parts, Filter(types=("creature",) if i % 2 else ("enchantment",), other=True),
                              static=True, source=oid, ability=f"a{i}")
    return Scenario("<bench>", "statics", objects, effects, order=[])


def measure(sc: Scenario, text: str):
    expr = Expr(text, names_of(sc), lambda m: AssertionError(m))
    t0 = time.perf_counter()
    smt = {o.value for o in outcomes(Encoding(sc), text)}
    t1 = time.perf_counter()
    brute = None
    if len(sc.timestamped()) <= BRUTE_LIMIT:
        brute = set(all_values(sc, expr))
        assert brute == smt, (brute, smt)
    t2 = time.perf_counter()
    return t1 - t0, (t2 - t1) if brute is not None else None, len(smt)


def main() -> None:
    top = int(sys.argv[1]) if len(sys.argv) > 1 else 7
    print(f"{'family':<8} {'n':>3} {'orderings':>10} {'outcomes':>8} {'smt s':>8} {'brute s':>8} {'brute/smt':>9}")
    for family, build, text in (("pt", pt_effects, "power(c)"), ("statics", statics, "power(o1)")):
        for n in range(2, top + 1):
            smt, brute, k = measure(build(n), text)
            ratio = f"{brute / smt:9.2f}" if brute is not None else "        -"
            brute_s = f"{brute:8.3f}" if brute is not None else "       -"
            print(f"{family:<8} {n:>3} {factorial(n):>10} {k:>8} {smt:8.3f} {brute_s} {ratio}")


if __name__ == "__main__":
    main()
