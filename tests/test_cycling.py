"""Cycling and typecycling (702.29a, 702.29e; `verifier/rules/cycling.py`): the verifier against
the reference (`tests/reference/cycling.py`) on random histories, and the loader's refusals: a
card with no cycling ability, `finds` beside plain cycling or naming a card in no library, a
draw from a library a search shuffled (701.24a), a search beside a permission to cast the top
card of a library, cycling in a group."""
from dataclasses import replace

from hypothesis import HealthCheck, given, settings, strategies as st

from conftest import claim, examples, refused_in_one_line, verdict
from test_casting import events
from test_reference_casting import PLAYERS, _object, check, mana_abilities
from verifier.model import Event, Scenario, Trigger
from verifier.rules.cycling import cycling_of

W, G = "{T}: Add {W}", "{T}: Add {G}"
CYCLERS = ("plainscycling {1}", "forestcycling {2}", "Cycling {1}", "islandcycling {W}")
# the library's cards: (types, subtypes, supertypes)
LIBRARY = {"plains": (("land",), ("Plains",), ("basic",)), "tundra": (("land",), ("Plains", "Island"), ()),
           "forest": (("land",), ("Forest",), ("basic",)), "bear": (("creature",), ("Bear",), ())}


@st.composite
def cycling_histories(draw):
    """One to three lands of yours (Plains, Forests), some tapped; one or two cards with a
    cycling ability in a hand (yours mostly); one to three cards in your library; events: cycles
    (a search finding a card of the library, fitting or not, or none), turns, steps, draws before
    any search, a card in hand moved."""
    first = draw(st.sampled_from(PLAYERS))
    objects = {}
    for i in range(draw(st.integers(1, 3))):
        objects[f"l{i}"] = _object(f"l{i}", ("land",), "you", (draw(st.sampled_from((W, G))),), power=0, toughness=0,
                                   tapped=draw(st.integers(0, 3)) == 0)
    cyclers = []
    for i in range(draw(st.integers(1, 2))):
        owner = draw(st.sampled_from(("you", "you", "opponent")))
        objects[f"c{i}"] = _object(f"c{i}", ("creature",), owner, (draw(st.sampled_from(CYCLERS)),),
                                   mana_cost="{5}", owner=owner, zone="hand")
        cyclers.append(f"c{i}")
    cards = []
    for i in range(draw(st.integers(1, 3))):
        types, subtypes, supertypes = LIBRARY[draw(st.sampled_from(sorted(LIBRARY)))]
        o = _object(f"d{i}", types, "you", (), supertypes, owner="you", zone="library")
        objects[o.id] = replace(o, printed=replace(o.printed, subtypes=frozenset(subtypes)))
        cards.append(o.id)
    triggers = ()
    if draw(st.integers(0, 2)) == 0:  # "whenever you cycle a card, you gain 1 life" (702.29c-d), either player's
        objects["watch"] = _object("watch", ("enchantment",), draw(st.sampled_from(PLAYERS)), ("watch",))
        triggers = (Trigger("t", "watch", "watch", "you cycle", life=1),)
    evs, searched = [], False
    for _ in range(draw(st.integers(1, 4))):
        step = draw(st.sampled_from(("cycle", "cycle", "cycle", "turn", "step", "draws", "moves")))
        if step == "cycle":
            x = draw(st.sampled_from(cyclers))
            ability = next(iter(objects[x].printed.abilities))
            how = cycling_of([ability])
            evs.append(Event("moves", x, into="graveyard", activated=ability))
            owner = objects[x].owner
            if triggers and draw(st.integers(0, 3)):  # (the trigger resolved first, mostly: 603.3, 405.5)
                evs.append(Event("resolves", "t"))
            if how.search is None:
                evs.append(Event("draws", owner, activated=ability))
            else:
                evs.append(Event("searches", owner, finds=draw(st.sampled_from([None] + cards)), searched=how.search,
                                 activated=ability))
                searched = True
        elif step == "turn":
            evs.append(Event("turn", draw(st.sampled_from(PLAYERS))))
        elif step == "step":
            evs.append(Event("step", draw(st.sampled_from(("upkeep", "main", "end")))))
        elif step == "draws" and not searched:
            evs.append(Event("draws", "you"))
        elif step == "moves":
            evs.append(Event("moves", draw(st.sampled_from(cyclers)), into="exile"))
    if not evs:
        evs.append(Event("step", "main"))
    evs = [replace(e, label=f"e{i}") for i, e in enumerate(evs)]
    sc = Scenario(path="<cycling>", name="random cycling", objects=objects, effects={}, order=[], first_turn=first,
                  mana_abilities=mana_abilities({W, G}), tracks_zones=True, triggers=triggers)
    return sc.with_events(tuple(evs))


@settings(max_examples=examples(120), deadline=None, derandomize=True, database=None,
          suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large, HealthCheck.filter_too_much])
@given(st.data())
def test_cycling_matches_the_reference(data):
    sc = data.draw(cycling_histories())
    x = data.draw(st.sampled_from(sorted(o for o in sc.objects if sc.objects[o].zone)))
    land = data.draw(st.sampled_from(sorted(o for o in sc.objects if o.startswith("l"))))
    ability = next(iter(sc.objects[x].printed.abilities), None) if x.startswith("c") else None
    text = data.draw(st.sampled_from(("in_zone({x}, 'hand')", "in_zone({x}, 'library')", "in_zone({x}, 'graveyard')",
                                      "count(zone='hand')", "is_tapped({l})") +
                                     (("life('you')", "life('opponent')", "triggered('t')") if sc.triggers else ()) +
                                     ((f"can_activate({{x}}, '{ability}')",) * 3 if ability else ())))
    check(sc, text.replace("{x}", x).replace("{l}", land), data.draw(st.sampled_from([None] + [e.label for e in sc.events])))


# -- the loader ---------------------------------------------------------------------------

BASE = '''[scenario]
name = "x"
turn = "you"

[[card]]
name = "Test Cycling Sprite"
mana_cost = "{3}{U}"
types = ["creature"]
power = 2
toughness = 2
abilities = ["Cycling {1}"]

[[object]]
id = "sprite"
card = "Test Cycling Sprite"
zone = "hand"

[[object]]
id = "dragon"
card = "Eternal Dragon"
zone = "hand"

[[object]]
id = "island"
card = "Island"

[[object]]
id = "plains"
card = "Plains"

[[object]]
id = "top"
card = "Forest"
zone = "library"

[[object]]
id = "under"
card = "Plains"
zone = "library"
'''


def _line(text: str, needle: str) -> int:
    return text.splitlines().index(needle) + 1


def test_a_card_without_cycling_is_refused(write_model, run_cli):
    text = BASE + '\n[[object]]\nid = "bears"\ncard = "Grizzly Bears"\nzone = "hand"\n' + events('cycle = "bears"') + \
        claim("True")
    refused_in_one_line(run_cli, write_model(text), _line(text, 'cycle = "bears"'), "has no cycling ability read here")


def test_finds_beside_plain_cycling_is_refused(write_model, run_cli):
    text = BASE + events('cycle = "sprite"\nfinds = "under"') + claim("True")
    refused_in_one_line(run_cli, write_model(text), _line(text, 'finds = "under"'), "draws a card (702.29a)")


def test_a_search_finds_only_a_card_of_that_type(write_model, run_cli):
    """702.29e, 701.23a: plainscycling can't find the Forest."""
    text = BASE + events('cycle = "dragon"\nfinds = "top"') + claim("True")
    code, out, err = run_cli("check", write_model(text))
    assert code == 2 and "'top' is not a card of your library then of the kind searched for" in err, out + err


def test_a_draw_after_a_search_is_refused(write_model, run_cli):
    """701.24a: the library was shuffled; with two cards left, which one a draw takes is not known."""
    text = BASE + '\n[[object]]\nid = "third"\ncard = "Island"\nzone = "library"\n' + \
        events('cycle = "dragon"\nfinds = "under"', 'draws = "you"') + claim("True")
    refused_in_one_line(run_cli, write_model(text), _line(text, 'draws = "you"'), "shuffled by a search (701.24a)")


def test_a_draw_after_a_search_with_one_card_left_is_known(write_model):
    text = BASE + events('cycle = "dragon"\nfinds = "under"', 'draws = "you"')
    assert verdict(write_model(text + claim("in_zone(top, 'hand') and in_zone(under, 'hand')"))) == "proved"


def test_cycling_in_a_group_is_refused(write_model, run_cli):
    text = BASE + events('cycle = "sprite"\ngroup = "g"', 'tap = "island"\ngroup = "g"') + claim("True")
    refused_in_one_line(run_cli, write_model(text), _line(text, 'group = "g"'), "not put in a group")


def test_the_cost_must_be_paid(write_model):
    """602.2b: with both lands tapped, neither ability can be activated."""
    text = BASE + events('tap = "island"', 'tap = "plains"\nlabel = "tapped"')
    assert verdict(write_model(text + claim("not can_activate(sprite, 'Cycling {1}') and "
                                            "not can_activate(dragon, 'Plainscycling {2}')", extra='at = "tapped"'))) \
        == "proved"


def test_a_search_beside_a_top_of_library_permission_is_refused(write_model, run_cli):
    text = BASE + '\n[[object]]\nid = "vizier"\ncard = "Vizier of the Menagerie"\n' + \
        events('cycle = "dragon"\nfinds = "under"') + claim("True")
    refused_in_one_line(run_cli, write_model(text), _line(text, 'cycle = "dragon"'), "which card is on top after it")


WATCHER = '''
[[card]]
name = "Test Cycle Watcher"
mana_cost = "{1}{W}"
types = ["enchantment"]
abilities = ["Whenever you cycle a card, you gain 1 life."]

[[object]]
id = "watcher"
card = "Test Cycle Watcher"

[[trigger]]
id = "watch"
source = "watcher"
ability = "Whenever you cycle a card, you gain 1 life."
when = "you cycle"
gain_life = 1
'''


def test_a_trigger_on_cycling_resolves_before_the_ability(write_model, run_cli):
    """603.3, 405.5: it triggered as the cost was paid, above the ability: a cycle event that leaves
    it waiting is no history of the game."""
    text = BASE + WATCHER + events('cycle = "sprite"') + claim("True")
    code, out, err = run_cli("check", write_model(text))
    assert code == 2 and "'watch' is still on the stack above the cycling ability" in err, out + err
    text = BASE + WATCHER + events('cycle = "sprite"\nresponses = ["watch"]') + \
        claim("life('you') == 21 and in_zone(top, 'hand')")
    assert verdict(write_model(text)) == "proved"


def test_responses_go_with_cycle(write_model, run_cli):
    text = BASE + WATCHER + events('tap = "island"\nresponses = ["watch"]') + claim("True")
    refused_in_one_line(run_cli, write_model(text), _line(text, 'responses = ["watch"]'), "it goes with cycle")


def test_a_static_ability_forbidding_cycling_must_say_it(write_model, run_cli):
    """101.2, 702.29f: "can't cycle cards" in a static ability's text is said in its forbids, or refused."""
    text = BASE + '''
[[card]]
name = "Test Cycle Ward"
mana_cost = "{2}"
types = ["artifact"]

[[card.static]]
ability = "Players can't cycle cards."
affects = { types = ["creature"] }
layer7c = { power = 0, toughness = 0 }

[[object]]
id = "ward"
card = "Test Cycle Ward"
''' + events('step = "main"') + claim("True")
    code, out, err = run_cli("check", write_model(text))
    assert code == 2 and "forbids what forbids does not say" in err, out + err


def test_a_label_used_twice_is_refused(write_model, run_cli):
    """A cycle event's label names one point, as any event's does (found as this feature was added:
    suspend's label was not checked either)."""
    text = BASE + '\n[[object]]\nid = "third"\ncard = "Island"\nzone = "library"\n' + \
        events('cycle = "sprite"\nlabel = "x"', 'tap = "plains"\nlabel = "x"') + claim("True")
    lines = text.splitlines()
    refused_in_one_line(run_cli, write_model(text), len(lines) - lines[::-1].index('label = "x"'),
                        "label 'x' is used twice")


def test_responses_name_triggers_of_the_scenario(write_model, run_cli):
    text = BASE + WATCHER + events('cycle = "sprite"\nresponses = ["nobody"]') + claim("True")
    code, out, err = run_cli("check", write_model(text))
    assert code == 2 and "responses names 'nobody', which is no [[trigger]] of the scenario" in err, out + err
