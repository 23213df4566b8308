"""An `[[ability]]` whose text targets a number of permanents with one word target (115.1,
601.2c): "up to two target Swamps" (none to two), "two target lands" (exactly two).  Its
`effects` say what is chosen: each `[[effect]]` affects one of its targets, so that one
found illegal as the ability resolves is not affected while the others are (608.2b); the
targets are different objects (115.3), as many as its text allows.  An ability whose whole
effect untaps its targets ("Untap X target lands", Candelabra of Tawnos) names them with
`untaps` instead, each untapped as it resolves if still legal (701.26b, 608.2b); for "X
target", X in its cost is their number, given on its activation (`x = N`, 107.3a, 601.2b-c)."""
from __future__ import annotations

import re
from typing import Any, Dict, List, Tuple

from verifier.load.files import At
from verifier.model import Effect
from verifier.rules.targets import Target

# 701.26b: an ability whose whole effect untaps its targets
_UNTAPPING = re.compile(r"^\s*Untap (?:(?:up to )?(?:one|two|three|four|five|X) )?target [^.]*\.?\s*$", re.I)


def untapping(text: str) -> bool:
    """Whether the activated ability's effect (after its cost) untaps its targets and does nothing else."""
    return bool(_UNTAPPING.match(text.partition(":")[2]))


def check(at: At, target: Target, listed: List[Effect]) -> None:
    """The ability's targets, the objects its effects `listed` affect, are as many as `target`
    allows (601.2c, 115.3), each effect affecting one of them (608.2b); an error at `effects`
    otherwise."""
    if any(len(e.affects.objects) != 1 for e in listed):
        raise (at / "effects").error("each [[effect]] of an ability with several targets affects one of them, "
                                     "targets = [one target chosen], so that an illegal one is not affected as it "
                                     "resolves (608.2b): list one effect per target")
    chosen = {e.affects.objects[0] for e in listed}
    if not target.allows(len(chosen)):
        raise (at / "effects").error(f"its text asks for {target.wording()} different targets (115.1, 115.3, 601.2c); its "
                                     f"effects affect {len(chosen)}: {sorted(chosen)}")


def check_untaps(at: At, text: str, aimed: Tuple[Target, ...], table: Dict[str, Any], objects: Dict[str, Any]) -> None:
    """`untaps` names the targets of an ability that only untaps them (701.26b): different
    objects of the scenario (115.3), as many as a number in its text allows (601.2c), no
    effects beside; for "X target", X is checked on its activation."""
    if not untapping(text) or len(aimed) != 1:
        raise (at / "untaps").error("untaps names the targets of an ability whose effect is \"Untap [N or X] target "
                                    "<kind>\" and nothing else (701.26b)")
    if table.get("effects"):
        raise (at / "effects").error("an ability that untaps its targets begins no effect: leave out effects")
    chosen = table["untaps"]
    for j, t in enumerate(chosen):
        if t not in objects:
            raise (at / "untaps" / j).error(f"untaps names unknown object {t!r}")
    if len(set(chosen)) != len(chosen):
        raise (at / "untaps").error("the same object is chosen once for one word target (115.3)")
    if aimed[0].count != "X" and not aimed[0].allows(len(chosen)):
        raise (at / "untaps").error(f"its text asks for {aimed[0].wording()} targets (115.1, 601.2c), not {len(chosen)}")
