"""Oracle forms of the development half (issue 24, round N2): "for each other creature that shares
a creature type with it" in a static ability of an Aura or Equipment, "it" the creature its source
is attached to, or of the object itself (205.3m; a changeling has every creature type, 702.73a),
as a count's `shares_creature_type = "attached" | "source"`, and an affected set sharing one with
equipped creature or with the source; checked against Alpha Status's ruling and against the
reference `tests/reference/shared_types.py` (random boards).  The near forms stay refused: a
count for each creature an effect applies to, and the Crowns' "other creatures that share a
creature type with it" as a sacrificed Aura's ability resolves.  Skipped where the `cards` extra
is absent."""
import tomllib

import pytest
from hypothesis import HealthCheck, given, settings, strategies as st

from conftest import claim, examples, kept_unread, verdict
from reference.shared_types import CHANGELING, alpha_bonus
from verifier.errors import ModelError
from verifier.load.loader import load_scenario

pytest.importorskip("phase")
pytest.importorskip("mtg")

from verifier.cards import oracle  # noqa: E402
from verifier.cards.table import generate  # noqa: E402
from verifier.cards.translate import translate  # noqa: E402

SHARED = {"types": ["creature"], "not_attached": True, "shares_creature_type": "attached"}


def _made_up(name: str, types: list, subtypes: list, text: str):
    rec = {"name": name, "types": types, "subtypes": subtypes, "text": text, "manaCost": "{2}{G}",
           "layout": "normal", "colorIdentity": ["G"]}
    return translate(rec, oracle.face(rec))


def test_alpha_status_counts_creatures_sharing_a_type_with_the_enchanted_one():
    text, refusals = generate("Alpha Status")
    assert text is not None, refusals
    card = tomllib.loads(text)["card"][0]
    assert card["static"] == [{"ability": "Alpha Status", "affects": {"types": ["creature"], "attached": True},
                               "layer7c": {"power": {"count": SHARED, "times": 2},
                                           "toughness": {"count": SHARED, "times": 2}}}]


def test_an_equipment_counts_those_you_control_sharing_a_type_with_equipped_creature():
    t = _made_up("Made Up Banner", ["Artifact"], ["Equipment"],
                 "Equipped creature gets +1/+1 for each other creature you control that shares a creature type "
                 "with it.\nEquip {2}")
    assert t.card is not None, t.refusals
    count = {**SHARED, "controller": "you"}
    assert t.card["static"][0]["layer7c"] == {"power": {"count": count}, "toughness": {"count": count}}


def test_a_count_on_the_ability_s_own_object_shares_with_it():
    t = _made_up("Made Up Lord", ["Creature"], ["Elf"],
                 "This creature gets +1/+1 for each other creature that shares a creature type with it.")
    assert t.card is not None, t.refusals
    count = {"types": ["creature"], "other": True, "shares_creature_type": "source"}
    assert t.card["static"][0]["layer7c"] == {"power": {"count": count}, "toughness": {"count": count}}


def test_affected_sets_sharing_with_equipped_creature_or_the_source():
    t = _made_up("Made Up Banner", ["Artifact"], ["Equipment"],
                 "Creatures that share a creature type with equipped creature get +1/+1.\nEquip {2}")
    assert t.card["static"][0]["affects"] == {"types": ["creature"], "shares_creature_type": "attached"}
    t = _made_up("Made Up Lord", ["Creature"], ["Goblin"],
                 "Other creatures you control that share a creature type with this creature get +1/+1.")
    assert t.card["static"][0]["affects"] == {"types": ["creature"], "controller": "you", "other": True,
                                              "shares_creature_type": "source"}


def test_a_count_for_each_object_an_effect_applies_to_stays_refused():
    # "it" is each creature the effect applies to, neither the source nor what it is attached to: not read
    t = _made_up("Made Up Anthem", ["Enchantment"], [],
                 "Creatures you control get +1/+1 for each other creature that shares a creature type with it.")
    assert t.card is None and any("SharesQuality" in r and "shares a creature type with it" in r
                                  for r in t.refusals), t.refusals


def test_the_crowns_sacrificed_aura_ability_stays_unread():
    # "Enchanted creature and other creatures that share a creature type with it gain flying": the parse drops
    # the other creatures, so the words stay unaccounted for: the ability kept by its text in the card's
    # not_followed (113.1), every use refused, the note naming what was not read
    assert kept_unread(generate("Crown of Ascension"), "share a creature type with it", "(share)")


_BOARD = '''[scenario]
name = "Alpha Status"

[[object]]
id = "host"
card = "{host}"

[[object]]
id = "alpha"
card = "Alpha Status"
attached_to = "host"
'''


def _creature(name: str, subtypes) -> str:
    said = f"subtypes = {list(subtypes)!r}\n".replace("'", '"') if subtypes else ""
    return f'\n[[card]]\nname = "{name}"\ntypes = ["creature"]\n{said}power = 2\ntoughness = 2\n'


def test_the_ruling_each_sharing_creature_counts_once(write_model):
    # Alpha Status ruling 2004-10-04, on the generated card: a Goblin Warrior enchanted; an Elf Warrior (one
    # shared), a Goblin Warrior (two shared: counted once), a changeling (every type) and a Bear (none): +6/+6
    text = _BOARD.format(host="GW") + _creature("GW", ["Goblin", "Warrior"]) + _creature("EW", ["Elf", "Warrior"])
    for i, name in enumerate(("EW", "GW", "Amoeboid Changeling", "Grizzly Bears")):
        text += f'\n[[object]]\nid = "o{i}"\ncard = "{name}"\n'
    assert verdict(write_model(text + claim("power(host) == 8 and toughness(host) == 8"))) == "proved"


def test_a_creature_with_no_creature_type_shares_none(write_model):
    # 205.3m: an enchanted artifact creature with no creature type shares none, not even with a changeling
    text = _BOARD.format(host="Plain") + _creature("Plain", []).replace('["creature"]', '["artifact", "creature"]')
    text += '\n[[object]]\nid = "c"\ncard = "Amoeboid Changeling"\n\n[[object]]\nid = "p"\ncard = "Plain"\n'
    assert verdict(write_model(text + claim("power(host) == 2"))) == "proved"


POOL = ("Elf", "Goblin", "Warrior")
CREATURES = st.one_of(st.just(CHANGELING), st.frozensets(st.sampled_from(POOL)))


@settings(max_examples=examples(12), deadline=None, derandomize=True, database=None,
          suppress_health_check=[HealthCheck.too_slow, HealthCheck.function_scoped_fixture])
@given(CREATURES.filter(lambda c: c != CHANGELING), st.lists(CREATURES, max_size=3))
def test_alpha_status_matches_the_reference(write_model, host, others):
    def name(c):
        return "Amoeboid Changeling" if c == CHANGELING else "C-" + "-".join(sorted(c))
    kinds = {name(c): c for c in [host, *others] if c != CHANGELING}
    text = _BOARD.format(host=name(host)) + "".join(_creature(n, sorted(c)) for n, c in kinds.items())
    text += "".join(f'\n[[object]]\nid = "o{i}"\ncard = "{name(c)}"\n' for i, c in enumerate(others))
    # (a changeling's types are every one of 205.3m: those of the pool stand for them, as no other is in play)
    power = 2 + alpha_bonus(host, others, frozenset(POOL))
    assert verdict(write_model(text + claim(f"power(host) == {power}"))) == "proved"


_RESOLVED = ('[[object]]\nid = "b"\ncard = "Grizzly Bears"\n\n[[effect]]\nid = "e"\ntargets = ["b"]\nlayer7c = '
             '{ power = { count = { types = ["creature"], shares_creature_type = "attached" } } }\n')
# (what a static ability forbids is matched by the objects alone, forbidding.py)
_FORBIDDING = ('[[card]]\nname = "Made Up Ban"\ntypes = ["enchantment"]\n\n[[card.static]]\nability = "ban"\n'
               'affects = { types = ["creature"], shares_creature_type = "source" }\n'
               'forbids = ["activate abilities with {T} in their costs"]\n\n[[object]]\nid = "m"\ncard = "Made Up Ban"\n')


@pytest.mark.parametrize("text, said", [(_RESOLVED, "205.3m"), (_FORBIDDING, "shares_creature_type"),
                                        (_FORBIDDING.replace('shares_creature_type = "source"', "paired = true"),
                                         "paired")])
def test_a_shared_type_where_it_is_not_read_is_refused(write_model, text, said):
    with pytest.raises(ModelError) as err:
        load_scenario(write_model('[scenario]\nname = "r"\n\n' + text + claim("true")))
    assert said in err.value.message and err.value.line > 0


def test_konda_s_banner_ruling_the_equipped_creature_shares_with_itself(write_model):
    # Konda's Banner ruling 3 (2004-12-01), on a made-up Equipment with its creature type line read by the
    # translator: the equipped Bears (a Bear) get +1/+1 from it; the opponent's Bear too, the Elves not
    t = _made_up("Made Up Banner", ["Artifact"], ["Equipment"],
                 "Creatures that share a creature type with equipped creature get +1/+1.\nEquip {2}")
    static = t.card["static"][0]
    text = ('[scenario]\nname = "k"\n\n[[card]]\nname = "Made Up Banner"\ntypes = ["artifact"]\nsubtypes = '
            '["Equipment"]\nabilities = ["Equip {2}"]\n\n[[card.static]]\nability = "banner"\naffects = { types = '
            f'["creature"], shares_creature_type = "{static["affects"]["shares_creature_type"]}" }}\n'
            'layer7c = { power = 1, toughness = 1 }\n\n[[object]]\nid = "b"\ncard = "Grizzly Bears"\n\n[[object]]\n'
            'id = "m"\ncard = "Made Up Banner"\nattached_to = "b"\n\n[[object]]\nid = "theirs"\ncard = "Grizzly Bears"\n'
            'controller = "opponent"\n\n[[object]]\nid = "e"\ncard = "Llanowar Elves"\n')
    assert static["layer7c"] == {"power": 1, "toughness": 1}
    expr = "power(b) == 3 and power(theirs) == 3 and power(e) == 1"
    assert verdict(write_model(text + claim(expr))) == "proved"
