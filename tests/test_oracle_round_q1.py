"""Oracle forms of round Q1 (issue 24): a power or toughness equal to a devotion (700.5), printed
"*" or "1+*" with a characteristic-defining ability (604.3, 208.2a) or a "+X/+X, where X is your
devotion to ...": the model's `{ devotion_to = [...] }` amount, counted from the mana costs of
the permanents the ability's controller controls (`verifier/rules/devotion.py`), never a number
the scenario states.  Daxos, Blessed by the Sun (named in tests before) is the real card; no card
of the development half prints the form, so the other records here are made up in the Oracle
shape, read by phase.rs as any card is.  Then the quantities of the turn's past and of players,
numbers the scenario states, each guarded by its family of events.  Skipped where the `cards`
extra is absent."""
from pathlib import Path

import tomllib

import pytest

from conftest import claim, generated_card, verdict
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


def test_daxos_toughness_is_its_controllers_devotion_to_white():
    text, refusals = generate("Daxos, Blessed by the Sun")
    assert text is not None, refusals
    card = tomllib.loads(text)["card"][0]
    assert (card["power"], card["toughness"], card["mana_cost"]) == (2, 0, "{W}{W}")
    assert card["static"] == [{"ability": "Daxos, Blessed by the Sun", "cda": True,
                               "layer7a": {"toughness": {"devotion_to": ["white"]}}}]


def test_bundled_daxos_ruling_damage_becomes_lethal(run_cli):
    # Daxos ruling 2020-01-24: nonlethal damage becomes lethal when your devotion to white goes down (704.5g)
    code, out, err = run_cli("check", MODELS / "scenarios" / "devotion_daxos_damage.toml")
    assert code == 0 and "2 claims: 2 ok" in out, out + err


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


# Quantities of the past or of players (a number the scenario states): the kind's row (`amounts.STATED`) names the
# family of events that change it, and the line's words must fall under that family
# (`verifier.load.stated_facts.families`), else refused.

def _stated(text, power="2"):
    return _translated(_record("Test Beast", text, power=power, toughness="2", cost="{2}{R}"))


def test_spells_cast_this_turn_is_a_number_the_scenario_states():
    card = _stated("Test Beast gets +1/+0 for each spell you've cast this turn.")
    assert card["static"][0]["layer7c"] == {"power": {"number": "spell you've cast this turn"}}


def test_creatures_entered_this_turn_defines_a_star_power():
    card = _stated("Test Beast's power is equal to the number of creatures that entered the battlefield under your "
                   "control this turn.", power="*")
    assert card["static"][0] == {"ability": "Test Beast", "cda": True, "layer7a": {
        "power": {"number": "creatures that entered the battlefield under your control this turn"}}}


@pytest.mark.parametrize("text, number", [
    ("Test Beast gets +1/+1 for each creature that died this turn.", "creature that died this turn"),
    ("Test Beast gets +1/+0 for each card you've discarded this turn.", "card you've discarded this turn"),
    ("Test Beast gets +1/+1 for each experience counter you have.", "experience counter you have"),
    ("Test Beast gets +1/+0 for each unspent mana you have.", "unspent mana you have"),
])
def test_other_kinds_of_the_past_and_of_players(text, number):
    assert _stated(text)["static"][0]["layer7c"]["power"] == {"number": number}


def test_a_number_of_players_stays_refused_naming_its_line():
    # (the number of opponents you have is 1 since round W1, 102.2; those you attacked are not counted)
    rec = _record("Test Beast", "Test Beast gets +1/+1 for each opponent you attacked this turn.", power="2",
                  toughness="2")
    t = translate(rec, oracle.face(rec))
    assert t.card is None and t.refusals == ["quantity 'PlayerCount' (of 'OpponentAttacked') not translated: 'Test "
                                             "Beast gets +1/+1 for each opponent you attacked this turn.'"]


def test_a_number_of_each_object_it_applies_to_is_refused():
    # "for each time it has attacked this turn", of each creature: no one number the scenario could give
    rec = _record("Test Beast", "Each creature you control gets +1/+0 for each time it has attacked this turn.",
                  power="2", toughness="2")
    t = translate(rec, oracle.face(rec))
    assert t.card is None and any("of each object the effect applies to" in r for r in t.refusals), t.refusals


def test_words_outside_the_kinds_family_are_refused():
    from verifier.cards.amounts import number
    from verifier.cards.refusal import Refusal
    with pytest.raises(Refusal, match="do not say what events change it"):
        number("~ gets +1/+1 for each such card.", {"type": "SpellsCastThisTurn", "scope": "Controller"})


_CAST = '''[scenario]
turn = "you"
numbers = {{ "spell you've cast this turn" = 2 }}

{card}
[[object]]
id = "beast"
card = "Test Beast"
'''


def test_stated_spell_count_loads_and_a_cast_beside_it_is_refused(write_model):
    text = _CAST.format(card=to_toml(_stated("Test Beast gets +1/+0 for each spell you've cast this turn.")))
    assert verdict(write_model(text + claim("power(beast) == 4"))) == "proved"
    casting = '\n[[object]]\nid = "bears"\ncard = "Grizzly Bears"\nzone = "hand"\n\n[[object]]\nid = "f1"\n' \
              'card = "Forest"\n\n[[object]]\nid = "f2"\ncard = "Forest"\n\n[[event]]\ncast = "bears"\n'
    with pytest.raises(ModelError, match=r"the spells cast, and whether a permanent was cast \(601.2, 400.7\)"):
        load_scenario(write_model(text + casting + claim("power(beast) == 4")))


_ELK = '''[scenario]
turn = "you"
conditions = { "you had another creature enter the battlefield under your control this turn" = false }

[[object]]
id = "elk"
card = "Bellowing Elk"

[[object]]
id = "bears"
card = "Grizzly Bears"
zone = "hand"

[[event]]
enters = "bears"
'''


def test_a_stated_fact_of_creatures_entering_is_refused_beside_one_entering(write_model):
    # (before round Q1 only "this turn" guarded it, and the Elk kept no trample once the Bears entered)
    with pytest.raises(ModelError, match=r"entered the battlefield \(603.6a\)"):
        load_scenario(write_model(_ELK + claim('has_ability(elk, \\"trample\\")')))


def test_bundled_bellowing_elk_ruling(run_cli):
    # Bellowing Elk ruling 2019-06-14: the effect continues even if the creature that entered leaves
    code, out, err = run_cli("check", MODELS / "scenarios" / "stated_bellowing_elk.toml")
    assert code == 0 and "2 claims: 2 ok" in out, out + err


def test_a_number_named_by_a_list_of_non_qualities_keeps_the_whole_name():
    # "for each noncreature, nonland card in your graveyard": named up to its zone, so the zone family guards it (400.1)
    from verifier.load.stated_facts import families
    _, card = generated_card("Xande, Dark Mage")
    name = "noncreature, nonland card in your graveyard"
    assert card["static"][0]["layer7c"] == {"power": {"number": name}, "toughness": {"number": name}}
    assert "zones" in families(name)
