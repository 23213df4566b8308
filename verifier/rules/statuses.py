"""What a player's permanents may do at a point of a history, over an `Ops`:
tapped and untapped (107.5, 107.6, 502.3), control since the most recent turn began
(302.6), attacking (508.1a), paying {T} and {Q} and activating abilities (602.5a,
606.3), haste and permissions to act as though with it (702.10).  A part of
`verifier.rules.time.History`, which gives the points they read."""
from __future__ import annotations

from typing import Any, Dict, List, Tuple

from verifier.errors import ModelError
from verifier.model import ACTIVATED, ENTERS_TAPPED, SPELL_RESOLVES, ActivatedAbility, LoyaltyAbility, ManaCost, \
    is_mana_ability, zone_code
from verifier.model.effects import ACTIVATE_NONMANA, ACTIVATE_TAP
from verifier.model.entering import EntersTappedUnless
from verifier.rules import costs, cycling, graveyard_targets, legality, sacrifice_costs, split_second, targets, unless_paid
from verifier.rules.combat import cant
from verifier.rules.targets import Target
from verifier.state import matches

Value = Any
HASTE = "haste"  # 702.10


class Statuses:
    """The statuses of 302.6, 107.5-107.6 and 508.1a, for `History`."""

    def tapped(self, x: str, p: int) -> Value:
        if (x, p) not in self._tapped:
            self._tapped[x, p] = self._tapped_at(x, p)
        return self._tapped[x, p]

    def _tapped_at(self, x: str, p: int) -> Value:
        """107.5-107.6, 502.3: tapped as it entered or as the history began, then each
        tap or untap event, and each untap step of its controller's turn."""
        ops = self.ops
        value: Value = self.sc.objects[x].tapped
        for i, e in ((i, e) for i in range(p) for e in self.at_point(i + 1)):  # (of a group left to the solver, each)
            if x in e.entering:  # 614.1d, 614.12: "enters tapped", if it has it then; "tapped as a copy" (707.5)
                tapped = e.part(x).tapped or e.part(x).copy is not None and self.sc.objects[x].copy_enters_tapped
                value = ops.ite(self.happens(e), ops.or_(tapped, self._enters_tapped(x, i + 1)), value)
            elif e.kind in ("resolves", SPELL_RESOLVES) and x in self.arriving(i + 1):  # a token, a card found
                made_tapped = any(t.tokens_tapped and x in t.creates for t in self.sc.triggers)  # (111.1, 110.5)
                value = ops.ite(self.arriving(i + 1)[x], ops.or_(made_tapped, self._enters_tapped(x, i + 1)), value)
            elif e.kind in ("tap", "untap", "add_mana") and e.what == x:  # (where it happens; tapped for mana, 106.12)
                value = ops.ite(self.happens(e), e.kind != "untap", value)
            elif e.kind == "attacks" and e.what == x:  # 508.1f: tapped as it attacks, unless it has vigilance
                value = ops.ite(self.happens(e), ops.or_(value, self.attack_taps(x, i + 1)), value)
            elif e.kind == "cast" or e.paid_from_hand or e.from_graveyard:  # 601.2g: tapped for mana to pay for a
                pay = self.payment(i + 1)  # spell, suspend (702.62a), cycling (702.29a), embalm or eternalize (602.2b);
                #                            or tapped for convoke or improvise as its cost is paid (702.51a,
                #                            702.126a, 601.2h)
                value = ops.or_(value, pay.tapped.get(x, False), pay.convoked.get(x, False))
            elif e.kind == "activate" and e.what in self._activated:  # 602.2b: its cost paid, {T} or {Q} of its
                cost = self.activation_cost(e.what)  # source (107.5, 107.6), and what it taps for mana (601.2g)
                if self._activated[e.what].source == x and (cost.tap or cost.untap):
                    value = cost.tap
                value = ops.or_(value, self.payment(i + 1).tapped.get(x, False))
            elif e.kind == "resolves" and e.paid:  # 118.12: tapped for mana paying its optional cost, before
                value = ops.or_(value, self.payment(i + 1).tapped.get(x, False))  # what it untaps (608.2c)
                value = ops.and_(value, ops.not_(self._untaps(i + 1).get(x, False)))
            elif e.kind == "turn":
                s = self.state(i)
                mine = ops.eq(s[x].controller, self.vocab.player(e.what))
                value = ops.and_(value, ops.not_(ops.and_(s[x].on_battlefield, mine)))
            elif e.kind == "resolves" and x in self._untaps(i + 1):
                value = ops.and_(value, ops.not_(self._untaps(i + 1)[x]))
            elif e.kind == "resolves" and x in self.turned(i + 1, untap=False):  # a trigger taps it (701.26a)
                value = ops.or_(value, self.turned(i + 1, untap=False)[x])
            elif e.kind == SPELL_RESOLVES and x in unless_paid.lands_tapped(self, i + 1):  # Power Sink, unpaid (118.12)
                value = ops.or_(value, unless_paid.lands_tapped(self, i + 1)[x])
            elif e.kind == SPELL_RESOLVES and e.paid:  # 118.12, 605.3a: tapped for mana to pay as it resolves
                value = ops.or_(value, self.payment(i + 1).tapped.get(x, False))
        return value

    def _enters_tapped(self, x: str, p: int) -> Value:
        """614.1d, 614.12: x entering at point p enters tapped by its own "enters tapped",
        or "enters tapped unless ..." that is not met, if it has it as it would exist on the
        battlefield."""
        rule = self.enters_as(x, p).enters_tapped_unless
        unless = False if rule is None else self.ops.and_(self.entering(x, p).abilities.get(rule.ability, False),
                                                          self.ops.not_(self.kept_untapped(x, p, rule)))
        if not self.enters_as(x, p).enters_tapped:
            return unless
        return self.ops.or_(self.entering(x, p).abilities.get(ENTERS_TAPPED, False), unless)

    def kept_untapped(self, x: str, p: int, rule: EntersTappedUnless) -> Value:
        """614.1c, 614.12: whether what `rule` asks holds as x enters at point p: its
        controller controls enough permanents matching it right before the event (what
        enters with x is not there yet), or pays the life, a choice its own enters event
        states (119.4), or a player's life total is at most `life_at_most` (119), or (`if_played`) it does not
        enter as its owner's land play (305.1)."""
        e = self.events[p - 1]
        if rule.pay_life:
            if e.kind != "enters" or e.what != x:
                raise ModelError(self.sc.path, e.line or 0, f"{x!r} may pay {rule.pay_life} life as it enters "
                                 "(614.12, 119.4), a choice stated only on its own enters or play_land event "
                                 "(pays_life): entering otherwise is not modelled")
            return e.pays_life
        if rule.if_played:  # 305.1: tapped only as its owner's land play
            return not (e.what == x and e.played)
        if rule.life_at_most is not None:  # 119: a player's life total right before it enters
            return self.ops.or_(*[self.ops.not_(self.ops.lt(rule.life_at_most, self.life(player, p - 1)))
                                  for player in self.sc.players])
        ops, before = self.ops, self.state(p - 1)
        you = self.entering(x, p).controller
        count = ops.sum(*[ops.ite(ops.and_(before[o].on_battlefield,
                                           ops.not_(ops.eq(before[o].controller, you)) if rule.opponents else
                                           ops.eq(before[o].controller, you),
                                           matches(ops, rule.you_control, before[o], you=you, other=o != x,
                                                   vocab=self.vocab)), 1, 0) for o in self.sc.objects if o != x])
        return ops.and_(ops.not_(ops.lt(count, rule.at_least)),
                        True if rule.at_most is None else ops.not_(ops.lt(rule.at_most, count)))

    def _untaps(self, r: int) -> Dict[str, Value]:
        """What the loyalty ability resolving at r untaps: each of its targets still a
        legal target, on the battlefield and matching `targets_of` (608.2b); or what the
        trigger resolving there untaps (701.26b)."""
        if r not in self._resolutions or self._resolutions[r][1] is None:
            return {}
        if not isinstance(self._resolutions[r][0], ACTIVATED):
            return self.turned(r, untap=True)
        t, q = self._resolutions[r]
        if isinstance(t, ActivatedAbility) and t.untaps and not self.events[r - 1].countered:
            # 701.26b, 608.2b: "Untap X target lands": each target still legal (all illegal: it does not resolve)
            return dict(zip(t.untaps, self.ability_targets_legal(t.id, r - 1, q)))
        if not isinstance(t, LoyaltyAbility) or not t.max_targets:
            return {}
        ops, state = self.ops, self.state(r - 1)
        you = state[t.source].controller
        return {x: ops.and_(state[x].on_battlefield, matches(ops, t.targets_of, state[x], you=you, other=True,
                                                             vocab=self.vocab))
                for x in self.events[q - 1].targets}

    def controlled_since_turn_began(self, x: str, p: int) -> Value:
        if (x, p) not in self._since:
            self._since[x, p] = self._controlled_since(x, p)
        return self._since[x, p]

    def _controlled_since(self, x: str, p: int) -> Value:
        """302.6: x has been under its controller's control continuously since that
        player's most recent turn began (on the battlefield all along)."""
        ops = self.ops
        now = self.state(p)[x].controller
        options = []
        for player in self.vocab.players:
            turns = [i + 1 for i, e in enumerate(self.events[:p]) if e.kind == "turn" and e.what == player]
            # before the history, only what was there as it began, under that player's control
            since = turns[-1] if turns else 0
            if not turns and x in self._entered:
                continue
            code = self.vocab.player(player)
            states = [self.state(j) for j in range(since, p + 1)]
            states += [self._turn_start(), *self._this_turn()] if since == 0 else []
            held = [ops.and_(s[x].on_battlefield, ops.eq(s[x].controller, code)) for s in states]
            options.append(ops.and_(ops.eq(now, code), *held, self.past(x, player) if since == 0 else True))
        return ops.or_(*options)

    def past_is_open(self, x: str, player: str) -> bool:
        """Whether `past` of x for that player is a choice the scenario leaves open."""
        return self.sc.objects[x].since_turn_began is None and player != self.sc.first_turn

    def past(self, x: str, player: str) -> Value:
        """302.6, as the history begins: whether x, under `player`'s control then, has been
        so continuously since that player's most recent turn began.  What the scenario
        states; unstated, yes for the player whose turn it is (it was there before the
        turn began), and for another player, whose most recent turn came before this
        one, the players' choice: it may have come under that player's control during
        that turn, and a claim is proved only if it holds either way."""
        if not self.past_is_open(x, player):
            stated = self.sc.objects[x].since_turn_began
            return True if stated is None else stated
        return self.ops.eq(self.choose(past_choice(x), 2), 1)

    def can_attack(self, x: str, p: int) -> Value:
        """508.1a, 302.6: an untapped creature its controller controls on that player's
        turn, under that control since the turn began or with haste (702.10), and
        without defender (702.3b) or a restriction saying it can't attack (508.1c)."""
        ops, s = self.ops, self.state(p)[x]
        return ops.and_(s.on_battlefield, s.types["creature"], ops.not_(self.tapped(x, p)),
                        ops.not_(s.abilities.get("defender", False)), ops.not_(cant(ops, s, "attack")),
                        ops.eq(s.controller, self.vocab.player(self.active_player(p))),
                        self._not_sick(x, p, "attack"))

    def _not_sick(self, x: str, p: int, purpose: str) -> Value:
        """302.6: a noncreature is never sick; a creature needs control since the turn
        began, or haste (702.10), or a permission to act as though it had haste."""
        ops, s = self.ops, self.state(p)[x]
        haste = ops.and_(ops.rule("702.10"), ops.or_(s.abilities.get(HASTE, False), self._as_though_haste(x, p, purpose)))
        # (each switched off, `verifier.rules.cited`: no sickness; haste does nothing)
        return ops.or_(ops.not_(ops.rule("302.6")), ops.not_(s.types["creature"]), haste,
                       self.controlled_since_turn_began(x, p))

    def _as_though_haste(self, x: str, p: int, purpose: str) -> Value:
        """Whether a static ability on the battlefield at p lets x `purpose` ("attack"
        or "activate") as though it had haste; "you" is that ability's controller."""
        ops, state = self.ops, self.state(p)
        present = {o: s.on_battlefield for o, s in state.items()}
        return ops.or_(*[ops.and_(state[h.source].on_battlefield, state[h.source].abilities.get(h.ability, False),
                                  not h.affects.objects or x in h.affects.objects,
                                  matches(ops, h.affects, state[x], you=state[h.source].controller,
                                          other=x != h.source, vocab=self.vocab,
                                          host=ops.eq(state[h.source].attached_to, self.vocab.object_code(x))),
                                  True if h.condition is None else
                                  self.evaluation(p).condition_holds(h.condition, h.source, state, present))
                         for h in self.sc.as_though_haste if purpose in h.purposes])

    def can_pay(self, x: str, p: int, tap: bool, untap: bool) -> Value:
        """Whether {T} (107.5: untapped) and {Q} (107.6: tapped) in a cost can be paid,
        with 302.6 for a creature; an ability with {T} in its cost not where an effect forbids
        activating such abilities of x (101.2: mana abilities too, Serra Bestiary's ruling), and
        no ability of x, whatever its cost, where one forbids activating them all (602.5)."""
        ops = self.ops
        if not (tap or untap):
            return ops.not_(self.abilities_forbidden(x, p))
        tapped = self.tapped(x, p)
        if tap and untap:
            return False
        allowed = ops.not_(self.forbidden_on(x, ACTIVATE_TAP, p)) if tap else True
        return ops.and_(ops.not_(tapped) if tap else tapped, self._not_sick(x, p, "activate"), allowed,
                        ops.not_(self.abilities_forbidden(x, p)))

    def can_activate(self, x: str, ability: str, p: int) -> Value:
        """`_can_activate`, asked once for its arguments (claims ask again)."""
        key = ("can_activate", x, ability, p)
        if key not in self._asked:
            self._asked[key] = self._can_activate(x, ability, p)
        return self._asked[key]

    def _can_activate(self, x: str, ability: str, p: int) -> Value:
        """602.5a: x has the ability and its cost, read before the colon, can be paid:
        {T} or {Q} (302.6), the counters it removes (122), the life it pays (119.4), its
        mana by some choice of the permanents its controller can tap for mana (602.2b,
        601.2g-h, 107.4h: {S} with mana from a snow source; X as 0; not x itself when the
        cost taps it; each hybrid symbol by either half, 107.4e, 118.13a), some permanent of the kind a
        "Sacrifice a creature" asks (701.21a, `sacrifice_costs`), 118.3; any other part of the cost is
        not modelled, and refused; each target it has, some legal one
        (601.2c, `_some_target`); "activate only as a sorcery" (602.5d) and "only once each
        turn" (602.5b, `_activated_before`) are followed; a loyalty ability (named by its
        cost, 606.4) only as the history's activation of it would be possible (606.3,
        606.6)."""
        ops, s = self.ops, self.state(p)[x]
        if costs.graveyard_keyword(ability) is not None:
            return self._can_activate_from_graveyard(x, ability, p)
        n = graveyard_targets.read(ability, self.sc.objects[x].printed.name) if self.sc.objects[x].zone else None
        if n is not None:  # 113.6: an ability of a card in a graveyard targeting cards of an opponent's graveyard
            return self._can_activate_from_graveyard(x, ability, p, graveyard_targets.can_activate(self, x, n, p))
        if cycling.CYCLING.match(ability):  # 702.29a: from its owner's hand
            return cycling.can_cycle(self, x, ability, p, cycling.forbidden(self, x, p))
        if legality.LOYALTY_COST.match(ability):
            own = LoyaltyAbility(id=ability, source=x, cost=ability.replace("\u2212", "-"))
            return ops.and_(s.abilities.get(ability, False), legality.holds(ops, legality.loyalty(self, own, p)))
        cost, unread = costs.of_ability(ability, self.sc.objects[x].printed.name)
        sacrifice, unread = sacrifice_costs.split(unread)  # (118.3: some permanent of its kind to sacrifice)
        if unread:  # (a part not read, such as tapping other creatures or discarding: the loader refuses the claim)
            raise ModelError(self.sc.path, 0, f"can_activate({x}, {ability!r}): the part {unread[0]!r} of its cost is "
                                              "not modelled (602.2b, 118.3)")
        ways = costs.payments(cost.mana) if cost.mana else ()  # (107.4e, 118.13a: hybrid, by either half)
        if ways is None:  # (Phyrexian, 107.4f: the loader refuses the claim, `spells.unfollowed_activation`)
            raise ModelError(self.sc.path, 0, f"can_activate({x}, {ability!r}): its mana cost {cost.mana} has a "
                                              "symbol not modelled (Phyrexian, 107.4f)")
        others = ops.and_(*[c for c, _ in self.activation(x, ability, cost, p)],
                          *(self._some_target(x, t, p) for t in targets.read(ability)[0]),
                          sacrifice_costs.some_sacrifice(ops, self.vocab, self.state(p), self.sc.objects, sacrifice,
                                                         s.controller, x) if sacrifice is not None else True)
        if others is False:  # (what else it needs fails: its mana is not asked)
            return False
        change = self.activation_change(x, s.controller, p) if ways else 0  # (602.2b, 601.2f)
        mana = ops.or_(*[self.some_payment(needed, s.controller, p, self._spending(s.controller, p),
                                           f"could activate {x} {ability!r}", besides=x if cost.tap else None,
                                           change=change)
                         for needed in ways]) if ways else True
        return ops.and_(others, mana)

    def _can_activate_from_graveyard(self, x: str, ability: str, p: int, targets: Value = True) -> Value:
        """702.128a, 702.129a, 702.84a, 113.6: embalm, eternalize or unearth of card x: its card has it, and as the
        history's event of it would be possible (its owner's graveyard, as a sorcery, nothing
        forbidding it, 101.2), its mana paid by some choice of the permanents its owner can tap for
        mana (601.2g-h via 602.2b)."""
        kind, mana = costs.graveyard_keyword(ability) or ("its ability", costs.of_ability(ability)[0].mana)
        if ability not in self.sc.objects[x].printed.abilities:
            return False
        ops, owner = self.ops, self.vocab.player(self.sc.objects[x].owner)
        ways = costs.payments(mana)
        if ways is None:
            raise ModelError(self.sc.path, 0, f"can_activate({x}, {ability!r}): its mana cost has a symbol not modelled")
        return ops.and_(legality.holds(ops, legality.graveyard_ability(self, x, kind, p)), targets,
                        ops.or_(*[self.some_payment(needed, owner, p, self._spending(owner, p),
                                                    f"could activate {x} {ability!r}") for needed in ways]))

    def activation_cost(self, aid: str) -> ManaCost:
        """The cost of the [[ability]] aid (602.1a; the loader refuses any part not read), read once."""
        if aid not in self._activation_costs:
            a = self._activated[aid]
            self._activation_costs[aid] = costs.of_ability(a.ability, self.sc.objects[a.source].printed.name)[0]
        return self._activation_costs[aid]

    def activation(self, x: str, ability: str, cost: ManaCost, p: int) -> List[Tuple[Value, str]]:
        """What activating x's ability right after point p needs but its mana and its targets
        (602.2, 602.5a), each with why it fails: x on the battlefield with it (602.1), {T} or
        {Q} payable (107.5, 107.6, 302.6), the counters and life it pays (122.8, 119.4,
        118.3), the restrictions its text states (602.5b, 602.5d)."""
        ops, s = self.ops, self.state(p)[x]
        life = ops.ite(ops.eq(s.controller, self.vocab.player("you")), self.life("you", p), self.life("opponent", p))
        return [(ops.and_(s.on_battlefield, s.abilities.get(ability, False)),
                 f"{x!r} is not on the battlefield with the ability {ability!r} then (602.1, 113.6)"),
                (self.can_pay(x, p, cost.tap, cost.untap),
                 f"{x!r} can't pay {'{T}' if cost.tap else '{Q}'}: already {'tapped' if cost.tap else 'untapped'}, a "
                 "creature its controller has not controlled since the turn began (107.5, 107.6, 302.6), or an effect "
                 "forbids activating its abilities with {T} in their costs, or all of them (101.2, 602.5)"),
                (True if is_mana_ability(ability) else ops.not_(self.forbidden_to(s.controller, ACTIVATE_NONMANA, p)),
                 f"an effect forbids {x!r}'s controller activating abilities that aren't mana abilities (101.2)"),
                (True if is_mana_ability(ability) else ops.not_(self.forbidden_source(x, p)),
                 f"a static ability forbids activating the abilities of sources named as {x!r} is that aren't mana "
                 "abilities (101.2, 605.1a)"),
                *([] if is_mana_ability(ability) else  # (702.61a, 605.1a: split second stops it)
                  split_second.activating(self, f"the ability {ability!r} of {x!r}", p)),
                *((c, f"{x!r} can't pay the counters or life of its cost (122.8, 119.4, 118.3)")
                  for c in costs.payable(ops, s, cost, life)),
                *((c, f"{x!r}'s ability can't be activated now, as its text restricts (602.5b, 602.5d, 307.1)")
                  for c in self._may_activate_now(x, ability, p))]

    def _some_target(self, x: str, target: Target, p: int) -> Value:
        """601.2c, 602.2b: a legal choice of the target of x's ability exists at point p, its
        controller `you`: a player always (none has hexproof: the loader refuses one that
        could), a permanent as `may_target` allows, a card in a graveyard (its owner's,
        404.1: `you` for "your graveyard") of what it must be; "up to N", none; "X target", none (X
        as 0 here); "N target", N different ones (115.3: an object is chosen once for one word
        target); "one or two", one."""
        if target.optional or target.kind == "player" or target.count == "X":
            return True
        ops, state = self.ops, self.state(p)
        you = state[x].controller
        if target.kind == "permanent":
            legal = [self.may_target(target.of, t, you, state, x) for t in sorted(self.sc.objects)
                     if not (target.another and t == x)]
            if target.fewest == 1:
                return ops.or_(*legal)
            return ops.not_(ops.lt(ops.sum(*[ops.ite(c, 1, 0) for c in legal]), target.fewest))
        return ops.or_(*[ops.and_(ops.not_(state[t].on_battlefield), ops.eq(state[t].zone, zone_code("graveyard")),
                                  ops.eq(self.vocab.player(self.sc.objects[t].owner), you) if target.yours else True,
                                  matches(ops, target.of, state[t].card or state[t], you=you, other=True,
                                          vocab=self.vocab))
                         for t in sorted(self.sc.objects)])

    def _may_activate_now(self, x: str, ability: str, p: int) -> List[Value]:
        """The restrictions of 602.5b and 602.5d the ability's text states, at point p: as a
        sorcery, by x's controller on that player's turn in a main phase with the stack
        empty (307.1); once each turn, not if it was activated earlier this turn; only if it
        has a counter of a kind on it (122.1)."""
        read, _ = costs.restrictions(ability)  # (the loader refuses the others)
        ops, s = self.ops, self.state(p)[x]
        out: List[Value] = []
        if costs.SORCERY in read:
            out += [ops.eq(s.controller, self.vocab.player(self.active_player(p))),
                    *(c for c, _ in legality.sorcery_speed(self, p, "it is activated"))]
        if costs.ONCE in read:
            out.append(ops.not_(self._activated_before(x, ability, p)))
        for kind in filter(None, map(costs.counter_on_it, read)):  # 602.5b, 122.1: one or more of that kind on it
            out.append(ops.lt(0, s.counters.get(kind, 0)))
        return out

    def _activated_before(self, x: str, ability: str, p: int) -> Value:
        """Whether x's ability (no mana ability: the loader refuses one) was activated
        earlier this turn, by point p: by an `activate` event of the history since the turn
        began and since x entered (an object that enters is new, 400.7); or, in the turn the
        history began in, before the history began, by x there then: an open choice,
        quantified like the players'."""
        for e in reversed(self.events[:p]):  # this turn, by the history's activations of it by x (400.7: as x)
            if e.kind == "turn" or x in e.entering:
                return False
            if e.kind == "activate" and e.what in self._activated and \
                    (self._activated[e.what].source, self._activated[e.what].ability) == (x, ability):
                return True
        ops = self.ops
        return ops.and_(self.state(0)[x].on_battlefield,
                        ops.eq(self.choose_among(f"{x}'s ability {ability!r} activated earlier this turn, before the "
                                                 "history began (602.5b):", ["no", "yes"]), 1))


def past_choice(x: str) -> str:
    """The name of the choice `History.past` makes for x."""
    return f"whether {x} was under its controller's control since that player's most recent turn began, as the " \
           "history began (302.6)"
