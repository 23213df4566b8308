"""Oracle forms (round W4): riders on the mana a spell, or a triggered ability that is no mana
ability (605.5a), adds as it resolves: "Spend this mana only to cast ... spells", "This mana
can't be spent to cast ... spells" (106.6) and a triggered ability's "Until end of turn, you
don't lose this mana as steps and phases end" (106.4, 500.4), read where phase.rs's parse
carries them on the Mana effect and said not followed (`verifier/cards/oneshot_mana.py`): the
model adds no such mana, and the loader's pool guards read the kept text.  Near forms stay
refused.  Skipped where the `cards` extra is absent."""
import pytest

from conftest import claim, generated_card, retexted, trial_body, verdict
from verifier.errors import ModelError
from verifier.load.loader import load_scenario

pytest.importorskip("phase")
pytest.importorskip("mtg")

from verifier.cards.table import generate  # noqa: E402

KARN = ("At the beginning of your upkeep, add {C} for each artifact you control. This mana can't be spent to cast "
        "nonartifact spells. Until end of turn, you don't lose this mana as steps and phases end")
TANUKI = ("Whenever this creature or equipped creature attacks, add an amount of {G} equal to its power. Until end of "
          "turn, you don't lose this mana as steps and phases end")


def test_karn_keeps_its_trigger_by_its_text_with_both_riders_noted():
    text, card = generated_card("Karn, Legacy Reforged")
    assert card["abilities"] == [KARN] and "mana" not in card and "mana_trigger" not in card
    assert card["static"][0]["layer7a"]["power"] == {"greatest": "mana_value",
                                                     "among": {"types": ["artifact"], "controller": "you"}}
    assert "may be spent (106.6)" in text and "(106.4, 500.4)" in text


def test_tanuki_keeps_its_attack_trigger_by_its_text():
    text, card = generated_card("Tanuki Transplanter")
    assert card["abilities"] == [TANUKI, "Reconfigure {3}"] and "mana" not in card
    assert "(106.4, 500.4)" in text and "605.5a" in text


def test_geosurge_spell_mana_restriction_noted_with_no_resolution():
    text, card = generated_card("Geosurge")
    assert card["types"] == ["sorcery"] and "resolves" not in card and "abilities" not in card
    assert "may be spent (106.6)" in text and "605.1a" in text


def _verdict(write_model, body, expr, expect="proved"):
    return verdict(write_model(body + claim(expr, expect)))


def test_karn_loads_and_its_upkeep_mana_is_nothing_it_could_produce(write_model):
    # 605.5a: a triggered ability triggering on no mana ability is no mana ability, so Karn could produce nothing
    # (106.7); its power is the greatest mana value among artifacts you control, its own 5 (604.3)
    text, _ = generate("Karn, Legacy Reforged")
    body = trial_body("Karn, Legacy Reforged", text)
    assert _verdict(write_model, body, "could_produce(x) == set() and could_produce(forest) == {'G'} and "
                                       "power(x) == 5 and toughness(x) == 5") == "proved"


def test_tanuki_loads_attached_and_could_produce_nothing(write_model):
    # Tanuki Transplanter ruling 2022-02-18: attached by reconfigure it stops being a creature and loses its creature
    # types (702.151b); its attack trigger's {G} is no mana ability's (605.5a), so it could produce nothing
    text, _ = generate("Tanuki Transplanter")
    body = trial_body("Tanuki Transplanter", text)
    assert 'attached_to = "bear"' in body
    assert _verdict(write_model, body, "not has_type(x, 'creature') and not has_subtype(x, 'Dog') and "
                                       "could_produce(x) == set() and could_produce(forest) == {'G'}") == "proved"
    unattached = body.replace('attached_to = "bear"\n', "")
    assert _verdict(write_model, unattached, "has_type(x, 'creature') and has_subtype(x, 'Dog') and "
                                             "could_produce(x) == set()") == "proved"


_HAND = '''
[[object]]
id = "card"
card = "Grizzly Bears"
zone = "hand"

[[event]]
turn = "you"

[[event]]
step = "main"
label = "main"
'''


@pytest.mark.parametrize("name", ["Karn, Legacy Reforged", "Tanuki Transplanter"])
def test_a_claim_on_casting_beside_mana_kept_in_the_pool_is_refused(write_model, name):
    # 106.4, 500.4: the mana it keeps in the pool past a step's end is not followed, so whether a spell could be cast
    # (with that mana, or after it) is refused, naming the ability
    text, _ = generate(name)
    body = trial_body(name, text) + _HAND
    with pytest.raises(ModelError, match="don't lose this mana"):
        load_scenario(write_model(body + claim("can_cast(card)", extra='at = "main"')))


def test_mana_in_a_pool_beside_tanuki_is_refused(write_model):
    # CR 106.4: a pool empties as each step and phase ends; Tanuki's mana does not, which the model does not follow:
    # a history that puts mana in a pool (taps the Forest for mana), to be kept or lost as the step ends, is refused,
    # naming the ability
    text, _ = generate("Tanuki Transplanter")
    history = '\n[[event]]\nturn = "you"\n\n[[event]]\nstep = "main"\n\n[[event]]\nadd_mana = "forest"\n\n' \
              '[[event]]\nstep = "combat"\n'
    body = trial_body("Tanuki Transplanter", text) + history
    with pytest.raises(ModelError, match="mana in a pool here: .*don't lose this mana"):
        load_scenario(write_model(body + claim("could_produce(forest) == {'G'}")))


@pytest.mark.parametrize("rider, words", [
    # 106.4: kept only until end of combat (firebending's words): not read
    ("Until end of combat, you don't lose this mana as steps and phases end.", "combat"),
    # 106.4: kept with no end at all: not read
    ("You don't lose this mana as steps and phases end.", "don't"),
])
def test_near_forms_of_kept_mana_stay_refused(rider, words):
    tr = retexted("Tanuki Transplanter",
                  "Whenever this creature or equipped creature attacks, add an amount of {G} equal to its power. " + rider)
    assert tr.card is None and any(words in r and "attacks" in r for r in tr.refusals), tr.refusals


def test_a_spells_mana_kept_in_the_pool_stays_refused():
    # a spell's text is not kept, so no pool guard would read it: "you don't lose this mana" on a spell is refused
    tr = retexted("Geosurge", "Add {R}{R}{R}{R}{R}{R}{R}. Until end of turn, you don't lose this mana as steps and "
                              "phases end.")
    assert tr.card is None and any("lose" in r for r in tr.refusals), tr.refusals
