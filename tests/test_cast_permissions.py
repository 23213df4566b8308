"""Casting from another zone than a hand (601.3) is not modelled: the model casts a card only
from its owner's hand (601.2a), so beside an ability that lets a card be cast from a graveyard,
exile or the top of a library, `can_cast` of a card that may be there and a history's cast of it
are refused with the ability, not answered "no" (`verifier/load/cast_permissions.py`).  Found by
the guard audit (tests/golden/guard_audit.md: Gravecrawler, Squee, Augur of Autumn, Vizier)."""
import importlib.util

import pytest

from conftest import claim, verdict
from verifier.errors import ModelError
from verifier.load.loader import load_scenario

# the cards as their Oracle text generates them (verifier.cards.table), with a mana cost to pay
GRAVECRAWLER = '''
[[card]]
name = "Gravecrawler"
mana_cost = "{B}"
types = ["creature"]
subtypes = ["Zombie"]
power = 2
toughness = 1
abilities = ["This creature can't block", "You may cast this card from your graveyard as long as you control a Zombie"]

[[object]]
id = "x"
card = "Gravecrawler"
zone = "graveyard"

[[object]]
id = "zombie"
card = "Gravecrawler"

[[object]]
id = "land"
card = "Swamp"
'''
SQUEE = '''
[[card]]
name = "Squee, the Immortal"
mana_cost = "{1}{R}{R}"
types = ["creature"]
supertypes = ["legendary"]
subtypes = ["Goblin"]
power = 2
toughness = 1
abilities = ["You may cast this card from your graveyard or from exile"]

[[object]]
id = "x"
card = "Squee, the Immortal"
zone = "exile"
'''
THINK_TWICE = '''
[[card]]
name = "Think Twice"
mana_cost = "{1}{U}"
types = ["instant"]
abilities = ["Draw a card", "flashback {2}{U}"]

[[object]]
id = "x"
card = "Think Twice"
zone = "graveyard"
'''
BEARS_ON_TOP = '''
[[object]]
id = "x"
card = "Grizzly Bears"
zone = "library"
'''
FUTURE_SIGHT = BEARS_ON_TOP + '''
[[card]]
name = "Future Sight"
mana_cost = "{2}{U}{U}{U}"
types = ["enchantment"]
abilities = ["Play with the top card of your library revealed", "You may play lands and cast spells from the top of your library"]

[[object]]
id = "sight"
card = "Future Sight"
'''
ESCAPE = '''
[[card]]
name = "Test Typhon"
mana_cost = "{2}{G}{G}"
types = ["creature"]
power = 4
toughness = 4
abilities = ["escape—{5}{G}{G}, Exile four other cards from your graveyard"]

[[object]]
id = "x"
card = "Test Typhon"
zone = "graveyard"
'''
MOUNTAINS = ''.join(f'\n[[object]]\nid = "m{i}"\ncard = "Mountain"\n' for i in range(3))
TURN = '\n[[event]]\nturn = "you"\n'


@pytest.mark.parametrize("text, ability", [
    (GRAVECRAWLER, "You may cast this card from your graveyard as long as you control a Zombie"),
    (SQUEE + MOUNTAINS, "You may cast this card from your graveyard or from exile"),
    (FUTURE_SIGHT, "You may play lands and cast spells from the top of your library"),
    (ESCAPE, "escape—{5}{G}{G}"),
], ids=["Gravecrawler", "Squee, the Immortal", "Future Sight", "escape"])
@pytest.mark.parametrize("expr", ["can_cast(x)", "not can_cast(x)"])
def test_can_cast_beside_a_permission_is_refused(write_model, text, ability, expr):
    path = write_model(text + TURN + claim(expr))
    with pytest.raises(ModelError) as err:
        load_scenario(path)
    assert ability in err.value.message and "601.3" in err.value.message and err.value.line > 0


def test_flashback_refuses_casting_beside_it(write_model):
    # Think Twice's flashback (702.34a) lets only it be cast from a graveyard; a claim can_cast of an
    # instant the history does not cast is refused anyway, and any cast beside flashback is (spells.py)
    path = write_model(THINK_TWICE.replace('id = "x"', 'id = "tt"') + BEARS_ON_TOP.replace("library", "graveyard") +
                       TURN + claim("not can_cast(x)"))
    with pytest.raises(ModelError) as err:
        load_scenario(path)
    assert "flashback {2}{U}" in err.value.message and err.value.line > 0


def test_a_cast_event_beside_a_permission_is_refused(write_model, run_cli):
    path = write_model(SQUEE + MOUNTAINS + TURN + '\n[[event]]\ncast = "x"\n' + claim("not on_battlefield(x)"))
    code, _, err = run_cli("check", path)
    assert code == 2
    assert f"{path}:" in err and "You may cast this card from your graveyard or from exile" in err and "601.3" in err


@pytest.mark.skipif(not all(importlib.util.find_spec(m) for m in ("phase", "mtg")), reason="the cards extra")
@pytest.mark.parametrize("text, ability", [
    (BEARS_ON_TOP.replace("library", "graveyard") + '\n[[object]]\nid = "breach"\ncard = "Underworld Breach"\n',
     "Each nonland card in your graveyard has escape"),
    (BEARS_ON_TOP + '\n[[object]]\nid = "augur"\ncard = "Augur of Autumn"\n',
     "you may cast creature spells from the top of your library"),
], ids=["Underworld Breach", "Augur of Autumn"])
def test_a_generated_card_permission_is_read(write_model, text, ability):
    # (a board in your turn: a turn event would pass an end step, where Underworld Breach is sacrificed, 513.1)
    with pytest.raises(ModelError) as err:
        load_scenario(write_model('[scenario]\nturn = "you"\n' + text + '\n[[event]]\nstep = "main"\n' +
                                  claim("not can_cast(x)")))
    assert ability in err.value.message and "601.3" in err.value.message


@pytest.mark.parametrize("text", [
    # no ability of the scenario lets a card be cast from another zone: the card is not in a hand (601.2a)
    BEARS_ON_TOP.replace("library", "graveyard") + MOUNTAINS,
    # Gravecrawler's permission is its own: it lets no other card be cast from a graveyard
    GRAVECRAWLER.replace('card = "Gravecrawler"\nzone = "graveyard"', 'card = "Grizzly Bears"\nzone = "graveyard"'),
    # a card in its owner's hand that no event moves is cast from there, whatever the permission
    FUTURE_SIGHT.replace('zone = "library"', 'zone = "hand"'),
], ids=["no permission", "another card's own permission", "in a hand"])
def test_without_a_permission_for_it_the_answer_stands(write_model, text):
    assert verdict(write_model(text + TURN + claim("not can_cast(x)"))) == "proved"


def test_a_card_cast_only_from_its_graveyard_is_refused_in_a_hand(write_model):
    # Haakon, Stromgald Scourge: "You may cast this card from your graveyard, but not from anywhere else" (601.3)
    text = '''
[[card]]
name = "Haakon, Stromgald Scourge"
mana_cost = "{1}{B}{B}"
types = ["creature"]
power = 3
toughness = 3
abilities = ["You may cast this card from your graveyard, but not from anywhere else"]

[[object]]
id = "x"
card = "Haakon, Stromgald Scourge"
zone = "hand"
'''
    with pytest.raises(ModelError) as err:
        load_scenario(write_model(text + TURN + claim("not can_cast(x)")))
    assert "but not from anywhere else" in err.value.message and "601.3" in err.value.message


# A land card in exile beside an ability letting exiled cards be played (601.3 for spells, 305.1 for lands: "play"
# is cast or play a land): whether it could be played as a land, and a history's land play of it, are refused as a
# cast is, not answered from the hand alone.
EXILED_FOREST = '''
[[card]]
name = "Exile Impulse Engine"
types = ["artifact"]
abilities = ["Until end of turn, you may play that card"]

[[object]]
id = "engine"
card = "Exile Impulse Engine"

[[object]]
id = "x"
card = "Forest"
zone = "exile"
'''


@pytest.mark.parametrize("expr", ["can_play_land(x)", "not can_play_land(x)"])
def test_can_play_land_beside_a_permission_is_refused(write_model, expr):
    path = write_model(EXILED_FOREST + TURN + claim(expr))
    with pytest.raises(ModelError) as err:
        load_scenario(path)
    assert "Until end of turn, you may play that card" in err.value.message and "305.1" in err.value.message
    assert err.value.line > 0


def test_a_land_play_beside_a_permission_is_refused(write_model, run_cli):
    path = write_model(EXILED_FOREST + TURN + '\n[[event]]\nplay_land = "x"\n' + claim("on_battlefield(x)"))
    code, _, err = run_cli("check", path)
    assert code == 2
    assert f"{path}:" in err and "Until end of turn, you may play that card" in err and "305.1" in err


def test_a_land_in_a_hand_beside_a_permission_is_played(write_model):
    assert verdict(write_model(EXILED_FOREST.replace('zone = "exile"', 'zone = "hand"') + TURN +
                               claim("can_play_land(x)"))) == "proved"
