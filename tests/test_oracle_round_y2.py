"""Oracle forms of the development half (issue 24, round Y2, conditions of static abilities):
"<subject> has K1 if C1, K2 if C2, ..., and Kn if Cn" (Multiclass Baldric), one effect each keyword
under its own condition (611.3a, 613.1f); and a replacement of what damage does to a life total or a
planeswalker's loyalty counters under an "As long as" condition (Elderscale Wurm, Deification, Archon
of Coronation: 120.3a, 120.3c, 614.1a), kept by its text, the damage guard refusing a history that
deals damage beside it (`verifier/load/damage.py`).  Skipped where the `cards` extra is absent."""
import pytest

from conftest import claim, generated_card, trial_body, verdict
from verifier.errors import ModelError
from verifier.load.loader import load_scenario

pytest.importorskip("phase")
pytest.importorskip("mtg")

from test_oracle_round_k_c import _made_up  # noqa: E402  (a made-up card's refusals)

BALDRIC = {"Cleric": "lifelink", "Rogue": "deathtouch", "Warrior": "haste", "Wizard": "flying"}  # (its printed pairs)


def test_each_keyword_of_the_list_has_its_own_condition():
    _, card = generated_card("Multiclass Baldric")
    statics = card["static"]
    assert [(s["condition"], s["layer6"]) for s in statics] == [
        ({"you_control": {"subtypes": [kind]}}, {"add_abilities": [word]}) for kind, word in BALDRIC.items()]
    assert all(s["affects"] == {"types": ["creature"], "attached": True} for s in statics)


@pytest.mark.parametrize("name, line", [
    ("Elderscale Wurm", "As long as you have 7 or more life, damage that would reduce your life total to less than 7 "
                        "reduces it to 7 instead"),
    ("Deification", "As long as you control a creature, if damage dealt to a planeswalker you control of the chosen "
                    "type would result in all loyalty counters on it being removed, instead all but one of those "
                    "counters are removed"),
    ("Archon of Coronation", "As long as you're the monarch, damage doesn't cause you to lose life"),
])
def test_a_damage_replacement_under_a_condition_is_kept_by_its_text(name, line):
    text, card = generated_card(name)
    assert line in card["abilities"] and line not in card.get("not_followed", [])
    assert "changes damage (615, 120): the loader refuses a history that deals damage" in text


@pytest.mark.parametrize("text, said", [
    # (the floor said twice must be one number: "reduces it to 5" is another rule, refused)
    ("As long as you have 7 or more life, damage that would reduce your life total to less than 7 reduces it to 5 "
     "instead.", "reduces it to 5 instead"),
    # (a second effect after the replacement: refused, never kept whole)
    ("As long as you have 7 or more life, damage that would reduce your life total to less than 7 reduces it to 7 "
     "instead and you gain 2 life.", "you gain 2 life"),
])
def test_near_forms_stay_refused(text, said):
    refusals = _made_up(text, "Creature")
    assert refusals and said in refusals[0], refusals


def test_the_keyed_list_against_the_printed_pairs(write_model):
    # a table apart from the translator: for each board of creature types, the keywords the printed pairs give the
    # equipped bear (Vizier of the Menagerie a Cleric, Vampire Lacerator a Warrior, Merfolk Trickster a Wizard)
    text, _ = generated_card("Multiclass Baldric")
    creatures = {"Cleric": "Vizier of the Menagerie", "Warrior": "Vampire Lacerator", "Wizard": "Merfolk Trickster"}
    for board in (("Cleric",), ("Warrior", "Wizard")):
        body = trial_body("Multiclass Baldric", text) + "".join(
            f'\n[[object]]\nid = "{k.lower()}"\ncard = "{creatures[k]}"\n' for k in board)
        for kind, word in BALDRIC.items():
            expect = "proved" if kind in board else "refuted"
            assert verdict(write_model(body + claim(f"has_ability(bear, '{word}')", expect))) == expect, (board, word)


def test_the_kept_cards_load_and_a_damage_history_is_refused(write_model):
    text, _ = generated_card("Elderscale Wurm")
    wurm = trial_body("Elderscale Wurm", text)
    assert verdict(write_model(wurm + claim("power(x) == 7 and has_ability(x, 'trample')"))) == "proved"
    deals = '\n[[event]]\ndeals = "bear"\namount = 2\nto = "you"\n'
    with pytest.raises(ModelError) as err:  # (Elderscale Wurm rulings 2012-07-01: it changes damage's result only)
        load_scenario(write_model(wurm + deals + claim("true")))
    assert "changes damage" in err.value.message and "reduces it to 7" in err.value.message
    text, _ = generated_card("Deification")
    body = trial_body("Deification", text)
    assert verdict(write_model(body + claim("on_battlefield(x)"))) == "proved"
