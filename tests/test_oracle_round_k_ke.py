"""Oracle forms of the development half (issue 24, round K, KE): "creatures you control but don't
own" (phase.rs's 'Not' of an ownership: in the model's two-player game, owned by the other player,
108.3); "the legend rule doesn't apply to ..." kept by its text, a scenario where two legendary
permanents of one name may meet refused by the loader (704.5j), and "The legend rule doesn't
apply." followed (Mirror Gallery).  Skipped where the `cards` extra is absent."""
import itertools

import pytest

from conftest import claim, generated_card, kept_unread, retexted, trial_body, verdict
from verifier.errors import ModelError
from verifier.load.loader import load_scenario

pytest.importorskip("phase")
pytest.importorskip("mtg")

from verifier.cards import oracle  # noqa: E402
from verifier.cards.filters import affects  # noqa: E402
from verifier.cards.refusal import Refusal  # noqa: E402
from verifier.cards.table import generate  # noqa: E402


def _static_line(name: str, words: str):
    """The line of a card's static ability phase.rs reads, with its affected set."""
    face = oracle.face(oracle.record(name))
    s = next(s for s in face["static_abilities"] if words in s["description"])
    return s["description"], s["affected"]


def test_creatures_you_control_but_dont_own_are_owned_by_the_other_player():
    _, card = generated_card("Don Andres, the Renegade")
    static = card["static"][0]
    assert static["affects"] == {"types": ["creature"], "controller": "you", "owner": "opponent"}
    assert static["layer7c"] == {"power": 2, "toughness": 2}
    assert static["layer6"] == {"add_abilities": ["menace", "deathtouch"]}
    assert static["layer4"] == {"add_subtypes": ["Pirate"]}


def test_the_same_form_on_a_second_card():
    # Laughing Jasper Flint (refused by another line): "Creatures you control but don't own are Mercenaries ..."
    line, affected = _static_line("Laughing Jasper Flint", "don't own")
    assert affects(line, affected, statuses=True) == {"types": ["creature"], "controller": "you", "owner": "opponent"}


def test_a_not_of_something_else_stays_refused_or_kept_unread():
    # Martial Impetus: "each other creature that's attacking one of your opponents" ('Not' of no ownership): the
    # trigger kept by its text unread (113.1, the card's not_followed), the reason in its note
    assert kept_unread(generate("Martial Impetus"), "Whenever enchanted creature attacks",
                       "affected set 'Not' not translated")
    with pytest.raises(Refusal, match="'Not'"):  # a 'Not' of ownership that the line does not say
        affects("Each creature you control.", {"type": "Not", "filter": {
            "type": "Typed", "type_filters": [], "controller": None,
            "properties": [{"type": "Owned", "controller": "You"}]}})


_DON = '''
[[object]]
id = "don"
card = "Don Andres, the Renegade"
controller = "{don}"

[[object]]
id = "bear"
card = "Grizzly Bears"
controller = "{controller}"
owner = "{owner}"
'''


def _expected_bonus(don: str, controller: str, owner: str) -> bool:
    """A reference apart from the translator: the card's words read over the two players: a
    creature its controller controls (110.2) and another player owns (108.3) gets the bonus."""
    return controller == don and owner != don


@pytest.mark.parametrize("don, controller, owner", list(itertools.product(("you", "opponent"), repeat=3)))
def test_dont_own_over_every_owner_and_controller(write_model, don, controller, owner):
    text, _ = generated_card("Don Andres, the Renegade")
    bonus = _expected_bonus(don, controller, owner)
    expr = ("power(bear) == 4 and has_ability(bear, 'deathtouch') and has_subtype(bear, 'Pirate')" if bonus else
            "power(bear) == 2 and not has_ability(bear, 'deathtouch') and not has_subtype(bear, 'Pirate')")
    path = write_model(text + _DON.format(don=don, controller=controller, owner=owner) + claim(expr))
    assert verdict(path) == "proved"


@pytest.mark.parametrize("name", ["Don Andres, the Renegade", "Sliver Gravemother", "Mirror Gallery",
                                  "Archetype of Endurance", "Archetype of Imagination", "Tonberry",
                                  "Dapper Shieldmate", "Diamond City"])
def test_each_newly_translated_card_loads_in_its_trial(write_model, name):
    text, _ = generated_card(name)
    assert verdict(write_model(trial_body(name, text) + claim("on_battlefield(x)"))) == "proved"


def test_the_legend_rule_line_is_kept_with_a_note():
    text, card = generated_card("Sliver Gravemother")
    assert "The \"legend rule\" doesn't apply to Slivers you control" in card["abilities"]
    assert "not followed: LegendRuleDoesntApply" in text and "loader refuses" in text
    text, card = generated_card("Mirror Gallery")  # followed in these words (704.5j): no note
    assert card["abilities"] == ["The \"legend rule\" doesn't apply"] and "not followed" not in text


_TWO = '''
[[object]]
id = "a"
card = "{name}"

[[object]]
id = "b"
card = "{name}"
'''


def test_two_legends_beside_a_kept_legend_rule_change_are_refused(write_model):
    # Two Sliver Gravemothers under one player: whether the legend rule applies is what the kept line
    # changes, so the loader refuses rather than answer by the rule it does not follow
    text, _ = generated_card("Sliver Gravemother")
    with pytest.raises(ModelError, match="changes the legend rule"):
        load_scenario(write_model(text + _TWO.format(name="Sliver Gravemother")))


def test_mirror_gallery_ruling_two_legends_stay(write_model):
    # Mirror Gallery ruling (2005-02-01): it removes the legend rule while on the battlefield: two
    # Sliver Gravemothers beside the generated Mirror Gallery both stay
    text, _ = generated_card("Mirror Gallery")
    sliver, _ = generated_card("Sliver Gravemother")
    body = text + sliver.split("\n", 1)[1] + _TWO.format(name="Sliver Gravemother").replace(
        "\n[[object]]", '\n[[object]]\nid = "g"\ncard = "Mirror Gallery"\n\n[[object]]', 1)
    with pytest.raises(ModelError, match="changes the legend rule"):  # (Gravemother's own line still refused)
        load_scenario(write_model(body))
    donors = _TWO.format(name="Don Andres, the Renegade").replace(
        "\n[[object]]", '\n[[object]]\nid = "g"\ncard = "Mirror Gallery"\n\n[[object]]', 1)
    don, _ = generated_card("Don Andres, the Renegade")
    path = write_model(text + don.split("\n", 1)[1] + donors + claim("on_battlefield(a) and on_battlefield(b)"))
    assert verdict(path) == "proved"


# -- "lose K and can't have or gain K" (613.1f, 101.2) -------------------------------------------

@pytest.mark.parametrize("name, keyword", [("Archetype of Endurance", "hexproof"),
                                           ("Archetype of Imagination", "flying")])
def test_cant_have_or_gain_is_a_loss_in_layer_6_and_a_kept_rule(name, keyword):
    text, card = generated_card(name)
    grant, loss = card["static"]
    assert grant["affects"] == {"types": ["creature"], "controller": "you"}
    assert grant["layer6"] == {"add_abilities": [keyword]}
    assert loss["affects"] == {"types": ["creature"], "controller": "opponent"}
    assert loss["layer6"] == {"remove_abilities": [keyword]}
    assert f"Creatures your opponents control lose {keyword} and can't have or gain {keyword}" in card["abilities"]
    assert "not followed: CantHaveKeyword" in text


def test_a_near_form_stays_refused():
    # a ban on what an ability can do beside its mana abilities, phase.rs's CantBeActivated with an exception, is no
    # "can't have": still refused, naming its line (the form without the exception is read: round W2)
    line = "Enchanted creature gets -1/-1, and its activated abilities can't be activated unless they're mana abilities."
    t = retexted("Viper's Kiss", "Enchant creature\n" + line)
    assert t.card is None and any("CantBeActivated" in r and line in r for r in t.refusals), t.refusals


_ARCHETYPE = '''
[[card]]
name = "Warded Beast"
types = ["creature"]
abilities = ["{keyword}"]
power = 2
toughness = 2

[[object]]
id = "arch"
card = "{name}"

[[object]]
id = "beast"
card = "Warded Beast"
controller = "opponent"

[[object]]
id = "mine"
card = "Warded Beast"
'''


@pytest.mark.parametrize("name, keyword", [("Archetype of Endurance", "hexproof"),
                                           ("Archetype of Imagination", "flying")])
def test_archetype_ruling_its_opponents_creatures_lose_it(write_model, name, keyword):
    # Archetype rulings (2014-02-01): the second ability applies to each creature an opponent controls, no
    # matter when it entered; its own controller's creatures keep and get the keyword
    text, _ = generated_card(name)
    body = text + _ARCHETYPE.format(name=name, keyword=keyword)
    expr = f"not has_ability(beast, '{keyword}') and has_ability(mine, '{keyword}') and has_ability(arch, '{keyword}')"
    assert verdict(write_model(body + claim(expr))) == "proved"


def test_a_grant_beside_it_is_refused(write_model):
    # Archetype ruling: a resolved effect that would give an opponent's creatures the keyword is not created,
    # which the model does not follow: the opponent's Simic Charm beside the Archetype is refused
    text, _ = generated_card("Archetype of Endurance")
    charm = ('\n[[effect]]\nid = "charm"\ncard = "Simic Charm"\n'
             'ability = "Permanents you control gain hexproof until end of turn."\ncontroller = "opponent"\n')
    with pytest.raises(ModelError, match="whatever grants it"):
        load_scenario(write_model(text + _ARCHETYPE.format(name="Archetype of Endurance", keyword="hexproof") + charm))


def test_two_archetypes_of_two_players_are_refused(write_model):
    # Archetype ruling: if you and an opponent each control the same Archetype, no creature has the keyword;
    # each one's grant may reach the other's opponents, which the model does not follow: refused
    text, _ = generated_card("Archetype of Imagination")
    two = _ARCHETYPE.format(name="Archetype of Imagination", keyword="flying") + \
        '\n[[object]]\nid = "arch2"\ncard = "Archetype of Imagination"\ncontroller = "opponent"\n'
    with pytest.raises(ModelError, match="whatever grants it"):
        load_scenario(write_model(text + two))


# -- shield and stun counters it enters with (122.1c-d) -----------------------------------------

@pytest.mark.parametrize("name, kind, tapped", [("Tonberry", "stun", True), ("Dapper Shieldmate", "shield", False),
                                                ("Diamond City", "shield", False)])
def test_it_enters_with_shield_or_stun_counters_kept_as_counters(name, kind, tapped):
    text, card = generated_card(name)
    assert card["enters_with_counters"] == {kind: 1} and card.get("enters_tapped", False) == tapped
    assert f"what the {kind} counter of" in text and "ruled_counters.py" in text


def test_a_keyword_counter_stays_refused(write_model):
    # 122.1b: a keyword counter gives its permanent the keyword, which the model does not follow: still refused
    bears = '[[object]]\nid = "bears"\ncard = "Grizzly Bears"\ncounters = { flying = 1 }\n'
    with pytest.raises(ModelError, match="flying counter gives its permanent that keyword"):
        load_scenario(write_model(bears + claim("power(bears) == 2")))


_TONBERRY = '''
[scenario]
turn = "you"

[[object]]
id = "t"
card = "Tonberry"
zone = "hand"

[[event]]
step = "main"

[[event]]
enters = "t"
label = "in"
'''


def test_tonberry_enters_tapped_with_its_stun_counter(write_model):
    text, _ = generated_card("Tonberry")
    path = write_model(text + _TONBERRY + claim("is_tapped(t) and counters(t, 'stun') == 1", extra='at = "in"'))
    assert verdict(path) == "proved"


def test_cr_122_1d_a_stun_counter_beside_an_untap_step_is_refused(write_model):
    # 122.1d: the next untap step would remove the counter instead of untapping it, which the model does not
    # follow: a history with the turn that would untap it is refused
    text, _ = generated_card("Tonberry")
    turns = '\n[[event]]\nturn = "opponent"\n\n[[event]]\nturn = "you"\n'
    with pytest.raises(ModelError, match="stun counter replaces untapping its permanent .122.1d., which is not modelled"):
        load_scenario(write_model(text + _TONBERRY + turns + claim("is_tapped(t)")))


def test_cr_122_1c_a_shield_counter_beside_any_event_or_damage_is_refused(write_model):
    text, _ = generated_card("Dapper Shieldmate")
    board = '[[object]]\nid = "d"\ncard = "Dapper Shieldmate"\ncounters = { shield = 1 }\n'
    # on a board it is a counter: 2/2, +2/+0 on its controller's turn (the static read beside it)
    assert verdict(write_model(text + '[scenario]\nturn = "you"\n' + board + claim(
        "power(d) == 4 and counters(d, 'shield') == 1"))) == "proved"
    with pytest.raises(ModelError, match="shield counter prevents damage .* which is not modelled"):
        load_scenario(write_model(text + board + '\n[[event]]\nstep = "main"\n' + claim("power(d) == 2")))
    with pytest.raises(ModelError, match="beside damage marked"):
        load_scenario(write_model(text + board + 'damage = 1\n' + claim("power(d) == 2")))


@pytest.mark.parametrize("name, word, rule", [("Dominating Licid", "enchant", "702.5a"),
                                              ("Gliding Licid", "enchant", "702.5a"),
                                              ("Unholy Citadel", "bands with other", "702.22c")])
def test_a_permanent_given_enchant_or_bands_with_other_is_refused_precisely(name, word, rule):
    # "becomes an Aura enchantment with enchant creature": the line shows the parameter, but what an Aura may
    # enchant is its printed enchant line in the model (303.4), never an ability an effect gives; the Licids'
    # activated ability kept by its text unread (113.1, the card's not_followed), the reason in its note
    text, refusals = generate(name)
    if name.endswith("Licid"):
        assert kept_unread((text, refusals), "This creature loses this ability and becomes an Aura enchantment",
                           f"({word}, given by an effect: {rule}"), refusals
    else:
        assert text is None and any(f"({word}, given by an effect: {rule}" in r for r in refusals), refusals
