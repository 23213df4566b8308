"""Casting and paying, the SMT encoding against brute force: random short histories of
spells cast from the hand (a land or mana creature per player, Gruul Turf's two mana, snow,
Wastes' {C}, Vizier of the Menagerie's "any type", X announced, chosen or 0 cast free, a cost
increase or reduction),
resolved, with turns, taps and a mana creature entering; at a random point, the distinct
values Z3 finds for what casting leaves (can_cast, is_tapped, tapped_to_cast, x_of, resolved,
the stack) equal those of the concrete interpreter over every ordering and every choice of
the players (which permanents they tap, each one's mana, X) in which every event of the
history could happen, and a history the verifier refuses as impossible is possible in none."""
from itertools import islice

import pytest
from hypothesis import HealthCheck, given, reject, settings, strategies as st

from conftest import MODELS
from verifier.errors import ModelError
from verifier.expr import Expr
from verifier.load.claims import names_of
from verifier.load.loader import load_scenario
from verifier.orderings import all_values
from verifier.query import outcomes_over

LANDS = ("Forest", "Mountain", "Snow-Covered Forest", "Gruul Turf", "Wastes", "Swamp")
MAX_HISTORIES = 8
SPELLS = ("Grizzly Bears", "Vampire Lacerator", "Matter Reshaper", "Millstone", "Lightning Serpent", "Giant Growth")
# a made-up creature entering with a +1/+1 counter for each {S} spent to cast it (601.2h, 107.4h, 614.1c)
HULK = '''
[[card]]
name = "Rime Hulk"
mana_cost = "{1}{G}"
colors = ["green"]
types = ["creature"]
power = 2
toughness = 2
enters_with_counters = { "+1/+1" = "S" }
'''


def _fail(msg):
    raise AssertionError(msg)


@st.composite
def casting_histories(draw, spell_cards=SPELLS, land_cards=LANDS):
    objects, events = [], []
    lands = draw(st.lists(st.tuples(st.sampled_from(land_cards), st.sampled_from(("you", "opponent")), st.booleans()),
                          min_size=1, max_size=2))
    for i, (card, who, tapped) in enumerate(lands):
        objects.append(f'id = "land-{i}"\ncard = "{card}"\ncontroller = "{who}"' + ("\ntapped = true" * tapped))
    elves = draw(st.sampled_from((None, "there", "enters")))
    if elves:
        objects.append('id = "elves"\ncard = "Llanowar Elves"')
    if draw(st.booleans()):
        objects.append('id = "vizier"\ncard = "Vizier of the Menagerie"')
    changer = draw(st.sampled_from((None, "Thalia, Guardian of Thraben", "Helm of Awakening", "Etherium Sculptor")))
    if changer:  # (a cost increase or reduction, 601.2f)
        objects.append(f'id = "changer"\ncard = "{changer}"\ncontroller = "{draw(st.sampled_from(("you", "opponent")))}"')
    spells = draw(st.lists(st.tuples(st.sampled_from(spell_cards), st.sampled_from(("you", "opponent"))), min_size=1,
                           max_size=2))
    names = [f"spell-{i}" for i in range(len(spells))]
    for name, (card, who) in zip(names, spells):
        objects.append(f'id = "{name}"\ncard = "{card}"\nzone = "hand"\nowner = "{who}"')
    first = draw(st.sampled_from(("you", "opponent")))
    pool = [f'turn = "{p}"' for p in ("you", "opponent")] + [f'tap = "land-{i}"' for i in range(len(lands))]
    pool += ['enters = "elves"'] if elves == "enters" else []
    for name, (card, _) in zip(names, spells):
        x = ""
        if card == "Lightning Serpent":
            x = draw(st.sampled_from(("\nx = 0", "\nx = 1", "\nx_at_most = 1", "\nfree = true")))
        pool += [f'cast = "{name}"{x}', f'resolves = "{name}"']
    chosen = draw(st.lists(st.sampled_from(pool), min_size=1, max_size=4, unique=True))
    for k, table in enumerate(chosen):
        events.append(f'{table}\nlabel = "e{k}"')
    text = f'[scenario]\nname = "random casting"\nturn = "{first}"\n' + (HULK if "Rime Hulk" in spell_cards else "") + \
        "".join(f"\n[[object]]\n{o}\n" for o in objects) + "".join(f"\n[[event]]\n{e}\n" for e in events)
    lands_ids = [f"land-{i}" for i in range(len(lands))] + (["elves"] if elves else [])
    return text, names, lands_ids, len(chosen)


@pytest.fixture(scope="module")
def folder(tmp_path_factory):
    """A folder with the bundled card library in cards/, for the scenarios written there."""
    here = tmp_path_factory.mktemp("casting")
    (here / "cards").mkdir()
    for f in (MODELS / "cards").glob("*.toml"):
        (here / "cards" / f.name).write_text(f.read_text())
    return here


QUERIES = ("can_cast('{s}')", "is_tapped('{o}')", "tapped_to_cast('{s}', '{o}')", "x_of('{s}')", "resolved('{s}')",
           "in_zone('{s}', 'stack')", "on_battlefield('{s}')")


@settings(max_examples=20, deadline=None, derandomize=True, database=None,
          suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large, HealthCheck.filter_too_much])
@given(data=st.data())
def test_casting_values_match_brute_force(data, folder):
    text, spells, lands, n = data.draw(casting_histories())
    path = folder / "scenario.toml"
    path.write_text(text)
    try:
        sc = load_scenario(path)
    except ModelError:  # (what the loader refuses as read: a spell resolving before it is cast, ...)
        reject()
    query = data.draw(st.sampled_from(QUERIES)).format(s=data.draw(st.sampled_from(spells)),
                                                       o=data.draw(st.sampled_from(lands)))
    at = data.draw(st.sampled_from([None] + [f"e{k}" for k in range(n)]))
    try:
        expr = Expr(query, names_of(sc), _fail)
    except AssertionError:  # (can_cast of an instant the history does not cast: refused as read)
        reject()
    histories = list(islice(sc.linearized(reduced=False), MAX_HISTORIES + 1))
    if len(histories) > MAX_HISTORIES:  # (brute force over many orders: the time goes to few examples)
        reject()
    brute = {v for s in histories for v in all_values(s, expr, at)}
    try:
        got = {o.value for o in outcomes_over(sc, query, at=at)}
    except ModelError:
        assert brute == set(), f"the verifier refuses a history brute force finds possible: {brute}\n{text}"
        return
    assert got == brute, f"{query} at {at}: SMT {got} vs brute force {brute}\n{text}"


@settings(max_examples=6, deadline=None, derandomize=True, database=None,
          suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large, HealthCheck.filter_too_much])
@given(data=st.data())
def test_snow_spent_matches_brute_force(data, folder):
    """The snow mana spent to cast a spell (601.2h, 107.4h): the amount Z3 may choose between the
    least and the most a payment spends, against every payment the interpreter tries."""
    histories = casting_histories(("Rime Hulk",), ("Snow-Covered Forest", "Forest", "Wastes"))
    _compare(data, folder, histories, ("snow_spent('{s}')", "counters('{s}', '+1/+1')", "is_tapped('{o}')"))


def _compare(data, folder, histories, queries):
    """test_casting_values_match_brute_force's comparison (kept apart: hypothesis seeds each test
    from its source, so changing that one would change its examples) over other histories."""
    text, spells, lands, n = data.draw(histories)
    path = folder / "scenario.toml"
    path.write_text(text)
    try:
        sc = load_scenario(path)
    except ModelError:  # (what the loader refuses as read: a spell resolving before it is cast, ...)
        reject()
    query = data.draw(st.sampled_from(queries)).format(s=data.draw(st.sampled_from(spells)),
                                                       o=data.draw(st.sampled_from(lands)))
    at = data.draw(st.sampled_from([None] + [f"e{k}" for k in range(n)]))
    try:
        expr = Expr(query, names_of(sc), _fail)
    except AssertionError:  # (can_cast of an instant the history does not cast: refused as read)
        reject()
    histories = list(islice(sc.linearized(reduced=False), MAX_HISTORIES + 1))
    if len(histories) > MAX_HISTORIES:  # (brute force over many orders: the time goes to few examples)
        reject()
    brute = {v for s in histories for v in all_values(s, expr, at)}
    try:
        got = {o.value for o in outcomes_over(sc, query, at=at)}
    except ModelError:
        assert brute == set(), f"the verifier refuses a history brute force finds possible: {brute}\n{text}"
        return
    assert got == brute, f"{query} at {at}: SMT {got} vs brute force {brute}\n{text}"
