"""A requirement to attack a player (`rule = "must attack"` with `player`, 508.1d): it binds a creature
it affects that could attack, unless attacking costs something, and never to attack its own controller
(506.2, 508.1b); a declaration passed unsaid beside it is refused; the keys are checked."""
from conftest import claim, claim_verdict
from test_casting import events, refusal

THEIRS = '[[object]]\nid = "theirs"\ncard = "Grizzly Bears"\ncontroller = "opponent"\nsince_turn_began = true\n'
MINE = '[[object]]\nid = "mine"\ncard = "Grizzly Bears"\nsince_turn_began = true\n'


def _lure(target: str, player: str) -> str:
    return (f'[[effect]]\nid = "lure"\ncontroller = "you"\ntargets = ["{target}"]\nrule = "must attack"\n'
            f'player = "{player}"\nuntil = "end of turn"\n')


def _head(turn: str) -> str:
    return f'[scenario]\nname = "x"\nturn = "{turn}"\n'


STAY = ('starts = "lure"', 'step = "combat"', 'step = "end"\nlabel = "end"')


def test_a_creature_made_to_attack_you_must(write_model):
    """508.1d: "attacks you if able" (player = "you") binds the opponent's creature on its turn."""
    err = refusal(write_model, _head("opponent") + THEIRS + _lure("theirs", "you") + events(*STAY) + claim("True"))
    assert "'theirs' must attack you if able ('lure') and could" in err.message and err.line > 0


def test_it_never_binds_a_creature_to_attack_its_controller(write_model):
    """506.2, 508.1b: required to attack its own controller, it can't: the history without it is a game."""
    text = _head("opponent") + THEIRS + _lure("theirs", "opponent") + events(*STAY)
    assert claim_verdict(write_model, text, "not attacking(theirs)", "end") == "proved"


def test_your_creature_must_attack_the_opponent(write_model):
    err = refusal(write_model, _head("you") + MINE + _lure("mine", "opponent") + events(*STAY) + claim("True"))
    assert "'mine' must attack opponent if able" in err.message


def test_unable_or_costly_it_need_not(write_model):
    """508.1d: tapped, it can't; with a cost to attack, no one must pay it."""
    tapped = _head("you") + MINE + _lure("mine", "opponent") + events('tap = "mine"', *STAY)
    assert claim_verdict(write_model, tapped, "not attacking(mine)", "end") == "proved"
    toll = '[[effect]]\nid = "toll"\ncontroller = "opponent"\ntargets = ["mine"]\nrule = "cost to attack"\n' \
           'until = "end of turn"\n'
    costly = _head("you") + MINE + _lure("mine", "opponent") + toll + events('starts = "toll"', *STAY)
    assert claim_verdict(write_model, costly, "not attacking(mine)", "end") == "proved"


def test_a_declaration_passed_unsaid_is_refused(write_model):
    """508.1d: a turn ended with no combat phase said might have had to include it."""
    err = refusal(write_model, _head("you") + MINE + _lure("mine", "opponent") +
                  events('starts = "lure"', 'step = "end"') + claim("True"))
    assert "lure (must attack)" in err.message and "508.1d" in err.message


def test_the_keys_are_checked(write_model):
    """player goes with rule = "must attack" (or forbids); "must attack" needs it."""
    err = refusal(write_model, _head("you") + MINE + _lure("mine", "opponent").replace('player = "opponent"\n', '') +
                  events(*STAY) + claim("True"))
    assert "give player = the player" in err.message
    err = refusal(write_model, _head("you") + MINE + _lure("mine", "opponent").replace("must attack", "cost to attack") +
                  events(*STAY) + claim("True"))
    assert "player names whom the effect forbids" in err.message
