"""Compare reduced (classes) vs every order for a scenario file and expressions.
usage: oracle.py file.toml expr [expr...]"""
import sys
from pathlib import Path
sys.path.insert(0, str(Path(__file__).resolve().parents[3]))
from verifier.load.loader import load_scenario
from verifier.query import Encoding, outcomes, outcomes_over
from verifier.errors import ModelError


def full(sc, text):
    vals = set()
    for s in sc.linearized(reduced=False):
        enc = Encoding(s)
        if enc.impossible() is not None:
            continue
        vals |= {o.value for o in outcomes(enc, text)}
    return vals


def reduced(sc, text):
    return {o.value for o in outcomes_over(sc, text)}


def compare(path, texts, quiet=False):
    sc = load_scenario(Path(path))
    bad = []
    for t in texts:
        try:
            a = full(sc, t)
        except ModelError as e:
            a = f"ERR {e}"
        try:
            b = reduced(sc, t)
        except ModelError as e:
            b = f"ERR {e}"
        if a != b:
            bad.append((t, a, b))
        if not quiet or a != b:
            print(("DIFF " if a != b else "ok   ") + f"{t}: every order {a}  reduced {b}")
    return bad


if __name__ == "__main__":
    compare(sys.argv[1], sys.argv[2:])
