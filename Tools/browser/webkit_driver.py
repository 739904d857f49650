#!/usr/bin/python3
"""usage: xvfb-run -a /usr/bin/python3 Tools/browser/webkit_driver.py --plan PLAN.json --out RESULT.json [--input auto|touch|pointer]

Plays touch gestures on pages in WebKit itself (WebKitGTK, through the
system Python's GObject bindings) and records every navigation WebKit asks
its embedder about, the way an app's web view delegate sees it.

Tools/browser/record.py --engine webkit writes PLAN.json and reads
RESULT.json; Tools/browser/PROTOCOL.md describes both. For each run the
driver loads the page in a web view the size of the viewport, plays the
gesture's touches at their planned times, and answers every navigation
`decide-policy` asks about after the page has loaded with *ignore*, after
writing down its time, URL, WebKit navigation type and whether a user gesture
caused it. Touch times and request times are on one monotonic clock, 0 = the
run's first touch.

  --input auto     (default) send touches as GDK touch events if a probe tap
                   on a link makes WebKit navigate, else as pointer presses
  --input touch    always touch events
  --input pointer  always button press, motion and release (finger 1 only)

Exit status: 0 RESULT.json written (single runs that failed carry an
`error`); 2 bad usage or a bad plan; 3 WebKitGTK, its bindings or a display
missing; 1 anything else. Tools/lab/Docs/RealPages-WebKit.md explains what WebKit
reports and what it does not.
"""

from __future__ import annotations

import argparse
import ctypes
import json
import math
import os
import sys
import tempfile
import time
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Callable

INSTALL = "apt-get install -y python3-gi gir1.2-webkit2-4.1 xvfb xauth"
USAGE = "xvfb-run -a /usr/bin/python3 Tools/browser/webkit_driver.py --plan PLAN.json --out RESULT.json"

# Explicit limits on what is read from the plan.
MAX_PLAN_BYTES = 8 * 1024 * 1024
MAX_RUNS = 5000
MAX_EVENTS_A_GESTURE = 2000
MAX_FINGERS = 10
MAX_GESTURE_MS = 60_000.0
MAX_SETTLE_MS = 30_000.0
MAX_BASELINE_MS = 10_000.0
MAX_VIEWPORT = 4096
# Timing.
DEFAULT_SETTLE_MS = 1200.0  # a page's setTimeout(…, 900) navigation must still be seen
LOAD_TIMEOUT_MS = 15_000  # a page that has not finished loading by then is an error
PROBE_WAIT_MS = 1500  # how long the touch probe waits for its link's navigation
# A frame's report is sent before WebKit asks for the policy, on the same
# connection, so it arrives first; a report up to this long after a decision
# still counts, in case it does not.
WITNESS_GRACE_MS = 50.0
# After a run's setup steps, before the touch: the app renders its new state.
SETUP_SETTLE_MS = 250
# A setup step whose field is not there yet is tried again, this often.
SETUP_TRIES = 30
SETUP_RETRY_MS = 100
# A loaded page may still move (late fonts, images, a script laying out its
# header): the target is located again this long later, until two looks in a
# row agree on where to touch, at most this many looks. Touching where the
# target was a moment ago lands on its neighbour.
LOCATE_AGAIN_MS = 300
LOCATE_LOOKS = 4
HERE = Path(__file__).resolve().parent
LOCATE_JS = (HERE / "locate.js").read_text() if (HERE / "locate.js").is_file() else "(function () { return null; })"
SETUP_JS = (HERE / "setup.js").read_text() if (HERE / "setup.js").is_file() else "(function () { return 'no setup.js'; })"

# WebKit's navigation types (WebKitNavigationType nicks) as our request types.
REQUEST_TYPES = {
    "link-clicked": "link",
    "form-submitted": "form",
    "back-forward": "back",
    "reload": "reload",
    "form-resubmitted": "resubmit",
    "other": "other",
}
EVENT_TYPES = ("down", "move", "up", "cancel")
GESTURE_KINDS = ("tap", "drag", "longpress", "doubletap", "twofinger")

# The effects observer's calls (Tools/browser/effects.js), in its world.
EFFECTS_MARK = "window.__taporlinkEffects ? String(window.__taporlinkEffects.mark()) : null"
EFFECTS_READ = "window.__taporlinkEffects ? window.__taporlinkEffects.read() : null"
MAX_EFFECTS_BYTES = 8 * 1024 * 1024

# The isolated script world the driver's own scripts run in: the page cannot
# see them, and they only listen (capture phase, passive) and report.
WORLD = "taporlink"
WITNESS_HANDLER = "taporlinkFrame"
# WebKitGTK's decide-policy does not say which frame a navigation is for, so
# every frame reports what it was asked to do; the driver matches those
# reports with the decisions (see FrameWitness).
WITNESS_SCRIPT = r"""
(() => {
  const frame = window === window.top ? "main" : "sub";
  const post = (kind, url) => {
    try {
      window.webkit.messageHandlers.%s.postMessage(
        JSON.stringify({ frame: frame, kind: kind, url: url === null ? null : String(url) }));
    } catch (e) {}
  };
  const options = { capture: true, passive: true };
  addEventListener("click", (event) => {
    const target = event.target instanceof Element ? event.target : null;
    const link = target && target.closest("a[href], area[href]");
    if (link) post("link", link.href);
    const submit = target && target.closest("button, input[type=submit], input[type=image]");
    if (submit && submit.form) post("form", submit.form.action);
    post("activation", null);
  }, options);
  addEventListener("submit", (event) => {
    if (event.target && event.target.action !== undefined) post("form", event.target.action);
  }, options);
  addEventListener("touchend", () => post("activation", null), options);
  if (window.navigation) {
    window.navigation.addEventListener("navigate", (event) => post("navigate", event.destination.url));
  }
})();
""" % WITNESS_HANDLER

# Which marked element is under a point, looking into same-origin iframes.
HIT_SCRIPT = r"""
(() => {
  const points = %s;
  const out = [];
  for (const [x, y] of points) {
    let doc = document, px = x, py = y, frame = "main", element = null;
    for (let depth = 0; depth < 8; depth++) {
      element = doc.elementFromPoint(px, py);
      if (!element || element.tagName !== "IFRAME") break;
      let inner = null;
      try { inner = element.contentDocument; } catch (e) { inner = null; }
      if (!inner) break;
      const box = element.getBoundingClientRect();
      px -= box.left + element.clientLeft;
      py -= box.top + element.clientTop;
      doc = inner;
      frame = "sub";
    }
    const marked = element && element.closest ? element.closest("[data-expect]") : null;
    out.push({
      x: x, y: y, frame: frame,
      tag: element ? element.tagName.toLowerCase() : null,
      name: marked ? marked.getAttribute("data-name") : null,
      expect: marked ? marked.getAttribute("data-expect") : null,
    });
  }
  return JSON.stringify(out);
})()
"""


class PlanError(Exception):
    """The plan is not what PROTOCOL.md describes; exit 2."""


class SetupError(Exception):
    """WebKitGTK, its bindings or a display is missing; exit 3."""


# --- The plan -------------------------------------------------------------


@dataclass(frozen=True)
class TouchEvent:
    t_ms: float
    type: str
    finger: int
    x: float
    y: float


@dataclass(frozen=True)
class Run:
    id: str
    url: str
    page: str | None
    kind: str
    events: tuple[TouchEvent, ...]
    # Screen points a CSS px takes: below 1 shows a page zoomed out, as a
    # phone shows a page without a meta viewport.
    scale: float = 1.0
    # Steps before the touch: fill `fill` with `text`, press `press` in it.
    setup: tuple[dict[str, Any], ...] = ()
    # Where the target is: checked topmost at x y, else a point inside it
    # where it is (the events move there).
    locate: dict[str, Any] | None = None


@dataclass(frozen=True)
class Plan:
    width: int
    height: int
    settle_ms: float
    runs: tuple[Run, ...]
    # The page script to inject at document start in every frame, heard on
    # the `taporlink` script message handler; empty for none.
    page_script: str = ""
    # The selector of interactive elements a content point must not be in.
    interactive: str = "a[href], button, input, select, textarea, label"
    # The effects observer (Tools/browser/effects.js), injected at document
    # start in the top frame, in the driver's own world; empty for none.
    effects_script: str = ""
    # How long the observer watches the page after its setup before the
    # first touch (its own pace), in ms.
    baseline_ms: float = 0.0


def _number(value: Any, where: str, low: float, high: float) -> float:
    if isinstance(value, bool) or not isinstance(value, (int, float)) or not math.isfinite(value):
        raise PlanError(f"{where}: expected a number, got {json.dumps(value)[:40]}")
    if not low <= value <= high:
        raise PlanError(f"{where}: {value} is outside {low:g}…{high:g}")
    return float(value)


def _object(value: Any, where: str) -> dict[str, Any]:
    if not isinstance(value, dict):
        raise PlanError(f"{where}: expected an object")
    return value


def _string(value: Any, where: str) -> str:
    if not isinstance(value, str) or not value:
        raise PlanError(f"{where}: expected a non-empty string")
    return value


def read_plan(path: Path) -> Plan:
    """Reads and checks PLAN.json, with explicit limits on its size."""
    try:
        with path.open("rb") as file:
            data = file.read(MAX_PLAN_BYTES + 1)
    except OSError as error:
        raise PlanError(f"cannot read the plan {path}: {error.strerror}") from None
    if len(data) > MAX_PLAN_BYTES:
        raise PlanError(f"{path}: larger than {MAX_PLAN_BYTES} bytes")
    try:
        root = json.loads(data.decode("utf-8"))
    except (UnicodeDecodeError, json.JSONDecodeError, RecursionError) as error:
        raise PlanError(f"{path}: not JSON: {error}") from None
    root = _object(root, f"{path}")
    viewport = _object(root.get("viewport"), "viewport")
    width = int(_number(viewport.get("width"), "viewport.width", 1, MAX_VIEWPORT))
    height = int(_number(viewport.get("height"), "viewport.height", 1, MAX_VIEWPORT))
    settle = root.get("settle_ms", DEFAULT_SETTLE_MS)
    settle_ms = _number(settle, "settle_ms", 0, MAX_SETTLE_MS)
    runs_value = root.get("runs")
    if not isinstance(runs_value, list) or not runs_value:
        raise PlanError("runs: expected a non-empty list")
    if len(runs_value) > MAX_RUNS:
        raise PlanError(f"runs: more than {MAX_RUNS}")
    runs = []
    ids = set()
    for index, value in enumerate(runs_value):
        where = f"runs[{index}]"
        run = _object(value, where)
        run_id = _string(run.get("id"), f"{where}.id")
        if run_id in ids:
            raise PlanError(f"{where}.id: {run_id!r} is used twice")
        ids.add(run_id)
        page = run.get("page")
        page_url = run.get("page_url")
        if page_url is not None:
            url = _string(page_url, f"{where}.page_url")
        else:
            page = _string(page, f"{where}.page")
            if not os.path.isabs(page):
                raise PlanError(f"{where}.page: {page!r} is not an absolute path")
            url = Path(page).as_uri()
        gesture = _object(run.get("gesture"), f"{where}.gesture")
        kind = _string(gesture.get("kind"), f"{where}.gesture.kind")
        if kind not in GESTURE_KINDS:
            raise PlanError(f"{where}.gesture.kind: {kind!r} is not one of {', '.join(GESTURE_KINDS)}")
        events_value = gesture.get("events")
        if not isinstance(events_value, list) or not events_value:
            raise PlanError(f"{where}.gesture.events: expected a non-empty list")
        if len(events_value) > MAX_EVENTS_A_GESTURE:
            raise PlanError(f"{where}.gesture.events: more than {MAX_EVENTS_A_GESTURE}")
        events = []
        for number, event_value in enumerate(events_value):
            at = f"{where}.gesture.events[{number}]"
            event = _object(event_value, at)
            kind_of_event = _string(event.get("type"), f"{at}.type")
            if kind_of_event not in EVENT_TYPES:
                raise PlanError(f"{at}.type: {kind_of_event!r} is not one of {', '.join(EVENT_TYPES)}")
            events.append(
                TouchEvent(
                    t_ms=_number(event.get("t_ms"), f"{at}.t_ms", 0, MAX_GESTURE_MS),
                    type=kind_of_event,
                    finger=int(_number(event.get("finger"), f"{at}.finger", 0, MAX_FINGERS)),
                    x=_number(event.get("x"), f"{at}.x", -MAX_VIEWPORT, 2 * MAX_VIEWPORT),
                    y=_number(event.get("y"), f"{at}.y", -MAX_VIEWPORT, 2 * MAX_VIEWPORT),
                )
            )
        if any(later.t_ms < earlier.t_ms for earlier, later in zip(events, events[1:])):
            raise PlanError(f"{where}.gesture.events: times go backwards")
        _check_fingers(events, f"{where}.gesture.events")
        scale = _number(run.get("scale", 1), f"{where}.scale", 0.05, 10)
        setup = run.get("setup", [])
        if not isinstance(setup, list) or len(setup) > 20:
            raise PlanError(f"{where}.setup: expected a list of at most 20 steps")
        for number, step in enumerate(setup):
            step = _object(step, f"{where}.setup[{number}]")
            _string(step.get("fill"), f"{where}.setup[{number}].fill")
            for key in ("text", "press"):
                if key in step and not isinstance(step[key], str):
                    raise PlanError(f"{where}.setup[{number}].{key}: expected a string")
        locate = run.get("locate")
        if locate is not None:
            locate = _object(locate, f"{where}.locate")
            _string(locate.get("selector"), f"{where}.locate.selector")
            _number(locate.get("x"), f"{where}.locate.x", -MAX_VIEWPORT * 10, MAX_VIEWPORT * 10)
            _number(locate.get("y"), f"{where}.locate.y", -MAX_VIEWPORT * 10, MAX_VIEWPORT * 10)
        runs.append(Run(run_id, url, page, kind, tuple(events), scale, tuple(setup), locate))
    page_script = root.get("page_script", "")
    if not isinstance(page_script, str):
        raise PlanError("page_script: expected a string")
    interactive = root.get("interactive", Plan.interactive)
    if not isinstance(interactive, str) or not interactive:
        raise PlanError("interactive: expected a CSS selector")
    effects_script = root.get("effects_script", "")
    if not isinstance(effects_script, str):
        raise PlanError("effects_script: expected a string")
    baseline_ms = _number(root.get("baseline_ms", 0), "baseline_ms", 0, MAX_BASELINE_MS)
    return Plan(width, height, settle_ms, tuple(runs), page_script, interactive, effects_script, baseline_ms)


def _check_fingers(events: list[TouchEvent], where: str) -> None:
    """A finger goes down before it moves or lifts, and not twice."""
    down: set[int] = set()
    for number, event in enumerate(events):
        if event.type == "down":
            if event.finger in down:
                raise PlanError(f"{where}[{number}]: finger {event.finger} is already down")
            down.add(event.finger)
        elif event.finger not in down:
            raise PlanError(f"{where}[{number}]: finger {event.finger} is not down")
        elif event.type in ("up", "cancel"):
            down.discard(event.finger)


# --- WebKitGTK ----------------------------------------------------------------


def import_webkit() -> tuple[Any, Any, Any, Any]:
    """Gtk, Gdk, GLib and WebKit2 4.1, or a SetupError that says what to install."""
    try:
        import gi

        gi.require_version("Gtk", "3.0")
        gi.require_version("Gdk", "3.0")
        gi.require_version("WebKit2", "4.1")
        from gi.repository import Gdk, GLib, Gtk, WebKit2
    except (ImportError, ValueError) as error:
        raise SetupError(
            f"WebKitGTK's Python bindings are missing ({error}).\n"
            f"  install them with: {INSTALL}\n"
            f"  and run the driver with the system Python: {USAGE}"
        ) from None
    ok, _ = Gtk.init_check(sys.argv)
    if not ok:
        raise SetupError(f"no display to open a window on; run the driver under xvfb-run:\n  {USAGE}")
    return Gtk, Gdk, GLib, WebKit2


class GdkEventTouch(ctypes.Structure):
    """GTK 3's GdkEventTouch (gdk/gdkevents.h): the bindings cannot set a touch's
    sequence, so the driver fills the event itself."""

    _fields_ = [
        ("type", ctypes.c_int),
        ("window", ctypes.c_void_p),
        ("send_event", ctypes.c_int8),
        ("time", ctypes.c_uint32),
        ("x", ctypes.c_double),
        ("y", ctypes.c_double),
        ("axes", ctypes.c_void_p),
        ("state", ctypes.c_uint),
        ("sequence", ctypes.c_void_p),
        ("emulating_pointer", ctypes.c_int),
        ("device", ctypes.c_void_p),
        ("x_root", ctypes.c_double),
        ("y_root", ctypes.c_double),
    ]


class GdkEventButton(ctypes.Structure):
    """GTK 3's GdkEventButton."""

    _fields_ = [
        ("type", ctypes.c_int),
        ("window", ctypes.c_void_p),
        ("send_event", ctypes.c_int8),
        ("time", ctypes.c_uint32),
        ("x", ctypes.c_double),
        ("y", ctypes.c_double),
        ("axes", ctypes.c_void_p),
        ("state", ctypes.c_uint),
        ("button", ctypes.c_uint),
        ("device", ctypes.c_void_p),
        ("x_root", ctypes.c_double),
        ("y_root", ctypes.c_double),
    ]


class GdkEventMotion(ctypes.Structure):
    """GTK 3's GdkEventMotion."""

    _fields_ = [
        ("type", ctypes.c_int),
        ("window", ctypes.c_void_p),
        ("send_event", ctypes.c_int8),
        ("time", ctypes.c_uint32),
        ("x", ctypes.c_double),
        ("y", ctypes.c_double),
        ("axes", ctypes.c_void_p),
        ("state", ctypes.c_uint),
        ("is_hint", ctypes.c_int16),
        ("device", ctypes.c_void_p),
        ("x_root", ctypes.c_double),
        ("y_root", ctypes.c_double),
    ]


class EventInjector:
    """Builds GDK events for the web view's window and hands them to GTK's own
    dispatch (gtk_main_do_event), the path real input takes."""

    def __init__(self, Gdk: Any) -> None:
        self.Gdk = Gdk
        gdk = ctypes.CDLL("libgdk-3.so.0")
        gtk = ctypes.CDLL("libgtk-3.so.0")
        gobject = ctypes.CDLL("libgobject-2.0.so.0")
        gdk.gdk_event_new.restype = ctypes.c_void_p
        gdk.gdk_event_new.argtypes = [ctypes.c_int]
        gdk.gdk_event_free.argtypes = [ctypes.c_void_p]
        gdk.gdk_event_set_device.argtypes = [ctypes.c_void_p, ctypes.c_void_p]
        gdk.gdk_event_set_source_device.argtypes = [ctypes.c_void_p, ctypes.c_void_p]
        gtk.gtk_main_do_event.argtypes = [ctypes.c_void_p]
        gobject.g_object_ref.argtypes = [ctypes.c_void_p]
        gobject.g_object_ref.restype = ctypes.c_void_p
        capsule = ctypes.pythonapi.PyCapsule_GetPointer
        capsule.restype = ctypes.c_void_p
        capsule.argtypes = [ctypes.py_object, ctypes.c_char_p]
        self.gdk, self.gtk, self.gobject, self.capsule = gdk, gtk, gobject, capsule
        seat = Gdk.Display.get_default().get_default_seat()
        self.device = seat.get_pointer()
        slaves = seat.get_slaves(Gdk.SeatCapabilities.POINTER)
        self.source = slaves[0] if slaves else self.device

    def _pointer(self, gobject_value: Any) -> int:
        return self.capsule(gobject_value.__gpointer__, None)

    def _send(self, structure: type, kind: Any, window: Any, x: float, y: float, fill: Callable[[Any], None]) -> None:
        event = self.gdk.gdk_event_new(int(kind))
        fields = structure.from_address(event)
        fields.window = self.gobject.g_object_ref(self._pointer(window))  # gdk_event_free drops it
        fields.send_event = 1
        fields.time = (time.monotonic_ns() // 1_000_000) & 0xFFFFFFFF
        fields.x, fields.y = x, y
        _, origin_x, origin_y = window.get_origin()
        fields.x_root, fields.y_root = x + origin_x, y + origin_y
        fill(fields)
        self.gdk.gdk_event_set_device(event, self._pointer(self.device))
        self.gdk.gdk_event_set_source_device(event, self._pointer(self.source))
        try:
            self.gtk.gtk_main_do_event(event)
        finally:
            self.gdk.gdk_event_free(event)

    def touch(self, window: Any, kind: str, finger: int, x: float, y: float) -> None:
        E = self.Gdk.EventType
        gdk_kind = {"down": E.TOUCH_BEGIN, "move": E.TOUCH_UPDATE, "up": E.TOUCH_END, "cancel": E.TOUCH_CANCEL}[kind]

        def fill(fields: Any) -> None:
            fields.sequence = finger + 1  # any distinct non-null value names a touch
            # No touch emulates the pointer: GTK 3 would otherwise add its own
            # button events at touch-down, and WebKit's touch gestures (tap →
            # click at release, long press → context menu, drag → scroll) are
            # what a touch screen gets.
            fields.emulating_pointer = 0

        self._send(GdkEventTouch, gdk_kind, window, x, y, fill)

    def pointer(self, window: Any, kind: str, x: float, y: float) -> None:
        E, M = self.Gdk.EventType, self.Gdk.ModifierType
        if kind == "down":
            self._send(GdkEventMotion, E.MOTION_NOTIFY, window, x, y, lambda f: None)

            def press(fields: Any) -> None:
                fields.button = 1

            self._send(GdkEventButton, E.BUTTON_PRESS, window, x, y, press)
        elif kind == "move":

            def motion(fields: Any) -> None:
                fields.state = int(M.BUTTON1_MASK)

            self._send(GdkEventMotion, E.MOTION_NOTIFY, window, x, y, motion)
        else:

            def release(fields: Any) -> None:
                fields.button = 1
                fields.state = int(M.BUTTON1_MASK)

            # A pointer has no cancel: it lifts far outside the page, where
            # the release cannot complete a click.
            at = (x, y) if kind == "up" else (-10_000.0, -10_000.0)
            self._send(GdkEventButton, E.BUTTON_RELEASE, window, at[0], at[1], release)


def navigation_api_feature(WebKit2: Any) -> Any:
    """WebKit's Navigation API feature (off by default in WebKitGTK 2.50,
    shipped in Safari 26), or None where this WebKit has none."""
    try:
        features = WebKit2.Settings.get_all_features()
    except AttributeError:  # WebKitGTK before 2.42
        return None
    for index in range(features.get_length()):
        feature = features.get(index)
        if feature.get_identifier() == "NavigationAPI":
            return feature
    return None


def block_the_network(WebKit2: Any) -> None:
    """Every request not to 127.0.0.1 goes to a proxy that is not there, so it
    fails at once: the pages must run offline."""
    proxy = WebKit2.NetworkProxySettings.new("http://127.0.0.1:9", ["127.0.0.1", "localhost"])
    context = WebKit2.WebContext.get_default()
    manager = context.get_website_data_manager() if hasattr(context, "get_website_data_manager") else None
    if manager is not None and hasattr(manager, "set_network_proxy_settings"):
        manager.set_network_proxy_settings(WebKit2.NetworkProxyMode.CUSTOM, proxy)
    else:
        context.set_network_proxy_settings(WebKit2.NetworkProxyMode.CUSTOM, proxy)


# --- Recording ----------------------------------------------------------------


def now_ms() -> float:
    """The one clock: CLOCK_MONOTONIC, in milliseconds."""
    return time.monotonic_ns() / 1_000_000


@dataclass
class Report:
    """What a frame's witness script said, and when the driver heard it."""

    at_ms: float
    frame: str
    kind: str
    url: str | None


class FrameWitness:
    """Says whether a navigation is for a subframe.

    WebKitGTK 2.50's `decide-policy` does not tell: its navigation action has
    no frame (`get_frame_name` is the link's `target`, not the frame). So a
    script in every frame reports what its frame was asked to do, and a
    decision is for a subframe when the report that names its URL came from a
    subframe. Best evidence first:

    1. the Navigation API's `navigate` event, fired in the frame that is to
       navigate, just before WebKit asks for the policy (exact, whoever started
       the navigation: a link's target, a parent setting `iframe.src`, a
       subframe navigating `top`);
    2. where WebKit has no Navigation API: the link a frame's click activated
       or the form it submitted (misses script navigations and navigations one
       frame starts in another);
    3. for a user gesture with no report naming the URL: the frame of the
       latest activation (click, touchend).
    """

    def __init__(self) -> None:
        self.reports: list[Report] = []

    def hear(self, report: Report) -> None:
        self.reports.append(report)

    def clear(self) -> None:
        self.reports.clear()

    def judge(self, url: str, user_gesture: bool, at_ms: float) -> tuple[bool, str]:
        """Whether the navigation to `url` that WebKit asked about at `at_ms`
        is for a subframe, and the evidence. Judged when the run has settled,
        from the reports heard up to shortly after the decision."""
        heard = [report for report in self.reports if report.at_ms <= at_ms + WITNESS_GRACE_MS]
        for kinds in (("navigate",), ("link", "form")):
            for report in reversed(heard):
                if report.kind in kinds and report.url is not None and _same_target(report.url, url):
                    return report.frame == "sub", f"{report.kind} in the {report.frame} frame"
        if user_gesture:
            for report in reversed(heard):
                if report.kind == "activation":
                    return report.frame == "sub", f"activation in the {report.frame} frame"
        return False, "no report: main frame assumed"


def _same_target(reported: str, requested: str) -> bool:
    """Whether a frame's report names the URL WebKit asked about."""
    if requested == reported:
        return True
    base = reported.split("#", 1)[0].split("?", 1)[0]
    # a GET form's request carries its fields as the query
    return requested.startswith(base + "?") or requested.split("#", 1)[0] == reported.split("#", 1)[0]


@dataclass
class RunResult:
    """One run's record. Times are held on the absolute clock while the run
    goes on (a decision can come before the first touch) and made relative to
    the first touch by `finish`."""

    id: str
    error: str | None = None
    touches: list[dict[str, Any]] = field(default_factory=list)
    requests: list[dict[str, Any]] = field(default_factory=list)
    new_windows: list[dict[str, Any]] = field(default_factory=list)
    context_menus: list[float] = field(default_factory=list)
    hits: list[dict[str, Any]] | None = None
    # The page script's messages, as heard on the `taporlink` handler.
    messages: list[dict[str, Any]] = field(default_factory=list)
    # The web view's URL changes (notify::uri) while playing.
    uri_changes: list[dict[str, Any]] = field(default_factory=list)
    touched_at: list[float] | None = None
    moved: str = ""
    layout_viewport: list[float] | None = None
    # The effects observer's record, read once the run has settled:
    # {"clock": {"t_ms", "wall_ms"}, "record": TEXT}, the clock sampled
    # when it was read (this clock and the wall clock, together).
    effects: dict[str, Any] | None = None

    def finish(self, witness: FrameWitness) -> None:
        origin = self.touches[0]["t_ms"] if self.touches else 0.0
        for record in self.requests + self.new_windows:
            if "subframe" in record:
                record["subframe"], record["frame_evidence"] = witness.judge(
                    record["url"], record["user_gesture"], record["t_ms"]
                )
        for record in self.touches + self.requests + self.new_windows + self.messages + self.uri_changes:
            record["t_ms"] = round(record["t_ms"] - origin, 3)
        self.context_menus = [round(at - origin, 3) for at in self.context_menus]
        if self.effects is not None:
            self.effects["clock"]["t_ms"] = round(self.effects["clock"]["t_ms"] - origin, 3)

    def json(self) -> dict[str, Any]:
        value: dict[str, Any] = {
            "id": self.id,
            "error": self.error,
            "touches": self.touches,
            "requests": self.requests,
        }
        if self.new_windows:
            value["new_windows"] = self.new_windows
        if self.context_menus:
            value["context_menus"] = self.context_menus
        if self.hits is not None:
            value["hits"] = self.hits
        for key in ("messages", "uri_changes", "touched_at", "moved", "layout_viewport", "effects"):
            if getattr(self, key):
                value[key] = getattr(self, key)
        return value


class Driver:
    """One GTK window holding one web view at a time; runs the plan's runs one
    after another on GTK's main loop, each on a fresh web view."""

    def __init__(self, plan: Plan, modules: tuple[Any, Any, Any, Any], input_mode: str) -> None:
        self.Gtk, self.Gdk, self.GLib, self.WebKit2 = modules
        self.plan = plan
        self.input_mode = input_mode
        self.injector = EventInjector(self.Gdk)
        self.witness = FrameWitness()
        self.results: list[RunResult] = []
        self.window = self.Gtk.Window(type=self.Gtk.WindowType.TOPLEVEL)
        self.window.set_decorated(False)
        self.window.set_default_size(plan.width, plan.height)
        self.window.set_resizable(False)
        self.view: Any = None
        self.phase = "idle"  # idle → loading → playing → idle (probe: the touch probe)
        self.current: RunResult | None = None
        self.on_loaded: Callable[[str | None], None] | None = None
        self.deadline: int | None = None
        self.probe_answer: Callable[[str], None] | None = None
        self.marked_ms = now_ms()  # when the effects observer last started afresh
        self.navigation_api = navigation_api_feature(self.WebKit2)
        block_the_network(self.WebKit2)

    # -- web view ---------------------------------------------------------

    def new_view(self) -> None:
        if self.view is not None:
            self.window.remove(self.view)
            self.view.destroy()
        WebKit2 = self.WebKit2
        content = WebKit2.UserContentManager()
        content.add_script(
            WebKit2.UserScript.new_for_world(
                WITNESS_SCRIPT,
                WebKit2.UserContentInjectedFrames.ALL_FRAMES,
                WebKit2.UserScriptInjectionTime.START,
                WORLD,
                None,
                None,
            )
        )
        if self.plan.effects_script:
            # What the page does after the touch, seen from the top frame
            # in the driver's world: the page cannot see it.
            content.add_script(
                WebKit2.UserScript.new_for_world(
                    self.plan.effects_script,
                    WebKit2.UserContentInjectedFrames.TOP_FRAME,
                    WebKit2.UserScriptInjectionTime.START,
                    WORLD,
                    None,
                    None,
                )
            )
        content.connect(f"script-message-received::{WITNESS_HANDLER}", self.heard)
        if not content.register_script_message_handler_in_world(WITNESS_HANDLER, WORLD):
            raise RuntimeError("WebKit refused the frame witness's message handler")
        if self.plan.page_script:
            # The shipped page script, as an app injects it: the page's own
            # world, every frame, document start; heard on `taporlink`.
            content.add_script(
                WebKit2.UserScript(
                    self.plan.page_script,
                    WebKit2.UserContentInjectedFrames.ALL_FRAMES,
                    WebKit2.UserScriptInjectionTime.START,
                    None,
                    None,
                )
            )
            content.connect("script-message-received::taporlink", self.page_message)
            if not content.register_script_message_handler("taporlink"):
                raise RuntimeError("WebKit refused the page script's message handler")
        view = WebKit2.WebView(user_content_manager=content)
        settings = view.get_settings()
        settings.set_enable_developer_extras(False)
        settings.set_hardware_acceleration_policy(WebKit2.HardwareAccelerationPolicy.NEVER)
        settings.set_allow_file_access_from_file_urls(True)
        if self.navigation_api is not None:
            settings.set_feature_enabled(self.navigation_api, True)
        view.set_size_request(self.plan.width, self.plan.height)
        view.connect("decide-policy", self.decide)
        view.connect("load-changed", self.load_changed)
        view.connect("load-failed", self.load_failed)
        view.connect("context-menu", self.context_menu)
        view.connect("web-process-terminated", self.terminated)
        view.connect("create", self.create)
        view.connect("notify::uri", self.uri_changed)
        view.connect("script-dialog", lambda *_: True)  # alerts must not block a run
        self.window.add(view)
        self.window.show_all()
        self.view = view

    def heard(self, _content: Any, result: Any) -> None:
        try:
            value = result.get_js_value().to_string() if hasattr(result, "get_js_value") else result.to_string()
            data = json.loads(value)
            report = Report(now_ms(), str(data.get("frame")), str(data.get("kind")), data.get("url"))
        except (ValueError, TypeError, AttributeError):
            return
        self.witness.hear(report)

    def page_message(self, _content: Any, result: Any) -> None:
        at = now_ms()
        if self.current is None or self.phase != "playing":
            return
        try:
            value = result.get_js_value() if hasattr(result, "get_js_value") else result
            text = value.to_json(0)
        except (TypeError, AttributeError, ValueError):
            text = ""
        self.current.messages.append({"t_ms": at, "json": (text or "")[:4096]})

    def uri_changed(self, view: Any, _param: Any) -> None:
        at = now_ms()
        if self.current is not None and self.phase == "playing":
            self.current.uri_changes.append({"t_ms": at, "url": view.get_uri() or ""})

    def decide(self, _view: Any, decision: Any, kind: Any) -> bool:
        WebKit2 = self.WebKit2
        at = now_ms()
        if self.phase == "loading":
            decision.use()
            return True
        if kind == WebKit2.PolicyDecisionType.RESPONSE:
            decision.ignore()
            return True
        action = decision.get_navigation_action()
        navigation_type = action.get_navigation_type()
        url = action.get_request().get_uri() or ""
        gesture = bool(action.is_user_gesture())
        current = self.view.get_uri() or ""
        same_document = (
            kind == WebKit2.PolicyDecisionType.NAVIGATION_ACTION
            and "#" in url
            and url.split("#", 1)[0] == current.split("#", 1)[0]
        )
        if same_document:
            decision.use()  # a fragment stays in the page: let it happen, as an app would
        else:
            decision.ignore()  # nothing leaves the page once it has loaded
        if self.phase == "probe":
            if navigation_type == WebKit2.NavigationType.LINK_CLICKED and self.probe_answer:
                answer = self.probe_answer
                self.GLib.idle_add(lambda: answer("touch"))
            return True
        if self.current is None:
            return True
        record = {
            "t_ms": at,
            "url": url,
            "type": REQUEST_TYPES.get(navigation_type.value_nick, "other"),
            "subframe": False,  # judged by the frame witness when the run has settled
            "webkit_type": navigation_type.value_nick,
            "webkit_type_value": int(navigation_type),
            "user_gesture": gesture,
            "frame_evidence": "",
            "same_document": same_document,
        }
        if kind == WebKit2.PolicyDecisionType.NEW_WINDOW_ACTION:
            record["target"] = action.get_frame_name()
            self.current.new_windows.append(record)
        else:
            self.current.requests.append(record)
        return True

    def create(self, _view: Any, action: Any) -> None:
        """window.open: WebKit asks for a new web view instead of a policy
        decision; the driver records it as a new window and makes none."""
        if self.current is not None and self.phase == "playing":
            navigation_type = action.get_navigation_type()
            self.current.new_windows.append(
                {
                    "t_ms": now_ms(),
                    "url": action.get_request().get_uri() or "",
                    "type": REQUEST_TYPES.get(navigation_type.value_nick, "other"),
                    "webkit_type": navigation_type.value_nick,
                    "webkit_type_value": int(navigation_type),
                    "user_gesture": bool(action.is_user_gesture()),
                    "via": "create",
                }
            )
        return None

    def load_changed(self, _view: Any, event: Any) -> None:
        if event == self.WebKit2.LoadEvent.FINISHED and self.phase == "loading" and self.on_loaded:
            resource = self.view.get_main_resource()
            response = resource.get_response() if resource else None
            status = response.get_status_code() if response else 0
            callback, self.on_loaded = self.on_loaded, None
            callback(f"the page answered HTTP {status}" if status >= 400 else None)

    def load_failed(self, _view: Any, _event: Any, uri: str, error: Any) -> bool:
        if self.phase == "loading" and self.on_loaded:
            callback, self.on_loaded = self.on_loaded, None
            callback(f"the page failed to load: {uri}: {error.message}")
        return True  # no error page

    def context_menu(self, *_: Any) -> bool:
        if self.current is not None and self.phase == "playing":
            self.current.context_menus.append(now_ms())
        return True  # no menu on screen

    def terminated(self, _view: Any, reason: Any) -> None:
        message = f"WebKit's web process ended ({reason.value_nick})"
        if self.on_loaded:
            callback, self.on_loaded = self.on_loaded, None
            callback(message)
        elif self.current is not None and self.current.error is None:
            self.current.error = message

    # -- one page load, with a deadline ------------------------------------

    def load(self, url: str, html: str | None, then: Callable[[str | None], None]) -> None:
        self.phase = "loading"
        self.witness.clear()

        def finish(error: str | None) -> None:
            if self.deadline is not None:
                self.GLib.source_remove(self.deadline)
                self.deadline = None
            then(error)

        def too_slow() -> bool:
            self.deadline = None
            if self.on_loaded:
                self.on_loaded = None
                self.view.stop_loading()
                then(f"the page did not finish loading within {LOAD_TIMEOUT_MS} ms")
            return False

        self.on_loaded = finish
        self.deadline = self.GLib.timeout_add(LOAD_TIMEOUT_MS, too_slow)
        if html is None:
            self.view.load_uri(url)
        else:
            self.view.load_html(html, url)

    # -- the touch probe -----------------------------------------------------

    def probe(self, then: Callable[[str], None]) -> None:
        """Taps a page-filling link with touch events: if WebKit navigates,
        touch works; else the runs use pointer presses."""
        if self.input_mode != "auto":
            then(self.input_mode)
            return
        html = (
            "<!doctype html><body style='margin:0'>"
            "<a href='https://probe.invalid/' style='display:block;width:100vw;height:100vh'>probe</a></body>"
        )

        def answer(mode: str) -> None:
            if self.phase != "probe":
                return  # answered already
            self.phase = "idle"
            self.probe_answer = None
            if mode == "pointer":
                print("webkit_driver: a touch tap on a link made WebKit ask nothing; using pointer presses", file=sys.stderr)
            then(mode)

        def loaded(error: str | None) -> None:
            if error:
                raise RuntimeError(f"the touch probe page did not load: {error}")
            self.phase = "probe"
            self.probe_answer = answer
            x, y = self.plan.width / 2, self.plan.height / 2
            self.injector.touch(self.view.get_window(), "down", 1, x, y)

            def lift() -> bool:
                self.injector.touch(self.view.get_window(), "up", 1, x, y)
                self.GLib.timeout_add(PROBE_WAIT_MS, lambda: answer("pointer"))
                return False

            self.GLib.timeout_add(60, lift)

        self.new_view()
        self.load("file:///taporlink-probe/", html, loaded)

    # -- the runs ------------------------------------------------------------

    def start(self, then: Callable[[], None]) -> None:
        def with_mode(mode: str) -> None:
            self.input_mode = mode
            self.run(0, then)

        self.probe(with_mode)

    def run(self, index: int, then: Callable[[], None]) -> None:
        if index >= len(self.plan.runs):
            then()
            return
        run = self.plan.runs[index]
        result = RunResult(run.id)
        self.results.append(result)
        self.current = None

        def next_run() -> None:
            if self.current is not None:
                self.current.finish(self.witness)
            self.phase = "idle"
            self.current = None
            self.GLib.idle_add(lambda: (self.run(index + 1, then), False)[1])

        if run.page is not None and not run.url.startswith(("http:", "https:")) and not os.path.isfile(run.page):
            result.error = f"no such page: {run.page}"
            next_run()
            return

        def loaded(error: str | None) -> None:
            if error:
                result.error = error
                next_run()
                return
            size = (self.view.get_allocated_width(), self.view.get_allocated_height())
            if size != (self.plan.width, self.plan.height):
                result.error = f"the web view is {size[0]}×{size[1]}, not the viewport's {self.plan.width}×{self.plan.height}"
                next_run()
                return
            self.phase = "playing"
            self.current = result

            def prepared(offset: tuple[float, float] | None) -> None:
                if offset is None:
                    next_run()
                    return

                def go() -> bool:
                    self.hit_test(run, result, offset, lambda: self.play(run, result, next_run, offset))
                    return False

                # The observer watches the page's own pace this long after
                # its setup before the touch: wait for what locating has not.
                rest = self.plan.baseline_ms - (now_ms() - self.marked_ms) if self.plan.effects_script else 0
                if rest > 0:
                    self.GLib.timeout_add(round(rest), go)
                else:
                    go()

            self.prepare(run, result, prepared)

        self.new_view()
        self.view.set_zoom_level(run.scale)
        self.load(run.url, None, loaded)

    def world_script(self, source: str, then: Callable[[str | None], None]) -> None:
        """Runs `source` in the driver's world; `then(text)` with its value as
        a string, or None when it failed."""

        def answered(view: Any, task: Any) -> None:
            try:
                value = view.evaluate_javascript_finish(task)
                text = value.to_string() if value is not None and value.is_string() else None
            except Exception:  # a page that has gone has no record
                text = None
            then(text)

        self.view.evaluate_javascript(source, -1, WORLD, None, None, answered)

    def script(self, source: str, then: Callable[[Any, str | None], None]) -> None:
        """Runs `source` in the page's own world; `then(value, error)` with
        the value read as JSON."""

        def answered(view: Any, task: Any) -> None:
            try:
                value = view.evaluate_javascript_finish(task)
                then(json.loads(value.to_string()), None)
            except Exception as error:  # the page's answer is outside input
                then(None, str(error).splitlines()[0] if str(error) else type(error).__name__)

        self.view.evaluate_javascript(source, -1, None, None, None, answered)

    def prepare(self, run: Run, result: RunResult, then: Callable[[tuple[float, float] | None], None]) -> None:
        """Runs the setup steps, then finds where to touch: `then(offset)`
        moves the planned events there; `then(None)` when the run cannot go
        on (result.error says why)."""
        steps = list(run.setup)

        looks: list[Any] = []

        def located(value: Any, error: str | None) -> None:
            if error or not isinstance(value, dict):
                result.error = f"cannot be touched: the locating script failed: {error}"
                then(None)
                return
            where = value.get("where")
            if where is not None and len(looks) < LOCATE_LOOKS and (not looks or looks[-1] != where):
                looks.append(where)
                self.GLib.timeout_add(LOCATE_AGAIN_MS, look)
                return
            result.layout_viewport = value.get("viewport")
            if where is None:
                then((0.0, 0.0))
                return
            if not where.get("found") or "x" not in where:
                result.error = f"cannot be touched: {where.get('reason', 'not found')}"
                then(None)
                return
            planned = run.locate or {}
            result.touched_at = [where["x"], where["y"]]
            if not where.get("topmost"):
                result.moved = str(where.get("reason", ""))
            then((where["x"] - planned["x"], where["y"] - planned["y"]))

        def look() -> bool:
            args = None
            if run.locate is not None:
                strict = bool(run.locate.get("strict"))
                # WebKitGTK takes a touch at the whole screen pixel under it
                args = [run.locate["selector"], run.locate["x"], run.locate["y"], strict, self.plan.interactive,
                        run.scale]
            source = (
                "JSON.stringify({viewport: [innerWidth, innerHeight], where: %s})"
                % ("null" if args is None else "(%s)(%s)" % (LOCATE_JS.strip(), json.dumps(args)))
            )
            self.script(source, located)
            return False

        tries = [0]

        def step(value: Any, error: str | None) -> None:
            if not error and isinstance(value, str) and value.startswith("no element") and tries[0] < SETUP_TRIES:
                tries[0] += 1  # the app may not have rendered its field yet
                self.GLib.timeout_add(SETUP_RETRY_MS, lambda: (run_step(), False)[1])
                return
            if error or value is not None:
                number = len(run.setup) - len(steps)
                result.error = f"setup step {number} (fill {run.setup[number - 1]['fill']!r}) failed: {error or value}"
                then(None)
                return
            next_step()

        def mark() -> bool:
            # The effects observer starts its record afresh after the setup.
            self.marked_ms = now_ms()
            if self.plan.effects_script:
                self.world_script(EFFECTS_MARK, lambda _: look())
            else:
                look()
            return False

        def next_step() -> None:
            if not steps:
                self.GLib.timeout_add(SETUP_SETTLE_MS if run.setup else 0, mark)
                return
            tries[0] = 0
            steps.pop(0)
            run_step()

        def run_step() -> None:
            current = run.setup[len(run.setup) - len(steps) - 1]
            args = [current["fill"], current.get("text"), current.get("press")]
            self.script("JSON.stringify((%s)(%s))" % (SETUP_JS.strip(), json.dumps(args)), step)

        next_step()

    def hit_test(self, run: Run, result: RunResult, offset: tuple[float, float], then: Callable[[], None]) -> None:
        """Which marked element is under each finger-down point, in WebKit's own
        layout (the points were measured in another engine)."""
        points = [[event.x + offset[0], event.y + offset[1]] for event in run.events if event.type == "down"]

        def answered(view: Any, task: Any) -> None:
            try:
                value = view.evaluate_javascript_finish(task)
                result.hits = json.loads(value.to_string())
            except Exception as error:  # a page's answer is outside input: note it, go on
                result.hits = [{"error": str(error)}]
            then()

        self.view.evaluate_javascript(HIT_SCRIPT % json.dumps(points), -1, WORLD, None, None, answered)

    def play(self, run: Run, result: RunResult, done: Callable[[], None], offset: tuple[float, float]) -> None:
        """Plays the events moved by `offset` (CSS px); GDK takes them in
        the web view's pixels, CSS px × the run's scale."""
        self.witness.clear()
        events = run.events
        scale = run.scale
        start_ms = now_ms()
        first_ms = events[0].t_ms

        def send(position: int) -> bool:
            event = events[position]
            window = self.view.get_window()
            sent = self.input_mode == "touch" or event.finger == events[0].finger
            if sent:
                x, y = event.x + offset[0], event.y + offset[1]
                result.touches.append({"t_ms": now_ms(), "type": event.type, "finger": event.finger, "x": x, "y": y})
                if self.input_mode == "touch":
                    self.injector.touch(window, event.type, event.finger, x * scale, y * scale)
                else:
                    self.injector.pointer(window, event.type, x * scale, y * scale)
            if position + 1 < len(events):
                due = start_ms + events[position + 1].t_ms - first_ms
                self.GLib.timeout_add(max(0, round(due - now_ms())), send, position + 1)
            else:
                self.GLib.timeout_add(round(self.plan.settle_ms), settled)
            return False

        def settled() -> bool:
            if not self.plan.effects_script:
                done()
                return False

            def read(text: str | None) -> None:
                if text is not None:
                    clock = {"t_ms": now_ms(), "wall_ms": time.time() * 1000.0}
                    result.effects = {"clock": clock, "record": text[:MAX_EFFECTS_BYTES]}
                done()

            self.world_script(EFFECTS_READ, read)
            return False

        send(0)


# --- Output -------------------------------------------------------------------


def write_atomically(path: Path, value: dict[str, Any]) -> None:
    """Writes the whole result or nothing: a reader never sees half a file."""
    directory = path.parent if str(path.parent) else Path(".")
    handle, temporary = tempfile.mkstemp(prefix=".webkit-result-", suffix=".json", dir=directory)
    try:
        mask = os.umask(0)
        os.umask(mask)
        os.fchmod(handle, 0o666 & ~mask)  # as an ordinary new file, not mkstemp's 0600
        with os.fdopen(handle, "w", encoding="utf-8") as file:
            json.dump(value, file, indent=1)
            file.write("\n")
        os.replace(temporary, path)
    except BaseException:
        try:
            os.unlink(temporary)
        except OSError:
            pass
        raise


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(prog="webkit_driver.py", usage=USAGE, add_help=True)
    parser.add_argument("--plan", required=True, type=Path)
    parser.add_argument("--out", required=True, type=Path)
    parser.add_argument("--input", choices=("auto", "touch", "pointer"), default="auto")
    try:
        arguments = parser.parse_args(argv)
    except SystemExit as exit:
        return 2 if exit.code else 0
    try:
        plan = read_plan(arguments.plan)
        out_dir = arguments.out.parent if str(arguments.out.parent) else Path(".")
        if not out_dir.is_dir() or not os.access(out_dir, os.W_OK):
            raise PlanError(f"cannot write {arguments.out}: {out_dir} is not a writable folder")
    except PlanError as error:
        print(f"webkit_driver: {error}", file=sys.stderr)
        return 2
    try:
        modules = import_webkit()
    except SetupError as error:
        print(f"webkit_driver: {error}", file=sys.stderr)
        return 3
    Gtk, _, GLib, WebKit2 = modules
    driver = Driver(plan, modules, arguments.input)
    failure: list[str] = []

    def finished() -> None:
        Gtk.main_quit()

    def begin() -> bool:
        try:
            driver.start(finished)
        except Exception as error:  # reported below, with a non-zero exit
            failure.append(f"{type(error).__name__}: {error}")
            Gtk.main_quit()
        return False

    # Any exception in a GLib callback is printed by the bindings and the loop
    # goes on; the overall budget turns a stuck driver into a clear error.
    budget_ms = sum(
        LOAD_TIMEOUT_MS + run.events[-1].t_ms - run.events[0].t_ms + plan.settle_ms + 2000 for run in plan.runs
    )

    def out_of_time() -> bool:
        failure.append(f"the runs did not finish within {budget_ms / 1000:.0f} s")
        Gtk.main_quit()
        return False

    def unexpected(kind: type, error: BaseException, trace: Any) -> None:
        # The bindings report an exception raised in a GLib callback here.
        sys.__excepthook__(kind, error, trace)
        failure.append(f"{kind.__name__}: {error}")
        Gtk.main_quit()

    sys.excepthook = unexpected
    GLib.idle_add(begin)
    GLib.timeout_add(int(budget_ms + 10_000), out_of_time)
    Gtk.main()
    if failure:
        print(f"webkit_driver: {failure[0]}", file=sys.stderr)
        return 1
    version = f"{WebKit2.get_major_version()}.{WebKit2.get_minor_version()}.{WebKit2.get_micro_version()}"
    result = {
        "engine": "webkit",
        "version": version,
        "input": driver.input_mode,
        "frame_witness": "navigation-api" if driver.navigation_api is not None else "click-and-submit",
        "runs": [run.json() for run in driver.results],
    }
    try:
        write_atomically(arguments.out, result)
    except OSError as error:
        print(f"webkit_driver: cannot write {arguments.out}: {error.strerror}", file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
