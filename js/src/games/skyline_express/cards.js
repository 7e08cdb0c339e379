// The cards every Skyline Express player shares: the four goals (which compartments
// complete each, per player) and the services by set (who owns each, what it costs).

import { h, rebuildKeepingFocus, replaceChildren } from "../../shared/dom.js";
import { joinNames } from "../../shared/format.js";
import { nt, t } from "../../shared/i18n.js";
import { actionCosts, costOf, withCost } from "./actions.js";
import { colourChip, dieFace } from "./dice-view.js";
import { buyLabel, colourName } from "./words.js";

/** A goal's title by its die's colour. */
const goalTitle = (colour) => ({
  yellow: () => t("Yellow goal"),
  blue: () => t("Blue goal"),
  green: () => t("Green goal"),
  red: () => t("Red goal"),
}[colour]?.() ?? colourName(colour));

/** A section of the board under a heading (and named by it). */
const section = (label, title, box) => h("section", { class: "skyline-zone", "aria-label": label }, h("h4", { class: "skyw-heading", text: title }), box);

/** The goals, each with who completed it where. */
export function createGoals(facts) {
  const box = h("div", { class: "skyline-goals" });
  // said in words beside the goals, not in a tooltip a projector never shows
  const oursNote = h("p", { class: "skyline-goals-note", hidden: true,
    text: t("\u201cOur goal\u201d: the rulebook's table of goals stops before it, so skywidgets designed it (see docs/rules/skyline-express.md).") });
  return {
    element: section(t("Goals"), t("Goals (everyone shares them)"), h("div", {}, box, oursNote)),
    update() {
      const v = facts.view();
      const goals = Array.isArray(v.goals) ? v.goals : [];
      oursNote.hidden = !goals.some((goal) => goal.ours);
      const seat = facts.me();
      const sheets = Array.isArray(v.sheets) ? v.sheets : [];
      replaceChildren(box, goals.map((goal) => {
        const mine = goal.compartments?.[seat] ?? [];
        const rolled = typeof goal.rolled === "number" ? goal.rolled : null;
        return h("article", { class: `skyline-goal${mine.length ? " is-done" : ""}`, "data-goal": goal.id },
          h("div", { class: "skyline-goal-head" },
            rolled !== null ? dieFace(goal.die, rolled) : colourChip(goal.die),
            h("span", { class: "skyline-goal-title" }, h("strong", { text: goalTitle(goal.die) }), rolled !== null ? " " + t("(rolled {value})", { value: rolled }) : ""),
            goal.ours ? h("span", { class: "skyline-badge is-ours", text: t("our goal") }) : null),
          h("p", { class: "skyline-goal-text", text: goal.text }),
          h("p", { class: "skyline-goal-done" },
            sheets.map((_, p) => {
              const where = goal.compartments?.[p] ?? [];
              const done = where.length
                ? nt("{name}: compartment {compartments} (+{points})", "{name}: compartments {compartments} (+{points})", where.length, { name: facts.nameOf(p), compartments: where.map((c) => c + 1).join(", "), points: where.length * (goal.points ?? 0) })
                : t("{name}: none yet", { name: facts.nameOf(p) });
              return h("span", { class: `skyline-goal-who${p === seat ? " is-me" : ""}` }, done);
            })));
      }));
    },
  };
}

/** The services by set; one the player may buy has its Buy button (`play(move)`). */
export function createServices(facts, { play }) {
  const box = h("div", { class: "skyline-services" });
  const openUnused = new Set(); // the unused sets a person opened

  function serviceItem(v, service, previewed) {
    const owned = service.owner !== null && service.owner !== undefined;
    const mine = owned && service.owner === facts.me();
    const move = facts.index().service.get(service.index) ?? null;
    const cost = costOf(move, "tickets", actionCosts(v).service);
    const ownerText = !service.in_play ? t("not used") : !owned ? t("available") : mine ? `\u2714 ${facts.nameOf(service.owner)}` : t("\u2715 taken by {name}", { name: facts.nameOf(service.owner) });
    return h("li", {
      class: `skyline-service${owned ? " is-owned" : ""}${owned && !mine ? " is-crossed" : ""}${mine ? " is-mine" : ""}${move ? " is-buyable" : ""}${previewed === service.index ? " is-preview" : ""}`,
      "data-service": service.index,
    },
    h("span", { class: "skyline-service-name" }, h("span", { class: "skyline-service-id", text: `${service.id.replace(/^s/, "")}` }), ` ${service.name}`),
    h("span", { class: "skyline-service-colours", role: "img", "aria-label": joinNames((service.colours ?? []).map(colourName)) }, (service.colours ?? []).map((c) => colourChip(c))),
    service.text ? h("span", { class: "skyline-service-text", text: service.text }) : null,
    service.in_play ? h("span", { class: "skyline-service-owner", text: ownerText }) : null,
    move ? h("button", {
      type: "button", class: "skyline-button is-ready skyline-buy", "data-focus-key": `table-buy-${service.index}`,
      "aria-label": buyLabel(service, cost),
      onclick: () => play(move),
    }, withCost(t("Buy"), cost, "tickets")) : null);
  }

  return {
    element: section(t("Services"), t("Services"), box),
    update() {
      const v = facts.view();
      const services = Array.isArray(v.services) ? v.services : [];
      const sets = [...new Set(services.map((x) => x.set))].sort();
      const preview = facts.choices.panelPreview;
      const previewed = preview && (preview.kind === "service" || preview.kind === "ai-service") ? preview.service : null;
      rebuildKeepingFocus(box, () => replaceChildren(box, sets.map((set) => {
        const members = services.filter((x) => x.set === set);
        const inPlay = members.some((x) => x.in_play);
        const list = h("ul", { class: "skyline-service-list" }, members.map((service) => serviceItem(v, service, previewed)));
        if (inPlay) {
          return h("div", { class: "skyline-service-set", "data-set": set },
            h("p", { class: "skyline-set-title" }, h("strong", { text: t("Set {set}", { set }) })), list);
        }
        // a set this game does not use: folded, open only when asked
        const folded = h("details", { class: "skyline-service-set is-unused", "data-set": set, open: openUnused.has(set) },
          h("summary", { class: "skyline-set-title", "data-focus-key": `set-${set}` }, h("strong", { text: t("Set {set}", { set }) }), h("span", { class: "skyline-set-note", text: " \u00B7 " + t("3-4 players only: not used in this game") })),
          list);
        folded.addEventListener("toggle", () => (folded.open ? openUnused.add(set) : openUnused.delete(set)));
        return folded;
      })));
    },
  };
}
