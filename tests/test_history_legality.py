"""Every kind of event of a history, made impossible where it stands: refused with its
line when the history is impossible in every order, left out (and said) when only some
orders of a group are (`verifier.rules.legality`, `Scenario.orders`)."""
import pytest

from conftest import BEARS, BURIED_CAT as CAT, BURIED_KHENRA as KHENRA, claim
from verifier.errors import ModelError
from verifier.load.loader import load_scenario
from verifier.model import EVENT_KINDS, TWO_STEPS  # (TWO_STEPS: a card moved, then a new object: never in a group)
from verifier.query import possible_histories

TEZ = '''
[[object]]
id = "tez"
card = "Tezzeret the Seeker"
[[loyalty]]
id = "plus"
source = "tez"
cost = "+1"
'''
UPKEEP = '''
[[object]]
id = "watch"
types = ["enchantment"]
abilities = ["w"]
[[trigger]]
id = "t"
source = "watch"
ability = "w"
when = "each upkeep"
'''
FACE_DOWN = '''
[[object]]
id = "hidden"
card = "Serra Angel"
face_down = true
face_down_by = "manifest"
'''
EQUIPMENT = '''
[[object]]
id = "splitter"
card = "Bonesplitter"
'''
PLAGUE = '''
[[card]]
name = "Plague"
types = ["enchantment"]
[[card.static]]
ability = "Creatures get -2/-2"
affects = { types = ["creature"] }
layer7c = { power = -2, toughness = -2 }
[[object]]
id = "plague"
card = "Plague"
'''
GRAVEYARD = '''
[[object]]
id = "buried"
card = "Grizzly Bears"
zone = "graveyard"
'''
PUMP = '''
[[effect]]
id = "pump"
targets = ["bears"]
layer7c = { power = 1 }
'''


def events(*tables: str, group: bool) -> str:
    """[[event]] tables, in one group or in the order given."""
    return "".join(f"\n[[event]]\n{t}\n" + ('group = "g"\n' if group else "") for t in tables)


# Each kind: the scenario and two events whose order given is impossible, the other possible (in a
# group, that order is left out): the kind's event after the one that disables it (for ends, resolves
# and untap, before the one it needs), and the words of the reason.
SUSPENDED = """
[[card]]
name = "Drifter"
mana_cost = "{4}{U}"
types = ["creature"]
power = 3
toughness = 1
abilities = ["Suspend 2—{1}{U}"]
[[object]]
id = "drifter"
card = "Drifter"
zone = "hand"
[[object]]
id = "island"
card = "Island"
[[object]]
id = "island2"
card = "Island"
"""
DELVER = """
[[object]]
id = "delver"
card = "Delver of Secrets"
"""

CASES = {
    "turn": (BEARS + UPKEEP, 'step = "upkeep"', 'turn = "opponent"', "'t' is still on the stack"),
    "step": (BEARS + UPKEEP, 'step = "upkeep"', 'step = "end"', "(500.2)"),
    "enters": (BEARS + '''
[[object]]
id = "card"
card = "Sol Ring"
in_library = true
''', 'tap = "bears"', 'enters = "card"', "can't enter by an event"),
    "leaves": (BEARS + PLAGUE, 'enters = "plague"', 'leaves = "bears"', "'bears' is not on the battlefield then"),
    "starts": (BEARS + PUMP, 'leaves = "bears"', 'starts = "pump"', "does not resolve (608.2b)"),
    "ends": (BEARS + PUMP, 'ends = "pump"', 'starts = "pump"', "has not begun"),  # (ends first: in that order)
    "tap": (BEARS, 'leaves = "bears"', 'tap = "bears"', "not on the battlefield"),
    "untap": (BEARS, 'untap = "bears"', 'tap = "bears"', "only a tapped permanent can be untapped"),
    "turn_face_up": (BEARS + FACE_DOWN, 'leaves = "hidden"', 'turn_face_up = "hidden"', "not on the battlefield"),
    "put_counters": (BEARS, 'leaves = "bears"', 'put_counters = "bears"\ncounters = { charge = 1 }',
                     "not on the battlefield"),
    "remove_counters": (BEARS, 'leaves = "bears"', 'remove_counters = "bears"\ncounters = { charge = 1 }',
                        "not on the battlefield"),
    "attach": (BEARS + EQUIPMENT, 'leaves = "splitter"', 'attach = "splitter"\nto = "bears"', "not on the battlefield"),
    "unattach": (BEARS + EQUIPMENT, 'leaves = "splitter"', 'unattach = "splitter"', "not on the battlefield"),
    "transform": (BEARS + DELVER, 'leaves = "delver"', 'transform = "delver"', "not on the battlefield"),
    "resolves": (BEARS + UPKEEP, 'resolves = "t"', 'step = "upkeep"', "'t' is not on the stack"),
    "activate": (BEARS + TEZ, 'leaves = "tez"', 'activate = "plus"', "not on the battlefield"),
    "moves": (BEARS + GRAVEYARD, 'enters = "buried"', 'moves = "buried"\ninto = "exile"',
              "'buried' is not a card in another zone then"),
    "embalm": (BEARS + CAT, 'moves = "cat"\ninto = "exile"', 'embalm = "cat"\ntoken = "zombie-cat"',
               "'cat' is not a card in its owner's graveyard then"),
    "eternalize": (BEARS + KHENRA, 'turn = "opponent"', 'eternalize = "khenra"\ntoken = "zombie-khenra"',
                   "only as a sorcery, on the turn of the card's owner"),
    "returns": (BEARS + GRAVEYARD, 'enters = "buried"', 'returns = "buried"\nas = "buried-again"',
                "'buried' is not a card in another zone then"),
    # (the library's order decides what a draw takes: a second draw from a library of one card, refused as read)
    "draws": (BEARS + '\n[[object]]\nid = "top"\ncard = "Forest"\nzone = "library"\n', 'draws = "you"',
              'draws = "you"', "'you' draws from an empty library"),
    "cast": (BEARS + '\n[[object]]\nid = "growth"\ncard = "Llanowar Elves"\nzone = "hand"\n'
             '\n[[object]]\nid = "forest"\ncard = "Forest"\n', 'moves = "growth"\ninto = "graveyard"',
             'cast = "growth"', "'growth' is not a card in its owner's hand then"),
    # (the copy of a spell not cast yet: refused as read; the other order is the case cast's)
    "copy_spell": (BEARS + '\n[[object]]\nid = "growth"\ncard = "Llanowar Elves"\nzone = "hand"\n'
                   '\n[[object]]\nid = "forest"\ncard = "Forest"\n', 'copy_spell = "growth"\nas = "copy"',
                   'cast = "growth"', "no earlier event casts it"),
    # 508.1a: only an untapped creature attacks (in a combat phase a step event began, 506.1)
    "attacks": (BEARS + '\n[[event]]\nstep = "combat"\n', 'tap = "bears"', 'attacks = "bears"', "is tapped"),
    # 509.1a: only an untapped creature blocks (an attacking creature, 509.1)
    "blocks": (BEARS + '\n[[object]]\nid = "theirs"\ncard = "Grizzly Bears"\ncontroller = "opponent"\n'
               '\n[[event]]\nstep = "combat"\n\n[[event]]\nattacks = "bears"\n', 'tap = "theirs"',
               'blocks = "theirs"\nattacker = "bears"', "is tapped"),
    # 120.1: damage to a creature on the battlefield
    "deals": (BEARS + '\n[[object]]\nid = "bolt"\ncard = "Grizzly Bears"\n', 'leaves = "bears"',
              'deals = "bolt"\namount = 3\nto = "bears"', "'bears' is not a creature or planeswalker on the battlefield"),
    # 305.3: a land is played only on its owner's turn
    "play_land": (BEARS + '\n[[object]]\nid = "land"\ncard = "Forest"\nzone = "hand"\n', 'turn = "opponent"',
                  'play_land = "land"', "'land' is played only on its owner's turn (305.3)"),
    # 116.2f: suspended only when it could be cast (a creature card: on its owner's turn)
    "suspend": (BEARS + SUSPENDED, 'turn = "opponent"', 'suspend = "drifter"', "only on its caster's turn"),
    # 104.2a: nothing happens once a player lost, an effect making it night neither (731.1)
    "it_becomes": (BEARS + '\n[[object]]\nid = "bolt"\ncard = "Grizzly Bears"\n', 'deals = "bolt"\namount = 20\nto = "you"',
                   'it_becomes = "night"', "has lost the game"),
    # 702.29a: cycled only from its owner's hand
    "cycle": (BEARS + '\n[[card]]\nname = "Test Cycler"\ntypes = ["creature"]\npower = 1\ntoughness = 1\n'
              'abilities = ["Cycling {0}"]\n\n[[object]]\nid = "cycler"\ncard = "Test Cycler"\nzone = "hand"\n'
              '\n[[object]]\nid = "top"\ncard = "Forest"\nzone = "library"\n',
              'moves = "cycler"\ninto = "graveyard"', 'cycle = "cycler"', "'cycler' is not a card in its owner's hand then"),
    # 707.10: a copy of an instance on the stack (none: the upkeep that would trigger it never came)
    "copy_ability": (BEARS + UPKEEP, 'tap = "bears"', 'copy_ability = "t"', "no instance of 't' is on the stack"),
    # 605.3a: tapped for mana only on the battlefield
    "add_mana": (BEARS + '\n[[object]]\nid = "forest"\ncard = "Forest"\n', 'leaves = "forest"', 'add_mana = "forest"',
                 "'forest' is not on the battlefield then"),
}


def _scenario(write_model, text: str):
    return load_scenario(write_model(text))


def test_every_kind_of_event_has_a_case():
    assert set(CASES) == set(EVENT_KINDS)


@pytest.mark.parametrize("kind", sorted(CASES))
def test_impossible_event_is_refused_with_its_line(kind, write_model):
    base, disabler, event, reason = CASES[kind]
    text = base + events(disabler, event, group=False) + claim("power(bears) == 2")
    with pytest.raises(ModelError) as err:
        possible_histories(_scenario(write_model, text))
    assert reason in err.value.message
    assert err.value.line > 0


@pytest.mark.parametrize("kind", sorted(CASES))
def test_impossible_order_is_left_out_and_said(kind, write_model):
    base, disabler, event, reason = CASES[kind]
    text = base + events(disabler, event, group=True) + claim("power(bears) == 2")
    try:
        histories = possible_histories(_scenario(write_model, text))
    except ModelError as err:  # what the file alone shows impossible in any order (a card of the library)
        assert (kind == "enters" and reason in err.message) or \
            (kind in TWO_STEPS + ("draws", "cast", "copy_spell", "add_mana", "attacks", "blocks", "deals", "play_land",
                                  "suspend", "it_becomes", "copy_ability") and
             "not put in a group" in err.message)
        return
    assert kind not in TWO_STEPS + ("draws", "cast", "copy_spell", "add_mana", "attacks", "blocks", "deals", "play_land",
                                    "suspend", "it_becomes", "copy_ability")
    assert len(histories.encodings) == 1 and histories.orders == 2
    notes = histories.notes()
    assert notes[0].startswith("1 of 2 orders") and reason in notes[1]
