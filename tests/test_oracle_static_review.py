"""Soundness review of static abilities (round V2): the `[[card.static]]` tables the Oracle translator writes
(verifier/cards/statics.py) with an affected set or a condition.  Reviewed: the development half's translated
cards whose model has such a table (1,145), sorted by name, every 29th (40 cards), and a scan of all 1,145 for a
qualifier of the line ("other", "nontoken", "untapped", "for each", ...) with no key in the tables.  One gap:

- "Enchanted creature gets +2/+2 for each other enchantment on the battlefield" (Ancestral Mask): an Aura's or
  Equipment's "other" was read as `not_attached` (other than the object it is attached to) wherever it stood,
  so the Mask counted itself.  "Other" excludes the ability's own object where the noun can name it (the Mask
  is an enchantment); it is the attached object's only where the source cannot be one ("each other creature
  ... that shares a creature type with it", Alpha Status: an Aura is no creature).  A count or affected set of
  an Aura or Equipment whose "other" names something the source itself could be is refused now (613.1: the
  amount a static ability's layer 7c part gives must be the rules' one).

Skipped where the `cards` extra is absent."""
import pytest

from conftest import claim, generated_card, retexted, trial_body, verdict

pytest.importorskip("phase")
pytest.importorskip("mtg")

from verifier.cards.table import generate  # noqa: E402


# --- an Aura's "each other enchantment": other than the Aura itself ----------------------------------------------

# Ancestral Mask's [[card.static]] as the translator wrote it before this round: `not_attached` counts every
# enchantment but the enchanted creature, the Mask among them.
_MASK_BEFORE = '''
scenario = { name = "the Mask alone on a bear" }
object = [{ id = "bear", card = "Grizzly Bears" }, { id = "mask", card = "Mask Read Before", attached_to = "bear" }]

[[card]]
name = "Mask Read Before"
types = ["enchantment"]
subtypes = ["Aura"]
enchant = { types = ["creature"] }
abilities = ["Enchant creature"]

[[card.static]]
ability = "Mask Read Before"
affects = { types = ["creature"], attached = true }
layer7c = { power = { count = { types = ["enchantment"], not_attached = true }, times = 2 }, toughness = { count = { types = ["enchantment"], not_attached = true }, times = 2 } }
'''


def test_the_table_read_before_counted_the_mask_itself(write_model):
    # no other enchantment on the battlefield: the bear gets +0/+0 and stays a 2/2 (worked by hand: the Mask is
    # the only enchantment, and "other" leaves it out); the old table made it 4/4
    path = write_model(_MASK_BEFORE + claim("power(bear) == 2 and toughness(bear) == 2"))
    assert verdict(path) == "refuted"
    counted_itself = write_model(_MASK_BEFORE + claim("power(bear) == 4 and toughness(bear) == 4"), "old.toml")
    assert verdict(counted_itself) == "proved"


def test_an_aura_s_other_that_names_the_aura_s_own_kind_is_refused_naming_the_line():
    text, refusals = generate("Ancestral Mask")
    assert text is None
    assert any("other" in r and "for each other enchantment on the battlefield" in r for r in refusals), refusals


def test_an_equipment_s_other_artifact_is_refused_and_other_creature_still_read():
    # Shuko (an Equipment) with its line retexted
    own = retexted("Shuko", "Equipped creature gets +1/+1 for each other artifact you control.\nEquip {2}")
    assert own.card is None and any("other artifact" in r for r in own.refusals), own.refusals
    theirs = retexted("Shuko", "Equipped creature gets +1/+1 for each other creature you control.\nEquip {2}")
    assert theirs.card is not None, theirs.refusals
    count = {"types": ["creature"], "controller": "you", "not_attached": True}
    assert theirs.card["static"][0]["layer7c"] == {"power": {"count": count}, "toughness": {"count": count}}


def test_alpha_status_still_reads_other_as_the_enchanted_creature_s_and_follows_its_ruling(write_model):
    # Alpha Status's ruling (2004-10-04): each creature sharing a creature type with the enchanted one counts once;
    # two other Bears beside the enchanted one: +4/+4, the Aura not among them (it is no creature)
    text, card = generated_card("Alpha Status")
    assert card["static"][0]["layer7c"]["power"]["count"]["not_attached"] is True
    body = trial_body("Alpha Status", text) + ''.join(
        f'\n[[object]]\nid = "{b}"\ncard = "Grizzly Bears"\n' for b in ("bear2", "bear3"))
    path = write_model(body + claim("power(bear) == 6 and toughness(bear) == 6 and power(bear2) == 2"))
    assert verdict(path) == "proved"
