"""The audit of draw 5 (tests/golden/draw5_audit_AUD5B.md; probes in tests/golden/draw5_audit_probes): two wrong parts.

- Archon of the Wild Rose: "Other creatures you control that are enchanted by Auras you control ..." was read as any
  Aura attached; the Aura's controller (303.4e: not the enchanted permanent's) was dropped, and the coverage check,
  which sees words not their order, accounted for the second "you control" with the first.  It counts them now
  (`verifier.cards.coverage`): a second "you control" needs a second place of the parse, so the line is refused.
- Order of the Stars: "protection from the chosen color" was granted by its words, the object's `chosen` unread.  The
  words of a granted ability naming what was chosen are read with the granting object's choice (614.12, 607.2d,
  `verifier.load.chosen_words`), so claims, filters and the rules see "Protection from red" (702.16a)."""
import pytest

from conftest import MODELS, generated_card, retexted, verdict, claim
from verifier.errors import ModelError
from verifier.load.loader import load_scenario
from verifier.model import COLORS

pytest.importorskip("phase")
pytest.importorskip("mtg")

PROBES = MODELS.parent / "tests" / "golden" / "draw5_audit_probes"


def test_the_same_line_without_the_aura_s_controller_still_translates():
    # "enchanted creatures" (303.4): any Aura, one "you control", read as `enchanted = true`
    t = retexted("Archon of the Wild Rose", "Flying\nOther creatures you control that are enchanted have base power "
                 "and toughness 4/4 and have flying.")
    (st,) = t.card["static"]
    assert st["affects"] == {"types": ["creature"], "controller": "you", "enchanted": True, "other": True}


@pytest.mark.parametrize("name", ["Thunderfoot Baloth", "Rebbec, Architect of Ascension"])
def test_a_repeated_you_control_the_parse_carries_each_still_translates(name):
    # the Lieutenant's ControlsCommander beside a filter's controller, Rebbec's quality kept by its words beside the
    # affected set's controller
    generated_card(name)


def test_tek_s_five_conditions_in_one_line_are_refused():
    # 611.3a: "gets +0/+2 as long as you control a Plains, has flying as long as you control an Island, ...": read
    # once as its first effect under its last condition (a Forest), the others dropped (draw 8's Tribal Golem)
    from verifier.cards.table import generate
    assert "several conditions in one line" in " ".join(generate("Tek")[1])


# each probe: its exit status and what its output says (the auditor's expectation: proved, or a refusal)
_PROBES = {"archon_of_the_wild_rose_opponents_aura": (2, "a second 'you control'"),  # 303.4e: refused, not 4/4
           "archon_of_the_wild_rose": (2, "Auras you control"),
           "order_of_the_stars_red": (0, "3 claims: 3 ok"), "order_of_the_stars_block_refused": (0, "1 claims: 1 ok"),
           # "a load error or not attached": a red Aura beside a protection from a chosen colour is refused
           # (`verifier.load.attachments._chosen_protections`)
           "order_of_the_stars_aura": (2, "beside the ability 'Protection from red'")}


def test_the_audit_probes_get_the_auditor_s_verdicts(run_cli):
    for probe, (status, said) in _PROBES.items():
        code, out, err = run_cli("check", PROBES / f"{probe}.toml")
        assert (code, said in out + err) == (status, True), (probe, out + err)


_ORDER = '[scenario]\nturn = "you"\n\n[[object]]\nid = "o"\ncard = "Order of the Stars"\nchosen = "{c}"\n'


@pytest.mark.parametrize("chosen", COLORS)
def test_cr_702_16a_protection_from_the_colour_chosen_and_no_other(write_model, chosen):
    # a table apart from the verifier: the colour chosen as it entered is the one it has protection from
    text, _ = generated_card("Order of the Stars")
    for asked in COLORS:
        expect = "proved" if asked == chosen else "refuted"
        body = text + _ORDER.format(c=chosen) + claim(
            f"has_ability(o, 'Protection from {asked}')", expect,
            extra=f'allow_unmentioned = ["Protection from {asked}"]')
        assert verdict(write_model(body)) == expect, (chosen, asked)


@pytest.mark.parametrize("chosen", ["red", "blue"])
def test_cr_702_16e_a_red_attacker_s_damage_is_prevented_only_with_red_chosen(write_model, chosen):
    # Raging Goblin (1/1, red) blocked by the 0/1: it survives only if the damage is prevented (702.16e)
    text, _ = generated_card("Order of the Stars")
    goblin, _ = generated_card("Raging Goblin")
    body = text + goblin + _ORDER.format(c=chosen).replace('turn = "you"', 'turn = "opponent"') + \
        '\n[[object]]\nid = "g"\ncard = "Raging Goblin"\ncontroller = "opponent"\n' \
        '\n[[event]]\nstep = "combat"\n\n[[event]]\nattacks = "g"\n\n[[event]]\nblocks = "o"\nattacker = "g"\n' \
        '\n[[event]]\nstep = "combat damage"\nlabel = "d"\n'
    expect = "proved" if chosen == "red" else "refuted"
    assert verdict(write_model(body + claim("on_battlefield(o)", expect, extra='at = "d"'))) == expect


_AURA = '[scenario]\n\n[[object]]\nid = "bear"\ncard = "Grizzly Bears"\n\n[[object]]\nid = "aura"\n' \
        'card = "{name}"\nchosen = "{c}"\n'


@pytest.mark.parametrize("name", ["Floating Shield"])
def test_an_aura_granting_protection_from_its_chosen_colour_grants_nothing_unattached(write_model, name):
    text, _ = generated_card(name)
    assert verdict(write_model(text + _AURA.format(name=name, c="red") + claim(
        "not has_ability(bear, 'Protection from red')", extra='allow_unmentioned = ["Protection from red"]'))) == \
        "proved"


@pytest.mark.parametrize("chosen", ["red", "white"])
def test_floating_shield_stays_on_and_grants_the_colour_chosen(write_model, chosen):
    # 702.16n: "This effect doesn't remove Floating Shield": it stays on even with its own colour, white, chosen
    text, _ = generated_card("Floating Shield")
    body = text + _AURA.format(name="Floating Shield", c=chosen) + 'attached_to = "bear"\n'
    assert verdict(write_model(body + claim(
        f"attached(aura, bear) and has_ability(bear, 'Protection from {chosen}')",
        extra=f'allow_unmentioned = ["Protection from {chosen}"]'))) == "proved"


def test_benevolent_blessing_is_refused_for_its_exception():
    # 702.16p: its exception (Auras you control already attached stay) is not carried by any model: the card is
    # refused, naming the line (its attached board was refused already)
    from verifier.cards.table import generate
    assert "already attached to it" in " ".join(generate("Benevolent Blessing")[1])


def test_a_colour_phrase_with_a_chosen_that_is_no_colour_is_refused(write_model):
    text, _ = generated_card("Order of the Stars")
    with pytest.raises(ModelError, match=r"give chosen = one of"):
        load_scenario(write_model(text + _ORDER.format(c="Goblin") + claim("power(o) == 0")))
