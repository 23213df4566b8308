"""Counterexamples and witnesses written to be re-run (`verifier check --write-counterexamples
DIR`, docs/counterexamples.md).

For each claim refuted (or witnessed), a model file `DIR/<scenario stem>.<claim id>.toml`: the
scenario as its file gives it (its comments aside), the cards its objects and effects name
inlined as its own [[card]]s (so that it loads from any folder, whatever cards/ folders are
near), the history's events in the order replayed (a `group` written out in that order),
`[scenario] pinned` fixing every timestamp, the order of the effects sharing one and each of
the players' choices to the values the counterexample took (`verifier.load.pinned`), and one
claim stating what that ordering gives (the refuted claim's negation, or the witnessed claim),
expected proved.  `verifier check` on it goes the usual way: over every ordering the pins
leave, one.  Nothing is written that would not load as TOML holding the data meant; what can't
be written is refused in one line naming the claim.  The same check writes the same bytes.
"""
from __future__ import annotations

import collections
import copy
import re
import tomllib
from pathlib import Path
from typing import Any, Dict, List, Optional, Sequence, Tuple

from verifier.errors import ModelError
from verifier.tomlwrite import key, value
from verifier.load.files import At, CardLibrary, get, read_model_file
from verifier.query import ClaimResult, Verdict

# the sections in the order written: the scenario and its pins first, the claim last
_SECTIONS = ("scenario", "card", "object", "effect", "trigger", "loyalty", "ability", "event", "claim")


class Refused(Exception):
    """Why a reproduction can't be written (one line)."""


def _plain(text: str) -> str:
    return re.sub(r"[^A-Za-z0-9_-]", "_", text)


def stems(files: Sequence[Path]) -> Dict[Path, str]:
    """The name each scenario file's reproductions begin with: its stem; where files of one
    run share a stem, its path without the suffix, each character other than letters, digits,
    `-` and `_` written `_` (so that none overwrites another's)."""
    count = collections.Counter(f.stem for f in files)
    return {f: f.stem if count[f.stem] == 1 else _plain(str(f.with_suffix(""))) for f in files}


def file_name(stem: str, claim_id: str) -> str:
    """`<stem>.<claim id>.toml`, the claim id's characters other than letters, digits, `-` and
    `_` written `_` (a `/` would be a folder)."""
    return f"{stem}.{_plain(claim_id)}.toml"


def write_reproductions(source: str, results: Sequence[ClaimResult], folder: Path, stem: str,
                        card_folders: Sequence[Path] = ()) -> Dict[str, Tuple[str, str]]:
    """For each claim refuted or witnessed, by id: ("written", the file's path, `folder/<stem>.<claim
    id>.toml`) or ("refused", why)."""
    out: Dict[str, Tuple[str, str]] = {}
    for r in results:
        if r.verdict not in (Verdict.REFUTED, Verdict.WITNESS) or r.example is None:
            continue
        try:
            text = reproduction(source, r, file_name(stem, r.claim.id), card_folders)
        except Refused as exc:
            out[r.claim.id] = ("refused", str(exc))
            continue
        folder.mkdir(parents=True, exist_ok=True)
        target = folder / file_name(stem, r.claim.id)
        target.write_bytes(text.encode("utf-8"))
        out[r.claim.id] = ("written", str(target))
    return out


def reproduction(source: str, r: ClaimResult, name: str, card_folders: Sequence[Path] = ()) -> str:
    """The model file `name` reproducing one claim's counterexample (or witness), as text."""
    ex = r.example
    if ex is None or ex.scenario is None or ex.ordering is None:
        raise Refused("no replayed ordering to write")
    mf = read_model_file(Path(source))
    data = copy.deepcopy(mf.data)
    tables = data.get("claim", [])
    table = next((t for t in tables if t.get("id") == r.claim.id), None)
    if table is None:
        raise Refused("not among the file's [[claim]]s")
    if "event" in data:
        data["event"] = _events_in_order(mf, data["event"], ex.scenario.events)
    data["card"] = data.get("card", []) + _cards(mf, data, card_folders)
    if not data["card"]:
        del data["card"]
    head = data.setdefault("scenario", {})
    head.pop("pinned", None)
    head["pinned"] = _pins(ex)
    refuted = r.verdict == Verdict.REFUTED
    claim = {"id": r.claim.id, "expr": _negated(r.claim.expr) if refuted else r.claim.expr, "expect": "proved"}
    claim.update({k: table[k] for k in ("assume", "at", "allow_unmentioned") if k in table})
    data["claim"] = [claim]
    body = _toml(data)
    try:
        if tomllib.loads(body) != data:
            raise Refused("the file would not read back as the data written")
    except tomllib.TOMLDecodeError as exc:
        raise Refused(f"the file would not read back as TOML ({exc})") from None
    return _header(source, r, refuted, name) + body


def _negated(expr: str) -> str:
    """`not (expr)`; on lines of their own where the expression spans lines or may hold a comment."""
    return f"not ({expr.strip()})" if "\n" not in expr and "#" not in expr else f"not (\n{expr}\n)"


def _header(source: str, r: ClaimResult, refuted: bool, name: str) -> str:
    what = "counterexample" if refuted else "witness"
    lines = [f"Reproduces the {what} of claim {r.claim.id!r} of {source}",
             f"({r.verdict.value}; expected {r.claim.expect}), written by `verifier check --write-counterexamples`.",
             "The scenario as that file gives it, its cards inlined, the history's events in the order replayed,",
             f"[scenario] pinned fixing the ordering and every choice the {what} took, and one claim stating",
             "what that ordering gives" + (" (the refuted claim's negation)" if refuted else " (the witnessed claim)")
             + ", expected proved. Re-run it:",
             f"    verifier check {name}"]
    return "".join("# " + _CONTROL.sub("?", line) + "\n" for line in lines) + "\n"  # (one comment a line)


def _pins(ex: Any) -> Dict[str, Any]:
    """Every timestamp earliest first, the effects sharing one in their applied order, each
    choice the replay asked with the value it took (0 where the solver named none, as the
    replay takes it) and each choice of the encoding with its value."""
    ordering = ex.ordering
    choices = {**ordering.choices, **{n: ordering.choices.get(n, 0) for n in ex.asked}}
    pins: Dict[str, Any] = {"timestamps": ordering.order()}
    if ex.ties:
        pins["ties"] = [list(t) for t in ex.ties]
    if choices:
        pins["choices"] = dict(sorted(choices.items()))
    return pins


def _events_in_order(mf: Any, tables: List[dict], events: Sequence[Any]) -> List[dict]:
    """The file's [[event]] tables in the order replayed; those of a group with their `group`
    (and `inside`) left out, its `end_label` the `label` of its last event in that order."""
    if not any("group" in t for t in tables):
        return tables
    place = {mf.line_of(("event", i)): i for i in range(len(tables))}
    order: List[int] = []
    for e in events:
        if e.implied:
            continue
        if e.line not in place:
            raise Refused(f"an event of the history replayed ({e.said()}) is no [[event]] of the "
                          "file")
        if place[e.line] not in order:
            order.append(place[e.line])
    if sorted(order) != list(range(len(tables))):
        raise Refused("the history replayed does not have each [[event]] of the file once")
    out = [{k: v for k, v in tables[i].items() if k not in ("group", "inside", "end_label")} for i in order]
    for group in {t["group"] for t in tables if "group" in t and "end_label" in t}:
        end = next(t["end_label"] for t in tables if t.get("group") == group and "end_label" in t)
        last = max(j for j, i in enumerate(order) if tables[i].get("group") == group)
        if "label" in out[last]:
            raise Refused(f"group {group!r} ends with an event labelled {out[last]['label']!r} "
                          f"in the order replayed, and its end_label {end!r} would name the same point")
        out[last]["label"] = end
    return out


def _cards(mf: Any, data: dict, card_folders: Sequence[Path]) -> List[dict]:
    """The cards the objects and effects name that the file does not define, as found from
    where it is (a cards/ folder, --cards, the bundled ones, the Oracle text): their tables."""
    names = sorted({t["card"] for section in ("object", "effect") for t in data.get(section, []) if "card" in t})
    try:
        lib = CardLibrary(mf, card_folders)
        found = [(name, lib.get(name, At(mf))) for name in names]
    except ModelError as exc:
        raise Refused(f"a card it names can't be found to inline: {exc.message}") from None
    out, seen = [], set()
    for _, at in found:
        key = (str(at.file.path), at.path)
        if at.file is mf or key in seen:
            continue
        seen.add(key)
        out.append(copy.deepcopy(get(at)))
    return out


# --- TOML, written so that it reads back as the same data (checked: `reproduction`)

_CONTROL = re.compile(r"[\x00-\x1f\x7f]")


def _value(v: Any) -> str:
    try:
        return value(v)
    except TypeError as exc:
        raise Refused(f"a value of a kind not written: {exc}") from exc


def _tables(v: Any) -> bool:
    return isinstance(v, list) and bool(v) and all(isinstance(x, dict) for x in v)


def _section(v: Any, top: bool) -> bool:
    """Whether a table's value is written as a section of its own: an array of tables, a
    table under [scenario], or a table holding an array of tables; the rest inline."""
    return _tables(v) or isinstance(v, dict) and bool(v) and (top or any(_tables(x) for x in v.values()))


def _table(name: str, table: dict, array: bool, top: bool = False) -> List[str]:
    lines = [f"[[{name}]]" if array else f"[{name}]"]
    lines += [f"{key(k)} = {_value(v)}" for k, v in table.items() if not _section(v, top)]
    for k, v in table.items():
        if _tables(v):
            for item in v:
                lines += [""] + _table(f"{name}.{key(k)}", item, True)
        elif _section(v, top):
            lines += [""] + _table(f"{name}.{key(k)}", v, False)
    return lines


def _toml(data: dict) -> str:
    lines: List[str] = []
    keys = [k for k in _SECTIONS if k in data] + [k for k in data if k not in _SECTIONS]
    for k in keys:
        v = data[k]
        if isinstance(v, dict):
            lines += _table(key(k), v, False, top=True) + [""]
        elif _tables(v):
            for item in v:
                lines += _table(key(k), item, True) + [""]
        else:
            raise Refused(f"a section of a kind not written: {k}")
    return "\n".join(lines)


def refusal_line(source: str, claim_id: str, why: str) -> str:
    return f"{source}: {claim_id}: no reproduction written: {why}"


def written_line(source: str, claim_id: str, target: str) -> str:
    return f"{source}: {claim_id}: reproduction written to {target}"


def summary(outcomes: Dict[str, Tuple[str, str]]) -> Optional[str]:
    """None when nothing was refused or written."""
    if not outcomes:
        return None
    written = sum(kind == "written" for kind, _ in outcomes.values())
    return f"{written} written, {len(outcomes) - written} refused"
