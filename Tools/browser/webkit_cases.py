#!/usr/bin/python3
"""usage: xvfb-run -a /usr/bin/python3 Tools/browser/webkit_cases.py

Shows what WebKit itself (WebKitGTK) asks its embedder about in the cases
Tools/lab/Docs/RealPages-WebKit.md describes, and prints one table a part:

1. touch cases: small pages, one element each at a known place, tapped
   through webkit_driver.py exactly as the recorder taps the test pages
   (every navigation after load ignored): which decision WebKit asked for,
   its navigation type and raw value, whether it came from a user gesture,
   which frame, and how long after touch-up;
2. history cases: navigations the driver never lets happen (back, forward,
   reload, a POST form reloaded), played on pages served from 127.0.0.1 with
   every navigation allowed, for the navigation types they produce.

Nothing leaves the machine: pages are written to a temporary folder and
served from 127.0.0.1; links point there too.
"""

from __future__ import annotations

import functools
import http.server
import importlib.util
import json
import sys
import tempfile
import threading
from pathlib import Path
from typing import Any

HERE = Path(__file__).resolve().parent

# One element a page, at left 10, top 10, 200 × 40; the tap lands at (60, 30).
BOX = "position:absolute;left:10px;top:10px;width:200px;height:40px;display:block;margin:0;padding:0;border:0"
FRAME = "position:absolute;left:0;top:0;width:300px;height:100px;border:0"
TOUCH_CASES: list[tuple[str, str, str | None]] = [
    # (case, body of the page, body of inner.html for an iframe, or None)
    ("plain link", f'<a style="{BOX}" href="target.html?plain">link</a>', None),
    ("link to an anchor on the page", f'<a style="{BOX}" href="#end">anchor</a><p id="end" style="margin-top:2000px">end</p>', None),
    ("javascript: link", f'<a style="{BOX}" href="javascript:void(document.title=1)">js</a>', None),
    (
        "pushState link",
        f'<a style="{BOX}" href="target.html?spa" onclick="event.preventDefault();history.pushState({{}},\'\',\'?spa\')">spa</a>',
        None,
    ),
    ("link whose touchstart calls preventDefault", f'<a style="{BOX}" href="target.html?ts" id="e">link</a>'
     "<script>e.addEventListener('touchstart', ev => ev.preventDefault(), {passive: false})</script>", None),
    ("link whose touchend calls preventDefault", f'<a style="{BOX}" href="target.html?te" id="e">link</a>'
     "<script>e.addEventListener('touchend', ev => ev.preventDefault())</script>", None),
    ("link with target=_blank", f'<a style="{BOX}" href="target.html?blank" target="_blank">blank</a>', None),
    ("button calling window.open", f'<button style="{BOX}" onclick="window.open(\'target.html?open\')">open</button>', None),
    ("button calling location.assign", f'<button style="{BOX}" onclick="location.assign(\'target.html?assign\')">go</button>', None),
    ("button calling location.reload", f'<button style="{BOX}" onclick="location.reload()">reload</button>', None),
    ("button calling form.submit()", f'<button style="{BOX}" onclick="f.submit()">submit</button>'
     '<form id="f" action="target.html"><input type="hidden" name="q" value="1"></form>', None),
    ("button navigating after setTimeout 900 ms", f'<button style="{BOX}" onclick="setTimeout(() => location.assign(\'target.html?t900\'), 900)">900</button>', None),
    ("button navigating after setTimeout 1100 ms", f'<button style="{BOX}" onclick="setTimeout(() => location.assign(\'target.html?t1100\'), 1100)">1100</button>', None),
    ("link inside an iframe", f'<iframe style="{FRAME}" src="inner.html"></iframe>', f'<a style="{BOX}" href="target.html?sub">sub</a>'),
    (
        "button inside an iframe navigating top",
        f'<iframe style="{FRAME}" src="inner.html"></iframe>',
        f'<button style="{BOX}" onclick="top.location.assign(\'target.html?top\')">top</button>',
    ),
    (
        "main-frame link targeting a named iframe",
        f'<a style="{BOX}" href="target.html?named" target="inner">named</a>'
        '<iframe name="inner" style="position:absolute;top:60px;width:300px;height:100px" src="inner.html"></iframe>',
        "<p>inner</p>",
    ),
    (
        "main-frame button setting iframe.src",
        f'<button style="{BOX}" onclick="fr.src=\'target.html?src\'">src</button>'
        '<iframe id="fr" style="position:absolute;top:60px;width:300px;height:100px" src="inner.html"></iframe>',
        "<p>inner</p>",
    ),
]
TAP = [
    {"t_ms": 0, "type": "down", "finger": 1, "x": 60, "y": 30},
    {"t_ms": 60, "type": "up", "finger": 1, "x": 60, "y": 30},
]
PAGE = "<!doctype html><html><head><meta charset='utf-8'></head><body style='margin:0'>{}</body></html>"


class Handler(http.server.SimpleHTTPRequestHandler):
    """Serves the folder, and answers a POST with a small page."""

    def do_POST(self) -> None:
        length = min(int(self.headers.get("Content-Length") or 0), 1 << 16)
        self.rfile.read(length)
        body = PAGE.format("<p>posted</p>").encode()
        self.send_response(200)
        self.send_header("Content-Type", "text/html")
        self.send_header("Content-Length", str(len(body)))
        self.end_headers()
        self.wfile.write(body)

    def log_message(self, *_: Any) -> None:
        pass


def serve(folder: Path) -> tuple[http.server.ThreadingHTTPServer, str]:
    server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), functools.partial(Handler, directory=str(folder)))
    threading.Thread(target=server.serve_forever, daemon=True).start()
    return server, f"http://127.0.0.1:{server.server_address[1]}/"


def load_driver() -> Any:
    spec = importlib.util.spec_from_file_location("webkit_driver", HERE / "webkit_driver.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules["webkit_driver"] = module
    spec.loader.exec_module(module)
    return module


def touch_cases(driver: Any, folder: Path, base: str) -> None:
    runs = []
    for number, (case, body, inner) in enumerate(TOUCH_CASES):
        page = folder / f"case{number}"
        page.mkdir()
        (page / "index.html").write_text(PAGE.format(body))
        (page / "target.html").write_text(PAGE.format("<p>target</p>"))
        if inner is not None:
            (page / "inner.html").write_text(PAGE.format(inner))
        runs.append(
            {
                "id": case,
                "page": str(page / "index.html"),
                "page_url": f"{base}case{number}/index.html",
                "gesture": {"kind": "tap", "events": TAP},
            }
        )
    plan_path, result_path = folder / "plan.json", folder / "result.json"
    plan_path.write_text(json.dumps({"viewport": {"width": 360, "height": 640}, "settle_ms": 1300, "runs": runs}))
    status = driver.main(["--plan", str(plan_path), "--out", str(result_path)])
    if status != 0:
        raise SystemExit(status)
    result = json.loads(result_path.read_text())
    print(f"WebKitGTK {result['version']}, {result['input']} input, frames told by {result['frame_witness']}\n")
    print("| case | decision | navigation type (raw) | user gesture | frame | after touch-up |")
    print("|---|---|---|---|---|---|")
    for run in result["runs"]:
        up = next((touch["t_ms"] for touch in run["touches"] if touch["type"] == "up"), 0.0)
        asked = [("navigation", request) for request in run["requests"]]
        asked += [("new window" if "via" not in window else "create (window.open)", window) for window in run.get("new_windows", [])]
        if run.get("error"):
            print(f"| {run['id']} | error: {run['error']} | | | | |")
        elif not asked:
            menu = " (context menu)" if run.get("context_menus") else ""
            print(f"| {run['id']} | none{menu} | | | | |")
        for kind, request in asked:
            frame = "" if "subframe" not in request else ("subframe" if request["subframe"] else "main")
            print(
                f"| {run['id']} | {kind} | {request['webkit_type']} ({request['webkit_type_value']}) | "
                f"{'yes' if request['user_gesture'] else 'no'} | {frame} | {request['t_ms'] - up:.1f} ms |"
            )


def history_cases(folder: Path, base: str) -> None:
    """Back, forward, reloads and a POST form reloaded, with navigations allowed."""
    import gi

    gi.require_version("Gtk", "3.0")
    gi.require_version("WebKit2", "4.1")
    from gi.repository import GLib, Gtk, WebKit2

    (folder / "a.html").write_text(PAGE.format('<form method="post" action="/posted"><input name="x" value="1"></form>'))
    (folder / "b.html").write_text(PAGE.format("<p>b</p>"))
    window = Gtk.Window()
    view = WebKit2.WebView()
    window.add(view)
    window.show_all()
    seen: list[tuple[str, str, int, str, bool]] = []
    step_name = [""]

    def decide(_view: Any, decision: Any, kind: Any) -> bool:
        if kind != WebKit2.PolicyDecisionType.RESPONSE:
            action = decision.get_navigation_action()
            request = action.get_request()
            kind_of = action.get_navigation_type()
            method = request.get_http_method() or "GET"
            seen.append((step_name[0], kind_of.value_nick, int(kind_of), method, bool(action.is_user_gesture())))
        decision.use()
        return True

    view.connect("decide-policy", decide)

    def script(source: str) -> Any:
        return lambda: view.evaluate_javascript(source, -1, None, None, None, None)

    steps = [
        ("load a.html", lambda: view.load_uri(base + "a.html")),
        ("load b.html", lambda: view.load_uri(base + "b.html")),
        ("go back (embedder)", view.go_back),
        ("go forward (embedder)", view.go_forward),
        ("history.back() (page)", script("history.back()")),
        ("reload (embedder)", view.reload),
        ("location.reload() (page)", script("location.reload()")),
        ("form.submit() with POST (page)", script("document.forms[0].submit()")),
        ("reload of the POST result (embedder)", view.reload),
        ("pushState then history.back() (page)", script("history.pushState({}, '', '?p'); history.back()")),
        ("location.hash = 'x' (page)", script("location.hash = 'x'")),
    ]

    def step(index: int) -> bool:
        if index >= len(steps):
            Gtk.main_quit()
            return False
        step_name[0], action = steps[index]
        action()
        GLib.timeout_add(700, step, index + 1)
        return False

    GLib.idle_add(step, 0)
    Gtk.main()
    print("\n| step | navigation type (raw) | method | user gesture |")
    print("|---|---|---|---|")
    for name, _ in steps:
        rows = [row for row in seen if row[0] == name]
        if not rows:
            print(f"| {name} | none | | |")
        for _, nick, raw, method, gesture in rows:
            print(f"| {name} | {nick} ({raw}) | {method} | {'yes' if gesture else 'no'} |")


def main() -> int:
    driver = load_driver()
    with tempfile.TemporaryDirectory(prefix="webkit-cases-") as work:
        folder = Path(work)
        server, base = serve(folder)
        try:
            touch_cases(driver, folder, base)
            history_cases(folder, base)
        finally:
            server.shutdown()
    return 0


if __name__ == "__main__":
    sys.exit(main())
