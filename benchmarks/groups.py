"""Benchmark: a `group` of n events, decided once per class of orders (`verifier.model.groups`)
or with its order left to the solver, against once per order.

    .venv/bin/python benchmarks/groups.py [--sizes 4,6,8,10,12] [--draws 5] [--seed N] [--compare-up-to 6]

The family: random histories whose last n events are one group, drawn from a fixed mix of
real events over creatures, lands, an Equipment and resolved effects (objects entering, taps
and untaps, counters put and removed, control changes, a targeted pump starting, the
Equipment attached, now and then an anthem entering that reaches everything), each with
two claims about the end; "spread" and "crowded" differ by how many events fall on one
creature.  The "dense" shape: -1/-1 and +1/+1 counters of distinct amounts on one Serra
Angel (between a third of the events and 8 of them: each may decide when it dies, so none
commute), the rest taps and counters on other creatures.  Per size: how many orders (n!)
and classes (1 for a history whose order is left to the solver), how many draws had their
order left to the solver, the seconds to load and decide every claim (the median and the
worst of the draws), how many draws were refused for leaving more classes open than the
verifier decides, how many were histories possible in no order (refused as such, 608.2b,
400.7), and, up to `--compare-up-to` events, the seconds taken over every order one by one
and the ratio.  The verdicts of the two ways must agree.
"""
from __future__ import annotations

import argparse
import math
import random
import statistics
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

CREATURES = ("Grizzly Bears", "Gray Ogre", "Llanowar Elves", "Serra Angel")  # all in models/cards


def history(n: int, rng: random.Random, per_object: float) -> str:
    """A scenario whose history ends with a group of n events drawn from the mix, over
    about n / `per_object` creatures (more events per creature: more that affect each other)."""
    k = max(2, round(n / per_object))
    lines = ['[scenario]\nname = "a group of events"\nturn = "you"\n']
    creatures = [f"c{i}" for i in range(k)]
    entering = set(rng.sample(creatures[1:], rng.randint(0, min(3, k - 1))))
    for c in creatures:
        lines.append(f'[[object]]\nid = "{c}"\ncard = "{rng.choice(CREATURES)}"\n')
    lands = [f"l{i}" for i in range(max(1, n // 4))]
    for land in lands:
        lines.append(f'[[object]]\nid = "{land}"\ncard = "Forest"\n')
    anthem = rng.random() < 0.3
    if anthem:
        lines.append('[[object]]\nid = "anthem"\ncard = "Glorious Anthem"\n')
    pumps = [f"pump{i}" for i in range(max(1, n // 4))]
    for p in pumps:
        target = rng.choice(sorted(set(creatures) - entering))
        lines.append(f'[[effect]]\nid = "{p}"\ntargets = ["{target}"]\nlayer7c = {{ power = 2, toughness = 2 }}\n'
                     'until = "end of turn"\n')
    events, tapped, equipment = [], set(), []

    def event(body: str) -> None:
        events.append(f'[[event]]\n{body}\ngroup = "g"\n')

    for c in sorted(entering):
        event(f'enters = "{c}"')
    if anthem:
        event('enters = "anthem"')
    kinds = ["tap", "counters", "counters", "control", "pump", "equip", "untap"]
    started: set = set()
    tries = 0
    while len(events) < n and tries < 1000:
        tries += 1
        kind = rng.choice(kinds)
        target = rng.choice(creatures)
        if kind == "tap":
            free = sorted(set(lands) - tapped)
            if free:
                land = rng.choice(free)
                tapped.add(land)
                event(f'tap = "{land}"')
        elif kind == "untap":
            if tapped:
                land = rng.choice(sorted(tapped))
                tapped.discard(land)
                event(f'untap = "{land}"')
        elif kind == "counters":
            sign = rng.choice(("put_counters", "remove_counters"))
            event(f'{sign} = "{target}"\ncounters = {{ "{rng.choice(("+1/+1", "-1/-1"))}" = 1 }}')
        elif kind == "control":
            event(f'gain_control = "{target}"\nby = "{rng.choice(("you", "opponent"))}"')
        elif kind == "pump" and set(pumps) - started:
            p = rng.choice(sorted(set(pumps) - started))
            started.add(p)
            event(f'starts = "{p}"')
        elif kind == "equip":  # an Equipment attached (701.3), each its own
            equipment.append(f"e{len(equipment)}")
            event(f'attach = "{equipment[-1]}"\nto = "{target}"')
    for e in equipment:
        lines.append(f'[[object]]\nid = "{e}"\ncard = "{rng.choice(("Bonesplitter", "Colossus Hammer"))}"\n')
    claims = [f'[[claim]]\nid = "power"\nexpr = "power({creatures[0]}) >= 2"\nexpect = "proved"\n',
              f'[[claim]]\nid = "attack"\nexpr = "can_attack({creatures[-1]})"\nexpect = "witness"\n']
    return "\n".join(lines + events[:n] + claims)


def dense(n: int, rng: random.Random) -> str:
    """A scenario whose history ends with a group of n events, between n / 3 and 8 of them
    counters of distinct amounts on one Serra Angel (4/4), the others taps of Forests and
    counters on Grizzly Bears, with claims about the Angel and a Forest."""
    k = rng.randint(max(2, n // 3), min(8, n))
    amounts = rng.sample(range(1, 2 * k + 1), k)
    signs = [rng.choice(("-1/-1", "+1/+1")) for _ in amounts]
    lines = ['[scenario]\nname = "a dense group"\nturn = "you"\n',
             '[[object]]\nid = "c0"\ncard = "Serra Angel"\ncounters = { "+1/+1" = %d }\n' % rng.randint(0, 6),
             '[[object]]\nid = "c1"\ncard = "Grizzly Bears"\n']
    lines += [f'[[object]]\nid = "l{i}"\ncard = "Forest"\n' for i in range(n - k)]
    events = [f'put_counters = "c0"\ncounters = {{ "{sign}" = {a} }}' for a, sign in zip(amounts, signs)]
    events += [rng.choice((f'tap = "l{i}"', f'put_counters = "c1"\ncounters = {{ "+1/+1" = {i + 1} }}'))
               for i in range(n - k)]
    rng.shuffle(events)
    lines += [f'[[event]]\n{body}\ngroup = "g"\n' for body in events]
    lines += ['[[claim]]\nid = "power"\nexpr = "power(c0) >= 2"\nexpect = "proved"\n',
              '[[claim]]\nid = "attack"\nexpr = "can_attack(c0)"\nexpect = "witness"\n']
    return "\n".join(lines)


def decide(text: str, reduced: bool) -> tuple:
    """(seconds, classes, verdicts or the refusal) for one scenario text."""
    from verifier.errors import ModelError
    from verifier.load.loader import load_scenario
    from verifier.query import check_claim_over, fresh_context, possible_histories
    with tempfile.TemporaryDirectory() as tmp:
        (Path(tmp) / "cards").symlink_to(ROOT / "models" / "cards")
        path = Path(tmp) / "group.toml"
        path.write_text(text)
        start = time.perf_counter()
        try:
            sc = load_scenario(path)
            fresh_context()
            if reduced:
                encodings = possible_histories(sc).encodings
            else:
                from verifier.query import Encoding
                encodings = [e for e in map(Encoding, sc.linearized(reduced=False)) if e.impossible() is None]
            verdicts = tuple(check_claim_over(encodings, c).verdict.value for c in sc.claims)
        except ModelError as exc:
            return time.perf_counter() - start, 0, ("refused", exc.message)
        solver = any(e.slot is not None for enc in encodings for e in enc.sc.events)
        return time.perf_counter() - start, (len(encodings), solver), verdicts


def main() -> None:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--sizes", default="4,6,8,10,12")
    p.add_argument("--draws", type=int, default=5)
    p.add_argument("--seed", type=int, default=1)
    p.add_argument("--compare-up-to", type=int, default=6)
    p.add_argument("--shapes", default="spread:1.5,crowded:3,dense:0",
                   help="name:events per creature (0: the dense shape), ...")
    args = p.parse_args()
    print(f"{'shape':<8} {'n':>3} {'orders':>10} {'classes':>12} {'solver':>7} {'median s':>9} {'worst s':>8} "
          f"{'refused':>8} {'impossible':>10} {'each order s':>13} {'ratio':>7}", flush=True)
    for shape, per_object in (x.split(":") for x in args.shapes.split(",")):
        for n in map(int, args.sizes.split(",")):
            row(shape, float(per_object), n, args)


def row(shape: str, per_object: float, n: int, args: argparse.Namespace) -> None:
    """One size of one shape: its draws decided, and one line of the table."""
    rng = random.Random(args.seed * 1000 + n)
    times, classes, solver, refused, impossible, slow, ratios = [], [], 0, 0, 0, [], []
    for _ in range(args.draws):
        text = history(n, rng, per_object) if per_object else dense(n, rng)
        seconds, count, verdicts = decide(text, True)
        if verdicts[0] == "refused":  # past the bound; a history possible in no order is no group decided
            refused += "classes of orders" in verdicts[1]
            impossible += "classes of orders" not in verdicts[1]
            continue
        times.append(seconds)
        classes.append(count[0])
        solver += count[1]
        if n <= args.compare_up_to:
            each, _, old = decide(text, False)
            if old != verdicts:
                raise SystemExit(f"n={n}: classes give {verdicts}, every order gives {old}:\n{text}")
            slow.append(each)
            ratios.append(each / seconds)
    median = statistics.median(times) if times else float("nan")
    worst = max(times) if times else float("nan")
    span = f"{min(classes)}-{max(classes)}" if classes else "-"
    each = f"{statistics.median(slow):.2f}" if slow else "-"
    ratio = f"{statistics.median(ratios):.1f}x" if ratios else "-"
    print(f"{shape:<8} {n:>3} {math.factorial(n):>10} {span:>12} {solver:>7} {median:>9.2f} {worst:>8.2f} {refused:>8} "
          f"{impossible:>10} {each:>13} {ratio:>7}", flush=True)


if __name__ == "__main__":
    main()
