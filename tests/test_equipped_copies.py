"""A trigger creating a token that's a copy of its Equipment's equipped creature, no target (Helm of
the Host: `[[trigger]] copy_of` with "a copy of equipped creature"): the creature it is attached to
as the trigger resolves, or, the Equipment gone, the one it last equipped, by last known information
(608.2h, 113.7a; Helm of the Host ruling 5); the exception "isn't legendary" is copiable (707.9b),
and the CR's own example of copiable values (707.2, Chimeric Staff).  Against the reference
(`tests/reference/equipped_copy.py`), and refusals with their lines."""
from hypothesis import HealthCheck, given, settings, strategies as st

from conftest import MODELS, examples
from reference.equipped_copy import ATTACH, EVENTS, HELM_LEAVES, HERO_LEAVES, UNATTACH, copies_hero
from test_casting import refusal
from verifier.load.loader import load_scenario
from verifier.query import outcomes_over

SCENARIO = (MODELS / "scenarios" / "trial7_helm_of_the_host_creature_left.toml").read_text()
HISTORY = SCENARIO[:SCENARIO.index("[[claim]]")].replace('[[event]]\nleaves = "hero"\n\n', '', 1)
RESOLVES = '[[event]]\nresolves = "helm-combat"\n'
TEXT = ("At the beginning of combat on your turn, create a token that's a copy of equipped creature, except the token "
        "isn't legendary. That token gains haste.")
EVENT_TABLES = {HERO_LEAVES: 'leaves = "hero"', HELM_LEAVES: 'leaves = "helm"', UNATTACH: 'unattach = "helm"',
                ATTACH: 'attach = "helm"\nto = "hero"'}


def values(write_model, text, query, at="resolved"):
    return {o.value for o in outcomes_over(load_scenario(write_model(text)), query, at=at)}


def with_text(ability):
    """The history with the Helm an Equipment whose trigger's text is `ability`."""
    return HISTORY.replace(TEXT, ability).replace('card = "Helm of the Host"', 'card = "Test Helm"', 1) + \
        f'\n[[card]]\nname = "Test Helm"\ntypes = ["artifact"]\nsubtypes = ["Equipment"]\nabilities = ["{ability}"]\n'


def with_events(events, text=HISTORY):
    return text.replace(RESOLVES, "".join(f"[[event]]\n{EVENT_TABLES[e]}\n\n" for e in events) + RESOLVES, 1)


@settings(max_examples=examples(16), deadline=None, derandomize=True, database=None,
          suppress_health_check=[HealthCheck.too_slow, HealthCheck.filter_too_much])
@given(st.lists(st.sampled_from(EVENTS), max_size=3).filter(lambda es: copies_hero(es) is not None))
def test_what_the_token_copies_matches_the_reference(tmp_path_factory, events):
    """Whether the token is created, a copy of the Hero that isn't legendary, after the Hero leaving,
    the Helm leaving, the Helm unattached or attached again, in any order: the reference's answer."""
    from conftest import MODELS as models
    d = tmp_path_factory.mktemp("equipped")
    (d / "cards").mkdir()
    for f in (models / "cards").glob("*.toml"):
        (d / "cards" / f.name).write_text(f.read_text())
    (d / "s.toml").write_text(with_events(events))
    made = {o.value for o in outcomes_over(load_scenario(d / "s.toml"),
                                           "on_battlefield('hero-copy') and name('hero-copy') == 'Test Hero' and "
                                           "not has_supertype('hero-copy', 'legendary')", at="resolved")}
    assert made == {copies_hero(events)}


def test_the_cr_example_of_copiable_values(write_model):
    """707.2's example: a Chimeric Staff animated into a 5/5 Construct artifact creature is copied as
    an artifact: the token (the Helm equips the animated Staff) is no creature and not 5/5."""
    text = HISTORY.replace('[[object]]\nid = "hero"\ncard = "Test Hero"\n', '''[[object]]
id = "hero"
card = "Chimeric Staff"

[[effect]]
id = "staff-x5"
targets = ["hero"]
layer4 = { add_types = ["artifact", "creature"], remove_subtype_sets = ["creature"], add_subtypes = ["Construct"] }
layer7b = { power = 5, toughness = 5 }
''', 1)
    query = ("on_battlefield('hero-copy') and has_type('hero-copy', 'artifact') and not has_type('hero-copy', "
             "'creature') and name('hero-copy') == 'Chimeric Staff' and has_type(hero, 'creature') and power(hero) == 5")
    assert values(write_model, text, query) == {True}


def test_another_creature_equipped_is_refused(write_model):
    text = HISTORY.replace('[[object]]\nid = "helm"', '[[object]]\nid = "bears"\ncard = "Grizzly Bears"\n\n'
                           '[[object]]\nid = "helm"', 1)
    err = refusal(write_model, with_events([UNATTACH], text).replace('unattach = "helm"', 'attach = "helm"\nto = "bears"'))
    assert "may be attached to another object than 'hero'" in err.message and err.line > 0


def test_no_equipment_is_refused(write_model):
    text = HISTORY.replace('card = "Helm of the Host"\nattached_to = "hero"', 'card = "Grizzly Bears"', 1)
    err = refusal(write_model, text)
    assert "is no Equipment" in err.message


def test_another_untargeted_copy_is_refused(write_model):
    err = refusal(write_model, with_text(TEXT.replace("copy of equipped creature", "copy of enchanted creature")))
    assert "copies no target and no equipped creature" in err.message


def test_except_goes_with_the_text(write_model):
    err = refusal(write_model, with_text(TEXT.replace(", except the token isn't legendary", "")))
    assert "it goes with the text's \"except\"" in err.message and err.line > 0
    err = refusal(write_model, HISTORY.replace('except = { remove_supertypes = ["legendary"] }\n', '', 1))
    assert "it goes with the text's \"except\"" in err.message


def test_not_copied_is_refused(write_model):
    err = refusal(write_model, HISTORY.replace('except = { remove_supertypes = ["legendary"] }',
                                               'except = { not_copied = ["name"] }', 1))
    assert "no values of its own to keep" in err.message


def test_an_attach_among_a_search_s_events_is_refused(write_model):
    text = HISTORY.replace('turn = "opponent"\n', 'turn = "opponent"\n\n[[scenario.search.events]]\nattach = "helm"\n'
                           'to = "hero"\n', 1)
    err = refusal(write_model, text)
    assert "attaching it among a search's events is not modelled" in err.message


def test_that_token_gains_haste_is_followed_or_refused(write_model):
    """611.2a: "That token gains haste", no duration, is an effect the resolution begins (indefinitely):
    a table that leaves it out is refused with its line, never read as a token with no haste."""
    err = refusal(write_model, HISTORY.replace('effects = ["token-haste"]\n', '', 1))
    assert "begins an effect (611.2)" in err.message and err.line > 0
