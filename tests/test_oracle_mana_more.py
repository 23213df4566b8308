"""More mana abilities (605.1a) from Oracle text (`verifier/cards/manalines.py`): mana of
the colour chosen as the permanent entered (614.12), a cost exiling the permanent itself,
and the costs still refused, each naming the part and why.  Generated cards are put in
scenarios with a real claim.  Skipped where the `cards` extra is not installed."""
import tomllib

import pytest

pytest.importorskip("phase")
pytest.importorskip("mtg")

from verifier.cards import trial  # noqa: E402
from verifier.cards.table import generate  # noqa: E402


def _mana(name):
    text, refusals = generate(name)
    assert text is not None, refusals
    return text, [{k: v for k, v in t.items() if k != "ability"} for t in tomllib.loads(text)["card"][0]["mana"]]


@pytest.mark.parametrize("name, add", [
    ("Sol Grail", [{"mana": ["chosen"]}]),
    ("Paradise Plume", [{"mana": ["chosen"]}]),
    # a Gate: its own colour or the one chosen (a colour other than its own, which the scenario gives)
    ("Citadel Gate", [{"mana": ["W", "chosen"]}]),
    ("Sea Gate", [{"mana": ["U", "chosen"]}]),
])
def test_mana_of_the_chosen_color(name, add):
    text, tables = _mana(name)
    assert tables == [{"cost": {"tap": True}, "add": add}]
    assert "choose a color" in text  # the choice is kept as an ability (614.12), its colour the object's


def _without_reflect():
    """Mirrored Lotus's mana ability alone: its Reflect line (a trigger in reminder text, 603.1, 207.2a) gets the
    card refused (tests/test_oracle_kept_lines_r3.py), its mana ability is read as before."""
    from verifier.cards.table import to_toml
    from conftest import retexted
    out = retexted("Mirrored Lotus", "{T}, Exile Mirrored Lotus: Add three mana of any one color.")
    assert out.card is not None, out.refusals
    return to_toml(out.card, notes=tuple(out.notes))


def test_exiling_itself_is_a_cost_payable_while_it_is_there():
    assert generate("Mirrored Lotus")[0] is None  # (Reflect, kept by its words, no guard would read)
    text = _without_reflect()
    tables = [{k: v for k, v in t.items() if k != "ability"} for t in tomllib.loads(text)["card"][0]["mana"]]
    assert tables == [{"cost": {"tap": True}, "add": [{"mana": ["W", "U", "B", "R", "G"], "amount": 3}]}]
    assert "not followed: exiling the permanent" in text


def _verdict(tmp_path, cards, objects, expr):
    from verifier.load.loader import load_scenario
    from verifier.query import check_claim_over, possible_histories
    body = "".join(_without_reflect() if n == "Mirrored Lotus" else generate(n)[0] for n in cards)
    objs = "".join(f'\n[[object]]\nid = "{oid}"\ncard = "{card}"\n' + (f'chosen = "{chosen}"\n' if chosen else "")
                   for oid, card, chosen in objects)
    path = tmp_path / "s.toml"
    path.write_text(body + objs + f'\n[[claim]]\nid = "c"\nexpr = "{expr}"\nexpect = "proved"\n')
    sc = load_scenario(path)
    return check_claim_over(possible_histories(sc).encodings, sc.claims[0]).verdict.value


@pytest.mark.parametrize("cards, objects, expr, expect", [
    # 614.12: each Sol Grail adds the colour it chose; could produce that one only (106.7)
    (["Sol Grail"], [("a", "Sol Grail", "blue"), ("b", "Sol Grail", "red")],
     "tapped_for_mana(a) == 'U' and tapped_for_mana(b) == 'R' and could_produce(a) == {'U'}", "proved"),
    # a Gate: {W} or the chosen colour, nothing else
    (["Citadel Gate"], [("g", "Citadel Gate", "black")], "could_produce(g) == {'W', 'B'}", "proved"),
    (["Citadel Gate"], [("g", "Citadel Gate", "black")], "tapped_for_mana(g) == 'G'", "refuted"),
    # exiling itself is paid: it adds three mana of one colour
    (["Mirrored Lotus"], [("m", "Mirrored Lotus", None)],
     "can_tap_for_mana(m) and len(tapped_for_mana(m)) == 3", "proved"),
])
def test_generated_cards_give_the_verdicts_the_cards_say(cards, objects, expr, expect, tmp_path):
    assert _verdict(tmp_path, cards, objects, expr) == expect


def test_a_chosen_color_card_needs_a_color_chosen(tmp_path):
    from verifier.load.loader import load_scenario
    text = generate("Sol Grail")[0]
    assert 'chosen = "' in trial.scenario("Sol Grail", text)  # the trial scenario gives one
    path = tmp_path / "s.toml"
    path.write_text(text + '\n[[object]]\nid = "a"\ncard = "Sol Grail"\nchosen = "Elf"\n')
    with pytest.raises(Exception, match="chosen = one of white"):
        load_scenario(path)


def test_an_ability_word_and_a_condition_on_one_permanent_with_power(tmp_path):
    # 207.2c: "Ferocious —" has no rules meaning; 602.5b: "activate only if you control a creature with power 4 or
    # greater", a count the loader checks
    _, tables = _mana("Fanatic of Rhonas")
    assert tables == [{"cost": {"tap": True}, "add": [{"mana": ["G"], "amount": 4}],
                       "only_if": {"count": {"types": ["creature"], "controller": "you", "power_at_least": 4},
                                   "at_least": 1}}]
    ability = "{T}: Add {G}{G}{G}{G}. Activate only if you control a creature with power 4 or greater."
    for other, verdict in (("Craw Wurm", "proved"), ("Grizzly Bears", "refuted")):  # 6/4; 2/2 (and the Fanatic 1/4)
        assert _verdict(tmp_path, ["Fanatic of Rhonas", other], [("fan", "Fanatic of Rhonas", None),
                                                                 ("x", other, None)],
                        f"tapped_for_mana(fan, '{ability}') == 'GGGG'") == verdict


def test_costs_the_model_does_not_follow_answer_what_it_could_produce_only(tmp_path):
    # 106.7: what it could produce is whatever the costs; tapping it for mana (106.12) is refused: cards exiled from a
    # hand or graveyard (602.2b), "activate only as an instant" (602.5e)
    text, tables = _mana("Cadaverous Bloom")
    assert tables == [{"add": [{"mana": ["B", "G"], "amount": 2}]}]  # "{B}{B} or {G}{G}": two of one of them
    assert "not followed: the cost 'Exile a card from your hand'" in text
    _, tables = _mana("Diamond Lion")
    assert tables == [{"cost": {"tap": True, "sacrifice": True}, "add": [{"mana": ["W", "U", "B", "R", "G"],
                                                                          "amount": 3}]}]
    assert _verdict(tmp_path, ["Cadaverous Bloom", "Diamond Lion"], [("bloom", "Cadaverous Bloom", None),
                                                                     ("lion", "Diamond Lion", None)],
                    "could_produce(bloom) == {'B', 'G'} and len(could_produce(lion)) == 5") == "proved"
    from verifier.errors import ModelError
    for card, why in (("Cadaverous Bloom", "has the cost 'Exile a card from your hand', which the model does not "
                                           "follow (602.2b)"),
                      ("Diamond Lion", "is activated only as an instant (602.5e)")):
        with pytest.raises(ModelError) as err:
            _verdict(tmp_path, [card], [("x", card, None)], "can_tap_for_mana(x)")
        assert why in err.value.message


def test_a_fixed_number_of_counters_removed_and_a_reflexive_damage_rider():
    _, tables = _mana("Ramos, Dragon Engine")
    assert tables[0]["cost"] == {"remove_counters": {"+1/+1": 5}}  # "Remove five +1/+1 counters" (602.1a)
    text, tables = _mana("Rubble Rouser")
    assert tables == [{"cost": {"tap": True}, "add": ["R"]}]
    assert "the damage a reflexive trigger deals (603.12" in text


@pytest.mark.parametrize("cards, objects, expr, expect", [
    # 305.7: lands that are every basic land type in addition to their others have each one's mana ability
    # (305.6); nonland permanents all colours (105.1)
    (["Leyline of the Guildpact", "Wastes", "Gunner Conscript", "Angelic Armaments"],
     [("ley", "Leyline of the Guildpact", None), ("wastes", "Wastes", None), ("gunner", "Gunner Conscript", None)],
     "could_produce(wastes) == {'W', 'U', 'B', 'R', 'G', 'C'} and has_subtype(wastes, 'Forest') and "
     "has_color(gunner, 'white') and power(gunner) == 2", "proved"),
])
def test_generated_land_types_and_colors_in_addition(cards, objects, expr, expect, tmp_path):
    assert _verdict(tmp_path, cards, objects, expr) == expect

