"""Oracle forms of round X3 (issue 24): a keyword granted with a counted parameter that phase.rs
read as a fixed one ("~ has soulshift X, where X is the number of Spirits you control", parsed as
soulshift 1; "has echo {X}, where X is your life total", as echo {X} with X unsaid) is taken as the
counted keyword the line's words say (107.3, 613.4c: X counted as the effect applies), kept by
those words as a triggered keyword, whose trigger a history may not pass
(`verifier/load/unsaid_triggers.py`), never as the number phase.rs gave
(`verifier/cards/keyword_x.py`).  Ward with X (a cost the model reads off its text), a keyword
that is no trigger, and a line with a second counted phrase stay refused.  Skipped where the
`cards` extra is absent."""
import pytest

from conftest import claim, generated_card, retexted, trial_body, verdict

pytest.importorskip("phase")
pytest.importorskip("mtg")

from verifier.cards.table import generate  # noqa: E402
from test_oracle_round_k_c import _refusal  # noqa: E402  (a load's refusal)

KODAMA, HELLION = "Kodama of the Center Tree", "Volcano Hellion"
SOULSHIFT = "soulshift X, where X is the number of Spirits you control"


def test_a_counted_keyword_read_as_fixed_is_kept_by_its_words():
    _, kodama = generated_card(KODAMA)
    spirits = {"count": {"subtypes": ["Spirit"], "controller": "you"}}
    assert kodama["static"][0]["layer7a"] == {"power": spirits, "toughness": spirits} and kodama["static"][0]["cda"]
    assert kodama["static"][1]["affects"] == {"self": True} and \
        kodama["static"][1]["layer6"] == {"add_abilities": [SOULSHIFT]}  # (not phase.rs's "soulshift 1")
    _, hellion = generated_card(HELLION)
    assert hellion["static"] == [{"ability": HELLION, "affects": {"self": True},
                                  "layer6": {"add_abilities": ["echo {X}, where X is your life total"]}}]


@pytest.mark.parametrize("line, why", [
    # 702.21a: ward's cost the model reads off its text: no X it could pay
    ("Kodama of the Center Tree has ward {X}, where X is the number of Spirits you control.",
     "modification 'AddDynamicKeyword' (ward"),
    # 702.164a: toxic is no triggered ability the loader could guard
    ("Kodama of the Center Tree has toxic X, where X is the number of Spirits you control.",
     "modification 'AddDynamicKeyword' (toxic"),
    # a second counted phrase beside the keyword's: phase.rs's fixed soulshift 1 is not taken as counted
    ("Kodama of the Center Tree gets +1/+1 for each Spirit you control and has soulshift X, where X is the number "
     "of Spirits you control.", "modification 'AddKeyword' (soulshift, with a parameter the line does not show)"),
])
def test_near_forms_stay_refused_naming_their_line(line, why):
    t = retexted(KODAMA, line, power="2", toughness="2")
    assert t.card is None and any(r.startswith(why) and repr(line) in r for r in t.refusals), t.refusals


def test_minthara_s_ward_x_stays_refused():
    text, refusals = generate("Minthara, Merciless Soul")
    assert text is None and any("(ward:" in r and "Minthara has ward {X}" in r for r in refusals), refusals


def test_kodama_counts_itself(write_model):
    # Kodama of the Center Tree ruling 2005-02-01: X (the number of Spirits you control) includes Kodama itself,
    # so it is always at least 1: alone beside the trial's Grizzly Bears (no Spirit), its power and toughness, the
    # same count, are 1; with one more Spirit (Luminous Phantom; another Kodama would meet the legend rule), 2
    text, _ = generated_card(KODAMA)
    body = trial_body(KODAMA, text)
    assert verdict(write_model(body + claim("power(x) == 1 and toughness(x) == 1"))) == "proved"
    spirit = '\n[[object]]\nid = "s"\ncard = "Luminous Phantom"\n'
    assert verdict(write_model(body + spirit + claim("power(x) == 2 and toughness(x) == 2"))) == "proved"


def test_volcano_hellion_loads_in_its_trial(write_model):
    text, _ = generated_card(HELLION)
    assert verdict(write_model(trial_body(HELLION, text) + claim("power(x) == 6 and toughness(x) == 5"))) == "proved"


def test_a_history_passing_the_kept_keyword_s_trigger_is_refused(write_model):
    # 702.46a, 603.3: once Kodama died, its soulshift trigger waits on the stack; a step beginning with no
    # [[trigger]] saying it resolved would pass it as if it never triggered (500.2)
    text = ('[scenario]\nturn = "you"\n\n[[object]]\nid = "k"\ncard = "Kodama of the Center Tree"\n\n'
            '[[event]]\nleaves = "k"\n\n[[event]]\nstep = "end"\n' + claim("true"))
    assert "soulshift X" in _refusal(write_model, text)


def test_a_history_passing_the_counted_echo_is_refused(write_model):
    # 702.30a: echo triggers at the beginning of its controller's upkeep; a history going on past that step with no
    # [[trigger]] saying it resolved (its X, the life total as it resolves, Volcano Hellion ruling 2007-02-01, is not
    # computed) is refused, naming it
    text = ('[scenario]\nturn = "you"\n\n[[object]]\nid = "h"\ncard = "Volcano Hellion"\n\n'
            '[[event]]\nstep = "upkeep"\n\n[[event]]\nstep = "draw"\n' + claim("true"))
    assert "echo {X}" in _refusal(write_model, text)
