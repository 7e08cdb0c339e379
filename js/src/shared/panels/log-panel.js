// Log panel: the moves played. Clicking one shows the position after it
// (time travel); Python answers by setting `viewing`.

import { addRovingKeys, h, rebuildKeepingFocus } from "../dom.js";
import { createDownloadButton } from "../download.js";
import { listStep } from "../grid-nav.js";
import { createPanel } from "./panel.js";
// "What if?" branches: where other lines leave this one (branches-panel.js)
import { forkMarkers, markerText } from "./branches-panel.js";
import { t } from "../i18n.js";

export function createLogPanel({ send }) {
  const panel = createPanel({ title: t("Log"), open: true, className: "skyw-log-panel" });
  const list = h("ol", { class: "skyw-log-list", "aria-label": t("Moves played; choose one to see the position after it") });
  // the Log as shown here (another seat's secret moves as the table saw them), as a file
  const download = createDownloadButton({ send, table: "log", label: t("Download CSV of the Log") });
  panel.body.append(list, h("p", { class: "skyw-download-row" }, download));
  let shownLog;
  let shownViewing;
  let shownBranches;
  let shownMarks = new Map();

  addRovingKeys(list, listStep);

  function entryButton(ply, text, current, tabStop) {
    return h("li", { class: current ? "is-current" : "" },
      h("button", {
        type: "button",
        class: "skyw-log-entry",
        "data-focus-key": String(ply),
        tabindex: tabStop ? 0 : -1,
        "aria-current": current ? "step" : false,
        onclick: () => send({ type: "goto", ply }),
      }, text));
  }

  function markerItems(marks, ply) {
    return (marks.get(ply) ?? []).map((branch) =>
      h("li", { class: "skyw-log-fork" },
        h("button", {
          type: "button",
          class: "skyw-log-fork-button",
          "data-focus-key": `fork:${branch.name}`,
          tabindex: -1,
          onclick: () => send({ type: "switch", branch: branch.name }),
        }, h("span", { class: "skyw-log-fork-mark", "aria-hidden": "true", text: "\u2937" }), markerText(branch))));
  }

  function entryItems(entry, snap, marks, tabStopPly) {
    return [
      entryButton(entry.ply, [
        h("span", { class: "skyw-log-ply", text: `${entry.ply}.` }),
        h("span", { class: "skyw-log-player", text: ` ${entry.player ?? t("Seat {seat}", { seat: entry.seat })}: ` }),
        h("span", { text: entry.label ?? entry.id }),
        // the teacher's view names a secret move; the other players saw only that one was made
        entry.secret ? h("span", { class: "skyw-hidden-mark", text: ` ${t("(hidden from the other players)")}` }) : null,
      ], snap.viewing === entry.ply, entry.ply === tabStopPly),
      ...markerItems(marks, entry.ply),
    ];
  }

  const forkMarks = (snap) => (snap.branches.length > 1 || snap.branches[0]?.ply > snap.ply
    ? forkMarkers(snap.branches, snap.ply) : new Map());

  // Scrolled at the next frame, when the page is laid out for painting anyway: reading
  // the list's height at once would lay out the whole notebook an extra time per move.
  let following = false;
  function followNewest() {
    if (following) return;
    following = true;
    const scroll = () => {
      following = false;
      list.scrollTop = list.scrollHeight;
    };
    if (typeof requestAnimationFrame === "function") requestAnimationFrame(scroll);
    else scroll();
  }

  function render(snap, marks) {
    const live = snap.viewing === null;
    const tabStopPly = live ? snap.log.length : snap.viewing;
    rebuildKeepingFocus(list, () => {
      list.replaceChildren(
        entryButton(0, t("Start position"), snap.viewing === 0, tabStopPly === 0),
        ...markerItems(marks, 0),
        ...snap.log.flatMap((entry) => entryItems(entry, snap, marks, tabStopPly)),
      );
    });
    // Follow the game: keep the newest move in sight while playing live.
    if (live) followNewest();
  }

  // A move played live only adds entries: they are put after the ones shown, which stay
  // as they are (a long game is not drawn again at every move, and focus stays put).
  function canAppend(snap, marks) {
    const before = shownLog.length;
    return shownViewing === null && snap.viewing === null && shownMarks.size === 0 && marks.size === 0
      && snap.log.length >= before && (before === 0 || snap.log[before - 1] === shownLog[before - 1]);
  }

  function append(snap, marks) {
    const focusInside = list.contains(list.ownerDocument.activeElement);
    const added = snap.log.slice(shownLog.length).flatMap((entry) => entryItems(entry, snap, marks, -1));
    if (!added.length) return;
    // the newest move is the Log's one tab stop, unless the person is moving through it
    if (!focusInside) {
      for (const button of list.querySelectorAll("button[tabindex='0']")) button.tabIndex = -1;
      added[added.length - 1].querySelector("button").tabIndex = 0;
    }
    list.append(...added);
    followNewest();
  }

  return {
    element: panel.element,
    update(snap) {
      panel.setCount(`(${snap.log.length})`);
      download.disabled = snap.log.length === 0;
      if (snap.log !== shownLog || snap.viewing !== shownViewing || snap.branches !== shownBranches) {
        const marks = forkMarks(snap);
        if (shownLog !== undefined && canAppend(snap, marks)) append(snap, marks);
        else render(snap, marks);
        shownLog = snap.log;
        shownViewing = snap.viewing;
        shownBranches = snap.branches;
        shownMarks = marks;
      }
    },
  };
}
