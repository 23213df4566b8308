"""[[card.counter_replacement]] and [[card.token_replacement]]: an object's replacement
effects on how many counters are put on permanents (614.1a, 614.1c, 122.6) and how many
tokens are created (614.1a), read into `CounterReplacement`s and `TokenReplacement`s."""
from __future__ import annotations

from typing import Callable, List

from verifier.load import counter_bans
from verifier.load.abilities import static_filter
from verifier.load.files import At, get
from verifier.model import CounterReplacement, TokenReplacement


class CounterReplacements:
    """The counter replacement effects of a scenario's objects."""

    def __init__(self) -> None:
        self.effects: List[CounterReplacement] = []
        self.tokens: List[TokenReplacement] = []

    def add_card(self, card: At, oid: str, chosen: Callable[[dict], dict]) -> set:
        """Its object's counter replacement effects, with what its object chose as it
        entered (`chosen`, 614.12); the names of the abilities they are."""
        for t in get(card).get("token_replacement", []):
            self.tokens.append(TokenReplacement(f"{oid}.{t['ability']}", oid, t["ability"], t["times"]))
        tokens = {t["ability"] for t in get(card).get("token_replacement", [])}
        tables = get(card).get("counter_replacement", [])
        for i, t in enumerate(tables):
            at = card / "counter_replacement" / i
            t = chosen(t)
            if t.get("entering") and t.get("affects", {}).get("other"):
                raise (at / "affects" / "other").error("a permanent entering is not on the battlefield yet, so its own "
                                                       "effect never sees it enter (614.12): 'other' says nothing here")
            if t.get("entering") and ("plus" not in t or not t.get("kinds")):
                raise (at / "entering").error("a permanent enters with N additional counters of a kind (614.1c): give "
                                              "plus = N and kinds")
            if ("plus" in t) == ("times" in t):
                raise at.error("a counter replacement effect puts that many plus N (plus) or N times that many "
                               "(times): one of them")
            self.effects.append(CounterReplacement(
                id=oid if len(tables) == 1 else f"{oid}.{t['ability']}", source=oid, ability=t["ability"],
                affects=static_filter(t, oid), kinds=tuple(t.get("kinds", ())), plus=t.get("plus", 0),
                times=t.get("times", 1), entering=t.get("entering", False)))
        bans = counter_bans.read(card, oid)  # 101.2, 122.5: "can't have counters put on it"
        self.effects.extend(bans)
        return {t["ability"] for t in tables} | tokens | {b.ability for b in bans}
