"""usage: python3 -m unittest discover -s Tools/browser -p 'test_*.py'

Checks the parts of record.py and recording.py that need no browser: the
gestures it plans, the targets files it reads (and the errors it gives for
bad ones), the page script's messages it hears, the raw recordings it
writes, and the output folder checks. The browser side is checked by
recording pages (.ci/browser), whose scenarios `taporlink` then judges; the
engine's outcomes come from `taporlink import-recording`, not from here.
"""

from __future__ import annotations

import importlib.util
import json
import sys
import tempfile
import unittest
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))
_spec = importlib.util.spec_from_file_location("record", HERE / "record.py")
assert _spec is not None and _spec.loader is not None
record = importlib.util.module_from_spec(_spec)
sys.modules["record"] = record
_spec.loader.exec_module(record)
import recording  # noqa: E402


class GesturePlans(unittest.TestCase):
    def test_a_tap_lifts_60_ms_after_its_down_at_the_same_point(self) -> None:
        plan = recording.gesture_plan("tap", 10, 20)
        self.assertEqual([(t.t_ms, t.type, t.x, t.y) for t in plan], [(0, "down", 10, 20), (60, "up", 10, 20)])

    def test_a_drag_travels_200_px_up_and_two_fingers_stay_in_the_screen(self) -> None:
        drag = recording.gesture_plan("drag", 100, 300)
        self.assertEqual((drag[-1].type, drag[-1].y), ("up", 100.0))
        two = recording.gesture_plan("twofinger", 340, 300)
        self.assertEqual({t.x for t in two if t.finger == 2}, {300})

    def test_an_unknown_gesture_is_refused(self) -> None:
        with self.assertRaises(ValueError):
            recording.gesture_plan("swipe", 0, 0)


def targets_file(folder: Path, pages: object) -> Path:
    (folder / "a").mkdir(exist_ok=True)
    (folder / "a" / "index.html").write_text("<p>hi</p>")
    path = folder / "targets.json"
    path.write_text(json.dumps({"pages": pages}))
    return path


def page(**changes: object) -> dict:
    value = {
        "page": "a/index.html", "setup": [], "layout_viewport": [980, 1743], "scale": 0.3673,
        "targets": [{"name": "t", "selector": "p", "point": [5, 6], "expect": "content", "chosen_as": "text"}],
    }
    value.update(changes)
    return value


class TargetsFiles(unittest.TestCase):
    def test_a_good_file_reads_pages_relative_to_it(self) -> None:
        with tempfile.TemporaryDirectory() as folder:
            jobs = recording.read_targets(targets_file(Path(folder), [page()]))
        self.assertEqual(len(jobs), 1)
        job = jobs[0]
        self.assertEqual((job.url_path, job.scale, job.layout_viewport), ("/a/", 0.3673, (980.0, 1743.0)))
        target = job.targets[0]
        self.assertEqual((target.index, target.truth, target.point, target.chosen_as), (0, "content", (5.0, 6.0), "text"))

    def test_only_keeps_the_pages_named(self) -> None:
        with tempfile.TemporaryDirectory() as folder:
            self.assertEqual(recording.read_targets(targets_file(Path(folder), [page()]), ["zzz"]), [])

    def test_bad_files_say_where(self) -> None:
        cases = [
            (page(page="../x.html"), "pages[0].page"),
            (page(page="b/index.html"), "does not exist"),
            (page(scale=0), "pages[0].scale"),
            (page(setup=[{"text": "x"}]), "pages[0].setup[0]"),
            (page(targets=[{"selector": "p", "point": [1, 2], "expect": "maybe"}]), "pages[0].targets[0].expect"),
            (page(targets=[{"selector": "p", "point": [1], "expect": "link"}]), "pages[0].targets[0].point"),
            (page(targets=[{"selector": "", "point": [1, 2], "expect": "link"}]), "pages[0].targets[0].selector"),
            (page(targets=[{"selector": "p", "point": [1, float("nan")], "expect": "link"}]), "targets[0].point[1]"),
        ]
        for value, where in cases:
            with tempfile.TemporaryDirectory() as folder, self.subTest(where=where):
                with self.assertRaises(recording.TargetsError) as caught:
                    recording.read_targets(targets_file(Path(folder), [value]))
                self.assertIn(where, str(caught.exception))

    def test_a_file_that_is_not_json_is_refused(self) -> None:
        with tempfile.TemporaryDirectory() as folder:
            path = Path(folder) / "t.json"
            path.write_text("{pages: [")
            with self.assertRaises(recording.TargetsError) as caught:
                recording.read_targets(path)
            self.assertIn("not JSON", str(caught.exception))


class Messages(unittest.TestCase):
    def fresh(self) -> object:
        target = recording.Target(0, "t", "link", (1, 2))
        return recording.Recording("chromium", "C", "touch", "a/index.html", "u", 1, (360, 640), target, "tap", (1, 2))

    def test_an_answer_and_a_navigation_are_told_apart(self) -> None:
        run = self.fresh()
        record.heard_message(run, 5, json.dumps({"body": {"kind": "content", "x": 1, "y": 2, "phase": "end"}, "page_ms": 100}),
                             "http://127.0.0.1:9", 103)
        record.heard_message(run, 9, json.dumps({"navigation": "push", "url": "http://127.0.0.1:9/a/#x"}), "http://127.0.0.1:9", None)
        self.assertEqual(run.answers, [{"t_ms": 5, "kind": "content", "x": 1, "y": 2, "phase": "end", "relay_ms": 3}])
        self.assertEqual(run.navigations, [{"t_ms": 9, "kind": "push", "url": "https://pages.taporlink.invalid/a/#x",
                                            "frame": "main", "source": "page-script"}])

    def test_a_message_that_is_neither_is_kept_as_unreadable(self) -> None:
        run = self.fresh()
        for payload in ["not json", "[1, 2]", json.dumps({"kind": 3})]:
            record.heard_message(run, 1, payload, "o", None)
        self.assertEqual([a["kind"] for a in run.answers], ["unreadable"] * 3)


class Locating(unittest.TestCase):
    """Chromium.locate looks again until two looks agree, as WebKit's
    driver does: the touch waits for a page that has stopped moving."""

    class Page:
        def __init__(self, looks: list[dict]) -> None:
            self.looks, self.waits, self.asked = list(looks), [], 0

        def evaluate(self, _source: str, _arguments: list) -> dict:
            self.asked += 1
            return self.looks.pop(0)

        def wait_for_timeout(self, ms: float) -> None:
            self.waits.append(ms)

    def locate(self, looks: list[dict]) -> tuple[dict, "Locating.Page"]:
        browser = type("FakeChromium", (), {})()
        browser.page = self.Page(looks)
        target = recording.Target(0, "t", "content", (1, 2), selector="p")
        return record.Chromium.locate(browser, target), browser.page

    def test_two_looks_that_agree_end_it(self) -> None:
        where, page = self.locate([{"x": 1}, {"x": 1}, {"x": 9}])
        self.assertEqual((where, page.asked, page.waits), ({"x": 1}, 2, [record.LOCATE_AGAIN_MS]))

    def test_a_moving_page_is_looked_at_again_and_the_last_look_counts(self) -> None:
        where, page = self.locate([{"x": 1}, {"x": 2}, {"x": 3}, {"x": 3}])
        self.assertEqual((where, page.asked), ({"x": 3}, 4))
        where, page = self.locate([{"x": n} for n in range(record.LOCATE_LOOKS + 2)])
        self.assertEqual((where, page.asked), ({"x": record.LOCATE_LOOKS - 1}, record.LOCATE_LOOKS))


class RawRecordings(unittest.TestCase):
    def test_names_are_unique_and_the_json_has_every_part(self) -> None:
        target = recording.Target(3, 'link "Hi, I\'m N."', "link", (1.234, 2), selector="h1 > a", chosen_as="link")
        runs = [recording.Recording("webkit", "W", "touch", "readability/001/index.html", "u", 0.5, (720, 1280),
                                    target, "tap", (1.234, 2)) for _ in range(2)]
        runs[0].touches = recording.gesture_plan("tap", 1.234, 2)
        with tempfile.TemporaryDirectory() as folder:
            paths = record.write_raw(runs, Path(folder))
            self.assertEqual([p.name for p in paths], ["readability-001-03-link-hi-i-m-n-tap.json",
                                                       "readability-001-03-link-hi-i-m-n-tap-again.json"])
            value = json.loads(paths[0].read_text())
        self.assertEqual(value["recording"], 1)
        self.assertEqual((value["engine"], value["scale"], value["viewport"]), ("webkit", 0.5, [360, 640]))
        self.assertEqual(value["target"]["index"], 3)
        self.assertEqual(value["target"]["truth"], "link")
        self.assertEqual(value["touches"][1]["type"], "up")
        for key in ("requests", "answers", "navigations", "uri_changes", "layout_viewport", "touched_at", "moved"):
            self.assertIn(key, value)

    def test_urls_of_the_server_are_written_stable(self) -> None:
        self.assertEqual(recording.stable_url("http://127.0.0.1:5/a/?q", "http://127.0.0.1:5"),
                         "https://pages.taporlink.invalid/a/?q")
        self.assertEqual(recording.stable_url("https://example.com/", "http://127.0.0.1:5"), "https://example.com/")

    def test_same_document_kinds(self) -> None:
        self.assertEqual(recording.same_document_kind("fragment", "u", "u#a"), "fragment")
        self.assertEqual(recording.same_document_kind("historyApi", "http://h/a", "http://h/b"), "push")
        self.assertEqual(recording.same_document_kind("historyApi", "http://h/a", "http://h/a#b"), "fragment")

    def test_requests_stay_on_the_machine(self) -> None:
        self.assertTrue(record.local("http://127.0.0.1:8000/a.js"))
        self.assertTrue(record.local("data:text/plain,x"))
        self.assertFalse(record.local("https://fonts.example.com/a.woff"))
        self.assertFalse(record.local("http://127.0.0.2/"))


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
