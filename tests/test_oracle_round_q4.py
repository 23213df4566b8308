"""Oracle forms of the development half (session 17, round Q4): a subtype its Oracle type line prints that
this edition of the CR's lists predate (205.3f, 108.1) is read as one where the card types give one set
of subtypes it can be in, creature or land types (205.3c, 205.3i, 205.3m), written in `later_subtypes`
with a note; what ranges over every creature type sees it (a changeling, 702.73a; "shares a creature
type", 205.3m; "loses all creature types"), and Blood Moon replaces a later land type (305.7).  Near
forms stay refused: an artifact planeswalker's word (an artifact or a planeswalker type?), an enchantment
type, a word that is no subtype.  Skipped where the `cards` extra is absent."""
import json
import tomllib

import pytest

from conftest import claim, verdict
from verifier.errors import ModelError
from verifier.load.loader import load_scenario
from verifier.rules.typeline import SUBTYPE_SETS

pytest.importorskip("phase")
pytest.importorskip("mtg")

from verifier.cards.table import generate  # noqa: E402
from verifier.cards.trial import scenario  # noqa: E402

NEW = ["Valentina Allegra de Fontaine", "She-Hulk, Wallbreaker", "Surgeon General Commander", "Omenpath to Naya"]


def _generated(name):
    text, refusals = generate(name)
    assert text is not None, refusals
    return text, tomllib.loads(text)["card"][0]


@pytest.mark.parametrize("name, subtypes, later, kind", [
    ("Valentina Allegra de Fontaine", ["Human", "Villain"], ["Spy"], "creature"),  # Legendary Creature — Human Spy Villain
    ("She-Hulk, Wallbreaker", ["Hero"], ["Gamma"], "creature"),
    ("Surgeon General Commander", ["Wombat", "Bat"], ["Chameleon"], "creature"),
    ("Omenpath to Naya", None, ["Omenpath"], "land"),                                 # Land — Omenpath
])
def test_a_later_subtype_is_read_with_a_note(name, subtypes, later, kind):
    text, card = _generated(name)
    assert card.get("subtypes") == subtypes and card["later_subtypes"] == later
    assert f"{later[0]!r}: a {kind} type newer than the CR's lists (205.3f)" in text


@pytest.mark.parametrize("name, words", [
    # Legendary Artifact Planeswalker — Equipment Luxior: an artifact or a planeswalker type (205.3c)?
    ("Luxior, Ignited", "its card types give no one set of creature or land types"),
    ("Immersturm Battlefield", "subtype 'Realm'"),    # Enchantment — Realm: an enchantment type may carry rules
    ("Cast Through Time", "subtype 'Instant'"),       # a card type in a line's filter, no subtype at all
    ("Princess Twilight Sparkle", "Other Alicorns"),  # a filter naming a later type is not read
])
def test_near_forms_stay_refused_naming_their_line(name, words):
    text, refusals = generate(name)
    assert text is None and any(words in r for r in refusals), refusals


@pytest.mark.parametrize("name", NEW)
def test_each_card_loads_and_is_put_to_use(write_model, run_cli, name):
    text, _ = _generated(name)
    code, out, err = run_cli("check", write_model(scenario(name, text)))
    assert code == 0, out + err


_KIN = '''
[[card]]
name = "Spy Kin"       # Creature — Spy: "Other creatures you control that share a creature type with this creature
types = ["creature"]   # get +1/+1."
later_subtypes = ["Spy"]
power = 1
toughness = 1

[[card.static]]
ability = "Other creatures you control that share a creature type with this creature get +1/+1."
affects = { types = ["creature"], controller = "you", other = true, shares_creature_type = "source" }
layer7c = { power = 1, toughness = 1 }

[scenario]
turn = "you"
''' + "".join(f'\n[[object]]\nid = "{oid}"\ncard = "{card}"\n' for oid, card in [
    ("kin", "Spy Kin"), ("valentina", "Valentina Allegra de Fontaine"), ("changeling", "Amoeboid Changeling"),
    ("bears", "Grizzly Bears")])


def test_a_changeling_shares_the_later_type(write_model):
    # 205.3m, 702.73a: the Spy Kin's only creature type is Spy; Valentina (Human Spy Villain) and the changeling
    # share it and get +1/+1, the Bears do not; a changeling that lost all creature types shares none
    text, _ = _generated("Valentina Allegra de Fontaine")
    board = text + _KIN
    assert verdict(write_model(board + claim("power(valentina) == 3 and power(changeling) == 2 and "
                                             "power(bears) == 2 and has_subtype(changeling, 'Spy')"))) == "proved"
    stripped = ('\n[[effect]]\nid = "strip"\ncard = "Amoeboid Changeling"\nability = "{T}: Target creature loses all '
                'creature types until end of turn"\ntargets = ["changeling"]\n')
    assert verdict(write_model(board + stripped + claim("power(changeling) == 1 and not has_subtype(changeling, 'Spy')"
                                                        " and subtype_count(valentina, 'creature') == 3"))) == "proved"


def test_the_angrath_ruling_a_changeling_is_a_new_creature_type(write_model):
    # Angrath, Captain of Chaos ruling 0 (2019-05-03, rulings-2022): Army was then a new creature type, and a
    # nontoken Army may be a creature with changeling: a changeling is the generated card's later type too
    text, _ = _generated("She-Hulk, Wallbreaker")
    board = text + '[scenario]\n\n[[object]]\nid = "hulk"\ncard = "She-Hulk, Wallbreaker"\n\n[[object]]\n' \
                   'id = "changeling"\ncard = "Amoeboid Changeling"\n'
    assert verdict(write_model(board + claim("has_subtype(changeling, 'Gamma') and has_subtype(hulk, 'Gamma')"))) \
        == "proved"
    # (a word no card of the scenario prints stays unknown to a claim)
    with pytest.raises(ModelError, match="nor one a card of the scenario prints"):
        load_scenario(write_model(board + claim("has_subtype(changeling, 'Wombatoid')")))


def _card(types: str, later: str) -> str:
    return (f'[[card]]\nname = "C"\ntypes = {types}\nlater_subtypes = {later}\npower = 1\ntoughness = 1\n\n'
            '[scenario]\n\n[[object]]\nid = "c"\ncard = "C"\n' + claim("on_battlefield(c)"))


@pytest.mark.parametrize("types, later, words", [
    ('["artifact", "creature"]', '["Robotoid"]', "one set of subtypes"),   # 205.3c: an artifact or a creature type?
    ('["creature"]', '["Elf"]', "a subtype the CR lists"),
    ('["creature"]', '["Instant"]', "no subtype word"),
    ('["creature"]', '["koala"]', "no subtype word"),
])
def test_the_loader_refuses_a_later_subtype_it_cannot_read(write_model, types, later, words):
    with pytest.raises(ModelError, match=words):
        load_scenario(write_model(_card(types, later)))


def test_one_word_one_kind(write_model):
    load_scenario(write_model(_card('["creature"]', '["Quokkaling"]')))
    with pytest.raises(ModelError, match="read as a creature type on another card"):
        load_scenario(write_model(_card('["land"]', '["Quokkaling"]').replace("power = 1\ntoughness = 1\n", "")))


def test_a_copy_that_is_every_creature_type_is_the_later_one_too(write_model):
    # 707.9a, 702.73a: a copy "except it is every creature type" (its exception listing the CR's creature types)
    # is the later type a card of the scenario prints as well; the original Bears are not
    every = json.dumps(sorted(SUBTYPE_SETS["creature"]))
    text, _ = _generated("She-Hulk, Wallbreaker")
    board = (text + '[scenario]\n\n[[object]]\nid = "hulk"\ncard = "She-Hulk, Wallbreaker"\n\n[[object]]\nid = "bears"\n'
             'card = "Grizzly Bears"\n\n[[object]]\nid = "shell"\ncard = "Grizzly Bears"\n\n[[effect]]\nid = "copy"\n'
             f'targets = ["shell"]\nlayer1a = {{ copy_of = "bears", except = {{ add_subtypes = {every} }} }}\n')
    assert verdict(write_model(board + claim("has_subtype(shell, 'Gamma') and not has_subtype(bears, 'Gamma')"))) \
        == "proved"
