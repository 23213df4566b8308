"""The condition of a static ability (611.3a) as the model's `condition`: a table the
game shows, read where the ability applies ("you control a Forest", "it's your
turn", "~ is tapped"), or, for any other words, the fact itself as text, which a
scenario states."""
from __future__ import annotations

import re
from typing import Any, Dict, Optional, Union

from verifier.cards.refusal import Refusal
from verifier.load.kinds import kind_of

_NUMBERS = {"one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7, "eight": 8, "nine": 9, "ten": 10}
# "you control a Forest", "two or more artifacts", "at least three other snow permanents", "exactly one creature", "no
# untapped lands"; "an opponent
# controls an Island", "no opponent controls a white or blue creature" (the model's game has two players, 102.2)
_CONTROL = re.compile(r"(?P<who>you control|an opponent controls|your opponents control|(?P<no_one>no opponent) "
                      r"controls) (?:(?P<one>an?|another) (?P<a>[\w ]+)|(?:(?P<n>\w+) or more|at least (?P<least>\w+)) "
                      r"(?P<other>other )?(?P<many>[\w ]+)|"
                      r"exactly (?P<exactly>\w+) (?P<these>[\w ]+)|no (?P<none>[\w ]+))")
# 700.5: "your devotion to green and white is less than seven", "... is five or greater"
_DEVOTION = re.compile(r"your devotion to (?P<c1>white|blue|black|red|green)(?: and (?P<c2>white|blue|black|red|green))? "
                       r"is (?:less than (?P<below>\w+)|(?P<least>\w+) or (?:greater|more))")
_TAPPED = re.compile(r"(?:~|it|[Tt]his (?:creature|artifact|land|permanent))(?: is|'s) (?P<un>un)?tapped")


def read(text: str) -> Union[Dict[str, Any], str]:
    """A condition's words as a table the game shows, or the words themselves."""
    if text in ("it's your turn", "it's not your turn"):
        return {"your_turn": text == "it's your turn"}
    if re.fullmatch(r"(?:it's|~ is|this \w+ is) modified", text):  # 700.9: counters, an Equipment or an Aura it
        return {"itself": {"modified": True}}  # controls on it, the board shows (draw 13's audit: Skyward Spider)
    if text == "you control your commander":  # (lieutenant, 903.3: the commander designation stays with the card)
        return {"you_control": {"commander": True, "owner": "you"}}
    devotion = _DEVOTION.fullmatch(text)
    if devotion:
        n = devotion["below"] or devotion["least"]
        n = _NUMBERS.get(n) or (int(n) if n.isdigit() else None)
        if n is not None:
            bound = {"at_most": n - 1} if devotion["below"] else {"at_least": n}
            return {"devotion_to": [c for c in (devotion["c1"], devotion["c2"]) if c], **bound}
    tapped = _TAPPED.fullmatch(text)
    if tapped:
        return {"tapped": not tapped["un"]}
    control = _CONTROL.fullmatch(text)
    if control and not (control["no_one"] and not control["one"]) and \
            not (control["who"] == "your opponents control" and not control["none"]):
        words = control["a"] or control["many"] or control["none"] or control["these"]
        status = re.match(r"(un)?tapped ", words)  # "untapped lands": a status (110.5) the history gives
        said = control["n"] or control["least"] or control["exactly"]
        n = 0 if control["none"] else 1 if control["one"] else _NUMBERS.get(said) or (
            int(said) if said.isdigit() else None)
        what = kind_of(words[status.end():] if status else words, plural=not control["one"] and not (control["exactly"] and n == 1))
        mine = control["who"] == "you control"
        if n is not None and what is not None and (mine or control["one"] != "another" and not control["other"]):
            if control["one"] == "another" or control["other"]:  # ("at least three other snow permanents")
                what["other"] = True
            if status:
                what["tapped"] = not status[1]
            count = {"at_most": 0} if control["none"] or control["no_one"] else \
                {"at_least": n, "at_most": n} if control["exactly"] else {"at_least": n} if n != 1 else {}
            return {"you_control" if mine else "opponents_control": what, **count}
    if re.search(r"\b(?:shorter|taller)\b", text):  # (a player's height: no rule of the game says it, so two such
        # facts stated could contradict each other unseen: draw 14's audit, Man of Measure's "shorter" and "taller")
        raise Refusal(f"a condition on the players' heights, which no rule of the game defines: {text!r}")
    both = _both(text)
    if both is not None:
        return both
    if re.search(r"\battached to\b", text):  # 301.5: what is attached to an object, which a board shows (not a fact)
        raise Refusal(f"a condition on what is attached to an object not translated: {text!r}")
    if re.match(r"its controller\b", text):  # (the controller of the object it affects, not the ability's)
        raise Refusal(f"a condition on what another object's controller controls not translated: {text!r}")
    if re.search(r"\b(?:un)?tapped\b", text):  # 110.5: a status a history changes and a board has untapped (302.6),
        raise Refusal(f"a condition on whether another object is tapped not translated: {text!r}")  # not a fact
    if _ON_THE_BOARD.search(text) and not re.search(r"\bthis turn\b|\bentered\b", text):
        # 110.1, 611.3a: what is on the battlefield, or what the object it affects is, the board the scenario lists
        # shows; kept as a stated fact, it was believed where that board contradicted it (draw 9's audit: Sulam Djinn's
        # "green is the most common color among all permanents")
        raise Refusal(f"a condition on what the battlefield shows, not read, not translated: {text!r}")
    if _CONTROLS.search(text):  # 110.2: what a player controls, the board the scenario lists shows; kept as a stated
        # fact, it was believed where that board contradicted it (draw 13's audit: Jihad's "the chosen player controls a
        # nontoken permanent of the chosen color" stated true of an opponent with no permanent)
        raise Refusal(f"a condition on what a player controls, not read, not translated: {text!r}")
    if _OWN_KIND.search(text):  # 205, 611.3a: what its object is (its types and subtypes) is what its layers make it,
        # the board the scenario lists shows; a stated fact was believed against it (remainder draw 1's audit: Mistform
        # Wall's "it's a Wall" stated false of a printed Wall, and true of one made a Goblin)
        raise Refusal(f"a condition on what an object is (205, 613.1d), not translated: {text!r}")
    if _OWN_ABILITY.search(text):  # 613.1f: what abilities it has is what its layers give it, the board the scenario
        # lists shows; a stated fact was believed against it (draw 12's audit: Manor Gargoyle's "it has defender")
        raise Refusal(f"a condition on the abilities an object has (613.1f), not translated: {text!r}")
    return text


# words of a condition about the battlefield that the board decides and no key reads: the colours of all the
# permanents (105.1; the Djinns of Mirage); the counters on them (122.1; draw 12's audit: Hundred-Battle Veteran's
# "three or more different kinds of counters among creatures you control" stated on a board with none); the counters on
# a permanent, which the board lists (absent, none: draw 15's audit, Tenacious Hunter's "a creature has a -1/-1 counter on
# it" stated false beside a creature with one, and Overlords' "it has a time counter on it" stated true beside none)
_ON_THE_BOARD = re.compile(r"\bmost common colou?r\b|\bcounters? among\b|\bkinds of counters\b|\bcounters? on\b")
# "you control", "the chosen player controls", "any player controls", "Rooms you control": a player's permanents
_CONTROLS = re.compile(r"\b(?:you|players?|opponents?|controllers?) controls?\b")
# "it's a Wall", "~ is an artifact", "enchanted creature is a Vampire": what an object is (205.1, 205.3)
_OWN_KIND = re.compile(r"^(?:it's|it is|~ is|this \w+ is|enchanted \w+ is|equipped \w+ is) (?:not )?an? ", re.I)
# "it has defender", "~ has flying", "enchanted creature has trample": an object's abilities (613.1f)
_OWN_ABILITY = re.compile(r"^(?:it|~|this \w+|enchanted \w+|equipped \w+) (?:has|had) (?!no\b|[^.]*\bcounters?\b)", re.I)


def _both(text: str) -> Optional[Dict[str, Any]]:
    """"it's your turn and you control four or more Mountains": two conditions the game shows, each read, that hold
    together (611.3a: the table's parts hold together), or None."""
    for split in re.finditer(r" and ", text):
        try:
            first, second = read(text[:split.start()]), read(text[split.end():])
        except Refusal:
            continue
        if isinstance(first, dict) and isinstance(second, dict) and not set(first) & set(second):
            return {**first, **second}
    return None
