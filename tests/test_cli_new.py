"""What a new user ran into (issue 25): `verifier new card NAME` and `verifier new scenario`
print a file that loads as printed, with every other key its sections accept commented
out; the keys expected are walked from the schema here, apart from the command's own walk."""
import json
import re
import tomllib
from typing import Iterator, Set, Tuple

import pytest

from conftest import MODELS
from verifier.load import schema as S
from verifier.load import specs
from verifier.load.loader import load_model

LINE = re.compile(r"(?:# )?(\[\[?)([\w.]+)\]\]?$|(?:# )?(\w+) = ")


def schema_keys(name: str, table: specs.Table) -> Iterator[Tuple[str, str]]:
    """(section, key) for every key a section accepts, and those of its arrays of tables."""
    for key, spec in table.fields.items():
        if isinstance(spec, specs.Refused):
            continue
        if isinstance(spec, specs.Tables):
            yield from schema_keys(f"{name}.{key}", spec.table)
        else:
            yield name, key


def template_keys(text: str) -> Set[Tuple[str, str]]:
    """(section, key) for every key the template gives or shows commented, under its header."""
    found, section = set(), None
    for line in text.splitlines():
        m = LINE.match(line)
        if m and m.group(2):
            section = m.group(2)
        elif m and section is not None:
            found.add((section, m.group(3)))
    return found


def printed(run_cli, *argv) -> str:
    code, out, err = run_cli("new", *argv)
    assert (code, err) == (0, "")
    return out


def test_the_card_template_loads_as_a_2_2_creature_of_the_name_given(run_cli, tmp_path):
    name = 'Ob "Nix" \\ Zülle'
    text = printed(run_cli, "card", name)
    (tmp_path / "cards").mkdir()
    (tmp_path / "cards" / "new.toml").write_text(text, encoding="utf-8")
    assert tomllib.loads(text)["card"][0]["name"] == name
    assert load_model(tmp_path / "cards" / "new.toml", []) is None  # a card file: loads, no claims
    scenario = tmp_path / "uses.toml"
    scenario.write_text(f'[[object]]\nid = "it"\ncard = {json.dumps(name)}\n\n'
                        '[[claim]]\nid = "two"\nexpr = "power(it) == 2 and toughness(it) == 2 and '
                        'has_type(it, \'creature\')"\nexpect = "proved"\n', encoding="utf-8")
    code, out, err = run_cli("check", scenario)
    assert (code, err) == (0, ""), out
    assert "two: proved (expected proved) ok" in out


def test_the_card_template_shows_every_key_of_the_card_tables(run_cli):
    expected = set(schema_keys("card", S.CARD))
    assert ("card.static", "layer7c") in expected and ("card.mana", "cost") in expected
    assert expected <= template_keys(printed(run_cli, "card", "X"))


def test_a_key_added_to_the_schema_appears_without_editing_the_command(run_cli, monkeypatch):
    monkeypatch.setitem(S.STATIC.fields, "brand_new_key", specs.Integer(0, 9))
    line = next(line for line in printed(run_cli, "card", "X").splitlines() if "brand_new_key" in line)
    assert line == "# brand_new_key = 1  # an integer from 0 to 9"


def test_the_scenario_template_proves_its_claim_with_the_bundled_cards(run_cli, tmp_path):
    path = tmp_path / "new.toml"
    path.write_text(printed(run_cli, "scenario"), encoding="utf-8")
    code, out, err = run_cli("check", "--cards", MODELS / "cards", path)
    assert (code, err) == (0, ""), out
    assert out.splitlines() == [f"{path}: bear-is-2/2: proved (expected proved) ok",
                                "1 claims: 1 ok, 0 failed, 0 unknown"]


def test_the_scenario_template_shows_every_key_of_its_sections(run_cli):
    text = printed(run_cli, "scenario")
    tables = {name: S.MODEL_FILE.fields[name] for name in S.SCENARIO_SECTIONS}
    expected = {k for name, spec in tables.items()
                for k in schema_keys(name, spec.table if isinstance(spec, specs.Tables) else spec)}
    assert expected <= template_keys(text)
    assert "# [[effect]]" in text.splitlines() and "# [[event]]" in text.splitlines()


@pytest.mark.parametrize("argv", [("foo",), ("card",), ()])
def test_a_mistake_is_one_line_and_exit_2(run_cli, argv):
    code, out, err = run_cli("new", *argv)
    assert code == 2 and out == ""
    assert len(err.strip().splitlines()) == 1 and err.startswith("verifier new")
