"""Oracle forms of the development half (issue 24, round M2: mana abilities not in a plain form):
a mana ability's rider setting up a control change at the next end step (603.7a, 613.1b) and a
spending trigger that copies with new targets (707.10c), kept by their text; the rules of a pool
at a step's end (106.4, 500.4: Kruphix's "that mana becomes colorless instead") kept by their
text; a history reaching those moments beside them refused (`verifier/load/step_ends.py`); and
an ability where a player other than "you" adds mana refused (605.1a, 106.7: what it could
produce is not read).  Skipped where the `cards` extra is absent."""
import re

import pytest

from conftest import claim, generated_card, trial_body, verdict
from verifier.errors import ModelError
from verifier.load.loader import load_scenario

pytest.importorskip("phase")
pytest.importorskip("mtg")

from verifier.cards.table import generate  # noqa: E402

_VALE = "{T}: Add one mana of any color. An opponent gains control of this land at the beginning of the next end step."


def _refused(write_model, text: str, message: str) -> None:
    """The loader refuses the scenario, saying `message`."""
    with pytest.raises(ModelError, match=re.escape(message)):
        load_scenario(write_model(text))


def test_rainbow_vale_keeps_its_control_rider_by_its_text():
    text, card = generated_card("Rainbow Vale")
    assert card["mana"] == [{"ability": _VALE, "cost": {"tap": True},
                             "add": [{"mana": ["W", "U", "B", "R", "G"], "amount": 1}]}]
    assert "603.7a" in text and "end step" in text


def test_sunken_palace_reads_the_copy_and_its_new_targets_as_one_spending_trigger():
    # 707.10c: "You may choose new targets for the copy." goes on with "copy that spell or ability"
    text, card = generated_card("Sunken Palace")
    mana = card["mana"][0]
    assert mana["ability"].endswith("copy that spell or ability. You may choose new targets for the copy.")
    assert mana["cost"] == {"tap": True, "mana": "{1}{U}"} and mana["add"] == ["U"]
    assert "a scenario that pays with its mana is refused" in text


@pytest.mark.parametrize("name, becomes", [("Kruphix, God of Horizons", "colorless")])  # (Ozai: its firebending
#                                                                                         refused, round M's audit)
def test_a_pool_rule_is_kept_by_its_text(name, becomes):
    # 106.4: "If you would lose unspent mana, that mana becomes ... instead", kept for the guards to read
    text, card = generated_card(name)
    assert f"If you would lose unspent mana, that mana becomes {becomes} instead" in card["abilities"]
    assert "StepEndUnspentMana" in text


@pytest.mark.parametrize("name", ["Rainbow Vale", "Sunken Palace", "Kruphix, God of Horizons"])
def test_the_new_cards_load_in_a_trial(write_model, name):
    # each put to use: on the battlefield ("x"), what it could produce asked (106.7)
    text, _ = generated_card(name)
    could = {"Rainbow Vale": "{'W', 'U', 'B', 'R', 'G'}", "Sunken Palace": "{'U'}"}.get(name, "set()")
    assert verdict(write_model(trial_body(name, text) + claim(f"could_produce(x) == {could}"))) == "proved"


def _vale(text: str, events: str) -> str:
    return (text + '\n[scenario]\nturn = "you"\n\n[[object]]\nid = "vale"\ncard = "Rainbow Vale"\n\n'
            '[[event]]\nstep = "main"\n\n[[event]]\nadd_mana = "vale"\nlabel = "tapped"\n' + events)


def test_rainbow_vale_taps_for_any_color_and_stays_yours_until_the_end_step(write_model):
    # Rainbow Vale rulings 2004-10-04 (0) and 2007-09-16 (5): it changes controller only as the end step's trigger
    # resolves, in a turn it was tapped for mana: tapped in the main phase, it is still yours there
    text, _ = generated_card("Rainbow Vale")
    expr = ("could_produce(vale) == {'W', 'U', 'B', 'R', 'G'} and at('tapped', is_tapped(vale) and "
            "controller(vale) == 'you')")
    assert verdict(write_model(_vale(text, claim(expr)))) == "proved"


@pytest.mark.parametrize("events", ['\n[[event]]\nstep = "end"\n', '\n[[event]]\nturn = "opponent"\n'])
def test_a_history_reaching_the_end_step_beside_rainbow_vale_is_refused(write_model, events):
    text, _ = generated_card("Rainbow Vale")
    _refused(write_model, _vale(text, events + claim("on_battlefield(vale)")), "the history reaches an end step")


def _pool(kruphix: bool, events: str) -> str:
    text = generated_card("Kruphix, God of Horizons")[0] if kruphix else ""
    return (text + _LOOKER + '\n[scenario]\nturn = "you"\n\n[[object]]\nid = "forest"\ncard = "Forest"\n\n'
            '[[object]]\nid = "plains"\ncard = "Plains"\n\n[[object]]\nid = "looker"\ncard = "Looker"\n\n'
            + ('[[object]]\nid = "k"\ncard = "Kruphix, God of Horizons"\n\n' if kruphix else "")
            + '[[object]]\nid = "elves"\ncard = "Llanowar Elves"\nzone = "hand"\n\n'
            '[[ability]]\nid = "look"\nsource = "looker"\nability = "{W}, {T}: Look at the top card of your library."\n'
            'effects = []\n\n[[event]]\nstep = "main"\n' + events +
            '\n[[event]]\nstep = "combat"\n\n[[event]]\nstep = "main"\nlabel = "later"\n')


_LOOKER = ('\n[[card]]\nname = "Looker"\ntypes = ["artifact"]\n'
           'abilities = ["{W}, {T}: Look at the top card of your library."]\n')
_TAPPED = '\n[[event]]\nadd_mana = "forest"\nlabel = "tapped"\n'
_ACTIVATED = '\n[[event]]\nactivate = "look"\n\n[[event]]\nresolves = "look"\n'


def test_the_pool_empties_at_a_step_end_and_kruphix_refuses_it(write_model):
    # Kruphix ruling 2014-04-26 (0): with Kruphix, unused mana stays (colorless) as steps end; without it the pool
    # empties (106.4, 500.4): the model follows the latter, and refuses a history beside Kruphix where mana may be
    # left in a pool as a step ends: mana added, or a payment (its unspent mana) before a step's end
    assert verdict(write_model(_pool(False, _TAPPED) + claim("at('tapped', can_cast(elves)) and "
                                                              "at('later', not can_cast(elves))"))) == "proved"
    _refused(write_model, _pool(True, _TAPPED) + claim("on_battlefield(k)"), "mana in a pool here")
    _refused(write_model, _pool(True, _ACTIVATED) + claim("on_battlefield(k)"), "after a payment")
    # no payment, no mana to keep: the steps pass beside Kruphix
    assert verdict(write_model(_pool(True, "") + claim("at('later', on_battlefield(k))"))) == "proved"


@pytest.mark.parametrize("name, line", [
    ("Yurlok of Scorch Thrash", "{1}, {T}: Each player adds {B}{R}{G}."),  # (605.1a: a mana ability, not of "Add")
    ("Mox Lotus", "{T}: Add {∞}."),
])
def test_near_forms_stay_refused_naming_their_line(name, line):
    text, refusals = generate(name)
    assert text is None and any(line in r for r in refusals), refusals
