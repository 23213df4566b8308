"""Oracle filter properties the model tracks (issue 24, round Q5): "with a mana ability" (605.1a,
`mana_ability`: read off each object's abilities by their text, an intrinsic one too, 305.6; a
triggered mana ability beside it refused, 605.1b) and "transformed permanent" (701.27g,
`transformed`: a transforming double-faced permanent with its back face up, at each point of a
history; beside a modal double-faced card or a copy refused, 707.8a).  The checks that do not
share the reading: Satyr Hedonist's and Witch Engine's rulings (what is a mana ability) and
701.27g's "never ... even if it had its back face up previously", on the generated cards.
Skipped where the `cards` extra is absent."""
import re
from pathlib import Path

import pytest

from conftest import claim, generated_card, retexted, trial_body, verdict
from verifier.errors import ModelError
from verifier.load.loader import load_scenario

pytest.importorskip("phase")
pytest.importorskip("mtg")

SCENARIOS = Path(__file__).resolve().parent.parent / "models" / "scenarios"


def _refusal(write_model, text: str) -> str:
    """The loader's refusal of a scenario."""
    with pytest.raises(ModelError) as err:
        load_scenario(write_model(text))
    return err.value.message


def _with_generated(scenario: str, text: str) -> str:
    """A bundled scenario with its own first [[card]] (the one under test) replaced by the generated one."""
    body = (SCENARIOS / scenario).read_text()
    own = re.search(r"(?s)\n\[\[card\]\]\n.*?(?=\n\[\[card\]\]\n|\n\[\[object\]\]\n)", body)
    return body[:own.start()] + "\n" + body[own.end():] + "\n" + text


@pytest.mark.parametrize("name, scenario, claims", [
    # Satyr Hedonist ruling (its ability is a mana ability), Witch Engine ruling (a targeted one is none), 305.6
    ("Raggadragga, Goreguts Boss", "with_a_mana_ability.toml", 4),
    # 701.27g: "A permanent with its front face up is never considered a transformed permanent, even if it had its
    # back face up previously"
    ("Mutagen Connoisseur", "transformed_permanents.toml", 3),
    # Throatseeker ruling 2: attackers are neither blocked nor unblocked before blockers are declared
    ("Throatseeker", "unblocked_attackers.toml", 4),
])
def test_rulings_and_rules_hold_of_the_generated_card(write_model, run_cli, name, scenario, claims):
    # the bundled scenario's claims, its hand-written card replaced by the one generated from the Oracle text
    text, _ = generated_card(name)
    code, out, err = run_cli("check", write_model(_with_generated(scenario, text)))
    assert code == 0 and f"{claims} claims: {claims} ok" in out, out + err


# -- with a mana ability (605.1a) ----------------------------------------------------------------

def test_with_a_mana_ability_is_read():
    # Raggadragga: "Each creature you control with a mana ability gets +2/+2."
    _, card = generated_card("Raggadragga, Goreguts Boss")
    assert card["static"] == [{"ability": "Raggadragga, Goreguts Boss", "layer7c": {"power": 2, "toughness": 2},
                               "affects": {"types": ["creature"], "controller": "you", "mana_ability": True}}]


def test_raggadragga_loads_and_pumps_only_creatures_with_a_mana_ability(write_model):
    # its trial: Llanowar Elves ("{T}: Add {G}") 3/3; the Bears, no ability, 2/2 but for the +7/+7 the trial gives
    # them from its cast trigger's resolution; Raggadragga itself has no mana ability
    text, _ = generated_card("Raggadragga, Goreguts Boss")
    body = trial_body("Raggadragga, Goreguts Boss", text) + '\n[[object]]\nid = "elves"\ncard = "Llanowar Elves"\n'
    assert verdict(write_model(body + claim("power(elves) == 3 and toughness(elves) == 3 and power(bear) == 9 and "
                                            "power(x) == 4"))) == "proved"


def test_a_triggered_mana_ability_beside_it_is_refused(write_model):
    # 605.1b: Wild Growth's "whenever enchanted land is tapped for mana, its controller adds an additional {G}" is a
    # mana ability the reading by text does not find (on an animated land it would count)
    text, _ = generated_card("Raggadragga, Goreguts Boss")
    body = text + ('\n[scenario]\nturn = "you"\n\n[[object]]\nid = "boss"\ncard = "Raggadragga, Goreguts Boss"\n\n'
                   '[[object]]\nid = "forest"\ncard = "Forest"\n\n[[object]]\nid = "growth"\ncard = "Wild Growth"\n'
                   'attached_to = "forest"\n')
    assert "605.1b" in _refusal(write_model, body + claim("power(boss) == 4"))


# -- transformed permanents (701.27g) ------------------------------------------------------------

def test_transformed_permanents_are_counted():
    # Mutagen Connoisseur: "This creature gets +1/+0 for each transformed permanent you control."
    _, card = generated_card("Mutagen Connoisseur")
    assert card["static"] == [{"ability": "Mutagen Connoisseur", "affects": {"self": True},
                               "layer7c": {"power": {"count": {"controller": "you", "transformed": True}}}}]


def test_connoisseur_loads_and_counts_back_faces_up(write_model):
    text, _ = generated_card("Mutagen Connoisseur")
    body = trial_body("Mutagen Connoisseur", text) + ('\n[[object]]\nid = "aberration"\ncard = "Delver of Secrets"\n'
                                                      'face = "back"\n\n[[object]]\nid = "delver"\n'
                                                      'card = "Delver of Secrets"\n')
    assert verdict(write_model(body + claim("power(x) == 1"))) == "proved"


@pytest.mark.parametrize("other, why", [
    ('id = "awakening"\ncard = "Agadeem\'s Awakening"\nface = "back"\n', "modal double-faced"),
    ('id = "clone"\ncard = "Clone"\nzone = "hand"\n\n[[event]]\nenters = "clone"\nas_copy_of = "aberration"\n', "707.8a"),
])
def test_what_the_reading_does_not_follow_is_refused(write_model, other, why):
    text, _ = generated_card("Mutagen Connoisseur")
    body = text + ('\n[scenario]\nturn = "you"\n\n[[object]]\nid = "x"\ncard = "Mutagen Connoisseur"\n\n[[object]]\n'
                   'id = "aberration"\ncard = "Delver of Secrets"\nface = "back"\n\n[[object]]\n' + other)
    assert why in _refusal(write_model, body + claim("power(x) == 1"))


# -- unblocked attacking creatures (509.1h) ------------------------------------------------------

def test_unblocked_attacking_is_read():
    # Throatseeker: "Unblocked attacking Ninjas you control have lifelink."
    _, card = generated_card("Throatseeker")
    assert card["static"] == [{"ability": "Throatseeker", "layer6": {"add_abilities": ["lifelink"]},
                               "affects": {"subtypes": ["Ninja"], "controller": "you", "unblocked": True,
                                           "attacking": True}}]


def test_throatseeker_loads_and_gives_lifelink_to_unblocked_attackers(write_model):
    text, _ = generated_card("Throatseeker")
    body = trial_body("Throatseeker", text).replace('card = "Throatseeker"\n', 'card = "Throatseeker"\nattacking = true\n'
                                                                               'unblocked = true\n', 1)
    assert verdict(write_model(body + claim("has_ability(x, 'lifelink')"))) == "proved"


def test_unblocked_needs_attacking_and_no_declared_attackers(write_model):
    text, _ = generated_card("Throatseeker")
    lone = '\n[scenario]\nturn = "you"\n\n[[object]]\nid = "x"\ncard = "Throatseeker"\nunblocked = true\n'
    assert "attacking = true" in _refusal(write_model, text + lone + claim("true"))
    declared = ('\n[scenario]\nturn = "you"\n\n[[object]]\nid = "x"\ncard = "Throatseeker"\n\n[[event]]\n'
                'step = "combat"\n\n[[event]]\nattacks = "x"\n')
    assert "reads whether a creature is attacking" in _refusal(write_model, text + declared + claim("true"))


# -- near forms, each refused naming its line ----------------------------------------------------

@pytest.mark.parametrize("name, line, said", [
    ("Raggadragga, Goreguts Boss", "This creature gets +1/+1 for each creature you control with a mana ability.",
     "for each creature you control"),  # a count (605.1a read in an affected set only)
    ("Raggadragga, Goreguts Boss", "Each creature you control without a mana ability gets +2/+2.",
     "without a mana ability"),
    ("Mutagen Connoisseur", "This creature gets +1/+0 for each permanent you control that's transformed.",
     "that's transformed"),
    ("Mutagen Connoisseur", "This creature gets +1/+0 for each nontransformed permanent you control.",
     "nontransformed"),
    ("Mutagen Connoisseur", "Transformed creatures you control get +1/+1.", "Transformed creatures"),  # (a count only)
    ("Throatseeker", "Blocked attacking Ninjas you control have lifelink.", "Blocked attacking"),  # (509.1h)
    ("Throatseeker", "Unblocked Ninjas you control have lifelink.", "Unblocked Ninjas"),
])
def test_near_forms_stay_refused(name, line, said):
    out = retexted(name, line)
    assert out.card is None and any(said in r for r in out.refusals), out.refusals
