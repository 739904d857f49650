"""usage: python3 -m unittest discover -s Tools/browser -p 'test_*.py'

Checks the parts of the effects record that need no browser: how the
observer's entries (Tools/browser/effects.js) become a raw recording's
`effects`, `effects_baseline` and `effects_left_out` (effects.py): the
clock conversion, the baseline's span, the cap, and what is refused; and
how record.py and webkit_driver.py carry them (a page's `control`, the
targets' `truth3`, the driver's plan and clock). The observer itself is
checked by recording pages in both engines.
"""

from __future__ import annotations

import json
import sys
import tempfile
import unittest
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))
import effects  # noqa: E402
import record  # noqa: E402
import recording  # noqa: E402
import webkit_driver as driver  # noqa: E402

# The page's time origin (epoch ms) and the recorder's clock sample: the
# first touch (recorder 0) happened at wall 1,000,500, page time 500.
ORIGIN = 1_000_000.0
CLOCK = effects.Clock(t_ms=0.0, wall_ms=1_000_500.0)


def observed(entries: list, mark: float = 0.0, **more: object) -> str:
    value = {"origin": ORIGIN, "now": 3000.0, "mark": mark, "entries": entries, "dropped": 0, "blur": 0}
    value.update(more)
    return json.dumps(value)


class ClockTests(unittest.TestCase):
    def test_a_page_time_is_put_on_the_recorders_clock_through_the_wall_clock(self) -> None:
        self.assertEqual(effects.recorder_ms(563.5, ORIGIN, CLOCK), 63.5)
        # a sample taken later on both clocks gives the same answer
        later = effects.Clock(t_ms=1200.0, wall_ms=1_001_700.0)
        self.assertEqual(effects.recorder_ms(563.5, ORIGIN, later), 63.5)

    def test_the_driver_makes_its_clock_sample_relative_to_the_first_touch(self) -> None:
        result = driver.RunResult("a")
        result.touches = [{"t_ms": 1000.0}]
        result.effects = {"clock": {"t_ms": 2300.0, "wall_ms": 5.0}, "record": "{}"}
        result.finish(driver.FrameWitness())
        self.assertEqual(result.effects["clock"], {"t_ms": 1300.0, "wall_ms": 5.0})
        self.assertIn("effects", result.json())


class EntryTests(unittest.TestCase):
    def test_each_kind_keeps_its_own_fields(self) -> None:
        found = effects.read_effects(observed([
            {"t": 563.5, "kind": "click", "tag": "button", "control": "button:submit", "prevented": False},
            {"t": 564.0, "kind": "mutation", "detail": "attributes"},
            {"t": 564.1, "kind": "focus", "tag": "input", "control": "input:text"},
            {"t": 564.1, "kind": "focusOther", "tag": "div", "control": ""},
            {"t": 564.2, "kind": "event", "detail": "change"},
        ]), CLOCK)
        assert found is not None
        self.assertEqual(found.effects, [
            {"t_ms": 63.5, "kind": "click", "tag": "button", "control": "button:submit", "prevented": False},
            {"t_ms": 64.0, "kind": "mutation", "detail": "attributes"},
            {"t_ms": 64.1, "kind": "focus", "tag": "input", "control": "input:text"},
            {"t_ms": 64.1, "kind": "focusOther", "tag": "div", "control": ""},
            {"t_ms": 64.2, "kind": "event", "detail": "change"},
        ])
        self.assertEqual(effects.counts(found.effects),
                         {"control": "button:submit", "focus": 1, "events": 1, "mutations": 1, "prevented": False})

    def test_what_the_observer_does_not_write_is_counted_not_kept(self) -> None:
        found = effects.read_effects(observed([
            {"t": 600, "kind": "mutation", "detail": "style"},
            {"t": 600, "kind": "event", "detail": "keydown"},
            {"t": 600, "kind": "scroll"},
            {"t": "600", "kind": "mutation", "detail": "childList"},
            {"t": 600, "kind": "click", "tag": "x" * 500, "control": 5, "prevented": "yes"},
        ]), CLOCK)
        assert found is not None
        self.assertEqual(found.effects, [{"t_ms": 100.0, "kind": "click", "tag": "x" * effects.MAX_TEXT,
                                          "control": "", "prevented": False}])
        self.assertEqual(found.left_out["unreadable"], 4)

    def test_no_record_or_an_unreadable_one_gives_no_effects(self) -> None:
        for text in (None, "", "not json", "[]", json.dumps({"entries": []}), observed("x")):  # type: ignore[arg-type]
            self.assertIsNone(effects.read_effects(text, CLOCK), text)
        self.assertIsNone(effects.read_effects(observed([]), None))


class BaselineAndCapTests(unittest.TestCase):
    def test_the_baseline_counts_changes_in_the_second_before_the_first_touch(self) -> None:
        entries = [{"t": t, "kind": "mutation", "detail": "childList"} for t in (-700, -400, -300, 100, 499, 500)]
        entries.append({"t": 200, "kind": "event", "detail": "input"})  # not a change
        found = effects.read_effects(observed(entries, mark=-1000.0), CLOCK)
        assert found is not None
        # page 500 is the touch: -400…499 are the second before it (4 changes), -700 is earlier
        self.assertEqual(found.baseline, {"ms": 1000.0, "mutations": 4})
        self.assertEqual([e["t_ms"] for e in found.effects], [0.0])

    def test_a_shorter_watch_before_the_touch_says_its_length(self) -> None:
        entries = [{"t": t, "kind": "mutation", "detail": "attributes"} for t in (150, 300, 400)]
        found = effects.read_effects(observed(entries, mark=200.0), CLOCK)
        assert found is not None
        self.assertEqual(found.baseline, {"ms": 300.0, "mutations": 2})

    def test_the_first_touch_may_be_after_zero(self) -> None:
        entries = [{"t": 505, "kind": "mutation", "detail": "attributes"}]
        found = effects.read_effects(observed(entries, mark=-1000.0), CLOCK, first_touch_ms=10.0)
        assert found is not None
        self.assertEqual((found.baseline["mutations"], found.effects), (1, []))

    def test_the_list_is_capped_and_the_rest_counted(self) -> None:
        entries = [{"t": 501 + n, "kind": "mutation", "detail": "childList"} for n in range(2500)]
        found = effects.read_effects(observed(entries, dropped=7, blur=3), CLOCK)
        assert found is not None
        self.assertEqual(len(found.effects), effects.MAX_EFFECTS)
        self.assertEqual(found.left_out, {"blur_mutations": 3, "over_cap": 500, "dropped_in_page": 7, "unreadable": 0})


class RecordingTests(unittest.TestCase):
    def test_a_control_element_is_content_with_truth3_control(self) -> None:
        found = {"expect": "control", "name": "button", "gestures": "", "blind": "", "tag": "button",
                 "x": 10, "y": 10, "width": 20, "height": 20, "hits": True}
        target = record.marked_target("p.html", 1, found, 0, 0, False)
        self.assertEqual((target.truth, target.truth3), ("content", "control"))
        found["expect"] = "link"
        self.assertEqual(record.marked_target("p.html", 1, found, 0, 0, False).truth3, "link")
        found["expect"] = "button"
        with self.assertRaises(record.RecordError):
            record.marked_target("p.html", 1, found, 0, 0, False)

    def test_the_json_has_truth3_and_effects_only_when_known(self) -> None:
        target = recording.Target(index=1, name="t", truth="content", point=(1, 2))
        run = recording.Recording("chromium", "C", "touch", "p.html", "u", 1.0, (360, 640), target, "tap", (1, 2))
        value = run.json()
        self.assertNotIn("truth3", value["target"])
        self.assertNotIn("effects", value)
        target.truth3 = "control"
        run.effects, run.effects_baseline = [{"t_ms": 1.0, "kind": "event", "detail": "input"}], {"ms": 1000.0, "mutations": 0}
        value = run.json()
        self.assertEqual(value["target"]["truth3"], "control")
        self.assertEqual(value["effects_baseline"], {"ms": 1000.0, "mutations": 0})
        self.assertEqual(value["effects"][0]["kind"], "event")

    def test_a_targets_truth3_is_copied_when_it_is_one_of_the_three(self) -> None:
        with tempfile.TemporaryDirectory() as folder:
            (Path(folder) / "a").mkdir()
            (Path(folder) / "a" / "index.html").write_text("<p>hi</p>")
            path = Path(folder) / "targets.json"
            targets = [{"name": n, "selector": "p", "point": [1, 2], "expect": "content", **extra}
                       for n, extra in (("a", {"truth3": "control"}), ("b", {}), ("c", {"truth3": "maybe"}))]
            path.write_text(json.dumps({"pages": [{"page": "a/index.html", "targets": targets}]}))
            jobs = recording.read_targets(path)
        self.assertEqual([t.truth3 for t in jobs[0].targets], ["control", "", ""])

    def test_an_answers_control_is_kept_bounded(self) -> None:
        target = recording.Target(index=1, name="t", truth="content", point=(1, 2))
        run = recording.Recording("chromium", "C", "touch", "p.html", "u", 1.0, (360, 640), target, "tap", (1, 2))
        body = {"kind": "control", "control": "toggle" + "x" * 100, "x": 1, "y": 2, "phase": "click"}
        record.heard_message(run, 5, json.dumps({"body": body, "page_ms": 1}), "o", 2, "main")
        record.heard_message(run, 6, json.dumps({"body": {"kind": "link", "x": 1, "y": 2, "phase": "click"}}), "o", None)
        self.assertEqual(len(run.answers[0]["control"]), record.MAX_CONTROL_TEXT)
        self.assertNotIn("control", run.answers[1])

    def test_the_webkit_plan_carries_the_observer_and_the_driver_reads_it(self) -> None:
        with tempfile.TemporaryDirectory() as folder:
            plan = {"viewport": {"width": 360, "height": 640}, "effects_script": "(() => {})()", "baseline_ms": 1000,
                    "runs": [{"id": "a", "page": "/p.html", "gesture": {"kind": "tap", "events": [
                        {"t_ms": 0, "type": "down", "finger": 1, "x": 1, "y": 2},
                        {"t_ms": 60, "type": "up", "finger": 1, "x": 1, "y": 2}]}}]}
            path = Path(folder) / "plan.json"
            path.write_text(json.dumps(plan))
            read = driver.read_plan(path)
            self.assertEqual((read.effects_script, read.baseline_ms), ("(() => {})()", 1000.0))
            plan["baseline_ms"] = -1
            path.write_text(json.dumps(plan))
            with self.assertRaises(driver.PlanError):
                driver.read_plan(path)

    def test_a_webkit_runs_record_becomes_its_effects(self) -> None:
        target = recording.Target(index=1, name="t", truth="content", point=(1, 2), truth3="control")
        job = recording.PageJob("p.html", "/p.html", 1.0, (360.0, 640.0), [], [target])

        class Server:
            origin = "http://127.0.0.1:1"

            def url(self, path: str) -> str:
                return self.origin + path

        text = observed([{"t": 563.5, "kind": "click", "tag": "input", "control": "input:checkbox", "prevented": True}])
        entry = {"touches": [{"t_ms": 0.0, "type": "down", "finger": 1, "x": 1, "y": 2}], "requests": [],
                 "effects": {"clock": {"t_ms": 0.0, "wall_ms": 1_000_500.0}, "record": text}}
        made = record.webkit_recording(job, target, "tap", entry, "WebKitGTK 2", "touch", Server())
        self.assertEqual(made.effects, [{"t_ms": 63.5, "kind": "click", "tag": "input", "control": "input:checkbox",
                                         "prevented": True}])
        self.assertEqual(made.json()["target"]["truth3"], "control")


if __name__ == "__main__":
    unittest.main()
