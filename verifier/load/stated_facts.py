"""A fact the scenario states (`[scenario] numbers` and `conditions`) is true as the history
begins and stays as stated over it.  Where the history has an event that can change what the
fact is about, the stated value could be stale, so the scenario is refused with the event's line:
a count of permanents once a permanent enters, leaves or changes control (110.2), the city's
blessing once a permanent enters or a spell resolves (702.131), a life total once damage is dealt
or life paid or an effect resolves (120.3a, 119.3-119.4), time counters once counters are put or removed or it may enter (702.176a), a "this turn" fact or the turns a player has taken once a new turn begins (500.1), what attacks or blocks once one is declared or a step or turn
begins (506.4), what is attached once an attachment or an object changes (301.5, 701.3), whether a permanent is tapped
once one is tapped or untapped (110.5), the counters on a permanent once counters change and counters put once some may be (122.1, 122.6), the cards a player has drawn once a card may be
drawn (121.1, 504.1), the cards exiled with an object once one moves or resolves (607.2a, 400.7), a player's speed once life may be
lost or a turn begins (702.179d), a fact of the turn's past once an event that could make it so happens (a permanent
entering, 603.6a; a spell cast, 601.2; a sacrifice, 701.21a; a discard, 701.9a; a death, 700.4; damage, 120.1), and one
no event family follows alone (surveil, a player's counters, unspent mana...) once any event happens, as one whose
words name no family ("this creature is monstrous", 701.37b); the cards in a graveyard, exile, a hand or a library
once a card may move there or from there (400.1); events a `[scenario] search` may add alike.  (Cards in other zones: `zones.check_stated`; a devotion is never stated, 700.5:
`devotion.check_stated`.)"""
from __future__ import annotations

import re
from typing import List, Optional, Sequence, Tuple

from verifier.load.files import At, table_of
from verifier.model import COMBAT_DAMAGE, SPELL_RESOLVES, Event, Scenario

# what a fact's words are about -> the event kinds that can change it
_ABOUT: List[Tuple[str, re.Pattern, str, Optional[frozenset]]] = [
    # (700.8: a party is of creatures its player controls)
    ("battlefield", re.compile(r"\bpermanents?\b|\bon the battlefield\b|\byou control\b|\bparty\b", re.I),
     "what is on the battlefield or who controls it (110.2)",
     frozenset({"enters", "leaves", "resolves", "gain_control", "turn_face_up", "transform", "it_becomes"})),
    # 731.1: day and night (is_day() and is_night() in a claim follow it)
    ("day", re.compile(r"\b(?:day|night)\b", re.I), "day or night (731; is_day() in a claim follows it)",
     frozenset({"turn", "it_becomes", "enters", "resolves"})),
    # 702.131: a permanent entering or changing control, or a spell with ascend resolving, may give it
    ("blessing", re.compile(r"\bcity's blessing\b", re.I), "the city's blessing (702.131; blessed(\"you\") in a claim or a "
     "trigger's \"if\" follows it)", frozenset({"enters", "returns", "copy_card", "embalm", "eternalize", "resolves",
                                               SPELL_RESOLVES, "gain_control", "turn_face_up", "transform"})),
    # 119.3-119.4: damage, a cost paid in life (activating, casting, adding mana, entering, cycling) and
    # an effect that resolves (a trigger's or a spell's) change a life total
    ("life", re.compile(r"\blife\b", re.I), "a life total (119.3, 119.4, 120.3a)",
     frozenset({"deals", COMBAT_DAMAGE, "activate", "add_mana", "cast", "enters", "cycle", "resolves", SPELL_RESOLVES,
                "copy_ability"})),
    # 702.176a: impending's "its impending cost was paid and it has a time counter on it" (122.1), as a hand-written model
    # states it (the translator refuses impending: the board lists the time counters, draw 15's audit)
    ("time counters", re.compile(r"\btime counters?\b", re.I), "the time counters on a permanent (122.1, 702.176a)",
     frozenset({"enters", "put_counters", "remove_counters", "resolves", SPELL_RESOLVES})),
    ("turn", re.compile(r"\bthis turn\b", re.I), "the turn (500.1)", frozenset({"turn"})),
    # 500.1: the turns a player has taken ("the number of turns you have taken this game"), one more as a turn begins
    ("turns taken", re.compile(r"\bturns?\b[^.]*\btaken\b", re.I), "the turns a player has taken (500.1)",
     frozenset({"turn"})),
    # 506.4, 508.1, 509.1: what attacks or blocks, declared by attacks and blocks events, over at combat's end
    ("combat", re.compile(r"\battack(?:s|ing|ed)?\b|\bblock(?:s|ing|ed)?\b", re.I), "what is attacking or blocking (506.4)",
     frozenset({"attacks", "blocks", "step", "turn", "enters", "leaves"})),
    # 301.5, 303.4, 701.3: what is attached to what, changed by attaching, unattaching, and objects coming and going
    ("attached", re.compile(r"\battached\b|\benchanted\b|\bequipped\b|\bfortified\b", re.I),
     "what is attached to what (301.5, 303.4, 701.3)",
     frozenset({"attach", "unattach", "enters", "leaves", "returns", "gain_control", "resolves", SPELL_RESOLVES,
                "turn_face_up", "transform"})),
    # 110.5: whether a permanent is tapped, changed by tapping and untapping (an untap step, 502.3)
    ("tapped", re.compile(r"\b(?:un)?tapped\b", re.I), "whether a permanent is tapped (110.5)",
     frozenset({"tap", "untap", "turn", "step", "activate", "attacks", "add_mana", "enters", "leaves"})),
    # 122.1: the counters on a permanent
    # ("it has a +1/+1 counter on it", "with counters on them"; not "you've put ... counters on ... this turn", a fact
    # of the turn's history)
    ("counters on", re.compile(r"\b(?:has|have|had|with)\b[^.]*?\bcounters? on\b", re.I), "the counters on a permanent (122.1)",
     frozenset({"enters", "leaves", "put_counters", "remove_counters", "resolves", SPELL_RESOLVES})),
    # 122.1, 122.6: counters put this turn ("you've put one or more +1/+1 counters on a creature this turn"), by a
    # put_counters event, one that enters with counters, or an effect or ability that resolves
    ("counters put", re.compile(r"\bput\b[^.]*?\bcounters?\b", re.I), "the counters put on permanents (122.1, 122.6)",
     frozenset({"enters", "put_counters", "resolves", SPELL_RESOLVES, "activate", "attacks", "blocks"})),
    # 607.2a, 400.7: the cards exiled with an object, which a new object (one that left and came back) has none of
    ("exiled with", re.compile(r"\bexiled with\b", re.I), "the cards exiled with an object (607.2a, 400.7)",
     frozenset({"enters", "leaves", "returns", "moves", "resolves", SPELL_RESOLVES})),
    # 121.1, 504.1: the cards a player has drawn, by a draw, a draw step, or an effect that resolves
    ("drawn", re.compile(r"\bdrawn\b|\bdrew\b", re.I), "the cards a player has drawn (121.1, 504.1)",
     frozenset({"draws", "draw", "resolves", SPELL_RESOLVES, "turn"})),
    # 702.179d: a player's speed rises when an opponent loses life during their turn (damage, or an effect that
    # resolves); "Max speed" (702.178a, 702.179e) is a fact about it
    ("speed", re.compile(r"\bspeed\b", re.I), "a player's speed (702.179d)",
     frozenset({"deals", COMBAT_DAMAGE, "resolves", SPELL_RESOLVES, "turn"})),
    # Facts of the turn's past (500.1 ends them; the events below change them within it), by what happened:
    # 603.6a: a permanent entering ("a creature entered the battlefield under your control this turn")
    ("entered", re.compile(r"\bent(?:er|ers|ered|ering)\b", re.I), "the permanents that entered the battlefield (603.6a)",
     frozenset({"enters", "returns", "play_land", "embalm", "eternalize", "moves", "resolves", SPELL_RESOLVES, "turn"})),
    # 601.2: spells cast ("you've cast two or more spells this turn"), by casting, or an effect that casts one; and
    # whether a permanent was cast ("as long as it was cast"), false of one put onto the battlefield otherwise, a new
    # object (400.7; draw 11's audit: The Tarrasque stated cast beside an `enters` event)
    ("cast", re.compile(r"\bcast\b", re.I), "the spells cast, and whether a permanent was cast (601.2, 400.7)",
     frozenset({"cast", "suspend", "resolves", SPELL_RESOLVES, "turn", "enters", "returns", "play_land", "embalm",
                "eternalize", "moves", "copy_card"})),
    # 701.21a: a permanent sacrificed, as a cost (activating, casting, adding mana) or as an effect resolves
    ("sacrificed", re.compile(r"\bsacrific\w*", re.I), "the permanents sacrificed (701.21a)",
     frozenset({"activate", "cast", "add_mana", "leaves", "resolves", SPELL_RESOLVES, "turn"})),
    # 701.9a: a card discarded, as a cost (cycling, 702.29a) or as an effect resolves
    ("discarded", re.compile(r"\bdiscard\w*", re.I), "the cards discarded (701.9a)",
     frozenset({"activate", "cast", "cycle", "resolves", SPELL_RESOLVES, "turn"})),
    # 700.4, 603.6c: a permanent that died or left the battlefield, by leaving, damage (704.5g) or a cost or effect
    ("left", re.compile(r"\bdie[ds]?\b|\bleft\b|\bput into\b[^.]*\bgraveyard\b", re.I),
     "the permanents that died or left the battlefield (700.4, 603.6c)",
     frozenset({"leaves", "moves", "deals", COMBAT_DAMAGE, "activate", "add_mana", "cast", "resolves", SPELL_RESOLVES,
                "turn"})),
    # 114.1: emblems, which a resolving ability or spell creates (a planeswalker's loyalty ability)
    ("emblems", re.compile(r"\bemblems?\b", re.I), "the emblems a player has (114.1)",
     frozenset({"activate", "resolves", SPELL_RESOLVES})),
    # 120.1: damage dealt, by a source dealing it, in combat or as an effect resolves
    ("damage", re.compile(r"\bdamage\b|\bdealt\b", re.I), "the damage dealt (120.1)",
     frozenset({"deals", COMBAT_DAMAGE, "resolves", SPELL_RESOLVES, "turn"})),
    # 400.1, 404.1, 406.1: the cards in a graveyard or in exile (where the scenario follows zones, `zones.check_stated`
    # refuses any stated one), moved there by what leaves the battlefield, a spell that resolves (608.2n), a card cast
    # or played from there (601.2a, 305.1), cycled (702.29a) or returned (a creature dying of damage, 704.5g, is not
    # refused: docs/limits.md)
    ("zones", re.compile(r"\bgraveyards?\b|\bexiled?\b", re.I), "the cards in a graveyard or in exile (400.1)",
     frozenset({"leaves", "resolves", SPELL_RESOLVES, "cast", "moves", "returns", "embalm", "eternalize", "cycle",
                "play_land", "suspend"})),
    # 401.1, 402.1: the cards in a hand or a library, which a draw, a cast, a land played or a card put onto the
    # battlefield from there changes, and a new turn, whose draw step draws a card (504.1; draw 9's audit, Thresher
    # Lizard) and whose cleanup discards down to the hand size (514.1)
    ("zones", re.compile(r"\bhands?\b|\blibrar(?:y|ies)\b", re.I), "the cards in a hand or a library (401.1, 402.1)",
     frozenset({"draws", "draw", "turn", "cast", "play_land", "enters", "leaves", "resolves", SPELL_RESOLVES, "moves",
                "returns", "cycle", "suspend"})),
    # no event family the model knows changes them alone (701.25a surveil, 701.22a scry, 701.44a explore, 700.11
    # descend, 700.13 crimes, 106.4 unspent mana, 903.8 commander tax, 122.1 the counters a player has
    # (experience, poison), an object's intensity, 701.38 votes): refused beside any event of a history at all
    ("any event", re.compile(r"\bsurveil\w*|\bscr(?:y|ied)\b|\bexplored?\b|\bdescend\w*|\bcrimes?\b|\bunspent mana\b|"
                             r"\bcommand zone\b|\bcounters? (?:you|your opponents?|each opponent|each player|that player) ha(?:s|ve)\b|"
                             r"\bintensity\b|\bvot(?:e|ed|es)\b", re.I),
     "what no event family of the model follows alone (any event may change it)", None),
]


# numbers the rules bound: a party is zero to four creatures (700.8a); a speed is 0 (none, 702.179f) to 4
# (702.179d: it increases only while less than 4)
_BOUNDED = [(re.compile(r"\bparty\b", re.I), 4, "a party (700.8a)"), (re.compile(r"\bspeed\b", re.I), 4,
                                                                         "a speed (702.179d, 702.179f)")]


def _changing(events: Sequence[Event], kinds: Optional[frozenset]) -> Optional[int]:
    """The first of these events of one of these kinds (a combat damage step by its name; None: of any kind)."""
    return next((i for i, e in enumerate(events)
                 if kinds is None or e.kind in kinds or e.kind == "step" and e.what in kinds), None)


def families(name: str) -> List[str]:
    """The labels of the families of events that a stated fact named `name` is guarded against, by its words."""
    return [label for label, pattern, _, _ in _ABOUT if pattern.search(name)]


def check_bounds(at: At, head: dict) -> None:
    """A stated number the rules bound (a party, a speed) within its bounds; `at`: the [scenario] table."""
    for name, n in head.get("numbers", {}).items():
        bound = next(((most, what) for pattern, most, what in _BOUNDED if pattern.search(name)), None)
        if bound is not None and isinstance(n, int) and not 0 <= n <= bound[0]:
            raise (at / "numbers" / name).error(f"{name!r} is {n}: {bound[1]} is 0 to {bound[0]}")


def check_stated_facts(root: At, tables: List[dict], head: dict, sc: Scenario) -> None:
    """Each stated number or condition whose words name something the history's events, or the
    events a search may add (`[scenario] search`), change; `root`: the file's top table."""
    for section in ("numbers", "conditions"):
        for name in head.get(section, {}):
            # (a fact whose words name no family, "this creature is monstrous", a designation a resolution gives,
            # 701.37b: any event may change it)
            about = [(what, kinds) for _, pattern, what, kinds in _ABOUT if pattern.search(name)] or \
                [("what no event family of the model follows (any event may change it)", None)]
            for what, kinds in about:
                i = _changing(sc.given_events, kinds)
                why = (f"the scenario states {name!r} ({section}), a fact about {what} that this event can change, "
                       "and a stated fact stays as stated over the history: not modelled (state it at a board "
                       "without this event, or count it)")
                if i is not None:
                    raise (root / "event" / table_of(tables, i, sc.given_events) / sc.given_events[i].kind).error(why)
                if _changing(sc.search_events, kinds) is not None:
                    raise (root / "scenario" / "search" / "events").error(why.replace("this event", "an event this "
                                                                                      "search may add"))


# 702.131b-c: the city's blessing, which the model follows (`verifier.rules.blessing`) from `[scenario] city_blessing`
# and the permanents with ascend
_BLESSING = re.compile(r"\bcity's blessing\b", re.I)


def check_blessing(root: At, head: dict, sc: Scenario) -> None:
    """A stated condition that "you" have the city's blessing is refused where the model shows otherwise: the
    scenario says who has it (`city_blessing`) and not as stated, or it is stated false while "you" control a
    permanent with ascend and ten or more permanents (702.131b-c; draw 10's audit: Illustrious Wanderglyph's
    blessing stated false beside ten permanents and ascend, and beside `city_blessing`).  A history's events,
    which may change it, refuse it as any stated fact (`check_stated_facts`)."""
    mine = [o for o in sc.objects.values() if o.controller == "you" and not (o.zone or o.in_library or o.created_by
                                                                             or o.returned_by)]
    certain = any("ascend" in {a.lower() for a in o.printed.abilities} for o in mine) and len(mine) >= 10
    for name, value in head.get("conditions", {}).items():
        if not _BLESSING.search(name):
            continue
        said = "you" in head["city_blessing"] if "city_blessing" in head else True if certain else None
        if said is not None and bool(value) != said:
            raise (root / "scenario" / "conditions" / name).error(
                f"the scenario states {name!r} = {str(value).lower()}, and the model shows otherwise (702.131b-c: "
                f"{'city_blessing' if 'city_blessing' in head else 'ten or more permanents and ascend'})")


# 114.1-114.2: emblems, objects of the command zone the scenario may list (`emblem = true`)
_EMBLEMS = re.compile(r"\bemblems?\b", re.I)


def check_emblems(root: At, head: dict, sc: Scenario) -> None:
    """A stated condition or number about emblems is refused where the scenario lists emblems: the command zone it
    shows then decides it (114.2; draw 11's audit: Baneslayer Aspirant's "you have one or more emblems" stated false
    beside an emblem of yours, believed)."""
    listed = sorted(o.id for o in sc.objects.values() if o.emblem)
    for section in ("conditions", "numbers"):
        for name in head.get(section, {}):
            if listed and _EMBLEMS.search(name):
                raise (root / "scenario" / section / name).error(
                    f"the scenario states {name!r} ({section}) and lists the emblem {listed[0]!r}: which emblems a "
                    "player has is then what the command zone shows (114.2), a count not modelled from it: state the "
                    "fact without listing emblems, or list them without stating it")


# 903.4: the colours of mana symbols ({G}, hybrid {G/W}, Phyrexian {G/P}) in a cost or a rules text
_SYMBOL_COLOURS = {"W": "white", "U": "blue", "B": "black", "R": "red", "G": "green"}


def _identity_of(printed) -> set:
    """Colours a card's commander identity includes (903.4): its colours (a colour indicator's, 202.2e, too) and
    those of the mana symbols of its cost and abilities (reminder text is left out by the model's ability texts)."""
    words = " ".join([printed.mana_cost or "", *printed.abilities])
    return set(printed.colors) | {_SYMBOL_COLOURS[c] for sym in re.findall(r"\{([^{}]*)\}", words)
                                  for c in sym.split("/") if c in _SYMBOL_COLOURS}


def check_identity(root: At, head: dict, sc: Scenario) -> None:
    """A stated commander identity (`[scenario] commander_identity`) holds every colour of each listed commander
    its player owns (903.4); one missing a colour is the identity of no such commander, refused (draw 10's audit:
    white stated beside a green commander, Commander's Sphere's mana then only white)."""
    for o in sorted(sc.objects.values(), key=lambda x: x.id):
        stated = head.get("commander_identity", {}).get(o.owner)
        missing = sorted(_identity_of(o.printed) - set(stated)) if o.commander and stated is not None else []
        if missing:
            raise (root / "scenario" / "commander_identity" / o.owner).error(
                f"the commander identity of {o.owner!r} is stated {sorted(stated)}, and its listed commander {o.id!r} "
                f"({o.printed.name}) has {', '.join(missing)} in it (903.4): state an identity holding its colours")
