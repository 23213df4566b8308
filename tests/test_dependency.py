"""613.8: dependency overrides timestamps; loops fall back to timestamp order;
the order is re-evaluated after each applied effect (613.8c)."""
from verifier.load.loader import load_scenario
from verifier.query import Encoding, Ordering, Replay, outcomes

def static_card(name, types, affects, does):
    """A card whose one static ability does `does` in layer 4 to what `affects` selects."""
    return f'''
[[card]]
name = "{name}"
types = ["{types}"]
[[card.static]]
ability = "{name}"
affects = {{ {affects} }}
layer4 = {{ {does} }}

[[object]]
id = "{name.lower()}"
card = "{name}"
'''


# Lands, so that being a Swamp counts (205.3d).
OBJECT_Z = '''
[[object]]
id = "z"
name = "Z"
types = ["enchantment", "land"]
'''


def two_statics(a_filter, a_does, b_filter, b_does):
    return (OBJECT_Z + '''
[[object]]
id = "x"
name = "X"
types = ["artifact", "land"]
''' + static_card("A", "enchantment", a_filter, a_does) + static_card("B", "enchantment", b_filter, b_does))


def values(path, text):
    sc = load_scenario(path)
    return {o.value: o.order for o in outcomes(Encoding(sc), text)}


def test_dependent_effect_waits_whatever_the_timestamps(write_model):
    # A: Swamps lose the artifact type.  B: artifacts are Swamps.  Applying B changes what A
    # applies to; applying A first changes nothing B does: A depends on B (613.8a), so X ends a
    # Swamp that is no longer an artifact in both orders.
    path = write_model(two_statics('subtypes = ["Swamp"]', 'remove_types = ["artifact"]',
                                   'types = ["artifact"]', 'add_subtypes = ["Swamp"]'))
    assert set(values(path, "has_type(x, 'artifact')")) == {False}
    assert set(values(path, "has_subtype(x, 'Swamp')")) == {True}


def test_dependency_loop_falls_back_to_timestamps(write_model):
    # A: artifacts are Swamps.  B: each non-Swamp is an artifact.  Each changes what the other
    # applies to: a loop (613.8b), so timestamps decide whether Z ends a Swamp.
    path = write_model(two_statics('types = ["artifact"]', 'add_subtypes = ["Swamp"]',
                                   'non_subtypes = ["Swamp"]', 'add_types = ["artifact"]'))
    found = values(path, "has_subtype(z, 'Swamp')")
    assert found == {True: ["b", "a"], False: ["a", "b"]}


def test_replay_concrete_orders_agree_with_the_rulings(write_model):
    from conftest import MODELS
    sc = load_scenario(MODELS / "scenarios" / "blood_moon_urborg.toml")
    enc = Encoding(sc)
    for order in (["moon", "urborg"], ["urborg", "moon"]):
        ts = {x: order.index(x) if x in order else 10 + i for i, x in enumerate(sc.timestamped())}
        replay = Replay(sc, enc.vocab, Ordering(ts))
        urborg = replay.state["urborg"]
        assert not urborg.subtypes["Swamp"] and urborg.subtypes["Mountain"]
        assert not replay.state["forest"].subtypes["Swamp"]
        # Blood Moon applied first in layer 4 whatever the timestamps (613.8a)
        layer4 = [s.effect for s in replay.trace if s.layer == "4"]
        assert layer4 == ["moon"]


def test_reevaluation_after_each_application(write_model):
    # C: enchantments are artifacts.  A: artifacts are Swamps.  B: Swamps lose the enchantment
    # type.  Dependency is direct (613.8a): at first B depends on nothing, since A alone changes
    # nothing yet.  If B is older than C, B applies first, to nothing.  If C applies first, the
    # order is re-evaluated (613.8c): now A would make Z a Swamp, so B waits for A.
    path = write_model(OBJECT_Z
                       + static_card("C", "enchantment", 'types = ["enchantment"]', 'add_types = ["artifact"]')
                       + static_card("A", "land", 'types = ["artifact"]', 'add_subtypes = ["Swamp"]')
                       + static_card("B", "land", 'subtypes = ["Swamp"]', 'remove_types = ["enchantment"]'))
    lost = "has_type(z, 'artifact') and has_subtype(z, 'Swamp') and not has_type(z, 'enchantment')"
    assert set(values(path, lost)) == {True, False}
    assert set(values(path, f"implies(before(c, b), {lost})")) == {True}
    assert set(values(path, "implies(before(b, c), has_type(z, 'enchantment'))")) == {True}
