"""Activated abilities as events of a history (602): `[[ability]]` and `activate = "id"`.
Activating pays the cost at once (602.2b): {T} taps the source and {Q} untaps it (107.5,
107.6, with summoning sickness, 302.6), counters come off it (122.8), life is paid
(119.4), mana comes from the permanents its controller chooses to tap (601.2g-h); the
ability waits on the stack (405) until it resolves, beginning its effects (608.2c,
613.7b); "activate only once each turn" counts the history's activations (602.5b).
What the model does not follow is refused with its line."""
import pytest

from conftest import MODELS, claim_verdict
from verifier.errors import ModelError
from verifier.load.loader import load_scenario
from verifier.query import possible_histories

PUMP = "Sage gets +1/+1 until end of turn."
TAP = "{1}, {T}: " + PUMP
CHARGE = "Remove a charge counter from Sage: " + PUMP
LIFE = "Pay 2 life: " + PUMP + " Activate only once each turn."
UNTAP = "{Q}: " + PUMP

BOARD = '''
[scenario]
turn = "{turn}"

[[object]]
id = "sage"
name = "Sage"
types = ["creature"]
power = 1
toughness = 1
abilities = ["{ability}"]
counters = {{ charge = 1 }}
{sage}
[[object]]
id = "forest"
card = "Forest"

[[object]]
id = "wastes"
card = "Wastes"

[[effect]]
id = "pump"
targets = ["sage"]
layer7c = {{ power = 1, toughness = 1 }}
until = "end of turn"

[[ability]]
id = "use"
source = "sage"
ability = "{ability}"
effects = ["pump"]
'''


def board(ability: str, events: str, sage: str = "") -> str:
    return BOARD.format(turn="you", ability=ability, sage=sage) + events


ACTIVATE = '\n[[event]]\nactivate = "use"\nlabel = "a"\n'
RESOLVE = '\n[[event]]\nresolves = "use"\nlabel = "r"\n'


@pytest.mark.parametrize("ability, events, expr, at, expected", [
    # {T} taps it; {1} is paid by tapping a land for mana, either one, or both (601.2g: more than needed)
    (TAP, ACTIVATE, "is_tapped(sage)", "a", "proved"),
    (TAP, ACTIVATE, "is_tapped(forest) or is_tapped(wastes)", "a", "proved"),
    (TAP, ACTIVATE, "is_tapped(forest) != is_tapped(wastes)", "a", "refuted"),
    # it waits on the stack: the effect begins as it resolves (608.2c), not before
    (TAP, ACTIVATE, "power(sage) == 1", "a", "proved"),
    (TAP, ACTIVATE + RESOLVE, "power(sage) == 2", "r", "proved"),
    # {Q} untaps it: only a tapped permanent pays it (107.6)
    (UNTAP, '\n[[event]]\ntap = "sage"\n' + ACTIVATE, "not is_tapped(sage)", "a", "proved"),
    # counters removed from it as the cost (122.8), life paid (119.4)
    (CHARGE, ACTIVATE, "counters(sage, 'charge') == 0", "a", "proved"),
    (LIFE, ACTIVATE, "life('you') == 18 and life('opponent') == 20", "a", "proved"),
    # once each turn: the history's own activation counts (602.5b), until the next turn
    (LIFE, ACTIVATE, f"can_activate(sage, '{LIFE}')", "a", "refuted"),
    (LIFE, ACTIVATE + RESOLVE + '\n[[event]]\nturn = "opponent"\n[[event]]\nturn = "you"\nlabel = "t"\n',
     f"can_activate(sage, '{LIFE}')", "t", "proved"),
])
def test_activating_pays_the_cost_and_uses_the_stack(ability, events, expr, at, expected, write_model):
    assert claim_verdict(write_model, board(ability, events), expr, at=at) == expected


@pytest.mark.parametrize("ability, events, sage, message", [
    # 302.6: a creature not under its controller's control since the turn began can't pay {T}
    (TAP, ACTIVATE, "since_turn_began = false\n", "can't pay {T}"),
    # 107.5: {T} of a tapped permanent can't be paid
    (TAP, '\n[[event]]\ntap = "sage"\n' + ACTIVATE, "", "can't pay {T}"),
    # 118.3: not enough counters to remove
    (CHARGE, ACTIVATE + RESOLVE + ACTIVATE.replace('label = "a"', ""), "", "counters or life"),
    # 602.5b: a second activation the same turn
    (LIFE, ACTIVATE + RESOLVE + ACTIVATE.replace('label = "a"', ""), "", "as its text restricts"),
    # 500.2: the turn can't end while it waits on the stack
    (TAP, ACTIVATE + '\n[[event]]\nturn = "opponent"\n', "", "still on the stack"),
])
def test_an_activation_the_rules_forbid_is_refused(ability, events, sage, message, write_model):
    with pytest.raises(ModelError) as err:
        possible_histories(load_scenario(write_model(board(ability, events, sage=sage))))
    assert message in str(err.value) and err.value.line > 0, str(err.value)


def test_a_sacrifice_in_the_cost_puts_it_into_the_graveyard_as_it_is_activated(write_model):
    """701.21a, 602.2b: sacrificed as the cost is paid, before anything else happens; the ability
    still resolves (113.7a), its effect beginning then (608.2c) for what it affects."""
    text = board("Sacrifice this creature: Each Bears gets +1/+1 until end of turn.", ACTIVATE + RESOLVE).replace(
        'targets = ["sage"]', 'targets = ["bears"]') + '\n[[object]]\nid = "bears"\ncard = "Grizzly Bears"\n'
    assert claim_verdict(write_model, text, "not on_battlefield(sage) and in_zone(sage, 'graveyard') and "
                                            "power(bears) == 2", at="a") == "proved"
    assert claim_verdict(write_model, text, "in_zone(sage, 'graveyard') and power(bears) == 3", at="r") == "proved"
    twice = text.replace(RESOLVE, RESOLVE + ACTIVATE.replace('label = "a"', ""))
    with pytest.raises(ModelError) as err:
        load_scenario(write_model(twice))
    assert "leaves twice" in str(err.value)


@pytest.mark.parametrize("ability, extra, message", [
    ("Tap an untapped creature you control: " + PUMP, "", "is not modelled"),
    ("{T}: Target player draws a card.", "", "one word target, for permanents"),
    ("{T}: Untap up to one target creature.", "", "name them with untaps"),
    ("{T}: Add {G}.", "", "mana ability does not use the stack"),
    ("{1}: " + PUMP + " Activate only during your upkeep.", "", "is not modelled (602.5b)"),
    (TAP, '[[object]]\nid = "totem"\nname = "Totem"\ntypes = ["artifact"]\n'
          'abilities = ["Activated abilities of creatures can\'t be activated."]\n', "changes what"),
    # 101.2: "can't ... activate" in any wording (Grand Abolisher); 119.8: life that can't be paid
    (TAP, '[[object]]\nid = "abolisher"\nname = "Abolisher"\ntypes = ["creature"]\ncontroller = "opponent"\n'
          'abilities = ["During your turn, your opponents can\'t cast spells or activate abilities of creatures."]\n',
     "changes what"),
    (LIFE, '[[object]]\nid = "emperion"\nname = "Emperion"\ntypes = ["artifact"]\n'
           'abilities = ["Your life total can\'t change."]\n', "changes what"),
    # 605.1a: a mana ability however worded, never on the stack
    ("{2}, {T}: Choose a color. Add an amount of mana of that color equal to your devotion to that color.", "",
     "mana ability does not use the stack"),
    # counters removed from another permanent: not its own
    ("Remove a charge counter from Forest: " + PUMP, "", "is not modelled"),
])
def test_what_the_model_does_not_follow_is_refused(ability, extra, message, write_model):
    with pytest.raises(ModelError) as err:
        load_scenario(write_model(board(ability, ACTIVATE) + extra))
    assert message in str(err.value) and err.value.line > 0, str(err.value)


def test_a_resolution_whose_effects_are_not_given_is_refused(write_model):
    """What the ability does as it resolves must be said: an empty list if nothing the model
    follows, never silently nothing."""
    text = board(TAP, ACTIVATE + RESOLVE).replace('effects = ["pump"]\n', '')
    with pytest.raises(ModelError) as err:
        load_scenario(write_model(text))
    assert "is not given" in str(err.value)


def test_search_finds_the_shortest_line_of_activations():
    """`verifier search` adds activations and their resolutions: the Factory that entered this
    turn can't tap for mana once its animation has resolved (302.6), two events; resolving
    before activating is impossible (405.5)."""
    from verifier.search import shortest_refutation
    sc = load_scenario(MODELS / "scenarios" / "activation_search_mishras_factory.toml")
    found, tried = shortest_refutation(sc, sc.claims[0])
    assert [(e.kind, e.what) for e in found.events] == [("activate", "animate"), ("resolves", "animate")]
    assert found.result.verdict.value == "refuted" and tried > 2


@pytest.mark.parametrize("change, message", [
    # 109.5, 608.2: the effect is controlled by who activated the ability ("until your next turn" reads it)
    ('id = "pump"\n', 'is controlled by who activated the ability'),
    # 608.2c: a card's resolved effect of another ability is not this ability's
    ('id = "pump"\ncard = "Giant Growth"\n', "not this ability's"),
])
def test_an_effect_not_the_abilitys_is_refused(change, message, write_model):
    text = board(TAP, ACTIVATE)
    if "card" in change:
        text = text.replace('layer7c = { power = 1, toughness = 1 }\nuntil = "end of turn"\n', '')
    else:
        text = text.replace('[[object]]\nid = "forest"', '[[object]]\nid = "forest"\ncontroller = "opponent"').replace(
            'name = "Sage"\n', 'name = "Sage"\ncontroller = "opponent"\n')
    with pytest.raises(ModelError) as err:
        load_scenario(write_model(text.replace('id = "pump"\n', change)))
    assert message in str(err.value) and err.value.line > 0, str(err.value)


def test_an_ability_of_a_card_in_a_zone_is_refused(write_model):
    """An ability that works from a graveyard (Reassembling Skeleton's) is not activated from the
    battlefield: refused as not modelled, not answered as an impossible history (113.6)."""
    animate = "{1}: This land becomes a 2/2 Assembly-Worker artifact creature until end of turn. It's still a land"
    text = f'''[scenario]
turn = "you"
[[object]]
id = "factory"
card = "Mishra's Factory"
zone = "graveyard"
[[ability]]
id = "use"
source = "factory"
ability = "{animate}"
effects = []
''' + ACTIVATE
    with pytest.raises(ModelError) as err:
        load_scenario(write_model(text))
    assert "is a card in a zone" in str(err.value) and err.value.line > 0, str(err.value)


def test_an_ability_without_a_history_is_refused(write_model):
    """Its effects begin only as a history resolves it (608.2c): a board with no events would
    take them as begun before."""
    text = board(TAP, "")
    with pytest.raises(ModelError) as err:
        load_scenario(write_model(text))
    assert "give the scenario its [[event]]s" in str(err.value)


TARGETED = "{1}: Target creature gets +1/+1 until end of turn."
TARGET_BOARD = BOARD + '''
[[object]]
id = "bears"
card = "Grizzly Bears"
{bears}'''
CLOAK = '''
[[effect]]
id = "cloak"
targets = ["bears"]
layer6 = { add_abilities = ["shroud"] }

[[event]]
starts = "cloak"
'''


@pytest.mark.parametrize("bears, events, expr, at, expected", [
    # 601.2c, 608.2c: the effect begins on its target as the ability resolves
    ("", ACTIVATE + RESOLVE, "power(bears) == 3", "r", "proved"),
    ("", ACTIVATE, "power(bears) == 2", "a", "proved"),
    # 608.2b: its only target illegal as it resolves (shroud gained meanwhile): it does not resolve
    ("", ACTIVATE + CLOAK + RESOLVE, "power(bears) == 2", "r", "proved"),
    ("", ACTIVATE + CLOAK + RESOLVE, "power(bears) == 3", "r", "refuted"),
])
def test_a_targeted_ability_resolves_on_its_target(bears, events, expr, at, expected, write_model):
    text = TARGET_BOARD.format(turn="you", ability=TARGETED, sage="", bears=bears).replace(
        'targets = ["sage"]', 'targets = ["bears"]', 1) + events
    assert claim_verdict(write_model, text, expr, at=at) == expected


@pytest.mark.parametrize("ability, bears, target, message", [
    # 702.11b: an opponent's creature with hexproof is no legal target
    (TARGETED, 'controller = "opponent"\nabilities = ["hexproof"]\n', "bears", "not a legal target"),
    # "another target creature": not its source
    ("{1}: Another target creature gets +1/+1 until end of turn.", "", "sage", "not a legal target"),
])
def test_an_illegal_target_is_refused(ability, bears, target, message, write_model):
    text = TARGET_BOARD.format(turn="you", ability=ability, sage="", bears=bears).replace(
        'targets = ["sage"]', f'targets = ["{target}"]', 1) + ACTIVATE
    with pytest.raises(ModelError) as err:
        possible_histories(load_scenario(write_model(text)))
    assert message in str(err.value), str(err.value)
