"""Damage and combat damage (issue 23: 120, 510, 704.5a, 704.5g-h): what the game forbids refused with
the event's line, what the model does not read refused with its line, and the outcomes the rules give
(each case from the rule it cites), the bundled search scenario."""
import pytest

from conftest import MODELS, claim, claim_verdict
from test_casting import events, refusal
from test_combat import ANGEL, BEARS, COMBAT, THEIRS, _verdict, assert_refused
from verifier.load.loader import load_scenario
from verifier.search import shortest_refutation

DAMAGE = 'step = "combat damage"'
ATTACK = [COMBAT, 'attacks = "bears"']
BLOCKED = ATTACK + ['blocks = "theirs"\nattacker = "bears"']
RATS = '[[object]]\nid = "rats"\ncard = "Typhoid Rats"\ncontroller = "opponent"\n'
WALKER = '[[object]]\nid = "gideon"\ncard = "Tezzeret the Seeker"\n'


def _gains(eid: str, ability: str, target: str = "bears") -> str:
    return f'[[effect]]\nid = "{eid}"\ntargets = ["{target}"]\nlayer6 = {{ add_abilities = ["{ability}"] }}\n' \
           'until = "end of turn"\n'


IMPOSSIBLE = {
    # 508.8, 510: combat damage only where attackers were declared
    "damage-without-attackers": (BEARS, [COMBAT, DAMAGE], "no attackers were declared"),
    # 510.4: a second step only after a first strike step, never a third
    "second-step-without-first-strike": (BEARS, ATTACK + [DAMAGE, DAMAGE], "no attacking or blocking creature had "
                                                                         "first strike"),
    "third-step": (BEARS + _gains("fs", "first strike"), ['starts = "fs"'] + ATTACK + [DAMAGE, DAMAGE, DAMAGE],
                   "at most two"),
    # 506.1, 508.1, 509.1: attackers and blockers are declared before combat damage
    "attack-after-damage": (BEARS + ANGEL, ATTACK + [DAMAGE, 'attacks = "angel"'], "declared at once"),
    "block-after-damage": (BEARS + THEIRS, ATTACK + [DAMAGE, 'blocks = "theirs"\nattacker = "bears"'],
                           "after combat damage"),
    # 120.1: noncombat damage to a creature on the battlefield
    "deals-to-a-gone-creature": (BEARS + THEIRS, ['leaves = "theirs"\ninto = "graveyard"',
                                                  'deals = "bears"\namount = 1\nto = "theirs"'],
                                 "not a creature or planeswalker on the battlefield"),
    # 104.2a, 704.5a: nothing happens once a player lost
    "event-after-losing": (BEARS, ['deals = "bears"\namount = 20\nto = "opponent"', 'tap = "bears"'],
                           "has lost the game"),
    # 119.4, 704.5a: life paid for mana down to 0 loses the game too (no damage in the history)
    "event-after-paying-the-last-life": ('[scenario.life]\nyou = 1\nopponent = 20\n' + BEARS +
                                         '[[object]]\nid = "land"\ncard = "Sunbaked Canyon"\n',
                                         ['add_mana = "land"', 'tap = "bears"'], "has lost the game"),
    # 509.1b: a creature that can't be blocked
    "block-the-unblockable": (BEARS + THEIRS + _gains("sneak", "can't be blocked"),
                              ['starts = "sneak"'] + BLOCKED, "can't be blocked"),
}


@pytest.mark.parametrize("case", sorted(IMPOSSIBLE))
def test_impossible_damage_is_refused_with_its_line(case, write_model):
    assert_refused(write_model, *IMPOSSIBLE[case])


NOT_READ = {
    # 120.3b-d: infect and wither
    "infect": (BEARS + THEIRS + _gains("sick", "infect"), ['starts = "sick"'] + ATTACK + [DAMAGE],
               "changes damage or what it does"),
    # 510.1c: assigning combat damage as though unblocked, in any pronoun (Wolverine's "his")
    "as-though-unblocked": (BEARS + THEIRS + _gains("claws", "You may have it assign his combat damage as though it "
                                                             "weren't blocked"),
                            ['starts = "claws"'] + ATTACK + [DAMAGE], "changes damage or what it does"),
    # 615: prevention (Gideon Blackblade's)
    "prevention": (BEARS + '[[object]]\nid = "gideon"\ncard = "Gideon Blackblade"\n',
                   ['deals = "bears"\namount = 1\nto = "gideon"'], "changes damage or what it does"),
    "no-amount": (BEARS + THEIRS, ['deals = "bears"\nto = "theirs"'], "goes with amount"),
    "amount-alone": (BEARS, ['tap = "bears"\namount = 2'], "it goes with deals"),
    # 509.1b: other block restrictions stay refused
    "block-restriction": (BEARS + THEIRS + _gains("sneaky", "can't be blocked except by two or more creatures"),
                          ['starts = "sneaky"'] + BLOCKED, "restricts, requires or triggers on blocks"),
}


@pytest.mark.parametrize("case", sorted(NOT_READ))
def test_what_damage_does_not_read_is_refused_with_its_line(case, write_model):
    assert_refused(write_model, *NOT_READ[case])


def test_unblocked_damage_and_a_trade(write_model):
    """510.1b: an unblocked attacker hits the defending player; 510.1c-d, 704.5g: two 2/2s trade."""
    assert _verdict(write_model, BEARS + events(*ATTACK, DAMAGE), "life('opponent') == 18 and life('you') == 20") == \
        "proved"
    assert _verdict(write_model, BEARS + THEIRS + events(*BLOCKED, DAMAGE),
                    "not on_battlefield(bears) and not on_battlefield(theirs) and life('opponent') == 20") == "proved"


def test_lifelink_double_strike_and_indestructible(write_model):
    """702.15b: lifelink gains its controller the damage; 510.4, 702.4b: double strike deals damage in
    both steps; 702.12b: indestructible survives lethal damage; 704.5h: deathtouch kills a 4-toughness
    creature with 1 damage."""
    text = BEARS + _gains("link", "lifelink") + _gains("twice", "double strike", "bears").replace('"twice"', '"ds"')
    assert _verdict(write_model, text + events('starts = "link"', 'starts = "ds"', *ATTACK, DAMAGE, DAMAGE),
                    "life('opponent') == 16 and life('you') == 24") == "proved"
    spider = '[[object]]\nid = "spider"\ncard = "Giant Spider"\ncontroller = "opponent"\n'
    text = BEARS + spider + '[[effect]]\nid = "tough"\ntargets = ["bears"]\nlayer6 = { add_abilities = ' \
        '["indestructible", "deathtouch"] }\nuntil = "end of turn"\n'
    assert _verdict(write_model, text + events('starts = "tough"', *ATTACK, 'blocks = "spider"\nattacker = "bears"',
                                               DAMAGE),
                    "on_battlefield(bears) and damage(bears) == 2 and not on_battlefield(spider)") == "proved"


def test_marked_damage_lasts_until_cleanup(write_model):
    """120.6, 514.2: damage stays through the turn and is gone as the next turn begins."""
    text = BEARS + THEIRS.replace('Bears"\n', 'Bears"\n', 1) + events(
        'deals = "theirs"\namount = 1\nto = "bears"\nlabel = "hit"', 'step = "end"\nlabel = "end"',
        'turn = "opponent"\nlabel = "next"')
    assert _verdict(write_model, text, "damage(bears) == 1", "end") == "proved"
    assert _verdict(write_model, text, "damage(bears) == 0", "next") == "proved"


def test_zero_power_deals_nothing_and_trample_without_a_blocker(write_model):
    """510.1a: power 0 assigns no damage; 702.19d: a blocked trampler whose blocker left assigns all its
    damage to the player."""
    keeper = '[[object]]\nid = "keeper"\ncard = "Battlement Keeper"\ncontroller = "opponent"\n'
    assert _verdict(write_model, BEARS + keeper + events(*ATTACK, 'blocks = "keeper"\nattacker = "bears"', DAMAGE),
                    "damage(keeper) == 2 and damage(bears) == 0") == "proved"
    text = BEARS + THEIRS + _gains("tr", "trample")
    assert _verdict(write_model, text + events('starts = "tr"', *BLOCKED, 'leaves = "theirs"\ninto = "graveyard"',
                                               DAMAGE), "life('opponent') == 18") == "proved"


def _witness(write_model, text: str, expr: str) -> str:
    return claim_verdict(write_model, '[scenario]\nname = "x"\nturn = "you"\n' + text, expr, expect="witness")


def test_two_blockers_divide_as_the_attacker_chooses(write_model):
    """510.1c: a 4/4 blocked by a 2/2 and a 1/1 divides its damage as its controller chooses (both may die,
    or either survive); 702.19b: with trample, lethal damage to both first, then up to 1 to the player."""
    big = BEARS + THEIRS + RATS + '[[effect]]\nid = "big"\ntargets = ["bears"]\nlayer7c = { power = 2, toughness = 2 }\n'
    text = big + events(*BLOCKED, 'blocks = "rats"\nattacker = "bears"', DAMAGE)
    assert _witness(write_model, text, "not on_battlefield(theirs) and not on_battlefield(rats)") \
        == "witness"
    assert _witness(write_model, text, "on_battlefield(theirs)") == "witness"
    assert _verdict(write_model, text, "life('opponent') == 20 and not on_battlefield(bears)") == "proved"
    text = big + _gains("tr", "trample") + events('starts = "tr"', *BLOCKED, 'blocks = "rats"\nattacker = "bears"',
                                                  DAMAGE)
    assert _verdict(write_model, text, "life('opponent') >= 19") == "proved"
    assert _witness(write_model, text, "life('opponent') == 19 and not on_battlefield(theirs) and "
                                       "not on_battlefield(rats)") == "witness"


def test_damage_to_a_planeswalker_removes_loyalty(write_model):
    """120.3c, 704.5i: damage dealt to a planeswalker removes that many loyalty counters; at none it goes
    to the graveyard."""
    text = BEARS + WALKER + events('deals = "bears"\namount = 1\nto = "gideon"\nlabel = "one"',
                                   'deals = "bears"\namount = 9\nto = "gideon"\nlabel = "all"')
    assert _verdict(write_model, text, "counters(gideon, 'loyalty') == 3 and on_battlefield(gideon)", "one") == "proved"
    assert _verdict(write_model, text, "not on_battlefield(gideon)", "all") == "proved"


def test_lost_when_life_reaches_zero(write_model):
    """704.5a: a player at 0 or less life loses."""
    text = BEARS + events('deals = "bears"\namount = 19\nto = "opponent"\nlabel = "nineteen"',
                          'deals = "bears"\namount = 1\nto = "opponent"\nlabel = "twenty"')
    assert _verdict(write_model, text, "not lost('opponent') and life('opponent') == 1", "nineteen") == "proved"
    assert _verdict(write_model, text, "lost('opponent') and not lost('you')", "twenty") == "proved"


def test_the_search_finds_the_lethal_attack():
    """`verifier search` on the bundled scenario: combat, both old creatures attack, combat damage."""
    sc = load_scenario(MODELS / "scenarios" / "combat_damage_search.toml")
    found, _ = shortest_refutation(sc, sc.claims[0])
    assert [(e.kind, e.what) for e in found.events] == [("step", "combat"), ("attacks", "bears"), ("attacks", "ogre"),
                                                        ("step", "combat damage")]


NAOMI = (MODELS / "scenarios" / "combat_attack_trigger_intervening_if.toml").read_text().split("[[claim]]")[0]
GONE = '[[event]]\nleaves = "anthem"\ninto = "graveyard"\n\n'


def test_an_attack_trigger_does_what_it_says_while_its_condition_holds(write_model):
    """603.4, 508.1m: without the Anthem leaving, the Samurai is created as the ability resolves."""
    assert claim_verdict(write_model, NAOMI.replace(GONE, ""), "on_battlefield(samurai)", "resolved") == "proved"


def test_an_attack_trigger_whose_condition_fails_as_it_attacks_never_triggers(write_model):
    """603.4 (Naomi ruling 2022-02-18): with the Anthem gone before Naomi attacks, it never triggers."""
    text = NAOMI.replace(GONE, "").replace('[[event]]\nstep = "combat"\n', GONE + '[[event]]\nstep = "combat"\n')
    text = text.split("[[event]]\nresolves")[0]
    assert claim_verdict(write_model, text, "not triggered('naomi-attacks')", "attacks") == "proved"


def _trigger_card(name: str, text: str) -> str:
    return f'[[card]]\nname = "{name}"\ntypes = ["creature"]\npower = 2\ntoughness = 2\nabilities = ["{text}"]\n'


def test_block_triggers(write_model):
    """509.1i: a blocker's "whenever ~ blocks" triggers as it is declared; 509.3c: "becomes blocked"
    triggers once, as the first blocker is declared (its controller gains life: 119.3)."""
    guard = _trigger_card("Guard", "Whenever Guard blocks, you gain 1 life") + \
        '[[object]]\nid = "guard"\ncard = "Guard"\ncontroller = "opponent"\n' + \
        '[[trigger]]\nid = "t"\nsource = "guard"\nability = "Whenever Guard blocks, you gain 1 life"\n' \
        'when = "blocks"\nof = { self = true }\ngain_life = 1\n'
    text = BEARS + guard + events(*ATTACK, 'blocks = "guard"\nattacker = "bears"\nlabel = "b"',
                                  'resolves = "t"\nlabel = "r"')
    assert _verdict(write_model, text, "triggered('t')", "b") == "proved"
    assert _verdict(write_model, text, "life('opponent') == 21 and life('you') == 20", "r") == "proved"
    lure = '[[card]]\nname = "Lure Bear"\ntypes = ["creature"]\npower = 2\ntoughness = 2\n' \
        'abilities = ["Whenever Lure Bear becomes blocked, you gain 2 life"]\n' \
        '[[object]]\nid = "lure"\ncard = "Lure Bear"\n' + THEIRS + \
        RATS + '[[trigger]]\nid = "t"\nsource = "lure"\nability = "Whenever Lure Bear becomes blocked, you gain 2 life"\n' \
        'when = "becomes blocked"\nof = { self = true }\ngain_life = 2\n'
    text = lure + events(COMBAT, 'attacks = "lure"', 'blocks = "theirs"\nattacker = "lure"\nlabel = "first"',
                         'blocks = "rats"\nattacker = "lure"\nlabel = "second"', 'resolves = "t"\nlabel = "r"')
    assert _verdict(write_model, text, "triggered('t')", "first") == "proved"
    assert _verdict(write_model, text, "not triggered('t')", "second") == "proved"
    assert _verdict(write_model, text, "life('you') == 22", "r") == "proved"


def test_a_damage_trigger_with_no_trigger_table_is_refused(write_model):
    """603.2: an ability that triggers on damage is refused where no [[trigger]] says what it does."""
    text = '[[object]]\nid = "blademaster"\ncard = "Markov Blademaster"\n'
    err = refusal(write_model, '[scenario]\nname = "x"\nturn = "you"\n' + text +
                  events(COMBAT, 'attacks = "blademaster"', DAMAGE) + claim("True"))
    assert "triggers on damage or life" in err.message and err.line > 0


def test_a_combat_damage_trigger_names_that_player(write_model):
    """510.3a, 603.2: "whenever ~ deals combat damage to a player, that player loses 1 life": the player
    dealt the damage loses it, not the trigger's controller; "whose_life" with another trigger is refused."""
    ability = "Whenever Raider deals combat damage to a player, that player loses 1 life"
    text = _trigger_card("Raider", ability) + '[[object]]\nid = "raider"\ncard = "Raider"\n' + \
        f'[[trigger]]\nid = "t"\nsource = "raider"\nability = "{ability}"\nwhen = "deals combat damage to a player"\n' \
        'of = { self = true }\nlose_life = 1\nwhose_life = "that player"\n'
    assert _verdict(write_model, text + events(COMBAT, 'attacks = "raider"', DAMAGE, 'resolves = "t"\nlabel = "r"'),
                    "life('opponent') == 17 and life('you') == 20", "r") == "proved"
    err = refusal(write_model, '[scenario]\nname = "x"\nturn = "you"\n' +
                  text.replace('when = "deals combat damage to a player"', 'when = "enters"') + events('step = "main"')
                  + claim("True"))
    assert "goes with when" in err.message and err.line > 0


def test_beginning_of_combat_triggers(write_model):
    """507.1, 603.2: "at the beginning of combat on your turn" triggers as its controller's combat phase
    begins, not the opponent's; "each combat" on both."""
    ability = "At the beginning of combat on your turn, you gain 1 life"
    text = _trigger_card("Herald", ability) + '[[object]]\nid = "herald"\ncard = "Herald"\n' + \
        f'[[trigger]]\nid = "t"\nsource = "herald"\nability = "{ability}"\nwhen = "your combat"\ngain_life = 1\n'
    history = events(COMBAT + '\nlabel = "mine"', 'resolves = "t"\nlabel = "r"', 'turn = "opponent"',
                     COMBAT + '\nlabel = "theirs"')
    assert _verdict(write_model, text + history, "triggered('t')", "mine") == "proved"
    assert _verdict(write_model, text + history, "life('you') == 21", "r") == "proved"
    assert _verdict(write_model, text + history, "not triggered('t')", "theirs") == "proved"
    each = text.replace('when = "your combat"', 'when = "each combat"').replace(
        ability, "At the beginning of each combat, you gain 1 life")
    assert _verdict(write_model, each + history, "triggered('t')", "theirs") == "proved"
