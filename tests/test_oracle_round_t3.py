"""Oracle forms (round T3): "is all creature types" / "gains all creature types" said as one more predicate of a
subject whose other predicates phase.rs read (it parses the line as if the phrase were not there): the layer 4 part
of the same continuous effect, with its affected object, condition and duration (205.3m, 613.1d;
`verifier/cards/alltypes.py`).  The phrase anywhere else stays refused.  Skipped where the `cards` extra is absent."""
import pytest

from conftest import claim, generated_card, retexted, trial_body, verdict
from verifier.rules.typeline import SUBTYPE_SETS

pytest.importorskip("phase")
pytest.importorskip("mtg")

from verifier.cards.table import generate  # noqa: E402

EVERY = {"add_subtypes": sorted(SUBTYPE_SETS["creature"])}


def test_equipped_creature_gets_a_bonus_and_is_all_creature_types():
    _, card = generated_card("Stalactite Dagger")
    (st,) = card["static"]
    assert st["affects"] == {"types": ["creature"], "attached": True}
    assert st["layer7c"] == {"power": 1, "toughness": 1} and st["layer4"] == EVERY


def test_the_stated_condition_covers_both_parts():
    _, card = generated_card("Undercover Skrull")
    (st,) = card["static"]
    assert st["condition"] == "there are two or more creature cards in your graveyard" and st["affects"] == {"self": True}
    assert st["layer7c"] == {"power": 2, "toughness": 2} and st["layer4"] == EVERY


def test_the_resolved_effects_duration_covers_the_types_too():
    _, card = generated_card("Wings of Velis Vel")
    (res,) = card["resolves"]
    assert res["until"] == "end of turn" and res["target"] == {"types": ["creature"]}
    assert res["layer7b"] == {"power": 4, "toughness": 4} and res["layer6"] == {"add_abilities": ["flying"]}
    assert res["layer4"] == EVERY


def _verdict(write_model, body, expr, expect="proved"):
    return verdict(write_model(body + claim(expr, expect)))


def test_the_equipped_creature_shares_a_creature_type_with_an_elf(write_model):
    # 205.3m: every creature type, Elf among them, beside its own Bear
    text, _ = generate("Stalactite Dagger")
    body = trial_body("Stalactite Dagger", text)
    assert _verdict(write_model, body, "has_subtype(bear, 'Elf') and has_subtype(bear, 'Bear') and "
                                    "power(bear) == 3") == "proved"


def test_the_skrull_is_every_creature_type_only_while_its_condition_holds(write_model):
    text, _ = generate("Undercover Skrull")
    body = trial_body("Undercover Skrull", text)
    assert _verdict(write_model, body, "has_subtype(x, 'Elf') and power(x) == 3") == "proved"
    off = body.replace("graveyard\" = true}", "graveyard\" = false}")
    assert off != body
    assert _verdict(write_model, off, "has_subtype(x, 'Elf') or power(x) == 3", "refuted") == "refuted"


_UNTIL_END = '''
[[event]]
starts = "e0"
label = "cast"

[[event]]
ends = "e0"
label = "after"
'''


def test_wings_target_is_a_goblin_until_end_of_turn_and_not_after(write_model):
    text, _ = generate("Wings of Velis Vel")
    body = trial_body("Wings of Velis Vel", text) + _UNTIL_END
    path = write_model(body + claim("has_subtype(bear, 'Goblin') and has_flying(bear)", extra='at = "cast"')
                       .replace("has_flying(bear)", "has_ability(bear, 'flying')"))
    assert verdict(path) == "proved"
    path = write_model(body + claim("has_subtype(bear, 'Goblin')", "refuted", extra='at = "after"'), "after.toml")
    assert verdict(path) == "refuted"


def test_the_rulings_examples_of_creature_types_are_each_the_targets(write_model):
    # Wings of Velis Vel ruling 2013-07-01 gives Sliver, Goblin and Soldier as examples of creature types (written
    # here from the ruling, apart from the translator): each is the target's after it resolves
    named = ["Sliver", "Goblin", "Soldier"]
    text, _ = generate("Wings of Velis Vel")
    body = trial_body("Wings of Velis Vel", text) + _UNTIL_END
    expr = " and ".join(f"has_subtype(bear, '{t}')" for t in named)
    assert verdict(write_model(body + claim(expr, extra='at = "cast"'))) == "proved"


@pytest.mark.parametrize("line", [
    "Equipped creature gets +1/+1. It is all creature types.",  # another sentence
    "Equipped creature gets +1/+1 until end of turn and is all creature types.",  # a duration of one predicate
    "Equipped creature gets +1/+1 and target creature is all creature types.",  # another subject
])
def test_near_forms_stay_refused(line):
    out = retexted("Stalactite Dagger", line)
    assert out.card is None and any(line.split(".")[0] in r for r in out.refusals), out


def test_loses_all_creature_types_is_not_read_as_gaining_them():
    out = retexted("Stalactite Dagger", "Equipped creature gets +1/+1 and loses all creature types.")
    assert out.card is None or not any("layer4" in s for s in out.card.get("static", [])), out
