"""An activated ability's number of targets and a target restricted by counters (115.1, 115.3,
601.2c via 602.2b, 608.2b; `verifier.rules.targets`, `verifier.load.several`): the forms read,
what `can_activate` asks, an illegal target left unaffected while the others are, and what an
`[[ability]]` with several targets refuses (the Fendeep Summoner and Obsidian Fireheart rulings,
`models/scenarios/activation_fendeep_summoner_targets.toml`,
`activation_obsidian_fireheart_target.toml`)."""
import pytest

from conftest import MODELS, claim_verdict
from test_casting import refusal
from verifier.rules import targets

FENDEEP = (MODELS / "scenarios" / "activation_fendeep_summoner_targets.toml").read_text()
CARD = FENDEEP[FENDEEP.index("# -- cards generated"):]
TEXT = ("{T}: Up to two target Swamps each become 3/5 Treefolk Warrior creatures in addition to their other types "
        "until end of turn")


@pytest.mark.parametrize("text, count, optional", [
    (TEXT, 2, True),
    ("{X}, {T}: Untap X target lands", "X", False),
    ("{T}: Tap two target creatures.", 2, False),
    ("{T}: Untap up to one target land.", 1, True),
])
def test_numbers_of_targets_read(text, count, optional):
    (target,), unread = targets.read(text)
    assert (target.count, target.optional, unread) == (count, optional, ())


def test_basic_land_type_and_counters_read():
    (swamps,), _ = targets.read(TEXT)
    assert swamps.of.subtypes == ("Swamp",) and not swamps.of.types
    (land,), unread = targets.read("{1}{R}{R}: Put a blaze counter on target land without a blaze counter on it.")
    assert land.of.types == ("land",) and land.of.non_counters == ("blaze",) and unread == ()


@pytest.mark.parametrize("text", ["{T}: Tap two target creature.", "{T}: Tap target creatures.",
                                  "{T}: Exile two target creature cards from your graveyard."])
def test_number_and_noun_disagreeing_left_unread(text):
    """One target said in the plural, or several in the singular, is not read (nor are several cards)."""
    read, unread = targets.read(text)
    assert read == () and len(unread) == 1


BOARD = '''
[scenario]
turn = "you"

[[object]]
id = "tapper"
name = "Tapper"
types = ["artifact"]
abilities = ["{T}: Tap two target creatures."]
''' + "".join(f'''
[[object]]
id = "bear-{i}"
card = "Grizzly Bears"
''' for i in (1, 2)) + '''
[[event]]
turn = "you"
label = "two-bears"

[[event]]
leaves = "bear-2"
label = "one-bear"
'''


def test_exactly_two_needs_two_different_legal_targets(write_model):
    """601.2c, 115.3: "two target creatures" needs two different ones: one creature is not enough."""
    ask = "can_activate(tapper, '{T}: Tap two target creatures.')"
    assert claim_verdict(write_model, BOARD, ask, at="two-bears") == "proved"
    assert claim_verdict(write_model, BOARD, ask, at="one-bear", expect="refuted") == "refuted"


HISTORY = FENDEEP[:FENDEEP.index("[[event]]")]
SHROUDED = HISTORY + '''
[[effect]]
id = "veil"
targets = ["swamp-2"]
layer6 = { add_abilities = ["shroud"] }
until = "end of turn"

[[event]]
activate = "two-swamps"

[[event]]
starts = "veil"

[[event]]
resolves = "two-swamps"
label = "resolved"
''' + CARD


def test_an_illegal_target_is_not_affected_the_other_is(write_model):
    """608.2b: Swamp 2 gains shroud while the ability waits: it is not affected; Swamp 1 still is."""
    assert claim_verdict(write_model, SHROUDED, "power('swamp-1') == 3 and not has_type('swamp-2', 'creature')",
                         at="resolved") == "proved"


def _ability(effects: str) -> str:
    return HISTORY.replace('effects = ["treefolk-1", "treefolk-2"]', f"effects = {effects}") + \
        '[[event]]\nactivate = "two-swamps"\n\n' + CARD


def test_more_targets_than_up_to_two_refused(write_model):
    message = str(refusal(write_model, _ability('["treefolk-1", "treefolk-2", "treefolk-3"]')))
    assert "up to 2 different targets" in message and "affect 3" in message and "effects" in message


def test_an_effect_on_two_targets_refused(write_model):
    text = _ability('["treefolk-1"]').replace('targets = ["swamp-1"]', 'targets = ["swamp-1", "swamp-2"]')
    assert "list one effect per target" in str(refusal(write_model, text))


def test_exactly_two_with_one_chosen_refused(write_model):
    text = _ability('["treefolk-1"]').replace("Up to two target", "Two target")
    assert "asks for 2 different targets" in str(refusal(write_model, text))


def test_x_targets_in_a_history_refused(write_model):
    """Candelabra of Tawnos: the X of an activation in a history is not modelled: refused with its line."""
    text = HISTORY.replace(TEXT, "{X}, {T}: Untap X target lands") + '[[event]]\nactivate = "two-swamps"\n\n' + \
        CARD.replace(TEXT, "{X}, {T}: Untap X target lands")
    assert "not modelled" in str(refusal(write_model, text))


CANDELABRA = (MODELS / "scenarios" / "activation_candelabra_of_tawnos_untaps.toml").read_text()
CANDELABRA_HISTORY = CANDELABRA[:CANDELABRA.index("[[claim]]")]
CANDELABRA_CARD = CANDELABRA[CANDELABRA.index("[[card]]"):]


def test_x_targets_paid_and_untapped(write_model):
    """107.3a, 701.26b: X = 3 paid with three Islands, the targets untapped as it resolves."""
    assert claim_verdict(write_model, CANDELABRA_HISTORY + CANDELABRA_CARD,
                         "is_tapped(candelabra) and not is_tapped('their-forest')", at="resolved") == "proved"


def test_x_beyond_the_mana_impossible(write_model):
    """601.2h via 602.2b: X = 3 with two Islands able to pay: no such history."""
    text = CANDELABRA_HISTORY.replace('id = "island-1"\ncard = "Island"', 'id = "island-1"\ncard = "Island"\ntapped = true')
    text = text.replace('id = "island-2"\ncard = "Island"', 'id = "island-2"\ncard = "Island"\ntapped = true')
    message = str(refusal(write_model, text + CANDELABRA_CARD))
    assert "cannot happen" in message and "can't pay the cost" in message


def test_x_not_the_number_of_targets_refused(write_model):
    text = CANDELABRA_HISTORY.replace("x = 3", "x = 2") + CANDELABRA_CARD
    assert "give x = 3" in str(refusal(write_model, text))


def test_x_not_given_refused(write_model):
    text = CANDELABRA_HISTORY.replace("x = 3\n", "") + CANDELABRA_CARD
    assert "give x = 3" in str(refusal(write_model, text))


def test_untaps_with_effects_refused(write_model):
    text = CANDELABRA_HISTORY.replace('untaps = ["island-4",', 'effects = []\nuntaps = ["island-4",').replace(
        "effects = []", 'effects = ["glow"]') + '[[effect]]\nid = "glow"\ntargets = ["island-4"]\n' \
        'layer6 = { add_abilities = ["flying"] }\n\n' + CANDELABRA_CARD
    assert "begins no effect" in str(refusal(write_model, text))


def test_untaps_on_another_ability_refused(write_model):
    """`untaps` reads "Untap ... target ..." and nothing else: Fendeep Summoner's animation is no untapping."""
    text = HISTORY.replace('effects = ["treefolk-3"]', 'untaps = ["swamp-3"]') + CARD
    assert "untaps names the targets of an ability whose effect is" in str(refusal(write_model, text))


def test_an_x_cost_for_something_else_refused(write_model):
    """{X} paid for anything but the number of lands it untaps is still refused in a history."""
    text = CANDELABRA_HISTORY.replace("{X}, {T}: Untap X target lands", "{X}, {T}: Untap target land") \
        .replace('untaps = ["island-4", "their-forest", "their-other-forest"]', 'untaps = ["their-forest"]') + \
        CANDELABRA_CARD.replace("{X}, {T}: Untap X target lands", "{X}, {T}: Untap target land")
    assert "is not modelled" in str(refusal(write_model, text))
