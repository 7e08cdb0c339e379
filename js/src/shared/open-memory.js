// Which <details> the person opened or closed, kept across drawings by key.
// The browser fires "toggle" a moment after the click: when a new drawing
// replaces the <details> in between, the click must still count. So each
// drawing first reads what is on the page (keep), and a late "toggle" on a
// replaced element is carried to the element that now has its key.

/**
 * const memory = createOpenMemory(root);
 * memory.keep();                                   // before rebuilding root
 * const el = h("details", { open: memory.isOpen("dock", false) }, ...);
 * memory.watch(el, "dock");
 */
export function createOpenMemory(container) {
  const opened = new Map(); // key -> open, as the person left it
  const keys = new WeakMap(); // watched <details> -> key

  const watchedNow = () => [...container.querySelectorAll("details")].filter((el) => keys.has(el));

  return {
    /** Read every watched <details> as it is on the page now, before a new drawing replaces it. */
    keep() {
      for (const el of watchedNow()) opened.set(keys.get(el), el.open);
    },
    /** Open as the person left it, else `fallback`. */
    isOpen(key, fallback) {
      return opened.has(key) ? opened.get(key) : fallback;
    },
    /** Remember `key` as open or closed without a click (a starting state). */
    set(key, open) {
      opened.set(key, open);
    },
    /** Follow the person's clicks on `details`, remembered under `key`. */
    watch(details, key) {
      keys.set(details, key);
      details.addEventListener("toggle", () => {
        opened.set(key, details.open);
        if (details.isConnected) return;
        const now = watchedNow().find((el) => keys.get(el) === key);
        if (now && now.open !== details.open) now.open = details.open;
      });
      return details;
    },
  };
}
