"""Page answers on a zoomed page, in real engines: part of check_page_script.py.

usage: python3 Tools/browser/check_page_script.py --zoom-only

The page script answers in CSS px of the top frame's layout viewport and
adds the top window's visual viewport (visualLeft, visualTop, visualWidth,
visualHeight); the app maps the point into the web view's points as
PageScriptMessage.point(inViewOf:) does: ((x - visualLeft) × s,
(y - visualTop) × s) with s = the view's width / visualWidth. These checks
touch marked squares on a page without a meta viewport (laid out 980 CSS px
wide, shown whole in a 360 px wide view) and require the mapped point of
every touchstart and touchend answer to be the touch's point on the screen
within 1 px:

- Chromium (Playwright, device scale 1, so a screenshot pixel is a view
  point): the touch's screen point is where the square is in a screenshot;
  the answer's own point must be the square's centre in CSS px (the touch
  landed there). Also on a mobile page pinch-zoomed 2.5 times with its
  zoomed view scrolled (visualViewport offset not 0).
- WebKitGTK (Tools/browser/webkit_driver.py under xvfb-run, zoom level
  360 / 980): the touch's screen point is the point the driver gave GDK, in
  the web view's pixels.
"""

from __future__ import annotations

import json
import math
import pathlib
import struct
import sys
import tempfile
import zlib

HERE = pathlib.Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))
from webkit_run import run_driver  # noqa: E402
VIEW = (360, 640)
TOLERANCE_PX = 1.0
# A square a marker, its colour found in a screenshot, its centre in CSS px
# on the zoomed-out page (980 px wide) and on the mobile page (360 px wide,
# inside the part the pinch-zoomed view shows).
SQUARES = [("red", (255, 0, 0), (500, 300), (60, 150)), ("blue", (0, 0, 255), (180, 1100), (130, 300)),
           ("green", (0, 160, 0), (860, 60), (100, 220))]
SIDE = 40


def page_html(mobile: bool) -> str:
    """The test page: squares at fixed places, no meta viewport unless
    `mobile` (then a 360 px wide layout)."""
    meta = '<meta name="viewport" content="width=device-width">' if mobile else ""
    width = 360 if mobile else 980
    squares = "".join(
        f'<div id="{name}" style="position:absolute;left:{centre[0] - SIDE // 2}px;'
        f'top:{centre[1] - SIDE // 2}px;width:{SIDE}px;height:{SIDE}px;background:rgb{colour}"></div>'
        for name, colour, zoomed_out, on_mobile in SQUARES
        for centre in [on_mobile if mobile else zoomed_out])
    return (f"<!doctype html><html><head>{meta}<title>zoomed page</title></head>"
            f'<body style="margin:0;background:#fff"><div style="position:relative;width:{width}px;'
            f'height:2000px">{squares}</div></body></html>')


def mapped(answer: dict, view_width: float) -> tuple[float, float] | None:
    """The answer's point in the view's points, as the app maps it; None
    when the answer has no visible area."""
    fields = ("visualLeft", "visualTop", "visualWidth", "visualHeight")
    if not all(isinstance(answer.get(name), (int, float)) for name in fields):
        return None
    scale = view_width / answer["visualWidth"]
    return ((answer["x"] - answer["visualLeft"]) * scale, (answer["y"] - answer["visualTop"]) * scale)


def png_pixels(data: bytes) -> tuple[int, int, list[bytes], int]:
    """(width, height, rows, bytes a pixel) of an 8-bit RGB or RGBA PNG, not
    interlaced (what Chromium writes)."""
    if data[:8] != b"\x89PNG\r\n\x1a\n":
        raise ValueError("not a PNG")
    position, idat, header = 8, b"", None
    while position + 8 <= len(data):
        length, kind = struct.unpack(">I4s", data[position:position + 8])
        body = data[position + 8:position + 8 + length]
        if kind == b"IHDR":
            header = struct.unpack(">IIBBBBB", body)
        elif kind == b"IDAT":
            idat += body
        position += 12 + length
    if header is None:
        raise ValueError("a PNG without IHDR")
    width, height, depth, colour, _, _, interlace = header
    if depth != 8 or colour not in (2, 6) or interlace != 0:
        raise ValueError(f"an unexpected PNG (depth {depth}, colour type {colour}, interlace {interlace})")
    step = 3 if colour == 2 else 4
    raw = zlib.decompress(idat)
    stride = width * step
    rows: list[bytes] = []
    previous = bytearray(stride)
    for row in range(height):
        start = row * (stride + 1)
        kind, line = raw[start], bytearray(raw[start + 1:start + 1 + stride])
        for i in range(stride):
            left = line[i - step] if i >= step else 0
            up = previous[i]
            corner = previous[i - step] if i >= step else 0
            if kind == 1:
                line[i] = (line[i] + left) & 0xFF
            elif kind == 2:
                line[i] = (line[i] + up) & 0xFF
            elif kind == 3:
                line[i] = (line[i] + (left + up) // 2) & 0xFF
            elif kind == 4:
                guess = left + up - corner
                best = min((abs(guess - left), 0, left), (abs(guess - up), 1, up), (abs(guess - corner), 2, corner))
                line[i] = (line[i] + best[2]) & 0xFF
        rows.append(bytes(line))
        previous = line
    return width, height, rows, step


def centre_of(colour: tuple[int, int, int], png: tuple[int, int, list[bytes], int]) -> tuple[float, float] | None:
    """The centre, in pixels, of the box holding every pixel near `colour`."""
    width, height, rows, step = png
    xs: list[int] = []
    ys: list[int] = []
    for y in range(height):
        row = rows[y]
        for x in range(width):
            pixel = row[x * step:x * step + 3]
            if all(abs(pixel[i] - colour[i]) <= 40 for i in range(3)):
                xs.append(x)
                ys.append(y)
    if not xs:
        return None
    return ((min(xs) + max(xs) + 1) / 2, (min(ys) + max(ys) + 1) / 2)


def judge(engine: str, case: str, name: str, answers: list[dict], css: tuple[float, float] | None,
          screen: tuple[float, float]) -> list[str]:
    """Failures of one touch: its start and end answers, mapped, must be at
    `screen`; their own point at `css` (when given) within 1 CSS px."""
    failures = []
    label = f"{engine} {case} {name} square"
    phases = {answer.get("phase"): answer for answer in answers if "kind" in answer}
    for phase in ("start", "end"):
        answer = phases.get(phase)
        if answer is None:
            failures.append(f"{label}: no {phase} answer")
            continue
        point = mapped(answer, VIEW[0])
        if point is None:
            failures.append(f"{label}: the {phase} answer has no visible area: {answer}")
            continue
        if css is not None and math.dist((answer["x"], answer["y"]), css) > 1:
            failures.append(f"{label}: the touch landed at ({answer['x']}, {answer['y']}) CSS px, not {css}")
            continue
        off = math.dist(point, screen)
        verdict = "ok   " if off <= TOLERANCE_PX else "FAIL "
        line = (f"{verdict}  {label} {phase}: mapped ({point[0]:.2f}, {point[1]:.2f}), touch on the screen "
                f"({screen[0]:.2f}, {screen[1]:.2f}), {off:.2f} px apart (visualViewport "
                f"{answer['visualLeft']:g},{answer['visualTop']:g} {answer['visualWidth']:g}×{answer['visualHeight']:g})")
        print(line)
        if off > TOLERANCE_PX:
            failures.append(line)
    return failures


def check_chromium(browser, script: str, stub: str, folder: pathlib.Path) -> list[str]:
    """The squares touched in Chromium, zoomed out, then pinch-zoomed."""
    failures: list[str] = []
    (folder / "zoomed-out.html").write_text(page_html(mobile=False))
    (folder / "pinch.html").write_text(page_html(mobile=True))
    for case, page_name, pinch in (("zoomed out", "zoomed-out.html", False), ("pinch-zoomed", "pinch.html", True)):
        posted: list[dict] = []
        context = browser.new_context(viewport={"width": VIEW[0], "height": VIEW[1]}, is_mobile=True,
                                      has_touch=True, device_scale_factor=1)
        context.expose_binding("__taporlinkAnswer", lambda _source, message: posted.append(message))
        context.add_init_script(stub)
        context.add_init_script(script)
        page = context.new_page()
        page.goto((folder / page_name).as_uri(), wait_until="load")
        cdp = context.new_cdp_session(page)
        if pinch:
            cdp.send("Emulation.setPageScaleFactor", {"pageScaleFactor": 2.5})
            page.wait_for_timeout(200)
            # A wheel scrolls the zoomed view inside the layout viewport.
            page.mouse.move(50, 50)
            page.mouse.wheel(60, 250)
            page.wait_for_timeout(300)
        viewport = page.evaluate("[visualViewport.offsetLeft, visualViewport.offsetTop, visualViewport.scale]")
        if pinch and (viewport[0] <= 0 or viewport[1] <= 0 or viewport[2] <= 1):
            failures.append(f"chromium {case}: the page is not pinch-zoomed and scrolled: visualViewport {viewport}")
        shot = png_pixels(page.screenshot())
        for name, colour, _, _ in SQUARES:
            screen = centre_of(colour, shot)
            if screen is None:
                continue  # not shown in this view (the pinch-zoomed one shows part of the page)
            box = page.evaluate(f"(() => {{ const r = document.getElementById('{name}').getBoundingClientRect();"
                                " return [r.left + r.width / 2, r.top + r.height / 2]; })()")
            # DevTools takes a touch in CSS px from the visual viewport's corner.
            touch = {"x": box[0] - viewport[0], "y": box[1] - viewport[1], "id": 1, "radiusX": 1, "radiusY": 1}
            posted.clear()
            cdp.send("Input.dispatchTouchEvent", {"type": "touchStart", "touchPoints": [touch]})
            cdp.send("Input.dispatchTouchEvent", {"type": "touchEnd", "touchPoints": []})
            page.wait_for_timeout(100)
            failures += judge("chromium", case, name, list(posted), (box[0], box[1]), screen)
        context.close()
    return failures


def check_webkit(script: str, folder: pathlib.Path) -> list[str]:
    """The squares touched in WebKitGTK at zoom level 360 / 980, through the
    WebKit driver (its own process, under xvfb-run)."""
    (folder / "zoomed-out.html").write_text(page_html(mobile=False))
    scale = VIEW[0] / 980
    runs = []
    for name, _, (x, y), _ in SQUARES:
        # WebKitGTK drops the fraction of a touch's screen point: the touch
        # goes just past a whole pixel, so that what WebKit takes is that
        # pixel whatever the rounding of CSS px × scale.
        screen = (math.floor(x * scale) + 0.01, math.floor(y * scale) + 0.01)
        if screen[1] >= VIEW[1]:
            continue
        css = (screen[0] / scale, screen[1] / scale)
        runs.append({"id": name, "page": str(folder / "zoomed-out.html"), "scale": scale, "gesture": {
            "kind": "tap", "events": [{"t_ms": 0, "type": "down", "finger": 1, "x": css[0], "y": css[1]},
                                      {"t_ms": 60, "type": "up", "finger": 1, "x": css[0], "y": css[1]}]}})
    plan = {"viewport": {"width": VIEW[0], "height": VIEW[1]}, "settle_ms": 300, "page_script": script, "runs": runs}
    run = run_driver(plan, folder, "zoomed", 180, ("--input", "touch"))
    if run.returncode is None:
        return ["webkit: the WebKit driver took longer than 180 s and was stopped"]
    if run.returncode != 0 or not run.result.is_file():
        return [f"webkit: the WebKit driver failed (exit {run.returncode}): {run.stderr.strip()[-300:]}"]
    result_path = run.result
    result = json.loads(result_path.read_text())
    print(f"       (WebKitGTK {result.get('version', '?')}, input {result.get('input', '?')})")
    failures: list[str] = []
    for entry in result.get("runs", []):
        if entry.get("error"):
            failures.append(f"webkit {entry.get('id')}: {entry['error']}")
            continue
        down = entry["touches"][0]
        screen = (down["x"] * scale, down["y"] * scale)
        answers = [json.loads(message["json"]) for message in entry.get("messages", [])]
        failures += judge("webkit", "zoomed out", entry["id"], answers, None, screen)
    return failures


def check(script: str, stub: str, browser) -> list[str]:
    """Both engines; the failures, each one line."""
    with tempfile.TemporaryDirectory() as folder:
        failures = check_chromium(browser, script, stub, pathlib.Path(folder))
    with tempfile.TemporaryDirectory() as folder:
        failures += check_webkit(script, pathlib.Path(folder))
    return failures
