"""Oracle forms of round W6 (layer modifications): an effect setting base power and toughness
to an amount ("has base power and toughness X/X, where X is ...", "becomes an X/X ... creature,
where X is ..."; phase.rs's SetPowerDynamic / SetToughnessDynamic) read in layer 7b (613.4b)
with every amount the translator counts, a static ability's as it applies, a resolved effect's
once, as it resolves (608.2h); an amount among "your commanders" refused (903.3: commanders in
any zone, the command zone's too).  Skipped where the `cards` extra is absent."""
import pytest
from hypothesis import given, settings, strategies as st

from conftest import claim, examples, generated_card, kept_unread, retexted, trial_body, verdict
from reference.base_set_pt import set_to_life
from reference.granted_other import powers

pytest.importorskip("phase")
pytest.importorskip("mtg")

from verifier.cards import trial  # noqa: E402
from verifier.cards.table import generate, to_toml  # noqa: E402

_LIFE = {"life": "you"}
# Cactus Preserve with its X read off the battlefield instead of the command zone (a near form of a development card)
_DESERTS = ("This land enters tapped.\n{3}: Until end of turn, this land becomes an X/X green Plant creature with reach, "
            "where X is the number of Deserts you control. It's still a land.\n"
            "{T}: Add one mana of any type that a land you control could produce.")


def test_aettir_and_priwen_sets_base_power_to_your_life_total():
    # "Equipped creature has base power and toughness X/X, where X is your life total."
    _, card = generated_card("Aettir and Priwen")
    (static,) = card["static"]
    assert static["affects"] == {"types": ["creature"], "attached": True}
    assert static["layer7b"] == {"power": _LIFE, "toughness": _LIFE} and "layer7a" not in static


def test_a_resolved_set_power_counts_once_as_it_resolves():
    tr = retexted("Cactus Preserve", _DESERTS)
    assert tr.refusals == []
    (resolves,) = tr.card["resolves"]
    count = {"count": {"subtypes": ["Desert"], "controller": "you"}}
    assert resolves["layer7b"] == {"power": count, "toughness": count} and resolves["affects"] == {"self": True}
    assert resolves["layer4"] == {"add_types": ["creature"], "add_subtypes": ["Plant"]}


@pytest.mark.parametrize("name, words, line", [
    # a sum of two counts of permanents, which no amount of the model holds (a characteristic-defining ability)
    ("Drop Bear", "a sum of amounts not translated", "plus the number of Bears you control"),
])
def test_near_forms_stay_refused_naming_their_line(name, words, line):
    text, refusals = generate(name)
    assert text is None and any(words in r and line in r for r in refusals), refusals


def test_an_amount_among_commanders_in_an_ability_stays_unread():
    # commanders in the command zone count too (903.3), which the model does not follow: the activated ability kept
    # by its text in the card's not_followed (113.1), every use refused, the note naming why
    assert kept_unread(generate("Cactus Preserve"), "the greatest mana value among your commanders",
                       "an amount among commanders in any zone")


def test_the_commander_guard_refuses_a_static_amount_too():
    line = "Equipped creature has base power and toughness X/X, where X is the greatest mana value among your commanders."
    refusals = retexted("Aettir and Priwen", line + "\nEquip {5}").refusals
    assert refusals == [f"an amount among commanders in any zone (903.3: the command zone's too) not translated: "
                        f"{line!r}"]


def test_the_resolved_x_counts_the_deserts_as_it_resolves(write_model):
    # two Deserts (this land and another) as the ability resolves: a 2/2 Plant creature land with reach (613.4b)
    tr = retexted("Cactus Preserve", _DESERTS)
    text = to_toml(tr.card, notes=tuple(tr.notes))
    model = trial_body("Cactus Preserve", text) + '\n[[object]]\nid = "d2"\ncard = "Cactus Preserve"\n' + \
        claim("has_type(x, 'creature') and has_type(x, 'land') and power(x) == 2 and toughness(x) == 2 and "
              "has_ability(x, 'reach')")
    assert verdict(write_model(model)) == "proved"


_GROWTH = '\n[[effect]]\nid = "g"\ncard = "Giant Growth"\ntargets = ["bear"]\n'


@settings(max_examples=examples(12), deadline=None, derandomize=True, database=None)
@given(life=st.integers(1, 20), counters=st.integers(0, 2), growth=st.booleans())
def test_aettir_power_is_what_the_rules_give(life, counters, growth, tmp_path_factory):
    # the reference (tests/reference/base_set_pt.py, from 613.4b-c and 122.1a alone): Grizzly Bears (printed 2/2)
    # equipped with Aettir and Priwen, its controller at `life`, with +1/+1 counters and perhaps Giant Growth
    power, toughness = set_to_life(life, counters, (3, 3) if growth else (0, 0))
    text, _ = generate("Aettir and Priwen")
    body = trial_body("Aettir and Priwen", text).replace("[scenario]\n", f"[scenario]\nlife = {{ you = {life}, "
                                                                          "opponent = 20 }\n", 1)
    if counters:
        body = body.replace('card = "Grizzly Bears"\n', f'card = "Grizzly Bears"\ncounters = {{ "+1/+1" = {counters} '
                                                        '}\n', 1)
    path = tmp_path_factory.mktemp("aettir") / "s.toml"
    path.write_text(body + (_GROWTH if growth else "") +
                    claim(f"power(bear) == {power} and toughness(bear) == {toughness}"), encoding="utf-8")
    assert verdict(path) == "proved"


# Round W6, granted static abilities: "other" in a static ability granted to creatures only is other than the
# creature that has it (no creature is attached to anything, so an Aura's or Equipment's `not_attached` never
# applies to it: 301.5c, 303.4d); granted to other objects it stays refused.

def test_dancers_chakrams_grants_other_commanders_a_bonus():
    # 'Equipped creature gets +2/+2, has lifelink and "Other commanders you control get +2/+2 and have lifelink,"
    # and is a Performer in addition to its other types.'
    _, card = generated_card("Dancer's Chakrams")
    (static,) = card["static"]
    name = "Other commanders you control get +2/+2 and have lifelink"
    assert static["affects"] == {"types": ["creature"], "attached": True}
    assert static["layer6"] == {"add_abilities": [name, "lifelink"]} and static["layer7c"] == {"power": 2,
                                                                                               "toughness": 2}
    assert card["granted"] == [{"ability": name, "affects": {"controller": "you", "commander": True, "other": True},
                                "layer7c": {"power": 2, "toughness": 2}, "layer6": {"add_abilities": ["lifelink"]}}]


@pytest.mark.parametrize("holders", ["Equipment you control have", "Artifacts you control have"])
def test_other_granted_to_noncreatures_stays_refused(holders):
    line = f'{holders} "Other commanders you control get +2/+2."'
    tr = retexted("Dancer's Chakrams", line + "\nEquip {3}")
    assert tr.card is None and tr.refusals == [f"a granted static ability's affected set (other) not translated: "
                                               f"{line!r}"], tr.refusals


@settings(max_examples=examples(10), deadline=None, derandomize=True, database=None)
@given(bear_commander=st.booleans(), others=st.lists(st.booleans(), min_size=1, max_size=3))
def test_chakrams_bonus_is_what_the_rules_give(bear_commander, others, tmp_path_factory):
    # the reference (tests/reference/granted_other.py, from 613.1f and 613.4c alone): the Chakrams on "bear",
    # Grizzly Bears (2/2) beside it, each a commander or not
    text, _ = generate("Dancer's Chakrams")
    body = trial_body("Dancer's Chakrams", text)
    if bear_commander:
        body = body.replace('card = "Grizzly Bears"\n', 'card = "Grizzly Bears"\ncommander = true\n', 1)
    ids = [f"b{i}" for i in range(len(others))]
    body += "".join(f'\n[[object]]\nid = "{oid}"\ncard = "Grizzly Bears"\n' + ("commander = true\n" if c else "")
                    for oid, c in zip(ids, others))
    commanders = {oid for oid, c in zip(ids, others) if c} | ({"bear"} if bear_commander else set())
    expected = powers({oid: 2 for oid in ["bear"] + ids}, commanders, "bear")
    expr = " and ".join(f"power({oid}) == {p} and toughness({oid}) == {t}" for oid, (p, t) in expected.items())
    path = tmp_path_factory.mktemp("chakrams") / "s.toml"
    path.write_text(body + claim(expr), encoding="utf-8")
    assert verdict(path) == "proved"


# Round W6, granted triggers: a quoted trigger with two events joined by "or" that phase.rs reads as two abilities
# is the one quoted ability (603.2: it triggers on either event), granted once by its words.
_SAGE = "When this creature enters or leaves the battlefield, draw a card"


def test_candlekeep_sage_grants_its_quoted_trigger_once():
    # 'Commander creatures you own have "When this creature enters or leaves the battlefield, draw a card."'
    _, card = generated_card("Candlekeep Sage")
    assert card["static"] == [{"ability": "Candlekeep Sage", "affects": {"types": ["creature"], "commander": True,
                                                                         "owner": "you"},
                               "layer6": {"add_abilities": [_SAGE]}}]
    assert "resolves" not in card  # (a draw: no characteristic the model follows)


def test_a_two_event_trigger_whose_effect_matters_stays_refused():
    line = 'Commander creatures you own have "When this creature enters or leaves the battlefield, target creature ' \
           'gets +1/+1 until end of turn."'
    tr = retexted("Candlekeep Sage", line)
    assert tr.card is None and len(tr.refusals) == 1 and line in tr.refusals[0] and "(leaves)" in tr.refusals[0]


# 903.3: a commander is a card its owner chose, a designation wherever it is; "you own" (108.3) holds whoever
# controls it: which creatures have the granted trigger, by hand from those rules (owner, commander)
@pytest.mark.parametrize("fields, has", [
    ("commander = true\n", True),
    ("", False),
    ('commander = true\ncontroller = "opponent"\nowner = "you"\n', True),
    ('commander = true\ncontroller = "opponent"\n', False),
])
def test_which_creatures_have_the_sages_trigger(fields, has, write_model):
    text, _ = generate("Candlekeep Sage")
    body = trial_body("Candlekeep Sage", text) + f'\n[[object]]\nid = "c"\ncard = "Grizzly Bears"\n{fields}'
    expr = f"has_ability(c, '{_SAGE}')"
    assert verdict(write_model(body + claim(expr if has else f"not {expr}"))) == "proved"


@pytest.mark.parametrize("name", ["Aettir and Priwen", "Dancer's Chakrams", "Candlekeep Sage"])
def test_newly_translated_cards_load_in_their_trial(name, write_model):
    text, _ = generate(name)
    assert verdict(write_model(trial.scenario(name, text))) == "proved"
