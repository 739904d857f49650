"""The raw recording: what record.py writes for one gesture, before the
engine sees it. Shared by record.py and its tests; no browser needed.

A raw recording is one JSON object (Tools/browser/PROTOCOL.md, "Raw
recordings"). `taporlink-lab import-recording` (Tools/lab) turns it into a scenario.
"""

from __future__ import annotations

import hashlib
import json
import math
import re
import unicodedata
from dataclasses import dataclass, field
from pathlib import Path

FORMAT = 1
VIEWPORT = (360, 640)
GESTURES = ("tap", "drag", "longpress", "doubletap", "twofinger")
REQUEST_TYPES = ("link", "form", "back", "reload", "resubmit", "other")
FRAMES = ("main", "sub", "new-window")
SAME_DOCUMENT_KINDS = ("fragment", "push", "replace", "traverse")
# The truth in three: what targets.json's `truth3` and a page's data-expect
# may say.
TRUTHS3 = ("link", "control", "content")
# Where the served folder appears in every recorded URL, whatever port the
# recording used, so that recordings compare across runs and machines.
STABLE_ORIGIN = "https://pages.taporlink.invalid"

# Elements a content point must not be inside for the point to stay content.
INTERACTIVE_SELECTOR = (
    "a[href], area[href], button, input, select, textarea, summary, label, "
    '[role="button"], [role="link"], [onclick]'
)


# What may make a touch, and a mouse's or a touchpad's buttons (the raw
# recording's `pointer` and `button`; the engine's PointerKind and
# PointerButton).
POINTERS = ("finger", "pen", "mouse", "touchpad")
BUTTONS = ("primary", "secondary", "middle")


@dataclass
class Touch:
    t_ms: float
    type: str
    finger: int
    x: float
    y: float
    # Written only when not a finger's, and the button only when not the
    # primary one: a finger's recording reads as before pointers.
    pointer: str = "finger"
    button: str = "primary"

    def json(self) -> dict:
        value: dict = {"t_ms": self.t_ms, "type": self.type, "finger": self.finger, "x": self.x, "y": self.y}
        if self.pointer != "finger":
            value["pointer"] = self.pointer
        if self.button != "primary":
            value["button"] = self.button
        return value


@dataclass
class Target:
    """What was touched: a target of a targets file or a marked element."""

    index: int
    name: str
    truth: str  # link | content
    point: tuple[float, float]
    selector: str = ""
    chosen_as: str = ""
    blind: str = ""
    gestures: list[str] = field(default_factory=lambda: ["tap"])
    observed: list[dict] = field(default_factory=list)
    subframe: bool = False
    # The truth in three (link | control | content), when the targets file
    # or the page says it: a `control` is a target that does not navigate
    # (truth `content`) and is the page's own control. Empty when unknown.
    truth3: str = ""


@dataclass
class PageJob:
    """One page to record: where it is served, how it is shown, what to touch."""

    page: str  # path relative to the served folder
    url_path: str  # path on the server, like /readability/001/
    scale: float
    layout_viewport: tuple[float, float]
    setup: list[dict]
    targets: list[Target]


@dataclass
class Recording:
    """One gesture on one target, as recorded."""

    engine: str
    browser: str
    input: str
    page: str
    url: str
    scale: float
    layout_viewport: tuple[float, float]
    target: Target
    gesture: str
    touched_at: tuple[float, float]
    moved: str = ""
    touches: list[Touch] = field(default_factory=list)
    requests: list[dict] = field(default_factory=list)
    answers: list[dict] = field(default_factory=list)
    navigations: list[dict] = field(default_factory=list)
    uri_changes: list[dict] = field(default_factory=list)
    # What the page did after the touch (effects.py), None when not observed.
    effects: list[dict] | None = None
    effects_baseline: dict | None = None
    effects_left_out: dict | None = None

    def json(self) -> dict:
        target = self.target
        value = {
            "recording": FORMAT,
            "engine": self.engine,
            "browser": self.browser,
            "input": self.input,
            "page": self.page,
            "url": self.url,
            "viewport": list(VIEWPORT),
            "layout_viewport": [round(v, 2) for v in self.layout_viewport],
            "scale": self.scale,
            "target": {
                "index": target.index,
                "name": target.name,
                "selector": target.selector,
                "truth": target.truth,
                "chosen_as": target.chosen_as,
                "point": [round(v, 2) for v in target.point],
                "blind": target.blind,
                "observed": target.observed,
            },
            "gesture": self.gesture,
            "touched_at": [round(v, 2) for v in self.touched_at],
            "moved": self.moved,
            "touches": [t.json() for t in self.touches],
            "requests": self.requests,
            "answers": self.answers,
            "navigations": self.navigations,
            "uri_changes": self.uri_changes,
        }
        if target.truth3:
            value["target"]["truth3"] = target.truth3
        if self.effects is not None:
            value["effects"] = self.effects
            value["effects_baseline"] = self.effects_baseline or {}
            value["effects_left_out"] = self.effects_left_out or {}
        return value


def gesture_plan(kind: str, x: float, y: float) -> list[Touch]:
    """The touch events of a gesture, at times relative to its first down,
    in CSS px of the layout viewport."""
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
        x2 = x + 40.0 if x + 40.0 < VIEWPORT[0] else x - 40.0
        return [
            Touch(0, "down", 1, x, y),
            Touch(40, "down", 2, x2, y),
            Touch(140, "up", 2, x2, y),
            Touch(160, "up", 1, x, y),
        ]
    raise ValueError(kind)


class TargetsError(Exception):
    """A targets file that is not what the format says; the message says where."""


def _where(path: Path, pointer: str) -> str:
    return f"{path}: {pointer}"


def _number(value, where: str) -> float:
    if isinstance(value, bool) or not isinstance(value, (int, float)) or not math.isfinite(value):
        raise TargetsError(f"{where}: expected a number, got {json.dumps(value)[:40]}")
    return float(value)


def _point(value, where: str) -> tuple[float, float]:
    if not isinstance(value, list) or len(value) != 2:
        raise TargetsError(f"{where}: expected [x, y]")
    return (_number(value[0], f"{where}[0]"), _number(value[1], f"{where}[1]"))


MAX_TARGETS_BYTES = 32 * 1024 * 1024
MAX_PAGES = 2000
MAX_TARGETS_A_PAGE = 500


def page_url_path(page: str) -> str:
    """A page's path on the server: an index.html is loaded as its folder."""
    path = "/" + page.lstrip("/")
    return path[: -len("index.html")] if path.endswith("/index.html") else path


def read_targets(path: Path, only: list[str] | None = None) -> list[PageJob]:
    """Reads a targets file (the format of shared/realweb/targets.json).

    `only`: keep the pages whose path contains one of these words.
    Raises TargetsError with the file and the JSON path of the problem.
    """
    try:
        data = path.read_bytes()[: MAX_TARGETS_BYTES + 1]
    except OSError as error:
        raise TargetsError(f"{path}: cannot read it: {error.strerror}") from None
    if len(data) > MAX_TARGETS_BYTES:
        raise TargetsError(f"{path}: larger than {MAX_TARGETS_BYTES} bytes")
    try:
        root = json.loads(data.decode("utf-8"))
    except (UnicodeDecodeError, ValueError, RecursionError) as error:
        raise TargetsError(f"{path}: not JSON: {error}") from None
    if not isinstance(root, dict) or not isinstance(root.get("pages"), list):
        raise TargetsError(_where(path, "expected an object with a `pages` list"))
    pages = root["pages"]
    if len(pages) > MAX_PAGES:
        raise TargetsError(_where(path, f"pages: more than {MAX_PAGES}"))
    folder = path.resolve().parent
    jobs = []
    for number, value in enumerate(pages):
        where = _where(path, f"pages[{number}]")
        if not isinstance(value, dict):
            raise TargetsError(f"{where}: expected an object")
        page = value.get("page")
        if not isinstance(page, str) or not page or page.startswith("/") or ".." in Path(page).parts:
            raise TargetsError(f"{where}.page: expected a relative path inside {folder}")
        if not (folder / page).is_file():
            raise TargetsError(f"{where}.page: {folder / page} does not exist")
        if only and not any(word in page for word in only):
            continue
        scale = _number(value.get("scale", 1), f"{where}.scale")
        if not 0.05 <= scale <= 10:
            raise TargetsError(f"{where}.scale: {scale} is outside 0.05…10")
        layout = value.get("layout_viewport", [VIEWPORT[0] / scale, VIEWPORT[1] / scale])
        layout_viewport = _point(layout, f"{where}.layout_viewport")
        setup = value.get("setup", [])
        if not isinstance(setup, list):
            raise TargetsError(f"{where}.setup: expected a list")
        for step_number, step in enumerate(setup):
            at = f"{where}.setup[{step_number}]"
            if not isinstance(step, dict) or not isinstance(step.get("fill"), str):
                raise TargetsError(f"{at}: expected an object with `fill` (a CSS selector)")
            for key in ("text", "press"):
                if key in step and not isinstance(step[key], str):
                    raise TargetsError(f"{at}.{key}: expected a string")
        targets_value = value.get("targets", [])
        if not isinstance(targets_value, list) or len(targets_value) > MAX_TARGETS_A_PAGE:
            raise TargetsError(f"{where}.targets: expected a list of at most {MAX_TARGETS_A_PAGE}")
        targets = []
        for index, target in enumerate(targets_value):
            at = f"{where}.targets[{index}]"
            if not isinstance(target, dict):
                raise TargetsError(f"{at}: expected an object")
            expect = target.get("expect")
            if expect not in ("link", "content"):
                raise TargetsError(f"{at}.expect: expected \"link\" or \"content\", got {json.dumps(expect)[:40]}")
            selector = target.get("selector")
            if not isinstance(selector, str) or not selector:
                raise TargetsError(f"{at}.selector: expected a CSS selector")
            name = target.get("name")
            name = name if isinstance(name, str) and name else f"target {index}"
            observed = target.get("observed", [])
            truth3 = target.get("truth3")
            targets.append(
                Target(
                    index=index,
                    name=name,
                    truth=expect,
                    point=_point(target.get("point"), f"{at}.point"),
                    selector=selector,
                    chosen_as=str(target.get("chosen_as", "")),
                    observed=observed if isinstance(observed, list) else [],
                    truth3=truth3 if truth3 in TRUTHS3 else "",
                )
            )
        jobs.append(PageJob(page, page_url_path(page), scale, layout_viewport, setup, targets))
    return jobs


def stable_url(url: str, origin: str) -> str:
    """`url` with the recording server's origin written as STABLE_ORIGIN."""
    if url.startswith(origin + "/") or url == origin:
        return STABLE_ORIGIN + url[len(origin) :]
    return url


# The longest page part of a file name, in characters (ASCII): with the
# target's part (at most 48), the index, the gesture and `-again` suffixes,
# a name stays far below the 255 bytes a file name may have.
MAX_PLACE = 80


def file_stem(page: str, target: Target, gesture: str) -> str:
    """A file name for one recording: page, target index, name, gesture.

    ASCII letters, digits and dashes only, at most about 150 characters
    whatever the page's path: a page part longer than MAX_PLACE is cut and
    ends with 8 hex digits of the whole path's SHA-1, so two long paths that
    share their start still get two names."""
    page_part = page[: -len("/index.html")] if page.endswith("/index.html") else page
    page_part = page_part.rsplit(".", 1)[0] if page_part.endswith(".html") else page_part
    slug = re.sub(r"[^a-z0-9]+", "-", target.name.lower()).strip("-")[:48].strip("-")
    place = re.sub(r"[^A-Za-z0-9]+", "-", page_part).strip("-")
    if len(place) > MAX_PLACE:
        digest = hashlib.sha1(page.encode("utf-8", "surrogatepass")).hexdigest()[:8]
        place = place[: MAX_PLACE - 9].rstrip("-") + "-" + digest
    return f"{place}-{target.index:02d}-{slug}-{gesture}"


def folded_name(name: str) -> str:
    """A file name as a file system that folds case and Unicode
    normalization (macOS, Windows) compares it."""
    return unicodedata.normalize("NFC", unicodedata.normalize("NFC", name).casefold())


def same_document_kind(navigation_type: str, old_url: str, new_url: str) -> str:
    """DevTools' navigationType (`fragment`, `historyApi`, `other`) as a
    same-document kind."""
    if navigation_type == "fragment":
        return "fragment"
    if old_url.split("#", 1)[0] == new_url.split("#", 1)[0] and old_url != new_url:
        return "fragment"
    return "push"
