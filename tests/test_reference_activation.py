"""Activated abilities in histories against the reference (`tests/reference/activating.py`,
written from the Comprehensive Rules apart from `verifier.rules`): random small histories
that activate an `[[ability]]` (602.2: its cost paid at once, 602.2b: {T}, {Q}, mana by
tapping permanents, 601.2g-h, life, 119.4; "only as a sorcery", "once each turn", 602.5b,
602.5d; summoning sickness, 302.6), leave it on the stack (405, 500.2) and resolve it into
its effect (608.2c, 613.7b), its mana cost reduced by what reduces activation costs (602.2b,
601.2f, 118.7: never {S}), among turns, steps, taps, casts of a creature spell and lands
entering, hybrid symbols paid by the half each activation names (107.4e); at a random point,
the set of values the verifier gives for a query equals the set the reference finds over every
order and choice."""
import re
from dataclasses import replace

from hypothesis import HealthCheck, given, settings, strategies as st

from test_reference_casting import PLAYERS, _object, check, draw_lands, mana_abilities
from verifier.model import ACTIVATING, ActivatedAbility, CostChange, Effect, Event, Filter, Part, Scenario, Trigger
from verifier.model.effects import ACTIVATE_NAMED, ACTIVATE_NONMANA
from verifier.rules import targets
from conftest import examples

PUMP = "Golem gets +1/+1 until end of turn."
# the golem's activated abilities: the costs and restrictions the model reads
ABILITIES = ("{1}, {T}: " + PUMP, "{Q}: " + PUMP, "{G}: " + PUMP + " Activate only once each turn.",
             "Pay 2 life: " + PUMP, "{1}: " + PUMP + " Activate only as a sorcery.", "{C}{C}, {T}: " + PUMP,
             "{T}: " + PUMP, "{G}{G}: " + PUMP, "{0}: " + PUMP + " Activate only once each turn.",
             "Pay 1 life: " + PUMP + " Activate only once each turn.", "{1}{S}: " + PUMP,
             "{G/U}: " + PUMP, "{1}{U/B}, {Q}: " + PUMP, "{2/G}{G/U}: " + PUMP)  # (107.4e: hybrid symbols)
# a reduction of what activated abilities cost (602.2b, 601.2f): never of {S} or coloured mana (118.7)
REDUCE = "Activated abilities cost {1} less to activate."
# ... and with a target (601.2c via 602.2b, 608.2b): the elf or the golem, as drawn
TARGETED = ("{1}: Target creature gets +1/+1 until end of turn.", "{0}: Another target creature gets +1/+1 until "
            "end of turn.", "{T}: Target creature an opponent controls gets +1/+1 until end of turn.")


@st.composite
def activation_histories(draw):
    """Lands (mostly of the player whose turn it is, some tapped), perhaps an elf ({T}: Add
    {G}), a golem (a creature or an artifact, there or entering, perhaps tapped) with one of
    ABILITIES, activated by `act` (whose resolution begins `pump`, +1/+1 until end of turn)
    and perhaps `act2` (nothing the model follows); perhaps a creature spell to cast; and
    events: turns, steps, taps, activations, resolutions (mostly of the top of the stack),
    casts."""
    first = draw(st.sampled_from(PLAYERS))
    other = "opponent" if first == "you" else "you"
    mostly = st.sampled_from((first, first, first, other))
    objects: dict = {}
    lands = draw_lands(draw, objects, mostly, 3)
    changes: tuple = ()
    if draw(st.integers(0, 2)) == 0:  # (its amount and whom it reduces for, as drawn)
        objects["reducer"] = _object("reducer", ("enchantment",), draw(mostly), (REDUCE,))
        changes = (CostChange("reducer", REDUCE, -draw(st.integers(1, 2)),
                              draw(st.sampled_from(("you", "each", "opponents"))),
                              activations=Filter(types=(draw(st.sampled_from(("creature", "artifact"))),))),)
    if draw(st.booleans()):  # (perhaps with hexproof or shroud: 702.11b, 702.18a)
        objects["elf"] = _object("elf", ("creature",), draw(mostly), ("{T}: Add {G}",) + draw(st.sampled_from(
            ((), (), ("hexproof",), ("shroud",)))))
    text = draw(st.sampled_from(ABILITIES + TARGETED * 3))
    aimed = targets.read(text)[0]
    golem = draw(st.sampled_from(("there", "there", "enters")))
    objects["golem"] = _object("golem", (draw(st.sampled_from(("creature", "creature", "artifact"))),), draw(mostly),
                               (text,), tapped=golem == "there" and draw(st.integers(0, 3)) == 0)
    chosen = draw(st.sampled_from(sorted({"golem", *(["elf"] if "elf" in objects else [])}))) if aimed else "golem"
    effects = {"pump": Effect("pump", (Part("7c", power=1, toughness=1),), Filter(objects=(chosen,)), static=False,
                              controller=objects["golem"].controller, until="end of turn")}
    if aimed and (chosen == "elf" or golem == "there") and draw(st.booleans()):  # "target gains shroud until end
        # of turn", begun in the history or before it (608.2b)
        effects["veil"] = Effect("veil", (Part("6", add_abilities=("shroud",)),), Filter(objects=(chosen,)),
                                 static=False, controller=draw(st.sampled_from(PLAYERS)), until="end of turn")
    target = dict(target=aimed[0].of, another=aimed[0].another) if aimed else {}
    abilities = (ActivatedAbility("act", "golem", text, ("pump",), **target),
                 ActivatedAbility("act2", "golem", text, ()))
    if draw(st.booleans()):
        caster = objects["golem"].controller
        objects["s0"] = _object("s0", ("creature",), caster, mana_cost=draw(st.sampled_from(("{G}", "{1}"))),
                                owner=caster, zone="hand")
    events = [Event("turn", draw(st.sampled_from(PLAYERS)))] if "once" in text or draw(st.booleans()) else []
    stack, resolved = [], set()
    for _ in range(draw(st.integers(1, 6))):
        step = draw(st.sampled_from(("turn", "step", "tap", "enters", "enters", "activate", "activate", "activate",
                                     "activate", "resolves", "resolves", "resolves", "cast", "veil")))
        if step == "veil" and "veil" in effects and not any(e.kind == "starts" for e in events):
            events.append(Event("starts", "veil"))
        if step == "turn":
            events.append(Event("turn", draw(st.sampled_from(PLAYERS))))
        elif step == "step":
            events.append(Event("step", draw(st.sampled_from(("upkeep", "main", "combat", "end")))))
        elif step == "tap":
            events.append(Event("tap", draw(st.sampled_from(lands))))
        elif step == "enters" and golem == "enters" and not any(e.kind == "enters" for e in events):
            events.append(Event("enters", "golem"))
        elif step == "activate":
            aid = draw(st.sampled_from(("act", "act2")))
            if aid == "act" and "act" in resolved | set(stack):
                aid = "act2"
            if aid == "act2" and aimed:  # (a target is what its effects affect: act2 has none)
                continue
            # (107.4e: the half paying each hybrid symbol, as drawn)
            events.append(Event("activate", aid, hybrid=tuple(draw(st.sampled_from(pair))
                                                              for pair in re.findall(r"\{(\w)/(\w)\}", text))))
            stack.append(aid)
            if aid == "act" and "veil" in effects and not any(e.kind == "starts" for e in events) and \
                    draw(st.integers(0, 3)):  # (its target gaining shroud while it waits: 608.2b)
                events.append(Event("starts", "veil"))
                if draw(st.booleans()):  # (and the ability resolving then, its target illegal)
                    events.append(Event("resolves", "act", effects=("pump",)))
                    stack.remove("act")
                    resolved.add("act")
        elif step == "resolves" and stack:
            aid = stack[-1] if draw(st.integers(0, 4)) else draw(st.sampled_from(stack))
            stack.remove(aid)
            if aid == "s0":
                events.append(Event("enters", "s0", from_stack=True))
            else:
                events.append(Event("resolves", aid, effects=("pump",) if aid == "act" else (),
                                    countered=not draw(st.integers(0, 4))))  # (701.6b: now and then countered)
                resolved.add(aid)
        elif step == "cast" and "s0" in objects and not any(e.kind == "cast" for e in events):
            events.append(Event("cast", "s0"))
            stack.append("s0")
    if not events:
        events.append(Event("turn", first))
    mana = {a for o in objects.values() for a in o.printed.abilities if a.startswith("{T}: Add")}
    sc = Scenario(path="<activation>", name="random activation", objects=objects, effects=effects, order=[],
                  first_turn=first, mana_abilities=mana_abilities(mana), abilities=abilities,
                  tracks_zones="s0" in objects, cost_changes=changes)
    return sc.with_events(tuple(replace(e, label=f"e{i}") for i, e in enumerate(events)))


QUERIES = ("power(golem)", "power({c})", "power({c})", "is_tapped(golem)", "is_tapped({l})", "life('you')", "life('opponent')",
           "can_activate(golem, '{a}')", "can_activate(golem, '{a}')", "can_activate(golem, '{a}')")


@settings(max_examples=examples(300), deadline=None, derandomize=True, database=None,
          suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large, HealthCheck.filter_too_much])
@given(st.data())
def test_activation_matches_the_reference(data):
    sc = data.draw(activation_histories())
    text = data.draw(st.sampled_from(QUERIES)).replace("{a}", sc.abilities[0].ability).replace(
        "{c}", sc.effects["pump"].affects.objects[0]).replace(
        "{l}", data.draw(st.sampled_from(sorted(o for o in sc.objects if o.startswith("l")))))
    at = data.draw(st.sampled_from([None] + [e.label for e in sc.events if e.label]))
    check(sc, text, at)


ACTIVATION_TRIGGER = "Whenever a player activates an ability that isn't a mana ability, you gain 1 life."


@st.composite
def activation_trigger_histories(draw):
    """Two permanents, each with "{0}: ... gets +1/+1 until end of turn" (a creature or an artifact,
    either player's), beside an enchantment whose ability triggers as an ability of a permanent
    becomes activated (602.2, 603.2): by its controller, an opponent or anyone, of a creature, an
    artifact or anything; its instance goes above the activated ability (603.3) and gains its
    controller 1 life as it resolves.  Events: activations, each perhaps followed by the trigger
    resolving (possible only where it triggered), then the ability (or, impossible, the other way)."""
    objects: dict = {}
    for g in ("golem", "golem2"):
        objects[g] = _object(g, (draw(st.sampled_from(("creature", "artifact"))),), draw(st.sampled_from(PLAYERS)),
                             ("{0}: " + PUMP,))
    objects["brand"] = _object("brand", ("enchantment",), draw(st.sampled_from(PLAYERS)), (ACTIVATION_TRIGGER,))
    effects = {"pump": Effect("pump", (Part("7c", power=1, toughness=1),), Filter(objects=("golem",)), static=False,
                              controller=objects["golem"].controller, until="end of turn")}
    abilities = (ActivatedAbility("act", "golem", "{0}: " + PUMP, ("pump",)),
                 ActivatedAbility("act2", "golem2", "{0}: " + PUMP, ()))
    events = []
    for aid in draw(st.lists(st.sampled_from(("act", "act2")), min_size=1, max_size=3, unique=True)):
        events.append(Event("activate", aid))
        order = draw(st.sampled_from(("trigger first", "trigger first", "ability only", "ability first")))
        if order == "trigger first":
            events.append(Event("resolves", "t"))
        events.append(Event("resolves", aid, effects=("pump",) if aid == "act" else ()))
        if order == "ability first":
            events.append(Event("resolves", "t"))
    of = draw(st.sampled_from((Filter(), Filter(types=("creature",)), Filter(types=("artifact",)))))
    trigger = Trigger("t", "brand", ACTIVATION_TRIGGER, draw(st.sampled_from(ACTIVATING)), of=of, life=1)
    sc = Scenario(path="<activation>", name="random activation trigger", objects=objects, effects=effects, order=[],
                  first_turn=draw(st.sampled_from(PLAYERS)), abilities=abilities, triggers=(trigger,))
    return sc.with_events(tuple(replace(e, label=f"e{i}") for i, e in enumerate(events)))


TRIGGER_QUERIES = ("triggered('t')", "triggered('t')", "life('you')", "life('opponent')", "power(golem)")


@settings(max_examples=examples(120), deadline=None, derandomize=True, database=None,
          suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large, HealthCheck.filter_too_much])
@given(st.data())
def test_activation_triggers_match_the_reference(data):
    sc = data.draw(activation_trigger_histories())
    at = data.draw(st.sampled_from([None] + [e.label for e in sc.events if e.label]))
    check(sc, data.draw(st.sampled_from(TRIGGER_QUERIES)), at)


@st.composite
def forbidden_histories(draw):
    """A random activation history (above) where an effect forbids a player, until end of turn,
    activating abilities that aren't mana abilities (101.2, 605.1a: Abeyance), begun at a random point
    or before the history began."""
    sc = draw(activation_histories())
    abeyance = Effect("abeyance", (), Filter(), static=False, controller=draw(st.sampled_from(PLAYERS)),
                      until="end of turn", forbids=(ACTIVATE_NONMANA,), player=draw(st.sampled_from(PLAYERS)))
    events = [e for e in sc.events if not e.implied]
    if draw(st.integers(0, 3)):
        events.insert(draw(st.integers(0, len(events))), Event("starts", "abeyance", label="abeyance"))
    return replace(sc, effects={**sc.effects, "abeyance": abeyance}, all_effects={}).with_events(tuple(events))


@settings(max_examples=examples(120), deadline=None, derandomize=True, database=None,
          suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large, HealthCheck.filter_too_much])
@given(st.data())
def test_forbidden_activations_match_the_reference(data):
    _check_golem(data, data.draw(forbidden_histories()))


def _check_golem(data, sc, activations: int = 2):
    """The verifier against the reference on the golem at a random labelled point (or the end): its
    power, whether it is tapped, or (`activations` times as often) whether its ability can be activated."""
    text = data.draw(st.sampled_from(("power(golem)", "is_tapped(golem)") + ("can_activate(golem, '{a}')",) *
                                     activations)).replace("{a}", sc.abilities[0].ability)
    at = data.draw(st.sampled_from([None] + [e.label for e in sc.events if e.label]))
    check(sc, text, at)


NEEDLE = "Activated abilities of sources with the chosen name can't be activated unless they're mana abilities."


@st.composite
def needled_histories(draw):
    """A random activation history (above) beside a permanent that chose a card name as it entered
    (614.12) and forbids every player activating the abilities that aren't mana abilities of sources
    with that name (101.2, 605.1a: Pithing Needle): the golem's, the elf's (whose mana ability still
    pays) or another; it may leave at a random point."""
    sc = draw(activation_histories())
    needle = _object("needle", ("artifact",), draw(st.sampled_from(PLAYERS)), (NEEDLE,), power=0, toughness=0,
                     chose=True, chosen=draw(st.sampled_from(("golem", "golem", "golem", "elf", "Some Other Card"))))
    forbids = Effect("needle-forbids", (), Filter(), static=True, source="needle", ability=NEEDLE,
                     controller=needle.controller, forbids=(ACTIVATE_NAMED,))
    events = [e for e in sc.events if not e.implied]
    if draw(st.integers(0, 3)) == 0:
        events.insert(draw(st.integers(0, len(events))), Event("leaves", "needle", into="graveyard", label="gone"))
    return replace(sc, objects={**sc.objects, "needle": needle}, effects={**sc.effects, "needle-forbids": forbids},
                   all_effects={}).with_events(tuple(events))


@settings(max_examples=examples(120), deadline=None, derandomize=True, database=None,
          suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large, HealthCheck.filter_too_much])
@given(st.data())
def test_needled_activations_match_the_reference(data):
    _check_golem(data, data.draw(needled_histories()), activations=3)
