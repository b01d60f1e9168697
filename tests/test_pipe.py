"""`openbrain serve` over stdio through the data directory's owner (cli/pipe.py, serve/pipe.py): with an owner
running, a session's server is a thin process that passes its client's MCP lines to the owner's MCP server, with the
session's own workspace and agent id. The owner here is this test process's own brain (a real SharedBrain); the
sessions are real `python -m openbrain serve` processes driven by the MCP SDK's client."""

import json
import os
import socket
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path

import anyio
import pytest
from mcp import Client

from openbrain.core.models import Caller
from openbrain.serve.local import SharedBrain
from openbrain.serve.ownership import OwnerInfo
from serving import REPO, call, openbrain_env, own_data_dir, stdio_params

pytestmark = pytest.mark.anyio
SECRET_FACT = "The vault's recovery phrase is kept in the blue safe."


@pytest.fixture(scope="module")
def owner(tmp_path_factory: pytest.TempPathFactory) -> Iterator[SharedBrain]:
    brain = own_data_dir(tmp_path_factory.mktemp("pipe") / "brain")
    brain.remember(Caller(workspace_id="ws-other", agent_id="x"), {"content": SECRET_FACT, "type": "observation"})
    yield brain
    brain.close()


def test_the_fast_path_imports_neither_the_mcp_sdk_nor_pydantic_nor_the_service():
    code = "import sys, openbrain.cli.pipe; print(sorted(m for m in sys.modules if m.split('.')[0] in " \
           "('mcp', 'pydantic', 'typer', 'sqlalchemy', 'anyio') or m == 'openbrain.engine.service'))"  # fmt: skip
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, cwd=REPO, timeout=60)
    assert done.returncode == 0 and done.stdout.strip() == "[]", done.stdout + done.stderr


def test_the_fast_path_leaves_out_what_only_slowed_its_start():
    """pathlib, uuid, urllib and the IDNA codec were a third of a thin process's imports (a hook's, a thin
    ``serve``'s), used for nothing it needs: a connection to 127.0.0.1 is made without resolving a name."""
    code = (
        "import socket, sys, openbrain.entry, openbrain.cli.pipe\n"
        "from openbrain.agents.hookclient import connect\n"
        "with socket.create_server(('127.0.0.1', 0)) as server:\n"
        "    connect('127.0.0.1', server.getsockname()[1], 5).close()\n"
        "print(sorted(m for m in sys.modules if m in ('pathlib', 'uuid', 'urllib.parse', 'encodings.idna')))"
    )
    # (socket.create_server above resolves nothing either: it binds an address, imports no codec.)
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, cwd=REPO, timeout=60)
    assert done.returncode == 0 and done.stdout.strip() == "[]", done.stdout + done.stderr


def _server_side(port: int, client: socket.socket) -> socket.socket:
    """This process's end of ``client``'s connection to a server of this process listening on ``port``."""
    peer = client.getsockname()
    for fd in os.listdir("/proc/self/fd"):
        try:
            candidate = socket.fromfd(int(fd), socket.AF_INET, socket.SOCK_STREAM)  # a copy: closing it closes no fd
        except OSError:
            continue
        try:
            name = candidate.getsockname()
            if isinstance(name, tuple) and name[1] == port and candidate.getpeername() == peer:
                return candidate
        except OSError:
            pass
        candidate.close()
    raise AssertionError(f"no server-side socket of port {port}")


def test_every_connection_between_thin_processes_and_the_owner_sends_each_message_at_once(owner: SharedBrain):
    """Nagle's algorithm off on both ends of the owner's MCP socket and of its /call endpoint. With it on, a short
    message written right after another waited for the peer's delayed ACK, 40 ms: tools/list after
    notifications/initialized from the thin ``serve``, resources/list's answer after prompts/list's from the owner
    (as Claude Code asks them at every session's start)."""
    from openbrain.agents.hookclient import connect

    info = OwnerInfo.read(owner.data_dir)
    assert info is not None and info.mcp_port is not None
    hello = json.dumps({"secret": info.secret, "workspace": "ws-pipe", "agent_id": "a"}).encode() + b"\n"
    ping = f"GET /ping HTTP/1.1\r\nHost: x\r\nAuthorization: Bearer {info.secret}\r\n\r\n".encode()
    for port, first, answered in ((info.mcp_port, hello, b"\n"), (info.port, ping, b"}")):
        with connect("127.0.0.1", port, 30) as client:
            assert client.getsockopt(socket.IPPROTO_TCP, socket.TCP_NODELAY)
            client.sendall(first)
            received = b""
            while not received.endswith(answered):  # answered: the owner's end is set up and stays open
                received += client.recv(65536)
            with _server_side(port, client) as server:
                assert server.getsockopt(socket.IPPROTO_TCP, socket.TCP_NODELAY), (port, received)


async def test_a_session_through_the_owner_has_every_tool_with_its_own_identity_and_sees_only_its_workspace(
    owner: SharedBrain,
):
    data_dir = owner.data_dir
    async with (
        Client(stdio_params(data_dir, workspace="ws-pipe", agent_id="session-a"), read_timeout_seconds=60) as a,
        Client(stdio_params(data_dir, workspace="ws-pipe", agent_id="session-b"), read_timeout_seconds=60) as b,
        Client(stdio_params(data_dir, workspace="ws-else", agent_id="session-c"), read_timeout_seconds=60) as c,
    ):
        assert owner.idle_for() == 0  # open sessions keep a resident owner from leaving
        tools = {t.name for t in (await a.list_tools()).tools}
        assert {"brain_remember", "brain_recall", "brain_forget", "brain_list", "brain_handoff"} <= tools
        stored = await call(a, "brain_remember", content="Deploys freeze on Fridays after 15:00.", type="convention")
        found = await call(b, "brain_recall", query="when do deploys freeze?")
        assert found["results"][0]["id"] == stored["id"] and found["results"][0]["agent_id"] == "session-a"
        assert (await call(b, "brain_get", id=stored["id"]))["memory"]["agent_id"] == "session-a"
        # Another workspace's session sees nothing of this one's, and no session sees ws-other's memory.
        assert (await call(c, "brain_list", limit=50))["memories"] == []
        for client in (a, b, c):
            recalled = await call(client, "brain_recall", query="where is the vault's recovery phrase?")
            assert SECRET_FACT not in json.dumps(recalled)
        bad = await c.call_tool("brain_get", {"id": stored["id"]})
        assert bad.is_error  # by id neither
    stored_row = owner.get(Caller(workspace_id="ws-pipe", agent_id="t"), stored["id"])
    assert stored_row.agent_id == "session-a"  # the identity came from the session's settings


def test_the_owner_socket_refuses_a_wrong_secret_and_a_bad_name_and_then_serves_nothing(owner: SharedBrain):
    info = OwnerInfo.read(owner.data_dir)
    assert info is not None and info.mcp_port is not None

    def hello(**fields: str) -> bytes:
        with socket.create_connection(("127.0.0.1", info.mcp_port), timeout=30) as connection:
            connection.sendall(json.dumps(fields).encode() + b"\n")
            answer = connection.makefile("rb").readline()
            try:
                connection.sendall(b'{"jsonrpc": "2.0", "id": 1, "method": "tools/list"}\n')
                rest = connection.makefile("rb").read()
            except ConnectionResetError:  # closed with the request unread
                rest = b""
            return answer + rest  # the owner closed the connection: nothing more is served

    assert hello(secret="wrong", workspace="ws-pipe", agent_id="a") == b'{"error": "unauthorized"}\n'
    refused = json.loads(hello(secret=info.secret, workspace="-bad name", agent_id="a"))
    assert "workspace '-bad name' is not a valid name" in refused["error"]
    assert info.secret not in hello(secret="x" + info.secret, workspace="w", agent_id="a").decode()


async def test_without_an_owner_serve_starts_the_resident_owner_and_a_session_outlives_its_owner(tmp_path: Path):
    """No owner: `openbrain serve` starts the resident owner, as the hooks do, and pipes to it; every session shares
    it. A piped session whose owner is killed carries on with the next owner: a request sent after the kill is
    answered by it, the handshake replayed, a write sent again stored once."""
    from serving import HeldClient

    data_dir = tmp_path / "brain"
    async with anyio.create_task_group() as tasks:
        first = await HeldClient.open(tasks, stdio_params(data_dir, agent_id="one"), read_timeout_seconds=180)
        stored = await call(first.client, "brain_remember", content="The cache TTL is 300 s.", type="decision")
        info = OwnerInfo.read(data_dir)
        assert info is not None and info.mcp_port is not None
        assert b"owner" in Path(f"/proc/{info.pid}/cmdline").read_bytes().split(b"\0")  # `openbrain owner`
        second = await HeldClient.open(tasks, stdio_params(data_dir, agent_id="two"), read_timeout_seconds=180)
        assert (await call(second.client, "brain_get", id=stored["id"]))["memory"]["agent_id"] == "one"
        os.kill(info.pid, 9)  # the owner dies
        listed = await call(second.client, "brain_list", limit=10)  # the sessions go on with a new owner
        assert [m["id"] for m in listed["memories"]] == [stored["id"]]
        again = await call(first.client, "brain_remember", content="The cache TTL is 300 s.", type="decision")
        assert again["id"] == stored["id"] and again["duplicate"] is True
        new = OwnerInfo.read(data_dir)
        assert new is not None and new.pid != info.pid
        await second.close()
        await first.close()
    subprocess.run([sys.executable, "-m", "openbrain", "owner", "--stop"], env=openbrain_env(data_dir), timeout=60)


async def test_with_start_owner_off_and_no_owner_serve_runs_whole_in_its_own_process(tmp_path: Path):
    data_dir = tmp_path / "brain"
    params = stdio_params(data_dir, agent_id="alone", hooks__start_owner="false")
    async with Client(params, read_timeout_seconds=180) as client:
        await call(client, "brain_remember", content="Staging resets every Sunday.", type="observation")
        info = OwnerInfo.read(data_dir)
        assert info is not None
        assert b"serve" in Path(f"/proc/{info.pid}/cmdline").read_bytes().split(b"\0")  # the server owns the data
    assert OwnerInfo.read(data_dir) is None  # and released it when its session ended


def test_a_write_sent_again_with_its_request_key_answers_as_the_first_did_and_only_through_the_pipe(
    owner: SharedBrain,
):
    """The thin client keys each remember and forget in `_meta` (cli/pipe._keyed): after its owner died it sends
    them again to the next owner, where the key answers as the first attempt did, never "duplicate"."""
    from openbrain.cli.pipe import REQUEST_KEY, _keyed

    info = OwnerInfo.read(owner.data_dir)
    assert info is not None and info.mcp_port is not None
    call_line = {"jsonrpc": "2.0", "id": 7, "method": "tools/call",
                 "params": {"name": "brain_remember", "arguments": {"content": "Backups run at 02:00 UTC.",
                                                                     "type": "convention"}}}  # fmt: skip
    assert _keyed(call_line) and len(call_line["params"]["_meta"][REQUEST_KEY]) == 32
    assert not _keyed({"method": "tools/call", "params": {"name": "brain_recall", "arguments": {}}})

    with socket.create_connection(("127.0.0.1", info.mcp_port), timeout=60) as connection:
        lines = connection.makefile("rb")

        def send(message: dict) -> None:
            connection.sendall(json.dumps(message).encode() + b"\n")

        send({"secret": info.secret, "workspace": "ws-keys", "agent_id": "piped"})
        assert json.loads(lines.readline()) == {"ok": True}
        send({"jsonrpc": "2.0", "id": 1, "method": "initialize", "params": {"protocolVersion": "2025-06-18",
              "capabilities": {}, "clientInfo": {"name": "raw", "version": "1"}}})  # fmt: skip
        assert json.loads(lines.readline())["result"]["serverInfo"]["name"] == "openbrain"
        send({"jsonrpc": "2.0", "method": "notifications/initialized"})
        answers = []
        for attempt in (7, 8):
            send({**call_line, "id": attempt})
            answers.append(json.loads(lines.readline())["result"]["structuredContent"])
        unkeyed = {**call_line, "id": 9, "params": {k: v for k, v in call_line["params"].items() if k != "_meta"}}
        send(unkeyed)
        answers.append(json.loads(lines.readline())["result"]["structuredContent"])
    first, again, plain = answers
    assert first["duplicate"] is False and again == first  # the same answer, the same id: stored once
    assert plain["id"] == first["id"] and plain["duplicate"] is True  # without the key: the usual de-duplication


def test_a_request_key_in_meta_is_read_only_on_the_owners_pipe_connections():
    from types import SimpleNamespace

    from openbrain.serve.mcp import FORWARDED_KEYS, REQUEST_KEY, forwarded_key

    key = "0123456789abcdef0123456789abcdef"
    ctx = SimpleNamespace(request_context=SimpleNamespace(params={"name": "x", "_meta": {REQUEST_KEY: key}}))
    assert forwarded_key(ctx) is None  # an HTTP or stdio client's _meta: ignored
    token = FORWARDED_KEYS.set(True)
    try:
        assert forwarded_key(ctx) == key
        ctx.request_context.params["_meta"][REQUEST_KEY] = "not-a-key"
        assert forwarded_key(ctx) is None
    finally:
        FORWARDED_KEYS.reset(token)
