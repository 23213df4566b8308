"""Bestow (702.103): a card cast bestowed (`bestow = true`, with its target creature) pays its
bestow cost (118.9) and is an Aura spell, not a creature spell, on the stack (702.103b); it
resolves attached as a bestowed Aura, or as an enchantment creature if its target is illegal
(702.103e), and unattached it ceases to be bestowed (702.103f).  The independent check:
`tests/test_bestow_reference.py`."""
from conftest import claim, claim_verdict, refused_in_one_line

BOARD = '''
[scenario]
turn = "you"

[[object]]
id = "bears"
card = "Grizzly Bears"

[[object]]
id = "forest"
card = "Forest"
tapped = true
{more}
[[object]]
id = "i1"
card = "Island"

[[object]]
id = "i2"
card = "Island"

[[object]]
id = "i3"
card = "Island"

[[object]]
id = "i4"
card = "Island"

[[object]]
id = "i5"
card = "Island"

[[object]]
id = "triton"
card = "Nyxborn Triton"
zone = "hand"

[[event]]
cast = "triton"
{how}label = "cast"
'''
CAST_LINE = 40  # (the line of `cast = "triton"`; an impossible event: its table's, one before)


def board(how='bestow = true\ntargets = ["bears"]\n', more="") -> str:
    return BOARD.replace("{how}", how).replace("{more}", more)


def test_cast_bestowed_it_is_an_aura_spell_for_its_bestow_cost(write_model):
    assert claim_verdict(write_model, board(), "in_zone(triton, 'stack') and has_subtype(triton, 'Aura') and "
                         "not has_type(triton, 'creature') and has_type(triton, 'enchantment') and "
                         "is_tapped(i5) and mana_value(triton) == 3", at="cast") == "proved"


def test_its_bestow_cost_is_paid(write_model, run_cli):
    text = board().replace('[[object]]\nid = "i5"\ncard = "Island"\n', "")
    refused_in_one_line(run_cli, write_model(text + claim("True")), CAST_LINE - 4,
                        "the permanents tapped for mana can't pay the cost of 'triton'")


def test_its_target_is_a_creature(write_model, run_cli):
    refused_in_one_line(run_cli, write_model(board(how='bestow = true\ntargets = ["forest"]\n') + claim("True")),
                        CAST_LINE - 1, "a target of 'triton' is not a legal target as it is cast (601.2c, 115.1)")


def test_it_needs_a_target(write_model, run_cli):
    refused_in_one_line(run_cli, write_model(board(how='bestow = true\n') + claim("True")), CAST_LINE,
                        "'triton' is an Aura spell: it targets what it will enchant (303.4a, 601.2c)")


def test_cast_normally_it_is_a_creature_spell(write_model):
    assert claim_verdict(write_model, board(how=""), "has_type(triton, 'creature') and "
                         "not has_subtype(triton, 'Aura')", at="cast") == "proved"


RESOLVES = '\n[[event]]\nresolves = "triton"\nlabel = "resolved"\n'
GONE = '\n[[event]]\nleaves = "bears"\ninto = "graveyard"\nlabel = "gone"\n'


def test_it_resolves_attached_as_a_bestowed_aura(write_model):
    """702.103b, 608.3c: it enters attached to its target, an Aura and no creature; the Bears get +2/+3."""
    assert claim_verdict(write_model, board() + RESOLVES, "attached(triton, bears) and has_subtype(triton, 'Aura') "
                         "and not has_type(triton, 'creature') and power(bears) == 4 and toughness(bears) == 5",
                         at="resolved") == "proved"


def test_its_target_illegal_it_resolves_as_an_enchantment_creature(write_model):
    """702.103e, 608.3b: not countered; it enters unattached, the enchantment creature its card is."""
    assert claim_verdict(write_model, board() + GONE + RESOLVES, "on_battlefield(triton) and not attached(triton, "
                         "bears) and has_type(triton, 'creature') and not has_subtype(triton, 'Aura') and "
                         "power(triton) == 2", at="resolved") == "proved"


def test_unattached_it_stays_a_creature_summoning_sick_if_it_came_this_turn(write_model):
    """702.103f (not 704.5m): its creature gone, it is the same permanent, a 2/3 enchantment creature;
    it entered this turn, so it can't attack (302.6)."""
    text = board() + RESOLVES + GONE
    assert claim_verdict(write_model, text, "on_battlefield(triton) and has_type(triton, 'creature') and "
                         "toughness(triton) == 3 and not can_attack(triton)", at="gone") == "proved"
    assert claim_verdict(write_model, text, "in_zone(triton, 'graveyard')", at="gone", expect="refuted") == "refuted"


def test_a_type_changing_effect_beside_it_is_refused(write_model, run_cli):
    """613.7: the order of 702.103b's effect against another layer-4 effect on it is not modelled."""
    more = '\n[[effect]]\nid = "all-artifacts"\naffects = { types = ["enchantment"] }\n' \
           'layer4 = { add_types = ["artifact"] }\n'
    code, _, err = run_cli("check", write_model(board(more=more) + claim("True")))
    assert code == 2 and "effect 'all-artifacts' may change the types of 'triton', cast bestowed" in err


def test_a_card_that_does_something_else_as_an_aura_is_refused(write_model, run_cli):
    """A generated card's "if it's an Aura, ... instead" is not read: refused where it may be one."""
    card = '\n[[card]]\nname = "Odd Eidolon"\nmana_cost = "{1}"\ntypes = ["enchantment", "creature"]\n' \
           'power = 1\ntoughness = 1\nabilities = ["Bestow {1}", "If this permanent is an Aura, draw a card"]\n'
    text = board().replace('card = "Nyxborn Triton"', 'card = "Odd Eidolon"') + card
    code, _, err = run_cli("check", write_model(text + claim("True")))
    assert code == 2 and "its card does something else if it is an Aura" in err


def test_a_copy_of_it_is_refused(write_model, run_cli):
    """707.2: a copy of a bestowed Aura (or one that may become a copy) is not modelled."""
    more = '\n[[effect]]\nid = "copy"\ntargets = ["bears"]\nlayer1a = { copy_of = "triton" }\n'
    code, _, err = run_cli("check", write_model(board(more=more) + claim("True")))
    assert code == 2 and "'triton' is cast bestowed and may be face down or a copy, or be copied" in err


def test_can_cast_of_a_card_with_bestow_is_refused(write_model, run_cli):
    code, _, err = run_cli("check", write_model(board() + claim("can_cast(triton)", extra='at = "cast"')))
    assert code == 2 and "casting it bestowed (702.103a) is not weighed in can_cast" in err


def test_bestow_and_a_free_cast(write_model, run_cli):
    """118.9a: an impossible cast, refused with its event's line."""
    refused_in_one_line(run_cli, write_model(board(how='bestow = true\nfree = true\ntargets = ["bears"]\n')
                                             + claim("True")), CAST_LINE - 1,
                        "chooses no other (118.9a, 601.2b): not both free and bestow")


def test_a_card_without_bestow(write_model, run_cli):
    text = board(how='bestow = true\ntargets = ["forest"]\n').replace('card = "Nyxborn Triton"',
                                                                     'card = "Grizzly Bears"')
    refused_in_one_line(run_cli, write_model(text + claim("True")), CAST_LINE + 1,
                        "'triton' has no bestow ability read here")


def test_a_cost_change_beside_it_is_refused(write_model, run_cli):
    """702.103d: a cost change would read the card in the hand, a creature, not the Aura spell."""
    more = '\n[[object]]\nid = "thalia"\ncard = "Thalia, Guardian of Thraben"\ncontroller = "opponent"\n'
    refused_in_one_line(run_cli, write_model(board(more=more) + claim("True")), CAST_LINE + 5,
                        "beside a spell cast bestowed (702.103d")


def test_a_static_ability_that_may_change_its_types_is_refused_at_its_object(write_model, run_cli):
    """613.7: likewise a card's static ability changing the types of enchantments (where its object is)."""
    card = '\n[[card]]\nname = "Enchanted Forge"\nmana_cost = "{1}"\ntypes = ["enchantment"]\n' \
           'abilities = ["Each enchantment is an artifact"]\n\n[[card.static]]\nability = "Each enchantment is an ' \
           'artifact"\naffects = { types = ["enchantment"] }\nlayer4 = { add_types = ["artifact"] }\n'
    more = '\n[[object]]\nid = "forge"\ncard = "Enchanted Forge"\n'
    code, _, err = run_cli("check", write_model(board(more=more) + card + claim("True")))
    assert code == 2 and "may change the types of 'triton', cast bestowed" in err and ":14: error" in err, err
