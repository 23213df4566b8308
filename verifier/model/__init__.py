"""The game model: objects, continuous effects and their parts, histories, claims.

Everything here is plain data produced by the loader (`verifier.load.loader`) and
consumed by the rules (`verifier.rules`): `effects` (characteristics, filters, layer
parts, effects), `mana` (mana abilities and what replaces or adds to them), `replacements`
(what replaces counters being put), `history`
(events, triggered and loyalty abilities, the timestamps a history gives), `scenario`
(objects, claims, a scenario and the orders of its history)."""
from verifier.model.effects import COLORS, COUNTER_KIND, Characteristics, Condition, CopyExceptions, Count, Devotion, \
    CHOSEN, ENTERS_AS_COPY, ENTERS_CHOOSING, ENTERS_LOYALTY, ENTERS_TAPPED, ENTERS_WITH, Effect, Filter, LAYERS, MANA_VALUE, MEASURES, OWN_POWER, OWN_TOUGHNESS, DEVOTION, OWNER, PLAYERS, Part, \
    ZONES, face_down_values, is_instance, is_landwalk, is_mana_ability, colors_of_cost, mana_value_of, pt_counter, reads_tapped, \
    with_copied_statics, zone_code
from verifier.model.mana import MANA_TYPES, ManaAbility, ManaCost, ManaReplacement, ManaRider, ManaTrigger, ManaUnit
from verifier.model.replacements import CounterReplacement, TokenReplacement
from verifier.model.history import ACTIVATED, ACTIVATING, ActivatedAbility, BECOMES_UNTAPPED, CASTING, CHAPTER, \
    DAMAGE_TO_YOU, STATE_TRIGGER, TOKEN_CREATED, WARD, \
    COMBAT_DAMAGE, COMBAT_TRIGGERS, COPY_ABILITY, CYCLES, CostChange, DELAYED, DELAYED_MOVES, DURATIONS, \
    END_OF_COMBAT, EVENT_KINDS, Event, FACE_DOWN_KINDS, HastePermission, LandPlays, LEAVING, LoyaltyAbility, PLAYS, \
    SPELL_RESOLVES, \
    SpendPermission, TRIGGER_EVENTS, TWO_STEPS, Trigger, UNTAPPING_KINDS, acyclic, stamps, DAYBOUND, NIGHTBOUND, \
    day_or_night_bound
from verifier.model.scenario import Claim, GameObject, Pins, Scenario, implied_order

__all__ = [
    "ACTIVATED", "ACTIVATING", "CHAPTER", "CYCLES", "PLAYS", "ActivatedAbility", "CASTING", "COLORS", "COUNTER_KIND", "Characteristics", "Claim", "CounterReplacement", "Condition", "CopyExceptions", "Count", "Devotion",
    "CHOSEN", "DURATIONS", "ENTERS_AS_COPY", "ENTERS_CHOOSING", "ENTERS_LOYALTY", "ENTERS_TAPPED",
    "ENTERS_WITH", "EVENT_KINDS", "Effect", "Event", "FACE_DOWN_KINDS", "Filter", "GameObject",
    "HastePermission", "LandPlays", "LAYERS", "LEAVING", "MEASURES", "LoyaltyAbility", "MANA_TYPES", "MANA_VALUE", "ManaAbility", "ManaCost", "ManaRider",
    "CostChange", "DELAYED", "DELAYED_MOVES", "END_OF_COMBAT", "ManaReplacement", "ManaTrigger", "ManaUnit", "OWN_POWER", "OWN_TOUGHNESS", "DEVOTION", "OWNER", "PLAYERS", "Part", "SPELL_RESOLVES", "Pins", "Scenario", "SpendPermission", "TRIGGER_EVENTS",
    "BECOMES_UNTAPPED", "COMBAT_DAMAGE", "DAMAGE_TO_YOU", "STATE_TRIGGER", "TOKEN_CREATED", "WARD", "COPY_ABILITY", "UNTAPPING_KINDS", "COMBAT_TRIGGERS", "TWO_STEPS", "TokenReplacement", "Trigger", "ZONES", "acyclic", "face_down_values", "implied_order", "is_instance", "is_landwalk", "is_mana_ability", "colors_of_cost", "mana_value_of", "pt_counter", "reads_tapped",
    "stamps", "with_copied_statics", "zone_code", "DAYBOUND", "NIGHTBOUND", "day_or_night_bound"
]
