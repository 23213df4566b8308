"""A spell or ability whose instructions each have a target of their own ("Target creature gets
+2/+2 ... Another target creature gets -2/-2") is refused, naming its line: the [[effect]] applies
one resolves table to every target it names (115.1, 601.2c).  Found by the guard audit: Consume
Strength's +2/+2 was dropped, its table only the -2/-2 (the second part overwrote the first).
Parts on the same objects are summed (613.4c), or refused where they would overwrite."""
import pytest

from conftest import claim, refused_in_one_line
from verifier.cards.refusal import Refusal
from verifier.cards import translate  # noqa: F401 (imported first: resolved.py and statics.py import each other)
from verifier.cards.resolved import resolved

LINE = "Target creature gets +2/+2 until end of turn. Another target creature gets -2/-2 until end of turn."


def _pump(n: int, target: dict, sub=None) -> dict:
    fixed = {"type": "Fixed", "value": n}
    return {"kind": "Spell", "effect": {"type": "Pump", "power": fixed, "toughness": fixed, "target": target},
            "duration": "UntilEndOfTurn", "sub_ability": sub}


CREATURE = {"type": "Typed", "type_filters": ["Creature"], "properties": []}
ANOTHER = {**CREATURE, "properties": [{"type": "Another"}]}


def test_two_instructions_on_two_targets_are_refused():
    with pytest.raises(Refusal, match="effects on different targets .* not translated: 'Target creature gets"):
        resolved(LINE, _pump(2, CREATURE, _pump(-2, ANOTHER)), [])


def test_two_instructions_on_one_target_are_summed():
    # "Target creature gets +2/+2 ... It gets +1/+1 ...": both apply to it (613.4c)
    table = resolved("Target creature gets +2/+2 until end of turn. It gets +1/+1 until end of turn.",
                     _pump(2, CREATURE, _pump(1, {"type": "ParentTarget"})), [])
    assert table["layer7c"] == {"power": 3, "toughness": 3}


def test_consume_strength_is_refused_naming_its_line(write_model, run_cli):
    pytest.importorskip("phase")
    pytest.importorskip("mtg")
    from verifier.cards.table import generate
    text, refusals = generate("Consume Strength")
    assert text is None and refusals == [f"effects on different targets (one for each instruction) not translated: "
                                         f"{LINE!r}"]
    scenario = '''
[[object]]
id = "mine"
card = "Grizzly Bears"

[[object]]
id = "theirs"
card = "Grizzly Bears"
controller = "opponent"

[[object]]
id = "cs"
card = "Consume Strength"
zone = "hand"
'''
    refused_in_one_line(run_cli, write_model(scenario + claim("power(mine) == 4")), 13,
                        f"from its Oracle text, effects on different targets (one for each instruction) not "
                        f"translated: {LINE!r}")


def test_the_target_of_an_effect_that_changes_it_is_kept():
    """New-user trial 2: "Target Mountain becomes a 3/1 creature. It's still a land." lost
    its target's kind, so a Forest could be animated (115.1, 601.2c)."""
    static = {"mode": "Continuous", "affected": {"type": "ParentTarget"}, "condition": None,
              "modifications": [{"type": "SetPower", "value": 3}, {"type": "SetToughness", "value": 1},
                                {"type": "AddType", "core_type": "Creature"}]}
    mountain = {"type": "Typed", "type_filters": [{"Subtype": "Mountain"}], "controller": None, "properties": []}
    spell = {"kind": "Spell", "effect": {"type": "GenericEffect", "static_abilities": [static],
                                         "duration": "Permanent", "target": mountain},
             "duration": "Permanent", "sub_ability": None}
    table = resolved("Target Mountain becomes a 3/1 creature. It's still a land.", spell, [])
    assert table["target"] == {"subtypes": ["Mountain"]} and table["layer7b"] == {"power": 3, "toughness": 1}


def _qualified(properties: list) -> dict:
    """An activated ability giving trample to "target creature you control" with these properties."""
    target = {"type": "Typed", "type_filters": ["Creature"], "controller": "You", "properties": properties}
    static = {"mode": "Continuous", "affected": {"type": "ParentTarget"}, "condition": None,
              "modifications": [{"type": "AddKeyword", "keyword": "Trample"}]}
    return {"kind": "Activated", "effect": {"type": "GenericEffect", "static_abilities": [static],
                                            "duration": "UntilEndOfTurn", "target": target},
            "duration": "UntilEndOfTurn", "sub_ability": None}


def test_a_target_qualifier_a_filter_cant_say_is_refused():
    """"Target creature you control that entered this turn": a target's filter has no entering
    history, so the line is refused, not loaded with the qualifier dropped (the all-cards load
    found such a drop); "with a +1/+1 counter on it" a target's filter says (`counters`, 122.1)."""
    counters = [{"type": "Counters", "counters": {"type": "OfType", "data": "P1P1"}, "comparator": "GE",
                 "count": {"type": "Fixed", "value": 1}}]
    table = resolved("Target creature you control with a +1/+1 counter on it gains trample until end of turn.",
                     _qualified(counters), [])
    assert table["target"] == {"types": ["creature"], "controller": "you", "counters": ["+1/+1"]}
    with pytest.raises(Refusal, match=r"not translated"):
        resolved("Target creature you control that entered this turn gains trample until end of turn.",
                 _qualified([{"type": "EnteredThisTurn"}]), [])
