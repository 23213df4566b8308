"""613.7e: an Aura, Equipment or Fortification takes a timestamp as it becomes attached, with its host
already on the battlefield (an Aura can not enchant an object entering with it: 303.4f, ruled for
Auspicious Starrix).  As a scenario begins, an attached object is therefore newer than its host,
unless the host may have taken a newer timestamp since: double-faced (613.7g), face down or able to
turn face up by morph or disguise (613.7f), or a creature card, which may have been manifested or
cloaked and turned face up (701.40b, 701.58b).  Found by a new user's trial (Lithoform Blight on
Urborg)."""
import json

CARDS = '''
[[card]]
name = "Test Aura"
types = ["enchantment"]
subtypes = ["Aura"]

[[card.static]]
ability = "Enchanted permanent is blue."
affects = { enchanted = true }
layer5 = { set_colors = ["blue"] }

[[card]]
name = "Test Host"
types = ["TYPE"]
colors = ["green"]
TOKEN

[[card.static]]
ability = "This permanent is red."
affects = { self = true }
layer5 = { set_colors = ["red"] }
'''


def board(types='"creature"', token=False, claim="before(aura, host)", expect="witness"):
    obj_token = "\ntoken = true" if token else ""
    return (CARDS.replace('"TYPE"', types).replace("TOKEN", "power = 2\ntoughness = 2" if "creature" in types else "")
            + f'\n[[object]]\nid = "host"\ncard = "Test Host"{obj_token}\n'
            '\n[[object]]\nid = "aura"\ncard = "Test Aura"\nattached_to = "host"\n'
            f'\n[[claim]]\nid = "c"\nexpr = "{claim}"\nexpect = "{expect}"\n')


def _verdict(write_model, run_cli, text):
    code, out, err = run_cli("check", "--json", write_model(text))
    assert code in (0, 1), err
    return json.loads(out)["results"][0]["verdict"]


def test_an_aura_on_a_noncreature_card_is_newer_than_it(write_model, run_cli):
    text = board('"land"', claim="before(aura, host)", expect="none")
    assert _verdict(write_model, run_cli, text) == "none"
    # so the Aura's colour wins in layer 5 (613.7)
    text = board('"land"', claim="has_color(host, 'blue') and not has_color(host, 'red')", expect="proved")
    assert _verdict(write_model, run_cli, text) == "proved"


def test_an_aura_on_a_creature_card_may_be_older(write_model, run_cli):
    # the creature card may have been manifested, enchanted, then turned face up (701.40b, 613.7f)
    assert _verdict(write_model, run_cli, board('"creature"')) == "witness"


def test_an_aura_on_a_creature_token_is_newer_than_it(write_model, run_cli):
    # a token is no card: never manifested nor cloaked
    assert _verdict(write_model, run_cli, board('"creature"', token=True, expect="none")) == "none"
