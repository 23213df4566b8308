"""State triggers (603.8): Dark Depths' "When Dark Depths has no ice counters on it, sacrifice it.
If you do, create Marit Lage ...".  It triggers as the state holds, not again while it waits on
the stack, again at once once that instance left it with the state holding; the state is not
checked again as it resolves (no intervening "if", 603.4); Marit Lage only if Dark Depths was
sacrificed (701.21a).  Concrete outcomes and refusals with their lines; the reference plays state
triggers on random histories (`test_verifier_matches_the_reference_state_triggers`)."""
from conftest import MODELS, claim_verdict, refused_in_one_line

SCENARIO = (MODELS / "scenarios" / "triggers_dark_depths_gone.toml").read_text()
HISTORY = SCENARIO[:SCENARIO.index("[[claim]]")]
BOUNCE = '[[event]]\nleaves = "depths"\ninto = "hand"\nlabel = "bounced"\n'


def line_of(text: str, snippet: str) -> int:
    return text[:text.index(snippet)].count("\n") + 1


def test_a_counter_put_back_in_response_changes_nothing(write_model):
    """603.8, 603.4: the state is no intervening "if": with an ice counter on it again as the ability
    resolves, Dark Depths is still sacrificed and Marit Lage created."""
    text = HISTORY.replace(BOUNCE, '[[event]]\nput_counters = "depths"\ncounters = { ice = 1 }\nlabel = "iced"\n')
    assert claim_verdict(write_model, text, "on_battlefield(lage) and not on_battlefield(depths)",
                         at="resolved") == "proved"


def test_with_counters_left_it_does_not_trigger(write_model):
    """603.8: one ice counter left (two before the event), the state does not hold: nothing waits."""
    text = HISTORY.replace("counters = { ice = 1 }\n\n[[object]]", "counters = { ice = 2 }\n\n[[object]]")
    text = text.replace(BOUNCE, "").replace('[[event]]\nresolves = "depths-trigger"\nlabel = "resolved"\n', "")
    assert claim_verdict(write_model, text, "not triggered('depths-trigger') and counters(depths, 'ice') == 1",
                         at="last-counter") == "proved"


def test_a_state_without_when_state_is_refused(write_model, run_cli):
    text = HISTORY.replace('when = "state"', 'when = "your upkeep"').replace('sacrifice = "depths"\n', '')
    refused_in_one_line(run_cli, write_model(text), line_of(text, 'state = "counters'),
                        "a state trigger (603.8) says when = \"state\" and its state")


def test_an_intervening_if_beside_the_state_is_refused(write_model, run_cli):
    text = HISTORY.replace('sacrifice = "depths"', 'sacrifice = "depths"\nif = "on_battlefield(depths)"')
    refused_in_one_line(run_cli, write_model(text), line_of(text, 'if = "on_battlefield'),
                        "not an intervening 'if' (603.4)")


def test_sacrificing_another_permanent_is_refused(write_model, run_cli):
    text = HISTORY.replace('sacrifice = "depths"', 'sacrifice = "lage"')
    refused_in_one_line(run_cli, write_model(text), line_of(text, 'sacrifice = "lage"'),
                        "a state trigger sacrifices its own source here")


def test_under_another_players_control_it_is_not_sacrificed(write_model):
    """701.21a: "sacrifice it" is the trigger's controller's, who can sacrifice only what they control:
    with the opponent controlling Dark Depths as it resolves, nothing is sacrificed, no Marit Lage."""
    text = HISTORY.replace(BOUNCE, '[[event]]\ngain_control = "depths"\nby = "opponent"\nlabel = "taken"\n')
    assert claim_verdict(write_model, text, "on_battlefield(depths) and not on_battlefield(lage) and "
                                            "controller(depths) == 'opponent'", at="resolved") == "proved"
