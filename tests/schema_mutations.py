"""What tests/test_schema_keys.py needs to change each key of the model-file schema in
the bundled models and see whether anything changes: the keys of the schema
(`schema_keys`), where the bundled files use them (`bundled_uses`), other values for
a key (`changes`), a file's data written back as TOML (`toml_text`), a file's outcome
(its claims' verdicts, or refused), and a `Runner` that tries the changes in a copy of
models/ until one changes an outcome.
"""
from __future__ import annotations

import copy
import hashlib
import json
import os
import re
import shutil
from dataclasses import dataclass, field
from itertools import zip_longest
from pathlib import Path
from typing import Any, Dict, Iterable, Iterator, List, Optional, Tuple

from verifier.corpus import load_corpus
from verifier.errors import ModelError
from verifier.load import files
from verifier.load import schema as S, specs
from verifier.load.loader import load_model
from verifier.model import MANA_VALUE, OWN_POWER
from verifier.query import check_claim_over, possible_histories
from verifier.rules.typeline import SETS_OF
from verifier.search import shortest_refutation

MODELS = Path(__file__).resolve().parent.parent / "models"

Name = Tuple[str, ...]
Place = Tuple[Any, ...]  # keys and array indices from the file's top to a value

# A table at this name that has this key is another kind of table: its keys are named apart.
# A [[card.static]] with as_though_haste is a permission (302.6), not a layer effect.
VARIANTS: Dict[Name, str] = {("card", "static"): "as_though_haste"}

EXERCISES = "schema_key_"  # scenarios written to exercise keys no other bundled model shows: tried first
MAX_TRIALS = 6      # places of a key tried, each with a file that shows the change
MAX_PLACES = 2      # places tried with the same file
# Scenarios whose claims take seconds: tried only when no other file shows the key.
SLOW = ("scenarios/history_timestamp_attached.toml", "scenarios/cr_612_text_of_abilities.toml",
        "scenarios/auras_and_equipment.toml")


# -- the keys of the schema --------------------------------------------------------------

def _inner(spec: specs.Spec) -> Optional[specs.Table]:
    """The table a value of this spec is made of, or may be (an amount, a unit of mana)."""
    if isinstance(spec, specs.Tables):
        return spec.table
    if isinstance(spec, specs.Table):
        return spec
    if isinstance(spec, S.Amount):
        return S.AMOUNT
    if isinstance(spec, S.ManaUnits):
        return S._UNIT
    return None


def _variant(name: Name, key: str) -> Name:
    return name[:-1] + (f"{name[-1]}[{key}]",)


def _named(name: Name, table: dict) -> Name:
    """A table's name: its variant's, when it has the key that makes one."""
    key = VARIANTS.get(name)
    return _variant(name, key) if key is not None and key in table else name


def _walk(table: specs.Table, name: Name, out: Dict[str, specs.Spec]) -> None:
    names = [name] + ([_variant(name, VARIANTS[name])] if name in VARIANTS else [])
    for at in names:
        for key, spec in table.fields.items():
            if at == name and key == VARIANTS.get(name):
                continue  # a table with it is the variant
            out[".".join(at + (key,))] = spec
            inner = _inner(spec)
            if inner is not None and not isinstance(spec, specs.Refused):
                _walk(inner, at + (key,), out)


def schema_keys() -> Dict[str, specs.Spec]:
    """Every key of the model-file schema by its dotted name, with its spec."""
    out: Dict[str, specs.Spec] = {}
    _walk(S.MODEL_FILE, (), out)
    return out


# -- where the bundled models use them ---------------------------------------------------

def _tables_in(spec: specs.Spec, value: Any) -> Iterator[Tuple[Place, dict]]:
    """The tables in a value of `spec`, each with its place under the value."""
    if isinstance(spec, specs.Tables):
        yield from (((i,), t) for i, t in enumerate(value))
    elif isinstance(spec, S.ManaUnits):
        yield from (((i,), u) for i, u in enumerate(value) if isinstance(u, dict))
    elif isinstance(value, dict) and isinstance(spec, (specs.Table, S.Amount)):
        yield (), value


def key_uses(data: dict, table: specs.Table = S.MODEL_FILE, name: Name = (), place: Place = ()
             ) -> Iterator[Tuple[str, Place]]:
    """Each key a file's data uses, by its dotted name, with its place."""
    name = _named(name, data)
    for key, value in data.items():
        spec, at, where = table.fields[key], name + (key,), place + (key,)
        yield ".".join(at), where
        inner = _inner(spec)
        for sub, t in _tables_in(spec, value) if inner is not None else ():
            yield from key_uses(t, inner, at, where + sub)


@dataclass(frozen=True)
class Use:
    file: Path   # relative to models/
    place: Place


def bundled_files() -> List[Path]:
    return sorted(p.relative_to(MODELS) for p in MODELS.rglob("*.toml"))


def read(root: Path, rel: Path) -> dict:
    """A file's data as the loader parsed it (`files.read_model_file`, cached by content, so
    that the collection parses each bundled file once): shared, so never changed in place
    (`changed` changes a copy)."""
    return files.read_model_file(root / rel).data


def bundled_uses() -> Dict[str, List[Use]]:
    """Every key some bundled model uses, with its places."""
    out: Dict[str, List[Use]] = {}
    for rel in bundled_files():
        for name, place in key_uses(read(MODELS, rel)):
            out.setdefault(name, []).append(Use(rel, place))
    return out


# -- changes of a value ------------------------------------------------------------------

REMOVE = object()  # the key removed


def _other_words(vocabulary, word: str, taken: List[str]) -> List[str]:
    """Two other words of the vocabulary, those of the word's subtype set first."""
    kind = set(SETS_OF.get(word, ()))
    free = sorted(w for w in vocabulary if w not in taken)
    return sorted(free, key=lambda w: not kind & set(SETS_OF.get(w, ())))[:2]


def _word_changes(spec: specs.Words, value: list) -> Iterator[list]:
    for i, word in enumerate(value):
        yield value[:i] + value[i + 1:]
        others = _other_words(spec.vocabulary, word, value) if spec.vocabulary is not None else \
            ["mutated-id" if spec.is_id else "mutated"]
        yield from (value[:i] + [w] + value[i + 1:] for w in others)


def _integer_changes(value: Any, lo: int, hi: int, mana_value: bool) -> Iterator[Any]:
    if value in (MANA_VALUE, OWN_POWER):
        yield from (0, 1)
        return
    yield from (v for v in (value + 1, value - 1) if lo <= v <= hi)
    if mana_value:
        yield MANA_VALUE


def _entry_changes(value: dict, change) -> Iterator[dict]:
    """A table of entries (counters, numbers, conditions): each entry changed, then removed."""
    for k in value:
        yield {**value, k: change(value[k])}
    for k in value:
        yield {j: v for j, v in value.items() if j != k}


def _table_changes(value: Any) -> Iterator[Any]:
    if isinstance(value, dict):
        yield from ({j: v for j, v in value.items() if j != k} for k in value)
    elif isinstance(value, list):
        yield from (value[:i] + value[i + 1:] for i in range(len(value)))


def _mana_unit_changes(value: list) -> Iterator[list]:
    for i, unit in enumerate(value):
        if len(value) > 1:
            yield value[:i] + value[i + 1:]
        if isinstance(unit, str):
            yield from (value[:i] + [m] + value[i + 1:] for m in _other_words(S.MANA_TYPES, unit, [unit]))


def changes(spec: specs.Spec, value: Any) -> Iterator[Any]:
    """Other values for a key (REMOVE last, or first for a table), some of which the
    schema may refuse: those are not tried."""
    if isinstance(spec, (specs.Table, specs.Tables)):
        yield REMOVE
        yield from _table_changes(value)
        return
    if isinstance(spec, specs.Flag):
        yield not value
    elif isinstance(spec, specs.Integer):
        yield from _integer_changes(value, spec.lo, spec.hi, spec.mana_value)
    elif isinstance(spec, S.Amount):
        yield from _table_changes(value) if isinstance(value, dict) else \
            _integer_changes(value, -specs.MAX_INT, specs.MAX_INT, spec.mana_value)
    elif isinstance(spec, specs.Choice):
        yield from (v for v in spec.values if v != value)
    elif isinstance(spec, specs.Words):
        yield from _word_changes(spec, value)
    elif isinstance(spec, specs.Counters):
        yield from _entry_changes(value, lambda n: 1 if n in ("X", "S") else n + 1)
    elif isinstance(spec, specs.Numbers):
        yield from _entry_changes(value, lambda n: n + 1)
    elif isinstance(spec, specs.Conditions):
        yield from _entry_changes(value, lambda b: not b)
    elif isinstance(spec, specs.Chains):
        yield from _table_changes(value)
        yield from (value[:i] + [chain[::-1]] + value[i + 1:] for i, chain in enumerate(value))
    elif isinstance(spec, S.ManaUnits):
        yield from _mana_unit_changes(value)
    elif isinstance(spec, specs.ManaCostText):
        yield from ("{1}" + value, value + "{G}")
    elif isinstance(spec, specs.Text):
        yield "mutated-id" if spec.is_id else "mutated"
    yield REMOVE


def changed(data: dict, place: Place, value: Any) -> dict:
    """A copy of the data with the value at `place` replaced (or removed)."""
    out = copy.deepcopy(data)
    parent = out
    for key in place[:-1]:
        parent = parent[key]
    if value is REMOVE:
        del parent[place[-1]]
    else:
        parent[place[-1]] = value
    return out


# -- TOML written back -------------------------------------------------------------------

def _toml_key(key: str) -> str:
    return key if re.fullmatch(r"[A-Za-z0-9_-]+", key) else json.dumps(key, ensure_ascii=False)


def _toml_value(value: Any) -> str:
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, int):
        return str(value)
    if isinstance(value, str):
        return json.dumps(value, ensure_ascii=False)
    if isinstance(value, list):
        return "[" + ", ".join(_toml_value(v) for v in value) + "]"
    return "{" + ", ".join(f"{_toml_key(k)} = {_toml_value(v)}" for k, v in value.items()) + "}"


def toml_text(data: dict) -> str:
    """A model file's data as TOML, a line for each top-level key and all else inline."""
    return "".join(f"{_toml_key(k)} = {_toml_value(v)}\n" for k, v in data.items())


# -- outcomes ----------------------------------------------------------------------------

REFUSED = ("refused",)
Outcome = Iterator[tuple]  # item by item, so that a comparison stops at the first that differs


def scenario_outcome(path: Path, search: bool = False) -> Outcome:
    """How many claims, then each claim's verdict and whether it is the expected one, and
    with `search` how many events the shortest history refuting it adds (`verifier
    search`); or refused."""
    try:
        sc = load_model(path)
        if sc is None:  # a card file, checked
            yield ("cards",)
            return
        yield ("claims", len(sc.claims))
        encodings = possible_histories(sc).encodings  # (an event that cannot happen is refused here)
        for c in sc.claims:
            verdict = check_claim_over(encodings, c).verdict.value
            yield verdict, verdict == c.expect
        for c in sc.claims if search and sc.search_events else ():
            found, _ = shortest_refutation(sc, c)
            yield "search", None if found is None else len(found.events)
    except ModelError:
        yield REFUSED
    except Exception as exc:  # noqa: BLE001 - a crash is no refusal, but the key was read
        yield "crashed", type(exc).__name__


def corpus_outcome(path: Path) -> Outcome:
    """What kind of source, then how each statement is formalised or set aside (the claims
    that formalise it, or set aside as not yet or out of scope, or possibly outdated); or
    refused."""
    try:
        c = load_corpus(path)
    except ModelError:
        yield REFUSED
        return
    yield ("page" if c.page else "rulings" if c.rulings else "shared",)
    for s in c.statements:
        yield (tuple((Path(f).name, cid) for f, cid in s.claims), bool(s.not_yet), bool(s.out_of_scope),
               bool(s.possibly_outdated))


def is_corpus(data: dict) -> bool:
    return any(k in data for k in S.CORPUS_SECTIONS)


def outcome(root: Path, rel: Path, data: dict, search: bool = False) -> Outcome:
    return corpus_outcome(root / rel) if is_corpus(data) else scenario_outcome(root / rel, search)


def searches(key: str) -> bool:
    """Whether the key is one only `verifier search` reads (and so its outcome says)."""
    return key.startswith("scenario.search.")


_MISSING = object()


def first_difference(now: Outcome, before: Iterable[tuple]) -> Optional[tuple]:
    """The first item of an outcome that differs from the one before (None: the same),
    each side computed only as far as the comparison goes."""
    for item, was in zip_longest(now, before, fillvalue=_MISSING):
        if item != was:
            return ("ended",) if item is _MISSING else item
    return None


class Unchanged:
    """A bundled file's outcome unchanged, computed from a copy of models/ that is never changed
    (`root`) only as far as comparisons have asked, and kept: a change the schema's reading refuses
    is told apart from the file loading alone, without checking a claim of it."""

    def __init__(self, root: Path, rel: Path, data: dict, search: bool):
        self.items: List[tuple] = []
        self._rest: Optional[Outcome] = outcome(root, rel, data, search)  # (nothing computed until asked)

    def __iter__(self) -> Outcome:
        n = 0
        while True:
            if n == len(self.items):
                item = next(self._rest, None) if self._rest is not None else None
                if item is None:
                    self._rest = None  # (all computed: what it held is freed)
                    return
                self.items.append(item)
            yield self.items[n]
            n += 1


@dataclass
class Bundle:
    """The bundled models and what depends on what: the scenarios that use a card,
    the corpus files that cite a scenario or share a corpus file's statements."""
    data: Dict[Path, dict] = field(default_factory=dict)
    users: Dict[str, List[Path]] = field(default_factory=dict)      # card name -> scenarios
    citing: Dict[Path, List[Path]] = field(default_factory=dict)    # file -> corpus files naming it

    @classmethod
    def read(cls) -> "Bundle":
        b = cls()
        for rel in bundled_files():
            b.data[rel] = read(MODELS, rel)
        for rel, data in b.data.items():
            own = {c["name"] for c in data.get("card", [])}
            for t in data.get("object", []) + data.get("effect", []):
                if "card" in t and t["card"] not in own:
                    b.users.setdefault(t["card"], []).append(rel)
            for s in data.get("statement", []):
                for ref in s.get("claims", []) + [s.get("same_as", "")]:
                    cited = Path(os.path.normpath(rel.parent / ref.partition("#")[0]))
                    if ref and rel not in b.citing.setdefault(cited, []):
                        b.citing[cited].append(rel)
        return b

    def size(self, rel: Path) -> int:
        return (MODELS / rel).stat().st_size

    def is_corpus(self, rel: Path) -> bool:
        return is_corpus(self.data[rel])

    def is_card_file(self, rel: Path) -> bool:
        return not any(k in self.data[rel] for k in S.SCENARIO_SECTIONS + S.CORPUS_SECTIONS)

    def shown_by(self, use: Use) -> List[Path]:
        """The files that show whether a change at this place matters: for a card of a card
        file, the scenarios that use it; else the file itself."""
        if not self.is_card_file(use.file):
            return [use.file]
        cards = self.data[use.file]["card"]
        cards = cards[use.place[1]:use.place[1] + 1] if len(use.place) > 1 else cards
        return sorted({u for c in cards for u in self.users.get(c["name"], [])}) or [use.file]

    def asks_about(self, rel: Path, key: str) -> int:
        """How closely the file's claims ask about what the key's name says, as a hint of where
        a change of the key shows (tried first): 0 the whole name ("mana_value": mana_value(x),
        "abilities": has_ability), 1 a word of it, 2 nothing."""
        asked = " ".join(c.get(k, "") for c in self.data[rel].get("claim", []) for k in ("expr", "assume"))
        name = re.sub(r"\[.*?\]", "", key.rsplit(".", 1)[-1])
        words = [w for w in name.split("_") if len(w) > 3 and w != "non"]
        return 0 if re.sub(r"ies$", "y", name).rstrip("s") in asked else 1 if any(w[:5] in asked for w in words) else 2

    def rank(self, trial: "Trial", key: str) -> tuple:
        """Which trials come first: those whose claims ask about what the key's name says;
        a scenario that changes its own card before one that uses a card of models/cards;
        corpus files that others share or cite; the smallest."""
        shared = self.is_corpus(trial.shows) and bool(self.citing.get(trial.shows))
        return (self.asks_about(trial.shows, key), trial.use.file != trial.shows, not shared,
                self.size(trial.shows))

    def checked(self, trial: "Trial") -> List[Path]:
        """The files a trial loads: the changed file, the one that shows the change, and the
        corpus files citing the changed one."""
        return list(dict.fromkeys([trial.use.file, trial.shows] + self.citing.get(trial.use.file, [])))


@dataclass(frozen=True)
class Trial:
    use: Use      # where the key's value is changed
    shows: Path   # the scenario (or the file itself) whose outcome shows whether that matters


@dataclass
class Change:
    key: str
    file: Path
    place: Place
    value: Any
    where: Path     # the file refused or whose verdicts changed
    now: tuple      # the first item of its outcome that changed


def removal(data: dict, place: Place) -> Optional[dict]:
    """The data with the value at `place` removed.  Where that leaves a table or array
    empty that the schema needs filled (the only key of a layer part, the only unit of
    mana), the empty one is removed too, and so on up; and where what is removed that
    way was all of a value its [[table]] needs, that table goes: what it did was the
    key's.  None if the schema refuses the key's removal otherwise (a key it requires)."""
    emptied = False
    while place:
        out = changed(data, place, REMOVE)
        if accepted(out):
            return out
        holder = value_at(out, place[:-1])
        if holder in ({}, []) or emptied and len(place) > 1 and isinstance(place[-2], int):
            emptied, place = True, place[:-1]
        else:
            return None
    return None


def accepted(data: dict) -> bool:
    """Whether the schema accepts a file with this data."""
    try:
        S.validate(data)
    except specs.SchemaError:
        return False
    return True


def value_at(data: Any, place: Place) -> Any:
    for key in place:
        data = data[key]
    return data


def valid_change(data: dict, place: Place, value: Any) -> Optional[dict]:
    """The data with the value at `place` changed, if the schema accepts that (a change
    it refuses tells nothing about the key)."""
    if value is REMOVE:
        return removal(data, place)
    out = changed(data, place, value)
    return out if accepted(out) else None


class Runner:
    """Changes tried in a copy of models/ (`work`); the unchanged outcomes kept per file (`Unchanged`),
    computed from another copy (`unchanged_root`, beside it, so that both find the same cards)."""

    def __init__(self, work: Path, unchanged_root: Path, bundle: Optional[Bundle] = None):
        self.work, self.unchanged_root, self.bundle = work, unchanged_root, bundle or Bundle.read()
        self.baseline: Dict[Tuple[Path, bool], Unchanged] = {}   # (file, with the search) -> its outcome

    def unchanged(self, rel: Path, search: bool = False) -> Unchanged:
        if (rel, search) not in self.baseline:
            self.baseline[rel, search] = Unchanged(self.unchanged_root, rel, self.bundle.data[rel], search)
        return self.baseline[rel, search]

    def first_change(self, key: str, uses: List[Use]) -> Optional[Change]:
        """The first change of the key's value that changes an outcome, in the cheapest trials."""
        for trial in self.trials(key, uses):
            for value in changes(KEYS[key], self._value(trial.use)):
                found = self._try(key, trial, value)
                if found is not None:
                    return found
        return None

    def trials(self, key: str, uses: List[Use]) -> Iterator[Trial]:
        """The key's places with the files that show their changes (`rank`); the scenarios
        written to exercise keys (EXERCISES) take the first half.  At most MAX_PLACES places
        a file and MAX_TRIALS scenarios in all (corpus files, which run no claims, all but
        MAX_PLACES a file); slow scenarios only when no other shows the key."""
        ranked = sorted((Trial(u, f) for u in uses for f in self.bundle.shown_by(u)),
                        key=lambda t: self.bundle.rank(t, key))
        own = [t for t in ranked if t.shows.name.startswith(EXERCISES)]
        others = [t for t in ranked if not t.shows.name.startswith(EXERCISES)]
        per_file: Dict[Path, int] = {}
        runs = 0
        slow: List[Trial] = []
        for t in own[:MAX_TRIALS // 2] + others + own[MAX_TRIALS // 2:]:
            per_file[t.shows] = per_file.get(t.shows, 0) + 1
            if per_file[t.shows] > MAX_PLACES:
                continue
            if not self.bundle.is_corpus(t.shows):
                if runs == MAX_TRIALS:
                    continue
                if t.shows.as_posix() in SLOW:
                    slow.append(t)
                    continue
                runs += 1
            yield t
        yield from slow[:0 if runs else MAX_PLACES]

    def _value(self, use: Use) -> Any:
        return value_at(self.bundle.data[use.file], use.place)

    def _try(self, key: str, trial: Trial, value: Any) -> Optional[Change]:
        use, search = trial.use, searches(key)
        data = valid_change(self.bundle.data[use.file], use.place, value)
        if data is None:
            return None
        checked = {rel: self.unchanged(rel, search) for rel in self.bundle.checked(trial)}
        target, text = self.work / use.file, toml_text(data)
        target.write_text(text, encoding="utf-8")
        try:
            for rel, before in checked.items():
                now = first_difference(outcome(self.work, rel, data if rel == use.file else self.bundle.data[rel],
                                               search), before)
                if now is not None:
                    return Change(key, use.file, use.place, value, rel, now)
        finally:
            shutil.copyfile(MODELS / use.file, target)
            forget(target, text)
        return None


def forget(path: Path, text: str) -> None:
    """Drop a changed file from the loader's cache of parsed files (by content), which holds
    `files.CACHED_FILES`: the bundled files (read again and again) stay, not each change."""
    files._CACHE.pop(hashlib.sha256(text.encode()).digest(), None)


KEYS = schema_keys()       # every key of the schema, by its dotted name
USES = bundled_uses()      # every key the bundled models use, with its places
