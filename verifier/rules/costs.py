"""Activation costs (602.1a) read from an ability's text: tapping and untapping ({T},
{Q}), mana symbols, life to pay, the permanent itself to sacrifice, counters to remove
from it; and the restrictions on activating it its text states (602.5b, 602.5d-e).  Also a
spell's kicker cost (702.33a), an additional cost its caster may pay, and its surge,
emerge and evoke costs (702.117a, 702.119a, 702.74a), alternative ones."""
from __future__ import annotations

import itertools
import re
from collections import Counter
from typing import Any, List, Optional, Tuple

from verifier.model import ManaCost
from verifier.rules.payment import Need, need

# 118.9: the keys of a cast that choose an alternative cost: a free cast ("without paying its mana cost"), surge,
# emerge, evoke, bestow, dash, awaken
ALTERNATIVES = ("free", "surge", "emerge", "evoke", "bestow", "dash", "awaken")
SYMBOL = re.compile(r"\{([^{}]+)\}")
NUMBERS = {"one": 1, "two": 2, "three": 3, "four": 4, "five": 5}
# the permanent itself (201.5): "~", "it", "this <word>" (this artifact, this Aura, this Equipment), or its name
_ITSELF = r"~|it|this [A-Za-z]+"
_SACRIFICE = re.compile(r"Sacrifice (%s|[A-Z].*)" % _ITSELF)  # (701.21a; its name: `read` checks it is its own)
# counters removed from the permanent itself: "from ~", "from it", "from this artifact", or its name
_COUNTER = re.compile(r"Remove (a|an|one|two|three|four|five|\d+) ([a-z][a-z -]*?|[+-]\d+/[+-]\d+) counters? from "
                      r"(%s|[A-Z].*)\Z" % _ITSELF)

# 702.128a, 702.129a, 702.84a: "Embalm {W}", "Eternalize {4}{R}{R}", "Unearth {U}": an activated ability of a card in
# its owner's graveyard, as a sorcery, its cost the mana (and, for the first two, exiling the card: `graveyard_keyword`)
GRAVEYARD_KEYWORD = re.compile(r"(Embalm|Eternalize|Unearth) ((?:\{[^{}]+\})+)")


def graveyard_keyword(ability: str) -> Optional[Tuple[str, str]]:
    """("embalm", "eternalize" or "unearth", its mana cost) for such an ability's text; None for any other."""
    m = GRAVEYARD_KEYWORD.fullmatch(ability)
    return None if m is None else (m[1].lower(), m[2])


# "Formidable — {T}": an ability word before the cost, which has no rules meaning (207.2c; `read` leaves it unread)
ABILITY_WORD = re.compile(r"^[A-Z][a-z]+(?: [a-z]+)* — ")
# Cost parts `read` leaves that a mana ability's model follows otherwise (602.2b): a sacrifice of another
# permanent ("Sacrifice a Goblin", "a nontoken creature": payable while you control one, its table's `only_if`),
# sacrificing the permanent itself by its name (its table's `cost`), exerting (701.43b: always payable) and exiling the permanent itself
# (payable where it is activated).
FOLLOWED_OTHERWISE = re.compile(r"Sacrifice (?:an?|another) (?:nontoken )?[A-Za-z]+|(?:Sacrifice|Exert) (?:~|this [A-Za-z]+|(?!X )[A-Z][^,]*)|"
                                r"Exile (?:~|this [A-Za-z]+|(?!X )[A-Z][^,]*)")
# What a mana ability adds that a payment with it would not follow (106.1): an amount X chosen as its cost is paid
# ("Remove X storage counters", "{X}"), or one for each counter removed that way; X mana "in any combination"
# (each its own type: the model's units are a fixed number); two mana "of different colors"; an amount an
# "if ..., add ... instead" changes; "unless any player pays {1}" (a payment as it resolves may leave it adding none,
# Rhystic Cave's ruling); "one mana of any color for each ..." (each its own colour); an amount of the
# permanent its cost sacrificed ("equal to the sacrificed creature's power", 608.2h: which one is chosen as the cost is
# paid). What it could produce is another matter (106.7: as if it resolved, with any cost paid).
UNFOLLOWED_YIELD = re.compile(r"\bX mana in any combination\b|\bX mana\b(?![^.]*\bwhere X is\b)|\bremoved this way\b|"
                              r"\bmana of different colors\b|\badd [^.]*\binstead\b|\binstead add\b|"
                              r"\bone mana of any color for each\b|\bthe sacrificed [A-Za-z]+'s\b|\bunless any player pays\b")
# What a mana ability does besides adding mana that no event follows (605.1a, 122.1): counters it puts on a permanent
# ("Put a depletion counter on this land") or gives its controller ("You get a poison counter")
# (any kind, "+1/+1" too, and any number: what the translator reads is narrower)
UNFOLLOWED_DOING = re.compile(r"\bPut (?:an?|\w+) \S+ counters? on\b|\bYou get (?:an?|\w+) \S+ counters?\b", re.I)

# 602.5b, 602.5d: a restriction or permission on activating, one sentence that says so, in any
# case ("activate ...", "any player may activate this ability", older "play this ability ...")
_SENTENCE = re.compile(r"[^.]+\.?")
_ACTIVATE = re.compile(r"\bactivate\b|\bplay this ability\b", re.I)
_SPENT = re.compile(r"Spend this mana only\b")  # (106.6: what its mana may pay for, not when it is activated)
SORCERY = "Activate only as a sorcery."       # 602.5d
INSTANT = "Activate only as an instant."      # 602.5e: any time its controller has priority, as without it
ONCE = "Activate only once each turn."        # 602.5b
_READ = {r[:-1].lower(): r for r in (SORCERY, INSTANT, ONCE)}
# 602.5b: "Activate only if this creature has a +1/+1 counter on it." (the permanent itself, "~" or "this <word>")
_COUNTER_ON_IT = re.compile(r"activate only if (?:~|this [a-z]+) has an? (\S+) counter on it\.?")


def unread_restriction(restriction: str) -> str:
    """Why an activated ability with a restriction not read here is refused (602.5b), and what is read."""
    return f"the restriction {restriction!r} on activating it is not modelled (602.5b): read are \"Activate only " \
        "as a sorcery\", \"... as an instant\", \"... once each turn\" and \"Activate only if this creature has a " \
        "<kind> counter on it\", in a history's activate and by can_activate alike; a mana ability's condition is " \
        "its [[card.mana]] only_if (docs/limits.md)"


def counter_on_it(restriction: str) -> Optional[str]:
    """The kind of counter the permanent must have for the restriction (602.5b, 122.1), if it says one."""
    m = _COUNTER_ON_IT.fullmatch(restriction.lower())
    return m.group(1) if m else None


# 702.33a: "Kicker [cost]", with or without its reminder text; 702.33b-c: two costs and multikicker
_KICKER = re.compile(r"^(multi)?kicker\b(.*?)\s*(\(.*\))?\s*$", re.I)
# 702.117a: "Surge [cost]", an alternative cost (118.9)
_SURGE = re.compile(r"^()surge\b(.*?)\s*(\(.*\))?\s*$", re.I)
# 702.109a: "Dash [cost]", an alternative cost (118.9)
_DASH = re.compile(r"^()dash\b(.*?)\s*(\(.*\))?\s*$", re.I)
# 702.119a: "Emerge [cost]", an alternative cost (118.9); "Emerge from [quality] [cost]" (702.119b) is left unread
_BESTOW = re.compile(r"^()bestow\b(.*?)\s*(\(.*\))?\s*$", re.I)  # 702.103a
_EMERGE = re.compile(r"^()emerge\b(.*?)\s*(\(.*\))?\s*$", re.I)
# 702.74a: "Evoke [cost]", an alternative cost (118.9), and a trigger as the permanent enters
_EVOKE = re.compile(r"^()evoke\b(.*?)\s*(\(.*\))?\s*$", re.I)
# 702.113a: "Awaken N—[cost]", an alternative cost (118.9) and what the spell also does if it was paid
_AWAKEN = re.compile(r"^()awaken\s+\d+\s*[\u2014\u2013-]\s*(.*?)\s*(\(.*\))?\s*$", re.I)
# the awaken part of a spell's resolution, as an [[effect]]'s ability names it ("Awaken 4")
_AWAKEN_PART = re.compile(r"^awaken\s+(\d+)\b", re.I)


def kicker(abilities: Tuple[str, ...]) -> Tuple[Optional[str], Optional[str]]:
    """The kicker cost a card's abilities give it (702.33a), as mana symbols, and the
    text of a kicker ability not read here (a non-mana cost, two costs, multikicker:
    702.33b-c), or None; (None, None) for a card without kicker."""
    return _keyword_cost(abilities, _KICKER)


def surge(abilities: Tuple[str, ...]) -> Tuple[Optional[str], Optional[str]]:
    """The surge cost a card's abilities give it (702.117a), as `kicker` reads kicker's."""
    return _keyword_cost(abilities, _SURGE)


def dash(abilities: Tuple[str, ...]) -> Tuple[Optional[str], Optional[str]]:
    """The dash cost a card's abilities give it (702.109a), as `kicker` reads kicker's."""
    return _keyword_cost(abilities, _DASH)


def emerge(abilities: Tuple[str, ...]) -> Tuple[Optional[str], Optional[str]]:
    """The emerge cost a card's abilities give it (702.119a), as `kicker` reads kicker's
    ("Emerge from [quality] [cost]", 702.119b, is a text not read)."""
    return _keyword_cost(abilities, _EMERGE)


def bestow(abilities: Tuple[str, ...]) -> Tuple[Optional[str], Optional[str]]:
    """The bestow cost a card's abilities give it (702.103a), as `kicker` reads kicker's."""
    return _keyword_cost(abilities, _BESTOW)


def evoke(abilities: Tuple[str, ...]) -> Tuple[Optional[str], Optional[str]]:
    """The evoke cost a card's abilities give it (702.74a), as `kicker` reads kicker's."""
    return _keyword_cost(abilities, _EVOKE)


def awaken(abilities: Tuple[str, ...]) -> Tuple[Optional[str], Optional[str]]:
    """The awaken cost a card's abilities give it (702.113a), as `kicker` reads kicker's."""
    return _keyword_cost(abilities, _AWAKEN)


def awaken_part(ability: Optional[str]) -> int:
    """N, where the text names the awaken part of a spell ("Awaken N", 702.113a: what it does
    only when cast for its awaken cost); 0 for any other text."""
    m = _AWAKEN_PART.match(ability or "")
    return int(m[1]) if m else 0


def is_evoke(ability: str) -> bool:
    """Whether the text is an evoke ability (702.74a), read or not."""
    return bool(_EVOKE.match(ability))


def _keyword_cost(abilities: Tuple[str, ...], keyword: "re.Pattern[str]") -> Tuple[Optional[str], Optional[str]]:
    said = [(text, keyword.match(text)) for text in abilities if keyword.match(text)]
    if not said:
        return None, None
    text, m = said[-1]
    cost = m.group(2).strip()
    if len(said) > 1 or m.group(1) or not cost or "".join("{%s}" % s for s in SYMBOL.findall(cost)) != cost:
        return None, text
    return cost, None


def restrictions(ability: str) -> Tuple[Tuple[str, ...], Tuple[str, ...]]:
    """The restrictions on activating the ability its text states after its cost
    (602.5b, 602.5d-e): those read here (`_READ`, as written there) and the text of the
    others, each sentence that speaks of activating it."""
    said = [m.group(0).strip() for m in _SENTENCE.finditer(ability.partition(":")[2])
            if _ACTIVATE.search(m.group(0)) and not _SPENT.match(m.group(0).strip())]
    key = [r.rstrip(".").strip().lower() for r in said]
    return tuple(_READ.get(k, r) for r, k in zip(said, key) if k in _READ or counter_on_it(r)), \
        tuple(r for r, k in zip(said, key) if k not in _READ and not counter_on_it(r))


def parse(text: str) -> Optional[ManaCost]:
    """The activation cost (602.1a) this text states, in the forms read here; None otherwise."""
    cost, unread = read(text)
    return None if unread else cost


# 702.84a: "Unearth [cost]" means "[cost]: Return this card from your graveyard to the battlefield. ..."
UNEARTH = re.compile(r"^unearth ((?:\{[^}]+\})+)\s*(?:\(.*\))?\s*$", re.I)


def of_ability(ability: str, name: Optional[str] = None) -> Tuple[ManaCost, Tuple[str, ...]]:
    """`read` of an activated ability's cost, the text before its colon (602.1a); of unearth,
    the cost its keyword names (702.84a)."""
    keyword = UNEARTH.match(ability)
    return read(keyword.group(1) if keyword else ability.partition(":")[0].strip(), name)


def read(text: str, name: Optional[str] = None) -> Tuple[ManaCost, Tuple[str, ...]]:
    """The parts of the activation cost (602.1a) this text states that are read here, and
    the text of the others (tapping or sacrificing other permanents, discarding, ...).
    The permanent itself (201.5) is "~", "it", "this <word>" ("this Aura", "this
    artifact"), or `name`, its name: what is sacrificed (701.21a; without `name`, a name is
    not read) and what counters come off (without `name`, a mana ability's text: any name,
    read as its own)."""
    tap = untap = sacrifice = False
    mana, life, counters, unread = "", 0, [], []
    for part in (p.strip() for p in text.split(",")):
        symbols = SYMBOL.findall(part)
        if part == "{T}":
            tap = True
        elif part == "{Q}":
            untap = True
        elif symbols and "".join("{%s}" % s for s in symbols) == part:
            mana += part
        elif re.fullmatch(r"Pay (\d+) life", part):
            life += int(part.split()[1])
        elif _SACRIFICE.fullmatch(part) and _itself(_SACRIFICE.fullmatch(part).group(1), name, False):
            sacrifice = True
        elif _COUNTER.match(part) and _itself(_COUNTER.match(part).group(3), name, True):
            n, kind, _ = _COUNTER.match(part).groups()
            counters.append((kind, NUMBERS.get(n, 1) if not n.isdigit() else int(n)))
        else:
            unread.append(part)
    return ManaCost(tap=tap, untap=untap, mana=mana, life=life, counters=tuple(counters),
                    sacrifice=sacrifice), tuple(unread)


# 107.4e: a hybrid symbol, two colours ({G/U}) or two generic and a colour ({2/G})
_HYBRID = re.compile(r"\{([WUBRG]|2)/([WUBRG])\}")


def payments(mana: str) -> Optional[Tuple[Need, ...]]:
    """Each way to pay the mana symbols of an activation cost, as a `Need` (distinct ones):
    each hybrid symbol paid with one of its halves (107.4e), the choice made as the
    ability is proposed (118.13a, 602.2b), so the cost can be paid when one of them can;
    None where a symbol is not read (Phyrexian, 107.4f)."""
    hybrids = Counter(_HYBRID.findall(mana))
    rest = need(_HYBRID.sub("", mana))
    if rest is None:
        return None
    out: List[Need] = []
    # k copies of one hybrid symbol: i of them paid with its first half, the rest with its second
    for split in itertools.product(*[range(k + 1) for k in hybrids.values()]):
        way = rest
        for (first, second), i, k in zip(hybrids, split, hybrids.values()):
            way = way.plus(need("{%s}" % first * i + "{%s}" % second * (k - i)) or Need())
        if way not in out:
            out.append(way)
    return tuple(out)


def hybrids(mana: str) -> List[Tuple[str, str]]:
    """107.4e: the halves of each hybrid symbol of the cost, in order ({U/B}: ("U", "B"))."""
    return _HYBRID.findall(mana)


def paid_as(mana: str, halves: Tuple[str, ...]) -> str:
    """107.4e, 601.2b (602.2b): the cost with each of its hybrid symbols, in order, replaced by
    the half chosen to pay it (`halves`, one a symbol: "U" for {U/B}, "2" for {2/G})."""
    chosen = iter(halves)
    return _HYBRID.sub(lambda m: "{%s}" % next(chosen), mana)


def _itself(said: str, name: Optional[str], unnamed: bool) -> bool:
    """Whether `said` names the permanent itself (201.5): "~", "it", "this <word>", or its
    name; without one, any name when `unnamed`."""
    return said in ("~", "it") or said.startswith("this ") or said == name or name is None and unnamed


def payable(ops: Any, s: Any, cost: ManaCost, life: Any) -> List[Any]:
    """What else paying the cost needs of its permanent `s` (602.2b, 118.3: a cost that
    can't be paid in full can't be paid): the counters it removes on it (122), and its
    controller's life total (`life`) at least the life it pays (119.4)."""
    out = [ops.not_(ops.lt(s.counters.get(kind, 0), n)) for kind, n in cost.counters]
    return out + ([ops.not_(ops.lt(life, cost.life))] if cost.life else [])


def alternatives_chosen(e: Any) -> List[str]:
    """118.9: the alternative costs the cast event e chooses, a cast without paying its mana cost
    among them (118.9a allows one at most)."""
    return [k for k in ALTERNATIVES if getattr(e, k) not in (None, False)]
