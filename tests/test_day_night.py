"""Day and night (731, 502.2) and daybound and nightbound (702.145): the bundled scenarios
(Arlinn, the Pack's Hope's official rulings, models/corpus, are the checks that do not share
our reading), the face a daybound creature has after turns with so many spells cast each
(against 731.2a-b written out here, and the reference of tests/reference in
tests/test_reference_differential.py), and what is refused."""
import itertools

import pytest

from conftest import MODELS, claim, claim_verdict, verdict
from verifier.errors import ModelError
from verifier.load.loader import load_scenario
from verifier.query import outcomes_over

HOWLER = '''
[scenario]
name = "t"
turn = "you"
{head}

[[object]]
id = "w"
card = "Test Dawnhowler"
{face}
'''


def test_the_bundled_scenarios():
    for name, expected in [("daynight_arlinn_turns.toml", ["proved", "refuted", "proved", "proved", "refuted",
                                                           "proved", "refuted", "proved", "refuted"]),
                           ("daynight_arlinn_entering.toml", ["proved", "refuted", "proved", "refuted", "proved",
                                                              "refuted", "proved", "refuted"]),
                           ("faces_arlinn_moons_fury.toml", ["proved", "none", "proved", "none", "proved"]),
                           ("schema_key_day_night.toml", ["proved"])]:
        path = MODELS / "scenarios" / name
        assert [verdict(path, i) for i in range(len(expected))] == expected, name


def _turns(spells: list) -> str:
    """The history: as it begins it is day (the daybound creature there), you having cast
    spells[0] spells this turn; then a turn for each later entry, alternating, its active
    player casting that many Grizzly Bears (free) and resolving them."""
    text = HOWLER.format(head=f"spells_cast_this_turn = {spells[0]}", face="")
    players = itertools.cycle(["opponent", "you"])
    for t, n in enumerate(spells[1:], 1):
        player = next(players)
        text += f'\n[[event]]\nturn = "{player}"\nlabel = "turn-{t}"\n'
        for k in range(n):
            text += f'\n[[object]]\nid = "b{t}-{k}"\ncard = "Grizzly Bears"\nzone = "hand"\nowner = "{player}"\n'
            text += f'\n[[event]]\ncast = "b{t}-{k}"\nfree = true\n\n[[event]]\nresolves = "b{t}-{k}"\n'
    return text


def _expected(spells: list) -> list:
    """731.2a-b as written: day becomes night after a turn with no spell cast by its active
    player, night becomes day after one with two or more."""
    out, night = [], False
    for n in spells[:-1]:
        night = (n == 0) if not night else not (n >= 2)
        out.append(night)
    return out


@pytest.mark.parametrize("spells", [[0, 0, 0, 2], [1, 0, 1, 3, 0], [2, 1, 0, 2, 1], [0, 2, 0]])
def test_the_face_after_turns_with_spells_cast(write_model, spells):
    sc = load_scenario(write_model(_turns(spells) + claim("True")))
    for t, night in enumerate(_expected(spells), 1):
        for query, want in (("is_night()", night), ("is_day()", not night), ("power(w)", 4 if night else 2)):
            assert {o.value for o in outcomes_over(sc, query, at=f"turn-{t}")} == {want}, (spells, t, query)


def test_a_transform_instruction_turns_over_a_plain_double_faced_card_only(write_model):
    text = HOWLER.format(head='spells_cast_this_turn = 1', face="") + '''
[[card]]
name = "Test Turncoat"
types = ["creature"]
power = 1
toughness = 1
layout = "transform"

[card.back]
name = "Test Turncloak"
types = ["creature"]
power = 3
toughness = 3

[[object]]
id = "plain"
card = "Test Turncoat"

[[event]]
transform = "w"
label = "told"

[[event]]
transform = "plain"
label = "told-too"
'''
    assert claim_verdict(write_model, text, "power(w) == 2 and power(plain) == 3 and is_day()", at="told-too") == \
        "proved"


def test_an_effect_makes_it_night_at_once(write_model):
    text = HOWLER.format(head="", face="") + '\n[[event]]\nit_becomes = "night"\nlabel = "n"\n'
    assert claim_verdict(write_model, text, "is_night() and power(w) == 4", at="n") == "proved"
    assert claim_verdict(write_model, text, "power(w) == 2", at="n", expect="refuted") == "refuted"


def _refused(write_model, text: str, expr: str = "is_day()") -> ModelError:
    with pytest.raises(ModelError) as e:
        verdict(write_model(text + claim(expr)))
    return e.value


def test_a_turn_whose_previous_turn_began_before_the_history_is_refused(write_model):
    text = HOWLER.format(head="", face="") + '\n[[event]]\nturn = "opponent"\n'
    e = _refused(write_model, text)
    assert e.line == text.count("\n", 0, text.index("[[event]]")) + 1
    assert "731.2" in e.message and "spells_cast_this_turn" in e.message


def test_with_neither_a_turn_needs_no_count(write_model):
    text = '[scenario]\nname = "t"\n\n[[object]]\nid = "w"\ncard = "Test Dawnhowler"\nzone = "hand"\n' \
           '\n[[event]]\nturn = "opponent"\nlabel = "t"\n'
    assert claim_verdict(write_model, text, "not is_day() and not is_night()", at="t") == "proved"


def test_a_board_that_cannot_be_is_refused(write_model):
    e = _refused(write_model, HOWLER.format(head='day_night = "night"', face="") + '\n[[event]]\nstep = "end"\n')
    assert "702.145c" in e.message
    e = _refused(write_model, HOWLER.format(head='day_night = "day"', face='face = "back"') + '\n[[event]]\nstep = "end"\n')
    assert "702.145f" in e.message


def test_what_is_not_followed_is_refused(write_model):
    grouped = HOWLER.format(head="spells_cast_this_turn = 1", face="") + \
        '\n[[event]]\nit_becomes = "night"\ngroup = "g"\n\n[[event]]\nstep = "end"\ngroup = "g"\n'
    assert "group" in _refused(write_model, grouped).message
    blanked = HOWLER.format(head="", face="") + '''
[[effect]]
id = "blank"
targets = ["w"]
layer6 = { remove_all_abilities = true }

[[event]]
step = "end"
'''
    assert "removes abilities" in _refused(write_model, blanked).message
    plain = '''
[scenario]
name = "t"

[[card]]
name = "Test Dawnling"
types = ["creature"]
power = 1
toughness = 1
abilities = ["daybound"]

[[object]]
id = "d"
card = "Test Dawnling"

[[event]]
step = "end"
'''
    assert "702.145a" in _refused(write_model, plain).message
    copied = HOWLER.format(head="", face="").replace('card = "Test Dawnhowler"\n', 'card = "Test Dawnhowler"\n'
                                                     'zone = "hand"\n') + \
        '\n[[event]]\ncast = "w"\nfree = true\n\n[[event]]\ncopy_spell = "w"\nas = "w2"\n'
    assert "707.10" in _refused(write_model, copied).message
    assert "about a history" in _refused(write_model, HOWLER.format(head="", face=""), "is_day()").message


def test_a_board_with_daybound_and_nightbound_face_up_is_refused(write_model):
    text = HOWLER.format(head="", face="") + '\n[[object]]\nid = "v"\ncard = "Test Dawnhowler"\nface = "back"\n'
    assert "702.145f" in _refused(write_model, text, "power(w) == 2").message


def test_the_keywords_are_written_as_the_rules_read_them(write_model):
    text = HOWLER.format(head="", face="").replace('card = "Test Dawnhowler"', 'card = "Test Upper"') + '''
[[card]]
name = "Test Upper"
types = ["creature"]
power = 1
toughness = 1
layout = "transform"
abilities = ["Daybound"]

[card.back]
name = "Test Lower"
types = ["creature"]
power = 1
toughness = 1
abilities = ["nightbound"]
'''
    with pytest.raises(ModelError, match="daybound"):
        load_scenario(write_model(text + claim("True")))
