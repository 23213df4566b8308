# Generates the AUDU1 probe scenarios (one file each, named after the card)
import os
T = {
 "beckett": "At the beginning of your end step, gain control of target nonland permanent controlled by a player who was dealt combat damage by three or more Pirates this turn",
 "crown": "Sacrifice this Aura: Enchanted creature and other creatures that share a creature type with it gain flying until end of turn",
 "fly": "{4}: Roll a d6. Until end of turn, you may have this artifact become an X/X Insect artifact creature with flying, where X is the result",
 "feaster": "At the beginning of your first main phase, a random creature card with the greatest mana value among creature cards in your hand perpetually gains \\\"This spell costs {1} less to cast.\\\"",
 "taskmaster": "When you cast this spell, for each opponent, gain control of up to one target creature that player controls until end of turn. Untap those creatures. They gain trample, haste, and annihilator 1 until end of turn",
 "loch": "{1}{U}, {T}: Scry 3. Target opponent gets a one-time boon with \\\"When you cast a creature spell, that creature enters tapped and with a stun counter on it.\\\" Activate only during your turn and only once",
 "morgul": "{3}{B}, {T}: Put a shadow counter on target creature. For as long as that creature has a shadow counter on it, it's a Wraith in addition to its other types",
 "rasaad": "Whenever Rasaad yn Bashir attacks, if you have the initiative, double the toughness of each creature you control until end of turn",
 "teysa": "At the beginning of your end step, you may exile Teysa. If you do, at the beginning of your next upkeep, return Teysa to the battlefield under its owner's control and it gains haste",
 "wand": "{T}: The next spell you cast this turn has convoke",
}
def obj(i, card, **kw):
    s = f'[[object]]\nid = "{i}"\ncard = "{card}"\n'
    for k, v in kw.items():
        s += f'{k} = {v}\n'
    return s + "\n"
def ev(**kw):
    return "[[event]]\n" + "".join(f'{k} = {v}\n' for k, v in kw.items()) + "\n"
def claim(expr, expect="proved", at=None):
    return f'[[claim]]\nid = "c"\nexpr = "{expr}"\nexpect = "{expect}"\n' + (f'at = "{at}"\n' if at else "")
def head(name, turn="you"):
    return f'[scenario]\nname = "{name}"\nturn = "{turn}"\n\n'
P = {}
B, C, F, FT, HT, LL, MM, RB, TG, WW = ("Admiral Beckett Brass", "Crown of Ascension", "Ebony Fly", "Fuel Tank Feaster",
    "Hideous Taskmaster", "Loch Larent", "Minas Morgul, Dark Fortress", "Rasaad yn Bashir", "Teysa of the Ghost Council",
    "Wand of the Worldsoul")
# --- Admiral Beckett Brass
b = head("Beckett probe") + obj("admiral", B) + obj("pirate", "Fortune Thief") + obj("their", "Grizzly Bears", controller='"opponent"')
P["admiral_beckett_brass_1_trigger_table"] = b + f'[[trigger]]\nid = "t"\nsource = "admiral"\nability = "{T["beckett"]}"\nwhen = "your end step"\n\n' + claim("controller(their) == 'opponent'")
P["admiral_beckett_brass_2_end_step_then_turn"] = b + ev(step='"end"') + ev(turn='"opponent"') + claim("controller(their) == 'opponent'")
P["admiral_beckett_brass_3_turn_passes_your_end_step"] = b + ev(turn='"opponent"') + claim("controller(their) == 'opponent'")
P["admiral_beckett_brass_4_effect_of_it"] = b + f'[[effect]]\nid = "e"\ncard = "{B}"\nability = "{T["beckett"]}"\nability_of = "admiral"\ntargets = ["their"]\n\n' + claim("controller(their) == 'you'")
P["admiral_beckett_brass_5_static_other_pirates"] = b + claim("power(admiral) == 3 and toughness(admiral) == 3 and power(pirate) == 2")
P["admiral_beckett_brass_6_opponents_end_step"] = head("Beckett probe", "opponent") + obj("admiral", B) + obj("their", "Grizzly Bears", controller='"opponent"') + ev(step='"end"') + ev(turn='"you"') + claim("controller(their) == 'opponent'")
# --- Crown of Ascension
c = head("Crown probe") + obj("bears", "Grizzly Bears") + obj("crown", C, attached_to='"bears"') + obj("other", "Grizzly Bears")
P["crown_of_ascension_1_activate"] = c + f'[[ability]]\nid = "a"\nsource = "crown"\nability = "{T["crown"]}"\neffects = []\n\n' + ev(activate='"a"') + ev(resolves='"a"') + claim("not has_ability(other, 'flying')")
P["crown_of_ascension_2_can_activate"] = c + claim(f"can_activate(crown, \\\"{T['crown']}\\\")")
P["crown_of_ascension_3_static"] = c + claim("has_ability(bears, 'flying') and not has_ability(other, 'flying')")
P["crown_of_ascension_4_sacrificed_bare"] = c + ev(leaves='"crown"', into='"graveyard"') + claim("not has_ability(other, 'flying')")
# --- Ebony Fly
f = head("Ebony Fly probe") + obj("fly", F) + obj("bears", "Grizzly Bears")
P["ebony_fly_1_activate"] = f + f'[[ability]]\nid = "a"\nsource = "fly"\nability = "{T["fly"]}"\neffects = []\n\n' + ev(activate='"a"') + ev(resolves='"a"') + claim("not is_creature(fly)")
P["ebony_fly_2_can_activate"] = f + claim(f"can_activate(fly, \\\"{T['fly']}\\\")")
P["ebony_fly_3_attacks_as_noncreature"] = f + ev(step='"combat"') + ev(attacks='"fly"') + claim("attacking(fly)")
P["ebony_fly_4_attacking_on_board"] = head("Ebony Fly probe") + obj("fly", F, attacking="true") + claim("not is_creature(fly)")
P["ebony_fly_5_effect_of_it"] = f + f'[[effect]]\nid = "e"\ncard = "{F}"\nability = "{T["fly"]}"\nability_of = "fly"\n\n' + claim("not is_creature(fly)")
P["ebony_fly_6_enters_tapped"] = f.replace(obj("fly", F), obj("fly", F, zone='"hand"')) + ev(enters='"fly"') + claim("tapped(fly)")
# --- Fuel Tank Feaster
ft = head("Feaster probe") + obj("feaster", FT) + obj("big", "Colossal Dreadmaw", zone='"hand"') + "".join(obj(f"f{i}", "Forest") for i in range(5))
P["fuel_tank_feaster_1_trigger_table"] = ft + f'[[trigger]]\nid = "t"\nsource = "feaster"\nability = "{T["feaster"]}"\nwhen = "your main"\n\n' + claim("on_battlefield(feaster)")
P["fuel_tank_feaster_2_next_turn"] = ft + ev(turn='"opponent"') + ev(turn='"you"') + claim("on_battlefield(feaster)")
P["fuel_tank_feaster_3_can_cast_after_first_main"] = ft + claim("can_cast(big)", "refuted")
P["fuel_tank_feaster_4_mana"] = ft + claim("can_tap_for_mana(feaster)")
# --- Hideous Taskmaster
ht = head("Taskmaster probe") + obj("task", HT, zone='"hand"') + obj("their", "Grizzly Bears", controller='"opponent"', tapped="true") + "".join(obj(f"m{i}", "Mountain") for i in range(7))
P["hideous_taskmaster_1_cast_and_resolve"] = ht + ev(cast='"task"') + ev(resolves='"task"') + claim("controller(their) == 'opponent'")
P["hideous_taskmaster_2_trigger_table"] = ht + f'[[trigger]]\nid = "t"\nsource = "task"\nability = "{T["taskmaster"]}"\nwhen = "cast"\n\n' + ev(cast='"task"') + claim("controller(their) == 'opponent'")
P["hideous_taskmaster_3_cast_then_step"] = ht + ev(cast='"task"') + ev(step='"combat"') + claim("controller(their) == 'opponent'")
P["hideous_taskmaster_4_on_stack_claim"] = ht + ev(cast='"task"', label='"cast"') + claim("controller(their) == 'opponent' and tapped(their)", at="cast")
P["hideous_taskmaster_5_characteristics"] = head("Taskmaster probe") + obj("task", HT) + claim("colorless(task) and has_ability(task, 'trample') and has_ability(task, 'haste') and power(task) == 7")
# --- Loch Larent
ll = head("Loch probe") + obj("loch", LL) + obj("i", "Island") + obj("i2", "Island")
P["loch_larent_1_activate"] = ll + f'[[ability]]\nid = "a"\nsource = "loch"\nability = "{T["loch"]}"\neffects = []\n\n' + ev(activate='"a"') + ev(resolves='"a"') + claim("tapped(loch)")
P["loch_larent_2_can_activate"] = ll + claim(f"can_activate(loch, \\\"{T['loch']}\\\")")
P["loch_larent_3_effect_of_it"] = ll + f'[[effect]]\nid = "e"\ncard = "{LL}"\nability = "{T["loch"]}"\nability_of = "loch"\n\n' + claim("on_battlefield(loch)")
P["loch_larent_4_enters_tapped_mana"] = ll.replace(obj("loch", LL), obj("loch", LL, zone='"hand"')) + ev(play_land='"loch"') + claim("tapped(loch)")
# --- Minas Morgul
mm = head("Morgul probe") + obj("morgul", MM) + obj("bears", "Grizzly Bears")
P["minas_morgul_1_effect_of_it"] = mm + f'[[effect]]\nid = "e"\ncard = "{MM}"\nability = "{T["morgul"]}"\nability_of = "morgul"\ntargets = ["bears"]\n\n' + claim("has_subtype(bears, 'Wraith')")
P["minas_morgul_2_shadow_counter_on_board"] = head("Morgul probe") + obj("morgul", MM, tapped="true") + obj("bears", "Grizzly Bears", counters='{ shadow = 1 }') + claim("has_ability(bears, 'shadow') and not has_subtype(bears, 'Wraith')")
P["minas_morgul_3_shadow_counter_event"] = mm + ev(put_counters='"bears"', counters='{ shadow = 1 }') + claim("not has_subtype(bears, 'Wraith')")
P["minas_morgul_4_tap_then_counter"] = mm + ev(tap='"morgul"') + ev(put_counters='"bears"', counters='{ shadow = 1 }') + claim("not has_subtype(bears, 'Wraith')")
# --- Rasaad
rb = head("Rasaad probe") + obj("rasaad", RB) + obj("turtle", "Horned Turtle")
P["rasaad_yn_bashir_1_attack_then_damage"] = rb + ev(step='"combat"') + ev(attacks='"rasaad"') + ev(step='"combat damage"') + claim("life('opponent') == 17")
P["rasaad_yn_bashir_2_trigger_table"] = rb + f'[[trigger]]\nid = "t"\nsource = "rasaad"\nability = "{T["rasaad"]}"\nwhen = "attacks"\nof = {{ self = true }}\n\n' + ev(step='"combat"') + ev(attacks='"rasaad"') + claim("attacking(rasaad)")
P["rasaad_yn_bashir_3_other_attacks_damage_from_toughness"] = rb + ev(step='"combat"') + ev(attacks='"turtle"') + ev(step='"combat damage"') + claim("life('opponent') == 19")
P["rasaad_yn_bashir_4_attacks_claim_toughness"] = rb + ev(step='"combat"') + ev(attacks='"rasaad"', label='"att"') + claim("toughness(turtle) == 4", at="att")
# --- Teysa
tg = head("Teysa probe") + obj("teysa", TG) + obj("spirit", "Spectral Sailor")
P["teysa_of_the_ghost_council_1_end_step_then_turn"] = tg + ev(step='"end"') + ev(turn='"opponent"') + claim("on_battlefield(teysa)")
P["teysa_of_the_ghost_council_2_trigger_table"] = tg + f'[[trigger]]\nid = "t"\nsource = "teysa"\nability = "{T["teysa"]}"\nwhen = "your end step"\n\n' + claim("on_battlefield(teysa)")
P["teysa_of_the_ghost_council_3_static_intensity"] = tg + claim("power(spirit) == 1 and power(teysa) == 0")
P["teysa_of_the_ghost_council_4_turn_passes_end"] = tg + ev(turn='"opponent"') + claim("on_battlefield(teysa)")
# --- Wand of the Worldsoul
ww = head("Wand probe") + obj("wand", WW) + obj("bears", "Grizzly Bears") + obj("knight", "Savannah Lions", zone='"hand"')
P["wand_of_the_worldsoul_1_activate"] = ww + f'[[ability]]\nid = "a"\nsource = "wand"\nability = "{T["wand"]}"\neffects = []\n\n' + ev(activate='"a"') + ev(resolves='"a"') + claim("tapped(wand)")
P["wand_of_the_worldsoul_2_can_activate"] = ww + claim(f"can_activate(wand, \\\"{T['wand']}\\\")")
P["wand_of_the_worldsoul_3_tap_then_convoke"] = ww + ev(tap='"wand"') + ev(cast='"knight"', convoke='["bears"]') + claim("on_stack(knight)")
P["wand_of_the_worldsoul_4_effect_of_it"] = ww + f'[[effect]]\nid = "e"\ncard = "{WW}"\nability = "{T["wand"]}"\nability_of = "wand"\n\n' + claim("tapped(wand)", "refuted")
for n, s in P.items():
    open(n + ".toml", "w").write(s)
# ---- second round: fixed claim names, sharper probes
PIR = '[[card]]\nname = "Test Pirate"\ntypes = ["creature"]\nsubtypes = ["Pirate"]\npower = 1\ntoughness = 1\n\n'
P2 = {}
P2["admiral_beckett_brass_5_static_other_pirates"] = head("Beckett probe") + PIR + obj("admiral", B) + obj("p1", "Test Pirate") + claim("power(admiral) == 3 and toughness(admiral) == 3 and power(p1) == 2 and toughness(p1) == 2")
pir3 = head("Beckett probe: three Pirates dealt combat damage, then the turn passes the end step") + PIR + obj("admiral", B) + \
    "".join(obj(f"p{i}", "Test Pirate", attacking="true", unblocked="true") for i in range(3)) + \
    obj("their", "Grizzly Bears", controller='"opponent"')
P2["admiral_beckett_brass_3_turn_passes_your_end_step"] = pir3 + ev(step='"combat damage"') + ev(turn='"opponent"', label='"next"') + claim("controller(their) == 'opponent'", at="next")
P2["admiral_beckett_brass_7_combat_damage_then_end_step"] = pir3 + ev(step='"combat damage"') + ev(step='"end"') + ev(turn='"opponent"') + claim("controller(their) == 'opponent'")
P2["ebony_fly_4_attacking_on_board"] = head("Ebony Fly probe") + obj("fly", F, attacking="true") + claim("not has_type(fly, 'creature')")
P2["ebony_fly_6_enters_tapped"] = head("Ebony Fly probe") + obj("fly", F, zone='"hand"') + ev(enters='"fly"') + claim("is_tapped(fly)")
P2["fuel_tank_feaster_1_trigger_table"] = ft + f'[[trigger]]\nid = "t"\nsource = "feaster"\nability = "{T["feaster"]}"\nwhen = "your upkeep"\n\n' + claim("on_battlefield(feaster)")
P2["fuel_tank_feaster_3_can_cast_after_first_main"] = head("Feaster probe") + obj("feaster", FT) + obj("big", "Colossal Dreadmaw", zone='"hand"') + "".join(obj(f"f{i}", "Forest") for i in range(5)) + obj("other", "Grizzly Bears", zone='"hand"') + ev(add_mana='"f0"') + claim("can_cast(big)", "refuted")
P2["fuel_tank_feaster_5_turn_you_from_opponent"] = head("Feaster probe", "opponent") + obj("feaster", FT) + obj("big", "Colossal Dreadmaw", zone='"hand"') + "".join(obj(f"f{i}", "Forest") for i in range(5)) + ev(turn='"you"') + claim("on_battlefield(feaster)")
P2["hideous_taskmaster_2_trigger_table"] = ht + f'[[trigger]]\nid = "t"\nsource = "task"\nability = "{T["taskmaster"]}"\nwhen = "you cast"\n\n' + ev(cast='"task"') + claim("controller(their) == 'opponent'")
P2["hideous_taskmaster_4_on_stack_claim"] = ht + ev(cast='"task"', label='"cast"') + claim("controller(their) == 'opponent' and is_tapped(their)", at="cast")
P2["hideous_taskmaster_5_characteristics"] = head("Taskmaster probe") + obj("task", HT) + claim("is_colorless(task) and has_ability(task, 'trample') and has_ability(task, 'haste') and power(task) == 7")
P2["loch_larent_2_can_activate"] = ll + ev(add_mana='"i"') + f'[[claim]]\nid = "c"\nexpr = \'\'\'can_activate(loch, "{T["loch"]}")\'\'\'\nexpect = "proved"\n'.replace('\\\\"', '\\"')
P2["loch_larent_4_enters_tapped_mana"] = head("Loch probe") + obj("loch", LL, zone='"hand"') + ev(play_land='"loch"') + claim("is_tapped(loch)")
P2["crown_of_ascension_2_can_activate"] = c + ev(tap='"other"') + claim(f"can_activate(crown, \\\"{T['crown']}\\\")")
P2["ebony_fly_2_can_activate"] = f + ev(tap='"bears"') + claim(f"can_activate(fly, \\\"{T['fly']}\\\")")
P2["wand_of_the_worldsoul_2_can_activate"] = ww + ev(tap='"bears"') + claim(f"can_activate(wand, \\\"{T['wand']}\\\")")
P2["rasaad_yn_bashir_3_other_attacks_damage_from_toughness"] = head("Rasaad probe") + obj("rasaad", RB) + obj("turtle", "Horned Turtle", attacking="true", unblocked="true") + ev(step='"combat damage"') + claim("life('opponent') == 19")
P2["rasaad_yn_bashir_5_rasaad_attacking_on_board_damage"] = head("Rasaad probe") + obj("rasaad", RB, attacking="true", unblocked="true") + ev(step='"combat damage"') + claim("life('opponent') == 20")
tgn = '[scenario]\nname = "Teysa probe"\nturn = "you"\nnumbers = { "Teysa\'s intensity" = 1 }\n\n' + obj("teysa", TG) + obj("spirit", "Spectral Sailor")
P2["teysa_of_the_ghost_council_1_end_step_then_turn"] = tgn + ev(step='"end"') + ev(turn='"opponent"') + claim("on_battlefield(teysa)")
P2["teysa_of_the_ghost_council_2_trigger_table"] = tgn + f'[[trigger]]\nid = "t"\nsource = "teysa"\nability = "{T["teysa"]}"\nwhen = "your upkeep"\n\n' + claim("on_battlefield(teysa)")
P2["teysa_of_the_ghost_council_3_static_intensity"] = tgn + claim("power(spirit) == 2 and power(teysa) == 1")
P2["teysa_of_the_ghost_council_4_turn_passes_end"] = tgn + ev(turn='"opponent"', label='"next"') + claim("on_battlefield(teysa)", at="next")
for n, s in P2.items():
    open(n + ".toml", "w").write(s)
# ---- third round
P3 = {}
pir3b = head("Beckett probe: three Pirates deal combat damage to the opponent, then a turn event passes your end step") + PIR + obj("admiral", B) + \
    "".join(obj(f"p{i}", "Test Pirate") for i in range(3)) + obj("their", "Grizzly Bears", controller='"opponent"')
atk = ev(step='"combat"') + "".join(ev(attacks=f'"p{i}"') for i in range(3)) + ev(step='"combat damage"', label='"damage"')
P3["admiral_beckett_brass_3_turn_passes_your_end_step"] = pir3b + atk + ev(turn='"opponent"', label='"next"') + \
    claim("life('opponent') == 17 and controller(their) == 'opponent'", at="next")
P3["admiral_beckett_brass_7_combat_damage_then_end_step"] = pir3b + atk + ev(step='"end"') + ev(turn='"opponent"') + claim("controller(their) == 'opponent'")
P3["fuel_tank_feaster_3_can_cast_after_first_main"] = head("Feaster probe") + obj("feaster", FT) + obj("big", "Colossal Dreadmaw", zone='"hand"') + "".join(obj(f"f{i}", "Forest") for i in range(5)) + obj("f5", "Forest", zone='"hand"') + ev(play_land='"f5"') + claim("can_cast(big)", "refuted")
P3["fuel_tank_feaster_6_can_cast_no_event_but_tap"] = head("Feaster probe") + obj("feaster", FT) + obj("big", "Colossal Dreadmaw", zone='"hand"') + "".join(obj(f"f{i}", "Forest") for i in range(6)) + ev(tap='"f5"') + claim("can_cast(big)", "refuted")
P3["teysa_of_the_ghost_council_5_no_intensity_number"] = head("Teysa probe") + obj("teysa", TG) + claim("on_battlefield(teysa)")
for n, s in P3.items():
    open(n + ".toml", "w").write(s)
# ---- fourth round
P4 = {}
P4["admiral_beckett_brass_3_turn_passes_your_end_step"] = pir3b + atk + ev(turn='"opponent"', label='"next"') + \
    claim("life('opponent') == 14 and controller(their) == 'opponent'", at="next")
P4["ebony_fly_8_attacking_tapped_for_mana"] = head("Ebony Fly probe") + obj("fly", F, attacking="true") + claim("can_tap_for_mana(fly)")
for n, s in P4.items():
    open(n + ".toml", "w").write(s)
# ---- fifth round: a land stated attacking (is the guard general?)
open("ebony_fly_9_control_forest_attacking.toml", "w").write(head("control: a Forest stated attacking") + obj("forest", "Forest", attacking="true") + claim("not has_type(forest, 'creature')"))
# ---- sixth round: the unread ability named with a trailing period / other case (a bypass of the exact-text guard?)
for suffix, text in (("5_activate_with_period", T["wand"] + "."), ("6_activate_lowercase", T["wand"].lower())):
    open(f"wand_of_the_worldsoul_{suffix}.toml", "w").write(ww + f'[[ability]]\nid = "a"\nsource = "wand"\nability = "{text}"\neffects = []\n\n' + ev(activate='"a"') + ev(resolves='"a"') + claim("is_tapped(wand)"))
open("crown_of_ascension_5_effect_with_period.toml", "w").write(c + f'[[effect]]\nid = "e"\ncard = "{C}"\nability = "{T["crown"]}."\nability_of = "crown"\naffects = {{ types = ["creature"] }}\nuntil = "end of turn"\nlayer6 = {{ add_abilities = ["flying"] }}\n\n' + claim("has_ability(other, 'flying')"))
# ---- seventh round: an [[effect]] of no card, its ability the unread text with a period / exact, ability_of the Crown
for suffix, text in (("5_effect_with_period", T["crown"] + "."), ("6_effect_exact_no_card", T["crown"])):
    open(f"crown_of_ascension_{suffix}.toml", "w").write(c + f'[[effect]]\nid = "e"\nability = "{text}"\nability_of = "crown"\naffects = {{ types = ["creature"] }}\nuntil = "end of turn"\nlayer6 = {{ add_abilities = ["flying"] }}\n\n' + claim("has_ability(other, 'flying')"))
