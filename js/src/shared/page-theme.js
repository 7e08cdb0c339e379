// A widget drawn inside a shadow root (marimo draws every anywidget in one) is out of reach
// of theme.css's page selectors (body.vscode-dark .skyw, html[theme="dark"] body .skyw...),
// so it would stay light on a dark page. There the page's theme is read here and written on
// the widget's root as data-page-theme: "dark", "light", or "system" when the page names
// none (then the system's colour scheme decides, as theme.css does for a plain page).

/** What a page's theme marks ask for: "dark", "light", or "system" when they name none.
 * marks: {jpThemeLight, htmlTheme, dataTheme, bodyClasses} read off <html> and <body>:
 * JupyterLab's data-jp-theme-light, Colab's <html theme>, marimo's data-theme and
 * body classes (dark-theme, light-theme), VS Code's body classes. */
export function themeOfPage({ jpThemeLight = null, htmlTheme = null, dataTheme = null, bodyClasses = [] } = {}) {
  if (jpThemeLight === "true") return "light";
  if (jpThemeLight === "false") return "dark";
  const has = (name) => bodyClasses.includes(name);
  if (has("vscode-light") || has("vscode-high-contrast-light")) return "light";
  if (has("vscode-dark") || has("vscode-high-contrast")) return "dark";
  for (const named of [htmlTheme, dataTheme]) {
    if (named === "dark" || named === "light") return named;
  }
  if (has("dark-theme")) return "dark";
  if (has("light-theme")) return "light";
  return "system";
}

function marksOf(doc) {
  const html = doc.documentElement;
  const body = doc.body;
  return {
    jpThemeLight: body?.getAttribute("data-jp-theme-light") ?? null,
    htmlTheme: html?.getAttribute("theme") ?? null,
    dataTheme: body?.getAttribute("data-theme") ?? html?.getAttribute("data-theme") ?? null,
    bodyClasses: [...(body?.classList ?? [])],
  };
}

const WATCHED = ["class", "theme", "data-theme", "data-jp-theme-light", "data-vscode-theme-kind"];

/** Keep root's data-page-theme equal to the page's theme while root sits in a shadow root
 * (none otherwise: theme.css reads the page itself). Returns the function that stops it. */
export function followPageTheme(root) {
  const doc = root.ownerDocument;
  const apply = () => {
    const inShadow = typeof ShadowRoot !== "undefined" && root.getRootNode() instanceof ShadowRoot;
    if (!inShadow) {
      delete root.dataset.pageTheme;
      return;
    }
    const theme = themeOfPage(marksOf(doc));
    if (root.dataset.pageTheme !== theme) root.dataset.pageTheme = theme;
  };
  apply();
  // a front end may attach the widget's element to its shadow root after drawing it
  const frame = typeof requestAnimationFrame === "function" ? requestAnimationFrame(apply) : null;
  if (typeof MutationObserver === "undefined") return () => frame !== null && cancelAnimationFrame(frame);
  const observer = new MutationObserver(apply);
  for (const target of [doc.documentElement, doc.body]) {
    if (target) observer.observe(target, { attributes: true, attributeFilter: WATCHED });
  }
  return () => {
    if (frame !== null) cancelAnimationFrame(frame);
    observer.disconnect();
  };
}
