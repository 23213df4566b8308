"""Tokens an instant's or sorcery's resolution creates (111.1-111.3, 608.2b-c, 608.2h, 603.6a, 302.6, 707.10;
`verifier.load.spell_tokens`, `Triggered.token_maker`): the bundled scenarios' verdicts (Raise the Alarm, Howl of
the Night Pack, Abstruse Interference with Brood Butcher's ruling 9 and its own ruling), a test per refusal, and
random histories compared with the reference (`tests/reference/spell_tokens.py`, written from the Comprehensive
Rules apart from `verifier/rules`) at every labelled point."""
import tempfile
from pathlib import Path

import pytest
from hypothesis import HealthCheck, event, given, reject, settings, strategies as st

from conftest import claim_verdict, examples, MODELS, verdict
from reference import TooLarge, Unsupported, values
from test_casting import refusal
from verifier.load.loader import load_scenario
from verifier.query import outcomes_over, possible_histories

SCENARIOS = MODELS / "scenarios"


@pytest.mark.parametrize("name, expected", [
    ("spell_tokens_raise_the_alarm.toml", ["proved", "refuted", "proved", "proved", "proved", "refuted", "proved"]),
    ("spell_tokens_howl_counted_as_it_resolves.toml", ["proved", "refuted", "refuted"]),
    ("spell_tokens_abstruse_interference_target_gone.toml", ["proved", "refuted"]),
    ("spell_tokens_abstruse_interference_paid.toml", ["proved", "refuted", "proved"]),
])
def test_the_bundled_scenarios(name, expected):
    path = SCENARIOS / name
    assert [verdict(path, i) for i in range(len(expected))] == expected


def test_the_reference_agrees_on_raise_the_alarm():
    """The reference plays the bundled history: four Soldiers, two of each player's, and four triggers."""
    sc = load_scenario(SCENARIOS / "spell_tokens_raise_the_alarm.toml")
    assert values(sc, "life('you')", "gained") == {24}
    assert values(sc, "(controller('their-soldier-1'), controller('soldier-2'))", "resolved") == {("opponent", "you")}
    assert values(sc, "can_attack('soldier-1')", "combat") == {False}


@pytest.mark.parametrize("name, expected", [("spell_tokens_abstruse_interference_target_gone.toml", {False}),
                                            ("spell_tokens_abstruse_interference_paid.toml", {True})])
def test_the_reference_agrees_on_abstruse_interference(name, expected):
    """608.2b-c: the reference makes no Scion where the spell's only target is gone, one where the
    spell's controller pays (without devoid, a colour the reference does not read, and with a land whose
    mana ability is printed, 305.6)."""
    text = (SCENARIOS / name).read_text().replace('[[card.static]]\nability = "devoid"\ncda = true\n'
                                                  'layer5 = { set_colors = [] }\n', "")
    text = text.replace('card = "Forest"', 'name = "Glade"\ntypes = ["land"]\nabilities = ["{T}: Add {G}"]')
    label = "resolved" if "gone" in name else "paid"
    assert values(_load(text), "on_battlefield(scion)", label) == expected


# -- refusals -------------------------------------------------------------------------------------

ALARM = (SCENARIOS / "spell_tokens_howl_counted_as_it_resolves.toml").read_text().split("[[claim]]")[0]
TEXT = "Create a 2/2 green Wolf creature token for each Forest you control."


@pytest.mark.parametrize("text, message", [
    ("Create X 2/2 green Wolf creature tokens.", "modelled for a text with one \"Create"),
    ("Create a token that's a copy of target creature you control.", "a spell's copy token is not modelled"),
    ("Create a 2/2 green Wolf creature token for each card in your hand.", "only \"for each <card type or subtype>"),
    ("Create two 2/2 green Wolf creature tokens for each Forest you control.", "only \"for each <card type or"),
    ("Create a 2/2 green Wolf creature token. Create a 1/1 white Soldier creature token.", "modelled for a text with"),
    ("Create a 2/2 green Wolf creature token for each Forest you control. You gain 2 life.",
     "only its tokens are followed"),
])
def test_texts_not_modelled_are_refused(write_model, text, message):
    assert message in str(refusal(write_model, ALARM.replace(TEXT, text)))


def test_too_few_tokens_declared_is_refused(write_model):
    """608.2h: as many Wolves as there are objects it may count."""
    text = ALARM.replace('[[object]]\nid = "wolf-5"', '[[object]]\nid = "unused"\nname = "Unused"\ntypes = ["artifact"]'
                         '\n\n[[object]]\nid = "wolf-5x"')
    assert "as many as 6 tokens may be created" in str(refusal(write_model, text))


def test_several_kinds_are_refused(write_model):
    """111.3: one kind of token, the characteristics its text gives."""
    text = ALARM.replace('id = "wolf-5"                       # (one per object of the scenario it may count)\n'
                         'card = "Wolf Token"', 'id = "wolf-5"\ncard = "Grizzly Bears"')
    assert "creates one kind of token (111.3)" in str(refusal(write_model, text))


def _howl_resolves(more: str, part: str) -> str:
    """Howl's text with `more` added, and a [[card.resolves]] for all of it whose layers are `part` (608.2c:
    the effect of the spell is its card's, `card = ...` on the [[effect]])."""
    line = f'abilities = ["{TEXT}"]\n'
    assert line in ALARM
    return ALARM.replace(line, f'abilities = ["{TEXT} {more}"]\n\n[[card.resolves]]\nability = "{TEXT} {more}"\n'
                         f'{part}until = "end of turn"\n')


def test_a_filtered_effect_beside_tokens_is_refused(write_model):
    """608.2c, 611.2c: whether the tokens are among what its effect affects is not modelled."""
    text = _howl_resolves("Creatures you control get +1/+1 until end of turn.",
                          'affects = { types = ["creature"], controller = "you" }\nlayer7c = { power = 1, toughness = 1 }\n') + \
        '[[effect]]\nid = "pump"\nspell = "howl"\ncard = "Howl of the Night Pack"\n'
    assert "begins effect 'pump' on what matches a filter" in str(refusal(write_model, text))


def test_tokens_undeclared_beside_an_effect_are_refused(write_model):
    """111.1: a spell whose text creates tokens, resolved, declares them; an [[effect]] of it says the rest."""
    text = _howl_resolves("Target creature gets +1/+1 until end of turn.",
                          'target = { types = ["creature"] }\nlayer7c = { power = 1, toughness = 1 }\n').replace(
        'created_by = "howl"', '') + \
        '[[object]]\nid = "bears"\ncard = "Grizzly Bears"\n\n[[effect]]\nid = "pump"\nspell = "howl"\n' \
        'card = "Howl of the Night Pack"\ntargets = ["bears"]\n'
    assert "creates tokens as it resolves (111.1): declare them" in str(refusal(write_model, text))


def test_created_by_naming_no_spell_is_refused(write_model):
    text = ALARM.replace('created_by = "howl"', 'created_by = "forest-1"', 1)
    assert "which is no [[trigger]], instant or sorcery of the scenario" in str(refusal(write_model, text))


def test_a_resolution_among_a_search_is_refused(write_model):
    text = ALARM.split("[[event]]")[0] + '[scenario.search]\nmax_events = 2\n' \
        'events = [{ cast = "howl", free = true }, { resolves = "howl" }]\n'
    assert "not modelled among a search's events" in str(refusal(write_model, text))


# -- random histories against the reference -------------------------------------------------------

ALARM_CARD = """
[[card]]
name = "Raise the Alarm"
mana_cost = "{1}{W}"
colors = ["white"]
types = ["instant"]
abilities = ["Create two 1/1 white Soldier creature tokens."]

[[card]]
name = "Howl of the Night Pack"
mana_cost = "{6}{G}"
colors = ["green"]
types = ["sorcery"]
abilities = ["Create a 2/2 green Wolf creature token for each Forest you control."]

[[card]]
name = "Token Soldier"
colors = ["white"]
types = ["creature"]
subtypes = ["Soldier"]
power = 1
toughness = 1

[[card]]
name = "Token Wolf"
colors = ["green"]
types = ["creature"]
subtypes = ["Wolf"]
power = 2
toughness = 2
"""
BETWEEN = {  # what may happen after the cast, before it resolves
    "a forest enters": '\n[[event]]\nenters = "late-forest"\n',
    "a forest leaves": '\n[[event]]\nleaves = "forest-1"\ninto = "graveyard"\n',
    "the opponent takes a forest": '\n[[event]]\ngain_control = "forest-2"\nby = "opponent"\n',
}


def _history(spell: str, forests: int, between: list, copied: bool, combat: bool) -> str:
    """One spell cast in your main phase (free), what happens before it resolves, perhaps a copy of
    it by the opponent resolving first (707.10), then the spell; perhaps a combat step after."""
    objects = "".join(f'\n[[object]]\nid = "forest-{i}"\ncard = "Forest"\n' for i in range(1, forests + 1))
    objects += '\n[[object]]\nid = "late-forest"\ncard = "Forest"\n'
    objects += f'\n[[object]]\nid = "s"\ncard = "{spell}"\nzone = "hand"\n'
    makers = ["s", "c"] if copied else ["s"]
    token = "Token Soldier" if spell == "Raise the Alarm" else "Token Wolf"  # (111.3: what its text creates)
    most = 2 if spell == "Raise the Alarm" else forests + 2  # (one per object it may count: the Forests, s, c)
    for m in makers:
        for i in range(most + (1 if copied and spell != "Raise the Alarm" else 0)):
            owner = "opponent" if m == "c" else "you"
            objects += f'\n[[object]]\nid = "{m}-token-{i}"\ncard = "{token}"\ncontroller = "{owner}"\n' \
                       f'created_by = "{m}"\n'
    events = '\n[[event]]\nstep = "main"\n\n[[event]]\ncast = "s"\nfree = true\nlabel = "cast"\n'
    events += "".join(BETWEEN[b] for b in between)
    if copied:
        events += '\n[[event]]\ncopy_spell = "s"\nas = "c"\nby = "opponent"\n\n[[event]]\nresolves = "c"\n' \
                  'label = "copy"\n'
    events += '\n[[event]]\nresolves = "s"\nlabel = "resolved"\n'
    if combat:
        events += '\n[[event]]\nstep = "combat"\nlabel = "combat"\n'
    return '[scenario]\nname = "random"\nturn = "you"\n' + ALARM_CARD + objects + events


@st.composite
def histories(draw):
    spell = draw(st.sampled_from(["Raise the Alarm", "Howl of the Night Pack"]))
    forests = draw(st.integers(2, 3))
    between = draw(st.lists(st.sampled_from(sorted(BETWEEN)), max_size=2, unique=True))
    copied = spell == "Raise the Alarm" and draw(st.booleans())  # (a sorcery copied at once: 707.10, 307.1 aside)
    return _history(spell, forests, between, copied, draw(st.booleans()))


def _load(text: str):
    d = tempfile.mkdtemp()
    (Path(d) / "cards").symlink_to(MODELS / "cards")
    (Path(d) / "h.toml").write_text(text)
    return load_scenario(Path(d) / "h.toml")


@settings(max_examples=examples(30), deadline=None, derandomize=True, database=None,
          suppress_health_check=[HealthCheck.too_slow])
@given(histories())
def test_tokens_match_the_reference(text):
    """Which tokens are on the battlefield (each under the control the file declares, 111.2: else the
    history is impossible in both), and whether each of yours could attack: the
    verifier's values (over Z3, each replayed) the reference's, at each labelled point."""
    sc = _load(text)
    tokens = [o for o in sc.objects if "-token-" in o]
    queries = [f"on_battlefield('{o}')" for o in tokens]
    histories_ = possible_histories(sc)
    for at in [e.label for e in sc.events if e.label in ("cast", "copy", "resolved", "combat")]:
        asked = queries + ([f"can_attack('{o}')" for o in tokens if o.startswith("s-")] if at == "combat" else [])
        try:
            together = values(sc, "(" + ", ".join(asked) + ",)", at)
        except (TooLarge, Unsupported) as e:
            event(f"left out: {e}")
            reject()
        for i, q in enumerate(asked):
            expected = {t[i] for t in together}
            got = {o.value for o in outcomes_over(sc, q, at=at, histories=histories_)}
            assert got == expected, f"{q} at {at}: verifier {got}, reference {expected}:\n{text}"


# -- "Whenever you create a token" (111.1-111.2, 603.2; `verifier.load.token_triggers`) ------------

LITHOFORM = (SCENARIOS / "rulings_lithoform_copy_token_not_created_trigger.toml").read_text()
WATCHER = 'ability = "Whenever you create a token, you gain 1 life."\nwhen = "you create a token"'


def test_the_copy_token_is_not_created():
    """Lithoform Engine 2020-09-25: the copy's token triggers nothing; the Soldiers trigger it twice."""
    path = SCENARIOS / "rulings_lithoform_copy_token_not_created_trigger.toml"
    assert [verdict(path, i) for i in range(3)] == ["proved", "refuted", "proved"]


def test_a_trigger_creating_a_token_triggers_it(write_model):
    """111.1: a token a trigger's resolution creates is created: the Watcher triggers for it."""
    text = (SCENARIOS / "colors_brood_butcher_devoid.toml").read_text().split("[[claim]]")[0]
    text = text.replace('[[event]]', '[[card]]\nname = "Test Token Watcher"\ntypes = ["enchantment"]\n'
                        'abilities = ["Whenever you create a token, you gain 1 life."]\n\n[[object]]\nid = "watcher"\n'
                        'card = "Test Token Watcher"\n\n[[trigger]]\nid = "watcher-gains"\nsource = "watcher"\n'
                        + WATCHER + '\ngain_life = 1\n\n[[event]]', 1)
    assert "watcher-gains" in text and 'resolves = "butcher-enters"' in text
    text += '\n[[event]]\nresolves = "watcher-gains"\nlabel = "gained"\n'
    assert claim_verdict(write_model, text, "life('you') == 21", at="gained") == "proved"


def test_the_opponents_tokens_do_not_trigger_it(write_model):
    """111.2: "you create": tokens created under another player's control are not yours to create."""
    text = LITHOFORM.split("[[claim]]")[0].replace('id = "alarm"\ncard = "Raise the Alarm"\nzone = "hand"',
                                                  'id = "alarm"\ncard = "Raise the Alarm"\nzone = "hand"\n'
                                                  'owner = "opponent"')
    text = text.replace('created_by = "alarm"', 'created_by = "alarm"\ncontroller = "opponent"')
    text = text.replace('[[event]]\nresolves = "watcher-gains"\n\n[[event]]\nresolves = "watcher-gains"\n'
                        'label = "gained"\n', '')
    text = text.replace('[[event]]\ncast = "alarm"\nfree = true', '[[event]]\nturn = "opponent"\n\n'
                        '[[event]]\ncast = "alarm"\nfree = true')
    assert claim_verdict(write_model, text, "not triggered('watcher-gains') and on_battlefield('soldier-1')",
                         at="alarm-resolved") == "proved"


@pytest.mark.parametrize("ability, when, message", [
    ("Whenever you create a token, you gain 1 life.", "enters", "only for \"Whenever you create a [<kind>] token\""),
    ("Whenever one or more tokens are created, you gain 1 life.", "enters", "\"one or more\""),
    ("Whenever one or more tokens are created, you gain 1 life.", "you create a token", "\"one or more\""),
])
def test_token_trigger_texts_refused(write_model, ability, when, message):
    text = LITHOFORM.replace("Whenever you create a token, you gain 1 life.", ability).replace(
        'when = "you create a token"', f'when = "{when}"')
    assert message in str(refusal(write_model, text))


def test_a_token_trigger_beside_embalm_is_refused(write_model):
    """702.128a: an embalm event's token is not read as created for it."""
    text = LITHOFORM.split("[[event]]")[0] + '[[card]]\nname = "Test Mummy"\nmana_cost = "{W}"\ncolors = ["white"]\n' \
        'types = ["creature"]\npower = 1\ntoughness = 1\nabilities = ["Embalm {W}"]\n\n[[object]]\nid = "mummy"\n' \
        'card = "Test Mummy"\nzone = "graveyard"\n\n[[event]]\nturn = "you"\n\n[[event]]\nembalm = "mummy"\n' \
        'token = "mummy-token"\n'
    assert "not read as created for it" in str(refusal(write_model, text))


def test_tokens_created_tapped_are_refused(write_model):
    """111.1: created tapped, which a spell's tokens are not modelled as."""
    text = ALARM.replace(TEXT, "Create a tapped 2/2 green Wolf creature token for each Forest you control.")
    assert "creates tokens tapped or attacking" in str(refusal(write_model, text))


def test_what_the_tokens_have_is_their_card(write_model):
    """111.3: "with ..." describes the tokens, as their declared card does: read like the rest."""
    text = ALARM.replace(TEXT, "Create two 2/2 green Wolf creature tokens with trample.")
    assert "'wolf-1' is declared with no trample" in str(refusal(write_model, text))  # (111.3: the text's tokens)
    text = text.replace('subtypes = ["Wolf"]\n', 'subtypes = ["Wolf"]\nabilities = ["trample"]\n')
    assert claim_verdict(write_model, text, "on_battlefield('wolf-2') and not on_battlefield('wolf-3') and "
                         "has_ability('wolf-1', 'trample')", at="resolved") == "proved"


def test_a_token_of_a_spell_may_leave_later(write_model):
    """111.7, 704.5d: a token the spell created may die after; it ceases to exist, the others stay."""
    text = ALARM + '\n[[event]]\nleaves = "wolf-1"\ninto = "graveyard"\nlabel = "gone"\n'
    assert claim_verdict(write_model, text, "not on_battlefield('wolf-1') and on_battlefield('wolf-3') and "
                         "count(subtypes = ['Wolf']) == 2", at="gone") == "proved"
