"""A finality counter (122.1h) replaces its permanent's going to a graveyard from the battlefield with
exile, which the model does not follow: a board where a state-based action may put a permanent with
one into a graveyard (704.3, 704.5g) is refused, and so is a history beside one (any event may
destroy, sacrifice or damage it); a board where none may is answered, the counter kept as a counter.
Found by round W5's helper (the model showed a creature with lethal damage and a finality counter in
its graveyard)."""
import pytest

from conftest import claim, verdict
from verifier.errors import ModelError
from verifier.load.loader import load_scenario

_BEARS = '[[object]]\nid = "bears"\ncard = "Grizzly Bears"\ncounters = {{ finality = 1 }}\n{extra}\n'


def test_cr_122_1h_lethal_damage_beside_a_finality_counter_is_refused(write_model):
    # 704.5g would put it into a graveyard, 122.1h exiles it instead: the model would say graveyard
    path = write_model(_BEARS.format(extra="damage = 2") + claim("in_zone(bears, 'graveyard')"))
    with pytest.raises(ModelError, match=r"finality counter .*122\.1h.* may put bears into a graveyard \(704\.3\)"):
        verdict(path)


def test_a_finality_counter_where_nothing_may_put_it_into_a_graveyard_is_a_counter(write_model):
    path = write_model(_BEARS.format(extra="damage = 1") + claim(
        "on_battlefield(bears) and counters(bears, 'finality') == 1 and power(bears) == 2"))
    assert verdict(path) == "proved"


def test_a_finality_counter_beside_an_event_is_refused(write_model):
    history = '[scenario]\nturn = "you"\n\n' + _BEARS.format(extra="") + '\n[[event]]\nstep = "main"\n'
    with pytest.raises(ModelError, match=r"finality counter replaces its going to a graveyard .*122\.1h.*beside an "
                                         r"event it could change"):
        load_scenario(write_model(history + claim("on_battlefield(bears)")))
