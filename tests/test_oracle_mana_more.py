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
    # the choice made among other entering lines
    ("Temple of the Dragon Queen", [{"mana": ["chosen"]}]),
])
def test_mana_of_the_chosen_color(name, add):
    text, tables = _mana(name)
    assert tables == [{"cost": {"tap": True}, "add": add}]
    assert "choose a color" in text  # the choice is kept as an ability (614.12), its colour the object's


def test_exiling_itself_is_a_cost_payable_while_it_is_there():
    text, tables = _mana("Mirrored Lotus")
    assert tables == [{"cost": {"tap": True}, "add": [{"mana": ["W", "U", "B", "R", "G"], "amount": 3}]}]
    assert "not followed: exiling the permanent" in text


def _verdict(tmp_path, cards, objects, expr):
    from verifier.load.loader import load_scenario
    from verifier.query import check_claim_over, possible_histories
    body = "".join(generate(n)[0] for n in cards)
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
