"""Mana whose spending is restricted (106.6), from Oracle text: "Spend this mana only to cast a
creature spell" (a card type, a subtype, or both) is stated as the table's `spend_only` and
followed in payments; any other restriction or rider on spending ("only to activate
abilities", "can't be spent to cast nonartifact spells", "when you spend this mana ...") is
kept in the table's text, and a scenario that pays with that mana is refused.  Found by an
independent audit (Shang-Chi, Master of Kung Fu, kept as a plain mana ability).  Skipped
where the `cards` extra is not installed."""
import tomllib

import pytest

pytest.importorskip("phase")
pytest.importorskip("mtg")

from verifier.cards.table import generate  # noqa: E402
from verifier.errors import ModelError  # noqa: E402
from verifier.load.loader import load_scenario  # noqa: E402
from verifier.query import check_claim_over, possible_histories  # noqa: E402


def _tables(name):
    text, refusals = generate(name)
    assert text is not None, refusals
    card = tomllib.loads(text)["card"][0]
    return text, card.get("abilities", []), card.get("mana", [])


@pytest.mark.parametrize("name, spend_only", [
    ("Ancient Ziggurat", {"types": ["creature"]}),
    ("Mishra's Workshop", {"types": ["artifact"]}),
    ("Haven of the Spirit Dragon", {"types": ["creature"], "subtypes": ["Dragon"]}),
    ("Unclaimed Territory", {"types": ["creature"], "subtypes": ["chosen"]}),  # 614.12: the type chosen
    ("Delighted Halfling", {"supertypes": ["legendary"]}),  # (and its rider, below)
    ("Great Hall of the Citadel", {"supertypes": ["legendary"]}),
])
def test_a_restriction_to_spells_of_a_kind_is_stated(name, spend_only):
    text, abilities, tables = _tables(name)
    spending = [t for t in tables if "Spend this mana only" in t["ability"]]
    assert [t["spend_only"] for t in spending] == [spend_only]
    assert not any("Spend this mana" in a for a in abilities)  # (the plain form keeps no restricted mana)
    assert "not followed: how its mana is spent" not in text


@pytest.mark.parametrize("name, rider", [
    ("Shang-Chi, Master of Kung Fu", "Spend this mana only to activate abilities of creature sources."),
    ("Pillar of the Paruns", "Spend this mana only to cast a multicolored spell."),
    ("Eldrazi Temple", "Spend this mana only to cast colorless Eldrazi spells or activate abilities"),
    # of the chosen type, to cast or to activate: no `spend_only` (which is to cast only)
    ("Secluded Courtyard", "Spend this mana only to cast a creature spell of the chosen type or activate an ability"),
    ("Eclipsed Realms", "Spend this mana only to cast a spell of the chosen type or activate an ability"),
    ("Hydraulic Helper", "This mana can't be spent to cast a nonartifact spell."),
    # a trigger on spending it (603.2)
    ("Scaled Nurturer", "When you spend this mana to cast a Dragon creature spell, you gain 2 life."),
])
def test_any_other_restriction_is_kept_in_the_table_text_with_a_note(name, rider):
    text, abilities, tables = _tables(name)
    kept = [t for t in tables if rider in t["ability"]]
    assert len(kept) == 1 and "spend_only" not in kept[0]
    assert "a scenario that pays with its mana is refused" in text
    assert not any(rider in a for a in abilities)


CREATURE = '''
[[card]]
name = "Test Bear"
mana_cost = "{G}"
types = ["creature"]
power = 2
toughness = 2
[[object]]
id = "spell"
card = "Test Bear"
zone = "hand"
'''
ARTIFACT = '''
[[card]]
name = "Test Relic"
mana_cost = "{1}"
types = ["artifact"]
[[object]]
id = "spell"
card = "Test Relic"
zone = "hand"
'''


def test_a_rider_that_the_spell_cannot_be_countered_is_stated():
    _, _, tables = _tables("Delighted Halfling")
    assert [t.get("rider") for t in tables] == [{"gives": "can't be countered"}]


def _scenario(tmp_path, source, spell, expr, chosen=None):
    path = tmp_path / "s.toml"
    choice = f'chosen = "{chosen}"\n' if chosen else ""
    path.write_text(generate(source)[0] + f'\n[[object]]\nid = "land"\ncard = "{source}"\n{choice}' + spell +
                    '\n[[event]]\nturn = "you"\nlabel = "now"\n' +
                    f'\n[[claim]]\nid = "c"\nexpr = "{expr}"\nat = "now"\nexpect = "proved"\n')
    return load_scenario(path)


@pytest.mark.parametrize("spell, verdict", [(CREATURE, "proved"), (ARTIFACT, "refuted")])
def test_a_stated_restriction_is_followed_when_casting(tmp_path, spell, verdict):
    # 106.6: Ancient Ziggurat's mana pays for a creature spell, not for an artifact one
    sc = _scenario(tmp_path, "Ancient Ziggurat", spell, "can_cast(spell)")
    assert check_claim_over(possible_histories(sc).encodings, sc.claims[0]).verdict.value == verdict


ELF = CREATURE.replace('power = 2', 'subtypes = ["Elf"]\npower = 2')
LEGEND = CREATURE.replace('power = 2', 'supertypes = ["legendary"]\npower = 2')


@pytest.mark.parametrize("source, chosen, spell, verdict", [
    # 106.6, 614.12: the creature type chosen as it entered
    ("Unclaimed Territory", "Elf", ELF, "proved"),
    ("Unclaimed Territory", "Goblin", ELF, "refuted"),
    ("Unclaimed Territory", "Elf", CREATURE, "refuted"),
    # a supertype: legendary spells only
    ("Delighted Halfling", None, LEGEND, "proved"),
    ("Delighted Halfling", None, CREATURE, "refuted"),
])
def test_restrictions_to_a_chosen_type_or_a_supertype_are_followed(tmp_path, source, chosen, spell, verdict):
    sc = _scenario(tmp_path, source, spell, "can_cast(spell)", chosen)
    assert check_claim_over(possible_histories(sc).encodings, sc.claims[0]).verdict.value == verdict


@pytest.mark.parametrize("source", ["Shang-Chi, Master of Kung Fu", "Pillar of the Paruns", "Scaled Nurturer",
                                    "Secluded Courtyard"])
def test_paying_with_mana_restricted_otherwise_is_refused(tmp_path, source):
    # Shang-Chi's mana may pay only for abilities of creature sources: casting a creature spell with it is not
    # modelled, and refused rather than accepted as if the restriction were not there
    with pytest.raises(ModelError) as err:
        _scenario(tmp_path, source, CREATURE, "can_cast(spell)")
    assert "restricted in how it is spent (106.6)" in err.value.message


def test_what_restricted_mana_could_produce_is_still_answered(tmp_path):
    # 106.7: a spending restriction does not change what the ability could produce
    sc = _scenario(tmp_path, "Shang-Chi, Master of Kung Fu", "", "len(could_produce(land)) == 5")
    assert check_claim_over(possible_histories(sc).encodings, sc.claims[0]).verdict.value == "proved"


def test_a_granted_mana_ability_with_a_restriction_keeps_it(tmp_path):
    # a granted ability with its restriction is a granted table (613.1f) keeping its whole text (Nexos was once
    # translated granting "{T}: Add {C}{C}" alone, and judged right by an earlier audit; then refused): the basic
    # land has it, Nexos does not, and a payment beside it is refused (106.6)
    text, _, tables = _tables("Nexos")
    assert tables == [{"ability": "{T}: Add {C}{C}. Spend this mana only on costs that contain {X}.",
                       "cost": {"tap": True}, "add": [{"mana": ["C"], "amount": 2}], "granted": True}]
    assert "a scenario that pays with its mana is refused" in text
    wastes = '\n[[object]]\nid = "wastes"\ncard = "Wastes"\n'
    for expr, verdict in [("could_produce(wastes) == {'C'} and could_produce(land) == {}", "proved"),
                          ("len(tapped_for_mana(wastes)) == 1", "refuted")]:  # (the granted one adds two)
        sc = _scenario(tmp_path, "Nexos", wastes, expr)
        assert check_claim_over(possible_histories(sc).encodings, sc.claims[0]).verdict.value == verdict
    with pytest.raises(ModelError, match="restricted in how it is spent"):
        _scenario(tmp_path, "Nexos", wastes + CREATURE, "can_cast(spell)")


def test_a_free_kicked_cast_beside_restricted_mana_is_refused(tmp_path):
    """118.9d: a spell cast without paying its mana cost still pays its kicker cost, so mana the model does
    not follow in a payment (Shang-Chi's, only for abilities of creature sources, 106.6) must not pay it:
    the free kicked cast is refused (it was accepted, and with two Forests the kicker {2}{G} was paid with
    Shang-Chi's mana); a free cast that is not kicked pays nothing and is accepted."""
    body = generate("Shang-Chi, Master of Kung Fu")[0] + '''
[[object]]
id = "shang-chi"
card = "Shang-Chi, Master of Kung Fu"

[[object]]
id = "forest-1"
card = "Forest"

[[object]]
id = "forest-2"
card = "Forest"

[[object]]
id = "bears"
card = "Grizzly Bears"

[[object]]
id = "might"
card = "Might of Murasa"
zone = "hand"

[[effect]]
id = "plus-five"
card = "Might of Murasa"
ability = "If this spell was kicked, that creature gets +5/+5 until end of turn instead."
spell = "might"
kicked = KICKED
targets = ["bears"]

[[event]]
turn = "you"

[[event]]
cast = "might"
free = true
EVENT_KICKED
label = "cast"

[[claim]]
id = "c"
at = "cast"
expr = "in_zone(might, 'stack')"
expect = "proved"
'''
    path = tmp_path / "s.toml"
    path.write_text(body.replace("EVENT_KICKED", "kicked = true").replace("KICKED", "true"))
    with pytest.raises(ModelError, match="restricted in how it is spent"):
        load_scenario(path)
    path.write_text(body.replace("EVENT_KICKED", "").replace("KICKED", "false").replace(
        'ability = "If this spell was kicked, that creature gets +5/+5 until end of turn instead."',
        'ability = "Target creature gets +3/+3 until end of turn."'))
    sc = load_scenario(path)
    assert check_claim_over(possible_histories(sc).encodings, sc.claims[0]).verdict.value == "proved"
