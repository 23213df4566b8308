"""Aura spells (303.4a, 601.2c, 608.3b-c): cast with `targets = ["x"]`, the object its
enchant ability allows; it resolves into an Aura attached to it, or, the target illegal
then, does not resolve and goes to its owner's graveyard.  Test Shackles is a made-up
Aura: {1}{B}, enchant creature, enchanted creature gets -1/-1."""
from conftest import claim, claim_verdict, refused_in_one_line

BOARD = '''
[scenario]
turn = "you"

[[card]]
name = "Test Shackles"
mana_cost = "{1}{B}"
colors = ["black"]
types = ["enchantment"]
subtypes = ["Aura"]
enchant = { types = ["creature"] }

[[card.static]]
ability = "Enchanted creature gets -1/-1"
affects = { attached = true }
layer7c = { power = -1, toughness = -1 }

[[object]]
id = "swamp"
card = "Swamp"

[[object]]
id = "swamp2"
card = "Swamp"

[[object]]
id = "bears"
card = "Grizzly Bears"
controller = "opponent"
{bears}
[[object]]
id = "forest"
card = "Forest"
controller = "opponent"

[[object]]
id = "shackles"
card = "Test Shackles"
zone = "hand"

[[event]]
cast = "shackles"
{targets}label = "cast"
{between}
[[event]]
resolves = "shackles"
label = "resolved"
'''


def board(bears: str = "", targets: str = 'targets = ["bears"]\n', between: str = "") -> str:
    return BOARD.replace("{bears}", bears).replace("{targets}", targets).replace("{between}", between)


def test_it_enters_attached_to_its_target(write_model):
    assert claim_verdict(write_model, board(), "on_battlefield(shackles) and attached(shackles, bears) and "
                         "power(bears) == 1 and resolved(shackles)", at="resolved") == "proved"


def test_on_the_stack_it_is_attached_to_nothing(write_model):
    assert claim_verdict(write_model, board(), "in_zone(shackles, 'stack') and not on_battlefield(shackles) and "
                         "not attached(shackles, bears) and not attached_to_type(shackles, 'creature') and "
                         "power(bears) == 2 and mana_value(shackles) == 2", at="cast") == "proved"


def test_its_target_gone_it_does_not_resolve(write_model):
    gone = '\n[[event]]\nleaves = "bears"\ninto = "graveyard"\n'
    assert claim_verdict(write_model, board(between=gone), "not on_battlefield(shackles) and not resolved(shackles) "
                         "and in_zone(shackles, 'graveyard')", at="resolved") == "proved"


def test_its_target_gaining_hexproof_it_does_not_resolve(write_model):
    """608.3b, 608.2b: the target is checked as a target again (hexproof, 702.11b), not only as
    what the Aura can enchant (303.4i)."""
    text = board(between='\n[[event]]\nstarts = "ward-off"\n') + '''
[[effect]]
id = "ward-off"
card = "Test Veil"
targets = ["bears"]

[[card]]
name = "Test Veil"
types = ["instant"]

[[card.resolves]]
until = "end of turn"
target = { types = ["creature"] }
layer6 = { add_abilities = ["hexproof"] }
'''
    assert claim_verdict(write_model, text, "not on_battlefield(shackles) and in_zone(shackles, 'graveyard') and "
                         "power(bears) == 2", at="resolved") == "proved"


def test_a_target_it_cant_enchant_is_illegal(write_model, run_cli):
    refused_in_one_line(run_cli, write_model(board(targets='targets = ["forest"]\n') + claim("True")), 41,
                        "a target of 'shackles' is not a legal target as it is cast (601.2c, 115.1)")


def test_a_hexproof_target_of_an_opponent_is_illegal(write_model, run_cli):
    text = board(bears='abilities = ["hexproof"]\n')
    refused_in_one_line(run_cli, write_model(text + claim("True")), 42,
                        "a target of 'shackles' is not a legal target as it is cast (601.2c, 115.1)")


def test_an_aura_spell_needs_its_target(write_model, run_cli):
    refused_in_one_line(run_cli, write_model(board(targets="") + claim("True")), 42,
                        "'shackles' is an Aura spell: it targets what it will enchant (303.4a, 601.2c)")


def test_can_cast_asks_for_some_legal_target(write_model):
    text = board(targets='targets = ["bears"]\n').split("[[event]]")[0] + '[[event]]\ntap = "forest"\nlabel = "now"\n'
    assert claim_verdict(write_model, text, "can_cast(shackles)", at="now") == "proved"
    no_creature = text.replace('card = "Grizzly Bears"', 'card = "Forest"')
    assert claim_verdict(write_model, no_creature, "not can_cast(shackles)", at="now") == "proved"


def test_an_aura_enchanting_a_player_is_refused(write_model, run_cli):
    text = '''
[scenario]
turn = "you"

[[object]]
id = "curse"
card = "Curse of Conformity"
zone = "hand"

[[event]]
cast = "curse"
targets = ["bears"]

[[object]]
id = "bears"
card = "Grizzly Bears"
'''
    refused_in_one_line(run_cli, write_model(text + claim("True")), 11,
                        "'curse' enchants a player (702.5a): an Aura spell targeting a player is not modelled")


def test_a_copy_of_an_aura_spell_is_refused(write_model, run_cli):
    text = board(between='\n[[event]]\ncopy_spell = "shackles"\nas = "copy"\n')
    refused_in_one_line(run_cli, write_model(text + claim("True")), 47,
                        "a copy of the Aura spell 'shackles' (707.10, 608.3b) is not modelled")
