"""usage: python3 -m unittest discover -s Tools/browser -p 'test_*.py'

Checks the parts of record.py that need no browser: the gestures it plans,
the engine's outcomes it writes as expectations, the scenario text, and the
output folder checks. The browser side is checked by recording the pages
(.ci/browser), whose scenarios `taporlink` then judges.
"""

from __future__ import annotations

import importlib.util
import sys
import tempfile
import unittest
from pathlib import Path

_spec = importlib.util.spec_from_file_location("record", Path(__file__).with_name("record.py"))
assert _spec is not None and _spec.loader is not None
record = importlib.util.module_from_spec(_spec)
sys.modules["record"] = record
_spec.loader.exec_module(record)

Touch, Request = record.Touch, record.Request


def tap(at: float = 0.0, x: float = 10.0, y: float = 20.0) -> list:
    return [Touch(at, "down", 1, x, y), Touch(at + 60, "up", 1, x, y)]


def decided(touches: list, requests: list | None = None) -> list[tuple[str, float]]:
    return [(o.event, o.t_ms) for o in record.engine_outcomes(touches, requests or [])]


class EngineOutcomes(unittest.TestCase):
    def test_a_still_tap_with_no_request_is_a_tap_when_the_window_closes(self) -> None:
        self.assertEqual(decided(tap()), [("tap", 810.0)])

    def test_a_request_in_the_window_is_a_link_at_its_time(self) -> None:
        self.assertEqual(decided(tap(), [Request(70.5, "u", "link", False)]), [("link", 70.5)])

    def test_a_request_at_the_window_end_still_counts(self) -> None:
        self.assertEqual(decided(tap(), [Request(810.0, "u", "other", False)]), [("link", 810.0)])

    def test_late_subframe_and_uncounted_requests_leave_a_tap(self) -> None:
        for request in [
            Request(810.001, "u", "link", False),
            Request(70, "u", "link", True),
            Request(70, "u", "reload", False),
        ]:
            self.assertEqual(decided(tap(), [request]), [("tap", 810.0)], request)

    def test_two_quick_taps_each_take_their_own_request(self) -> None:
        requests = [Request(70, "a", "link", False), Request(240, "b", "link", False)]
        self.assertEqual(decided(tap(0) + tap(160), requests), [("link", 70), ("link", 240)])

    def test_moved_longpress_and_multitouch(self) -> None:
        drag = record.gesture_plan("drag", 100, 300)
        self.assertEqual(decided(drag), [("moved", drag[1].t_ms)])
        self.assertEqual(decided(record.gesture_plan("longpress", 100, 300)), [("longpress", 500)])
        self.assertEqual(decided(record.gesture_plan("twofinger", 100, 300)), [("multitouch", 40)])

    def test_a_jitter_inside_the_slop_is_still_a_tap(self) -> None:
        touches = [Touch(0, "down", 1, 10, 20), Touch(20, "move", 1, 17, 27), Touch(60, "up", 1, 17, 27)]
        self.assertEqual(decided(touches), [("tap", 810)])
        touches[1] = Touch(20, "move", 1, 18, 27)  # 10.63 from the down point
        self.assertEqual(decided(touches), [("moved", 20)])


class ScenarioText(unittest.TestCase):
    def element(self, expect: str = "link", blind: str = "") -> object:
        return record.Element(Path("/p/links.html"), 1, expect, "a: link", [], blind, 10, 20, False)

    def test_a_blind_spot_is_a_comment_before_the_engines_outcome(self) -> None:
        run = record.Run("r", self.element(blind="the page requests nothing"), "tap", [], tap())
        text, outcomes, truth = record.scenario_text(run, "chromium", "C 1", "touch", [])
        lines = text.splitlines()
        self.assertEqual(truth, ["link"])
        self.assertIn('name: "chromium tap on a: link (links.html)"', lines)
        self.assertIn("# real-page: engine=chromium page=links.html element=1 gesture=tap truth=link", lines)
        at = lines.index("  - 810ms: tap web 10 20")
        self.assertEqual(lines[at - 1], "  # blind spot: the page requests nothing. Really: link.")

    def test_requests_are_written_with_the_stable_base_and_their_frame(self) -> None:
        run = record.Run("r", self.element(), "tap", [], tap())
        run.requests = [Request(70, "http://127.0.0.1:5/p0/t.html?a=1", "link", True, "anchorClick")]
        text, _, _ = record.scenario_text(run, "webkit", "W 1", "touch", ["http://127.0.0.1:5/p0/"])
        self.assertIn(
            "  - 70ms: request https://pages.taporlink.invalid/t.html?a=1 type link subframe  # anchorClick",
            text.splitlines(),
        )

    def test_numbers_are_shortest_to_the_microsecond(self) -> None:
        self.assertEqual([record.fmt(v) for v in [810.0, 0.0001, 12.3456, -0.0]], ["810", "0", "12.346", "0"])


class OutputFolder(unittest.TestCase):
    def test_a_missing_parent_is_refused(self) -> None:
        with self.assertRaises(record.RecordError):
            record.prepare_output(Path("/nonexistent-parent/out"))

    def test_a_file_is_refused(self) -> None:
        with tempfile.NamedTemporaryFile() as file:
            with self.assertRaises(record.RecordError):
                record.prepare_output(Path(file.name))

    def test_files_move_in_only_when_published(self) -> None:
        with tempfile.TemporaryDirectory() as folder:
            target = Path(folder) / "out"
            temporary = record.prepare_output(target)
            (temporary / "a.yaml").write_text("x")
            self.assertFalse(target.exists())
            record.publish(temporary, target)
            self.assertEqual([p.name for p in target.iterdir()], ["a.yaml"])
            self.assertEqual([p.name for p in Path(folder).iterdir()], ["out"])


if __name__ == "__main__":
    unittest.main()
