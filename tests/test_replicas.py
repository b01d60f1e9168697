"""Stateless replicas: two OpenBrain HTTP servers, each with its own service, on one MariaDB.

What one stores the other lists and forgets; a token made on one works on the other and its revocation too.
Recall through both needs a vector store both can reach: a Qdrant server (``OPENBRAIN_TEST_QDRANT_URL``).
qdrant-client's local mode and Qdrant Edge belong to one process, so without a server that part is skipped.
"""

import os
import uuid
from collections.abc import Iterator
from contextlib import ExitStack
from dataclasses import dataclass

import anyio
import pytest
from mcp.shared.exceptions import MCPError

from conftest import MARIADB_URL
from openbrain.core.config import Settings
from openbrain.engine.service import BrainService
from openbrain.serve.auth import TokenStore
from openbrain.serve.brain import Brain
from openbrain.serve.http import create_app
from openbrain.stores.db.engine import Database
from openbrain.stores.db.repository import MemoryRepository
from openbrain.stores.embedding.base import Embedder
from openbrain.stores.vectors.qdrant import QdrantIndex
from serving import call, http_client, serve_asgi

pytestmark = pytest.mark.anyio

QDRANT_URL = os.environ.get("OPENBRAIN_TEST_QDRANT_URL")


@dataclass
class Replica:
    url: str
    brain: Brain


def start_replicas(stack: ExitStack, embedder: Embedder, tmp_path, *, qdrant_url: str | None) -> list[Replica]:
    replicas = []
    for name in ("a", "b"):
        settings = Settings(data_dir=tmp_path / name, db={"url": MARIADB_URL})
        database = Database(MARIADB_URL)  # each replica its own engine and pool, as separate processes would have
        index = QdrantIndex(url=qdrant_url) if qdrant_url else QdrantIndex(path=":memory:")
        service = BrainService(MemoryRepository(database), index, embedder, settings)
        service.index.ensure_collection(service.profile)
        brain = Brain(service, TokenStore(database), settings)
        stack.callback(database.dispose)
        stack.callback(index.close)
        stack.callback(service.close)
        replicas.append(Replica(stack.enter_context(serve_asgi(create_app(brain, settings))), brain))
    return replicas


@pytest.fixture
def replicas(mariadb_database: Database, local_embedder: Embedder, tmp_path) -> Iterator[list[Replica]]:
    with ExitStack() as stack:
        yield start_replicas(stack, local_embedder, tmp_path, qdrant_url=None)


async def test_two_replicas_on_one_mariadb_list_and_forget_what_the_other_stored(replicas: list[Replica]):
    a, b = replicas
    workspace = f"ws-{uuid.uuid4().hex[:8]}"
    token = a.brain.token_create(workspace, "fleet-agent").token  # made through replica a, used on both
    facts = [f"Service {n} listens on port {8000 + n}." for n in range(6)]
    stored: dict[str, str] = {}
    async with http_client(a.url, token) as on_a, http_client(b.url, token) as on_b:

        async def remember(client, fact: str) -> None:
            stored[fact] = (await call(client, "brain_remember", content=fact, type="architecture"))["id"]

        async with anyio.create_task_group() as tasks:  # interleaved: both replicas write at once
            for n, fact in enumerate(facts):
                tasks.start_soon(remember, on_a if n % 2 == 0 else on_b, fact)

        listed_a = await call(on_a, "brain_list", limit=50)
        listed_b = await call(on_b, "brain_list", limit=50)
        assert {m["id"] for m in listed_a["memories"]} == set(stored.values())
        assert listed_a == listed_b

        await call(on_b, "brain_forget", id=stored[facts[0]], reason="written through a, forgotten through b")
        await call(on_a, "brain_forget", id=stored[facts[1]], reason="written through b, forgotten through a")
        again = await call(on_a, "brain_forget", id=stored[facts[0]], reason="twice")
        assert again["already_forgotten"] is True

        live_a = {m["id"] for m in (await call(on_a, "brain_list", limit=50))["memories"]}
        live_b = {m["id"] for m in (await call(on_b, "brain_list", limit=50))["memories"]}
        audit = await call(on_b, "brain_list", include_deleted=True, limit=50)
        duplicate = await call(on_b, "brain_remember", content=facts[2], type="architecture")
    assert live_a == live_b == {stored[f] for f in facts[2:]}
    deleted = {m["id"]: m["deleted_reason"] for m in audit["memories"] if m["deleted_at"]}
    assert deleted == {
        stored[facts[0]]: "written through a, forgotten through b",
        stored[facts[1]]: "written through b, forgotten through a",
    }
    assert duplicate["duplicate"] is True and duplicate["id"] == stored[facts[2]]  # de-duplication across replicas


async def test_a_token_revoked_through_one_replica_is_refused_by_the_other(replicas: list[Replica]):
    a, b = replicas
    new = b.brain.token_create(f"ws-{uuid.uuid4().hex[:8]}", "laptop")
    async with http_client(a.url, new.token) as on_a:
        await call(on_a, "brain_list")
        b.brain.token_revoke(new.info.id)
        with pytest.raises(MCPError):
            await on_a.call_tool("brain_list", {})


async def test_two_replicas_recall_through_one_qdrant_server(
    mariadb_database: Database, local_embedder: Embedder, tmp_path
):
    if not QDRANT_URL:
        pytest.skip(
            "OPENBRAIN_TEST_QDRANT_URL is not set, so recall through two replicas is not tested: it needs a Qdrant "
            "server both reach (qdrant-client's local mode and Qdrant Edge can be opened by one process only)"
        )
    workspace = f"ws-{uuid.uuid4().hex[:8]}"
    with ExitStack() as stack:
        a, b = start_replicas(stack, local_embedder, tmp_path, qdrant_url=QDRANT_URL)
        token = a.brain.token_create(workspace, "fleet-agent").token
        async with http_client(a.url, token) as on_a, http_client(b.url, token) as on_b:
            first = await call(on_a, "brain_remember", content="Invoices are generated nightly by cron.", type="plan")
            second = await call(on_b, "brain_remember", content="Refunds go through the ledger API.", type="decision")
            from_b = await call(on_b, "brain_recall", query="when are invoices produced?")
            from_a = await call(on_a, "brain_recall", query="how do refunds work?")
            assert not from_a["degraded"] and not from_b["degraded"]
            await call(on_a, "brain_forget", id=second["id"], reason="replaced")
            after = await call(on_b, "brain_recall", query="how do refunds work?")
    assert from_b["results"][0]["id"] == first["id"]
    assert from_a["results"][0]["id"] == second["id"]
    assert second["id"] not in {hit["id"] for hit in after["results"]}
