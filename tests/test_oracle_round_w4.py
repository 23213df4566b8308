"""Oracle forms (round W4): riders on the mana a spell, or a triggered ability that is no mana
ability (605.5a), adds as it resolves: "Spend this mana only to cast ... spells", "This mana
can't be spent to cast ... spells" (106.6) and a triggered ability's "Until end of turn, you
don't lose this mana as steps and phases end" (106.4, 500.4), read where phase.rs's parse
carries them on the Mana effect and said not followed (`verifier/cards/oneshot_mana.py`): the
model adds no such mana, and the loader's pool guards read the kept text.  Near forms stay
refused.  Skipped where the `cards` extra is absent."""
import pytest

from conftest import claim, claim_verdict, generated_card, kept_unread, retexted, trial_body, verdict
from verifier.errors import ModelError
from verifier.load.loader import load_scenario

pytest.importorskip("phase")
pytest.importorskip("mtg")

from verifier.cards.table import generate  # noqa: E402

KARN = ("At the beginning of your upkeep, add {C} for each artifact you control. This mana can't be spent to cast "
        "nonartifact spells. Until end of turn, you don't lose this mana as steps and phases end")
TANUKI_ADDS = "Whenever this creature or equipped creature attacks, add an amount of {G} equal to its power."
TANUKI = ("Whenever this creature or equipped creature attacks, add an amount of {G} equal to its power. Until end of "
          "turn, you don't lose this mana as steps and phases end")


def _trial(name):
    """The trial scenario of a generated card (`verifier.cards.trial`), without its claim."""
    text, refusals = generate(name)
    assert text is not None, refusals
    return trial_body(name, text)


def test_karn_keeps_its_trigger_by_its_text_with_both_riders_noted():
    text, card = generated_card("Karn, Legacy Reforged")
    assert card["abilities"] == [KARN] and "mana" not in card and "mana_trigger" not in card
    assert card["static"][0]["layer7a"]["power"] == {"greatest": "mana_value",
                                                     "among": {"types": ["artifact"], "controller": "you"}}
    assert "may be spent (106.6)" in text and "(106.4, 500.4)" in text


def test_tanuki_keeps_its_attack_trigger_by_its_text():
    text, card = generated_card("Tanuki Transplanter")
    assert card["abilities"] == [TANUKI, "Reconfigure {3}"] and "mana" not in card
    assert "(106.4, 500.4)" in text and "605.5a" in text


def test_geosurge_spell_mana_restriction_noted_with_no_resolution():
    text, card = generated_card("Geosurge")
    assert card["types"] == ["sorcery"] and "resolves" not in card and "abilities" not in card
    assert "may be spent (106.6)" in text and "605.1a" in text


def test_karn_loads_and_its_upkeep_mana_is_nothing_it_could_produce(write_model):
    # 605.5a: a triggered ability triggering on no mana ability is no mana ability, so Karn could produce nothing
    # (106.7); its power is the greatest mana value among artifacts you control, its own 5 (604.3)
    body = _trial("Karn, Legacy Reforged")
    assert claim_verdict(write_model, body, "could_produce(x) == set() and could_produce(forest) == {'G'} and "
                                            "power(x) == 5 and toughness(x) == 5") == "proved"


def test_tanuki_loads_attached_and_could_produce_nothing(write_model):
    # Tanuki Transplanter ruling 2022-02-18: attached by reconfigure it stops being a creature and loses its creature
    # types (702.151b); its attack trigger's {G} is no mana ability's (605.5a), so it could produce nothing
    body = _trial("Tanuki Transplanter")
    assert 'attached_to = "bear"' in body
    assert claim_verdict(write_model, body, "not has_type(x, 'creature') and not has_subtype(x, 'Dog') and "
                                            "could_produce(x) == set() and could_produce(forest) == {'G'}") == "proved"
    unattached = body.replace('attached_to = "bear"\n', "")
    assert claim_verdict(write_model, unattached, "has_type(x, 'creature') and has_subtype(x, 'Dog') and "
                                                  "could_produce(x) == set()") == "proved"


_HAND = '''
[[object]]
id = "card"
card = "Grizzly Bears"
zone = "hand"

[[event]]
turn = "you"

[[event]]
step = "main"
label = "main"
'''


@pytest.mark.parametrize("name", ["Karn, Legacy Reforged", "Tanuki Transplanter"])
def test_a_claim_on_casting_beside_mana_kept_in_the_pool_is_refused(write_model, name):
    # 106.4, 500.4: the mana it keeps in the pool past a step's end is not followed, so whether a spell could be cast
    # (with that mana, or after it) is refused, naming the ability
    body = _trial(name) + _HAND
    with pytest.raises(ModelError, match="don't lose this mana"):
        load_scenario(write_model(body + claim("can_cast(card)", extra='at = "main"')))


def test_mana_in_a_pool_beside_tanuki_is_refused(write_model):
    # CR 106.4: a pool empties as each step and phase ends; Tanuki's mana does not, which the model does not follow:
    # a history that puts mana in a pool (taps the Forest for mana), to be kept or lost as the step ends, is refused,
    # naming the ability
    history = '\n[[event]]\nturn = "you"\n\n[[event]]\nstep = "main"\n\n[[event]]\nadd_mana = "forest"\n\n' \
              '[[event]]\nstep = "combat"\n'
    body = _trial("Tanuki Transplanter") + history
    with pytest.raises(ModelError, match="mana in a pool here: .*don't lose this mana"):
        load_scenario(write_model(body + claim("could_produce(forest) == {'G'}")))


@pytest.mark.parametrize("name, text, words, kept", [
    # 106.4: kept only until end of combat (firebending's words), or with no end at all: not read (a trigger that adds
    # mana is never kept unread: what is in a pool decides what can be cast, 106.4, 605.1b)
    ("Tanuki Transplanter", f"{TANUKI_ADDS} Until end of combat, you don't lose this mana as steps and phases end.",
     "combat", False),
    ("Tanuki Transplanter", f"{TANUKI_ADDS} You don't lose this mana as steps and phases end.", "don't", False),
    # a spell's text is not kept, so no pool guard would read it: "you don't lose this mana" on a spell is refused
    ("Geosurge", "Add {R}{R}{R}{R}{R}{R}{R}. Until end of turn, you don't lose this mana as steps and phases end.",
     "lose", False),
    # a rider of its own after the delayed trigger, not referring back to it, is not read as the trigger's effect
    ("Codie, Vociferous Codex", "{4}, {T}: Add {W}{U}{B}{R}{G}. When you next cast a spell this turn, exile the top card "
                                "of your library. Scry 1.", "Scry 1", False),
    # "Spend only mana produced by artifacts to activate this ability": no payment restriction read but the chosen
    # colour's or a colour's (the activated ability kept by its text unread)
    ("Throne of Eldraine", "As Throne of Eldraine enters, choose a color.\n{3}, {T}: Draw two cards. Spend only mana "
                           "produced by artifacts to activate this ability.", "Draw two cards", True),
])
def test_near_forms_stay_refused_or_unread(name, text, words, kept):
    # a spell's or a mana ability's refused; an activated or triggered ability's kept by its text in the card's
    # not_followed (113.1), every use refused, the note naming why
    tr = retexted(name, text)
    if kept:
        assert not tr.refusals and kept_unread(tr, words, "effect 'Unimplemented' not translated"), tr.notes
    else:
        assert tr.card is None and any(words in r for r in tr.refusals), tr.refusals


WHISPERSTEEL = ("Whenever equipped creature deals combat damage to a player, you may cast a creature spell from that "
                "player's graveyard this turn, and you may spend mana as though it were mana of any color to cast that "
                "spell")


def test_a_cast_permissions_any_color_spending_is_kept_with_it():
    # 601.3, 609.4b: the permission and how mana may be spent on the one spell it lets be cast, kept by its text
    text, card = generated_card("Whispersteel Dagger")
    assert card["abilities"] == [WHISPERSTEEL, "Equip {3}"]
    assert card["static"][0]["layer7c"] == {"power": 2} and "609.4b" in text


def test_whispersteel_loads_and_a_claim_on_casting_from_a_graveyard_beside_it_is_refused(write_model):
    body = _trial("Whispersteel Dagger")
    assert claim_verdict(write_model, body, "power(bear) == 4 and toughness(bear) == 2") == "proved"
    grave = body + '\n[[object]]\nid = "dead"\ncard = "Grizzly Bears"\nzone = "graveyard"\n' + \
        '\n[[event]]\nturn = "you"\n\n[[event]]\nstep = "main"\nlabel = "main"\n'
    with pytest.raises(ModelError, match="cast"):
        load_scenario(write_model(grave + claim("can_cast(dead)", extra='at = "main"')))


def test_the_any_color_spending_rider_to_activate_abilities_is_kept_not_keyed():
    # 609.4b: "... to activate abilities of creatures you control" (Agatha's Soul Cauldron): no key says it; kept by
    # its text since round Y4, its note naming the rule not followed
    text, refusals = generate("Agatha's Soul Cauldron")
    assert text is not None and "not followed: SpendManaAsAnyColor" in text, refusals


CODIE = ("{4}, {T}: Add {W}{U}{B}{R}{G}. When you next cast a spell this turn, exile cards from the top of your library "
         "until you exile an instant or sorcery card with lesser mana value. Until end of turn, you may cast that card "
         "without paying its mana cost. Put each other card exiled this way on the bottom of your library in a random "
         "order.")


def test_a_delayed_trigger_on_the_next_cast_goes_on_in_sentences_referring_back_to_it():
    # 603.7a: the sentences after "When you next cast a spell this turn, ..." that say "that card", "exiled this way"
    # are that trigger's effect; the table keeps the whole text and adds the five colours
    text, card = generated_card("Codie, Vociferous Codex")
    (mana,) = card["mana"]
    assert mana["ability"] == CODIE and mana["add"] == ["W", "U", "B", "R", "G"]
    assert mana["cost"] == {"tap": True, "mana": "{4}"} and "603.7a" in text


def test_codie_loads_could_produce_five_colours_and_refuses_a_cast(write_model):
    # Codie ruling 2021-04-16: its activated ability is a mana ability (605.1a: the delayed trigger it creates does not
    # change that), so it could produce its five colours (106.7: whatever its cost); 603.7a: the delayed trigger beside
    # a cast is refused
    body = _trial("Codie, Vociferous Codex")
    assert claim_verdict(write_model, body, "could_produce(x) == {'W', 'U', 'B', 'R', 'G'} and power(x) == 1") == "proved"
    with pytest.raises(ModelError, match="creates a delayed trigger on the next spell cast this turn"):
        load_scenario(write_model(body + _HAND + claim("can_cast(card)", extra='at = "main"')))


THRONE_DRAW = "{3}, {T}: Draw two cards. Spend only mana of the chosen color to activate this ability"


def test_a_restriction_on_the_mana_paying_an_abilitys_own_cost_is_kept_by_its_text():
    # 602.2b, 601.2h: how its own cost may be paid, kept in the ability's text; its mana ability's 106.6 rider as before
    text, card = generated_card("Throne of Eldraine")
    assert THRONE_DRAW in card["abilities"] and "(602.2b, 601.2h)" in text
    (mana,) = card["mana"]
    assert mana["add"] == [{"mana": ["chosen"], "amount": 4}] and "Spend this mana only" in mana["ability"]


def test_throne_loads_could_produce_its_colour_and_refuses_activating_the_draw(write_model):
    body = _trial("Throne of Eldraine")
    assert 'chosen = "white"' in body
    assert claim_verdict(write_model, body, "could_produce(x) == {'W'}") == "proved"  # 106.7, 614.12: the colour chosen
    history = '\n[[event]]\nturn = "you"\n\n[[event]]\nstep = "main"\nlabel = "main"\n'
    with pytest.raises(ModelError, match="restriction .Spend only mana of the chosen color to activate this ability.* not modelled"):
        load_scenario(write_model(body + history + claim(f"can_activate(x, '{THRONE_DRAW}')", extra='at = "main"')))


def test_geosurge_loads_in_a_hand_and_adds_nothing_a_permanent_could_produce(write_model):
    # 605.1a, 106.7: a spell's mana is no permanent's mana ability: the Mountains could produce {R}, and the card in
    # the hand adds nothing to what anything could produce (a cast of it, whose resolution is not said, is refused)
    text, _ = generate("Geosurge")
    mountains = "".join(f'\n[[object]]\nid = "m{i}"\ncard = "Mountain"\n' for i in range(2))
    body = text + '\n[scenario]\n' + mountains + '\n[[object]]\nid = "geo"\ncard = "Geosurge"\nzone = "hand"\n'
    assert verdict(write_model(body + claim("in_zone(geo, 'hand') and could_produce(m0) == {'R'} and "
                                            "mana_value(geo) == 4"))) == "proved"
