"""A counterspell whose target's controller may pay to stop it (701.6a, 118.12;
`verifier.load.unless_paid`, `verifier.rules.unless_paid`): Power Sink declined, what it taps,
and paid, with mana abilities as it resolves (the Power Sink rulings,
`models/scenarios/countering_power_sink_unpaid.toml`, `countering_power_sink_paid.toml`, read by
the reference in `tests/test_reference_casting.py`), and each refusal with its line."""
from conftest import MODELS, claim_verdict
from test_casting import refusal

SINK = (MODELS / "scenarios" / "countering_power_sink_unpaid.toml").read_text()
HISTORY = SINK[:SINK.index("[[claim]]")]
CARD = SINK[SINK.index("[[card]]"):]
BEFORE = HISTORY[:HISTORY.index('[[event]]\nresolves = "sink"')]


def test_declined_the_target_is_countered_and_the_lands_tapped(write_model):
    """118.12: declined, the Bears are countered; the lands with a mana ability, printed, intrinsic
    or granted, are tapped; a land without one, a creature and the other player's lands are not."""
    assert claim_verdict(write_model, HISTORY + CARD, "in_zone(bears, 'graveyard') and is_tapped(ruins) and "
                         "is_tapped('forest-3') and not is_tapped(vault) and not is_tapped(elves)",
                         at="unpaid") == "proved"


def test_paid_the_target_is_not_countered_nothing_tapped_by_it(write_model):
    """118.12, 605.3a: paid, with the Ruins' granted mana ability tapped for mana then: the Bears stay
    on the stack; the Vault and the Elves are untouched."""
    text = BEFORE + '[[event]]\nresolves = "sink"\npaid = true\nlabel = "paid"\n\n' + CARD
    assert claim_verdict(write_model, text, "in_zone(bears, 'stack') and not is_tapped(vault) and "
                         "not is_tapped(elves)", at="paid") == "proved"


def test_paid_without_the_mana_impossible(write_model):
    """118.12, 601.2h: X = 1, and the third Forest left tapped, nothing the opponent controls can be
    tapped for mana: no such history."""
    paid = (MODELS / "scenarios" / "countering_power_sink_paid.toml").read_text()
    text = paid[:paid.index("[[claim]]")].replace('[[event]]\nuntap = "forest-3"', "#") + CARD
    message = str(refusal(write_model, text))
    assert "cannot happen" in message and "can't pay what 'sink' asks" in message


def test_paid_not_said_refused(write_model):
    message = str(refusal(write_model, BEFORE + '[[event]]\nresolves = "sink"\n\n' + CARD))
    assert "say whether that player pays" in message


def test_paid_on_another_event_refused(write_model):
    text = BEFORE.replace('[[event]]\ncast = "bears"', '[[event]]\ncast = "bears"\npaid = false')
    assert "'paid' says whether" in str(refusal(write_model, text + CARD))


def test_the_pool_read_after_in_the_step_refused(write_model):
    """106.4: the unspent mana the player loses is not followed: a cast after it in the step is refused."""
    text = HISTORY + '[[event]]\nadd_mana = "island-3"\n\n' + CARD
    message = str(refusal(write_model, text))
    assert "resolved unpaid in the same step" in message and "106.4" in message


def test_the_pool_read_after_a_new_step_allowed(write_model):
    """500.4: a step begun, the pools are empty: mana added then is read as before."""
    text = HISTORY + '[[event]]\nstep = "end"\n\n[[event]]\nuntap = "forest-3"\n\n[[event]]\nadd_mana = "forest-3"\n' \
        'label = "later"\n\n' + CARD
    assert claim_verdict(write_model, text, "is_tapped('forest-3')", at="later") == "proved"


def test_unless_pays_without_its_sentence_refused(write_model):
    text = HISTORY + CARD.replace("Counter target spell unless its controller pays {X}.", "Counter target spell.")
    assert "unless_pays reads the card's" in str(refusal(write_model, text))


def test_unless_pays_saying_another_amount_refused(write_model):
    text = HISTORY + CARD.replace('unless_pays = "X"', 'unless_pays = "3"')
    assert "unless_pays says what" in str(refusal(write_model, text))


def test_taps_lands_without_its_sentence_refused(write_model):
    text = HISTORY + CARD.replace(" If that player doesn't, they tap all lands with mana abilities they control and "
                                  "lose all unspent mana.", "")
    assert "taps_lands_unpaid reads the card's" in str(refusal(write_model, text))


def test_the_sentence_without_taps_lands_unpaid_refused(write_model):
    """The tapping sentence without its key: the card changes what the model follows, refused."""
    text = HISTORY + CARD.replace("taps_lands_unpaid = true\n", "")
    assert "not modelled" in str(refusal(write_model, text))


def test_a_copy_refused(write_model):
    text = BEFORE + '[[event]]\ncopy_spell = "sink"\nas = "sink-copy"\n\n' + CARD
    assert "counters unless paid, is not modelled" in str(refusal(write_model, text))
