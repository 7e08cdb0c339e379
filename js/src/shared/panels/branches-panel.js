// "What if?" branches: the lines the game has been played along (the `branches` trait),
// to switch to and rename, and Simulated outcomes at the end of two of them side by
// side (the `comparison` trait). Python keeps the tree and decides everything; the
// panel lists what it is given and asks with `switch`, `name_branch` and `compare`.
// It stays hidden while the game has one line and the live game is at its end.

import { applyGate, h, replaceChildren, toggleAttribute, uniqueId } from "../dom.js";
import { formatNumber, formatPercent } from "../format.js";
import { resumeGate } from "../gates.js";
import { createPanel } from "./panel.js";
import { nt, t } from "../i18n.js";

const asArray = (x) => (Array.isArray(x) ? x : []);

/** Whether the game has anything to show as branches: two lines, or one the live game is
 * behind the end of (Undo, Play on from here). */
export function hasBranches(branches, ply) {
  const list = asArray(branches);
  if (list.length > 1) return true;
  return list.length === 1 && typeof list[0].ply === "number" && list[0].ply > ply;
}

/** One branch in words: "Main line: 12 moves, the live game" / "Branch 2: leaves Main
 * line after move 3, 5 moves". */
export function branchText(branch, ply) {
  const parts = [];
  if (branch.parent) parts.push(t("leaves {parent} after move {fork}", { parent: branch.parent, fork: branch.fork }));
  parts.push(nt("{n} move", "{n} moves", branch.ply, { n: branch.ply }));
  if (branch.current) parts.push(branch.ply > ply ? t("the live game is at move {ply}", { ply }) : t("the live game"));
  return `${branch.name}: ${parts.join(", ")}`;
}

/**
 * Where other lines leave the live game's Log: { ply -> [branch, ...] } for every branch
 * (but the live one) that shares the live line up to a ply the Log shows, plus the live
 * branch itself at the live ply when it goes on beyond it.
 */
export function forkMarkers(branches, ply) {
  const marks = new Map();
  for (const branch of asArray(branches)) {
    const at = branch.current ? (branch.ply > ply ? ply : null) : branch.shared;
    if (typeof at !== "number" || at > ply) continue;
    if (!marks.has(at)) marks.set(at, []);
    marks.get(at).push(branch);
  }
  return marks;
}

/** The Log's words for a marker: where another line goes, or how far this one goes on. */
export function markerText(branch) {
  return branch.current
    ? t("This line goes on to move {ply}: show its end", { ply: branch.ply })
    : t("{name} goes another way here (to move {ply}): switch to it", { name: branch.name, ply: branch.ply });
}

/** The comparison table's rows: [label, first branch's cell, second branch's cell]. */
export function comparisonRows(comparison) {
  const sides = asArray(comparison?.branches);
  const leader = (outcomes) => asArray(outcomes?.rows).find((row) => row.id === outcomes.leader) ?? null;
  const scoreName = sides.map((s) => s.outcomes?.score_name).find(Boolean) || t("final score");
  const leads = sides.some((s) => s.outcomes?.horizon);
  const cell = (fn) => sides.map((side) => {
    const outcomes = side.outcomes ?? {};
    return Array.isArray(outcomes.rows) ? fn(outcomes, leader(outcomes), side) : "\u2026";
  });
  return [
    [t("At move"), ...sides.map((side) => String(side.ply))],
    [t("To move"), ...sides.map((side) => side.player || "\u2014")],
    [t("Leading move"), ...cell((_o, row) => row?.label ?? "\u2014")],
    [leads ? t("Leads") : t("Win"), ...cell((_o, row) => (row ? formatPercent(row.win) : "\u2014"))],
    [t("Mean {score}", { score: scoreName }), ...cell((_o, row) => (row ? formatNumber(row.mean) : "\u2014"))],
    [t("Rollouts per move"), ...cell((o) => String(o.done ?? 0))],
  ];
}

/** The comparison's state in a sentence. */
export function comparisonNote(comparison) {
  const status = comparison?.status;
  if (status === "running") return t("Comparing: rollouts are being played at the end of each branch\u2026");
  if (status === "stopped") return t("Stopped: the table shows the rollouts played so far.");
  if (status === "done") {
    const lower = asArray(comparison.branches).some((s) => s.outcomes?.lower_is_better);
    return lower
      ? t("For the player to move at the end of each branch: the move that did best there, how often it won (a lower score is better), and its mean score.")
      : t("For the player to move at the end of each branch: the move that did best there, how often it won, and its mean score.");
  }
  return "";
}

export function createBranchesPanel({ send }) {
  const panel = createPanel({ title: t("Branches"), open: true, className: "skyw-branches-panel" });
  const list = h("ul", { class: "skyw-branch-list", "aria-label": t("Branches of this game") });
  const renameId = uniqueId("skyw-branch-name");
  const renameInput = h("input", { class: "skyw-input", id: renameId, type: "text", maxlength: 40, size: 16 });
  let renaming = null; // the name of the branch being renamed
  const renameForm = h("form", { class: "skyw-branch-rename", hidden: true },
    h("label", { for: renameId, text: t("New name") }), renameInput,
    h("button", { type: "submit", class: "skyw-button", text: t("Save") }),
    h("button", { type: "button", class: "skyw-button", text: t("Cancel"), onclick: () => closeRename() }));
  renameForm.addEventListener("submit", (event) => {
    event.preventDefault();
    if (renaming !== null) send({ type: "name_branch", branch: renaming, name: renameInput.value });
    closeRename();
  });
  const firstId = uniqueId("skyw-compare-a");
  const secondId = uniqueId("skyw-compare-b");
  const first = h("select", { class: "skyw-input", id: firstId });
  const second = h("select", { class: "skyw-input", id: secondId });
  const compare = h("button", { type: "button", class: "skyw-button", text: t("Compare"),
    onclick: () => send({ type: "compare", branches: [first.value, second.value] }) });
  const note = h("p", { class: "skyw-panel-note", role: "status" });
  const table = h("table", { class: "skyw-compare-table" });
  const compareBox = h("div", { class: "skyw-compare" },
    h("div", { class: "skyw-row" },
      h("label", { for: firstId, text: t("Compare") }), first,
      h("label", { for: secondId, text: t("with") }), second, compare),
    note, table);
  panel.body.append(list, renameForm, compareBox);
  let shownKey = "";

  function closeRename() {
    renaming = null;
    renameForm.hidden = true;
  }

  function openRename(name) {
    renaming = name;
    renameInput.value = name;
    renameForm.hidden = false;
    renameInput.focus();
    renameInput.select();
  }

  function fillSelect(select, names, fallback) {
    const keep = names.includes(select.value) ? select.value : fallback;
    replaceChildren(select, names.map((name) => h("option", { value: name, text: name })));
    select.value = keep ?? "";
  }

  function renderList(snap) {
    // switching takes the live game elsewhere: not while the screen waits for a hand-off
    const gate = resumeGate(snap);
    replaceChildren(list, snap.branches.map((branch) =>
      h("li", { class: branch.current ? "is-current" : "" },
        h("button", {
          type: "button",
          class: "skyw-branch-switch",
          "aria-current": branch.current ? "true" : false,
          disabled: !gate.enabled,
          title: gate.enabled ? (branch.current ? t("Show the end of this line") : t("Switch to this branch")) : `${gate.reason}.`,
          onclick: () => send({ type: "switch", branch: branch.name }),
        }, branchText(branch, snap.ply)),
        h("button", { type: "button", class: "skyw-button skyw-branch-rename-button",
          "aria-label": t("Rename {name}", { name: branch.name }), text: t("Rename"),
          onclick: () => openRename(branch.name) }))));
  }

  function renderComparison(comparison) {
    const sides = asArray(comparison?.branches);
    note.textContent = comparisonNote(comparison);
    if (sides.length !== 2) {
      table.replaceChildren();
      return;
    }
    const rows = comparisonRows(comparison);
    replaceChildren(table,
      h("thead", {}, h("tr", {}, h("th", { scope: "col", text: t("Branch") }),
        sides.map((side) => h("th", { scope: "col", text: side.name })))),
      h("tbody", {}, rows.map(([label, ...cells]) =>
        h("tr", {}, h("th", { scope: "row", text: label }), cells.map((text) => h("td", { text }))))));
  }

  return {
    element: panel.element,
    update(snap) {
      const branches = asArray(snap.branches);
      toggleAttribute(panel.element, "hidden", !hasBranches(branches, snap.ply) && !snap.comparison?.branches);
      panel.setCount(`(${branches.length})`);
      const key = JSON.stringify([branches, snap.ply, snap.busy, snap.handoff, snap.comparison]);
      if (key === shownKey) return;
      shownKey = key;
      renderList({ ...snap, branches });
      const names = branches.map((b) => b.name);
      const live = branches.find((b) => b.current)?.name;
      fillSelect(first, names, live ?? names[0]);
      fillSelect(second, names, names.find((name) => name !== first.value));
      const busy = snap.busy !== "" || typeof snap.handoff?.seat === "number";
      applyGate(compare, busy || names.length < 2
        ? { enabled: false, reason: names.length < 2 ? t("There is only one branch") : t("Wait until the kernel is free and the screen is handed over") }
        : { enabled: true }, t("Simulated outcomes at the end of both branches, side by side"));
      renderComparison(snap.comparison);
    },
  };
}
