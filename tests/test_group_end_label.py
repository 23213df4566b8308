"""The end of a group of events, labelled (issue 25): `end_label = "..."` on one event of a
group names the point after all of the group's events, in every order the group leaves
open; a plain `label` on an event of a group (the point right after it, inside the group in
some orders) is refused unless `inside = true` says it is meant; an end_label twice in a
group, or on an event in no group, is refused; each refusal one line naming the line."""
from conftest import claim, claim_verdict, refused_in_one_line
from test_slotted_groups import always_slotted, slotted
from verifier.load.loader import load_scenario
from verifier.query import check_claim_over, outcomes_over, possible_histories

BEARS = '''[scenario]
turn = "you"

[[object]]
id = "bears"
card = "Grizzly Bears"

[[object]]
id = "forest"
card = "Forest"
'''


def counters(first: str = "", second: str = "") -> str:
    """Two +1/+1 counters put on the Bears (2/2) in one group, each event with its extra keys."""
    return BEARS + "".join(f'''
[[event]]
put_counters = "bears"
counters = {{ "+1/+1" = 1 }}
group = "g"
{extra}
''' for extra in (first, second))


def test_a_claim_at_the_end_of_a_group_sees_every_event_of_it_done(write_model):
    """After the group, both counters are on the Bears whichever came first (122.1a)."""
    for place in ({"first": 'end_label = "after"'}, {"second": 'end_label = "after"'}):
        text = counters(**place)
        assert claim_verdict(write_model, text, "power(bears) == 4", at="after") == "proved"
        assert claim_verdict(write_model, text, "power(bears) == 3", at="after", expect="refuted") == "refuted"


def test_the_end_of_a_group_of_a_tap_and_an_entering(write_model):
    """A land tapped and a creature entering in one group: at its end, both done (701.26a,
    400.7), before the land untaps."""
    text = BEARS.replace('[[object]]\nid = "bears"\ncard = "Grizzly Bears"\n',
                         '[[object]]\nid = "bears"\ncard = "Grizzly Bears"\nzone = "hand"\n') + '''
[[event]]
tap = "forest"
group = "g"

[[event]]
enters = "bears"
group = "g"
end_label = "both"

[[event]]
untap = "forest"
'''
    assert claim_verdict(write_model, text, "is_tapped(forest) and on_battlefield(bears)", at="both") == "proved"
    assert claim_verdict(write_model, text, "is_tapped(forest)", expect="refuted") == "refuted"


def test_the_end_of_a_group_is_the_same_point_in_every_order(write_model):
    """Its values, listed over the orders, are one: that of the whole group done."""
    sc = load_scenario(write_model(counters(second='end_label = "after"')))
    assert [o.value for o in outcomes_over(sc, "power(bears)", at="after")] == [4]


def test_a_plain_label_on_the_last_listed_event_of_a_group_is_refused(write_model, run_cli):
    """What the new user wrote, meaning "after the group": refused with its line, pointing
    to end_label."""
    path = write_model(counters(second='label = "after"') + claim("power(bears) == 4", extra='at = "after"'))
    refused_in_one_line(run_cli, path, 22, "label 'after' is on an event of group 'g'")
    refused_in_one_line(run_cli, path, 22, "end_label")


def test_a_label_inside_a_group_on_purpose_gives_the_order_dependent_verdict(write_model, run_cli):
    """With inside = true, the point right after the last-listed event: the other counter
    may not be on yet, the counterexample telling the order where it is not."""
    path = write_model(counters(second='label = "second"\ninside = true')
                       + claim("power(bears) == 4", extra='at = "second"'))
    sc = load_scenario(path)
    result = check_claim_over(possible_histories(sc).encodings, sc.claims[0])
    assert result.verdict.value == "refuted"
    assert sorted(o.value for o in outcomes_over(sc, "power(bears)", at="second")) == [3, 4]
    code, out, _ = run_cli("check", path)
    assert code == 1 and "refuted" in out, out


def test_an_end_label_twice_in_a_group_is_refused(write_model, run_cli):
    path = write_model(counters('end_label = "a"', 'end_label = "b"') + claim("power(bears) == 4", extra='at = "b"'))
    refused_in_one_line(run_cli, path, 22, "group 'g' has its end labelled twice (first 'a' on line 16)")


def test_an_end_label_in_no_group_is_refused(write_model, run_cli):
    path = write_model(BEARS + '\n[[event]]\ntap = "forest"\nend_label = "after"\n'
                       + claim("is_tapped(forest)", extra='at = "after"'))
    refused_in_one_line(run_cli, path, 14, "end_label 'after' names the point after all of a group's events, and "
                                           "this event is in no group")


def test_an_end_label_is_a_label_like_the_others(write_model, run_cli):
    """One name for one point: an end_label the same as a label is refused."""
    grouped = counters(second='end_label = "after"')[len(BEARS):]
    text = BEARS + '\n[[event]]\ntap = "forest"\nlabel = "after"\n' + grouped
    refused_in_one_line(run_cli, write_model(text), 26, "label 'after' is used twice (first at event 1)")


def test_inside_without_a_label_in_a_group_is_refused(write_model, run_cli):
    path = write_model(counters(second="inside = true"))
    refused_in_one_line(run_cli, path, 22, "inside = true says that a label names a point inside a group")


def test_outcomes_takes_the_end_label(write_model, run_cli):
    path = write_model(counters(first='end_label = "after"') + '\n[[event]]\nput_counters = "bears"\n'
                       'counters = { "+1/+1" = 1 }\n')
    code, out, err = run_cli("outcomes", path, "--expr", "power(bears)", "--at", "after")
    assert code == 0, out + err
    assert "4" in out and "5" not in out, out


def test_an_expression_compares_the_end_of_a_group_with_the_end(write_model):
    """at("...", expr) takes the end label: one counter more after the group than at its end."""
    text = counters(first='end_label = "after"') + '\n[[event]]\nput_counters = "bears"\ncounters = { "+1/+1" = 1 }\n'
    assert claim_verdict(write_model, text, "power(bears) - at('after', power(bears)) == 1") == "proved"


def test_a_counterexample_marks_the_end_on_the_groups_last_event(write_model, run_cli):
    """The end label, on the first-listed event, is told on the event that comes last."""
    path = write_model(counters(first='end_label = "after"') + claim("power(bears) == 3", extra='at = "after"'))
    code, out, _ = run_cli("check", path)
    assert code == 1 and "refuted" in out, out
    told = [line.strip() for line in out.splitlines() if "counters put on bears" in line]
    assert told == ["1. counters put on bears: {'+1/+1': 1}", "2. counters put on bears: {'+1/+1': 1} [after]"], out


def test_the_end_of_a_group_left_to_the_solver(write_model):
    """Two effects setting the Bears' base power and toughness (613.4b) in a group whose
    order is left to the solver, a counter put after it: at the group's end, the later
    effect's value (613.7b), without the counter."""
    text = BEARS + "".join(f'''
[[effect]]
id = "set{n}"
targets = ["bears"]
layer7b = {{ power = {n}, toughness = {n} }}
until = "end of turn"

[[event]]
starts = "set{n}"
group = "g"
{'end_label = "set"' if n == 4 else ''}
''' for n in (1, 4)) + '\n[[event]]\nput_counters = "bears"\ncounters = { "+1/+1" = 1 }\n'
    sc = load_scenario(write_model(text))
    with always_slotted():
        assert slotted(sc)
        assert sorted(o.value for o in outcomes_over(sc, "power(bears)", at="set")) == [1, 4]
        assert sorted(o.value for o in outcomes_over(sc, "power(bears)")) == [2, 5]
