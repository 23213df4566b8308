"""New-user trial 7's friction points (tests/golden/newuser_trial_7.md, the first draw's friction
log): what a message or a printed history says, each asserted here."""
import shutil

from conftest import MODELS

PROBES = MODELS.parent / "tests" / "golden" / "newuser_trial_7_probes"


def test_a_cards_own_time_counter_trigger_is_not_described_as_suspends_cast(run_cli, tmp_path):
    """Friction 12 (wrong answer 2): the history describes Fungal Behemoth's own trigger (113.6b) by
    what it does, not as suspend's cast trigger, and its suspend by the X it was given (702.62a)."""
    path = tmp_path / "probe.toml"
    shutil.copy(PROBES / "trace_own_trigger_described_as_cast.toml", path)
    code, out, err = run_cli("check", str(path))
    assert code == 0, out + err
    assert "grow resolves: put {'+1/+1': 1} on bears" in out, out
    assert "grow resolves: behemoth may be cast" not in out, out
    assert "suspended with {'time': 1} (116.2f, 702.62a) (X = 1)" in out, out
    assert "(X = 0)" not in out, out


_CALL = ("Whenever this creature attacks, create a 1/1 red Elemental creature token. Sacrifice that token at the "
         "beginning of the next end step")
DELAYED = f'''
[scenario]
turn = "you"

[[card]]
name = "Test Caller"
types = ["creature"]
power = 2
toughness = 2
abilities = ["{_CALL}"]

[[object]]
id = "caller"
card = "Test Caller"
since_turn_began = true

[[object]]
id = "elemental"
name = "Elemental"
types = ["creature"]
subtypes = ["Elemental"]
colors = ["red"]
power = 1
toughness = 1
created_by = "call"

[[trigger]]
id = "call"
source = "caller"
ability = "{_CALL}"
when = "attacks"
of = {{ self = true }}
DELAY
[[event]]
step = "combat"

[[event]]
attacks = "caller"

[[event]]
resolves = "call"

[[claim]]
id = "made"
expr = "on_battlefield(elemental)"
expect = "proved"
'''


def test_a_delayed_trigger_not_said_is_refused_as_modelled(write_model, run_cli):
    """Friction 4: a trigger setting up a delayed trigger (603.7) without a [[trigger]] created_by it is
    refused saying it is modelled and naming the key and the creator; with one, it loads."""
    path = write_model(DELAYED.replace("DELAY", ""))
    code, out, err = run_cli("check", str(path))
    assert code == 2 and "which is modelled: each trigger creating one needs a delayed [[trigger]] table of its own " \
        "with created_by = 'call'" in err and "not modelled yet" not in err, out + err
    said = DELAYED.replace("DELAY", f'''
[[trigger]]
id = "uncall"
source = "caller"
ability = "{_CALL}"
when = "next end step"
created_by = "call"
moves = ["elemental"]
into = "graveyard"
''')
    code, out, err = run_cli("check", str(write_model(said, "said.toml")))
    assert code == 0 and "made: proved (expected proved) ok" in out, out + err


_END = "At the beginning of your end step, you gain 1 life."
END_STEP = f'''
[scenario]
turn = "you"

[[card]]
name = "Test Keeper"
types = ["enchantment"]
abilities = ["{_END}"]

[[object]]
id = "keeper"
card = "Test Keeper"

[[trigger]]
id = "keep"
source = "keeper"
ability = "{_END}"
when = "your end step"
gain_life = 1

[[event]]
turn = "you"

[[event]]
step = "end"

[[event]]
resolves = "keep"

[[claim]]
id = "gained"
expr = "life('you') == 21"
expect = "proved"
'''


def test_a_first_turn_event_is_said_to_end_the_turn_the_scenario_began_in(write_model, run_cli):
    """Friction 3: `[scenario] turn = "you"` begins the history in your turn; a first `turn = "you"` beside an
    end-step trigger is refused saying it ends that turn and begins a new one (500.1, 513.1); without it, it
    loads."""
    path = write_model(END_STEP)
    code, out, err = run_cli("check", str(path))
    assert code == 2 and "(this first turn event ends the turn [scenario] turn = 'you' began the history in, and " \
        "begins a new one: leave it out to stay in that turn)" in err, out + err
    code, out, err = run_cli("check", str(write_model(END_STEP.replace('[[event]]\nturn = "you"\n\n', ""), "b.toml")))
    assert code == 0 and "gained: proved (expected proved) ok" in out, out + err


def test_a_cards_own_time_counter_trigger_names_the_card_exactly(run_cli, tmp_path):
    """Friction 5: the card's own "Whenever a time counter is removed from ~ while it's exiled" (113.6b)
    written for a card renamed is refused saying the text names it by its name, and the name found."""
    path = tmp_path / "renamed.toml"
    text = (PROBES / "trace_own_trigger_described_as_cast.toml").read_text()
    path.write_text(text.replace('name = "Fungal Behemoth"', 'name = "Test Fungal Behemoth"')
                    .replace('card = "Fungal Behemoth"', 'card = "Test Fungal Behemoth"'))
    code, out, err = run_cli("check", str(path))
    assert code == 2 and "~ the card's name exactly or \"this card\"" in err and \
        "its text names 'Fungal Behemoth', and its card is 'Test Fungal Behemoth'" in err, out + err


_BOUNCE = "Tap an untapped Wizard you control: Return target creature to its owner's hand."
GALECASTER = f'''
[scenario]
turn = "you"

[[card]]
name = "Test Galecaster"
types = ["creature"]
subtypes = ["Giant", "Wizard"]
power = 5
toughness = 6
abilities = ["{_BOUNCE}"]

[[object]]
id = "colossus"
card = "Test Galecaster"
since_turn_began = true

[[object]]
id = "bears"
card = "Grizzly Bears"
controller = "opponent"

[[ability]]
id = "bounce"
source = "colossus"
ability = "{_BOUNCE}"
moves = ["bears"]
into = "hand"

[[event]]
activate = "bounce"
targets = ["bears"]

[[event]]
resolves = "bounce"

[[claim]]
id = "gone"
expr = "not on_battlefield(bears)"
expect = "proved"
'''


def test_an_ability_returning_to_hand_is_refused_naming_its_cost_then_what_is_modelled(write_model, run_cli):
    """Friction 6: Galecaster Colossus's "Tap an untapped Wizard you control" (not {T}, 302.6) is refused
    first, naming that cost; with {T}, its return to its owner's hand (400.7) is refused at `into`, naming
    the exile an [[ability]]'s moves is (406.2) and the delayed trigger's return (603.7c)."""
    path = write_model(GALECASTER)
    code, out, err = run_cli("check", str(path))
    assert code == 2 and f"{path}:26: error: the cost 'Tap an untapped Wizard you control' of an ability " \
        "activated in a history is not modelled (those modelled: {T}," in err, out + err
    path = write_model(GALECASTER.replace("Tap an untapped Wizard you control", "{T}"), "t.toml")
    code, out, err = run_cli("check", str(path))
    assert code == 2 and f"{path}:28: error: " in err and "returning a permanent to its owner's hand by an " \
        "activated ability is not modelled; an [[ability]]'s moves is its one target exiled" in err, out + err
    assert "unknown into" not in err, err
