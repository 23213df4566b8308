"""Karametra, God of Harvests (ruling 2020-11-10): attacking, it stops being a creature and is
removed from combat (506.4).  The combat damage step still comes: 508.8 skips it only where no
attackers were declared, and one was.  A combat damage step outside a combat phase is refused
naming what ended it (511.3; an "until end of turn" effect ending is the cleanup step, 514.2)."""
import pytest

from conftest import MODELS, claim, claim_verdict, verdict
from verifier.errors import ModelError
from verifier.load.loader import load_scenario
from verifier.query import possible_histories

PATH = MODELS / "scenarios" / "combat_karametra_stops_being_creature.toml"
TEXT = PATH.read_text()
# (no events, no claims; without the second Devotee, which the history has enter)
BOARD = (TEXT[:TEXT.index("[[event]]")] + TEXT[TEXT.index("# -- cards generated"):]).replace(
    '[[object]]\nid = "second-devotee"\ncard = "Selesnya Devotee"\n', "")
LEAVES = 'leaves = "devotee"\ninto = "graveyard"'  # (devotion to green and white drops from seven to two, 700.5)
# an effect removing the type creature until end of turn (its ending is the cleanup step, 514.2)
EFFECT = '\n[[effect]]\nid = "removal"\ntargets = ["karametra"]\nlayer4 = { remove_types = ["creature"] }\n' \
    'until = "end of turn"\n'


def events(*tables: str) -> str:
    return "".join(f"\n[[event]]\n{t}\n" for t in tables)


def refusal(write_model, text: str) -> ModelError:
    with pytest.raises(ModelError) as err:
        possible_histories(load_scenario(write_model(text)))
    return err.value


def test_the_bundled_claims_hold():
    assert [verdict(PATH, i) for i in range(4)] == ["proved", "proved", "refuted", "proved"]


def test_the_damage_step_comes_after_the_only_attacker_is_removed(write_model):
    removed = BOARD + events('step = "combat"', 'attacks = "karametra"', LEAVES,
                             'step = "combat damage"\nlabel = "damage"')
    assert claim_verdict(write_model, removed, "not attacking(karametra) and life('opponent') == 20",
                         at="damage") == "proved"
    kept = BOARD + events('step = "combat"', 'attacks = "karametra"', 'step = "combat damage"\nlabel = "damage"')
    assert claim_verdict(write_model, kept, "life('opponent') == 14", at="damage") == "proved"


def test_no_attackers_declared_no_damage_step(write_model):
    err = refusal(write_model, BOARD + events('step = "combat"', 'step = "combat damage"') + claim("on_battlefield(karametra)"))
    assert "no attackers were declared in this combat phase (508.8" in err.message and err.line > 0


def test_after_an_end_of_turn_effect_ends_no_combat_phase(write_model):
    """An "until end of turn" effect ending is the cleanup step (514.2): the combat phase is over, its
    combat damage step passed before it (510.1)."""
    err = refusal(write_model, BOARD + EFFECT + events('step = "combat"', 'attacks = "karametra"', 'starts = "removal"',
                                                       'ends = "removal"', 'step = "combat damage"') +
                  claim("on_battlefield(karametra)"))
    assert "an \"until end of turn\" effect ending is the cleanup step, 514.2" in err.message and \
        "passes a combat damage step" in err.message
    assert "no attackers were declared" not in err.message
