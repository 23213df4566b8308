"""Model files read and checked against the schema, places in them (`At`), and
cards looked up by name (`CardLibrary`)."""
from __future__ import annotations

import hashlib
from collections import OrderedDict
from dataclasses import dataclass
from importlib import resources
from pathlib import Path
from typing import Any, Dict, List, Optional, Sequence, Tuple

from verifier.errors import ModelError
from verifier.load.modelfile import ModelFile, read_bounded
from verifier.load.schema import SCENARIO_SECTIONS, SchemaError, validate
from verifier.model import TWO_STEPS


@dataclass(frozen=True)
class At:
    """A place in a model file: the file and the path of keys to a value."""

    file: ModelFile
    path: Tuple[Any, ...] = ()

    def __truediv__(self, key: Any) -> "At":
        return At(self.file, self.path + (key,))

    def at(self, *keys: Any) -> "At":
        return At(self.file, self.path + keys)

    def error(self, message: str) -> ModelError:
        return self.file.error(self.path, message)

    @property
    def line(self) -> int:
        return self.file.line_of(self.path)


def get_in(data: Any, path: Tuple[Any, ...]) -> Any:
    for key in path:
        if isinstance(data, dict) and key in data or isinstance(data, list) and isinstance(key, int):
            data = data[key]
        else:
            return None
    return data


def get(at: At) -> Any:
    return get_in(at.file.data, at.path)


# by content: the same text read from another path is parsed once; least recently read first
_CACHE: "OrderedDict[bytes, ModelFile]" = OrderedDict()
CACHED_FILES = 4096  # a long-lived process reads many files; keep memory bounded (the 1,113 bundled ones fit)


def read_model_file(path: Path) -> ModelFile:
    """A model file, parsed and checked against the schema (cached by content)."""
    raw = read_bounded(path)
    key = hashlib.sha256(raw).digest()
    if key in _CACHE:
        _CACHE.move_to_end(key)  # (the card files every scenario reads stay while others come and go)
    else:
        mf = ModelFile(path, raw)
        try:
            validate(mf.data)
        except SchemaError as exc:
            raise mf.error(exc.path, exc.message) from None
        if len(_CACHE) >= CACHED_FILES:
            _CACHE.popitem(last=False)
        _CACHE[key] = mf
    return _CACHE[key].at(path)


# a card folder's level (`CardLibrary._add_folder`), by the folder and its files' names and signatures
_LEVELS: Dict[tuple, Dict[str, At]] = {}


def _signature(path: Path) -> tuple:
    """What changes when a file is written: its size, modification time and inode."""
    info = path.stat()
    return info.st_size, info.st_mtime_ns, info.st_ino


def is_scenario_file(path: Path) -> bool:
    return any(k in read_model_file(path).data for k in SCENARIO_SECTIONS)


def bundled_cards() -> Optional[Path]:
    """The folder of the hand-written cards shipped with the verifier (issue 25): in an
    installed package, its data/cards/ (setup.py's build step copies models/cards/*.toml
    there); in the repository's checkout, models/cards/ itself, the same files."""
    installed = Path(str(resources.files("verifier").joinpath("data/cards")))
    checkout = Path(__file__).resolve().parents[2] / "models" / "cards"
    return next((f for f in (installed, checkout) if f.is_dir()), None)


class CardLibrary:
    """Cards by name: the file's own, then those of cards/*.toml in its folder and
    in each folder above, then those of *.toml in each of `extra` (`--cards DIR`, in
    the order given), then the bundled ones (`bundled_cards`); a nearer definition
    shadows a farther one (a user's own card so wins over the bundled one of its name),
    and one name defined twice at the same distance is refused as ambiguous."""

    def __init__(self, own: ModelFile, extra: Sequence[Path] = ()):
        self.cards: Dict[str, At] = {}
        self.generated: List[str] = []  # cards generated from Oracle text, in the order asked
        self.unfollowed: List[str] = []  # "card: what of its text is not followed", of those cards
        self.searched: List[Path] = []  # the card folders read, named when a card is in none of them
        self._add_level([own])
        where = own.path.resolve()  # a bare file name has no parents to search
        bundled = bundled_cards()
        for folder in [*(f / "cards" for f in [where.parent, *where.parent.parents]), *extra,
                       *([bundled] if bundled else [])]:
            folder = folder.resolve()
            if folder.is_dir() and folder not in self.searched:  # (a --cards folder may also be a cards/ above)
                self.searched.append(folder)
                self._add_folder(folder, where)

    def _add_folder(self, folder: Path, where: Path) -> None:
        """The cards of a folder's *.toml files but the file being loaded, as one level; the level
        kept by the files' names and stat signatures, for the next file loaded beside them."""
        paths = sorted(f for f in folder.glob("*.toml") if f.is_file())
        kept = [f for f in paths if (f.resolve() if f.is_symlink() else f) != where]  # (folder is resolved)
        key = (folder, tuple((f.name, *_signature(f)) for f in kept))
        level = _LEVELS.get(key)
        if level is None:
            level = self._level([read_model_file(f) for f in kept])
            if len(_LEVELS) >= CACHED_FILES:
                _LEVELS.clear()
            _LEVELS[key] = level
        for name, at in level.items():
            self.cards.setdefault(name, at)

    def _add_level(self, files: List[ModelFile]) -> None:
        for name, at in self._level(files).items():
            self.cards.setdefault(name, at)

    @staticmethod
    def _level(files: List[ModelFile]) -> Dict[str, At]:
        """The cards of files at one distance, by name; a name defined twice among them is refused."""
        level: Dict[str, At] = {}
        for mf in files:
            for i, table in enumerate(mf.data.get("card", [])):
                at = At(mf, ("card", i))
                # a double-faced card by the name of either face, or both (712)
                back = table.get("back", {}).get("name")
                names = [table["name"]] + ([back, f"{table['name']} // {back}"] if back else [])
                for name in names:
                    first = level.setdefault(name, at)
                    if first is not at:
                        where = f"line {(first / 'name').line}" if first.file is mf else \
                            f"{first.file.path}:{(first / 'name').line}"
                        raise (at / "name").error(f"card {name!r} is defined twice (also at {where})")
        return level

    def names_back(self, name: str) -> bool:
        """Whether the name is that of a double-faced card's back face (712)."""
        at = self.cards.get(name)
        return at is not None and get(at).get("back", {}).get("name") == name

    def get(self, name: str, at: At) -> At:
        """A card defined in the file or a cards/ folder; else, with the optional
        `cards` extra, one generated from its Oracle text (`verifier.cards`)."""
        if name not in self.cards:
            self.cards[name] = self._generated(name, at)
        return self.cards[name]

    def _unknown(self, name: str) -> str:
        """Where a card was looked for in vain: a new user's first question (issue 25)."""
        folders = ", ".join(map(str, self.searched)) or "none: no cards/ folder beside the file or above it, " \
            "no bundled cards"
        return f"unknown card {name!r}: not in the file nor in the card folders searched ({folders})"

    def _generated(self, name: str, at: At) -> At:
        from verifier.cards import oracle, table  # (an optional extra: imported only when needed)
        if not oracle.available():
            raise at.error(f"{self._unknown(name)}; define it in one, name another folder with --cards DIR, or "
                           "install the cards extra to generate it from its Oracle text")
        text, refusals = table.generate(name)
        if text is None:
            raise at.error(f"{self._unknown(name)}; from its Oracle text, {'; '.join(refusals)}")
        mf = ModelFile(Path(f"<Oracle text of {name}>"), text.encode())
        try:
            validate(mf.data)
        except SchemaError as exc:
            raise at.error(f"card {name!r} generated from its Oracle text does not fit the model: {exc.message}") \
                from None
        self.generated.append(name)
        self.unfollowed += [f"{name}: {line[2:]}" for line in text.splitlines() if line.startswith("# not followed:")]
        return At(mf, ("card", 0))


def table_of(tables: List[dict], k: int, history: Sequence[Any]) -> int:
    """The index of the file's event the k-th event of `history` comes from (the scenario's
    events, or its given events): an embalm, eternalize or return gives two (`TWO_STEPS`), an
    activation or cast whose cost sacrifices a permanent two (the second `Event.second`), and a
    duration's `ends` none (`Event.implied`): a second event is its first's table's."""
    k -= sum(1 for e in history[:k] if getattr(e, "implied", False)) + \
        sum(1 for e in history[:k + 1] if getattr(e, "second", False))
    events = [i for i, table in enumerate(tables)
              for _ in range((2 if any(kw in table for kw in TWO_STEPS) else 1) + len(table.get("responses", ())))]
    return events[k]
