"""A permanent's own resolved ability began while the permanent was on the battlefield, so its
effect is newer than the permanent (613.7b, 613.7d; the audit of draw 1 found Valiant Knight's
effect ordered before the Knight).  Not for an Aura, Equipment or Fortification, which gets a new
timestamp each time it becomes attached (613.7e), so that its effect may be older."""
from conftest import verdict

# A creature whose static ability takes flying away from creatures its controller controls, and
# whose activated ability gives Drakes flying: its effect, newer, applies after the static one.
SCENARIO = '''
[[card]]
name = "Grounded Drake (test card)"
types = ["creature"]
subtypes = ["Drake"]
power = 2
toughness = 2
abilities = ["Creatures you control lose flying", "{1}: Drakes you control gain flying until end of turn"]
[[card.static]]
ability = "Creatures you control lose flying"
affects = { types = ["creature"], controller = "you" }
layer6 = { remove_abilities = ["flying"] }
[[card.resolves]]
ability = "{1}: Drakes you control gain flying until end of turn"
until = "end of turn"
affects = { subtypes = ["Drake"], controller = "you" }
layer6 = { add_abilities = ["flying"] }

[[object]]
id = "drake"
card = "Grounded Drake (test card)"

[[effect]]
id = "takeoff"
card = "Grounded Drake (test card)"
ability_of = "drake"

[[claim]]
id = "its-own-effect-is-newer"
ruling = "CR 613.7b, 613.7d: the ability was activated while the Drake was on the battlefield, so its effect is newer than the Drake's static ability and applies after it in layer 6 (613.7)"
expr = "has_ability(drake, \\"flying\\")"
expect = "proved"
'''


def test_its_own_effect_is_newer_and_the_order_is_what_proves_it(write_model, monkeypatch):
    assert verdict(write_model(SCENARIO)) == "proved"
    from verifier.model import scenario
    monkeypatch.setattr(scenario, "_entry_timestamp", lambda o: False)  # the order left free: not proved
    assert verdict(write_model(SCENARIO)) == "refuted"


def test_an_equipment_may_have_been_attached_again_after_its_effect(write_model):
    text = SCENARIO.replace('types = ["creature"]\nsubtypes = ["Drake"]',
                            'types = ["artifact", "creature"]\nsubtypes = ["Drake", "Equipment"]')
    assert text != SCENARIO
    assert verdict(write_model(text)) == "refuted"  # 613.7e: a new timestamp after the effect is possible
