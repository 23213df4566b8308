"""The texts of rules the model keeps by an ability's words but does not follow: the loader
refuses a scenario they would change (`verifier.load.combat`, `.untapping`, `.zones`,
`.spells`, `.damage`, `.attachments`), and the Oracle translator keeps a line by its text only where one of
these reads it."""
from __future__ import annotations

import re
from typing import Iterable, Optional

# 508.1d: requirements to attack, which a declaration of attackers without the creature breaks too
ATTACK_REQUIREMENTS = re.compile(r"\bmust attack\b|\battacks? [^.]*\bif able\b|\bgoad", re.I)  # (701.15b: goaded)
# 508.1c-d, 508.1g-h: restrictions, requirements and costs of attacking
ATTACK_RULES = re.compile(r"\bcan't attack\b|\bcan attack only\b|\bas though (it|they) didn.t have defender\b|"
                          + ATTACK_REQUIREMENTS.pattern, re.I)
# 603.2: abilities that trigger on attacks (they change what follows an attack, not who may attack)
ATTACK_TRIGGERS = re.compile(r"\bwhen(?:ever)? [^.]*\battacks\b", re.I)  # ("When enchanted creature attacks")
# 509.1c: requirements to block ("must be blocked if able", "blocks each combat if able", Lure's "All
# creatures able to block it do so"), which a declaration of blockers without the creature breaks too
BLOCK_REQUIREMENTS = re.compile(r"\bmust be blocked\b|\bmust block\b|\bblocks? [^.]*\bif able\b|\bable to block\b", re.I)
# 509.1b-c: restrictions and requirements of blocking (evasion other than flying and reach: menace,
# landwalk, fear, ...); 509.1h, 603.2: block triggers
BLOCK_RULES = re.compile(r"\bcan't (?:attack or )?block\b|\bcan block only\b|\bcan.t be blocked\b|\bmenace\b|walk\b|\bfear\b|"
                         r"\bintimidate\b|\bshadow\b|\bhorsemanship\b|\bskulk\b|\bcan block (an )?additional\b|"
                         r"\bcan block any number\b|\bwhen(?:ever)? [^.]*\bblocks?\b|\bbecomes blocked\b|"
                         r"\bafflict\b|" + BLOCK_REQUIREMENTS.pattern, re.I)  # (702.130a: a trigger on becoming blocked)
# 613.1f, 702.14a: "loses all landwalk abilities" removes abilities, a layer 6 effect the model follows (a
# `remove_landwalk` part): no rule of blocking, though its word "landwalk" is BLOCK_RULES'
LANDWALK_LOSS = re.compile(r"\blos(?:e|es) all landwalk abilities\b", re.I)
# 303.4c, 303.4j, 701.3b: what can't become attached to what ("can't be enchanted by other Auras", "can't be
# equipped"), and protection, which stops being enchanted or equipped by what it is protected from (702.16c-d):
# kept by its text, not followed, so an event that attaches an Aura or Equipment is refused beside one
# 301.5c, 701.3b, 704.5n: what an Equipment itself may be attached to ("This Equipment can be attached only to a
# creature with power 3 or greater"): its own object too is refused attached on a board (`verifier.load.attachments`)
ATTACH_ONLY_TO = re.compile(r"\bcan be attached only to\b", re.I)
ATTACH_RULES = re.compile(r"\bcan.t be (?:enchanted|equipped|fortified|attached)\b|\bcan.t become attached\b|"
                          r"\bprotection from\b|" + ATTACH_ONLY_TO.pattern, re.I)
# 502.3 and the effects that change it: "doesn't / don't untap during ...", "you may choose not to untap"
UNTAP_RULES = re.compile(r"\b(?:doesn.t|don.t|do not|does not) (?:\w+ly )?untap during\b|\bchoose not to untap\b|"
                         r"\bcan.t (?:become )?untap|\bduring your next untap step\b|"
                         # (an untap step that also untaps another player's permanents: "Untap all creatures you
                         # control during each other player's untap step")
                         r"\buntap [^.]*\bduring each other player.s untap step\b|"
                         r"\bcan untap only\b", re.I)  # ("That player can untap only permanents of the chosen type")
# 614.1a, 614.12: a replacement of how the permanent itself enters ("If this land would enter, sacrifice a Swamp
# instead. If you do, put this land onto the battlefield ..."): an event by which it enters is refused
# (or "If this land would enter, instead sacrifice each other permanent named ... you control, then put this land onto
# the battlefield")
ENTERING_INSTEAD = re.compile(r"\bwould enter(?: the battlefield)?, (?:[^.]*\binstead\. If you do, put\b|"
                              r"instead\b[^.]*\bput (?:~|it|this [a-z]+) onto the battlefield\b)", re.I)
# 614.1c, 614.12: what an object does itself as it enters, other than a choice (but of what it enters attached to) or
# its entering tapped or with counters
# (read: `verifier.cards.entering`) ("As this enchantment enters, sacrifice all lands you control", "As this creature
# enters, mill three cards for each time it was kicked"): kept by its text, not followed; an event by which it enters
# is refused (on a board it entered already, and what it did then is what the scenario says)
ENTERING_ACTION = re.compile(r"^As (?:~|[^,.\"]+?) enters(?: the battlefield)?, "
                             # (a choice is the scenario's `chosen`, 614.12, but one it enters attached by, 303.4f)
                             r"(?!(?:you may )?choose\b(?![^\"]*\benters attached\b))"
                             r"(?![^\"]*\benters (?:the battlefield )?(?:tapped|with)\b)", re.I)
# 614.1c, 707.5, 706.2: a replacement of how OTHER objects enter, as copies or as something else ("Each creature token
# you control enters as a copy of this creature", "Nontoken creatures you control enter as copies of ..."; a copy
# effect of layer 1, 613.2a): kept by its text, not followed; a history beside it is refused (`verifier.load.gamerules`),
# where an object may enter (a board's objects have entered already, as the scenario says). Its own entering as
# something ("This creature enters as a copy ...") is `verifier.cards.copies`' or refused (`words.relevant`).
OTHERS_ENTERING = re.compile(r"^(?!(?:[A-Z][\w' ]+ — )?(?:If [^,.]+, )?(?:You may have )?(?:~|(?:it|this [a-z]+)\b))"
                             # (a subject before it: the model's own ENTERS_AS_COPY ability has none)
                             r"[^.\"]*\w\s+enters? (?:the battlefield )?as\b", re.I)
OTHERS_ENTERING_NOTE = ("replaces how other objects enter or what they enter as (614.1c, 707.5, 706.2): the loader "
                        "refuses a history in a scenario with it; an object of the board has entered already")

# A static ability on cards off the battlefield ("each instant card in your graveyard has flashback"),
# or one that works while its own card is there ("as long as this card is in your graveyard"):
# kept by its text, not followed (611.3a, 113.6b)
RULE_OFF_THE_BATTLEFIELD = re.compile(
    r"\bcards? in (?:your|a|an opponent's|each player's|all|their|its owner's) (?:graveyards?|hands?|librar(?:y|ies))\b"
    r"[^.,]*\b(?:has|have)\b|\bthis card is in (?:your|a|its owner's) (?:graveyard|hand|library)\b|"
    r"\bwhile (?:it's|it is|this card is) (?:exiled|in exile)\b", re.I)  # (a suspended card's trigger, 702.62a)

# 613.1f, 113.1a: "has all activated abilities of [other objects]" (cards exiled with it, land cards in
# graveyards, creatures you control): abilities named by what other objects have, kept by the line's text,
# not followed; `verifier.load.borrowed_abilities` refuses a scenario whose answer could read them
BORROWED_ABILITIES = re.compile(r"\b(?:has|have) all activated abilities of\b", re.I)

# 101.2, 702.37e, 116.2b: what forbids turning a face-down permanent face up ("As long as enchanted creature is face
# down, it can't be turned face up"): kept by its text, not followed (`verifier.load.turning_face_up` refuses a
# history that turns a permanent face up, or a claim that asks whether one may be, beside it)
FACE_UP_RULES = re.compile(r"\bcan.t be turned face up\b", re.I)

# 601.3: an effect letting a card be cast or played (305.1) from a graveyard, exile or a library
# (verifier.load.cast_permissions refuses a claim or a cast it could change)
CAST_FROM_ANOTHER_ZONE = re.compile(
    r"\b(?:cast|play)\b[^.,;]*\bfrom (?:[\w']+ ){0,4}?(?:graveyards?|exiled?|librar(?:y|ies))\b|"
    r"\bplay the top card\b|"  # ("You may play the top card of your library", Future Sight)
    r"\bmay (?:cast|play) (?:that card|those cards|it|them|the exiled cards?)\b|"  # (one exiled, impulse)
    r"\bmay (?:cast|play) (?:spells|lands|cards) from among (?:those|the exiled) cards\b", re.I)  # (cards it exiled)
# Keywords of casting a card from a graveyard or exile: flashback 702.34a, madness 702.35a, suspend
# 702.62a, retrace 702.81a, rebound 702.88a, aftermath 702.127a, jump-start 702.133a, escape 702.138a,
# foretell 702.143a, disturb 702.146a, plot 702.170a, harmonize 702.180a, warp 702.185a, mayhem 702.187a
CAST_KEYWORDS = re.compile(r"\b(?:flashback|madness|suspend|retrace|rebound|aftermath|jump-start|escape|foretell|"
                           r"disturb|plot|harmonize|warp|mayhem)\b", re.I)
CAST_PERMISSIONS = re.compile(f"{CAST_FROM_ANOTHER_ZONE.pattern}|{CAST_KEYWORDS.pattern}", re.I)

# 106.4, 500.4: what keeps mana in a pool as a step ends, changes it there, or makes its loss do something ("If you
# would lose unspent mana, that mana becomes colorless instead", "A player losing unspent mana causes that player to
# lose that much life"): kept by its text, not followed (`verifier.load.step_ends`, and casts beside it, 601.2g-h)
_KEPT_IN_POOL = r"\bdon't lose (unspent|this)\b|\bmana pools? (don't|doesn't) empty\b"
POOL_RULES = re.compile(_KEPT_IN_POOL + r"|\bunspent mana\b", re.I)
# the rules of these a step's end reads (not a resolution's "lose all unspent mana", a one-shot effect, 608.2)
POOL_STEP_RULES = re.compile(_KEPT_IN_POOL + r"|\b(?:would lose|losing) unspent mana\b", re.I)

# 601.2c, 601.3, 303.4a: a spell's own restriction on how it is cast or what it may target as it is cast ("You can't
# choose an untapped creature as this spell's target as you cast it", "This spell can't target ...", "Cast this spell
# only during combat"): the targets and timing a cast reads do not follow it, so a cast and can_cast beside it are
# refused (`verifier.load.spells.unfollowed_casting`, through CASTING_RULES)
OWN_CASTING = re.compile(r"\bcan't choose [^.]* as (?:this spell's|its) targets?\b|\bthis spell can't target\b|"
                         r"\bcast this spell only\b", re.I)

# Static abilities that change casting as the model does not follow: cost increases and reductions
# (601.2f), what can't be cast or when (101.2, 601.3), spells that can't be countered (101.2), ward
# (702.21; followed where a [[trigger]] says it, `verifier.load.ward`), protection (702.16; followed from a colour, a card
# type or everything, `verifier.load.protection.modelled`), split second (702.61; followed, `verifier.rules.split_second`),
# flash granted (601.3; followed for one card type or subtype, `verifier.rules.flash_permissions`; or a spell's own
# under a condition, "This spell has flash as long as ...", 702.8a), free casts granted
CASTING_RULES = re.compile(
    r"\bcosts? (\{[^}]*\})+ (more|less)|\bcan't cast\b|\bcan't be cast\b|\bcan't be countered\b|\bmore than one "
    r"spell\b|\bonly one spell\b|\bcan't be the targets? of\b|^ward\b|\bprotection from\b|\bhexproof from\b|"
    r"\bsplit second\b|\bspend only mana produced by\b|"  # (106.6: a spell's restriction on the mana spent on it)
    + OWN_CASTING.pattern + "|"  # (601.2c, 601.3: a spell's restriction on its own targets or timing)
    r"\bas though (it|they) had flash\b|\bthis spell has flash\b|\bwithout paying (its|their) mana costs?\b|"
    # additional and alternative costs a spell's text gives it (118.8, 118.9) and the keywords that
    # change what pays its cost (702: convoke, delve, improvise, affinity, ...), kicker, surge, emerge and dash aside
    # (read: `verifier.rules.costs`; one not read there is refused by `verifier.load.spells.unfollowed_casting`,
    # which also lets through an evoke ability read there, 702.74a)
    r"\badditional cost\b|\brather than pay\b|^(convoke|delve|improvise|affinity for|evoke|buyback|"
    r"entwine|escalate|spectacle|prowl|overload|bestow|splice onto|replicate|casualty|squad|"
    r"offspring|strive|assist|undaunted|blitz|cleave|miracle|madness|flashback|mutate|foretell|plot|spree|"
    r"multikicker|conspire|ninjutsu|impending)\b|"
    # what keeps mana in a pool, or changes it there (106.4: Omnath, Upwelling, Kruphix)
    + POOL_RULES.pattern, re.I)

# 702, 118.8, 118.9: the keywords of CR 702 (April 2026) whose rule lets a spell be cast another way than for its mana
# cost, from another zone, or with an additional cost ("rather than pay", "additional cost", "you may cast this card
# from"); rebound and sunburst, which change neither whether nor how it can be cast now, aside.  Those read by
# `verifier.rules.costs` (kicker, surge, emerge, evoke, dash, awaken), by the convoke and improvise keys, by bestow
# and by suspend (its own action) are in CASTING_KEYWORDS_READ; any other makes `can_cast` of its card refused
# (draw 14's audit: Memorial Team Leader's warp and Lumithread Field's morph were answered as if not there).
CASTING_KEYWORDS = (
    "buyback", "kicker", "flashback", "madness", "morph", "megamorph", "entwine", "splice", "offering", "convoke",
    "replicate", "suspend", "delve", "evoke", "prowl", "conspire", "retrace", "miracle", "overload", "bestow", "dash",
    "awaken", "surge", "emerge", "escalate", "improvise", "jump-start", "spectacle", "escape", "mutate", "foretell",
    "disturb", "cleave", "blitz", "casualty", "squad", "more than meets the eye", "bargain", "disguise", "plot",
    "spree", "freerunning", "gift", "impending", "harmonize", "tiered", "warp", "mayhem", "web-slinging", "sneak",
    "prototype", "multikicker")
CASTING_KEYWORDS_READ = frozenset({"kicker", "surge", "emerge", "evoke", "dash", "awaken", "convoke", "improvise",
                                   "bestow", "suspend"})
_OTHER_WAY = re.compile(r"^(?:" + "|".join(re.escape(k) for k in CASTING_KEYWORDS if k not in CASTING_KEYWORDS_READ) +
                        r")\b|^\w+ offering\b", re.I)  # (702.48a: "Goblin offering")


def other_way_to_cast(abilities: Iterable[str]) -> Optional[str]:
    """The ability among `abilities` by which its card may be cast another way than the model weighs, if any
    (`CASTING_KEYWORDS`): "Warp {1}{R}", "Morph {1}{W}", "Goblin offering"."""
    return next((a for a in sorted(abilities) if _OTHER_WAY.match(a)), None)


# 603.7a, 613.1b: a control change a resolution sets up for the next end step ("An opponent gains control of this
# land at the beginning of the next end step"): kept by its text, not followed (`verifier.load.step_ends`)
END_STEP_CONTROL = re.compile(r"\bgains? control of [^.]*\bat the beginning of the next end step\b", re.I)
# 603.7a, 701.21a: a sacrifice a mana ability's resolution sets up for the next end step ("If this ability has been
# activated four or more times this turn, sacrifice this creature at the beginning of the next end step"): kept by
# its text, not followed (`verifier.load.step_ends`, for the scenario's mana abilities)
END_STEP_SACRIFICE = re.compile(r"\bsacrifice [^.]*\bat the beginning of the next end step\b", re.I)

# 603.7a: a delayed trigger an ability's resolution creates, waiting for the next spell cast this turn ("When you next
# cast a creature spell this turn, that creature enters with an additional +1/+1 counter on it"): not followed
NEXT_CAST_TRIGGERS = re.compile(r"\bwhen you next cast\b", re.I)

# An ability granted to spells ("Creature spells you cast have convoke", 702.51a; 113.1a): it changes how
# they are cast or paid for, and the model reads a spell's own abilities only
SPELL_GRANTS = re.compile(r"\bspells? (?:(?:you|your opponents|opponents|players|each player|an opponent) casts? "
                          r"(?:this turn )?)?(?:have|has|gain|gains)\b", re.I)

# What changes activating abilities (602.5: "can't be activated", cost changes, 601.2f via
# 602.2b) or targeting them (protection, ward, shroud and hexproof of players or not of a permanent, 702)
ACTIVATION_RULES = re.compile(r"\bcan't be activated\b|\babilities\b.*\bcosts? (\{[^}]*\})+ (more|less)|"
                              r"\bcan't\b[^.]*\bactivate\b|"  # ("can't cast spells or activate abilities")
                              # (609.4b: how activation costs may be paid, "You may spend mana as though it were mana
                              # of any color to activate abilities of creatures you control"; with casting in it too,
                              # no guard reads the line)
                              r"\bspend mana as though it were mana of any (?:colou?r|type) to (?:activate\b|pay "
                              r"the activation costs?\b)(?![^.]*\bcast)", re.I)
# What forbids paying life (119.8, 119.4: "your life total can't change", "can't pay life")
LIFE_RULES = re.compile(r"\blife totals? can't change\b|\bcan't pay life\b|\bcan't lose life\b", re.I)
TARGETING_RULES = re.compile(r"\bcan't be the targets? of\b|^ward\b|\bprotection from\b|\bhexproof from\b|"
                             # (a player among what has or gains it: "You, planeswalkers you control, and
                             # other creatures you control have hexproof", "you gain shroud")
                             r"(?:^|[.;:\"]\s*)(?:you|players|each player|each opponent|your opponents)\b"
                             r"(?:,|\s+and\b|\s+(?:have|has|gain|gains)\b)[^.]*\b(?:hexproof|shroud)\b", re.I)
# 120.3b-d, 120.3g, 615, 120.4a, 701.19: what changes damage or its results, not modelled yet (615.12: damage that
# can't be prevented, which protection would prevent, 702.16e)
# (absorb N prevents N of each source's damage to it, 702.64a: a keyword whose reminder text a model may leave out;
# draw 10's audit, Lymph Sliver)
DAMAGE_RULES = re.compile(r"\binfect\b|\bwither\b|\btoxic\b|\bprevent\b|\babsorb\b|\bregenerat|\bdamage [^.]*\binstead\b|"
                          r"\bexcess damage\b|\bdamage doesn't cause\b|\bcan't be prevented\b|\bdouble that damage\b|"
                          r"\bdeals? (double|twice)\b|"
                          r"\bassigns? (?:its |his |her |their )?combat damage\b|\bwouldn.t be destroyed\b|"
                          # (spells, whose damage gains life or destroys, 702.15b, 702.2b: a spell is no permanent)
                          r"\bspells you control have (?:lifelink|deathtouch)\b", re.I)
# 603.2: abilities that trigger on damage or on the life it changes (120.4b): the event is in the trigger
# condition (603.1), "whenever" up to the comma that ends it (a comma of a list, "a creature, planeswalker,
# or player", does not); an instruction after it that deals damage ("this creature deals 1 damage") is no event
_CONDITION = r"\bwhenever\b(?:[^.,]|,(?=[^.,]*,? (?:or|and)\b))*?"
DAMAGE_TRIGGERS = re.compile(_CONDITION + r"(?:\bdeals? (?:combat |noncombat |excess )?damage\b(?! equal)|"
                             r"\bdealt (?:combat |noncombat |excess )?damage\b)|" +
                             _CONDITION + r"\b(?:gain|gains|lose|loses) life\b", re.I)
# 119.7, 104.3b, 104.2, 121.1: what changes life gain, losing or winning the game, or how many cards are drawn
GAME_RULES = re.compile(r"\bcan't gain life\b|\bcan't lose the game\b|\bcan't win the game\b|"
                        r"\bcan't draw more than\b|\bcan't draw cards\b|\bdon't lose the game\b|"
                        # 614.1a: a replacement of life gained or of a draw ("If you would gain life, you gain that
                        # much life plus 1 instead", "If you would draw a card while ..., draw two cards instead")
                        r"\bwould gain life\b|\bwould draw\b|"
                        # 702.52a: dredge replaces a draw from its card's graveyard (draw 12's audit, Dakmor Salvage)
                        r"\bdredge\b", re.I)
# 603.2d: what makes a triggered ability trigger additional times ("that ability triggers an additional time"): kept by
# its text, a history beside it refused (verifier/load/extra_triggers.py)
TRIGGER_RULES = re.compile(r"\btriggers? an additional time\b|\btriggers? (?:two|three) additional times\b", re.I)
# 614.1a, 111.1: a replacement of tokens created, in the passive voice ("If one or more artifact tokens would be
# created under your control, those tokens plus ... are created instead"; the active "would create ... twice that
# many" is a [[card.token_replacement]], followed): kept by its text, a history beside it refused
TOKEN_RULES = re.compile(r"\btokens? would be created\b", re.I)

# 614.1a, 700.4, 701.8a: a replacement of a permanent's dying, its destruction or a card's being put into a graveyard
# ("If a nontoken creature would die, exile that card ... instead", "If enchanted land would be destroyed, instead
# ...", "If this permanent would be put into a graveyard, you may put it on top of its owner's library instead"),
# printed or granted: kept by its text, not followed; a history beside it is refused (`verifier.load.kept_leaving`), and
# so is a board where a state-based action may put a permanent into a graveyard (`verifier.rules.kept_leaving`)
# (and umbra armor, once totem armor, 702.89a: "If enchanted creature would be destroyed, instead remove all damage from
# it and destroy this Aura")
LEAVING_INSTEAD = re.compile(r"^(?:[A-Z][\w' ]+ \u2014 )?(?:As long as [^,.]+, )?if [^.]+? would (?:die|be destroyed|"
                             r"be put into [^.,]*\bgraveyards?\b)|^(?:umbra|totem) armor$", re.I)

# 614.10, 614.1b: a step a player skips ("Skip your draw step"), replaced with nothing: a history's turns and
# steps don't follow it (`verifier.load.gamerules.check_skipped_steps`)
SKIPPED_STEPS = re.compile(r"\bskips? (?:your|their|each player's|that player's) (?:\w+ ){0,2}steps?\b", re.I)

# 608.2c: what the one-shot instructions of a resolution the model does not follow change (a [[card.resolves]]
# table's `one_shot`): damage dealt (120.3), cards drawn, looked at or moved from a library (121.1, 701.22a,
# 701.25a, 701.17a, 401.1) or discarded (701.9a), a life total (119.3), mana added (106.3), tokens created
# (111.1), a delayed triggered ability created (603.7)
ONE_SHOT_KINDS = ("damage", "draw", "scry", "surveil", "mill", "discard", "library", "life", "mana", "tokens",
                  "delayed trigger", "counters", "counters removed", "attach", "leaves")
# ... of those, what the history's events carry (122.1, 122.8, 701.3a, 701.8a, 701.21a): the event kinds
# one of which must come after the resolution
ONE_SHOT_CARRIED = {"counters": ("put_counters",), "counters removed": ("remove_counters",), "attach": ("attach",),
                    "leaves": ("leaves",)}
# ... of those, what changes what the model follows on the battlefield: an effect of such a resolution is refused
ONE_SHOT_REFUSED = ("damage", "mana", "tokens", "delayed trigger")
# 402.2: what changes a player's maximum hand size ("You have no maximum hand size", "Your maximum hand
# size is reduced by ..."): the cleanup step's discard (514.1) is not followed beside one
HAND_SIZE_RULES = re.compile(r"\bmaximum hand size\b", re.I)
# 704.5j: an ability that changes the legend rule ("the \"legend rule\" doesn't apply", Mirror Gallery, Mirror Box):
# kept by its text, not followed, so a scenario where the rule may apply is refused beside one
LEGEND_RULE = re.compile(r"\blegend rule\b", re.I)
# 122.1c-d, 122.1h: counters whose replacement and prevention effects the model does not follow: kept as counters (a
# board, with no event, is as it would be, 704.5g not being an effect), a history where they would apply refused
# (`verifier.load.ruled_counters`): a shield or finality counter beside any event (damage, destruction, a sacrifice or
# a state-based action after one: 120, 701.8, 704.3), a stun counter beside one that may untap its permanent; and a
# board where a state-based action may put a permanent with a finality counter into a graveyard
# (`verifier.rules.kept_leaving`: it would be exiled instead)
KEPT_COUNTERS = {"shield": "prevents damage to its permanent and replaces its destruction (122.1c)",
                 "stun": "replaces untapping its permanent (122.1d)",
                 "finality": "replaces its going to a graveyard from the battlefield with exile (122.1h)"}
# 613.1f, 101.2: objects that "can't have or gain" a keyword ("Creatures your opponents control lose hexproof and
# can't have or gain hexproof"): the loss is a layer 6 effect; the rule that no later grant applies is kept by its
# text, and a scenario with an effect that may grant that keyword to them is refused (`verifier.load.cant_have`)
CANT_HAVE = re.compile(r"\bcan't have or gain (?P<keyword>[a-z]+(?: [a-z]+)?)\.?$", re.I)

# 702: keyword abilities no key of a model follows (the Oracle translator refuses a card with one,
# `verifier.cards.keywords`): those deciding how their permanent enters or is cast (riot, 702.136a: a counter
# or haste) are refused where it enters during a history, the others wherever they are listed; never
# loaded as if they did nothing
ENTERING_KEYWORDS = ("amplify", "backup", "bloodthirst", "compleated", "devour", "fabricate", "fading", "graft",
                     "modular", "more than meets the eye", "mutate", "offspring", "prototype", "ravenous", "riot",
                     "sunburst", "tribute", "unleash", "vanishing")
# ... of which these enter with counters, which the card's `enters_with_counters` follows when it gives them
# (702.43a modular, 702.58a graft, 702.63a vanishing, 702.32a fading)
ENTERING_COUNTERS = {"modular": "+1/+1", "graft": "+1/+1", "vanishing": "time", "fading": "fade"}
# (melee, 702.121a, is not: a trigger, followed as exalted is, by the [[effect]] a scenario applies, and its unsaid
# trigger refused by `verifier.load.unsaid_triggers`)
ALWAYS_KEYWORDS = ("banding", "double team", "living metal", "phasing", "rampage")


def unfollowed_keyword(text: str, keywords: tuple) -> str:
    """The keyword of `keywords` an ability's text is ("Riot", "devour 2", "tribute 3"), or ""."""
    word = re.sub(r"\s*\(.*\)\s*$", "", text).strip().lower()
    return next((k for k in keywords if re.fullmatch(re.escape(k) + r"(?: \d+| x|(?: ?\{[^}]+\})+)?", word)), "")


# 400.7, 611.2c: an activated or triggered ability that puts a card onto the battlefield, then changes the new
# permanent ("Put target creature card from a graveyard onto the battlefield under your control. That creature is
# black ...", "... onto the battlefield. That creature gains haste until end of turn."): kept by its text
# (`verifier.cards.put_changed`); a history resolving it is refused (an [[ability]]'s resolution, a [[trigger]] table)
PUT_AND_CHANGED = re.compile(r"\b(?:onto|to) the battlefield\b[^.]*\.\s+That (?:creature|permanent|card)\b", re.I)
