"""Groups of events decided once per class of orders (`verifier.model.groups`): the
classes against every order one by one, on random histories whose events all form one
group (the concrete interpreter over every order and ordering, no reduction); the classes
of simple groups; events alike kept in the file's order; a point a claim looks at.  (The
groups whose order is left to the solver, and the bound: `test_slotted_groups.py`.)"""
import random
import sys
from dataclasses import replace
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings, strategies as st

from test_history_differential import TAP_ABILITY, _fail, histories
from verifier.errors import ModelError
from verifier.expr import Expr
from verifier.load.claims import names_of
from verifier.load.loader import load_scenario
from verifier.orderings import all_values
from verifier.query import Encoding, Verdict, check_claim_over, outcomes, outcomes_over, possible_histories

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "benchmarks"))
from groups import history  # noqa: E402  (the benchmark's family)
from conftest import examples


def one_group(sc):
    """The scenario with all its history's own events in one group."""
    own = tuple(replace(e, group="g") for e in sc.events if not e.implied)
    return sc.with_events(own)


SETTINGS = settings(max_examples=examples(20), deadline=None, derandomize=True, database=None,
                    suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large])


@SETTINGS
@given(st.data())
def test_classes_give_the_values_of_every_order(data):
    _classes_against_every_order(data)


@SETTINGS
@given(st.data())
def test_classes_give_the_values_of_every_order_more(data):  # (its own examples: a second worker's share)
    _classes_against_every_order(data)


def _classes_against_every_order(data):
    sc = one_group(data.draw(histories()))
    if sum(not e.implied for e in sc.events) > 4:  # (24 orders at most, each over every ordering)
        sc = sc.with_events(tuple(e for e in sc.events if not e.implied)[:4])
    oid = data.draw(st.sampled_from(sorted(sc.objects)))
    text = data.draw(st.sampled_from([
        f"can_attack({oid})", f"controlled_since_turn_began({oid})", f"is_tapped({oid})", f"power({oid})",
        f"can_activate({oid}, '{TAP_ABILITY}')", f"controller({oid})", f"has_type({oid}, 'creature')",
        f"on_battlefield({oid})", "triggered('t')", f"attached_to_type({oid}, 'creature')", "life('you')"]))
    expr = Expr(text, names_of(sc), _fail)
    brute = {v for s in sc.linearized(reduced=False) for v in all_values(s, expr)}
    try:
        smt = outcomes_over(sc, text)
    except ModelError:
        assert brute == set(), f"refused, but brute force finds {brute}"
        return
    vocab = Encoding(sc).vocab
    got = {vocab.players.index(o.value) if expr.kind == "player" else o.value for o in smt}
    assert got == brute, f"{text}: classes {got} vs every order {brute}"


def _write(tmp_path, events: str, claims: str = "", objects: str = "") -> Path:
    (tmp_path / "cards").symlink_to(ROOT / "models" / "cards")
    path = tmp_path / "group.toml"
    path.write_text('[scenario]\nturn = "you"\n\n'
                    + "".join(f'[[object]]\nid = "{o}"\ncard = "{c}"\n\n' for o, c in
                              [("bears", "Grizzly Bears"), ("ogre", "Gray Ogre"), ("forest", "Forest"),
                               ("island", "Island")])
                    + objects + events + claims)
    return path


def _events(*bodies: str) -> str:
    return "".join(f'[[event]]\n{b}\ngroup = "g"\n\n' for b in bodies)


def _agrees_with_every_order(sc, *texts: str) -> None:
    """Each expression's values over the classes are those over every order decided one
    by one (`Scenario.orders(reduced=False)`), the impossible ones left out; a history
    refused as impossible is so in every order."""
    for text in texts:
        every = set()
        for s in sc.linearized(reduced=False):
            enc = Encoding(s)
            if enc.impossible() is None:
                every |= {o.value for o in outcomes(enc, text)}
        try:
            got = {o.value for o in outcomes_over(sc, text)}
        except ModelError:
            got = set()
        assert got == every, text


def test_events_on_different_permanents_are_one_class(tmp_path):
    """Tapping two lands and putting counters on two creatures: none reads or changes
    what another does (701.26, 122), so the 24 orders are one class."""
    sc = load_scenario(_write(tmp_path, _events('tap = "forest"', 'tap = "island"',
                                                'put_counters = "bears"\ncounters = { "+1/+1" = 1 }',
                                                'put_counters = "ogre"\ncounters = { "-1/-1" = 1 }')))
    assert len(sc.orders(reduced=False)) == 24 and len(sc.orders()) == 1


def test_events_on_one_permanent_keep_both_orders(tmp_path):
    """A -1/-1 counter put on the Bears and one removed: removed first, there is none to
    remove (122.1), so the two orders differ and both are decided."""
    sc = load_scenario(_write(tmp_path, _events('put_counters = "bears"\ncounters = { "-1/-1" = 1 }',
                                                'remove_counters = "bears"\ncounters = { "-1/-1" = 1 }',
                                                'tap = "forest"')))
    assert len(sc.orders()) == 2
    assert sorted(o.value for o in outcomes_over(sc, "power(bears)")) == [1, 2]


def test_events_alike_are_interchangeable(tmp_path):
    """Twelve +1/+1 counters put one at a time on the Bears: 12! orders, one class."""
    body = 'put_counters = "bears"\ncounters = { "+1/+1" = 1 }'
    sc = load_scenario(_write(tmp_path, _events(*[body] * 12)))
    assert len(sc.orders()) == 1
    assert [o.value for o in outcomes_over(sc, "power(bears)")] == [14]


def test_raises_commute(tmp_path):
    """A pump of +2/+2, a +1/+1 counter and Bonesplitter attached, all on the Bears: each
    only raises its power and toughness (613.4c), so the 6 orders are one class.  Two -1/-1
    counters put too may kill them (704.5f): which raises come before counts, 8 classes of
    the 24 orders.  One -1/-1 counter can't (2 - 1 > 0): it commutes with them too."""
    objects = '[[object]]\nid = "sword"\ncard = "Bonesplitter"\n\n'
    pump = '[[effect]]\nid = "pump"\ntargets = ["bears"]\nlayer7c = { power = 2, toughness = 2 }\n\n'
    raises = ('starts = "pump"', 'put_counters = "bears"\ncounters = { "+1/+1" = 1 }', 'attach = "sword"\nto = "bears"')
    sc = load_scenario(_write(tmp_path, _events(*raises), objects=objects + pump))
    assert len(sc.orders(reduced=False)) == 6 and len(sc.orders()) == 1
    assert [o.value for o in outcomes_over(sc, "power(bears)")] == [7]
    for n, count in ((2, 8), (1, 1)):
        lowered = _events(*raises, f'put_counters = "bears"\ncounters = {{ "-1/-1" = {n} }}')
        (tmp_path / "group.toml").unlink()
        (tmp_path / "cards").unlink()
        assert len(load_scenario(_write(tmp_path, lowered, objects=objects + pump)).orders()) == count, n


def test_a_control_change_commutes_with_what_does_not_ask_who_controls(tmp_path):
    """Control of the Bears changing and a pump of them starting: the pump does not ask
    who controls them, so one class.  With Glorious Anthem ("creatures you control") on
    the battlefield the change moves their P/T too (613.1b, 613.4c): one class still
    while they can't die, two once a -2/-2 leaves them living by the anthem (704.5f).  An
    effect giving "creatures you control" +1/+1 until end of turn fixes which as it
    begins (611.2c), and an equip of them asks who controls them (702.6a): two orders."""
    pump = '[[effect]]\nid = "pump"\ntargets = ["bears"]\nlayer7c = { power = 2, toughness = 2 }\n\n'
    control = 'gain_control = "bears"\nby = "opponent"'
    sword = '[[object]]\nid = "sword"\ncard = "Bonesplitter"\n\n'
    anthem = '[[object]]\nid = "anthem"\ncard = "Glorious Anthem"\n\n'
    shrunk = '[[effect]]\nid = "shrink"\ntargets = ["bears"]\nlayer7c = { power = -2, toughness = -2 }\n\n'
    cases = [(pump, _events(control, 'starts = "pump"'), 1), (pump + anthem, _events(control, 'starts = "pump"'), 1),
             (pump + anthem + shrunk, _events(control, 'starts = "pump"'), 2),
             (sword, _events('attach = "sword"\nto = "bears"\nequip = true', control), 2),
             ('[[effect]]\nid = "rally"\naffects = { types = ["creature"], controller = "you" }\n'
              'layer7c = { power = 1, toughness = 1 }\nuntil = "end of turn"\n\n', _events(control, 'starts = "rally"'), 2)]
    for objects, events, count in cases:
        for leftover in ("group.toml", "cards"):
            (tmp_path / leftover).unlink(missing_ok=True)
        sc = load_scenario(_write(tmp_path, events, objects=objects))
        assert len(sc.orders()) == count, objects
        _agrees_with_every_order(sc, "toughness(bears)")


def test_a_creature_that_may_die_keeps_its_orders(tmp_path):
    """Llanowar Elves with a +1/+1 counter under a -1/-1 pump begun before: a 1/1 that a
    removed counter kills (704.5f), so the removal may make a control change of it
    impossible (608.2b) and both orders stay; the Serra Angel next to it can never reach
    toughness 0, so the same two events on it commute (`Footprints.sturdy`)."""
    objects = ('[[object]]\nid = "elves"\ncard = "Llanowar Elves"\ncounters = { "+1/+1" = 1 }\n\n'
               '[[object]]\nid = "angel"\ncard = "Serra Angel"\ncounters = { "+1/+1" = 1 }\n\n'
               '[[effect]]\nid = "down"\ntargets = ["elves", "angel"]\nlayer7c = { power = -1, toughness = -1 }\n\n')
    for who, count, values in (("elves", 2, {False}), ("angel", 1, {True})):
        for leftover in ("group.toml", "cards"):
            (tmp_path / leftover).unlink(missing_ok=True)
        events = _events(f'remove_counters = "{who}"\ncounters = {{ "+1/+1" = 1 }}',
                         f'gain_control = "{who}"\nby = "opponent"')
        sc = load_scenario(_write(tmp_path, events, objects=objects))
        assert len(sc.orders()) == count, who
        _agrees_with_every_order(sc, f"on_battlefield({who})", f"toughness({who})")
        assert {o.value for o in outcomes_over(sc, f"on_battlefield({who})")} == values


def test_a_point_a_claim_looks_at_orders_its_event(tmp_path):
    """A claim at the point after the first land is tapped sees whether the other was
    tapped before it: that event's place among the others is decided."""
    events = _events('tap = "forest"\nlabel = "first"\ninside = true', 'tap = "island"')
    sc = load_scenario(_write(tmp_path, events))
    assert len(sc.orders()) == 1
    assert sorted(o.value for o in outcomes_over(sc, "is_tapped(island)", at="first")) == [False, True]


def test_each_answer_tells_the_order_its_timestamps_stand_for(tmp_path):
    """Two Equipment attached to two creatures: neither event affects the other, so one
    class decides both orders, the timestamps they give left open (613.7e).  Each answer
    of which is newer comes with the order of events that gives it, replayed as such."""
    objects = ('[[object]]\nid = "sword"\ncard = "Bonesplitter"\n\n'
               '[[object]]\nid = "hammer"\ncard = "Colossus Hammer"\n\n')
    sc = load_scenario(_write(tmp_path, _events('attach = "sword"\nto = "bears"', 'attach = "hammer"\nto = "ogre"'),
                              objects=objects))
    assert len(sc.orders(reduced=False)) == 2 and len(sc.orders()) == 1
    found = {o.value: o.events for o in outcomes_over(sc, "before(sword, hammer)")}
    assert found == {True: "attach sword; attach hammer", False: "attach hammer; attach sword"}, found
    assert [o.value for o in outcomes_over(sc, "power(bears) == 4 and power(ogre) == 12")] == [True]


def test_a_counterexample_tells_its_order(tmp_path, run_cli):
    """A refuted claim over a group tells the order of events that refutes it."""
    path = _write(tmp_path, _events('tap = "forest"', 'remove_counters = "bears"\ncounters = { "-1/-1" = 1 }',
                                    'put_counters = "bears"\ncounters = { "-1/-1" = 1 }'),
                  '[[claim]]\nid = "unchanged"\nexpr = "power(bears) == 2"\nexpect = "proved"\n')
    code, out, err = run_cli("check", path)
    assert code == 1, out + err
    told = out
    assert "unchanged: refuted" in told and told.index("counters removed") < told.index("counters put"), told


@pytest.mark.parametrize("seed", range(examples(6)))
def test_classes_give_the_outcomes_of_every_order_on_real_cards(seed, tmp_path):
    """The benchmark's family (`benchmarks/groups.py`: creatures, Equipment, an anthem,
    control changes, counters, pumps) with four events: each value over the classes is
    one over every order decided one by one (`Scenario.orders(reduced=False)`)."""
    rng = random.Random(seed)
    (tmp_path / "cards").symlink_to(ROOT / "models" / "cards")
    path = tmp_path / "group.toml"
    path.write_text(history(4, rng, rng.choice((1.5, 3))))
    sc = load_scenario(path)
    _agrees_with_every_order(sc, "power(c0)", "can_attack(c1)", "controller(c1)", "is_tapped(l0)", "on_battlefield(c0)")


def _adding(n: int, rng: random.Random) -> str:
    """A group of n events on a 1/1, a 2/2 and a 4/4, where what only adds to power and
    toughness (pumps of +0/+1, -1/-1 and -2/-2, +1/+1 and -1/-1 counters, Bonesplitter, an
    anthem) meets counters removed, a 1/1 entering and control changes (which change P/T
    only when the anthem asks who controls the creature): 704.5f decides which orders
    differ, and whether a creature can die at all decides which additions commute."""
    targets = ("c0", "c2", "c3")  # Llanowar Elves, Grizzly Bears, Serra Angel
    pumps = {"up": "power = 0, toughness = 1", "down": "power = -1, toughness = -1",
             "shrink": "power = -2, toughness = -2"}
    aim = {name: rng.choice(targets) for name in pumps}
    bodies = ['enters = "anthem"', 'enters = "c1"', f'attach = "sword"\nto = "{rng.choice(targets)}"']
    bodies += [f'starts = "{name}"' for name in pumps]
    bodies += [f'{kind} = "{rng.choice(targets)}"\ncounters = {{ "{rng.choice(("+1/+1", "-1/-1"))}" = 1 }}'
               for kind in ("put_counters", "put_counters", "remove_counters")]
    bodies += [f'gain_control = "{rng.choice(targets)}"\nby = "{rng.choice(("you", "opponent"))}"']
    chosen = rng.sample(bodies, n)
    objects = [("c0", "Llanowar Elves"), ("c1", "Llanowar Elves"), ("c2", "Grizzly Bears"), ("c3", "Serra Angel"),
               ("sword", "Bonesplitter")]
    anthem = 'enters = "anthem"' in chosen or rng.random() < 0.5  # (its "you control" asks who controls them)
    if anthem:
        objects.append(("anthem", "Glorious Anthem"))
    # the -1/-1 pump began before the history (its target lives by the anthem there) or begins in it
    early = anthem and 'enters = "anthem"' not in chosen and 'starts = "down"' not in chosen and rng.random() < 0.5
    text = ['[scenario]\nturn = "you"\n'] + [f'[[object]]\nid = "{o}"\ncard = "{c}"\n' for o, c in objects]
    for name, pt in pumps.items():
        if f'starts = "{name}"' in chosen or name == "down" and early:
            text.append(f'[[effect]]\nid = "{name}"\ntargets = ["{aim[name]}"]\nlayer7c = {{ {pt} }}\n')
    text += [f'[[event]]\n{b}\ngroup = "g"\n' for b in chosen]
    return "\n".join(text)


@pytest.mark.parametrize("seed", range(examples(10)))
def test_additions_and_control_changes_commute_and_nothing_else(seed, tmp_path):
    """What only adds to power and toughness where it can kill nothing commutes with
    other additions, and a control change with what touches only the P/T of what no
    effect asks the controller of (`Footprints.adds`, `sturdy`, `_gives_control`): the
    classes still give every order's values, deaths by toughness (704.5f) and 302.6
    among them."""
    rng = random.Random(seed)
    (tmp_path / "cards").symlink_to(ROOT / "models" / "cards")
    path = tmp_path / "group.toml"
    path.write_text(_adding(4, rng))
    sc = load_scenario(path)
    _agrees_with_every_order(sc, "on_battlefield(c0)", "on_battlefield(c2)", "toughness(c2) + toughness(c3)",
                             "power(c1)", "can_attack(c0)")


AUDIT = ROOT / "tests" / "audit" / "groups"  # an audit of the reduction by a helper who did not write it


@pytest.mark.parametrize("path", sorted(AUDIT.glob("*.toml")), ids=lambda p: p.stem)
def test_the_audits_probes_agree_with_every_order(path):
    """Each probe's claims have their verdicts, and their values over the classes are
    those over every order (`tests/audit/groups/oracle.py`)."""
    sys.path.insert(0, str(AUDIT))
    from oracle import full, reduced
    sc = load_scenario(path)
    assert sc.claims
    for claim in sc.claims:
        assert check_claim_over(possible_histories(sc).encodings, claim).verdict == Verdict(claim.expect), claim.id
        assert reduced(sc, claim.expr) == full(sc, claim.expr), claim.id
