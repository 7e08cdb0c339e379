// The building blocks of Skyway Robbery's zones: headings, tags, folds, cards with
// the buttons of their moves, program slots, stats and alarm rolls. Every button is
// a legal move as Python sent it; the kit remembers which moves got a button on the
// board in this drawing, so the rest can go with the decision.

import { h } from "../../shared/dom.js";
import { capital, plural } from "../../shared/format.js";
import { DIE, JOBS, KINDS, diceCount, movesFor, programSlot } from "./game.js";
import { dieIcon } from "./pictures.js";
import { cardFacts, diceText, iconText, iconsText, programSlotText } from "./words.js";

/**
 * The kit for one board: `facts` gives the shown view, the legal moves and names,
 * `folds` remembers which folds the person opened (see createOpenMemory), and a
 * move's button calls `play(move)`.
 */
export function createKit(facts, { folds, play }) {
  let placed = new Set(); // move ids that got a button on the board in this drawing
  let shownRoll = ""; // the roll last drawn: a new one tumbles once as it appears
  const { name } = facts;

  /** A button for a legal move; remembered as placed on the board. */
  function moveButton(move, { text = null, aria = null, primary = false } = {}) {
    placed.add(move.id);
    return h("button", {
      type: "button",
      class: `skyw-button skyrob-move${primary ? " skyw-button-primary" : ""}`,
      "data-move": move.id,
      "data-verb": move.verb,
      "data-focus-key": `move-${move.id}`,
      "aria-label": aria ?? capital(move.label ?? move.id),
      onclick: () => play(move),
    }, text ?? capital(move.label ?? move.id));
  }

  const heading = (text, extra = "") => h("h4", { class: `skyw-heading skyrob-h${extra ? ` ${extra}` : ""}`, text });
  const subhead = (text) => h("p", { class: "skyrob-subhead", text });
  const tag = (text, extra = "") => h("span", { class: `skyrob-tag${extra ? ` ${extra}` : ""}`, text });
  const iconTags = (icons) => (icons ?? []).map((icon) => tag(iconText(icon), "is-icon"));

  /** A fold: a real <details> whose <summary> says what is inside. Open when `force`
   * (a move's button is inside, or the decision needs it), else as the person left it,
   * else `open`. */
  function fold(key, summary, children, { open = false, force = false, extra = "" } = {}) {
    const el = h("details", { class: `skyrob-fold${extra ? ` ${extra}` : ""}`, "data-fold": key, open: force || folds.isOpen(key, open) },
      h("summary", { class: "skyrob-fold-summary", "data-focus-key": `fold-${key}` }, summary),
      h("div", { class: "skyrob-fold-body" }, children));
    return force ? el : folds.watch(el, key); // forced open is not the person's choice
  }

  /** A card: its name, kind and printed facts; `buttons` go on it. */
  function cardEl(card, { buttons = [], note = "", extraClass = "" } = {}) {
    if (card === null || card === undefined) {
      return h("div", { class: "skyrob-card is-facedown", role: "img", "aria-label": "a face-down card" }, h("span", { class: "skyrob-card-name", text: "face down" }));
    }
    const f = facts.view().cards?.[card] ?? {};
    const printed = cardFacts(f);
    const flags = [];
    if (f.loud) flags.push(tag("LOUD", "is-loud"));
    if (f.vent) flags.push(tag("vent", "is-vent"));
    if (f.power) flags.push(tag("power", "is-power"));
    if (typeof f.carries === "number" && f.carries) flags.push(tag(`carries ${f.carries}`));
    const icons = iconsText(f.icons);
    const label = [name(card), KINDS[f.kind] ?? f.kind, ...printed, icons ? `icons: ${icons}` : "", f.loud ? "LOUD" : "", note].filter(Boolean).join(", ");
    return h("div", { class: `skyrob-card${f.kind ? ` is-${f.kind}` : ""}${buttons.length ? " has-moves" : ""}${extraClass ? ` ${extraClass}` : ""}`, "data-card": card, "aria-label": label, role: "group" },
      h("span", { class: "skyrob-card-name", text: name(card) }),
      h("span", { class: "skyrob-card-kind", text: KINDS[f.kind] ?? f.kind ?? "" }),
      printed.length ? h("span", { class: "skyrob-card-facts" }, printed.map((fact) => h("span", { class: "skyrob-fact", text: fact }))) : null,
      icons || flags.length ? h("span", { class: "skyrob-card-icons" }, iconTags(f.icons), flags) : null,
      f.skill ? h("span", { class: "skyrob-card-text", text: `Skill: ${f.skill}` }) : null,
      f.jobs?.length ? h("span", { class: "skyrob-card-text", text: `Jobs: ${f.jobs.map((j) => JOBS[j] ?? j).join(", ")}` }) : null,
      f.text && !f.skill ? h("span", { class: "skyrob-card-text", text: f.text }) : null,
      note ? h("span", { class: "skyrob-card-note", text: note }) : null,
      buttons.length ? h("span", { class: "skyrob-card-buttons" }, buttons) : null);
  }

  /** The move buttons on a card: those of `verbs` naming it. */
  function cardButtons(card, verbs) {
    return movesFor(facts.moves(), card, verbs).map((m) => moveButton(m, { aria: `${capital(m.label)} (${name(card)})` }));
  }

  /** Cards in a row, each with the buttons of its moves of `verbs`; `empty` when none. */
  function cardList(cards, opts = {}) {
    const list = (cards ?? []).filter((c) => c !== undefined);
    if (!list.length) return h("p", { class: "skyrob-muted", text: opts.empty ?? "none" });
    return h("div", { class: `skyrob-cards${opts.extra ? ` ${opts.extra}` : ""}` }, list.map((c) => cardEl(c, { buttons: c ? cardButtons(c, opts.verbs ?? []) : [] })));
  }

  /** A defense of a location or the Brig: name, icons, powered; `extra` goes after. */
  function defenseRow(d, i, extra = []) {
    return h("li", { class: `skyrob-defense${d.powered ? " is-powered" : ""}`, "data-defense": i + 1 },
      h("span", { class: "skyrob-defense-name", text: d.name ?? d.type }),
      iconTags(d.icons),
      d.powered ? tag("\u26A1 powered", "is-powered") : null,
      d.card ? tag("card") : null,
      extra);
  }

  /** A program slot: its number and action, "?" when face down to the viewer. */
  function programEl(player, i) {
    const slot = programSlot(player, i);
    const { text, note } = programSlotText(slot);
    return h("li", { class: `skyrob-slot is-${slot.state}`, "aria-label": `Program slot ${i + 1}: ${text}${note}` },
      h("span", { class: "skyrob-slot-number", "aria-hidden": "true", text: String(i + 1) }),
      h("span", { class: "skyrob-slot-text", "aria-hidden": "true", text: slot.state === "hidden" ? "?" : text }),
      slot.state === "own" ? h("span", { class: "skyrob-slot-note", "aria-hidden": "true", text: "yours, hidden" }) : null);
  }

  /** A roll of the alarm dice, each die's picture and word, and the count of each face
   * (with the arrests to make). A roll not drawn before (by `key`) tumbles once. */
  function rollEl(dice, arrests = null, key = "") {
    const counts = diceCount(dice);
    // a roll not drawn before tumbles once (not with reduced motion: see the CSS)
    const fresh = key !== "" && key !== shownRoll;
    if (key) shownRoll = key;
    return h("div", { class: `skyrob-roll${fresh ? " is-fresh" : ""}`, "data-roll": key || null },
      h("div", { class: "skyrob-dice", role: "img", "aria-label": `Alarm roll: ${diceText(dice)}` },
        dice.map((d) => h("span", { class: `skyrob-die is-${d}`, "aria-hidden": "true" },
          dieIcon(d),
          h("span", { class: "skyrob-die-word", text: DIE[d]?.word ?? String(d) })))),
      h("p", { class: "skyrob-roll-sum" },
        `${plural(counts.handcuffs, "handcuffs", "handcuffs")} \u00B7 ${plural(counts.exit, "exit door")}`,
        typeof arrests === "number" && arrests ? ` \u2014 ${plural(arrests, "arrest")} to make` : ""));
  }

  return {
    moveButton,
    heading,
    subhead,
    tag,
    iconTags,
    fold,
    cardEl,
    cardButtons,
    cardList,
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
