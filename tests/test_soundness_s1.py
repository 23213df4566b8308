"""Soundness round S1.  (1) A modal activated ability (700.2: "{1}{G}, {T}: Choose one —", its modes the lines after
it) activated by an [[ability]] or asked by can_activate is refused, not read as an ability that targets nothing and
does nothing (`verifier/load/modal_activation.py`).  (2) A stated number or condition whose words name the object
asking it ("cards exiled with it", 607.2a; "it's monstrous") is refused where two objects may have an ability naming
it, two of the card or a copy (109.1, 707.2: `verifier/load/object_numbers.py`); a player's ("cards in your
graveyard") is still one for all."""
import pytest

from conftest import claim, claim_verdict
from verifier.errors import ModelError
from verifier.load.loader import load_scenario

# ---- (1) modal activated abilities ----------------------------------------------------------------------------

BOW = "{1}{G}, {T}: Choose one —"
# Bow of Nylea's modal ability as the Oracle translator lists it: its first line, then each mode its own line
BOW_CARD = f'''
[[card]]
name = "Probe Bow"
mana_value = 3
types = ["artifact"]
abilities = ["{BOW}", "• Put a +1/+1 counter on target creature",
             "• Probe Bow deals 2 damage to target creature with flying", "• You gain 3 life"]
'''
CROW = '''
[[card]]
name = "Probe Crow"
mana_value = 2
types = ["creature"]
power = 1
toughness = 2
abilities = ["flying"]
'''


def _objects(*cards: str) -> str:
    """[[object]] tables, "id=Card" each (its controller after a second "=")."""
    tables = []
    for said in cards:
        oid, card, *controller = said.split("=")
        tables.append(f'\n[[object]]\nid = "{oid}"\ncard = "{card}"\n' +
                      "".join(f'controller = "{c}"\n' for c in controller))
    return "".join(tables)


BOARD = '[scenario]\nname = "modal activation"\nsource = "test"\nturn = "you"\n' + \
    _objects("bow=Probe Bow", "forest-1=Forest", "forest-2=Forest", "bird=Probe Crow=opponent")
ACTIVATED = BOARD + f'''
[[ability]]
id = "shoot"
source = "bow"
ability = "{BOW}"
effects = []

[[event]]
activate = "shoot"

[[event]]
resolves = "shoot"
label = "resolved"
'''


def _bird_survives(mode: int) -> bool:
    """Apart from the verifier: whether the 1/2 flyer is on the battlefield after the Bow's ability resolves in each
    mode (Bow of Nylea ruling 2013-09-15: the mode is chosen as it is activated; 2 damage to a toughness-2 creature
    is lethal, 704.5g)."""
    damage = {1: 0, 2: 2, 3: 0}[mode]
    return damage < 2


def test_the_modes_disagree_so_an_activation_naming_no_mode_decides_nothing():
    # the reference: the answer to "is the bird still there?" depends on the mode chosen as it was activated
    assert {_bird_survives(m) for m in (1, 2, 3)} == {True, False}


def test_an_ability_activating_a_modal_ability_is_refused_with_its_line(write_model):
    # before: loaded, resolved doing nothing, and "on_battlefield(bird)" was proved though mode 2 kills it
    path = write_model(ACTIVATED + BOW_CARD + CROW + claim("on_battlefield(bird)", extra='at = "resolved"'))
    with pytest.raises(ModelError, match=r"is modal \(700.2\)") as e:
        load_scenario(path)
    assert e.value.line == path.read_text().splitlines().index(f'ability = "{BOW}"') + 1


def test_a_modal_ability_on_one_line_is_refused_too(write_model):
    one_line = "{T}: Choose one — • You gain 3 life. • Scry 1."
    text = ACTIVATED.replace(BOW, one_line) + BOW_CARD.replace(BOW, one_line) + CROW + claim("life('you') == 20")
    with pytest.raises(ModelError, match=r"is modal \(700\.2\)"):
        load_scenario(write_model(text))


BREAKER = '''
[[card]]
name = "Probe Breaker"
mana_value = 2
types = ["creature"]
power = 1
toughness = 1
abilities = ["{T}: Choose one —", "• Destroy target artifact", "• Destroy target enchantment"]
'''


def test_can_activate_of_a_modal_ability_is_refused(write_model):
    # before: proved, though with no artifact or enchantment no mode has a legal target (601.2c), so it can't be
    # activated at all
    text = BOARD.replace("Probe Bow", "Probe Breaker") + '\n[[event]]\nstep = "upkeep"\nlabel = "up"\n' + \
        BREAKER + CROW
    with pytest.raises(ModelError, match=r"can_activate: '\{T\}: Choose one —' is modal"):
        load_scenario(write_model(text + claim("can_activate(bow, '{T}: Choose one —')", extra='at = "up"')))


# ---- (2) stated facts of one object ---------------------------------------------------------------------------

HEARSE = '''
[[card]]
name = "Probe Hearse"
mana_value = 2
types = ["artifact", "creature"]
power = 0
toughness = 0
abilities = ["{T}: Exile up to two target cards from a single graveyard"]

[[card.static]]
ability = "Probe Hearse"
layer7a = { power = { number = "cards exiled with it" }, toughness = { number = "cards exiled with it" } }
cda = true
'''


def _hearses(n: int, *ids: str, more: str = "") -> str:
    objects = _objects(*(f"{x}=Probe Hearse" for x in ids))
    return f'[scenario]\nname = "hearses"\nsource = "test"\nnumbers = {{ "cards exiled with it" = {n} }}\n' + \
        objects + more + HEARSE


def _powers(exiled_by: dict) -> dict:
    """Apart from the verifier: each Hearse's power, the cards exiled with that Hearse only (607.2a, 109.1)."""
    return {x: len(cards) for x, cards in exiled_by.items()}


@pytest.mark.parametrize("n", [0, 1, 3])
def test_one_object_reads_its_stated_number_as_the_reference_does(write_model, n):
    expected = _powers({"a": [f"card-{i}" for i in range(n)]})["a"]
    assert claim_verdict(write_model, _hearses(n, "a"), f"power(a) == {expected}") == "proved"


def test_two_objects_of_one_card_with_an_objects_number_are_refused(write_model):
    # the reference: two Hearses, one of which exiled two cards, differ; one stated number would make them equal
    assert len(set(_powers({"a": ["x", "y"], "b": []}).values())) == 2
    with pytest.raises(ModelError, match=r"'cards exiled with it' is a fact of the object whose ability names it "
                                         r"\(607.2a\), and both 'a' and 'b'") as e:
        load_scenario(write_model(_hearses(2, "a", "b") + claim("power(a) == 2 and power(b) == 2")))
    assert e.value.line == 4


def test_a_copy_of_the_object_is_refused_too(write_model):
    blank = '\n[[card]]\nname = "Probe Blank"\nmana_value = 1\ntypes = ["artifact", "creature"]\npower = 1\n' \
            'toughness = 1\n'
    copy = _objects("mimic=Probe Blank") + '\n[[effect]]\nid = "copy"\ntargets = ["mimic"]\n' \
           'layer1a = { copy_of = "a" }\n'
    with pytest.raises(ModelError, match=r"both 'a' and 'mimic' may have that ability \(one a copy of the other, "
                                         r"707.2\)"):
        load_scenario(write_model(_hearses(2, "a", more=copy) + blank + claim("power(mimic) == 2")))


def _conditional(name: str, size: int, condition: str) -> str:
    """A size/size creature card that gets +3/+3 as long as a stated condition holds (611.3a)."""
    return f'''
[[card]]
name = "{name}"
mana_value = 2
types = ["creature"]
power = {size}
toughness = {size}

[[card.static]]
ability = "As long as {condition}, it gets +3/+3"
condition = "{condition}"
affects = {{ self = true }}
layer7c = {{ power = 3, toughness = 3 }}
'''


MONSTER = _conditional("Probe Monster", 2, "it's monstrous")


def test_a_stated_condition_of_an_object_on_two_objects_is_refused(write_model):
    one = '[scenario]\nname = "m"\nsource = "test"\nconditions = { "it\'s monstrous" = true }\n' + \
        _objects("a=Probe Monster")
    text = one + _objects("b=Probe Monster")
    with pytest.raises(ModelError, match=r"\"it's monstrous\" is a fact of the object .* \(109.1\)"):
        load_scenario(write_model(text + MONSTER + claim("power(a) == 5 and power(b) == 5")))
    assert claim_verdict(write_model, one + MONSTER, "power(a) == 5") == "proved"


def test_a_players_stated_number_is_still_one_for_every_object_naming_it(write_model):
    # "cards in your graveyard" is the scenario's "you"'s (109.5), whatever object of theirs asks it
    text = _hearses(3, "a", "b").replace("cards exiled with it", "cards in your graveyard")
    assert claim_verdict(write_model, text, "power(a) == 3 and power(b) == 3") == "proved"


def test_the_real_bow_of_nylea_activated_is_refused(write_model):
    # the generated card (the cards extra): its first line is one of its abilities, so an [[ability]] names it
    pytest.importorskip("phase")
    pytest.importorskip("mtg")
    text = ACTIVATED.replace("Probe Bow", "Bow of Nylea").replace("Probe Crow", "Storm Crow")
    with pytest.raises(ModelError, match=r"is modal \(700.2\)"):
        load_scenario(write_model(text + claim("on_battlefield(bird)", extra='at = "resolved"')))


def test_a_resolved_effect_naming_an_objects_number_is_one_more_holder(write_model):
    # an [[effect]] whose amount is "cards exiled with it" counts what its source exiled (608.2h: as it began); one
    # naming no source (ability_of) may be another Hearse's: refused beside the Hearse on the board
    effect = '\n[[effect]]\nid = "pump"\ntargets = ["a"]\nuntil = "end of turn"\n' \
             'layer7c = { power = { number = "cards exiled with it" }, toughness = 0 }\n'
    with pytest.raises(ModelError, match=r"both '\[\[effect\]\] pump' and 'a' may have that ability"):
        load_scenario(write_model(_hearses(1, "a", more=effect) + claim("power(a) == 2")))
    mine = effect.replace('targets = ["a"]', 'ability_of = "a"\ntargets = ["a"]')
    assert claim_verdict(write_model, _hearses(1, "a", more=mine), "power(a) == 2") == "proved"


SAGE = _conditional("Probe Sage", 1, "you have seven or more cards in hand")


def test_a_stated_you_condition_on_an_opponents_object_is_refused(write_model):
    # 109.5: "you" of the opponent's Sage is the opponent, whose hand the scenario's stated "you" fact does not say;
    # before: power 4 proved from the scenario's "you"'s hand
    head = '[scenario]\nname = "y"\nsource = "test"\nconditions = { "you have seven or more cards in hand" = true }\n'
    with pytest.raises(ModelError, match=r"'you' is that player \(109.5\)"):
        load_scenario(write_model(head + _objects("theirs=Probe Sage=opponent") + SAGE + claim("power(theirs) == 4")))
    assert claim_verdict(write_model, head + _objects("mine=Probe Sage") + SAGE, "power(mine) == 4") == "proved"
