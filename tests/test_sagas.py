"""Sagas (714) are not modelled in a history: a Saga that may be on the battlefield beside any
event is refused with its line (new-user trial 2: a Saga played had no lore counter, 714.3a)."""
from conftest import claim, claim_verdict, refused_in_one_line

SAGA = '''
[[card]]
name = "Test Saga"
types = ["enchantment"]
subtypes = ["Saga"]
abilities = ["I — You gain 1 life.", "II — You gain 1 life."]

[[object]]
id = "saga"
card = "Test Saga"
'''


def test_a_saga_in_a_history_is_refused(write_model, run_cli):
    text = SAGA + '\n[[event]]\ntap = "saga"\n' + claim("counters(saga, 'lore') == 0")
    refused_in_one_line(run_cli, write_model(text), 8, "'saga' is a Saga: its lore counters, chapter abilities")


def test_a_saga_entering_is_refused(write_model, run_cli):
    text = SAGA.replace('card = "Test Saga"', 'card = "Test Saga"\nzone = "hand"') + \
        '\n[[event]]\nenters = "saga"\n' + claim("on_battlefield(saga)")
    refused_in_one_line(run_cli, write_model(text), 8, "not modelled in a history")


def test_a_board_with_a_saga_and_no_history_is_read(write_model):
    """Its layers only: the types it has and the counters it is given."""
    text = SAGA.replace('card = "Test Saga"', 'card = "Test Saga"\ncounters = { lore = 1 }')
    assert claim_verdict(write_model, text, "has_subtype(saga, 'Saga') and counters(saga, 'lore') == 1") == "proved"


def test_a_saga_card_staying_in_a_hand_is_read(write_model):
    """714 asks nothing of a Saga card in a hand: a history beside it is followed."""
    text = SAGA.replace('card = "Test Saga"', 'card = "Test Saga"\nzone = "hand"') + \
        '\n[[object]]\nid = "bears"\ncard = "Grizzly Bears"\n\n[[event]]\ntap = "bears"\n'
    assert claim_verdict(write_model, text, "in_zone(saga, 'hand') and is_tapped(bears)") == "proved"
