"""Attack and block restrictions and requirements (508.1c-d, 509.1b): "can't attack", "can't block",
"can't attack or block" and "attacks each combat if able", as abilities a creature has or an effect
grants; histories that break them refused with the event's line; a requirement obeyed only where the
creature could attack (Berserkers of Blood Ridge ruling 2010-08-15)."""
import pytest

from conftest import claim
from test_casting import events, refusal
from test_combat import BEARS, COMBAT, THEIRS, _verdict, assert_refused

BERSERKERS = '[[card]]\nname = "Berserkers"\ntypes = ["creature"]\npower = 4\ntoughness = 4\n' \
             'abilities = ["attacks each combat if able"]\n[[object]]\nid = "berserkers"\ncard = "Berserkers"\n'
NEW_BERSERKERS = BERSERKERS.replace('id = "berserkers"', 'id = "new"').replace('[[card]]', '[[card]]', 1)


def _pacified(target: str, restriction: str = "can't attack or block") -> str:
    return f'[[effect]]\nid = "pacifism"\ntargets = ["{target}"]\nlayer6 = {{ add_abilities = ["{restriction}"] }}\n'


IMPOSSIBLE = {
    # 508.1c: a restriction on attacking
    "cant-attack": (BEARS + _pacified("bears"), [COMBAT, 'attacks = "bears"'], "'bears' can't attack (508.1c)"),
    # 509.1b: a restriction on blocking
    "cant-block": (BEARS + THEIRS + _pacified("theirs", "can't block"),
                   [COMBAT, 'attacks = "bears"', 'blocks = "theirs"\nattacker = "bears"'], "'theirs' can't block"),
    # 508.1d: the requirement, where the creature could attack: with another attacker, and with none
    "left-home": (BEARS + BERSERKERS, [COMBAT, 'attacks = "bears"', 'step = "combat damage"'],
                  "attacks each combat if able and could attack"),
    "nobody-attacks": (BERSERKERS, [COMBAT, 'step = "end"'], "attacks each combat if able and could attack"),
}


@pytest.mark.parametrize("case", sorted(IMPOSSIBLE))
def test_broken_restrictions_and_requirements_are_refused_with_their_line(case, write_model):
    assert_refused(write_model, *IMPOSSIBLE[case])


def test_a_requirement_binds_only_a_creature_that_could_attack(write_model):
    """Berserkers of Blood Ridge ruling 2010-08-15 (508.1d): tapped, under a "can't attack" effect or
    summoning sick, it does not attack, and the declaration without it is legal."""
    tapped = BEARS + BERSERKERS + events('tap = "berserkers"', COMBAT, 'attacks = "bears"\nlabel = "a"',
                                         'step = "combat damage"\nlabel = "d"')
    assert _verdict(write_model, tapped, "not attacking(berserkers) and life('opponent') == 18", "d") == "proved"
    pacified = BEARS + BERSERKERS + _pacified("berserkers", "can't attack") + \
        events(COMBAT, 'attacks = "bears"', 'step = "combat damage"\nlabel = "d"')
    assert _verdict(write_model, pacified, "not can_attack(berserkers) and life('opponent') == 18", "d") == "proved"
    sick = BEARS + NEW_BERSERKERS + events('enters = "new"', COMBAT, 'attacks = "bears"', 'step = "combat damage"',
                                                 'step = "end"\nlabel = "e"')
    assert _verdict(write_model, sick, "not attacking(new)", "e") == "proved"


def test_can_attack_and_can_block_read_the_restrictions(write_model):
    """508.1c, 509.1b: the claims see a creature that can't attack or can't block."""
    text = BEARS + THEIRS + _pacified("theirs") + events('starts = "pacifism"\nlabel = "p"', COMBAT,
                                                         'attacks = "bears"\nlabel = "a"')
    assert _verdict(write_model, text, "not can_block(theirs, bears)", "a") == "proved"
    text = BEARS + _pacified("bears", "can't attack") + events('step = "main"\nlabel = "m"')
    assert _verdict(write_model, text, "not can_attack(bears)", "m") == "proved"


def _evasive(ability: str, name: str = "Evader") -> str:
    return f'[[card]]\nname = "{name}"\ntypes = ["creature"]\npower = 2\ntoughness = 2\nabilities = ["{ability}"]\n'


OTHER = THEIRS.replace('id = "theirs"', 'id = "other"')
SWAMP = '[[object]]\nid = "swamp"\ncard = "Swamp"\ncontroller = "opponent"\n'
EVASION = {
    # 702.111b: menace, blocked by exactly one creature as the declaration closes
    "menace": (_evasive("menace") + '[[object]]\nid = "bears"\ncard = "Evader"\n' + THEIRS + OTHER,
               ['blocks = "theirs"\nattacker = "bears"', 'step = "combat damage"'], "has menace"),
    # 702.14c: swampwalk while the defending player controls a Swamp
    "landwalk": (_evasive("swampwalk") + '[[object]]\nid = "bears"\ncard = "Evader"\n' + THEIRS + SWAMP,
                 ['blocks = "theirs"\nattacker = "bears"'], "has swampwalk"),
    # 509.1b: a blocker that can block only creatures with flying
    "only-fliers": (BEARS + _evasive("can block only creatures with flying", "Wall") +
                    '[[object]]\nid = "theirs"\ncard = "Wall"\ncontroller = "opponent"\n',
                    ['blocks = "theirs"\nattacker = "bears"'], "can block only creatures with flying"),
}


@pytest.mark.parametrize("case", sorted(EVASION))
def test_evasion_is_refused_with_its_line(case, write_model):
    base, tables, reason = EVASION[case]
    err = refusal(write_model, '[scenario]\nname = "x"\nturn = "you"\n' + base +
                  events(COMBAT, 'attacks = "bears"', *tables) + claim("True"))
    assert reason in err.message and err.line > 0


def test_what_evasion_allows(write_model):
    """702.111b: menace blocked by two creatures; 702.14c: swampwalk with no Swamp on the defending
    side (the attacker's own Swamp does not count)."""
    text = _evasive("menace") + '[[object]]\nid = "bears"\ncard = "Evader"\n' + THEIRS + OTHER + \
        events(COMBAT, 'attacks = "bears"', 'blocks = "theirs"\nattacker = "bears"',
               'blocks = "other"\nattacker = "bears"', 'step = "combat damage"\nlabel = "d"')
    assert _verdict(write_model, text, "not on_battlefield(bears) and life('opponent') == 20", "d") == "proved"
    text = _evasive("swampwalk") + '[[object]]\nid = "bears"\ncard = "Evader"\n' + THEIRS + \
        SWAMP.replace('controller = "opponent"\n', '') + \
        events(COMBAT, 'attacks = "bears"\nlabel = "a"', 'blocks = "theirs"\nattacker = "bears"\nlabel = "b"')
    assert _verdict(write_model, text, "blocked(bears)", "b") == "proved"
    assert _verdict(write_model, text, "can_block(theirs, bears)", "a") == "proved"
