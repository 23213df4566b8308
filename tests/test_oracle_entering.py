"""How a card's permanent enters (614.1c, 614.12) from Oracle text: tapped, with a number of
counters (X: the X of the spell that became it, 107.3m), a colour chosen as it enters (one chosen
"other than" a colour refused), and
counters it enters with only under a condition or in a number the game decides (kicked, cast
from a hand, converge), which the scenario gives its object (122.6, noted)."""
import pytest

from conftest import claim, verdict

pytest.importorskip("phase")
pytest.importorskip("mtg")

from verifier.cards.table import generate  # noqa: E402


def test_x_counters_are_the_spells_x():
    text, refusals = generate("Sigil of Distinction")
    assert refusals == [] and 'enters_with_counters = { charge = "X" }' in text


def test_a_colour_chosen_other_than_one_is_refused():
    """The model's chosen would take green too: a limit accepted and not checked is refused."""
    text, refusals = generate("Thriving Grove")
    assert text is None and refusals[0].startswith("a colour chosen as it enters other than green (614.12)")


@pytest.mark.parametrize("name, kind", [("Gnarlid Colony", "+1/+1"), ("Myojin of Seeing Winds", "divinity"),
                                        ("Crystalline Crawler", "+1/+1"), ("Banner of Kinship", "fellowship")])
def test_counters_entered_with_under_a_condition_are_the_scenarios(name, kind):
    text, refusals = generate(name)
    assert refusals == [] and "enters_with_counters" not in text
    assert f"# not followed: the {kind} counters of " in text and "the scenario gives its object the counters" in text


@pytest.mark.parametrize("name, reason", [
    ("Voidpouncer", "not translated (replacement effect on how it enters, 614.1c): "),  # a trample counter, haste
    ("Torgal, A Fine Hound", "not translated (replacement effect on how it enters, 614.1c): "),
])
def test_what_else_changes_how_it_enters_is_refused(name, reason):
    text, refusals = generate(name)
    assert text is None and any(r.startswith(reason) for r in refusals), refusals


BANNER = '''
[[object]]
id = "banner"
card = "Banner of Kinship"
chosen = "Elf"
counters = { fellowship = 2 }

[[object]]
id = "elves"
card = "Llanowar Elves"
'''

MYOJIN = '''
[[object]]
id = "cast"
card = "Myojin of Seeing Winds"
counters = { divinity = 1 }

[[object]]
id = "put"
card = "Myojin of Seeing Winds"
'''


@pytest.mark.parametrize("board, expr", [
    (BANNER, "power(elves) == 3 and toughness(elves) == 3"),
    (MYOJIN, "has_ability(cast, 'indestructible') and not has_ability(put, 'indestructible')"),
])
def test_a_generated_card_enters_with_its_counters(write_model, board, expr):
    assert verdict(write_model(board + claim(expr))) == "proved"


# -- a replacement of how it enters itself ("If this land would enter, sacrifice a Swamp instead"): kept by its
# text, and an event by which it enters refused (614.1a, 614.12) ------------------------------------------------

@pytest.mark.parametrize("name", ["Lake of the Dead", "Lotus Vale", "Mox Diamond"])
def test_a_replacement_of_how_it_enters_is_kept_by_its_text(name):
    text, refusals = generate(name)
    assert refusals == [] and "replaces how it enters (614.1a, 614.12)" in text
    assert "would enter" in text


LAKE = '''
[[object]]
id = "lake"
card = "Lake of the Dead"
'''


def test_on_a_board_it_has_entered_and_taps_for_mana(write_model):
    text = generate("Lake of the Dead")[0] + LAKE
    assert verdict(write_model(text + claim("could_produce(lake) == {'B'}"))) == "proved"


@pytest.mark.parametrize("name, oid, event", [
    ("Lake of the Dead", "lake", 'enters = "lake"'),  # played: the Swamp sacrificed, or into the graveyard
    ("Mox Diamond", "mox", 'cast = "mox"\nfree = true'),  # cast: as it resolves, the land card discarded or not
])
def test_an_event_by_which_it_enters_is_refused(write_model, name, oid, event):
    from verifier.errors import ModelError
    from verifier.load.loader import load_scenario
    zone = '' if oid == "lake" else 'zone = "hand"\n'
    text = generate(name)[0] + f'\n[[object]]\nid = "{oid}"\ncard = "{name}"\n{zone}\n[[event]]\nturn = "you"\n\n' \
        f'[[event]]\n{event}\n'
    with pytest.raises(ModelError) as err:
        load_scenario(write_model(text + claim(f"on_battlefield({oid})")))
    assert "a replacement of how it enters (614.1a, 614.12)" in err.value.message
    assert err.value.line == (text + claim("x")).splitlines().index(event.splitlines()[0]) + 1


def test_entering_tapped_if_a_condition_the_model_does_not_read_holds_is_refused():
    """614.1c: "During your first three turns of the game, ~ enters tapped if you were the starting
    player": the model knows neither; an enters event stating how it entered could state the impossible
    (draw 7's audit), so the line is refused."""
    text, refusals = generate("Captivating Crossroads")
    assert text is None and any("a condition deciding whether it enters tapped not read" in r for r in refusals)
