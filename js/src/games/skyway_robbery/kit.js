// The building blocks of Skyway Robbery's zones: headings, tags, folds, cards with
// the buttons of their moves, program slots, stats and alarm rolls. Every move button
// is a legal move as Python sent it; the kit remembers which moves got a button on the
// board in this drawing, so the rest can go with the decision. A refused button
// (refused.js) is a move the phase is made of that Python did not send: a click on it
// asks Python why.

import { h } from "../../shared/dom.js";
import { capital } from "../../shared/format.js";
import { nt, t } from "../../shared/i18n.js";
import { DIE, JOBS, KINDS, diceCount, movesFor, programSlot } from "./game.js";
import { dieIcon } from "./pictures.js";
import { VERB_TEXT, refusedOn } from "./refused.js";
import { cardFacts, diceText, iconText, iconsText, programSlotText } from "./words.js";

/** An accessible name that contains the words shown, as whole words (WCAG "label in
 * name"): "Arrest" is not in "The Boxer is arrested". */
export function nameWithText(name, text) {
  if (!text) return name;
  const words = (s) => ` ${s.toLowerCase().replace(/[^\p{L}\p{N}$]+/gu, " ").trim()} `;
  // (a comma, not brackets: axe-core reads a name's bracketed words as an aside)
  return words(name).includes(words(text)) ? name : `${name}, ${text}`;
}

/**
 * The kit for one board: `facts` gives the shown view, the legal moves and names,
 * `folds` remembers which folds the person opened (see createOpenMemory), a move's
 * button calls `play(move)` and a refused button `why(id)`.
 */
export function createKit(facts, { folds, play, why }) {
  let placed = new Set(); // move ids that got a button on the board in this drawing
  let shownRoll = ""; // the roll last drawn: a new one tumbles once as it appears
  const { name } = facts;

  /** A button for a legal move; remembered as placed on the board. */
  function moveButton(move, { text = null, aria = null, primary = false } = {}) {
    placed.add(move.id);
    const shown = text ?? capital(move.label ?? move.id);
    return h("button", {
      type: "button",
      class: `skyw-button skyrob-move${primary ? " skyw-button-primary" : ""}`,
      "data-move": move.id,
      "data-verb": move.verb,
      "data-focus-key": `move-${move.id}`,
      "aria-label": nameWithText(aria ?? capital(move.label ?? move.id), shown),
      onclick: () => play(move),
    }, shown);
  }

  /** A button for a would-be move Python did not send (refused.js): it looks off, and a
   * click or Enter asks Python why, to be said beside it. */
  function refusedButton(candidate, { text = null, aria = null } = {}) {
    const shown = text ?? VERB_TEXT[candidate.verb] ?? candidate.id;
    return h("button", {
      type: "button",
      class: "skyw-button skyrob-move is-refused",
      "aria-disabled": "true",
      "data-why": candidate.id,
      "data-verb": candidate.verb,
      "data-focus-key": `why-${candidate.id}`,
      "aria-label": nameWithText(aria ?? shown, shown),
      onclick: () => why(candidate.id),
    }, shown);
  }

  const heading = (text, extra = "") => h("h4", { class: `skyw-heading skyrob-h${extra ? ` ${extra}` : ""}`, text }); // i18n-ignore: class names
  const subhead = (text) => h("p", { class: "skyrob-subhead", text });
  const tag = (text, extra = "") => h("span", { class: `skyrob-tag${extra ? ` ${extra}` : ""}`, text }); // i18n-ignore: class names
  const iconTags = (icons) => (icons ?? []).map((icon) => tag(iconText(icon), "is-icon"));

  /** A fold: a real <details> whose <summary> says what is inside. Open when `force`
   * (a move's button is inside, or the decision needs it), else as the person left it,
   * else `open`. */
  function fold(key, summary, children, { open = false, force = false, extra = "" } = {}) {
    const el = h("details", { class: `skyrob-fold${extra ? ` ${extra}` : ""}`, "data-fold": key, open: force || folds.isOpen(key, open) }, // i18n-ignore: class names
      h("summary", { class: "skyrob-fold-summary", "data-focus-key": `fold-${key}` }, summary),
      h("div", { class: "skyrob-fold-body" }, children));
    return force ? el : folds.watch(el, key); // forced open is not the person's choice
  }

  /** What is printed on a card beyond its numbers and icons: its skill, a loot card's
   * bonus, or its text (the jobs a crew member helps with are said apart). */
  function cardText(f) {
    if (f.skill) return t("Skill: {skill}", { skill: f.skill });
    if (f.jobs?.length) return "";
    // a loot card's money and Reputation are its numbers: only its bonus needs words
    if (f.kind === "loot") return f.bonus ? t("At the end: {bonus}", { bonus: f.bonus }) : "";
    return f.text ?? "";
  }

  /** A card: its name, kind (and `where` it lies, said in full as `said` to a screen
   * reader), printed facts and icons; its text when `text` (else the zone's "what the
   * cards do" fold says it); `buttons` go on it. */
  function cardEl(card, { buttons = [], note = "", extraClass = "", text = false, where = "", said = "", cost = true } = {}) {
    if (card === null || card === undefined) {
      return h("div", { class: "skyrob-card is-facedown", role: "img", "aria-label": t("a face-down card") }, h("span", { class: "skyrob-card-name", text: t("face down") }));
    }
    const f = facts.view().cards?.[card] ?? {};
    // a card in a hand is never bought again: its price is left out there
    const printed = cardFacts(cost || typeof f.cost !== "number" ? f : { ...f, cost: undefined });
    const flags = [];
    if (f.loud) flags.push(tag(t("LOUD"), "is-loud"));
    if (f.vent) flags.push(tag(t("vent"), "is-vent"));
    if (f.power) flags.push(tag(t("power"), "is-power"));
    // a gang member carries one piece of equipment unless its card says otherwise (the
    // rulebook's words): only the exceptions are printed, as on the cards
    if (f.kind === "gang" && typeof f.carries === "number" && f.carries !== 1) flags.push(tag(f.carries ? t("carries {n}", { n: f.carries }) : t("carries nothing")));
    const icons = iconsText(f.icons);
    const kind = [KINDS[f.kind] ?? f.kind ?? "", where].filter(Boolean).join(" \u00B7 ");
    const jobs = f.jobs?.length ? t("Jobs: {jobs}", { jobs: f.jobs.map((j) => JOBS[j] ?? j).join(", ") }) : "";
    const words = text ? cardText(f) : "";
    const carry = f.kind === "gang" && typeof f.carries === "number" && f.carries !== 1 ? (f.carries ? nt("carries {n} piece of equipment", "carries {n} pieces of equipment", f.carries, { n: f.carries }) : t("carries no equipment")) : "";
    const label = [name(card), KINDS[f.kind] ?? f.kind, said || where, ...cardFacts(f), icons ? t("icons: {icons}", { icons }) : "", f.loud ? t("LOUD") : "", carry, jobs, note].filter(Boolean).join(", ");
    // a card with one short button may hold it beside its name (the hand's cards do);
    // more, or a long one, go in a row under it
    const row = buttons.length > 1 || buttons.some((b) => b.textContent.length > 12);
    const moves = buttons.length ? ` has-moves${row ? " has-button-row" : ""}` : "";
    return h("div", { class: `skyrob-card${f.kind ? ` is-${f.kind}` : ""}${moves}${extraClass ? ` ${extraClass}` : ""}`, "data-card": card, "aria-label": label, role: "group" },
      h("span", { class: "skyrob-card-name", text: name(card) }),
      h("span", { class: "skyrob-card-line" },
        kind ? h("span", { class: "skyrob-card-kind", text: kind }) : null,
        printed.length ? h("span", { class: "skyrob-card-facts" }, printed.map((fact) => h("span", { class: "skyrob-fact", text: fact }))) : null,
        icons || flags.length ? h("span", { class: "skyrob-card-icons" }, iconTags(f.icons), flags) : null),
      jobs ? h("span", { class: "skyrob-card-text", text: jobs }) : null,
      words ? h("span", { class: "skyrob-card-text", text: words }) : null,
      note ? h("span", { class: "skyrob-card-note", text: note }) : null,
      buttons.length ? h("span", { class: "skyrob-card-buttons" }, buttons) : null);
  }

  /** The words of a legal move's button on its own card: the verb's (VERB_TEXT), or
   * for a skill and a carry what the label says beyond the card's name. */
  function onCardText(move, card) {
    if (move.verb === "skill" || move.verb === "carry") {
      const label = capital(move.label ?? move.id);
      const own = name(card);
      return move.verb === "skill" && label.startsWith(own) ? capital(label.slice(own.length).trim()) : label.replace(` ${own}`, "");
    }
    return VERB_TEXT[move.verb] ?? null;
  }

  /** The buttons on a card: its legal moves of `verbs`, then the refused would-be moves
   * of `place` (refused.js) no legal move covers. */
  function cardButtons(card, verbs, place = null) {
    const legal = movesFor(facts.moves(), card, verbs).map((m) => moveButton(m, { text: onCardText(m, card) }));
    const refused = place ? refusedOn(facts.view(), facts.moves(), place, { card }) : [];
    return [...legal, ...refused.map((c) => refusedButton(c, { aria: t("{verb}: {card}", { verb: VERB_TEXT[c.verb], card: name(card) }) }))];
  }

  /** Cards in a row, each with the buttons of its moves of `verbs` (and refused ones of
   * `place`); `empty` when none. */
  function cardList(cards, opts = {}) {
    const list = (cards ?? []).filter((c) => c !== undefined);
    if (!list.length) return h("p", { class: "skyrob-muted", text: opts.empty ?? t("none") });
    return h("div", { class: `skyrob-cards${opts.extra ? ` ${opts.extra}` : ""}` }, list.map((c) => cardEl(c, { // i18n-ignore: class names
      buttons: c ? cardButtons(c, opts.verbs ?? [], opts.place ?? null) : [],
      text: typeof opts.text === "function" ? opts.text(c) : Boolean(opts.text),
      where: typeof opts.where === "function" ? opts.where(c) : "",
      said: typeof opts.said === "function" ? opts.said(c) : "",
      cost: opts.cost ?? true,
    })));
  }

  /** A fold listing what `cards` do (their skills and texts), for cards drawn without
   * their text, then `notes` ([term, text] pairs); null when there is nothing to list. */
  function cardTexts(key, cards, summary = t("What these cards do"), notes = []) {
    const rows = (cards ?? []).filter(Boolean).map((c) => [name(c), cardText(facts.view().cards?.[c] ?? {})]).filter(([, text]) => text);
    if (!rows.length && !notes.length) return null;
    return fold(key, summary, h("dl", { class: "skyrob-texts" }, [...rows, ...notes].map(([term, text]) => [
      h("dt", { text: term }), h("dd", { text })])), { extra: "is-texts" });
  }

  /** A defense of a location or the Brig: name, icons, powered; `extra` goes after. */
  function defenseRow(d, i, extra = []) {
    return h("li", { class: `skyrob-defense${d.powered ? " is-powered" : ""}`, "data-defense": i + 1 },
      h("span", { class: "skyrob-defense-name", text: d.name ?? d.type }),
      iconTags(d.icons),
      d.powered ? tag(t("\u26A1 powered"), "is-powered") : null,
      extra);
  }

  /** A program slot: its number and action, "?" when face down to the viewer. */
  function programEl(player, i, hiddenFromOthers = false) {
    const slot = programSlot(player, i);
    const { text, note } = programSlotText(slot);
    // the teacher's view: another seat's face-down card, shown and marked
    const secret = hiddenFromOthers && slot.state === "own";
    return h("li", { class: `skyrob-slot is-${slot.state}${secret ? " is-hidden-card" : ""}`, "aria-label": t("Program slot {n}: {text}", { n: i + 1, text: `${text}${secret ? t(" (face down: hidden from the others)") : note}` }) },
      h("span", { class: "skyrob-slot-number", "aria-hidden": "true", text: String(i + 1) }),
      h("span", { class: "skyrob-slot-text", "aria-hidden": "true", text: slot.state === "hidden" ? "?" : text }),
      slot.state === "own" ? h("span", { class: "skyrob-slot-note", "aria-hidden": "true", text: secret ? t("hidden") : t("yours, hidden") }) : null);
  }

  /** A roll of the alarm dice, each die's picture and word, and the count of each face
   * (with the arrests to make). A roll not drawn before (by `key`) tumbles once. */
  function rollEl(dice, arrests = null, key = "") {
    const counts = diceCount(dice);
    // a roll not drawn before tumbles once (not with reduced motion: see the CSS)
    const fresh = key !== "" && key !== shownRoll;
    if (key) shownRoll = key;
    return h("div", { class: `skyrob-roll${fresh ? " is-fresh" : ""}`, "data-roll": key || null },
      h("div", { class: "skyrob-dice", role: "img", "aria-label": t("Alarm roll: {dice}", { dice: diceText(dice) }) },
        dice.map((d) => h("span", { class: `skyrob-die is-${d}`, "aria-hidden": "true" },
          dieIcon(d),
          h("span", { class: "skyrob-die-word", text: DIE[d]?.word ?? String(d) })))),
      h("p", { class: "skyrob-roll-sum" },
        `${nt("{n} handcuffs", "{n} handcuffs", counts.handcuffs, { n: counts.handcuffs })} \u00B7 ${nt("{n} exit door", "{n} exit doors", counts.exit, { n: counts.exit })}`,
        typeof arrests === "number" && arrests ? ` \u2014 ${nt("{n} arrest to make", "{n} arrests to make", arrests, { n: arrests })}` : ""));
  }

  return {
    moveButton,
    refusedButton,
    heading,
    subhead,
    tag,
    iconTags,
    fold,
    cardEl,
    cardButtons,
    cardList,
    cardTexts,
    defenseRow,
    programEl,
    rollEl,
    /** Whether any of `cards` carries a move of `verbs`. */
    anyMove: (cards, verbs) => (cards ?? []).some((c) => c && movesFor(facts.moves(), c, verbs).length > 0),
    /** Starts a drawing: no move has a button yet. */
    startDrawing() {
      placed = new Set();
    },
    /** Whether a move got a button in this drawing. */
    isPlaced: (move) => placed.has(move.id),
  };
}
