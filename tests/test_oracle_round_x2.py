"""Oracle forms of round X2 (issue 24): "the number of differently named lands you control", "for each
differently named token you control" as the measure `{ distinct = "names", among = ... }` (201.2b: each
name once; a permanent with no name, face down, 708.2, none), counted by the model as it applies: in
layer 7a for a characteristic-defining ability (604.3, 613.4a: Awakened Amalgam), in 7c for a bonus
(613.4c: The Brewing Chef).  Skipped where the `cards` extra is absent."""
import json
import tomllib

import pytest
from hypothesis import given, settings, strategies as st

from conftest import claim, examples, verdict
from reference.distinct_names import differently_named

pytest.importorskip("phase")
pytest.importorskip("mtg")

from verifier.cards import oracle  # noqa: E402
from verifier.cards.table import generate  # noqa: E402
from verifier.cards.translate import translate  # noqa: E402
from verifier.cards.trial import scenario  # noqa: E402
from verifier.errors import ModelError  # noqa: E402
from verifier.load.loader import load_scenario  # noqa: E402

LANDS = {"distinct": "names", "among": {"types": ["land"], "controller": "you"}}
TOKENS = {"distinct": "names", "among": {"controller": "you", "token": True}}


def _generated(name):
    text, refusals = generate(name)
    assert text is not None, refusals
    return text, tomllib.loads(text)["card"][0]


def _made_up(text: str, types=("Creature",), pt=("*", "*"), subtypes=()):
    """The translation of a creature with this text (the grammar's general form, apart from any one card)."""
    rec = {"name": "Testcard", "types": list(types), "subtypes": list(subtypes), "supertypes": [], "layout": "normal",
           "text": text, "manaCost": "{3}", "type": " ".join(types), "power": pt[0], "toughness": pt[1]}
    return translate(rec, oracle.face(rec))


def test_awakened_amalgam_defines_its_power_by_the_different_names_of_your_lands():
    _, card = _generated("Awakened Amalgam")
    assert (card["power"], card["toughness"]) == (0, 0)  # 604.3: the ability defines them, in layer 7a
    assert card["static"] == [{"ability": "Awakened Amalgam", "cda": True,
                               "layer7a": {"power": LANDS, "toughness": LANDS}}]


def test_the_brewing_chef_counts_differently_named_tokens_in_layer_7c():
    _, card = _generated("The Brewing Chef")
    static = card["static"][0]
    assert static["affects"] == {"types": ["creature"], "controller": "you", "token": True}
    assert static["layer7c"] == {"power": TOKENS, "toughness": TOKENS} and "cda" not in static


def test_a_made_up_bonus_reads_the_same_measure():
    tr = _made_up("This creature gets +1/+0 for each differently named artifact you control.", pt=("1", "1"))
    assert tr.refusals == [], tr.refusals
    assert tr.card["static"][0]["layer7c"] == {
        "power": {"distinct": "names", "among": {"types": ["artifact"], "controller": "you"}}}


@pytest.mark.parametrize("text, quality", [
    # cards in a graveyard, which the model's measure does not count
    ("This creature's power and toughness are each equal to the number of differently named land cards in your "
     "graveyard.", "Name"),
    # different mana values: a quality the model does not tell apart
    ("This creature gets +1/+1 for each different mana value among nonland permanents you control.", "ManaValue"),
])
def test_near_forms_stay_refused_naming_their_line(text, quality):
    tr = _made_up(text)
    assert tr.card is None
    assert f"quantity 'ObjectCountDistinct' (different [{quality!r}] among objects) not translated: {text!r}" \
        in tr.refusals, tr.refusals


@pytest.mark.parametrize("name", ["Awakened Amalgam", "The Brewing Chef", "Primalcrux", "Maraxus of Keld", "Pallimud",
                                  "Ancient Ooze", "Hedron Matrix"])
def test_newly_translated_cards_load_in_a_scenario(name, write_model):
    text, _ = generate(name)
    assert verdict(write_model(scenario(name, text))) == "proved"


def _lands(names, you=True):
    return "".join(f'[[object]]\nid = "l{i}{int(you)}"\ncard = "{n}"\n' + ("" if you else 'controller = "opponent"\n')
                   + "\n" for i, n in enumerate(names))


def test_the_awakened_amalgam_ruling(write_model):
    # the ruling (2018-01-19): four Plains, two Islands and one other land: Awakened Amalgam is 3/3 (a Swamp here
    # for the ruling's Drowned Catacomb); the opponent's Forest is not a land you control
    text = (_lands(["Plains"] * 4 + ["Island"] * 2 + ["Swamp"]) + _lands(["Forest"], you=False) +
            '[[object]]\nid = "amalgam"\ncard = "Awakened Amalgam"\n')
    assert verdict(write_model(text + claim("power(amalgam) == 3 and toughness(amalgam) == 3"))) == "proved"


_TOKEN_NAMES = ["Soldier", "Spirit", "Zombie"]


@settings(max_examples=examples(16), deadline=None, derandomize=True, database=None)
@given(lands=st.lists(st.tuples(st.sampled_from(["Plains", "Island", "Swamp", "Forest"]), st.booleans()), max_size=5),
       tokens=st.lists(st.tuples(st.sampled_from(_TOKEN_NAMES + [None]), st.booleans()), min_size=1, max_size=4))
def test_both_cards_agree_with_the_reference(lands, tokens, tmp_path_factory):
    # the reference (tests/reference/distinct_names.py, from 201.2a-b alone) over random boards: your lands and the
    # opponent's, tokens of yours and theirs, some face down (None: no name, 708.2, a 2/2 creature)
    amalgam = differently_named(n for n, mine in lands if mine)
    chef = differently_named(n for n, mine in tokens if mine)
    body = "".join(f'[[object]]\nid = "l{i}"\ncard = "{n}"\n' + ("" if mine else 'controller = "opponent"\n') + "\n"
                   for i, (n, mine) in enumerate(lands))
    for i, (n, mine) in enumerate(tokens):
        face = 'face_down = true\nface_down_by = "manifest"\n' if n is None else \
            f'name = "{n}"\ntypes = ["creature"]\nsubtypes = ["{n}"]\npower = 1\ntoughness = 1\n'
        body += f'[[object]]\nid = "t{i}"\n{face}token = true\n' + ("" if mine else 'controller = "opponent"\n') + "\n"
    body += '[[object]]\nid = "amalgam"\ncard = "Awakened Amalgam"\n\n[[object]]\nid = "chef"\ncard = "The Brewing Chef"\n'
    mine = [i for i, (_, m) in enumerate(tokens) if m]
    expect = [f"power(amalgam) == {amalgam}", "power(chef) == 3"] + \
        [f"power(t{i}) == {(2 if tokens[i][0] is None else 1) + chef}" for i in mine]
    path = tmp_path_factory.mktemp("names") / "s.toml"
    path.write_text(body + claim(" and ".join(expect)))
    assert verdict(path) == "proved", (lands, tokens)


# -- chroma: "the number of green mana symbols in the mana costs of permanents you control" (700.5) -------------

def test_primalcrux_reads_chroma_as_devotion_in_layer_7a():
    _, card = _generated("Primalcrux")
    assert (card["power"], card["toughness"]) == (0, 0) and card["abilities"] == ["trample"]
    assert card["static"] == [{"ability": "Primalcrux", "cda": True,
                               "layer7a": {"power": {"devotion_to": ["green"]}, "toughness": {"devotion_to": ["green"]}}}]


@pytest.mark.parametrize("text", [
    # mana symbols of cards in a hand (other chroma forms) or "for each" the parse reads as fixed: not devotion
    "This creature's power and toughness are each equal to the number of green mana symbols in the mana costs of "
    "cards in your hand.",
    "This creature gets +1/+1 for each green mana symbol in the mana costs of permanents you control.",
])
def test_near_chroma_forms_stay_refused_naming_their_line(text):
    tr = _made_up(text)
    assert tr.card is None and any(repr(text) in r or text in r for r in tr.refusals), tr.refusals


def test_the_primalcrux_rulings(write_model):
    # the rulings (2008-08-01): hybrid symbols of the colour count ({3}{U/R}{U/R} has two red ones, none green;
    # {G/W}{G/W} two green); mana symbols elsewhere than a mana cost do not (a Forest: none); Primalcrux counts
    # its own six on the battlefield; the opponent's permanents are not yours
    text = ('[[object]]\nid = "hy"\nname = "Green Hybrid"\ntypes = ["enchantment"]\nmana_cost = "{3}{G/W}{G/W}"\n\n'
            '[[object]]\nid = "ur"\nname = "Red Hybrid"\ntypes = ["enchantment"]\nmana_cost = "{3}{U/R}{U/R}"\n\n'
            '[[object]]\nid = "f"\ncard = "Forest"\n\n'
            '[[object]]\nid = "opp"\ncard = "Primalcrux"\ncontroller = "opponent"\n\n'
            '[[object]]\nid = "crux"\ncard = "Primalcrux"\n')
    assert verdict(write_model(text + claim("power(crux) == 8 and toughness(crux) == 8 and power(opp) == 6"))) == \
        "proved"


# -- "the number of untapped artifacts, creatures, and lands you control" (110.5) --------------------------------

UNTAPPED = {"any_of": [{"types": [t], "controller": "you"} for t in ("artifact", "creature", "land")], "tapped": False}


def test_maraxus_counts_untapped_permanents_each_once():
    _, card = _generated("Maraxus of Keld")
    assert card["static"] == [{"ability": "Maraxus of Keld", "cda": True,
                               "layer7a": {"power": {"count": UNTAPPED}, "toughness": {"count": UNTAPPED}}}]


def test_pallimud_counts_the_chosen_opponents_tapped_lands():
    text, card = _generated("Pallimud")
    assert (card["power"], card["toughness"]) == (0, 3)
    assert card["static"][0]["layer7a"] == {"power": {"count": {"types": ["land"], "controller": "opponent",
                                                                "tapped": True}}}
    assert "the model's game has two players (102.2)" in text  # (the chosen opponent is the opponent, noted)


def test_a_mana_amount_of_untapped_permanents_stays_refused():
    text = "{T}: Add {G} for each untapped creature you control."
    tr = _made_up(text, pt=("1", "1"))
    assert tr.card is None and tr.refusals == [
        f"mana ability not in a plain form: the amount 'for each untapped creature you control' not read: {text!r}"]


def test_a_tapped_count_outside_a_pt_part_is_refused_by_the_loader(write_model):
    # the layer system reads which permanents are tapped at each point (reads_tapped); an amount of mana is not
    card = ('[[card]]\nname = "Tapped Mana (test card)"\ntypes = ["artifact"]\n[[card.mana]]\nability = "m"\n'
            'cost = { tap = true }\nadd = [{ mana = ["G"], amount = { count = { types = ["land"], tapped = true } } }]\n\n'
            '[[object]]\nid = "x"\ncard = "Tapped Mana (test card)"\n')
    with pytest.raises(ModelError, match="tapped.*P/T part's count of permanents only"):
        load_scenario(write_model(card + claim("on_battlefield(x)")))


def test_the_maraxus_ruling_over_a_history(write_model):
    # the ruling (2008-04-01): an artifact creature counts once; Maraxus counts itself and Pallimud (untapped
    # creatures you control), the Golem and two Forests: 5 before the events; each tap takes one away, an untap gives
    # it back; Pallimud counts the opponent's tapped lands (110.5, as the history gives them); at the end, 4 and 1
    text = ('[[object]]\nid = "golem"\nname = "Golem"\ntypes = ["artifact", "creature"]\npower = 3\ntoughness = 3\n\n'
            '[[object]]\nid = "f1"\ncard = "Forest"\n\n[[object]]\nid = "f2"\ncard = "Forest"\n\n'
            '[[object]]\nid = "of"\ncard = "Forest"\ncontroller = "opponent"\n\n'
            '[[object]]\nid = "maraxus"\ncard = "Maraxus of Keld"\n\n[[object]]\nid = "palli"\ncard = "Pallimud"\n\n'
            '[[event]]\ntap = "f1"\nlabel = "one"\n\n[[event]]\ntap = "golem"\nlabel = "two"\n\n'
            '[[event]]\ntap = "of"\nlabel = "three"\n\n[[event]]\nuntap = "f1"\nlabel = "four"\n')
    expr = ("power(maraxus) == 4 and toughness(maraxus) == 4 and power(palli) == 1 and "
            "at('one', power(maraxus) == 4) and at('two', power(maraxus) == 3) and "
            "at('three', power(maraxus) == 3 and power(palli) == 1) and at('four', power(maraxus) == 4)")
    assert verdict(write_model(text + claim(expr))) == "proved"


def test_a_resolved_count_of_untapped_lands_is_counted_as_it_begins(write_model):
    # 608.2h: "+X/+0 until end of turn, where X is the number of untapped lands you control" is counted once, as the
    # effect begins: one Forest of two tapped then, 1; untapping it later changes nothing (611.2c)
    text = ('[[card]]\nname = "Untapped Pump (test card)"\ntypes = ["instant"]\n[[card.resolves]]\n'
            'until = "end of turn"\ntarget = { types = ["creature"] }\n'
            'layer7c = { power = { count = { types = ["land"], controller = "you", tapped = false } } }\n\n'
            '[[object]]\nid = "bear"\ntypes = ["creature"]\npower = 2\ntoughness = 2\n\n'
            '[[object]]\nid = "f1"\ncard = "Forest"\n\n[[object]]\nid = "f2"\ncard = "Forest"\n\n'
            '[[effect]]\nid = "pump"\ncard = "Untapped Pump (test card)"\ntargets = ["bear"]\n\n'
            '[[event]]\ntap = "f1"\nlabel = "one"\n\n[[event]]\nstarts = "pump"\nlabel = "pumped"\n\n'
            '[[event]]\nuntap = "f1"\nlabel = "later"\n')
    assert verdict(write_model(text + claim("at('pumped', power(bear) == 3) and at('later', power(bear) == 3)"))) == \
        "proved"


# -- "the total mana value of other creatures you control" (202.3) -------------------------------------------

def test_ancient_ooze_totals_the_mana_values_of_your_other_creatures():
    _, card = _generated("Ancient Ooze")
    total = {"total": "mana_value", "among": {"types": ["creature"], "controller": "you", "other": True}}
    assert card["static"] == [{"ability": "Ancient Ooze", "cda": True, "layer7a": {"power": total, "toughness": total}}]


def test_the_ancient_ooze_ruling(write_model):
    # the ruling (2004-10-04): the mana values of all other creatures you control added up, a token's and a face-down
    # creature's 0 (202.3, 708.2): a {3}{G} creature and a {1}{G} one, 6; the token, the face-down one, the
    # opponent's creature and a noncreature artifact add nothing; the Ooze (7) is not counted
    text = ('[[object]]\nid = "a"\nname = "A"\ntypes = ["creature"]\nmana_cost = "{3}{G}"\npower = 1\ntoughness = 1\n\n'
            '[[object]]\nid = "b"\nname = "B"\ntypes = ["creature"]\nmana_cost = "{1}{G}"\npower = 1\ntoughness = 1\n\n'
            '[[object]]\nid = "t"\nname = "Soldier"\ntypes = ["creature"]\npower = 1\ntoughness = 1\ntoken = true\n\n'
            '[[object]]\nid = "fd"\nface_down = true\nface_down_by = "manifest"\n\n'
            '[[object]]\nid = "art"\nname = "Art"\ntypes = ["artifact"]\nmana_cost = "{5}"\n\n'
            '[[object]]\nid = "o"\nname = "O"\ntypes = ["creature"]\nmana_cost = "{4}"\npower = 1\ntoughness = 1\n'
            'controller = "opponent"\n\n[[object]]\nid = "ooze"\ncard = "Ancient Ooze"\n')
    assert verdict(write_model(text + claim("power(ooze) == 6 and toughness(ooze) == 6"))) == "proved"


# -- "Equipped creature gets +X/+X, where X is its mana value" (202.3) -----------------------------------------

def test_hedron_matrix_reads_the_mana_value_of_what_it_equips():
    _, card = _generated("Hedron Matrix")
    its = {"greatest": "mana_value", "on": "it"}
    assert card["static"] == [{"ability": "Hedron Matrix", "affects": {"types": ["creature"], "attached": True},
                               "layer7c": {"power": its, "toughness": its}}]


def test_hedron_matrix_by_the_cr_example(write_model):
    # 202.3's example: a mana cost of {3}{U}{U} is a mana value of 5, so a 2/2 with it equipped is 7/7; 202.3a: a
    # token with no mana cost has 0, so a 2/2 one stays 2/2 under a second Matrix
    creature = {"types": ["creature"], "power": 2, "toughness": 2}
    board = _objects({"id": "w", "name": "W", "mana_cost": "{3}{U}{U}", **creature},
                     {"id": "t", "name": "Soldier", "token": True, **creature},
                     {"id": "m", "card": "Hedron Matrix", "attached_to": "w"},
                     {"id": "m2", "card": "Hedron Matrix", "attached_to": "t"})
    assert verdict(write_model(board + claim("power(w) == 7 and toughness(w) == 7 and power(t) == 2"))) == "proved"


def _objects(*tables) -> str:
    """[[object]] tables of these keys and values (TOML's strings, lists, integers and booleans as JSON writes them)."""
    return "".join("[[object]]\n" + "".join(f"{k} = {json.dumps(v)}\n" for k, v in t.items()) + "\n" for t in tables)


def test_its_power_stays_refused_naming_its_line():
    # (another quality of the object it applies to, one phase.rs reads as the quantity 'Power': not this reading)
    text = "Equipped creature gets +X/+0, where X is its power."
    tr = _made_up(text, types=("Artifact",), pt=(None, None), subtypes=("Equipment",))
    assert tr.card is None and tr.refusals == [f"quantity 'Power' not translated: {text!r}"]
