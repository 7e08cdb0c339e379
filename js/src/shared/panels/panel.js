// A collapsible side panel: <details> with a <summary> title and a count.

import { h } from "../dom.js";

export function createPanel({ title, open = false, className = "" }) {
  const count = h("span", { class: "skyw-panel-count" });
  const body = h("div", { class: "skyw-panel-body" });
  const summary = h("summary", { class: "skyw-panel-title" }, h("span", { text: title }), count);
  const element = h("details", { class: `skyw-panel ${className}`.trim(), open }, summary, body);
  let lockedReason = "";

  // A locked panel does not open: its click (Enter and Space on a summary are clicks
  // too) is refused. One already open may still be closed, so only a closed one says so.
  summary.addEventListener("click", (event) => {
    if (lockedReason && !element.open) event.preventDefault();
  });
  function showLock() {
    const refused = lockedReason !== "" && !element.open;
    if (refused) {
      summary.setAttribute("aria-disabled", "true");
      summary.setAttribute("title", `${lockedReason}.`);
    } else {
      summary.removeAttribute("aria-disabled");
      summary.removeAttribute("title");
    }
  }
  element.addEventListener("toggle", showLock);

  return {
    element,
    body,
    /** Sets the small text after the title, e.g. "(27)". */
    setCount(text) {
      count.textContent = text ? ` ${text}` : "";
    },
    /** Keeps the panel from being opened while `reason` is set (its tooltip says why);
     * "" lets it open again. */
    setLocked(reason) {
      lockedReason = reason || "";
      showLock();
    },
    get open() {
      return element.open;
    },
  };
}
