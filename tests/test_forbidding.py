"""Effects that forbid casting or activating (101.2: "can't" beats "can"; `forbids` on an [[effect]]
with `player`, or on a [[card.static]]): a history where the forbidden happens is no history of the
game (refused with the event's line), and `can_cast` / `can_activate` / `can_tap_for_mana` say false;
what is not forbidden goes on.  The rulings are `models/scenarios/forbidding_abeyance.toml` and
`forbidding_serra_bestiary.toml`; what is not modelled is refused."""
import pytest

from conftest import claim_verdict
from test_casting import events, refusal

PUMP = "{1}: This creature gets +1/+0 until end of turn."

BOARD = f'''
[scenario]
turn = "opponent"

[[card]]
name = "Test Fire Bear"
types = ["creature"]
power = 2
toughness = 2
abilities = ["{PUMP}"]

[[object]]
id = "bear"
card = "Test Fire Bear"
controller = "opponent"

[[object]]
id = "forest"
card = "Forest"
controller = "opponent"

[[effect]]
id = "pump"
controller = "opponent"
targets = ["bear"]
layer7c = {{ power = 1, toughness = 0 }}
until = "end of turn"

[[ability]]
id = "fire"
source = "bear"
ability = "{PUMP}"
effects = ["pump"]

[[effect]]
id = "abeyance"
player = "opponent"
forbids = ["activate abilities that aren't mana abilities"]
until = "end of turn"
'''


def test_an_activation_after_it_is_refused(write_model):
    text = BOARD + events('starts = "abeyance"', 'activate = "fire"')
    assert "forbids its controller activating abilities that aren't mana abilities (101.2)" in \
        str(refusal(write_model, text)).replace("'bear''s", "its")


def test_an_activation_before_it_still_resolves(write_model):
    text = BOARD + events('activate = "fire"', 'starts = "abeyance"\nlabel = "on"', 'resolves = "fire"')
    assert claim_verdict(write_model, text, "power(bear) == 3") == "proved"
    assert claim_verdict(write_model, text, f"not can_activate(bear, '{PUMP}') and can_tap_for_mana(forest) == "
                                            "(not is_tapped(forest))", at="on") == "proved"


def test_it_forbids_its_player_only(write_model):
    text = BOARD.replace('player = "opponent"', 'player = "you"') + events('starts = "abeyance"',
                                                                            'activate = "fire"', 'resolves = "fire"')
    assert claim_verdict(write_model, text, "power(bear) == 3") == "proved"


def test_it_ends_with_its_duration(write_model):
    text = BOARD + events('starts = "abeyance"\nlabel = "on"', 'turn = "you"\nlabel = "next"')
    assert claim_verdict(write_model, text, f"can_activate(bear, '{PUMP}')", at="next") == "proved"
    assert claim_verdict(write_model, text, f"can_activate(bear, '{PUMP}')", at="on", expect="refuted") == "refuted"


CAT = '''
[[object]]
id = "cat"
card = "Sacred Cat"
owner = "opponent"
zone = "graveyard"
'''
CAT_MANA = '\n[[object]]\nid = "their-plains"\ncard = "Plains"\ncontroller = "opponent"\n'  # (its {W}, 602.2b)


def test_embalm_from_a_graveyard_after_it_is_refused(write_model):
    """Abeyance ruling 2004-10-04: it stops activated abilities of cards off the battlefield (113.6)."""
    text = BOARD + CAT + CAT_MANA + events('starts = "abeyance"', 'embalm = "cat"\ntoken = "cat_token"')
    assert "forbids its activator activating abilities that aren't mana abilities" in str(refusal(write_model, text))
    before = BOARD + CAT + CAT_MANA + events('embalm = "cat"\ntoken = "cat_token"', 'starts = "abeyance"')
    assert claim_verdict(write_model, before, "on_battlefield(cat_token) and in_zone(cat, 'exile')") == "proved"


SPELL_BOARD = '''
[scenario]
turn = "you"

[[object]]
id = "forest"
card = "Forest"

[[object]]
id = "other-forest"
card = "Forest"

[[object]]
id = "elves"
card = "Llanowar Elves"

[[object]]
id = "growth"
card = "Giant Growth"
zone = "hand"

[[object]]
id = "bears"
card = "Grizzly Bears"
zone = "hand"

[[effect]]
id = "pump"
card = "Giant Growth"
spell = "growth"
targets = ["elves"]

[[effect]]
id = "silence"
player = "you"
forbids = ["cast instant and sorcery spells"]
until = "end of turn"
'''


def test_an_instant_cast_after_it_is_refused(write_model):
    text = SPELL_BOARD + events('starts = "silence"', 'cast = "growth"')
    assert "forbids 'growth''s caster casting instant and sorcery spells (101.2, 601.3)" in \
        str(refusal(write_model, text))


def test_other_spells_are_cast(write_model):
    text = SPELL_BOARD + events('starts = "silence"\nlabel = "on"', 'cast = "bears"', 'resolves = "bears"\nlabel = "in"',
                                'turn = "opponent"', 'cast = "growth"\nlabel = "later"')
    assert claim_verdict(write_model, text, "on_battlefield(bears)", at="in") == "proved"
    assert claim_verdict(write_model, text, "in_zone(growth, 'stack')", at="later") == "proved"
    assert claim_verdict(write_model, text, "can_cast(growth)", at="on", expect="refuted") == "refuted"


SERRA = '''
[scenario]
turn = "you"

[[card]]
name = "Test Bestiary"
types = ["enchantment"]
subtypes = ["Aura"]
enchant = { types = ["creature"] }

[[card.static]]
ability = "Enchanted creature's activated abilities with {T} in their costs can't be activated."
affects = { attached = true, types = ["creature"] }
forbids = ["activate abilities with {T} in their costs"]

[[object]]
id = "elves"
card = "Llanowar Elves"
since_turn_began = true

[[object]]
id = "bestiary"
card = "Test Bestiary"
attached_to = "elves"

[[object]]
id = "bears"
card = "Grizzly Bears"
zone = "hand"
'''


def test_a_forbidden_tap_for_mana_does_not_pay(write_model):
    text = SERRA + events('step = "main"\nlabel = "now"')
    assert claim_verdict(write_model, text, "can_tap_for_mana(elves)", at="now", expect="refuted") == "refuted"
    err = refusal(write_model, SERRA.replace('card = "Grizzly Bears"\nzone = "hand"', 'card = "Llanowar Elves"\n'
                                             'zone = "hand"') + events('cast = "bears"'))
    assert "can't pay the cost of 'bears'" in str(err)


def test_on_a_board_a_claim_beside_it_is_refused(write_model):
    assert "followed over a history only" in str(refusal(write_model, SERRA + '''
[[claim]]
id = "c"
expr = "can_tap_for_mana(elves)"
expect = "refuted"
'''))


REFUSED = [
    # a player's forbidding needs the player
    (('player = "opponent"\n', ''), "is forbidden to a player"),
    # player only with a player's forbidding
    (('forbids = ["activate abilities that aren\'t mana abilities"]', 'forbids = ["activate abilities with {T} in '
      'their costs"]\ntargets = ["bear"]'), "player names whom the effect forbids"),
]


@pytest.mark.parametrize("change, message", REFUSED)
def test_refused(write_model, change, message):
    assert message in str(refusal(write_model, BOARD.replace(*change) + events('starts = "abeyance"')))


def test_a_static_whose_text_forbids_more_is_refused(write_model):
    text = SERRA.replace('ability = "Enchanted creature\'s activated abilities',
                         'ability = "Its controller can\'t cast instant or sorcery spells, and enchanted creature\'s '
                         'activated abilities') + events('step = "main"')
    assert "forbids what forbids does not say" in str(refusal(write_model, text))


def test_an_unfollowed_forbidding_still_refuses_activations(write_model):
    """A static ability saying "can't be activated" that no `forbids` follows keeps the old refusal."""
    text = BOARD.replace(f'abilities = ["{PUMP}"]', f'abilities = ["{PUMP}", "Activated abilities of artifacts '
                         'can\'t be activated."]') + events('activate = "fire"', 'resolves = "fire"')
    assert "changes what can be activated" in str(refusal(write_model, text))


def test_in_a_group_each_order_is_checked(write_model, run_cli):
    """A forbidding effect beginning in a group reads and changes everything (groups.Footprints): the
    order where equip (an activated ability, 702.6a) comes after it is left out, the other kept."""
    text = BOARD + '''
[[object]]
id = "sword"
name = "Test Sword"
types = ["artifact"]
subtypes = ["Equipment"]
controller = "opponent"
abilities = ["Equip {0}"]
''' + events('starts = "abeyance"\ngroup = "g"', 'attach = "sword"\nto = "bear"\nequip = true\ngroup = "g"') + '''
[[claim]]
id = "c"
expr = "attached_to_type(sword, 'creature')"
expect = "proved"
'''
    code, out, err = run_cli("check", str(write_model(text)))
    assert code == 0, out + err
    assert "1 of 2 orders of the history's events left out" in out + err
    assert "an effect forbids its activator activating abilities that aren't mana abilities (101.2)" in out + err


def test_a_loyalty_ability_after_it_is_refused(write_model):
    """606: a loyalty ability is an activated ability, no mana ability (605.1a): forbidden too."""
    board = '''
[scenario]
turn = "you"

[[object]]
id = "seeker"
card = "Tezzeret the Seeker"
counters = { loyalty = 4 }

[[loyalty]]
id = "plus"
source = "seeker"
cost = "+1"
max_targets = 2
targets_of = { types = ["artifact"] }

[[effect]]
id = "abeyance"
player = "you"
forbids = ["activate abilities that aren't mana abilities"]
until = "end of turn"
'''
    assert "forbids its activator activating abilities that aren't mana abilities" in \
        str(refusal(write_model, board + events('starts = "abeyance"', 'activate = "plus"', 'resolves = "plus"')))
    text = board + events('starts = "abeyance"\nlabel = "on"')
    assert claim_verdict(write_model, text, "not can_activate(seeker, '+1')", at="on") == "proved"
    other = board.replace('player = "you"', 'player = "opponent"') + events('starts = "abeyance"\nlabel = "on"')
    assert claim_verdict(write_model, other, "can_activate(seeker, '+1')", at="on") == "proved"


GRAVEYARD = '''
[scenario]
turn = "opponent"

[[object]]
id = "cat"
card = "Sacred Cat"
owner = "opponent"
zone = "graveyard"

[[object]]
id = "land"
card = "Plains"
controller = "opponent"

[[object]]
id = "charm"
name = "Test Charm"
types = ["enchantment"]
controller = "opponent"
''' + events('enters = "charm"')


@pytest.mark.parametrize("change, possible", [
    ((), True),
    (('turn = "opponent"', 'turn = "you"'), False),          # 702.128a: as a sorcery, on its owner's turn
    (('card = "Plains"', 'card = "Forest"'), False),        # {W} to pay (602.2b, 601.2g-h)
    (('zone = "graveyard"', 'zone = "exile"'), False),      # from its owner's graveyard only (113.6)
])
def test_can_activate_embalm_from_a_graveyard(write_model, change, possible):
    text = GRAVEYARD.replace(*change) if change else GRAVEYARD
    expect = "proved" if possible else "refuted"
    assert claim_verdict(write_model, text, "can_activate(cat, 'Embalm {W}')", expect=expect) == expect
