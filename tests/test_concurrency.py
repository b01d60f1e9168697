"""Many agents at once on one BrainService (the embedded mode on SQLite, a server on MariaDB): mixed remember,
recall, forget and supersede from 8 threads lose no acknowledged write, counts reconcile exactly, and a memory
superseded by two agents at the same moment gets one successor and one clear conflict, never a forked chain.

The same runs over HTTP (many MCP clients, one server) are in test_concurrency_http.py.
"""

import random
import threading
import time
import uuid
from collections.abc import Iterator
from dataclasses import dataclass, field
from pathlib import Path

import pytest
from sqlalchemy import select

from openbrain.core.errors import Conflict
from openbrain.core.models import Caller
from openbrain.engine.service import BrainService
from openbrain.stores.db.engine import Database
from openbrain.stores.db.tables import MemoryRow
from openbrain.stores.embedding.base import Embedder
from streams import distinct_fact, edge_service

WORKSPACE = "ws-busy"
THREADS = 8
OPS_PER_THREAD = 250  # 2,000 operations per run
DEADLINE = 300.0  # seconds for the whole run; it takes a fraction of that


@pytest.fixture
def busy_service(database: Database, local_embedder: Embedder, tmp_path: Path) -> Iterator[BrainService]:
    """The real service on SQLite or MariaDB, with Qdrant Edge and the local model."""
    with edge_service(database, local_embedder, tmp_path) as service:
        yield service


@dataclass
class Tally:
    """What the agents were told, merged from every thread."""

    lock: threading.Lock = field(default_factory=threading.Lock)
    remembered: dict[uuid.UUID, str] = field(default_factory=dict)
    forgotten: set[uuid.UUID] = field(default_factory=set)
    superseded: list[tuple[uuid.UUID, uuid.UUID]] = field(default_factory=list)  # (old, new)
    pool: list[uuid.UUID] = field(default_factory=list)  # ids to pick forget and supersede targets from
    conflicts: int = 0
    recalls: int = 0
    errors: list[BaseException] = field(default_factory=list)
    counter: int = 0

    def next_fact(self, agent: str) -> str:
        with self.lock:
            self.counter += 1
            return distinct_fact(self.counter, agent)

    def target(self, rng: random.Random) -> uuid.UUID | None:
        with self.lock:
            recent = self.pool[-40:]  # recent memories: agents often act on the same ones
        return rng.choice(recent) if recent else None


def agent(service: BrainService, name: str, seed: int, tally: Tally) -> None:
    caller = Caller(workspace_id=WORKSPACE, agent_id=name)
    rng = random.Random(seed)
    try:
        for _ in range(OPS_PER_THREAD):
            roll, target = rng.random(), tally.target(rng)
            if target is None or roll < 0.35:
                content = tally.next_fact(name)
                result = service.remember(caller, {"content": content, "type": "observation"})
                assert not result.duplicate, result.message
                with tally.lock:
                    tally.remembered[result.id] = content
                    tally.pool.append(result.id)
            elif roll < 0.6:
                word = rng.choice(list(tally.remembered.values()) or ["fact"]).split()[2]
                service.recall(caller, {"query": f"what about the {word}?", "mode": "hybrid", "top_k": 5})
                with tally.lock:
                    tally.recalls += 1
            elif roll < 0.8:
                content = tally.next_fact(name)
                try:
                    result = service.remember(caller, {"content": content, "type": "observation", "supersedes": target})
                except Conflict:
                    with tally.lock:
                        tally.conflicts += 1
                    continue
                with tally.lock:
                    tally.remembered[result.id] = content
                    tally.superseded.append((target, result.id))
                    tally.pool.append(result.id)
            else:
                service.forget(caller, target, f"retired by {name}")
                with tally.lock:
                    tally.forgotten.add(target)
    except BaseException as exc:  # reported by the test thread
        tally.errors.append(exc)


def run_agents(service: BrainService) -> Tally:
    tally = Tally()
    threads = [threading.Thread(target=agent, args=(service, f"agent-{i}", i, tally)) for i in range(THREADS)]
    started = time.monotonic()
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join(timeout=max(0.0, DEADLINE - (time.monotonic() - started)))
    assert not any(thread.is_alive() for thread in threads), f"the agents did not finish within {DEADLINE} s"
    assert not tally.errors, tally.errors[:3]
    return tally


def test_eight_agents_mixing_writes_and_reads_lose_nothing_and_the_counts_reconcile_exactly(
    busy_service: BrainService,
):
    service = busy_service
    tally = run_agents(service)
    assert tally.recalls > 0 and tally.superseded and tally.forgotten and tally.conflicts > 0

    now = service.clock()
    with service.repository.db.reading() as session:
        rows = {row.id: row for row in session.scalars(select(MemoryRow).where(MemoryRow.workspace_id == WORKSPACE))}
    # No acknowledged write lost, none stored twice.
    assert set(rows) == set(tally.remembered)
    assert all(rows[mid].content == content for mid, content in tally.remembered.items())
    # Exactly the memories no acknowledged forget or supersede retired are live.
    olds = [old for old, _ in tally.superseded]
    assert len(olds) == len(set(olds))  # no memory was superseded twice
    retired = tally.forgotten | set(olds)
    live = {mid for mid, row in rows.items() if row.deleted_at is None}
    assert live == set(tally.remembered) - retired
    counts = service.repository.counts(WORKSPACE, now=now)
    assert (counts["live"], counts["deleted"], counts["pending"]) == (len(live), len(retired), 0)
    # Every chain is linear: each superseded memory names its one successor, which points back to it.
    for old, new in tally.superseded:
        assert rows[old].deleted_reason == f"superseded by {new}" and rows[new].supersedes_id == old
        assert rows[new].version == rows[old].version + 1
    # The index is already exact: the reconciler finds nothing to add or remove.
    report = service.reconcile(full=True)
    assert (report.indexed, report.removed, report.failed, report.pending) == (0, 0, 0, 0)
    assert set(service.index.iter_ids(service.profile)) == live


@pytest.mark.parametrize("contenders", [2, 8])
def test_agents_superseding_the_same_memory_at_once_get_one_winner_and_conflicts_naming_it(
    busy_service: BrainService, contenders: int
):
    service = busy_service
    author = Caller(workspace_id=WORKSPACE, agent_id="author")
    for round_ in range(8 if contenders == 2 else 3):
        base = service.remember(author, {"content": distinct_fact(round_, f"base{contenders}"), "type": "decision"})
        winners, conflicts = supersede_at_once(service, base.id, contenders, seed=100 * contenders + 10 * round_)
        assert len(winners) == 1 and len(conflicts) == contenders - 1
        winner = winners[0]
        assert all(str(winner) in message for message in conflicts), conflicts  # the conflict names the winner
        assert successors(service, base.id) == [winner]  # one successor: the chain did not fork
        assert service.get(author, base.id).deleted_reason == f"superseded by {winner}"


def supersede_at_once(
    service: BrainService, base_id: uuid.UUID, contenders: int, seed: int
) -> tuple[list[uuid.UUID], list[str]]:
    """``contenders`` threads released together by a barrier, each superseding ``base_id`` with its own content."""
    barrier = threading.Barrier(contenders)
    winners: list[uuid.UUID] = []
    conflicts: list[str] = []
    errors: list[BaseException] = []

    def contend(i: int) -> None:
        caller = Caller(workspace_id=WORKSPACE, agent_id=f"contender-{i}")
        request = {"content": distinct_fact(seed + i, "update"), "type": "decision", "supersedes": base_id}
        barrier.wait(timeout=30)
        try:
            winners.append(service.remember(caller, request).id)
        except Conflict as exc:
            conflicts.append(str(exc))
        except BaseException as exc:  # reported below
            errors.append(exc)

    threads = [threading.Thread(target=contend, args=(i,)) for i in range(contenders)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join(timeout=60)
    assert not errors, errors
    return winners, conflicts


def successors(service: BrainService, memory_id: uuid.UUID) -> list[uuid.UUID]:
    with service.repository.db.reading() as session:
        return list(session.scalars(select(MemoryRow.id).where(MemoryRow.supersedes_id == memory_id)))
