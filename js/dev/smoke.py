"""Drive dev/harness.html in Debian's Chromium and check the Skyway front-end.

    python3 js/dev/smoke.py                  # assertions only
    python3 js/dev/smoke.py --shots /tmp/x   # also save screenshots (light, dark, narrow)

Needs the built bundles (npm run build) and Python Playwright. It serves the
repository on 127.0.0.1 itself. A developer's check, not part of the test
suite: the real-browser tests live in tests/e2e.
"""

from __future__ import annotations

import argparse
import functools
import http.server
import threading
from pathlib import Path

from playwright.sync_api import sync_playwright

REPO = Path(__file__).resolve().parents[2]
CHROMIUM = "/usr/bin/chromium"


class QuietHandler(http.server.SimpleHTTPRequestHandler):
    def log_message(self, *args) -> None:
        pass


def serve() -> tuple[http.server.ThreadingHTTPServer, str]:
    handler = functools.partial(QuietHandler, directory=str(REPO))
    server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), handler)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    return server, f"http://127.0.0.1:{server.server_address[1]}/js/dev/harness.html"


def open_page(browser, url: str, query: str, width: int = 1400):
    page = browser.new_page(viewport={"width": width, "height": 1000})
    errors: list[str] = []
    page.on("pageerror", lambda e: errors.append(str(e)))
    page.on("console", lambda m: errors.append(m.text) if m.type == "error" else None)
    page.goto(f"{url}?{query}")
    page.wait_for_selector("body[data-ready=true]")
    return page, errors


def sent(page) -> list[dict]:
    return page.evaluate("window.sentMessages.splice(0)")


def check(browser, url: str) -> None:
    # "stale": your turn, the kernel idle, outcomes from the move before.
    page, errors = open_page(browser, url, "game=skyway&scenario=stale&chrome=0")
    cell = lambda i: f".skyway-cell[data-cell='{i}']"  # noqa: E731
    blueprint = lambda i: f".skyway-blueprint[data-blueprint='{i}']"  # noqa: E731

    # Keyboard: arrows in the market, Enter picks and jumps to the grid, arrows, Enter places.
    page.focus(blueprint(0))
    page.keyboard.press("ArrowRight")
    page.keyboard.press("Enter")
    assert page.evaluate("document.activeElement.dataset.cell") == "4"
    page.keyboard.press("ArrowRight")
    assert page.locator(f"{cell(5)}.is-preview").count() == 1
    page.keyboard.press("Enter")
    assert sent(page) == [{"type": "move", "id": "b6", "ply": 11}]
    page.keyboard.press("Escape")
    assert page.locator(".skyway-blueprint[aria-pressed=true]").count() == 0
    # Shortcuts: a letter, then a digit.
    page.keyboard.press("c")
    page.keyboard.press("9")
    assert sent(page) == [{"type": "move", "id": "c9", "ply": 11}]
    page.keyboard.press("Escape")

    # Mouse: the rulebook's example, 7♥ 6♣ onto 4♥ 2♦ 3♣, previewed then played.
    page.click(blueprint(0))
    page.hover(cell(5))
    cards = page.eval_on_selector_all(f"{cell(5)} .skyw-fan .skyw-card", "els => els.map(e => e.dataset.card)")
    pushed = page.eval_on_selector_all(f"{cell(5)} .skyway-pushed .skyw-chip", "els => els.map(e => e.textContent)")
    assert (cards, pushed) == (["3♣", "7♥", "6♣"], ["4♥", "2♦"]), (cards, pushed)
    page.click(cell(5))
    assert sent(page) == [{"type": "move", "id": "a6", "ply": 11}]
    page.click(blueprint(0))  # put it back

    # Legal moves panel: hover previews on the board, click plays.
    page.hover(".skyw-move[data-focus-key='b9']")
    assert page.eval_on_selector_all(".skyway-cell.is-preview", "els => els.map(e => e.dataset.cell)") == ["8"]
    page.mouse.move(1, 1)
    assert page.locator(".skyway-cell.is-preview").count() == 0
    page.click(".skyw-move[data-focus-key='b9']")
    assert sent(page) == [{"type": "move", "id": "b9", "ply": 11}]

    # Panels and controls send exactly the protocol's messages.
    page.evaluate("document.querySelectorAll('details.skyw-panel').forEach(d => d.open = true)")
    page.fill(".skyw-outcomes-panel input[type=text]", "50")
    page.locator(".skyw-outcomes-panel").get_by_role("button", name="Run", exact=True).click()
    page.click(".skyw-log-entry[data-focus-key='3']")
    page.fill(".skyw-controls input[type=text]", "42")
    page.get_by_role("button", name="New game").click()
    assert sent(page) == [{"type": "simulate", "n": 50}, {"type": "goto", "ply": 3}, {"type": "new", "seed": 42}]

    # Python's answers: an error, time travel, the end.
    page.evaluate("loadScenario('error')")
    assert "Not done" in page.inner_text(".skyw-status")
    page.get_by_role("button", name="Dismiss the error").click()
    page.evaluate("loadScenario('viewing')")
    assert page.locator(".skyw-viewing").is_visible()
    page.get_by_role("button", name="Play on from here").click()
    assert sent(page) == [{"type": "dismiss"}, {"type": "resume"}]
    page.evaluate("loadScenario('over')")
    assert "you win" in page.inner_text(".skyway-result")

    # Cleanup: render's return value removes every listener and the DOM.
    assert page.evaluate("disposeAll()") == 0
    assert page.locator(".skyw").count() == 0
    assert not errors, errors
    page.close()


def screenshots(browser, url: str, folder: Path) -> None:
    folder.mkdir(parents=True, exist_ok=True)
    for name, query, width in [
        ("mid-light", "scenario=mid&theme=light", 1400),
        ("mid-dark", "scenario=mid&theme=dark", 1400),
        ("over-light", "scenario=over&theme=light", 1400),
        ("viewing-dark", "scenario=viewing&theme=dark", 1400),
        ("error-narrow", "scenario=error&theme=light", 520),
    ]:
        page, _ = open_page(browser, url, f"game=skyway&chrome=0&{query}", width)
        page.screenshot(path=str(folder / f"{name}.png"), full_page=True)
        page.close()
        print("wrote", folder / f"{name}.png")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--shots", type=Path, help="also save screenshots in this folder")
    args = parser.parse_args()
    server, url = serve()
    try:
        with sync_playwright() as p:
            browser = p.chromium.launch(executable_path=CHROMIUM, args=["--no-sandbox"])
            check(browser, url)
            print("smoke: all checks passed")
            if args.shots:
                screenshots(browser, url, args.shots)
            browser.close()
    finally:
        server.shutdown()


if __name__ == "__main__":
    main()
