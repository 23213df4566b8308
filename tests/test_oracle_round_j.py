"""Oracle forms of the development half (issue 24, round J): melee (702.121a) as what its trigger
resolves to, +1/+1 until end of turn, printed or granted, as exalted is (in the model's two-player
game one opponent at most was attacked, 102.2; whether it was is the scenario's to say); persist,
undying, afterlife and fabricate (702.79a, 702.93a, 702.135a, 702.123a) kept as keywords, the
new objects and counters they make carried by the history, and a history passing their trigger
refused (`verifier/load/unsaid_triggers.py`).  Skipped where the `cards` extra is absent."""
import tomllib

import pytest

from conftest import claim, verdict
from verifier.errors import ModelError
from verifier.load.loader import load_scenario

pytest.importorskip("phase")
pytest.importorskip("mtg")

from verifier.cards.table import generate  # noqa: E402

MELEE = {"ability": "melee", "until": "end of turn", "affects": {"self": True}, "layer7c": {"power": 1, "toughness": 1}}


def _generated(name):
    text, refusals = generate(name)
    assert text is not None, refusals
    return text, tomllib.loads(text)["card"][0]


def test_printed_and_granted_melee_resolve_to_plus_one_plus_one():
    # "Melee. Other creatures you control have melee."
    text, card = _generated("Adriana, Captain of the Guard")
    assert card["abilities"] == ["melee"] and card["resolves"] == [MELEE]
    assert card["static"][0]["layer6"] == {"add_abilities": ["melee"]}
    assert "a planeswalker or battle attacked does not count" in text  # (the note: which attacks count)


def test_granted_melee_under_a_condition_keeps_the_condition():
    # Lieutenant: "As long as you control your commander, other creatures you control have melee."
    _, card = _generated("Skyhunter Strike Force")
    assert card["static"][0]["condition"] == {"you_control": {"commander": True, "owner": "you"}} and \
        card["resolves"] == [MELEE]


_ATTACK = '''[scenario]
turn = "you"

[[object]]
id = "adriana"
card = "Adriana, Captain of the Guard"

[[object]]
id = "bears"
card = "Grizzly Bears"

[[effect]]
id = "m1"
card = "Adriana, Captain of the Guard"
ability = "melee"
ability_of = "adriana"
'''


def test_melee_counts_opponents_not_attacking_creatures(write_model, run_cli):
    # Adriana ruling 2016-08-23: it does not matter how many creatures attacked a player, only that one did:
    # Adriana and the Bears attacking the one opponent, Adriana's own melee gives her +1/+1, not +2/+2; the
    # Bears' granted melee pumps the Bears (each instance its own trigger, 702.121b)
    bears = '\n[[effect]]\nid = "m2"\ncard = "Adriana, Captain of the Guard"\nability = "melee"\nability_of = "bears"\n'
    scenario = write_model(_ATTACK + bears + claim("power(adriana) == 5 and toughness(adriana) == 5 and "
                                                   "power(bears) == 3 and toughness(bears) == 3"))
    code, out, err = run_cli("check", scenario)
    assert code == 0 and "1 ok" in out, out + err


@pytest.mark.parametrize("name, word, what", [
    ("Obstinate Gargoyle", "persist", "702.79a"),
    ("Hancock, Ghoulish Mayor", "undying", "702.93a"),
    ("Angel of Invention", "Fabricate 2", "702.123a"),
])
def test_returning_and_token_keywords_are_kept_with_a_note(name, word, what):
    text, card = _generated(name)
    assert word in card["abilities"] and what in text and "400.7" in text


def test_granted_afterlife_is_granted_with_its_note():
    # Indebted Spirit: "Enchanted creature gets +1/+1 and has afterlife 1."
    text, card = _generated("Indebted Spirit")
    assert card["static"][0]["layer6"] == {"add_abilities": ["Afterlife 1"]} and "702.135a" in text


def _refusal(write_model, text: str) -> str:
    """The loader's refusal of a scenario."""
    with pytest.raises(ModelError) as err:
        load_scenario(write_model(text))
    return err.value.message


def test_a_history_passing_persist_is_refused(write_model):
    # 702.79a, 603.3: once Obstinate Gargoyle died, its persist trigger waits on the stack; a step beginning
    # with no [[trigger]] saying it resolved would pass it as if it never triggered (500.2)
    # ("it's modified", 700.9, is read from the board: no counter on it, not modified)
    text = ('[scenario]\nturn = "you"\n\n[[object]]\nid = "g"\n'
            'card = "Obstinate Gargoyle"\n\n[[event]]\nleaves = "g"\n\n[[event]]\nstep = "end"\n' + claim("true"))
    assert "persist" in _refusal(write_model, text)


def test_sunburst_is_kept_and_its_object_states_its_counters(write_model):
    # 702.44a: Opaline Bracers enters with a charge counter for each colour spent: a board states them (here 2, so
    # the equipped Bears are 4/4); an enters event of it is refused (verifier/load/entering.py)
    text, card = _generated("Opaline Bracers")
    assert card["abilities"] == ["sunburst", "Equip {2}"] and "702.44a" in text
    board = ('[scenario]\nturn = "you"\n\n[[object]]\nid = "bears"\ncard = "Grizzly Bears"\n\n[[object]]\n'
             'id = "b"\ncard = "Opaline Bracers"\nattached_to = "bears"\ncounters = { charge = 2 }\n')
    assert verdict(write_model(board + claim("power(bears) == 4 and toughness(bears) == 4"))) == "proved"
    entering = ('[scenario]\nturn = "you"\n\n[[object]]\nid = "b"\ncard = "Opaline Bracers"\nzone = "hand"\n\n'
                '[[event]]\nenters = "b"\n' + claim("true"))
    assert "sunburst" in _refusal(write_model, entering)


def test_mana_for_each_counter_of_any_kind_on_itself(write_model):
    # 122.1: "{T}: Add {U} for each counter on Nardole": every counter on it, whatever its kind (a +1/+1 and a
    # charge counter: {U}{U}); none, no mana
    _, card = _generated("Nardole, Resourceful Cyborg")
    assert card["mana"][0]["add"] == [{"mana": ["U"], "amount": {"counters": "every kind"}}]
    text = ('[scenario]\nturn = "you"\n\n[[object]]\nid = "n"\ncard = "Nardole, Resourceful Cyborg"\n'
            'counters = { "+1/+1" = 1, charge = 1 }\n')
    assert verdict(write_model(text + claim("tapped_for_mana(n) == 'UU'"))) == "proved"
    assert verdict(write_model(text.replace('counters = { "+1/+1" = 1, charge = 1 }\n', '') +
                               claim("tapped_for_mana(n) == ''"))) == "proved"
