"""A spell with two targets of different kinds (115.1, 601.2c), each its own resolution part: it
can't be cast without a legal choice for each (Blizzard Brawl's ruling 2021-02-05,
`models/scenarios/casting_two_targets_blizzard_brawl.toml`).  A part that only fights (701.14a)
stands for its target: the spell may be cast, and as it resolves the two targets fight
(`tests/test_fighting.py`)."""
from conftest import MODELS, claim_verdict
from test_casting import refusal

BRAWL = (MODELS / "scenarios" / "casting_two_targets_blizzard_brawl.toml").read_text()
HISTORY = BRAWL[:BRAWL.index("[[claim]]")]


def test_a_legal_choice_for_each_target(write_model):
    """601.2c: one of each kind: the caster's creature and the opponent's."""
    assert claim_verdict(write_model, HISTORY, "can_cast(brawl)", at="both") == "proved"
    assert claim_verdict(write_model, HISTORY, "can_cast(brawl)", at="mine-only", expect="refuted") == "refuted"
    assert claim_verdict(write_model, HISTORY, "can_cast(brawl)", at="theirs-only", expect="refuted") == "refuted"


def test_cast_it_is_on_the_stack_and_its_targets_untouched(write_model):
    """Cast and not resolved: none of its parts began (608.2c): the Bears are 2/2 without indestructible."""
    assert claim_verdict(write_model, HISTORY, "in_zone(brawl, 'stack') and power('my-bears') == 2 and not "
                         "has_ability('my-bears', 'indestructible')") == "proved"


def test_its_resolution_fights(write_model):
    """701.14a, 608.2c: resolved with no snow permanent, no bonus: the two 2/2 Bears deal each other 2
    and both die (704.5g)."""
    assert claim_verdict(write_model, HISTORY + '\n[[event]]\nresolves = "brawl"\n',
                         "not on_battlefield('my-bears') and not on_battlefield('their-bears')") == "proved"


def test_a_part_with_no_layer_and_nothing_refused_is_refused(write_model):
    """A resolution part needs a layer part unless all it does is a fight or refused where it begins."""
    cards = (MODELS / "cards" / "spells.toml").read_text().replace(
        'ability = "Then those creatures fight each other"\ntarget = { types = ["creature"], controller = "opponent" }\n'
        'fights = "Choose target creature you control"', 'ability = "Then those creatures fight each other"\n'
        'target = { types = ["creature"], controller = "opponent" }\none_shot = ["draw"]')
    path = write_model(HISTORY)
    (path.parent / "cards" / "spells.toml").write_text(cards)
    message = str(refusal(lambda text: path, HISTORY))
    assert "needs at least one layer part" in message


def test_its_part_begun_before_the_history_is_refused(write_model):
    """608.2c, 701.14a: its card in no zone, its parts begun by the history with no resolution of it:
    refused (a spell's parts begin where it resolves, once; its fight is followed only there)."""
    text = HISTORY.replace('card = "Blizzard Brawl"\nzone = "hand"', 'card = "Blizzard Brawl"').replace(
        '[[event]]\ncast = "brawl"\n', "")
    message = str(refusal(write_model, text))
    assert "brawl-mine" in message and "where 'brawl' resolves, once" in message, message
