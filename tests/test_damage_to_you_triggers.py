"""A trigger on any damage a source of a kind deals to its controller (603.2, 120.1: "Whenever a
Human deals damage to you", Mikaeus, the Unhallowed), combat or noncombat, checked right after the
damage, before the state-based actions (a source dealt lethal damage at once still triggers); its
"destroy it" names the only source of the kind.  And intimidate (702.13b), which blocks read.
Concrete outcomes and refusals with their lines."""
from conftest import MODELS, claim_verdict, refused_in_one_line

PING = (MODELS / "scenarios" / "triggers_mikaeus_human_damage.toml").read_text()
PING = PING[:PING.index("[[claim]]")]
LETHAL = (MODELS / "scenarios" / "triggers_mikaeus_lethal_at_once.toml").read_text()
LETHAL = LETHAL[:LETHAL.index("[[claim]]")]


def line_of(text: str, snippet: str) -> int:
    return text[:text.index(snippet)].count("\n") + 1


def test_damage_to_the_other_player_triggers_nothing(write_model):
    """603.2: "to you": the Human's damage to the opponent does not trigger it; the Human stays."""
    text = PING.replace('deals = "human"\namount = 1\nto = "you"', 'deals = "human"\namount = 1\nto = "opponent"')
    text = text.replace('[[event]]\nresolves = "mikaeus-human"\nlabel = "destroyed"\n', '')
    assert claim_verdict(write_model, text, "not triggered('mikaeus-human') and life('opponent') == 19 and "
                                            "on_battlefield(human)", at="pinged") == "proved"


def test_no_damage_dealt_triggers_nothing(write_model):
    """120.1, 603.2: a source dealing 0 damage deals none."""
    text = PING.replace('deals = "human"\namount = 1', 'deals = "human"\namount = 0')
    text = text.replace('[[event]]\nresolves = "mikaeus-human"\nlabel = "destroyed"\n', '')
    assert claim_verdict(write_model, text, "not triggered('mikaeus-human')", at="pinged") == "proved"


def test_with_mikaeus_gone_before_the_damage_nothing_triggers(write_model):
    """603.2: the source must be on the battlefield as the damage is dealt."""
    text = PING.replace('[[event]]\ndeals = "human"', '[[event]]\nleaves = "mikaeus"\ninto = "graveyard"\n\n'
                                                    '[[event]]\ndeals = "human"')
    text = text.replace('[[event]]\nresolves = "mikaeus-human"\nlabel = "destroyed"\n', '')
    assert claim_verdict(write_model, text, "not triggered('mikaeus-human') and on_battlefield(human)",
                         at="pinged") == "proved"


def test_destroying_another_than_a_human_is_refused(write_model, run_cli):
    text = PING.replace('destroy = "human"', 'destroy = "bears"')
    refused_in_one_line(run_cli, write_model(text), line_of(text, 'destroy = "bears"'),
                        "'bears' must be of the kind `of` names")


def test_a_second_human_dealing_damage_is_refused(write_model, run_cli):
    """Two Humans that may deal damage: which one "it" is would be the instance's, not one name."""
    text = PING.replace('id = "bears"\ncard = "Grizzly Bears"', 'id = "bears"\ncard = "Test Human Pinger"')
    refused_in_one_line(run_cli, write_model(text), line_of(text, 'destroy = "human"'),
                        "'bears' could be one too")


def test_intimidate_blocks_only_artifacts_or_a_shared_colour(write_model, run_cli):
    """702.13b: the green Wurm attacking with intimidate can't be blocked by black Mikaeus: the history
    is impossible, refused; once the Wurm is black too, Mikaeus may block it."""
    text = LETHAL.replace('types = ["creature"]\nsubtypes = ["Wurm"]\npower = 6\ntoughness = 4',
                          'types = ["creature"]\nsubtypes = ["Wurm"]\npower = 6\ntoughness = 4\n'
                          'abilities = ["intimidate"]')
    code, out, err = run_cli("check", write_model(text + '[[claim]]\nid = "c"\nexpr = "True"\nexpect = "proved"\n'))
    assert code == 2 and "has intimidate: only an artifact creature or one sharing a colour" in err, out + err
    black = text.replace('colors = ["green"]', 'colors = ["black", "green"]').replace('"{4}{G}{G}"', '"{4}{B}{G}"')
    assert claim_verdict(write_model, black,
                         "not on_battlefield(mikaeus)", at="damage") == "proved"
