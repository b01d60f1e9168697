"""OpenBrain on a three-node Galera cluster, measured: ``python -m bench.galera measure``.

One ``BrainService`` per node (its own database engine, as a replica process has), all sharing one qdrant-client
local-mode index in this process (a Qdrant server cannot run here) and the real local embedding model. Measured:

* writes per second through one node and spread over three, ``--threads`` writers, distinct memories;
* lock-conflict retries (a certification conflict is retried from the start, ``retry_lock_conflicts``) under a
  supersede race on one memory through the three nodes, and how each race ended;
* read-your-writes: a ``get`` on node 2 right after a ``remember`` on node 1, with ``wsrep_sync_wait`` 1 (the
  default) and 0, its latency and how often it missed the write;
* a node SIGKILLed under load and started again: every answer tallied (acknowledged, refused clearly, unclear), then
  lost, doubled and forked writes counted on every node; seconds until it is synced and until a remember through it
  succeeds.

Writes go through the full service, embedding included: on two cores the model, not the database, bounds them.
"""

import json
import logging
import os
import shutil
import statistics
import tempfile
import threading
import time
import uuid
from collections.abc import Callable
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path
from typing import Any

from bench.galera import Cluster
from openbrain.core.config import Settings
from openbrain.core.errors import Conflict, NotFound, Unavailable
from openbrain.core.models import Caller
from openbrain.engine.service import BrainService
from openbrain.stores.db.engine import Database
from openbrain.stores.db.repository import MemoryRepository
from openbrain.stores.embedding.factory import create_embedder
from openbrain.stores.vectors.qdrant import QdrantIndex

DATABASE = "openbrain"


class RetryCounter(logging.Handler):
    """Counts the lock-conflict retries logged by ``retry_lock_conflicts``."""

    def __init__(self) -> None:
        super().__init__(logging.INFO)
        self.count = 0
        self._lock = threading.Lock()

    def emit(self, record: logging.LogRecord) -> None:
        if "LockConflict" in record.getMessage():
            with self._lock:
                self.count += 1


def _percentile(values: list[float], q: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(q * len(ordered)))] if ordered else 0.0


def _writes(services: list[BrainService], caller: Caller, count: int, threads: int, label: str) -> dict[str, Any]:
    latencies: list[float] = []

    def one(n: int) -> None:
        started = time.perf_counter()
        services[n % len(services)].remember(
            caller, {"content": f"{label}: build {n} of {uuid.uuid4().hex} passed on runner {n % 7}.", "type": "plan"}
        )
        latencies.append(time.perf_counter() - started)

    started = time.perf_counter()
    with ThreadPoolExecutor(threads) as pool:
        list(pool.map(one, range(count)))
    elapsed = time.perf_counter() - started
    return {
        "writes": count,
        "nodes": len(services),
        "writes_per_second": round(count / elapsed, 1),
        "p50_ms": round(1000 * statistics.median(latencies), 1),
        "p95_ms": round(1000 * _percentile(latencies, 0.95), 1),
    }


def _races(services: list[BrainService], caller: Caller, rounds: int, retries: RetryCounter) -> dict[str, Any]:
    current = services[0].remember(caller, {"content": "The release train leaves on Thursday.", "type": "decision"})
    current_id = current.id
    before = retries.count
    outcomes = {"won": 0, "told_current": 0, "other": 0}
    for r in range(rounds):

        def supersede(n: int, target: uuid.UUID = current_id, r: int = r) -> uuid.UUID | str:
            request = {"content": f"The release train leaves on day {r} at {n}:00.", "type": "decision",
                       "supersedes": target}  # fmt: skip
            try:
                return services[n].remember(caller, request).id
            except Conflict as exc:
                return str(exc)

        with ThreadPoolExecutor(len(services)) as pool:
            answers = list(pool.map(supersede, range(len(services))))
        winners = [a for a in answers if isinstance(a, uuid.UUID)]
        outcomes["won"] += len(winners)
        if len(winners) == 1:
            current_id = winners[0]
            outcomes["told_current"] += sum(1 for a in answers if isinstance(a, str) and str(current_id) in a)
        outcomes["other"] += sum(1 for a in answers if isinstance(a, str) and str(current_id) not in a)
    return {"rounds": rounds, "lock_conflict_retries": retries.count - before, **outcomes}


def _read_your_writes(cluster: Cluster, embedder: Any, index: QdrantIndex, root: Path, sync_wait: int) -> dict:
    services = [_service(cluster, n, embedder, index, root, sync_wait=sync_wait) for n in (0, 1)]
    caller = Caller(workspace_id=f"ryw-{sync_wait}-{uuid.uuid4().hex[:6]}", agent_id="bench")
    latencies, missed = [], 0
    try:
        for n in range(100):
            stored = services[0].remember(caller, {"content": f"Fact {n}: {uuid.uuid4().hex}.", "type": "plan"})
            started = time.perf_counter()
            try:
                services[1].get(caller, stored.id)
            except NotFound:
                missed += 1
            latencies.append(time.perf_counter() - started)
    finally:
        for service in services:
            service.close()
            service.repository.db.dispose()
    return {
        "wsrep_sync_wait": sync_wait,
        "reads": len(latencies),
        "missed": missed,
        "p50_ms": round(1000 * statistics.median(latencies), 2),
        "p95_ms": round(1000 * _percentile(latencies, 0.95), 2),
    }


def _recovery_under_load(cluster: Cluster, services: list[BrainService]) -> dict[str, Any]:
    """Three writers, one per node, each moving to the next node when refused; node 2 is SIGKILLed, then started
    again. Every answer is tallied; afterwards every node must hold exactly the acknowledged writes."""
    caller = Caller(workspace_id=f"kill-{uuid.uuid4().hex[:6]}", agent_id="bench")
    tally = {"acknowledged": 0, "refused_clearly": 0, "unclear": 0}
    acknowledged: dict[str, uuid.UUID] = {}
    lock, stop = threading.Lock(), threading.Event()

    def writer(w: int) -> None:
        n = 0
        while not stop.is_set():
            content = f"Writer {w} records build {n}: artefact {uuid.uuid4().hex[:8]} passed."
            for turn in range(50):
                try:
                    stored = services[(w + turn) % 3].remember(caller, {"content": content, "type": "observation"})
                except Unavailable:
                    with lock:
                        tally["refused_clearly"] += 1
                    time.sleep(0.1)
                    continue
                except Exception:  # noqa: BLE001 - anything but a clear refusal is what this counts
                    with lock:
                        tally["unclear"] += 1
                    break
                with lock:
                    tally["acknowledged"] += 1
                    acknowledged[content] = stored.id
                break
            n += 1

    victim = cluster.nodes[1]
    with ThreadPoolExecutor(3) as pool:
        for w in range(3):
            pool.submit(writer, w)
        time.sleep(2.0)
        cluster.kill(victim)
        time.sleep(2.0)
        restarted = time.monotonic()
        synced = cluster.restart(victim)
        while True:  # until a write through the restarted node is acknowledged
            try:
                services[1].remember(caller, {"content": f"Back: {uuid.uuid4().hex}.", "type": "plan"})
                break
            except Unavailable:
                time.sleep(0.05)
        writable = time.monotonic() - restarted
        time.sleep(1.0)
        stop.set()
    lost, duplicated, forked = 0, 0, 0
    for node in cluster.nodes:
        with node.connect(DATABASE) as conn, conn.cursor() as cursor:
            cursor.execute("SET SESSION wsrep_sync_wait = 1")
            cursor.execute("SELECT id, content FROM brain_memories WHERE workspace_id = %s", (caller.workspace_id,))
            stored = {content: uuid.UUID(i) for i, content in cursor.fetchall()}
            cursor.execute("SELECT COUNT(*) - COUNT(DISTINCT content) FROM brain_memories WHERE workspace_id = %s",
                           (caller.workspace_id,))  # fmt: skip
            duplicated += cursor.fetchone()[0]
            cursor.execute(
                "SELECT COUNT(*) FROM (SELECT supersedes_id FROM brain_memories WHERE supersedes_id IS NOT NULL "
                "GROUP BY supersedes_id HAVING COUNT(*) > 1) AS f"
            )
            forked += cursor.fetchone()[0]
        lost += sum(1 for content, mid in acknowledged.items() if stored.get(content) != mid)
    return {
        "killed": victim.name,
        **tally,
        "lost": lost,
        "stored_twice": duplicated,
        "forked_chains": forked,
        "synced_seconds": round(synced, 2),
        "writable_seconds": round(writable, 2),
    }


def _service(
    cluster: Cluster, n: int, embedder: Any, index: QdrantIndex, root: Path, *, sync_wait: int = 1
) -> BrainService:
    settings = Settings(
        data_dir=root / f"replica{n}-{sync_wait}",
        db={"url": cluster.nodes[n].url(DATABASE), "galera_sync_wait": sync_wait, "pool_size": 8},
    )
    service = BrainService(MemoryRepository(Database.from_settings(settings)), index, embedder, settings)
    service.index.ensure_collection(service.profile)
    return service


def run(*, writes: int, threads: int, out: Path | None, log: Callable[[str], None] = print) -> dict[str, Any]:
    root = Path(tempfile.mkdtemp(prefix="openbrain-galera-bench-"))
    root.chmod(0o755)  # the nodes run as the mysql user when this runs as root
    retries = RetryCounter()
    # A pooled connection to a killed or cut-off node fails its reset rollback; the pool logs each with a traceback.
    logging.getLogger("sqlalchemy.pool").setLevel(logging.CRITICAL)
    logging.getLogger("openbrain.stores.db.engine").addHandler(retries)
    logging.getLogger("openbrain.stores.db.engine").setLevel(logging.INFO)
    cluster = Cluster(root / "cluster")
    embedder = create_embedder(Settings(data_dir=root / "model"))
    index = QdrantIndex(path=":memory:")
    services: list[BrainService] = []
    try:
        started = time.monotonic()
        cluster.start()
        log(f"cluster of 3 started in {time.monotonic() - started:.1f} s")
        with cluster.nodes[0].connect() as conn, conn.cursor() as cursor:
            cursor.execute(f"CREATE DATABASE {DATABASE}")
        Database(cluster.nodes[0].url(DATABASE)).upgrade()
        services = [_service(cluster, n, embedder, index, root) for n in range(3)]
        caller = Caller(workspace_id="bench", agent_id="bench")
        services[0].remember(caller, {"content": "Warm-up: the model is loaded.", "type": "plan"})
        result: dict[str, Any] = {
            "cluster": "3 x MariaDB 10.11 + galera-4 on 127.0.0.1",
            "threads": threads,
            "when": time.strftime("%Y-%m-%d %H:%M UTC", time.gmtime()),
            "cpus": os.cpu_count(),
            "load_average_before": round(os.getloadavg()[0], 2),
        }
        result["writes_1_node"] = _writes(services[:1], caller, writes, threads, "one node")
        log(f"through 1 node: {result['writes_1_node']}")
        result["writes_3_nodes"] = _writes(services, caller, writes, threads, "three nodes")
        log(f"through 3 nodes: {result['writes_3_nodes']}")
        result["retries_during_writes"] = retries.count
        result["supersede_races"] = _races(services, caller, 30, retries)
        log(f"supersede races: {result['supersede_races']}")
        result["read_your_writes"] = [_read_your_writes(cluster, embedder, index, root, w) for w in (1, 0)]
        log(f"read your writes: {result['read_your_writes']}")
        result["recovery"] = _recovery_under_load(cluster, services)
        log(f"recovery: {result['recovery']}")
        result["load_average_after"] = round(os.getloadavg()[0], 2)
    finally:
        for service in services:
            service.close()
        index.close()
        embedder.close()
        cluster.close()
        shutil.rmtree(root, ignore_errors=True)
    if out:
        out.write_text(json.dumps(result, indent=1) + "\n")
    return result
