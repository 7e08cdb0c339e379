import { test } from "node:test";
import assert from "node:assert/strict";
import { themeOfPage } from "../src/shared/page-theme.js";

test("marimo's body marks name its theme", () => {
  assert.equal(themeOfPage({ dataTheme: "dark", bodyClasses: ["dark", "dark-theme"] }), "dark");
  assert.equal(themeOfPage({ dataTheme: "light", bodyClasses: ["light", "light-theme"] }), "light");
  assert.equal(themeOfPage({ bodyClasses: ["dark-theme"] }), "dark");
});

test("JupyterLab's, VS Code's and Colab's marks name theirs", () => {
  assert.equal(themeOfPage({ jpThemeLight: "false" }), "dark");
  assert.equal(themeOfPage({ jpThemeLight: "true", dataTheme: "dark" }), "light");
  assert.equal(themeOfPage({ bodyClasses: ["vscode-dark"] }), "dark");
  assert.equal(themeOfPage({ bodyClasses: ["vscode-high-contrast"] }), "dark");
  assert.equal(themeOfPage({ bodyClasses: ["vscode-high-contrast", "vscode-high-contrast-light"] }), "light");
  assert.equal(themeOfPage({ htmlTheme: "dark" }), "dark");
  assert.equal(themeOfPage({ htmlTheme: "light" }), "light");
});

test("a page that names no theme leaves it to the system", () => {
  assert.equal(themeOfPage({}), "system");
  assert.equal(themeOfPage({ bodyClasses: ["dark"], dataTheme: "ocean" }), "system");
});
