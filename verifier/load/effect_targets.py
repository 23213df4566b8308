"""The number of targets an `[[effect]]` names for its card's resolved ability (`targets`, a
`[[card.resolves]]` with `target`), where no `[[ability]]`, `[[trigger]]` or `[[loyalty]]` that
begins it says what was chosen (those check it: `verifier.load.several`), nor a spell's cast
(`spell`): begun by a `starts` event or in force on the board.  The targets are as many as the
ability's text allows as it is put on the stack (115.1, 601.2c): "up to N" none to N, "one or two"
one or two, "any number of" any (107.1c), a single "target" with no number one; "X" is announced
with what was paid (601.2b), which such an effect does not say, so it is refused, as is a text
whose number is not read here."""
from __future__ import annotations

import re
from typing import Dict, List, Optional

from verifier.load.effects import resolves_of
from verifier.load.files import At, CardLibrary
from verifier.model import Effect
from verifier.rules import strive, targets

# 606.4: a loyalty ability named by its cost alone ("0", "+1", "-7"), its text not given
_COST_ALONE = re.compile(r"^[+\-\u2212]?(?:\d+|X)$")
# 115.1: the word target, said once in the singular with no number before it, asks for one
# ("gain control of target creature" is one: "of" counts only after "number", "any number of target")
_NUMBERED = re.compile(r"\b(?:one|two|three|four|five|six|seven|eight|nine|ten|X|number of|up to)\s+(?:another\s+)?"
                       r"target\b", re.I)


def allowed(text: str) -> Optional[targets.Target]:
    """What the resolved ability `text` (a cost before a colon, or none) says of how many targets it
    has, as a `targets.Target` whose `allows` answers (a "target" said once with no number, or no
    text: exactly one; so with a loyalty ability named by its cost alone); None where that is not read here."""
    if not text or _COST_ALONE.match(text):  # (target and no text, or a loyalty ability named by its cost,
        # 606.4: "target <kind>", one; docs/casting.md)
        return targets.Target("permanent")
    effect = text.partition(":")[2] or text
    read, unread = targets.read_text(effect)
    if len(read) == 1 and not unread:
        return read[0]
    words = re.findall(r"\btargets?\b", effect, re.I)
    if not read and [w.lower() for w in words] == ["target"] and not _NUMBERED.search(effect):
        return targets.Target("permanent")
    return None


def check(root: At, tables: List[dict], effects: Dict[str, Effect], begun: set, lib: CardLibrary) -> None:
    """Each [[effect]] with a card's `target` and `targets`, not begun by a resolution the
    scenario lists (`begun`), names as many objects as its text allows (115.1, 601.2c; each once,
    115.3, the schema checks); refused at its `targets` otherwise."""
    for i, table in enumerate(tables):
        e = effects.get(table.get("id"))
        if e is None or e.target is None or "card" not in table or table["id"] in begun or not table.get("targets") \
                or table.get("spell"):  # (a spell's targets: its cast's, 601.2c)
            continue
        at, chosen = root / i / "targets", table["targets"]
        text = resolves_of(root / i, table, lib)[1].get("ability", "")
        if strive.ANY_NUMBER.search(text):  # 107.1c: "any number of target", none or more
            continue
        aim = allowed(text)
        if aim is None or aim.count == "X":
            raise at.error(f"how many targets {text!r} has is not read here" +
                           (": X is announced with what was paid as it was put on the stack (601.2b), which an "
                            "[[effect]] begun by a starts event or stated on the board does not say"
                            if aim is not None else "") + " (115.1, 601.2c): not checked, so refused")
        if not aim.allows(len(chosen)):
            raise at.error(f"its text asks for {aim.wording()} different targets (115.1, 115.3, 601.2c), not "
                           f"{len(chosen)}: {chosen}")
