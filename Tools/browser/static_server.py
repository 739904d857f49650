"""usage: python3 Tools/browser/static_server.py FOLDER

A quiet static file server on a free port of 127.0.0.1, for the browser
checks (imported: `serve`) and the recorder (run: it prints `Serving on
127.0.0.1 port N`, then serves until stopped).

It serves only what is inside its folder: a path whose real location (every
symbolic link followed) is outside the folder is answered 404 Not Found, as
if it were not there. A folder without an index.html is not listed.
"""

from __future__ import annotations

import functools
import http.server
import os
import pathlib
import sys
import threading


def inside(root: str, path: str) -> bool:
    """Whether `path`, every link in it followed, is `root` or inside it
    (`root` itself already resolved)."""
    real = os.path.realpath(path)
    return real == root or real.startswith(root.rstrip(os.sep) + os.sep)


class QuietHandler(http.server.SimpleHTTPRequestHandler):
    def log_message(self, *args):
        pass

    def send_head(self):
        root = os.path.realpath(self.directory)
        path = self.translate_path(self.path)
        # A folder is served by its index file, which may be a link too.
        candidates = [path] + [os.path.join(path, name) for name in ("index.html", "index.htm")
                               if os.path.isdir(path) and os.path.lexists(os.path.join(path, name))]
        if not all(inside(root, candidate) for candidate in candidates):
            self.send_error(404, "File not found")
            return None
        return super().send_head()

    def list_directory(self, path):
        # No listings: a folder is served by its index.html or not at all,
        # so no name outside what is served is shown either.
        self.send_error(404, "File not found")
        return None


def serve(folder: pathlib.Path):
    """Serves `folder` on 127.0.0.1 at a free port, from a daemon thread."""
    handler = functools.partial(QuietHandler, directory=str(folder))
    server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), handler)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    return server


def main(argv: list[str]) -> int:
    if len(argv) != 1 or not pathlib.Path(argv[0]).is_dir():
        print(__doc__.splitlines()[0], file=sys.stderr)
        return 2
    server = serve(pathlib.Path(argv[0]))
    print(f"Serving on 127.0.0.1 port {server.server_address[1]}", flush=True)
    try:
        threading.Event().wait()
    except KeyboardInterrupt:
        pass
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
