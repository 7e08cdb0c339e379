// The teacher's view (reveal_all, set from Python only): a banner across the top of the
// board for as long as it lasts, saying that everything is revealed and, in the game's
// own words (view.revealed), what the board adds and what no one can know even now; and
// the folded list a board shows a deck in order with.

import { h } from "./dom.js";
import { nt, t } from "./i18n.js";

export const revealTitle = () => t("Teacher view: everything is revealed");

/** Is the screen revealed? Every panel reads this one trait. */
export const isRevealed = (snap) => snap?.reveal_all === true;

/**
 * The banner's words under its title, from the revealed view's own: what the board adds
 * (summary) and what no one can know even now (unknown, folded); "" where there is none.
 * revealWords({ view: { revealed: { summary: "The deck is listed.", unknown: null } } })
 *   -> { summary: "The deck is listed.", unknown: "" }
 */
export function revealWords(snap) {
  const part = snap?.view?.revealed;
  const text = (x) => (typeof x === "string" ? x : "");
  return { summary: text(part?.summary), unknown: text(part?.unknown) };
}

export function createRevealBanner() {
  const text = h("span", { class: "skyw-banner-text" });
  // what no one can know even now, folded: the banner stays one or two lines high
  const unknownText = h("p", { class: "skyw-reveal-unknown" });
  const unknown = h("details", { class: "skyw-reveal-more" },
    h("summary", { text: t("What no one can know yet") }), unknownText);
  const element = h("div", { class: "skyw-banner skyw-reveal", hidden: true, role: "note", "aria-label": revealTitle() },
    h("strong", { class: "skyw-reveal-title", text: revealTitle() }),
    text,
    unknown);
  return {
    element,
    update(snap) {
      const on = isRevealed(snap);
      element.hidden = !on;
      const words = on ? revealWords(snap) : { summary: "", unknown: "" };
      text.textContent = words.summary;
      unknownText.textContent = words.unknown;
      unknown.hidden = !words.unknown;
    },
  };
}

/**
 * A folded list of cards no player can see (a deck in order, top card first), for a
 * board in the teacher's view: update(cards, name) draws `name(card)` for each card, and
 * hides the list when `cards` is not a list (the seat view).
 */
export function createRevealList(title) {
  const summary = h("summary");
  const list = h("ol");
  const element = h("details", { class: "skyw-reveal-list", hidden: true }, summary, list);
  return {
    element,
    update(cards, name = String) {
      const shown = Array.isArray(cards);
      element.hidden = !shown;
      if (!shown) {
        list.replaceChildren();
        return;
      }
      summary.textContent = nt("{title} ({n} card, top first)", "{title} ({n} cards, top first)", cards.length, { title, n: cards.length });
      list.replaceChildren(...cards.map((card) => h("li", { text: name(card) })));
    },
  };
}
