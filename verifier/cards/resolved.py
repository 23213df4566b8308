"""What a spell or an activated or triggered ability does as it resolves (608.2), as
the `[[card.resolves]]` table a scenario's [[effect]] applies."""
from __future__ import annotations

import json
import re
from typing import Any, Dict, List, Optional, Tuple

from verifier.cards import branches, copies, copy_triggers, earthbend, put_changed
from verifier.cards.completed import completed
from verifier.cards.amounts import measured
from verifier.cards.filters import affects
from verifier.cards.refusal import Refusal, short
from verifier.load import trigger_copies
from verifier.load.schema import TARGET
from verifier.cards.kept_rules import mode
from verifier.cards.statics import all_creature_types_read, modification
from verifier.cards.words import norm
from verifier.model import OWNER
from verifier.model.unfollowed import ATTACK_RULES, CAST_PERMISSIONS
from verifier.rules.typeline import SUBTYPE_SETS


# A last sentence restricting an ability's activation (602.5b, 107.3), which phase.rs may leave out
RESTRICTION = re.compile(r"\s*(X can't be 0|Activate only as a sorcery|Activate only once each turn|"
                         r"Activate only (?:if|during) [^.]+)\.$")
# A sentence changing what the ability's own activation costs (602.2b, 601.2f: "This ability costs {1} less to
# activate for each ..."): not what it does as it resolves; kept in the ability's text, where the loader's guard
# reads it (`costs.restrictions`: an activation of it is refused)
OWN_COST_CHANGE = re.compile(r"\s*This ability costs (?:\{[^}]+\})+ (?:less|more) to activate\b[^.]*\.")


def described(line: str, name: str, parsed: Dict[str, dict]) -> Optional[Tuple[dict, bool]]:
    """What phase.rs parsed from a line, found by its description, and whether only once
    a last sentence restricting its activation (602.5), which phase may leave out of the
    description, is set aside."""
    if norm(line, name) in parsed:
        return parsed[norm(line, name)], False
    bare = RESTRICTION.sub("", line)
    return (parsed[norm(bare, name)], True) if bare != line and norm(bare, name) in parsed else None


# One-shot effects that change no characteristic, control or mana: the model does not follow them.
ONE_SHOT = {k: "a one-shot effect, no layer effect" for k in ("Draw", "GainLife", "LoseLife", "Scry", "Surveil", "Mill",
                                                               "DealDamage", "Discard")}
# 120.3, 701.14a: damage dealt (a fight is each creature dealing damage to the other)
ONE_SHOT.update({k: "damage, a one-shot effect, no layer effect (120.3)" for k in
                 ("Fight", "DamageAll", "DamageEachPlayer", "EachDealsDamageEqualToPower")})
# 401.1: cards looked at in the library and put into a hand, zones where the model holds no objects
ONE_SHOT["Dig"] = "cards of the library moved, no object the model holds (401.1)"
# 406.3, 401.1: the top cards of a library exiled ("exile the top X cards of target opponent's library")
ONE_SHOT["ExileTop"] = "cards of a library exiled, no object the model holds (401.1, 406.3)"
ONE_SHOT["PayCost"] = "an optional payment: the scenario's [[effect]] says whether what follows happened"
# 605.1a: the model's mana is its permanents' (what they could produce and produce when tapped);
# an instant or sorcery that adds mana has no permanent and no mana ability.
ONE_SHOT["Mana"] = "mana a spell adds as it resolves, which is no permanent's mana ability (605.1a)"
# 605.5a: a triggered ability that adds mana but triggers on no mana ability ("whenever this creature
# attacks, add {R}") is no mana ability: its mana is no part of what a permanent produces when tapped.
# (Triggered mana abilities, 605.1b, are `manatriggers`'.)
TRIGGERED_MANA = "mana a triggered ability adds as it resolves: it triggers on no mana ability, so it is none (605.5a)"
# What the model follows by the events of a history, not from the card: counters put (122.1), attachments (701.3).
BY_EVENTS = {"PutCounter": "put_counters events of the history say when",
             "Attach": "attach events of the history say when",
             "SetTapState": "tap and untap events of the history say when",
             "RemoveCounter": "remove_counters events of the history say when",
             "Sacrifice": "leaves events of the history say when (701.21a)",
             "Destroy": "leaves events of the history say when (701.8a)",
             "DestroyAll": "leaves events of the history say when (701.8a)",
             "Bounce": "leaves events of the history say when (it returns to a hand, 400.7)",
             # 701.19a: a shield replacing the next destruction: leaves and tap events say what happened instead
             "Regenerate": "leaves and tap events of the history say what happens instead of a destruction (701.19a)",
             # 111.1: a token is an object the scenario declares, with its characteristics (created_by its trigger)
             "Token": "the tokens it creates are the scenario's objects (111.1)",
             # 707.2, 111.1: a token entering as a copy, its exceptions read in full (707.9b): a [[trigger]]'s copy_of
             # says what it copies (`verifier.load.trigger_copies`; one of an object it does not target is refused)
             "CopyTokenOf": "the token it creates, a copy with the exceptions its text says (707.2, 707.9b, 111.1), is the "
                            "scenario's object: a [[trigger]] follows it with copy_of (refused for a copy of what the "
                            "trigger does not target), a resolution of a spell's or an activated ability's is refused"}
# 701.40a, 701.58a, 701.62a: a card of the library put onto the battlefield face down as a 2/2 creature (cloaked: with
# ward {2}), which no event of a history creates (an `enters` of a library card is refused): kept by a triggered
# ability's text only, where `verifier.load.trigger_text` refuses a [[trigger]] table following it, so the ability
# waits on the stack once it may have triggered (`verifier.load.unsaid_triggers`); a scenario declares such a
# permanent face down from the start (`face_down_by = "manifest"` or `"cloak"`)
FACE_DOWN_PUT = {kind: f"{what}: the face-down 2/2 it puts onto the battlefield ({rule}, 708.2) is no object a "
                       "history creates; the loader refuses a [[trigger]] table following it, so a history leaves the "
                       "ability waiting on the stack where it may trigger; a scenario declares such a permanent with "
                       f"face_down_by = {by!r} from the start"
                 for kind, what, rule, by in (("Manifest", "manifest", "701.40a", "manifest"),
                                              ("ManifestDread", "manifest dread", "701.62a", "manifest"),
                                              ("Cloak", "cloak", "701.58a", "cloak"))}
# 500.8: a triggered ability adding a phase to the turn ("After this phase, there is an additional combat phase"),
# which no history's steps follow: kept by its text only, where `verifier.load.trigger_text` refuses a [[trigger]]
# table following it, so the ability waits on the stack once it may have triggered and a history's next step is
# refused (`verifier.load.unsaid_triggers`)
ADDED_PHASE = ("a phase added to the turn (500.8), which no history's steps follow: the loader refuses a [[trigger]] "
               "table following it, so a history leaves the ability waiting on the stack where it may trigger")
# 707.2, 613.2a: a spell's or an activated ability's "becomes a copy of target ...", kept by its text
BECOMES_COPY = ("a copy effect of its target, 707.2, 613.2a, with the exceptions its text says, 707.9b: an [[effect]] "
                "naming this ability is refused, and an [[ability]] activating it resolves only with its [[effect]] "
                "written out, layer1a = { copy_of, except }")
# 601.3, 609.4b: a permission to cast or play cards from another zone for a while ("Until end of turn, you may cast
# spells from among those cards, and mana of any type can be spent to cast those spells"), with how their mana may be
# spent: kept by its text, which `verifier.load.cast_permissions` reads (CAST_PERMISSIONS) to refuse a claim asking
# whether a card off a hand could be cast, and a history's cast of one, beside it
CAST_PERMISSION = ("a permission to cast or play cards from another zone, and how mana may be spent on them (601.3, "
                   "609.4b): the loader refuses a claim on casting a card from another zone than a hand, and such a "
                   "cast, beside it")
# What each one-shot instruction not followed changes, as a [[card.resolves]] table's `one_shot` says it (608.2c,
# ONE_SHOT_KINDS): the loader refuses an effect whose resolution does any but "life", and a claim on a life total
# beside that.
ONE_SHOT_WORDS = {"Draw": "draw", "Scry": "scry", "Surveil": "surveil", "Mill": "mill", "Discard": "discard",
                  "Dig": "library", "ExileTop": "library", "GainLife": "life", "LoseLife": "life", "Mana": "mana",
                  **{k: "damage" for k in ("DealDamage", "Fight", "DamageAll", "DamageEachPlayer",
                                           "EachDealsDamageEqualToPower")}}
# ... and what the instructions the history's events carry change (BY_EVENTS): the loader asks for such an event
# after the resolution (load/effects.py `check_carried`)
# (not a tapping or untapping, nor a regeneration shield: on a permanent already so, or never destroyed, they do
# nothing, and no event may say it; the history's tap and untap events carry them as they are given)
BY_EVENT_WORDS = {"PutCounter": "counters", "RemoveCounter": "counters removed", "Attach": "attach",
                  "Sacrifice": "leaves", "Destroy": "leaves", "DestroyAll": "leaves", "Bounce": "leaves"}
_DURATION = {None: None, "Permanent": None, "UntilEndOfTurn": "end of turn", "UntilYourNextTurn": "your next turn"}


def resolved(line: str, a: dict, notes: List[str], triggered: bool = False, never_aura: bool = False) -> dict:
    """The effect of a spell or of an activated or triggered ability, as the
    [[card.resolves]] table a scenario's [[effect]] applies when it resolves (608.2):
    +N/+N (7c), a switch (7d), or the continuous effects it creates (611.2), on its
    targets (the scenario names them) or on the set it describes (`affects`).  Its
    other instructions are said not followed: one-shot effects, what the history's
    events do (counters, attachments, tapping), and an optional payment (the scenario
    says whether the effect happened).  `triggered`: the ability is a triggered one (phase.rs
    calls its effect a spell's).  `never_aura`: its object is a bestow card, which the model
    has as the creature it is printed (702.103): what it would do "instead" as an Aura is said,
    not followed (`verifier.load.bestow` refuses a cast bestowed of it)."""
    if _COUNTED_TARGETS.search(line):  # 601.2c: a number of targets counted as it is put on the stack
        raise Refusal(f"a number of targets counted as the ability is put on the stack (601.2c), which an [[effect]] "
                      f"does not say, not translated: {line!r}")
    table: Dict[str, Any] = {}
    said = len(notes)  # (the instructions noted here as not followed)
    affected: List[dict] = []
    one_shot = set()  # (what its one-shot instructions change: ONE_SHOT_WORDS)
    durations = set()
    targeted = 0  # the instructions with a layer part on a target of their own ("another target creature")
    steps = earthbend.folded(line, instructions(a)) if triggered else instructions(a)  # (701.66a: kept by text)
    putting = put_changed.kept(line, steps, triggered or a.get("kind") == "Activated",
                               lambda e: _not_followed(e.get("type"), a) or _not_followed(_delayed(e), a))
    if putting is not None:  # 400.7, 611.2c: kept by its text, a history resolving it refused by the loader
        notes.append(putting)
        return {}
    conditioned = False  # a step under a condition of its own was seen: what follows may be under it too
    face_down = False  # a card put onto the battlefield face down (FACE_DOWN_PUT) by one of its steps
    bent = False  # a land earthbent by one of its steps (`earthbend`, kept by its text)
    phase_added = False  # a phase added to the turn by one of its steps (ADDED_PHASE)
    copied = False  # a permanent becomes a copy of another by one of its steps (BECOMES_COPY)
    untargeted = False  # a trigger's copy token of an object it does not target, kept by its text (`copy_triggers`)
    for i, step in enumerate(steps):
        kind = (step.get("effect") or {}).get("type")
        # after an optional payment ("you may pay {1}{C}. If you do, ..."): each instruction under "if you do"
        # happened or not as the scenario's [[effect]] says (ONE_SHOT's PayCost note)
        if_paid = (step.get("condition") or {}) == {"type": "EffectOutcome", "signal": "OptionalEffectPerformed"} and \
            any((s.get("effect") or {}).get("type") == "PayCost" for s in steps[:i])
        paid = i > 0 and ((steps[i - 1].get("effect") or {}).get("type") == "PayCost" or if_paid)
        if i > 0 and never_aura and _if_an_aura(step.get("condition") or {}):
            notes.append(f"not followed: what {short(line)!r} does instead if its object is an Aura (bestow, "
                         "702.103b: the card is the creature it is printed; refused where a history casts it "
                         "bestowed)")
            continue
        if i > 0 and step.get("condition") is not None and not paid:
            # 608.2c: an instruction the model does not follow changes nothing it follows, whether or not
            # its condition holds; "instead" replaces the one before, which must then be one of those too
            before = (steps[i - 1].get("effect") or {}).get("type")
            instead = (step.get("condition") or {}).get("type") == "ConditionInstead"
            guarded = kind == "AdditionalPhase" and triggered  # (kept by its text, the loader's guard reading it)
            if not (_not_followed(kind, a) or guarded) or instead and not _not_followed(before, a):
                raise Refusal(f"effects under conditions of their own not translated: {line!r}")
            conditioned = True
        if kind == "Mana" and a.get("kind") != "Spell":  # a permanent's activated ability's mana
            raise Refusal(f"mana added as an ability resolves not translated: {line!r}")
        if kind == "Mana" and triggered:
            one_shot.add("mana")
            notes.append(f"not followed: Mana in {short(line)!r} ({TRIGGERED_MANA})")
            continue
        if kind == "Amass":  # 701.47a: the token and counters are the history's; its type change is read below
            notes.append(f"not followed: the Army token and the +1/+1 counters of {short(line)!r} (701.47a; the "
                         "scenario's objects with created_by and put_counters events say so); its [[effect]] names "
                         "the Army in targets")
        if kind == "Goad" and (triggered or a.get("kind") == "Activated") and ATTACK_RULES.search(line):
            # 701.15b: a goaded creature attacks each combat if able, a rule of attacking: the ability is kept by its
            # text, which the loader's guard for attacks reads (verifier.model.unfollowed)
            notes.append(f"not followed: Goad in {short(line)!r} (701.15b: the loader refuses attacks in a scenario "
                         "with it)")
            continue
        if kind in FACE_DOWN_PUT and triggered:  # (a spell's or an activated ability's: no guard, refused below)
            notes.append(f"not followed: {kind} in {short(line)!r} ({FACE_DOWN_PUT[kind]})")
            face_down = True
            continue
        if kind == earthbend.KIND:  # 701.66a: a triggered ability's, kept by its text (the loader's guard reading it)
            notes.append(earthbend.note(line))
            bent = True
            continue
        if kind == "AdditionalPhase" and triggered:  # (a spell's or an activated ability's: no guard, refused below)
            notes.append(f"not followed: AdditionalPhase in {short(line)!r} ({ADDED_PHASE})")
            phase_added = True
            continue
        if kind == "CopyTokenOf" and triggered and not trigger_copies.SAYS.search(line):
            # (what a [[trigger]]'s copy_of follows, 707.2: a target or the equipped creature) a copy of what it does
            # not target, which no history creates: kept by its text, as `copy_triggers` keeps one phase.rs left unread
            notes.append(copy_triggers.note(line))
            untargeted = True
            continue
        if kind == "CopyTokenOf":  # 707.9b: each exception of the copy read, or the line refused
            copies.token_exceptions(line, step.get("effect") or {})
            made = [s for s in steps if (s.get("effect") or {}).get("type") in ("Token", "CopyTokenOf")]
            if len(made) > 1 or any(s.get("condition") is not None and s is not step for s in steps[i + 1:]):
                # (111.1: how many tokens, or which, a condition or "instead" changes: one token the trigger declares)
                raise Refusal(f"a copy token beside other tokens or an instruction under a condition not translated: "
                              f"{line!r}")
        if kind == "BecomeCopy" and not triggered and a.get("kind") in ("Spell", "Activated"):
            # 707.2, 613.2a: a copy effect of a target, which no [[card.resolves]] names: kept by the text alone, so an
            # [[effect]] naming the ability is refused and an [[ability]] activating it resolves only with the effect
            # written out (below: refused beside any part the card's table would follow without it)
            copied = True
            notes.append(f"not followed: BecomeCopy in {short(line)!r} ({BECOMES_COPY})")
            continue
        if kind == "CastFromZone":  # 601.3: kept by its text, read by the loader's guard, or refused
            if not CAST_PERMISSIONS.search(line):
                raise Refusal(f"a permission to cast from another zone its text does not say so the loader reads it "
                              f"(601.3) not translated: {line!r}")
            notes.append(f"not followed: CastFromZone in {short(line)!r} ({CAST_PERMISSION})")
            continue
        if kind in branches.KINDS:  # 608.2d, 705, 706: each branch instructions the model does not follow
            kinds = branches.branch_kinds(line, step.get("effect") or {}, lambda k: _not_followed(k, a))
            carried = {frozenset(BY_EVENT_WORDS[k] for k in ks if k in BY_EVENT_WORDS) for ks in kinds}
            if not triggered and len(carried) > 1:  # (the events asked after it would be one branch's only)
                raise Refusal(f"{branches.WHAT[kind]} whose branches the history's events carry differently not "
                              f"translated: {line!r}")
            for k in sorted({k for ks in kinds for k in ks}):  # (what any branch changes: the guards ask each)
                one_shot |= _unfollowed(k, triggered)
            said_kinds = "; ".join(" then ".join(ks) for ks in kinds) or "none"
            notes.append(f"not followed: {branches.WHAT[kind]} in {short(line)!r}, each branch one-shot instructions "
                         f"or what the history's events carry ({said_kinds}): the loader's guards ask what any of "
                         "them changes")
            continue
        if kind == "Double" and _doubles_counters(step.get("effect") or {}):
            # 701.10e: doubling counters puts as many of each kind again, which put_counters events say
            one_shot |= _unfollowed("PutCounter", triggered)
            notes.append(f"not followed: Double in {short(line)!r} (as many counters of each kind put again, 701.10e: "
                         f"{BY_EVENTS['PutCounter']})")
            continue
        if kind in ONE_SHOT or kind in BY_EVENTS:  # 608.2c: instructions followed in order, none a layer effect
            one_shot |= _unfollowed(kind, triggered)
            notes.append(f"not followed: {kind} in {short(line)!r} ({ONE_SHOT.get(kind) or BY_EVENTS[kind]})")
            continue
        made = any((s.get("effect") or {}).get("type") in ("Token", "CopyTokenOf") for s in steps[:i])
        if made and not triggered and _on_created(step.get("effect") or {}):
            # 111.1, 608.2c: "That token gains haste" after a spell's or an activated ability's tokens, which are the
            # scenario's objects, its resolution refused (`one_shot` "tokens")
            notes.append(f"not followed: what {short(line)!r} does to the token it creates (111.1: a resolution "
                         "creating tokens is refused)")
            continue
        later = _delayed(step.get("effect") or {})
        if later is not None and (later in BY_EVENTS or _not_followed(later, a)):  # 603.7: an ability that triggers
            one_shot.add("delayed trigger")
            notes.append(f"not followed: a delayed trigger's {later} in {short(line)!r} (603.7; "  # later, its effect
                         f"{ONE_SHOT.get(later) or BY_EVENTS[later]})")                            # none in a layer
            continue
        parts = _effect_parts(line, step.get("effect") or {})
        targeted += any(who == {} for _, _, who in parts) and _own_target(step.get("effect") or {})
        for layer, part, who in parts:
            if conditioned:  # (phase.rs puts a condition on the first instruction it governs only)
                raise Refusal(f"effects under conditions of their own not translated: {line!r}")
            durations.add(_duration(line, step.get("duration") or a.get("duration")))
            affected.append(who)
            _merge(line, table.setdefault(layer, {}), layer, part)
    if targeted > 1:  # 115.1, 601.2c: each instruction its own target, and one table for all the [[effect]] names
        raise Refusal(f"effects on different targets (one for each instruction) not translated: {line!r}")
    if len(durations) > 1 or any(x != affected[0] for x in affected):
        raise Refusal(f"effects of several durations or on different sets of objects not translated: {line!r}")
    if durations and durations != {None}:
        table = {"until": durations.pop(), **table}
    if affected and affected[0]:
        table["affects"] = affected[0]
    if one_shot:
        table["one_shot"] = sorted(one_shot)
    target = _target(line, steps)
    if target:  # 115.1, 601.2c: what its target must be, the effect on that target alone
        table["target"] = target
    elif triggered and on_triggering_object(a) and any(k.startswith("layer") for k in table):
        notes.append(f"not followed: which object triggered {short(line)!r} (603.2): the scenario's [[effect]] names "
                     "the one its effect applies to")
    if "layer7c" in table:  # +0 changes nothing
        table["layer7c"] = {k: v for k, v in table["layer7c"].items() if v != 0} or None
        table = {k: v for k, v in table.items() if v is not None}
    layered = any(k.startswith("layer") for k in table)
    if layered and copied:  # (what the card's table would apply without the copy effect beside it)
        raise Refusal(f"an effect beside a copy effect not translated: {line!r}")
    if layered and untargeted:  # (what an [[effect]] would apply without the token the text creates beside it)
        raise Refusal(f"an effect beside a copy token of an object it does not target not translated: {line!r}")
    if layered and face_down:  # (what it does to that face-down creature, or beside it, no history follows)
        raise Refusal(f"an effect beside a manifest or cloak not translated: {line!r}")
    if layered and bent:  # (what an [[effect]] would apply beside the animation no history follows)
        raise Refusal(f"an effect beside an earthbend not translated: {line!r}")
    if layered and phase_added:  # (what an [[effect]] would apply while the history passes the phase it adds)
        raise Refusal(f"an effect beside an additional phase not translated: {line!r}")
    if layered and a.get("condition") is not None:
        raise Refusal(f"effect with a condition not translated: {line!r}")
    if not layered and not (a.get("kind") in ("Spell", "Activated") and len(notes) > said):
        # (an ability whose every instruction is one the model does not follow, each noted, is kept by its text)
        raise Refusal(f"effect with no layer part not translated: {line!r}")
    return table


# "Up to X target creatures ..., where X is the number of ...": X counted as it is put on the stack (601.2c)
_COUNTED_TARGETS = re.compile(r"\bX (?:other )?target\b[^.]*\bwhere X is\b", re.I)


def _unfollowed(kind: str, triggered: bool) -> set:
    """What an instruction the model does not follow changes, as a [[card.resolves]] table's
    `one_shot` says it (ONE_SHOT_WORDS, BY_EVENT_WORDS)."""
    words = {ONE_SHOT_WORDS[kind]} if kind in ONE_SHOT_WORDS else set()
    if kind in ("Token", "CopyTokenOf") and not triggered:  # 111.1: a spell's or an activated ability's tokens no object declares
        words.add("tokens")
    elif kind in BY_EVENT_WORDS and not triggered:  # (a [[trigger]] table's keys carry a trigger's)
        words.add(BY_EVENT_WORDS[kind])
    return words


def _doubles_counters(e: dict) -> bool:
    """"Double the number of each kind of counter on target permanent" (701.10e): of counters, on a
    permanent (not a player's, 122.1: the model holds no player counters), of every kind or one named."""
    what = e.get("target_kind") or {}
    return what.get("type") == "Counters" and set(e) == {"type", "target_kind", "target"} and \
        (e.get("target") or {}).get("type") in ("Typed", "SelfRef", "ParentTarget") and \
        "Player" not in json.dumps(e.get("target"))


def _own_target(e: dict) -> bool:
    """Whether an instruction names a target of its own ("target creature", "another target
    creature"), not its ability's earlier one ("it") nor the object itself; a PumpAll's `target`
    is the set it affects, no target."""
    return e.get("type") != "PumpAll" and \
        (e.get("target") or {}).get("type") not in (None, "SelfRef", "ParentTarget", "TriggeringSource")


def _merge(line: str, merged: Dict[str, Any], layer: str, part: dict) -> None:
    """One instruction's part of a layer added to the parts of that layer before it: lists
    joined; two fixed +N/+N on the same objects summed (613.4c: each applies); any other part
    set twice to another value (or switched twice, 613.4d) refused, not overwritten."""
    for k, v in part.items():
        if isinstance(v, list):
            merged[k] = merged.get(k, []) + v
        elif k not in merged:
            merged[k] = v
        elif layer == "layer7c" and isinstance(v, int) and isinstance(merged[k], int):
            merged[k] += v
        elif merged[k] != v or k == "switch":  # (the same value set again changes nothing; a second switch does)
            raise Refusal(f"two instructions that each set {k!r} ({layer}) not translated: {line!r}")


def on_triggering_object(a: dict) -> bool:
    """Whether an ability's effect applies to the object whose event triggered it ("it gains haste", 603.2)."""
    return '"TriggeringSource"' in json.dumps(a)


def _if_an_aura(condition: dict) -> bool:
    """"If it's an Aura, ... instead" (a bestow card's, 702.103)."""
    f = (condition.get("inner") or {}).get("filter") or {}
    return condition.get("type") == "ConditionInstead" and \
        (condition.get("inner") or {}).get("type") in ("TargetMatchesFilter", "SourceMatchesFilter") and \
        f.get("type_filters") == [{"Subtype": "Aura"}] and not f.get("properties")


def _on_created(effect: dict) -> bool:
    """Whether an instruction is an effect on the token its ability just created ("That token gains haste")."""
    sts = effect.get("static_abilities") or []
    return effect.get("type") == "GenericEffect" and (effect.get("target") or {}).get("type") == "LastCreated" and \
        bool(sts) and all((st.get("affected") or {}).get("type") == "LastCreated" for st in sts)


def _delayed(effect: dict) -> Optional[str]:
    """The kind of what a delayed triggered ability (603.7) does, for an instruction that
    creates one with a single instruction of its own; else None."""
    inner = (effect.get("effect") or {}) if effect.get("type") == "CreateDelayedTrigger" else {}
    return None if inner.get("sub_ability") else (inner.get("effect") or {}).get("type")


def _not_followed(kind: Any, a: dict) -> bool:
    """Whether an instruction of this kind is one `resolved` notes as not followed."""
    return kind in ONE_SHOT and (kind != "Mana" or a.get("kind") == "Spell") or kind in BY_EVENTS


def _target(line: str, steps: List[dict]) -> dict:
    """The kind of permanent the one target of a Pump, of gaining control or of an effect that
    changes it ("target creature", "Target Mountain becomes a 3/1 creature") must be, as a
    filter (115.1, 601.2c), also where it is an earlier instruction's one target ("it", "they");
    {} for anything else (a PumpAll's `target` is the set it affects)."""
    effects = [s.get("effect") or {} for s in steps]
    layered = [e for e in effects if e.get("type") in ("Pump", "GainControl", "GenericEffect")]
    own = [e["target"] for e in layered if (e.get("target") or {}).get("type") == "Typed"]
    typed = [e["target"] for e in effects if (e.get("target") or {}).get("type") == "Typed"]
    if not own and len(typed) == 1 and any(_on_parent_target(e) for e in layered):
        own = typed  # ("Put a +1/+1 counter on target creature you control. It gains haste": the earlier target's)
    target = affects(line, own[0]) if len(own) == 1 else {}
    unread = sorted(set(target) - set(TARGET.fields))  # (what a target's filter can't say: "the creature ~ is attached to")
    if unread:
        raise Refusal(f"a target's qualifier ({', '.join(unread)}) not translated: {line!r}")
    return target


def _on_parent_target(e: dict) -> bool:
    """Whether an instruction changes an earlier instruction's target ("It gains haste", "They get +1/+1")."""
    return (e.get("target") or {}).get("type") == "ParentTarget" or \
        any((st.get("affected") or {}).get("type") == "ParentTarget" for st in e.get("static_abilities") or [])


def instructions(a: dict) -> List[dict]:
    """An ability's instructions in order: it and its chain of sub-abilities."""
    out = []
    step: Optional[dict] = a
    while step is not None:
        out.append(step)
        step = step.get("sub_ability")
    return out


def _duration(line: str, duration: Any) -> Optional[str]:
    if duration == {"UntilNextTurnOf": {"player": {"type": "Controller"}}}:
        duration = "UntilYourNextTurn"
    if not isinstance(duration, (str, type(None))) or duration not in _DURATION:
        raise Refusal(f"duration {duration!r} not translated: {line!r}")
    return _DURATION[duration]


# (phase.rs's recipient of "target opponent gains control of ~")
_AN_OPPONENT = {"type": "Typed", "type_filters": [], "controller": "Opponent", "properties": []}
_EACH_OWNS = re.compile(r"\b[Ee]ach player gains control of all [a-z ]+ they own\.$")
_TO_AN_OPPONENT = re.compile(r"\b[Tt]arget opponent gains control of (?:~|this [A-Za-z]+)\.$")


def _effect_parts(line: str, e: dict) -> List[Tuple[str, dict, dict]]:
    """Each layer part of one effect, with what it affects ({} for its targets)."""
    kind = e.get("type")
    if kind in ("Pump", "PumpAll"):
        own = kind == "Pump" and (e.get("target") or {}).get("type") == "SelfRef"  # "this creature gets ..."
        parts = {k: _pump(line, e.get(k) or {}, k, own) for k in ("power", "toughness")}
        return [("layer7c", parts, affects(line, e.get("target") or {}) if kind == "PumpAll" else
                 {"self": True} if own else {})]
    if kind == "SwitchPT":
        return [("layer7d", {"switch": True}, {})]
    if kind == "GainControl" and set(e) == {"type", "target"} and (e.get("target") or {}).get("type") == "Typed":
        return [("layer2", {"control": "you"}, {})]  # 613.1b: "gain control of target ...", on its target
    if kind == "GiveControl" and _TO_AN_OPPONENT.search(line) and set(e) == {"type", "target", "recipient"} and \
            (e.get("target") or {}).get("type") == "SelfRef" and e.get("recipient") == _AN_OPPONENT:
        # 613.1b: "target opponent gains control of this Equipment": of the source itself, the game's one opponent
        # of the effect's controller (two players here)
        return [("layer2", {"control": "opponent"}, {"self": True})]
    if kind == "GainControlAll" and set(e) == {"type", "target"} and _EACH_OWNS.search(line) and \
            (e.get("target") or {}).get("type") == "Typed" and \
            (e["target"].get("properties") or [None])[-1] == {"type": "Owned", "controller": "ScopedPlayer"}:
        # 613.1b, 108.3: "each player gains control of all creatures they own": each object to its owner
        who = affects(line, {**e["target"], "properties": e["target"]["properties"][:-1]})
        if not who:  # ("all permanents": no filter says it, and an effect with none applies to what it names)
            raise Refusal(f"control of all permanents to their owners not translated: {line!r}")
        return [("layer2", {"control": OWNER}, who)]
    if kind == "Amass":  # 701.47a: the Army becomes the subtype in addition to its other types (layer 4)
        word = e.get("subtype")
        if word not in SUBTYPE_SETS["creature"]:
            raise Refusal(f"amass of a subtype {word!r} not translated (701.47a, 701.47d): {line!r}")
        return [("layer4", {"add_subtypes": [word]}, {})]
    down = _FACE_DOWN.search(line)
    if kind == "ChangeZone" and e.get("destination") == "Battlefield" and down:  # 708.2: what face-down permanents are
        types = down[3].split() + ["creature"]
        return [("layer1b", {"face_down": {"types": types, "power": int(down[1]), "toughness": int(down[2])}}, {})]
    if kind != "GenericEffect":
        raise Refusal(f"effect {kind!r} not translated: {line!r}")
    out = []
    # 205.3m, 613.1d: "gains all creature types" read by the parse, or the line refused
    all_creature_types_read(line, [m for st in e.get("static_abilities") or [] for m in st.get("modifications") or []])
    for st in e.get("static_abilities") or []:
        if mode(st) != "Continuous" or st.get("condition") is not None:
            raise Refusal(f"effect of mode {mode(st)!r} not translated: {line!r}")
        if (st.get("description") or "").startswith("It's still"):
            continue  # 205.1b: a statement that the object keeps its types, no change
        mods = completed(line, st).get("modifications") or []
        if any(m.get("type") in ("AddType", "SetType") for m in mods) and not _keeps_types(line):
            raise Refusal(f"a new card type that may replace the old ones (205.1a) not translated: {line!r}")
        if re.search(r"in addition to (its|their) other types|\b[Ii]t's still a", line):
            mods = [m for m in mods if m.get("type") != "RemoveAllSubtypes"]  # 205.1b: subtypes kept too
        who = st.get("affected") or {}
        # its target, or the object whose event triggered it ("it gains haste"): the scenario's [[effect]] names it
        affected = {"self": True} if who.get("type") == "SelfRef" else \
            {} if who.get("type") in ("ParentTarget", "TriggeringSource", None) else affects(line, who)
        for m in mods:
            for layer, part in modification(line, m, cda=False).items():
                out.append((layer, part, affected))
    return out


# "Put ... onto the battlefield face down. They're 5/5 artifact creatures." (708.2a, with what it says instead)
_FACE_DOWN = re.compile(r"onto the battlefield face down\. They're (\d+)/(\d+) ((?:artifact )?)creatures\.$")


_PRINTED_PUMP = re.compile(r"[+-](X|\d+)/[+-](X|\d+)")


# "This creature gets +X/+X ..., where X is its power": the pumped object's own power or toughness
_ITS_OWN = re.compile(r"\bgets \+X/\+(?:X|0) until end of turn, where X is its (power|toughness)\.$")


def _pump(line: str, amount: dict, side: str, own: bool = False) -> Any:
    """+N, or "+X where X is the number of other Elves you control": counted once, as
    the effect begins (608.2h); a fixed N beside a counted X only where the line prints them so
    ("+X/+0": never "+1/+0 for each ...", which phase.rs may read as fixed); `own`: the effect
    is on its source itself ("this creature gets ...")."""
    qty = ((amount.get("value") or {}) if amount.get("type") == "Quantity" else {}).get("qty") or {}
    printed = _PRINTED_PUMP.findall(line)
    if amount.get("type") == "Fixed" and (not re.search(r"\bfor each\b|\bwhere X is\b", line) or len(printed) == 1 and
                                          printed[0][side == "toughness"] == str(abs(amount.get("value", 0))) and
                                          printed[0][side == "power"] == "X"):  # (the X the other side's)
        return amount.get("value", 0)
    if qty.get("type") == "ObjectCount":
        return {"count": affects(line, qty.get("filter") or {}, counted=True)}
    its = _ITS_OWN.search(line)
    if own and its and qty == {"type": its[1].capitalize(), "scope": {"type": "Source"}}:
        # 608.2h: "where X is its power" on the object it pumps, its source: that object's power as the effect
        # begins, fixed then (611.2c), a measure of the one object it applies to
        return {"greatest": its[1], "on": "it"}
    if amount == {"type": "Variable", "value": "X"}:  # the X its cost paid (107.3): a number the scenario gives
        return {"number": "X"}
    # "+X/+0, where X is the greatest power among creatures you control": measured once, as it resolves (608.2h)
    found = measured(line, qty) if qty.get("type") in ("PropertyAggregate", "DistinctColorsAmong") else None
    if found is not None:
        return found
    raise Refusal(f"pump amount not translated: {line!r}")


def _keeps_types(line: str) -> bool:
    """205.1b: "in addition to its other types", "still a ...", or "... artifact creature"."""
    return bool(re.search(r"in addition to (its|their) other types|\b[Ii]t's still a|\bartifact creatures?\b", line))
