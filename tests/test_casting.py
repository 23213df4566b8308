"""Casting spells and paying costs (issue 22): the payment rule against a brute-force search
written apart from it, histories the game forbids refused with the event's line, input the
model does not read refused with its line, and what casting leaves on the board."""
import itertools

import pytest
from hypothesis import given, settings, strategies as st

from conftest import claim, claim_verdict, examples, MODELS
from verifier.errors import ModelError
from verifier.load.loader import load_scenario
from verifier.model import MANA_TYPES
from verifier.ops import ConcreteOps, Z3Ops
from verifier.query import possible_histories
from verifier.rules.payment import KINDS, Source, need, pays

# -- paying a cost: Hall's condition against trying every assignment of mana to symbols -----------


def fits(unit, symbol, any_color, any_type):
    """Whether a mana (type, from a snow source) may pay a symbol ("1": generic), spent as
    though of any colour or type or not (107.4, 107.4h, 609.4b)."""
    t, snow = unit
    if symbol == "1":
        return True
    if symbol == "S":
        return snow
    if symbol == "C":
        return t == "C" or any_type
    return t == symbol or any_color or any_type


def brute_pays(units, cost, x, any_color, any_type):
    """Whether each symbol of the cost can be given a mana of its own (107.4, 107.4h, 609.4b):
    tried over every assignment of the pool's mana to the cost's symbols."""
    symbols = [k for k, n in cost.kinds for _ in range(n)] + ["1"] * (cost.generic + x * cost.xs)
    if len(symbols) > len(units):
        return False
    return any(all(fits(units[i], s, any_color, any_type) for i, s in zip(chosen, symbols))
               for chosen in itertools.permutations(range(len(units)), len(symbols)))


costs = st.builds(lambda generic, xs, kinds: need("".join("{%d}" % generic * (generic > 0)) + "{X}" * xs +
                                                  "".join("{%s}" % k for k in kinds)),
                  st.integers(0, 2), st.integers(0, 1), st.lists(st.sampled_from(KINDS), max_size=4))
pools = st.lists(st.tuples(st.sampled_from(MANA_TYPES), st.booleans()), max_size=6)


@settings(max_examples=examples(280), deadline=None, derandomize=True, database=None)
@given(costs, pools, st.integers(0, 2), st.booleans(), st.booleans())
def test_payment_is_hall_of_every_assignment(cost, units, x, any_color, any_type):
    sources = [Source({t: int(t == u) for t in MANA_TYPES}, True, snow) for u, snow in units]
    assert pays(ConcreteOps, sources, cost, x, any_color, any_type) == brute_pays(units, cost, x, any_color, any_type)


@settings(max_examples=examples(60), deadline=None, derandomize=True, database=None)
@given(costs, pools, st.integers(0, 2))
def test_payment_encoded_is_payment_concrete(cost, units, x):
    import z3
    used = [z3.Bool(f"used{i}") for i in range(len(units))]
    sources = [Source({t: int(t == u) for t in MANA_TYPES}, used[i], snow) for i, (u, snow) in enumerate(units)]
    term = pays(Z3Ops, sources, cost, x, False, False)
    for chosen in itertools.product((False, True), repeat=len(units)):
        concrete = pays(ConcreteOps, [Source(s.mana, c, s.snow) for s, c in zip(sources, chosen)], cost, x)
        s = z3.Solver()
        s.add(*[u == c for u, c in zip(used, chosen)], z3.Not(term) if concrete else term)
        assert s.check() == z3.unsat


def test_a_cost_not_read_is_none():
    assert need("{2}{G/W}") is None and need("{B/P}") is None and need("{2}{G}") is not None


# -- histories the game forbids ------------------------------------------------------------------

FOREST = '''
[[object]]
id = "forest"
card = "Forest"
'''
ISLANDS = ''.join(f'''
[[object]]
id = "island-{i}"
card = "Island"
controller = "opponent"
''' for i in (1, 2))
BEARS_CARD = '''
[[object]]
id = "bears"
card = "Grizzly Bears"
zone = "hand"
'''
GROWTH = '''
[[object]]
id = "growth"
card = "Giant Growth"
zone = "hand"
[[object]]
id = "target"
card = "Grizzly Bears"
[[effect]]
id = "pump"
card = "Giant Growth"
spell = "growth"
targets = ["target"]
'''
ESSENCE = '''
[[object]]
id = "scatter"
card = "Essence Scatter"
zone = "hand"
owner = "opponent"
'''


def events(*tables: str) -> str:
    return "".join(f"\n[[event]]\n{t}\n" for t in tables)


def refusal(write_model, text: str) -> ModelError:
    with pytest.raises(ModelError) as err:
        possible_histories(load_scenario(write_model(text)))
    return err.value


IMPOSSIBLE = {
    # 601.2h, 118.3: a Forest alone can't pay {1}{G}
    "cost-unpaid": (FOREST + BEARS_CARD, ['cast = "bears"'], "can't pay the cost of 'bears'"),
    # 307.1, 302.1: a creature spell is cast on its owner's turn only
    "not-your-turn": (FOREST * 1 + FOREST.replace("forest", "forest-2") + BEARS_CARD,
                      ['turn = "opponent"', 'cast = "bears"'], "only on its caster's turn"),
    # 117.1a: a noninstant spell only with the stack empty
    "stack-not-empty": (FOREST + FOREST.replace("forest", "forest-2") + FOREST.replace("forest", "forest-3") +
                        BEARS_CARD + GROWTH, ['cast = "growth"', 'cast = "bears"'], "'growth' is on the stack"),
    # 601.2a: from its owner's hand
    "not-in-hand": (FOREST + GROWTH, ['moves = "growth"\ninto = "exile"', 'cast = "growth"'],
                    "not a card in its owner's hand"),
    # 405.5, 603.3: a cast trigger is above the spell
    "spell-before-its-trigger": (FOREST + GROWTH + '''
[[object]]
id = "hydra"
card = "Managorger Hydra"
[[trigger]]
id = "t"
source = "hydra"
ability = "Whenever a player casts a spell, put a +1/+1 counter on Managorger Hydra"
when = "a player casts"
counters_on = "hydra"
counters = { "+1/+1" = 1 }
''', ['cast = "growth"', 'resolves = "growth"'], "'t' was put on the stack after 'growth'"),
    # 701.6a: a countered spell doesn't resolve
    "countered-resolves": (FOREST + FOREST.replace("forest", "forest-2") + BEARS_CARD + ISLANDS + ESSENCE,
                           ['cast = "bears"', 'cast = "scatter"\ntargets = ["bears"]', 'resolves = "scatter"',
                            'resolves = "bears"'], "'bears' is not on the stack"),
    # 601.2c, 115.1: Essence Scatter can't target a noncreature spell
    "illegal-target-as-cast": (FOREST + GROWTH + ISLANDS + ESSENCE,
                               ['cast = "growth"', 'cast = "scatter"\ntargets = ["growth"]'],
                               "a target of 'scatter' is not a legal target"),
    # 707.10: only a spell on the stack is copied
    "copy-off-the-stack": (FOREST + FOREST.replace("forest", "forest-2") + BEARS_CARD,
                           ['cast = "bears"', 'resolves = "bears"', 'copy_spell = "bears"\nas = "copy"'],
                           "only a spell there is copied"),
}


@pytest.mark.parametrize("case", sorted(IMPOSSIBLE))
def test_impossible_casting_is_refused_with_its_line(case, write_model):
    base, tables, reason = IMPOSSIBLE[case]
    err = refusal(write_model, base + events(*tables) + claim("True"))
    assert reason in err.message and err.line > 0


def test_the_same_history_with_what_it_lacked_is_possible(write_model):
    """The cost-unpaid case with a second Forest: cast, and both Forests tapped for it."""
    text = FOREST + FOREST.replace("forest", "forest-2") + BEARS_CARD + events('cast = "bears"', 'resolves = "bears"')
    assert claim_verdict(write_model, text, "on_battlefield(bears) and is_tapped(forest) and is_tapped('forest-2')") \
        == "proved"


# -- input the model does not read ---------------------------------------------------------------

REFUSED = {
    "land": (FOREST.replace('card = "Forest"', 'card = "Forest"\nzone = "hand"'), ['cast = "forest"'],
             "played, never cast"),
    "x-without-x": (FOREST + GROWTH, ['cast = "growth"\nx = 1'], "has no X in its mana cost"),
    "free-with-x": (FOREST + '[[object]]\nid = "serpent"\ncard = "Lightning Serpent"\nzone = "hand"\n',
                    ['cast = "serpent"\nfree = true\nx = 2'], "its X is 0 (107.3b)"),
    "x-not-given": (FOREST + '[[object]]\nid = "walker"\ncard = "Hangarback Walker"\nzone = "hand"\n',
                    ['cast = "walker"'], "give x = N"),
    "targets-of-an-effect": (FOREST + GROWTH, ['cast = "growth"\ntargets = ["target"]'], "give the [[effect]] with spell ="),
    "counter-without-target": (ISLANDS + ESSENCE, ['cast = "scatter"'], "has one target"),
    "resolves-uncast": (FOREST + GROWTH, ['resolves = "growth"'], "no earlier event casts it"),
    "cast-twice": (FOREST + GROWTH, ['cast = "growth"', 'cast = "growth"'], "cast twice"),
    "in-a-group": (FOREST + GROWTH, ['cast = "growth"\ngroup = "g"', 'tap = "forest"\ngroup = "g"'],
                   "not put in a group"),
    "free-elsewhere": (FOREST, ['tap = "forest"\nfree = true'], "'free' casts a spell"),
    "stack-zone": (FOREST + '[[object]]\nid = "s"\ncard = "Giant Growth"\nzone = "stack"\n', ['tap = "forest"'],
                   "once a cast event puts it there"),
    "into-the-stack": (FOREST + GROWTH, ['moves = "growth"\ninto = "stack"'], "only a cast puts a card"),
    "copy-without-as": (FOREST + GROWTH, ['cast = "growth"', 'copy_spell = "growth"'], "name the copy"),
    # 106.6: a rider not read ("that creature gains haste"), a type chosen that is none of its spells', none chosen
    "rider-not-read": (FOREST + GROWTH + '[[card]]\nname = "Hasty Hall"\ntypes = ["land"]\n[[card.mana]]\n'
                       'ability = "{T}: Add {C}. If that mana is spent on a creature spell, it gains haste."\n'
                       'cost = { tap = true }\nadd = [{ mana = ["C"] }]\n[[object]]\nid = "hall"\n'
                       'card = "Hasty Hall"\n', ['cast = "growth"'], "or has a rider"),
    "chosen-not-a-creature-type": (FOREST + GROWTH + '[[object]]\nid = "cavern"\ncard = "Cavern of Souls"\n'
                                   'chosen = "Forest"\n', ['cast = "growth"'], "is no creature type"),
    "nothing-chosen": (FOREST + GROWTH + '[[object]]\nid = "cavern"\ncard = "Cavern of Souls"\n',
                       ['cast = "growth"'], "give chosen"),
    # 601.2g, 605.3a: a payment other than a cast (mana added to a pool) beside a mana ability sacrificing its
    # permanent: only a cast's sacrificed_for_mana follows that sacrifice
    "sacrificing-mana": (FOREST + GROWTH + '''
[[object]]
id = "petal"
card = "Petal"
''', ['add_mana = "forest"', 'cast = "growth"'], "only a cast's sacrificed_for_mana follows such a cost"),
    # 119.8: life paid for mana where an ability says life can't be paid (Angel of Jubilation's kind)
    "life-rule": (FOREST + GROWTH + '''
[[object]]
id = "canyon"
card = "Sunbaked Canyon"
[[card]]
name = "Jubilant Angel"
types = ["enchantment"]
abilities = ["Players can't pay life or sacrifice creatures to cast spells or activate abilities."]
[[object]]
id = "angel"
card = "Jubilant Angel"
''', ['cast = "growth"'], "Players can't pay life or sacrifice creatures"),  # (602.5's guard or 119.8's refuses it)
    # 106.6: mana with a spending restriction not read ("multicolored": no spend_only)
    "spending-restriction": (FOREST + GROWTH + '[[object]]\nid = "pillar"\ncard = "Pillar of the Paruns"\n',
                             ['cast = "growth"'], "restricted in how it is spent (106.6)"),
    # 601.2f: a cost increase (Thalia's kind, written by hand here)
    "cost-increase": (FOREST + GROWTH + '''
[[card]]
name = "Taxing Relic"
types = ["artifact"]
abilities = ["Noncreature spells cost {1} more to cast"]
[[object]]
id = "relic"
card = "Taxing Relic"
''', ['cast = "growth"'], "changes how spells are cast"),
    # 118.8, 118.9, 702.66: a spell's own additional or alternative costs, or what else may pay them
    # (convoke, 702.51, is read: a history's cast names its creatures, tests/test_convoke.py)
    "delve": (FOREST + GROWTH + '''
[[card]]
name = "Delving Giant"
mana_cost = "{3}{G}"
types = ["creature"]
power = 4
toughness = 4
abilities = ["delve"]
[[object]]
id = "delver"
card = "Delving Giant"
zone = "hand"
''', ['cast = "growth"'], "changes how spells are cast"),
    "additional-cost": (FOREST + GROWTH + '''
[[card]]
name = "Bloody Ritual"
mana_cost = "{B}"
types = ["sorcery"]
abilities = ["As an additional cost to cast this spell, tap an untapped creature you control."]
[[object]]
id = "ritual"
card = "Bloody Ritual"
zone = "hand"
''', ['cast = "growth"'], "changes how spells are cast"),
    # 608.2c: an instant whose resolution the model is not told
    "instant-without-effect": (FOREST + '[[object]]\nid = "d"\ncard = "Disfigure"\nzone = "hand"\n',
                               ['cast = "d"'], "what 'd' does as it resolves (608.2c) is not said"),
    # 707.10: a copy of a spell whose resolution begins an effect
    "copy-of-an-effect-spell": (FOREST + GROWTH, ['cast = "growth"', 'copy_spell = "growth"\nas = "copy"'],
                                "whose resolution begins an effect, is not modelled"),
    # 608.3a: a permanent spell cast enters as it resolves
    "enters-while-cast": (FOREST + FOREST.replace("forest", "forest-2") + BEARS_CARD,
                          ['cast = "bears"', 'enters = "bears"'], "a resolves event, not an enters event"),
    # 608.2c: the effect of a spell on the stack has not begun
    "ends-before-its-spell-resolves": (FOREST + GROWTH, ['cast = "growth"', 'ends = "pump"'],
                                       "it can't end before that"),
    # 608.2c: the effect is the spell's card's
    "effect-of-another-card": (FOREST + GROWTH.replace('card = "Giant Growth"\nspell', 'card = "Disfigure"\nspell'),
                               ['cast = "growth"'], "is its card's, 'Giant Growth'"),
}


@pytest.mark.parametrize("case", sorted(REFUSED))
def test_input_not_read_is_refused_with_its_line(case, write_model):
    base, tables, reason = REFUSED[case]
    with pytest.raises(ModelError) as err:
        load_scenario(write_model(base + events(*tables) + claim("True")))
    assert reason in err.value.message and err.value.line > 0


def test_can_cast_of_an_instant_the_history_does_not_cast_is_refused(write_model):
    """601.2c: an instant's targets are its [[effect]]'s, which begins as it resolves: one the
    history never casts has none said, and can_cast could not check them."""
    text = FOREST + '[[object]]\nid = "g"\ncard = "Giant Growth"\nzone = "hand"\n' + events('tap = "forest"')
    with pytest.raises(ModelError) as err:
        load_scenario(write_model(text + claim("can_cast(g)")))
    assert "no card in a zone whose casting is modelled" in err.value.message



def test_can_cast_of_a_card_without_mana_cost_says_how_to_give_it_none(write_model):
    """118.6, 202.1b (trial 7 friction 7): a card with no mana cost takes mana_cost = "", and can't be cast
    from a hand; the refusal of can_cast says both."""
    text = ('[[card]]\nname = "Test Genesis"\ncolors = ["green"]\ntypes = ["sorcery"]\nabilities = ["You gain 1 life."]'
            '\n\n[[object]]\nid = "g"\ncard = "Test Genesis"\nzone = "hand"\n\n[[event]]\nturn = "you"\n')
    with pytest.raises(ModelError) as err:
        load_scenario(write_model(text + claim("can_cast(g)")))
    assert 'mana_cost = ""' in err.value.message and "can't be cast from a hand" in err.value.message
    assert "118.6" in err.value.message

# -- what casting does -----------------------------------------------------------------------------

def test_extra_permanents_may_be_tapped_and_the_mana_is_lost(write_model):
    """601.2g, 106.4: a player may activate more mana abilities than the cost needs; the
    rest empties from the pool: after casting Giant Growth the second Forest may or may not
    be tapped."""
    text = FOREST + FOREST.replace("forest", "forest-2") + GROWTH + events('cast = "growth"\nlabel = "cast"')
    assert claim_verdict(write_model, text, "is_tapped('forest-2')", at="cast", expect="witness") == "witness"
    assert claim_verdict(write_model, text, "is_tapped('forest-2')", at="cast", expect="refuted") == "refuted"
    assert claim_verdict(write_model, text, "is_tapped(forest) or is_tapped('forest-2')", at="cast") == "proved"


def test_the_opponents_lands_do_not_pay(write_model):
    """602.2, 605.3a: only the permanents its caster controls are tapped for its mana."""
    text = BEARS_CARD + ''.join(f'''
[[object]]
id = "their-forest-{i}"
card = "Forest"
controller = "opponent"
''' for i in (1, 2)) + events('turn = "you"\nlabel = "now"')
    assert claim_verdict(write_model, text, "not can_cast(bears)", at="now") == "proved"


def test_a_creature_spell_only_on_its_casters_turn(write_model):
    """302.1, 307.1: a creature spell is cast in its caster's main phase, not on the opponent's turn."""
    text = FOREST + FOREST.replace("forest", "forest-2") + BEARS_CARD + \
        events('turn = "opponent"\nlabel = "theirs"', 'turn = "you"\nlabel = "yours"')
    assert claim_verdict(write_model, text, "not can_cast(bears)", at="theirs") == "proved"
    assert claim_verdict(write_model, text, "can_cast(bears)", at="yours") == "proved"


def test_search_finds_the_shortest_line_of_casts():
    """`verifier search` adds casts and resolutions: the token comes from casting Giant Growth
    and resolving the trigger above it (603.3), two events; resolving the spell first is
    impossible (405.5)."""
    from verifier.search import shortest_refutation
    sc = load_scenario(MODELS / "scenarios" / "casting_search.toml")
    found, tried = shortest_refutation(sc, sc.claims[0])
    assert [(e.kind, e.what) for e in found.events] == [("cast", "growth"), ("resolves", "pyromancer-trigger")]
    assert found.result.verdict.value == "refuted" and tried > 2


def test_can_cast_refuses_mana_it_cannot_spend(write_model):
    """106.6, 601.2g-h: can_cast asks what a cast would: with mana whose spending is restricted
    in the scenario in a way not read (Pillar of the Paruns: multicoloured spells) it is refused,
    with the claim's line, as a cast is."""
    text = FOREST + BEARS_CARD + '[[object]]\nid = "pillar"\ncard = "Pillar of the Paruns"\n' + \
        events('tap = "forest"')
    with pytest.raises(ModelError) as err:
        load_scenario(write_model(text + claim("can_cast(bears)")))
    assert "can_cast" in err.value.message and "106.6" in err.value.message and err.value.line > 0


HEXPROOF = '''
[[card]]
name = "Warded Bear"
mana_cost = "{1}{G}"
types = ["creature"]
abilities = ["hexproof"]
power = 2
toughness = 2
[[object]]
id = "warded"
card = "Warded Bear"
controller = "{controller}"
[[object]]
id = "growth"
card = "Giant Growth"
zone = "hand"
[[effect]]
id = "pump"
card = "Giant Growth"
spell = "growth"
targets = ["warded"]
'''


@pytest.mark.parametrize("controller, possible", [("you", True), ("opponent", False)])
def test_hexproof_is_a_target_only_for_its_controller(controller, possible, write_model):
    """702.11b: a permanent with hexproof can't be the target of its opponents' spells.  With
    only a hexproof creature (and a land) there, Giant Growth can be cast if that creature is
    its caster's, not if it is the opponent's; a history targeting the opponent's is refused."""
    base = FOREST + HEXPROOF.replace("{controller}", controller)
    later = '\n[[object]]\nid = "bears"\ncard = "Grizzly Bears"\n'
    text = base.replace('targets = ["warded"]', 'targets = ["bears"]') + later + \
        events('turn = "you"\nlabel = "turn"', 'enters = "bears"', 'cast = "growth"', 'resolves = "growth"')
    verdict = "proved" if possible else "refuted"
    assert claim_verdict(write_model, text, "can_cast(growth)", at="turn", expect=verdict) == verdict
    if not possible:
        with pytest.raises(ModelError) as err:
            possible_histories(load_scenario(write_model(base + events('cast = "growth"') + claim("True"))))
        assert "not a legal target" in err.value.message
