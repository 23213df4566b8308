"""Soundness review of resolved effects, second slice (round V1): the development half's translated cards
with a `[[card.resolves]]` table, sorted by name, every third from the second (indices 1, 4, 7, ...: 42
cards; tests/test_oracle_resolved_review.py took those from the first).  One gap found:

- "Whenever this creature attacks, another target Knight you control gains indestructible until end of
  turn" (Wintermoor Commander; "another target creature" of Heliod, Sun-Crowned and Starry-Eyed Skyrider):
  the table's `target = { ..., other = true }` was read with every target taken as other than the source,
  so the Commander targeting itself was a legal target and indestructible.  "Another" excludes the object
  whose ability it is (115.1, 601.2c): such a target is illegal as the ability resolves (608.2b), or on a
  board where the effect is in force.

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
