"""usage: python3 -m unittest discover -s Tools/browser -p 'test_*.py'

Checks the parts of webkit_driver.py that need no WebKit: reading the plan,
judging a navigation's frame from the frames' reports, and the run record's
clock. The driver's WebKit side is checked by recording the pages
(Tools/lab/Docs/RealPages-WebKit.md).
"""

from __future__ import annotations

import json
import sys
import tempfile
import unittest
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
import webkit_driver as driver  # noqa: E402

TAP = [
    {"t_ms": 0, "type": "down", "finger": 1, "x": 10, "y": 20},
    {"t_ms": 60, "type": "up", "finger": 1, "x": 10, "y": 20},
]


def plan_with(**changes: object) -> dict:
    run = {"id": "a", "page": "/pages/a.html", "gesture": {"kind": "tap", "events": TAP}}
    plan: dict = {"viewport": {"width": 360, "height": 640}, "runs": [run]}
    for key, value in changes.items():
        if key in ("id", "page", "page_url", "gesture", "scale", "setup", "locate"):
            run[key] = value
        else:
            plan[key] = value
    return plan


class ReadPlanTests(unittest.TestCase):
    def read(self, plan: object) -> "driver.Plan":
        with tempfile.TemporaryDirectory() as folder:
            path = Path(folder) / "plan.json"
            path.write_text(json.dumps(plan) if not isinstance(plan, str) else plan)
            return driver.read_plan(path)

    def assertRejected(self, plan: object, message: str) -> None:
        with self.assertRaises(driver.PlanError) as caught:
            self.read(plan)
        self.assertIn(message, str(caught.exception))

    def test_a_good_plan_reads_with_file_url_and_default_settle(self) -> None:
        plan = self.read(plan_with())
        self.assertEqual((plan.width, plan.height, plan.settle_ms), (360, 640, driver.DEFAULT_SETTLE_MS))
        self.assertEqual(plan.runs[0].url, "file:///pages/a.html")
        self.assertEqual([event.type for event in plan.runs[0].events], ["down", "up"])

    def test_page_url_wins_over_the_file(self) -> None:
        plan = self.read(plan_with(page_url="http://127.0.0.1:8000/a.html"))
        self.assertEqual(plan.runs[0].url, "http://127.0.0.1:8000/a.html")

    def test_bad_plans_say_where(self) -> None:
        self.assertRejected("[[", "not JSON")
        self.assertRejected(plan_with(viewport={"width": 360}), "viewport.height")
        self.assertRejected(plan_with(page="pages/a.html"), "runs[0].page: 'pages/a.html' is not an absolute path")
        self.assertRejected(plan_with(gesture={"kind": "swipe", "events": TAP}), "runs[0].gesture.kind")
        self.assertRejected(plan_with(gesture={"kind": "tap", "events": [TAP[1]]}), "finger 1 is not down")
        self.assertRejected(plan_with(gesture={"kind": "tap", "events": [TAP[1], TAP[0]]}), "times go backwards")
        self.assertRejected(plan_with(gesture={"kind": "tap", "events": [TAP[0], TAP[0]]}), "already down")
        bad_time = [dict(TAP[0], t_ms=float("inf"))]
        self.assertRejected(plan_with(gesture={"kind": "tap", "events": bad_time}), "events[0].t_ms: expected a number")
        self.assertRejected(plan_with(settle_ms=True), "settle_ms: expected a number")
        twice = plan_with()
        twice["runs"].append(dict(twice["runs"][0]))
        self.assertRejected(twice, "'a' is used twice")


class TargetRunTests(unittest.TestCase):
    read = ReadPlanTests.read
    assertRejected = ReadPlanTests.assertRejected

    def test_scale_setup_locate_and_page_script_are_read(self) -> None:
        plan = self.read(plan_with(
            scale=0.3673, setup=[{"fill": ".new-todo", "text": "milk", "press": "Enter"}],
            locate={"selector": "p > a", "x": 10, "y": 20, "strict": False},
            page_script="/* script */", interactive="a[href]"))
        run = plan.runs[0]
        self.assertEqual(run.scale, 0.3673)
        self.assertEqual(run.setup[0]["fill"], ".new-todo")
        self.assertEqual(run.locate["selector"], "p > a")
        self.assertEqual((plan.page_script, plan.interactive), ("/* script */", "a[href]"))

    def test_defaults_touch_at_scale_1_with_no_setup(self) -> None:
        run = self.read(plan_with()).runs[0]
        self.assertEqual((run.scale, run.setup, run.locate), (1.0, (), None))

    def test_bad_target_runs_say_where(self) -> None:
        self.assertRejected(plan_with(scale=0), "runs[0].scale")
        self.assertRejected(plan_with(setup=[{"text": "x"}]), "runs[0].setup[0].fill")
        self.assertRejected(plan_with(setup=[{"fill": "a", "press": 13}]), "runs[0].setup[0].press")
        self.assertRejected(plan_with(locate={"x": 1, "y": 2}), "runs[0].locate.selector")
        self.assertRejected(plan_with(locate={"selector": "a", "x": "1", "y": 2}), "runs[0].locate.x")
        self.assertRejected(plan_with(page_script=3), "page_script")

    def test_messages_and_uri_changes_are_timed_from_the_first_touch(self) -> None:
        result = driver.RunResult("r")
        result.touches = [{"t_ms": 1000.0, "type": "down"}]
        result.messages = [{"t_ms": 1003.5, "json": "{}"}]
        result.uri_changes = [{"t_ms": 1100.0, "url": "u#x"}]
        result.finish(driver.FrameWitness())
        value = result.json()
        self.assertEqual(value["messages"][0]["t_ms"], 3.5)
        self.assertEqual(value["uri_changes"][0]["t_ms"], 100.0)


class FrameWitnessTests(unittest.TestCase):
    def witness(self, *reports: tuple[float, str, str, str | None]) -> "driver.FrameWitness":
        witness = driver.FrameWitness()
        for report in reports:
            witness.hear(driver.Report(*report))
        return witness

    def test_the_navigate_report_names_the_frame_even_when_another_frame_was_clicked(self) -> None:
        witness = self.witness(
            (100.0, "main", "link", "http://h/t.html?case=targeted"),
            (100.5, "main", "activation", None),
            (101.0, "sub", "navigate", "http://h/t.html?case=targeted"),
        )
        self.assertEqual(witness.judge("http://h/t.html?case=targeted", True, 102.0), (True, "navigate in the sub frame"))

    def test_a_get_form_matches_its_action_with_a_query(self) -> None:
        witness = self.witness((10.0, "sub", "form", "http://h/t.html"))
        self.assertEqual(witness.judge("http://h/t.html?case=form-get", True, 11.0)[0], True)

    def test_with_no_named_url_a_gesture_goes_by_the_latest_activation(self) -> None:
        witness = self.witness((10.0, "sub", "activation", None), (200.0, "main", "activation", None))
        self.assertEqual(witness.judge("http://h/x", True, 15.0), (True, "activation in the sub frame"))
        self.assertEqual(witness.judge("http://h/x", True, 300.0), (False, "activation in the main frame"))
        self.assertEqual(witness.judge("http://h/x", False, 300.0), (False, "no report: main frame assumed"))

    def test_reports_long_after_the_decision_do_not_count(self) -> None:
        witness = self.witness((500.0, "sub", "navigate", "http://h/x"))
        self.assertFalse(witness.judge("http://h/x", False, 100.0)[0])
        self.assertTrue(witness.judge("http://h/x", False, 500.0 - driver.WITNESS_GRACE_MS)[0])


class RunResultTests(unittest.TestCase):
    def test_times_become_relative_to_the_first_touch_and_frames_are_judged(self) -> None:
        result = driver.RunResult("a")
        result.touches = [{"t_ms": 1000.0}, {"t_ms": 1060.0}]
        result.requests = [{"t_ms": 995.0, "url": "u", "user_gesture": False, "subframe": False, "frame_evidence": ""}]
        result.context_menus = [1500.0]
        witness = driver.FrameWitness()
        witness.hear(driver.Report(990.0, "sub", "navigate", "u"))
        result.finish(witness)
        self.assertEqual([touch["t_ms"] for touch in result.touches], [0.0, 60.0])
        self.assertEqual(result.requests[0]["t_ms"], -5.0)
        self.assertTrue(result.requests[0]["subframe"])
        self.assertEqual(result.context_menus, [500.0])


if __name__ == "__main__":
    unittest.main()
