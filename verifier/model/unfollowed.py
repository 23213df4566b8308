"""The texts of rules the model keeps by an ability's words but does not follow: the loader
refuses a scenario they would change (`verifier.load.combat`, `.untapping`, `.zones`), and
the Oracle translator keeps a line by its text only where one of these reads it."""
from __future__ import annotations

import re

# 508.1c-d, 508.1g-h: restrictions, requirements and costs of attacking
ATTACK_RULES = re.compile(r"\bcan't attack\b|\bcan attack only\b|\battacks? each (combat|turn) if able\b|"
                          r"\bmust attack\b|\battack(s)? [^.]*\bif able\b|"
                          r"\bas though (it|they) didn.t have defender\b|\bgoad", re.I)  # (701.15b: goaded)
# 603.2: abilities that trigger on attacks (they change what follows an attack, not who may attack)
ATTACK_TRIGGERS = re.compile(r"\bwhenever [^.]*\battacks\b", re.I)
# 509.1b-c: restrictions and requirements of blocking (evasion other than flying and reach: menace,
# landwalk, fear, ...); 509.1h, 603.2: block triggers
BLOCK_RULES = re.compile(r"\bcan't block\b|\bcan block only\b|\bcan.t be blocked\b|\bmenace\b|walk\b|\bfear\b|"
                         r"\bintimidate\b|\bshadow\b|\bhorsemanship\b|\bskulk\b|\bmust be blocked\b|"
                         r"\bblocks? each (combat|turn) if able\b|\bcan block (an )?additional\b|"
                         r"\bcan block any number\b|\bwhenever [^.]*\bblocks?\b|\bbecomes blocked\b", re.I)
# 502.3 and the effects that change it: "doesn't / don't untap during ...", "you may choose not to untap"
UNTAP_RULES = re.compile(r"\b(?:doesn.t|don.t|do not|does not) untap during\b|\bchoose not to untap\b|"
                         r"\bcan.t (?:become )?untap", re.I)
# A static ability on cards off the battlefield ("each instant card in your graveyard has flashback"),
# or one that works while its own card is there ("as long as this card is in your graveyard"):
# kept by its text, not followed (611.3a, 113.6b)
RULE_OFF_THE_BATTLEFIELD = re.compile(
    r"\bcards? in (?:your|a|an opponent's|each player's|all|their|its owner's) (?:graveyards?|hands?|librar(?:y|ies))\b"
    r"[^.,]*\b(?:has|have)\b|\bthis card is in (?:your|a|its owner's) (?:graveyard|hand|library)\b", re.I)
