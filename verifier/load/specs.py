"""The schema language of model files: the kinds of value a key may hold (text, an
integer, a flag, a choice among words, a table of keys, a list of tables, ...), each
checking a value and raising `SchemaError(path, message)` for the first that breaks it.
`verifier.load.schema` writes the model language in it."""
from __future__ import annotations

import difflib
import re
from dataclasses import dataclass
from typing import Any, Dict, Iterable, Optional, Tuple

from verifier.model import COUNTER_KIND, MANA_VALUE, mana_value_of
from verifier.model.effects import EVERY_KIND

MAX_INT = 10 ** 6
MAX_TEXT = 10_000
ID_PATTERN = re.compile(r"[A-Za-z0-9][A-Za-z0-9_/+-]*\Z")
EXPECTS = ("proved", "refuted", "witness", "none", "vacuous")

Path = Tuple[Any, ...]


class SchemaError(Exception):
    def __init__(self, path: Path, message: str):
        super().__init__(message)
        self.path, self.message = path, message


def described(value: Any) -> str:
    if isinstance(value, bool):
        return f"the boolean {str(value).lower()}"
    if isinstance(value, int):
        return f"the integer {value}" if abs(value) < 10 ** 30 else f"an integer of {value.bit_length()} bits"
    if isinstance(value, float):
        return f"the float {value}"
    if isinstance(value, str):
        return f"the string {value[:40]!r}"
    if isinstance(value, list):
        return "an array"
    if isinstance(value, dict):
        return "a table"
    return f"a {type(value).__name__}"


def key_of(path: Path) -> str:
    keys = [k for k in path if isinstance(k, str)]
    return keys[-1] if keys else "file"


class Spec:
    def check(self, value: Any, path: Path) -> None:
        raise NotImplementedError


@dataclass
class Text(Spec):
    is_id: bool = False

    def check(self, value: Any, path: Path) -> None:
        if not isinstance(value, str):
            raise SchemaError(path, f"{key_of(path)!r} must be a string, not {described(value)}")
        if len(value) > MAX_TEXT:
            raise SchemaError(path, f"{key_of(path)!r} is longer than {MAX_TEXT} characters")
        if self.is_id and not ID_PATTERN.match(value):
            raise SchemaError(path, f"{value[:40]!r} in {key_of(path)!r} is not an id: use letters, digits, "
                                    "'_', '-', '+' and '/', starting with a letter or digit")


@dataclass
class Integer(Spec):
    lo: int = -MAX_INT
    hi: int = MAX_INT
    mana_value: bool = False  # also accepts "mana_value" (the affected object's own)
    x: bool = False           # also accepts "X" (107.3a: the X announced as its spell was cast)

    def check(self, value: Any, path: Path) -> None:
        if self.mana_value and value == MANA_VALUE or self.x and value == "X":
            return
        if isinstance(value, bool) or not isinstance(value, int):
            extra = f' or "{MANA_VALUE}"' if self.mana_value else ' or "X"' if self.x else ""
            raise SchemaError(path, f"{key_of(path)!r} must be an integer{extra}, not {described(value)}")
        if not self.lo <= value <= self.hi:
            raise SchemaError(path, f"{key_of(path)!r} must be between {self.lo} and {self.hi}, not {described(value)}")


@dataclass
class Flag(Spec):
    only_true: bool = False  # the key exists to say "yes": write it as true or leave it out

    def check(self, value: Any, path: Path) -> None:
        if not isinstance(value, bool):
            raise SchemaError(path, f"{key_of(path)!r} must be true or false, not {described(value)}")
        if self.only_true and not value:
            raise SchemaError(path, f"{key_of(path)!r} can only be true; leave it out instead")


@dataclass
class Choice(Spec):
    values: Tuple[str, ...]

    def check(self, value: Any, path: Path) -> None:
        Text().check(value, path)
        if value not in self.values:
            raise SchemaError(path, f"unknown {key_of(path)} {value!r}{_hint(value, self.values)} "
                                    f"(known: {', '.join(self.values)})")


@dataclass
class Series(Spec):
    """A non-empty array of words from a closed vocabulary, in order, repeats allowed (one word for each
    thing it says something of: `phyrexian`, one per Phyrexian symbol)."""
    vocabulary: Tuple[str, ...]

    def check(self, value: Any, path: Path) -> None:
        if not isinstance(value, list) or not value:
            raise SchemaError(path, f"{key_of(path)!r} must be a non-empty array of strings, not {described(value)}")
        for i, word in enumerate(value):
            Choice(self.vocabulary).check(word, path + (i,))


@dataclass
class Words(Spec):
    """An array of strings, from a closed vocabulary when one is given; distinct unless `repeats`."""
    vocabulary: Optional[Iterable[str]] = None
    nonempty: bool = False
    is_id: bool = False
    repeats: bool = False

    def check(self, value: Any, path: Path) -> None:
        if not isinstance(value, list):
            raise SchemaError(path, f"{key_of(path)!r} must be an array of strings, not {described(value)}")
        if self.nonempty and not value:
            raise SchemaError(path, f"{key_of(path)!r} must not be empty")
        seen = set()
        for i, word in enumerate(value):
            Text(is_id=self.is_id).check(word, path + (i,))
            if self.vocabulary is not None and word not in self.vocabulary:
                known = sorted(self.vocabulary)
                listing = f" (known: {', '.join(known)})" if len(known) <= 20 else ""
                raise SchemaError(path + (i,), f"unknown {key_of(path)} value {word!r}{_hint(word, known)}{listing}")
            if word in seen and not self.repeats:
                raise SchemaError(path + (i,), f"{word!r} is listed twice in {key_of(path)!r}")
            seen.add(word)


# Keyword abilities the rules read by their word (702): written otherwise, a model would
# silently lack them.
KEYWORDS = ("ascend", "changeling", "daybound", "deathtouch", "defender", "double strike", "first strike", "flash", "flying", "haste",
            "hexproof", "indestructible", "lifelink", "menace", "nightbound", "reach", "shroud", "trample", "vigilance")


@dataclass
class Abilities(Words):
    """An array of abilities' texts, each keyword the rules read (KEYWORDS) in lower case with no
    reminder text: "Hexproof" or "hexproof (This creature ...)" is refused, never taken for
    an ability the rules do not know."""

    def check(self, value: Any, path: Path) -> None:
        # 702.136b: each instance of riot works apart, so it may be listed more than once
        super().check([t for i, t in enumerate(value) if t != "riot" or t not in value[:i]], path)
        for i, text in enumerate(value):
            word = re.sub(r"\s*\(.*\)\s*$", "", text).strip().lower()
            if word in KEYWORDS and text != word:
                raise SchemaError(path + (i,), f"write the keyword {text!r} as {word!r}: lower case, without "
                                               "reminder text, as the rules read it (702)")


@dataclass
class Chains(Spec):
    """`order`: an array of arrays of ids."""

    def check(self, value: Any, path: Path) -> None:
        if not isinstance(value, list):
            raise SchemaError(path, f"'order' must be an array of chains like [[\"a\", \"b\"]], not {described(value)}")
        for i, chain in enumerate(value):
            if not isinstance(chain, list) or not chain:
                raise SchemaError(path + (i,), "each chain in 'order' must be a non-empty array of ids, "
                                               f"like [\"a\", \"b\"], not {described(chain)}")
            for j, x in enumerate(chain):
                Text(is_id=True).check(x, path + (i, j))


@dataclass
class Applied(Spec):
    """`pinned.ties`: an array of arrays of effect names, each in the order they apply."""

    def check(self, value: Any, path: Path) -> None:
        if not isinstance(value, list):
            raise SchemaError(path, f"'ties' must be an array of arrays like [[\"a\", \"b\"]], not {described(value)}")
        for i, chain in enumerate(value):
            if not isinstance(chain, list) or len(chain) < 2:
                raise SchemaError(path + (i,), f"each of 'ties' must be an array of two or more names, not "
                                               f"{described(chain)}")
            Words().check(chain, path + (i,))


@dataclass
class ChoiceValues(Spec):
    """`pinned.choices`: the value of each of the players' choices, by its name in the encoding."""

    def check(self, value: Any, path: Path) -> None:
        if not isinstance(value, dict):
            raise SchemaError(path, f"'choices' must be a table like {{ \"X of fireball\" = 3 }}, "
                                    f"not {described(value)}")
        for name, n in value.items():
            Integer(0, MAX_INT).check(n, path + (name,))


# Counters the rules give a meaning the model does not follow (122.1b): refused, never ignored.
RULED_COUNTERS = {
    **{k: "gives its permanent that keyword (122.1b, 613.1f)" for k in (
        "flying", "first strike", "double strike", "deathtouch", "decayed", "exalted", "haste", "hexproof",
        "indestructible", "lifelink", "menace", "reach", "shadow", "trample", "vigilance")},
}  # (shield and stun counters are kept, a history they would change refused: KEPT_COUNTERS)


def _check_counter_kind(kind: str, path: Path) -> None:
    if kind == EVERY_KIND:
        raise SchemaError(path, f"{kind!r} is not a kind of counter: it counts every counter on an object in an "
                                "amount's counters only")
    if not COUNTER_KIND.match(kind):
        raise SchemaError(path, f"{kind[:40]!r} is not a kind of counter: a P/T counter like "
                                "\"+1/+1\" or \"-0/-1\" (122.1a), or a word like \"charge\"")
    if kind in RULED_COUNTERS:
        raise SchemaError(path, f"a {kind} counter {RULED_COUNTERS[kind]}, which is not modelled")


@dataclass
class Counters(Spec):
    x: bool = False  # a count may be "X": the X chosen for the spell that became the permanent (107.3)
    snow: bool = False  # or "S": the mana from snow sources spent to cast it ("for each {S} spent", 601.2h, 107.4h)

    def check(self, value: Any, path: Path) -> None:
        if not isinstance(value, dict):
            raise SchemaError(path, f"'counters' must be a table like {{ \"+1/+1\" = 3 }}, not {described(value)}")
        for kind, n in value.items():
            _check_counter_kind(kind, path + (kind,))
            if not (self.x and n == "X" or self.snow and n == "S"):
                Integer(0, MAX_INT).check(n, path + (kind,))




@dataclass
class CounterKind(Text):
    """One kind of counter: "+1/+1", "charge"; with `every`, also "every kind" (an amount's
    counters of every kind, 122.1)."""
    every: bool = False

    def check(self, value: Any, path: Path) -> None:
        super().check(value, path)
        if not (self.every and value == EVERY_KIND):
            _check_counter_kind(value, path)


@dataclass
class CounterKinds(Words):
    """A non-empty array of distinct kinds of counter; with `every`, also "every kind" (a filter's
    "with a counter on it": one or more counters, whatever their kind, 122.1)."""
    nonempty: bool = True
    every: bool = False

    def check(self, value: Any, path: Path) -> None:
        super().check(value, path)
        for i, kind in enumerate(value):
            CounterKind(every=self.every).check(kind, path + (i,))


@dataclass
class Refused(Spec):
    """A key the verifier knows but does not support: an error saying so."""
    message: str

    def check(self, value: Any, path: Path) -> None:
        raise SchemaError(path, self.message)


@dataclass
class Table(Spec):
    what: str                                  # for messages: "[[object]]", "affects", ...
    fields: Dict[str, Spec]
    required: Tuple[str, ...] = ()
    nonempty: bool = False                     # at least one key

    def check(self, value: Any, path: Path) -> None:
        if not isinstance(value, dict):
            raise SchemaError(path, f"{self.what} must be a table, not {described(value)}")
        for key, v in value.items():
            spec = self.fields.get(key)
            if spec is None:
                known = [k for k, s in self.fields.items() if not isinstance(s, Refused)]
                layers = [k for k in known if k.startswith("layer")]
                if str(key).startswith("layer") and layers:
                    raise SchemaError(path + (key,), f"unknown layer {key!r} in {self.what} (known: {', '.join(layers)})")
                raise SchemaError(path + (key,), f"unknown key {key!r} in {self.what}{_hint(key, known)}")
            spec.check(v, path + (key,))
        for key in self.required:
            if key not in value:
                raise SchemaError(path, f"{self.what} needs {key!r}")
        if self.nonempty and not value:
            raise SchemaError(path, f"{self.what} is empty: give at least one of {', '.join(self.fields)}")


@dataclass
class Tables(Spec):
    """An array of tables ([[x]] sections, or an array of inline tables)."""
    table: Table

    def check(self, value: Any, path: Path) -> None:
        if not isinstance(value, list):
            raise SchemaError(path, f"{self.table.what} must be an array of tables, not {described(value)}")
        for i, item in enumerate(value):
            self.table.check(item, path + (i,))


def _hint(word: str, known: Iterable[str]) -> str:
    close = difflib.get_close_matches(word, list(known), n=1)
    return f" (did you mean {close[0]!r}?)" if close else ""


@dataclass
class Numbers(Spec):
    """`numbers`: amounts the board does not show, by name ("creature cards in your graveyard" = 10)."""

    def check(self, value: Any, path: Path) -> None:
        if not isinstance(value, dict):
            raise SchemaError(path, f"'numbers' must be a table like {{ \"cards in your hand\" = 3 }}, not {described(value)}")
        for name, n in value.items():
            Integer(0, MAX_INT).check(n, path + (name,))


@dataclass
class Division(Spec):
    """`deals` (an ability's), `deals_to` (a cast's): the damage each target is dealt ({ bears = 1, opponent = 1 }),
    divided as announced (601.2d)."""

    def check(self, value: Any, path: Path) -> None:
        if not isinstance(value, dict) or not value:
            raise SchemaError(path, f"{key_of(path)!r} must be a table like {{ bears = 1, opponent = 1 }}, not "
                                    f"{described(value)}")
        for to, n in value.items():
            Integer(0, MAX_INT).check(n, path + (to,))


@dataclass
class Renames(Spec):
    """`returns_exiled` (a trigger's): each card -> the new object it returns as ({ bears = "bears-again" }, 400.7)."""

    def check(self, value: Any, path: Path) -> None:
        if not isinstance(value, dict) or not value:
            raise SchemaError(path, f"{key_of(path)!r} must be a table like {{ bears = \"bears-again\" }}, not "
                                    f"{described(value)}")
        for card, new in value.items():
            Text(is_id=True).check(new, path + (card,))


@dataclass
class Conditions(Spec):
    """`conditions`: whether facts the board does not show hold ("you control a Forest" = true);
    a static ability with that `condition` applies only if it does (611.3a)."""

    def check(self, value: Any, path: Path) -> None:
        if not isinstance(value, dict):
            raise SchemaError(path, f"'conditions' must be a table like {{ \"it's your turn\" = true }}, "
                                    f"not {described(value)}")
        for name, b in value.items():
            Flag().check(b, path + (name,))


@dataclass
class ManaCostText(Spec):
    """A mana cost: mana symbols like "{2}{U}{U}", "{X}{R}", "{W/U}", "{2/B}", "{G/P}" (202.1, 107.4)."""

    def check(self, value: Any, path: Path) -> None:
        Text().check(value, path)
        if mana_value_of(value) is None:
            raise SchemaError(path, f"{value[:40]!r} is not a mana cost: write mana symbols like \"{{2}}{{U}}{{U}}\" "
                                    "or \"{X}{R}\" (107.4)")
