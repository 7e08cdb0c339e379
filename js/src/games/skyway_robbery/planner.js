// Skyway Robbery's Heist planner: an inspection panel beside the board. For one illegal
// action (picked in the panel) it shows which of the viewer's cards get past each
// defense, the vents and power cuts, the cheapest complete plan and the chance a job
// survives the alarm dice. Python works all of it out from the viewer's own information
// (the `inspection` trait, see docs/rules/skyway-robbery-view.md); this module only draws it.

import { h, replaceChildren, uniqueId } from "../../shared/dom.js";
import { formatPercent } from "../../shared/format.js";
import { inspectGate } from "../../shared/gates.js";
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
  return list.length ? list.map((c) => cardNameIn(data, c)).join(", ") : "none";
}

/** One defense row in words: what it is and what gets past it. */
export function defenseLine(data, row) {
  const notes = [row.powered ? "powered" : "", row.guard ? "guards the power supply: need not be passed" : ""].filter(Boolean);
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
  if (!plan) return ["No complete plan with your cards: some defense has nothing to get past it, or the Strength is short."];
  const lines = [`Team: ${namesText(data, plan.members)}${plan.crew?.length ? `; crew: ${namesText(data, plan.crew)}` : ""}.`];
  const carry = Object.entries(plan.carry ?? {});
  if (carry.length) lines.push(`Carry: ${carry.map(([gear, member]) => `${cardNameIn(data, member)} carries ${cardNameIn(data, gear)}`).join("; ")}.`);
  const beats = Object.entries(plan.beats ?? {});
  if (beats.length) lines.push(`Past the defenses: ${beats.map(([n, card]) => `#${n} with ${cardNameIn(data, card)}`).join("; ")}.`);
  const vents = Object.entries(plan.vents ?? {});
  if (vents.length) lines.push(`Through a vent: ${vents.map(([n, card]) => `#${n} by ${cardNameIn(data, card)}`).join("; ")}.`);
  if (plan.cut) lines.push(`Power cut by ${cardNameIn(data, plan.cut)}: the powered defenses stop.`);
  const dice = plan.dice === 1 ? "1 alarm die" : `${plan.dice} alarm dice`;
  lines.push(`${dice}: the job succeeds ${formatPercent(plan.success, 0)} of the time.`);
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
  const panel = createPanel({ title: "Heist planner", className: "skyrob-planner-panel" });
  const selectId = uniqueId("skyrob-job");
  const jobSelect = h("select", { id: selectId, class: "skyw-input", "aria-label": "Illegal action to plan" });
  const picker = h("p", { class: "skyrob-planner-pick" }, h("label", { for: selectId, text: "Job: " }), jobSelect);
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
    if (!rows.length) return h("p", { text: data.job === "turf_war" ? "No defenses: a Turf War needs Strength." : "No defenses." });
    const vents = rows.some((r) => r.vent);
    return h("table", { class: "skyrob-planner-table" },
      h("caption", { text: "Your cards past each defense" }),
      h("thead", {}, h("tr", {},
        h("th", { scope: "col", text: "#" }), h("th", { scope: "col", text: "Defense" }),
        h("th", { scope: "col", text: "Your cards" }), vents ? h("th", { scope: "col", text: "Vent" }) : null)),
      h("tbody", {}, rows.map((r) => h("tr", { "data-defense": r.number },
        h("td", { class: "skyw-num", text: r.number }), h("th", { scope: "row", text: r.name }),
        h("td", { class: r.cards === "none" ? "is-none" : "", text: r.cards }),
        vents ? h("td", { text: r.vent || "\u2014" }) : null))));
  }

  function drawOdds(data) {
    const cell = planCell(data);
    const odds = Array.isArray(data.odds) ? data.odds : [];
    return h("table", { class: "skyrob-planner-odds" },
      h("caption", { text: "Chance a job succeeds: fewer handcuffs than gang members on it (crew do not count)" }),
      h("thead", {}, h("tr", {}, h("th", { scope: "col", text: "Alarm dice" }),
        [1, 2, 3].map((m) => h("th", { scope: "col", text: m === 1 ? "1 member" : `${m} members` })))),
      h("tbody", {}, odds.map((row) => h("tr", {},
        h("th", { scope: "row", class: "skyw-num", text: row.dice }),
        [1, 2, 3].map((m) => {
          const mine = cell && cell.dice === row.dice && cell.members === m;
          return h("td", { class: `skyw-num${mine ? " is-plan" : ""}`, "aria-label": mine ? `${formatPercent(row[`members_${m}`], 0)}, your plan` : null },
            formatPercent(row[`members_${m}`], 0), mine ? h("span", { class: "skyrob-planner-mark", text: " \u25C0 plan" }) : null);
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
        ? "Hidden: it shows one person's cards, and no one's view is on the screen now."
        : "Open to plan a heist, jail break, turf war or side job with your cards.";
      replaceChildren(content);
      return;
    }
    panel.setCount(data.plan ? `(best plan ${formatPercent(data.plan.success, 0)})` : "(no plan yet)");
    const tips = data.tips ? ` ${data.tips === 1 ? "1 Anonymous Tip adds 1 alarm die" : `${data.tips} Anonymous Tips add ${data.tips} alarm dice`}.` : "";
    status.textContent = `${data.label}.${tips} Worked out from your hand and the board only.`;
    replaceChildren(content,
      typeof data.need === "number" ? h("p", { class: "skyrob-planner-need", text: `Strength needed: ${data.need}.` }) : null,
      drawDefenses(data),
      data.power?.length ? h("p", { text: `Power cut possible with: ${namesText(data, data.power)}.` }) : null,
      h("div", { class: "skyrob-planner-plan", role: "group", "aria-label": "Best plan" },
        h("h4", { text: "Best plan" }), planLines(data).map((line) => h("p", { text: line }))),
      drawOdds(data));
  }

  return { element: panel.element, update };
}
