"""A [[trigger]] creating a token that's a copy of a target permanent (`copy_of`, perhaps with
`except`: Felhide Spiritbinder's "create a token that's a copy of another target creature, except
it's an enchantment in addition to its other types").  Its one token (the object `created_by` it,
declared by its id alone) enters as a copy (707.2, 111.1): a layer-1a copy effect of that permanent's
copiable values, its exceptions part of them (707.9b), begun by the resolution as the token is
created, so the token enters with the copied abilities: its enters triggers trigger (603.6a), its
"enters with" and "enters tapped" apply (614.1c-d, 614.12), an {X} in them being 0 (107.3m).  Its
target must be legal as the trigger is put on the stack and as it resolves, else it does nothing
(603.3d, 608.2b: `target_condition`, the trigger's target_if).  An Equipment's "a copy of equipped
creature" (Helm of the Host) targets nothing: copy_of is the creature it is attached to as the trigger
resolves, or as the Equipment last existed on the battlefield if it left (608.2h, 113.7a); attached to
none then, it creates nothing (`verifier.rules.triggered`).  Its exceptions (`except`) are layer1a's
(707.9b: "except it isn't legendary", "except it has haste"), said where the text says "except".
A token that's a copy of a card the text names ("a copy of Inchblade Companion") is declared with
that card (`card`) and nothing of its own (707.2, 111.1), with no exceptions.
Refused: a text that says it without the key (an optional "you may create" whose token is declared too,
"a copy of enchanted creature": `check_copy_words`) or the key without it, a copy of another untargeted
permanent, an Equipment that may be attached to another creature than copy_of, `except` without
"except" in the text or the reverse, `not_copied` (the token has no values of its own, 111.1), more
or fewer than one token, a token declared with characteristics of its own, a replacement effect that
may multiply tokens (614.1a), and a permanent with an ability to enter as a copy (707.5) or a
double-faced one (712.8); a text by which an object "becomes a copy of" another with `effects` listed of
which none copies (layer1a copy_of)."""
from __future__ import annotations

import re
from dataclasses import replace
from typing import Dict, List, Optional

from verifier.load.abilities import effect
from verifier.load.claims import claim_id
from verifier.load.files import At
from verifier.model import Event, Filter
from verifier.rules.typeline import CARD_TYPES

# the text's "create a token that's a copy of [another] target ..." or "... of equipped creature", which the key must
# follow; the targeted one; the equipped one; and any copy
SAYS = re.compile(r"\btokens? that's a copy of (?:(?:another )?target|equipped creature)\b", re.I)
_TARGETED = re.compile(r"\btokens? that's a copy of (?:another )?target\b", re.I)
_EQUIPPED = re.compile(r"\btokens? that's a copy of equipped creature\b", re.I)
_COPY = re.compile(r"\btokens? that's a copy of\b|\btokens that are copies of\b", re.I)
# a copy of an object the text refers to, not one it targets nor a card it names ("a copy of that creature", "a copy
# of it"), or several copies
_REFERRED = re.compile(r"\btokens? that's a copy of (?:that|it|this|those|them|the|each|one)\b|"
                       r"\btokens that are copies of\b", re.I)
_OWN = ("id", "created_by", "token")  # (what the token's table may say: all else comes from the copy, 707.2)
# a copy of a card the text names ("create a token that's a copy of Inchblade Companion"): its name, up to the
# sentence's end or an "except"
_NAMED = re.compile(r"\btokens? that's a copy of (?P<name>[A-Z][^.]*?)(?=,? except\b|\.|$)")
# what a token's table may not give of its own beside `card` (111.1, 707.2: its values are the named card's)
_CHARACTERISTICS = ("name", "mana_value", "mana_cost", "colors", "types", "subtypes", "supertypes", "abilities",
                    "power", "toughness", "face")


def effect_id(token: str, of: str) -> str:
    return f"{token} as a copy of {of}"


def parse(at: At, table: dict, ability: str, creates: tuple) -> Optional[str]:
    """`copy_of` of a [[trigger]] table, checked: a targeted copy ("a copy of target creature") of one
    token, its text saying it."""
    if "copy_of" not in table:
        if creates and _REFERRED.search(ability):
            # 707.2, 608.2h: "a copy of that creature" (one that died), "a copy of it": the token would be declared
            # with characteristics of its own, never the copy its text makes
            raise (at / "ability").error(f"{ability!r} creates a token that's a copy of a permanent it does not "
                                         "target (its last known information, 608.2h): not modelled")
        if "except" in table:
            raise (at / "except").error("'except' gives the exceptions of the copy a trigger's token enters as "
                                        "(707.9b): it goes with copy_of")
        return None
    here = at / "copy_of"
    if not _COPY.search(ability):
        raise here.error(f"copy_of is the permanent the token {ability!r} creates is a copy of (707.2), and its text "
                         "creates no copy")
    if not SAYS.search(ability):
        raise here.error(f"{ability!r} copies no target and no equipped creature: a copy of another permanent it does "
                         "not target (its last known information, 608.2h) is not modelled")
    if ("except" in table) != bool(re.search(r"\bexcept\b", ability, re.I)):
        raise (at / "except").error(f"'except' gives the exceptions {ability!r} says (707.9b): it goes with the "
                                    "text's \"except\", and that with it")
    if "not_copied" in table.get("except", {}):
        raise (at / "except" / "not_copied").error("a token a trigger creates as a copy has no values of its own to "
                                                   "keep (111.1, 707.9c)")
    check_exceptions_said(at / "except", table.get("except", {}), ability)
    if len(creates) != 1 or "how_many" in table:
        raise here.error(f"trigger {table['id']!r} creates one token that's a copy: declare one object created_by it "
                         f"(it has {len(creates)}), and no how_many")
    return table["copy_of"]


# 707.2, 611.2a: an object the text makes a copy of another without a token ("this creature becomes a copy of
# target creature"), which a copy effect among the table's `effects` follows (layer1a copy_of)
_BECOMES = re.compile(r"\bbecomes? a copy of\b", re.I)


def check_copy_words(at: At, table: dict, ability: str, creates: tuple, effects: dict) -> None:
    """707.2: what the text makes a copy is one in the model, never an object with values of its own.  A
    token it creates "that's a copy of" a permanent (but a card it names, `_check_named`, and one it refers
    to, `parse`) goes with copy_of (of a target or of equipped creature: "a copy of enchanted creature" is
    not followed), even where the instruction is optional ("you may", the token then declared); an object
    that "becomes a copy of" another, with `effects` listed, needs a copy effect among them (layer1a
    copy_of).  Refused with the trigger's line and the words."""
    if "copy_of" in table:
        return
    m = _COPY.search(ability)
    if creates and m is not None and not _NAMED.search(ability) and not _REFERRED.search(ability):
        words = ability[m.start():].split(".")[0]
        raise (at / "ability").error(f"trigger {table['id']!r}: {words!r} creates a token that's a copy (707.2), and "
                                     "the table has no copy_of: the token would enter with values of its own; "
                                     "copy_of follows a copy of a target or of equipped creature, any other is not "
                                     "modelled")
    m = _BECOMES.search(ability)
    listed = [effects[e] for e in table.get("effects", ()) if e in effects]
    if m is not None and listed and not any(p.copy_of is not None for e in listed for p in e.parts):
        words = ability[m.start():].split(".")[0]
        raise (at / "effects").error(f"trigger {table['id']!r}: its text says {words!r} (707.2), and none of the "
                                     "effects it lists is a copy effect (layer1a = { copy_of = ... }): the copy would "
                                     "be left out")


def copies_equipped(ability: str) -> bool:
    """Whether the text copies its Equipment's equipped creature ("a copy of equipped creature"), no target."""
    return _EQUIPPED.search(ability) is not None


def target_condition(at: At, table: dict, ability: str) -> Optional[str]:
    """The restriction on the permanent a copying trigger targets ("another target creature"), as a
    condition over it (115.1): on the battlefield with one of the card types named, checked as the
    trigger is put on the stack and as it resolves (603.3d, 608.2b: else it does nothing); None for
    no copying trigger, or one whose table gives it (target_if).  A target the words restrict
    otherwise ("you control", "nonlegendary") is refused."""
    if "copy_of" not in table or "target_if" in table or not _TARGETED.search(ability):  # (`parse` refuses others)
        return None
    m = re.search(r"\bcopy of (?:another )?target ([a-z ]+?)(?=,|\.|$)", ability, re.I)
    kinds = [] if m is None else re.sub(r",? except\b.*", "", m.group(1)).split(" or ")
    if not kinds or any(k not in CARD_TYPES and k != "permanent" for k in kinds):
        raise (at / "copy_of").error(f"the target of {ability!r} is restricted beyond its card types: say the "
                                     "restriction with target_if")
    x = table["copy_of"]
    if "permanent" in kinds:
        return f"on_battlefield('{x}')"
    return f"on_battlefield('{x}') and (" + " or ".join(f"has_type('{x}', '{k}')" for k in kinds) + ")"


def copies(root: At, tables: List[dict], object_tables: List[dict], events: List[Event], objects: dict, effects: dict,
           where: Dict[str, At], numbers: Dict[str, int], doubled: bool) -> List[Event]:
    """The events, each resolution of a trigger with `copy_of` beginning the copy effect its token
    enters with (707.2, 707.5), which is made here; the token's table checked."""
    out = list(events)
    for i, table in enumerate(tables):
        if "copy_of" not in table:
            _check_named(root, i, table, object_tables)
            continue
        at, of = root / "trigger" / i / "copy_of", table["copy_of"]
        if of not in objects:
            raise at.error(f"trigger names unknown object {of!r}")
        if doubled:
            raise at.error("a replacement effect may multiply the tokens this trigger creates (614.1a): several copies "
                           "are not modelled")
        if objects[of].copies_as_it_enters is not None or objects[of].back is not None:
            raise at.error(f"a token copying {of!r}, which may enter as a copy (707.5) or is double-faced (712.8), is "
                           "not modelled")
        if copies_equipped(table.get("ability", "")):
            _check_equipped(at, table["source"], of, objects, events)
        made = [(k, t) for k, t in enumerate(object_tables) if t.get("created_by") == table["id"]]
        for k, t in made:
            extra = sorted(set(t) - set(_OWN))
            if extra:
                raise (root / "object" / k / extra[0]).error(
                    f"{t['id']!r} enters as a copy of {of!r} (707.2): all it is comes from the copy; declare it by id "
                    "and created_by alone")
        if len(made) != 1:
            continue  # (refused with the trigger's line: `parse`)
        token = made[0][1]["id"]
        eid = effect_id(token, of)
        claim_id(eid, at, where)
        part = {"copy_of": of, **({"except": table["except"]} if "except" in table else {})}
        effects[eid] = effect(at, {"layer1a": part}, eid, static=False, source=None, affects=Filter(objects=(token,)),
                              numbers=numbers, controller=objects[token].controller)
        out = [replace(e, effects=(*e.effects, eid)) if e.kind == "resolves" and e.what == table["id"] else e
               for e in out]
    return out


def _check_named(root: At, i: int, table: dict, object_tables: List[dict]) -> None:
    """707.2, 111.1: a token its text creates as a copy of a card it names has that card's copiable
    values and no others: each token created_by the trigger is declared with card = that name and no
    characteristics of its own, else refused with the token's line."""
    m = _NAMED.search(table.get("ability", ""))
    if m is None:
        return
    name = m["name"]
    if re.search(r"\bexcept\b", table["ability"][m.end():], re.I):
        raise (root / "trigger" / i / "ability").error(
            f"{table['ability']!r} creates a copy of {name!r} with exceptions (707.9b), which a token declared "
            "with its card does not have: not modelled")
    for k, t in enumerate(object_tables):
        if t.get("created_by") != table["id"]:
            continue
        if t.get("card") != name:
            raise (root / "object" / k / "card").error(
                f"{t['id']!r} is created by {table['ability']!r}, a token that's a copy of {name!r} (707.2, 111.1): "
                f"declare it with card = {name!r}")
        extra = next((key for key in _CHARACTERISTICS if key in t), None)
        if extra is not None:
            raise (root / "object" / k / extra).error(
                f"{t['id']!r} is a copy of {name!r} (707.2, 111.1): all its characteristics are that card's; "
                f"{extra!r} gives it one of its own")


def _check_equipped(at: At, source: str, of: str, objects: dict, events: List[Event]) -> None:
    """"A copy of equipped creature" (608.2h): the source is an Equipment (301.5) that is never attached to
    another object than `of`, as the scenario begins or by an `attach` (701.3), so the creature it is
    attached to as the trigger resolves, or was last, is `of` or none."""
    if "Equipment" not in objects[source].printed.subtypes:
        raise at.error(f"'equipped creature' is the creature the Equipment {source!r} is attached to (301.5), and "
                       f"{source!r} is no Equipment")
    elsewhere = [e for e in events if e.kind == "attach" and e.what == source and e.to != of]
    if objects[source].attached_to not in (None, of) or elsewhere:
        raise at.error(f"{source!r} may be attached to another object than {of!r}: which creature its token copies "
                       "as the trigger resolves (608.2h) is not modelled")


def refuse_searched(root: At, tables: List[dict], searched: List[dict]) -> None:
    """An Equipment whose trigger copies its equipped creature, attached by one of a search's events (the
    events a search picks from): which creature it equips as the trigger resolves (608.2h) is not modelled."""
    sources = {t["source"] for t in tables if "copy_of" in t and copies_equipped(t.get("ability", ""))}
    k = next((k for k, t in enumerate(searched) if t.get("attach") in sources), None)
    if k is not None:
        raise (root / k / "attach").error(f"{searched[k]['attach']!r} copies the creature it equips as its trigger "
                                          "resolves (608.2h): attaching it among a search's events is not modelled")


# 707.9b: what an exception of a copy's text says -> the words its `except` key needs in the text's except clause
# (the clause ends with its sentence: "... isn't legendary. That token gains haste." gives haste by an effect, not as
# a copiable value: Helm of the Host's ruling)
_CLAUSE = re.compile(r"\bexcept\b([^.]*)", re.I)
_SAID_BY_TEXT = ((re.compile(r"\bisn't legendary\b|\bnot legendary\b", re.I), "remove_supertypes", "legendary"),
                 (re.compile(r"\b(\d+)/(\d+)\b"), "power", None),
                 (re.compile(r"\bin addition to its other (?:colors and )?(?:creature )?types\b", re.I), "add_types",
                  None),
                 (re.compile(r"\b(?:it|the token) has\b", re.I), "add_abilities", None))


def check_exceptions_said(at: At, exceptions: dict, ability: str) -> None:
    """707.9b: a trigger's copy takes the exceptions its text's "except" clause says, and no other: each
    key of `except` has its words in the clause (a type, a supertype removed as "isn't legendary", an
    ability, a colour, N/N, the name), and the clause's "isn't legendary", "N/N" and "in addition to
    its other types" each have their key."""
    m = _CLAUSE.search(ability)
    clause = "" if m is None else m.group(1).lower()
    for key, value in exceptions.items():
        words = [str(v) for v in (value if isinstance(value, (list, tuple)) else [value])]
        if key in ("power", "toughness"):
            words = [f"{exceptions.get('power')}/{exceptions.get('toughness')}"]
        elif key == "no_mana_cost":
            words = ["mana cost"]
        missing = next((w for w in words if w.lower() not in clause), None)
        if missing is not None:
            raise (at / key).error(f"{key} = {value!r} is an exception its text {ability!r} does not say ({missing!r} "
                                   "is not in its except clause; 707.9b): the table does what the text says")
    for pattern, key, word in _SAID_BY_TEXT:
        if pattern.search(clause) and key not in exceptions and \
                not (key == "add_types" and "add_subtypes" in exceptions):
            raise at.error(f"the text {ability!r} says an exception {pattern.search(clause)[0]!r} that `except` does "
                           f"not (give {key}{'' if word is None else f' = [{word!r}]'}; 707.9b)")
