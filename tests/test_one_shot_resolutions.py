"""A resolution does all its instructions (608.2c).  Where a spell's or ability's one-shot
instructions change what the model follows (damage, cards drawn or looked at, tokens), its
effect is refused, naming them; a life total it changes refuses only a claim asking it.  Found
by the guard audit (tests/golden/guard_audit.md): Rile's damage, Accelerate's draw, Titan's
Strength's scry, Epic Confrontation's fight and Fungal Infection's token were skipped, and
Moment of Triumph's life gain read as none."""
import pytest

from conftest import claim, claim_verdict
from verifier.errors import ModelError
from verifier.load.loader import load_scenario

pytest.importorskip("phase")
pytest.importorskip("mtg")

from verifier.cards import table  # noqa: E402

BOARD = '''
[[object]]
id = "bears"
card = "Grizzly Bears"

[[object]]
id = "theirs"
card = "Grizzly Bears"
controller = "opponent"
'''


def _resolved(spell: str, targeted: bool = True) -> str:
    """A board where spell's resolution began: an [[effect]] of its card (on bears, its target)."""
    return BOARD + f'''
[[effect]]
id = "e"
card = "{spell}"
''' + ('targets = ["bears"]\n' if targeted else "")


@pytest.mark.parametrize("spell, changed", [
    ("Rile", "damage"),                       # 120.3e
    ("Epic Confrontation", "damage"),         # 701.14a: a fight is damage
    ("Fungal Infection", "tokens"),           # 111.1
])
def test_an_effect_whose_resolution_also_does_unfollowed_one_shot_things_is_refused(write_model, spell, changed):
    text = _resolved(spell) + claim("power(bears) >= 0")
    with pytest.raises(ModelError) as err:
        load_scenario(write_model(text))
    assert f"as its card resolves it also does what changes {changed}" in err.value.message
    assert "608.2c" in err.value.message
    assert err.value.line == text.splitlines().index(f'card = "{spell}"') + 1


@pytest.mark.parametrize("spell, changed", [
    ("Accelerate", "draw"),                   # 121.1
    ("Titan's Strength", "scry"),             # 701.22a
    ("Mephitic Vapors", "surveil"),           # 701.25a
])
def test_cards_drawn_or_looked_at_refuse_a_scenario_with_cards_in_a_library(write_model, spell, changed):
    # (a card in the library: the scenario follows cards there, 401.1)
    text = _resolved(spell, spell != "Mephitic Vapors") + \
        '\n[[object]]\nid = "top"\ncard = "Forest"\nzone = "library"\n' + claim("power(bears) >= 0")
    with pytest.raises(ModelError) as err:
        load_scenario(write_model(text))
    assert f"as its card resolves it also does what changes {changed}" in err.value.message
    # on a board with no card in a library and no count of a zone, what it draws changes nothing the model says
    assert claim_verdict(write_model, _resolved(spell, spell != "Mephitic Vapors"), "power(bears) >= 1") == "proved"


def test_the_generated_card_says_what_its_one_shot_instructions_change():
    assert 'one_shot = ["damage", "draw"]' in table.generate("Rile")[0]
    assert 'one_shot = ["life"]' in table.generate("Moment of Triumph")[0]
    assert "one_shot" not in table.generate("Giant Growth")[0]  # (a pump and nothing else)


def _cast(spell: str) -> str:
    """A history where spell is cast from its owner's hand and resolves, on bears."""
    return BOARD + f'''
[[object]]
id = "s"
card = "{spell}"
zone = "hand"

[[effect]]
id = "e"
card = "{spell}"
spell = "s"
targets = ["bears"]

[[event]]
cast = "s"
free = true

[[event]]
resolves = "s"
'''


def test_a_life_gain_refuses_only_a_claim_on_life(write_model):
    text = _cast("Moment of Triumph")
    # 608.2c, 119.3: it gains 2 life too, which the model does not follow
    with pytest.raises(ModelError) as err:
        load_scenario(write_model(text + claim("life('you') == 20")))
    assert "resolution of effect 'e' changes a life total" in err.value.message
    # its +2/+2 (613.4c) is followed
    assert claim_verdict(write_model, text, "power(bears) == 4") == "proved"


def test_a_spell_cast_and_resolved_in_a_history_is_refused_where_what_it_draws_is_counted(write_model):
    text = _cast("Accelerate")
    with pytest.raises(ModelError) as err:  # 121.1: the card drawn is one more in the hand
        load_scenario(write_model(text + claim("count(zone='hand', owner='you') == 0")))
    assert "changes draw" in err.value.message
    # ... and read where nothing it could draw is counted or in the scenario (608.2n: the card to the graveyard)
    assert claim_verdict(write_model, text, "has_ability(bears, 'haste') and in_zone(s, 'graveyard')") == "proved"


def test_a_life_gain_refuses_a_condition_on_life(write_model):
    # Serra Ascendant (guard audit 2): at 29 life, Moment of Triumph's 1 life makes "30 or more" true (119.3); its
    # condition is read off the scenario's life totals, which a history may change (`life_amounts`)
    text = '[scenario]\nlife = { you = 29 }\n' + \
        _cast("Moment of Triumph").replace('card = "Grizzly Bears"\n\n[[object]]\nid = "theirs"',
                                           'card = "Serra Ascendant"\n\n[[object]]\nid = "theirs"', 1)
    with pytest.raises(ModelError) as err:
        load_scenario(write_model(text + claim("power(bears) == 3")))
    assert "reads a life total (119.1) as the scenario gives it" in err.value.message


def test_a_line_after_an_ended_duration_is_the_right_one(write_model):
    # (guard audit 2's crash: an `ends` a duration adds shifted the events the guards name; 504.1)
    text = '[scenario]\nturn = "you"\n' + _cast("Moment of Triumph") + '''
[[object]]
id = "card"
card = "Forest"
zone = "hand"

[[event]]
turn = "opponent"

[[event]]
step = "draw"
'''
    with pytest.raises(ModelError) as err:
        load_scenario(write_model(text + claim("power(bears) == 2")))
    assert "draws a card as the draw step begins" in err.value.message
    assert err.value.line == text.splitlines().index('step = "draw"') + 1


def test_what_the_history_s_events_carry_must_be_there(write_model):
    # Snakeskin Veil (guard audit 2, o04): its +1/+1 counter is carried by a put_counters event after it resolves
    text = _cast("Snakeskin Veil")
    with pytest.raises(ModelError) as err:
        load_scenario(write_model(text + claim("power(bears) == 2")))
    assert "it also puts counters (122.1)" in err.value.message and "give a put_counters event" in err.value.message
    carried = text + '\n[[event]]\nput_counters = "bears"\ncounters = { "+1/+1" = 1 }\n'
    assert claim_verdict(write_model, carried, "power(bears) == 3 and has_ability(bears, 'hexproof')") == "proved"
