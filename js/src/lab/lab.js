// The study lab's front end: choose the seats, the variants, the deals and the seed, press
// Run, and watch the charts and the table fill in. Python plays the games and works out
// every figure (the `figures` trait); this module draws them and sends the person's
// choices as messages ({type: "setup" | "run" | "stop" | "export" | "dismiss"}, see
// docs/lab-widget.md). It never decides what is allowed: a refused choice comes back as `error`.

import { createErrorBanner } from "../shared/controls.js";
import { h, rebuildKeepingFocus, replaceChildren, uniqueId } from "../shared/dom.js";
import { createDownloadButton, isCsvMessage, saveText } from "../shared/download.js";
import { ENGLISH, languageInUse, nt, pageLanguage, t, useWords } from "../shared/i18n.js";
import { loadWords, loadedCatalogue, wordsRefOf } from "../shared/words-loader.js";
import { keepKeys } from "../shared/keys.js";
import { drawScoreChart, drawWinChart } from "./charts.js";
import {
  addSeat, addVariant, optionValue, planText, removeSeat, removeVariant, renameVariant,
  typedNumber, withBot, withNumber, withOption, withSeatSetting,
} from "./setup.js";

/** The traits the lab listens to (see docs/lab-widget.md). */
export const TRAITS = ["game", "title", "catalog", "setup", "status", "figures", "error", "settings", "bundle"];

const asObject = (x) => (x && typeof x === "object" && !Array.isArray(x) ? x : {});
const asArray = (x) => (Array.isArray(x) ? x : []);

/** Reads every trait once, with safe defaults for a model not yet filled in. */
export function snapshot(model) {
  return {
    game: model.get("game") ?? "",
    title: model.get("title") ?? "",
    catalog: asObject(model.get("catalog")),
    setup: asObject(model.get("setup")),
    status: asObject(model.get("status")),
    figures: asObject(model.get("figures")),
    error: asObject(model.get("error")),
    settings: asObject(model.get("settings")),
  };
}

function labeled(text, control, extra = null) {
  const id = uniqueId("skyw-lab");
  control.id = id;
  return h("div", { class: "skyw-lab-field" }, h("label", { for: id, text }), control, extra);
}

function numberBox(value, { min, max, label, onchange, key }) {
  return h("input", {
    class: "skyw-input skyw-lab-number", type: "number", inputmode: "numeric", min, max, step: 1,
    value: value ?? "", "aria-label": label, "data-focus-key": key,
    onchange: (event) => onchange(typedNumber(event.target.value)),
  });
}

function createSetupForm({ send }) {
  const element = h("div", { class: "skyw-lab-setup" });
  let shownKey = null;
  let rulesOpen = null; // the person's choice to open or fold the rules; null: not made yet

  const ask = (setup) => send({ type: "setup", setup });

  function seatRows(snap) {
    const { setup, catalog } = snap;
    const bots = asArray(catalog.bots);
    const seats = asArray(setup.seats);
    const players = asObject(catalog.players);
    const rows = seats.map((seat, index) => {
      const bot = bots.find((b) => b.name === seat.bot);
      const select = h("select", {
        class: "skyw-input", "data-focus-key": `seat-${index}-bot`,
        onchange: (event) => ask(withBot(setup, index, event.target.value)),
      }, bots.map((b) => h("option", { value: b.name, selected: b.name === seat.bot, text: b.name })));
      const settings = asArray(bot?.settings).map((s) => labeled(s.label, numberBox(seat[s.name] ?? s.default, {
        min: s.low, max: s.high, key: `seat-${index}-${s.name}`,
        onchange: (value) => ask(withSeatSetting(setup, index, s.name, value)),
      })));
      const remove = seats.length > (players.min ?? 1)
        ? h("button", { type: "button", class: "skyw-button", "aria-label": t("Remove seat {seat}", { seat: index + 1 }), "data-focus-key": `seat-${index}-remove`, onclick: () => ask(removeSeat(setup, index)) }, t("Remove"))
        : null;
      const about = h("span", { class: "skyw-lab-about", text: bot?.description ?? "" });
      return h("li", { class: "skyw-lab-seat", "data-seat": index }, labeled(t("Seat {seat}", { seat: index + 1 }), select), settings, remove, about);
    });
    const add = seats.length < (players.max ?? 1)
      ? h("button", { type: "button", class: "skyw-button", "data-focus-key": "seat-add", onclick: () => ask(addSeat(setup, "random")) }, t("Add a seat"))
      : null;
    const note = players.min === players.max
      ? t("One bot per seat; {game} is played by {n}. The seats rotate, so no bot keeps the advantage of a seat.", { game: snap.title, n: players.min })
      : t("One bot per seat; {game} is played by {low} to {high}. The seats rotate, so no bot keeps the advantage of a seat.", { game: snap.title, low: players.min, high: players.max });
    return h("fieldset", { class: "skyw-lab-seats" },
      h("legend", { text: t("Players") }),
      h("p", { class: "skyw-lab-note", text: note }),
      h("ol", { class: "skyw-lab-seat-list" }, rows), add);
  }

  function optionControl(setup, index, variant, option) {
    const value = optionValue(variant, option);
    const name = variant.name || t("variant {n}", { n: index + 1 });
    const key = `variant-${index}-${option.name}`;
    const label = t("{option}, {variant}", { option: option.label, variant: name });
    if (option.kind === "flag") {
      return h("input", { type: "checkbox", class: "skyw-lab-check", checked: value === true, "aria-label": label, "data-focus-key": key, onchange: (event) => ask(withOption(setup, index, option.name, event.target.checked)) });
    }
    if (option.kind === "choice") {
      const choices = asArray(option.choices);
      return h("select", { class: "skyw-input", "aria-label": label, "data-focus-key": key, onchange: (event) => ask(withOption(setup, index, option.name, choices[Number(event.target.value)]?.value)) },
        choices.map((c, i) => h("option", { value: i, selected: JSON.stringify(c.value) === JSON.stringify(value), text: c.label })));
    }
    if (option.kind === "whole") {
      return numberBox(value, { min: option.low, max: option.high, label, key, onchange: (v) => ask(withOption(setup, index, option.name, v)) });
    }
    // a value of the game's own kind is given from Python (Lab(..., variants=...))
    return h("span", { class: "skyw-lab-own", text: value === null || value === undefined ? t("as the rulebook says") : JSON.stringify(value) });
  }

  function variantTable(snap) {
    const { setup, catalog } = snap;
    const variants = asArray(setup.variants);
    const options = asArray(catalog.options);
    const many = variants.length > 1;
    const head = h("tr", {}, h("th", { scope: "col", text: t("Variant") }), variants.map((variant, index) => h("th", { scope: "col" },
      h("input", { class: "skyw-input skyw-lab-name", type: "text", value: variant.name, maxlength: catalog.max_variant_name ?? 40, "aria-label": t("Name of variant {n}", { n: index + 1 }), "data-focus-key": `variant-${index}-name`, onchange: (event) => ask(renameVariant(setup, index, event.target.value)) }),
      index === 0 && many ? h("span", { class: "skyw-lab-baseline", text: t("baseline") }) : null,
      many ? h("button", { type: "button", class: "skyw-button", "aria-label": t("Remove the variant {name}", { name: variant.name }), "data-focus-key": `variant-${index}-remove`, onclick: () => ask(removeVariant(setup, index)) }, t("Remove")) : null)));
    const rows = options.map((option) => h("tr", { "data-option": option.name },
      h("th", { scope: "row", title: option.sentence }, option.label),
      variants.map((variant, index) => h("td", {}, optionControl(setup, index, variant, option)))));
    const add = variants.length < (catalog.max_variants ?? 1)
      ? h("button", { type: "button", class: "skyw-button", "data-focus-key": "variant-add", onclick: () => ask(addVariant(setup)) }, t("Add a variant"))
      : null;
    const note = options.length === 0
      ? t("{game} has no rule options: its variants differ by name only.", { game: snap.title })
      : many ? t("The first variant is the baseline: each other one is compared with it, deal by deal.") : t("One variant plays a tournament. Add a variant to compare rules on the same deals.");
    const changedCount = variants.reduce((n, v) => n + Object.keys(v.options ?? {}).length, 0);
    const name = variants[0]?.name ?? "";
    const summary = many
      ? t("Rules: {n} variants to compare ({names})", { n: variants.length, names: variants.map((v) => v.name).join(", ") })
      : changedCount
        ? nt("Rules: {name}, {n} option changed", "Rules: {name}, {n} options changed", changedCount, { name, n: changedCount })
        : t("Rules: {name}", { name });
    // folded while there is one variant of the standard rules: the players and the charts
    // keep the screen; open once there is something to compare
    const open = rulesOpen ?? (many || changedCount > 0);
    const details = h("details", { class: "skyw-lab-variants", open,
      ontoggle: (event) => { rulesOpen = event.target.open; } },
      h("summary", { "data-focus-key": "rules-summary" }, summary),
      h("p", { class: "skyw-lab-note", text: note }),
      h("div", { class: "skyw-lab-table-scroll" }, h("table", { class: "skyw-lab-rules" }, h("thead", {}, head), h("tbody", {}, rows))),
      add);
    return details;
  }

  function runFields(snap) {
    const { setup, catalog } = snap;
    return h("fieldset", { class: "skyw-lab-run-fields" },
      h("legend", { text: t("Deals and seed") }),
      labeled(t("Deals"), numberBox(setup.games, { min: 1, max: catalog.max_games, key: "games", onchange: (v) => ask(withNumber(setup, "games", v)) })),
      labeled(t("Seed"), numberBox(setup.seed, { min: 0, key: "seed", onchange: (v) => ask(withNumber(setup, "seed", v)) })),
      h("p", { class: "skyw-lab-note skyw-lab-plan", text: planText(setup) }),
      h("p", { class: "skyw-lab-note", text: t("The same seed deals the same cards: run again to get the same games.") }));
  }

  return {
    element,
    update(snap) {
      const running = snap.status.state === "running";
      // rebuilt only when the setup, the running state or a refusal changes, so typing
      // in a box is never interrupted by the live updates of a run
      // (and when the language changes: every word is drawn anew)
      const key = JSON.stringify([snap.setup, snap.catalog.options?.length, running, snap.error, languageInUse()]);
      if (key === shownKey) return;
      shownKey = key;
      rebuildKeepingFocus(element, () => {
        const inner = h("fieldset", { class: "skyw-lab-choices", disabled: running },
          h("legend", { class: "skyw-visually-hidden", text: t("What to play") }),
          seatRows(snap), runFields(snap), variantTable(snap));
        replaceChildren(element, inner);
      });
    },
  };
}

function summaryTable(table, caption, className) {
  const columns = asArray(table.columns);
  return h("table", { class: `skyw-lab-table ${className}` },
    h("caption", { text: caption }),
    h("thead", {}, h("tr", {}, columns.map((c) => h("th", { scope: "col", text: c.label })))),
    h("tbody", {}, asArray(table.rows).map((row) => h("tr", {}, columns.map((c) => h("td", { text: row.cells?.[c.name] ?? "" }))))));
}

function createResults() {
  const charts = h("div", { class: "skyw-lab-charts" });
  const tables = h("div", { class: "skyw-lab-tables" });
  const element = h("section", { class: "skyw-lab-results", "aria-label": t("Results") }, charts, tables);
  return {
    element,
    update(snap) {
      const figures = snap.figures;
      const groups = asArray(figures.groups);
      element.hidden = groups.length === 0;
      element.setAttribute("aria-label", t("Results"));
      if (!groups.length) return;
      replaceChildren(charts,
        h("figure", { class: "skyw-lab-figure" }, h("figcaption", { text: t("Win rate, with its 95% interval") }), drawWinChart(figures)),
        h("figure", { class: "skyw-lab-figure" }, h("figcaption", { text: figures.lower_is_better ? t("Scores: middle half, median and mean (lower is better)") : t("Scores: middle half, median and mean (higher is better)") }), drawScoreChart(figures)));
      const summary = { columns: figures.columns, rows: groups };
      const parts = [summaryTable(summary, figures.title ?? "", "skyw-lab-summary")];
      if (asArray(figures.differences?.rows).length) parts.push(summaryTable(figures.differences, figures.differences.title ?? "", "skyw-lab-differences"));
      replaceChildren(tables, parts);
    },
  };
}

function createRunBar({ send }) {
  const run = h("button", { type: "button", class: "skyw-button skyw-button-primary", onclick: () => send({ type: "run" }) });
  const stop = h("button", { type: "button", class: "skyw-button", onclick: () => send({ type: "stop" }) });
  let download = null;
  const progress = h("progress", { class: "skyw-lab-progress", max: 1, value: 0 });
  const text = h("p", { class: "skyw-lab-status-text" });
  // said to a screen reader once per change of state, not at every live update
  const live = h("p", { class: "skyw-visually-hidden", role: "status", "aria-live": "polite" });
  let saidState = null;
  const buttons = h("div", { class: "skyw-lab-buttons" });
  const element = h("div", { class: "skyw-lab-runbar" }, buttons, progress, text, live);
  let wordsOf = null; // the language the buttons' words are in
  return {
    element,
    update(snap) {
      if (wordsOf !== languageInUse()) {
        wordsOf = languageInUse();
        run.textContent = t("Run");
        stop.textContent = t("Stop");
        download = createDownloadButton({ send, table: "results", label: t("Download CSV of the games played") });
        replaceChildren(buttons, [run, stop, download]);
        progress.setAttribute("aria-label", t("Games played"));
      }
      const status = snap.status;
      const running = status.state === "running";
      run.disabled = running;
      stop.disabled = !running;
      download.disabled = running || !(snap.figures.games > 0);
      progress.max = Math.max(1, status.planned ?? 1);
      progress.value = status.played ?? 0;
      progress.hidden = !status.planned;
      text.textContent = status.text ?? "";
      element.dataset.state = status.state ?? "";
      if (status.state !== saidState) {
        saidState = status.state;
        live.textContent = running ? t("Playing the games.") : status.text ?? "";
      }
    },
  };
}

export function render({ model, el }) {
  const send = (message) => model.send(message);
  // the lab's words: the catalogue its `bundle.words` names (as a board's, shared/widget.js)
  let words = loadedCatalogue(wordsRefOf(model)) ?? ENGLISH;
  let wordsRef = wordsRefOf(model);
  let scheduled = false;
  let disposed = false;
  const title = h("h3", { class: "skyw-title" });
  const errorBanner = createErrorBanner({ send });
  const form = createSetupForm({ send });
  const runBar = createRunBar({ send });
  const results = createResults();
  const root = h("div", { class: "skyw skyw-lab", "data-lm-suppress-shortcuts": "true" },
    h("header", { class: "skyw-header" }, title), errorBanner.element, form.element, runBar.element, results.element);
  // keys typed in the lab's boxes are the lab's, not the notebook's shortcuts
  root.addEventListener("keydown", (event) => {
    if (!event.ctrlKey && !event.altKey && !event.metaKey) event.stopPropagation();
  });
  // front ends that hear shortcuts on the way down (Notebook 7)
  const releaseKeys = keepKeys(root);

  function update() {
    scheduled = false;
    if (disposed) return;
    // JavaScript runs one thing at a time: the lab's catalogue is the one in use while it draws
    useWords(words);
    root.lang = words.language;
    const snap = snapshot(model);
    root.dataset.labGame = snap.game;
    title.textContent = t("{game} lab", { game: snap.title || snap.game });
    errorBanner.update(snap);
    form.update(snap);
    runBar.update(snap);
    results.update(snap);
  }
  const schedule = () => {
    if (scheduled) return;
    scheduled = true;
    queueMicrotask(update);
  };
  for (const name of TRAITS) model.on(`change:${name}`, schedule);
  const onBundle = () => {
    const next = wordsRefOf(model);
    if (next === wordsRef) return;
    wordsRef = next;
    loadWords(model, next).then((catalogue) => {
      if (disposed || wordsRef !== next) return;
      words = catalogue;
      schedule();
    });
  };
  model.on("change:bundle", onBundle);
  if (loadedCatalogue(wordsRef) === undefined) {
    wordsRef = "";
    onBundle();
  }
  // under settings.language "auto" the lab tells Python the page's language (JupyterLab's)
  const chosen = model.get("settings")?.language;
  const page = pageLanguage();
  const primary = (tag) => String(tag).split(/[-_]/)[0].toLowerCase();
  if ((chosen === undefined || chosen === "auto") && page && primary(page) !== primary(words.language)) {
    send({ type: "page_language", language: page });
  }
  const onCustom = (message) => {
    if (isCsvMessage(message)) saveText(message.filename, message.text);
  };
  model.on("msg:custom", onCustom);
  el.append(root);
  update();
  return () => {
    disposed = true;
    for (const name of TRAITS) model.off(`change:${name}`, schedule);
    model.off("change:bundle", onBundle);
    model.off("msg:custom", onCustom);
    releaseKeys();
    root.remove();
  };
}

export default { render };
