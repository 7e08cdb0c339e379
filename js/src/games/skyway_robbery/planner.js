// Skyway Robbery's Heist planner: an inspection panel beside the board. For one illegal
// action (picked in the panel) it shows which of the viewer's cards get past each
// defense, the vents and power cuts, the cheapest complete plan and the chance a job
// survives the alarm dice. Python works all of it out from the viewer's own information
// (the `inspection` trait, see docs/rules/skyway-robbery-view.md); this module only draws it.

import { h, replaceChildren, uniqueId } from "../../shared/dom.js";
import { formatPercent } from "../../shared/format.js";
import { inspectGate } from "../../shared/gates.js";
import { nt, t } from "../../shared/i18n.js";
import { createPanel } from "../../shared/panels/panel.js";

export const PANEL = "planner";

/** The planner's data in a snapshot, or null (panel closed, or nothing may be shown). */
export function plannerData(snap) {
  const entry = snap?.inspection;
  return entry && entry.name === PANEL && entry.data && typeof entry.data === "object" ? entry.data : null;
}

/** A card's name as the planner's data gives it (its id if unnamed). */
export const cardNameIn = (data, card) => data?.names?.[card] ?? String(card);

/** A list of card names in words: "the Boxer, the Drill" style, or "none". */
export function namesText(data, cards) {
  const list = Array.isArray(cards) ? cards : [];
  return list.length ? list.map((c) => cardNameIn(data, c)).join(", ") : t("none");
}

/** One defense row in words: what it is and what gets past it. */
export function defenseLine(data, row) {
  const notes = [row.powered ? t("powered") : "", row.guard ? t("guards the power supply: need not be passed") : ""].filter(Boolean);
  return {
    number: row.number,
    name: row.name + (notes.length ? ` (${notes.join("; ")})` : ""),
    cards: namesText(data, row.cards),
    vent: row.vent?.length ? namesText(data, row.vent) : "",
  };
}

/** The best plan in short sentences, or a sentence saying there is none. */
export function planLines(data) {
  const plan = data?.plan;
  if (!plan) return [t("No complete plan with your cards: some defense has nothing to get past it, or the Strength is short.")];
  const lines = [plan.crew?.length ? t("Team: {members}; crew: {crew}.", { members: namesText(data, plan.members), crew: namesText(data, plan.crew) }) : t("Team: {members}.", { members: namesText(data, plan.members) })];
  const carry = Object.entries(plan.carry ?? {});
  if (carry.length) lines.push(t("Carry: {list}.", { list: carry.map(([gear, member]) => t("{member} carries {gear}", { member: cardNameIn(data, member), gear: cardNameIn(data, gear) })).join("; ") }));
  const beats = Object.entries(plan.beats ?? {});
  if (beats.length) lines.push(t("Past the defenses: {list}.", { list: beats.map(([n, card]) => t("#{n} with {card}", { n, card: cardNameIn(data, card) })).join("; ") }));
  const vents = Object.entries(plan.vents ?? {});
  if (vents.length) lines.push(t("Through a vent: {list}.", { list: vents.map(([n, card]) => t("#{n} by {card}", { n, card: cardNameIn(data, card) })).join("; ") }));
  if (plan.cut) lines.push(t("Power cut by {card}: the powered defenses stop.", { card: cardNameIn(data, plan.cut) }));
  lines.push(nt("{n} alarm die: the job succeeds {odds} of the time.", "{n} alarm dice: the job succeeds {odds} of the time.", plan.dice, { n: plan.dice, odds: formatPercent(plan.success, 0) }));
  return lines;
}

/** Which row and column of the odds table the best plan falls in, or null (the table
 * has 1 to 3 gang members and 0 to 6 dice). */
export function planCell(data) {
  const plan = data?.plan;
  if (!plan || !Array.isArray(plan.members)) return null;
  const members = plan.members.length;
  return members >= 1 && members <= 3 && plan.dice >= 0 && plan.dice <= 6 ? { dice: plan.dice, members } : null;
}

export function createPlannerPanel({ send }) {
  const panel = createPanel({ title: t("Heist planner"), className: "skyrob-planner-panel" });
  const selectId = uniqueId("skyrob-job");
  const jobSelect = h("select", { id: selectId, class: "skyw-input", "aria-label": t("Illegal action to plan") });
  const picker = h("p", { class: "skyrob-planner-pick" }, h("label", { for: selectId, text: t("Job: ") }), jobSelect);
  const status = h("p", { class: "skyw-panel-note" });
  const content = h("div", { class: "skyrob-planner-body" });
  panel.body.append(picker, status, content);
  let choices = [];
  let following = false;
  let last = null; // the snapshot last drawn
  const mayInspect = () => last !== null && inspectGate(last).enabled;

  // opening the panel asks Python to follow the game for it; closing stops that. While
  // the gate is shut (a hand-off waits) the panel does not open: its summary refuses the
  // click, and an opening by any other path is undone here without a message.
  panel.element.addEventListener("toggle", () => {
    if (panel.open && !following) {
      if (!mayInspect()) {
        panel.element.open = false;
        return;
      }
      send({ type: "inspect", name: PANEL, args: {} });
    }
    if (!panel.open && following) send({ type: "inspect", name: null });
    following = panel.open;
  });
  jobSelect.addEventListener("change", () => {
    const choice = choices[Number(jobSelect.value)];
    if (choice && mayInspect()) send({ type: "inspect", name: PANEL, args: { job: choice.job, target: choice.target } });
  });

  function drawDefenses(data) {
    const rows = (data.defenses ?? []).map((row) => defenseLine(data, row));
    if (!rows.length) return h("p", { text: data.job === "turf_war" ? t("No defenses: a Turf War needs Strength.") : t("No defenses.") });
    const vents = rows.some((r) => r.vent);
    return h("table", { class: "skyrob-planner-table" },
      h("caption", { text: t("Your cards past each defense") }),
      h("thead", {}, h("tr", {},
        h("th", { scope: "col", text: "#" }), h("th", { scope: "col", text: t("Defense") }),
        h("th", { scope: "col", text: t("Your cards") }), vents ? h("th", { scope: "col", text: t("Vent") }) : null)),
      h("tbody", {}, rows.map((r) => h("tr", { "data-defense": r.number },
        h("td", { class: "skyw-num", text: r.number }), h("th", { scope: "row", text: r.name }),
        h("td", { class: r.cards === t("none") ? "is-none" : "", text: r.cards }),
        vents ? h("td", { text: r.vent || "\u2014" }) : null))));
  }

  function drawOdds(data) {
    const cell = planCell(data);
    const odds = Array.isArray(data.odds) ? data.odds : [];
    return h("table", { class: "skyrob-planner-odds" },
      h("caption", { text: t("Chance a job succeeds: fewer handcuffs than gang members on it (crew do not count)") }),
      h("thead", {}, h("tr", {}, h("th", { scope: "col", text: t("Alarm dice") }),
        [1, 2, 3].map((m) => h("th", { scope: "col", text: nt("{n} member", "{n} members", m, { n: m }) })))),
      h("tbody", {}, odds.map((row) => h("tr", {},
        h("th", { scope: "row", class: "skyw-num", text: row.dice }),
        [1, 2, 3].map((m) => {
          const mine = cell && cell.dice === row.dice && cell.members === m;
          return h("td", { class: `skyw-num${mine ? " is-plan" : ""}`, "aria-label": mine ? t("{odds}, your plan", { odds: formatPercent(row[`members_${m}`], 0) }) : null },
            formatPercent(row[`members_${m}`], 0), mine ? h("span", { class: "skyrob-planner-mark", text: t(" \u25C0 plan") }) : null);
        })))));
  }

  function update(snap) {
    last = snap;
    panel.setLocked(inspectGate(snap).reason);
    const entry = snap.inspection ?? {};
    following = entry.name === PANEL;
    if (following && !panel.open) panel.element.open = true;
    const data = plannerData(snap);
    choices = Array.isArray(data?.choices) ? data.choices : [];
    const chosen = choices.findIndex((c) => c.job === data?.job && (c.target ?? null) === (data?.target ?? null));
    replaceChildren(jobSelect, choices.map((c, i) => h("option", { value: String(i), text: c.label })));
    if (chosen >= 0) jobSelect.value = String(chosen);
    jobSelect.disabled = !data || !mayInspect();
    if (!data) {
      panel.setCount("");
      status.textContent = following
        ? t("Hidden: it shows one person's cards, and no one's view is on the screen now.")
        : t("Open to plan a heist, jail break, turf war or side job with your cards.");
      replaceChildren(content);
      return;
    }
    panel.setCount(data.plan ? t("(best plan {odds})", { odds: formatPercent(data.plan.success, 0) }) : t("(no plan yet)"));
    const tips = data.tips ? ` ${nt("{n} Anonymous Tip adds {n} alarm die.", "{n} Anonymous Tips add {n} alarm dice.", data.tips, { n: data.tips })}` : "";
    status.textContent = t("{job}.{tips} Worked out from your hand and the board only.", { job: data.label, tips });
    replaceChildren(content,
      typeof data.need === "number" ? h("p", { class: "skyrob-planner-need", text: t("Strength needed: {n}.", { n: data.need }) }) : null,
      drawDefenses(data),
      data.power?.length ? h("p", { text: t("Power cut possible with: {cards}.", { cards: namesText(data, data.power) }) }) : null,
      h("div", { class: "skyrob-planner-plan", role: "group", "aria-label": t("Best plan") },
        h("h4", { text: t("Best plan") }), planLines(data).map((line) => h("p", { text: line }))),
      drawOdds(data));
  }

  return { element: panel.element, update };
}
