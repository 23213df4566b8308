"""A card's characteristic-defining abilities work in every zone (604.3): what counts and
measures the cards in a zone, and what reads a spell's or a card's characteristics there,
read the card with them, as `has_subtype` and `has_color` read it (Realmwalker's changeling,
702.73a; Transguild Courier's colours); a card that leaves the battlefield is a new object
there (400.7), its CDA's types back whatever changed it on the battlefield."""
from conftest import claim, claim_verdict

DEAD_WALKER = '''
[[object]]
id = "dead-walker"
card = "Realmwalker"
zone = "graveyard"
owner = "you"

[[object]]
id = "bears"
card = "Grizzly Bears"
zone = "graveyard"
owner = "you"
'''

COURIER = '''
[[object]]
id = "courier"
card = "Transguild Courier"
zone = "graveyard"
owner = "you"
'''


def test_realmwalker_in_a_graveyard_is_counted_as_an_elf(write_model):
    """Realmwalker ruling 1 (2022): changeling works in every zone; a count of the Elf cards
    in a graveyard sees it, as has_subtype does."""
    expr = "has_subtype('dead-walker', 'Elf') and count(zone='graveyard', subtypes=['Elf']) == 1 and " \
           "count(zone='graveyard', subtypes=['Bear']) == 2 and count(zone='graveyard', subtypes=['Zombie']) == 1"
    assert claim_verdict(write_model, DEAD_WALKER, expr) == "proved"


def test_realmwalker_in_a_graveyard_counted_by_printed_subtypes_is_wrong(write_model):
    assert claim_verdict(write_model, DEAD_WALKER, "count(zone='graveyard', subtypes=['Elf']) == 0",
                         expect="refuted") == "refuted"


def test_transguild_courier_in_a_graveyard_has_every_colour(write_model):
    """Its "is all colors" is a characteristic-defining ability (604.3): a colourless printed
    card, every colour in the graveyard."""
    expr = "count(zone='graveyard', colors=['red']) == 1 and distinct('colors', zone='graveyard') == 5"
    assert claim_verdict(write_model, COURIER, expr) == "proved"


def test_ghostfire_in_a_graveyard_is_colourless(write_model):
    """"Ghostfire is colorless." is a characteristic-defining ability (604.3a): no red card there."""
    text = '''
[[object]]
id = "ghostfire"
card = "Ghostfire"
zone = "graveyard"
owner = "you"
'''
    expr = "count(zone='graveyard', colors=['red']) == 0 and count(zone='graveyard', types=['instant']) == 1 and " \
           "distinct('colors', zone='graveyard') == 0"
    assert claim_verdict(write_model, text, expr) == "proved"


FROG_DIES = '''
[[object]]
id = "walker"
card = "Realmwalker"
chosen = "Elf"

[[effect]]
id = "becomes-frog"
targets = ["walker"]
layer4 = { set_subtypes = ["Frog"] }

[[event]]
leaves = "walker"
into = "graveyard"
label = "died"
'''


def test_realmwalker_made_a_frog_is_every_type_again_in_the_graveyard(write_model):
    """Made a Frog on the battlefield (ruling 3), it dies: the card in the graveyard is a new
    object (400.7), every creature type by its changeling (604.3), not the Frog it last was."""
    expr = "count(zone='graveyard', subtypes=['Elf']) == 1 and count(zone='graveyard', subtypes=['Frog']) == 1"
    assert claim_verdict(write_model, FROG_DIES, expr, at="died") == "proved"


CAVERN = '''
[scenario]
name = "a changeling spell of the chosen type"
turn = "you"

[[object]]
id = "cavern"
card = "Cavern of Souls"
chosen = "Elf"

[[object]]
id = "changeling"
card = "Mothdust Changeling"
zone = "hand"

[[card]]
name = "Blue Drake"
mana_cost = "{U}"
colors = ["blue"]
types = ["creature"]
subtypes = ["Drake"]
power = 1
toughness = 1

[[object]]
id = "drake"
card = "Blue Drake"
zone = "hand"

[[event]]
step = "main"
label = "main"
'''


def test_mothdust_changeling_spell_is_of_the_type_cavern_of_souls_chose(write_model):
    """Cavern of Souls naming Elf: its coloured mana may be spent on a changeling creature spell,
    an Elf spell on the stack (604.3, 702.73a), not on another creature spell."""
    assert claim_verdict(write_model, CAVERN, "can_cast(changeling) and not can_cast(drake)", at="main") == "proved"


GRAVES = '''
[[object]]
id = "goyf"
card = "Tarmogoyf"
zone = "graveyard"
owner = "you"

[[object]]
id = "lord"
card = "Lord of Extinction"
zone = "graveyard"
owner = "opponent"

[[object]]
id = "forest"
card = "Forest"
zone = "graveyard"
owner = "you"

[[object]]
id = "maro"
card = "Maro"
zone = "hand"
owner = "you"
'''


def test_tarmogoyf_lord_of_extinction_and_maro_cards_have_their_cdas_power(write_model):
    """The card as it is in a zone (what spells' and cards' filters read) has the power and
    toughness its characteristic-defining ability gives there (604.3): Tarmogoyf 2/3 (creature,
    land), Lord of Extinction 3/3 (three cards in graveyards), Maro 1/1 (itself in hand)."""
    import z3
    from verifier.load.loader import load_scenario
    from verifier.query import Encoding
    state = Encoding(load_scenario(write_model(GRAVES + claim("True")))).game.board().state
    got = {o: tuple(z3.simplify(z3.IntVal(0) + v).as_long() for v in (state[o].card.power, state[o].card.toughness))
           for o in ("goyf", "lord", "maro", "forest")}
    assert got == {"goyf": (2, 3), "lord": (3, 3), "maro": (1, 1), "forest": (0, 0)}
