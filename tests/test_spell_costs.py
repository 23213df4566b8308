"""A spell's own rules for paying for it (`verifier/load/spell_costs.py`, `verifier/rules/spell_costs.py`):
"This spell costs {X} less to cast, where X is ..." (601.2f, 118.7a, 107.1b: The Great Henge) and "Spend
only mana produced by basic lands to cast this spell" (106.6: Imperiosaur).  The rulings are
`models/scenarios/casting_great_henge*.toml` and `casting_imperiosaur_*.toml`; the random histories of
`tests/test_reference_casting.py` (`own=True`) check both against the reference; here, what is read and
what is refused."""
import pytest

from conftest import MODELS, claim_verdict
from test_casting import refusal
from verifier.errors import ModelError
from verifier.load.loader import load_scenario

HENGE = (MODELS / "scenarios" / "casting_great_henge.toml").read_text()
HENGE_HISTORY = HENGE[:HENGE.index("[[claim]]")]
RAPTOR = (MODELS / "scenarios" / "casting_imperiosaur_triggered_mana.toml").read_text()
RAPTOR_HISTORY = RAPTOR[:RAPTOR.index("[[claim]]")]
CARD = '''[[card]]
name = "Test Relic"
mana_cost = "{5}{G}"
types = ["artifact"]
abilities = [{sentence}]
{key}
'''
SCENARIO = '''[scenario]
name = "t"

[[object]]
id = "forest"
card = "Forest"

[[object]]
id = "relic"
card = "Test Relic"
zone = "hand"

[[event]]
turn = "you"

[[event]]
cast = "relic"
'''
GREATEST = '"This spell costs {X} less to cast, where X is the greatest power among creatures you control."'
AMOUNT = 'costs_less = { greatest = "power", among = { types = ["creature"], controller = "you" } }'
BASIC = '"Spend only mana produced by basic lands to cast this spell."'


def _relic(write_model, sentence: str, key: str) -> None:
    write_model(CARD.replace("{sentence}", sentence).replace("{key}", key), name="cards/test_relic.toml")


def test_the_reduction_is_the_greatest_power_of_the_casters_creatures(write_model):
    """601.2f: the Angel's power 9 takes the {7}; without its counters, power 4, the relic costs
    {3}{G}{G}, more than two Forests and two Wastes; the opponent's Mockery (power 10) never counts."""
    assert claim_verdict(write_model, HENGE_HISTORY, "can_cast(henge)", at="two-forests") == "proved"
    weaker = HENGE_HISTORY.replace('card = "Serra Angel"\ncounters = { "+1/+1" = 5 }', 'card = "Serra Angel"')
    assert claim_verdict(write_model, weaker, "power(angel) == 4 and not can_cast(henge)",
                         at="two-forests") == "proved"
    mine = weaker.replace('card = "Mockery of Nature"\ncontroller = "opponent"', 'card = "Mockery of Nature"')
    assert claim_verdict(write_model, mine, "can_cast(henge)", at="two-forests") == "proved"


def test_a_creature_of_negative_power_reduces_nothing(write_model):
    """107.1b: X below 0 is 0: {7}{G}{G} stays {7}{G}{G} (a 'reduction' of -2 would not raise it)."""
    weak = HENGE_HISTORY.replace('card = "Serra Angel"\ncounters = { "+1/+1" = 5 }',
                                 'card = "Serra Angel"\ncounters = { "-1/-1" = 6 }')
    forests = "".join(f'[[object]]\nid = "extra-{i}"\ncard = "Forest"\n\n' for i in range(6))
    weak = weak.replace("[[event]]", forests + "[[event]]", 1)
    assert claim_verdict(write_model, weak, "power(angel) == -2 and can_cast(henge)", at="two-forests") == "proved"


def test_mana_of_a_nonbasic_source_pays_other_spells(write_model):
    """106.6: the restriction is Imperiosaur's alone: the Wild Growth's {G} still pays Grizzly Bears."""
    text = RAPTOR_HISTORY.replace('[[object]]\nid = "forest-2"\ncard = "Forest"\n\n', "").replace(
        '[[object]]\nid = "forest-3"\ncard = "Forest"\n\n', "").replace('[[event]]\ncast = "imperiosaur"\nlabel = "cast"\n', "")
    assert claim_verdict(write_model, text, "can_cast(bears) and not can_cast(imperiosaur)",
                         at="three-forests") == "proved"


@pytest.mark.parametrize("sentence", [
    '"This spell costs {X} less to cast, where X is the number of cards in your hand."', BASIC])
def test_the_sentence_without_its_key_is_refused(write_model, sentence):
    """A spell's own cost reduction or restriction that no key reads is refused, never ignored."""
    _relic(write_model, sentence, "")
    err = refusal(write_model, SCENARIO)
    assert "changes how spells are cast or paid for" in err.message and sentence.strip('"') in err.message


@pytest.mark.parametrize("sentence, key, said", [
    ('"{T}: Add {G}"', AMOUNT, "costs_less reads"),
    (GREATEST, "costs_less = 2", "the number it names"),
    ('"This spell costs {2} less to cast."', AMOUNT, "the number it names"),
    (GREATEST, 'costs_less = { count = { types = ["creature"] }, zone = "hand" }', "'zone' is not read"),
    ('"{T}: Add {G}"', 'spend_only_from = { supertypes = ["basic"] }', "spend_only_from reads"),
])
def test_a_key_says_what_its_sentence_says(write_model, sentence, key, said):
    _relic(write_model, sentence, key)
    with pytest.raises(ModelError) as err:
        load_scenario(write_model(SCENARIO))
    assert said in err.value.message


def test_a_fixed_reduction_of_its_own(write_model):
    """601.2f: "This spell costs {2} less to cast": {5}{G} costs {3}{G}."""
    _relic(write_model, '"This spell costs {2} less to cast."', "costs_less = 2")
    text = SCENARIO.replace('[[event]]\ncast = "relic"\n', "").replace(
        '[[object]]\nid = "relic"', "".join(f'[[object]]\nid = "w{i}"\ncard = "Wastes"\n\n' for i in range(3)) +
        '[[object]]\nid = "relic"')
    assert claim_verdict(write_model, text, "can_cast(relic)") == "proved"
    fewer = text.replace('[[object]]\nid = "w2"\ncard = "Wastes"\n\n', "")
    assert claim_verdict(write_model, fewer, "not can_cast(relic)") == "proved"


def test_what_the_keys_do_not_follow_is_refused():
    """702.132a: the helper's mana is not told by its source; 712.8: which face's rules they are is not said."""
    from dataclasses import replace

    from verifier.load import spell_costs
    from verifier.model import Characteristics
    sc = load_scenario(MODELS / "scenarios" / "casting_imperiosaur_any_type.toml")
    assert spell_costs.unfollowed(sc) is None
    raptor = sc.objects["imperiosaur"]
    helped = replace(raptor, printed=replace(raptor.printed, abilities=raptor.printed.abilities | {"Assist"}))
    assert "assist" in spell_costs.unfollowed(replace(sc, objects={**sc.objects, "imperiosaur": helped}))
    faced = replace(raptor, back=Characteristics(name="Back"))
    assert "double-faced" in spell_costs.unfollowed(replace(sc, objects={**sc.objects, "imperiosaur": faced}))
