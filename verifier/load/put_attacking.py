"""Tokens a trigger creates attacking (`tokens_attacking = true`, 508.4): checked with the line of the
trigger (an ability whose text says so without the key is refused by `verifier.load.trigger_text`),
refused beside what the model reads attacking creatures from another way (an effect's filter reads
the stated flag, `attacking = true`), and beside a planeswalker (each token attacks the defending player
here, where 508.4 lets its controller choose a planeswalker instead)."""
from __future__ import annotations

from typing import List

from verifier.load.combat import reads_attacking
from verifier.load.files import At
from verifier.model import Scenario


def check(root: At, tables: List[dict], sc: Scenario) -> None:
    """508.4: tokens_attacking = true goes only with tokens the trigger creates; the tokens are not
    stated attacking throughout, and no effect reads whether a creature is attacking."""
    triggers = {t.id: t for t in sc.triggers}
    for i, table in enumerate(tables):
        at, t = root / "trigger" / i, triggers[table["id"]]
        if t.tokens_attacking and not t.creates:
            raise (at / "tokens_attacking").error(f"trigger {t.id!r} creates no token (objects created_by it) to put "
                                                  "onto the battlefield attacking (508.4)")
        if not t.tokens_attacking:
            continue
        stated = next((o for o in t.creates if sc.objects[o].attacking), None)
        if stated is not None:
            raise (at / "tokens_attacking").error(f"{stated!r} is stated attacking throughout (attacking = true) and "
                                                  "created attacking (508.4): say one or the other")
        reading = next((e.id for e in sc.effects.values() if reads_attacking(e.affects)), None)
        if reading is not None:
            raise (at / "tokens_attacking").error(
                f"the effect {reading!r} reads whether a creature is attacking, which only the stated flag "
                "(attacking = true) gives it: not modelled beside tokens created attacking (508.4)")
        walker = next((o.id for o in sc.objects.values() if "planeswalker" in o.printed.types or
                       o.back is not None and "planeswalker" in o.back.types), None)
        if walker is not None:  # 508.4: the token attacks the player or a planeswalker, its controller's choice
            raise (at / "tokens_attacking").error(
                f"which player or planeswalker a token created attacking attacks (508.4) is not modelled beside the "
                f"planeswalker {walker!r}: it is taken to attack the defending player")
