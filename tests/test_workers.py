"""Faults in parallel runs (`verifier.workers`, issue 26): a worker that dies, a run
interrupted.  In subprocesses, the worker's faults made by its test hooks
(VERIFIER_TEST_KILL_ON, VERIFIER_TEST_KILL_ONCE, VERIFIER_TEST_SLEEP)."""
import json
import os
import signal
import subprocess
import sys
import tempfile
import time
from pathlib import Path

from conftest import MODELS

FILES = [str(MODELS / "scenarios" / name) for name in
         ("aggregates_domain.toml", "amounts_nightmare.toml", "aggregates_faeburrow_elder.toml")]
KILLED = "amounts_nightmare.toml"


def check(env: dict, *argv: str, files: list = FILES) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "-m", "verifier", "check", *files, "--jobs", "2", *argv],
                          capture_output=True, text=True, timeout=120, env={**os.environ, **env})


def test_a_file_whose_worker_dies_twice_is_unknown_and_the_run_goes_on():
    run = check({"VERIFIER_TEST_KILL_ON": KILLED}, "--json")
    assert run.returncode == 3 and run.stderr == ""
    results = json.loads(run.stdout)["results"]
    assert [r["file"] for r in results] == sorted((r["file"] for r in results), key=FILES.index)  # in order
    killed = [r for r in results if r["file"].endswith(KILLED)]
    assert [r["claim"] for r in killed] == ["counts-swamps-made-by-urborg", "naive-printed-swamps-only"]
    assert all(r["verdict"] == "unknown" and r["reason"] == "worker process died (killed by signal 9) twice"
               for r in killed)
    others = [r for r in results if r not in killed]
    assert len(others) == 8 and all(r["ok"] for r in others)
    assert json.loads(run.stdout)["summary"] == {"claims": 10, "ok": 8, "failed": 0, "unknown": 2}


def test_a_file_whose_worker_dies_once_is_checked_again(tmp_path):
    plain = check({})
    run = check({"VERIFIER_TEST_KILL_ON": KILLED, "VERIFIER_TEST_KILL_ONCE": str(tmp_path / "died")})
    assert (tmp_path / "died").exists()  # it did die, once
    assert run.returncode == plain.returncode == 0
    assert run.stdout == plain.stdout and run.stdout.endswith("10 claims: 10 ok, 0 failed, 0 unknown\n")


def test_a_file_without_claims_whose_worker_dies_twice_is_one_unknown_row():
    run = check({"VERIFIER_TEST_KILL_ON": "artifacts.toml"}, "--json",
                files=[str(MODELS / "cards" / "artifacts.toml"), FILES[0]])
    assert run.returncode == 3
    results = json.loads(run.stdout)["results"]
    assert results[0] == {"file": str(MODELS / "cards" / "artifacts.toml"), "claim": "(the file)", "expect": "checked",
                          "verdict": "unknown", "ok": False, "counterexample": None,
                          "reason": "worker process died (killed by signal 9) twice"}
    assert len(results) == 6 and all(r["ok"] for r in results[1:])


def _children(pid: int) -> list:
    """The live processes whose parent is pid (from /proc: psutil is not a dependency)."""
    found = []
    for entry in os.listdir("/proc"):
        try:
            with open(f"/proc/{entry}/stat") as f:
                fields = f.read().rsplit(")", 1)[1].split()
        except (OSError, IndexError):  # not a process, or one gone meanwhile
            continue
        if fields[0] != "Z" and int(fields[1]) == pid:
            found.append(int(entry))
    return found


def _alive(pid: int) -> bool:
    try:
        with open(f"/proc/{pid}/stat") as f:
            return f.read().rsplit(")", 1)[1].split()[0] != "Z"
    except OSError:
        return False

def _sigint_default() -> None:
    """In the child: Ctrl-C's default action, whatever the test process does with SIGINT (a test
    worker that ignores it would pass SIG_IGN on, and Python then installs no KeyboardInterrupt)."""
    signal.signal(signal.SIGINT, signal.SIG_DFL)


def test_ctrl_c_stops_the_run_with_one_line_and_leaves_no_worker():
    """SIGINT to the process group, as a Ctrl-C on a terminal sends it, while both workers
    are busy (sleeping in the hook before their first file)."""
    ready = Path(tempfile.mkdtemp())
    run = subprocess.Popen([sys.executable, "-m", "verifier", "check", *FILES, "--jobs", "2"],
                           stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, start_new_session=True, preexec_fn=_sigint_default,
                           env={**os.environ, "VERIFIER_TEST_SLEEP": "60", "VERIFIER_TEST_READY": str(ready)})
    try:
        deadline = time.monotonic() + 60
        while len(list(ready.iterdir())) < 2 and time.monotonic() < deadline:  # both workers past start-up, in the hook
            time.sleep(0.05)
        children = _children(run.pid)
        assert len(children) >= 3  # (two workers, spawn's resource tracker)
        os.killpg(run.pid, signal.SIGINT)
        out, err = run.communicate(timeout=20)
    finally:
        if run.poll() is None:
            os.killpg(run.pid, signal.SIGKILL)
    assert run.returncode == 130 and err == "interrupted\n" and out == ""
    deadline = time.monotonic() + 10  # the resource tracker leaves as it sees the parent gone
    while any(map(_alive, children)) and time.monotonic() < deadline:
        time.sleep(0.05)
    assert not any(map(_alive, children))
