"""What the person meant (contract 1.4), on real pages: evidence tables.

usage: python3 Tools/browser/gesture_evidence.py [--engine chromium|webkit [--webkit-driver]] \
           --targets ../shared/realweb/targets.json --only readability/aktualne/ ... \
           [--page Tests/Pages/long.html ...] [--taporlink .build/debug/taporlink] [--runner PATH] -o OUT

On each page it plays, with real touch events (DevTools'
Input.dispatchTouchEvent in a mobile Chromium context, as record.py does):

  flick+tap     a flick, then a tap on the content point while the page coasts
  select+tap    a word selected by script (a Range), then a tap on content
  double-tap    a double tap on content, on a link and on a control
  long-press    an 800 ms press on content

In WebKitGTK (--engine webkit) the same plays go through the live runner
(Tools/webkitgtk's taporlink-live under xvfb-run, as Tools/live/run runs
it: real GDK touch events, each play on a fresh web view with TapOrLink's
GTK integration connected, the library's default configuration, so
`double-tap: fast`), one runner process a page. The truth comes from an
observer in the runner's isolated world (the plan's `observer_script`:
scroll events, not frames; clicks; the selection), the word of select+tap
is selected by the run's `before_script`, and the engine's decisions are
the LIVE ones, each beside the replay of the play's own flight recording
(and whether live = replay). --page pages are measured in Chromium first,
as record.py measures them. With --webkit-driver, the former way: the
WebKit driver (webkit_driver.py, real GDK touches) records, and the
recordings are replayed as Chromium's are (below); targets-file pages only.

In Chromium (and with --webkit-driver) it records what the browser did
(its truth: did the coast stop, did the selection collapse, how many
`click`s a capture listener heard, how many navigation requests) and, from the same touches, the page script's
messages and the navigation requests, what the engine decided: each play
is written as a raw recording (Tools/browser/PROTOCOL.md), imported by the
lab's `taporlink-lab import-recording` (as record.py does), given
`double-tap: fast` in its config (the importer writes none; the library's
default is `.fast`) and its expectations dropped, and replayed by
`taporlink --trace`; the trace's outcomes are the engine's decisions.

Writes OUT/*.json (raw; live: each page's runner result), OUT/*.yaml
(scenarios; live: each play's flight recording), OUT/evidence.json and
prints the Markdown table and the targets' counts.
"""

from __future__ import annotations

import argparse
import json
import os
import re
import subprocess
import sys
import time
from dataclasses import dataclass, field
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))

# Outcome events of a trace (contract 1.0 to 1.4).
OUTCOMES = ("tap", "link", "control", "moved", "cancelled", "longpress", "multitouch", "dismiss", "doubletap",
            "late-link")
# The kinds of play, in table order.
PLAYS = ("flick+tap", "select+tap", "double-tap content", "double-tap link", "double-tap control",
         "long-press content")

# The truth observer: clicks (capture), double clicks, context menus, the
# touch-downs with the page's top, and the page's top every frame. The top
# is the visual viewport's (`visualViewport.pageTop`): on a page wider than
# the screen a flick scrolls the visual viewport inside the layout one, and
# `scrollY` does not move (nytimes-1).
TRUTH_JS = """() => {
  const g = window.__ge = { clicks: 0, dblclicks: 0, menus: 0, downs: [], ups: [], frames: [] };
  const top = () => window.visualViewport ? visualViewport.pageTop : scrollY;
  addEventListener('touchend', () => { g.ups.push(performance.now()); }, { capture: true, passive: true });
  addEventListener('click', () => { g.clicks++; }, true);
  addEventListener('dblclick', () => { g.dblclicks++; }, true);
  addEventListener('contextmenu', () => { g.menus++; }, true);
  addEventListener('touchstart', (e) => {
    const t = e.touches[0] || e.changedTouches[0];
    const hit = t ? document.elementFromPoint(t.clientX, t.clientY) : null;
    g.downs.push([performance.now(), top(), hit ? hit.closest('a[href]') ? 'a' : hit.localName : '']);
  }, { capture: true, passive: true });
  (function frame() { g.frames.push([performance.now(), top()]);
    if (g.frames.length < 3000) requestAnimationFrame(frame); })();
}"""
TRUTH_READ = """() => { const g = window.__ge; if (!g) return null; const s = getSelection();
  return { clicks: g.clicks, dblclicks: g.dblclicks, menus: g.menus, downs: g.downs, ups: g.ups, frames: g.frames,
           selection: s ? String(s) : '', collapsed: s ? s.isCollapsed : true }; }"""
# Selects the first word (3+ letters) of the element at the selector; its text.
SELECT_JS = """([selector, x, y]) => {
  let element = null;
  try { element = selector ? document.querySelector(selector) : null; } catch (e) {}
  if (!element) element = document.elementFromPoint(x, y);
  if (!element) return '';
  const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const found = /[A-Za-z\\u00C0-\\u024F]{3,}/.exec(node.data);
    if (!found) continue;
    const range = document.createRange();
    range.setStart(node, found.index); range.setEnd(node, found.index + found[0].length);
    getSelection().removeAllRanges(); getSelection().addRange(range);
    return String(getSelection());
  }
  return '';
}"""

COAST_TOUCH_MS = 200  # the tap comes this long after the flick's lift (dismissal_answers.py)
SCROLL_EPSILON = 1.0  # px of the page's top that count as a move


# ------------------------------------------------------------ pure logic


def scroll_truth(frames: list[list[float]], down: list[float] | None, lift: float | None = None,
                 settle_ms: float = 150.0) -> dict:
    """Was the page coasting at the touch-down (its top moved in the 100 ms
    before it, and after the previous finger's lift: the drag's own scroll
    is no coast) and did it stop (no move from settle_ms after the down to
    the last frame)? `frames` are [time ms, the visual viewport's page
    top]; `down` [time ms, top]; `lift` the previous lift's time (ms), if
    any."""
    if not down or not frames:
        return {"coasting": None, "stopped": None, "after": 0.0}
    t0 = down[0]
    since = max(t0 - 100.0, lift if lift is not None else t0 - 100.0)
    before = [y for t, y in frames if since <= t <= t0]
    earlier = [y for t, y in frames if t < since]
    if earlier:
        before = [earlier[-1]] + before
    coasting = len(before) >= 2 and max(before) - min(before) > SCROLL_EPSILON
    after = [y for t, y in frames if t >= t0 + settle_ms]
    moved_after = (max(after) - min(after)) if len(after) >= 2 else 0.0
    return {"coasting": coasting, "stopped": moved_after <= SCROLL_EPSILON, "after": round(moved_after, 1)}


def parse_trace(text: str) -> dict[str, list[str]]:
    """`taporlink --trace` output: each scenario file's outcome lines
    (`123ms: tap web 10 20`), by path."""
    result: dict[str, list[str]] = {}
    current = None
    tracing = False
    for line in text.splitlines():
        head = re.match(r"^(PASS|FAIL|ERROR)\s+(\S+)", line)
        if head:
            current = head.group(2)
            result[current] = []
            tracing = False
            continue
        if line == "  trace:":
            tracing = True
            continue
        step = re.match(r"^    ([0-9.]+)ms: (\S+)(.*)$", line)
        if current and tracing and step and step.group(2) in OUTCOMES:
            result[current].append(f"{step.group(2)}{step.group(3)}")
    return result


def with_double_tap(text: str, mode: str = "fast") -> str:
    """A scenario's text with `double-tap: MODE` in its config and without
    its expectations (`expect: []`: the recorder's are about 1.3; every
    outcome then fails the file, and `--trace` prints them all)."""
    lines = text.splitlines()
    if "expect:" in lines:
        lines = lines[: lines.index("expect:")]
    lines.append("expect: []")
    if "config:" in lines:
        at = lines.index("config:") + 1
        lines.insert(at, f"  double-tap: {mode}")
    else:
        at = next(i for i, line in enumerate(lines) if line.startswith("name:")) + 1
        lines[at:at] = ["config:", f"  double-tap: {mode}"]
    return "\n".join(lines) + "\n"


def decision_words(outcomes: list[str]) -> list[str]:
    """Outcomes as short words: `dismiss scroll`, `doubletap`, `tap`, ..."""
    words = []
    for outcome in outcomes:
        parts = outcome.split()
        if parts[0] == "dismiss" and len(parts) > 1:
            words.append(f"dismiss {parts[1]}")
        else:
            words.append(parts[0])
    return words


def misses(play: str, truth: dict, outcomes: list[str]) -> list[str]:
    """What breaks a target of the brief, for one play."""
    words = decision_words(outcomes)
    found = []
    if play == "flick+tap" and truth.get("coasting") and words[1:2] == ["tap"]:
        found.append("a tap that stopped a coasting scroll decided `tap`")
    if play == "select+tap" and truth.get("selected") and words[:1] == ["tap"]:
        found.append("a tap that dismissed a selection decided `tap`")
    if play.startswith("double-tap") and play != "double-tap link" and words.count("tap") >= 2:
        found.append("a double tap gave two `tap`s")
    if play == "double-tap link" and not (words.count("link") == 1 and words.count("doubletap") == 1):
        found.append(f"a double-tapped link gave {' + '.join(words) or 'nothing'}, not one link + one doubletap")
    return found


@dataclass
class Row:
    page: str
    play: str
    truth: dict = field(default_factory=dict)
    outcomes: list[str] = field(default_factory=list)
    file: str = ""
    error: str = ""
    # Live in WebKitGTK: the replay of the play's own flight recording (its
    # outcomes' names, in order) and whether it met every live decision at
    # its instant; None when the decisions come from a replay only.
    replay: list[str] | None = None
    replay_passed: bool | None = None


def live_equals_replay(row: Row) -> bool | None:
    """Whether the replay decided what was decided live, outcome by outcome
    (by name: the replay's list has no details), at each live instant."""
    if row.replay is None:
        return None
    names = [outcome.split()[0] for outcome in row.outcomes if outcome.split()]
    return names == row.replay and bool(row.replay_passed)


def truth_words(play: str, truth: dict) -> str:
    if not truth:
        return "-"
    parts = []
    if play == "flick+tap":
        coasting = {True: "coasting", False: "still", None: "?"}[truth.get("coasting")]
        stopped = {True: "stopped", False: f"kept moving ({truth.get('after')} px)", None: "?"}[truth.get("stopped")]
        parts.append(f"{coasting} at touch, {stopped}")
    if play == "select+tap":
        if not truth.get("selected"):
            parts.append("no word selected")
        else:
            parts.append("selection collapsed" if truth.get("collapsed") else "selection kept")
    parts.append(f"{truth.get('clicks', 0)} click")
    if truth.get("requests"):
        parts.append(f"{truth['requests']} nav request")
    if truth.get("dblclicks"):
        parts.append(f"{truth['dblclicks']} dblclick")
    if play.startswith("long-press"):
        parts.append(f"{truth.get('menus', 0)} contextmenu")
        if truth.get("selection_text"):
            parts.append("text selected")
    if truth.get("under"):
        parts.append(f"under finger <{truth['under']}>")
    return ", ".join(parts)


def replay_words(row: Row) -> str:
    """The replay column: its outcomes, and `met` or `not met` (each live
    decision at its instant)."""
    if row.error or row.replay is None:
        return "-"
    said = " + ".join(row.replay) or "nothing"
    return f"{said} ({'met' if row.replay_passed else 'not met'})"


def table(rows: list[Row]) -> str:
    live = any(row.replay is not None for row in rows)
    if not live:
        lines = ["| page | gesture | browser (truth) | engine decided |", "|---|---|---|---|"]
    else:
        lines = ["| page | gesture | browser (truth) | engine decided (live) | replay | live = replay |",
                 "|---|---|---|---|---|---|"]
    for row in rows:
        decided = row.error or " + ".join(decision_words(row.outcomes)) or "nothing"
        line = f"| {row.page} | {row.play} | {truth_words(row.play, row.truth)} | {decided} |"
        if live:
            same = live_equals_replay(row)
            line += f" {replay_words(row)} | {'-' if row.error or same is None else 'yes' if same else '**no**'} |"
        lines.append(line)
    return "\n".join(lines)


def counts(rows: list[Row]) -> dict:
    done = [row for row in rows if not row.error]
    def of(play_prefix):
        return [row for row in done if row.play.startswith(play_prefix)]
    coasting = [row for row in of("flick+tap") if row.truth.get("coasting")]
    selected = [row for row in of("select+tap") if row.truth.get("selected")]
    content_doubles = [row for row in of("double-tap") if row.play != "double-tap link"]
    links = of("double-tap link")
    return {
        "coasting taps": len(coasting),
        "coasting taps decided tap": sum(decision_words(r.outcomes)[1:2] == ["tap"] for r in coasting),
        "selection taps": len(selected),
        "selection taps decided tap": sum(decision_words(r.outcomes)[:1] == ["tap"] for r in selected),
        "double taps (content, control)": len(content_doubles),
        "double taps giving two taps": sum(decision_words(r.outcomes).count("tap") >= 2 for r in content_doubles),
        "double-tapped links": len(links),
        "links giving one link + one doubletap": sum(
            decision_words(r.outcomes).count("link") == 1 and decision_words(r.outcomes).count("doubletap") == 1
            for r in links),
        "plays not done": len(rows) - len(done),
    } | ({"live = replay": sum(bool(live_equals_replay(r)) for r in done)}
         if any(r.replay is not None for r in done) else {})


# ------------------------------------------------------------- browser


def plans(job, layout, points):
    """The plays of one page: (play, target, touches, before) with touches
    in CSS px relative to the first down; `before` what to do first."""
    from recording import Touch
    from recording import VIEWPORT
    width, height = VIEWPORT[0] / job.scale, VIEWPORT[1] / job.scale  # the visible part, in CSS px
    result = []
    content, link, control = points.get("content"), points.get("link"), points.get("control")
    if content:
        x0, y0 = width / 2, height * 0.85
        span = height * 0.6
        flick = [Touch(0, "down", 1, x0, y0)]
        flick += [Touch(12.0 * s, "move", 1, x0, y0 - span * s / 7) for s in range(1, 8)]
        flick.append(Touch(96, "up", 1, x0, y0 - span))
        x, y = content[1]
        flick += [Touch(96 + COAST_TOUCH_MS, "down", 1, x, y), Touch(156 + COAST_TOUCH_MS, "up", 1, x, y)]
        result.append(("flick+tap", content[0], flick, None))
        result.append(("select+tap", content[0], [Touch(0, "down", 1, x, y), Touch(60, "up", 1, x, y)], "select"))
        result.append(("long-press content", content[0], [Touch(0, "down", 1, x, y), Touch(800, "up", 1, x, y)],
                       None))
    for name, found in (("content", content), ("link", link), ("control", control)):
        if found:
            x, y = found[1]
            result.append((f"double-tap {name}", found[0],
                           [Touch(0, "down", 1, x, y), Touch(60, "up", 1, x, y),
                            Touch(160, "down", 1, x, y), Touch(220, "up", 1, x, y)], None))
    order = {play: i for i, play in enumerate(PLAYS)}
    return sorted(result, key=lambda item: order[item[0]])


def play_touches(browser, recording, plan) -> None:
    """record.Chromium.play with each event stamped at its planned time (so
    that a flick's speed is the same however busy the machine is)."""
    from record import SETTLE_MS, Touch, touch_event
    browser.events = []
    browser.armed = True
    down: dict[int, tuple[float, float]] = {}
    start = time.monotonic()
    epoch = time.time()
    previous = None  # (planned ms, sent) of the event before
    offset = 0.0  # s the plan runs late by, from the pauses kept
    for touch in plan:
        # A pause (50 ms or more) is never shorter than planned: a DevTools
        # round trip takes tens of ms on a busy machine, and the tap after a
        # flick must come COAST_TOUCH_MS after the flick's real lift. Events
        # are stamped at their planned times plus that delay, so that a
        # flick's speed is the planned one whatever the machine's load.
        if previous is not None and touch.t_ms - previous[0] >= 50:
            offset = max(offset, previous[1] + (touch.t_ms - previous[0]) / 1000.0 - start - touch.t_ms / 1000.0)
        due = start + touch.t_ms / 1000.0 + offset
        wait = due - time.monotonic()
        if wait > 0:
            time.sleep(wait)
        kind, points = touch_event(down, touch, recording.scale)
        sent = time.monotonic()
        browser.cdp.send("Input.dispatchTouchEvent", {"type": kind, "touchPoints": points,
                                                      "timestamp": epoch + touch.t_ms / 1000.0 + offset})
        previous = (touch.t_ms, sent)
        recording.touches.append(Touch(round((sent - start) * 1000.0, 3), touch.type, touch.finger, touch.x, touch.y))
    browser.page.wait_for_timeout(SETTLE_MS)
    browser.armed = False
    browser._collect(recording, start)


def record_page(browser, server, job, label, rows, written, say):
    from record import NotRecorded, stable_url
    from recording import Recording
    url = server.url(job.url_path)
    points = {}
    browser.open(url)
    try:
        browser.setup(job.setup)
        for target in job.targets:
            kind = target.truth3 or target.truth
            if kind in points:
                continue
            if not target.selector:
                points[kind] = (target, target.point)
                continue
            where = browser.locate(target)
            if where.get("found") and "x" in where and where.get("topmost", True):
                points[kind] = (target, (where["x"], where["y"]))
    finally:
        browser.close_context()
    for play, target, plan, before in plans(job, job.layout_viewport, points):
        row = Row(label, play)
        rows.append(row)
        recording = Recording(engine="chromium", browser=browser.version, input="touch", page=job.page,
                              url=stable_url(url, server.origin), scale=job.scale,
                              layout_viewport=job.layout_viewport, target=target,
                              gesture={"flick+tap": "drag", "select+tap": "tap", "long-press content": "longpress"}
                              .get(play, "doubletap"),
                              touched_at=(plan[-1].x, plan[-1].y))
        try:
            browser.open(url)
            browser.setup(job.setup)
            browser.page.evaluate(TRUTH_JS)
            selected = ""
            if before == "select":
                other = [t for t in job.targets if (t.truth3 or t.truth) == "content" and t is not target]
                source = other[0] if other else target
                selected = browser.page.evaluate(SELECT_JS, [source.selector, source.point[0], source.point[1]])
            browser.page.wait_for_timeout(300)
            play_touches(browser, recording, plan)
            seen = browser.page.evaluate(TRUTH_READ) or {}
            downs = seen.get("downs", [])
            last_down = downs[-1] if downs else None
            truth = {"clicks": seen.get("clicks", 0), "dblclicks": seen.get("dblclicks", 0),
                     "menus": seen.get("menus", 0),
                     "requests": sum(1 for r in recording.requests if r.get("frame") != "sub"),
                     "under": last_down[2] if last_down else ""}
            if play == "flick+tap":
                lifts = [t for t in seen.get("ups", []) if last_down and t < last_down[0]]
                truth.update(scroll_truth(seen.get("frames", []), last_down, lifts[-1] if lifts else None))
            if play == "select+tap":
                truth.update({"selected": bool(selected), "word": selected, "collapsed": seen.get("collapsed")})
            if play.startswith("long-press"):
                truth["selection_text"] = seen.get("selection", "")[:40]
            row.truth = truth
            stem = re.sub(r"[^A-Za-z0-9]+", "-", f"{label}-{play}").strip("-")
            path = written / f"{stem}.json"
            path.write_text(json.dumps(recording.json(), indent=1) + "\n")
            row.file = stem
            say(f"  played {label} {play}: {truth_words(play, truth)}")
        except NotRecorded as error:
            row.error = f"not played: {error}"
        except Exception as error:  # a page that breaks costs its row only
            row.error = f"not played: {str(error).splitlines()[0][:80]}"
        finally:
            browser.close_context()


# ------------------------------------------------------------- WebKitGTK

# The truth observer in WebKitGTK: at each touchstart whether a scroll
# event came in the 100 ms before it, whether a selection showed and what
# is under the finger; 150 ms and 600 ms later scrollY and whether the
# selection is collapsed; each click, dblclick and contextmenu. HANDLER is
# where it posts: live, the runner's own handler in its isolated world
# (`observer_script`, Tools/browser/PROTOCOL.md), so the page script's
# channel carries the page script's messages only; under the WebKit driver
# the page script's `taporlink` handler, beside its messages (and taken out
# of them before the import).
WEBKIT_TRUTH = r"""(function () { if (window !== window.top) return;
  var h = window.webkit && window.webkit.messageHandlers && window.webkit.messageHandlers.HANDLER; if (!h) return;
  var last = [];
  addEventListener('scroll', function () { last.push(Date.now()); if (last.length > 50) last.shift(); }, true);
  addEventListener('touchstart', function (e) { var now = Date.now(); var s = getSelection();
    var t = e.touches[0] || e.changedTouches[0];
    var hit = t ? document.elementFromPoint(t.clientX, t.clientY) : null;
    h.postMessage(JSON.stringify({ ge: 'down', coasting: last.some(function (t) { return now - t <= 100; }),
                                   selected: !!s && !s.isCollapsed, y: scrollY,
                                   under: hit ? (hit.closest('a[href]') ? 'a' : hit.localName) : '' }));
    setTimeout(function () { var y1 = scrollY; setTimeout(function () { var s = getSelection();
      h.postMessage(JSON.stringify({ ge: 'later', y150: y1, y600: scrollY, collapsed: !s || s.isCollapsed,
                                     selection: s ? String(s).slice(0, 40) : '' }));
    }, 450); }, 150);
  }, { capture: true, passive: true });
  addEventListener('click', function () { h.postMessage(JSON.stringify({ ge: 'click' })); }, true);
  addEventListener('dblclick', function () { h.postMessage(JSON.stringify({ ge: 'dblclick' })); }, true);
  addEventListener('contextmenu', function () { h.postMessage(JSON.stringify({ ge: 'menu' })); }, true);
})();"""
LIVE_HANDLER = "taporlinkObserver"  # Tools/webkitgtk/Sources/taporlink-live/Observer.swift
DRIVER_HANDLER = "taporlink"  # record.WEBKIT_CHANNEL's
# Selects the first word (3+ letters) of the element at SELECTOR (else the
# body) and gives its text: as a function (the live runner's `before_script`,
# called after the setup steps, before the target is located) or at load
# (beside the page script, under the WebKit driver).
WEBKIT_SELECT_FUNCTION = r"""function () {
  var e = null; try { e = document.querySelector(SELECTOR); } catch (x) {}
  if (!e) e = document.body; var w = document.createTreeWalker(e, NodeFilter.SHOW_TEXT);
  for (var n = w.nextNode(); n; n = w.nextNode()) { var f = /[A-Za-z\u00C0-\u024F]{3,}/.exec(n.data); if (!f) continue;
    var r = document.createRange(); r.setStart(n, f.index); r.setEnd(n, f.index + f[0].length);
    getSelection().removeAllRanges(); getSelection().addRange(r); return String(getSelection()); }
  return ''; }"""


def webkit_truth_script(handler: str) -> str:
    """The observer, posting on `handler`."""
    return WEBKIT_TRUTH.replace("HANDLER", handler)


def select_function(selector: str) -> str:
    """The selecting function for a selector ("" selects in the body)."""
    return WEBKIT_SELECT_FUNCTION.replace("SELECTOR", json.dumps(selector or "p"))


def select_at_load(selector: str) -> str:
    return f"addEventListener('load', function () {{ setTimeout({select_function(selector)}, 50); }});"


def observer_truth(values: list[dict], play: str) -> dict:
    """The truth from the observer's messages (decoded): the last
    touch-down's coast, the first's selection, the clicks."""
    downs = [m for m in values if m.get("ge") == "down"]
    laters = [m for m in values if m.get("ge") == "later"]
    truth = {"clicks": sum(1 for m in values if m.get("ge") == "click"),
             "dblclicks": sum(1 for m in values if m.get("ge") == "dblclick"),
             "menus": sum(1 for m in values if m.get("ge") == "menu")}
    if downs and downs[-1].get("under"):
        truth["under"] = downs[-1]["under"]
    if play == "flick+tap" and downs and laters:
        later = laters[-1]
        truth.update({"coasting": bool(downs[-1]["coasting"]), "after": abs(later["y600"] - later["y150"]),
                      "stopped": abs(later["y600"] - later["y150"]) <= SCROLL_EPSILON})
    if play == "select+tap" and downs and laters:
        truth.update({"selected": bool(downs[0]["selected"]), "collapsed": bool(laters[-1]["collapsed"])})
    if play.startswith("long-press") and laters and laters[-1].get("selection"):
        truth["selection_text"] = laters[-1]["selection"]
    return truth


def observer_values(observed: list) -> list[dict]:
    """The live runner's `observer` list (`{t_ms, text}`) as the observer's
    messages; anything else in it is left out."""
    values = []
    for message in observed or []:
        try:
            value = json.loads(message.get("text", "")) if isinstance(message, dict) else None
        except ValueError:
            value = None
        if isinstance(value, dict) and "ge" in value:
            values.append(value)
    return values


def webkit_truth(messages: list[dict], play: str, effects: list | None) -> tuple[dict, list[dict]]:
    """The truth from the observer's messages (the last touch-down's), and
    the other messages (the page script's)."""
    mine, others = [], []
    for message in messages:
        value = None
        try:
            value = json.loads(message.get("json", ""))
            # the page script's channel (record.WEBKIT_CHANNEL) wraps each
            # message as {"frame": ..., "body": "<JSON>"}
            if isinstance(value, dict) and isinstance(value.get("body"), str):
                value = json.loads(value["body"])
        except ValueError:
            value = None
        if isinstance(value, dict) and "ge" in value:
            mine.append(value)
        else:
            others.append(message)
    return observer_truth(mine, play), others


def record_webkit_page(server, job, label, rows, written, page_script, work, say):
    from record import SETTLE_MS, WEBKIT_CHANNEL, INTERACTIVE_SELECTOR, EFFECTS_JS, BASELINE_MS, webkit_recording
    from recording import VIEWPORT
    from webkit_run import run_driver
    plays = plans(job, job.layout_viewport, play_points(job))
    url = server.url(job.url_path)
    groups = [[p for p in plays if p[3] != "select"], [p for p in plays if p[3] == "select"]]
    for number, group in enumerate(groups):
        if not group:
            continue
        script = WEBKIT_CHANNEL + "\n" + page_script + "\n" + webkit_truth_script(DRIVER_HANDLER)
        if number == 1:
            script += "\n" + select_at_load(selection_source(job, group[0][1]).selector)
        runs = []
        for play, target, plan, _ in group:
            run = {"id": play, "page_url": url, "scale": job.scale, "setup": job.setup,
                   "gesture": {"kind": "drag" if play == "flick+tap" else "tap",
                               "events": [touch.__dict__ for touch in plan]}}
            if target.selector and play != "flick+tap":
                run["locate"] = {"selector": target.selector, "x": plan[-1].x, "y": plan[-1].y,
                                 "strict": target.truth == "content"}
            runs.append(run)
        driver_plan = {"viewport": {"width": VIEWPORT[0], "height": VIEWPORT[1]}, "settle_ms": SETTLE_MS,
                       "page_script": script, "interactive": INTERACTIVE_SELECTOR,
                       "effects_script": EFFECTS_JS.read_text(), "baseline_ms": BASELINE_MS, "runs": runs}
        name = re.sub(r"[^A-Za-z0-9]+", "-", f"{label}-{number}")
        run = run_driver(driver_plan, work, name, 600)
        result = json.loads(run.result.read_text()) if run.returncode == 0 and run.result.is_file() else None
        entries = {entry.get("id"): entry for entry in (result or {}).get("runs", [])}
        for play, target, plan, _ in group:
            row = Row(label, play)
            rows.append(row)
            entry = entries.get(play)
            if entry is None or entry.get("error"):
                row.error = "not played: " + str((entry or {}).get("error") or
                                                 f"driver exit {run.returncode}: {run.stderr.strip()[-80:]}")
                continue
            truth, others = webkit_truth(entry.get("messages", []), play, None)
            entry = dict(entry, messages=others)
            gesture = {"flick+tap": "drag", "select+tap": "tap", "long-press content": "longpress"}.get(play, "doubletap")
            recording = webkit_recording(job, target, gesture, entry, f"WebKitGTK {result.get('version', '?')}",
                                         str(result.get("input", "?")), server)
            truth["requests"] = sum(1 for r in recording.requests if r.get("frame") != "sub")
            row.truth = truth
            stem = re.sub(r"[^A-Za-z0-9]+", "-", f"{label}-{play}").strip("-")
            (written / f"{stem}.json").write_text(json.dumps(recording.json(), indent=1) + "\n")
            row.file = stem
            say(f"  played {label} {play}: {truth_words(play, truth)}")


def selection_source(job, target):
    """The target whose word select+tap selects: another content target of
    the page (the tap must not land on the word), else the tapped one."""
    other = [t for t in job.targets if (t.truth3 or t.truth) == "content" and t is not target]
    return other[0] if other else target


def play_points(job) -> dict:
    """The first target of each kind, at its point in the targets file
    (WebKit's own layout places it: the run's `locate`)."""
    points = {}
    for target in job.targets:
        points.setdefault(target.truth3 or target.truth, (target, target.point))
    return points


# ------------------------------------------------------ WebKitGTK, live


def live_plan(job, url: str, plays, locate_script: str, setup_script: str) -> dict:
    """The live runner's plan for one page's plays (Tools/browser/PROTOCOL.md,
    "The WebKit driver", and Plan.swift): each play a run on a fresh web
    view with the integration connected, the truth observer in the runner's
    world on every run, the word selected before select+tap. No page script
    (the integration installs its own) and no effects observer."""
    from record import INTERACTIVE_SELECTOR, SETTLE_MS
    from recording import VIEWPORT
    runs = []
    for play, target, plan, before in plays:
        run = {"id": play, "page_url": url, "scale": job.scale, "setup": job.setup,
               "gesture": {"kind": "drag" if play == "flick+tap" else "tap",
                           "events": [dict(touch.__dict__) for touch in plan]}}
        # The flick starts where the plan says: it is no target's touch.
        if target.selector and play != "flick+tap":
            run["locate"] = {"selector": target.selector, "x": plan[-1].x, "y": plan[-1].y,
                             "strict": target.truth == "content"}
        if before == "select":
            run["before_script"] = select_function(selection_source(job, target).selector)
        runs.append(run)
    return {"viewport": {"width": VIEWPORT[0], "height": VIEWPORT[1]}, "settle_ms": SETTLE_MS,
            "interactive": INTERACTIVE_SELECTOR, "locate_script": locate_script, "setup_script": setup_script,
            "observer_script": webkit_truth_script(LIVE_HANDLER), "runs": runs}


def live_row(label: str, play: str, entry: dict | None, failure: str | None) -> Row:
    """One play's row from the live runner's record of its run: the truth
    from the observer, the live decisions, the replay."""
    row = Row(label, play)
    if failure or entry is None or entry.get("error"):
        row.error = "not played: " + str(failure or (entry or {}).get("error") or "the runner did not play it")
        return row
    truth = observer_truth(observer_values(entry.get("observer")), play)
    truth["requests"] = sum(1 for r in entry.get("requests") or [] if r.get("frame") != "sub")
    if play == "select+tap":
        word = entry.get("before")
        truth["word"] = word if isinstance(word, str) else ""
        if not truth["word"]:
            truth["selected"] = False
    row.truth = truth
    row.outcomes = [str(d.get("outcome", "")) for d in entry.get("decisions") or [] if isinstance(d, dict)]
    row.replay = [str(name) for name in entry.get("replay_decisions") or []]
    row.replay_passed = bool(entry.get("replay_passed"))
    return row


def record_live_page(server, job, label, rows, written, work, runner, say, points=None) -> dict:
    """One page's plays in one runner process; the runner's result is kept
    as OUT/<page>-live.json and each play's replay scenario as OUT/*.yaml.
    Gives the result's header (version, double-tap mode)."""
    from live_run import LOCATE_JS, SETUP_JS, read_result, run_runner
    plays = plans(job, job.layout_viewport, points or play_points(job))
    plan = live_plan(job, server.url(job.url_path), plays, LOCATE_JS.read_text(), SETUP_JS.read_text())
    stem = re.sub(r"[^A-Za-z0-9]+", "-", label).strip("-")
    result, failure = read_result(*run_runner(runner, plan, work, stem))
    if result is None:
        result = {}
    else:
        (written / f"{stem}-live.json").write_text(json.dumps(result, indent=1) + "\n")
    entries = {entry.get("id"): entry for entry in result.get("runs", [])}
    for play, _, _, _ in plays:
        row = live_row(label, play, entries.get(play), failure)
        rows.append(row)
        entry = entries.get(play) or {}
        if entry.get("scenario"):
            name = re.sub(r"[^A-Za-z0-9]+", "-", f"{label}-{play}").strip("-")
            (written / f"{name}.yaml").write_text(entry["scenario"])
        say(f"  played {label} {play}: " + (row.error or f"{truth_words(play, row.truth)}; "
            f"{' + '.join(decision_words(row.outcomes)) or 'nothing'} (replay {replay_words(row)})"))
    return {key: result.get(key) for key in ("version", "double_tap", "input") if key in result}


def engine_decisions(rows: list[Row], folder: Path, taporlink: list[str], say) -> None:
    from record import run_importer
    files = [folder / f"{row.file}.json" for row in rows if row.file]
    if not files:
        return
    imported, said = run_importer(files, folder)
    if not imported:
        for row in rows:
            if row.file:
                row.error = "not imported: " + said.splitlines()[-1][:80]
        return
    for row in rows:
        if row.file:
            scenario = folder / f"{row.file}.yaml"
            scenario.write_text(with_double_tap(scenario.read_text()))
    done = subprocess.run(taporlink + ["--trace", str(folder)], capture_output=True, text=True, timeout=600)
    traces = parse_trace(done.stdout)
    for row in rows:
        if not row.file:
            continue
        found = [outcomes for path, outcomes in traces.items() if Path(path).stem == row.file]
        if found:
            row.outcomes = found[0]
        else:
            row.error = "no trace: " + (done.stderr.strip().splitlines() or ["?"])[-1][:80]


def marked_jobs(pages: list[str]) -> list:
    """The --page pages, their data-expect targets measured in Chromium (as
    record.py measures them for both engines) and touched at those points."""
    from record import PAGE_SCRIPT, Chromium, PageServer, marked_targets
    jobs = []
    browser = Chromium(PAGE_SCRIPT.read_text())
    try:
        for page in pages:
            path = Path(page).resolve()
            server = PageServer(path.parent)
            try:
                job = marked_targets(browser, server.url("/" + path.name), path.name)
            finally:
                server.close()
            for target in job.targets:
                target.selector = ""  # marked pages: touched at their measured points
            jobs.append((path, job))
    finally:
        browser.close()
    return jobs


def run_live(arguments, rows: list[Row], output: Path, say) -> dict:
    """--engine webkit: every page's plays in the live runner."""
    import tempfile
    sys.path.insert(0, str(HERE.parent / "live"))
    from live_run import RUNNER, load_average
    from record import PageServer
    from recording import read_targets
    runner = Path(arguments.runner) if arguments.runner else RUNNER
    if not runner.is_file():
        raise SystemExit(f"gesture_evidence.py: no live runner at {runner}; build it with\n"
                         "  swift build --package-path Tools/webkitgtk --product taporlink-live")
    header: dict = {"load_average_before": load_average()}
    started = time.monotonic()
    with tempfile.TemporaryDirectory(prefix="gesture-live-") as work:
        if arguments.targets:
            server = PageServer(Path(arguments.targets).resolve().parent)
            try:
                for job in read_targets(Path(arguments.targets), arguments.only or None):
                    header |= record_live_page(server, job, job.page.removesuffix("/index.html"), rows, output,
                                               Path(work), runner, say)
            finally:
                server.close()
        for path, job in marked_jobs(arguments.page) if arguments.page else []:
            server = PageServer(path.parent)
            try:
                points = {}
                for target in job.targets:
                    points.setdefault(target.truth3 or target.truth, (target, target.point))
                header |= record_live_page(server, job, path.name, rows, output, Path(work), runner, say, points)
            finally:
                server.close()
    header.update(seconds=round(time.monotonic() - started, 1), load_average_after=load_average())
    return header


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--targets", help="a targets file (shared/realweb/targets.json)")
    parser.add_argument("--only", action="append", default=[], help="a page of the targets file (a word of its path)")
    parser.add_argument("--page", action="append", default=[], help="a page marked with data-expect (Tests/Pages)")
    parser.add_argument("-o", "--output", required=True)
    parser.add_argument("--engine", choices=("chromium", "webkit"), default="chromium")
    parser.add_argument("--webkit-driver", action="store_true",
                        help="with --engine webkit: the WebKit driver's recordings replayed, not the live runner")
    parser.add_argument("--runner", help="the live runner (default: Tools/webkitgtk's debug taporlink-live)")
    parser.add_argument("--taporlink", default=os.environ.get("TAPORLINK", ""),
                        help="the taporlink binary (default: swift run taporlink)")
    arguments = parser.parse_args(argv)
    from record import PAGE_SCRIPT, Chromium, PageServer, marked_targets
    from recording import read_targets
    output = Path(arguments.output)
    output.mkdir(parents=True, exist_ok=True)
    for old in list(output.glob("*.json")) + list(output.glob("*.yaml")):
        old.unlink()
    say = lambda text: print(text, flush=True)  # noqa: E731
    rows: list[Row] = []
    header: dict = {}
    browser = None
    if arguments.engine == "webkit" and not arguments.webkit_driver:
        header = run_live(arguments, rows, output, say)
    elif arguments.engine == "webkit":
        import tempfile
        with tempfile.TemporaryDirectory(prefix="gesture-webkit-") as work:
            server = PageServer(Path(arguments.targets).resolve().parent)
            try:
                for job in read_targets(Path(arguments.targets), arguments.only or None):
                    record_webkit_page(server, job, job.page.removesuffix("/index.html"), rows, output,
                                       PAGE_SCRIPT.read_text(), Path(work), say)
            finally:
                server.close()
    else:
        browser = Chromium(PAGE_SCRIPT.read_text())
    try:
        if browser is None:
            pass
        elif arguments.targets:
            targets = Path(arguments.targets)
            server = PageServer(targets.resolve().parent)
            try:
                for job in read_targets(targets, arguments.only or None):
                    label = job.page.removesuffix("/index.html")
                    record_page(browser, server, job, label, rows, output, say)
            finally:
                server.close()
        for page in arguments.page if browser is not None else []:
            path = Path(page).resolve()
            server = PageServer(path.parent)
            try:
                job = marked_targets(browser, server.url("/" + path.name), path.name)
                for target in job.targets:
                    target.selector = ""  # marked pages: touched at their measured points
                record_page(browser, server, job, path.name, rows, output, say)
            finally:
                server.close()
    finally:
        if browser is not None:
            browser.close()
    taporlink = arguments.taporlink.split() if arguments.taporlink else ["swift", "run", "taporlink"]
    engine_decisions(rows, output, taporlink, say)
    (output / "evidence.json").write_text(json.dumps(
        {"header": header, "rows": [row.__dict__ for row in rows], "counts": counts(rows)}, indent=1) + "\n")
    if header:
        print(f"WebKitGTK {header.get('version', '?')} live, double-tap: {header.get('double_tap', '?')}, "
              f"{len(rows)} plays, {header['seconds']:.0f} s, load average {header['load_average_before']} "
              f"before, {header['load_average_after']} after")
    print(table(rows))
    print()
    for name, value in counts(rows).items():
        print(f"- {name}: {value}")
    for row in rows:
        for miss in misses(row.play, row.truth, row.outcomes):
            print(f"MISS {row.page} {row.play}: {miss}")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
