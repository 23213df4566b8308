"""Mana abilities under a keyword label, not an ability word (207.2c): "Max speed — {T}: Add
{C}{C}" is had only as long as its controller's speed is 4 (702.178a), and "Exhaust — {G}, {T}:
Add ..." is activated only once (702.177a).  Both were translated as plain mana abilities before
(the label dropped as if it were an ability word): a land that always taps for {C}{C}, a
creature that taps for three mana every turn.  Now the first is a static ability whose condition
the scenario states ("Max speed", as the card's other max-speed lines are), granting the ability
(613.1f), and the second a [[card.mana]] table with "Activate only once.", which the loader
refuses to tap or pay with (the model does not count activations) and answers what it could
produce (106.7)."""
import pytest

from verifier.cards import oracle, table
from verifier.errors import ModelError
from verifier.load.loader import load_scenario
from verifier.query import check_claim_over, possible_histories

pytestmark = pytest.mark.skipif(not oracle.available(), reason="needs the cards extra")


def _verdicts(tmp_path, name: str, head: str, claims, events: str = ""):
    text, refusals = table.generate(name)
    assert not refusals, refusals
    path = tmp_path / "s.toml"
    path.write_text(head + text + f'\n[[object]]\nid = "m"\ncard = "{name}"\n' + events +
                    "".join(f'\n[[claim]]\nid = "c{i}"\nexpr = "{e}"\nexpect = "proved"\n' for i, e in enumerate(claims)))
    sc = load_scenario(path)
    return [check_claim_over(possible_histories(sc).encodings, c).verdict.value for c in sc.claims]


def test_max_speed_mana_is_a_static_ability_granting_it():
    text, refusals = table.generate("Muraganda Raceway")
    assert not refusals
    assert 'abilities = ["start your engines", "{T}: Add {C}"]' in text
    assert 'condition = "Max speed"' in text and 'layer6 = { add_abilities = ["{T}: Add {C}{C}"] }' in text


@pytest.mark.parametrize("speed, claims", [
    ("false", [("could_produce(m) == {'C'}", "proved"), ("tapped_for_mana(m) == 'C'", "proved")]),
    ("true", [("tapped_for_mana(m) == 'C'", "refuted"), ("tapped_for_mana(m) == 'CC'", "refuted"),
              ("tapped_for_mana(m) == 'C' or tapped_for_mana(m) == 'CC'", "proved")]),
])
def test_the_two_colourless_only_at_max_speed(tmp_path, speed, claims):
    """702.178a: below max speed, Muraganda Raceway has only {T}: Add {C}; at max speed it may use
    either ability (605.3a: one of them)."""
    head = f'[scenario]\nname = "t"\nconditions = {{ "Max speed" = {speed} }}\n'
    assert _verdicts(tmp_path, "Muraganda Raceway", head, [e for e, _ in claims]) == [v for _, v in claims]


def test_a_stated_speed_is_refused_beside_damage(tmp_path):
    """702.179d: damage to an opponent during your turn may raise your speed: a stated "Max speed"
    would be stale after it."""
    head = '[scenario]\nname = "t"\nconditions = { "Max speed" = false }\n\n[[object]]\nid = "bolt"\n' \
           'card = "Grizzly Bears"\n'
    events = '\n[[event]]\ndeals = "bolt"\namount = 2\nto = "opponent"\n'
    with pytest.raises(ModelError, match=r"a player's speed \(702.179d\)"):
        _verdicts(tmp_path, "Endrider Catalyzer", head, ["could_produce(m) == {}"], events)


def test_exhaust_mana_is_activated_only_once(tmp_path):
    """702.177a: Loot's exhaust mana ability is "... Activate only once."; what it could produce is
    answered (106.7), tapping it for mana is refused (activations are not counted)."""
    text, refusals = table.generate("Loot, the Pathfinder")
    assert 'ability = "{G}, {T}: Add three mana of any one color. Activate only once."' in text
    assert "{G}, {T}: Add three mana of any one color\"" not in text  # (no plain ability beside it)
    head = '[scenario]\nname = "t"\n'
    assert _verdicts(tmp_path, "Loot, the Pathfinder", head, ["could_produce(m) == {'W', 'U', 'B', 'R', 'G'}"]) == \
        ["proved"]
    with pytest.raises(ModelError, match="Activate only once"):
        _verdicts(tmp_path, "Loot, the Pathfinder", head, ["len(tapped_for_mana(m)) == 3"])
