"""Oracle forms of the development half (issue 24, round L2): properties of phase.rs's filters.
A target's counters ("target creature you control with a +1/+1 counter on it", "... with a counter
on it": `counters = ["every kind"]`, 122.1) checked on the counters the history gives as the
ability resolves (601.2c, 608.2b); a fixed power and toughness ("target 1/1 creature") as bounds
(208.1).  Near forms stay refused, naming their line.  Skipped where the `cards` extra is absent."""
import json
import tomllib

import pytest

from conftest import claim, generated_card, trial_body, verdict
from verifier.cards.filters import affects
from verifier.cards.refusal import Refusal
from verifier.errors import ModelError

pytest.importorskip("phase")
pytest.importorskip("mtg")

from verifier.cards.table import to_toml  # noqa: E402

PALADIN, HIDEOUT, SEEDCORE = "A-Sigardian Paladin", "Hidden Hideout", "The Seedcore"


def test_a_targets_counters_of_a_kind_and_of_any_kind():
    _, paladin = generated_card(PALADIN)
    assert paladin["resolves"][0]["target"] == {"types": ["creature"], "controller": "you", "counters": ["+1/+1"]}
    assert paladin["resolves"][0]["layer6"] == {"add_abilities": ["trample", "lifelink"]}
    _, hideout = generated_card(HIDEOUT)
    assert hideout["resolves"][0]["target"] == {"types": ["creature"], "controller": "you",
                                                "counters": ["every kind"]}


def test_a_one_one_target_is_power_and_toughness_one():
    _, seedcore = generated_card(SEEDCORE)
    [resolves] = seedcore["resolves"]
    assert resolves["target"] == {"types": ["creature"], "power_at_least": 1, "power_at_most": 1,
                                  "toughness_at_least": 1, "toughness_at_most": 1}
    assert resolves["layer7c"] == {"power": 2, "toughness": 1}




@pytest.mark.parametrize("prop, said", [
    ({"type": "PtComparison", "stat": "Power", "scope": "Current", "comparator": "GE",
      "value": {"type": "Ref", "qty": "SelfPower"}}, "PtComparison"),  # "power greater than ~'s": not fixed
    ({"type": "PtComparison", "stat": "Power", "scope": "Base", "comparator": "EQ",
      "value": {"type": "Fixed", "value": 1}}, "PtComparison"),
    ({"type": "Counters", "counters": {"type": "Any"}, "comparator": "EQ",
      "count": {"type": "Fixed", "value": 2}}, "exactly 2 counters of any kind"),
])
def test_a_property_not_read_is_refused(prop, said):
    line = "Target creature with it gets +1/+1 until end of turn."
    with pytest.raises(Refusal) as err:
        affects(line, {"type": "Typed", "type_filters": ["Creature"], "properties": [prop]})
    assert said in str(err.value) and line in str(err.value)


@pytest.mark.parametrize("name, expr", [
    (PALADIN, "has_ability(bear, 'trample') and has_ability(bear, 'lifelink')"),
    (HIDEOUT, "has_ability(bear, 'lifelink')"),
])
def test_each_new_card_loads_and_its_ability_applies(write_model, name, expr):
    text, _ = generated_card(name)
    assert verdict(write_model(trial_body(name, text) + claim(expr))) == "proved"


def test_seedcore_on_a_board_is_refused_as_its_own_pump_unmakes_its_target(write_model):
    # "target 1/1 creature gets +2/+1": on a board the named target is checked as the board stands, after the pump
    # (601.2c, 608.2b; docs/limits.md): a 3/2 is no legal target then, so the board is refused, not answered
    text, _ = generated_card(SEEDCORE)
    with pytest.raises(ModelError, match="608.2b"):
        verdict(write_model(trial_body(SEEDCORE, text) + claim("power(bear) == 3")))


def _history(text: str, name: str, target_card: str, counters: str, after: str = "") -> str:
    """The generated card's object using its ability on its controller's creature `b1`, which has
    `counters` as the scenario begins; the ability resolves, then `after` happens."""
    ability = next(r["ability"] for r in tomllib.loads(text)["card"][0]["resolves"])
    conditions = ('conditions = { "you\'ve put one or more +1/+1 counters on a creature this turn" = false }'
                  if name == PALADIN else "")  # (its first ability's condition, a fact the scenario states)
    return text + f'''
[scenario]
turn = "you"
{conditions}

[[object]]
id = "x"
card = "{name}"

[[object]]
id = "b1"
card = "{target_card}"
{counters}
''' + "\n".join(["[[effect]]", 'id = "e"', f"card = {json.dumps(name)}", 'ability_of = "x"',
                 f"ability = {json.dumps(ability)}", 'targets = ["b1"]', "", "[[event]]", 'starts = "e"', after])


def _refused_or_not_proved(write_model, body: str) -> None:
    try:
        got = verdict(write_model(body))
    except ModelError as exc:  # refused as it loads: its target was never legal (608.2b)
        assert "target" in exc.message
        return
    assert got != "proved"


@pytest.mark.parametrize("name, counters, expr", [
    (PALADIN, 'counters = { "+1/+1" = 1 }', "has_ability(b1, 'trample')"),
    (HIDEOUT, "counters = { charge = 1 }", "has_ability(b1, 'lifelink')"),
])
def test_the_counters_decide_whether_the_target_is_legal(write_model, name, counters, expr):
    text, _ = generated_card(name)
    assert verdict(write_model(_history(text, name, "Grizzly Bears", counters) + claim(expr))) == "proved"
    _refused_or_not_proved(write_model, _history(text, name, "Grizzly Bears", "") + claim(expr))
    if name == PALADIN:  # a counter of another kind is not a +1/+1 counter (122.1)
        _refused_or_not_proved(write_model, _history(text, name, "Grizzly Bears", "counters = { charge = 1 }") +
                               claim(expr))


def test_sigardian_paladin_ruling_losing_the_counter_later(write_model):
    # Sigardian Paladin ruling 2021-11-19 (rulings index 1; A-Sigardian Paladin rebalances it, the same last
    # ability on "a creature you control"): it can target only a creature with a +1/+1 counter on it; once it
    # has resolved, the creature has trample and lifelink until end of turn even if it loses its counters
    text, _ = generated_card(PALADIN)
    lose = '\n[[event]]\nremove_counters = "b1"\ncounters = { "+1/+1" = 1 }\n'
    body = _history(text, PALADIN, "Grizzly Bears", 'counters = { "+1/+1" = 1 }', lose)
    assert verdict(write_model(body + claim("has_ability(b1, 'trample') and has_ability(b1, 'lifelink') and "
                                            "power(b1) == 2"))) == "proved"


def test_only_a_one_one_creature_is_a_legal_target(write_model):
    # 601.2c, 608.2b: "target 1/1 creature": a 1/1 becomes 3/2; a 2/2 Grizzly Bears is no legal target
    text, _ = generated_card(SEEDCORE)
    one = '\n[[card]]\nname = "Test Squire"\ntypes = ["creature"]\npower = 1\ntoughness = 1\n'
    body = _history(text + one, SEEDCORE, "Test Squire", "")
    assert verdict(write_model(body + claim("power(b1) == 3 and toughness(b1) == 2"))) == "proved"
    _refused_or_not_proved(write_model, _history(text, SEEDCORE, "Grizzly Bears", "") + claim("power(b1) == 4"))


def test_a_power_in_one_branch_of_a_static_layer_6_set_is_refused(write_model):
    # 613.4: power is known only in layer 7, so "creatures with power 4 or greater and Dragons have flying" (layer 6)
    # can't read it; the loader refuses it in a branch of any_of as it does outside one
    banner = {"name": "Tall Banner (test card)", "types": ["enchantment"], "static": [{
        "ability": "Creatures with power 4 or greater and Dragons have flying", "layer6": {"add_abilities": ["flying"]},
        "affects": {"types": ["creature"], "any_of": [{"power_at_least": 4}, {"subtypes": ["Dragon"]}]}}]}
    text = to_toml(banner) + '\n[scenario]\nturn = "you"\n\n[[object]]\nid = "banner"\ncard = "Tall Banner (test card)"\n' + \
        claim("has_ability(banner, 'flying') == False")
    with pytest.raises(ModelError) as err:
        verdict(write_model(text))
    assert "defined in layer 7 only" in err.value.message


def test_creatures_with_counters_on_them_have_trample(write_model):
    # Nev, the Practical Dean: "Creatures you control with counters on them have trample." (122.1: a counter of any
    # kind; the Bears with a charge counter have trample, those with none do not)
    text, card = generated_card("Nev, the Practical Dean")
    assert card["static"][0]["affects"] == {"types": ["creature"], "controller": "you", "counters": ["every kind"]}
    board = trial_body("Nev, the Practical Dean", text) + \
        '[[object]]\nid = "marked"\ncard = "Grizzly Bears"\ncounters = { charge = 1 }\n'
    assert verdict(write_model(board + claim("has_ability(marked, 'trample') and not has_ability(bear, 'trample')"))) \
        == "proved"
