"""Instructions a resolution chooses among, or that chance decides (608.2d: a choice made as the
effect applies, "your choice of ..."; 705: a coin flip; 706: a die roll and its results table),
read where each branch is instructions the model does not follow: what any branch changes is
then noted, and the loader's guards refuse a claim or resolution where one of them would matter;
a branch with anything else (a layer effect, mana, tokens, an instruction under a condition of
its own) is refused."""
from __future__ import annotations

from typing import Callable, List

from verifier.cards.refusal import Refusal

# each kind and the keys of its parse read here (any other key, a modifier of a roll or a result's
# qualifier, is refused)
KINDS = {"ChooseOneOf": {"type", "chooser", "branches"},  # 608.2d
         "FlipCoin": {"type", "win_effect", "lose_effect"},  # 705.1-705.2
         "RollDie": {"type", "count", "sides", "results"}}  # 706.1-706.2
# what no branch may do (111.1: tokens the scenario would have to declare; 605.1a: mana a branch adds)
_NOT_IN_A_BRANCH = ("Token", "CopyTokenOf", "Mana", "PayCost")
WHAT = {"ChooseOneOf": "a choice among instructions as it resolves (608.2d)", "FlipCoin": "a coin flip's branches (705)",
        "RollDie": "a die roll's results (706)"}


def branch_kinds(line: str, effect: dict, not_followed: Callable[[object], bool]) -> List[List[str]]:
    """The kinds of each branch's instructions, in order, where every one is an instruction
    `not_followed` accepts, with no condition of its own; else the line is refused."""
    kind = effect.get("type")
    unread = set(k for k, v in effect.items() if v not in (None, [], {})) - KINDS[kind]
    if unread or kind == "RollDie" and (effect.get("count") or {}) != {"type": "Fixed", "value": 1}:
        raise Refusal(f"{WHAT[kind]} with {', '.join(sorted(unread)) or 'several dice'} not translated: {line!r}")
    if kind == "ChooseOneOf":
        branches = effect.get("branches") or []
    elif kind == "FlipCoin":
        branches = [b for b in (effect.get("win_effect"), effect.get("lose_effect")) if b]
    else:  # (no results table: what follows the roll reads its result, each instruction noted or refused apart)
        results = effect.get("results") or []
        if any(set(r) - {"min", "max", "effect"} for r in results):  # (a result qualified otherwise than by its range)
            raise Refusal(f"{WHAT[kind]} with a result not read by its range not translated: {line!r}")
        branches = [r.get("effect") or {} for r in results]
    out = []
    for branch in branches:
        kinds = []
        step = branch
        while step is not None:
            inner = (step.get("effect") or {}).get("type")
            if step.get("condition") is not None or inner in _NOT_IN_A_BRANCH or not not_followed(inner):
                raise Refusal(f"{WHAT[kind]} with a branch the model follows ({inner}) not translated: {line!r}")
            kinds.append(inner)
            step = step.get("sub_ability")
        out.append(kinds)
    return out
