"""An `[[ability]]` of a card in its owner's graveyard (113.6, 602.1) that exiles target cards from
an opponent's graveyard and returns its own card to its owner's hand (Lochmere Serpent's "{U}{B}:
Exile five target cards from an opponent's graveyard. Return this card from your graveyard to your
hand. Activate only as a sorcery.").

Its owner activates it (`activate` with `targets`: exactly N different cards) as a sorcery, while
the card is in that player's graveyard (602.5d, 307.1), its mana paid as an [[ability]]'s is; each
target must be a card in the graveyard of one opponent then (115.1, 601.2c).  As it resolves
(`resolves`), a target is still legal only if it has stayed in that graveyard since (608.2b, 400.7);
with none legal, it does not resolve (608.2b) and its card stays; otherwise the legal ones are
exiled and the card, if it has stayed in its graveyard since, is put into its owner's hand.  The
rules: `verifier.rules.graveyard_targets`.  Refused: any other text of an ability of a card in a
graveyard, `effects` or `as` on its table, a card not in a graveyard, and a cost change of
activated abilities beside it (602.2b: those of permanents; this card is none)."""
from __future__ import annotations

from verifier.load.files import At
from verifier.model import ActivatedAbility, Scenario
from verifier.rules.graveyard_targets import read


def ability(at: At, table: dict, objects: dict) -> ActivatedAbility:
    """The [[ability]] of a card in a graveyard, checked (above)."""
    source, text = table["source"], table["ability"]
    card = objects[source]
    n = read(text, card.printed.name)
    if n is None:
        raise (at / "ability").error(f"{source!r} is a card in a zone, not a permanent, and {text!r} is none of "
                                     "the abilities of a card in a zone (113.6) modelled: unearth "
                                     "(702.84a) and \"{cost}: Exile N target cards from an opponent's graveyard. Return "
                                     "this card from your graveyard to your hand. Activate only as a sorcery.\" only")
    if card.zone != "graveyard":
        raise (at / "source").error(f"{source!r} is not a card in a graveyard: this ability works from its owner's "
                                    "graveyard (113.6)")
    for key in ("effects", "as"):
        if key in table:
            raise (at / key).error(f"what {table['id']!r} does is its text's (exile its targets, return its card to "
                                   f"its owner's hand): its table has no {key}")
    return ActivatedAbility(id=table["id"], source=source, ability=text, exiles_targets=n, to_hand=True)


def check_activation(at: At, table: dict, ability: ActivatedAbility, objects: dict) -> None:
    """Its activation chooses exactly N different targets (601.2c), objects of the scenario."""
    targets = table.get("targets", [])
    if len(targets) != ability.exiles_targets or len(set(targets)) != len(targets):
        raise (at / "targets").error(f"{ability.id!r} targets {ability.exiles_targets} different cards (115.1, "
                                     f"601.2c): give targets = [...] with {ability.exiles_targets} ids")
    for j, t in enumerate(targets):
        if t not in objects:
            raise (at / "targets" / j).error(f"event names unknown object {t!r}")
    for key in ("finds", "x", "x_at_most"):
        if key in table:
            raise (at / key).error(f"{ability.id!r} has no {key} here: its activation chooses none")


def check(root: At, sc: Scenario) -> None:
    """No cost change of activated abilities beside such an ability (602.2b)."""
    for i, a in enumerate(sc.abilities):
        if a.exiles_targets and any(c.activations is not None for c in sc.cost_changes):
            raise (root / "ability" / i / "ability").error(
                "a change of what activated abilities cost beside an ability of a card in a graveyard (602.2b, "
                "113.6) is not modelled")
