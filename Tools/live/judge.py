#!/usr/bin/env python3
"""usage: python3 Tools/live/judge.py DIR/live.json [--recorded DIR] [--check]

Judges a live run (Tools/live/run): the live decision against the replay of
each tap's own flight recording, the three answers against the truth as
Tools/lab/Docs/RealWeb.md judges the recorded run (a control by the truth that this
run's click did not land on, the page not reacting, is judged content), the
links, the app's cancels, and the touch-up → decision latencies beside the
recorded replay's for the same targets (Tools/lab/Scenarios/real-web/webkit, or
--recorded DIR, such as a fresh record.py run's folder), and live less
recorded tap by tap. Prints Markdown tables.

  --check  exit 1 unless: the live decision equals the replay's for every
           tap; 0 links decided `tap` where WebKit navigated; 0 controls
           decided `tap`; at least 95 % of controls decided `control`; at
           most 2 % of content decided `control` (in whole taps, at least
           one allowed); every cancelled link left the web view on its page.
"""

from __future__ import annotations

import argparse
import json
import math
import re
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent.parent
RECORDED = ROOT / "Tools" / "lab" / "Scenarios" / "real-web" / "webkit"


# ------------------------------------------------------------ the truth


def written_truth3(tap: dict) -> str:
    """The truth in three as the targets file writes it (RealWebEvaluation's
    writtenTruth3): `link` by the truth; else its truth3; else this run's
    effects."""
    if tap["truth"] == "link":
        return "link"
    truth3 = tap.get("truth3") or ""
    if truth3 and truth3 != "-":
        return "control" if truth3 == "control" else "content"
    return "control" if tap.get("effects") in ("control", "reacted") else "content"


def clicked_elsewhere(tap: dict) -> bool:
    """A control by the truth whose click in this run landed on no control,
    the page not reacting: judged by this run's click."""
    return tap.get("truth3") == "control" and tap.get("effects") in ("none", "no-click")


def judged3(tap: dict) -> str:
    if tap["truth"] != "link" and clicked_elsewhere(tap):
        return "content"
    return written_truth3(tap)


def is_plain(tap: dict) -> bool:
    """Plain content: text, headings, images, empty areas (not a control, not
    a link element that does not navigate)."""
    return tap["truth"] == "content" and tap.get("chosen_as") not in ("control", "link")


def is_mobile(tap: dict) -> bool:
    return float(tap.get("scale", 1)) >= 0.999


# ------------------------------------------------------------ figures


def percentile(values: list[float], p: float) -> float | None:
    """Nearest rank, as the package's Percentile.nearestRank."""
    if not values:
        return None
    ordered = sorted(values)
    return ordered[max(0, math.ceil(p * len(ordered)) - 1)]


def spread(values: list[float]) -> str:
    """p50 / p95 / max (count), in ms."""
    if not values:
        return "– / – / – (0)"
    return f"{number(percentile(values, 0.5))} / {number(percentile(values, 0.95))} / {number(max(values))} ({len(values)})"


def signed_spread(values: list[float]) -> str:
    """p5 / p50 / p95 (count) of differences, in ms, signed."""
    if not values:
        return "– / – / – (0)"
    parts = [percentile(values, p) for p in (0.05, 0.5, 0.95)]
    return " / ".join(("+" if v is not None and v > 0 else "") + number(v) for v in parts) + f" ({len(values)})"


def number(value: float | None) -> str:
    if value is None:
        return "–"
    text = f"{value:.1f}"
    return text[:-2] if text.endswith(".0") else text


def share(part: int, whole: int) -> str:
    return f"{part} of {whole} ({100.0 * part / whole:.1f} %)" if whole else f"{part} of 0"


def three_answers(taps: list[dict]) -> dict:
    singles = [t for t in taps if t["gesture"] == "tap"]
    controls = [t for t in singles if judged3(t) == "control"]
    links = [t for t in singles if judged3(t) == "link"]
    content = [t for t in singles if judged3(t) == "content"]
    written = [t for t in singles if written_truth3(t) == "control"]
    return {
        "controls": len(controls),
        "controls_control": sum(1 for t in controls if t["decision"] == "control"),
        "controls_tap": sum(1 for t in controls if t["decision"] == "tap"),
        "links": len(links),
        "links_control": sum(1 for t in links if t["decision"] == "control"),
        "content": len(content),
        "content_control": sum(1 for t in content if t["decision"] == "control"),
        "clicked_elsewhere": sum(1 for t in singles if clicked_elsewhere(t)),
        "written_controls": len(written),
        "written_control": sum(1 for t in written if t["decision"] == "control"),
        "written_tap": sum(1 for t in written if t["decision"] == "tap"),
    }


def allowed_content_controls(content: int) -> int:
    """At most 2 % of content decided `control`, in whole taps: on a sample
    of under 50 content taps (.ci/browser's has about 40) 2 % is less than
    one tap, and one is allowed."""
    return max(1, math.floor(0.02 * content)) if content else 0


def link_figures(taps: list[dict]) -> dict:
    singles = [t for t in taps if t["gesture"] == "tap"]
    links = [t for t in singles if t["truth"] == "link"]
    content = [t for t in singles if t["truth"] == "content"]
    return {
        "links": len(links),
        "links_tap": sum(1 for t in links if t["decision"] == "tap"),
        "links_tap_navigated": sum(1 for t in links if t["decision"] == "tap" and t["navigated"]),
        "taps_navigated": sum(1 for t in singles if t["decision"] == "tap" and t["navigated"]),
        "content": len(content),
        "content_link": sum(1 for t in content if t["decision"] == "link"),
        "right": sum(1 for t in singles
                     if (t["truth"] == "link") == (t["decision"] == "link") and t["decision"] != "none"),
        "taps": len(singles),
    }


def cancel_figures(taps: list[dict]) -> dict:
    cancelled = [t for t in taps if t.get("cancelled")]
    return {
        "taps": len(cancelled),
        "decided_link": sum(1 for t in cancelled if t["decision"] == "link"),
        "stayed": sum(1 for t in cancelled if not t["navigated"]),
    }


# ------------------------------------------------------------ the recorded replay


HEADER = re.compile(r"^# recording: engine=(\S+) page=(\S+) target=(\d+) gesture=(\S+)")
STEP = re.compile(r"^  - ([0-9.]+)ms: (\S+)")


def recorded_latencies(folder: Path) -> dict[tuple[str, int], tuple[str, float]]:
    """(page, target) → (decision, ms from touch-up to the decision) of each
    recorded single tap in a folder of imported scenarios."""
    found: dict[tuple[str, int], tuple[str, float]] = {}
    for path in sorted(folder.glob("*.yaml")):
        try:
            lines = path.read_text().splitlines()
        except OSError:
            continue
        header = HEADER.match(lines[0]) if lines else None
        if not header or header.group(4) != "tap":
            continue
        up = decision = None
        kind = ""
        section = ""
        for line in lines:
            if line in ("timeline:", "expect:"):
                section = line
                continue
            step = STEP.match(line)
            if not step:
                continue
            if section == "timeline:" and step.group(2) == "up" and up is None:
                up = float(step.group(1))
            elif section == "expect:" and decision is None:
                decision, kind = float(step.group(1)), step.group(2)
        if up is not None and decision is not None:
            found[(header.group(2), int(header.group(3)))] = (kind, decision - up)
    return found


# ------------------------------------------------------------ the report


def report(live: dict, recorded: dict[tuple[str, int], tuple[str, float]],
           source: str = "the WebKit corpus") -> tuple[list[str], list[str]]:
    """The tables, and the checks that failed."""
    taps = live["taps"]
    singles = [t for t in taps if t["gesture"] == "tap"]
    lines: list[str] = []
    failed: list[str] = []
    agree = [t for t in taps if t["decision"] == t["replay"]]
    passed = [t for t in taps if t["replay_passed"]]
    lines += [
        f"Live run: {live.get('browser', 'WebKitGTK')}, {len(taps)} taps on "
        f"{len({t['page'] for t in taps})} pages ({len(live.get('not_run', []))} not run), "
        f"{live.get('seconds', 0):.0f} s, load average {live.get('load_average', {}).get('before', '?')} "
        f"→ {live.get('load_average', {}).get('after', '?')}.",
        "",
        "Live against the replay of each tap's own flight recording:",
        "",
        "| taps | live = replay | replay met every live decision at its instant |",
        "|---:|---:|---:|",
        f"| {len(taps)} | {share(len(agree), len(taps))} | {share(len(passed), len(taps))} |",
        "",
    ]
    for tap in taps:
        if tap["decision"] != tap["replay"] or not tap["replay_passed"]:
            lines.append(f"- {tap['page']} #{tap['target']}: live {tap['decision']}, replay {tap['replay']}"
                         f" ({tap['replay_problem'] or 'decisions ' + ' '.join(tap['replay_decisions'])})")
    if len(agree) != len(taps):
        failed.append(f"live = replay for {len(agree)} of {len(taps)} taps")
    three = three_answers(taps)
    lines += [
        "Three answers, live (truth in three; a control by the truth that this run's click did not land on, "
        "the page not reacting, is judged content; the last column counts the controls as the truth is written):",
        "",
        "| controls decided `control` | controls decided `tap` | links decided `control` | content decided `control` "
        "| controls this run's click missed (judged content) | as written: controls decided `control` / `tap` |",
        "|---:|---:|---:|---:|---:|---:|",
        f"| {share(three['controls_control'], three['controls'])} | {three['controls_tap']} "
        f"| {three['links_control']} of {three['links']} | {share(three['content_control'], three['content'])} "
        f"| {three['clicked_elsewhere']} | {three['written_control']} of {three['written_controls']} / {three['written_tap']} |",
        "",
    ]
    if three["controls_tap"]:
        failed.append(f"{three['controls_tap']} controls decided tap")
    if three["controls"] and three["controls_control"] < 0.95 * three["controls"]:
        failed.append(f"controls decided control: {three['controls_control']} of {three['controls']} (< 95 %)")
    if three["content_control"] > allowed_content_controls(three["content"]):
        failed.append(f"content decided control: {three['content_control']} of {three['content']} (> 2 %)")
    links = link_figures(taps)
    lines += [
        "Links, live (truth link or content; \"navigated\": WebKit set out for a document or moved within the page "
        "after the policy):",
        "",
        "| taps | right by truth | links decided `tap` | of them where WebKit navigated | taps where WebKit navigated "
        "| content decided `link` |",
        "|---:|---:|---:|---:|---:|---:|",
        f"| {links['taps']} | {links['right']} | {links['links_tap']} of {links['links']} "
        f"| {links['links_tap_navigated']} | {links['taps_navigated']} | {links['content_link']} of {links['content']} |",
        "",
    ]
    if links["links_tap_navigated"]:
        failed.append(f"{links['links_tap_navigated']} links decided tap where WebKit navigated")
    lines += latency_table(singles, recorded, source)
    lines += hops_table(singles)
    cancels = cancel_figures(taps)
    if live.get("cancel"):
        lines += [
            f"The app's decider cancelling {', '.join(live['cancel'])}:",
            "",
            "| taps with a cancelled request | of them decided `link` | the web view left on its page |",
            "|---:|---:|---:|",
            f"| {cancels['taps']} | {cancels['decided_link']} | {share(cancels['stayed'], cancels['taps'])} |",
            "",
        ]
        if cancels["stayed"] != cancels["taps"]:
            failed.append(f"cancelled links left on their page: {cancels['stayed']} of {cancels['taps']}")
    return lines, failed


def latency_table(singles: list[dict], recorded: dict, source: str = "the WebKit corpus") -> list[str]:
    """Touch-up → decision: live (reaching the app's observer on the main
    loop; and the rule's instant), beside the recorded replay's for the same
    targets (from `source`), and live less recorded tap by tap."""
    rows = []
    groups = [
        ("plain content, mobile viewport", lambda t: is_plain(t) and is_mobile(t) and t["decision"] == "tap"),
        ("plain content, all pages", lambda t: is_plain(t) and t["decision"] == "tap"),
        ("not links (decided `tap` or `control`)", lambda t: t["decision"] in ("tap", "control")),
        ("controls decided `control`", lambda t: t["decision"] == "control"),
    ]
    for name, keep in groups:
        chosen = [t for t in singles if keep(t) and t["decided_ms"] is not None]
        live = [float(t["decided_ms"]) for t in chosen]
        rule = [float(t["rule_ms"]) for t in chosen if t["rule_ms"] is not None]
        same = [recorded[(t["page"], t["target"])][1] for t in chosen
                if (t["page"], t["target"]) in recorded
                and recorded[(t["page"], t["target"])][0] == t["decision"]]
        paired = [t for t in chosen if (t["page"], t["target"]) in recorded
                  and recorded[(t["page"], t["target"])][0] == t["decision"]]
        differences = [float(t["decided_ms"]) - recorded[(t["page"], t["target"])][1] for t in paired]
        rows.append(f"| {name} | {spread(live)} | {spread(rule)} | {spread([float(t['decided_ms']) for t in paired])} "
                    f"| {spread(same)} | {signed_spread(differences)} |")
    return [
        "Touch-up → decision, ms (p50 / p95 / max, count): live, as the app's observer heard it on the main loop, and "
        f"at the instant the rule fixes; the recorded replay ({source}, page answers at their recorded "
        "times) for the same targets, where both decided alike; and live less recorded, tap by tap (p5 / p50 / p95):",
        "",
        "| taps | live, heard | live, the rule's instant | live, the taps the recording has too | recorded replay, same taps "
        "| live − recorded, tap by tap |",
        "|---|---|---|---|---|---|",
        *rows,
        "",
    ]


def tap_hops(tap: dict) -> dict[str, float] | None:
    """Where one tap's time went, ms after the touch-up was handed to GTK
    (the runner's `hops`): the integration done with the touch-up, the
    page's `touchend` and `click` as its event loop ran them, the page's
    message that decided (the last posted before the rule's instant), its
    arrival in the app's process, the rule's instant, the observer; and how
    long GTK's main loop was busy (not waiting in poll) up to the rule."""
    hops = tap.get("hops") or {}
    up = hops.get("up_sent")
    if up is None or not hops.get("rule") or not hops.get("observed"):
        return None
    rule, observed = hops["rule"][0], hops["observed"][0]
    page = [e for e in hops.get("page") or [] if isinstance(e, list) and len(e) > 1 and e[1] is not None
            and e[1] >= up - 5]

    def first(kind: str) -> float | None:
        return next((e[1] - up for e in page if e[0] == kind), None)

    posted = [e[1] for e in page if e[0] == "message" and e[1] <= rule + 0.5]
    heard = [t for t in hops.get("relay") or [] if up - 1 <= t <= rule + 0.01]
    polls = hops.get("polls") or []
    busy = sum(max(0.0, min(b[0], rule) - max(a[1], up)) for a, b in zip(polls, polls[1:]))
    found = {
        "handled": hops["up_handled"] - up if hops.get("up_handled") is not None else None,
        "touchend": first("touchend"),
        "click": first("click"),
        "posted": posted[-1] - up if posted and rule - up > 0.05 else None,
        "heard": heard[-1] - up if heard and rule - up > 0.05 else None,
        "rule": rule - up,
        "observed": observed - up,
        "busy": busy,
    }
    found["relay"] = found["heard"] - found["posted"] if None not in (found["heard"], found["posted"]) else None
    found["after"] = found["observed"] - found["heard"] if found["heard"] is not None else None
    return found


def hops_table(singles: list[dict]) -> list[str]:
    """The hops of plain content on mobile pages (p50 / p95, count)."""
    chosen = [t for t in singles if is_plain(t) and is_mobile(t) and t["decision"] == "tap"]
    found = [h for h in (tap_hops(t) for t in chosen) if h is not None]
    if not found:
        return []
    names = [("handled", "the integration done with the touch-up"), ("touchend", "the page's `touchend` ran"),
             ("click", "the page's `click` ran"), ("posted", "the deciding message posted by the page"),
             ("heard", "… heard in the app's process"), ("rule", "the rule's instant"),
             ("observed", "the app's observer"),
             ("relay", "the relay: heard less posted (a duration)"),
             ("after", "heard to the observer: the engine and the loop (a duration)"),
             ("busy", "GTK's main loop busy from the touch-up to the rule (a duration)")]
    rows = []
    for key, name in names:
        values = [h[key] for h in found if h[key] is not None]
        p50, p95 = percentile(values, 0.5), percentile(values, 0.95)
        rows.append(f"| {name} | {number(p50)} / {number(p95)} ({len(values)}) |")
    return [
        "Where the time went, plain content on mobile pages: ms after the touch-up was handed to GTK "
        "(p50 / p95, count; the page's times on its own clock, whole ms):",
        "",
        "| hop | ms |",
        "|---|---|",
        *rows,
        "",
    ]


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(prog="Tools/live/judge.py", description=__doc__.split("\n\n")[1])
    parser.add_argument("live", type=Path)
    parser.add_argument("--recorded", type=Path, default=RECORDED)
    parser.add_argument("--check", action="store_true")
    arguments = parser.parse_args(argv)
    try:
        live = json.loads(arguments.live.read_text())
    except (OSError, ValueError) as error:
        print(f"judge.py: cannot read {arguments.live}: {error}", file=sys.stderr)
        return 2
    if not isinstance(live, dict) or not isinstance(live.get("taps"), list):
        print(f"judge.py: {arguments.live} is not a live run's live.json", file=sys.stderr)
        return 2
    recorded = recorded_latencies(arguments.recorded) if arguments.recorded.is_dir() else {}
    source = "the WebKit corpus" if arguments.recorded == RECORDED else f"`{arguments.recorded}`"
    lines, failed = report(live, recorded, source)
    print("\n".join(lines))
    if arguments.check:
        if failed:
            for problem in failed:
                print(f"FAILED: {problem}")
            return 1
        print("live run checks passed")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
