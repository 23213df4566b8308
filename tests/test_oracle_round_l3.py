"""Oracle forms of the development half (issue 24, round L3): replacement effects on events only a history
has, kept by their text with a note where the loader's guard for that event reads their words (614.1a:
life gained, cards drawn, tokens created; 615: damage), and lines phase.rs reads as a continuous effect with
no layer part whose every word is such a rule (damage doubled or dealt as though by infect, 120.3b; what an
untap step untaps, 502.3).  Each guard: a scenario with its event refused (file and line), one without it
loading.  Skipped where the `cards` extra is absent."""
import tomllib

import pytest

from conftest import claim, verdict
from verifier.errors import ModelError
from verifier.load.loader import load_scenario

pytest.importorskip("phase")
pytest.importorskip("mtg")

from verifier.cards.table import generate  # noqa: E402
from verifier.cards.trial import scenario  # noqa: E402


def _generated(name):
    text, refusals = generate(name)
    assert text is not None, refusals
    return text, tomllib.loads(text)["card"][0]


def _refused(write_model, text: str) -> ModelError:
    with pytest.raises(ModelError) as err:
        load_scenario(write_model(text))
    assert err.value.line > 0, str(err.value)
    return err.value


def test_life_gained_replaced_is_kept_with_its_note():
    # Leyline of Hope: "If you would gain life, you gain that much life plus 1 instead." (614.1a)
    text, card = _generated("Leyline of Hope")
    assert "If you would gain life, you gain that much life plus 1 instead" in card["abilities"]
    assert "replaces life gained (614.1a, 119.3)" in text
    assert card["static"] == [{"ability": "Leyline of Hope",
                               "condition": "you have at least 7 life more than your starting life total",
                               "affects": {"types": ["creature"], "controller": "you"},
                               "layer7c": {"power": 2, "toughness": 2}}]


def test_draw_and_life_replacements_under_a_condition_are_kept():
    # Phial of Galadriel: a draw replaced (121.1) and life gained replaced (119.3), each while a condition holds
    text, card = _generated("Phial of Galadriel")
    assert card["abilities"][:2] == ["If you would draw a card while you have no cards in hand, draw two cards instead",
                                     "If you would gain life while you have 5 or less life, you gain twice that much "
                                     "life instead"]
    assert "replaces drawing cards (614.1a, 121.1)" in text and "replaces life gained (614.1a, 119.3)" in text


def test_tokens_created_replaced_in_the_passive_is_kept_and_its_anthem_read():
    text, card = _generated("Stridehangar Automaton")
    assert "replaces the tokens created (614.1a, 111.1)" in text
    assert card["abilities"][0].startswith("If one or more artifact tokens would be created under your control")
    assert card["static"][0]["affects"] == {"subtypes": ["Thopter"], "controller": "you"}
    assert "token_replacement" not in card  # (the active "it creates twice that many" form alone is followed)


# a line phase.rs reads as a continuous effect with no modification: the words kept, what its note says
_NO_LAYER_PART = {"Anthem of Rakdos": ("it deals double that damage", "changes damage (615, 120)"),
                  "Phyrexian Unlife": ("as though its source had infect", "changes damage (615, 120)"),
                  "Storage Matrix": ("can untap only permanents of the chosen type",
                                     "changes what an untap step untaps (502.3)")}


@pytest.mark.parametrize("name", sorted(_NO_LAYER_PART))
def test_rules_with_no_layer_part_are_kept_by_their_text(name):
    text, card = _generated(name)
    words, what = _NO_LAYER_PART[name]
    assert any(words in a for a in card["abilities"]) and what in text
    assert "static" not in card  # (nothing of the layers)


@pytest.mark.parametrize("name, line", [
    # (Necromancer's Magemark's "would die ... instead" and Crackling Emergence's "would be destroyed" are kept by their
    # text with a guard since round W5, 614.1a: tests/test_oracle_round_w5.py)
    ("Machine God's Effigy", "enter as a copy"),  # (614.1c: it must be followed)
    ("Azra Matchthrower", "each of those permanents has"),  # (a granted trigger phase.rs did not read)
])
def test_near_forms_stay_refused_naming_their_line(name, line):
    text, refusals = generate(name)
    assert text is None and any(line in r for r in refusals), refusals


@pytest.mark.parametrize("name", ["Leyline of Hope", "Phial of Galadriel", "Stridehangar Automaton",
                                  "Anthem of Rakdos", "Phyrexian Unlife", "Storage Matrix"])
def test_each_newly_translated_card_loads_and_is_put_to_use(name, write_model):
    text, _ = generate(name)
    assert verdict(write_model(scenario(name, text))) == "proved"


_BOARD = '[scenario]\nturn = "you"\n{head}\n[[object]]\nid = "bear"\ncard = "Grizzly Bears"\n\n' \
         '[[object]]\nid = "x"\ncard = {name!r}\n'
_DEALS = '\n[[event]]\ndeals = "bear"\namount = 2\nto = "opponent"\n'


def _board(name: str, head: str = "") -> str:
    return generate(name)[0] + "\n" + _BOARD.format(name=name, head=head).replace("'", '"')


_TAP = '\n[[event]]\ntap = "bear"\n'
_LIFE = 'conditions = { "you have at least 7 life more than your starting life total" = true }\n'


@pytest.mark.parametrize("name, head, board_claim, history, words", [
    # 614.1a, 119.3: its anthem read on a board; any history refused (gamerules.py)
    ("Leyline of Hope", _LIFE, "power(bear) == 4 and toughness(bear) == 4", _TAP, ("would gain life", "614.1a")),
    ("Phial of Galadriel", "", "on_battlefield(x)", _TAP, ("would draw", "614.1a")),  # 121.1
    ("Stridehangar Automaton", "", "power(x) == 1 and toughness(x) == 4", _TAP,
     ("tokens would be created", "111.1")),
    ("Storage Matrix", "", "on_battlefield(x)", _TAP + '\n[[event]]\nturn = "opponent"\n',  # 502.3: a turn
     ("can untap only", "502.3")),
])
def test_a_guard_refuses_a_history_and_a_board_loads(write_model, name, head, board_claim, history, words):
    board = _board(name, head)
    assert verdict(write_model(board + claim(board_claim))) == "proved"
    err = _refused(write_model, board + history + claim("true"))
    assert all(w in err.message for w in words), err.message


def test_hellbent_damage_doubling_refuses_damage_the_ruling_doubles(write_model):
    # Anthem of Rakdos ruling 2006-05-01 (0): damage a source you control deals is doubled while hellbent: the Bears'
    # 2 damage leaves the opponent at 16, not 18.  Without Anthem the model proves 18; beside it the history is
    # refused at its damage event rather than answered as if nothing doubled it.
    plain = '[scenario]\nturn = "you"\n\n[[object]]\nid = "bear"\ncard = "Grizzly Bears"\n' + _DEALS
    assert verdict(write_model(plain + claim("life('opponent') == 18"))) == "proved"
    err = _refused(write_model, _board("Anthem of Rakdos") + _DEALS + claim("life('opponent') == 18"))
    assert "double that damage" in err.message
    board = _board("Anthem of Rakdos")  # (a board, no damage: it loads)
    assert verdict(write_model(board + claim("power(bear) == 2"))) == "proved"
