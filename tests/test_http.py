"""MCP over HTTP through real clients on a real loopback port: bearer tokens, scopes, health probes, SSE."""

import logging
import os
from pathlib import Path

import httpx
import pytest
from mcp.shared.exceptions import MCPError

from conftest import close_brain, make_brain
from openbrain.core.config import Settings
from openbrain.core.errors import NotFound
from openbrain.core.models import Caller
from openbrain.serve.brain import Brain
from openbrain.serve.http import create_app
from openbrain.stores.db.engine import Database
from openbrain.stores.embedding.base import Embedder
from serving import call, call_error, http_client, serve_asgi, sse_mcp_client

pytestmark = pytest.mark.anyio

INITIALIZE = {
    "jsonrpc": "2.0",
    "id": 1,
    "method": "initialize",
    "params": {"protocolVersion": "2025-06-18", "capabilities": {}, "clientInfo": {"name": "t", "version": "1"}},
}
MCP_HEADERS = {"Accept": "application/json, text/event-stream", "Content-Type": "application/json"}


@pytest.mark.parametrize("mode", ["auto", "legacy"])  # 2026 per-request protocol; 2025 handshake (today's clients)
async def test_a_token_acts_as_its_agent_in_its_workspace_whatever_the_arguments_say(brain: Brain, url: str, mode: str):
    token = brain.token_create("ws-http", "claude-http").token
    async with http_client(url, token, mode=mode) as client:
        spoof = await call_error(
            client,
            "brain_remember",
            content="The payments service retries webhooks with exponential backoff.",
            type="architecture",
            agent_id="mallory",
            workspace_id="ws-evil",
        )
        assert "agent_id, workspace_id is not an argument of brain_remember" in spoof  # refused, not ignored
        stored = await call(
            client,
            "brain_remember",
            content="The payments service retries webhooks with exponential backoff.",
            type="architecture",
            project="payments",
        )
        found = await call(client, "brain_recall", query="how are webhooks retried?")
        listed = await call(client, "brain_list")
    assert found["results"][0]["id"] == stored["id"]
    assert [m["agent_id"] for m in listed["memories"]] == ["claude-http"]
    assert brain.get(Caller(workspace_id="ws-http", agent_id="anyone"), stored["id"]).agent_id == "claude-http"
    with pytest.raises(NotFound):
        brain.get(Caller(workspace_id="ws-evil", agent_id="mallory"), stored["id"])


async def test_missing_unknown_malformed_and_revoked_tokens_all_get_the_same_401(brain: Brain, url: str):
    revoked = brain.token_create("ws-http", "old-agent")
    brain.token_revoke(revoked.info.id)
    attempts = {
        "missing": {},
        "empty": {"Authorization": "Bearer"},
        "unknown": {"Authorization": "Bearer obt_" + "x" * 43},
        "malformed": {"Authorization": "Bearer not-a-token"},
        "other scheme": {"Authorization": "Basic dXNlcjpwYXNz"},
        "revoked": {"Authorization": f"Bearer {revoked.token}"},
    }
    answers = {}
    with httpx.Client(base_url=url) as http:
        for case, headers in attempts.items():
            response = http.post("/mcp", json=INITIALIZE, headers={**MCP_HEADERS, **headers})
            answers[case] = (response.status_code, response.content, response.headers.get("www-authenticate"))
        sse = http.get("/sse", headers=attempts["revoked"])
        messages = http.post("/messages/?session_id=0", json=INITIALIZE, headers=attempts["unknown"])
    assert {answer[0] for answer in answers.values()} == {401}
    assert len(set(answers.values())) == 1, answers  # same status, body and header: nothing tells the cases apart
    assert b"obt_" not in answers["unknown"][1] and b"revoked" not in answers["revoked"][1]
    assert sse.status_code == 401 and messages.status_code == 401


async def test_a_revoked_token_stops_working_on_the_next_request(brain: Brain, url: str):
    new = brain.token_create("ws-http", "short-lived")
    async with http_client(url, new.token) as client:
        await call(client, "brain_list")
        brain.token_revoke(new.info.id)
        with pytest.raises(MCPError):  # the transport turns the HTTP 401 into an error response
            await client.call_tool("brain_list", {})
    assert brain.token_list("ws-http") == []
    assert [t.id for t in brain.token_list("ws-http", include_revoked=True)] == [new.info.id]


async def test_a_read_only_token_recalls_and_lists_but_cannot_remember_or_forget(brain: Brain, url: str):
    writer = brain.token_create("ws-http", "writer").token
    reader = brain.token_create("ws-http", "dashboard", read_only=True).token
    async with http_client(url, writer) as client:
        assert {"brain_remember", "brain_forget"} <= {tool.name for tool in (await client.list_tools()).tools}
        stored = await call(client, "brain_remember", content="Deploys freeze on Fridays.", type="convention")
    async with http_client(url, reader) as client:
        listed = {tool.name for tool in (await client.list_tools()).tools}
        assert listed == {"brain_recall", "brain_context", "brain_get", "brain_list", "brain_projects"}  # reads
        recalled = await call(client, "brain_recall", query="when are deploys frozen?")
        assert recalled["results"][0]["id"] == stored["id"]
        assert [m["id"] for m in (await call(client, "brain_list"))["memories"]] == [stored["id"]]
        refused_write = await call_error(client, "brain_remember", content="Sneaky.", type="observation")
        refused_forget = await call_error(client, "brain_forget", id=stored["id"], reason="sneaky")
    assert "read-only" in refused_write and "read-only" in refused_forget
    memory = brain.get(Caller(workspace_id="ws-http", agent_id="x"), stored["id"])
    assert memory.deleted_at is None
    assert [m.content for m in brain.list_memories(Caller(workspace_id="ws-http", agent_id="x"), {}).memories] == [
        "Deploys freeze on Fridays."
    ]


async def test_a_token_sees_and_forgets_only_its_own_workspace(brain: Brain, url: str):
    acme = brain.token_create("ws-acme", "alice").token
    other = brain.token_create("ws-other", "mallory").token
    async with http_client(url, acme) as client:
        stored = await call(client, "brain_remember", content="The staging DB password rotates monthly.", type="bug")
    async with http_client(url, other) as client:
        assert (await call(client, "brain_recall", query="staging DB password"))["results"] == []
        assert (await call(client, "brain_list"))["memories"] == []
        error = await call_error(client, "brain_forget", id=stored["id"], reason="mine now")
    assert f"No memory with id {stored['id']} in this workspace" in error


async def test_healthz_needs_no_token_and_readyz_reports_each_component(url: str):
    with httpx.Client(base_url=url) as http:
        alive = http.get("/healthz")
        ready = http.get("/readyz")
    assert alive.status_code == 200 and alive.json()["status"] == "ok"
    assert ready.status_code == 200
    body = ready.json()
    assert body["status"] == "ready"
    assert set(body["components"]) == {"database", "vectors", "embedder"}
    assert all(component["ok"] for component in body["components"].values())
    assert "schema at revision" in body["components"]["database"]["detail"]


async def test_readyz_is_degraded_without_vectors_and_unavailable_without_the_database(
    tmp_path: Path, local_embedder: Embedder
):
    settings = Settings(data_dir=tmp_path / "a")
    no_vectors = make_brain(settings, local_embedder)
    no_vectors.service.index.close()  # a closed index answers every call with Unavailable
    unreachable = Database("mysql+pymysql://root@127.0.0.1:1/none", connect_timeout=1)
    no_database = make_brain(Settings(data_dir=tmp_path / "b"), local_embedder, database=unreachable)
    try:
        with (
            serve_asgi(create_app(no_vectors, settings)) as first,
            serve_asgi(create_app(no_database, settings)) as second,
        ):
            degraded = httpx.get(f"{first}/readyz", timeout=30)
            down = httpx.get(f"{second}/readyz", timeout=30)
            alive = httpx.get(f"{second}/healthz", timeout=30)
    finally:
        close_brain(no_vectors)
        close_brain(no_database)
    assert degraded.status_code == 200 and degraded.json()["status"] == "degraded"
    components = degraded.json()["components"]
    assert components["vectors"]["ok"] is False and components["database"]["ok"] and components["embedder"]["ok"]
    assert down.status_code == 503 and down.json()["status"] == "unavailable"
    assert down.json()["components"]["database"]["ok"] is False
    assert "127.0.0.1" not in down.text and "root" not in down.text  # no URL or user leaks into the probe
    assert alive.status_code == 200


async def test_the_sse_transport_serves_the_same_tools_under_the_same_tokens(brain: Brain, url: str):
    token = brain.token_create("ws-sse", "old-client").token
    async with sse_mcp_client(url, token) as client:
        stored = await call(client, "brain_remember", content="SSE clients still work.", type="observation")
        listed = await call(client, "brain_list")
    assert [m["id"] for m in listed["memories"]] == [stored["id"]]
    assert listed["memories"][0]["agent_id"] == "old-client"


async def test_a_stateful_session_cannot_be_used_with_another_token(
    settings: Settings, local_embedder: Embedder, brain: Brain
):
    stateful = settings.model_copy(update={"http": settings.http.model_copy(update={"stateless": False})})
    alice = brain.token_create("ws-acme", "alice").token
    bob = brain.token_create("ws-acme", "bob").token
    tools_list = {"jsonrpc": "2.0", "id": 2, "method": "tools/list"}
    with serve_asgi(create_app(brain, stateful)) as base, httpx.Client(base_url=base, timeout=30) as http:
        opened = http.post("/mcp", json=INITIALIZE, headers={**MCP_HEADERS, "Authorization": f"Bearer {alice}"})
        session = opened.headers["mcp-session-id"]
        common = {**MCP_HEADERS, "mcp-session-id": session, "mcp-protocol-version": "2025-06-18"}
        http.post(
            "/mcp",
            json={"jsonrpc": "2.0", "method": "notifications/initialized"},
            headers={**common, "Authorization": f"Bearer {alice}"},
        )
        hijack = http.post("/mcp", json=tools_list, headers={**common, "Authorization": f"Bearer {bob}"})
        owner = http.post("/mcp", json=tools_list, headers={**common, "Authorization": f"Bearer {alice}"})
    assert opened.status_code == 200
    assert hijack.status_code == 404
    assert owner.status_code == 200 and "brain_remember" in owner.text


def test_the_background_start_loads_the_model_before_the_first_recall(settings: Settings, local_embedder) -> None:
    from openbrain.stores.embedding.local import LocalOnnxEmbedder

    local_embedder.embed_query("build the graph once")
    fresh = LocalOnnxEmbedder(cache_dir=local_embedder.cache_dir)  # the session's built graph, not loaded yet
    brain = make_brain(settings, fresh)
    try:
        assert fresh.onnx_path is None  # nothing loaded by building the brain
        brain.start_background(0)
        brain._background.join(timeout=60)
        assert fresh.onnx_path is not None and not fresh.built  # loaded from the cache, before any request
        # and on several cores, the session a query runs on was timed and picked (test_embedding_local.py)
        assert fresh._short is not None or (os.cpu_count() or 1) < 2
    finally:
        close_brain(brain)
        fresh.close()


async def test_debug_logs_never_carry_memory_contents(brain: Brain, url: str, caplog: pytest.LogCaptureFixture):
    from openbrain.core.logs import configure_logging

    root = logging.getLogger()
    handlers, level = list(root.handlers), root.level
    names = ("mcp", "sse_starlette", "alembic", "httpx", "httpcore", "httpcore2")
    levels = {name: logging.getLogger(name).level for name in names}
    configure_logging(Settings(log_level="DEBUG"))
    root.addHandler(caplog.handler)  # configure_logging replaced the root handlers
    caplog.handler.setLevel(logging.DEBUG)
    try:
        secret = "The staging vault unseal phrase is correct-horse-battery-staple."
        token = brain.token_create("ws-http", "writer").token
        async with sse_mcp_client(url, token) as client:
            await call(client, "brain_remember", content=secret, type="observation")
            await call(client, "brain_recall", query="vault unseal phrase")
        async with http_client(url, token) as client:
            await call(client, "brain_recall", query="vault unseal phrase")
    finally:
        root.handlers[:] = handlers
        root.setLevel(level)
        for name, was in levels.items():
            logging.getLogger(name).setLevel(was)
    assert any(r.levelno == logging.DEBUG for r in caplog.records)  # debug logging was on ...
    assert "correct-horse" not in caplog.text  # ... and no payload reached it
