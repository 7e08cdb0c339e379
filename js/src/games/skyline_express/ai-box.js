// The AI opponent's box in the solo game: the button for its next step with the
// rules that decide it (view.ai_pending, to read out before clicking), whether it
// plays on its own, and its latest decisions rule by rule (view.ai_trace).

import { h, replaceChildren, uniqueId } from "../../shared/dom.js";
import { joinNames } from "../../shared/format.js";
import { pendingReason, traceSteps } from "./words.js";

/**
 * The AI box. Its button calls `onStep()`; ticking "AI plays on its own" sends the
 * setting, and while the AI's step waits for a click it plays on from there (its ties
 * still wait for the player).
 */
export function createAiBox(facts, { send, onStep }) {
  const autoplayId = uniqueId("skyline-autoplay");
  const element = h("section", { class: "skyline-ai", "aria-label": "AI opponent's steps", hidden: true });
  // The box's lasting parts (a checkbox must not be rebuilt under the pointer).
  const step = h("button", { type: "button", class: "skyline-button is-primary skyline-ai-step", "data-focus-key": "ai-step", onclick: () => onStep() });
  const stepReason = h("span", { class: "skyline-reason" });
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
  const trace = h("ol", { class: "skyline-trace" });
  replaceChildren(element,
    h("h4", { class: "skyw-heading", text: "AI opponent" }),
    h("div", { class: "skyline-ai-controls" },
      h("span", { class: "skyline-action" }, step, stepReason),
      h("span", { class: "skyline-autoplay-field" }, autoplay, h("label", { for: autoplayId, text: "AI plays on its own" }))),
    why,
    note,
    h("h5", { class: "skyline-subheading", text: "Its latest decisions, rule by rule" }),
    trace);

  function drawWhy(v) {
    const reason = pendingReason(v.ai_pending, { serviceOf: facts.serviceOf });
    const steps = reason?.steps ?? [];
    replaceChildren(why, steps.length ? [
      h("strong", { class: "skyline-why-label", text: reason.tie ? "A tie. Why: " : "Why: " }),
      // the same words for every reader: no arrow for the eyes beside a hidden word for the ears
      steps.map((text, i) => [i ? h("span", { class: "skyline-why-then", text: "; then " }) : null,
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
            line.decided ? h("span", { class: "skyline-decided", text: " \u2714 decided it" }) : null))) : null))
      : h("li", { class: "skyline-trace-empty", text: "No AI step yet." }));
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
      step.textContent = single ? `Next AI step: ${single.label ?? single.id} (A)` : "Next AI step (A)";
      step.setAttribute("aria-disabled", String(!single));
      step.classList.toggle("is-ready", Boolean(single));
      stepReason.textContent = single ? ""
        : index.ai.length > 1 ? "its list ends in a tie: give it a die"
        : v.over ? "the game is over"
        : "not the AI opponent's step";
      stepReason.hidden = Boolean(single);
      autoplay.checked = snap.settings?.autoplay === true;
      autoplay.disabled = snap.busy === "simulating";
      const tie = index.aiTake.size > 1;
      note.textContent = tie
        ? `Its priority list ends in a tie, so the player decides: give it the ${joinNames([...index.aiTake.keys()])} die with the buttons under the dice.`
        : snap.busy === "bots" ? "The AI opponent is playing\u2026" : "";
      note.hidden = note.textContent === "";
      drawWhy(v);
      drawTrace(v);
    },
  };
}
