"""Claims ([[claim]]): expressions parsed against a scenario's names; and the one
namespace of ids that timestamps and claims refer to."""
from __future__ import annotations

from typing import Dict

from verifier.errors import ModelError
from verifier.expr import Expr, Names
from verifier.load import devotion, hand_size
from verifier.load.files import At
from verifier.load.unfollowed_spells import names_no_target
from verifier.model import Claim, GameObject, Scenario
from verifier.rules.lands import cast_faces
from verifier.rules.payment import need
from verifier.rules import phyrexian
from verifier.rules.typeline import ALL_SUBTYPES
from verifier.state import Vocabulary


def names_of(sc: Scenario, allowed=()) -> Names:
    vocab = Vocabulary.of(sc)
    return Names(objects=frozenset(sc.objects), timestamped=frozenset(sc.timestamped()), players=sc.players,
                 abilities=frozenset(vocab.abilities) | sc.unheld_grants, card_names=frozenset(vocab.names),
                 allowed=frozenset(allowed), later_subtypes=frozenset(vocab.subtypes) - ALL_SUBTYPES,
                 tap_mana_abilities=frozenset(n for n, ab in sc.mana_abilities.items() if ab.cost.tap),
                 history=bool(sc.events or sc.search_events), triggers=frozenset(t.id for t in sc.triggers),
                 labels=sc.labels, no_devotion=devotion.why_not(sc), no_hand_size=hand_size.why_not(sc),
                 copiers=frozenset(o.id for o in sc.objects.values() if o.copies_as_it_enters is not None),
                 choosers=tuple(sorted((o.id, o.choice_kind) for o in sc.objects.values() if o.choice_kind)),
                 spells=frozenset(o.id for o in sc.objects.values() if o.copy_of_spell or castable(o) and (
                     o.id in {e.what for e in sc.events + sc.search_events if e.kind == "cast"} or
                     all(not {"instant", "sorcery"} & set(o.face(b).types) or names_no_target(o.face(b))
                         for b in cast_faces(o)))))


def castable(o: GameObject) -> bool:
    """Whether the model reads what casting card o asks (601.2): a card in a zone, by a
    face it may be cast by (712.11, 712.11b), with a mana cost of symbols it reads (Phyrexian ones too,
    107.4f; one entering as a copy is cast as its card is, its resolution refused), of a
    kind `verifier.load.spells` casts (an Aura
    spell, 303.4a, only one that targets an object).  (An instant or sorcery's targets, 601.2c, are its
    [[effect]]'s, which begins as it resolves: one the history does not cast has none
    said, and claims do not ask about it, but one whose text is given and names no target,
    `unfollowed_spells.names_no_target`.)"""
    faces = [o.face(back) for back in cast_faces(o)]  # (none for a land card: never cast, 305.9)
    return bool(o.zone) and not o.token and \
        all(p.mana_cost is not None and need(phyrexian.PHYREXIAN.sub("", p.mana_cost)) is not None and
            ("Aura" not in p.subtypes or o.enchant_player is None) for p in faces)  # (303.4a: no player targeted)


def parse_expr(text: str, sc: Scenario, where, allowed=()) -> Expr:
    return Expr(text, names_of(sc, allowed), where)


def claim(at: At, table: dict, sc: Scenario) -> Claim:
    cid = table["id"]
    allowed = table.get("allow_unmentioned", ())
    exprs = {}
    for key in ("expr", "assume"):
        if key in table:
            line = (at / key).line
            e = parse_expr(table[key], sc, lambda m, l=line: ModelError(sc.path, l, f"claim {cid!r}: {m}"), allowed)
            if e.kind != "bool":
                raise (at / key).error(f"claim {cid!r}: expression is a {e.kind}, not a bool")
            exprs[key] = e
    if "at" in table and table["at"] not in sc.labels:
        raise (at / "at").error(f"claim {cid!r}: no event of the history has the label {table['at']!r}"
                                + (f" (labels: {', '.join(sorted(sc.labels))})" if sc.labels else ""))
    return Claim(id=cid, expr=table["expr"], expect=table["expect"], assume=table.get("assume"),
                 ruling=table.get("ruling", ""), line=(at / "id").line, goal=exprs["expr"],
                 premise=exprs.get("assume"), at=table.get("at"))


def claim_id(ident: str, at: At, where: Dict[str, At]) -> None:
    """Ids of objects and resolved effects are one namespace (timestamps, claims)."""
    if ident in where:
        raise (at / "id").error(f"duplicate id {ident!r} (first defined on line {(where[ident] / 'id').line})")
    where[ident] = at
