"""A [[trigger]] on an ability being activated (`when = "you activate"`, `"an opponent activates"`, `"a
player activates"`; 602.2, 603.2): what the model does not follow beside one is refused, naming the
table.  It triggers at the history's activations (`activate` events, embalm and eternalize), never as
a permanent is tapped for mana: a mana ability is no activation event of a history (605.3a), so the
ability's text must leave mana abilities out ("that isn't a mana ability", 605.1a).  Equip is an
activated ability the history does in one event (`attach` with `equip`, its resolution at once):
what triggers on it would resolve first (603.3), which that event can't say, so it is refused beside
one; so is a trigger whose `of` names no card type beside embalm or eternalize (activated from a
graveyard, 113.6, resolving at once too).  "Deals damage to that player": `to` is the activator, the
other player for "an opponent activates" (a two-player game, 102.2), with no control change that
could make it another."""
from __future__ import annotations

import re

from verifier.load.files import At
from verifier.model import ACTIVATING, Scenario

# 605.1a: the trigger leaves mana abilities out
_NOT_MANA = re.compile(r"\b(?:isn't|is not|aren't|are not) (?:a )?mana abilit(?:y|ies)\b", re.I)


def check_activation_trigger(at: At, table: dict, ability: str, sc: Scenario) -> None:
    """The trigger `table` waiting for activations asks only what the history follows."""
    if table["when"] not in ACTIVATING:
        return
    if not _NOT_MANA.search(ability):
        raise (at / "when").error(f"{ability!r} may trigger on mana abilities too, which are activated as permanents "
                                  "are tapped for mana, no activation event of the history (605.1a, 605.3a): only a "
                                  "trigger on abilities that aren't mana abilities is modelled")
    if any(e.kind == "attach" and e.equip for e in sc.given_events):
        raise (at / "when").error("equip is activated and resolves in one event of the history (702.6a), so what "
                                  "triggers on its activation could not resolve first (603.3): not modelled")
    if not _of_permanents(table.get("of", {})) and any(e.kind == "moves" and e.activated for e in sc.given_events):
        raise (at / "when").error("embalm and eternalize are activated from a graveyard and resolve in the same "
                                  "history step (702.128a, 702.129a): a trigger on them is not modelled; give `of` "
                                  "the card types of the permanents it waits for (109.2)")
    if re.search(r"\bthat player\b", ability, re.I) and "to" in table:
        source = sc.objects[table["source"]]
        other = "opponent" if source.controller == "you" else "you"
        if table["when"] != "an opponent activates" or table["to"] != other:
            raise (at / "to").error(f"'that player' is the one who activated the ability: for when = \"an opponent "
                                    f"activates\", the opponent of {table['source']!r}'s controller, to = {other!r}")
        if any(p.layer == "2" for e in sc.effects.values() for p in e.parts):
            raise (at / "to").error("an effect may change who controls the trigger's source (613.1b), and so who "
                                    "'that player' is: not modelled")


def _of_permanents(of: dict) -> bool:
    """Whether `of` asks for card types (each of its alternatives, `any_of`): what it names are then
    permanents (109.2), whose abilities are activated on the battlefield."""
    return bool(of.get("types")) or bool(of.get("any_of")) and all(_of_permanents(f) for f in of["any_of"])
