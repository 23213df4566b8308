"""Oracle forms of the development half (issue 24, round R1): "[Ability word — ]Enchanted creature
gets an additional +N/+N as long as C." (Patriarch's Desire, Strange Augmentation), a layer 7c effect
beside the first line's (613.4c: both apply), under a condition the model cannot read, kept as the
scenario's stated fact; the ability word has no rules meaning (207.2c).  Skipped where the `cards`
extra is absent."""
import pytest

from conftest import claim, generated_card, kept_unread, retexted, trial_body, verdict
from reference.ability_word_bonus import power_toughness
from verifier.cards import oracle
from verifier.errors import ModelError
from verifier.load.loader import load_scenario

pytest.importorskip("phase")
pytest.importorskip("mtg")

CARDS = {
    "Patriarch's Desire": ("there are seven or more cards in your graveyard", {"power": 2, "toughness": -2},
                           {"power": 2, "toughness": -2}),
    "Strange Augmentation": ("there are four or more card types among cards in your graveyard",
                             {"power": 1, "toughness": 1}, {"power": 2, "toughness": 2}),
}


@pytest.mark.parametrize("name", sorted(CARDS))
def test_the_additional_bonus_is_a_second_effect_under_its_stated_condition(name):
    condition, first, second = CARDS[name]
    _, card = generated_card(name)
    assert card["static"] == [
        {"ability": name, "affects": {"types": ["creature"], "attached": True}, "layer7c": first},
        {"ability": f"{name} (2)", "condition": condition, "affects": {"types": ["creature"], "attached": True},
         "layer7c": second}]


def _model(name: str, holds: bool) -> str:
    text, _ = generated_card(name)
    body = trial_body(name, text)
    condition = CARDS[name][0]
    said = f'conditions = {{"{condition}" = true}}'
    assert said in body  # (the trial states it true; the false case is stated here)
    return body.replace(said, f'conditions = {{"{condition}" = {str(holds).lower()}}}')


@pytest.mark.parametrize("holds", [True, False])
@pytest.mark.parametrize("name", sorted(CARDS))
def test_the_enchanted_creature_against_a_reference_read_from_the_oracle_words(write_model, name, holds):
    # a table differential: the reference reads the Oracle lines by their words alone (613.4c, 207.2c)
    condition = CARDS[name][0]
    power, toughness = power_toughness(oracle.record(name)["text"], (2, 2), {condition: holds})  # (Grizzly Bears)
    path = write_model(_model(name, holds) + claim(f"power(bear) == {power} and toughness(bear) == {toughness}"))
    assert verdict(path) == "proved"


def test_the_claim_depends_on_the_additional_bonus(write_model):
    # without the second line's +2/+2 the bear would be 3/3: the stated condition makes it 5/5
    path = write_model(_model("Strange Augmentation", True) + claim("power(bear) == 3", expect="refuted"))
    assert verdict(path) == "refuted"


@pytest.mark.parametrize("line", [
    # "unless" in place of "as long as": not this form (phase.rs reads no ability in it either)
    "Delirium — Enchanted creature gets an additional +2/+2 unless there are four or more card types among cards in "
    "your graveyard.",
    # "if" in place of "as long as"
    "Enchanted creature gets an additional +2/+2 if there are four or more card types among cards in your graveyard.",
])
def test_a_near_form_stays_refused_naming_its_line(line):
    out = retexted("Strange Augmentation", f"Enchant creature\nEnchanted creature gets +1/+1.\n{line}")
    assert out.card is None
    assert len(out.refusals) == 1 and line in out.refusals[0], out.refusals


def test_a_history_that_may_fill_the_graveyard_is_refused_beside_the_stated_condition(write_model):
    # the stated fact stays as stated over a history: a permanent leaving may put a card in a graveyard (400.1)
    path = write_model(_model("Patriarch's Desire", False) + '\n[[event]]\nleaves = "forest"\n' +
                       claim("power(bear) == 4"))
    with pytest.raises(ModelError, match=r"the cards in a graveyard or in exile \(400\.1"):
        load_scenario(path)


# (b) "defending player" in a trigger on its controller's own attack (506.2, 508.1b)
GORNOG = "Gornog, the Red Reaper"
COWARD = "Whenever one or more Warriors you control attack a player, target creature that player controls becomes a Coward"
# 506.2, apart from the translator: in a two-player game the attacking player is the active one and the defending
# player the nonactive one; Gornog's trigger is on its controller's attack, so its controller is the active player
DEFENDING = {"you": "opponent", "opponent": "you"}


def test_defending_player_of_ones_own_attack_is_the_opponent():
    text, card = generated_card(GORNOG)
    assert card["resolves"] == [{"ability": COWARD, "layer4": {"remove_subtype_sets": ["creature"],
                                                               "add_subtypes": ["Coward"]},
                                 "target": {"types": ["creature"], "controller": "opponent"}}]
    assert "'that player' (the player attacked, 506.2) is the opponent" in text


@pytest.mark.parametrize("line", [
    # "Whenever a Warrior attacks": the attacking player may be either player, and so the defending player
    "Whenever a Warrior attacks, target creature defending player controls gets -1/-1 until end of turn.",
    # this creature's own attack: the words "defending player" are not read (no parse word accounts for them)
    "Whenever this creature attacks, target creature defending player controls gets -1/-1 until end of turn.",
])
def test_defending_player_elsewhere_stays_unread_naming_its_line(line):
    # not read: the trigger kept by its text in the card's not_followed (113.1), every use refused
    out = retexted(GORNOG, line)
    assert not out.refusals and kept_unread(out, line.rstrip("."), "DefendingPlayer"), (out.refusals, out.notes)


def _gornog(gornog_controller: str, bear_controller: str) -> str:
    text, _ = generated_card(GORNOG)
    body = trial_body(GORNOG, text)
    body = body.replace('card = "Grizzly Bears"\ncontroller = "opponent"\n',
                        f'card = "Grizzly Bears"\ncontroller = "{bear_controller}"\n')
    return body.replace(f'card = "{GORNOG}"\n\n', f'card = "{GORNOG}"\ncontroller = "{gornog_controller}"\n\n', 1)


@pytest.mark.parametrize("gornog_controller", ["you", "opponent"])
def test_the_coward_is_a_creature_of_the_defending_player(write_model, gornog_controller):
    path = write_model(_gornog(gornog_controller, DEFENDING[gornog_controller]) +
                       claim("has_subtype(bear, 'Coward') and not has_subtype(bear, 'Bear')"))
    assert verdict(path) == "proved"


@pytest.mark.parametrize("gornog_controller", ["you", "opponent"])
def test_a_creature_of_the_attacking_player_is_no_legal_target(write_model, gornog_controller):
    # 601.2c, 608.2b: the effect names a target its text does not allow
    path = write_model(_gornog(gornog_controller, gornog_controller) + claim("has_subtype(bear, 'Coward')"))
    with pytest.raises(ModelError, match=r"is not \(in some ordering\) what its card's text targets"):
        verdict(path)
