"""702.6a: "Clues you control are Equipment in addition to their other types and have "Equipped
creature gets +2/+0" and equip {2}": phase.rs's parse leaves the equip ability out (the line was
refused for the word "equip" it did not account for); the translator grants it with the quoted
ability (layer 6, 613.1f).  Armed with Proof and Arterial Alchemy are of the development half."""
import pytest

from verifier.cards import oracle, table
from verifier.load.loader import load_scenario
from verifier.query import check_claim_over, possible_histories

pytestmark = pytest.mark.skipif(not oracle.available(), reason="needs the cards extra")

CLUE = '''
[[card]]
name = "Test Clue"
types = ["artifact"]
subtypes = ["Clue"]
abilities = ["{2}, Sacrifice this token: Draw a card"]
'''


@pytest.mark.parametrize("name", ["Armed with Proof", "Arterial Alchemy"])
def test_the_equip_ability_is_granted_with_the_quoted_one(name):
    text, refusals = table.generate(name)
    assert not refusals
    assert 'add_abilities = ["Equipped creature gets +2/+0", "Equip {2}"]' in text
    assert 'add_subtypes = ["Equipment"]' in text


@pytest.mark.parametrize("clue_controller, claims", [
    ("you", [('has_ability(clue, \\"Equip {2}\\")', "proved"), ('has_ability(clue, \\"Equipped creature gets +2/+0\\")', "proved"),
             ('has_subtype(clue, \\"Equipment\\")', "proved")]),
    # (an opponent's Clue is none of "Clues you control": no Equipment, no equip, no +2/+0)
    ("opponent", [('has_ability(clue, \\"Equip {2}\\")', "refuted"), ('has_subtype(clue, \\"Equipment\\")', "refuted")]),
])
def test_a_clue_you_control_is_an_equipment_with_equip_2(tmp_path, clue_controller, claims):
    """(The model attaches only what is printed an Aura, Equipment or Fortification, 301.5: a Clue made
    Equipment is not attached here, so its +2/+0 is not asked.)"""
    text, _ = table.generate("Armed with Proof")
    path = tmp_path / "s.toml"
    path.write_text(text + CLUE + '\n[[object]]\nid = "proof"\ncard = "Armed with Proof"\n'
                    f'\n[[object]]\nid = "clue"\ncard = "Test Clue"\ncontroller = "{clue_controller}"\n'
                    '\n[[object]]\nid = "bears"\ncard = "Grizzly Bears"\n' +
                    "".join(f'\n[[claim]]\nid = "c{i}"\nexpr = "{e}"\nexpect = "proved"\n'
                            for i, (e, _) in enumerate(claims)))
    sc = load_scenario(path)
    verdicts = [check_claim_over(possible_histories(sc).encodings, c).verdict.value for c in sc.claims]
    assert verdicts == [v for _, v in claims]


@pytest.mark.parametrize("name, static", [
    # 702.6a: an equip ability granted by its words (phase.rs's GrantAbility with the equip tag), under the
    # condition the line gives (metalcraft: "as long as you control three or more artifacts")
    ("Puresteel Paladin", {"condition": {"you_control": {"types": ["artifact"]}, "at_least": 3},
                           "layer6": {"add_abilities": ["Equip {0}"]}}),
    ("Syr Gwyn, Hero of Ashvale", {"layer6": {"add_abilities": ["Equip Knight {0}"]}}),  # equip [quality] {0}
])
def test_an_equip_ability_granted_by_its_words(name, static):
    import tomllib
    text, refusals = table.generate(name)
    assert not refusals
    got = tomllib.loads(text)["card"][0]["static"][0]
    assert got["affects"] == {"types": ["artifact"], "subtypes": ["Equipment"], "controller": "you"}
    assert {k: v for k, v in got.items() if k in static} == static
