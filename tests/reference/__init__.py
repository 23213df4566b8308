"""A reference game simulator for histories, written from the Comprehensive Rules apart
from `verifier.rules`: it reads only the data classes of `verifier.model` (never the
readings of the rules some of their methods encode) and plays each permitted order of a
history step by step, to be compared with the verifier (tests/test_reference_differential.py).

It covers what the random histories of tests/test_history_differential.py use: objects
entering, leaving, tapping, untapping and getting counters; resolved effects (control,
types, abilities) with locked sets, durations and "for as long as"; one static ability
of an object; a permission to act as though with haste; one triggered ability with an
intervening "if" (at upkeeps, on entering, on being turned face up or becoming untapped, tapping or
untapping a permanent as it resolves); turns and upkeep steps; and spells (`casting`): cast from a hand and paid
for by tapping permanents for mana, the stack, resolving, countering, copies of spells and
abilities that trigger on a cast; combat (`combat`: attacks, blocks, combat damage steps with first
strike, double strike and trample) and damage (`damage`: noncombat damage, marked damage, lifelink,
deathtouch, lethal damage, losing at 0 life).  Anything else raises `Unsupported`."""
from .simulator import Impossible, TooLarge, Unsupported, values, values_each

__all__ = ["Impossible", "TooLarge", "Unsupported", "values", "values_each"]
