"""What a touch-down ends, in real engines: part of check_page_script.py.

usage: python3 Tools/browser/check_page_script.py --ends-only

The page script's touchstart answer carries `ends: "scroll"` when the page
was scrolling on its own (coasting after a flick, a smooth scroll still
running) and `ends: "selection"` when a text selection showed; no other
answer carries `ends`. These checks play real touch events on a long mobile
page through DevTools (Input.dispatchTouchEvent, mobile emulation, so that
Chromium's own gesture detector scrolls the page and coasts after a flick):

- a flick, then a touch while the page coasts: `ends: "scroll"` (and the
  page had moved within 100 ms of the touch, as the page's own log of
  scroll events shows, and kept moving after the lift);
- a touch on a still page, and one long after a flick's coast: no `ends`;
- a touch while another finger drags the page: no `ends`;
- a touch during a smooth scroll (scrollTo with behavior smooth): `scroll`;
- a word selected by script (a Range): `selection`; text selected in a
  focused textarea (setSelectionRange): `selection`;
- the touchend answers never carry `ends`;
- the bridge URL form (no message handler) carries `&ends=selection`.

In WebKitGTK (Tools/browser/webkit_driver.py under xvfb-run, real GDK
touch events): a flick then a touch while it coasts (`scroll`), a touch on
a still page (none) and one with a word selected (`selection`).
"""

from __future__ import annotations

import json
import pathlib
import sys
import tempfile
import time

HERE = pathlib.Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))
from webkit_run import run_driver  # noqa: E402

VIEW = (360, 640)
# How long after a flick's lift the touch that stops its coast comes: well
# inside the coast (Chromium coasts some 900 ms after this flick), well past
# the script's 50 ms for a drag's late scroll events.
COAST_TOUCH_MS = 200
# How long after a flick the page is still for sure (its coast long over).
STILL_AFTER_MS = 2500

PAGE = ('<!doctype html><html><head><meta name="viewport" content="width=device-width">'
        '<title>long page</title></head><body style="margin:0;font:16px sans-serif">'
        '<p id="word" style="margin:0;height:40px">Selectable words here</p>'
        '<textarea id="field" style="display:block;height:40px">some text in a field</textarea>'
        + "".join(f'<p style="margin:0;height:40px">line {i}</p>' for i in range(300))
        + "<script>window.__scrolls = []; addEventListener('scroll', function () {"
        " __scrolls.push(Date.now()); }, true);</script></body></html>")


class Chromium:
    """One page in a mobile context, touched through DevTools."""

    def __init__(self, browser, script: str, stub: str, folder: pathlib.Path):
        (folder / "long.html").write_text(PAGE)
        self.posted: list[dict] = []
        self.context = browser.new_context(viewport={"width": VIEW[0], "height": VIEW[1]}, is_mobile=True,
                                           has_touch=True, device_scale_factor=1)
        self.context.expose_binding("__taporlinkAnswer", lambda _source, message: self.posted.append(message))
        self.context.add_init_script(stub)
        self.context.add_init_script(script)
        self.url = (folder / "long.html").as_uri()
        self.page = None
        self.cdp = None

    def load(self) -> None:
        if self.page is not None:
            self.page.close()
        self.page = self.context.new_page()
        self.page.goto(self.url, wait_until="load")
        self.cdp = self.context.new_cdp_session(self.page)

    def touch(self, kind: str, points: list[tuple[float, float, int]], at: float | None = None) -> None:
        """One touch event; `at` its time (s since the epoch), now by default."""
        self.cdp.send("Input.dispatchTouchEvent", {"type": kind, "timestamp": time.time() if at is None else at,
                                                   "touchPoints": [{"x": x, "y": y, "id": finger, "radiusX": 1,
                                                                    "radiusY": 1} for x, y, finger in points]})

    def flick(self) -> float:
        """A fast upward flick of finger 1 (420 px in 84 ms, its events
        stamped 12 ms apart, so that its speed is the same however busy the
        machine); the page's clock at its lift."""
        base = time.time()
        self.touch("touchStart", [(180, 560, 1)], base)
        for step in range(1, 8):
            self.touch("touchMove", [(180, 560 - step * 60, 1)], base + step * 0.012)
        self.touch("touchEnd", [], base + 8 * 0.012)
        return self.page.evaluate("Date.now()")

    def tap(self, x: float = 180, y: float = 300) -> tuple[dict | None, dict | None, float]:
        """A tap; its start and end answers, and how long before the touch
        the page last heard a scroll event (ms; inf when never)."""
        self.posted.clear()
        last = self.page.evaluate("[Date.now(), __scrolls.length ? __scrolls[__scrolls.length - 1] : null]")
        self.touch("touchStart", [(x, y, 1)])
        self.touch("touchEnd", [])
        self.page.wait_for_timeout(50)
        return self.answer("start"), self.answer("end"), (last[0] - last[1] if last[1] is not None else float("inf"))

    def answer(self, phase: str) -> dict | None:
        return next((message for message in self.posted if message.get("phase") == phase), None)

    def scroll_y(self) -> float:
        return self.page.evaluate("scrollY")


def judge(case: str, start: dict | None, end: dict | None, want: str | None, detail: str,
          engine: str = "chromium") -> list[str]:
    """Failures of one touch: its start answer's `ends` must be `want`, its
    end answer must have none."""
    label = f"{engine} {case}"
    if start is None or end is None:
        return [f"{label}: no {'start' if start is None else 'end'} answer"]
    failures = []
    if start.get("ends") != want:
        failures.append(f"{label}: the touchstart answer says ends={start.get('ends')!r}, not {want!r} ({detail})")
    if "ends" in end:
        failures.append(f"{label}: the touchend answer carries ends={end['ends']!r}")
    print(f"{'ok   ' if not failures else 'FAIL '}  {label}: start ends={start.get('ends')!r}, "
          f"end {'has none' if 'ends' not in end else 'has one'} ({detail})")
    return failures


def check_chromium(browser, script: str, stub: str, folder: pathlib.Path) -> list[str]:
    """Every case in one Chromium mobile context."""
    failures: list[str] = []
    run = Chromium(browser, script, stub, folder)

    # (a) A flick, then a touch while the page coasts.
    run.load()
    lifted = run.flick()
    time.sleep(COAST_TOUCH_MS / 1000)
    before = run.scroll_y()
    start, end, quiet = run.tap()
    touched = run.page.evaluate("Date.now()")
    after = run.scroll_y()
    times = run.page.evaluate(f"__scrolls.filter(function (t) {{ return t > {lifted}; }})")
    moving = len(times)
    gaps = [later - earlier for earlier, later in zip(times, times[1:]) if later <= touched]
    if gaps:
        print(f"       scroll events while coasting: {len(gaps) + 1} before the touch, "
              f"{min(gaps):.0f} to {max(gaps):.0f} ms apart")
    failures += judge("touch while coasting after a flick", start, end, "scroll",
                      f"touched {touched - lifted:.0f} ms after the lift, {moving} scroll events after "
                      f"it, the last {quiet:.0f} ms before the touch; scrollY {before:.0f} then {after:.0f}")
    if moving < 3:
        failures.append("chromium flick: the page did not coast after the lift (fewer than 3 scroll events)")

    # (b) A still page; then long after a flick's coast.
    run.load()
    start, end, quiet = run.tap()
    failures += judge("touch on a still page", start, end, None, "no scroll yet")
    run.flick()
    time.sleep(STILL_AFTER_MS / 1000)
    start, end, quiet = run.tap()
    failures += judge("touch long after a flick", start, end, None, f"the last scroll event {quiet:.0f} ms before")

    # A second finger while the first drags the page.
    run.load()
    run.touch("touchStart", [(300, 560, 1)])
    for step in range(1, 6):
        time.sleep(0.016)
        run.touch("touchMove", [(300, 560 - step * 30, 1)])
    run.posted.clear()
    run.touch("touchStart", [(300, 410, 1), (60, 300, 2)])
    run.touch("touchEnd", [(300, 410, 1)])
    run.touch("touchEnd", [])
    run.page.wait_for_timeout(50)
    second = next((m for m in run.posted if m.get("phase") == "start"), None)
    if second is None:
        failures.append("chromium second finger during a drag: no start answer")
    elif "ends" in second:
        failures.append(f"chromium second finger during a drag: ends={second['ends']!r}, not none")
    else:
        print("ok     chromium second finger during a drag: start ends=None")

    # A smooth scroll still running.
    run.load()
    began = run.page.evaluate("(() => { scrollTo({ top: 3000, behavior: 'smooth' }); return Date.now(); })()")
    run.page.wait_for_timeout(60)
    start, end, quiet = run.tap()
    times = [t - began for t in run.page.evaluate("__scrolls")]
    failures += judge("touch during a smooth scroll", start, end, "scroll",
                      f"the last scroll event {quiet:.0f} ms before; events at {times[:12]} ms")

    # (c) A word selected by script; text selected in a focused field.
    run.load()
    run.page.evaluate("(() => { const range = document.createRange();"
                      " const text = document.getElementById('word').firstChild;"
                      " range.setStart(text, 0); range.setEnd(text, 10);"
                      " getSelection().removeAllRanges(); getSelection().addRange(range); })()")
    start, end, _ = run.tap()
    failures += judge("touch with a word selected", start, end, "selection", "a Range of 10 characters")
    run.load()
    run.page.evaluate("(() => { const field = document.getElementById('field');"
                      " field.focus(); field.setSelectionRange(0, 4); })()")
    start, end, _ = run.tap()
    failures += judge("touch with text selected in a textarea", start, end, "selection",
                      "setSelectionRange(0, 4) in the focused field")
    run.load()
    run.page.evaluate("(() => { const field = document.getElementById('field');"
                      " field.focus(); field.setSelectionRange(2, 2); })()")
    start, end, _ = run.tap()
    failures += judge("touch with a caret in a textarea", start, end, None, "setSelectionRange(2, 2)")
    run.context.close()

    # The bridge URL form: no message handler, so the script loads
    # taporlink://answer?… in a hidden frame; the page notes each one.
    bridge = Chromium(browser, script, "", folder)
    bridge.context.add_init_script("window.__bridged = []; new MutationObserver(function (records) {"
                                   " records.forEach(function (r) { r.addedNodes.forEach(function (n) {"
                                   " if (n.localName === 'iframe') __bridged.push(n.src); }); });"
                                   " }).observe(document, { childList: true, subtree: true });")
    bridge.load()
    bridge.page.evaluate("(() => { const range = document.createRange();"
                         " range.selectNodeContents(document.getElementById('word'));"
                         " getSelection().removeAllRanges(); getSelection().addRange(range); })()")
    bridge.touch("touchStart", [(180, 300, 1)])
    bridge.touch("touchEnd", [])
    bridge.page.wait_for_timeout(50)
    urls = bridge.page.evaluate("__bridged")
    starts = [url for url in urls if "&phase=start" in url]
    ends = [url for url in urls if "&phase=end" in url]
    if len(starts) != 1 or "&ends=selection&" not in starts[0] or not ends or "ends=" in ends[0]:
        failures.append(f"chromium bridge URL form: {urls}")
    else:
        print(f"ok     chromium bridge URL form: {starts[0]}")
    bridge.context.close()
    return failures


# WebKitGTK's page: at each touchstart it also posts how long ago (ms) its
# last scroll events came, for the report.
WEBKIT_LOG = ("<script>addEventListener('touchstart', function () { var now = Date.now();"
              " window.webkit.messageHandlers.taporlink.postMessage({ scrolledAgo:"
              " __scrolls.slice(-3).map(function (t) { return now - t; }), scrolls: __scrolls.length });"
              " }, true);</script></body>")
SELECT_ON_LOAD = ("<script>addEventListener('load', function () { var range = document.createRange();"
                  " range.selectNodeContents(document.getElementById('word'));"
                  " getSelection().removeAllRanges(); getSelection().addRange(range); });</script></body>")


def check_webkit(script: str, folder: pathlib.Path) -> list[str]:
    """A flick then a touch while it coasts, a touch on a still page, and
    one with a word selected (by the page at load), in WebKitGTK through
    the WebKit driver (its own process, under xvfb-run)."""
    (folder / "long.html").write_text(PAGE.replace("</body>", WEBKIT_LOG))
    (folder / "selected.html").write_text(PAGE.replace("</body>", SELECT_ON_LOAD))

    def event(t_ms: float, kind: str, x: float, y: float) -> dict:
        return {"t_ms": t_ms, "type": kind, "finger": 1, "x": x, "y": y}

    tap = [event(0, "down", 180, 300), event(60, "up", 180, 300)]
    flick = [event(0, "down", 180, 560)] + [event(12 * step, "move", 180, 560 - 60 * step) for step in range(1, 8)]
    flick += [event(96, "up", 180, 140), event(96 + COAST_TOUCH_MS, "down", 180, 300),
              event(156 + COAST_TOUCH_MS, "up", 180, 300)]
    cases = {"touch while coasting after a flick": ("long.html", "drag", flick, "scroll", 1),
             "touch on a still page": ("long.html", "tap", tap, None, 0),
             "touch with a word selected": ("selected.html", "tap", tap, "selection", 0)}
    runs = [{"id": name, "page": str(folder / page), "gesture": {"kind": kind, "events": events}}
            for name, (page, kind, events, _, _) in cases.items()]
    plan = {"viewport": {"width": VIEW[0], "height": VIEW[1]}, "settle_ms": 600, "page_script": script, "runs": runs}
    run = run_driver(plan, folder, "ends", 240, ("--input", "touch"))
    if run.returncode is None:
        return ["webkit: the WebKit driver took longer than 240 s and was stopped"]
    if run.returncode != 0 or not run.result.is_file():
        return [f"webkit: the WebKit driver failed (exit {run.returncode}): {run.stderr.strip()[-300:]}"]
    result = json.loads(run.result.read_text())
    print(f"       (WebKitGTK {result.get('version', '?')}, input {result.get('input', '?')})")
    failures: list[str] = []
    for entry in result.get("runs", []):
        name = entry.get("id")
        if entry.get("error"):
            failures.append(f"webkit {name}: {entry['error']}")
            continue
        messages = [json.loads(message["json"]) for message in entry.get("messages", [])]
        answers = [message for message in messages if "kind" in message]
        logs = [message for message in messages if "scrolledAgo" in message]
        starts = [answer for answer in answers if answer.get("phase") == "start"]
        ends = [answer for answer in answers if answer.get("phase") == "end"]
        _, _, _, want, index = cases[name]
        if len(starts) <= index or len(ends) <= index:
            failures.append(f"webkit {name}: answers {answers}")
            continue
        detail = f"the page's last scroll events {logs[index]['scrolledAgo']} ms before" if len(logs) > index else ""
        failures += judge(name, starts[index], ends[index], want, detail, engine="webkit")
    return failures


def check(script: str, stub: str, browser) -> list[str]:
    """Both engines; the failures, each one line."""
    with tempfile.TemporaryDirectory() as folder:
        failures = check_chromium(browser, script, stub, pathlib.Path(folder))
    with tempfile.TemporaryDirectory() as folder:
        failures += check_webkit(script, pathlib.Path(folder))
    return failures
