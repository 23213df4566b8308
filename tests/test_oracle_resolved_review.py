"""Soundness review of resolved effects (round S3): the `[[card.resolves]]` tables the Oracle translator
writes for spells and activated or triggered abilities (verifier/cards/resolved.py), and the loader guards
their "not followed" notes name.  Reviewed: the development half's translated cards with a resolves table,
sorted by name, every third (42 cards).  One gap found:

- "Until end of turn, target creature has base power and toughness 4/4, gains all creature types, and gains
  flying" (Wings of Velis Vel): phase.rs's parse left out "gains all creature types" (205.3m, a layer 4
  effect, 613.1d) and the words were taken as accounted for by "target creature" and "base power", so the
  target was no Elf where the rules make it one.  A line saying an object is or gains every creature type
  with no such part in its parse is refused now, a resolved effect's as a static ability's; round T3 reads it
  where it is one more predicate of the same target in the same effect (its layer 4 part, its duration).

The guards the reviewed notes name are checked to refuse a history that would need what the model does not
follow: counters a resolution puts (608.2c), a triggered ability a resolved effect grants (603.2).

Skipped where the `cards` extra is absent."""
import json

import pytest

from conftest import claim, retexted, verdict

pytest.importorskip("phase")
pytest.importorskip("mtg")

from verifier.cards.table import generate  # noqa: E402
from verifier.rules.typeline import SUBTYPE_SETS  # noqa: E402


# --- 205.3m, 613.1d: "gains all creature types" -------------------------------------------------------------

# The [[card.resolves]] table the translator wrote for Wings of Velis Vel before this round: the layer 4 part of
# "gains all creature types" missing.  LAYER4 is the part as CR 205.3m reads it (every creature type), written here
# apart from the translator.
_WINGS = '''
[[card]]
name = "Wings Read Before"
types = ["instant"]

[[card.resolves]]
until = "end of turn"
layer7b = {{ power = 4, toughness = 4 }}
layer6 = {{ add_abilities = ["flying"] }}
{layer4}target = {{ types = ["creature"] }}

[scenario]
name = "Wings of Velis Vel on a bear"

[[object]]
id = "bear"
card = "Grizzly Bears"

[[effect]]
id = "wings"
card = "Wings Read Before"
targets = ["bear"]
'''
_LAYER4 = f"layer4 = {{ add_subtypes = {json.dumps(sorted(SUBTYPE_SETS['creature']))} }}\n"


def test_the_table_read_before_gave_the_wrong_verdict(write_model):
    # 205.3m: a creature that gains all creature types is an Elf; the old table refuted it, the CR's reading proves it
    expr = "has_subtype(bear, 'Elf') and has_subtype(bear, 'Bear') and power(bear) == 4"
    old = write_model(_WINGS.format(layer4="") + claim(expr), "old.toml")
    assert verdict(old) == "refuted"
    read = write_model(_WINGS.format(layer4=_LAYER4) + claim(expr), "cr.toml")
    assert verdict(read) == "proved"


def test_gains_all_creature_types_left_out_of_the_parse_is_read_in_the_same_effect():
    # round T3 (verifier/cards/alltypes.py): in the comma list of the target's predicates, with the effect's duration
    import tomllib
    text, refusals = generate("Wings of Velis Vel")
    assert text is not None, refusals
    (res,) = tomllib.loads(text)["card"][0]["resolves"]
    assert res["until"] == "end of turn" and res["layer7b"] == {"power": 4, "toughness": 4}
    assert res["layer4"] == {"add_subtypes": sorted(SUBTYPE_SETS["creature"])}


def test_gains_all_creature_types_with_a_subject_of_its_own_is_still_refused():
    out = retexted("Wings of Velis Vel", "Until end of turn, target creature has base power and toughness 4/4, and "
                                         "another target creature gains all creature types.")
    assert out.card is None and any("another target creature gains all creature types" in r for r in out.refusals), out


def test_all_creature_types_in_the_parse_still_translates():
    # "becomes a 3/3 creature with vigilance and all creature types" (Soulstone Sanctuary): the parse has it
    import tomllib
    text, refusals = generate("Soulstone Sanctuary")
    assert text is not None, refusals
    (res,) = tomllib.loads(text)["card"][0]["resolves"]
    assert "Elf" in res["layer4"]["add_subtypes"] and res["layer7b"] == {"power": 3, "toughness": 3}
    assert "until" not in res  # (no duration in its text: the effect lasts, 611.2a)


# --- the guards the reviewed notes name -------------------------------------------------------------------

_STRONGHOLD = '''
[scenario]
name = "Bretagard Stronghold's counters"

[[object]]
id = "bear"
card = "Grizzly Bears"

[[object]]
id = "hold"
card = "A-Bretagard Stronghold"

[[effect]]
id = "e0"
card = "A-Bretagard Stronghold"
ability = "{G}{W}{W}, {T}, Sacrifice Bretagard Stronghold: Distribute two +1/+1 counters among one or two target creatures you control. They gain vigilance and lifelink until end of turn. Activate only as a sorcery"
targets = ["bear"]
'''


def test_counters_a_resolution_puts_are_asked_of_the_history(write_model, run_cli):
    # 608.2c, 122.1: the note says put_counters events carry the counters; an effect with none is refused
    path = write_model(_STRONGHOLD + claim("power(bear) == 2"))
    code, out, err = run_cli("check", path)
    assert code == 2 and "puts counters (122.1) (608.2c)" in err and "put_counters event" in err, out + err


_RAVINE = '''
[scenario]
name = "Raging Ravine attacks"
turn = "you"

[[object]]
id = "ravine"
card = "Raging Ravine"

[[effect]]
id = "animate"
card = "Raging Ravine"
ability = "{2}{R}{G}: Until end of turn, this land becomes a 3/3 red and green Elemental creature with \\"Whenever this creature attacks, put a +1/+1 counter on it.\\" It's still a land"
targets = ["ravine"]

[[event]]
step = "main"

[[event]]
starts = "animate"
label = "animated"
'''

_ATTACKS = '''
[[event]]
step = "combat"

[[event]]
attacks = "ravine"
'''


def test_a_granted_attack_trigger_is_refused_where_it_would_trigger(write_model, run_cli):
    # 603.2: the quoted ability triggers as it attacks, which the model does not follow: refused, never a 3/3
    animated = write_model(_RAVINE + claim("power(ravine) == 3 and has_subtype(ravine, 'Elemental')", extra='at = "animated"'),
                           "animated.toml")
    assert verdict(animated) == "proved"
    path = write_model(_RAVINE + _ATTACKS + claim("power(ravine) == 3"), "attacks.toml")
    code, out, err = run_cli("check", path)
    assert code == 2 and "Whenever this creature attacks, put a +1/+1 counter on it" in err and \
        "not modelled yet" in err, out + err


# --- a check apart from the translator: Rubblehulk's ruling --------------------------------------------------
# (in tests/test_ability_zones.py: its bloodrush works from a hand, 113.6j, and X is counted as it resolves)
