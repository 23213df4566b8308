"""Convoke (702.51): `convoke = [...]` on a cast names the creatures tapped for it as the
cost is paid, each an untapped creature its caster controls paying a generic or a coloured
symbol of one of its colours of the total cost (after cost changes, 702.51b, 601.2f); the
mana value is unchanged (202.3).  What is not modelled is refused with its line."""
from conftest import claim, claim_verdict, refused_in_one_line

BOARD = '''
[scenario]
turn = "you"
{search}
[[object]]
id = "bears"
card = "Grizzly Bears"
{bears}
[[object]]
id = "elves"
card = "Llanowar Elves"

[[object]]
id = "ranger"
name = "Test Ranger"
types = ["creature"]
colors = ["white", "green"]
power = 2
toughness = 2

[[object]]
id = "plains"
card = "Plains"
{more}
[[object]]
id = "blessing"
card = "Conclave's Blessing"
zone = "hand"

[[event]]
cast = "blessing"
targets = ["ranger"]
convoke = [{convoke}]
label = "cast"
'''
CAST_LINE = 31  # (the line of `cast = "blessing"`, with nothing put in; an impossible event: its table's, one before)


def board(convoke='"bears", "elves", "ranger"', bears="", more="", search="") -> str:
    return BOARD.replace("{convoke}", convoke).replace("{bears}", bears).replace("{more}", more) \
        .replace("{search}", search)


def test_three_creatures_and_a_plains_pay_it(write_model):
    assert claim_verdict(write_model, board(), "is_tapped(bears) and is_tapped(elves) and is_tapped(ranger) and "
                         "tapped_to_cast(blessing, plains) and not tapped_to_cast(blessing, elves) and "
                         "mana_value(blessing) == 4", at="cast") == "proved"


def test_a_summoning_sick_creature_may_be_tapped(write_model):
    """302.6 is about {T} costs of the creature's own abilities: convoke is none."""
    assert claim_verdict(write_model, board(bears="since_turn_began = false\n"),
                         "is_tapped(bears) and not controlled_since_turn_began(bears)", at="cast") == "proved"


def test_a_tapped_creature_cant_be(write_model, run_cli):
    refused_in_one_line(run_cli, write_model(board(bears="tapped = true\n") + claim("True")), CAST_LINE,
                        "'bears' is tapped for convoke, but it is not an untapped creature its caster controls")


def test_an_opponents_creature_cant_be(write_model, run_cli):
    refused_in_one_line(run_cli, write_model(board(bears='controller = "opponent"\n') + claim("True")),
                        CAST_LINE, "'bears' is tapped for convoke, but it is not an untapped creature its caster "
                                       "controls")


def test_a_land_cant_be(write_model, run_cli):
    more = '\n[[object]]\nid = "forest"\ncard = "Forest"\n'
    refused_in_one_line(run_cli, write_model(board(convoke='"bears", "forest", "ranger"', more=more) + claim("True")),
                        CAST_LINE + 3, "'forest' is tapped for convoke, but it is not an untapped creature")


def test_no_white_creature_no_white_mana_cant_pay(write_model, run_cli):
    """702.51a: the green Bears and Elves pay generic mana only; an Island can't pay {W}."""
    text = board(convoke='"bears", "elves"').replace('card = "Plains"', 'card = "Island"')
    text += '\n[[object]]\nid = "island2"\ncard = "Island"\n'
    refused_in_one_line(run_cli, write_model(text + claim("True")), CAST_LINE - 1,
                        "the permanents tapped for mana can't pay the cost of 'blessing' in any way the history "
                        "allows (601.2g-h, 118.3, 106.12, 302.6, 702.51a)")


def test_more_creatures_than_the_reduced_total_cost_asks(write_model, run_cli):
    """702.51b: with Helm of Awakening the total cost is {2}{W}; a fourth creature tapped pays
    nothing, which convoke does not allow (the reading where convoke comes before the
    reduction would allow it)."""
    more = '\n[[object]]\nid = "helm"\ncard = "Helm of Awakening"\n\n[[object]]\nid = "lion"\nname = "Test Lion"\n' \
           'types = ["creature"]\ncolors = ["white"]\npower = 2\ntoughness = 1\n'
    fine = board(convoke='"bears", "elves", "ranger"', more=more)
    assert claim_verdict(write_model, fine, "in_zone(blessing, 'stack')", at="cast") == "proved"
    refused_in_one_line(run_cli, write_model(board(convoke='"bears", "elves", "ranger", "lion"', more=more)
                                             + claim("True")), CAST_LINE + 11,
                        "can't pay the cost of 'blessing'")


def test_a_spell_without_convoke(write_model, run_cli):
    text = board().replace('card = "Conclave\'s Blessing"', 'card = "Grizzly Bears"').replace(
        'targets = ["ranger"]\n', "")
    refused_in_one_line(run_cli, write_model(text + claim("True")), CAST_LINE + 1,
                        "'blessing' has no convoke (\"Convoke\" among its abilities, 702.51a)")


def test_a_creature_named_twice(write_model, run_cli):
    refused_in_one_line(run_cli, write_model(board(convoke='"bears", "bears"') + claim("True")), CAST_LINE + 2,
                        "'bears' is listed twice in 'convoke'")


def test_with_a_free_cast_refused(write_model, run_cli):
    text = board().replace('convoke = [', 'free = true\nconvoke = [')
    refused_in_one_line(run_cli, write_model(text + claim("True")), CAST_LINE + 3,
                        "convoke with a spell cast without paying its mana cost (118.9) is not modelled")


def test_can_cast_of_a_convoke_spell_refused(write_model, run_cli):
    text = board().split("[[event]]")[0] + '[[event]]\ntap = "plains"\nlabel = "now"\n'
    path = write_model(text + claim("can_cast(blessing)", extra='at = "now"'))
    code, _, err = run_cli("check", path)
    assert code == 2 and "its convoke (702.51a) is not weighed" in err


def test_convoke_among_a_search_refused(write_model, run_cli):
    search = '\n[scenario.search]\nevents = [{ cast = "blessing" }]\n'
    convoker = '[[card]]\nname = "Test Convoker"\nmana_cost = "{2}{G}"\ntypes = ["creature"]\npower = 2\ntoughness = 2\n' \
               'abilities = ["Convoke"]\n'
    text = board(search=search).split("[[event]]")[0].replace("Conclave's Blessing", "Test Convoker") + convoker
    code, _, err = run_cli("check", write_model(text + claim("True")))
    assert code == 2 and "a spell with convoke (702.51a), among a search's events is not modelled" in err


def test_the_counterexample_tells_what_convoke_paid(write_model, run_cli):
    path = write_model(board() + claim("not is_tapped(plains)", expect="proved", extra='at = "cast"'))
    code, out, _ = run_cli("check", path)
    assert code == 1 and "tapped for convoke: bears, elves, ranger, paying" in out and "(702.51a)" in out


def test_convoke_granted_to_other_spells_is_refused(write_model, run_cli):
    """702.51a: convoke given to spells by another permanent's ability is not read (a spell's
    own abilities are): a cast beside it is refused, not paid as if no spell had convoke."""
    granter = '\n[[object]]\nid = "granter"\nname = "Test Granter"\ntypes = ["enchantment"]\n' \
              'abilities = ["Creature spells you cast have convoke"]\n'
    text = board().replace("[[event]]", granter + "\n[[event]]", 1)
    code, _, err = run_cli("check", write_model(text + claim("True")))
    assert code == 2 and "'Creature spells you cast have convoke' changes how spells are cast or paid for" in err
