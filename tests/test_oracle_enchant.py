"""What an Aura may enchant (702.5a, 303.4a) from its "Enchant ..." line: a player (303.4m: then
"enchanted player controls" in its affected set), a subtype left out
("non-Wall creature"), two card types together ("artifact creature"), a supertype ("legendary
creature"), as a filter the loader checks as the Aura enters (303.4i: one it can't enchant is not
attached).  Skipped where the `cards` extra is not installed."""
import pytest

from conftest import claim, verdict

pytest.importorskip("phase")
pytest.importorskip("mtg")

from verifier.cards.table import generate  # noqa: E402


@pytest.mark.parametrize("name, enchant", [
    ("Aggression", {"non_subtypes": ["Wall"], "types": ["creature"]}),
    ("Domineer", {"types": ["artifact", "creature"]}),
])
def test_the_enchant_line_is_a_filter(name, enchant):
    import tomllib
    text, refusals = generate(name)
    assert refusals == [] and tomllib.loads(text)["card"][0]["enchant"] == enchant


WALL = '''
[[card]]
name = "Test Wall"
types = ["creature"]
subtypes = ["Wall"]
power = 0
toughness = 4

[[object]]
id = "wall"
card = "Test Wall"

[[object]]
id = "bear"
card = "Grizzly Bears"

[[object]]
id = "aura"
card = "Aggression"
zone = "hand"

[[event]]
enters = "aura"
to = "{to}"
'''


@pytest.mark.parametrize("to, expr", [
    # 303.4a, 303.4i: a Wall is no legal object for it: it is not attached, and gives nothing
    ("wall", "not has_ability(wall, 'first strike') and not attached(aura, wall)"),
    ("bear", "has_ability(bear, 'first strike') and has_ability(bear, 'trample') and attached(aura, bear)"),
])
def test_an_aura_enters_attached_only_to_what_it_may_enchant(write_model, to, expr):
    text = generate("Aggression")[0] + WALL.format(to=to)
    assert verdict(write_model(text + claim(expr))) == "proved"


CURSE = '''
[[object]]
id = "curse"
card = "Curse of Death's Hold"
attached_to = "{player}"

[[object]]
id = "mine"
card = "Grizzly Bears"

[[object]]
id = "theirs"
card = "Grizzly Bears"
controller = "opponent"
'''


@pytest.mark.parametrize("player, expr", [
    # 702.5a, 303.4m: "enchanted player" is the player it is attached to: what that player controls gets -1/-1
    ("opponent", "power(theirs) == 1 and toughness(theirs) == 1 and power(mine) == 2"),
    ("you", "power(mine) == 1 and power(theirs) == 2"),
])
def test_enchant_player_and_what_the_enchanted_player_controls(write_model, player, expr):
    import tomllib
    text, refusals = generate("Curse of Death's Hold")
    card = tomllib.loads(text)["card"][0]
    assert card["enchant_player"] == "player" and card["static"][0]["affects"]["enchanted_player"] is True
    assert verdict(write_model(text + CURSE.format(player=player) + claim(expr))) == "proved"
