"""The phase.rs divergence finder (the `cards` extra): random boards of real cards from
a declared pool, each put onto the battlefield in one order on phase.rs's engine and
checked by the verifier with the same order fixed (`verifier.cards.phaseboard`).  Each
board where they differ is shrunk to a minimal one (cards dropped while it still
differs) and reported with what phase.rs shows, the verifier's counterexample and its
per-layer trace; the layers named there (613.1) and 613.8 (dependency) are where to
read which is right.  With --histories N it draws N random histories instead
(`verifier.cards.phasehistory`: cards entering, counters, turns, equip, Auras, control,
tapping for mana), compared after every event, each divergence shrunk to a minimal
history; without a seed, one is drawn and printed.

    .venv/bin/python benchmarks/phase_divergences.py [BOARDS] [SEED]
    .venv/bin/python benchmarks/phase_divergences.py --histories N [--seed SEED]
"""
import argparse
import json
import os
import random
import re
import sys
import tempfile
import time
from pathlib import Path
from typing import List

from verifier import report
from verifier.cards import oracle, phasecheck, phasehistory
from verifier.cards.phaseboard import on_phase, on_verifier, scenario_text

# The rules to read for each kind of event in a divergent history.
RULES = {"enter": "613.7d (a timestamp as it enters), 302.6 (summoning sickness)",
         "counters": "122.1, 613.4c (+1/+1 and -1/-1 counters in layer 7c), 704.5f (toughness 0)",
         "turn": "502.3 (the untap step), 302.6 (controlled since the turn began)",
         "equip": "702.6a (equip), 613.7e (a new timestamp as it becomes attached), 301.5d, 704.5n",
         "aura": "303.4a, 608.3c (an Aura spell resolves attached to its target), 704.5m",
         "control": "613.1b (layer 2), 302.6, 110.2",
         "tap": "106.12 (tapping for mana), 701.26a, 508.1a (an attacker is untapped)",
         "attach": "701.3a (attached by an effect), 613.7e, 301.5d, 303.4b",
         "morph": "702.37c (cast face down), 708.2 (a face-down 2/2 with no name, colour or types but creature)",
         "face_up": "702.37e (turned face up for its morph cost), 708.8, 613.7f"}

# The declared pool: real cards whose Oracle text both engines read.
POOL = ["Grizzly Bears", "Serra Angel", "Llanowar Elves", "Gray Ogre", "Ornithopter", "Raging Goblin",
        "Merfolk of the Pearl Trident", "Scathe Zombies", "Goblin Piker", "Elvish Mystic", "Steel Overseer",
        "Glorious Anthem", "Honor of the Pure", "Crusade", "Bad Moon", "Humility", "Goblin King", "Forest",
        "Blood Moon", "Urborg, Tomb of Yawgmoth", "Island", "Lord of Atlantis", "Elvish Champion", "Zombie Master",
        "Fervor", "Mycosynth Lattice", "March of the Machines", "Opalescence", "Favorable Winds",
        "Benalish Marshal", "Intrepid Hero", "Chief of the Foundry", "Sol Ring", "Darksteel Citadel"]


def differs(names: List[str], folder: Path) -> dict:
    """The claims (phase.rs's view of each permanent) the verifier does not grant, as a
    history of the cards entering and as a board: phase.rs's debug moves check no
    state-based action between two cards, so a difference the board does not show
    (a creature that dies before the next card enters) is the harness's, not a rule's."""
    seen = on_phase(names)
    results = {}
    for history in (True, False):
        path = folder / "board.toml"
        path.write_text(scenario_text(names, seen, history))
        results[history] = {c: r for c, r in on_verifier(path).items() if not r.ok}
    return results[True] if results[False] else {}


def shrink(names: List[str], folder: Path) -> List[str]:
    """A minimal board that still differs: drop each card in turn while it does."""
    changed = True
    while changed:
        changed = False
        for i in range(len(names)):
            smaller = names[:i] + names[i + 1:]
            if len(smaller) >= 1 and differs(smaller, folder):
                names, changed = smaller, True
                break
    return names


def histories(count: int, seed: int, folder: Path) -> None:
    """Draw `count` random histories, shrink each divergence, print each distinct one."""
    rng = random.Random(seed)
    found: dict = {}
    errors: List[str] = []
    start = time.perf_counter()
    print(f"seed {seed}", flush=True)
    for n in range(count):
        events, seen = phasehistory.draw(rng, rng.randint(3, 8))
        path = folder / "history.toml"
        path.write_text(phasecheck.scenario_text(events, seen))
        try:
            differs = any(not r.ok for r in on_verifier(path).values())
        except Exception as e:  # the verifier refused the history or failed: said apart, and the run goes on
            errors.append(f"{events}: {e!r}")
            print(f"  history {n}: {errors[-1]}", flush=True)
            continue
        if differs:
            key = json.dumps(phasecheck.shrink(events, folder))
            first, times = found.get(key, (events, 0))
            found[key] = (first, times + 1)
            print(f"  history {n} differs; shrunk: {key}", flush=True)
        if (n + 1) % 500 == 0:
            print(f"  {n + 1} histories, {time.perf_counter() - start:.0f} s, {len(found)} distinct", flush=True)
    print(f"{count} histories of the {len(phasehistory.POOL)}-card pool (seed {seed}) in "
          f"{time.perf_counter() - start:.0f} s: {len(found)} distinct divergence(s), each shrunk; "
          f"{len(errors)} the verifier could not check")
    for key, (first, times) in found.items():
        minimal = json.loads(key)
        print(f"\nminimal history (from {times} of the histories; the first had {len(first)} events):")
        views = phasehistory.play(minimal) or []
        for i, (event, seen) in enumerate(zip(minimal, views)):
            print(f"  e{i}: {event}")
            for k, v in enumerate(seen):
                print(f"    phase.rs: o{k}: {v}")
        for claim, result in (phasecheck.differences(minimal, folder) or {}).items():
            print("\n".join("  " + line for line in report.result_text("verifier", result, False)))
        kinds = sorted({e["kind"] for e in minimal})
        print("  rules that decide it: " + "; ".join(RULES[k] for k in kinds))


def main() -> None:
    if not oracle.available():
        sys.exit("the cards extra is not installed: pip install -e '.[cards]'")
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("boards", nargs="?", type=int, default=100)
    parser.add_argument("seed", nargs="?", type=int, default=1)
    parser.add_argument("--histories", type=int, help="draw this many histories instead of boards")
    parser.add_argument("--seed", dest="history_seed", type=int, help="the histories' seed (default: drawn)")
    args = parser.parse_args()
    folder = Path(tempfile.mkdtemp())
    if args.histories:
        seed = args.history_seed if args.history_seed is not None else int.from_bytes(os.urandom(4), "big")
        histories(args.histories, seed, folder)
        return
    boards, rng = args.boards, random.Random(args.seed)
    found = {}
    for _ in range(boards):
        names = rng.sample(POOL, rng.randint(2, 5))
        if differs(names, folder):
            minimal = tuple(shrink(names, folder))
            found.setdefault(minimal, names)
    print(f"{boards} boards of the {len(POOL)}-card pool: {len(found)} distinct divergence(s), each shrunk")
    for minimal in found:
        print(f"\nboard, in timestamp order: {', '.join(minimal)}")
        for name, seen in zip(minimal, on_phase(list(minimal))):
            print(f"  phase.rs: {name}: " + ("not on the battlefield" if seen is None else
                                             f"{seen[0]}/{seen[1]} {seen[2]} keywords={seen[3]} subtypes={seen[4]}"))
        for claim, result in differs(list(minimal), folder).items():
            text = report.result_text("verifier", result, False)
            print("\n".join("  " + line for line in text))
            layers = sorted({m[1] for line in text for m in [re.match(r"\s+(\d[a-d]?|SBA) ", line)] if m})
            print(f"  rules that decide it: 613.1 (the layers {', '.join(layers)}), 613.7 (timestamps), "
                  "613.8 (dependency: an effect that changes another's existence or what it applies to waits "
                  "for it), 704 (state-based actions)")


if __name__ == "__main__":
    main()
