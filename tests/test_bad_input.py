"""Bad input: one line on stderr naming the file (and line), exit status 2, no traceback."""
import os
import subprocess
import sys

import pytest

from conftest import one_error_line

GOOD_OBJECTS = '''
[[object]]
id = "humility"
card = "Humility"
'''

CASES = {
    "invalid-toml": ("[[object]\nid = 1\n", 1, "invalid TOML"),
    "unknown-object-in-targets": (GOOD_OBJECTS + '''
[[effect]]
id = "gg"
card = "Giant Growth"
targets = ["nobody"]
''', 9, "unknown object 'nobody'"),
    "unknown-object-in-claim": (GOOD_OBJECTS + '''
[[claim]]
id = "c"
expr = "power(nobody) == 1"
expect = "proved"
''', 8, "unknown object 'nobody'"),
    "unknown-id-in-order": ('''[scenario]
order = [["humility", "ghost"]]
''' + GOOD_OBJECTS, 2, "order names unknown id 'ghost'"),
    "unknown-layer": (GOOD_OBJECTS + '''
[[effect]]
id = "e"
targets = ["humility"]
layer8 = { power = 1 }
''', 9, "unknown layer 'layer8'"),
    "layer-3-unsupported": (GOOD_OBJECTS + '''
[[effect]]
id = "e"
targets = ["humility"]
layer3 = { text = "x" }
''', 9, "layer 3 (text-changing effects, 612) is not supported"),
    "unknown-keyword": (GOOD_OBJECTS + '''
[[effect]]
id = "e"
targets = ["humility"]
layer6 = { grant_flying = true }
''', 9, "unknown key 'grant_flying' in layer6"),
    "unknown-card-type": (GOOD_OBJECTS + '''
[[effect]]
id = "e"
targets = ["humility"]
layer4 = { add_types = ["wizard"] }
''', 9, "unknown add_types value 'wizard'"),
    "cyclic-order": ('''[scenario]
order = [["a", "b"], ["b", "a"]]
[[effect]]
id = "a"
targets = ["humility"]
layer7c = { power = 1 }
[[effect]]
id = "b"
targets = ["humility"]
layer7c = { power = 1 }
''' + GOOD_OBJECTS, 2, "order is impossible: a < b < a (the history's order)"),
    "unknown-card": ('''
[[object]]
id = "x"
card = "Black Lotus"
''', 4, "unknown card 'Black Lotus'"),
    "granted-static-ability": (GOOD_OBJECTS + '''
[[effect]]
id = "e"
targets = ["humility"]
layer6 = { add_abilities = ["Humility"] }
''', 9, "granted static abilities are not supported"),
    "bad-claim-syntax": (GOOD_OBJECTS + '''
[[claim]]
id = "c"
expr = "power(humility) =="
expect = "proved"
''', 8, "is not valid"),
    "unsupported-claim-construct": (GOOD_OBJECTS + '''
[[claim]]
id = "c"
expr = "power(humility) * 2 == 2"
expect = "proved"
''', 8, "unsupported construct BinOp"),
    "bad-expect": (GOOD_OBJECTS + '''
[[claim]]
id = "c"
expr = "power(humility) == 1"
expect = "probably"
''', 9, "unknown expect 'probably' (known: proved, refuted"),
}


@pytest.mark.parametrize("name", sorted(CASES))
def test_bad_input_is_one_line_exit_2(name, write_model):
    text, line, message = CASES[name]
    path = write_model(text)
    proc = subprocess.run([sys.executable, "-m", "verifier", "check", str(path)], capture_output=True, text=True)
    assert proc.returncode == 2, proc.stdout + proc.stderr
    assert "Traceback" not in proc.stderr
    lines = proc.stderr.strip().splitlines()
    assert len(lines) == 1, proc.stderr
    assert lines[0].startswith(f"{path}:{line}: error: "), lines[0]
    assert message in lines[0]


def test_missing_file_exit_2(tmp_path):
    proc = subprocess.run([sys.executable, "-m", "verifier", "check", str(tmp_path / "nope.toml")],
                          capture_output=True, text=True)
    assert proc.returncode == 2 and "no such file or folder" in proc.stderr and "Traceback" not in proc.stderr


def test_bad_outcomes_expression_exit_2(write_model):
    path = write_model(GOOD_OBJECTS)
    proc = subprocess.run([sys.executable, "-m", "verifier", "outcomes", str(path), "--expr", "power(ghost)"],
                          capture_output=True, text=True)
    assert proc.returncode == 2 and "unknown object 'ghost'" in proc.stderr and "Traceback" not in proc.stderr


@pytest.mark.parametrize("expr,message", [
    ("power(humility) == True", "cannot compare a int with a bool"),
    ("has_type(humility, 'creature') == 1", "cannot compare a bool with a int"),
    ("controller(humility) == name(humility)", "cannot compare a player with a name"),
    ("has_type(humility, 'Creature')", "unknown word 'Creature' for has_type"),
    ("has_color(humility, 'Green')", "unknown word 'Green' for has_color"),
    ("has_supertype(humility, 'Legendary')", "unknown word 'Legendary' for has_supertype"),
])
def test_ill_typed_claims_are_bad_input(expr, message, write_model):
    path = write_model(GOOD_OBJECTS + f'''
[[claim]]
id = "c"
expr = "{expr}"
expect = "proved"
''')
    proc = subprocess.run([sys.executable, "-m", "verifier", "check", str(path)], capture_output=True, text=True)
    assert proc.returncode == 2 and "Traceback" not in proc.stderr
    assert f"{path}:8: error: " in proc.stderr and message in proc.stderr


# -- hostile input: every rejection is one line, exit 2, never a traceback or a hang ----------

def _check(run_cli, *argv):
    code, out, err = run_cli("check", *argv)
    assert code == 2, out + err
    return err


def test_invalid_utf8_names_the_line(write_model, run_cli):
    path = write_model("")
    path.write_bytes(b'[[object]]\nid = "x"\nname = "\xff"\n')
    assert "not UTF-8 text" in one_error_line(_check(run_cli, path), path, 3)


def test_utf16_file_is_refused(write_model, run_cli):
    path = write_model("")
    path.write_bytes(GOOD_OBJECTS.encode("utf-16"))
    assert "not UTF-8 text" in one_error_line(_check(run_cli, path), path, 1)


@pytest.mark.parametrize("value", ["[" * 5000 + "]" * 5000, "{a=" * 3000 + "1" + "}" * 3000])
def test_deep_nesting_is_refused(value, write_model, run_cli):
    path = write_model(f'[[object]]\nid = "x"\nname = "X"\n\nabilities = {value}\n')
    assert "nested more than" in one_error_line(_check(run_cli, path), path, 5)


def test_deeply_nested_claim_is_refused(write_model, run_cli):
    path = write_model(GOOD_OBJECTS + '[[claim]]\nid = "c"\nexpr = "' + "not " * 900 +
                       'True"\nexpect = "proved"\n')
    assert "nested more than" in one_error_line(_check(run_cli, path), path, 7)


def test_truncated_file_names_its_last_line(write_model, run_cli):
    path = write_model(GOOD_OBJECTS + '[[claim]]\nid = "c"\nexpr = "power(humility) ==')
    assert "invalid TOML" in one_error_line(_check(run_cli, path), path, 7)


@pytest.mark.parametrize("timeout", ["nan", "inf", "1e308", "-1", "0", "soon"])
def test_bad_timeout_is_one_line(timeout, run_cli):
    code, _, err = run_cli("check", "models", "--timeout", timeout)
    assert code == 2
    line = one_error_line(err, "verifier check: error: argument --timeout")
    assert "seconds" in line


def test_unknown_option_is_one_line(run_cli):
    code, _, err = run_cli("check", "models", "--frobnicate")
    assert code == 2 and one_error_line(err, "verifier: error: unrecognized arguments")


def test_over_long_path_and_devices_and_fifos(tmp_path, run_cli):
    assert "cannot read" in one_error_line(_check(run_cli, "x" * 5000 + ".toml"), "x" * 200)
    assert "not a regular file" in one_error_line(_check(run_cli, "/dev/zero"), "/dev/zero")
    fifo = tmp_path / "pipe.toml"
    os.mkfifo(fifo)
    assert "not a regular file" in one_error_line(_check(run_cli, tmp_path), fifo)


def test_huge_file_is_refused(write_model, run_cli):
    path = write_model("# " + "x" * (1 << 20) + "\n")
    assert "larger than" in one_error_line(_check(run_cli, path), path)
