"""The command line: verdict lines, counterexamples, JSON, outcomes, exit status."""
import json
import subprocess
import sys

import pytest

import z3

from verifier import cli, query

from conftest import MODELS

OPAL = str(MODELS / "scenarios" / "opalescence_humility.toml")
BOARD = '''
[[object]]
id = "humility"
card = "Humility"
[[object]]
id = "opalescence"
card = "Opalescence"
'''


def run(capsys, *argv):
    code = cli.main(list(argv))
    out, err = capsys.readouterr()
    return code, out, err


def test_refuted_claim_prints_ordering_and_layer_trace(capsys):
    code, out, _ = run(capsys, "check", OPAL)
    assert code == 0
    lines = out.splitlines()
    i = lines.index(next(l for l in lines if "humility-always-4/4: refuted" in l))
    assert lines[i + 1].strip() == "counterexample ordering (earliest timestamp first): opalescence < humility"
    trace = "\n".join(lines[i + 2:i + 8])
    assert "6 humility -> humility" in trace and "abilities=[]" in trace
    assert "7b humility -> humility: 1/1" in trace


def test_outcomes_opalescence_humility_power(capsys):
    code, out, _ = run(capsys, "outcomes", OPAL, "--expr", "power(humility)", "--json")
    assert code == 0
    found = json.loads(out)["outcomes"]
    assert [o["value"] for o in found] == [1, 4]
    assert found[0]["order"] == ["opalescence", "humility"]
    assert found[1]["order"] == ["humility", "opalescence"]


def test_outcomes_text(capsys):
    code, out, _ = run(capsys, "outcomes", OPAL, "--expr", "power(humility)")
    assert code == 0
    assert "1: ordering opalescence < humility" in out and "4: ordering humility < opalescence" in out


def test_json_document_shape(capsys):
    code, out, _ = run(capsys, "check", OPAL, "--json")
    doc = json.loads(out)
    assert code == 0
    assert doc["summary"] == {"claims": 4, "ok": 4, "failed": 0, "unknown": 0}
    refuted = next(r for r in doc["results"] if r["claim"] == "humility-always-4/4")
    assert refuted["verdict"] == "refuted" and refuted["ok"] is True and refuted["expect"] == "refuted"
    assert refuted["counterexample"]["order"] == ["opalescence", "humility"]
    assert refuted["counterexample"]["objects"]["humility"]["power"] == 1
    assert set(refuted) >= {"file", "claim", "expect", "verdict", "ok", "counterexample"}
    assert "seconds" not in refuted  # the same input prints the same document
    proved = next(r for r in doc["results"] if r["claim"] == "two-outcomes")
    assert proved["verdict"] == "proved" and proved["counterexample"] is None
    code, out, _ = run(capsys, "check", OPAL, "--json", "--timings")
    assert all(r["seconds"] >= 0 for r in json.loads(out)["results"])


def test_parallel_output_is_byte_identical():
    """--jobs 2 checks files in worker processes; the output is the same as --jobs 1,
    counterexamples included (each file is checked in a fresh solver context): on every
    48th bundled scenario (boards and histories, counterexamples among them)."""
    files = [str(f) for f in sorted((MODELS / "scenarios").glob("*.toml"))[::48]]
    runs = [subprocess.run([sys.executable, "-m", "verifier", "check", *files, "--jobs", jobs],
                           capture_output=True, text=True) for jobs in ("1", "2")]
    assert runs[0].returncode == runs[1].returncode == 0  # (every claim of every file: test_bundled_models)
    assert "MISMATCH" not in runs[0].stdout and runs[0].stdout.strip().splitlines()[-1].endswith("0 failed, 0 unknown")
    assert runs[0].stdout == runs[1].stdout
    assert "counterexample ordering" in runs[0].stdout and runs[0].stderr == runs[1].stderr == ""


def test_parallel_run_reports_bad_input_in_order(write_model):
    good = write_model((MODELS / "scenarios" / "cr_613_4d_switch.toml").read_text(), "a.toml")
    bad = write_model('[[object]]\nid = "x"\ntypes = ["creature"]\n[[claim]]\nid = "c"\nexpr = "power(y) == 1"\n'
                      'expect = "proved"\n', "b.toml")
    outs = [subprocess.run([sys.executable, "-m", "verifier", "check", str(good), str(bad), "--jobs", jobs],
                           capture_output=True, text=True) for jobs in ("1", "2")]
    assert outs[0].returncode == outs[1].returncode == 2
    assert outs[0].stdout == outs[1].stdout and outs[0].stderr == outs[1].stderr
    assert outs[0].stderr.startswith(f"{bad}:6: error:") and "Traceback" not in outs[0].stderr


def test_wrong_expectation_exits_1_with_counterexample(capsys, write_model):
    path = write_model(BOARD + '''[[claim]]
id = "wrong"
expr = "power(humility) == 4"
expect = "proved"
''')
    code, out, _ = run(capsys, "check", str(path))
    assert code == 1
    assert "wrong: refuted (expected proved) MISMATCH" in out
    assert "counterexample ordering (earliest timestamp first): opalescence < humility" in out


def test_witness_and_none_and_vacuous(capsys, write_model):
    path = write_model(BOARD + '''[[claim]]
id = "some-order-gives-1"
expr = "power(humility) == 1"
expect = "witness"
[[claim]]
id = "never-2"
expr = "power(humility) == 2"
expect = "none"
[[claim]]
id = "impossible-premise"
assume = "before(humility, opalescence) and before(opalescence, humility)"
expr = "power(humility) == 2"
expect = "vacuous"
''')
    code, out, _ = run(capsys, "check", str(path), "--json")
    doc = json.loads(out)
    assert code == 0, out
    verdicts = {r["claim"]: r["verdict"] for r in doc["results"]}
    assert verdicts == {"some-order-gives-1": "witness", "never-2": "none", "impossible-premise": "vacuous"}
    witness = doc["results"][0]["counterexample"]
    assert witness["order"] == ["opalescence", "humility"] and witness["objects"]["humility"]["power"] == 1


def test_unknown_is_reported_not_proved(capsys, monkeypatch):
    class GivingUp(z3.Solver):
        def check(self, *args):
            return z3.unknown

        def reason_unknown(self):
            return "timeout"

    monkeypatch.setattr(query, "make_solver", lambda timeout: GivingUp())
    code, out, _ = run(capsys, "check", OPAL, "--json", "--timeout", "1")
    doc = json.loads(out)
    assert code == 3
    assert {r["verdict"] for r in doc["results"]} == {"unknown"}
    assert doc["summary"]["unknown"] == 4 and doc["summary"]["ok"] == 0
    code, out, _ = run(capsys, "check", OPAL, "--timeout", "1")
    assert code == 3
    assert "two-outcomes: unknown (expected proved) UNKNOWN (timeout)" in out


def test_console_script_runs_as_module():
    proc = subprocess.run([sys.executable, "-m", "verifier", "outcomes", OPAL, "--expr", "toughness(humility)"],
                          capture_output=True, text=True)
    assert proc.returncode == 0
    assert "2 distinct value(s) of toughness(humility)" in proc.stdout


MANA = MODELS / "scenarios"


def test_outcomes_of_two_type_changing_replacements_name_the_order(capsys):
    """Both results, each with the order of the replacement effects that gives it (616.1)."""
    code, out, _ = run(capsys, "outcomes", str(MANA / "mana_two_type_changing_replacements.toml"),
                       "--expr", "tapped_for_mana(forest)")
    assert code == 0
    lines = out.splitlines()
    assert lines[0] == "2 distinct value(s) of tapped_for_mana(forest):"
    black = lines[lines.index("  '{B}': ordering (no timestamps)") + 1]
    colourless = lines[lines.index("  '{C}': ordering (no timestamps)") + 1]
    assert "replacement effects applied: ritual, then contamination" in black
    assert "replacement effects applied: contamination, then ritual" in colourless


def test_two_reflecting_lands_then_a_forest(capsys):
    code, out, _ = run(capsys, "check", str(MANA / "mana_two_reflecting_pools.toml"),
                       str(MANA / "mana_two_reflecting_pools_forest.toml"))
    assert code == 0
    assert "neither-could-produce: proved (expected proved) ok" in out
    assert "both-exactly-green: proved (expected proved) ok" in out


def test_a_refuted_mana_claim_prints_its_derivation(capsys):
    code, out, _ = run(capsys, "check", str(MANA / "cr_106_7_orchard_forest.toml"), "--json")
    assert code == 0
    naive = next(r for r in json.loads(out)["results"] if r["claim"] == "naive-any-colour")
    assert naive["counterexample"]["mana"] == [
        "orchard could produce {G} with '{T}: Add one mana of any color that a land an opponent controls could "
        "produce.', because their-orchard could produce {G}",
        "their-orchard could produce {G} with '{T}: Add one mana of any color that a land an opponent controls "
        "could produce.', because forest could produce {G}",
        "forest could produce {G} with '{T}: Add {G}'"]


SEARCH = str(MANA / "history_search_naive_sickness.toml")


def test_search_finds_the_shortest_refuting_history(capsys):
    """The naive claim 'a permanent on the battlefield since before this turn began can tap
    for mana after it becomes a creature' fails once its control changed this turn: two
    events, none fewer, replayed and told turn by turn."""
    code, out, _ = run(capsys, "search", SEARCH)
    assert code == 0
    lines = out.splitlines()
    assert lines[0].endswith("refuted by a history of 2 more event(s): starts confiscate; starts animate "
                             "(19 decided, shortest first)")
    assert "    2. effect confiscate begins: you gain control of quagmire" in lines
    assert "      quagmire: controlled by you, creature, untapped, not controlled since the turn began" in lines


def test_search_reports_a_claim_that_holds_in_every_history(capsys, tmp_path):
    text = open(SEARCH).read().replace('expr = "implies(has_type(quagmire, \'creature\'), can_tap_for_mana(quagmire))"',
                                       'expr = "has_type(quagmire, \'land\')"')
    path = tmp_path / "holds.toml"
    path.write_text(text)
    (tmp_path / "cards").symlink_to(MODELS / "cards")
    code, out, _ = run(capsys, "search", str(path), "--max-events", "2")
    assert code == 1
    assert out.strip().endswith("holds in every history of up to 2 more events (19 decided)")


@pytest.mark.parametrize("argv", [
    ["check", MODELS / "scenarios" / "opalescence_humility.toml", MODELS / "scenarios" / "blood_moon_urborg.toml"],
    ["check", MODELS / "scenarios" / "opalescence_humility.toml", MODELS / "scenarios" / "blood_moon_urborg.toml",
     "--jobs", "2"],
    ["outcomes", MODELS / "scenarios" / "opalescence_humility.toml", "--expr", "power(humility)"],
    ["consistency", MODELS / "scenarios" / "opalescence_humility.toml"],
    ["search", MODELS / "scenarios" / "history_search_naive_sickness.toml"],
])
def test_past_the_memory_limit_every_query_kind_says_unknown(argv):
    """--max-memory: once Z3 runs out of the memory it may use, the verdict is unknown
    (exit 3) with the reason, never a result, a crash or a traceback; and Z3 is asked
    nothing more in that process (what is left is unknown too).  In a subprocess: Z3's
    state past its limit is not to be trusted."""
    proc = subprocess.run([sys.executable, "-m", "verifier", *map(str, argv), "--max-memory", "1"],
                          capture_output=True, text=True, timeout=300)
    assert proc.returncode == 3, proc.stdout + proc.stderr
    assert "Traceback" not in proc.stderr and "out of memory" in proc.stdout + proc.stderr
    if argv[0] == "check":
        assert "9 claims: 0 ok, 0 failed, 9 unknown" in proc.stdout


def test_a_memory_limit_that_is_no_number_is_refused(run_cli):
    code, _, err = run_cli("check", MODELS / "scenarios" / "opalescence_humility.toml", "--max-memory", "0")
    assert code == 2 and "megabytes" in err
    proc = subprocess.run([sys.executable, "-m", "verifier", "check", str(MODELS / "scenarios" / "opalescence_humility.toml"),
                           "--max-memory", "4000"], capture_output=True, text=True, timeout=300)
    assert proc.returncode == 0 and "4 claims: 4 ok" in proc.stdout


@pytest.mark.parametrize("argv", [
    ["outcomes", OPAL, "--expr", "power(humility)"],
    ["search", str(MODELS / "scenarios" / "history_search_naive_sickness.toml")],
    ["consistency", OPAL],
])
def test_every_query_kind_says_unknown_when_the_solver_gives_up(argv, capsys, monkeypatch):
    """A query the solver cannot finish within --timeout is unknown with the reason (exit 3),
    for outcomes, search and consistency as for check."""
    class GivingUp(z3.Solver):
        def check(self, *args):
            return z3.unknown

        def reason_unknown(self):
            return "timeout"

    from verifier import consistency, search
    for module in (query, search, consistency):
        monkeypatch.setattr(module, "make_solver", lambda timeout: GivingUp())
    code, out, err = run(capsys, *argv, "--timeout", "1")
    assert code == 3 and "unknown: the solver gave up" in out + err and "Traceback" not in err


def test_orders_left_out_are_said(capsys):
    """Issue 19: the orders of a group in which an event cannot happen are counted and said,
    by check and outcomes, in text and JSON."""
    path = str(MODELS / "scenarios" / "history_impossible_orders.toml")
    code, out, _ = run(capsys, "check", path)
    assert code == 0 and f"{path}: 11 of 12 orders of the history's events left out" in out
    assert "event 3 (tap ogre): 'ogre' is not on the battlefield then" in out and "... and 6 more" in out
    code, out, _ = run(capsys, "check", path, "--json")  # every order, with the first event that can't happen
    notes = json.loads(out)["results"][0]["left_out"]
    assert len(notes) == 11 and any("'seeker' is not controlled by the player whose turn it is (606.3)" in n
                                    for n in notes) and any("(500.2)" in n for n in notes)
    code, out, _ = run(capsys, "outcomes", path, "--expr", "power(bears)", "--json")
    doc = json.loads(out)
    assert [o["value"] for o in doc["outcomes"]] == [3] and len(doc["left_out"]) == 11
