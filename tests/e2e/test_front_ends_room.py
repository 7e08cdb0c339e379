"""The boards' colours in front ends other than JupyterLab, simulated in JupyterLab.

VS Code and Colab cannot run here, so a board is loaded in a real JupyterLab and the page
is then made to look, to the board's stylesheet, like each other front end's page:
JupyterLab's theme marks and every --jp-* variable are taken away, and the other front
end's own marks are set (VS Code: body classes, data-vscode-theme-kind and a few --vscode-*
colours; Colab: <html theme="...">; a page that names no theme: the system's colour
scheme). The board's background must then be dark exactly where the front end asks for a
dark theme, its text must keep 4.5:1 against what is behind it, and axe-core must find
nothing. docs/front-ends.md says how a person checks the real front ends by hand.
Screenshots of each simulated page go to the artifacts folder.
"""

from __future__ import annotations

import re

import pytest

pytestmark = pytest.mark.browser

NOTEBOOK = "front-ends.ipynb"
CODE = """\
from skywidgets import SkylineExpress, Skyway
from ipywidgets import VBox
VBox([Skyway(seed=3), SkylineExpress(players=["You"], seed=1)])
"""

#: VS Code's default themes' colours for the --vscode-* variables the board reads
VSCODE_DARK = {"--vscode-editor-background": "#1f1f1f", "--vscode-editor-foreground": "#cccccc",
               "--vscode-editorWidget-background": "#202020", "--vscode-textLink-foreground": "#4daafc",
               "--vscode-panel-border": "#2b2b2b", "--vscode-errorForeground": "#f85149"}
VSCODE_HIGH_CONTRAST = {"--vscode-editor-background": "#000000", "--vscode-editor-foreground": "#ffffff",
                        "--vscode-editorWidget-background": "#0c141f", "--vscode-textLink-foreground": "#21a6ff",
                        "--vscode-contrastBorder": "#6fc3df", "--vscode-panel-border": "#6fc3df",
                        "--vscode-errorForeground": "#f48771"}
VSCODE_LIGHT = {"--vscode-editor-background": "#ffffff", "--vscode-editor-foreground": "#3b3b3b"}

#: name: (the marks of its page, whether it asks for a dark board, the system's scheme)
FRONT_ENDS = {
    "vscode-dark": ({"body_class": ["vscode-dark"], "kind": "vscode-dark", "vars": VSCODE_DARK}, True, "light"),
    "vscode-high-contrast": ({"body_class": ["vscode-high-contrast"], "kind": "vscode-high-contrast",
                              "vars": VSCODE_HIGH_CONTRAST}, True, "light"),
    # a light VS Code theme wins over a dark system
    "vscode-light": ({"body_class": ["vscode-light"], "kind": "vscode-light", "vars": VSCODE_LIGHT}, False, "dark"),
    "colab-dark": ({"html_theme": "dark"}, True, "light"),
    "colab-light": ({"html_theme": "light"}, False, "dark"),
    # a page that names no theme (a static page, another front end) follows the system
    "system-dark": ({}, True, "dark"),
    "system-light": ({}, False, "light"),
}

#: make the page another front end's, for the board's stylesheet: no JupyterLab theme marks
#: or --jp-* variables, the front end's own marks (JupyterLab's page around the board keeps
#: its look: the checks and screenshots are of the boards)
SIMULATE_JS = r"""(marks) => {
    const html = document.documentElement, body = document.body;
    const names = new Set();
    for (const sheet of document.styleSheets) {
        let rules;
        try { rules = sheet.cssRules; } catch { continue; }
        const walk = (list) => {
            for (const rule of list) {
                if (rule.cssRules) walk(rule.cssRules);
                if (!rule.style) continue;
                for (const name of rule.style) if (name.startsWith('--jp-')) names.add(name);
            }
        };
        walk(rules);
    }
    // "initial" makes a custom property guaranteed-invalid: var() takes its fallback
    for (const name of names) html.style.setProperty(name, 'initial');
    for (const key of Object.keys(body.dataset)) if (key.startsWith('jpTheme')) delete body.dataset[key];
    body.classList.remove('vscode-light', 'vscode-dark', 'vscode-high-contrast', 'vscode-high-contrast-light');
    body.removeAttribute('data-vscode-theme-kind');
    html.removeAttribute('theme');
    for (const name of [...html.style]) if (name.startsWith('--vscode-')) html.style.removeProperty(name);
    for (const cls of marks.body_class ?? []) body.classList.add(cls);
    if (marks.kind) body.dataset.vscodeThemeKind = marks.kind;
    if (marks.html_theme) html.setAttribute('theme', marks.html_theme);
    for (const [name, value] of Object.entries(marks.vars ?? {})) html.style.setProperty(name, value);
    return names.size;
}"""

#: the board's own background and text colours, computed
COLOURS_JS = """(w) => { const s = getComputedStyle(w); return [s.backgroundColor, s.color]; }"""


def _rgb(colour: str) -> list[float]:
    """The 0-255 channels of a computed colour, rgb()/rgba() or color(srgb r g b)."""
    channels = [float(n) for n in re.findall(r"[\d.]+", colour)[:3]]
    return [c * 255 for c in channels] if colour.startswith("color(srgb") else channels


def test_each_front_end_gets_its_own_light_or_dark_board(jupyterlab, room, looks, page, artifacts_dir):
    jupyterlab.open_widget_notebook(NOTEBOOK, CODE, "skyline_express", ".skyline", 1)
    boards = {game: page.locator(f'.skyw[data-game="{game}"]').first for game in ("skyway", "skyline_express")}
    problems = []
    for name, (marks, dark, scheme) in FRONT_ENDS.items():
        page.emulate_media(color_scheme=scheme)
        removed = page.evaluate(SIMULATE_JS, marks)
        assert removed > 50, f"{name}: only {removed} --jp-* variables found to take away"
        page.wait_for_timeout(200)
        for game, widget in boards.items():
            where = f"{name}, {game}"
            widget.scroll_into_view_if_needed()
            bg, fg = (_rgb(c) for c in widget.evaluate(COLOURS_JS))
            if (looks.luminance(bg) < 0.2) != dark:
                problems.append(f"{where}: the board's background {bg} is not {'dark' if dark else 'light'}")
            if looks.contrast(fg, bg) < 4.5:
                problems.append(f"{where}: text {fg} on {bg} is {looks.contrast(fg, bg):.2f}:1")
            low = looks.below(looks.texts(widget, "*"), 4.5)
            problems += [f"{where}: {ratio}:1 {item['cls']} {item['text'][:30]!r}" for ratio, item in low[:5]]
            problems += [f"{where}: axe-core: {p}" for p in room.axe(f'.skyw[data-game="{game}"]')]
        jupyterlab.frame(boards["skyway"])
        page.screenshot(path=str(artifacts_dir / f"front-end-{name}.png"))
    page.emulate_media(color_scheme="light")
    assert problems == [], "\n".join(problems)
