"""The dependency graph of a scenario's continuous effects (613.8a) as an inline SVG, drawn in
pure Python: a node per effect, and an arrow from an effect to each effect that depends on it
(the one it waits for applies first, 613.8a-b), labelled with the layer; the effects in some
dependency in columns, in the order the dependencies give, the others in rows below.  Two effects
depending on each other (a dependency loop, 613.8b) get two arrows bent apart."""
from __future__ import annotations

import html
import math
from dataclasses import dataclass
from typing import Dict, List, Sequence, Tuple

from verifier.rules.dependency import DependencyEdge

_NODE_W, _NODE_H = 150, 44
_MARGIN, _COL_GAP, _ROW_GAP, _PER_ROW = 30, 110, 24, 5


@dataclass(frozen=True)
class EffectNode:
    """One effect: its id, and a line under it (its source object and the layers it applies in)."""

    id: str
    note: str = ""


def _esc(text: str) -> str:
    return html.escape(text, quote=True)


def _positions(nodes: Sequence[EffectNode], edges: Sequence[DependencyEdge]) -> Tuple[Dict[str, Tuple[float, float]],
                                                                                     float, float]:
    """Node centres, and the drawing's width and height.  The effects in some dependency in columns,
    left to right in the order the dependencies give (one that waits right of what it waits for;
    a loop, 613.8b, cut where it closes); those in none in rows below, a few to a row."""
    ids = [n.id for n in nodes]
    linked = [i for i in ids if any(i in (e.effect, e.on) for e in edges)]
    depth = {i: 0 for i in linked}
    for _ in range(len(linked)):  # longest path from an effect nothing waits for, at most one per effect
        for e in edges:
            if e.on in depth and e.effect in depth and depth[e.on] + 1 < len(linked):
                depth[e.effect] = max(depth[e.effect], depth[e.on] + 1)
    columns: Dict[int, List[str]] = {}
    for i in linked:
        columns.setdefault(depth[i], []).append(i)
    at: Dict[str, Tuple[float, float]] = {}
    for c, members in enumerate(columns[k] for k in sorted(columns)):
        for r, i in enumerate(members):
            at[i] = (_MARGIN + _NODE_W / 2 + c * (_NODE_W + _COL_GAP), _MARGIN + _NODE_H / 2 + r * (_NODE_H + _ROW_GAP))
    width = _MARGIN * 2 + max(len(columns) * (_NODE_W + _COL_GAP) - _COL_GAP, 0)
    top = _MARGIN + max((len(m) for m in columns.values()), default=0) * (_NODE_H + _ROW_GAP) if columns else 12
    rest = [i for i in ids if i not in depth]
    for k, i in enumerate(rest):
        row, col = divmod(k, _PER_ROW)
        at[i] = (_MARGIN + _NODE_W / 2 + col * (_NODE_W + _ROW_GAP), top + _NODE_H / 2 + row * (_NODE_H + _ROW_GAP))
    if rest:
        width = max(width, _MARGIN * 2 + min(len(rest), _PER_ROW) * (_NODE_W + _ROW_GAP) - _ROW_GAP)
        top += -(-len(rest) // _PER_ROW) * (_NODE_H + _ROW_GAP) - _ROW_GAP + 12
    else:
        top += _MARGIN - _ROW_GAP
    return at, max(width, 200), top


def _border(cx: float, cy: float, tx: float, ty: float) -> Tuple[float, float]:
    """Where the line from a node's centre toward (tx, ty) leaves its box."""
    dx, dy = tx - cx, ty - cy
    if dx == 0 and dy == 0:
        return cx, cy
    scale = min((_NODE_W / 2 + 4) / abs(dx) if dx else math.inf, (_NODE_H / 2 + 4) / abs(dy) if dy else math.inf)
    return cx + dx * scale, cy + dy * scale


def dependency_svg(nodes: Sequence[EffectNode], edges: Sequence[DependencyEdge], title: str, key: str = "g") -> str:
    """The graph as an `<svg>` element (text escaped), ready to put inline in an HTML page; `key`
    names its arrowhead apart from other drawings' on the page."""
    at, width, height = _positions(nodes, edges)
    out = [f'<svg xmlns="http://www.w3.org/2000/svg" class="depgraph" width="{width:.0f}" height="{height:.0f}" '
           f'viewBox="0 0 {width:.0f} {height:.0f}" role="img">',
           f"<title>{_esc(title)}</title>",
           f'<defs><marker id="arrow-{_esc(key)}" viewBox="0 0 10 10" refX="9" refY="5" markerWidth="8" markerHeight="8" '
           'orient="auto-start-reverse"><path d="M0,0 L10,5 L0,10 z" fill="#b03a2e"/></marker></defs>']
    layers: Dict[Tuple[str, str], List[str]] = {}  # (applied first, waits) -> the layers it waits in
    for e in edges:
        if e.on in at and e.effect in at:
            layers.setdefault((e.on, e.effect), []).append(e.layer)
    for (first, waits), where in layers.items():
        (x1, y1), (x2, y2) = at[first], at[waits]
        # two arrows of a loop (613.8b) apart; one closing a loop, or in one column, around the others
        bend = 40.0 if (waits, first) in layers else 0.0
        bend = 60.0 if x2 <= x1 and bend == 0.0 else bend
        length = math.hypot(x2 - x1, y2 - y1) or 1.0
        mx, my = (x1 + x2) / 2 - bend * (y2 - y1) / length, (y1 + y2) / 2 + bend * (x2 - x1) / length
        sx, sy = _border(x1, y1, mx, my)
        ex, ey = _border(x2, y2, mx, my)
        said = ", ".join(where)
        out.append(f'<g class="edge" data-from="{_esc(first)}" data-to="{_esc(waits)}" data-layer="{_esc(said)}">'
                   f"<title>{_esc(f'{waits} depends on {first} in layer {said} (613.8a)')}</title>"
                   f'<path d="M{sx:.1f},{sy:.1f} Q{mx:.1f},{my:.1f} {ex:.1f},{ey:.1f}" fill="none" stroke="#b03a2e" '
                   f'stroke-width="2" marker-end="url(#arrow-{_esc(key)})"/>'
                   f'<text x="{mx:.1f}" y="{my - 6:.1f}" text-anchor="middle" font-size="12" fill="#b03a2e">'
                   f"layer {_esc(said)}</text></g>")
    for n in nodes:
        x, y = at[n.id]
        out.append(f'<g class="node" data-effect="{_esc(n.id)}"><title>{_esc(n.id)}</title>'
                   f'<rect x="{x - _NODE_W / 2:.1f}" y="{y - _NODE_H / 2:.1f}" width="{_NODE_W}" height="{_NODE_H}" '
                   'rx="8" fill="#eef3fb" stroke="#3a5a8c" stroke-width="1.5"/>'
                   f'<text x="{x:.1f}" y="{y - 3:.1f}" text-anchor="middle" font-size="13" font-weight="bold" '
                   f'fill="#1b2a44">{_esc(_short(n.id, 20))}</text>'
                   f'<text x="{x:.1f}" y="{y + 13:.1f}" text-anchor="middle" font-size="10" fill="#555">'
                   f"{_esc(_short(n.note, 26))}</text></g>")
    out.append("</svg>")
    return "\n".join(out)


def _short(text: str, most: int) -> str:
    return text if len(text) <= most else text[:most - 1] + "\u2026"
