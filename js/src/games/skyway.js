// Skyway's board: the round markers, deck and discard pile, the three-stack
// market, the 3x3 grid and the score with each suit's best path. It draws
// only what `view` and `moves` say; which placements are legal comes from the
// `blueprint`/`cell` extras of `moves`, never from rules in JavaScript. Its parts
// live in skyway/: this module puts them together and answers the player's actions.

import { createBoardRoot, createShownPosition, remarkOf } from "../shared/board.js";
import { h } from "../shared/dom.js";
import { createRevealList } from "../shared/reveal.js";
import { t } from "../shared/i18n.js";
import { makeWidget } from "../shared/widget.js";
import { LETTERS, indexMoves } from "./skyway/layout.js";
import { createMarket } from "./skyway/market.js";
import { createPlayArea } from "./skyway/play-area.js";
import { createScore } from "./skyway/score.js";
import { createLastTurn, createResult, createTable } from "./skyway/table.js";
import { hintText, remarkText, speakCards } from "./skyway/words.js";

function mountBoard(host, { play, why }) {
  // selected: the blueprint picked, or null; cellPreview: the move under the pointer or
  // focus on the grid; panelPreview: a move hovered in the Legal moves / outcomes panels
  const choices = { selected: null, panelPreview: null, cellPreview: null, shownSuit: "all", marketFocus: 0, gridFocus: 4 };
  const position = createShownPosition({
    indexMoves,
    // A new position: drop a selection and previews that belong to the old one.
    onNewPosition: () => Object.assign(choices, { selected: null, cellPreview: null, panelPreview: null }),
  });
  const facts = { position, choices, view: () => position.view(), index: () => position.index };

  const result = createResult(facts);
  const table = createTable(facts);
  const market = createMarket(facts, { onPick: toggleBlueprint });
  const playArea = createPlayArea(facts, { onPlace: placeOn, onHover: hoverCell });
  const score = createScore(facts, { onShow: showSuit });
  const hint = h("p", { class: "skyway-hint", role: "status", "data-decision": "prompt" });
  const lastTurn = createLastTurn(facts);
  // the teacher's view: the deck in order, top first (folded): the next markets
  const deckList = createRevealList(t("Deck in order"));

  // Reading order is the order of a turn: the prompt, the market, the grid, the score;
  // the rest (paths card by card, the round, deck and discard pile, the last turn) sits
  // below them. skyway.css lays the market beside the grid, for a wide, short screen.
  const root = createBoardRoot({ className: "skyway", label: t("Skyway board. Keys: A, B or C picks a blueprint, 1 to 9 places it on a cell, Escape cancels.") },
    result.element,
    hint,
    market.element,
    playArea.element,
    score.element,
    h("div", { class: "skyway-more" }, deckList.element, score.paths, table.element, lastTurn.element));
  host.append(root);
  root.addEventListener("keydown", onKeydown);

  const say = (text) => (hint.textContent = text);
  /** Whether Python has sent a position yet (before it, a click asks nothing). */
  const shown = () => Array.isArray(position.snap?.view?.grid);
  /** The move a click on blueprint `blueprint` and cell `cell` would be, for Python to
   * say why it is refused (the rules' words are never the board's own). */
  const ask = (blueprint, cell) => why(`${LETTERS[blueprint].toLowerCase()}${cell + 1}`);

  // ---- Drawing ----

  function draw() {
    if (!position.snap) return;
    result.update();
    table.update();
    deckList.update(position.snap.view.revealed?.deck ?? null);
    market.update();
    drawCells();
    score.update();
    lastTurn.update();
  }

  function drawCells() {
    if (!position.snap) return;
    playArea.update();
    // Keep the market's source marker in step with a preview that changed here.
    market.markSource();
  }

  function updateHint() {
    if (choices.selected !== null) return; // keep the "picked" instructions
    const snap = position.snap;
    if (!snap) return;
    say(hintText({ viewing: snap.viewing !== null, over: snap.view.over, moves: snap.moves.length }));
  }

  // ---- Interaction ----

  function toggleBlueprint(i, { fromKeyboard = false } = {}) {
    if (!shown()) return;
    if (!position.index.hasBlueprint(i)) {
      // no move drafts it now (the game is over, a past position is shown, the last
      // market is short): Python says why, beside the blueprint
      ask(i, choices.gridFocus);
      return;
    }
    choices.selected = choices.selected === i ? null : i;
    choices.cellPreview = null;
    draw();
    if (choices.selected !== null) {
      say(t("Blueprint {letter} picked: {cards}. Choose a cell, 1 to 9.", { letter: LETTERS[i], cards: speakCards(position.snap.view.market[i]) }));
      // Carry keyboard users straight on to the grid (mouse users just move on).
      if (fromKeyboard) playArea.focusCell(choices.gridFocus);
    } else {
      say(t("Blueprint put back."));
    }
  }

  function placeOn(cell) {
    if (!shown()) return;
    const { selected } = choices;
    if (selected === null) {
      // half a move: with moves to make, the prompt asks for the blueprint first;
      // with none, Python says why there is no move (as for blueprint A onto this cell)
      if (position.snap.moves.length) say(t("Pick a blueprint first: A, B or C."));
      else ask(0, cell);
      return;
    }
    const move = position.index.find(selected, cell);
    if (!move) {
      ask(selected, cell);
      return;
    }
    play(move);
  }

  function hoverCell(cell) {
    const move = cell === null || choices.selected === null ? null : position.index.find(choices.selected, cell);
    if (move === choices.cellPreview) return;
    choices.cellPreview = move;
    drawCells();
  }

  function showSuit(suit) {
    choices.shownSuit = suit;
    drawCells();
    score.update();
  }

  function cancel() {
    if (choices.selected === null) return false;
    const was = choices.selected;
    Object.assign(choices, { selected: null, cellPreview: null });
    draw();
    say(t("Selection cancelled."));
    if (root.contains(root.ownerDocument.activeElement)) market.focusBlueprint(was);
    return true;
  }

  function onKeydown(event) {
    if (event.ctrlKey || event.metaKey || event.altKey) return;
    const key = event.key.toLowerCase();
    const blueprint = LETTERS.indexOf(key.toUpperCase());
    if (key.length === 1 && blueprint >= 0) {
      event.preventDefault();
      if (choices.selected !== blueprint) toggleBlueprint(blueprint, { fromKeyboard: true });
    } else if (/^[1-9]$/.test(key)) {
      event.preventDefault();
      placeOn(Number(key) - 1);
    } else if (key === "escape") {
      if (cancel()) event.preventDefault();
    }
  }

  return {
    update(next) {
      position.accept(next);
      draw();
      updateHint();
    },
    preview(move) {
      const usable = move && Number.isInteger(move.cell) ? move : null;
      if (usable === choices.panelPreview) return;
      choices.panelPreview = usable;
      drawCells();
    },
    remark: remarkOf(remarkText),
    destroy() {
      root.remove();
    },
  };
}

export default makeWidget({ mount: mountBoard });
