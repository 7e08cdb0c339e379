// The small module every board syncs as its code (skywidgets/widget/bundle.py).
//
// anywidget keeps a widget's code and stylesheet as traits of the widget itself, so a
// notebook saved with its widget state would hold the game's whole bundle and the
// stylesheet once for every board. Instead each board's `bundle` trait names two shared
// widget models, one holding the game's module and one the stylesheet, which every board
// of the page refers to: a saved notebook holds each text once. The shared models reach
// the page before the board (Python creates them first), so the board is drawn from what
// is already in the browser, with no question to Python.

const STYLE_ID = "skywidgets-stylesheet";
const PREFIX = "IPY_MODEL_";
// each shared module's import, once for every board of its game
const modules = new Map();

async function sharedText(model, part) {
  const ref = String(model.get("bundle")?.[part] ?? "");
  // a broken install, said before any catalogue is in the browser (the words come
  // through this same bundle): English for whoever repairs it
  if (!ref) throw new Error(`the board names no shared ${part}`); // i18n-ignore
  const shared = await model.widget_manager.get_model(ref.startsWith(PREFIX) ? ref.slice(PREFIX.length) : ref);
  return String(shared.get("text") ?? "");
}

function addStylesheet(css, where = document) {
  // one stylesheet for every board of a page (or of a shadow root, as marimo draws each
  // widget in one, where the page's stylesheets do not reach): the text is the same for all
  const parent = where === document ? document.head : where;
  let style = where.getElementById(STYLE_ID);
  if (!style) {
    style = Object.assign(document.createElement("style"), { id: STYLE_ID });
    parent.append(style);
  }
  if (style.textContent !== css) style.textContent = css;
}

/** The stylesheet where the board at `el` is drawn: in its shadow root, if it has one
 * (now, or once the front end has put it in place). */
function styleWhereDrawn(el, css) {
  const place = () => {
    const root = el?.getRootNode?.();
    if (typeof ShadowRoot === "function" && root instanceof ShadowRoot) addStylesheet(css, root);
  };
  place();
  if (typeof requestAnimationFrame === "function") requestAnimationFrame(place);
}

async function importText(code) {
  const url = URL.createObjectURL(new Blob([code], { type: "text/javascript" }));
  try {
    return await import(/* webpackIgnore: true */ /* @vite-ignore */ url);
  } finally {
    URL.revokeObjectURL(url);
  }
}

async function load(model, el = null) {
  const [code, css] = await Promise.all([sharedText(model, "module"), sharedText(model, "stylesheet")]);
  addStylesheet(css);
  if (el) styleWhereDrawn(el, css);
  if (!modules.has(code)) {
    modules.set(code, importText(code).then(async (module) =>
      typeof module.default === "function" ? await module.default() : module.default));
  }
  return modules.get(code);
}

export default {
  async initialize(props) {
    const widget = await load(props.model);
    return widget.initialize?.(props);
  },
  async render(props) {
    const widget = await load(props.model, props.el);
    return widget.render(props);
  },
};
