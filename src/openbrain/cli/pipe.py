"""The fast path of ``openbrain serve`` over stdio: pass the client's MCP lines to the owner's MCP server.

An MCP client (Claude Code, Claude Desktop, an IDE) starts ``openbrain serve`` for each session and waits for it.
The full server costs a second and a half of imports before it answers anything, and on a data directory that
another process owns it then only forwards to that process. So when an owner of this version runs, this module
(the standard library only) connects to the owner's MCP socket (``serve/pipe.py``), says whom it serves (the
workspace and agent id of the settings, read from the environment by name as the hooks do) and passes lines
through, both ways: the owner runs the same MCP server the full path would, for this session.

It answers None, and the full server runs, when it cannot: another transport or option, no owner (or one of another
version, or without the socket), data that is not in a local directory, names the settings would refuse.

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
import uuid

from openbrain import __version__
from openbrain.agents.hookclient import HookConfig, owner_info, start_owner
from openbrain.core.wire import MAX_NAME_CHARS, NAME_PATTERN

STDIO = (["serve"], ["serve", "--transport", "stdio"], ["serve", "--transport=stdio"])
HELLO_TIMEOUT = 30.0  # the owner's first MCP session imports the SDK (about a second, more on a loaded machine)
RECONNECT_TIMEOUT = 60.0  # for the next owner to answer after one stopped mid-session
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
    if connection is None:
        return None
    # A client ends its server with SIGINT or SIGTERM (Claude Code: SIGINT, then SIGTERM 100 ms later): leave at
    # once. Nothing is lost: a call in progress finishes in the owner, whose session ends when this socket closes.
    for number in (signal.SIGINT, signal.SIGTERM):
        signal.signal(number, lambda *_: os._exit(0))
    code = Pipe(config, connection).run()
    sys.stdout.flush()
    os._exit(code)  # the thread reading stdin may be blocked in it: nothing else is left to do


def _valid(name: str) -> bool:
    return len(name) <= MAX_NAME_CHARS and re.fullmatch(NAME_PATTERN, name) is not None


def _connect(config: HookConfig) -> socket.socket | None:
    """A connection to the owner's MCP socket, past the hello; None when no owner of this version takes one."""
    info = owner_info(config.data_dir)
    if info is None or info["version"] != __version__ or info.get("mcp_port") is None:
        return None
    try:
        connection = socket.create_connection(("127.0.0.1", info["mcp_port"]), timeout=HELLO_TIMEOUT)
        hello = {"secret": info["secret"], "workspace": config.workspace, "agent_id": config.agent_id}
        connection.sendall(json.dumps(hello).encode() + b"\n")
        answer = connection.makefile("rb").readline(65536)
    except OSError:
        return None
    if not answer.startswith(b'{"ok"'):
        connection.close()
        return None
    connection.settimeout(None)
    return connection


class Pipe:
    """The client's lines to the owner, the owner's to the client; a new owner when one stops mid-session."""

    def __init__(self, config: HookConfig, connection: socket.socket) -> None:
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
                for line in self.connection.makefile("rb"):
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
    meta[REQUEST_KEY] = uuid.uuid4().hex
    return True


def _parse(line: bytes) -> dict:
    try:
        message = json.loads(line)
    except ValueError:
        return {}
    return message if isinstance(message, dict) else {}
