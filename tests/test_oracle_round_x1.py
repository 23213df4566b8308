"""Oracle forms of round X1 (mana abilities not in a plain form, `verifier/cards/manalines.py`):
counters a mana ability puts on its own permanent ("Put two charge counters on ~") or gives its
controller ("You get a poison counter"), kept with a note while tapping it for mana or paying with
it is refused (605.1a, 122.1: no event puts them); a name in a count or a sacrifice ("for each
artifact you control named ~", "Sacrifice a token named Wood", 201.2, 111.1); "the amount of life
you gained this turn" as a number the scenario gives, guarded by its words (119.3); "If you spend
this mana to cast ..." as a rider on spending (106.6); "Add one mana of that color unless any player pays
{1}", what it could produce answered and tapping it refused (106.7).  Skipped where the `cards` extra is absent."""
import pytest

from conftest import claim, generated_card, retexted, trial_body, verdict
from verifier.cards import manalines
from verifier.errors import ModelError
from verifier.load.loader import load_scenario

pytest.importorskip("phase")
pytest.importorskip("mtg")

from verifier.cards import trial  # noqa: E402
from verifier.cards.table import generate  # noqa: E402

_LIFE_GAINED = "the amount of life you gained this turn"


@pytest.mark.parametrize("name, ability, add, note", [
    ("Runecarved Obelisk", "{T}: Add {C}{C}. Put two charge counters on Runecarved Obelisk.",
     [{"mana": ["C"], "amount": 2}], "not followed: the counters it puts on the permanent (122.1)"),
    ("Noxious Bayou", "{T}: Add {B} or {G}. You get a poison counter.",
     [{"mana": ["B", "G"], "amount": 1}], "not followed: the counters it gives you (122.1"),
])
def test_counters_a_mana_ability_puts_are_kept_with_a_note(name, ability, add, note):
    text, card = generated_card(name)
    (mana,) = card["mana"]
    assert mana["ability"] == ability and mana["add"] == add and mana["cost"] == {"tap": True}
    assert note in text and "taps it for mana or pays with it is refused" in text


def test_a_count_and_a_sacrifice_by_name():
    _, shard = generated_card("Powerstone Shard")
    assert shard["mana"][0]["add"] == [{"mana": ["C"], "amount": {"count": {
        "types": ["artifact"], "controller": "you", "names": ["Powerstone Shard"]}}}]
    _, patrol = generated_card("Jungle Patrol")
    (mana,) = patrol["mana"]
    assert mana["add"] == ["R"] and "cost" not in mana
    assert mana["only_if"] == {"count": {"token": True, "names": ["Wood"], "controller": "you"}, "at_least": 1}


def test_life_gained_this_turn_is_a_number_the_scenario_gives():
    _, card = generated_card("Accomplished Alchemist")
    (mana,) = card["mana"]
    assert mana["add"] == [{"mana": ["W", "U", "B", "R", "G"], "amount": {"number": _LIFE_GAINED}}]


def test_a_rider_on_spending_it_to_cast_a_commander_is_kept():
    text, card = generated_card("Opal Palace")
    (mana,) = card["mana"]
    assert mana["add"] == [{"mana": ["commander identity"]}] and mana["cost"] == {"tap": True, "mana": "{1}"}
    assert "not followed: how its mana is spent (106.6); a scenario that pays with its mana is refused" in text


def test_rhystic_cave_could_produce_any_colour_and_tapping_it_is_refused(write_model):
    # Rhystic Cave ruling 2004-10-04 (1): if a player pays {1}, it produces no mana and was not tapped for mana: the
    # payment as it resolves is not followed, so tapping it is refused; what it could produce is as if none paid (106.7)
    text, card = generated_card("Rhystic Cave")
    assert card["mana"][0]["add"] == [{"mana": ["W", "U", "B", "R", "G"]}]
    assert "('unless any player pays')" in text
    body = trial_body("Rhystic Cave", text)
    assert verdict(write_model(body + claim("could_produce(x) == {'W', 'U', 'B', 'R', 'G'}"))) == "proved"
    with pytest.raises(ModelError, match="unless any player pays"):
        load_scenario(write_model(body + claim("tapped_for_mana(x) == 'G'", "witness")))


@pytest.mark.parametrize("line, part", [
    # two names (or a name joined to more words): which is counted is not read
    ("{T}: Add {C} for each artifact you control named Foo or Bar.", "named Foo or Bar"),
    ("Sacrifice a token named Wood and Stone: Add {R}.", "Sacrifice a token named Wood and Stone"),
    # counters put on another permanent: a target makes it no mana ability (605.1a); none read here
    ("{T}: Add {G}. Put a +1/+1 counter on target creature.", "Put a +1/+1 counter on target creature."),
    # the life gained by another player, or lost: not read
    ("{T}: Add X mana of any one color, where X is the amount of life an opponent gained this turn.",
     "the amount of life an opponent gained this turn"),
])
def test_near_forms_stay_refused_naming_their_part(line, part):
    assert part in manalines.why(line)


@pytest.mark.parametrize("name, line", [
    ("Rasputin, the Oneiromancer", "Add that much {C}"),  # (an amount its cost chooses, "one or more": not read)
    ("Mana Cache", "Any player may activate this ability"),  # (another player activating it: not read)
    ("Command Power Plant", "Command Towers you control have"),
])
def test_other_forms_of_the_category_stay_refused(name, line):
    text, refusals = generate(name)
    assert text is None and any(line in r for r in refusals), refusals


def test_a_near_card_with_two_names_is_refused_naming_its_line():
    tr = retexted("Powerstone Shard", "{T}: Add {C} for each artifact you control named Powerstone Shard or Mox.")
    assert tr.card is None and any("named Powerstone Shard or Mox" in r for r in tr.refusals), tr.refusals


_TAPPED = '\n[[event]]\nadd_mana = "x"\nlabel = "tapped"\n'


@pytest.mark.parametrize("name, put", [
    ("Runecarved Obelisk", "Put two charge counters on"),
    ("Noxious Bayou", "You get a poison counter"),
    ("Hourglass of the Lost", "Put a time counter on"),  # (translated before: its counter was silently not put)
])
def test_tapping_for_mana_what_puts_counters_is_refused(name, put, write_model):
    text, _ = generate(name)
    body = trial_body(name, text)
    with pytest.raises(ModelError, match=f"also does what the model does not follow \\({put!r}"):
        load_scenario(write_model(body + _TAPPED + claim("counters(x, 'charge') >= 0", extra='at = "tapped"')))
    # 106.7: what it could produce, as if it resolved, is answered still
    colors = {"Runecarved Obelisk": "{'C'}", "Noxious Bayou": "{'B', 'G'}", "Hourglass of the Lost": "{'W'}"}[name]
    assert verdict(write_model(body + claim(f"could_produce(x) == {colors}"))) == "proved"


@pytest.mark.parametrize("shards, expr", [
    (1, "tapped_for_mana(x) == 'C'"),
    (3, "tapped_for_mana(x) == 'CCC'"),  # (201.2: each artifact named Powerstone Shard, itself among them)
])
def test_powerstone_shard_counts_the_shards_you_control(shards, expr, write_model):
    text, _ = generate("Powerstone Shard")
    more = "".join(f'\n[[object]]\nid = "s{i}"\ncard = "Powerstone Shard"\n' for i in range(shards - 1))
    other = '\n[[object]]\nid = "stone"\ncard = "Fellwar Stone"\n'  # (an artifact of another name: not counted)
    theirs = '\n[[object]]\nid = "theirs"\ncard = "Powerstone Shard"\ncontroller = "opponent"\n'
    assert verdict(write_model(trial_body("Powerstone Shard", text) + more + other + theirs + claim(expr))) == "proved"


_WOOD = '''
[[card]]
name = "Wood"
types = ["creature"]
subtypes = ["Wall"]
colors = ["green"]
power = 0
toughness = 1
abilities = ["defender"]

[[object]]
id = "w"
card = "Wood"
token = true
'''


def test_jungle_patrol_could_make_red_mana_and_its_sacrifice_is_refused_in_a_payment(write_model):
    # 106.7: what it could produce, whatever its cost; its cost, a sacrifice of another permanent, is not followed
    text, _ = generate("Jungle Patrol")
    body = trial_body("Jungle Patrol", text) + _WOOD
    assert verdict(write_model(body + claim("could_produce(x) == {'R'}"))) == "proved"
    with pytest.raises(ModelError, match="Sacrifice a token named Wood"):
        load_scenario(write_model(body + claim("can_tap_for_mana(x)")))


def test_accomplished_alchemist_ruling_counts_the_life_gained(write_model):
    # Accomplished Alchemist ruling 2021-04-16: the life gained this turn, whatever was lost: gained 3 (and lost 3),
    # it adds three mana; stated as the number gained (3), the amount is three of one colour
    text, _ = generate("Accomplished Alchemist")
    body = trial_body("Accomplished Alchemist", text).replace(f'"{_LIFE_GAINED}" = 2', f'"{_LIFE_GAINED}" = 3')
    assert verdict(write_model(body + claim("tapped_for_mana(x) == 'GGG'", "witness"))) == "witness"
    assert verdict(write_model(body + claim("len(tapped_for_mana(x)) == 1 or len(tapped_for_mana(x)) == 3"))) == "proved"


def test_the_life_gained_is_refused_beside_an_event_that_changes_life(write_model):
    text, _ = generate("Accomplished Alchemist")
    dealt = '\n[[event]]\ndeals = "x"\nto = "you"\namount = 1\n'
    with pytest.raises(ModelError, match=f"the scenario states {_LIFE_GAINED!r}"):
        load_scenario(write_model(trial_body("Accomplished Alchemist", text) + dealt + claim("True")))


@pytest.mark.parametrize("name", ["Runecarved Obelisk", "Noxious Bayou", "Powerstone Shard", "Jungle Patrol",
                                  "Accomplished Alchemist", "Opal Palace", "Rhystic Cave"])
def test_newly_translated_cards_load_in_their_trial(name, write_model):
    text, _ = generate(name)
    assert verdict(write_model(trial.scenario(name, text))) == "proved"
