"""What counts as an Aura or Equipment attached to a permanent is read from the subtypes the
layers leave it (205.3h, 613.1d), not from its printed card: a bestowed creature card is an Aura
by the bestow rule's layer 4 effect (702.103b), so its creature is enchanted (303.4) and modified
(700.9); an Aura a type-changing effect makes an Equipment instead equips (301.5) and no longer
enchants.  The independent check: Flickerform's ruling 3 (rulings-2022.json.gz) speaks of a
creature enchanted by an Aura with bestow, a card whose printed subtypes have no Aura; the
scenario's claims are CR 702.103b's and 303.4's words, not the verifier's reading."""
from conftest import MODELS, claim, claim_verdict, refused_in_one_line, verdict

SCENARIO = MODELS / "scenarios" / "bestow_enchanted_status.toml"

# Aura Keeper (test card): enchanted creatures you control get +1/+1; modified ones have menace (700.9)
TURNED = '''
[scenario]
turn = "you"

[[card]]
name = "Plain Aura"
mana_value = 1
types = ["enchantment"]
subtypes = ["Aura"]
enchant = { types = ["creature"] }
abilities = ["Enchant creature"]

[[card]]
name = "Forge of Auras"
mana_value = 3
types = ["enchantment"]

[[card.static]]
ability = "Auras are artifact Equipment instead of Auras"
affects = { subtypes = ["Aura"] }
layer4 = { add_types = ["artifact"], remove_subtypes = ["Aura"], add_subtypes = ["Equipment"] }

[[object]]
id = "bears"
card = "Grizzly Bears"

[[object]]
id = "keeper"
card = "Aura Keeper"

[[object]]
id = "aura"
card = "Plain Aura"
attached_to = "bears"
{forge}'''
FORGE = '''
[[object]]
id = "forge"
card = "Forge of Auras"
'''


def test_bestowed_aura_enchants_its_creature():
    # 702.103b, 303.4, 700.9: Triton's +2/+3 and Aura Keeper's +1/+1 and menace (on main: 4/5, no menace)
    assert [verdict(SCENARIO, i) for i in range(3)] == ["proved", "proved", "refuted"]


def test_plain_aura_enchants(write_model):
    assert claim_verdict(write_model, TURNED.replace("{forge}", ""),
                         "power(bears) == 3 and toughness(bears) == 3 and has_ability(bears, 'menace')") == "proved"


def test_aura_made_equipment_equips_and_enchants_nothing(write_model):
    # 205.3h, 613.1d: an Equipment now, not an Aura: the Bears are equipped (so modified: menace) but
    # not enchanted (no +1/+1); it stays attached, an Equipment on a creature (704.5n, 704.5p)
    text = TURNED.replace("{forge}", FORGE)
    assert claim_verdict(write_model, text, "attached(aura, bears) and power(bears) == 2 and toughness(bears) == 2 "
                         "and has_ability(bears, 'menace')") == "proved"
    assert claim_verdict(write_model, text, "power(bears) == 3", expect="refuted") == "refuted"


def test_aura_entering_while_an_effect_may_unmake_auras_is_refused(write_model, run_cli):
    # 303.4f-i read as printed where an object enters: with Forge of Auras there, refused with the event's line
    text = TURNED.replace("attached_to = \"bears\"", "zone = \"hand\"").replace("{forge}", FORGE) + \
        '\n[[event]]\nenters = "aura"\nto = "bears"\n' + claim("attached(aura, bears)")
    path = write_model(text)
    line = text.splitlines().index('enters = "aura"')  # (the event's table starts a line before: 1-based)
    refused_in_one_line(run_cli, path, line, "'aura' enters while 'forge' may make it no Aura (205.3h, 613.1d")


def test_an_effect_making_something_an_aura_is_refused(write_model, run_cli):
    # 702.5a: what an Aura may enchant is its enchant ability's; an object made an Aura by an effect (not
    # bestowed) has none printed: refused at the effect's card, not read as "enchant permanent"
    text = TURNED.replace("{forge}", "") + '''
[[card]]
name = "Aura Maker"
mana_value = 3
types = ["enchantment"]

[[card.static]]
ability = "Creatures are Auras too"
affects = { types = ["creature"] }
layer4 = { add_types = ["enchantment"], add_subtypes = ["Aura"] }

[[object]]
id = "maker"
card = "Aura Maker"
''' + claim("on_battlefield(bears)")
    path = write_model(text)
    refused_in_one_line(run_cli, path, text.splitlines().index('id = "maker"'),
                        "effect 'maker' may make an object an Aura (205.3h)")
