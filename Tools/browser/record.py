#!/usr/bin/env python3
"""usage: python3 Tools/browser/record.py [--engine chromium|webkit] [--pointer mouse [--button B]] (--targets FILE.json | PAGE.html...) -o DIR

Plays touch gestures on pages in a real web engine, records what the engine
really did, on one clock: its touches, its navigation requests (new windows
included), its same-document navigations, the answers of the shipped
page script (Sources/TapOrLinkPageScript/Resources/taporlink-page.js),
injected at document start in every frame and heard through the channel an
app uses, and what the page did after the touch (its effects: the click's
control, DOM changes, focus, form events; Tools/browser/effects.js, which
shares no code with the page script, observes the top frame from document
start, and the second before the touch gives the page's own pace). Each gesture becomes a raw recording (NAME.json); `taporlink-lab
import-recording` (the lab, Tools/lab) then writes one scenario a gesture (NAME.yaml) beside it,
and `taporlink DIR` judges them.

  --targets FILE.json  the pages and touch targets of a targets file (the
                       format of shared/realweb/targets.json; pages are
                       relative to the file, which is served at the root of
                       a server on 127.0.0.1). One tap a target.
  PAGE.html...         pages whose elements are marked with data-expect
                       (Tests/Pages/README.md); a tap each, plus the gestures
                       of data-gestures.
  --engine chromium    (default) headless Chromium through Playwright, mobile
                       emulation; touches through DevTools.
  --engine webkit      WebKitGTK through Tools/browser/webkit_driver.py in the
                       system's Python under xvfb-run.
  --only WORD          with --targets: only pages whose path contains WORD
                       (repeatable).
  --raw-only           write the raw recordings only, no scenarios.
  --pointer mouse      (Chromium) play each gesture as mouse events
                       (DevTools' Input.dispatchMouseEvent) at the same
                       points, not touches; `touchpad` says a touchpad's
                       click. The raw recording's touches say `pointer`
                       and `button`; a two-finger gesture is not recorded.
  --button secondary   with --pointer: the button, `primary` (left, the
                       default), `secondary` (right) or `middle`.

Every request that is not to 127.0.0.1 is blocked, and every navigation after
a page has loaded is stopped (Chromium: answered 204 No Content, which leaves
the page in place; WebKit: `ignore`), so a run never leaves the machine.
Tools/browser/PROTOCOL.md describes the raw recordings; Tools/lab/Docs/RealWeb.md the
real-web corpus.
"""

from __future__ import annotations

import argparse
import json
import math
import os
import re
import shutil
import signal
import subprocess
import sys
import tempfile
import time
import urllib.parse
from pathlib import Path
from dataclasses import dataclass
from typing import Callable

sys.path.insert(0, str(Path(__file__).resolve().parent))
from recording import (  # noqa: E402
    BUTTONS,
    INTERACTIVE_SELECTOR,
    GESTURES,
    PageJob,
    STABLE_ORIGIN,
    Recording,
    Target,
    TargetsError,
    Touch,
    VIEWPORT,
    file_stem,
    folded_name,
    gesture_plan,
    read_targets,
    same_document_kind,
    stable_url,
)
from webkit_run import DRIVER, SYSTEM_PYTHON, run_driver  # noqa: E402
from effects import BASELINE_MS, Clock, read_effects  # noqa: E402

HERE = Path(__file__).resolve().parent
ROOT = HERE.parent.parent
PAGE_SCRIPT = ROOT / "Sources/TapOrLinkPageScript/Resources/taporlink-page.js"
LOCATE_JS = HERE / "locate.js"
EFFECTS_JS = HERE / "effects.js"
# The observer's calls, in the page: start its record afresh, and read it.
EFFECTS_MARK = "() => window.__taporlinkEffects ? window.__taporlinkEffects.mark() : null"
EFFECTS_READ = "() => window.__taporlinkEffects ? window.__taporlinkEffects.read() : null"
# How long to keep recording after a gesture's last event: the engine's
# window is 750 ms, and a page's setTimeout(…, 900) navigation must be seen.
SETTLE_MS = 1200.0
# A finger's contact radius on the screen, in screen px. The targets' truth
# was seen with DevTools' default 1 px touch on pages with no touch listener:
# Chromium then adjusts the tap gesture within the gesture's own area. The
# page script listens to touches, and then Chromium adjusts the touch within
# its contact area instead, and the tap keeps that: a 1 px touch is not
# adjusted at all. This radius gives the touch the tap area the truth saw,
# calibrated on the truth at scale 1: a link 12.23 px from the point was
# activated (mozilla-2), links 13.0 px away were not (four targets); 14 px
# activated those too. Tools/lab/Docs/RealWeb.md has the calibration.
FINGER_RADIUS_PX = 12.5
# After a setup step, before the touch: the app renders its new state.
SETUP_SETTLE_MS = 250.0
# A loaded page may still move (late fonts, images, a script laying out its
# header) and is still busy with its own start: the target is located again
# this long later, until two looks in a row agree on where to touch, at most
# this many looks; WebKit's driver does the same (webkit_driver.py, which may
# take a fifth look), so both engines are touched on a page that has had a
# moment to settle, as a person touches a page they have seen.
LOCATE_AGAIN_MS = 300.0
LOCATE_LOOKS = 4
MAX_PAGES = 2000
MAX_ELEMENTS_A_PAGE = 100
MAX_RESULT_BYTES = 64 * 1024 * 1024
WEBKIT_TIMEOUT_S = 900
BINDING = "__taporlinkPost"

INSTALL_PLAYWRIGHT = "python3 -m pip install playwright"
INSTALL_CHROMIUM = "apt-get install -y chromium"
INSTALL_WEBKIT = "apt-get install -y gir1.2-webkit2-4.1 python3-gi xvfb xauth"

# DevTools' Page.frameRequestedNavigation reasons, as our request types.
CHROMIUM_REASONS = {
    "anchorClick": "link",
    "formSubmissionGet": "form",
    "formSubmissionPost": "form",
    "reload": "reload",
    "historySameDocument": "back",
    "historyDifferentDocument": "back",
}

# Chromium has no window.webkit: this stands in for WKWebView's
# window.webkit.messageHandlers.taporlink, posting through a DevTools binding.
# Each message goes with the page's own clock (epoch ms), so the relay's
# delay can be measured; the recording is stamped when the recorder hears it.
CHROMIUM_CHANNEL = r"""
(() => {
  if (window.webkit) return;
  const name = "%s";
  const handler = { postMessage(message) {
    try { globalThis[name](JSON.stringify({ body: message, page_ms: performance.timeOrigin + performance.now() })); }
    catch (e) {}
  } };
  Object.defineProperty(window, "webkit", { value: { messageHandlers: { taporlink: handler } } });
})();
""" % BINDING

# WebKitGTK's script messages do not say which frame sent them (an app's
# WKScriptMessage does: frameInfo). In every frame, before the page script,
# this wraps the handler's postMessage so that each message goes with its
# frame, `{"body": MESSAGE, "frame": "main" | "sub"}`, decided at document
# start. The handler is kept reachable from the window, so the wrapper the
# page script finds later is this one. A message that comes unwrapped is
# counted a frame's (heard_message).
WEBKIT_CHANNEL = r"""
(() => {
  const handlers = window.webkit && window.webkit.messageHandlers;
  const handler = handlers && handlers.taporlink;
  if (!handler || typeof handler.postMessage !== "function") return;
  const post = handler.postMessage.bind(handler);
  const frame = window === window.top ? "main" : "sub";
  try {
    Object.defineProperty(window, "__taporlinkChannel", { value: handler });
    Object.defineProperty(handler, "postMessage", {
      value: (message) => post({ body: message, frame: frame }),
    });
  } catch (e) {}
})();
"""


class RecordError(Exception):
    """A problem the person running the recorder must fix; printed, exit 2."""


class NotRecorded(Exception):
    """One target that could not be recorded: a failed setup, a target that
    cannot be touched, a page that did not load. Reported by name, counted."""


# ------------------------------------------------------------ the pages


class PageServer:
    """Tools/browser/static_server.py serving one folder on 127.0.0.1, in its
    own process (so serving never competes with the recorder's clock); a
    link out of the folder is not served."""

    def __init__(self, root: Path) -> None:
        self.root = root
        self.process = subprocess.Popen(
            [sys.executable, "-u", str(HERE / "static_server.py"), str(root)],
            stdout=subprocess.PIPE,
            stderr=subprocess.DEVNULL,
            text=True,
        )
        line = self.process.stdout.readline() if self.process.stdout else ""
        found = re.search(r"port (\d+)", line)
        if not found:
            self.close()
            raise RecordError(f"the page server did not start: {line.strip() or 'no output'}")
        self.origin = f"http://127.0.0.1:{found.group(1)}"

    def url(self, path: str) -> str:
        return self.origin + urllib.parse.quote(path)

    def close(self) -> None:
        if self.process.poll() is None:
            self.process.terminate()
            try:
                self.process.wait(timeout=5)
            except subprocess.TimeoutExpired:
                self.process.kill()
                self.process.wait()


def touch_event(down: dict, touch, scale: float) -> tuple[str, list[dict]]:
    """The CDP touch event a planned touch sends: its type, and the points of
    every finger down after it (`down`, finger -> (x, y), kept up to date)."""
    if touch.type in ("down", "move"):
        down[touch.finger] = (touch.x, touch.y)
        kind = "touchStart" if touch.type == "down" else "touchMove"
    else:
        down.pop(touch.finger, None)
        kind = "touchEnd" if touch.type == "up" else "touchCancel"
    radius = FINGER_RADIUS_PX / scale
    points = [{"x": x, "y": y, "id": finger, "radiusX": radius, "radiusY": radius}
              for finger, (x, y) in down.items()]
    return kind, points


# CDP's name of each button (Input.dispatchMouseEvent's `button`) and its
# bit in `buttons`, the buttons held.
CDP_BUTTONS = {"primary": ("left", 1), "secondary": ("right", 2), "middle": ("middle", 4)}
CDP_MOUSE_TYPES = {"down": "mousePressed", "move": "mouseMoved", "up": "mouseReleased"}


def mouse_plan(plan: list[Touch], pointer: str, button: str) -> list[Touch]:
    """A gesture's touches played by a mouse: the same times and points,
    each carrying the pointer and its button. A mouse has one pointer and
    no cancel: a plan with a second finger or a cancel is refused
    (ValueError)."""
    if any(touch.finger != 1 or touch.type not in CDP_MOUSE_TYPES for touch in plan):
        raise ValueError(f"a {pointer} has one pointer and cannot play a second finger or a cancel")
    return [Touch(t.t_ms, t.type, t.finger, t.x, t.y, pointer=pointer, button=button) for t in plan]


def mouse_event(touch, presses: int) -> dict:
    """The parameters of the CDP mouse event a planned mouse touch sends:
    its down presses its button, a move moves with it held, its up
    releases it; `presses` is the click count (2 for a double click's
    second press), at the same CSS px a touch event would have."""
    name, bit = CDP_BUTTONS[touch.button]
    kind = CDP_MOUSE_TYPES[touch.type]
    return {"type": kind, "x": touch.x, "y": touch.y, "button": name,
            "buttons": 0 if kind == "mouseReleased" else bit,
            "clickCount": 0 if kind == "mouseMoved" else presses}


def local(url: str) -> bool:
    """Whether a request stays on this machine's page server."""
    parts = urllib.parse.urlsplit(url)
    if parts.scheme in ("data", "blob", "about", "javascript"):
        return True
    return parts.hostname == "127.0.0.1"


# Collects the marked elements of one frame, with rectangles in that frame's
# viewport and whether the centre really hits the element.
FIND_MARKED = """
(limit) => {
  const found = [];
  for (const el of Array.from(document.querySelectorAll('[data-expect]')).slice(0, limit)) {
    const r = el.getBoundingClientRect();
    const cx = r.left + r.width / 2, cy = r.top + r.height / 2;
    const hit = document.elementFromPoint(cx, cy);
    found.push({
      expect: el.getAttribute('data-expect') || '',
      name: el.getAttribute('data-name') || '',
      gestures: el.getAttribute('data-gestures') || '',
      blind: el.getAttribute('data-blind') || '',
      tag: el.tagName.toLowerCase(),
      x: r.left, y: r.top, width: r.width, height: r.height,
      // An image map's area is hit where its image is.
      hits: hit !== null && (hit === el || el.contains(hit) ||
        (hit.tagName === 'AREA' && el.useMap === '#' + hit.parentElement.name)),
    });
  }
  return found;
}
"""

def has_playwright() -> bool:
    try:
        import playwright.sync_api  # noqa: F401
    except ImportError:
        return False
    return True


def interpreter_with_playwright() -> str | None:
    """Another python3 on the PATH that has Playwright, if any."""
    seen = {os.path.realpath(sys.executable)}
    for folder in os.environ.get("PATH", "").split(os.pathsep):
        candidate = os.path.join(folder or ".", "python3")
        real = os.path.realpath(candidate)
        if real in seen or not os.access(candidate, os.X_OK):
            continue
        seen.add(real)
        probe = subprocess.run([candidate, "-c", "import playwright.sync_api"], capture_output=True)
        if probe.returncode == 0:
            return candidate
    return None


def load_playwright():
    try:
        from playwright.sync_api import sync_playwright  # noqa: F401
    except ImportError:
        raise RecordError(
            f"Playwright for Python is not installed for {sys.executable}.\n"
            f"  install it with: {INSTALL_PLAYWRIGHT}\n"
            "  (never run `playwright install`: the recorder uses the system Chromium)"
        )
    return sync_playwright


def chromium_path() -> str:
    path = shutil.which("chromium")
    if path is None:
        raise RecordError(f"Chromium is not installed (no `chromium` on the PATH).\n  install it with: {INSTALL_CHROMIUM}")
    return path


class Chromium:
    """A headless Chromium; a fresh mobile, touch-enabled context a run."""

    def __init__(self, page_script: str) -> None:
        sync_playwright = load_playwright()
        executable = chromium_path()
        self.manager = sync_playwright().start()
        try:
            self.browser = self.manager.chromium.launch(executable_path=executable)
        except Exception as error:  # Playwright raises its own Error type
            self.manager.stop()
            raise RecordError(f"Chromium at {executable} did not start: {first_line(error)}")
        self.version = f"Chromium {self.browser.version}"
        self.init_script = CHROMIUM_CHANNEL + "\n" + page_script
        self.effects_script = EFFECTS_JS.read_text()
        self.context = None
        self.marked = time.monotonic()

    def open(self, url: str) -> None:
        """A fresh context (no storage left over) with the page loaded."""
        self.origin = "/".join(url.split("/", 3)[:3])
        self.context = self.browser.new_context(
            viewport={"width": VIEWPORT[0], "height": VIEWPORT[1]}, is_mobile=True, has_touch=True, device_scale_factor=2
        )
        self.context.expose_binding(BINDING, self._message)
        self.context.add_init_script(self.init_script)
        # The effects observer: an init script of its own (it keeps to the
        # top frame), installed after the page script as the app's would be.
        self.context.add_init_script(self.effects_script)
        self.armed = False
        self.events: list[tuple[float, float, str, dict]] = []
        self.context.route("**/*", self._route)
        self.page = self.context.new_page()
        self.cdp = self.context.new_cdp_session(self.page)
        self.cdp.send("Page.enable")
        for name in ("Page.frameRequestedNavigation", "Page.navigatedWithinDocument", "Page.windowOpen",
                     "Page.downloadWillBegin"):
            self.cdp.on(name, self._heard(name))
        try:
            response = self.page.goto(url, wait_until="load", timeout=20000)
        except Exception as error:
            raise NotRecorded(f"the page did not load: {first_line(error)}")
        if response is None or not response.ok:
            raise NotRecorded(f"the page did not load ({'no response' if response is None else f'HTTP {response.status}'})")
        self.main = self.cdp.send("Page.getFrameTree")["frameTree"]["frame"]["id"]

    def _route(self, route) -> None:
        request = route.request
        if self.armed and request.is_navigation_request():
            # 204 No Content: the browser stays on the page, as WebKit's
            # `ignore` leaves it. An aborted navigation would put Chromium's
            # error page in its place, and a second tap would land there.
            route.fulfill(status=204)
        elif not local(request.url):
            route.abort("blockedbyclient")
        else:
            route.continue_()

    def _message(self, source, payload) -> None:
        # The binding says which frame called it: a frame's script reports
        # its own moves and answers, which an app tells apart by the
        # message's frame (WKScriptMessage.frameInfo).
        if self.armed:
            sender = source.get("frame") if isinstance(source, dict) else None
            frame = "main" if sender is not None and sender == self.page.main_frame else "sub"
            self.events.append((time.monotonic(), time.time() * 1000.0, "message",
                                {"payload": str(payload), "frame": frame}))

    def _heard(self, name: str):
        def hear(event: dict) -> None:
            if self.armed:
                self.events.append((time.monotonic(), time.time() * 1000.0, name, event))
        return hear

    def setup(self, steps: list[dict]) -> None:
        for number, step in enumerate(steps):
            try:
                field = self.page.locator(step["fill"]).first
                if "text" in step:
                    field.fill(step["text"], timeout=5000)
                if step.get("press"):
                    field.press(step["press"], timeout=5000)
            except Exception as error:
                raise NotRecorded(f"setup step {number + 1} (fill {step['fill']!r}) failed: {first_line(error)}")
        if steps:
            self.page.wait_for_timeout(SETUP_SETTLE_MS)
        self.mark_effects()

    def mark_effects(self) -> None:
        """Starts the effects observer's record afresh: what the page does
        from here is its own pace, then what the touch set off."""
        try:
            self.page.evaluate(EFFECTS_MARK)
        except Exception:
            pass  # no observer: the recording has no effects
        self.marked = time.monotonic()

    def locate(self, target: Target) -> dict:
        """Where to touch the target, once two looks LOCATE_AGAIN_MS apart
        agree (at most LOCATE_LOOKS looks; the last one counts)."""
        strict = target.truth == "content"
        source = LOCATE_JS.read_text()
        arguments = [target.selector, target.point[0], target.point[1], strict, INTERACTIVE_SELECTOR]
        where = self.page.evaluate(source, arguments)
        for _ in range(LOCATE_LOOKS - 1):
            self.page.wait_for_timeout(LOCATE_AGAIN_MS)
            again = self.page.evaluate(source, arguments)
            if again == where:
                break
            where = again
        return where

    def play(self, recording: Recording, plan: list[Touch]) -> None:
        """Plays the touches; records everything the engine did until
        SETTLE_MS after the last one. Times: ms, 0 = the first touch."""
        # The page's own pace is its DOM changes in the second before the
        # touch, after its setup: wait for what the locating has not.
        rest = self.marked + BASELINE_MS / 1000.0 - time.monotonic()
        if rest > 0:
            self.page.wait_for_timeout(rest * 1000.0)
        self.events = []
        self.armed = True
        down: dict[int, tuple[float, float]] = {}
        presses = 0
        start = time.monotonic()
        start_wall = time.time() * 1000.0
        for touch in plan:
            wait = start + touch.t_ms / 1000.0 - time.monotonic()
            if wait > 0:
                self.page.wait_for_timeout(wait * 1000.0)
            if touch.pointer == "finger":
                kind, points = touch_event(down, touch, recording.scale)
                sent = time.monotonic()
                self.cdp.send("Input.dispatchTouchEvent", {"type": kind, "touchPoints": points})
            else:
                presses += touch.type == "down"
                sent = time.monotonic()
                self.cdp.send("Input.dispatchMouseEvent", mouse_event(touch, presses))
            recording.touches.append(Touch(round((sent - start) * 1000.0, 3), touch.type, touch.finger, touch.x, touch.y,
                                           pointer=touch.pointer, button=touch.button))
        self.page.wait_for_timeout(SETTLE_MS)
        self.armed = False
        self._collect(recording, start)
        try:
            record = self.page.evaluate(EFFECTS_READ)
        except Exception:
            record = None  # the page is gone (a navigation went through): no effects
        found = read_effects(record if isinstance(record, str) else None, Clock(0.0, start_wall),
                             recording.touches[0].t_ms if recording.touches else 0.0)
        if found is not None:
            recording.effects, recording.effects_baseline, recording.effects_left_out = \
                found.effects, found.baseline, found.left_out

    def _collect(self, recording: Recording, start: float) -> None:
        # The recording's URL is already written on the stable origin; the
        # browser's events carry the server's, which open() kept.
        origin = self.origin
        last_url = origin + recording.url[len(STABLE_ORIGIN):] if recording.url.startswith(STABLE_ORIGIN) else recording.url
        new_windows: set[str] = set()
        for at, wall, name, event in self.events:
            t_ms = round((at - start) * 1000.0, 3)
            if name == "Page.frameRequestedNavigation":
                disposition = event.get("disposition", "currentTab")
                frame = "main" if event.get("frameId") == self.main else "sub"
                if disposition in ("newTab", "newWindow"):
                    frame = "new-window"
                    new_windows.add(event.get("url", ""))
                reason = event.get("reason", "")
                recording.requests.append({
                    "t_ms": t_ms, "url": stable_url(event.get("url", ""), origin),
                    "type": CHROMIUM_REASONS.get(reason, "other"), "frame": frame,
                    "detail": reason + ("" if disposition == "currentTab" else f", {disposition}"),
                })
            elif name == "Page.windowOpen":
                url = event.get("url", "")
                if url in new_windows:
                    continue  # the request for it is recorded already
                new_windows.add(url)
                recording.requests.append({
                    "t_ms": t_ms, "url": stable_url(url, origin), "type": "other", "frame": "new-window",
                    "detail": "windowOpen" + (", user gesture" if event.get("userGesture") else ""),
                })
            elif name == "Page.downloadWillBegin":
                recording.requests.append({
                    "t_ms": t_ms, "url": stable_url(event.get("url", ""), origin), "type": "link",
                    "frame": "main", "detail": "download",
                })
            elif name == "Page.navigatedWithinDocument":
                frame = "main" if event.get("frameId") == self.main else "sub"
                url = event.get("url", "")
                kind = same_document_kind(event.get("navigationType", ""), last_url, url)
                if frame == "main":
                    last_url = url
                recording.navigations.append({
                    "t_ms": t_ms, "kind": kind, "url": stable_url(url, origin), "frame": frame,
                    "source": "browser", "detail": event.get("navigationType", ""),
                })
            elif name == "message":
                heard_message(recording, t_ms, event.get("payload", ""), origin, wall, event.get("frame", "sub"))

    def close_context(self) -> None:
        if self.context is not None:
            try:
                self.context.close()
            except Exception:
                pass
            self.context = None

    def close(self) -> None:
        self.close_context()
        try:
            self.browser.close()
        finally:
            self.manager.stop()


MAX_MESSAGE_BYTES = 4096
MAX_CONTROL_TEXT = 40
FRAMES_OF_MESSAGES = ("main", "sub")


VISUAL_FIELDS = ("visualLeft", "visualTop", "visualWidth", "visualHeight")


def visible_area(body: dict) -> list[float] | None:
    """The part of the top page the web view showed when the script answered
    (`visualLeft`, `visualTop`, `visualWidth`, `visualHeight`, CSS px), as
    [left, top, width, height]: the importer maps the answer's point into
    the view with it, as an app does (PageScriptMessage.point(inViewOf:)).
    None unless all four are finite numbers within ±1e6 (the bound the
    app's reader, PageScriptMessage, and the lab's importer keep) and the
    size is positive."""
    values = [body.get(name) for name in VISUAL_FIELDS]
    if not all(isinstance(value, (int, float)) and not isinstance(value, bool) for value in values):
        return None
    if not all(math.isfinite(value) and abs(value) <= 1e6 for value in values) or values[2] <= 0 or values[3] <= 0:
        return None
    return [float(value) for value in values]


def heard_message(recording: Recording, t_ms: float, payload: str, origin: str, wall_ms: float | None,
                  frame: str | None = None) -> None:
    """One message of the page script, as the channel delivered it: an answer
    (`kind`, `x`, `y`, `phase`, and `control` when it says one) or a same-document navigation (`navigation`,
    `url`). Anything else is kept as `unreadable`, never dropped.

    `frame`: `main` or `sub`, the frame whose script sent it, as the channel
    knows it (Chromium's binding); else the channel's wrapper says it in the
    message (`{"body": …, "frame": …}`, WebKit), else it is not known and
    the message is counted a frame's (`sub`): only what is known to come
    from the main frame is the main frame's."""
    body: object = None
    page_ms = None
    said = None
    try:
        value = json.loads(payload[:MAX_MESSAGE_BYTES])
        if isinstance(value, dict) and "body" in value:
            body, page_ms, said = value.get("body"), value.get("page_ms"), value.get("frame")
        else:
            body = value
    except (ValueError, TypeError):
        body = None
    if frame not in FRAMES_OF_MESSAGES:
        frame = said if said in FRAMES_OF_MESSAGES else "sub"
    lag = None
    if isinstance(page_ms, (int, float)) and wall_ms is not None:
        lag = round(wall_ms - page_ms, 3)
    if isinstance(body, dict) and isinstance(body.get("navigation"), str):
        entry = {"t_ms": t_ms, "kind": body["navigation"], "url": stable_url(str(body.get("url", "")), origin),
                 "frame": frame, "source": "page-script"}
        if lag is not None:
            entry["relay_ms"] = lag
        recording.navigations.append(entry)
    elif isinstance(body, dict) and isinstance(body.get("kind"), str):
        entry = {"t_ms": t_ms, "kind": body["kind"], "x": body.get("x"), "y": body.get("y"),
                 "phase": body.get("phase", ""), "frame": frame}
        if isinstance(body.get("control"), str):
            entry["control"] = body["control"][:MAX_CONTROL_TEXT]
        if body.get("ends") in ("scroll", "selection"):
            entry["ends"] = body["ends"]
        area = visible_area(body)
        if area is not None:
            entry["visual"] = area
        if lag is not None:
            entry["relay_ms"] = lag
        recording.answers.append(entry)
    else:
        recording.answers.append({"t_ms": t_ms, "kind": "unreadable", "message": payload[:200], "frame": frame})


def marked_targets(browser: Chromium, url: str, page: str) -> PageJob:
    """The data-expect elements of a page, measured in Chromium."""
    browser.open(url)
    try:
        targets: list[Target] = []
        for frame in browser.page.frames:
            subframe = frame != browser.page.main_frame
            dx = dy = 0.0
            if subframe:
                owner = frame.frame_element()
                box = owner.bounding_box()
                if box is None:
                    continue
                inner = owner.evaluate("e => [e.clientLeft, e.clientTop]")
                dx, dy = box["x"] + inner[0], box["y"] + inner[1]
            for found in frame.evaluate(FIND_MARKED, MAX_ELEMENTS_A_PAGE):
                targets.append(marked_target(page, len(targets) + 1, found, dx, dy, subframe))
    finally:
        browser.close_context()
    if not targets:
        raise RecordError(f"{page}: no element is marked with data-expect (nothing to touch)")
    return PageJob(page, "/" + page, 1.0, (float(VIEWPORT[0]), float(VIEWPORT[1])), [], targets)


def marked_target(page: str, index: int, found: dict, dx: float, dy: float, subframe: bool) -> Target:
    label = found["name"] or f"<{found['tag']}> #{index}"
    where = f"{page}: element {index} ({label})"
    if found["expect"] not in ("link", "control", "content"):
        raise RecordError(f'{where}: data-expect is "{found["expect"]}"; it must be "link", "control" or "content"')
    if found["width"] <= 0 or found["height"] <= 0:
        raise RecordError(f"{where} has no size ({found['width']:g} × {found['height']:g}); it cannot be touched")
    gestures = found["gestures"].split()
    for gesture in gestures:
        if gesture not in GESTURES[1:]:
            raise RecordError(f'{where}: unknown gesture "{gesture}" in data-gestures (known: {" ".join(GESTURES[1:])})')
    x = round(dx + found["x"] + found["width"] / 2, 2)
    y = round(dy + found["y"] + found["height"] / 2, 2)
    if not (0 <= x < VIEWPORT[0] and 0 <= y < VIEWPORT[1]):
        raise RecordError(f"{where}: its centre {x:g} {y:g} is outside the {VIEWPORT[0]}×{VIEWPORT[1]} viewport")
    if not found["hits"]:
        raise RecordError(f"{where}: its centre {x:g} {y:g} is covered by another element")
    # A control does not navigate: its truth is `content`, its truth in
    # three `control`.
    truth = "link" if found["expect"] == "link" else "content"
    return Target(index=index, name=label, truth=truth, point=(x, y), blind=found["blind"],
                  gestures=["tap"] + gestures, subframe=subframe, truth3=found["expect"])


def record_chromium(browser: Chromium, jobs: list[PageJob], server: PageServer, say,
                    pointer: str = "finger", button: str = "primary") -> tuple[list[Recording], list[dict]]:
    """Records every gesture of every target, played by a finger (touch
    events) or by `pointer` (`mouse` or `touchpad`: mouse events of
    `button`)."""
    recordings: list[Recording] = []
    missed: list[dict] = []
    for job in jobs:
        url = server.url(job.url_path)
        for target in job.targets:
            for gesture in target.gestures:
                recording = Recording(
                    engine="chromium", browser=browser.version, input="touch" if pointer == "finger" else "pointer",
                    page=job.page,
                    url=stable_url(url, server.origin), scale=job.scale, layout_viewport=job.layout_viewport,
                    target=target, gesture=gesture, touched_at=target.point,
                )
                try:
                    browser.open(url)
                    browser.setup(job.setup)
                    if target.selector:
                        where = browser.locate(target)
                        if not where.get("found") or "x" not in where:
                            raise NotRecorded(f"cannot be touched: {where.get('reason', 'not found')}")
                        recording.touched_at = (where["x"], where["y"])
                        if not where.get("topmost"):
                            recording.moved = where.get("reason", "")
                    x, y = recording.touched_at
                    plan = gesture_plan(gesture, x, y)
                    if pointer != "finger":
                        try:
                            plan = mouse_plan(plan, pointer, button)
                        except ValueError as error:
                            raise NotRecorded(str(error))
                    browser.play(recording, plan)
                    recordings.append(recording)
                    say(f"  recorded {job.page} #{target.index} {gesture}")
                except NotRecorded as reason:
                    missed.append({"page": job.page, "target": target.index, "name": target.name,
                                   "gesture": gesture, "reason": str(reason)})
                    say(f"  NOT recorded {job.page} #{target.index} ({target.name}): {reason}")
                finally:
                    browser.close_context()
    return recordings, missed


# --------------------------------------------------------------- WebKit


def check_webkit() -> Path:
    driver = DRIVER
    if not driver.is_file():
        raise RecordError(f"the WebKit driver is missing: {driver}")
    if not Path(SYSTEM_PYTHON).is_file():
        raise RecordError(f"{SYSTEM_PYTHON} is missing; WebKit's bindings live in the system's Python.\n  install with: apt-get install -y python3 python3-gi")
    probe = subprocess.run(
        [SYSTEM_PYTHON, "-c", "import gi; gi.require_version('WebKit2', '4.1'); from gi.repository import WebKit2"],
        capture_output=True, text=True,
    )
    if probe.returncode != 0:
        raise RecordError(f"WebKitGTK for {SYSTEM_PYTHON} is not installed.\n  install it with: {INSTALL_WEBKIT}")
    if shutil.which("xvfb-run") is None:
        raise RecordError(f"xvfb-run is not installed (WebKit needs a display).\n  install it with: {INSTALL_WEBKIT}")
    return driver


def webkit_plan(job: PageJob, server: PageServer, page_script: str) -> tuple[dict, dict[str, tuple[Target, str]]]:
    url = server.url(job.url_path)
    runs = []
    by_id: dict[str, tuple[Target, str]] = {}
    for target in job.targets:
        for gesture in target.gestures:
            run_id = f"{job.page}#{target.index}-{gesture}"
            by_id[run_id] = (target, gesture)
            run = {
                "id": run_id,
                "page_url": url,
                "scale": job.scale,
                "setup": job.setup,
                "gesture": {"kind": gesture, "events": [touch.__dict__ for touch in gesture_plan(gesture, *target.point)]},
            }
            if target.selector:
                run["locate"] = {"selector": target.selector, "x": target.point[0], "y": target.point[1],
                                 "strict": target.truth == "content"}
            runs.append(run)
    plan = {"viewport": {"width": VIEWPORT[0], "height": VIEWPORT[1]}, "settle_ms": SETTLE_MS,
            "page_script": WEBKIT_CHANNEL + "\n" + page_script, "interactive": INTERACTIVE_SELECTOR,
            "effects_script": EFFECTS_JS.read_text(), "baseline_ms": BASELINE_MS, "runs": runs}
    return plan, by_id


def record_webkit(jobs: list[PageJob], server: PageServer, page_script: str, work: Path, say) -> tuple[list[Recording], list[dict]]:
    """One driver process a page, so that one page's trouble costs only it."""
    driver = check_webkit()
    recordings: list[Recording] = []
    missed: list[dict] = []
    for number, job in enumerate(jobs):
        plan, by_id = webkit_plan(job, server, page_script)
        run = run_driver(plan, work, str(number), WEBKIT_TIMEOUT_S)
        result_path = run.result
        failure = None
        if run.returncode is None:
            failure = f"the WebKit driver took longer than {WEBKIT_TIMEOUT_S} s and was stopped"
        elif run.returncode == 3:
            raise RecordError(run.stderr.strip())
        elif run.returncode != 0 or not result_path.is_file():
            failure = f"the WebKit driver failed (exit {run.returncode}): " + " / ".join(run.stderr.strip().splitlines()[-3:])
        result = None
        if failure is None:
            try:
                if result_path.stat().st_size > MAX_RESULT_BYTES:
                    raise ValueError(f"larger than {MAX_RESULT_BYTES} bytes")
                result = json.loads(result_path.read_text())
            except (OSError, ValueError) as error:
                failure = f"the WebKit driver's result is unreadable: {error}"
        entries = {entry.get("id"): entry for entry in result["runs"]} if result else {}
        version = f"WebKitGTK {result.get('version', '?')}" if result else "WebKitGTK"
        for run_id, (target, gesture) in by_id.items():
            entry = entries.get(run_id)
            reason = failure or (entry.get("error") if entry else "the WebKit driver did not record this run")
            if reason:
                missed.append({"page": job.page, "target": target.index, "name": target.name, "gesture": gesture,
                               "reason": reason})
                say(f"  NOT recorded {job.page} #{target.index} ({target.name}): {reason}")
                continue
            try:
                recordings.append(webkit_recording(job, target, gesture, entry, version, str(result.get("input", "?")), server))
                say(f"  recorded {job.page} #{target.index} {gesture}")
            except (KeyError, TypeError, ValueError) as error:
                missed.append({"page": job.page, "target": target.index, "name": target.name, "gesture": gesture,
                               "reason": f"malformed driver result: {error!r}"})
    return recordings, missed


def webkit_recording(job: PageJob, target: Target, gesture: str, entry: dict, version: str, input_kind: str,
                     server: PageServer) -> Recording:
    origin = server.origin
    touched = entry.get("touched_at") or list(target.point)
    recording = Recording(
        engine="webkit", browser=version, input=input_kind, page=job.page,
        url=stable_url(server.url(job.url_path), origin), scale=job.scale,
        layout_viewport=tuple(entry.get("layout_viewport") or job.layout_viewport),
        target=target, gesture=gesture, touched_at=(float(touched[0]), float(touched[1])),
        moved=str(entry.get("moved") or ""),
    )
    recording.touches = [Touch(float(t["t_ms"]), t["type"], int(t["finger"]), float(t["x"]), float(t["y"]))
                         for t in entry["touches"]]
    for request in entry["requests"]:
        detail = str(request.get("webkit_type", ""))
        if request.get("user_gesture"):
            detail += ", user gesture"
        if request.get("same_document"):
            detail += ", same document (allowed)"
        recording.requests.append({"t_ms": float(request["t_ms"]), "url": stable_url(str(request["url"]), origin),
                                   "type": str(request["type"]), "frame": "sub" if request.get("subframe") else "main",
                                   "detail": detail})
    for window in entry.get("new_windows", []):
        recording.requests.append({"t_ms": float(window["t_ms"]), "url": stable_url(str(window["url"]), origin),
                                   "type": str(window["type"]), "frame": "new-window",
                                   "detail": str(window.get("webkit_type", "")) + ", " + str(window.get("via", "new-window decision"))})
    recording.requests.sort(key=lambda r: r["t_ms"])
    for message in entry.get("messages", []):
        heard_message(recording, float(message["t_ms"]), str(message["json"]), origin, None)
    for change in entry.get("uri_changes", []):
        recording.uri_changes.append({"t_ms": float(change["t_ms"]), "url": stable_url(str(change["url"]), origin)})
    observed = entry.get("effects")
    if isinstance(observed, dict) and isinstance(observed.get("clock"), dict):
        clock = Clock(float(observed["clock"]["t_ms"]), float(observed["clock"]["wall_ms"]))
        record = observed.get("record")
        found = read_effects(record if isinstance(record, str) else None, clock,
                             recording.touches[0].t_ms if recording.touches else 0.0)
        if found is not None:
            recording.effects, recording.effects_baseline, recording.effects_left_out = \
                found.effects, found.baseline, found.left_out
    return recording


# ------------------------------------------------------------ writing


def write_raw(recordings: list[Recording], folder: Path) -> tuple[list[tuple[Recording, Path]], list[dict]]:
    """Writes each recording as NAME.json (file_stem; `-again` added until the
    name is free, compared as a case- and normalization-folding file system
    compares names). Returns the recordings written with their files, and
    one entry a recording that could not be written, with the reason: one
    file's trouble never costs the others."""
    written: list[tuple[Recording, Path]] = []
    refused: list[dict] = []
    used: set[str] = set()
    for recording in recordings:
        stem = file_stem(recording.page, recording.target, recording.gesture)
        while folded_name(stem) in used:
            stem += "-again"
        used.add(folded_name(stem))
        path = folder / f"{stem}.json"
        try:
            path.write_text(json.dumps(recording.json(), indent=1) + "\n")
        except (OSError, ValueError) as error:
            refused.append({"page": recording.page, "target": recording.target.index, "name": recording.target.name,
                            "gesture": recording.gesture,
                            "reason": f"the raw recording could not be written as {path.name}: "
                                      f"{getattr(error, 'strerror', None) or error}"})
            continue
        written.append((recording, path))
    return written, refused


LAB = ROOT / "Tools" / "lab"


def importer_command() -> list[str]:
    """How to run the importer, the lab's `taporlink-lab`: $TAPORLINK_LAB,
    else the lab's debug build, else swift run in the lab (Tools/lab)."""
    if os.environ.get("TAPORLINK_LAB"):
        return [os.environ["TAPORLINK_LAB"]]
    built = LAB / ".build/debug/taporlink-lab"
    if built.is_file():
        return [str(built)]
    return ["swift", "run", "--package-path", str(LAB), "taporlink-lab"]


@dataclass
class PageImport:
    """What the importer made of one page's raw recordings."""

    page: str
    files: list[str]
    imported: bool
    said: str  # its summary line, or its errors


def run_importer(files: list[Path], output: Path) -> tuple[bool, str]:
    """`taporlink-lab import-recording FILES -o OUTPUT`: whether it wrote the
    scenarios, and what it said (its summary, or its errors)."""
    command = importer_command() + ["import-recording"] + [str(file) for file in files] + ["-o", str(output)]
    try:
        done = subprocess.run(command, capture_output=True, text=True, timeout=1800)
    except FileNotFoundError:
        raise RecordError(
            f"cannot run {command[0]}: build the lab first (swift build --package-path Tools/lab)")
    except subprocess.TimeoutExpired:
        return False, "taporlink-lab import-recording took longer than 30 minutes"
    if done.returncode == 0:
        return True, done.stdout.strip()
    errors = done.stderr.strip()
    return False, (errors[-3000:] if errors else f"taporlink import-recording failed (exit {done.returncode})")


def import_pages(written: list[tuple[Recording, Path]], output: Path,
                 importer: Callable[[list[Path], Path], tuple[bool, str]] = run_importer) -> list[PageImport]:
    """Imports the raw recordings in OUTPUT page by page, so that a page the
    importer refuses costs only that page's scenarios."""
    pages: dict[str, list[Path]] = {}
    for recording, path in written:
        pages.setdefault(recording.page, []).append(output / path.name)
    results = []
    for page, files in pages.items():
        imported, said = importer(files, output)
        results.append(PageImport(page, [file.name for file in files], imported, said))
    return results


def write_json(path: Path, value: object) -> None:
    """Writes a JSON file in one atomic rename."""
    temporary = path.with_name(f".{path.name}.tmp")
    temporary.write_text(json.dumps(value, indent=1) + "\n")
    os.replace(temporary, path)


def first_line(error: BaseException) -> str:
    text = str(error).strip().splitlines()
    return text[0] if text else type(error).__name__


def prepare_output(target: Path) -> Path:
    """A fresh temporary folder next to DIR, after checking DIR can be written."""
    target = target.resolve()
    if target.exists() and not target.is_dir():
        raise RecordError(f"{target}: exists and is not a folder")
    parent = target.parent
    if not parent.is_dir():
        raise RecordError(f"{target}: cannot write here: {parent} does not exist")
    if not os.access(parent, os.W_OK | os.X_OK) or (target.exists() and not os.access(target, os.W_OK | os.X_OK)):
        raise RecordError(f"{target}: cannot write here (permission denied)")
    try:
        return Path(tempfile.mkdtemp(prefix=f".{target.name}.recording-", dir=parent))
    except OSError as error:
        raise RecordError(f"{target}: cannot write here: {error.strerror}")


def publish(temporary: Path, target: Path) -> None:
    """Moves the finished files into DIR, each in one atomic rename."""
    target = target.resolve()
    if not target.exists():
        os.rename(temporary, target)
        return
    for item in sorted(temporary.iterdir()):
        os.replace(item, target / item.name)
    temporary.rmdir()




# ---------------------------------------------------------------- main


def parse_arguments(argv: list[str]) -> argparse.Namespace:
    parser = argparse.ArgumentParser(
        prog="record.py",
        usage="python3 Tools/browser/record.py [--engine chromium|webkit] [--pointer mouse [--button B]] "
              "(--targets FILE.json | PAGE.html...) -o DIR",
        description="Record touch gestures on real pages in a real web engine, as raw recordings and TapOrLink scenarios.",
    )
    parser.add_argument("--engine", choices=("chromium", "webkit"), default="chromium")
    parser.add_argument("--targets", metavar="FILE.json")
    parser.add_argument("--only", action="append", default=[], metavar="WORD")
    parser.add_argument("--raw-only", action="store_true")
    parser.add_argument("--pointer", choices=("finger", "mouse", "touchpad"), default="finger")
    parser.add_argument("--button", choices=BUTTONS, default="primary")
    parser.add_argument("pages", nargs="*", metavar="PAGE.html")
    parser.add_argument("-o", dest="output", required=True, metavar="DIR")
    arguments = parser.parse_args(argv)
    if bool(arguments.targets) == bool(arguments.pages):
        parser.error("give either --targets FILE.json or PAGE.html..., not both or neither")
    if arguments.only and not arguments.targets:
        parser.error("--only needs --targets")
    if arguments.pointer != "finger" and arguments.engine != "chromium":
        parser.error("--pointer mouse|touchpad needs --engine chromium")
    if arguments.button != "primary" and arguments.pointer == "finger":
        parser.error("--button needs --pointer mouse or touchpad: a finger presses the primary button only")
    return arguments


def marked_pages(names: list[str]) -> tuple[Path, list[str]]:
    """The pages' common folder (served at the root) and their paths in it."""
    pages = []
    for name in names[: MAX_PAGES + 1]:
        page = Path(name).resolve()
        if not page.is_file():
            raise RecordError(f"{name}: no such page")
        pages.append(page)
    if len(pages) > MAX_PAGES:
        raise RecordError(f"more than {MAX_PAGES} pages; record them in several runs")
    root = Path(os.path.commonpath([str(page.parent) for page in pages]))
    return root, [str(page.relative_to(root)) for page in pages]


def record(arguments: argparse.Namespace, say: Callable[..., None]) -> int:
    if not PAGE_SCRIPT.is_file():
        raise RecordError(f"the page script is missing: {PAGE_SCRIPT}")
    page_script = PAGE_SCRIPT.read_text()
    if arguments.targets:
        targets_file = Path(arguments.targets)
        try:
            jobs = read_targets(targets_file, arguments.only or None)
        except TargetsError as error:
            raise RecordError(str(error))
        if not jobs:
            raise RecordError(f"{targets_file}: no page matches --only {' '.join(arguments.only)}")
        root = targets_file.resolve().parent
        marked: list[str] = []
    else:
        root, marked = marked_pages(arguments.pages)
        jobs = []
    target = Path(arguments.output)
    temporary = prepare_output(target)
    server = browser = None
    started = time.monotonic()
    try:
        server = PageServer(root)
        if marked or arguments.engine == "chromium":
            browser = Chromium(page_script)
        for page in marked:  # measured in Chromium, touched at the same points in both engines
            jobs.append(marked_targets(browser, server.url("/" + page), page))
        if arguments.engine == "chromium":
            recordings, missed = record_chromium(browser, jobs, server, say, arguments.pointer, arguments.button)
        else:
            if browser is not None:
                browser.close()
                browser = None
            with tempfile.TemporaryDirectory(prefix="record-webkit-") as work:
                recordings, missed = record_webkit(jobs, server, page_script, Path(work), say)
        # The raw recordings first, published into DIR before anything is
        # imported: whatever the importer makes of them, they are kept.
        written, unwritten = write_raw(recordings, temporary)
        missed += unwritten
        total = sum(len(t.gestures) for job in jobs for t in job.targets)
        summary = {"engine": arguments.engine, "gestures": total, "recorded": len(written), "not_recorded": missed}
        write_json(temporary / "not-recorded.json", summary)
        publish(temporary, target)
        temporary = None
    finally:
        if browser is not None:
            browser.close()
        if server is not None:
            server.close()
        if temporary is not None:
            shutil.rmtree(temporary, ignore_errors=True)
    output = target.resolve()
    written = [(recording, output / path.name) for recording, path in written]
    pages = [] if arguments.raw_only or not written else import_pages(written, output)
    refused = [page for page in pages if not page.imported]
    for page in refused:
        # A scenario left from an earlier run would be judged as this one's.
        for name in page.files:
            (output / (name[: -len(".json")] + ".yaml")).unlink(missing_ok=True)
    if refused:
        summary["not_imported"] = [{"page": page.page, "files": page.files, "reason": page.said} for page in refused]
        write_json(output / "not-recorded.json", summary)
    return report(arguments, say, started, len(jobs), total, [r for r, _ in written], missed, pages, target)


def report(arguments: argparse.Namespace, say: Callable[..., None], started: float, page_count: int, total: int,
           kept: list[Recording], missed: list[dict], pages: list[PageImport], target: Path) -> int:
    """The run's summary: what was kept, what was refused, and why; exit 1
    when a page's recordings could not all be imported."""
    moved = sum(1 for r in kept if r.moved)
    say(f"{arguments.engine}: recorded {len(kept)} of {total} gestures on {page_count} pages "
        f"in {time.monotonic() - started:.0f} s ({moved} touched away from their point, said in their files); "
        f"kept {len(kept)} raw recordings in {target}")
    if missed:
        say(f"  {len(missed)} not recorded (listed in {target.resolve()}/not-recorded.json):")
        for entry in missed:
            say(f"    {entry['page']} #{entry['target']} ({entry['name']}): {entry['reason']}")
    if arguments.raw_only or not pages:
        return 0
    imported = [page for page in pages if page.imported]
    refused = [page for page in pages if not page.imported]
    scenarios = sum(len(page.files) for page in imported)
    say(f"  imported {len(imported)} of {len(pages)} pages ({scenarios} scenarios)"
        + (f"; {len(refused)} refused by the importer, their raw recordings kept (listed in "
           f"{target.resolve()}/not-recorded.json as not_imported):" if refused else ""))
    for page in refused:
        say(f"    {page.page} ({len(page.files)} recordings):")
        for line in page.said.splitlines()[:12]:
            say(f"      {line}")
    agreed = [re.search(r"decides (\d+) of (\d+) gestures", page.said) for page in imported]
    right = sum(int(found.group(1)) for found in agreed if found)
    gestures = sum(int(found.group(2)) for found in agreed if found)
    if gestures:
        say(f"  the engine decides {right} of {gestures} imported gestures as the truth says"
            + ("; the others are blind spots, commented in their files" if right < gestures else ""))
    say(f"  judge them with: swift run taporlink {target}")
    return 1 if refused else 0


def main(argv: list[str]) -> int:
    arguments = parse_arguments(argv)
    # Chromium needs Playwright (and WebKit too for data-expect pages, whose
    # points are measured in Chromium). When this python3 lacks Playwright
    # but another on the PATH has it, run under that one.
    if not has_playwright() and not os.environ.get("TAPORLINK_RECORD_REEXEC"):
        other = interpreter_with_playwright()
        if other is not None:
            print(f"record.py: Playwright is not installed for {sys.executable}; using {other}", file=sys.stderr)
            environment = dict(os.environ, TAPORLINK_RECORD_REEXEC="1")
            os.execve(other, [other, os.path.abspath(__file__)] + argv, environment)
    def stop(_signal, _frame) -> None:
        raise KeyboardInterrupt  # so that the browsers and the server are closed on the way out

    signal.signal(signal.SIGTERM, stop)
    try:
        return record(arguments, lambda line, end="\n": print(line, end=end, flush=True))
    except RecordError as error:
        print(f"record.py: error: {error}", file=sys.stderr)
        return 2
    except KeyboardInterrupt:
        return 130


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
