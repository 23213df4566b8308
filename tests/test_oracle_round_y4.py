"""Oracle forms of round Y4 (issue 24): rules about players that phase.rs reads as a continuous effect
with no layer part or as a mode the model does not follow, kept by their text where a loader guard
reads those words and refuses the scenario where they would matter (604.1, 611.3a): "defending player
can't cast spells" (101.2, 601.2; the casting guard), "You may spend mana as though it were mana of any color to activate abilities of
creatures you control" (609.4b, for activation costs only; the activation and mana payment guards).
Skipped where the `cards` extra is absent."""
import pytest

from conftest import claim, generated_card, retexted, trial_body, verdict
from verifier.errors import ModelError
from verifier.load.loader import load_scenario

pytest.importorskip("phase")
pytest.importorskip("mtg")

WARDSCALE = "Wardscale Dragon"
CAULDRON, REFRACTOR = "Agatha's Soul Cauldron", "Manascape Refractor"
CAST_RULE = "As long as this creature is attacking, defending player can't cast spells"
SPEND_CREATURES = "You may spend mana as though it were mana of any color to activate abilities of creatures you control"
SPEND_OWN = "You may spend mana as though it were mana of any color to pay the activation costs of this artifact's " \
    "abilities"
TOG = "{0}: Chronatog gets +3/+3 until end of turn."
AT = 'at = "t"'  # (a claim on casting or activating is about a history: at its one turn event)


def _creature(oid, name, *lines):
    """A hand-written 1/2 creature object (no card), with more of its table's lines."""
    return "\n".join(["", "[[object]]", f'id = "{oid}"', f'name = "{name}"', 'types = ["creature"]', "power = 1",
                      "toughness = 2", *lines, ""])


def _turn(whose):
    return f'\n[[event]]\nturn = "{whose}"\nlabel = "t"\n'



def test_a_player_s_casting_rule_is_kept_by_its_text_with_its_guard_named():
    text, card = generated_card(WARDSCALE)
    assert card["abilities"] == ["flying", CAST_RULE] and "static" not in card
    assert "forbids casting spells (101.2, 601.2): the loader refuses a cast" in text


def test_spending_for_activations_is_kept_by_its_text_not_as_a_permission_for_every_cost():
    for name, line in ((CAULDRON, SPEND_CREATURES), (REFRACTOR, SPEND_OWN)):
        text, card = generated_card(name)
        assert line in card["abilities"], card
        assert not any("spend_as_though" in s for s in card.get("static", [])), card  # (no permission for spells)
        assert "not followed: SpendManaAsAnyColor" in text


@pytest.mark.parametrize("name, line, why", [
    # 609.4b under a condition of its own: not the permission's sentence whole, refused, not kept
    (CAULDRON, "As long as you control a Wizard, you may spend mana as though it were mana of any color to activate "
               "abilities of creatures you control.", "continuous effect with no layer part"),
    # a player's rule with more than the forbidding of casting in it ("or play lands", 305.1): no form read
    (WARDSCALE, "As long as this creature is attacking, defending player can't cast spells or play lands.",
     "continuous effect with no layer part"),
    # 702.16k: another player's protection and their permanents': phase.rs reads no ability in it
    ("Gor Muldrak, Amphinologist", "Your opponents and permanents they control have protection from Salamanders.",
     "not translated"),
])
def test_near_forms_stay_refused_naming_their_line(name, line, why):
    t = retexted(name, line)
    assert t.card is None and any(why in r and line[:40] in r for r in t.refusals), t.refusals


def _load(write_model, text):
    return load_scenario(write_model(text))


def test_a_cast_beside_the_casting_rule_is_refused_an_activation_is_not(write_model):
    # Wardscale Dragon ruling 2014-11-24: the defending player can still activate abilities: beside the
    # dragon, an opponent's Chronatog's {0} ability is activatable (the casting rule does not touch it), while
    # whether a spell can be cast is refused, not answered without the rule
    text, _ = generated_card(WARDSCALE)
    tog = _creature("tog", "Chronatog", 'controller = "opponent"', f'abilities = ["{TOG}"]')
    body = trial_body(WARDSCALE, text) + tog + _turn("opponent")
    assert verdict(write_model(body + claim(f"can_activate('tog', '{TOG}') and power(x) == 4", extra=AT))) == "proved"
    cub = '\n[[object]]\nid = "cub"\ncard = "Grizzly Bears"\nzone = "hand"\nowner = "opponent"\n'
    with pytest.raises(ModelError, match="defending player can't cast spells"):
        _load(write_model, body + cub + claim("not can_cast(cub)", extra=AT))


@pytest.mark.parametrize("name, line", [(CAULDRON, SPEND_CREATURES), (REFRACTOR, SPEND_OWN)])
def test_spending_for_activations_refuses_payments_and_activations(write_model, name, line):
    # 609.4b: what pays an activation's cost changes with it; the model does not follow it, so tapping for mana,
    # and whether an ability can be activated, are refused beside the line as it is kept (each card's other
    # line, the activated abilities of other objects, refuses any history already: the line alone here); the
    # generated card itself loads and is on the board
    text, _ = generated_card(name)
    assert verdict(write_model(trial_body(name, text) + claim("on_battlefield(x) and has_type(x, 'artifact')"))) \
        == "proved"
    body = trial_body(name, text).replace(f'card = "{name}"', f'name = "{name}"\ntypes = ["artifact"]\n'
                                                                 f'abilities = ["{line}"]') + _turn("you")
    with pytest.raises(ModelError, match="spend mana as though"):
        _load(write_model, body + claim("can_tap_for_mana(forest)", extra=AT))
    tog = _creature("tog", "Chronatog", f'abilities = ["{TOG}"]')
    with pytest.raises(ModelError, match="spend mana as though"):
        _load(write_model, body + tog + claim(f"can_activate('tog', '{TOG}')", extra=AT))


GOR = "Gor Muldrak, Amphinologist"
SALAMANDER = _creature("newt", "Salamander Scout", 'subtypes = ["Salamander"]', 'controller = "opponent"') + '''
[[event]]
step = "combat"

[[event]]
attacks = "newt"
label = "attacked"
'''


def test_a_player_s_protection_is_kept_by_its_text_beside_the_permanents():
    text, card = generated_card(GOR)
    assert card["abilities"][0] == "You and permanents you control have protection from Salamanders"
    assert card["static"] == [{"ability": GOR, "affects": {"controller": "you"},
                               "layer6": {"add_abilities": ["Protection from Salamanders"]}}]
    assert "not followed: PlayerProtection" in text


def test_a_player_s_protection_stops_no_attack_and_refuses_damage(write_model):
    # 702.16b-f, 702.16k: protection stops targets, attachments, blocks and damage, never an attack on the
    # player who has it: a Salamander attacks you beside Gor Muldrak (the history's attack is answered);
    # its combat damage, which 702.16e would prevent, is refused, not dealt
    text, _ = generated_card(GOR)
    body = trial_body(GOR, text).replace("[scenario]\n", '[scenario]\nturn = "opponent"\n') + SALAMANDER
    assert verdict(write_model(body + claim("attacking(newt)", extra='at = "attacked"'))) == "proved"
    with pytest.raises(ModelError, match="(?i)protection from salamanders"):
        _load(write_model, body + '\n[[event]]\nstep = "combat damage"\n' + claim("attacking(newt)"))
