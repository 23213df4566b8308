"""Static-ability modes of the development half (issue 24, round W2).  phase.rs's CantBeActivated ("Enchanted
creature gets -1/-1, and its activated abilities can't be activated", Viper's Kiss; "Activated abilities of artifacts
can't be activated") as `forbids = ["activate their activated abilities"]` on the affected permanents, followed for
every activated ability, mana abilities too (602.5, 605.1a, 605.3a); "can't attack alone" / "can't block alone"
(CombatAlone, 508.1c, 509.1b), "can't be blocked unless all creatures defending player controls block it" (509.1b)
and "triggers an additional time" (DoubleTriggers, 603.2d) kept by their text, with the loader's guards refusing
the histories they would change.  Skipped where the `cards` extra is absent."""
import tomllib

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from conftest import claim, examples, generated_card, retexted, trial_body, verdict
from reference.activation_bans import Ban, Permanent, can_tap_for_mana
from verifier.errors import ModelError
from verifier.load.loader import load_scenario

pytest.importorskip("phase")
pytest.importorskip("mtg")

from verifier.cards import oracle  # noqa: E402
from verifier.cards.table import generate, to_toml  # noqa: E402
from verifier.cards.translate import translate  # noqa: E402

BAN = "activate their activated abilities"


def _made_up(name: str, text: str, types=("Enchantment",), subtypes=(), **fields):
    rec = {"name": name, "types": list(types), "subtypes": list(subtypes), "text": text, "manaCost": "{2}{W}",
           "layout": "normal", "colorIdentity": ["W"], **fields}
    return translate(rec, oracle.face(rec))


# -- "its activated abilities can't be activated" (602.5) ------------------------------------------------------

def test_vipers_kiss_forbids_the_enchanted_creature_s_activated_abilities():
    _, card = generated_card("Viper's Kiss")
    assert card["static"] == [{"ability": "Viper's Kiss", "affects": {"types": ["creature"], "attached": True},
                               "layer7c": {"power": -1, "toughness": -1}, "forbids": [BAN]}]
    assert card["abilities"] == ["Enchant creature"]


@pytest.mark.parametrize("text, affected", [
    ("Activated abilities of artifacts can't be activated.", {"types": ["artifact"]}),
    ("Activated abilities of creatures your opponents control can't be activated.",
     {"types": ["creature"], "controller": "opponent"})])
def test_activated_abilities_of_a_kind_of_permanent(text, affected):
    t = _made_up("Made Up Silence", text)
    assert t.card is not None, t.refusals
    assert t.card["static"] == [{"ability": "Made Up Silence", "affects": affected, "forbids": [BAN]}]


def test_beside_a_combat_rule_the_line_is_also_kept_for_the_combat_guard():
    t = _made_up("Made Up Arrest", "Enchant creature\nEnchanted creature can't attack or block, and its activated "
                 "abilities can't be activated.", subtypes=("Aura",))
    assert t.card is not None, t.refusals
    assert t.card["static"] == [{"ability": "Made Up Arrest", "affects": {"types": ["creature"], "attached": True},
                                 "forbids": [BAN]}]
    assert "Enchanted creature can't attack or block, and its activated abilities can't be activated" in \
        t.card["abilities"]


@pytest.mark.parametrize("text", [
    # an exception (mana abilities go on): not what `forbids` says
    "Enchanted creature gets -1/-1, and its activated abilities can't be activated unless they're mana abilities.",
    # under a condition the ban's parse does not carry
    "As long as you control a Swamp, enchanted creature gets -1/-1 and its activated abilities can't be activated."])
def test_near_forms_stay_refused_naming_their_line(text):
    t = retexted("Viper's Kiss", "Enchant creature\n" + text)
    assert t.card is None and any(text in r and ("CantBeActivated" in r or "602.5" in r) for r in t.refusals), \
        t.refusals


_KISSED = '''[scenario]
name = "kiss"
turn = "you"

[[card]]
name = "Test Pumping Elves"
mana_cost = "{G}"
colors = ["green"]
types = ["creature"]
subtypes = ["Elf"]
power = 2
toughness = 2
abilities = ["{T}: Add {G}", "{G}: This creature gets +1/+0 until end of turn."]

[[object]]
id = "elves"
card = "Test Pumping Elves"
since_turn_began = true

[[object]]
id = "forest"
card = "Forest"

[[object]]
id = "kiss"
card = "Viper's Kiss"
attached_to = "elves"

[[event]]
step = "main"
label = "kissed"

[[event]]
leaves = "kiss"
into = "graveyard"
label = "gone"
'''
PUMP = "can_activate(elves, '{G}: This creature gets +1/+0 until end of turn.')"


@pytest.mark.parametrize("expr, at, expect", [
    ("not can_tap_for_mana(elves) and can_tap_for_mana(forest) and power(elves) == 1", "kissed", "proved"),
    (PUMP, "kissed", "refuted"),  # (paid with the Forest: forbidden all the same)
    (f"can_tap_for_mana(elves) and {PUMP} and power(elves) == 2", "gone", "proved")])
def test_the_kissed_creature_s_mana_ability_and_others_are_stopped_while_the_aura_is_there(write_model, expr, at,
                                                                                             expect):
    assert verdict(write_model(_KISSED + claim(expr, expect, extra=f'at = "{at}"'))) == expect


def test_a_static_saying_the_words_without_forbids_is_refused(write_model):
    text = _KISSED.replace('card = "Viper\'s Kiss"', 'card = "Test Kiss"') + '''
[[card]]
name = "Test Kiss"
types = ["enchantment"]
subtypes = ["Aura"]
enchant = { types = ["creature"] }

[[card.static]]
ability = "Enchanted creature gets -1/-1, and its activated abilities can't be activated."
affects = { attached = true, types = ["creature"] }
layer7c = { power = -1, toughness = -1 }
'''
    with pytest.raises(ModelError, match="forbids what forbids does not say"):
        load_scenario(write_model(text + claim("power(elves) == 1", extra='at = "kissed"')))


def test_a_ban_kept_by_its_text_refuses_tapping_for_mana_beside_it(write_model):
    # 605.3a: a mana ability is activated too: a text the model does not follow stops it
    text = '''[scenario]
name = "kept"
turn = "opponent"

[[card]]
name = "Test Kept Ban"
types = ["enchantment"]
abilities = ["Your opponents can't activate abilities of artifacts."]

[[object]]
id = "ban"
card = "Test Kept Ban"

[[object]]
id = "rock"
card = "Test Rock"
controller = "opponent"

[[card]]
name = "Test Rock"
types = ["artifact"]
abilities = ["{T}: Add {C}"]

[[event]]
step = "main"
label = "m"
'''
    with pytest.raises(ModelError, match="changes what can be activated"):
        load_scenario(write_model(text + claim("can_tap_for_mana(rock)", extra='at = "m"')))


# -- a differential against a reference written from 602.5 and 605.1a apart from the verifier ------------------

_KINDS = {"rock": (("artifact",), "Test Rock", '["artifact"]', "{C}"),
          "elf": (("creature",), "Test Elf", '["creature"]', "{G}"),
          "golem": (("artifact", "creature"), "Test Golem", '["artifact", "creature"]', "{C}")}
_LINES = {"artifacts": "Activated abilities of artifacts can't be activated.",
          "creatures": "Activated abilities of creatures can't be activated.",
          "their creatures": "Activated abilities of creatures your opponents control can't be activated."}
PERMANENT = st.tuples(st.sampled_from(sorted(_KINDS)), st.booleans(), st.booleans())


@settings(max_examples=examples(10), deadline=None, derandomize=True, database=None,
          suppress_health_check=[HealthCheck.too_slow, HealthCheck.function_scoped_fixture])
@given(st.lists(PERMANENT, min_size=1, max_size=3), st.sampled_from(["aura", *sorted(_LINES)]), st.integers(0, 2))
def test_tapping_for_mana_beside_a_ban_matches_the_reference(write_model, perms, how, host):
    host = host % len(perms)
    text = '[scenario]\nname = "d"\nturn = "you"\n'
    for kind, (types, name, written, mana) in _KINDS.items():
        pt = "power = 2\ntoughness = 2\n" if "creature" in types else ""
        text += f'\n[[card]]\nname = "{name}"\ntypes = {written}\n{pt}abilities = ["{{T}}: Add {mana}"]\n'
    perms = [Permanent(_KINDS[k][0], mine, tapped) for k, mine, tapped in perms]
    if how == "aura":  # (Viper's Kiss, generated as the scenario names it, on a creature: -1/-1 leaves it 1/1)
        ban, name = Ban(enchanted=host), "Viper's Kiss"
        if "creature" not in perms[host].types:
            perms[host] = Permanent(("creature",), perms[host].mine, perms[host].tapped)
    else:
        t = _made_up("Made Up Ban", _LINES[how])
        assert t.card is not None, t.refusals
        text += "\n" + to_toml(t.card).split("\n", 1)[1]
        ban, name = Ban(of_type=how.split()[-1].rstrip("s"), theirs=how.startswith("their")), "Made Up Ban"
    for i, p in enumerate(perms):
        kind = next(k for k, v in _KINDS.items() if v[0] == p.types)
        text += (f'\n[[object]]\nid = "o{i}"\ncard = "{_KINDS[kind][1]}"\ncontroller = '
                 f'"{"you" if p.mine else "opponent"}"\nsince_turn_began = true\n' + ("tapped = true\n" if p.tapped
                                                                                       else ""))
    text += f'\n[[object]]\nid = "ban"\ncard = "{name}"\n' + (f'attached_to = "o{host}"\n' if how == "aura" else "")
    text += '\n[[event]]\nstep = "main"\nlabel = "m"\n'
    expr = " and ".join(("" if can_tap_for_mana(i, p, ban) else "not ") + f"can_tap_for_mana(o{i})"
                        for i, p in enumerate(perms))
    assert verdict(write_model(text + claim(expr, extra='at = "m"'))) == "proved"


# -- combat rules and additional triggers kept by their text, with their guards ---------------------------------

@pytest.mark.parametrize("text", ["This creature can't attack alone.", "This creature can't block alone.",
                                  "This creature can't be blocked unless all creatures defending player controls "
                                  "block it."])
def test_combat_rules_are_kept_by_their_text_with_a_note(text):
    t = _made_up("Made Up Loner", text, types=("Creature",), power="2", toughness="2")
    assert t.card is not None, t.refusals
    assert t.card["abilities"] == [text.rstrip(".")] and "static" not in t.card
    assert any(n.startswith("not followed:") and "the loader refuses a scenario it would change" in n
               for n in t.notes), t.notes


_DOUBLER = ("If an artifact or creature entering the battlefield causes a triggered ability of a permanent you "
            "control to trigger, that ability triggers an additional time.")


def test_additional_triggers_are_kept_by_their_text_with_a_note():
    t = _made_up("Made Up Doubler", _DOUBLER, types=("Artifact",))
    assert t.card is not None, t.refusals
    assert t.card["abilities"] == [_DOUBLER.rstrip(".")]
    assert any("DoubleTriggers" in n for n in t.notes), t.notes


def _scenario(card, events):
    return ('[scenario]\nname = "g"\nturn = "you"\n\n' + to_toml(card).split("\n", 1)[1] +
            f'\n[[object]]\nid = "x"\ncard = "{card["name"]}"\nsince_turn_began = true\n\n[[object]]\nid = "b"\n'
            'card = "Grizzly Bears"\ncontroller = "opponent"\n' + events)


_ATTACK = '\n[[event]]\nstep = "combat"\n\n[[event]]\nattacks = "x"\n'


@pytest.mark.parametrize("text, events, refusal", [
    ("This creature can't attack alone.", _ATTACK, "can't attack alone"),
    ("This creature can't be blocked unless all creatures defending player controls block it.",
     _ATTACK + '\n[[event]]\nblocks = "b"\nattacker = "x"\n', "can't be blocked unless"),
    (_DOUBLER, '\n[[event]]\nstep = "main"\n', "603.2d")])
def test_the_guards_refuse_a_history_the_kept_rule_would_change(write_model, text, events, refusal):
    card = _made_up("Made Up Rule", text, types=("Creature",), power="2", toughness="2").card
    assert verdict(write_model(_scenario(card, "") + claim("power(x) == 2"))) == "proved"  # (a board: loads)
    with pytest.raises(ModelError, match=refusal):
        load_scenario(write_model(_scenario(card, events) + claim("power(x) == 2")))


def test_tromokratis_no_longer_refused_for_its_block_rule_but_for_its_hexproof_unless():
    text, refusals = generate("Tromokratis")
    assert text is None and not any("CantBeBlockedUnlessAllBlock" in r for r in refusals)
    assert any("unless it's attacking or blocking" in r for r in refusals), refusals


def test_spending_as_any_colour_to_activate_is_no_permission_for_every_cost():
    # "... to activate abilities of creatures you control": a spending permission the model does not restrict so,
    # kept by its text since round Y4 (the activation guards read it), never a spend_as_though table
    text, refusals = generate("Agatha's Soul Cauldron")
    assert text is not None and "spend_as_though" not in text and \
        "to activate abilities of creatures you control" in text, refusals


def test_each_newly_translated_card_loads_in_its_trial(write_model):
    text, _ = generate("Viper's Kiss")
    body = trial_body("Viper's Kiss", text)
    assert verdict(write_model(body + claim("power(bear) == 1"))) == "proved"
    assert tomllib.loads(text)["card"][0]["static"][0]["forbids"] == [BAN]


def test_a_kept_mode_whose_line_says_more_than_its_sentence_is_refused():
    # phase.rs parses "has flying and can't attack or block alone" as the two combat rules only: kept by its text,
    # the flying would be dropped, so the line is refused, naming it
    line = "This creature has flying and can't attack or block alone."
    t = _made_up("Made Up Flyer", line, types=("Creature",), power="2", toughness="2")
    assert t.card is None and any("CombatAlone" in r and line in r for r in t.refusals), t.refusals


# -- "can't be enchanted by other Auras" (phase.rs's Other: CantBeEnchanted, 303.4c) ------------------------------

def test_consecrate_land_keeps_its_attach_rule_by_its_text():
    text, card = generated_card("Consecrate Land")
    assert card["static"] == [{"ability": "Consecrate Land", "affects": {"types": ["land"], "attached": True},
                               "layer6": {"add_abilities": ["indestructible"]}}]
    assert "Enchanted land has indestructible and can't be enchanted by other Auras" in card["abilities"]
    assert "not followed: Other" in text


_CONSECRATED = '''[scenario]
name = "cl"
turn = "you"

[[card]]
name = "Test Land Aura"
types = ["enchantment"]
subtypes = ["Aura"]
enchant = { types = ["land"] }

[[object]]
id = "forest"
card = "Forest"

[[object]]
id = "cl"
card = "Consecrate Land"
attached_to = "forest"

[[object]]
id = "a"
card = "Test Land Aura"
'''


@pytest.mark.parametrize("more", ['attached_to = "forest"\n', '\n[[event]]\nattach = "a"\nto = "forest"\n'])
def test_consecrate_land_loads_and_the_attaching_guard_refuses_another_aura_on_its_land(write_model, more):
    # indestructible from the Aura (702.12b, layer 6) is followed; another Aura on the land, on the board or by an
    # event, is refused (303.4c: kept by its text)
    assert verdict(write_model(_CONSECRATED + claim("has_ability(forest, 'indestructible')"))) == "proved"
    with pytest.raises(ModelError, match="can't be enchanted by other Auras"):
        load_scenario(write_model(_CONSECRATED + more + claim("on_battlefield(forest)")))
