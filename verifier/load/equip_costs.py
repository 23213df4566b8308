"""What an equip event (`attach` with `equip = true`) pays.  Equip is an activated ability
(702.6a: "Equip [cost]" means "[cost]: Attach this permanent to target creature you control"),
its whole cost paid as it is activated (602.2b, 601.2g-h).  The event carries only the
attach: a cost part beyond mana symbols (sacrificing or tapping a creature, discarding,
paying life, removing counters, 118) would change the game in a way the history does not
say, so an equip event of an Equipment with such an equip ability is refused with its line
and the part (whichever of its equip abilities the event stands for: it does not say which),
and so is one with a restriction beyond equip's own timing ("Activate only once each turn",
602.5b), which equip events do not count."""
from __future__ import annotations

import re
from typing import Tuple

from verifier.load.files import At
from verifier.model import ManaCost
from verifier.rules import costs

# 702.6a: "Equip {2}", "Equip—Sacrifice a creature": the cost, up to the sentence's end or a reminder text
# (what follows, "This ability costs {2} less to activate ...", changes only its mana, 601.2f)
_EQUIP = re.compile(r"equip ?\u2014? ?([^.(]*)", re.I)
# 602.5b: a restriction on activating it beyond equip's own timing (702.6a: as a sorcery), "Activate only once each
# turn", which equip events do not count
_RESTRICTION = re.compile(r"\bActivate only (?!as a sorcery\s*(?:\.|$))[^.]*", re.I)


def unpaid_parts(ability: str, name: str) -> Tuple[str, ...]:
    """The parts of an equip ability's cost (602.1a) other than mana symbols (107.4), which an
    equip event does not pay: each part `costs.read` leaves unread or reads as more than mana."""
    m = _EQUIP.match(ability.strip())
    parts = [p.strip() for p in (m.group(1) if m else ability).split(",")]
    return tuple(p for p in parts if not _mana_only(*costs.read(p, name)))


def _mana_only(cost: ManaCost, unread: Tuple[str, ...]) -> bool:
    """Whether a cost part is mana symbols alone (107.4): nothing unread, nothing read but its mana, and no
    Phyrexian symbol, which may be paid with 2 life instead (107.4f; remainder draw 1's audit: Lashwrithe's
    Equip {B/P}{B/P} paid with no life and no black source)."""
    return not unread and cost == ManaCost(mana=cost.mana) and "/P}" not in (cost.mana or "").upper()


def check(at: At, equipment: str, abilities: Tuple[str, ...], name: str) -> None:
    """An equip event of `equipment` (its equip abilities' texts `abilities`) is refused where
    one of them costs more than mana (602.2b: that cost would be paid as it is activated)."""
    unpaid = next(((a, u) for a in abilities for u in unpaid_parts(a, name)), None)
    if unpaid is not None:
        raise (at / "equip").error(_refusal(equipment, *unpaid))
    restricted = next(((a, r[0]) for a in abilities if (r := _RESTRICTION.search(a))), None)
    if restricted is not None:
        raise (at / "equip").error(f"{equipment!r} has {restricted[0]!r}, activated with the restriction "
                                   f"{restricted[1]!r} (602.5b), which equip events do not follow: not modelled")


def _refusal(equipment: str, ability: str, part: str) -> str:
    return f"{equipment!r} has {ability!r}, whose cost {part!r} is paid as equip is activated (702.6a, 602.2b, " \
           "601.2h): an equip event carries no payment, so what that part changes would be left out of the history; " \
           "not modelled"
