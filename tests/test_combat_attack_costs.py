"""A cost to attack (508.1d, 508.1h): an [[effect]] with rule = "cost to attack" lifts a requirement to
attack from what it affects while it lasts (no one is forced to pay it), and is refused where the model
would have to follow its payment: an `attacks` event of a creature it may affect, a search that may
declare one, a `can_attack` claim beside it."""
from conftest import claim, claim_verdict
from test_casting import events, refusal

BERSERKER = ('[[card]]\nname = "Test Berserker"\ntypes = ["creature"]\npower = 3\ntoughness = 3\n'
             'abilities = ["attacks each combat if able"]\n'
             '[[object]]\nid = "berserker"\ncard = "Test Berserker"\nsince_turn_began = true\n')
BEARS = '[[object]]\nid = "bears"\ncard = "Grizzly Bears"\nsince_turn_began = true\n'
TOLL = '[[effect]]\nid = "toll"\ncontroller = "opponent"\nrule = "cost to attack"\nuntil = "end of turn"\n'
HEAD = '[scenario]\nname = "x"\nturn = "you"\n'
STAY_HOME = events('step = "combat"\nlabel = "combat"', 'step = "end"\nlabel = "end"')


def test_a_creature_that_must_attack_need_not_pay_a_cost_to_attack(write_model):
    """508.1d: with a cost to attack on every creature, a combat where the Berserker stays home is a game."""
    text = HEAD + BERSERKER + TOLL + 'affects = { types = ["creature"] }\n' + STAY_HOME
    assert claim_verdict(write_model, text, "not attacking(berserker) and not is_tapped(berserker)", "end") == "proved"


def test_without_the_cost_the_requirement_binds(write_model):
    """508.1d: the same history with no cost to attack is refused (the control of the test above)."""
    err = refusal(write_model, HEAD + BERSERKER + STAY_HOME + claim("True"))
    assert "'berserker' attacks each combat if able and could attack" in err.message and err.line > 0


def test_a_cost_on_another_creature_lifts_nothing(write_model):
    """611.2c: the cost affects only what it names: the Berserker must still attack."""
    text = HEAD + BERSERKER + BEARS + TOLL + 'targets = ["bears"]\n' + STAY_HOME + claim("True")
    assert "'berserker' attacks each combat if able and could attack" in refusal(write_model, text).message


def test_the_requirement_binds_again_once_the_cost_has_ended(write_model):
    """514.2: the cost ends with the turn; in the next turn of yours the Berserker must attack again."""
    text = HEAD + BERSERKER + TOLL + 'affects = { types = ["creature"] }\n' + STAY_HOME + \
        events('turn = "opponent"', 'step = "combat"', 'step = "end"', 'turn = "you"', 'step = "combat"',
               'step = "end"') + claim("True")
    err = refusal(write_model, text)
    assert "'berserker' attacks each combat if able and could attack" in err.message and err.line > 0


def test_paying_a_cost_to_attack_is_refused_with_its_line(write_model):
    """508.1h: an attack by a creature the cost may affect would need its payment followed: refused."""
    text = HEAD + BERSERKER + TOLL + 'affects = { types = ["creature"] }\n' + \
        events('step = "combat"', 'attacks = "berserker"') + claim("True")
    err = refusal(write_model, text)
    assert "paying a cost to attack is not modelled" in err.message and err.line > 0


def test_an_attack_free_of_the_cost_is_followed(write_model):
    """The cost names the Bears only: the Berserker attacks as usual (508.1a, 508.1d)."""
    text = HEAD + BERSERKER + BEARS + TOLL + 'targets = ["bears"]\n' + \
        events('step = "combat"', 'attacks = "berserker"\nlabel = "declared"')
    assert claim_verdict(write_model, text, "attacking(berserker) and not attacking(bears)", "declared") == "proved"


def test_can_attack_beside_a_cost_is_refused(write_model):
    """508.1h: whether a creature can attack depends on whether its cost can be paid: refused, not answered."""
    text = HEAD + BERSERKER + TOLL + 'affects = { types = ["creature"] }\n' + events('step = "combat"') + \
        claim("can_attack(berserker)")
    err = refusal(write_model, text)
    assert "can_attack: the effect 'toll' makes attacking cost something" in err.message and err.line > 0


def test_a_search_that_may_attack_beside_a_cost_is_refused(write_model):
    """508.1h: a search may choose an attack the cost affects: refused as the given event is."""
    text = HEAD.replace('turn = "you"\n', 'turn = "you"\nsearch = { max_events = 2, events = [{ step = "combat" }, '
                        '{ attacks = "berserker" }] }\n') + BERSERKER + TOLL + 'affects = { types = ["creature"] }\n' + \
        events('step = "upkeep"') + claim("True")
    assert "a search may have 'berserker' attack" in refusal(write_model, text).message


def test_a_search_beside_an_unread_restriction_is_refused(write_model):
    """508.1c: "can't attack unless ..." is not read; a search that may declare the attack was not refused
    and "refuted" a claim by an attack the game forbids: now refused, as a given attacks event is."""
    text = HEAD.replace('turn = "you"\n', 'turn = "you"\nsearch = { max_events = 3, events = [{ step = "combat" }, '
                        '{ attacks = "craven" }, { step = "combat damage" }] }\n') + \
        ('[[card]]\nname = "Craven"\ntypes = ["creature"]\npower = 1\ntoughness = 1\n'
         'abilities = ["Craven can\'t attack unless you control a Forest."]\n'
         '[[object]]\nid = "craven"\ncard = "Craven"\nsince_turn_began = true\n') + \
        events('step = "upkeep"') + claim("life('opponent') == 20")
    err = refusal(write_model, text)
    assert "a search may declare attackers or blockers" in err.message and err.line > 0
