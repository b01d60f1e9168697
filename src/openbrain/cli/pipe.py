"""The fast path of ``openbrain serve`` over stdio: pass the client's MCP lines to the owner's MCP server.

An MCP client (Claude Code, Claude Desktop, an IDE) starts ``openbrain serve`` for each session and waits for it.
The full server costs a second and a half of imports before it answers anything, and on a data directory that
another process owns it then only forwards to that process. So when an owner of this version runs, this module
(the standard library only) connects to the owner's MCP socket (``serve/pipe.py``), says whom it serves (the
workspace and agent id of the settings, read from the environment by name as the hooks do) and passes lines
through, both ways: the owner runs the same MCP server the full path would, for this session.

When no owner runs, it starts one, as the hooks do (``openbrain owner``, resident until
``OPENBRAIN_HOOKS__OWNER_IDLE`` seconds pass without a call or an open session), so that every session and hook of
the data directory shares one process that keeps the model loaded. It answers None, and the full server runs here,
when it cannot: another transport or option, ``OPENBRAIN_HOOKS__START_OWNER=false`` with no owner running, an owner
of another version (or without the socket), an owner that fails to start (the full server then says why), data that
is not in a local directory, names the settings would refuse.

If the owner stops during the session, the session goes on with the next owner: this process starts one when none
runs (as the hooks do; ``OPENBRAIN_HOOKS__START_OWNER``), replays the session's handshake to it, and sends it again
the requests the stopped owner had not answered. Every request the MCP tools make may run twice with the same
outcome (``serve/brain.REPEATABLE``: reads, and remember, handoff and forget, which are idempotent), as the full
server's forwarding does. When no owner answers within a minute, those requests fail with an error that says so.
"""

from __future__ import annotations  # no run-time typing: this module's imports are the server's start-up

import json
import os
import re
import signal
import socket
import sys
import threading
import time

from openbrain import __version__
from openbrain.agents.hookclient import HookConfig, connect, owner_info, start_owner
from openbrain.core.wire import MAX_NAME_CHARS, NAME_PATTERN

TYPE_CHECKING = False
if TYPE_CHECKING:
    from typing import Any

STDIO = (["serve"], ["serve", "--transport", "stdio"], ["serve", "--transport=stdio"])
HELLO_TIMEOUT = 30.0  # the owner's first MCP session imports the SDK (about a second, more on a loaded machine)
RECONNECT_TIMEOUT = 60.0  # for the next owner to answer after one stopped mid-session
OWNER_START_TIMEOUT = 120.0  # for a new owner to answer (a first start builds the local model's ONNX graph)
REPLAY = "openbrain-replay"  # the id of a replayed handshake, whose answer the client already had
REQUEST_KEY = "openbrain/request_key"  # serve/mcp.REQUEST_KEY
KEYED_TOOLS = frozenset({"brain_remember", "brain_forget"})  # the tools whose writes take a request key
OWNER_STOPPED = (
    "OpenBrain's process that owns the data stopped and no other took over within a minute; start `openbrain serve` "
    "again (a repeated remember is stored once)."
)


def main(args: list[str]) -> int | None:
    """``openbrain serve`` through the owner, or None when the full server must run."""
    if args not in STDIO:
        return None
    config = HookConfig(dict(os.environ))
    if not config.local or not all(_valid(name) for name in (config.workspace, config.agent_id)):
        return None
    connection = _connect(config)
    if connection is None and config.start_owner and _startable(config):
        connection = _start_owner(config)
    if connection is None:
        return None
    # A client ends its server with SIGINT or SIGTERM (Claude Code: SIGINT, then SIGTERM 100 ms later): leave at
    # once. Nothing is lost: a call in progress finishes in the owner, whose session ends when this socket closes.
    for number in (signal.SIGINT, signal.SIGTERM):
        signal.signal(number, lambda *_: os._exit(0))
    code = Pipe(config, connection).run()
    sys.stdout.flush()
    os._exit(code)  # the thread reading stdin may be blocked in it: nothing else is left to do


def _startable(config: HookConfig) -> bool:
    """Whether this process may start an owner: none answers (no owner file, or a stale one of this version). An
    owner of another version, or without the MCP socket, is served by the full server instead."""
    info = owner_info(config.data_dir)
    return info is None or (info["version"] == __version__ and info.get("mcp_port") is not None)


def _start_owner(config: HookConfig) -> Connection | None:
    """Start the data directory's resident owner (``openbrain owner``, as the hooks do) and connect to it. None when
    it cannot start (the full server then runs here, and says why) or another version took the data first."""
    process = start_owner(config.data_dir)
    deadline = time.monotonic() + OWNER_START_TIMEOUT
    while time.monotonic() < deadline:
        connection = _connect(config)
        if connection is not None:
            return connection
        if process.poll() not in (None, 0) or not _startable(config):
            return None  # it failed (exit 0: another process owns the data and is starting: wait for it)
        time.sleep(0.05)
    return None


def _valid(name: str) -> bool:
    return len(name) <= MAX_NAME_CHARS and re.fullmatch(NAME_PATTERN, name) is not None


def _connect(config: HookConfig) -> Connection | None:
    """A connection to the owner's MCP socket, past the hello; None when no owner of this version takes one."""
    info = owner_info(config.data_dir)
    if info is None or info["version"] != __version__ or info.get("mcp_port") is None:
        return None
    try:
        # Nagle's algorithm off (hookclient.connect): tools/list, written right after notifications/initialized, had
        # waited 40 ms for the owner's delayed ACK in every session's handshake.
        connection = connect("127.0.0.1", info["mcp_port"], HELLO_TIMEOUT)
    except OSError:
        return None
    try:
        hello = {"secret": info["secret"], "workspace": config.workspace, "agent_id": config.agent_id}
        connection.sendall(json.dumps(hello).encode() + b"\n")
        lines = connection.makefile("rb")
        answer = lines.readline(65536)
        if answer.startswith(b'{"ok"'):
            connection.settimeout(None)
            return Connection(connection, lines)
    except OSError:
        pass
    connection.close()
    return None


class Connection:
    """A socket to the owner and the reader of its lines (which may hold what followed the hello)."""

    def __init__(self, sock: socket.socket, lines: Any) -> None:
        self.sock = sock
        self.lines = lines

    def sendall(self, data: bytes) -> None:
        self.sock.sendall(data)

    def shutdown(self, how: int) -> None:
        self.sock.shutdown(how)

    def close(self) -> None:
        self.lines.close()
        self.sock.close()


class Pipe:
    """The client's lines to the owner, the owner's to the client; a new owner when one stops mid-session."""

    def __init__(self, config: HookConfig, connection: Connection) -> None:
        self.config = config
        self.connection = connection
        self.lock = threading.Lock()  # held to send, and while a new owner is found
        self.pending: dict[str, bytes] = {}  # the client's requests not answered yet, by id (as JSON)
        self.handshake: list[bytes] = []  # initialize and notifications/initialized, to replay
        self.closed = False  # the client closed its side: the session is over
        self.out = sys.stdout.buffer

    def run(self) -> int:
        threading.Thread(target=self._from_client, name="openbrain-pipe-in", daemon=True).start()
        while True:
            try:
                for line in self.connection.lines:
                    self._to_client(line)
            except OSError:
                pass  # the owner died mid-answer
            if self.closed:
                return 0
            if not self._next_owner():
                return 1

    def _from_client(self) -> None:
        stdin = sys.stdin.buffer
        for line in stdin:
            message = _parse(line)
            if message.get("method") == "tools/call" and _keyed(message):
                line = json.dumps(message).encode() + b"\n"
            with self.lock:
                if message.get("method") in ("initialize", "notifications/initialized"):
                    self.handshake.append(line)
                if "method" in message and "id" in message:
                    self.pending[json.dumps(message["id"])] = line
                try:
                    self.connection.sendall(line)
                except OSError:
                    pass  # the owner is gone: the reader finds it, answers what is pending and moves on
        with self.lock:
            self.closed = True
            try:
                self.connection.shutdown(socket.SHUT_WR)  # the owner ends the session and closes its side
            except OSError:
                pass

    def _to_client(self, line: bytes) -> None:
        message = _parse(line)
        if "method" not in message and "id" in message:
            if message["id"] == REPLAY:
                return
            with self.lock:
                self.pending.pop(json.dumps(message["id"]), None)
        self._write(line)

    def _write(self, line: bytes) -> None:
        self.out.write(line if line.endswith(b"\n") else line + b"\n")
        self.out.flush()

    def _next_owner(self) -> bool:
        """After the owner stopped: reach the next one, replay the handshake, send again what was not answered."""
        with self.lock:
            self.connection.close()
            started = False
            deadline = time.monotonic() + RECONNECT_TIMEOUT
            while time.monotonic() < deadline:
                connection = _connect(self.config)
                if connection is not None:
                    self.connection = connection
                    try:
                        for line in self.handshake:
                            message = _parse(line)
                            if "id" in message and json.dumps(message["id"]) not in self.pending:
                                message["id"] = REPLAY  # answered already: the new answer is not the client's
                                line = json.dumps(message).encode() + b"\n"
                            connection.sendall(line)
                        for line in self.pending.values():
                            if _parse(line).get("method") != "initialize":
                                connection.sendall(line)
                    except OSError:
                        pass  # this one went too: the reader finds it and comes back here
                    return True
                if not started and self.config.start_owner:  # it exits at once if another process owns the data
                    start_owner(self.config.data_dir)
                    started = True
                time.sleep(0.1)
            for key in list(self.pending):
                error = {"code": -32603, "message": OWNER_STOPPED}
                self._write(json.dumps({"jsonrpc": "2.0", "id": json.loads(key), "error": error}).encode())
        print(f"openbrain serve: no OpenBrain process serves {self.config.data_dir} any more", file=sys.stderr)
        return False


def _keyed(message: dict) -> bool:
    """Give a write a request key of its own in ``_meta`` (serve/mcp.forwarded_key): sent again to the next owner
    after its owner died, it then answers as the first did. Whether the message changed."""
    params = message.get("params")
    if not isinstance(params, dict) or params.get("name") not in KEYED_TOOLS:
        return False
    meta = params.setdefault("_meta", {})
    if not isinstance(meta, dict):
        return False
    meta[REQUEST_KEY] = os.urandom(16).hex()  # 32 hex digits, as uuid4().hex (whose import costs 3 ms)
    return True


def _parse(line: bytes) -> dict:
    try:
        message = json.loads(line)
    except ValueError:
        return {}
    return message if isinstance(message, dict) else {}
