"""A [[trigger]] table's `if` against its text's intervening "if" (603.4: "When/Whenever/At [event], if
[condition], [effect]"): the table states it where the text has one, has none where the text has none, and says
what the text's says."""
from __future__ import annotations

import re
from typing import Tuple

from verifier.load.files import At
from verifier.load.trigger_text import KEYWORD_IF, parts
from verifier.model import CHAPTER, COLORS, STATE_TRIGGER
from verifier.rules.typeline import ALL_SUBTYPES, CARD_TYPES


def check_intervening_if(at: At, table: dict, ability: str, read_by_rules: bool) -> None:
    """603.4: a table's `if` is the intervening "if" its ability's text says; on a text with none it is a
    condition the card does not have, refused.  And the reverse: a text with one that the table does not
    state (`if`, `if_it`, `state`), nor a reader of the rules (`read_by_rules`: whether it was kicked,
    702.33e), is refused too, never fired as if it had none ("if you control an artifact" gained life with
    none, found beside the kicked permanents of session 12)."""
    if table.get("when") in (CHAPTER, STATE_TRIGGER) or re.match(r"suspend\b", ability.strip(), re.I):
        return  # (refused apart: 714.2b, 603.8, 702.62a; `verifier.load.sagas`, `state_triggers`, `suspend`)
    said = parts(ability)
    has_if = said is not None and said.intervening is not None
    if has_if and not read_by_rules and not any(k in table for k in ("if", "if_it", "state")):
        raise (at / "ability").error(
            f"trigger {table['id']!r}: {ability!r} has an intervening \"if\" (603.4), checked as it triggers and as "
            "it resolves: say it with if = \"...\" (an expression), or the trigger would fire without it")
    if "if" in table and not has_if and ability.strip().lower() not in KEYWORD_IF:
        raise (at / "if").error(f"trigger {table['id']!r}: its ability {ability!r} has no intervening 'if' (603.4: "
                                "\"when/whenever/at ..., if ..., ...\"), so `if` is a condition the card does not "
                                "have: write the text as the card says it, or remove `if`")


# 105.1, 205.2a, 205.3: the colour, card type and subtype words of an intervening "if" that restrict what it asks
# of ("a blue permanent", "three or more creatures", "a Wizard"), not those naming an object it refers to ("this
# creature", "enchanted creature", "the Bears", 109.3)
_IF_WORD = re.compile(r"(?<!\bthis )(?<!\bthat )(?<!\bthe )(?<!\bthose )(?<!\bthese )(?<!\benchanted )(?<!\bequipped )"
                      r"\b(?:non-?)?(?P<word>[A-Za-z]+)\b")


def _if_words(intervening: str) -> Tuple[set, set]:
    """The colours and the type words (card types, subtypes: a plural "creatures", "Wizards" read as its
    singular) the intervening "if" restricts what it asks of by (`_IF_WORD`)."""
    colours, kinds = set(), set()
    for m in _IF_WORD.finditer(intervening):
        word = m["word"]
        if word.lower() in COLORS:
            colours.add(word.lower())
        for w in (word, word[:-1]) if word.endswith("s") else (word,):
            if w.lower() in CARD_TYPES or w[:1].isupper() and w in ALL_SUBTYPES:
                kinds.add(w.lower() if w.lower() in CARD_TYPES else w)
    return colours, kinds


def check_if_words(at: At, table: dict, ability: str, name: str) -> None:
    """603.4: a table's `if` says what its text's intervening "if" says.  Checked here, by words only: each
    colour, card type and subtype word restricting what the text's "if" asks of (`_IF_WORD`: "if you control
    a blue permanent", "an artifact", "a Wizard") is quoted in the expression ('blue', 'artifact', 'Wizard'),
    and no colour the text's "if" does not name is (trial 8: "a blue permanent" as green triggered with a
    green one).  The source's name (201.5) is read as no word of it; the rest of the expression is not
    compared."""
    said = parts(ability)
    if not isinstance(table.get("if"), str) or said is None or said.intervening is None:
        return
    colours, kinds = _if_words(said.intervening.replace(name, ""))
    quoted = {w.lower() for w in re.findall(r"['\"]([^'\"]+)['\"]", table["if"])}
    missing = sorted(w for w in colours | kinds if w.lower() not in quoted)
    other = sorted(c for c in quoted & set(COLORS) if c not in colours)
    wrong = ([f"does not say {', '.join(map(repr, missing))}"] if missing else []) + \
        ([f"says {', '.join(map(repr, other))}"] if other else [])
    if wrong:
        raise (at / "if").error(
            f"trigger {table['id']!r}: its text's intervening {said.intervening!r} names "
            f"{', '.join(sorted(colours | kinds)) or 'no colour nor type word'}, and if = {table['if']!r} "
            f"{'; '.join(wrong)} "
            "(603.4): the table's if says what the text's if says")
