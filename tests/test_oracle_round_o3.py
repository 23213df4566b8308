"""Oracle forms of the development half (issue 24, round O3): a condition on what else is attached
to the enchanted creature ("As long as another Aura is attached to enchanted creature, it ...": Face
of Divinity, `enchanted_by_another`, 303.4, 611.3a), and rules under a condition with no layer
part, kept by their text where the loader's guard for them refuses every scenario they could
change.  "It can't be turned face up" (101.2, 702.37e: Unable to Scream) is refused beside a
`turn_face_up` event or a `can_turn_face_up` claim (`verifier/load/turning_face_up.py`); "this
creature has all activated abilities of that card" under a condition (613.1f: Conspicuous Snoop)
beside any answer that could read an activated ability (`verifier/load/borrowed_abilities.py`), so
the condition decides nothing the model follows.  Skipped where the `cards` extra is absent."""
import re

import pytest
from hypothesis import given, settings, strategies as st

from conftest import claim, examples, generated_card, verdict
from reference.attached_auras import outcome
from verifier.errors import ModelError
from verifier.load.loader import load_scenario

pytest.importorskip("phase")
pytest.importorskip("mtg")

from verifier.cards.table import generate  # noqa: E402
from verifier.cards.trial import scenario as trial  # noqa: E402

SCREAM = "As long as enchanted creature is face down, it can't be turned face up"
SNOOP = "As long as the top card of your library is a Goblin card, this creature has all activated abilities of that card"


def test_cant_be_turned_face_up_is_kept_by_its_text_beside_the_layer_parts():
    text, card = generated_card("Unable to Scream")
    assert card["abilities"] == ["Enchant creature", SCREAM]
    assert card["static"] == [{"ability": "Unable to Scream", "affects": {"types": ["creature"], "attached": True},
                               "layer6": {"remove_all_abilities": True},
                               "layer4": {"add_types": ["artifact", "creature"], "add_subtypes": ["Toy"]},
                               "layer7b": {"power": 0, "toughness": 2}}]
    assert "forbids turning a permanent face up (101.2, 702.37e)" in text


def test_borrowed_abilities_under_a_condition_are_kept_by_their_text():
    text, card = generated_card("Conspicuous Snoop")
    assert card["abilities"][-1] == SNOOP and "static" not in card
    assert "gives the activated abilities of other objects (613.1f)" in text


def test_another_aura_attached_is_read_on_the_enchanted_creature():
    _, card = generated_card("Face of Divinity")
    assert card["static"] == [
        {"ability": "Face of Divinity", "affects": {"types": ["creature"], "attached": True},
         "layer7c": {"power": 2, "toughness": 2}},
        {"ability": "Face of Divinity (2)",
         "affects": {"types": ["creature"], "attached": True, "enchanted_by_another": True},
         "layer6": {"add_abilities": ["first strike", "lifelink"]}}]


_PLAIN = '''[[card]]
name = "Plain Aura"
types = ["enchantment"]
subtypes = ["Aura"]
enchant = { types = ["creature"] }
abilities = ["Enchant creature"]

[scenario]
turn = "opponent"

[[object]]
id = "big"
card = "Serra Angel"

[[object]]
id = "small"
card = "Grizzly Bears"
'''


@settings(max_examples=examples(12), deadline=None)
@given(st.lists(st.tuples(st.sampled_from(["face", "plain"]), st.sampled_from(["small", "big"])), min_size=1,
                max_size=4))
def test_first_strike_matches_a_reference_of_the_auras_attached(tmp_path_factory, auras):
    # the generated Face of Divinity on random boards, against `tests/reference/attached_auras.py`
    expected = outcome(auras, {"small": 2, "big": 4})
    objects = "".join(f'\n[[object]]\nid = "a{i}"\ncard = "{"Face of Divinity" if kind == "face" else "Plain Aura"}"\n'
                      f'attached_to = "{host}"\n' for i, (kind, host) in enumerate(auras))
    expr = " and ".join(f"power({c}) == {p} and {'' if fs else 'not '}has_ability({c}, 'first strike')"
                        for c, (p, fs) in expected.items())
    path = tmp_path_factory.mktemp("auras") / "board.toml"
    path.write_text(_PLAIN + objects + claim(expr, extra='allow_unmentioned = ["first strike"]'))
    assert verdict(path) == "proved", (auras, expr)


@pytest.mark.parametrize("name", ["Unable to Scream", "Conspicuous Snoop", "Face of Divinity"])
def test_each_newly_translated_card_loads_in_a_scenario(write_model, name):
    text, _ = generate(name)
    assert verdict(write_model(trial(name, text))) == "proved"


_FACE_DOWN = '''[scenario]
turn = "you"

[[object]]
id = "m"
card = "Grizzly Bears"
face_down = true
face_down_by = "manifest"

[[object]]
id = "u"
card = "Unable to Scream"
attached_to = "m"
'''


def test_a_face_down_creature_under_unable_to_scream_is_a_0_2_toy(write_model):
    # 708.2a, 613.1b: manifested, a 2/2 with no characteristics but those; then Unable to Scream's base 0/2 (layer 7b),
    # artifact and Toy added (layer 4), its abilities lost (layer 6)
    assert verdict(write_model(_FACE_DOWN + claim(
        "power(m) == 0 and toughness(m) == 2 and has_type(m, 'artifact') and has_subtype(m, 'Toy') and "
        "is_face_down(m)"))) == "proved"


def test_turning_it_face_up_beside_the_rule_is_refused(write_model):
    # 701.40b would let its controller turn the manifested Bears (a creature card with a mana cost) face up; 101.2:
    # Unable to Scream's "can't" wins, which the model does not follow: refused, at the event and at the claim
    text = _FACE_DOWN + '\n[[event]]\nturn_face_up = "m"\n' + claim("on_battlefield(m)")
    with pytest.raises(ModelError, match=re.escape("forbids turning a permanent face up (101.2)")) as event:
        load_scenario(write_model(text))
    assert event.value.line == text.splitlines().index('turn_face_up = "m"') + 1  # (the event's line, named)
    asked = _FACE_DOWN + '\n[[event]]\ntap = "m"\n' + claim("not can_turn_face_up(m)")
    with pytest.raises(ModelError, match=r"forbids turning a permanent face up \(101\.2\).*beside a claim"):
        load_scenario(write_model(asked))


def test_the_face_up_guard_reads_a_hand_written_card_too(write_model, tmp_path):
    # the guard reads the ability's words, not the translator's output: a card written by hand with the rule
    cards = '''[[card]]
name = "Face Lock"
types = ["enchantment"]
abilities = ["Face-down creatures can't be turned face up"]
'''
    text = _FACE_DOWN.replace('card = "Unable to Scream"\nattached_to = "m"', 'card = "Face Lock"')
    path = write_model(text + '\n[[event]]\nturn_face_up = "m"\n' + claim("on_battlefield(m)"))
    (path.parent / "cards" / "face_lock.toml").write_text(cards)
    with pytest.raises(ModelError) as err:
        load_scenario(path)
    assert "can't be turned face up" in err.value.message and "101.2" in err.value.message


def test_snoops_borrowed_abilities_refuse_a_claim_on_abilities(write_model):
    # 613.1f: whatever the top card is (the condition), a claim on abilities could read one Snoop borrows
    board = '[scenario]\nturn = "you"\n\n[[object]]\nid = "s"\ncard = "Conspicuous Snoop"\n'
    assert verdict(write_model(board + claim("power(s) == 2"))) == "proved"
    with pytest.raises(ModelError, match=re.escape("(613.1f)")):
        load_scenario(write_model(board + claim("has_ability(s, 'Play with the top card of your library revealed')")))


def test_near_forms_stay_refused():
    # a condition on each affected object in combat ("blocking or blocked by a Goblin"), which no filter says
    text, refusals = generate("Sting, the Glinting Dagger")
    assert text is None and any("as long as it's blocking or blocked by a Goblin or Orc" in r and
                                "a condition on each affected object" in r for r in refusals)
    # "can't be turned face up" beside a second rule of its own: no rule line (its "can't block" would be dropped)
    from verifier.cards.kept_rules import rule_line
    assert rule_line("As long as enchanted creature is face down, it can't be turned face up.") is not None
    assert rule_line("Face-down creatures can't be turned face up and can't block.") is None
    assert rule_line("As long as ~ is untapped, it has all activated abilities of that card and gets +1/+1.") is None


def test_enchanted_by_another_is_refused_in_a_permission(write_model):
    # 302.6: a permission to attack as though with haste names its creatures by what they are (the key is read by
    # the layers' affected sets only)
    card = _PLAIN.split("[scenario]")[0].replace(
        'abilities = ["Enchant creature"]', 'abilities = ["Enchant creature", "Rush"]') + \
        '\n[[card.static]]\nability = "Rush"\naffects = { attached = true, enchanted_by_another = true }\n' \
        'as_though_haste = ["attack"]\n'
    with pytest.raises(ModelError, match="enchanted_by_another"):
        load_scenario(write_model(card + _PLAIN[_PLAIN.index("[scenario]"):] + '\n[[object]]\nid = "p"\n'
                                  'card = "Plain Aura"\nattached_to = "small"\n' + claim("on_battlefield(small)")))
