"""usage: python3 -m unittest discover -s Tools/browser -p 'test_*.py'

Checks Tools/browser/locate.js, the recorder's "where to touch a target", in
headless Chromium (the system's `chromium` through Playwright; skipped when
either is missing): a target's own point when it is topmost there, and, for
an engine that takes touches at whole screen pixels (WebKitGTK), the closest
point whose whole screen pixel is on the target.
"""

from __future__ import annotations

import shutil
import unittest
from pathlib import Path

HERE = Path(__file__).resolve().parent
LOCATE_JS = (HERE / "locate.js").read_text()
INTERACTIVE = "a[href], button"

# A link whose top edge is at y = 62 CSS px, over a plain block. (Chromium's
# own hit test rounds a point to whole CSS px, so the cases below keep half
# a pixel away from the edge.)
PAGE = """<!doctype html><body style="margin:0">
<div id="under" style="position:absolute;left:0;top:0;width:300px;height:200px"></div>
<a id="edge" href="#x" style="position:absolute;left:10px;top:62px;width:100px;height:20px;display:block">x</a>
</body>"""


def chromium_page():
    try:
        from playwright.sync_api import sync_playwright
    except ImportError:
        return None
    executable = shutil.which("chromium")
    if executable is None:
        return None
    manager = sync_playwright().start()
    browser = manager.chromium.launch(executable_path=executable)
    page = browser.new_page(viewport={"width": 360, "height": 640})
    page.set_content(PAGE)
    return manager, browser, page


class Locate(unittest.TestCase):
    @classmethod
    def setUpClass(cls) -> None:
        opened = chromium_page()
        if opened is None:
            raise unittest.SkipTest("needs Playwright for Python and the system's chromium")
        cls.manager, cls.browser, cls.page = opened

    @classmethod
    def tearDownClass(cls) -> None:
        cls.browser.close()
        cls.manager.stop()

    def locate(self, x: float, y: float, pixel: float | None) -> dict:
        args = ["#edge", x, y, False, INTERACTIVE]
        if pixel is not None:
            args.append(pixel)
        return self.page.evaluate(LOCATE_JS, args)

    def test_a_point_on_the_target_is_its_own_point(self) -> None:
        where = self.locate(50, 63, None)
        self.assertEqual((where["topmost"], where["x"], where["y"]), (True, 50, 63))
        self.assertEqual(self.locate(50, 70, 1)["topmost"], True)

    def test_a_point_whose_screen_pixel_leaves_the_target_moves_into_it(self) -> None:
        # At scale 0.25 a screen pixel is 4 CSS px: 63 lies in the pixel 60
        # to 64, whose top rows are not on the link, so a whole-pixel
        # engine would touch the block under it.
        self.assertTrue(self.locate(50, 63, None)["topmost"])
        where = self.locate(50, 63, 0.25)
        self.assertFalse(where["topmost"])
        self.assertGreaterEqual(where["y"], 64)
        self.assertLess(abs(where["x"] - 50), 4)
        self.assertIn("covered in the screen pixel its point is in by div#under", where["reason"])

    def test_the_pixel_follows_the_scale(self) -> None:
        # At scale 0.5 (2 CSS px a pixel) 61.9 lies in the pixel 60 to 62.
        self.assertTrue(self.locate(50, 61.9, None)["topmost"])
        where = self.locate(50, 61.9, 0.5)
        self.assertFalse(where["topmost"])
        self.assertGreaterEqual(where["y"], 62)
        self.assertTrue(self.locate(50, 63, 0.5)["topmost"])

    def test_a_point_off_the_target_says_what_covers_it(self) -> None:
        where = self.locate(50, 30, 1)
        self.assertFalse(where["topmost"])
        self.assertIn("covered at its point by div#under", where["reason"])


if __name__ == "__main__":
    unittest.main()
