"""Mana abilities that choose a colour as they resolve: "{T}: Choose a color. Add ... of that
color" (106.1a: all the mana it adds is of the one colour chosen), read by
`verifier/cards/manalines.py` as one `add` unit offering the five colours with its amount, as
"X mana of any one color" is; and recognised as mana abilities (605.1a: no target, not a loyalty
ability, it could add mana) however their first sentence is worded."""
import pytest

from verifier.cards import manalines, oracle, table
from verifier.load.loader import load_scenario
from verifier.model import is_mana_ability
from verifier.query import check_claim_over, possible_histories
from tests.test_oracle_mana_general import _check

FIVE = ["W", "U", "B", "R", "G"]

ELVES = '''[scenario]
name = "t"

[[card]]
name = "Test Elf"
mana_cost = "{G}"
mana_value = 1
types = ["creature"]
subtypes = ["Elf"]
power = 1
toughness = 1
'''


@pytest.mark.parametrize("line, add", [
    ("{T}: Choose a color. Add two mana of that color.", [{"mana": FIVE, "amount": 2}]),
    ("{T}: Choose a color. Add one mana of that color.", [{"mana": FIVE}]),
    ("{T}: Choose a color. Add one mana of that color for each Elf you control.",
     [{"mana": FIVE, "amount": {"count": {"subtypes": ["Elf"], "controller": "you"}}}]),
    ("{T}: Choose a color. Add one mana of that color for each charge counter on this artifact.",
     [{"mana": FIVE, "amount": {"counters": "charge"}}]),
    ("{2}, {T}: Choose a color. Add an amount of mana of that color equal to your devotion to that color.",
     [{"mana": FIVE, "amount": "devotion"}]),  # 700.5: devotion to the colour chosen
    ("{T}: Choose a color. Add an amount of mana of that color equal to the number of Elves you control.",
     [{"mana": FIVE, "amount": {"count": {"subtypes": ["Elf"], "controller": "you"}}}]),
    # each power once, as coven counts them (round K-A: tests/test_oracle_round_k_a.py)
    ("{T}: Choose a color. Add one mana of that color for each different power among creatures you control.",
     [{"mana": FIVE, "amount": {"distinct": "powers", "among": {"types": ["creature"], "controller": "you"}}}]),
])
def test_the_forms_read(line, add):
    assert is_mana_ability(line)  # 605.1a
    assert manalines.read(line).table["add"] == add


@pytest.mark.parametrize("line, part", [
    # (a payment one player may make: "unless any player pays {1}" is read, round X1: tests/test_oracle_round_x1.py)
    ("{T}: Choose a color. Add one mana of that color unless an opponent pays {1}.", "unless an opponent pays"),
    # (208.3: only creatures have power; the different powers among other permanents are not read)
    ("{T}: Choose a color. Add one mana of that color for each different power among artifacts you control.",
     "for each different power among artifacts you control"),
    # (614.12: of a card that chooses no creature type as it enters; Three Tree City's, which does, is read)
    ("{2}, {T}: Choose a color. Add an amount of mana of that color equal to the number of creatures you control of "
     "the chosen type.", "'of the chosen type' not read (no creature type chosen"),
])
def test_other_amounts_are_refused_naming_the_part(line, part):
    assert manalines.read(line) is None and part in manalines.why(line)


@pytest.mark.parametrize("expr, verdict", [
    ("len(tapped_for_mana(m)) == 2", "proved"),  # two Elves: two mana
    ("tapped_for_mana(m) == 'GG' or tapped_for_mana(m) == 'UU' or tapped_for_mana(m) == 'WW' or "
     "tapped_for_mana(m) == 'BB' or tapped_for_mana(m) == 'RR'", "proved"),  # 106.1a: all of the colour chosen
    ("tapped_for_mana(m) == 'GG'", "refuted"),  # (any of the five may be chosen)
    ("could_produce(m) == {'W', 'U', 'B', 'R', 'G'}", "proved"),  # 106.7
])
def test_all_its_mana_is_of_the_one_colour_chosen(tmp_path, expr, verdict):
    line = "{T}: Choose a color. Add one mana of that color for each Elf you control."
    assert _check(tmp_path, line, [("e1", "Test Elf"), ("e2", "Test Elf")], expr, ELVES) == verdict


@pytest.mark.skipif(not oracle.available(), reason="needs the cards extra")
@pytest.mark.parametrize("name, claims", [
    # 106.7: what it could produce: {C}, and the colours with devotion (a {2} cost: no tapping asked, 602.2b)
    ("Nykthos, Shrine to Nyx", [("could_produce(m) == {'C', 'G', 'W'}", "proved")]),
    # (a colour with devotion 0 may be chosen: it adds no mana, 106.1a, 700.5)
    ("Nyx Lotus", [("tapped_for_mana(m) == 'GG' or tapped_for_mana(m) == 'W' or tapped_for_mana(m) == ''", "proved"),
                   ("tapped_for_mana(m) == 'GG' or tapped_for_mana(m) == 'W'", "refuted"),
                   ("tapped_for_mana(m) == 'GG'", "refuted"),
                   ("could_produce(m) == {'G', 'W'}", "proved")]),
])
def test_devotion_to_the_colour_chosen(name, claims, tmp_path):
    """Nykthos and Nyx Lotus: mana of the colour chosen, as much as your devotion to it (700.5); with
    {G}{G} and {1}{W} among your permanents' mana costs, GG, W or none (a colour with
    devotion 0 chosen), never GW nor a third mana, and no blue, black or red (106.7)."""
    text, refusals = table.generate(name)
    assert not refusals and 'amount = "devotion"' in text
    path = tmp_path / "s.toml"
    path.write_text(text + '''
[[card]]
name = "Two Green"
mana_cost = "{G}{G}"
mana_value = 2
types = ["enchantment"]

[[card]]
name = "One White"
mana_cost = "{1}{W}"
mana_value = 2
types = ["enchantment"]

[[object]]
id = "m"
card = "%s"

[[object]]
id = "g"
card = "Two Green"

[[object]]
id = "w"
card = "One White"
''' % name + "".join(f'\n[[claim]]\nid = "c{i}"\nexpr = "{e}"\nexpect = "{v}"\n' for i, (e, v) in enumerate(claims)))
    sc = load_scenario(path)
    verdicts = [check_claim_over(possible_histories(sc).encodings, c).verdict.value for c in sc.claims]
    assert verdicts == [v for _, v in claims]
