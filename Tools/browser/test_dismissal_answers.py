"""usage: python3 -m unittest discover -s Tools/browser -p 'test_*.py'

Checks the part of dismissal_answers.py that needs no browser: the judging
of one touch's start and end answers.
"""

from __future__ import annotations

import sys
import unittest
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
import dismissal_answers  # noqa: E402


class Judging(unittest.TestCase):
    start = {"kind": "content", "x": 1, "y": 2, "phase": "start"}
    end = {"kind": "content", "x": 1, "y": 2, "phase": "end"}

    def test_a_start_that_ends_what_it_should(self):
        self.assertEqual(dismissal_answers.judge("case", dict(self.start, ends="scroll"), self.end, "scroll", ""), [])

    def test_a_start_without_ends_on_a_still_page(self):
        self.assertEqual(dismissal_answers.judge("case", self.start, self.end, None, ""), [])

    def test_a_missing_or_wrong_ends_fails(self):
        self.assertEqual(len(dismissal_answers.judge("case", self.start, self.end, "selection", "")), 1)
        self.assertEqual(len(dismissal_answers.judge("case", dict(self.start, ends="scroll"), self.end, None, "")), 1)

    def test_an_end_answer_with_ends_fails(self):
        failures = dismissal_answers.judge("case", self.start, dict(self.end, ends="scroll"), None, "")
        self.assertEqual(failures, ["chromium case: the touchend answer carries ends='scroll'"])

    def test_a_missing_answer_fails(self):
        self.assertEqual(dismissal_answers.judge("case", None, self.end, None, ""), ["chromium case: no start answer"])


if __name__ == "__main__":
    unittest.main()
