// Skyjo's board: every player's 3x4 grid, the draw and discard piles, the card
// in hand, the totals with the score pad and the last event (the shell's Chance panel
// shows the unseen cards, from Python's Game.chance). It
// draws only what `view` and `moves` say: which cards may be clicked comes from the
// legal moves' `kind` (r, d, t, s, f) and `slot`, never from rules in JavaScript (a
// click on anything else asks Python why not), and a face-down card is drawn as a
// back with no value (the view has none). Its parts live in skyjo/: this module puts
// them together and answers the player's actions.

import { createBoardRoot, createShownPosition, mainSeat, playerName, remarkOf, waitingText } from "../shared/board.js";
import { h } from "../shared/dom.js";
import { createRevealList } from "../shared/reveal.js";
import { makeWidget } from "../shared/widget.js";
import { clickKind, indexMoves, slotOf } from "./skyjo/grid.js";
import { createPiles, topDiscard } from "./skyjo/piles.js";
import { createScorePad } from "./skyjo/score.js";
import { createMainGrid, createOtherGrids } from "./skyjo/seats.js";
import { bannerText, describeLast, keysText, promptText, remarkText } from "./skyjo/words.js";
import { t } from "../shared/i18n.js";

function mountBoard(host, { play, why }) {
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

  const banner = h("div", { class: "skyjo-banner", role: "status", hidden: true, "data-decision": "round result" });
  const prompt = h("p", { class: "skyjo-prompt", role: "status", "aria-live": "polite", "data-decision": "prompt" });
  const mainGrid = createMainGrid(facts, { onSlot: clickSlot });
  const piles = createPiles(facts, { onDraw: drawCard, onTake: () => toggleMode("take"), onFlip: () => toggleMode("flip") });
  const others = createOtherGrids(facts);
  const pad = createScorePad(facts);
  const lastLine = h("p", { class: "skyjo-last" });
  // the teacher's view: the draw pile in order (folded)
  const deckList = createRevealList(t("Draw pile in order"));

  // For a wide, short screen: the player's grid, and beside it the piles, the prompt and
  // the totals (what a move needs); the other players' grids beside them when there is
  // room, else under them; the key help folded at the bottom.
  const root = createBoardRoot({ className: "skyjo", label: t("Skyjo board. {keys}.", { keys: keysText() }) },
    banner,
    h("div", { class: "skyjo-play" },
      mainGrid.element,
      h("div", { class: "skyjo-middle" }, piles.element, deckList.element, prompt, pad.totals, lastLine),
      others.element),
    pad.pad,
    h("details", { class: "skyjo-keys-box" },
      h("summary", { class: "skyjo-keys-title", text: t("Keys") }),
      h("p", { class: "skyjo-keys", text: keysText() })));
  host.append(root);
  root.addEventListener("keydown", onKeydown);

  // ---- Drawing ----

  // What the board is drawn from: an update that changes none of it (an error said
  // beside a click, a setting) leaves the board's elements as they are, so the note of a
  // refused click stays beside the very card clicked.
  let drawnFrom = [];
  const drawingKey = (snap) => [snap.view, snap.moves, snap.players, snap.seat, snap.viewing, snap.busy, choices.mode, choices.panelPreview];

  function draw() {
    if (!position.snap) return;
    const key = drawingKey(position.snap);
    if (key.every((part, i) => part === drawnFrom[i])) return;
    drawnFrom = key;
    const { view, viewing, moves } = position.snap;
    const text = bannerText(view, facts.nameOf);
    banner.hidden = text === "";
    banner.classList.toggle("is-over", !!view.over);
    banner.textContent = text;
    mainGrid.update();
    piles.update();
    deckList.update(view.revealed?.deck ?? null);
    others.update();
    pad.update();
    lastLine.textContent = view.last ? describeLast(view.last, facts.nameOf) : "";
    lastLine.hidden = !view.last;
    prompt.textContent = promptText(view, { viewing: viewing !== null, moves: moves.length, mode: choices.mode, topDiscard: topDiscard(view), nameOf: facts.nameOf, waiting: waitingText(position.snap, view.current_player, facts.nameOf) });
  }

  // ---- Interaction ----
  // A click that is no legal move now asks Python why (api.why), with the move the click
  // would be: the reason and its rule are said beside the click. The board never says
  // on its own what the rules refuse.

  /** The slot a refused take or flip is asked about: the focused card, unless its column
   * is gone (then the first card still there). */
  function askedSlot() {
    const grid = position.view().grids?.[mainSeat(position.snap)] ?? [];
    if (grid[choices.focusSlot]?.state !== "gone") return choices.focusSlot;
    const standing = grid.findIndex((cell) => cell?.state !== "gone");
    return standing === -1 ? choices.focusSlot : standing;
  }

  function drawCard() {
    if (!position.snap) return;
    if (position.index.d) play(position.index.d);
    else why("d");
  }

  /** Picks the discard ("take") or turns flip mode on ("flip"), or back off. */
  function toggleMode(mode) {
    if (!position.snap) return;
    const moves = mode === "take" ? position.index.t : position.index.f;
    if (!moves.size) {
      why(`${mode === "take" ? "t" : "f"}${askedSlot() + 1}`);
      return;
    }
    choices.mode = choices.mode === mode ? null : mode;
    draw();
    if (choices.mode === mode) mainGrid.focusCard(choices.focusSlot);
  }

  function clickSlot(slot) {
    const snap = position.snap;
    if (!snap) return;
    // before a card is drawn or taken, a card of the grid is asked about as a swap: the
    // rules then say what comes first
    const kind = clickKind(snap.view.phase, choices.mode) ?? "s";
    const move = position.index[kind]?.get(slot);
    if (move) play(move);
    else why(`${kind}${slot + 1}`);
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
    }
  }

  return {
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
