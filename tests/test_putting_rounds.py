"""Hypergenesis's resolution (`verifier.load.putting_rounds`): its `resolves` event's `puts` lists the choices in
turn, starting with its controller (101.4), each card entering one by one from its owner's hand (608.2c, 614.12),
what triggers waiting until it is done (603.3).  The bundled scenarios with their outcomes (Hypergenesis rulings 1,
3, 4, 5), the refusals with their lines, and a random differential of the loader's accept/refuse against the
reference (`tests/reference/putting_rounds.py`, written apart from `verifier/rules` and `verifier/load`)."""
import pytest
from hypothesis import given, settings, strategies as st

from conftest import MODELS, claim, examples, verdict
from reference.putting_rounds import legal
from verifier.errors import ModelError
from verifier.load.loader import load_scenario
from verifier.load.putting_rounds import rounds_ok

SCENARIOS = MODELS / "scenarios"
_ROUNDS = (SCENARIOS / "trial7_hypergenesis_rounds.toml").read_text()
# the hand-written Hypergenesis and its object in hand, as the bundled scenario gives them
HYPER = _ROUNDS[_ROUNDS.index("[[card]]"):_ROUNDS.index('[[object]]\nid = "elves"')]
KINDS = {"creature": "Grizzly Bears", "land": "Forest", "artifact": "Sol Ring", "enchantment": "Hardened Scales",
         "instant": "Giant Growth"}


PROBES = MODELS.parent / "tests" / "golden" / "audit_session13_probes"


def _model(hand: dict, puts: list, extra: str = "", caster: str = "you") -> str:
    """Hypergenesis cast by `caster` on their turn, the cards of `hand` (id -> (owner, kind)) in hand."""
    objects = "".join(f'\n[[object]]\nid = "{c}"\ncard = "{KINDS[kind]}"\nzone = "hand"\nowner = "{owner}"\n'
                      for c, (owner, kind) in hand.items())
    listed = ", ".join(f'"{c}"' for c in puts)
    hyper = HYPER.replace('zone = "hand"\n', f'zone = "hand"\nowner = "{caster}"\n')
    return hyper + objects + extra + (f'\n[[event]]\nturn = "{caster}"\n\n[[event]]\nstep = "main"\n\n[[event]]\ncast = '
                                      '"hyper"\nfree = true\n\n[[event]]\nresolves = "hyper"\n' +
                                      (f'puts = [{listed}]\n' if puts else "") + 'label = "done"\n') + claim("True")


@pytest.mark.parametrize("name, verdicts", [
    ("trial7_hypergenesis_rounds.toml", ["proved", "refuted"]),
    ("trial7_hypergenesis_one_by_one.toml", ["proved", "refuted", "proved", "proved", "refuted"]),
    ("trial7_hypergenesis_other_order.toml", ["proved", "refuted"])])
def test_the_bundled_rulings(name, verdicts):
    """Hypergenesis rulings 1, 3, 4, 5: a passer puts later; an earlier permanent changes how a later one enters,
    not the reverse; a later one triggers an earlier one's ability, whose trigger waits until the end."""
    assert [verdict(SCENARIOS / name, i) for i in range(len(verdicts))] == verdicts


def _refused(write_model, text: str, words: str) -> None:
    with pytest.raises(ModelError) as err:
        load_scenario(write_model(text))
    assert words in err.value.message
    assert err.value.line == text.splitlines().index(next(x for x in text.splitlines() if x.startswith("puts"))) + 1


@pytest.mark.parametrize("hand, puts, words", [
    ({"b": ("you", "creature")}, ["pass", "b"], "don't fit rounds"),  # (ruling 5: a round of passes ended it)
    ({"b": ("you", "creature")}, ["pass", "pass", "b"], "don't fit rounds"),
    ({"g": ("you", "instant")}, ["g"], "no artifact, creature, enchantment or land card"),
    ({"b": ("you", "creature")}, ["b", "b"], "is put once"),
    ({"b": ("you", "creature")}, ["nobody"], "no object of the scenario")])
def test_refused_with_the_line(write_model, hand, puts, words):
    _refused(write_model, _model(hand, puts), words)


def test_a_card_not_in_a_hand_is_refused(write_model):
    text = _model({}, ["b"], '\n[[object]]\nid = "b"\ncard = "Grizzly Bears"\nzone = "graveyard"\n')
    _refused(write_model, text, "comes from its owner's hand")


def test_a_trigger_at_two_entries_is_refused(write_model):
    """603.3b: what triggers at two entries goes on the stack together, in an order not modelled."""
    watcher = ('\n[[object]]\nid = "w"\ncard = "Lunarch Veteran"\n\n[[trigger]]\nid = "watch"\nsource = "w"\n'
               'ability = "Whenever another creature you control enters, you gain 1 life"\nwhen = "enters"\n'
               'of = { types = ["creature"], controller = "you", other = true }\ngain_life = 1\n')
    text = _model({"a": ("you", "creature"), "b": ("you", "creature")}, ["a", "b"], watcher)
    _refused(write_model, text, "'watch' may trigger 2 times at the entries")


def test_two_self_etbs_are_refused_naming_both(write_model):
    """603.3b: a self-ETB triggers at its own entry only (603.6a); two of them at two entries go on the stack
    together, in APNAP order (the audit's hyper_etb_apnap.toml)."""
    text = (PROBES / "hyper_etb_apnap.toml").read_text()
    _refused(write_model, text, "'t-mine' and 't-theirs' may trigger 2 times at the entries")


def test_a_creature_entering_with_toughness_0_is_refused(write_model):
    """704.3: a 2/1 entering with a -1/-1 counter is 1/0 until an Anthem put later in the resolution makes it 2/1;
    no state-based action is checked in between, which is not modelled (hyper_counter_then_anthem.toml)."""
    _refused(write_model, (PROBES / "hyper_counter_then_anthem.toml").read_text(), "'pup' may enter with toughness 0")


def test_a_creature_whose_counters_leave_it_toughness_is_put(write_model):
    """A 2/2 entering with one -1/-1 counter is 2/1, 3/2 with the Anthem: no state-based action could matter."""
    text = (PROBES / "hyper_counter_then_anthem.toml").read_text().replace("toughness = 1\n", "toughness = 2\n")
    assert verdict(write_model(text.replace("toughness(pup) == 1", "toughness(pup) == 2"))) == "proved"


@pytest.mark.parametrize("name, ok", [
    ("hyper_opponent_extra_round.toml", False),  # (round 1 bears, elves; round 2 passes: it ended, ruling 5)
    ("hyper_opponent_casts.toml", True),          # (the opponent's pass left out, then you put: round 1)
    ("hyper_opponent_casts_pass_said.toml", True)])
def test_rounds_start_with_the_opponent_who_casts_it(write_model, name, ok):
    """101.4, ruling 5: "starting with you" is the spell's controller; the rounds are (opponent, you) when the
    opponent casts it."""
    text = (PROBES / name).read_text()
    if ok:
        assert verdict(write_model(text)) == "proved"
    else:
        _refused(write_model, text, "don't fit rounds")


def test_a_legendary_put_among_several_is_refused(write_model):
    """704.3: no state-based action until the resolution is done; the legend rule's timing is not followed."""
    legend = '\n[[card]]\nname = "Test Legend"\nmana_value = 2\ntypes = ["creature"]\nsupertypes = ["legendary"]\n' \
             'power = 2\ntoughness = 2\n\n[[object]]\nid = "l"\ncard = "Test Legend"\nzone = "hand"\n'
    _refused(write_model, _model({"a": ("you", "creature")}, ["a", "l"], legend), "is legendary")


def test_puts_beside_another_resolution_is_refused(write_model):
    text = ('[[object]]\nid = "b"\ncard = "Grizzly Bears"\nzone = "hand"\n\n[[event]]\nturn = "you"\n\n[[event]]\n'
            'step = "main"\n\n[[event]]\ncast = "b"\nfree = true\n\n[[event]]\nresolves = "b"\nputs = ["pass"]\n')
    _refused(write_model, text + claim("True"), "puts goes with the resolution of a spell")


CARD = st.tuples(st.sampled_from(["you", "opponent"]), st.sampled_from(sorted(KINDS)))


@settings(max_examples=examples(40), deadline=None)
@given(st.dictionaries(st.sampled_from(["a", "b", "c"]), CARD, max_size=3).flatmap(
    lambda hand: st.tuples(st.just(hand), st.lists(st.sampled_from(sorted(hand) + ["pass"]), max_size=6))),
    st.sampled_from(["you", "opponent"]))
def test_the_loader_accepts_what_the_reference_finds_legal(tmp_path_factory, case, caster):
    """A random hand, list of choices and caster: the loader refuses it exactly where the reference finds no play
    of it."""
    hand, puts = case
    path = tmp_path_factory.mktemp("m") / "m.toml"
    path.write_text(_model(hand, puts, caster=caster))
    try:
        load_scenario(path)
        accepted = True
    except ModelError:
        accepted = False
    other = "opponent" if caster == "you" else "you"
    assert accepted == legal(caster, other, {c: (o, [k]) for c, (o, k) in hand.items()}, puts)


@pytest.mark.parametrize("choosers, ok", [
    ([], True), ([None], True), (["opponent", "you"], True), ([None, "opponent", "you"], True),
    ([None, None, "you"], False), (["you", "you", "you"], True), (["you", None, None, "you"], False),
    ([None, None], True), ([None, None, None], False)])
def test_rounds(choosers, ok):
    """Rulings 3 and 5, as a table: a passer puts later only where someone put in between."""
    assert rounds_ok("you", choosers) == ok


@pytest.mark.parametrize("choosers, ok", [
    (["you"], True), ([None, "you"], True), (["opponent", "you", None, None, "opponent"], False),
    (["opponent", "you", None, None], True), (["you", "opponent"], True), (["you", None, None, "opponent"], False)])
def test_rounds_when_the_opponent_controls_it(choosers, ok):
    """101.4, ruling 5: each round starts with the spell's controller, the opponent here."""
    assert rounds_ok("opponent", choosers) == ok
