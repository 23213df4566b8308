"""A sorcery whose whole text has the players, in turn, put permanent cards from their hands onto
the battlefield until a round puts none (Hypergenesis: "Starting with you, each player may put an
artifact, creature, enchantment, or land card from their hand onto the battlefield. Repeat this
process until no one puts a card onto the battlefield.").

Its `resolves` event says `puts = [...]`: the choices made, in order, each a card put or "pass".
The players choose in turn order starting with the spell's controller (101.4); a round in which
nobody puts a card ends the process, and a player who passed may put again in a later round if
someone put in between (Hypergenesis rulings 3, 5).  Passes between puts may be left out: the
history is possible if the passes a player must have made can be added (`rounds_ok`).  Each card
must be in its owner's hand, an artifact, creature, enchantment or land card, and is then an
`enters` event of its own, under its owner's control, right after the resolution (608.2c: they
enter one by one, so replacement effects of those already there apply as each enters, 614.12;
what triggers waits until the resolution is done, 603.3).  Refused: `puts` beside another
resolution; a card put twice, not in its owner's hand or of another type, or named by another
event (400.7); and what the model can't follow within one resolution (`check_history`)."""
from __future__ import annotations

import re
from dataclasses import replace
from typing import Dict, List, Optional, Sequence

from verifier.load.files import At, table_of
from verifier.model import Event, GameObject, Scenario, Trigger
from verifier.model.history import SPELL_RESOLVES
from verifier.rules import triggers

PASS = "pass"
KINDS = ("artifact", "creature", "enchantment", "land")
PLAYERS = ("you", "opponent")  # (turn order of the two players; 101.4 starts with the spell's controller)
_TEXT = re.compile(r"starting with you, each player may put an artifact, creature, enchantment, or land card from "
                   r"their hand onto the battlefield\. repeat this process until no one puts a card onto the "
                   r"battlefield\.?", re.I)


def reads(obj: GameObject) -> bool:
    """Whether an instant or sorcery's whole text (but suspend) is the round of puts."""
    texts = [a for a in obj.printed.abilities if not a.lower().startswith("suspend")]
    return bool({"instant", "sorcery"} & set(obj.printed.types)) and len(texts) == 1 and \
        _TEXT.fullmatch(texts[0].strip()) is not None


def rounds_ok(first: str, choosers: Sequence[Optional[str]]) -> bool:
    """Whether choices (each the player putting a card, None for a pass) fit rounds in turn order
    starting with `first`, passes left out added where needed: a round of passes only at the end."""
    start = PLAYERS.index(first)
    seat, put_this_round, ended = start, False, False
    for who in choosers:
        while not ended and who is not None and PLAYERS[seat] != who:  # (the passes left out, up to `who`)
            seat, put_this_round, ended = _next(start, seat, put_this_round)
        if ended:  # (a choice after the process ended)
            return False
        seat, put_this_round, ended = _next(start, seat, put_this_round or who is not None)
    return True


def _next(start: int, seat: int, put_this_round: bool) -> tuple:
    """The seat after `seat`, whether someone put in the round then, and whether the process ended: a round
    ends as the seat comes back to `start`, the spell's controller (101.4, ruling 5)."""
    seat = (seat + 1) % len(PLAYERS)
    if seat == start:
        return seat, False, not put_this_round
    return seat, put_this_round, False


def expand(root: At, tables: Optional[List[dict]], events: List[Event], objects: Dict[str, GameObject]) -> List[Event]:
    """The history with each resolution saying `puts` followed by its cards entering, in order
    (`tables` the file's events; None for a search's, where one is refused)."""
    out: List[Event] = []
    for k, e in enumerate(events):
        i = None if tables is None else table_of(tables, k, events)
        puts = tables[i].get("puts") if i is not None and tables[i].get("resolves") == e.what else None
        spell = objects.get(e.what) if e.kind == SPELL_RESOLVES else None
        if spell is not None and reads(spell) and tables is None:
            raise root.error(f"{e.what!r} has the players put cards onto the battlefield as it resolves: not among a "
                             "search's events")
        if spell is None or not reads(spell):
            if puts is not None:
                raise (root / i / "puts").error(
                    "puts goes with the resolution of a spell whose text has each player in turn put a card from "
                    f"their hand onto the battlefield (Hypergenesis): {e.what!r} is none")
            out.append(e)
            continue
        cards = _checked(root / i / "puts", puts or [], spell, events, objects)
        out += [replace(e, label=None if cards else e.label),
                *[Event("enters", c, e.label if j == len(cards) - 1 else None, second=True, line=e.line)
                  for j, c in enumerate(cards)]]
    return out


def _checked(at: At, puts: list, spell: GameObject, events: List[Event], objects: Dict[str, GameObject]) -> List[str]:
    """The cards `puts` lists, checked: each a card in its owner's hand of a kind put, once, named by no
    other event, the choices fitting rounds (Hypergenesis rulings 3, 5)."""
    cards = [c for c in puts if c != PASS]
    for c in cards:
        o = objects.get(c)
        if o is None:
            raise at.error(f"{c!r} is no object of the scenario, nor \"pass\"")
        if o.zone != "hand" or o.made_by:
            raise at.error(f"each card put comes from its owner's hand: give {c!r} zone = \"hand\"")
        if not set(KINDS) & set(o.printed.types):
            raise at.error(f"{c!r} is no artifact, creature, enchantment or land card: it can't be put")
        if cards.count(c) > 1 or any(f.what == c for f in events):
            raise at.error(f"{c!r} is put once and named by no other event (400.7)")
    if PASS in objects:
        raise at.error("'pass' is an object's id here: rename it, so a pass is not read as a card")
    if not rounds_ok(spell.controller, [None if c == PASS else objects[c].owner for c in puts]):
        raise at.error("these choices don't fit rounds starting with the spell's controller (101.4): a round in which "
                       "no one puts a card ends the process (Hypergenesis ruling 5)")
    return cards


def check_history(root: At, tables: List[dict], sc: Scenario) -> None:
    """What one resolution of several entries would ask of the model, refused with its line: no
    state-based action is checked until it is done (704.3), and what triggers at each entry is put
    on the stack together once it is done, in APNAP order and each player's order (603.3, 603.3b),
    so a creature put must have a toughness of its own above the -1/-1 counters it may enter with, a
    legendary permanent, a Saga, an Aura or a planeswalker card is not put, no effect sets toughness or
    may lower it, and triggers may trigger at one of its entries at most."""
    entries: Dict[int, List[int]] = {}  # resolution's table -> the points of its entries
    for q, e in enumerate(sc.events, 1):
        if e.kind == "enters" and e.second and e.what in _put_cards(tables):
            k = table_of(tables, q - 1, list(sc.events))
            entries.setdefault(k, []).append(q)
    makers = triggers.creating(sc.triggers + sc.loyalty + sc.abilities, sc.spell_tokens)
    for k, points in entries.items():
        at = root / k / "puts"
        if len(points) < 2:
            continue
        for q in points:
            o = sc.objects[sc.events[q - 1].what]
            t = o.printed.toughness
            if "legendary" in o.printed.supertypes or {"Saga", "Aura"} & set(o.printed.subtypes) or \
                    "planeswalker" in o.printed.types:
                raise at.error(f"{o.id!r} is legendary, a Saga, an Aura or a planeswalker: how it fares before the "
                               "state-based actions of the resolution's end (704.3) is not modelled")
            if "creature" in o.printed.types and not (isinstance(t, int) and t > _most_minus(o, sc)):
                raise at.error(f"{o.id!r} may enter with toughness 0 or less (its own, less the -1/-1 counters it may "
                               "enter with, 614.1c): no state-based action is checked until the resolution is done "
                               "(704.3), which is not modelled")
        if any(p.layer in ("7a", "7b") or p.layer == "7c" and not (isinstance(p.toughness, int) and p.toughness >= 0)
               for e in sc.effects.values() for p in e.parts if p.layer.startswith("7") and p.toughness is not None):
            raise at.error("an effect here sets toughness or may lower it: no state-based action is checked until the "
                           "resolution is done (704.3), which is not modelled")
        entered = {sc.events[q - 1].what: q for q in points}
        hits = [(t.id, q) for t in sc.triggers for q in triggers.check_points(t, sc.events, makers)
                if q in points and _may_fire(t, sc.events[q - 1], q, entered)]
        if len(hits) > 1:
            named = " and ".join(dict.fromkeys(repr(i) for i, _ in hits))
            raise at.error(f"{named} may trigger {len(hits)} times at the entries: what triggers during the resolution "
                           "is put on the stack once it is done, all together, in APNAP order and each player's "
                           "chosen order (603.3, 603.3b), which is not modelled")


def _may_fire(t: Trigger, e: Event, q: int, entered: Dict[str, int]) -> bool:
    """Whether t may trigger at the entry at q: not before its own source is put (603.2), nor at another
    object's entry where it waits for the objects it names (a self-ETB: its own entry only), nor as its
    source itself enters where it waits for another object's entering."""
    if entered.get(t.source, 0) > q:
        return False
    if t.when == "enters" and t.of.objects and not set(t.of.objects) & set(e.entering):
        return False
    return not (t.when == "enters" and t.of.other and e.what == t.source)


def _most_minus(o: GameObject, sc: Scenario) -> float:
    """The most -1/-1 counters o may enter with (614.1c, 122.6): its own, any counter replacement that may
    apply adding its `plus` and multiplying by its `times` (614.1a); an X counts as unbounded."""
    own = sum(n if isinstance(n, int) else float("inf") for k, n in o.enters_with if k == "-1/-1")
    rs = [r for r in sc.counter_replacements if not r.forbids and (not r.kinds or "-1/-1" in r.kinds)]
    most = own + sum(r.plus for r in rs)
    for r in rs:
        most *= r.times
    return most


def _put_cards(tables: List[dict]) -> set:
    """Every card some `puts` names."""
    return {c for t in tables for c in t.get("puts", ()) if c != PASS}
