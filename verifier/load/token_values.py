"""A [[trigger]] creating tokens whose power and toughness are another object's (`token_pt_of`:
Gemini Engine's "Twin's power is equal to Gemini Engine's power and its toughness is equal to
Gemini Engine's toughness"): the values are read as the ability resolves, or as that object last
existed on the battlefield if it left (608.2h, 113.7a), and become the tokens' own, as printed
values are (111.3: their copiable values too, 707.2); later changes to that object don't follow, and
effects apply to the tokens as to any permanent.  Refused where the history leaves the resolution's
place open (a group, a search), and where the text says it without the key or the key without it."""
from __future__ import annotations

import re
from typing import List, Optional

from verifier.load.files import At, table_of
from verifier.model import Scenario

# the text's "its power is equal to ...'s power" / "with power and toughness each equal to ...'s power"
SAYS = re.compile(r"\bpower (?:and toughness )?(?:is |are )?(?:each )?equal to\b", re.I)


def parse(at: At, table: dict, ability: str, creates: tuple, sc: Scenario) -> Optional[str]:
    """`token_pt_of` of a [[trigger]] table, checked: it names an object of the scenario, the trigger
    creates tokens, and its text sets their power from another object's."""
    if "token_pt_of" not in table:
        return None
    here, of = at / "token_pt_of", table["token_pt_of"]
    if of not in sc.objects:
        raise here.error(f"trigger names unknown object {of!r}")
    if "copy_of" in table:
        raise here.error("a token entering as a copy has the power and toughness it copies (707.2): token_pt_of does "
                         "not go with copy_of")
    if not creates:
        raise here.error(f"trigger {table['id']!r} creates no token (objects created_by it) whose power and "
                         "toughness token_pt_of could set (111.3)")
    if not SAYS.search(ability):
        raise here.error(f"token_pt_of sets the power and toughness of the tokens {ability!r} creates from another "
                         "object's (111.3, 608.2h), and its text says nothing of it")
    return of


def check_history(root: At, tables: List[dict], sc: Scenario) -> None:
    """608.2h: the values are read where the trigger resolves; a resolution whose place the history
    leaves open (a group's event) or a search may add is refused with its line."""
    reading = {t.id for t in sc.triggers if t.token_pt_of is not None}
    if reading and any(e.kind == "resolves" and e.what in reading for e in sc.search_events):
        raise (At(root.file) / "scenario" / "search" / "events").error(
            "a resolution of a trigger setting its tokens' power and toughness from another object's (608.2h) is not "
            "among the events a search chooses from")
    for i, e in enumerate(sc.events):
        if e.kind == "resolves" and e.what in reading and e.group is not None:
            raise (root / table_of(tables, i, sc.events) / "group").error(
                f"{e.what!r} sets its tokens' power and toughness as it resolves (608.2h): its resolution in a group, "
                "whose order the history leaves open, is not modelled")
