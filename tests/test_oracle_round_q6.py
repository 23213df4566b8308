"""Oracle forms of the development half (issue 24, round Q6): static abilities of modes the model does not
follow, kept by their text.  "This Equipment can be attached only to ..." (AttachmentRestriction: 301.5c,
701.3b, 704.5n) is read by the attachments guard, which refuses an event that attaches and a board's
attachment beside it, the Equipment's own too; "saddles Mounts and crews Vehicles as though its power were
2 greater" (CrewContribution: 702.122a, 702.171a) changes only crew and saddle costs, which the model
never reads (their activation is refused).  Skipped where the `cards` extra is absent."""
import pytest

from conftest import claim, generated_card, retexted, trial_body, verdict
from verifier.errors import ModelError

pytest.importorskip("phase")
pytest.importorskip("mtg")

from verifier.cards.table import generate  # noqa: E402

NAGINATA_LINE = "This Equipment can be attached only to a creature with power 3 or greater"


# -- "can be attached only to" (301.5c, 701.3b, 704.5n) -------------------------------------------

def test_attachment_restriction_is_kept_by_its_text_beside_the_equipments_effect():
    text, card = generated_card("O-Naginata")
    assert card["abilities"] == [NAGINATA_LINE, "Equip {2}"]
    assert card["static"] == [{"ability": "O-Naginata", "affects": {"types": ["creature"], "attached": True},
                               "layer7c": {"power": 3}, "layer6": {"add_abilities": ["trample"]}}]
    assert "not followed: AttachmentRestriction" in text and "the loader refuses" in text


def test_konda_s_banner_restriction_is_kept_by_its_text():
    # "Konda's Banner can be attached only to a legendary creature." is kept by its text, the loader refusing an
    # attachment beside it; its shared colour line is read since round X5 (test_oracle_round_x5.py)
    text, card = generated_card("Konda's Banner")
    assert card["abilities"][0] == "Konda's Banner can be attached only to a legendary creature"
    assert "not followed: AttachmentRestriction" in text and "the loader refuses" in text


def test_a_near_form_stays_refused():
    # a second clause phase.rs does not read beside the restriction: refused, naming its line
    out = retexted("O-Naginata", NAGINATA_LINE + " and has indestructible.\nEquip {2}")
    assert out.card is None and any("can be attached only to" in r and "not read: 'has'" in r
                                    for r in out.refusals), out.refusals


def test_o_naginata_loads_unattached_and_its_effect_waits_for_an_attachment(write_model):
    # the trial leaves it unattached (the loader refuses it attached, below): the Bears keep their 2/2
    text, _ = generated_card("O-Naginata")
    body = trial_body("O-Naginata", text)
    assert "attached_to" not in body
    assert verdict(write_model(body + claim("power(bear) == 2 and not attached(x, bear)"))) == "proved"


def test_ruling_attached_only_while_power_3_or_greater_is_refused_not_guessed(write_model):
    # O-Naginata rulings 2020-08-07 (0, 1): it becomes attached only to a creature of power 3 or greater, and
    # unattached once that power is 2 or less (704.5n), which the model does not follow: on Grizzly Bears (2/2)
    # the loader refuses the board rather than prove the Bears a 5/2 with trample
    text, _ = generated_card("O-Naginata")
    body = trial_body("O-Naginata", text).replace('card = "O-Naginata"', 'card = "O-Naginata"\nattached_to = "bear"')
    with pytest.raises(ModelError, match="attached_only|can be attached only to"):
        verdict(write_model(body + claim("power(bear) == 5")))


_EQUIP = '''
[scenario]
turn = "you"

[[object]]
id = "giant"
card = "Hill Giant"

[[object]]
id = "nag"
card = "O-Naginata"

[[event]]
attach = "nag"
to = "giant"
equip = true
'''


def test_an_equip_attach_beside_it_is_refused(write_model):
    # ruling 2 (2020-08-07): equip may target any creature, but whether the Equipment moves as it resolves is
    # the restriction's (701.3b): the history's attach is refused, even onto a 3/3
    text, _ = generated_card("O-Naginata")
    with pytest.raises(ModelError, match="changes what can become attached"):
        verdict(write_model(text + _EQUIP + claim("power(giant) == 6")))


# -- crewing and saddling "as though its power were N greater" (702.122a, 702.171a) ----------------

def test_crew_contribution_is_kept_and_the_anthem_beside_it_read():
    text, card = generated_card("Cloudspire Captain")
    assert card["abilities"] == ["This creature saddles Mounts and crews Vehicles as though its power were 2 greater"]
    assert card["static"] == [{"ability": "Cloudspire Captain",
                               "affects": {"any_of": [{"subtypes": ["Mount"], "controller": "you"},
                                                      {"types": ["artifact"], "subtypes": ["Vehicle"],
                                                       "controller": "you"}]},
                               "layer7c": {"power": 1, "toughness": 1}}]
    assert "not followed: CrewContribution" in text


@pytest.mark.parametrize("name", ["Foul Roads", "Rocky Roads", "Wild Roads"])
def test_the_pilot_tokens_crew_line_stays_inside_its_quoted_ability(name):
    # the same rule given to a token a land's ability creates (111.1): still translated, the quoted words kept
    text, refusals = generate(name)
    assert text is not None and "crews Vehicles as though its power were" in text, refusals


_WAGON = '''
[[card]]
name = "Test Wagon"
types = ["artifact"]
subtypes = ["Vehicle"]
power = 3
toughness = 3
abilities = ["Crew 4"]

[[card.resolves]]
ability = "Crew 4"
until = "end of turn"
affects = { self = true }
layer4 = { add_types = ["artifact", "creature"] }

[scenario]
turn = "you"

[[object]]
id = "cap"
card = "Cloudspire Captain"
since_turn_began = true

[[object]]
id = "w"
card = "Test Wagon"
'''


def test_crewed_vehicle_is_a_creature_and_the_captain_keeps_its_power(write_model):
    # 702.122a: the crew ability's resolution makes the Vehicle an artifact creature (the Captain's anthem gives it
    # +1/+1); the Captain's crewing "as though its power were 2 greater" changes no power of its own (a cost only)
    text, _ = generated_card("Cloudspire Captain")
    crewed = '\n[[effect]]\nid = "e"\ncard = "Test Wagon"\nability_of = "w"\nability = "Crew 4"\n'
    path = write_model(text + _WAGON + crewed + claim("has_type(w, 'creature') and power(w) == 4 and "
                                                      "toughness(w) == 4 and power(cap) == 2"))
    assert verdict(path) == "proved"


def test_whether_the_captain_could_crew_is_refused(write_model):
    # 702.122a: the crew cost (creatures tapped with total power 4), which the rule changes, is not read: asked
    # whether the Wagon's crew ability could be activated, the loader refuses
    text, _ = generated_card("Cloudspire Captain")
    history = '\n[[event]]\nturn = "you"\nlabel = "t"\n'
    with pytest.raises(ModelError, match="Crew 4"):
        verdict(write_model(text + _WAGON + history + claim("can_activate(w, 'Crew 4')", extra='at = "t"')))
