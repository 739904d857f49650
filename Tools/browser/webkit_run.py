"""Runs the WebKit driver (webkit_driver.py) on a plan, in its own process
under xvfb-run, for the recorder and the browser checks."""

from __future__ import annotations

import json
import os
import signal
import subprocess
from dataclasses import dataclass
from pathlib import Path

HERE = Path(__file__).resolve().parent
DRIVER = HERE / "webkit_driver.py"
# WebKitGTK's bindings live in the system's Python, not a virtual one.
SYSTEM_PYTHON = "/usr/bin/python3"


@dataclass
class DriverRun:
    """How a run of the driver ended: `returncode` is None when it took
    longer than its time and was stopped; `result` is where it wrote."""

    returncode: int | None
    stderr: str
    result: Path


def run_driver(plan: dict, work: Path, name: str, timeout_s: float, arguments: tuple[str, ...] = ()) -> DriverRun:
    """Writes `plan` to WORK/plan-NAME.json and runs the driver on it, its
    result going to WORK/result-NAME.json. The driver runs in its own
    process group, so that stopping it (on a timeout, or when the caller
    stops) stops its Xvfb and WebKit's processes with it."""
    plan_path, result_path = work / f"plan-{name}.json", work / f"result-{name}.json"
    plan_path.write_text(json.dumps(plan))
    command = ["xvfb-run", "-a", SYSTEM_PYTHON, str(DRIVER), *arguments,
               "--plan", str(plan_path), "--out", str(result_path)]
    process = subprocess.Popen(command, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True,
                               start_new_session=True)
    try:
        _, stderr = process.communicate(timeout=timeout_s)
        return DriverRun(process.returncode, stderr, result_path)
    except subprocess.TimeoutExpired:
        return DriverRun(None, "", result_path)
    finally:
        if process.poll() is None:
            os.killpg(process.pid, signal.SIGTERM)
            process.wait()
