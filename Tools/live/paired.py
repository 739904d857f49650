#!/usr/bin/env python3
"""usage: Tools/live/paired.py --targets FILE.json -o DIR --only WORD... [--rounds N] [--runner PATH]
       Tools/live/paired.py --report DIR

Live against a recording made in the same minutes. A recording of another
day meets another day's WebKit and machine, and the percentiles of the
touch-up → decision latency move with them; so this takes turns: for each
round, and in it for each page (one `--only` WORD a page), the recorder
(`Tools/browser/record.py --engine webkit`) records the page, and then the
live run (`Tools/live/run`) runs it. It writes DIR/rN/rec/<page>/ and
DIR/rN/live/<page>/live.json, and prints the table of Tools/lab/Docs/RealWeb.md's
"Live in WebKitGTK": plain content decided `tap` on mobile-viewport pages,
live (heard by the app's observer) against the recorded replay of the same
taps, and live less recorded tap by tap, a row a round and the rounds
pooled; then each round's judge.py checks. `--report DIR` prints the table
of an existing DIR again.

Exit status: 0 when every round's checks passed and the pooled p50 and p95
are within 2 ms of the recorded replay's with the p95 at most 25 ms (the
targets of Tools/lab/Docs/Live.md); 1 otherwise; 2 when it could not run.
"""

from __future__ import annotations

import argparse
import json
import subprocess
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))
import judge  # noqa: E402
import live_run  # noqa: E402

ROOT = HERE.parent.parent
WITHIN_MS = 2.0
P95_CEILING_MS = 25.0


def page_folder(word: str) -> str:
    """A page's folder name in DIR: the --only WORD with its slashes as
    underscores (`todomvc/react/` → `todomvc_react_`)."""
    return word.replace("/", "_")


def plain_mobile(tap: dict) -> bool:
    return (tap["gesture"] == "tap" and judge.is_plain(tap) and judge.is_mobile(tap)
            and tap["decision"] == "tap" and tap.get("decided_ms") is not None)


def round_figures(folder: Path) -> dict:
    """One round: its taps (every page's live.json), its recorded latencies
    (every page's recording), the plain mobile taps both have, and the
    judge's failed checks."""
    taps: list[dict] = []
    recorded: dict = {}
    for page in sorted(p for p in (folder / "live").iterdir() if p.is_dir()) if (folder / "live").is_dir() else []:
        path = page / "live.json"
        try:
            live = json.loads(path.read_text())
        except (OSError, ValueError) as error:
            raise ValueError(f"{path}: {error}") from error
        if not isinstance(live, dict) or not isinstance(live.get("taps"), list):
            raise ValueError(f"{path}: not a live run's live.json")
        taps += live["taps"]
        if (folder / "rec" / page.name).is_dir():
            recorded.update(judge.recorded_latencies(folder / "rec" / page.name))
    pairs = [(float(t["decided_ms"]), recorded[(t["page"], t["target"])][1]) for t in taps
             if plain_mobile(t) and recorded.get((t["page"], t["target"]), ("",))[0] == t["decision"]]
    _, failed = judge.report({"taps": taps}, recorded, folder.name)
    return {"taps": taps, "pairs": pairs, "failed": failed,
            "agree": sum(t["decision"] == t["replay"] for t in taps)}


def rounds_in(base: Path) -> list[Path]:
    found = [p for p in base.iterdir() if p.is_dir() and p.name[:1] == "r" and p.name[1:].isdigit()]
    return sorted(found, key=lambda p: int(p.name[1:]))


def report(base: Path) -> tuple[list[str], list[str]]:
    """The table, and what failed (a round's checks, or the targets on the
    pooled figures)."""
    rows: list[str] = []
    failed: list[str] = []
    pooled: list[tuple[float, float]] = []
    taps = agree = 0
    rounds = rounds_in(base)
    if not rounds:
        raise ValueError(f"{base}: no round folders (r1, r2, …)")
    for folder in rounds:
        figures = round_figures(folder)
        pooled += figures["pairs"]
        taps += len(figures["taps"])
        agree += figures["agree"]
        failed += [f"round {folder.name[1:]}: {problem}" for problem in figures["failed"]]
        rows.append(row(folder.name[1:], len(figures["taps"]), figures["agree"],
                        "passed" if not figures["failed"] else "FAILED", figures["pairs"]))
    rows.append(row("all", taps, agree, "", pooled))
    live = [a for a, _ in pooled]
    recorded = [b for _, b in pooled]
    if not pooled:
        failed.append("no plain content tap on a mobile page that both runs decided `tap`")
    else:
        for p in (0.5, 0.95):
            a, b = judge.percentile(live, p), judge.percentile(recorded, p)
            if abs(a - b) > WITHIN_MS:
                failed.append(f"pooled p{round(p * 100)}: live {judge.number(a)} ms against recorded "
                              f"{judge.number(b)} ms (more than {judge.number(WITHIN_MS)} ms apart)")
        if judge.percentile(live, 0.95) > P95_CEILING_MS:
            failed.append(f"pooled live p95 {judge.number(judge.percentile(live, 0.95))} ms "
                          f"(more than {judge.number(P95_CEILING_MS)} ms)")
    return [
        "Plain content decided `tap` on mobile pages, touch-up → decision, ms: live as the app's observer heard it, "
        "the recorded replay of the same taps recorded minutes before, and live less recorded tap by tap:",
        "",
        "| round | taps, live = replay | checks | live, heard (p50 / p95 / max) | recorded replay, same taps "
        "| live − recorded, tap by tap (p5 / p50 / p95) |",
        "|---|---:|---|---|---|---|",
        *rows,
        "",
    ], failed


def row(name: str, taps: int, agree: int, checks: str, pairs: list[tuple[float, float]]) -> str:
    live = [a for a, _ in pairs]
    recorded = [b for _, b in pairs]
    return (f"| {name} | {agree} of {taps} | {checks} | {judge.spread(live)} | {judge.spread(recorded)} "
            f"| {judge.signed_spread([a - b for a, b in pairs])} |")


def run_rounds(targets: Path, out: Path, words: list[str], rounds: int, runner: Path | None) -> list[str]:
    """The recorder and the live run taking turns, page by page; the steps
    that failed."""
    failed: list[str] = []
    for number in range(1, rounds + 1):
        for word in words:
            folder = out / f"r{number}"
            name = page_folder(word)
            record = [sys.executable, str(ROOT / "Tools" / "browser" / "record.py"), "--engine", "webkit",
                      "--targets", str(targets), "--only", word, "-o", str(folder / "rec" / name)]
            live = [sys.executable, str(HERE / "run"), "--targets", str(targets), "--only", word,
                    "-o", str(folder / "live" / name)] + (["--runner", str(runner)] if runner else [])
            for what, command in (("record", record), ("live", live)):
                log = folder / f"{what}-{name}.log"
                (folder / "rec").mkdir(parents=True, exist_ok=True)
                (folder / "live").mkdir(parents=True, exist_ok=True)
                with log.open("w") as stream:
                    code = subprocess.run(command, stdout=stream, stderr=subprocess.STDOUT).returncode
                print(f"round {number} {word} {what}: exit {code} (log {log})", flush=True)
                if code != 0:
                    failed.append(f"round {number} {word}: the {what} step exited {code} (see {log})")
    return failed


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(prog="Tools/live/paired.py", description=__doc__.split("\n\n")[1])
    parser.add_argument("--targets", type=Path)
    parser.add_argument("-o", dest="out", type=Path)
    parser.add_argument("--only", action="append", default=[])
    parser.add_argument("--rounds", type=int, default=3)
    parser.add_argument("--runner", type=Path)
    parser.add_argument("--report", type=Path, metavar="DIR")
    arguments = parser.parse_args(argv)
    if arguments.report is None:
        if arguments.targets is None or arguments.out is None or not arguments.only or arguments.rounds < 1:
            parser.error("give --targets, -o and at least one --only (or --report DIR)")
    if arguments.report is None:
        try:
            live_run.check_targets(arguments.targets)
        except live_run.LiveError as error:
            print(f"Tools/live/paired.py: {error}", file=sys.stderr)
            return 2
    steps = [] if arguments.report else run_rounds(
        arguments.targets, arguments.out, arguments.only, arguments.rounds, arguments.runner)
    base = arguments.report or arguments.out
    try:
        lines, failed = report(base)
    except (OSError, ValueError) as error:
        print(f"Tools/live/paired.py: {error}", file=sys.stderr)
        return 2
    failed = steps + failed
    print("\n".join(lines))
    for problem in failed:
        print(f"FAILED: {problem}")
    if not failed:
        print("paired checks passed")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
