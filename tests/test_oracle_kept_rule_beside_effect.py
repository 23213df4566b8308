"""A line that states a rule the model follows elsewhere (attacks, blocks, targeting, ...) beside
a continuous effect keeps its text among the card's abilities, whatever the rule: the loader's
guard reads it there (`kept_rules.states_guarded`).  Found by the guard audit: Alpha Authority's
"can't be blocked by more than one creature" was said refused, but its line was dropped (only the
granted hexproof kept), so a history with two blockers was accepted.  Skipped where the `cards`
extra is not installed."""
import pytest

from conftest import claim, generated_card, refused_in_one_line

pytest.importorskip("phase")
pytest.importorskip("mtg")


@pytest.mark.parametrize("name, line", [
    ("Alpha Authority", "Enchanted creature has hexproof and can't be blocked by more than one creature"),  # 509.1b
    ("Aether Tunnel", "Enchanted creature gets +1/+0 and can't be blocked"),  # 509.1b
    ("Shalai, Voice of Plenty", "You, planeswalkers you control, and other creatures you control have hexproof"),
])
def test_the_line_of_a_rule_beside_a_continuous_effect_is_kept(name, line):
    text, card = generated_card(name)
    assert line in card["abilities"] and card["static"], text


BOARD = '''
[[object]]
id = "bears"
card = "Grizzly Bears"

[[object]]
id = "aa"
card = "Alpha Authority"
attached_to = "bears"

[[object]]
id = "b1"
card = "Grizzly Bears"
controller = "opponent"

[[object]]
id = "b2"
card = "Grizzly Bears"
controller = "opponent"

[[event]]
step = "combat"

[[event]]
attacks = "bears"

[[event]]
blocks = "b1"
attacker = "bears"
'''
RULE = "\"Enchanted creature has hexproof and can't be blocked by more than one creature\""


def test_alpha_authority_refuses_a_second_blocker(write_model, run_cli):
    path = write_model(BOARD + '\n[[event]]\nblocks = "b2"\nattacker = "bears"\n' + claim("not on_battlefield(bears)"))
    refused_in_one_line(run_cli, path, 28, f"the ability {RULE} restricts, requires or triggers on blocks")


def test_alpha_authority_refuses_asking_whether_a_second_creature_can_block(write_model, run_cli):
    path = write_model(BOARD + claim("can_block(b2, bears)"))
    code, out, err = run_cli("check", path)
    assert code == 2 and RULE in err, out + err
