"""Cost increases and reductions (601.2f, 118.7a, 118.9d): the payment with its generic part
changed, against trying every assignment of mana to the symbols; what a cost change's card
says that the model does not follow, refused with its line.  The rulings they come from are
the scenarios `models/scenarios/casting_cost_changes.toml`, `casting_damping_sphere_tax.toml`
and `schema_key_cost_change.toml`."""
import pytest
from hypothesis import given, settings, strategies as st

from conftest import claim, claim_verdict, examples
from test_casting import brute_pays, costs, pools
from verifier.errors import ModelError
from verifier.load.loader import load_scenario
from verifier.model import MANA_TYPES
from verifier.ops import ConcreteOps
from verifier.rules.payment import Need, Source, pays


@settings(max_examples=examples(200), deadline=None, derandomize=True, database=None)
@given(costs, pools, st.integers(0, 2), st.integers(-3, 2))
def test_a_change_moves_only_the_generic_part(cost, units, x, change):
    """118.7a: reductions take generic mana only, and never below none (118.7); increases add
    generic mana (601.2f)."""
    sources = [Source({t: int(t == u) for t in MANA_TYPES}, True, snow) for u, snow in units]
    generic = max(0, cost.generic + x * cost.xs + change)
    changed = Need(generic, 0, cost.kinds)
    assert pays(ConcreteOps, sources, cost, x, change=change) == brute_pays(units, changed, 0, False, False)


CARD = '''
[[card]]
name = "Tax Relic (test card)"
types = ["artifact"]
[[card.static]]
ability = "Spells cost {{1}} more to cast."
cost_change = {change}
[[object]]
id = "relic"
card = "Tax Relic (test card)"
[[object]]
id = "forest"
card = "Forest"
[[object]]
id = "cub"
card = "Grizzly Bears"
zone = "hand"
'''


@pytest.mark.parametrize("change, message", [
    ("{ more = 1, less = 1 }", "give one of them"),
    ("{ players = \"you\" }", "give one of them"),
    ("{ more = 1, players = \"everyone\" }", "players"),
    ("{ more = 1, spells = { subtypes = [\"Bear\"] } }", "subtypes"),
])
def test_what_a_cost_change_cannot_say_is_refused(change, message, write_model):
    text = "[scenario]\n" + CARD.format(change=change) + '[[event]]\nturn = "you"\n'
    with pytest.raises(ModelError) as err:
        load_scenario(write_model(text + claim("can_cast(cub)")))
    assert message in str(err.value) and err.value.line > 0


def test_a_spells_own_cost_change_is_refused(write_model):
    """"This spell costs {1} less to cast" works from the hand and the stack (601.2f), not
    from the battlefield, where the model reads a cost change."""
    text = "[scenario]\n" + CARD.format(change="{ less = 1 }").replace(
        'ability = "Spells cost {1} more to cast."', 'ability = "This spell costs {1} less to cast."') + \
        '[[event]]\nturn = "you"\n'
    with pytest.raises(ModelError) as err:
        load_scenario(write_model(text + claim("can_cast(cub)")))
    assert "changes the cost of its own spell" in str(err.value)


def test_counting_the_spells_of_the_turn_needs_the_turn_to_begin(write_model):
    """A tax for each other spell cast this turn (Damping Sphere) can't be known where the
    history does not begin with the turn: the spells cast before it are not known."""
    text = "[scenario]\n" + CARD.format(change="{ more = 1, per_other_spell_cast_this_turn = true }") + \
        '[[event]]\ntap = "forest"\nlabel = "t"\n'
    with pytest.raises(ModelError) as err:
        load_scenario(write_model(text + claim("can_cast(cub)", extra='at = "t"')))
    assert "begin the history with a turn event" in str(err.value)


@pytest.mark.parametrize("players, caster, expected", [
    ("you", "you", "refuted"), ("you", "opponent", "proved"),
    ("opponents", "you", "proved"), ("opponents", "opponent", "refuted"),
    ("each", "opponent", "refuted"),
])
def test_the_players_whose_spells_it_changes(players, caster, expected, write_model):
    """Grizzly Bears ({1}{G}) with two Forests of its caster's, under a {1} tax on the spells of
    the relic's controller ("you"), of that player's opponents, or of each player."""
    text = f'''[scenario]
turn = "{caster}"
[[card]]
name = "Tax Relic (test card)"
types = ["artifact"]
[[card.static]]
ability = "Spells cost {{1}} more to cast."
cost_change = {{ more = 1, players = "{players}" }}
[[object]]
id = "relic"
card = "Tax Relic (test card)"
[[object]]
id = "forest-1"
card = "Forest"
controller = "{caster}"
[[object]]
id = "forest-2"
card = "Forest"
controller = "{caster}"
[[object]]
id = "cub"
card = "Grizzly Bears"
zone = "hand"
owner = "{caster}"
[[event]]
turn = "{caster}"
'''
    assert claim_verdict(write_model, text, "can_cast(cub)") == expected


CLONED = '''[scenario]
turn = "you"
[[object]]
id = "thalia"
card = "Thalia, Guardian of Thraben"
[[object]]
id = "clone"
card = "Clone"
controller = "opponent"
[[object]]
id = "stone"
card = "Millstone"
zone = "hand"
''' + "".join(f'[[object]]\nid = "wastes-{i}"\ncard = "Wastes"\n' for i in range(4)) + '''
[[event]]
turn = "you"
label = "alone"
[[event]]
enters = "clone"
as_copy_of = "thalia"
label = "cloned"
'''


@pytest.mark.parametrize("at, expected", [("alone", "proved"), ("cloned", "refuted")])
def test_a_copy_of_a_cost_changer_changes_costs_too(at, expected, write_model):
    """A Clone that copies Thalia has her ability (707.2), and each instance taxes (601.2f):
    Millstone ({2}) costs {3} with Thalia, which three untapped Wastes pay; with her copy too
    it costs {4}, more than they make.  (The Clone is the opponent's: two Thalias under one player would meet
    the legend rule, 704.5j, and one of them go.)"""
    text = CLONED + '[[event]]\ntap = "wastes-0"\nlabel = "three"\n'
    if at == "alone":  # (three Wastes untapped before the Clone enters)
        text = text.replace('[[event]]\nturn = "you"\nlabel = "alone"\n',
                            '[[event]]\nturn = "you"\n[[event]]\ntap = "wastes-0"\nlabel = "alone"\n')
        text = text.replace('[[event]]\ntap = "wastes-0"\nlabel = "three"\n', '')
    assert claim_verdict(write_model, text, "can_cast(stone)", at="three" if at == "cloned" else at) == expected
