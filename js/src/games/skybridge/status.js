// The top of Skybridge's board: the banner at the end of the game, and the line
// saying who is to move with the prompt the board talks through.

import { h, replaceChildren, setTitle } from "../../shared/dom.js";
import { joinNames } from "../../shared/format.js";
import { chip } from "./chip.js";
import { fourthColour } from "./position.js";
import { resultText } from "./words.js";

/** The banner that announces the result once the game is over. */
export function createBanner(facts) {
  const element = h("div", { class: "skybridge-banner", role: "status", hidden: true, "data-decision": "result" });
  return {
    element,
    update() {
      const v = facts.view();
      const text = v.over ? `Game over. ${resultText(v, facts.nameOf)}` : "";
      element.hidden = !text;
      element.textContent = text;
    },
  };
}

/** Whose turn it is and in which colour, and the prompt (`say`) that answers each action
 * (the board adds the line about the base in question under them). Each line keeps the
 * same room from move to move (skybridge.css): a longer text ends in an ellipsis, and its
 * title (and for the prompt, the screen reader) has all of it. */
export function createStatus(facts) {
  const turnLine = h("p", { class: "skybridge-turn" });
  const prompt = h("p", { class: "skybridge-prompt", role: "status", "aria-live": "polite" });
  const element = h("div", { class: "skybridge-status", "data-decision": "prompt" }, turnLine, prompt);
  return {
    element,
    say(text) {
      prompt.textContent = text;
      setTitle(prompt, text);
    },
    update() {
      const v = facts.view();
      const seat = facts.mover();
      if (v.over || seat === null) {
        replaceChildren(turnLine);
        setTitle(turnLine, "");
        return;
      }
      const name = facts.nameOf(seat);
      const colours = v.colours?.[seat] ?? [];
      const fourth = fourthColour(v, seat);
      replaceChildren(turnLine,
        h("span", { class: "skybridge-badge is-turn", text: "\u25B6 to move" }), " ",
        h("strong", { text: name }),
        name === "You" ? " place " : " places ", chip(v.colour), h("strong", { text: ` ${v.colour}` }), " now",
        colours.length > 1 ? ` (${name === "You" ? "you play" : "plays"} ${joinNames(colours)}, in turn)` : "",
        fourth ? [", or the fourth colour's blocks ", chip(fourth), ` ${fourth}`] : "",
        ".");
      setTitle(turnLine, turnLine.textContent);
    },
  };
}
