"""History differential tests against phase.rs (the `cards` extra): 160 random histories at full depth
(`conftest.examples`)
of real cards (`verifier.cards.phasehistory`, `phasecheck`: cards put onto the battlefield by either
player, +1/+1 and -1/-1 counters put and removed, turns passing, Equipment equipped, Auras
cast at a creature, Control Magic among them, Auras and Equipment moved, control changed,
permanents tapped for mana, morph creatures cast face down and turned face up) played on
phase.rs's engine and given to the verifier as a history of the same events; after every
event, every permanent's power and toughness, card types, colours, keywords, controller,
whether it is tapped or face down, whether it can attack (302.6, 508.1a), whether it can tap
for mana and what a land could produce (106.7) must agree.  Seeded: the same histories on
every run, in chunks that xdist spreads over the workers."""
import random

import pytest

pytest.importorskip("phase")
pytest.importorskip("mtg")

from verifier.cards import phasecheck  # noqa: E402
from verifier.cards.phasecheck import scenario_text  # noqa: E402
from verifier.cards.phasehistory import draw, play  # noqa: E402
from verifier.cards.phaseboard import on_verifier  # noqa: E402
from conftest import examples  # noqa: E402

HISTORIES, CHUNKS = examples(160), 10


@pytest.mark.parametrize("chunk", range(CHUNKS))
def test_the_verifier_agrees_with_phase_rs_after_every_event(chunk, tmp_path):
    rng = random.Random(2026 + chunk)
    for n in range(chunk, HISTORIES, CHUNKS):
        events, seen = draw(rng, rng.randint(3, 5))
        path = tmp_path / f"history{n}.toml"
        path.write_text(scenario_text(events, seen))
        differs = sorted(c for c, r in on_verifier(path).items() if not r.ok)
        assert not differs, f"chunk {chunk} history {n} {events}: phase.rs and the verifier differ on {differs}"


# One history of every kind of event, the same on every run: the Bears equipped and given a
# counter, a Forest tapped for mana, Holy Strength cast on the Bears, the Bears' control to the
# opponent (who may attack with them in their turn, 302.6), the Forest untapped in yours (502.3),
# Exalted Angel cast face down and turned face up (702.37c, 702.37e).
EVERY_KIND = [{"kind": "enter", "card": "Grizzly Bears", "seat": "you"},
              {"kind": "enter", "card": "Bonesplitter", "seat": "you"},
              {"kind": "equip", "equipment": 1, "to": 0},
              {"kind": "counters", "on": 0, "counter": "+1/+1", "delta": 1},
              {"kind": "enter", "card": "Forest", "seat": "you"},
              {"kind": "tap", "on": 2},
              {"kind": "aura", "card": "Holy Strength", "seat": "you", "to": 0},
              {"kind": "control", "on": 0, "by": "opponent"},
              {"kind": "turn", "turn": "opponent"},
              {"kind": "turn", "turn": "you"},
              {"kind": "morph", "card": "Exalted Angel", "seat": "you"},
              {"kind": "face_up", "on": 4}]


def test_a_history_of_every_kind_of_event(tmp_path):
    seen = play(EVERY_KIND)
    bears = [views[0] for views in seen]
    assert (bears[3].power, bears[6].power, bears[6].toughness) == (5, 6, 5)  # 2/2, +2/+0, a counter, +1/+2
    assert [b.controller for b in bears[7:]] == ["opponent"] * 5 and bears[8].attacks and not bears[9].attacks
    assert [views[2].tapped for views in seen[5:]] == [True, True, True, True, False, False, False]
    angel = seen[10][4], seen[11][4]
    assert [(a.power, a.toughness, a.colors, a.face_down) for a in angel] == [(2, 2, [], True), (4, 5, ["white"], False)]
    path = tmp_path / "every.toml"
    path.write_text(scenario_text(EVERY_KIND, seen))
    assert not [c for c, r in on_verifier(path).items() if not r.ok]


def test_control_magic_moved_to_another_creature(tmp_path):
    """Control Magic moved from the opponent's Bears to their Angel: the Bears go back to the
    opponent, the Angel comes under your control (613.1b) and can attack only from your next
    turn (302.6); both engines agree at every point."""
    events = [{"kind": "enter", "card": "Grizzly Bears", "seat": "opponent"},
              {"kind": "enter", "card": "Serra Angel", "seat": "opponent"},
              {"kind": "turn", "turn": "opponent"}, {"kind": "turn", "turn": "you"},
              {"kind": "aura", "card": "Control Magic", "seat": "you", "to": 0},
              {"kind": "attach", "attachment": 2, "to": 1},
              {"kind": "turn", "turn": "opponent"}, {"kind": "turn", "turn": "you"}]
    seen = play(events)
    assert [(v[0].controller, v[1].controller, v[1].attacks) for v in seen[4:]] == [
        ("you", "opponent", False), ("opponent", "you", False), ("opponent", "you", False), ("opponent", "you", True)]
    path = tmp_path / "moved.toml"
    path.write_text(scenario_text(events, seen))
    assert not [c for c, r in on_verifier(path).items() if not r.ok]


def test_shrinking_keeps_what_the_divergence_needs(monkeypatch, tmp_path):
    """The shrinker drops events while the history still differs, with the events about an object
    it drops, renumbering the rest: a difference that needs an equip shrinks to the two cards
    entering and the equip (here a stand-in for the engines' comparison)."""
    monkeypatch.setattr(phasecheck, "differences", lambda events, folder: any(e["kind"] == "equip" for e in events))
    assert phasecheck.shrink(EVERY_KIND, tmp_path) == EVERY_KIND[:3]
    face_up = lambda events, folder: any(e["kind"] == "face_up" for e in events)  # noqa: E731
    monkeypatch.setattr(phasecheck, "differences", face_up)
    assert phasecheck.shrink(EVERY_KIND, tmp_path) == [{"kind": "morph", "card": "Exalted Angel", "seat": "you"},
                                                       {"kind": "face_up", "on": 0}]
