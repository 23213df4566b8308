"""A [[trigger]] that has a player reveal cards and discard those its controller chooses (701.20a,
701.9a-b; `discards`, `verifier.load.trigger_discards`, `verifier.rules.discarding`): the cards
move into their owner's graveyard as it resolves, where it does anything and a card is revealed
(Disciple of Phenax: devotion counted then, 608.2h); a history naming a card not in that hand, or
not fitting what the text chooses, is possible in no order.  Concrete outcomes from the official
rulings (Disciple of Phenax 5, Distended Mindbender 7), the reference's table below, and a test
per refusal."""
import pytest

from conftest import MODELS, verdict
from reference.discarding import discarded
from verifier.errors import ModelError
from verifier.load.loader import load_scenario
from verifier.load.trigger_discards import Discard, Kind, read

MINDBENDER = (MODELS / "scenarios" / "discard_mindbender_what_you_can.toml").read_text()
STAYS = (MODELS / "scenarios" / "discard_disciple_of_phenax_stays.toml").read_text()
_FITTING = (Kind("land", 3, True), Kind(None, 4, False))


@pytest.mark.parametrize("text, expected", [
    ("When you cast this spell, target opponent reveals their hand. You choose from it a nonland card with mana value "
     "3 or less and a card with mana value 4 or greater. That player discards those cards", Discard(_FITTING, None, True)),
    ("When this creature enters, target player reveals a number of cards from their hand equal to your devotion to "
     "black. You choose one of them. That player discards that card.", Discard(None, "black", False)),
    ("When this creature enters, target player discards a card.", Discard(None, None, False, 1)),
    ("Whenever this creature attacks, each opponent discards two cards.", Discard(None, None, True, 2)),
    ("When this creature enters, target player discards a card at random.", None),
    ("When you cast this spell, target opponent reveals their hand. You choose from it a nonwizard card with mana value "
     "3 or less. That player discards those cards", None),
    ("When this creature enters, target player reveals a number of cards from their hand equal to your devotion to "
     "black. You choose one of them. That player discards that card. Draw a card.", None)])
def test_the_texts_read(text, expected):
    assert read(text) == expected


@pytest.mark.parametrize("name, verdicts", [("discard_mindbender_what_you_can", ["proved", "refuted"]),
                                            ("discard_disciple_of_phenax_stays", ["proved", "refuted"]),
                                            ("discard_disciple_of_phenax_left", ["proved", "none"])])
def test_the_bundled_rulings(name, verdicts):
    """Mindbender 7: with no card of mana value 4 or greater the Bears alone are discarded; Disciple 5:
    its own {B}{B} count only while it is on the battlefield as its trigger resolves."""
    path = MODELS / "scenarios" / f"{name}.toml"
    assert [verdict(path, i) for i in range(len(verdicts))] == verdicts


@pytest.mark.parametrize("text, message", [
    # 701.9b: the Forest fits neither description
    (MINDBENDER.replace('discards = ["bears"]', 'discards = ["forest"]'),
     "the cards ['forest'] don't each fit one of what 'mindbender-trigger' chooses"),
    # a card of mana value 4 or greater is there: it can't be left unchosen
    (MINDBENDER.replace('id = "forest"\ncard = "Forest"', 'id = "forest"\ncard = "Craw Wurm"'),
     "a card of opponent's hand fits a description left unchosen"),
    # 701.9a: a card that left the hand before the trigger resolved is not discarded by it
    (STAYS.replace('[[event]]\nresolves = "disciple-enters"',
                   '[[event]]\nmoves = "bears"\ninto = "exile"\n\n[[event]]\nresolves = "disciple-enters"'),
     "'bears' is not a card in opponent's hand as 'disciple-enters' resolves")])
def test_a_choice_the_rules_forbid_is_possible_in_no_order(write_model, run_cli, text, message):
    code, out, err = run_cli("check", write_model(text))
    assert code == 2 and message in out + err, out + err


def test_both_descriptions_filled(write_model, run_cli):
    """Mindbender: with a card of each kind in hand, both are discarded at once (701.9a, 404.3)."""
    text = MINDBENDER.replace('id = "forest"\ncard = "Forest"', 'id = "forest"\ncard = "Craw Wurm"') \
        .replace('discards = ["bears"]', 'discards = ["forest", "bears"]') \
        .replace("in_zone(forest, 'hand') and count(zone='hand', owner='opponent') == 1 and "
                 "count(zone='graveyard', owner='opponent') == 1", "in_zone(forest, 'graveyard')")
    code, out, err = run_cli("check", write_model(text))
    assert code == 0 and "what-you-can-is-discarded: proved" in out, out + err


def _refused(write_model, text: str, message: str) -> None:
    with pytest.raises(ModelError) as e:
        load_scenario(write_model(text))
    assert message in str(e.value), str(e.value)


@pytest.mark.parametrize("old, new, message", [
    ('counters = { "+1/+1" = 1 }', 'counters = { "+1/+1" = 1 }\ndiscards = ["forest"]',
     "is no text read here that has a player discard chosen cards (701.9b)"),
    ('discards = ["bears"]', 'discards = ["bears", "forest", "mindbender"]', "has 2 card(s) chosen, each once"),
    ('discards = ["bears"]', 'discards = ["hydra"]', "a player discards a card of their hand (701.9a): give 'hydra'"),
    ('discards = ["bears"]', 'discards = ["bears", "mindbender"]', "the cards discarded are of one player's hand"),
    ('id = "bears"\ncard = "Grizzly Bears"\nowner = "opponent"', 'id = "bears"\ncard = "Grizzly Bears"',
     "targets an opponent of its controller (115.1): ['bears'] are of that controller's hand"),
    ('[[event]]\nturn = "you"', '[[card]]\nname = "Test Shield"\ntypes = ["enchantment"]\nabilities = ["You have '
     'hexproof."]\n\n[[object]]\nid = "shield"\ncard = "Test Shield"\n\n[[event]]\nturn = "you"',
     "an ability here gives a player hexproof or shroud"),
    ('[[event]]\nturn = "you"', '[[effect]]\nid = "steal"\ncard = "Confiscate"\ntargets = ["hydra"]\n\n[[event]]\nturn = "you"', "control may change in this scenario"),
    ('resolves = "mindbender-trigger"\nlabel = "discarded"', 'resolves = "mindbender-trigger"\nlabel = "discarded"\n\n'
     '[[event]]\nresolves = "mindbender-trigger"', "discards the cards it names as it resolves: once, not in a group")])
def test_refused(write_model, old, new, message):
    assert old in MINDBENDER
    _refused(write_model, MINDBENDER.replace(old, new), message)


_KINDS = (("land", 3, True), (None, 4, False))  # (the reference's own spelling of Mindbender's two)
_CARDS = {"Forest": ("land", 0), "Grizzly Bears": ("creature", 2), "Craw Wurm": ("creature", 6),
          "Llanowar Elves": ("creature", 1)}


@pytest.mark.parametrize("hand, chosen, revealed, expected", [
    # Mindbender 7: a nonland card of mana value 3 or less, a card of 4 or greater
    ([("land", 0), ("creature", 2)], [1], None, True),
    ([("land", 0), ("creature", 2)], [0], None, False),
    ([("creature", 5), ("creature", 2)], [1], None, False),
    ([("creature", 5), ("creature", 2)], [0, 1], None, True),
    ([("creature", 1), ("creature", 2)], [0, 1], None, False),
    ([("land", 0)], [], None, True),
    # Disciple 5: one of those revealed, the number its devotion as it resolves
    ([("creature", 2)], [], 0, True),
    ([("creature", 2)], [0], 0, False),
    ([("creature", 2)], [0], 2, True)])
def test_the_reference_table(hand, chosen, revealed, expected):
    assert discarded(hand, chosen, _KINDS if revealed is None else None, revealed) is expected


@pytest.mark.parametrize("hand, chosen", [
    (["Forest", "Grizzly Bears"], [1]), (["Forest", "Grizzly Bears"], [0]), (["Craw Wurm", "Grizzly Bears"], [1]),
    (["Craw Wurm", "Grizzly Bears"], [0, 1]), (["Llanowar Elves", "Grizzly Bears"], [0, 1]),
    (["Llanowar Elves", "Forest", "Craw Wurm"], [2])])
def test_the_verifier_matches_the_reference(write_model, run_cli, hand, chosen):
    """Mindbender's choice, the verifier's history possible (exit 0) exactly where the reference allows it."""
    objects = "".join(f'[[object]]\nid = "c{i}"\ncard = "{name}"\nowner = "opponent"\nzone = "hand"\n\n'
                      for i, name in enumerate(hand))
    text = MINDBENDER.split('[[object]]\nid = "bears"')[0] + objects + \
        "[[trigger]]" + MINDBENDER.split('zone = "hand"\n\n[[trigger]]', 1)[1]
    text = text.replace('discards = ["bears"]', f"discards = {[f'c{i}' for i in chosen]}".replace("'", '"'))
    text = text.split("[[claim]]")[0] + '[[claim]]\nid = "c"\nat = "discarded"\nexpr = "in_zone(c0, \'graveyard\') or ' \
        'not in_zone(c0, \'graveyard\')"\nexpect = "proved"\n'
    code, out, err = run_cli("check", write_model(text))
    expected = discarded([_CARDS[n] for n in hand], chosen, _KINDS, None)
    assert (code == 0) is expected and code in (0, 2), out + err


def test_a_discarded_card_with_a_permission_is_refused_where_asked(write_model, run_cli):
    """601.3: a card a trigger may discard may be out of its hand: whether a permission (flashback) lets it be cast
    from its graveyard is not modelled, and a claim asking is refused, not answered no."""
    text = STAYS.replace('[[object]]\nid = "disciple"', '[[card]]\nname = "Test Echo"\nmana_cost = "{R}"\ntypes = '
                         '["instant"]\ncolors = ["red"]\nabilities = ["Flashback {R}"]\n\n[[object]]\nid = "disciple"') \
        .replace('card = "Grizzly Bears"\nowner = "opponent"', 'card = "Test Echo"\nowner = "opponent"')
    text = text.split("[[claim]]")[0] + '[[claim]]\nid = "c"\nat = "resolved"\nexpr = "can_cast(bears)"\nexpect = "refuted"\n'
    code, out, err = run_cli("check", write_model(text))
    assert code == 2 and "may be out of its owner's hand, and the ability 'Flashback {R}'" in out + err, out + err


_RAIDER = '''[scenario]
name = "a trigger has an opponent discard two cards of that player's choice"
turn = "you"

[[card]]
name = "Test Raider"
mana_cost = "{2}{B}"
colors = ["black"]
types = ["creature"]
power = 2
toughness = 2
abilities = ["When this creature enters, target opponent discards two cards."]

[[object]]
id = "raider"
card = "Test Raider"
zone = "hand"

HAND

[[trigger]]
id = "raider-enters"
source = "raider"
ability = "When this creature enters, target opponent discards two cards."
when = "enters"
of = { self = true }
discards = CHOSEN

[[event]]
enters = "raider"

[[event]]
resolves = "raider-enters"
label = "resolved"

[[claim]]
id = "c"
at = "resolved"
expr = "count(zone='graveyard', owner='opponent') == N"
expect = "proved"
'''


@pytest.mark.parametrize("hand, chosen", [(3, [0, 1]), (3, [0]), (1, [0]), (2, [1])])
def test_discards_of_the_players_choice_match_the_reference(write_model, run_cli, hand, chosen):
    """701.9a: "target opponent discards two cards": two of that hand, or all of it where it holds fewer."""
    cards = "\n".join(f'[[object]]\nid = "c{i}"\ncard = "Grizzly Bears"\nowner = "opponent"\nzone = "hand"\n'
                      for i in range(hand))
    text = _RAIDER.replace("HAND", cards).replace("CHOSEN", str([f"c{i}" for i in chosen]).replace("'", '"')) \
        .replace("== N", f"== {len(chosen)}")
    code, out, err = run_cli("check", write_model(text))
    expected = discarded([("creature", 2)] * hand, chosen, None, None, count=2)
    assert (code == 0 and "c: proved" in out) if expected else \
        (code == 2 and "'raider-enters' discards 2 card(s), and opponent's hand holds another card" in out + err), out + err
