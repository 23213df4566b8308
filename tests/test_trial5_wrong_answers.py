"""New-user trial 5's silent wrong answers (tests/golden/newuser_trial_5.md), each a probe that
proved a claim false by the rules: now refused or refuted, and a like case that still works."""
import shutil

from conftest import MODELS

PROBES = MODELS.parent / "tests" / "golden" / "newuser_trial_5_probes"


def _probe(name, tmp_path, *edits):
    """The probe's text, with each (old, new) of `edits` replaced, written in tmp_path."""
    text = (PROBES / name).read_text()
    for old, new in edits:
        assert old in text, old
        text = text.replace(old, new)
    path = tmp_path / name
    path.write_text(text)
    return path


# -- 1. a trigger's target restriction, for the [[effect]] it begins (115.1, 603.3d, 608.2b) ------------

def test_own_creature_as_the_effect_target_makes_the_history_impossible(run_cli, tmp_path):
    """"target creature an opponent controls": the effect's target, your own Bears, is no legal target
    as the trigger is put on the stack (603.3d), so the history is impossible."""
    path = tmp_path / "inspired_target_own_creature.toml"
    shutil.copy(PROBES / path.name, path)
    code, _, err = run_cli("check", str(path))
    assert code == 2 and f"{path}:43: error: " in err and \
        "the target of 'inspired', 'bears', is not a legal one as it is put on the stack (603.3d" in err, err


def test_an_opponents_creature_as_the_effect_target_is_shrunk(run_cli, tmp_path):
    path = _probe("inspired_target_own_creature.toml", tmp_path,
                  ('card = "Grizzly Bears"', 'card = "Grizzly Bears"\ncontroller = "opponent"'),
                  ('id = "wrong-own-bears-shrunk"', 'id = "opponents-bears-shrunk"'))
    code, out, err = run_cli("check", str(path))
    assert code == 0 and "1 claims: 1 ok" in out, out + err


def test_a_target_gone_hexproof_as_it_resolves_is_not_shrunk(run_cli, tmp_path):
    """608.2b: the Bears gain hexproof after the trigger is put on the stack: as it resolves its one
    target is illegal, and the effect does not begin."""
    path = _probe("inspired_target_own_creature.toml", tmp_path,
                  ('card = "Grizzly Bears"', 'card = "Grizzly Bears"\ncontroller = "opponent"'),
                  ('[[trigger]]', '[[effect]]\nid = "cover"\ntargets = ["bears"]\nlayer6 = { add_abilities = '
                                  '["hexproof"] }\nuntil = "end of turn"\ncontroller = "opponent"\n\n[[trigger]]'),
                  ('[[event]]\nresolves = "inspired"', '[[event]]\nstarts = "cover"\n\n[[event]]\nresolves = "inspired"'),
                  ('expr = "power(bears) == -1"', 'expr = "power(bears) == 2"'))
    code, out, err = run_cli("check", str(path))
    assert code == 0 and "1 claims: 1 ok" in out, out + err
