"""Generated scenario files for the benchmark: one family per kind of growth.

Each `Family.text(m)` is a model file with m effects none of whose timestamps
are fixed (m! orderings), one claim that holds in every ordering and one that
fails in some.  They are written as TOML and loaded like a user's file.
"""
from __future__ import annotations

import random
from dataclasses import dataclass
from typing import Callable, Optional


def _creature(oid: str, power: int, toughness: int, types: str = '"creature"', mana_value: int = 0) -> str:
    return (f'[[object]]\nid = "{oid}"\nname = "{oid}"\ntypes = [{types}]\n'
            f'power = {power}\ntoughness = {toughness}\nmana_value = {mana_value}\n')


def _claims(true: str, false: str) -> str:
    return (f'[[claim]]\nid = "holds"\nexpr = "{true}"\nexpect = "proved"\n\n'
            f'[[claim]]\nid = "fails"\nexpr = "{false}"\nexpect = "refuted"\n')


def targeted(m: int) -> str:
    """m resolved P/T effects on one creature, each naming it: set (7b), +2/+0 (7c)
    and switch (7d) in turn.  Power plus toughness ignores switches."""
    parts = ['[scenario]\nname = "targeted P/T effects"\n', _creature("c", 2, 2)]
    modifies = 0
    for i in range(m):
        kind = i % 3
        layer = (f"layer7b = {{ power = {i}, toughness = 3 }}", "layer7c = { power = 2 }",
                 "layer7d = { switch = true }")[kind]
        modifies += kind == 1
        parts.append(f'[[effect]]\nid = "e{i}"\ntargets = ["c"]\n{layer}\n')
    parts.append(_claims(f"power(c) + toughness(c) >= {3 + 2 * modifies}",
                         f"power(c) + toughness(c) == {3 + 2 * modifies}"))
    return "\n".join(parts)


def filtered(m: int) -> str:
    """Resolved mass pumps ("creatures get +1/+1", locked as they resolve, 611.2c)
    and resolved effects that make an artifact a 2/2 creature, in turn."""
    parts = ['[scenario]\nname = "filtered resolved P/T effects"\n', _creature("c0", 2, 2)]
    pumps = 0
    for i in range(m):
        if i % 2:
            pumps += 1
            parts.append(f'[[effect]]\nid = "pump{i}"\naffects = {{ types = ["creature"] }}\n'
                         'layer7c = { power = 1, toughness = 1 }\n')
        else:
            parts.append(_creature(f"a{i}", 0, 0, '"artifact"', mana_value=i))
            parts.append(f'[[effect]]\nid = "animate{i}"\ntargets = ["a{i}"]\n'
                         'layer4 = { add_types = ["creature"] }\nlayer7b = { power = 2, toughness = 2 }\n')
    parts.append(_claims(f"power(c0) == {2 + pumps}", f"power(a0) == {2 + pumps}"))
    return "\n".join(parts)


def statics(m: int) -> str:
    """Opalescences and Humilities, alternating (613.8 dependency in every layer
    they share).  With two Opalescences every one of them is a creature."""
    parts = ['[scenario]\nname = "Opalescence and Humility statics"\n']
    for i in range(m):
        card = "Opalescence" if i % 2 == 0 else "Humility"
        parts.append(f'[[object]]\nid = "{card.lower()}{i}"\ncard = "{card}"\n')
    parts.append(_claims("has_type(opalescence0, 'creature') and (power(humility1) == 1 or power(humility1) == 4)",
                         "power(humility1) == 1"))
    return "\n".join(parts)


def _static_card(name: str, mana_value: int, types: str, static: str, colors: str = '"white"') -> str:
    return (f'[[card]]\nname = "{name}"\nmana_value = {mana_value}\ncolors = [{colors}]\ntypes = [{types}]\n\n'
            f'[[card.static]]\nability = "{name}"\n{static}\n')


def statics_other(m: int) -> str:
    """The statics family as a held-out variant (issue 26): Opalescence-like and Humility-like
    statics, alternating, each affecting only other objects (`other`), every object with its own
    mana value.  A Humility-like one's power is 1 or its mana value, by timestamp (613.7)."""
    parts = ['[scenario]\nname = "other-only statics, own mana values"\n']
    for i in range(m):
        if i % 2 == 0:
            static = ('affects = { types = ["enchantment"], other = true }\nlayer4 = { add_types = ["creature"] }\n'
                      'layer7b = { power = "mana_value", toughness = "mana_value" }')
        else:
            static = ('affects = { types = ["creature"], other = true }\nlayer6 = { remove_all_abilities = true }\n'
                      'layer7b = { power = 1, toughness = 1 }')
        parts.append(_static_card(f"Static {i}", i + 2, '"enchantment"', static))
        parts.append(f'[[object]]\nid = "s{i}"\ncard = "Static {i}"\n')
    parts.append(_claims("has_type(s1, 'creature') and (power(s1) == 1 or power(s1) == 3)", "power(s1) == 1"))
    return "\n".join(parts)


def statics_random(m: int, seed: int = 0) -> str:
    """The statics shape with its details drawn (issue 26: a family optimised for is one point):
    m statics, each on an enchantment of its own whose mana value, colour and extra artifact
    type are drawn, each drawing its affected set (a card type, `other` or not, a colour or not)
    and which parts it has (creature in layer 4, a colour set in 5, all abilities lost in 6,
    base P/T 1/1 or its object's mana value in 7b).  The first is Opalescence-like and a probe
    enchantment (mana value 9) has no static: the first makes it a creature in layer 4, where no
    static can yet have lost its ability, and keeps setting it in 7b (613.6); no 7b effect can
    depend on another, so by timestamp (613.7) its power is 1 or 9, and 9 in some ordering."""
    rng = random.Random(f"statics_random {seed} {m}")
    colours = ("white", "blue", "black")
    parts = [f'[scenario]\nname = "random statics, seed {seed}"\n',
             _static_card("Probe", 9, '"enchantment"', "", '"white"').split("[[card.static]]")[0],
             '[[object]]\nid = "probe"\ncard = "Probe"\n']
    for i in range(m):
        types = '"enchantment", "artifact"' if rng.random() < 0.3 else '"enchantment"'
        if i == 0:
            affects, layers = '{ types = ["enchantment"], other = true }', [
                'layer4 = { add_types = ["creature"] }', 'layer7b = { power = "mana_value", toughness = "mana_value" }']
        else:
            other = ", other = true" if rng.random() < 0.5 else ""
            colour = f', colors = ["{rng.choice(colours)}"]' if rng.random() < 0.3 else ""
            affects = f'{{ types = ["{rng.choice(("creature", "enchantment", "artifact"))}"]{other}{colour} }}'
            drawn = [('layer4 = { add_types = ["creature"] }', 0.5),
                     (f'layer5 = {{ set_colors = ["{rng.choice(colours)}"] }}', 0.3),
                     ('layer6 = { remove_all_abilities = true }', 0.5),
                     (rng.choice(('layer7b = { power = 1, toughness = 1 }',
                                  'layer7b = { power = "mana_value", toughness = "mana_value" }')), 0.6)]
            layers = [part for part, p in drawn if rng.random() < p] or [drawn[2][0]]
        static = f"affects = {affects}\n" + "\n".join(layers)
        parts.append(_static_card(f"Static {i}", rng.randint(1, 8), types, static, f'"{rng.choice(colours)}"'))
        parts.append(f'[[object]]\nid = "s{i}"\ncard = "Static {i}"\n')
    parts.append(_claims("has_type(probe, 'creature') and (power(probe) == 1 or power(probe) == 9)",
                         "power(probe) == 1"))
    return "\n".join(parts)


def copies(m: int) -> str:
    """Copies of copies: x(i+1) becomes a copy of x(i) as x(i) was then (707.2b)."""
    parts = ['[scenario]\nname = "copies of copies"\n']
    parts += [_creature(f"x{i}", i + 1, i + 1) for i in range(m + 1)]
    for i in range(m):
        parts.append(f'[[effect]]\nid = "copy{i}"\ntargets = ["x{i + 1}"]\nlayer1a = {{ copy_of = "x{i}" }}\n')
    parts.append(_claims(f"power(x{m}) <= {m}", "power(x{m}) == 1".format(m=m)))
    return "\n".join(parts)


def reflecting(m: int) -> str:
    """106.7's least fixpoint: m/2 lands in a chain, each producing any type the lands
    before and after it could produce (so every two neighbours refer to each other),
    the first grounded in a Forest; each loses all abilities and regains its own by
    two resolved effects in open order, so what each could produce depends on the
    ordering of every effect before it in the chain."""
    k = m // 2
    parts = ['[scenario]\nname = "a chain of reflecting lands"\n',
             '[[object]]\nid = "forest"\ncard = "Forest"\n']
    for i in range(k):
        near = [f"p{j}" for j in (i - 1, i + 1) if 0 <= j < k] + (["Forest"] if i == 0 else [])
        ability = f"{{T}}: Add one mana of any type that {' or '.join(near)} could produce."
        near = ", ".join(f'"{n}"' for n in near)
        parts.append(f'[[card]]\nname = "Reflecting land {i}"\ntypes = ["land"]\n\n'
                     f'[[card.mana]]\nability = "{ability}"\ncost = {{ tap = true }}\n'
                     f'add = [{{ could_produce = {{ names = [{near}] }} }}]\n')
        parts.append(f'[[object]]\nid = "p{i}"\nname = "p{i}"\ncard = "Reflecting land {i}"\n')
        parts.append(f'[[effect]]\nid = "lose{i}"\ntargets = ["p{i}"]\nlayer6 = {{ remove_all_abilities = true }}\n')
        parts.append(f'[[effect]]\nid = "regain{i}"\ntargets = ["p{i}"]\n'
                     f'layer6 = {{ add_abilities = ["{ability}"] }}\n')
    parts.append(_claims(f"could_produce(p{k - 1}) <= {{'G'}}", f"'G' in could_produce(p{k - 1})"))
    return "\n".join(parts)


def pools(m: int) -> str:
    """106.7 with every permanent referring to every other: m/2 Reflecting Pools and a
    Forest; each Pool loses all abilities and regains its own by two resolved effects
    in open order."""
    ability = "{T}: Add one mana of any type that a land you control could produce."
    parts = ['[scenario]\nname = "Reflecting Pools"\n', '[[object]]\nid = "forest"\ncard = "Forest"\n']
    for i in range(m // 2):
        parts.append(f'[[object]]\nid = "p{i}"\ncard = "Reflecting Pool"\n')
        parts.append(f'[[effect]]\nid = "lose{i}"\ntargets = ["p{i}"]\nlayer6 = {{ remove_all_abilities = true }}\n')
        parts.append(f'[[effect]]\nid = "regain{i}"\ntargets = ["p{i}"]\nlayer6 = {{ add_abilities = ["{ability}"] }}\n')
    parts.append(_claims("could_produce(p0) <= {'G'}", "'G' in could_produce(p0)"))
    return "\n".join(parts)


@dataclass(frozen=True)
class Family:
    name: str
    text: Callable[[int], str]
    sizes: tuple                      # the m to try, smallest first, until one takes too long
    phase: Optional[str] = None       # the phase.rs board it maps onto (benchmarks/phase_board.py)
    seeded: bool = False              # `text(m, seed)`: its details drawn by a seed

    def scenario(self, m: int, seed: int = 0) -> str:
        return self.text(m, seed) if self.seeded else self.text(m)


FAMILIES = (
    Family("targeted", targeted, (4, 8, 20, 40, 80, 160, 320, 480), phase="targeted"),
    Family("filtered", filtered, (4, 6, 8, 10, 12, 16, 20, 30, 40, 60, 80, 120, 160)),
    Family("statics", statics, (4, 6, 8, 12, 16, 20, 24, 32, 40, 48, 56), phase="statics"),
    Family("statics_other", statics_other, (4, 8, 16, 24, 32)),
    Family("statics_random", statics_random, (4, 8, 16, 24, 32), seeded=True),
    Family("copies", copies, (4, 5, 6, 7, 8, 10, 12, 16, 20, 30, 40, 60, 80, 120)),
    Family("reflecting", reflecting, (4, 6, 8, 10, 12, 16, 20, 30, 40, 60, 80, 120, 160, 240, 320, 480, 640)),
    Family("pools", pools, (4, 6, 8, 10, 12, 16, 20, 30, 40, 60, 80, 120, 160, 240, 320, 480, 640)),
)
