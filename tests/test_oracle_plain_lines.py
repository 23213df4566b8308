"""The translator's last fallback (`verifier.cards.plain_lines`): a line with no word that may
change characteristics, control, mana or timing was kept as the ability's text with no note,
whatever it said.  Two silent drops of the draws came from it (Enthralling Hold, Thunderbond
Vanguard).  Now such a line is kept only where a guard of the loader reads it or where it changes
nothing the model answers (a reviewed list of shapes); any other is refused naming it.  Also: an
equip ability with a restriction beyond equip's own timing (602.5b) refuses an equip event, which
does not count activations (Leather Armor was equipped twice in a turn).

Skipped where the `cards` extra is absent (the equip test needs nothing of it)."""
import pytest

from conftest import claim, verdict
from verifier.cards.plain_lines import refusal
from verifier.errors import ModelError
from verifier.load.loader import load_scenario


def _refused(name):
    pytest.importorskip("phase")
    pytest.importorskip("mtg")
    from verifier.cards.table import generate
    text, refusals = generate(name)
    assert text is None, text
    return " ".join(map(str, refusals))


def _kept(name):
    pytest.importorskip("phase")
    pytest.importorskip("mtg")
    from conftest import generated_card
    return generated_card(name)[1]


# --- refused: rules no guard reads ---------------------------------------------------------------------------

@pytest.mark.parametrize("name, words", [
    # a rule of the game changed: cards in a library on the battlefield too (400.1)
    ("Yet Another Aether Vortex", "Noninstant, nonsorcery cards on top of a library"),
    # 603.1: two triggered abilities inside a sentence that begins "Reveal", which the guard does not read
    ("Keranos, God of Storms", "Whenever you reveal a land card this way"),
    # 614.1a: a replacement of a discard's destination
    ("Nephalia Academy", "put it on top of your library instead"),
    # 115.4: a rule of choosing targets
    ("Coalition Flag", "must choose at least one Flagbearer"),
    # 301.5, 607.2a: a choice made again at each attachment, not once as it entered
    ("Sanctuary Blade", "As this Equipment becomes attached to a creature, choose a color"),
    # 702.48a: offering lets the spell be cast any time an instant could be
    ("Blast-Furnace Hellkite", "Artifact offering"),
    # 303.4: more than one Role of a controller attached
    ("Maeve, Wearer of Many Hats", "Any number of Role enchantments"),
])
def test_a_rule_no_guard_reads_is_refused_naming_it(name, words):
    why = _refused(name)
    assert words in why and "no guard of the loader reads" in why


def test_a_mode_under_a_choice_is_refused_unless_a_trigger_the_guard_reads():
    # 700.2, 614.12: "• Jeskai — Whenever ..." under "As this enchantment enters, choose Jeskai or Temur": a trigger
    # the guard reads (whichever mode was chosen); a mode of no such kind under a choice is refused
    from verifier.load.unsaid_triggers import read_as_trigger
    assert read_as_trigger("\u2022 Jeskai \u2014 Whenever one or more creatures you control deal combat damage to a "
                           "player, draw a card.")
    assert _kept("Frostcliff Siege")["name"] == "Frostcliff Siege"
    assert "a mode (700.2)" in refusal("\u2022 Bears \u2014 You may play an additional land.",
                                       "\u2022 Bears \u2014 You may play an additional land.", False,
                                       "As ~ enters, choose Bears or Elves.")


@pytest.mark.parametrize("name", ["Fanged Flames", "Brutal Expulsion", "Unnatural Aggression"])
def test_a_spells_replacement_lasting_the_turn_is_refused(name):
    # 614.1a: "if that creature would die this turn, exile it instead" outlives the spell's resolution
    assert "614.1a" in _refused(name)


# --- kept: read by a guard, or changing nothing the model answers ----------------------------------------

@pytest.mark.parametrize("name, line", [
    ("Cavern of Souls", "As this land enters, choose a creature type"),  # 614.12, 607.2a: the scenario's `chosen`
    ("Leyline of the Meek", "If this card is in your opening hand, you may begin the game with it on the "
                            "battlefield"),  # 103.6a: before the game
    ("Changeling Titan", "Champion a creature"),  # 702.72a: triggers the guard reads
    ("Bow of Nylea", "You gain 3 life"),  # 700.2: a mode of an activated ability kept by its text
])
def test_a_line_a_guard_reads_or_outside_the_model_is_kept(name, line):
    card = _kept(name)
    assert any(line in a for a in card["abilities"]), card["abilities"]


def test_the_reviewed_shapes():
    assert refusal("Gleemox is banned.", "~ is banned.", False, None) is None
    assert refusal("Kicker {U} and/or {B}", "Kicker {U} and/or {B}", False, None) is None
    assert refusal("Dragoon's Lance — Equip {4}", "Gae Bolg — Equip {4}", False, None) is None
    assert refusal("Gift a card", "Gift a card", False, None) is None
    assert "not translated" in refusal("Squirrellink", "Squirrellink", False, None)
    assert "not translated" in refusal("Starting intensity 0", "Starting intensity 0", False, None)
    # a mode is kept under a trigger, an activated ability or a spell's first line, and refused under any other
    assert refusal("• Draw a card.", "• Draw a card.", False, "Whenever ~ attacks, choose one —") is None
    assert refusal("• Draw a card.", "• Draw a card.", False, "{2}, {T}: Choose one —") is None
    assert refusal("• Draw a card.", "• Draw a card.", False, "As ~ enters, choose one —") is not None


def test_gift_on_a_permanent_is_a_trigger_the_guard_reads():
    # 702.174b: on a permanent, gift's second ability triggers as it enters
    from verifier.load.unsaid_triggers import read_as_trigger
    assert read_as_trigger("Gift a tapped Fish")


# --- 602.5b: an equip ability activated only once each turn -------------------------------------------------

_ARMOR = '''
[scenario]
name = "An equip ability activated only once each turn, equipped twice"
turn = "you"

[[card]]
name = "Plain Armor (test card)"
types = ["artifact"]
subtypes = ["Equipment"]
abilities = ["ABILITY"]

[[card.static]]
ability = "Plain Armor (test card)"
affects = { types = ["creature"], attached = true }
layer7c = { toughness = 1 }

[[object]]
id = "armor"
card = "Plain Armor (test card)"

[[object]]
id = "bear"
card = "Grizzly Bears"

[[object]]
id = "elf"
card = "Llanowar Elves"

[[event]]
step = "main"

[[event]]
attach = "armor"
to = "bear"
equip = true

[[event]]
attach = "armor"
to = "elf"
equip = true
label = "twice"
'''


def test_equip_once_each_turn_is_refused_in_a_history(tmp_path):
    path = tmp_path / "armor.toml"
    path.write_text(_ARMOR.replace("ABILITY", "Equip {0}. Activate only once each turn")
                    + claim("toughness(elf) == 2", extra='at = "twice"'))
    with pytest.raises(ModelError, match="Activate only once each turn.*602.5b"):
        load_scenario(path)


def test_equip_as_a_sorcery_is_equips_own_timing_and_loads(tmp_path):
    # 702.6a: equip is activated only as a sorcery anyway; saying so restricts nothing more
    path = tmp_path / "armor.toml"
    path.write_text(_ARMOR.replace("ABILITY", "Equip {0}. Activate only as a sorcery.")
                    + claim("toughness(elf) == 2", extra='at = "twice"'))
    assert verdict(path) == "proved"


# --- 606.4: a loyalty ability kept by its cost only ----------------------------------------------------------

_GRIST = '''
[scenario]
name = "Grist's -2, kept by its cost"
turn = "you"
conditions = { "Grist isn't on the battlefield" = false }

[[object]]
id = "g"
card = "Grist, the Hunger Tide"

[[loyalty]]
id = "minus"
source = "g"
cost = "-2"

[[event]]
step = "main"

[[event]]
activate = "minus"
'''


def test_a_loyalty_ability_kept_by_its_cost_is_not_activated(tmp_path):
    # what "[-2]: You may sacrifice a creature. When you do, destroy ..." does is no key of a [[loyalty]] table:
    # the table would resolve it doing nothing (the auditor's worry, fallback audit FBA, Grist)
    card = _kept("Grist, the Hunger Tide")
    assert card["not_followed"] == ["+1", "-2", "-5"]
    path = tmp_path / "grist.toml"
    path.write_text(_GRIST + claim("loyalty(g) == 1"))
    with pytest.raises(ModelError, match="loyalty ability '-2' of 'Grist, the Hunger Tide' does as it resolves was "
                                         "not read"):
        load_scenario(path)
