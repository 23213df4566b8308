"""608.2c: an `[[ability]]` that resolves in the history does all its text says, as a trigger's
resolution does (`trigger_text`).  Its table follows its effects, damage, untapping and exiling;
its text's other instructions are refused where they would change what the model has:

- cards moved from a library or a hand (drawn, milled, searched for, discovered, discarded; 121.1,
  701.13, 701.23, 701.57a, 701.9), where the scenario has such cards or counts cards off the
  battlefield (elsewhere the cards moved are none the model has);
- an instruction no key follows (control gained, a spell countered, a delayed trigger set up,
  a phase added: `trigger_text.UNFOLLOWED`, `trigger_text.UNREAD`);
- a replacement effect its resolution sets up ("the next time ... instead", "if it would die this
  turn, exile it instead": 614.1a), which the model applies to no later event;
- any other instruction (`instruction_words`): an instruction word outside the words of what its
  table follows and of the lists above ("Regenerate ~", "Proliferate", "Scry 1") is refused too."""
from __future__ import annotations

import re
from typing import List

from verifier.load import effect_text
from verifier.load.files import At
from verifier.load.instruction_words import first_unread, required
from verifier.load.resolution_damage import SAYS_DAMAGE
from verifier.load.trigger_text import BEGINS, CARDS, CHANGES, COUNTERS_PUT, EXILES, RETURNS, TAPS_ALL, UNFOLLOWED, \
    UNREAD, hands_held
from verifier.model import Scenario
from verifier.model.history import ActivatedAbility

# 614.1a: a replacement effect set up as the ability resolves, for a later event
_REPLACEMENT = re.compile(r"\binstead\b|\bthe next time\b", re.I)
_UNTAP = re.compile(r"\buntap\b[^.]*", re.I)
# 122.1: counters put on each or all of a kind ("Put a +1/+1 counter on each creature you control")
_ON_EACH = re.compile(r"\bput [^.]*?\bcounters? on (?:each|all)\b", re.I)


def _followed(a: ActivatedAbility) -> List[re.Pattern]:
    """The words of what an [[ability]]'s table follows as it resolves (`ActivatedAbility`): the effects it
    begins (611.2: "gets", "gains", "becomes", "can't"), its damage (120.1), what it untaps (701.26b), exiles (406.2) or returns (400.7)."""
    return [p for p, has in ((BEGINS, a.effects), (CHANGES, a.effects), (SAYS_DAMAGE, a.deals), (_UNTAP, a.untaps),
                             (EXILES, a.moves or a.exiles_targets or a.exile_if_leaves),
                             (RETURNS, a.returns or a.to_hand)) if has]


def check(root: At, sc: Scenario, counts_zones: bool) -> None:
    """Each [[ability]] resolving in the history: its text's instructions the model does not follow,
    refused naming them (608.2c)."""
    library = any(o.in_library or o.zone == "library" for o in sc.objects.values())
    resolving = {e.what for e in sc.given_events if e.kind == "resolves"}
    for i, a in enumerate(sc.abilities):
        if a.id not in resolving:
            continue
        effect = a.ability.partition(":")[2]
        effect_text.check(root / "ability" / i / "effects", a.id, effect, a.effects, sc)  # 611.2
        unfollowed = [what for pattern, what in UNFOLLOWED + UNREAD if pattern.search(effect)]
        if _REPLACEMENT.search(effect):
            unfollowed.append("sets up a replacement effect for a later event (614.1a)")
        for sentence in re.split(r"(?<=\.)\s+", effect):
            unfollowed += [what for pattern, kind, what in CARDS if pattern.search(sentence) and
                           (library or counts_zones or kind == "discard" and hands_held(sc, a.source, sentence))]
        unread = first_unread(effect, [*_followed(a), _REPLACEMENT, TAPS_ALL, COUNTERS_PUT, *(p for p, _ in UNFOLLOWED + UNREAD),
                                       *(p for p, _, _ in CARDS)])
        if unread is not None:
            unfollowed.append(f"gives the instruction {unread[0]!r} ({unread[1]!r})")
        if any(_ON_EACH.search(x) for x in required(re.split(r"(?<=\.)\s+", effect))):
            unfollowed.append("puts counters on each or all of a kind (122.1), which the history's put_counters "  # (draw 12's audit:
                              "events need not carry in full")  # Oran-Rief's counters left out; review 22: Gavony Township)
        if unfollowed:
            raise (root / "ability" / i / "ability").error(
                f"{a.id!r} resolves in the history, and its ability {a.ability!r} {unfollowed[0]} as it does, which "
                "no key of an [[ability]] follows (608.2c): not modelled; leave its resolution out")
