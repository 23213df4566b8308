"""Modal triggered abilities (700.2b, 603.3c: a [[trigger]]'s `mode`, 0 for none of "choose up to
one") and a trigger's fight (701.14a-b: `fights`), `verifier.load.trigger_modes`: Ravager Wurm's
enters trigger; the verifier against the reference (tests/reference, written apart from its rules)
on random histories of it; and each refusal."""
from pathlib import Path

import pytest
from hypothesis import given, settings, strategies as st

from conftest import claim, claim_verdict, examples, refused_in_one_line
from test_reference_differential import SETTINGS, compare
from verifier.load.loader import load_scenario

ABILITY = ("When Ravager Wurm enters, choose up to one \u2014 \u2022 Ravager Wurm fights target creature you don't "
           "control. \u2022 Destroy target land with an activated ability that isn't a mana ability.")
WURM = f'''
[[card]]
name = "Ravager Wurm"
mana_cost = "{{3}}{{R}}{{G}}{{G}}"
colors = ["red", "green"]
types = ["creature"]
subtypes = ["Wurm"]
power = POWER
toughness = TOUGHNESS
abilities = ["{ABILITY}"]

[[object]]
id = "wurm"
card = "Ravager Wurm"
zone = "hand"

[[object]]
id = "bears"
card = "Grizzly Bears"
controller = "opponent"

[[trigger]]
id = "t"
source = "wurm"
ability = "{ABILITY}"
when = "enters"
of = {{ self = true }}
MODE

[[event]]
step = "main"

[[event]]
enters = "wurm"
label = "in"
'''
FIGHT = 'mode = 1\nfights = "bears"\ntarget_if = "controller(bears) == \'opponent\'"'


def wurm(mode: str = FIGHT, power: int = 6, toughness: int = 6) -> str:
    return WURM.replace("MODE", mode).replace("POWER", str(power)).replace("TOUGHNESS", str(toughness))


RESOLVES = '\n[[event]]\nresolves = "t"\nlabel = "done"\n'


@pytest.mark.parametrize("before, expr", [
    ("", "not on_battlefield(bears) and damage(wurm) == 2"),  # 701.14a: each deals the other its power
    # Ravager Wurm ruling 3: its target illegal as it resolves (608.2b), or the Wurm gone (701.14b): no damage
    ('\n[[event]]\ngain_control = "bears"\nby = "you"\n', "on_battlefield(bears) and damage(bears) == 0 and "
                                                         "damage(wurm) == 0"),
    ('\n[[event]]\nleaves = "wurm"\ninto = "graveyard"\n', "on_battlefield(bears) and damage(bears) == 0"),
])
def test_the_wurm_fights_its_target_only_if_both_are_there_and_legal(write_model, before, expr):
    assert claim_verdict(write_model, wurm() + before + RESOLVES, expr, at="done") == "proved"


def test_a_fight_with_no_power_deals_no_damage(write_model):
    """701.14a, 120.3: a 0-power creature fighting deals no damage; the other still deals its own."""
    assert claim_verdict(write_model, wurm(power=0) + RESOLVES, "damage(bears) == 0 and damage(wurm) == 2",
                         at="done") == "proved"


def test_no_mode_chosen_does_nothing_and_never_waits(write_model):
    """Ravager Wurm ruling 6 (603.3c): choosing neither mode, the ability leaves the stack at once,
    so the turn goes on (500.2) with nothing done."""
    text = wurm("mode = 0") + '\n[[event]]\nstep = "combat"\nlabel = "done"\n'
    assert claim_verdict(write_model, text, "triggered('t') and damage(bears) == 0 and on_battlefield(bears)",
                         at="done") == "proved"


@pytest.mark.parametrize("mode, extra, line, message", [
    ("", "", 25, "is modal (700.2b): give mode = the mode chosen as it is put on the stack, 1 to 2, or 0 for none"),
    ("mode = 3", "", 28, "mode = 3, but its ability has modes 1 to 2 or none, 0"),
    ('mode = 0\nfights = "bears"', "", 29, "no mode is chosen (mode = 0), so it is removed from the stack"),
    ("mode = 0", RESOLVES, 38, "nothing resolves or copies it"),
    ("mode = 1", "", 22, "fights (701.14a), and the table says nothing of it (give fights)"),
    ('mode = 2\nfights = "bears"', "", 29, "has nothing fight (701.14a): drop fights"),
    ('mode = 1\nfights = "bears"\ngain_life = 2', "", 30, "gain_life beside a fight is not modelled"),
])
def test_a_modal_trigger_or_a_fight_the_model_cannot_read_is_refused(write_model, run_cli, mode, extra, line,
                                                                     message):
    refused_in_one_line(run_cli, write_model(wurm(mode) + extra + claim("on_battlefield(bears)")), line, message)


@pytest.mark.parametrize("old, new, line, message", [
    ("choose up to one", "choose one", 28, "and one must be chosen (700.2)"),
    ("choose up to one", "choose one or more", 25, "chooses more than one mode (700.2d), which is not modelled"),
])
def test_choosing_modes_otherwise_is_refused(write_model, run_cli, old, new, line, message):
    text = wurm("mode = 0").replace(old, new) + claim("on_battlefield(bears)")
    refused_in_one_line(run_cli, write_model(text), line, message)


def test_a_mode_on_a_trigger_that_is_not_modal_is_refused(write_model, run_cli):
    text = wurm(FIGHT).replace("choose up to one \u2014 \u2022 ", "").replace(
        " \u2022 Destroy target land with an activated ability that isn't a mana ability.", "")
    refused_in_one_line(run_cli, write_model(text + claim("on_battlefield(bears)")), 28, "is not modal")


@st.composite
def wurm_histories(draw, tmp: Path):
    """Ravager Wurm of a random size entering and its trigger choosing the fight or no mode, a
    Grizzly Bears as its target; before the trigger resolves, the Bears may change controller or
    leave, and the Wurm may leave (701.14a-b, 608.2b, 603.3c)."""
    fight = draw(st.booleans())
    text = wurm(FIGHT if fight else "mode = 0", power=draw(st.integers(0, 3)), toughness=draw(st.integers(1, 3)))
    for event in draw(st.lists(st.sampled_from(('gain_control = "bears"\nby = "you"', 'leaves = "bears"\ninto = '
                                                '"graveyard"', 'leaves = "wurm"\ninto = "graveyard"')),
                               max_size=2, unique=True)):
        text += f"\n[[event]]\n{event}\n"
    text += RESOLVES if fight else '\n[[event]]\nstep = "combat"\nlabel = "done"\n'
    path = tmp / f"wurm{abs(hash(text))}.toml"
    path.write_text(text)
    return load_scenario(path)


@settings(max_examples=examples(40), **SETTINGS)
@given(st.data())
def test_verifier_matches_the_reference_on_the_wurms_trigger(tmp_path_factory, data):
    sc = data.draw(wurm_histories(tmp_path_factory.mktemp("wurm")))
    compare(sc, data, ("damage({o})", "on_battlefield({o})", "triggered('t')"), about=["wurm", "bears"])
