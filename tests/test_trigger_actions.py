"""What a [[trigger]] does as it resolves, besides destroying, counters, life and tokens:
it taps or untaps a permanent (701.26a-b).  Verdicts through `verifier check`'s semantics
(`conftest.claim_verdict`, over every order a group leaves open); what is refused names
its line."""
import pytest

from conftest import MODELS, claim, claim_verdict, refused_in_one_line, verdict

GATEKEEPER = "At the beginning of your upkeep, tap target creature an opponent controls"

TAPPER = f'''
[[object]]
id = "keeper"
name = "Gatekeeper"                 # test creature
types = ["creature"]
power = 1
toughness = 1
abilities = ["{GATEKEEPER}"]

[[object]]
id = "bears"
card = "Grizzly Bears"
controller = "opponent"
{{bears}}
[[trigger]]
id = "t"
source = "keeper"
ability = "{GATEKEEPER}"
when = "your upkeep"
{{action}} = "bears"

[[event]]
step = "upkeep"
label = "upkeep"
'''


def tapper(action: str = "taps", bears: str = "", after: str = 'resolves = "t"\nlabel = "resolved"') -> str:
    text = TAPPER.format(action=action, bears=bears) + f"\n[[event]]\n{after}\n"
    # (608.2c: the table says what the text does, load/trigger_text.py)
    return text.replace("tap target", "untap target") if action == "untaps" else text


def test_the_trigger_taps_as_it_resolves(write_model):
    """701.26a: the creature is untapped until the trigger resolves, tapped after."""
    assert claim_verdict(write_model, tapper(), "is_tapped('bears')", at="upkeep", expect="refuted") == "refuted"
    assert claim_verdict(write_model, tapper(), "is_tapped('bears')", at="resolved") == "proved"


def test_a_tapped_permanent_stays_tapped(write_model):
    """701.26a: tapping a tapped permanent leaves it tapped; the trigger still resolves."""
    assert claim_verdict(write_model, tapper(bears="tapped = true\n"), "is_tapped('bears')", at="resolved") == "proved"


def test_the_trigger_untaps(write_model):
    """701.26b: a trigger that untaps the tapped creature."""
    text = tapper("untaps", bears="tapped = true\n")
    assert claim_verdict(write_model, text, "is_tapped('bears')", at="upkeep") == "proved"
    assert claim_verdict(write_model, text, "not is_tapped('bears')", at="resolved") == "proved"


def test_one_not_on_the_battlefield_is_not_tapped(write_model):
    """701.26a: only a permanent is tapped: the creature left before the trigger resolved,
    and a creature entering later as a new object is not it."""
    text = tapper(after='leaves = "bears"\n\n[[event]]\nresolves = "t"\nlabel = "resolved"')
    assert claim_verdict(write_model, text, "not on_battlefield('bears') and not is_tapped('bears')",
                         at="resolved") == "proved"


def test_a_trigger_whose_condition_fails_taps_nothing(write_model):
    """603.4: its intervening "if" fails as it resolves: it does nothing."""
    text = tapper(after='tap = "keeper"\n\n[[event]]\nresolves = "t"\nlabel = "resolved"').replace(
        'when = "your upkeep"', 'when = "your upkeep"\nif = "not is_tapped(keeper)"').replace(
        GATEKEEPER, GATEKEEPER.replace("upkeep, ", "upkeep, if the keeper is untapped, "))  # (603.4: its text says it)
    assert claim_verdict(write_model, text, "not is_tapped('bears')", at="resolved") == "proved"


@pytest.mark.parametrize("first, second, tapped", [("resolves = \"t\"", "untap = \"bears\"", False),
                                                   ("untap = \"bears\"", "resolves = \"t\"", True)])
def test_the_order_decides(first, second, tapped, write_model):
    """701.26a-b: a tapped creature untapped, and the trigger tapping it: tapped after
    if the trigger resolves last, untapped if the untap comes last."""
    after = f'{first}\n\n[[event]]\n{second}\nlabel = "resolved"'
    expr = "is_tapped('bears')" if tapped else "not is_tapped('bears')"
    assert claim_verdict(write_model, tapper(bears="tapped = true\n", after=after), expr, at="resolved") == "proved"


def test_a_group_leaves_the_order_open(write_model):
    """Both orders are possible in a group: neither status holds in every order."""
    after = 'resolves = "t"\ngroup = "g"\nend_label = "done"\n\n[[event]]\nuntap = "bears"\ngroup = "g"'
    text = tapper(bears="tapped = true\n", after=after)
    assert claim_verdict(write_model, text, "is_tapped('bears')", at="done", expect="refuted") == "refuted"
    assert claim_verdict(write_model, text, "not is_tapped('bears')", at="done", expect="refuted") == "refuted"


def test_tapping_and_untapping_at_once_is_refused(write_model, run_cli):
    text = tapper().replace('taps = "bears"', 'taps = "bears"\nuntaps = "keeper"')
    refused_in_one_line(run_cli, write_model(text + claim("is_tapped('bears')")), 20,
                        "a trigger taps or untaps one permanent (701.26a-b), not both")


def test_tapping_an_unknown_object_is_refused(write_model, run_cli):
    text = tapper().replace('taps = "bears"', 'taps = "nobody"')
    refused_in_one_line(run_cli, write_model(text + claim("is_tapped('bears')")), 20,
                        "trigger names unknown object 'nobody'")


PUMP_TEXT = "When this creature enters, target creature gets +2/+0 until end of turn"

PUMPER = f'''
[[object]]
id = "pumper"
name = "Pumper"                     # test creature
types = ["creature"]
power = 1
toughness = 1
abilities = ["{PUMP_TEXT}"]

[[object]]
id = "bears"
card = "Grizzly Bears"

[[effect]]
id = "pump"
targets = ["bears"]
layer7c = {{ power = 2 }}
until = "end of turn"

[[trigger]]
id = "t"
source = "pumper"
ability = "{PUMP_TEXT}"
when = "enters"
of = {{ self = true }}
effects = ["pump"]

[[event]]
enters = "pumper"
label = "entered"
'''


def pumper(*after: str, text: str = PUMPER) -> str:
    return text + "".join(f"\n[[event]]\n{e}\n" for e in after)


RESOLVES = 'resolves = "t"\nlabel = "resolved"'


def test_the_effect_begins_as_the_trigger_resolves(write_model):
    """608.2c, 611.2a: +2/+0 from the resolution on, not before."""
    text = pumper(RESOLVES)
    assert claim_verdict(write_model, text, "power('bears') == 2", at="entered") == "proved"
    assert claim_verdict(write_model, text, "power('bears') == 4", at="resolved") == "proved"


def test_a_trigger_not_resolved_begins_nothing(write_model):
    """608.2c: the effect begins only as the trigger resolves: still on the stack, nothing."""
    assert claim_verdict(write_model, pumper(), "power('bears') == 2") == "proved"


def test_the_effect_ends_at_end_of_turn(write_model):
    """514.2: "until end of turn" ends with the turn."""
    text = pumper(RESOLVES, 'turn = "opponent"\nlabel = "next"')
    assert claim_verdict(write_model, text, "power('bears') == 4", at="resolved") == "proved"
    assert claim_verdict(write_model, text, "power('bears') == 2", at="next") == "proved"


SET_BASE = """
[[effect]]
id = "set"                          # "target creature has base power 1"
targets = ["bears"]
layer7b = { power = 1 }
"""


# the pumper whose trigger sets the target's base power to 5 instead (613.4b): its words and its effect alike (611.2)
SETTER = PUMPER.replace(PUMP_TEXT, "When this creature enters, target creature has base power 5 until end of turn").replace(
    "layer7c = { power = 2 }", "layer7b = { power = 5 }")


@pytest.mark.parametrize("first, second, power", [('starts = "set"', 'resolves = "t"', 5),
                                                  ('resolves = "t"', 'starts = "set"', 1)])
def test_its_timestamp_is_the_resolutions(first, second, power, write_model):
    """613.7b, 613.7a: two effects setting base power in layer 7b apply in timestamp order,
    the later winning; the trigger's effect is as late as its resolution."""
    text = SETTER + SET_BASE
    assert claim_verdict(write_model, pumper(first, second + '\nlabel = "resolved"', text=text),
                         f"power('bears') == {power}", at="resolved") == "proved"


def test_in_a_group_either_timestamp_is_possible(write_model):
    """613.7b: a group leaves the order of the resolution and the other effect open."""
    text = SETTER + SET_BASE
    events = ('resolves = "t"\ngroup = "g"\nend_label = "done"', 'starts = "set"\ngroup = "g"')
    assert claim_verdict(write_model, pumper(*events, text=text), "power('bears') == 5", at="done",
                         expect="refuted") == "refuted"
    assert claim_verdict(write_model, pumper(*events, text=text), "power('bears') == 1 or power('bears') == 5",
                         at="done") == "proved"


STEAL = """
[[effect]]
id = "steal"                        # "gain control of target creature"
targets = ["bears"]
layer2 = { control = "you" }
"""


@pytest.mark.parametrize("first, second, power", [('starts = "steal"', 'resolves = "t"', 2),
                                                  ('resolves = "t"', 'starts = "steal"', 4)])
def test_its_target_is_checked_as_it_resolves(first, second, power, write_model):
    """608.2b, 611.2c: "target creature an opponent controls gets +2/+0": stolen before the
    trigger resolves, the target is illegal and nothing begins; stolen after, the creature
    it affected as it began keeps the bonus."""
    text = PUMPER.replace('card = "Grizzly Bears"', 'card = "Grizzly Bears"\ncontroller = "opponent"').replace(
        'targets = ["bears"]\nlayer7c', 'targets = ["bears"]\naffects = { controller = "opponent" }\nlayer7c') + STEAL
    assert claim_verdict(write_model, pumper(first, second + '\nlabel = "resolved"', text=text),
                         f"power('bears') == {power} and controller('bears') == 'you'", at="resolved") == "proved"


ANTHEM = "When this creature enters, creatures you control get +1/+0 until end of turn"


def test_what_it_affects_is_locked_as_it_begins(write_model):
    """611.2c: "creatures you control get +1/+0 until end of turn" affects the creatures
    there as it began, not one entering later."""
    text = PUMPER.replace(PUMP_TEXT, ANTHEM).replace('targets = ["bears"]\nlayer7c = { power = 2 }',
                                                     'affects = { types = ["creature"], controller = "you" }\n'
                                                     'layer7c = { power = 1 }')
    text = text.replace('card = "Grizzly Bears"', 'card = "Grizzly Bears"\nzone = "hand"')
    assert claim_verdict(write_model, pumper(RESOLVES, 'enters = "bears"\nlabel = "later"', text=text),
                         "power('pumper') == 2 and power('bears') == 2", at="later") == "proved"


def test_a_starts_event_for_its_effect_is_refused(write_model, run_cli):
    """608.2c, 613.7b: the effect begins as the trigger resolves, once."""
    text = pumper(RESOLVES, 'starts = "pump"')
    refused_in_one_line(run_cli, write_model(text + claim("power('bears') == 4")), text.splitlines().index(
        'resolves = "t"') + 1, "'pump' begins as 't' resolves (608.2c): it has no starts event of its own")


def test_a_static_effect_is_refused(write_model, run_cli):
    text = pumper(RESOLVES).replace('effects = ["pump"]', 'effects = ["nothing"]')
    refused_in_one_line(run_cli, write_model(text + claim("power('bears') == 4")),
                        text.splitlines().index('effects = ["nothing"]') + 1,
                        "'nothing' is no resolved [[effect]] of the scenario that its resolution could begin (608.2c)")




# 611.2a: an ability granted by its quoted words (or "the ability"), no duration said: an effect that lasts
GRANTS = {"quoted": 'target creature gains \\"{T}: Add {G}.\\"', "has": 'target creature has \\"{T}: Add {G}.\\"',
          "the ability": 'target creature gains the ability \\"{T}: Add {G}.\\"'}


def _granting(words: str, listed: bool) -> str:
    text = pumper(RESOLVES).replace("target creature gets +2/+0 until end of turn", words)
    text = text.replace("layer7c = { power = 2 }\nuntil = \"end of turn\"", 'layer6 = { add_abilities = ["{T}: Add {G}."] }')
    return text if listed else text.replace('effects = ["pump"]\n', "")


@pytest.mark.parametrize("words", sorted(GRANTS))
def test_a_granted_ability_with_no_duration_needs_its_effect(words, write_model, run_cli):
    """611.2a, 608.2c: the trigger's text grants an ability for good; a table listing no effect for it is
    refused at its line, one listing it gives the ability from the resolution on."""
    text = _granting(GRANTS[words], listed=False)
    refused_in_one_line(run_cli, write_model(text + claim("has_ability('bears', '{T}: Add {G}.')")),
                        text.splitlines().index("[[trigger]]") + 1, "begins an effect (611.2)")
    text = _granting(GRANTS[words], listed=True)
    assert claim_verdict(write_model, text, "has_ability('bears', '{T}: Add {G}.')", at="resolved") == "proved"
    assert claim_verdict(write_model, text, "not has_ability('bears', '{T}: Add {G}.')", at="entered") == "proved"


def test_a_token_s_own_quoted_ability_is_no_effect(write_model):
    """111.4: "create a 1/1 ... token. It has \"...\"" gives the token its ability as it is created: no effect
    to list (Brood Butcher's Scion, a bundled scenario that would be refused otherwise)."""
    text = (MODELS / "scenarios" / "colors_brood_butcher_devoid.toml").read_text()
    assert 'It has \\"Sacrifice this creature: Add {C}.\\"' in text and "effects" not in text
    assert verdict(write_model(text), 4) == "proved"  # (the Scion is 1/1)


def test_an_effect_another_player_controls_is_refused(write_model, run_cli):
    """603.3a, 109.5: the effect a trigger begins is its controller's, its source's controller."""
    text = pumper(RESOLVES).replace('until = "end of turn"', 'until = "end of turn"\ncontroller = "opponent"')
    refused_in_one_line(run_cli, write_model(text + claim("power('bears') == 4")),
                        text.splitlines().index('effects = ["pump"]') + 1,
                        "'pump' is controlled by the trigger's controller, its source's (603.3a), 'you'")

PING_TEXT = "When this creature enters, it deals 2 damage to any target"

PINGER = f'''
[[object]]
id = "pinger"
name = "Pinger"                     # test creature
types = ["creature"]
power = 1
toughness = 1
abilities = ["{PING_TEXT}"{{lifelink}}]

[[object]]
id = "bears"
card = "Grizzly Bears"
controller = "opponent"

[[trigger]]
id = "t"
source = "pinger"
ability = "{PING_TEXT}"
when = "enters"
of = {{{{ self = true }}}}
deals = 2
to = "{{to}}"

[[event]]
enters = "pinger"
label = "entered"
'''


def pinger(to: str, *after: str, lifelink: bool = False) -> str:
    return pumper(*after, text=PINGER.format(to=to, lifelink=', "lifelink"' if lifelink else ""))


def test_damage_to_a_creature_is_marked(write_model):
    """120.3e, 704.5g: 2 damage marked on the 2/2, which dies once the trigger resolves."""
    text = pinger("bears", RESOLVES)
    assert claim_verdict(write_model, text, "on_battlefield('bears') and damage('bears') == 0", at="entered") == \
        "proved"
    assert claim_verdict(write_model, text, "not on_battlefield('bears') and in_zone('bears', 'graveyard')",
                         at="resolved") == "proved"


def test_damage_to_a_player_is_life_lost(write_model):
    """120.3a: 2 damage to the opponent is 2 life lost; with lifelink its controller gains 2
    (120.3f, 702.15b)."""
    text = pinger("opponent", RESOLVES)
    assert claim_verdict(write_model, text, "life('opponent') == 20", at="entered") == "proved"
    assert claim_verdict(write_model, text, "life('opponent') == 18 and life('you') == 20", at="resolved") == "proved"
    assert claim_verdict(write_model, pinger("opponent", RESOLVES, lifelink=True), "life('you') == 22",
                         at="resolved") == "proved"


def test_damage_to_a_creature_gone_is_not_dealt(write_model):
    """608.2b, 120.1: the creature left before it resolved: no damage."""
    text = pinger("bears", 'leaves = "bears"\ninto = "exile"', RESOLVES)
    assert claim_verdict(write_model, text, "in_zone('bears', 'exile')", at="resolved") == "proved"


def test_damage_without_a_recipient_is_refused(write_model, run_cli):
    text = pinger("bears", RESOLVES).replace('to = "bears"\n', "")
    refused_in_one_line(run_cli, write_model(text + claim("on_battlefield(bears)")),
                        text.splitlines().index("deals = 2") + 1, "deals = N goes with to = ")


def _fail(msg):
    raise AssertionError(msg)


@pytest.mark.parametrize("model, asked", [
    ("tap", ["is_tapped(bears)", "is_tapped(keeper)"]),
    ("effect", ["power(bears)", "toughness(bears)"]),
    ("damage", ["on_battlefield(bears)", "damage(bears)"]),
])
def test_the_encoding_agrees_with_brute_force(model, asked, write_model):
    """The SMT encoding against the concrete interpreter (`verifier.orderings`: every order
    of the group, every ordering of the timestamps): the same values at each point."""
    from verifier.expr import Expr
    from verifier.load.claims import names_of
    from verifier.load.loader import load_scenario
    from verifier.orderings import all_values
    from verifier.query import outcomes_over
    group = 'group = "g"\nend_label = "done"'
    text = {"tap": tapper(bears="tapped = true\n",
                          after=f'resolves = "t"\n{group}\n\n[[event]]\nuntap = "bears"\ngroup = "g"'),
            "effect": pumper('resolves = "t"\n' + group, 'starts = "set"\ngroup = "g"', 'turn = "opponent"',
                             text=SETTER + SET_BASE),
            "damage": pinger("bears", 'resolves = "t"\n' + group, 'starts = "tough"\ngroup = "g"') +
            '\n[[effect]]\nid = "tough"\naffects = { controller = "opponent" }\nlayer7c = { toughness = 2 }\n'}[model]
    sc = load_scenario(write_model(text + claim("on_battlefield(bears)")))
    for query in asked:
        for at in (None, "done"):
            expr = Expr(query, names_of(sc), _fail)
            brute = {v for s in sc.linearized(reduced=False) for v in all_values(s, expr, at)}
            smt = {o.value for o in outcomes_over(sc, query, at=at)}
            assert brute and smt == brute, f"{query} at {at}: SMT {smt} vs brute force {brute}"



ENGINE_TEXT = ("Whenever this creature attacks, create a colorless Construct artifact creature token named Twin that's "
               "attacking. Its power is equal to this creature's power and its toughness is equal to this creature's "
               "toughness. Sacrifice the token at end of combat")
GEMINI = '''
[scenario]
turn = "you"

[[card]]
name = "Gemini Engine"
types = ["artifact", "creature"]
power = 3
toughness = 4
abilities = ["TEXT"]

[[object]]
id = "engine"
card = "Gemini Engine"
since_turn_began = true

[[object]]
id = "twin"
name = "Twin"
types = ["artifact", "creature"]
subtypes = ["Construct"]
power = 3
toughness = 4
created_by = "gemini-trigger"

[[trigger]]
id = "gemini-trigger"
source = "engine"
ability = "TEXT"
when = "attacks"
of = { self = true }

[[event]]
step = "combat"

[[event]]
attacks = "engine"

[[event]]
resolves = "gemini-trigger"

[[claim]]
id = "twin-attacking"
expr = "attacking(twin)"
expect = "proved"
'''


def test_a_token_created_attacking_is_refused_not_left_out(write_model, run_cli):
    # 508.4: Gemini Engine's Twin enters attacking; a table without tokens_attacking is refused (before, the
    # token was made and `attacking(twin)` refuted: found by a new user's trial); its sacrifice at end of
    # combat, a delayed trigger, refuses the full text too
    attacking_only = ENGINE_TEXT.split(". Its power")[0] + "."
    path = write_model(GEMINI.replace("TEXT", attacking_only))
    refused_in_one_line(run_cli, path, 26, "creates a token that is attacking (508.4")
    path = write_model(GEMINI.replace("TEXT", ENGINE_TEXT))
    refused_in_one_line(run_cli, path, 26, "sets up a delayed triggered ability (603.7)")
    ok = write_model(GEMINI.replace("TEXT", attacking_only).replace('of = { self = true }\n',
                                                                   'of = { self = true }\ntokens_attacking = true\n'))
    code, out, _ = run_cli("check", ok)
    assert code == 0 and "twin-attacking: proved (expected proved) ok" in out


def test_a_delayed_trigger_in_the_text_is_refused(write_model, run_cli):
    path = write_model(GEMINI.replace("TEXT", ENGINE_TEXT.replace(" that's attacking", "")))
    refused_in_one_line(run_cli, path, 26, "sets up a delayed triggered ability (603.7)")


PAYING = "At the beginning of your upkeep, you may pay {1}. If you do, tap target creature an opponent controls"


def test_a_resolution_of_a_trigger_asking_a_cost_says_whether_it_was_paid(write_model, run_cli):
    """118.12: the tapping follows a payment made as the trigger resolves: a resolution that does not
    say whether it was paid is refused, not taken as paid for nothing (`verifier.load.trigger_payments`)."""
    text = tapper().replace(GATEKEEPER, PAYING)
    refused_in_one_line(run_cli, write_model(text + claim("is_tapped('bears')")), text[:text.index('resolves = "t"')]
                        .count("\n") + 1, "say paid = true (its controller pays it) or paid = false")


def test_a_trigger_whose_cost_was_not_paid_does_nothing(write_model):
    """Declined as it resolves (118.12): what follows 'If you do' does not happen; the creature stays untapped."""
    text = tapper(after='resolves = "t"\npaid = false\nlabel = "resolved"').replace(GATEKEEPER, PAYING)
    assert claim_verdict(write_model, text, "not is_tapped('bears')", at="resolved") == "proved"


DISCARDING = "At the beginning of your upkeep, each opponent discards a card"


def test_a_trigger_discarding_beside_a_card_in_a_hand_is_refused(write_model, run_cli):
    """New-user trial 2: the discard was silently not done (701.9)."""
    text = tapper().replace(GATEKEEPER, DISCARDING).replace('taps = "bears"\n', "") + \
        '\n[[object]]\nid = "held"\ncard = "Grizzly Bears"\nzone = "hand"\nowner = "opponent"\n'
    refused_in_one_line(run_cli, write_model(text + claim("in_zone(held, 'hand')")), 15,
                        "discards (701.9), which no key of a [[trigger]] follows")


def test_a_trigger_milling_beside_a_count_of_a_graveyard_is_refused(write_model, run_cli):
    text = tapper().replace(GATEKEEPER, "At the beginning of your upkeep, each opponent mills two cards") \
        .replace('taps = "bears"\n', "")
    refused_in_one_line(run_cli, write_model(text + claim("count(zone='graveyard') == 0")), 15, "mills (701.13)")


def test_a_trigger_discarding_where_no_card_is_followed_off_the_battlefield(write_model):
    """No card in a hand or a library, nothing counted there: what it moves is nothing the model has."""
    text = tapper().replace(GATEKEEPER, DISCARDING).replace('taps = "bears"\n', "")
    assert claim_verdict(write_model, text, "not is_tapped('bears')", at="resolved") == "proved"


def test_a_trigger_gaining_control_is_refused(write_model, run_cli):
    text = tapper().replace(GATEKEEPER, "At the beginning of your upkeep, gain control of target creature") \
        .replace('taps = "bears"\n', "")
    refused_in_one_line(run_cli, write_model(text + claim("controller(bears) == 'opponent'")), 15,
                        "gains control of something (613.1b)")


def test_a_trigger_named_where_an_object_is_asked_says_how_to_ask_of_it(write_model, run_cli):
    """New-user trial 2, friction 3: resolved('t') of a trigger said only 'unknown object'."""
    code, _, err = run_cli("check", write_model(tapper() + claim("resolved(t)")))
    assert code == 2 and "'t' is a [[trigger]]: triggered('t') asks whether it triggered" in err
