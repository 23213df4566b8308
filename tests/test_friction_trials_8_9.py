"""New-user trials 8 and 9: friction points answered by a message (tests/golden/newuser_trial_8.md, _9.md)."""
from conftest import MODELS


def test_a_first_main_step_says_it_begins_the_next_main_phase(run_cli, tmp_path):
    """Friction 2 (505.1a, 508.1d): a history begins in a precombat main phase, so a first `step = "main"`
    passes combat; the refusal says so."""
    text = (MODELS / "scenarios" / "trial8_incite_unable.toml").read_text()
    first = '[[event]]\nstarts = "cant-attack"\n'
    text = text.replace(first, '[[event]]\nstep = "main"\n\n' + first, 1)
    path = tmp_path / "incite.toml"
    path.write_text(text)
    code, _, err = run_cli("check", str(path), "--cards", str(MODELS / "cards"))
    assert code == 2 and "step = \"main\" begins the next main phase, after combat, 505.1a" in err, err


def test_an_unless_inside_a_quoted_granted_ability_is_no_condition_of_the_trigger(run_cli, tmp_path):
    """Friction 7 (608.2c, 113.1a): Veiled Serpent's trigger grants a quoted ability whose "unless" is that
    ability's own; the trigger's effect has no condition of its own, and loads."""
    text = (MODELS / "scenarios" / "trial8_veiled_serpent.toml").read_text()
    text = text.replace("it becomes a 4/4 Serpent creature", "it becomes a 4/4 Serpent creature with "
                        "\\\"This creature can't attack unless defending player controls an Island.\\\"")
    path = tmp_path / "serpent.toml"
    path.write_text(text)
    code, out, err = run_cli("check", str(path), "--cards", str(MODELS / "cards"))
    assert code == 0 and "5 claims: 5 ok" in out, out + err


def test_equip_in_an_ability_table_says_it_is_an_attach_event(run_cli, tmp_path):
    """Trial 9, friction 11 (702.6a): "Equip {1}" is an activated ability; an [[ability]] reads "cost: effect"
    texts, and equip is an `attach` event with equip = true."""
    path = tmp_path / "equip.toml"
    path.write_text('[scenario]\nname = "equip"\nturn = "you"\n\n[[card]]\nname = "Test Blade"\ntypes = ["artifact"]\n'
                    'subtypes = ["Equipment"]\nabilities = ["Equip {1}"]\n\n[[object]]\nid = "blade"\ncard = "Test Blade"\n\n'
                    '[[ability]]\nid = "eq"\nsource = "blade"\nability = "Equip {1}"\neffects = []\n\n[[event]]\nactivate = "eq"\n')
    code, _, err = run_cli("check", str(path))
    assert code == 2 and "equip is an `attach` event with equip = true" in err, err
