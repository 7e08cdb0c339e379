import assert from "node:assert/strict";
import test from "node:test";

import { ENGLISH, formatDecimal, languageInUse, nt, pageLanguage, pluralRule, pt, readCatalogue, t, useWords } from "../src/shared/i18n.js";
import { formatNumber, formatPercent, joinNames } from "../src/shared/format.js";
import { cellLabel, promptText, removedColumnsBadge } from "../src/games/skyjo/words.js";

// a catalogue as Python sends it (skywidgets.i18n.Catalogue.to_json)
const ICELANDIC = JSON.stringify({
  language: "is",
  plural: "(n%10!=1 || n%100==11)",
  nplurals: 2,
  messages: {
    "number format\u0004decimal separator": ",",
    "{names} and {last}": "{names} og {last}",
    "column {columns} removed": ["dálkur {columns} fjarlægður", "dálkar {columns} fjarlægðir"],
    "{value}, face up": "{value}, snýr upp",
    "{who}: turn up a face-down card ({up} of 2 turned up).": "{who}: snúðu upp spili sem snýr niður ({up} af 2 komin upp).",
  },
});

test("the Icelandic plural rule picks the singular for 1, 21, 31 but not 11 or 111", () => {
  const rule = pluralRule("(n%10!=1 || n%100==11)");
  assert.deepEqual([0, 1, 2, 11, 21, 31, 101, 111, 121].map(rule), [1, 0, 1, 1, 0, 0, 0, 1, 0]);
});

test("plural expressions of other languages parse without eval", () => {
  const slavic = pluralRule("n==1 ? 0 : n%10>=2 && n%10<=4 && (n%100<10 || n%100>=20) ? 1 : 2");
  assert.deepEqual([1, 2, 5, 12, 22, 25].map(slavic), [0, 1, 2, 2, 1, 2]);
  assert.equal(pluralRule("0")(7), 0);
  for (const bad of ["n +", "(n", "alert(1)", "n ** 2"]) assert.throws(() => pluralRule(bad), /plural expression/);
});

test("t and nt speak the catalogue in use, English where it has no entry", () => {
  try {
    useWords(readCatalogue(ICELANDIC));
    assert.equal(languageInUse(), "is");
    assert.equal(t("{value}, face up", { value: 7 }), "7, snýr upp");
    assert.equal(t("Not in the catalogue {x}", { x: 1 }), "Not in the catalogue 1");
    assert.equal(nt("column {columns} removed", "columns {columns} removed", 21, { columns: 21 }), "dálkur 21 fjarlægður");
    assert.equal(nt("column {columns} removed", "columns {columns} removed", 11, { columns: 11 }), "dálkar 11 fjarlægðir");
    assert.equal(joinNames(["Anna", "Björn", "Gunna"]), "Anna, Björn og Gunna");
    // the board's own words, and numbers with a decimal comma
    assert.equal(cellLabel({ state: "up", value: -2 }), "-2, snýr upp");
    assert.equal(removedColumnsBadge({ columns: [{ column: 0, value: 5 }] }), "dálkur 1 fjarlægður");
    assert.equal(promptText({ phase: "reveal", current_player: 0, grids: [[{ state: "up" }]] },
      { viewing: false, moves: 11, nameOf: () => "Anna" }), "Anna: snúðu upp spili sem snýr niður (1 af 2 komin upp).");
    assert.equal(formatDecimal(14.25, 1), "14,3");
    assert.equal(formatNumber(-3.5, 2), "-3,50");
    assert.equal(formatPercent(0.153, 1), "15,3%");
    assert.equal(t("{x} s", { x: 1.25 }), "1,25 s");
  } finally {
    useWords(ENGLISH);
  }
  assert.equal(formatDecimal(14.25, 1), "14.3");
  assert.equal(nt("{n} card", "{n} cards", 1, { n: 1 }), "1 card");
  assert.equal(nt("{n} card", "{n} cards", 21, { n: 21 }), "21 cards");
});

test("an unreadable catalogue reads as English", () => {
  assert.equal(readCatalogue("not json"), ENGLISH);
  assert.equal(readCatalogue(JSON.stringify({ language: "xx" })), ENGLISH);
});

test("the page's language comes from JupyterLab's page config, else the html lang", () => {
  const doc = (config, lang) => ({
    getElementById: (id) => (id === "jupyter-config-data" && config !== null ? { textContent: JSON.stringify(config) } : null),
    documentElement: { lang },
  });
  assert.equal(pageLanguage(doc({ language: "is_IS" }, "en")), "is_IS");
  assert.equal(pageLanguage(doc({ locale: "de-DE" }, "en")), "de-DE");
  assert.equal(pageLanguage(doc(null, "is")), "is");
  assert.equal(pageLanguage(doc({ baseUrl: "/" }, "")), "");
  assert.equal(pageLanguage(undefined), "");
});

test("pt says a text in one context: the same English, other words where a language needs them", () => {
  useWords(readCatalogue({ language: "is", plural: "(n%10!=1 || n%100==11)",
    messages: { empty: "tómur", "no cards\u0004empty": "ekkert spil" } }));
  try {
    assert.equal(t("empty"), "tómur");
    assert.equal(pt("no cards", "empty"), "ekkert spil");
    assert.equal(pt("program slot", "empty"), "empty");  // none in this catalogue: the English
  } finally {
    useWords(null);
  }
});
