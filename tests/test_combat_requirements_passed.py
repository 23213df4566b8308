"""Requirements to attack or block (508.1d, 509.1c) over a history that passes a declaration
without the creature they name: a declare attackers step passed with no attacks event (the combat
phase ending, its combat damage step, the turn ending: a combat phase lies between a main phase and
the end step, 506.1), or a declare blockers step passed after attackers (508.8) with no blocks
event, is refused with the event's line where an ability requires what the model does not follow
(`verifier/load/combat_requirements.py`).  Found by the guard audit (Bloodrock Cyclops, Canopy Stalker)."""
import pytest

from conftest import claim, refused_in_one_line
from test_casting import events
from test_combat import BEARS, COMBAT, THEIRS, _verdict

CYCLOPS = '[[object]]\nid = "cy"\ncard = "Bloodrock Cyclops"\n'
STALKER = '[[object]]\nid = "stalker"\ncard = "Canopy Stalker"\n'
BERSERKERS = '[[card]]\nname = "Berserkers"\ntypes = ["creature"]\npower = 4\ntoughness = 4\n' \
             'abilities = ["attacks each combat if able"]\n[[object]]\nid = "berserkers"\ncard = "Berserkers"\n'
LURE = '[[card]]\nname = "Lured"\ntypes = ["creature"]\npower = 2\ntoughness = 2\n' \
       'abilities = ["All creatures able to block Lured do so."]\n[[object]]\nid = "lured"\ncard = "Lured"\n'


def _scenario(base: str, tables: list) -> str:
    return '[scenario]\nname = "x"\nturn = "you"\n' + base + events(*tables) + claim("True")


def _last_event_line(text: str) -> int:
    """The line of the last [[event]]'s first key."""
    return text.splitlines().index("[[event]]", max(i for i, s in enumerate(text.splitlines()) if s == "[[event]]")) + 2


REFUSED = {
    # 508.1d: the combat phase ends with the Cyclops home
    "cyclops-combat-ends": (CYCLOPS, [COMBAT, 'step = "end"'], "'This creature attacks each combat if able'"),
    # ... another creature attacks, the Cyclops does not: refused at the attack (verifier.load.combat)
    # the turn ends: its combat phase passed between the main phase and the next turn (506.1)
    "cyclops-turn-ends": (CYCLOPS, ['turn = "opponent"'], "requires attacks (508.1d)"),
    "cyclops-end-step": (CYCLOPS, ['step = "upkeep"', 'step = "end"'], "passes a declare attackers step"),
    # a second main phase comes after a combat phase
    "cyclops-second-main": (CYCLOPS, ['step = "main"'], "requires attacks (508.1d)"),
    # "attacks each combat if able" is followed only in a combat phase the history begins (`step = "combat"`)
    "berserkers-turn-ends": (BERSERKERS, ['turn = "opponent"'], "'attacks each combat if able' requires attacks"),
    # 509.1c: the Stalker attacks, the opponent's Bears could block it, and combat damage comes with no block
    "stalker-damage": (STALKER + THEIRS, [COMBAT, 'attacks = "stalker"', 'step = "combat damage"'],
                       "'This creature must be blocked if able' requires blocks (509.1c)"),
    "stalker-combat-ends": (STALKER + THEIRS, [COMBAT, 'attacks = "stalker"', 'turn = "opponent"'],
                            "passes a declare blockers step"),
    # Lure: all creatures able to block it do so
    "lure": (LURE + THEIRS, [COMBAT, 'attacks = "lured"', 'step = "end"'], "requires blocks (509.1c)"),
}


@pytest.mark.parametrize("case", sorted(REFUSED))
def test_a_history_passing_a_required_declaration_is_refused_with_its_line(case, write_model, run_cli):
    base, tables, message = REFUSED[case]
    text = _scenario(base, tables)
    refused_in_one_line(run_cli, write_model(text), _last_event_line(text), message)


def test_without_the_required_declaration_passed_the_history_is_read(write_model):
    """No declare attackers step passed yet: the beginning of combat (507), an upkeep (503); the
    Stalker attacking, the history ending before blockers are declared (509)."""
    text = CYCLOPS + events(COMBAT + '\nlabel = "c"')
    assert _verdict(write_model, text, "not is_tapped(cy)", "c") == "proved"
    text = CYCLOPS + events('step = "upkeep"', 'step = "draw"', 'step = "main"\nlabel = "m"')
    assert _verdict(write_model, text, "not is_tapped(cy)", "m") == "proved"
    text = STALKER + THEIRS + events(COMBAT, 'attacks = "stalker"\nlabel = "a"')
    assert _verdict(write_model, text, "attacking(stalker) and not blocked(stalker)", "a") == "proved"


def test_with_no_requirement_a_combat_passed_without_attacks_is_read(write_model):
    """The Bears need not attack (508.1): the combat phase and the turn pass, they stay untapped."""
    text = BEARS + THEIRS + events(COMBAT, 'step = "end"\nlabel = "e"', 'turn = "opponent"\nlabel = "t"')
    assert _verdict(write_model, text, "not is_tapped(bears) and not is_tapped(theirs)", "e") == "proved"
    assert _verdict(write_model, text, "not is_tapped(bears)", "t") == "proved"
    text = BEARS + THEIRS + events(COMBAT, 'attacks = "bears"', 'step = "combat damage"\nlabel = "d"')
    assert _verdict(write_model, text, "life('opponent') == 18", "d") == "proved"
