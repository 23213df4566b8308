"""The model language is strict: every misread input of the correctness issue is
refused with one line naming file, line and construct (exit 2), and the
constructs whose meaning was unclear now have one."""
import pytest

from conftest import one_error_line

HUMILITY = '''
[[object]]
id = "humility"
card = "Humility"
'''
BEARS = '''
[[object]]
id = "bears"
card = "Grizzly Bears"
'''


def claim(expr, expect="proved", extra=""):
    return f'''
[[claim]]
id = "c"
expr = "{expr}"
expect = "{expect}"
{extra}'''


# (model text, line of the error, words the message must contain)
REFUSED = {
    "switch-false": (HUMILITY + '''
[[effect]]
id = "e"
targets = ["humility"]
layer7d = { switch = false }
''', 9, "'switch' can only be true"),
    "empty-targets": (HUMILITY + '''
[[effect]]
id = "e"
targets = []
layer7c = { power = 1 }
''', 8, "'targets' must not be empty"),
    "string-false-other": ('''
[[card]]
name = "Lord"
types = ["enchantment"]
[[card.static]]
ability = "Lord"
affects = { types = ["creature"], other = "false" }
layer7c = { power = 1 }
''' + BEARS, 7, "'other' must be true or false, not the string 'false'"),
    "string-false-face-down": ('''
[[object]]
id = "x"
card = "Grizzly Bears"
face_down = "false"
''', 5, "'face_down' must be true or false"),
    "two-statics-same-name": ('''
[[card]]
name = "Twice"
types = ["enchantment"]
[[card.static]]
ability = "Pump"
affects = { types = ["creature"] }
layer7c = { power = 1 }
[[card.static]]
ability = "Pump"
affects = { types = ["creature"] }
layer7c = { power = 2 }
[[object]]
id = "t"
card = "Twice"
''', 10, "has two static abilities named 'Pump'"),
    "dotted-id": ('''
[[object]]
id = "a.b"
name = "A"
types = ["creature"]
''', 3, "'a.b' in 'id' is not an id"),
    "cda-on-resolved-effect": (BEARS + '''
[[effect]]
id = "e"
targets = ["bears"]
cda = true
layer7b = { power = 1 }
''', 9, "unknown key 'cda' in [[effect]]"),
    "cda-affecting-others": ('''
[[card]]
name = "Wide CDA"
types = ["creature"]
[[card.static]]
ability = "P/T"
cda = true
affects = { types = ["creature"] }
layer7a = { power = 1, toughness = 1 }
[[object]]
id = "w"
card = "Wide CDA"
''', 8, "affects only its own object (604.3a)"),
    "cda-in-layer-6": ('''
[[card]]
name = "Odd CDA"
types = ["creature"]
[[card.static]]
ability = "Odd"
cda = true
layer6 = { add_abilities = ["flying"] }
[[object]]
id = "w"
card = "Odd CDA"
''', 8, "(604.3a), not layer6 add_abilities"),
    "effect-with-card-and-layers": (BEARS + '''
[[effect]]
id = "e"
card = "Giant Growth"
targets = ["bears"]
layer7c = { power = 10 }
''', 10, "takes its layers and 'affects' from the card; remove 'layer7c'"),
    "effect-with-card-and-layer3": (BEARS + '''
[[effect]]
id = "e"
card = "Giant Growth"
targets = ["bears"]
layer3 = { text = "x" }
''', 10, "layer 3 (text-changing effects, 612) is not supported"),
    "effect-with-card-and-unknown-layer": (BEARS + '''
[[effect]]
id = "e"
card = "Giant Growth"
targets = ["bears"]
layer9 = { power = 1 }
''', 10, "unknown layer 'layer9'"),
    "misspelled-player": (BEARS + claim("controller(bears) != 'opponnent'"), 8,
                          "unknown word 'opponnent' for player"),
    "objects-in-affects": (BEARS + '''
[[effect]]
id = "e"
affects = { objects = ["bears"] }
layer7c = { power = 1 }
''', 8, "unknown key 'objects' in affects"),
    "float-for-integer": (BEARS + '''
[[effect]]
id = "e"
targets = ["bears"]
layer7c = { power = 1.5 }
''', 9, "'power' must be an integer, not the float 1.5"),
    "card-as-a-list": ('''
[[object]]
id = "x"
card = ["Grizzly Bears"]
''', 4, "'card' must be a string, not an array"),
    "card-as-a-table": ('''
[[object]]
id = "x"
card = { name = "Grizzly Bears" }
''', 4, "'card' must be a string, not a table"),
    "order-wrong-shape": ('''[scenario]
order = ["bears", "humility"]
''' + BEARS + HUMILITY, 2, "each chain in 'order' must be a non-empty array of ids"),
    "assume-not-a-string": (BEARS + claim("power(bears) == 2", extra="assume = 3"), 10,
                            "'assume' must be a string, not the integer 3"),
    "unknown-top-level-key": ('''
[objects]
id = "x"
''', 2, "unknown key 'objects' in a model file (did you mean 'object'?)"),
    "subtype-without-its-type": ('''
[[object]]
id = "x"
name = "X"
types = ["enchantment"]
subtypes = ["Elf"]
''', 6, "'Elf' needs one of the card types creature, kindred (205.3d)"),
    "unknown-subtype-in-model": ('''
[[object]]
id = "x"
name = "X"
types = ["creature"]
subtypes = ["Elff"]
''', 6, "unknown subtypes value 'Elff' (did you mean 'Elf'?)"),
    "empty-layer-part": (BEARS + '''
[[effect]]
id = "e"
targets = ["bears"]
layer6 = {}
''', 9, "layer6 is empty"),
    "duplicate-claim-id": (BEARS + claim("power(bears) == 2") + claim("power(bears) == 2"), 12,
                           "duplicate claim id 'c' (first on line 7)"),
    "effect-naming-a-newer-object": ('''[scenario]
order = [["e", "humility"]]
''' + HUMILITY + '''
[[effect]]
id = "e"
targets = ["humility"]
layer7c = { power = 1 }
''', 2, "order is impossible: e < humility"),
}


@pytest.mark.parametrize("name", sorted(REFUSED))
def test_refused_with_one_line(name, write_model, run_cli):
    text, line, words = REFUSED[name]
    path = write_model(text)
    code, out, err = run_cli("check", path)
    assert code == 2, out + err
    assert words in one_error_line(err, path, line)


def test_library_card_with_unknown_key_is_refused_in_its_own_file(write_model, run_cli, tmp_path):
    (tmp_path / "cards" / "extra.toml").write_text('''
[[card]]
name = "Painted Bear"
types = ["creature"]
colour = ["green"]
''')
    path = write_model('''
[[object]]
id = "x"
card = "Painted Bear"
''' + claim("power(x) == 0"))
    code, _, err = run_cli("check", path)
    assert code == 2
    assert "unknown key 'colour' in [[card]] (did you mean 'colors'?)" in one_error_line(
        err, tmp_path / "cards" / "extra.toml", 5)


def test_targets_and_affects_both_hold(write_model, run_cli):
    """611.2c with targets: the effect applies to each target that also matches
    its conditions as it resolves."""
    path = write_model('''
[[object]]
id = "white"
name = "White"
colors = ["white"]
types = ["creature"]
[[object]]
id = "black"
name = "Black"
colors = ["black"]
types = ["creature"]
[[effect]]
id = "e"
targets = ["white", "black"]
affects = { colors = ["white"] }
layer7c = { power = 1 }
''' + claim("power(white) == 1 and power(black) == 0"))
    code, out, err = run_cli("check", path)
    assert code == 0, out + err
    assert "c: proved (expected proved) ok" in out


@pytest.mark.parametrize("expr,words", [
    ("not has_ability(humility, 'Indestructible')", "'Indestructible' is an ability that nothing in the scenario mentions"),
    ("not has_subtype(humility, 'Elff')", "'Elff' is not a subtype in the CR lists (205.3g-205.3q)"),
    ("name(humility) != 'Humilty'", "'Humilty' is a name that nothing in the scenario has"),
])
def test_misspelled_word_in_claim_names_file_line_and_word(expr, words, write_model, run_cli):
    path = write_model(HUMILITY + claim(expr))
    code, _, err = run_cli("check", path)
    assert code == 2
    assert words in one_error_line(err, path, 8)


def test_deliberately_unmentioned_words_are_allowed(write_model, run_cli):
    path = write_model(HUMILITY + claim("not has_ability(humility, 'Indestructible') and not has_subtype(humility, 'Elf')",
                                        extra='allow_unmentioned = ["Indestructible"]'))
    code, out, err = run_cli("check", path)
    assert code == 0, out + err
    assert "c: proved" in out


def test_unmentioned_word_in_outcomes_expression(write_model, run_cli):
    path = write_model(HUMILITY)
    code, _, err = run_cli("outcomes", path, "--expr", "has_ability(humility, 'Flying')")
    assert code == 2 and "'Flying' is an ability that nothing in the scenario mentions" in err
    code, out, _ = run_cli("outcomes", path, "--expr", "has_ability(humility, 'Flying')",
                           "--allow-unmentioned", "Flying")
    assert code == 0 and "1 distinct value(s)" in out and "False" in out


@pytest.mark.parametrize("content,line", [("", 0), ("# only a comment\n", 1), ("\n\n", 1)])
def test_file_with_nothing_in_it_is_refused(content, line, write_model, run_cli):
    path = write_model(content)
    code, _, err = run_cli("check", path)
    assert code == 2
    assert "defines no cards and no scenario" in one_error_line(err, path, line if line else None)


def test_run_without_claims_is_refused(tmp_path, write_model, run_cli):
    empty = tmp_path / "empty"
    empty.mkdir()
    code, _, err = run_cli("check", empty)
    assert code == 2 and "no claims to check" in err
    code, _, err = run_cli("check", tmp_path / "cards")  # only card files
    assert code == 2 and "no claims to check" in err
    path = write_model(HUMILITY)  # a scenario with no claims
    code, _, err = run_cli("check", path)
    assert code == 2 and "no claims to check" in one_error_line(err, path)


def test_face_down_characteristics_follow_205_3d(write_model, run_cli):
    path = write_model(BEARS + '''
[[effect]]
id = "e"
targets = ["bears"]
layer1b = { face_down = { types = ["artifact"], subtypes = ["Elf"] } }
''')
    code, _, err = run_cli("check", path)
    assert code == 2 and "'Elf' needs one of the card types creature, kindred" in one_error_line(err, path, 9)
