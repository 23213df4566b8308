"""Oracle forms (round X6): a mana ability with "Activate only as a sorcery" (605.1a: still a mana
ability; 602.5d) kept for what it could produce, tapping it or paying with it refused; a cost with a
possessive in it ("its owner's hand") is no quoted ability; "As ~ enters the battlefield, choose ..."
(the older wording) as the choice "As ~ enters, choose ..." is (614.12); a legendary's name without
its regnal number as its own (201.5c); a modal activated or triggered ability of a permanent whose
modes are not all read kept by its first line's text in `not_followed`, its modes with it (700.2,
`verifier/cards/modal_kept.py`).  Skipped where the `cards` extra is absent."""
import pytest

from conftest import claim, claim_verdict, generated_card, kept_unread, retexted, trial_body
from verifier.errors import ModelError
from verifier.load.loader import load_scenario

pytest.importorskip("phase")
pytest.importorskip("mtg")

from verifier.cards.table import generate  # noqa: E402

IGNUS = "{R}, Return this creature to its owner's hand: Add {C}{C}{R}. Activate only as a sorcery."
AMPLIFIER = "{4}, {T}: Choose one. Activate only as a sorcery"
STORVALD = "Whenever Storvald enters or attacks, choose one or both —"


def _trial(name):
    text, _ = generated_card(name)
    return trial_body(name, text)


def test_ignus_sorcery_speed_mana_ability_is_a_mana_table_with_its_notes():
    text, card = generated_card("Grinning Ignus")
    assert card["mana"] == [{"ability": IGNUS, "cost": {"mana": "{R}"}, "add": [{"mana": ["C"], "amount": 2}, "R"]}]
    assert "(602.5d)" in text and "Return this creature to its owner's hand" in text


def test_ignus_could_produce_its_mana_as_its_ruling_says(write_model):
    # Grinning Ignus ruling 2021-03-19: despite its timing restriction it is still a mana ability (605.1a), so it
    # is among what the permanent could produce (106.7): {C} and {R}
    body = _trial("Grinning Ignus")
    assert claim_verdict(write_model, body, "could_produce(x) == {'C', 'R'}") == "proved"
    assert claim_verdict(write_model, body, "could_produce(x) == {'R'}", expect="refuted") == "refuted"


def test_ignus_tapped_for_mana_is_refused_for_its_timing(write_model):
    # 602.5d: only as a sorcery, with the stack empty: never during a spell's payment; the model does not follow it
    with pytest.raises(ModelError, match=r"activated only as a sorcery \(602.5d"):
        load_scenario(write_model(_trial("Grinning Ignus") + claim("can_tap_for_mana(x)")))


def test_old_wording_of_a_colour_chosen_as_it_enters_reads_as_the_new_one():
    # "As Glorious Dragon-Kin enters the battlefield, choose a color." (614.12) as Flickering Ward's "As this Aura
    # enters, choose a color.": kept by its text, the protection "from the chosen color" granted in layer 6
    _, kin = generated_card("Glorious Dragon-Kin")
    _, ward = generated_card("Flickering Ward")
    assert kin["abilities"] == ["flying", "As Glorious Dragon-Kin enters the battlefield, choose a color"]
    assert kin["static"][0]["layer6"] == ward["static"][0]["layer6"] == {
        "add_abilities": ["Protection from the chosen color"]}
    assert kin["static"][0]["affects"] == {"any_of": [{"types": ["creature", "artifact"], "controller": "you"},
                                                      {"types": ["creature"], "subtypes": ["Dragon"],
                                                       "controller": "you"}]}


def test_dragon_kin_loads_and_the_bears_get_no_protection(write_model):
    body = _trial("Glorious Dragon-Kin")
    assert 'chosen = "red"' in body  # (614.12, 607.2d: the words read with the colour chosen, round F1; the trial gives it)
    assert claim_verdict(write_model, body, "has_ability(x, 'Protection from red') and "
                                            "not has_ability(bear, 'Protection from red') and "
                                            "has_ability(x, 'flying')") == "proved"


def test_king_darien_by_its_name_without_its_regnal_number():
    # 201.5c: "Sacrifice King Darien: ..." names the card itself: its ability read as phase.rs parsed it
    _, card = generated_card("King Darien XLVIII")
    sacrifice = "Sacrifice King Darien: Creature tokens you control gain hexproof and indestructible until end of turn"
    assert sacrifice in card["abilities"] and "not_followed" not in card
    assert card["resolves"] == [{"ability": sacrifice, "until": "end of turn",
                                 "layer6": {"add_abilities": ["hexproof", "indestructible"]},
                                 "affects": {"types": ["creature"], "controller": "you", "token": True}}]


def test_king_darien_loads_and_its_sacrifice_ability_gives_tokens_only(write_model):
    body = _trial("King Darien XLVIII")
    assert claim_verdict(write_model, body, "power(bear) == 3 and not has_ability(bear, 'hexproof') and "
                                            "power(x) == 2") == "proved"


@pytest.mark.parametrize("name, header", [("Aetheric Amplifier", AMPLIFIER), ("Storvald, Frost Giant Jarl", STORVALD)])
def test_modal_ability_with_unread_modes_kept_by_its_first_line(name, header):
    text, card = generated_card(name)
    assert card["not_followed"] == [header] and header in card["abilities"]
    assert not any(a.startswith("•") for a in card["abilities"]) and "resolves" not in card
    assert kept_unread((text, []), header[:30], "700.2")


def test_amplifier_loads_its_modal_ability_can_not_be_activated(write_model):
    body = _trial("Aetheric Amplifier")
    assert claim_verdict(write_model, body, "len(could_produce(x)) == 5") == "proved"
    ability = f'\n[[ability]]\nid = "a"\nsource = "x"\nability = "{AMPLIFIER}"\neffects = []\n'
    events = '\n[[event]]\nstep = "main"\n\n[[event]]\nactivate = "a"\n\n[[event]]\nresolves = "a"\n'
    with pytest.raises(ModelError, match="was not read from its card's text"):
        load_scenario(write_model(body + ability + events + claim("on_battlefield(x)")))


def test_storvald_loads_and_an_attack_past_its_trigger_is_refused(write_model):
    body = _trial("Storvald, Frost Giant Jarl")
    assert claim_verdict(write_model, body, "power(x) == 7 and has_ability(bear, 'Ward {3}')") == "proved"
    # 603.2, 500.2: "enters or attacks" is read as any event (`unsaid_triggers`); the next step begins only once the
    # trigger has resolved, which no [[trigger]] may say
    events = '\n[[event]]\nstep = "combat"\n\n[[event]]\nstep = "end"\n'
    with pytest.raises(ModelError, match="may have triggered"):
        load_scenario(write_model(body + events + claim("on_battlefield(x)")))


def test_a_modal_ability_with_a_mana_mode_and_a_spells_modes_stay_refused():
    # 605.1a: an ability that may add mana is never kept unread; a spell's modes are its instructions (608.2c)
    rec = retexted("Aetheric Amplifier", "{4}, {T}: Choose one. Activate only as a sorcery.\n• Add {R}{R}.\n"
                                         "• Double the number of each kind of counter you have.")
    assert rec.card is None and any("Double the number" in r for r in rec.refusals)
    _, refusals = generate("Open the Omenpaths")
    assert any("• Creatures you control get +1/+0 until end of turn." in r for r in refusals)


ULAMOG = "Ulamog enters with a number of +1/+1 counters on it equal to the greatest mana value among cards in exile"


def test_ulamog_enters_with_counters_equal_to_an_amount_the_scenario_gives():
    # 614.1c: "enters with a number of +1/+1 counters on it equal to ...", as "... for each ...": the counters its
    # object entered with are the scenario's to give (122.6)
    text, card = generated_card("Ulamog, the Defiler")
    assert ULAMOG in card["abilities"] and "enters_with_counters" not in card
    assert "the scenario gives its object the counters it entered with" in text


def test_ulamog_loads_with_the_counters_given(write_model):
    body = _trial("Ulamog, the Defiler").replace('card = "Ulamog, the Defiler"',
                                                 'card = "Ulamog, the Defiler"\ncounters = { "+1/+1" = 3 }', 1)
    assert claim_verdict(write_model, body, "power(x) == 10 and toughness(x) == 10") == "proved"


def test_a_number_of_counters_without_its_amount_stays_refused():
    rec = retexted("Ulamog, the Defiler", "Ulamog enters with a number of +1/+1 counters on it.")
    assert rec.card is None and any("entering with counters not read" in r for r in rec.refusals)
