"""Benchmark the vector indexes: Qdrant Edge and qdrant-client local mode.

    python bench/vectors.py --points 100000 --dim 384 --queries 200

Builds an Edge index of N points spread over several workspaces with realistic payloads, and reports upsert
throughput, the time to build the HNSW index (``optimize``, in its child process), search latency
(p50/p95/p99) and recall@10 against exact numpy search, for three filters: the workspace alone, what recall
always sends (workspace + not expired), and workspace + types + tag. Search latency is measured before the
index is built (exhaustive scan), after, and while a further optimization runs in the background. Then the
same for qdrant-client local mode (brute-force numpy) on a smaller N. Prints markdown tables.

Vectors are drawn around a few thousand centres, like text embeddings: uniformly random 384-d vectors are
HNSW's worst case and would misstate recall on real data.
"""

import argparse
import os
import platform
import sys
import tempfile
import threading
import time
from collections.abc import Callable
from datetime import UTC, datetime, timedelta
from importlib.metadata import version
from pathlib import Path
from uuid import UUID

import numpy as np

from openbrain.stores.embedding.base import EmbeddingProfile
from openbrain.stores.vectors.base import VectorFilter, VectorIndex, VectorPoint
from openbrain.stores.vectors.edge import EdgeIndex
from openbrain.stores.vectors.qdrant import QdrantIndex

TYPES = ["decision", "observation", "convention", "research", "plan", "bug", "architecture"]
TAGS = [f"tag{i}" for i in range(20)]
AGENTS = [f"agent-{i}" for i in range(5)]
PROJECTS = [f"project-{i}" for i in range(6)]
NOW = datetime(2025, 6, 1, tzinfo=UTC)


class Dataset:
    """N points as numpy columns (for exact search) and as ``VectorPoint`` batches (for the index)."""

    def __init__(self, count: int, dim: int, workspaces: int, seed: int) -> None:
        rng = np.random.default_rng(seed)
        self.rng = rng
        self.dim = dim
        self.workspaces = workspaces
        self.centres = rng.normal(size=(max(50, count // 50), dim)).astype(np.float32)
        self.vectors = self.sample(count)
        self.ws = rng.integers(0, workspaces, count)
        self.type = rng.integers(0, len(TYPES), count)
        self.tags = rng.random((count, len(TAGS))) < 0.08  # about 1.6 tags per point
        self.confidence = rng.random(count)
        self.created = [NOW - timedelta(days=365 * float(f)) for f in rng.random(count)]
        expiring = rng.random(count) < 0.1  # a tenth carry a TTL, half of those already expired
        offsets = rng.uniform(-30, 30, count)
        self.expires = [NOW + timedelta(days=float(o)) if e else None for o, e in zip(offsets, expiring, strict=True)]
        self.ids = [UUID(int=i + 1) for i in range(count)]

    def sample(self, count: int) -> np.ndarray:
        noise = self.rng.normal(size=(count, self.dim)).astype(np.float32)
        vectors = self.centres[self.rng.integers(0, len(self.centres), count)] + noise
        return vectors / np.linalg.norm(vectors, axis=1, keepdims=True)

    def points(self, start: int, stop: int) -> list[VectorPoint]:
        return [
            VectorPoint(
                id=self.ids[i],
                vector=self.vectors[i].tolist(),
                workspace_id=f"ws-{self.ws[i]}",
                agent_id=AGENTS[i % len(AGENTS)],
                type=TYPES[self.type[i]],
                tags=[TAGS[j] for j in np.flatnonzero(self.tags[i])],
                project=PROJECTS[i % len(PROJECTS)] if i % 4 else None,
                confidence=float(self.confidence[i]),
                created_at=self.created[i],
                expires_at=self.expires[i],
            )
            for i in range(start, stop)
        ]

    def mask(self, kind: str, workspace: int) -> tuple[VectorFilter, np.ndarray]:
        """A filter and the points it keeps, computed independently with numpy."""
        in_ws = self.ws == workspace
        if kind == "workspace":
            return VectorFilter(f"ws-{workspace}"), in_ws
        if kind == "workspace+alive":
            alive = np.array([e is None or e > NOW for e in self.expires])
            return VectorFilter(f"ws-{workspace}", alive_at=NOW), in_ws & alive
        types = [TYPES[workspace % 7], TYPES[(workspace + 3) % 7]]
        tag = (workspace * 7) % len(TAGS)
        keep = in_ws & np.isin(self.type, [TYPES.index(t) for t in types]) & self.tags[:, tag]
        return VectorFilter(f"ws-{workspace}", types=types, tags=[TAGS[tag]]), keep


FILTERS = ["workspace", "workspace+alive", "workspace+types+tag"]


def cpu_model() -> str:
    try:
        for line in Path("/proc/cpuinfo").read_text().splitlines():
            if line.startswith("model name"):
                return line.split(":", 1)[1].strip()
    except OSError:
        pass
    return platform.processor() or platform.machine()


def percentiles(samples: list[float]) -> tuple[float, float, float]:
    p50, p95, p99 = np.percentile(np.array(samples) * 1000, [50, 95, 99])
    return float(p50), float(p95), float(p99)


def measure_search(
    index: VectorIndex, profile: EmbeddingProfile, data: Dataset, stored: int, queries: np.ndarray, kind: str
) -> tuple[tuple[float, float, float], float]:
    """Latency percentiles (ms) and mean recall@10 over the queries, rotating through the workspaces;
    exact search runs over the first ``stored`` points, those in the index."""
    latencies, recalls = [], []
    for n, query in enumerate(queries):
        flt, keep = data.mask(kind, n % data.workspaces)
        started = time.perf_counter()
        hits = index.search(profile, query.tolist(), flt, 10)
        latencies.append(time.perf_counter() - started)
        eligible = np.flatnonzero(keep[:stored])
        truth = eligible[np.argsort(-(data.vectors[eligible] @ query))[:10]]
        expected = {data.ids[i] for i in truth}
        recalls.append(len(expected & {hit.id for hit in hits}) / max(1, len(expected)))
    return percentiles(latencies), float(np.mean(recalls))


def load(index: VectorIndex, profile: EmbeddingProfile, data: Dataset, count: int, batch: int) -> float:
    """Upsert the first ``count`` points; returns points per second (payload building included)."""
    index.ensure_collection(profile)
    started = time.perf_counter()
    for start in range(0, count, batch):
        index.upsert(profile, data.points(start, min(count, start + batch)))
    return count / (time.perf_counter() - started)


def search_rows(
    rows: list[list[str]],
    label: str,
    index: VectorIndex,
    profile: EmbeddingProfile,
    data: Dataset,
    stored: int,
    queries: np.ndarray,
) -> None:
    for kind in FILTERS:
        (p50, p95, p99), recall = measure_search(index, profile, data, stored, queries, kind)
        rows.append([label, kind, f"{p50:.2f}", f"{p95:.2f}", f"{p99:.2f}", f"{recall:.3f}"])


def search_while(
    action: Callable[[], object], index: VectorIndex, profile: EmbeddingProfile, data: Dataset, queries
) -> tuple[float, int, tuple[float, float, float]]:
    """Run ``action`` in a thread and search meanwhile: its duration, searches served, their latency."""
    worker = threading.Thread(target=action)
    started = time.perf_counter()
    worker.start()
    latencies: list[float] = []
    n = 0
    while worker.is_alive():
        flt, _ = data.mask("workspace+alive", n % data.workspaces)
        began = time.perf_counter()
        index.search(profile, queries[n % len(queries)].tolist(), flt, 10)
        latencies.append(time.perf_counter() - began)
        n += 1
    worker.join()
    return time.perf_counter() - started, n, percentiles(latencies or [0.0])


def table(header: list[str], rows: list[list[str]]) -> str:
    lines = ["| " + " | ".join(header) + " |", "|" + "|".join("---" for _ in header) + "|"]
    lines += ["| " + " | ".join(row) + " |" for row in rows]
    return "\n".join(lines)


def bench_edge(args: argparse.Namespace, data: Dataset, queries: np.ndarray, folder: Path) -> None:
    profile = EmbeddingProfile(provider="bench", model="bench", dimension=args.dim)
    n = args.points
    extra = max(1, n // 10)
    index = EdgeIndex(folder / "edge", optimize_threshold=None)
    try:
        rate = load(index, profile, data, n, args.batch)
        rows: list[list[str]] = []
        search_rows(rows, "before optimize (exhaustive)", index, profile, data, n, queries)
        started = time.perf_counter()
        index.optimize(profile)
        build = time.perf_counter() - started
        stats = index.stats(profile)
        search_rows(rows, "after optimize (HNSW)", index, profile, data, n, queries)

        # More writes, then an optimization in the background while searches go on.
        index.upsert(profile, data.points(n, n + extra))
        during, served, (p50, p95, p99) = search_while(lambda: index.optimize(profile), index, profile, data, queries)
        rows.append(["during a background optimize", "workspace+alive", f"{p50:.2f}", f"{p95:.2f}", f"{p99:.2f}", "-"])
        print(f"\n## Qdrant Edge, {n:,} points x {args.dim} dims, {args.workspaces} workspaces\n")
        print(f"- upsert: {rate:,.0f} points/s (batches of {args.batch}, payload indexes on every filter field)")
        print(f"- optimize (HNSW build in a child process): {build:.1f} s; then {stats}")
        print(f"- optimize after {extra:,} more points: {during:.1f} s, {served} searches served meanwhile\n")
        print(table(["phase", "filter", "p50 ms", "p95 ms", "p99 ms", "recall@10"], rows))
    finally:
        index.close()


def bench_local(args: argparse.Namespace, data: Dataset, queries: np.ndarray, folder: Path) -> None:
    profile = EmbeddingProfile(provider="bench", model="bench", dimension=args.dim)
    n = min(args.points, args.local_points)
    rows: list[list[str]] = []
    for label, index in (("local mode, in memory", QdrantIndex()), ("local mode, on disk", QdrantIndex(path=folder))):
        try:
            rate = load(index, profile, data, n, args.batch)
            search_rows(rows, f"{label}: upsert {rate:,.0f} points/s", index, profile, data, n, queries)
        finally:
            index.close()
    print(f"\n## qdrant-client local mode, {n:,} points x {args.dim} dims (brute-force numpy)\n")
    print(table(["backend", "filter", "p50 ms", "p95 ms", "p99 ms", "recall@10"], rows))


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--points", type=int, default=100_000)
    parser.add_argument("--dim", type=int, default=384)
    parser.add_argument("--queries", type=int, default=200)
    parser.add_argument("--workspaces", type=int, default=4)
    parser.add_argument("--batch", type=int, default=500, help="points per upsert")
    parser.add_argument("--local-points", type=int, default=10_000, help="N for qdrant-client local mode")
    parser.add_argument("--skip-local", action="store_true")
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--dir", type=Path, default=None, help="where to build (default: a temporary folder)")
    args = parser.parse_args()

    data = Dataset(args.points + max(1, args.points // 10), args.dim, args.workspaces, args.seed)
    queries = data.sample(args.queries)
    print(f"Machine: {os.cpu_count()} CPUs, {cpu_model()} ({platform.system()}), Python {sys.version.split()[0]}")
    print(f"Engines: qdrant-edge-py {version('qdrant-edge-py')}, qdrant-client {version('qdrant-client')}")
    with tempfile.TemporaryDirectory(dir=args.dir) as tmp:
        bench_edge(args, data, queries, Path(tmp))
        if not args.skip_local:
            bench_local(args, data, queries, Path(tmp) / "local")


if __name__ == "__main__":
    main()
