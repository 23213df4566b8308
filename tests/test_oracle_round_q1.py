"""Oracle forms of round Q1 (issue 24): a power or toughness equal to a devotion (700.5), printed
"*" or "1+*" with a characteristic-defining ability (604.3, 208.2a) or a "+X/+X, where X is your
devotion to ...": the model's `{ devotion_to = [...] }` amount, counted from the mana costs of
the permanents the ability's controller controls (`verifier/rules/devotion.py`), never a number
the scenario states.  No card of the development half prints the form; its records here are
made up in the Oracle shape, read by phase.rs as any card is.  Skipped where the `cards` extra
is absent."""
import tomllib
from pathlib import Path

import pytest

from conftest import claim, verdict
from verifier.errors import ModelError
from verifier.load.loader import load_scenario

pytest.importorskip("phase")
pytest.importorskip("mtg")

from verifier.cards import oracle  # noqa: E402
from verifier.cards.table import generate, to_toml  # noqa: E402
from verifier.cards.translate import translate  # noqa: E402

MODELS = Path(__file__).resolve().parent.parent / "models"


def _record(name, text, power="*", toughness="*", cost="{2}{G}{G}", types=("Creature",)):
    return {"name": name, "types": list(types), "subtypes": ["Giant"] if "Creature" in types else [],
            "supertypes": [], "layout": "normal", "power": power, "toughness": toughness, "manaCost": cost,
            "text": text, "colorIdentity": [], "keywords": []}


def _translated(rec):
    t = translate(rec, oracle.face(rec))
    assert t.card is not None, t.refusals
    return t.card


GREEN = {"devotion_to": ["green"]}


def test_star_power_and_toughness_equal_to_a_devotion():
    card = _translated(_record("Devout Colossus",
                               "Devout Colossus's power and toughness are each equal to your devotion to green."))
    assert card["power"] == 0 and card["toughness"] == 0  # 604.3: defined in layer 7a
    assert card["static"] == [{"ability": "Devout Colossus", "cda": True,
                               "layer7a": {"power": GREEN, "toughness": GREEN}}]


def test_one_plus_star_toughness_adds_one_to_the_devotion():
    # 208.2a: "*"/"1+*", the toughness "that number plus 1"
    card = _translated(_record("Devout Sprout", "Devout Sprout's power is equal to your devotion to green and its "
                                                "toughness is equal to that number plus 1.", toughness="1+*"))
    assert card["static"][0]["layer7a"] == {"power": GREEN, "toughness": {**GREEN, "plus": 1}}


def test_plus_x_where_x_is_a_devotion_to_two_colours():
    card = _translated(_record("Selesnya Acolyte", "Selesnya Acolyte gets +X/+X, where X is your devotion to green "
                                                   "and white.", power="1", toughness="1", cost="{1}{W}"))
    two = {"devotion_to": ["green", "white"]}
    assert card["static"] == [{"ability": "Selesnya Acolyte", "affects": {"self": True},
                               "layer7c": {"power": two, "toughness": two}}]


def test_devotion_to_hybrid_stays_refused_naming_its_line():
    # Blended Twistling (development half): "your devotion to hybrid", no colour of 700.5
    text, refusals = generate("Blended Twistling")
    assert text is None and any("devotion to hybrid" in r for r in refusals), refusals


def test_a_devotion_of_a_colour_not_fixed_is_refused():
    rec = _record("Devout Mimic", "As this creature enters, choose a color.\nDevout Mimic's power and toughness are "
                                  "each equal to your devotion to the chosen color.")
    t = translate(rec, oracle.face(rec))
    assert t.card is None and any("devotion" in r and "chosen color" in r for r in t.refusals), t.refusals


_BOARD = '''[scenario]
turn = "you"

{card}
[[card]]
name = "Hybrid Trinket"
mana_cost = "{{G/W}}"
types = ["artifact"]

[[object]]
id = "colossus"
card = "Devout Colossus"

[[object]]
id = "trinket"
card = "Hybrid Trinket"

[[object]]
id = "karametra"
card = "Karametra, God of Harvests"

[[object]]
id = "forest"
card = "Forest"
'''


def _board():
    card = _translated(_record("Devout Colossus",
                               "Devout Colossus's power and toughness are each equal to your devotion to green."))
    return _BOARD.format(card=to_toml(card))


def test_translated_card_loads_and_its_power_is_the_devotion(write_model):
    # {2}{G}{G} 2 + Karametra {3}{G}{W} 1 + {G/W} 1: 4 (the Forest has no mana cost, 202.1b)
    assert verdict(write_model(_board() + claim("power(colossus) == 4 and toughness(colossus) == 4"))) == "proved"
    assert verdict(write_model(_board() + claim("power(colossus) == 5", "refuted"))) == "refuted"


def test_the_devotion_follows_a_history(write_model):
    # 611.3a, 700.5: the Trinket gone, its symbol counts no more; Karametra's own symbols count while it is there
    history = '\n[[event]]\nleaves = "trinket"\nlabel = "gone"\n\n[[event]]\nleaves = "karametra"\n'
    text = _board() + history
    assert verdict(write_model(text + claim('at(\\"gone\\", power(colossus)) == 3 and power(colossus) == 2'))) == \
        "proved"


def test_a_devotion_amount_beside_an_object_with_no_mana_cost_is_refused(write_model):
    text = _board() + '\n[[card]]\nname = "Costless Relic"\nmana_value = 2\ntypes = ["artifact"]\n\n' \
                      '[[object]]\nid = "relic"\ncard = "Costless Relic"\n'
    with pytest.raises(ModelError, match="is a devotion"):
        load_scenario(write_model(text + claim("power(colossus) == 4")))


def test_stating_a_devotion_amount_is_refused(write_model):
    text = _board().replace('turn = "you"', 'turn = "you"\nnumbers = { "your devotion to green" = 4 }')
    with pytest.raises(ModelError, match="700.5"):
        load_scenario(write_model(text + claim("power(colossus) == 4")))


def test_bundled_scenario_karametra_rulings(run_cli):
    # Karametra rulings 2013-09-15 (hybrid symbols count, numeric ones do not) and 2020-01-24 (a hybrid
    # symbol of both colours of a devotion to two counts once), hand-computed in the file's comment
    code, out, err = run_cli("check", MODELS / "scenarios" / "devotion_power_toughness.toml")
    assert code == 0 and "3 claims: 3 ok" in out, out + err
