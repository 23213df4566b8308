"""A mana ability a static ability grants (613.1f), in a form that needs a [[card.mana]] table:
defined on the granting card with `granted = true`, had by what it is granted to and not by
the card's own object (`verifier/cards/statics.py`, `verifier/load/manadefs.py`).  Generated
cards are put in scenarios with a real claim.  Skipped where the `cards` extra is not installed."""
import tomllib

import pytest

pytest.importorskip("phase")
pytest.importorskip("mtg")

from verifier.cards.table import generate  # noqa: E402
from verifier.errors import ModelError  # noqa: E402

FROG = '\n[[card]]\nname = "Made Up Frog"\nmana_value = 1\nmana_cost = "{G}"\ncolors = ["green"]\n' \
       'types = ["creature"]\nsubtypes = ["Frog"]\npower = 1\ntoughness = 1\n'
# a noncreature spell of {G}
RING = '\n[[card]]\nname = "Made Up Ring"\nmana_value = 1\nmana_cost = "{G}"\ncolors = ["green"]\n' \
       'types = ["enchantment"]\n'


def test_the_granted_tables():
    clement = tomllib.loads(generate("Clement, the Worrywort")[0])["card"][0]
    ability = "{T}: Add {G} or {U}. Spend this mana only to cast a creature spell."
    assert clement["static"][0]["layer6"] == {"add_abilities": [ability]}
    assert clement["static"][0]["affects"] == {"subtypes": ["Frog"], "controller": "you"}
    assert clement["mana"] == [{"ability": ability, "cost": {"tap": True}, "add": [{"mana": ["G", "U"], "amount": 1}],
                                "spend_only": {"types": ["creature"]}, "granted": True}]
    text, _ = generate("Discreet Retreat")
    retreat = tomllib.loads(text)["card"][0]
    assert retreat["mana"][0]["granted"] and retreat["mana"][0]["add"] == [
        {"mana": ["W", "U", "B", "R", "G"], "amount": 2}]
    # (its restriction to outlaws, and abilities, is kept in the text: a payment beside it is refused, 106.6)
    assert "not followed: how its mana is spent (106.6)" in text


def _load(tmp_path, body):
    from verifier.load.loader import load_scenario
    path = tmp_path / "s.toml"
    path.write_text(body)
    return load_scenario(path)


def _verdicts(sc):
    from verifier.query import check_claim_over, possible_histories
    encodings = possible_histories(sc).encodings
    return [check_claim_over(encodings, c).verdict.value for c in sc.claims]


def test_the_frogs_mana_pays_only_for_creature_spells(tmp_path):
    """106.6: two Frogs' mana pays for Grizzly Bears ({1}{G}), never for an enchantment of {G}.  (Clement's
    trigger on creatures entering, which a history would have to say, is left out: none enters.)"""
    clement = generate("Clement, the Worrywort")[0]
    trigger = ', "Whenever Clement or another creature you control enters, return up to one target creature you ' \
              'control with lesser mana value to its owner\'s hand"'
    assert trigger in clement
    body = clement.replace(trigger, "") + FROG + RING + '''
[[object]]
id = "clement"
card = "Clement, the Worrywort"

[[object]]
id = "frog"
card = "Made Up Frog"

[[object]]
id = "bears"
card = "Grizzly Bears"
zone = "hand"

[[object]]
id = "ring"
card = "Made Up Ring"
zone = "hand"

[[event]]
turn = "you"
label = "turn"

[[claim]]
id = "bears"
at = "turn"
expr = "can_cast(bears)"
expect = "proved"

[[claim]]
id = "ring"
at = "turn"
expr = "can_cast(ring)"
expect = "refuted"
'''
    assert _verdicts(_load(tmp_path, body)) == ["proved", "refuted"]


def test_a_granted_table_no_ability_of_its_card_grants_is_refused(tmp_path):
    text = generate("Clement, the Worrywort")[0].replace('layer6 = { add_abilities = ["{T}: Add {G} or {U}. Spend this '
                                                         'mana only to cast a creature spell."] }', 'layer6 = { '
                                                         'add_abilities = ["flying"] }')
    with pytest.raises(ModelError, match="no \\[\\[card.static\\]\\] of the card grants it"):
        _load(tmp_path, text + '\n[[object]]\nid = "c"\ncard = "Clement, the Worrywort"\n')


def test_a_granted_table_with_the_granting_objects_choice_is_refused():
    """614.12: "the chosen color" in a granted ability is its granting object's choice, which the model
    would read from the object that has the ability: refused, never read so."""
    from verifier.cards.statics import modification
    from verifier.cards.refusal import Refusal
    line = 'Lands you control have "{T}: Add one mana of any color. Spend this mana only to cast a creature spell ' \
           'of the chosen type."'
    m = {"type": "GrantAbility", "definition": {"description": "{T}: Add one mana of any color. Spend this mana only "
                                                               "to cast a creature spell of the chosen type."}}
    with pytest.raises(Refusal, match="what its granting object chose"):
        modification(line, m, False, [], None)
