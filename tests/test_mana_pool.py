"""The mana pool (106.4, 605.3a): mana added outside a payment, or tapped for one and left
unspent, stays in its player's pool until the step ends and pays later costs of that step.
The chain rule (`payment.pays_in_order`, Hall's theorem over every payment of the step)
against paying one payment after another, every choice of what each spends tried; and
histories: `add_mana` events, the pool emptied by a step or a turn, a scenario from the CR's
rules and an official ruling (`models/scenarios/casting_mana_pool.toml`)."""
import itertools

import pytest
from hypothesis import given, settings, strategies as st

from conftest import claim_verdict, examples, MODELS
from test_casting import events, fits, refusal
from verifier.errors import ModelError
from verifier.load.loader import load_scenario
from verifier.model import MANA_TYPES
from verifier.ops import ConcreteOps
from verifier.query import possible_histories
from verifier.rules.payment import KINDS, Added, Source, Spend, need, pays_in_order


def leftovers(pool, symbols, any_color, any_type):
    """Every pool left after paying the symbols with some of `pool`'s mana, each symbol one
    mana that fits it (tried over every choice)."""
    out = set()
    for chosen in itertools.permutations(range(len(pool)), len(symbols)):
        if all(fits(pool[i], s, any_color, any_type) for i, s in zip(chosen, symbols)):
            out.add(tuple(sorted(u for i, u in enumerate(pool) if i not in chosen)))
    return out


def one_after_another(chain):
    """Whether the chain's payments can be made in order, each from the pool as it stands:
    every pool each payment could leave tried for the next.  The chain: ("add", mana) and
    ("pay", mana tapped for it, cost, whether spent as though of any colour)."""
    pools = {()}
    for kind, units, *paying in chain:
        if kind == "add":
            pools = {tuple(sorted(p + units)) for p in pools}
            continue
        cost, any_color = paying
        symbols = [k for k, n in cost.kinds for _ in range(n)] + ["1"] * cost.generic
        pools = {left for p in pools for left in leftovers(list(p + units), symbols, any_color, False)}
        if not pools:
            return False
    return True


def _sources(units):
    """Mana as `Source`s: one per snowness, an amount per type."""
    return [Source({t: sum(u == (t, snow) for u in units) for t in MANA_TYPES}, True, snow)
            for snow in (False, True) if any(s == snow for _, s in units)]


def encoded(chain):
    """The chain as `pays_in_order` reads it."""
    out = []
    for kind, units, *paying in chain:
        if kind == "add":
            out += [Added(src) for src in _sources(units)]
        else:
            out.append(Spend(_sources(units), paying[0], any_color=paying[1]))
    return out


unit = st.tuples(st.sampled_from(MANA_TYPES), st.booleans())
cost = st.builds(lambda generic, kinds: need("{%d}" % generic * (generic > 0) + "".join("{%s}" % k for k in kinds)),
                 st.integers(0, 2), st.lists(st.sampled_from(KINDS), max_size=2))
step = st.one_of(st.tuples(st.just("add"), st.lists(unit, max_size=2).map(tuple)),
                 st.tuples(st.just("pay"), st.lists(unit, max_size=3).map(tuple), cost,
                           st.sampled_from((False, False, True))))


@settings(max_examples=examples(350), deadline=None, derandomize=True, database=None)
@given(st.lists(step, min_size=1, max_size=4).filter(lambda c: any(k == "pay" for k, *_ in c)))
def test_the_chain_rule_is_paying_one_after_another(chain):
    assert pays_in_order(ConcreteOps, encoded(chain)) == one_after_another(chain)


def test_mana_left_by_one_payment_pays_the_next():
    """{G}{G} tapped for a {G} spell: the other {G} floats and pays a second {G} spell (106.4)."""
    g = (("G", False), ("G", False))
    chain = [("pay", g, need("{G}"), False), ("pay", (), need("{G}"), False)]
    assert one_after_another(chain) and pays_in_order(ConcreteOps, encoded(chain))
    chain.append(("pay", (), need("{G}"), False))
    assert not one_after_another(chain) and not pays_in_order(ConcreteOps, encoded(chain))


# -- histories -------------------------------------------------------------------------------------

SCENARIO = (MODELS / "scenarios" / "casting_mana_pool.toml").read_text()
BOARD = SCENARIO[:SCENARIO.index("[[event]]")]


def test_mana_added_pays_a_spell_later_in_the_step(write_model):
    text = BOARD + events('turn = "you"\nlabel = "start"', 'add_mana = "forest-1"\nlabel = "added"',
                          'leaves = "forest-1"\ninto = "graveyard"\nlabel = "gone"', 'cast = "growth"',
                          'resolves = "growth"')
    assert claim_verdict(write_model, text, "power(bears) == 5") == "proved"
    assert claim_verdict(write_model, text, "not is_tapped('forest-2')", expect="witness") == "witness"
    assert claim_verdict(write_model, text, "can_cast(growth)", at="gone") == "proved"


def test_the_pool_empties_as_a_step_ends(write_model):
    """106.4, 500.4: mana added in the upkeep is gone in the main phase."""
    text = BOARD + events('turn = "you"', 'step = "upkeep"', 'add_mana = "forest-1"',
                          'add_mana = "forest-2"\nlabel = "added"', 'step = "main"\nlabel = "main"',
                          'cast = "growth"')
    err = refusal(write_model, text)
    assert "can't pay the cost of 'growth'" in err.message and err.line > 0
    assert claim_verdict(write_model, BOARD + events('turn = "you"', 'step = "upkeep"', 'add_mana = "forest-1"',
                                                      'step = "main"\nlabel = "main"', 'cast = "growth"'),
                         "True") == "proved"  # (forest-2 still untapped pays it)


def test_a_tapped_permanent_adds_no_mana(write_model):
    err = refusal(write_model, BOARD + events('turn = "you"', 'tap = "forest-1"', 'add_mana = "forest-1"',
                                              'cast = "growth"'))
    assert "can't be tapped for mana then" in err.message and err.line > 0


def test_overpaying_leaves_mana_for_a_later_spell(write_model):
    """601.2g, 106.4: tapping both Forests for the first Growth leaves {G} that pays for the
    second once the second Forest is gone; so the first Forest may have been tapped for the
    first Growth (a naive reading, mana lost at once, says it never was: the second Growth
    would have nothing to pay with)."""
    text = BOARD + '\n[[object]]\nid = "growth-2"\ncard = "Giant Growth"\nzone = "hand"\n' \
        '\n[[effect]]\nid = "pump-2"\ncard = "Giant Growth"\nspell = "growth-2"\ntargets = ["bears"]\n' + \
        events('turn = "you"', 'cast = "growth"\nlabel = "first"', 'resolves = "growth"',
               'leaves = "forest-2"\ninto = "graveyard"', 'cast = "growth-2"', 'resolves = "growth-2"')
    assert claim_verdict(write_model, text, "tapped_to_cast(growth, 'forest-2')", at="first") == "proved"
    assert claim_verdict(write_model, text, "tapped_to_cast(growth, 'forest-1')", at="first",
                         expect="witness") == "witness"
    assert claim_verdict(write_model, text, "power(bears) == 8") == "proved"


@pytest.mark.parametrize("table, message", [
    ('add_mana = "forest-1"\ngroup = "g"', "not put in a group"),
    ('add_mana = "nothing"', "unknown object"),
])
def test_add_mana_not_read_is_refused(table, message, write_model):
    with pytest.raises(ModelError) as err:
        possible_histories(load_scenario(write_model(BOARD + events('turn = "you"', table,
                                                                    'tap = "forest-2"\ngroup = "g"',
                                                                    'cast = "growth"'))))
    assert message in str(err.value) and err.value.line > 0, str(err.value)


def test_what_keeps_mana_in_a_pool_is_refused(write_model):
    """106.4: an ability that keeps unspent mana as steps end (Omnath's kind) is not modelled."""
    keeper = '\n[[card]]\nname = "Mana Keeper"\ntypes = ["creature"]\npower = 1\ntoughness = 1\n' \
        'abilities = ["You don\'t lose unspent green mana as steps and phases end."]\n' \
        '\n[[object]]\nid = "keeper"\ncard = "Mana Keeper"\n'
    with pytest.raises(ModelError) as err:
        load_scenario(write_model(BOARD + keeper + events('turn = "you"', 'add_mana = "forest-1"', 'cast = "growth"')))
    assert "don't lose unspent green mana" in str(err.value) and err.value.line > 0, str(err.value)


def test_mana_with_a_rider_pays_a_cost_only_as_its_player_chose():
    """106.6, 601.2h: mana with a rider (its ability chosen) pays a symbol of a payment of the
    history only where the choice says so, so that the rider follows it; a payment asked about
    (`can_cast`, no point) may use it freely, and without the rider's ability it is plain mana."""
    from verifier.model import ManaRider
    from verifier.ops import ConcreteOps
    from verifier.rules.payment import Source, Spend, need, pays_in_order

    def cavern(rider_chosen: bool, pays: str = ""):
        mana = {t: 0 for t in "WUBRGC"}
        mana["G" if rider_chosen else "C"] = 1
        return Source(mana, True, False, riders=((rider_chosen, ManaRider("can't be countered")),),
                      spent={(2, "G"): pays == "G", (2, "1"): pays == "1"})
    forest = Source({**{t: 0 for t in "WUBRGC"}, "G": 1}, True, False)
    for rider, pays, expected in ((True, "", False), (True, "1", True), (True, "G", True), (False, "", True)):
        spend = Spend([cavern(rider, pays), forest], need("{1}{G}"), point=2)
        assert pays_in_order(ConcreteOps, [spend]) is expected, (rider, pays)
    asked = Spend([cavern(True), forest], need("{1}{G}"))
    assert pays_in_order(ConcreteOps, [asked]) is True
    # a choice the rules don't allow: the rider's mana paying a symbol when its ability was not chosen
    assert pays_in_order(ConcreteOps, [Spend([cavern(False, "1"), forest], need("{1}{G}"), point=2)]) is False
