"""A card put onto the battlefield "transformed" (712.14a): `transformed = true` on an
`enters` event puts a double-faced card, modal ones too, back face up; one whose back face
is an instant or sorcery stays where it is (400.4a); a one-faced card stays in its zone, so
such an event, which changes nothing, is refused.  The reference (tests/reference, written
apart from verifier/rules) agrees on the faces and zones."""
import pytest

from conftest import MODELS, verdict
from verifier.errors import ModelError
from verifier.load.loader import load_scenario

SCENARIO = MODELS / "scenarios" / "faces_modal_put_transformed.toml"

# Made-up cards: a modal card with a land back face, one with an instant back face, and a transforming one.
CARDS = '''
[scenario]
name = "t"
turn = "you"

[[card]]
name = "Test Charm"
mana_cost = "{G}"
types = ["instant"]
layout = "modal_dfc"

[card.back]
name = "Test Grove"
types = ["land"]
abilities = ["{T}: Add {G}"]

[[card]]
name = "Test Ogre"
mana_cost = "{2}{R}"
types = ["creature"]
power = 3
toughness = 3
layout = "modal_dfc"

[card.back]
name = "Test Blast"
mana_cost = "{R}"
types = ["instant"]

[[card]]
name = "Test Pup"
mana_cost = "{1}{G}"
types = ["creature"]
power = 1
toughness = 1
layout = "transform"

[card.back]
name = "Test Howler"
types = ["creature"]
power = 4
toughness = 4

[[object]]
id = "charm"
card = "Test Charm"
zone = "graveyard"

[[object]]
id = "ogre"
card = "Test Ogre"
zone = "graveyard"

[[object]]
id = "pup"
card = "Test Pup"
zone = "graveyard"

[[object]]
id = "bears"
card = "Grizzly Bears"
zone = "graveyard"

[[event]]
enters = "charm"
transformed = true

[[event]]
enters = "ogre"
transformed = true

[[event]]
enters = "pup"
transformed = true
label = "put"
'''

CLAIMS = [
    # 712.14a: back face up, modal or transforming
    ("on_battlefield(charm) and name(charm) == 'Test Grove' and mana_value(charm) == 0", "proved"),
    ("on_battlefield(pup) and name(pup) == 'Test Howler' and power(pup) == 4 and mana_value(pup) == 2", "proved"),
    # 400.4a: an instant back face can't enter; it stays in the graveyard
    ("not on_battlefield(ogre) and in_zone(ogre, 'graveyard')", "proved"),
    # naive: "transformed" ignored for a modal card (the 2020 rulings), so it would stay
    ("not on_battlefield(charm)", "refuted"),
    # naive: a card that can't enter back face up enters front face up instead
    ("on_battlefield(ogre)", "refuted"),
]


def _with_claim(expr: str, expect: str) -> str:
    return CARDS + f'\n[[claim]]\nid = "c"\nat = "put"\nexpr = "{expr}"\nexpect = "{expect}"\n'


@pytest.mark.parametrize("expr, expect", CLAIMS)
def test_verdicts(write_model, expr, expect):
    assert verdict(write_model(_with_claim(expr, expect))) == expect


@pytest.mark.parametrize("query, value", [
    ("on_battlefield(charm)", True), ("has_type(charm, 'land')", True), ("has_type(charm, 'instant')", False),
    ("on_battlefield(ogre)", False),
    ("in_zone(ogre, 'graveyard')", True), ("power(pup)", 4),
])
def test_the_reference_agrees(write_model, query, value):
    from reference import values
    sc = load_scenario(write_model(_with_claim("True", "proved")))
    assert values(sc, query, "put") == {value}


def test_the_bundled_scenario():
    sc = load_scenario(SCENARIO)
    for i, c in enumerate(sc.claims):
        assert verdict(SCENARIO, i) == c.expect, c.id


@pytest.mark.parametrize("change, words", [
    (('enters = "charm"\ntransformed = true', 'enters = "bears"\ntransformed = true'),
     "'bears' is not a double-faced card: put onto the battlefield transformed, it stays in its zone (712.14a)"),
    (('enters = "charm"\ntransformed = true', 'enters = "charm"\ntransformed = true\nface = "back"'),
     "give transformed or face, not both"),
    (('enters = "charm"\ntransformed = true', 'enters = "charm"\n\n[[event]]\ntransform = "charm"\ntransformed = true'),
     "'transformed' says how a card is put onto the battlefield (712.14a)"),
    (('enters = "pup"\ntransformed = true', 'enters = "pup"\ntransformed = true\ntogether = ["bears"]'),
     "transformed together with others is not modelled"),
])
def test_refused_with_the_line(write_model, change, words):
    old, new = change
    text = _with_claim("True", "proved").replace(old, new)
    with pytest.raises(ModelError) as err:
        load_scenario(write_model(text))
    assert words in err.value.message
    key = [line for line in new.splitlines() if line.startswith(("transformed", "face", "together"))][-1]
    assert err.value.line == text.splitlines().index(key) + 1
