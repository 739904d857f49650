#!/usr/bin/env python3
"""usage: python3 Tools/browser/record.py [--engine chromium|webkit] PAGE.html... -o DIR

Plays touch gestures on real pages in a real web engine, records what the
engine really did (its touches and its navigation requests, on one clock),
and writes one TapOrLink scenario a gesture into DIR. `taporlink DIR` then
judges the engine's decisions against the page's ground truth.

Every element to touch is marked in the page with data-expect="link" or
data-expect="content" (see Tests/Pages/README.md). Each one gets a tap; those
with data-gestures also get a drag, a long press, two quick taps or a
two-finger touch.

  --engine chromium  (default) headless Chromium through Playwright, with
                     mobile emulation; touches go in through the DevTools
                     protocol (Input.dispatchTouchEvent).
  --engine webkit    WebKitGTK, driven by Tools/browser/webkit_driver.py in
                     the system's Python (/usr/bin/python3) under xvfb-run.
                     Element positions are still measured in Chromium, so
                     both engines touch the same points.

Pages are served from their folder by a server on 127.0.0.1 that this
script starts; every navigation after a page has loaded is stopped, so a run
never leaves the machine. Docs/RealPages.md explains the output.
"""

from __future__ import annotations

import argparse
import functools
import http.server
import json
import math
import os
import shutil
import subprocess
import sys
import tempfile
import threading
import time
import urllib.parse
from dataclasses import dataclass, field
from pathlib import Path
from typing import Callable

VIEWPORT = {"width": 360, "height": 640}
# How long to keep recording after a gesture's last event: a page's
# setTimeout(…, 900) navigation must still be seen.
SETTLE_MS = 1200.0
# The engine's defaults (Docs/Engine.md): what the expectations are computed with.
WINDOW_MS = 750.0
SLOP = 10.0
LONG_PRESS_MS = 500.0
ACTIVATION = ("link", "form", "other")
# Explicit limits on what is read from outside.
MAX_PAGES = 200
MAX_ELEMENTS_A_PAGE = 100
MAX_RESULT_BYTES = 16 * 1024 * 1024
WEBKIT_TIMEOUT_S = 600

INSTALL_PLAYWRIGHT = "python3 -m pip install playwright"
INSTALL_CHROMIUM = "apt-get install -y chromium"
INSTALL_WEBKIT = "apt-get install -y gir1.2-webkit2-4.1 python3-gi xvfb xauth"
SYSTEM_PYTHON = "/usr/bin/python3"

# DevTools' Page.frameRequestedNavigation reasons, as our request types.
CHROMIUM_REASONS = {
    "anchorClick": "link",
    "formSubmissionGet": "form",
    "formSubmissionPost": "form",
    "reload": "reload",
    "historySameDocument": "back",
    "historyDifferentDocument": "back",
}
REQUEST_TYPES = ("link", "form", "back", "reload", "resubmit", "other")
GESTURES = ("tap", "drag", "longpress", "doubletap", "twofinger")


class RecordError(Exception):
    """A problem the person running the recorder must fix; printed, exit 2."""


# ---------------------------------------------------------------- model


@dataclass
class Element:
    """A marked element of a page, and where its centre is in the viewport."""

    page: Path
    index: int
    expect: str
    name: str
    gestures: list[str]
    blind: str
    x: float
    y: float
    subframe: bool


@dataclass
class Touch:
    t_ms: float
    type: str
    finger: int
    x: float
    y: float


@dataclass
class Request:
    t_ms: float
    url: str
    type: str
    subframe: bool
    detail: str = ""


@dataclass
class Run:
    id: str
    element: Element
    gesture: str
    plan: list[Touch]
    touches: list[Touch] = field(default_factory=list)
    requests: list[Request] = field(default_factory=list)
    error: str | None = None


def gesture_plan(kind: str, x: float, y: float) -> list[Touch]:
    """The touch events of a gesture, at times relative to its first down."""
    if kind == "tap":
        return [Touch(0, "down", 1, x, y), Touch(60, "up", 1, x, y)]
    if kind == "drag":
        # The finger travels 200 px up, so a long page scrolls down.
        events = [Touch(0, "down", 1, x, y)]
        for step in range(1, 11):
            events.append(Touch(16.0 * step, "move", 1, x, y - 20.0 * step))
        events.append(Touch(16.0 * 11, "up", 1, x, y - 200.0))
        return events
    if kind == "longpress":
        return [Touch(0, "down", 1, x, y), Touch(800, "up", 1, x, y)]
    if kind == "doubletap":
        return [
            Touch(0, "down", 1, x, y),
            Touch(60, "up", 1, x, y),
            Touch(160, "down", 1, x, y),
            Touch(220, "up", 1, x, y),
        ]
    if kind == "twofinger":
        x2 = x + 40.0 if x + 40.0 < VIEWPORT["width"] else x - 40.0
        return [
            Touch(0, "down", 1, x, y),
            Touch(40, "down", 2, x2, y),
            Touch(140, "up", 2, x2, y),
            Touch(160, "up", 1, x, y),
        ]
    raise ValueError(kind)


# ------------------------------------------------------------ the pages


class PageServer:
    """Serves the pages' folders on 127.0.0.1, one URL prefix a folder."""

    def __init__(self, folders: list[Path]) -> None:
        self.prefixes: dict[Path, str] = {}
        roots = {folder: f"/p{i}/" for i, folder in enumerate(sorted(set(folders)))}

        class Handler(http.server.SimpleHTTPRequestHandler):
            """Serves PREFIX/NAME from the folder of that prefix, nothing else."""

            def translate_path(self, path: str) -> str:
                clean = urllib.parse.unquote(path.split("?", 1)[0].split("#", 1)[0])
                for folder, prefix in roots.items():
                    if clean.startswith(prefix):
                        target = (folder / clean[len(prefix) :]).resolve()
                        if target == folder or folder in target.parents:
                            return str(target)
                return "/nonexistent/404"

            def log_message(self, *args) -> None:
                pass

        self.httpd = http.server.ThreadingHTTPServer(("127.0.0.1", 0), Handler)
        self.httpd.daemon_threads = True
        port = self.httpd.server_address[1]
        for folder, prefix in roots.items():
            self.prefixes[folder] = f"http://127.0.0.1:{port}{prefix}"
        self.thread = threading.Thread(target=self.httpd.serve_forever, daemon=True)
        self.thread.start()

    def url(self, page: Path) -> str:
        return self.prefixes[page.parent] + page.name

    def base(self, page: Path) -> str:
        return self.prefixes[page.parent]

    def close(self) -> None:
        self.httpd.shutdown()
        self.httpd.server_close()


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
    """A headless Chromium with a mobile, touch-enabled context."""

    def __init__(self) -> None:
        sync_playwright = load_playwright()
        executable = chromium_path()
        self.manager = sync_playwright().start()
        try:
            self.browser = self.manager.chromium.launch(executable_path=executable)
        except Exception as error:  # Playwright raises its own Error type
            self.manager.stop()
            raise RecordError(f"Chromium at {executable} did not start: {first_line(error)}")
        self.context = self.browser.new_context(
            viewport=VIEWPORT, is_mobile=True, has_touch=True, device_scale_factor=2
        )
        self.page = self.context.new_page()
        self.armed = False
        self.page.route("**/*", self._route)
        self.cdp = self.context.new_cdp_session(self.page)
        self.cdp.send("Page.enable")
        self.version = self.browser.version
        self.navigations: list[tuple[float, dict]] = []
        self.cdp.on("Page.frameRequestedNavigation", self._requested)

    def _route(self, route) -> None:
        # After the page has loaded, no navigation may leave it.
        if self.armed and route.request.is_navigation_request():
            route.abort("aborted")
        else:
            route.continue_()

    def _requested(self, event: dict) -> None:
        if self.armed:
            self.navigations.append((time.monotonic(), event))

    def load(self, url: str) -> None:
        self.armed = False
        try:
            response = self.page.goto(url, wait_until="load", timeout=15000)
        except Exception as error:
            raise RecordError(f"{url}: the page did not load: {first_line(error)}")
        if response is None or not response.ok:
            status = "no response" if response is None else f"HTTP {response.status}"
            raise RecordError(f"{url}: the page did not load ({status})")

    def main_frame_id(self) -> str:
        return self.cdp.send("Page.getFrameTree")["frameTree"]["frame"]["id"]

    def marked_elements(self, page: Path, url: str) -> list[Element]:
        self.load(url)
        elements: list[Element] = []
        for frame in self.page.frames:
            subframe = frame != self.page.main_frame
            offset_x = offset_y = 0.0
            if subframe:
                owner = frame.frame_element()
                box = owner.bounding_box()
                if box is None:
                    continue
                inner = owner.evaluate("e => [e.clientLeft, e.clientTop]")
                offset_x, offset_y = box["x"] + inner[0], box["y"] + inner[1]
            for found in frame.evaluate(FIND_MARKED, MAX_ELEMENTS_A_PAGE):
                elements.append(element_from(page, len(elements) + 1, found, offset_x, offset_y, subframe))
        if not elements:
            raise RecordError(f"{page}: no element is marked with data-expect (nothing to touch)")
        return elements

    def play(self, run: Run, url: str) -> None:
        self.load(url)
        main = self.main_frame_id()
        self.navigations = []
        self.armed = True
        down: dict[int, tuple[float, float]] = {}
        start = time.monotonic()
        for touch in run.plan:
            wait = start + touch.t_ms / 1000.0 - time.monotonic()
            if wait > 0:
                self.page.wait_for_timeout(wait * 1000.0)
            if touch.type == "down":
                down[touch.finger] = (touch.x, touch.y)
                kind = "touchStart"
            elif touch.type == "move":
                down[touch.finger] = (touch.x, touch.y)
                kind = "touchMove"
            else:
                down.pop(touch.finger, None)
                kind = "touchEnd" if touch.type == "up" else "touchCancel"
            points = [{"x": x, "y": y, "id": finger} for finger, (x, y) in down.items()]
            sent = time.monotonic()
            self.cdp.send("Input.dispatchTouchEvent", {"type": kind, "touchPoints": points})
            run.touches.append(Touch((sent - start) * 1000.0, touch.type, touch.finger, touch.x, touch.y))
        self.page.wait_for_timeout(SETTLE_MS)
        self.armed = False
        for at, event in self.navigations:
            reason = event.get("reason", "")
            run.requests.append(
                Request(
                    t_ms=(at - start) * 1000.0,
                    url=event.get("url", ""),
                    type=CHROMIUM_REASONS.get(reason, "other"),
                    subframe=event.get("frameId") != main,
                    detail=reason,
                )
            )
        # Leave the page so that no timer of this run fires into the next.
        self.page.goto("about:blank")

    def close(self) -> None:
        try:
            self.browser.close()
        finally:
            self.manager.stop()


def element_from(page: Path, index: int, found: dict, dx: float, dy: float, subframe: bool) -> Element:
    label = found["name"] or f"<{found['tag']}> #{index}"
    where = f"{page}: element {index} ({label})"
    if found["expect"] not in ("link", "content"):
        raise RecordError(f'{where}: data-expect is "{found["expect"]}"; it must be "link" or "content"')
    if found["width"] <= 0 or found["height"] <= 0:
        raise RecordError(f"{where} has no size ({found['width']:g} × {found['height']:g}); it cannot be touched")
    gestures = found["gestures"].split()
    for gesture in gestures:
        if gesture not in GESTURES[1:]:
            raise RecordError(f'{where}: unknown gesture "{gesture}" in data-gestures (known: {" ".join(GESTURES[1:])})')
    x = round(dx + found["x"] + found["width"] / 2, 2)
    y = round(dy + found["y"] + found["height"] / 2, 2)
    if not (0 <= x < VIEWPORT["width"] and 0 <= y < VIEWPORT["height"]):
        raise RecordError(f"{where}: its centre {x:g} {y:g} is outside the {VIEWPORT['width']}×{VIEWPORT['height']} viewport")
    if not found["hits"]:
        raise RecordError(f"{where}: its centre {x:g} {y:g} is covered by another element")
    return Element(page, index, found["expect"], label, gestures, found["blind"], x, y, subframe)


def first_line(error: BaseException) -> str:
    text = str(error).strip().splitlines()
    return text[0] if text else type(error).__name__


# --------------------------------------------------------------- WebKit


def run_webkit(runs: list[Run], server: PageServer, work: Path) -> tuple[str, str]:
    driver = Path(__file__).resolve().parent / "webkit_driver.py"
    if not driver.is_file():
        raise RecordError(f"the WebKit driver is missing: {driver}")
    if not Path(SYSTEM_PYTHON).is_file():
        raise RecordError(f"{SYSTEM_PYTHON} is missing; WebKit's bindings live in the system's Python.\n  install with: apt-get install -y python3 python3-gi")
    probe = subprocess.run(
        [SYSTEM_PYTHON, "-c", "import gi; gi.require_version('WebKit2', '4.1'); from gi.repository import WebKit2"],
        capture_output=True,
        text=True,
    )
    if probe.returncode != 0:
        raise RecordError(f"WebKitGTK for {SYSTEM_PYTHON} is not installed.\n  install it with: {INSTALL_WEBKIT}")
    if shutil.which("xvfb-run") is None:
        raise RecordError(f"xvfb-run is not installed (WebKit needs a display).\n  install it with: {INSTALL_WEBKIT}")
    plan = {
        "viewport": VIEWPORT,
        "settle_ms": SETTLE_MS,
        "runs": [
            {
                "id": run.id,
                "page": str(run.element.page),
                "page_url": server.url(run.element.page),
                "gesture": {
                    "kind": run.gesture,
                    "events": [touch.__dict__ for touch in run.plan],
                },
            }
            for run in runs
        ],
    }
    plan_path, result_path = work / "plan.json", work / "result.json"
    plan_path.write_text(json.dumps(plan, indent=1))
    command = ["xvfb-run", "-a", SYSTEM_PYTHON, str(driver), "--plan", str(plan_path), "--out", str(result_path)]
    try:
        done = subprocess.run(command, capture_output=True, text=True, timeout=WEBKIT_TIMEOUT_S)
    except subprocess.TimeoutExpired:
        raise RecordError(f"the WebKit driver took longer than {WEBKIT_TIMEOUT_S} s and was stopped")
    if done.returncode != 0 or not result_path.is_file():
        tail = "\n".join(done.stderr.strip().splitlines()[-15:])
        raise RecordError(f"the WebKit driver failed (exit {done.returncode}):\n{tail}")
    if result_path.stat().st_size > MAX_RESULT_BYTES:
        raise RecordError(f"the WebKit driver's result is larger than {MAX_RESULT_BYTES} bytes")
    try:
        result = json.loads(result_path.read_text())
        by_id = {entry["id"]: entry for entry in result["runs"]}
        for run in runs:
            entry = by_id.get(run.id)
            if entry is None:
                run.error = "the WebKit driver did not record this run"
                continue
            run.error = entry.get("error")
            run.touches = [Touch(float(t["t_ms"]), t["type"], int(t["finger"]), float(t["x"]), float(t["y"])) for t in entry["touches"]]
            for request in entry["requests"]:
                kind = request["type"] if request["type"] in REQUEST_TYPES else "other"
                detail = str(request.get("webkit_type", ""))
                if request.get("user_gesture"):
                    detail += ", user gesture"
                run.requests.append(Request(float(request["t_ms"]), str(request["url"]), kind, bool(request["subframe"]), detail))
        return str(result.get("version", "?")), str(result.get("input", "?"))
    except (KeyError, TypeError, ValueError) as error:
        raise RecordError(f"the WebKit driver's result {result_path} is malformed: {error!r}")


# -------------------------------------------- the engine's decisions


@dataclass
class Outcome:
    """One gesture's outcome as the engine will decide it."""

    event: str
    t_ms: float
    args: str = ""
    up_ms: float | None = None
    late_request_ms: float | None = None


def engine_outcomes(touches: list[Touch], requests: list[Request]) -> list[Outcome]:
    """Decides the gestures of a recording by the engine's default rules.

    A small model of Docs/Engine.md (slop 10, long press 500 ms, window
    750 ms, link/form/other main-frame requests count). `taporlink DIR` checks
    it: a scenario whose expectation disagrees with the engine fails.
    """
    steps: list[tuple[float, int, object]] = [(t.t_ms, i, t) for i, t in enumerate(touches)]
    steps += [(r.t_ms, len(touches) + i, r) for i, r in enumerate(requests)]
    steps.sort(key=lambda step: (step[0], step[1]))
    gestures: list[dict] = []
    held: set[int] = set()
    outcomes: list[Outcome] = []

    def decide(gesture: dict, event: str, at: float, args: str = "") -> None:
        gesture["outcome"] = Outcome(event, at, args, gesture.get("up"))
        outcomes.append(gesture["outcome"])

    def fire_timers(until: float, inclusive: bool) -> None:
        while True:
            due = []
            for gesture in gestures:
                if "outcome" in gesture:
                    continue
                if "up" in gesture:
                    due.append((gesture["up"] + WINDOW_MS, gesture, "tap"))
                else:
                    due.append((gesture["down"] + LONG_PRESS_MS, gesture, "longpress"))
            due = [d for d in due if d[0] < until or (inclusive and d[0] <= until)]
            if not due:
                return
            at, gesture, event = min(due, key=lambda d: d[0])
            args = f"web {fmt(gesture['upx'])} {fmt(gesture['upy'])}" if event == "tap" else ""
            decide(gesture, event, at, args)

    for at, _, step in steps:
        fire_timers(at, inclusive=False)
        current = gestures[-1] if gestures and gestures[-1]["finger"] in held else None
        if isinstance(step, Touch):
            if step.type == "down":
                if step.finger in held:
                    continue
                if not held:
                    gestures.append({"finger": step.finger, "down": at, "x": step.x, "y": step.y})
                elif current is not None and "outcome" not in current:
                    decide(current, "multitouch", at)
                held.add(step.finger)
            elif step.finger not in held:
                continue
            else:
                gesture = gestures[-1]
                first = gesture["finger"] == step.finger
                if step.type == "cancel":
                    held.discard(step.finger)
                    if first and "outcome" not in gesture and "up" not in gesture:
                        decide(gesture, "cancelled", at)
                    continue
                if first and "outcome" not in gesture:
                    if math.hypot(step.x - gesture["x"], step.y - gesture["y"]) > SLOP:
                        decide(gesture, "moved", at)
                    elif step.type == "up":
                        gesture.update(up=at, upx=step.x, upy=step.y)
                if step.type == "up":
                    held.discard(step.finger)
        else:
            request: Request = step  # type: ignore[assignment]
            if request.subframe or request.type not in ACTIVATION:
                continue
            open_ = [g for g in gestures if "outcome" not in g]
            lifted = [g for g in open_ if "up" in g]
            target = lifted[0] if lifted else (open_[0] if open_ else None)
            if target is not None:
                decide(target, "link", at, request.url)
            else:
                for gesture in gestures:
                    outcome = gesture.get("outcome")
                    if outcome is not None and outcome.event == "tap" and outcome.late_request_ms is None:
                        outcome.late_request_ms = at - gesture["up"]
    fire_timers(math.inf, inclusive=True)
    return outcomes


def truth(run: Run) -> list[str]:
    """What each gesture of the run really was, from the page's mark-up."""
    tapped = "link" if run.element.expect == "link" else "tap"
    return {
        "tap": [tapped],
        "doubletap": [tapped, tapped],
        "drag": ["moved"],
        "longpress": ["longpress"],
        "twofinger": ["multitouch"],
    }[run.gesture]


def blind_spot(run: Run, outcome: Outcome, expected: str) -> str:
    if run.element.blind:
        return run.element.blind
    if expected == "link" and outcome.event == "tap" and outcome.late_request_ms is not None:
        return f"a request came {fmt(outcome.late_request_ms)} ms after touch-up, after the {fmt(WINDOW_MS)} ms window"
    if expected == "link" and outcome.event == "tap":
        return "the page changed without a request the engine could count"
    if expected == "tap" and outcome.event == "link":
        return "the page made a request though the element is marked as content"
    return f"the element is marked {expected}, and the engine decides {outcome.event}"


# ------------------------------------------------------------ writing


def fmt(value: float) -> str:
    """A number in its shortest form, to the microsecond (or 1/100 point)."""
    text = f"{value:.3f}".rstrip("0").rstrip(".")
    return "0" if text in ("-0", "") else text


# Where the pages' folder appears in the scenarios, whatever port or file
# path the recording used, so that recordings compare across runs and machines.
STABLE_BASE = "https://pages.taporlink.invalid/"


def quoted(text: str) -> str:
    """A YAML double-quoted scalar."""
    return '"' + text.replace("\\", "\\\\").replace('"', '\\"') + '"'


def stable_url(url: str, bases: list[str]) -> str:
    for base in bases:
        if url.startswith(base):
            url = STABLE_BASE + url[len(base) :]
            break
    return url.replace(" ", "%20")


def scenario_text(
    run: Run, engine: str, version: str, input_kind: str, bases: list[str]
) -> tuple[str, list[Outcome], list[str]]:
    element = run.element
    touches = [Touch(t.t_ms, t.type, t.finger, round(t.x, 2), round(t.y, 2)) for t in run.touches]
    requests = [Request(round(r.t_ms, 3), stable_url(r.url, bases), r.type, r.subframe, r.detail) for r in run.requests]
    for touch in touches:
        touch.t_ms = round(touch.t_ms, 3)
    expected = truth(run)
    lines = [
        f"# Recorded by Tools/browser/record.py: {engine} {version} ({input_kind} input), viewport {VIEWPORT['width']}x{VIEWPORT['height']}.",
        f"# Page {element.page.name}, element {element.index} (data-expect={element.expect}{', in an iframe' if element.subframe else ''}).",
        f"# Times are as recorded, on one clock, 0 = the first touch. The pages' folder is written {STABLE_BASE}.",
        # Read by TapEvidence's PageRecording (Docs/RealPages.md): what each
        # gesture really was, and the element's name.
        f"# real-page: engine={engine} page={element.page.name} element={element.index} gesture={run.gesture} truth={','.join(expected)}",
        f"# element: {element.name}",
        f"name: {quoted(f'{engine} {run.gesture} on {element.name} ({element.page.name})')}",
        "views:",
        "  - id: web",
        "    kind: web",
        f"    frame: [0, 0, {VIEWPORT['width']}, {VIEWPORT['height']}]",
        f"    url: {STABLE_BASE}{element.page.name}",
        "timeline:",
    ]
    steps: list[tuple[float, int, str]] = []
    for i, touch in enumerate(touches):
        finger = f" finger {touch.finger}" if touch.finger != 1 else ""
        if touch.type == "cancel":
            text = f"cancel{finger}"
        else:
            text = f"{touch.type} {fmt(touch.x)} {fmt(touch.y)}{finger}"
        steps.append((touch.t_ms, i, text))
    for i, request in enumerate(requests):
        text = f"request {request.url} type {request.type}{' subframe' if request.subframe else ''}"
        if request.detail:
            text += f"  # {request.detail}"
        steps.append((request.t_ms, len(touches) + i, text))
    steps.sort(key=lambda step: (step[0], step[1]))
    lines += [f"  - {fmt(at)}ms: {text}" for at, _, text in steps]
    lines.append("expect:")
    outcomes = engine_outcomes(touches, requests)
    for i, outcome in enumerate(outcomes):
        real = expected[i] if i < len(expected) else None
        if real is not None and real != outcome.event:
            lines.append(f"  # blind spot: {blind_spot(run, outcome, real)}. Really: {real}.")
        args = f" {outcome.args}" if outcome.args else ""
        lines.append(f"  - {fmt(outcome.t_ms)}ms: {outcome.event}{args}")
    if not outcomes:
        lines.append("  - never: link")
    return "\n".join(lines) + "\n", outcomes, expected


def file_name(run: Run) -> str:
    slug = "".join(c if c.isalnum() else "-" for c in run.element.name.lower())
    while "--" in slug:
        slug = slug.replace("--", "-")
    return f"{run.element.page.stem}-{run.element.index:02d}-{slug.strip('-')[:60]}-{run.gesture}.yaml"


def percentile(values: list[float], fraction: float) -> float:
    ordered = sorted(values)
    rank = max(0, math.ceil(fraction * len(ordered)) - 1)
    return ordered[rank]


# ---------------------------------------------------------------- main


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


def parse_arguments(argv: list[str]) -> argparse.Namespace:
    parser = argparse.ArgumentParser(
        prog="record.py",
        usage="python3 Tools/browser/record.py [--engine chromium|webkit] PAGE.html... -o DIR",
        description="Record touch gestures on real pages in a real web engine, as TapOrLink scenarios.",
    )
    parser.add_argument("--engine", choices=("chromium", "webkit"), default="chromium")
    parser.add_argument("pages", nargs="+", metavar="PAGE.html")
    parser.add_argument("-o", dest="output", required=True, metavar="DIR")
    return parser.parse_args(argv)


def record(arguments: argparse.Namespace, say: Callable[..., None]) -> int:
    pages = []
    for name in arguments.pages[: MAX_PAGES + 1]:
        page = Path(name).resolve()
        if not page.is_file():
            raise RecordError(f"{name}: no such page")
        pages.append(page)
    if len(pages) > MAX_PAGES:
        raise RecordError(f"more than {MAX_PAGES} pages; record them in several runs")
    target = Path(arguments.output)
    temporary = prepare_output(target)
    server = None
    browser = None
    try:
        server = PageServer([page.parent for page in pages])
        browser = Chromium()
        runs: list[Run] = []
        for page in pages:
            for element in browser.marked_elements(page, server.url(page)):
                for gesture in ["tap"] + element.gestures:
                    run_id = f"{page.name}#{element.index}-{gesture}"
                    runs.append(Run(run_id, element, gesture, gesture_plan(gesture, element.x, element.y)))
        if arguments.engine == "chromium":
            version, input_kind = f"Chromium {browser.version}", "touch"
            for run in runs:
                browser.play(run, server.url(run.element.page))
                say(f"  recorded {run.id}")
        else:
            browser.close()
            browser = None
            with tempfile.TemporaryDirectory(prefix="record-webkit-") as work:
                webkit_version, input_kind = run_webkit(runs, server, Path(work))
            version = f"WebKitGTK {webkit_version}"
        bases = sorted({server.base(page) for page in pages} | {page.parent.as_uri() + "/" for page in pages}, key=len, reverse=True)
        failed = [run for run in runs if run.error]
        for run in failed:
            say(f"error: {run.id}: {run.error}")
        if failed:
            raise RecordError(f"{len(failed)} of {len(runs)} runs could not be recorded; nothing was written")
        latencies: dict[str, list[float]] = {}
        agree = gestures = 0
        written = []
        for run in runs:
            text, outcomes, expected = scenario_text(run, arguments.engine, version, input_kind, bases)
            name = file_name(run)
            (temporary / name).write_text(text)
            written.append(name)
            agree += sum(1 for o, e in zip(outcomes, expected) if o.event == e)
            gestures += len(expected)
            ups = [t.t_ms for t in run.touches if t.type == "up" and t.finger == 1]
            if run.gesture == "tap" and ups and run.requests:
                first = run.requests[0]
                kind = first.type + (" subframe" if first.subframe else "")
                latencies.setdefault(f"{run.element.name} [{kind}]", []).append(first.t_ms - ups[0])
                latencies.setdefault(f"all {kind}", []).append(first.t_ms - ups[0])
        publish(temporary, target)
        temporary = None
    finally:
        if browser is not None:
            browser.close()
        if server is not None:
            server.close()
        if temporary is not None:
            shutil.rmtree(temporary, ignore_errors=True)
    say(f"{arguments.engine} ({version}, {input_kind} input): touch-up → first request, ms")
    for kind in sorted(latencies):
        values = latencies[kind]
        say(f"  {kind}: n={len(values)} p50={fmt(percentile(values, 0.5))} p95={fmt(percentile(values, 0.95))} max={fmt(max(values))}")
    say(f"wrote {len(written)} scenarios ({len(pages)} pages, {len(runs)} gestures) to {target.resolve()}")
    say(f"  the engine decides {agree} of {gestures} gestures as the pages' data-expect says", end="")
    say(f"; the {gestures - agree} others are blind spots, commented in their files" if agree < gestures else "")
    say(f"  judge them with: swift run taporlink {target}")
    return 0


def main(argv: list[str]) -> int:
    arguments = parse_arguments(argv)
    # Both engines need Chromium through Playwright (WebKit to measure where
    # to touch). When this python3 lacks Playwright but another on the PATH
    # has it, run under that one, so that whichever python3 comes first works.
    if not has_playwright() and not os.environ.get("TAPORLINK_RECORD_REEXEC"):
        other = interpreter_with_playwright()
        if other is not None:
            print(f"record.py: Playwright is not installed for {sys.executable}; using {other}", file=sys.stderr)
            environment = dict(os.environ, TAPORLINK_RECORD_REEXEC="1")
            os.execve(other, [other, os.path.abspath(__file__)] + argv, environment)
    try:
        return record(arguments, lambda line, end="\n": print(line, end=end, flush=True))
    except RecordError as error:
        print(f"record.py: error: {error}", file=sys.stderr)
        return 2
    except KeyboardInterrupt:
        return 130


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
