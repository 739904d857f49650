#!/usr/bin/env python3
"""usage: python3 Tools/browser/check_navigation_reports.py [--page FILE]...

Checks the same-document navigation reports of TapOrLink's page script
(Sources/TapOrLinkPageScript/Resources/taporlink-page.js) in real Chromium,
on the test pages with elements marked data-navigation (by default every
Tests/Pages/*.html that has one: the pushState and hash routers, the
fragment links, the scroll-spy, the back/forward traverse). For every
marked element it loads the page afresh and taps the element with a real
touch (the scroll-spy text is scrolled instead), and compares the script's
`navigation` messages
with data-navigation and with what Chromium itself reports
(DevTools' Page.navigatedWithinDocument, the browser's truth): each
navigation reported once, with its kind and URL, and nothing else.

It runs twice: once with the Navigation API (Chromium has it), once with
`window.navigation` hidden, so that the fallback (wrapped pushState and
replaceState, hashchange and popstate) is checked too.

Exit status 0 when every report matches, 1 on any difference, 2 when it
could not run. Chromium is the system's (`chromium` on the PATH).
"""

from __future__ import annotations

import argparse
import pathlib
import shutil
import sys

from static_server import serve

ROOT = pathlib.Path(__file__).resolve().parents[2]
# After a page loads and after a touch: the slowest marked element (the
# router that pushes 300 ms after the click) has navigated by then.
SETTLE_MS = 500
SCRIPT = ROOT / "Sources/TapOrLinkPageScript/Resources/taporlink-page.js"

STUB = """
window.webkit = window.webkit || {};
window.webkit.messageHandlers = window.webkit.messageHandlers || {};
window.webkit.messageHandlers.taporlink = {
  postMessage: function (message) { window.__taporlinkReport(message); }
};
"""

# Hides the Navigation API before the page script runs.
NO_NAVIGATION_API = """
Object.defineProperty(window, "navigation", { value: undefined, configurable: true });
"""


def run(browser, url: str, hide_api: bool) -> list[str]:
    """Plays every marked element of one page, each on the page freshly
    loaded (its own history); returns the problems found."""
    context = browser.new_context(has_touch=True, is_mobile=True,
                                  viewport={"width": 400, "height": 700})
    reports: list[dict] = []
    context.expose_binding("__taporlinkReport", lambda _source, message: reports.append(message))
    if hide_api:
        context.add_init_script(NO_NAVIGATION_API)
    context.add_init_script(STUB)
    context.add_init_script(path=str(SCRIPT))
    problems: list[str] = []
    label = "fallback" if hide_api else "Navigation API"
    page_name = url.rsplit("/", 1)[-1]

    def check(name: str, expected: str, truth: list[dict]):
        # The first navigation is the element's; a scroll-spy may add
        # replaces (a fragment link scrolls the page). Each navigation
        # Chromium saw is reported once, with its URL.
        navigations = [r for r in reports if "navigation" in r]
        kinds = sorted(r["navigation"] for r in navigations)
        urls = sorted(r["url"] for r in navigations)
        where = f"{label}: {page_name}: {name}"
        if not truth:
            problems.append(f"{where}: Chromium saw no navigation")
        if len(navigations) != len(truth):
            problems.append(f"{where}: {len(navigations)} reports for {len(truth)} navigations: {navigations}")
        if expected not in kinds:
            problems.append(f"{where}: no {expected} report: {kinds}")
        others = list(kinds)
        if expected in others:
            others.remove(expected)
        if any(kind != "replace" for kind in others):
            problems.append(f"{where}: unexpected reports {others}")
        if urls != sorted(event["url"] for event in truth):
            problems.append(f"{where}: reported {urls}, Chromium moved to {[event['url'] for event in truth]}")
        extra = [r for r in reports if "navigation" not in r and "kind" not in r]
        if extra:
            problems.append(f"{where}: unknown messages {extra}")
        shown = ", ".join(r["navigation"] for r in navigations) or "none"
        print(f"{label:15} {page_name:22} {name[:44]:44} expected {expected:9} reported {shown} "
              f"({len(truth)} in Chromium)")

    probe = context.new_page()
    probe.goto(url)
    marked = probe.eval_on_selector_all(
        "[data-navigation]",
        "els => els.map(e => [e.getAttribute('data-name'), e.getAttribute('data-navigation')])")
    probe.close()
    for index, (name, expected) in enumerate(marked):
        page = context.new_page()
        truth: list[dict] = []
        session = context.new_cdp_session(page)
        session.on("Page.navigatedWithinDocument", lambda event: truth.append(event))
        session.send("Page.enable")
        page.goto(url)
        page.wait_for_timeout(SETTLE_MS)
        element = page.query_selector_all("[data-navigation]")[index]
        if expected == "replace":
            element.scroll_into_view_if_needed()
            page.wait_for_timeout(SETTLE_MS)
        reports.clear()
        truth.clear()
        if expected == "replace":
            for y in range(0, 2200, 150):
                page.evaluate(f"window.scrollTo(0, {y})")
                page.wait_for_timeout(40)
        else:
            box = element.bounding_box()
            page.touchscreen.tap(box["x"] + box["width"] / 2, box["y"] + box["height"] / 2)
        page.wait_for_timeout(SETTLE_MS)
        check(name, expected, truth)
        page.close()
    context.close()
    return problems


def marked_pages() -> list[pathlib.Path]:
    """The test pages with an element marked data-navigation."""
    return [page for page in sorted((ROOT / "Tests/Pages").glob("*.html"))
            if "data-navigation=" in page.read_text()]


def main() -> int:
    parser = argparse.ArgumentParser(usage=__doc__.splitlines()[0][7:])
    parser.add_argument("--page", action="append", default=[], metavar="FILE")
    options = parser.parse_args()
    pages = [pathlib.Path(page).resolve() for page in options.page] or marked_pages()
    for page_file in pages:
        if not page_file.is_file():
            print(f"no page {page_file}", file=sys.stderr)
            return 2
    if not pages or len({page.parent for page in pages}) != 1:
        print("give pages of one folder (default: Tests/Pages/*.html marked data-navigation)", file=sys.stderr)
        return 2
    chromium = shutil.which("chromium")
    if chromium is None:
        print("Chromium is not installed (no `chromium` on the PATH)", file=sys.stderr)
        return 2
    try:
        from playwright.sync_api import sync_playwright
    except ImportError:
        print("Playwright for Python is missing: pip install playwright", file=sys.stderr)
        return 2
    server = serve(pages[0].parent)
    urls = [f"http://127.0.0.1:{server.server_address[1]}/{page.name}" for page in pages]
    problems: list[str] = []
    try:
        with sync_playwright() as playwright:
            browser = playwright.chromium.launch(executable_path=chromium)
            print(f"Chromium {browser.version}")
            for hide_api in (False, True):
                for url in urls:
                    problems += run(browser, url, hide_api)
            browser.close()
    finally:
        server.shutdown()
    for problem in problems:
        print(problem, file=sys.stderr)
    print("all reports match" if not problems else f"{len(problems)} problems")
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
