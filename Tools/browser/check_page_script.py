#!/usr/bin/env python3
"""usage: python3 Tools/browser/check_page_script.py [--pages DIR] [--answers OUT.json] [--zoom-only] [--ends-only]

Checks TapOrLink's page script (Sources/TapOrLinkPageScript/Resources/
taporlink-page.js) in real Chromium: on every page of DIR (default
Tests/Pages), for every element marked data-expect (same-origin frames
included), it taps the element's centre with a real touch and asks the script
on demand, and compares each answer the script posts with data-expect. A
`control` element (the page's own button, field, checkbox…) is interactive,
so its demand, touchstart and touchend answers must be `link` (the window
stays open) and its click answer `control`, with the kind its
`data-control` gives when it has one; every other element's answers, the
click's included, must be its data-expect.

Then, in Chromium and in WebKitGTK (Tools/browser/webkit_driver.py under
xvfb-run), it checks that an answer's point mapped into the view's points
with the visible area it carries is the touch's point on the screen within
1 px, on a page shown zoomed out and (Chromium) pinch-zoomed: see
zoomed_answers.py. --zoom-only runs only these.

Then, in Chromium and in WebKitGTK, it checks what a touchstart answer says
the touch-down ends (`ends: "scroll"` while a flicked page coasts or a
smooth scroll runs, `ends: "selection"` while text is selected, nothing on
a still page): see dismissal_answers.py. --ends-only runs only these.

The script posts through window.webkit.messageHandlers.taporlink.postMessage;
here a stub of it calls a Playwright binding. Chromium is the system's
(`chromium` on the PATH, never downloaded); pages are served from DIR on
127.0.0.1 and every navigation they start is stopped.

Exit status 0 when every answer matches data-expect, or differs in one of the
known ways written down in KNOWN below (and in Docs/Integration.md), and every
mapped point meets its touch; 1 on any other difference, always when the
script says `content` for a `link`; 2 when it could not run. --answers writes the answers, by page and data-name, for
taporlink-bench (Tools/lab).
"""

from __future__ import annotations

import argparse
import json
import pathlib
import shutil
import sys

import dismissal_answers
import zoomed_answers
from static_server import serve
from webkit_run import SYSTEM_PYTHON

ROOT = pathlib.Path(__file__).resolve().parents[2]
SCRIPT = ROOT / "Sources/TapOrLinkPageScript/Resources/taporlink-page.js"

# Elements where the script cannot match data-expect, and why. Each answers
# `link` for content, which only costs time (the window stays open); the
# other way round would call a link a tap and is never accepted here.
KNOWN = {
    "form label": "a <label> is interactive (it forwards its click to a control)",
    "link whose touchend handler calls preventDefault":
        "an a[href]; the script cannot know a touchend handler cancels its click",
    "back link whose click handler calls history.back()":
        "an a[href]; the script cannot know its click handler goes back instead, no link activation",
    "text of an app right beside its button":
        "within touch-adjustment reach of a button, so touchstart and touchend wait for the click",
}

# Links whose click answer is `control`: the handler navigates from a timer
# after the click's task, which the click answer cannot see. The engine's
# wait after a `control` answer, or its late-link rule, takes the request.
KNOWN_LATE = {
    "button that navigates after 100 ms": "its handler navigates from setTimeout(…, 100), after the click",
    "button that navigates after 400 ms": "its handler navigates from setTimeout(…, 400), after the click",
    "button that navigates after 900 ms": "its handler navigates from setTimeout(…, 900), after the click",
}


def expected_kinds(expect: str) -> dict[str, str]:
    """The answer each phase must give for an element marked `expect`: a
    control is interactive (link) until the click says what it was."""
    if expect == "control":
        return {"demand": "link", "start": "link", "end": "link", "click": "control"}
    return {"demand": expect, "start": expect, "end": expect, "click": expect}

STUB = """
window.webkit = window.webkit || {};
window.webkit.messageHandlers = window.webkit.messageHandlers || {};
window.webkit.messageHandlers.taporlink = {
  postMessage: function (message) { window.__taporlinkAnswer(message); }
};
"""


def stop_navigations(loaded: dict):
    """A route handler that stops every navigation once the page is up."""

    def route(request_route, *_):
        if loaded["done"] and request_route.request.is_navigation_request():
            request_route.abort()
        else:
            request_route.continue_()

    return route


def marked(page):
    """(frame url, index, data-name, data-expect, data-control) of every marked element."""
    found = []
    for frame in page.frames:
        names = frame.eval_on_selector_all(
            "[data-expect]",
            "els => els.map(e => [e.getAttribute('data-name'), e.getAttribute('data-expect'),"
            " e.getAttribute('data-control') || ''])")
        for index, (name, expect, control) in enumerate(names):
            found.append((frame.url, index, name, expect, control))
    return found


def element(page, frame_url, index):
    frame = next(f for f in page.frames if f.url == frame_url)
    return frame.query_selector_all("[data-expect]")[index]


def main() -> int:
    parser = argparse.ArgumentParser(usage=__doc__.splitlines()[0][7:])
    parser.add_argument("--pages", default=str(ROOT / "Tests/Pages"))
    parser.add_argument("--answers")
    parser.add_argument("--zoom-only", action="store_true")
    parser.add_argument("--ends-only", action="store_true")
    options = parser.parse_args()
    pages = sorted(pathlib.Path(options.pages).glob("*.html"))
    if not pages:
        print(f"no pages in {options.pages}", file=sys.stderr)
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
    if shutil.which("xvfb-run") is None or not pathlib.Path(SYSTEM_PYTHON).is_file():
        print("WebKitGTK needs xvfb-run and the system's Python with its bindings: "
              "apt-get install -y gir1.2-webkit2-4.1 python3-gi xvfb xauth", file=sys.stderr)
        return 2
    if options.ends_only:
        with sync_playwright() as playwright:
            browser = playwright.chromium.launch(executable_path=chromium)
            ends_failures = dismissal_answers.check(SCRIPT.read_text(), STUB, browser)
            browser.close()
        for failure in ends_failures:
            print(f"FAIL   {failure}")
        print(f"what a touch-down ends: {len(ends_failures)} failures")
        return 1 if ends_failures else 0
    if options.zoom_only:
        with sync_playwright() as playwright:
            browser = playwright.chromium.launch(executable_path=chromium)
            zoom_failures = zoomed_answers.check(SCRIPT.read_text(), STUB, browser)
            browser.close()
        for failure in zoom_failures:
            print(f"FAIL   {failure}")
        print(f"zoomed pages: {len(zoom_failures)} failures")
        return 1 if zoom_failures else 0

    server = serve(pathlib.Path(options.pages))
    base = f"http://127.0.0.1:{server.server_address[1]}/"
    posted: list[dict] = []
    failures, known, checked = [], [], 0
    answers: dict[str, str] = {}
    with sync_playwright() as playwright:
        browser = playwright.chromium.launch(executable_path=chromium)
        context = browser.new_context(
            viewport={"width": 360, "height": 640}, has_touch=True, is_mobile=True)
        context.expose_binding("__taporlinkAnswer", lambda source, message: posted.append(message))
        context.add_init_script(STUB)
        context.add_init_script(path=str(SCRIPT))
        for path in pages:
            page = context.new_page()
            url = base + path.name
            page.route("**/*", stop_navigations({"done": False}))
            page.goto(url, wait_until="load")
            elements = marked(page)
            page.close()
            for frame_url, index, name, expect, control in elements:
                page = context.new_page()
                loaded = {"done": False}
                page.route("**/*", stop_navigations(loaded))
                page.goto(url, wait_until="load")
                loaded["done"] = True
                target = element(page, frame_url, index)
                target.scroll_into_view_if_needed()
                box = target.bounding_box()
                x, y = box["x"] + box["width"] / 2, box["y"] + box["height"] / 2
                posted.clear()
                on_demand = page.evaluate("([x, y]) => window.taporlink.answerAt(x, y)", [x, y])
                page.touchscreen.tap(x, y)
                page.wait_for_timeout(50)
                kinds = {"demand": on_demand}
                click_control = None
                for message in posted:
                    if "kind" not in message:
                        continue  # a same-document navigation report, not an answer
                    if abs(message["x"] - x) <= 1 and abs(message["y"] - y) <= 1:
                        kinds.setdefault(message["phase"], message["kind"])
                        if message["phase"] == "click" and click_control is None:
                            click_control = message.get("control")
                page.close()
                checked += 1
                label = f"{path.name} {name!r} (data-expect={expect}{', ' + control if control else ''})"
                answers[f"{path.name}#{name}"] = kinds.get("end", on_demand)
                needed = ("demand", "start", "end") + (("click",) if expect == "control" else ())
                missing = [phase for phase in needed if phase not in kinds]
                want = expected_kinds(expect)
                wrong = {phase: kind for phase, kind in kinds.items() if kind != want[phase]}
                if kinds.get("click") == "control" and control and click_control != control:
                    wrong["click control"] = click_control
                if missing:
                    failures.append(f"{label}: no answer on {', '.join(missing)}")
                elif not wrong:
                    shown = f" (click: control {click_control})" if kinds.get("click") == "control" else ""
                    print(f"ok     {label}{shown}")
                elif expect == "content" and set(wrong.values()) == {"link"} and name in KNOWN:
                    known.append(name)
                    print(f"known  {label}: script says link ({KNOWN[name]})")
                elif expect == "link" and set(wrong) == {"click"} and wrong["click"] == "control" and name in KNOWN_LATE:
                    known.append(name)
                    print(f"known  {label}: click says control {click_control} ({KNOWN_LATE[name]})")
                else:
                    failures.append(f"{label}: script says {wrong}")
        print("== answers on a zoomed page, mapped into the view, against the touch's screen point")
        zoom_failures = zoomed_answers.check(SCRIPT.read_text(), STUB, browser)
        print("== what a touch-down ends (a coasting page, a smooth scroll, a selection)")
        ends_failures = dismissal_answers.check(SCRIPT.read_text(), STUB, browser)
        browser.close()
    server.shutdown()
    for failure in failures + zoom_failures + ends_failures:
        print(f"FAIL   {failure}")
    print(f"{checked} elements, {checked - len(failures) - len(known)} match, "
          f"{len(known)} known differences, {len(failures)} failures; "
          f"zoomed pages: {len(zoom_failures)} failures; "
          f"what a touch-down ends: {len(ends_failures)} failures")
    if options.answers:
        pathlib.Path(options.answers).write_text(json.dumps(answers, indent=2, sort_keys=True) + "\n")
    return 1 if failures or zoom_failures or ends_failures else 0


if __name__ == "__main__":
    sys.exit(main())
