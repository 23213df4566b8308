"""The legend rule (704.5j), a state-based action: of two or more legendary permanents with the
same name under one player's control, that player chooses one to keep and the rest go to the
graveyard.  The choice is the player's, quantified like the others.  (A rulings formaliser found
two Mox Opals staying on the battlefield, the first proved able to tap for mana after the second
entered.)"""
import pytest

from conftest import claim, claim_verdict
from verifier.errors import ModelError
from verifier.load.loader import load_scenario
from verifier.query import check_claim_over, possible_histories

MOX = '''
[scenario]
turn = "you"

[[card]]
name = "Mox Opal"
mana_cost = "{{0}}"
types = ["artifact"]
supertypes = ["legendary"]
abilities = ["{{T}}: Add {{W}}."]

[[object]]
id = "mox"
card = "Mox Opal"

[[object]]
id = "mox-2"
card = "Mox Opal"
{where}
{history}
'''

def _mox(second: str, history: str) -> str:
    """Mox Opal on the battlefield, a second one in its owner's hand (entering by the history)
    or, without a history, on the battlefield under `second`'s control."""
    where = f'zone = "hand"\nowner = "{second}"' if history else f'controller = "{second}"'
    return MOX.format(where=where, history=history)


ENTERS = '''
[[event]]
step = "main"
label = "before"

[[event]]
enters = "mox-2"
label = "second"
'''


def test_mox_opal_one_kept_after_the_second_enters(write_model):
    """The player keeps one of the two, either one: exactly one is on the battlefield, and the
    first can tap for mana only if it is the one kept."""
    text = _mox("you", ENTERS)
    assert claim_verdict(write_model, text, "on_battlefield(mox) != on_battlefield('mox-2')") == "proved"
    assert claim_verdict(write_model, text, "can_tap_for_mana(mox)", expect="refuted") == "refuted"
    assert claim_verdict(write_model, text, "on_battlefield('mox-2')", expect="witness") == "witness"
    assert claim_verdict(write_model, text, "on_battlefield(mox)", expect="witness") == "witness"
    assert claim_verdict(write_model, text, "in_zone(mox, 'graveyard') != in_zone('mox-2', 'graveyard')") == \
        "proved"
    assert claim_verdict(write_model, text, "on_battlefield(mox) and can_tap_for_mana(mox)", at="before") == \
        "proved"


def test_mox_opal_under_two_controllers_both_stay(write_model):
    """704.5j counts one player's legendary permanents: one Mox Opal each, both stay."""
    text = _mox("opponent", ENTERS)
    assert claim_verdict(write_model, text, "on_battlefield(mox) and on_battlefield('mox-2')") == "proved"


def test_mox_opal_on_a_board(write_model):
    """On a board without a history, the state-based actions are checked too (704.3)."""
    text = _mox("you", "")
    assert claim_verdict(write_model, text, "on_battlefield(mox) != on_battlefield('mox-2')") == "proved"
    assert claim_verdict(write_model, text, "on_battlefield(mox)", expect="refuted") == "refuted"


def test_mox_opal_gaining_control_of_a_second(write_model):
    """A control change (613.1b) brings the opponent's Mox Opal under your control: then the
    rule applies, and you choose which to keep."""
    text = _mox("opponent", ENTERS + '''
[[event]]
gain_control = "mox-2"
by = "you"
label = "stolen"
''')
    assert claim_verdict(write_model, text, "on_battlefield(mox) and on_battlefield('mox-2')", at="second") == \
        "proved"
    assert claim_verdict(write_model, text, "on_battlefield(mox) != on_battlefield('mox-2')", at="stolen") == \
        "proved"


def test_mox_opal_copied_by_a_clone(write_model):
    """A copy has the copied name and supertype (707.2): a Clone entering as a copy of a
    legendary creature is its namesake, and one of the two goes."""
    text = '''
[scenario]
turn = "you"

[[card]]
name = "Opal Titan"
mana_cost = "{2}"
types = ["creature"]
supertypes = ["legendary"]
power = 2
toughness = 2

[[object]]
id = "titan"
card = "Opal Titan"

[[object]]
id = "clone"
card = "Clone"
zone = "hand"

[[event]]
step = "main"

[[event]]
enters = "clone"
as_copy_of = "titan"
'''
    assert claim_verdict(write_model, text, "on_battlefield(titan) != on_battlefield(clone)") == "proved"


def test_mox_opal_replay_agrees(write_model):
    """Each witness Z3 gives is replayed through the interpreter (query.py): both outcomes are
    found and replayed."""
    text = _mox("you", ENTERS)
    for kept in ("mox", "mox-2"):
        path = write_model(text + f'''
[[claim]]
id = "c"
expr = "on_battlefield('{kept}')"
expect = "witness"
''', name=f"{kept}.toml")
        sc = load_scenario(path)
        result = check_claim_over(possible_histories(sc).encodings, sc.claims[0])
        assert result.verdict.value == "witness"


@pytest.mark.parametrize("n", [3])
def test_mox_opal_three_keep_one(n, write_model):
    """Three namesakes: one kept, two go, whichever the player keeps."""
    extra = "".join(f'\n[[object]]\nid = "mox-{i}"\ncard = "Mox Opal"\n' for i in range(3, n + 1))
    text = _mox("you", "") + extra
    mine = ["mox", "mox-2"] + [f"mox-{i}" for i in range(3, n + 1)]
    one = f"count_true({', '.join(f'on_battlefield({m!r})' for m in mine)})"
    assert claim_verdict(write_model, text, f"{one} == 1") == "proved"


GALLERY = '''
[[object]]
id = "gallery"
name = "Mirror Gallery"
types = ["artifact"]
abilities = ["The \\"legend rule\\" doesn't apply."]
'''


def test_mox_opal_beside_mirror_gallery_both_stay(write_model):
    """704.5j does not apply while a permanent has "The 'legend rule' doesn't apply" (Mirror Gallery):
    both Moxen stay; the encoding's outcomes are the interpreter's (verifier.orderings)."""
    from verifier.expr import Expr
    from verifier.load.claims import names_of
    from verifier.orderings import all_values
    from verifier.query import Encoding, outcomes
    text = _mox("you", ENTERS) + GALLERY
    assert claim_verdict(write_model, text, "on_battlefield(mox) and on_battlefield('mox-2')") == "proved"
    sc = load_scenario(write_model(text + claim("on_battlefield(mox)", expect="witness"), name="both.toml"))
    expr = Expr("on_battlefield('mox-2')", names_of(sc), lambda m: AssertionError(m))
    assert {o.value for o in outcomes(Encoding(sc), "on_battlefield('mox-2')")} == set(all_values(sc, expr)) == {True}


def test_mirror_gallery_without_its_ability_the_rule_applies(write_model):
    """The Gallery's ability removed (613.1f: an effect that removes all abilities), the rule applies."""
    text = _mox("you", ENTERS) + GALLERY + '''
[[effect]]
id = "blank"
targets = ["gallery"]
layer6 = { remove_all_abilities = true }
'''
    assert claim_verdict(write_model, text, "on_battlefield(mox) != on_battlefield('mox-2')") == "proved"


def test_mox_opal_beside_mirror_box_is_refused(write_model):
    """An ability that changes the legend rule otherwise ("doesn't apply to permanents you control") is
    kept by its text, not followed: where two namesakes may meet, refused with its object's line."""
    text = _mox("you", ENTERS) + GALLERY.replace("doesn't apply.", "doesn't apply to permanents you control.") + \
        claim("on_battlefield(mox)")
    with pytest.raises(ModelError) as err:
        load_scenario(write_model(text))
    assert err.value.line == text.splitlines().index('id = "gallery"'), err.value.message
    assert "legend rule" in err.value.message


@pytest.mark.parametrize("text", ["count_true(on_battlefield(mox), on_battlefield('mox-2'), on_battlefield('mox-3'))",
                                  "on_battlefield('mox-3')", "on_battlefield(mox)"])
def test_mox_opal_outcomes_match_brute_force(text, write_model):
    """The encoding's outcomes are those the interpreter gives over every choice of the player
    (verifier.orderings, the test oracle): three namesakes on a board."""
    from verifier.expr import Expr
    from verifier.load.claims import names_of
    from verifier.orderings import all_values
    from verifier.query import Encoding, outcomes
    model = _mox("you", "") + '\n[[object]]\nid = "mox-3"\ncard = "Mox Opal"\n'
    sc = load_scenario(write_model(model + claim("on_battlefield(mox)", expect="witness")))
    expr = Expr(text, names_of(sc), lambda m: AssertionError(m))
    found = {o.value for o in outcomes(Encoding(sc), text)}
    assert found == set(all_values(sc, expr))
    assert found == ({1} if text.startswith("count_true") else {True, False})


@pytest.mark.parametrize("text", ["on_battlefield(mox)", "can_tap_for_mana('mox-2')",
                                  "at('before', on_battlefield(mox)) and on_battlefield('mox-2')"])
def test_mox_opal_history_outcomes_match_brute_force(text, write_model):
    """In a history too: the second Mox Opal entering, the encoding's outcomes are the
    interpreter's over every choice (verifier.orderings)."""
    from verifier.expr import Expr
    from verifier.load.claims import names_of
    from verifier.orderings import all_values
    from verifier.query import Encoding, outcomes
    sc = load_scenario(write_model(_mox("you", ENTERS) + claim("on_battlefield(mox)", expect="witness")))
    expr = Expr(text, names_of(sc), lambda m: AssertionError(m))
    found = {o.value for o in outcomes(Encoding(sc), text)}
    assert found == set(all_values(sc, expr)) == {True, False}
