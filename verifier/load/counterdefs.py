"""[[card.counter_replacement]]: an object's replacement effects on counters being put on
permanents (614.1a, 614.1c, 122.6), read into `CounterReplacement`s."""
from __future__ import annotations

from typing import List

from verifier.load.abilities import static_filter
from verifier.load.files import At, get
from verifier.model import CounterReplacement


class CounterReplacements:
    """The counter replacement effects of a scenario's objects."""

    def __init__(self) -> None:
        self.effects: List[CounterReplacement] = []

    def add_card(self, card: At, oid: str) -> set:
        """Its object's counter replacement effects; the names of the abilities they are."""
        tables = get(card).get("counter_replacement", [])
        for i, t in enumerate(tables):
            at = card / "counter_replacement" / i
            if ("plus" in t) == ("times" in t):
                raise at.error("a counter replacement effect puts that many plus N (plus) or N times that many "
                               "(times): one of them")
            self.effects.append(CounterReplacement(
                id=oid if len(tables) == 1 else f"{oid}.{t['ability']}", source=oid, ability=t["ability"],
                affects=static_filter(t, oid), kinds=tuple(t.get("kinds", ())), plus=t.get("plus", 0),
                times=t.get("times", 1)))
        return {t["ability"] for t in tables}
