#!/usr/bin/env python3
"""usage: python3 Tools/browser/keyboard_answers.py [--realweb DIR] [--only PAGE/ ...] [--stops N]

Keyboard activation in real engines: a link or control activated with
Enter or Space has no touch before it, and the page script
(Sources/TapOrLinkPageScript/Resources/taporlink-page.js) must send no
answer for its click (never `content`), so that the engine decides nothing
(Docs/Integration.md, "Keyboard activation").

On a few real-web pages (shared/realweb beside the clone, or --realweb), in
Chromium (Playwright, the system's `chromium`) and in WebKitGTK (this file
run by the system's Python under xvfb-run, --webkit-child), it presses Tab
up to N times (--stops, 12 by default) and, at each link or control it
reaches, Enter (and Space on a button, checkbox or radio), and records
every answer the script posts. Every navigation after the load is stopped.
Then one touch tap on the page's first visible link or button (a control
of the check itself: the answers reach it) must get answers, and in
Chromium a mouse click on it, a second later, one answer, `link` or
`control`, at the click.

Exit status: 0 when no keypress got an answer and the touches did; 1 when
a keypress got one (always when it was `content`), or a touch got none; 2
when it could not run.
"""

from __future__ import annotations

import argparse
import json
import pathlib
import shutil
import subprocess
import sys
import time

HERE = pathlib.Path(__file__).resolve().parent
ROOT = HERE.parents[1]
SCRIPT = ROOT / "Sources/TapOrLinkPageScript/Resources/taporlink-page.js"
SYSTEM_PYTHON = "/usr/bin/python3"
PAGES = ["todomvc/vue/", "readability/ietf-1/", "readability/wikipedia/"]
VIEW = (360, 640)
# After a keypress, how long the answers may take: a click's answer comes
# within a task of the click.
ANSWER_WAIT_MS = 150

# What the focused element is, and which keys activate it.
FOCUSED_JS = """(() => {
  let e = document.activeElement;
  while (e && e.shadowRoot && e.shadowRoot.activeElement) e = e.shadowRoot.activeElement;
  if (!e || e === document.body || e === document.documentElement) return null;
  const name = e.localName, type = (e.getAttribute("type") || "").toLowerCase();
  const role = e.getAttribute("role") || "";
  let what = null, keys = ["Enter"];
  if ((name === "a" || name === "area") && e.hasAttribute("href") || role === "link") what = "link";
  else if (name === "button" || role === "button" || name === "summary") { what = "button"; keys = ["Enter", "Space"]; }
  else if (name === "input" && (type === "checkbox" || type === "radio")) { what = type; keys = ["Space"]; }
  else if (name === "input" && (type === "submit" || type === "button" || type === "reset")) { what = "button"; keys = ["Enter", "Space"]; }
  else if (name === "input" || name === "select" || name === "textarea") what = "field";
  if (what === null) return null;
  const box = e.getBoundingClientRect();
  return { what, keys, text: (e.textContent || e.value || e.getAttribute("aria-label") || "").trim().slice(0, 40),
           x: box.left + box.width / 2, y: box.top + box.height / 2 };
})()"""

# Counts the page's clicks (at the window, after every handler), with the
# last one's detail and pointerType: the keypress really clicked.
COUNT_CLICKS_JS = """(() => { window.__clicks = []; window.addEventListener("click", (e) => {
  window.__clicks.push([e.detail, typeof e.pointerType === "string" ? e.pointerType : null]); }); return null; })()"""
CLICKS_JS = "window.__clicks ? window.__clicks.splice(0) : []"

# The first visible link in the viewport, for the touch control.
TOUCH_TARGET_JS = """(() => {
  for (const e of document.querySelectorAll("a[href], button")) {
    const box = e.getBoundingClientRect();
    if (box.width > 4 && box.height > 4 && box.top > 0 && box.bottom < innerHeight && box.left >= 0
        && box.right <= innerWidth) return { x: box.left + box.width / 2, y: box.top + box.height / 2 };
  }
  return null;
})()"""

STUB = """
window.webkit = window.webkit || {};
window.webkit.messageHandlers = window.webkit.messageHandlers || {};
window.webkit.messageHandlers.taporlink = {
  postMessage: function (message) { window.__taporlinkAnswer(message); }
};
"""


def answers(messages: list[dict]) -> list[dict]:
    """The script's answers among its messages (not its navigation
    reports)."""
    return [message for message in messages if isinstance(message, dict) and "kind" in message]


def judge(engine: str, page: str, stops: list[dict], touched: list[dict] | None) -> list[str]:
    """Failures of one page in one engine: any answer to a keypress; no
    answer to the touch."""
    failures = []
    pressed = 0
    for stop in stops:
        for key, answers in stop["answers"].items():
            pressed += 1
            if answers:
                kinds = sorted({answer.get("kind") for answer in answers})
                failures.append(f"{engine} {page}: {key} on {stop['what']} {stop['text']!r} got {kinds}")
    if touched is not None and not touched:
        failures.append(f"{engine} {page}: a touch tap got no answer (the check hears nothing)")
    clicks = [click for stop in stops for click in stop.get("clicks", []) if click[0] != "gone"]
    gone = sum(1 for stop in stops for click in stop.get("clicks", []) if click[0] == "gone")
    kinds = sorted({f"detail {c[0]} pointerType {c[1]!r}" for c in clicks})
    print(f"{'ok   ' if not failures else 'FAIL '}  {engine} {page}: {len(stops)} links and controls, "
          f"{pressed} keypresses, {len(clicks)} clicks seen ({', '.join(kinds) or 'none'}), "
          f"{gone} navigated away, "
          f"{sum(len(a) for s in stops for a in s['answers'].values())} answers; "
          f"the touch tap: {len(touched or [])} answers")
    return failures


def check_chromium(chromium: str, base: str, pages: list[str], stops: int) -> list[str]:
    from playwright.sync_api import sync_playwright

    failures: list[str] = []
    with sync_playwright() as playwright:
        browser = playwright.chromium.launch(executable_path=chromium)
        for page_path in pages:
            posted: list[dict] = []
            loaded = {"done": False}
            context = browser.new_context(viewport={"width": VIEW[0], "height": VIEW[1]}, has_touch=True,
                                          is_mobile=True)
            context.expose_binding("__taporlinkAnswer", lambda _source, message: posted.append(message))
            context.add_init_script(STUB)
            context.add_init_script(SCRIPT.read_text())

            def route(request_route, *_):
                if loaded["done"] and request_route.request.is_navigation_request():
                    request_route.abort()
                else:
                    request_route.continue_()

            context.route("**/*", route)
            page = context.new_page()

            def fresh(tabs: int) -> None:
                """The page loaded afresh, focus moved on `tabs` times."""
                loaded["done"] = False
                page.goto(base + page_path, wait_until="load")
                loaded["done"] = True
                page.wait_for_timeout(300)
                page.evaluate("window.__keyboardMark = 1")
                page.evaluate(COUNT_CLICKS_JS)
                for _ in range(tabs):
                    page.keyboard.press("Tab")

            def alive() -> bool:
                try:
                    return page.evaluate("window.__keyboardMark === 1")
                except Exception:  # noqa: BLE001 - a page navigating away
                    return False

            fresh(0)
            seen: list[dict] = []
            for tabs in range(stops):
                if not alive():  # Chromium shows an error page for a stopped navigation
                    fresh(tabs)
                page.keyboard.press("Tab")
                focused = page.evaluate(FOCUSED_JS)
                if focused is None:
                    continue
                focused["answers"] = {}
                for key in focused["keys"]:
                    if not alive():
                        fresh(tabs + 1)
                    posted.clear()
                    page.keyboard.press(key)
                    page.wait_for_timeout(ANSWER_WAIT_MS)
                    focused["answers"][key] = answers(posted)
                    focused.setdefault("clicks", []).extend(page.evaluate(CLICKS_JS) if alive() else [["gone", None]])
                seen.append(focused)
            if not alive():
                fresh(0)
            page.evaluate("document.activeElement && document.activeElement.blur && document.activeElement.blur()")
            target = page.evaluate(TOUCH_TARGET_JS) or {"x": VIEW[0] / 2, "y": VIEW[1] / 2}
            posted.clear()
            page.touchscreen.tap(target["x"], target["y"])
            page.wait_for_timeout(ANSWER_WAIT_MS)
            touched = answers(posted)
            # A mouse's click on it, over a second after the touch: judged at
            # the click (a link or control: never `content`).
            page.wait_for_timeout(1100)
            if not alive():
                fresh(0)
            posted.clear()
            page.mouse.click(target["x"], target["y"])
            page.wait_for_timeout(ANSWER_WAIT_MS)
            clicked = answers(posted)
            if [answer.get("kind") for answer in clicked] not in (["link"], ["control"]):
                failures.append(f"chromium {page_path}: a mouse click on a link or control got {clicked}")
            else:
                print(f"       chromium {page_path}: a mouse click on a link or control: {clicked[0]['kind']} "
                      f"(phase {clicked[0].get('phase')})")
            failures += judge("chromium", page_path, seen, touched)
            context.close()
        browser.close()
    return failures


def webkit_child(base: str, pages: list[str], stops: int) -> int:
    """In WebKitGTK (the system's Python, a display): the same check, one
    JSON line a page on stdout."""
    import gi

    gi.require_version("Gtk", "3.0")
    gi.require_version("Gdk", "3.0")
    gi.require_version("WebKit2", "4.1")
    from gi.repository import Gdk, GLib, Gtk, WebKit2

    sys.path.insert(0, str(HERE))
    from webkit_driver import EventInjector

    context = GLib.MainContext.default()
    injector = EventInjector(Gdk)

    def spin(until, seconds: float = 10.0) -> bool:
        limit = time.monotonic() + seconds
        while not until():
            if time.monotonic() > limit:
                return False
            if not context.iteration(False):
                time.sleep(0.002)
        return True

    def wait(ms: float) -> None:
        end = time.monotonic() + ms / 1000
        spin(lambda: time.monotonic() >= end, ms / 1000 + 1)

    for page_path in pages:
        posted: list[dict] = []
        state = {"loaded": False}
        manager = WebKit2.UserContentManager()
        manager.register_script_message_handler("taporlink")
        manager.connect("script-message-received::taporlink",
                        lambda _m, result: posted.append(json.loads(result.get_js_value().to_json(0))))
        manager.add_script(WebKit2.UserScript(SCRIPT.read_text(), WebKit2.UserContentInjectedFrames.ALL_FRAMES,
                                              WebKit2.UserScriptInjectionTime.START, None, None))
        view = WebKit2.WebView.new_with_user_content_manager(manager)
        view.get_settings().set_hardware_acceleration_policy(WebKit2.HardwareAccelerationPolicy.NEVER)

        def decide(_view, decision, kind):
            if state["loaded"] and kind == WebKit2.PolicyDecisionType.NAVIGATION_ACTION:
                decision.ignore()
                return True
            if kind == WebKit2.PolicyDecisionType.NEW_WINDOW_ACTION:
                decision.ignore()
                return True
            return False

        view.connect("decide-policy", decide)
        window = Gtk.Window()
        window.set_default_size(*VIEW)
        window.add(view)
        window.show_all()
        view.load_uri(base + page_path)
        spin(lambda: not view.is_loading(), 20)
        state["loaded"] = True
        wait(300)
        window.present()
        view.grab_focus()

        def evaluate(source: str):
            box: dict = {}

            def done(v, task):
                try:
                    value = v.evaluate_javascript_finish(task)
                    box["value"] = json.loads(value.to_json(0)) if value is not None else None
                except Exception as error:  # noqa: BLE001 - the page's outside input
                    box["value"] = None
                    box["error"] = str(error)

            view.evaluate_javascript(source, -1, None, None, None, done)
            spin(lambda: "value" in box, 5)
            return box.get("value")

        keymap = Gdk.Keymap.get_for_display(Gdk.Display.get_default())
        seat = Gdk.Display.get_default().get_default_seat()

        def key(name: str) -> None:
            keyval = {"Tab": Gdk.KEY_Tab, "Enter": Gdk.KEY_Return, "Space": Gdk.KEY_space}[name]
            found, keys = keymap.get_entries_for_keyval(keyval)
            for kind in (Gdk.EventType.KEY_PRESS, Gdk.EventType.KEY_RELEASE):
                event = Gdk.Event.new(kind)
                event.key.window = view.get_window()
                event.key.send_event = 1
                event.key.time = Gtk.get_current_event_time()
                event.key.keyval = keyval
                if found and keys:
                    event.key.hardware_keycode = keys[0].keycode
                    event.key.group = keys[0].group
                event.set_device(seat.get_keyboard())
                Gtk.main_do_event(event)
                wait(10)

        evaluate(COUNT_CLICKS_JS)
        seen: list[dict] = []
        for _ in range(stops):
            key("Tab")
            wait(30)
            focused = evaluate(FOCUSED_JS)
            if not focused:
                continue
            focused["answers"] = {}
            for name in focused["keys"]:
                posted.clear()
                key(name)
                wait(ANSWER_WAIT_MS)
                focused["answers"][name] = answers(posted)
                focused.setdefault("clicks", []).extend(evaluate(CLICKS_JS) or [])
            seen.append(focused)
        evaluate("document.activeElement && document.activeElement.blur && document.activeElement.blur(), null")
        target = evaluate(TOUCH_TARGET_JS) or {"x": VIEW[0] / 2, "y": VIEW[1] / 2}
        posted.clear()
        injector.touch(view.get_window(), "down", 1, target["x"], target["y"])
        wait(60)
        injector.touch(view.get_window(), "up", 1, target["x"], target["y"])
        wait(ANSWER_WAIT_MS + 200)
        print(json.dumps({"page": page_path, "stops": seen, "touched": answers(posted),
                          "version": f"{WebKit2.get_major_version()}.{WebKit2.get_minor_version()}"}), flush=True)
        window.destroy()
        wait(50)
    return 0


def check_webkit(base: str, pages: list[str], stops: int) -> list[str]:
    command = ["xvfb-run", "-a", SYSTEM_PYTHON, str(pathlib.Path(__file__).resolve()), "--webkit-child", base,
               "--stops", str(stops)] + [arg for page in pages for arg in ("--only", page)]
    try:
        run = subprocess.run(command, capture_output=True, text=True, timeout=60 + 30 * len(pages))
    except subprocess.TimeoutExpired:
        return ["webkit: the check took too long and was stopped"]
    failures: list[str] = []
    lines = [line for line in run.stdout.splitlines() if line.startswith("{")]
    if run.returncode != 0 or len(lines) != len(pages):
        return [f"webkit: the check failed (exit {run.returncode}): {run.stderr.strip()[-400:]}"]
    for line in lines:
        result = json.loads(line)
        failures += judge("webkit", result["page"], result["stops"], result["touched"])
    return failures


def main() -> int:
    parser = argparse.ArgumentParser(usage=__doc__.splitlines()[0][7:])
    parser.add_argument("--realweb")
    parser.add_argument("--only", action="append")
    parser.add_argument("--stops", type=int, default=12)
    parser.add_argument("--webkit-child", metavar="BASE")
    options = parser.parse_args()
    pages = options.only or PAGES
    stops = max(1, min(options.stops, 100))
    if options.webkit_child:
        return webkit_child(options.webkit_child, pages, stops)
    realweb = pathlib.Path(options.realweb) if options.realweb else None
    for candidate in (ROOT.parent / "shared/realweb", ROOT.parents[1] / "shared/realweb"):
        if realweb is None and (candidate / "targets.json").is_file():
            realweb = candidate
    if realweb is None or not realweb.is_dir():
        print("no shared/realweb beside the clone (give --realweb DIR)", file=sys.stderr)
        return 2
    chromium = shutil.which("chromium")
    if chromium is None:
        print("Chromium is not installed (no `chromium` on the PATH)", file=sys.stderr)
        return 2
    if shutil.which("xvfb-run") is None or not pathlib.Path(SYSTEM_PYTHON).is_file():
        print("WebKitGTK needs xvfb-run and the system's Python with its bindings: "
              "apt-get install -y gir1.2-webkit2-4.1 python3-gi xvfb xauth", file=sys.stderr)
        return 2
    sys.path.insert(0, str(HERE))
    from static_server import serve

    server = serve(realweb)
    base = f"http://127.0.0.1:{server.server_address[1]}/"
    try:
        failures = check_chromium(chromium, base, pages, stops)
        failures += check_webkit(base, pages, stops)
    finally:
        server.shutdown()
    for failure in failures:
        print(f"FAIL   {failure}")
    print(f"keyboard activation: {len(pages)} pages in 2 engines, {len(failures)} failures")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
