// Keeping the person's place through a redraw. A board is drawn again after every
// move, and a control is turned off while the kernel works: the element that had the
// focus may be gone, hidden or disabled, and the browser then puts the focus on the
// page's body, so the next key goes to the notebook instead of the board (Enter runs a
// cell). And content that grows or shrinks above what the person looks at moves it.
//
// Two rules, for every board alike:
//  - focus: where the focus left an element of the widget because the element went
//    away or was turned off (not because the person clicked elsewhere), it goes to the
//    element with the same data-focus-key if there is one, else to the board itself;
//    once the element it left is back, the focus returns to it, unless the person has
//    moved it since. Never with a scroll: preventScroll, always.
//  - place: the element the person acted on (the focused one) stays where it was on
//    the screen through the redraw: its scrolling ancestors make up any shift.

/** The key that finds "the same" element after a redraw: its data-focus-key (or its
 * nearest ancestor's). */
export function focusKeyOf(el) {
  return el?.closest?.("[data-focus-key]")?.dataset.focusKey ?? null;
}

/** Whether the focus can be put (back) on `el`: on the page, shown, not disabled or
 * inert. An aria-disabled control can be focused: it says it is off, and keeps its place. */
export function canHoldFocus(el) {
  if (!el || !el.isConnected || el.disabled === true) return false;
  if (el.closest("[hidden], [inert]")) return false;
  return el.getClientRects().length > 0;
}

const activeIn = (root) => {
  const rootNode = root.getRootNode();
  return rootNode.activeElement ?? root.ownerDocument.activeElement;
};

/** The focus is nowhere in particular: on the body, the document, or nothing. */
const focusIsNowhere = (root) => {
  const active = root.ownerDocument.activeElement;
  const doc = root.ownerDocument;
  if (!active || active === doc.body || active === doc.documentElement) return true;
  // a widget in a shadow root (marimo): the host keeps the page's focus while its
  // inside has none
  const inner = root.getRootNode().activeElement;
  return root.getRootNode() !== doc && active === root.getRootNode().host && !inner;
};

/** The ancestors of the widget's `root` that scroll vertically, nearest first: the
 * notebook's panel, the page. (A list that scrolls inside the widget, such as the Log,
 * keeps its own scrolling.) */
function scrollers(root) {
  const out = [];
  for (let p = root.parentElement; p; p = p.parentElement) {
    const overflow = getComputedStyle(p).overflowY;
    if ((overflow === "auto" || overflow === "scroll" || overflow === "overlay") && p.scrollHeight > p.clientHeight) out.push(p);
  }
  const page = root.ownerDocument.scrollingElement;
  if (page && !out.includes(page)) out.push(page);
  return out;
}

/**
 * The focus and place keeper of one widget's `root`; `board` is where the focus goes
 * when the element it had is gone for good (it gets tabindex=-1 here).
 *
 *   const keeper = createFocusKeeper(root, boardHost);
 *   const mark = keeper.before();  // at the start of a redraw
 *   ...redraw...
 *   keeper.after(mark);            // right after it (and keeper.settle(mark) once laid out)
 */
export function createFocusKeeper(root, board) {
  if (!board.hasAttribute("tabindex")) board.setAttribute("tabindex", "-1");
  let awaited = null; // the key of the element the focus left for the board, to return to

  const put = (el) => el.focus({ preventScroll: true });
  const findKey = (key) => {
    if (key === null) return null;
    for (const el of root.querySelectorAll("[data-focus-key]")) if (el.dataset.focusKey === key) return el;
    return null;
  };

  /** The focus left `from` (gone or off): the same key's element, else the board. */
  function rescue(from, key) {
    if (!root.isConnected || !focusIsNowhere(root)) return;
    if (canHoldFocus(from) && root.contains(from)) return; // a click elsewhere
    const same = findKey(key);
    if (same && canHoldFocus(same)) {
      put(same);
      awaited = null;
      return;
    }
    awaited = key;
    if (canHoldFocus(board)) put(board);
  }

  // A control disabled while focused loses the focus at the browser's next style
  // update, after the redraw has returned: seen here, a frame later.
  const onFocusOut = (event) => {
    if (event.relatedTarget) return; // the focus went somewhere: the person's choice
    const from = event.target;
    const key = focusKeyOf(from);
    requestAnimationFrame(() => rescue(from, key));
  };
  root.addEventListener("focusout", onFocusOut);

  return {
    /** What to keep through a redraw: the focused element of the widget, its key and
     * where it is on the screen. */
    before() {
      const active = activeIn(root);
      if (!active || !root.contains(active)) return { active: null, key: null, top: 0 };
      return { active, key: focusKeyOf(active), top: active.getBoundingClientRect().top };
    },
    /** After a redraw: the focus back where it was (or on the board), the element the
     * person acted on where it was on the screen. */
    after(mark) {
      if (mark.active) {
        if (!root.contains(activeIn(root)) && focusIsNowhere(root)) rescue(mark.active, mark.key);
        this.settle(mark);
      }
      // the control the focus left for the board is back on: give it the focus again,
      // unless the person has put it somewhere else since
      if (awaited !== null) {
        const active = activeIn(root);
        if (active === board) {
          const same = findKey(awaited);
          if (same && canHoldFocus(same) && same.getAttribute("aria-disabled") !== "true") {
            awaited = null;
            put(same);
          }
        } else if (!focusIsNowhere(root)) {
          awaited = null;
        }
      }
    },
    /** Scrolls the page back by what the redraw moved the element the person acted on
     * (while it is still on the page). */
    settle(mark) {
      const anchor = mark.active;
      if (!anchor || !anchor.isConnected || !root.contains(anchor) || !anchor.getClientRects().length) return;
      let shift = anchor.getBoundingClientRect().top - mark.top;
      if (Math.abs(shift) < 0.5) return;
      for (const port of scrollers(root)) {
        const was = port.scrollTop;
        port.scrollTop = was + shift;
        shift -= port.scrollTop - was;
        if (Math.abs(shift) < 0.5) break;
      }
    },
    destroy() {
      root.removeEventListener("focusout", onFocusOut);
    },
  };
}
