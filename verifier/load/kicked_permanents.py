"""What a kicked permanent does (702.33d-e; `verifier.rules.kicked`), checked: a permanent
spell cast kicked whose card asks whether it was kicked only in the forms read there ("enters
with N +1/+1 counters", 614.1c; an enters trigger's intervening "if", 603.4); that trigger a
`[[trigger]]` with `when = "enters"` and `of = { self = true }` (an object enters the battlefield
once in a history, 400.7: the permanent its "if" asks about is that one)."""
from __future__ import annotations

from verifier.load.files import At
from verifier.model import GameObject
from verifier.rules import kicked


def check_cast(at: At, table: dict, obj: GameObject) -> None:
    """702.33e: a permanent spell cast kicked asks whether it was kicked only as `rules.kicked` reads."""
    if not table.get("kicked") or {"instant", "sorcery"} & set(obj.printed.types):
        return
    text = kicked.unread(obj.printed.abilities, obj.printed.name)
    if text is not None:
        raise (at / "kicked").error(f"what {obj.id!r} does as a kicked permanent, {text!r} (702.33e), is not "
                                    "modelled: \"it enters with N +1/+1 counters on it\" and \"When this creature "
                                    "enters, if it was kicked, ...\" are")


def read_by_rules(text: str, name: str) -> bool:
    """Whether the text is a kicked permanent's ability `rules.kicked` follows."""
    return kicked.counters(text, name) is not None or kicked.is_trigger(text, name)


def check_trigger(at: At, table: dict, ability: str, source: GameObject) -> bool:
    """Whether the [[trigger]] asks whether its source was kicked (603.4, 702.33e), checked: an
    enters trigger of its own object, no other "if" said beside; any other text asking so is refused."""
    name = source.printed.name
    if not kicked.is_trigger(ability, name):
        if kicked.ASKS.search(ability):
            raise (at / "ability").error(f"trigger {table['id']!r}: {ability!r} asks whether something was kicked "
                                         "(702.33e) in a form not modelled (\"When this creature enters, if it was "
                                         "kicked, ...\" is)")
        return False
    if table["when"] != "enters" or table.get("of") != {"self": True}:
        raise (at / "when").error(f"trigger {table['id']!r}: \"When this creature enters, if it was kicked\" triggers "
                                  "on its own entering (603.6a): when = \"enters\", of = { self = true }")
    other = next((k for k in ("if", "if_it", "state") if k in table), None)
    if other is not None:
        raise (at / other).error(f"trigger {table['id']!r}: its intervening \"if\" is whether it was kicked (603.4), "
                                 f"read from the history: leave {other!r} out")
    return True
