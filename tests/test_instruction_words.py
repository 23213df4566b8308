"""608.2c: a resolving trigger or activated ability does everything its text says.  Every
instruction word of its required sentences (a verb or keyword action) lies in the words of an
instruction the model reads (a key of its table) or refuses; one outside them all ("Proliferate",
"Goad", "Regenerate") refuses the history that resolves it, naming the word, never taken as done.
Draw 9's audit found such instructions one by one (attach, investigate); this is the general rule."""
import pytest

from conftest import MODELS, one_error_line
from verifier.load.instruction_words import first_unread
from verifier.load.trigger_text import _KNOWN


@pytest.mark.parametrize("text, word", [
    ("Proliferate.", "Proliferate"),
    ("Goad target creature an opponent controls.", "Goad"),
    ("Regenerate target creature.", "Regenerate"),
    ("Create a 1/1 white Soldier creature token. Then proliferate.", "proliferate"),
    ("Exchange control of target artifact and target creature.", "Exchange"),
    # a damage amount the model does not read ("equal to its power") is no damage it follows
    ("It deals damage equal to its power to any target.", "deals"),
    ("Double the number of +1/+1 counters on target creature.", "Double"),
])
def test_an_instruction_no_list_reads_is_found(text, word):
    assert first_unread(text, _KNOWN)[0] == word


@pytest.mark.parametrize("text", [
    "Create a 1/1 red Elemental creature token.",
    "Target creature gets +X/+0 until end of turn.",
    "You gain 2 life and draw a card.",
    "Put a +1/+1 counter on target creature.",
    "Return target creature card from your graveyard to your hand.",
    # a granted ability's words (113.1) and reminder text (207.2) are no instruction of the text itself
    'Target creature gains "{T}: Regenerate this creature."',
    "Scry 1. (Look at the top card of your library. You may put that card on the bottom.)",
    # an optional instruction (603.5) may have been left undone
    "You may proliferate.",
    "Tap all lands you control.",
    # what a search puts onto the battlefield is the search's (701.23: `finds`)
    "Search your library for a basic land card, put it onto the battlefield tapped, then shuffle.",
])
def test_an_instruction_a_list_reads_is_not_found(text):
    assert first_unread(text, _KNOWN) is None


CARD = '''
[[card]]
name = "Test Proliferating Hydra"
types = ["creature"]
subtypes = ["Hydra"]
mana_cost = "{2}{G}"
power = 1
toughness = 1
abilities = ["Whenever a player casts a spell, put a +1/+1 counter on this creature. Proliferate."]

[[object]]
id = "hydra"
card = "Test Proliferating Hydra"

[[object]]
id = "forest"
card = "Forest"

[[object]]
id = "growth"
card = "Giant Growth"
zone = "hand"

[[effect]]
id = "pump"
card = "Giant Growth"
spell = "growth"
targets = ["hydra"]

[[trigger]]
id = "hydra-trigger"
source = "hydra"
ability = "Whenever a player casts a spell, put a +1/+1 counter on this creature. Proliferate."
when = "a player casts"
counters_on = "hydra"
counters = { "+1/+1" = 1 }

[[event]]
cast = "growth"
label = "cast"
'''
RESOLVES = '''
[[event]]
resolves = "hydra-trigger"
label = "after"
'''
CLAIM = '''
[[claim]]
id = "c"
at = "cast"
expr = "triggered('hydra-trigger')"
expect = "proved"
'''


def test_a_trigger_resolving_with_an_unread_instruction_is_refused(write_model, run_cli):
    # 701.34a: proliferate would add a counter to every permanent with one, which no key follows: the
    # history that resolves it is refused, naming the word, never taken as a lone +1/+1 counter
    path = write_model(CARD + RESOLVES + CLAIM)
    code, out, err = run_cli("check", path)
    assert code == 2, out + err
    line = one_error_line(err, path)
    assert "'Proliferate' is an instruction no key of a [[trigger]] reads" in line and "608.2c" in line


def test_the_same_trigger_that_does_not_resolve_loads(write_model, run_cli):
    # a trigger that never resolves in the history does nothing there: what it triggers on is all it is asked
    code, out, err = run_cli("check", write_model(CARD + CLAIM))
    assert code == 0 and "1 ok" in out, out + err


ABILITY = '''
[[card]]
name = "Test Regenerating Beast"
types = ["creature"]
subtypes = ["Beast"]
mana_cost = "{1}{G}"
power = 2
toughness = 2
abilities = ["{0}: This creature gets +1/+1 until end of turn. Regenerate this creature."]

[[card.resolves]]
ability = "{0}: This creature gets +1/+1 until end of turn. Regenerate this creature."
until = "end of turn"
affects = { self = true }
layer7c = { power = 1, toughness = 1 }

[[object]]
id = "beast"
card = "Test Regenerating Beast"

[[effect]]
id = "bigger"
card = "Test Regenerating Beast"
ability = "{0}: This creature gets +1/+1 until end of turn. Regenerate this creature."
ability_of = "beast"

[[ability]]
id = "grow"
source = "beast"
ability = "{0}: This creature gets +1/+1 until end of turn. Regenerate this creature."
effects = ["bigger"]

[[event]]
activate = "grow"

[[event]]
resolves = "grow"
label = "after"

[[claim]]
id = "c"
at = "after"
expr = "power(beast) == 3"
expect = "proved"
'''


def test_an_ability_resolving_with_an_unread_instruction_is_refused(write_model, run_cli):
    # 701.19a: the regeneration shield its resolution makes is a replacement effect no key follows: refused,
    # though its table follows the pump
    path = write_model(ABILITY)
    code, out, err = run_cli("check", path)
    assert code == 2, out + err
    assert "gives the instruction 'Regenerate'" in one_error_line(err, path)


def test_the_same_ability_without_it_resolves(write_model, run_cli):
    # the control: its pump alone is what its table follows, and it resolves (613.4c)
    code, out, err = run_cli("check", write_model(ABILITY.replace(" Regenerate this creature.", "")))
    assert code == 0 and "1 ok" in out, out + err


REVIEW = MODELS.parent / "tests" / "golden" / "review22_probes"


@pytest.mark.parametrize("probe, words", [
    # an instruction on each or all of a kind, where a key names one (608.2c)
    ("bane_destroy_all", "an instruction on each or all objects or players of a kind"),
    ("crater_hellion_each_other", "an instruction on each or all objects or players of a kind"),
    ("fleshbag_each_player", "an instruction on each or all objects or players of a kind"),
    # a pattern's object ends before the next instruction ("and counter that spell", "then that player gains")
    ("hesitation_counter", "'counter that' is an instruction no key of a [[trigger]] reads"),
    ("luminate_primordial_life", "'gains' is an instruction no key of a [[trigger]] reads"),
    # a permanent shuffled into a library (401.1), whether or not the scenario has library cards
    ("cerulean_sphinx_shuffle_self", "shuffles something into a library (401.1, 701.24)"),
    ("lightning_shrieker_shuffle", "shuffles something into a library (401.1, 701.24)"),
    # what comes before "you may" is done; "If you do" after a sentence that was done is done (603.5)
    ("uro_gain_before_you_may", "changes a life total (119.3), and the table says nothing of it"),
    ("grave_peril_if_you_do", "destroys (701.8a), and the table says nothing of it"),
    # each life clause's key (119.3)
    ("zulaport_drain_half", "its text says 'each opponent' loses life, and the table has no lose_life"),
    # a keyword the text does not give the token (111.3)
    ("urbis_protector_extra_keyword", "which its text does not give"),
    # the effect a trigger begins does what its text says: +2/+2 and flying, not +5/+5, nor +2/+2 alone (611.2)
    ("welkin_guide_wrong_amount", "its text gives +2/+2, and the effects it begins (pump) give +5/+5"),
    ("welkin_guide_half_effect", "its text gains flying, and the effects it begins (pump) give no ability"),
    # each token of a clause making two kinds is one of them (111.1, 111.3)
    ("wurmcoil_tokens_wrong", "creates tokens of 2 kinds (111.1, 111.3), and 'w1' is none of them"),
])
def test_review_22_findings_are_refused_naming_why(check_probe, probe, words):
    code, out, err = check_probe(REVIEW, probe)
    assert code == 2 and words in err, out + err


PUMP = '''
[[object]]
id = "g"
card = "Welkin Guide"
zone = "hand"

[[object]]
id = "bears"
card = "Grizzly Bears"

[[effect]]
id = "pump"
targets = ["bears"]
layer7c = { power = 2, toughness = 2 }
layer6 = { add_abilities = ["flying"] }
until = "end of turn"

[[trigger]]
id = "t"
source = "g"
ability = "When this creature enters, target creature gets +2/+2 and gains flying until end of turn"
when = "enters"
of = { self = true }
effects = ["pump"]

[[event]]
enters = "g"

[[event]]
resolves = "t"
label = "k"

[[claim]]
id = "c"
at = "k"
expr = "power(bears) == 4 and has_ability(bears, 'flying')"
expect = "proved"
'''


def test_the_effect_its_text_gives_is_answered(write_model, run_cli):
    # 611.2: Welkin Guide's +2/+2 and flying, begun as its trigger resolves: the Bears are a 4/4 flier
    code, out, err = run_cli("check", write_model(PUMP))
    assert code == 0 and "1 ok" in out, out + err


def test_a_token_its_text_creates_tapped_enters_tapped(check_probe):
    # 110.5, 111.1: Gravpack Monoist's "create a tapped 2/2 ... Robot": after its trigger resolves, the Robot is
    # tapped ("untapped" refuted: review 22 found it untapped)
    code, out, err = check_probe(REVIEW, "gravpack_tapped_token")
    assert code == 0 and "1 ok" in out, out + err
