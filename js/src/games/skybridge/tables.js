// Skybridge's tables: the score in short beside the board (each player's points by
// colour), and under the board how it adds up (each player's colours, the towers their
// roofs own, what their bridge adds, what is doubled, the points) and the pieces each
// player has left.

import { h, rebuildKeepingFocus, replaceChildren } from "../../shared/dom.js";
import { nt, pt, t } from "../../shared/i18n.js";
import { chip } from "./chip.js";
import { pieceIcon } from "./pieces-svg.js";
import { LETTERS, PIECES, colourName } from "./pieces.js";
import { fourthColour, scoreRows } from "./position.js";

const KINDS = ["tall", "short", "bridge", "roof"];

/** Bases 0-8 as the table prints them: "1, 2". */
const list = (bases) => bases.map((b) => b + 1).join(", ");

const turnBadge = () => [h("span", { class: "skybridge-badge is-turn", "aria-hidden": "true", text: "\u25B6" }),
  h("span", { class: "skyw-visually-hidden", text: t("to move: ") })];

/** The winners' mark: the word, after a star (the sheet's: a symbol alone says nothing to some). */
const winnerBadge = () => h("span", { class: "skybridge-badge is-winner", text: t("winner") });

/** A section of the tables: a heading over `box` (`decision`: its data-decision mark;
 * `shown`: false for a heading only screen readers need, the table's own saying enough). */
const zone = (title, box, { decision = null, shown = true } = {}) => h("section", { class: "skybridge-zone", "aria-label": title, "data-decision": decision },
  h("h4", { class: `skyw-heading${shown ? "" : " skyw-visually-hidden"}`, text: title }), box);

/** The score in short: each player's points by colour and in all, the player to move
 * and the winners marked. */
export function createTotals(facts) {
  const box = h("div", { class: "skybridge-totals" });
  const row = (r) => h("tr", { class: `${r.turn ? "is-turn" : ""}${r.winner ? " is-winner" : ""}`.trim() || null, "data-seat": r.seat },
    h("th", { scope: "row", class: "skybridge-player" },
      r.turn ? turnBadge() : null,
      r.winner ? [winnerBadge(), " "] : null,
      h("span", { class: "skybridge-player-name", text: r.name })),
    h("td", { class: "skybridge-by-colour" }, r.colours.map((c) => h("span", { class: "skybridge-colour-points", "data-colour": c.colour },
      chip(c.colour), " ", h("span", { class: "skyw-visually-hidden", text: `${colourName(c.colour)}:` }), ` ${c.total}`))),
    h("td", { class: "is-num skybridge-points", text: String(r.total) }));
  return {
    element: h("section", { class: "skybridge-zone skybridge-totals-zone", "aria-label": pt("standings", "Score"), "data-decision": "scores" }, box),
    update() {
      replaceChildren(box, h("table", { class: "skybridge-table skybridge-totals-table" },
        h("caption", { class: "skyw-visually-hidden", text: t("Score: each player's points by colour, and in all") }),
        h("thead", {}, h("tr", {},
          h("th", { scope: "col", text: pt("standings", "Score") }), h("th", { scope: "col", text: t("By colour") }), h("th", { scope: "col", class: "is-num", text: t("Points") }))),
        h("tbody", {}, scoreRows(facts.view(), facts.nameOf).map(row))));
    },
  };
}

/** The score table (`element`) and what its columns mean (`note`, which the board folds
 * away); a colour's button calls `onHighlight(colour)` to show its towers. */
export function createScoreTable(facts, { onHighlight }) {
  const box = h("div", { class: "skybridge-score" });
  const note = h("p", { class: "skybridge-note", text: t("The score: Towers, the bases your roofs own and their floors. Bridge, the other towers your bridge joins, when it joins one of yours (in brackets: reached, but none is yours). \u00D72, two of your towers joined by your bridge count twice. A colour's button shows its towers on the map.") });

  function colourRow(row, c, i) {
    const highlighted = facts.choices.highlighted === c.colour;
    return h("tr", { "data-colour": c.colour },
      i === 0 ? h("th", { scope: "rowgroup", rowspan: row.colours.length, class: "skybridge-player" },
        row.turn ? turnBadge() : null,
        row.winner ? [winnerBadge(), " "] : null,
        h("span", { class: "skybridge-player-name", text: row.name }),
        row.colours.length > 1 ? h("span", { class: "skybridge-player-total", text: t("total {total}", { total: row.total }) }) : null) : null,
      h("td", {},
        h("button", {
          type: "button",
          class: "skybridge-show",
          "data-focus-key": `show-${c.colour}`,
          "aria-pressed": String(highlighted),
          "aria-label": t("{letter} {colour}: show its towers and its bridge's towers on the map", { letter: LETTERS[c.colour] ?? "", colour: colourName(c.colour) }),
          title: t("Show on the map"),
          onclick: () => onHighlight(c.colour),
        }, chip(c.colour), ` ${colourName(c.colour)}`)),
      h("td", { class: "is-num", "aria-label": c.towers.length ? nt("towers {bases}: {n} floor", "towers {bases}: {n} floors", c.towerFloors, { bases: list(c.towers), n: c.towerFloors }) : t("no towers") },
        c.towers.length ? [h("span", { class: "skybridge-bases", text: list(c.towers) }), ` ${c.towerFloors}`] : "\u2014"),
      h("td", { class: "is-num", "aria-label": c.bridged.length ? nt("its bridge adds towers {bases}: {n} floor", "its bridge adds towers {bases}: {n} floors", c.bridgedFloors, { bases: list(c.bridged), n: c.bridgedFloors }) : c.idle ? t("its bridge reaches {bases} but scores nothing (it owns none of them)", { bases: list(c.reach) }) : t("no tower added by a bridge") },
        c.bridged.length ? [h("span", { class: "skybridge-bases", text: list(c.bridged) }), ` +${c.bridgedFloors}`] : c.idle ? h("span", { class: "skybridge-muted", text: `(${list(c.reach)})` }) : "\u2014"),
      h("td", { class: "is-num", "aria-label": c.doubled.length ? t("doubled: towers {bases} +{n}", { bases: list(c.doubled), n: c.doubledFloors }) : t("nothing doubled") },
        c.doubled.length ? [h("span", { class: "skybridge-bases", text: list(c.doubled) }), ` +${c.doubledFloors}`] : "\u2014"),
      h("td", { class: "is-num skybridge-points", text: String(c.total) }));
  }

  function fourthNote(v) {
    const fourth = fourthColour(v, facts.mover() ?? 0);
    if (!fourth) return null;
    return h("tfoot", {}, h("tr", {}, h("td", { colspan: 6, class: "skybridge-muted-cell" }, chip(fourth), " ", t("{colour}: the fourth colour, placed by everyone, scores for no one.", { colour: colourName(fourth) }))));
  }

  return {
    element: zone(t("How the points add up"), box, { shown: false }),
    note,
    update() {
      const v = facts.view();
      const rows = scoreRows(v, facts.nameOf);
      rebuildKeepingFocus(box, () => replaceChildren(box,
        h("table", { class: "skybridge-table skybridge-score-table" },
          h("caption", { class: "skyw-visually-hidden", text: t("Score: each player's colours, the towers their roofs own, the towers their bridge adds, what is doubled, the points. Bases are numbered 1 to 9.") }),
          h("thead", {}, h("tr", {},
            [t("Player"), t("Colour"), t("Towers"), t("Bridge"), "\u00D72", t("Points")].map((text, i) => h("th", { scope: "col", class: i >= 2 ? "is-num" : null, text })))),
          rows.map((row) => h("tbody", { class: `${row.turn ? "is-turn" : ""}${row.winner ? " is-winner" : ""}`.trim() || null, "data-seat": row.seat },
            row.colours.map((c, i) => colourRow(row, c, i)))),
          fourthNote(v))));
    },
  };
}

/** The pieces every player has left, per colour they place. */
export function createSupplyTable(facts, { prefix }) {
  const box = h("div", { class: "skybridge-supply" });
  return {
    element: zone(t("Pieces left"), box),
    update() {
      const v = facts.view();
      const supply = Array.isArray(v.supply) ? v.supply : [];
      replaceChildren(box, h("table", { class: "skybridge-table skybridge-supply-table" },
        h("caption", { class: "skyw-visually-hidden", text: t("Pieces left: each player's colours and how many of each piece they still have.") }),
        h("thead", {}, h("tr", {},
          h("th", { scope: "col", text: t("Player") }), h("th", { scope: "col", text: t("Colour") }),
          KINDS.map((kind) => h("th", { scope: "col", class: "is-num" }, pieceIcon(kind, "ivory", prefix), h("span", { class: "skybridge-th-text", text: PIECES[kind].label }))))),
        supply.map((bySeat, seat) => {
          const colours = Object.keys(bySeat ?? {});
          const turn = !v.over && v.current_player === seat;
          return h("tbody", { class: turn ? "is-turn" : null, "data-seat": seat }, colours.map((colour, i) => h("tr", { class: turn && colour === v.colour ? "is-now" : null },
            i === 0 ? h("th", { scope: "rowgroup", rowspan: colours.length, class: "skybridge-player" },
              turn ? turnBadge() : null,
              h("span", { class: "skybridge-player-name", text: facts.nameOf(seat) })) : null,
            h("td", {}, chip(colour), ` ${colourName(colour)}`, (v.colours?.[seat] ?? []).includes(colour) ? "" : h("span", { class: "skybridge-muted", text: ` ${t("(4th)")}` }),
              turn && colour === v.colour ? h("span", { class: "skybridge-now", text: ` ${t("now")}` }) : null),
            KINDS.map((kind) => {
              const n = bySeat[colour]?.[kind];
              return h("td", { class: `is-num${n === 0 ? " is-zero" : ""}`, text: typeof n === "number" ? String(n) : "\u2014" });
            }))));
        })));
    },
  };
}
