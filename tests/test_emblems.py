"""Emblems (114, `verifier/load/emblems.py`): the abilities of an emblem work from the command
zone (114.4) on what they affect at each moment (Koth of the Hammer's rulings 1 and 3, in
`emblem_koth_of_the_hammer.toml`); an emblem is no card nor permanent (114.5).  What the model
does not read of one is refused with its line."""
from conftest import claim, claim_verdict, refused_in_one_line

EMBLEM_CARD = '''
[[card]]
name = "Anthem emblem"
emblem = true
EXTRA

[[card.static]]
ability = "Creatures you control get +1/+1."
affects = { types = ["creature"], controller = "you" }
layer7c = { power = 1, toughness = 1 }
'''

BOARD = '''
[[object]]
id = "emblem"
card = "Anthem emblem"
zone = "command"

[[object]]
id = "bears"
card = "Grizzly Bears"

[[object]]
id = "their-bears"
card = "Grizzly Bears"
controller = "opponent"
'''


def test_an_emblem_anthem_works_from_the_command_zone(write_model):
    text = EMBLEM_CARD.replace("EXTRA", "") + BOARD
    assert claim_verdict(write_model, text, "power(bears) == 3 and power('their-bears') == 2") == "proved"
    assert claim_verdict(write_model, text, "power(bears) == 2", expect="refuted") == "refuted"


def test_an_emblem_with_a_type_is_refused(write_model, run_cli):
    text = EMBLEM_CARD.replace("EXTRA", 'types = ["enchantment"]') + BOARD + claim("power(bears) == 3")
    refused_in_one_line(run_cli, write_model(text), 5, "an emblem has no characteristics other than its abilities")


def test_an_emblem_out_of_the_command_zone_is_refused(write_model, run_cli):
    text = EMBLEM_CARD.replace("EXTRA", "") + BOARD.replace('zone = "command"\n', "") + claim("power(bears) == 3")
    refused_in_one_line(run_cli, write_model(text), 14, "it is in the command zone (114.2)")


def test_an_emblem_static_with_a_condition_is_refused(write_model, run_cli):
    card = EMBLEM_CARD.replace("EXTRA", "").replace("layer7c", 'condition = "turn_is_yours"\nlayer7c')
    refused_in_one_line(run_cli, write_model(card + BOARD + claim("power(bears) == 3")), 10,
                        "'condition' on one is not modelled")


def test_an_event_moving_an_emblem_is_refused(write_model, run_cli):
    text = EMBLEM_CARD.replace("EXTRA", "") + BOARD + '[[event]]\nturn = "you"\n\n[[event]]\nmoves = "emblem"\n' \
        'into = "graveyard"\n' + claim("power(bears) == 3")
    refused_in_one_line(run_cli, write_model(text), 28, "it stays in the command zone for the rest of the game")


def test_an_emblem_is_no_permanent_its_own_ability_affects(write_model):
    """114.5 (the audit's probe): "permanents you control ... are artifacts" leaves the emblem alone."""
    text = '''
[[card]]
name = "Artifice emblem"
emblem = true

[[card.static]]
ability = "Permanents you control are artifacts."
affects = { controller = "you" }
layer4 = { add_types = ["artifact"] }

[[object]]
id = "emblem"
card = "Artifice emblem"
zone = "command"

[[object]]
id = "bears"
card = "Grizzly Bears"
'''
    assert claim_verdict(write_model, text, "has_type(bears, 'artifact') and not has_type(emblem, 'artifact')") \
        == "proved"
