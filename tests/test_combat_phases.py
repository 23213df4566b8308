"""Combat phases in a turn (500.8, 505.1a, 506.1): one, and one more for each effect with
rule = "additional combat phase" begun in the turn; a history with another is impossible, refused
with the event's line; what the count can't follow refused by the loader (`verifier.load.added_combats`)."""
from conftest import claim, claim_verdict
from test_casting import events, refusal

HEAD = '[scenario]\nname = "x"\nturn = "you"\n'
ANGEL = '[[object]]\nid = "angel"\ncard = "Serra Angel"\nsince_turn_began = true\n'  # (4/4, flying, vigilance)
EXTRA = '[[effect]]\nid = "extra"\ncontroller = "you"\nrule = "additional combat phase"\n'
EXTRA2 = EXTRA.replace('"extra"', '"extra2"')
FIGHT = ('step = "combat"', 'attacks = "angel"', 'step = "combat damage"', 'step = "main"')
MORE = "another combat phase in this turn"


def test_a_second_combat_phase_needs_an_effect(write_model):
    """505.1a, 506.1: a turn has one combat phase; a second without an effect adding it can't happen."""
    err = refusal(write_model, HEAD + ANGEL + events(*FIGHT, *FIGHT) + claim("True"))
    assert MORE in err.message and "500.8" in err.message and err.line > 0


def test_an_added_combat_phase_is_followed(write_model):
    """500.8: with an effect begun in the turn, the Angel (vigilance) attacks twice: 8 damage."""
    text = HEAD + ANGEL + EXTRA + events(*FIGHT, 'starts = "extra"', *FIGHT[:3]) + \
        events('step = "end"\nlabel = "done"')
    assert claim_verdict(write_model, text, "life('opponent') == 12", "done") == "proved"


def test_one_added_phase_is_one_more(write_model):
    """500.8: one effect adds one combat phase: a third in the turn can't happen, with two effects it can."""
    err = refusal(write_model, HEAD + ANGEL + EXTRA + events(*FIGHT, 'starts = "extra"', *FIGHT, *FIGHT) + claim("True"))
    assert MORE in err.message
    text = HEAD + ANGEL + EXTRA + EXTRA2 + events(*FIGHT, 'starts = "extra"', 'starts = "extra2"', *FIGHT, *FIGHT[:3]) + \
        events('step = "end"\nlabel = "done"')
    assert claim_verdict(write_model, text, "life('opponent') == 8", "done") == "proved"


def test_a_phase_added_in_an_earlier_turn_does_not_count(write_model):
    """500.8: the effect adds a phase to the turn it begins in, not to a later one."""
    text = HEAD + ANGEL + EXTRA + events(*FIGHT, 'starts = "extra"', *FIGHT[:3], 'step = "end"', 'turn = "opponent"',
                                         'turn = "you"', *FIGHT, *FIGHT) + claim("True")
    assert MORE in refusal(write_model, text).message


def test_an_added_phase_must_come_before_the_turn_ends(write_model):
    """500.8: a turn ended with the added phase unsaid is refused with the line (it could trigger or require)."""
    err = refusal(write_model, HEAD + ANGEL + EXTRA + events(*FIGHT, 'starts = "extra"', 'step = "end"') + claim("True"))
    assert "with one an effect added (500.8, 505.1a) not said" in err.message and err.line > 0


def test_an_added_phase_begun_before_the_history_is_refused(write_model):
    """500.8: whether its phase came already is not said."""
    err = refusal(write_model, HEAD + ANGEL + EXTRA + events(*FIGHT) + claim("True"))
    assert "adds a combat phase (500.8) but begins before the history" in err.message and err.line > 0


def test_keys_that_change_nothing_are_refused(write_model):
    """An effect adding a phase affects no object and has no duration: targets or until are refused."""
    for key in ('targets = ["angel"]\n', 'until = "end of turn"\n'):
        err = refusal(write_model, HEAD + ANGEL + EXTRA + key + events(*FIGHT, 'starts = "extra"', *FIGHT[:3]) +
                      claim("True"))
        assert "would change nothing" in err.message and err.line > 0
