"""An optional cost a trigger asks as it resolves (603.5, 608.2d, 118.12): each resolution of
such a trigger says `paid = true` (its controller taps permanents for the mana then, 601.2g-h)
or `paid = false` (nothing after "If you do" happens); an impossible payment makes the history
impossible.  Verdicts over every order the history leaves open (`conftest.claim_verdict`); the
reference (tests/reference/triggers_paid.py) decides the same tables apart from `verifier.rules`.
What is refused names its line."""
from conftest import MODELS, claim_verdict, refused_in_one_line

SCENARIO = (MODELS / "scenarios" / "triggers_kheru_pays_as_it_resolves.toml").read_text()
HISTORY = SCENARIO[:SCENARIO.index("[[claim]]")]
PAID = 'resolves = "lich-upkeep"\npaid = true\n'
DECLINED = 'resolves = "other-upkeep"\npaid = false\n'


def line_of(text: str, snippet: str, offset: int = 0) -> int:
    """The line (1-based) of the first line of `snippet` in `text`, plus `offset`."""
    return text[:text.index(snippet)].count("\n") + 1 + offset


def test_paying_taps_the_lands_as_it_resolves(write_model):
    """118.12, 601.2g: the Swamps are tapped by the payment, not before; the card returns."""
    assert claim_verdict(write_model, HISTORY, "not is_tapped(swamp1)", at="triggered") == "proved"
    assert claim_verdict(write_model, HISTORY, "on_battlefield(back) and is_tapped(swamp1) and is_tapped(swamp3)",
                         at="paid") == "proved"


def test_declining_does_nothing_and_taps_nothing(write_model):
    """118.12: declined, the card stays in the graveyard; with both declined no Swamp is tapped."""
    text = HISTORY.replace(PAID, 'resolves = "lich-upkeep"\npaid = false\n')
    assert claim_verdict(write_model, text, "not on_battlefield(back) and in_zone(mourner, 'graveyard') and "
                                            "not is_tapped(swamp1) and not is_tapped(swamp2)", at="declined") == "proved"


def test_the_second_payment_has_no_mana_left(write_model, run_cli):
    """601.2g-h, 118.12: three Swamps pay one {2}{B}; paying the second too is impossible, refused with
    the resolution's line."""
    text = HISTORY.replace(DECLINED, 'resolves = "other-upkeep"\npaid = true\n')
    path = write_model(text + '[[claim]]\nid = "c"\nexpr = "True"\nexpect = "proved"\n')
    code, out, err = run_cli("check", path)
    assert code == 2 and "can't pay the optional cost of 'other-upkeep'" in err, out + err


def test_a_land_of_the_opponent_does_not_pay(write_model, run_cli):
    """118.12, 603.3a: the trigger's controller pays; the opponent's Swamp can't."""
    text = HISTORY.replace('id = "swamp3"\ncard = "Swamp"\n', 'id = "swamp3"\ncard = "Swamp"\ncontroller = "opponent"\n')
    path = write_model(text + '[[claim]]\nid = "c"\nexpr = "True"\nexpect = "proved"\n')
    code, out, err = run_cli("check", path)
    assert code == 2 and "can't pay the optional cost of 'lich-upkeep'" in err, out + err


def test_a_resolution_must_say_whether_it_was_paid(write_model, run_cli):
    text = HISTORY.replace(PAID, 'resolves = "lich-upkeep"\n')
    path = write_model(text)
    refused_in_one_line(run_cli, path, line_of(text, 'resolves = "lich-upkeep"'),
                        "'lich-upkeep' asks an optional cost as it resolves (603.5, 118.12): say paid = true")


def test_paid_of_a_trigger_asking_no_cost_is_refused(write_model, run_cli):
    text = HISTORY.replace("you may pay {2}{B}. If you do, return", "return").replace(PAID, 'resolves = "lich-upkeep"\n'
                                                                                            'paid = false\n')
    path = write_model(text)
    refused_in_one_line(run_cli, path, line_of(text, 'resolves = "lich-upkeep"', 1),
                        "'paid' says whether a trigger's optional cost")


def test_paid_on_another_event_is_refused(write_model, run_cli):
    text = HISTORY.replace('step = "upkeep"\n', 'step = "upkeep"\npaid = true\n')
    path = write_model(text)
    refused_in_one_line(run_cli, path, line_of(text, 'paid = true'), "it goes with resolves")


def test_paid_on_a_countered_resolution_is_refused(write_model, run_cli):
    text = HISTORY.replace(PAID, 'resolves = "lich-upkeep"\ncountered = true\npaid = true\n')
    path = write_model(text)
    refused_in_one_line(run_cli, path, line_of(text, 'countered = true', 1), "is countered (701.6b)")


def test_a_hybrid_optional_cost_is_refused(write_model, run_cli):
    text = HISTORY.replace("you may pay {2}{B}.", "you may pay {2}{B/G}.")
    path = write_model(text)
    refused_in_one_line(run_cli, path, line_of(text, 'ability = "At the beginning', 0),
                        "has a symbol a payment as it resolves does not read")
