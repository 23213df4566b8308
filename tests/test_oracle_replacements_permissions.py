"""Replacement effects on counters (614.1a) and on what other permanents enter with (614.1c,
122.6) from Oracle text (`verifier/cards/counterreplace.py`): the generated tables are the
hand-written models' (models/cards/counters.toml, whose claims follow the cards' official rulings in
models/scenarios/counters_*.toml), and a qualifier phase.rs's parse drops is refused, never read
as a wider set; and permissions "as though it had haste" (302.6), which phase.rs reads as haste.
Skipped where the `cards` extra is not installed."""
import copy
import tomllib
from pathlib import Path

import pytest

pytest.importorskip("phase")
pytest.importorskip("mtg")

from verifier.cards import counterreplace, oracle  # noqa: E402
from verifier.cards.refusal import Refusal  # noqa: E402
from verifier.cards.table import generate  # noqa: E402
from verifier.cards.words import norm  # noqa: E402

HAND_WRITTEN = {c["name"]: c for c in tomllib.loads((Path(__file__).parent.parent / "models" / "cards" /
                                                      "counters.toml").read_text())["card"]}


def _replacements(card, kind="counter_replacement"):
    return [{k: v for k, v in t.items() if k != "ability"} for t in card.get(kind, [])]


@pytest.mark.parametrize("name", ["Hardened Scales", "Corpsejack Menace", "Metallic Mimic", "Bramblewood Paragon",
                                  "Doubling Season", "Anointed Procession"])
def test_the_generated_replacement_is_the_hand_written_one(name):
    text, refusals = generate(name)
    assert text is not None, refusals
    for kind in ("counter_replacement", "token_replacement"):
        assert _replacements(tomllib.loads(text)["card"][0], kind) == _replacements(HAND_WRITTEN[name], kind)


def test_counters_of_any_kind_on_an_artifact_or_creature(tmp_path):
    # Winding Constrictor (614.1a): one more of each kind, on an artifact or a creature you control only
    from verifier.load.loader import load_scenario
    from verifier.query import check_claim_over, possible_histories
    board = generate("Winding Constrictor")[0] + """
[[object]]
id = "snake"
card = "Winding Constrictor"

[[object]]
id = "thopter"
card = "Ornithopter"

[[object]]
id = "ring"
card = "Sol Ring"

[[object]]
id = "theirs"
card = "Grizzly Bears"
controller = "opponent"

[[event]]
put_counters = "thopter"
counters = { "+1/+1" = 1 }

[[event]]
put_counters = "ring"
counters = { charge = 1 }

[[event]]
put_counters = "theirs"
counters = { "+1/+1" = 1 }

[[claim]]
id = "c"
expr = "counters(thopter, '+1/+1') == 2 and counters(ring, 'charge') == 2 and counters(theirs, '+1/+1') == 1"
expect = "proved"
"""
    path = tmp_path / "s.toml"
    path.write_text(board)
    sc = load_scenario(path)
    assert check_claim_over(possible_histories(sc).encodings, sc.claims[0]).verdict.value == "proved"


def test_a_qualifier_the_parse_drops_is_refused_with_its_words():
    name = "Metallic Mimic"
    face = copy.deepcopy(oracle.face(oracle.record(name)))
    for r in face["replacements"]:
        if r.get("valid_card"):
            r["valid_card"]["properties"] = []  # as if phase.rs had not read "of the chosen type"
    line = norm("Each other creature you control of the chosen type enters with an additional +1/+1 counter on it.",
                name)
    with pytest.raises(Refusal, match="chosen"):
        counterreplace.read(line, face, lambda t: norm(t or "", name))


@pytest.mark.parametrize("name, kept", [
    ("Kami of Whispered Hopes", {"affects": {"controller": "you"}, "kinds": ["+1/+1"], "plus": 1}),
])
def test_other_wordings(name, kept):
    text, _ = generate(name)
    assert _replacements(tomllib.loads(text)["card"][0]) == [kept]


@pytest.mark.parametrize("name, part", [
    # an amount the board gives (for each Angel you already control)
    ("Giada, Font of Hope", "for each Angel you already control"),
])
def test_other_forms_are_refused_with_the_line(name, part):
    text, refusals = generate(name)
    assert text is None and any(part in r for r in refusals), refusals


def test_a_devotion_power_beside_an_entering_replacement_is_read():
    # 700.5, 604.3: its power is its devotion to green (counted, round Q1); its replacement is kept as before
    card = tomllib.loads(generate("Renata, Called to the Hunt")[0])["card"][0]
    assert card["static"] == [{"ability": "Renata, Called to the Hunt", "layer7a": {"power": {"devotion_to": ["green"]}},
                               "cda": True}]
    assert _replacements(card) == [{"affects": {"types": ["creature"], "controller": "you"}, "kinds": ["+1/+1"],
                                    "plus": 1, "entering": True}]


def test_a_permission_as_though_it_had_haste(tmp_path):
    # 302.6: "can attack as though it had haste" is a permission, not haste (phase.rs reads haste): the enchanted
    # creature that came under your control this turn can attack, and has no haste; "You may activate abilities of
    # creatures you control as though those creatures had haste" is the hand-written Thousand-Year Elixir's
    from verifier.load.loader import load_scenario
    from verifier.query import check_claim_over, possible_histories
    text, _ = generate("Thousand-Year Elixir")
    elixir = tomllib.loads((Path(__file__).parent.parent / "models" / "cards" / "artifacts.toml").read_text())
    hand = next(c for c in elixir["card"] if c["name"] == "Thousand-Year Elixir")
    assert [{k: v for k, v in t.items() if k != "ability"} for t in tomllib.loads(text)["card"][0]["static"]] == \
        [{k: v for k, v in t.items() if k != "ability"} for t in hand["static"]]
    path = tmp_path / "s.toml"
    path.write_text(generate("Instill Energy")[0] + """
[scenario]
turn = "you"

[[object]]
id = "bear"
card = "Grizzly Bears"
since_turn_began = false

[[object]]
id = "energy"
card = "Instill Energy"
attached_to = "bear"

[[object]]
id = "other"
card = "Grizzly Bears"
since_turn_began = false

[[event]]
step = "combat"

[[claim]]
id = "c"
expr = "can_attack(bear) and not has_ability(bear, 'haste') and not can_attack(other)"
expect = "proved"
allow_unmentioned = ["haste"]
""")
    sc = load_scenario(path)
    assert check_claim_over(possible_histories(sc).encodings, sc.claims[0]).verdict.value == "proved"
