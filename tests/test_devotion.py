"""Devotion (700.5): counted from the mana costs of the permanents a player controls, as
objects carry them (a copy's, 707.2; none face down, 708.2a; a token's only if it copies
something, 111.3, 202.1b); in a static ability's condition (611.3a, read after copy and
control effects, 700.5a), a trigger's amount (608.2h) and a claim.  A devotion stated by
the scenario is refused.  Checks that do not share our reading: the CR's example under
700.5a and the official rulings of Theros gods (models/corpus)."""
import pytest

from conftest import MODELS, claim, claim_verdict, verdict
from verifier.errors import ModelError
from verifier.load.loader import load_scenario
from verifier.rules.devotion import symbol_colors, symbols_toward


@pytest.mark.parametrize("cost, colors, n", [
    ("{3}{G}{W}", ["green"], 1),             # 700.5: generic symbols count nothing
    ("{3}{G}{W}", ["green", "white"], 2),
    ("{G/W}{G/W}", ["green", "white"], 2),   # 700.5: a symbol of both colours counts once
    ("{2/B}{B/P}", ["black"], 2),            # 107.4e-f: monocoloured hybrid and Phyrexian are of their colour
    ("{W/U/P}", ["blue"], 1),                # a hybrid Phyrexian symbol is both its colours (107.4f)
    ("{X}{C}{S}{U}", ["blue"], 1),           # X, colourless and snow symbols have no colour
    ("", ["red"], 0),
])
def test_symbols_of_a_colour_in_a_mana_cost(cost, colors, n):
    assert symbols_toward(cost, colors) == n


def test_symbol_colours():
    assert symbol_colors("W/U") == {"white", "blue"} and symbol_colors("2/B") == {"black"} and not symbol_colors("12")


GOD = '''
[[card]]
name = "Forge God"
mana_cost = "{3}{R}"
colors = ["red"]
types = ["enchantment", "creature"]
subtypes = ["God"]
power = 6
toughness = 5
[[card.static]]
ability = "As long as your devotion to red is less than five, this isn't a creature"
condition = { devotion_to = ["red"], at_most = 4 }
affects = { self = true }
layer4 = { remove_types = ["creature"] }

[[card]]
name = "Triple Red"
mana_cost = "{R}{R}{R}"
colors = ["red"]
types = ["enchantment"]

[[object]]
id = "god"
card = "Forge God"

[[object]]
id = "rrr"
card = "Triple Red"
'''


def test_the_cr_example_under_700_5a_without_the_altar(write_model):
    """700.5a's example: a {3}{R} God and a {R}{R}{R} permanent make devotion to red 4, below
    five: the God is no creature (the example's fifth symbol comes from an effect on devotion)."""
    assert claim_verdict(write_model, GOD, "devotion('you', 'red') == 4 and not has_type(god, 'creature')") == "proved"
    one_more = GOD + '\n[[object]]\nid = "r"\ncard = "Triple Red"\nmana_cost = "{R}"\n'
    assert claim_verdict(write_model, one_more, "devotion('you', 'red') == 5 and has_type(god, 'creature')") == "proved"


def test_an_effect_on_devotion_itself_is_refused(write_model):
    """700.5a: effects that modify devotion are not modelled: refused, not ignored."""
    text = GOD + '''
[[card]]
name = "Devotion Altar"
mana_cost = "{4}"
types = ["artifact"]
abilities = ["Your devotion to each color and each combination of colors is increased by one"]
[[object]]
id = "altar"
card = "Devotion Altar"
''' + claim("has_type(god, 'creature')")
    with pytest.raises(ModelError) as err:
        load_scenario(write_model(text))
    assert "an effect on devotion itself (700.5a)" in err.value.message


def test_only_the_permanents_you_control_count_and_control_changes_move_them(write_model):
    """700.5: the permanents that player controls; 700.5a: after control effects."""
    theirs = GOD.replace('card = "Triple Red"\n', 'card = "Triple Red"\ncontroller = "opponent"\n')
    assert claim_verdict(write_model, theirs, "devotion('you', 'red') == 1 and devotion('opponent', 'red') == 3") \
        == "proved"
    taken = theirs + '\n[[event]]\ngain_control = "rrr"\nby = "you"\nlabel = "taken"\n'
    assert claim_verdict(write_model, taken, "devotion('you', 'red') == 4 and devotion('opponent', 'red') == 0",
                         at="taken") == "proved"


def test_a_copy_has_the_cost_it_copies_a_face_down_permanent_none(write_model):
    """707.2: a copy takes the copied mana cost; 708.2a: a face-down permanent has none.  (Clone copies
    only a creature: with devotion 4 the God is none, and the history is impossible.  The God is not
    legendary here, so that the legend rule, 704.5j, keeps both.)"""
    text = GOD + '''
[[object]]
id = "r"
card = "Triple Red"
mana_cost = "{R}"

[[object]]
id = "clone"
card = "Clone"
mana_cost = "{3}{U}"

[[object]]
id = "hidden"
card = "Triple Red"
face_down = true
face_down_by = "morph"

[[event]]
enters = "clone"
as_copy_of = "god"
label = "copied"
'''
    # 3 (rrr) + 1 (r) + 1 (god) + 1 (the clone, a copy of the God's {3}{R}); the face-down {R}{R}{R} none
    assert claim_verdict(write_model, text, "devotion('you', 'red') == 6 and devotion('you', 'blue') == 0",
                         at="copied") == "proved"
    assert claim_verdict(write_model, text, "has_type(god, 'creature') and has_type(clone, 'creature')",
                         at="copied") == "proved"


def test_tokens_have_no_mana_cost(write_model):
    """202.1b, 111.3: a token has no mana cost unless it copies one: a red token adds nothing."""
    text = GOD + '''
[[card]]
name = "Red Token"
colors = ["red"]
types = ["creature"]
power = 1
toughness = 1
[[object]]
id = "t"
card = "Red Token"
token = true
'''
    assert claim_verdict(write_model, text, "devotion('you', 'red') == 4") == "proved"


def test_a_stated_devotion_is_refused(write_model):
    text = '[scenario]\nnumbers = { "your devotion to black" = 3 }\n' + GOD + claim("power(god) == 6")
    with pytest.raises(ModelError) as err:
        load_scenario(write_model(text))
    assert "counted from the mana costs" in err.value.message and err.value.line == 2


def test_the_bundled_devotion_scenarios():
    """Karametra's and Master of Waves' rulings (models/corpus): the verdicts they expect."""
    for name, expected in [("devotion_master_of_waves.toml", ["proved", "none", "proved", "proved", "none"]),
                           ("devotion_master_of_waves_leaves.toml", ["proved", "none"]),
                           ("devotion_karametra_enters.toml", ["proved", "proved", "none", "none"]),
                           ("devotion_karametra_replacement.toml", ["proved", "none"]),
                           ("devotion_karametra_replacement_applies.toml", ["proved"])]:
        path = MODELS / "scenarios" / name
        assert [verdict(path, i) for i in range(len(expected))] == expected, name


def _count_by_hand(costs, colors):
    """700.5 read afresh: each symbol of each cost that is of one of the colours counts once
    (its letters: W U B R G; a symbol like {2/B} or {G/P} is of the colours whose letters it has)."""
    letters = {"white": "W", "blue": "U", "black": "B", "red": "R", "green": "G"}
    wanted = {letters[c] for c in colors}
    return sum(1 for cost in costs for sym in cost.strip("{}").split("}{") if wanted & set(sym.split("/")))


@pytest.mark.parametrize("seed", range(6))
def test_devotion_agrees_with_a_count_by_hand(write_model, seed):
    """Random boards of permanents with hybrid, Phyrexian and generic symbols, some the opponent's:
    the verifier's devotion equals a count made apart from `verifier.rules.devotion`."""
    import random
    rng = random.Random(seed)
    symbols = ["W", "U", "B", "R", "G", "1", "2", "X", "C", "W/U", "B/G", "2/R", "G/P", "U/R/P"]
    objects, mine = "", []
    for i in range(rng.randint(2, 5)):
        cost = "".join("{" + rng.choice(symbols) + "}" for _ in range(rng.randint(1, 4)))
        controller = rng.choice(["you", "opponent"])
        mine += [cost] if controller == "you" else []
        objects += f'\n[[object]]\nid = "p{i}"\nname = "P{i}"\nmana_cost = "{cost}"\ntypes = ["artifact"]\n' \
                   f'controller = "{controller}"\n'
    colors = rng.sample(["white", "blue", "black", "red", "green"], rng.randint(1, 2))
    n = _count_by_hand(mine, colors)
    quoted = ", ".join(f"'{c}'" for c in colors)
    assert claim_verdict(write_model, objects, f"devotion('you', {quoted}) == {n}") == "proved", (mine, colors)


NYKTHOS = (MODELS / "scenarios" / "devotion_nykthos.toml").read_text()


def test_what_a_devotion_mana_ability_could_produce_follows_the_board(write_model):
    """106.7, 700.5: without the hybrid and Phyrexian permanent, devotion to white and black is 0:
    the ability could produce only {G}; without the green ones too, no colour at all."""
    board = NYKTHOS[:NYKTHOS.index("[[claim]]")]
    no_hybrid = board.replace('[[object]]\nid = "hybrid"\ncard = "Hybrid Totem"\n', "")
    assert claim_verdict(write_model, no_hybrid, "could_produce(nykthos) == {'C', 'G'}") == "proved"
    nothing = no_hybrid.replace('[[object]]\nid = "green"\ncard = "Green Totem"\n', "")
    assert claim_verdict(write_model, nothing, "could_produce(nykthos) == {'C'}") == "proved"


@pytest.mark.parametrize("unit, message", [
    ('"C"', None),  # (a colourless unit: no devotion read)
    ('{ mana = ["C"], amount = "devotion" }', "goes with any_color or coloured mana"),
])
def test_a_devotion_amount_is_of_a_colour(write_model, unit, message):
    text = NYKTHOS.replace('add = [{ any_color = true, amount = "devotion" }]', f"add = [{unit}]")
    if message is None:
        assert claim_verdict(write_model, text[:text.index("[[claim]]")], "could_produce(nykthos) == {'C'}") == "proved"
        return
    with pytest.raises(ModelError) as err:
        load_scenario(write_model(text))
    assert message in err.value.message
