// The top of Skyway Robbery's board: the round, phase and player to move, and the
// prompt; and, apart (the board puts it after the decision: news, not the decision),
// the last job in a sentence and, unless the decision shows that roll already, its dice.

import { waitingText } from "../../shared/board.js";
import { h, replaceChildren } from "../../shared/dom.js";
import { t } from "../../shared/i18n.js";
import { rollKey } from "./game.js";
import { lastText, moneyText, promptText, turnText } from "./words.js";

/**
 * The standings in one line a player: name, money, Reputation, score and gang, the
 * player to move first marked. The Players zone says it all at length further down;
 * this is what a class reads on the first screen, as on the other boards.
 * standingParts({ seat: 0, money: 4, reputation: 2, score: { total: 6 }, hand_count: { gang: 2 } }, ...)
 *   -> ["$4K", "Rep 2", "score 6", "gang 2"]
 */
export function standingParts(player) {
  const gang = player.hand_count?.gang ?? 0;
  return [moneyText(player.money), t("Rep {n}", { n: player.reputation }), t("score {n}", { n: player.score?.total ?? "?" }), t("gang {n}", { n: gang })];
}

function standingsOf(v, facts) {
  const players = Array.isArray(v.players) ? v.players : [];
  return players.map((p) => {
    const turn = v.current_player === p.seat;
    const mine = p.seat === facts.me();
    return h("li", { class: `skyrob-standing${turn ? " is-turn" : ""}${mine ? " is-me" : ""}`, "data-standing": p.seat },
      turn ? h("span", { class: "skyrob-standing-turn", "aria-hidden": "true", text: "\u25B6" }) : null,
      h("strong", { class: "skyrob-standing-name", text: mine ? t("{who} (you)", { who: facts.seatName(p.seat) }) : facts.seatName(p.seat) }),
      turn ? h("span", { class: "skyw-visually-hidden", text: t(", to move,") }) : null,
      h("span", { class: "skyrob-standing-facts skyrob-num", text: standingParts(p).join(" \u00B7 ") }));
  });
}

/** The headline and the last job's strip (`lastJob`); `update(v)` draws them for view `v`. */
export function createHeadline(facts, kit) {
  const turnLine = h("p", { class: "skyrob-turn" });
  const prompt = h("p", { class: "skyrob-prompt", role: "status", "aria-live": "polite" });
  const standings = h("ul", { class: "skyrob-standings", "aria-label": t("Standings") });
  const lastLine = h("p", { class: "skyrob-last" });
  const lastRoll = h("div", { class: "skyrob-last-roll" });
  const lastJob = h("div", { class: "skyrob-lastjob" }, lastLine, lastRoll);
  return {
    element: h("div", { class: "skyrob-headline", "data-decision": "prompt" }, turnLine, standings, prompt),
    lastJob,
    update(v) {
      turnLine.textContent = turnText(v, facts.seatName);
      replaceChildren(standings, standingsOf(v, facts));
      this.sayPrompt(v);
      lastLine.textContent = lastText(v, facts.seatName);
      lastLine.hidden = !lastLine.textContent;
      // the last job's dice, drawn, unless the decision below shows that roll already
      const last = v.last?.kind === "mission" && Array.isArray(v.last.dice) && v.last.dice.length ? v.last : null;
      const rollingNow = Array.isArray(v.mission?.dice) && v.mission.dice.length > 0;
      replaceChildren(lastRoll, last && !rollingNow ? kit.rollEl(last.dice, null, rollKey(last)) : null);
      lastRoll.hidden = !last || rollingNow;
      lastJob.hidden = lastLine.hidden && lastRoll.hidden;
    },
    /** Only the prompt, for view `v`: what it says while waiting changes with the kernel
     * busy or free, the rest of the board does not. */
    sayPrompt(v) {
      prompt.textContent = promptText(v, { viewing: facts.snap().viewing !== null, moves: facts.moves().length, nameOf: facts.seatName, waiting: waitingText(facts.snap(), v.current_player, facts.seatName) });
    },
  };
}
