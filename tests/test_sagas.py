"""Sagas (714) in a history: lore counters as a Saga enters (714.3a) and as its controller's precombat
main phase begins (714.3c), chapter abilities triggering on them (714.2b-c), the sacrifice (714.4,
704.5s); what the model does not follow refused with its line; and the verifier against an independent
reading (`tests/reference/sagas.py`) on random histories of one Saga."""
from hypothesis import given, settings, strategies as st

from conftest import claim, claim_verdict, examples, refused_in_one_line
from reference.layers import Impossible
from reference.sagas import SagaGame, play
from test_reference_differential import SETTINGS
from verifier.errors import ModelError
from verifier.load.loader import load_scenario
from verifier.query import outcomes_over

ROMAN = {1: "I", 2: "II", 3: "III", 4: "IV"}


def saga_text(chapters, zone="hand", counters=None, extra_abilities=()):
    """A Saga card of these chapters ((numbers, life gained), 714.2c), an object of it, a [[trigger]] each."""
    texts = [f"{', '.join(ROMAN[n] for n in numbers)} \u2014 You gain {life} life." for numbers, life in chapters]
    out = ('[[card]]\nname = "Test Saga"\ntypes = ["enchantment"]\nsubtypes = ["Saga"]\n'
           f'abilities = {[*texts, *extra_abilities]!r}\n\n'.replace("'", '"') +
           '[[object]]\nid = "saga"\ncard = "Test Saga"\n' + (f'zone = "{zone}"\n' if zone else '') +
           (f'counters = {{ lore = {counters} }}\n' if counters is not None else ''))
    for i, (text, (_, life)) in enumerate(zip(texts, chapters)):
        out += f'\n[[trigger]]\nid = "ch{i}"\nsource = "saga"\nability = "{text}"\nwhen = "chapter"\ngain_life = {life}\n'
    return out


THREE = [((1,), 1), ((2,), 2), ((3,), 4)]
EVENT = {"enters": 'enters = "saga"', "turn": 'turn = "{}"', "main": 'step = "main"',
         "put": 'put_counters = "saga"\ncounters = {{ lore = {} }}', "remove": 'remove_counters = "saga"\ncounters = {{ lore = {} }}',
         "resolve": 'resolves = "ch{}"', "leaves": 'leaves = "saga"\ninto = "graveyard"'}


def history(steps, labels=()):
    return "".join(f"\n[[event]]\n{EVENT[s[0]].format(*s[1:])}\n" + (f'label = "{labels[i]}"\n' if i < len(labels) and labels[i] else "")
                   for i, s in enumerate(steps))


def proved(write_model, text, expr):
    return claim_verdict(write_model, text, expr)


def test_a_saga_enters_with_a_lore_counter_and_its_chapter_one_triggers(write_model):
    """714.3a, 714.2b: one lore counter as it enters, chapter I triggered; resolved, 1 life."""
    text = saga_text(THREE) + history([("enters",), ("resolve", 0)], ["in", "r"])
    assert proved(write_model, text, "at('in', counters(saga, 'lore') == 1 and triggered('ch0') and life('you') == 20) "
                                     "and life('you') == 21 and on_battlefield(saga)") == "proved"


def test_the_precombat_main_phase_adds_a_lore_counter_not_the_second_one(write_model):
    """714.3c: as its controller's precombat main phase begins; not the opponent's, not a postcombat one."""
    steps = [("enters",), ("resolve", 0), ("turn", "opponent"), ("main",), ("turn", "you"), ("main",),
             ("resolve", 1), ("main",)]
    text = saga_text(THREE) + history(steps, [None, None, None, "theirs", None, "mine", None, "post"])
    assert proved(write_model, text, "at('theirs', counters(saga, 'lore') == 1) and at('mine', counters(saga, 'lore') "
                                     "== 2 and triggered('ch1')) and at('post', counters(saga, 'lore') == 2) and "
                                     "life('you') == 23") == "proved"
    assert proved(write_model, text, "at('theirs', counters(saga, 'lore') == 2)") == "refuted"


def test_it_is_sacrificed_once_its_final_chapter_has_left_the_stack(write_model):
    """714.4, 704.5s: three lore counters with chapter III on the stack: still there; resolved: sacrificed."""
    steps = [("enters",), ("resolve", 0), ("put", 2), ("resolve", 2), ("resolve", 1)]
    text = saga_text(THREE) + history(steps, [None, None, "two", "one", "done"])
    assert proved(write_model, text, "at('two', on_battlefield(saga) and counters(saga, 'lore') == 3) and "
                                     "at('one', on_battlefield(saga)) and at('done', not on_battlefield(saga)) and "
                                     "in_zone(saga, 'graveyard') and life('you') == 27") == "proved"


def test_chapters_triggering_at_once_resolve_in_either_order(write_model):
    """603.3b: II and III triggered by one event are put on the stack in the order their controller chooses."""
    for first, second in ((1, 2), (2, 1)):
        steps = [("enters",), ("resolve", 0), ("put", 2), ("resolve", first), ("resolve", second)]
        assert proved(write_model, saga_text(THREE) + history(steps), "life('you') == 27") == "proved"


def test_removed_counters_trigger_nothing_and_chapters_trigger_again_when_put_back(write_model):
    """714.2b: only counters put trigger; from below a number to at least it again, it triggers again."""
    steps = [("enters",), ("resolve", 0), ("remove", 1), ("put", 1), ("resolve", 0)]
    text = saga_text(THREE) + history(steps, [None, None, "removed", "back"])
    assert proved(write_model, text, "at('removed', counters(saga, 'lore') == 0) and "
                                     "at('back', triggered('ch0')) and life('you') == 22") == "proved"


def test_a_triggered_chapter_resolves_after_its_saga_has_left(write_model):
    """Once triggered, a chapter ability is independent of its source (Arni Slays the Troll's ruling)."""
    steps = [("enters",), ("leaves",), ("resolve", 0)]
    assert proved(write_model, saga_text(THREE) + history(steps), "life('you') == 21 and not on_battlefield(saga)") \
        == "proved"


def test_a_chapter_with_two_numbers_triggers_for_each(write_model):
    """714.2c: "I, II" is two abilities: two counters at once trigger it twice."""
    steps = [("enters",), ("resolve", 0), ("put", 1), ("resolve", 0)]
    text = saga_text([((1, 2), 1), ((3,), 4)]) + history(steps)
    assert proved(write_model, text, "life('you') == 22") == "proved"


def test_a_saga_losing_its_chapter_abilities_is_not_sacrificed(write_model):
    """704.5s, 714.3c (April 2026): a Saga with no chapter ability is never sacrificed, and gets no lore
    counter as its controller's precombat main phase begins."""
    text = saga_text(THREE, zone=None, counters=1) + \
        '\n[[effect]]\nid = "blank"\ntargets = ["saga"]\nlayer6 = { remove_all_abilities = true }\n' + \
        '\n[[event]]\nstarts = "blank"\n' + history([("put", 2), ("turn", "you"), ("main",)])
    assert proved(write_model, text, "on_battlefield(saga) and counters(saga, 'lore') == 3") == "proved"
    assert proved(write_model, text, "not on_battlefield(saga)") == "refuted"


# -- refusals -------------------------------------------------------------------------------------------


def test_a_chapter_ability_no_trigger_says_is_refused(write_model, run_cli):
    text = saga_text(THREE).split("\n[[trigger]]")[0] + history([("enters",)]) + claim("on_battlefield(saga)")
    refused_in_one_line(run_cli, write_model(text), 7, "chapter ability 'I \u2014 You gain 1 life.' triggers")


def test_a_chapter_whose_text_is_not_followed_is_refused(write_model, run_cli):
    text = saga_text([((1,), 1)]).replace("You gain 1 life.", "You gain 1 life. Draw a card.") + \
        history([("enters",)]) + claim("on_battlefield(saga)")
    refused_in_one_line(run_cli, write_model(text), 12, "says 'Draw a card.', which no key")


def test_read_ahead_is_refused(write_model, run_cli):
    text = saga_text(THREE, extra_abilities=["Read ahead"]) + history([("enters",)]) + claim("on_battlefield(saga)")
    refused_in_one_line(run_cli, write_model(text), 7, "has read ahead")


def test_a_main_phase_begun_unsaid_is_refused(write_model, run_cli):
    text = saga_text(THREE) + history([("enters",), ("resolve", 0), ("turn", "you"), ("put", 1)]) + \
        claim("on_battlefield(saga)")
    refused_in_one_line(run_cli, write_model(text), 42, "no `step = \"main\"` event began")


def test_a_main_phase_not_known_to_be_the_first_is_refused(write_model, run_cli):
    text = saga_text(THREE) + history([("enters",), ("resolve", 0), ("main",)]) + claim("on_battlefield(saga)")
    refused_in_one_line(run_cli, write_model(text), 39, "whether this main phase is its turn's first")


def test_a_saga_given_with_its_final_chapter_reached_is_refused(write_model, run_cli):
    """Even as a board with no history: its final chapter may be waiting on the stack (704.5s)."""
    text = saga_text(THREE, zone=None, counters=3) + claim("on_battlefield(saga)")
    code, out, err = run_cli("check", write_model(text))
    assert code == 2 and "whether a chapter ability of it is waiting on the stack" in err, out + err


def test_chapter_on_another_ability_is_refused(write_model, run_cli):
    text = saga_text(THREE, extra_abilities=["At the beginning of your upkeep, you gain 1 life."]) + \
        '\n[[trigger]]\nid = "up"\nsource = "saga"\nability = "At the beginning of your upkeep, you gain 1 life."\n' \
        'when = "chapter"\ngain_life = 1\n' + history([("enters",)]) + claim("on_battlefield(saga)")
    refused_in_one_line(run_cli, write_model(text), 33, "goes with a Saga's chapter ability")


def test_a_trigger_putting_lore_counters_is_refused(write_model, run_cli):
    text = saga_text(THREE, extra_abilities=["At the beginning of your upkeep, put a lore counter on this Saga."]) + \
        '\n[[trigger]]\nid = "up"\nsource = "saga"\nability = "At the beginning of your upkeep, put a lore counter ' \
        'on this Saga."\nwhen = "your upkeep"\ncounters_on = "saga"\ncounters = { lore = 1 }\n' + \
        history([("enters",)]) + claim("on_battlefield(saga)")
    refused_in_one_line(run_cli, write_model(text), 33, "puts lore counters on the Saga")


def test_a_board_with_a_saga_and_no_history_is_read(write_model):
    """Its layers only: the types it has and the counters it is given."""
    text = saga_text(THREE, zone=None, counters=1)
    assert claim_verdict(write_model, text, "has_subtype(saga, 'Saga') and counters(saga, 'lore') == 1") == "proved"


def test_a_saga_card_staying_in_a_hand_is_read(write_model):
    """714 asks nothing of a Saga card in a hand: a history beside it is followed, no [[trigger]] asked."""
    text = saga_text(THREE).split("\n[[trigger]]")[0] + \
        '\n[[object]]\nid = "bears"\ncard = "Grizzly Bears"\n\n[[event]]\ntap = "bears"\n'
    assert claim_verdict(write_model, text, "in_zone(saga, 'hand') and is_tapped(bears)") == "proved"


# -- against the reference ------------------------------------------------------------------------------


@st.composite
def saga_histories(draw):
    """A Saga of two or three chapter abilities (one maybe with two numbers, 714.2c) entering from a hand,
    then random steps, mostly ones the reference finds possible (now and then any step): turns (each with
    its first main phase), later main phases, lore counters put or removed, chapter resolutions, the Saga
    leaving."""
    chapters = draw(st.sampled_from([THREE, [((1,), 1), ((2,), 2)], [((1, 2), 1), ((3,), 4)]]))
    steps, game, turned = [("enters",)], SagaGame(chapters), False
    game.step(("enters",))
    anything = [("turn", "you"), ("turn", "opponent"), ("main",), ("put", 1), ("put", 2), ("remove", 1), ("leaves",),
                *[("resolve", i) for i in range(len(chapters))]]
    for _ in range(draw(st.integers(1, 7))):
        legal = [("resolve", i) for i in sorted(set(game.stack[-1]))] if game.stack else \
            [("turn", "you"), ("turn", "opponent"), *([("main",)] if turned else [])]
        legal += [("put", 1), ("put", 2), ("remove", 1), ("leaves",)] if game.on_battlefield else []
        step = draw(st.sampled_from(anything if draw(st.integers(0, 9)) == 0 else legal))
        if step == ("main",) and not turned:
            continue
        taken = [step, ("main",)] if step[0] == "turn" else [step]
        turned = turned or step[0] == "turn"
        steps += taken
        try:
            for x in taken:
                game.step(x)
        except Impossible:
            break
    return chapters, steps


@settings(max_examples=examples(60), **SETTINGS)
@given(saga_histories())
def test_verifier_matches_the_saga_reference(tmp_path_factory, case):
    """Life, whether the Saga is on the battlefield and its lore counters at the end: the verifier's values
    (none where it finds the history impossible) are the reference's."""
    chapters, steps = case
    try:
        life, there, lore = play(chapters, steps)
        expected = {"life('you')": {life}, "on_battlefield(saga)": {there}}
        if there:
            expected["counters(saga, 'lore')"] = {lore}
    except Impossible:
        expected = {"life('you')": set(), "on_battlefield(saga)": set()}
    path = tmp_path_factory.mktemp("saga") / "saga.toml"
    path.write_text('[scenario]\nname = "saga"\nsource = "random"\n\n' + saga_text(chapters) + history(steps))
    for text, values in expected.items():
        try:
            got = {o.value for o in outcomes_over(load_scenario(path), text)}
        except ModelError:  # (refused: impossible in every order)
            got = set()
        assert got == values, f"{steps}: {text}: verifier {got} vs reference {values}"


def test_a_chapter_with_an_if_is_refused(write_model, run_cli):
    text = saga_text(THREE).replace('when = "chapter"\ngain_life = 1\n', 'when = "chapter"\nif = "is_tapped(saga)"\ngain_life = 1\n') \
        + history([("enters",)]) + claim("on_battlefield(saga)")
    refused_in_one_line(run_cli, write_model(text), 12, "a chapter ability has no intervening 'if'")


def test_a_saga_beside_a_counter_replacement_is_refused(write_model, run_cli):
    """614.1c: Doubling Season would double the lore counter it enters with."""
    text = saga_text(THREE) + '\n[[object]]\nid = "season"\ncard = "Doubling Season"\n' + history([("enters",)]) + \
        claim("on_battlefield(saga)")
    refused_in_one_line(run_cli, write_model(text), 7, "beside a replacement effect that may change how many counters")


def test_a_saga_token_is_refused(write_model, run_cli):
    """A Saga a resolution puts onto the battlefield: its first lore counter and chapter not followed."""
    text = saga_text(THREE, zone=None).replace('card = "Test Saga"\n', 'card = "Test Saga"\ncreated_by = "maker"\n', 1) + \
        '\n[[object]]\nid = "maker-source"\nname = "A maker"\ntypes = ["artifact"]\n' \
        'abilities = ["At the beginning of your upkeep, create a token that\'s a copy of Test Saga."]\n' \
        '\n[[trigger]]\nid = "maker"\nsource = "maker-source"\n' \
        'ability = "At the beginning of your upkeep, create a token that\'s a copy of Test Saga."\nwhen = "your upkeep"\n' + \
        '\n[[event]]\nstep = "upkeep"\n\n[[event]]\nresolves = "maker"\n' + claim("on_battlefield(saga)")
    code, out, err = run_cli("check", write_model(text))
    assert code == 2 and "is a Saga put onto the battlefield by a resolution" in err, out + err


def test_turns_in_a_group_beside_a_saga_are_refused(write_model, run_cli):
    text = saga_text(THREE) + history([("enters",), ("resolve", 0)]) + \
        '\n[[event]]\nturn = "opponent"\ngroup = "g"\n\n[[event]]\nstep = "main"\ngroup = "g"\n' + claim("on_battlefield(saga)")
    refused_in_one_line(run_cli, write_model(text), 7, "in a group or a search, where lore counters are put")


def test_lore_counters_in_a_group_are_refused(write_model, run_cli):
    """714.2b: a chapter is checked where counters are put, which a group left to the solver does not tell."""
    text = saga_text(THREE) + history([("enters",), ("resolve", 0)]) + \
        '\n[[event]]\nput_counters = "saga"\ncounters = { lore = 1 }\ngroup = "g"\n' \
        '\n[[event]]\nremove_counters = "saga"\ncounters = { lore = 1 }\ngroup = "g"\n' + claim("on_battlefield(saga)")
    refused_in_one_line(run_cli, write_model(text), 7, "in a group or a search, where lore counters are put")


def test_a_granted_chapter_ability_is_refused(write_model, run_cli):
    text = saga_text(THREE) + '\n[[effect]]\nid = "more"\ntargets = ["saga"]\n' \
        'layer6 = { add_abilities = ["IV \u2014 You gain 8 life."] }\n' + history([("enters",)]) + claim("on_battlefield(saga)")
    refused_in_one_line(run_cli, write_model(text), 33, "grants the chapter ability")


def test_a_spell_putting_lore_counters_is_refused(write_model, run_cli):
    text = saga_text(THREE) + '''
[[card]]
name = "Test Lore"
types = ["sorcery"]
mana_cost = "{0}"
abilities = ["Put a lore counter on target Saga."]

[[card.resolves]]
ability = "Put a lore counter on target Saga."
affects = { subtypes = ["Saga"] }
layer6 = { add_abilities = ["hexproof"] }
puts_counters = { lore = 1 }

[[object]]
id = "lore-spell"
card = "Test Lore"
zone = "hand"

[[effect]]
id = "more-lore"
card = "Test Lore"
ability = "Put a lore counter on target Saga."
spell = "lore-spell"
targets = ["saga"]
''' + history([("enters",), ("resolve", 0)]) + '\n[[event]]\ncast = "lore-spell"\n\n[[event]]\nresolves = "lore-spell"\n' + claim("on_battlefield(saga)")
    code, out, err = run_cli("check", write_model(text))
    assert code == 2 and "effect 'more-lore' puts lore counters" in err, out + err


def test_an_object_copying_a_saga_is_refused(write_model, run_cli):
    text = saga_text(THREE) + '\n[[card]]\nname = "Test Mimic"\ntypes = ["enchantment"]\nenters_as_copy = { of = { types = ["enchantment"] } }\n' + \
        '\n[[object]]\nid = "mimic"\ncard = "Test Mimic"\nzone = "hand"\n' + \
        history([("enters",), ("resolve", 0)]) + '\n[[event]]\nenters = "mimic"\nas_copy_of = "saga"\n' + \
        claim("on_battlefield(mimic)")
    code, out, err = run_cli("check", write_model(text))
    assert code == 2 and "'mimic' may become a copy of the Saga 'saga'" in err, out + err


def test_the_counterexample_tells_the_lore_counter_of_the_main_phase(write_model, run_cli):
    text = saga_text(THREE) + history([("enters",), ("resolve", 0), ("turn", "you"), ("main",)]) + \
        claim("counters(saga, 'lore') == 1", expect="refuted")
    code, out, err = run_cli("check", write_model(text))
    assert code == 0 and "saga gets a lore counter as the precombat main phase begins (714.3c), 2 now" in out, out + err


def test_why_names_the_sacrifice_rule(write_model, run_cli):
    """`--why`: the proof that the Saga is gone needs 704.5s (verifier/rules/cited.py)."""
    text = saga_text([((1,), 1)]) + history([("enters",), ("resolve", 0)]) + claim("not on_battlefield(saga)")
    code, out, err = run_cli("check", "--why", write_model(text))
    assert code == 0 and "proved, using: 704.5s" in out, out + err


def test_a_saga_beside_an_as_long_as_effect_is_refused(write_model, run_cli):
    text = saga_text(THREE) + '\n[[object]]\nid = "bears"\ncard = "Grizzly Bears"\n' \
        '\n[[effect]]\nid = "steal"\ntargets = ["bears"]\nlayer2 = { control = "opponent" }\n' \
        'as_long_as = "on_battlefield(saga)"\n' + history([("enters",)]) + claim("on_battlefield(saga)")
    refused_in_one_line(run_cli, write_model(text), 7, "which lasts 'for as long as' (611.2b)")
