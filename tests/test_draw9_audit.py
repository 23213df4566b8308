"""The audit of draw 9 (tests/golden/draw9_audit_AUD9A.md, _AUD9B.md; probes in tests/golden/draw9_audit_probes):
each finding fixed by its family, with the auditors' probes as tests.

- Myojin of Life's Web (silent drop): "enters with a divinity counter on it if you cast it from your hand" was kept by
  its text, the scenario giving the counters of an object on the battlefield; cast and resolved in a history it
  entered with none (614.1c).  A permanent with counters as it enters that the model does not follow now enters
  during a history only by a returns event saying them (`entering.check_kept_counters`).
- Port Town (silent drop): an untapped entry of a land that must reveal a Plains or Island card from the hand was
  accepted with only a Forest in the hand the scenario lists (614.1c).  Where the scenario lists that player's hand,
  one card of a kind the ability names must be there (`entering._revealable`).
- Thresher Lizard (wrong part): a stated "one or fewer cards in hand" was kept across a turn event, whose draw step
  draws a card (504.1): a turn now changes the cards in a hand or a library (`stated_facts`).
- Bonepicker Skirge (wrong part): a stated "an opponent has three or more poison counters" was read for the
  opponent's Skirge too, whose "an opponent" is the scenario's "you" (109.5): a stated fact naming an opponent is
  the scenario's "you"'s, as one naming "you" (`stated_yours`).
- Eumidian Hatchery, Eldrazi Skyspawner (silent drops): any number of declared tokens was accepted where the text's
  number was not read ("for each hatchling counter"), or misread (the "token" of a quoted ability the token has,
  113.2c): an unread number now asks for `how_many`, and quoted abilities are left out of the count (111.1).
- Midnight Angel Armor, Wolfrider's Saddle, Lounge (silent drops): a resolution that attaches ("then attach this
  Equipment to it", 701.3a) or investigates (701.16a) was taken as done: refused, as other unread instructions.
- Barbara Wright (silent drop): read ahead granted to Sagas ("Sagas you control have read ahead", 613.1f) was not
  seen, only printed read ahead: a granted one is refused alike (702.155, 714.3b).
- Sulam Djinn, Halam Djinn (wrong parts): "green is the most common color among all permanents" kept as a stated
  fact the listed board contradicted: a condition about what the battlefield shows that the translator does not
  read is refused (`conditions.read`).

Left, listed in docs/limits.md: Zurgo and Ojutai's stated "it entered this turn" beside `since_turn_began = true`
(two stated facts that contradict each other), and Criminal Past's granted amount of "your" graveyard on a creature
the opponent controls (the check of a stated "you" number covers a card's own abilities, not granted ones).

Skipped where the `cards` extra is absent."""
import pytest

from conftest import MODELS

PROBES = MODELS.parent / "tests" / "golden" / "draw9_audit_probes"


@pytest.fixture(autouse=True)
def _corpus():
    pytest.importorskip("phase")
    pytest.importorskip("mtg")


@pytest.mark.parametrize("probe, words", [
    ("myojin_cast_from_hand", "enters with counters as its ability"),
    ("port_town_no_reveal_untapped", "enters untapped only if its controller reveals a card"),
    ("thresher_lizard_draw_step", "a fact about the cards in a hand or a library"),
    ("bonepicker_opponent_side", "is stated for the scenario's 'you'"),
    ("eumidian_hatchery_dies_tokens", "how many its text creates is not read"),
    ("eldrazi_skyspawner_two_scions", "its text creates 1 token, and 2 [[object]]s are declared"),
    ("midnight_angel_armor_no_attach", "attaches an object as it resolves (701.3a)"),
    ("wolfriders_saddle_no_attach", "attaches an object as it resolves (701.3a)"),
    ("lounge_investigate", "investigates (701.16a: creates a Clue token)"),
    ("barbara_wright_read_ahead", "has read ahead"),
    ("sulam_djinn_stated_false", "a condition on what the battlefield shows, not read"),
    ("halam_djinn_stated_true", "a condition on what the battlefield shows, not read"),
])
def test_each_finding_is_refused_naming_why(check_probe, probe, words):
    code, out, err = check_probe(PROBES, probe)
    assert code == 2 and words in err, out + err


def test_port_town_enters_untapped_revealing_a_plains_the_hand_holds(run_cli, tmp_path):
    path = tmp_path / "port_town.toml"
    path.write_text((PROBES / "port_town_no_reveal_untapped.toml").read_text().replace(
        'card = "Forest"', 'card = "Plains"').replace(
        "is_tapped(p) or count(zone=\"hand\", owner=\"you\") != 1", "not is_tapped(p)"))
    code, out, err = run_cli("check", str(path))
    assert code == 0 and "c: proved (expected proved) ok" in out, out + err


@pytest.mark.parametrize("counters, code, words", [
    ("counters = { divinity = 1 }\n", 2, "is returned, not cast, so it enters without the divinity counters"),
    ("", 0, "c: refuted (expected refuted) ok")])
def test_myojin_returned_is_not_cast_and_has_no_divinity_counter(run_cli, tmp_path, counters, code, words):
    """A returns event puts the card onto the battlefield, never casts it (400.7): its "if you cast it from your
    hand" counter is not among those it enters with (614.1c; draw 14's audit), so it is not indestructible."""
    path = tmp_path / "myojin.toml"
    path.write_text('[scenario]\nname = "x"\nturn = "you"\n\n[[object]]\nid = "m"\ncard = "Myojin of Life\'s Web"\n'
                    'zone = "graveyard"\n\n[[event]]\nreturns = "m"\nas = "m2"\n' + counters +
                    'label = "back"\n\n[[claim]]\nid = "c"\nat = "back"\nexpr = \'has_ability(m2, "indestructible")\'\n'
                    'expect = "refuted"\n')
    got, out, err = run_cli("check", str(path))
    assert got == code and words in out + err, out + err
