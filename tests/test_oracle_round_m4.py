"""Oracle forms of the development half (round M4): a keyword named bare in a filter or a loss, "creatures
you control with toxic", "lose toxic", finds and removes every instance of it whatever its parameter
(702.164a: toxic is written with its N; 702.11e: what looks for or loses hexproof finds or loses each
"hexproof from [quality]"), `verifier.model.is_instance`.  Skipped where the `cards` extra is absent."""
import tomllib

import pytest

from conftest import MODELS, claim, verdict
from verifier.model import is_instance

pytest.importorskip("phase")
pytest.importorskip("mtg")

from verifier.cards.filters import affects  # noqa: E402
from verifier.cards.refusal import Refusal  # noqa: E402
from verifier.cards.table import generate  # noqa: E402
from verifier.cards.statics import modification  # noqa: E402

# a creature with a keyword that takes a parameter, and one with a "hexproof from [quality]" (702.11d)
_CARDS = '''[[card]]
name = "Test Mite"
types = ["creature"]
subtypes = ["Phyrexian", "Mite"]
power = 1
toughness = 1
abilities = ["Toxic 2"]

[[card]]
name = "Test Warded"
types = ["creature"]
subtypes = ["Bear"]
power = 2
toughness = 2
abilities = ["Hexproof from blue"]
'''


def _generated(name):
    text, refusals = generate(name)
    assert text is not None, refusals
    return text, tomllib.loads(text)["card"][0]


def _board(write_model, cards: str, expr: str, conditions: str = "") -> str:
    """The verdict of `expr` on a board of the bundled Grizzly Bears, a Test Mite and these cards."""
    (write_model("").parent / "cards" / "test_keywords.toml").write_text(_CARDS)
    objects = "".join(f'\n[[object]]\nid = "{i}"\ncard = "{c}"\n' for i, c in cards)
    text = f'[scenario]\nturn = "you"\n{conditions}\n[[object]]\nid = "mite"\ncard = "Test Mite"\n' \
           f'\n[[object]]\nid = "bears"\ncard = "Grizzly Bears"\n{objects}'
    return verdict(write_model(text + claim(expr)))


def test_with_toxic_is_a_filter_on_the_bare_keyword():
    # Skrelv's Hive: "Corrupted — As long as an opponent has three or more poison counters, creatures you
    # control with toxic have lifelink."
    _, card = _generated("Skrelv's Hive")
    assert card["static"] == [{"ability": "Skrelv's Hive", "condition": "an opponent has three or more poison counters",
                               "affects": {"types": ["creature"], "controller": "you", "abilities": ["toxic"]},
                               "layer6": {"add_abilities": ["lifelink"]}}]


def test_lose_toxic_removes_the_bare_keyword():
    # Old Way Phyrexian: "Creatures you control with toxic lose toxic and gain infect."
    _, card = _generated("Old Way Phyrexian")
    assert card["abilities"] == ["infect"]
    assert card["static"][0]["affects"] == {"types": ["creature"], "controller": "you", "abilities": ["toxic"]}
    assert card["static"][0]["layer6"] == {"add_abilities": ["infect"], "remove_abilities": ["toxic"]}


def test_skrelvs_hive_gives_lifelink_to_a_creature_with_toxic_2(write_model):
    corrupted = 'conditions = { "an opponent has three or more poison counters" = true }\n'
    assert _board(write_model, [("hive", "Skrelv's Hive")], "has_ability(mite, 'lifelink') and "
                  "not has_ability(bears, 'lifelink')", corrupted) == "proved"
    assert _board(write_model, [("hive", "Skrelv's Hive")], "not has_ability(mite, 'lifelink')",
                  corrupted.replace("true", "false")) == "proved"


def test_old_way_phyrexian_swaps_toxic_2_for_infect(write_model):
    assert _board(write_model, [("owp", "Old Way Phyrexian")],
                  "has_ability(mite, 'infect') and not has_ability(mite, 'Toxic 2') and "
                  "not has_ability(bears, 'infect')") == "proved"


def test_losing_hexproof_loses_hexproof_from_a_quality(write_model):
    # CR 702.11e (read apart from the translator): an effect that makes an object lose hexproof makes it lose
    # each "hexproof from [quality]", and one that looks for a creature with hexproof finds one with it. A pump
    # of creatures with hexproof, resolved before the loss, was locked onto the warded creature (611.2c)
    (write_model("").parent / "cards" / "test_keywords.toml").write_text(_CARDS)
    text = ('[scenario]\nturn = "you"\n\n[[object]]\nid = "w"\ncard = "Test Warded"\n\n[[object]]\nid = "bears"\n'
            'card = "Grizzly Bears"\n\n[[effect]]\nid = "lose"\ntargets = ["w"]\nuntil = "end of turn"\n'
            'layer6 = { remove_abilities = ["hexproof"] }\n\n[[effect]]\nid = "pump"\n'
            'affects = { types = ["creature"], abilities = ["hexproof"] }\nuntil = "end of turn"\n'
            'layer7c = { power = 1 }\n')
    assert verdict(write_model(text + claim("not has_ability(w, 'Hexproof from blue') and power(bears) == 2 and "
                                            "(power(w) == 2 or power(w) == 3)"))) == "proved"
    assert verdict(write_model(text + claim("power(w) == 2"))) == "refuted"  # (pump first: 3)


def test_instances_of_a_keyword():
    # 702: a parameter is a number, a cost or a quality; another word after the keyword's name is no instance
    assert is_instance("Toxic 2", "toxic") and is_instance("Ward—Pay 2 life", "ward")
    assert is_instance("Protection from red", "protection") and is_instance("flying", "flying")
    assert not is_instance("Toxic 2", "Toxic 1") and not is_instance("Partner with Foo", "partner")
    assert not is_instance("Flying", "flying") and not is_instance("toxicity", "toxic")


@pytest.mark.parametrize("line", ["Creatures you control with toxic 1 have lifelink."])
def test_a_keyword_with_its_parameter_in_a_filter_stays_refused(line):
    # only the bare keyword is read as "any instance"; "with toxic 1" names one instance, which phase.rs's
    # parse does not tell apart from the bare keyword
    parsed = {"type": "Typed", "type_filters": ["Creature"], "controller": "You",
              "properties": [{"type": "WithKeyword", "value": {"Toxic": 1}}]}
    with pytest.raises(Refusal, match="property 'WithKeyword' not translated: 'Creatures you control with toxic 1"):
        affects(line, parsed)


def test_losing_a_keyword_with_its_parameter_stays_refused():
    with pytest.raises(Refusal, match="which the line does not say is lost.*lose toxic 1"):
        modification("Creatures you control lose toxic 1.", {"type": "RemoveKeyword", "keyword": {"Toxic": 1}}, False)


# "You may have this creature enter as a copy of ..." (707.5, 614.1c; 707.9b its exceptions): the cards the
# hand-written models in models/cards/ define (written apart from the translator, the reference here)
_COPIES = ["Clone", "Quicksilver Gargantuan", "Copy Artifact", "Phyrexian Metamorph", "Vesuva"]


@pytest.mark.parametrize("name", _COPIES)
def test_entering_as_a_copy_matches_the_hand_written_card(name):
    hand = {c["name"]: c for f in sorted((MODELS / "cards").glob("*.toml"))
            for c in tomllib.loads(f.read_text()).get("card", [])}
    _, card = _generated(name)
    assert card["enters_as_copy"] == hand[name]["enters_as_copy"]
    assert "abilities" not in card  # (the line is the enters_as_copy ability, 707.5, not kept twice as text)


@pytest.mark.parametrize("scenario", ["copies_gargantuan_rulings.toml", "copies_clone_rulings.toml",
                                      "copies_entering.toml", "copies_vesuva.toml"])
def test_the_copy_rulings_hold_with_the_generated_cards(scenario, write_model, run_cli):
    # the official rulings of Clone and Quicksilver Gargantuan (models/scenarios/, each claim citing its ruling;
    # "Except for its power and toughness, Quicksilver Gargantuan copies exactly what was printed ...", 2011-01-01)
    # and 707.5's entering as a copy, with each copying card generated from its Oracle text in place of the
    # hand-written one (a card of the scenario's own file shadows the bundled one)
    text = (MODELS / "scenarios" / scenario).read_text()
    generated = [generate(n)[0] for n in _COPIES if f'card = "{n}"' in text]
    assert generated
    path = write_model(text + "\n" + "\n".join(generated))
    code, out, err = run_cli("check", path)
    assert code == 0 and " 0 failed" in out and "cards generated" not in out, out + err


@pytest.mark.parametrize("name, part", [("Phantasmal Image", "it has \"When ~ becomes the target"),
                                        ("Machine God's Effigy", "it's an artifact")])
def test_an_exception_of_a_copy_not_read_is_refused(name, part):
    # 707.9b: an exception setting its types, or granting a quoted ability, is not read
    text, refusals = generate(name)
    assert text is None and any("an exception of a copy" in r and part in r for r in refusals), refusals
