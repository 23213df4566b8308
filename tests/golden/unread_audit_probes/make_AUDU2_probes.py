import os
import os
P = os.path.dirname(os.path.abspath(__file__)) + "/"
BANE = "Whenever another nontoken creature you control dies, target opponent may have you draw a card. If they don't, you may put a creature card with equal or lesser toughness from your hand onto the battlefield"
ELUGE = "Whenever Eluge enters or attacks, put a flood counter on target land. It's an Island in addition to its other types for as long as it has a flood counter on it"
CURSE = "{T}: Target creature card in your graveyard gains embalm until end of turn. The embalm cost is equal to its mana cost"
GREEN = "When Guildpact Greenwalker enters, you may choose a creature card in your hand. If you do, that card perpetually incorporates {1}{G} and gets +4/+4"
EASEL = "{T}: Choose an instant or sorcery card in your hand. It perpetually incorporates {U}{R} and gains \\\"When you cast this spell, copy it. You may choose new targets for the copy.\\\" Activate only as a sorcery"
SCYTHE = "A Test of Your Reflexes! — When this Equipment enters, you may attach it to target creature you control. If you do, that creature gains first strike until end of turn and must be blocked this turn if able"
PEP = "Whenever a creature you control deals combat damage to a player, exile the top card of that player's library. It perpetually becomes an artifact if it's a nonland permanent card. Until end of turn, you may play the exiled card"
ROH = "At the beginning of your upkeep, you may pay {R}{R}{R}. If you don't, tap Rohgahh and all creatures named Kobolds of Kher Keep, then an opponent gains control of them"
CITY = "{4}: The Magical City, New becomes a 1/1 white, blue, and red Human Artist creature until end of turn"

def w(name, body, claim, expect="proved", turn="you", step="main", extra=""):
    cond = 'conditions = { "your life total is less than or equal to half your starting life total" = false }\n' if name.startswith("bane") else ""
    text = f'[scenario]\nname = "{name}"\nturn = "{turn}"\n{cond}\n' + body.strip() + \
        f'\n\n[[claim]]\nid = "c"\nexpr = "{claim}"\nexpect = "{expect}"\n' + extra
    open(P + name + ".toml", "w").write(text)

def obj(i, card, **kw):
    s = f'[[object]]\nid = "{i}"\ncard = "{card}"\n'
    for k, v in kw.items(): s += f'{k} = {v}\n'
    return s + "\n"

X = '{ flood = 1 }'
def ev(**kw):
    raw = {k for k,v in kw.items() if k=="counters"}
    return "[[event]]\n" + "".join(f'{k} = {v if not isinstance(v, str) or k in raw else chr(34)+v+chr(34)}\n' for k, v in kw.items()) + "\n"

# ---- Bane
b = obj("bane", "Bane, Lord of Darkness") + obj("bears", "Grizzly Bears")
w("bane_1_trigger_table_trailing_period", b + f'[[trigger]]\nid = "t"\nsource = "bane"\nability = "{BANE}."\nwhen = "dies"\nof = {{ other = true, types = ["creature"], controller = "you" }}\n\n'
  + ev(leaves="bears", into="graveyard") + ev(resolves="t"), "on_battlefield(bane)")
w("bane_2_dies_then_step", b + ev(leaves="bears", into="graveyard") + ev(step="end"), "on_battlefield(bane)")
w("bane_3_dies_then_can_cast", b + obj("bolt", "Grizzly Bears", zone='"hand"') + ev(leaves="bears", into="graveyard"), "can_cast(bolt)", expect="refuted")
w("bane_4_lethal_damage_then_sorcery_cast", b + obj("sorc", "Divination", zone='"hand"') + ev(deals="bane", amount=2, to="bears") + ev(cast="sorc"), "on_battlefield(bane)")
w("bane_5_trigger_table_tilde", b + f'[[trigger]]\nid = "t"\nsource = "bane"\nability = "{BANE.replace("this creature","~")}"\nwhen = "dies"\nof = {{ other = true, types = ["creature"], controller = "you" }}\n\n'
  + ev(leaves="bears", into="graveyard") + ev(resolves="t") + ev(step="end"), "on_battlefield(bane)")
# ---- Eluge
e = obj("eluge", "Eluge, the Shoreless Sea", owner='"you"', zone='"hand"') + obj("island", "Island") + obj("forest", "Forest")
w("eluge_1_trigger_table_tilde", e + f'[[trigger]]\nid = "t"\nsource = "eluge"\nability = "{ELUGE.replace("Eluge","~")}"\nwhen = "enters"\nof = {{ self = true }}\n\n'
  + ev(enters="eluge") + ev(resolves="t") + ev(step="end"), "power(eluge) == 1")
w("eluge_2_enters_then_step", e + ev(enters="eluge") + ev(put_counters="forest", counters=X) + ev(step="end"), "power(eluge) == 1")
e2 = obj("eluge", "Eluge, the Shoreless Sea") + obj("island", "Island") + obj("forest", "Forest")
w("eluge_3_attacks_then_damage", e2 + ev(step="combat") + ev(attacks="eluge") + ev(step="combat damage"), "power(eluge) == 1", step="main")
w("eluge_4_trigger_table_period", e + f'[[trigger]]\nid = "t"\nsource = "eluge"\nability = "{ELUGE}."\nwhen = "enters"\nof = {{ self = true }}\n\n'
  + ev(enters="eluge") + ev(resolves="t"), "power(eluge) == 1")
w("eluge_5_enters_last_power", e + ev(enters="eluge"), "power(eluge) == 1")
# ---- Cursecloth
c = obj("wrap", "Cursecloth Wrappings") + obj("z", "Grizzly Bears", zone='"graveyard"')
w("cursecloth_1_ability_period", c + f'[[ability]]\nid = "a"\nsource = "wrap"\nability = "{CURSE}."\neffects = []\n\n' + ev(activate="a") + ev(resolves="a"), "is_tapped(wrap)")
w("cursecloth_2_can_activate", c + ev(step="main"), f"can_activate(wrap, '{CURSE}')", expect="refuted")
w("cursecloth_3_tap_event_then_step", c + ev(tap="wrap") + ev(step="end"), "is_tapped(wrap)")
w("cursecloth_4_embalm_event", c + ev(embalm="z", token="ztok"), "on_battlefield(z)")
# ---- Greenwalker
g = obj("gw", "Guildpact Greenwalker", zone='"hand"') + obj("other", "Grizzly Bears", zone='"hand"')
w("greenwalker_1_enters_then_step", g + ev(enters="gw") + ev(step="end"), "on_battlefield(gw)")
w("greenwalker_2_trigger_table_tilde", g + f'[[trigger]]\nid = "t"\nsource = "gw"\nability = "{GREEN.replace("Guildpact Greenwalker","this creature")}"\nwhen = "enters"\nof = {{ self = true }}\n\n' + ev(enters="gw") + ev(resolves="t"), "on_battlefield(gw)")
w("greenwalker_3_enters_then_cast_other", g + ev(enters="gw") + ev(cast="other"), "on_battlefield(gw)")
w("greenwalker_4_enters_can_cast", g + ev(enters="gw"), "can_cast(other)", expect="refuted")
# ---- Easel
es = obj("easel", "Inspiring Easel") + obj("div", "Divination", zone='"hand"')
w("easel_1_ability_period", es + f'[[ability]]\nid = "a"\nsource = "easel"\nability = "{EASEL}."\neffects = []\n\n' + ev(activate="a") + ev(resolves="a"), "is_tapped(easel)")
w("easel_2_can_activate", es, f"can_activate(easel, '{EASEL}')".replace('\\"', "'"), expect="refuted")
w("easel_3_effect_card", es + f'[[effect]]\nid = "f"\ncard = "Inspiring Easel"\nability = "{EASEL}."\nability_of = "easel"\n\n', "is_tapped(easel)", expect="refuted")
# ---- Scythe
s = obj("scythe", "Magitek Scythe", zone='"hand"') + obj("bears", "Grizzly Bears")
w("scythe_1_enters_then_attach_no_first_strike", s + ev(enters="scythe") + ev(attach="scythe", to="bears"), "power(bears) == 4", expect="proved")
w("scythe_2_enters_then_step", s + ev(enters="scythe") + ev(step="combat"), "power(bears) == 2")
w("scythe_3_trigger_table_no_word", s + f'[[trigger]]\nid = "t"\nsource = "scythe"\nability = "{SCYTHE.split(" — ")[1]}"\nwhen = "enters"\nof = {{ self = true }}\n\n' + ev(enters="scythe") + ev(resolves="t"), "power(bears) == 2")
w("scythe_4_enters_can_attack", s + ev(enters="scythe") + ev(attach="scythe", to="bears"), "can_attack(bears)", expect="proved")
# ---- Pep
p = obj("pep", "Pep, Raucous Raider") + obj("card", "Grizzly Bears", zone='"exile"', owner='"opponent"')
w("pep_1_combat_damage_then_end", p + ev(step="combat") + ev(attacks="pep") + ev(step="combat damage") + ev(step="end"), "on_battlefield(pep)")
w("pep_2_combat_damage_can_cast", p + ev(step="combat") + ev(attacks="pep") + ev(step="combat damage"), "can_cast(card)", expect="refuted")
w("pep_3_deals_event", p + obj("opp_bears", "Grizzly Bears", controller='"opponent"') + ev(deals="pep", amount=3, to="opp_bears") + ev(step="end"), "on_battlefield(pep)")
w("pep_4_mana", p + obj("art", "Ornithopter"), "can_tap_for_mana(pep)", expect="proved")
# ---- Rohgahh
r = obj("roh", "Rohgahh of Kher Keep") + obj("k", "Grizzly Bears")
w("rohgahh_1_turn_to_you", r + ev(turn="opponent") + ev(turn="you"), "controller(roh) == 'you'", turn="you", step="main")
w("rohgahh_2_upkeep_then_draw", r + ev(step="upkeep") + ev(step="draw"), "controller(roh) == 'you'", turn="you", step="upkeep")
w("rohgahh_3_trigger_table_tilde", r + f'[[trigger]]\nid = "t"\nsource = "roh"\nability = "{ROH.replace("Rohgahh","~")}"\nwhen = "your upkeep"\n\n' + ev(turn="opponent") + ev(turn="you"), "controller(roh) == 'you'")
w("rohgahh_4_opp_turn_ok", r + ev(turn="opponent") + ev(step="end"), "controller(roh) == 'you'")
# ---- City
ci = obj("city", "The Magical City, New")
w("city_1_ability_tilde", ci + f'[[ability]]\nid = "a"\nsource = "city"\nability = "{CITY.replace("The Magical City, New","~")}"\neffects = []\n\n' + ev(activate="a") + ev(resolves="a"), "not is_creature(city)")
w("city_2_can_activate", ci + ev(step="main"), f"can_activate(city, '{CITY}')", expect="proved")
w("city_3_effect_of_it", ci + f'[[effect]]\nid = "f"\ncard = "The Magical City, New"\nability = "{CITY}."\nability_of = "city"\n\n', "is_creature(city)")
w("city_4_can_attack", ci + ev(step="main"), "can_attack(city)", expect="refuted")
# ---- follow-ups: verdicts that depend on the unread ability
w("greenwalker_5_trigger_tilde_then_other_enters", g + f'[[trigger]]\nid = "t"\nsource = "gw"\nability = "{GREEN.replace("Guildpact Greenwalker","this creature")}"\nwhen = "enters"\nof = {{ self = true }}\n\n' + ev(enters="gw") + ev(resolves="t") + ev(enters="other") + ev(step="end"), "power(other) == 2 and toughness(other) == 2")
w("eluge_6_trigger_period_counters_island_dropped", e + f'[[trigger]]\nid = "t"\nsource = "eluge"\nability = "{ELUGE}."\nwhen = "enters"\nof = {{ self = true }}\ncounters_on = "forest"\ncounters = {{ flood = 1 }}\n\n'
  + ev(enters="eluge") + ev(resolves="t") + ev(step="end"), "power(eluge) == 1 and not has_subtype(forest, 'Island')")
w("scythe_5_enters_then_combat_no_first_strike", s + ev(enters="scythe") + ev(step="combat") + ev(attacks="bears"), "not has_ability(bears, 'first strike')", extra='allow_unmentioned = ["first strike"]\n')
w("scythe_6_trigger_table_exact", s + f'[[trigger]]\nid = "t"\nsource = "scythe"\nability = "{SCYTHE}"\nwhen = "enters"\nof = {{ self = true }}\n\n' + ev(enters="scythe") + ev(resolves="t"), "power(bears) == 2")
w("bane_6_trigger_period_if_it", b + f'[[trigger]]\nid = "t"\nsource = "bane"\nability = "{BANE}."\nwhen = "dies"\nof = {{ other = true, types = ["creature"], controller = "you" }}\n\n' + ev(leaves="bears", into="graveyard") + ev(resolves="t") + ev(step="end"), "on_battlefield(bane)")
w("greenwalker_6_clone_copy_then_step", obj("gw", "Guildpact Greenwalker") + obj("clone", "Clone", zone='"hand"') + ev(enters="clone", as_copy_of="gw") + ev(step="end"), "on_battlefield(clone)")
w("greenwalker_7_clone_trigger_tilde", obj("gw", "Guildpact Greenwalker") + obj("clone", "Clone", zone='"hand"') + obj("other", "Grizzly Bears", zone='"hand"') + f'[[trigger]]\nid = "t"\nsource = "clone"\nability = "{GREEN.replace("Guildpact Greenwalker","~")}"\nwhen = "enters"\nof = {{ self = true }}\n\n' + ev(enters="clone", as_copy_of="gw") + ev(resolves="t") + ev(enters="other") + ev(step="end"), "power(other) == 2")
w("eluge_7_cost_reduction_opt", obj("eluge", "Eluge, the Shoreless Sea") + obj("island", "Island", tapped="true") + obj("forest", "Forest", counters='{ flood = 1 }', tapped="true") + obj("opt", "Opt", zone='"hand"') + ev(step="main"), "can_cast(opt)", expect="proved")
w("eluge_8_clone_copy_then_step", obj("eluge", "Eluge, the Shoreless Sea") + obj("island", "Island") + obj("clone", "Clone", zone='"hand"') + ev(enters="clone", as_copy_of="eluge") + ev(step="end"), "on_battlefield(clone)")
w("city_5_can_attack_after_main", ci + obj("i1","Island") + obj("i2","Island") + obj("i3","Island") + obj("i4","Island") + ev(step="main"), "can_attack(city)", expect="refuted")
w("eluge_9_cost_reduction_custom_instant", '[[card]]\nname = "Test Instant"\nmana_cost = "{U}"\ntypes = ["instant"]\nabilities = ["Draw a card"]\n\n' + obj("eluge", "Eluge, the Shoreless Sea") + obj("island", "Island", tapped="true") + obj("forest", "Forest", counters='{ flood = 1 }', tapped="true") + obj("ti", "Test Instant", zone='"hand"') + ev(step="main"), "can_cast(ti)", expect="proved")
w("city_6_can_activate_period", ci + obj("i1","Island") + obj("i2","Island") + obj("i3","Island") + obj("i4","Island") + ev(step="main"), f"can_activate(city, '{CITY}.')", expect="proved", extra=f'allow_unmentioned = ["{CITY}."]\n')
w("city_7_can_activate_tilde", ci + obj("i1","Island") + obj("i2","Island") + obj("i3","Island") + obj("i4","Island") + ev(step="main"), f"can_activate(city, '{CITY.replace('The Magical City, New','~')}')", expect="proved", extra='allow_unmentioned = ["' + CITY.replace("The Magical City, New","~") + '"]\n')
w("cursecloth_5_can_activate_period", c + ev(step="main"), f"can_activate(wrap, '{CURSE}.')", expect="refuted", extra='allow_unmentioned = ["' + CURSE + '."]\n')
