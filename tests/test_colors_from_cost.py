"""202.2: an object's colours are its mana symbols' (a Phyrexian or hybrid symbol each of its
colours, 107.4e-f): a card with a mana cost and no `colors` gets them from it, and `colors` that
disagree with the cost are refused (Phyrexian Metamorph's ruling, `colors_phyrexian_mana_cost.toml`).
A colour indicator is `colors` on a face with no mana cost (202.2e: Dryad Arbor)."""
from conftest import claim, claim_verdict, refused_in_one_line
from verifier.model import colors_of_cost

CARD = '''
[[card]]
name = "Test Hybrid"
mana_cost = "COST"
EXTRA
types = ["artifact"]

[[object]]
id = "x"
card = "Test Hybrid"
'''


def test_colours_of_costs():
    assert colors_of_cost("{3}{U/P}") == {"blue"}
    assert colors_of_cost("{2/W}{B/G}") == {"white", "black", "green"}
    assert colors_of_cost("{X}{C}{S}{4}") == frozenset()


def test_a_hybrid_cost_gives_both_colours(write_model):
    text = CARD.replace("COST", "{R/G}").replace("EXTRA", "")
    assert claim_verdict(write_model, text, "has_color(x, 'red') and has_color(x, 'green') and "
                                            "not has_color(x, 'blue')") == "proved"


def test_colours_that_disagree_with_the_cost_are_refused(write_model, run_cli):
    text = CARD.replace("COST", "{1}{R}").replace("EXTRA", 'colors = ["blue"]') + claim("on_battlefield(x)")
    refused_in_one_line(run_cli, write_model(text), 5, "the mana cost {1}{R} makes it red (202.2), not blue")


def test_a_colour_indicator_without_a_mana_cost_is_read(write_model):
    text = '[[object]]\nid = "arbor"\ncard = "Dryad Arbor"\n'
    assert claim_verdict(write_model, text, "has_color(arbor, 'green') and has_type(arbor, 'land')") == "proved"


def test_an_objects_colours_that_disagree_with_its_cards_cost_are_refused(write_model, run_cli):
    """202.2 (the audit's probe): `colors` on the object, the mana cost on its card."""
    text = '[[object]]\nid = "bears"\ncard = "Grizzly Bears"\ncolors = ["blue"]\n' + claim("on_battlefield(bears)")
    refused_in_one_line(run_cli, write_model(text), 4, "the mana cost {1}{G} makes it green (202.2), not blue")
