"""The model language is strict: every misread input of the correctness issue is
refused with one line naming file, line and construct (exit 2), and the
constructs whose meaning was unclear now have one."""
import pytest

from conftest import BEARS, HUMILITY, claim, one_error_line


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
    good = write_model(HUMILITY + claim("not has_type(humility, 'creature')"), name="good.toml")
    empty = tmp_path / "empty"
    empty.mkdir()
    code, _, err = run_cli("check", empty, good)
    assert code == 2 and "no model files (*.toml) in this folder" in one_error_line(err, empty)
    code, _, err = run_cli("check", tmp_path / "cards")  # only card files
    assert code == 2 and "no claims to check" in err
    path = write_model(HUMILITY)  # a scenario with no claims, alone or beside one with claims
    for argv in ((path,), (path, good)):
        code, _, err = run_cli("check", *argv)
        assert code == 2 and "the scenario has no claims to check" in one_error_line(err, path, 1)


def test_claim_may_span_lines(write_model, run_cli):
    path = write_model(HUMILITY + '''
[[claim]]
id = "c"
expr = """
has_type(humility, 'enchantment') and
not has_type(humility, 'creature')
"""
expect = "proved"
''')
    code, out, err = run_cli("check", path)
    assert code == 0 and "c: proved" in out, out + err


def test_face_down_characteristics_follow_205_3d(write_model, run_cli):
    path = write_model(BEARS + '''
[[effect]]
id = "e"
targets = ["bears"]
layer1b = { face_down = { types = ["artifact"], subtypes = ["Elf"] } }
''')
    code, _, err = run_cli("check", path)
    assert code == 2 and "'Elf' needs one of the card types creature, kindred" in one_error_line(err, path, 9)


def test_a_static_ability_quoting_a_mana_ability_is_no_mana_ability(write_model, run_cli):
    """605.1a: "Creatures you control have '{T}: Add ...'" grants a mana ability; it is
    not one itself (found by a reviewer: it was refused as a malformed mana ability)."""
    path = write_model('''
[[card]]
name = "Rite"
types = ["enchantment"]
[[card.static]]
ability = "Creatures you control have '{T}: Add one mana of any color.'"
affects = { types = ["creature"], controller = "you" }
layer6 = { add_abilities = ["{T}: Add one mana of any color."] }
[[object]]
id = "rite"
card = "Rite"
[[object]]
id = "bears"
card = "Grizzly Bears"
''' + claim("has_ability(bears, '{T}: Add one mana of any color.')"))
    code, out, err = run_cli("check", path)
    assert code == 0, out + err


def test_a_bare_file_name_finds_the_cards_beside_it(write_model, monkeypatch, run_cli):
    path = write_model(BEARS + claim("power(bears) == 2"))
    monkeypatch.chdir(path.parent)
    code, out, err = run_cli("check", path.name)
    assert code == 0, out + err


def test_tapped_on_a_board_without_history_is_refused(write_model, run_cli):
    path = write_model(BEARS + 'tapped = true\n' + claim("power(bears) == 2"))
    code, out, err = run_cli("check", path)
    assert code == 2 and "'tapped' is a status over a history" in one_error_line(err, path, 5)
