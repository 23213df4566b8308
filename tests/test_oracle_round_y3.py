"""Granted abilities the translator refused (issue 24, round Y3): a granted activated or triggered
ability whose resolution is not read but which changes no characteristic, control or mana (113.1a,
613.1f) kept by its quoted text in the granting card's `not_followed`, as a permanent's own is;
the loader refuses every use of it on whichever object has it (`verifier.load.unread`), the
granted ability's self-references written with that object's name too (201.5).  One that could
change characteristics, control or mana stays refused.  Skipped where the `cards` extra is absent."""
import pytest

from conftest import claim, generated_card, verdict
from verifier.errors import ModelError
from verifier.load.loader import load_scenario

pytest.importorskip("phase")
pytest.importorskip("mtg")

from verifier.cards.table import generate  # noqa: E402

MILL = "{T}: Target player mills X cards, where X is this creature's toughness"
TOKENS = ("{T}: Create X 1/1 red Elemental creature tokens with haste, where X is this creature's power. Exile them "
          "at the beginning of the next end step")
ATTACKS = ("Whenever this creature attacks, you may put a creature card from your hand onto the battlefield. If that "
           "card is an enchantment card, it enters tapped and attacking")


@pytest.mark.parametrize("name, ability, affects", [
    ("Phenax, God of Deception", MILL, {"types": ["creature"], "controller": "you"}),
    ("Elemental Mastery", TOKENS, {"types": ["creature"], "attached": True}),
    ("Summoner's Grimoire", ATTACKS, {"types": ["creature"], "attached": True}),
])
def test_a_granted_ability_not_read_is_kept_by_its_text(name, ability, affects):
    text, card = generated_card(name)
    assert card["not_followed"] == [ability] and not card.get("resolves")
    granting = [s for s in card["static"] if s.get("layer6", {}).get("add_abilities") == [ability]]
    assert len(granting) == 1 and granting[0]["affects"] == affects
    assert f"not followed: what the granted '{ability[:30]}" in text and "on any object that has it" in text
    assert "not followed: Token in" not in text  # (only the note of its keeping, none of the part `resolved` read)


def test_the_grimoire_still_makes_the_creature_a_shaman():
    _, card = generated_card("Summoner's Grimoire")
    assert card["static"][0]["layer4"] == {"add_subtypes": ["Shaman"]}


@pytest.mark.parametrize("name, part", [
    ("Sisay's Ingenuity", "becomes the color of your choice"),  # 613.1e: a colour changed
    ("Shuriken", "gains control of Shuriken"),  # 613.1b: control changed
    ("Diviner's Wand", "gets +1/+1 and gains flying"),  # 613.4c, 613.1f
    ("Idolized", "it gets +X/+X"),
])
def test_a_granted_ability_that_could_change_characteristics_or_control_stays_refused(name, part):
    text, refusals = generate(name)
    assert text is None and refusals[0].startswith("granted ability with an effect on characteristics, control or "
                                                   "mana not translated") and part in refusals[0], refusals


def _phenax(board: str = "") -> str:
    text, _ = generated_card("Phenax, God of Deception")
    return f'{text}\n[scenario]\nturn = "you"\n\n[[object]]\nid = "phenax"\ncard = "Phenax, God of Deception"\n' \
        f'\n[[object]]\nid = "bears"\ncard = "Grizzly Bears"\n{board}'


def _claim(expr: str, expect: str = "proved") -> str:
    """A [[claim]] whose expression quotes an ability with an apostrophe (in double quotes)."""
    return f"\n[[claim]]\nid = \"c\"\nexpr = '''{expr}'''\nexpect = \"{expect}\"\n"


_DEVOTION = '\n[[object]]\nid = "mikaeus"\ncard = "Mikaeus, the Unhallowed"\n' \
    '\n[[object]]\nid = "demon"\ncard = "Grinning Demon"\n'


def test_phenax_grants_itself_the_ability_only_as_a_creature(write_model):
    # Phenax ruling 2013-09-15 (index 10): "If Phenax is a creature, it will grant itself the activated ability";
    # its devotion to blue and black 2 alone (it is no creature, 7 needed), 7 with Mikaeus ({B}{B}{B}) and
    # Grinning Demon ({B}{B})
    has = f'has_ability(phenax, "{MILL}")'
    assert verdict(write_model(_phenax() + _claim(f'has_ability(bears, "{MILL}")'))) == "proved"
    assert verdict(write_model(_phenax() + _claim(has, "refuted"))) == "refuted"
    assert verdict(write_model(_phenax(_DEVOTION) + _claim(f"{has} and has_type(phenax, 'creature')"))) == "proved"


@pytest.mark.parametrize("written", [MILL, MILL.replace("this creature", "Grizzly Bears")])
def test_activating_the_granted_ability_is_refused_on_the_object_that_has_it(write_model, written):
    # (the bears' granted copy, its self-reference written as the bears' name too, 201.5)
    body = _phenax() + f'\n[[ability]]\nid = "mill"\nsource = "bears"\nability = "{written}"\neffects = []\n'
    with pytest.raises(ModelError, match="not_followed"):
        load_scenario(write_model(body + claim("power(bears) == 2")))


def test_can_activate_of_the_granted_ability_is_refused(write_model):
    body = _phenax('\n[[event]]\ntap = "bears"\n') + _claim(f'can_activate(bears, "{MILL}")')
    with pytest.raises(ModelError, match="not_followed"):
        load_scenario(write_model(body))


def test_a_history_past_the_granted_trigger_is_refused(write_model):
    # Summoner's Grimoire's granted "Whenever this creature attacks": an attack with no [[trigger]] table
    # (603.2, 603.3), then a turn begins
    text, _ = generated_card("Summoner's Grimoire")
    body = f'''{text}
[scenario]
turn = "you"

[[object]]
id = "book"
card = "Summoner's Grimoire"
attached_to = "bears"

[[object]]
id = "bears"
card = "Grizzly Bears"

[[event]]
attacks = "bears"

[[event]]
turn = "opponent"
'''
    assert verdict(write_model(body.split("[[event]]")[0] + claim("has_subtype(bears, 'Shaman')"))) == "proved"
    with pytest.raises(ModelError):
        load_scenario(write_model(body + claim("has_subtype(bears, 'Shaman')")))


# --- "hexproof from [quality]" granted (702.11d) -----------------------------------------------------------------------

def test_granted_hexproof_from_a_quality_as_the_line_says_it():
    # Dragonfire Blade: "Equipped creature gets +2/+2 and has hexproof from monocolored."
    _, card = generated_card("Dragonfire Blade")
    assert card["static"] == [{"ability": "Dragonfire Blade", "affects": {"types": ["creature"], "attached": True},
                               "layer7c": {"power": 2, "toughness": 2},
                               "layer6": {"add_abilities": ["Hexproof from monocolored"]}}]


def test_a_cost_reduction_read_as_a_granted_equip_stays_refused():
    # Nahiri: "... equip abilities you activate cost {1} less to activate": no equip ability is granted (601.2f)
    text, refusals = generate("Nahiri, Storm of Stone")
    assert text is None and "modification 'AddKeyword' (equip, with a parameter the line does not show)" in refusals[0]


_BLADE = '''
[scenario]
turn = "you"

[[object]]
id = "blade"
card = "Dragonfire Blade"
attached_to = "bears"

[[object]]
id = "bears"
card = "Grizzly Bears"
'''


def test_the_blade_loads_and_its_creature_has_hexproof_from_monocolored(write_model):
    # 702.11d: the equipped creature has it (the Equipment does not), and gets +2/+2
    text, _ = generated_card("Dragonfire Blade")
    expr = "has_ability(bears, 'Hexproof from monocolored') and power(bears) == 4"
    assert verdict(write_model(text + _BLADE + claim(expr))) == "proved"
    expr = "has_ability(blade, 'Hexproof from monocolored')"
    assert verdict(write_model(text + _BLADE + claim(expr, "refuted"))) == "refuted"
