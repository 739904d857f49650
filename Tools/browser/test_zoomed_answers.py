"""usage: python3 -m unittest discover -s Tools/browser -p 'test_*.py'

Checks the parts of zoomed_answers.py that need no browser: the mapping of an
answer's point into the view (as PageScriptMessage.point(inViewOf:) maps
it), the PNG reader the Chromium check finds the squares with, and the
judging of one touch.
"""

from __future__ import annotations

import struct
import sys
import unittest
import zlib
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
import zoomed_answers  # noqa: E402


def png(width: int, height: int, rows: list[bytes]) -> bytes:
    """An 8-bit RGB PNG of filtered rows (each starts with its filter byte)."""
    def chunk(kind: bytes, body: bytes) -> bytes:
        return struct.pack(">I", len(body)) + kind + body + struct.pack(">I", zlib.crc32(kind + body))
    header = struct.pack(">IIBBBBB", width, height, 8, 2, 0, 0, 0)
    return b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", header) + chunk(b"IDAT", zlib.compress(b"".join(rows))) \
        + chunk(b"IEND", b"")


class Mapping(unittest.TestCase):
    def test_zoomed_out(self):
        answer = {"x": 490, "y": 980, "visualLeft": 0, "visualTop": 0, "visualWidth": 980, "visualHeight": 1742}
        self.assertEqual(zoomed_answers.mapped(answer, 360), (180, 360))

    def test_pinch_zoomed_with_an_offset(self):
        answer = {"x": 44, "y": 124, "visualLeft": 24, "visualTop": 100, "visualWidth": 144, "visualHeight": 256}
        self.assertEqual(zoomed_answers.mapped(answer, 360), (50, 60))

    def test_an_old_answer_has_no_mapping(self):
        self.assertIsNone(zoomed_answers.mapped({"x": 1, "y": 2}, 360))


class PNGReading(unittest.TestCase):
    def test_every_filter(self):
        # Three pixels a row: red, green, blue; then the same row written
        # with the Sub, Up, Average and Paeth filters.
        plain = bytes([255, 0, 0, 0, 255, 0, 0, 0, 255])
        sub = bytes([255, 0, 0, 1, 255, 0, 0, 1, 255])  # each byte minus the one 3 before
        up = bytes(9)  # the row above is the same
        average = bytes((plain[i] - (((plain[i - 3] if i >= 3 else 0) + plain[i]) // 2)) & 0xFF for i in range(9))
        paeth = bytes(9)  # the row above predicts every byte
        rows = [b"\x00" + plain, b"\x01" + sub, b"\x02" + up, b"\x03" + average, b"\x04" + paeth]
        width, height, decoded, step = zoomed_answers.png_pixels(png(3, 5, rows))
        self.assertEqual((width, height, step), (3, 5, 3))
        self.assertEqual(decoded, [plain] * 5)

    def test_not_a_png(self):
        with self.assertRaises(ValueError):
            zoomed_answers.png_pixels(b"GIF89a")

    def test_centre_of_a_colour(self):
        white, red = bytes([255, 255, 255]), bytes([255, 0, 0])
        rows = [b"\x00" + white * 4, b"\x00" + white + red * 2 + white, b"\x00" + white + red * 2 + white]
        image = zoomed_answers.png_pixels(png(4, 3, rows))
        self.assertEqual(zoomed_answers.centre_of((255, 0, 0), image), (2.0, 2.0))
        self.assertIsNone(zoomed_answers.centre_of((0, 0, 255), image))


class Judging(unittest.TestCase):
    area = {"visualLeft": 0, "visualTop": 0, "visualWidth": 980, "visualHeight": 1742}

    def answers(self, x: float, y: float) -> list[dict]:
        return [dict(kind="content", x=x, y=y, phase=phase, **self.area) for phase in ("start", "end")]

    def test_a_touch_met(self):
        self.assertEqual(zoomed_answers.judge("e", "c", "red", self.answers(490, 980), (490, 980), (180.5, 360)), [])

    def test_a_touch_missed_by_more_than_a_pixel(self):
        failures = zoomed_answers.judge("e", "c", "red", self.answers(490, 980), None, (182, 360))
        self.assertEqual(len(failures), 2)

    def test_a_missing_phase_or_area(self):
        failures = zoomed_answers.judge("e", "c", "red", [{"kind": "content", "x": 1, "y": 1, "phase": "start"}],
                                        None, (0, 0))
        self.assertEqual(len(failures), 2)
        self.assertIn("no end answer", failures[1])


if __name__ == "__main__":
    unittest.main()
