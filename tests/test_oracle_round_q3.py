"""Oracle forms of the development half (issue 24, round Q3): instructions a resolution chooses
among or chance decides (608.2d "your choice of"/"may A or B", 705 a coin flip, 706 a die roll's
results), read where every branch is one the model does not follow (each noted, what any branch
changes in `one_shot`), else refused (`verifier/cards/branches.py`); doubling the counters on a
permanent (701.10e), which put_counters events carry.  Skipped where the `cards` extra is absent."""
import json

import pytest

from conftest import claim, claim_verdict, generated_card, kept_unread, trial_body, verdict
from verifier.cards.refusal import Refusal
from verifier.errors import ModelError

pytest.importorskip("phase")
pytest.importorskip("mtg")

from verifier.cards import branches, oracle  # noqa: E402
from verifier.cards.resolved import resolved  # noqa: E402
from verifier.cards.table import generate  # noqa: E402
from verifier.load.loader import load_scenario  # noqa: E402

FLOODGATES = ("At the beginning of each player's upkeep, that player may put a doom counter on this artifact or "
              "remove a doom counter from it. Then if it has three or more doom counters on it, sacrifice this "
              "artifact. When you do, it deals 6 damage to each creature")
BAIRN = "{2}{G/U}, {Q}: Double the number of each kind of counter on target permanent"


def _parsed(name: str, kind: str) -> dict:
    """phase.rs's parse of the one activated or triggered ability of a card with an effect of this kind."""
    face = oracle.face(oracle.record(name))
    found = [a.get("execute", a) for a in (face.get("abilities") or []) + (face.get("triggers") or [])
             if f'"{kind}"' in json.dumps(a)]
    assert len(found) == 1
    return found[0]


def test_a_choice_of_counters_put_or_removed_is_kept_with_each_branch_noted():
    # Lavabrink Floodgates: the choice (PutCounter or RemoveCounter), the sacrifice under its condition and the
    # reflexive damage are all one-shot or carried by events: the trigger is kept by its text, no resolves table
    text, card = generated_card("Lavabrink Floodgates")
    assert FLOODGATES in card["abilities"] and "resolves" not in card
    assert card["abilities"][0] == "{T}: Add {R}{R}"  # (a plain mana ability, read by its text)
    assert "608.2d" in text and "(PutCounter; RemoveCounter)" in text and "DamageAll" in text


def test_a_choice_among_layer_effects_stays_unread():
    # Veteran Warleader: "gains your choice of first strike, vigilance, or trample": a layer 6 effect chosen as it
    # resolves, which no [[effect]] names: not read, the ability kept by its text in the card's not_followed
    # (113.1), every use refused, the note naming why
    assert kept_unread(generate("Veteran Warleader"), "your choice of first strike",
                       "(608.2d) with a branch the model follows (GenericEffect)")


def test_a_die_rolls_results_table_of_counters_is_read_branch_by_branch():
    # Component Pouch "{T}: Roll a d20. 1-9: put a component counter ..., 10-20: put two ...": each result a
    # PutCounter (706.2: the result picks one)
    found = _parsed("Component Pouch", "RollDie")
    assert branches.branch_kinds("line", found["effect"], lambda k: k == "PutCounter") == [["PutCounter"], ["PutCounter"]]


def test_a_coin_flip_with_a_branch_the_model_follows_is_refused():
    # Plasma Caster: "Flip a coin. If you win the flip, exile the chosen creature": exiling (ChangeZone) is no
    # instruction the translator notes as not followed (705: the flip picks the branch)
    found = _parsed("Plasma Caster", "FlipCoin")
    with pytest.raises(Refusal, match="coin flip"):
        resolved("Flip a coin. If you win the flip, exile the chosen creature.", found["sub_ability"], [])


def test_doubling_counters_on_a_permanent_is_noted_as_counters_put():
    text, card = generated_card("Gilder Bairn")
    assert card["abilities"] == [BAIRN] and "resolves" not in card
    assert "701.10e" in text and "put_counters events" in text


def test_doubling_a_players_counters_stays_refused():
    # 122.1: counters on a player, which the model does not hold: the near form is not read as doubling counters
    effect = {"type": "Double", "target_kind": {"type": "Counters", "data": {"counter_type": None}},
              "target": {"type": "Player"}}
    with pytest.raises(Refusal, match="Double"):
        resolved("Double the number of each kind of counter you have.", {"kind": "Spell", "effect": effect}, [])


def test_floodgates_a_third_counter_put_another_way_does_not_sacrifice_it(write_model):
    # Lavabrink Floodgates ruling 2020-04-17 (1): it is sacrificed for three doom counters only while its own ability
    # resolves; a third counter put some other way leaves it on the battlefield (and the creatures undamaged)
    board = ('[scenario]\nturn = "you"\n\n[[object]]\nid = "gates"\ncard = "Lavabrink Floodgates"\n'
             'counters = { doom = 2 }\n\n[[object]]\nid = "bears"\ncard = "Grizzly Bears"\n\n[[event]]\n'
             'put_counters = "gates"\ncounters = { doom = 1 }\n')
    assert verdict(write_model(board + claim("on_battlefield(gates) and counters(gates, 'doom') == 3 and "
                                             "on_battlefield(bears) and tapped_for_mana(gates) == 'RR'"))) == "proved"


_BAIRN_BOARD = '''[scenario]
turn = "you"

[[object]]
id = "bairn"
card = "Gilder Bairn"
{tapped}
''' + "".join(f'\n[[object]]\nid = "forest-{i}"\ncard = "Forest"\n' for i in range(3)) + '\n[[event]]\nstep = "main"\n'


@pytest.mark.parametrize("tapped, expected", [("tapped = true", "proved"), ("", "refuted")])
def test_bairn_untapped_cant_pay_its_untap_symbol(tapped, expected, write_model):
    # Gilder Bairn ruling 2008-08-01 (2): an untapped Bairn can't activate its {Q} ability, its cost can't be paid
    # (107.6); tapped, three Forests pay {2}{G/U}
    text = _BAIRN_BOARD.replace("{tapped}", tapped)
    assert claim_verdict(write_model, text, f"can_activate(bairn, '{BAIRN}')", expect=expected) == expected


HEXPLATE = ("Whenever equipped creature attacks, if it's the first combat phase of the turn, untap each attacking "
            "creature. After this phase, there is an additional combat phase")


@pytest.mark.parametrize("name, line", [
    ("Hexplate Wallbreaker", HEXPLATE),
    ("Grim Reaper's Sprint", "When this Aura enters, untap each creature you control. If it's your main phase, there is "
                             "an additional combat phase after this phase"),
])
def test_a_trigger_adding_a_combat_phase_is_kept_by_its_text(name, line):
    # 500.8: the phase it adds is no step a history follows: kept by its text, noted, its Equipment's or Aura's
    # static ability read as before (+2/+2)
    text, card = generated_card(name)
    assert line in card["abilities"] and "resolves" not in card and "500.8" in text
    assert card["static"][0]["layer7c"] == {"power": 2, "toughness": 2}


def test_an_activated_ability_adding_a_phase_stays_refused():
    # (no guard reads an activated ability's or a spell's added phase: its [[effect]] would be applied as if the
    # history had the phase)
    found = _parsed("Hexplate Wallbreaker", "AdditionalPhase")
    ability = {**found, "kind": "Activated"}
    with pytest.raises(Refusal, match="AdditionalPhase"):
        resolved("{1}: " + HEXPLATE + ".", ability, [])


@pytest.mark.parametrize("name", ["Lavabrink Floodgates", "Gilder Bairn", "Hexplate Wallbreaker",
                                  "Grim Reaper's Sprint"])
def test_newly_translated_cards_load_and_are_used(name, write_model):
    # (each on the battlefield, an Equipment on the trial's creature, an Aura on it: +2/+2 there)
    text, card = generated_card(name)
    pumped = "power(bear) == 4" if card.get("static") else "power(bear) == 2"
    assert verdict(write_model(trial_body(name, text) + claim(pumped))) == "proved"


_ATTACKING = '''[scenario]
turn = "opponent"

[[object]]
id = "bears"
card = "Grizzly Bears"

[[object]]
id = "hex"
card = "Hexplate Wallbreaker"
attached_to = "bears"

[[event]]
turn = "you"

[[event]]
step = "combat"

[[event]]
attacks = "bears"
'''


def test_a_history_past_the_added_phase_is_refused(write_model):
    # 500.8, 603.2: the Bears attack with the Wallbreaker: its trigger may add a combat phase, which no history
    # follows: a [[trigger]] table saying it resolved is refused, naming what it does
    table = (f'\n[[event]]\nresolves = "t"\n\n[[trigger]]\nid = "t"\nsource = "hex"\nability = "{HEXPLATE}"\n'
             'when = "attacks"\nof = { attached = true }\n')
    with pytest.raises(ModelError, match=r"adds a phase to the turn \(500.8\)"):
        load_scenario(write_model(_ATTACKING + table + claim("true")))


def test_an_equipped_creature_gets_plus_two_plus_two(write_model):
    # 301.5, 613.4c: the Wallbreaker's static ability on the creature it is attached to, a board before any attack
    board = _ATTACKING.split("[[event]]")[0]
    assert verdict(write_model(board + claim("power(bears) == 4 and toughness(bears) == 4"))) == "proved"
