"""Differential tests against phase.rs (the `cards` extra): 44 boards of real cards,
each put onto the battlefield in every order on phase.rs's engine (its timestamps are
that order; 516 runs) and given to the verifier as a history in the same order
(`verifier.cards.phaseboard`); every permanent's power and toughness, card types,
keywords, land types, what a land could produce, whether a creature can attack,
whether a permanent can tap for mana and what that adds must agree.  Where phase.rs is wrong by
the rules, the board is listed in KNOWN with the rule that decides it, and the test
asserts that it still differs, so that the list stays true."""
import itertools
import random

import pytest

phase = pytest.importorskip("phase")
pytest.importorskip("mtg")

from verifier.cards.phaseboard import on_phase, on_verifier, scenario_text  # noqa: E402

# Real cards whose Oracle text both engines read: creatures and static abilities over the layers.
CREATURES = ["Grizzly Bears", "Serra Angel", "Llanowar Elves", "Gray Ogre", "Ornithopter", "Raging Goblin",
             "Merfolk of the Pearl Trident", "Scathe Zombies", "Goblin Piker", "Elvish Mystic", "Steel Overseer"]
STATICS = ["Glorious Anthem", "Honor of the Pure", "Crusade", "Bad Moon", "Humility", "Goblin King", "Forest",
           "Blood Moon", "Urborg, Tomb of Yawgmoth", "Island",
           "Lord of Atlantis", "Elvish Champion", "Zombie Master", "Fervor", "Mycosynth Lattice",
           "March of the Machines", "Opalescence", "Favorable Winds", "Benalish Marshal", "Intrepid Hero",
           "Chief of the Foundry", "Sol Ring", "Darksteel Citadel"]
BOARDS = 5  # (random boards; the census compares phase.rs on thousands more pairs: docs/census.md)
# Dependency cases, each in both orders (613.8); the last two the divergence finder
# (benchmarks/phase_divergences.py) found.
DEPENDENCY = [["Grizzly Bears", "Humility", "Opalescence"], ["Grizzly Bears", "Opalescence", "Humility"],
              ["Forest", "Blood Moon", "Urborg, Tomb of Yawgmoth"], ["Forest", "Urborg, Tomb of Yawgmoth", "Blood Moon"],
              ["Ornithopter", "Mycosynth Lattice", "March of the Machines"],
              ["Ornithopter", "March of the Machines", "Mycosynth Lattice"],
              ["Raging Goblin", "Goblin King", "Humility"], ["Raging Goblin", "Humility", "Goblin King"]]
# Where phase.rs is wrong by the rules: an order of two cards (the first entering before the second)
# that makes it differ from the verifier on any board, with the rule that decides it.
KNOWN = [
    ("Urborg, Tomb of Yawgmoth", "Blood Moon",
     "613.8a: Urborg's effect depends on Blood Moon's (which makes Urborg a Mountain and removes its ability, "
     "305.7), so Blood Moon applies first whatever the timestamps and no land is a Swamp; phase.rs applies them "
     "in timestamp order and makes lands Swamps"),
    ("March of the Machines", "Mycosynth Lattice",
     "613.8a: March of the Machines' effect depends on Mycosynth Lattice's (which changes what March applies to), "
     "so Lattice applies first whatever the timestamps and March, now an artifact, is a 4/4 artifact creature; "
     "phase.rs applies them in timestamp order and leaves March no creature"),
    ("Goblin King", "Humility",
     "613.8a: Goblin King's effect (its layer-6 part, mountainwalk) depends on Humility's, which removes the "
     "ability generating it, so Humility applies first and the King's effect never starts: the other Goblin is "
     "1/1; phase.rs applies them in timestamp order, and the +1/+1 carries on to layer 7c (613.6)"),
]


def known(names):
    """The rule by which phase.rs is wrong on this order of the cards, if any."""
    return next((rule for first, then, rule in KNOWN if first in names and then in names
                 and names.index(first) < names.index(then)), None)


def boards():
    """The boards: two creatures and one or two static abilities or lands; then the dependency
    cases.  Each is run in every order it can enter in (phase.rs's timestamps follow it)."""
    rng = random.Random(11)
    for _ in range(BOARDS):
        yield rng.sample(CREATURES, 2) + rng.sample(STATICS, rng.randint(1, 2))
    yield from DEPENDENCY[::2]  # each with its other order among the permutations


@pytest.mark.parametrize("i, cards", list(enumerate(boards())))
def test_the_verifier_agrees_with_phase_rs_in_every_order(i, cards, tmp_path):
    path = tmp_path / f"board{i}.toml"
    for names in map(list, itertools.permutations(cards)):
        path.write_text(scenario_text(names, on_phase(names)))
        differs = sorted(c for c, r in on_verifier(path).items() if not r.ok)
        if known(names):
            assert differs, f"board {i} {names}: phase.rs now agrees; take it off KNOWN ({known(names)})"
        else:
            assert not differs, f"board {i} {names}: phase.rs and the verifier differ on {differs}"


# Amounts read off the board as a whole: domain (305.6), counted in layer 7a after layer 4 has
# changed the land types (Blood Moon, Urborg).  The creature enters last, in every order of the
# rest: entering before the lands, its toughness would be 0 and it would die between the events
# (704.5f), which phase.rs, putting the cards in one go, does not check.
AGGREGATES = [("Matca Rioters", ["Forest", "Island", "Urborg, Tomb of Yawgmoth"]),
              ("Territorial Kavu", ["Blood Moon", "Urborg, Tomb of Yawgmoth", "Forest"]),
              ("Aven Trailblazer", ["Island", "Swamp", "Glorious Anthem"])]


@pytest.mark.parametrize("creature, rest", AGGREGATES)
def test_domain_agrees_with_phase_rs(creature, rest, tmp_path):
    path = tmp_path / "board.toml"
    for names in (list(order) + [creature] for order in itertools.permutations(rest)):
        path.write_text(scenario_text(names, on_phase(names)))
        differs = sorted(c for c, r in on_verifier(path).items() if not r.ok)
        assert bool(differs) == bool(known(names)), f"{names}: differences {differs}, known {known(names)}"



# Affected sets by what an object has not: "creatures without flying" (a filter's `non_abilities`: Gravitational
# Shift; Chaosphere, whose layer-6 effect depends on Levitation's by 613.8a, which changes what it applies to, so
# that no creature has reach in either order) and "nonblack creatures" (`non_colors`: Ascendant Evincar)
WITHOUT = [["Grizzly Bears", "Serra Angel", "Gravitational Shift"], ["Grizzly Bears", "Gravitational Shift", "Levitation"],
           ["Grizzly Bears", "Chaosphere", "Levitation"], ["Grizzly Bears", "Scathe Zombies", "Ascendant Evincar"]]


@pytest.mark.parametrize("cards", WITHOUT)
def test_affected_sets_by_what_an_object_has_not_agree_with_phase_rs(cards, tmp_path):
    path = tmp_path / "board.toml"
    for names in map(list, itertools.permutations(cards)):
        seen = on_phase(names)
        bears = seen[names.index("Grizzly Bears")]
        assert "reach" not in bears.keywords  # (Chaosphere's reach: only where the bears have no flying)
        path.write_text(scenario_text(names, seen))
        assert not sorted(c for c, r in on_verifier(path).items() if not r.ok), names
