"""What a [[trigger]]'s `moves` or `sacrifice` names where its text chooses it without targeting (608.2c, 701.21a):
"return a land you control to its owner's hand", "exile another creature you control", "sacrifice a creature".  The object is chosen as the trigger resolves, by the
trigger's controller ("you", 109.5), among the objects of the kind its words say; so the objects the table names are
of that kind, controlled by the player the words name, and not the source where they say "another" (draw 15's audit:
Selesnya Sanctuary's "a land you control" accepted for an opponent's Forest, Accursed Centaur's "sacrifice a creature"
for a Forest; whose permanent a sacrifice is, is checked apart).  They are compared as printed and as
listed: where an effect of the scenario may change control, types, subtypes or colours (layers 2, 4, 5; 613.1), or the
words are not read, the table is refused."""
from __future__ import annotations

import re
from typing import Any, Dict

from verifier.load import kinds
from verifier.load.files import At
from verifier.model import Scenario
from verifier.rules.targets import CONTROLLER_WORDS

# 608.2c: an instruction choosing what it moves without targeting, up to where its phrase ends
_CHOOSES = re.compile(r"\b(?:return|exile|put|sacrifice)s? (?P<another>another )?(?:an?|one) (?!card\b)(?P<what>[\w' -]+?)"
                      r"(?: (?P<ctrl>you control|an opponent controls|you don't control))?"
                      r"(?=[.,;]|\s+(?:to|into|onto|on|and|from|with|of)\b|$)", re.I)
_PRINTED = ("types", "subtypes", "colors", "supertypes")


def _matches(kind: Dict[str, Any], printed: Any) -> bool:
    """Whether printed characteristics are of a kind `kinds` reads (its keys in `_PRINTED`, non_types, any_of)."""
    for key, value in kind.items():
        if key in _PRINTED:
            if not set(value) <= set(getattr(printed, key)):
                return False
        elif key == "non_types":
            if set(value) & set(printed.types):
                return False
        elif key == "any_of":
            if not any(_matches(k, printed) for k in value):
                return False
        else:
            raise KeyError(key)
    return True


def check(at: At, table: dict, effect: str, sc: Scenario, source: str) -> None:
    """608.2c, 109.5: the objects `moves` names are what the text's unaimed choice may choose (module docstring)."""
    named = [*table.get("moves", ())] + ([table["sacrifice"]] if "sacrifice" in table else [])
    if not named or re.search(r"\btargets?\b", effect, re.I):
        return
    key = "moves" if "moves" in table else "sacrifice"
    m = _CHOOSES.search(effect)
    if m is None:
        return
    kind = {} if m["what"].lower() == "permanent" else kinds.kind(m["what"])  # (110.1: any permanent)
    if kind is None:
        raise (at / key).error(f"trigger {table['id']!r}: its text chooses {m[0]!r} as it resolves (608.2c), whose "
                                   "words are not read: which objects it may choose is not modelled")
    if sc.has_effects_in("245"):
        raise (at / key).error(f"trigger {table['id']!r}: its text chooses {m[0]!r} as it resolves (608.2c), and an "
                                   "effect of the scenario may change control, types or colours (613.1b, 613.1d-e): "
                                   "which objects it may choose then is not modelled")
    controller = sc.objects[source].controller
    whose = CONTROLLER_WORDS.get((m["ctrl"] or "").lower())
    player = controller if whose == "you" else ("opponent" if controller == "you" else "you") if whose else None
    for x in named:
        o = sc.objects[x]
        try:
            fits = _matches(kind, o.printed)
        except KeyError as key:
            raise (at / key).error(f"trigger {table['id']!r}: its text chooses {m[0]!r} (608.2c), a kind whose part "
                                       f"{key} is not compared here: not modelled") from None
        mine = player is None or key == "sacrifice" or o.controller == player  # (a sacrifice's player: checked apart)
        if not fits or not mine or m["another"] and x == source:
            raise (at / key).error(f"trigger {table['id']!r}: {key} names {x!r}, and its text chooses {m[0]!r} as it "
                                       f"resolves (608.2c, 109.5: 'you' is its controller, {controller!r}): {x!r} is not "
                                       "one it may choose")
