// Skyline Express's board: the dice tray and the die in hand, the special
// actions, each player's sheet (a train carriage seen from above, the ticket
// and dice-point tracks, the score), the four goals, the services and, in the
// solo game, the AI opponent's steps with the rules that decided them and, before
// its next step is played, the rules that decide it (view.ai_pending).
// It draws only what `view` and `moves` say: what may be clicked comes from the
// legal moves' `kind` and `colour`/`seat`/`service` extras, never from rules in
// JavaScript. A disabled button's reason and rule are Python's (view.actions), never
// worked out here; a click that is no legal move asks Python why (api.why), and the
// rules' answer is said beside it. Its parts live in skyline_express/: this module puts
// them together and marks what the person to move needs (data-decision).

import { createBoardRoot, createShownPosition, mainSeat, remarkOf, waitingText } from "../shared/board.js";
import { h } from "../shared/dom.js";
import { t } from "../shared/i18n.js";
import { makeWidget } from "../shared/widget.js";
import { indexMoves } from "./skyline_express/actions.js";
import { createAiBox } from "./skyline_express/ai-box.js";
import { createGoals, createServices } from "./skyline_express/cards.js";
import { AI, aiPhase, seatName } from "./skyline_express/carriage.js";
import { createHand, createTray } from "./skyline_express/dice.js";
import { createChoices, createFacts } from "./skyline_express/facts.js";
import { createPlaying } from "./skyline_express/playing.js";
import { createMainSheet, createOtherSheets, createSheets } from "./skyline_express/sheets.js";
import { createSpecialActions } from "./skyline_express/special-actions.js";
import { createBanner, createStatus } from "./skyline_express/status.js";
import { describeLast, keysText, promptText, remarkText } from "./skyline_express/words.js";

function mountBoard(host, { play, why, send }) {
  const choices = createChoices();
  const position = createShownPosition({
    indexMoves,
    seatOf: mainSeat,
    onNewPosition: () => Object.assign(choices, { chooser: null, panelPreview: null }),
    onNewSeat: () => (choices.focusSeat = 0),
  });
  const facts = createFacts(position, choices);

  const banner = createBanner(facts);
  const status = createStatus(facts);
  const say = status.say;
  // the special actions' view exists by the time a click or a key asks for it
  const playing = createPlaying(facts, {
    play,
    why,
    say,
    actions: { update: () => actions.update(), focusChoice: () => actions.focusChoice(), focusAction: (key) => actions.focusAction(key) },
  });
  const ai = createAiBox(facts, { send, onStep: playing.nextAiStep });
  const tray = createTray(facts, { onTake: playing.takeDie, play });
  const hand = createHand(facts);
  const actions = createSpecialActions(facts, { onAction: (key) => playing.runAction(key, facts.states()[key]), onChooser: playing.toggleChooser, play });
  const sheets = createSheets(facts, { onSeat: playing.clickSeat, onFocusSeat: (seat) => mainSheet.focusSeat(seat) });
  const mainSheet = createMainSheet(facts, sheets);
  const otherSheets = createOtherSheets(facts, sheets, ai.element);
  const goals = createGoals(facts);
  const services = createServices(facts, { play });
  const lastLine = h("p", { class: "skyline-last" });
  const table = h("div", { class: "skyline-table" }, tray.element, hand.element, actions.element);
  const aiScoring = h("p", { class: "skyline-ai-scoring", hidden: true, text: t("The AI opponent scores no goals, its personas count double, and it wins a tie.") });
  // what a class reads once, folded: the keys, how the carriage is drawn, how the AI scores
  const helpTitle = h("summary", { class: "skyline-help-title" });
  const help = h("details", { class: "skyline-help" },
    helpTitle,
    h("p", { class: "skyline-keys", text: keysText() }),
    h("p", { class: "skyline-car-legend", text: t("Windows along the top, the corridor along the bottom. Benches face each other: a and c on the left bench, b and d on the right; a and b by the window.") }),
    aiScoring);

  // Laid out for a wide, short screen: the prompt and the points, the dice beside the
  // special actions, your sheet with its tracks and score beside its carriage, then the
  // other sheets (the AI opponent's beside its steps), the goals and the services.
  const root = createBoardRoot({ className: "skyline", label: t("Skyline Express board. {keys}.", { keys: keysText() }) },
    banner.element,
    status.element,
    table,
    mainSheet.element,
    otherSheets.element,
    goals.element,
    services.element,
    lastLine,
    help);
  host.append(root);
  root.addEventListener("keydown", playing.onKeydown);

  // ---- Drawing ----

  /** Marks what the person to move needs now (data-decision): the dice and the special
   * actions while the game goes on, and the sheet the move acts on (the AI box marks its
   * own parts in the AI opponent's steps). */
  function markDecision(v) {
    const mark = (element, name) => (name ? element.setAttribute("data-decision", name) : element.removeAttribute("data-decision"));
    mark(banner.element, v.over ? "result" : null);
    mark(table, v.over ? null : "dice and actions"); // i18n-ignore: a data-decision name, no one reads it
    const acting = v.over ? null : aiPhase(v) ? AI : v.current_player;
    for (const sheet of root.querySelectorAll(".skyline-sheet")) {
      const seat = sheet.dataset.seat === AI ? AI : Number(sheet.dataset.seat);
      mark(sheet, seat === acting ? "the sheet the move acts on" : null); // i18n-ignore: a data-decision name, no one reads it
    }
  }

  function draw() {
    if (!position.snap) return;
    const v = facts.view();
    for (const part of [banner, status, tray, hand, actions, ai, mainSheet, otherSheets, goals, services]) part.update();
    drawAround(v);
  }

  /** What the board says around its parts: the decision marked, the help, the last move
   * and the prompt. */
  function drawAround(v) {
    markDecision(v);
    aiScoring.hidden = !v.solo;
    helpTitle.textContent = v.solo ? t("Keys, how to read a carriage, how the AI opponent scores") : t("Keys, and how to read a carriage");
    lastLine.textContent = describeLast(v.last, { nameOf: facts.nameOf, seatNameOf: (s) => seatName(v, s), serviceOf: facts.serviceOf, trace: v.ai_trace });
    lastLine.hidden = !v.last;
    const snap = position.snap;
    say(promptText(v, position.index, { viewing: snap.viewing !== null, moves: snap.moves.length, autoplay: snap.settings?.autoplay, busy: snap.busy, nameOf: facts.nameOf, waiting: waitingText(snap, v.current_player, facts.nameOf) }));
  }

  // what the board draws from: a batch that changes none of it (an error, the outcomes)
  // leaves the board as it is, so a refusal's note stays beside the element clicked
  const DRAWN_FROM = ["view", "moves", "players", "seat", "settings", "busy", "viewing"];
  // the kernel busy or free, or autoplay turned on or off, changes only the AI opponent's
  // box and the prompt: the sheets, dice and cards stay as they are
  const PARTS_FROM = ["view", "moves", "players", "seat", "viewing"];
  const unchanged = (names, before, next) => names.every((name) => before[name] === next[name]);

  return {
    update(next) {
      const before = position.snap;
      position.accept(next);
      if (before && unchanged(DRAWN_FROM, before, next)) return;
      if (before && unchanged(PARTS_FROM, before, next)) {
        ai.update();
        drawAround(facts.view());
        return;
      }
      draw();
    },
    preview(move) {
      if (move === choices.panelPreview) return;
      choices.panelPreview = move ?? null;
      if (!position.snap) return;
      for (const part of [tray, actions, mainSheet, otherSheets, services]) part.update();
      markDecision(facts.view());
    },
    remark: remarkOf(remarkText),
    destroy() {
      root.remove();
    },
  };
}

export default makeWidget({ mount: mountBoard });
