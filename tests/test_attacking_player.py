""""Creatures attacking you" (506.2, 508.1b): an attacking creature attacking that player, not a planeswalker
(or battle) of theirs; `attacking_player` in an affected set, refused where a creature stated attacking may
be attacking a planeswalker instead (`verifier.load.attacking_player`).  Ghostly Prison's ruling (2014-02-01:
a creature that can't attack you can still attack a planeswalker you control) tells the two apart."""
import itertools

import pytest

from conftest import claim, verdict
from verifier.errors import ModelError
from verifier.load.loader import load_scenario

_WINDOW = '''[scenario]
name = "t"

[[card]]
name = "Test Window"
mana_cost = "{3}"
types = ["artifact"]
abilities = ["Creatures attacking you get -1/-0."]

[[card.static]]
ability = "Creatures attacking you get -1/-0."
affects = { types = ["creature"], attacking_player = "%s" }
layer7c = { power = -1 }

[[object]]
id = "window"
card = "Test Window"

[[object]]
id = "ogre"
card = "Gray Ogre"
controller = "%s"
%s'''
_WALKER = '''
[[card]]
name = "Test Walker"
mana_cost = "{3}"
types = ["planeswalker"]
loyalty = 3

[[object]]
id = "walker"
card = "Test Walker"
'''


def _shrinks(player: str, controller: str, attacking: bool) -> bool:
    # the reference, apart from the verifier: two players (506.2), so a creature attacking `player` is an attacking
    # creature of the other one, with nothing but that player to attack here (508.1b)
    return attacking and controller != player


@pytest.mark.parametrize("player,controller,attacking",
                         list(itertools.product(["you", "opponent"], ["you", "opponent"], [True, False])))
def test_attacking_player_against_the_reference(write_model, player, controller, attacking):
    text = _WINDOW % (player, controller, "attacking = true\n" if attacking else "")
    power = 1 if _shrinks(player, controller, attacking) else 2
    assert verdict(write_model(text + claim(f"power(ogre) == {power}"))) == "proved"


def test_beside_your_planeswalker_attacking_you_is_refused(write_model):
    # on main "creatures attacking you" read "attacking, the opponent's": the Ogre was proved 1/2 though it may be
    # attacking the planeswalker (508.1b), which Boarded Window does not shrink
    text = _WINDOW % ("you", "opponent", "attacking = true\n") + _WALKER + claim("power(ogre) == 1")
    with pytest.raises(ModelError, match=r"attacking_player, 506.2\), beside 'walker'"):
        load_scenario(write_model(text))


def test_beside_attacks_events_it_is_refused_as_attacking_is(write_model):
    text = _WINDOW % ("you", "you", "") + \
        '\n[[event]]\nturn = "you"\n\n[[event]]\nstep = "combat"\n\n[[event]]\nattacks = "ogre"\n' + \
        claim("power(ogre) == 2")
    with pytest.raises(ModelError, match="reads whether a creature is attacking"):
        load_scenario(write_model(text))
