"""`can_activate` beyond the cost: the restrictions an ability's text states ("activate
only as a sorcery", 602.5d; "only once each turn", 602.5b) and a legal choice for each
of its targets (601.2c, 602.2b); what the model does not read is refused with the line.
Its target legality is checked against a reading written here, apart from
`verifier/rules` (`_legal`), over random boards."""
import pytest
from hypothesis import given, settings, strategies as st

from conftest import claim_verdict, examples
from verifier.errors import ModelError
from verifier.load.loader import load_scenario
from verifier.rules import costs, targets

SORCERY = "{1}: Draw a card. Activate only as a sorcery."


@pytest.mark.parametrize("text, read, unread", [
    (SORCERY, (costs.SORCERY,), ()),
    ("{0}: It gets +3/+3 until end of turn. Activate only once each turn.", (costs.ONCE,), ()),
    ("{T}: Tap target creature. Activate only as an instant.", (costs.INSTANT,), ()),
    ("{T}: Untap target creature. Activate only during your upkeep.", (), ("Activate only during your upkeep.",)),
    ("{2}: It gets +1/+0. Activate no more than twice each turn.", (), ("Activate no more than twice each turn.",)),
    ("{T}: Add {G}.", (), ()),
    ("{1}: Draw a card. activate only as a sorcery", (costs.SORCERY,), ()),   # any case, no period
    ("{1}: Draw a card. Play this ability only once each turn.", (), ("Play this ability only once each turn.",)),
    ("{1}: It gets +1/+1. Any player may activate this ability.", (), ("Any player may activate this ability.",)),
])
def test_restrictions_are_read_or_returned(text, read, unread):
    assert costs.restrictions(text) == (read, unread)


@pytest.mark.parametrize("text, kinds, unread", [
    ("{T}: Tap target creature.", ["permanent"], 0),
    ("{T}: Tap target creature you don't control.", ["permanent"], 0),
    ("{2}: Attach it to another target creature you control.", ["permanent"], 0),
    ("{1}{W}{W}, {Q}: Return target creature card from your graveyard to the battlefield.", ["card"], 0),
    ("{T}: It deals 1 damage to any target.", ["player"], 0),
    ("{T}: Untap up to one target land.", ["permanent"], 0),
    ("{T}: Tap target creature with flying.", [], 1),        # a qualifier not read
    ("{T}: Return target creature card to its owner's hand.", [], 1),  # a card, but from where?
    ("{T}: It deals 1 damage to target creature or player.", [], 1),
    ("{U}: Counter target spell.", [], 1),
    ("{T}: Destroy target artifact, enchantment, or land.", ["permanent"], 0),
    ("{T}: Destroy target artifact, enchantment, or land with flying.", [], 1),
])
def test_targets_are_read_or_returned(text, kinds, unread):
    read, left = targets.read(text)
    assert [t.kind for t in read] == kinds and len(left) == unread


def test_a_list_of_types_is_read_whole():
    """"target artifact, enchantment, or land" is any of the three, not an artifact alone."""
    (target,), _ = targets.read("{T}: Destroy target artifact, enchantment, or land.")
    assert [f.types for f in target.of.any_of] == [("artifact",), ("enchantment",), ("land",)]


BOARD = '''
[scenario]
turn = "{turn}"

[[object]]
id = "sage"
name = "Sage"
types = ["creature"]
power = 1
toughness = 1
abilities = ["{ability}"]

[[object]]
id = "wastes"
card = "Wastes"

[[event]]
enters = "wastes"
'''


@pytest.mark.parametrize("turn, events, expected", [
    ("you", "", "proved"),
    ("opponent", "", "refuted"),                              # not its controller's turn (602.5d)
    ("you", '[[event]]\nstep = "end"\nlabel = "e"\n', "refuted"),  # not in a main phase
    ("you", '[[event]]\nstep = "upkeep"\nlabel = "e"\n', "refuted"),  # (505.1: nor in a beginning step,
    ("you", '[[event]]\nstep = "draw"\nlabel = "e"\n', "refuted"),    # nor in combat)
    ("you", '[[event]]\nstep = "combat"\nlabel = "e"\n', "refuted"),
    ("you", '[[event]]\nstep = "upkeep"\n[[event]]\nstep = "main"\nlabel = "e"\n', "proved"),
    ("opponent", '[[event]]\nturn = "you"\nlabel = "e"\n', "proved"),
])
def test_only_as_a_sorcery(turn, events, expected, write_model):
    text = BOARD.format(turn=turn, ability=SORCERY) + events
    assert claim_verdict(write_model, text, f"can_activate(sage, '{SORCERY}')", at="e" if events else "") == expected


def test_only_as_an_instant_is_any_time(write_model):
    ability = "{1}: Draw a card. Activate only as an instant."
    assert claim_verdict(write_model, BOARD.format(turn="opponent", ability=ability),
                         f"can_activate(sage, '{ability}')") == "proved"


@pytest.mark.parametrize("ability, extra, message", [
    ("{T}: Untap target creature. Activate only during your upkeep.", "", "is not modelled (602.5b)"),
    ("{T}: Tap target creature with flying.", "", "is not read (115.1, 601.2c)"),
    ("{1}: Draw a card.", '[[object]]\nid = "totem"\nname = "Totem"\ntypes = ["artifact"]\n'
                          'abilities = ["Activated abilities of creatures can\'t be activated."]\n', "changes what"),
    ("{1}: Tap target creature.", '[[object]]\nid = "leyline"\nname = "Leyline"\ntypes = ["enchantment"]\n'
                                  'abilities = ["You have hexproof."]\n', "changes what"),
    ("{1}: Tap target creature.", '[[object]]\nid = "shalai"\nname = "Shalai"\ntypes = ["creature"]\n'
                                  'abilities = ["You, planeswalkers you control, and other creatures you control '
                                  'have hexproof."]\n', "changes what"),
    ("{1}: Tap target creature.", '[[object]]\nid = "cloak"\nname = "Cloak"\ntypes = ["artifact"]\n'
                                  'abilities = ["{1}: You gain shroud until end of turn."]\n', "changes what"),
    ("{1}: Draw a card. Play this ability only once each turn.", "", "is not modelled (602.5b)"),
])
def test_what_is_not_read_is_refused_with_the_claims_line(ability, extra, message, write_model):
    text = BOARD.format(turn="you", ability=ability) + extra
    path = write_model(text + f'\n[[claim]]\nid = "c"\nexpr = "can_activate(sage, \'{ability}\')"\nexpect = "proved"\n')
    with pytest.raises(ModelError) as err:
        load_scenario(path)
    assert message in str(err.value) and err.value.line == text.count("\n") + 4, str(err.value)


def test_player_hexproof_matters_only_to_a_targeted_ability(write_model):
    extra = '[[object]]\nid = "leyline"\nname = "Leyline"\ntypes = ["enchantment"]\nabilities = ["You have hexproof."]\n'
    assert claim_verdict(write_model, BOARD.format(turn="you", ability="{1}: Draw a card.") + extra,
                         "can_activate(sage, '{1}: Draw a card.')") == "proved"


# -- target legality against a reading written apart ---------------------------------------------

PHRASES = {  # the ability's target, and what may be chosen for it; its source, "sage", is controlled by "you"
    "Tap target creature an opponent controls.":
        lambda o: o["zone"] == "battlefield" and o["type"] == "creature" and o["who"] == "opponent" and _visible(o),
    "Attach it to another target creature you control.":
        lambda o: o["zone"] == "battlefield" and o["type"] == "creature" and o["who"] == "you" and
        o["id"] != "sage" and _visible(o),
    "Destroy another target permanent.": lambda o: o["zone"] == "battlefield" and o["id"] != "sage" and _visible(o),
    "Destroy target artifact, enchantment, or land.":
        lambda o: o["zone"] == "battlefield" and o["type"] in ("artifact", "land") and _visible(o),
    "Destroy target artifact or land.":
        lambda o: o["zone"] == "battlefield" and o["type"] in ("artifact", "land") and _visible(o),
    "Destroy target nonland permanent an opponent controls.":
        lambda o: o["zone"] == "battlefield" and o["type"] != "land" and o["who"] == "opponent" and _visible(o),
    "Return target creature card from your graveyard to your hand.":
        lambda o: o["zone"] == "graveyard" and o["type"] == "creature" and o["who"] == "you",
    "Exile target artifact card from a graveyard.":
        lambda o: o["zone"] == "graveyard" and o["type"] == "artifact",
    "Untap up to one target land.": lambda o: True,
    "Target opponent discards a card.": lambda o: True,
}
CARDS = {"creature": "Grizzly Bears", "artifact": "Sol Ring", "land": "Forest"}


def _visible(o: dict) -> bool:
    """Targetable by an ability "you" control: no shroud, and hexproof only on your own; no protection from
    creatures or from everything (702.16b, 702.16j: the ability's source, the Sage, is a creature, no artifact)."""
    return o["keyword"] not in ("shroud", "protection from creatures", "protection from everything") and \
        (o["keyword"] != "hexproof" or o["who"] == "you")


def _legal(phrase: str, board: list) -> bool:
    sage = {"id": "sage", "zone": "battlefield", "type": "creature", "who": "you", "keyword": ""}
    return any(PHRASES[phrase](o) for o in board + [sage])


OBJECT = st.fixed_dictionaries({"zone": st.sampled_from(["battlefield", "graveyard", "battlefield", "hand"]),
                                "type": st.sampled_from(["creature", "artifact", "land"]),
                                "who": st.sampled_from(["you", "opponent"]),
                                "keyword": st.sampled_from(["", "protection from creatures", "hexproof", "shroud",
                                                            "protection from artifacts",
                                                            "protection from everything"])})


@pytest.mark.parametrize("phrase", sorted(PHRASES))
@settings(max_examples=examples(25), deadline=None, derandomize=True, database=None)
@given(board=st.lists(OBJECT, min_size=1, max_size=4))
def test_a_legal_target_is_needed_as_a_reading_apart_says(phrase, board, tmp_path_factory):
    from conftest import MODELS
    folder = tmp_path_factory.mktemp("m")
    (folder / "cards").mkdir()
    for f in (MODELS / "cards").glob("*.toml"):
        (folder / "cards" / f.name).write_text(f.read_text())
    board = [{**o, "id": f"o{i}"} for i, o in enumerate(board)]
    text = f'[scenario]\nturn = "you"\n\n[[object]]\nid = "sage"\nname = "Sage"\ntypes = ["creature"]\npower = 1\n' \
           f'toughness = 1\nabilities = ["{{0}}: {phrase}"]\n\n[[event]]\nturn = "you"\n'
    for o in board:
        if o["zone"] != "battlefield":  # (a card, 111.7; its keywords matter only on the battlefield)
            text += f'\n[[object]]\nid = "{o["id"]}"\ncard = "{CARDS[o["type"]]}"\nzone = "{o["zone"]}"\n' \
                    f'owner = "{o["who"]}"\n'
            continue
        stats = "power = 1\ntoughness = 1\n" if o["type"] == "creature" else ""
        keyword = f'abilities = ["{o["keyword"]}"]\n' if o["keyword"] else ""
        text += f'\n[[object]]\nid = "{o["id"]}"\nname = "{o["id"]}"\ntypes = ["{o["type"]}"]\n{stats}' \
                f'{keyword}controller = "{o["who"]}"\n'
    path = folder / "s.toml"
    path.write_text(text)
    expected = "proved" if _legal(phrase, board) else "refuted"

    def write(t: str):
        path.write_text(t)
        return path
    assert claim_verdict(write, text, "can_activate(sage, '{0}: " + phrase + "')") == expected


@pytest.mark.parametrize("written", ["Hexproof", "shroud (This creature can't be the target of spells or abilities.)"])
def test_a_keyword_written_otherwise_is_refused(written, write_model):
    """The rules read a keyword by its word (702.11b, 702.18a): "Hexproof" taken for an unknown
    ability would make a targeted ability's target look legal."""
    text = BOARD.format(turn="you", ability="{1}: Tap target creature.").replace(
        'abilities = ["{1}: Tap target creature."]', f'abilities = ["{{1}}: Tap target creature.", "{written}"]')
    with pytest.raises(ModelError) as err:
        load_scenario(write_model(text))
    assert "write the keyword" in str(err.value) and err.value.line > 0


FORMIDABLE = "{2}{G}: This creature gets +1/+1 until end of turn. Activate only if creatures you control have " \
    "total power 8 or greater."


def test_an_unread_restriction_in_a_history_names_what_is_read(write_model):
    # Trial 7's second draw, friction 9: formidable's condition (602.5b) is read neither by can_activate nor in a
    # history's activate; the refusal says which restrictions are, and where a mana ability's condition goes
    text = BOARD.format(turn="you", ability=FORMIDABLE) + \
        f'\n[[ability]]\nid = "pump"\nsource = "sage"\nability = "{FORMIDABLE}"\n\n[[event]]\nactivate = "pump"\n'
    with pytest.raises(ModelError) as err:
        load_scenario(write_model(text + '\n[[claim]]\nid = "c"\nexpr = "1 == 1"\nexpect = "proved"\n'))
    message = str(err.value)
    assert "'Activate only if creatures you control have total power 8 or greater.' on activating it is not " \
        "modelled (602.5b)" in message
    assert "in a history's activate and by can_activate alike" in message and "[[card.mana]] only_if" in message
