"""Flanking (702.25a) and battle cry (702.91a) as what their triggers resolve to, as exalted and
bushido are: the blocking creature gets -1/-1, each other attacking creature +1/+0, until end of
turn, a [[card.resolves]] a scenario's [[effect]] applies to the creatures it names (whether it
triggers, a blocker without flanking, is the scenario's to say; each instance triggers apart,
702.25b).  Printed or granted.  Skipped where the `cards` extra is not installed."""
import tomllib

import pytest

pytest.importorskip("phase")
pytest.importorskip("mtg")

from verifier.cards.table import generate  # noqa: E402

FLANKING = {"ability": "flanking", "until": "end of turn", "layer7c": {"power": -1, "toughness": -1}}


def _card(name):
    text, refusals = generate(name)
    assert text is not None, refusals
    return tomllib.loads(text)["card"][0]


def test_printed_flanking_resolves_to_minus_one_minus_one():
    card = _card("Suq'Ata Lancer")
    assert card["abilities"] == ["haste", "flanking"] and card["resolves"] == [FLANKING]


def test_granted_flanking_is_granted_and_resolves_the_same():
    card = _card("Agility")  # "Enchanted creature gets +1/+1 and has flanking."
    assert card["static"][0]["layer6"] == {"add_abilities": ["flanking"]} and card["resolves"] == [FLANKING]


@pytest.mark.parametrize("effects, expr", [
    ('[[effect]]\nid = "f"\ncard = "Suq\'Ata Lancer"\nability = "flanking"\ntargets = ["bears"]\n',
     "power(bears) == 1 and toughness(bears) == 1 and power(lancer) == 2"),
    ('', "power(bears) == 2 and toughness(bears) == 2"),  # (not triggered: nothing applies)
])
def test_the_blocker_gets_minus_one_minus_one(effects, expr, write_model, run_cli):
    # 702.25a: Grizzly Bears blocking Suq'Ata Lancer is a 1/1 once flanking's trigger resolved
    scenario = write_model(
        '[scenario]\nturn = "you"\n\n[[object]]\nid = "lancer"\ncard = "Suq\'Ata Lancer"\n\n'
        '[[object]]\nid = "bears"\ncard = "Grizzly Bears"\ncontroller = "opponent"\n\n' + effects +
        f'\n[[claim]]\nid = "c"\nexpr = "{expr}"\nexpect = "proved"\n')
    code, out, err = run_cli("check", scenario)
    assert code == 0 and "1 ok" in out, out + err


def test_battle_cry_resolves_to_plus_one_plus_zero_on_the_other_attackers(write_model, run_cli):
    assert _card("Goblin Wardriver")["resolves"] == [{"ability": "battle cry", "until": "end of turn",
                                                      "layer7c": {"power": 1, "toughness": 0}}]
    # 702.91a: each other attacking creature, named by the effect, not the Wardriver itself
    scenario = write_model(
        '[scenario]\nturn = "you"\n\n[[object]]\nid = "w"\ncard = "Goblin Wardriver"\n\n'
        '[[object]]\nid = "bears"\ncard = "Grizzly Bears"\n\n'
        '[[effect]]\nid = "cry"\ncard = "Goblin Wardriver"\nability = "battle cry"\ntargets = ["bears"]\n\n'
        '[[claim]]\nid = "c"\nexpr = "power(bears) == 3 and toughness(bears) == 2 and power(w) == 2"\n'
        'expect = "proved"\n')
    code, out, err = run_cli("check", scenario)
    assert code == 0 and "1 ok" in out, out + err
