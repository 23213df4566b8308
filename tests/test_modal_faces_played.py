"""Modal double-faced cards cast by a face (712.11b-c) and played as a land by a land face
(712.12, 305.1-305.3): the bundled scenario's verdicts, what is refused, and a reference
written apart from `verifier.rules` (from 305.1-305.3 and 117.1a alone) over random turns."""
import random

import pytest

from conftest import MODELS, claim, verdict
from verifier.errors import ModelError
from verifier.load.loader import load_scenario

# A made-up modal card (no real card's name): an instant front face, a land back face; and one whose
# back face is a creature spell.
CARDS = '''
[scenario]
name = "t"
turn = "you"

[[card]]
name = "Test Instant"
mana_cost = "{G}"
types = ["instant"]
layout = "modal_dfc"

[card.back]
name = "Test Grove"
types = ["land"]
abilities = ["{T}: Add {G}"]

[[card]]
name = "Test Sorcery"
mana_cost = "{G}"
types = ["sorcery"]
layout = "modal_dfc"

[card.back]
name = "Test Beast"
mana_cost = "{1}{G}"
types = ["creature"]
power = 3
toughness = 3

[[object]]
id = "forest-1"
card = "Forest"

[[object]]
id = "forest-2"
card = "Forest"

[[object]]
id = "grove"
card = "Test Instant"
zone = "hand"

[[object]]
id = "grove-2"
card = "Test Instant"
zone = "hand"

[[object]]
id = "beast"
card = "Test Sorcery"
zone = "hand"
'''


def test_the_bundled_scenario_holds(run_cli):
    code, out, _ = run_cli("check", MODELS / "scenarios" / "faces_modal_cast_or_played.toml")
    assert code == 0 and "14 claims: 14 ok" in out
    assert "pathway is played as a land (305.1) with its back face up" in out  # (a refuted naive claim's story)


def test_back_face_on_the_stack_and_the_battlefield(write_model):
    text = CARDS + '''
[[event]]
cast = "beast"
face = "back"
label = "cast"

[[event]]
resolves = "beast"
label = "in"
'''
    # 712.8f on the stack, 712.13 on the battlefield: the back face's mana value (2), not the front's (1)
    assert verdict(write_model(text + claim("mana_value(beast) == 2 and has_type(beast, 'creature')",
                                            extra='at = "cast"'))) == "proved"
    assert verdict(write_model(text + claim("mana_value(beast) == 1", "refuted", extra='at = "cast"'))) == "refuted"
    assert verdict(write_model(text + claim("power(beast) == 3 and name(beast) == 'Test Beast'",
                                            extra='at = "in"'))) == "proved"


def test_the_front_face_by_default(write_model):
    """712.11: without `face`, the front face is cast: a sorcery, which begins no effect here,
    so the cast asks for its [[effect]] (608.2c)."""
    with pytest.raises(ModelError) as err:
        load_scenario(write_model(CARDS + '\n[[event]]\ncast = "beast"\n' + claim("True")))
    assert "what 'beast' does as it resolves" in err.value.message


@pytest.mark.parametrize("event,words", [
    ('cast = "grove"\nface = "back"', "a land card by the face cast: it is played, never cast"),
    ('play_land = "grove"', "played by its front face, 'Test Instant', which is no land"),
    ('play_land = "beast"\nface = "back"', "'Test Beast', which is no land"),
    ('play_land = "grove"\nface = "back"\ntapped = true', "'tapped' says how an object enters; it goes with 'enters' or 'returns'"),
    ('play_land = "forest-1"', "is played from its owner's hand"),
    ('cast = "beast"\nface = "back"\ngroup = "g"', "not put in a group"),
    ('play_land = "grove"\nface = "back"\ngroup = "g"', "a land play is not put in a group"),
])
def test_refused_with_the_line(write_model, event, words):
    with pytest.raises(ModelError) as err:
        load_scenario(write_model(CARDS + f'\n[[event]]\n{event}\n' + claim("True")))
    assert words in err.value.message and err.value.line > 0


def test_a_transforming_card_is_not_cast_by_its_back_face(write_model):
    text = CARDS + '\n[[object]]\nid = "delver"\ncard = "Delver of Secrets"\nzone = "hand"\n' \
        '\n[[event]]\ncast = "delver"\nface = "back"\n'
    with pytest.raises(ModelError) as err:
        load_scenario(write_model(text + claim("True")))
    assert "712.11a" in err.value.message


def test_an_ability_changing_land_plays_is_refused(write_model):
    """305.2: "an additional land" is not followed: a land play beside it is refused, not answered."""
    extra = '''
[[card]]
name = "Test Rambler"
types = ["enchantment"]
abilities = ["You may play an additional land on each of your turns."]

[[object]]
id = "rambler"
card = "Test Rambler"
'''
    with pytest.raises(ModelError) as err:
        load_scenario(write_model(CARDS + extra + '\n[[event]]\nplay_land = "grove"\nface = "back"\n' + claim("True")))
    assert "changes which lands may be played" in err.value.message
    with pytest.raises(ModelError) as err:
        load_scenario(write_model(CARDS + extra + '\n[[event]]\nturn = "you"\n' + claim("can_play_land(grove)")))
    assert "can_play_land" in err.value.message


def test_can_cast_by_names_a_face(write_model):
    with pytest.raises(ModelError) as err:
        load_scenario(write_model(CARDS + '\n[[event]]\ncast = "beast"\nface = "back"\n' +
                                  claim("can_cast_by(beast, 'top')")))
    assert "\"front\" or \"back\"" in err.value.message


def test_the_turn_s_land_play_before_the_history_is_an_open_choice(write_model):
    """305.2a: with no turn event, a land may have been played before the history began: not proved."""
    text = CARDS + '\n[[event]]\ntap = "forest-1"\n'
    assert verdict(write_model(text + claim("can_play_land(grove)", "refuted"))) == "refuted"
    assert verdict(write_model(text + '\n[[event]]\nturn = "you"\n' + claim("can_play_land(grove)"))) == "proved"


# -- a reference written apart: 305.1-305.3 (a land face: the owner's turn, a main phase, the stack
# empty, one a turn) and 117.1a (a creature spell in a main phase of its caster's turn with the stack
# empty), over random histories of turns, steps and land plays (two Forests, untapped throughout).

BEAR = '''
[[card]]
name = "Test Bear"
mana_cost = "{1}{G}"
types = ["creature"]
power = 2
toughness = 2
layout = "modal_dfc"

[card.back]
name = "Test Glade"
types = ["land"]
abilities = ["{T}: Add {G}"]

[[object]]
id = "bear"
card = "Test Bear"
zone = "hand"
'''


def _reference(history):
    """(can_play_land(bear), can_cast(bear)) after the history, as 305.1-305.3 and 117.1a say."""
    turn, step, played = "you", "main", False
    for kind, what in history:
        if kind == "turn":
            turn, step, played = what, "main", False
        elif kind == "step":
            step = what
        else:
            played = True
    main = turn == "you" and step == "main"
    return main and not played, main


def _random_history(rng):
    out = [("turn", "you")]
    for _ in range(rng.randint(0, 5)):
        kind, what = rng.choice([("turn", rng.choice(["you", "opponent"])), ("step", rng.choice(["upkeep", "main", "end"])),
                                 ("play", rng.choice(["grove", "grove-2"]))])
        land, _ = _reference(out)
        if kind == "play" and (not land or any(w == what for _, w in out)):
            continue  # (only a land play the game allows: the history is refused otherwise)
        out.append((kind, what))
    return out


def _events(history):
    tables = {"turn": 'turn = "{}"', "step": 'step = "{}"', "play": 'play_land = "{}"\nface = "back"'}
    return "".join(f"\n[[event]]\n{tables[k].format(w)}\n" for k, w in history)


@pytest.mark.parametrize("seed", range(20))
def test_land_plays_and_casts_agree_with_a_reference(write_model, seed):
    history = _random_history(random.Random(seed))
    text = CARDS + BEAR + _events(history)
    for expr, want in zip(("can_play_land(bear)", "can_cast(bear)"), _reference(history)):
        expect = "proved" if want else "refuted"
        assert verdict(write_model(text + claim(expr, expect))) == expect, (history, expr)


# -- an effect letting a card be played or cast from a graveyard or exile (601.3), stated on it

def _in_graveyard(permitted: str = "") -> str:
    return CARDS + '\n[[object]]\nid = "buried"\ncard = "Test Instant"\nzone = "graveyard"\n' + permitted + \
        '\n[[event]]\nturn = "you"\nlabel = "main"\n'


@pytest.mark.parametrize("permitted,land", [
    ("", False),                                                       # no effect lets it: from a hand only
    ('permitted = { may = "play" }\n', True),                          # a specific card: either face
    ('permitted = { may = "cast" }\n', False),                         # cast rather than play: never a land
    ('permitted = { may = "play", of = { types = ["land"] } }\n', True),       # a group of lands: its land face
    ('permitted = { may = "play", of = { types = ["instant"] } }\n', False),   # a group its land face does not fit
])
def test_a_permission_lets_the_fitting_face_be_played(write_model, permitted, land):
    expect = "proved" if land else "refuted"
    assert verdict(write_model(_in_graveyard(permitted) + claim("can_play_land(buried)", expect))) == expect


def test_a_land_play_no_effect_allows_is_impossible(write_model):
    text = _in_graveyard('permitted = { may = "cast" }\n') + '\n[[event]]\nplay_land = "buried"\nface = "back"\n'
    with pytest.raises(ModelError) as err:
        verdict(write_model(text + claim("True")))
    assert "nor where an effect lets it be played as a land by that face" in err.value.message


def test_a_permission_goes_with_a_graveyard_or_exile(write_model):
    with pytest.raises(ModelError) as err:
        load_scenario(write_model(CARDS.replace('id = "grove"\ncard = "Test Instant"\nzone = "hand"\n',
                                                'id = "grove"\ncard = "Test Instant"\nzone = "hand"\n'
                                                'permitted = { may = "play" }\n') + claim("True")))
    assert "'permitted' lets a card be played from a graveyard or exile" in err.value.message
