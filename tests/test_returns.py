"""A card returned to the battlefield as a new object (`[[event]] returns`, 400.7;
`verifier.load.returns`).  What is refused, with its file and line; when a return is
impossible; and outcomes the CR decides, each by a rule stated in the test, checked
against the concrete interpreter over every ordering."""
import pytest

from conftest import BEARS, claim, refused_in_one_line
from test_graveyard_copies import _values
from verifier.errors import ModelError
from verifier.load.loader import load_scenario
from verifier.query import check_claim_over, possible_histories

FLICKER = '\n[[event]]\nleaves = "bears"\ninto = "exile"\n\n[[event]]\nreturns = "bears"\nas = "again"\n'

BAD = {
    "no-new-object-named": (BEARS + '[[event]]\nleaves = "bears"\ninto = "exile"\n[[event]]\nreturns = "bears"\n', 9,
                            "name it, as = "),
    "as-without-returns": (BEARS + '[[event]]\ntap = "bears"\nas = "b2"\n', 7, "'as' names the new object"),
    "by-without-returns": (BEARS + '[[event]]\ntap = "bears"\nby = "you"\n', 7, "(by: or with returns"),
    "a-token": ('[[object]]\nid = "t"\nname = "T"\ntypes = ["creature"]\ntoken = true\n[[event]]\nleaves = "t"\n'
                'into = "exile"\n[[event]]\nreturns = "t"\nas = "t2"\n', 10, "can't return (111.7"),
    "in-a-group": (BEARS + FLICKER.replace('as = "again"', 'as = "again"\ngroup = "g"'), 13, "not put in a group"),
    "unknown-card": (BEARS + FLICKER.replace('returns = "bears"', 'returns = "dog"'), 11, "unknown object 'dog'"),
    "new-id-taken": (BEARS + '[[object]]\nid = "again"\ncard = "Gray Ogre"\n' + FLICKER, 15,
                     "'again' is already the id of an object"),
    "in-a-search": ('[scenario]\nsearch = { events = [{ returns = "bears", as = "b2" }] }\n' + BEARS, 2,
                    "not among the events a search chooses from"),
}


@pytest.mark.parametrize("name", sorted(BAD))
def test_bad_input_refused_in_one_line(name, write_model, run_cli):
    text, line, message = BAD[name]
    refused_in_one_line(run_cli, write_model(text + claim("power(bears) == 2")), line, message)


@pytest.mark.parametrize("events, reason", [
    # 400.7: a permanent on the battlefield is no card in a zone to return
    ('\n[[event]]\nreturns = "bears"\nas = "again"\n', "'bears' is not a card in another zone"),
    # 400.7: once returned, the card is the new object; it can't return a second time from where it was
    (FLICKER + '\n[[event]]\nreturns = "bears"\nas = "third"\n', "'bears' is not a card in another zone"),
])
def test_a_return_is_impossible_where_no_card_is_there(write_model, events, reason):
    with pytest.raises(ModelError) as err:
        possible_histories(load_scenario(write_model(BEARS + events + claim("on_battlefield(again)"))))
    assert reason in err.value.message


@pytest.mark.parametrize("expr, values", [
    # 400.7: a new object: no counters, no Aura (704.5m: into its owner's graveyard), no Equipment (701.3c)
    ("power(again)", {2}), ("counters(again, '+1/+1')", {0}),
    ("in_zone(weight, 'graveyard') and on_battlefield(splitter) and not attached(splitter, again)", {True}),
    # 302.6: summoning sick; 111.2, 108.3: under its owner's control unless the event says whose
    ("can_attack(again)", {False}), ("controller(again) == 'opponent'", {True}),
    # 400.7: the card left exile; what is asked of the old object is its last known information (113.7a)
    ("in_zone(bears, 'exile') or on_battlefield(bears)", {False}),
])
def test_the_returned_card_is_a_new_object(write_model, expr, values):
    text = BEARS.replace('card = "Grizzly Bears"', 'card = "Grizzly Bears"\ncontroller = "opponent"\n'
                         'counters = { "+1/+1" = 2 }') + '''
[[object]]
id = "weight"
card = "Dead Weight"
controller = "opponent"
attached_to = "bears"
[[object]]
id = "splitter"
card = "Bonesplitter"
attached_to = "bears"
[[event]]
gain_control = "bears"
by = "you"
''' + FLICKER + claim("on_battlefield(again)")
    assert _values(load_scenario(write_model(text)), expr) == values


def test_returned_under_your_control_with_counters_and_tapped(write_model):
    """by = "you" (Restoration Angel), counters it enters with (122.6, Otherworldly
    Journey: Hardened Scales adds one, 614.1a), tapped (Eldrazi Displacer)."""
    text = BEARS.replace('card = "Grizzly Bears"', 'card = "Grizzly Bears"\ncontroller = "opponent"') + '''
[[object]]
id = "scales"
card = "Hardened Scales"
''' + FLICKER.replace('as = "again"', 'as = "again"\nby = "you"\ncounters = { "+1/+1" = 1 }\ntapped = true') + \
        claim("on_battlefield(again)")
    sc = load_scenario(write_model(text))
    assert _values(sc, "controller(again) == 'you' and counters(again, '+1/+1') == 2 and is_tapped(again)") == {True}


def test_the_history_tells_the_return(write_model, run_cli):
    path = write_model(BEARS + FLICKER + claim("power(again) == 3", "refuted"))
    code, out, _ = run_cli("check", path)
    assert code == 0, out
    assert "bears returns to the battlefield, as the new object again (400.7)" in out


def test_a_card_put_onto_the_battlefield_under_another_players_control(write_model):
    """Reanimate: the opponent's creature card from their graveyard, under your control (108.4,
    110.2a); it is still the opponent's card, and dying it goes to its owner's graveyard (400.3)."""
    text = '''
[[object]]
id = "theirs"
card = "Grizzly Bears"
owner = "opponent"
zone = "graveyard"
[[event]]
returns = "theirs"
as = "mine"
by = "you"
label = "back"
[[event]]
put_counters = "mine"
counters = { "-1/-1" = 2 }
''' + claim("controller(mine) == 'you' and count(zone='graveyard') == 0", extra='at = "back"')
    sc = load_scenario(write_model(text))
    assert check_claim_over(possible_histories(sc).encodings, sc.claims[0]).verdict.value == "proved"
    assert _values(sc, "in_zone(mine, 'graveyard') and count(zone='graveyard', owner='opponent') == 1") == {True}
