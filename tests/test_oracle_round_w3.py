"""Oracle forms of the development half (issue 24, round W3, effect kinds): a triggered ability
that earthbends (701.66a: target land you control becomes a 0/0 creature with haste in addition to
its other types, gets N +1/+1 counters, and a delayed trigger returns it to the battlefield tapped
when it dies or is exiled) is kept by its text with a note, as a manifest is: no moment of a
delayed [[trigger]] follows the return, so the loader refuses a [[trigger]] table following it
(`verifier/load/trigger_text.py`) and a history leaves the ability waiting on the stack once it may
have triggered (`verifier/load/unsaid_triggers.py`).  A spell's earthbend stays refused; an
activated ability's, an optional one, and one beside an effect the card's table would apply stay
refused or are kept by their text unread (the card's not_followed, 113.1), every use refused.

And an activated or triggered ability that puts a card onto the battlefield from a graveyard or a
hand, then changes that new permanent ("That creature is black ...", "That creature gains haste
...": 400.7, 611.2c), is kept by its text with a note (`verifier/cards/put_changed.py`): the
loader refuses an [[ability]] resolving it and a [[trigger]] table following it; a history tells
it by the card's event and the effect written out.  A spell's and a loyalty ability's stay
refused.  Skipped where the `cards` extra is absent."""
import re

import pytest

from conftest import claim, generated_card, kept_unread, trial_body, verdict
from verifier.errors import ModelError
from verifier.load.loader import load_scenario

pytest.importorskip("phase")
pytest.importorskip("mtg")

from verifier.cards import oracle  # noqa: E402
from verifier.cards.table import generate  # noqa: E402
from verifier.cards.translate import translate  # noqa: E402
from test_oracle_round_k_c import _made_up, _refusal  # noqa: E402  (a made-up card's refusals, a load's)

BADGERMOLE = "When this creature enters, earthbend 2"


def _refused_or_kept(text: str, types: str, part: str, refusal: str) -> None:
    """A made-up card's line not read: a spell's refused, naming it; an activated or triggered ability of a
    permanent card kept by its text in the card's not_followed (113.1), every use of it refused, the note
    naming why (`test_oracle_round_k_c._made_up`'s card)."""
    if "Creature" not in types:
        refusals = _made_up(text, types)
        assert refusals and refusals[0].startswith(refusal) and part in refusals[0], refusals
        return
    rec = {"name": "Made Up", "manaCost": "{2}", "type": f"{types} — Bear", "types": types.split(), "text": text,
           "layout": "normal", "power": "2", "toughness": "2", "subtypes": ["Bear"]}
    out = translate(rec, oracle.face(rec))
    assert not out.refusals and kept_unread(out, part, refusal), (out.refusals, out.notes)


@pytest.mark.parametrize("name, ability, static", [
    ("Toph, the First Metalbender", "At the beginning of your end step, earthbend 2",
     {"affects": {"types": ["artifact"], "controller": "you", "token": False}, "layer4": {"add_types": ["land"]}}),
    # (the development audit found its earthbend kept as an inert ability: refused since, until this round)
    ("Badgermole", BADGERMOLE,
     {"affects": {"types": ["creature"], "controller": "you", "counters": ["+1/+1"]},
      "layer6": {"add_abilities": ["trample"]}}),
])
def test_a_trigger_that_earthbends_is_kept_by_its_text(name, ability, static):
    text, card = generated_card(name)
    assert card["abilities"] == [ability] and not card.get("resolves")  # (nothing it does is a resolved effect)
    assert "not followed: Earthbend in" in text and "(701.66a: target land you control becomes a 0/0 creature" in text
    assert "the loader refuses a [[trigger]] table following it" in text
    assert {k: v for k, v in card["static"][0].items() if k in static} == static  # its other line read as before


@pytest.mark.parametrize("text, types, refusal", [
    ("Earthbend 3.", "Sorcery", "effect 'Animate' not translated"),  # a spell's: no [[trigger]] guard
    ("{2}{G}: Earthbend 2. Activate only as a sorcery.", "Creature", "effect 'Animate' not translated"),
    # an effect the card's table would apply beside the animation no history follows
    ("When this creature enters, earthbend 2. Creatures you control get +1/+0 until end of turn.", "Creature",
     "an effect beside an earthbend not translated"),
])
def test_an_earthbend_that_no_trigger_guard_holds_stays_refused_or_unread(text, types, refusal):
    # a spell's refused; an ability's kept unread (113.1, not_followed)
    _refused_or_kept(text, types, text.split(".")[0], refusal)


def test_each_card_loads_and_is_put_to_use(write_model):
    # Toph: a nontoken artifact its controller controls is a land too; Badgermole: a creature with a +1/+1 counter
    # has trample (the trial's bear is Grizzly Bears, which has none)
    text, _ = generated_card("Toph, the First Metalbender")
    board = ('\n[[object]]\nid = "rock"\ncard = "Sol Ring"\n\n[[object]]\nid = "copy"\ncard = "Sol Ring"\n'
             'token = true\n')
    body = trial_body("Toph, the First Metalbender", text) + board
    assert verdict(write_model(body + claim("has_type(rock, 'land') and has_type(rock, 'artifact')"))) == "proved"
    assert verdict(write_model(body + claim("has_type(copy, 'land')", "refuted"))) == "refuted"
    text, _ = generated_card("Badgermole")
    body = trial_body("Badgermole", text)
    assert verdict(write_model(body + claim("has_ability(x, 'trample')", "refuted"))) == "refuted"
    body = body.replace('id = "bear"', 'id = "bear"\ncounters = { "+1/+1" = 1 }', 1)
    assert verdict(write_model(body + claim("has_ability(bear, 'trample') and power(bear) == 3"))) == "proved"


_BADGERMOLE_ENTERS = '''
[scenario]
turn = "you"

[[object]]
id = "mole"
card = "Badgermole"
zone = "hand"

[[object]]
id = "forest"
card = "Forest"

[[event]]
enters = "mole"
'''


@pytest.mark.parametrize("events, said", [
    # 701.66a: no key of a [[trigger]] follows the animation and its delayed return: a table saying the ability
    # triggered is refused, never read as doing only what its keys say
    (f'\n[[trigger]]\nid = "t"\nsource = "mole"\nability = "{BADGERMOLE}"\nwhen = "enters"\n'
     'of = { self = true }\n', "earthbends (701.66a"),
    # 603.3, 500.2: once Badgermole entered its trigger waits on the stack; a step can't begin before it resolves,
    # so no history shows the Forest still a plain land at the end step
    ('\n[[event]]\nstep = "end"\n', "earthbend 2"),
])
def test_a_history_following_the_earthbend_is_refused(write_model, events, said):
    text = generated_card("Badgermole")[0] + _BADGERMOLE_ENTERS + events + claim("not has_type(forest, 'creature')")
    assert said in _refusal(write_model, text)


def test_the_reminder_text_says_what_the_rules_and_the_note_say():
    # a check apart from phase.rs's parse: each card's printed reminder text (MTGJSON) and CR 701.66a give the same
    # three parts the note names: a 0/0 creature with haste still a land, N +1/+1 counters, the return tapped
    rule = next(line for line in open("/work/shared/reference/comprehensive-rules.txt", encoding="utf-8")
                if line.startswith("701.66a"))
    assert "becomes a 0/0 land creature with haste in addition to its other types" in rule
    assert "When that land dies or is put into exile, return it to the battlefield tapped" in rule
    for name in ("Toph, the First Metalbender", "Badgermole"):
        reminder = re.search(r"earthbend 2\. \(([^)]*)\)", oracle.record(name)["text"])[1]
        assert reminder == ("Target land you control becomes a 0/0 creature with haste that's still a land. Put two "
                            "+1/+1 counters on it. When it dies or is exiled, return it to the battlefield tapped.")


def test_the_earthbent_land_of_701_66a_written_out(write_model):
    # CR 701.66a read by hand, no translator: earthbend 2 on a Forest is a 0/0 land creature with haste and two +1/+1
    # counters, a 2/2 still a Forest (613.4b, then 613.4c: the counters)
    scenario = ('[scenario]\nturn = "you"\n\n[[object]]\nid = "forest"\ncard = "Forest"\n'
                'counters = { "+1/+1" = 2 }\n\n[[effect]]\nid = "bend"\ntargets = ["forest"]\n'
                'layer4 = { add_types = ["creature"] }\nlayer6 = { add_abilities = ["haste"] }\n'
                'layer7b = { power = 0, toughness = 0 }\n')
    expr = ("power(forest) == 2 and toughness(forest) == 2 and has_type(forest, 'land') and "
            "has_subtype(forest, 'Forest') and has_ability(forest, 'haste')")
    assert verdict(write_model(scenario + claim(expr))) == "proved"


CHAINER = ("{B}{B}{B}, Pay 3 life: Put target creature card from a graveyard onto the battlefield under your control. "
           "That creature is black and is a Nightmare in addition to its other creature types")
SOULSTOKE = ("{1}{R}, {T}: You may put an Elemental creature card from your hand onto the battlefield. That creature "
             "gains haste until end of turn. Sacrifice it at the beginning of the next end step")


@pytest.mark.parametrize("name, ability, static", [
    ("Chainer, Dementia Master", CHAINER, {"affects": {"subtypes": ["Nightmare"]}, "layer7c": {"power": 1, "toughness": 1}}),
    ("Incandescent Soulstoke", SOULSTOKE,
     {"affects": {"types": ["creature"], "subtypes": ["Elemental"], "controller": "you", "other": True},
      "layer7c": {"power": 1, "toughness": 1}}),
])
def test_an_ability_putting_a_card_onto_the_battlefield_and_changing_it_is_kept_by_its_text(name, ability, static):
    text, card = generated_card(name)
    assert ability in card["abilities"] and not card.get("resolves")
    assert "puts a card onto the battlefield and changes that new permanent (400.7" in text
    assert "an [[ability]] resolving it and a [[trigger]] table following it" in text
    assert card["static"] == [{"ability": name, **static}]


@pytest.mark.parametrize("text, types, refusal", [
    # a spell's: no guard reads it where it resolves
    ("Return target creature card from your graveyard to the battlefield. That creature is a black Zombie in "
     "addition to its other colors and types.", "Sorcery", "effect 'ChangeZone' not translated"),
    # the effect under a condition of its own
    ("{2}{B}: Return target creature card from your graveyard to the battlefield. If it's a Zombie, that creature "
     "gains haste until end of turn.", "Creature", "effect 'ChangeZone' not translated"),
])
def test_a_put_card_changed_where_no_guard_reads_it_stays_refused_or_unread(text, types, refusal):
    # a spell's refused; an ability's kept unread (113.1, not_followed)
    _refused_or_kept(text, types, text.split(".")[0].split(": ")[-1], refusal)


def test_a_loyalty_ability_putting_a_card_and_changing_it_stays_refused():
    # 606.4: a [[loyalty]] table names the ability by its cost, so no guard reads its words
    text, refusals = generate("Sorin, Vengeful Bloodlord")
    assert text is None and refusals[0].startswith("effect 'ChangeZone' not translated: '[−X]: Return target"), refusals


_ELEMENTAL = '''
[[card]]
name = "Test Elemental"
types = ["creature"]
subtypes = ["Elemental"]
mana_cost = "{1}{R}"
mana_value = 2
colors = ["red"]
power = 2
toughness = 2
'''

_SOULSTOKE = '''
[scenario]
turn = "you"

[[object]]
id = "stoke"
card = "Incandescent Soulstoke"

[[object]]
id = "elemental"
card = "Test Elemental"
zone = "hand"

[[object]]
id = "mountain"
card = "Mountain"
'''


def test_the_resolution_told_by_its_events_and_its_effect_written_out(write_model):
    # the card's enters event, then the haste it gains written out as an effect of the ability (611.2c: it applies
    # to the creature put, determined as it begins); the Soulstoke's static gives the other Elemental +1/+1
    text, _ = generated_card("Incandescent Soulstoke")
    told = ('\n[[effect]]\nid = "haste"\nability_of = "stoke"\ntargets = ["elemental"]\n'
            'layer6 = { add_abilities = ["haste"] }\nuntil = "end of turn"\n\n[[event]]\nenters = "elemental"\n'
            'label = "put"\n\n[[event]]\nstarts = "haste"\n')
    expr = "power(elemental) == 3 and toughness(elemental) == 3 and has_ability(elemental, 'haste')"
    assert verdict(write_model(text + _ELEMENTAL + _SOULSTOKE + told + claim(expr))) == "proved"


def test_an_ability_table_resolving_it_is_refused(write_model):
    text, _ = generated_card("Incandescent Soulstoke")
    table = (f'\n[[ability]]\nid = "a"\nsource = "stoke"\nability = "{SOULSTOKE}"\neffects = []\n\n'
             '[[event]]\ntap = "mountain"\n\n[[event]]\nactivate = "a"\n\n[[event]]\nresolves = "a"\n')
    with pytest.raises(ModelError) as err:
        load_scenario(write_model(text + _ELEMENTAL + _SOULSTOKE + table + claim("true")))
    assert "puts a card onto the battlefield and changes that new permanent" in err.value.message, err.value.message


def test_a_trigger_table_following_such_a_trigger_is_refused(write_model):
    # a made-up trigger of the same form: kept by its text, its [[trigger]] table refused
    ability = ("When this creature enters, return target creature card from your graveyard to the battlefield. That "
               "creature gains haste until end of turn")
    rec = {"name": "Made Up", "manaCost": "{2}", "type": "Creature — Bear", "types": ["Creature"],
           "subtypes": ["Bear"], "power": "2", "toughness": "2", "text": ability + ".", "layout": "normal"}
    translation = translate(rec, oracle.face(rec))
    assert translation.refusals == [] and ability in translation.card["abilities"], translation.refusals
    scenario = (_SOULSTOKE.replace('"Incandescent Soulstoke"', '"Grizzly Bears"') +
                f'\n[[trigger]]\nid = "t"\nsource = "stoke"\nability = "{ability}"\nwhen = "enters"\n'
                'of = { self = true }\n' + claim("true"))
    scenario = scenario.replace('[scenario]', '[[card]]\nname = "Grizzly Bears 2"\ntypes = ["creature"]\n'
                                'power = 2\ntoughness = 2\nmana_cost = "{2}"\nmana_value = 2\ncolors = []\n'
                                f'abilities = ["{ability}"]\n\n[scenario]').replace('"Grizzly Bears"', '"Grizzly Bears 2"')
    with pytest.raises(ModelError) as err:
        load_scenario(write_model(_ELEMENTAL + scenario))
    assert "puts a card onto the battlefield and changes that new permanent" in err.value.message, err.value.message


def test_the_611_2c_example_an_effect_begun_before_a_creature_enters_does_not_apply_to_it(write_model):
    # CR 611.2c's example, written by hand: "All white creatures get +1/+1 until end of turn" does not affect one that
    # enters afterward, so the effect on a card put onto the battlefield must begin after its event (as told above)
    scenario = ('[scenario]\nturn = "you"\n\n[[object]]\nid = "old"\ncard = "Serra Angel"\n\n[[object]]\n'
                'id = "new"\ncard = "Serra Angel"\nzone = "hand"\n\n[[effect]]\nid = "anthem"\n'
                'affects = { types = ["creature"], colors = ["white"] }\nlayer7c = { power = 1, toughness = 1 }\n'
                'until = "end of turn"\n\n[[event]]\nstarts = "anthem"\n\n[[event]]\nenters = "new"\n')
    assert verdict(write_model(scenario + claim("power(old) == 5 and power(new) == 4"))) == "proved"
