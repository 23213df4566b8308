"""More mana-ability forms read from Oracle lines (`verifier/cards/manalines.py`), each put in a
scenario as the [[card.mana]] table the translator writes: "Activate only during your turn"
(602.5b, kept and refused where it is activated), the greatest mana value among permanents, what
a Gate (or a basic land) you control could produce (106.7), cards of a kind in your graveyard (a
number the scenario gives), creatures you control with power 4 or greater.  The lines are written
here, on no card's name."""
import pytest

from verifier import tomlwrite
from verifier.cards import manalines
from verifier.errors import ModelError
from verifier.load.loader import load_scenario
from verifier.query import check_claim_over, possible_histories

BASICS = '''
[[card]]
name = "Gate A"
types = ["land"]
subtypes = ["Gate"]
abilities = ["{T}: Add {W} or {U}"]

[[card]]
name = "Big"
mana_cost = "{5}"
mana_value = 5
types = ["creature"]
power = 4
toughness = 4

[[card]]
name = "Small"
mana_cost = "{1}"
mana_value = 1
types = ["creature"]
power = 1
toughness = 1
'''


def _card(line: str) -> str:
    mana = manalines.read(line)
    assert mana is not None and mana.table is not None, manalines.why(line)
    rows = "".join(f"{tomlwrite.key(k)} = {tomlwrite.value(v)}\n" for k, v in mana.table.items())
    return f'\n[[card]]\nname = "Made Up"\ntypes = ["artifact"]\n\n[[card.mana]]\n{rows}'


def _check(tmp_path, line, objects, expr, head=""):
    path = tmp_path / "s.toml"
    objs = "".join(f'\n[[object]]\nid = "{o}"\ncard = "{c}"\n' for o, c in objects)
    path.write_text(head + _card(line) + BASICS + '\n[[object]]\nid = "m"\ncard = "Made Up"\n' + objs +
                    f'\n[[claim]]\nid = "c"\nexpr = "{expr}"\nexpect = "proved"\n')
    sc = load_scenario(path)
    return check_claim_over(possible_histories(sc).encodings, sc.claims[0]).verdict.value


def test_activate_only_during_is_kept_and_refused_where_it_is_activated(tmp_path):
    line = "{T}: Add {R}. Activate only during your turn."
    assert any("not followed: the restriction 'Activate only during your turn.'" in n
               for n in manalines.read(line).notes)
    assert _check(tmp_path, line, [], "could_produce(m) == {'R'}") == "proved"  # 106.7: whatever the restriction
    with pytest.raises(ModelError, match="has the restriction 'Activate only during your turn.'"):
        _check(tmp_path, line, [], "tapped_for_mana(m) == 'R'")


@pytest.mark.parametrize("expr, verdict", [
    ("len(tapped_for_mana(m)) == 5", "proved"),   # the greatest mana value among creatures you control: 5
    ("tapped_for_mana(m) == 'GGGGG' or tapped_for_mana(m) == 'RRRRR'", "refuted"),  # any one colour
])
def test_the_greatest_mana_value(tmp_path, expr, verdict):
    line = "{T}: Add X mana of any one color, where X is the greatest mana value among creatures you control."
    assert manalines.read(line).table["add"][0]["amount"] == {
        "greatest": "mana_value", "among": {"types": ["creature"], "controller": "you"}}
    assert _check(tmp_path, line, [("big", "Big"), ("small", "Small")], expr) == verdict


def test_what_a_gate_you_control_could_produce(tmp_path):
    line = "{T}: Add one mana of any type that a Gate you control could produce."
    assert manalines.read(line).table["add"] == [{"could_produce": {"subtypes": ["Gate"], "controller": "you"}}]
    assert _check(tmp_path, line, [("gate", "Gate A")], "could_produce(m) == {'W', 'U'}") == "proved"
    assert _check(tmp_path, line, [], "could_produce(m) == {}") == "proved"  # (106.7: no Gate, nothing)


def test_creatures_with_power_4_or_greater_after_you_control(tmp_path):
    line = "{T}: Add {G} for each creature you control with power 4 or greater."
    assert manalines.read(line).table["add"][0]["amount"] == {
        "count": {"types": ["creature"], "controller": "you", "power_at_least": 4}}
    assert _check(tmp_path, line, [("big", "Big"), ("small", "Small")], "tapped_for_mana(m) == 'G'") == "proved"


def test_cards_of_a_kind_in_your_graveyard_are_a_number_the_scenario_gives(tmp_path):
    line = "{T}: Add {B} for each creature card in your graveyard."
    assert manalines.read(line).table["add"][0]["amount"] == {"number": "creature card in your graveyard"}
    head = '[scenario]\nname = "t"\nnumbers = { "creature card in your graveyard" = 3 }\n'
    assert _check(tmp_path, line, [], "tapped_for_mana(m) == 'BBB'", head) == "proved"


PAINTED = '''
[[card]]
name = "Painter"
types = ["enchantment"]
abilities = ["Creatures are red"]

[[card.static]]
ability = "Creatures are red"
affects = { types = ["creature"] }
layer5 = { set_colors = ["red"] }

[[card]]
name = "Green Bear"
mana_cost = "{1}{G}"
mana_value = 2
colors = ["green"]
types = ["creature"]
power = 2
toughness = 2
'''


@pytest.mark.parametrize("line, objects, expr, verdict", [
    # 105.2: a colour of one of the matching permanents, as the layers leave it (613.1e: painted red)
    ("{T}: Add one mana of any color among permanents you control.", [("bear", "Green Bear")],
     "could_produce(m) == {'G'}", "proved"),
    ("{T}: Add one mana of any color among permanents you control.", [("bear", "Green Bear"), ("p", "Painter")],
     "could_produce(m) == {'R'}", "proved"),
    # none matching: no colour defined, no mana (106.5)
    ("{T}: Add one mana of any color among legendary creatures you control.", [("bear", "Green Bear")],
     "could_produce(m) == {} and tapped_for_mana(m) == ''", "proved"),
])
def test_a_colour_among_permanents(tmp_path, line, objects, expr, verdict):
    path = tmp_path / "s.toml"
    objs = "".join(f'\n[[object]]\nid = "{o}"\ncard = "{c}"\n' for o, c in objects)
    path.write_text(_card(line) + PAINTED + '\n[[object]]\nid = "m"\ncard = "Made Up"\n' + objs +
                    f'\n[[claim]]\nid = "c"\nexpr = "{expr}"\nexpect = "proved"\n')
    sc = load_scenario(path)
    assert check_claim_over(possible_histories(sc).encodings, sc.claims[0]).verdict.value == verdict


def test_colours_among_what_the_line_does_not_name_are_refused():
    line = "{T}: Add one mana of any color among legendary creatures and planeswalkers you control."
    assert manalines.read(line) is None and "the permanents whose colours it offers" in manalines.why(line)


def test_devotion_to_the_mana_s_colour_is_counted(tmp_path):
    """700.5: "an amount of {G} equal to your devotion to green" is the green mana symbols among the mana costs
    of the permanents its controller controls, counted (`verifier.rules.devotion`), never a stated number."""
    line = "{T}: Add an amount of {G} equal to your devotion to green."
    assert manalines.read(line).table["add"] == [{"mana": ["G"], "amount": "devotion"}]
    head = '[scenario]\nname = "t"\n\n[[card]]\nname = "Two Green"\nmana_cost = "{1}{G}{G}"\nmana_value = 3\n' \
           'types = ["enchantment"]\n'
    assert _check(tmp_path, line, [("g", "Two Green")], "tapped_for_mana(m) == 'GG'", head) == "proved"
    assert _check(tmp_path, line, [("g", "Two Green")], "len(tapped_for_mana(m)) == 3", head) == "refuted"
    assert manalines.read("{T}: Add an amount of {G} equal to your devotion to black.") is None


@pytest.mark.parametrize("token, verdict", [("", "proved"), ("token = true\n", "refuted")])
def test_a_sacrifice_of_a_nontoken_creature(tmp_path, token, verdict):
    """602.2b: "Sacrifice a nontoken creature" can be paid while you control one (111.1: a token is none)."""
    line = "{T}, Sacrifice a nontoken creature: Add {B}{B}."
    assert manalines.read(line).table["only_if"] == {
        "count": {"types": ["creature"], "controller": "you", "token": False}, "at_least": 1}
    path = tmp_path / "s.toml"
    path.write_text(_card(line) + BASICS + '\n[[object]]\nid = "m"\ncard = "Made Up"\n'
                    f'\n[[object]]\nid = "small"\ncard = "Small"\n{token}'
                    '\n[[claim]]\nid = "c"\nexpr = "can_tap_for_mana(m) and tapped_for_mana(m) == \'BB\'"\n'
                    'expect = "proved"\n')
    sc = load_scenario(path)
    assert check_claim_over(possible_histories(sc).encodings, sc.claims[0]).verdict.value == verdict


def test_mana_spent_as_though_of_any_color_is_kept_and_a_payment_refused(tmp_path):
    """609.4b: "This mana can be spent as though it were mana of any color" is a rider on spending (106.6):
    kept in the text; what it could produce is answered, a payment beside it refused."""
    line = "{T}: Add {C}{C}{C}{C}{C}. This mana can be spent as though it were mana of any color."
    mana = manalines.read(line)
    assert mana.table["add"] == [{"mana": ["C"], "amount": 5}]
    assert any("a scenario that pays with its mana is refused" in n for n in mana.notes)
    assert _check(tmp_path, line, [], "could_produce(m) == {'C'}") == "proved"
    path = tmp_path / "p.toml"
    path.write_text(_card(line) + BASICS + '\n[[object]]\nid = "m"\ncard = "Made Up"\n\n[[object]]\nid = "small"\n'
                    'card = "Small"\nzone = "hand"\n\n[[event]]\nturn = "you"\nlabel = "now"\n\n[[claim]]\nid = "c"\n'
                    'at = "now"\nexpr = "can_cast(small)"\nexpect = "proved"\n')
    with pytest.raises(ModelError, match="restricted in how it is spent"):
        load_scenario(path)
