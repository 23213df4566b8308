"""Oracle forms of round X5 (properties of each affected object): "as long as it's not attacking /
not tapped / not <colour>" on each object a static ability affects, the negated status or colour as
one more filter (506.4, 110.5, 105.2; Arcades Sabboth); "creatures you control with three or more
+1/+1 counters on them", a static ability's `counters_at_least` (122.1; Runadi, Behemoth Caller); a
P/T amount counting "untapped artifacts, creatures, and lands you control", a count's `tapped`, the
status every branch asks for read once (110.5; Maraxus of Keld).  Near forms stay refused naming
their line.  The rulings of Arcades Sabboth and Maraxus of Keld are bundled scenarios; a reference
written apart (tests/reference/untapped_counts.py) is the differential.  Skipped where the `cards`
extra is absent."""
import json
from pathlib import Path

import pytest
from hypothesis import given, settings, strategies as st

from conftest import MODELS, claim, examples, generated_card, retexted, trial_body, verdict
from reference.untapped_counts import arcades_toughness, maraxus, runadi_haste
from verifier.errors import ModelError

pytest.importorskip("phase")
pytest.importorskip("mtg")

from verifier.cards import trial  # noqa: E402
from verifier.cards.table import generate  # noqa: E402

_BEARS = 'card = "Grizzly Bears"\n'


def _objects(*objects: tuple) -> str:
    """[[object]] tables, each (id, card, its other keys)."""
    return "".join(f'\n[[object]]\nid = "{oid}"\ncard = {json.dumps(card)}\n' +
                   "".join(f"{k} = {json.dumps(v)}\n" for k, v in keys.items()) for oid, card, keys in objects)


def _board(turn: str, *objects: tuple) -> str:
    """A scenario's text: whose turn it is, then its objects (`_objects`)."""
    return f'[scenario]\nturn = "{turn}"\n' + _objects(*objects)


def test_arcades_sabboth_reads_untapped_and_not_attacking_on_each_creature():
    # "Each untapped creature you control gets +0/+2 as long as it's not attacking."
    _, card = generated_card("Arcades Sabboth")
    (static,) = card["static"]
    assert static["affects"] == {"types": ["creature"], "controller": "you", "tapped": False, "attacking": False}
    assert static["layer7c"] == {"toughness": 2} and "condition" not in static


@pytest.mark.parametrize("said, key, value", [
    ("not tapped", "tapped", False), ("not untapped", "tapped", True), ("not red", "non_colors", ["red"]),
])
def test_other_negated_statuses_and_colours_on_each_object(said, key, value):
    line = f"Each creature you control gets +0/+2 as long as it's {said}."
    tr = retexted("Arcades Sabboth", "Flying\n" + line)
    assert tr.refusals == [] and tr.card["static"][0]["affects"] == {"types": ["creature"], "controller": "you",
                                                                     key: value}


def test_runadi_reads_three_or_more_counters():
    # "Creatures you control with three or more +1/+1 counters on them have haste."
    _, card = generated_card("Runadi, Behemoth Caller")
    (static,) = card["static"]
    assert static["affects"] == {"types": ["creature"], "controller": "you", "counters_at_least": {"+1/+1": 3}}
    assert static["layer6"] == {"add_abilities": ["haste"]}


def test_maraxus_counts_untapped_permanents_of_three_kinds_once():
    # "Maraxus's power and toughness are each equal to the number of untapped artifacts, creatures, and lands you
    # control."
    _, card = generated_card("Maraxus of Keld")
    (static,) = card["static"]
    count = {"count": {"any_of": [{"types": [t], "controller": "you"} for t in ("artifact", "creature", "land")],
                       "tapped": False}}
    assert static["cda"] is True and static["layer7a"] == {"power": count, "toughness": count}


@pytest.mark.parametrize("name, line, words", [
    # a status the model has no filter for (509.1g), on each affected object
    ("Arcades Sabboth", "Each untapped creature you control gets +0/+2 as long as it's not blocking.",
     "a condition on each affected object not translated"),
    ("Arcades Sabboth", "Each creature you control gets +0/+2 as long as it's not a Dragon.",
     "a condition on each affected object not translated"),
    # "or fewer" counters: no bound the model holds
    ("Runadi, Behemoth Caller", "Creatures you control with three or fewer +1/+1 counters on them have haste.",
     "not translated"),
    # N or more counters in what a count counts: the model asks for them in a static's affected set only
    ("Runadi, Behemoth Caller", "This creature gets +1/+1 for each creature you control with three or more +1/+1 "
                                "counters on it.", "property 'Counters' (3 or more +1/+1 counters) not translated"),
    # a status in a mana ability's amount (106.12: the mana added as the cost is paid)
    ("Runadi, Behemoth Caller", "{T}: Add {G} for each untapped creature you control.",
     "the amount 'for each untapped creature you control' not read"),
])
def test_near_forms_stay_refused_naming_their_line(name, line, words):
    tr = retexted(name, line)
    assert tr.card is None and any(words in r and line in r for r in tr.refusals), tr.refusals


def test_pallimud_counts_the_tapped_lands_of_the_chosen_opponent():
    # "As this creature enters, choose an opponent. Pallimud's power is equal to the number of tapped lands the chosen
    # player controls.": the opponent of the two-player game (102.2), its lands tapped at each point (110.5)
    text, card = generated_card("Pallimud")
    (static,) = card["static"]
    assert static["layer7a"] == {"power": {"count": {"types": ["land"], "controller": "opponent", "tapped": True}}}
    assert static["cda"] is True and card["toughness"] == 3 and "(102.2)" in text


def test_pallimud_power_follows_the_opponents_tapped_lands(write_model):
    body = ('[scenario]\nturn = "opponent"\n\n[[object]]\nid = "p"\ncard = "Pallimud"\n' +
            "".join(f'\n[[object]]\nid = "{i}"\ncard = "Forest"\n{c}' for i, c in
                    (("t1", 'controller = "opponent"\n'), ("t2", 'controller = "opponent"\n'), ("mine", ""))) +
            '\n[[event]]\ntap = "t1"\nlabel = "one"\n\n[[event]]\ntap = "mine"\n\n[[event]]\ntap = "t2"\nlabel = "two"\n')
    expr = "at('one', power(p) == 1) and power(p) == 2 and toughness(p) == 3"
    assert verdict(write_model(body + claim(expr))) == "proved"


@pytest.mark.parametrize("name", ["Arcades Sabboth", "Runadi, Behemoth Caller", "Maraxus of Keld", "Pallimud",
                                  "Curse of Hospitality", "Elturel Survivors", "Konda's Banner"])
def test_each_card_loads_in_its_trial(name, tmp_path):
    text, _ = generate(name)
    path = tmp_path / "s.toml"
    path.write_text(trial.scenario(name, text), encoding="utf-8")
    assert verdict(path) == "proved"


def test_the_rulings_hold_in_the_bundled_scenarios():
    # Arcades Sabboth 2009-10-01 (its own +0/+2 while untapped and not attacking); Maraxus of Keld 2008-04-01 (an
    # artifact creature counted once): every claim as expected, naive readings refuted
    scenarios = Path(MODELS) / "scenarios"
    for name, verdicts in (("statuses_arcades_sabboth", ("proved", "proved", "refuted")),
                           ("statuses_arcades_sabboth_attacking", ("proved",)),
                           ("statuses_maraxus_of_keld", ("proved", "refuted", "proved"))):
        assert tuple(verdict(scenarios / f"{name}.toml", i) for i in range(len(verdicts))) == verdicts, name


@settings(max_examples=examples(10), deadline=None, derandomize=True, database=None)
@given(counters=st.lists(st.tuples(st.integers(0, 4), st.booleans()), min_size=1, max_size=3))
def test_runadi_haste_is_what_the_rules_give(counters, tmp_path_factory):
    text, _ = generate("Runadi, Behemoth Caller")
    body = trial_body("Runadi, Behemoth Caller", text)
    ids = [f"b{i}" for i in range(len(counters))]
    body += "".join(f'\n[[object]]\nid = "{oid}"\n{_BEARS}' + (f'counters = {{ "+1/+1" = {n} }}\n' if n else "") +
                    ("" if yours else 'controller = "opponent"\n') for oid, (n, yours) in zip(ids, counters))
    expr = " and ".join(("" if runadi_haste(n, yours) else "not ") + f"has_ability({oid}, 'haste')"
                        for oid, (n, yours) in zip(ids, counters))
    path = tmp_path_factory.mktemp("runadi") / "s.toml"
    path.write_text(body + claim(expr), encoding="utf-8")
    assert verdict(path) == "proved"


@settings(max_examples=examples(8), deadline=None, derandomize=True, database=None)
@given(others=st.lists(st.tuples(st.sampled_from(["Forest", "Ornithopter", "Grizzly Bears", "Pacifism"]),
                                 st.booleans(), st.booleans()), min_size=1, max_size=3))
def test_maraxus_power_is_what_the_rules_give(others, tmp_path_factory):
    # each other permanent: (card, yours, tapped by the history); Pacifism an enchantment (not counted), on nothing
    # it could enchant, so a creature it is not
    kinds = {"Forest": {"land"}, "Ornithopter": {"artifact", "creature"}, "Grizzly Bears": {"creature"},
             "Pacifism": {"enchantment"}}
    others = [o for o in others if o[0] != "Pacifism"] or [("Forest", True, False)]
    lines = ['[scenario]\nturn = "you"\n\n[[object]]\nid = "m"\ncard = "Maraxus of Keld"\n']
    for i, (card, yours, _) in enumerate(others):
        lines.append(f'\n[[object]]\nid = "o{i}"\ncard = "{card}"\n' + ("" if yours else 'controller = "opponent"\n'))
    lines += [f'\n[[event]]\ntap = "o{i}"\n' for i, (_, _, tapped) in enumerate(others) if tapped]
    n = maraxus([(frozenset(kinds[c]), yours, tapped) for c, yours, tapped in others])
    path = tmp_path_factory.mktemp("maraxus") / "s.toml"
    path.write_text("".join(lines) + claim(f"power(m) == {n} and toughness(m) == {n}"), encoding="utf-8")
    assert verdict(path) == "proved"


@settings(max_examples=examples(8), deadline=None, derandomize=True, database=None)
@given(bears=st.lists(st.tuples(st.booleans(), st.booleans()), min_size=1, max_size=3))
def test_arcades_toughness_is_what_the_rules_give(bears, tmp_path_factory):
    # each Grizzly Bears (2/2): (yours, attacking as stated); the board has every permanent untapped (302.6)
    lines = ['[scenario]\nturn = "you"\n\n[[object]]\nid = "a"\ncard = "Arcades Sabboth"\n']
    for i, (yours, attacking) in enumerate(bears):
        lines.append(f'\n[[object]]\nid = "b{i}"\n{_BEARS}' + ("" if yours else 'controller = "opponent"\n') +
                     ("attacking = true\n" if attacking and yours else ""))
    expr = " and ".join(f"toughness(b{i}) == {arcades_toughness(2, yours, False, attacking and yours)}"
                        for i, (yours, attacking) in enumerate(bears))
    path = tmp_path_factory.mktemp("arcades") / "s.toml"
    path.write_text("".join(lines) + claim(expr + f" and toughness(a) == {arcades_toughness(7, True, False, False)}"),
                    encoding="utf-8")
    assert verdict(path) == "proved"


def test_curse_of_hospitality_reads_creatures_attacking_the_enchanted_player():
    # "Creatures attacking enchanted player have trample." (its combat damage trigger kept by its text)
    _, card = generated_card("Curse of Hospitality")
    (static,) = card["static"]
    assert static["affects"] == {"types": ["creature"], "attacking_player": "enchanted"}
    assert static["layer6"] == {"add_abilities": ["trample"]} and len(card["not_followed"]) == 1


_OPPONENTS = {"controller": "opponent"}


def _cursed(player: str) -> str:
    """The opponent's Curse of Hospitality on `player`, the opponent's Ogre attacking, on their turn."""
    return _board("opponent", ("curse", "Curse of Hospitality", {**_OPPONENTS, "attached_to": player}),
                  ("ogre", "Gray Ogre", {**_OPPONENTS, "attacking": True}))


@pytest.mark.parametrize("player, tramples", [("you", True), ("opponent", False)])
def test_only_creatures_attacking_the_cursed_player_trample(player, tramples, write_model):
    # 303.4m, 506.2: the opponent's Ogre attacks you (the two-player game), so the Curse on you gives it trample and
    # the Curse on the opponent does not (a Curse on its own controller is legal: "Enchant player", 303.4a)
    path = write_model(_cursed(player) + claim("has_ability(ogre, 'trample')"))
    assert verdict(path) == ("proved" if tramples else "refuted")


def test_a_planeswalker_beside_it_is_refused(write_model):
    # 506.2: the Ogre stated attacking may be attacking a planeswalker instead, which the model does not say
    text = _cursed("you") + _objects(("pw", "Tezzeret the Seeker", {}))
    with pytest.raises(ModelError, match="attacking_player, 506.2"):
        verdict(write_model(text + claim("has_ability(ogre, 'trample')")))


def test_elturel_survivors_counts_the_defending_players_lands_as_the_opponents():
    # "As long as this creature is attacking, it gets +X/+0, where X is the number of lands defending player
    # controls.": it attacks under its controller's control, so the defending player is the other one (506.2)
    text, card = generated_card("Elturel Survivors")
    (static,) = card["static"]
    assert static["affects"] == {"self": True, "attacking": True}
    assert static["layer7c"] == {"power": {"count": {"types": ["land"], "controller": "opponent"}}}
    assert "'defending player' of a creature while it is attacking (506.2) is the opponent" in text


@pytest.mark.parametrize("turn, attacking, power", [("you", True, 2), ("opponent", True, 1), ("you", False, 0)])
def test_survivors_power_is_the_lands_of_the_player_it_attacks(turn, attacking, power, write_model):
    # 506.2, 508.1b: attacking, it attacks the player who is not its controller (you: the opponent's two Forests;
    # the opponent's Survivors on their turn: your one); not attacking, nothing (printed 0/4)
    text = _board(turn, ("s", "Elturel Survivors", {"controller": turn, **({"attacking": True} if attacking else {})}),
                  ("f1", "Forest", _OPPONENTS), ("f2", "Forest", _OPPONENTS), ("mine", "Forest", {}))
    assert verdict(write_model(text + claim(f"power(s) == {power} and toughness(s) == 4"))) == "proved"


@pytest.mark.parametrize("line", [
    # defending player of another creature's attack: who attacks is not the ability's controller necessarily
    "Creatures you control get +X/+0, where X is the number of lands defending player controls.",
])
def test_defending_player_elsewhere_stays_refused(line):
    tr = retexted("Elturel Survivors", "Trample\n" + line)
    assert tr.card is None and any(line in r for r in tr.refusals), tr.refusals


def test_kondas_banner_reads_a_colour_shared_with_the_equipped_creature():
    # "Creatures that share a color with equipped creature get +1/+1." (105.2) beside its creature type line
    # (205.3m): the two abilities of the bundled Konda's Banner ruling scenario's "Colour Banner"
    _, card = generated_card("Konda's Banner")
    assert [s["affects"] for s in card["static"]] == [{"types": ["creature"], "shares_color": "attached"},
                                                      {"types": ["creature"], "shares_creature_type": "attached"}]
    scenario = (Path(MODELS) / "scenarios" / "shared_colors_kondas_banner.toml").read_text()
    assert 'affects = { types = ["creature"], shares_color = "attached" }' in scenario
    # its restriction to a legendary creature is kept by its text, the loader refusing an attachment beside it
    assert card["abilities"][0] == "Konda's Banner can be attached only to a legendary creature"


def test_a_colour_shared_in_a_count_stays_refused():
    line = "This creature gets +1/+1 for each other creature that shares a color with it."
    tr = retexted("Isamaru, Hound of Konda", line)
    assert tr.card is None and any(line[:-1] in r for r in tr.refusals), tr.refusals


def test_konda_ruling_scenario_verdicts():
    path = Path(MODELS) / "scenarios" / "shared_colors_kondas_banner.toml"
    assert [verdict(path, i) for i in range(4)] == ["proved", "refuted", "proved", "proved"]


def test_a_haste_permission_for_creatures_attacking_the_cursed_player_is_refused(write_model):
    # attacking_player = "enchanted" is read by the layer system only (303.4m); a permission (302.6) refuses it
    text = '''[[card]]
name = "Test Rush Curse"
types = ["enchantment"]
subtypes = ["Aura", "Curse"]
enchant_player = "player"
abilities = ["Enchant player"]

[[card.static]]
ability = "Creatures attacking enchanted player can attack as though they had haste."
as_though_haste = ["attack"]
affects = { types = ["creature"], attacking_player = "enchanted" }
''' + _objects(("c", "Test Rush Curse", {"attached_to": "opponent"}))
    with pytest.raises(ModelError, match="the player a Curse enchants"):
        verdict(write_model(text + claim("on_battlefield(c)")))
