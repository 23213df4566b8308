"""Activated abilities with several targets, or a target restricted by counters, against the
reference (`tests/reference/activating.py`, written apart from `verifier.rules`): "up to two
target creatures" (none to two), "two target creatures" (exactly two, different ones, 115.3),
"target creature without a +1/+1 counter on it" (122.1), each chosen as the ability is
activated (601.2c via 602.2b) and checked again as it resolves, an illegal target not affected
while the others are (608.2b); `can_activate` asks for a legal choice of them.  Random small
histories: creatures of either player, some with shroud or given a +1/+1 counter, one of them
gaining shroud or a counter while the ability waits; at a random point, the set of values the
verifier gives for a query equals the set the reference finds.  And "Untap X target lands"
(Candelabra of Tawnos, its X paid and its targets untapped) against the reference's reading."""
from dataclasses import replace

from hypothesis import HealthCheck, given, settings, strategies as st

from conftest import examples, MODELS
from reference import values
from test_reference_casting import PLAYERS, _object, check, draw_lands, mana_abilities, written_lands
from verifier.load.loader import load_scenario
from verifier.model import ActivatedAbility, Effect, Event, Filter, Part, Scenario
from verifier.rules import targets

PUMP = "get +1/+1 until end of turn."
TEXTS = ("{0}: Up to two target creatures each " + PUMP, "{1}: Two target creatures each " + PUMP,
         "{0}: Up to two target creatures you control each " + PUMP,
         "{1}: Target creature without a +1/+1 counter on it gets +1/+1 until end of turn.",
         "{0}: Up to one target creature an opponent controls gets +1/+1 until end of turn.")
CREATURES = ("golem", "elf", "bear")


@st.composite
def several_target_histories(draw):
    """Lands, three creatures (the golem's one of TEXTS), targets chosen among them as many as
    its text allows, one [[effect]] each (+1/+1 until end of turn); events: turns, taps, a
    +1/+1 counter put on one, the activation, a target gaining shroud or a +1/+1 counter, the
    resolution."""
    first = draw(st.sampled_from(PLAYERS))
    mostly = st.sampled_from((first, first, first, "opponent" if first == "you" else "you"))
    objects: dict = {}
    lands = draw_lands(draw, objects, mostly, 2, untapped=True)
    text = draw(st.sampled_from(TEXTS))
    for c in CREATURES:
        extra = draw(st.sampled_from(((),) * 5 + (("shroud",),))) if c != "golem" else ()
        objects[c] = _object(c, ("creature",), draw(mostly), ((text,) if c == "golem" else ()) + extra)
    (aimed,), _ = targets.read(text)
    low = 0 if aimed.optional else aimed.count
    chosen = draw(st.lists(st.sampled_from(CREATURES), min_size=low, max_size=aimed.count, unique=True))
    golem = objects["golem"].controller
    effects = {f"pump-{t}": Effect(f"pump-{t}", (Part("7c", power=1, toughness=1),), Filter(objects=(t,)),
                                   static=False, controller=golem, until="end of turn") for t in chosen}
    if chosen:
        effects["veil"] = Effect("veil", (Part("6", add_abilities=("shroud",)),),
                                 Filter(objects=(draw(st.sampled_from(chosen)),)), static=False,
                                 controller=draw(st.sampled_from(PLAYERS)), until="end of turn")
    abilities = (ActivatedAbility("act", "golem", text, tuple(sorted(f"pump-{t}" for t in chosen)),
                                  target=aimed.of, another=aimed.another),)
    events = [Event("turn", first)] if draw(st.booleans()) else []
    if not draw(st.integers(0, 3)):
        events.append(Event("tap", draw(st.sampled_from(lands))))
    if not draw(st.integers(0, 2)):  # (a +1/+1 counter on one of them before it is activated)
        events.append(Event("put_counters", draw(st.sampled_from(CREATURES)), counters=(("+1/+1", 1),)))
    events.append(Event("activate", "act"))
    change = draw(st.sampled_from(("none", "veil", "counter"))) if chosen else "none"
    if change == "veil":
        events.append(Event("starts", "veil"))
    elif change == "counter":
        events.append(Event("put_counters", draw(st.sampled_from(chosen)), counters=(("+1/+1", 1),)))
    if draw(st.integers(0, 3)):
        events.append(Event("resolves", "act", effects=abilities[0].effects))
    mana = {a for o in objects.values() for a in o.printed.abilities if a.startswith("{T}: Add")}
    sc = Scenario(path="<targets>", name="random several targets", objects=objects, effects=effects, order=[],
                  first_turn=first, mana_abilities=mana_abilities(mana), abilities=abilities)
    return sc.with_events(tuple(replace(e, label=f"e{i}") for i, e in enumerate(events)))


QUERIES = ("power(golem)", "power(elf)", "power(bear)", "can_activate(golem, '{a}')", "can_activate(golem, '{a}')")


@settings(max_examples=examples(150), deadline=None, derandomize=True, database=None,
          suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large, HealthCheck.filter_too_much])
@given(st.data())
def test_several_targets_match_the_reference(data):
    sc = data.draw(several_target_histories())
    text = data.draw(st.sampled_from(QUERIES)).replace("{a}", sc.abilities[0].ability)
    at = data.draw(st.sampled_from([None] + [e.label for e in sc.events if e.label]))
    check(sc, text, at)


def test_the_reference_agrees_with_candelabra_of_tawnos():
    """"{X}, {T}: Untap X target lands" (107.3a, 601.2b-c, 701.26b): the reference reads every
    claim of the Candelabra of Tawnos scenario (its basic lands' abilities written, 305.6)."""
    sc = written_lands(load_scenario(MODELS / "scenarios" / "activation_candelabra_of_tawnos_untaps.toml"))
    for c in sc.claims:
        got = values(sc, c.expr, c.at)
        assert {"proved": got == {True}, "refuted": False in got}[c.expect], (c.id, got)
