// Skyline Express's player sheets: the carriage seen from above (6 compartments,
// windows at the top, the corridor at the bottom, the goals each completes), the
// ticket and dice-point tracks and the score. The main sheet's seats are buttons
// (arrows move between them); the other sheets, and the AI opponent's, are pictures
// with labels.

import { addGridKeys, h, morphChildren, rebuildKeepingFocus } from "../../shared/dom.js";
import { joinNames } from "../../shared/format.js";
import { nt, pt, t } from "../../shared/i18n.js";
import { AI, COLUMNS, COMPARTMENTS, LETTERS, SEATS, aiPhase, chunks, compartmentSeats, goalsByCompartment, isAi, otherSeats, personaWorth, seatPlace, trackSpaces } from "./carriage.js";
import { colourChip, letterSign } from "./dice-view.js";
import { dieText, seatLabel } from "./words.js";

/** A goal in a compartment's name: "the yellow goal (+5)". */
const goalInCompartment = (colour, points) => ({
  yellow: () => t("the yellow goal (+{points})", { points }),
  blue: () => t("the blue goal (+{points})", { points }),
  green: () => t("the green goal (+{points})", { points }),
  red: () => t("the red goal (+{points})", { points }),
}[colour]?.() ?? `${colour} (+${points})`);

/** A track: gained, spent and left, its spaces in groups of six. */
function track(title, gained, spent, size, unit) {
  const left = gained - spent;
  return h("div", { class: "skyline-track", role: "img", "aria-label": t("{title}: {gained} gained, {spent} spent, {left} left (a track of {size})", { title, gained, spent, left, size }) },
    // gained and spent are drawn (the spaces) and said in its name
    h("span", { class: "skyline-track-title", "aria-hidden": "true" }, h("strong", { text: title }), " " + t("{left} left", { left })),
    h("span", { class: "skyline-track-spaces", "aria-hidden": "true", "data-unit": unit },
      chunks(trackSpaces(gained, spent, size), 6).map((group) =>
        h("span", { class: "skyline-space-group" }, group.map((state) => h("span", { class: `skyline-space is-${state}` }))))));
}

/** Who sits in a seat, drawn: the passenger's letter on its colour (a star and its
 * worth for a persona, above the letter, never over it), or the seat's name when empty:
 * on every sheet, the AI opponent's too, so the class can say "the AI took 4b". */
function passenger(sheet, seat) {
  const colour = sheet?.seats?.[seat];
  if (!colour) return h("span", { class: "skyline-seat-name", "aria-hidden": "true", text: seatPlace(seat).name });
  const persona = (sheet.personas ?? []).includes(seat);
  const worth = personaWorth(sheet, seat);
  return h("span", { class: `skyline-passenger skyline-c-${colour}${persona ? " is-persona" : ""}`, "aria-hidden": "true" },
    letterSign(colour, "skyline-passenger-letter"),
    // the star is drawn (::before), its worth written beside it
    persona ? h("span", { class: "skyline-persona" }, worth !== null ? h("span", { class: "skyline-persona-worth", text: String(worth) }) : null) : null);
}

/** The word under a seat the room should see: the AI opponent's next seat, or the seat
 * just filled (its name says it too: "..., last one seated"). */
function seatMark(text) {
  return h("span", { class: "skyline-seat-mark", "aria-hidden": "true", text });
}

/**
 * Draws player sheets. On the main sheet a seat's button calls `onSeat(seat)` and the
 * arrows call `onFocusSeat(seat)`.
 */
export function createSheets(facts, { onSeat, onFocusSeat }) {
  const { choices } = facts;

  function sheetLabel(v, sheet, who, { main = false, ai = false } = {}) {
    const players = facts.position.snap.players;
    const player = ai ? {} : players?.[who] ?? {};
    const name = ai ? t("AI opponent") : player.name ?? t("Seat {seat}", { seat: who + 1 });
    const bot = player.kind === "bot" ? ` (${!player.bot || player.bot === name ? t("bot") : player.bot})` : "";
    const toMove = !ai && v.current_player === who && !v.over && !aiPhase(v);
    const aiToMove = ai && aiPhase(v);
    const winner = v.over && !ai && (v.winners ?? []).includes(who);
    const aiWins = v.over && ai && ["solo_loss", "solo_tie"].includes(v.result?.kind);
    const firstMark = !ai && !v.solo && v.first === who;
    return h("div", { class: "skyline-sheet-label" },
      h("span", { class: "skyline-name-line", title: `${name}${bot}` },
        toMove || aiToMove ? h("span", { class: "skyline-badge is-turn", text: t("\u25B6 to move") }) : null,
        h("span", { class: "skyline-who" }, h("strong", { class: "skyline-name", text: name }), bot ? h("span", { class: "skyline-bot", text: bot }) : null)),
      h("span", { class: "skyline-total", text: "\u00B7 " + nt("{n} point", "{n} points", sheet?.score?.total ?? 0, { n: sheet?.score?.total ?? 0 }) }),
      firstMark ? h("span", { class: "skyline-badge is-first", text: t("first player") }) : null,
      winner || aiWins ? h("span", { class: "skyline-badge is-winner", text: t("\u2605 winner") }) : null,
      main && !ai && players?.filter((p) => p.kind === "human").length > 1 ? h("span", { class: "skyline-badge", text: t("at the screen") }) : null);
  }

  function seatButton(v, sheet, seat, { main, last, aiTarget, preview, held }) {
    const target = main && facts.index().place.has(seat);
    const place = seatPlace(seat);
    const classes = `skyline-seat${target ? " is-target" : ""}${last === seat ? " is-last" : ""}${preview === seat ? " is-preview" : ""}${aiTarget === seat ? " is-ai-target" : ""}${place.right ? " is-right" : " is-left"}${place.window ? " is-window" : " is-aisle"}`;
    let label = seatLabel(v, sheet, seat);
    if (last === seat) label = t("{label}, last one seated", { label });
    if (aiTarget === seat) label = t("{label}. The AI opponent's next seat", { label });
    if (target && held) label = t("{label}. Seat the {die} here", { label, die: dieText(held.colour, held.value) });
    const mark = aiTarget === seat ? seatMark(t("next")) : last === seat ? seatMark(t("last")) : null;
    if (main) {
      return h("button", {
        type: "button", class: classes, "data-seat": seat, "data-focus-key": `seat-${seat}`, "aria-label": label,
        tabindex: seat === choices.focusSeat ? 0 : -1, onclick: () => onSeat(seat), onfocus: () => (choices.focusSeat = seat),
      }, passenger(sheet, seat), mark);
    }
    return h("span", { class: classes, "data-seat": seat, role: "img", "aria-label": label }, passenger(sheet, seat), mark);
  }

  /** The carriage seen from above: 6 compartments, windows at the top, corridor at the bottom. */
  function carriage(v, sheet, who, { main = false, ai = false } = {}) {
    const index = facts.index();
    const panelPreview = choices.panelPreview;
    const goals = ai ? new Map() : goalsByCompartment(v.goals, who);
    const marks = {
      main,
      ai,
      last: v.last && v.last.action === "place" && (ai ? isAi(v.last.player) : v.last.player === who) ? v.last.seat : null,
      aiTarget: ai && index.aiPlace.size ? [...index.aiPlace.keys()][0] : null,
      preview: panelPreview && Number.isInteger(panelPreview.seat)
        && ((main && panelPreview.kind === "place") || (ai && panelPreview.kind === "ai-place")) ? panelPreview.seat : null,
      held: main ? v.held : null,
    };
    const compartments = Array.from({ length: COMPARTMENTS }, (_, c) => {
      const done = goals.get(c) ?? [];
      const goalText = done.map((g) => goalInCompartment(v.goals[g].die, v.goals[g].points));
      const [a, b, cSeat, d] = compartmentSeats(c).map((seat) => seatButton(v, sheet, seat, marks));
      return h("div", {
        class: `skyline-compartment${done.length ? " is-goal" : ""}`,
        "data-compartment": c,
        role: "group",
        "aria-label": goalText.length ? t("Compartment {number}: completes {goals}", { number: c + 1, goals: joinNames(goalText) }) : t("Compartment {number}", { number: c + 1 }),
      },
      h("span", { class: "skyline-window", "aria-hidden": "true" }),
      h("div", { class: "skyline-benches" },
        a, h("span", { class: "skyline-table-top", "aria-hidden": "true" }), b,
        cSeat, h("span", { class: "skyline-legroom", "aria-hidden": "true" }), d),
      h("span", { class: "skyline-door", "aria-hidden": "true" }),
      // the corridor outside the compartment: the goals it completes
      h("span", { class: "skyline-goal-marks", "aria-hidden": "true" },
        done.map((g) => h("span", { class: `skyline-goal-mark skyline-c-${v.goals[g].die}`, text: `${LETTERS[v.goals[g].die]} +${v.goals[g].points}` }))));
    });
    const car = h("div", {
      class: `skyline-car${main ? " is-main" : ""}`,
      role: "group",
      "aria-label": ai ? t("The AI opponent's carriage: 6 compartments, windows at the top, the corridor at the bottom; seats 1a to 6d") : t("{name}'s carriage: 6 compartments, windows at the top, the corridor at the bottom; seats 1a to 6d", { name: facts.nameOf(who) }),
    },
    // the couplers at both ends
    h("span", { class: "skyline-coupler is-front", "aria-hidden": "true" }),
    h("div", { class: "skyline-compartments" }, compartments),
    h("span", { class: "skyline-coupler is-back", "aria-hidden": "true" }));
    if (main) {
      addGridKeys(car, { columns: COLUMNS, count: SEATS, current: () => choices.focusSeat, go: onFocusSeat });
    }
    return car;
  }

  function sheetView(v, sheet, who, { main = false, ai = false } = {}) {
    const tracks = v.tracks ?? {};
    const score = sheet?.score ?? {};
    const owned = (sheet?.services ?? []).map((i) => facts.serviceOf(i)).filter(Boolean);
    const turn = !ai && v.current_player === who && !v.over && !aiPhase(v);
    const aiTurn = ai && aiPhase(v);
    return h("section", {
      class: `skyline-sheet${main ? " is-main" : ""}${ai ? " is-ai" : ""}${turn || aiTurn ? " is-turn" : ""}`,
      "data-seat": ai ? AI : who,
      "aria-label": ai ? t("The AI opponent's sheet") : t("{name}'s sheet", { name: facts.nameOf(who) }),
    },
    // its name and points, then the score by part and the services it holds, on one line
    h("div", { class: "skyline-sheet-head" },
      sheetLabel(v, sheet, who, { main, ai }),
      h("dl", { class: "skyline-score", "aria-label": nt("Score: {n} point", "Score: {n} points", score.total ?? 0, { n: score.total ?? 0 }) },
        h("div", {}, h("dt", { text: t("Goals") }), h("dd", { text: ai ? pt("no goals", "none") : String(score.goals ?? 0) })),
        h("div", {}, h("dt", { text: ai ? t("Personas \u00D72") : t("Personas") }), h("dd", { text: String(score.personas ?? 0) })),
        h("div", {}, h("dt", { text: t("Services") }), h("dd", { text: String(score.services ?? 0) })),
        h("div", { class: "is-total" }, h("dt", { text: t("Total") }), h("dd", { text: String(score.total ?? 0) }))),
      owned.length ? h("p", { class: "skyline-owned" }, t("Services:") + " ", owned.map((s, i) => [i ? ", " : "", s.name, " ", s.colours.map((c) => colourChip(c))])) : null),
    // the carriage, and beside it (under it on a small sheet) the tracks
    h("div", { class: "skyline-sheet-body" },
      carriage(v, sheet, who, { main, ai }),
      h("div", { class: "skyline-tracks" },
        track(t("Tickets"), sheet?.tickets ?? 0, sheet?.tickets_spent ?? 0, tracks.tickets ?? 48, "ticket"),
        track(t("Dice points"), sheet?.dice_points ?? 0, sheet?.dice_points_spent ?? 0, tracks.dice_points ?? 24, "dice-point"))));
  }

  return { sheetView };
}

/** The sheet of the seat at the screen, large, its seats buttons. */
export function createMainSheet(facts, sheets) {
  const element = h("div", { class: "skyline-main-sheet" });
  return {
    element,
    update() {
      const v = facts.view();
      const seat = facts.me();
      const sheet = v.sheets?.[seat];
      // a move changes a seat or two, a track, the score: only those change on the page
      // (a seat's button does what its place says, and the carriage's keys go by the
      // seat in focus, so the elements kept act as the new ones would)
      rebuildKeepingFocus(element, () => morphChildren(element, sheet ? sheets.sheetView(v, sheet, seat, { main: true }) : null));
    },
    /** Moves the keyboard focus to a seat's button (the DOM lists seats compartment by
     * compartment, a b c d; keys are seat numbers). */
    focusSeat(seat) {
      facts.choices.focusSeat = seat;
      const buttons = [...element.querySelectorAll(".skyline-seat[data-seat]")];
      buttons.forEach((b) => (b.tabIndex = Number(b.dataset.seat) === seat ? 0 : -1));
      buttons.find((b) => Number(b.dataset.seat) === seat)?.focus();
    },
  };
}

/** The other players' sheets and, in the solo game, the AI opponent's; beside them `aside`
 * (the AI opponent's steps). */
export function createOtherSheets(facts, sheets, aside) {
  const others = h("div", { class: "skyline-others" });
  return {
    element: h("div", { class: "skyline-others-row" }, others, aside),
    update() {
      const v = facts.view();
      const all = Array.isArray(v.sheets) ? v.sheets : [];
      const parts = otherSeats(facts.me(), all.length).map((p) => sheets.sheetView(v, all[p], p));
      if (v.ai) parts.push(sheets.sheetView(v, v.ai, AI, { ai: true }));
      others.classList.toggle("is-solo", Boolean(v.solo));
      others.hidden = parts.length === 0;
      morphChildren(others, parts); // pictures: only what a move changed is drawn anew
    },
  };
}
