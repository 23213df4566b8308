"""608.2b: as a resolved effect a history begins (its `starts` event, or the [[trigger]] that lists it
resolving; a trigger's target only its `target_if` states is refused beside shroud, hexproof or
protection) its targets are checked again: without shroud (702.18a), another player's hexproof
(702.11b) or protection from a quality of its source (702.16b), as a spell's are; an effect whose
targets are all illegal does not begin.  (An effect in force as a board or history begins is checked
as it stands, not for these: when it resolved is not known, docs/limits.md.)  The independent
check: CR 702.11b's and 702.18a's words, an opponent's hexproof creature and any shrouded one being
no legal target, asserted as outcomes, not through the verifier's filter reading."""
import pytest

from conftest import claim, verdict
from verifier.errors import ModelError
from verifier.load.loader import load_scenario
from verifier.query import possible_histories

CARDS = '''
[scenario]
turn = "you"

[[card]]
name = "Shy Bear"
mana_value = 2
colors = ["green"]
types = ["creature"]
power = 2
toughness = 2
abilities = ["KEYWORD"]

[[object]]
id = "x"
card = "Shy Bear"
controller = "WHO"
'''
STARTS = '''
[[effect]]
id = "e"
card = "Giant Growth"
targets = ["x"]

[[event]]
turn = "you"

[[event]]
starts = "e"
'''
PUMP = "When this creature enters, target creature gets +3/+3 until end of turn"
TRIGGER = f'''
[[card]]
name = "Pumper"
mana_value = 2
colors = ["white"]
types = ["creature"]
power = 1
toughness = 1
abilities = ["{PUMP}"]

[[object]]
id = "pumper"
card = "Pumper"
zone = "hand"

[[effect]]
id = "e"
targets = ["x"]
layer7c = {{ power = 3, toughness = 3 }}
until = "end of turn"

[[trigger]]
id = "t"
source = "pumper"
ability = "{PUMP}"
when = "enters"
of = {{ self = true }}
effects = ["e"]

[[effect]]
id = "cover"
targets = ["x"]
layer6 = {{ add_abilities = ["KEYWORD"] }}
until = "end of turn"

[[event]]
enters = "pumper"

[[event]]
starts = "cover"

[[event]]
resolves = "t"
label = "resolved"
'''


def _board(keyword: str, who: str) -> str:
    return CARDS.replace("KEYWORD", keyword).replace("WHO", who)


@pytest.mark.parametrize("keyword, who", [("hexproof", "opponent"), ("shroud", "you"), ("shroud", "opponent")])
def test_a_started_effect_on_an_untargetable_creature_is_an_impossible_event(write_model, keyword, who):
    # 608.2b: Giant Growth's only target is illegal as it resolves, so it does not: the history is impossible
    # (on main: the effect began, the creature 5/5)
    path = write_model(_board(keyword, who) + STARTS + claim("power(x) == 5"))
    with pytest.raises(ModelError) as err:
        possible_histories(load_scenario(path))
    assert "still a legal target, so it does not resolve (608.2b)" in str(err.value)


def test_your_own_hexproof_creature_is_a_legal_target(write_model):
    # 702.11b: hexproof stops only opponents' spells and abilities
    assert verdict(write_model(_board("hexproof", "you") + STARTS + claim("power(x) == 5"))) == "proved"


@pytest.mark.parametrize("keyword, who, power", [("hexproof", "opponent", 2), ("hexproof", "you", 5),
                                                 ("shroud", "you", 2), ("protection from white", "you", 2),
                                                 ("protection from blue", "you", 5)])
def test_a_trigger_s_effect_begins_only_on_a_legal_target(write_model, keyword, who, power):
    # 608.2b: the Bear, a legal target as the trigger is put on the stack (603.3d), gains the keyword before it
    # resolves; its effect begins only if the target is still legal: the Pumper (white, yours) can't target a
    # shrouded creature, an opponent's hexproof one, or one with protection from white (its target read from
    # its text, `aimed_at`, checked as it resolves)
    text = CARDS.replace("KEYWORD", "vigilance").replace("WHO", who) + TRIGGER.replace("KEYWORD", keyword)
    assert verdict(write_model(text + claim(f"power(x) == {power}", extra='at = "resolved"'))) == "proved"


def test_a_started_effect_with_no_source_is_not_asked_about_protection(write_model):
    # 702.16b asks the source's qualities; an [[effect]] naming no spell nor ability_of came from a source the
    # history does not say, and which began it: one without green, and nothing else of it is read
    path = write_model(_board("protection from green", "you") + STARTS + claim("power(x) == 5"))
    assert verdict(path) == "proved"


@pytest.mark.parametrize("keyword, legal", [("protection from white", False), ("protection from blue", True)])
def test_a_started_ability_s_effect_asks_its_object_s_protection_quality(write_model, keyword, legal):
    # 702.16b: the ability of the Pumper (white) can't target a creature with protection from white
    text = _board(keyword, "you") + TRIGGER[:TRIGGER.index("[[effect]]")].replace('zone = "hand"\n', "") + \
        '''
[[effect]]
id = "e"
ability_of = "pumper"
targets = ["x"]
layer7c = { power = 3, toughness = 3 }
until = "end of turn"

[[event]]
turn = "you"

[[event]]
starts = "e"
''' + claim("power(x) == 5")
    path = write_model(text)
    if legal:
        assert verdict(path) == "proved"
    else:
        with pytest.raises(ModelError) as err:
            possible_histories(load_scenario(path))
        assert "still a legal target, so it does not resolve (608.2b)" in str(err.value)


def test_a_trigger_whose_target_target_if_states_is_still_checked_for_shroud(write_model):
    # 603.3d, 608.2b: where target_if states the restriction the target reader leaves unread, the object is still the
    # trigger's target, its kind as its words say it ("target creature ..."), and shroud gained before it resolves
    # makes it illegal (702.18a): the effect does not begin, the creature stays 2/2 (draw 14's audit: the words
    # were not asked at all beside a target_if)
    text = (CARDS.replace("KEYWORD", "vigilance").replace("WHO", "you") +
            TRIGGER.replace("KEYWORD", "shroud").replace('effects = ["e"]', 'effects = ["e"]\ntarget_if = "power(x) <= 2"')
            .replace("target creature gets", "target creature with power 2 or less that entered this turn gets"))
    assert verdict(write_model(text + claim("power(x) == 2", extra='at = "resolved"'))) == "proved"
