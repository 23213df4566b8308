"""Oracle forms of the development half (issue 24, round O4): counts of what is attached to the
ability's own object however phase.rs names it (301.5, 303.4); "each other X" counted for each
object it applies to when every one of those is an X (613.4c); "~ and enchanted creature each
get ..." as two effects of the one ability (303.4d); two counts added to one characteristic in
7c as parts of their own (613.4c).  Skipped where the `cards` extra is absent."""
import pytest

from conftest import claim, generated_card, retexted, trial_body, verdict

pytest.importorskip("phase")
pytest.importorskip("mtg")

from verifier.cards.table import generate  # noqa: E402


def _refused(name: str, words: str) -> None:
    text, refusals = generate(name)
    assert text is None and any(words in r for r in refusals), refusals


def _holds(write_model, name: str, body: str, expr: str, at: str = "") -> bool:
    """Whether a claim is proved on the scenario `body` beside the card `name` generated from its Oracle text."""
    text, _ = generated_card(name)
    return verdict(write_model(text + body + claim(expr, extra=f'at = "{at}"' if at else ""))) == "proved"


def _counted(count: dict, **more) -> dict:
    return {"power": {"count": count, **more}, "toughness": {"count": count, **more}}


# --- what is attached to the ability's own object, "attached to him" (301.5) as "attached to it" ---

def test_equipment_attached_to_him_is_counted_on_the_source():
    _, card = generated_card("Winter Soldier, Icy Assassin")
    assert card["static"] == [{"ability": "Winter Soldier, Icy Assassin", "affects": {"self": True}, "layer7c": {
        "power": {"count": {"subtypes": ["Equipment"]}, "attached_to": "source", "times": 2}}}]


def test_equipment_attached_to_this_creature_pumps_others():
    # Armament Master: "Other Kor creatures you control get +2/+2 for each Equipment attached to this creature."
    _, card = generated_card("Armament Master")
    each = {"count": {"subtypes": ["Equipment"]}, "attached_to": "source", "times": 2}
    assert card["static"][0]["affects"] == {"types": ["creature"], "subtypes": ["Kor"], "controller": "you",
                                            "other": True}
    assert card["static"][0]["layer7c"] == {"power": each, "toughness": each}


def test_armament_master_counts_its_own_equipment(write_model):
    text, _ = generated_card("Armament Master")
    kor = '[[card]]\nname = "Kor Trial"\ntypes = ["creature"]\nsubtypes = ["Kor"]\npower = 1\ntoughness = 1\n\n'
    body = kor + trial_body("Armament Master", text) + \
        '\n[[object]]\nid = "kor"\ncard = "Kor Trial"\n\n[[object]]\nid = "split"\ncard = "Bonesplitter"\n' \
        'attached_to = "x"\n\n[[object]]\nid = "split-2"\ncard = "Bonesplitter"\nattached_to = "kor"\n'
    # the Kor: 1/1, +2/+0 from its own Bonesplitter, +2/+2 for the one Equipment on the Master: 5/3
    assert verdict(write_model(body + claim("power(kor) == 5 and toughness(kor) == 3"))) == "proved"


def test_auras_attached_to_it_still_read():  # the form read before (AttachedToRecipient)
    _, card = generated_card("Kor Spiritdancer")
    assert card["static"][0]["layer7c"]["power"] == {"count": {"subtypes": ["Aura"]}, "attached_to": "source",
                                                     "times": 2}


def test_attached_to_each_one_it_applies_to_stays_refused():
    # "Each creature you control gets +2/+0 for each Equipment attached to it": attached to each one it applies to
    # (what an Aura's own host has attached is read since round Y1: tests/test_oracle_round_y1.py)
    _refused("Bruenor Battlehammer", "a count of what is attached to an object other than the ability's source")


def test_winter_soldier_counts_each_equipment_attached(write_model):
    text, _ = generated_card("Winter Soldier, Icy Assassin")
    body = trial_body("Winter Soldier, Icy Assassin", text) + '''
[[object]]
id = "split"
card = "Bonesplitter"
attached_to = "x"

[[object]]
id = "hammer"
card = "Colossus Hammer"
attached_to = "x"

[[object]]
id = "split-2"
card = "Bonesplitter"
attached_to = "bear"
'''
    # 2 printed, +2 and +10 from the two Equipment's own abilities, +2/+0 for each of the two attached (not the
    # Bonesplitter on the Bears)
    assert verdict(write_model(body + claim("power(x) == 18 and toughness(x) == 12"))) == "proved"


# --- "each other Sliver": all of them less the one it applies to, which is always one (613.4c) ---

def test_each_other_sliver_is_all_slivers_less_one():
    _, card = generated_card("Sliver Legion")
    assert card["static"] == [{"ability": "Sliver Legion", "affects": {"types": ["creature"], "subtypes": ["Sliver"]},
                               "layer7c": _counted({"subtypes": ["Sliver"]}, plus=-1)}]


def test_each_other_of_a_set_wider_than_the_count_stays_refused():
    # "All creatures get +1/+1 for each other Sliver": a creature that is no Sliver is not among those counted
    t = retexted("Sliver Legion", "All creatures get +1/+1 for each other Sliver on the battlefield.")
    assert t.refusals and "a count of objects other than each one the effect applies to" in t.refusals[0]


def test_each_other_goblin_you_control_is_read_alike():
    t = retexted("Sliver Legion", "Each Goblin creature you control gets +1/+1 for each other Goblin you control.")
    assert t.card["static"][0]["layer7c"] == _counted({"subtypes": ["Goblin"], "controller": "you"}, plus=-1)


_LEGION = '''[scenario]
name = "Sliver Legion ruling 2021-03-19 (3)"

[[object]]
id = "legion"
card = "Sliver Legion"

[[object]]
id = "s1"
card = "Leeching Sliver"

[[object]]
id = "s2"
card = "Leeching Sliver"
'''


def test_sliver_legion_ruling_each_gets_plus_two(write_model):
    # Sliver Legion ruling 2021-03-19: "If Sliver Legion and two other Slivers are on the battlefield, for example,
    # each of them gets +2/+2."
    assert _holds(write_model, "Sliver Legion", _LEGION, "power(legion) == 9 and toughness(legion) == 9 and "
                                                         "power(s1) == 3 and toughness(s2) == 3")


def test_sliver_legion_alone_gets_nothing(write_model):
    assert _holds(write_model, "Sliver Legion", _LEGION.split("[[object]]\nid = \"s1\"")[0], "power(legion) == 7")


# --- "This creature and enchanted creature each get ...": two effects, on itself and on its host ---

def test_itself_and_enchanted_creature_with_two_counts():
    text, card = generated_card("Eidolon of Countless Battles")
    creatures, auras = {"types": ["creature"], "controller": "you"}, {"subtypes": ["Aura"], "controller": "you"}
    assert [(s["affects"], s["layer7c"]) for s in card["static"]] == [
        ({"self": True}, _counted(creatures)), ({"self": True}, _counted(auras)),
        ({"types": ["creature"], "attached": True}, _counted(creatures)),
        ({"types": ["creature"], "attached": True}, _counted(auras))]
    assert "bestow" in text  # (its note: what of bestow the card table leaves to a history)


def test_itself_and_enchanted_creature_with_a_number_given():
    # Nighthowler: "This creature and enchanted creature each get +X/+X, where X is the number of creature cards in
    # all graveyards"
    _, card = generated_card("Nighthowler")
    x = {"number": "the number of creature cards in all graveyards"}
    assert [(s["affects"], s["layer7c"]) for s in card["static"]] == [
        ({"self": True}, {"power": x, "toughness": x}),
        ({"types": ["creature"], "attached": True}, {"power": x, "toughness": x})]


def test_two_counts_of_a_set_characteristic_stay_refused():
    # two amounts for one characteristic outside 7c, or counting power: a sum the model's one amount does not hold
    from verifier.cards.refusal import Refusal
    from verifier.cards.statics import _add_apart
    with pytest.raises(Refusal, match="two amounts of one layer7b power"):
        _add_apart("line", "layer7b", "power", {"count": {}}, {"count": {"types": ["land"]}}, [])
    with pytest.raises(Refusal, match="two amounts of one layer7c power"):
        _add_apart("line", "layer7c", "power", {"count": {}}, {"count": {"power_at_least": 3}}, [])


_EIDOLON = '''[scenario]
name = "Eidolon of Countless Battles ruling 2014-02-01 (7)"
turn = "you"

[[object]]
id = "bears"
card = "Grizzly Bears"

[[object]]
id = "eidolon"
card = "Eidolon of Countless Battles"
zone = "hand"
''' + "".join(f'\n[[object]]\nid = "plains-{i}"\ncard = "Plains"\n' for i in range(4)) + '''
[[event]]
cast = "eidolon"
bestow = true
targets = ["bears"]

[[event]]
resolves = "eidolon"
label = "bestowed"
'''


def test_bestowed_eidolon_counts_once_as_an_aura(write_model):
    # Eidolon of Countless Battles ruling 2014-02-01: a permanent with bestow is a creature or an Aura, not both,
    # so the bestowed Eidolon adds just +1/+1 (as an Aura) to the creature it enchants: the Bears, the one creature
    # you control, get +1/+1 for it and +1/+1 for the Eidolon: 4/4
    assert _holds(write_model, "Eidolon of Countless Battles", _EIDOLON, "power(bears) == 4 and toughness(bears) == 4",
                  at="bestowed")


def test_eidolon_as_a_creature_counts_itself(write_model):
    # unbestowed: two creatures you control (it and the Bears) and no Aura: 2/2
    body = '[scenario]\nname = "e"\n\n[[object]]\nid = "bears"\ncard = "Grizzly Bears"\n\n' \
        '[[object]]\nid = "eidolon"\ncard = "Eidolon of Countless Battles"\n'
    assert _holds(write_model, "Eidolon of Countless Battles", body, "power(eidolon) == 2 and power(bears) == 2")


# --- a triggered keyword granted with a counted parameter, kept by its words (702.181a, 603.1) ---

def test_granted_mobilize_x_is_kept_by_its_words():
    # Infantry Shield: "Equipped creature has menace and mobilize X, where X is its power."
    _, card = generated_card("Infantry Shield")
    assert card["static"][0]["affects"] == {"types": ["creature"], "attached": True}
    assert card["static"][0]["layer6"] == {"add_abilities": ["menace", "mobilize X, where X is its power"]}


def test_a_counted_keyword_that_is_no_trigger_stays_refused():
    from verifier.cards.refusal import Refusal
    from verifier.cards.statics import modification
    line = "Equipped creature has toxic X, where X is its power."
    m = {"type": "AddDynamicKeyword", "kind": "Toxic", "value": {"type": "Ref", "qty": {"type": "Power"}}}
    with pytest.raises(Refusal, match="AddDynamicKeyword"):
        modification(line, m, False, [], itself=False, attached=True)


_SHIELD = '''[scenario]
turn = "you"

[[object]]
id = "bears"
card = "Grizzly Bears"

[[object]]
id = "shield"
card = "Infantry Shield"
attached_to = "bears"
'''


def test_infantry_shield_grants_menace_and_mobilize(write_model):
    assert _holds(write_model, "Infantry Shield", _SHIELD, "has_ability(bears, 'menace') and "
                                                           "has_ability(bears, 'mobilize X, where X is its power')")


def test_a_history_where_the_mobilizing_creature_attacks_is_refused(write_model):
    # 702.181a: its trigger would create tokens the history does not carry; the loader refuses rather than pass it
    from verifier.errors import ModelError
    from verifier.load.loader import load_scenario
    text, _ = generated_card("Infantry Shield")
    history = ("\n[[event]]\nstep = \"combat\"\n\n[[event]]\nattacks = \"bears\"\n\n[[event]]\nstep = \"combat damage\"\n"
               "\n[[event]]\nstep = \"end\"\n")
    with pytest.raises(ModelError, match="(?i)mobilize"):
        load_scenario(write_model(text + _SHIELD + history + claim("power(bears) == 2")))
