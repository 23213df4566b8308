"""Oracle forms of the development half (issue 24, round W5): a static line replacing a permanent's
dying, its destruction or a card's going to a graveyard (614.1a, 700.4, 701.8a: "If a creature you
control that's enchanted would die, return it to its owner's hand instead", "If enchanted land would
be destroyed, instead sacrifice this Aura and ...") is kept by its text with a note
(`verifier/cards/leaving_instead.py`); the model does not follow it, so a history beside it is refused
(`verifier/load/kept_leaving.py`), and so is a board where a state-based action may put a permanent
into a graveyard (`verifier/rules/kept_leaving.py`, 704.3), which also guards the same rule granted
("All Slivers have \"If this permanent would be put into a graveyard, ...\"") and umbra armor
(702.89a).  Skipped where the `cards` extra is absent."""
import pytest

from conftest import claim, generated_card as _generated, trial_body, verdict
from verifier.errors import ModelError

pytest.importorskip("phase")
pytest.importorskip("mtg")

from verifier.cards.table import generate  # noqa: E402

MAGEMARK = "If a creature you control that's enchanted would die, return it to its owner's hand instead"
CRACKLING = ("If enchanted land would be destroyed, instead sacrifice this Aura and that land gains indestructible "
             "until end of turn")


def test_a_dying_replacement_is_kept_by_its_text_with_its_note():
    text, card = _generated("Necromancer's Magemark")
    assert card["abilities"] == ["Enchant creature", MAGEMARK]
    assert card["static"] == [{"ability": "Necromancer's Magemark", "layer7c": {"power": 1, "toughness": 1},
                               "affects": {"types": ["creature"], "controller": "you", "enchanted": True}}]
    assert "replaces a permanent's dying" in text and "704.3" in text


def test_a_destruction_replacement_is_kept_by_its_text_beside_the_aura_s_other_lines():
    text, card = _generated("Crackling Emergence")
    assert card["abilities"] == ["Enchant land you control", CRACKLING]
    assert card["enchant"] == {"types": ["land"], "controller": "you"}
    static = card["static"][0]
    assert static["layer4"] == {"add_types": ["creature"], "add_subtypes": ["Spirit"]}
    assert static["layer7b"] == {"power": 3, "toughness": 3} and static["layer6"] == {"add_abilities": ["haste"]}
    assert "replaces a permanent's dying" in text


def test_a_near_form_stays_refused_naming_its_line():
    # Rayami's replacement is read now; its other line ("The same is true for ...") still refuses the card
    text, refusals = generate("Rayami, First of the Fallen")
    assert text is None
    assert len(refusals) == 1 and "the same is true for" in refusals[0] and "Rayami has flying" in refusals[0]


_MAGEMARK_BOARD = '''[scenario]
name = "Necromancer's Magemark on a bear"

[[object]]
id = "bears"
card = "Grizzly Bears"
{damage}
[[object]]
id = "mark"
card = "Necromancer's Magemark"
attached_to = "bears"
'''


def test_the_magemark_loads_and_pumps_where_nothing_dies(write_model):
    path = write_model(_MAGEMARK_BOARD.format(damage="") + claim("power(bears) == 3 and toughness(bears) == 3"))
    assert verdict(path) == "proved"


def test_the_magemark_refuses_a_board_where_a_creature_dies(write_model):
    # 704.5g: 3 damage on a 3/3 bear destroys it, and the Magemark would return it to its owner's hand instead
    path = write_model(_MAGEMARK_BOARD.format(damage="damage = 3") + claim("not on_battlefield(bears)"))
    with pytest.raises(ModelError, match="replaces a permanent's dying.*bears into a graveyard"):
        verdict(path)


def test_the_magemark_refuses_a_history(write_model):
    path = write_model(_MAGEMARK_BOARD.format(damage="") + '\n[[event]]\nstep = "end"\n' + claim("power(bears) == 3"))
    with pytest.raises(ModelError, match="which a history follows"):
        verdict(path)


_EMERGENCE = '''[scenario]
name = "Crackling Emergence on a Forest"

[[object]]
id = "forest"
card = "Forest"
damage = {damage}

[[object]]
id = "aura"
card = "Crackling Emergence"
attached_to = "forest"
'''


def test_crackling_emergence_loads_and_animates_its_land(write_model):
    path = write_model(_EMERGENCE.format(damage=2) + claim("power(forest) == 3 and has_ability(forest, 'haste')"))
    assert verdict(path) == "proved"


def test_crackling_emergence_ruling_lethal_damage_is_refused(write_model):
    # Crackling Emergence ruling 2022-02-18: its replacement applies where the land would be destroyed by lethal
    # damage: the 3/3 land with 3 damage marked is not shown in its graveyard (704.5g), the board is refused
    path = write_model(_EMERGENCE.format(damage=3) + claim("not on_battlefield(forest)"))
    with pytest.raises(ModelError, match="replaces a permanent's dying.*forest into a graveyard"):
        verdict(path)


def test_a_granted_replacement_and_umbra_armor_are_guarded_too(write_model):
    # Pulmonic Sliver ruling 2021-03-19: the replacement it grants applies to itself too; and umbra armor (702.89a)
    # would keep a bear with lethal damage on the battlefield: neither board is answered as if it died
    sliver = '[scenario]\nname = "s"\n\n[[object]]\nid = "p"\ncard = "Pulmonic Sliver"\ndamage = 3\n'
    with pytest.raises(ModelError, match="would be put into a graveyard.*p into a graveyard"):
        verdict(write_model(sliver + claim("not on_battlefield(p)")))
    umbra = ('[scenario]\nname = "u"\n\n[[object]]\nid = "bears"\ncard = "Grizzly Bears"\ndamage = 6\n\n'
             '[[object]]\nid = "umbra"\ncard = "Boar Umbra"\nattached_to = "bears"\n')
    with pytest.raises(ModelError, match="'umbra armor' replaces"):
        verdict(write_model(umbra + claim("not on_battlefield(bears)")))


@pytest.mark.parametrize("name", ["Necromancer's Magemark", "Crackling Emergence"])
def test_each_card_loads_in_its_trial(write_model, name):
    # the translator's trial scenario (`verifier.cards.trial`: the Aura on its creature or land), nothing dying
    text, _ = _generated(name)
    assert verdict(write_model(trial_body(name, text) + claim("on_battlefield(bear) and on_battlefield(x)"))) == \
        "proved"
