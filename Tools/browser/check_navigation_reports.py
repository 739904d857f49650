#!/usr/bin/env python3
"""usage: python3 Tools/browser/check_navigation_reports.py [--page FILE]... [--history-only]

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
replaceState, hashchange and popstate) is checked too. Each time it also
plays one page's history as a person does (a generated page of fragment
links): a link, `history.back()`, a link again, the browser's own back and
forward, then links past the browser's cap of 50 entries; every move must
be reported with its kind (fragment or traverse) and URL.

Exit status 0 when every report matches, 1 on any difference, 2 when it
could not run. Chromium is the system's (`chromium` on the PATH).
"""

from __future__ import annotations

import argparse
import pathlib
import shutil
import sys
import tempfile

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


def new_context(browser, hide_api: bool):
    """A mobile context with the page script and its stub loaded (and the
    Navigation API hidden when asked); returns it with the list every
    report of the page script lands in."""
    context = browser.new_context(has_touch=True, is_mobile=True,
                                  viewport={"width": 400, "height": 700})
    reports: list[dict] = []
    context.expose_binding("__taporlinkReport", lambda _source, message: reports.append(message))
    if hide_api:
        context.add_init_script(NO_NAVIGATION_API)
    context.add_init_script(STUB)
    context.add_init_script(path=str(SCRIPT))
    return context, reports


def run(browser, url: str, hide_api: bool) -> list[str]:
    """Plays every marked element of one page, each on the page freshly
    loaded (its own history); returns the problems found."""
    context, reports = new_context(browser, hide_api)
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


# Two fixed fragment links (they stay in place whatever the page scrolls to)
# and the sections they lead to.
HISTORY_PAGE = """<!doctype html>
<meta name="viewport" content="width=device-width">
<nav style="position: fixed; top: 0; left: 0; right: 0; height: 80px; background: #eee">
  <a id="to-a" href="#a" style="display: inline-block; padding: 20px">to a</a>
  <a id="to-b" href="#b" style="display: inline-block; padding: 20px">to b</a>
</nav>
<section id="a" style="height: 1500px; padding-top: 100px">a</section>
<section id="b" style="height: 1500px; padding-top: 100px">b</section>
"""
# Fragment links after the first moves: past Chromium's 50 entries.
LINKS_PAST_THE_CAP = 60


def run_history(browser, url: str, hide_api: bool) -> list[str]:
    """One page's history played in order on one page: each move must be
    reported once, with its kind and URL, whatever came before it."""
    context, reports = new_context(browser, hide_api)
    label = "fallback" if hide_api else "Navigation API"
    page = context.new_page()
    page.goto(url)
    page.wait_for_timeout(SETTLE_MS)
    problems: list[str] = []
    counts = {"right": 0, "wrong": 0}

    def tap(selector: str) -> None:
        box = page.locator(selector).bounding_box()
        page.touchscreen.tap(box["x"] + box["width"] / 2, box["y"] + box["height"] / 2)

    def step(name: str, expected: str, fragment: str, act) -> None:
        reports.clear()
        act()
        page.wait_for_timeout(150)
        navigations = [r for r in reports if "navigation" in r]
        seen = [(r["navigation"], r["url"].split("#", 1)[1] if "#" in r["url"] else "") for r in navigations]
        if seen == [(expected, fragment)]:
            counts["right"] += 1
        else:
            counts["wrong"] += 1
            problems.append(f"{label}: history: {name}: expected one {expected} to #{fragment}, reported {seen}")

    step("a link", "fragment", "a", lambda: tap("#to-a"))
    step("history.back()", "traverse", "", lambda: page.evaluate("history.back()"))
    step("a link after a back move", "fragment", "b", lambda: tap("#to-b"))
    step("the browser's back", "traverse", "", lambda: page.go_back(wait_until="commit"))
    step("the browser's forward", "traverse", "b", lambda: page.go_forward(wait_until="commit"))
    step("history.go(-1)", "traverse", "", lambda: page.evaluate("history.go(-1)"))
    step("a link after history.go", "fragment", "a", lambda: tap("#to-a"))
    for number in range(LINKS_PAST_THE_CAP):
        fragment = "b" if number % 2 == 0 else "a"
        step(f"link {number + 1} of {LINKS_PAST_THE_CAP} (history.length {page.evaluate('history.length')})",
             "fragment", fragment, lambda fragment=fragment: tap(f"#to-{fragment}"))
    step("history.back() past the cap", "traverse", "b", lambda: page.evaluate("history.back()"))
    step("a link after it", "fragment", "a", lambda: tap("#to-a"))
    print(f"{label:15} {'history':22} {counts['right']} of {counts['right'] + counts['wrong']} moves reported "
          f"with their kind (history.length {page.evaluate('history.length')})")
    context.close()
    return problems


def marked_pages() -> list[pathlib.Path]:
    """The test pages with an element marked data-navigation."""
    return [page for page in sorted((ROOT / "Tests/Pages").glob("*.html"))
            if "data-navigation=" in page.read_text()]


def main() -> int:
    parser = argparse.ArgumentParser(usage=__doc__.splitlines()[0][7:])
    parser.add_argument("--page", action="append", default=[], metavar="FILE")
    parser.add_argument("--history-only", action="store_true",
                        help="play only the generated page's history, not the marked pages")
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
    history_folder = tempfile.TemporaryDirectory(prefix="navigation-history-")
    (pathlib.Path(history_folder.name) / "history.html").write_text(HISTORY_PAGE)
    history_server = serve(pathlib.Path(history_folder.name))
    history_url = f"http://127.0.0.1:{history_server.server_address[1]}/history.html"
    problems: list[str] = []
    try:
        with sync_playwright() as playwright:
            browser = playwright.chromium.launch(executable_path=chromium)
            print(f"Chromium {browser.version}")
            for hide_api in (False, True):
                for url in [] if options.history_only else urls:
                    problems += run(browser, url, hide_api)
                problems += run_history(browser, history_url, hide_api)
            browser.close()
    finally:
        server.shutdown()
        history_server.shutdown()
        history_folder.cleanup()
    for problem in problems:
        print(problem, file=sys.stderr)
    print("all reports match" if not problems else f"{len(problems)} problems")
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
