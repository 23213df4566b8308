"""An Aura put onto the battlefield, not cast (an `enters` event), is attached to what its
controller chooses as it enters (303.4f): `to = "x"` on the event.  With nothing said, it
stays where it is, which the game allows only if nothing is legal for it to enchant
(303.4g); otherwise the history is refused, naming the event.  (A held-out ruling, Primal
Surge's, found every such Aura staying in its zone.)"""
from conftest import claim, claim_verdict, refused_in_one_line

BOARD = '''
[scenario]
turn = "you"

[[object]]
id = "weight"
card = "Dead Weight"
zone = "exile"
owner = "you"
{bears}
[[event]]
enters = "weight"
{to}'''
BEARS = '''
[[object]]
id = "bears"
name = "A 4/4"
types = ["creature"]
power = 4
toughness = 4
controller = "opponent"
'''


def test_it_enters_attached_to_what_is_chosen(write_model):
    text = BOARD.format(bears=BEARS, to='to = "bears"\n')
    assert claim_verdict(write_model, text, "on_battlefield(weight) and attached(weight, bears) and "
                                       "power(bears) == 2 and not in_zone(weight, 'exile')") == "proved"


def test_with_nothing_legal_it_stays_where_it_is(write_model):
    text = BOARD.format(bears="", to="")
    assert claim_verdict(write_model, text, "not on_battlefield(weight) and in_zone(weight, 'exile')") == "proved"


def test_with_something_legal_saying_nothing_is_refused(write_model, run_cli):
    text = BOARD.format(bears=BEARS, to="")
    refused_in_one_line(run_cli, write_model(text + claim("in_zone(weight, 'exile')")), 19,
                        "an Aura put onto the battlefield, is attached to a legal object or player its controller "
                        "chooses as it enters (303.4f)")


def test_only_an_aura_enters_attached(write_model, run_cli):
    text = BOARD.format(bears=BEARS, to='to = "weight"\n').replace('enters = "weight"', 'enters = "bears"')
    code, _, err = run_cli("check", write_model(text + claim("on_battlefield(bears)")))
    assert code == 2 and "'bears' is no Aura" in err and "enters unattached, 303.4h" in err
