"""Casting the top card of a library as a permanent's ability allows (601.3, 401.2,
`verifier/rules/library_top.py`): the verifier against the reference (`tests/reference/casting.py`,
`off_the_top`) on random histories, and the loader's refusals: a choice that names no creature
type (205.3m, Realmwalker's ruling), a permanent entering with no choice said (614.12), and a
permission worded otherwise (still refused, 601.3)."""
from dataclasses import replace

from hypothesis import HealthCheck, given, settings, strategies as st

from conftest import claim, examples, refused_in_one_line
from test_casting import events
from test_reference_casting import G, PLAYERS, _object, check, mana_abilities
from verifier.model import ENTERS_CHOOSING, Event, Scenario

VIZIER = "You may cast creature spells from the top of your library"
WALKER = "You may cast creature spells of the chosen type from the top of your library"
KINDS = {"elf": (("creature",), ("Elf",)), "bear": (("creature",), ("Bear",)), "golem": (("creature",), ()),
         "trinket": (("artifact",), ())}


@st.composite
def library_histories(draw):
    """Two or three untapped Forests of yours; a permanent with Vizier's or Realmwalker's
    permission (Elf or Bear chosen, or none), yours or the opponent's, there or entering, perhaps
    leaving; one to three cards in your library, the first on top (Elf, Bear and typeless
    creatures, some with flash, an artifact), perhaps one in the opponent's; and events: turns,
    steps, casts of library cards (on top or not: a cast may be impossible), resolutions, a card
    milled (moved to a graveyard), draws, the permanent entering or leaving."""
    first = draw(st.sampled_from(PLAYERS))
    objects = {f"l{i}": _object(f"l{i}", ("land",), "you", (G,), power=0, toughness=0)
               for i in range(draw(st.integers(2, 3)))}
    text = draw(st.sampled_from((VIZIER, WALKER)))
    chosen = draw(st.sampled_from(("Elf", "Elf", "Bear", None))) if text == WALKER else None
    viz = draw(st.sampled_from(("there", "there", "enters")))
    owner = draw(st.sampled_from(("you", "you", "you", "opponent")))
    objects["viz"] = replace(_object("viz", ("creature",), owner, (text,) + ((ENTERS_CHOOSING,) if chosen else ()),
                                     owner=owner), chose=chosen is not None, chosen=chosen)
    cards = []
    for i in range(draw(st.integers(1, 3))):
        kind = draw(st.sampled_from(sorted(KINDS)))
        types, subtypes = KINDS[kind]
        flash = ("flash",) if "creature" in types and draw(st.integers(0, 3)) == 0 else ()
        o = _object(f"c{i}", types, "you", flash, mana_cost=draw(st.sampled_from(("{G}", "{1}", "{1}{G}"))),
                    owner="you", zone="library")
        objects[o.id] = replace(o, printed=replace(o.printed, subtypes=frozenset(subtypes)))
        cards.append(o.id)
    if draw(st.integers(0, 3)) == 0:  # the opponent's own library: never cast by your permission
        o = _object("theirs", ("creature",), "opponent", (), mana_cost="{G}", owner="opponent", zone="library")
        objects["theirs"] = replace(o, printed=replace(o.printed, subtypes=frozenset({"Elf"})))
        cards.append("theirs")
    evs, stack, cast, left = [], [], [], False
    if viz == "enters":
        evs.append(Event("enters", "viz"))
    for _ in range(draw(st.integers(1, 6))):
        step = draw(st.sampled_from(("cast", "cast", "cast", "resolves", "resolves", "mill", "draws", "turn", "step",
                                     "viz leaves")))
        if step == "cast" and set(cards) - set(cast):
            sid = draw(st.sampled_from(sorted(set(cards) - set(cast))))
            evs.append(Event("cast", sid))
            cast.append(sid)
            stack.append(sid)
        elif step == "resolves" and stack:
            sid = stack.pop()
            evs.append(Event("enters", sid, from_stack=True))  # (a permanent spell: creature or artifact, 608.3a)
        elif step == "mill" and set(cards) - set(cast):
            sid = draw(st.sampled_from(sorted(set(cards) - set(cast))))
            evs.append(Event("moves", sid, into="graveyard"))
            cast.append(sid)
        elif step == "draws":
            evs.append(Event("draws", draw(st.sampled_from(PLAYERS))))
        elif step == "turn":
            evs.append(Event("turn", draw(st.sampled_from(PLAYERS))))
        elif step == "step":
            evs.append(Event("step", draw(st.sampled_from(("upkeep", "main", "end")))))
        elif step == "viz leaves" and not left:
            evs.append(Event("leaves", "viz", into="graveyard"))
            left = True
    if not evs:
        evs.append(Event("step", "main"))
    evs = [replace(e, label=f"e{i}") for i, e in enumerate(evs)]
    sc = Scenario(path="<library>", name="random library top", objects=objects, effects={}, order=[],
                  first_turn=first, mana_abilities=mana_abilities({G}), tracks_zones=True)
    return sc.with_events(tuple(evs))


QUERIES = ("can_cast({s})", "can_cast({s})", "can_cast({s})", "in_zone({s}, 'stack')", "in_zone({s}, 'library')",
           "in_zone({s}, 'hand')", "on_battlefield({s})")


@settings(max_examples=examples(120), deadline=None, derandomize=True, database=None,
          suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large, HealthCheck.filter_too_much])
@given(st.data())
def test_casting_from_the_top_matches_the_reference(data):
    sc = data.draw(library_histories())
    s = data.draw(st.sampled_from(sorted(o for o in sc.objects if sc.objects[o].zone == "library")))
    text = data.draw(st.sampled_from(QUERIES)).replace("{s}", s)
    check(sc, text, data.draw(st.sampled_from([None] + [e.label for e in sc.events])))


# -- the loader ---------------------------------------------------------------------------

WALKER_ON_BOARD = '[scenario]\nname = "x"\nturn = "you"\n\n[[object]]\nid = "walker"\ncard = "Realmwalker"\n'


def test_a_choice_naming_a_card_type_is_refused(write_model, run_cli):
    """Realmwalker ruling 10 (205.3m): the choice is an existing creature type, not a card type
    or a supertype."""
    for word in ("Artifact", "Snow"):
        text = WALKER_ON_BOARD + f'chosen = "{word}"\n' + events('step = "main"') + claim("True")
        refused_in_one_line(run_cli, write_model(text), 8, f"{word!r} is no creature type (205.3m")


def test_a_creature_type_is_a_choice(write_model, run_cli):
    text = WALKER_ON_BOARD + 'chosen = "Elk"\n' + events('step = "main"') + claim("True")
    code, out, err = run_cli("check", write_model(text))
    assert code == 0, out + err


def test_entering_with_no_choice_said_is_refused(write_model, run_cli):
    """614.12: a Realmwalker that enters during the history chooses as it enters; the file must
    say what (with none said, one there as the history begins made none: ruling 2)."""
    text = '[scenario]\nname = "x"\nturn = "you"\n\n[[object]]\nid = "walker"\ncard = "Realmwalker"\nzone = "hand"\n' \
        + events('enters = "walker"') + claim("True")
    lines = text.splitlines()
    refused_in_one_line(run_cli, write_model(text), lines.index('enters = "walker"') + 1,
                        "'walker' enters here and chooses a type as it enters (614.12)")


def test_a_permission_worded_otherwise_is_still_refused(write_model, run_cli):
    """601.3: "You may cast spells from the top of your library" (any spell) is not the wording
    read: a claim it could change is refused, not answered as if it were not there."""
    text = '''[scenario]
name = "x"
turn = "you"

[[card]]
name = "Test Oracle Lens"
mana_cost = "{3}"
types = ["artifact"]
abilities = ["You may cast spells from the top of your library"]

[[object]]
id = "lens"
card = "Test Oracle Lens"

[[object]]
id = "bears"
card = "Grizzly Bears"
zone = "library"
''' + events('step = "main"') + claim("not can_cast(bears)")
    code, out, err = run_cli("check", write_model(text))
    assert code == 2 and "could let it be cast from another zone (601.3)" in err, out + err


def test_only_the_top_card_and_only_while_the_permanent_has_it(write_model):
    """401.2, 601.3: the card under the top one is not cast; once the permanent leaves, the top
    card is not either; the opponent's library is not yours."""
    from conftest import verdict
    text = '''[scenario]
name = "x"
turn = "you"

[[object]]
id = "vizier"
card = "Vizier of the Menagerie"

[[object]]
id = "forest"
card = "Forest"

[[object]]
id = "top"
card = "Llanowar Elves"
zone = "library"

[[object]]
id = "second"
card = "Llanowar Elves"
zone = "library"

[[object]]
id = "theirs"
card = "Llanowar Elves"
zone = "library"
owner = "opponent"
''' + events('step = "main"\nlabel = "main"', 'leaves = "vizier"\ninto = "graveyard"\nlabel = "gone"')
    assert verdict(write_model(text + claim("can_cast(top) and not can_cast(second) and not can_cast(theirs)",
                                            extra='at = "main"'))) == "proved"
    assert verdict(write_model(text + claim("not can_cast(top)", extra='at = "gone"'))) == "proved"


def test_a_copy_of_realmwalker_is_refused(write_model, run_cli):
    """707.2, 707.5, 614.12: a copy of Realmwalker has its permission and would choose a type as it
    entered, which the file can't say: refused rather than read as no choice."""
    text = WALKER_ON_BOARD + '''chosen = "Elf"

[[object]]
id = "bears"
card = "Grizzly Bears"

[[effect]]
id = "mimic"
targets = ["bears"]
layer1a = { copy_of = "walker" }
''' + events('starts = "mimic"') + claim("True")
    code, out, err = run_cli("check", write_model(text))
    assert code == 2 and "a copy does not copy that choice (707.6)" in err, out + err


def test_granting_the_chosen_type_permission_is_refused(write_model, run_cli):
    """613.1f, 614.12: an object granted the ability chose nothing the file can say."""
    text = WALKER_ON_BOARD + '''chosen = "Elf"

[[object]]
id = "bears"
card = "Grizzly Bears"

[[effect]]
id = "gift"
targets = ["bears"]
layer6 = { add_abilities = ["You may cast creature spells of the chosen type from the top of your library"] }
''' + events('starts = "gift"') + claim("True")
    code, out, err = run_cli("check", write_model(text))
    assert code == 2 and "by a copy or an effect that grants it" in err, out + err
