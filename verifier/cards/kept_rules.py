"""Rules of kinds other than continuous effects that a static ability's line states (combat,
untapping, casting, targeting, combat damage): kept by the line's text and said not followed,
and, where the model follows such a rule elsewhere, only where the loader's guard for it reads
the words kept (`verifier.model.unfollowed`)."""
from __future__ import annotations

import re
from typing import Any, List, Optional, Tuple

from verifier.cards.refusal import Refusal, short
from verifier.model.unfollowed import ACTIVATION_RULES, ATTACH_RULES, ATTACK_RULES, BLOCK_RULES, BORROWED_ABILITIES, CAST_PERMISSIONS, \
    CASTING_RULES, CANT_HAVE, DAMAGE_RULES, FACE_UP_RULES, GAME_RULES, HAND_SIZE_RULES, LEGEND_RULE, OWN_CASTING, \
    POOL_RULES, RULE_OFF_THE_BATTLEFIELD, TARGETING_RULES, TOKEN_RULES, TRIGGER_RULES, UNTAP_RULES
from verifier.rules.sba import NO_LEGEND_RULE

# Static abilities of modes that change no characteristic, no control, no mana production and no
# timing the model follows (combat restrictions, costs, casting permissions): the ability is
# kept, and the TOML says its rule is not followed.
NOT_FOLLOWED = {"ModifyCost", "CantBlock", "CantBeBlocked", "CantBeBlockedBy", "CantBeCountered", "BlockRestriction",
                "GraveyardCastPermission", "CastWithKeyword", "CantBeBlockedExceptBy", "MayPlayAdditionalLand",
                "TopOfLibraryCastPermission", "NoMaximumHandSize", "CantBeCast", "MayLookAtTopOfLibrary",
                "CantBeTargeted", "MustBeBlockedByAll", "ReduceAbilityCost", "ExtraBlockers", "CastWithAlternativeCost",
                "RevealTopOfLibrary", "CantCastDuring", "PerTurnCastLimit", "RevealHand", "CantBeBlockedByMoreThan",
                "MustBlock", "CantLoseTheGame", "AdditionalLandDrop", "MaximumHandSize", "AlternativeKeywordCost",
                "CantGainLife", "PerTurnDrawLimit", "CantWinTheGame", "MaxBlockersEachCombat",
                "ExileCastPermission", "RestrictLibrarySearchToTop", "CantSearchLibrary", "Shroud", "Hexproof",
                # (the loader refuses a history these would change: attacks and blocks, verifier/load/combat.py,
                # 508.1c-d, 509.1b-c; a turn's untap step, verifier/load/untapping.py, 502.3)
                "CantAttack", "CantAttackOrBlock", "MustAttack", "MustBeBlocked", "CantUntap", "MayChooseNotToUntap",
                "Goaded", "CanAttackWithDefender",  # (701.15b: goaded, a designation the line gives, kept by its text)
                # (106.4, 500.4: a step ending beside them, verifier/load/step_ends.py)
                "StepEndUnspentMana", "UnspentManaLossCausesLifeLoss",
                # (704.5j: the loader refuses a scenario where two legendary permanents of one name may meet,
                # verifier/load/gamerules.py, but for "the legend rule doesn't apply", which it follows)
                "LegendRuleDoesntApply",
                # (613.1f: verifier/load/cant_have.py refuses a scenario with an effect granting the keyword)
                "CantHaveKeyword",
                # (301.5c, 701.3b, 704.5n: an attach, and a board's attachment, beside it, verifier/load/attachments.py)
                "AttachmentRestriction",
                # (508.1c, 509.1b: "can't attack alone", "can't block alone", a rule of attacking or blocking by its
                # action; "can't be blocked unless all creatures defending player controls block it", 509.1b;
                # verifier/load/combat.py refuses a history with attacks or blocks beside them)
                "CombatAlone", "CantBeBlockedUnlessAllBlock",
                # (603.2d: triggers an additional time; verifier/load/extra_triggers.py refuses a history beside it)
                "DoubleTriggers",
                # (phase.rs's rules of no mode of their own, by the rule named: "Other:CantBeEnchanted", 303.4c, read
                # by the attaching guard; any other refused by `check_guarded`)
                "Other",
                # (702.122a, 702.171a: the power counted to crew or saddle, a cost the model never reads: a crew or
                # saddle ability is an [[effect]] the scenario says resolved, and its activation's cost is refused)
                "CrewContribution",
                # (609.4b: how the costs of activations only may be paid, "You may spend mana as though it were mana
                # of any color to activate abilities of creatures you control": the activation guards refuse an
                # activation, can_activate and a payment with mana beside it, ACTIVATION_RULES; the plain form, for
                # any cost, is read as `spend_as_though`, statics._SPENDING)
                "SpendManaAsAnyColor",
                # (702.16k: a player's protection, "You and permanents you control have protection from Salamanders":
                # the line kept by its text, a protection whose quality the model does not follow, so the guards
                # refuse damage and blocks, verifier/load/protection.py, casts and activations that target,
                # TARGETING_RULES, and attaching, ATTACH_RULES, beside it)
                "PlayerProtection"}


# The clauses, as worded, of the rules above that the loader's guards read from an ability's text:
# beside a continuous effect in one line, the line is also kept by its text, and these words are
# the rule's (not the continuous effect's) as the line's words are accounted for.
_RULE_CLAUSES = {
    "CantAttack": r"can't attack(?: or block)?(?: you(?: or planeswalkers you control)?)?",  # 508.1c
    "CantAttackOrBlock": r"can't attack or block",
    "MustAttack": r"attacks? each (?:combat|turn) if able",  # 508.1d
    "MustBeBlocked": r"must be blocked(?: by an? [A-Za-z]+)? if able",  # 509.1c
    "CantBlock": r"can't block",  # 509.1b
    "MustBlock": r"blocks each combat if able",  # 509.1c
    "CantHaveKeyword": r"can't have or gain [a-z]+(?: [a-z]+)?(?=\.?$)",  # 613.1f (its loss is the layer 6 part)
    # 509.1b (a rule a modification adds): one more creature, or a number of them said in words
    "ExtraBlockers": r"can block an additional (?:creature|(?:[a-z]+-)?[a-z]+ creatures) each combat",
    "Goaded": r"(?:is|are) goaded",  # 701.15b
    "Other:CantBeEnchanted": r"can't be enchanted by other Auras",  # 303.4c
    "CantBeBlockedByMoreThan": r"can't be blocked by more than one creature",  # 509.1b
    "CombatAlone:Attack": r"can't attack(?: or block)? alone",  # 508.1c
    "CombatAlone:Block": r"can't (?:attack or )?block alone",  # 509.1b
    "CanAttackWithDefender": r"can attack (?:this turn )?as though (?:it|they) didn't have defender",  # 702.3b
    "CantUntap": r"(?:doesn't|don't) untap during (?:its|your|their) (?:controller's |controllers' )?untap steps?|"
                 r"can't become untapped",  # 502.3
    # 510.1a, 510.1c: how combat damage is assigned (modifications of a continuous effect's line)
    "AssignDamageFromToughness": r"assigns? combat damage equal to its toughness rather than its power",
    "AssignDamageAsThoughUnblocked": r"(?:you may have \S+ )?assigns? (?:its|his|her|their) combat damage as though "
                                     r"(?:it|he|she|they) (?:weren't|wasn't) blocked",
}


# The rules above that change what the model follows (attacks and blocks, untap steps, casting,
# activating, targeting, combat damage): kept by the line's text, which the loader's guard for them
# must read, or a history they change would be answered without them.
GUARDED = [(ATTACK_RULES, ("CantAttack", "CantAttackOrBlock", "MustAttack", "Goaded",  # 508.1c-d, 701.15b
                           "CanAttackWithDefender", "CombatAlone:Attack")),  # 702.3b; 508.1c
            (BLOCK_RULES, ("CantBlock", "CantAttackOrBlock", "CantBeBlocked", "CantBeBlockedBy", "BlockRestriction",
                           "CantBeBlockedExceptBy", "MustBeBlockedByAll", "ExtraBlockers", "CantBeBlockedByMoreThan",
                           "MustBlock", "MaxBlockersEachCombat", "MustBeBlocked", "CombatAlone:Block",
                           "CantBeBlockedUnlessAllBlock")),  # 509.1b-c
            (TRIGGER_RULES, ("DoubleTriggers",)),  # 603.2d (verifier/load/extra_triggers.py)
            (UNTAP_RULES, ("CantUntap", "MayChooseNotToUntap")),  # 502.3
            (POOL_RULES, ("StepEndUnspentMana", "UnspentManaLossCausesLifeLoss")),  # 106.4, 500.4
            (CASTING_RULES, ("ModifyCost", "CantBeCountered", "CantBeCast", "CantCastDuring", "PerTurnCastLimit",
                             "CastWithKeyword", "CastWithAlternativeCost", "AlternativeKeywordCost")),  # 601.2f, 101.2
            (CAST_PERMISSIONS, ("GraveyardCastPermission", "TopOfLibraryCastPermission",
                                "ExileCastPermission")),  # 601.3
            (ACTIVATION_RULES, ("ReduceAbilityCost", "SpendManaAsAnyColor")),  # 602.5, 601.2f; 609.4b
            (TARGETING_RULES, ("CantBeTargeted", "Shroud", "Hexproof", "PlayerProtection")),  # 115.4, 702.11, 702.18,
                                                                                              # 702.16b
            (DAMAGE_RULES, ("AssignDamageAsThoughUnblocked", "AssignDamageFromToughness")),  # 510.1a, 510.1c
            (GAME_RULES, ("CantGainLife", "CantLoseTheGame", "CantWinTheGame", "PerTurnDrawLimit")),  # 119.7, 104.3b
            (HAND_SIZE_RULES, ("NoMaximumHandSize", "MaximumHandSize")),  # 402.2, 514.1 (verifier/load/hand_size.py)
            (LEGEND_RULE, ("LegendRuleDoesntApply",)),  # 704.5j (verifier/load/gamerules.py)
            (CANT_HAVE, ("CantHaveKeyword",)),  # 613.1f (verifier/load/cant_have.py)
            (ATTACH_RULES, ("AttachmentRestriction",  # 301.5c, 701.3b, 704.5n (verifier/load/attachments.py)
                            "Other:CantBeEnchanted",  # 303.4c ("can't be enchanted by other Auras")
                            "PlayerProtection"))]  # 702.16c-d (a player enchanted by an Aura, 303.4)

GUARDED_KINDS = frozenset(k.partition(":")[0] for _, kinds in GUARDED for k in kinds)

# Of those, the lines the model follows in these exact words: no note says they are not followed
# (704.5j: "The \"legend rule\" doesn't apply.", `sba.legend_rule_off`)
_FOLLOWED_WORDS = {"LegendRuleDoesntApply": NO_LEGEND_RULE}


def followed(kind: str, line: str) -> bool:
    """Whether the model follows the rule of this kind in the line's exact words (`_FOLLOWED_WORDS`)."""
    return kind in _FOLLOWED_WORDS and bool(_FOLLOWED_WORDS[kind].match(line))


def _kinds(parsed: List[dict]) -> List[str]:
    """The rules a line's static abilities state: their modes ("Continuous", "CantBlock", ...), a combat rule of
    one action with it ("CombatAlone:Attack", 508.1c; "CombatAlone:Block", 509.1b), and their modifications'
    kinds (the mode an AddStaticMode adds)."""
    return [k for s in parsed for k in [_with_action(s)] + [mode(m) if m.get("type") == "AddStaticMode" else m.get("type")
                                                            for m in s.get("modifications") or []]]


def _with_action(s: dict) -> str:
    """A static ability's mode, with the action of combat it restricts for CombatAlone ("can't attack alone":
    "CombatAlone:Attack"), and the rule phase.rs names for Other ("Other:CantBeEnchanted"); "...:?" where it names
    none, which no guard reads."""
    kind = mode(s)
    if kind not in ("CombatAlone", "Other"):
        return kind
    spec = s["mode"][kind] if isinstance(s.get("mode"), dict) else None
    named = spec if isinstance(spec, str) else (spec or {}).get("action") if isinstance(spec, dict) else None
    return f"{kind}:{named or '?'}"


def states_guarded(line: str, parsed: List[dict]) -> bool:
    """Whether the line states a rule the model follows elsewhere (`GUARDED`) in words its guard reads:
    then it is kept by its text, beside any continuous effect of it, for the loader's guard to read
    ("Enchanted creature has hexproof and can't be blocked by more than one creature", 509.1b); a rule
    read as a table of its own ("Players may spend mana as though it were mana of any color", 609.4b:
    `spend_as_though`'s) is none."""
    kinds = {k.partition(":")[0] for k in _kinds(parsed)}
    return any(kinds & {k.partition(":")[0] for k in guarded} and guard.search(line) for guard, guarded in GUARDED)


def check_guarded(line: str, parsed: List[dict]) -> None:
    """A rule of a kind the model follows elsewhere, kept by the line's text, only where the
    loader's guard for it reads that text (`GUARDED`); else refused with the rule named."""
    kinds = set(_kinds(parsed))
    unread = sorted(k for k in kinds if ":" in k and not any(k in guarded for _, guarded in GUARDED))
    if unread:  # (a combat rule of an action no guard reads: "CombatAlone:?")
        raise Refusal(f"the rule {unread[0]!r} of {short(line)!r}, of an action no guard of the loader reads, not "
                      f"translated")
    for guard, guarded in GUARDED:
        unseen = sorted(k for k in kinds & set(guarded) if not guard.search(line))
        if unseen:
            raise Refusal(f"the rule {unseen[0]!r} of {short(line)!r} in words the loader's guard for it does not "
                          f"read (it would be kept by its text and not followed) not translated")


def rule_clauses(line: str, parsed: List[dict]) -> Optional[str]:
    """The line without the clauses of the guarded rules it states beside a continuous effect
    (`_RULE_CLAUSES`), or None if it states none of them."""
    kinds = [k for k in _kinds(parsed) if k in _RULE_CLAUSES]
    if not kinds:
        return None
    for kind in kinds:
        line = re.sub(rf"(?:,? and |, )?\b(?:{_RULE_CLAUSES[kind]})", "", line)
    return line


# Rules of attacking or blocking that phase.rs leaves out of a continuous effect's line, each its last clause, kept
# by the line's text, which the loader's guard for attacks or blocks reads (ATTACK_RULES, BLOCK_RULES): the clause,
# its guard and what the note says of it.
_LEFT_OUT = [
    # 509.1c: "Enchanted creature gets +4/+4 and has first strike, and all creatures able to block it do so"
    (re.compile(r",? and all creatures able to block (?:it|them) do so(?=\.$)"), BLOCK_RULES,
     "the block requirement", "509.1c", "blocks"),
    # 508.1c, 509.1b: "Enchanted creature gets +3/+2 and can't attack alone"
    (re.compile(r",? and can't attack(?: or block)? alone(?=\.$)"), ATTACK_RULES, "the attack restriction", "508.1c",
     "attacks"),
    (re.compile(r",? and can't block alone(?=\.$)"), BLOCK_RULES, "the block restriction", "509.1b", "blocks"),
    # 509.1b, 702.14c, 702.28b: "..., and can block creatures with shadow as though they didn't have shadow", "... with
    # landwalk abilities as though they didn't have those abilities": an evasion ability it may block past
    (re.compile(r",? and can block creatures with (?:shadow|[a-z]*walk|landwalk abilities) as though (?:it|they) "
                r"didn't have (?:shadow|that ability|those abilities)(?=\.$)"), BLOCK_RULES,
     "the block permission", "509.1b", "blocks"),
]


def left_out(line: str) -> Optional[Tuple[str, str]]:
    """The line without a rule of attacking or blocking phase.rs leaves out (`_LEFT_OUT`), and
    the note saying it is kept by the line's text; None if it has none."""
    for clause, guard, what, rule, events in _LEFT_OUT:
        bare = clause.sub("", line)
        if bare != line and guard.search(line):
            return bare, f"not followed: {what} in {short(line)!r} ({rule}): the loader refuses a history with " \
                         f"{events} beside it"
    return None


# Modifications that are rules of combat or of other actions, not layer effects: kept with the
# ability, and the TOML says they are not followed.
NOT_FOLLOWED_MODIFICATIONS = {"AssignDamageAsThoughUnblocked", "AssignDamageFromToughness", "AddStaticMode"}


def mode(s: dict) -> str:
    """A static ability's mode as phase.rs names it ("Continuous", "CantBlock", ...)."""
    kind = s.get("mode")
    return kind if isinstance(kind, str) else next(iter(kind or {"?": None}))


# 614.1a, 615: replacement and prevention effects on events only a history has, phase.rs's event: the loader's
# guard that reads the line's words (it refuses a history where such an event is), and what the note says
_KEPT_EVENTS = {
    "DamageDone": (DAMAGE_RULES, "changes damage (615, 120): the loader refuses a history that deals damage in a "
                                 "scenario with it"),  # (`verifier.load.damage`)
    "GainLife": (GAME_RULES, "replaces life gained (614.1a, 119.3): the loader refuses a history, and a claim on a "
                             "life total, in a scenario with it"),  # (`verifier.load.gamerules`, `.life`)
    "Draw": (GAME_RULES, "replaces drawing cards (614.1a, 121.1): the loader refuses a history in a scenario with "
                         "it"),
    "CreateToken": (TOKEN_RULES, "replaces the tokens created (614.1a, 111.1): the loader refuses a history in a "
                                 "scenario with it")}


def kept_replacement(line: str, face: dict, norm: Any) -> Optional[str]:
    """What a line that is a replacement or prevention effect on one kind of event only a history
    has (damage, life gained, a draw, tokens created: `_KEPT_EVENTS`) changes, for its note, where
    it does nothing else (no `execute`, or one of that same event: "you gain that much life plus
    1 instead") and the loader's guard for that event reads its words; else None."""
    found = [r for r in face.get("replacements") or [] if norm(r.get("description")) == line]
    events = {r.get("event") for r in found}
    if len(events) != 1 or next(iter(events)) not in _KEPT_EVENTS:
        return None
    event = next(iter(events))
    guard, what = _KEPT_EVENTS[event]
    same = all(r.get("execute") is None or ((r["execute"].get("effect") or {}).get("type") == event and
                                            r["execute"].get("sub_ability") is None) for r in found)
    return what if same and guard.search(line) else None


# Static abilities phase.rs reads as a continuous effect with no modification, whose every word is a rule of events
# only a history has, which the loader's guard for them reads: damage doubled or dealt as though its source had
# infect (614.1a, 120.3b), under a condition ("As long as you have no cards in hand, if a source you control would
# deal damage to a permanent or player, it deals double that damage to that permanent or player instead"); what an
# untap step untaps (502.3: "each player chooses artifact, creature, or land during their untap step. That player
# can untap only permanents of the chosen type this step"); below, what a player may cast (601.2)
_RULE_LINES = [
    (re.compile(r"(?:[A-Z][\w' ]+ — )?(?:As long as [^,.]+, )?(?:if [^,.]+ would deal damage to [^,.]+, it deals "
                r"(?:double|twice) that damage to [^,.]+ instead|all damage is dealt to [a-z ]+ as though its source "
                r"had (?:infect|wither)|"
                # 120.3a, 614.1a: what damage dealt to a player does to their life total ("damage that would reduce
                # your life total to less than 7 reduces it to 7 instead", "damage doesn't cause you to lose life")
                r"damage that would reduce your life total to less than (\d+) reduces it to \1 instead|"
                r"damage doesn't cause you to lose life|"
                # 120.3c, 614.1a: the loyalty counters damage to a planeswalker removes
                r"if damage dealt to [^,.]+ would result in all loyalty counters on it being removed, instead all but "
                r"one of those counters are removed)\.", re.I), _KEPT_EVENTS["DamageDone"]),
    (re.compile(r"(?:As long as ~ is untapped, )?each player chooses [a-z, ]+ during their untap step\. That player "
                r"can untap only permanents of the chosen type this step\."),
     (UNTAP_RULES, "changes what an untap step untaps (502.3): the loader refuses a history with a turn in a scenario "
                   "with it")),
    # 101.2, 702.37e: what forbids turning a face-down permanent face up, whatever condition it is under
    (re.compile(r"(?:As long as [^,.]+, )?(?:it|~|this (?:creature|permanent)|enchanted (?:creature|permanent)|"
                r"equipped creature|face-down (?:creatures|permanents)(?: you control)?) can't be turned face up\."),
     (FACE_UP_RULES, "forbids turning a permanent face up (101.2, 702.37e): the loader refuses a history that turns one "
                     "face up, and a claim asking whether one may be, in a scenario with it")),
    # 613.1f, 113.1a: the activated abilities of other objects (named by what those have, not listed here), under a
    # condition that decides nothing the model follows: the loader refuses every answer that could read one
    (re.compile(r"As long as [^,]+, (?:~|this (?:creature|artifact|permanent|land)) has all activated abilities of "
                r"[^.]+\."),
     (BORROWED_ABILITIES, "gives the activated abilities of other objects (613.1f), which the model does not list: the "
                          "loader refuses a scenario whose answer could read one (verifier/load/borrowed_abilities.py)")),
    # 101.2, 601.2: a player who can't cast spells, under a condition or none ("As long as ~ is attacking, defending
    # player can't cast spells", which phase.rs reads as a continuous effect with no modification)
    (re.compile(r"(?:As long as [^,.]+, )?(?:you|defending player|your opponents|each opponent|players|each player|"
                r"enchanted player) can't cast (?:[a-z]+ )?spells(?: this turn| during your turn)?\."),
     (CASTING_RULES, "forbids casting spells (101.2, 601.2): the loader refuses a cast, and a claim on casting, in a "
                     "scenario with it")),
    # 601.2c, 601.3, 303.4a: a spell's own restriction on its targets or its timing as it is cast (`OWN_CASTING`)
    (re.compile(r"[^.]*\b(?:can't choose [^.]* as (?:this spell's|its) targets?|this spell can't target|cast this spell "
                r"only)\b[^.]*\.", re.I),
     (OWN_CASTING, "restricts how this card is cast or what its spell may target as it is cast (601.2c, 601.3): the "
                   "loader refuses a cast, and a claim on casting, in a scenario with it"))]


def rule_line(line: str) -> Optional[str]:
    """What a line that is all a rule of events only a history has changes (`_RULE_LINES`), for its
    note, where the loader's guard for it reads its words; else None."""
    return next((what for form, (guard, what) in _RULE_LINES if form.fullmatch(line) and guard.search(line)), None)


# The guards that read a line kept by its text in the translator's last case (an ability of no form it reads), and
# what the note says of it: the loader module that refuses what the line would change
_GUARD_NOTES = [(DAMAGE_RULES, "changes damage or what it does (120.3, 615): `verifier.load.damage` refuses a history "
                               "that deals damage beside it"),
                (CAST_PERMISSIONS, "lets a card be cast or played from another zone (601.3, 305.1): "
                                   "`verifier.load.cast_permissions` refuses a cast or a claim it could change"),
                (CASTING_RULES, "changes casting (601.2, 601.3, 118.8-118.9): where `verifier.rules.costs` does not "
                                "read its form, `verifier.load.spells` refuses a cast, and a claim on casting, beside it"),
                (ATTACK_RULES, "changes attacking (508.1): `verifier.load.combat` refuses attackers declared beside it"),
                (BLOCK_RULES, "changes blocking (509.1): `verifier.load.combat` refuses blockers declared beside it"),
                (UNTAP_RULES, "changes untapping (502.3): `verifier.load.untapping` refuses a history it could change"),
                (RULE_OFF_THE_BATTLEFIELD, "works off the battlefield (113.6b, 611.3a): `verifier.load.zones` refuses "
                                           "a scenario it could change")]


def guard_note(line: str) -> Optional[str]:
    """What a line kept by its text in no form the translator reads changes, for its note, where a
    guard of the loader reads its words (`_GUARD_NOTES`); else None."""
    return next((f"not followed: {short(line)!r} {what}" for guard, what in _GUARD_NOTES if guard.search(line)), None)
