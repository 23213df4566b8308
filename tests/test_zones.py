"""Zones other than the battlefield (400.1): cards in graveyards, exile and hands, the
events that put them there, and the counts that read them.  What each refuses, with its
file and line; and outcomes the CR decides, each by a rule stated in the test."""
import pytest

from conftest import BEARS, claim, refused_in_one_line
from test_casting import events
from test_cleanup_hand_size import RECALL
from verifier.errors import ModelError
from verifier.load.loader import load_scenario
from verifier.query import check_claim_over, possible_histories

BURIED = '''
[[object]]
id = "buried"
card = "Grizzly Bears"
zone = "graveyard"
'''
GOYF = '''
[[object]]
id = "goyf"
card = "Tarmogoyf"
'''
TOP = '[[object]]\nid = "top"\ncard = "Forest"\nzone = "library"\n'
INFEST = '''
[[object]]
id = "infest-card"
card = "Infest"
[[effect]]
id = "infest"
card = "Infest"
spell = "infest-card"
'''

BAD = {
    "permanent-status-in-a-zone": (BURIED + "tapped = true\n", 6, "'tapped' is said of a permanent"),
    "controller-in-a-zone": (BURIED + 'controller = "opponent"\n', 6, "it has no controller there (108.4a): give its owner"),
    "zone-without-a-card": ('[[object]]\nid = "thing"\ntypes = ["creature"]\nzone = "graveyard"\n', 4,
                            "say which card it is"),
    "into-on-a-tap": (BEARS + '[[event]]\ntap = "bears"\ninto = "graveyard"\n', 7, "'into' says which zone"),
    "moves-without-into": (BURIED + '[[event]]\nmoves = "buried"\n', 7, "say which zone the card is put into"),
    "leaves-without-into": (BEARS + BURIED + '[[event]]\nleaves = "bears"\n' + claim("power(bears) == 2"), 11,
                            "say where 'bears' goes"),
    "count-of-a-zone-by-controller": (BEARS + claim("count(zone='graveyard', controller='you') == 0"), 8,
                                      "(108.4a: no controller there)"),
    "power-of-cards-in-a-zone": (BEARS + claim("total('power', zone='graveyard') == 0"), 8,
                                 "the power of cards in a graveyard is not modelled"),
    "unknown-zone-in-a-count": (BEARS + claim("count(zone='sideboard') == 0"), 8, "zone is one of 'graveyard'"),
    "count-of-the-stack": (BEARS + claim("count(zone='stack') == 0"), 8, "a count of the spells on the stack"),
    # 121.4: a draw from an empty library makes that player lose, not modelled
    "draws-from-an-empty-library": (BEARS + '[[event]]\ndraws = "you"\n' + claim("power(bears) == 2"), 5,
                                    "'you' draws from an empty library (121.1)"),
    "draw-step-with-an-empty-library": (TOP + '[[event]]\nturn = "opponent"\n[[event]]\nstep = "draw"\n' +
                                        claim("in_zone(top, 'library')"), 7, "'opponent' draws from an empty library"),
    # 401.2: what a draw takes depends on the library's order
    "draws-in-a-group": (TOP + '[[event]]\ndraws = "you"\ngroup = "g"\n[[event]]\nmoves = "top"\ninto = "exile"\n'
                         'group = "g"\n' + claim("in_zone(top, 'hand')"), 7, "is not put in a group"),
    # 611.3a: Mycosynth Lattice makes cards off the battlefield colourless too, which is not modelled
    "reach-off-the-battlefield": ('[[object]]\nid = "lattice"\ncard = "Mycosynth Lattice"\n' + BURIED +
                                  claim("has_color(buried, 'green')", "refuted"), 1,
                                  "changes cards and spells off the battlefield too (611.3a)"),
    "a-search-and-a-library": (TOP + '[[object]]\nid = "found"\ncard = "Forest"\nin_library = true\n'
                               '[[event]]\ndraws = "you"\n' + claim("in_zone(top, 'hand')"), 8,
                               "a card a search finds (in_library) is in no order"),
    "unknown-zone-in-in_zone": (BEARS + claim("in_zone(bears, 'sideboard')"), 8, "in_zone needs a quoted zone"),
    "zone-count-in-a-card": ('''[[card]]
name = "Counter of tapped cards"
types = ["creature"]
[[card.static]]
ability = "p"
cda = true
layer7a = { power = { count = { attacking = true }, zone = "graveyard" } }
''' + '[[object]]\nid = "x"\ncard = "Counter of tapped cards"\n', 7, "not 'attacking'"),
    "spell-not-an-instant": (BEARS + '''
[[effect]]
id = "e"
targets = ["bears"]
layer7c = { power = 1 }
spell = "bears"
[[event]]
starts = "e"
''', 10, "'spell' names the instant or sorcery card that resolved"),
    "spell-not-started": (BEARS + INFEST + claim("power(bears) == 0"), 12, "the history starts 'infest'"),
    "create-x-too-few-tokens": (BEARS + """
[[object]]
id = "ogre"
card = "Gray Ogre"
[[object]]
id = "maker"
types = ["enchantment"]
abilities = ["m"]
[[object]]
id = "token-1"
card = "Grizzly Bears"
created_by = "t"
[[trigger]]
id = "t"
source = "maker"
ability = "m"
when = "each upkeep"
how_many = { count = { types = ["creature"] } }
[[event]]
step = "upkeep"
""" + claim("power(bears) == 2"), 22, "as many as 2 tokens may be created"),
    "stated-graveyard-fact-beside-zones": ('[scenario]\nnumbers = { "cards in your graveyard" = 7 }\n' + GOYF.replace(
        'card = "Tarmogoyf"', 'card = "Tarmogoyf"\nzone = "graveyard"') + """
[[object]]
id = "wurm"
name = "Wurm"
types = ["creature"]
[[card]]
name = "Counted"
types = ["creature"]
[[card.static]]
ability = "p"
cda = true
layer7a = { power = { number = "cards in your graveyard" } }
[[object]]
id = "counted"
card = "Counted"
""" + claim("power(counted) == 7"), 2, "'cards in your graveyard' is the game's to say"),
    "x-counters-of-a-dies-trigger": (BEARS + """
[[object]]
id = "stinger"
types = ["creature"]
toughness = 1
abilities = ["modular"]
[[trigger]]
id = "t"
source = "stinger"
ability = "modular"
when = "dies"
of = { self = true }
counters_on = "bears"
counters = { "+1/+1" = "X" }
""" + claim("power(bears) == 2"), 18, "\"X\" in what a trigger puts is the X of the spell"),
    "number-nothing-reads": ('[scenario]\nnumbers = { "cards in your hand" = 3 }\n' + BEARS, 2,
                             "nothing of the scenario reads the number 'cards in your hand'"),
}


@pytest.mark.parametrize("name", sorted(BAD))
def test_zone_input_refused_in_one_line(name, write_model, run_cli):
    text, line, message = BAD[name]
    refused_in_one_line(run_cli, write_model(text), line, message)


def _verdict(write_model, text: str) -> str:
    sc = load_scenario(write_model(text))
    return check_claim_over(possible_histories(sc).encodings, sc.claims[0]).verdict.value


@pytest.mark.parametrize("body, expr, expect", [
    # 704.5f, 400.3: a creature that dies goes to its owner's graveyard; Tarmogoyf then counts it (604.3)
    ('[[object]]\nid = "bears"\ncard = "Grizzly Bears"\nowner = "opponent"\n[[event]]\nput_counters = "bears"\n'
     'counters = { "-1/-1" = 2 }', "in_zone(bears, 'graveyard') and power(goyf) == 1 and "
     "count(zone='graveyard', owner='opponent') == 1", "proved"),
    # 111.7, 704.5d: a token that dies is no card in the graveyard
    ('[[object]]\nid = "t"\nname = "Token"\ntypes = ["creature", "artifact"]\ntoughness = 1\ntoken = true\n'
     '[[event]]\nput_counters = "t"\ncounters = { "-1/-1" = 1 }', "power(goyf) == 0 and count(zone='graveyard') == 0",
     "proved"),
    # 400.1: a permanent returned to its owner's hand is no card in a graveyard
    (BEARS + '[[event]]\nleaves = "bears"\ninto = "hand"', "in_zone(bears, 'hand') and count(zone='hand') == 1 and "
     "power(goyf) == 0", "proved"),
    # 400.7: a card moved from a graveyard to exile leaves the count; one moved from a hand enters it
    (BURIED + '[[object]]\nid = "held"\ncard = "Forest"\nzone = "hand"\n[[event]]\nmoves = "buried"\n'
     'into = "exile"\n[[event]]\nmoves = "held"\ninto = "graveyard"',
     "power(goyf) == 1 and has_type(goyf, 'creature') and distinct('card types', zone='graveyard') == 1 and "
     "count(zone='graveyard', types=['land']) == 1", "proved"),
    # 400.1: a card put onto the battlefield from a graveyard is no longer there
    (BURIED + '[[event]]\nenters = "buried"', "on_battlefield(buried) and power(goyf) == 0", "proved"),
    # 604.3, 704.3: Boneyard Wurm in a graveyard counts the creature card the same state-based actions put there
    ('[[object]]\nid = "wurm"\ncard = "Boneyard Wurm"\nzone = "graveyard"\n' + BEARS + '[[event]]\n'
     'put_counters = "bears"\ncounters = { "-1/-1" = 2 }', "power(wurm) == 2 and in_zone(bears, 'graveyard')", "proved"),
])
def test_zone_outcomes(write_model, body, expr, expect):
    assert _verdict(write_model, GOYF + body + "\n" + claim(expr, expect)) == expect


def test_moving_a_token_that_ceased_to_exist_is_impossible(write_model):
    """111.7: a token that left the battlefield is in no zone: moving it is no event of the game."""
    from verifier.errors import ModelError
    text = ('[[object]]\nid = "t"\nname = "Token"\ntypes = ["creature"]\ntoughness = 1\ntoken = true\n'
            '[[event]]\nleaves = "t"\ninto = "graveyard"\n[[event]]\nmoves = "t"\ninto = "exile"\n' +
            claim("on_battlefield(t)", "refuted"))
    with pytest.raises(ModelError) as err:
        possible_histories(load_scenario(write_model(text)))
    assert "'t' is not a card in another zone then" in err.value.message and err.value.line == 10


def test_above_orders_one_pair_of_cards_in_a_scenario(write_model, run_cli):
    """404.3: cards put into a graveyard at once are in the order their owner chooses, one
    choice for the pair; orders of several pairs, each chosen apart, could cycle (a above b,
    b above c, c above a), which no owner can make: refused, naming the claim."""
    text = ('[[object]]\nid = "a"\ncard = "Forest"\nzone = "graveyard"\n[[object]]\nid = "b"\ncard = "Island"\n'
            'zone = "graveyard"\n[[object]]\nid = "c"\ncard = "Swamp"\nzone = "graveyard"\n[[event]]\n'
            'moves = "a"\ninto = "exile"\n' + claim("above(b, c)") + claim("above(a, b)").replace('"c"', '"d"'))
    code, _, err = run_cli("check", write_model(text))
    assert code == 2 and "above(x, y) orders one pair of cards in a scenario" in err
    assert _verdict(write_model, text.split("\n[[claim]]")[0] + claim("above(b, c)")) == "proved"  # (as declared)


@pytest.mark.parametrize("cast_later", [False, True])
def test_a_card_in_hand_reads_the_game_until_it_enters(write_model, cast_later):
    """604.3, 400.7: a card in a hand has no last known information there: Tarmogoyf in a hand
    counts the creature card that just died, whether or not the history casts it later (a card
    that entered later was once read as it stood as the history began)."""
    later = '\n[[event]]\ncast = "goyf"\nfree = true\n\n[[event]]\nresolves = "goyf"\n' if cast_later else ""
    text = GOYF + 'zone = "hand"\n' + BEARS + '\n[[event]]\nturn = "you"\nlabel = "start"\n\n[[event]]\n' \
        'leaves = "bears"\ninto = "graveyard"\nlabel = "died"\n' + later
    sc = load_scenario(write_model(text + claim("at('start', power(goyf) == 0) and at('died', power(goyf) == 1)")))
    assert check_claim_over(possible_histories(sc).encodings, sc.claims[0]).verdict.value == "proved"


def test_an_instant_on_the_battlefield_of_a_board_is_refused(tmp_path):
    """304.4, 307.4: an instant or sorcery is never on the battlefield; on a board (no history) an
    object of one there is refused with its line, as a face-down one (708.2) or a spell resolving is not."""
    card = '[[card]]\nname = "Quick Trick"\ntypes = ["instant"]\nmana_cost = "{U}"\nmana_value = 1\n\n'
    path = tmp_path / "board.toml"
    path.write_text('[scenario]\n\n' + card + '[[object]]\nid = "t"\ncard = "Quick Trick"\n\n'
                    '[[claim]]\nid = "c"\nexpr = "on_battlefield(t)"\nexpect = "proved"\n')
    with pytest.raises(ModelError, match="instant or sorcery on the battlefield of a board") as err:
        load_scenario(path)
    assert err.value.line == 11  # its card key
    path.write_text('[scenario]\n\n' + card + '[[object]]\nid = "t"\ncard = "Quick Trick"\nface_down = true\n\n'
                    '[[claim]]\nid = "c"\nexpr = "on_battlefield(t)"\nexpect = "proved"\n')
    assert load_scenario(path).objects["t"].face_down


# a static ability whose condition the model can't read (611.3a): stated by hand
THRESHOLD = '''[[card]]
name = "Test Threshold Beast"
types = ["creature"]
power = 2
toughness = 2

[[card.static]]
ability = "As long as seven or more cards are in your graveyard, this creature gets +2/+2"
condition = "seven or more cards are in your graveyard"
affects = { self = true }
layer7c = { power = 2, toughness = 2 }

[[object]]
id = "beast"
card = "Test Threshold Beast"
'''


def test_a_delayed_trigger_moving_cards_follows_zones(write_model, run_cli):
    """603.7c, 400.3: cards a trigger's `moves` puts into a graveyard are followed as an event's `into` is, so a
    fact about graveyards stated by hand is refused, as beside `leaves` with `into` (before: accepted, the stated
    fact read as unchanged with two more cards there)."""
    text = '[scenario]\nname = "x"\nconditions = { "seven or more cards are in your graveyard" = false }\n' + \
        THRESHOLD + RECALL.replace("Return them to their owner's hand", "Sacrifice them").replace('into = "hand"', 'into = "graveyard"') + \
        events('starts = "pump"', 'step = "end"', 'resolves = "back"') + claim("True")
    refused_in_one_line(run_cli, write_model(text), 3, "so 'seven or more cards are in your graveyard' is the game's to say")
