"""Oracle forms of the development half (issue 24, round P2): "protection from A and from B as
long as ..." as two protection abilities under the static's condition (702.16g, 702.16a); and a
trigger's intervening "if" phase.rs could not read (603.4), the effect after it parsed again
without it and the condition kept by its words, which a [[trigger]] table following the ability
must state as its `if` (`verifier.load.trigger_text`); a trigger creating a token that's a copy
of the creature that triggered it, which it does not target (707.2, 608.2h), kept by its text, the
loader refusing a history that resolves it with the token or passes it by (`verifier.cards.copy_triggers`).  Skipped where the `cards` extra is absent."""
import json

import pytest

from conftest import claim, generated_card, kept_unread, retexted, trial_body, verdict
from verifier.errors import ModelError
from verifier.load.loader import load_scenario

pytest.importorskip("phase")
pytest.importorskip("mtg")

from verifier.cards.table import generate  # noqa: E402

_THRESHOLD = "there are seven or more cards in your graveyard"


def test_masked_gorgon_has_two_protections_under_threshold():
    # "Threshold — This creature has protection from green and from white as long as there are seven or more
    # cards in your graveyard." (702.16g: two protection abilities)
    _, card = generated_card("Masked Gorgon")
    static = card["static"][1]
    assert static["condition"] == _THRESHOLD and static["affects"] == {"self": True}
    assert static["layer6"] == {"add_abilities": ["Protection from green", "Protection from white"]}
    # its first line, unchanged: green creatures and white creatures have protection from Gorgons
    assert card["static"][0]["affects"] == {"types": ["creature"], "colors": ["green", "white"]}


def test_a_protection_from_the_chosen_player_beside_stays_refused():
    # 702.16k: protection from a player is not read; the line is refused, naming it
    line = "This creature has protection from green and from the chosen player as long as you control an artifact."
    out = retexted("Masked Gorgon", line)
    assert out.card is None and any("protection from ChosenPlayer" in r and line in r for r in out.refusals)


def _gorgon(write_model, threshold: bool, extra: str = "", expr: str = "true") -> str:
    text, _ = generated_card("Masked Gorgon")
    return write_model(text + f'''
[scenario]
turn = "you"
conditions = {{ "{_THRESHOLD}" = {str(threshold).lower()} }}

[[object]]
id = "g"
card = "Masked Gorgon"
''' + extra + claim(expr))


_BOTH = "has_ability(g, 'Protection from green') and has_ability(g, 'Protection from white')"


def test_masked_gorgon_loads_and_has_both_protections_only_with_threshold(write_model):
    # 702.16g: two protection abilities, each had as long as the condition holds (611.3a)
    assert verdict(_gorgon(write_model, True, expr=_BOTH)) == "proved"
    assert verdict(_gorgon(write_model, False, expr="not has_ability(g, 'Protection from green') and "
                                                    "not has_ability(g, 'Protection from white')")) == "proved"


def test_an_aura_on_masked_gorgon_is_refused_beside_protection_from_gorgons(write_model):
    # 702.16a, 702.16c: protection from a subtype changes what may stay attached in a way the model does not read
    # (`verifier.load.attachments`): Conclave's Blessing, white, on the Gorgon is refused, not left attached
    aura = '\n[[object]]\nid = "blessing"\ncard = "Conclave\'s Blessing"\nattached_to = "g"\n'
    with pytest.raises(ModelError) as err:
        load_scenario(_gorgon(write_model, True, aura))
    assert "Protection from Gorgons" in err.value.message


def test_evolving_adaptive_keeps_its_intervening_if_trigger_by_text():
    # "Whenever another creature you control enters, if that creature has greater power or toughness than this
    # creature, put an oil counter on this creature." (603.4): its counter is the history's
    text, card = generated_card("Evolving Adaptive")
    line = ("Whenever another creature you control enters, if that creature has greater power or toughness than "
            "this creature, put an oil counter on this creature")
    assert line in card["abilities"] and "resolves" not in card and "not followed: PutCounter" in text
    assert card["enters_with_counters"] == {"oil": 1}
    assert card["static"][0]["layer7c"] == {"power": {"counters": "oil", "on": "source"},
                                            "toughness": {"counters": "oil", "on": "source"}}


_TRIGGER = '''
[[object]]
id = "big"
card = "Grizzly Bears"
zone = "hand"

[[trigger]]
id = "t"
source = "x"
ability = "Whenever another creature you control enters, if that creature has greater power or toughness than this creature, put an oil counter on this creature"
when = "enters"
of = { types = ["creature"], other = true, controller = "you" }
counters_on = "x"
counters = { oil = 1 }
{if}
[[event]]
enters = "big"

[[event]]
resolves = "t"
'''


def _adaptive(write_model, said_if: str) -> str:
    # it entered with one oil counter: a 1/1 (the board states it, 614.1c)
    text, _ = generated_card("Evolving Adaptive")
    board = '\n[scenario]\nturn = "you"\n\n[[object]]\nid = "x"\ncard = "Evolving Adaptive"\ncounters = { oil = 1 }\n'
    return write_model(text + board + _TRIGGER.replace("{if}", said_if) +
                       claim("counters(x, 'oil') == 2 and power(x) == 2 and toughness(x) == 2"))


def test_evolving_adaptive_loads_and_grows_with_its_trigger(write_model):
    # it entered with one oil counter (a 1/1); a 2/2 Bear enters, greater power: one more oil counter, a 2/2
    assert verdict(_adaptive(write_model, 'if = "power(big) > power(x) or toughness(big) > toughness(x)"\n')) == \
        "proved"


def test_its_trigger_without_the_intervening_if_is_refused(write_model):
    # 603.4: the condition is checked as it triggers and as it resolves; a table not stating it is refused
    with pytest.raises(ModelError) as err:
        load_scenario(_adaptive(write_model, ""))
    assert "intervening" in err.value.message


def test_an_if_after_the_effect_is_no_intervening_if_and_stays_unread():
    # 603.4: only an "if" right after the trigger condition is one; Mace of Disruption's "it perpetually gets +1/+0
    # if it has the same name ..." is not read: kept by its text in the card's not_followed (113.1), every use refused
    assert kept_unread(generate("Mace of Disruption"), "perpetually gets +1/+0 if it has the same name",
                       "effect 'Unimplemented' not translated")


@pytest.mark.parametrize("name", ["Masked Gorgon", "Evolving Adaptive", "Hofri Ghostforge", "Shelob, Child of Ungoliant",
                                  "Firion, Wild Rose Warrior"])
def test_each_newly_translated_card_loads_in_its_trial(write_model, name):
    text, _ = generated_card(name)
    assert verdict(write_model(trial_body(name, text) + claim("on_battlefield(bear)"))) == "proved"


def test_its_intervening_if_false_as_it_resolves_does_nothing(write_model):
    # CR 603.4 (its example: Felidar Sovereign's condition checked again as the ability resolves): the Bear entered
    # greater than the 1/1, then an effect makes this a 3/3 before the trigger resolves: it does nothing (one oil
    # counter, a 3/3); the same history without the effect gives the counter
    said = 'if = "power(big) > power(x) or toughness(big) > toughness(x)"\n'
    pump = ('\n[[effect]]\nid = "pump"\ntargets = ["x"]\nlayer7c = { power = 2, toughness = 2 }\nuntil = "end of turn"\n'
            '\n[[event]]\nstarts = "pump"\n')
    path = _adaptive(write_model, said)
    text = path.read_text()
    resolving = '[[event]]\nresolves = "t"\n'
    assert resolving in text
    path.write_text(text.replace(resolving, pump + "\n" + resolving).replace(
        "counters(x, 'oil') == 2 and power(x) == 2 and toughness(x) == 2",
        "counters(x, 'oil') == 1 and power(x) == 3 and toughness(x) == 3"))
    assert verdict(path) == "proved"


_HOFRI = ("Whenever another nontoken creature you control dies, exile it. If you do, create a token that's a copy of that "
          "creature, except it's a Spirit in addition to its other types and it has \"When this token leaves the "
          "battlefield, return the exiled card to its owner's graveyard.\"")


def test_hofri_and_shelob_keep_their_copy_triggers_by_text():
    text, card = generated_card("Hofri Ghostforge")
    assert card["abilities"] == [_HOFRI] and "resolves" not in card and "707.2, 608.2h" in text
    assert card["static"] == [{"ability": "Hofri Ghostforge", "affects": {"subtypes": ["Spirit"], "controller": "you"},
                               "layer7c": {"power": 1, "toughness": 1},
                               "layer6": {"add_abilities": ["trample", "haste"]}}]
    text, card = generated_card("Shelob, Child of Ungoliant")
    assert card["abilities"][:2] == ["deathtouch", "Ward {2}"] and "707.2, 608.2h" in text
    assert card["abilities"][2].startswith("Whenever another creature dealt damage this turn by a Spider you controlled "
                                           "dies, create a token that's a copy of that creature, except")
    assert card["static"][0]["affects"] == {"subtypes": ["Spider"], "controller": "you", "other": True}
    assert card["static"][0]["layer6"] == {"add_abilities": ["deathtouch", "Ward {2}"]}


def test_firions_copy_trigger_is_kept_by_text_with_its_delayed_sacrifice_noted():
    # (tests/test_oracle_round_n1.py had it refused for its exception, a quoted ability, which only the token has)
    text, card = generated_card("Firion, Wild Rose Warrior")
    assert card["abilities"][0].startswith("Whenever a nontoken Equipment you control enters, create a token that's a "
                                           "copy of it, except it has") and "resolves" not in card
    assert "707.2, 608.2h" in text and "a delayed trigger's Sacrifice" in text
    assert card["static"][0]["affects"] == {"types": ["creature"], "controller": "you", "equipped": True}


def test_a_copy_trigger_with_an_effect_after_it_stays_unread():
    # an instruction after the copy ("Creatures you control get +1/+1 until end of turn.") would be an [[effect]] the
    # model applies without the token the ability creates beside it: not read, the trigger kept by its text in the
    # card's not_followed (113.1), every use refused
    line = ("Whenever another creature you control dies, create a token that's a copy of that creature. Creatures you "
            "control get +1/+1 until end of turn.")
    out = retexted("Hofri Ghostforge", line)
    assert kept_unread(out, line.rstrip("."), "copy token of an object it does not target"), out.notes


def test_brenards_food_or_golem_creatures_stay_refused():
    # 205.3: "Each creature you control that's a Food or a Golem": phase.rs reads the Food branch as artifacts (a
    # noncreature Food would get +2/+2 and trample): refused, naming the line
    text, refusals = generate("Brenard, Ginger Sculptor")
    assert text is None and any("Each creature you control that's a Food or a Golem" in r for r in refusals), refusals


_SPIRIT = '''
[[card]]
name = "Test Spirit"
types = ["creature"]
subtypes = ["Spirit"]
power = 1
toughness = 1
'''


def _hofri(write_model, events: str, expr: str) -> str:
    text, _ = generated_card("Hofri Ghostforge")
    return write_model(text + _SPIRIT + '''
[scenario]
turn = "you"

[[object]]
id = "h"
card = "Hofri Ghostforge"

[[object]]
id = "spirit"
card = "Test Spirit"

[[object]]
id = "bears"
card = "Grizzly Bears"
''' + events + claim(expr))


def test_hofri_loads_and_pumps_spirits(write_model):
    # "Spirits you control get +1/+1 and have trample and haste" (613.4c, 613.1f); not the Bears
    assert verdict(_hofri(write_model, "", "power(spirit) == 2 and toughness(spirit) == 2 and has_ability(spirit, "
                                           "'trample') and has_ability(spirit, 'haste') and power(bears) == 2 and "
                                           "not has_ability(bears, 'haste')")) == "proved"


def test_a_history_passing_hofris_trigger_is_refused(write_model):
    # 603.3, 500.2: the Bears died, so the copy trigger waits on the stack; a step beginning without it resolving
    # would pass it as if it never triggered
    with pytest.raises(ModelError) as err:
        load_scenario(_hofri(write_model, '\n[[event]]\nleaves = "bears"\n\n[[event]]\nstep = "end"\n', "true"))
    assert "no [[trigger]] says it" in err.value.message


def test_a_history_resolving_hofris_trigger_is_refused(write_model):
    # 608.2c: "exile it" is no instruction a [[trigger]] table follows, and the copy of an untargeted creature is not
    # modelled (608.2h): its resolution is refused
    events = ('\n[[trigger]]\nid = "t"\nsource = "h"\nability = ' + json.dumps(_HOFRI) +
              '\nwhen = "dies"\nof = { types = ["creature"], token = false, other = true, controller = "you" }\n'
              '\n[[event]]\nleaves = "bears"\n\n[[event]]\nresolves = "t"\n')
    with pytest.raises(ModelError) as err:
        load_scenario(_hofri(write_model, events, "on_battlefield(h)"))
    assert "exile it" in err.value.message
