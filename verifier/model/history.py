"""What a history is made of: its events, the triggered and loyalty abilities it
resolves, permissions to act as though with haste, and the timestamps its events give
(613.7)."""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Dict, List, Optional, Tuple

from verifier.model.effects import Condition, Filter

# How a permanent became face down: it decides how it may be turned face up (702.37e, 702.168d,
# 701.40b-c, 701.58b-c, 708.7); "effect": by another spell or ability (Tezzeret, Cruel Machinist's).
FACE_DOWN_KINDS = ("morph", "disguise", "manifest", "cloak", "effect")

# -- histories (a sequence of events) -------------------------------------------------

EVENT_KINDS = ("turn", "step", "enters", "leaves", "starts", "ends", "tap", "untap", "turn_face_up", "put_counters",
               "remove_counters", "attach", "unattach", "resolves", "activate", "transform", "moves", "embalm",
               "eternalize", "returns", "draws", "cast", "copy_spell", "copy_ability", "add_mana", "attacks",
               "blocks", "deals", "play_land", "suspend", "it_becomes", "cycle")
# 707.10: a `copy_ability` event puts a copy of the latest instance of a [[trigger]] on the stack (an instance of it,
# with its source and controller; not triggered, 603.2, nor activated)
COPY_ABILITY = "copy_ability"
# the step of the combat phase whose beginning deals combat damage (510.1-510.2), a `step` event
COMBAT_DAMAGE = "combat damage"
# what the history tells of a spell (601, 608): `cast` puts it on the stack; a `resolves` naming it is read as
# "resolves_spell" (an instant or sorcery: its effects begin, 608.2c, and its card goes to the graveyard, 608.2n) or
# as an `enters` with `from_stack` (a permanent spell becomes a permanent, 608.3)
SPELL_RESOLVES = "resolves_spell"
# what the history tells as two events, a `moves` of a card and an `enters` of a new object (`verifier.load.graveyard_copies`,
# `verifier.load.returns`); an activation or a cast and the sacrifice paying its cost are two too (`Event.second`)
TWO_STEPS = ("embalm", "eternalize", "returns", "cycle")
# 603.2: what a triggered ability waits for: the beginning of its controller's upkeep or of
# each upkeep, of combat on its controller's turn or of each combat (507.1), an object entering the battlefield or turned face up, or one leaving it (into a
# graveyard: it dies, 700.4; 603.6c, 603.10a: these look back in time), what happens in combat
# 508.1m, 509.1i, 509.3c, 510.3a: as a creature is declared an attacker or a blocker, as an attacker first
# becomes blocked, as a creature deals combat damage to a player
COMBAT_TRIGGERS = ("attacks", "blocks", "becomes blocked", "deals combat damage to a player")
# 603.2, 603.2e, 701.26b: a permanent that was tapped becoming untapped, by the untap step (502.3) or anything else
# (inspired); never one entering untapped
BECOMES_UNTAPPED = "becomes untapped"
# the events that may untap a permanent: an untap step (502.3), an untap event, a resolution (a trigger's or a loyalty
# ability's untapping), an activation paying {Q} (107.6)
UNTAPPING_KINDS = ("turn", "untap", "resolves", "activate")
# 602.2, 603.2: as an ability of a permanent matching `of` becomes activated (its costs paid, 601.2i via 602.2b), by the
# source's controller, another player, or anyone; mana abilities are no activation event of a history (605.3a)
ACTIVATING = ("you activate", "an opponent activates", "a player activates")
# 603.2, 120.1: a source matching a trigger's `of` deals damage, combat or noncombat, to the trigger's controller
# ("Whenever a Human deals damage to you")
DAMAGE_TO_YOU = "deals damage to you"
# 603.8: a state trigger ("When Dark Depths has no ice counters on it"): it triggers whenever its `state` holds with no
# instance of it on the stack, checked at every event
STATE_TRIGGER = "state"
# 702.21a: ward's trigger, as its permanent becomes the target of a spell or ability an opponent controls (a cast's or an
# activation's target); its resolution counters that spell or ability unless that player pays the ward cost
WARD = "becomes the target"
# 111.1-111.2, 603.2: "Whenever you create a token": once for each token a resolution creates under the source's
# controller's control (a token a copy of a permanent spell becomes is put onto the battlefield, not created, 707.10f)
TOKEN_CREATED = "you create a token"
TRIGGER_EVENTS = ("your upkeep", "each upkeep", "your combat", "each combat", "enters", "turned face up", "dies", "leaves the battlefield", "you cast",
                  "a player casts", *COMBAT_TRIGGERS, BECOMES_UNTAPPED, *ACTIVATING,
                  "last time counter removed", "a time counter removed",  # (in exile, 702.62a)
                  "next end step", "end of combat", "your end step", "each end step",  # (513.1: as an end step begins)
                  "you cycle",  # (702.29c-d: as its controller discards a card to pay a cycling cost)
                  DAMAGE_TO_YOU, STATE_TRIGGER, WARD, TOKEN_CREATED,
                  "chapter",  # (714.2b: lore counters put on its Saga reach one of its chapter numbers)
                  "you play a card")  # (PLAYS)
CYCLES = "you cycle"
CHAPTER = "chapter"  # 714.2b: a chapter ability, triggering as lore counters put on its Saga reach its number
# 603.7, 513.1a: the moments a delayed triggered ability may name: the beginning of the next end step (a `step = "end"`
# event after the resolution creating it) and end of combat (511.2: a `step = "end of combat"` event); others are refused
END_OF_COMBAT = "end of combat"
DELAYED = ("next end step", END_OF_COMBAT)
# what a delayed trigger does to the object it names as it resolves (603.7c): returns it to its owner's hand,
# sacrifices it (701.21a: to its owner's graveyard) or exiles it
DELAYED_MOVES = {"hand": "return {} to its owner's hand", "graveyard": "sacrifice {}", "exile": "exile {}"}
# 305.1, 601.2i: its controller plays a land or casts a spell, a card (a copy of a spell is put on the stack, not cast,
# 707.10: a `copy_spell` event, no `cast`)
PLAYS = "you play a card"
CASTING = ("you cast", "a player casts")  # 601.2i: as a spell becomes cast (its caster: "you" is the source's controller)
LEAVING = ("dies", "leaves the battlefield")
# 514.2: "until end of turn" ends in the cleanup step, before the next turn begins;
# "until your next turn" ends immediately before its controller's next turn begins (the
# seed 000 ruling on Tezzeret, Cruel Machinist); "until its controller's next untap step"
# (of its one target) as that player's untap step begins, the first step of that turn (502)
DURATIONS = ("end of turn", "your next turn", "its controller's next untap step")


@dataclass(frozen=True)
class HastePermission:
    """A static ability of `source` that lets the creatures it names attack, or
    activate {T} and {Q} abilities, as though they had haste (302.6): a permission
    of the rules, not an ability they gain, so removing their abilities keeps it."""

    source: str
    ability: str
    affects: Filter
    purposes: tuple  # "attack", "activate"
    condition: Optional[Condition] = None  # only while it holds (611.3a)


@dataclass(frozen=True)
class LandPlays:
    """A static ability of `source` that lets its controller play `extra` additional lands on
    each of their turns (305.2): while its object is on the battlefield and has it."""

    source: str
    ability: str
    extra: int


@dataclass(frozen=True)
class SpendPermission:
    """A static ability of `source` that lets its controller (`players` "you") or every
    player ("each") spend mana as though it were mana of any colour (`kind` "any color")
    or of any type ("any type"): how costs may be paid, not what the mana is (609.4b); with
    `mana` (a colour), only mana of that colour may be so spent ("You may spend white mana as
    though it were mana of any color").  `kind` "only colorless": mana of any other colour
    than `mana` may be spent only as though it were colourless (Celestial Dawn's "other mana")."""

    source: str
    ability: str
    kind: str
    players: str = "you"
    spells: Optional[Filter] = None  # only to cast spells matching this ("to cast creature spells"); None: any cost
    mana: Optional[str] = None  # the colour of mana it is about (see above)


@dataclass(frozen=True)
class CostChange:
    """A static ability of `source` that makes spells cost more or less to cast (601.2f):
    `amount` generic mana more (or, negative, less, 118.7a) for the spells matching
    `spells` (None: every spell) that its controller (`players` "you"), that player's
    opponents ("opponents") or every player ("each") casts; `per_other_spell`: that
    much for each other spell the caster has cast this turn (Damping Sphere).  With
    `activations`, it changes instead what the activated abilities of the permanents
    matching it cost to activate (602.2b applies 601.2f), and no spell's cost."""

    source: str
    ability: str
    amount: int
    players: str = "each"
    spells: Optional[Filter] = None
    per_other_spell: bool = False
    activations: Optional[Filter] = None


@dataclass(frozen=True)
class Trigger:
    """A triggered ability of `source` (603): it triggers when its event happens
    (`when`, TRIGGER_EVENTS; for `enters`, an object matching `of`) if its source is on
    the battlefield with the ability and the intervening "if" `condition` holds then
    (603.4); it is controlled by its source's controller at that moment (603.3a).  When
    a `resolves` event resolves it, it checks the condition again and does nothing if
    it fails; else it destroys `destroy`, or what `destroy_attached_to` is attached to
    then (what it affects is determined on resolution, 608.2b); puts counters on an
    object, changes its controller's life total, creates tokens, returns the card of
    its source that died to the battlefield as a new object, taps or untaps a permanent,
    begins `effects` (608.2c), or has its source deal damage (120.1).  `when` is one of
    TRIGGER_EVENTS: for `enters` and `turned face up`, the object must match `of`."""

    id: str
    source: str
    ability: str
    when: str
    of: Filter = Filter()
    condition: Any = field(default=None, compare=False)  # verifier.expr.Expr
    destroy: Optional[str] = None
    destroy_attached_to: Optional[str] = None
    # evoke's trigger (702.74a): its controller sacrifices its source (701.21a: indestructible or not), and only
    # "if its evoke cost was paid" (603.4: the cast that made it chose evoke)
    sacrifice: Optional[str] = None
    evoked: bool = False
    kicked: bool = False  # "When this creature enters, if it was kicked" (603.4, 702.33e: `verifier.rules.kicked`)
    counters_on: Optional[str] = None  # puts `counters` on this object
    counters: tuple = ()               # (kind, n or "X": for its source's enters trigger, the spell's X)
    life: int = 0                      # its controller gains (or, negative, loses) this much life (119.3)
    whose_life: str = "you"            # ... or "that player", "defending player", "active player" does
    creates: tuple = ()                # the tokens it creates: objects `created_by` it (111.1)
    tokens_attacking: bool = False     # ... put onto the battlefield attacking (508.4): never declared attackers
    tokens_tapped: bool = False        # ... tapped, as its text says ("create a tapped ...", 111.1, 110.5)
    how_many: Any = None               # "create X tokens": X, a Count read as it resolves (608.2h), or a number; the first X
    of_each_kind: bool = False         # how_many is of each kind of token it creates (111.1; doubled kind by kind, 614.1a)
    returns: Optional[str] = None      # the card it returns to the battlefield from its owner's graveyard (persist)
    returns_as: Optional[str] = None   # ... as this new object (400.7), with `counters` (122.6)
    # "return each card exiled with ~": each card an ability of its source exiled (607.2a, linked) -> the new
    # object it returns as (400.7; `verifier.load.linked`)
    returns_exiled: Tuple[Tuple[str, str], ...] = ()
    # 614.1a, 614.6: the object it returns is exiled instead of leaving the battlefield for anywhere else
    exile_if_leaves: bool = False
    taps: Optional[str] = None         # the permanent it taps (701.26a) ...
    untaps: Optional[str] = None       # ... or untaps (701.26b)
    effects: Tuple[str, ...] = ()      # the resolved effects its resolution begins (608.2c, 613.7b)
    # 608.2c: its text creates its tokens before it begins its effects, which see them as they begin (611.2c)
    tokens_first: bool = False
    deals: int = 0                     # the damage its source deals (120.1) ...
    to: Optional[str] = None           # ... to this creature, planeswalker or player
    # "When you cast this spell": it triggers from the stack as its source becomes cast (113.6k, 601.2i, 603.2), its
    # controller the caster, not from the battlefield
    own_cast: bool = False
    # 603.7a: a delayed triggered ability exists once a resolution created it: the [[effect]] whose beginning is that
    # resolution, or the permanent spell cast for its dash cost, as it resolves (702.109a); None for any other trigger
    created_by: Optional[str] = None
    moves: Tuple[str, ...] = ()        # the objects it moves as it resolves (603.7c: each only if still there) ...
    into: Optional[str] = None         # ... into this zone (DELAYED_MOVES)
    moves_targets: bool = False        # what it moves are its targets ("exile target permanent"): none legal, it does nothing (608.2b)
    # the restriction its text puts on its one target ("target creature with power less than or equal to ~'s power"),
    # a condition over the scenario's objects: it must hold as the trigger is put on the stack (603.3d, 601.2c) and
    # holds again as it resolves, else the target is illegal and it does nothing (608.2b)
    target_if: Any = field(default=None, compare=False)  # verifier.expr.Expr
    # "... if that land is a Mountain": what the object whose entering triggered the instance must be for it to do
    # anything, read as it resolves, or as that object last existed on the battlefield if it left (608.2h, 113.7a)
    if_it: Optional[Filter] = None
    # "Twin's power is equal to Gemini Engine's power ...": the object whose power and toughness, as it resolves (or
    # as it last existed, 608.2h), the tokens it creates have as the values their creating effect defines (111.3)
    token_pt_of: Optional[str] = None
    # "create a token that's a copy of target creature": the permanent its one token enters as a copy of as it resolves
    # (707.2, 111.1), by the copy effect its resolution begins (`verifier.load.trigger_copies`); its target's legality
    # is its target_if (608.2b); or "a copy of equipped creature": then `copies_equipped`, copy_of being the creature
    # its source Equipment is attached to as it resolves, or was attached to as it last existed (608.2h, 113.7a)
    copy_of: Optional[str] = None
    copies_equipped: bool = False
    # 603.5, 118.12: "you may pay COST. If you do, ...": the mana cost its controller may pay as it resolves; all the
    # table says it does is then the part that follows "If you do" (each resolution says `paid`)
    pays: Optional[str] = None
    # 603.8: a state trigger's state, a condition over the scenario's objects (verifier.expr.Expr): not an intervening
    # "if" (603.4), so not checked again as it resolves
    state: Any = field(default=None, compare=False)
    draws: int = 0  # the cards its controller draws as it resolves (121.1): `draws` events after each resolution
    finds: Optional[str] = None  # the card its search puts onto the battlefield as it resolves (701.23): an `enters`
    # the cards a player discards as it resolves, chosen by its controller (701.9b), and how its text chooses them
    # (`verifier.load.trigger_discards`, `verifier.rules.discarding`)
    discards: Tuple[str, ...] = ()
    discard_rule: Any = field(default=None, compare=False)
    fights: Optional[str] = None  # the creature its source fights as it resolves (701.14a): each deals the other
    #                               damage equal to its power, neither if either is gone or no creature (701.14b)
    # a modal trigger for which no mode was chosen ("choose up to one", 700.2b): removed from the stack as it is put
    # there (603.3c), so it never waits there nor resolves
    no_mode: bool = False
    said: str = ""  # what it does as it resolves: its ability, or of a modal one its chosen mode's (700.2b)
    # 603.3d, 115.1: the object its one target is (one of destroy, fights, taps, untaps, counters_on, to), what its text
    # says that target must be, and whether "another" (`verifier.load.trigger_targets`): legal as it is put on the
    # stack, and again as it resolves, else it does nothing (608.2b)
    aimed_at: Optional[str] = None
    aimed: Optional[Filter] = None
    aimed_another: bool = False
    # 603.2: one of several tables of one ability, standing for the one instance the event labelled `instance` put on
    # the stack (`verifier.load.trigger_instances`); the table without one stands for every other instance, none at
    # the events `others_at` labels
    instance: Optional[str] = None
    others_at: frozenset = frozenset()
    # 303.4, 301.5, 608.2c: the objects its table names for an instruction its text words "enchanted creature" or
    # "equipped creature" (`verifier.load.trigger_targets.attached_named`): each must be what its source is attached
    # to as it resolves, or was as it last existed on the battlefield (608.2h, 113.7a)
    attached_named: Tuple[str, ...] = ()
    # 608.2h, 603.2: the objects its table names for an instruction its text words by a pronoun of what triggered it
    # ("put a +1/+1 counter on it": `verifier.load.trigger_targets.triggering_named`): each must be the object whose
    # event triggered the instance resolving
    triggering_named: Tuple[str, ...] = ()

    @property
    def delayed(self) -> bool:
        return self.created_by is not None


@dataclass(frozen=True)
class ActivatedAbility:
    """An activated ability of permanent `source` (602) that a history's `activate` events
    activate: `ability` its text, one of the source's abilities.  Its cost is paid as it is
    activated (602.2b, 601.2g-h): {T} taps the source, {Q} untaps it (107.5, 107.6),
    counters are removed from it (122.8), life is paid (119.4), and mana comes from the
    permanents its controller chooses to tap for mana.  It waits on the stack until a
    `resolves` event (405, 608.2), which begins `effects` (608.2c, 613.7b)."""

    id: str
    source: str
    ability: str
    effects: Tuple[str, ...] = ()
    # "[another] target <kind>" (115.1, 601.2c via 602.2b): what its one target must be, whether it
    # may not be its source; the target chosen is what its effects affect (their `targets`)
    target: Optional[Filter] = None
    another: bool = False
    # "Untap [N or X] target <kind>" (701.26b): its targets, which its resolution untaps (`verifier.load.several`); X in
    # its cost is their number, given on its activation (x = N, 107.3a)
    untaps: Tuple[str, ...] = ()
    x_targets: bool = False
    # unearth (702.84a): an ability of a card in its owner's graveyard (113.6) that returns that card (`returns`, its
    # source) as the new object `returns_as` (400.7), which is exiled instead of leaving the battlefield otherwise
    returns: Optional[str] = None
    returns_as: Optional[str] = None
    exile_if_leaves: bool = False
    # an ability of a card in its owner's graveyard (113.6, `verifier.load.graveyard_ability`): "Exile N target cards
    # from an opponent's graveyard" (115.1: N, its targets cards there, those still legal exiled, 608.2b), and "Return
    # <it> from your graveyard to your hand" (its card, if it has stayed there, 400.7)
    exiles_targets: int = 0
    to_hand: bool = False
    # "~ deals N damage to <target>" or "... divided as you choose among ... targets" (120.1, 601.2d,
    # `verifier.load.resolution_damage`): each target, an object or a player, and the damage it is dealt as the
    # ability resolves, divided as it was activated; `opponent_only` for "target opponent" (115.1)
    deals: Tuple[Tuple[str, int], ...] = ()
    opponent_only: bool = False
    # "Exile target <kind>" (406.2, `verifier.load.linked`): its one target, exiled as it resolves if still legal
    # (608.2b); what an ability of the same object returns "exiled with ~" (607.2a)
    moves: Tuple[str, ...] = ()
    into: Optional[str] = None


@dataclass(frozen=True)
class LoyaltyAbility:
    """A loyalty ability of planeswalker `source` (606): activating it pays its loyalty
    cost at once (606.4: `cost` "+1", "0", "-5" or "-X", with X chosen as it is
    activated and no more than its loyalty, 606.6); it resolves later (a `resolves`
    event), untapping its targets that are still artifacts (up to `max_targets`,
    608.2b) or putting the card its search finds onto the battlefield if that card
    matches `search` and its mana value is at most X."""

    id: str
    source: str
    cost: str
    max_targets: int = 0
    targets_of: Filter = Filter()
    search: Optional[Filter] = None


# the abilities a history activates (602, 606): put on the stack by their `activate` events
ACTIVATED = (ActivatedAbility, LoyaltyAbility)


@dataclass(frozen=True)
class Event:
    """One event of a scenario's history, in the order given.  `turn`: a player's
    turn begins (its untap step untaps that player's permanents, 502.3); `step`: an
    extra step or phase that begins no turn; `enters`: an object enters the
    battlefield (a new object, 400.7, with a new timestamp, 613.7d), tapped or not;
    `leaves`: it leaves the battlefield (and does not come back as the same object), `into` a
    zone if the history says which; `moves`: a card not on the battlefield is put `into`
    another zone (400.7: a new object there, as the same id);
    `starts` / `ends`: a resolved effect begins (its timestamp, 613.7b) or ends;
    `tap` / `untap`: a permanent becomes tapped or untapped; `turn_face_up`: a
    face-down permanent is turned face up (the same object, 708.8); `put_counters` /
    `remove_counters`: counters put on or removed from a permanent (122); `deals`: an object
    deals noncombat damage (`amount`) `to` a creature or a player (120.1, 120.3); `attach` /
    `unattach`: an Aura or Equipment becomes attached to `to` (equip, 702.6a) or
    unattached (301.5); `resolves`: the latest instance of a triggered ability (a
    `Trigger` id) not yet resolved resolves (603.4, 608.2)."""

    kind: str
    what: str                 # the player (turn), step name, object id or effect id
    label: Optional[str] = None
    tapped: bool = False      # an object that enters tapped
    pays_life: bool = False   # an `enters` whose object's controller pays life as it enters (614.12, 119.4)
    implied: bool = False     # an `ends` a duration adds (DURATIONS), not one the file gives
    counters: tuple = ()      # (kind, n) put on or removed
    group: Optional[str] = None  # consecutive events of one group happen in an order the history leaves open
    # an event of a group whose end is labelled (`end_label`): that label, the point after all of the group's events
    group_end: Optional[str] = None
    to: Optional[str] = None  # what an `attach` attaches it to
    attacker: Optional[str] = None  # a `blocks`: the attacking creature it blocks (509.1a)
    # an `attacks`: what it may attack, players or planeswalkers (508.1b; several: its controller's choice; none:
    # the defending player)
    attacked: tuple = ()
    amount: int = 0           # a `deals`: how much damage its source (`what`) deals to `to` (120.1)
    # a `cast` of a spell dealing damage to targets: each target (an object or a player) and the damage it is dealt,
    # announced as it is cast (601.2c-d; `verifier/load/spell_damage.py`)
    deals_to: tuple = ()
    x: Optional[int] = None   # an object entering: the X chosen for the spell that became it (107.3)
    x_at_most: Optional[int] = None  # ... or X is the caster's choice, from 0 up to this
    targets: tuple = ()       # an `activate`: its targets
    finds: Optional[str] = None  # an `activate` with a search: the card its search finds (from the library)
    # a `searches` (a typecycling ability resolving, 702.29e): the player `what` searches their library for a card
    # of this kind, and puts the one it `finds` (None: none, 701.23b) into their hand, then shuffles (701.24a)
    searched: Optional[Filter] = None
    fewer_lands: bool = False  # ... only if an opponent controls more lands than that player (a spell's, 608.2c)
    # an instant's or sorcery's resolution drawing a card for each permanent of this kind its controller controls
    # (121.1, 608.2h), counted once it has done the rest: `draws_n` of them (`verifier.load.spell_draws`)
    draws_for: Optional[Filter] = None
    draws_n: int = 0
    equip: bool = False       # an `attach` that is the Equipment's equip ability (702.6a): it targets
    # a `turn_face_up` an effect does (708.7), not its controller's special action; a `transform` a trigger's
    # resolution does (701.27a, `verifier.load.trigger_transforms`)
    by_effect: bool = False
    copy: Optional[str] = None  # an object entering as a copy (707.5): the copy effect it begins, at this point
    back: bool = False        # a double-faced card entering (or cast) with its back face up (712.11b, 712.13, 712.14a)
    played: bool = False      # an `enters` that is its owner's land play (305.1, 712.12: `play_land`)
    into: Optional[str] = None  # the zone (ZONES) a `leaves` or `moves` puts it into
    # a `moves` that is the cost of this ability of the card, "embalm" or "eternalize": exiled from its owner's
    # graveyard, as a sorcery (702.128a, 702.129a, 602.2); or "suspend": exiled from a hand with `counters`
    # (702.62a, 116.2f), X the `x` chosen
    activated: Optional[str] = None
    becomes: Optional[str] = None  # a `moves` that returns the card to the battlefield as this new object (400.7)
    copied_from: Optional[str] = None  # a token entering as a copy of a card: the zone the card is in (707.2)
    # an `enters`: the other objects entering at the same time, by the same event (603.6a, 614.12, 613.7m), each
    # with none of this event's options (tapped, x, face, as a copy: they belong to `what`)
    together: tuple = ()
    # one of a group's events placed at one position of an order left open (`verifier.model.groups.slotted`):
    # (group, its place j in the group, the position k); it happens only if the order puts event j at position k
    slot: Optional[Tuple[str, int, int]] = None
    free: bool = False        # a `cast` without paying its mana cost (X is 0, 107.3b)
    mode: Optional[int] = None  # a `cast` of a modal spell: the mode chosen (700.2a)
    kicked: bool = False      # a `cast` whose caster pays its kicker cost (702.33a, 702.33d)
    surge: bool = False       # a `cast` for its surge cost, an alternative cost (702.117a, 118.9)
    dash: bool = False        # a `cast` for its dash cost, an alternative cost (702.109a, 118.9)
    emerge: Optional[str] = None  # a `cast` for its emerge cost: the creature it sacrifices (702.119a, 118.9)
    bestow: bool = False      # a `cast` for its bestow cost: an Aura spell with enchant creature (702.103a-b)
    convoke: tuple = ()       # a `cast` of a spell with convoke: the creatures tapped for it as it is paid (702.51a)
    improvise: tuple = ()     # a `cast` of a spell with improvise: the artifacts tapped for it as it is paid (702.126a)
    hybrid: tuple = ()        # an `activate`: the half paying each hybrid symbol of its cost, in order (107.4e)
    sacrificed: tuple = ()    # an `activate`: the permanent its cost sacrifices, of a kind (602.2b, 701.21a)
    discarded: tuple = ()     # a `cast`: the card discarded for its additional cost (118.8, 601.2h)
    evoke: bool = False       # a `cast` for its evoke cost, an alternative cost (702.74a, 118.9)
    awaken: bool = False      # a `cast` for its awaken cost, an alternative cost (702.113a, 118.9)
    assisted_by: Optional[str] = None  # a `cast` of a spell with assist: the other player who helps pay (702.132a)
    assist: Optional[int] = None       # ... the generic mana that player pays
    assist_at_most: Optional[int] = None  # ... or that player's choice, from 0 up to this
    # a `cast`: how each Phyrexian symbol of its mana cost is paid, in order, "mana" or "life" (107.4f, 601.2b)
    phyrexian: tuple = ()
    # a `leaves` that is the sacrifice paying the cost of this spell, cast at the event before (601.2h, 702.119c):
    # the spell becomes cast, and what triggers on casting it triggers, only here (601.2i)
    cost_of: Optional[str] = None
    # a `cast`: the permanents its caster sacrifices to activate their own mana abilities as it is paid (601.2g,
    # 701.21a); each is then a `leaves` naming the spell in `for_mana`, the last of them its `cost_of` (601.2i)
    sacrificed_for_mana: tuple = ()
    for_mana: Optional[str] = None
    # the second event its table gives: a `leaves` that is the sacrifice paying the cost of the activation or cast before
    # it (602.2b, 601.2h; `verifier.load.files.table_of`), or a `draws` of a trigger's resolution (`load.trigger_draws`)
    second: bool = False
    # an event a trigger's resolution brings after it (its draws, the card its search finds): the trigger's id, whose
    # latest `resolves` event before it must do something (603.4, 608.2b, 701.6b; `verifier.load.trigger_followers`)
    done_by: Optional[str] = None
    from_stack: bool = False  # an `enters` that is its permanent spell resolving (608.3): X is the spell's
    effects: tuple = ()       # a "resolves_spell" or an [[ability]]'s "resolves": the [[effect]]s its resolution
    #                           begins (608.2c, 613.7b)
    spell_copy: Optional[str] = None  # a `copy_spell`: the copy of the spell it puts on the stack (707.10)
    countered: bool = False   # a `resolves` of a trigger that is countered instead: it leaves the stack, does nothing
    # a `resolves` of a trigger with an optional cost, or of a spell countering unless its target's controller pays:
    # whether it was paid then (118.12)
    paid: Optional[bool] = None
    # an `enters` of a permanent with riot: its controller's choice as it enters for each instance of riot,
    # "counter" (an additional +1/+1 counter) or "haste" (702.136a-b, 614.1c; `verifier.load.riot`)
    riot: Optional[Tuple[str, ...]] = None
    # a `copy_ability` of an [[ability]]: the [[ability]] standing for the copy it puts on the stack (707.10)
    ability_copy: Optional[str] = None
    line: int = field(default=0, compare=False)  # its line in the model file (0: not from a file)

    @property
    def cycles(self) -> bool:
        """Whether it is the cost of a cycling ability (702.29a, 702.29e): the card discarded from a hand."""
        return self.kind == "moves" and self.activated is not None and "cycling" in self.activated.lower()

    @property
    def paid_from_hand(self) -> bool:
        """Whether its mana is paid for a card in a hand that is not cast: suspend's special action
        (116.2f) or a cycling ability's cost (702.29a, 602.2b)."""
        return self.suspends or self.cycles

    @property
    def suspends(self) -> bool:
        """Whether it is suspend's special action (116.2f, 702.62a): the card exiled from a hand."""
        return self.kind == "moves" and self.activated == "suspend"

    @property
    def from_graveyard(self) -> bool:
        """Whether it is embalm or eternalize activated (702.128a, 702.129a): the card exiled from a graveyard."""
        return self.kind == "moves" and self.activated in ("embalm", "eternalize")

    def said(self) -> str:
        """The event in a few words: its kind (or the ability it pays for) and what it names."""
        kind = self.activated or ('returns' if self.becomes else self.kind)
        return f"{kind} {' and '.join(self.entering) or self.what}"

    @property
    def entering(self) -> tuple:
        """The objects an `enters` event puts onto the battlefield at once: `what`, then `together`."""
        return (self.what, *self.together) if self.kind == "enters" else ()

    def part(self, o: str) -> "Event":
        """The share of an `enters` event that puts object o onto the battlefield: the event
        itself for `what`, a plain `enters` of o for one entering `together` with it."""
        return self if o == self.what else Event("enters", o, line=self.line)


def ends_turn(e: Event, effects: Dict[str, Any]) -> bool:
    """Whether event e comes after the cleanup step of the turn in progress (514): a turn beginning
    (500.1), or an "until end of turn" effect ending (514.2: in that step, after its discard, 514.1)."""
    return e.kind == "turn" or e.kind == "ends" and e.what in effects and effects[e.what].until == "end of turn"


def damage_step_passed(events: tuple, effects: Dict[str, Any]) -> Optional[int]:
    """The index of the first event that passes a combat damage step unsaid: after attackers were
    declared (508.8: that combat phase has the step, 506.1), a step other than combat damage, or the
    turn's end, before a `step = "combat damage"` event (510.1: combat damage is dealt in that step,
    so one passed unsaid would read as none); None if there is none."""
    waiting = False  # (attackers declared, no combat damage step since)
    for i, e in enumerate(events):
        step = e.what if e.kind == "step" else None
        if waiting and (step not in (None, COMBAT_DAMAGE) or ends_turn(e, effects)):
            return i
        waiting = (waiting or e.kind == "attacks") and step != COMBAT_DAMAGE
    return None


def stamps(events: tuple, objects: dict) -> List[Tuple[int, str, str]]:
    """(point, what, stamp) for each event of a history that may give a new timestamp,
    in the history's order; `stamp` is the timestamped id standing for it.  An effect
    receives one as it begins (613.7b); an object as it enters (613.7d: by an `enters`
    event, as a token its creating trigger's resolution makes, as the card a search
    puts onto the battlefield), as it becomes attached (613.7e, 701.3c) and as it turns
    face up (613.7f); a card a trigger returns, as it enters; a token a spell's resolution creates.
    An id stands for the first timestamp it gets by beginning or
    entering; any other is `x@point`.  Whether one of those is actually received (an
    attachment that fails, 701.3b; a resolution that creates nothing) is the game's
    to say (`verifier.rules.time`)."""
    out: List[Tuple[int, str, str]] = []
    entered: set = set()
    searches: Dict[str, List[str]] = {}  # loyalty ability -> the cards its activations find, last in first out

    slotted: Dict[tuple, str] = {}  # (group, place, what) -> the stamp of that event, at whichever position

    def stamp(p: int, what: str, enters: bool) -> None:
        key = None if e.slot is None else (e.slot[0], e.slot[1], what)
        if key in slotted:  # (the same event at another position: one timestamp, received where it happens)
            out.append((p, what, slotted[key]))
            return
        out.append((p, what, what if enters and what not in entered else f"{what}@{p}"))
        entered.update({what} if enters else ())
        if key is not None:
            slotted[key] = out[-1][2]

    # 613.7g: a daybound or nightbound permanent may transform as a turn begins (502.2) or an effect makes it day or
    # night (731.1): whether it does is `verifier.rules.daynight`'s to say
    bound = sorted(o.id for o in objects.values() if day_or_night_bound(o))
    for p, e in enumerate(events, 1):
        if e.kind in ("turn", "it_becomes"):
            for what in bound:
                stamp(p, what, False)
        if e.kind in (SPELL_RESOLVES, "resolves", "cast"):  # 613.7b: the effects of its resolution begin (a cast:
            # suspend's haste, 702.62a)
            for what in e.effects:
                stamp(p, what, True)
        if e.kind in ("enters", "starts", "attach", "turn_face_up", "transform"):  # (613.7g: transforming)
            for what in e.entering or (e.what,):  # (several entering at once: one point, 613.7m)
                stamp(p, what, e.kind in ("enters", "starts"))
            for what in e.effects if e.kind == "enters" else ():  # 702.136a: riot's haste, as it enters
                stamp(p, what, True)
        if e.copy is not None:  # 707.5: the copy effect it enters with begins as it enters
            stamp(p, e.copy, True)
        elif e.kind == "activate" and e.finds is not None:
            searches.setdefault(e.what, []).append(e.finds)
        elif e.kind in ("resolves", SPELL_RESOLVES):  # (a trigger's tokens, or a spell's: 111.1, 608.2c)
            if searches.get(e.what):
                stamp(p, searches[e.what].pop(), True)
            for o in sorted(o.id for o in objects.values() if o.made_by == e.what):
                stamp(p, o, True)
    return out


DAYBOUND, NIGHTBOUND = "daybound", "nightbound"  # 702.145b, 702.145e


def day_or_night_bound(o: Any) -> bool:
    """Whether a face of o has daybound or nightbound (702.145a)."""
    return any({DAYBOUND, NIGHTBOUND} & set(f.abilities) for f in o.faces)


def acyclic(pairs: List[Tuple[str, str]]) -> bool:
    """Whether (earlier, later) pairs leave some order possible (no cycle)."""
    succ: Dict[str, set] = {}
    for a, b in pairs:
        succ.setdefault(a, set()).add(b)
    indegree = {x: 0 for pair in pairs for x in pair}
    for a in succ:
        for b in succ[a]:
            indegree[b] += 1
    ready = [x for x, d in indegree.items() if d == 0]
    seen = 0
    while ready:
        x = ready.pop()
        seen += 1
        for y in succ.get(x, ()):
            indegree[y] -= 1
            if indegree[y] == 0:
                ready.append(y)
    return seen == len(indegree)
