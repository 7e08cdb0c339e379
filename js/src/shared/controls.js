// The shell's bars: the controls row, the error banner and the time-travel
// banner. Each is { element, update(snap) } and only sends messages.

import { createConfirm, discardQuestion } from "./confirm.js";
import { applyGate, h, replaceChildren, setOff, toggleAttribute, uniqueId } from "./dom.js";
import { describePosition } from "./format.js";
import { botRunGate, botStepGate, resumeGate, undoGate } from "./gates.js";
import { parseSeed } from "./inputs.js";
import { t } from "./i18n.js";

const button = (text, onclick, extra = {}) => h("button", { type: "button", class: "skyw-button", text, onclick, ...extra });
// the shell's buttons carry a key, so the focus finds the same button after a redraw
// (focus-keeper.js) and a test can name the one it pressed
const keyed = (key) => ({ "data-focus-key": `control-${key}` });

const UNDO_TITLE = () => t("Take back your last move (and the bot moves after it)");
// settings.undo: what Undo may take back (Python decides; these are only the words)
const UNDO_MODES = () => [
  ["free", t("any move"), t("Undo takes back any move: for exploring, not for a fair game")],
  ["no peeking", t("no peeking"), t("Undo never takes back a move that showed a hidden card or a roll")], // i18n-ignore: the first is the setting's value
  ["off", t("nothing"), t("Undo is off")],
];
// settings.pace: the seconds between two bot moves (Python checks the number)
const PACES = () => [[0, t("instant")], [0.3, t("quick")], [0.6, t("steady")], [1.5, t("slow")]];

/**
 * The Bot pace choices, [seconds, words], with `pace` (set from Python) among them.
 * paceChoices(0.6) -> the four named paces; paceChoices(2) -> ...and [2, "2 s"]
 */
export function paceChoices(pace) {
  const paces = PACES();
  const known = typeof pace !== "number" || !Number.isFinite(pace) || paces.some(([seconds]) => seconds === pace);
  return known ? paces : [...paces, [pace, t("{seconds} s", { seconds: pace })]].sort((a, b) => a[0] - b[0]);
}

const BOT_TURN_TITLE = () => t("The chosen bot plays the whole turn of the player to move");
const BOT_STEP_TITLE = () => t("The chosen bot plays one move for the player to move, to follow a turn step by step");
const EXPLAIN_TITLE = () => t("After each bot move, show why it was played in the Bot's reasoning panel");
const BOT_RUN_TITLE = () => t("Bots keep playing until a human is to move or the game ends");
const RESUME_TITLE = () => t("Continue from this position; the later moves stay in the Branches panel, to switch back to");

/** A button whose message goes out only while `gate(snap)` lets it, for the snapshot last
 * drawn (`current()`): the same check that disables it, whatever path clicks it. */
const gatedButton = (text, gate, current, message, send, key) =>
  button(text, () => {
    const snap = current();
    if (snap && gate(snap).enabled) send(message);
  }, keyed(key));

export function createControls({ send }) {
  const seedId = uniqueId("skyw-seed");
  const botId = uniqueId("skyw-bot");
  const seedInput = h("input", {
    id: seedId,
    type: "text",
    inputmode: "numeric",
    size: 7,
    class: "skyw-input skyw-control-extra",
    placeholder: t("random"),
    title: t("Same seed, same deal. Leave blank for a random one."),
  });
  const seedError = h("span", { class: "skyw-field-error", role: "status" });
  const newGame = button(t("New game"), () => askThenStart(newGame), keyed("new"));
  // "Start a new game? ..." beside the button, once the game has moves (confirm.js)
  const confirmNew = createConfirm({ yes: t("New game"), keep: t("Keep this game"), key: "control-new" });
  let shown = null; // the snapshot last drawn
  const current = () => shown;
  const undo = gatedButton(t("Undo"), undoGate, current, { type: "undo" }, send, "undo");
  const undoModeId = uniqueId("skyw-undo-mode");
  const undoMode = h("select", { id: undoModeId, class: "skyw-input" },
    ...UNDO_MODES().map(([value, text, title]) => h("option", { value, text, title })));
  const undoModeField = h("span", { class: "skyw-row skyw-control-extra", title: t("What Undo may take back") },
    h("label", { for: undoModeId, text: t("takes back") }), undoMode);
  const botSelect = h("select", { id: botId, class: "skyw-input skyw-control-extra" });
  const botTurn = gatedButton(t("Bot move"), botStepGate, current, { type: "bot_step" }, send, "bot-move");
  const botStep = gatedButton(t("Bot step"), botStepGate, current, { type: "bot_step", whole_turn: false }, send, "bot-step");
  const botRun = gatedButton(t("Bot plays on"), botRunGate, current, { type: "bot_run" }, send, "bot-run");
  // off, it is silenced by the shell's guard (widget.js), as every setOff control is
  const stop = button(t("Stop"), () => send({ type: "stop" }), keyed("stop"));
  const autoplayId = uniqueId("skyw-autoplay");
  const autoplay = h("input", { id: autoplayId, type: "checkbox", class: "skyw-checkbox" });
  const autoplayField = h("span", { class: "skyw-row", title: t("Off: bots wait for Bot move or Bot plays on, so a teacher can narrate") },
    autoplay, h("label", { for: autoplayId, text: t("Bots move on their own") }));
  // settings.explain: every bot move shows its reasons in the Bot's reasoning panel
  const explainId = uniqueId("skyw-explain");
  const explain = h("input", { id: explainId, type: "checkbox", class: "skyw-checkbox" });
  const explainField = h("span", { class: "skyw-row", title: EXPLAIN_TITLE() },
    explain, h("label", { for: explainId, text: t("Why?") }));
  const paceId = uniqueId("skyw-pace");
  const paceSelect = h("select", { id: paceId, class: "skyw-input" });
  const paceField = h("span", { class: "skyw-row", title: t("How long bots wait before each move, so everyone can follow") },
    h("label", { for: paceId, text: t("Bot pace") }), paceSelect);
  let shownBots;
  let shownPace;

  seedInput.addEventListener("keydown", (event) => {
    if (event.key !== "Enter") return;
    // the question takes the focus: this Enter must not go on to press its button
    event.preventDefault();
    askThenStart(seedInput);
  });
  botSelect.addEventListener("change", () => send({ type: "settings", settings: { bot: botSelect.value } }));
  autoplay.addEventListener("change", () => send({ type: "settings", settings: { autoplay: autoplay.checked } }));
  paceSelect.addEventListener("change", () => send({ type: "settings", settings: { pace: Number(paceSelect.value) } }));
  undoMode.addEventListener("change", () => send({ type: "settings", settings: { undo: undoMode.value } }));
  explain.addEventListener("change", () => send({ type: "settings", settings: { explain: explain.checked } }));

  // New game (or Enter in the seed field): the seed is checked first, then, when the game
  // on the board has moves, the person is asked before it is thrown away
  function askThenStart(origin) {
    if (shown === null || shown.busy !== "") return;
    const parsed = parseSeed(seedInput.value);
    seedInput.setAttribute("aria-invalid", String(!parsed.ok));
    seedError.textContent = parsed.ok ? "" : parsed.reason;
    if (!parsed.ok) return;
    const start = () => send({ type: "new", seed: parsed.seed });
    const question = discardQuestion(shown);
    if (question) confirmNew.ask(question, start, origin);
    else start();
  }

  // Rows that read well in a column beside the board and wrap into a band below it. The
  // compact layout keeps the buttons and folds away the choices (skyw-control-extra).
  const element = h("div", { class: "skyw-controls", role: "group", "aria-label": t("Game controls") },
    h("div", { class: "skyw-row" }, undo, undoModeField),
    h("div", { class: "skyw-row" },
      h("label", { for: seedId, text: t("Seed"), class: "skyw-control-extra" }), seedInput, newGame, seedError),
    confirmNew.element,
    h("div", { class: "skyw-row" },
      h("label", { for: botId, text: t("Bot"), class: "skyw-control-extra" }), botSelect, botTurn, botStep, explainField),
    h("div", { class: "skyw-row" }, botRun, stop),
    h("div", { class: "skyw-row skyw-control-extra" }, autoplayField),
    h("div", { class: "skyw-row skyw-control-extra" }, paceField));

  return {
    element,
    update(snap) {
      shown = snap;
      if (snap.bots !== shownBots) {
        shownBots = snap.bots;
        replaceChildren(botSelect, snap.bots.map((name) => h("option", { value: name, text: name })));
      }
      if (snap.settings.bot !== undefined) botSelect.value = snap.settings.bot;
      // "Bot plays on" and autoplay only mean something when a seat is a bot
      const hasBotSeat = snap.players.some((player) => player.kind === "bot");
      botRun.hidden = !hasBotSeat;
      autoplayField.hidden = !hasBotSeat || typeof snap.settings.autoplay !== "boolean";
      autoplay.checked = snap.settings.autoplay === true;
      const pace = snap.settings.pace;
      paceField.hidden = !hasBotSeat || typeof pace !== "number";
      if (typeof pace === "number" && pace !== shownPace) {
        shownPace = pace;
        replaceChildren(paceSelect, paceChoices(pace).map(([seconds, words]) =>
          h("option", { value: String(seconds), text: seconds === 0 ? words : t("{pace} ({seconds} s)", { pace: words, seconds }) })));
        paceSelect.value = String(pace);
      }
      explainField.hidden = typeof snap.settings.explain !== "boolean";
      explain.checked = snap.settings.explain === true;
      undoModeField.hidden = typeof snap.settings.undo !== "string";
      if (typeof snap.settings.undo === "string") {
        undoMode.value = snap.settings.undo;
        undoModeField.title = UNDO_MODES().find(([value]) => value === snap.settings.undo)?.[2] ?? t("What Undo may take back");
      }
      const busy = snap.busy !== "";
      // what changes or reveals a position waits for the hand-off (gates.js); New game,
      // Stop and the settings do not
      applyGate(undo, undoGate(snap), UNDO_TITLE());
      applyGate(botTurn, botStepGate(snap), BOT_TURN_TITLE());
      applyGate(botStep, botStepGate(snap), BOT_STEP_TITLE());
      applyGate(botRun, botRunGate(snap), BOT_RUN_TITLE());
      setOff(newGame, busy);
      // the question was about the game it was asked of: a new one (from Python, or
      // another view) or a busy kernel takes it away
      if (confirmNew.open && (busy || snap.ply === 0)) confirmNew.hide({ refocus: false });
      botSelect.disabled = busy || snap.bots.length === 0;
      autoplay.disabled = busy;
      // the pace may change while bots play (Python reads it before every wait): a
      // teacher slows a run down to talk about it; the other settings wait for the run
      paceSelect.disabled = false;
      undoMode.disabled = busy;
      setOff(stop, !busy);
    },
  };
}

export function createErrorBanner({ send }) {
  const message = h("span", { class: "skyw-error-message" });
  const detail = h("span", { class: "skyw-error-detail" });
  const element = h("div", { class: "skyw-banner skyw-error", hidden: true },
    h("span", { class: "skyw-banner-icon", "aria-hidden": "true", text: "\u26A0" }),
    h("span", { class: "skyw-banner-text" }, h("strong", { text: t("Not allowed: ") }), message, detail),
    button(t("Dismiss"), () => send({ type: "dismiss" }), { "aria-label": t("Dismiss the error") }));
  return {
    element,
    update(snap) {
      const error = snap.error ?? {};
      toggleAttribute(element, "hidden", !error.message);
      message.textContent = error.message ?? "";
      const bits = [error.rule && t("rule: {rule}", { rule: error.rule }), error.field && t("field: {field}", { field: error.field })].filter(Boolean);
      detail.textContent = bits.length ? ` (${bits.join(", ")})` : "";
    },
  };
}

/**
 * The hand-off screen: in a game with private hands and several people at one screen,
 * Python shows only the public view until the next person says they are there.
 */
/** Focuses `target` as soon as it is on the page (within about a second), unless what it
 * was for (`key`) is no longer what `current()` says. */
function focusOnceShown(target, key, current, tries = 60) {
  const attempt = (left) => {
    if (current() !== key) return;
    if (target.isConnected && !target.closest("[hidden]")) {
      target.focus();
      return;
    }
    if (left > 0) requestAnimationFrame(() => attempt(left - 1));
  };
  queueMicrotask(() => attempt(tries));
}

export function createHandoffBanner({ send }) {
  const text = h("span", { class: "skyw-banner-text" });
  const ready = button(t("Ready"), () => send({ type: "ready" }));
  const element = h("div", { class: "skyw-banner skyw-handoff", hidden: true, role: "dialog", "aria-label": t("Hand the screen over") },
    h("span", { class: "skyw-banner-icon", "aria-hidden": "true", text: "⇄" }),
    text,
    ready);
  let waitingFor = null;
  return {
    element,
    update(snap) {
      const handoff = snap.handoff ?? {};
      const waiting = typeof handoff.seat === "number";
      toggleAttribute(element, "hidden", !waiting);
      if (!waiting) {
        waitingFor = null;
        return;
      }
      const name = handoff.name || t("Seat {seat}", { seat: handoff.seat });
      text.textContent = t("Pass the screen to {name}. {name}: press Ready when nobody else can see it.", { name });
      ready.setAttribute("aria-label", t("Ready: {name} is at the screen", { name }));
      if (waitingFor !== handoff.seat) {
        waitingFor = handoff.seat;
        // the button is the one thing to do: put the keyboard there, also on a first
        // draw, when the output area may attach the widget to the page a little later
        focusOnceShown(ready, handoff.seat, () => waitingFor);
      }
    },
  };
}

export function createViewingBanner({ send }) {
  const text = h("span", { class: "skyw-banner-text" });
  let shown = null; // the snapshot last drawn
  const resume = gatedButton(t("Play on from here"), resumeGate, () => shown, { type: "resume" }, send);
  const element = h("div", { class: "skyw-banner skyw-viewing", hidden: true },
    h("span", { class: "skyw-banner-icon", "aria-hidden": "true", text: "\u21BA" }),
    text,
    // time travel itself stays: during a hand-off Python shows the past's public view
    button(t("Back to the game"), () => send({ type: "goto", ply: null })),
    resume);
  return {
    element,
    update(snap) {
      shown = snap;
      applyGate(resume, resumeGate(snap), RESUME_TITLE());
      toggleAttribute(element, "hidden", snap.viewing === null);
      if (snap.viewing !== null) {
        text.textContent = t("Viewing {position}. The live game is at move {ply}.", { position: describePosition(snap.viewing), ply: snap.ply });
      }
    },
  };
}

const LAYOUT_TITLES = () => ({
  normal: t("Compact layout for a projector: the board smaller, the panels folded away, the controls in one row"),
  compact: t("Back to the full layout: the inspection panels beside the board"),
});

/** The header's layout switch: Compact (pressed while the compact layout is on). */
export function createLayoutButton({ send }) {
  const element = button(t("Compact"), () => {
    const compact = element.getAttribute("aria-pressed") === "true";
    send({ type: "settings", settings: { layout: compact ? "normal" : "compact" } });
  }, { class: "skyw-button skyw-layout-button", "aria-pressed": "false" });
  return {
    element,
    update(snap) {
      const layout = snap.settings.layout;
      element.hidden = layout !== "normal" && layout !== "compact";
      element.setAttribute("aria-pressed", String(layout === "compact"));
      element.title = LAYOUT_TITLES()[layout] ?? LAYOUT_TITLES().normal;
    },
  };
}
