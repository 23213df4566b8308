"""Oracle forms of the development half (issue 24, round K, mana abilities): an amount of the
permanent its cost sacrificed ("equal to the sacrificed creature's power", read for what it could
produce as the greatest among those it could sacrifice, 106.7; a payment refused), "for each
different power among creatures you control" (the coven count, each power once), a delayed
trigger on the next spell cast this turn as the ability's last sentence (603.7a: kept by its
text, a cast beside it refused), colours among "legendary permanents"; and refusals that say
which concept the model lacks (a linked exiled card's colours, 607.2a; cards in a graveyard).
Skipped where the `cards` extra is absent."""
import tomllib

import pytest
from hypothesis import given, settings, strategies as st

from conftest import claim, examples, retexted, verdict
from reference.mana_amounts import different_powers, sacrificed_could_produce
from verifier.errors import ModelError
from verifier.load.loader import load_scenario

pytest.importorskip("phase")
pytest.importorskip("mtg")

from verifier.cards.table import generate  # noqa: E402
from verifier.cards.trial import scenario  # noqa: E402


def _mana(name):
    text, refusals = generate(name)
    assert text is not None, refusals
    return text, tomllib.loads(text)["card"][0]["mana"]


def _refusal(write_model, text: str) -> str:
    with pytest.raises(ModelError) as err:
        load_scenario(write_model(text))
    return err.value.message


# -- an amount of what its cost sacrificed --------------------------------------------------------

@pytest.mark.parametrize("name, mana, among, what", [
    ("Furgul, Quag Nurturer", "G", {"types": ["creature"], "controller": "you"}, "power"),
    ("Priest of Yawgmoth", "B", {"types": ["artifact"], "controller": "you"}, "mana_value"),
    ("Red Priest of Yawgmoth", "R", {"types": ["artifact"], "controller": "you"}, "mana_value"),
])
def test_an_amount_of_the_sacrificed_permanent_is_the_greatest_it_could_sacrifice(name, mana, among, what):
    text, tables = _mana(name)
    assert tables[0]["add"] == [{"mana": [mana], "amount": {"greatest": what, "among": among}}]
    assert tables[0]["only_if"] == {"count": among, "at_least": 1}  # 602.2b: payable while you control one
    assert "a scenario that taps it for mana or pays with it is refused" in text


def test_a_sacrificed_permanent_of_another_kind_than_the_amount_names_stays_refused():
    from verifier.cards import manalines
    # the amount names a creature's power, the cost sacrifices an artifact: not read
    line = "{T}, Sacrifice an artifact: Add an amount of {B} equal to the sacrificed creature's power."
    assert manalines.read(line) is None and "the sacrificed creature's power" in manalines.why(line)
    # 208.3: an artifact has no power unless a creature: "the sacrificed artifact's power" is not read either
    line = "{T}, Sacrifice an artifact: Add an amount of {B} equal to the sacrificed artifact's power."
    assert manalines.read(line) is None


PRIEST = '''[[card]]
name = "Test Trinket {n}"
mana_value = {n}
types = ["artifact"]
'''


def _priest_board(values):
    cards = "".join(PRIEST.format(n=n) for n in sorted({v for v, _ in values}))
    objects = "".join(f'\n[[object]]\nid = "t{i}"\ncard = "Test Trinket {v}"\ncontroller = "{who}"\n'
                      for i, (v, who) in enumerate(values))
    return cards + '\n[[object]]\nid = "priest"\ncard = "Priest of Yawgmoth"\n' + objects


@settings(max_examples=examples(30), deadline=None, derandomize=True, database=None)
@given(values=st.lists(st.tuples(st.integers(0, 2), st.sampled_from(["you", "opponent"])), max_size=3))
def test_priest_could_produce_black_as_the_reference_says(values, tmp_path_factory):
    # 106.7 (costs ignored: whichever artifact it sacrificed), 608.2h: a reference apart from verifier/rules
    path = tmp_path_factory.mktemp("priest") / "s.toml"
    expected = sacrificed_could_produce("B", [v for v, who in values if who == "you"])
    path.write_text(_priest_board(values) + claim(f"could_produce(priest) == {set(expected) or 'set()'}"))
    assert verdict(path) == "proved", values


def test_tapping_for_an_amount_of_the_sacrificed_permanent_is_refused(write_model):
    # which one is sacrificed is chosen as the cost is paid: the model does not follow it
    text = _priest_board([(1, "you")]) + claim("tapped_for_mana(priest) == 'B'")
    assert "the sacrificed artifact's" in _refusal(write_model, text)


# -- different powers ----------------------------------------------------------------------------

def test_selvala_adds_one_mana_for_each_different_power():
    _, tables = _mana("Selvala, Eager Trailblazer")
    assert tables[0]["add"] == [{"mana": ["W", "U", "B", "R", "G"],
                                 "amount": {"distinct": "powers", "among": {"types": ["creature"],
                                                                            "controller": "you"}}}]


@settings(max_examples=examples(30), deadline=None, derandomize=True, database=None)
@given(bears=st.lists(st.tuples(st.integers(0, 2), st.sampled_from(["you", "opponent"])), max_size=3))
def test_selvala_mana_counts_different_powers_as_the_reference_says(bears, tmp_path_factory):
    # the Contortionist Troupe rulings' reading of "different powers" (each number once), apart from
    # verifier/rules: Selvala (power 4) and Grizzly Bears with +1/+1 counters, some the opponent's
    objects = "".join(f'\n[[object]]\nid = "b{i}"\ncard = "Grizzly Bears"\ncontroller = "{who}"\n'
                      f'counters = {{ "+1/+1" = {n} }}\n' for i, (n, who) in enumerate(bears))
    n = different_powers([4] + [2 + k for k, who in bears if who == "you"])
    path = tmp_path_factory.mktemp("selvala") / "s.toml"
    path.write_text('[[object]]\nid = "s"\ncard = "Selvala, Eager Trailblazer"\n' + objects +
                    claim(" or ".join(f"tapped_for_mana(s) == '{c * n}'" for c in "WUBRG")))
    assert verdict(path) == "proved", bears


# -- a delayed trigger on the next spell cast ----------------------------------------------------

@pytest.mark.parametrize("name, add", [
    ("Brass Infiniscope", [{"mana": ["C"], "amount": 2}]),
    ("Solar Array", [{"mana": ["W", "U", "B", "R", "G"], "amount": 1}]),
    ("Chocobo Camp", ["G"]),
])
def test_a_delayed_trigger_on_the_next_cast_is_kept_by_its_text(name, add):
    text, tables = _mana(name)
    assert tables[0]["add"] == add and "When you next cast" in tables[0]["ability"]
    assert "603.7a" in text and "a scenario that casts a spell beside it is refused" in text


def test_a_delayed_trigger_going_on_past_its_sentence_stays_refused():
    # (Codie's own next sentences refer back to what the trigger exiled, read with it since round W4; one that does
    # not, here a life gain, is no part of that trigger's sentence, 603.7a)
    t = retexted("Codie, Vociferous Codex", "You can't cast permanent spells.\n{4}, {T}: Add {W}{U}{B}{R}{G}. When you "
                 "next cast a spell this turn, exile cards from the top of your library until you exile an instant or "
                 "sorcery card with lesser mana value. You gain 3 life.")
    assert t.card is None and any("goes on past its sentence" in r and "When you next cast" in r for r in t.refusals)


CAST = '''[[card]]
name = "Test Relic"
mana_cost = "{1}"
types = ["artifact"]

[[object]]
id = "array"
card = "Solar Array"

[[object]]
id = "relic"
card = "Test Relic"
zone = "hand"
'''


def test_a_cast_beside_a_next_cast_trigger_is_refused(write_model):
    # Solar Array's mana and an artifact spell: the sunburst it would gain is not followed (603.7a)
    assert "603.7a" in _refusal(write_model, CAST + '\n[[event]]\ncast = "relic"\n' + claim("true"))
    now = '\n[[event]]\nturn = "you"\nlabel = "now"\n'
    assert "603.7a" in _refusal(write_model, CAST + now + claim("can_cast(relic)", extra='at = "now"'))
    # what it could produce is no cast: answered
    assert verdict(write_model(CAST + claim("could_produce(array) == {'W', 'U', 'B', 'R', 'G'}"))) == "proved"


# -- colours among, and refusals naming the concept ----------------------------------------------

def test_colors_among_legendary_permanents(write_model):
    # Plaza of Heroes: "one mana of any color among legendary permanents you control" (105.2)
    _, tables = _mana("Plaza of Heroes")
    assert tables[1]["add"] == [{"colors_among": {"supertypes": ["legendary"], "controller": "you"}}]
    legend = ('[[card]]\nname = "Test Legend"\ntypes = ["creature"]\nsupertypes = ["legendary"]\ncolors = ["red"]\n'
              'power = 1\ntoughness = 1\n\n[[object]]\nid = "l"\ncard = "Test Legend"\n\n'
              '[[object]]\nid = "g"\ncard = "Grizzly Bears"\n\n[[object]]\nid = "p"\ncard = "Plaza of Heroes"\n')
    assert verdict(write_model(legend + claim("could_produce(p) == {'C', 'W', 'U', 'B', 'R', 'G'}"))) == "proved"


@pytest.mark.parametrize("name, why", [
    # (a linked exiled card's colours, 607.2a, are read since round O2, the object stating them:
    # tests/test_oracle_round_o2.py)
    ("The Grey Havens", "cards off the battlefield"),
])
def test_colours_the_model_cannot_see_are_refused_naming_why(name, why):
    text, refusals = generate(name)
    assert text is None and any(why in r for r in refusals), refusals


@pytest.mark.parametrize("name", ["Furgul, Quag Nurturer", "Priest of Yawgmoth", "Red Priest of Yawgmoth",
                                  "Selvala, Eager Trailblazer", "Brass Infiniscope", "Solar Array", "Chocobo Camp",
                                  "Plaza of Heroes"])
def test_newly_translated_cards_load_in_a_scenario(name, write_model):
    text, _ = generate(name)
    assert verdict(write_model(scenario(name, text))) == "proved"


@pytest.mark.parametrize("line, mana", [
    ("{T}, Sacrifice a creature: Add an amount of {G} equal to the sacrificed creature's power.", True),
    # 605.1a: a loyalty ability is none, whatever it adds
    ("+1: Add {C}{C}. When you next cast a spell this turn, you draw a card.", False),
    # the target is the delayed trigger's (603.7a), not the mana ability's: still one
    ("{T}: Add {C}{C}. When you next cast a spell this turn, it deals 2 damage to target creature.", True),
])
def test_the_new_forms_keep_605_1a(line, mana):
    from verifier.model import is_mana_ability
    assert is_mana_ability(line) is mana
