"""The live run: real pages in WebKitGTK with TapOrLink's GTK integration
connected (Tools/webkitgtk), touched as Tools/browser/record.py touches
them, each tap's decision set beside the replay of its own flight
recording. `Tools/live/run` is its command; Tools/lab/Docs/Live.md explains it.

Pages are read, served and touched as record.py does (its targets format,
its server, its WebKit plan: the same gestures, the same locating and
setup); the Swift runner (`taporlink-live`, under xvfb-run, one process a
page) plays the plan with the integration connected and answers WebKit's
policy questions through the engine and the app's decider, which cancels
the `--cancel` prefixes. This module turns its results into DIR/live.json.
"""

from __future__ import annotations

import json
import math
import os
import re
import signal
import subprocess
import sys
import urllib.parse
from pathlib import Path

HERE = Path(__file__).resolve().parent
ROOT = HERE.parent.parent
BROWSER = ROOT / "Tools" / "browser"
sys.path.insert(0, str(BROWSER))
from effects import Clock, read_effects  # noqa: E402
from recording import STABLE_ORIGIN, TargetsError, read_targets, stable_url  # noqa: E402,F401

PACKAGE = ROOT / "Tools" / "webkitgtk"
RUNNER = PACKAGE / ".build" / "debug" / "taporlink-live"
LOCATE_JS = BROWSER / "locate.js"
SETUP_JS = BROWSER / "setup.js"
RUNNER_TIMEOUT_S = 900
MAX_RESULT_BYTES = 64 * 1024 * 1024
# The engine's outcomes as the runner writes them (OutcomeKind's names). Any
# such word is counted as itself, so an outcome added to the engine is never
# folded into "none"; these are only the order the summary lists them in.
DECISIONS = ("tap", "link", "control", "moved", "longpress", "cancelled", "multitouch", "none")
OUTCOME_WORD = re.compile(r"[a-z][a-z-]{0,31}")
# ObservedPageReaction (Tools/lab/Sources/TapEvidence/RealWeb/ObservedPageReaction.swift): how the page's
# reaction to the click is read.
WATCH_MS = 1000.0
PACE_FACTOR = 3.0
FORM_EVENTS = ("input", "change", "toggle", "submit", "invalid", "select", "beforeinput")


class LiveError(Exception):
    """A problem the person running the live run must fix; printed, exit 2."""


def check_targets(path: Path) -> None:
    """Stops with a LiveError saying where the corpus comes from when the
    targets file is not there: the real-web corpus is not in the
    repository, and a clone has no `../shared/realweb` beside it."""
    if not path.is_file():
        raise LiveError(
            f"{path}: no such file. The real-web corpus is not in the repository: this project's machines "
            "keep it beside the checkout (../shared/realweb); elsewhere pass the targets.json of a copy of it "
            "(Tools/lab/Docs/RealWeb.md#recording-the-corpus says what it holds and where its pages come from)")


def resolve_cancel(prefix: str, page_url: str, origin: str) -> str:
    """A `--cancel` prefix as the decider compares it: absolute, read against
    the page's URL when relative; the recordings' stable origin
    (https://pages.taporlink.invalid) stands for the server's."""
    if prefix.startswith(STABLE_ORIGIN):
        return origin + prefix[len(STABLE_ORIGIN):]
    if urllib.parse.urlsplit(prefix).scheme:
        return prefix
    return urllib.parse.urljoin(page_url, prefix)


def live_plan(record_module, job, server, cancel: list[str]) -> tuple[dict, dict]:
    """record.py's WebKit plan for one page, for the live runner: the page
    script is the integration's to install; the locating and setup scripts
    go inline; each run gets the page's cancel list."""
    plan, by_id = record_module.webkit_plan(job, server, "")
    plan.pop("page_script", None)
    plan["locate_script"] = LOCATE_JS.read_text()
    plan["setup_script"] = SETUP_JS.read_text()
    for run in plan["runs"]:
        run["cancel"] = [resolve_cancel(prefix, run["page_url"], server.origin) for prefix in cancel]
    return plan, by_id


def effects_word(effects: list | None, baseline: dict | None) -> tuple[str, float | None]:
    """What the page did after the touch, in ObservedPageReaction's word (`control`,
    `reacted`, `none`, `no-click`, or `unrecorded`), and the click's time."""
    if effects is None:
        return "unrecorded", None
    click = next((e for e in effects if e["kind"] == "click"), None)
    after = click["t_ms"] if click else -math.inf
    control = click["control"] if click else ""
    focused = next((e["control"] for e in effects
                    if e["kind"] == "focus" and e["t_ms"] >= after and e.get("control")), "")
    events = [e for e in effects if e["kind"] == "event" and e["t_ms"] >= after and e.get("detail") in FORM_EVENTS]
    mutations = 0
    if click:
        mutations = sum(1 for e in effects
                        if e["kind"] == "mutation" and click["t_ms"] <= e["t_ms"] <= click["t_ms"] + WATCH_MS)
    above = False
    if mutations > 0:
        span = float((baseline or {}).get("ms", 0))
        if span <= 0:
            above = True
        else:
            pace = float((baseline or {}).get("mutations", 0)) * WATCH_MS / span
            above = mutations > PACE_FACTOR * pace
    if control:
        word = "control"
    elif focused or events or above:
        word = "reacted"
    else:
        word = "no-click" if click is None else "none"
    return word, (click["t_ms"] if click else None)


def tap_entry(job, target, gesture: str, entry: dict, origin: str) -> dict:
    """One tap of live.json from the runner's record of its run."""
    effects = None
    baseline = None
    observed = entry.get("effects")
    touches = entry.get("touches") or []
    if isinstance(observed, dict) and isinstance(observed.get("clock"), dict):
        clock = Clock(float(observed["clock"]["t_ms"]), float(observed["clock"]["wall_ms"]))
        found = read_effects(observed.get("record") if isinstance(observed.get("record"), str) else None, clock,
                             touches[0]["t_ms"] if touches else 0.0)
        if found is not None:
            effects, baseline = found.effects, found.baseline
    word, click_ms = effects_word(effects, baseline)
    decision = decision_word(entry.get("decision"))
    return {
        "page": job.page,
        "target": target.index,
        "name": target.name,
        "gesture": gesture,
        "truth": target.truth,
        "truth3": target.truth3,
        "chosen_as": target.chosen_as,
        "observed": observed_kind(target.observed),
        "scale": job.scale,
        "decision": decision,
        "control_kind": entry.get("control_kind") or "",
        "decided_ms": entry.get("decided_ms"),
        "rule_ms": entry.get("rule_ms"),
        "navigated": bool(entry.get("navigated")),
        "url_after": stable_url(str(entry.get("url_after") or ""), origin),
        "replay": entry.get("replay") or "none",
        "replay_passed": bool(entry.get("replay_passed")),
        "replay_problem": entry.get("replay_problem") or "",
        "decisions": entry.get("decisions") or [],
        "replay_decisions": entry.get("replay_decisions") or [],
        "cancelled": [stable_url(str(url), origin) for url in entry.get("cancelled") or []],
        "requests": [dict(r, url=stable_url(str(r.get("url", "")), origin)) for r in entry.get("requests") or []],
        "messages": entry.get("messages") or [],
        "effects": word,
        "click_ms": click_ms,
        "touched_at": entry.get("touched_at") or list(target.point),
        "moved": entry.get("moved") or "",
        "hops": entry.get("hops") or {},
    }


def observed_kind(observed: list) -> str:
    """What the truth saw, as RealWebEvaluation reads it: `document` (a
    request for a new document, a window, a download), `same-document`,
    `none`."""
    kinds = {str(o.get("kind")) for o in observed if isinstance(o, dict)}
    if kinds & {"document", "request", "window", "download"}:
        return "document"
    if kinds & {"same-document", "navigation"}:
        return "same-document"
    return "none"


def decision_word(value) -> str:
    """The runner's decision: an outcome's name, or "none" for anything else."""
    return value if isinstance(value, str) and OUTCOME_WORD.fullmatch(value) else "none"


def summary(taps: list[dict]) -> dict:
    """The counts live.json starts with: every outcome listed, then any other
    the engine decided."""
    kinds = list(DECISIONS) + sorted({t["decision"] for t in taps} - set(DECISIONS))
    decided = {kind: sum(1 for t in taps if t["decision"] == kind) for kind in kinds}
    agree = sum(1 for t in taps if t["decision"] == t["replay"])
    return {
        "taps": len(taps),
        "decisions": decided,
        "live_equals_replay": agree,
        "replays_passed": sum(1 for t in taps if t["replay_passed"]),
        "navigated": sum(1 for t in taps if t["navigated"]),
        "cancelled": sum(1 for t in taps if t["cancelled"]),
    }


def load_average() -> str:
    """The machine's load average (1, 5, 15 minutes), for the record."""
    try:
        return " ".join(Path("/proc/loadavg").read_text().split()[:3])
    except OSError:
        return "?"


def runner_command(runner: Path, plan_path: Path, result_path: Path, pointer: str = "finger",
                   button: str = "primary") -> list[str]:
    """The runner's command line; a mouse's taps (`pointer` `mouse`) say it,
    and their button when it is not the primary one."""
    command = ["xvfb-run", "-a", str(runner), "--plan", str(plan_path)]
    if pointer != "finger":
        command += ["--pointer", pointer]
    if button != "primary":
        command += ["--button", button]
    return command + ["--out", str(result_path)]


def run_runner(runner: Path, plan: dict, work: Path, name: str, pointer: str = "finger",
               button: str = "primary") -> tuple[int | None, str, Path]:
    """Runs the Swift runner on one page's plan in its own process group
    (stopping it stops its Xvfb and WebKit's processes too)."""
    plan_path, result_path = work / f"plan-{name}.json", work / f"result-{name}.json"
    plan_path.write_text(json.dumps(plan))
    command = runner_command(runner, plan_path, result_path, pointer, button)
    process = subprocess.Popen(command, stdout=subprocess.DEVNULL,
                               stderr=subprocess.PIPE, text=True, start_new_session=True)
    try:
        _, stderr = process.communicate(timeout=RUNNER_TIMEOUT_S)
        return process.returncode, stderr, result_path
    except subprocess.TimeoutExpired:
        return None, "", result_path
    finally:
        if process.poll() is None:
            os.killpg(process.pid, signal.SIGTERM)
            process.wait()


def read_result(code: int | None, stderr: str, result_path: Path) -> tuple[dict | None, str | None]:
    """What `run_runner` gave, read: (the runner's result, None), or (None,
    why there is none: it was stopped, it failed, or its result is too
    large or not JSON)."""
    if code is None:
        return None, f"the runner took longer than {RUNNER_TIMEOUT_S} s and was stopped"
    if code != 0 or not result_path.is_file():
        return None, f"the runner failed (exit {code}): " + " / ".join(stderr.strip().splitlines()[-3:])
    try:
        if result_path.stat().st_size > MAX_RESULT_BYTES:
            raise ValueError("too large")
        return json.loads(result_path.read_text()), None
    except (OSError, ValueError) as error:
        return None, f"the runner's result is unreadable: {error}"


def scenario_name(tap: dict) -> str:
    stem = "".join(c if c.isalnum() else "-" for c in tap["page"].removesuffix("/index.html"))
    return f"{stem}-{tap['target']:02d}-{tap['gesture']}.yaml"
