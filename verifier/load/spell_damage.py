"""An instant's or sorcery's part dealing damage (120.1, 608.2b): its card's `[[card.resolves]]` says `deals = N`
(or "X", 107.3a), the part's text "<~ | its name> deals <N | X> damage to <target creature | any target | target
player | target opponent | target creature or planeswalker | each creature | each opponent>" or "... deals N damage
divided as you choose among <one or two | one, two, or three | any number of> targets", its card's only damage.
Its targets: with the part's `target = { types = ["creature"] }`, the one creature the scenario's `[[effect]]`
of it names (`targets`); else the cast event's `deals_to = { giant = 2, opponent = 1 }`, each target and what it
is dealt, announced as it is cast (601.2c-d: as `verifier/load/resolution_damage.py` reads an ability's `deals`,
the X given by the cast's `x`); "each ..." has none (608.2c).  The rules: `verifier/rules/spell_damage.py`.
Refused with the line: a spell not resolved by the history (`fighting.check_resolved_here`; a copy of one with
an [[effect]] is refused by `verifier/load/spells.py`), any other wording or target, a target its text does not
allow (115.1: "target opponent" the caster's opponent), a division that is not one, `deals_to` on any other event
(a search's too) or missing from the cast, an X divided without the cast's `x`, "each ..." or `deals_to` beside
other parts of the spell, a part that also fights or says damage in `one_shot`, and a part of a mode or of a
kicked spell."""
from __future__ import annotations

import re
from dataclasses import replace
from typing import Dict

from verifier.load import resolution_damage
from verifier.load.fighting import check_resolved_here
from verifier.load.files import At
from verifier.model import Effect, Filter, Scenario
from verifier.model.effects import CAST_TARGETS, EACH_CREATURE, EACH_OPPONENT, ONE_TARGET

_FORMS = ("\"<name> deals <N | X> damage to <target creature | any target | target player | target opponent | "
          "target creature or planeswalker | each creature | each opponent>\" or \"... deals N damage divided as you "
          "choose among <one or two | one, two, or three | any number of> targets\"")


def read(root: At, data: dict, sc: Scenario) -> Scenario:
    """The scenario with each spell's part with `deals` read (module docstring): to whom it deals its damage."""
    effects, casts = dict(sc.effects), {t["cast"]: i for i, t in enumerate(data.get("event", [])) if "cast" in t}
    announced = set()
    for i, table in enumerate(data.get("effect", [])):
        e, at = sc.effects.get(table["id"]), root / "effect" / i
        if e is None or not e.deals:
            continue
        effects[e.id] = _part(root, at, table, e, sc, data, casts)
        if effects[e.id].deals_to == CAST_TARGETS:
            announced.add(casts[e.spell])
    for i, table in enumerate(data.get("event", [])):
        if "deals_to" in table and i not in announced:
            raise (root / "event" / i / "deals_to").error(
                "deals_to is the targets of a spell's damage and what each is dealt, announced as it is cast (601.2d): "
                "it goes with the cast of a spell whose part deals damage to targets its [[effect]] does not name")
    searched = data.get("scenario", {}).get("search", {}).get("events", [])
    i = next((i for i, t in enumerate(searched) if "deals_to" in t), None)
    if i is not None:
        raise (root / "scenario" / "search" / "events" / i / "deals_to").error(
            "a spell's damage to targets its cast announces (601.2d) is followed on the history's own casts, not among "
            "the events a search chooses from")
    return replace(sc, effects=effects)


def _part(root: At, at: At, table: dict, e: Effect, sc: Scenario, data: dict, casts: Dict[str, int]) -> Effect:
    """Part e (its [[effect]] `table` at `at`) with to whom it deals its damage, checked (module docstring)."""
    check_resolved_here(at, e, sc, "deals damage (120.1)")
    if e.fights is not None or "damage" in e.one_shot:
        raise (at / "card").error(f"effect {e.id!r}: its damage is what 'deals' says (120.1): no fight nor "
                                  "one_shot damage beside it")
    chosen = next((k for k in ("mode", "kicked") if table.get(k) is not None), None)
    if chosen is not None:  # (700.2a, 702.33d: a part begun only if so cast)
        raise (at / chosen).error(f"effect {e.id!r}: damage of a part begun only as its spell was cast with a mode "
                                  "or kicked is not modelled yet")
    card = sc.objects[e.spell].printed
    part, text = table.get("ability", "").strip(), " ".join(card.abilities)
    m = resolution_damage.match(part, card.name)
    if m is None or m.group("n") != str(e.deals) or part not in text or \
            len(resolution_damage.SAYS_DAMAGE.findall(text)) != 1:
        raise (at / "card").error(f"effect {e.id!r}: a spell's damage is modelled as {_FORMS}, its card's only "
                                  f"damage, with deals = {m.group('n') if m else 'N'} on its part")
    if e.target is not None:  # ("target creature", its one target the [[effect]]'s)
        if m.group("one") != "target creature" or e.target != Filter(types=("creature",)):
            raise (at / "card").error(f"effect {e.id!r}: a part with target = {{ types = [\"creature\"] }} deals "
                                      "damage to target creature (115.1): any other target is its cast event's "
                                      "deals_to, and its part has no target")
        if len(e.affects.objects) != 1:
            raise (at / "targets").error(f"effect {e.id!r}: its damage has one target (115.1): give targets = [one]")
        return replace(e, deals_to=ONE_TARGET)
    if e.affects.objects:
        raise (at / "targets").error(f"effect {e.id!r}: its damage's targets are its cast event's deals_to (601.2d), "
                                     "and a part with targets says target = {...}")
    others = [t["id"] for t in data.get("effect", []) if t.get("spell") == e.spell and t["id"] != e.id]
    if others:  # (608.2c: what its other parts do first is not read by its damage)
        raise (at / "spell").error(f"effect {e.id!r}: damage to each creature or player, or to targets its cast "
                                   f"announces, is modelled as its spell's only part, not beside {others[0]!r}")
    if m.group("each"):
        return replace(e, deals_to=EACH_CREATURE if m.group("each") == "each creature" else EACH_OPPONENT)
    return _announced(root, at, e, m, sc, data, casts)


def _announced(root: At, at: At, e: Effect, m: "re.Match[str]", sc: Scenario, data: dict,
               casts: Dict[str, int]) -> Effect:
    """Part e dealing damage to the targets its cast event's `deals_to` announces (601.2c-d), checked."""
    i = casts.get(e.spell)
    cast = data["event"][i] if i is not None else {}
    if "deals_to" not in cast:
        raise (at / "spell").error(f"effect {e.id!r}: its spell's targets and the damage each is dealt are announced "
                                   "as it is cast (601.2c-d): give its cast event deals_to = { <target> = N, ... }")
    where = root / "event" / i / "deals_to"
    n = e.deals
    if n == "X":
        if "x" not in cast:
            raise where.error(f"effect {e.id!r}: its X damage is divided as it is cast (601.2d, 107.3a): give the "
                              "cast x = N")
        n = cast["x"]
    resolution_damage.check_division(where, cast["deals_to"], m, n, sc.objects, "cast")
    kind, players = resolution_damage.kind_of(m)
    if players == "opponent" and sc.objects[e.spell].owner in cast["deals_to"]:  # (its caster its owner, 601.2a)
        raise (where / sc.objects[e.spell].owner).error("target opponent is an opponent of the spell's caster (115.1)")
    return replace(e, deals_to=CAST_TARGETS, deals_kind=kind, deals_players=players is not None)
