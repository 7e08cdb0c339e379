// Skyjo's board: every player's 3x4 grid, the draw and discard piles, the card
// in hand, the score pad, the last event, and a Chance panel. It draws only
// what `view` and `moves` say: which cards may be clicked comes from the legal
// moves' `kind` (r, d, t, s, f) and `slot`, never from rules in JavaScript, and
// a face-down card is drawn as a back with no value (the view has none). Its parts
// live in skyjo/: this module puts them together and answers the player's actions.

import { createBoardRoot, createShownPosition, mainSeat, playerName, remarkOf, waitingText } from "../shared/board.js";
import { h } from "../shared/dom.js";
import { makeWidget } from "../shared/widget.js";
import { clickKind, indexMoves, slotOf } from "./skyjo/grid.js";
import { createPiles, topDiscard } from "./skyjo/piles.js";
import { createChancePanel, createScorePad } from "./skyjo/score.js";
import { createMainGrid, createOtherGrids } from "./skyjo/seats.js";
import { KEYS_TEXT, bannerText, describeLast, promptText, remarkText } from "./skyjo/words.js";

function mountBoard(host, { play }) {
  // mode: null, "take" (the discard is picked) or "flip" (discard the drawn card, flip one);
  // panelPreview: the slot of a move hovered in the Legal moves / outcomes panels
  const choices = { mode: null, focusSlot: 0, panelPreview: null };
  const position = createShownPosition({
    indexMoves,
    seatOf: mainSeat,
    onNewPosition: () => Object.assign(choices, { mode: null, panelPreview: null }),
    onNewSeat: () => (choices.focusSlot = 0),
  });
  const facts = {
    position,
    choices,
    view: () => position.view(),
    index: () => position.index,
    nameOf: (seat) => playerName(position.snap?.players, seat),
  };

  const banner = h("div", { class: "skyjo-banner", role: "status", hidden: true });
  const prompt = h("p", { class: "skyjo-prompt", role: "status", "aria-live": "polite" });
  const mainGrid = createMainGrid(facts, { onSlot: clickSlot });
  const piles = createPiles(facts, { onDraw: drawCard, onTake: () => toggleMode("take"), onFlip: () => toggleMode("flip") });
  const others = createOtherGrids(facts);
  const pad = createScorePad(facts);
  const lastLine = h("p", { class: "skyjo-last" });

  const root = createBoardRoot({ className: "skyjo", label: `Skyjo board. ${KEYS_TEXT}.` },
    banner,
    h("div", { class: "skyjo-top" }, mainGrid.element, piles.element),
    prompt,
    others.element,
    lastLine,
    pad.element,
    h("p", { class: "skyjo-keys", text: KEYS_TEXT }));
  host.append(root);
  root.addEventListener("keydown", onKeydown);

  const say = (text) => (prompt.textContent = text);

  // ---- Drawing ----

  function draw() {
    if (!position.snap) return;
    const { view, viewing, moves } = position.snap;
    const text = bannerText(view, facts.nameOf);
    banner.hidden = text === "";
    banner.classList.toggle("is-over", !!view.over);
    banner.textContent = text;
    mainGrid.update();
    piles.update();
    others.update();
    pad.update();
    lastLine.textContent = view.last ? describeLast(view.last, facts.nameOf) : "";
    lastLine.hidden = !view.last;
    say(promptText(view, { viewing: viewing !== null, moves: moves.length, mode: choices.mode, topDiscard: topDiscard(view), nameOf: facts.nameOf, waiting: waitingText(position.snap, view.current_player, facts.nameOf) }));
  }

  // ---- Interaction ----

  function noMove() {
    const snap = position.snap;
    say(snap?.view?.over ? "The game is over." : snap?.viewing !== null ? "Viewing a past position." : "There is no move to make now.");
  }

  function drawCard() {
    const { index, snap } = position;
    if (!index.d) {
      if (!snap?.moves.length) noMove();
      else say(snap.view.phase === "drawn" ? "You already hold a card: choose where it goes." : "You cannot draw now.");
      return;
    }
    play(index.d);
  }

  /** Picks the discard ("take") or turns flip mode on ("flip"), or back off. */
  function toggleMode(mode) {
    const moves = mode === "take" ? position.index.t : position.index.f;
    if (!moves.size) {
      if (!position.snap?.moves.length) noMove();
      else say(mode === "take" ? "You cannot take the discard now." : "Draw a card first: then you may discard it and flip a face-down card.");
      return;
    }
    choices.mode = choices.mode === mode ? null : mode;
    draw();
    if (choices.mode === mode) mainGrid.focusCard(choices.focusSlot);
  }

  function clickSlot(slot) {
    if (!position.snap?.moves.length) return noMove();
    const kind = clickKind(position.snap.view.phase, choices.mode);
    if (kind === null) return say("Draw a card (D) or take the discard (T) first.");
    if (!position.index[kind].has(slot)) {
      return say(kind === "f" || kind === "r" ? `Slot ${slot + 1} is not a face-down card.` : `Slot ${slot + 1} cannot be played.`);
    }
    play(position.index[kind].get(slot));
  }

  function onKeydown(event) {
    if (event.ctrlKey || event.metaKey || event.altKey) return;
    const key = event.key.toLowerCase();
    if (key === "d") {
      event.preventDefault();
      drawCard();
    } else if (key === "t") {
      event.preventDefault();
      toggleMode("take");
    } else if (key === "f") {
      event.preventDefault();
      toggleMode("flip");
    } else if (key === "escape" && choices.mode !== null) {
      event.preventDefault();
      choices.mode = null;
      draw();
      say("Cancelled.");
    }
  }

  return {
    panels: [createChancePanel()],
    update(next) {
      position.accept(next);
      draw();
    },
    preview(move) {
      const slot = slotOf(move);
      if (slot === choices.panelPreview) return;
      choices.panelPreview = slot;
      if (position.snap) mainGrid.update();
    },
    remark: remarkOf(remarkText),
    destroy() {
      root.remove();
    },
  };
}

export default makeWidget({ mount: mountBoard });
