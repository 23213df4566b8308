"""New-user trial 6's silent wrong answers (tests/golden/newuser_trial_6.md), three of them fixed: a
modal trigger's table doing what only a mode not chosen says (700.2b), a trigger creating every token
declared for it where its text names how many (111.1), and `of` dropping the condition's "you control"
(603.2, 109.5).  Each probe of
tests/golden/newuser_trial_6_probes is now refused with its line."""
import shutil

import pytest

from conftest import MODELS

PROBES = MODELS.parent / "tests" / "golden" / "newuser_trial_6_probes"


def _checked(run_cli, tmp_path, name, text=None):
    path = tmp_path / name
    if text is None:
        shutil.copy(PROBES / name, path)
    else:
        path.write_text(text)
    return path, run_cli("check", str(path))


def test_a_modal_trigger_does_only_what_its_mode_says(run_cli, tmp_path):
    """700.2b: mode 1 (the Kor Ally token) with the other mode's anthem in `effects`."""
    path, (code, _, err) = _checked(run_cli, tmp_path, "modal_trigger_both_modes.toml")
    assert code == 2 and f"{path}:57: error: trigger 'landfall': 'effects' begins an effect (611.2), which only a " \
        "mode not chosen says" in err, err


def test_a_trigger_creates_as_many_tokens_as_its_text_says(run_cli, tmp_path):
    """111.1: "create two 1/1 green Insect creature tokens" with three objects declared for it is
    refused; with the two Insects alone it loads and both enter."""
    path, (code, _, err) = _checked(run_cli, tmp_path, "cast_trigger_token_count_unchecked.toml")
    assert code == 2 and "its text creates 2 tokens, and 3 [[object]]s are declared" in err, err
    text = (PROBES / "cast_trigger_token_count_unchecked.toml").read_text()
    two = text.replace('[[object]]\nid = "dragon"\ncard = "Dragon Token"\ncreated_by = "swarm-trigger"\n', "")
    assert two != text
    start = two.index("[[claim]]")
    two = two[:start] + ('[[claim]]\nid = "two"\nat = "tokens"\nexpr = "on_battlefield(\'insect-1\') and '
                         'on_battlefield(\'insect-2\')"\nexpect = "proved"\n')
    path, (code, out, err) = _checked(run_cli, tmp_path, "two.toml", two)
    assert code == 0 and "two: proved (expected proved) ok" in out, err


def test_of_says_whose_objects_the_condition_waits_for(run_cli, tmp_path):
    """603.2, 109.5: "another creature you control enters" with `of` dropping "you control" let an
    opponent's creature trigger Ambuscade Shaman; refused, and with the controller said the
    opponent's creature does not trigger it (its resolution is then impossible)."""
    pytest.importorskip("phase")
    pytest.importorskip("mtg")
    path, (code, _, err) = _checked(run_cli, tmp_path, "enters_trigger_of_ignores_you_control.toml")
    assert code == 2 and f"{path}:34: error: trigger 'shaman-trigger': its condition" in err and \
        "of says controller = 'you'" in err, err
    text = (PROBES / "enters_trigger_of_ignores_you_control.toml").read_text()
    said = text.replace('of = { types = ["creature"] }', 'of = { types = ["creature"], controller = "you" }')
    path, (code, _, err) = _checked(run_cli, tmp_path, "said.toml", said)
    assert code == 2 and "'shaman-trigger' is not on the stack: it did not trigger" in err, err


def test_a_trigger_that_sacrifices_its_source_is_no_destroy(run_cli, tmp_path):
    """New-user trial 7's wrong answer: Domestication's "sacrifice this Aura" written as `destroy` let an
    indestructible Aura survive (701.21a, 702.12b). `destroy` where the text does not destroy is refused
    (608.2c); with `sacrifice` the indestructible Aura goes."""
    probes = PROBES.parent / "newuser_trial_7_probes"
    path = tmp_path / "probe.toml"
    text = (probes / "trigger_sacrifice_text_accepts_destroy.toml").read_text()
    path.write_text(text)
    code, _, err = run_cli("check", str(path))
    assert code == 2 and "'destroy' destroys (701.8a), which its text" in err, err
    path.write_text(text.replace('destroy = "domestication"', 'sacrifice = "domestication"'))
    code, out, err = run_cli("check", str(path))
    assert "wrong-indestructible-aura-survives-its-sacrifice: refuted (expected proved) MISMATCH" in out, out + err


def test_a_card_with_no_mana_cost_can_not_be_cast_by_paying_it(run_cli, tmp_path):
    """118.6, 202.1b (new-user trial 7's second draw): can_cast of a card whose mana cost is empty was
    true with no lands, though its cast is refused as unpayable; now false, as the cast."""
    path = tmp_path / "probe.toml"
    shutil.copy(PROBES.parent / "newuser_trial_7_probes" / "no_mana_cost_castable.toml", path)
    code, out, err = run_cli("check", str(path))
    assert "wrong-no-mana-cost-castable: refuted (expected proved) MISMATCH" in out, out + err
