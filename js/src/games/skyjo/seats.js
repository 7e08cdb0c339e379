// Skyjo's players: the grid of the seat at the screen (its cards are buttons, arrows
// move between them) and every other player's grid, each under a label with the
// name, the totals and what just happened to the grid.

import { addGridKeys, h, moveTabStop, rebuildKeepingFocus, replaceChildren } from "../../shared/dom.js";
import { mainSeat, playerName } from "../../shared/board.js";
import { cardFace } from "./cards.js";
import { COLUMNS, SLOTS, removedSlots, targetSlots } from "./grid.js";
import { cellLabel, removedColumnsBadge, targetText } from "./words.js";
import { t } from "../../shared/i18n.js";

/** A seat's label: the name (cut with an ellipsis when it is longer than the grid; the
 * title holds it whole) and under it the scores, whole, on a line of their own. */
function seatLabel(snap, view, seat, { main = false } = {}) {
  const player = snap.players?.[seat] ?? {};
  const total = view.totals?.[seat] ?? 0;
  const shown = view.visible_totals?.[seat];
  const toMove = view.current_player === seat && !view.over;
  const winner = view.over && (view.winners ?? []).includes(seat);
  const name = player.name ?? t("Seat {seat}", { seat: seat + 1 });
  // A bot seat is named after its bot: "greedy (bot)", not "greedy (greedy)".
  const bot = player.kind === "bot" ? ` (${!player.bot || player.bot === name ? t("bot") : player.bot})` : "";
  const removedColumns = view.last?.player === seat ? removedColumnsBadge(view.last) : "";
  // "(you)" marks the one person's grid, unless the name says it already
  const you = main && snap.seat === seat && snap.players?.filter((p) => p.kind === "human").length === 1
    && name.trim().toLowerCase() !== "you" ? ` (${t("you")})` : "";
  return h("div", { class: "skyjo-seat-label" },
    h("span", { class: "skyjo-name-line", title: `${name}${bot}${you}` },
      toMove ? h("span", { class: "skyjo-badge is-turn", text: `\u25B6 ${t("to move")}` }) : null,
      h("span", { class: "skyjo-who" },
        h("strong", { class: "skyjo-name", text: name }),
        bot ? h("span", { class: "skyjo-bot", text: bot }) : null,
        you ? h("span", { class: "skyjo-bot", text: you }) : null)),
    h("span", { class: "skyjo-score-line" },
      h("span", { class: "skyjo-scores" },
        h("span", { class: "skyjo-total", text: t("total {total}", { total }) }),
        typeof shown === "number" && !view.over ? h("span", { class: "skyjo-showing", text: ` \u00B7 ${t("showing {shown}", { shown })}` }) : null),
      removedColumns ? h("span", { class: "skyjo-badge is-removed", text: removedColumns }) : null,
      view.ender === seat ? h("span", { class: "skyjo-badge is-ender", text: t("ended the round") }) : null,
      winner ? h("span", { class: "skyjo-badge is-winner", text: `\u2605 ${t("winner")}` }) : null));
}

/** The cards the last move removed from a seat's grid (see removedSlots). */
const removedFrom = (view, seat) => (view.last?.player === seat ? removedSlots(view.last) : new Map());

/** The grid of the seat at the screen; a card's button calls `onSlot(slot)`. */
export function createMainGrid(facts, { onSlot }) {
  const { choices } = facts;
  const element = h("div", { class: "skyjo-main-seat" });

  function focusCard(slot) {
    choices.focusSlot = slot;
    moveTabStop([...element.querySelectorAll(".skyjo-slot")], slot);
  }

  return {
    element,
    focusCard,
    update() {
      const snap = facts.position.snap;
      const view = snap.view;
      const seat = mainSeat(snap);
      const grid = view.grids?.[seat] ?? [];
      const preview = choices.panelPreview !== null && view.current_player === seat ? choices.panelPreview : null;
      const target = targetSlots(facts.index(), view.phase, choices.mode);
      const lastSlot = view.last && view.last.player === seat && typeof view.last.slot === "number" ? view.last.slot : null;
      const removed = removedFrom(view, seat);
      const buttons = Array.from({ length: SLOTS }, (_, i) => {
        const cell = grid[i] ?? { state: "down" };
        const playable = target.slots.has(i);
        let label = t("{card}, slot {slot}", { card: cellLabel(cell, removed.get(i)), slot: i + 1 });
        if (playable) label += targetText(target.kind);
        return h("button", {
          type: "button",
          class: `skyjo-slot${playable ? " is-target" : ""}${preview === i ? " is-preview" : ""}${lastSlot === i ? " is-last" : ""}${removed.has(i) ? " is-just-removed" : ""}`,
          "data-slot": i,
          "data-focus-key": `slot-${i}`,
          "aria-label": label,
          tabindex: i === choices.focusSlot ? 0 : -1,
          onclick: () => onSlot(i),
          onfocus: () => (choices.focusSlot = i),
        }, cardFace(cell, { removed: removed.get(i) }));
      });
      const gridEl = h("div", {
        class: "skyjo-grid is-main",
        role: "group",
        "aria-label": t("{name}'s cards, slots 1 to 12 in reading order, three rows of four", { name: playerName(snap.players, seat) }),
        "data-seat": seat,
      }, buttons);
      addGridKeys(gridEl, { columns: COLUMNS, count: SLOTS, current: () => choices.focusSlot, go: focusCard });
      rebuildKeepingFocus(element, () => replaceChildren(element,
        h("section", { class: `skyjo-seat is-main${view.current_player === seat ? " is-turn" : ""}`, "data-seat": seat, "data-decision": "grid to play" },
          seatLabel(snap, view, seat, { main: true }), gridEl)));
    },
  };
}

/** Every other player's grid, in turn order after the seat at the screen. */
export function createOtherGrids(facts) {
  const element = h("div", { class: "skyjo-others" });
  return {
    element,
    update() {
      const snap = facts.position.snap;
      const view = snap.view;
      const n = Array.isArray(view.grids) ? view.grids.length : 0;
      const me = mainSeat(snap);
      const seats = [];
      for (let k = 1; k < n; k++) seats.push((me + k) % n);
      element.hidden = seats.length === 0;
      // beside the player's grid they take two rows (the height of that grid): as many
      // columns as that needs, else they go under it (see skyjo.css)
      element.style.setProperty("--skyjo-other-columns", String(Math.max(1, Math.ceil(seats.length / 2))));
      replaceChildren(element, seats.map((seat) => {
        const removed = removedFrom(view, seat);
        return h("section", { class: `skyjo-seat${view.current_player === seat && !view.over ? " is-turn" : ""}`, "data-seat": seat },
          seatLabel(snap, view, seat),
          h("div", { class: "skyjo-grid", role: "group", "aria-label": t("{name}'s cards", { name: playerName(snap.players, seat) }) },
            (view.grids[seat] ?? []).map((cell, i) => {
              const el = cardFace(cell, { removed: removed.get(i) });
              el.setAttribute("aria-label", t("{card}, slot {slot}", { card: cellLabel(cell, removed.get(i)), slot: i + 1 }));
              return el;
            })));
      }));
    },
  };
}
