"""`subtype_count(x, kind)`: how many subtypes of one kind an object has (205.3d), so that "has no
creature type" (Siege of Towers' animated Mountain, trial 2's friction point 5) is one claim, and a
changeling has every creature type (702.73a, 205.3m)."""
import pytest

from conftest import claim_verdict
from verifier.errors import ModelError
from verifier.rules.typeline import SUBTYPE_SETS

BOARD = '''
[[object]]
id = "bears"
card = "Grizzly Bears"

[[object]]
id = "walker"
card = "Realmwalker"

[[object]]
id = "forest"
card = "Forest"
'''


def test_a_bear_has_one_creature_type_and_no_land_type(write_model):
    expr = "subtype_count(bears, 'creature') == 1 and subtype_count(bears, 'land') == 0 and " \
           "subtype_count(forest, 'land') == 1 and subtype_count(forest, 'creature') == 0"
    assert claim_verdict(write_model, BOARD, expr) == "proved"


def test_a_changeling_has_every_creature_type(write_model):
    every = len(SUBTYPE_SETS["creature"])
    assert claim_verdict(write_model, BOARD, f"subtype_count(walker, 'creature') == {every}") == "proved"
    assert claim_verdict(write_model, BOARD, "subtype_count(walker, 'creature') == 1",
                         expect="refuted") == "refuted"


def test_a_kind_that_is_no_set_of_subtypes_is_refused(write_model):
    with pytest.raises(ModelError) as err:
        claim_verdict(write_model, BOARD, "subtype_count(bears, 'Bear') == 1")
    assert "subtype_count needs a quoted kind of subtype" in str(err.value) and "'creature'" in str(err.value)
