"""From phase.rs's structured face of a card to this project's card model, line by line.

Every Oracle line must be accounted for: how the permanent enters (`entering`, 614.1c), a keyword
line, an Aura's enchant line (`filters`), a mana ability (`manalines`), a triggered mana
ability (`manatriggers`), reminder text, a static ability (`statics`), or what a spell
or an activated or triggered ability does as it resolves (`resolved`).  A line that may
change characteristics, control, mana or timing and is none of these is a `Refusal`
naming the line and why: never a silent drop.  What the model keeps but does not follow is said in the TOML (notes).
Any other line (an ability whose effect changes none of these) is kept as an ability
by its text, as the hand-written models keep "Equip {1}": it exists, can be removed,
and its {T} or {Q} is read.
"""
from __future__ import annotations

import copy
import json
import re
from dataclasses import dataclass, field
from typing import Any, Dict, List, Optional, Tuple

from verifier.cards import additional, alltypes, chosen_color, copies, copy_triggers, counterreplace, coverage, defending, entering, entering_tapped, keywords, leaving_instead, manalines, manatriggers, modal_kept, oneshot_mana, oracle, own_payment, plain_lines, recolour
from verifier.cards.filters import enchant
from verifier.cards.intervening import intervening
from verifier.cards.recount import recount
from verifier.cards.reread import reread
from verifier.cards.refusal import Refusal, short
from verifier.cards.resolved import OWN_COST_CHANGE, RESTRICTION, described, instructions, on_triggering_object, resolved
from verifier.cards.kept_rules import guard_note, kept_replacement, left_out, rule_clauses, rule_line, states_guarded
from verifier.cards.statics import static_ability
from verifier.cards.words import COLOR_OF, keyword, norm, relevant, relevant_part, type_line_subtypes, written
from verifier.model import is_mana_ability, mana_value_of
from verifier.model.entering import MAYBE_TAPPED
from verifier.model.mana import EXILED
from verifier.load import kinds
from verifier.load.unsaid_triggers import read_as_trigger, waits_for
from verifier.model.unfollowed import ATTACH_RULES, DAMAGE_RULES, ENTERING_ACTION, ENTERING_INSTEAD, OTHERS_ENTERING, \
    OTHERS_ENTERING_NOTE, TARGETING_RULES
from verifier.rules.typeline import CARD_TYPES, SUBTYPE_SETS, later_kind


# "{T}: Add {B}{B}{B}{B}. Target opponent gains control of this creature.": an activated ability that adds mana and
# targets (605.1a: no mana ability, `is_mana_ability`)
_ADDS_WITH_TARGET = re.compile(r"[^:\"]*:\s*Add\b.*\btarget\b", re.I | re.S)


@dataclass
class Translation:
    card: Optional[dict]                  # the card model (as the TOML tables), or None
    refusals: List[str] = field(default_factory=list)
    notes: List[str] = field(default_factory=list)  # what the model keeps but does not follow, said in the TOML


def translate(rec: dict, face: dict) -> Translation:
    """The card model of an Oracle record, or the reasons it is refused."""
    try:
        card = _characteristics(rec)
    except Refusal as exc:  # (the part not read is in the type line, mana cost or printed P/T)
        pt = f" {rec['power']}/{rec['toughness']}" if "power" in rec else ""
        return Translation(None, [f"{exc}: {rec.get('type', '')!r}{pt}, {rec.get('manaCost') or 'no mana cost'}"])
    printed = {keyword(k) for k in rec.get("keywords") or []}
    # the rereading passes rewrite the parse in place: one copy here, the caller's face left as it was
    face, said = _opponent_chosen(intervening(recount(recolour.recolour(
        alltypes.all_types(additional.additional(reread(copy.deepcopy(face)), rec), rec), rec), rec), rec))
    face, attacked = defending.defending(face)  # 506.2: who "defending player" is, where the model knows
    said += attacked
    builder = _Builder(card, printed, face)
    kind = later_kind(card["types"])
    builder.notes += said + [f"{w!r}: a {kind} type newer than the CR's lists (205.3f), read as one (what ranges "
                             f"over every {kind} type includes it)" for w in card.get("later_subtypes", ())]
    refusals: List[str] = []
    for line in builder.lines(rec.get("text") or ""):
        try:
            builder.add(line)
        except Refusal as exc:
            refusals.append(str(exc))
    return builder.finish(refusals)


def _opponent_chosen(face: dict) -> Tuple[dict, List[str]]:
    """The face with "the chosen player" (phase.rs's SourceChosenPlayer) read as the opponent
    where what it chose as it entered is an opponent (614.12, "choose an opponent"): in a two-player
    game, the model's, there is one (102.2); said in a note.  The face as it is otherwise.
    (ChosenOpponentPlayer: `filters.affects` reads it as the opponent, and its words account for
    the line's "chosen player".)"""
    text = json.dumps(face)
    chooses = re.findall(r'"choice_type": "(\w+)"', text)
    if '"SourceChosenPlayer"' not in text or set(chooses) != {"Opponent"}:
        return face, []
    return json.loads(text.replace('"SourceChosenPlayer"', '"ChosenOpponentPlayer"')), [
        "the opponent chosen as it entered (614.12) is the opponent: the model's game has two players (102.2)"]


class _Builder:
    """A card model built line by line from what phase.rs parsed of each line."""

    def __init__(self, card: dict, printed: set, face: dict) -> None:
        self.card, self.keywords, self.name = card, printed, card["name"]
        self.abilities: List[str] = []
        self.not_followed: List[str] = []  # activated and triggered abilities kept unread (`_resolving_or_kept`)
        self.kept_with: set = set()  # the later instructions of those, described by phase.rs as lines of their own
        self.static_tables: List[dict] = []
        self.mana_triggers: List[dict] = []
        self.resolves: List[dict] = []
        self.notes: List[str] = []
        self.face = face
        self.statics: Dict[str, List[dict]] = {}
        for st in face.get("static_abilities") or []:
            self.statics.setdefault(self._norm(st.get("description")), []).append(st)
        self.spells = [a for a in face.get("abilities") or [] if a.get("kind") == "Spell"]
        self.spell_lines = {self._norm(a.get("description")): a for a in self.spells}
        # activated and triggered abilities by their lines, as what resolves (the trigger's effect)
        self.resolving = {self._norm(a.get("description")): a for a in face.get("abilities") or []
                          if a.get("kind") == "Activated" and not a.get("is_mana_ability")}
        self.resolving.update({self._norm(t.get("description")): t["execute"] for t in face.get("triggers") or []
                               if t.get("execute")})
        self.triggers = {self._norm(t.get("description")): t for t in face.get("triggers") or []}
        self.is_spell = bool({"instant", "sorcery"} & set(card["types"]))
        self.one_spell = False  # the whole text is the spell's one effect
        # 608.2c: the lines phase.rs read as later instructions of a line's ability, read with that line
        self.read_with: Dict[str, dict] = {}
        self.text_lines: List[str] = []  # (`lines`: the modes after a modal ability's first line, 700.2)
        self.modes_done: List[str] = []  # the mode lines read or kept with the modal ability before them
        self.in_modal = False
        self.header: Optional[str] = None  # the last line not a mode: a modal ability's first line (700.2)

    def _norm(self, text: Optional[str]) -> str:
        return norm(text or "", self.name)

    def lines(self, text: str) -> List[str]:
        """The lines to account for: an instant's or sorcery's one effect over all its lines is one."""
        lines = _lines(text)
        whole = "\n".join(map(_without_reminder, lines))
        if self.is_spell and len(self.spells) == 1 and self._norm(whole) == self._norm(self.spells[0].get("description")):
            lines = [whole]
        self.one_spell = self.is_spell and len(lines) == 1 and len(self.spells) == 1
        self.text_lines = lines
        return lines

    def add(self, line: str) -> None:
        """Account for one Oracle line, or raise the Refusal that names it."""
        bare = _without_reminder(line)
        if not bare.startswith("\u2022"):
            self.header = bare
        if self.modes_done and line == self.modes_done[0]:  # a mode of the modal ability before it (700.2)
            self.modes_done.pop(0)
            return
        if not self.is_spell and not self.in_modal and \
                (modes := modal_kept.modes(self.text_lines, line, bare)) is not None:
            return self._modal(line, bare, modes)
        if "station" in self.keywords and (striation := _STATION_LINE.match(bare)):
            self.striation = striation[1]  # 721.2: the lines below a station symbol are in its striation too
        elif "station" in self.keywords and getattr(self, "striation", None):  # 721.2, 721.4: not its own line
            return self._station_line(f"{self.striation}+ | {bare}")
        if entering.ENTERS.fullmatch(self._norm(bare)):  # 614.1c: how it enters; an ability it has, too
            self.notes += entering.enters(self.card, entering.ENTERS.fullmatch(self._norm(bare)), line)
            self.abilities.append(bare.rstrip("."))
        elif entering.ENTERS_IF.fullmatch(self._norm(bare)):  # 614.1c: counters the scenario says it entered with
            self.notes.append(entering.enters_if(entering.ENTERS_IF.fullmatch(self._norm(bare)), line, self.face, self._norm))
            self.abilities.append(bare.rstrip("."))
        elif (copying := copies.read(self._norm(bare))) is not None:  # 707.5, 614.1c: it may enter as a copy
            self.card["enters_as_copy"] = copying
        elif MAYBE_TAPPED.search(self._norm(bare)):  # 614.1c, 614.12: whether it enters tapped
            self._maybe_tapped(bare)
        elif _TARGETING.fullmatch(self._norm(bare)) and TARGETING_RULES.search(bare):  # 115.4: who may target it
            attaching = ATTACH_RULES.search(bare)  # ("... and can't be enchanted by other Auras", 701.3b)
            self.notes.append(f"not followed: {short(bare)!r} limits what can target it (115.4)"
                              + (", and what can become attached to it (701.3b)" if attaching else "") +
                              ": the loader refuses casting and activating" + (", and attaching," if attaching else "")
                              + " in a scenario with it")
            self.abilities.append(bare.rstrip("."))
        elif bare in ("Enchant player", "Enchant opponent"):  # 702.5a, 303.4: an Aura attached to a player
            self.card["enchant_player"] = bare.split()[1]
            self.abilities.append(bare)
        elif bare.startswith("Enchant "):  # 303.4a: what the Aura may enchant
            self.card["enchant"] = enchant(bare)
            self.abilities.append(bare)
        elif _is_keyword_line(line, self.keywords):
            for printed in (w.strip().rstrip(".") for w in _KEYWORD_SEPARATOR.split(bare)):
                self._keyword(_keyword_ability(printed), line)
        elif _SPELL_HAS_FLASH.fullmatch(bare):  # 702.8a: a rule of casting it, kept by its text
            self.notes.append(f"not followed: {short(bare)!r} lets it be cast as though it had flash (702.8a; the "
                              "spell's own ability, nothing of the permanent): the loader refuses casting in a "
                              "scenario with it")
            self.abilities.append(bare.rstrip("."))
        elif (speed := _MAX_SPEED.fullmatch(bare)) and is_mana_ability(speed[1]):  # 702.178a: only at max speed
            self._max_speed_mana(line, speed[1])
        elif (exhaust := _EXHAUST.fullmatch(bare)) and is_mana_ability(exhaust[1]):
            self.notes.append(f"exhaust (702.177a): {short(line)!r} is read as its ability with \"Activate only once.\"")
            self._mana(line, exhaust[1].rstrip(".") + ". Activate only once.")
        elif is_mana_ability(_without_label(bare)):  # 605.1a: a form the model reads, or refused
            self._mana(line, _without_label(bare))
        elif _ADDS_WITH_TARGET.match(_without_label(bare)):  # 605.1a: a targeted ability is no mana ability
            raise Refusal(f"an ability that adds mana with a target, no mana ability (605.1a): the mana it adds as it "
                          f"resolves from the stack is not modelled: {line!r}")
        elif _SPELLS_HAVE.fullmatch(self._norm(bare)) and DAMAGE_RULES.search(bare):  # 702.15b, 702.2b: kept by its text
            self.notes.append(f"not followed: {short(bare)!r} gives spells on the stack an ability (the model's are a "
                              "permanent's): the loader refuses a history that deals damage in a scenario with it")
            self.abilities.append(bare.rstrip("."))
        elif (changes := rule_line(self._norm(bare))) is not None:  # 614.1a, 502.3: kept by its text
            self.notes.append(f"not followed: {short(bare)!r} {changes}")
            self.abilities.append(bare.rstrip("."))
        elif self._norm(bare) in self.statics:
            table, not_followed = static_ability(bare, self.statics[self._norm(bare)])
            self.notes += not_followed
            if table is not None:  # (what granted abilities do, read with their own words: the card's tables)
                tables = [table] + table.pop("also", {}).get("tables", [])  # (several effects of one line)
                for t in tables:
                    self.resolves += t.pop("resolves", {}).get("tables", [])
                    self.card.setdefault("granted", []).extend(t.pop("granted", {}).get("tables", []))
                    self.card.setdefault("mana", []).extend(t.pop("mana", {}).get("tables", []))  # (613.1f: granted)
                    self.not_followed += t.pop("not_followed", {}).get("tables", [])  # (`granted_kept`)
                for key in ("granted", "mana"):
                    if not self.card[key]:
                        del self.card[key]
                # (508.1c, 509.1b-c: a rule of attacking or blocking phase.rs left out, kept by the text)
                lured, left_note = left_out(bare) or (None, None)
                rules = rule_clauses(lured or bare, self.statics[self._norm(bare)]) or lured
                if states_guarded(bare, self.statics[self._norm(bare)]) or lured:  # the guarded rules beside it, kept by
                    self.abilities.append(bare.rstrip("."))                  # the line's text (the loader reads it)
                if left_note:
                    self.notes.append(left_note)
                coverage.check(self._norm(rules or bare), self.statics[self._norm(bare)], coverage.kept(tables))
                if {"Aura", "Equipment"} & set(self.card.get("subtypes", ())) and _names_itself(self.card, tables):
                    # 613.1, 613.4c: finish() reads an Aura's or Equipment's "other" as other than the object it is
                    # attached to; where the words could name the source itself ("each other enchantment" of an
                    # Aura), "other" leaves the source out instead, and which one the line means is not read
                    raise Refusal(f"an Aura's or Equipment's 'other' that could name its own object, not translated "
                                  f"(other than it, or than what it is attached to?): {line!r}")
                self.static_tables += tables
            else:  # a rule of another kind only (combat, casting, costs): kept by its text
                self.abilities.append(bare.rstrip("."))
        elif self.is_spell and (self.one_spell or self._norm(bare) in self.spell_lines and relevant(bare)):
            spell = self.spells[0] if self.one_spell else self.spell_lines[self._norm(bare)]
            effect = resolved(bare, spell, self.notes)
            read, riders = oneshot_mana.riders(self._norm(bare), spell, triggered=False)  # 106.6
            self.notes += riders
            coverage.check(read, spell, coverage.kept(effect))
            self._read_later(spell)
            if any(k.startswith("layer") for k in effect):  # else its effects are all not followed, as noted
                self.resolves.append(effect)
        elif self._norm(bare) in self.triggers and manatriggers.is_mana_trigger(self.triggers[self._norm(bare)], bare):
            self._mana_trigger(bare, self.triggers[self._norm(bare)])  # 605.1b: a form read, or refused
        elif (replaces := counterreplace.read(self._norm(bare), self.face, self._norm)) is not None:  # 614.1a, 614.1c
            self.card.setdefault(replaces[0], []).append({"ability": bare.rstrip("."), **replaces[1]})
        elif (changes := kept_replacement(self._norm(bare), self.face, self._norm)) is not None:  # 614.1a, 615
            self.notes.append(f"not followed: {short(bare)!r} {changes}")  # kept by its text, the guard reading it
            self.abilities.append(bare.rstrip("."))
        elif (changes := leaving_instead.kept(self._norm(bare), self.face, self._norm)) is not None:  # 614.1a, 700.4
            self.notes.append(f"not followed: {short(bare)!r} {changes}")  # kept by its text, the guards reading it
            self.abilities.append(bare.rstrip("."))
        elif ENTERING_INSTEAD.search(self._norm(bare)) and _ENTERS_ITSELF.match(self._norm(bare)):
            self._enters_replaced(bare)
        elif (replacing := entering.replacement(self._norm(bare), self.face, self._norm)) is not None:
            raise Refusal(f"{replacing}: {line!r}")  # 614: none the model applies from a card but the above
        elif ENTERING_ACTION.search(self._norm(bare)):  # 614.1c: "As this enchantment enters, sacrifice ..."
            self._enters_replaced(bare)
        elif OTHERS_ENTERING.search(self._norm(bare)):  # 614.1c, 707.5: what other objects enter as
            self.notes.append(f"not followed: {short(bare)!r} {OTHERS_ENTERING_NOTE}")
            self.abilities.append(bare.rstrip("."))
        elif _STATION_LINE.match(bare) and "station" in self.keywords:  # 721.2a: an ability only at N+ counters
            self._station_line(bare)
        elif _OUTSIDE_THE_GAME.fullmatch(self._norm(bare)):  # rules of the deck, before the game (100.2a, 702.139a)
            self.notes.append(f"not followed: {short(bare)!r} (a rule of deck construction or of the companion, "
                              "100.2a, 702.139a: it works outside the game, where the model holds no cards)")
            self.abilities.append(bare.rstrip("."))
        elif (pair := _INSTEAD.fullmatch(self._norm(bare))) and pair["first"] in self.statics and \
                pair["second"] in self.statics:
            self._instead(bare, pair)
        elif (pair := _INSTEAD_IF.fullmatch(self._norm(bare))) and pair["first"] in self.statics:
            self._instead_if(bare, pair)
        elif (chosen := _CHOSEN_LABEL.fullmatch(bare)) and self._norm(chosen["body"]) in self.statics:
            self._chosen_label(bare, chosen)
        elif self._norm(bare) in self.kept_with:  # a later instruction of an ability kept unread (608.2c)
            pass
        elif self._norm(bare) in self.read_with:  # read with the line before, as its later instruction (608.2c)
            coverage.check(self._norm(bare), self.read_with[self._norm(bare)])
        elif relevant(bare) and (parsed := described(self._unlabelled(bare), self.name, self.resolving)):
            self._resolving_or_kept(bare, *parsed)
        elif relevant(bare) and (copying := copy_triggers.kept(bare)) is not None:  # 707.2, 608.2h: kept by text
            self.notes.append(copying)
            self.abilities.append(bare.rstrip("."))
        elif relevant(bare):  # (the words that may change characteristics, control, mana or timing named)
            raise Refusal(f"not translated ({_kind(self._norm(bare), self.face, self.name)}): {line!r}, the part not read: "
                          f"{relevant_part(bare)!r}")
        elif _KEYWORD_SHAPED.fullmatch(bare) and relevant(reminder := " ".join(re.findall(r"\(([^)]*)\)", line))) \
                and not _SUSPEND.match(bare):  # (702.62a: suspend's haste, said in a note below)
            # a keyword the translator does not know ("Food Crew 2", "Impending 5—{1}{B}"), what it does said in its
            # reminder text only (207.2a)
            raise Refusal(f"a keyword not translated, whose reminder text says it changes what matters (207.2a): "
                          f"{line!r}, the part not read: {relevant_part(reminder)!r}")
        elif _REMINDED_TRIGGER.search(" ".join(re.findall(r"\(([^)]*)\)", line))) and not read_as_trigger(bare) \
                and not _SUSPEND.match(bare) and not _CREATES_TOKENS.search(bare):
            # 603.1, 207.2a: a triggered ability said in reminder text only ("For Segovia! (When this Equipment
            # enters, ...)"): kept by the words before it, the loader's guard on the triggers a history passes
            # (`verifier.load.unsaid_triggers`) would not read it (702.62a: suspend's work in exile, where
            # `verifier.load.suspend` asks for them; 111.1: a token's keyword reminded, "with decayed", is the token's)
            raise Refusal(f"an ability not translated whose reminder text is a triggered ability (603.1, 207.2a), "
                          f"which kept by its words no guard would read: {line!r}")
        elif "." not in bare and len(parts := _KEYWORD_SEPARATOR.split(bare)) > 1 and \
                any(keywords.is_keyword(keyword(w.strip()), self.keywords) for w in parts):
            # 702.1: a line of keywords with one part not read ("Flying, Trample, Forestwalk, protection from
            # non-Squirrels"): kept whole by its text, none of its keywords would be the object's
            raise Refusal(f"a line of keywords with a part not read (702.1), not translated: {line!r}")
        else:  # an ability whose effect the model does not follow: kept by its text, as hand-written models do
            effect = bare.split(":", 1)[1] if re.match(r"^[^\"]*?:", bare) else bare  # not its cost
            noted = [f"not followed: {what} in {short(bare)!r} ({events})"
                     for pattern, what, events in _BY_EVENTS if pattern.search(effect)]
            if not noted and read_as_trigger(bare) and "cast" in (waits_for(bare) or ()):  # 601.2i, 603.2, 603.3
                noted = [f"not followed: what the cast trigger {short(bare)!r} does as it resolves: kept by its text, "
                         "the loader refuses a history or search going past a cast that may trigger it (it waits on the "
                         "stack above the spell, 603.3, 405.5)"]
            if not noted and (guarded := guard_note(bare)) is not None:  # (kept by its text, a guard reading it)
                noted = [guarded]
            if not noted and (refused := plain_lines.refusal(bare, self._norm(bare), self.is_spell, self.header)):
                raise Refusal(refused)  # (no note, no guard reading it: a rule the model would leave out)
            self.notes += noted
            self.abilities.append(ability_name(bare))
            if (kind := plain_lines.choice_kind(self._norm(bare))) is not None:  # 614.12: what `chosen` may be
                self.card.setdefault("choose", kind)
            if ability_name(bare) != bare.rstrip(".") and not _LOYALTY_FOLLOWED.fullmatch(effect.strip()):
                # 606.4: a loyalty ability, named by its cost only; a [[loyalty]] table follows only untapping its
                # targets and a search for a card of mana value X or less put onto the battlefield (docs/histories.md)
                self.notes.append(f"not followed: what {short(bare)!r} does as it resolves: kept by its cost (the "
                                  "card's not_followed), the loader refuses a [[loyalty]] table of it and "
                                  "can_activate of it")
                self.not_followed.append(ability_name(bare))

    def _maybe_tapped(self, bare: str) -> None:
        """614.1c, 614.12: a condition or a life payment deciding whether it enters tapped, read as the card's
        `enters_tapped_unless` (the loader follows it); another choice as it enters is the enters event's to state;
        another condition is refused (an enters event could state what the rules make impossible)."""
        read = entering_tapped.read(self._norm(bare), bare.rstrip("."))
        if read is not None and "enters_tapped_unless" not in self.card and not self.card.get("enters_tapped"):
            self.card["enters_tapped_unless"] = read
        elif entering_tapped.CHOICE.search(bare) and not entering_tapped.PAYS_LIFE.search(bare):
            self.notes.append(f"not followed: {short(bare)!r} decides whether it enters tapped: the scenario's "
                              "enters event says how it did (tapped = true)")
        else:
            raise Refusal(f"a condition deciding whether it enters tapped not read (614.1c, 614.12), which an enters "
                          f"event stating it tapped or untapped could contradict: {bare!r}")
        self.abilities.append(bare.rstrip("."))

    def _modal(self, line: str, bare: str, modes: List[str]) -> None:
        """700.2: a modal activated or triggered ability of a permanent, its first line and its modes: read as
        each line is, or, where a line of it is not read, kept by its first line's text and listed in
        `not_followed` (`modal_kept`)."""
        kept = ("face", "statics", "spells", "spell_lines", "resolving", "triggers")
        saved = copy.deepcopy({k: v for k, v in self.__dict__.items() if k not in kept})
        self.in_modal = True
        try:
            for said in [line, *modes]:
                self.add(said)
        except Refusal as why:
            self.__dict__.update(saved)  # (no loyalty ability, 606: `modal_kept` reads none)
            self.notes.append(modal_kept.note(bare, str(why)))
            self.abilities.append(bare.rstrip("."))
            self.not_followed.append(bare.rstrip("."))
        finally:
            self.in_modal = False
        self.modes_done += modes

    def _enters_replaced(self, bare: str) -> None:
        """614.1a, 614.1c, 614.12: a replacement of how the permanent itself enters, kept by its text."""
        self.notes.append(f"not followed: {short(bare)!r} replaces how it enters (614.1a, 614.12): the loader "
                          "refuses an event by which it enters; an object of the board has entered already")
        self.abilities.append(bare.rstrip("."))

    def _station_line(self, line: str) -> None:
        """721.2a: "N+ | ability", an ability the permanent has as long as it has N or more
        charge counters on it (a static one is read with the statics): granted under that
        condition, if what it does is no effect the model would need to follow."""
        m = _STATION_LINE.match(line)
        found = self.statics.get(self._norm(m[2]), [])
        if found and all((s.get("condition") or {}).get("type") == "HasCounters" for s in found):
            # a static one phase.rs described without its "N+ |" (its condition read from the symbol)
            table, not_followed = static_ability(line, found)
            self.notes += not_followed
            if table is not None and ("resolves" in table or "granted" in table or "mana" in table or
                                      "not_followed" in table or
                                      "condition" not in table):
                raise Refusal(f"an ability under a station symbol (721.2a) whose effect matters, not translated: "
                              f"{line!r}")
            if table is not None:
                coverage.check(self._norm(line), found, coverage.kept(table))
                self.static_tables.append(table)
                return
        if relevant(m[2]):
            raise Refusal(f"an ability under a station symbol (721.2a) whose effect matters, not translated: {line!r}")
        self.static_tables.append({"ability": "", "condition": {"counters_on_it": {"charge": int(m[1])}},
                                   "affects": {"self": True}, "layer6": {"add_abilities": [m[2].rstrip(".")]}})
        effect = m[2].split(":", 1)[1] if re.match(r"^[^\"]*?:", m[2]) else m[2]  # not its cost
        self.notes += [f"not followed: {what} in {short(line)!r} ({events})"
                       for pattern, what, events in _BY_EVENTS if pattern.search(effect)]

    def _keyword(self, word: str, line: str) -> None:
        """A keyword, and what its rules add to the model (keywords.py)."""
        if written(word) in self.abilities:  # 702.1: each instance works apart; the model lists an ability once
            raise Refusal(f"the keyword {word!r} twice (each instance works apart), which the model lists once: "
                          f"{line!r}")
        self.abilities.append(written(word))
        try:
            extra = keywords.read(word, self.notes) or {}
        except Refusal as exc:  # the keyword's line, named
            raise Refusal(f"{exc}: {line!r}") from None
        if "resolves" in extra:  # (named as the ability is: "Bushido 2")
            self.resolves.append({**extra["resolves"], "ability": written(word)})
        for kind, n in extra.get("enters_with_counters", {}).items():
            self.card.setdefault("enters_with_counters", {})[kind] = n

    def _mana(self, line: str, text: str) -> None:
        mana = manalines.read(text, self.name)
        if mana is None:  # the part not read named (its cost, its amount, a rider)
            raise Refusal(f"mana ability not in a plain form: {manalines.why(text, self.name)}: {line!r}")
        self.notes += mana.notes
        if mana.table is not None and EXILED in json.dumps(mana.table["add"]) and not self._exiles():
            # 607.2a: "the exiled card" is the one a linked ability of the card exiled: with none, no card is it
            raise Refusal(f"mana of the exiled card's colours with no ability of the card that exiles (607.2a) not "
                          f"translated: {line!r}")
        if mana.table is not None:
            self.card.setdefault("mana", []).append(mana.table)
            if manalines.of_chosen_type([mana.table["add"], mana.table.get("only_if")]):  # 205.3m, 614.12: the
                # permanents it counts are of the creature type its object chose (the loader checks the choice)
                self.card["choose"] = "creature type"
        else:
            self.abilities.append(mana.ability)

    def _exiles(self) -> bool:
        """Whether another ability of the card exiles (its triggers' or activated abilities' text)."""
        return any(re.search(r"\bexile\b", a.get("description") or "", re.I)
                   for a in [*(self.face.get("triggers") or []), *(self.face.get("abilities") or [])]
                   if not a.get("is_mana_ability"))

    def _max_speed_mana(self, line: str, text: str) -> None:
        """702.178a: "Max speed — [mana ability]": as long as its controller's speed is 4 the object
        has the ability, a static ability whose condition the scenario states ("Max speed", as
        the statics under that label say it), granting the mana ability in layer 6 (613.1f)."""
        mana = manalines.read(text, self.name)
        if mana is None:
            raise Refusal(f"mana ability not in a plain form: {manalines.why(text, self.name)}: {line!r}")
        self.notes += mana.notes
        if mana.table is not None:  # (defined on this card, had only as its static ability grants it)
            self.card.setdefault("mana", []).append({**mana.table, "granted": True})
        self.static_tables.append({"ability": "", "condition": "Max speed", "affects": {"self": True},
                                   "layer6": {"add_abilities": [mana.table["ability"] if mana.table else mana.ability]}})

    def _mana_trigger(self, line: str, trigger: dict) -> None:
        """A triggered mana ability (605.1b): a [[card.mana_trigger]] table, or refused."""
        table, notes = manatriggers.read(line, self._norm(line), trigger, self.card.get("enchant"))
        self.mana_triggers.append(table)
        self.notes += notes

    def _resolving_or_kept(self, line: str, parsed: dict, restricted: bool) -> None:
        """An activated or triggered ability of a permanent card whose effect matters: what it resolves
        to, or, where that is not read, the ability kept by its text and listed in `not_followed`: the
        object has it (113.1), and the loader refuses whatever would use what it does (an activation, a
        [[trigger]] table, an [[effect]] from it, can_activate of it; `verifier.load.unread`), a history
        where it may trigger with none included (`unsaid_triggers`, 603.2).  A spell's instructions
        (608.2c) and a loyalty ability (606, named by its cost) are not kept so: refused."""
        name = ability_name(line)
        if self.is_spell or name != line.rstrip(".") or _ADDS_MANA.search(line):  # (605.1a-b: what could produce)
            return self._resolving(line, parsed, restricted)
        saved = (list(self.notes), list(self.resolves), list(self.abilities))
        try:
            self._resolving(line, parsed, restricted)
        except Refusal as why:
            self.notes[:], self.resolves[:], self.abilities[:] = saved
            said = str(why)
            cut = max(said.rfind(": '"), said.rfind(': "'))  # (a refusal ends with the line it names)
            uses = "a [[trigger]] table or an [[effect]] of it, and a history going past a point where it may have " \
                "triggered (it waits on the stack, 603.3)" \
                if self._norm(self._unlabelled(line)) in self.triggers else \
                "an [[ability]] activating it, can_activate of it, or an [[effect]] of it"
            self.notes.append(f"not followed: what {short(line)!r} does as it resolves ({said[:cut] if cut > 0 else said}"
                              f"): kept by its text (the card's not_followed), the loader refuses {uses}")
            self.abilities.append(name)
            self.not_followed.append(name)
            self.kept_with |= {self._norm(step["description"]) for step in instructions(parsed)[1:]
                               if step.get("description")}

    def _resolving(self, line: str, parsed: dict, restricted: bool) -> None:
        """An activated or triggered ability whose effect matters: what it resolves to."""
        restricted = restricted or bool(RESTRICTION.search(line))  # (said by phase.rs's description or not)
        if restricted and not line.endswith("Activate only once each turn."):
            self.notes.append(f"not followed: a restriction on activating {short(line)!r} (602.5)")
        elif restricted:  # 602.5b: followed by the loader (activations counted; `effects.once_each_turn`)
            self.notes.append(f"once each turn (602.5b): a history's activations of {short(line)!r} are counted, and "
                              "two of its [[effect]]s lasting until end of turn must name different objects in ability_of")
        name = ability_name(line)
        text = self._unlabelled(line)
        if text != line and line.startswith("Max speed"):  # 702.178a: it has the ability only at max speed
            self.notes.append(f"not followed: whether {short(line)!r} triggers: it has the ability only as long as its "
                              "controller's speed is 4 (702.178a); the scenario's [[effect]] says it resolved")
        triggered = self._norm(text) in self.triggers
        if triggered and self.triggers[self._norm(text)].get("mode") == "SpellCast" and \
                on_triggering_object(parsed):  # (an effect on a spell on the stack, 112.1, 601)
            raise Refusal(f"an effect on the spell whose casting triggered it not translated: {line!r}")
        if OWN_COST_CHANGE.search(text):
            self.notes.append(f"not followed: what activating {short(line)!r} costs (602.2b, 601.2f): an [[ability]] "
                              "activating it is refused (the loader reads its text), and an equip event pays no cost")
        effect = resolved(line, parsed, self.notes, triggered, never_aura="bestow" in self.keywords)
        # what it does as it resolves must be read in full (its cost is the activation's, not the model's; 602.5b: the
        # restriction read apart)
        read, riders = oneshot_mana.riders(_effect_text(self._norm(RESTRICTION.sub("", OWN_COST_CHANGE.sub("", text)))),
                                           parsed, triggered)  # 106.4, 106.6: riders on the mana it adds
        read, paying = own_payment.taken_out(read, parsed)  # 602.2b: what mana pays for its own activation
        self.notes += riders + paying
        coverage.check(read, self.triggers[self._norm(text)] if triggered else parsed, coverage.kept(effect))
        unread_if = triggered and (self.triggers[self._norm(text)].get("condition") or {}).get("type") == "InterveningIf"
        if unread_if and any(k.startswith("layer") for k in effect):  # (`intervening`: a clause kept by its words)
            raise Refusal(f"an effect under an intervening 'if' kept by its words (603.4), which an [[effect]] "
                          f"applying it is not checked against, not translated: {line!r}")
        if any(k.startswith("layer") for k in effect):  # else its effects are all not followed, as noted
            self.resolves.append({"ability": name, **effect})
        self.abilities.append(name)
        self._read_later(parsed)

    def _instead(self, line: str, pair: re.Match) -> None:
        """"Equipped creature gets +1/+0. It gets +3/+1 instead as long as C." (or "It gets an additional
        +0/+2 and has first strike as long as C"), which phase.rs reads as two static abilities: the first
        as it is, the second under its condition, as what it adds to the first (layer 7c's changes add up,
        613.4c), with the subject of the first sentence for its "It"."""
        first, second = self.statics[pair["first"]], self.statics[pair["second"]]
        if re.search(r"\b(?:its?|enchanted|equipped)\b", pair["c"]):  # a fact of one object, no fact of the scenario's
            raise Refusal(f"a second effect 'instead' or 'additional' under a condition on the object it affects not "
                          f"translated: {line!r}")
        if len(first) != 1 or len(second) != 1 or first[0].get("condition") is not None or \
                second[0].get("condition") is None or first[0].get("affected") != second[0].get("affected"):
            raise Refusal(f"a second effect 'instead' or 'additional' under a condition not read: {line!r}")
        said = f"{pair['who']} gets {pair['amount']}{pair['more'] or ''} as long as {pair['c']}."
        table1, notes1 = static_ability(pair["first"], first)
        table2, notes2 = static_ability(said, second)
        if table1 is None or table2 is None or "condition" not in table2 or "condition" in table1:
            raise Refusal(f"a second effect 'instead' or 'additional' under a condition not read: {line!r}")
        coverage.check(pair["first"], first, coverage.kept(table1))
        coverage.check(said, second, coverage.kept(table2))
        if not pair["additional"]:  # instead: +3/+1 in place of +1/+0 is +2/+1 more
            if set(table1) - {"ability", "affects"} != {"layer7c"} or set(table2) - {"ability", "affects", "condition"} \
                    != {"layer7c"} or pair["more"]:
                raise Refusal(f"an effect 'instead' of another that is no +N/+N not translated: {line!r}")
            more = {k: table2["layer7c"].get(k, 0) - table1["layer7c"].get(k, 0) for k in ("power", "toughness")}
            table2["layer7c"] = {k: v for k, v in more.items() if v != 0}
        self.notes += notes1 + notes2
        self.static_tables += [table1, table2] if pair["additional"] or table2["layer7c"] else [table1]

    def _instead_if(self, line: str, pair: re.Match) -> None:
        """"Equipped creature gets +1/+1. If it's a Warrior, it gets +2/+1 instead.": the first as it is, and
        on the equipped (enchanted) creature of that type, what the second adds to it (613.4c)."""
        found = self.statics[pair["first"]]
        table, notes = static_ability(pair["first"], found)
        kind = kinds.kind(pair["kind"])
        if len(found) != 1 or table is None or set(table) != {"ability", "affects", "layer7c"} or kind is None or \
                not table["affects"].get("attached") or set(kind) & set(table["affects"]) - {"types"}:
            raise Refusal(f"an effect 'instead' on an enchanted or equipped object of a type not read: {line!r}")
        coverage.check(pair["first"], found, coverage.kept(table))
        power, toughness = (int(x) for x in pair["amount"].split("/"))
        more = {"power": power - table["layer7c"].get("power", 0), "toughness": toughness - table["layer7c"].get("toughness", 0)}
        affected = {**table["affects"], **kind, "types": sorted(set(table["affects"].get("types", [])) | set(kind.get("types", [])))}
        self.notes += notes
        self.static_tables.append(table)
        if any(more.values()):
            self.static_tables.append({"ability": line, "affects": affected,
                                       "layer7c": {k: v for k, v in more.items() if v}})

    def _chosen_label(self, line: str, chosen: re.Match) -> None:
        """"• Temur — Creatures you control get +1/+0 ...": an ability the permanent has only if that
        mode was chosen as it entered (614.12, "As this enchantment enters, choose Jeskai or Temur"),
        a fact the scenario states."""
        found = self.statics[self._norm(chosen["body"])]
        if any(s.get("condition") != {"type": "ChosenLabelIs", "label": chosen["label"]} for s in found):
            raise Refusal(f"an ability under a label chosen as it entered not read: {line!r}")
        table, notes = static_ability(chosen["body"], [{**s, "condition": None} for s in found])
        if table is None or {"resolves", "granted", "mana", "not_followed"} & set(table):  # (the card's own tables)
            raise Refusal(f"an ability under a label chosen as it entered not read: {line!r}")
        coverage.check(self._norm(chosen["body"]), found, coverage.kept(table))
        self.notes += notes
        self.static_tables.append({**table, "condition": f"{chosen['label']} was chosen as it entered"})

    def _unlabelled(self, line: str) -> str:
        """A triggered ability's line without the label before it (an ability word, 207.2c, a flavor
        word, 207.2d, or "Max speed", 702.178a), which phase.rs leaves out of its description; any
        other line as it is."""
        text = _LABEL.sub("", line)
        return text if self._norm(text) in self.triggers else line

    def _read_later(self, ability: dict) -> None:
        """The later instructions of an ability just read, which phase.rs may describe as lines of
        their own ("Threshold — Add ... instead if ..."): accounted for with it."""
        for step in instructions(ability)[1:]:
            if step.get("description"):
                self.read_with[self._norm(step["description"])] = step

    def finish(self, refusals: List[str]) -> Translation:
        if "station" in self.keywords:  # 721.2b: the P/T box, phase.rs's static of no line
            try:
                self.static_tables += _station_box(self.card, self.statics)
            except Refusal as exc:
                refusals = refusals + [str(exc)]
        card, static_tables = self.card, self.static_tables
        if {"Aura", "Equipment"} & set(card.get("subtypes", ())):
            # "other creatures" of an Aura or Equipment: other than the creature it is attached to, not than itself
            static_tables = [_renamed(t, "other", "not_attached") for t in static_tables]
        if "Aura" in card.get("subtypes", ()) and "enchant" not in card and "enchant_player" not in card and \
                not any(r.startswith("enchant restriction") for r in refusals):  # (its Enchant line refused already)
            refusals = refusals + ["an Aura with no enchant ability read (303.4a, 702.5a): what it may be attached to, "
                                   "and when it is put into its owner's graveyard (704.5m), would go unsaid"]
        chose_color = chosen_color.refusal([self._norm(t) for t in self.text_lines], static_tables)
        refusals = refusals + [chose_color] * bool(chose_color)  # (614.12: `chosen` a colour it chose so)
        stars = [k for k in ("power", "toughness") if "*" in str(card.get(k, ""))]
        if stars and not any(t.get("cda") for t in static_tables):
            refusals = refusals + [f"{stars[0]} '*' with no characteristic-defining ability translated (604.3): the "
                                   f"printed {card.get('power')}/{card.get('toughness')}, no line read as the ability "
                                   "that defines it"]
        refusals = refusals + [f"{k} {card[k]!r}: the characteristic-defining ability does not add {_printed_plus(card[k])}"
                               for k in stars if card[k] != "*" and not _adds_printed(static_tables, k, card[k])]
        for k in stars:
            card[k] = 0  # 604.3: the ability defines it, in layer 7a
        if refusals:
            return Translation(None, refusals)
        # static and triggered mana abilities are named after the card, as the hand-written models do (and
        # no rules text is kept)
        for i, table in enumerate(static_tables + self.mana_triggers, 1):
            table["ability"] = card["name"] if i == 1 else f"{card['name']} ({i})"
        abilities = list(self.abilities)
        devoid = [a for a in abilities if a.lower() == "devoid"]
        if devoid:  # 702.114a: a characteristic-defining ability, colourless in every zone (layer 5)
            abilities.remove(devoid[0])
            static_tables.append({"ability": devoid[0], "cda": True, "layer5": {"set_colors": []}})
        if "changeling" in abilities:  # 702.73a: a characteristic-defining ability, every creature type (layer 4)
            abilities.remove("changeling")
            static_tables.append({"ability": "changeling", "cda": True,
                                  "layer4": {"add_subtypes": sorted(SUBTYPE_SETS["creature"])}})
        resolves = [t for i, t in enumerate(self.resolves) if t not in self.resolves[:i]]  # (one ability, said twice:
        # printed and granted to others, "Exalted. Other Vampires you control have exalted.")
        for key, value in (("abilities", abilities), ("not_followed", self.not_followed), ("static", static_tables),
                           ("resolves", resolves),
                           ("mana_trigger", self.mana_triggers)):
            if value:
                card[key] = value
        return Translation(card, notes=list(dict.fromkeys(self.notes)))  # (a note said once)


# 605.1a-b, 106.7: an ability that adds mana, a mana ability whatever phase.rs says of it, is what a permanent could
# produce: never kept unread (`_resolving_or_kept`)
_ADDS_MANA = re.compile(r"\badds?\b[^.]*?(?:\{[WUBRGCSX\d]\}|\bmana\b)", re.I)
_STATION_LINE = re.compile(r"(\d+)\+ \| (.+)")
# "Enchanted creature gets -2/-2. It gets -5/-5 instead as long as C." / "... It gets an additional +0/+2 and
# has first strike as long as C."
_INSTEAD = re.compile(r"(?P<first>(?P<who>Enchanted creature|Equipped creature|~) gets [+-]\d+/[+-]\d+\.) "
                      r"(?P<second>It gets (?P<additional>an additional )?(?P<amount>[+-]\d+/[+-]\d+)"
                      r"(?P<more> and has [a-z ]+?)?(?(additional)| instead) as long as (?P<c>[^.]+)\.)")
# "Equipped creature gets +1/+1. If it's a Warrior, it gets +2/+1 instead."
_INSTEAD_IF = re.compile(r"(?P<first>(?:Enchanted|Equipped) creature gets [+-]\d+/[+-]\d+\.) If it's an? "
                         r"(?P<kind>[A-Z]?[a-z]+), it gets (?P<amount>[+-]\d+/[+-]\d+) instead\.")
# "• Temur — ...": a mode chosen as the permanent entered (614.12)
_CHOSEN_LABEL = re.compile(r"• (?P<label>[A-Z][\w']+(?: [A-Z][\w']+)*) — (?P<body>.+)")
# A keyword with its parameter, and no sentence of its own: "Food Crew 2", "Impending 5—{1}{B}"
# 603.1: a triggered ability in a reminder text, as a sentence of it begins
_REMINDED_TRIGGER = re.compile(r"(?:^|[.!] )(?:When|Whenever|At)\b")
_CREATES_TOKENS = re.compile(r"\bcreates?\b[^.]*\btokens?\b", re.I)
_KEYWORD_SHAPED = re.compile(r"[A-Z][A-Za-z' -]*?(?: (?:\d+|X))?(?:—[^.:]*)?")
# A rule of the deck or of the companion (100.2a, 702.139a): it works outside the game
# "Enchanted creature can't be the target of spells or abilities your opponents control": a rule of
# targeting alone, its subject a noun phrase (no other effect in the line)
# "If this land would enter, ...": a replacement of how the permanent itself enters (ENTERING_INSTEAD)
_ENTERS_ITSELF = re.compile(r"If (?:~|this [a-z]+) would enter\b")
_TARGETING = re.compile(r"(?!.*\b(?:gets?|has|have|gains?|is|are|loses?)\b.*\bcan't\b)[^.;:\"]+? can't be the "
                        r"targets? of [^.;:\"]+\.")
_OUTSIDE_THE_GAME = re.compile(r"A deck can have (?:any number of|up to \w+) cards named ~\.|"
                               r"Companion — [^.]+\.")
_LABEL = re.compile(r"^[A-Z][\w' !,]* — (?=(?:When|Whenever|At)\b)")  # a label before a triggered ability


def _station_box(card: dict, statics: Dict[str, List[dict]]) -> List[dict]:
    """721.2b: a station card's power/toughness box: as long as it has N or more charge
    counters on it, it is a creature with that base power and toughness in addition to its
    types; the printed numbers are the box's, no power or toughness of the card itself
    (721.2c, 208.3)."""
    boxes = [s for key, found in statics.items() if key.startswith("CR 721.2b") for s in found]
    if not boxes:
        return []
    box = boxes[0]
    condition = box.get("condition") or {}
    mods = {m.get("type"): m for m in box.get("modifications") or []}
    if len(boxes) > 1 or condition.get("type") != "HasCounters" or \
            (condition.get("counters") or {}).get("data") != "charge" or \
            set(mods) != {"AddType", "SetPower", "SetToughness"} or mods["AddType"].get("core_type") != "Creature" or \
            (mods["SetPower"].get("value"), mods["SetToughness"].get("value")) != (card.get("power"), card.get("toughness")):
        raise Refusal(f"a station card's power/toughness box (721.2b) not read: {card.get('power')}/{card.get('toughness')}")
    card.pop("power", None)
    card.pop("toughness", None)
    return [{"ability": "", "condition": {"counters_on_it": {"charge": condition["minimum"]}},
             "affects": {"self": True}, "layer4": {"add_types": ["creature"]},
             "layer7b": {"power": mods["SetPower"]["value"], "toughness": mods["SetToughness"]["value"]}}]


def _keyword_ability(printed: str) -> str:
    """A keyword as the translator reads it: its name in lower case ("flying", "ward {2}", "ward—Pay 2 life",
    "protection from Wizards"), but an
    activated keyword ability with its cost as printed, as hand-written models keep it ("Equip {1}",
    702.6a, 702.67a); the model writes it `written`."""
    name, cost = re.fullmatch(r"(.+?)((?: \{|—| from ).*)?", printed).groups()  # (its parameter as printed)
    if keyword(name) in ("equip", "fortify"):
        return printed
    return keyword(name) + (cost or "")


def _effect_text(line: str) -> str:
    """An activated ability's effect, without its cost (602.1a: cost, colon, effect)."""
    return line.split(":", 1)[1] if re.match(r"^[^\"]*?:", line) else line


def _names_itself(card: dict, value: Any) -> bool:
    """Whether a set with `other` among the tables could hold the card's own object by its printed types and
    subtypes: no card type of the set's missing from the card's, and no subtype named the card lacks (an Aura's
    "other creatures" cannot, its "other enchantments" can)."""
    if isinstance(value, list):
        return any(_names_itself(card, v) for v in value)
    if not isinstance(value, dict):
        return False
    if value.get("other"):
        kinds, subtypes = {t.lower() for t in card.get("types", ())}, set(card.get("subtypes", ()))
        if set(value.get("types", ())) <= kinds and (not value.get("subtypes") or set(value["subtypes"]) & subtypes):
            return True
    return any(_names_itself(card, v) for v in value.values())


def _renamed(value: Any, old: str, new: str) -> Any:
    """A table with every key `old`, at any depth, named `new`."""
    if isinstance(value, dict):
        return {new if k == old else k: _renamed(v, old, new) for k, v in value.items()}
    return [_renamed(v, old, new) for v in value] if isinstance(value, list) else value


# what each other layout is, for the refusal (709 split, 710 flip, 712 double-faced, 715 adventurer, 702.37 morph...)
_LAYOUTS = {"split": " (a split card, two halves with characteristics of their own, 709)",
            "flip": " (a flip card, 710)", "transform": " (a transforming double-faced card, 712)",
            "modal_dfc": " (a modal double-faced card, 712)", "meld": " (a meld card, 712.4, 701.42)",
            "adventure": " (an adventurer card, 715)", "aftermath": " (a split card with aftermath, 709, 702.127)",
            "saga": " (a Saga, 714)", "leveler": " (a leveler, 711)", "class": " (a Class, 716)"}


def _characteristics(rec: dict) -> dict:
    if rec.get("layout") not in (None, "normal"):
        kind = _LAYOUTS.get(rec.get("layout"), "")
        raise Refusal(f"layout {rec.get('layout')!r}{kind}: only normal one-faced cards are translated; write "
                      "the card by hand (docs/cards.md)")
    cost = rec.get("manaCost") or ""
    card: Dict[str, Any] = {"name": rec["name"], "mana_value": oracle.mana_value(cost)}
    if cost and mana_value_of(cost) == card["mana_value"]:  # 202.1: what casting it costs (601.2f), when read
        card["mana_cost"] = cost
    if not cost and (rec.get("colorIdentity") or []) and "Land" not in (rec.get("types") or ()) or \
            not cost and {"Land", "Creature"} <= set(rec.get("types") or ()):
        raise Refusal("no mana cost: its colour may come from a colour indicator (204), which the corpus lacks")
    colors = sorted(COLOR_OF[c] for c in oracle.colors(cost))  # 202.2 (devoid's CDA makes it colourless, 702.114a)
    if colors:
        card["colors"] = colors
    card["types"] = [t.lower() for t in rec.get("types") or []]
    unknown = sorted(set(card["types"]) - set(CARD_TYPES))
    if unknown:  # 205.2a: the card types of the rules; another ("Hero") is no type the model knows
        raise Refusal(f"card type {unknown[0]!r} is not one of the card types of 205.2a")
    if rec.get("supertypes"):
        card["supertypes"] = [t.lower() for t in rec["supertypes"]]
    card.update(type_line_subtypes(rec.get("subtypes") or [], card["types"]))
    for key in ("power", "toughness"):
        value = rec.get(key)
        if value is not None:
            if re.fullmatch(r"(\d+\+)?\*|\*\+\d+", str(value)):  # defined by a characteristic-defining ability
                card[key] = str(value)  # (604.3, 208.2a), "1+*" or "*+1" as 1 plus an amount: checked below
            elif not str(value).isdigit():
                raise Refusal(f"{key} {value!r}: only printed numbers and * are translated")
            else:
                card[key] = int(value)
    loyalty = rec.get("loyalty")
    if loyalty is not None:  # 306.5b: a planeswalker enters with its printed loyalty (209.1)
        if not str(loyalty).isdigit():
            raise Refusal(f"loyalty {loyalty!r}: only a printed number is translated")
        card["loyalty"] = int(loyalty)
    return card


def _adds_printed(tables: List[dict], key: str, printed: str) -> bool:
    """A printed "1+*" or "*+1" (604.3, 208.2a): the characteristic-defining ability sets `key` to 1
    plus its amount."""
    return any(t.get("cda") and isinstance((t.get("layer7a") or {}).get(key), dict) and
               t["layer7a"][key].get("plus") == _printed_plus(printed) for t in tables)


def _printed_plus(printed: str) -> int:
    """The number a printed "N+*" or "*+N" adds to its star."""
    return int(printed.replace("*", "").strip("+"))


def _lines(text: str) -> List[str]:
    return [line.strip() for line in text.split("\n") if line.strip() and not _is_reminder(line.strip())]


def _without_label(line: str) -> str:
    """A line without its ability word ("Domain — {T}: ..."), which has no rules meaning (207.2c);
    not "Max speed" nor "Exhaust", which are keywords with rules of their own (702.178a, 702.177a)."""
    return re.sub(r"^(?!Max speed |Exhaust )[A-Z][\w' ]+ — (?=\{)", "", line)


# 702.8a: "This spell has flash as long as you control a Spirit": flash the spell has (a condition on casting it)
_SPELL_HAS_FLASH = re.compile(r"This spell has flash(?: as long as| if) [^.]+\.?")
# 702.178a: "Max speed — [ability]": the object has the ability as long as its controller's speed is 4
_MAX_SPEED = re.compile(r"Max speed — (.+)")
# 702.177a: "Exhaust — [cost]: [effect]" is "[cost]: [effect]. Activate only once."
_EXHAUST = re.compile(r"Exhaust — (.+)")


# "Instant and sorcery spells you control have lifelink": an ability of spells, which the model's objects on the
# stack do not have (their damage is guarded, DAMAGE_RULES)
_SPELLS_HAVE = re.compile(r"(?:(?:white|blue|black|red|green) )?(?:instant and sorcery |instant |sorcery )?spells you "
                          r"control have (?:lifelink|deathtouch)\.?", re.I)
_SUSPEND = re.compile(r"^Suspend \w+\s*—", re.I)  # 702.62a
# 606: the loyalty abilities a [[loyalty]] table follows: "Untap up to two target artifacts."; "Search your library for an
# artifact card with mana value X or less, put it onto the battlefield, then shuffle."
_LOYALTY_FOLLOWED = re.compile(r"Untap up to (?:one|two|three|four|\d+) target [a-z]+s?\.|Search your library for an? "
                               r"[a-z]+ card with mana value X or less, put it onto the battlefield, then shuffle\.")
# What an ability kept by its text does that the history's events carry, said in a note.
_BY_EVENTS = [
    (re.compile(r"\bputs? [^.]*\bcounters? on\b|\b(proliferate|monstrosity|adapt|bolster|support|outlast)\b", re.I),
     "the counters put", "122.1; put_counters events of the history say when"),
    (re.compile(r"\bremoves? [^.]*\bcounters? from\b", re.I), "the counters removed",
     "122.1; remove_counters events of the history say when"),
    (re.compile(r"\b(?:un)?tap (?:this|target|it|that|them|up to|all|each|enchanted|equipped|another|an? untapped|"
                r"(?:two|three|X) untapped)\b", re.I),
     "the tapping or untapping", "tap and untap events of the history say when"),
    (re.compile(r"\battach\b|\bliving weapon\b", re.I), "the attaching", "attach events of the history say when"),
    (re.compile(r"\bcreates? [^.]*\btokens?\b", re.I), "the tokens created",
     "111.1; the scenario's objects with created_by are they"),
    (re.compile(r"\bconjures? [^.]*\bonto the battlefield\b", re.I), "the card conjured onto the battlefield",
     "the scenario's objects say what is on the battlefield"),
    (re.compile(r"\bsacrifices? (?:it|this|that|them|enchanted|equipped)\b", re.I), "the sacrifice",
     "701.21a; leaves events of the history say when"),
    (_SUSPEND, "the haste a creature spell cast by suspend gains",  # 702.62a
     "702.62a; followed where the history suspends the card and casts it from exile (docs/casting.md): a "
     "permanent that entered otherwise has none, an [[effect]] granting haste says so"),
]


def _is_reminder(line: str) -> bool:
    return line.startswith("(") and line.endswith(")")


def _without_reminder(line: str) -> str:
    return re.sub(r"\s*\([^)]*\)", "", line).strip()


# 702.1: keywords in one line, separated by commas (older Oracle lines use semicolons: "Defender; reach")
_KEYWORD_SEPARATOR = re.compile(r"[,;]")


def _is_keyword_line(line: str, known: set) -> bool:
    words = [keyword(w.strip()) for w in _KEYWORD_SEPARATOR.split(_without_reminder(line))]
    return bool(words) and all(keywords.is_keyword(w, known) for w in words)


def _kind(line: str, face: dict, name: str) -> str:
    """What phase made of an untranslated line, for the refusal."""
    for kind in ("triggers", "replacements", "abilities", "static_abilities"):
        for item in face.get(kind) or []:
            if norm(item.get("description") or "", name) == line:
                return {"triggers": "triggered ability", "replacements": "replacement effect",
                        "abilities": "activated ability or spell effect",
                        "static_abilities": "static ability"}[kind]
    return "phase.rs found no ability in it"


def ability_name(line: str) -> str:
    """How the model names an ability: a loyalty ability by its cost ("+1", "-X", 606.4),
    any other by its text."""
    loyalty = re.match(r"^\[([+−-]?\w+)\]:", line)
    return loyalty[1].replace("−", "-") if loyalty else line.rstrip(".")
