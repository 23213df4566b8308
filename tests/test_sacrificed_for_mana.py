"""Sacrificing permanents for mana while casting (601.2g, 605.3a, 701.21a): `sacrificed_for_mana =
[...]` on a cast names the permanents whose own mana abilities sacrificing them are activated as
its cost is paid: their mana pays, they leave for their owners' graveyards before the spell
becomes cast (601.2i) and before creatures are tapped for convoke (601.2h); one with {T} in that
ability is tapped for mana (106.12), one without is not.  What is not modelled is refused with its
line; a mana ability sacrificing a permanent has one refusal message wherever a payment can't
follow it."""
import pytest

from conftest import claim, claim_verdict, refused_in_one_line
from verifier.errors import ModelError
from verifier.load.loader import load_scenario

BOARD = '''
[scenario]
turn = "you"

[[object]]
id = "spawn"
name = "Eldrazi Spawn"
types = ["creature"]
subtypes = ["Eldrazi", "Spawn"]
power = 0
toughness = 1
token = true
abilities = ["Sacrifice this creature: Add {C}."]

[[object]]
id = "petal"
card = "Petal"
{more}
[[object]]
id = "bears"
card = "Grizzly Bears"
zone = "hand"

[[event]]
cast = "bears"
{cast}label = "cast"
'''


def board(sacrificed: str = '"spawn", "petal"', more: str = "", cast: str = "") -> str:
    return BOARD.replace("{more}", more).replace("{cast}", f"sacrificed_for_mana = [{sacrificed}]\n{cast}"
                                                 if sacrificed else cast)


def line_of(text: str, needle: str) -> int:
    return next(i for i, line in enumerate(text.splitlines(), 1) if line.startswith(needle))


def test_their_mana_pays_and_they_are_gone(write_model):
    """Grizzly Bears ({1}{G}): the Spawn's {C} pays {1}, the Petal's mana {G}; both in their owners'
    graveyards as the spell becomes cast; the Petal (its ability has {T}) was tapped for mana."""
    assert claim_verdict(write_model, board(), "in_zone(bears, 'stack') and not on_battlefield(spawn) and "
                         "in_zone(petal, 'graveyard') and tapped_to_cast(bears, petal) and "
                         "not tapped_to_cast(bears, spawn)", at="cast") == "proved"


def test_colourless_mana_cant_pay_green(write_model, run_cli):
    """106.1, 107.4: the Spawn's {C} alone can't pay {1}{G}: the cast is impossible."""
    text = board('"spawn"') + claim("True")
    refused_in_one_line(run_cli, write_model(text), line_of(text, "[[event]]"),
                        "the permanents tapped for mana can't pay the cost of 'bears'")


def test_one_not_sacrificed_stays(write_model):
    """The history says what was sacrificed: a Petal not named stays, untapped, and a Forest pays {G}."""
    more = '\n[[object]]\nid = "forest"\ncard = "Forest"\n'
    assert claim_verdict(write_model, board('"spawn"', more=more),
                         "on_battlefield(petal) and not is_tapped(petal) and tapped_to_cast(bears, forest)",
                         at="cast") == "proved"


def test_a_dies_trigger_of_the_sacrificed_creature(write_model):
    """701.21a, 700.4: sacrificed, the Spawn dies; whatever counts creatures sees one fewer then."""
    assert claim_verdict(write_model, board(), "count(types=['creature']) == 0", at="cast") == "proved"


def test_one_without_such_an_ability_cant_be(write_model, run_cli):
    more = '\n[[object]]\nid = "forest"\ncard = "Forest"\n'
    text = board('"spawn", "forest"', more=more) + claim("True")
    refused_in_one_line(run_cli, write_model(text), line_of(text, "[[event]]"),
                        "'forest' is sacrificed for mana as 'bears' is cast, but")


def test_a_tapped_petal_cant_pay_its_tap(write_model, run_cli):
    """302.6, 107.5: its ability has {T}; tapped already, it can't be activated."""
    text = board(more="").replace('card = "Petal"\n', 'card = "Petal"\ntapped = true\n') + claim("True")
    refused_in_one_line(run_cli, write_model(text), line_of(text, "[[event]]"),
                        "'petal' is sacrificed for mana as 'bears' is cast, but")


def test_a_total_cost_of_nothing_gives_no_chance(write_model, run_cli):
    """601.2g: a total cost with no mana gives no chance to activate mana abilities: two Helms of
    Awakening make a {2} creature spell's total cost nothing."""
    more = '\n[[object]]\nid = "helm"\ncard = "Helm of Awakening"\n[[object]]\nid = "helm2"\ncard = "Helm of Awakening"\n' \
        '[[card]]\nname = "Test Bear"\nmana_cost = "{2}"\ntypes = ["creature"]\npower = 2\ntoughness = 2\n'
    text = board('"spawn"', more=more).replace('card = "Grizzly Bears"\n', 'card = "Test Bear"\n') + claim("True")
    refused_in_one_line(run_cli, write_model(text), line_of(text, "[[event]]"), "its total cost has no mana to pay")


def test_a_free_cast_is_refused(write_model, run_cli):
    text = board('"spawn"', cast="free = true\n") + claim("True")
    refused_in_one_line(run_cli, write_model(text), line_of(text, "sacrificed_for_mana"),
                        "with a spell cast without paying its mana cost (118.9) is not modelled")


def test_named_twice_or_unknown_or_with_emerge(write_model, run_cli):
    for sacrificed, cast, message in (('"spawn", "spawn"', "", "'spawn' is listed twice"),
                                      ('"ghost"', "", "another object of the scenario, not 'ghost'"),
                                      ('"spawn"', 'emerge = "spawn"\n', "beside 'emerge' in one cast")):
        text = board(sacrificed, cast=cast).replace("Grizzly Bears", "Mockery of Nature" if cast else "Grizzly Bears") \
            + claim("True")
        refused_in_one_line(run_cli, write_model(text), line_of(text, "sacrificed_for_mana"), message)


def test_only_with_cast(write_model, run_cli):
    text = board("").replace('cast = "bears"\n', 'cast = "bears"\n[[event]]\nturn = "you"\n'
                                                 'sacrificed_for_mana = ["spawn"]\n') + claim("True")
    refused_in_one_line(run_cli, write_model(text), line_of(text, "sacrificed_for_mana"), "it goes with cast")


CONVOKE = '''
[scenario]
turn = "you"

[[object]]
id = "spawn"
name = "Eldrazi Spawn"
types = ["creature"]
subtypes = ["Eldrazi", "Spawn"]
power = 0
toughness = 1
token = true
abilities = ["Sacrifice this creature: Add {C}."]

[[object]]
id = "ranger"
name = "Test Ranger"
types = ["creature"]
colors = ["white", "green"]
power = 2
toughness = 2

[[object]]
id = "elves"
card = "Llanowar Elves"

[[object]]
id = "plains"
card = "Plains"

[[object]]
id = "blessing"
card = "Conclave's Blessing"
zone = "hand"

[[event]]
cast = "blessing"
targets = ["ranger"]
sacrificed_for_mana = ["spawn"]
convoke = [{convoke}]
label = "cast"
'''


def test_sacrificed_then_not_tapped_for_convoke(write_model, run_cli):
    """Conclave's Blessing 2014-07-18 (3): the Spawn sacrificed for mana (601.2g) is gone before
    creatures are tapped for convoke (601.2h)."""
    text = CONVOKE.replace("{convoke}", '"spawn", "ranger", "elves"') + claim("True")
    refused_in_one_line(run_cli, write_model(text), line_of(text, "[[event]]"),
                        "'spawn' is tapped for convoke, but it was sacrificed for mana as the cost was paid")
    assert claim_verdict(write_model, CONVOKE.replace("{convoke}", '"ranger", "elves"'),
                         "is_tapped(ranger) and is_tapped(elves) and tapped_to_cast(blessing, plains) and "
                         "not on_battlefield(spawn)", at="cast") == "proved"


ALTAR = '''
[[card]]
name = "Test Altar"
types = ["artifact"]
[[card.mana]]
ability = "Sacrifice a creature: Add {C}{C}."
add = [{ mana = ["C"], amount = 2 }]
only_if = { count = { types = ["creature"], controller = "you" }, at_least = 1 }
[[object]]
id = "altar"
card = "Test Altar"
'''
SACRIFICE_REFUSAL = "as its cost: in a payment, only a cast's sacrificed_for_mana follows such a cost"


def test_one_message_for_sacrifice_costs(write_model):
    """Friction point 9: one refusal for a mana ability sacrificing a permanent where a payment can't
    follow it, of its own permanent (can_cast) or of another ("Sacrifice a creature")."""
    own = board("") + claim("can_cast(bears)")
    with pytest.raises(ModelError) as err:
        load_scenario(write_model(own))
    assert "'Sacrifice this creature: Add {C}.' sacrifices a permanent " + SACRIFICE_REFUSAL in err.value.message
    altar = board("", more=ALTAR) + claim("True")
    with pytest.raises(ModelError) as err:
        load_scenario(write_model(altar))
    assert "sacrifices another permanent ('Sacrifice a creature') " + SACRIFICE_REFUSAL in err.value.message


def test_a_rider_on_a_sacrificed_source_is_refused(write_model):
    """106.6: which symbol mana with a rider pays is not followed for a permanent sacrificed for mana."""
    more = '''
[[card]]
name = "Test Cavern Petal"
types = ["artifact"]
[[card.mana]]
ability = "{T}, Sacrifice this artifact: Add {C}. If that mana is spent on a creature spell, that spell can't be countered."
cost = { tap = true, sacrifice = true }
add = ["C"]
rider = { gives = "can't be countered", spells = { types = ["creature"] } }
[[object]]
id = "cpetal"
card = "Test Cavern Petal"
'''
    with pytest.raises(ModelError) as err:
        load_scenario(write_model(board('"cpetal", "petal"', more=more) + claim("True")))
    assert "and no rider on its mana" in err.value.message
