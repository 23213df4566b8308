"""Instants and sorceries whose resolution the model does not follow (608.2c): such a spell
may be cast, and a history may go on while it waits on the stack (or is countered, 701.6a),
but its resolution is refused with the line that asks for it.

A spell of that kind is an instant or sorcery face (the face cast, 712.11c) that counters no
spell, begins no `[[effect]]` of the scenario, creates no token declared (`spell_tokens`) and is no
search, round of puts or graveyard-target spell read (`spell_search`, `putting_rounds`, `verifier.rules.graveyard_spells`).  Its rules
text must be in its face's
`abilities`, so that its targets can be read: one whose text names a target (115.1a: chosen as
it is cast, 601.2c) is refused, since only an `[[effect]]` says which object that is; "any
number of target ..." is cast with none chosen (601.2c: a variable number, zero allowed)."""
from __future__ import annotations

import re
from verifier.load import putting_rounds, spell_search
from verifier.rules import graveyard_spells, strive
from verifier.load.files import At
from verifier.model import Characteristics, GameObject

# 115.1a: "target [something]" in a spell's text, but for a variable number that may be zero (601.2c)
_TARGET = re.compile(r"\btargets?\b", re.I)
_ANY_NUMBER = strive.ANY_NUMBER


def unfollowed(obj: GameObject, effects: dict, spell: str, makes_tokens: bool = False) -> bool:
    """Whether the spell `spell`, as the face `obj` it is cast by, is an instant or sorcery
    whose resolution the model does not follow: it counters no spell (701.6a), distributes no
    counters (608.2c), begins no `[[effect]]` (608.2c) and creates no token declared
    (`makes_tokens`, 111.1)."""
    return bool({"instant", "sorcery"} & set(obj.printed.types)) and obj.counters_spell is None and \
        not obj.distributes and not any(e.spell == spell for e in effects.values()) and spell_search.read(obj) is None and \
        not putting_rounds.reads(obj) and \
        graveyard_spells.read(obj) is None and not makes_tokens


def names_no_target(face: Characteristics) -> bool:
    """Whether a face's rules text is given (its `abilities`) and names no target it must
    choose as it is cast (115.1a; "any number of target ..." may choose none, 601.2c)."""
    # (strive's "each target beyond the first" counts the targets, 601.2f: it names none)
    text = " ".join(a for a in sorted(face.abilities) if strive.per_target([a]) is None)
    return bool(face.abilities) and not _TARGET.search(_ANY_NUMBER.sub("", text))


def check_cast(at: At, obj: GameObject, spell: str) -> None:
    """A cast of a spell whose resolution is not followed: its text is given and names no
    target it must choose (115.1a, 601.2c)."""
    head = f"what {spell!r} does as it resolves (608.2c) is not said"
    if not obj.printed.abilities:
        raise (at / "cast").error(
            f"{head}: give its [[effect]] with spell = {spell!r}, or its card counters_spell, or list its rules text "
            "in its abilities: a spell whose text names no target may be cast, its resolution not followed (a "
            "resolves event of it is refused). A card generated from Oracle text keeps none of the text it does not "
            f"follow: print it with `verifier card \"{obj.printed.name}\"`, keep it as a [[card]] of the scenario (or "
            "of a cards/ folder beside it) and add its text to abilities = [...]")
    if not names_no_target(obj.printed):
        raise (at / "cast").error(
            f"{head}, and its text names a target, chosen as it is cast (115.1a, 601.2c), which only its [[effect]] "
            f"says: give its [[effect]] with spell = {spell!r} and targets; any other effect of a spell is not "
            "modelled")


def check_resolution(at: At, obj: GameObject, effects: dict, spell: str, original: str, makes_tokens: bool) -> None:
    """608.2c: a `resolves` event of a spell whose resolution the model does not follow is
    refused (a copy of one, 707.10, too: it does what the spell does; its own tokens, 111.1)."""
    if unfollowed(obj, effects, original, makes_tokens):
        raise (at / "resolves").error(
            f"{spell!r} resolves, but what it does then (608.2c: all of its text) is not followed by the model: a "
            f"history may go on while it waits on the stack, or counter it; give its [[effect]] with spell = "
            f"{original!r} (or the tokens it creates, created_by = {spell!r}) to follow its resolution")

