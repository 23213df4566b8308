"""Oracle forms of round Y1 (issue 24): a count of what is attached to the object an Aura or
Equipment is attached to ("Enchanted creature gets +2/+2 for each Aura attached to it", "Equipped
creature gets +1/+0 for each Equipment attached to it": `attached_to = "attached"`, 301.5, 303.4),
read as the effect applies (613.4c), so attach events change it (701.3).  What is attached to each
creature an effect applies to (Bruenor Battlehammer's "Each creature you control gets +2/+0 for each
Equipment attached to it") stays refused.  Skipped where the `cards` extra is absent."""
import pytest
from hypothesis import given, settings, strategies as st

from conftest import claim, examples, generated_card, verdict
from reference.host_attachments import KINDS, outcome

pytest.importorskip("phase")
pytest.importorskip("mtg")

from verifier.cards.table import generate  # noqa: E402
from verifier.cards.trial import scenario as trial  # noqa: E402

NEW = ["Auramancer's Guise", "Strong Back", "Thran Power Suit", "Golem-Skin Gauntlets", "Mantle of the Ancients"]
AURAS_AND_EQUIPMENT = {"any_of": [{"subtypes": ["Aura"]}, {"subtypes": ["Equipment"]}]}


def _on_host(count: dict, times: int = 1) -> dict:
    return {"count": count, "attached_to": "attached", **({"times": times} if times != 1 else {})}


def test_auras_attached_to_the_enchanted_creature():
    _, card = generated_card("Auramancer's Guise")
    each = _on_host({"subtypes": ["Aura"]}, 2)
    assert card["static"] == [{"ability": "Auramancer's Guise", "affects": {"types": ["creature"], "attached": True},
                               "layer7c": {"power": each, "toughness": each},
                               "layer6": {"add_abilities": ["vigilance"]}}]


def test_auras_and_equipment_attached_to_the_enchanted_or_equipped_creature():
    _, strong = generated_card("Strong Back")
    assert strong["static"][0]["layer7c"] == {"power": _on_host(AURAS_AND_EQUIPMENT, 2),
                                              "toughness": _on_host(AURAS_AND_EQUIPMENT, 2)}
    _, suit = generated_card("Thran Power Suit")
    assert suit["static"][0]["affects"] == {"types": ["creature"], "attached": True}
    assert suit["static"][0]["layer7c"] == {"power": _on_host(AURAS_AND_EQUIPMENT),
                                            "toughness": _on_host(AURAS_AND_EQUIPMENT)}
    _, gauntlets = generated_card("Golem-Skin Gauntlets")
    assert gauntlets["static"][0]["layer7c"] == {"power": _on_host({"subtypes": ["Equipment"]})}


def test_attached_to_each_creature_it_applies_to_stays_refused():
    # "it" is each creature the effect applies to, not what the source is attached to: not read
    text, refusals = generate("Bruenor Battlehammer")
    assert text is None and any("a count of what is attached to an object other than the ability's source" in r and
                                "Each creature you control gets +2/+0 for each Equipment attached to it" in r
                                for r in refusals), refusals


@pytest.mark.parametrize("name", NEW)
def test_each_newly_translated_card_loads_in_a_scenario(write_model, name):
    text, _ = generate(name)
    assert verdict(write_model(trial(name, text))) == "proved"


def _objects(*objects: tuple) -> str:
    """[[object]] tables of (id, card) or (id, card, what it is attached to)."""
    return "".join(f'\n[[object]]\nid = "{o[0]}"\ncard = "{o[1]}"\n' + (f'attached_to = "{o[2]}"\n' if o[2:] else "")
                   for o in objects)


def test_the_suit_counts_itself_and_an_aura_on_its_host(write_model):
    # Thran Power Suit on the Bears beside Dead Weight (-2/-2): two counted (the Suit itself, 301.5, and the Aura),
    # +2/+2, so a 2/2; moved away (701.3) the Suit counts only itself where it is (613.4c, as it applies)
    text, _ = generated_card("Thran Power Suit")
    body = text + '\n[scenario]\nturn = "you"\n' + _objects(
        ("bears", "Grizzly Bears"), ("elves", "Llanowar Elves"), ("suit", "Thran Power Suit", "bears"),
        ("weight", "Dead Weight", "bears")) + \
        '\n[[event]]\ntap = "elves"\nlabel = "before"\n\n[[event]]\nattach = "suit"\nto = "elves"\nlabel = "moved"\n'
    assert verdict(write_model(body + claim("power(bears) == 2 and toughness(bears) == 2", extra='at = "before"'))) \
        == "proved"
    assert verdict(write_model(body + claim("not on_battlefield(bears) and power(elves) == 2 and "
                                            "toughness(elves) == 2 and has_ability(elves, 'Ward {2}')",
                                            extra='at = "moved"\nallow_unmentioned = ["Ward {2}"]'))) == "proved"


# an Aura and an Equipment with no ability but their kind (Enchant creature, 303.4a)
_PLAIN = "".join(f'[[card]]\nname = "Plain {kind}"\ntypes = ["{card_type}"]\nsubtypes = ["{kind}"]\n{more}\n'
                 for kind, card_type, more in (
                     ("Aura", "enchantment", 'enchant = { types = ["creature"] }\nabilities = ["Enchant creature"]\n'),
                     ("Equipment", "artifact", ""))) + \
    '[scenario]\nturn = "opponent"\n' + _objects(("big", "Serra Angel"), ("small", "Grizzly Bears"))
_CARDS = {"guise": "Auramancer's Guise", "gauntlets": "Golem-Skin Gauntlets", "aura": "Plain Aura",
          "equipment": "Plain Equipment"}


@settings(max_examples=examples(12), deadline=None)
@given(st.lists(st.tuples(st.sampled_from(sorted(KINDS)), st.sampled_from(["small", "big"])), min_size=1,
                max_size=4))
def test_bonuses_match_a_reference_of_what_is_attached(tmp_path_factory, attached):
    # the generated Guise and Gauntlets on random boards, against `tests/reference/host_attachments.py`
    expected = outcome(attached, {"small": (2, 2), "big": (4, 4)})
    cards = "".join(generated_card(_CARDS[k])[0] for k in ("guise", "gauntlets"))
    objects = _objects(*[(f"a{i}", _CARDS[kind], host) for i, (kind, host) in enumerate(attached)])
    expr = " and ".join(f"power({c}) == {p} and toughness({c}) == {t}" for c, (p, t) in expected.items())
    path = tmp_path_factory.mktemp("hosts") / "board.toml"
    path.write_text(cards + _PLAIN + objects + claim(expr, extra='allow_unmentioned = ["vigilance"]'))
    assert verdict(path) == "proved", (attached, expr)
