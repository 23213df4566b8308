"""122.1: "where X is the number of counters on ~" counts counters of every kind on the source, as
"for each counter on it" does (Kyler's `counters = "every kind"`); a count of counters of no kind
the line names otherwise stays refused.  Skipped where the `cards` extra is not installed."""
import pytest

pytest.importorskip("phase")
pytest.importorskip("mtg")

from verifier.cards.table import generate  # noqa: E402  (first: the translator's modules are imported through it)
from verifier.cards.amounts import _counters_on  # noqa: E402
from verifier.cards.refusal import Refusal  # noqa: E402
from verifier.model.effects import EVERY_KIND  # noqa: E402

EVERY = {"type": "CountersOn", "scope": {"type": "Source"}, "counter_type": None}


def test_the_number_of_counters_on_the_source_is_every_kind():
    line = "Each other creature you control that's a Zombie or Mutant gets +X/+X, where X is the number of counters on ~."
    assert _counters_on(line, EVERY, itself=False) == {"counters": EVERY_KIND, "on": "source"}


def test_counters_of_no_kind_said_are_refused():
    with pytest.raises(Refusal, match="counters of every kind on an object"):
        _counters_on("~ gets +1/+1 for each of those counters.", EVERY, itself=False)
    assert generate("Kyler, Sigardian Emissary")[0] is not None  # (the form this reads as: for each counter on it)
