"""usage: python3 -m unittest discover -s Tools/browser -p 'test_*.py'

Checks the parts of record.py and recording.py that need no browser: the
gestures it plans, the targets files it reads (and the errors it gives for
bad ones), the page script's messages it hears, the raw recordings it
writes, and the output folder checks. The browser side is checked by
recording pages (.ci/browser), whose scenarios `taporlink` then judges; the
engine's outcomes come from `taporlink-lab import-recording`, not from here.
"""

from __future__ import annotations

import json
import sys
import tempfile
import unittest
import unittest.mock
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))
import record  # noqa: E402
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
        self.assertEqual(run.answers, [{"t_ms": 5, "kind": "content", "x": 1, "y": 2, "phase": "end", "relay_ms": 3,
                                        "frame": "sub"}])
        self.assertEqual(run.navigations, [{"t_ms": 9, "kind": "push", "url": "https://pages.taporlink.invalid/a/#x",
                                            "frame": "sub", "source": "page-script"}])

    def test_an_answer_keeps_the_visible_area_only_when_all_four_are_good(self) -> None:
        run = self.fresh()
        area = {"visualLeft": 0, "visualTop": 512.5, "visualWidth": 360, "visualHeight": 640}
        record.heard_message(run, 1, json.dumps({"kind": "content", "x": 1, "y": 600, "phase": "start", **area}),
                             "o", None, "main")
        self.assertEqual(run.answers[0]["visual"], [0.0, 512.5, 360.0, 640.0])
        for broken in ({**area, "visualWidth": 0}, {**area, "visualTop": "5"}, {**area, "visualLeft": True},
                       {**area, "visualTop": 2e6},
                       {k: v for k, v in area.items() if k != "visualHeight"}):
            record.heard_message(run, 2, json.dumps({"kind": "content", "x": 1, "y": 2, "phase": "end", **broken}),
                                 "o", None, "main")
            self.assertNotIn("visual", run.answers[-1], broken)

    def test_a_message_is_the_frame_the_channel_or_its_wrapper_says_else_a_frames(self) -> None:
        run = self.fresh()
        push = {"navigation": "push", "url": "u"}
        record.heard_message(run, 1, json.dumps({"body": push, "page_ms": 1}), "o", 2, "main")
        record.heard_message(run, 2, json.dumps({"body": push, "page_ms": 1}), "o", 2, "sub")
        record.heard_message(run, 3, json.dumps({"body": push, "frame": "main"}), "o", None)
        record.heard_message(run, 4, json.dumps({"body": push, "frame": "sub"}), "o", None)
        record.heard_message(run, 5, json.dumps({"body": push, "frame": "top"}), "o", None)
        record.heard_message(run, 6, json.dumps(push), "o", None)
        self.assertEqual([n["frame"] for n in run.navigations], ["main", "sub", "main", "sub", "sub", "sub"])

    def test_chromium_names_the_frame_the_binding_was_called_from(self) -> None:
        browser = type("FakeChromium", (), {})()
        main, other = object(), object()
        browser.page = type("FakePage", (), {"main_frame": main})()
        browser.armed, browser.events = True, []
        for frame in (main, other):
            record.Chromium._message(browser, {"frame": frame, "page": browser.page}, "{}")
        record.Chromium._message(browser, None, "{}")
        self.assertEqual([event[3]["frame"] for event in browser.events], ["main", "sub", "sub"])

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
            written, refused = record.write_raw(runs, Path(folder))
            paths = [path for _, path in written]
            self.assertEqual(refused, [])
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

    def test_a_long_page_path_makes_a_short_name_and_two_long_paths_two_names(self) -> None:
        target = recording.Target(1, "t" * 300, "link", (1, 2))
        long_a = "x" * 2000 + "/a/index.html"
        long_b = "x" * 2000 + "/b/index.html"
        stems = [recording.file_stem(page, target, "doubletap") for page in (long_a, long_b)]
        self.assertNotEqual(stems[0], stems[1])
        for stem in stems:
            self.assertLessEqual(len(stem.encode()), 160)
            self.assertRegex(stem, r"^[A-Za-z0-9-]+$")
        runs = [recording.Recording("chromium", "C", "touch", page, "u", 1, (360, 640), target, "tap", (1, 2))
                for page in (long_a, long_b)]
        with tempfile.TemporaryDirectory() as folder:
            written, refused = record.write_raw(runs, Path(folder))
            self.assertEqual((len(written), refused), (2, []))
            self.assertTrue(all(path.is_file() for _, path in written))

    def test_names_that_differ_only_in_case_are_made_distinct(self) -> None:
        target = recording.Target(0, "t", "link", (1, 2))
        runs = [recording.Recording("chromium", "C", "touch", page, "u", 1, (360, 640), target, "tap", (1, 2))
                for page in ("News/index.html", "news/index.html", "NEWS/index.html")]
        with tempfile.TemporaryDirectory() as folder:
            written, _ = record.write_raw(runs, Path(folder))
        names = [path.name for _, path in written]
        self.assertEqual(names, ["News-00-t-tap.json", "news-00-t-tap-again.json", "NEWS-00-t-tap-again-again.json"])
        self.assertEqual(len({recording.folded_name(name) for name in names}), 3)

    def test_a_recording_that_cannot_be_written_is_refused_alone(self) -> None:
        target = recording.Target(0, "t", "link", (1, 2))
        runs = [recording.Recording("chromium", "C", "touch", page, "u", 1, (360, 640), target, "tap", (1, 2))
                for page in ("a.html", "b.html")]
        with tempfile.TemporaryDirectory() as folder:
            (Path(folder) / "a-00-t-tap.json").mkdir()  # a folder in the way
            written, refused = record.write_raw(runs, Path(folder))
        self.assertEqual([path.name for _, path in written], ["b-00-t-tap.json"])
        self.assertEqual(len(refused), 1)
        self.assertEqual(refused[0]["page"], "a.html")
        self.assertIn("could not be written as a-00-t-tap.json", refused[0]["reason"])

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


def importer_binary() -> str | None:
    command = record.importer_command()
    return command[0] if len(command) == 1 and Path(command[0]).is_file() else None


@unittest.skipIf(importer_binary() is None,
                 "no taporlink-lab built (swift build --package-path Tools/lab), nor $TAPORLINK_LAB")
class KeptWhateverTheImporterSays(unittest.TestCase):
    """One page the importer refuses costs only that page: the raw
    recordings are written first and kept, the other pages imported, and
    the summary says what was kept and refused and why."""

    class Server:
        origin = "http://127.0.0.1:9"

        def __init__(self, _root: Path) -> None:
            pass

        def url(self, path: str) -> str:
            return self.origin + path

        def close(self) -> None:
            pass

    class Browser:
        def __init__(self, _script: str) -> None:
            pass

        def close(self) -> None:
            pass

    @staticmethod
    def recorded(_browser, jobs, server, _say, _pointer="finger", _button="primary"):
        recordings = []
        for job in jobs:
            for target in job.targets:
                run = recording.Recording("chromium", "C", "touch", job.page, server.url(job.url_path), job.scale,
                                          job.layout_viewport, target, "tap", target.point)
                run.touches = recording.gesture_plan("tap", *target.point)
                if job.page.startswith("flood/"):
                    # The page floods the message channel: more answers than a recording may hold.
                    run.answers = [{"t_ms": 1, "kind": "content", "x": 5, "y": 6, "phase": "start"}] * 12_000
                recordings.append(run)
        return recordings, []

    def setUp(self) -> None:
        self.saved = (record.PageServer, record.Chromium, record.record_chromium)
        record.PageServer, record.Chromium, record.record_chromium = self.Server, self.Browser, self.recorded

    def tearDown(self) -> None:
        record.PageServer, record.Chromium, record.record_chromium = self.saved

    def test_a_flooding_page_is_refused_alone_and_every_raw_recording_is_kept(self) -> None:
        with tempfile.TemporaryDirectory() as folder:
            base = Path(folder)
            for name in ("good", "flood", "also"):
                (base / name).mkdir()
                (base / name / "index.html").write_text("<p>hi</p>")
            targets = base / "targets.json"
            targets.write_text(json.dumps({"pages": [page(page=f"{name}/index.html")
                                                     for name in ("good", "flood", "also")]}))
            out = base / "out"
            (out).mkdir()
            (out / "flood-00-t-tap.yaml").write_text("stale")
            lines: list[str] = []
            status = record.record(record.parse_arguments(["--targets", str(targets), "-o", str(out)]),
                                   lambda line, end="\n": lines.append(line))
            files = sorted(p.name for p in out.iterdir())
            listed = json.loads((out / "not-recorded.json").read_text())
        self.assertEqual(status, 1)
        self.assertEqual(files, ["also-00-t-tap.json", "also-00-t-tap.yaml", "flood-00-t-tap.json",
                                 "good-00-t-tap.json", "good-00-t-tap.yaml", "not-recorded.json"])
        text = "\n".join(lines)
        self.assertIn("kept 3 raw recordings in", text)
        self.assertIn("imported 2 of 3 pages (2 scenarios); 1 refused by the importer", text)
        self.assertIn("flood/index.html (1 recordings):", text)
        self.assertIn("more than 10000 entries", text)
        self.assertEqual([entry["page"] for entry in listed["not_imported"]], ["flood/index.html"])
        self.assertEqual(listed["not_imported"][0]["files"], ["flood-00-t-tap.json"])


if __name__ == "__main__":
    unittest.main()


class MouseRecordings(unittest.TestCase):
    def test_a_mouse_tap_is_a_press_and_a_release_of_its_button_at_the_touch_points(self) -> None:
        plan = record.mouse_plan(recording.gesture_plan("tap", 10, 20), "mouse", "secondary")
        events = [record.mouse_event(touch, 1) for touch in plan]
        self.assertEqual(events, [
            {"type": "mousePressed", "x": 10, "y": 20, "button": "right", "buttons": 2, "clickCount": 1},
            {"type": "mouseReleased", "x": 10, "y": 20, "button": "right", "buttons": 0, "clickCount": 1},
        ])
        drag = record.mouse_plan(recording.gesture_plan("drag", 10, 300), "mouse", "primary")
        moved = record.mouse_event(drag[1], 1)
        self.assertEqual((moved["type"], moved["button"], moved["buttons"], moved["clickCount"]),
                         ("mouseMoved", "left", 1, 0))
        self.assertEqual(record.mouse_event(plan[0], 2)["clickCount"], 2)

    def test_a_mouse_cannot_play_two_fingers(self) -> None:
        with self.assertRaises(ValueError):
            record.mouse_plan(recording.gesture_plan("twofinger", 100, 300), "mouse", "primary")

    def test_the_raw_recording_says_the_pointer_and_button_and_a_fingers_says_neither(self) -> None:
        target = recording.Target(0, "a link", "link", (10, 20))
        mouse = recording.Recording("chromium", "C", "pointer", "a/index.html", "u", 1.0, (360, 640),
                                    target, "tap", (10, 20))
        mouse.touches = record.mouse_plan(recording.gesture_plan("tap", 10, 20), "mouse", "middle")
        finger = recording.Recording("chromium", "C", "touch", "a/index.html", "u", 1.0, (360, 640),
                                     target, "tap", (10, 20))
        finger.touches = recording.gesture_plan("tap", 10, 20)
        primary = recording.Recording("chromium", "C", "pointer", "a/index.html", "u", 1.0, (360, 640),
                                      target, "tap", (10, 20))
        primary.touches = record.mouse_plan(recording.gesture_plan("tap", 10, 20), "mouse", "primary")
        with tempfile.TemporaryDirectory() as folder:
            written, refused = record.write_raw([mouse, finger, primary], Path(folder))
            self.assertEqual(refused, [])
            values = [json.loads(path.read_text()) for _, path in written]
        self.assertEqual(values[0]["input"], "pointer")
        self.assertEqual(values[0]["touches"], [
            {"t_ms": 0, "type": "down", "finger": 1, "x": 10, "y": 20, "pointer": "mouse", "button": "middle"},
            {"t_ms": 60, "type": "up", "finger": 1, "x": 10, "y": 20, "pointer": "mouse", "button": "middle"},
        ])
        self.assertEqual(values[1]["touches"][0], {"t_ms": 0, "type": "down", "finger": 1, "x": 10, "y": 20})
        self.assertEqual(values[2]["touches"][0]["pointer"], "mouse")
        self.assertNotIn("button", values[2]["touches"][0])

    def test_the_options_need_chromium_and_a_mouse(self) -> None:
        arguments = record.parse_arguments(["--pointer", "mouse", "--button", "secondary", "p.html", "-o", "out"])
        self.assertEqual((arguments.pointer, arguments.button), ("mouse", "secondary"))
        for argv in (["--engine", "webkit", "--pointer", "mouse", "p.html", "-o", "out"],
                     ["--button", "secondary", "p.html", "-o", "out"],
                     ["--pointer", "mouse", "--button", "left", "p.html", "-o", "out"]):
            with self.assertRaises(SystemExit), unittest.mock.patch("sys.stderr"):
                record.parse_arguments(argv)
