"""One embedded brain per machine: the process that owns a data directory serves it to every other one.

Qdrant Edge (and qdrant-client's local mode) lock their files to one process, and the SQLite file is kept to
one process too. So the first OpenBrain process on a data directory takes an OS file lock
(``DATA_DIR/owner.lock``, ``flock``) and serves its brain on a loopback HTTP endpoint; every later process on
the same directory (a second ``openbrain serve``, the CLI, an HTTP server) finds the lock taken, reads the
endpoint's port and secret from ``DATA_DIR/owner.json`` and sends its operations there. When the owner exits,
the OS releases the lock and the next operation of any remaining process takes ownership over: the processes
change, the brain stays. An operation that never reached the old owner is sent again to the new one; one that
was cut off mid-way raises ``Unavailable`` (retrying it is safe: remember de-duplicates, forget is idempotent).

Security. The endpoint listens on 127.0.0.1 only and accepts only a random secret, which the owner writes with
the port to ``owner.json`` with mode 0600 (in a data directory OpenBrain creates with mode 0700). A caller
states the workspace and agent it acts for, as a stdio client does through its settings. Whoever can read that
file is the same OS user (or root), who can open the SQLite file and the vectors directly anyway: the secret
grants nothing that user could not already do, and nothing to anyone else. A browser page cannot use it either:
it cannot read the secret, and a request with an Authorization header needs a CORS preflight the endpoint
never grants.
"""

import hmac
import json
import logging
import os
import secrets
import select
import socket
import threading
import time
import uuid
from functools import partial
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path
from typing import Any, cast

from pydantic_core import to_jsonable_python
from sqlalchemy.engine import make_url

from openbrain import __version__
from openbrain.core import errors
from openbrain.core.config import Settings
from openbrain.core.errors import InvalidInput, OpenBrainError, Unavailable
from openbrain.core.local_files import vectors_are_local
from openbrain.engine.service import BrainService
from openbrain.serve.brain import REPEATABLE, Brain, call_json, is_operation, operation_types
from openbrain.serve.ownership import OwnerInfo, OwnerLock
from openbrain.serve.pipe import McpPipe
from openbrain.stores.db.tables import utcnow

log = logging.getLogger(__name__)

# Writes that record the forwarded call's key with the write (BrainService.remember and forget, ``request_key``).
KEYED_WRITES = frozenset({"remember", "forget"})
MAX_BODY_BYTES = 32 * 1024 * 1024
LOOPBACK = frozenset({"127.0.0.1", "::1", "::ffff:127.0.0.1"})
ERROR_TYPES: dict[str, type[OpenBrainError]] = {
    cls.__name__: cls for cls in vars(errors).values() if isinstance(cls, type) and issubclass(cls, OpenBrainError)
}


def needs_owner(settings: Settings) -> bool:
    """Whether the settings keep data in files that one process must own (SQLite file, Edge, local mode)."""
    url = make_url(settings.database_url)
    sqlite_file = url.get_backend_name() == "sqlite" and url.database not in (None, "", ":memory:")
    vectors = settings.vectors
    path = str(vectors.path) if vectors.path is not None else None
    return sqlite_file or vectors_are_local(vectors.backend, vectors.url, path)


def open_brain(settings: Settings, *, background: bool = False, wait: float | None = None) -> "Brain | SharedBrain":
    """The brain for an entry point: shared through the data directory's owner when the data is in local files.

    Args:
        background: run the reconciler in this process while it owns the data (servers; not the CLI).
        wait: seconds to retry a server database that does not answer (default: the settings').
    """
    if needs_owner(settings):
        return SharedBrain(settings, background=background)
    brain = Brain.open(settings, wait=wait)
    if background:
        brain.start_background(settings.reconcile_interval)
    return brain


# -- the owner's endpoint ---------------------------------------------------------------------------------


class OwnerEndpoint:
    """The loopback HTTP endpoint through which other processes reach the owner's brain.

    ``POST /call`` runs one operation: ``{"op": name, "args": [...], "kwargs": {...}}`` answers
    ``{"result": ...}`` or ``{"error": {"type": ..., "message": ...}}``. ``GET /ping`` answers the owner's pid.
    Threads, not an event loop: operations are blocking calls into the service, as from the MCP tools.
    """

    def __init__(self, brain: Brain, secret: str) -> None:
        self.brain = brain
        self.secret = secret
        self._busy = threading.Condition()  # guards _running and _stopping
        self._running = 0  # operations in progress
        self._stopping = False
        self._last_done = time.monotonic()  # when the last operation ended (or the endpoint was made)
        self._server = _Server(("127.0.0.1", 0), _Handler)
        self._server.endpoint = self
        self._thread = threading.Thread(target=self._server.serve_forever, name="openbrain-owner", daemon=True)

    @property
    def port(self) -> int:
        return int(self._server.server_address[1])

    def start(self) -> None:
        self._thread.start()

    def stop(self, timeout: float = 30.0) -> None:
        """Refuse new operations (their callers go to the next owner), then wait for those in progress."""
        with self._busy:
            self._stopping = True
        self._server.shutdown()
        self._server.server_close()
        self._thread.join(timeout=10)
        with self._busy:
            if not self._busy.wait_for(lambda: self._running == 0, timeout=timeout):
                log.warning("%d operations were still running when the owner stopped", self._running)

    def admit(self) -> bool:
        """Count an operation in, unless the endpoint is stopping (kept-alive connections outlive the listener)."""
        with self._busy:
            if self._stopping:
                return False
            self._running += 1
            return True

    def done(self) -> None:
        with self._busy:
            self._running -= 1
            self._last_done = time.monotonic()
            self._busy.notify_all()

    def idle_for(self) -> float:
        """Seconds since the last operation ended (0 while one runs)."""
        with self._busy:
            return 0.0 if self._running else time.monotonic() - self._last_done

    def authorized(self, header: str | None, client_host: str) -> bool:
        expected = f"Bearer {self.secret}".encode()
        return client_host in LOOPBACK and hmac.compare_digest((header or "").encode(), expected)

    def run(self, payload: Any) -> tuple[int, dict[str, Any]]:
        """Run one operation from a request body; the HTTP status and the JSON answer."""
        try:
            if not isinstance(payload, dict) or not isinstance(payload.get("op"), str):
                raise InvalidInput("The request names no operation.")
            name = payload["op"]
            args, kwargs = payload.get("args", []), payload.get("kwargs", {})
            if not isinstance(args, list) or not isinstance(kwargs, dict):
                raise InvalidInput("Invalid arguments: args must be a list and kwargs an object.")
            return 200, {"result": call_json(self.brain.operation(name), name, args, kwargs)}
        except OpenBrainError as exc:
            return 400, _error(exc)
        except Exception:  # the owner must outlive a bad call; the caller gets an error it can show
            log.exception("operation failed in the owner endpoint")
            return 500, _error(Unavailable("The OpenBrain process that owns the data failed; see its log."))

    def unread(self, payload: dict[str, Any], answer: dict[str, Any]) -> None:
        """The caller hung up before its answer was ready (a hook past its deadline). The answer to a session's first
        prompt brought the session's pack: the session's next prompt brings it instead."""
        args, result = payload.get("args"), answer.get("result")
        if payload["op"] != "prompt_context" or not isinstance(result, dict) or not result.get("session_pack"):
            return
        if isinstance(args, list) and len(args) == 2 and isinstance(args[1], dict):
            session = args[1].get("session_id")
            if isinstance(session, str):
                try:
                    call_json(self.brain.operation("prompt_unread"), "prompt_unread", [args[0], session], {})
                except OpenBrainError:  # the caller's own arguments were refused: there was no first prompt either
                    pass


def _hung_up(connection: socket.socket) -> bool:
    """Whether the peer closed its side of ``connection``: readable, with nothing to read."""
    try:
        readable, _, _ = select.select([connection], [], [], 0)
        return bool(readable) and connection.recv(1, socket.MSG_PEEK) == b""
    except OSError:  # reset by the peer
        return True


class _Server(ThreadingHTTPServer):
    daemon_threads = True
    allow_reuse_address = False
    endpoint: OwnerEndpoint


class _Handler(BaseHTTPRequestHandler):
    protocol_version = "HTTP/1.1"
    timeout = 30  # a connection that sends nothing is closed after this long
    disable_nagle_algorithm = True  # the body, written after the head, leaves at once (no wait for a delayed ACK)
    server: _Server

    def do_GET(self) -> None:
        if not self._authorized() or not self._admitted():
            return
        self.server.endpoint.done()
        if self.path != "/ping":
            self._answer(404, {"error": {"type": "NotFound", "message": "no such path"}})
            return
        self._answer(200, {"pid": os.getpid(), "version": __version__})

    def do_POST(self) -> None:
        if not self._authorized() or not self._admitted():
            return
        try:
            self._call()
        finally:
            self.server.endpoint.done()

    def _call(self) -> None:
        if self.path != "/call":
            self._answer(404, {"error": {"type": "NotFound", "message": "no such path"}})
            return
        length = int(self.headers.get("Content-Length") or 0)
        if length > MAX_BODY_BYTES:
            self.close_connection = True
            self._answer(413, _error(InvalidInput("The request is too large.")))
            return
        try:
            payload = json.loads(self.rfile.read(length))
        except ValueError:
            self._answer(400, _error(InvalidInput("The request body is not JSON.")))
            return
        status, answer = self.server.endpoint.run(payload)
        if status == 200 and _hung_up(self.connection):
            self.server.endpoint.unread(payload, answer)
        self._answer(status, answer)

    def _authorized(self) -> bool:
        if self.server.endpoint.authorized(self.headers.get("Authorization"), self.client_address[0]):
            return True
        self.close_connection = True
        self._answer(401, {"error": {"type": "PermissionDenied", "message": "unauthorized"}})
        return False

    def _admitted(self) -> bool:
        if self.server.endpoint.admit():
            return True
        self.close_connection = True
        self._answer(503, {"error": {"type": "OwnerGone", "message": "this process no longer owns the data"}})
        return False

    def _answer(self, status: int, answer: dict[str, Any]) -> None:
        body = json.dumps(answer).encode()
        self.send_response(status)
        self.send_header("Content-Type", "application/json")
        self.send_header("Content-Length", str(len(body)))
        if self.close_connection:  # say so, or a client would send its next request on a closed connection
            self.send_header("Connection", "close")
        self.end_headers()
        self.wfile.write(body)

    def log_message(self, format: str, *args: Any) -> None:
        log.debug("owner endpoint: " + format, *args)


def _error(exc: OpenBrainError) -> dict[str, Any]:
    return {"error": {"type": type(exc).__name__, "message": str(exc)}}


# -- the client of the owner ------------------------------------------------------------------------------


class OwnerGone(Exception):
    """The owner did not take the request (it exited, or another process owns the data now)."""


class OwnerLost(Exception):
    """The connection broke after the request was sent: the owner may or may not have run it."""


class RemoteBrain:
    """Calls operations on the owner of a data directory over its loopback endpoint."""

    def __init__(self, info: OwnerInfo, *, timeout: float = 600.0) -> None:
        import httpx  # only a process that reaches another owner needs it (not at every start)

        self.info = info
        self._client = httpx.Client(
            base_url=f"http://127.0.0.1:{info.port}",
            headers={"Authorization": f"Bearer {info.secret}"},
            timeout=httpx.Timeout(timeout, connect=5.0),
            # A new loopback connection per call (a fraction of a millisecond): a kept-alive one to an owner that
            # has died fails like a request cut off mid-way, while a fresh one is refused before anything is sent,
            # which is the one failure that is always safe to send again to the next owner.
            limits=httpx.Limits(max_keepalive_connections=0),
            trust_env=False,  # never through a proxy: this is loopback
        )

    def ping(self) -> bool:
        """Whether the owner named in the owner file answers with its secret."""
        import httpx

        try:
            response = self._client.get("/ping", timeout=2.0)
            return response.status_code == 200 and response.json().get("pid") == self.info.pid
        except (httpx.HTTPError, RuntimeError, ValueError):  # RuntimeError: another thread closed this client
            return False

    def call(self, op: str, /, *args: Any, **kwargs: Any) -> Any:
        """Run operation ``op`` in the owner; its errors are raised here as the same OpenBrain errors.

        Raises:
            OwnerGone: the request never reached an owner that would answer it (safe to send elsewhere).
            OwnerLost: the connection broke after the request was sent.
        """
        import httpx

        _, _, result_type = operation_types(op)
        payload = {"op": op, "args": to_jsonable_python(list(args)), "kwargs": to_jsonable_python(kwargs)}
        try:
            response = self._client.post("/call", json=payload)
        except (httpx.ConnectError, httpx.ConnectTimeout) as exc:
            raise OwnerGone(str(exc)) from None
        except httpx.HTTPError as exc:
            raise OwnerLost(str(exc)) from None
        except RuntimeError as exc:  # another thread closed this client when it found the owner gone: nothing sent
            raise OwnerGone(str(exc)) from None
        if response.status_code == 401:  # the owner changed (a new one has a new secret)
            raise OwnerGone("unauthorized")
        try:
            answer = response.json()
        except ValueError:  # an owner dying mid-answer: the request reached it, the outcome is unknown
            raise OwnerLost(f"unreadable answer (HTTP {response.status_code})") from None
        if answer.get("error", {}).get("type") == "OwnerGone":  # it is stopping and did not run the operation
            raise OwnerGone(answer["error"].get("message", ""))
        if "error" in answer:
            error = answer["error"]
            raise ERROR_TYPES.get(error.get("type"), Unavailable)(error.get("message", "unknown error"))
        return result_type.validate_python(answer.get("result"))

    def close(self) -> None:
        self._client.close()


# -- the brain every entry point uses ---------------------------------------------------------------------


class SharedBrain:
    """A data directory's brain, whichever process owns it: this one, or another reached over loopback.

    Operations (``remember``, ``recall``, ``status``, ``token_create``, ...) are attributes, as on ``Brain``;
    when this process owns the data, every other attribute of the service is reachable too.
    """

    def __init__(self, settings: Settings, *, background: bool = False) -> None:
        self.settings = settings
        self.limits = settings.limits
        self.clock = utcnow  # code that composes operations (context packs) reads the time and the limits here
        self.background = background
        self._switch = threading.Lock()  # held while ownership is being settled
        self._brain: Brain | None = None
        self._owner_lock: OwnerLock | None = None
        self._endpoint: OwnerEndpoint | None = None
        self._pipe: McpPipe | None = None
        self._owner_info: OwnerInfo | None = None
        self._remote: RemoteBrain | None = None
        self._closed = False
        with self._switch:
            self._settle()

    @property
    def is_owner(self) -> bool:
        return self._brain is not None

    @property
    def owner_pid(self) -> int:
        """The pid of the process that owns the data (this one when ``is_owner``)."""
        if self._remote is not None:
            return self._remote.info.pid
        return os.getpid()

    def call(self, op: str, /, *args: Any, **kwargs: Any) -> Any:
        """Run an operation where the data is, taking ownership over if the owner is gone.

        A forwarded write gets a key of its own, the same on every attempt: if the owner dies after writing but
        before answering, the attempt at the next owner (this process, maybe) finds the key stored with the write
        and answers as the first attempt did. A write that never left this process needs none.
        """
        key = uuid.uuid4().hex if op in KEYED_WRITES and kwargs.get("request_key") is None else None
        for _attempt in range(3):  # an owner can vanish between settling and calling
            with self._switch:
                if self._closed:
                    raise Unavailable("This OpenBrain process is shutting down.")
                if self._brain is None and self._remote is None:  # an earlier settling ran out of time
                    self._settle()
                brain, remote = self._brain, self._remote
            if brain is not None:
                return brain.operation(op)(*args, **kwargs)
            assert remote is not None
            if key is not None:
                kwargs["request_key"] = key  # kept for every later attempt, here or at the next owner
            try:
                return remote.call(op, *args, **kwargs)
            except OwnerGone:
                self._replace(remote)
            except OwnerLost:
                if remote.ping():  # the owner is alive: a glitch of this call, not a change of owner
                    raise Unavailable("The call to the OpenBrain process that owns the data broke; retry.") from None
                self._replace(remote)
                if op not in REPEATABLE:  # it may have been done: only the caller can tell whether to repeat it
                    raise Unavailable(
                        "The OpenBrain process that owns the data stopped while answering; another has taken over. "
                        "Check whether it was done before you repeat it."
                    ) from None
        raise Unavailable(f"No OpenBrain process answers for {self.data_dir}; retry shortly.")

    def _replace(self, remote: RemoteBrain) -> None:
        """Settle ownership again after ``remote`` stopped answering (unless another thread already did)."""
        log.info("the owner of %s (process %d) is gone; settling ownership", self.data_dir, remote.info.pid)
        with self._switch:
            if self._remote is remote and not self._closed:
                self._remote = None
                remote.close()
                self._settle()

    def __getattr__(self, name: str) -> Any:
        if name.startswith("_"):
            raise AttributeError(name)
        if is_operation(name):
            return partial(self.call, name)
        brain = self.__dict__.get("_brain")
        if brain is not None:
            return getattr(brain, name)
        raise Unavailable(
            f"`{name}` works only in the process that owns {self.data_dir} (process {self.owner_pid}); "
            "run it when that process has stopped."
        )

    @property
    def data_dir(self) -> Path:
        return self.settings.data_dir

    def idle_for(self) -> float:
        """Seconds since another process last used this owner's brain (0 when this process does not own it)."""
        endpoint, pipe = self._endpoint, self._pipe
        if endpoint is None or pipe is None or self._brain is None:
            return 0.0
        return min(endpoint.idle_for(), pipe.idle_for())

    def close(self) -> None:
        with self._switch:
            if self._closed:
                return
            self._closed = True
            if self._remote is not None:
                self._remote.close()
            if self._brain is not None:
                self._release()

    # -- ownership -----------------------------------------------------------------------------------------

    def _settle(self) -> None:
        """Become the owner, or find the owner that answers; poll both until ``owner_wait`` runs out."""
        deadline = time.monotonic() + self.settings.owner_wait
        while True:
            lock = OwnerLock.try_acquire(self.data_dir)
            if lock is not None:
                self._own(lock)
                return
            info = OwnerInfo.read(self.data_dir)
            if info is not None:
                remote = RemoteBrain(info)
                if remote.ping():
                    log.debug("%s is owned by OpenBrain process %d: using it", self.data_dir, info.pid)
                    if info.version != __version__:
                        log.warning(
                            "%s is owned by OpenBrain %s (process %d), this is %s: its behaviour is in force",
                            self.data_dir,
                            info.version,
                            info.pid,
                            __version__,
                        )
                    self._remote = remote
                    return
                remote.close()
            if time.monotonic() >= deadline:
                raise Unavailable(
                    f"Another process holds the data directory {self.data_dir} but no OpenBrain there answers. "
                    "Wait for it to finish, stop it, or give this one its own OPENBRAIN_DATA_DIR."
                )
            time.sleep(0.05)  # the owner is starting or stopping; the lock or its endpoint appears shortly

    def _own(self, lock: OwnerLock) -> None:
        served_by = f"process {os.getpid()}, owner of {self.data_dir}"
        try:
            brain = Brain.open(self.settings, served_by=served_by)
        except BaseException:
            lock.release()
            raise
        endpoint = OwnerEndpoint(brain, secrets.token_urlsafe(32))
        pipe = McpPipe(cast(BrainService, brain), endpoint.secret)
        try:
            endpoint.start()
            pipe.start()
            info = OwnerInfo(
                pid=os.getpid(), port=endpoint.port, secret=endpoint.secret, version=__version__, mcp_port=pipe.port
            )
            info.write(self.data_dir)
        except BaseException:
            pipe.stop()
            endpoint.stop()
            brain.close()
            lock.release()
            raise
        self._brain, self._owner_lock, self._endpoint, self._owner_info = brain, lock, endpoint, info
        self._pipe = pipe
        log.debug("this process owns %s; others reach it on 127.0.0.1:%d", self.data_dir, endpoint.port)
        if self.background:
            brain.start_background(self.settings.reconcile_interval)

    def _release(self) -> None:
        # Stop answering first: a process that calls now finds no owner and waits for the lock we release last.
        assert self._brain is not None and self._endpoint is not None and self._owner_lock is not None
        if self._pipe is not None:
            self._pipe.stop()
        self._endpoint.stop()
        if self._owner_info is not None:
            self._owner_info.remove(self.data_dir)
        try:
            self._brain.close()
        finally:
            self._owner_lock.release()
            self._brain = None
