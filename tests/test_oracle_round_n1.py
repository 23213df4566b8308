"""Oracle forms of the development half (round N1): copies made by a resolution.  "Create a token that's a copy
of ..., except ..." (707.2, 111.1) is kept by its text as other tokens are, each exception of the copy read in
full and checked against phase.rs's parse of it or the line refused (707.9b); "... becomes a copy of target ..."
(707.2, 613.2a) of a spell or an activated ability is kept by its text, with no [[card.resolves]], so an
[[effect]] naming it is refused and a scenario writes the copy effect out (layer1a).  A [[trigger]] creating a
copy of an object it does not target ("a copy of that creature") is refused by the loader
(`verifier.load.trigger_copies.parse`).  Skipped where the `cards` extra is absent."""
import pytest

from conftest import claim, generated_card, kept_unread, verdict
from verifier.errors import ModelError
from verifier.load.loader import load_scenario

pytest.importorskip("phase")
pytest.importorskip("mtg")

from verifier.cards import copies  # noqa: E402
from verifier.cards.refusal import Refusal  # noqa: E402
from verifier.cards.table import generate  # noqa: E402

URZA = "{6}: Create a token that's a copy of target artifact you control, except it's a 1/1 Soldier creature in " \
       "addition to its other types."


def test_a_token_copy_with_its_exceptions_is_kept_by_its_text():
    # Urza, Prince of Kroog: the activated ability is kept by its text and resolves to nothing the card's table
    # follows (the token is the scenario's object; an [[effect]] resolving it is refused)
    text, card = generated_card("Urza, Prince of Kroog")
    assert card["abilities"] == [URZA.rstrip(".")]
    assert "resolves" not in card and "not followed: CopyTokenOf" in text
    assert card["static"][0]["affects"] == {"types": ["creature", "artifact"], "controller": "you"}


@pytest.mark.parametrize("name, line", [
    ("Chrome Dome", "{5}: Create a token that's a copy of another target artifact you control. That token gains haste. "
                    "Sacrifice it at the beginning of the next end step"),
    ("Sokenzan, Crucible of Defiance", "Channel — {3}{R}, Discard this card: Create two 1/1 colorless Spirit creature "
                                       "tokens. They gain haste until end of turn. This ability costs {1} less to "
                                       "activate for each legendary creature you control")])
def test_an_effect_on_the_tokens_an_activated_ability_creates_is_noted_with_them(name, line):
    # 111.1: the tokens are the scenario's objects and a resolution creating them is refused, so what it does to them
    # is noted with them; the ability is kept by its text
    text, card = generated_card(name)
    assert line in card["abilities"] and "resolves" not in card
    assert "does to the token it creates" in text


def test_the_exceptions_of_a_token_copy_are_read_and_checked_against_the_parse():
    # 707.9b: "except it's a 1/1 Soldier creature in addition to its other types": its size and types added
    parsed = {"type": "CopyTokenOf", "count": {"type": "Fixed", "value": 1}, "owner": {"type": "Controller"},
              "tapped": False, "enters_attacking": False, "additional_modifications": [
        {"type": "SetPower", "value": 1}, {"type": "SetToughness", "value": 1},
        {"type": "AddSubtype", "subtype": "Soldier"}, {"type": "AddType", "core_type": "Creature"}]}
    assert copies.token_exceptions(URZA, parsed) == {"power": 1, "toughness": 1, "add_subtypes": ["Soldier"],
                                                     "add_types": ["creature"]}
    # a parse that says another exception (or none) than the words read: refused, never one of them taken
    with pytest.raises(Refusal, match="exceptions of a copy that the parse reads otherwise"):
        copies.token_exceptions(URZA, {**parsed, "additional_modifications": parsed["additional_modifications"][:3]})
    line = "Create a token that's a copy of target creature, except it isn't legendary."
    with pytest.raises(Refusal, match="reads otherwise"):
        copies.token_exceptions(line, {**parsed, "additional_modifications": []})
    # 111.1, 508.4: two copies, or one entering tapped and attacking, which a [[trigger]]'s copy_of does not say
    two = "Create two tokens that are copies of target creature."
    with pytest.raises(Refusal, match="a copy token other than one its controller creates"):
        copies.token_exceptions(two, {**parsed, "count": {"type": "Fixed", "value": 2}, "additional_modifications": []})
    with pytest.raises(Refusal, match="untapped, not attacking"):
        copies.token_exceptions(URZA, {**parsed, "tapped": True, "enters_attacking": True})


@pytest.mark.parametrize("name, part", [
    # (a trigger's copy of what it does not target is kept by its text, round P2, where the parse reads every word:
    # these two's it does not)
    ("Inchblade Companion", "words the parse does not account for (becomes, except, doesn't, ability, only)"),
    ("Ratadrabik of Urborg", "words the parse does not account for (not)"),
    ("Hazel of the Rootbloom", "a copy token beside other tokens or an instruction under a condition"),
    ("Felhide Spiritbinder", "affected set 'LastCreated'")])
def test_token_copies_not_read_stay_refused_or_kept_unread(name, part):
    # an exception losing an ability or adding a colour, a quoted ability, "instead create two", a trigger's
    # "It gains haste" on its token (which a [[trigger]] table would have to follow): not read, naming why; a
    # triggered ability is kept by its text in the card's not_followed (113.1), every use of it refused
    assert kept_unread(generate(name), "copy of", part)


@pytest.mark.parametrize("name", ["Shapesharer", "Thespian's Stage", "The Mycosynth Gardens"])
def test_becoming_a_copy_is_kept_by_its_text_with_no_resolves(name):
    text, card = generated_card(name)
    assert any("becomes a copy of target" in a for a in card["abilities"])
    assert "resolves" not in card and "not followed: BecomeCopy" in text and "layer1a = { copy_of, except }" in text


def test_becoming_a_copy_beside_a_followed_part_is_refused():
    # what the card's table would apply without the copy effect: refused (`resolved`)
    from verifier.cards.resolved import resolved
    a = {"kind": "Activated", "effect": {"type": "BecomeCopy", "target": {"type": "Typed", "type_filters": ["Land"]}},
         "sub_ability": {"kind": "Activated", "effect": {"type": "Pump", "target": {"type": "SelfRef"},
                                                         "power": {"type": "Fixed", "value": 1},
                                                         "toughness": {"type": "Fixed", "value": 1}}}}
    with pytest.raises(Refusal, match="an effect beside a copy effect"):
        resolved("{2}: ~ becomes a copy of target land. It gets +1/+1.", a, [])


_SHAPESHARER = '''[scenario]
turn = "you"

[[object]]
id = "sharer"
card = "Shapesharer"

[[object]]
id = "bears"
card = "Grizzly Bears"

[[effect]]
id = "growth"
targets = ["sharer"]
until = "end of turn"
layer7c = { power = 3, toughness = 3 }

[[effect]]
id = "copy"
targets = ["sharer"]
ability_of = "sharer"
until = "your next turn"
layer1a = { copy_of = "bears" }
'''


def test_shapesharer_ruling_a_pumped_shapeshifter_becomes_a_5_5_grizzly_bears(write_model):
    # Shapesharer rulings 2007-10-01 (0, 1; read apart from the translator): effects already applied to the targeted
    # Shapeshifter still apply (Giant Growth then a copy of Grizzly Bears: a 5/5 Grizzly Bears, 613.2, 707.2), and
    # Shapesharer copying another creature loses changeling and its activated ability
    text = _SHAPESHARER + "\n" + generate("Shapesharer")[0]
    ability = "{2}{U}: Target Shapeshifter becomes a copy of target creature until your next turn"
    assert verdict(write_model(text + claim(
        f"name(sharer) == 'Grizzly Bears' and power(sharer) == 5 and toughness(sharer) == 5 and "
        f"not has_ability(sharer, 'changeling') and not has_ability(sharer, '{ability}') and "
        f"has_subtype(sharer, 'Bear') and not has_subtype(sharer, 'Shapeshifter')"))) == "proved"
    assert verdict(write_model(text + claim("power(sharer) == 2"))) == "refuted"  # (the naive copy drops the pump)


def test_an_effect_naming_the_copy_ability_of_a_generated_card_is_refused(write_model):
    # no [[card.resolves]]: the card does not say what it copies, so the effect must be written out
    text = _SHAPESHARER.replace('layer1a = { copy_of = "bears" }', 'card = "Shapesharer"') + "\n" + \
        generate("Shapesharer")[0]
    with pytest.raises(ModelError, match="0 matching resolved abilities"):
        load_scenario(write_model(text + claim("power(sharer) == 2")))


def test_thespians_stage_ruling_the_copy_keeps_the_ability_and_stays_tapped(write_model):
    # Thespian's Stage rulings 2018-12-07 (2, 3): it no longer has its first ability ({T}: Add {C}), keeps the
    # copying one (707.9b), and does not untap by becoming a copy; a later type change applies on top (613.2)
    ability = "{2}, {T}: This land becomes a copy of target land, except it has this ability"
    text = (f'[scenario]\nturn = "you"\n\n[[object]]\nid = "stage"\ncard = "Thespian\'s Stage"\ntapped = true\n\n'
            f'[[object]]\nid = "forest"\ncard = "Forest"\n\n[[effect]]\nid = "copy"\ntargets = ["stage"]\n'
            f'ability_of = "stage"\nlayer1a = {{ copy_of = "forest", except = {{ add_abilities = ["{ability}"] }} }}\n'
            f'\n[[effect]]\nid = "animate"\ntargets = ["stage"]\nuntil = "end of turn"\n'
            f'layer4 = {{ add_types = ["artifact"] }}\n\n[[event]]\nstarts = "copy"\n\n[[event]]\nstarts = "animate"\n'
            + "\n" + generate("Thespian's Stage")[0])
    assert verdict(write_model(text + claim(
        f"has_subtype(stage, 'Forest') and name(stage) == 'Forest' and has_ability(stage, '{ability}') and "
        "not has_ability(stage, '{T}: Add {C}') and is_tapped(stage) and has_type(stage, 'artifact')"))) == "proved"


_MOURNER = '''[scenario]
turn = "you"

[[card]]
name = "Test Mourner"
types = ["creature"]
power = 1
toughness = 1
abilities = ["Inspired — Whenever this creature becomes untapped, create a token that's a copy of that creature."]

[[object]]
id = "mourner"
card = "Test Mourner"
tapped = true

[[object]]
id = "copy"
created_by = "inspired"
name = "Mourner token"
types = ["creature"]
power = 5
toughness = 5
token = true

[[trigger]]
id = "inspired"
source = "mourner"
ability = "Inspired — Whenever this creature becomes untapped, create a token that's a copy of that creature."
when = "becomes untapped"
of = { self = true }

[[event]]
untap = "mourner"

[[event]]
resolves = "inspired"
'''


@pytest.mark.parametrize("copying", ["a token that's a copy of that creature",
                                     "two tokens that are copies of target creature"])
def test_a_trigger_creating_a_copy_of_what_it_does_not_target_is_refused(write_model, copying):
    # 707.2, 608.2h: its token would be declared with values of its own, never the copy the text makes (and the
    # copies of "two tokens that are copies of ..." are no copy_of's one token)
    text = _MOURNER.replace("a token that's a copy of that creature", copying)
    if copying.startswith("two"):
        text += '\n[[object]]\nid = "copy-2"\ncreated_by = "inspired"\nname = "Mourner token"\ntypes = ["creature"]\n' \
                'power = 5\ntoughness = 5\ntoken = true\n'
    with pytest.raises(ModelError, match="copy of a permanent it does not target"):
        load_scenario(write_model(text + claim("power(copy) == 5")))


def test_urza_loads_and_pumps_artifact_creatures(write_model):
    # its kept ability changes nothing the model computes; its static gives artifact creatures you control +2/+2
    text = ('[scenario]\nturn = "you"\n\n[[card]]\nname = "Test Construct"\ntypes = ["artifact", "creature"]\n'
            'power = 1\ntoughness = 1\n\n[[object]]\nid = "urza"\ncard = "Urza, Prince of Kroog"\n\n[[object]]\n'
            'id = "bears"\ncard = "Grizzly Bears"\n\n[[object]]\nid = "construct"\ncard = "Test Construct"\n\n' +
            generate("Urza, Prince of Kroog")[0])
    assert verdict(write_model(text + claim("power(bears) == 2 and power(construct) == 3 and power(urza) == 2"))) \
        == "proved"


def test_a_triggers_copy_token_of_what_it_does_not_target_is_kept_by_its_text():
    # 707.2, 608.2h: a [[trigger]]'s copy_of follows a copy of a target or of its equipped creature only; the
    # ability is kept by its text, the loader refusing a history that resolves it with the token or passes it by
    # (round P2: `verifier.cards.copy_triggers`, tests/test_oracle_round_p2.py)
    from verifier.cards.resolved import resolved
    a = {"kind": "Spell", "effect": {"type": "CopyTokenOf", "target": {"type": "TriggeringSource"},
                                     "owner": {"type": "Controller"}, "count": {"type": "Fixed", "value": 1},
                                     "tapped": False, "enters_attacking": False, "additional_modifications": []}}
    line = "Whenever another creature you control dies, create a token that's a copy of that creature."
    said = []
    assert resolved(line, a, said, triggered=True) == {} and "707.2, 608.2h" in said[0]
    notes = []  # (an activated ability's: kept, its resolution refused)
    assert resolved("{3}: Create a token that's a copy of target creature you control.",
                    {**a, "kind": "Activated"}, notes) == {"one_shot": ["tokens"]} and "CopyTokenOf" in notes[0]
