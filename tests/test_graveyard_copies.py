"""Embalm and eternalize (702.128, 702.129): a token copying a card in a graveyard; and a
token copying a card in another zone (copy_card, 707.2)
(`verifier.load.graveyard_copies`).  What is refused, with its file and line; when the
activation is impossible; and outcomes the CR decides, each by a rule stated in the test,
checked against the concrete interpreter over every ordering."""
import pytest

from conftest import BEARS, BURIED_CAT as CAT, BURIED_KHENRA, CAT_MANA, KHENRA_MANA, claim, refused_in_one_line
from verifier.errors import ModelError
from verifier.expr import Expr
from verifier.load.claims import names_of
from verifier.load.loader import load_scenario
from verifier.orderings import all_values, all_values_each
from verifier.query import Encoding, check_claim_over, outcomes, possible_histories

EMBALM = '\n[[event]]\nembalm = "cat"\ntoken = "zcat"\n'

BAD = {
    "no-embalm-ability": (BEARS + '[[event]]\nleaves = "bears"\ninto = "graveyard"\n[[event]]\nembalm = "bears"\n'
                          'token = "zbears"\n', 9, "'bears' has no embalm ability"),
    "no-token-named": (CAT + '[[event]]\nembalm = "cat"\n', 7, "name it, token = "),
    "token-without-embalm": (BEARS + '[[event]]\ntap = "bears"\ntoken = "t"\n', 7, "'token' names the token"),
    "in-a-group": (CAT + EMBALM.replace('token = "zcat"', 'token = "zcat"\ngroup = "g"'), 10, "not put in a group"),
    "token-id-taken": (CAT + BEARS + EMBALM.replace("zcat", "bears"), 13, "duplicate id 'bears'"),
    "tokens-doubled": ('[[object]]\nid = "procession"\ncard = "Anointed Procession"\n' + CAT + EMBALM, 11,
                       "a replacement effect may multiply the tokens embalm creates (614.1a): not modelled"),
    "unknown-card": (CAT + EMBALM.replace('embalm = "cat"', 'embalm = "dog"'), 8, "unknown object 'dog'"),
    "a-token-embalmed": (CAT + EMBALM + '\n[[event]]\nembalm = "zcat"\ntoken = "zzcat"\n', 12, "'zcat' is a token"),
    "in-a-search": ('[scenario]\nsearch = { events = [{ embalm = "cat", token = "zcat" }] }\n' + CAT, 2,
                    "not among the events a search chooses from"),
    # a token copying a card in a zone (copy_card): where the card is, said; from and except only with it
    "copy-card-without-from": (CAT + '[[event]]\ncopy_card = "cat"\ntoken = "t"\n', 7, "say which zone the card"),
    "from-without-copy-card": (CAT + '[[event]]\nembalm = "cat"\ntoken = "t"\nfrom = "graveyard"\n', 9,
                               "'from' goes with copy_card"),
    "except-without-copy-card": (BEARS + '[[event]]\ntap = "bears"\nexcept = { power = 1 }\n', 7,
                                 "'except' goes with copy_card"),
    "copy-card-of-a-token": (CAT + EMBALM + '[[event]]\ncopy_card = "zcat"\ntoken = "t"\nfrom = "exile"\n', 11,
                             "'zcat' is a token"),
    # (the audit of copy_card: a token is not cast, 107.3m; it has no values of its own to keep; a copy of a
    # Clone card would choose what to copy as it enters)
    "copy-card-with-x": (CAT + '[[event]]\ncopy_card = "cat"\ntoken = "t"\nfrom = "graveyard"\nx = 3\n', 10,
                         "its X is 0, 107.3m"),
    "embalm-with-x": (CAT + EMBALM.replace('token = "zcat"', 'token = "zcat"\nx_at_most = 2'), 10, "its X is 0"),
    "copy-card-not-copied": (CAT + '[[event]]\ncopy_card = "cat"\ntoken = "t"\nfrom = "graveyard"\n'
                             'except = { not_copied = ["colors"] }\n', 10, "no values of its own to keep"),
    "copy-card-of-a-clone": ('[[object]]\nid = "clone"\ncard = "Clone"\nzone = "exile"\nowner = "you"\n' + CAT +
                             '[[event]]\ncopy_card = "clone"\ntoken = "t"\nfrom = "exile"\n', 12,
                             "ability to enter as a copy (707.2, 707.5), a choice it makes as it enters: not modelled"),
}


@pytest.mark.parametrize("name", sorted(BAD))
def test_bad_input_refused_in_one_line(name, write_model, run_cli):
    text, line, message = BAD[name]
    refused_in_one_line(run_cli, write_model(text + claim("power(cat) == 1")), line, message)


@pytest.mark.parametrize("before, reason", [
    # 702.128a: only from a graveyard
    ('moves = "cat"\ninto = "hand"', "'cat' is not a card in its owner's graveyard then"),
    # 307.1: as a sorcery, on its owner's turn, in a main phase
    ('turn = "opponent"', "on the turn of the card's owner"),
    ('step = "end"', "only in a main phase"),
])
def test_embalm_is_impossible_where_the_rules_forbid_it(write_model, before, reason):
    text = CAT + f"\n[[event]]\n{before}\n" + EMBALM + claim("on_battlefield(zcat)")
    with pytest.raises(ModelError) as err:
        possible_histories(load_scenario(write_model(text)))
    assert reason in err.value.message and err.value.line == 10 + before.count("\n")  # (the embalm's)


def test_an_impossible_event_after_an_embalm_is_named_by_its_own_line(write_model):
    """The embalm is two events of the history (the cost, the token); the file's later
    events keep their lines."""
    text = CAT + BEARS + EMBALM + '\n[[event]]\nleaves = "bears"\ninto = "graveyard"\n\n[[event]]\ntap = "bears"\n' + \
        claim("on_battlefield(zcat)")
    with pytest.raises(ModelError) as err:
        load_scenario(write_model(text))
    assert err.value.line == 19 and "'bears' cannot tap here" in err.value.message


def _values(sc, text: str) -> set:
    """The values over every ordering, by Z3; checked equal to the concrete interpreter's."""
    smt = {o.value for o in outcomes(Encoding(sc), text)}
    brute = set(all_values(sc, Expr(text, names_of(sc), lambda m: None)))
    assert smt == brute, f"{text}: Z3 {smt}, every ordering {brute}"
    return smt


# what the embalmed token is (each read by Z3 and by every ordering, one walk for all)
EMBALMED = [
    # 707.2, 400.7: what is printed on the card (1/1, and Glorious Anthem); no counter or effect the creature it was had
    ("power(zcat)", {2}), ("has_ability(zcat, 'flying')", {False}),
    # 702.128a: white, a Zombie in addition to its types, no mana cost (202.3: mana value 0); 707.9b: a copy of
    # the token has the same
    ("has_subtype(zcat, 'Zombie') and has_subtype(zcat, 'Cat') and mana_value(zcat) == 0", {True}),
    ("has_subtype(clone, 'Zombie') and mana_value(clone) == 0 and name(clone) == 'Sacred Cat'", {True}),
    # 111.2: its owner is who created it, the card's owner; Glorious Anthem counts it
    ("toughness(clone) + toughness(zcat)", {4}),
    # 702.128a: the card is exiled as the cost (602.2)
    ("in_zone(cat, 'exile') and count(zone='graveyard') == 0", {True}),
]


def test_the_embalmed_token_is_the_printed_card_with_embalms_exceptions(write_model):
    text = '''
[[object]]
id = "cat"
card = "Sacred Cat"
counters = { "+1/+1" = 2 }
[[object]]
id = "anthem"
card = "Glorious Anthem"
[[object]]
id = "clone"
card = "Clone"
[[effect]]
id = "wings"
targets = ["cat"]
layer6 = { add_abilities = ["flying"] }
[[event]]
leaves = "cat"
into = "graveyard"
''' + EMBALM + '[[event]]\nenters = "clone"\nas_copy_of = "zcat"\n' + claim("on_battlefield(zcat)") + \
        CAT_MANA
    sc = load_scenario(write_model(text))
    exprs = [Expr(e, names_of(sc), lambda m: None) for e, _ in EMBALMED]
    enc = Encoding(sc)
    for (e, values), brute in zip(EMBALMED, all_values_each(sc, exprs)):
        smt = {o.value for o in outcomes(enc, e)}
        assert smt == set(brute) == values, f"{e}: Z3 {smt}, every ordering {set(brute)}, expected {values}"


def test_eternalize_sets_base_power_and_toughness_and_black(write_model):
    """702.129a: a 4/4 black Zombie; its layer-7c modifications still apply (613.4)."""
    text = BURIED_KHENRA + '''
[[object]]
id = "anthem"
card = "Glorious Anthem"
[[event]]
eternalize = "khenra"
token = "zk"
''' + claim("power(zk) == 5 and has_color(zk, 'black') and not has_color(zk, 'red') and has_ability(zk, 'haste')") + \
        KHENRA_MANA
    sc = load_scenario(write_model(text))
    assert check_claim_over(possible_histories(sc).encodings, sc.claims[0]).verdict.value == "proved"
    assert _values(sc, "power(zk)") == {5}


def test_the_history_tells_the_cost_and_the_token(write_model, run_cli):
    path = write_model(CAT + EMBALM + claim("power(zcat) == 2", "refuted") + CAT_MANA)
    code, out, _ = run_cli("check", path)
    assert code == 0, out
    assert "cat is put into exile to pay for its embalm ability (602.2)" in out
    assert "zcat enters as a copy of the card cat (as printed, 707.2)" in out
    assert "paid by tapping for mana: paying-plains (601.2g-h)" in out


@pytest.mark.parametrize("lands, possible", [
    ("", False),                                                        # 602.2b: its {W} is paid as it is activated
    ('[[object]]\nid = "p"\ncard = "Mountain"\n', False),               # (not with {R})
    ('[[object]]\nid = "p"\ncard = "Plains"\ntapped = true\n', False),  # (nor by a tapped Plains, 106.12)
    ('[[object]]\nid = "p"\ncard = "Plains"\n', True),
])
def test_embalm_is_paid_for(write_model, lands, possible):
    text = CAT + lands + EMBALM + 'label = "embalmed"\n'
    if possible:
        sc = load_scenario(write_model(text + claim("on_battlefield(zcat) and is_tapped(p)", extra='at = "embalmed"')))
        assert check_claim_over(possible_histories(sc).encodings, sc.claims[0]).verdict.value == "proved"
    else:
        with pytest.raises(ModelError) as err:
            possible_histories(load_scenario(write_model(text + claim("on_battlefield(zcat)"))))
        assert "can't pay the embalm cost of 'cat'" in err.value.message


def test_a_hybrid_embalm_cost_is_refused(write_model, run_cli):
    card = '\n[[card]]\nname = "Test Hybrid Cat"\ntypes = ["creature"]\npower = 1\ntoughness = 1\n' \
           'abilities = ["Embalm {W/B}"]\n'
    text = CAT.replace("Sacred Cat", "Test Hybrid Cat") + EMBALM + claim("on_battlefield(zcat)") + card
    refused_in_one_line(run_cli, write_model(text), 8, "embalm is paid with mana symbols, not hybrid or Phyrexian")


def test_the_token_copies_the_card_not_the_face_down_permanent_it_was(write_model):
    """707.2, 400.7: a manifested Sacred Cat (a face-down 2/2, 708.2) dies; the embalmed
    token copies the card as printed, face up: a 1/1 named Sacred Cat with lifelink."""
    text = CAT.replace('zone = "graveyard"', 'face_down = true\nface_down_by = "manifest"') + '''
[[event]]
leaves = "cat"
into = "graveyard"
''' + EMBALM + claim("on_battlefield(zcat)") + CAT_MANA
    sc = load_scenario(write_model(text))
    assert _values(sc, "power(zcat) == 1 and name(zcat) == 'Sacred Cat' and has_ability(zcat, 'lifelink') and "
                       "not is_face_down(zcat)") == {True}


COPY = '[[event]]\ncopy_card = "cat"\ntoken = "t"\nfrom = "{zone}"\nby = "opponent"\n{extra}label = "made"\n'


@pytest.mark.parametrize("before, zone, possible", [
    ("", "graveyard", True),                                             # 707.2: a card in that zone
    ("", "exile", False),                                                # (not there: it is in the graveyard)
    ('[[event]]\nmoves = "cat"\ninto = "exile"\n', "exile", True),
    ('[[event]]\nreturns = "cat"\nas = "cat2"\n', "graveyard", False),  # 400.7: it left the zone
])
def test_a_token_copies_a_card_only_while_it_is_in_that_zone(write_model, before, zone, possible):
    text = CAT + before + COPY.format(zone=zone, extra="") + claim("on_battlefield(t)")
    if possible:
        assert check_claim_over(possible_histories(load_scenario(write_model(text))).encodings,
                                load_scenario(write_model(text)).claims[0]).verdict.value == "proved"
    else:
        with pytest.raises(ModelError) as err:
            possible_histories(load_scenario(write_model(text)))
        assert "can't be created as a copy of it (707.2)" in err.value.message


def test_a_copy_cards_token_is_its_creators_with_the_exceptions(write_model):
    """111.2: the player who creates it owns and controls it; 707.9b: its exceptions are
    copiable values; the card stays where it is."""
    text = CAT + COPY.format(zone="graveyard", extra='except = { power = 5, add_types = ["artifact"] }\n') + \
        claim("controller(t) == 'opponent' and power(t) == 5 and has_type(t, 'artifact') and in_zone(cat, 'graveyard')")
    sc = load_scenario(write_model(text))
    assert check_claim_over(possible_histories(sc).encodings, sc.claims[0]).verdict.value == "proved"
