"""Oracle forms of the development half (issue 24, round O1): parts of a continuous effect's
sentence phase.rs's parse left out, read by their words (`verifier/cards/completed.py`): a granted
"artifact landwalk" (702.14a, c: Vectis Gloves), "It's a [subtype] in addition to its other types."
(205.1b: Draconic Destiny), the keywords of "becomes a ... creature with K and "..."" (613.1d, 702:
Hive of the Eye Tyrant); and a near form that stays refused (the Crowns' "creatures that share a
creature type with it" of an activated ability; the Ward cycle's "This effect doesn't remove this Aura",
702.16n, is read since round S1: tests/test_oracle_round_s1.py).  Skipped where the `cards` extra is absent."""
import pytest

from conftest import claim, generated_card, kept_unread, retexted, trial_body, verdict
from verifier.errors import ModelError
from verifier.load.loader import load_scenario

pytest.importorskip("phase")
pytest.importorskip("mtg")

from verifier.cards.table import generate  # noqa: E402


def test_vectis_gloves_grants_artifact_landwalk():
    _, card = generated_card("Vectis Gloves")
    static = card["static"][0]
    assert static["affects"] == {"types": ["creature"], "attached": True}
    assert static["layer7c"] == {"power": 2}
    assert static["layer6"] == {"add_abilities": ["artifact landwalk"]}


@pytest.mark.parametrize("quality", ["nonbasic", "legendary"])
def test_other_landwalks_of_a_type_or_supertype_are_read_alike(quality):
    t = retexted("Vectis Gloves", f"Equipped creature gets +2/+0 and has {quality} landwalk.\nEquip {{2}}")
    assert t.card is not None, t.refusals
    assert t.card["static"][0]["layer6"] == {"add_abilities": [f"{quality} landwalk"]}


def test_a_landwalk_of_another_quality_stays_refused():
    t = retexted("Vectis Gloves", "Equipped creature gets +2/+0 and has enchantment landwalk.\nEquip {2}")
    assert t.card is None and any("(enchantment, landwalk)" in r and "enchantment landwalk" in r for r in t.refusals)


def test_draconic_destiny_makes_its_creature_a_dragon_too():
    _, card = generated_card("Draconic Destiny")
    static = card["static"][0]
    assert static["affects"] == {"types": ["creature"], "attached": True}
    assert static["layer4"] == {"add_subtypes": ["Dragon"]}
    assert static["layer7c"] == {"power": 1, "toughness": 1}
    assert set(static["layer6"]["add_abilities"]) == {"flying", "haste", "{1}: This creature gets +1/+0 until end of turn"}


def test_a_subtype_the_line_does_not_keep_beside_the_others_stays_refused():
    # "It's a Dragon." sets its creature types (205.1a), not read; "in addition to its other creature types" is
    # not the shape read either
    for said in ("It's a Dragon.", "It's a Dragon in addition to its other creature types."):
        t = retexted("Draconic Destiny", f"Enchant creature\nEnchanted creature gets +1/+1 and has flying. {said}")
        assert t.card is None and any(said in r for r in t.refusals), (said, t.refusals)


def test_hive_of_the_eye_tyrant_becomes_a_beholder_with_menace():
    _, card = generated_card("Hive of the Eye Tyrant")
    table = card["resolves"][0]
    assert table["until"] == "end of turn" and table["affects"] == {"self": True}
    assert table["layer7b"] == {"power": 3, "toughness": 3}
    assert table["layer4"] == {"add_types": ["creature"], "add_subtypes": ["Beholder"]}
    assert table["layer5"] == {"set_colors": ["black"]}
    assert set(table["layer6"]["add_abilities"]) == {
        "menace", "Whenever this creature attacks, exile target card from defending player's graveyard"}


@pytest.mark.parametrize("words", ["fear", "menace for each Swamp"])
def test_a_word_not_a_plain_keyword_before_the_quote_stays_unread(words):
    # not read: the activated ability kept by its text in the card's not_followed (113.1), every use refused
    text = (f"{{3}}{{B}}: Until end of turn, this land becomes a 3/3 black Beholder creature with {words} and "
            "\"Whenever this creature attacks, exile target card from defending player's graveyard.\" It's still a land.")
    t = retexted("Hive of the Eye Tyrant", text)
    assert kept_unread(t, f"with {words} and", "words the parse does not account for"), t.notes


@pytest.mark.parametrize("name", ["Crown of Ascension", "Crown of Fury", "Crown of Suspicion"])
def test_the_crowns_shared_type_of_a_sacrificed_aura_stays_unread(name):
    # phase.rs reads only "Enchanted creature" (the shared creature type dropped), and the set is fixed as the
    # ability resolves, after the Aura was sacrificed (611.2c, 608.2h): not read, the ability kept by its text in
    # the card's not_followed (113.1), every use refused
    assert kept_unread(generate(name), "Sacrifice this Aura", "(share)")


def _used(write_model, name: str, expr: str, extra: str = ""):
    text, _ = generated_card(name)
    return write_model(trial_body(name, text) + extra + claim(expr))


def test_vectis_gloves_loads_and_pumps(write_model):
    # 702.14c names "artifact landwalk" as a landwalk ability; 613.1f: "loses all landwalk abilities" removes it
    assert verdict(_used(write_model, "Vectis Gloves",
                         "power(bear) == 4 and toughness(bear) == 2 and has_ability(bear, 'artifact landwalk')")) == \
        "proved"


def test_a_block_beside_artifact_landwalk_is_refused(write_model):
    # 509.1b, 702.14c: the model does not follow a landwalk of a card type; a history with blocks is refused
    blocker = '\n[[object]]\nid = "blocker"\ncard = "Grizzly Bears"\ncontroller = "opponent"\n\n'
    events = '[[event]]\nturn = "you"\n\n[[event]]\nstep = "combat"\n\n[[event]]\nattacks = "bear"\n\n' \
             '[[event]]\nblocks = "blocker"\nattacker = "bear"\n'
    with pytest.raises(ModelError, match="509.1b"):
        load_scenario(_used(write_model, "Vectis Gloves", "on_battlefield(bear)", blocker + events))


def test_draconic_destiny_loads_and_keeps_the_bears_types(write_model):
    # CR 205.1b: "in addition to its other types" keeps the prior types and subtypes; the pump the Aura grants
    # is the Bears' ability, resolved once on the Bears (113.3): 2 printed, +1 from the Aura, +1 from the pump
    assert verdict(_used(write_model, "Draconic Destiny",
                         "has_subtype(bear, 'Dragon') and has_subtype(bear, 'Bear') and has_type(bear, 'creature') "
                         "and power(bear) == 4 and has_ability(bear, 'flying')")) == "proved"


def test_hive_loads_and_is_still_a_land(write_model):
    # CR 205.1b's example ("1/1 creatures that are still lands"): "It's still a land" keeps the land type, and its
    # subtypes beside the new creature type
    assert verdict(_used(write_model, "Hive of the Eye Tyrant",
                         "has_type(x, 'land') and has_type(x, 'creature') and has_subtype(x, 'Beholder') and "
                         "power(x) == 3 and has_color(x, 'black') and has_ability(x, 'menace')")) == "proved"


def test_on_wings_of_gold_reads_zombies_and_or_tokens():
    _, card = generated_card("On Wings of Gold")
    static = card["static"][0]
    assert static["affects"] == {"any_of": [{"types": ["creature"], "subtypes": ["Zombie"], "controller": "you"},
                                            {"types": ["creature"], "controller": "you", "token": True}]}
    assert static["layer7c"] == {"power": 1, "toughness": 1} and static["layer6"] == {"add_abilities": ["flying"]}


@pytest.mark.parametrize("said", ["Zombies and tokens", "Zombies and/or Vampires", "Zombies or tokens"])
def test_another_pair_of_qualities_stays_refused(said):
    t = retexted("On Wings of Gold", f"Creatures you control that are {said} get +1/+1 and have flying.")
    assert t.card is None and any(f"that are {said} get" in r for r in t.refusals), t.refusals


_ZOMBIE = '[[card]]\nname = "Plain Zombie"\ntypes = ["creature"]\nsubtypes = ["Zombie"]\npower = 2\ntoughness = 2\n'


def test_on_wings_of_gold_loads_and_pumps_each_once(write_model):
    # "and/or": a Zombie, a token, or both; a Zombie token is in the set once, and so pumped once (613.4c: each
    # effect applies once to each object it affects); another player's Zombie token and a nontoken Bear are not
    text, _ = generated_card("On Wings of Gold")
    objects = "".join(f'\n[[object]]\nid = "{i}"\ncard = "{c}"\n{extra}' for i, c, extra in [
        ("zombie", "Plain Zombie", ""), ("token", "Grizzly Bears", "token = true\n"),
        ("zombie_token", "Plain Zombie", "token = true\n"), ("theirs", "Plain Zombie", 'token = true\ncontroller = "opponent"\n')])
    path = write_model(_ZOMBIE + trial_body("On Wings of Gold", text) + objects + claim(
        "power(zombie) == 3 and power(token) == 3 and power(zombie_token) == 3 and toughness(zombie_token) == 3 and "
        "power(bear) == 2 and power(theirs) == 2 and has_ability(zombie_token, 'flying') and "
        "not has_ability(bear, 'flying')"))
    assert verdict(path) == "proved"


@pytest.mark.parametrize("quality", ["red", "Wizards", "artifacts"])
def test_protection_before_a_quoted_ability_is_its_quality_alone(quality):
    # 702.16a: "protection from [quality]"; the "and" before the quoted ability joins two abilities (702.16g's "and
    # from" would be another quality): phase.rs's quality "red and" is read as "red", spelled as printed
    text = (f"{{3}}{{B}}: Until end of turn, this land becomes a 3/3 black Beholder creature with protection from "
            f"{quality} and \"Whenever this creature attacks, exile target card from defending player's graveyard.\" "
            "It's still a land.")
    t = retexted("Hive of the Eye Tyrant", text)
    assert t.card is not None, t.refusals
    granted = t.card["resolves"][0]["layer6"]["add_abilities"]
    assert granted == [f"Protection from {quality}",
                       "Whenever this creature attacks, exile target card from defending player's graveyard"]
    # (the reference: each granted keyword is words of the line, ending where a keyword ends)
    assert f"with {granted[0].lower()} and \"" in text.lower()
