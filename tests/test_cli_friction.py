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
    assert out.splitlines()[-1] == "8 claims: 8 ok, 0 failed, 0 unknown; 1 file(s) did not load"


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
    assert out.splitlines()[-1] == "0 claims: 0 ok, 0 failed, 0 unknown; 1 file(s) did not load"


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
