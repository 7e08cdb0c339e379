// Skyway's play area: the 3x3 grid of stacks (one tab stop, arrows move). With a
// blueprint picked, the cells it may go on are marked; a cell under the pointer or
// focus, or a move hovered in the panels, previews the stack it would make and the
// cards it would push off. Otherwise the shown suits' best paths are numbered on the cards.
//
// Each cell is a box: its button (the frame, what is clicked and focused) and, drawn over
// it and letting clicks through, its stack: the number, the cards, the tags. The button
// holds no text of its own; its label says everything the stack shows.

import { addGridKeys, h, moveTabStop, replaceChildren } from "../../shared/dom.js";
import { SUITS } from "../../shared/cards.js";
import { t } from "../../shared/i18n.js";
import { cardChip as chip, cardFan as fan } from "../../shared/card-view.js";
import { CELLS, LETTERS, cellName, pathSteps, placedCount } from "./layout.js";
import { cardName, speakCards, suitName } from "./words.js";

/**
 * The grid. A cell's button calls `onPlace(cell)`; the pointer or focus on it
 * `onHover(cell)` and leaving it `onHover(null)`.
 */
export function createPlayArea(facts, { onPlace, onHover }) {
  const { choices } = facts;
  const buttons = CELLS.map((_, i) =>
    h("button", {
      type: "button",
      class: "skyway-cell",
      "data-cell": i,
      tabindex: i === 4 ? 0 : -1,
      onclick: () => onPlace(i),
      onmouseenter: () => onHover(i),
      onmouseleave: () => onHover(null),
      onfocus: () => {
        choices.gridFocus = i;
        onHover(i);
      },
      onblur: () => onHover(null),
    }));
  const stacks = CELLS.map(() => h("div", { class: "skyway-stack", "aria-hidden": "true" }));
  const boxes = CELLS.map((_, i) => h("div", { class: "skyway-cell-box", "data-cell": i }, buttons[i], stacks[i]));
  const grid = h("div", { class: "skyway-grid", role: "group", "aria-label": t("Your 3 by 3 play area, cells 1 to 9 in reading order") }, boxes);
  addGridKeys(grid, { columns: 3, count: 9, current: () => choices.gridFocus, go: focusCell });

  function focusCell(i) {
    choices.gridFocus = i;
    moveTabStop(buttons, i);
  }

  /** A previewed move's stack on its cell, the placed cards marked, and what it pushes
   * off; returns the words for the cell's label. */
  function previewContent(content, previewing, view) {
    const stack = previewing.stack ?? [];
    const fresh = placedCount(previewing, view.market);
    content.push(fan(stack, {
      decorate: (el, _card, j) => {
        if (j >= stack.length - fresh) el.classList.add("is-new");
      },
    }));
    // Say "preview" in words, not only with the border, and show the
    // bottom cards the move would push off.
    content.push(h("span", { class: "skyway-preview-tag", text: t("preview") }));
    const pushed = previewing.discards ?? [];
    if (pushed.length) {
      content.push(h("span", { class: "skyway-pushed" },
        h("span", { class: "skyway-pushed-label", text: t("off") }),
        pushed.map((c) => chip(c, { extraClass: "is-discarded" }))));
      return t(". Preview: becomes {cards}; pushes off {pushed}", { cards: speakCards(stack), pushed: speakCards(pushed) });
    }
    return t(". Preview: becomes {cards}", { cards: speakCards(stack) });
  }

  /** A stack with its cards on the shown paths numbered; returns the words for the label. */
  function pathContent(content, cards, steps) {
    const onPath = [];
    content.push(fan(cards, {
      decorate: (el, card) => {
        const step = steps.get(card);
        if (!step) return;
        el.classList.add("on-path");
        el.append(h("span", { class: `skyway-step skyw-suit-${SUITS[step.suit]?.name ?? "other"}`, text: String(step.step) }));
        onPath.push(t("{card} is step {step} of the {suit} path", { card: cardName(card), step: step.step, suit: suitName(step.suit) }));
      },
    }));
    return onPath.length ? `. ${onPath.join("; ")}` : "";
  }

  return {
    element: h("div", { class: "skyway-zone skyway-grid-zone", "data-decision": "your grid" },
      h("h4", { class: "skyw-heading", text: t("Play area") }), grid),
    focusCell,
    update() {
      const view = facts.view();
      const { selected } = choices;
      const cells = Array.isArray(view.grid) ? view.grid : [];
      const preview = choices.cellPreview ?? choices.panelPreview;
      const steps = pathSteps(view.score, choices.shownSuit);
      const lastCell = view.last?.cell;
      buttons.forEach((button, i) => {
        const cards = Array.isArray(cells[i]) ? cells[i] : [];
        const move = selected === null ? null : facts.index().find(selected, i);
        const previewing = preview && preview.cell === i ? preview : null;
        const states = {
          "is-target": selected !== null && move !== null,
          "is-blocked": selected !== null && move === null,
          "is-preview": previewing !== null,
          "is-last": lastCell === i && !previewing,
        };
        for (const [name, on] of Object.entries(states)) {
          button.classList.toggle(name, on);
          boxes[i].classList.toggle(name, on);
        }
        button.setAttribute("aria-disabled", String(selected !== null && move === null));

        const content = [h("span", { class: "skyway-cell-number", text: String(i + 1) })];
        const named = { cell: i + 1, where: cellName(i), cards: speakCards(cards) };
        let label = !cards.length ? t("Cell {cell}, {where}: empty", named)
          : cards.length > 1 ? t("Cell {cell}, {where}: {cards}, bottom to top", named) : t("Cell {cell}, {where}: {cards}", named);
        if (previewing) label += previewContent(content, previewing, view);
        else if (cards.length) label += pathContent(content, cards, steps);
        else content.push(h("span", { class: "skyway-empty-cell", text: t("empty") }));
        if (lastCell === i && !previewing) {
          content.push(h("span", { class: "skyway-last-tag", text: t("last") }));
          label += t(". Played here last turn");
        }
        if (move && !previewing) label += t(". Place blueprint {letter} here", { letter: LETTERS[selected] });
        button.setAttribute("aria-label", label);
        replaceChildren(stacks[i], content);
      });
    },
  };
}
