"""Leaving the battlefield: "if it would leave the battlefield, exile it instead" (614.1a, 614.6) on
the object a trigger returns (`exile_if_leaves`), and a trigger returning a card it chooses as it
resolves from its controller's graveyard (608.2c: Kheru Lich Lord).  The exiled permanent never
goes to a graveyard, so it does not die (700.4).  Verdicts over every order the history leaves
open (`conftest.claim_verdict`); the reference (`tests/reference/simulator.py`) plays the same
histories apart from `verifier.rules` (test_reference_differential.py, `returning_histories`).
What is refused names its line."""

from conftest import MODELS, claim_verdict, refused_in_one_line

SCENARIO = (MODELS / "scenarios" / "schema_key_exile_if_leaves.toml").read_text()
HISTORY = SCENARIO[:SCENARIO.index("[[claim]]")]
UPKEEP = '[[event]]\nturn = "you"\n\n[[event]]\nstep = "upkeep"\n\n[[event]]\nresolves = "lich-upkeep"\npaid = true\n' \
    'label = "returned"\n\n'
END = '[[event]]\nstep = "end"\n\n[[event]]\nresolves = "lich-exile"\n'
SENTENCE = " If it would leave the battlefield, exile it instead of putting it anywhere else."


def with_events(events: str, text: str = HISTORY) -> str:
    return text[:text.index("[[event]]")] + events


def line_of(text: str, needle: str) -> int:
    return text[:text.index(needle)].count("\n") + 1


def test_bounced_or_put_into_a_library_it_is_exiled(write_model):
    """614.6: wherever it would go, a hand included, it is exiled instead; the delayed trigger then finds
    nothing (603.7c)."""
    text = with_events(UPKEEP + '[[event]]\nleaves = "back"\ninto = "hand"\nlabel = "left"\n\n' + END)
    assert claim_verdict(write_model, text, "in_zone(back, 'exile') and not in_zone(back, 'hand')", at="left") == "proved"


def test_dying_to_a_state_based_action_it_is_exiled(write_model):
    """704.5f, 614.6: toughness 0, it would go to the graveyard; it is exiled, and does not die (700.4)."""
    shrink = '[[effect]]\nid = "shrink"\ntargets = ["back"]\nlayer7c = { power = -2, toughness = -2 }\nuntil = "end of turn"\n\n'
    text = with_events(UPKEEP + '[[event]]\nstarts = "shrink"\nlabel = "shrunk"\n\n' + END)
    text = text.replace("[[trigger]]\nid = \"lich-upkeep\"", shrink + "[[trigger]]\nid = \"lich-upkeep\"", 1)
    assert claim_verdict(write_model, text, "not on_battlefield(back) and in_zone(back, 'exile') and "
                                            "not triggered('back-dies') and life('you') == 20", at="shrunk") == "proved"
    assert claim_verdict(write_model, text, "in_zone(back, 'graveyard')", at="shrunk", expect="refuted") == "refuted"


def test_without_the_replacement_it_dies(write_model):
    """The same card returned by a trigger saying no such thing goes to the graveyard and dies (700.4)."""
    text = with_events(UPKEEP + '[[event]]\nleaves = "back"\ninto = "graveyard"\nlabel = "destroyed"\n\n'
                       '[[event]]\nresolves = "back-dies"\n\n' + END,
                       HISTORY.replace(SENTENCE, "").replace("exile_if_leaves = true\n", ""))
    assert claim_verdict(write_model, text, "at('destroyed', in_zone(back, 'graveyard') and triggered('back-dies')) "
                                            "and life('you') == 22") == "proved"


def test_a_card_not_in_the_graveyard_is_not_the_one_chosen(write_model, run_cli):
    """608.2c: the card named is the one chosen as the ability resolves; where it is not in its
    controller's graveyard then, the history is impossible, refused with the resolution's line."""
    text = HISTORY.replace('zone = "graveyard"', 'zone = "hand"')
    path = write_model(text + '[[claim]]\nid = "c"\nexpr = "True"\nexpect = "proved"\n')
    code, out, err = run_cli("check", path)
    assert code == 2 and "'mourner', the card 'lich-upkeep' returns, is not in its controller's graveyard" in err, \
        out + err


def test_a_card_of_another_players_graveyard_is_not_chosen(write_model, run_cli):
    """404.1: "your graveyard" is its controller's: a card the opponent owns is not among those chosen."""
    text = HISTORY.replace('zone = "graveyard"', 'zone = "graveyard"\nowner = "opponent"')
    path = write_model(text + '[[claim]]\nid = "c"\nexpr = "True"\nexpect = "proved"\n')
    code, out, err = run_cli("check", path)
    assert code == 2 and "is not in its controller's graveyard" in err, out + err


def test_the_key_without_the_text_is_refused(write_model, run_cli):
    """exile_if_leaves only where the ability's text says so."""
    text = HISTORY.replace(SENTENCE, "")
    path = write_model(text)
    refused_in_one_line(run_cli, path, line_of(text, "exile_if_leaves = true"), "exile_if_leaves is the replacement")


def test_the_text_without_the_key_is_refused(write_model, run_cli):
    """608.2c: a trigger table says all its text does: the replacement included."""
    text = HISTORY.replace("exile_if_leaves = true\n", "")
    path = write_model(text)
    refused_in_one_line(run_cli, path, line_of(text, 'id = "lich-upkeep"') - 1, "exiles what it returns instead")


def test_a_targeted_card_is_refused(write_model, run_cli):
    """603.3d: a card the ability targets is chosen as it is put on the stack, not as it resolves."""
    text = HISTORY.replace("return a creature card at random from your graveyard",
                           "return target creature card from your graveyard")
    path = write_model(text)
    refused_in_one_line(run_cli, path, line_of(text, 'returns = "mourner"'), "not as it resolves: not modelled")


def test_another_graveyard_is_refused(write_model, run_cli):
    text = HISTORY.replace("from your graveyard", "from a graveyard")
    path = write_model(text)
    refused_in_one_line(run_cli, path, line_of(text, 'returns = "mourner"'), "another graveyard is not modelled")


def test_a_card_of_another_kind_is_refused(write_model, run_cli):
    """The ability returns a creature card: the card named must be one."""
    text = HISTORY.replace('types = ["creature"]\nsubtypes = ["Spirit"]', 'types = ["artifact"]\nsubtypes = []')
    path = write_model(text)
    refused_in_one_line(run_cli, path, line_of(text, 'returns = "mourner"'), "'mourner' is no creature card")


def test_its_mana_is_paid_by_the_swamps_as_it_resolves(write_model):
    """118.12: "you may pay {2}{B}" is paid as the trigger resolves, tapping the three Swamps then
    (once refused beside permanents making mana: `verifier.load.trigger_payments` follows it)."""
    text = with_events(UPKEEP)
    assert claim_verdict(write_model, text, "on_battlefield(back) and is_tapped(swamp1) and is_tapped(swamp3)",
                         at="returned") == "proved"


def test_a_trigger_on_leaving_returns_only_its_own_card(write_model, run_cli):
    """Persist and undying return their own source that died; another card chosen as it resolves
    goes with a trigger that waits for no object leaving."""
    text = HISTORY.replace('when = "your upkeep"', 'when = "dies"\nof = { self = true }', 1)
    path = write_model(text)
    code, out, err = run_cli("check", path)
    assert code == 2 and "a trigger returns the card of its own source that died" in err, out + err


def test_countering_the_returning_trigger_returns_nothing(write_model):
    """701.6b (countering generalised by `verifier.load.countering`): the upkeep trigger countered,
    the card stays in the graveyard and nothing is returned."""
    text = with_events(UPKEEP.replace('paid = true\n', 'countered = true\n'))
    assert claim_verdict(write_model, text, "in_zone(mourner, 'graveyard') and not on_battlefield(back)",
                         at="returned") == "proved"


def test_your_next_end_step_only_from_your_upkeep(write_model, run_cli):
    """513.1, 603.7b: "your next end step" is read as the next end step only where a trigger at the
    beginning of your upkeep creates it."""
    text = HISTORY.replace('when = "your upkeep"', 'when = "each upkeep"', 1).replace(
        "At the beginning of your upkeep", "At the beginning of each upkeep")
    path = write_model(text)
    code, out, err = run_cli("check", path)
    assert code == 2 and "a delayed triggered ability at this moment is not modelled" in err, out + err


UNEARTH = (MODELS / "scenarios" / "leaving_fatestitcher_unearth.toml").read_text()
UNEARTH_HISTORY = UNEARTH[:UNEARTH.index("[[claim]]")]


def _check(write_model, run_cli, text):
    path = write_model(text + '[[claim]]\nid = "c"\nexpr = "True"\nexpect = "proved"\n')
    return path, run_cli("check", path)


def test_unearth_only_as_a_sorcery(write_model, run_cli):
    """702.84a, 307.1: on its owner's turn, in a main phase: activated in the upkeep, impossible."""
    text = UNEARTH_HISTORY.replace('[[event]]\nactivate = "unearth"',
                                   '[[event]]\nstep = "upkeep"\n\n[[event]]\nactivate = "unearth"', 1)
    path, (code, out, err) = _check(write_model, run_cli, text)
    assert code == 2 and "unearth is activated only in a main phase" in err, out + err
    text = UNEARTH_HISTORY.replace('turn = "you"', 'turn = "opponent"', 1).replace('turn = "opponent"\n\n# Unearth',
                                                                                    'turn = "you"\n\n# Unearth')
    path, (code, out, err) = _check(write_model, run_cli, text)
    assert code == 2 and "unearth is activated only as a sorcery, on the turn of the card's owner" in err, out + err


def test_unearth_pays_its_mana(write_model, run_cli):
    """602.2b: with no Island to pay {U}, the activation is impossible."""
    text = UNEARTH_HISTORY.replace('[[object]]\nid = "island"\ncard = "Island"\n\n', "")
    path, (code, out, err) = _check(write_model, run_cli, text)
    assert code == 2 and "can't pay the cost of 'unearth'" in err, out + err


def test_unearth_from_the_battlefield_is_refused(write_model, run_cli):
    text = UNEARTH_HISTORY.replace('zone = "graveyard"\n', "")
    refused_in_one_line(run_cli, write_model(text), line_of(text, 'source = "fate"'), "is not a card in a graveyard")


def test_unearth_without_its_delayed_exile_is_refused(write_model, run_cli):
    """702.84a, 603.7: the delayed exile is said, else refused."""
    text = UNEARTH_HISTORY
    cut = text[text.index('[[trigger]]\nid = "fate-exile"'):text.index("[[event]]")]
    text = text.replace(cut, "").replace('[[event]]\nstep = "end"\nlabel = "end"\n\n[[event]]\nresolves = "fate-exile"\n',
                                         "")
    refused_in_one_line(run_cli, write_model(text), line_of(text, 'id = "unearth"'),
                        "unearth exiles 'fate-back' at the beginning of the next end step")


def test_unearth_effects_and_as_elsewhere_are_refused(write_model, run_cli):
    """Its haste is the model's (702.84a); `as` goes with unearth only."""
    text = UNEARTH_HISTORY.replace('as = "fate-back"\n', 'as = "fate-back"\neffects = []\n')
    refused_in_one_line(run_cli, write_model(text), line_of(text, "effects = []"), "its table lists no effects")
    text = UNEARTH_HISTORY.replace('abilities = ["Unearth {U}"]', 'abilities = ["Unearth {U}", "{T}: Draw a card."]')
    text = text.replace('[[trigger]]\nid = "fate-exile"', '[[ability]]\nid = "draw"\nsource = "fate-back"\n'
                        'ability = "{T}: Draw a card."\nas = "other"\n\n[[trigger]]\nid = "fate-exile"')
    refused_in_one_line(run_cli, write_model(text), line_of(text, 'as = "other"'), "it goes with an unearth ability")
