"""An event that attaches an Aura or Equipment (an `attach`, equip's, an Aura entering attached)
is refused with its line where an ability of the scenario limits what may become attached to
what, which the model keeps by its text and does not follow: Anti-Magic Aura's "can't be
enchanted by other Auras" (303.4c, 303.4j, 701.3b), "can't be equipped", protection (702.16c-d) but
from a quality read beside an `attach` event that is not equip's (followed: the Aura does not move)
(`verifier/load/attachments.py`).  Found by the guard audit: Dead Weight moved onto the
Anti-Magic-enchanted creature was proved attached."""
import pytest

from conftest import claim, refused_in_one_line

BOARD = '''
[[card]]
name = "Test Wall"
types = ["creature"]
power = 0
toughness = 4
abilities = [{ability}]

[[object]]
id = "wall"
card = "Test Wall"

[[object]]
id = "wall2"
card = "Test Wall"

[[object]]
id = "dw"
card = "Dead Weight"
attached_to = "wall2"

[[object]]
id = "bs"
card = "Bonesplitter"

[[event]]
turn = "you"

[[event]]
{event}
'''
MOVES = 'attach = "dw"\nto = "wall"'
EQUIPS = 'attach = "bs"\nto = "wall"\nequip = true'


@pytest.mark.parametrize("ability, event", [
    ('"This creature can\'t be enchanted"', MOVES),
    ('"This creature can\'t be equipped"', EQUIPS),
    ('"protection from artifacts"', EQUIPS),  # 702.16d
    ('"This creature can\'t be the target of abilities"', EQUIPS),  # 702.6a: equip targets (115.4)
])
def test_an_attach_beside_a_rule_on_attaching_is_refused_with_its_line(write_model, run_cli, ability, event):
    path = write_model(BOARD.format(ability=ability, event=event) + claim("attached(dw, wall) or attached(bs, wall)"))
    refused_in_one_line(run_cli, path, 30, "changes what can become attached to what")


def test_protection_keeps_an_aura_with_its_quality_where_it_is(write_model, run_cli):
    """702.16c, 701.3b: Dead Weight, black, can't become attached to a creature with protection from black: the
    attach moves nothing; to one with protection from white it moves (and the Wall is a -2/2)."""
    shielded = BOARD.format(ability='"defender"', event=MOVES).replace(
        'id = "wall"\ncard = "Test Wall"\n', 'id = "wall"\ncard = "Test Wall"\nabilities = ["protection from black"]\n')
    path = write_model(shielded + claim("attached(dw, wall2) and not attached(dw, wall) and toughness(wall) == 4"))
    code, out, err = run_cli("check", path)
    assert code == 0 and "proved (expected proved) ok" in out, out + err
    # (704.5m, 702.16c: attached to a creature with protection from black as the history begins, it goes at once)
    path = write_model(BOARD.format(ability='"protection from black"', event=MOVES) + claim("True"), "b.toml")
    code, out, err = run_cli("check", path)
    assert code == 2 and "'dw' is not on the battlefield then" in err, out + err
    path = write_model(BOARD.format(ability='"protection from white"', event=MOVES) +
                       claim("attached(dw, wall) and toughness(wall) == 2"), "w.toml")
    code, out, err = run_cli("check", path)
    assert code == 0 and "proved (expected proved) ok" in out, out + err


def test_without_one_the_attach_is_followed(write_model, run_cli):
    path = write_model(BOARD.format(ability='"defender"', event=MOVES) + claim("attached(dw, wall) and toughness(wall) == 2"))
    code, out, err = run_cli("check", path)
    assert code == 0 and "proved (expected proved) ok" in out, out + err


AURA_ENTERS = '''
[[card]]
name = "Test Wall"
types = ["creature"]
power = 0
toughness = 4
abilities = ["protection from black"]

[[object]]
id = "wall"
card = "Test Wall"

[[object]]
id = "dw"
card = "Dead Weight"
zone = "hand"

[[event]]
enters = "dw"
to = "wall"
'''


def test_an_aura_entering_attached_beside_protection_is_refused(write_model, run_cli):
    path = write_model(AURA_ENTERS + claim("attached(dw, wall)"))
    refused_in_one_line(run_cli, path, 19, "the history attaches 'dw' as it enters")


ANTI_MAGIC = '''
[[object]]
id = "craw"
card = "Craw Wurm"

[[object]]
id = "ama"
card = "Anti-Magic Aura"
attached_to = "craw"

[[object]]
id = "wurm2"
card = "Craw Wurm"

[[object]]
id = "dw"
card = "Dead Weight"
attached_to = "wurm2"

[[event]]
attach = "dw"
to = "craw"
'''


def test_anti_magic_aura_refuses_moving_dead_weight_onto_its_creature(write_model, run_cli):
    pytest.importorskip("phase")
    pytest.importorskip("mtg")
    path = write_model(ANTI_MAGIC + claim("attached(dw, craw) and power(craw) == 4"))
    refused_in_one_line(run_cli, path, 21, "\"Enchanted creature can't be the target of spells and can't be enchanted "
                                           "by other Auras\" changes what can become attached to what")


def test_anti_magic_aura_note_names_the_attaching_refusal():
    pytest.importorskip("phase")
    pytest.importorskip("mtg")
    from conftest import generated_card
    text, card = generated_card("Anti-Magic Aura")
    assert "what can become attached to it (701.3b): the loader refuses casting and activating, and attaching" in text
    assert "Enchanted creature can't be the target of spells and can't be enchanted by other Auras" in card["abilities"]


def test_equip_cannot_target_a_creature_with_shroud(write_model, run_cli):
    # 702.6a, 702.18a: equip targets, and a creature with shroud can't be targeted, its controller's aside
    path = write_model(BOARD.format(ability='"shroud"', event=EQUIPS) + claim("attached(bs, wall)"))
    code, out, err = run_cli("check", path)
    assert code == 2 and "'wall' has shroud then: equip can't target it (702.6a, 702.18a)" in err, out + err
    hexproof = write_model(BOARD.format(ability='"hexproof"', event=EQUIPS) + claim("attached(bs, wall)"), "h.toml")
    code, out, err = run_cli("check", hexproof)  # 702.11b: hexproof stops only an opponent's targeting
    assert code == 0 and "proved (expected proved) ok" in out, out + err
