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


class LiveTests(unittest.TestCase):
    """The live runner's plan and result (Tools/webkitgtk's taporlink-live)."""

    def job(self):
        from recording import Target
        content = Target(index=1, name="c", truth="content", point=(10.0, 20.0), selector="p.a")
        other = Target(index=2, name="d", truth="content", point=(10.0, 90.0), selector="p.b")
        link = Target(index=3, name="l", truth="link", point=(50.0, 60.0), selector="a")

        class Job:
            scale = 1.0
            setup = []
            layout_viewport = (360.0, 640.0)
            targets = [content, other, link]
        return Job()

    def test_the_plan_has_the_observer_and_selects_before_select_tap_only(self):
        job = self.job()
        plays = ge.plans(job, job.layout_viewport, ge.play_points(job))
        plan = ge.live_plan(job, "http://127.0.0.1:1/p.html", plays, "LOCATE", "SETUP")
        self.assertNotIn("page_script", plan)
        self.assertIn("messageHandlers.taporlinkObserver", plan["observer_script"])
        self.assertEqual((plan["locate_script"], plan["setup_script"]), ("LOCATE", "SETUP"))
        runs = {run["id"]: run for run in plan["runs"]}
        self.assertEqual(set(runs), {"flick+tap", "select+tap", "long-press content", "double-tap content",
                                     "double-tap link"})
        self.assertEqual([run["id"] for run in plan["runs"] if "before_script" in run], ["select+tap"])
        # the word is another content target's, so the tap does not land on it
        self.assertIn('"p.b"', runs["select+tap"]["before_script"])
        self.assertTrue(runs["select+tap"]["before_script"].startswith("function ()"))
        self.assertNotIn("locate", runs["flick+tap"])
        self.assertEqual(runs["double-tap link"]["locate"]["selector"], "a")
        self.assertEqual(len(runs["double-tap link"]["gesture"]["events"]), 4)

    def test_the_observer_posts_where_it_is_told(self):
        self.assertIn("messageHandlers.taporlink;", ge.webkit_truth_script(ge.DRIVER_HANDLER))
        self.assertNotIn("HANDLER", ge.webkit_truth_script(ge.LIVE_HANDLER))
        self.assertIn('document.querySelector("p")', ge.select_function(""))

    def test_observer_values_keep_its_messages_only(self):
        import json
        observed = [{"t_ms": -5, "text": json.dumps({"ge": "click"})}, {"t_ms": 1, "text": "not json"},
                    {"t_ms": 2, "text": json.dumps({"other": 1})}, "junk"]
        self.assertEqual(ge.observer_values(observed), [{"ge": "click"}])
        self.assertEqual(ge.observer_values(None), [])

    def entry(self, play, decisions, replay, passed=True, **extra):
        import json
        observer = [{"t_ms": 0, "text": json.dumps(value)} for value in extra.pop("observed", [])]
        return dict({"id": play, "error": None, "decisions": [{"outcome": o, "t_ms": 1} for o in decisions],
                     "replay_decisions": replay, "replay_passed": passed, "observer": observer,
                     "requests": [{"frame": "main"}, {"frame": "sub"}]}, **extra)

    def test_a_live_row_has_the_live_decisions_the_replay_and_the_truth(self):
        entry = self.entry("flick+tap", ["moved", "dismiss scroll"], ["moved", "dismiss"], observed=[
            {"ge": "down", "coasting": False, "selected": False, "y": 0, "under": "p"}, {"ge": "click"},
            {"ge": "down", "coasting": True, "selected": False, "y": 300, "under": "div"},
            {"ge": "later", "y150": 310, "y600": 310, "collapsed": True, "selection": ""}])
        row = ge.live_row("p", "flick+tap", entry, None)
        self.assertEqual(row.outcomes, ["moved", "dismiss scroll"])
        self.assertEqual((row.truth["coasting"], row.truth["stopped"], row.truth["clicks"]), (True, True, 1))
        self.assertEqual((row.truth["requests"], row.truth["under"]), (1, "div"))
        self.assertTrue(ge.live_equals_replay(row))
        self.assertEqual(ge.misses("flick+tap", row.truth, row.outcomes), [])

    def test_select_tap_without_a_word_is_no_selection(self):
        entry = self.entry("select+tap", ["tap web 1 2"], ["tap"], before="", observed=[
            {"ge": "down", "coasting": False, "selected": True, "y": 0},
            {"ge": "later", "y150": 0, "y600": 0, "collapsed": True}])
        row = ge.live_row("p", "select+tap", entry, None)
        self.assertFalse(row.truth["selected"])
        entry["before"] = "word"
        self.assertTrue(ge.live_row("p", "select+tap", entry, None).truth["selected"])

    def test_an_error_or_a_failed_runner_costs_the_row(self):
        self.assertEqual(ge.live_row("p", "x", {"error": "cannot be touched: gone"}, None).error,
                         "not played: cannot be touched: gone")
        self.assertEqual(ge.live_row("p", "x", None, "the runner failed").error, "not played: the runner failed")
        self.assertIsNone(ge.live_equals_replay(ge.live_row("p", "x", None, "the runner failed")))

    def test_live_equals_replay_needs_the_same_names_met_at_their_instants(self):
        same = ge.Row("p", "double-tap content", outcomes=["tap web 1 2", "doubletap web 1 2 first 1"],
                      replay=["tap", "doubletap"], replay_passed=True)
        self.assertTrue(ge.live_equals_replay(same))
        self.assertFalse(ge.live_equals_replay(ge.Row("p", "x", outcomes=["tap web 1 2"], replay=["tap"],
                                                      replay_passed=False)))
        self.assertFalse(ge.live_equals_replay(ge.Row("p", "x", outcomes=["tap web 1 2"], replay=["control"],
                                                      replay_passed=True)))
        self.assertIsNone(ge.live_equals_replay(ge.Row("p", "x", outcomes=["tap web 1 2"])))

    def test_the_live_table_and_counts_say_the_replay(self):
        rows = [ge.Row("p", "double-tap link", {"clicks": 2}, ["link https://x/", "doubletap web 1 2 first 1"],
                       replay=["link", "doubletap"], replay_passed=True),
                ge.Row("p", "long-press content", {"menus": 1}, ["longpress"], replay=["tap"], replay_passed=True),
                ge.Row("p", "select+tap", error="not played: x")]
        text = ge.table(rows)
        self.assertIn("| engine decided (live) | replay | live = replay |", text)
        self.assertIn("| link + doubletap | link + doubletap (met) | yes |", text)
        self.assertIn("| longpress | tap (met) | **no** |", text)
        self.assertIn("| not played: x | - | - |", text)
        self.assertEqual(ge.counts(rows)["live = replay"], 1)
        self.assertNotIn("live = replay", ge.counts([ge.Row("p", "x", outcomes=["tap web 1 2"])]))


if __name__ == "__main__":
    unittest.main()
