"""Counters a spell distributes as it resolves among any number of creatures its controller
controls (608.2c: chosen then, none targeted, 115.1), X the {S} spent to cast it (601.2h, 107.4h;
none for a copy, 707.10): Blessing of Frost's rulings 2021-02-05
(`models/scenarios/casting_distribute_blessing_of_frost.toml`), checked against the reference
(`tests/reference/casting.py`, `distribute`) on small histories."""
import pytest

from reference import values
from test_casting import refusal
from test_reference_casting import written_lands
from verifier.load.loader import load_scenario
from verifier.query import outcomes_over


def _history(snow: int, copied: bool, elves_first: bool) -> str:
    """Blessing of Frost paid with `snow` Snow-Covered Forests and 4 - snow Forests; the Elves on
    the battlefield from the start or entering after the cast; perhaps a copy resolving first."""
    lands = "".join(f'[[object]]\nid = "land-{i}"\ncard = "{"Snow-Covered Forest" if i < snow else "Forest"}"\n\n'
                    for i in range(4))
    elves = "" if elves_first else '[[event]]\nenters = "elves"\n\n'
    copy = '[[event]]\ncopy_spell = "blessing"\nas = "copy"\n\n[[event]]\nresolves = "copy"\nlabel = "copy"\n\n' \
        if copied else ""
    return f"""[scenario]
turn = "you"

{lands}[[object]]
id = "bears"
card = "Grizzly Bears"

[[object]]
id = "elves"
card = "Llanowar Elves"

[[object]]
id = "blessing"
card = "Blessing of Frost"
zone = "hand"

[[event]]
step = "main"

[[event]]
cast = "blessing"

{elves}{copy}[[event]]
resolves = "blessing"
label = "resolved"
"""


@pytest.mark.parametrize("snow, copied, elves_first", [(0, False, True), (2, False, True), (4, False, False),
                                                       (1, True, True), (3, True, False)])
def test_the_reference_agrees(write_model, snow, copied, elves_first):
    """608.2c, 601.2h: the shares, all of X, on the caster's creatures as it resolves; a copy's X is 0."""
    sc = load_scenario(write_model(_history(snow, copied, elves_first)))
    reads = ["counters(bears, '+1/+1')", "counters(elves, '+1/+1')", "snow_spent(blessing)"]
    for expr in reads:
        got = {o.value for o in outcomes_over(sc, expr, at="resolved")}
        assert got == values(written_lands(sc), expr, "resolved"), (snow, copied, expr, got)
    # (the Elves may pay {G} too: then one snow land fewer is tapped)
    total = {o.value for o in outcomes_over(sc, "counters(bears, '+1/+1') + counters(elves, '+1/+1') == "
                                                "snow_spent(blessing)", at="resolved")}
    assert total == {True}
    if copied:
        assert {o.value for o in outcomes_over(sc, "counters(bears, '+1/+1') + counters(elves, '+1/+1')",
                                               at="copy")} == {0}


def test_a_distribution_its_text_does_not_say_is_refused(write_model):
    """distributes_counters is read with "among any number of creatures you control" only."""
    path = write_model(_history(4, False, True))
    cards = path.parent / "cards" / "spells.toml"
    cards.write_text(cards.read_text().replace("among any number of creatures you control, where X",
                                               "among any number of target creatures, where X"))
    assert "distributes_counters" in str(refusal(lambda text: path, ""))


def test_its_draw_beside_a_library_is_refused(write_model):
    """121.1: its draw is kept by its text: refused where a library has cards."""
    text = _history(4, False, True).replace('[[object]]\nid = "bears"', '[[object]]\nid = "top"\ncard = "Forest"\n'
                                            'zone = "library"\n\n[[object]]\nid = "bears"')
    assert "draws cards as it resolves" in str(refusal(write_model, text))
