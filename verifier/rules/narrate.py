"""A concrete history told turn by turn, for counterexamples and witnesses."""
from __future__ import annotations

from typing import List

from verifier.model import COPY_ABILITY, OWNER, SPELL_RESOLVES, WARD, ActivatedAbility, LoyaltyAbility, zone_code
from verifier.rules import triggers
from verifier.rules.stack import UNCOUNTERABLE
from verifier.rules.suspending import REMOVED
from verifier.rules.time import History


def narrate(history: History, objects: List[str]) -> List[str]:
    """Concrete runs: the history turn by turn, each event with the statuses of the
    objects it involves or a claim asks about, as they are right after it."""
    def status(x: str, p: int) -> str:
        s = history.state(p)[x]
        if not s.on_battlefield:
            return f"{x}: " + ("on the stack" if s.zone == zone_code("stack") else "not on the battlefield")
        kinds = "creature" if s.types["creature"] else "noncreature"
        since = "controlled since the turn began" if history.controlled_since_turn_began(x, p) else \
            "not controlled since the turn began"
        marked = f", {s.damage} damage marked" if s.on_battlefield and s.damage else ""
        return (f"{x}: controlled by {history.vocab.players[s.controller]}, {kinds}, "
                f"{'tapped' if history.tapped(x, p) else 'untapped'}, {since}{marked}")

    def began(eid: str) -> str:
        effect = history.sc.effects[eid]
        who = effect.gives_control_to
        if who is None:
            return f"effect {eid} begins"
        gains = {"you": "you gain", "opponent": "the opponent gains", OWNER: "each owner gains"}[who]
        return f"effect {eid} begins: {gains} control of " \
            f"{', '.join(effect.affects.objects)}"

    def whose(player: str) -> str:
        return "your" if player == "you" else "the opponent's"

    lines = [f"as the history begins ({whose(history.sc.first_turn)} turn):"]
    lines += [f"  {status(x, 0)}" for x in objects if history.present_at_start(x)]
    controllers = {x: history.vocab.players[history.state(0)[x].controller] for x in objects}
    lines += [f"  {x}: " + ("under its controller's control since before that player's most recent turn began"
                            if history.past(x, controllers[x]) else "came under its controller's control during "
                            "that player's most recent turn") + " (not stated, so both are considered: 302.6)"
              for x in objects if history.present_at_start(x) and history.past_is_open(x, controllers[x])]
    for i, e in enumerate(history.events, 1):
        # (702.62a: a suspend's X is the one its special action was given, not an activation's)
        x = (history.x_of(e) if e.kind == "enters" else history.spell_x(e.what) if e.kind == "cast" else
             e.x if e.suspends else history.activation_x(i)) if e.x is not None or e.x_at_most is not None else None
        drawer = history.active_player(i) if e.kind == "step" else e.what
        drew = f": {'you draw' if drawer == 'you' else 'the opponent draws'} {history.drawn[i]} (121.1)" \
            if history.drawn.get(i) else ""
        what = {"turn": f"{whose(e.what)} turn begins (untap step)",
                "step": f"{e.what} step begins (no new turn)" + drew, "draws": drew[2:],
                "searches": ("you search your library and " if e.what == "you" else
                             "the opponent searches their library and ") +
                            (f"put {e.finds} into that hand" if e.finds else "find nothing (701.23b)") +
                            ", then shuffle it (702.29e, 701.23a, 701.24a)",
                "enters": (f"{e.what} is played as a land (305.1)" if e.played else f"{e.what} enters" if not e.together else
                           f"{' and '.join(e.entering)} enter at the same time (603.6a, 614.12), {e.what}") +
                          (" tapped" if e.tapped else "") +
                          (" with its back face up" if e.back else "") +
                          (f" as a copy of {_copied(history.sc.effects[e.copy].parts[0])}" if e.copy else ""),
                "transform": e.kind == "transform" and f"{e.what} " + (
                    "transforms" if history.transforms(e.what, i) else
                    "is told to transform: nothing happens (701.27c-d, 712.9; daybound and nightbound permanents "
                    "transform only by those abilities, 702.145b, 702.145e)"),
                "it_becomes": f"an effect makes it {e.what} (731.1)",
                "leaves": f"{e.what} leaves the battlefield" + (f" into {_zone(e.into)}" if e.into else "") +
                          (f", sacrificed for mana while {e.for_mana} is cast (601.2g)" if e.for_mana else
                           f", sacrificed to pay for {e.cost_of} (601.2h)" if e.cost_of else "") +
                          (f"; {e.cost_of} becomes cast (601.2i)" if e.cost_of else ""),
                "moves": (f"{e.what} returns to the battlefield, as the new object {e.becomes} (400.7)" if e.becomes else
                          f"{e.what} is put into {_zone(e.into)}" +
                          (f", suspended with {dict(e.counters)} (116.2f, 702.62a)" if e.suspends else
                           f", discarded to pay for its ability {e.activated!r} (702.29a, 602.2)" if e.cycles else
                           f" to pay for its {e.activated} ability (602.2)" if e.activated else "")),
                "turn_face_up": f"{e.what} is turned face up",
                "put_counters": f"counters put on {e.what}: {dict(e.counters)}",
                "remove_counters": f"counters removed from {e.what}: {dict(e.counters)}",
                "ends": f"effect {e.what} ends" + (" (its duration is over)" if e.implied else ""),
                "tap": f"{e.what} becomes tapped", "untap": f"{e.what} becomes untapped",
                "attacks": f"{e.what} is declared as an attacker (508.1)",
                "blocks": f"{e.what} is declared as a blocker of {e.attacker} (509.1)",
                "deals": f"{e.what} deals {e.amount} damage to {e.to} (120.1)",
                "add_mana": f"{e.what} is tapped for mana: its mana stays in its controller's pool until the step "
                            "ends (605.3a, 106.4)",
                "attach": f"{e.what} becomes attached to {e.to}", "unattach": f"{e.what} becomes unattached",
                "resolves": f"{e.what} tries to resolve",
                "activate": f"{e.what} is activated" + (f" targeting {', '.join(e.targets)}" if e.targets else ""),
                "cast": f"{e.what} is cast" + (" by its back face (712.11b)" if e.back else "") +
                        (" without paying its mana cost" if e.free else "") +
                        (" for its surge cost (702.117a)" if e.surge else "") +
                        (" for its evoke cost (702.74a)" if e.evoke else "") +
                        (" for its awaken cost (702.113a)" if e.awaken else "") +
                        (f" for its emerge cost, sacrificing {e.emerge} (702.119a)" if e.emerge else "") +
                        (" bestowed, for its bestow cost: an Aura spell (702.103a-b)" if e.bestow else "") +
                        (" kicked (its kicker cost paid too, 702.33a)" if e.kicked else "") +
                        (f" targeting {', '.join(e.targets)}" if e.targets else ""),
                SPELL_RESOLVES: f"{e.what} tries to resolve",
                "copy_spell": f"a copy of {e.what} is put on the stack as {e.spell_copy} (707.10: not cast)",
                COPY_ABILITY: f"a copy of {e.what} is put on the stack" + (f" as {e.ability_copy}" if e.ability_copy
                                                                            else "") +
                              ", its source and controller the original's (707.10: not triggered nor activated)",
                }.get(e.kind) or began(e.what)
        if e.kind == "deals" and e.amount and not history.dealt(i)[0][2]:  # (a concrete run: an int)
            what = f"{e.what} would deal {e.amount} damage to {e.to}: prevented (615.1, 702.16e)"
        elif e.kind == "enters" and e.from_stack and history.bestowed(e.what):  # (a concrete run: an int)
            what = f"{e.what} resolves: it enters the battlefield attached to its target " \
                   f"{history.sc.objects[e.what].attached_to}, a bestowed Aura (702.103b, 608.3c)" \
                if history.attached_as_it_enters(e.what, i) != -1 else \
                f"{e.what} resolves: its target is illegal, it enters as a creature, no Aura (702.103e, 608.3b)"
        elif e.kind == "enters" and e.from_stack and history.is_aura_spell(e.what):
            entered = history.aura_spell_enters(i, e)  # (a concrete run: a bool)
            what = f"{e.what} resolves: it enters the battlefield attached to its target " \
                   f"{history.sc.objects[e.what].attached_to} (608.3c)" if entered else \
                   f"{e.what} tries to resolve: its target is illegal, it goes to its owner's graveyard (608.3b)"
        elif e.kind == "enters" and e.from_stack:
            what = f"{e.what} resolves: it enters the battlefield (608.3a)"
        what += f" (X = {x})" if x is not None else ""
        # its label, and the end label of its group if it is the group's last event in this order
        names = [x for x in (e.label, e.group_end) if x is not None and history.point(x) == i]
        lines.append(f"{i}. {what}" + (f" [{', '.join(names)}]" if names else ""))
        lines += _spell(history, i, e)
        lines += history.lore_told(i)
        lines += _day_night(history, i)
        lines += [f"  {source} deals {amount} combat damage to {to} (510.2)" for source, to, amount in history.dealt(i)
                  if amount and e.kind == "step"]
        lines += [f"  {player}'s life: {history.life(player, i)}" for player in history.vocab.players
                  if history.dealt(i) and history.life(player, i) != history.life(player, i - 1)]
        lines += [f"  effect {eid} ends: its condition no longer holds (611.2b)"
                  for eid, lasts in history.lasting(i).items() if not lasts and history.lasting(i - 1)[eid]]
        lines += [f"  {t.id} " + ("does not trigger" if not history.fired(t, i) else "triggers" + (
            f" {history.times_fired(t, i)} times, once for each object its event names (603.2c)"
            if history.times_fired(t, i) > 1 else "")) + " (603.2, 603.4)"
                  for t in history.sc.triggers if triggers.happens(t, e, history._makers) and e.kind != COPY_ABILITY]
        resolved = history.resolving(i)
        if e.kind == "resolves" and e.countered:
            lines.append(f"  {e.what} is countered: it leaves the stack and does nothing (701.6b)")
        elif e.kind == "resolves" and resolved is not None and getattr(resolved[0], "when", None) == WARD:
            lines.append(f"  {e.what} resolves: its ward cost " + ("paid, it counters nothing" if e.paid else
                                                                 "not paid, it counters what triggered it") +
                         " (702.21a, 118.12)")
        elif e.kind == "resolves" and e.paid is False:
            lines.append(f"  {e.what} resolves: its optional cost declined, it does nothing (118.12, 603.5)")
        elif e.kind == "resolves" and resolved is not None and isinstance(resolved[0], LoyaltyAbility):
            untapped = [x for x, hit in history._untaps(i).items() if hit]
            found = [o for o, (r, _) in history._found.items() if r == i and history.state(i)[o].on_battlefield]
            done = [f"untaps {', '.join(untapped)}"] * bool(untapped) + \
                [f"puts {', '.join(found)} onto the battlefield"] * bool(found)
            lines.append(f"  {e.what} resolves: {'; '.join(done) or 'nothing else happens'}")
        elif e.kind == "resolves" and resolved is not None and isinstance(resolved[0], ActivatedAbility):
            begun = [x for x in e.effects if history.began_by_spell(x, i) is not False]
            hits = [f"{source} deals {amount} damage to {to}" for source, to, amount in history.dealt(i) if amount]
            exiled = [x for x, did in history.moved(i).items() if did is True]
            lines.append(f"  {e.what} resolves: " + (f"{', '.join(begun)} begin (608.2c, 613.7b)" if begun else
                                                      f"{'; '.join(hits)} (120.1, 601.2d)" if hits else
                                                      f"exiles {', '.join(exiled)} (406.2)" if exiled else
                                                      "its target is illegal: it does not resolve (608.2b)"
                                                      if e.effects or resolved[0].deals or resolved[0].moves else
                                                      "nothing the model follows happens"))
        elif e.kind == "resolves" and e.what in history.suspend_triggers and resolved is not None and \
                resolved[0].when != REMOVED:  # (113.6b: a card's own trigger in exile is described by its text below)
            lines.append(f"  {e.what} resolves: " + (f"a time counter removed from {resolved[0].source} (702.62a)"
                                                      if resolved[0].when == "your upkeep" else
                                                      f"{resolved[0].source} may be cast without paying its mana cost "
                                                      "(702.62a)") + f" if {e.what} is there and its condition holds "
                                                                     "(603.4): " + ("yes" if resolved[1] else "no"))
        elif e.kind == "resolves":
            lines.append(f"  {e.what}: nothing on the stack to resolve" if resolved is None else
                         f"  {e.what} resolves: {triggers.describe(resolved[0])}" + (
                             f": {', '.join(o for o, hit in history.destroyed(i).items() if hit) or 'nothing there'}"
                             if resolved[0].destroy or resolved[0].destroy_attached_to or resolved[0].sacrifice else
                             ": " + ("it does" if any(history.returned(i).values()) else "the card is not there")
                             if resolved[0].returns else
                             ": " + ("it does" if any(history.moved(i).values()) else "it is not there (603.7c)")
                             if resolved[0].moves else "")
                         if resolved[1] else
                         f"  {e.what} resolves and does nothing: it did not trigger, or its condition fails (603.4)"
                         + (", or what triggered it is not what it reads (608.2h)"
                            if getattr(resolved[0], "if_it", None) else ""))
        lines += [f"  {status(x, i)}" for x in objects if history.present_by(x, i)]
    return lines


def _spell(history: History, i: int, e) -> List[str]:
    """What a cast paid (601.2g-h) and what a spell's resolution did (608.2b, 701.6a)."""
    if e.kind == "add_mana":  # (605.3a)
        return [f"    {n}" for n in history.mana_notes(i)]
    paid = not e.free or e.kicked or history.sc.cost_changes
    if e.kind == "cast" and paid or e.kind == "activate" and e.what in history._activated or e.paid_from_hand or \
            e.from_graveyard or e.kind == "resolves" and e.paid:  # (118.12: a trigger's optional cost)
        pay = history.payment(i)
        tapped = [o for o, used in pay.tapped.items() if used]
        sacrificed = list(e.sacrificed_for_mana) if e.kind == "cast" else []
        mana = [n for n in history.mana_notes(i) if any(n.startswith(o + " ") for o in tapped + sacrificed)]
        convoked = [f"  tapped for {pay.tapping.name}: {', '.join(pay.convoked)}, paying {_convoked(pay)} of the "
                    f"total cost ({pay.tapping.rule})"] if pay.convoked else []
        helped = [f"  {e.assisted_by} paid {pay.assisted} of its generic mana (702.132a)"] \
            if e.kind == "cast" and e.assisted_by else []
        snow = history.snow_spent_read(e.what) if e.kind == "cast" else None
        return [f"  paid by tapping for mana: {', '.join(tapped) or 'nothing'} (601.2g-h)"] + helped + \
            ([f"  sacrificed for mana: {', '.join(sacrificed)} (601.2g, 701.21a)"] if sacrificed else []) + \
            [f"    {n}" for n in mana] + convoked + \
            ([f"    mana from snow sources spent on it (601.2h, 107.4h): {snow}"] if snow is not None else [])
    if e.kind == SPELL_RESOLVES and not history.spell_resolves(i):
        return ["  it does not resolve: all its targets are illegal (608.2b); its card goes to the graveyard"]
    countered = [t for t, did in history.countered(i).items() if did]
    kept = [t for t in history.countered(i) if t not in countered and history.given_by_rider(t, UNCOUNTERABLE)]
    shares = [f"{o} {n}" for o, n in history.shares(i).items() if n] if e.kind == SPELL_RESOLVES else []
    hits = [f"  {source} deals {n} damage to {to} (120.1)" for source, to, n in history.dealt(i) if n] \
        if e.kind == SPELL_RESOLVES else []
    return hits + \
        ([f"  {', '.join(countered)} countered: into its owner's graveyard (701.6a)"] if countered else []) + \
        ([f"  {', '.join(kept)} can't be countered (101.2: a rider on mana spent on it, 106.6)"] if kept else []) + \
        ([f"  counters distributed as it resolves (608.2c): {', '.join(shares)}"] if shares else [])


def _convoked(pay) -> str:
    """What the permanents tapped for convoke or improvise paid, in a concrete run: "{1}{W}"."""
    generic = pay.spend.convoked.get("1", 0)
    return ((f"{{{generic}}}" if generic else "") +
            "".join(f"{{{k}}}" * n for k, n in pay.spend.convoked.items() if n and k != "1")) or "nothing"


def _zone(zone: str) -> str:
    """A zone as told: each player has a graveyard and a hand, and exile is shared (400.2)."""
    return "exile" if zone == "exile" else f"its owner's {zone}"


def _copied(part) -> str:
    return f"the card {part.copy_of} (as printed, 707.2)" if part.copies_card else part.copy_of


def _day_night(history, i: int) -> List[str]:
    """Day or night changing at point i (731), and what transforms or enters transformed
    (702.145)."""
    now, before = history.designation(i), history.designation(i - 1)
    why = {"turn": "502.2, 731.2", "it_becomes": "731.1"}.get(history.events[i - 1].kind, "702.145d, 702.145g")
    lines = [f"  it becomes {now} ({why})"] if now != before else []
    return lines + [f"  {o} transforms, or enters transformed: it is {now} (702.145b-c, 702.145e-f)"
                    for o in sorted(history.day_night_flips(i))]
