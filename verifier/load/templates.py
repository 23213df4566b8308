"""Model files to fill in (`verifier new card NAME`, `verifier new scenario`): a minimal file
that loads as printed, and every other key the schema accepts in its sections as a comment
line, `# key = <example>  # what it means`.

The keys are walked from `verifier.load.schema`, so a key added there appears here
unchanged; what a key means comes from MEANINGS (by the key's name, or its section's and
name's), or else is the kind of value it holds.
"""
from __future__ import annotations

import json
from typing import Any, Callable, Dict, List, Optional, Sequence, Tuple

from verifier.load import schema as S
from verifier.load import specs

# What a key means, by its name, or by "section.key" where one section's differs.
MEANINGS: Dict[str, str] = {
    "name": "the name (201.2)",
    "mana_cost": "mana symbols; it gives the mana value (202.1, 202.3)",
    "mana_value": "the mana value, when no mana cost is given (202.3)",
    "colors": "its colours (105.2)",
    "types": "card types (205.2)",
    "subtypes": "subtypes (205.3)",
    "supertypes": "supertypes (205.4)",
    "abilities": "abilities by their text; keywords the rules read in lower case (702)",
    "power": "power (208.1)",
    "toughness": "toughness (208.1)",
    "loyalty": "printed loyalty: it enters with that many loyalty counters (306.5b)",
    "static": "a static ability, one part per layer (604, 613)",
    "resolves": "an effect of a resolved spell or ability (608.2)",
    "granted": "a static ability its effects give other objects (613.1f)",
    "enchant": "what an Aura may enchant (702.5a, 303.4)",
    "enchant_player": "an Aura that enchants a player (702.5a, 303.4)",
    "mana": "a mana ability (605)",
    "enters_with_counters": "counters it enters with (614.1c, 122.6)",
    "enters_tapped": "it enters tapped (614.1c)",
    "enters_tapped_unless": "it enters tapped unless you control such permanents, or pay life, as it enters (614.1c)",
    "pays_life": "its object's controller pays life as it enters, by its card's enters_tapped_unless (119.4)",
    "pay_life": "the life its controller may pay as it enters (119.4)",
    "layout": "a double-faced card's layout (712)",
    "back": "a double-faced card's back face (712)",
    "replacement": "a replacement effect on mana (614.1a, 616.1)",
    "mana_trigger": "a triggered mana ability (605.1b)",
    "counter_replacement": "a replacement effect on counters put on permanents (614.1a, 614.1c)",
    "no_counters": "counters can't be put on what it affects (101.2, 122.5)",
    "token_replacement": "a replacement effect on tokens created (614.1a)",
    "counters_spell": "\"Counter target spell\", of these types (701.6a)",
    "enters_as_copy": "it may enter as a copy of a permanent (707.5, 614.1c)",
    "ability": "the ability's text, as printed",
    "affects": "the objects it affects: a filter (docs/model-language.md)",
    "condition": "it applies only while this holds (611.3a)",
    "cda": "a characteristic-defining ability (604.3, 613.4a)",
    "as_though_haste": "what it affects may attack or activate as though it had haste (302.6)",
    "spend_as_though": "mana may be spent as though it were of any colour or type (609.4b)",
    "cost_change": "spells cost more or less to cast (601.2f), or activated abilities less (602.2b)",
    "activations": "the permanents whose activated abilities it changes the cost of (602.2b)",
    "target": "what the spell or ability targets (115.1)",
    "until": "how long the effect lasts (611.2a)",
    "cost": "the ability's cost (602.1a)",
    "add": "the mana it adds (106.1)",
    "only_if": "\"Activate only if ...\" (602.5b)",
    "spend_only": "what its mana may be spent on (106.6)",
    "rider": "what its mana gives the spell it is spent on (106.6)",
    **{f"layer{n}": f"its part in layer {n}: {what} ({rule})" for n, what, rule in (
        ("1a", "a copy effect", "613.2a"), ("1b", "face-down characteristics", "613.2b"), ("2", "control", "613.1b"),
        ("3", "text", "613.1c"), ("4", "types", "613.1d"), ("5", "colours", "613.1e"), ("6", "abilities", "613.1f"),
        ("7a", "power and toughness defined", "613.4a"), ("7b", "power and toughness set", "613.4b"),
        ("7c", "power and toughness modified", "613.4c"), ("7d", "power and toughness switched", "613.4d"))},
    "id": "its name in this file: letters, digits, _, -, +, /",
    "card": "a card by name: this file's [[card]]s, a cards/ folder beside or above it, --cards DIR, the bundled "
            "cards",
    "controller": "who controls it (108.4)",
    "owner": "who owns it (108.3)",
    "counters": "counters on it (122.1)",
    "face_down": "face down (708.2)",
    "attached_to": "the object it is attached to (301.5, 303.4)",
    "tapped": "tapped (110.5)",
    "token": "a token (111.1)",
    "attacking": "an attacking creature (506.4)",
    "zone": "the zone it is in as the scenario begins (400.1)",
    "damage": "damage marked on it (120.6)",
    "scenario.source": "where it comes from: a rule or ruling, for the reader",
    "source": "the object whose ability it is (113.8)",
    "turn": "whose turn it is (500)",
    "step": "the step that begins (500.1)",
    "expr": "the claim's expression, over the objects' ids",
    "expect": "proved, refuted, witness, none or vacuous (README: Verdicts)",
    "assume": "an expression the claim assumes",
    "ruling": "the rule or ruling the claim formalises, for the reader",
    "at": "the point of the history: right after the event with this label",
    "label": "a name for the point right after this event (for a claim's `at`)",
    "end_label": "a name for the point after all of this event's group's events, in any order (for a claim's `at`)",
    "inside": "the label of this event of a group names a point inside the group, on purpose",
    "targets": "the ids of its targets (115.1)",
    "enters": "an object enters the battlefield (603.6a, 613.7d)",
    "leaves": "an object leaves the battlefield (603.6c)",
    "starts": "an [[effect]] begins (611.2)",
    "ends": "an [[effect]] ends (611.2)",
    "cast": "a spell is cast from its owner's hand (601.2)",
    "attacks": "a creature is declared as an attacker (508.1a)",
    "blocks": "a creature is declared as a blocker (509.1a)",
    "order": "chains of ids in timestamp order, earliest first (613.7)",
    "pinned": "one ordering and its choices, as check --write-counterexamples writes them (docs/counterexamples.md)",
    "timestamps": "every timestamped id, earliest first: one order (613.7)",
    "ties": "effects sharing a timestamp, in the order they apply (613.7a)",
    "choices": "the value of each of the players' choices, by its name",
    "numbers": "numbers the board does not show, by name",
    "conditions": "facts the board does not show, by name (611.3a)",
    "life": "each player's life total (119.1)",
    "city_blessing": "the players who have the city's blessing as the history begins (702.131c)",
    "day_night": "whether it is day or night as the history begins (731.1)",
    "spells_cast_this_turn": "the spells the active player cast this turn before the history began (731.2)",
    "search": "events `verifier search` may add to the history, and how many",
    "commander_identity": "each player's commander's colour identity (903.4)",
    "in_library": "in its owner's library (401.1)",
    "created_by": "the object whose effect created this token (111.1)",
    "chosen": "the word chosen as it entered, e.g. a creature type or a card name (614.12, 201.4)",
    "exiled_colors": "the colours of the cards its linked ability exiled (607.2a), [] for none",
    "transformed": "put onto the battlefield transformed: a double-faced card's back face up (712.14a)",
    "commander": "a commander (903.3)",
    "paired_with": "the creature it is paired with (702.95a)",
    "face_down_by": "how it became face down (702.37, 701.40, 701.58, 708.7)",
    "since_turn_began": "controlled since its controller's turn began (302.6)",
    "face": "the face up of a double-faced card (712.8e-f)",
    "ability_of": "the object whose ability made the effect (611.2c)",
    "as_long_as": "it lasts as long as this holds (611.2b)",
    "spell": "the instant or sorcery that resolved: to its owner's graveyard (608.2n)",
    "mode": "the mode chosen, counted from 1 (700.2)",
    "rule": "a rule-changing effect (611.2c, 509.1b)",
    "kicked": "kicked (702.33d)",
    "event.tapped": "the object entering enters tapped (614.1c)",
    "event.counters": "counters put on the object (122.6)",
    "trigger.counters": "counters it puts on `counters_on` (122.6)",
    "trigger.taps": "the permanent it taps as it resolves (701.26a)",
    "trigger.untaps": "the permanent it untaps as it resolves (701.26b)",
    "trigger.effects": "the resolved [[effect]]s it begins as it resolves (608.2c)",
    "trigger.deals": "the damage its source deals to `to` as it resolves (120.1)",
    "trigger.to": "the creature, planeswalker or player it deals damage to (120.1)",
    "trigger.mode": "of a modal trigger, the mode chosen as it is put on the stack, from 1; 0: none (700.2b, 603.3c)",
    "trigger.fights": "the creature its source fights as it resolves (701.14a)",
    "event.riot": "riot's choice as the permanent enters: counter or haste (702.136a)",
    "event.riots": "each instance of riot's choice, with several: counter or haste (702.136b)",
    "tap": "a permanent is tapped (701.26a)",
    "untap": "a permanent is untapped (701.26b)",
    "turn_face_up": "a face-down permanent is turned face up (702.37e, 708.8)",
    "put_counters": "counters are put on a permanent (122.6)",
    "remove_counters": "counters are removed from a permanent (122.8)",
    "transform": "a double-faced permanent transforms (701.28)",
    "it_becomes": "an effect makes it day or night (731.1)",
    "attacker": "the attacking creature a blocker blocks (509.1a)",
    "deals": "an object deals noncombat damage, `amount` to `to` (120.1)",
    "amount": "how much damage (120.1)",
    "group": "events of one group happen in an order left open",
    "together": "other objects entering at the same time (603.6a)",
    "gain_control": "a control-changing effect begins on this object (613.1b)",
    "by": "the player it is done by, or who gains control",
    "haste": "the creature gained gains haste too (702.10)",
    "attach": "an Aura or Equipment becomes attached, `to` an object (701.3a)",
    "to": "the object or player it is attached to, or dealt damage",
    "unattach": "an Aura or Equipment becomes unattached (701.3d)",
    "x": "the value of X (107.3)",
    "activate": "an [[ability]] is activated (602.2)",
    "draws": "a player draws a card (121.1)",
    "cycle": "a card's cycling ability is activated from its owner's hand and resolves (702.29)",
    "responses": "the triggers that resolve before a cycling ability, above it on the stack (603.3)",
    "moves": "a card outside the battlefield is put into another zone (400.1)",
    "into": "the zone it is put into (400.1)",
    "event.resolves": "the top object of the stack resolves (608.2)",
}

_KINDS_OF_VALUE: Dict[type, str] = {
    specs.ManaCostText: "a mana cost", specs.Counters: "counters by kind", specs.CounterKind: "a kind of counter",
    specs.CounterKinds: "a list of kinds of counter", specs.Abilities: "a list of abilities",
    specs.Chains: "a list of chains of ids", specs.Applied: "a list of lists of names, each in the order they apply",
    specs.ChoiceValues: "choices' values by name", specs.Numbers: "numbers by name", specs.Conditions: "facts by name",
    S.Amount: "an amount", S.ManaUnits: "a list of mana", S.StatedOrShown: "a fact stated or a condition shown",
}


def _fields(table: specs.Table) -> List[str]:
    return [k for k, spec in table.fields.items() if not isinstance(spec, specs.Refused)]


def _integer_kind(spec: specs.Integer) -> str:
    if spec.lo == -specs.MAX_INT:
        return "an integer"
    return f"an integer from {spec.lo}" + (f" to {spec.hi}" if spec.hi < specs.MAX_INT else "")


def _words_kind(spec: specs.Words) -> str:
    if spec.is_id:
        return "a list of ids"
    words = sorted(spec.vocabulary or ())
    return f"a list of: {', '.join(words)}" if 0 < len(words) <= 12 else "a list of words"


_KINDS_OF: Dict[type, Callable[[Any], str]] = {
    specs.Text: lambda s: "an id" if s.is_id else "text",
    specs.Integer: _integer_kind,
    specs.Flag: lambda s: "true, or leave it out" if s.only_true else "true or false",
    specs.Choice: lambda s: f"one of: {', '.join(s.values)}",
    specs.Words: _words_kind,
    specs.Table: lambda s: f"a table of: {', '.join(_fields(s))}",
    specs.Tables: lambda s: f"a list of tables of: {', '.join(_fields(s.table))}",
}


def kind_of(spec: specs.Spec) -> str:
    """The kind of value a key holds, in words (a kind of spec not listed: its class's name)."""
    if type(spec) in _KINDS_OF_VALUE:
        return _KINDS_OF_VALUE[type(spec)]
    return _KINDS_OF[type(spec)](spec) if type(spec) in _KINDS_OF else type(spec).__name__


def toml_string(text: str) -> str:
    """A TOML basic string (JSON's escapes are TOML's)."""
    return json.dumps(text)


def _words_example(spec: specs.Words) -> str:
    if spec.is_id:
        return '["x"]'
    return f"[{toml_string(sorted(spec.vocabulary)[0])}]" if spec.vocabulary else '["..."]'


def _table_example(table: specs.Table) -> str:
    first = table.required[0] if table.required else _fields(table)[0]
    return f"{{ {first} = {example(first, table.fields[first])} }}"


# Examples by key name, where the kind's own would say little.
EXAMPLES: Dict[str, str] = {
    "name": '"Grizzly Bears"', "mana_cost": '"{1}{G}"', "colors": '["green"]', "types": '["creature"]',
    "subtypes": '["Bear"]', "abilities": '["flying"]', "power": "2", "toughness": "2",
    "affects": '{ types = ["creature"] }', "card": '"Grizzly Bears"', "expr": '"power(x) == 2"',
}
_EXAMPLES_OF_KIND: Dict[type, Callable[[Any], str]] = {
    specs.Text: lambda s: '"x"' if s.is_id else '"..."',
    specs.Integer: lambda s: str(max(s.lo, min(s.hi, 1))),
    specs.Flag: lambda s: "true",
    specs.Choice: lambda s: toml_string(s.values[0]),
    specs.Words: _words_example,
    specs.Abilities: lambda s: '["flying"]',
    specs.CounterKind: lambda s: '"+1/+1"',
    specs.CounterKinds: lambda s: '["+1/+1"]',
    specs.Counters: lambda s: '{ "+1/+1" = 1 }',
    specs.ManaCostText: lambda s: '"{1}{G}"',
    specs.Chains: lambda s: '[["x", "y"]]',
    specs.Applied: lambda s: '[["x", "y"]]',
    specs.ChoiceValues: lambda s: '{ "X of fireball" = 3 }',
    specs.Numbers: lambda s: '{ "cards in your hand" = 3 }',
    specs.Conditions: lambda s: '{ "you control a Forest" = true }',
    S.Amount: lambda s: "1",
    S.ManaUnits: lambda s: '["G"]',
    S.StatedOrShown: lambda s: '"you control a Forest"',
    specs.Table: _table_example,
    specs.Tables: lambda s: f"[{_table_example(s.table)}]",
}


def example(key: str, spec: specs.Spec) -> str:
    """A value of the key, as TOML."""
    if key in EXAMPLES:
        return EXAMPLES[key]
    return _EXAMPLES_OF_KIND[type(spec)](spec) if type(spec) in _EXAMPLES_OF_KIND else '"..."'


def meaning(section: str, key: str, spec: specs.Spec) -> str:
    """What the key of the section means; or else the kind of value it holds."""
    return MEANINGS.get(f"{section}.{key}") or MEANINGS.get(key) or kind_of(spec)


def key_line(section: str, key: str, spec: specs.Spec, required: bool) -> str:
    """`# key = <example>  # what it means`."""
    must = "required: " if required else ""
    return f"# {key} = {example(key, spec)}  # {must}{meaning(section, key, spec)}"


Filled = Dict[str, str]  # the keys a section gives, each with its value as TOML


def section(name: str, table: specs.Table, array: bool, filled: Optional[Filled]) -> List[str]:
    """A section ([name], or [[name]] when `array`): its header and filled keys (commented out
    when None), every other key of its table as a comment, then each of its arrays of tables
    ([[name.key]]) commented out."""
    header = f"[[{name}]]" if array else f"[{name}]"
    lines = [header if filled is not None else f"# {header}"]
    lines += [f"{k} = {v}" for k, v in (filled or {}).items()]
    subsections: List[Tuple[str, specs.Table]] = []
    for key in _fields(table):
        spec = table.fields[key]
        if isinstance(spec, specs.Tables):
            subsections.append((f"{name}.{key}", spec.table))
        elif key not in (filled or {}):
            lines.append(key_line(name, key, spec, key in table.required))
    for sub, sub_table in subsections:
        lines += [""] + section(sub, sub_table, True, None)
    return lines


def template(head: str, sections: Sequence[Tuple[str, Optional[Filled]]]) -> str:
    """A model file: `head` as comment lines, then each section of the model file named."""
    lines = [f"# {line}" if line else "#" for line in head.splitlines()]
    for name, filled in sections:
        spec = S.MODEL_FILE.fields[name]
        array = isinstance(spec, specs.Tables)
        lines += [""] + section(name, spec.table if array else spec, array, filled)
    return "\n".join(lines) + "\n"


CARD_HEAD = """A card model: a 2/2 creature to change, then every other key [[card]] and its sections
accept, commented out: `key = example  # what it means`. Uncomment what the card has.
Keep it under a cards/ folder beside or above your scenarios (or pass --cards DIR).
The reference: docs/model-language.md."""


def card_template(name: str) -> str:
    """A card file to fill in: the card NAME, a 2/2 creature for {1}{G}."""
    filled = {"name": toml_string(name),
              **{k: EXAMPLES[k] for k in ("mana_cost", "colors", "types", "subtypes", "power", "toughness")}}
    return template(CARD_HEAD, [("card", filled)])


SCENARIO_HEAD = """A scenario: Grizzly Bears (models/cards/creatures.toml) on the battlefield and a claim
proved as printed. Every other key of each section is commented out: `key = example  # what
it means`. The cards are looked for in this file's [[card]]s, in a cards/ folder beside or
above it, in --cards DIR, then among the bundled cards (models/cards/, shipped in the package):
    verifier check this.toml
The reference: docs/model-language.md, docs/histories.md."""
SCENARIO: Dict[str, Filled] = {
    "scenario": {"name": '"A new scenario"', "source": '"where it comes from: a rule or a ruling"'},
    "object": {"id": '"bear"', "card": '"Grizzly Bears"', "controller": '"you"'},
    "claim": {"id": '"bear-is-2/2"', "expr": '"power(bear) == 2 and toughness(bear) == 2"', "expect": '"proved"'},
}


def scenario_template() -> str:
    """A scenario file to fill in: one bundled card on the battlefield, one claim proved."""
    return template(SCENARIO_HEAD, [(name, SCENARIO.get(name)) for name in S.SCENARIO_SECTIONS])
