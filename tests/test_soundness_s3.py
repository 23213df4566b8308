"""Cast triggers no [[trigger]] says (603.2, 601.2i): a spell's own ("When you cast this spell",
World Breaker) and a permanent's ("Whenever you cast a creature spell", Zendikar Resurgent).  The
history's guard (`verifier.load.unsaid_triggers`) refuses an event that needs such a trigger gone
from the stack (405.5: the spell below it resolves only after it; 500.2, 307.1); these tests hold it
to that, and to the same for the events a `[scenario] search` picks from, which it once let
through: a search casting and resolving World Breaker held the land it would exile "in every
history"."""
import pytest

from conftest import one_error_line


def _forests(n: int) -> str:
    return "".join(f'\n[[object]]\nid = "f{i}"\ncard = "Forest"\n' for i in range(1, n + 1))


def _head(objects: str) -> str:
    """A scenario on your turn whose `{search}` is filled in, with these objects."""
    return '[scenario]\nname = "cast triggers"\nturn = "you"\n{search}\n' + objects


HEAD = _head('''
[[object]]
id = "wb"
card = "World Breaker"
zone = "hand"

[[object]]
id = "land"
card = "Forest"
controller = "opponent"
''') + _forests(7)
CLAIM = '''
[[claim]]
id = "land-stays"
expr = "on_battlefield(land)"
expect = "proved"
'''


def _events(*tables: str) -> str:
    return "".join(f"\n[[event]]\n{t}\n" for t in tables)


# (the history's events, the search's events, refused?): by 601.2i and 405.5 World Breaker's own cast
# trigger is above it on the stack until it resolves, so its resolution or a new turn comes only after
# the trigger has exiled its target, which no [[trigger]] says; a cast alone leaves it waiting
CASES = {
    "cast-then-resolve": (('turn = "you"', 'cast = "wb"', 'resolves = "wb"'), "", True),
    "cast-then-turn": (('turn = "you"', 'cast = "wb"', 'turn = "opponent"'), "", True),
    "cast-only": (('turn = "you"', 'cast = "wb"'), "", False),
    "search-cast-and-resolve": (('turn = "you"',), '[{ cast = "wb" }, { resolves = "wb" }]', True),
    "search-cast-and-turn": (('turn = "you"',), '[{ cast = "wb" }, { turn = "opponent" }]', True),
    "history-cast-search-turn": (('turn = "you"', 'cast = "wb"'), '[{ turn = "opponent" }]', True),
    "search-cast-only": (('turn = "you"',), '[{ cast = "wb" }]', False),
    "search-no-cast": (('turn = "you"',), '[{ turn = "opponent" }]', False),
}


@pytest.mark.parametrize("name", sorted(CASES))
def test_world_breaker_cast_trigger(name, write_model, run_cli):
    history, searched, refused = CASES[name]
    search = f"search = {{ max_events = 2, events = {searched} }}" if searched else ""
    path = write_model(HEAD.format(search=search) + _events(*history) + CLAIM)
    code, out, err = run_cli("check", path)
    if refused:
        assert code == 2, out + err
        line = one_error_line(err, path)
        assert "'When you cast this spell, exile target artifact, enchantment, or land'" in line
        assert "no [[trigger]] says it" in line
    else:  # (the trigger may wait on the stack: the land is still there)
        assert code == 0, out + err
        assert "land-stays: proved" in out


def test_search_refusal_names_the_search_line(write_model, run_cli):
    search = 'search = { max_events = 2, events = [{ cast = "wb" }, { resolves = "wb" }] }'
    path = write_model(HEAD.format(search=search) + _events('turn = "you"') + CLAIM)
    code, _, err = run_cli("search", path)
    assert code == 2
    assert "the search's enters 'wb' may need it gone" in one_error_line(err, path, 4)


ZENDIKAR = _head('''
[[object]]
id = "zr"
card = "Zendikar Resurgent"

[[object]]
id = "bears"
card = "Grizzly Bears"
zone = "hand"
''') + _forests(2) + '\n[[event]]\nturn = "you"\n'


@pytest.mark.parametrize("history,searched,refused", [
    (('cast = "bears"', 'resolves = "bears"'), "", True),  # 405.5: the draw trigger resolves first
    (('cast = "bears"',), "", False),
    ((), '[{ cast = "bears" }, { resolves = "bears" }]', True),
    ((), '[{ cast = "bears" }]', False),
])
def test_permanents_cast_trigger(history, searched, refused, write_model, run_cli):
    search = f"search = {{ max_events = 2, events = {searched} }}" if searched else ""
    path = write_model(ZENDIKAR.format(search=search) + _events(*history) + '''
[[claim]]
id = "bears-cast"
expr = "on_battlefield(zr)"
expect = "proved"
''')
    code, out, err = run_cli("check", path)
    assert code == (2 if refused else 0), out + err
    if refused:
        assert "'Whenever you cast a creature spell, draw a card'" in one_error_line(err, path)


@pytest.mark.parametrize("name", ["World Breaker", "Bearer of Silence"])
def test_translator_notes_the_cast_trigger_it_keeps(name):
    from conftest import generated_card
    text, card = generated_card(name)
    assert "When you cast this spell" in card["abilities"][0]  # (kept by its text, 113.1)
    assert "# not followed: what the cast trigger 'When you cast this spell" in text
    assert "refuses a history or search going past a cast that may trigger it" in text
