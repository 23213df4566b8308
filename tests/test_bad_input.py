"""Bad input: one line on stderr naming the file (and line), exit status 2, no traceback."""
import subprocess
import sys

import pytest

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
''' + GOOD_OBJECTS, 2, "order is cyclic: a < b < a"),
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
''', 9, "expect must be one of"),
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
