// Skyway's board: the round markers, deck and discard pile, the three-stack
// market, the 3x3 grid and the score with each suit's best path. It draws
// only what `view` and `moves` say; which placements are legal comes from the
// `blueprint`/`cell` extras of `moves`, never from rules in JavaScript.

import { makeWidget } from "../shared/widget.js";
import { h, rebuildKeepingFocus, replaceChildren } from "../shared/dom.js";
import { SUITS, SUIT_ORDER, parseCard, speakCards } from "../shared/cards.js";
import { cardBack, cardChip, cardFan, suitChip } from "../shared/card-view.js";
import { gridStep, listStep } from "../shared/grid-nav.js";

const LETTERS = ["A", "B", "C"];
const CELL_NAMES = ["top left", "top centre", "top right", "middle left", "centre", "middle right", "bottom left", "bottom centre", "bottom right"];

// ---- Pure helpers (unit-tested) ----

/** Legal moves keyed "blueprint:cell", from the moves' extras. */
export function indexMoves(moves) {
  const byTarget = new Map();
  for (const move of moves) {
    if (Number.isInteger(move.blueprint) && Number.isInteger(move.cell)) byTarget.set(`${move.blueprint}:${move.cell}`, move);
  }
  return {
    find: (blueprint, cell) => byTarget.get(`${blueprint}:${cell}`) ?? null,
    hasBlueprint: (blueprint) => moves.some((m) => m.blueprint === blueprint),
  };
}

/** The cards on the shown suits' best paths: card -> { suit, step } (step from 1).
 * `shown` is a suit symbol, or "all". */
export function pathSteps(score, shown) {
  const steps = new Map();
  for (const [suit, info] of Object.entries(score?.suits ?? {})) {
    if (shown !== "all" && shown !== suit) continue;
    (info.path ?? []).forEach((step, i) => steps.set(step.card, { suit, step: i + 1, cell: step.cell }));
  }
  return steps;
}

/** The suits in display order: ♠ ♥ ♦ ♣ first, then any the view adds. */
export function suitsInOrder(score) {
  const keys = Object.keys(score?.suits ?? {});
  return [...SUIT_ORDER.filter((s) => keys.includes(s)), ...keys.filter((s) => !SUIT_ORDER.includes(s))];
}

/** How many of a previewed stack's top cards are the ones being placed. */
export function placedCount(move, market) {
  const drafted = market?.[move.blueprint];
  return Math.min(Array.isArray(drafted) ? drafted.length : 0, move.stack?.length ?? 0);
}

// ---- The board ----

function mountBoard(host, { play }) {
  let snap = null; // last snapshot drawn
  let moveIndex = indexMoves([]);
  let selected = null; // blueprint index picked by the player, or null
  let panelPreview = null; // move hovered in the Legal moves / outcomes panels
  let cellPreview = null; // move under the pointer or focus on the grid
  let shownSuit = "all";
  let marketFocus = 0; // roving tabindex positions
  let gridFocus = 4;

  const result = h("div", { class: "skyway-result", hidden: true });
  const roundTitle = h("h4", { class: "skyw-heading" });
  const markers = h("div", { class: "skyway-markers" });
  const deck = h("div", { class: "skyway-deck" });
  const discardTitle = h("h4", { class: "skyw-heading" });
  const discardPile = h("div", { class: "skyway-discard-pile" });
  const marketNote = h("p", { class: "skyway-note", hidden: true, text: "Last market: finished from the final reshuffle." });
  const marketButtons = LETTERS.map((letter, i) =>
    h("button", {
      type: "button",
      class: "skyway-blueprint",
      "data-blueprint": i,
      tabindex: i === 0 ? 0 : -1,
      // detail is 0 for a click made with Enter or Space.
      onclick: (event) => toggleBlueprint(i, { fromKeyboard: event.detail === 0 }),
      onfocus: () => (marketFocus = i),
    }));
  const market = h("div", { class: "skyway-market", role: "group", "aria-label": "Market: three blueprints" }, marketButtons);
  const cellButtons = CELL_NAMES.map((_, i) =>
    h("button", {
      type: "button",
      class: "skyway-cell",
      "data-cell": i,
      tabindex: i === 4 ? 0 : -1,
      onclick: () => placeOn(i),
      onmouseenter: () => hoverCell(i),
      onmouseleave: () => hoverCell(null),
      onfocus: () => {
        gridFocus = i;
        hoverCell(i);
      },
      onblur: () => hoverCell(null),
    }));
  const grid = h("div", { class: "skyway-grid", role: "group", "aria-label": "Your 3 by 3 play area, cells 1 to 9 in reading order" }, cellButtons);
  const legend = h("div", { class: "skyway-legend", role: "group", "aria-label": "Show the best path of a suit" });
  const scoreLine = h("p", { class: "skyway-score-line" });
  const pathLine = h("p", { class: "skyway-path-line" });
  const hint = h("p", { class: "skyway-hint", role: "status" });
  const lastLine = h("p", { class: "skyway-last" });

  const root = h("div", {
    class: "skyway",
    tabindex: -1,
    "data-lm-suppress-shortcuts": "true",
    role: "group",
    "aria-label": "Skyway board. Keys: A, B or C picks a blueprint, 1 to 9 places it on a cell, Escape cancels.",
  },
  result,
  h("div", { class: "skyway-table" },
    h("div", { class: "skyway-zone" }, roundTitle, markers),
    h("div", { class: "skyway-zone" }, h("h4", { class: "skyw-heading", text: "Deck" }), deck),
    h("div", { class: "skyway-zone skyway-discard" }, discardTitle, discardPile)),
  h("div", { class: "skyway-zone" }, h("h4", { class: "skyw-heading", text: "Market" }), market, marketNote),
  h("div", { class: "skyway-play" },
    h("div", { class: "skyway-zone" }, h("h4", { class: "skyw-heading", text: "Play area" }), grid),
    h("div", { class: "skyway-zone skyway-score" },
      h("h4", { class: "skyw-heading", text: "Score" }),
      scoreLine,
      legend,
      pathLine,
      h("p", { class: "skyway-note", text: "Numbers in brackets are cells. You win with an increasing path of 5 or more cards in every suit, through side-by-side cells." }))),
  hint,
  lastLine);
  host.append(root);

  root.addEventListener("keydown", onKeydown);
  market.addEventListener("keydown", (event) => {
    const to = listStep(marketFocus, event.key, marketButtons.length);
    if (to === null) return;
    event.preventDefault();
    focusBlueprint(to);
  });
  grid.addEventListener("keydown", (event) => {
    const to = gridStep(gridFocus, event.key, { columns: 3, count: 9, ctrlKey: event.ctrlKey });
    if (to === null) return;
    event.preventDefault();
    focusCell(to);
  });

  // ---- Interaction ----

  function focusBlueprint(i) {
    marketFocus = i;
    marketButtons.forEach((b, j) => (b.tabIndex = j === i ? 0 : -1));
    marketButtons[i].focus();
  }

  function focusCell(i) {
    gridFocus = i;
    cellButtons.forEach((b, j) => (b.tabIndex = j === i ? 0 : -1));
    cellButtons[i].focus();
  }

  function toggleBlueprint(i, { fromKeyboard = false } = {}) {
    if (!moveIndex.hasBlueprint(i)) {
      say(snap?.moves.length ? `Blueprint ${LETTERS[i]} cannot be drafted.` : "There is no move to make now.");
      return;
    }
    selected = selected === i ? null : i;
    cellPreview = null;
    draw();
    if (selected !== null) {
      say(`Blueprint ${LETTERS[i]} picked: ${speakCards(snap.view.market[i])}. Choose a cell, 1 to 9.`);
      // Carry keyboard users straight on to the grid (mouse users just move on).
      if (fromKeyboard) focusCell(gridFocus);
    } else {
      say("Blueprint put back.");
    }
  }

  function placeOn(cell) {
    if (selected === null) {
      say(snap?.moves.length ? "Pick a blueprint first: A, B or C." : "There is no move to make now.");
      return;
    }
    const move = moveIndex.find(selected, cell);
    if (!move) {
      say(`Blueprint ${LETTERS[selected]} cannot go on cell ${cell + 1}.`);
      return;
    }
    play(move);
  }

  function hoverCell(cell) {
    const move = cell === null || selected === null ? null : moveIndex.find(selected, cell);
    if (move === cellPreview) return;
    cellPreview = move;
    drawCells();
  }

  function cancel() {
    if (selected === null) return false;
    const was = selected;
    selected = null;
    cellPreview = null;
    draw();
    say("Selection cancelled.");
    if (root.contains(root.ownerDocument.activeElement)) focusBlueprint(was);
    return true;
  }

  function onKeydown(event) {
    if (event.ctrlKey || event.metaKey || event.altKey) return;
    const key = event.key.toLowerCase();
    const blueprint = LETTERS.indexOf(key.toUpperCase());
    if (key.length === 1 && blueprint >= 0) {
      event.preventDefault();
      if (selected !== blueprint) toggleBlueprint(blueprint, { fromKeyboard: true });
    } else if (/^[1-9]$/.test(key)) {
      event.preventDefault();
      placeOn(Number(key) - 1);
    } else if (key === "escape") {
      if (cancel()) event.preventDefault();
    }
  }

  function say(text) {
    hint.textContent = text;
  }

  // ---- Drawing ----

  function draw() {
    if (!snap) return;
    const view = snap.view;
    drawResult(view);
    drawTable(view);
    drawMarket(view);
    drawCells();
    drawScore(view);
    drawLast(view);
  }

  function drawResult(view) {
    result.hidden = !view.over;
    if (!view.over) return;
    const score = view.score ?? {};
    result.classList.toggle("is-won", score.won === true);
    replaceChildren(result,
      h("strong", { text: score.won ? "\u2714 Game over: you win!" : "\u2716 Game over: not won." }),
      ` Final score ${score.total ?? 0}.`,
      score.won ? "" : " Every suit needs a path of at least 5 cards to win.");
  }

  function drawTable(view) {
    const markerList = Array.isArray(view.markers) ? view.markers : [];
    roundTitle.textContent = view.round ? `Round ${view.round} of ${markerList.length || 3}` : "Rounds";
    replaceChildren(markers, markerList.map((marker, i) => {
      if (marker.flipped) return cardBack(`Round ${i + 1}`, `Round ${i + 1} marker, face down: round ${i + 1} reached`);
      const el = cardFan([marker.card]).firstChild;
      el.setAttribute("aria-label", `${parseCard(marker.card).label}, round ${i + 1} marker, face up: not reached yet`);
      return el;
    }));
    const count = view.deck ?? 0;
    replaceChildren(deck,
      count > 0 ? cardBack(String(count), `Deck: ${count} cards, face down`) : h("span", { class: "skyway-empty-slot", role: "img", "aria-label": "Deck: empty" }),
      h("span", { class: "skyway-count", text: `${count} ${count === 1 ? "card" : "cards"}` }));
    const discard = Array.isArray(view.discard) ? view.discard : [];
    discardTitle.textContent = `Discard pile (${discard.length})`;
    replaceChildren(discardPile,
      discard.length ? discard.map((c) => cardChip(c)) : h("span", { class: "skyway-empty-pile", text: "empty" }));
    discardPile.setAttribute("aria-label", discard.length ? `Discard pile, oldest first: ${speakCards(discard)}` : "Discard pile: empty");
    discardPile.setAttribute("role", "group");
  }

  function drawMarket(view) {
    const stacks = Array.isArray(view.market) ? view.market : [];
    const source = (cellPreview ?? panelPreview)?.blueprint;
    marketNote.hidden = !view.final_market;
    marketButtons.forEach((button, i) => {
      const cards = Array.isArray(stacks[i]) ? stacks[i] : [];
      const usable = moveIndex.hasBlueprint(i);
      button.setAttribute("aria-pressed", String(selected === i));
      button.setAttribute("aria-disabled", String(!usable));
      button.classList.toggle("is-selected", selected === i);
      button.classList.toggle("is-source", source === i);
      button.setAttribute("aria-label", `Blueprint ${LETTERS[i]}: ${cards.length ? speakCards(cards) : "empty"}${selected === i ? ", picked" : ""}`);
      replaceChildren(button,
        h("span", { class: "skyway-letter", "aria-hidden": "true", text: LETTERS[i] }),
        cards.length ? cardFan(cards) : h("span", { class: "skyway-empty-pile", text: "empty" }));
    });
  }

  function drawCells() {
    if (!snap) return;
    const view = snap.view;
    const cells = Array.isArray(view.grid) ? view.grid : [];
    const preview = cellPreview ?? panelPreview;
    const steps = pathSteps(view.score, shownSuit);
    const lastCell = view.last?.cell;
    cellButtons.forEach((button, i) => {
      const cards = Array.isArray(cells[i]) ? cells[i] : [];
      const move = selected === null ? null : moveIndex.find(selected, i);
      const previewing = preview && preview.cell === i ? preview : null;
      button.classList.toggle("is-target", selected !== null && move !== null);
      button.classList.toggle("is-blocked", selected !== null && move === null);
      button.classList.toggle("is-preview", previewing !== null);
      button.classList.toggle("is-last", lastCell === i && !previewing);
      button.setAttribute("aria-disabled", String(selected !== null && move === null));

      const content = [h("span", { class: "skyway-cell-number", "aria-hidden": "true", text: String(i + 1) })];
      let label = `Cell ${i + 1}, ${CELL_NAMES[i]}: ${cards.length ? speakCards(cards) + (cards.length > 1 ? ", bottom to top" : "") : "empty"}`;
      if (previewing) {
        const stack = previewing.stack ?? [];
        const fresh = placedCount(previewing, view.market);
        content.push(cardFan(stack, {
          decorate: (el, _card, j) => {
            if (j >= stack.length - fresh) el.classList.add("is-new");
          },
        }));
        // Say "preview" in words, not only with the border, and show the
        // bottom cards the move would push off.
        content.push(h("span", { class: "skyway-preview-tag", "aria-hidden": "true", text: "preview" }));
        const pushed = previewing.discards ?? [];
        if (pushed.length) {
          content.push(h("span", { class: "skyway-pushed", "aria-hidden": "true" },
            h("span", { class: "skyway-pushed-label", text: "off" }),
            pushed.map((c) => cardChip(c, { extraClass: "is-discarded" }))));
        }
        label += `. Preview: becomes ${speakCards(stack)}${pushed.length ? `; pushes off ${speakCards(pushed)}` : ""}`;
      } else if (cards.length) {
        const onPath = [];
        content.push(cardFan(cards, {
          decorate: (el, card) => {
            const step = steps.get(card);
            if (!step) return;
            el.classList.add("on-path");
            el.append(h("span", { class: `skyway-step skyw-suit-${SUITS[step.suit]?.name ?? "other"}`, "aria-hidden": "true", text: String(step.step) }));
            onPath.push(`${parseCard(card).label} is step ${step.step} of the ${SUITS[step.suit]?.name ?? step.suit} path`);
          },
        }));
        if (onPath.length) label += `. ${onPath.join("; ")}`;
      } else {
        content.push(h("span", { class: "skyway-empty-cell", "aria-hidden": "true", text: "empty" }));
      }
      if (lastCell === i && !previewing) {
        content.push(h("span", { class: "skyway-last-tag", "aria-hidden": "true", text: "last" }));
        label += ". Played here last turn";
      }
      if (move && !previewing) label += `. Place blueprint ${LETTERS[selected]} here`;
      button.setAttribute("aria-label", label);
      replaceChildren(button, content);
    });
    // Keep the market's source marker in step with a preview that changed here.
    const source = preview?.blueprint;
    marketButtons.forEach((b, i) => b.classList.toggle("is-source", source === i));
  }

  function drawScore(view) {
    const score = view.score ?? {};
    const suits = suitsInOrder(score);
    replaceChildren(scoreLine,
      h("span", { class: "skyway-total", text: `Total ${score.total ?? 0}` }),
      h("span", {
        class: `skyway-won ${score.won ? "is-won" : ""}`,
        text: score.won ? " \u2714 winning" : view.over ? " \u2716 not won" : " \u2716 not winning yet",
      }));
    const choose = (suit) => {
      shownSuit = suit;
      drawCells();
      drawScore(snap.view);
    };
    rebuildKeepingFocus(legend, () => replaceChildren(legend,
      suits.map((suit) => {
        const info = score.suits[suit] ?? {};
        const name = SUITS[suit]?.name ?? suit;
        return h("button", {
          type: "button",
          class: "skyway-legend-button",
          "aria-pressed": String(shownSuit === suit),
          "aria-label": `${name}: best path ${info.length ?? 0} cards. Show it on the grid`,
          "data-focus-key": suit,
          onclick: () => choose(suit),
        }, suitChip(suit, name), h("span", { class: "skyway-legend-length", text: String(info.length ?? 0) }));
      }),
      h("button", {
        type: "button",
        class: "skyway-legend-button",
        "aria-pressed": String(shownSuit === "all"),
        "aria-label": "Show every suit's path",
        "data-focus-key": "all",
        onclick: () => choose("all"),
      }, "All")));
    const shown = shownSuit === "all" ? suits : suits.filter((s) => s === shownSuit);
    replaceChildren(pathLine, shown.map((suit) => {
      const path = score.suits[suit]?.path ?? [];
      return h("span", { class: "skyway-path" },
        suitChip(suit, SUITS[suit]?.name ?? suit),
        path.length
          ? path.map((step, i) => [i ? " \u2192 " : " ", cardChip(step.card), h("span", { class: "skyway-path-cell", text: ` (${step.cell + 1})` })])
          : " no cards yet");
    }));
  }

  function drawLast(view) {
    const last = view.last;
    if (!last) {
      replaceChildren(lastLine);
      return;
    }
    replaceChildren(lastLine,
      h("strong", { text: "Last turn: " }),
      `blueprint ${LETTERS[last.blueprint] ?? "?"} `,
      (last.placed ?? []).map((c) => cardChip(c)),
      ` onto cell ${last.cell + 1}`,
      last.discarded?.length ? ["; pushed off ", last.discarded.map((c) => cardChip(c))] : "",
      last.to_discard?.length ? ["; the other blueprints went to the discard pile: ", last.to_discard.map((c) => cardChip(c))] : "",
      ".");
  }

  function updateHint() {
    if (selected !== null) return; // keep the "picked" instructions
    if (!snap) return;
    if (snap.viewing !== null) say("Viewing a past position.");
    else if (snap.view.over) say("The game is over. Start a new game from the controls above.");
    else if (snap.moves.length) say("Your turn: pick a blueprint (A, B or C), then a cell (1 to 9).");
    else say("Waiting\u2026");
  }

  return {
    update(next) {
      const movesChanged = !snap || snap.moves !== next.moves;
      snap = next;
      if (movesChanged) {
        moveIndex = indexMoves(next.moves);
        // A new position: drop a selection and previews that belong to the old one.
        selected = null;
        cellPreview = null;
        panelPreview = null;
      }
      draw();
      updateHint();
    },
    preview(move) {
      const usable = move && Number.isInteger(move.cell) ? move : null;
      if (usable === panelPreview) return;
      panelPreview = usable;
      drawCells();
    },
    /** A sentence for the shell's status line when something big happened. */
    remark(prev, next) {
      if (next.viewing !== null || prev.viewing !== null) return "";
      if (!prev.view.over && next.view.over) {
        return `Game over: ${next.view.score?.won ? "won" : "not won"}, final score ${next.view.score?.total ?? 0}.`;
      }
      if (typeof prev.view.round === "number" && next.view.round > prev.view.round) {
        return `Round ${next.view.round} begins: the discard pile was shuffled into a new deck.`;
      }
      return "";
    },
    destroy() {
      root.remove();
    },
  };
}

export default makeWidget({ mount: mountBoard });
