"""Oracle forms of the development half (session 16, round P1): "exile the top N cards of a
library" as a one-shot instruction on cards of a library, no object the model holds (406.3,
401.1), and "Until end of turn, you may cast spells from among those cards, and mana of any type
can be spent to cast those spells" kept by its text, which the cast-permission guard reads
(601.3, 609.4b: `verifier/load/cast_permissions.py` refuses a claim or a cast it could change).
Near forms stay refused: a "perpetually" change of the exiled card, a spending permission phase.rs
does not parse.  Skipped where the `cards` extra is absent."""
import tomllib

import pytest

from conftest import claim, kept_unread, verdict
from verifier.errors import ModelError
from verifier.load.loader import load_scenario

pytest.importorskip("phase")
pytest.importorskip("mtg")

from verifier.cards.table import generate  # noqa: E402
from verifier.cards.trial import scenario  # noqa: E402

JASPER = "Laughing Jasper Flint"
JASPER_TRIGGER = ("At the beginning of your upkeep, exile the top X cards of target opponent's library, where X is "
                  "the number of outlaws you control. Until end of turn, you may cast spells from among those cards, "
                  "and mana of any type can be spent to cast those spells")


def _generated(name):
    text, refusals = generate(name)
    assert text is not None, refusals
    return text, tomllib.loads(text)["card"][0]


def test_exiling_the_top_cards_and_casting_them_is_kept_by_its_text():
    text, card = _generated(JASPER)
    assert card["abilities"] == [JASPER_TRIGGER] and "resolves" not in card  # (no layer part: kept by its text)
    assert card["static"] == [{"ability": JASPER, "affects": {"types": ["creature"], "controller": "you",
                                                              "owner": "opponent"},
                               "layer4": {"add_subtypes": ["Mercenary"]}}]
    assert "not followed: ExileTop" in text and "401.1, 406.3" in text
    assert "not followed: CastFromZone" in text and "601.3, 609.4b" in text


def test_curse_of_hospitality_keeps_its_trigger_unread():
    # Curse of Hospitality: the trigger with a spending permission phase.rs leaves unparsed ("they may spend mana as
    # though it were mana of any color") is kept unread since its card's not_followed (113.1); its static ability's
    # affected set, creatures attacking the enchanted player, is read since round X5 (test_oracle_round_x5.py)
    text, card = _generated("Curse of Hospitality")
    assert [a[:40] for a in card["not_followed"]] == ["Whenever a creature deals combat damage "]


def test_a_perpetual_change_stays_unread_naming_its_line():
    # 701: "perpetually" is a digital-only change of a card in exile, which no rule of the CR reads: the trigger
    # kept by its text in the card's not_followed (113.1), every use refused
    assert kept_unread(generate("Pep, Raucous Raider"), "It perpetually becomes an artifact",
                       "effects under conditions of their own")


def test_the_card_loads_and_is_put_to_use(write_model, run_cli):
    text, _ = _generated(JASPER)
    code, out, err = run_cli("check", write_model(scenario(JASPER, text)))
    assert code == 0, out + err


_BOARD = '''
[scenario]
turn = "you"

[[object]]
id = "jasper"
card = "Laughing Jasper Flint"

[[object]]
id = "stolen"
card = "Grizzly Bears"
owner = "opponent"
controller = "you"

[[object]]
id = "mine"
card = "Grizzly Bears"
'''


def test_a_creature_you_control_but_dont_own_is_a_mercenary(write_model):
    # 108.3, 108.4, 205.3m: ownership and control apart; only the stolen Bear is a Mercenary, an outlaw (700.12)
    text, _ = _generated(JASPER)
    assert verdict(write_model(text + _BOARD + claim('has_subtype(stolen, \\"Mercenary\\") and '
                                                     'not has_subtype(mine, \\"Mercenary\\")'))) == "proved"


@pytest.mark.parametrize("expr", ["can_cast(x)", "not can_cast(x)"])
def test_casting_an_exiled_card_beside_the_permission_is_refused(write_model, expr):
    # 601.3: the model casts from a hand only; beside the kept permission, whether an exiled card could be cast is
    # not answered (either way), the refusal naming the ability
    text, _ = _generated(JASPER)
    exiled = '\n[[object]]\nid = "x"\ncard = "Grizzly Bears"\nowner = "opponent"\nzone = "exile"\n'
    with pytest.raises(ModelError) as err:
        load_scenario(write_model(text + _BOARD + exiled + '\n[[event]]\ntap = "mine"\n' + claim(expr)))
    assert "cast spells from among those cards" in err.value.message and "601.3" in err.value.message
