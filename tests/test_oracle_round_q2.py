"""Mana abilities not in a plain form (issue 24 item 3, round Q2): "Add X mana in any combination
of colors, where X is ..." with any amount the model measures among permanents (the greatest
power, a count, domain, 305.6), read for what it could produce (106.7: each listed type while X
is one or more, none at 0), a payment with it refused (`costs.UNFOLLOWED_YIELD`); and "Draw a
card." after the mana (121.1, 605.3b: at once with it), kept by its text, a scenario with a card
it could draw refused (`verifier.load.trigger_text.check_mana_cards`).  Skipped where the
`cards` extra is absent."""
import tomllib

import pytest

from verifier.errors import ModelError
from verifier.load.loader import load_scenario
from verifier.query import check_claim_over, possible_histories

pytest.importorskip("phase")
pytest.importorskip("mtg")

from verifier.cards import manalines, trial  # noqa: E402
from verifier.cards.table import generate  # noqa: E402

ANY = ["W", "U", "B", "R", "G"]
YOURS = {"controller": "you"}


def _mana(name):
    text, refusals = generate(name)
    assert text is not None, refusals
    return text, tomllib.loads(text)["card"][0]["mana"]


def _scenario(tmp_path, cards, objects, expr):
    """Generated cards, objects (id, card, extra TOML lines) and one claim expected proved."""
    body = "".join(generate(card)[0] for card in cards)
    body += "".join(f'\n[[object]]\nid = "{oid}"\ncard = "{card}"\n{extra}\n' for oid, card, extra in objects)
    path = tmp_path / "s.toml"
    path.write_text(body + f'\n[[claim]]\nid = "c"\nexpr = "{expr}"\nexpect = "proved"\n')
    return path


def _verdict(path):
    sc = load_scenario(path)
    return check_claim_over(possible_histories(sc).encodings, sc.claims[0]).verdict.value


@pytest.mark.parametrize("name, amount", [
    ("Selvala, Heart of the Wilds", {"greatest": "power", "among": {"types": ["creature"], **YOURS}}),
    ("Prismatic Geoscope", {"distinct": "basic land types", "among": {"types": ["land"], **YOURS}}),
    ("A-Vivi Ornitier", "power"),  # (its own power, read before this round: the same reading)
])
def test_combination_where_x_is_a_measured_amount(name, amount):
    text, tables = _mana(name)
    table = tables[0]
    assert table["add"] == [{"mana": ["U", "R"] if "Vivi" in name else ANY, "amount": amount}]
    assert "'X mana in any combination'" in text and "a scenario that taps it for mana or pays with it is refused" in text


def test_selvala_adds_no_mana_when_the_greatest_power_is_zero(tmp_path):
    # Selvala, Heart of the Wilds ruling 2016-08-23 (index 1): if the greatest power among creatures you control is
    # 0 or less, no mana is added: with two -1/-1 counters Selvala (2/3) is 0/1, and an opponent's Bears do not count
    selvala = "Selvala, Heart of the Wilds"
    shrunk = 'counters = { "-1/-1" = 2 }'
    bears = ("bears", "Grizzly Bears", 'controller = "opponent"')
    assert _verdict(_scenario(tmp_path, [selvala], [("s", selvala, shrunk), bears],
                              "could_produce(s) == set()")) == "proved"
    # with the Bears its controller's (power 2), every colour (106.7: as if it resolved, X = 2)
    assert _verdict(_scenario(tmp_path, [selvala], [("s", selvala, shrunk), ("bears", "Grizzly Bears", "")],
                              "could_produce(s) == {'W', 'U', 'B', 'R', 'G'}")) == "proved"


def test_geoscope_counts_basic_land_types_not_lands(tmp_path):
    # 305.6: Wastes is a basic land with no basic land type: domain 0, no mana; a Forest makes it 1
    geoscope = "Prismatic Geoscope"
    wastes = [("w1", "Wastes", ""), ("w2", "Wastes", "")]
    assert _verdict(_scenario(tmp_path, [geoscope], [("g", geoscope, ""), *wastes],
                              "could_produce(g) == set()")) == "proved"
    assert _verdict(_scenario(tmp_path, [geoscope], [("g", geoscope, ""), *wastes, ("f", "Forest", "")],
                              "could_produce(g) == {'W', 'U', 'B', 'R', 'G'}")) == "proved"


def test_tapping_for_a_combination_is_refused(tmp_path):
    selvala = "Selvala, Heart of the Wilds"
    path = _scenario(tmp_path, [selvala], [("s", selvala, "")], "tapped_for_mana(s) == 'GG'")
    with pytest.raises(ModelError, match="X mana in any combination"):
        _verdict(path)


@pytest.mark.parametrize("name, add", [
    ("Chromatic Sphere", [{"mana": ANY, "amount": 1}]),
    ("Shadowblood Egg", ["B", "R"]),
])
def test_a_draw_after_the_mana_is_kept_by_its_text(name, add):
    text, tables = _mana(name)
    assert tables[0]["add"] == add
    assert tables[0]["ability"].endswith("Draw a card.") and tables[0]["cost"]["sacrifice"] is True
    assert "not followed: the cards it draws (121.1, 605.3b" in text


def test_a_drawing_mana_ability_loads_and_is_refused_beside_a_library_card(tmp_path):
    # Chromatic Sphere / Shadowblood Egg rulings 2008-08-01: a mana ability all the same (605.1a), the mana added at
    # once (605.3b): what it could produce is answered (its {1} or {2} cost: tapping it alone is refused, 602.2b);
    # beside a card it could draw, refused
    egg, sphere = "Shadowblood Egg", "Chromatic Sphere"
    objects = [("egg", egg, ""), ("sphere", sphere, "")]
    assert _verdict(_scenario(tmp_path, [sphere, egg], objects,
                              "could_produce(egg) == {'B', 'R'} and could_produce(sphere) == {'W', 'U', 'B', 'R', 'G'}"))\
        == "proved"
    library = ("card", "Forest", 'zone = "library"')
    path = _scenario(tmp_path, [egg], [("egg", egg, ""), library], "could_produce(egg) == {'B', 'R'}")
    with pytest.raises(ModelError, match=r"draws cards \(121.1\) as it adds its mana \(605.3b\)"):
        _verdict(path)


@pytest.mark.parametrize("line, said", [
    # an amount of cards off the battlefield: not measured among permanents
    ("{T}: Add X mana in any combination of colors, where X is the number of creature cards in your graveyard.",
     "the amount 'X mana in any combination, where X is the number of creature cards in your graveyard' not read"),
    # a draw followed by another one-shot effect: not the rider read
    ("{T}, Sacrifice this artifact: Add one mana of any color. Draw a card, then discard a card.",
     "the rider 'Draw a card, then discard a card.' not read"),
])
def test_near_forms_stay_refused(line, said):
    assert manalines.read(line) is None and manalines.why(line).startswith(said)


def test_a_plural_in_ies_names_its_subtype():
    # "the number of Allies you control": Ally (205.3m), its plural read as "Elves" is
    _, tables = _mana("Harabaz Druid")
    assert tables[0]["add"] == [{"mana": ANY, "amount": {"count": {"subtypes": ["Ally"], **YOURS}}}]


@pytest.mark.parametrize("name", ["Selvala, Heart of the Wilds", "Prismatic Geoscope", "Chromatic Sphere",
                                  "Shadowblood Egg", "Harabaz Druid"])
def test_each_newly_translated_card_loads(tmp_path, name):
    text, _ = _mana(name)
    path = tmp_path / "card.toml"
    path.write_text(trial.scenario(name, text))
    assert load_scenario(path).objects["x"].printed.name == name


def test_harabaz_druid_counts_the_allies_its_controller_controls(tmp_path):
    # 205.3m: two Druids of yours and one of the opponent's, each an Ally: X is 2 for yours, all of one colour
    druid = "Harabaz Druid"
    objects = [("d1", druid, ""), ("d2", druid, ""), ("d3", druid, 'controller = "opponent"')]
    assert _verdict(_scenario(tmp_path, [druid], objects,
                              "len(tapped_for_mana(d1)) == 2 and tapped_for_mana(d1) != 'WU'")) == "proved"
