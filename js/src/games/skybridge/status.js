// The top of Skybridge's board: the banner at the end of the game, and the line
// saying who is to move with the prompt the board talks through.

import { h, replaceChildren, setTitle } from "../../shared/dom.js";
import { joinNames } from "../../shared/format.js";
import { t } from "../../shared/i18n.js";
import { chip } from "./chip.js";
import { colourName } from "./pieces.js";
import { fourthColour } from "./position.js";
import { resultText } from "./words.js";

/** The banner that announces the result once the game is over. */
export function createBanner(facts) {
  const element = h("div", { class: "skybridge-banner", role: "status", hidden: true, "data-decision": "result" });
  return {
    element,
    update() {
      const v = facts.view();
      const text = v.over ? `${t("Game over.")} ${resultText(v, facts.nameOf)}` : "";
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
      const you = name === "You";
      // the sentence in the board's words, its {name} and colours the elements they show
      let template;
      if (fourth) template = you ? t("You place {colour} now, or the fourth colour's blocks {fourth}.") : t("{name} places {colour} now, or the fourth colour's blocks {fourth}.");
      else if (colours.length > 1) template = you ? t("You place {colour} now (you play {colours}, in turn).") : t("{name} places {colour} now (plays {colours}, in turn).");
      else template = you ? t("You place {colour} now.") : t("{name} places {colour} now.");
      const parts = {
        name: h("strong", { text: name }),
        colour: [chip(v.colour), h("strong", { text: ` ${colourName(v.colour)}` })],
        colours: joinNames(colours.map(colourName)),
        fourth: fourth ? [chip(fourth), ` ${colourName(fourth)}`] : "",
      };
      replaceChildren(turnLine,
        h("span", { class: "skybridge-badge is-turn", text: t("\u25B6 to move") }), " ",
        template.split(/(\{\w+\})/).map((piece) => {
          const key = /^\{(\w+)\}$/.exec(piece)?.[1];
          return key && key in parts ? parts[key] : piece;
        }));
      setTitle(turnLine, turnLine.textContent);
    },
  };
}
