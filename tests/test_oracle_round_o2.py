"""Oracle forms of the development half (issue 24, round O2): a counted static line phase.rs
read as a flat bonus for the comma before "and has" ("Equipped creature gets +1/+1 for each
counter on it, and has trample and lifelink"), parsed again without the comma and taken where
both parses agree in all but the amounts (613.4c: the amount counted as the effect applies;
`verifier/cards/recount.py`); a counted line still refused names its count's words; "one mana of
any of the exiled card's colors" (607.2a: the colours of the cards the object's linked ability
exiled, which the object states, `exiled_colors`).  Skipped where the `cards` extra is absent."""
import tomllib

import pytest
from hypothesis import given, settings, strategies as st

from conftest import claim, examples, verdict
from reference.counted_bonus import equipped_pt

pytest.importorskip("phase")
pytest.importorskip("mtg")

from verifier.cards import oracle  # noqa: E402
from verifier.cards.table import generate  # noqa: E402
from verifier.cards.translate import translate  # noqa: E402
from verifier.cards.trial import scenario  # noqa: E402
from verifier.errors import ModelError  # noqa: E402
from verifier.load.loader import load_scenario  # noqa: E402

EVERY = {"counters": "every kind", "on": "it"}


def _generated(name):
    text, refusals = generate(name)
    assert text is not None, refusals
    return text, tomllib.loads(text)["card"][0]


def _made_up(text: str):
    """The translation of an Equipment with this text (the grammar's general form, apart from any one card)."""
    rec = {"name": "Testcard", "types": ["Artifact"], "subtypes": ["Equipment"], "supertypes": [],
           "layout": "normal", "text": text, "manaCost": "{2}", "type": "Artifact — Equipment"}
    return translate(rec, oracle.face(rec))


def test_luxior_counts_every_counter_on_the_equipped_creature():
    _, card = _generated("Luxior and Shadowspear")
    first = card["static"][0]
    assert first["affects"] == {"types": ["creature"], "attached": True}
    assert first["layer7c"] == {"power": EVERY, "toughness": EVERY}
    assert first["layer6"] == {"add_abilities": ["trample", "lifelink"]}
    assert card["static"][1]["layer4"] == {"remove_types": ["planeswalker"], "add_types": ["creature"]}


@pytest.mark.parametrize("text, layer7c, granted", [
    ("Equipped creature gets +1/+1 for each artifact you control, and has trample.",
     {"power": {"count": {"types": ["artifact"], "controller": "you"}},
      "toughness": {"count": {"types": ["artifact"], "controller": "you"}}}, ["trample"]),
    # "+1/+0": only power is counted; "-1/-0": times -1
    ("Creatures you control get +1/+0 for each Equipment you control, and have vigilance.",
     {"power": {"count": {"subtypes": ["Equipment"], "controller": "you"}}}, ["vigilance"]),
    ("Creatures you control get -1/-0 for each Equipment you control, and have vigilance.",
     {"power": {"count": {"subtypes": ["Equipment"], "controller": "you"}, "times": -1}}, ["vigilance"]),
])
def test_the_comma_before_and_has_leaves_the_count(text, layer7c, granted):
    tr = _made_up(text)
    assert tr.refusals == [] and tr.card["static"][0]["layer7c"] == layer7c
    assert tr.card["static"][0]["layer6"] == {"add_abilities": granted}


@pytest.mark.parametrize("text, words", [
    # two counts in one line: the parse without the comma is not taken (nor is any flat one)
    ("Equipped creature gets +1/+0 for each artifact you control and +0/+1 for each enchantment you control, "
     "and has trample.", "for each artifact you control and +0/+1 for each enchantment you control"),
])
def test_a_near_form_stays_refused_naming_its_line(text, words):
    tr = _made_up(text)
    assert tr.card is None and len(tr.refusals) == 1
    assert "read as fixed in a counted line" in tr.refusals[0] and text in tr.refusals[0]
    assert f"the count {words!r}" in tr.refusals[0]


@pytest.mark.parametrize("name, words", [
    ("Rampaging Ursaguana", "for each time this creature attacked this game"),
    ("Gen, Confider of Ages", "for each different year of release among other nontoken permanents you control"),
])
def test_a_count_the_model_does_not_hold_is_refused_naming_its_words(name, words):
    text, refusals = generate(name)
    assert text is None and any(f"the count {words!r}" in r for r in refusals), refusals


def test_ward_x_stays_refused_as_a_keyword_with_a_counted_parameter():
    # "has ward {X}, where X is ...": since round X3 the counted keyword is found, and ward (no trigger, 702.21a)
    # is refused as such, naming the line
    text, refusals = generate("Minthara, Merciless Soul")
    assert text is None and any("'AddDynamicKeyword' (ward" in r and "Minthara has ward {X}" in r for r in refusals)


def test_luxior_loads_in_a_scenario(write_model):
    text, _ = generate("Luxior and Shadowspear")
    assert verdict(write_model(scenario("Luxior and Shadowspear", text))) == "proved"


_KINDS = ["+1/+1", "-1/-1", "shield", "stun", "charge"]


@settings(max_examples=examples(20), deadline=None, derandomize=True, database=None)
@given(counters=st.dictionaries(st.sampled_from(_KINDS), st.integers(1, 2), max_size=3).filter(
    lambda c: not ("+1/+1" in c and "-1/-1" in c)))  # (704.5q would remove pairs of those)
def test_luxior_bonus_is_what_the_rules_give(counters, tmp_path_factory):
    # the reference (tests/reference/counted_bonus.py, from 122.1 and 613.4c alone): Grizzly Bears (2/2)
    # equipped with Luxior, with these counters
    power, toughness = equipped_pt((2, 2), counters, (1, 1))
    kinds = ", ".join(f'"{k}" = {n}' for k, n in counters.items())
    path = tmp_path_factory.mktemp("luxior") / "s.toml"
    path.write_text(f'[[object]]\nid = "bears"\ncard = "Grizzly Bears"\ncounters = {{ {kinds} }}\n\n'
                    '[[object]]\nid = "lux"\ncard = "Luxior and Shadowspear"\nattached_to = "bears"\n' +
                    claim(f"power(bears) == {power} and toughness(bears) == {toughness}"))
    assert verdict(path) == "proved", counters


def test_luxior_on_a_planeswalker_counts_its_loyalty_counters(write_model):
    # "Equipped permanent isn't a planeswalker and is a creature": a permanent with no power or toughness printed
    # becomes a 0/0 creature (208.3), with +1/+1 for each of its three loyalty counters (122.1)
    text = ('[[object]]\nid = "pw"\ncard = "Rowan, Scholar of Spellcraft"\ncounters = { loyalty = 3 }\n\n'
            '[[object]]\nid = "lux"\ncard = "Luxior and Shadowspear"\nattached_to = "pw"\n')
    assert verdict(write_model(text + claim("power(pw) == 3 and toughness(pw) == 3 and has_type(pw, 'creature') and "
                                            "not has_type(pw, 'planeswalker')"))) == "proved"


# -- one mana of any of the exiled card's colors (607.2a) -----------------------------------------

@pytest.mark.parametrize("name, exile", [
    ("Chrome Mox", "Imprint — When this artifact enters, you may exile a nonartifact, nonland card from your hand"),
    ("Pit of Offerings", "When this land enters, exile up to three target cards from graveyards"),
])
def test_mana_of_the_exiled_cards_colours(name, exile):
    _, card = _generated(name)
    assert card["mana"] == [{"ability": card["mana"][0]["ability"], "cost": {"tap": True},
                             "add": [{"mana": ["exiled colors"]}]}]
    assert "exiled card" in card["mana"][0]["ability"] and exile in card["abilities"]  # (the linked ability, kept)


@pytest.mark.parametrize("name", ["Chrome Mox", "Pit of Offerings"])
def test_newly_translated_mana_cards_load_in_a_scenario(name, write_model):
    text, _ = generate(name)
    assert verdict(write_model(scenario(name, text))) == "proved"


@pytest.mark.parametrize("text", [
    # no ability of the card exiles: "the exiled card" is none of its own (607.2a)
    "{T}: Add one mana of any of the exiled card's colors.",
    # another amount of those colours: not the one form read
    "When this artifact enters, exile target card from a graveyard.\n{T}: Add two mana of any one of the exiled card's colors.",
])
def test_near_forms_of_exiled_colours_stay_refused(text):
    tr = _made_up(text)
    assert tr.card is None and any("exiled card's colo" in r for r in tr.refusals), tr.refusals


def test_the_grey_havens_colours_among_graveyard_cards_stay_refused():
    text, refusals = generate("The Grey Havens")
    assert text is None and any("cards off the battlefield" in r for r in refusals), refusals


_MOX = '[[object]]\nid = "mox"\ncard = "Chrome Mox"\n'


def test_pit_of_offerings_adds_a_colour_of_any_exiled_card(write_model):
    # (its other ability adds {C}; a white-black card and a colourless one exiled: {W} or {B} from this one)
    text = '[[object]]\nid = "pit"\ncard = "Pit of Offerings"\nexiled_colors = ["white", "black"]\n'
    assert verdict(write_model(text + claim("could_produce(pit) == {'W', 'B', 'C'}"))) == "proved"


@pytest.mark.parametrize("body, words", [
    ("", "give exiled_colors"),  # required: the model follows no cards in exile
    ('[[object]]\nid = "bears"\ncard = "Grizzly Bears"\nexiled_colors = ["red"]\n', "has none"),
    ('exiled_colors = ["red"]\n\n[[event]]\nleaves = "mox"\n', "stay as stated"),
])
def test_exiled_colours_are_stated_where_read_and_nowhere_else(write_model, body, words):
    text = (_MOX + body) if body.startswith("exiled") or not body else (_MOX + 'exiled_colors = []\n\n' + body)
    with pytest.raises(ModelError) as err:
        load_scenario(write_model(text + claim("on_battlefield(mox)")))
    assert words in err.value.message
