"""Oracle forms of the development half (issue 24, round K, slice C): a triggered ability that
manifests, manifests dread or cloaks (701.40a, 701.62a, 701.58a), perhaps then attaching its
Equipment to that creature (701.3a), is kept by its text with a note: the face-down 2/2 it makes
is no object a history creates, so the loader refuses a [[trigger]] table following it
(`verifier/load/trigger_text.py`) and a history leaves the ability waiting on the stack once it may
have triggered (`verifier/load/unsaid_triggers.py`); a scenario declares such a permanent face down
from the start.  A spell's or an activated ability's manifest stays refused.  Skipped where the
`cards` extra is absent."""
import tomllib

import pytest

from conftest import claim, kept_unread, trial_body, verdict
from verifier.errors import ModelError
from verifier.load.loader import load_scenario

pytest.importorskip("phase")
pytest.importorskip("mtg")

from verifier.cards import oracle  # noqa: E402
from verifier.cards.table import generate  # noqa: E402
from verifier.cards.translate import translate  # noqa: E402

MACHETE = "When this Equipment enters, manifest dread, then attach this Equipment to that creature"


def _generated(name):
    text, refusals = generate(name)
    assert text is not None, refusals
    return text, tomllib.loads(text)["card"][0]


@pytest.mark.parametrize("name, ability, rule, static", [
    ("Conductive Machete", MACHETE, "701.62a", {"layer7c": {"power": 2, "toughness": 1}}),
    ("Cursed Windbreaker", MACHETE, "701.62a", {"layer6": {"add_abilities": ["flying"]}}),
    # (the development audit found it kept as an inert ability, with no note nor guard: refused until this round)
    ("Killer's Mask", MACHETE, "701.62a", {"layer6": {"add_abilities": ["menace"]}}),
    ("Cryptic Coat", "When this Equipment enters, cloak the top card of your library, then attach this Equipment "
                     "to it", "701.58a", {"layer7c": {"power": 1}}),
    ("Soul-Strike Technique", "When enchanted creature dies, manifest the top card of your library", "701.40a",
     {"layer7c": {"power": 1, "toughness": 1}, "layer6": {"add_abilities": ["vigilance"]}}),
    ("Ethrimik, Imagined Fiend", "When Ethrimik enters, manifest dread", "701.62a", None),
])
def test_a_trigger_putting_a_face_down_card_is_kept_by_its_text(name, ability, rule, static):
    text, card = _generated(name)
    assert ability in card["abilities"] and not card.get("resolves")  # (nothing it does is a resolved effect)
    assert f"({rule}, 708.2) is no object a history creates" in text
    assert "the loader refuses a [[trigger]] table following it" in text
    if "attach" in ability:  # the attaching is the history's attach events'
        assert "not followed: Attach in" in text
    if static is not None:  # its other lines read as before
        assert {k: v for k, v in card["static"][0].items() if k in static} == static


def _made_up(text: str, types: str, translation: bool = False):
    """The refusals of a made-up card of the given type line and text (no corpus card), or its translation."""
    rec = {"name": "Made Up", "manaCost": "{2}", "type": types, "types": types.split(), "text": text,
           "layout": "normal"}
    if "Creature" in types:
        rec.update(power="2", toughness="2", subtypes=["Bear"], type=f"{types} — Bear")
    t = translate(rec, oracle.face(rec))
    return t if translation else t.refusals


@pytest.mark.parametrize("text, types", [
    ("Manifest the top card of your library.", "Sorcery"),  # a spell's: no [[trigger]] guard, refused
    ("{2}, {T}: Manifest the top card of your library.", "Artifact"),  # an activated ability's
])
def test_a_manifest_that_no_trigger_holds_stays_refused_or_kept_unread(text, types):
    # a spell's: refused; an activated ability's: kept by its text unread (113.1, the card's not_followed)
    if types == "Sorcery":
        refusals = _made_up(text, types)
        assert refusals and "'Manifest' not translated" in refusals[0] and text.rstrip(".") in refusals[0]
    else:
        assert kept_unread(_made_up(text, types, translation=True), text.rstrip("."), "'Manifest' not translated")


@pytest.mark.parametrize("text", [
    "When this creature enters, manifest the top card of your library. It gets +1/+1 until end of turn.",
    "When this creature enters, manifest dread. Creatures you control get +1/+0 until end of turn.",
])
def test_a_manifest_trigger_with_an_effect_beside_it_stays_refused_or_kept_unread(text):
    # what it does to the face-down creature (or beside it) would be an [[effect]] a board could apply while the
    # manifest itself is followed by no history: not read, the trigger kept by its text unread (113.1, the card's
    # not_followed), the reason in its note
    assert kept_unread(_made_up(text, "Creature", translation=True), text.rstrip("."),
                       "an effect beside a manifest or cloak not translated")


def test_each_card_loads_and_is_put_to_use(write_model):
    # the Equipment on the Bears: +2/+1, flying, +1/+0; Soul-Strike Technique: +1/+1 and vigilance
    for name, expr in (("Conductive Machete", "power(bear) == 4 and toughness(bear) == 3"),
                       ("Cursed Windbreaker", "has_ability(bear, 'flying')"),
                       ("Cryptic Coat", "power(bear) == 3 and toughness(bear) == 2"),
                       ("Soul-Strike Technique", "power(bear) == 3 and has_ability(bear, 'vigilance')"),
                       ("Ethrimik, Imagined Fiend", "power(bear) == 3 and toughness(bear) == 3")):
        text, _ = _generated(name)
        assert verdict(write_model(trial_body(name, text) + claim(expr))) == "proved", name


_MACHETE_ENTERS = '''[scenario]
turn = "you"

[[object]]
id = "machete"
card = "Conductive Machete"
zone = "hand"

[[event]]
enters = "machete"
'''


def _refusal(write_model, text: str) -> str:
    with pytest.raises(ModelError) as err:
        load_scenario(write_model(text))
    return err.value.message


def test_a_trigger_table_following_the_manifest_is_refused(write_model):
    # 701.62a: no key of a [[trigger]] makes the face-down 2/2: a table saying it resolved is refused, never read
    # as doing nothing but the attaching
    table = (f'\n[[trigger]]\nid = "t"\nsource = "machete"\nability = "{MACHETE}"\nwhen = "enters"\n'
             'of = { self = true }\n')
    assert "manifests or cloaks a card" in _refusal(write_model, _MACHETE_ENTERS + table + claim("true"))


def test_a_history_passing_the_waiting_trigger_is_refused(write_model):
    # 603.3, 500.2: once the Machete entered its trigger waits on the stack; a step can't begin before it resolves
    text = _MACHETE_ENTERS + '\n[[event]]\nstep = "end"\n' + claim("true")
    assert "manifest dread" in _refusal(write_model, text)


def test_soul_strike_technique_on_a_manifested_creature(write_model):
    # Soul-Strike Technique ruling 2019-06-14 (text index 8): a face-down permanent is a 2/2 colorless creature
    # with no name, creature types or abilities and mana value 0; other effects still change it: the Aura on a
    # manifested Serra Angel makes it a 3/3 with vigilance, still colorless, with no flying and no Angel type
    text, _ = _generated("Soul-Strike Technique")
    scenario = ('[scenario]\nturn = "you"\n\n[[object]]\nid = "hidden"\ncard = "Serra Angel"\nface_down = true\n'
                'face_down_by = "manifest"\n\n[[object]]\nid = "aura"\ncard = "Soul-Strike Technique"\n'
                'attached_to = "hidden"\n')
    expr = ("power(hidden) == 3 and toughness(hidden) == 3 and has_ability(hidden, 'vigilance') and "
            "not has_ability(hidden, 'flying') and is_colorless(hidden) and mana_value(hidden) == 0 and "
            "not has_subtype(hidden, 'Angel')")
    assert verdict(write_model(text + "\n" + scenario + claim(expr))) == "proved"
    assert verdict(write_model(text + "\n" + scenario + claim("power(hidden) == 5", "refuted"))) == "refuted"
