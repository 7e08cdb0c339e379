// Fitting the decision to the screen. What the person to move needs (the turn line and
// every part of the board marked [data-decision]: the prompt, its buttons, the part of
// the board the move acts on) should be on screen together, without scrolling. When it
// is taller than the visible height of the notebook (or page), the board's text is
// scaled down a step at a time (the --skyw-fit factor) until it fits, or the last step
// is reached; no text goes under --skyw-min-text, which every board's CSS keeps as a
// floor. Every redraw starts again from full size, so the board grows back as soon as
// the position allows. Nothing here knows a game: boards only mark their decision.

/** The factors tried in turn, largest first; the last keeps 17 px content text, the
 * board's 1.2 times it, at 14 px or more. */
export const FIT_STEPS = [1, 0.92, 0.85, 0.78, 0.72, 0.69];

const shows = (el) => el.getClientRects().length > 0 && el.getBoundingClientRect().height > 0;

/** The ancestor of `el` it is seen through: of those that may scroll vertically, the
 * shortest (a notebook's panel, not an output area as tall as its content), or null when
 * only the page scrolls. */
export function scrollport(el) {
  let port = null;
  for (let p = el.parentElement; p; p = p.parentElement) {
    const overflow = getComputedStyle(p).overflowY;
    const scrolls = overflow === "auto" || overflow === "scroll" || overflow === "overlay";
    if (scrolls && p.clientHeight > 0 && (port === null || p.clientHeight < port.clientHeight)) port = p;
  }
  return port;
}

/** The height of the screen `el` is seen through: its scrollport's, at most the window's. */
export function visibleHeight(el) {
  const win = window.innerHeight || document.documentElement.clientHeight;
  const port = scrollport(el);
  return port ? Math.min(port.clientHeight, win) : win;
}

/** The height from the top of the turn line to the bottom of the lowest decision part
 * (0 when nothing is shown). */
export function decisionHeight(root) {
  const parts = [root.querySelector(".skyw-turn"), ...root.querySelectorAll("[data-decision]")].filter((el) => el && shows(el));
  if (!parts.length) return 0;
  const boxes = parts.map((el) => el.getBoundingClientRect());
  return Math.max(...boxes.map((b) => b.bottom)) - Math.min(...boxes.map((b) => b.top));
}

/** The first of `steps` for which `fitsAt(step)` (which applies the step, then
 * measures) is true, else the last step (applied last). */
export function firstFitting(steps, fitsAt) {
  for (const step of steps) if (fitsAt(step)) return step;
  return steps[steps.length - 1];
}

/**
 * Keeps `root`'s decision within the visible height: `fit()` after each redraw, and by
 * itself when the window, the notebook's panel or the widget changes size. `relayout()`
 * is called at each size tried, before it is measured.`arrange(false)` once before, for the shell to
 * place its parts for the width it now has, and `arrange(true)` when the decision does
 * not fit even at the smallest step: true if the shell made room, to try again.
 *
 *   const fitter = createFit(root); ...; fitter.fit(); ...; fitter.destroy();
 */
export function createFit(root, { steps = FIT_STEPS, relayout = () => {}, arrange = () => {} } = {}) {
  let frame = 0;
  let observed = null;
  let applied = 1;
  const apply = (factor) => {
    // the same factor again changes nothing: no style to work out anew before measuring
    if (factor === applied) return;
    applied = factor;
    if (factor === 1) {
      root.style.removeProperty("--skyw-fit");
      delete root.dataset.fit;
    } else {
      root.style.setProperty("--skyw-fit", String(factor));
      root.dataset.fit = String(factor);
    }
  };
  function fit() {
    if (!root.isConnected || !shows(root)) return;
    arrange(false); // where the shell puts its parts at this width, before measuring
    // a small margin: a part's focus ring and the scrolled edge
    const room = visibleHeight(root) - 4;
    let fits = false;
    const fitsAt = (factor) => {
      apply(factor);
      relayout(); // a board that measures itself to lay out does so at this size
      fits = decisionHeight(root) <= room;
      return fits;
    };
    firstFitting(steps, fitsAt);
    // still too tall at the smallest text: the shell may make room (arrange(true)), and
    // the steps are tried again
    if (!fits && arrange(true)) firstFitting(steps, fitsAt);
    watch();
  }
  const later = () => {
    if (frame) return;
    if (typeof requestAnimationFrame !== "function") {
      fit();
      return;
    }
    frame = requestAnimationFrame(() => {
      frame = 0;
      fit();
    });
  };
  const observer = typeof ResizeObserver === "function" ? new ResizeObserver(later) : null;
  function watch() {
    const port = scrollport(root);
    if (!observer || port === observed) return;
    if (observed) observer.unobserve(observed);
    observed = port;
    if (port) observer.observe(port);
  }
  observer?.observe(root);
  window.addEventListener("resize", later);
  return {
    fit,
    /** Fits at the next frame (once, however often asked): a redraw's own layout then
     * serves the measure, instead of laying the page out again at once. */
    later,
    destroy() {
      observer?.disconnect();
      window.removeEventListener("resize", later);
      if (frame) cancelAnimationFrame(frame);
    },
  };
}
