"""An `[[ability]]` whose text targets a number of permanents with one word target (115.1,
601.2c): "up to two target Swamps" (none to two), "two target lands" (exactly two).  Its
`effects` say what is chosen: each `[[effect]]` affects one of its targets, so that one
found illegal as the ability resolves is not affected while the others are (608.2b); the
targets are different objects (115.3), as many as its text allows.  "X target lands" is
refused where it is read (the X of an activation in a history is not modelled)."""
from __future__ import annotations

from typing import List

from verifier.load.files import At
from verifier.model import Effect
from verifier.rules.targets import Target


def check(at: At, target: Target, listed: List[Effect]) -> None:
    """The ability's targets, the objects its effects `listed` affect, are as many as `target`
    allows (601.2c, 115.3), each effect affecting one of them (608.2b); an error at `effects`
    otherwise."""
    if any(len(e.affects.objects) != 1 for e in listed):
        raise (at / "effects").error("each [[effect]] of an ability with several targets affects one of them, "
                                     "targets = [one target chosen], so that an illegal one is not affected as it "
                                     "resolves (608.2b): list one effect per target")
    chosen = {e.affects.objects[0] for e in listed}
    allowed = f"up to {target.count}" if target.optional else str(target.count)
    if len(chosen) > target.count or not target.optional and len(chosen) != target.count:
        raise (at / "effects").error(f"its text asks for {allowed} different targets (115.1, 115.3, 601.2c); its "
                                     f"effects affect {len(chosen)}: {sorted(chosen)}")
