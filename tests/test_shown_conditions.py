"""Conditions read off the board, not stated (draw 8's audit: Balan, Thran Golem, Twinblade Paladin, Favorable
Destiny, tests/golden/draw8_audit_AUD8A.md).  A static ability's condition the scenario stated as a fact was
believed where the listed board contradicted it.  Now the translator writes, where phase.rs's structure reads the
same as the words:

- "as long as ~ is enchanted / equipped": `condition = { itself = { enchanted = true } }`, a status of the
  ability's own object (301.5), at every point of a history;
- "as long as you have N or more (N or less) life": `{ life_at_least = N }` (`life_at_most`), the controller's life
  total as the scenario gives it (119.1), refused beside a history that could change it (120.3a, 119.3);
- "as long as you control another multicolored permanent", "a white creature": colours, supertypes and
  "nontoken" before the noun (105.2, 105.4, 205.4a); "a white or black permanent", "a Goblin or Orc", "an
  artifact or enchantment" (either); "exactly one creature";
- "as long as you control your commander" (lieutenant): a commander you own (903.3) among what you control;
- "as long as an opponent controls an Island", "no opponent controls a white or blue creature":
  `opponents_control`, as `you_control` of the other player (102.2: the model's game has two players);

- "as long as two or more Equipment are attached to it": `{ attachments = { subtypes = ["Equipment"], of =
  "itself" }, at_least = 2 }` (Balan), or `of = "host"` where "it" is what the card equips (Brass Knuckles),
  counted at every point (301.5);

and refuses a condition on the most common colour among permanents, which the board shows and no key reads (Sulam
Djinn's "green is the most common color among all permanents", draw 9's audit), on what another object's controller controls (Favorable Destiny's "its controller"), and one cut short at a
comma (Kosei's "is enchanted, equipped, and has a counter on it").  The auditors' probes, with the stated fact
taken out, now give the rules' answer.  Skipped where the `cards` extra is absent."""
import re
import shutil

import pytest

from conftest import MODELS, generated_card

PROBES = MODELS.parent / "tests" / "golden" / "draw8_audit_probes"


@pytest.fixture(autouse=True)
def _corpus():
    pytest.importorskip("phase")
    pytest.importorskip("mtg")


def _conditions(name: str) -> list:
    return [s.get("condition") for s in generated_card(name)[1].get("static", [])]


@pytest.mark.parametrize("name, condition", [
    ("Thran Golem", {"itself": {"enchanted": True}}),
    ("Armory Veteran", {"itself": {"equipped": True}}),
    ("Twinblade Paladin", {"life_at_least": 25}),
    ("Serra Ascendant", {"life_at_least": 30}),
    ("Bant Sureblade", {"you_control": {"colors_at_least": 2, "other": True}}),
    ("Balan, Wandering Knight", {"attachments": {"subtypes": ["Equipment"], "of": "itself"}, "at_least": 2}),
    ("Brass Knuckles", {"attachments": {"subtypes": ["Equipment"], "of": "host"}, "at_least": 2}),
    ("Tide Shaper", {"opponents_control": {"subtypes": ["Island"]}}),
    ("Kavu Runner", {"opponents_control": {"colors": ["white", "blue"], "types": ["creature"]}, "at_most": 0}),
    ("Erebos's Titan", {"opponents_control": {"types": ["creature"]}, "at_most": 0}),
    ("Skyshroud Elite", {"opponents_control": {"non_supertypes": ["basic"], "types": ["land"]}}),
    ("Abzan Runemark", {"you_control": {"colors": ["black", "green"]}}),
    ("Hungry Ridgewolf", {"you_control": {"subtypes": ["Wolf", "Werewolf"], "other": True}}),
    ("Flutterfox", {"you_control": {"any_of": [{"types": ["artifact"]}, {"types": ["enchantment"]}]}}),
    ("Toby, Beastie Befriender", {"you_control": {"types": ["creature"], "token": True}, "at_least": 4}),
    ("Thunderfoot Baloth", {"you_control": {"commander": True, "owner": "you"}}),
    # (the cards in a graveyard: a fact the scenario states, refused where it lists cards there, `zones`)
    ("Akawalli, the Seething Tower", "there are four or more permanent cards in your graveyard"),
])
def test_a_condition_the_board_shows_is_written_as_a_table(name, condition):
    assert condition in _conditions(name)


@pytest.mark.parametrize("name, words", [
    ("Favorable Destiny", "a condition on what another object's controller controls"),
    ("Kosei, Penitent Warlord", "a condition read shorter than its words"),
    # (what the battlefield shows, not read: kept as a stated fact, the listed board could contradict it)
    ("Sulam Djinn", "a condition on what the battlefield shows, not read"),
    ("Heroic Defiance", "a condition on what the battlefield shows, not read"),
])
def test_a_condition_it_cannot_read_off_the_board_is_refused(name, words):
    from verifier.cards.table import generate
    text, refusals = generate(name)
    assert text is None and any(words in r for r in refusals), refusals


def _unstated(tmp_path, probe: str, *, life: str = None) -> str:
    """The audit's probe with its stated fact taken out (and its life totals changed)."""
    text = re.sub(r"(?m)^conditions = .*\n", "", (PROBES / f"{probe}.toml").read_text())
    if life is not None:
        text = re.sub(r"(?m)^life = .*$", f"life = {life}", text)
    path = tmp_path / f"{probe}.toml"
    path.write_text(text)
    return str(path)


@pytest.mark.parametrize("probe, life, code, verdict", [
    ("thran_golem_enchanted_stated_false", None, 0, "proved"),       # an Aura attached (303.4): flying
    ("thran_golem_unenchanted_stated", None, 0, None),                # none: no flying (the probe's own claim)
    ("thran_golem_aura_cast", None, 0, "proved"),                     # an Aura cast on it resolves: 5/5 trample
    ("twinblade_paladin_life_contradiction", None, 0, "refuted"),    # 20 life: no double strike
    ("twinblade_paladin_life_30", None, 0, "proved"),                # 30 life: double strike
    ("balan_two_equipment", None, 0, "proved"),                      # two Equipment attached: double strike
    ("balan_one_equipment_stated_true", None, 0, None),              # one: none (the probe's two claims)
    ("balan_stated_false_contradiction", None, 0, "proved"),
    ("balan_equip_second", None, 0, "proved"),                       # a second one equipped (702.6a): double strike
])
def test_the_auditors_probes_without_the_stated_fact(run_cli, tmp_path, probe, life, code, verdict):
    got, out, err = run_cli("check", _unstated(tmp_path, probe, life=life))
    assert got == code, out + err
    if verdict is not None:
        assert f": {verdict} (expected" in out, out


def test_an_unenchanted_golem_has_no_flying(run_cli, tmp_path):
    path = tmp_path / "golem.toml"
    path.write_text('[scenario]\nname = "x"\n\n[[object]]\nid = "g"\ncard = "Thran Golem"\n\n[[claim]]\nid = "c"\n'
                    'expr = \'has_ability(g, "flying") or power(g) != 3\'\nexpect = "refuted"\n')
    code, out, err = run_cli("check", str(path))
    assert code == 0 and "c: refuted (expected refuted) ok" in out, out + err


def test_a_life_condition_beside_a_history_is_refused(run_cli, tmp_path):
    """Serra Ascendant at 30 life: a board shows it 6/6 flying; any event (damage, 120.3a; life paid, 119.4) could
    change the life total the condition reads, which the layers read as the scenario gives it."""
    head = '[scenario]\nname = "x"\nlife = { you = 30, opponent = 20 }\n\n[[object]]\nid = "s"\n' \
           'card = "Serra Ascendant"\n\n[[claim]]\nid = "c"\nexpr = \'power(s) == 6 and has_ability(s, "flying")\'\n' \
           'expect = "proved"\n'
    board = tmp_path / "board.toml"
    board.write_text(head)
    code, out, err = run_cli("check", str(board))
    assert code == 0 and "c: proved (expected proved) ok" in out, out + err
    board.write_text(head.replace("30, opponent", "29, opponent"))
    code, out, err = run_cli("check", str(board))
    assert code == 1 and "c: refuted" in out, out + err
    history = tmp_path / "history.toml"
    history.write_text(head + '\n[[event]]\nstep = "main"\n')
    code, out, err = run_cli("check", str(history))
    assert code == 2 and "reads a life total (119.1)" in err and "history.toml:15" in err, out + err


@pytest.mark.parametrize("second, verdict", [(False, "refuted"), (True, "proved")])
def test_brass_knuckles_counts_itself_among_the_equipment_on_its_creature(run_cli, tmp_path, second, verdict):
    """Brass Knuckles is one of the Equipment attached to the creature it equips (301.5): with another one
    attached too, two are, and the creature has double strike; alone, one is."""
    text = '[scenario]\nname = "x"\n\n[[object]]\nid = "b"\ncard = "Grizzly Bears"\n\n[[object]]\nid = "k"\n' \
           'card = "Brass Knuckles"\nattached_to = "b"\n'
    if second:
        text += '\n[[object]]\nid = "axe"\ncard = "Marauder\'s Axe"\nattached_to = "b"\n'
    text += '\n[[claim]]\nid = "c"\nexpr = \'has_ability(b, "double strike")\'\nexpect = "%s"\n' % verdict
    path = tmp_path / "knuckles.toml"
    path.write_text(text)
    code, out, err = run_cli("check", str(path))
    assert code == 0 and f"c: {verdict} (expected {verdict}) ok" in out, out + err


def _board(tmp_path, objects, claim: str, verdict: str) -> str:
    text = '[scenario]\nname = "x"\n' + "".join(
        f'\n[[object]]\nid = "{oid}"\ncard = "{card}"\n' + (f'controller = "{who}"\n' if who else "")
        for oid, card, who in objects)
    text += f"\n[[claim]]\nid = \"c\"\nexpr = '{claim}'\nexpect = \"{verdict}\"\n"
    path = tmp_path / "board.toml"
    path.write_text(text)
    return str(path)


@pytest.mark.parametrize("theirs, verdict", [("Savannah Lions", "refuted"), ("Goblin Piker", "proved"),
                                             ("Llanowar Elves", "proved")])
def test_kavu_runner_has_haste_while_no_opponent_controls_a_white_or_blue_creature(run_cli, tmp_path, theirs,
                                                                                  verdict):
    path = _board(tmp_path, [("k", "Kavu Runner", None), ("t", theirs, "opponent"), ("mine", "Savannah Lions", None)],
                  'has_ability(k, "haste")', verdict)
    code, out, err = run_cli("check", path)
    assert f"c: {verdict} (expected {verdict}) ok" in out, out + err


@pytest.mark.parametrize("other, verdict", [("Ornithopter", "proved"), ("Glorious Anthem", "proved"),
                                            ("Grizzly Bears", "refuted")])
def test_flutterfox_flies_while_you_control_an_artifact_or_enchantment(run_cli, tmp_path, other, verdict):
    path = _board(tmp_path, [("f", "Flutterfox", None), ("o", other, None)], 'has_ability(f, "flying")', verdict)
    code, out, err = run_cli("check", path)
    assert f"c: {verdict} (expected {verdict}) ok" in out, out + err


@pytest.mark.parametrize("commander, verdict", [(True, "proved"), (False, "refuted")])
def test_a_lieutenant_gets_its_bonus_while_you_control_your_commander(run_cli, tmp_path, commander, verdict):
    """Thunderfoot Baloth (lieutenant): +2/+2 while you control your commander (903.3), a designation of the card."""
    text = '[scenario]\nname = "x"\n\n[[object]]\nid = "b"\ncard = "Thunderfoot Baloth"\n\n[[object]]\n' \
           'id = "c"\ncard = "Grizzly Bears"\n' + ("commander = true\n" if commander else "") + \
           f'\n[[claim]]\nid = "c1"\nexpr = "power(b) == 7"\nexpect = "{verdict}"\n'
    path = tmp_path / "lieutenant.toml"
    path.write_text(text)
    code, out, err = run_cli("check", str(path))
    assert f"c1: {verdict} (expected {verdict}) ok" in out, out + err


@pytest.mark.parametrize("host, verdict", [("Elite Vanguard", "proved"), ("Grizzly Bears", "refuted")])
def test_bladed_bracers_gives_vigilance_to_a_human_or_an_angel(run_cli, tmp_path, host, verdict):
    """"As long as equipped creature is a Human or an Angel, it has vigilance": read as what it affects, the equipped
    creature while it is either (611.3a, 205.3m), as phase.rs reads it."""
    text = f'[scenario]\nname = "x"\n\n[[object]]\nid = "h"\ncard = "{host}"\n\n[[object]]\nid = "b"\n' \
           'card = "Bladed Bracers"\nattached_to = "h"\n\n[[claim]]\nid = "c"\n' \
           f'expr = \'has_ability(h, "vigilance")\'\nexpect = "{verdict}"\n'
    path = tmp_path / "bracers.toml"
    path.write_text(text)
    code, out, err = run_cli("check", str(path))
    assert f"c: {verdict} (expected {verdict}) ok" in out, out + err
