"""Keywords whose trigger or activation changes the object that has them (702.122a crew: the
Vehicle becomes an artifact creature; 702.108a prowess, 702.45a bushido, 702.121a melee: the
creature itself gets +N/+N) are read with `affects = { self = true }`: a scenario's [[effect]]
applies them to the object whose ability resolved, never to another it names (the crewing
creatures, a blocker).  Skipped where the `cards` extra is not installed."""
import pytest

from conftest import claim, generated_card, verdict
from verifier.errors import ModelError
from verifier.load.loader import load_scenario

pytest.importorskip("phase")
pytest.importorskip("mtg")

_BOARD = '''[scenario]
turn = "you"

[[object]]
id = "copter"
card = "Smuggler's Copter"

[[object]]
id = "bears"
card = "Grizzly Bears"
'''


@pytest.mark.parametrize("name, ability", [("Smuggler's Copter", "Crew 1"), ("Monastery Swiftspear", "prowess")])
def test_the_keyword_resolves_on_its_own_object(name, ability):
    _, card = generated_card(name)
    [resolves] = [r for r in card["resolves"] if r["ability"] == ability]
    assert resolves["affects"] == {"self": True}


def test_crewed_the_vehicle_is_an_artifact_creature_and_the_crew_is_not(write_model):
    # 702.122a: crewing Smuggler's Copter (tapping the Bears, a cost) makes the Copter an artifact creature until
    # end of turn: a 3/3 creature; the Bears stay a creature only, no artifact
    body = _BOARD + '\n[[effect]]\nid = "crew"\ncard = "Smuggler\'s Copter"\nability = "Crew 1"\nability_of = "copter"\n'
    expr = ("has_type(copter, 'creature') and has_type(copter, 'artifact') and power(copter) == 3 and "
            "not has_type(bears, 'artifact')")
    assert verdict(write_model(body + claim(expr))) == "proved"


def test_crew_applied_to_the_crewing_creature_is_refused(write_model):
    body = _BOARD + '\n[[effect]]\nid = "crew"\ncard = "Smuggler\'s Copter"\nability = "Crew 1"\ntargets = ["bears"]\n'
    with pytest.raises(ModelError) as err:
        load_scenario(write_model(body + claim("true")))
    assert "applies to the object whose ability it is" in err.value.message
