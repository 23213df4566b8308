"""Mana abilities (605.1a) whose amount is their own permanent's (`verifier/cards/manalines.py`,
`verifier/rules/mana.py`): "{C} for each charge counter on this artifact", "an amount of {C}
equal to the number of time counters on this artifact" (122.1), "equal to Vhal's toughness";
riders on spending that give the spell something (haste), kept and refused where mana is
spent (106.6); an ability with a target is no mana ability (605.1a).  Generated cards are put
in scenarios with a real claim.  Skipped where the `cards` extra is not installed."""
import tomllib

import pytest

pytest.importorskip("phase")
pytest.importorskip("mtg")

from verifier.cards.table import generate  # noqa: E402
from verifier.errors import ModelError  # noqa: E402


def _mana(name):
    text, refusals = generate(name)
    assert text is not None, refusals
    return text, [{k: v for k, v in t.items() if k != "ability"} for t in tomllib.loads(text)["card"][0]["mana"]]


@pytest.mark.parametrize("name, tables", [
    # 122.1: the counters of a kind on itself; the sacrifice is its own (701.21a), the amount read as it last existed
    ("Shrine of Boundless Growth", [{"cost": {"tap": True, "sacrifice": True},
                                     "add": [{"mana": ["C"], "amount": {"counters": "charge"}}]}]),
    ("Rotating Fireplace", [{"cost": {"tap": True},
                             "add": [{"mana": ["C"], "amount": {"counters": "time"}}]}]),
    # its own toughness, by its name (its spending rider kept in the text: a payment with it is refused, 106.6)
    ("Vhal, Candlekeep Researcher", [{"cost": {"tap": True}, "add": [{"mana": ["C"], "amount": "toughness"}]}]),
    # a rider giving the creature spell haste (613): kept in the text, every payment beside it refused (106.6)
    ("Generator Servant", [{"cost": {"tap": True, "sacrifice": True}, "add": [{"mana": ["C"], "amount": 2}]}]),
    ("Carnelian Orb of Dragonkind", [{"cost": {"tap": True}, "add": ["R"]}]),
])
def test_the_tables_read(name, tables):
    text, read = _mana(name)
    assert read == tables
    if name in ("Generator Servant", "Carnelian Orb of Dragonkind"):
        assert "not followed: how its mana is spent (106.6); a scenario that pays with its mana is refused" in text
        assert "gains haste" in tomllib.loads(text)["card"][0]["mana"][0]["ability"]


def _scenario(tmp_path, cards, objects, claims, events=""):
    from verifier.load.loader import load_scenario
    body = "".join(generate(n)[0] for n in cards)
    objs = "".join(f'\n[[object]]\nid = "{oid}"\ncard = "{card}"\n{extra}\n' for oid, card, extra in objects)
    cl = "".join(f'\n[[claim]]\nid = "c{i}"\nexpr = "{e}"\nexpect = "{x}"\n' for i, (e, x) in enumerate(claims))
    path = tmp_path / "s.toml"
    path.write_text(body + objs + events + cl)
    return load_scenario(path)


def _verdicts(sc):
    from verifier.query import check_claim_over, possible_histories
    encodings = possible_histories(sc).encodings
    return [check_claim_over(encodings, c).verdict.value for c in sc.claims]


def test_counters_on_itself_decide_how_much(tmp_path):
    """Shrine of Boundless Growth: one {C} per charge counter on it (122.1): three counters, three
    {C}; none, no mana, so it could produce nothing (106.7); another's counters are not its own."""
    claims = [("tapped_for_mana(full) == 'CCC'", "proved"),
              ("could_produce(full) == {'C'}", "proved"),
              ("tapped_for_mana(bare) == '' and could_produce(bare) == {}", "proved"),
              ("len(tapped_for_mana(full)) == 4", "refuted")]
    sc = _scenario(tmp_path, ["Shrine of Boundless Growth"],
                   [("full", "Shrine of Boundless Growth", "counters = { charge = 3 }"),
                    ("bare", "Shrine of Boundless Growth", "")], claims)
    assert _verdicts(sc) == [x for _, x in claims]


def test_its_own_toughness_as_it_is_now(tmp_path):
    """Vhal (printed 2/3): as many {C} as its toughness, counters included (613.4c): 3, then 5
    with two +1/+1 counters; never its power.  (A legend: one for each player, 704.5j.)"""
    claims = [("tapped_for_mana(plain) == 'CCC'", "proved"),
              ("tapped_for_mana(grown) == 'CCCCC'", "proved"),
              ("len(tapped_for_mana(plain)) == power(plain)", "refuted")]
    sc = _scenario(tmp_path, ["Vhal, Candlekeep Researcher"],
                   [("plain", "Vhal, Candlekeep Researcher", ""),
                    ("grown", "Vhal, Candlekeep Researcher", 'counters = { "+1/+1" = 2 }\ncontroller = "opponent"')],
                   claims)
    assert _verdicts(sc) == [x for _, x in claims]


def test_a_payment_beside_a_haste_rider_is_refused(tmp_path):
    """Generator Servant's mana gives the creature spell it is spent on haste (its ruling: each such
    spell gains it): not followed, so a paid cast beside it is refused, never answered without it."""
    grizzly = '\n[[card]]\nname = "Grizzly Bears"\nmana_cost = "{1}{G}"\nmana_value = 2\ncolors = ["green"]\n' \
              'types = ["creature"]\nsubtypes = ["Bear"]\npower = 2\ntoughness = 2\n'
    sc = _scenario(tmp_path, ["Generator Servant"], [("servant", "Generator Servant", "")],
                   [("could_produce(servant) == {'C'}", "proved")])
    assert _verdicts(sc) == ["proved"]
    # (the Servant's sacrifice is refused in a payment on its own: the Orb's cost is {T} alone)
    with pytest.raises(ModelError, match="restricted in how it is spent \\(106.6\\) or has a rider"):
        _scenario(tmp_path, ["Carnelian Orb of Dragonkind"],
                  [("orb", "Carnelian Orb of Dragonkind", ""), ("bears", "Grizzly Bears", 'zone = "hand"')],
                  [("on_battlefield(bears)", "proved")],
                  grizzly + '\n[[event]]\nturn = "you"\n\n[[event]]\ncast = "bears"\n')


def test_an_own_amount_after_a_cost_removing_counters_is_refused(tmp_path):
    """608.2h, 602.2b: the amount is read as the ability resolves, after its cost removed counters;
    the model reads it before, so the loader refuses the table (and the translator the line)."""
    from verifier.cards import manalines
    line = "{T}, Remove a charge counter from this artifact: Add {C} for each charge counter on this artifact."
    assert manalines.read(line) is None and "read after its cost removed counters" in manalines.why(line)
    card = f'''
[[card]]
name = "Made Up"
types = ["artifact"]

[[card.mana]]
ability = "{line}"
cost = {{ tap = true, remove_counters = {{ charge = 1 }} }}
add = [{{ mana = ["C"], amount = {{ counters = "charge" }} }}]

[[object]]
id = "m"
card = "Made Up"
counters = {{ charge = 2 }}
'''
    from verifier.load.loader import load_scenario
    path = tmp_path / "m.toml"
    path.write_text(card + '\n[[claim]]\nid = "c"\nexpr = "could_produce(m) == {\'C\'}"\nexpect = "proved"\n')
    with pytest.raises(ModelError, match="after its cost removed counters"):
        load_scenario(path)


def test_one_mana_of_any_color_for_each_is_kept_for_what_it_could_produce(tmp_path):
    """"Add one mana of any color for each charge counter": each mana its own colour (106.1; Coalition
    Relic's ruling says so of its counters), which the model's units (one type each) do not follow:
    kept for what it could produce (106.7: any colour, none with no counter), tapping it refused."""
    from verifier.cards import manalines
    from verifier.load.loader import load_scenario
    line = "{T}: Add one mana of any color for each charge counter on this artifact."
    mana = manalines.read(line)
    assert mana.table["add"] == [{"mana": ["W", "U", "B", "R", "G"], "amount": {"counters": "charge"}}]
    assert any("a scenario that taps it for mana or pays with it is refused" in n for n in mana.notes)
    card = f'\n[[card]]\nname = "Made Up"\ntypes = ["artifact"]\n\n[[card.mana]]\nability = "{line}"\n' \
           'cost = { tap = true }\nadd = [{ mana = ["W", "U", "B", "R", "G"], amount = { counters = "charge" } }]\n' \
           '\n[[object]]\nid = "m"\ncard = "Made Up"\ncounters = { charge = 2 }\n\n[[object]]\nid = "e"\n' \
           'card = "Made Up"\n'
    path = tmp_path / "m.toml"
    path.write_text(card + '\n[[claim]]\nid = "c"\nexpr = "could_produce(m) == {\'W\', \'U\', \'B\', \'R\', \'G\'} '
                           'and could_produce(e) == {}"\nexpect = "proved"\n')
    assert _verdicts(load_scenario(path)) == ["proved"]
    path.write_text(card + '\n[[claim]]\nid = "c"\nexpr = "len(tapped_for_mana(m)) == 2"\nexpect = "proved"\n')
    with pytest.raises(ModelError, match="adds mana the model does not follow in a payment"):
        load_scenario(path)


def test_an_energy_cost_is_kept_for_what_it_could_produce(tmp_path):
    """107.14: energy is no mana symbol and the model counts no energy: the ability is kept (106.7: what
    it could produce, whatever the costs), and tapping for mana beside it is refused (602.2b)."""
    text, tables = _mana("Aether Hub")
    assert tables == [{"cost": {"tap": True}, "add": [{"mana": ["W", "U", "B", "R", "G"], "amount": 1}]}]
    assert "not followed: the cost 'Pay {E}' (107.14" in text
    assert _mana("Servant of the Conduit")[1] == tables  # (the same ability on a creature)
    sc = _scenario(tmp_path, ["Aether Hub"], [("hub", "Aether Hub", "")],
                   [("could_produce(hub) == {'W', 'U', 'B', 'R', 'G', 'C'}", "proved")])
    assert _verdicts(sc) == ["proved"]
    with pytest.raises(ModelError, match="has the cost 'Pay \\{E\\}', which the model does not follow"):
        _scenario(tmp_path, ["Aether Hub"], [("hub", "Aether Hub", "")], [("tapped_for_mana(hub) == 'C'", "proved")])


def test_an_ability_adding_mana_with_a_target_is_no_mana_ability():
    """605.1a (Witch Engine's ruling): targeted, it is no mana ability; the translator refuses it, naming
    the rule, rather than read a mana ability (its mana added from the stack is not modelled)."""
    from verifier.model import is_mana_ability
    line = "{T}: Add {B}{B}{B}{B}. Target opponent gains control of this creature."
    assert not is_mana_ability(line)
    assert is_mana_ability("{T}: Add {R}. When you do, this land deals 1 damage to any target.")  # (a reflexive
    text, refusals = generate("Witch Engine")                                                     # trigger's target)
    assert text is None and any(r.startswith("an ability that adds mana with a target, no mana ability (605.1a)")
                                for r in refusals), refusals
