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
from unittest import mock

import pytest
from hypothesis import HealthCheck, given, reject, settings, strategies as st

from conftest import examples, MODELS
from verifier.errors import ModelError
from verifier.expr import Expr
from verifier.load.claims import names_of
from verifier.load.loader import load_scenario
from verifier import orderings
from verifier.orderings import all_values
from verifier.query import outcomes_over

LANDS = ("Forest", "Mountain", "Snow-Covered Forest", "Gruul Turf", "Wastes", "Swamp")
MAX_HISTORIES = 8
# the brute force tries every assignment of the players' choices (`orderings._every_choice`); past this many
# partial assignments an example is left out, as one with too many orders is (its time would go to one example)
MAX_CHOICES = 1500


class _TooManyChoices(Exception):
    pass


def _bounded_values(history, expr, at):
    """`all_values`, or _TooManyChoices once the brute force has tried MAX_CHOICES partial assignments."""
    tried, every = 0, orderings._every_choice

    def counted(*args, **kwargs):
        nonlocal tried
        tried += 1
        if tried > MAX_CHOICES:
            raise _TooManyChoices
        return every(*args, **kwargs)

    with mock.patch.object(orderings, "_every_choice", counted):
        return all_values(history, expr, at)
SPELLS = ("Grizzly Bears", "Vampire Lacerator", "Matter Reshaper", "Millstone", "Lightning Serpent", "Giant Growth")


def _fail(msg):
    raise AssertionError(msg)


@st.composite
def casting_histories(draw):
    objects, events = [], []
    lands = draw(st.lists(st.tuples(st.sampled_from(LANDS), st.sampled_from(("you", "opponent")), st.booleans()),
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
    spells = draw(st.lists(st.tuples(st.sampled_from(SPELLS), st.sampled_from(("you", "opponent"))), min_size=1,
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
    text = f'[scenario]\nname = "random casting"\nturn = "{first}"\n' + \
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


@settings(max_examples=examples(20), deadline=None, derandomize=True, database=None,
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
    try:
        brute = {v for s in histories for v in _bounded_values(s, expr, at)}
    except _TooManyChoices:
        reject()
    try:
        got = {o.value for o in outcomes_over(sc, query, at=at)}
    except ModelError:
        assert brute == set(), f"the verifier refuses a history brute force finds possible: {brute}\n{text}"
        return
    assert got == brute, f"{query} at {at}: SMT {got} vs brute force {brute}\n{text}"
