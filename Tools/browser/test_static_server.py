"""usage: python3 -m unittest discover -s Tools/browser -p 'test_*.py'

Checks that the browser checks' and the recorder's page server serves only
what is inside its folder: a link to a file or a folder outside is 404, as
is a folder's index.html that links out; links inside are served.
"""

from __future__ import annotations

import os
import subprocess
import sys
import tempfile
import unittest
import urllib.error
import urllib.request
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))
import static_server  # noqa: E402


class StaticServer(unittest.TestCase):
    def setUp(self) -> None:
        self.temporary = tempfile.TemporaryDirectory()
        base = Path(self.temporary.name)
        self.root = base / "served"
        (self.root / "sub").mkdir(parents=True)
        (self.root / "page.html").write_text("inside")
        (self.root / "sub" / "index.html").write_text("sub inside")
        (base / "secret.txt").write_text("outside")
        (base / "outside").mkdir()
        (base / "outside" / "index.html").write_text("outside index")
        (self.root / "leak.html").symlink_to(base / "secret.txt")
        (self.root / "leak-folder").symlink_to(base / "outside")
        (self.root / "alias.html").symlink_to(self.root / "page.html")
        (self.root / "linked-index").mkdir()
        (self.root / "linked-index" / "index.html").symlink_to(base / "secret.txt")
        self.server = static_server.serve(self.root)
        self.base = f"http://127.0.0.1:{self.server.server_address[1]}"

    def tearDown(self) -> None:
        self.server.shutdown()
        self.server.server_close()
        self.temporary.cleanup()

    def get(self, path: str) -> tuple[int, str]:
        try:
            with urllib.request.urlopen(self.base + path, timeout=10) as response:
                return response.status, response.read().decode()
        except urllib.error.HTTPError as error:
            return error.code, ""

    def test_files_and_links_inside_are_served(self) -> None:
        self.assertEqual(self.get("/page.html"), (200, "inside"))
        self.assertEqual(self.get("/alias.html"), (200, "inside"))
        self.assertEqual(self.get("/sub/"), (200, "sub inside"))

    def test_links_out_of_the_folder_are_not_found(self) -> None:
        for path in ("/leak.html", "/leak-folder/", "/leak-folder/index.html", "/linked-index/",
                     "/%2e%2e/secret.txt", "/sub/../../secret.txt"):
            with self.subTest(path=path):
                status, body = self.get(path)
                self.assertEqual(status, 404)
                self.assertNotIn("outside", body)

    def test_folders_are_not_listed(self) -> None:
        self.assertEqual(self.get("/")[0], 404)

    def test_run_as_a_script_it_says_its_port_and_serves_the_same_way(self) -> None:
        process = subprocess.Popen([sys.executable, "-u", str(HERE / "static_server.py"), str(self.root)],
                                   stdout=subprocess.PIPE, text=True)
        try:
            line = process.stdout.readline() if process.stdout else ""
            self.assertRegex(line, r"^Serving on 127\.0\.0\.1 port \d+$")
            self.base = f"http://127.0.0.1:{line.split()[-1]}"
            self.assertEqual(self.get("/page.html"), (200, "inside"))
            self.assertEqual(self.get("/leak.html")[0], 404)
        finally:
            process.terminate()
            process.wait(timeout=10)
            if process.stdout:
                process.stdout.close()


if __name__ == "__main__":
    unittest.main()
