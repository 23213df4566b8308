"""Oracle forms of the development half (issue 24, round M3: words the parse carries in a structure the
coverage check did not credit): "can block an additional <number> creatures each combat", the
ExtraBlockers rule with its count said in words (509.1b), kept by the line's text for the loader's
guard on blocks (Benevolent Blessing's "This effect doesn't remove Auras and Equipment you control
that are already attached to it", 702.16p, read here once, is refused since the chosen colour is read:
the state-based actions do not follow the exception); and "the other creature" of a blocking trigger (509.1h, 603.2), the parse's ParentTarget, read as
"that creature" is.  Skipped where the `cards` extra is absent."""
import pytest

from conftest import claim, generated_card, kept_unread, retexted, verdict
from verifier.errors import ModelError
from verifier.load.loader import load_scenario

pytest.importorskip("phase")
pytest.importorskip("mtg")

HUNDRED = ("As long as this creature is monstrous, it has reach and can block an additional ninety-nine creatures "
           "each combat")


def test_extra_blockers_said_as_a_number_is_kept_beside_the_continuous_effect():
    text, card = generated_card("Hundred-Handed One")
    assert card["static"] == [{"ability": "Hundred-Handed One", "condition": "this creature is monstrous",
                               "affects": {"self": True}, "layer6": {"add_abilities": ["reach"]}}]
    assert HUNDRED in card["abilities"] and "not followed: ExtraBlockers" in text


def test_extra_blockers_of_one_creature_beside_a_continuous_effect_still_reads():
    # the same clause with "an additional creature" (the form read before), beside reach, on the same card
    t = retexted("Hundred-Handed One", "Vigilance\nAs long as this creature is monstrous, it has reach and can "
                                       "block an additional creature each combat.")
    assert t.card is not None, t.refusals
    assert t.card["static"][0]["layer6"] == {"add_abilities": ["reach"]}


@pytest.mark.parametrize("text", [
    # (the parse drops "Zombies": which creatures it may block is narrowed)
    "As long as this creature is monstrous, it has reach and can block an additional ninety-nine Zombies each "
    "combat.",
])
def test_near_forms_of_extra_blockers_stay_refused(text):
    t = retexted("Hundred-Handed One", "Vigilance\n" + text)
    assert t.card is None and any("zombies" in r and text.replace("this creature", "~") in r
                                  for r in t.refusals), t.refusals


_BLOCK = '''
[scenario]
conditions = { "this creature is monstrous" = true }

[[object]]
id = "giant"
card = "Hundred-Handed One"

[[object]]
id = "attacker"
card = "Grizzly Bears"
controller = "opponent"
'''


def test_hundred_handed_one_monstrous_has_reach(write_model):
    text, _ = generated_card("Hundred-Handed One")
    assert verdict(write_model(text + _BLOCK + claim("has_ability(giant, 'reach')"))) == "proved"
    off = _BLOCK.replace("= true", "= false")
    assert verdict(write_model(text + off + claim("has_ability(giant, 'reach')", "refuted"))) == "refuted"


def test_a_block_beside_the_kept_extra_blockers_rule_is_refused(write_model):
    # 509.1b (CR 510.1 example: a creature that can block an additional creature blocking two attackers): how
    # many it may block is not followed, so a history with a block is refused, naming its line
    text, _ = generated_card("Hundred-Handed One")
    history = '[[event]]\nturn = "opponent"\n\n[[event]]\nstep = "combat"\n\n[[event]]\nattacks = "attacker"\n\n' \
              '[[event]]\nblocks = "giant"\nattacker = "attacker"\n'
    with pytest.raises(ModelError) as refused:
        load_scenario(write_model(text + _BLOCK + history + claim("on_battlefield(giant)")))
    assert "509.1" in str(refused.value) and "ninety-nine" in str(refused.value) and refused.value.line > 1


def test_benevolent_blessings_exception_is_refused():
    # 702.16p: "doesn't remove Auras and Equipment you control that are already attached": read once beside a
    # protection from the chosen colour kept by its words; with the colour read (`chosen_words`), the exception is
    # one the state-based actions would have to follow (704.5m), which the model does not: refused, naming it
    from verifier.cards.table import generate
    why = " ".join(map(str, generate("Benevolent Blessing")[1]))
    assert "words the parse does not account for" in why and "already attached to it" in why


@pytest.mark.parametrize("line", [
    # a quality the model follows (702.16c: the SBA would drop a red Aura): the exception is not followed, refused
    "Enchanted creature has protection from red. This effect doesn't remove Auras and Equipment you control that "
    "are already attached to it.",
    # another exception than the parse's (Auras only)
    "Enchanted creature has protection from the chosen color. This effect doesn't remove Auras you control that "
    "are already attached to it.",
])
def test_near_forms_of_the_exception_stay_refused(line):
    t = retexted("Benevolent Blessing", "Flash\nEnchant creature\nAs this Aura enters, choose a color.\n" + line)
    assert t.card is None and any("words the parse does not account for" in r and line in r
                                  for r in t.refusals), t.refusals


_BLESSED = '''
[scenario]

[[object]]
id = "bear"
card = "Grizzly Bears"

[[object]]
id = "blessing"
card = "Benevolent Blessing"
attached_to = "bear"
'''


@pytest.mark.parametrize("name", ["Hundred-Handed One", "Mammoth Harness"])
def test_each_new_card_loads_and_is_used(name, write_model):
    from verifier.cards.trial import scenario
    text, _ = generated_card(name)
    assert verdict(write_model(scenario(name, text))) == "proved"


HARNESS = ("Whenever enchanted creature blocks or becomes blocked by a creature, the other creature gains first strike "
           "until end of turn")


def test_the_other_creature_of_a_block_is_the_triggers_creature():
    # 509.1h, 603.2: read as "that creature" is (the creature on the other side of the block, the scenario's to name)
    _, card = generated_card("Mammoth Harness")
    assert card["resolves"] == [{"ability": HARNESS, "until": "end of turn", "layer6": {"add_abilities": ["first strike"]}}]
    assert card["static"][0]["layer6"] == {"remove_abilities": ["flying"]}


@pytest.mark.parametrize("line", [
    "Whenever enchanted creature blocks a creature, the other creature gets -1/-1 until end of turn.",
    "Whenever enchanted creature becomes blocked by a creature, the other creature loses flying until end of turn.",
])
def test_the_other_creature_of_each_blocking_trigger_reads(line):
    t = retexted("Mammoth Harness", "Enchant creature\nEnchanted creature loses flying.\n" + line)
    assert t.card is not None and t.card["resolves"][0]["ability"] == line.rstrip("."), t.refusals


@pytest.mark.parametrize("line, word", [
    # not a block: who "the other creature" is, the parse does not say
    ("Whenever enchanted creature fights a creature, the other creature gains first strike until end of turn.",
     "other"),
    # one or more blockers: the parse drops the number
    ("Whenever enchanted creature blocks or becomes blocked by one or more creatures, the other creature gains first "
     "strike until end of turn.", "more"),
])
def test_near_forms_of_the_other_creature_stay_refused_or_kept_unread(line, word):
    # the trigger kept by its text unread (113.1, the card's not_followed), the word named in its note
    t = retexted("Mammoth Harness", "Enchant creature\nEnchanted creature loses flying.\n" + line)
    assert kept_unread(t, line.rstrip("."), word), (t.notes, t.refusals)


def test_mammoth_harness_gives_first_strike_to_the_other_creature_only(write_model):
    # by the card's words: the enchanted creature loses flying, and the creature it blocks gains first strike; the
    # enchanted creature itself does not
    text, card = generated_card("Mammoth Harness")
    body = text + f'''
[scenario]

[[object]]
id = "bear"
card = "Grizzly Bears"

[[object]]
id = "harness"
card = "Mammoth Harness"
attached_to = "bear"

[[object]]
id = "attacker"
card = "Grizzly Bears"
controller = "opponent"

[[effect]]
id = "e"
card = "Mammoth Harness"
ability = "{HARNESS}"
ability_of = "harness"
targets = ["attacker"]
'''
    expr = "has_ability(attacker, 'first strike') and not has_ability(bear, 'first strike')"
    assert verdict(write_model(body + claim(expr))) == "proved"


_OWN_AURA = "Enchant creature\nAs this Aura enters, choose a color.\nEnchanted creature has protection from {}. " \
            "This effect doesn't remove this Aura."


@pytest.mark.parametrize("quality", ["red", "creatures", "everything"])
def test_an_aura_s_own_exception_beside_a_followed_protection_is_kept(quality):
    # 702.16n, 704.5m: beside a protection the model follows, the state-based action spares the Aura the clause
    # keeps (round S1: keeps_source_attached, tests/test_oracle_round_s1.py)
    t = retexted("Floating Shield", _OWN_AURA.format(quality))
    assert t.card is not None, t.refusals
    static = next(s for s in t.card["static"] if "layer6" in s)
    assert static["keeps_source_attached"] is True and static["affects"]["attached"] is True


def test_an_aura_s_own_exception_beside_the_chosen_color_is_read(write_model):
    # 702.16n: Floating Shield stays on the creature it gives protection from the chosen colour
    assert retexted("Floating Shield", _OWN_AURA.format("the chosen color")).card is not None
    text, _ = generated_card("Floating Shield")
    blessed = _BLESSED.replace("Benevolent Blessing", "Floating Shield").replace(
        'attached_to = "bear"', 'attached_to = "bear"\nchosen = "white"')
    assert verdict(write_model(text + blessed + claim("attached(blessing, bear)"))) == "proved"
