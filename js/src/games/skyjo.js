// Skyjo's board: every player's 3x4 grid, the draw and discard piles, the card
// in hand, the score pad, the last event, and a Chance panel. It draws only
// what `view` and `moves` say: which cards may be clicked comes from the legal
// moves' `kind` (r, d, t, s, f) and `slot`, never from rules in JavaScript, and
// a face-down card is drawn as a back with no value (the view has none).

import { makeWidget } from "../shared/widget.js";
import { h, rebuildKeepingFocus, replaceChildren } from "../shared/dom.js";
import { gridStep } from "../shared/grid-nav.js";
import { createPanel } from "../shared/panels/panel.js";

const SLOTS = 12;
const COLUMNS = 4;
const KEYS_TEXT = "Keys: arrows move between the cards of the player to move \u00B7 Enter or Space plays the card \u00B7 D draws \u00B7 T takes the discard \u00B7 F discards the drawn card to flip one \u00B7 Escape cancels";

// ---- Pure helpers (unit-tested) ----

/** The colour band of a card value, as on the published cards. */
export function band(value) {
  if (value <= -1) return "neg";
  if (value === 0) return "zero";
  if (value <= 4) return "low";
  if (value <= 8) return "mid";
  return "high";
}

/**
 * What a screen reader hears for a grid cell: "7, face up", "face down", "removed".
 * `removed` ({ column, value }) marks a card of a column removed by the last move.
 */
export function cellLabel(cell, removed = null) {
  if (cell?.state === "up") return `${cell.value}, face up`;
  if (cell?.state === "gone") {
    return removed ? `removed just now: ${removed.value}, column ${removed.column + 1} of three ${removed.value}s` : "removed";
  }
  return "face down";
}

/** The legal moves by kind, from the `kind` and `slot` Python sends with each:
 * { d: the draw move or null, r|t|s|f: Map of slot 0-11 -> move }. */
export function indexMoves(moves) {
  const index = { d: null, r: new Map(), t: new Map(), s: new Map(), f: new Map() };
  for (const move of moves ?? []) {
    if (move?.kind === "d") index.d = move;
    else if (index[move?.kind] instanceof Map && Number.isInteger(move.slot)) index[move.kind].set(move.slot, move);
  }
  return index;
}

/** The slot (0-11) a legal move plays, or null (a draw plays none). */
export function slotOf(move) {
  return Number.isInteger(move?.slot) ? move.slot : null;
}

/** The slots (0-11) of the columns view.last says were just removed, for the
 * seat that removed them: Map of slot -> { column, value }. Column c is slots
 * c, c+4 and c+8 (three rows of four, in reading order). */
export function removedSlots(last) {
  const slots = new Map();
  for (const { column, value } of last?.columns ?? []) {
    if (!Number.isInteger(column)) continue;
    for (let row = 0; row < SLOTS / COLUMNS; row++) slots.set(column + row * COLUMNS, { column, value });
  }
  return slots;
}

/** The words on a grid whose columns the last move removed: "column 3 removed", or "". */
export function removedColumnsBadge(last) {
  const columns = (last?.columns ?? []).map((c) => c.column + 1);
  if (!columns.length) return "";
  return `${columns.length > 1 ? "columns" : "column"} ${joinNames(columns.map(String))} removed`;
}

/** A sentence for the aria-live line when the last move removed columns, or "". */
export function removedColumnsText(last, nameOf) {
  const columns = last?.columns ?? [];
  if (!columns.length) return "";
  const which = columns.map((c) => `column ${c.column + 1} (three ${c.value}s)`);
  return `${nameOf(last.player)}'s ${joinNames(which)} ${columns.length > 1 ? "were" : "was"} removed.`;
}

/** The seat shown large: the seat at the screen, else the player to move, else 0. */
export function mainSeat(snap) {
  if (typeof snap.seat === "number") return snap.seat;
  if (typeof snap.view?.current_player === "number") return snap.view.current_player;
  return 0;
}

/** "Ana", "Ana and Ben", "Ana, Ben and Cy". */
export function joinNames(names) {
  if (names.length <= 1) return names.join("");
  return `${names.slice(0, -1).join(", ")} and ${names[names.length - 1]}`;
}

/** The sentence for the end of a round, from its note in view.round_notes. */
export function roundOverText(note, nameOf) {
  if (!note) return "";
  const ender = note.ender;
  let text = `Round ${note.round} over`;
  if (typeof ender === "number") {
    text += `: ${nameOf(ender)} ended it`;
    if (note.doubled === ender) text += ` and was doubled (${note.raw?.[ender]} \u2192 ${note.scores?.[ender]})`;
    else text += " and was not doubled";
  }
  return text + ".";
}

/** A sentence for view.last, the event that just happened. */
export function describeLast(last, nameOf) {
  if (!last) return "";
  const who = nameOf(last.player);
  const slot = `slot ${last.slot + 1}`;
  let text = {
    reveal: `${who} turned up ${slot}: ${last.value}.`,
    draw: `${who} drew a ${last.value} from the draw pile.`,
    take: `${who} took the ${last.value} from the discard pile into ${slot}, discarding ${last.was_down ? "a face-down " : "the "}${last.discarded}.`,
    swap: `${who} swapped the drawn ${last.value} into ${slot}, discarding ${last.was_down ? "a face-down " : "the "}${last.discarded}.`,
    flip: `${who} discarded the ${last.discarded} and flipped ${slot}: ${last.value}.`,
  }[last.action] ?? "";
  for (const column of last.columns ?? []) {
    text += ` Column ${column.column + 1} of three ${column.value}s was removed.`;
  }
  if (last.ended_round) text += ` ${who} has no face-down card left: everyone else plays one more turn.`;
  return text;
}

// ---- Drawing helpers ----

function cardFace(cell, { big = false, removed = null } = {}) {
  if (cell?.state === "gone" && removed) return removedCard(removed);
  if (cell?.state === "gone") return h("span", { class: "skyjo-card is-gone", role: "img", "aria-label": "removed" });
  if (cell?.state !== "up") {
    return h("span", { class: "skyjo-card is-down", role: "img", "aria-label": "face down" },
      h("span", { class: "skyjo-back-mark", "aria-hidden": "true", text: "?" }));
  }
  return valueCard(cell.value, { big });
}

function valueCard(value, { big = false, label } = {}) {
  return h("span", {
    class: `skyjo-card is-up skyjo-${band(value)}${big ? " is-big" : ""}`,
    role: "img",
    "aria-label": label ?? `${value}, face up`,
    "data-value": value,
  },
  h("span", { class: "skyjo-corner", "aria-hidden": "true", text: String(value) }),
  h("span", { class: "skyjo-number", "aria-hidden": "true", text: String(value) }));
}

// The ghost of a card the last move removed (a column of three equal cards):
// its value, struck through, until the next move. The seat's label says
// "column N removed" in words.
function removedCard(removed) {
  return h("span", { class: "skyjo-card is-gone is-just-removed", role: "img", "aria-label": cellLabel({ state: "gone" }, removed) },
    h("span", { class: "skyjo-number", "aria-hidden": "true", text: String(removed.value) }));
}

// ---- The board ----

function mountBoard(host, { play }) {
  let snap = null;
  let index = indexMoves([]);
  let mode = null; // null, "take" (the discard is picked) or "flip" (discard the drawn card, flip one)
  let focusSlot = 0;
  let panelPreview = null; // a move hovered in the Legal moves / outcomes panels

  const banner = h("div", { class: "skyjo-banner", role: "status", hidden: true });
  const drawButton = h("button", { type: "button", class: "skyjo-pile skyjo-draw", onclick: () => drawCard() });
  const discardButton = h("button", { type: "button", class: "skyjo-pile skyjo-discard", onclick: () => toggleTake() });
  const hand = h("div", { class: "skyjo-hand" });
  const flipButton = h("button", { type: "button", class: "skyjo-flip-mode", onclick: () => toggleFlip() });
  const prompt = h("p", { class: "skyjo-prompt", role: "status", "aria-live": "polite" });
  const mainArea = h("div", { class: "skyjo-main-seat" });
  const others = h("div", { class: "skyjo-others" });
  const pad = h("div", { class: "skyjo-pad" });
  const lastLine = h("p", { class: "skyjo-last" });
  const keys = h("p", { class: "skyjo-keys", text: KEYS_TEXT });

  const root = h("div", {
    class: "skyjo",
    tabindex: -1,
    "data-lm-suppress-shortcuts": "true",
    role: "group",
    "aria-label": `Skyjo board. ${KEYS_TEXT}.`,
  },
  banner,
  h("div", { class: "skyjo-top" },
    mainArea,
    h("div", { class: "skyjo-table", role: "group", "aria-label": "Piles" },
      h("div", { class: "skyjo-zone" }, h("h4", { class: "skyw-heading", text: "Draw pile" }), drawButton),
      h("div", { class: "skyjo-zone" }, h("h4", { class: "skyw-heading", text: "Discard pile" }), discardButton),
      h("div", { class: "skyjo-zone skyjo-hand-zone" }, h("h4", { class: "skyw-heading", text: "In hand" }), hand, flipButton))),
  prompt,
  others,
  lastLine,
  h("details", { class: "skyjo-pad-box", open: true },
    h("summary", { class: "skyw-heading", text: "Score pad" }), pad),
  keys);
  host.append(root);

  root.addEventListener("keydown", onKeydown);

  // ---- The Chance panel ----
  const chance = createPanel({ title: "Chance", open: true, className: "skyjo-chance-panel" });
  const chanceMean = h("p", { class: "skyjo-chance-mean" });
  const chanceBars = h("ul", { class: "skyjo-bars", "aria-label": "Unseen cards by value" });
  const chanceNote = h("p", { class: "skyw-panel-note", text: "Unseen: the draw pile and every face-down card. Counted by Python from what is in sight." });
  chance.body.append(chanceMean, chanceBars, chanceNote);

  function updateChance(next) {
    const unseen = next.view?.unseen && typeof next.view.unseen === "object" ? next.view.unseen : {};
    const rows = Object.entries(unseen).map(([v, c]) => [Number(v), Number(c)]).sort((a, b) => a[0] - b[0]);
    const total = rows.reduce((n, [, c]) => n + c, 0);
    const most = Math.max(1, ...rows.map(([, c]) => c));
    const mean = next.view?.unseen_mean;
    chance.setCount(typeof mean === "number" ? `(mean ${mean.toFixed(2)})` : "");
    replaceChildren(chanceMean,
      typeof mean === "number"
        ? ["A face-down card is worth ", h("strong", { class: "skyjo-mean-value", text: mean.toFixed(2) }), ` on average (${total} cards unseen).`]
        : "No unseen cards.");
    replaceChildren(chanceBars, rows.map(([value, count]) =>
      h("li", { class: "skyjo-bar-row", "aria-label": `${value}: ${count} unseen`, "data-value": value },
        h("span", { class: `skyjo-bar-value skyjo-${band(value)}`, "aria-hidden": "true", text: String(value) }),
        h("span", { class: "skyjo-bar-track", "aria-hidden": "true" },
          h("span", { class: `skyjo-bar skyjo-${band(value)}`, style: { width: `${(100 * count) / most}%` } })),
        h("span", { class: "skyjo-bar-count", "aria-hidden": "true", text: String(count) }))));
  }

  // ---- Interaction ----

  const nameOf = (seat) => snap?.players?.[seat]?.name ?? `Seat ${seat + 1}`;
  const phase = () => snap?.view?.phase;
  const topDiscard = () => {
    const pile = Array.isArray(snap?.view?.discard) ? snap.view.discard : [];
    return pile.length ? pile[pile.length - 1] : null;
  };
  const noMove = () => say(snap?.view?.over ? "The game is over." : snap?.viewing !== null ? "Viewing a past position." : "There is no move to make now.");

  function drawCard() {
    if (!index.d) {
      if (!snap?.moves.length) noMove();
      else say(phase() === "drawn" ? "You already hold a card: choose where it goes." : "You cannot draw now.");
      return;
    }
    play(index.d);
  }

  function toggleTake() {
    if (!index.t.size) {
      if (!snap?.moves.length) noMove();
      else say("You cannot take the discard now.");
      return;
    }
    mode = mode === "take" ? null : "take";
    draw();
    if (mode === "take") focusCard(focusSlot);
  }

  function toggleFlip() {
    if (!index.f.size) {
      if (!snap?.moves.length) noMove();
      else say("Draw a card first: then you may discard it and flip a face-down card.");
      return;
    }
    mode = mode === "flip" ? null : "flip";
    draw();
    if (mode === "flip") focusCard(focusSlot);
  }

  function clickSlot(slot) {
    if (!snap?.moves.length) return noMove();
    const p = phase();
    let kind = null;
    if (p === "reveal") kind = "r";
    else if (p === "turn") kind = mode === "take" ? "t" : null;
    else if (p === "drawn") kind = mode === "flip" ? "f" : "s";
    if (kind === null) return say("Draw a card (D) or take the discard (T) first.");
    if (!index[kind].has(slot)) {
      return say(kind === "f" || kind === "r" ? `Slot ${slot + 1} is not a face-down card.` : `Slot ${slot + 1} cannot be played.`);
    }
    play(index[kind].get(slot));
  }

  function focusCard(slot) {
    focusSlot = slot;
    const buttons = [...mainArea.querySelectorAll(".skyjo-slot")];
    buttons.forEach((b, i) => (b.tabIndex = i === slot ? 0 : -1));
    buttons[slot]?.focus();
  }

  function onKeydown(event) {
    if (event.ctrlKey || event.metaKey || event.altKey) return;
    const key = event.key.toLowerCase();
    if (key === "d") {
      event.preventDefault();
      drawCard();
    } else if (key === "t") {
      event.preventDefault();
      toggleTake();
    } else if (key === "f") {
      event.preventDefault();
      toggleFlip();
    } else if (key === "escape" && mode !== null) {
      event.preventDefault();
      mode = null;
      draw();
      say("Cancelled.");
    }
  }

  function say(text) {
    prompt.textContent = text;
  }

  // ---- Drawing ----

  function draw() {
    if (!snap) return;
    const view = snap.view;
    drawBanner(view);
    drawMain(view);
    drawPiles(view);
    drawOthers(view);
    drawPad(view);
    lastLine.textContent = view.last ? describeLast(view.last, nameOf) : "";
    lastLine.hidden = !view.last;
    updatePrompt(view);
  }

  function seatLabel(view, seat, { main = false } = {}) {
    const player = snap.players?.[seat] ?? {};
    const total = view.totals?.[seat] ?? 0;
    const shown = view.visible_totals?.[seat];
    const toMove = view.current_player === seat && !view.over;
    const winner = view.over && (view.winners ?? []).includes(seat);
    const name = player.name ?? `Seat ${seat + 1}`;
    // A bot seat is named after its bot: "greedy (bot)", not "greedy (greedy)".
    const bot = player.kind === "bot" ? ` (${!player.bot || player.bot === name ? "bot" : player.bot})` : "";
    const removedColumns = view.last?.player === seat ? removedColumnsBadge(view.last) : "";
    const you = main && snap.seat === seat && snap.players?.filter((p) => p.kind === "human").length === 1 ? " (you)" : "";
    // Two parts that never wrap inside: the name (cut with an ellipsis when the
    // grid is small; the title holds it whole) and the scores, which go under
    // the name, whole, when the line is too short for both.
    return h("div", { class: "skyjo-seat-label" },
      h("span", { class: "skyjo-name-line", title: `${name}${bot}${you}` },
        toMove ? h("span", { class: "skyjo-badge is-turn", text: "\u25B6 to move" }) : null,
        h("span", { class: "skyjo-who" },
          h("strong", { class: "skyjo-name", text: name }),
          bot ? h("span", { class: "skyjo-bot", text: bot }) : null,
          you ? h("span", { class: "skyjo-bot", text: you }) : null)),
      h("span", { class: "skyjo-score-line" },
        h("span", { class: "skyjo-scores" },
          h("span", { class: "skyjo-sep", "aria-hidden": "true", text: "\u00B7 " }),
          h("span", { class: "skyjo-total", text: `total ${total}` }),
          typeof shown === "number" && !view.over ? h("span", { class: "skyjo-showing", text: ` \u00B7 showing ${shown}` }) : null),
        removedColumns ? h("span", { class: "skyjo-badge is-removed" }, h("span", { "aria-hidden": "true", text: "\u2715 " }), removedColumns) : null,
        view.ender === seat ? h("span", { class: "skyjo-badge is-ender", text: "ended the round" }) : null,
        winner ? h("span", { class: "skyjo-badge is-winner", text: "\u2605 winner" }) : null));
  }

  function drawMain(view) {
    const seat = mainSeat(snap);
    const grid = view.grids?.[seat] ?? [];
    const preview = panelPreview !== null && view.current_player === seat ? panelPreview : null;
    const target = mode === "take" ? index.t : mode === "flip" ? index.f : phase() === "drawn" ? index.s : phase() === "reveal" ? index.r : new Set();
    const lastSlot = view.last && view.last.player === seat && typeof view.last.slot === "number" ? view.last.slot : null;
    const removed = view.last?.player === seat ? removedSlots(view.last) : new Map();
    const buttons = Array.from({ length: SLOTS }, (_, i) => {
      const cell = grid[i] ?? { state: "down" };
      const playable = target.has(i);
      let label = `${cellLabel(cell, removed.get(i))}, slot ${i + 1}`;
      if (playable) {
        label += {
          r: ". Turn it up", t: ". Replace it with the discard", s: ". Swap the drawn card in", f: ". Flip it",
        }[mode === "take" ? "t" : mode === "flip" ? "f" : phase() === "drawn" ? "s" : "r"];
      }
      return h("button", {
        type: "button",
        class: `skyjo-slot${playable ? " is-target" : ""}${preview === i ? " is-preview" : ""}${lastSlot === i ? " is-last" : ""}${removed.has(i) ? " is-just-removed" : ""}`,
        "data-slot": i,
        "data-focus-key": `slot-${i}`,
        "aria-label": label,
        tabindex: i === focusSlot ? 0 : -1,
        onclick: () => clickSlot(i),
        onfocus: () => (focusSlot = i),
      }, cardFace(cell, { removed: removed.get(i) }));
    });
    const gridEl = h("div", {
      class: "skyjo-grid is-main",
      role: "group",
      "aria-label": `${nameOf(seat)}'s cards, slots 1 to 12 in reading order, three rows of four`,
      "data-seat": seat,
    }, buttons);
    gridEl.addEventListener("keydown", (event) => {
      const to = gridStep(focusSlot, event.key, { columns: COLUMNS, count: SLOTS, ctrlKey: event.ctrlKey });
      if (to === null) return;
      event.preventDefault();
      focusCard(to);
    });
    rebuildKeepingFocus(mainArea, () => replaceChildren(mainArea,
      h("section", { class: `skyjo-seat is-main${view.current_player === seat ? " is-turn" : ""}`, "data-seat": seat },
        seatLabel(view, seat, { main: true }), gridEl)));
  }

  function drawOthers(view) {
    const n = Array.isArray(view.grids) ? view.grids.length : 0;
    const me = mainSeat(snap);
    const seats = [];
    for (let k = 1; k < n; k++) seats.push((me + k) % n);
    others.hidden = seats.length === 0;
    replaceChildren(others, seats.map((seat) => {
      const removed = view.last?.player === seat ? removedSlots(view.last) : new Map();
      return h("section", { class: `skyjo-seat${view.current_player === seat && !view.over ? " is-turn" : ""}`, "data-seat": seat },
        seatLabel(view, seat),
        h("div", { class: "skyjo-grid", role: "group", "aria-label": `${nameOf(seat)}'s cards` },
          (view.grids[seat] ?? []).map((cell, i) => {
            const el = cardFace(cell, { removed: removed.get(i) });
            el.setAttribute("aria-label", `${cellLabel(cell, removed.get(i))}, slot ${i + 1}`);
            return el;
          })));
    }));
  }

  function drawPiles(view) {
    const count = view.deck ?? 0;
    drawButton.classList.toggle("is-target", index.d);
    drawButton.setAttribute("aria-label", `Draw pile: ${count} cards, face down${index.d ? ". Draw the top card (D)" : ""}`);
    replaceChildren(drawButton,
      h("span", { class: "skyjo-card is-down", "aria-hidden": "true" }, h("span", { class: "skyjo-back-mark", text: String(count) })),
      h("span", { class: "skyjo-count", "aria-hidden": "true", text: `${count} ${count === 1 ? "card" : "cards"}` }));

    const pile = Array.isArray(view.discard) ? view.discard : [];
    const top = topDiscard();
    const canTake = index.t.size > 0;
    discardButton.classList.toggle("is-target", canTake);
    discardButton.classList.toggle("is-selected", mode === "take");
    discardButton.setAttribute("aria-pressed", String(mode === "take"));
    discardButton.setAttribute("aria-label",
      top === null ? "Discard pile: empty" : `Discard pile: ${top} on top, ${pile.length} ${pile.length === 1 ? "card" : "cards"}${canTake ? mode === "take" ? ". Picked: choose one of your cards to replace" : ". Take it (T)" : ""}`);
    replaceChildren(discardButton,
      top === null ? h("span", { class: "skyjo-card is-gone", "aria-hidden": "true" }) : valueCard(top, { big: true }),
      h("span", { class: "skyjo-count", "aria-hidden": "true", text: `${pile.length} ${pile.length === 1 ? "card" : "cards"}` }));
    discardButton.querySelector(".skyjo-card")?.setAttribute("aria-hidden", "true");

    const drawn = view.drawn;
    const held = typeof drawn === "number";
    replaceChildren(hand, held
      ? valueCard(drawn, { big: true, label: `In hand: ${drawn}, drawn by ${nameOf(view.current_player)}` })
      : h("span", { class: "skyjo-card is-gone", role: "img", "aria-label": "No card in hand" }));
    const canFlip = index.f.size > 0;
    flipButton.hidden = !held;
    flipButton.disabled = false;
    flipButton.setAttribute("aria-pressed", String(mode === "flip"));
    flipButton.setAttribute("aria-disabled", String(!canFlip));
    flipButton.classList.toggle("is-selected", mode === "flip");
    flipButton.textContent = mode === "flip" ? "Flip mode: pick a face-down card (F)" : "Discard it and flip\u2026 (F)";
  }

  function drawPad(view) {
    const n = Array.isArray(view.grids) ? view.grids.length : snap.players.length;
    const rounds = Array.isArray(view.rounds) ? view.rounds : [];
    const notes = Array.isArray(view.round_notes) ? view.round_notes : [];
    const winners = view.over ? view.winners ?? [] : [];
    const seats = Array.from({ length: n }, (_, i) => i);
    replaceChildren(pad, h("table", { class: "skyjo-pad-table" },
      h("caption", { class: "skyw-visually-hidden", text: "Score pad: each round's scores and the running totals. \u2731 ended the round; \u00D72 was doubled." }),
      h("thead", {}, h("tr", {}, h("th", { scope: "col", text: "Round" }), seats.map((s) => h("th", { scope: "col", text: nameOf(s) })))),
      h("tbody", {},
        rounds.length ? rounds.map((scores, r) => {
          const note = notes[r] ?? {};
          return h("tr", {},
            h("th", { scope: "row", text: String(note.round ?? r + 1) }),
            seats.map((s) => {
              const ended = note.ender === s;
              const doubled = note.doubled === s;
              const parts = [];
              if (doubled) parts.push(h("span", { class: "skyjo-raw", text: `${note.raw?.[s]} \u00D72 = ` }));
              parts.push(h("span", { text: String(scores[s]) }));
              if (ended) parts.push(h("span", { class: "skyjo-ender-mark", title: "ended the round", text: " \u2731" }));
              return h("td", {
                class: `${ended ? "is-ender" : ""}${doubled ? " is-doubled" : ""}`.trim() || null,
                "aria-label": `${scores[s]}${ended ? ", ended the round" : ""}${doubled ? `, doubled from ${note.raw?.[s]}` : ""}`,
              }, parts);
            }));
        }) : h("tr", {}, h("td", { colspan: n + 1, class: "skyjo-pad-empty", text: "No round finished yet." }))),
      h("tfoot", {}, h("tr", {},
        h("th", { scope: "row", text: "Total" }),
        seats.map((s) => h("td", { class: winners.includes(s) ? "is-winner" : null, text: `${view.totals?.[s] ?? 0}${winners.includes(s) ? " \u2605" : ""}` }))))));
  }

  function drawBanner(view) {
    const notes = Array.isArray(view.round_notes) ? view.round_notes : [];
    const lastNote = notes[notes.length - 1];
    let text = "";
    if (view.over) {
      const winners = view.winners ?? [];
      const best = winners.length ? view.totals?.[winners[0]] : null;
      text = `Game over. ${roundOverText(lastNote, nameOf)} ${winners.length > 1 ? `${joinNames(winners.map(nameOf))} share the win` : `${nameOf(winners[0])} ${nameOf(winners[0]) === "You" ? "win" : "wins"}`} with ${best} points (the lowest total).`;
    } else if (view.last?.round_over && lastNote) {
      text = `${roundOverText(lastNote, nameOf)} Round ${view.round} begins: everyone turns up two cards.`;
    }
    banner.hidden = text === "";
    banner.classList.toggle("is-over", !!view.over);
    banner.textContent = text;
  }

  function updatePrompt(view) {
    if (snap.viewing !== null) return say("Viewing a past position.");
    if (view.over) return say("The game is over. Start a new game from the controls above.");
    const who = nameOf(view.current_player);
    if (!snap.moves.length) return say(`Waiting for ${who}\u2026`);
    const p = view.phase;
    if (p === "reveal") {
      const up = (view.grids?.[view.current_player] ?? []).filter((c) => c.state === "up").length;
      return say(`${who}: turn up a face-down card (${up} of 2 turned up).`);
    }
    if (p === "turn") {
      const top = topDiscard();
      if (mode === "take") return say(`${who}: choose the card to replace with the ${top} (Escape cancels).`);
      return say(`${who}: draw from the draw pile (D), or take the ${top} from the discard pile (T).`);
    }
    if (p === "drawn") {
      if (mode === "flip") return say(`${who}: choose a face-down card to flip; the ${view.drawn} goes to the discard pile (Escape cancels).`);
      return say(`${who}: you drew a ${view.drawn}. Click one of your cards to swap it in, or discard it and flip a face-down card (F).`);
    }
    return say("");
  }

  return {
    panels: [{ element: chance.element, update: updateChance }],
    update(next) {
      const movesChanged = !snap || snap.moves !== next.moves;
      const seatChanged = snap && mainSeat(snap) !== mainSeat(next);
      snap = next;
      if (movesChanged) {
        index = indexMoves(next.moves);
        mode = null;
        panelPreview = null;
      }
      if (seatChanged) focusSlot = 0;
      draw();
    },
    preview(move) {
      const slot = slotOf(move);
      if (slot === panelPreview) return;
      panelPreview = slot;
      if (snap) drawMain(snap.view);
    },
    remark(prev, next) {
      if (next.viewing !== null || prev.viewing !== null) return "";
      const notes = next.view.round_notes ?? [];
      const nameOfNext = (seat) => next.players?.[seat]?.name ?? `Seat ${seat + 1}`;
      // The removed column is drawn as ghosts; screen readers hear it here.
      const removedText = next.log.length > prev.log.length ? removedColumnsText(next.view.last, nameOfNext) : "";
      if (notes.length > (prev.view.round_notes ?? []).length) {
        let text = roundOverText(notes[notes.length - 1], nameOfNext);
        if (next.view.over) {
          const winners = next.view.winners ?? [];
          text += ` Game over: ${joinNames(winners.map(nameOfNext))} ${winners.length > 1 ? "share the win" : "wins"}.`;
        }
        return removedText ? `${removedText} ${text}` : text;
      }
      return removedText;
    },
    destroy() {
      root.remove();
    },
  };
}

export default makeWidget({ mount: mountBoard });
