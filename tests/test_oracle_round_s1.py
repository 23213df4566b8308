"""Oracle forms of the development half (issue 24, round S1): an Aura's protection that "doesn't remove
this Aura" (702.16n: the Ward cycle, Tattoo Ward, Pledge of Loyalty), read as `keeps_source_attached` beside
a protection the model follows (704.5m spares that Aura, `verifier.rules.sba.kept_attached`), and by the
attaching guards beside one it does not; a second source of the same ability is refused
(`verifier.load.own_protection`).  Skipped where the `cards` extra is absent."""
import pytest

from conftest import claim, generated_card, retexted, trial_body, verdict
from verifier.errors import ModelError
from verifier.load.loader import load_scenario

pytest.importorskip("phase")
pytest.importorskip("mtg")

_WARDS = {"White Ward": "white", "Black Ward": "black", "Red Ward": "red", "Tattoo Ward": "enchantments"}


@pytest.mark.parametrize("name", sorted(_WARDS))
def test_the_wards_keep_themselves_attached(name):
    _, card = generated_card(name)
    static = card["static"][0]
    assert static["affects"] == {"types": ["creature"], "attached": True}
    assert static["layer6"] == {"add_abilities": [f"Protection from {_WARDS[name]}"]}
    assert static["keeps_source_attached"] is True


def test_pledge_of_loyalty_s_protection_is_kept_by_its_text():
    # a quality the model does not follow: never removes an Aura (704.5m), the attaching guards refuse any other
    _, card = generated_card("Pledge of Loyalty")
    static = card["static"][0]
    assert static["layer6"] == {"add_abilities": ["Protection from the colors of permanents you control"]}
    assert "keeps_source_attached" not in static


@pytest.mark.parametrize("name", sorted(_WARDS))
def test_each_ward_loads_and_stays_on_its_creature(write_model, name):
    # 702.16n: White Ward and Tattoo Ward have the quality they protect from, and stay; every Ward grants it
    text, _ = generated_card(name)
    expr = f"attached(x, bear) and has_ability(bear, 'Protection from {_WARDS[name]}')"
    assert verdict(write_model(trial_body(name, text) + claim(expr))) == "proved"


def test_pledge_of_loyalty_loads_and_stays(write_model):
    text, _ = generated_card("Pledge of Loyalty")
    expr = "attached(x, bear) and has_ability(bear, 'Protection from the colors of permanents you control')"
    assert verdict(write_model(trial_body("Pledge of Loyalty", text) + claim(expr))) == "proved"


def test_without_the_exception_white_ward_would_fall_off(write_model):
    # the key is what keeps it: dropped, 704.5m puts White Ward (white) into the graveyard
    text, _ = generated_card("White Ward")
    text = text.replace("keeps_source_attached = true\n", "")
    assert verdict(write_model(trial_body("White Ward", text) + claim("attached(x, bear)"))) == "refuted"


_OTHER = '\n[[object]]\nid = "other"\ncard = "{}"\nattached_to = "bear"\n'


def test_cr_702_16n_another_aura_with_the_quality_still_goes(write_model):
    # 702.16n, 702.16c: the exception names White Ward only; Black Ward, a white Aura, goes (and its grant with it)
    white, _ = generated_card("White Ward")
    black, _ = generated_card("Black Ward")
    model = trial_body("White Ward", white + "\n" + black.split("\n", 1)[1]) + _OTHER.format("Black Ward")
    expr = "attached(x, bear) and not on_battlefield(other) and not has_ability(bear, 'Protection from black')"
    assert verdict(write_model(model + claim(expr))) == "proved"


def test_a_second_source_of_the_same_protection_is_refused(write_model):
    # 702.16n: two White Wards remove each other; which instance removes which is not modelled
    text, _ = generated_card("White Ward")
    with pytest.raises(ModelError) as refused:
        load_scenario(write_model(trial_body("White Ward", text) + _OTHER.format("White Ward") + claim("true")))
    assert "702.16n" in str(refused.value) and "Protection from white" in str(refused.value)


def test_the_key_beside_no_followed_protection_is_refused(write_model):
    text, _ = generated_card("Pledge of Loyalty")
    text = text.replace('layer6 = {', 'keeps_source_attached = true\nlayer6 = {')
    with pytest.raises(ModelError) as refused:
        load_scenario(write_model(trial_body("Pledge of Loyalty", text) + claim("true")))
    assert "does not remove it (702.16n)" in str(refused.value)


def test_the_exception_of_a_protection_not_of_the_enchanted_creature_stays_refused():
    # near form: the protection granted to other creatures than the one it enchants (702.16n speaks of an Aura
    # giving the enchanted creature protection)
    t = retexted("White Ward", "Enchant creature\nCreatures you control have protection from white. "
                               "This effect doesn't remove this Aura.")
    assert t.card is None and any("doesn't remove" in r for r in t.refusals), t.refusals


def test_a_text_change_beside_the_exception_is_refused(write_model):
    # 612.2: "white" changed to "black" in White Ward's text changes what it grants and keeps: not followed
    text, _ = generated_card("White Ward")
    change = '\n[[effect]]\nid = "t"\ntargets = ["x"]\nlayer3 = { from = "white", to = "black" }\n'
    with pytest.raises(ModelError) as refused:
        load_scenario(write_model(trial_body("White Ward", text) + change + claim("true")))
    assert "612" in str(refused.value) and "702.16n" in str(refused.value)
