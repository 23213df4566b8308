"""Text and JSON renderings of query results."""
from __future__ import annotations

from typing import List, Optional, Sequence

from verifier.corpus import STATUSES, status
from verifier.errors import ModelError
from verifier.query import ClaimResult, Counterexample, Outcome
from verifier.why import Why

_TRACE_FIELDS = ("power", "toughness", "types", "subtypes", "colors", "abilities", "controller")


def result_json(path: str, r: ClaimResult, timings: bool = False, left_out: Sequence[str] = (),
                why: Optional[Why] = None) -> dict:
    """One claim's result; its time only when asked (`--timings`), so that the
    same input always prints the same document.  `left_out`: what was said of the
    orders of the history's events left out as impossible; `why`: the rules its proof
    needs (`verifier.why`), when asked."""
    out = {"file": path, "claim": r.claim.id, "expect": r.claim.expect, "verdict": r.verdict.value,
           "ok": r.ok, "counterexample": None}
    if left_out:
        out["left_out"] = list(left_out)
    if timings:
        out["seconds"] = round(r.seconds, 4)
    if r.example is not None:
        out["counterexample"] = {"order": r.example.order, "ties": r.example.ties, "objects": r.example.objects,
                                 "trace": [{"layer": s.layer, "effect": s.effect, "affected": s.affected,
                                            "after": s.after} for s in r.example.trace],
                                 "mana": r.example.mana, "history": r.example.history}
    if r.reason:
        out["reason"] = r.reason
    if why is not None:
        out["rules"] = why.listed()
        if why.unknown:
            out["rules_unknown"] = why.unknown
    return out


def summary_json(results: List[dict]) -> dict:
    """Counts over `result_json` documents."""
    unknown = sum(r["verdict"] == "unknown" for r in results)
    ok = sum(r["ok"] for r in results)
    return {"claims": len(results), "ok": ok, "failed": len(results) - ok - unknown, "unknown": unknown}


def error_json(exc: ModelError) -> dict:
    """A file that did not load (`verifier check --json`): where and why."""
    return {"file": exc.path, "line": exc.line, "message": exc.message}


def result_text(path: str, r: ClaimResult, timings: bool = False, why: Optional[Why] = None) -> List[str]:
    """A line per claim, the rules its proof needs (when asked), and its counterexample (or
    the witness of a claim that did not get its expected verdict)."""
    status = "ok" if r.ok else "UNKNOWN" if r.verdict.value == "unknown" else "MISMATCH"
    line = f"{path}: {r.claim.id}: {r.verdict.value} (expected {r.claim.expect}) {status}"
    if timings:
        line += f" [{r.seconds:.3f}s]"
    if r.reason:
        line += f" ({r.reason})"
    lines = [line] + ([f"  {r.verdict.value}, {why.text(r.verdict.value == 'refuted')}"] if why is not None else [])
    if r.example is not None and (not r.ok or r.verdict.value == "refuted"):
        lines += example_text(r.example, "counterexample" if r.verdict.value == "refuted" else "witness")
    return lines


def example_text(ex: Counterexample, label: str) -> List[str]:
    lines = [f"  {label} ordering (earliest timestamp first): {' < '.join(ex.order) or '(no timestamps)'}"]
    if ex.history:
        lines.append("  history, turn by turn:")
        lines += [f"    {line}" for line in ex.history]
    lines += [f"  {tie}" for tie in _ties(ex.ties)]
    involved = set(ex.objects)
    lines.append("  layer trace:" if ex.trace else "  layer trace: (no effects)")
    for step in ex.trace:
        if step.layer == "SBA" and not step.affected:
            lines.append(f"    {step.layer:>3} {step.effect}")
        elif not step.affected:
            lines.append(f"    {step.layer:>3} {step.effect} -> (no objects)")
        for o in [o for o in step.affected if o in involved]:
            lines.append(f"    {step.layer:>3} {step.effect} -> {o}: {_brief(step.after[o])}")
    lines.append("  final:")
    for o, chars in ex.objects.items():
        lines.append(f"    {o}: {_brief(chars)}")
    if ex.mana:
        lines.append("  choices and mana:")
        lines += [f"    {note}" for note in ex.mana]
    return lines


def _brief(chars: dict) -> str:
    parts = [f"{chars['power']}/{chars['toughness']}"]
    for f in ("types", "subtypes", "supertypes", "colors"):
        parts.append(f"{f}=[{', '.join(chars[f])}]")
    parts.append(f"abilities=[{', '.join(chars['abilities'])}]")
    parts.append(f"controller={chars['controller']}")
    return " ".join(parts)


def outcomes_text(expr: str, found: List[Outcome]) -> List[str]:
    lines = [f"{len(found)} distinct value(s) of {expr}:"]
    for o in found:
        lines.append(f"  {o.value!r}: ordering {' < '.join(o.order) or '(no timestamps)'}")
        lines += [f"    {tie}" for tie in _ties(o.ties)]
        lines += [f"    {note}" for note in o.mana]
    return lines


def _ties(groups: List[List[str]]) -> List[str]:
    """Effects with one timestamp, in the order this ordering applies them (613.7a)."""
    return [f"same timestamp, applied as: {' < '.join(g)}" for g in groups]


def coverage_table(rows: List[dict]) -> List[str]:
    """The coverage rows (`verifier.corpus.coverage_rows`) as a Markdown table, with
    the share of statements that hold (or are possibly outdated) as claims, of all
    and of those about game state (not out of scope)."""
    def share(done: int, of: int) -> str:
        return f"{100 * done / of:.0f}%" if of else "-"

    out = ["| source | statements | " + " | ".join(STATUSES) + " | formalised | of those in scope |",
           "|---|---:|" + "---:|" * len(STATUSES) + "---:|---:|"]
    for r in rows:
        done = r["holds"] + r["possibly outdated"]
        out.append(f"| {r['source']} | {r['statements']} | " + " | ".join(str(r[k]) for k in STATUSES)
                   + f" | {share(done, r['statements'])} | {share(done, r['statements'] - r['out of scope'])} |")
    return out


def coverage_notes(corpora: list, verdicts: dict) -> List[str]:
    """A line for each statement that failed or is possibly outdated."""
    out = []
    for c in corpora:
        for s in c.statements:
            st = status(s, verdicts)
            if st == "failed":
                bad = [f"{f}#{cid}" for f, cid in s.claims if not verdicts[f, cid]["ok"]]
                out.append(f"{c.path}:{s.line}: statement {s.at} FAILED: {', '.join(bad)}")
            elif st == "possibly outdated":
                out.append(f"{c.path}:{s.line}: statement {s.at} ({s.date or 'undated'}) possibly outdated: "
                           f"{s.possibly_outdated}")
    return out
