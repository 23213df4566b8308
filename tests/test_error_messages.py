"""Issue 25: an ability named by its text that the object lacks is refused with the object's
ability texts listed; a self-reference written differently names the same ability (201.5); an
ability granted under a condition the scenario states false is mentioned, so a claim on it is
answered."""
import pytest

from conftest import MODELS, claim, claim_verdict
from verifier.errors import ModelError
from verifier.load.ability_texts import listed, matching, self_normalised
from verifier.load.loader import load_scenario

FINKS = '''
[[object]]
id = "finks"
card = "Kitchen Finks"
zone = "hand"

[[trigger]]
id = "finks-trigger"
source = "finks"
ability = "{ability}"
when = "enters"
of = {{ self = true }}
gain_life = 2

[[event]]
enters = "finks"
label = "entered"

[[event]]
resolves = "finks-trigger"
label = "gained"
'''


@pytest.mark.parametrize("ability", ["When this creature enters, you gain 2 life",
                                     "When Kitchen Finks enters, you gain 2 life.", "When ~ enters, you gain 2 life"])
def test_a_self_reference_written_either_way_is_the_ability(write_model, ability):
    text = FINKS.format(ability=ability)
    assert claim_verdict(write_model, text, "at('entered', life('you') == 20) and life('you') == 22",
                         at="gained") == "proved"
    sc = load_scenario(write_model(text + claim("True")))
    assert sc.triggers[0].ability == "When Kitchen Finks enters, you gain 2 life"  # the object's own text from then on


def test_another_text_is_refused_listing_the_object_s_texts(write_model):
    text = FINKS.format(ability="When this creature enters, you gain 3 life")
    with pytest.raises(ModelError) as err:
        load_scenario(write_model(text + claim("True")))
    assert "'finks' has no ability 'When this creature enters, you gain 3 life'" in err.value.message
    assert "its ability texts: 'When Kitchen Finks enters, you gain 2 life', 'persist'" in err.value.message
    assert err.value.line > 0


def test_an_effect_on_this_creature_lists_the_object_s_texts(write_model):
    from test_resolved_self import CARD  # (the Self Pumper, whose "this creature" effect names the Bears here)
    text = CARD + '\n[[effect]]\nid = "pump"\ncard = "Self Pumper"\ntargets = ["bear"]\n'
    with pytest.raises(ModelError) as err:
        load_scenario(write_model(text + claim("True")))
    assert "'bear' has no ability" in err.value.message and "it has no ability texts" in err.value.message
    assert err.value.line > 0


def test_a_long_list_is_shortened():
    texts = [f"{i}: " + "x" * 100 for i in range(9)]
    shown = listed(texts)
    assert shown.endswith(" and 3 more") and shown.count("...") == 6
    assert all(len(t) <= 72 for t in shown.removeprefix("its ability texts: ").removesuffix(" and 3 more").split(", "))


@pytest.mark.parametrize("text", ["Whenever Jace attacks, draw a card", "Whenever this permanent attacks, draw a card",
                                  "Whenever jace, the mind sculptor attacks, draw a card"])
def test_the_short_name_and_the_words_for_itself_are_one(text):
    own = "Whenever Jace, the Mind Sculptor attacks, draw a card"
    assert matching(text, {own}, {"Jace, the Mind Sculptor"}) == own


def test_only_self_references_are_normalised():
    assert self_normalised("Destroy target creature. This Aura deals 2 damage.", ["Pacifism"]) == \
        "Destroy target creature. ~ deals 2 damage"
    assert matching("When Grizzly Bears enters, you gain 2 life", {"When Kitchen Finks enters, you gain 2 life"},
                    {"Kitchen Finks"}) is None


SAGE = '''
[scenario]
conditions = { "you have seven or more cards in hand" = false }

[[card]]
name = "Test Sage"
types = ["creature"]
power = 1
toughness = 1
[[card.static]]
ability = "As long as you have seven or more cards in hand, this creature has flying"
affects = { self = true }
condition = "you have seven or more cards in hand"
layer6 = { add_abilities = ["flying"] }

[[object]]
id = "sage"
card = "Test Sage"
'''


def test_an_ability_granted_under_a_condition_stated_false_is_mentioned(write_model):
    # 611.3a: the condition is false, so nothing has flying; the claim is answered, not refused as unmentioned
    assert claim_verdict(write_model, SAGE, "has_ability(sage, 'flying')", expect="refuted") == "refuted"
    with pytest.raises(ModelError) as err:  # (a word nothing mentions at all is still refused)
        load_scenario(write_model(SAGE + claim("has_ability(sage, 'reach')")))
    assert "'reach' is an ability that nothing in the scenario mentions" in err.value.message


def test_a_trigger_whose_if_fails_because_an_effect_is_in_force_from_the_start_says_so(run_cli, tmp_path):
    # Trial 7's second draw, friction 5: without its starts and ends events, the Bears' -4/-0 is in force from
    # the start (611.2), so the Elk Herd's formidable total is 5 + 4 - 2 = 7 < 8 as it attacks and it does not
    # trigger (603.4): the refused resolution names the if and why an effect may be in force
    text = (MODELS / "scenarios" / "trial7_stampeding_elk_herd_control.toml").read_text()
    text = text.replace('[[event]]\nstarts = "weakened"\nlabel = "weakened"\n\n', "")
    text = text.replace('[[event]]\nends = "weakened"\nlabel = "restored"\n\n', "")
    path = tmp_path / "elk.toml"
    path.write_text(text)
    code, _, err = run_cli("check", path)
    assert code == 2
    assert "'formidable' is not on the stack: it did not trigger" in err
    assert "its if, \"total('power', types=['creature'], controller='you') >= 8\", holds (603.4)" in err
    assert "is in force from the start" in err
