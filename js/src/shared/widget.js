// The generic widget shell: header, controls, banners, the board area and the
// four inspection panels. Game-agnostic: a game supplies only its board.
//
// A board is { mount(host, api) -> view, traits? } where `traits` names synced traits of
// its widget class beyond the shell's TRAITS (read into snap by name), and
//   api  = { play(move), why(id), send(message) }  play sends a move for the shown position;
//                                              why asks Python why the move `id` (one the
//                                              clicked thing would be, but no legal move
//                                              now) is refused: its answer is said beside
//                                              the click (refusal.js); send any other message
//   view = { update(snap), preview(move|null), remark?(prev, next) -> string, destroy?(),
//            relayout?(), panels?: [{ element, update(snap) }] }
// `relayout` is called when the shell changes the board's text size to fit the screen
// (fit.js), for a board that measures itself to choose its layout.
// `panels` are a game's own inspection panels, shown in the aside before State.
// `snap` is a snapshot of the synced traits (see `snapshot` below); a board
// renders only from snap.view and snap.moves and never decides legality.

import { announcement, describeLogEntry, staleKey } from "./announce.js";
import { createControls, createErrorBanner, createHandoffBanner, createLayoutButton, createViewingBanner } from "./controls.js";
import { h } from "./dom.js";
import { ENGLISH, pageLanguage, t, useWords } from "./i18n.js";
import { loadWords, loadedCatalogue, wordsRefOf } from "./words-loader.js";
import { createFit } from "./fit.js";
import { createFocusKeeper } from "./focus-keeper.js";
import { keepKeys } from "./keys.js";
import { createRefusal } from "./refusal.js";
import { createRevealBanner } from "./reveal.js";
import { createLogPanel } from "./panels/log-panel.js";
import { createMovesPanel } from "./panels/moves-panel.js";
import { createOutcomesPanel } from "./panels/outcomes-panel.js";
import { createReasoningPanel } from "./panels/reasoning-panel.js";
import { createRulesPanel } from "./panels/rules-panel.js";
import { createStatePanel } from "./panels/state-panel.js";
import { createChancePanel } from "./panels/chance-panel.js";
import { isCsvMessage, saveText } from "./download.js";
import { plyShown, withShownPly } from "./shown-ply.js";
import { createBranchesPanel } from "./panels/branches-panel.js";
// the Log by what each move adds: the whole `log_entries` now and then, a `log_tail` per move
import { followLog, logOf } from "./log-store.js";
import { followPageTheme } from "./page-theme.js";
// the view by what each move changes: the whole `view` now and then, a `view_patch` per move
import { followView, viewOf } from "./view-store.js";

/** The traits the shell listens to (see docs/widget-protocol.md). */
export const TRAITS = ["game", "title", "view", "moves", "log_entries", "ply", "viewing", "outcomes", "error", "players", "seat", "settings", "bots", "rollout_bots", "busy", "handoff", "inspection", "reveal_all", "reasoning", "rules", "chance", "branches", "comparison", "log_tail", "bundle", "view_patch"];

const asObject = (x) => (x && typeof x === "object" && !Array.isArray(x) ? x : {});
const asArray = (x) => (Array.isArray(x) ? x : []);

/** Reads every trait once, with safe defaults for a model not yet filled in; and the
 * board's own traits (`boardTraits`, e.g. the generic board's "pieces"), null where unset. */
export function snapshot(model, boardTraits = []) {
  const view = asObject(viewOf(model)); // kept from `view` and each `view_patch` (view-store.js)
  const viewing = model.get("viewing");
  return {
    game: model.get("game") ?? "",
    title: model.get("title") ?? "",
    view,
    moves: asArray(model.get("moves")),
    log: logOf(model), // the whole Log, kept from `log_entries` and each `log_tail` (log-store.js)
    ply: model.get("ply") ?? 0,
    viewing: typeof viewing === "number" ? viewing : null,
    outcomes: asObject(model.get("outcomes")),
    error: asObject(model.get("error")),
    players: asArray(model.get("players")),
    seat: model.get("seat") ?? null,
    settings: asObject(model.get("settings")),
    bots: asArray(model.get("bots")),
    rollout_bots: asArray(model.get("rollout_bots")),
    busy: model.get("busy") ?? "",
    handoff: asObject(model.get("handoff")),
    inspection: asObject(model.get("inspection")),
    // the teacher's view: everything hidden is on the board, marked (reveal.js)
    reveal_all: model.get("reveal_all") === true,
    reasoning: asObject(model.get("reasoning")),
    rules: asObject(model.get("rules")),
    chance: asObject(model.get("chance")),
    branches: asArray(model.get("branches")),
    comparison: asObject(model.get("comparison")),
    ...Object.fromEntries(boardTraits.map((name) => [name, model.get(name) ?? null])),
    // Derived for convenience: games report the end as view.over or a null current_player.
    over: view.over === true || (("current_player" in view) && view.current_player === null),
  };
}

/** The one-line summary of whose turn it is, or what the kernel is doing. */
export function turnText(snap) {
  if (snap.busy === "simulating") return t("Simulating\u2026");
  if (snap.busy === "bots") return t("Bots are playing\u2026");
  if (snap.busy) return t("Busy: {what}\u2026", { what: snap.busy });
  if (snap.viewing !== null) return t("Viewing a past position");
  if (typeof snap.handoff?.seat === "number") {
    return t("Waiting for {name} to take the screen", { name: snap.handoff.name || t("Seat {seat}", { seat: snap.handoff.seat }) });
  }
  if (snap.over) return t("Game over");
  const seat = snap.view.current_player;
  const player = typeof seat === "number" ? snap.players[seat] : undefined;
  const name = player?.name ?? (typeof seat === "number" ? t("Seat {seat}", { seat }) : "");
  const ply = snap.ply === 0 ? t("No moves yet") : t("After move {ply}", { ply: snap.ply });
  // a step the rules make by themselves (a rules-driven opponent) is that opponent's move
  const automatic = snap.moves?.length === 1 && snap.moves[0].automatic ? snap.moves[0].by : null;
  if (automatic) return t("{ply} \u00B7 To move: {name}", { ply, name: automatic });
  if (!name) return ply;
  if (player?.kind === "bot") return t("{ply} \u00B7 To move: {name} ({bot})", { ply, name, bot: player.bot ?? t("bot") });
  return t("{ply} \u00B7 To move: {name}", { ply, name });
}

export function makeWidget(board) {
  // a board's own synced traits beyond the shell's (a widget class that adds traits:
  // skywidgets.Board's "pieces"), read into each snapshot by name
  const boardTraits = Array.isArray(board.traits) ? board.traits : [];
  const listened = [...TRAITS, ...boardTraits];
  return {
    // once per model, before any view: its Log and view are kept from then on, so a view
    // opened later still shows every move (log-store.js, view-store.js)
    initialize({ model }) {
      const stopLog = followLog(model);
      const stopView = followView(model);
      return () => {
        stopLog();
        stopView();
      };
    },
    // The board is drawn in the language of the catalogue its `bundle.words` names; a new
    // language (a live settings change) draws it anew. Under settings.language "auto" the
    // board tells Python the page's language (JupyterLab's), which Python then follows.
    render({ model, el }) {
      let ref = wordsRefOf(model);
      let teardown = null;
      let alive = true;
      const draw = (catalogue) => {
        teardown?.();
        teardown = renderShell({ model, el }, catalogue);
      };
      const onBundle = () => {
        const next = wordsRefOf(model);
        if (next === ref) return;
        ref = next;
        loadWords(model, next).then((catalogue) => {
          if (alive && ref === next) draw(catalogue);
        });
      };
      model.on("change:bundle", onBundle);
      // (only when it differs from the language the board speaks: nothing to ask otherwise)
      const language = model.get("settings")?.language;
      const page = pageLanguage();
      const spoken = (loadedCatalogue(ref) ?? ENGLISH).language;
      const primary = (tag) => String(tag).split(/[-_]/)[0].toLowerCase();
      if ((language === undefined || language === "auto") && page && primary(page) !== primary(spoken)) {
        model.send({ type: "page_language", language: page });
      }
      const stop = () => {
        alive = false;
        model.off("change:bundle", onBundle);
        teardown?.();
      };
      if (loadedCatalogue(ref) !== undefined) {
        draw(loadedCatalogue(ref)); // drawn at once: the catalogue is already here
        return stop;
      }
      return loadWords(model, ref).then((catalogue) => {
        if (alive) draw(catalogue);
        return stop;
      });
    },
  };

  function renderShell({ model, el }, catalogue) {
    useWords(catalogue);
    {
      let shown = null; // the snapshot on screen: its ply is "the position the browser saw"
      // the ply of the position this view shows (the past one while time travel shows it):
      // every message that acts on a position carries it, so Python refuses a stale one
      const shownPly = () => plyShown(shown ?? { ply: model.get("ply"), viewing: model.get("viewing") });
      const send = (message) => model.send(withShownPly(message, shownPly()));
      let disposed = false;
      let scheduled = false;
      let saidAt = null; // staleKey() of the position the status line speaks of

      const title = h("h3", { class: "skyw-title" });
      const turn = h("p", { class: "skyw-turn" });
      const status = h("p", { class: "skyw-status", role: "status", "aria-live": "polite" });
      const controls = createControls({ send });
      const errorBanner = createErrorBanner({ send });
      const viewingBanner = createViewingBanner({ send });
      const handoffBanner = createHandoffBanner({ send });
      const layoutButton = createLayoutButton({ send });
      const boardHost = h("section", { class: "skyw-board-host", "aria-label": t("Board") });
      // where the controls go when the side column has wrapped below the board: above it,
      // on the first screen with the prompt (arrangeControls)
      const topbar = h("div", { class: "skyw-topbar" });
      const refusal = createRefusal({ host: boardHost, send });
      const revealBanner = createRevealBanner();

      const play = (move) => {
        refusal.expect();
        send({ type: "move", id: move.id, ply: shownPly() });
      };
      const why = (id) => {
        refusal.expect();
        send({ type: "why", id, ply: shownPly() });
      };
      const boardView = board.mount(boardHost, { play, why, send });
      const preview = (move) => boardView.preview(move);
      const findMove = (id) => shown?.moves.find((m) => m.id === id) ?? null;
      const movesPanel = createMovesPanel({ play, preview });
      const outcomesPanel = createOutcomesPanel({ send, preview, findMove });
      const logPanel = createLogPanel({ send });
      const statePanel = createStatePanel();
      // Bot's reasoning (Why?): beside the controls, so the compact layout keeps it too
      const reasoningPanel = createReasoningPanel();
      // the Rules panel: variants and seats for a new game (panels/rules-panel.js)
      const rulesPanel = createRulesPanel({ send });
      // the Chance panel: what is left to chance, for the screen (panels/chance-panel.js)
      const chancePanel = createChancePanel();
      const branchesPanel = createBranchesPanel({ send }); // "What if?" branches
      const boardPanels = Array.isArray(boardView.panels) ? boardView.panels : [];
      const parts = [controls, layoutButton, errorBanner, viewingBanner, handoffBanner, revealBanner, movesPanel, outcomesPanel, logPanel, branchesPanel, ...boardPanels, chancePanel, statePanel, reasoningPanel, rulesPanel];

      // The board first, then beside it (where the width allows, else below) the controls
      // and the inspection panels: whose turn, the prompt and the board stay on one screen.
      const root = h("div", { class: "skyw", lang: catalogue.language, "data-lm-suppress-shortcuts": "true" },
        h("header", { class: "skyw-header" }, title, turn, layoutButton.element, status),
        revealBanner.element,
        errorBanner.element,
        viewingBanner.element,
        handoffBanner.element,
        topbar,
        h("div", { class: "skyw-main" },
          boardHost,
          h("div", { class: "skyw-side" },
            controls.element,
            reasoningPanel.element,
            h("aside", { class: "skyw-panels", "aria-label": t("Inspection panels") },
              movesPanel.element, outcomesPanel.element, logPanel.element, branchesPanel.element,
              boardPanels.map((panel) => panel.element), chancePanel.element, statePanel.element, rulesPanel.element))));

      // what a person does on this board is answered in its words (i18n.js: one page, many
      // boards, each in its own language)
      for (const type of ["click", "keydown", "input", "change", "focusin", "pointerover", "pointerdown", "submit"]) {
        root.addEventListener(type, () => useWords(catalogue), true);
      }
      // JupyterLab's notebook shortcuts (a, b, m, d d, arrows...) listen for keys bubbling
      // up from any focused element, and data-lm-suppress-shortcuts alone does not stop
      // them for focused buttons. Keys pressed inside the widget belong to the widget;
      // combinations with Ctrl, Alt or Meta (save, undo in the notebook) still pass.
      root.addEventListener("keydown", (event) => {
        if (!event.ctrlKey && !event.altKey && !event.metaKey) event.stopPropagation();
      });
      // front ends that hear shortcuts on the way down (Notebook 7): keys.js
      const releaseKeys = keepKeys(root);
      // a control that is off (aria-disabled, so that it keeps the focus: dom.js setOff)
      // does nothing, by click, Enter or Space
      root.addEventListener("click", (event) => {
        const off = event.target instanceof Element ? event.target.closest('[data-off="true"]') : null;
        if (off) {
          event.preventDefault();
          event.stopImmediatePropagation();
        }
      }, true);
      // the focus and the page stay where the person was through every redraw
      const keeper = createFocusKeeper(root, boardHost);
      const side = controls.element.parentElement;
      // Beside the board, the controls head the side column. When that column has
      // wrapped below the board (a narrow notebook, the file browser open), they would
      // sit a board's height down the page, so they go above the board instead: Bot move
      // and Undo stay on the first screen with the prompt. The decision comes first: when
      // it does not fit the screen with them above it (`crowded`, from fit.js), they go
      // back to the side column. The compact layout keeps them beside the board.
      // The place is chosen for a width (and layout) and kept through the moves played at
      // it: controls that moved between two moves would move the button just pressed.
      let placedFor = null;
      function arrangeControls(crowded) {
        const compact = root.classList.contains("is-compact");
        const layout = `${root.clientWidth} ${compact}`;
        if (!crowded && layout === placedFor) return false;
        placedFor = layout;
        const sideBox = side.getBoundingClientRect();
        const boardBox = boardHost.getBoundingClientRect();
        const stacked = !compact && boardBox.height > 0 && sideBox.top >= boardBox.bottom - 1;
        const home = stacked && !crowded ? topbar : side;
        if (controls.element.parentElement === home) return false;
        const active = root.getRootNode().activeElement;
        const hadFocus = active && controls.element.contains(active) ? active : null;
        home.prepend(controls.element);
        root.classList.toggle("is-stacked", home === topbar);
        hadFocus?.focus({ preventScroll: true });
        return true;
      }
      // what the person to move needs stays on one screen: the board's text shrinks (never
      // under --skyw-min-text) when the decision is taller than the visible height
      const fitter = createFit(root, { relayout: () => boardView.relayout?.(), arrange: arrangeControls });

      function update() {
        scheduled = false;
        if (disposed) return;
        useWords(catalogue);
        const next = snapshot(model, boardTraits);
        const mark = keeper.before();
        root.dataset.game = next.game;
        root.classList.toggle("is-busy", next.busy !== "");
        root.classList.toggle("is-viewing", next.viewing !== null);
        root.classList.toggle("is-handoff", typeof next.handoff.seat === "number");
        root.classList.toggle("is-compact", next.settings.layout === "compact");
        root.classList.toggle("is-revealed", next.reveal_all);
        title.textContent = next.title || next.game;
        turn.textContent = turnText(next);
        boardView.update(next);
        for (const part of parts) part.update(next);
        // a refusal of the board's click is said beside it; the banner is for the rest
        const besideTheClick = refusal.update(next);
        errorBanner.element.hidden = errorBanner.element.hidden || besideTheClick;
        const said = shown === null
          ? (next.log.length ? describeLogEntry(next.log[next.log.length - 1]) + "." : "")
          : announcement(shown, next, boardView.remark?.(shown, next) ?? "");
        // the line says what just happened; once the game has moved on without a word
        // for it (a past position left, a banner gone), it no longer holds and is cleared
        if (said) {
          status.textContent = said;
          status.title = said; // the line shows one line of it at most
          saidAt = staleKey(next);
        } else if (saidAt !== null && staleKey(next) !== saidAt) {
          status.textContent = "";
          status.removeAttribute("title");
          saidAt = null;
        }
        shown = next;
        keeper.after(mark);
        fitter.later(); // at the next frame, measured on the layout the redraw needs anyway
        // after the fit (its frame comes first): what the person acted on stays in place
        if (mark.active) requestAnimationFrame(() => keeper.settle(mark));
      }
      // Python changes several traits at once (hold_sync): draw once per batch.
      const scheduleUpdate = () => {
        if (scheduled) return;
        scheduled = true;
        queueMicrotask(update);
      };

      for (const name of listened) model.on(`change:${name}`, scheduleUpdate);
      // Download CSV: Python answers an "export" message with the file's text
      const onCustom = (message) => {
        if (isCsvMessage(message)) saveText(message.filename, message.text);
      };
      model.on("msg:custom", onCustom);
      el.append(root); // first, so the first update can measure (e.g. scroll the Log)
      // the page's theme, for a widget in a shadow root (marimo): page-theme.js
      const releasePageTheme = followPageTheme(root);
      update();

      return () => {
        disposed = true;
        for (const name of listened) model.off(`change:${name}`, scheduleUpdate);
        model.off("msg:custom", onCustom);
        boardView.destroy?.();
        refusal.destroy();
        fitter.destroy();
        keeper.destroy();
        releaseKeys();
        releasePageTheme();
        root.remove();
      };
    }
  }
}
