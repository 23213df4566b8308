"""Flash granted to a kind of spell (601.3, 601.3b, `verifier.rules.flash_permissions`): "You may
cast creature spells as though they had flash" lets its controller cast a spell of that kind, as it
is cast (bestowed: an Aura spell, 702.103b), at any time it could cast an instant, while the
permanent is on the battlefield; it gives no flash.  The rulings are
`models/scenarios/flash_permission_bestow.toml` (Gnarled Scarhide, Nyxborn Triton); the timing is
checked against the reference's (`tests/reference/casting.py`, `flash_permitted`)."""
from dataclasses import replace

import pytest
from hypothesis import HealthCheck, given, settings, strategies as st

from conftest import examples, MODELS
from test_casting import refusal
from test_reference_casting import R, _board, _object, check
from verifier.model import Event, Filter
from verifier.rules import flash_permissions

SCENARIO = (MODELS / "scenarios" / "flash_permission_bestow.toml").read_text()
HISTORY = SCENARIO[:SCENARIO.index("[[claim]]")]
AURAS = "You may cast Aura spells as though they had flash."
CREATURES = "You may cast creature spells as though they had flash."


@pytest.mark.parametrize("text, kind", [
    (CREATURES, Filter(types=("creature",))),
    (AURAS, Filter(subtypes=("Aura",))),
    ("You may cast artifact spells as though they had flash", Filter(types=("artifact",))),
    ("You may cast green spells as though they had flash.", None),
    ("You may cast spells as though they had flash.", None),
    ("You may cast creature spells this turn as though they had flash.", None),
])
def test_the_kinds_read_from_the_text(text, kind):
    assert flash_permissions.kind(text) == kind


def test_creature_flash_does_not_let_it_be_cast_bestowed(write_model):
    """Gnarled Scarhide 2014-04-26, 601.3b: cast bestowed it is an Aura spell, which the creature
    permission does not cover: without the Aura permission, that cast on the opponent's turn is
    impossible, refused with its line."""
    text = HISTORY.replace(AURAS, "flying")
    err = refusal(write_model, text)
    assert "(cast triton-bestowed) cannot happen where it stands" in err.message
    assert "is cast only on its caster's turn" in err.message
    assert err.line == HISTORY[:HISTORY.index('cast = "triton-bestowed"')].count("\n")  # (its [[event]])


def test_aura_flash_does_not_let_it_be_cast_as_a_creature(write_model):
    """601.3b: cast for its mana cost it is a creature spell: without the creature permission, the
    Aura permission does not let it be cast on the opponent's turn."""
    text = HISTORY.replace(CREATURES, "flying")
    err = refusal(write_model, text)
    assert "cannot happen where it stands" in err.message and "'triton-creature'" in err.message


def test_another_wording_is_refused(write_model):
    """A permission in a form not read (here, by colour) still changes casting: refused."""
    text = HISTORY.replace(CREATURES, "You may cast green spells as though they had flash.")
    assert "changes how spells are cast or paid for" in refusal(write_model, text).message


# -- against the reference ------------------------------------------------------------------

@st.composite
def permission_histories(draw):
    """A {R} card of a drawn kind in your hand, a Mountain, and perhaps a permanent with a
    permission for a drawn kind, yours or the opponent's; the turn yours or the opponent's,
    perhaps in a later step; perhaps the permanent leaves; then perhaps the card is cast."""
    types, subtypes = draw(st.sampled_from(((("creature",), ()), (("artifact",), ()), (("enchantment",), ("Aura",)),
                                            (("sorcery",), ()))))
    spell = _object("s", types, abilities=(), mana_cost="{R}", zone="hand", power=1, toughness=1)
    spell = replace(spell, printed=replace(spell.printed, subtypes=frozenset(subtypes)))
    objects = [spell, _object("l", ("land",), "you", (R,), power=0, toughness=0)]
    if "Aura" in subtypes:
        objects[0] = replace(spell, enchant=Filter(types=("creature",)))
        objects.append(_object("bear", ("creature",), power=2, toughness=2))
    events = [Event("turn", draw(st.sampled_from(("you", "opponent"))))]
    if draw(st.booleans()):
        kind = draw(st.sampled_from(("creature", "artifact", "Aura", "sorcery")))
        text = f"You may cast {kind} spells as though they had flash."
        objects.append(_object("h", ("creature",), draw(st.sampled_from(("you", "opponent"))), (text,)))
        if draw(st.booleans()):
            events.append(Event("leaves", "h", into="graveyard"))
    if draw(st.booleans()):
        events.append(Event("step", "end"))
    if draw(st.booleans()):
        events.append(Event("cast", "s", targets=("bear",) if "Aura" in subtypes else ()))
    return _board(objects, [], events)


@settings(max_examples=examples(40), deadline=None, derandomize=True, database=None,
          suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large, HealthCheck.filter_too_much])
@given(st.data())
def test_flash_permissions_match_the_reference(data):
    """can_cast, and whether the cast happens, with a permission or none: the verifier's values
    against the reference's."""
    sc = data.draw(permission_histories())
    text = data.draw(st.sampled_from(("can_cast(s)", "in_zone(s, 'stack')")))
    at = data.draw(st.sampled_from([e.label for e in sc.events]))
    check(sc, text, at)
