"""Improvise (702.126): `improvise = [...]` on a cast names the artifacts tapped for it as the
cost is paid, each an untapped artifact its caster controls paying one generic mana of the
total cost (after cost changes, 702.126b, 601.2f), never a coloured symbol; no mana ability
(tapped_to_cast does not see it); the mana value is unchanged (202.3).  The same code as
convoke's (`verifier.rules.convoke`); what is not modelled is refused with its line."""
from conftest import claim, claim_verdict, refused_in_one_line

BOARD = '''
[scenario]
turn = "you"
{search}
[[card]]
name = "Test Rebuke"
mana_cost = "{2}{U}"
colors = ["blue"]
types = ["instant"]
abilities = [{abilities}]

[[object]]
id = "relic"
name = "Test Relic"
types = ["artifact"]
{relic}
[[object]]
id = "thopter"
card = "Ornithopter"

[[object]]
id = "island"
card = "Island"
{more}
[[object]]
id = "rebuke"
card = "Test Rebuke"
zone = "hand"

[[event]]
cast = "rebuke"
improvise = [{improvise}]
label = "cast"
'''
CAST_LINE = 31  # (the line of `cast = "rebuke"`, with nothing put in; an impossible event: its table's, one before)


def board(improvise='"relic", "thopter"', relic="", more="", search="", abilities='"Improvise"') -> str:
    return BOARD.replace("{improvise}", improvise).replace("{relic}", relic).replace("{more}", more) \
        .replace("{search}", search).replace("{abilities}", abilities)


def test_two_artifacts_and_an_island_pay_it(write_model):
    assert claim_verdict(write_model, board(), "is_tapped(relic) and is_tapped(thopter) and "
                         "tapped_to_cast(rebuke, island) and not tapped_to_cast(rebuke, relic) and "
                         "mana_value(rebuke) == 3", at="cast") == "proved"


def test_a_summoning_sick_artifact_creature_may_be_tapped(write_model):
    """302.6 is about {T} costs of the creature's own abilities: improvise is none."""
    text = board().replace('card = "Ornithopter"', 'card = "Ornithopter"\nsince_turn_began = false')
    assert claim_verdict(write_model, text, "is_tapped(thopter) and not controlled_since_turn_began(thopter)",
                         at="cast") == "proved"


def test_a_tapped_artifact_cant_be(write_model, run_cli):
    refused_in_one_line(run_cli, write_model(board(relic="tapped = true\n") + claim("True")), CAST_LINE,
                        "'relic' is tapped for improvise, but it is not an untapped artifact its caster controls")


def test_a_land_cant_be(write_model, run_cli):
    more = '\n[[object]]\nid = "forest"\ncard = "Forest"\n'
    refused_in_one_line(run_cli, write_model(board(improvise='"relic", "forest"', more=more) + claim("True")),
                        CAST_LINE + 3, "'forest' is tapped for improvise, but it is not an untapped artifact")


def test_an_artifact_tapped_for_mana_cant_be(write_model, run_cli):
    """Metallic Rebuke ruling 2 (601.2g before 601.2h): Sol Ring, tapped for its {C}{C}, can't
    then be tapped for improvise: with the Island, the {2}{U} would need both."""
    more = '\n[[object]]\nid = "sol"\ncard = "Sol Ring"\n'
    refused_in_one_line(run_cli, write_model(board(improvise='"sol"', more=more) + claim("True")), CAST_LINE + 3,
                        "the permanents tapped for mana can't pay the cost of 'rebuke' in any way the history allows")


def test_improvise_cant_pay_blue(write_model, run_cli):
    """702.126a: a third artifact pays nothing (the cost has {2} of generic mana only): impossible."""
    more = '\n[[object]]\nid = "relic2"\nname = "Test Relic"\ntypes = ["artifact"]\n'
    refused_in_one_line(run_cli, write_model(board(improvise='"relic", "thopter", "relic2"', more=more)
                                             + claim("True")), CAST_LINE + 4,
                        "can't pay the cost of 'rebuke' in any way the history allows (601.2g-h, 118.3, 106.12, "
                        "302.6, 702.126a)")


def test_a_spell_without_improvise(write_model, run_cli):
    refused_in_one_line(run_cli, write_model(board(abilities='"Convoke"') + claim("True")), CAST_LINE + 1,
                        "'rebuke' has no improvise (\"Improvise\" among its abilities, 702.126a)")


def test_convoke_and_improvise_in_one_cast_refused(write_model, run_cli):
    text = board(abilities='"Improvise", "Convoke"').replace('improvise = [', 'convoke = ["thopter"]\nimprovise = [')
    refused_in_one_line(run_cli, write_model(text + claim("True")), CAST_LINE + 2,
                        "convoke and improvise in one cast is not modelled")


def test_with_a_free_cast_refused(write_model, run_cli):
    text = board().replace('improvise = [', 'free = true\nimprovise = [')
    refused_in_one_line(run_cli, write_model(text + claim("True")), CAST_LINE + 2,
                        "improvise with a spell cast without paying its mana cost (118.9) is not modelled")


def test_improvise_off_a_cast_refused(write_model, run_cli):
    text = board() + '\n[[event]]\ntap = "island"\nimprovise = ["relic"]\n'
    code, _, err = run_cli("check", write_model(text + claim("True")))
    assert code == 2 and "'improvise' names the artifacts tapped for improvise as a spell's cost is paid " \
                         "(702.126a): it goes with cast" in err


def test_can_cast_of_an_improvise_spell_refused(write_model, run_cli):
    text = board().split("[[event]]")[0] + '[[event]]\ntap = "island"\nlabel = "now"\n'
    code, _, err = run_cli("check", write_model(text + claim("can_cast(rebuke)", extra='at = "now"')))
    assert code == 2 and "its improvise (702.126a) is not weighed: which artifacts could be tapped" in err


def test_improvise_among_a_search_refused(write_model, run_cli):
    search = '\n[scenario.search]\nevents = [{ cast = "rebuke" }]\n'
    text = board(search=search).split("[[event]]")[0]
    code, _, err = run_cli("check", write_model(text + claim("True")))
    assert code == 2 and "a spell with improvise (702.126a), among a search's events is not modelled" in err


def test_the_counterexample_tells_what_improvise_paid(write_model, run_cli):
    path = write_model(board() + claim("not is_tapped(island)", expect="proved", extra='at = "cast"'))
    code, out, _ = run_cli("check", path)
    assert code == 1 and "tapped for improvise: relic, thopter, paying {2} of the total cost (702.126a)" in out
