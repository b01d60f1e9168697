"""A small real HTTP server that speaks Ollama's embed API (POST /api/embed), with switchable faults.

Vectors are a hashed bag of words, so they are deterministic and texts sharing words are similar.

    with running_ollama() as ollama:
        embedder = OllamaEmbedder(host=ollama.url)
        ollama.fail_next(2, "error")      # the next two requests answer 500, then all is well again
        ollama.mode = "unknown_model"     # every request answers 404 until the mode is set back to "ok"
        ollama.stop()                     # connection refused; ollama.start() serves again on the same port
"""

import hashlib
import json
import math
import re
import threading
from collections.abc import Iterator
from contextlib import contextmanager
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from typing import Any, Literal

Mode = Literal["ok", "unknown_model", "error", "slow", "wrong_dimension"]
DIMENSIONS = {"nomic-embed-text": 768, "mxbai-embed-large": 1024, "all-minilm": 384}


def fake_vector(text: str, dimension: int, normalize: bool = True) -> list[float]:
    """A deterministic vector for ``text``: each word adds +-1 at a position given by its hash."""
    vector = [0.0] * dimension
    vector[0] = 0.1  # never the zero vector, not even for an empty text
    for word in re.findall(r"\w+", text.lower()):
        digest = hashlib.blake2b(word.encode(), digest_size=8).digest()
        vector[int.from_bytes(digest[:4], "little") % dimension] += 1.0 if digest[4] & 1 else -1.0
    if normalize:
        norm = math.sqrt(sum(x * x for x in vector))
        vector = [x / norm for x in vector]
    return vector


class FakeOllama:
    """The server; ``requests`` holds the JSON body of every POST /api/embed it received, in order."""

    def __init__(
        self,
        *,
        dimensions: dict[str, int] | None = None,
        default_dimension: int = 768,
        normalize: bool = True,
        slow_seconds: float = 2.0,
    ) -> None:
        self.dimensions = {**DIMENSIONS, **(dimensions or {})}
        self.default_dimension = default_dimension
        self.normalize = normalize
        self.slow_seconds = slow_seconds
        self.mode: Mode = "ok"
        self.requests: list[dict[str, Any]] = []
        self.port = 0
        self._faults: list[Mode] = []
        self._lock = threading.Lock()
        self._wake = threading.Event()
        self._server: ThreadingHTTPServer | None = None
        self._thread: threading.Thread | None = None

    @property
    def url(self) -> str:
        return f"http://127.0.0.1:{self.port}"

    def fail_next(self, count: int, mode: Mode = "error") -> None:
        """Answer the next ``count`` embed requests in ``mode``, then go back to ``self.mode``."""
        with self._lock:
            self._faults.extend([mode] * count)

    def start(self) -> None:
        """Serve on 127.0.0.1: a free port the first time, the same port after a ``stop``."""
        self._wake.clear()
        self._server = ThreadingHTTPServer(("127.0.0.1", self.port), _handler(self))
        self._server.daemon_threads = True
        self.port = self._server.server_address[1]
        self._thread = threading.Thread(
            target=self._server.serve_forever, args=(0.02,), name="fake-ollama", daemon=True
        )
        self._thread.start()

    def stop(self) -> None:
        """Stop serving: connections are refused from now on."""
        self._wake.set()  # let slow requests finish at once
        if self._server is not None:
            self._server.shutdown()
            self._server.server_close()
            self._server = None
        if self._thread is not None:
            self._thread.join()
            self._thread = None

    def _next_mode(self) -> Mode:
        with self._lock:
            return self._faults.pop(0) if self._faults else self.mode

    def _answer(self, body: dict[str, Any]) -> tuple[int, dict[str, Any]]:
        with self._lock:
            self.requests.append(body)
        model, texts = body.get("model"), body.get("input")
        if not isinstance(model, str) or not model:
            return 400, {"error": "model is required"}
        if isinstance(texts, str):
            texts = [texts]
        if not isinstance(texts, list) or not all(isinstance(text, str) for text in texts):
            return 400, {"error": "invalid input type"}
        mode = self._next_mode()
        if mode == "unknown_model":
            return 404, {"error": f'model "{model}" not found, try pulling it first'}
        if mode == "error":
            return 500, {"error": "llama runner process has terminated: exit status 2"}
        if mode == "slow":
            self._wake.wait(self.slow_seconds)
        dimension = self.dimensions.get(model.split(":", 1)[0], self.default_dimension)
        if mode == "wrong_dimension":
            dimension //= 2
        embeddings = [fake_vector(text, dimension, self.normalize) for text in texts]
        return 200, {"model": model, "embeddings": embeddings, "total_duration": 1000, "prompt_eval_count": len(texts)}


def _handler(fake: FakeOllama) -> type[BaseHTTPRequestHandler]:
    class Handler(BaseHTTPRequestHandler):
        # HTTP/1.0: one request per connection, so a stopped server really refuses the next request.
        protocol_version = "HTTP/1.0"

        def do_GET(self) -> None:  # noqa: N802 (http.server's naming)
            if self.path == "/":
                self._send(200, "Ollama is running")
            else:
                self._send(404, "404 page not found")

        def do_POST(self) -> None:  # noqa: N802
            raw = self.rfile.read(int(self.headers.get("Content-Length") or 0))
            if self.path != "/api/embed":
                self._send(404, "404 page not found")
                return
            try:
                body = json.loads(raw)
            except json.JSONDecodeError:
                self._send(400, {"error": "invalid JSON"})
                return
            self._send(*fake._answer(body))

        def _send(self, status: int, payload: dict[str, Any] | str) -> None:
            data = payload.encode() if isinstance(payload, str) else json.dumps(payload).encode()
            try:
                self.send_response(status)
                self.send_header("Content-Type", "text/plain" if isinstance(payload, str) else "application/json")
                self.send_header("Content-Length", str(len(data)))
                self.end_headers()
                self.wfile.write(data)
            except OSError:
                pass  # the client gave up (timeout): nothing to answer

        def log_message(self, format: str, *args: Any) -> None:
            pass

    return Handler


@contextmanager
def running_ollama(**options: Any) -> Iterator[FakeOllama]:
    """A started ``FakeOllama(**options)``, stopped on exit."""
    fake = FakeOllama(**options)
    fake.start()
    try:
        yield fake
    finally:
        fake.stop()
