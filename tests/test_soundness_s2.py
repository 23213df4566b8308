"""Soundness round S2: a keyword asked by a claim's `has_ability` (and a filter's `abilities`) finds each instance
of it written with a parameter, as the CR says such an instance is an ability of that keyword: "hexproof from
[quality]" (702.11d, f), "protection from [quality]" (702.16a, g), "[type]walk" for "landwalk" (702.14a), "ward
[cost]" (702.21a), "toxic N" (702.164a).  Before, `not has_ability(x, 'hexproof')` was proved of a creature with
"hexproof from monocolored".  Both the symbolic path (Z3, `verdict`) and the concrete one (`all_values`) are
checked against `tests/reference/keyword_instances.py`, a table written from the CR."""
import pytest

from conftest import claim, generated_card, verdict
from reference.keyword_instances import TABLE
from verifier.errors import ModelError
from verifier.expr import Expr
from verifier.load.claims import names_of
from verifier.load.loader import load_scenario
from verifier.orderings import all_values


def _creature(oid: str, abilities: list, controller: str = "you") -> str:
    quoted = ", ".join(f'"{a}"' for a in abilities)
    return f'''
[[object]]
id = "{oid}"
name = "Probe {oid}"
types = ["creature"]
power = 1
toughness = 1
abilities = [{quoted}]
controller = "{controller}"
'''


HEAD = '[scenario]\nname = "keyword instances"\nsource = "702.11d, 702.14a, 702.16a, 702.21a"\n'


def _fail(msg):
    raise AssertionError(msg)


@pytest.mark.parametrize("printed, asked, has, rule", TABLE)
def test_has_ability_as_the_cr_table_says_symbolic_and_concrete(write_model, printed, asked, has, rule):
    expr = f"has_ability(x, '{asked}')"
    path = write_model(HEAD + _creature("x", [printed]) +
                       claim(expr, "proved" if has else "refuted", extra=f'allow_unmentioned = ["{asked}"]'))
    assert verdict(path) == ("proved" if has else "refuted"), rule  # symbolic (Z3)
    sc = load_scenario(path)
    assert set(all_values(sc, Expr(expr, names_of(sc, allowed=(asked,)), _fail))) == {has}, rule  # concrete


@pytest.mark.parametrize("printed, asked", [("hexproof from monocolored", "hexproof"),
                                            ("protection from red", "protection"),
                                            ("swampwalk", "landwalk"), ("ward {2}", "ward")])
def test_the_reported_probe_a_bare_keyword_is_not_denied(write_model, printed, asked):
    # the report: `not has_ability(x, 'hexproof')` was proved of a creature with "hexproof from monocolored"
    # (702.11d), and so for each family; it is refuted now, the instance on the board
    path = write_model(HEAD + _creature("x", [printed]) +
                       claim(f"not has_ability(x, '{asked}')", "refuted", extra=f'allow_unmentioned = ["{asked}"]'))
    assert verdict(path) == "refuted"


def test_the_bare_keyword_needs_no_allow_unmentioned_beside_an_instance(write_model):
    # an instance on the board is a mention of its keyword (a misspelling is still refused)
    path = write_model(HEAD + _creature("x", ["hexproof from monocolored"]) + claim("has_ability(x, 'hexproof')"))
    assert verdict(path) == "proved"
    with pytest.raises(ModelError, match="nothing in the scenario mentions"):
        load_scenario(write_model(HEAD + _creature("x", ["hexproof from monocolored"]) +
                                  claim("has_ability(x, 'hexprof')"), "typo.toml"))


LOSES = '''
[[effect]]
id = "loss"
targets = ["x"]
layer6 = {{ {part} }}
'''


@pytest.mark.parametrize("printed, part, asked", [
    ("hexproof from monocolored", 'remove_abilities = ["hexproof"]', "hexproof"),  # 702.11e, 613.1f
    ("protection from red", 'remove_abilities = ["protection"]', "protection"),  # 702.16a, 613.1f
    ("nonbasic landwalk", "remove_landwalk = true", "landwalk"),  # 702.14a, 613.1f
    ("ward {2}", 'remove_abilities = ["ward"]', "ward")])  # 702.21a, 613.1f
def test_losing_the_keyword_loses_its_instances(write_model, printed, part, asked):
    body = HEAD + _creature("x", [printed]) + LOSES.format(part=part)
    path = write_model(body + claim(f"not has_ability(x, '{asked}') and not has_ability(x, '{printed}')"))
    assert verdict(path) == "proved"


def test_a_filter_with_landwalk_finds_each_typewalk(write_model):
    # 702.14a: "creatures with landwalk" (a filter's `abilities`, the same reading as the claim's) gets +1/+1
    body = HEAD + _creature("x", ["swampwalk"]) + _creature("y", ["flying"]) + '''
[[effect]]
id = "pump"
affects = { types = ["creature"], abilities = ["landwalk"] }
layer7c = { power = 1, toughness = 1 }
'''
    path = write_model(body + claim("power(x) == 2 and power(y) == 1"))
    assert verdict(path) == "proved"


def test_a_grant_of_hexproof_from_a_quality_beside_cant_have_or_gain_hexproof_is_refused(write_model):
    # Archetype of Endurance: opponents' creatures "can't have or gain hexproof" (613.1f); a grant of "hexproof
    # from blue" is a grant of hexproof (702.11d-e), whose being stopped the model does not follow: refused
    text, _ = generated_card("Archetype of Endurance")
    grant = ('\n[[effect]]\nid = "grant"\ncontroller = "opponent"\naffects = { types = ["creature"] }\n'
             'layer6 = { add_abilities = ["hexproof from blue"] }\n')
    body = text + '\n[[object]]\nid = "arch"\ncard = "Archetype of Endurance"\n' + \
        _creature("x", ["flying"], "opponent") + grant
    with pytest.raises(ModelError, match="whatever grants it"):
        load_scenario(write_model(body + claim("has_ability(x, 'flying')")))


def test_losing_one_part_of_a_shorthand_is_refused(write_model):
    # 702.16g: "protection from red and from blue" is two abilities; losing "protection from red" keeps the other,
    # which one ability text cannot show: refused with the line, not kept whole
    body = HEAD + _creature("x", ["protection from red and from blue"]) + \
        LOSES.format(part='remove_abilities = ["protection from red"]')
    with pytest.raises(ModelError, match="does not split"):
        load_scenario(write_model(body + claim("not has_ability(x, 'protection from red')")))
