// Skybridge's board from above: nine buttons (floors, owners, scoring tags, the
// picked piece's verdict) with the bridges as bars between them, the place to aim
// with the keyboard; the line that says whether the picked piece may go on the base
// in question, and why not (the board puts it under the prompt); and the legend of
// its signs (the board folds it away).

import { addGridKeys, h, moveTabStop, replaceChildren, setTitle, uniqueId } from "../../shared/dom.js";
import { nt, pt, t } from "../../shared/i18n.js";
import { LETTERS, pieceWords } from "./pieces.js";
import { bridgeSpans, highlightOf, scoringMarks, stackOf } from "./position.js";
import { cellLabel, reasonText, stackText } from "./words.js";

/** Where a base's button sits in the map's grid (bars go in the rows and columns between). */
const cellPlace = (base) => ({ "grid-row": String(2 * Math.floor(base / 3) + 1), "grid-column": String(2 * (base % 3) + 1) });

/** A bar's slot between bases a and b (a < b): across a row, or down a column. */
function barPlace(a, b) {
  const row = Math.floor(a / 3);
  const col = a % 3;
  return b - a === 1
    ? { across: true, style: { "grid-row": String(2 * row + 1), "grid-column": String(2 * col + 2) } }
    : { across: false, style: { "grid-row": String(2 * row + 2), "grid-column": String(2 * col + 1) } };
}

/**
 * The map (`element`), its reason line (`reasonLine`) and its legend (`legend`). A base's
 * button calls `onClickBase(base)`; the pointer or the focus on it `onHover(base)`, and
 * leaving it `onHover(null)`.
 */
export function createMap(facts, { prefix, onClickBase, onHover }) {
  const { choices } = facts;
  const reasonId = uniqueId("skybridge-reason");
  const cellButtons = Array.from({ length: 9 }, (_, base) => h("button", {
    type: "button",
    class: "skybridge-cell",
    "data-base": base,
    "data-focus-key": `base-${base}`,
    tabindex: base === choices.focusBase ? 0 : -1,
    style: cellPlace(base),
    onclick: () => onClickBase(base),
    onmouseenter: () => onHover(base),
    onmouseleave: () => onHover(null),
    onfocus: () => {
      choices.focusBase = base;
      onHover(base);
    },
    onblur: () => onHover(null),
  }));
  const cellNotes = Array.from({ length: 9 }, (_, base) => h("span", { class: "skyw-visually-hidden", id: `${prefix}-stack-${base}` }));
  cellButtons.forEach((button, base) => button.setAttribute("aria-describedby", `${prefix}-stack-${base}`));
  const bars = h("div", { class: "skybridge-bars", "aria-hidden": "true" });
  const map = h("div", { class: "skybridge-map", role: "group", "data-decision": "map", "aria-label": t("The board from above: bases 1 to 9 in reading order, three rows of three") },
    cellButtons, bars);
  const reasonLine = h("p", { class: "skybridge-reason", id: reasonId });
  const element = h("section", { class: "skybridge-zone skybridge-map-zone" },
    h("h4", { class: "skyw-heading skyw-visually-hidden", text: t("From above: floors and owners") }),
    map,
    cellNotes);
  const legend = h("p", { class: "skybridge-map-legend" },
    t("On the map:"), " ",
    h("span", { class: "skybridge-tag is-roof", text: "\u25B2O" }), " ", t("a roof: O owns the tower"), " \u00B7 ",
    h("span", { class: "skybridge-tag", text: "\u00D72" }), " ", t("doubled"), " \u00B7 ",
    h("span", { class: "skybridge-tag", text: "+I" }), " ", t("scores for I's bridge"), " \u00B7 ",
    h("span", { class: "skybridge-mark is-yes is-inline" }), " ", t("the picked piece may go there"), " \u00B7 ",
    h("span", { class: "skybridge-mark is-no is-inline" }), " ", t("it may not (point at the base, or click it, to see why)"));

  addGridKeys(map, { columns: 3, count: 9, current: () => choices.focusBase, go: focusCell });

  function focusCell(base) {
    choices.focusBase = base;
    moveTabStop(cellButtons, base);
  }

  function drawCell(v, button, base, { marks, highlighted, lastBases }) {
    const { firstEnd, picked } = choices;
    const tower = v.towers?.[base] ?? {};
    const stack = stackOf(v, base);
    const topPiece = stack[stack.length - 1] ?? null;
    const state = facts.targetOn(base);
    const mark = marks[base];
    const { own, reach } = highlightOf(highlighted, base);
    const last = lastBases.includes(base);
    button.className = [
      "skybridge-cell",
      topPiece ? `skybridge-c-${topPiece.colour}` : "is-bare",
      state?.legal && !state.isFirst ? "is-target" : "",
      state && !state.legal ? "is-blocked" : "",
      state?.isFirst || firstEnd === base ? "is-first" : "",
      own ? "is-shown-own" : "",
      reach ? "is-shown-reach" : "",
      last ? "is-last" : "",
      choices.hoverBase === base ? "is-hover" : "",
    ].filter(Boolean).join(" ");
    button.tabIndex = base === choices.focusBase ? 0 : -1;
    cellNotes[base].textContent = stackText(v, base);
    // what the base shows, in three lines: its number, "last" and the picked piece's
    // verdict; its floors; its scoring tags. Its name says these words first, in that
    // order (a voice names it by them), then in full.
    const word = (cls, text) => ({ cls, text });
    const head = [
      word("skybridge-cell-no", String(base + 1)),
      last ? word("skybridge-last-tag", t("last")) : null,
      // (the tick and the cross are the sheet's: a symbol alone is no word to read)
      state ? (state.isFirst || firstEnd === base ? word("skybridge-mark is-yes is-first-end", t("1st")) : word(`skybridge-mark ${state.legal ? "is-yes" : "is-no"}`, "")) : null,
    ].filter(Boolean);
    // (floors are levels too, but for a roof's level; nothing goes on a roof)
    const floors = stack.length
      ? [word("skybridge-floors-n", String(tower.floors ?? 0)), word("skybridge-floors-unit", nt("floor", "floors", tower.floors ?? 0))]
      : [word("skybridge-empty", pt("base", "empty"))];
    const tags = [
      mark.owner ? word("skybridge-tag is-roof", `\u25B2${LETTERS[mark.owner] ?? "?"}`) : null,
      mark.doubled ? word("skybridge-tag", "\u00D72") : null,
      ...mark.bridgedBy.map((c) => word("skybridge-tag", `+${LETTERS[c] ?? "?"}`)),
    ].filter(Boolean);
    const visible = [...head, ...floors, ...tags].map((w) => w.text).filter(Boolean).join(" ");
    button.setAttribute("aria-label", `${visible}: ${cellLabel(v, base, { mark, last, state, picked: state ? facts.pieceName(picked) : "" })}`);
    // spaces between the words, so that they read apart as they look
    const line = (cls, words) => h("span", { class: cls, "aria-hidden": "true" },
      words.flatMap((w, i) => [i ? " " : null, h("span", { class: w.cls, text: w.text })]));
    // the same words stay the same elements (a refused click's answer is said beside the
    // very element clicked, which must still be there)
    const words = [...head, ...floors, ...tags].map((w) => `${w.cls}:${w.text}`).join("|");
    if (button.dataset.words === words) return;
    button.dataset.words = words;
    replaceChildren(button,
      line("skybridge-cell-head", head), " ",
      line("skybridge-floors", floors), " ",
      line("skybridge-tags", tags));
  }

  return {
    element,
    reasonLine,
    legend,
    focusCell,
    /** Whether the keyboard focus is on the map. */
    hasFocus: () => map.contains(map.ownerDocument.activeElement),
    update() {
      const v = facts.view();
      const context = {
        marks: scoringMarks(v),
        highlighted: choices.highlighted ? v.colour_points?.[choices.highlighted] : null,
        lastBases: v.last?.piece?.bases ?? [],
      };
      cellButtons.forEach((button, base) => drawCell(v, button, base, context));
      // the bridges, as bars between the bases they join (several on one pair side by side)
      replaceChildren(bars, bridgeSpans(v.pieces).map(({ a, b, pieces }) => {
        const place = barPlace(a, b);
        return h("span", { class: `skybridge-bar-slot ${place.across ? "is-we" : "is-ns"}`, style: place.style },
          pieces.map((piece) => h("span", {
            class: `skybridge-bar skybridge-c-${piece.colour}`,
            title: t("{piece} on bases {a} and {b}, level {level}", { piece: pieceWords("bridge", piece.colour), a: a + 1, b: b + 1, level: piece.z }),
            text: LETTERS[piece.colour] ?? "?",
          })));
      }));
    },
    /** The line under the map, for the base in question (choices.hoverBase). */
    drawReason() {
      if (!facts.position.snap) return;
      const base = choices.hoverBase;
      if (base === null) {
        reasonLine.textContent = choices.picked && facts.canPlay() ? t("Point at a base or use the arrows: may the piece go there?") : "";
        reasonLine.className = "skybridge-reason";
        setTitle(reasonLine, reasonLine.textContent);
        return;
      }
      const state = facts.targetOn(base);
      reasonLine.textContent = reasonText(facts.view(), base, state);
      reasonLine.className = `skybridge-reason${state ? (state.legal ? " is-yes" : " is-no") : ""}`;
      // (one line: a longer reason ends in an ellipsis, all of it in the title)
      setTitle(reasonLine, reasonLine.textContent);
    },
    /** Marks the base the pointer or focus is on. */
    markHover(base) {
      cellButtons.forEach((b, i) => b.classList.toggle("is-hover", i === base));
    },
    /** Marks the bases a previewed move (or none) goes on. */
    markPreview(move) {
      cellButtons.forEach((b, i) => b.classList.toggle("is-preview", Boolean(move && (move.bases ?? []).includes(i))));
    },
  };
}
