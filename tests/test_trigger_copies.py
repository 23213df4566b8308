"""A trigger creating a token that's a copy of a target permanent (`[[trigger]] copy_of`, 707.2,
111.1): the token enters as the copy, so the copied creature's enters trigger triggers (603.6a), its
"enters with" and "enters tapped" apply (614.1c-d, 614.12) with X 0 (107.3m), and the exceptions are
copiable (707.9b) (`models/scenarios/tokens_felhide_spiritbinder_copies.toml`, Felhide Spiritbinder
rulings 1 and 4); the target gone, the trigger does nothing (608.2b).  A token that enters with counters
and gains haste (Helm of the Host rulings 1, 6, 7).  Refusals with their lines."""
import re

from conftest import MODELS
from test_casting import refusal
from verifier.load.loader import load_scenario
from verifier.query import outcomes_over

SCENARIO = (MODELS / "scenarios" / "tokens_felhide_spiritbinder_copies.toml").read_text()
HISTORY = SCENARIO[:SCENARIO.index("[[claim]]")]
TEXT = ("Inspired — Whenever this creature becomes untapped, create a token that's a copy of another target "
        "creature, except it's an enchantment in addition to its other types.")


def values(write_model, text, query, at=None):
    return {o.value for o in outcomes_over(load_scenario(write_model(text)), query, at=at)}


def test_the_copies_as_the_rulings_say(write_model):
    assert values(write_model, HISTORY, "life('you')", "finks-copy-resolved") == {22}
    assert values(write_model, HISTORY, "power('finks-copy')", "finks-copied") == {3}
    assert values(write_model, HISTORY, "has_type('behemoth-copy', 'enchantment')", "behemoth-copied") == {True}
    assert values(write_model, HISTORY, "counters('behemoth-copy', 'fade')", "behemoth-copied") == {2}
    assert values(write_model, HISTORY, "on_battlefield('walker-copy')", "walker-copied") == {False}


def test_a_copy_of_a_creature_a_layer_1_effect_made_an_ogre(write_model):
    """707.2: the copiable values, copy effects included: a Bears that is a copy of Gray Ogre is
    copied as the Ogre."""
    text = HISTORY.replace('[[object]]\nid = "finks"\ncard = "Kitchen Finks"\n', '''[[object]]
id = "finks"
card = "Kitchen Finks"

[[object]]
id = "ogre"
card = "Gray Ogre"

[[effect]]
id = "finks-is-an-ogre"
targets = ["finks"]
layer1a = { copy_of = "ogre" }
''', 1).replace('[[trigger]]\nid = "finks-copy-enters"', '[[trigger]]\nid = "unused"', 1)
    text = text[:text.index('[[trigger]]\nid = "unused"')] + text[text.index('[[event]]'):]
    text = text.replace('[[event]]\nresolves = "finks-copy-enters"\nlabel = "finks-copy-resolved"\n', '', 1)
    assert values(write_model, text, "name('finks-copy') == 'Gray Ogre'", "finks-copied") == {True}


def test_the_target_gone_it_creates_nothing(write_model):
    """608.2b: Kitchen Finks gone before the trigger resolves: no token, nothing to trigger."""
    text = HISTORY.replace('[[event]]\nresolves = "inspired-a"\nlabel = "finks-copied"\n',
                           '[[event]]\nleaves = "finks"\ninto = "exile"\n\n[[event]]\nresolves = "inspired-a"\n'
                           'label = "finks-copied"\n', 1)
    text = text.replace('[[event]]\nresolves = "finks-copy-enters"\nlabel = "finks-copy-resolved"\n', '', 1)
    assert values(write_model, text, "on_battlefield('finks-copy')", "finks-copied") == {False}
    assert values(write_model, text, "triggered('finks-copy-enters')", "finks-copied") == {False}


def _with_haste(copied: tuple) -> str:
    """The history with " It gains haste." on the binders' text (611.2a: each trigger of the text begins it,
    608.2c), the triggers copying `copied` given the effect; the other binders' triggers left out."""
    cut = {"finks": 'untap = "binder-b"', "behemoth": 'untap = "binder-c"'}[copied[-1]]
    text = HISTORY[:HISTORY.index(f"[[event]]\n{cut}")].replace(TEXT, TEXT + " It gains haste.")
    for gone, trigger in (("behemoth", "inspired-b"), ("walker", "inspired-c")):
        if gone not in copied:
            text = text.replace(f'[[object]]\nid = "{gone}-copy"\ncreated_by = "{trigger}"\n', "")
            text = re.sub(rf'\[\[trigger\]\]\nid = "{trigger}"\n(?:(?!\[).*\n)*', "", text)
    for c in copied:
        text = text.replace(f'copy_of = "{c}"\n', f'copy_of = "{c}"\neffects = ["{c}-copy-haste"]\n', 1)
        text += f'\n[[effect]]\nid = "{c}-copy-haste"\ntargets = ["{c}-copy"]\nlayer6 = {{ add_abilities = ["haste"] }}\n'
    return text


def test_an_effect_on_its_token_begins_with_it(write_model):
    """608.2c, 115.1: "It gains haste": the token it creates is no target, and the effect begins as the
    token is created; the creature it copies does not get it."""
    assert values(write_model, _with_haste(("finks",)), "has_ability('finks-copy', 'haste') and not "
                  "has_ability(finks, 'haste')", "finks-copied") == {True}


def test_an_effect_on_a_token_entering_with_counters(write_model):
    """707.5, 707.2: the copy effect takes Skyshroud Behemoth's copiable values as the token is made, before
    what the token enters with (its two fade counters, 702.32a, 614.1c: not the Behemoth's one), so the
    haste the text then gives it (608.2c) is no cycle through them: a 10/10 with haste and two counters."""
    text = _with_haste(("finks", "behemoth"))
    assert values(write_model, text, "has_ability('behemoth-copy', 'haste')", "behemoth-copied") == {True}
    assert values(write_model, text, "counters('behemoth-copy', 'fade')", "behemoth-copied") == {2}
    assert values(write_model, text, "power('behemoth-copy')", "behemoth-copied") == {10}
    assert values(write_model, text, "is_tapped('behemoth-copy') and counters(behemoth, 'fade') == 1",
                  "behemoth-copied") == {True}


def test_a_token_entering_with_counters_a_replacement_adds_to(write_model):
    """614.1c, 614.12: a copy of a 2/2 that enters with two +1/+1 counters (not the three on it, 707.2),
    Hardened Scales adding one as it enters (its ruling 2): three counters, a 5/5, with the haste (608.2c)."""
    text = _with_haste(("finks", "behemoth")).replace(
        'card = "Skyshroud Behemoth"\ncounters = { fade = 1 }', 'card = "Test Grown Bear"\ncounters = { "+1/+1" = 3 }', 1)
    text += ('\n[[card]]\nname = "Test Grown Bear"\ntypes = ["creature"]\npower = 2\ntoughness = 2\n'
             'enters_with_counters = { "+1/+1" = 2 }\n\n[[object]]\nid = "scales"\ncard = "Hardened Scales"\n')
    at = "behemoth-copied"
    assert values(write_model, text, "counters('behemoth-copy', '+1/+1')", at) == {3}
    assert values(write_model, text, "power('behemoth-copy')", at) == {5}
    assert values(write_model, text, "has_ability('behemoth-copy', 'haste') and power(behemoth) == 5", at) == {True}


def test_helm_of_the_host_copies_a_creature_entering_with_counters(write_model):
    """Helm of the Host rulings 1, 6 and 7, read apart from the verifier: the token's "enters with" works
    (two +1/+1 counters), the counters on the equipped creature are not copied (not its four), and the
    token gains haste: a 5/5 with haste and two counters."""
    helm = (MODELS / "scenarios" / "trial7_helm_of_the_host_token.toml").read_text()
    text = helm[:helm.index('[[event]]\nenters = "clone"')].replace('[[object]]\nid = "clone"\ncard = "Clone"\n'
                                                                    'zone = "hand"\n', '', 1)
    text = text.replace('toughness = 3\n', 'toughness = 3\nenters_with_counters = { "+1/+1" = 2 }\n', 1).replace(
        'id = "hero"\ncard = "Test Hero"\n', 'id = "hero"\ncard = "Test Hero"\ncounters = { "+1/+1" = 4 }\n', 1)
    assert values(write_model, text, "counters('hero-copy', '+1/+1')", "copied") == {2}
    assert values(write_model, text, "power('hero-copy')", "copied") == {5}
    assert values(write_model, text, "has_ability('hero-copy', 'haste') and can_attack('hero-copy')", "copied") == {True}


def test_a_target_no_longer_a_creature_is_illegal(write_model):
    """608.2b: Kitchen Finks no longer a creature as the trigger resolves: an illegal target, no token."""
    text = HISTORY.replace('[[event]]\nresolves = "inspired-a"\nlabel = "finks-copied"\n',
                           '[[event]]\nstarts = "finks-no-creature"\n\n[[event]]\nresolves = "inspired-a"\n'
                           'label = "finks-copied"\n', 1)
    text = text.replace('[[event]]\nresolves = "finks-copy-enters"\nlabel = "finks-copy-resolved"\n', '', 1) + """
[[effect]]
id = "finks-no-creature"
targets = ["finks"]
layer4 = { set_types = ["artifact"] }
"""
    assert values(write_model, text, "on_battlefield('finks-copy')", "finks-copied") == {False}


def test_a_target_restricted_otherwise_needs_target_if(write_model):
    restricted = TEXT.replace("another target creature", "another target nonlegendary creature")
    err = refusal(write_model, HISTORY.replace(TEXT, restricted))
    assert "is restricted beyond its card types: say the restriction with target_if" in err.message


def test_the_token_is_declared_by_id_alone(write_model):
    text = HISTORY.replace('id = "finks-copy"\ncreated_by = "inspired-a"\n',
                           'id = "finks-copy"\ncreated_by = "inspired-a"\ncard = "Grizzly Bears"\n', 1)
    err = refusal(write_model, text)
    assert "'finks-copy' enters as a copy of 'finks' (707.2)" in err.message and err.line > 0


def test_copy_of_needs_a_text_creating_a_copy(write_model):
    other = "Inspired — Whenever this creature becomes untapped, create a 1/1 red Elemental creature token."
    err = refusal(write_model, HISTORY.replace(TEXT, other))
    assert "its text creates no copy" in err.message


def test_a_text_creating_a_copy_needs_copy_of(write_model):
    text = HISTORY.replace('copy_of = "walker"\nexcept = { add_types = ["enchantment"] }\n', '', 1)
    err = refusal(write_model, text)
    assert "creates a token that's a copy (707.2), and the table says nothing of it" in err.message


def test_an_untargeted_copy_is_refused(write_model):
    untargeted = TEXT.replace("another target creature", "the creature")
    err = refusal(write_model, HISTORY.replace(TEXT, untargeted))
    assert "copies no target" in err.message


def test_except_goes_with_copy_of(write_model):
    text = """[scenario]
name = "except without copy_of"

[[card]]
name = "Test Fountain"
types = ["artifact"]
abilities = ["Whenever this artifact becomes untapped, you gain 1 life."]

[[object]]
id = "fountain"
card = "Test Fountain"
tapped = true

[[trigger]]
id = "gain"
source = "fountain"
ability = "Whenever this artifact becomes untapped, you gain 1 life."
when = "becomes untapped"
of = { self = true }
gain_life = 1
except = { add_types = ["enchantment"] }

[[event]]
untap = "fountain"
"""
    err = refusal(write_model, text)
    assert "'except' gives the exceptions of the copy" in err.message and err.line > 0


def test_a_replacement_effect_multiplying_tokens_is_refused(write_model):
    text = HISTORY + '\n[[object]]\nid = "procession"\ncard = "Anointed Procession"\n'
    err = refusal(write_model, text)
    assert "may multiply the tokens this trigger creates" in err.message


def test_the_exceptions_are_those_the_text_says(write_model):
    """707.9b: `except` says what the text's except clause says, and no more nor less (the session 13
    helper's worry: a table adding flying beside "except it's an enchantment" was accepted)."""
    more = HISTORY.replace('except = { add_types = ["enchantment"] }',
                           'except = { add_types = ["enchantment"], add_abilities = ["flying"] }')
    err = refusal(write_model, more)
    assert "add_abilities = ['flying'] is an exception its text" in err.message and "707.9b" in err.message
    other = HISTORY.replace('except = { add_types = ["enchantment"] }', 'except = { add_types = ["artifact"] }')
    assert "'artifact' is not in its except clause" in refusal(write_model, other).message
    fewer = HISTORY.replace(TEXT, TEXT.replace("in addition to its other types.",
                                               "in addition to its other types, and it isn't legendary."))
    assert "give remove_supertypes = ['legendary']" in refusal(write_model, fewer).message


def test_the_except_clause_ends_with_its_sentence_and_names_its_abilities(run_cli):
    """707.9b (the session 13 audit's D4): Helm of the Host's "That token gains haste." is no copiable
    exception, so `add_abilities = ["haste"]` in its `except` is refused; "except ... it has haste" needs
    it there."""
    probes = MODELS.parent / "tests" / "golden" / "audit_session13_probes"
    code, _, err = run_cli("check", str(probes / "helm_except_haste_copiable.toml"))
    # (refused first, since, for listing no effect for "That token gains haste.", 611.2a; either way at its trigger)
    assert code == 2 and ":41: error: trigger 'helm-combat'" in err and \
        ("add_abilities = ['haste'] is an exception its text" in err or "begins an effect (611.2)" in err), err
    code, _, err = run_cli("check", str(probes / "copytrig_except_haste_empty.toml"))
    assert code == 2 and "that `except` does not (give add_abilities; 707.9b)" in err, err
    code, out, err = run_cli("check", str(probes / "copytrig_except_haste_given.toml"))
    assert code == 0 and "1 claims: 1 ok" in out, out + err


NAMED = '''[scenario]
name = "A token that's a copy of a card the text names"
turn = "you"

[[object]]
id = "maker"
name = "Maker"
types = ["enchantment"]
abilities = ["At the beginning of your upkeep, create a token that's a copy of Grizzly Bears"]

[[trigger]]
id = "make"
source = "maker"
ability = "At the beginning of your upkeep, create a token that's a copy of Grizzly Bears"
when = "your upkeep"

[[object]]
id = "tok"
card = "Grizzly Bears"
created_by = "make"

[[event]]
step = "upkeep"

[[event]]
resolves = "make"
label = "made"
'''


def test_a_copy_of_a_named_card_is_that_card(write_model):
    """707.2, 111.1: the token that's a copy of Grizzly Bears is a 2/2 named Grizzly Bears."""
    assert values(write_model, NAMED, "name('tok') == 'Grizzly Bears' and power('tok') == 2", "made") == {True}


def test_a_copy_of_a_named_card_declared_otherwise_is_refused(write_model):
    """707.2, 111.1: a token declared as another card, with a characteristic of its own, or with an
    exception the text says (707.9b) is refused with its line, never read as the scenario declares it."""
    other = refusal(write_model, NAMED.replace('card = "Grizzly Bears"\ncreated_by', 'card = "Gray Ogre"\ncreated_by'))
    assert "declare it with card = 'Grizzly Bears'" in str(other) and ":19:" in str(other)
    own = refusal(write_model, NAMED.replace('created_by = "make"', 'created_by = "make"\npower = 5'))
    assert "'power' gives it one of its own" in str(own) and ":21:" in str(own)
    excepted = NAMED.replace("copy of Grizzly Bears\"", "copy of Grizzly Bears, except it's 1/1.\"")
    assert "with exceptions (707.9b)" in str(refusal(write_model, excepted))


# -- a copy the text makes that the table leaves out (707.2) ----------------------------------------

ENCHANTED = '''[scenario]
turn = "you"

[[object]]
id = "bears"
card = "Grizzly Bears"

[[object]]
id = "aura"
name = "Test Aura"
types = ["enchantment"]
subtypes = ["Aura"]
attached_to = "bears"
abilities = ["Enchant creature", "At the beginning of your upkeep, create a token that's a copy of enchanted creature."]

[[object]]
id = "tok"
created_by = "t"

[[trigger]]
id = "t"
source = "aura"
ability = "At the beginning of your upkeep, create a token that's a copy of enchanted creature."
when = "your upkeep"

[[event]]
step = "upkeep"

[[event]]
resolves = "t"

[[claim]]
id = "c"
expr = "has_type('tok', 'creature')"
expect = "refuted"
'''


def test_a_copy_of_enchanted_creature_without_copy_of_is_refused(write_model):
    """707.2: the token is a copy of the creature the Aura enchants; with no copy_of it would enter as a
    noncreature with no values at all (it was: 'refuted' above): refused at the trigger's ability, naming
    the words; with copy_of, refused too (an untargeted copy but equipped creature's is not modelled)."""
    err = refusal(write_model, ENCHANTED)
    assert err.line == ENCHANTED.splitlines().index('ability = "At the beginning of your upkeep, create a token '
                                                    'that\'s a copy of enchanted creature."') + 1
    assert "\"token that's a copy of enchanted creature\"" in err.message and "no copy_of" in err.message
    given = ENCHANTED.replace('when = "your upkeep"\n', 'when = "your upkeep"\ncopy_of = "bears"\n')
    assert "copies no target and no equipped creature" in refusal(write_model, given).message


def test_an_optional_copy_needs_copy_of_too(write_model):
    """707.2: "you may create a token that's a copy of ...": not asked for when not done (no token), but the
    token declared created_by it is the copy: without copy_of refused, with it the Walker's copy as before."""
    text = HISTORY.replace(TEXT, TEXT.replace("create a token", "you may create a token"))
    assert values(write_model, text, "on_battlefield('walker-copy')", "walker-copied") == {False}
    assert values(write_model, text, "power('finks-copy')", "finks-copied") == {3}
    err = refusal(write_model, text.replace('copy_of = "walker"\nexcept = { add_types = ["enchantment"] }\n', '', 1))
    assert "creates a token that's a copy (707.2), and the table has no copy_of" in err.message


DOPPELGANGER = (MODELS / "scenarios" / "copies_doppelganger_upkeep.toml").read_text()


def test_becoming_a_copy_lists_a_copy_effect(write_model):
    """707.2, 611.2a: Vesuvan Doppelganger's "become a copy of target creature": the effects its trigger
    lists must copy (layer1a copy_of); a pump in its place is refused at `effects`, the copy proved."""
    shrunk = re.sub(r'layer1a = \{ copy_of = "ogre".*\n', "layer7c = { power = 1 }\n", DOPPELGANGER, count=1)
    err = refusal(write_model, shrunk)
    assert err.line == shrunk.splitlines().index('effects = ["becomes-the-ogre-again"]') + 1
    assert "\"become a copy of target creature, except" in err.message and \
        "none of the effects it lists is a copy effect" in err.message
    assert values(write_model, DOPPELGANGER, "name(shifter)", "switched") == {"Gray Ogre"}


SWIFT = """[scenario]
name = "a token made, then given haste"
turn = "you"

[[card]]
name = "Test Swift Scales"
mana_cost = "{G}"
colors = ["green"]
types = ["enchantment"]
abilities = ["If one or more +1/+1 counters would be put on a creature you control with haste, that many plus one +1/+1 counters are put on it instead."]

[[card.counter_replacement]]
ability = "If one or more +1/+1 counters would be put on a creature you control with haste, that many plus one +1/+1 counters are put on it instead."
affects = { types = ["creature"], controller = "you", abilities = ["haste"] }
kinds = ["+1/+1"]
plus = 1

[[card]]
name = "Test Grown Bear"
types = ["creature"]
power = 2
toughness = 2
enters_with_counters = { "+1/+1" = 1 }

[[card]]
name = "Test Den"
mana_cost = "{2}"
types = ["artifact"]
abilities = ["At the beginning of combat on your turn, create a Test Grown Bear token. It gains haste until end of turn."]

[[object]]
id = "scales"
card = "Test Swift Scales"

[[object]]
id = "den"
card = "Test Den"

[[object]]
id = "cub"
card = "Test Grown Bear"
created_by = "den-combat"

[[effect]]
id = "cub-haste"
targets = ["cub"]
until = "end of turn"
layer6 = { add_abilities = ["haste"] }

[[trigger]]
id = "den-combat"
source = "den"
ability = "At the beginning of combat on your turn, create a Test Grown Bear token. It gains haste until end of turn."
when = "your combat"
effects = ["cub-haste"]

[[event]]
step = "combat"

[[event]]
resolves = "den-combat"
label = "made"

"""
HASTE_LORD = """
[[card]]
name = "Test Haste Lord"
mana_cost = "{R}"
types = ["enchantment"]
abilities = ["Creatures you control have haste."]

[[card.static]]
ability = "Creatures you control have haste."
affects = { types = ["creature"], controller = "you" }
layer6 = { add_abilities = ["haste"] }

[[object]]
id = "lord"
card = "Test Haste Lord"
"""


def test_a_replacement_reads_the_token_without_the_haste_its_resolution_then_gives(write_model):
    """614.12, 608.2c: "create a token. It gains haste": the haste effect does not exist yet as the token enters,
    so a replacement of +1/+1 counters on creatures with haste does not apply to the one it enters with: one
    counter, a 3/3 with haste (on main: two, the later effect read as existing)."""
    assert values(write_model, SWIFT, "counters(cub, '+1/+1')", "made") == {1}
    assert values(write_model, SWIFT, "power(cub) == 3 and has_ability(cub, 'haste')", "made") == {True}


def test_a_replacement_reads_the_haste_an_effect_already_gives(write_model):
    """614.12: an effect that exists as the token enters (a static ability of another permanent) applies to it
    first, and the replacement with it: two counters."""
    assert values(write_model, SWIFT + HASTE_LORD, "counters(cub, '+1/+1')", "made") == {2}
