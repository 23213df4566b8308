"""Mana abilities whose amount or activation the model does not follow in a payment, read
for what they could produce (106.7: the types an ability would add if it resolved, whatever
its costs): an X its cost chooses (107.3, storage lands), X mana "in any combination", two
mana "of different colors", an "if ..., add ... instead" rider that changes the amount only,
and an "activate only if" the model does not check (602.5b).  Tapping one for mana, or
paying with it, is refused with the line.  Skipped where the `cards` extra is not installed."""
import tomllib

import pytest

pytest.importorskip("phase")
pytest.importorskip("mtg")

from verifier.cards.table import generate  # noqa: E402
from verifier.errors import ModelError  # noqa: E402
from verifier.load.loader import load_scenario  # noqa: E402
from verifier.query import check_claim_over, possible_histories  # noqa: E402

ANY = ["W", "U", "B", "R", "G"]


def _tables(name):
    text, refusals = generate(name)
    assert text is not None, refusals
    return text, [{k: v for k, v in t.items() if k != "ability"} for t in tomllib.loads(text)["card"][0]["mana"]]


def _scenario(tmp_path, objects, expr):
    body = "".join(generate(card)[0] for card in sorted(set(objects.values())))
    body += "".join(f'\n[[object]]\nid = "{oid}"\ncard = "{card}"\n' for oid, card in objects.items())
    path = tmp_path / "s.toml"
    path.write_text(body + f'\n[[claim]]\nid = "c"\nexpr = "{expr}"\nexpect = "proved"\n')
    return path


def _verdict(tmp_path, objects, expr):
    sc = load_scenario(_scenario(tmp_path, objects, expr))
    return check_claim_over(possible_histories(sc).encodings, sc.claims[0]).verdict.value


@pytest.mark.parametrize("name, add, said", [
    # 107.3: an X its cost chooses ("Remove any number of storage counters", "Remove X", "{X}", "Sacrifice X Goats")
    ("Hollow Trees", [{"mana": ["G"]}], "'removed this way'"),
    ("Blue Mana Battery", [{"mana": ["U"]}], "'removed this way'"),
    ("Black Mana Battery", [{"mana": ["B"]}], "'removed this way'"),
    ("Fountain of Cho", [{"mana": ["W"]}], "'removed this way'"),
    ("Calciform Pools", [{"mana": ["W", "U"]}], "'X mana in any combination'"),
    ("Saltcrusted Steppe", [{"mana": ["G", "W"]}], "'X mana in any combination'"),
    ("Wizard's Rockets", [{"mana": ANY}], "'X mana in any combination'"),
    ("Petalmane Baku", [{"mana": ANY}], "'X mana'"),
    ("Springjack Pasture", [{"mana": ANY}], "'X mana'"),
    # X its own power, in any combination: as all of one type, for what it could produce
    ("A-Vivi Ornitier", [{"mana": ["U", "R"], "amount": "power"}], "'X mana in any combination'"),
    # 106.1a: two of different colours, each of any
    ("Component Pouch", [{"mana": ANY}, {"mana": ANY}], "'mana of different colors'"),
    ("Firemind Vessel", [{"mana": ANY}, {"mana": ANY}], "'mana of different colors'"),
    # an amount changed "instead", its type the same either way
    ("Tower Worker", ["C"], "which changes how much mana it adds, not its types"),
    ("Urza's Tower", ["C"], "which changes how much mana it adds, not its types"),
    ("Undermountain Adventurer", [{"mana": ["G"], "amount": 2}], "which changes how much mana it adds"),
    # 602.5b: a restriction not checked
    ("Flywheel Racer", [{"mana": ANY, "amount": 1}], "the restriction 'Activate only if this permanent is a creat"),
    ("Lys Alana Dignitary", [{"mana": ["G"], "amount": 2}], "the restriction 'Activate only if there is an Elf card"),
])
def test_read_for_what_it_could_produce_with_a_note(name, add, said):
    text, tables = _tables(name)
    assert [t["add"] for t in tables] == [add]
    assert said in text and "a scenario that taps it for mana or pays with it is refused" in text


@pytest.mark.parametrize("objects, expr", [
    # 106.7: costs ignored, any X of one or more: a storage land could produce its type, with no counter on it
    ({"trees": "Hollow Trees"}, "could_produce(trees) == {'G'}"),
    ({"steppe": "Saltcrusted Steppe"}, "could_produce(steppe) == {'G', 'W', 'C'}"),
    # and a land that adds what a land you control could produce reflects it
    ({"trees": "Hollow Trees", "pool": "Reflecting Pool"}, "could_produce(pool) == {'G'}"),
    ({"rockets": "Wizard's Rockets"}, "could_produce(rockets) == {'W', 'U', 'B', 'R', 'G'}"),
    # X is its power, 0: it would add no mana, so it could produce none (106.7, 107.1b)
    ({"vivi": "A-Vivi Ornitier"}, "could_produce(vivi) == set()"),
    ({"worker": "Tower Worker"}, "could_produce(worker) == {'C'}"),
    # an "activate only if" restriction does not change what it would add if it resolved
    ({"racer": "Flywheel Racer"}, "could_produce(racer) == {'W', 'U', 'B', 'R', 'G'}"),
    ({"place": "Gathering Place"}, "could_produce(place) == {'G', 'W', 'C'}"),
])
def test_what_it_could_produce(tmp_path, objects, expr):
    assert _verdict(tmp_path, objects, expr) == "proved"


@pytest.mark.parametrize("card, why", [
    ("Hollow Trees", "adds mana the model does not follow in a payment ('removed this way'"),
    ("Wizard's Rockets", "costs {X}"),
    ("A-Vivi Ornitier", "adds mana the model does not follow in a payment ('X mana in any combination'"),
    ("Component Pouch", "adds mana the model does not follow in a payment ('mana of different colors'"),
    ("Tower Worker", "adds mana the model does not follow in a payment ('add {C}{C}{C} instead'"),
    ("Flywheel Racer", "has the restriction 'Activate only if this permanent is a creature.', which the model does "
                       "not check (602.5b)"),
])
def test_tapping_it_for_mana_is_refused_with_the_line(tmp_path, card, why):
    with pytest.raises(ModelError) as err:
        load_scenario(_scenario(tmp_path, {"x": card}, "can_tap_for_mana(x)"))
    assert why in err.value.message and err.value.line > 0


@pytest.mark.parametrize("name, part", [
    # the types differ with the condition: what it could produce depends on it (106.7)
    ("Gemstone Caverns", "instead add one mana of any color"),
    ("River of Tears", "If you played a land this turn, add {B} instead."),
    # an amount the board gives, read nowhere else
    ("Alena, Kessig Trapper", "the greatest power among creatures you control that entered this turn"),
])
def test_still_refused_with_the_part(name, part):
    text, refusals = generate(name)
    assert text is None and any(part in r for r in refusals), refusals
