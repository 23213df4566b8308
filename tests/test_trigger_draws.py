"""A [[trigger]] that draws (121.1: `draws = N`, each resolution followed by its controller's
draws of the top card, `verifier.load.trigger_draws`) and the trigger event "you play a card"
(305.1, 601.2i: a land played or a card cast, not a copy, 707.10).  Checks with concrete
outcomes from the official rulings (Recycle 1 and 4: models/scenarios/draws_recycle_*.toml) and
from 121.1 (the top card, then the next), and a test per refusal."""
import pytest

from conftest import MODELS, verdict
from verifier.errors import ModelError
from verifier.load.loader import load_scenario
from verifier.load.trigger_draws import number

COUNTERED = (MODELS / "scenarios" / "draws_recycle_countered.toml").read_text()
PLAYS = (MODELS / "scenarios" / "draws_recycle_plays.toml").read_text()
TRIGGER = 'ability = "Whenever you play a card, draw a card."\nwhen = "you play a card"\ndraws = 1\n'


def _refused(write_model, text: str, message: str) -> None:
    with pytest.raises(ModelError) as e:
        load_scenario(write_model(text))
    assert message in str(e.value)


@pytest.mark.parametrize("text, n", [
    ("Whenever you play a card, draw a card.", 1), ("When this creature enters, draw two cards.", 2),
    ("Whenever a creature dies, you may draw a card.", 1), ("At the beginning of your upkeep, you draw 3 cards.", 3),
    ("Whenever you play a card, target player draws a card.", None), ("When it enters, each player draws a card.", None),
    ("When it enters, draw X cards.", None), ("When it enters, draw a card, then draw a card.", None)])
def test_the_number_its_text_draws(text, n):
    assert number(text) == n


@pytest.mark.parametrize("name", ["draws_recycle_countered.toml", "draws_recycle_plays.toml"])
def test_the_bundled_rulings(name):
    """Recycle ruling 1 (drawn though the spell is countered) and 4 (a land played and a card cast
    are played; a copy is not)."""
    path = MODELS / "scenarios" / name
    assert [verdict(path, i) for i in range(len(load_scenario(path).claims))] == \
        [c.expect for c in load_scenario(path).claims]


def test_each_resolution_draws_the_next_top_card(write_model):
    """121.1: the first resolution takes the library's top card, the second the one under it."""
    path = write_model(PLAYS.split("[[claim]]")[0] + '[[claim]]\nid = "c"\nat = "second-draw"\n'
                       'expr = "at(\'first-draw\', in_zone(top, \'hand\') and not in_zone(second, \'hand\')) and '
                       'in_zone(second, \'hand\') and in_zone(third, \'library\') and '
                       'count(zone=\'hand\', owner=\'you\') == 2"\nexpect = "proved"\n')
    assert verdict(path) == "proved"


def test_without_draws_the_table_is_refused(write_model):
    """608.2c: where the scenario follows a library, a draw no key says is refused, as before."""
    _refused(write_model, COUNTERED.replace("draws = 1\n", ""),
             "draws cards (121.1), which no key of a [[trigger]] follows")


@pytest.mark.parametrize("old, new, message", [
    ("draws = 1\n", "draws = 2\n", "draws 1 card(s) (121.1), not 2"),
    ("Whenever you play a card, draw a card.", "Whenever you play a card, target player draws a card.",
     "does not have its controller draw a fixed number of cards (121.1)"),
    ("draws = 1\n", 'draws = 1\nif = "count(types=[\'creature\']) >= 1"\n', "intervening 'if'"),
    ('[[event]]\nresolves = "recycle-draw"\nlabel = "drawn"\n',
     '[[event]]\ntap = "bears"\ngroup = "g"\n\n[[event]]\nresolves = "recycle-draw"\ngroup = "g"\n',
     "draws as it resolves, and what each draw takes depends on the order"),
    ('[[object]]\nid = "second"\ncard = "Island"\nzone = "library"\n', "", None),
    ('[[object]]\nid = "top"\ncard = "Forest"\nzone = "library"\n', "", "draws from an empty library (121.1)")])
def test_refusals(write_model, old, new, message):
    if message is None:  # (one card left: the draw takes it, nothing refused)
        assert "recycle-draw" in [t.id for t in load_scenario(write_model(
            COUNTERED.replace(old, new).replace(" and in_zone(second, 'library')", ""))).triggers]
        return
    text = COUNTERED.replace(old, new)
    if "top" in old:
        text = text.replace('id = "second"', 'id = "second-gone"').replace(
            '[[object]]\nid = "second-gone"\ncard = "Island"\nzone = "library"\n', "").split("[[claim]]")[0]
    assert text != COUNTERED
    _refused(write_model, text, message)


def test_a_control_change_is_refused(write_model):
    """603.3a: who controls the trigger, and draws, is its source's controller as it triggered."""
    text = COUNTERED.replace("[[event]]\ncast = \"growth\"", '[[event]]\ngain_control = "recycle"\nby = "opponent"\n\n'
                             '[[event]]\ncast = "growth"', 1)
    _refused(write_model, text, "who controls the trigger, and draws, is not fixed (603.3a)")


def test_a_land_the_opponent_of_its_controller_plays_does_not_trigger_it(write_model):
    """305.1: "whenever you play a card": your land play triggers your Recycle, not the opponent's."""
    head = PLAYS.split("[[event]]")[0] + '[[event]]\nplay_land = "land"\nlabel = "played"\n\n'
    ask = '[[claim]]\nid = "c"\nat = "played"\nexpr = "triggered(\'recycle-draw\')"\nexpect = "proved"\n'
    assert verdict(write_model(head + ask)) == "proved"
    theirs = head.replace('id = "recycle"\ncard = "Recycle"\n', 'id = "recycle"\ncard = "Recycle"\ncontroller = "opponent"\n')
    assert verdict(write_model(theirs + ask.replace('"proved"', '"refuted"'))) == "refuted"


@pytest.mark.parametrize("seed", range(4))
def test_random_libraries_agree_with_the_top_cards(write_model, seed):
    """121.1, 401.2 read afresh: a trigger drawing n cards takes the library's first n cards in
    the file's order, the rest staying; random n and libraries against that slice."""
    import random
    rng = random.Random(seed)
    n, size = rng.randint(1, 3), rng.randint(3, 5)
    words = {1: "a card", 2: "two cards", 3: "three cards"}
    text = f"Whenever you play a card, draw {words[n]}."
    cards = [f"c{i}" for i in range(size)]
    body = f'[[card]]\nname = "Drawer"\nmana_cost = "{{2}}"\ntypes = ["enchantment"]\nabilities = ["{text}"]\n\n' \
        '[[object]]\nid = "drawer"\ncard = "Drawer"\n\n[[object]]\nid = "land"\ncard = "Forest"\nzone = "hand"\n\n' + \
        "".join(f'[[object]]\nid = "{c}"\ncard = "{rng.choice(["Island", "Swamp", "Plains"])}"\nzone = "library"\n\n'
                for c in cards) + \
        f'[[trigger]]\nid = "t"\nsource = "drawer"\nability = "{text}"\nwhen = "you play a card"\ndraws = {n}\n\n' \
        '[[event]]\nplay_land = "land"\n\n[[event]]\nresolves = "t"\n'
    drawn, kept = cards[:n], cards[n:]  # (the reference: the top n, in the file's order)
    expr = " and ".join([f"in_zone({c}, 'hand')" for c in drawn] + [f"in_zone({c}, 'library')" for c in kept])
    assert verdict(write_model(body + f'\n[[claim]]\nid = "c"\nexpr = "{expr}"\nexpect = "proved"\n')) == "proved"


HENGE = (MODELS / "scenarios" / "history_great_henge_draw.toml").read_text()


@pytest.mark.parametrize("gone, counters", [(True, 0), (False, 1)])
def test_a_trigger_putting_a_counter_and_drawing_against_the_reference(write_model, gone, counters):
    """The Great Henge ruling 1 (608.2b, 121.1): the card is drawn whether or not the creature is
    still there for its counter; the verifier and the reference (tests/reference, written apart)
    both give the outcome stated here."""
    from reference import values
    from verifier.query import outcomes_over
    text = HENGE if gone else HENGE.replace('[[event]]\nleaves = "bears"\ninto = "graveyard"\nlabel = "gone"\n\n', "")
    sc = load_scenario(write_model(text))
    for query, expected in (("in_zone(top, 'hand')", True), ("counters(bears, '+1/+1')", counters),
                            ("on_battlefield(bears)", not gone)):
        assert values(sc, query, "drawn") == {expected}, query
        assert {o.value for o in outcomes_over(sc, query, at="drawn")} == {expected}, query
