"""A [[trigger]] table's `if` against its text's intervening "if" (603.4: "When/Whenever/At [event], if
[condition], [effect]"): the table states it where the text has one, has none where the text has none, and says
what the text's says."""
from __future__ import annotations

import ast
import re
from typing import Tuple

from verifier.errors import ModelError
from verifier.load.conditions import NOT_IN_CONDITIONS
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


# 603.4: the words of a text's intervening "if" that a function of the table's `if` says, one of which the text must
# have for the table to call it (Call for Unity, draw 11's audit: a revolt trigger's `if` written as life('you') == 20
# fired at an end step with nothing gone); a function not listed here says nothing an intervening "if" reads
_SAYS = {
    "life": r"\blife\b", "lost": r"\blost the game\b",
    "blessed": r"\bcity's blessing\b",  # 702.131
    "permanent_left_this_turn": r"\bleft the battlefield\b",  # 207.2c (revolt)
    "total": r"\btotal\b", "distinct": r"\b(?:different|among)\b",
    "power": r"\bpower\b", "toughness": r"\btoughness\b", "base_power": r"\bbase power\b",
    "base_toughness": r"\bbase toughness\b", "mana_value": r"\bmana value\b",
    "counters": r"\bcounters?\b", "is_tapped": r"\b(?:un)?tapped\b",
    "attacking": r"\battacking\b", "blocking": r"\bblocking\b", "blocked": r"\bblocked\b",
    "attached": r"\b(?:attached|enchanted|equipped)\b", "attached_to_type": r"\b(?:attached|enchanted|equipped)\b",
    "has_ability": r"\b(?:has|have|had)\b", "has_type": r"\b(?:is|are|was|were)\b",
    "has_subtype": r"\b(?:is|are|was|were)\b", "has_supertype": r"\b(?:is|are|was|were)\b",
    "has_color": r"\b(?:is|are|was|were)\b", "is_colorless": r"\bcolorless\b",
    "on_battlefield": r"\b(?:controls?|battlefield)\b", "controller": r"\bcontrols?\b",
    "count": r"\b(?:controls?|cards?|there (?:are|is)|has|have)\b",
    "is_day": r"\bday\b", "is_night": r"\bnight\b", "devotion": r"\bdevotion\b", "damage": r"\bdamage\b",
    "max_hand_size": r"\bhand size\b", "in_zone": r"\b(?:graveyard|hand|library|exile|battlefield)\b",
    "implies": r"", "count_true": r"",
}
# the reverse: words of a text's "if" that its table's `if` must say by one of these names
_SAID_BY = ((r"\bleft the battlefield\b", ("permanent_left_this_turn",)), (r"\bcity's blessing\b", ("blessed",)),
            (r"\blife\b", ("life",)), (r"\bpower\b", ("power",)), (r"\btoughness\b", ("toughness",)),
            (r"\b(?:un)?tapped\b", ("is_tapped", "tapped")), (r"\bcounters?\b", ("counters",)),
            (r"\bday\b", ("is_day",)), (r"\bnight\b", ("is_night",)), (r"\bdevotion\b", ("devotion",)),
            # 400.1: the zone it counts in (draw 13's audit: Webweaver Changeling's "in your graveyard" counted on
            # the battlefield)
            (r"\bgraveyards?\b", ("graveyard",)), (r"\bhands?\b", ("hand",)), (r"\blibrar(?:y|ies)\b", ("library",)),
            # 205.3m: sharing a creature type with an object, a count's filter (shares_creature_type)
            (r"\bshares? a creature type with\b", ("shares_creature_type",)),
            # 603.4: "different" kinds or names counted, the greatest of an amount (draw 15's audit asked for every
            # restricting phrase of the text)
            (r"\bwith different\b|\bdifferent (?:names|powers|toughnesses|colou?rs|kinds|types|mana values)\b",
             ("distinct",)), (r"\bgreatest\b", ("greatest",)),
            # 202.3: a spell's or permanent's mana value (remainder draw 1's audit: Obscura Ascendancy's "its mana value
            # is equal to ..." said by a condition on its counters alone)
            (r"\bmana values?\b|\bconverted mana costs?\b", ("mana_value",)))
# 603.4: how a text's "if" compares (remainder draw 1's audit: Obscura Ascendancy's "is equal to" as >=)
_EQUAL = re.compile(r"\b(?:is|are) equal to\b|\bequals?\b|\bis exactly\b", re.I)
_ORDERED = re.compile(r"\bor (?:greater|more|less|fewer)\b|\bat (?:least|most)\b|\b(?:greater|more|less|fewer) than\b",
                      re.I)
_ORDER_OPS = (ast.Gt, ast.GtE, ast.Lt, ast.LtE)
# 603.4: words of a text's "if" no function of a table's `if` says: objects of a group sharing a quality among
# themselves (205.3m, 105.2; draw 15's audit: Littjara Kinseekers' "three or more creatures that share a creature type"
# taken as any three creatures)
_UNSAYABLE = re.compile(r"\bshare an? (?:creature type|colou?r|card type)\b(?! with\b)|\bof the same\b|"
                        r"\bthe same (?:name|colou?r|(?:creature |card )?type|power|toughness|mana value)\b|\bone another\b|"
                        r"\beach other\b|\bshares? an? (?:colou?r|card type) with\b", re.I)
_NUMBER = re.compile(r"\b(\d+|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|thirteen|fifteen|twenty)\b",
                     re.I)
_WORD_NUMBERS = {"two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7, "eight": 8, "nine": 9, "ten": 10,
                 "eleven": 11, "twelve": 12, "thirteen": 13, "fifteen": 15, "twenty": 20}
# 109.5, 102.2: the players a text's "if" names from its controller: "you", an opponent, or either
_EITHER = re.compile(r"\b(?:each|a|any|another|that|defending|target) player\b|\beach opponent\b", re.I)


# an intervening "if" whose conditions are a list ("if A, B, and C, you win the game"): the list's later items, read
# as the effect's first words by `parts`, which ends the clause at its first comma
_LIST_TAIL = re.compile(r"^(?P<more>[^.]*?,\s*(?:and|or|and/or)\s[^.,]*?),\s*", re.I)


def _whole(intervening: str, effect: str) -> str:
    """The whole intervening "if" clause: with the rest of its list, where it has one."""
    m = _LIST_TAIL.match(effect)
    return intervening if m is None else f"{intervening}, {m['more']}"


def check_if_meaning(at: At, table: dict, ability: str, name: str, controller: str) -> None:
    """603.4: a table's `if` says what its text's intervening "if" says, as far as its words tell: each function it
    calls is one the text's words name (`_SAYS`), each word of the text that names a function is said by one
    (`_SAID_BY`), each whole number it compares with is one the text says (or one away, "four or more" as `> 3`;
    0 and 1 for "no", "a", "an"), and each player it names is one the text names from the trigger's controller
    (109.5).  Revolt's "left the battlefield under your control" names that player (207.2c); any other wording of
    it is not modelled."""
    said = parts(ability)
    if not isinstance(table.get("if"), str) or said is None or said.intervening is None:
        return
    text = _whole(said.intervening, said.effect).replace(name, "this permanent")
    try:
        tree = ast.parse(table["if"], mode="eval")
    except SyntaxError:
        return  # (`verifier.expr` refuses it, naming it)
    calls = {n.func.id for n in ast.walk(tree) if isinstance(n, ast.Call) and isinstance(n.func, ast.Name)}
    words = {s.value for n in ast.walk(tree) if isinstance(n, ast.Constant) for s in (n,) if isinstance(s.value, str)}
    words |= {k.arg for n in ast.walk(tree) if isinstance(n, ast.Call) for k in n.keywords if k.arg}
    numbers = {n.value for n in ast.walk(tree) if isinstance(n, ast.Constant) and type(n.value) is int}

    def wrong(why: str) -> ModelError:
        return (at / "if").error(f"trigger {table['id']!r}: if = {table['if']!r} {why}, and its text's intervening "
                                 f"{said.intervening!r} does not (603.4): the table's if says what the text's if says")

    unsaid = sorted(f for f in calls - set(NOT_IN_CONDITIONS)  # (those `condition_of` refuses, naming them)
                    if f not in _SAYS or _SAYS[f] and not re.search(_SAYS[f], text, re.I))
    if unsaid:
        raise wrong(f"calls {', '.join(unsaid)}")
    unsayable = _UNSAYABLE.search(text)
    if unsayable:
        raise (at / "if").error(f"trigger {table['id']!r}: its text's intervening {said.intervening!r} asks for objects "
                                f"by {unsayable[0]!r} (603.4, 205.3m, 105.2), which no `if` says: not modelled")
    for pattern, names in _SAID_BY:
        if re.search(pattern, text, re.I) and not (set(names) & (calls | words)):
            raise (at / "if").error(f"trigger {table['id']!r}: its text's intervening {said.intervening!r} says "
                                    f"{re.search(pattern, text, re.I)[0]!r}, and if = {table['if']!r} does not "
                                    f"(603.4): say it with {' or '.join(names)}")
    stated = {int(m) if m.isdigit() else _WORD_NUMBERS[m.lower()] for m in _NUMBER.findall(text)} | \
        ({20} if re.search(r"\bstarting life total\b", text, re.I) else set())  # (103.4: two players' 20)
    other = sorted(n for n in numbers if n not in {0, 1} and not stated & {n - 1, n, n + 1})
    if other:
        raise wrong(f"compares with {', '.join(map(str, other))}")
    unsaid = sorted(n for n in stated if not numbers & {n - 1, n, n + 1})  # (draw 12's audit: Emeria's "seven or more"
    if unsaid:  # as >= 1)
        raise (at / "if").error(f"trigger {table['id']!r}: its text's intervening {said.intervening!r} says "
                                f"{unsaid[0]}, and if = {table['if']!r} compares with no such number (603.4)")
    compares = {type(op) for n in ast.walk(tree) if isinstance(n, ast.Compare) for op in n.ops}
    if _EQUAL.search(text) and not _ORDERED.search(text) and compares & set(_ORDER_OPS):
        raise wrong("compares by order (>, >=, <, <=) where its text says equal")
    if _ORDERED.search(text) and not _EQUAL.search(text) and ast.Eq in compares and not compares & set(_ORDER_OPS):
        raise wrong("compares by equality (==) where its text says more or less")
    if "permanent_left_this_turn" in calls:  # 207.2c: revolt names whose permanent left
        if not re.search(r"\bleft the battlefield under (?:your|an opponent's) control\b", text, re.I):
            raise wrong("asks whether a permanent a player controlled left the battlefield (207.2c), a wording it "
                        "does not use: not modelled")
    other_player = "opponent" if controller == "you" else "you"
    named = ({controller} if re.search(r"\byou(?:r|rs)?\b", text, re.I) else set()) | \
        ({other_player} if re.search(r"\bopponents?(?:'s?)?\b", text, re.I) else set()) | \
        ({"you", "opponent"} if _EITHER.search(text) else set())
    if re.search(r"\byour (?:graveyard|hand|library)\b", text, re.I) and controller not in words:  # (and whose)
        raise wrong(f"counts cards of no one player's zone, where the text's are its controller's ({controller!r}, "
                    "109.5)")
    players = sorted(p for p in ("you", "opponent") if p in words and p not in named)
    if players:
        raise wrong(f"names the player {players[0]!r}" + (f" (the text's 'you' is its controller, {controller!r}, "
                                                          "109.5)" if named else ""))
