"""What a new user ran into (issue 25): `verifier check` goes on past a file that does not load,
and `--cards DIR` adds a folder of hand-written cards to where `card = "..."` looks."""
import json

import pytest

from conftest import MODELS

GOOD = MODELS / "scenarios" / "opalescence_humility.toml"  # four claims, all ok
OTHER = MODELS / "scenarios" / "activation_once_each_turn.toml"  # four claims, all ok
BAD = '''[scenario]
name = "a card no folder defines"

[[object]]
id = "o"
card = "No Such Card Zz"

[[claim]]
id = "c"
expr = "true"
expect = "proved"
'''


@pytest.fixture
def bad(tmp_path):
    path = tmp_path / "bad.toml"
    path.write_text(BAD)
    return path


@pytest.mark.parametrize("jobs", ["1", "2"])
def test_a_bad_file_in_the_middle_is_one_line_and_the_others_are_checked(run_cli, bad, jobs):
    code, out, err = run_cli("check", "--jobs", jobs, GOOD, bad, OTHER)
    assert code == 2  # bad input, though every claim checked is ok
    [line] = err.strip().splitlines()
    assert line.startswith(f"{bad}:6: error: unknown card 'No Such Card Zz'")
    verdicts = [line for line in out.splitlines() if line.endswith(" ok")]
    assert sum(line.startswith(f"{GOOD}:") for line in verdicts) == 4
    assert sum(line.startswith(f"{OTHER}:") for line in verdicts) == 4
    assert out.splitlines()[-1] == "8 claims: 8 ok, 0 failed, 0 unknown; 1 load error(s)"


def test_json_lists_the_files_that_did_not_load(run_cli, bad):
    code, out, err = run_cli("check", "--jobs", "1", "--json", bad, GOOD)
    doc = json.loads(out)
    assert code == 2
    assert doc["summary"] == {"claims": 4, "ok": 4, "failed": 0, "unknown": 0}
    assert [(e["file"], e["line"]) for e in doc["errors"]] == [(str(bad), 6)]
    assert doc["errors"][0]["message"].startswith("unknown card 'No Such Card Zz'")
    assert len(err.strip().splitlines()) == 1


def test_no_file_loading_is_still_bad_input(run_cli, bad):
    code, out, err = run_cli("check", "--jobs", "1", bad)
    assert code == 2
    assert err.strip().startswith(f"{bad}:6: error: unknown card")
    assert out.splitlines()[-1] == "0 claims: 0 ok, 0 failed, 0 unknown; 1 load error(s)"


def test_a_failed_claim_is_outranked_by_bad_input(run_cli, write_model, bad):
    failing = write_model('''
[[object]]
id = "bears"
card = "Grizzly Bears"

[[claim]]
id = "c"
expr = "power(bears) == 3"
expect = "proved"
''')
    assert run_cli("check", "--jobs", "1", failing)[0] == 1
    assert run_cli("check", "--jobs", "1", failing, bad)[0] == 2


MINE = '''[[card]]
name = "No Such Card Zz"
types = ["creature"]
power = 2
toughness = 3
'''


@pytest.fixture
def elsewhere(tmp_path):
    """A scenario naming a card defined only in a folder of its own, neither beside it nor above it."""
    (tmp_path / "scenario").mkdir()
    (tmp_path / "mine").mkdir()
    (tmp_path / "mine" / "zz.toml").write_text(MINE)
    path = tmp_path / "scenario" / "s.toml"
    path.write_text(BAD.replace('expr = "true"', 'expr = "power(o) == 2 and toughness(o) == 3"'))
    return path, tmp_path / "mine"


@pytest.mark.parametrize("jobs", ["1", "2"])
def test_cards_dir_finds_a_card_in_it(run_cli, elsewhere, jobs):
    path, mine = elsewhere
    assert run_cli("check", "--jobs", jobs, path)[0] == 2  # not found by default: the behaviour unchanged
    code, out, err = run_cli("check", "--jobs", jobs, "--cards", mine, path, GOOD)
    assert (code, err) == (0, "")
    assert f"{path}: c: proved (expected proved) ok" in out.splitlines()


def test_other_subcommands_take_cards_dir(run_cli, elsewhere):
    path, mine = elsewhere
    code, out, _ = run_cli("outcomes", path, "--expr", "power(o)", "--cards", mine)
    assert code == 0 and out.splitlines()[0] == "1 distinct value(s) of power(o):"
    code, out, _ = run_cli("consistency", path, "--cards", mine)
    assert code == 0 and out.startswith(f"{path}: consistent")


def test_a_cards_dir_that_does_not_exist_is_bad_input(run_cli, elsewhere, tmp_path):
    code, out, err = run_cli("check", "--cards", tmp_path / "nope", elsewhere[0])
    assert (code, out) == (2, "")
    assert err.strip() == f"verifier check: error: argument --cards: no such folder: '{tmp_path / 'nope'}'"


def test_an_unknown_card_names_the_folders_searched(run_cli, write_model, tmp_path):
    (tmp_path / "more").mkdir()
    path = write_model(BAD)  # the bundled cards copied to a cards/ folder beside it
    code, _, err = run_cli("check", "--jobs", "1", "--cards", tmp_path / "more", path)
    [line] = err.strip().splitlines()
    assert code == 2
    assert line.startswith(f"{path}:6: error: unknown card 'No Such Card Zz': not in the file nor in the card "
                           f"folders searched ({(tmp_path / 'cards').resolve()}, {(tmp_path / 'more').resolve()}, "
                           f"{(MODELS / 'cards').resolve()})")  # the bundled cards last


def test_without_the_cards_extra_the_error_says_how_to_define_it(run_cli, bad, monkeypatch):
    from verifier.cards import oracle
    monkeypatch.setattr(oracle, "available", lambda: False)
    code, _, err = run_cli("check", "--jobs", "1", bad)
    assert code == 2
    assert err.strip() == (f"{bad}:6: error: unknown card 'No Such Card Zz': not in the file nor in the card folders "
                           f"searched ({(MODELS / 'cards').resolve()}); define it in one, name "
                           "another folder with --cards DIR, or install the cards extra to generate it from its "
                           "Oracle text")


def test_check_says_what_of_a_generated_card_is_not_followed(run_cli, write_model):
    """New-user trial 3, friction 4: what the translator kept by its words only was shown by
    `verifier card` alone; `check` says it too, beside the cards it generated."""
    pytest.importorskip("phase")
    pytest.importorskip("mtg")
    path = write_model('[[object]]\nid = "t"\ncard = "Overlaid Terrain"\n\n[[claim]]\nid = "c"\n'
                       'expr = "on_battlefield(t)"\nexpect = "proved"\n')
    code, out, _ = run_cli("check", str(path))
    assert code == 0
    assert f"{path}: cards generated from Oracle text, Overlaid Terrain: not followed: 'As this enchantment enters, " \
           "sacrifice" in out


def test_coverage_says_which_files_it_did_not_compare(run_cli):
    """New-user trial 3, friction 5: without --rulings, coverage printed 100% and compared nothing."""
    path = MODELS / "corpus" / "rulings_needle_spires.toml"
    code, out, _ = run_cli("coverage", str(path))
    assert code == 0 and f"{path}: its statements were not compared with their source (rulings-2022.json.gz)" in out
