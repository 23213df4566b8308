"""Groups whose order is left to the solver (`groups.slotted`): one query over every order
of a group's events, each position of the order a point where any of them may happen.

Checked apart from the verifier's own reading: against the reference written from the CR
(`tests/reference`, every order by brute force) on random histories; against every order
decided one by one on the benchmark's family; and on dense groups of 8 and 12 events whose
answers a few lines of arithmetic give (toughness and 704.5f alone).  Past the bound, or
where the order can't be left to the solver, refused in one line."""
import contextlib
import random
import tempfile
from dataclasses import replace
from pathlib import Path

import pytest
import z3
from hypothesis import HealthCheck, example, given, reject, settings, strategies as st

from reference import TooLarge, Unsupported, values
from test_groups import _adding, _agrees_with_every_order, history
from test_history_differential import histories
from test_reference_differential import QUERIES
from verifier.errors import ModelError
from verifier.load.loader import load_scenario
from verifier.model import groups
from verifier.query import Encoding, Verdict, check_claim_over, outcomes_over, possible_histories
from conftest import examples

ROOT = Path(__file__).resolve().parent.parent


@contextlib.contextmanager
def slotted_past(classes: int):
    """A group leaving more than this many classes open is left to the solver."""
    past = groups.SLOT_PAST
    groups.SLOT_PAST = classes
    try:
        yield
    finally:
        groups.SLOT_PAST = past


def always_slotted():
    """Every group that can be is left to the solver, however few its classes."""
    return slotted_past(0)


def slotted(sc) -> bool:
    return any(e.slot is not None for s, _ in sc.orders() if s is not None for e in s.events)


@settings(max_examples=examples(80), deadline=None, derandomize=True, database=None,
          suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large, HealthCheck.filter_too_much])
@given(st.data())
def test_the_order_left_to_the_solver_matches_the_reference(data):
    """A random history's events (at most five) in one group, its order left to the
    solver: every value of a status at the end is one the reference finds over every
    order, and only those; a history refused is possible in no order."""
    sc = data.draw(histories())
    sc = replace(sc, triggers=(), loyalty=())  # (checked event by event: not left to the solver)
    own = [replace(e, group="g", label=None) for e in sc.events
           if not e.implied and e.kind in groups.SLOTTED_KINDS and e.copy is None][:5]
    sc = sc.with_events(tuple(own))
    if len(own) < 2 or groups.unslottable(sc, own):
        reject()
    oid = data.draw(st.sampled_from(sorted(sc.objects)))
    text = data.draw(st.sampled_from([q for q in QUERIES if "triggered" not in q])).replace("{o}", oid)
    try:
        expected = values(sc, text)
    except (TooLarge, Unsupported):  # (what the reference does not play: counted as an invalid example)
        reject()
    with always_slotted():
        try:
            assert slotted(sc)
            got = {o.value for o in outcomes_over(sc, text)}
        except ModelError:
            got = set()
    assert got == expected, f"{text}: slotted {got} vs reference {expected}"


@pytest.mark.parametrize("seed", range(examples(8)))
def test_the_order_left_to_the_solver_gives_the_values_of_every_order(seed, tmp_path):
    """The benchmark's family and the family of additions meeting deaths by toughness
    (704.5f), four events each: the values of one query with the order left to the
    solver are those over every order decided one by one."""
    rng = random.Random(seed)
    (tmp_path / "cards").symlink_to(ROOT / "models" / "cards")
    path = tmp_path / "group.toml"
    path.write_text(history(4, rng, rng.choice((1.5, 3))) if seed % 2 else _adding(4, rng))
    sc = load_scenario(path)
    with always_slotted():
        assert slotted(sc)
        _agrees_with_every_order(sc, "power(c0)", "on_battlefield(c0)", "can_attack(c1)", "controller(c1)",
                                 "toughness(c2) + toughness(c3)" if seed % 2 == 0 else "is_tapped(l0)")


COUNTED = ("+1/+1", "-1/-1", "charge")


@st.composite
def counter_groups(draw) -> str:
    """A model file: Serra Angel (4/4), Grizzly Bears (2/2) and a Forest; maybe counters
    put on the Angel first; then one group of three to five events (the reference plays
    every order), mostly counters put (of one kind or two), now and then counters
    removed, the Forest tapped or the Bears leaving."""
    text = ['[scenario]\nturn = "you"\n'] + [f'[[object]]\nid = "{o}"\ncard = "{card}"\n' for o, card in
                                           (("angel", "Serra Angel"), ("bears", "Grizzly Bears"), ("forest", "Forest"))]
    kinds = st.sampled_from(COUNTED)
    for kind in draw(st.lists(st.sampled_from(COUNTED[:2]), max_size=2)):
        text.append(f'[[event]]\nput_counters = "angel"\ncounters = {{ "{kind}" = {draw(st.integers(1, 2))} }}\n')
    left = False
    for _ in range(draw(st.integers(3, 5))):
        what = draw(st.sampled_from(("angel", "bears")))
        how = draw(st.sampled_from(("put",) * 6 + ("remove", "tap") + ((), ("leaves",))[not left]))
        left = left or how == "leaves"
        if how == "put":
            amounts = draw(st.dictionaries(kinds, st.integers(1, 3), min_size=1, max_size=2))
            listed = ", ".join(f'"{k}" = {n}' for k, n in amounts.items())
            body = f'put_counters = "{what}"\ncounters = {{ {listed} }}'
        elif how == "remove":
            body = f'remove_counters = "{what}"\ncounters = {{ "{draw(kinds)}" = {draw(st.integers(1, 2))} }}'
        else:
            body = 'tap = "forest"' if how == "tap" else 'leaves = "bears"'
        text.append(f'[[event]]\n{body}\ngroup = "g"\n')
    return "\n".join(text)


@settings(max_examples=examples(40), deadline=None, derandomize=True, database=None,
          suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large])
@given(counter_groups(), st.sampled_from(("angel", "bears")),
       st.sampled_from(("toughness({o})", "on_battlefield({o})", *[f'counters({{o}}, "{k}")' for k in COUNTED])))
def test_counters_left_to_the_solver_match_the_reference(text, oid, query):
    """Counters put in a group left to the solver are summed over the positions where
    they happen (`Counting._summed`): at the end, toughness, presence and each kind of
    counter take the values the reference finds over every order, among them what a
    creature dying mid-group had as it last existed, its counters not cancelled (704.5q,
    113.7a), and a history possible in no order is refused."""
    with tempfile.TemporaryDirectory() as tmp:
        (Path(tmp) / "cards").symlink_to(ROOT / "models" / "cards")
        (Path(tmp) / "group.toml").write_text(text)
        sc = load_scenario(Path(tmp) / "group.toml")
        query = query.replace("{o}", oid)
        expected = values(sc, query)
        with always_slotted():
            assert slotted(sc)
            try:
                got = {o.value for o in outcomes_over(sc, query)}
            except ModelError:
                got = set()
    assert got == expected, f"{query}: slotted {got} vs reference {expected}\n{text}"


@settings(max_examples=examples(40), deadline=None, derandomize=True, database=None,
          suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large, HealthCheck.filter_too_much])
@given(counter_groups())
@example('[scenario]\nturn = "you"\n\n[[object]]\nid = "bears"\ncard = "Grizzly Bears"\n\n' + "".join(
    f'[[event]]\nput_counters = "bears"\ncounters = {{ "{k}" = {n} }}\ngroup = "g"\n\n'
    for k, n in (("+1/+1", 1), ("-1/-1", 3), ("+1/+1", 2), ("charge", 1))))
def test_summed_counters_are_the_step_by_step_ones_at_every_position(text):
    """At each position of a group left to the solver, the counters summed over where
    its events happen equal those computed from the position before (`Counting._stepped`),
    for every order and ordering the encoding permits, legal or not: the solver finds no
    difference (the step of an induction over the positions).  The fixed example: the
    Bears dying of the -1/-1 counters with a +1/+1 counter on them keep both as they last
    existed (113.7a), and what is put on them after counts from there, not from what
    704.5q would have left."""
    with tempfile.TemporaryDirectory() as tmp:
        (Path(tmp) / "cards").symlink_to(ROOT / "models" / "cards")
        (Path(tmp) / "group.toml").write_text(text)
        sc = load_scenario(Path(tmp) / "group.toml")
        with always_slotted():
            encodings = [Encoding(s) for s, _ in sc.orders() if s is not None]
    compared = 0
    for enc in encodings:
        h = enc.game.history
        for p in sorted(h._candidates):
            stepped = h._stepped(p)
            summed = h._summed(p, stepped)
            differs = [z3.Not(v == stepped[o].get(k, 0)) for o, c in summed.items() for k, v in c.items()]
            compared += len(differs)
            solver = z3.Solver()
            solver.add(*enc.permitted, *enc.game.definitions(), z3.Or(*differs))
            assert not differs or solver.check() == z3.unsat, f"point {p}: {solver.model()}\n{text}"
    if not compared:
        reject()  # (no object the group only puts counters on)


DYING = {'counters(angel, "+1/+1")': {2}, 'counters(angel, "-1/-1")': {7}, "on_battlefield(angel)": {False}}


def test_a_creature_dying_in_the_group_keeps_its_counters_as_it_last_existed(tmp_path):
    """Two +1/+1 counters, then seven -1/-1 on Serra Angel (4/4), in a group left to the
    solver: only that order is possible (the other way round it dies first, and no counter
    is put on what left the battlefield, 400.7).  It dies with toughness -1 (704.5f), the
    cancelling of counters happening at the same time (704.5q, 704.3), so as it last
    existed it had all nine (113.7a)."""
    (tmp_path / "cards").symlink_to(ROOT / "models" / "cards")
    path = tmp_path / "dies.toml"
    path.write_text('[scenario]\nturn = "you"\n\n[[object]]\nid = "angel"\ncard = "Serra Angel"\n\n'
                    + "".join(f'[[event]]\nput_counters = "angel"\ncounters = {{ "{k}" = {n} }}\ngroup = "g"\n\n'
                              for k, n in (("-1/-1", 7), ("+1/+1", 2))))
    sc = load_scenario(path)
    with always_slotted():
        assert slotted(sc)
        got = {q: {o.value for o in outcomes_over(sc, q)} for q in DYING}
    assert got == DYING, got
    assert {q: values(sc, q) for q in DYING} == DYING  # (the reference, apart)


# -- dense groups, answered by arithmetic ---------------------------------------------------

ANGEL = 4  # Serra Angel's toughness


def dense(tmp_path, minus, plus, lands: int, claims: str) -> Path:
    """Serra Angel (4/4) given -1/-1 counters by the amounts `minus` and +1/+1 counters by
    `plus`, each its own event, and `lands` Forests tapped, all in one group."""
    (tmp_path / "cards").symlink_to(ROOT / "models" / "cards")
    text = ['[scenario]\nturn = "you"\n', '[[object]]\nid = "angel"\ncard = "Serra Angel"\n']
    text += [f'[[object]]\nid = "f{i}"\ncard = "Forest"\n' for i in range(lands)]
    bodies = [f'put_counters = "angel"\ncounters = {{ "-1/-1" = {n} }}' for n in minus]
    bodies += [f'put_counters = "angel"\ncounters = {{ "+1/+1" = {n} }}' for n in plus]
    bodies += [f'tap = "f{i}"' for i in range(lands)]
    text += [f'[[event]]\n{b}\ngroup = "g"\n' for b in bodies] + [claims]
    path = tmp_path / "dense.toml"
    path.write_text("\n".join(text))
    return path


RALLY = ('[[object]]\nid = "bears"\ncard = "Grizzly Bears"\n\n'
         '[[effect]]\nid = "rally"\naffects = { types = ["creature"], controller = "you" }\n'
         'layer7c = { power = 1, toughness = 1 }\nuntil = "end of turn"\n\n')


def with_rally(path: Path) -> Path:
    """The dense file with Grizzly Bears entering and an effect giving creatures you
    control +1/+1 beginning in its group (which it reaches is fixed as it begins, 611.2c)."""
    text = path.read_text().replace('[[event]]\ntap = "f0"', '[[event]]\nenters = "bears"\ngroup = "g"\n\n'
                                    '[[event]]\nstarts = "rally"\ngroup = "g"\n\n[[event]]\ntap = "f0"')
    path.write_text(text.replace('[[object]]', RALLY + '[[object]]', 1))
    return path


def by_arithmetic(minus, plus):
    """(possible, toughness at the end) without the verifier: the counters add up in any
    order (122.1a, 704.5q cancels pairs but not their sum); a history is possible only in
    an order where the Angel is still there for each event (704.5f: toughness 0 or less
    puts it into the graveyard at once), at best every +1/+1 first and the largest -1/-1
    last; so it is possible iff the toughness before that last event is above 0."""
    end = ANGEL + sum(plus) - sum(minus)
    possible = end > 0 or end + max(minus) > 0
    return possible, end


@pytest.mark.parametrize("minus, plus", [((1, 2, 3), (1, 2, 3)), ((2, 3, 4, 5), (1, 6)), ((1, 3, 5, 7), (2, 6))])
def test_a_dense_group_of_twelve_is_decided(minus, plus, tmp_path):
    """Twelve events (counters of distinct amounts on one Angel, and Forests tapped): the
    counters' order decides when the Angel dies, so no two of them commute: 720 classes
    or more.  Their order is left to the solver (the taps, independent of everything,
    apart), and the verdicts are those arithmetic gives: the toughness at the end in every
    possible order, and whether the Angel is still there."""
    lands = 12 - len(minus) - len(plus)
    possible, end = by_arithmetic(minus, plus)
    claims = (f'[[claim]]\nid = "end"\nexpr = "toughness(angel) == {end}"\nexpect = "proved"\n\n'
              f'[[claim]]\nid = "there"\nexpr = "on_battlefield(angel)"\n'
              f'expect = "{"proved" if end > 0 else "none"}"\n\n'
              '[[claim]]\nid = "tapped"\nexpr = "is_tapped(f0)"\nexpect = "proved"\n')
    sc = load_scenario(dense(tmp_path, minus, plus, lands, claims))
    assert possible
    orders = sc.orders()
    assert len(orders) == 1 and slotted(sc)
    encodings = possible_histories(sc).encodings
    for claim in sc.claims:
        assert check_claim_over(encodings, claim).verdict == Verdict(claim.expect), claim.id


def test_a_dense_group_possible_in_no_order_is_refused_with_its_line(tmp_path, run_cli):
    """-1/-1 counters of 2, 3 and 4 on a 4/4 with one +1/+1: in every order it dies before
    the last of them (704.5f), after which no counter can be put on it (122.1): refused,
    naming an event's line, as arithmetic says."""
    minus, plus = (2, 3, 4), (1,)
    assert by_arithmetic(minus, plus) == (False, -4)
    path = dense(tmp_path, minus, plus, 6, '[[claim]]\nid = "x"\nexpr = "power(angel) > 0"\nexpect = "proved"\n')
    code, out, err = run_cli("check", path)
    assert code == 2, out + err
    lines = err.strip().splitlines()
    assert len(lines) == 1 and "dense.toml:" in lines[0] and "Traceback" not in err, lines
    assert "not on the battlefield" in lines[0], lines


def test_a_dense_group_agrees_with_its_classes(tmp_path):
    """Three counters of distinct amounts, a tap, a creature entering and an effect on
    creatures you control beginning: the classes decided one by one, and the same group
    left to the solver: the same values of every query asked, the entering creature
    pumped or not as it came before the effect began or after (611.2c)."""
    path = with_rally(dense(tmp_path, (1, 2), (1,), 1, ""))
    sc = load_scenario(path)
    texts = ("toughness(angel)", "on_battlefield(angel)", "power(bears)", "power(angel) + toughness(bears)")
    with slotted_past(10 ** 6):
        each = {t: {o.value for o in outcomes_over(sc, t)} for t in texts}
        assert not slotted(sc)
    with always_slotted():
        assert slotted(sc)
        assert {t: {o.value for o in outcomes_over(sc, t)} for t in texts} == each


def test_the_timestamps_follow_the_positions(tmp_path):
    """Two effects setting the Bears' base power and toughness (613.4b) begin in a group
    left to the solver: the later one's timestamp wins (613.7b), so each value comes with
    the order that gives it, replayed as such."""
    (tmp_path / "cards").symlink_to(ROOT / "models" / "cards")
    path = tmp_path / "set.toml"
    path.write_text('[scenario]\nturn = "you"\n\n[[object]]\nid = "bears"\ncard = "Grizzly Bears"\n\n'
                    + "".join(f'[[effect]]\nid = "set{n}"\ntargets = ["bears"]\nlayer7b = {{ power = {n}, '
                              f'toughness = {n} }}\nuntil = "end of turn"\n\n[[event]]\nstarts = "set{n}"\n'
                              'group = "g"\n\n' for n in (1, 4)))
    sc = load_scenario(path)
    with always_slotted():
        assert slotted(sc)
        found = {o.value: o.events for o in outcomes_over(sc, "power(bears)")}
    assert found == {1: "starts set4; starts set1", 4: "starts set1; starts set4"}, found


def test_a_counterexample_over_a_group_left_to_the_solver_tells_its_order(tmp_path, run_cli):
    """A refuted claim with the order left to the solver: the solver's order is replayed
    by the concrete interpreter and told, the -1/-1 counters that leave the Angel at 1
    toughness coming before the Forest's tap in it or not as it says."""
    path = with_rally(dense(tmp_path, (1, 2, 3), (1, 2, 3), 2,
                            '[[claim]]\nid = "unpumped"\nexpr = "power(bears) == 2"\nexpect = "proved"\n'))
    assert slotted(load_scenario(path))
    code, out, err = run_cli("check", path)
    assert code == 1, out + err
    told = out
    assert "unpumped: refuted" in told and told.count("counters put") == 6, told
    assert told.index("bears enters") < told.index("effect rally begins"), told  # 611.2c: before the rally began


# -- the bound ------------------------------------------------------------------------------

def test_past_the_bound_a_dense_group_is_refused_in_one_line(tmp_path, run_cli):
    """Seventeen counters on one Angel (and a tap), each of which may affect another:
    past `MAX_SLOTTED`, and more classes than are decided one by one: refused with the
    group's line, exit 2, saying why."""
    path = dense(tmp_path, (1, 2, 3, 4, 5, 6, 7, 8, 9), (1, 2, 3, 4, 5, 6, 7, 8), 1,
                 '[[claim]]\nid = "big"\nexpr = "power(angel) > 2"\nexpect = "proved"\n')
    code, out, err = run_cli("check", path)
    assert code == 2
    lines = err.strip().splitlines()
    assert len(lines) == 1 and f"17 of its events may each affect another, more than {groups.MAX_SLOTTED}" in lines[0]
    assert "dense.toml:" in lines[0] and "Traceback" not in err


def test_a_dense_group_with_a_trigger_is_refused_saying_so(tmp_path):
    """Where a triggered ability is checked event by event, the order is not left to the
    solver: a dense group past `MAX_CLASSES` is refused, naming the reason."""
    (tmp_path / "cards").symlink_to(ROOT / "models" / "cards")
    bodies = [f'put_counters = "bears"\ncounters = {{ "-1/-1" = {n} }}' for n in range(1, 8)]
    upkeep = "At the beginning of your upkeep, put a +1/+1 counter on this creature"
    text = ('[scenario]\nturn = "you"\n\n[[object]]\nid = "bears"\ncard = "Grizzly Bears"\n'
            f'abilities = ["{upkeep}"]\n\n'
            + "".join(f'[[event]]\n{b}\ngroup = "g"\n\n' for b in bodies)
            + f'[[trigger]]\nid = "t"\nsource = "bears"\nability = "{upkeep}"\nwhen = "your upkeep"\n'
              'counters_on = "bears"\ncounters = { "+1/+1" = 1 }\n\n'
            + '[[claim]]\nid = "big"\nexpr = "power(bears) > 2"\nexpect = "proved"\n')
    path = tmp_path / "group.toml"
    path.write_text(text)
    try:
        load_scenario(path).orders()
    except ModelError as exc:
        assert "triggered" in exc.message and f"more than {groups.MAX_CLASSES}" in exc.message, exc.message
    else:
        pytest.fail("decided")
