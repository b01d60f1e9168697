"""A small real HTTP server that serves model files the way the Hugging Face hub does, for download tests.

``GET /<org>/<model>/resolve/main/<file>`` answers with ``<root>/<file>``; large files (``.safetensors``) are
redirected to another path first, like the hub's LFS redirects. Every requested path is recorded.
"""

import threading
from collections.abc import Iterator
from contextlib import contextmanager
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path
from typing import Any


class FileServer:
    def __init__(self, root: Path) -> None:
        self.root = root
        self.paths: list[str] = []
        self._server = ThreadingHTTPServer(("127.0.0.1", 0), _handler(self))
        self._server.daemon_threads = True
        self._thread = threading.Thread(target=self._server.serve_forever, args=(0.02,), name="fake-hub", daemon=True)

    @property
    def url(self) -> str:
        return f"http://127.0.0.1:{self._server.server_address[1]}"

    def _file(self, path: str) -> Path | None:
        _, _, name = path.partition("/resolve/main/")
        if path.startswith("/lfs/"):
            name = path.removeprefix("/lfs/")
        candidate = (self.root / name).resolve()
        inside = candidate.is_relative_to(self.root.resolve())
        return candidate if name and inside and candidate.is_file() else None


def _handler(server: FileServer) -> type[BaseHTTPRequestHandler]:
    class Handler(BaseHTTPRequestHandler):
        protocol_version = "HTTP/1.0"

        def do_GET(self) -> None:  # noqa: N802 (http.server's naming)
            server.paths.append(self.path)
            file = server._file(self.path)
            if file is None:
                self.send_error(404)
                return
            if self.path.endswith(".safetensors") and not self.path.startswith("/lfs/"):
                self.send_response(302)
                self.send_header("Location", f"/lfs/{file.relative_to(server.root.resolve())}")
                self.send_header("Content-Length", "0")
                self.end_headers()
                return
            data = file.read_bytes()
            self.send_response(200)
            self.send_header("Content-Length", str(len(data)))
            self.end_headers()
            self.wfile.write(data)

        def log_message(self, format: str, *args: Any) -> None:
            pass

    return Handler


@contextmanager
def running_file_server(root: Path) -> Iterator[FileServer]:
    """A started ``FileServer`` for ``root``, stopped on exit."""
    server = FileServer(root)
    server._thread.start()
    try:
        yield server
    finally:
        server._server.shutdown()
        server._server.server_close()
        server._thread.join()
