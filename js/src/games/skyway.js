// Skyway's board: the round markers, deck and discard pile, the three-stack
// market, the 3x3 grid and the score with each suit's best path. It draws
// only what `view` and `moves` say; which placements are legal comes from the
// `blueprint`/`cell` extras of `moves`, never from rules in JavaScript. Its parts
// live in skyway/: this module puts them together and answers the player's actions.

import { createBoardRoot, createShownPosition, remarkOf } from "../shared/board.js";
import { h } from "../shared/dom.js";
import { speakCards } from "../shared/cards.js";
import { makeWidget } from "../shared/widget.js";
import { LETTERS, indexMoves } from "./skyway/layout.js";
import { createMarket } from "./skyway/market.js";
import { createPlayArea } from "./skyway/play-area.js";
import { createScore } from "./skyway/score.js";
import { createLastTurn, createResult, createTable } from "./skyway/table.js";
import { hintText, remarkText } from "./skyway/words.js";

function mountBoard(host, { play }) {
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
  const hint = h("p", { class: "skyway-hint", role: "status" });
  const lastTurn = createLastTurn(facts);

  const root = createBoardRoot({ className: "skyway", label: "Skyway board. Keys: A, B or C picks a blueprint, 1 to 9 places it on a cell, Escape cancels." },
    result.element,
    table.element,
    market.element,
    h("div", { class: "skyway-play" }, playArea.element, score.element),
    hint,
    lastTurn.element);
  host.append(root);
  root.addEventListener("keydown", onKeydown);

  const say = (text) => (hint.textContent = text);
  const noMoveYet = (text) => (position.snap?.moves.length ? text : "There is no move to make now.");

  // ---- Drawing ----

  function draw() {
    if (!position.snap) return;
    result.update();
    table.update();
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
    if (!position.index.hasBlueprint(i)) {
      say(noMoveYet(`Blueprint ${LETTERS[i]} cannot be drafted.`));
      return;
    }
    choices.selected = choices.selected === i ? null : i;
    choices.cellPreview = null;
    draw();
    if (choices.selected !== null) {
      say(`Blueprint ${LETTERS[i]} picked: ${speakCards(position.snap.view.market[i])}. Choose a cell, 1 to 9.`);
      // Carry keyboard users straight on to the grid (mouse users just move on).
      if (fromKeyboard) playArea.focusCell(choices.gridFocus);
    } else {
      say("Blueprint put back.");
    }
  }

  function placeOn(cell) {
    const { selected } = choices;
    if (selected === null) {
      say(noMoveYet("Pick a blueprint first: A, B or C."));
      return;
    }
    const move = position.index.find(selected, cell);
    if (!move) {
      say(`Blueprint ${LETTERS[selected]} cannot go on cell ${cell + 1}.`);
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
    say("Selection cancelled.");
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
