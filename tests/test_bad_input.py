"""Bad input: one line on stderr naming the file (and line), exit status 2, no traceback."""
import os
import subprocess
import sys

import pytest

from conftest import BEARS, HUMILITY, claim, one_error_line

# A spell that grants "G" (+1/+1), defined as a [[card.granted]] ability.
GIFT = '''
[[card]]
name = "Gift"
types = ["instant"]
[[card.resolves]]
ability = "gift"
layer6 = { add_abilities = ["G"] }
[[card.granted]]
ability = "G"
affects = { self = true }
layer7c = { power = 1, toughness = 1 }
'''

# A card with a [[card.mana]] table, to be continued.
DRUID = '''
[[card]]
name = "Druid"
types = ["creature"]
[[card.mana]]
'''

TEZ = '''
[[object]]
id = "tez"
card = "Tezzeret the Seeker"
counters = { loyalty = 4 }
[[object]]
id = "ring"
card = "Sol Ring"
[[loyalty]]
id = "plus"
source = "tez"
cost = "+1"
max_targets = 1
[[loyalty]]
id = "minus"
source = "tez"
cost = "-X"
search = { types = ["artifact"] }
'''


CASES = {
    "invalid-toml": ("[[object]\nid = 1\n", 1, "invalid TOML"),
    "unknown-object-in-targets": (HUMILITY + '''
[[effect]]
id = "gg"
card = "Giant Growth"
targets = ["nobody"]
''', 9, "unknown object 'nobody'"),
    "unknown-object-in-claim": (HUMILITY + '''
[[claim]]
id = "c"
expr = "power(nobody) == 1"
expect = "proved"
''', 8, "unknown object 'nobody'"),
    "unknown-id-in-order": ('''[scenario]
order = [["humility", "ghost"]]
''' + HUMILITY, 2, "order names unknown id 'ghost'"),
    "unknown-layer": (HUMILITY + '''
[[effect]]
id = "e"
targets = ["humility"]
layer8 = { power = 1 }
''', 9, "unknown layer 'layer8'"),
    "one-ability-from-two-sources-and-removed": (GIFT + BEARS + '''
[[effect]]
id = "a"
card = "Gift"
targets = ["bears"]
[[effect]]
id = "b"
card = "Gift"
targets = ["bears"]
''' + HUMILITY, 8, "object 'bears' may have 'G' from a and from b, and effect 'humility' may remove it"),
    "inline-effect-adds-a-granted-ability": (GIFT + BEARS + '''
[[effect]]
id = "a"
card = "Gift"
targets = ["bears"]
[[effect]]
id = "b"
targets = ["bears"]
layer6 = { add_abilities = ["G"] }
''', 24, "effect 'b' grants the static ability 'G', which its card does not define"),
    "text-change-across-kinds": (HUMILITY + '''
[[effect]]
id = "e"
targets = ["humility"]
layer3 = { from = "white", to = "Island" }
''', 9, "a text change turns a word into another of its kind (612.2), not 'white' into 'Island'"),
    "text-change-of-a-non-word": (HUMILITY + '''
[[effect]]
id = "e"
targets = ["humility"]
layer3 = { from = "Humility", to = "Island" }
''', 9, "'Humility' is neither a colour word nor a subtype (612.2)"),
    "text-change-half-given": (HUMILITY + '''
[[effect]]
id = "e"
targets = ["humility"]
layer3 = { from = "Swamp" }
''', 9, "layer3 changes a word: give both 'from' and 'to'"),
    "unknown-keyword": (HUMILITY + '''
[[effect]]
id = "e"
targets = ["humility"]
layer6 = { grant_flying = true }
''', 9, "unknown key 'grant_flying' in layer6"),
    "unknown-card-type": (HUMILITY + '''
[[effect]]
id = "e"
targets = ["humility"]
layer4 = { add_types = ["wizard"] }
''', 9, "unknown add_types value 'wizard'"),
    "cyclic-order": ('''[scenario]
order = [["a", "b"], ["b", "a"]]
[[effect]]
id = "a"
targets = ["humility"]
layer7c = { power = 1 }
[[effect]]
id = "b"
targets = ["humility"]
layer7c = { power = 1 }
''' + HUMILITY, 2, "order is impossible: a < b < a (the history's order)"),
    "unknown-card": ('''
[[object]]
id = "x"
card = "The Grey Havens"
''', 4, "unknown card 'The Grey Havens'"),
    "granted-static-ability": (HUMILITY + '''
[[effect]]
id = "e"
targets = ["humility"]
layer6 = { add_abilities = ["Humility"] }
''', 9, "which its card does not define as a [[card.granted]] ability"),
    "bad-claim-syntax": (HUMILITY + '''
[[claim]]
id = "c"
expr = "power(humility) =="
expect = "proved"
''', 8, "is not valid"),
    "unsupported-claim-construct": (HUMILITY + '''
[[claim]]
id = "c"
expr = "power(humility) * 2 == 2"
expect = "proved"
''', 8, "unsupported construct BinOp"),
    "bad-expect": (HUMILITY + '''
[[claim]]
id = "c"
expr = "power(humility) == 1"
expect = "probably"
''', 9, "unknown expect 'probably' (known: proved, refuted"),

    # the misread inputs of the correctness issue, each once accepted silently

    "switch-false": (HUMILITY + '''
[[effect]]
id = "e"
targets = ["humility"]
layer7d = { switch = false }
''', 9, "'switch' can only be true"),
    "empty-targets": (HUMILITY + '''
[[effect]]
id = "e"
targets = []
layer7c = { power = 1 }
''', 8, "'targets' must not be empty"),
    "string-false-other": ('''
[[card]]
name = "Lord"
types = ["enchantment"]
[[card.static]]
ability = "Lord"
affects = { types = ["creature"], other = "false" }
layer7c = { power = 1 }
''' + BEARS, 7, "'other' must be true or false, not the string 'false'"),
    "string-false-face-down": ('''
[[object]]
id = "x"
card = "Grizzly Bears"
face_down = "false"
''', 5, "'face_down' must be true or false"),
    "two-statics-same-name": ('''
[[card]]
name = "Twice"
types = ["enchantment"]
[[card.static]]
ability = "Pump"
affects = { types = ["creature"] }
layer7c = { power = 1 }
[[card.static]]
ability = "Pump"
affects = { types = ["creature"] }
layer7c = { power = 2 }
[[object]]
id = "t"
card = "Twice"
''', 10, "has two static abilities named 'Pump'"),
    "dotted-id": ('''
[[object]]
id = "a.b"
name = "A"
types = ["creature"]
''', 3, "'a.b' in 'id' is not an id"),
    "cda-on-resolved-effect": (BEARS + '''
[[effect]]
id = "e"
targets = ["bears"]
cda = true
layer7b = { power = 1 }
''', 9, "unknown key 'cda' in [[effect]]"),
    "cda-affecting-others": ('''
[[card]]
name = "Wide CDA"
types = ["creature"]
[[card.static]]
ability = "P/T"
cda = true
affects = { types = ["creature"] }
layer7a = { power = 1, toughness = 1 }
[[object]]
id = "w"
card = "Wide CDA"
''', 8, "affects only its own object (604.3a)"),
    "cda-in-layer-6": ('''
[[card]]
name = "Odd CDA"
types = ["creature"]
[[card.static]]
ability = "Odd"
cda = true
layer6 = { add_abilities = ["flying"] }
[[object]]
id = "w"
card = "Odd CDA"
''', 8, "(604.3a), not layer6 add_abilities"),
    "effect-with-card-and-layers": (BEARS + '''
[[effect]]
id = "e"
card = "Giant Growth"
targets = ["bears"]
layer7c = { power = 10 }
''', 10, "takes its layers and 'affects' from the card; remove 'layer7c'"),
    "effect-with-card-and-layer3": (BEARS + '''
[[effect]]
id = "e"
card = "Giant Growth"
targets = ["bears"]
layer3 = { from = "Swamp", to = "Island" }
''', 10, "takes its layers and 'affects' from the card; remove 'layer3'"),
    "effect-with-card-and-unknown-layer": (BEARS + '''
[[effect]]
id = "e"
card = "Giant Growth"
targets = ["bears"]
layer9 = { power = 1 }
''', 10, "unknown layer 'layer9'"),
    "misspelled-player": (BEARS + claim("controller(bears) != 'opponnent'"), 8,
                          "unknown word 'opponnent' for player"),
    "objects-in-affects": (BEARS + '''
[[effect]]
id = "e"
affects = { objects = ["bears"] }
layer7c = { power = 1 }
''', 8, "unknown key 'objects' in affects"),
    "float-for-integer": (BEARS + '''
[[effect]]
id = "e"
targets = ["bears"]
layer7c = { power = 1.5 }
''', 9, "'power' must be an integer, not the float 1.5"),
    "card-as-a-list": ('''
[[object]]
id = "x"
card = ["Grizzly Bears"]
''', 4, "'card' must be a string, not an array"),
    "card-as-a-table": ('''
[[object]]
id = "x"
card = { name = "Grizzly Bears" }
''', 4, "'card' must be a string, not a table"),
    "order-wrong-shape": ('''[scenario]
order = ["bears", "humility"]
''' + BEARS + HUMILITY, 2, "each chain in 'order' must be a non-empty array of ids"),
    "assume-not-a-string": (BEARS + claim("power(bears) == 2", extra="assume = 3"), 10,
                            "'assume' must be a string, not the integer 3"),
    "unknown-top-level-key": ('''
[objects]
id = "x"
''', 2, "unknown key 'objects' in a model file (did you mean 'object'?)"),
    "subtype-without-its-type": ('''
[[object]]
id = "x"
name = "X"
types = ["enchantment"]
subtypes = ["Elf"]
''', 6, "'Elf' needs one of the card types creature, kindred (205.3d)"),
    "unknown-subtype-in-model": ('''
[[object]]
id = "x"
name = "X"
types = ["creature"]
subtypes = ["Elff"]
''', 6, "unknown subtypes value 'Elff' (did you mean 'Elf'?)"),
    "empty-list-in-a-part": (BEARS + '''
[[effect]]
id = "e"
targets = ["bears"]
layer4 = { set_types = [] }
''', 9, "'set_types' must not be empty"),
    "effect-affecting-everything-by-omission": (BEARS + '''
[[effect]]
id = "gg"
card = "Titanic Growth"
''', 6, "effect 'gg' does not say what it affects"),
    # 201.5: "This artifact becomes ...", a card's ability affecting its own object: the card's [[card.resolves]]
    # says affects = { self = true } (trial 7's second draw, friction 4), and the message names the line and key
    "self-affecting-card-resolves-without-affects": ('''
[[card]]
name = "Test Idol"
types = ["artifact"]
abilities = ["{0}: This artifact becomes a 3/3 Turtle artifact creature until end of turn"]

[[card.resolves]]
ability = "{0}: This artifact becomes a 3/3 Turtle artifact creature until end of turn"
layer7b = { power = 3, toughness = 3 }

[[object]]
id = "idol"
card = "Test Idol"

[[effect]]
id = "turtle"
card = "Test Idol"
ability_of = "idol"
''', 7, "give that [[card.resolves]] affects = { self = true }"),
    # 611.2c, 613.7e: an Aura's effect on "enchanted land" after an attach event is not followed; the message
    # names the stand-in (trial 7's second draw, friction 2)
    "attached-effect-after-an-attach": ('''
[[object]]
id = "forest"
card = "Forest"

[[object]]
id = "new-forest"
card = "Forest"

[[object]]
id = "genju"
card = "Genju of the Realm"
attached_to = "forest"

[[effect]]
id = "spirit"
card = "Genju of the Realm"
ability_of = "genju"

[[event]]
attach = "genju"
to = "new-forest"

[[event]]
starts = "spirit"
''', 15, "no event may attach or unattach it (what it is attached to as the effect begins after an attach, "
        "613.7e, 701.3b, is not followed); else write the effect out on that object, targets = [...]"),
    # 115.1: "target creature": the effect names its target
    "targeted-effect-without-targets": (BEARS + '''
[[effect]]
id = "gg"
card = "Giant Growth"
''', 6, "effect 'gg' has targets ('Giant Growth': \"target ...\"): give targets = [...]"),
    "other-on-a-resolved-effect": (BEARS + '''
[[effect]]
id = "e"
affects = { types = ["creature"], other = true }
layer7c = { power = 1 }
''', 6, "applies to 'other' objects: give ability_of = the object whose ability resolved"),
    "ability-of-unknown-object": (BEARS + '''
[[effect]]
id = "e"
ability_of = "nobody"
affects = { types = ["creature"], other = true }
layer7c = { power = 1 }
''', 8, "effect 'e' names unknown object 'nobody'"),
    "chosen-not-given": ('''
[[object]]
id = "banner"
card = "Chosen Banner"
''' + claim("on_battlefield(banner)"), 4, "uses what was chosen as its object entered: give chosen"),
    "chosen-of-the-wrong-kind": ('''
[[object]]
id = "banner"
card = "Chosen Banner"
chosen = "Blue"
''' + claim("on_battlefield(banner)"), 5, "'Blue' is no creature type (205.3m, 305.6)"),
    "chosen-in-an-effect": (BEARS + '''
[[effect]]
id = "e"
affects = { subtypes = ["chosen"] }
layer7c = { power = 1 }
''', 6, "'chosen' is what an object's card chose as it entered"),
    "basic-land-type-in-set-subtypes": (BEARS + '''
[[effect]]
id = "e"
targets = ["bears"]
layer4 = { set_subtypes = ["Mountain"] }
''', 9, "'Mountain' is a basic land type: set basic land types with land_types"),
    "misspelled-removed-ability": ('''
[[object]]
id = "angel"
card = "Serra Angel"

[[effect]]
id = "e"
targets = ["angel"]
layer6 = { remove_abilities = ["Flyer"] }
''', 9, "removes 'Flyer', an ability nothing in the scenario has or grants"),
    "keyword-in-capitals": ('''
[[object]]
id = "angel"
card = "Serra Angel"

[[effect]]
id = "e"
targets = ["angel"]
layer6 = { remove_abilities = ["Flying"] }
''', 9, "write the keyword 'Flying' as 'flying': lower case, without reminder text"),
    "copy-effect-doing-more": (BEARS + HUMILITY + '''
[[effect]]
id = "e"
targets = ["bears"]
layer1a = { copy_of = "humility" }
layer7b = { power = 5, toughness = 5 }
''', 13, "a copy effect does only the copying"),
    "claim-id-with-a-line-break": (BEARS + claim("power(bears) == 2").replace('id = "c"', 'id = "c\\nd"'), 7,
                                   "is not an id"),
    "copy-of-unknown-object": (BEARS + '''
[[effect]]
id = "e"
targets = ["bears"]

layer1a = { copy_of = "nobody" }
''', 10, "effect 'e' copies unknown object 'nobody'"),
    # (a static ability's: a resolved effect's set is fixed as it begins, 611.2c, read before it applies: Mob Rule)
    "pt-condition-outside-layer-7": (BEARS + '''
[[card]]
name = "Test Small Lord"
types = ["enchantment"]

[[card.static]]
ability = "Creatures with power 2 or less are artifacts."
affects = { types = ["creature"], power_at_most = 2 }
layer4 = { add_types = ["artifact"] }

[[object]]
id = "lord"
card = "Test Small Lord"
''', 12, "power and toughness are defined in layer 7 only"),
    "unknown-number": (BEARS + '''
[[effect]]
id = "e"
targets = ["bears"]
layer7c = { power = { number = "cards in hand" } }
''', 9, "the number 'cards in hand' is not given: add it to [scenario] numbers"),
    "condition-not-said": ('''
[[card]]
name = "Ape"
types = ["creature"]
power = 1
toughness = 1

[[card.static]]
ability = "Ape"
affects = { self = true }
condition = "you control a Forest"
layer7c = { power = 1, toughness = 2 }

[[object]]
id = "ape"
card = "Ape"
''' + claim("power(ape) == 2"), 16, "applies only if 'you control a Forest': say whether that holds in [scenario] "
                                      "conditions"),
    "condition-not-a-bool": (BEARS + '''
[scenario]
conditions = { "it's your turn" = 1 }
''', 7, 'it\'s your turn" must be true or false, not the integer 1'),
    "count-and-number": (BEARS + '''
[[effect]]
id = "e"
targets = ["bears"]
layer7c = { power = { number = "x", count = { types = ["creature"] } } }
''', 9, "'power' needs exactly one of 'count', 'number', 'counters', 'life', 'devotion_to', 'total', 'greatest', 'distinct'"),
    "bad-counter-kind": ('''
[[object]]
id = "x"
card = "Grizzly Bears"
counters = { "+1/+one" = 1 }
''', 5, "'+1/+one' is not a kind of counter"),
    "measured-without-among": (BEARS + '''
[[effect]]
id = "e"
targets = ["bears"]
layer7c = { power = { total = "power" } }
''', 9, "'power': 'among' (the objects measured) goes with 'total', 'greatest', 'distinct' or 'counters', and only with them"),
    "measured-on-and-among": (BEARS + '''
[[card]]
name = "Saber"
types = ["artifact"]

[[card.static]]
ability = "Saber"
affects = { attached = true }
layer7c = { power = { distinct = "colors", on = "it", among = { types = ["land"] } } }
''', 13, "a measure (total, greatest, distinct) with 'on' or 'among'"),
    "every-kind-on-an-object": ('''
[[object]]
id = "x"
card = "Grizzly Bears"
counters = { "every kind" = 1 }
''', 5, "'every kind' is not a kind of counter: it counts every counter on an object in an amount's counters only"),
    "plus-number-not-given": (BEARS + '''
[[effect]]
id = "e"
targets = ["bears"]
layer7c = { power = { count = { types = ["creature"] }, plus_number = "creature cards in your graveyard" } }
''', 9, "the number 'creature cards in your graveyard' is not given: add it to [scenario] numbers"),
    "measured-on-in-a-resolved-effect": (BEARS + '''
[[effect]]
id = "e"
targets = ["bears"]
layer7c = { power = { counters = "+1/+1", on = "it" } }
''', 9, "a measure of one object, or what is attached to it, as an amount are read as a static ability applies"),
    "among-with-count": (BEARS + '''
[[effect]]
id = "e"
targets = ["bears"]
layer7c = { power = { count = { types = ["creature"] }, among = { types = ["land"] } } }
''', 9, "'power': 'among' (the objects measured) goes with"),
    "greatest-colors": (BEARS + '''
[[effect]]
id = "e"
targets = ["bears"]
layer7c = { power = { greatest = "colors", among = { types = ["land"] } } }
''', 9, "unknown greatest 'colors'"),
    "total-of-colors-in-a-claim": (BEARS + claim("total('colors', controller='you') == 1"), 8,
                                   "total takes one of 'power', 'toughness', 'mana_value', then conditions by name"),
    "count-true-of-an-int": (BEARS + claim("count_true(power(bears)) == 1"), 8,
                             "expected a bool but 'power(bears)' is a int"),
    "counter-replacement-plus-and-times": ('''
[[card]]
name = "Doubler"
types = ["enchantment"]

[[card.counter_replacement]]
ability = "Doubler"
affects = { controller = "you" }
plus = 1
times = 2

[[object]]
id = "d"
card = "Doubler"
''' + claim("on_battlefield(d)"), 6, "a counter replacement effect puts that many plus N (plus) or N times"),
    "counter-replacement-choice-not-given": ('''
[[card]]
name = "Mimic"
types = ["artifact"]

[[card.counter_replacement]]
ability = "Mimic"
affects = { subtypes = ["chosen"] }
kinds = ["+1/+1"]
plus = 1
entering = true

[[object]]
id = "m"
card = "Mimic"
''' + claim("on_battlefield(m)"), 15, "uses what was chosen as its object entered: give chosen"),
    "counter-replacement-entering-other": ('''
[[card]]
name = "Mimic"
types = ["artifact"]

[[card.counter_replacement]]
ability = "Mimic"
affects = { types = ["creature"], other = true }
kinds = ["+1/+1"]
plus = 1
entering = true

[[object]]
id = "m"
card = "Mimic"
''' + claim("on_battlefield(m)"), 8, "its own effect never sees it enter (614.12): 'other' says nothing here"),
    "counter-replacement-entering-of-no-kind": ('''
[[card]]
name = "Mimic"
types = ["artifact"]

[[card.counter_replacement]]
ability = "Mimic"
affects = { types = ["creature"] }
plus = 1
entering = true

[[object]]
id = "m"
card = "Mimic"
''' + claim("on_battlefield(m)"), 10, "enters with N additional counters of a kind (614.1c): give plus = N and kinds"),
    "as-copy-of-without-enters": (BEARS + '''
[[object]]
id = "clone"
card = "Clone"
[[event]]
tap = "bears"
as_copy_of = "clone"
''' + claim("on_battlefield(bears)"), 11, "as_copy_of says what an entering object copies (707.5)"),
    "as-copy-of-by-a-card-without-the-ability": (BEARS + '''
[[object]]
id = "ogre"
card = "Gray Ogre"
[[event]]
enters = "ogre"
as_copy_of = "bears"
''' + claim("on_battlefield(ogre)"), 11, "'ogre' has no ability to enter as a copy (707.5)"),
    "as-copy-of-itself": ('''
[[object]]
id = "clone"
card = "Clone"
[[event]]
enters = "clone"
as_copy_of = "clone"
''' + claim("on_battlefield(clone)"), 7, "'clone' can't enter as a copy of itself"),
    "as-copy-of-with-an-x": (BEARS + '''
[[object]]
id = "clone"
card = "Clone"
[[event]]
enters = "clone"
as_copy_of = "bears"
x = 2
''' + claim("on_battlefield(clone)"), 12, "a copy entering has no X of its own to give (107.3)"),
    "as-copy-of-what-is-not-there-yet": ('''
[[object]]
id = "clone"
card = "Clone"
[[object]]
id = "bears"
card = "Grizzly Bears"
[[event]]
enters = "clone"
as_copy_of = "bears"
[[event]]
enters = "bears"
''' + claim("on_battlefield(clone)"), 8, "'clone' cannot enter as a copy here: what it copies is not on the "
                                       "battlefield then (707.5)"),
    "copy-of-a-choice": ('''
[[object]]
id = "lord"
card = "Adaptive Automaton"
chosen = "Elf"
[[object]]
id = "clone"
card = "Clone"
[[event]]
enters = "clone"
as_copy_of = "lord"
''' + claim("on_battlefield(clone)"), 6, "a copy does not copy that choice (707.6)"),
    "copy-gains-a-static-ability": (BEARS + HUMILITY + '''
[[object]]
id = "shell"
name = "Shell"
types = ["creature"]
toughness = 1
[[effect]]
id = "e"
targets = ["shell"]
layer1a = { copy_of = "bears", except = { add_abilities = ["Humility"] } }
''' + claim("on_battlefield(shell)"), 18, "a copy that gains the static ability 'Humility' as part of the copying"),
    "enters-as-copy-of-other": ('''
[[card]]
name = "Copier"
types = ["creature"]
enters_as_copy = { of = { types = ["creature"], other = true } }
[[object]]
id = "c"
card = "Copier"
''' + claim("on_battlefield(c)"), 5, "'other' is not read here"),
    "enchant-and-enchant-player": ('''
[[card]]
name = "Twin Curse"
types = ["enchantment"]
subtypes = ["Aura", "Curse"]
enchant = { types = ["creature"] }
enchant_player = "player"
[[object]]
id = "c"
card = "Twin Curse"
''' + claim("on_battlefield(c)"), 7, "an Aura enchants an object (enchant) or a player (enchant_player), not both"),
    "enchant-player-on-a-non-aura": ('''
[[card]]
name = "Hex Rock"
types = ["artifact"]
enchant_player = "player"
[[object]]
id = "c"
card = "Hex Rock"
''' + claim("on_battlefield(c)"), 5, "'enchant_player' says what an Aura may enchant (303.4a); this card is no Aura"),
    "equipment-attached-to-a-player": ('''
[[object]]
id = "axe"
card = "Bonesplitter"
attached_to = "opponent"
''' + claim("on_battlefield(axe)"), 5, "only an Aura can be attached to a player (303.4, 301.5), not 'axe'"),
    "equipment-attach-event-to-a-player": ('''
[[object]]
id = "axe"
card = "Bonesplitter"
[[event]]
attach = "axe"
to = "you"
''' + claim("on_battlefield(axe)"), 7, "only an Aura can be attached to a player (303.4, 301.5), not 'axe'"),
    "untap-step-duration-of-two-targets": (BEARS + '''
[[object]]
id = "ogre"
card = "Gray Ogre"
[[effect]]
id = "e"
targets = ["bears", "ogre"]
layer7c = { power = 1 }
until = "its controller's next untap step"
''' + claim("power(bears) == 3"), 13, "the effect names exactly one target"),
    "untap-step-duration-with-control-changing": (BEARS + '''
[[effect]]
id = "e"
targets = ["bears"]
layer7c = { power = 1 }
until = "its controller's next untap step"
[[event]]
gain_control = "bears"
by = "opponent"
''' + claim("power(bears) == 3"), 10, "who controls 'bears' may change"),
    "back-face-without-a-layout": ('''
[[card]]
name = "Two Faces"
types = ["creature"]
toughness = 1
[card.back]
name = "Other Face"
types = ["creature"]
toughness = 1
[[object]]
id = "c"
card = "Two Faces"
''' + claim("on_battlefield(c)"), 6, "a card with a back face says its layout (712)"),
    "transformed-back-face-with-a-mana-cost": ('''
[[card]]
name = "Two Faces"
types = ["creature"]
toughness = 1
layout = "transform"
[card.back]
name = "Other Face"
types = ["creature"]
toughness = 1
mana_cost = "{2}"
[[object]]
id = "c"
card = "Two Faces"
''' + claim("on_battlefield(c)"), 11, "a transforming card's back face has no mana cost"),
    "face-of-a-one-faced-card": (BEARS + 'face = "back"\n' + claim("on_battlefield(bears)"), 5,
                                 "'bears' is not a double-faced card (712)"),
    "face-on-a-tap-event": ('''
[[object]]
id = "d"
card = "Delver of Secrets"
[[event]]
tap = "d"
face = "back"
''' + claim("on_battlefield(d)"), 7, "'face' says which face of a double-faced card is up as it enters"),
    "back-face-named-for-an-entering-object": ('''
[[object]]
id = "d"
card = "Insectile Aberration"
[[event]]
enters = "d"
''' + claim("on_battlefield(d)"), 4, "say which face it enters with on its enters event"),
    "count-with-other-in-a-claim": (BEARS + claim("count(types=['creature'], other=True) == 1"), 8,
                                    "count has no object to be other than"),
    "count-with-a-typo-in-a-claim": (BEARS + claim("count(type=['creature']) == 1"), 8,
                                     "count: unknown key 'type' in affects (did you mean 'types'?)"),
    "self-on-a-resolved-effect": (BEARS + '''
[[effect]]
id = "e"
affects = { self = true }
layer7c = { power = 1 }
''', 8, "unknown key 'self' in affects"),
    "attached-to-unknown-object": ('''
[[object]]
id = "splitter"
card = "Bonesplitter"
attached_to = "nobody"
''', 5, "is attached to unknown object 'nobody'"),
    "enchant-on-a-non-aura": ('''
[[card]]
name = "Odd"
types = ["enchantment"]
enchant = { types = ["creature"] }

[[object]]
id = "o"
card = "Odd"
''', 5, "'enchant' says what an Aura may enchant"),
    "attached-filter-on-a-resolved-effect": (BEARS + '''
[[effect]]
id = "e"
affects = { attached = true }
layer7c = { power = 1 }
''', 8, "unknown key 'attached' in affects"),
    "granted-ability-in-an-early-layer": ('''
[[card]]
name = "Giver"
types = ["enchantment"]

[[card.static]]
ability = "Creatures have 'this is blue'"
affects = { types = ["creature"] }
layer6 = { add_abilities = ["this is blue"] }

[[card.granted]]
ability = "this is blue"
affects = { self = true }
layer5 = { set_colors = ["blue"] }

[[object]]
id = "g"
card = "Giver"
''', 14, "a granted ability exists from layer 6"),
    "empty-layer-part": (BEARS + '''
[[effect]]
id = "e"
targets = ["bears"]
layer6 = {}
''', 9, "layer6 is empty"),
    "duplicate-claim-id": (BEARS + claim("power(bears) == 2") + claim("power(bears) == 2"), 12,
                           "duplicate claim id 'c' (first on line 7)"),
    "effect-naming-a-newer-object": ('''[scenario]
order = [["e", "humility"]]
''' + HUMILITY + '''
[[effect]]
id = "e"
targets = ["humility"]
layer7c = { power = 1 }
''', 2, "order is impossible: e < humility"),
    # -- mana (106, 605, 614, 616) --
    "mana-text-not-a-plain-form": ('''
[[object]]
id = "elf"
types = ["creature"]
abilities = ["{T}: Add {G} for each Elf you control."]
''' + claim("power(elf) == 0"), 2, "its text is not one of the plain forms; define it with [[card.mana]]"),
    "card-mana-without-add-not-plain": (DRUID + '''ability = "{T}: Add two mana in any combination of colors."
[[object]]
id = "d"
card = "Druid"
''' + claim("power(d) == 0"), 6, "say what it adds with add = [...]"),
    "card-mana-cost-without-add": (DRUID + '''ability = "{T}: Add {G}."
cost = { tap = true }
[[object]]
id = "d"
card = "Druid"
''' + claim("power(d) == 0"), 5, "give 'add' with its cost"),
    "replacement-with-two-actions": ('''
[[card]]
name = "Odd Moon"
types = ["enchantment"]
[[card.replacement]]
ability = "Odd Moon"
affects = { types = ["land"] }
instead = "B"
times = 2
[[object]]
id = "moon"
card = "Odd Moon"
''' + claim("power(moon) == 0"), 5, "does one of: instead, instead_exactly, times, additional"),
    "produced-in-an-ability": (DRUID + '''ability = "{T}: Add one mana of the type produced."
cost = { tap = true }
add = [{ produced = true }]
''', 8, "'produced' is for replacement effects and triggers"),
    "unknown-mana-type": (DRUID + '''ability = "{T}: Add {P}."
cost = { tap = true }
add = ["P"]
''', 8, "unknown add 'P'"),
    "colors-only-without-could-produce": (DRUID + '''ability = "{T}: Add {G}."
cost = { tap = true }
add = [{ mana = ["G"], colors_only = true }]
''', 8, "'colors_only' goes with 'could_produce'"),
    "mana-ability-defined-twice-differently": ('''
[[card]]
name = "Druid A"
types = ["creature"]
[[card.mana]]
ability = "{T}: Add mana."
cost = { tap = true }
add = ["G"]
[[card]]
name = "Druid B"
types = ["creature"]
[[card.mana]]
ability = "{T}: Add mana."
cost = { tap = true }
add = ["U"]
[[object]]
id = "a"
card = "Druid A"
[[object]]
id = "b"
card = "Druid B"
''' + claim("power(a) == 0"), 12, "mana ability '{T}: Add mana.' is defined differently"),
    "plain-mana-text-redefined": (DRUID + '''ability = "{T}: Add {G}"
cost = { tap = true }
add = ["R"]
''', 8, "is a plain form, read as written"),
    "mana-text-and-cost-disagree-on-tap": (DRUID + '''ability = "{T}: Add {G} for each land you control."
add = [{ mana = ["G"], amount = { count = { types = ["land"] } } }]
''', 5, "its text and cost disagree on {T}"),
    "counter-removed-from-another-permanent": ('''
[[object]]
id = "battery"
types = ["land"]
abilities = ["{T}, Remove a charge counter from an artifact you control: Add {C}."]
''' + claim("power(battery) == 0"), 2, "its text is not one of the plain forms"),
    "lower-case-add-is-not-ignored": ('''
[[object]]
id = "lower"
types = ["land"]
abilities = ["{T}: add {G}."]
''' + claim("power(lower) == 0"), 2, "its text is not one of the plain forms"),
    # -- histories --
    "event-of-two-kinds": (BEARS + '''
[[event]]
turn = "you"
tap = "bears"
''' + claim("power(bears) == 2"), 6, "an event is exactly one of"),
    "event-names-unknown-object": (BEARS + '''
[[event]]
enters = "ghost"
''' + claim("power(bears) == 2"), 7, "event names unknown object 'ghost'"),
    "event-starts-a-static": (HUMILITY + '''
[[event]]
starts = "humility"
''' + claim("power(humility) == 4"), 7, "which is no [[effect]] of the scenario"),
    "object-enters-twice": (BEARS + '''
[[event]]
enters = "bears"
[[event]]
enters = "bears"
''' + claim("power(bears) == 2"), 9, "'bears' enters twice"),
    "tapped-without-enters": (BEARS + '''
[[event]]
tap = "bears"
tapped = true
''' + claim("power(bears) == 2"), 8, "'tapped' says how an object enters"),
    "label-used-twice": (BEARS + '''
[[event]]
turn = "you"
label = "now"
[[event]]
turn = "opponent"
label = "now"
''' + claim("power(bears) == 2"), 11, "label 'now' is used twice"),
    "claim-at-unknown-label": (BEARS + '''
[[event]]
turn = "you"
label = "now"
''' + claim("power(bears) == 2", extra='at = "later"'), 14, "no event of the history has the label 'later'"),
    "time-function-without-history": (BEARS + claim("can_attack(bears)"), 8,
                                      "can_attack is about a history: give the scenario its [[event]]s"),
    "effect-ends-before-it-starts": (BEARS + '''
[[effect]]
id = "e"
targets = ["bears"]
layer7c = { power = 1 }
[[event]]
ends = "e"
[[event]]
starts = "e"
''' + claim("power(bears) == 2"), 11, "effect 'e' ends before it starts"),
    "object-leaves-before-it-enters": (BEARS + '''
[[event]]
leaves = "bears"
[[event]]
enters = "bears"
''' + claim("power(bears) == 2"), 7, "object 'bears' leaves before it enters"),
    "face-up-object-turned-face-up": (BEARS + '''
[[event]]
turn_face_up = "bears"
''' + claim("power(bears) == 2"), 7, "'bears' is not face down"),
    "counters-event-without-counters": (BEARS + '''
[[event]]
put_counters = "bears"
''' + claim("power(bears) == 2"), 7, "put_counters and remove_counters go with counters"),
    "tapped-before-it-enters": (BEARS + '''
[[event]]
tap = "bears"
[[event]]
enters = "bears"
''' + claim("power(bears) == 2"), 6, "'bears' cannot tap here: it is not on the battlefield"),
    "control-change-without-a-player": (BEARS + '''
[[event]]
gain_control = "bears"
''' + claim("power(bears) == 2"), 7, "a control change says who gains control"),
    "by-without-a-control-change": (BEARS + '''
[[event]]
turn = "you"
by = "opponent"
''' + claim("power(bears) == 2"), 8, "'by' goes with gain_control"),
    "control-change-of-unknown-object": (BEARS + '''
[[event]]
gain_control = "ghost"
by = "you"
''' + claim("power(bears) == 2"), 7, "event names unknown object 'ghost'"),
    "as-though-haste-with-a-layer-part": ('''
[[card]]
name = "Odd Elixir"
types = ["artifact"]
[[card.static]]
ability = "Creatures you control can attack as though they had haste"
affects = { types = ["creature"], controller = "you" }
as_though_haste = ["attack"]
layer7c = { power = 1 }
[[object]]
id = "elixir"
card = "Odd Elixir"
''' + claim("power(elixir) == 0"), 9, "has no layer parts"),
    "as-long-as-without-a-history": (BEARS + '''
[[effect]]
id = "steal"
targets = ["bears"]
layer2 = { control = "opponent" }
as_long_as = "is_tapped(bears)"
''' + claim("power(bears) == 2"), 10, "'as_long_as' is checked at points of a history"),
    "as-long-as-asks-about-attacking": (BEARS + '''
[[effect]]
id = "steal"
targets = ["bears"]
layer2 = { control = "opponent" }
as_long_as = "can_attack(bears)"
[[event]]
turn = "you"
''' + claim("power(bears) == 2"), 10, "asks about the board and is_tapped, not can_attack"),
    "as-long-as-is-no-condition": (BEARS + '''
[[effect]]
id = "steal"
targets = ["bears"]
layer2 = { control = "opponent" }
as_long_as = "power(bears)"
[[event]]
turn = "you"
''' + claim("power(bears) == 2"), 10, "gives a value of kind int, not a bool"),
    "attach-without-to": (BEARS + '''
[[event]]
attach = "bears"
''' + claim("power(bears) == 2"), 7, "attach = \"x\" goes with to = \"y\""),
    "resolves-an-unknown-trigger": (BEARS + '''
[[event]]
resolves = "ghost"
''' + claim("power(bears) == 2"), 7, "which is no [[trigger]], [[loyalty]] or [[ability]] of the scenario"),
    "trigger-of-an-ability-the-source-lacks": (BEARS + '''
[[trigger]]
id = "t"
source = "bears"
ability = "At the beginning of your upkeep, draw a card"
when = "your upkeep"
[[event]]
step = "upkeep"
''' + claim("power(bears) == 2"), 9, "'bears' has no ability"),
    "trigger-condition-asks-about-attacking": ('''
[[object]]
id = "w"
types = ["creature"]
abilities = ["At the beginning of your upkeep, if it can attack, draw a card"]
[[trigger]]
id = "t"
source = "w"
ability = "At the beginning of your upkeep, if it can attack, draw a card"
when = "your upkeep"
if = "can_attack(w)"
[[event]]
step = "upkeep"
''' + claim("power(w) == 0"), 11, "a condition asks about the board and is_tapped, not can_attack"),
    "of-without-enters": (BEARS + '''
[[object]]
id = "w"
types = ["creature"]
abilities = ["At the beginning of your upkeep, draw a card"]
[[trigger]]
id = "t"
source = "w"
ability = "At the beginning of your upkeep, draw a card"
when = "your upkeep"
of = { types = ["creature"] }
[[event]]
step = "upkeep"
''' + claim("power(bears) == 2"), 15, "'of' says what must enter"),
    "triggered-names-no-trigger": (BEARS + '''
[[event]]
step = "upkeep"
''' + claim("triggered('t')"), 11, "triggered needs the quoted id of a [[trigger]]"),
    "x-without-enters": (BEARS + '''
[[event]]
tap = "bears"
x = 2
''' + claim("power(bears) == 2"), 8, "'x' is the X of a spell cast"),
    "loyalty-on-the-opponents-turn": (TEZ + '''
[[event]]
turn = "opponent"
[[event]]
activate = "plus"
''' + claim("power(ring) == 0"), 22, "'tez' is not controlled by the player whose turn it is (606.3)"),
    "loyalty-twice-a-turn": (TEZ + '''
[[event]]
activate = "plus"
[[event]]
activate = "plus"
''' + claim("power(ring) == 0"), 23, "was already activated this turn"),
    "loyalty-too-many-targets": (TEZ + '''
[[event]]
activate = "plus"
targets = ["ring", "tez"]
''' + claim("power(ring) == 0"), 22, "has at most 1 target(s), not 2"),
    "minus-x-without-x": (TEZ + '''
[[event]]
activate = "minus"
''' + claim("power(ring) == 0"), 21, "costs -X: give x = N"),
    "finds-a-card-not-in-the-library": (TEZ + '''
[[event]]
activate = "minus"
x = 1
finds = "ring"
''' + claim("power(ring) == 0"), 23, "a search finds a card of the library"),
    "loyalty-of-no-planeswalker": ('''
[[object]]
id = "ring"
card = "Sol Ring"
[[loyalty]]
id = "plus"
source = "ring"
cost = "+1"
''' + claim("power(ring) == 0"), 7, "belongs to a planeswalker of the scenario"),
    "created-by-no-trigger": (BEARS + '''
[[object]]
id = "goblin"
card = "Goblin Token"
created_by = "ghost"
[[event]]
step = "upkeep"
''' + claim("power(bears) == 2"), 9, "created_by names 'ghost', which is no [[trigger]]"),
    "trigger-counters-without-an-object": ('''
[[object]]
id = "w"
types = ["creature"]
abilities = ["At the beginning of your upkeep, put a counter"]
[[trigger]]
id = "t"
source = "w"
ability = "At the beginning of your upkeep, put a counter"
when = "your upkeep"
counters = { "+1/+1" = 1 }
[[event]]
step = "upkeep"
''' + claim("power(w) == 0"), 11, "counters_on = \"x\" goes with counters"),
    "loyalty-cost-above-the-loyalty": (TEZ + '''
[[event]]
activate = "minus"
x = 5
''' + claim("power(ring) == 0"), 20, "X is more than the loyalty of 'tez', which pays it (606.6)"),
    "activated-after-it-left": (TEZ + '''
[[event]]
leaves = "tez"
[[event]]
activate = "plus"
''' + claim("power(ring) == 0"), 22, "'plus' cannot activate here: it is not on the battlefield"),
    "attach-a-creature": (BEARS + '''
[[object]]
id = "ogre"
card = "Gray Ogre"
[[event]]
attach = "bears"
to = "ogre"
''' + claim("power(bears) == 2"), 10, "only an Aura, Equipment or Fortification is attached"),
    # issue 19: histories that are games
    "enters-a-card-of-the-library": (TEZ + '''
[[object]]
id = "lattice"
card = "Mycosynth Lattice"
in_library = true
[[event]]
enters = "lattice"
''' + claim("power(ring) == 0"), 25, "'lattice' can't enter by an event: a search puts it onto the battlefield"),
    "enters-a-token-never-created": (BEARS + '''
[[object]]
id = "maker"
types = ["enchantment"]
abilities = ["make"]
[[trigger]]
id = "t"
source = "maker"
ability = "make"
when = "your upkeep"
[[object]]
id = "goblin"
card = "Goblin Token"
created_by = "t"
[[event]]
enters = "goblin"
''' + claim("power(bears) == 2"), 20, "'goblin' can't enter by an event: its trigger creates it"),
    "status-before-it-enters": (BEARS + '''
tapped = true
[[event]]
enters = "bears"
''' + claim("power(bears) == 2"), 6, "'bears' is not on the battlefield as the history begins, so it has no status"),
    "face-down-kind-without-face-down": (BEARS + '''
face_down_by = "morph"
''' + claim("power(bears) == 2"), 6, "'face_down_by' says how a face-down permanent became face down"),
    "turned-up-without-its-kind": (BEARS + '''
face_down = true
[[event]]
turn_face_up = "bears"
''' + claim("power(bears) == 2"), 8, "say how 'bears' became face down"),
    "turned-up-by-its-controller-without-a-way": (BEARS + '''
face_down = true
face_down_by = "effect"
[[event]]
turn_face_up = "bears"
''' + claim("power(bears) == 2"), 8, "can't be turned face up by its controller: put face down by an effect"),
    "manifested-instant-turned-up-by-its-controller": ('''
[[object]]
id = "shock"
card = "Shock"
face_down = true
face_down_by = "manifest"
[[event]]
turn_face_up = "shock"
''' + claim("power(shock) == 2"), 7, "manifested, only a creature card with a mana cost"),
    "equip-goes-with-attach": (BEARS + '''
[[event]]
tap = "bears"
equip = true
''' + claim("power(bears) == 2"), 8, "'equip' goes with attach"),
    "equip-a-noncreature": (BEARS + '''
[[object]]
id = "hammer"
card = "Colossus Hammer"
[[object]]
id = "forest"
card = "Forest"
[[event]]
attach = "hammer"
to = "forest"
equip = true
''' + claim("power(bears) == 2"), 12, "equip can't target it (702.6a)"),
    "mana-value-disagrees-with-cost": ('''
[[object]]
id = "x"
types = ["creature"]
mana_cost = "{2}{G}"
mana_value = 2
''' + claim("power(x) == 0"), 6, "mana value 2 disagrees with the mana cost {2}{G}"),
    "not-a-mana-cost": ('''
[[object]]
id = "x"
types = ["creature"]
mana_cost = "2G"
''' + claim("power(x) == 0"), 5, "'2G' is not a mana cost"),
    "stated-condition-nothing-asks": ('''[scenario]
conditions = { "you control a Forest" = true }
''' + BEARS + claim("power(bears) == 2"), 2, "no static ability of the scenario's objects applies only if"),
    "condition-count-without-what": ('''
[[card]]
name = "Odd"
types = ["creature"]
[[card.static]]
ability = "odd"
condition = { at_least = 2 }
affects = { self = true }
layer7c = { power = 1 }
[[object]]
id = "x"
card = "Odd"
''' + claim("power(x) == 0"), 7, "'at_least' counts what a player controls, your devotion or what is "
                                  "attached: it goes with you_control, opponents_control, devotion_to, attachments"),
    # 700.5: devotion is counted, never stated; to one colour or two; with a bound
    "stated-devotion": ('''[scenario]
conditions = { "your devotion to black is less than five" = true }
''' + BEARS + claim("power(bears) == 2"), 2, "a devotion is counted from the mana costs"),
    "devotion-three-colours": ('''
[[card]]
name = "Odd"
types = ["creature"]
[[card.static]]
ability = "odd"
condition = { devotion_to = ["white", "blue", "black"], at_least = 2 }
affects = { self = true }
layer7c = { power = 1 }
[[object]]
id = "x"
card = "Odd"
''' + claim("power(x) == 0"), 7, "devotion is to one colour or to two (700.5)"),
    "devotion-without-a-bound": ('''
[[card]]
name = "Odd"
types = ["creature"]
[[card.static]]
ability = "odd"
condition = { devotion_to = ["white"] }
affects = { self = true }
layer7c = { power = 1 }
[[object]]
id = "x"
card = "Odd"
''' + claim("power(x) == 0"), 7, "devotion_to goes with at_least or at_most"),
    # 700.5: a mana value without the cost's symbols says nothing of a devotion
    "devotion-of-a-cost-not-given": ('''
[[card]]
name = "Odd"
mana_value = 3
types = ["creature"]
[[object]]
id = "x"
card = "Odd"
''' + claim("devotion('you', 'green') == 0"), 12, "'x' has mana value 3 but no mana_cost"),
    "tapped-after-it-died": (BEARS + '''
[[event]]
put_counters = "bears"
counters = { "-1/-1" = 2 }
[[event]]
tap = "bears"
''' + claim("power(bears) == 2"), 9, "event 2 (tap bears) cannot happen where it stands: 'bears' is not on the battlefield then"),
    "tapped-twice": (BEARS + '''
[[event]]
tap = "bears"
[[event]]
tap = "bears"
''' + claim("power(bears) == 2"), 8, "only an untapped permanent can be tapped (701.26a)"),
    "untapped-while-untapped": (BEARS + '''
[[event]]
untap = "bears"
''' + claim("power(bears) == 2"), 6, "only a tapped permanent can be untapped (701.26b)"),
    "resolves-what-never-triggered": (BEARS + '''
[[object]]
id = "watch"
types = ["enchantment"]
abilities = ["w"]
[[trigger]]
id = "t"
source = "watch"
ability = "w"
when = "your upkeep"
[[event]]
resolves = "t"
''' + claim("power(bears) == 2"), 15, "'t' is not on the stack"),
    "loyalty-target-gone": (TEZ + '''
[[event]]
leaves = "ring"
[[event]]
activate = "plus"
targets = ["ring"]
''' + claim("power(tez) == 0"), 22, "its target 'ring' is not a legal target then"),
    "loyalty-twice-in-a-group": (TEZ + '''
[[event]]
activate = "plus"
group = "g"
[[event]]
activate = "minus"
x = 0
group = "g"
''' + claim("power(ring) == 0"), 20, "was already activated this turn (606.3)"),
    "planeswalker-dead-of-its-loyalty": (TEZ + '''
[[event]]
activate = "minus"
x = 4
[[event]]
resolves = "minus"
[[event]]
turn = "opponent"
[[event]]
turn = "you"
[[event]]
activate = "plus"
''' + claim("power(ring) == 0"), 29, "'tez' is not on the battlefield then (606.3, 113.6)"),
    "spell-whose-targets-left": (BEARS + '''
[[effect]]
id = "pump"
targets = ["bears"]
layer7c = { power = 1 }
[[event]]
leaves = "bears"
[[event]]
starts = "pump"
''' + claim("power(bears) == 2"), 12, "none of its targets (bears) is still a legal target, so it does not resolve (608.2b)"),
    "counter-with-a-meaning-of-its-own": (BEARS + '''
counters = { flying = 1 }
''' + claim("power(bears) == 2"), 6, "a flying counter gives its permanent that keyword (122.1b, 613.1f), which is not "
                                     "modelled"),
    "loyalty-ability-it-does-not-have": (TEZ + '''
[[loyalty]]
id = "ult"
source = "tez"
cost = "-9"
''' + claim("power(ring) == 0"), 23, "'tez' has no ability '-9': list its loyalty abilities"),
    "equip-without-an-equip-ability": (BEARS + '''
[[object]]
id = "gear"
types = ["artifact"]
subtypes = ["Equipment"]
[[event]]
attach = "gear"
to = "bears"
equip = true
''' + claim("power(bears) == 2"), 13, "'gear' has no equip ability (702.6a)"),
    "too-many-replacements": (''.join(f'''
[[object]]
id = "c{i}"
card = "Contamination"
''' for i in range(7)) + claim("power(c0) == 0"), 28, "more than 6 mana replacement effects"),
}


@pytest.mark.parametrize("name", sorted(CASES))
def test_bad_input_is_one_line_exit_2(name, write_model, run_cli):
    text, line, message = CASES[name]
    path = write_model(text)
    code, out, err = run_cli("check", path)
    assert code == 2, out + err
    assert message in one_error_line(err, path, line)


def test_bad_input_in_a_real_process_prints_no_traceback(write_model):
    path = write_model(CASES["invalid-toml"][0])
    proc = subprocess.run([sys.executable, "-m", "verifier", "check", str(path)], capture_output=True, text=True)
    assert proc.returncode == 2 and "Traceback" not in proc.stderr
    assert one_error_line(proc.stderr, path, 1)


def test_missing_file_exit_2(tmp_path, run_cli):
    code, _, err = run_cli("check", tmp_path / "nope.toml")
    assert code == 2 and "no such file or folder" in err and "Traceback" not in err


def test_bad_outcomes_expression_exit_2(write_model, run_cli):
    path = write_model(HUMILITY)
    code, _, err = run_cli("outcomes", path, "--expr", "power(ghost)")
    assert code == 2 and "unknown object 'ghost'" in err and "Traceback" not in err


@pytest.mark.parametrize("expr,message", [
    ("power(humility) == True", "cannot compare a int with a bool"),
    ("has_type(humility, 'creature') == 1", "cannot compare a bool with a int"),
    ("controller(humility) == name(humility)", "cannot compare a player with a name"),
    ("has_type(humility, 'Creature')", "unknown word 'Creature' for has_type"),
    ("has_color(humility, 'Green')", "unknown word 'Green' for has_color"),
    ("has_supertype(humility, 'Legendary')", "unknown word 'Legendary' for has_supertype"),
    ("'X' in could_produce(humility)", "'X' is not a type of mana"),
    ("could_produce(humility) == {'G', 'green'}", "'green' is not a type of mana"),
    ("tapped_for_mana(humility) == 'GQ'", "'GQ' is not mana"),
    ("tapped_for_mana(humility, 'flying') == ''", "'flying' is not a mana ability with {T}"),
    ("could_produce(humility) < 3", "ordering comparison on non-numbers"),
    ("could_produce(humility) == 3", "cannot compare a types with a int"),
    ("'G' in power(humility)", "'in' asks whether a type of mana is in"),
    ("len(power(humility)) == 1", "len takes could_produce"),
])
def test_ill_typed_claims_are_bad_input(expr, message, write_model, run_cli):
    path = write_model(HUMILITY + f'''
[[claim]]
id = "c"
expr = "{expr}"
expect = "proved"
''')
    code, _, err = run_cli("check", path)
    assert code == 2 and "Traceback" not in err
    assert f"{path}:8: error: " in err and message in err


# -- hostile input: every rejection is one line, exit 2, never a traceback or a hang ----------

def _check(run_cli, *argv):
    code, out, err = run_cli("check", *argv)
    assert code == 2, out + err
    return err


def test_invalid_utf8_names_the_line(write_model, run_cli):
    path = write_model("")
    path.write_bytes(b'[[object]]\nid = "x"\nname = "\xff"\n')
    assert "not UTF-8 text" in one_error_line(_check(run_cli, path), path, 3)


def test_utf16_file_is_refused(write_model, run_cli):
    path = write_model("")
    path.write_bytes(HUMILITY.encode("utf-16"))
    assert "not UTF-8 text" in one_error_line(_check(run_cli, path), path, 1)


@pytest.mark.parametrize("value", ["[" * 5000 + "]" * 5000, "{a=" * 3000 + "1" + "}" * 3000])
def test_deep_nesting_is_refused(value, write_model, run_cli):
    path = write_model(f'[[object]]\nid = "x"\nname = "X"\n\nabilities = {value}\n')
    assert "nested more than" in one_error_line(_check(run_cli, path), path, 5)


def test_deeply_nested_claim_is_refused(write_model, run_cli):
    path = write_model(HUMILITY + '[[claim]]\nid = "c"\nexpr = "' + "not " * 900 +
                       'True"\nexpect = "proved"\n')
    assert "nested more than" in one_error_line(_check(run_cli, path), path, 7)


def test_truncated_file_names_its_last_line(write_model, run_cli):
    path = write_model(HUMILITY + '[[claim]]\nid = "c"\nexpr = "power(humility) ==')
    assert "invalid TOML" in one_error_line(_check(run_cli, path), path, 7)


@pytest.mark.parametrize("timeout", ["nan", "inf", "1e308", "-1", "0", "soon"])
def test_bad_timeout_is_one_line(timeout, run_cli):
    code, _, err = run_cli("check", "models", "--timeout", timeout)
    assert code == 2
    line = one_error_line(err, "verifier check: error: argument --timeout")
    assert "seconds" in line


@pytest.mark.parametrize("jobs", ["0", "-2", "two", "1.5"])
def test_bad_jobs_is_one_line(jobs, run_cli):
    code, _, err = run_cli("check", "models", "--jobs", jobs)
    assert code == 2 and "whole number" in one_error_line(err, "verifier check: error: argument --jobs")


def test_unknown_option_is_one_line(run_cli):
    code, _, err = run_cli("check", "models", "--frobnicate")
    assert code == 2 and one_error_line(err, "verifier: error: unrecognized arguments")


def test_over_long_path_and_devices_and_fifos(tmp_path, run_cli):
    assert "cannot read" in one_error_line(_check(run_cli, "x" * 5000 + ".toml"), "x" * 200)
    assert "not a regular file" in one_error_line(_check(run_cli, "/dev/zero"), "/dev/zero")
    fifo = tmp_path / "pipe.toml"
    os.mkfifo(fifo)
    assert "not a regular file" in one_error_line(_check(run_cli, tmp_path), fifo)


def test_huge_file_is_refused(write_model, run_cli):
    path = write_model("# " + "x" * (1 << 20) + "\n")
    assert "larger than" in one_error_line(_check(run_cli, path), path)


# -- found by tests/test_fuzz.py ---------------------------------------------------------------

def test_numbers_too_long_for_python(write_model, run_cli):
    path = write_model(HUMILITY + "\nx = " + "9" * 5000 + "\n")
    assert "a number far too long" in one_error_line(_check(run_cli, path), path, 6)
    path = write_model('[[object]]\nid = 0x' + "f" * 4000 + "\n")
    assert "'id' must be a string, not an integer of 16000 bits" in one_error_line(_check(run_cli, path), path, 2)
    path = write_model(HUMILITY + claim("power(humility) == 0x" + "f" * 3600))
    assert "integer constant out of range" in one_error_line(_check(run_cli, path), path, 8)


def test_lines_are_counted_as_toml_counts_them(write_model, run_cli):
    path = write_model('# \u2028\u2028\n[[object]]\nid = "x"\npower = "1"\n')
    assert "'power' must be an integer" in one_error_line(_check(run_cli, path), path, 4)


def test_outcomes_of_a_bare_string_is_refused(run_cli):
    from conftest import MODELS
    code, _, err = run_cli("outcomes", MODELS / "scenarios" / "opalescence_humility.toml", "--expr", "'Humility'")
    assert code == 2 and "a quoted string alone has no value to list" in err


@pytest.mark.parametrize("argv", [("check", "models", "--timeout", "-1\n"), ("check", "no\nsuch.toml"),
                                  ("outcomes", "models/scenarios/opalescence_humility.toml", "--expr",
                                   "power(humility)", "a\nb")])
def test_line_breaks_in_arguments_stay_on_one_line(argv, run_cli):
    code, _, err = run_cli(*argv)
    assert code == 2 and len(err.splitlines()) == 1 and "\\n" in err


def test_card_defined_twice_is_ambiguous(write_model, run_cli, tmp_path):
    path = write_model(BEARS.replace("Grizzly Bears", "Lord") + '''
[[card]]
name = "Lord"
types = ["creature"]

[[card]]
name = "Lord"
types = ["enchantment"]
''')
    assert "card 'Lord' is defined twice (also at line 7)" in one_error_line(_check(run_cli, path), path, 11)
    (tmp_path / "cards" / "more.toml").write_text('[[card]]\nname = "Grizzly Bears"\ntypes = ["creature"]\n')
    path = write_model(BEARS + claim("power(bears) == 2"))
    line = one_error_line(_check(run_cli, path), tmp_path / "cards" / "more.toml", 2)
    assert "card 'Grizzly Bears' is defined twice (also at" in line and "creatures.toml" in line


def test_spacecraft_is_an_artifact_type_and_a_planar_type(write_model, run_cli):
    """205.3g and 205.3n both list Spacecraft."""
    path = write_model('[[object]]\nid = "ship"\nname = "Ship"\ntypes = ["artifact"]\nsubtypes = ["Spacecraft"]\n'
                       + claim("has_subtype(ship, 'Spacecraft')"))
    code, out, err = run_cli("check", path)
    assert code == 0 and "c: proved" in out, out + err
