"""The phase.rs divergence finder (the `cards` extra): random boards of real cards from
a declared pool, each put onto the battlefield in one order on phase.rs's engine and
checked by the verifier with the same order fixed (`verifier.cards.phaseboard`).  Each
board where they differ is shrunk to a minimal one (cards dropped while it still
differs) and reported with what phase.rs shows, the verifier's counterexample and its
per-layer trace; the layers named there (613.1) and 613.8 (dependency) are where to
read which is right.

    .venv/bin/python benchmarks/phase_divergences.py [BOARDS] [SEED]
"""
import random
import re
import sys
import tempfile
from pathlib import Path
from typing import List

from verifier import report
from verifier.cards import oracle
from verifier.cards.phaseboard import on_phase, on_verifier, scenario_text

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


def main() -> None:
    if not oracle.available():
        sys.exit("the cards extra is not installed: pip install -e '.[cards]'")
    boards = int(sys.argv[1]) if len(sys.argv) > 1 else 100
    rng = random.Random(int(sys.argv[2]) if len(sys.argv) > 2 else 1)
    folder = Path(tempfile.mkdtemp())
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
