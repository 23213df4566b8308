"""The pair's board on phase.rs's engine (the cards extra): one game for every order asked,
each order played from the same start (`verifier.cards.phaseboard` for one order with a
history's views)."""
from __future__ import annotations

import ast
from typing import List, Optional

from verifier.cards.phaseboard import Seen, new_state, put, scenario_text, view
from verifier.tomlwrite import string


def on_phase_orders(orders: List[List[str]]) -> List[List[Optional[Seen]]]:
    """For each order, the cards put onto the battlefield in it (613.7d), then state-based
    actions as priority passes (704.3): what phase.rs shows of each card, or None for one
    they took off the battlefield."""
    names = sorted({n for order in orders for n in order})
    engine, start = new_state(names, copies=max(order.count(n) for order in orders for n in order))
    out = []
    for order in orders:
        played = engine.load_game(start)
        taken: List[int] = []
        for name in order:
            taken.append(put(played, name, 0, taken))
        played.apply(played.priority_player(), {"type": "PassPriority"})
        out.append([view(played, oid, set(), None) for oid in taken])
    return out


def atoms_text(names: List[str], seen: List[Optional[Seen]]) -> str:
    """The board of `verifier.cards.phaseboard.scenario_text` (its order fixed), with what
    phase.rs shows of each permanent as one claim per part ("power(o1) == 2", "not
    has_ability(o1, 'flying')"), so that each difference is asked, and answered, alone."""
    text = scenario_text(names, seen, history=False)
    head, _, claims = text.partition("[[claim]]")
    lines = [head.rstrip(), ""]
    for block in ("[[claim]]" + claims).split("[[claim]]")[1:]:
        fields = dict(line.split(" = ", 1) for line in block.strip().splitlines() if " = " in line)
        if fields["expect"] != '"proved"':  # (what tapping for mana added: only in a history)
            continue
        whole = ast.parse(ast.literal_eval(fields["expr"]), mode="eval").body
        parts = whole.values if isinstance(whole, ast.BoolOp) and isinstance(whole.op, ast.And) else [whole]
        for k, part in enumerate(parts):
            lines += ["[[claim]]", f"id = {string(ast.literal_eval(fields['id']) + f'-{k}')}",
                      f"expr = {string(ast.unparse(part))}", 'expect = "proved"',
                      f"allow_unmentioned = {fields['allow_unmentioned']}", ""]
    return "\n".join(lines)
