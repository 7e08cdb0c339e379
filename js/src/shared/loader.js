// The small module a board's saved widget state holds instead of its game's bundle
// (skywidgets/widget/bundle.py). anywidget keeps a widget's code and stylesheet as
// synced traits, so a notebook saved with its widget state would hold the whole bundle
// once per board; this loader asks Python for them instead, in a message that no saved
// notebook keeps, and hands the board over to the game's own module. A saved page with
// no Python behind it never gets an answer: after a moment it shows the position's
// picture that Python saved with the board (the `picture` trait) and says why.

const STYLE_ID = "skywidgets-stylesheet";
const WAITING = "The board plays here while the notebook runs with its Python kernel.";
// a live kernel answers within this; a page without one shows the picture after it
const PICTURE_AFTER_MS = 1500;
// each model's game module, loaded once whichever view asks first
const loads = new WeakMap();

function addStylesheet(css) {
  // one stylesheet for every board on the page: each asks, the text is the same
  let style = document.getElementById(STYLE_ID);
  if (!style) {
    style = Object.assign(document.createElement("style"), { id: STYLE_ID });
    document.head.append(style);
  }
  if (style.textContent !== css) style.textContent = css;
}

async function importText(code) {
  const url = URL.createObjectURL(new Blob([code], { type: "text/javascript" }));
  try {
    return await import(/* webpackIgnore: true */ /* @vite-ignore */ url);
  } finally {
    URL.revokeObjectURL(url);
  }
}

function load(props) {
  const { model } = props;
  if (!loads.has(model)) {
    loads.set(model, new Promise((resolve, reject) => {
      const onCustom = (message) => {
        if (message?.type !== "bundle") return;
        model.off("msg:custom", onCustom);
        addStylesheet(String(message.css ?? ""));
        importText(String(message.esm ?? ""))
          .then(async (module) => {
            const widget = typeof module.default === "function" ? await module.default() : module.default;
            await widget.initialize?.(props);
            return widget;
          })
          .then(resolve, reject);
      };
      model.on("msg:custom", onCustom);
      model.send({ type: "bundle" });
    }));
  }
  return loads.get(model);
}

function stillPicture(model) {
  // the saved page's stand-in: Python's drawing of the public position, and why
  const figure = document.createElement("figure");
  figure.className = "skyw-still";
  const picture = String(model.get("picture") ?? "");
  if (picture.startsWith("<svg")) {
    const title = String(model.get("title") ?? "") || "The board";
    figure.append(Object.assign(document.createElement("img"), {
      src: `data:image/svg+xml;charset=utf-8,${encodeURIComponent(picture)}`,
      alt: `${title}: the position when the notebook was saved.`,
    }));
  }
  figure.append(Object.assign(document.createElement("figcaption"), { textContent: WAITING }));
  return figure;
}

export default {
  initialize(props) {
    load(props);
  },
  render(props) {
    const { model, el } = props;
    let still = null;
    const timer = setTimeout(() => {
      still = stillPicture(model);
      el.append(still);
    }, PICTURE_AFTER_MS);
    let gone = false;
    let cleanup = null;
    load(props).then(
      async (widget) => {
        if (gone) return;
        clearTimeout(timer);
        still?.remove();
        cleanup = await widget.render(props);
        if (gone && typeof cleanup === "function") cleanup();
      },
      (error) => {
        clearTimeout(timer);
        still?.remove();
        el.append(Object.assign(document.createElement("p"), {
          textContent: `The board could not be loaded: ${error?.message ?? error}`,
        }));
      },
    );
    return () => {
      gone = true;
      clearTimeout(timer);
      still?.remove();
      if (typeof cleanup === "function") cleanup();
    };
  },
};
