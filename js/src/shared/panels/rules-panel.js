// Rules panel: the game's options (its variants) and who sits where, for a new game.
// Everything it shows comes from the `rules` and `players` traits; it holds no rules of
// its own. A teacher changes a variant or a seat here, then presses "New game with these
// rules": the panel sends what was chosen ({type: "new", options, players}) and Python
// checks every field (a refusal comes back as `error`, naming it).

import { createConfirm, discardQuestion } from "../confirm.js";
import { h, replaceChildren, setOff, uniqueId } from "../dom.js";
import { createPanel } from "./panel.js";
import { nt, t } from "../i18n.js";

const NEW_TITLE = () => t("Start a new game with the rules and players chosen here");

/**
 * A seat of the `players` trait as the panel edits it: { kind: "human", name } or
 * { kind: "bot", bot }.
 * seatChoice({ name: "heuristic 1", kind: "bot", bot: "heuristic" }) -> { kind: "bot", bot: "heuristic" }
 */
export function seatChoice(player) {
  if (player?.kind === "bot" && typeof player.bot === "string") return { kind: "bot", bot: player.bot };
  return { kind: "human", name: typeof player?.name === "string" ? player.name : "" };
}

/**
 * The seats for `count` players: the first ones kept, new ones people named "Player N".
 * resizeSeats([{ kind: "human", name: "You" }], 2) -> [{ kind: "human", name: "You" }, { kind: "human", name: "Player 2" }]
 */
export function resizeSeats(seats, count) {
  const kept = seats.slice(0, count);
  for (let i = kept.length; i < count; i += 1) kept.push({ kind: "human", name: t("Player {n}", { n: i + 1 }) });
  return kept;
}

/**
 * What a number box holds, as sent: a number, or the text itself when it is none (Python
 * then says what it expects). numberValue("40") -> 40; numberValue("forty") -> "forty"
 */
export function numberValue(text) {
  const trimmed = String(text ?? "").trim();
  const value = Number(trimmed);
  return trimmed !== "" && Number.isFinite(value) ? value : trimmed;
}

/** Does `a` equal `b` as JSON data (an option's value against its default)? */
export const sameValue = (a, b) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/** The rule an option changes, in words: "Rule it changes: Special rule: three equal ...". */
export function ruleText(rule) {
  if (!rule || typeof rule.section !== "string") return "";
  if (rule.ours) return t("Rule it changes: {section}: {summary} (our reading, where the rulebook is unclear).", { section: rule.section, summary: rule.summary ?? "" });
  return t("Rule it changes: {section}: {summary}.", { section: rule.section, summary: rule.summary ?? "" });
}

/** "1 player", "2 to 8 players". */
export function playerRange(players) {
  const { min, max } = players ?? {};
  if (typeof min !== "number" || typeof max !== "number") return "";
  if (min === max) return nt("{n} player", "{n} players", min, { n: min });
  return t("{min} to {max} players", { min, max });
}

export function createRulesPanel({ send }) {
  const panel = createPanel({ title: t("Rules"), className: "skyw-rules-panel" });
  const note = h("p", { class: "skyw-panel-note skyw-rules-note" });
  // each group is named by its heading (a group of controls, like a fieldset)
  const optionsId = uniqueId("skyw-rules-variants");
  const seatsId = uniqueId("skyw-rules-players");
  const optionsBox = h("div", { class: "skyw-rules-group", role: "group", "aria-labelledby": optionsId });
  const seatsBox = h("div", { class: "skyw-rules-group", role: "group", "aria-labelledby": seatsId });
  const start = h("button", { type: "button", class: "skyw-button skyw-button-primary skyw-rules-start", text: t("New game with these rules"), title: NEW_TITLE() });
  start.dataset.focusKey = "rules-start";
  // the game on the board is thrown away: asked first once it has moves (confirm.js)
  const confirmNew = createConfirm({ yes: t("New game with these rules"), keep: t("Keep this game"), key: "rules-start" });
  let shown = null; // the snapshot last drawn
  panel.body.append(note, optionsBox, seatsBox, start, confirmNew.element);

  let shownKey = null; // the rules and seats the controls were last set from
  let readers = []; // one per option: () => [name, value]
  let seats = [];
  let rules = {};
  let title = "";

  function optionRow(entry) {
    const id = uniqueId("skyw-rule");
    const differs = !sameValue(entry.value, entry.default);
    const mark = h("p", { class: "skyw-rule-mark", text: differs ? t("This game differs from the default ({value}).", { value: entry.default_shown ?? String(entry.default) }) : "" });
    const sentence = h("p", { class: "skyw-rule-sentence", id: `${id}-about`, text: entry.sentence ?? "" });
    const rule = h("p", { class: "skyw-rule-ref", text: ruleText(entry.rule) });
    const described = `${id}-about`;
    let control;
    let read = null;
    if (entry.kind === "flag") {
      control = h("input", { id, type: "checkbox", class: "skyw-checkbox", "aria-describedby": described });
      control.checked = entry.value === true;
      read = () => control.checked;
    } else if (entry.kind === "choice") {
      const choices = Array.isArray(entry.choices) ? entry.choices : [];
      control = h("select", { id, class: "skyw-input", "aria-describedby": described },
        choices.map((choice, index) => h("option", { value: String(index), text: choice.label ?? String(choice.value) })));
      const at = choices.findIndex((choice) => sameValue(choice.value, entry.value));
      control.value = String(Math.max(at, 0));
      read = () => choices[Number(control.value)]?.value;
    } else if (entry.kind === "whole") {
      control = h("input", { id, type: "number", class: "skyw-input skyw-rule-number", min: entry.low, max: entry.high, step: 1, inputmode: "numeric", "aria-describedby": described });
      control.value = String(entry.value);
      read = () => numberValue(control.value);
    } else {
      // a value of the game's own kind is set from Python; the next game keeps it
      control = h("output", { id, class: "skyw-rule-own", text: entry.shown ?? "" });
    }
    const label = entry.kind === "own"
      ? h("span", { class: "skyw-rule-label", text: `${entry.label}: ` })
      : h("label", { for: id, class: "skyw-rule-label", text: entry.label });
    const head = entry.kind === "flag"
      ? h("div", { class: "skyw-row skyw-rule-flag" }, control, label)
      : h("div", { class: "skyw-row" }, label, control);
    const own = entry.kind === "own" ? h("p", { class: "skyw-rule-sentence", text: t("This one is chosen from Python when the game is made; a new game keeps it.") }) : null;
    if (read) readers.push(() => [entry.name, read()]);
    return h("div", { class: `skyw-rule${differs ? " is-changed" : ""}`, "data-option": entry.name }, head, sentence, own, rule, mark);
  }

  function seatRow(seat, index, bots) {
    const id = uniqueId("skyw-seat");
    const kind = h("select", { id, class: "skyw-input" },
      h("option", { value: "human", text: t("A person") }),
      bots.map((bot) => h("option", { value: `bot:${bot}`, text: t("Bot: {bot}", { bot }) })));
    kind.value = seat.kind === "bot" && bots.includes(seat.bot) ? `bot:${seat.bot}` : "human";
    const name = h("input", { type: "text", class: "skyw-input skyw-seat-name", maxlength: rules.name_length ?? 40, size: 10, "aria-label": t("Name at seat {seat}", { seat: index + 1 }) });
    name.value = seat.kind === "human" ? seat.name : "";
    name.hidden = seat.kind !== "human";
    kind.addEventListener("change", () => {
      seats[index] = kind.value === "human" ? { kind: "human", name: name.value || t("Player {n}", { n: index + 1 }) } : { kind: "bot", bot: kind.value.slice(4) };
      name.value = seats[index].kind === "human" ? seats[index].name : "";
      name.hidden = seats[index].kind !== "human";
    });
    name.addEventListener("input", () => {
      if (seats[index].kind === "human") seats[index] = { kind: "human", name: name.value };
    });
    return h("li", { class: "skyw-row skyw-seat", "data-rules-seat": String(index) },
      h("label", { for: id, text: t("Seat {seat}", { seat: index + 1 }) }), kind, name);
  }

  function drawSeats() {
    const bots = Array.isArray(rules.bots) ? rules.bots : [];
    const range = rules.players ?? {};
    const parts = [h("h4", { class: "skyw-rules-heading", id: seatsId, text: t("Players") })];
    if (typeof range.min === "number" && range.min !== range.max) {
      const id = uniqueId("skyw-count");
      const count = h("select", { id, class: "skyw-input", "data-count": "" });
      for (let n = range.min; n <= range.max; n += 1) count.append(h("option", { value: String(n), text: String(n) }));
      count.value = String(seats.length);
      count.addEventListener("change", () => {
        seats = resizeSeats(seats, Number(count.value));
        drawSeats();
        seatsBox.querySelector("[data-count]")?.focus();
      });
      parts.push(h("div", { class: "skyw-row" }, h("label", { for: id, text: t("Number of players") }), count));
    } else {
      parts.push(h("p", { class: "skyw-rule-sentence", text: t("{title} is played by {players}.", { title, players: playerRange(range) }) }));
    }
    parts.push(h("ol", { class: "skyw-seat-list" }, seats.map((seat, index) => seatRow(seat, index, bots))));
    replaceChildren(seatsBox, parts);
  }

  function draw(snap) {
    rules = snap.rules;
    title = snap.title || snap.game;
    readers = [];
    const options = Array.isArray(rules.options) ? rules.options : [];
    replaceChildren(optionsBox, h("h4", { class: "skyw-rules-heading", id: optionsId, text: t("Variants") }),
      options.length ? options.map(optionRow) : h("p", { class: "skyw-rule-sentence", text: t("{title} has no variants: it is played by one set of rules.", { title }) }));
    seats = snap.players.map(seatChoice);
    drawSeats();
    const changed = options.filter((entry) => !sameValue(entry.value, entry.default)).length;
    note.textContent = t("Choose the rules and the players, then start a new game with them. The game in play keeps its own.");
    panel.setCount(changed ? t("({n} changed)", { n: changed }) : "");
  }

  start.addEventListener("click", () => {
    if (shown === null) return; // off (busy), the shell's guard drops the click
    const begin = () => send({ type: "new", seed: null, options: Object.fromEntries(readers.map((read) => read())), players: seats.map((seat) => ({ ...seat })) });
    const question = discardQuestion(shown);
    if (question) confirmNew.ask(question, begin, start);
    else begin();
  });

  return {
    element: panel.element,
    update(snap) {
      // the controls keep what the person chose until the game's rules or seats change
      // a front end without the trait (an older kernel) shows no Rules panel at all
      panel.element.hidden = !Array.isArray(snap.rules?.options);
      const key = JSON.stringify([snap.rules, snap.players, snap.title]);
      if (key !== shownKey && snap.rules && Array.isArray(snap.rules.options)) {
        shownKey = key;
        draw(snap);
      }
      shown = snap;
      const busy = snap.busy !== "";
      setOff(start, busy);
      start.title = busy ? `${t("The kernel is busy: press Stop first.")}\n${NEW_TITLE()}` : NEW_TITLE();
      if (confirmNew.open && (busy || snap.ply === 0)) confirmNew.hide({ refocus: false });
    },
  };
}
