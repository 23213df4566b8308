"""Mana abilities (605.1a) in the forms beyond the plain ones, from Oracle text
(`verifier/cards/manalines.py`): riders the model keeps but does not follow, other
amounts and costs as [[card.mana]] tables, and the refusals that name the part not
read; a loyalty ability is no mana ability.  Skipped where the `cards` extra is not
installed."""
import tomllib

import pytest

pytest.importorskip("phase")
pytest.importorskip("mtg")

from verifier.cards.table import generate  # noqa: E402

ANY_COLOR = {"mana": ["W", "U", "B", "R", "G"]}


def _card(name):
    text, refusals = generate(name)
    assert text is not None, refusals
    return text, tomllib.loads(text)["card"][0]


def _tables(card):
    return [{k: v for k, v in t.items() if k != "ability"} for t in card.get("mana", [])]


# -- riders kept but not followed: the whole text in a table, which the loader's guards read -----

@pytest.mark.parametrize("name, ability, note", [
    # 120.3a: the painland's damage is a one-shot effect, not part of the mana
    ("Adarkar Wastes", "{T}: Add {W} or {U}", "not followed: the damage it deals to you"),
    ("Talisman of Progress", "{T}: Add {W} or {U}", "not followed: the damage it deals to you"),
    ("Black Tom Cassidy", "{T}: Add {G}", "not followed: the life gained or lost"),  # "If you control ..., you gain"
    ("The Great Henge", "{T}: Add {G}{G}", "not followed: the life gained or lost"),
    ("Barbed Sextant", "{1}, {T}, Sacrifice this artifact: Add one mana of any color",
     "not followed: the card drawn at the next upkeep"),
    ("Hickory Woodlot", "{T}, Remove a depletion counter from this land: Add {G}{G}",
     "not followed: the sacrifice when its last counter is gone"),
    # its own name in the rider ("Put a time counter on Trenzalore Clocktower")
    ("Trenzalore Clocktower", "{T}: Add {U}", "not followed: the counters it puts on the permanent"),
])
def test_riders_the_model_keeps_without_following(name, ability, note):
    # cut to its first sentence, the rider would be seen by no guard (a painland's damage and a life claim, 119.3)
    text, card = _card(name)
    assert ability not in card.get("abilities", []) and note in text
    kept = [t for t in card["mana"] if t["ability"].startswith(ability + ". ")]
    assert len(kept) == 1 and "add" in kept[0]


def test_a_painlands_damage_refuses_a_claim_on_life(tmp_path):
    # 120.3a: tapped for {W}, Adarkar Wastes deals 1 damage to its controller; the model does not follow it, so a
    # claim on life is refused rather than proved at 20
    from verifier.errors import ModelError
    from verifier.load.loader import load_scenario
    text, _ = _card("Adarkar Wastes")
    path = tmp_path / "s.toml"
    path.write_text(text + '\n[[object]]\nid = "land"\ncard = "Adarkar Wastes"\n\n[[event]]\nturn = "you"\n\n'
                    '[[claim]]\nid = "c"\nexpr = "life(\'you\') == 20"\nexpect = "proved"\n')
    with pytest.raises(ModelError) as err:
        load_scenario(path)
    assert "This land deals 1 damage to you" in err.value.message and "119.3" in err.value.message


@pytest.mark.parametrize("name", ["Cinder Marsh", "Undiscovered Paradise"])
def test_a_rider_on_its_next_untap_step_keeps_the_whole_text_and_refuses_a_turn(name, tmp_path):
    # 502.3: cut to its first sentence, the land would untap in the next untap step (or stay on the battlefield) as
    # if the rider were not there; kept in its table's text, the loader's untap guard refuses a history with a turn
    from verifier.errors import ModelError
    from verifier.load.loader import load_scenario
    text, card = _card(name)
    assert [t["ability"] for t in card["mana"] if "next untap step" in t["ability"]]
    assert not any("next untap step" in a or a.startswith("{T}: Add one mana of any color") for a in
                   card.get("abilities", []))
    path = tmp_path / "s.toml"
    path.write_text(text + f'\n[[object]]\nid = "land"\ncard = "{name}"\n\n[[event]]\ntap = "land"\n\n'
                    '[[event]]\nturn = "opponent"\n\n[[event]]\nturn = "you"\n')
    with pytest.raises(ModelError) as err:
        load_scenario(path)
    assert "changes what an untap step untaps (502.3)" in err.value.message


# -- other amounts and costs: [[card.mana]] tables ----------------------------------------------

@pytest.mark.parametrize("name, table", [
    # 106.1: "in any combination": each mana its own choice
    ("Key to the Archive", {"cost": {"tap": True}, "add": [ANY_COLOR, ANY_COLOR]}),
    ("Baxter Building", {"cost": {"tap": True, "mana": "{4}"}, "add": [ANY_COLOR] * 4}),
    ("Goblin Clearcutter", {"cost": {"tap": True}, "add": [{"mana": ["R", "G"]}] * 3,  # and a sacrifice (602.2b)
                            "only_if": {"count": {"subtypes": ["Forest"], "controller": "you"}, "at_least": 1}}),
    # X mana all of one colour, X read off the board or its own power (by its name)
    ("Wirewood Channeler", {"cost": {"tap": True}, "add": [{**ANY_COLOR, "amount": {"count": {"subtypes": ["Elf"]}}}]}),
    ("Sanctum Weaver", {"cost": {"tap": True}, "add": [
        {**ANY_COLOR, "amount": {"count": {"types": ["enchantment"], "controller": "you"}}}]}),
    ("Arbor Adherent", {"cost": {"tap": True}, "add": [{**ANY_COLOR, "amount": {
        "greatest": "toughness", "among": {"types": ["creature"], "controller": "you", "other": True}}}]}),
    ("Helga, Skittish Seer", {"cost": {"tap": True}, "add": [{**ANY_COLOR, "amount": "power"}]}),
    ("Marwyn, the Nurturer", {"cost": {"tap": True}, "add": [{"mana": ["G"], "amount": "power"}]}),
    ("Bighorner Rancher", {"cost": {"tap": True}, "add": [{"mana": ["G"], "amount": {
        "greatest": "power", "among": {"types": ["creature"], "controller": "you"}}}]}),
    # "for each": on the battlefield (anyone's), a supertype, a power
    ("Cloudpost", {"cost": {"tap": True}, "add": [{"mana": ["C"], "amount": {"count": {"subtypes": ["Locus"]}}}]}),
    ("Cabal Stronghold", {"cost": {"tap": True, "mana": "{3}"}, "add": [{"mana": ["B"], "amount": {"count": {
        "subtypes": ["Swamp"], "supertypes": ["basic"], "controller": "you"}}}]}),
    ("Leafkin Avenger", {"cost": {"tap": True}, "add": [{"mana": ["G"], "amount": {"count": {
        "types": ["creature"], "controller": "you", "power_at_least": 4}}}]}),
    ("Castle Garenbrig", {"cost": {"tap": True, "mana": "{2}{G}{G}"}, "add": [{"mana": ["G"], "amount": 6}]}),
    # a sacrifice beside {T}: payable while you control one (another one: not itself)
    ("Krark-Clan Stoker", {"cost": {"tap": True}, "add": [{"mana": ["R"], "amount": 2}],
                           "only_if": {"count": {"types": ["artifact"], "controller": "you"}, "at_least": 1}}),
    ("Master of Dark Rites", {"cost": {"tap": True}, "add": [{"mana": ["B"], "amount": 3}], "only_if": {
        "count": {"types": ["creature"], "controller": "you", "other": True}, "at_least": 1}}),
    # 701.43b: exerting can always be paid
    ("Oasis Ritualist", {"cost": {"tap": True}, "add": [{**ANY_COLOR, "amount": 2}]}),
    # 602.5b: "activate only if you control a Plains or an Island": one of those subtypes
    ("Floodfarm Verge", {"cost": {"tap": True}, "add": ["U"],
                         "only_if": {"count": {"subtypes": ["Plains", "Island"], "controller": "you"}, "at_least": 1}}),
    ("Tainted Field", {"cost": {"tap": True}, "add": [{"mana": ["W", "B"], "amount": 1}],
                       "only_if": {"count": {"subtypes": ["Swamp"], "controller": "you"}, "at_least": 1}}),
    # 106.7 with a cost beyond {T}
    ("Horizon of Progress", {"cost": {"tap": True, "life": 1},
                             "add": [{"could_produce": {"types": ["land"], "controller": "you"}}]}),
])
def test_mana_tables_of_the_forms_read(name, table):
    _, card = _card(name)
    assert table in _tables(card), _tables(card)


@pytest.mark.parametrize("name, note", [
    ("Goblin Clearcutter", "not followed: the sacrifice that"),
    ("Oasis Ritualist", "not followed: exerting in"),
    ("Pillar of the Paruns", "not followed: how its mana is spent (106.6)"),  # "multicolored": not stated
])
def test_what_a_table_keeps_without_following_is_said(name, note):
    text, _ = _card(name)
    assert note in text


# -- refused: the part not read named -----------------------------------------------------------

@pytest.mark.parametrize("name, part", [
    # 602.5b: the model does not count activations: "no more than twice" refused, never accepted and ignored
    # ("only once each turn" is kept and refused where it is activated: tests/test_mana_unfollowed_activations.py)
    ("Manaforge Cinder", "the rider 'Activate no more than three times each turn.' not read"),
    # one of up to two colours chosen (the chosen colour itself: tests/test_oracle_mana_more.py)
    ("Desert Cenote", "the mana 'Add one mana of a chosen color' not read"),
    # (a cost that removes a number of counters chosen is kept, refused where it is activated; the amount it decides
    # is not read)
    # one of up to two colours chosen: the object's `chosen` is one
    ("Desert Cenote", "'Add one mana of a chosen color' not read (one of the colours chosen"),
    # (602.2b: another untapped permanent to tap is kept, and refused where it is activated:
    # tests/test_mana_unfollowed_activations.py)
    # activated from the hand: no permanent's ability
    ("Simian Spirit Guide", "'Exile this card from your hand' not read (activated from the hand"),
    ("Elvish Spirit Guide", "'Exile this creature from your hand' not read (activated from the hand"),
    # a sacrifice of what the model can't count (a token of a kind; X of them): refused, not kept
    ("Diamond Kaleidoscope", "the cost 'Sacrifice a Prism token' not read"),
    # storage counters, any number removed: the amount of mana it decides is not read
    # "instead": two outcomes on a fact the mana model does not read
    ("River of Tears", "the rider 'If you played a land this turn, add {B} instead.' not read"),
])
def test_forms_not_read_are_refused_naming_the_part(name, part):
    text, refusals = generate(name)
    assert text is None and any(r.startswith("mana ability not in a plain form: ") and part in r
                                for r in refusals), refusals


def test_a_loyalty_ability_is_no_mana_ability():
    """605.1a: "[+1]: Add {R}{R}" is a loyalty ability (606), never a mana ability: it is not read
    as one (and what it adds as it resolves is refused by the ordinary path)."""
    from verifier.cards import oracle
    from verifier.cards.translate import translate
    from verifier.model import is_mana_ability
    assert not is_mana_ability("[+1]: Add {R}{R}.") and not is_mana_ability("[\u22122]: Add {B}{B}{B}.")
    assert not is_mana_ability("[0]: Add {G}.") and is_mana_ability("{X}: Add {C}.")
    rec = {"name": "Made Up", "types": ["Planeswalker"], "subtypes": ["Chandra"], "text": "[+1]: Add {R}{R}.",
           "manaCost": "{2}{R}{R}", "layout": "normal", "colorIdentity": ["R"], "loyalty": "4"}
    t = translate(rec, oracle.face(rec))
    assert t.card is None and not any(r.startswith("mana ability") for r in t.refusals), t.refusals


# -- generated cards in a scenario ----------------------------------------------------------------

ISLAND = '\n[[card]]\nname = "Island"\ntypes = ["land"]\nsubtypes = ["Island"]\nsupertypes = ["basic"]\n'


def _verdict(tmp_path, names, objects, expr, expect):
    from verifier.load.loader import load_scenario
    from verifier.query import check_claim_over, possible_histories
    cards = "".join(generate(n)[0] for n in names)
    objs = "".join(f'\n[[object]]\nid = "{oid}"\ncard = "{card}"\n' for oid, card in objects)
    path = tmp_path / "s.toml"
    path.write_text(cards + ISLAND + objs + f'\n[[claim]]\nid = "c"\nexpr = "{expr}"\nexpect = "{expect}"\n')
    sc = load_scenario(path)
    return check_claim_over(possible_histories(sc).encodings, sc.claims[0]).verdict.value


@pytest.mark.parametrize("names, objects, expr, expect", [
    # Cloudpost: {C} for each Locus on the battlefield, an opponent's too
    (["Cloudpost"], [("a", "Cloudpost"), ("b", "Cloudpost")], "tapped_for_mana(a) == 'CC'", "proved"),
    # a Verge: its second ability only with a Plains or an Island (602.5b); could_produce ignores that (106.7)
    (["Floodfarm Verge"], [("v", "Floodfarm Verge")], "tapped_for_mana(v) == 'W'", "proved"),
    (["Floodfarm Verge"], [("v", "Floodfarm Verge"), ("i", "Island")], "tapped_for_mana(v) == 'U'", "witness"),
    (["Floodfarm Verge"], [("v", "Floodfarm Verge")], "could_produce(v) == {'W', 'U'}", "proved"),
    # two mana in any combination of colours: two of one colour or two different (106.1)
    (["Key to the Archive"], [("k", "Key to the Archive")], "tapped_for_mana(k) == 'GU'", "witness"),
    (["Key to the Archive"], [("k", "Key to the Archive")], "tapped_for_mana(k) == 'RR'", "witness"),
    # X mana of any one colour, X the Elves on the battlefield: two of one colour, never two colours
    (["Wirewood Channeler"], [("a", "Wirewood Channeler"), ("b", "Wirewood Channeler")],
     "tapped_for_mana(a) == 'BB'", "witness"),
    (["Wirewood Channeler"], [("a", "Wirewood Channeler"), ("b", "Wirewood Channeler")],
     "tapped_for_mana(a) != 'GU'", "proved"),
])
def test_generated_mana_tables_give_the_verdicts_the_cards_say(names, objects, expr, expect, tmp_path):
    assert _verdict(tmp_path, names, objects, expr, expect) == expect
