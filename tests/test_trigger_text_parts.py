"""One reader of a triggered ability's text (603.1, 603.4, 207.2c): its condition, its intervening
"if", its effect; every check of `verifier.load.trigger_text` reads the text through it."""
import pytest

from verifier.load.trigger_text import parts


@pytest.mark.parametrize("text, condition, intervening, effect", [
    ("Whenever a creature you control enters, it gets +1/+1 until end of turn.",
     "Whenever a creature you control enters", None, "it gets +1/+1 until end of turn."),
    ("Landfall \u2014 Whenever a land you control enters, you gain 1 life.",
     "Whenever a land you control enters", None, "you gain 1 life."),
    # a condition with commas of its own, then an intervening "if" (Linvala, the Preserver's shape)
    ("Whenever you cast an artifact, creature, or enchantment spell, if you control a Wizard, draw a card.",
     "Whenever you cast an artifact, creature, or enchantment spell", "if you control a Wizard", "draw a card."),
    ("At the beginning of your upkeep, if you have 10 or less life, you gain 5 life.",
     "At the beginning of your upkeep", "if you have 10 or less life", "you gain 5 life."),
    # "if" inside the effect is no intervening "if" (608.2c)
    ("When this creature enters, you gain 3 life if you control an artifact.",
     "When this creature enters", None, "you gain 3 life if you control an artifact."),
])
def test_a_trigger_text_is_read_into_its_parts(text, condition, intervening, effect):
    p = parts(text)
    assert (p.condition, p.intervening, p.effect) == (condition, intervening, effect)


def test_a_text_with_no_trigger_condition_has_no_parts():
    assert parts("Flying") is None and parts("{T}: Add {G}.") is None


def test_an_if_after_an_instruction_is_no_intervening_if():
    """608.2c, 603.4 (the session 13 audit): "When ..., you gain 5 life, if ..." has its "if" inside the
    effect, not right after the condition."""
    p = parts("When this creature enters, you gain 5 life, if you control an artifact you gain 2 more life.")
    assert p.condition == "When this creature enters" and p.intervening is None and p.effect.startswith("you gain 5")
