"""Tests of gesture_evidence.py's pure logic (no browser)."""

import sys
import unittest
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
import gesture_evidence as ge  # noqa: E402


class ScrollTruthTests(unittest.TestCase):
    def test_coasting_then_stopped(self):
        frames = [[t, 100.0 + t] for t in range(0, 1000, 16)]  # moving until the down
        frames += [[t, 1000.0] for t in range(1000, 2000, 16)]
        truth = ge.scroll_truth(frames, [1000.0, 1000.0])
        self.assertEqual(truth["coasting"], True)
        self.assertEqual(truth["stopped"], True)

    def test_coasting_and_kept_moving(self):
        frames = [[t, float(t)] for t in range(0, 2000, 16)]
        truth = ge.scroll_truth(frames, [1000.0, 1000.0])
        self.assertEqual((truth["coasting"], truth["stopped"]), (True, False))
        self.assertGreater(truth["after"], 100)

    def test_still_page(self):
        frames = [[t, 0.0] for t in range(0, 2000, 16)]
        truth = ge.scroll_truth(frames, [1000.0, 0.0])
        self.assertEqual((truth["coasting"], truth["stopped"]), (False, True))

    def test_no_down(self):
        self.assertIsNone(ge.scroll_truth([[0, 0]], None)["coasting"])


class TraceTests(unittest.TestCase):
    OUTPUT = "\n".join([
        "FAIL a.yaml — name",
        "  a.yaml:3: unexpected outcome `10ms: tap web 1 2`",
        "                  ✗ 10ms: tap web 1 2",
        "                    12ms: doubletap web 1 2 first 1",
        "  trace:",
        "    0ms: deliver down web",
        "    10ms: tap web 1 2",
        "    300ms: dismiss scroll",
        "    400ms: doubletap web 1 2 first 1",
        "PASS dir/b.yaml — other",
        "  trace:",
        "    5ms: link https://x/",
        "    5ms: allow https://x/",
    ])

    def test_outcomes_of_the_trace_only(self):
        traces = ge.parse_trace(self.OUTPUT)
        self.assertEqual(traces["a.yaml"], ["tap web 1 2", "dismiss scroll", "doubletap web 1 2 first 1"])
        self.assertEqual(traces["dir/b.yaml"], ["link https://x/"])

    def test_decision_words(self):
        self.assertEqual(ge.decision_words(["dismiss selection", "doubletap web 1 2 first 1", "tap web 1 2"]),
                         ["dismiss selection", "doubletap", "tap"])


class ScenarioTextTests(unittest.TestCase):
    def test_config_gets_double_tap_and_expect_is_emptied(self):
        text = "# c\nname: n\nconfig:\n  page-answers: manual\nviews: []\nexpect:\n  - 1ms: tap web 1 2\n"
        self.assertEqual(ge.with_double_tap(text),
                         "# c\nname: n\nconfig:\n  double-tap: fast\n  page-answers: manual\nviews: []\nexpect: []\n")

    def test_no_config(self):
        text = "name: n\nviews: []\nexpect:\n  - 1ms: tap web 1 2\n"
        self.assertEqual(ge.with_double_tap(text), "name: n\nconfig:\n  double-tap: fast\nviews: []\nexpect: []\n")


class TargetTests(unittest.TestCase):
    def test_misses(self):
        self.assertEqual(ge.misses("flick+tap", {"coasting": True}, ["moved", "tap web 1 2"]),
                         ["a tap that stopped a coasting scroll decided `tap`"])
        self.assertEqual(ge.misses("flick+tap", {"coasting": True}, ["moved", "dismiss scroll"]), [])
        self.assertEqual(ge.misses("select+tap", {"selected": True}, ["tap web 1 2"]),
                         ["a tap that dismissed a selection decided `tap`"])
        self.assertEqual(ge.misses("double-tap content", {}, ["tap web 1 2", "tap web 1 2"]),
                         ["a double tap gave two `tap`s"])
        self.assertEqual(ge.misses("double-tap link", {}, ["link https://x/", "doubletap web 1 2 first 1"]), [])
        self.assertEqual(len(ge.misses("double-tap link", {}, ["link https://x/", "link https://x/"])), 1)

    def test_counts(self):
        rows = [ge.Row("p", "flick+tap", {"coasting": True}, ["moved", "dismiss scroll"]),
                ge.Row("p", "select+tap", {"selected": True}, ["tap web 1 2"]),
                ge.Row("p", "double-tap content", {}, ["tap web 1 2", "doubletap web 1 2 first 1"]),
                ge.Row("p", "double-tap link", {}, ["link https://x/", "doubletap web 1 2 first 1"]),
                ge.Row("p", "long-press content", error="not played: x")]
        found = ge.counts(rows)
        self.assertEqual(found["coasting taps decided tap"], 0)
        self.assertEqual(found["selection taps decided tap"], 1)
        self.assertEqual(found["double taps giving two taps"], 0)
        self.assertEqual(found["links giving one link + one doubletap"], 1)
        self.assertEqual(found["plays not done"], 1)

    def test_table(self):
        text = ge.table([ge.Row("p", "double-tap link", {"clicks": 2, "requests": 2}, ["link https://x/"])])
        self.assertIn("| p | double-tap link | 2 click, 2 nav request | link |", text)


class WebKitTruthTests(unittest.TestCase):
    def wrapped(self, value):
        import json
        return {"t_ms": 1, "json": json.dumps({"frame": "main", "body": json.dumps(value)})}

    def test_observer_messages_are_taken_out(self):
        page_script = {"t_ms": 1, "json": '{"frame":"main","body":"{\\"kind\\":\\"content\\"}"}'}
        messages = [page_script,
                    self.wrapped({"ge": "down", "coasting": True, "selected": False, "y": 10}),
                    self.wrapped({"ge": "click"}),
                    self.wrapped({"ge": "later", "y150": 400, "y600": 400, "collapsed": True})]
        truth, others = ge.webkit_truth(messages, "flick+tap", None)
        self.assertEqual(others, [page_script])
        self.assertEqual((truth["clicks"], truth["coasting"], truth["stopped"]), (1, True, True))


if __name__ == "__main__":
    unittest.main()
