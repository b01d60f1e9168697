"""MCP for the data directory's other processes: the owner's MCP server, on a loopback socket.

An ``openbrain serve`` over stdio on a data directory that another process already owns has nothing to open: the
brain is in the owner. Its fast path (``cli/pipe.py``, the standard library only) connects to this socket, says
whom it serves (the owner's secret, the workspace and the agent id of its settings) in one line, and then passes
its client's JSON-RPC lines through, both ways. This side runs the one MCP server of ``serve/mcp.py`` on each
connection, exactly as ``openbrain serve`` runs it on its own stdin and stdout, with the connection's caller.

The socket listens on 127.0.0.1 and takes the same secret as the owner's ``/call`` endpoint (local.py's module notes
say what it grants). Its port is in ``owner.json`` beside the endpoint's. The MCP SDK is imported by the first
connection, in this socket's thread: an owner that serves only hooks and the command line never loads it.
"""

import asyncio
import contextvars
import hmac
import json
import logging
import socket
import threading
import time
from typing import Any

from openbrain.core.errors import InvalidInput
from openbrain.core.models import Caller, check_name
from openbrain.engine.service import BrainService

log = logging.getLogger(__name__)

MAX_LINE_BYTES = 32 * 1024 * 1024  # one JSON-RPC message (the owner endpoint's body limit)
HELLO_TIMEOUT = 10.0  # seconds a connection may take to say whom it serves
_CALLER: contextvars.ContextVar[Caller] = contextvars.ContextVar("openbrain_pipe_caller")


def _connection_caller(_ctx: Any) -> Caller:
    """The caller of the connection a request came on (set for the connection's task, inherited by its handlers)."""
    return _CALLER.get()


class McpPipe:
    """The listening socket and the event loop thread that serves MCP on its connections."""

    def __init__(self, service: BrainService, secret: str) -> None:
        self.service = service
        self.secret = secret
        self._socket = socket.create_server(("127.0.0.1", 0))  # bound now: its port goes into owner.json
        self.port = int(self._socket.getsockname()[1])
        self._lock = threading.Lock()
        self._open = 0  # connections in progress
        self._last_closed = time.monotonic()
        self._loop: asyncio.AbstractEventLoop | None = None
        self._stopping: asyncio.Event | None = None
        self._started = threading.Event()
        self._thread = threading.Thread(target=self._run, name="openbrain-mcp-pipe", daemon=True)

    def start(self) -> None:
        self._thread.start()
        self._started.wait(timeout=30)

    def stop(self, timeout: float = 30.0) -> None:
        """Close the socket and every connection; a tool call in progress finishes first (its thread is waited
        for), so that the brain closes after it."""
        loop, stopping = self._loop, self._stopping
        if loop is not None and stopping is not None and not loop.is_closed():
            loop.call_soon_threadsafe(stopping.set)
        if self._thread.ident is not None:  # started
            self._thread.join(timeout=timeout)
        self._socket.close()

    def idle_for(self) -> float:
        """Seconds since the last connection closed (0 while one is open: a session in progress is a use)."""
        with self._lock:
            return 0.0 if self._open else time.monotonic() - self._last_closed

    def _run(self) -> None:
        asyncio.run(self._serve())

    async def _serve(self) -> None:
        self._loop, self._stopping = asyncio.get_running_loop(), asyncio.Event()
        connections: set[asyncio.Task] = set()
        server_of: dict[str, Any] = {}

        async def connection(reader: asyncio.StreamReader, writer: asyncio.StreamWriter) -> None:
            task = asyncio.current_task()
            assert task is not None
            connections.add(task)
            # Nagle's algorithm off: asyncio turns it off only on sockets made with proto IPPROTO_TCP, and this
            # listener's (socket.create_server) has proto 0. With it on, a short answer written right after another
            # (resources/list after prompts/list, as Claude Code asks them) waited 40 ms for the client's delayed ACK.
            writer.get_extra_info("socket").setsockopt(socket.IPPROTO_TCP, socket.TCP_NODELAY, 1)
            with self._lock:
                self._open += 1
            try:
                await self._connection(reader, writer, server_of)
            except (ConnectionError, asyncio.IncompleteReadError, asyncio.CancelledError):
                pass  # the client went away, or the owner is stopping
            except Exception as exc:  # one connection's failure never ends the others
                if not _went_away(exc):
                    log.exception("an MCP connection to the owner failed")
            finally:
                connections.discard(task)
                writer.close()
                with self._lock:
                    self._open -= 1
                    self._last_closed = time.monotonic()

        listener = await asyncio.start_server(connection, sock=self._socket, limit=MAX_LINE_BYTES)
        self._started.set()
        async with listener:
            await self._stopping.wait()
        for task in list(connections):
            task.cancel()
        await asyncio.gather(*connections, return_exceptions=True)

    async def _connection(
        self, reader: asyncio.StreamReader, writer: asyncio.StreamWriter, server_of: dict[str, Any]
    ) -> None:
        try:
            caller = self._hello(await asyncio.wait_for(reader.readline(), HELLO_TIMEOUT))
        except (InvalidInput, TimeoutError) as exc:
            writer.write(json.dumps({"error": str(exc) or "no hello in time"}).encode() + b"\n")
            await writer.drain()
            return
        if "server" not in server_of:  # the SDK (0.7 s of imports) once, at the first session
            from mcp.server.stdio import stdio_server

            from openbrain.serve.mcp import FORWARDED_KEYS, create_server

            server_of["server"] = create_server(self.service, _connection_caller, start=False)
            server_of["keys"] = FORWARDED_KEYS
            server_of["stdio"] = stdio_server
        writer.write(b'{"ok": true}\n')
        await writer.drain()
        _CALLER.set(caller)  # this task's context, copied into every task the session starts
        server_of["keys"].set(True)  # the thin client keys its writes (serve/mcp.forwarded_key)
        lowlevel = server_of["server"]._lowlevel_server  # what MCPServer.run_stdio_async runs, on other streams
        async with server_of["stdio"](stdin=_Lines(reader), stdout=_Out(writer)) as (read, write):
            await lowlevel.run(read, write, lowlevel.create_initialization_options())

    def _hello(self, line: bytes) -> Caller:
        """The caller a connection serves, from its first line: ``{"secret", "workspace", "agent_id"}``."""
        try:
            hello = json.loads(line)
        except ValueError:
            hello = None
        if not isinstance(hello, dict):
            raise InvalidInput("The first line must be a JSON object: secret, workspace, agent_id.")
        given = str(hello.get("secret", "")).encode()
        if not hmac.compare_digest(given, self.secret.encode()):
            raise InvalidInput("unauthorized")
        workspace = check_name(str(hello.get("workspace", "")), "workspace")
        return Caller(workspace_id=workspace, agent_id=check_name(str(hello.get("agent_id", "")), "agent id"))


def _went_away(exc: BaseException) -> bool:
    """Whether an error (or every error of a task group's group) is the client having gone away."""
    if isinstance(exc, BaseExceptionGroup):
        return all(_went_away(inner) for inner in exc.exceptions)
    return isinstance(exc, ConnectionError | asyncio.IncompleteReadError | asyncio.CancelledError)


class _Lines:
    """A connection's lines as the SDK's stdio transport reads its stdin."""

    def __init__(self, reader: asyncio.StreamReader) -> None:
        self._reader = reader

    def __aiter__(self) -> "_Lines":
        return self

    async def __anext__(self) -> str:
        line = await self._reader.readline()
        if not line:
            raise StopAsyncIteration
        return line.decode("utf-8", errors="replace")


class _Out:
    """A connection as the SDK's stdio transport writes its stdout."""

    def __init__(self, writer: asyncio.StreamWriter) -> None:
        self._writer = writer

    async def write(self, text: str) -> None:
        self._writer.write(text.encode("utf-8"))

    async def flush(self) -> None:
        await self._writer.drain()
