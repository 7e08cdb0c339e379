// The AI opponent's box in the solo game: the button for its next step with the
// rules that decide it (view.ai_pending, to read out before clicking) and, for a
// service, the service it takes; whether it plays on its own; and, folded, its latest
// decisions rule by rule (view.ai_trace).

import { h, replaceChildren, uniqueId } from "../../shared/dom.js";
import { t } from "../../shared/i18n.js";
import { aiPhase } from "./carriage.js";
import { colourChip } from "./dice-view.js";
import { pendingReason, traceSteps } from "./words.js";

/**
 * The AI box. Its button calls `onStep()`; ticking "AI plays on its own" sends the
 * setting, and while the AI's step waits for a click it plays on from there (its ties
 * still wait for the player).
 */
export function createAiBox(facts, { send, onStep }) {
  const autoplayId = uniqueId("skyline-autoplay");
  const element = h("section", { class: "skyline-ai", "aria-label": t("AI opponent's steps"), hidden: true });
  // The box's lasting parts (a checkbox must not be rebuilt under the pointer, a
  // <details> must keep its open state).
  const step = h("button", { type: "button", class: "skyline-button is-primary skyline-ai-step", "data-focus-key": "ai-step", onclick: () => onStep() });
  const autoplay = h("input", { id: autoplayId, type: "checkbox", class: "skyw-checkbox skyline-autoplay" });
  autoplay.addEventListener("change", () => {
    const snap = facts.position.snap;
    send?.({ type: "settings", settings: { autoplay: autoplay.checked } });
    if (autoplay.checked && facts.index().ai.length === 1 && snap?.viewing === null && !snap?.busy) send?.({ type: "bot_run" });
  });
  const note = h("p", { class: "skyline-ai-note" });
  // The next step's reason, under its button: read out before clicking.
  const whyId = uniqueId("skyline-ai-why");
  const why = h("p", { class: "skyline-ai-why", id: whyId, hidden: true });
  step.setAttribute("aria-describedby", whyId);
  // the service its next step takes: what that step acts on, beside its reason
  const target = h("p", { class: "skyline-ai-target", hidden: true });
  const trace = h("ol", { class: "skyline-trace" });
  const traceTitle = h("summary", { class: "skyline-subheading" });
  const controls = h("div", { class: "skyline-ai-controls" },
    step,
    h("span", { class: "skyline-autoplay-field" }, autoplay, h("label", { for: autoplayId, text: t("AI plays on its own") })));
  replaceChildren(element,
    h("h4", { class: "skyw-heading", text: t("AI opponent") }),
    controls,
    why,
    target,
    note,
    h("details", { class: "skyline-trace-box" }, traceTitle, trace));

  function drawTarget(v) {
    const pending = v.ai_pending;
    const service = pending?.step === "service" ? facts.serviceOf(pending.service) : null;
    target.hidden = !service;
    if (!service) {
      target.removeAttribute("data-decision");
      return replaceChildren(target);
    }
    target.setAttribute("data-decision", "the service it takes"); // i18n-ignore: names a part for tests and fitting
    replaceChildren(target,
      h("strong", { text: t("Takes service {number}, {service}", { number: service.id.replace(/^s/, ""), service: service.name }) + " " }),
      (service.colours ?? []).map((c) => colourChip(c)),
      service.text ? `: ${service.text}` : "");
  }

  function drawWhy(v) {
    const reason = pendingReason(v.ai_pending, { serviceOf: facts.serviceOf });
    const steps = reason?.steps ?? [];
    replaceChildren(why, steps.length ? [
      h("strong", { class: "skyline-why-label", text: (reason.tie ? t("A tie. Why:") : t("Why:")) + " " }),
      // the same words for every reader: no arrow for the eyes beside a hidden word for the ears
      steps.map((text, i) => [i ? h("span", { class: "skyline-why-then", text: t("; then") + " " }) : null,
        h("span", { class: "skyline-why-step", text })]),
    ] : []);
    why.hidden = steps.length === 0;
  }

  function drawTrace(v) {
    const decisions = traceSteps(v.ai_trace, { serviceOf: facts.serviceOf });
    replaceChildren(trace, decisions.length
      ? decisions.map((decision) => h("li", { class: "skyline-trace-step" },
        h("strong", { text: decision.title }),
        decision.lines.length ? h("ul", { class: "skyline-trace-rules" }, decision.lines.map((line) =>
          h("li", { class: line.decided ? "is-decided" : null },
            line.text,
            line.decided ? h("span", { class: "skyline-decided", text: " " + t("\u2714 decided it") }) : null))) : null))
      : h("li", { class: "skyline-trace-empty", text: t("No AI step yet.") }));
  }

  return {
    element,
    update() {
      const v = facts.view();
      const snap = facts.position.snap;
      const index = facts.index();
      element.hidden = !v.solo;
      if (!v.solo) return;
      const single = index.ai.length === 1 ? index.ai[0] : null;
      step.textContent = single ? t("Next AI step: {move} (A)", { move: single.label ?? single.id }) : t("Next AI step (A)");
      step.setAttribute("aria-disabled", String(!single));
      step.classList.toggle("is-ready", Boolean(single));
      autoplay.checked = snap.settings?.autoplay === true;
      autoplay.disabled = snap.busy === "simulating";
      // a tie is said by the reason above (its last rule: the player decides) and the prompt
      note.textContent = snap.busy === "bots" ? t("The AI opponent is playing\u2026") : "";
      note.hidden = note.textContent === "";
      drawWhy(v);
      drawTarget(v);
      // in the AI opponent's steps, its button and their reason are what the room needs
      const steps = aiPhase(v);
      for (const [part, name] of [[controls, "Next AI step"], [why, "why"]]) { // i18n-ignore: data-decision names
        if (steps) part.setAttribute("data-decision", name);
        else part.removeAttribute("data-decision");
      }
      drawTrace(v);
      const count = Array.isArray(v.ai_trace) ? v.ai_trace.length : 0;
      traceTitle.textContent = t("Its latest decisions, rule by rule ({count})", { count });
    },
  };
}
