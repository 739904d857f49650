"""What the page did after a touch, as a raw recording keeps it.

Tools/browser/effects.js observes the top frame of the page from document
start and gives its record as JSON (`read()`): entries stamped with the
page's clock. This module turns that record into the raw recording's
`effects`, `effects_baseline` and `effects_left_out` members
(Tools/browser/PROTOCOL.md), on the recorder's clock. Pure: no browser
needed, so record.py and its tests share it.

The clocks. An entry's time is `performance.now()` in the page; with
`performance.timeOrigin` added it is on the wall clock (epoch ms), the clock
the page script's relayed messages carry too. The recorder samples its own
monotonic clock and the wall clock together once (`Clock`), and an entry's
time on the recorder's clock is that sample's monotonic time plus how far
the entry's wall time is from the sample's wall time.
"""

from __future__ import annotations

import json
import math
from dataclasses import dataclass

# The observer's script, installed by both engines.
OBSERVER_JS_NAME = "effects.js"
# At most this many entries a recording; the others are counted.
MAX_EFFECTS = 2000
# The span before the first touch whose DOM changes give the page's own pace.
BASELINE_MS = 1000.0
# What a raw record may be, at most (the observer keeps up to 20,000 entries).
MAX_READ_BYTES = 8 * 1024 * 1024
KINDS = ("click", "mutation", "focus", "focusOther", "event")
MUTATION_KINDS = ("childList", "attributes", "characterData")
EVENTS = ("input", "change", "toggle", "submit", "invalid", "select", "beforeinput")
MAX_TEXT = 40


@dataclass(frozen=True)
class Clock:
    """One sample of both clocks, taken together: `t_ms` on the recorder's
    clock (ms, 0 = the first touch) and `wall_ms` on the wall clock (epoch ms)."""

    t_ms: float
    wall_ms: float


def recorder_ms(page_ms: float, origin_ms: float, clock: Clock) -> float:
    """An entry's page time (performance.now(), with the page's timeOrigin)
    on the recorder's clock."""
    return clock.t_ms + (origin_ms + page_ms - clock.wall_ms)


def _number(value: object) -> float | None:
    if isinstance(value, bool) or not isinstance(value, (int, float)) or not math.isfinite(value):
        return None
    return float(value)


def _text(value: object) -> str:
    return value[:MAX_TEXT] if isinstance(value, str) else ""


def entry(raw: object, t_ms: float) -> dict | None:
    """One raw observer entry as a recording's effect, or None when it is
    not one the observer writes."""
    if not isinstance(raw, dict):
        return None
    kind = raw.get("kind")
    if kind not in KINDS:
        return None
    value: dict = {"t_ms": round(t_ms, 3), "kind": kind}
    if kind == "click":
        value.update(tag=_text(raw.get("tag")), control=_text(raw.get("control")),
                     prevented=raw.get("prevented") is True)
    elif kind in ("focus", "focusOther"):
        value.update(tag=_text(raw.get("tag")), control=_text(raw.get("control")))
    elif kind == "mutation":
        detail = raw.get("detail")
        if detail not in MUTATION_KINDS:
            return None
        value["detail"] = detail
    else:
        detail = raw.get("detail")
        if detail not in EVENTS:
            return None
        value["detail"] = detail
    return value


@dataclass
class Effects:
    """The raw recording's three members about what the page did."""

    effects: list
    baseline: dict
    left_out: dict


def read_effects(text: str | None, clock: Clock | None, first_touch_ms: float = 0.0,
                 cap: int = MAX_EFFECTS) -> Effects | None:
    """The observer's `read()` text as the recording's effects.

    Entries from the first touch on become `effects` (at most `cap`; the
    rest are counted in `left_out.over_cap`); the DOM changes in the
    BASELINE_MS before it, but not before the observer's mark, are the
    baseline, with the span they were counted over. None when there is no
    record (the observer was not there, or its record is unreadable)."""
    if not text or clock is None or len(text) > MAX_READ_BYTES:
        return None
    try:
        record = json.loads(text)
    except (ValueError, RecursionError):
        return None
    if not isinstance(record, dict) or not isinstance(record.get("entries"), list):
        return None
    origin = _number(record.get("origin"))
    if origin is None:
        return None
    mark = _number(record.get("mark"))
    marked_ms = recorder_ms(mark, origin, clock) if mark is not None else None
    effects: list = []
    over_cap = 0
    before = 0
    unreadable = 0
    window_start = first_touch_ms - BASELINE_MS
    if marked_ms is not None:
        window_start = max(window_start, marked_ms)
    for raw in record["entries"]:
        page_ms = _number(raw.get("t")) if isinstance(raw, dict) else None
        if page_ms is None:
            unreadable += 1
            continue
        at = recorder_ms(page_ms, origin, clock)
        if at < first_touch_ms:
            if isinstance(raw, dict) and raw.get("kind") == "mutation" and at >= window_start:
                before += 1
            continue
        value = entry(raw, at)
        if value is None:
            unreadable += 1
        elif len(effects) < cap:
            effects.append(value)
        else:
            over_cap += 1
    effects.sort(key=lambda e: e["t_ms"])
    baseline = {"ms": round(max(0.0, first_touch_ms - window_start), 1), "mutations": before}
    left_out = {"blur_mutations": int(_number(record.get("blur")) or 0), "over_cap": over_cap,
                "dropped_in_page": int(_number(record.get("dropped")) or 0), "unreadable": unreadable}
    return Effects(effects, baseline, left_out)


def counts(effects: list) -> dict:
    """A summary of a recording's effects after the touch: whether the click
    landed on a control, took the focus to one, set off a form event, or
    changed the DOM (how many changes)."""
    clicks = [e for e in effects if e["kind"] == "click"]
    return {
        "control": next((e["control"] for e in clicks if e["control"]), ""),
        "focus": sum(1 for e in effects if e["kind"] == "focus"),
        "events": sum(1 for e in effects if e["kind"] == "event"),
        "mutations": sum(1 for e in effects if e["kind"] == "mutation"),
        "prevented": any(e["prevented"] for e in clicks),
    }
