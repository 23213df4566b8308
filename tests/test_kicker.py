"""Kicker (702.33): an optional additional cost announced as a spell is cast (601.2b), added
to its total cost before cost reductions (601.2f, 118.8), paid too when the spell is cast
without paying its mana cost (118.9d); the effects that ask whether it was kicked begin
only as it says, and their targets are needed only then (702.33e, 702.33g).  The ruling is
`models/scenarios/casting_kicker_might_of_murasa.toml`; what is not read is refused with
its line."""
import re

import pytest

from conftest import MODELS, claim_verdict
from test_casting import events, refusal
from verifier.errors import ModelError
from verifier.load.loader import load_scenario
from verifier.query import possible_histories
from verifier.rules import costs

SCENARIO = (MODELS / "scenarios" / "casting_kicker_might_of_murasa.toml").read_text()
BASE = SCENARIO[:SCENARIO.index("[[event]]")]
FOREST = '\n[[object]]\nid = "{}"\ncard = "Forest"\n'


def forests(n: int) -> str:
    """The scenario's board with n Forests instead of three, without Helm and the second Might."""
    kept = [b for b in BASE.split("\n\n") if not any(w in b for w in ("Forest", "Helm", "second-"))]
    return "\n\n".join(kept) + "".join(FOREST.format(f"forest-{i}") for i in range(1, n + 1))


@pytest.mark.parametrize("text, cost, unread", [
    (("Kicker {2}{G}",), "{2}{G}", None),
    (("Kicker {1}{G} (You may pay an additional {1}{G} as you cast this spell.)",), "{1}{G}", None),
    (("flying", "kicker {3}"), "{3}", None),
    (("Multikicker {1}",), None, "Multikicker {1}"),                       # 702.33c
    (("Kicker {1}{U} and/or {2}{B}",), None, "Kicker {1}{U} and/or {2}{B}"),  # 702.33b
    (("Kicker—Sacrifice a creature.",), None, "Kicker—Sacrifice a creature."),
    (("Kicker {1}", "Kicker {2}"), None, "Kicker {2}"),
    (("Target creature gets +3/+3 until end of turn. If this spell was kicked, ...",), None, None),
])
def test_the_kicker_cost_read_from_the_abilities(text, cost, unread):
    assert costs.kicker(text) == (cost, unread)


def test_kicked_costs_the_kicker_cost_besides_the_mana_cost(write_model):
    """601.2f: {1}{G} + {2}{G}: four Forests can't, five can, and all five are tapped."""
    history = events('turn = "you"', 'cast = "might"\nkicked = true', 'resolves = "might"')
    err = refusal(write_model, forests(4) + history)
    assert "can't pay the cost of 'might'" in err.message and err.line > 0
    tapped = " and ".join(f"is_tapped('forest-{i}')" for i in range(1, 6))
    assert claim_verdict(write_model, forests(5) + history, f"{tapped} and power(bears) == 7") == "proved"


def test_not_kicked_only_the_other_effect_begins(write_model):
    text = forests(2) + events('turn = "you"', 'cast = "might"', 'resolves = "might"')
    assert claim_verdict(write_model, text, "power(bears) == 5 and toughness(bears) == 5") == "proved"
    start = events('turn = "you"\nlabel = "start"', 'cast = "might"')
    assert claim_verdict(write_model, forests(4) + start, "can_cast(might) and not can_cast_kicked(might)",
                         at="start") == "proved"
    assert claim_verdict(write_model, forests(5) + start, "can_cast_kicked(might)", at="start") == "proved"


def test_a_cost_increase_taxes_the_kicked_total(write_model):
    """601.2f: Thalia's {1} on top of {1}{G} + {2}{G}: five Forests can't, six can."""
    thalia = '\n[[object]]\nid = "thalia"\ncard = "Thalia, Guardian of Thraben"\n'
    history = events('turn = "you"', 'cast = "might"\nkicked = true')
    assert "can't pay the cost" in refusal(write_model, forests(5) + thalia + history).message
    assert claim_verdict(write_model, forests(6) + thalia + history, "True") == "proved"


# A spell whose kicked part alone has a target (702.33g): with no creature, castable, not kicked
BLESSING = '''
[[card]]
name = "Kicked Blessing"
mana_cost = "{G}"
colors = ["green"]
types = ["sorcery"]
abilities = ["Kicker {G}", "Permanents you control gain hexproof until end of turn. If this spell was kicked, target creature gets +2/+2 until end of turn."]

[[card.resolves]]
ability = "Permanents you control gain hexproof until end of turn."
until = "end of turn"
affects = { controller = "you" }
layer6 = { add_abilities = ["hexproof"] }

[[card.resolves]]
ability = "If this spell was kicked, target creature gets +2/+2 until end of turn."
until = "end of turn"
target = { types = ["creature"] }
layer7c = { power = 2, toughness = 2 }

[[object]]
id = "forest-1"
card = "Forest"

[[object]]
id = "forest-2"
card = "Forest"

[[object]]
id = "bears"
card = "Grizzly Bears"

[[object]]
id = "blessing"
card = "Kicked Blessing"
zone = "hand"

[[effect]]
id = "shield"
card = "Kicked Blessing"
ability = "Permanents you control gain hexproof until end of turn."
spell = "blessing"

[[effect]]
id = "pump"
card = "Kicked Blessing"
ability = "If this spell was kicked, target creature gets +2/+2 until end of turn."
spell = "blessing"
kicked = true
targets = ["bears"]
'''
BEFORE = events('turn = "you"\nlabel = "no-creature"', 'enters = "bears"\nlabel = "a-creature"')


def test_the_kicked_part_needs_its_target_only_when_kicked(write_model):
    """702.33g: the target of what it does if kicked is chosen only if it is kicked."""
    kicked = BLESSING + BEFORE + events('cast = "blessing"\nkicked = true', 'resolves = "blessing"')
    assert claim_verdict(write_model, kicked, "can_cast(blessing) and not can_cast_kicked(blessing)",
                         at="no-creature") == "proved"
    assert claim_verdict(write_model, kicked, "can_cast_kicked(blessing)", at="a-creature") == "proved"
    assert claim_verdict(write_model, kicked, "power(bears) == 4 and has_ability(bears, 'hexproof')") == "proved"
    plain = BLESSING + BEFORE + events('cast = "blessing"', 'resolves = "blessing"')
    assert claim_verdict(write_model, plain, "power(bears) == 2 and has_ability(bears, 'hexproof')") == "proved"


@pytest.mark.parametrize("old, new, message", [
    # 702.33a: a spell without kicker is never kicked
    ('label = "second-resolved"\n', 'label = "second-resolved"\n\n[[event]]\ncast = "bears-card"\nkicked = true\n',
     "has no kicker ability"),
    # a permanent put onto the battlefield without being cast is never kicked (ruling 2020-09-25)
    ('enters = "helm"\n', 'enters = "helm"\nkicked = true\n', "goes with cast"),
    ('resolves = "might"\n', 'resolves = "might"\nkicked = true\n', "goes with cast"),
    # 702.33c: multikicker is not modelled
    ('abilities = ["Kicker {2}{G}"', 'abilities = ["Multikicker {2}{G}"', "is not modelled"),
    # an effect that asks whether an uncast spell was kicked
    ('cast = "might"\nfree = true', 'starts = "plus-five"', "'kicked' says whether"),
])
def test_what_kicker_does_not_read_is_refused(old, new, message, write_model):
    cards = (MODELS / "cards" / "spells.toml").read_text()
    text = SCENARIO[:SCENARIO.index("[[claim]]")] + '\n[[object]]\nid = "bears-card"\ncard = "Grizzly Bears"\n' \
        'zone = "hand"\n'
    if "Multikicker" in new:
        start = cards.index('name = "Might of Murasa"')
        text = "[[card]]\n" + cards[start:].replace('name = "Might of Murasa"', 'name = "Might of Murasa Variant"') \
            .replace(old, new) + "\n" + text.replace('card = "Might of Murasa"', 'card = "Might of Murasa Variant"')
    else:
        assert old in text
        text = text.replace(old, new, 1)
    if new.startswith("starts"):  # (the effect started, its spell never cast)
        text = re.sub(r'starts = "plus-five".*?\n\n\[\[event\]\]\nresolves = "might"\nlabel = "resolved"\n',
                      'starts = "plus-five"\n', text, flags=re.S)
    with pytest.raises(ModelError) as err:
        possible_histories(load_scenario(write_model(text)))
    assert message in str(err.value) and err.value.line > 0, str(err.value)


def test_a_search_says_a_cast_was_kicked():
    """The line a search prints of the events it found tells how a spell was cast."""
    from verifier.model import Event
    from verifier.search import describe
    assert describe((Event("cast", "might", kicked=True), Event("cast", "avenger", surge=True),
                     Event("resolves_spell", "might"))) == ["cast might (kicked)", "cast avenger (surge)",
                                                             "resolves_spell might"]
