"""The targets an [[effect]] names for its card's resolved ability where no activation says what
was chosen: begun by a `starts` event, or in force on a board.  Their number is what the
ability's text allows (115.1, 601.2c: "up to N", "one or two", a single "target"; "X" refused,
601.2b), compared with a reference table (`tests/reference/target_counts.py`); on a board each is
what the text targets as the board stands, and of a history as it begins for an effect in force then (601.2c, 608.2b),
else refused with its line."""
from pathlib import Path

import pytest
from hypothesis import given, settings, strategies as st

from conftest import claim, examples, verdict
from reference import target_counts
from verifier.errors import ModelError
from verifier.load import effect_targets
from verifier.load.loader import load_scenario
from verifier.query import possible_histories
from verifier.search import shortest_refutation

PROBES = Path(__file__).parent / "golden" / "round_k_audit_probes"


def _refused_at(path: Path) -> tuple:
    """The line and message of the refusal of a model file, loaded and its histories asked for."""
    with pytest.raises(ModelError) as err:
        possible_histories(load_scenario(path))
    return err.value.line, str(err.value)


# -- the number of targets (115.1, 601.2c) ------------------------------------------------------------

def test_up_to_two_with_three_targets_is_refused():
    line, message = _refused_at(PROBES / "bretagard_stronghold_three_targets.toml")
    assert line == 45 and "asks for up to 2 different targets" in message and "not 3" in message


def test_up_to_x_is_refused_without_its_activation():
    # 601.2b: X is announced with what was paid, which a starts event does not say
    line, message = _refused_at(PROBES / "endurance_bobblehead_too_many_targets.toml")
    assert line == 45 and "X is announced" in message
    line, _ = _refused_at(PROBES / "endurance_bobblehead.toml")  # (a board: the same)
    assert line == 37


def test_the_legal_counts_still_load_with_their_verdicts():
    assert verdict(PROBES / "bretagard_stronghold_two_targets.toml") == "proved"
    assert verdict(PROBES / "a_bretagard_stronghold_own.toml") == "proved"  # "one or two": one chosen
    assert verdict(PROBES / "a_bretagard_stronghold_own.toml", 1) == "proved"  # (4/4: its two counters)


GROWTH = '\n[scenario]\nturn = "you"\n\n' + "".join(f'[[object]]\nid = "b{i}"\ncard = "Grizzly Bears"\n\n'
                                                    for i in (1, 2, 3)) + \
    '[[effect]]\nid = "e"\ncard = "Giant Growth"\ntargets = TARGETS\n'
STARTS = '''
[[event]]
turn = "you"

[[event]]
starts = "e"
'''


@pytest.mark.parametrize("history", ["", STARTS])
def test_target_creature_names_exactly_one(write_model, history):
    # "target creature" (Giant Growth's [[card.resolves]], 115.1): one, on a board as after a starts event
    text = GROWTH.replace("TARGETS", '["b1", "b2", "b3"]') + history + claim("power(b1) == 5")
    line, message = _refused_at(write_model(text))
    assert line == 20 and "asks for 1 different targets" in message
    assert verdict(write_model(GROWTH.replace("TARGETS", '["b1"]') + history +
                               claim("power(b1) == 5 and power(b2) == 2"))) == "proved"


# -- a board's targets as it stands (601.2c, 608.2b) ----------------------------------------------------

TOUCH = "Target creature you control with power 1 or less gains flying until end of turn"
SHRINK = f'''
[[card]]
name = "Test Touch"
mana_value = 1
types = ["instant"]
abilities = ["{TOUCH}"]

[[card.resolves]]
ability = "{TOUCH}"
target = {{ types = ["creature"], controller = "you", power_at_most = 1 }}
layer6 = {{ add_abilities = ["flying"] }}
until = "end of turn"

[scenario]

[[object]]
id = "x"
card = "CARD"
controller = "WHO"

[[effect]]
id = "e"
card = "Test Touch"
targets = ["x"]
'''


@pytest.mark.parametrize("card, who", [("Grizzly Bears", "you"), ("Llanowar Elves", "opponent")])
def test_a_board_target_not_matching_is_refused(write_model, card, who):
    # a 2/2 for "power 1 or less", an opponent's creature for "you control": refused at targets
    line, message = _refused_at(write_model(SHRINK.replace("CARD", card).replace("WHO", who) +
                                            claim("has_ability(x, 'flying')")))
    assert line == 24 and "'x', a target effect 'e' names" in message


def test_a_board_target_matching_gets_the_effect(write_model):
    body = SHRINK.replace("CARD", "Llanowar Elves").replace("WHO", "you")
    assert verdict(write_model(body + claim("has_ability(x, 'flying')"))) == "proved"


SEARCHED = '[scenario]\nsearch = { max_events = 1, events = [{ turn = "opponent" }] }\n'


@pytest.mark.parametrize("card, who", [("Grizzly Bears", "you"), ("Llanowar Elves", "opponent")])
def test_a_board_target_beside_a_search_is_refused(write_model, card, who):
    # 601.2c, 608.2b: a search's events (a history built for them) still begin from the board as it stands:
    # refused at targets by `verifier check` and by `verifier search` (`search.shortest_refutation`) alike
    path = write_model(SHRINK.replace("CARD", card).replace("WHO", who).replace("[scenario]\n", SEARCHED) +
                       claim("not has_ability(x, 'flying')", "refuted"))
    line, message = _refused_at(path)
    assert line == 25 and "'x', a target effect 'e' names" in message  # (its targets line)
    sc = load_scenario(path)
    with pytest.raises(ModelError) as err:
        shortest_refutation(sc, sc.claims[0])
    assert err.value.line == 25 and "'x', a target effect 'e' names" in str(err.value)


def test_a_board_target_matching_beside_a_search_is_searched(write_model):
    path = write_model(SHRINK.replace("CARD", "Llanowar Elves").replace("WHO", "you").replace("[scenario]\n", SEARCHED)
                       + claim("not has_ability(x, 'flying')", "refuted"))
    sc = load_scenario(path)
    found, _ = shortest_refutation(sc, sc.claims[0])
    assert found is not None and found.events == ()  # (refuted on the board itself: the Elves fly)


BEGUN = '\n[[object]]\nid = "y"\ncard = "Grizzly Bears"\n\n[[event]]\nenters = "y"\n'


@pytest.mark.parametrize("card, who", [("Grizzly Bears", "you"), ("Llanowar Elves", "opponent"), ("Forest", "you")])
def test_a_history_s_starting_target_not_matching_is_refused(write_model, card, who):
    # 601.2c, 608.2b: an effect no event starts was in force as the history began; it resolved only with
    # its target legal, so a 2/2, an opponent's creature or a land (not a creature at all) there is refused
    line, message = _refused_at(write_model(SHRINK.replace("CARD", card).replace("WHO", who) + BEGUN +
                                            claim("has_ability(x, 'flying')")))
    assert line == 24 and "'x', a target effect 'e' names" in message and "as the history begins" in message


def test_a_history_s_starting_target_matching_gets_the_effect(write_model):
    body = SHRINK.replace("CARD", "Llanowar Elves").replace("WHO", "you") + BEGUN
    assert verdict(write_model(body + claim("has_ability(x, 'flying') and not has_ability(y, 'flying')"))) == "proved"


def test_an_effect_a_trigger_never_resolved_begins_is_no_starting_effect(write_model):
    # 608.2c: the effect a [[trigger]] lists begins only as it resolves, which this history does not say (its
    # source never enters): not in force as it begins, so its target (a 2/2 for "power 1 or less") is not checked
    toucher = f"When this creature enters, {TOUCH[0].lower()}{TOUCH[1:]}"
    body = SHRINK.replace("CARD", "Grizzly Bears").replace("WHO", "you") + BEGUN + f'''
[[object]]
id = "toucher"
name = "Toucher"
types = ["creature"]
power = 1
toughness = 1
abilities = ["{toucher}"]

[[trigger]]
id = "t"
source = "toucher"
ability = "{toucher}"
when = "enters"
of = {{ self = true }}
effects = ["e"]
target_if = "power(x) <= 1"
'''
    assert verdict(write_model(body + claim("not has_ability(x, 'flying')"))) == "proved"


# -- the verifier's reading against the reference's table ---------------------------------------------

KINDS = [("creature", "creatures"), ("creature you control", "creatures you control"), ("land", "lands"),
         ("artifact", "artifacts")]


@settings(max_examples=examples(60), deadline=None)
@given(st.sampled_from(sorted(target_counts.COUNTS) + ["up to X", "X"]), st.sampled_from(KINDS),
       st.booleans())
def test_counts_match_the_reference(words, kind, cost):
    noun = kind[0] if words in ("", "one", "up to one") else kind[1]
    phrase = f"{words} target {noun}".strip()
    phrase = phrase[0].upper() + phrase[1:]
    text = ("{2}, {T}: " if cost else "") + phrase + " gain flying until end of turn"
    aim = effect_targets.allowed(text)
    ours = None if aim is None or aim.count == "X" else (aim.fewest, aim.count)
    expected = target_counts.allowed(text)
    if words == "any number of":  # (107.1c: read with strive's phrase, not as a Target)
        assert expected == (0, None)
        return
    assert ours == expected, text


@pytest.mark.parametrize("text", ["{T}, Discard a card: Gain control of target creature until end of turn",
                                  "When this enters, gain control of target creature until end of turn. Untap "
                                  "that creature"])
def test_control_of_target_creature_is_one_target(text):
    # 115.1: "gain control of target creature" asks for one target ("of" is no number)
    from verifier.load.effect_targets import allowed
    aim = allowed(text)
    assert aim is not None and aim.allows(1) and not aim.allows(2) and not aim.allows(0)
