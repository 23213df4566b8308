"""The report to look at (`verifier report FILES --html OUT`): one self-contained HTML page, its
CSS and drawings inline, no script.  For each claim: its verdict and whether it is the one
expected; the tracked rules its proof needs, or every counterexample needs (`verifier.why`); a
counterexample's (or witness's) layer trace as a table, a row per effect applied and a column
per characteristic (`Counterexample.trace`, the data of `report.example_text`); and the 613.8a
dependency graph of the scenario's effects (`verifier.depgraph_svg`).  Every text is escaped."""
from __future__ import annotations

import html
from dataclasses import dataclass, field
from typing import Dict, List, Optional, Sequence

from verifier.depgraph_svg import EffectNode, dependency_svg
from verifier.query import ClaimResult, Counterexample
from verifier.report import _TRACE_FIELDS
from verifier.rules.cited import RULES
from verifier.rules.dependency import DependencyEdge
from verifier.why import Why

# the trace's characteristics as column heads
_HEADS = {"power": "power", "toughness": "toughness", "types": "types", "subtypes": "subtypes",
          "colors": "colours", "abilities": "abilities", "controller": "controller"}


@dataclass
class ClaimEntry:
    """One claim's result and the rules it rests on (None: not asked of this verdict)."""

    result: ClaimResult
    why: Optional[Why] = None


@dataclass
class FileEntry:
    """One model file: its claims, its effects, and the dependencies possible among them at each
    point its claims without a counterexample ask about (613.8a); or why it did not load."""

    path: str
    name: str = ""
    claims: List[ClaimEntry] = field(default_factory=list)
    effects: List[EffectNode] = field(default_factory=list)
    possible: Dict[Optional[str], List[DependencyEdge]] = field(default_factory=dict)  # point label -> edges
    notes: List[str] = field(default_factory=list)
    error: str = ""


def _e(text: object) -> str:
    return html.escape(str(text), quote=True)


_CSS = """
body { font-family: system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; margin: 24px auto; max-width: 1150px;
       color: #1d2430; background: #fbfcfe; line-height: 1.4; }
h1 { font-size: 1.6em; margin-bottom: 4px; } h2 { border-bottom: 2px solid #c9d3e3; padding-bottom: 4px; margin-top: 36px; }
h3 { margin: 0 0 6px 0; font-size: 1.1em; } h4 { margin: 14px 0 6px 0; font-size: 0.95em; color: #34415a; }
.summary { color: #444; } .file-note { color: #666; font-size: 0.9em; }
.claim { background: #fff; border: 1px solid #d6dce8; border-left: 6px solid #8a99b5; border-radius: 6px;
         padding: 12px 16px; margin: 14px 0; }
.claim.ok { border-left-color: #2e8b57; } .claim.mismatch { border-left-color: #c0392b; }
.claim.unknown { border-left-color: #d4a017; }
.verdict { display: inline-block; padding: 1px 9px; border-radius: 10px; font-weight: bold; color: #fff;
           background: #6b7a99; margin-left: 8px; font-size: 0.9em; }
.ok .verdict { background: #2e8b57; } .mismatch .verdict { background: #c0392b; } .unknown .verdict { background: #b8860b; }
.expect { color: #555; font-size: 0.9em; margin-left: 6px; }
code, pre { font-family: ui-monospace, "DejaVu Sans Mono", Menlo, monospace; font-size: 0.88em; }
code.expr { background: #f1f4f9; padding: 2px 5px; border-radius: 4px; }
table { border-collapse: collapse; margin: 4px 0 8px 0; font-size: 0.88em; }
th, td { border: 1px solid #d3d9e5; padding: 3px 7px; text-align: left; vertical-align: top; }
th { background: #edf1f7; } td.changed { background: #fff3c4; font-weight: bold; }
td.layer { font-weight: bold; text-align: center; } td.num { text-align: right; }
.rules td:first-child { font-weight: bold; white-space: nowrap; }
figure { margin: 8px 0; } figcaption { font-size: 0.85em; color: #555; margin-top: 2px; }
.error { color: #c0392b; font-weight: bold; } .muted { color: #777; }
"""


def render(files: Sequence[FileEntry], title: str = "MTG rules verifier report") -> str:
    """The whole page."""
    results = [c.result for f in files for c in f.claims]
    unknown = sum(r.verdict.value == "unknown" for r in results)
    ok = sum(r.ok for r in results)
    errors = sum(bool(f.error) for f in files)
    parts = ["<!DOCTYPE html>", '<html lang="en"><head><meta charset="utf-8">',
             f"<title>{_e(title)}</title>", f"<style>{_CSS}</style></head><body>", f"<h1>{_e(title)}</h1>",
             f'<p class="summary">{len(results)} claims: {ok} ok, {len(results) - ok - unknown} failed, '
             f"{unknown} unknown" + (f"; {errors} load error(s)" if errors else "") +
             f". Rules named are those tracked in verifier/rules/cited.py ({len(RULES)} rules).</p>"]
    for i, f in enumerate(files):
        parts += _file_html(i, f)
    parts.append("</body></html>")
    return "\n".join(parts) + "\n"


def _file_html(i: int, f: FileEntry) -> List[str]:
    out = [f'<section class="file" id="file-{i}"><h2>{_e(f.name or f.path)}</h2>',
           f'<p class="file-note"><code>{_e(f.path)}</code></p>']
    if f.error:
        return out + [f'<p class="error">did not load: {_e(f.error)}</p></section>']
    out += [f'<p class="file-note">{_e(n)}</p>' for n in f.notes]
    for j, c in enumerate(f.claims):
        out += _claim_html(f"{i}-{j}", c, f.effects)
    for at, edges in f.possible.items():  # the claims without a counterexample: what could depend on what
        where = "at the end of the game" if at is None else f"right after the event labelled {at!r}"
        which = ", ".join(c.result.claim.id for c in f.claims if c.result.example is None and c.result.claim.at == at)
        out += ["<h4>Dependency graph (613.8a): possible dependencies</h4>",
                f'<p class="muted">for the claims without a counterexample or witness: {_e(which)}</p>',
                _figure(f.effects, edges, f"{i}-p-{at}",
                        f"Possible dependencies {where}: an arrow from one effect to another means the second "
                        "depends on the first (it applies after it) at some step of the layers in some permitted "
                        "ordering, as the solver finds (one it cannot decide is drawn too)."
                        + ("" if edges else " None is possible: effects of a layer apply in timestamp order."))]
    return out + ["</section>"]


def _claim_html(key: str, c: ClaimEntry, effects: List[EffectNode]) -> List[str]:
    r = c.result
    verdict = r.verdict.value
    state = "ok" if r.ok else "unknown" if verdict == "unknown" else "mismatch"
    out = [f'<article class="claim {state}" id="claim-{_e(key)}" data-claim="{_e(r.claim.id)}" '
           f'data-verdict="{_e(verdict)}">',
           f'<h3>{_e(r.claim.id)}<span class="verdict">{_e(verdict)}</span>'
           f'<span class="expect">expected {_e(r.claim.expect)}: '
           f'{"ok" if r.ok else "UNKNOWN" if state == "unknown" else "MISMATCH"}</span></h3>',
           f'<p><code class="expr">{_e(r.claim.expr)}</code></p>']
    if r.claim.assume:
        out.append(f'<p class="muted">assuming <code class="expr">{_e(r.claim.assume)}</code></p>')
    if r.claim.at:
        out.append(f'<p class="muted">right after the event labelled {_e(r.claim.at)}</p>')
    if r.claim.ruling:
        out.append(f'<p class="muted">ruling: {_e(r.claim.ruling)}</p>')
    if r.reason:
        out.append(f'<p class="muted">{_e(r.reason)}</p>')
    out += _rules_html(c.why, verdict)
    if r.example is not None:
        label = "Counterexample" if verdict == "refuted" else "Witness"
        out += _example_html(r.example, label)
        out += [f"<h4>{label}: dependency graph (613.8a)</h4>",
                _figure(effects, r.example.dependencies, key,
                        f"The dependencies that held in this {label.lower()}'s ordering: an arrow from one effect "
                        "to another means the second depended on the first and applied after it."
                        + ("" if r.example.dependencies else " None held: each layer applied its effects in "
                           "timestamp order."))]
    return out + ["</article>"]


def _rules_html(why: Optional[Why], verdict: str) -> List[str]:
    """The rules a proof uses, or every counterexample needs (`Why`), with their titles."""
    if why is None:
        return []
    head = "Rules every counterexample needs" if verdict == "refuted" else "Rules the proof uses"
    if why.unknown or not why.rules:
        return [f"<h4>{head}</h4>", f'<p class="muted">{_e(why.text(verdict == "refuted"))}</p>']
    rows = "".join(f'<tr data-rule="{_e(tag)}"><td>{_e(tag)}</td><td>{_e(RULES[tag][0])}</td></tr>'
                   for tag in why.rules)
    return [f"<h4>{head}</h4>", f'<table class="rules"><tr><th>rule</th><th>what it says</th></tr>{rows}</table>']


def _example_html(ex: Counterexample, label: str) -> List[str]:
    out = [f"<h4>{label} ordering (earliest timestamp first)</h4>",
           f"<p><code>{_e(' < '.join(ex.order) or '(no timestamps)')}</code></p>"]
    out += [f'<p class="muted">same timestamp, applied as: {_e(" < ".join(g))}</p>' for g in ex.ties]
    if ex.history:
        out += ["<h4>History, turn by turn</h4>", f"<pre>{_e(chr(10).join(ex.history))}</pre>"]
    out += ["<h4>Layer by layer</h4>", _trace_table(ex)]
    heads = "".join(f"<th>{_e(_HEADS[f])}</th>" for f in _TRACE_FIELDS)
    rows = "".join(f"<tr><td>{_e(o)}</td>{''.join(_cell(ch, f) for f in _TRACE_FIELDS)}</tr>"
                   for o, ch in ex.objects.items())
    out += ["<h4>Final characteristics</h4>", f'<table class="final"><tr><th>object</th>{heads}</tr>{rows}</table>']
    if ex.mana:
        out += ["<h4>Choices and mana</h4>", "<ul>" + "".join(f"<li>{_e(n)}</li>" for n in ex.mana) + "</ul>"]
    return out


def _trace_table(ex: Counterexample) -> str:
    """A row per effect applied and object it affected (the layer and effect cells spanning its
    objects), a column per characteristic; a value that changed from the object's row before is marked."""
    if not ex.trace:
        return '<p class="muted">(no effects applied)</p>'
    heads = "".join(f"<th>{_e(_HEADS[f])}</th>" for f in _TRACE_FIELDS)
    rows = [f'<table class="trace"><tr><th>layer</th><th>effect</th><th>affected object</th>{heads}</tr>']
    before: Dict[str, dict] = {}
    for step in ex.trace:
        hit = [o for o in step.affected if o in step.after]
        if not hit:
            what = "" if step.layer == "SBA" else "(no objects)"
            rows.append(f'<tr class="step" data-layer="{_e(step.layer)}" data-effect="{_e(step.effect)}">'
                        f'<td class="layer">{_e(step.layer)}</td><td>{_e(step.effect)}</td>'
                        f'<td colspan="{len(_TRACE_FIELDS) + 1}" class="muted">{_e(what)}</td></tr>')
            continue
        for k, o in enumerate(hit):
            chars = step.after[o]
            lead = (f'<td class="layer" rowspan="{len(hit)}">{_e(step.layer)}</td>'
                    f'<td rowspan="{len(hit)}">{_e(step.effect)}</td>') if k == 0 else ""
            cells = "".join(_cell(chars, f, before.get(o)) for f in _TRACE_FIELDS)
            rows.append(f'<tr class="step" data-layer="{_e(step.layer)}" data-effect="{_e(step.effect)}" '
                        f'data-object="{_e(o)}">{lead}<td>{_e(o)}</td>{cells}</tr>')
            before[o] = chars
    return "".join(rows) + "</table>"


def _cell(chars: dict, f: str, before: Optional[dict] = None) -> str:
    value = chars.get(f, "")
    text = ", ".join(map(str, value)) if isinstance(value, (list, tuple)) else str(value)
    changed = before is not None and before.get(f) != value
    kind = "num" if f in ("power", "toughness") else ""
    classes = " ".join(c for c in (kind, "changed" if changed else "") if c)
    return f'<td data-field="{_e(f)}"' + (f' class="{classes}"' if classes else "") + f">{_e(text)}</td>"


def _figure(effects: List[EffectNode], edges: List[DependencyEdge], key: str, caption: str) -> str:
    svg = dependency_svg(effects, edges, caption, key=_slug(key))
    listed = "".join(f"<li>{_e(e.effect)} depends on {_e(e.on)} in layer {_e(e.layer)}</li>" for e in edges)
    return (f"<figure>{svg}<figcaption>{_e(caption)}</figcaption>"
            + (f'<ul class="edges">{listed}</ul>' if listed else "") + "</figure>")


def _slug(text: str) -> str:
    return "".join(c if c.isalnum() or c == "-" else "_" for c in text)
