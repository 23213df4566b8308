"""Tokens a trigger creates attacking (`tokens_attacking = true`, 508.4): attacking from their creation
to the end of the combat phase, untapped, blockable, dealing combat damage, never declared (no attack
trigger, 508.3a; no restriction, 508.4c); not attacking when created outside a combat phase; and the
refusals: the text without the key, the key without tokens, beside a stated flag or an effect reading it."""
from conftest import claim, claim_verdict
from test_casting import events, refusal

HEAD = '[scenario]\nname = "x"\nturn = "you"\n'
ENGINE = ('[[card]]\nname = "Test Engine"\ntypes = ["artifact", "creature"]\npower = 3\ntoughness = 4\n'
          'abilities = ["Whenever Test Engine attacks, create a 2/2 Construct artifact creature token that\'s attacking."]\n'
          '[[card]]\nname = "Test Construct"\ntypes = ["artifact", "creature"]\nsubtypes = ["Construct"]\npower = 2\ntoughness = 2\n'
          '[[object]]\nid = "engine"\ncard = "Test Engine"\nsince_turn_began = true\n'
          '[[object]]\nid = "twin"\ncard = "Test Construct"\ntoken = true\ncreated_by = "make"\n')
TRIGGER = ('[[trigger]]\nid = "make"\nsource = "engine"\nwhen = "attacks"\nof = { self = true }\n'
           'ability = "Whenever Test Engine attacks, create a 2/2 Construct artifact creature token that\'s attacking."\n')
THEIRS = '[[object]]\nid = "theirs"\ncard = "Grizzly Bears"\ncontroller = "opponent"\n'
ATTACK = ('step = "combat"', 'attacks = "engine"', 'resolves = "make"\nlabel = "made"')


def test_the_token_attacks_until_the_combat_phase_ends(write_model):
    """508.4, 506.4: attacking as it is created, untapped, until the combat phase ends (511.3)."""
    text = HEAD + ENGINE + TRIGGER + 'tokens_attacking = true\n' + \
        events(*ATTACK, 'step = "combat damage"\nlabel = "damage"', 'step = "main"\nlabel = "after"')
    assert claim_verdict(write_model, text, "attacking(twin) and not is_tapped(twin)", "made") == "proved"
    assert claim_verdict(write_model, text, "life('opponent') == 15", "damage") == "proved"
    assert claim_verdict(write_model, text, "not attacking(twin) and on_battlefield(twin)", "after") == "proved"


def test_the_token_can_be_blocked(write_model):
    """509.1a: an attacking creature, blockable once it is there; blocked, it deals its damage to the blocker."""
    text = HEAD + ENGINE + THEIRS + TRIGGER + 'tokens_attacking = true\n' + \
        events(*ATTACK, 'blocks = "theirs"\nattacker = "twin"\nlabel = "blocked"',
               'step = "combat damage"\nlabel = "damage"')
    assert claim_verdict(write_model, text, "blocked(twin) and blocking(theirs)", "blocked") == "proved"
    assert claim_verdict(write_model, text, "life('opponent') == 17 and not on_battlefield(theirs) "
                                            "and not on_battlefield(twin)", "damage") == "proved"


def test_outside_combat_it_is_not_attacking(write_model):
    """506.1, 508.4: created with no combat phase under way (an enters trigger resolving in a main phase),
    the token is no attacking creature."""
    text = HEAD + ('[[card]]\nname = "Test Herald"\ntypes = ["creature"]\npower = 1\ntoughness = 1\n'
                   'abilities = ["When Test Herald enters, create a 2/2 Construct artifact creature token that\'s '
                   'attacking."]\n[[card]]\nname = "Test Construct"\ntypes = ["artifact", "creature"]\nsubtypes = ["Construct"]\npower = 2\n'
                   'toughness = 2\n[[object]]\nid = "herald"\ncard = "Test Herald"\n'
                   '[[object]]\nid = "twin"\ncard = "Test Construct"\ntoken = true\ncreated_by = "make"\n'
                   '[[trigger]]\nid = "make"\nsource = "herald"\nwhen = "enters"\nof = { self = true }\n'
                   'ability = "When Test Herald enters, create a 2/2 Construct artifact creature token that\'s '
                   'attacking."\ntokens_attacking = true\n') + \
        events('step = "main"', 'enters = "herald"', 'resolves = "make"\nlabel = "made"')
    assert claim_verdict(write_model, text, "not attacking(twin) and on_battlefield(twin)", "made") == "proved"


def test_without_the_key_the_text_is_refused(write_model):
    """508.4: "that's attacking" left unsaid would make the token enter not attacking: refused."""
    err = refusal(write_model, HEAD + ENGINE + TRIGGER + events(*ATTACK) + claim("True"))
    assert "creates a token that is attacking (508.4" in err.message and "tokens_attacking" in err.message


def test_the_key_without_tokens_is_refused(write_model):
    """508.4: tokens_attacking goes with tokens the trigger creates."""
    text = HEAD + ('[[card]]\nname = "Test Cheer"\ntypes = ["creature"]\npower = 1\ntoughness = 1\n'
                   'abilities = ["Whenever Test Cheer attacks, you gain 1 life."]\n'
                   '[[object]]\nid = "cheer"\ncard = "Test Cheer"\n[[trigger]]\nid = "gain"\nsource = "cheer"\n'
                   'when = "attacks"\nof = { self = true }\nability = "Whenever Test Cheer attacks, you gain 1 life."\n'
                   'gain_life = 1\ntokens_attacking = true\n') + events('step = "combat"') + claim("True")
    assert "creates no token" in refusal(write_model, text).message


def test_beside_a_stated_flag_or_an_effect_reading_it_refused(write_model):
    stated = HEAD + ENGINE.replace('created_by = "make"\n', 'created_by = "make"\nattacking = true\n') + TRIGGER + \
        'tokens_attacking = true\n' + events('step = "combat"') + claim("True")
    assert "say one or the other" in refusal(write_model, stated).message
    reading = HEAD + ENGINE + TRIGGER + 'tokens_attacking = true\n' + \
        '[[effect]]\nid = "pump"\naffects = { attacking = true }\nlayer7c = { power = 1 }\nuntil = "end of turn"\n' + \
        events('step = "combat"') + claim("True")
    assert "reads whether a creature is attacking" in refusal(write_model, reading).message


def test_a_cost_on_tokens_leaves_a_card_attack_alone(write_model):
    """508.1h, 111.1: a cost to attack with tokens can't apply to a card: its attack is followed; a
    token's own attack under it is refused."""
    toll = '[[effect]]\nid = "toll"\ncontroller = "opponent"\naffects = { token = true }\nrule = "cost to attack"\n' \
           'until = "end of turn"\n'
    text = HEAD + ENGINE + TRIGGER + 'tokens_attacking = true\n' + toll + events('starts = "toll"', *ATTACK)
    assert claim_verdict(write_model, text, "attacking(engine) and attacking(twin)", "made") == "proved"
    token = HEAD + '[[object]]\nid = "t"\ncard = "Grizzly Bears"\ntoken = true\nsince_turn_began = true\n' + toll + \
        events('starts = "toll"', 'step = "combat"', 'attacks = "t"') + claim("True")
    assert "paying a cost to attack is not modelled" in refusal(write_model, token).message
