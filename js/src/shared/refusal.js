// A refused click is answered where it happened: a note beside what was clicked, with
// the rules' reason and the rule, from Python (the `error` trait). The board only asks
// (api.play or api.why); the words are never the front end's own.
//
// refusal = createRefusal({ host, send })
//   refusal.expect()       the board is about to ask Python: the next error belongs to
//                          the element last clicked (or focused) in the board
//   refusal.update(snap)   -> true while the note is shown (the error banner then stays away)

import { h } from "./dom.js";
import { t } from "./i18n.js";

/** How long after a click Python's answer still belongs to it (ms): a kernel is quick,
 * a busy one a little slower. */
const ANSWER_WINDOW_MS = 6000;

/** The words of a refusal: the reason, then the rule without the rulebook's name.
 * refusalWords({message: "Base 1 is bare.", rule: "Skybridge rulebook, Turn Sequence: a roof needs a tower"})
 *   -> { reason: "Base 1 is bare.", rule: "Turn Sequence: a roof needs a tower" } */
export function refusalWords(error) {
  let reason = typeof error?.message === "string" ? error.message.trim() : "";
  // a sentence, whoever wrote it: "it is greedy's turn (a bot)" -> "It is greedy's turn (a bot)."
  if (reason) reason = reason[0].toUpperCase() + reason.slice(1) + (/[.!?]$/.test(reason) ? "" : ".");
  let rule = typeof error?.rule === "string" ? error.rule.trim() : "";
  // "Skyjo rulebook, Play: ..." -> "Play: ..." (the board already says which game it is),
  // in any language: the citation's first part, before its first comma, names the book
  rule = rule.replace(/^[^,:]+,\s*/, "");
  // the rulebook is silent there and the reading is ours: said in words, not as a reference
  rule = rule.replace(/\s*\[[^\]]*\]\s*$/, " " + t("(our reading of the rulebook: see the game's rules page)"));
  return { reason, rule };
}

/**
 * Where the note goes, in the host's coordinates: under the anchor's box, kept inside the
 * host's width (`width` is the note's); above it when there is no room below in the host.
 * placeNote({left: 300, top: 40, bottom: 90, width: 60}, {width: 400, height: 500}, 200)
 *   -> { left: 200, top: 96, above: false }
 */
export function placeNote(anchor, host, width) {
  const left = Math.max(0, Math.min(anchor.left, host.width - width));
  const below = anchor.bottom + 6;
  return below + 40 > host.height && anchor.top > 60
    ? { left, top: anchor.top - 6, above: true }
    : { left, top: below, above: false };
}

export function createRefusal({ host, send }) {
  const reasonText = h("span", { class: "skyw-refusal-reason" });
  const ruleText = h("span", { class: "skyw-refusal-rule" });
  // named by its own (unseen) word, so the name a screen reader says is the button's text
  const close = h("button", { type: "button", class: "skyw-refusal-close", onclick: () => send({ type: "dismiss" }) },
    h("span", { "aria-hidden": "true", text: "\u00D7" }), h("span", { class: "skyw-visually-hidden", text: t("Dismiss") }));
  const note = h("div", { class: "skyw-refusal", role: "alert", hidden: true },
    h("span", { class: "skyw-refusal-icon", "aria-hidden": "true", text: "!" }),
    h("span", { class: "skyw-refusal-text" }, reasonText, ruleText), close);
  host.append(note);

  let clicked = null; // { element, at } of the last click in the board
  let asked = null; // { element, box, at } when the board last asked Python (box: in the host)
  let shownError = null; // the error object the note shows
  let shownHere = false; // whether that error was said beside a click

  const onClick = (event) => {
    if (note.contains(event.target)) return;
    clicked = { element: event.target instanceof Element ? event.target : null, at: Date.now() };
  };
  host.addEventListener("click", onClick, true);
  // the next press elsewhere on the board puts the note away: it must not hide the cards
  // (Python clears the error with the next message the press sends, if any)
  const onPress = (event) => {
    if (!note.hidden && !note.contains(event.target)) note.hidden = true;
  };
  host.addEventListener("pointerdown", onPress, true);
  // while the note shows, Escape puts it away and nothing else (a piece picked stays picked)
  const onKey = (event) => {
    if (event.key === "Escape" && !note.hidden) {
      event.stopPropagation();
      note.hidden = true;
      send({ type: "dismiss" });
    }
  };
  host.addEventListener("keydown", onKey, true);

  /** An element's box in the host's coordinates. */
  const boxIn = (element) => {
    const box = host.getBoundingClientRect(), r = element.getBoundingClientRect();
    return { left: r.left - box.left, top: r.top - box.top, bottom: r.bottom - box.top };
  };

  function place(asked) {
    const box = host.getBoundingClientRect();
    // the element itself while it is on the board; else (a board that drew itself anew)
    // where it was when the board asked; else the board's top
    const element = asked.element;
    const anchor = element?.isConnected && host.contains(element) ? boxIn(element)
      : asked.box ?? { left: 0, top: 0, bottom: 0 };
    note.hidden = false;
    const spot = placeNote(anchor, { width: box.width, height: box.height }, note.offsetWidth);
    note.style.left = `${spot.left}px`;
    note.style.top = `${spot.top}px`;
    note.classList.toggle("is-above", spot.above);
  }

  return {
    element: note,
    expect() {
      const now = Date.now();
      const focused = host.contains(document.activeElement) ? document.activeElement : null;
      // a click just now is what was asked about; else the keyboard's focus
      const element = clicked && now - clicked.at < 1000 ? clicked.element : focused;
      asked = { element, box: element && host.contains(element) ? boxIn(element) : null, at: now };
    },
    update(snap) {
      const error = snap.error ?? {};
      if (!error.message) {
        note.hidden = true;
        shownError = null;
        shownHere = false;
        return false;
      }
      // the same error, put away by a press: it stays away, and out of the banner too
      if (error === shownError) return shownHere;
      shownError = error;
      const ours = asked !== null && Date.now() - asked.at < ANSWER_WINDOW_MS
        && (error.field === "id" || error.field === "ply" || error.field === "viewing");
      shownHere = ours;
      if (!ours) {
        note.hidden = true;
        return false;
      }
      const words = refusalWords(error);
      reasonText.textContent = words.reason;
      ruleText.textContent = words.rule ? ` ${t("Rule: {rule}", { rule: words.rule })}` : "";
      ruleText.hidden = !words.rule;
      place(asked);
      asked = null;
      return true;
    },
    destroy() {
      host.removeEventListener("click", onClick, true);
      host.removeEventListener("pointerdown", onPress, true);
      host.removeEventListener("keydown", onKey, true);
      note.remove();
    },
  };
}
