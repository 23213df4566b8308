"""`verifier census` (issue 26): the read/write analysis that keeps pairs, what each pair's
entry says (checked against official rulings and CR 613.8a, not our own reading), and the
run: in order, resumable, the same bytes with one worker, two, or a Dask cluster, a dead
worker's pair redone, Ctrl-C.  The cards extra is needed (and Dask for the cluster test)."""
import json
import os
import signal
import subprocess
import sys
import time

import pytest

from verifier.cards import oracle

pytestmark = pytest.mark.skipif(not oracle.available(), reason="the cards extra is not installed")

POOL = ["Humility", "Opalescence", "Goblin King"]


def census(tmp_path, *argv, env=None, pool=POOL, out="out"):
    (tmp_path / "pool.txt").write_text("\n".join(pool) + "\n")
    return subprocess.run([sys.executable, "-m", "verifier", "census", "--pool", str(tmp_path / "pool.txt"),
                           "--out", str(tmp_path / out), *argv], capture_output=True, text=True, timeout=300,
                          env={**os.environ, **(env or {})})


def entries(folder):
    return [json.loads(line) for line in (folder / "census.jsonl").read_text().splitlines()]


def test_the_read_write_analysis():
    from verifier.census.pairs import LOST, interact, profile
    humility, opalescence, anthem = (profile(n)[0] for n in ("Humility", "Opalescence", "Glorious Anthem"))
    assert ("abilities", "6") in humility.writes and (LOST, "6") in humility.writes  # loses all abilities
    assert ("power", "7b") in humility.writes and "types" in humility.reads         # "all creatures"
    assert ("types", "4") in opalescence.writes and "mana_value" in opalescence.reads
    assert {"types", "controller", LOST} <= anthem.reads                             # "creatures you control"
    assert interact(humility, opalescence) and interact(anthem, opalescence)
    crusade = profile("Crusade")[0]  # both write P/T in 7c, and nothing one writes is read by the other
    assert interact(anthem, crusade) and not (anthem.written & crusade.reads or crusade.written & anthem.reads)
    painter = profile("Darksteel Citadel")[0]  # no static ability: in no pair
    assert not painter.static


def test_humility_and_opalescence_depend_on_their_order_as_the_ruling_says():
    """Official ruling (Humility, Opalescence): with Humility earliest everything is 4/4; with it
    latest every creature is 1/1."""
    from verifier.census.check import check_pair, pair
    e = check_pair(pair("Humility", "Opalescence", ("Grizzly Bears",), False))
    assert e["kind"] == "order-dependent" and e["dependencies"] == []
    humility = {d["characteristic"]: (d["a_first"], d["b_first"]) for d in e["differences"] if d["object"] == "a"}
    assert humility == {"power": ([4], [1]), "toughness": ([4], [1])}
    assert [d for d in e["differences"] if d["object"] == "f0"] == []  # the Bears are 1/1 either way
    w = e["witness"]
    assert w["claim"] == "power(a) == 4" and w["verdict"] == "refuted" and w["values"] == {"a": 1}
    assert w["order"].index("b") < w["order"].index("a") and "613.6" in w["rules"]


def test_lattice_and_march_need_the_dependency_as_the_ruling_says():
    """Official ruling (Mycosynth Lattice): Lattice makes an enchantment an artifact, and March of
    the Machines then makes it a creature, whichever came first: March's effect depends on
    Lattice's (613.8a), and without that dependency the order would decide."""
    from verifier.census.check import check_pair, pair
    e = check_pair(pair("March of the Machines", "Mycosynth Lattice", (), False))
    assert e["kind"] == "dependency decides" and e["differences"] == []
    assert [(d["layer"], d["effect"], d["on"]) for d in e["dependencies"]] == [("4", "a", "b.Mycosynth Lattice")]


def test_blood_moon_and_urborg_a_dependency_that_changes_nothing():
    """Official ruling (Blood Moon): Urborg's effect depends on Blood Moon's, and the result is the same in
    either order (613.8a applies it after; timestamp order would give the same lands)."""
    from verifier.census.check import check_pair, pair
    e = check_pair(pair("Blood Moon", "Urborg, Tomb of Yawgmoth", ("Badlands",), False))
    assert e["kind"] == "independent" and not e["dependency_decides"]
    assert [(d["layer"], d["effect"], d["on"]) for d in e["dependencies"]] == [("4", "b", "a")]


def test_phase_rs_applies_goblin_king_before_humility_by_timestamp():
    """CR 613.8a (b): Humility removing Goblin King's ability changes the existence of King's
    effect, so King's waits for Humility's in layer 6 and never applies; phase.rs applies them
    by timestamp and leaves the other Goblin 2/2."""
    from verifier.census.check import check_pair, pair
    e = check_pair(pair("Goblin King", "Humility", ("Goblin Piker",), True))
    assert e["kind"] == "dependency decides" and e["dependency_decides"]
    assert set(e["phase"]) == {"a_first"}  # King first: phase.rs lets King's effect apply
    found = e["phase"]["a_first"]
    assert found["board"] == ["Goblin Piker", "Goblin King", "Humility"]
    claims = {c["claim"]: c for c in found["claims"]}  # each part of phase.rs's view the verifier refutes, alone
    assert set(claims) == {"power(o0) == 2", "toughness(o0) == 2"}
    wrong = claims["power(o0) == 2"]
    assert wrong["verdict"] == "refuted" and wrong["verifier"]["o0"]["power"] == 1
    assert wrong["rules"] == ["613.1f", "613.4b", "613.8a"]  # without 613.8a (or Humility's layers) phase.rs's holds


@pytest.fixture(scope="module")
def plain(tmp_path_factory):
    """A run in two worker processes, phase.rs not asked: its folder and its output."""
    tmp = tmp_path_factory.mktemp("census")
    run = census(tmp, "--jobs", "2", "--no-phase", out="plain")
    assert run.returncode == 0, run.stderr
    return tmp / "plain", run


def test_a_run_in_two_workers_lists_the_plan_in_order(plain):
    folder, run = plain
    planned = json.loads((folder / "plan.json").read_text())["pairs"]
    found = entries(folder)
    assert [e["pair"] for e in found] == [p[:2] for p in planned]
    assert "3 cards loaded (0 refused), 3 with static abilities: 3 of 3 pairs kept" in run.stdout
    kinds = {tuple(sorted(e["pair"])): e["kind"] for e in found}
    assert kinds == {("Humility", "Opalescence"): "order-dependent", ("Goblin King", "Humility"): "dependency decides",
                     ("Goblin King", "Opalescence"): "independent"}
    assert (folder / "summary.csv").read_text().splitlines()[0] == "kind,pairs"


def test_a_run_in_one_process_resumed_after_an_interruption_writes_the_same_bytes(plain, tmp_path):
    from verifier.census import run
    from verifier.census.check import pair
    folder, _ = plain
    (tmp_path / "one").mkdir()
    (tmp_path / "one" / "plan.json").write_bytes((folder / "plan.json").read_bytes())
    table = (folder / "census.jsonl").read_text()
    lines = table.splitlines(keepends=True)
    (tmp_path / "one" / "census.jsonl").write_text(lines[0] + lines[1][:10])  # one entry and half a line
    plan = run.load_or_make_plan(tmp_path / "one", POOL, None, 1, False, 1)
    tasks = [pair(a, b, extra, False) for a, b, extra in plan["pairs"]]
    checked = []
    run.census(tmp_path / "one", tasks, lambda t: checked.extend(t) or run.checked_locally(t, 1))
    assert [t.key for t in checked] == [t.key for t in tasks[1:]]  # the first was not checked again
    assert (tmp_path / "one" / "census.jsonl").read_text() == table
    with pytest.raises(ValueError, match="holds a census of other inputs"):
        run.load_or_make_plan(tmp_path / "one", POOL, None, 2, False, 1)


def test_a_folder_another_census_writes_is_refused(plain):
    import fcntl
    from verifier.census import run
    folder, _ = plain
    with (folder / run.LOCK).open("w") as held:
        fcntl.flock(held, fcntl.LOCK_EX)
        with pytest.raises(ValueError, match="another census is running there"):
            run.census(folder, [], lambda t: [])


def test_a_pair_whose_worker_dies_once_is_redone_and_twice_is_unknown(plain, tmp_path):
    folder, _ = plain
    once = census(tmp_path, "--jobs", "2", "--no-phase", out="once",
                  env={"VERIFIER_TEST_KILL_ON": "Humility + Opalescence", "VERIFIER_TEST_KILL_ONCE": str(tmp_path / "died")})
    assert (tmp_path / "died").exists() and once.returncode == 0
    assert (tmp_path / "once" / "census.jsonl").read_bytes() == (folder / "census.jsonl").read_bytes()
    twice = census(tmp_path, "--jobs", "2", "--no-phase", out="twice",
                   env={"VERIFIER_TEST_KILL_ON": "Humility + Opalescence"})
    assert twice.returncode == 0
    found = entries(tmp_path / "twice")
    assert [e["kind"] for e in found if e["pair"] == ["Humility", "Opalescence"]] == ["unknown"]
    assert [e["reason"] for e in found if e["kind"] == "unknown"] == ["worker process died (killed by signal 9) twice"]
    assert len(found) == 3

def _sigint_default() -> None:
    """In the child: Ctrl-C's default action, whatever the test process does with SIGINT (a test
    worker that ignores it would pass SIG_IGN on, and Python then installs no KeyboardInterrupt)."""
    signal.signal(signal.SIGINT, signal.SIG_DFL)


def test_ctrl_c_stops_a_census_with_one_line(tmp_path):
    (tmp_path / "pool.txt").write_text("\n".join(POOL) + "\n")
    run = subprocess.Popen([sys.executable, "-m", "verifier", "census", "--pool", str(tmp_path / "pool.txt"),
                            "--out", str(tmp_path / "out"), "--jobs", "2"], stdout=subprocess.PIPE,
                           stderr=subprocess.PIPE, text=True, start_new_session=True, preexec_fn=_sigint_default,
                           env={**os.environ, "VERIFIER_TEST_SLEEP": "60", "VERIFIER_TEST_READY": str(tmp_path)})
    try:
        deadline = time.monotonic() + 60  # (the workers started, asleep in the hook: each made its file)
        while len([p for p in tmp_path.iterdir() if p.name.isdigit()]) < 2 and time.monotonic() < deadline:
            time.sleep(0.05)
        os.killpg(run.pid, signal.SIGINT)
        out, err = run.communicate(timeout=30)
    finally:
        if run.poll() is None:
            os.killpg(run.pid, signal.SIGKILL)
    assert run.returncode == 130 and err == "interrupted\n"


def test_the_census_on_a_local_dask_cluster_writes_what_the_local_run_writes(plain, tmp_path):
    distributed = pytest.importorskip("distributed")
    folder, _ = plain
    with distributed.LocalCluster(n_workers=2, threads_per_worker=1, processes=True, dashboard_address=None) as cluster:
        on_cluster = census(tmp_path, "--cluster", cluster.scheduler_address, "--jobs", "1", "--no-phase",
                            out="cluster")
    assert on_cluster.returncode == 0, on_cluster.stderr
    assert (tmp_path / "cluster" / "census.jsonl").read_bytes() == (folder / "census.jsonl").read_bytes()
