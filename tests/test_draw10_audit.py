"""The audit of draw 10 (tests/golden/draw10_audit_AUD10A.md, _AUD10B.md; probes in tests/golden/draw10_audit_probes):
each finding fixed by its family, with the auditors' probes as tests.

- Wolfkin Bond, Prying Blade, Dinosaurs on a Spaceship (silent drops): a token declared `created_by` a trigger was
  never compared with the token its text creates (111.3, 111.4): a 5/5 blue Wolf for "a 2/2 green Wolf", a Beast for
  a Treasure (111.10a), a Dinosaur without its flying.  `token_text` reads a create clause's power, toughness,
  colours, types, subtypes and keywords, and the predefined tokens by name, and refuses a declared token that
  differs.
- Dwarven Hammer (silent drop): what follows "If you do" was skipped as optional though the table pays the cost, so
  its "then attach this Equipment to it" went unread (118.12, 603.5): paid, those sentences are what it does.
- Batterbone, Nettlecyst (silent drops): living weapon creates a Germ and attaches itself (702.92a), which the
  keyword's one word never said: triggered keywords are read by their meaning (living weapon, For Mirrodin!, job
  select), and the attach refused as any other.
- Perception Bobblehead (silent drop): "look at the top X cards ... put the rest on the bottom" moved library cards
  as the ability resolved, unread: looking at the top of a library is one of the library instructions (401.2), and
  every instruction word of a resolving ability must be read or refused (`instruction_words`).
- Awakened Awareness (silent drop): a trigger's `counters` was not compared with the number its text puts (122.1):
  "put X" or "put two" against 5 counters is now refused, as a life amount is.
- Lymph Sliver (silent drop): absorb, a prevention of damage (702.64a), was kept as a keyword while damage was dealt
  in full: damage beside it is refused, as beside other prevention.
- Tyranid Prime (wrong part): evolve's intervening "if" (702.100a) could not be said, so its trigger fired on every
  creature: an evolve [[trigger]] is refused.
- Flayer Drone (wrong part): "target opponent loses 1 life" was taken from the trigger's controller: the player a
  life clause names must be whose_life's (119.3, 115.1).
- Streaking Oilgorger, Walking Sarcophagus (wrong parts): a stated "Max speed" was read for the opponent's copy too;
  speed is each player's (702.178a, 702.179a): the ability word is a fact of the scenario's "you" (`stated_yours`).
- Commander's Sphere (wrong part): a stated commander identity missing a colour of the listed commander was
  believed (903.4): refused.
- Illustrious Wanderglyph (wrong part): a stated "you have the city's blessing" was believed against
  `city_blessing` and a board of ten permanents with ascend (702.131b-c): a stated value the model shows otherwise
  is refused.
- A-Narfi, Betrayer King (wrong part): "Other snow and Zombie creatures" was read as creatures both snow and Zombie;
  each that is either is meant (the 2021-02-05 ruling): such a line is refused by the translator.

Skipped where the `cards` extra is absent."""
import pytest

from conftest import MODELS

PROBES = MODELS.parent / "tests" / "golden" / "draw10_audit_probes"


@pytest.fixture(autouse=True)
def _corpus():
    pytest.importorskip("phase")
    pytest.importorskip("mtg")


@pytest.mark.parametrize("probe, words", [
    ("wolfkin_bond_token_wrong_pt", "is declared with 5/5, not 2/2; colours ['blue'], not ['green']"),
    ("prying_blade_token_wrong", "card types ['creature'], not ['artifact']; subtypes ['Beast'], not ['Treasure']"),
    ("dinosaurs_spaceship_token_wrong", "is declared with no flying, haste"),
    ("dwarven_hammer_trigger", "attaches an object as it resolves (701.3a)"),
    ("dwarven_hammer_token_attacks", "attaches an object as it resolves (701.3a)"),
    ("batterbone_living_weapon_no_attach", "then attach this Equipment to it.' attaches an object as it resolves"),
    ("batterbone_living_weapon_attach", "then attach this Equipment to it.' attaches an object as it resolves"),
    ("nettlecyst_living_weapon_attach", "then attach this Equipment to it.' attaches an object as it resolves"),
    ("perception_bobblehead_look", "looks at the top of a library"),
    ("awakened_awareness_x_wrong_counters", "its text puts X +1/+1 counter(s), and counters says 5"),
    ("awakened_awareness_fixed_count_control", "its text puts two +1/+1 counter(s), and counters says 5"),
    ("lymph_sliver_combat_damage", "the ability 'Absorb 1' changes damage"),
    ("tyranid_prime_evolve_smaller", "evolve's intervening \"if\" (702.100a, 603.4)"),
    ("tyranid_prime_evolve_if", "evolve's intervening \"if\" (702.100a, 603.4)"),
    ("flayer_drone_trigger", "its text says 'target opponent' loses life, and lose_life changes 'you''s"),
    ("streaking_oilgorger_opponent_speed", "the stated fact 'Max speed' (of 'Streaking Oilgorger') is stated for"),
    ("streaking_oilgorger_opponent_speed_false", "the stated fact 'Max speed' (of 'Streaking Oilgorger') is stated"),
    ("walking_sarcophagus_opponent_speed", "the stated fact 'Max speed' (of 'Walking Sarcophagus') is stated for"),
    ("commanders_sphere_identity_contradicted", "its listed commander 'b' (Grizzly Bears) has green in it (903.4)"),
    ("wanderglyph_blessing_stated_false", "= false, and the model shows otherwise (702.131b-c: ten or more"),
    ("wanderglyph_blessing_scenario_key", "= false, and the model shows otherwise (702.131b-c: city_blessing)"),
])
def test_each_finding_is_refused_naming_why(check_probe, probe, words):
    code, out, err = check_probe(PROBES, probe)
    assert code == 2 and words in err, out + err


@pytest.mark.parametrize("probe", [
    "wolfkin_bond_trigger",          # the 2/2 green Wolf its text creates: accepted
    "awakened_awareness_x_symbol",   # "put X +1/+1 counters" with counters = X: accepted
    "commanders_sphere_identity",    # a stated identity holding the listed commander's colours: accepted
    "wanderglyph_blessing_board",    # the blessing stated true beside ten permanents and ascend: accepted
])
def test_the_token_and_the_counters_the_text_says_are_a_history(check_probe, probe):
    code, out, err = check_probe(PROBES, probe)
    assert code == 0 and " 0 failed" in out, out + err


def test_either_of_two_qualities_is_refused_and_one_quality_translates():
    from conftest import retexted
    from verifier.cards.translate import translate  # noqa: F401  (the translator's modules, in their order)
    from verifier.cards.table import generate
    _, refusals = generate("A-Narfi, Betrayer King")
    assert any("either of two qualities ('snow and Zombie creatures'" in r for r in refusals), refusals
    one = retexted("A-Narfi, Betrayer King", "Other Zombie creatures you control get +1/+1.")
    assert one.card is not None and one.card["static"][0]["affects"]["subtypes"] == ["Zombie"], one.refusals
