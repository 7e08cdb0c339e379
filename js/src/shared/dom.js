// Tiny DOM helpers. Every piece of text goes in through text nodes or
// textContent, never innerHTML: player names and labels are user input.

import { gridStep } from "./grid-nav.js";

/**
 * h("button", { class: "x", type: "button", onclick: f }, "text", child)
 * Props: `class`, `text` (textContent), `style` (custom properties and
 * styles via setProperty), `on<event>` listeners, `true` for boolean
 * attributes; null, undefined and false are skipped; anything else is an attribute.
 */
export function h(tag, props = {}, ...children) {
  const el = document.createElement(tag);
  for (const [key, value] of Object.entries(props ?? {})) {
    if (value === null || value === undefined || value === false) continue;
    if (key === "class") el.className = value;
    else if (key === "text") el.textContent = String(value);
    else if (key === "style") for (const [name, v] of Object.entries(value)) el.style.setProperty(name, String(v));
    else if (key.startsWith("on") && typeof value === "function") el.addEventListener(key.slice(2), value);
    else el.setAttribute(key, value === true ? "" : String(value));
  }
  append(el, children);
  return el;
}

/** Appends strings (as text nodes), nodes and nested arrays; skips null/false. */
export function append(parent, children) {
  for (const child of children.flat(Infinity)) {
    if (child === null || child === undefined || child === false) continue;
    parent.append(child instanceof Node ? child : document.createTextNode(String(child)));
  }
  return parent;
}

/** Replaces all children of `parent`. */
export function replaceChildren(parent, ...children) {
  parent.replaceChildren();
  return append(parent, children);
}

/** Sets or removes a boolean attribute such as `disabled` or `hidden`. */
export function toggleAttribute(el, name, on) {
  if (on) el.setAttribute(name, "");
  else el.removeAttribute(name);
}

/**
 * Turns a button on or off while it keeps its place in the tab order: off is
 * aria-disabled, not `disabled`, because a browser takes the focus away from a
 * disabled element (to the page's body), and a person who pressed Bot move must
 * still be on Bot move when it comes back on. The shell drops clicks on an off
 * control (widget.js), so off does what `disabled` did.
 */
export function setOff(control, off) {
  control.setAttribute("aria-disabled", String(Boolean(off)));
  // what the shell's guard drops; a board's own aria-disabled buttons (a refused move,
  // clicked to ask why) are not the shell's to silence
  control.dataset.off = String(Boolean(off));
}

/**
 * Turns a control on or off by its gate ({ enabled, reason }, see gates.js). While
 * it is off, its title (the tooltip, and its description for screen readers) says why
 * first, then what it does.
 */
export function applyGate(control, gate, description = "") {
  setOff(control, !gate.enabled);
  const title = gate.enabled ? description : [`${gate.reason}.`, description].filter(Boolean).join("\n");
  if (title) control.setAttribute("title", title);
  else control.removeAttribute("title");
}

/**
 * Rebuilds the contents of `container` with `rebuild()` and, if focus was on
 * an element carrying `data-focus-key` inside it, puts focus back on the new
 * element with the same key, so keyboard users keep their place when Python
 * sends a new state.
 */
export function rebuildKeepingFocus(container, rebuild) {
  const active = container.ownerDocument.activeElement;
  const key = active && container.contains(active) ? active.closest("[data-focus-key]")?.dataset.focusKey : undefined;
  rebuild();
  if (key === undefined) return;
  // no same element: the focus is left to the shell, which puts it on the board
  // (focus-keeper.js); never on another button, where a second Enter would play it
  const again = [...container.querySelectorAll("[data-focus-key]")].find((el) => el.dataset.focusKey === key);
  again?.focus({ preventScroll: true });
}

/**
 * Makes the contents of `parent` like `children` (nodes, strings, nested arrays, as
 * append takes them) while keeping the elements already there: a child that is the same
 * (isEqualNode) stays as it is; one of the same tag has its attributes and text set to the
 * new one's and its own children made alike the same way; any other is replaced. A redraw
 * that changes one seat of a big drawing then changes that seat only: the page lays out
 * and styles that part again, not the whole drawing, and focus stays where it was.
 * The elements kept keep their own event listeners and drop the new ones': use it where
 * a listener does only what the element shows (its data attributes, its place), or
 * listens on a parent that stays. Returns whether anything changed.
 *
 *   morphChildren(list, h("li", { text: "a" }), h("li", { text: "b" }));
 */
export function morphChildren(parent, ...children) {
  const next = append(parent.ownerDocument.createDocumentFragment(), children);
  return morphInto(parent, [...next.childNodes]);
}

function morphInto(parent, next) {
  const old = [...parent.childNodes];
  let changed = old.length !== next.length;
  next.forEach((node, i) => {
    const was = old[i];
    if (!was) {
      parent.append(node);
    } else if (was.isEqualNode(node)) {
      return;
    } else if (was.nodeType === Node.TEXT_NODE && node.nodeType === Node.TEXT_NODE) {
      was.data = node.data;
    } else if (was.nodeType === Node.ELEMENT_NODE && was.namespaceURI === node.namespaceURI && was.tagName === node.tagName) {
      copyAttributes(was, node);
      morphInto(was, [...node.childNodes]);
    } else {
      parent.replaceChild(node, was);
    }
    changed = true;
  });
  for (const extra of old.slice(next.length)) extra.remove();
  return changed;
}

function copyAttributes(to, from) {
  for (const { name } of [...to.attributes]) if (!from.hasAttribute(name)) to.removeAttribute(name);
  for (const { name, value } of from.attributes) if (to.getAttribute(name) !== value) to.setAttribute(name, value);
}

// One counter for the whole page, shared by every game's bundle: each bundle has its
// own copy of this module, so a module-level counter would give two games' boards on
// one page the same ids (a label of one would focus a field of the other).
const ID_COUNTER = Symbol.for("skywidgets.uniqueId");

/** An id no other element of any skywidgets board on this page has. */
export function uniqueId(prefix) {
  globalThis[ID_COUNTER] = (globalThis[ID_COUNTER] ?? 0) + 1;
  return `${prefix}-${globalThis[ID_COUNTER]}`;
}

/** The single tab stop of a group of buttons moves to `buttons[to]`, which takes the
 * focus: the roving tabindex pattern.
 *
 *   moveTabStop(cellButtons, 4); // the centre of a 3 x 3 grid
 */
export function moveTabStop(buttons, to) {
  buttons.forEach((b, i) => (b.tabIndex = i === to ? 0 : -1));
  buttons[to]?.focus();
}

/** Arrow keys (and Home/End) move focus among the buttons of `list`, which
 * keeps a single tab stop: the roving tabindex pattern. */
export function addRovingKeys(list, step) {
  list.addEventListener("keydown", (event) => {
    const buttons = [...list.querySelectorAll("button")];
    const at = buttons.indexOf(event.target);
    if (at < 0) return;
    const to = step(at, event.key, buttons.length);
    if (to === null) return;
    event.preventDefault();
    moveTabStop(buttons, to);
  });
}

/**
 * Arrow keys (Home/End, Ctrl+Home/End) over a grid of `count` cells laid out `columns`
 * wide (grid-nav.js gridStep), the one keyboard behaviour of every board's grid: the
 * generic grid piece, Skyway's play area, Skyjo's cards, Skybridge's bases, Skyline
 * Express's seats. `current(event)` is the cell that has the focus (null: a key not
 * for the grid), `go(cell)` moves the focus there.
 *
 *   addGridKeys(grid, { columns: 3, count: 9, current: () => focused, go: focusCell });
 */
export function addGridKeys(element, { columns, count, current, go }) {
  element.addEventListener("keydown", (event) => {
    const at = current(event);
    if (at === null || at < 0) return;
    const to = gridStep(at, event.key, { columns, count, ctrlKey: event.ctrlKey });
    if (to === null) return;
    event.preventDefault();
    go(to);
  });
}

/** The whole of a line that may show only its start (a one-line box ending in an
 * ellipsis), as its title; none when it is empty.
 *
 *   setTitle(line, line.textContent);
 */
export function setTitle(element, text) {
  if (text) element.title = text;
  else element.removeAttribute("title");
}
