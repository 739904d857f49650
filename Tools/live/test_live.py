"""Tests of the live run's Python (Tools/live/live_run.py, judge.py): no
browser, no Swift build; run with
python3 -m unittest discover -s Tools/live -p 'test_*.py'."""

from __future__ import annotations

import json
import sys
import tempfile
import unittest
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))
import judge  # noqa: E402
import live_run  # noqa: E402
import paired  # noqa: E402


def tap(**fields) -> dict:
    value = {
        "page": "p/index.html", "target": 0, "gesture": "tap", "truth": "content", "truth3": "content",
        "chosen_as": "text", "scale": 1, "decision": "tap", "control_kind": "", "decided_ms": 5.0,
        "rule_ms": 4.5, "navigated": False, "url_after": "", "replay": "tap", "replay_passed": True,
        "replay_problem": "", "replay_decisions": ["tap"], "cancelled": [], "effects": "none",
    }
    value.update(fields)
    return value


class DecisionWordTests(unittest.TestCase):
    def test_a_new_outcome_is_counted_as_itself(self):
        self.assertEqual(live_run.decision_word("doubletap"), "doubletap")
        self.assertEqual(live_run.decision_word(None), "none")
        self.assertEqual(live_run.decision_word("Tap <b>"), "none")
        counts = live_run.summary([tap(decision="doubletap", replay="doubletap"), tap()])["decisions"]
        self.assertEqual((counts["doubletap"], counts["tap"], counts["link"]), (1, 1, 0))


class CorpusTests(unittest.TestCase):
    def test_a_missing_targets_file_says_where_the_corpus_comes_from(self):
        with tempfile.TemporaryDirectory() as folder:
            missing = Path(folder) / "shared" / "realweb" / "targets.json"
            with self.assertRaises(live_run.LiveError) as caught:
                live_run.check_targets(missing)
            self.assertIn("not in the repository", str(caught.exception))
            self.assertIn("RealWeb.md", str(caught.exception))
            self.assertEqual(paired.main(["--targets", str(missing), "-o", folder, "--only", "x"]), 2)
            missing.parent.mkdir(parents=True)
            missing.write_text("{}")
            live_run.check_targets(missing)


class CancelPrefixTests(unittest.TestCase):
    def test_a_relative_prefix_is_read_against_the_page(self) -> None:
        self.assertEqual(live_run.resolve_cancel("assets/", "http://127.0.0.1:9/a/b.html", "http://127.0.0.1:9"),
                         "http://127.0.0.1:9/a/assets/")
        self.assertEqual(live_run.resolve_cancel("/", "http://127.0.0.1:9/a/b.html", "http://127.0.0.1:9"),
                         "http://127.0.0.1:9/")

    def test_the_stable_origin_stands_for_the_server(self) -> None:
        self.assertEqual(
            live_run.resolve_cancel("https://pages.taporlink.invalid/x", "http://127.0.0.1:9/", "http://127.0.0.1:9"),
            "http://127.0.0.1:9/x")

    def test_an_absolute_prefix_stays(self) -> None:
        self.assertEqual(live_run.resolve_cancel("http://todomvc.com/", "http://127.0.0.1:9/", "http://127.0.0.1:9"),
                         "http://todomvc.com/")


class EffectsWordTests(unittest.TestCase):
    def test_no_record_is_unrecorded_and_no_click_is_said(self) -> None:
        self.assertEqual(live_run.effects_word(None, None), ("unrecorded", None))
        self.assertEqual(live_run.effects_word([], {"ms": 1000, "mutations": 0})[0], "no-click")

    def test_a_click_on_a_control_is_control(self) -> None:
        effects = [{"t_ms": 70.0, "kind": "click", "tag": "input", "control": "input:text", "prevented": False}]
        self.assertEqual(live_run.effects_word(effects, {"ms": 1000, "mutations": 0}), ("control", 70.0))

    def test_changes_above_the_pace_are_a_reaction(self) -> None:
        click = {"t_ms": 70.0, "kind": "click", "tag": "p", "control": "", "prevented": False}
        changes = [{"t_ms": 80.0 + i, "kind": "mutation", "detail": "attributes"} for i in range(4)]
        # one change a second before: 4 after is more than 3 times that pace
        self.assertEqual(live_run.effects_word([click, *changes], {"ms": 1000, "mutations": 1})[0], "reacted")
        self.assertEqual(live_run.effects_word([click, *changes[:3]], {"ms": 1000, "mutations": 1})[0], "none")

    def test_a_form_event_after_the_click_is_a_reaction(self) -> None:
        click = {"t_ms": 70.0, "kind": "click", "tag": "span", "control": "", "prevented": False}
        event = {"t_ms": 71.0, "kind": "event", "detail": "change"}
        self.assertEqual(live_run.effects_word([click, event], {"ms": 1000, "mutations": 0})[0], "reacted")


class SummaryTests(unittest.TestCase):
    def test_counts_agreement_and_decisions(self) -> None:
        taps = [tap(), tap(decision="link", replay="link"), tap(decision="tap", replay="none", replay_passed=False)]
        counts = live_run.summary(taps)
        self.assertEqual(counts["taps"], 3)
        self.assertEqual(counts["live_equals_replay"], 2)
        self.assertEqual(counts["replays_passed"], 2)
        self.assertEqual(counts["decisions"]["tap"], 2)

    def test_scenario_names_are_plain(self) -> None:
        self.assertEqual(live_run.scenario_name(tap(page="todomvc/react/index.html", target=3)),
                         "todomvc-react-03-tap.yaml")


class JudgeTests(unittest.TestCase):
    def test_a_control_the_click_missed_is_judged_content(self) -> None:
        missed = tap(truth3="control", chosen_as="control", effects="none")
        self.assertEqual(judge.judged3(missed), "content")
        self.assertEqual(judge.written_truth3(missed), "control")
        self.assertEqual(judge.judged3(tap(truth3="control", effects="control")), "control")
        self.assertEqual(judge.judged3(tap(truth="link", truth3="link", effects="none")), "link")

    def test_the_checks_hold_the_issue_targets(self) -> None:
        taps = [tap(truth3="control", chosen_as="control", effects="control", decision="control", replay="control")]
        _, failed = judge.report({"taps": taps}, {})
        self.assertEqual(failed, [])
        bad = [tap(truth3="control", chosen_as="control", effects="control", decision="tap", replay="control"),
               tap(truth="link", truth3="link", decision="tap", navigated=True)]
        _, failed = judge.report({"taps": bad}, {})
        self.assertTrue(any("live = replay" in problem for problem in failed))
        self.assertTrue(any("controls decided tap" in problem for problem in failed))
        self.assertTrue(any("where WebKit navigated" in problem for problem in failed))

    def test_content_decided_control_is_counted_in_whole_taps(self) -> None:
        self.assertEqual(judge.allowed_content_controls(0), 0)
        self.assertEqual(judge.allowed_content_controls(37), 1)
        self.assertEqual(judge.allowed_content_controls(223), 4)
        content = [tap(target=i) for i in range(37)]
        one = [dict(content[0], decision="control", replay="control"), *content[1:]]
        _, failed = judge.report({"taps": one}, {})
        self.assertEqual(failed, [])
        two = [dict(one[0]), dict(content[1], decision="control", replay="control"), *content[2:]]
        _, failed = judge.report({"taps": two}, {})
        self.assertTrue(any("content decided control" in problem for problem in failed))

    def test_a_cancelled_link_must_stay(self) -> None:
        moved = tap(truth="link", decision="link", replay="link", cancelled=["https://x/"], navigated=True)
        _, failed = judge.report({"taps": [moved], "cancel": ["https://x/"]}, {})
        self.assertTrue(any("cancelled" in problem for problem in failed))
        stayed = dict(moved, navigated=False)
        _, failed = judge.report({"taps": [stayed], "cancel": ["https://x/"]}, {})
        self.assertEqual(failed, [])

    def test_nearest_rank_percentiles(self) -> None:
        self.assertEqual(judge.percentile([5.0, 1.0, 3.0, 2.0, 4.0], 0.5), 3.0)
        self.assertEqual(judge.percentile(list(map(float, range(1, 101))), 0.95), 95.0)
        self.assertIsNone(judge.percentile([], 0.5))

    def test_differences_are_signed_p5_p50_p95(self) -> None:
        values = [float(v) for v in range(-10, 11)]
        self.assertEqual(judge.signed_spread(values), "-9 / 0 / +9 (21)")
        self.assertEqual(judge.signed_spread([]), "– / – / – (0)")

    def test_latency_rows_pair_live_with_recorded_tap_by_tap(self) -> None:
        live = tap()
        live.update(decision="tap", decided_ms=12.0, rule_ms=11.5)
        recorded = {(live["page"], live["target"]): ("tap", 9.0)}
        rows = [line for line in judge.latency_table([live], recorded, "fresh") if line.startswith("| not links")]
        self.assertEqual(len(rows), 1)
        self.assertTrue(rows[0].endswith("| +3 / +3 / +3 (1) |"), rows[0])

    def test_recorded_latencies_read_a_scenario(self) -> None:
        text = "\n".join([
            "# recording: engine=webkit page=todomvc/react/index.html target=6 gesture=tap truth=content",
            "name: x", "timeline:", "  - 0ms: down 1 2", "  - 61.5ms: up 1 2", "  - 70ms: answer content at 1 2",
            "expect:", "  - 70.625ms: tap web 34.18 330.49", "",
        ])
        with tempfile.TemporaryDirectory() as folder:
            (Path(folder) / "a.yaml").write_text(text)
            found = judge.recorded_latencies(Path(folder))
        kind, ms = found[("todomvc/react/index.html", 6)]
        self.assertEqual(kind, "tap")
        self.assertAlmostEqual(ms, 9.125)

    def test_main_reads_live_json(self) -> None:
        with tempfile.TemporaryDirectory() as folder:
            path = Path(folder) / "live.json"
            path.write_text(json.dumps({"taps": [tap()]}))
            self.assertEqual(judge.main([str(path), "--recorded", folder, "--check"]), 0)
            path.write_text("[]")
            self.assertEqual(judge.main([str(path)]), 2)


def recording(page: str, target: int, up_ms: float, decided_ms: float) -> str:
    return "\n".join([
        f"# recording: engine=webkit page={page} target={target} gesture=tap truth=content",
        "name: x", "timeline:", "  - 0ms: down 1 2", f"  - {up_ms}ms: up 1 2",
        "expect:", f"  - {decided_ms}ms: tap web 1 2", "",
    ])


class PairedTests(unittest.TestCase):
    def write_round(self, base: Path, number: int, live_ms: list[float], recorded_ms: list[float]) -> None:
        folder = base / f"r{number}"
        (folder / "live" / "p_").mkdir(parents=True)
        (folder / "rec" / "p_").mkdir(parents=True)
        taps = [tap(target=index, decided_ms=ms) for index, ms in enumerate(live_ms)]
        (folder / "live" / "p_" / "live.json").write_text(json.dumps({"taps": taps}))
        for index, ms in enumerate(recorded_ms):
            (folder / "rec" / "p_" / f"{index}.yaml").write_text(recording("p/index.html", index, 50.0, 50.0 + ms))

    def test_rounds_pair_tap_by_tap_and_pool(self) -> None:
        with tempfile.TemporaryDirectory() as folder:
            base = Path(folder)
            self.write_round(base, 1, [5.0, 7.0], [4.0, 6.0])
            self.write_round(base, 2, [6.0, 8.0], [6.0, 8.0])
            lines, failed = paired.report(base)
        self.assertEqual(failed, [])
        rows = [line for line in lines if line.startswith("| ") and not line.startswith("| round")]
        self.assertEqual([row.split(" | ")[0] for row in rows], ["| 1", "| 2", "| all"])
        self.assertIn("| 4 of 4 |", rows[2])
        self.assertTrue(rows[0].endswith("| +1 / +1 / +1 (2) |"), rows[0])
        self.assertIn("| 6 / 8 / 8 (4) |", rows[2])

    def test_a_pooled_p95_more_than_2_ms_apart_fails(self) -> None:
        with tempfile.TemporaryDirectory() as folder:
            base = Path(folder)
            self.write_round(base, 1, [5.0, 30.0], [5.0, 12.0])
            _, failed = paired.report(base)
        self.assertTrue(any("pooled p95" in problem and "apart" in problem for problem in failed), failed)
        self.assertTrue(any("more than 25 ms" in problem for problem in failed), failed)

    def test_a_tap_decided_otherwise_in_the_recording_is_not_paired(self) -> None:
        with tempfile.TemporaryDirectory() as folder:
            base = Path(folder)
            self.write_round(base, 1, [5.0], [])
            (base / "r1" / "rec" / "p_" / "0.yaml").write_text(
                recording("p/index.html", 0, 50.0, 60.0).replace(": tap web", ": link web"))
            _, failed = paired.report(base)
        self.assertIn("no plain content tap on a mobile page that both runs decided `tap`", failed)

    def test_no_rounds_is_an_error(self) -> None:
        with tempfile.TemporaryDirectory() as folder:
            with self.assertRaises(ValueError):
                paired.report(Path(folder))
            self.assertEqual(paired.main(["--report", folder]), 2)


class RunnerCommand(unittest.TestCase):
    def test_a_finger_says_nothing_and_a_mouse_says_its_button_when_not_primary(self) -> None:
        plan, out = Path("p.json"), Path("r.json")
        self.assertEqual(live_run.runner_command(Path("live"), plan, out),
                         ["xvfb-run", "-a", "live", "--plan", "p.json", "--out", "r.json"])
        self.assertEqual(live_run.runner_command(Path("live"), plan, out, "mouse"),
                         ["xvfb-run", "-a", "live", "--plan", "p.json", "--pointer", "mouse", "--out", "r.json"])
        self.assertEqual(live_run.runner_command(Path("live"), plan, out, "mouse", "secondary")[5:9],
                         ["--pointer", "mouse", "--button", "secondary"])


class RunnerResult(unittest.TestCase):
    def test_a_result_is_read_or_the_reason_said(self) -> None:
        with tempfile.TemporaryDirectory() as folder:
            path = Path(folder) / "r.json"
            self.assertIn("was stopped", live_run.read_result(None, "", path)[1])
            self.assertIn("exit 1): a / b / c", live_run.read_result(1, "x\na\nb\nc\n", path)[1])
            self.assertIn("exit 0", live_run.read_result(0, "", path)[1])
            path.write_text("{not json")
            self.assertIn("unreadable", live_run.read_result(0, "", path)[1])
            path.write_text('{"runs": []}')
            self.assertEqual(live_run.read_result(0, "", path), ({"runs": []}, None))


if __name__ == "__main__":
    unittest.main()
