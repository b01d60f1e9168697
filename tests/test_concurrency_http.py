"""Many agents at once over HTTP: 8 MCP clients (each with its own bearer token) on one OpenBrain server, on
MariaDB and on SQLite, mixing remember, recall, forget and supersede. No acknowledged write is lost, the counts
reconcile exactly, and two agents superseding one memory at the same moment get one winner and one conflict.
"""

import random
import time
import uuid
from collections.abc import Iterator
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import anyio
import pytest
from mcp import Client
from sqlalchemy import select

from openbrain.serve.auth import TokenStore
from openbrain.serve.brain import Brain
from openbrain.serve.http import create_app
from openbrain.stores.db.engine import Database
from openbrain.stores.db.tables import MemoryRow
from openbrain.stores.embedding.base import Embedder
from serving import http_client, serve_asgi
from streams import distinct_fact, edge_service

pytestmark = pytest.mark.anyio

WORKSPACE = "ws-http-busy"
CLIENTS = 8
OPS_PER_CLIENT = 150  # 1,200 tool calls per run
DEADLINE = 300.0


@pytest.fixture
def served(database: Database, local_embedder: Embedder, tmp_path: Path) -> Iterator[tuple[Brain, str]]:
    """A Brain on SQLite or MariaDB with Qdrant Edge and the local model, served over HTTP on a loopback port."""
    with edge_service(database, local_embedder, tmp_path) as service:
        brain = Brain(service, TokenStore(database), service.settings)
        with serve_asgi(create_app(brain, service.settings)) as url:
            yield brain, url


@dataclass
class Tally:
    remembered: dict[str, str] = field(default_factory=dict)  # id -> content
    forgotten: set[str] = field(default_factory=set)
    superseded: list[tuple[str, str]] = field(default_factory=list)
    pool: list[str] = field(default_factory=list)
    conflicts: int = 0
    recalls: int = 0
    counter: int = 0

    def next_fact(self, agent: str) -> str:
        self.counter += 1
        return distinct_fact(self.counter, agent)


async def tool(client: Client, name: str, **arguments: Any) -> tuple[dict[str, Any] | None, str | None]:
    """(structured result, None) or (None, error text)."""
    result = await client.call_tool(name, arguments)
    if result.is_error:
        return None, result.content[0].text
    return result.structured_content, None


async def agent(client: Client, name: str, seed: int, tally: Tally) -> None:
    rng = random.Random(seed)
    for _ in range(OPS_PER_CLIENT):
        roll = rng.random()
        target = rng.choice(tally.pool[-40:]) if tally.pool else None
        if target is None or roll < 0.35:
            content = tally.next_fact(name)
            data, error = await tool(client, "brain_remember", content=content, type="observation")
            assert error is None and data is not None and not data["duplicate"], (error, data)
            tally.remembered[data["id"]] = content
            tally.pool.append(data["id"])
        elif roll < 0.6:
            data, error = await tool(client, "brain_recall", query=f"{name} {rng.choice(['storm', 'river'])}", top_k=5)
            assert error is None, error
            tally.recalls += 1
        elif roll < 0.8:
            content = tally.next_fact(name)
            data, error = await tool(client, "brain_remember", content=content, type="observation", supersedes=target)
            if error is not None:
                assert "superseded" in error or "forgotten" in error, error  # the only refusal expected here
                tally.conflicts += 1
                continue
            assert data is not None
            tally.remembered[data["id"]] = content
            tally.superseded.append((target, data["id"]))
            tally.pool.append(data["id"])
        else:
            data, error = await tool(client, "brain_forget", id=target, reason=f"retired by {name}")
            assert error is None, error
            tally.forgotten.add(target)


async def test_eight_mcp_clients_over_http_lose_nothing_and_the_counts_reconcile_exactly(served):
    brain, url = served
    tokens = [brain.token_create(WORKSPACE, f"http-agent-{i}").token for i in range(CLIENTS)]
    tally = Tally()

    async def run(i: int) -> None:
        async with http_client(url, tokens[i]) as client:
            await agent(client, f"http-agent-{i}", i, tally)

    started = time.monotonic()
    with anyio.fail_after(DEADLINE):
        async with anyio.create_task_group() as tasks:
            for i in range(CLIENTS):
                tasks.start_soon(run, i)
    elapsed = time.monotonic() - started
    assert tally.recalls and tally.superseded and tally.forgotten

    service = brain.service
    with service.repository.db.reading() as session:
        rows = {
            str(row.id): row for row in session.scalars(select(MemoryRow).where(MemoryRow.workspace_id == WORKSPACE))
        }
    assert set(rows) == set(tally.remembered)  # every acknowledged write, none twice
    assert all(rows[mid].content == content for mid, content in tally.remembered.items())
    olds = [old for old, _ in tally.superseded]
    assert len(olds) == len(set(olds))
    live = {mid for mid, row in rows.items() if row.deleted_at is None}
    assert live == set(tally.remembered) - tally.forgotten - set(olds)
    for old, new in tally.superseded:
        assert rows[old].deleted_reason == f"superseded by {new}" and str(rows[new].supersedes_id) == old
    counts = service.repository.counts(WORKSPACE, now=service.clock())
    assert (counts["live"], counts["pending"]) == (len(live), 0)
    report = service.reconcile(full=True)
    assert (report.indexed, report.removed, report.failed) == (0, 0, 0)
    assert {str(mid) for mid in service.index.iter_ids(service.profile)} == live
    assert elapsed < DEADLINE


async def test_two_agents_superseding_one_memory_at_the_same_moment_over_http_fork_no_chain(served):
    brain, url = served
    first, second = (brain.token_create(WORKSPACE, name).token for name in ("http-a", "http-b"))
    async with http_client(url, first) as a, http_client(url, second) as b:
        for round_ in range(6):
            base, error = await tool(a, "brain_remember", content=distinct_fact(round_, "base"), type="decision")
            assert error is None and base is not None
            answers: dict[str, tuple[dict[str, Any] | None, str | None]] = {}

            async def supersede(
                name: str, client: Client, seed: int, base_id: str = base["id"], answers: dict = answers
            ) -> None:
                answers[name] = await tool(
                    client, "brain_remember", content=distinct_fact(seed, name), type="decision", supersedes=base_id
                )

            async with anyio.create_task_group() as tasks:
                tasks.start_soon(supersede, "a", a, 100 + round_)
                tasks.start_soon(supersede, "b", b, 200 + round_)
            won = [data["id"] for data, _ in answers.values() if data is not None]
            lost = [error for _, error in answers.values() if error is not None]
            assert len(won) == 1 and len(lost) == 1, answers
            assert won[0] in lost[0]  # the conflict names the version to supersede instead
            with brain.service.repository.db.reading() as session:
                successors = session.scalars(
                    select(MemoryRow.id).where(MemoryRow.supersedes_id == uuid.UUID(base["id"]))
                ).all()
            assert [str(s) for s in successors] == won
