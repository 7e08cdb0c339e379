// Skybridge's board: the 3x3 board in 3D (an isometric SVG that turns in four
// directions), the same board from above (floors, owners, bridges as bars; the
// place to aim with the keyboard), the piece picker of the player to move, every
// player's pieces left, and the score with the bridged and doubled towers.
// It draws only what `view` and `moves` say: what may be placed where comes from
// the legal moves' `kind`/`bases`/`neutral` extras, why not from view.targets
// (Python's reason and rule), never from rules in JavaScript. Its parts live in
// skybridge/: this module puts them together.

import { createBoardRoot, createShownPosition, remarkOf, waitingText } from "../shared/board.js";
import { h, setTitle, uniqueId } from "../shared/dom.js";
import { makeWidget } from "../shared/widget.js";
import { createChoices, createFacts } from "./skybridge/facts.js";
import { createMap } from "./skybridge/map.js";
import { createPicker } from "./skybridge/picker.js";
import { chip } from "./skybridge/chip.js";
import { COLOURS, PIECES, colourName, isNeutral } from "./skybridge/pieces.js";
import { createPlacing } from "./skybridge/placing.js";
import { createBanner, createStatus } from "./skybridge/status.js";
import { createScoreTable, createSupplyTable, createTotals } from "./skybridge/tables.js";
import { indexMoves } from "./skybridge/targets.js";
import { createView3d } from "./skybridge/view3d.js";
import { t } from "../shared/i18n.js";
import { describeLast, keysText, promptText, remarkText } from "./skybridge/words.js";

function mountBoard(host, { play, why }) {
  const choices = createChoices();
  const position = createShownPosition({
    indexMoves,
    // a new position: the picked piece and previews belong to the old one
    onNewPosition: () => Object.assign(choices, { picked: null, firstEnd: null, panelPreview: null }),
  });
  const facts = createFacts(position, choices);
  const prefix = uniqueId("skybridge");

  const banner = createBanner(facts);
  const status = createStatus(facts);
  const say = status.say;
  // the parts below exist by the time a click or a key asks for them
  const placing = createPlacing(facts, { play, why, say, draw, turn, map: { hasFocus: () => map.hasFocus(), focusCell: (base) => map.focusCell(base) } });
  const picker = createPicker(facts, { prefix, onPick: placing.pick });
  const view3d = createView3d(facts, { prefix, onTurn: turn, onClickBase: placing.clickBase, onHover: hover });
  const map = createMap(facts, { prefix, onClickBase: placing.clickBase, onHover: hover });
  // the result takes the turn line's place once the game is over, in the status's room
  status.element.prepend(banner.element);
  status.element.append(map.reasonLine);
  const totals = createTotals(facts);
  const score = createScoreTable(facts, { onHighlight: highlight });
  const supply = createSupplyTable(facts, { prefix });
  const lastLine = h("p", { class: "skybridge-last" });

  // For a wide, short screen: what the player to move needs first (the prompt; the
  // pieces over the board in 3D, beside the map over the score), then the last move and,
  // folded, how the points add up with the pieces left, and the keys and the signs.
  const root = createBoardRoot({ className: "skybridge", label: t("Skybridge board. {keys}.", { keys: keysText() }) },
    status.element,
    h("div", { class: "skybridge-play" },
      h("div", { class: "skybridge-build" }, picker.element, view3d.element),
      h("div", { class: "skybridge-overview" }, map.element, totals.element)),
    h("div", { class: "skybridge-foot" },
      lastLine,
      h("details", { class: "skybridge-more skybridge-details" },
        h("summary", { text: t("How the points add up, and the pieces left") }),
        h("div", { class: "skybridge-tables" }, score.element, supply.element)),
      h("details", { class: "skybridge-more" },
        h("summary", { text: t("Keys and signs") }),
        h("p", { class: "skybridge-keys", text: keysText() }),
        map.legend,
        h("p", { class: "skybridge-legend", role: "group", "aria-label": t("Colours") },
          COLOURS.map((c) => h("span", { class: "skybridge-legend-item" }, chip(c), ` ${colourName(c)}`))),
        score.note)));
  host.append(root);
  root.addEventListener("keydown", placing.onKeydown);

  // ---- Drawing ----

  function draw() {
    if (!position.snap) return;
    const v = facts.view();
    banner.update();
    status.update();
    picker.update();
    view3d.update();
    map.update();
    map.drawReason();
    drawGhost();
    totals.update();
    score.update();
    supply.update();
    // the line is there before the first move too, so that the first does not push the
    // board's foot down
    const last = describeLast(v.last, facts.nameOf);
    lastLine.textContent = last || t("No moves yet.");
    setTitle(lastLine, last);
  }

  function drawGhost() {
    if (!position.snap) return;
    const move = facts.ghostMove();
    map.markPreview(move);
    view3d.drawGhost(move);
  }

  function updatePrompt() {
    say(promptText(facts.view(), {
      viewing: position.snap.viewing !== null,
      seat: facts.mover(),
      canPlay: facts.canPlay(),
      neutral: facts.available().some(isNeutral),
      nameOf: facts.nameOf,
      waiting: waitingText(position.snap, facts.mover(), facts.nameOf),
    }));
  }

  // ---- Answers to the player ----

  function turn(step) {
    choices.rotation = (((choices.rotation + step) % 4) + 4) % 4;
    view3d.update();
    drawGhost();
  }

  function highlight(colour) {
    choices.highlighted = choices.highlighted === colour ? null : colour;
    map.update();
    view3d.update();
    drawGhost();
    score.update();
  }

  function hover(base) {
    // the pointer left: the base with the keyboard focus (if any) is still the one in question
    if (base === null && map.hasFocus()) base = choices.focusBase;
    if (base === choices.hoverBase) return;
    choices.hoverBase = base;
    map.markHover(base);
    map.drawReason();
    drawGhost();
  }

  let drawnFor = []; // the traits the board was last drawn from
  let promptFor = []; // and those its prompt was last said from
  const same = (now, before) => now.every((trait, i) => trait === before[i]);
  return {
    update(next) {
      position.accept(next);
      // only the shell's traits changed (an error said, a panel's outcomes): the board
      // stays as it is, its prompt and picked piece with it
      const from = [next.view, next.moves, next.viewing, next.players, next.seat, next.busy];
      if (same(from, promptFor)) return;
      promptFor = from;
      // the board's parts are drawn from the view, the moves and the players' names alone:
      // the kernel busy or free changes only the prompt
      const drawFrom = [next.view, next.moves, next.players];
      if (!same(drawFrom, drawnFor)) {
        drawnFor = drawFrom;
        draw();
      }
      updatePrompt();
    },
    preview(move) {
      const usable = move && PIECES[move.kind] ? move : null;
      if (usable === choices.panelPreview) return;
      choices.panelPreview = usable;
      drawGhost();
    },
    remark: remarkOf(remarkText),
    // the shell fits the screen at the frame after a redraw: the 3D board notes its room
    // then, for the next drawing
    relayout: () => view3d.remeasure(),
    destroy() {
      view3d.destroy();
      root.remove();
    },
  };
}

export default makeWidget({ mount: mountBoard });
