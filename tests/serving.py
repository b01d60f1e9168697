"""Helpers for tests that serve OpenBrain: an ASGI app on a real loopback port, MCP clients with bearer tokens,
`python -m openbrain` subprocesses."""

import json
import os
import socket
import subprocess
import sys
import threading
import time
from collections.abc import AsyncIterator, Iterator
from contextlib import asynccontextmanager, contextmanager
from pathlib import Path
from typing import Any

import anyio
import anyio.abc
import httpx
from mcp import Client
from mcp.client.sse import sse_client
from mcp.client.stdio import StdioServerParameters
from mcp.client.streamable_http import streamable_http_client
from mcp.shared._httpx_utils import create_mcp_http_client

REPO = Path(__file__).resolve().parent.parent


@contextmanager
def serve_asgi(app: Any, *, startup_timeout: float = 60.0) -> Iterator[str]:
    """Serve ``app`` with uvicorn on a free loopback port in a thread; yields the base URL."""
    import uvicorn

    # IPPROTO_TCP named: asyncio sets TCP_NODELAY only on such sockets; without it every answer waits ~40 ms for
    # the client's delayed ACK (uvicorn's own sockets, as `openbrain serve` makes them, are fine).
    sock = socket.socket(socket.AF_INET, socket.SOCK_STREAM, socket.IPPROTO_TCP)
    sock.bind(("127.0.0.1", 0))
    port = sock.getsockname()[1]
    config = uvicorn.Config(app, log_config=None, access_log=False, lifespan="on", timeout_graceful_shutdown=2)
    server = uvicorn.Server(config)
    thread = threading.Thread(target=server.run, kwargs={"sockets": [sock]}, daemon=True)
    thread.start()
    deadline = time.monotonic() + startup_timeout
    while not server.started:
        assert thread.is_alive(), "uvicorn stopped during start-up"
        assert time.monotonic() < deadline, "uvicorn did not start in time"
        time.sleep(0.01)
    try:
        yield f"http://127.0.0.1:{port}"
    finally:
        server.should_exit = True
        thread.join(timeout=15)
        sock.close()


@asynccontextmanager
async def http_client(base_url: str, token: str | None, **options: Any) -> AsyncIterator[Client]:
    """An MCP client over streamable HTTP at ``base_url/mcp`` sending ``Authorization: Bearer token``."""
    headers = {"Authorization": f"Bearer {token}"} if token else {}
    async with create_mcp_http_client(headers=headers) as http:
        async with Client(streamable_http_client(f"{base_url}/mcp", http_client=http), **options) as client:
            yield client


@asynccontextmanager
async def sse_mcp_client(base_url: str, token: str) -> AsyncIterator[Client]:
    """An MCP client over the SSE transport at ``base_url/sse``."""
    transport = sse_client(f"{base_url}/sse", headers={"Authorization": f"Bearer {token}"})
    async with Client(transport, mode="legacy") as client:
        yield client


async def call(client: Client, tool: str, **arguments: Any) -> dict[str, Any]:
    result = await client.call_tool(tool, arguments)
    assert not result.is_error, result.content
    assert result.structured_content is not None
    return result.structured_content


async def call_error(client: Client, tool: str, **arguments: Any) -> str:
    result = await client.call_tool(tool, arguments)
    assert result.is_error, result.structured_content
    return result.content[0].text


def openbrain_env(data_dir: Path, **settings: str) -> dict[str, str]:
    """The environment of an `openbrain` subprocess: this one's, a data dir, and ``OPENBRAIN_*`` overrides."""
    env = {k: v for k, v in os.environ.items() if not k.startswith("OPENBRAIN_") or k.startswith("OPENBRAIN_TEST_")}
    env["OPENBRAIN_DATA_DIR"] = str(data_dir)
    env.update({f"OPENBRAIN_{key.upper()}": value for key, value in settings.items()})
    return env


def own_data_dir(data_dir: Path, **settings: str) -> Any:
    """A SharedBrain of this process owning ``data_dir`` (its endpoints serve the subprocesses), opened with the
    settings ``openbrain_env`` gives a subprocess."""
    from openbrain.core.config import Settings
    from openbrain.serve.local import SharedBrain

    saved = dict(os.environ)
    os.environ.clear()
    os.environ.update(openbrain_env(data_dir, **settings))
    try:
        brain = SharedBrain(Settings())
    finally:
        os.environ.clear()
        os.environ.update(saved)
    assert brain.is_owner
    return brain


def openbrain_processes(word: str, data_dir_prefix: str | Path) -> list[int]:
    """The pids of the running `openbrain … WORD` processes (``hook``, ``owner``) whose data directory starts with
    ``data_dir_prefix``."""
    found = []
    for proc in Path("/proc").iterdir():
        try:
            command = (proc / "cmdline").read_bytes().split(b"\0")
            environ = (proc / "environ").read_bytes().split(b"\0")
        except OSError:
            continue
        if word.encode() not in command or not any(b"openbrain" in part for part in command):
            continue
        if any(item.startswith(f"OPENBRAIN_DATA_DIR={data_dir_prefix}".encode()) for item in environ):
            found.append(int(proc.name))
    return found


def stdio_params(data_dir: Path, **settings: str) -> StdioServerParameters:
    """`python -m openbrain serve` (MCP over stdio) on ``data_dir``. An owner that a session starts after its owner
    died (cli/pipe.py) leaves 30 s after its last call, not 30 min."""
    env = openbrain_env(data_dir, **{"hooks__owner_idle": "30", **settings})
    return StdioServerParameters(command=sys.executable, args=["-m", "openbrain", "serve"], env=env, cwd=REPO)


def run_cli(data_dir: Path, *args: str, check: bool = True, **settings: str) -> subprocess.CompletedProcess[str]:
    """Run `python -m openbrain ARGS` to completion."""
    result = subprocess.run(
        [sys.executable, "-m", "openbrain", *args],
        env=openbrain_env(data_dir, **settings),
        cwd=REPO,
        capture_output=True,
        text=True,
        timeout=180,
    )
    if check:
        assert result.returncode == 0, result.stderr
    return result


def cli_json(data_dir: Path, *args: str, **settings: str) -> Any:
    return json.loads(run_cli(data_dir, *args, "--json", **settings).stdout)


def free_port() -> int:
    with socket.socket(socket.AF_INET, socket.SOCK_STREAM) as sock:
        sock.bind(("127.0.0.1", 0))
        return int(sock.getsockname()[1])


def wait_for_http(url: str, *, timeout: float = 120.0, process: subprocess.Popen[Any] | None = None) -> None:
    """Poll ``url`` until it answers 200, or fail at the deadline (or when ``process`` exits)."""
    deadline = time.monotonic() + timeout
    while True:
        if process is not None and process.poll() is not None:
            raise AssertionError(f"the server exited with {process.returncode} before answering")
        try:
            if httpx.get(url, timeout=2.0).status_code == 200:
                return
        except httpx.HTTPError:
            pass
        assert time.monotonic() < deadline, f"{url} did not answer within {timeout} s"
        time.sleep(0.1)


class HeldClient:
    """An MCP client kept open in its own task, so clients can be closed in any order (task groups nest)."""

    def __init__(self, client: Client) -> None:
        self.client = client
        self._close = anyio.Event()
        self._closed = anyio.Event()

    @classmethod
    async def open(cls, tasks: anyio.abc.TaskGroup, server: Any, **options: Any) -> "HeldClient":
        opened: list[HeldClient] = []
        ready = anyio.Event()

        async def hold() -> None:
            try:
                async with Client(server, **options) as client:
                    held = cls(client)
                    opened.append(held)
                    ready.set()
                    await held._close.wait()
                held._closed.set()
            finally:
                ready.set()

        tasks.start_soon(hold)
        await ready.wait()
        assert opened, "the client did not connect"
        return opened[0]

    async def close(self) -> None:
        self._close.set()
        await self._closed.wait()
