"""Oracle forms of the development half (issue 24, round K, B): words the coverage check
(`verifier/cards/coverage.py`) missed though phase.rs's parse carries them, read only where the
parse has the part that carries them: "half ..., rounded up" (107.1a, a quantity divided by 2),
"distribute ... among" targets (601.2d, the parse's distribution), "as you activate this ability"
(601.2b, 602.2b, the parse's announced X); and a possessive of the parse ("commander's") as
the line's word.  Each
word's absence changes the parse (a check that the parse, not the check, reads it).  Skipped
where the `cards` extra is absent."""
import json

import pytest

from conftest import claim, generated_card, kept_unread, trial_body, verdict
from verifier.load.loader import load_scenario

pytest.importorskip("phase")
pytest.importorskip("mtg")

from verifier.cards import coverage, oracle  # noqa: E402
from verifier.cards.table import generate  # noqa: E402

HALF = "Whenever equipped creature deals combat damage to a player, that player loses half their life, rounded up."
DISTRIBUTE = "{T}: Distribute two +1/+1 counters among one or two target creatures you control."
ANNOUNCED = ("{3}, {T}: Up to X target creatures you control get +1/+0 until end of turn, where X is the number of "
             "Bobbleheads you control as you activate this ability.")


def _parse(text: str) -> dict:
    """phase.rs's parse of a one-line test card's only ability (trigger or activated)."""
    face = oracle.face({"name": "Test Card", "types": ["Artifact"], "subtypes": ["Equipment"], "supertypes": [],
                        "text": text, "manaCost": "{3}", "layout": "normal"})
    found = (face.get("triggers") or []) + (face.get("abilities") or [])
    assert len(found) == 1, found
    return found[0]


@pytest.mark.parametrize("line, without, word, part", [
    (HALF, HALF.replace("half their life, rounded up", "life equal to their life total"), "half", "DivideRounded"),
    (DISTRIBUTE, DISTRIBUTE.replace("Distribute two +1/+1 counters among", "Put two +1/+1 counters on"), "among",
     '"distribute"'),
    (ANNOUNCED, ANNOUNCED.replace(" as you activate this ability", ""), "activate", '"announced_x"'),
])
def test_the_word_is_read_where_the_parse_carries_it(line, without, word, part):
    # the parse of the line has the part; of the line without the words, not: the words are what it reads
    parsed = _parse(line)
    assert part in json.dumps(parsed) and part not in json.dumps(_parse(without))
    assert coverage.leftover(line, parsed) == []
    # the same words beside a parse without that part stay unaccounted for
    bare = json.loads(json.dumps(parsed).replace(part, '"other_part"' if part.startswith('"') else "Other"))
    assert word in coverage.leftover(line, bare)


def test_half_rounded_down_needs_the_parse_to_round_down():
    # 107.1a: the line says which way to round; the parse's rounding reads "down" (or "up"), not the check
    parsed = _parse(HALF.replace("rounded up", "rounded down"))
    assert coverage.leftover(HALF.replace("rounded up", "rounded down"), parsed) == []
    assert coverage.leftover(HALF.replace("rounded up", "rounded down"),
                             json.loads(json.dumps(parsed).replace('"Down"', '"Up"'))) == ["down"]


def test_among_only_before_the_targets_it_distributes_to():
    # "among cards in your graveyard" is no distribution: the distribution read does not reach it
    parsed = _parse(DISTRIBUTE)
    line = DISTRIBUTE.rstrip(".") + " as there are four card types among cards in your graveyard."
    assert "among" in coverage.leftover(line, parsed)


def test_quietus_spike_keeps_its_life_loss_noted():
    text, card = generated_card("Quietus Spike")
    assert card["static"] == [{"ability": "Quietus Spike", "affects": {"types": ["creature"], "attached": True},
                               "layer6": {"add_abilities": ["deathtouch"]}}]
    assert "that player loses half their life, rounded up" in card["abilities"][0]
    assert "not followed: LoseLife" in text  # (a one-shot effect, no layer effect)


def test_bretagard_stronghold_distributes_its_counters_by_the_history(write_model):
    text, card = generated_card("A-Bretagard Stronghold")
    [resolves] = card["resolves"]
    assert resolves["one_shot"] == ["counters"] and resolves["layer6"] == {"add_abilities": ["vigilance", "lifelink"]}
    assert "PutCounter" in text and "put_counters events of the history" in text
    # 601.2d: distributing two counters among two targets gives each at least one, so one each: both Bears 3/3
    # with vigilance and lifelink (computed from the CR, not from the translator's reading)
    bears = "".join(f'\n[[object]]\nid = "{b}"\ncard = "Grizzly Bears"\n' for b in ("b1", "b2"))
    body = text + '\n[scenario]\nturn = "you"\n' + bears + f'''
[[effect]]
id = "e"
card = "A-Bretagard Stronghold"
ability = {json.dumps(resolves["ability"])}
targets = ["b1", "b2"]

[[event]]
starts = "e"

[[event]]
put_counters = "b1"
counters = {{ "+1/+1" = 1 }}

[[event]]
put_counters = "b2"
counters = {{ "+1/+1" = 1 }}
'''
    expr = ("power(b1) == 3 and toughness(b1) == 3 and power(b2) == 3 and toughness(b2) == 3 and "
            "has_ability(b1, 'vigilance') and has_ability(b2, 'lifelink')")
    assert verdict(write_model(body + claim(expr))) == "proved"


def test_endurance_bobblehead_s_counted_targets_are_refused_or_kept_unread():
    # 601.2b-c: "up to X target creatures, where X is the number of Bobbleheads you control": X is counted as the
    # ability is put on the stack, which an [[effect]] begun with no activation does not say: not read (its "as you
    # activate this ability" is read, the words accounted for; the number of targets is what is not), the ability
    # kept by its text unread (113.1, the card's not_followed), the reason in its note
    assert kept_unread(generate("Endurance Bobblehead"), "{3}, {T}: Up to X target creatures you control",
                       "(a number of targets counted as the ability is put on the stack")


def test_a_possessive_of_the_parse_reads_the_line_s():
    # Commander's Plate: phase.rs keeps protection's quality as its words ("your commander's color identity")
    line = "Equipped creature has protection from each color that's not in your commander's color identity."
    parsed = {"modifications": [{"type": "AddKeyword", "keyword": {"Protection": {"CardType": line[37:-1]}}}],
              "affected": {"type": "Typed", "type_filters": ["Creature"], "properties": [{"type": "EquippedBy"}]}}
    assert coverage.leftover(line, parsed) == []
    assert coverage.leftover(line, json.loads(json.dumps(parsed).replace(" commander's", ""))) == ["commander's"]


def test_commanders_plate_without_a_commander_still_gives_plus_three(write_model):
    # Commander's Plate ruling 0 (rulings-2022): with no commander, the equipped creature still gets +3/+3; its
    # protection, of a quality the model does not read, is kept by its text (702.16, the loader's guard)
    text, card = generated_card("Commander's Plate")
    assert card["abilities"] == ["Equip commander {3}", "Equip {5}"]
    assert card["static"][0]["layer7c"] == {"power": 3, "toughness": 3}
    assert card["static"][0]["layer6"] == {
        "add_abilities": ["Protection from each color that's not in your commander's color identity"]}
    expr = "power(bear) == 5 and toughness(bear) == 5"
    assert verdict(write_model(trial_body("Commander's Plate", text) + claim(expr))) == "proved"


def test_brides_gown_condition_on_what_is_attached_is_refused():
    """"As long as an Equipment named Groom's Finery is attached to a creature you control": what is attached to
    what, which a board shows (301.5); kept as a stated fact it was believed where the listed board contradicted it
    (draw 8's audit, the same family as Balan's), so it is refused (tests/test_shown_conditions.py)."""
    text, refusals = generate("Bride's Gown")
    assert text is None and any("a condition on what is attached to an object" in r for r in refusals), refusals


@pytest.mark.parametrize("name", ["Quietus Spike", "A-Bretagard Stronghold",  # (Endurance Bobblehead's X: above)
                                  "Commander's Plate"])
def test_each_newly_translated_card_loads_in_its_trial(name, write_model):
    from verifier.cards import trial
    text, _ = generate(name)
    load_scenario(write_model(trial.scenario(name, text)))


@pytest.mark.parametrize("name, words", [
    ("Crown of Fury", "share"),  # "other creatures that share a creature type with it": phase.rs drops them
    ("Roar of Resistance", "planeswalkers"),  # whom they attack: phase.rs drops it
    ("Elspeth's Talent", "activate, planeswalker"),  # "enchanted planeswalker": only the Enchant line says what it is
])
def test_near_forms_whose_words_the_parse_drops_stay_refused_or_kept_unread(name, words):
    # each an activated or triggered ability: kept by its text unread (113.1, the card's not_followed), the words
    # named in its note
    part = {"Crown of Fury": "Sacrifice this Aura: Enchanted creature and other creatures that share",
            "Roar of Resistance": "Whenever one or more creatures attack, you may pay",
            "Elspeth's Talent": "Whenever you activate a loyalty ability of enchanted planeswalker"}[name]
    assert kept_unread(generate(name), part, f"words the parse does not account for ({words})")
