// Skyline Express's board: the dice tray and the die in hand, the special
// actions, each player's sheet (a train carriage seen from above, the ticket
// and dice-point tracks, the score), the four goals, the services and, in the
// solo game, the AI opponent's steps with the rules that decided them and, before
// its next step is played, the rules that decide it (view.ai_pending).
// It draws only what `view` and `moves` say: what may be clicked comes from the
// legal moves' `kind` and `colour`/`seat`/`service` extras, never from rules in
// JavaScript. A disabled button's reason and rule are Python's (view.actions), never
// worked out here. Its parts live in skyline_express/: this module puts them
// together.

import { createBoardRoot, createShownPosition, mainSeat, remarkOf, waitingText } from "../shared/board.js";
import { h } from "../shared/dom.js";
import { makeWidget } from "../shared/widget.js";
import { indexMoves } from "./skyline_express/actions.js";
import { createAiBox } from "./skyline_express/ai-box.js";
import { createGoals, createServices } from "./skyline_express/cards.js";
import { seatName } from "./skyline_express/carriage.js";
import { createHand, createTray } from "./skyline_express/dice.js";
import { createChoices, createFacts } from "./skyline_express/facts.js";
import { createPlaying } from "./skyline_express/playing.js";
import { createMainSheet, createOtherSheets, createSheets } from "./skyline_express/sheets.js";
import { createSpecialActions } from "./skyline_express/special-actions.js";
import { createBanner, createStatus } from "./skyline_express/status.js";
import { KEYS_TEXT, describeLast, promptText, remarkText } from "./skyline_express/words.js";

function mountBoard(host, { play, send }) {
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
    say,
    actions: { update: () => actions.update(), focusChoice: () => actions.focusChoice(), focusAction: (key) => actions.focusAction(key) },
  });
  const ai = createAiBox(facts, { send, onStep: playing.nextAiStep });
  const tray = createTray(facts, { onTake: playing.takeDie, play });
  const hand = createHand(facts);
  const actions = createSpecialActions(facts, { onAction: (key, label) => playing.runAction(facts.states()[key], label), onChooser: playing.toggleChooser, play });
  const sheets = createSheets(facts, { onSeat: playing.clickSeat, onFocusSeat: (seat) => mainSheet.focusSeat(seat) });
  const mainSheet = createMainSheet(facts, sheets);
  const otherSheets = createOtherSheets(facts, sheets, ai.element);
  const goals = createGoals(facts);
  const services = createServices(facts, { play });
  const lastLine = h("p", { class: "skyline-last" });

  const root = createBoardRoot({ className: "skyline", label: `Skyline Express board. ${KEYS_TEXT}.` },
    banner.element,
    status.element,
    h("div", { class: "skyline-table" }, tray.element, hand.element, actions.element),
    mainSheet.element,
    otherSheets.element,
    goals.element,
    services.element,
    lastLine,
    h("p", { class: "skyline-keys", text: KEYS_TEXT }));
  host.append(root);
  root.addEventListener("keydown", playing.onKeydown);

  // ---- Drawing ----

  function draw() {
    if (!position.snap) return;
    const v = facts.view();
    for (const part of [banner, status, tray, hand, actions, ai, mainSheet, otherSheets, goals, services]) part.update();
    lastLine.textContent = describeLast(v.last, { nameOf: facts.nameOf, seatNameOf: (s) => seatName(v, s), serviceOf: facts.serviceOf, trace: v.ai_trace });
    lastLine.hidden = !v.last;
    const snap = position.snap;
    say(promptText(v, position.index, { viewing: snap.viewing !== null, moves: snap.moves.length, autoplay: snap.settings?.autoplay, busy: snap.busy, nameOf: facts.nameOf, waiting: waitingText(snap, v.current_player, facts.nameOf) }));
  }

  return {
    update(next) {
      position.accept(next);
      draw();
    },
    preview(move) {
      if (move === choices.panelPreview) return;
      choices.panelPreview = move ?? null;
      if (!position.snap) return;
      for (const part of [tray, actions, mainSheet, otherSheets, services]) part.update();
    },
    remark: remarkOf(remarkText),
    destroy() {
      root.remove();
    },
  };
}

export default makeWidget({ mount: mountBoard });
