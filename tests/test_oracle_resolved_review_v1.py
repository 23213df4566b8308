"""Soundness review of resolved effects, second slice (round V1): the development half's translated cards
with a `[[card.resolves]]` table, sorted by name, every third from the second (indices 1, 4, 7, ...: 42
cards; tests/test_oracle_resolved_review.py took those from the first).  One gap found:

- "Whenever this creature attacks, another target Knight you control gains indestructible until end of
  turn" (Wintermoor Commander; "another target creature" of Heliod, Sun-Crowned and Starry-Eyed Skyrider):
  the table's `target = { ..., other = true }` was read with every target taken as other than the source,
  so the Commander targeting itself was a legal target and indestructible.  "Another" excludes the object
  whose ability it is (115.1, 601.2c): such a target is illegal as the ability resolves (608.2b), or on a
  board where the effect is in force.  A rule of the loader, not of the translator: no translated card is
  refused by it (seven development cards have such a target: Dropkick Bomber, Heliod, Sun-Crowned, Paragon of
  New Dawns, Starry-Eyed Skyrider, Void Grafter, Wintermoor Commander, Wose Pathfinder; each still loads).

The guards the reviewed notes name were run on scenarios of the cards and refuse as they promise: a granted
attack trigger (Veteran's Armaments, 603.2), a granted combat-damage trigger (Vorpal Sword, 603.2, 120.4b),
damage dealt beside a resolved pump (Anthem of Rakdos, 608.2c); counts read as the ability resolves
(Basilisk Gate, 608.2h) and the set of "creatures you control" fixed then (Shefet Dunes, 611.2c).

Skipped where the `cards` extra is absent."""
import pytest

from conftest import claim, verdict

pytest.importorskip("phase")
pytest.importorskip("mtg")


# --- 115.1, 601.2c, 608.2b: "another target" is not the object whose ability it is ----------------------------

_WINTERMOOR = '''
[scenario]
name = "Wintermoor Commander attacks"
turn = "you"

[[object]]
id = "commander"
card = "Wintermoor Commander"

[[object]]
id = "knight"
card = "Wintermoor Commander"

[[effect]]
id = "shield"
card = "Wintermoor Commander"
ability = "Whenever this creature attacks, another target Knight you control gains indestructible until end of turn"
ability_of = "commander"
targets = ["{target}"]
{event}'''
_STARTS = '\n[[event]]\nstarts = "shield"\n'


def test_another_target_names_another_knight(write_model):
    # the other Commander (a Knight you control) is a legal target: it gains indestructible
    path = write_model(_WINTERMOOR.format(target="knight", event=_STARTS) +
                       claim("has_ability(knight, 'indestructible') and not has_ability(commander, 'indestructible')"))
    assert verdict(path) == "proved"


@pytest.mark.parametrize("event", [_STARTS, ""], ids=["resolves", "in-force"])
def test_another_target_is_never_the_source(write_model, run_cli, event):
    # 115.1, 601.2c: "another" excludes the Commander itself: the history (608.2b) or the board is refused
    path = write_model(_WINTERMOOR.format(target="commander", event=event) +
                       claim("has_ability(commander, 'indestructible')"))
    code, out, err = run_cli("check", path)
    assert code == 2 and "commander" in err and "608.2b" in err and "1 ok" not in out, out + err


# --- a check apart from the translator: Captivating Vampire's ruling of 2010-08-15 ----------------------------
# (ruling 2: the effect has no duration; the creature stays yours and a Vampire after the Vampire leaves)

_VAMPIRE = '''
[scenario]
name = "Captivating Vampire takes a bear, then leaves"
turn = "you"

[[object]]
id = "vampire"
card = "Captivating Vampire"

[[object]]
id = "bear"
card = "Grizzly Bears"
controller = "opponent"

[[effect]]
id = "take"
card = "Captivating Vampire"
ability = "Tap five untapped Vampires you control: Gain control of target creature. It becomes a Vampire in addition to its other types"
ability_of = "vampire"
targets = ["bear"]

[[event]]
starts = "take"

[[event]]
leaves = "vampire"

[[event]]
turn = "opponent"
'''


def test_captivating_vampire_ruling_no_duration(write_model):
    expr = "controller(bear) == 'you' and has_subtype(bear, 'Vampire') and has_subtype(bear, 'Bear')"
    assert verdict(write_model(_VAMPIRE + claim(expr))) == "proved"


# --- the guards the reviewed notes and tables lean on ----------------------------------------------------------

_EQUIPPED = '''
[scenario]
name = "{name}"
turn = "you"

[[object]]
id = "bear"
card = "Grizzly Bears"

[[object]]
id = "gear"
card = "{card}"
attached_to = "bear"
{rest}
[[event]]
step = "combat"

[[event]]
attacks = "bear"
'''
_VORPAL = '''
[[effect]]
id = "v"
card = "Vorpal Sword"
ability = "{5}{B}{B}{B}: Until end of turn, this Equipment gains \\"Whenever equipped creature deals combat damage to a player, that player loses the game.\\""
ability_of = "gear"

[[event]]
step = "main"

[[event]]
starts = "v"
'''


@pytest.mark.parametrize("card, rest, steps, words", [
    # 603.2: a granted attack trigger with no [[effect]] of it
    ("Veteran's Armaments", "", "", "triggers on attacks"),
    # 603.2, 120.4b: a granted combat-damage trigger, its combat damage step reached
    ("Vorpal Sword", _VORPAL, '\n[[event]]\nstep = "combat damage"\n', "triggers on damage or life"),
])
def test_granted_triggers_are_refused_where_they_would_trigger(write_model, run_cli, card, rest, steps, words):
    text = _EQUIPPED.replace("{name}", card).replace("{card}", card).replace("{rest}", rest) + steps
    code, out, err = run_cli("check", write_model(text + claim("power(bear) >= 2")))
    assert code == 2 and words in err and "not modelled yet" in err, out + err


_LATE = '''
[scenario]
name = "{card} resolves, then a permanent enters"
turn = "you"

[[object]]
id = "land"
card = "{card}"

[[object]]
id = "bear"
card = "Grizzly Bears"

[[object]]
id = "late"
card = "{late}"
zone = "hand"

[[effect]]
id = "pump"
card = "{card}"
ability = "{ability}"
ability_of = "land"
{targets}
[[event]]
starts = "pump"

[[event]]
enters = "late"
'''


def test_gates_are_counted_as_basilisk_gate_resolves(write_model):
    # 608.2h: X is the number of Gates as it resolves (one); a second Gate entering later adds nothing
    text = _LATE.replace("{card}", "Basilisk Gate").replace("{late}", "Basilisk Gate").replace(
        "{ability}", "{2}, {T}: Target creature gets +X/+X until end of turn, where X is the number of Gates you "
        "control. Activate only as a sorcery").replace("{targets}", 'targets = ["bear"]\n')
    assert verdict(write_model(text + claim("power(bear) == 3 and toughness(bear) == 3"))) == "proved"


def test_shefet_dunes_pumps_the_creatures_there_as_it_resolves(write_model):
    # 611.2c: "creatures you control get +1/+1": the set fixed as it resolves; a creature entering later is a 2/2
    text = _LATE.replace("{card}", "Shefet Dunes").replace("{late}", "Grizzly Bears").replace(
        "{ability}", "{2}{W}{W}, {T}, Sacrifice a Desert: Creatures you control get +1/+1 until end of turn. Activate "
        "only as a sorcery").replace("{targets}", "")
    assert verdict(write_model(text + claim("power(bear) == 3 and power(late) == 2"))) == "proved"
