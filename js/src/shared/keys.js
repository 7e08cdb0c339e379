// Keys pressed inside a widget belong to the widget, in every notebook front end.
//
// JupyterLab hears its shortcuts (a, b, m, d d, arrows...) as keys bubble up to the
// document, so the widget's root stops them on the way (see widget.js). Notebook 7 and
// other front ends built the same way hear them on the way down instead (the document's
// capture phase), before any element of the widget sees the key: stopping it on the way
// up is too late, and a press of B on a board inserts a cell. For those front ends,
// keepKeys() listens on the window's capture phase, which comes first: it marks a key
// pressed inside the widget as handled (their shortcut handling skips such a key), and
// lets it go on to the widget. Marking a key handled also cancels what the browser would
// do with it, so where that matters (Enter or Space on a button: a click) the widget
// does it itself, unless one of its own handlers took the key.

const roots = new Set();
let listening = false;

// JupyterLab's shell: there the root's own stopPropagation is enough, and the browser's
// default actions are left alone
function inJupyterLab() {
  return document.querySelector(".jp-LabShell") !== null;
}

function typing(target) {
  if (!(target instanceof Element)) return false;
  if (target.isContentEditable) return true;
  if (target.tagName === "TEXTAREA" || target.tagName === "SELECT") return true;
  if (target.tagName !== "INPUT") return false;
  return !["button", "checkbox", "radio", "submit", "reset", "range", "color", "file"].includes(target.type);
}

function clickable(target) {
  return target instanceof HTMLElement && (target.tagName === "BUTTON"
    || target.getAttribute("role") === "button" || target.tagName === "SUMMARY"
    || (target.tagName === "INPUT" && ["button", "checkbox", "radio", "submit", "reset"].includes(target.type)));
}

// keys whose browser action a widget needs as it is: focus moves, page scrolling
const PASS = new Set(["Tab", "PageUp", "PageDown", "Home", "End"]);

function onKeydown(event) {
  if (event.ctrlKey || event.altKey || event.metaKey || PASS.has(event.key)) return;
  const target = event.target;
  let inside = null;
  for (const root of roots) if (root.contains(target)) inside = root;
  if (inside === null || typing(target) || inJupyterLab()) return;
  const prevent = event.preventDefault.bind(event);
  prevent();
  // the widget's own handlers still say when they take a key
  let taken = false;
  Object.defineProperty(event, "preventDefault", { value: () => { taken = true; } });
  if ((event.key === "Enter" || event.key === " ") && clickable(target)) {
    // after the widget's own handlers: the root's last listener, on the way back up
    inside.addEventListener("keydown", (later) => {
      if (later === event && !taken && target.isConnected) target.click();
    }, { once: true });
  }
}

/** Keep keys pressed inside `root` for the widget (see above); returns a function that
 *  stops it when the widget goes. */
export function keepKeys(root) {
  roots.add(root);
  if (!listening) {
    window.addEventListener("keydown", onKeydown, true);
    listening = true;
  }
  return () => {
    roots.delete(root);
    if (roots.size === 0 && listening) {
      window.removeEventListener("keydown", onKeydown, true);
      listening = false;
    }
  };
}
