"""A triggered ability no [[trigger]] says is kept by its text: once an event that could trigger
it has happened, a history event that needs it gone from the stack (a step or a turn, 500.2; a
sorcery-speed cast, 307.1; a spell below it resolving, 405.5), and a claim on what a player may do
then, are refused with the line (`verifier/load/unsaid_triggers.py`).  Found by the guard audit
(tests/golden/guard_audit.md): Flametongue Kavu's enters damage, Briarpack Alpha's pump, Anvil of
Bogardan's draw, Dimir Informant's surveil and Akki Rockspeaker's mana were passed by a history
as if they never triggered."""
import pytest

from conftest import claim, claim_verdict
from verifier.errors import ModelError
from verifier.load.loader import load_scenario
from verifier.load.unsaid_triggers import waits_for

pytest.importorskip("phase")
pytest.importorskip("mtg")

ENTERS = '''
[[object]]
id = "wurm"
card = "Craw Wurm"
controller = "opponent"

[[object]]
id = "it"
card = "{card}"
zone = "hand"

[[event]]
enters = "it"
'''


def _refused(write_model, text: str, line: str) -> str:
    with pytest.raises(ModelError) as err:
        load_scenario(write_model(text))
    assert err.value.line == text.splitlines().index(line) + 1, err.value.message
    return err.value.message


@pytest.mark.parametrize("card", ["Flametongue Kavu", "Briarpack Alpha", "Dimir Informant"])
def test_a_step_after_an_enters_trigger_no_trigger_table_says_is_refused(write_model, card):
    # 603.3, 500.2: the enters trigger resolved before combat began; what it did is not modelled
    text = ENTERS.format(card=card) + '\n[[event]]\nstep = "combat"\n' + claim("power(wurm) == 6")
    message = _refused(write_model, text, 'step = "combat"')
    assert "triggered ability 'When this creature enters" in message and "may have triggered at event 1" in message


def test_while_it_may_wait_on_the_stack_the_history_goes_on_and_characteristics_are_read(write_model):
    text = ENTERS.format(card="Flametongue Kavu") + '\n[[object]]\nid = "bears"\ncard = "Grizzly Bears"\nzone = "hand"\n' \
        '\n[[event]]\nenters = "bears"\n'
    assert claim_verdict(write_model, text, "power(it) == 4 and toughness(wurm) == 4") == "proved"


def test_said_by_a_trigger_table_it_is_followed(write_model):
    # 120.3e, 704.5g: its 4 damage to the 6/4 Wurm, resolved before combat, destroys it
    text = ENTERS.format(card="Flametongue Kavu") + '''
[[trigger]]
id = "burn"
source = "it"
ability = "When this creature enters, it deals 4 damage to target creature"
when = "enters"
of = { self = true }
deals = 4
to = "wurm"

[[event]]
resolves = "burn"

[[event]]
step = "combat"
'''
    assert claim_verdict(write_model, text, "not on_battlefield(wurm)") == "proved"


def test_a_draw_step_trigger_must_resolve_before_the_main_phase(write_model):
    text = '''
[[object]]
id = "anvil"
card = "Anvil of Bogardan"

[[event]]
turn = "opponent"

[[event]]
step = "main"
''' + claim("on_battlefield(anvil)")
    # 603.2, 504.1: "at the beginning of each player's draw step" passed by the turn (its upkeep and draw step)
    message = _refused(write_model, text, 'turn = "opponent"')
    assert "At the beginning of each player's draw step" in message


def test_a_creature_spell_cast_over_an_enters_trigger_is_refused(write_model):
    # Akki Rockspeaker (603.3, 307.1): Grizzly Bears is cast only with the stack empty, so the trigger resolved
    text = '''
[[object]]
id = "akki"
card = "Akki Rockspeaker"
zone = "hand"

[[object]]
id = "bears"
card = "Grizzly Bears"
zone = "hand"

[[event]]
turn = "you"

[[event]]
cast = "akki"
free = true

[[event]]
resolves = "akki"

[[event]]
cast = "bears"
free = true
'''
    assert "When this creature enters, add {R}" in _refused(write_model, text + claim("on_battlefield(akki)"),
                                                            'cast = "bears"')
    # ... and asking whether it can be cast right after the Rockspeaker enters, where the trigger may wait
    before = text[:text.index('[[event]]\ncast = "bears"')]
    with pytest.raises(ModelError) as err:
        load_scenario(write_model(before + claim("can_cast(bears)")))
    assert err.value.message.startswith("can_cast: 'akki' has the triggered ability")


@pytest.mark.parametrize("ability, kinds", [
    ("When this creature enters, draw a card", {"enters", "turn_face_up", "transform", "resolves", "moves"}),
    ("At the beginning of your upkeep, you lose 1 life", {"turn", "step:upkeep"}),
    ("At the beginning of each end step, sacrifice it", {"turn", "step:end"}),
    ("Whenever you cast a noncreature spell, create a 1/1 token", {"cast", "copy_spell"}),
    ("Whenever this creature attacks, it gets +1/+0", {"attacks"}),
    ("prowess", {"cast", "copy_spell"}),
    # 510.2: combat damage only in the combat damage step, whoever of two objects deals it (trial 5, friction 4)
    ("Whenever this creature deals combat damage to a player, draw a card", {"turn", "step:combat damage"}),
    ("Whenever this creature or enchanted creature deals combat damage to a player, draw a card",
     {"turn", "step:combat damage"}),
    ("At the beginning of combat on your turn, draw a card", {"turn", "step:combat"}),
    ("Fading 2", {"turn", "step:upkeep"}),
    # 603.2: two events, or one of no kind above: any event
    ("When this creature enters or dies, draw a card", None),
    ("Whenever this creature or equipped creature attacks or blocks, draw a card", None),
    ("Whenever this creature becomes tapped, you gain 1 life", None),
    ("exalted", {"attacks"}),  # 702.83a: as a creature its controller controls attacks alone
    ("Frenzy 1", None),  # 702.68a: attacks and is not blocked, two events: any event
])
def test_what_a_trigger_condition_waits_for(ability, kinds):
    assert waits_for(ability) == (frozenset(kinds) if kinds is not None else None)


def test_a_dies_trigger_waits_for_what_can_make_a_permanent_leave():
    kinds = waits_for("Whenever another creature dies, you gain 1 life")
    # 701.8a, 704.5g, 704.5f: destroyed, dealt lethal damage, -1/-1 counters; never by tapping or mana (701.26a)
    assert {"leaves", "deals", "put_counters", "starts"} <= kinds and not {"tap", "add_mana"} & kinds


# Guard audit 2 (tests/golden/guard_audit_2.md): histories that passed the moment a trigger resolved
AUDIT_2 = [
    # 207.2c: an ability word before "Whenever"
    ("Steppe Lynx", '[[object]]\nid = "lynx"\ncard = "Steppe Lynx"\n\n[[object]]\nid = "plains"\ncard = "Plains"\n'
     'zone = "hand"\n\n[[event]]\nturn = "you"\n\n[[event]]\nenters = "plains"\n\n[[event]]\nstep = "combat"\n',
     'step = "combat"', "Landfall"),
    # 603.6c: "enters or leaves the battlefield" waits for its leaving too
    ("Sundering Titan", '[scenario]\nturn = "you"\n\n[[object]]\nid = "titan"\ncard = "Sundering Titan"\n\n'
     '[[event]]\nleaves = "titan"\n\n[[event]]\nstep = "end"\n', 'step = "end"', "enters or leaves"),
    # 704.5j, 700.4: the legend rule puts one Isamaru into the graveyard as the other enters: it dies
    ("Gristle Grinner", '[[object]]\nid = "grinner"\ncard = "Gristle Grinner"\n\n[[object]]\nid = "isamaru"\n'
     'card = "Isamaru, Hound of Konda"\n\n[[object]]\nid = "isamaru2"\ncard = "Isamaru, Hound of Konda"\n'
     'zone = "hand"\n\n[[event]]\nturn = "you"\n\n[[event]]\nenters = "isamaru2"\n\n[[event]]\nstep = "combat"\n',
     'step = "combat"', "Whenever a creature dies"),
    # 405.5: prowess triggered above Giant Growth, after another trigger had triggered
    ("Monastery Swiftspear", '[[object]]\nid = "spear"\ncard = "Monastery Swiftspear"\n\n[[object]]\n'
     'id = "visionary"\ncard = "Elvish Visionary"\nzone = "hand"\n\n[[object]]\nid = "growth"\ncard = "Giant Growth"\n'
     'zone = "hand"\n\n[[effect]]\nid = "pump"\ncard = "Giant Growth"\nspell = "growth"\ntargets = ["spear"]\n\n'
     '[[event]]\nturn = "you"\n\n[[event]]\nenters = "visionary"\n\n[[event]]\ncast = "growth"\nfree = true\n\n'
     '[[event]]\nresolves = "growth"\n', 'resolves = "growth"', "prowess"),
    # 507, 508.1: attackers are declared in a step that begins with the stack empty
    ("Eidolon of Inspiration", '[scenario]\nturn = "you"\n\n[[object]]\nid = "eidolon"\ncard = "Eidolon of Inspiration"\n\n'
     '[[event]]\nstep = "combat"\n\n[[event]]\nattacks = "eidolon"\n', 'attacks = "eidolon"', "beginning of combat"),
    # 702.37f, 708.8: "enters or is turned face up"
    ("Ponyback Brigade", '[scenario]\nturn = "you"\n\n[[object]]\nid = "brigade"\ncard = "Ponyback Brigade"\n'
     'face_down = true\nface_down_by = "morph"\n\n[[event]]\nturn_face_up = "brigade"\n\n[[event]]\nstep = "combat"\n',
     'step = "combat"', "is turned face up"),
]


@pytest.mark.parametrize("card, text, line, words", AUDIT_2, ids=[c for c, *_ in AUDIT_2])
def test_the_audit_s_histories_are_refused_where_the_trigger_must_have_resolved(write_model, card, text, line, words):
    assert words in _refused(write_model, text + claim("1 == 1"), line)


def test_a_claim_before_anything_triggered_is_answered(write_model):
    # 603.2: at "before" the Kavu has not entered; can_cast reads that point
    text = '''
[[object]]
id = "kavu"
card = "Flametongue Kavu"
zone = "hand"

[[object]]
id = "wurm"
card = "Craw Wurm"

[[object]]
id = "bears"
card = "Grizzly Bears"
zone = "hand"

[[event]]
turn = "you"
label = "before"

[[event]]
enters = "kavu"
'''
    assert claim_verdict(write_model, text, "not can_cast(bears)", at="before") == "proved"  # (no mana: 601.2g)
    with pytest.raises(ModelError) as err:  # (at the end, it may wait on the stack)
        load_scenario(write_model(text + claim("not can_cast(bears)")))
    assert err.value.message.startswith("can_cast: 'kavu' has the triggered ability")


@pytest.mark.parametrize("table, words", [
    # 608.2c: a [[trigger]] table must not leave out what its text does (Flametongue Kavu's damage)
    ('[[trigger]]\nid = "burn"\nsource = "it"\nability = "When this creature enters, it deals 4 damage to target '
     'creature"\nwhen = "enters"\nof = { self = true }\n', "deals damage"),
])
def test_a_trigger_table_leaving_out_what_its_text_does_is_refused(write_model, table, words):
    text = ENTERS.format(card="Flametongue Kavu") + table
    with pytest.raises(ModelError) as err:
        load_scenario(write_model(text + claim("on_battlefield(wurm)")))
    assert words in err.value.message and "608.2c" in err.value.message


_UPKEEP = '''
[[card]]
name = "Test Beyond"
mana_value = 4
types = ["enchantment"]
abilities = ["At the beginning of your upkeep, you gain 1 life."]

[[object]]
id = "beyond"
card = "Test Beyond"
controller = "opponent"

[[object]]
id = "bears"
card = "Grizzly Bears"

[[event]]
turn = "TURN"
label = "begun"
'''


def test_your_upkeep_is_its_controllers_only(write_model):
    """503.1a, 109.5 (new-user trial 4, friction 1): the opponent's "at the beginning of your upkeep"
    does not trigger in your upkeep, so no [[trigger]] is asked for there; in the opponent's it is."""
    assert claim_verdict(write_model, _UPKEEP.replace("TURN", "you"), "power(bears) == 2", at="begun") == "proved"
    with pytest.raises(ModelError) as e:
        load_scenario(write_model(_UPKEEP.replace("TURN", "opponent") + claim("power(bears) == 2", extra='at = "begun"')))
    assert "'beyond' has the triggered ability 'At the beginning of your upkeep, you gain 1 life.', which may have " \
        "triggered at event 1" in str(e.value)


def test_your_upkeep_of_a_permanent_whose_control_may_change_is_every_upkeep(write_model):
    """613.1b: with a control change in the scenario, the opponent's permanent may be yours by then."""
    text = _UPKEEP.replace("TURN", "you").replace('[[event]]\nturn', '[[event]]\ngain_control = "beyond"\nby = "you"\n\n'
                                                  '[[event]]\nturn') + claim("power(bears) == 2", extra='at = "begun"')
    with pytest.raises(ModelError) as e:
        load_scenario(write_model(text))
    assert "which may have triggered at event 2" in str(e.value)


# Trial 7, second draw, friction 1: Genju of the Realm's trigger waits for its land leaving the battlefield
# (an Aura enchants a permanent, 303.4); a turn's beginning moves no land, but an "until end of turn" effect
# ending in the cleanup step before it (514.2) may (704.5f, 704.5m)
GENJU = '''
[scenario]
turn = "opponent"

[[object]]
id = "forest"
card = "Forest"

[[object]]
id = "genju"
card = "Genju of the Realm"
attached_to = "forest"
{effect}
[[event]]
turn = "you"

[[event]]
step = "main"
'''
SPIRIT = '''
[[effect]]
id = "spirit"
card = "Genju of the Realm"
ability = "{2}: Enchanted land becomes a legendary 8/12 Spirit creature with trample until end of turn. It's still a land"
ability_of = "genju"
'''


def test_an_enchanted_land_put_into_a_graveyard_waits_for_leaving():
    assert waits_for("When enchanted land is put into a graveyard, you may return this card to your hand") == \
        waits_for("Whenever another creature dies, you gain 1 life")


def test_a_turn_alone_does_not_trigger_genju(write_model):
    assert claim_verdict(write_model, GENJU.format(effect=""), "on_battlefield(genju) and on_battlefield(forest)") \
        == "proved"


def test_an_effect_ending_in_the_cleanup_step_may_trigger_genju(write_model):
    text = GENJU.format(effect=SPIRIT)
    message = _refused(write_model, text + claim("on_battlefield(genju)"), 'turn = "you"')
    assert "When enchanted land is put into a graveyard" in message and "as 'spirit' ends, 514.2" in message


# a static ability conditioned on whose turn it is, or on which permanents are tapped (611.3a, 110.5): a `turn`,
# `tap` or `untap` event may make it apply, and a creature die by a state-based action (704.5f)
WARDEN_CARD = '''
[[card]]
name = "{name}"
types = ["{kind}"]

[[card.static]]
ability = "As long as {when}, creatures your opponents control get -3/-3"
condition = {{ {condition} }}
affects = {{ types = ["creature"], controller = "opponent" }}
layer7c = {{ power = -3, toughness = -3 }}
'''
WARDENS = WARDEN_CARD.format(name="Turn Warden", kind="enchantment", when="it's your turn", condition="your_turn = true") + \
    WARDEN_CARD.format(name="Tapped Warden", kind="artifact", when="this artifact is tapped", condition="tapped = true")
WARDEN = '''
[scenario]
turn = "opponent"

[[object]]
id = "warden"
card = "{card}"

[[object]]
id = "reshaper"
card = "Matter Reshaper"
controller = "opponent"
'''


def test_a_dies_trigger_at_a_turn_a_your_turn_static_may_kill_by_is_refused(write_model):
    write_model(WARDENS, name="cards/wardens.toml")
    text = WARDEN.format(card="Turn Warden") + '\n[[event]]\nturn = "you"\n' + claim("not on_battlefield(reshaper)")
    message = _refused(write_model, text, 'turn = "you"')
    assert "static ability of 'warden' conditioned on whose turn it is" in message and "704.5f" in message


def test_a_dies_trigger_at_a_tap_a_tapped_static_may_kill_by_is_refused(write_model):
    write_model(WARDENS, name="cards/wardens.toml")
    text = WARDEN.format(card="Tapped Warden") + '\n[[event]]\ntap = "warden"\n\n[[event]]\nturn = "you"\n' + \
        claim("not on_battlefield(reshaper)")
    assert "reading which permanents are tapped" in _refused(write_model, text, 'turn = "you"')


def test_a_turn_beside_a_your_turn_static_with_no_dies_trigger_is_followed(write_model):
    write_model(WARDENS, name="cards/wardens.toml")
    text = WARDEN.format(card="Turn Warden").replace("Matter Reshaper", "Grizzly Bears") + '\n[[event]]\nturn = "you"\n'
    assert claim_verdict(write_model, text, "not on_battlefield(reshaper)") == "proved"
