"""A quiet static file server on a free local port, for the browser checks."""

from __future__ import annotations

import functools
import http.server
import pathlib
import threading


class QuietHandler(http.server.SimpleHTTPRequestHandler):
    def log_message(self, *args):
        pass


def serve(folder: pathlib.Path):
    """Serves `folder` on 127.0.0.1 at a free port, from a daemon thread."""
    handler = functools.partial(QuietHandler, directory=str(folder))
    server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), handler)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    return server
