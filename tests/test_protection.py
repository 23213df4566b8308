"""Protection (702.16): a quality read (a colour, a card type in the plural, everything) makes a
permanent an illegal target of spells and activated abilities with it (702.16b), prevents the damage of
sources with it (702.16e: no lifelink gain, no deathtouch) and keeps creatures with it from blocking
(702.16f); what is not read is refused with its line.  The bundled scenario protection_from_red.toml
holds the spell, damage and block cases, protection_attachments.toml the Aura and Equipment ones
(702.16c-d); the independent checks (from a card type or everything, written apart) are the random tests
of test_damage_reference.py (damage, blocks) and test_activation_restrictions.py (targets)."""
import pytest
from verifier.errors import ModelError
from verifier.load.loader import load_scenario
from verifier.query import possible_histories
from verifier.rules.protection import quality, unfollowed

from conftest import claim, claim_verdict
from test_casting import events
from test_combat import BEARS, COMBAT, THEIRS, assert_refused

OGRE = '[[object]]\nid = "ogre"\ncard = "Gray Ogre"\ncontroller = "opponent"\n'
RATS = '[[object]]\nid = "rats"\ncard = "Typhoid Rats"\ncontroller = "opponent"\n'


def _shield(target: str, ability: str) -> str:
    return f'[[effect]]\nid = "shield"\ntargets = ["{target}"]\nlayer6 = {{ add_abilities = ["{ability}"] }}\n'


@pytest.mark.parametrize("ability, read", [
    ("protection from red", "red"), ("Protection from artifacts", "artifacts"),
    ("protection from everything", "everything"), ("protection from Wizards", None),
    ("protection from red and from blue", None), ("You have protection from everything", None),
    ("protection from the chosen color", None), ("flying", None)])
def test_the_qualities_read(ability, read):
    """702.16a, 702.16j: a colour, a card type said in the plural, everything; nothing else."""
    assert quality(ability) == read
    assert unfollowed(ability) == (read is None and "protection" in ability.lower())


def _verdict(write_model, text: str, expr: str, at: str = "") -> str:
    return claim_verdict(write_model, '[scenario]\nname = "x"\nturn = "you"\n' + text, expr, at)


def test_deathtouch_damage_prevented_destroys_nothing(write_model):
    """702.16e, 702.2b: the black Typhoid Rats' damage to Bears with protection from black is prevented:
    no damage marked, so deathtouch does not destroy them; from green (not the Rats' colour) it does."""
    text = BEARS + RATS + _shield("bears", "protection from black") + \
        events('deals = "rats"\nto = "bears"\namount = 1\nlabel = "d"')
    assert _verdict(write_model, text, "on_battlefield(bears) and damage(bears) == 0", "d") == "proved"
    text = text.replace("protection from black", "protection from green")
    assert _verdict(write_model, text, "not on_battlefield(bears)", "d") == "proved"


def test_a_protected_attacker_deals_its_damage(write_model):
    """702.16e: protection prevents damage dealt to its permanent, not by it: Bears with protection from
    creatures, unblocked, deal 2 to the defending player."""
    text = BEARS + _shield("bears", "protection from creatures") + \
        events(COMBAT, 'attacks = "bears"', 'step = "combat damage"\nlabel = "d"')
    assert _verdict(write_model, text, "life('opponent') == 18", "d") == "proved"


SAGE = '''[[object]]
id = "sage"
name = "Sage"
types = ["creature"]
colors = ["blue"]
power = 1
toughness = 1
abilities = ["{T}: Tap another target creature."]
since_turn_began = true
'''


@pytest.mark.parametrize("ability, expected", [
    ("protection from blue", "refuted"), ("protection from creatures", "refuted"),
    ("protection from everything", "refuted"), ("protection from red", "proved"),
    ("protection from artifacts", "proved")])
def test_an_ability_targets_only_what_is_not_protected_from_its_source(ability, expected, write_model):
    """702.16b, 602.2b, 601.2c: the blue creature Sage's ability needs another creature to target: the
    opponent's Bears, unless they have protection from a quality the Sage has."""
    text = SAGE + THEIRS + _shield("theirs", ability) + events('step = "main"\nlabel = "m"')
    assert _verdict(write_model, text, "can_activate(sage, '{T}: Tap another target creature.')", "m") == expected


IMPOSSIBLE = {
    # 702.16f: a creature with the quality can't block
    "red-blocker": (BEARS + OGRE + _shield("bears", "protection from red"),
                    [COMBAT, 'attacks = "bears"', 'blocks = "ogre"\nattacker = "bears"'],
                    "'bears' has protection from a quality 'ogre' has: it can't block it (702.16f)"),
    # 702.16a: a quality not read, beside blocks or damage
    "wizards-block": (BEARS + THEIRS + _shield("bears", "protection from Wizards"),
                      [COMBAT, 'attacks = "bears"', 'blocks = "theirs"\nattacker = "bears"'],
                      "'protection from Wizards' is a protection whose quality is not modelled"),
    "chosen-damage": (BEARS + OGRE + _shield("bears", "protection from the chosen color"),
                      ['deals = "ogre"\nto = "bears"\namount = 2'],
                      "'protection from the chosen color' is a protection whose quality is not modelled"),
}


@pytest.mark.parametrize("case", sorted(IMPOSSIBLE))
def test_what_protection_forbids_or_does_not_read_is_refused_with_its_line(case, write_model):
    assert_refused(write_model, *IMPOSSIBLE[case])


def test_a_trigger_s_target_beside_target_if_is_asked_about_protection(write_model):
    """702.16b: a trigger's target whose words only target_if reads is still its target, its kind as its words say
    it ("target creature", draw 14's audit): the red Khenra's trigger can't target a creature with protection from red,
    so the history putting it on the stack with that target cannot happen (603.3d)."""
    text = '[scenario]\nname = "x"\nturn = "you"\n' + THEIRS + _shield("theirs", "protection from red") + '''
[[object]]
id = "khenra"
card = "Earthshaker Khenra"
zone = "hand"

[[effect]]
id = "cant-block"
targets = ["theirs"]
layer6 = { add_abilities = ["can't block"] }
until = "end of turn"

[[trigger]]
id = "khenra-trigger"
source = "khenra"
ability = "When Earthshaker Khenra enters, target creature with power less than or equal to Earthshaker Khenra's power can't block this turn"
when = "enters"
of = { self = true }
target_if = "power(theirs) <= power(khenra)"
effects = ["cant-block"]
''' + events('step = "main"', 'enters = "khenra"', 'resolves = "khenra-trigger"')
    with pytest.raises(ModelError) as err:
        possible_histories(load_scenario(write_model(text)))
    assert "the target of 'khenra-trigger', 'theirs', is not a legal one as it is put on the stack" in err.value.message


_WURM_AT_PROTECTED_BEARS = """
[scenario]
name = "riot/modal probe"
source = "audit"
turn = "you"

[[card]]
name = "Ravager Wurm"
mana_cost = "{3}{R}{G}{G}"
colors = ["red", "green"]
types = ["creature"]
subtypes = ["Wurm"]
power = 6
toughness = 6
abilities = ["riot", "When Ravager Wurm enters, destroy target creature."]

[[card]]
name = "Test Relic"
mana_cost = "{1}"
types = ["artifact"]

[[object]]
id = "wurm"
card = "Ravager Wurm"
zone = "hand"

[[object]]
id = "bears"
card = "Grizzly Bears"
controller = "opponent"

[[object]]
id = "mine"
card = "Grizzly Bears"

[[object]]
id = "relic"
card = "Test Relic"
controller = "opponent"

[[object]]
id = "forest"
card = "Forest"
controller = "opponent"

[[effect]]
id = "shield"
targets = ["bears"]
layer6 = { add_abilities = ["protection from red"] }

[[trigger]]
id = "t"
source = "wurm"
ability = "When Ravager Wurm enters, destroy target creature."
when = "enters"
of = { self = true }
destroy = "bears"

[[event]]
step = "main"

[[event]]
enters = "wurm"
riot = "counter"
label = "entered"

[[event]]
resolves = "t"
label = "res"

[[claim]]
id = "c"
at = "res"
expr = "not on_battlefield(bears)"
expect = "proved"
"""


def test_a_trigger_whose_target_is_read_from_its_text_sees_protection(write_model, run_cli):
    """702.16b, 603.3d: "destroy target creature" from a red and green source can't target a creature
    with protection from red (the history is impossible where it triggers); from blue it can, and the
    creature is destroyed."""
    code, _, err = run_cli("check", write_model(_WURM_AT_PROTECTED_BEARS))
    assert code == 2 and "the target of 't', 'bears', is not a legal one as it is put on the stack" in err, err
    code, out, err = run_cli("check", write_model(_WURM_AT_PROTECTED_BEARS.replace("from red", "from blue")))
    assert code == 0 and "c: proved (expected proved) ok" in out, err


def test_a_cast_beside_an_unread_protection_stays_refused(write_model):
    """702.16a: a spell cast where a protection not read could make its target illegal: refused."""
    text = '[scenario]\nname = "x"\nturn = "you"\n' + THEIRS + _shield("theirs", "protection from Wizards") + \
        '[[object]]\nid = "growth"\ncard = "Giant Growth"\nzone = "hand"\n' \
        '[[object]]\nid = "forest"\ncard = "Forest"\n' \
        '[[effect]]\nid = "pump"\ncard = "Giant Growth"\nspell = "growth"\ntargets = ["theirs"]\n' + \
        events('step = "main"', 'cast = "growth"')
    with pytest.raises(ModelError) as err:
        possible_histories(load_scenario(write_model(text + claim("True"))))
    assert "protection from Wizards" in err.value.message and err.value.line > 0, str(err.value)
