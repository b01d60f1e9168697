"""The vector indexes: Qdrant Edge, and qdrant-client local mode (in memory and on disk), same behaviour."""

import dataclasses
import json
import math
import os
import socket
from collections.abc import Iterator
from concurrent.futures import ThreadPoolExecutor
from datetime import UTC, datetime, timedelta
from pathlib import Path
from uuid import NAMESPACE_URL, UUID, uuid4, uuid5

import numpy as np
import pytest

from openbrain.core.config import Settings
from openbrain.core.errors import ConfigurationError, InvalidInput, Unavailable
from openbrain.stores.embedding.base import EmbeddingProfile
from openbrain.stores.vectors import edge_query
from openbrain.stores.vectors.base import IndexQuery, VectorFilter, VectorIndex, VectorPoint
from openbrain.stores.vectors.edge import EdgeIndex
from openbrain.stores.vectors.factory import create_index
from openbrain.stores.vectors.payload import plan_filter
from openbrain.stores.vectors.qdrant import QdrantIndex

DIM = 8
PROFILE = EmbeddingProfile(provider="test", model="test-model", dimension=DIM)
T0 = datetime(2025, 1, 1, 12, 0, tzinfo=UTC)


@dataclasses.dataclass(frozen=True)
class NamedProfile(EmbeddingProfile):
    """A profile whose collection name is fixed, to meet a collection built for another dimension or model."""

    name: str = "openbrain_shared"

    @property
    def collection_name(self) -> str:
        return self.name


def unit_vectors(count: int, dim: int = DIM, seed: int = 7) -> np.ndarray:
    rng = np.random.default_rng(seed)
    vectors = rng.normal(size=(count, dim))
    return vectors / np.linalg.norm(vectors, axis=1, keepdims=True)


def clustered_unit_vectors(count: int, dim: int, seed: int, clusters: int = 40) -> np.ndarray:
    """Points around a few centres: like text embeddings, low intrinsic dimension (random ones are HNSW's
    worst case and say nothing about the index on real data)."""
    rng = np.random.default_rng(seed)
    centres = rng.normal(size=(clusters, dim))
    vectors = centres[rng.integers(0, clusters, count)] + 0.6 * rng.normal(size=(count, dim))
    return vectors / np.linalg.norm(vectors, axis=1, keepdims=True)


def make_point(vector, workspace: str = "ws-a", **fields) -> VectorPoint:
    values = {
        "id": uuid4(),
        "vector": [float(x) for x in vector],
        "workspace_id": workspace,
        "agent_id": "agent-1",
        "type": "observation",
        "tags": [],
        "project": None,
        "confidence": 0.8,
        "created_at": T0,
        "expires_at": None,
    }
    values.update(fields)
    return VectorPoint(**values)


def satisfies(point: VectorPoint, flt: VectorFilter) -> bool:
    """The filter's documented meaning, written independently of the code under test."""
    return (
        point.workspace_id == flt.workspace_id
        and (flt.project is None or point.project == flt.project)
        and (not flt.types or point.type in flt.types)
        and (flt.min_confidence is None or point.confidence >= flt.min_confidence)
        and (flt.agent_id is None or point.agent_id == flt.agent_id)
        and all(tag in point.tags for tag in flt.tags)
        and (flt.created_after is None or point.created_at >= flt.created_after)
        and (flt.created_before is None or point.created_at < flt.created_before)
        and (flt.alive_at is None or point.expires_at is None or point.expires_at > flt.alive_at)
        and point.id not in flt.exclude_ids
    )


def ids(hits) -> set[UUID]:
    return {hit.id for hit in hits}


# A real Qdrant server joins the matrix when one is given; the collections these tests use are dropped
# before and after each test, so give it a server of its own.
QDRANT_URL = os.environ.get("OPENBRAIN_TEST_QDRANT_URL")
TEST_COLLECTIONS = ["openbrain_test-model_8", "openbrain_shared", "openbrain_never-created_8", "openbrain_fresh_8"]

BACKENDS = [
    "edge",
    "qdrant-local-memory",
    "qdrant-local-path",
    pytest.param("qdrant-server", marks=pytest.mark.skipif(not QDRANT_URL, reason="OPENBRAIN_TEST_QDRANT_URL unset")),
]
PERSISTENT_BACKENDS = ["edge", "qdrant-local-path"]


def open_index(backend: str, folder: Path) -> VectorIndex:
    if backend == "edge":
        return EdgeIndex(folder / "edge", optimize_threshold=None)
    if backend == "qdrant-local-memory":
        return QdrantIndex()
    if backend == "qdrant-server":
        return QdrantIndex(url=QDRANT_URL)
    return QdrantIndex(path=folder / "local")


def drop_test_collections() -> None:
    from qdrant_client import QdrantClient

    client = QdrantClient(url=QDRANT_URL)
    for name in TEST_COLLECTIONS:
        client.delete_collection(name)
    client.close()


@pytest.fixture(params=BACKENDS)
def index(request: pytest.FixtureRequest, tmp_path: Path) -> Iterator[VectorIndex]:
    server = request.param == "qdrant-server"
    if server:
        drop_test_collections()
    opened = open_index(request.param, tmp_path)
    opened.ensure_collection(PROFILE)
    yield opened
    opened.close()
    if server:
        drop_test_collections()


# -- ranking, limits, tenancy --------------------------------------------------------------------------------


def test_both_backends_implement_the_vector_index_protocol(index: VectorIndex) -> None:
    assert isinstance(index, VectorIndex)


def test_search_ranks_points_by_cosine_similarity(index: VectorIndex) -> None:
    query = np.eye(DIM)[0]
    # Vectors at known angles from the query, scaled: cosine ignores length.
    cosines = [0.2, 0.95, -0.5, 0.6]
    points = []
    for cosine in cosines:
        vector = cosine * np.eye(DIM)[0] + np.sqrt(1 - cosine**2) * np.eye(DIM)[1]
        points.append(make_point(3.0 * vector))
    index.upsert(PROFILE, points)

    hits = index.search(PROFILE, query.tolist(), VectorFilter("ws-a"), limit=10)

    assert [hit.id for hit in hits] == [points[i].id for i in np.argsort(cosines)[::-1]]
    assert [hit.score for hit in hits] == pytest.approx(sorted(cosines, reverse=True), abs=1e-5)


def test_search_returns_at_most_limit_hits_and_nothing_for_a_zero_limit(index: VectorIndex) -> None:
    index.upsert(PROFILE, [make_point(v) for v in unit_vectors(20)])

    assert len(index.search(PROFILE, unit_vectors(1, seed=1)[0].tolist(), VectorFilter("ws-a"), limit=5)) == 5
    assert index.search(PROFILE, unit_vectors(1, seed=1)[0].tolist(), VectorFilter("ws-a"), limit=0) == []


def test_a_point_of_another_workspace_is_never_returned_even_with_an_identical_vector(index: VectorIndex) -> None:
    vector = unit_vectors(1)[0]
    mine = make_point(vector, workspace="ws-a", tags=["shared"], project="p")
    theirs = [make_point(vector, workspace="ws-b", tags=["shared"], project="p") for _ in range(5)]
    index.upsert(PROFILE, [mine, *theirs])

    hits = index.search(PROFILE, vector.tolist(), VectorFilter("ws-a", project="p", tags=["shared"]), limit=10)
    assert ids(hits) == {mine.id}
    assert ids(index.search(PROFILE, vector.tolist(), VectorFilter("ws-c"), limit=10)) == set()


def test_a_search_without_a_workspace_is_refused(index: VectorIndex) -> None:
    with pytest.raises(InvalidInput, match="workspace"):
        index.search(PROFILE, unit_vectors(1)[0].tolist(), VectorFilter(""), limit=5)


def test_a_vector_of_the_wrong_length_is_refused_with_what_to_configure(index: VectorIndex) -> None:
    with pytest.raises(ConfigurationError, match="OPENBRAIN_EMBEDDING__DIMENSION"):
        index.upsert(PROFILE, [make_point([1.0, 0.0, 0.0])])
    with pytest.raises(ConfigurationError):
        index.search(PROFILE, [1.0, 0.0], VectorFilter("ws-a"), limit=3)


# -- filters ----------------------------------------------------------------------------------------------------


def filter_dataset() -> list[VectorPoint]:
    vectors = iter(unit_vectors(40, seed=3))
    points = []
    for i in range(24):
        points.append(
            make_point(
                next(vectors),
                agent_id=["agent-1", "agent-2", "agent-3"][i % 3],
                type=["bug", "decision", "plan", "convention"][i % 4],
                tags=[["db"], ["db", "perf"], ["perf"], [], ["db", "perf", "ops"]][i % 5],
                project=["alpha", "beta", None][i % 3 if i % 2 else 2],
                confidence=[0.1, 0.5, 0.7, 0.9][i % 4 if i % 3 else 1],
                created_at=T0 + timedelta(hours=i),
                expires_at=[None, T0 + timedelta(hours=5), T0 + timedelta(hours=30)][i % 3],
            )
        )
    points.append(make_point(next(vectors), workspace="ws-b", type="bug", tags=["db", "perf"], project="alpha"))
    return points


FILTERS = {
    "project": VectorFilter("ws-a", project="alpha"),
    "types-any-of": VectorFilter("ws-a", types=["bug", "plan"]),
    "min-confidence-inclusive": VectorFilter("ws-a", min_confidence=0.7),
    "agent": VectorFilter("ws-a", agent_id="agent-2"),
    "one-tag": VectorFilter("ws-a", tags=["perf"]),
    "every-tag-required": VectorFilter("ws-a", tags=["db", "perf"]),
    "created-after-inclusive": VectorFilter("ws-a", created_after=T0 + timedelta(hours=10)),
    "created-before-exclusive": VectorFilter("ws-a", created_before=T0 + timedelta(hours=10)),
    "created-window": VectorFilter(
        "ws-a", created_after=T0 + timedelta(hours=3), created_before=T0 + timedelta(hours=9)
    ),
    "alive-at-drops-expired": VectorFilter("ws-a", alive_at=T0 + timedelta(hours=5)),
    "alive-at-far-future-keeps-only-never-expiring": VectorFilter("ws-a", alive_at=T0 + timedelta(days=365)),
    "combined": VectorFilter(
        "ws-a",
        project="alpha",
        types=["bug", "decision", "plan"],
        min_confidence=0.5,
        tags=["db"],
        created_after=T0 + timedelta(hours=1),
        created_before=T0 + timedelta(hours=23),
        alive_at=T0 + timedelta(hours=4),
    ),
}


@pytest.mark.parametrize("name", list(FILTERS))
def test_a_filter_returns_exactly_the_points_that_satisfy_it(index: VectorIndex, name: str) -> None:
    points = filter_dataset()
    index.upsert(PROFILE, points)
    flt = FILTERS[name]

    hits = index.search(PROFILE, unit_vectors(1, seed=99)[0].tolist(), flt, limit=100)

    expected = {point.id for point in points if satisfies(point, flt)}
    assert expected, "the dataset should give every filter something to find"
    assert expected != {point.id for point in points if point.workspace_id == "ws-a"}, "the filter should bite"
    assert ids(hits) == expected


def test_time_and_confidence_bounds_are_inclusive_or_exclusive_as_documented(index: VectorIndex) -> None:
    vectors = unit_vectors(3)
    at_boundary = make_point(vectors[0], created_at=T0, confidence=0.5, expires_at=T0 + timedelta(hours=1))
    index.upsert(PROFILE, [at_boundary])
    query = vectors[0].tolist()

    def found(flt: VectorFilter) -> bool:
        return at_boundary.id in ids(index.search(PROFILE, query, flt, limit=5))

    assert found(VectorFilter("ws-a", created_after=T0))
    assert not found(VectorFilter("ws-a", created_before=T0))
    assert found(VectorFilter("ws-a", created_before=T0 + timedelta(microseconds=1)))
    assert found(VectorFilter("ws-a", min_confidence=0.5))
    assert not found(VectorFilter("ws-a", min_confidence=0.5000001))
    assert found(VectorFilter("ws-a", alive_at=T0 + timedelta(hours=1) - timedelta(microseconds=1)))
    assert not found(VectorFilter("ws-a", alive_at=T0 + timedelta(hours=1)))


def test_naive_datetimes_are_taken_as_utc(index: VectorIndex) -> None:
    point = make_point(unit_vectors(1)[0], created_at=T0.replace(tzinfo=None))
    index.upsert(PROFILE, [point])

    hits = index.search(
        PROFILE, point.vector, VectorFilter("ws-a", created_after=T0, created_before=T0 + timedelta(seconds=1)), 5
    )
    assert ids(hits) == {point.id}


def test_exclude_ids_leaves_those_points_out(index: VectorIndex) -> None:
    points = [make_point(v) for v in unit_vectors(6)]
    index.upsert(PROFILE, points)
    excluded = [points[0].id, points[3].id]

    hits = index.search(PROFILE, points[0].vector, VectorFilter("ws-a", exclude_ids=excluded), limit=10)

    assert ids(hits) == {p.id for p in points} - set(excluded)


def test_only_filters_that_narrow_a_workspace_ask_for_acorn() -> None:
    everyday = VectorFilter("ws-a", alive_at=T0, exclude_ids=[uuid4()])
    assert not plan_filter(everyday).narrows
    assert plan_filter(dataclasses.replace(everyday, types=["bug"])).narrows
    assert plan_filter(dataclasses.replace(everyday, created_after=T0)).narrows
    assert plan_filter(dataclasses.replace(everyday, min_confidence=0.5)).narrows


# -- writes -------------------------------------------------------------------------------------------------------


def test_upsert_replaces_the_vector_and_the_whole_payload_of_an_existing_point(index: VectorIndex) -> None:
    vectors = unit_vectors(2)
    original = make_point(vectors[0], type="bug", tags=["db"], expires_at=T0 + timedelta(hours=1))
    index.upsert(PROFILE, [original])
    replaced = dataclasses.replace(original, vector=vectors[1].tolist(), type="plan", tags=["perf"], expires_at=None)
    index.upsert(PROFILE, [replaced])

    assert index.count(PROFILE) == 1
    assert index.search(PROFILE, vectors[1].tolist(), VectorFilter("ws-a", types=["bug"]), 5) == []
    assert index.search(PROFILE, vectors[1].tolist(), VectorFilter("ws-a", tags=["db"]), 5) == []
    alive_later = VectorFilter("ws-a", types=["plan"], tags=["perf"], alive_at=T0 + timedelta(days=1))
    [hit] = index.search(PROFILE, vectors[1].tolist(), alive_later, 5)
    assert hit.id == original.id
    assert hit.score == pytest.approx(1.0, abs=1e-5)


def test_delete_removes_points_and_ignores_ids_it_does_not_hold(index: VectorIndex) -> None:
    points = [make_point(v) for v in unit_vectors(5)]
    index.upsert(PROFILE, points)

    index.delete(PROFILE, [points[1].id, points[2].id, uuid4()])
    index.delete(PROFILE, [])

    assert index.count(PROFILE) == 3
    assert ids(index.search(PROFILE, points[1].vector, VectorFilter("ws-a"), 10)) == {
        points[0].id,
        points[3].id,
        points[4].id,
    }


def test_iter_ids_yields_every_point_exactly_once_across_batches(index: VectorIndex) -> None:
    points = [make_point(v, workspace=f"ws-{i % 3}") for i, v in enumerate(unit_vectors(11))]
    index.upsert(PROFILE, points)

    listed = list(index.iter_ids(PROFILE, batch_size=3))

    assert sorted(listed) == sorted(p.id for p in points)


def test_count_counts_every_workspace(index: VectorIndex) -> None:
    index.upsert(PROFILE, [make_point(v, workspace=f"ws-{i % 2}") for i, v in enumerate(unit_vectors(7))])
    assert index.count(PROFILE) == 7


def test_a_collection_that_does_not_exist_reads_as_empty(index: VectorIndex) -> None:
    other = EmbeddingProfile(provider="test", model="never-created", dimension=DIM)

    assert index.count(other) == 0
    assert list(index.iter_ids(other)) == []
    assert index.search(other, unit_vectors(1)[0].tolist(), VectorFilter("ws-a"), 5) == []
    index.delete(other, [uuid4()])
    assert index.count(other) == 0


def test_upsert_creates_the_collection_it_needs(index: VectorIndex) -> None:
    fresh = EmbeddingProfile(provider="test", model="fresh", dimension=DIM)
    point = make_point(unit_vectors(1)[0])

    index.upsert(fresh, [point])

    assert index.count(fresh) == 1
    assert index.count(PROFILE) == 0


def test_the_index_serves_many_threads_at_once(index: VectorIndex) -> None:
    vectors = unit_vectors(200, seed=11)

    def work(worker: int) -> int:
        mine = vectors[worker * 50 : (worker + 1) * 50]
        for start in range(0, 50, 10):
            index.upsert(PROFILE, [make_point(v, workspace=f"ws-{worker}") for v in mine[start : start + 10]])
            index.search(PROFILE, mine[start].tolist(), VectorFilter(f"ws-{worker}"), 5)
        return len(index.search(PROFILE, mine[0].tolist(), VectorFilter(f"ws-{worker}"), 100))

    with ThreadPoolExecutor(max_workers=4) as pool:
        found = list(pool.map(work, range(4)))

    assert found == [50, 50, 50, 50]
    assert index.count(PROFILE) == 200


# -- profiles -------------------------------------------------------------------------------------------------


def test_a_collection_built_for_another_dimension_raises_configuration_error(index: VectorIndex) -> None:
    index.ensure_collection(NamedProfile(provider="test", model="m", dimension=DIM))
    other = NamedProfile(provider="test", model="m", dimension=2 * DIM)

    with pytest.raises(ConfigurationError, match="openbrain reindex"):
        index.ensure_collection(other)
    with pytest.raises(ConfigurationError, match="openbrain reindex"):
        index.upsert(other, [make_point(unit_vectors(1, dim=2 * DIM)[0])])


def test_a_collection_built_for_another_model_raises_configuration_error(index: VectorIndex) -> None:
    index.ensure_collection(NamedProfile(provider="test", model="model-a", dimension=DIM))

    with pytest.raises(ConfigurationError, match="model-a"):
        index.ensure_collection(NamedProfile(provider="test", model="model-b", dimension=DIM))


@pytest.mark.parametrize("backend", PERSISTENT_BACKENDS)
def test_reopening_a_folder_keeps_the_points_and_the_profile_it_was_built_for(backend: str, tmp_path: Path) -> None:
    points = [make_point(v, tags=["kept"]) for v in unit_vectors(30)]
    first = open_index(backend, tmp_path)
    first.upsert(PROFILE, points)
    first.upsert(NamedProfile(provider="test", model="m", dimension=DIM), points[:1])
    first.close()

    second = open_index(backend, tmp_path)
    try:
        assert second.count(PROFILE) == 30
        hits = second.search(PROFILE, points[4].vector, VectorFilter("ws-a", tags=["kept"]), 1)
        assert [hit.id for hit in hits] == [points[4].id]
        with pytest.raises(ConfigurationError, match="openbrain reindex"):
            second.ensure_collection(NamedProfile(provider="test", model="m", dimension=2 * DIM))
    finally:
        second.close()


def test_a_closed_index_says_it_is_closed(index: VectorIndex) -> None:
    index.close()
    with pytest.raises(Unavailable, match="closed"):
        index.count(PROFILE)


# -- Qdrant Edge ---------------------------------------------------------------------------------------------


def test_a_second_edge_index_on_the_same_folder_is_unavailable_and_says_why(tmp_path: Path) -> None:
    owner = EdgeIndex(tmp_path, optimize_threshold=None)
    owner.ensure_collection(PROFILE)
    try:
        with pytest.raises(Unavailable, match="another OpenBrain process") as caught:
            EdgeIndex(tmp_path).count(PROFILE)
        assert str(tmp_path) not in str(caught.value)
    finally:
        owner.close()


EDGE_DIM = 32
EDGE_PROFILE = EmbeddingProfile(provider="test", model="edge-hnsw", dimension=EDGE_DIM)


def small_segment_edge(folder: Path, **options) -> EdgeIndex:
    """Thresholds small enough that a few thousand 32-d points get an HNSW graph that searches use."""
    options.setdefault("optimize_threshold", None)
    return EdgeIndex(folder, indexing_threshold_kb=16, full_scan_threshold_kb=8, **options)


def edge_dataset(count: int = 3000) -> list[VectorPoint]:
    vectors = clustered_unit_vectors(count, EDGE_DIM, seed=5)
    return [
        make_point(vector, workspace=f"ws-{i % 3}", type=["bug", "plan", "decision"][i % 7 % 3], tags=[f"t{i % 4}"])
        for i, vector in enumerate(vectors)
    ]


def brute_force_top(points: list[VectorPoint], query: np.ndarray, flt: VectorFilter, k: int) -> list[UUID]:
    eligible = [p for p in points if satisfies(p, flt)]
    scores = np.array([p.vector for p in eligible]) @ query
    return [eligible[i].id for i in np.argsort(-scores)[:k]]


def test_edge_search_is_exact_before_optimize_and_keeps_its_recall_after(tmp_path: Path) -> None:
    points = edge_dataset()
    by_id = {p.id: p for p in points}
    index = small_segment_edge(tmp_path)
    index.upsert(EDGE_PROFILE, points)
    queries = clustered_unit_vectors(30, EDGE_DIM, seed=6)
    filters = [VectorFilter("ws-1"), VectorFilter("ws-2", types=["bug", "plan"]), VectorFilter("ws-0", tags=["t1"])]

    def recall() -> float:
        found = 0
        for query in queries:
            for flt in filters:
                hits = index.search(EDGE_PROFILE, query.tolist(), flt, 10)
                for hit in hits:  # whatever the index returns is eligible and scored by true cosine
                    assert satisfies(by_id[hit.id], flt)
                    assert hit.score == pytest.approx(float(np.dot(by_id[hit.id].vector, query)), abs=1e-4)
                found += len(ids(hits) & set(brute_force_top(points, query, flt, 10)))
        return found / (10 * len(queries) * len(filters))

    try:
        assert index.stats(EDGE_PROFILE).indexed_vectors == 0
        assert recall() == 1.0

        assert index.optimize(EDGE_PROFILE) is True

        stats = index.stats(EDGE_PROFILE)
        assert stats.points == len(points)
        assert stats.indexed_vectors == len(points)
        assert recall() >= 0.95
    finally:
        index.close()


def segment_configs(folder: Path) -> list[dict]:
    """The dense vectors' configuration of each segment of the one collection under ``folder``."""
    found = sorted(folder.glob("*/shard/segments/*/segment.json"))
    return [json.loads(path.read_text())["config"]["vector_data"]["dense"] for path in found]


def test_an_indexed_segment_walks_int8_copies_keeps_the_originals_on_disk_and_scores_by_the_originals(tmp_path: Path):
    points = edge_dataset()
    by_id = {p.id: p for p in points}
    index = small_segment_edge(tmp_path)
    try:
        index.upsert(EDGE_PROFILE, points)
        assert index.optimize(EDGE_PROFILE) is True
        indexed = [c for c in segment_configs(tmp_path) if c["index"]["type"] == "hnsw"]
        assert indexed and all(
            c["quantization_config"] == {"scalar": {"type": "int8", "quantile": 0.99, "memory": "pinned"}}
            for c in indexed
        )
        assert all(c["storage_type"] == "Mmap" for c in indexed)  # the originals are read from disk, not held
        for query in clustered_unit_vectors(10, EDGE_DIM, seed=9):
            hits = index.search(EDGE_PROFILE, query.tolist(), VectorFilter("ws-2"), 10)
            assert len(ids(hits) & set(brute_force_top(points, query, VectorFilter("ws-2"), 10))) >= 9
            for hit in hits:  # rescored: the score is the true cosine, not the int8 estimate
                assert hit.score == pytest.approx(float(np.dot(by_id[hit.id].vector, query)), abs=1e-4)
    finally:
        index.close()


def test_a_shard_of_the_older_layout_is_rebuilt_quantized_by_itself_and_answers_the_same(tmp_path: Path, monkeypatch):
    import qdrant_edge as qe

    from openbrain.stores.vectors import edge

    def older_config(dimension: int, **options) -> qe.EdgeConfig:  # as shards were made before quantization
        dense = qe.EdgeVectorParams(size=dimension, distance=qe.Distance.Cosine)
        return qe.EdgeConfig(vectors={"dense": dense}, sparse_vectors=edge_query.SPARSE, **options)

    points = edge_dataset()
    query = clustered_unit_vectors(1, EDGE_DIM, seed=11)[0].tolist()
    with monkeypatch.context() as patch:
        patch.setattr(edge, "edge_config", older_config)
        old = small_segment_edge(tmp_path)
        old.upsert(EDGE_PROFILE, points)
        assert old.optimize(EDGE_PROFILE) is True
        before = old.search(EDGE_PROFILE, query, VectorFilter("ws-1"), 10)
        old.close()
    assert all(c["quantization_config"] is None for c in segment_configs(tmp_path))

    index = small_segment_edge(tmp_path, optimize_threshold=1000)  # the server's way: optimizes by itself
    try:
        index.ensure_collection(EDGE_PROFILE)  # opening finds the older layout and starts its rebuild
        assert index.wait_for_optimization(120)
        assert all(
            c["quantization_config"] is not None for c in segment_configs(tmp_path) if c["index"]["type"] == "hnsw"
        )
        after = index.search(EDGE_PROFILE, query, VectorFilter("ws-1"), 10)
        assert len(ids(after) & ids(before)) >= 9 and index.count(EDGE_PROFILE) == len(points)
    finally:
        index.close()


def test_a_bulk_load_starts_no_background_optimization_and_builds_the_index_once_at_its_end(tmp_path: Path):
    points = edge_dataset()
    index = small_segment_edge(tmp_path, optimize_threshold=500)
    try:
        index.ensure_collection(EDGE_PROFILE)
        col = index._collection(EDGE_PROFILE, create=False)
        with index.bulk(EDGE_PROFILE):
            for start in range(0, len(points), 500):
                index.upsert(EDGE_PROFILE, points[start : start + 500])
                assert col.optimizer is None  # a plain upsert past the threshold would have started one
        assert index.stats(EDGE_PROFILE).indexed_vectors >= len(points)  # built before bulk() returned
        assert col.optimizer is None and index.count(EDGE_PROFILE) == len(points)
    finally:
        index.close()


class WritesDuringOptimize(EdgeIndex):
    """Writes to the live shard while the child process optimizes the copy."""

    def __init__(self, folder: Path, writes) -> None:
        super().__init__(folder, indexing_threshold_kb=16, full_scan_threshold_kb=8, optimize_threshold=None)
        self.writes = writes

    def _optimize_copy(self, col, copy):
        self.writes(self)
        return super()._optimize_copy(col, copy)


def test_edge_keeps_writes_made_while_the_index_is_being_built(tmp_path: Path) -> None:
    points = edge_dataset(1500)
    late = [make_point(v, workspace="ws-late") for v in clustered_unit_vectors(20, EDGE_DIM, seed=8)]

    def writes(index: EdgeIndex) -> None:
        index.upsert(EDGE_PROFILE, late)
        index.delete(EDGE_PROFILE, [points[0].id, points[1].id])

    index = WritesDuringOptimize(tmp_path, writes)
    index.upsert(EDGE_PROFILE, points)
    try:
        assert index.optimize(EDGE_PROFILE) is True

        assert index.count(EDGE_PROFILE) == len(points) + len(late) - 2
        assert ids(index.search(EDGE_PROFILE, late[0].vector, VectorFilter("ws-late"), 50)) == {p.id for p in late}
        assert points[0].id not in set(index.iter_ids(EDGE_PROFILE))
        assert not (tmp_path / EDGE_PROFILE.collection_name / "shard.next").exists()
    finally:
        index.close()
    reopened = EdgeIndex(tmp_path, optimize_threshold=None)
    try:
        assert reopened.count(EDGE_PROFILE) == len(points) + len(late) - 2
    finally:
        reopened.close()


def test_edge_can_build_the_index_in_process(tmp_path: Path) -> None:
    index = small_segment_edge(tmp_path, optimize_in_subprocess=False)
    points = edge_dataset(1000)
    index.upsert(EDGE_PROFILE, points)
    try:
        assert index.optimize(EDGE_PROFILE) is True
        assert index.stats(EDGE_PROFILE).indexed_vectors == len(points)
        [hit] = index.search(EDGE_PROFILE, points[3].vector, VectorFilter(points[3].workspace_id), 1)
        assert hit.id == points[3].id
    finally:
        index.close()


def test_edge_builds_the_index_in_the_background_once_enough_was_written(tmp_path: Path) -> None:
    index = small_segment_edge(tmp_path, optimize_threshold=500)
    points = edge_dataset(600)
    try:
        index.upsert(EDGE_PROFILE, points[:400])
        assert index.wait_for_optimization(timeout=0)
        assert index.stats(EDGE_PROFILE).indexed_vectors == 0

        index.upsert(EDGE_PROFILE, points[400:])
        assert index.wait_for_optimization(timeout=120)

        assert index.stats(EDGE_PROFILE).indexed_vectors == len(points)
        assert index.count(EDGE_PROFILE) == len(points)
    finally:
        index.close()


def test_edge_optimize_of_a_missing_collection_does_nothing(tmp_path: Path) -> None:
    index = EdgeIndex(tmp_path)
    try:
        assert index.optimize(EDGE_PROFILE) is False
        assert index.stats(EDGE_PROFILE) is None
    finally:
        index.close()


def test_edge_recovers_from_a_swap_interrupted_between_its_renames(tmp_path: Path) -> None:
    points = [make_point(v) for v in unit_vectors(10)]
    index = EdgeIndex(tmp_path, optimize_threshold=None)
    index.upsert(PROFILE, points)
    index.close()
    folder = tmp_path / PROFILE.collection_name
    (folder / "shard").rename(folder / "shard.old")  # the live shard had moved aside ...
    (folder / "shard.next").mkdir()  # ... and the optimized copy had not moved in
    (folder / "shard.next" / "junk").write_text("half-built")

    reopened = EdgeIndex(tmp_path, optimize_threshold=None)
    try:
        assert reopened.count(PROFILE) == 10
        assert sorted(p.name for p in folder.iterdir()) == ["openbrain.json", "shard"]
    finally:
        reopened.close()


# -- a Qdrant server ---------------------------------------------------------------------------------------


@pytest.fixture
def closed_port() -> int:
    with socket.socket(socket.AF_INET, socket.SOCK_STREAM) as probe:
        probe.bind(("127.0.0.1", 0))
        return probe.getsockname()[1]


@pytest.mark.filterwarnings("ignore::UserWarning")  # qdrant-client warns about an API key over plain http
def test_a_qdrant_server_that_cannot_be_reached_is_unavailable_and_the_message_hides_the_url(closed_port: int) -> None:
    index = QdrantIndex(url=f"http://127.0.0.1:{closed_port}", api_key="secret-api-key", timeout=1)
    point = make_point(unit_vectors(1)[0])
    calls = {
        "ensure_collection": lambda: index.ensure_collection(PROFILE),
        "upsert": lambda: index.upsert(PROFILE, [point]),
        "search": lambda: index.search(PROFILE, point.vector, VectorFilter("ws-a"), 5),
        "count": lambda: index.count(PROFILE),
        "delete": lambda: index.delete(PROFILE, [point.id]),
    }
    try:
        for name, call in calls.items():
            with pytest.raises(Unavailable) as caught:
                call()
            message = str(caught.value)
            assert "OPENBRAIN_VECTORS__URL" in message, name
            for secret in ("127.0.0.1", str(closed_port), "http", "secret-api-key"):
                assert secret not in message, (name, secret)
    finally:
        index.close()


# -- the factory ------------------------------------------------------------------------------------------------


def test_the_factory_builds_edge_in_the_vectors_folder_by_default(tmp_path: Path) -> None:
    index = create_index(Settings(data_dir=tmp_path))
    try:
        assert isinstance(index, EdgeIndex)
        index.upsert(PROFILE, [make_point(unit_vectors(1)[0])])
        assert (tmp_path / "vectors" / PROFILE.collection_name / "shard").is_dir()
    finally:
        index.close()


def test_the_factory_builds_a_server_client_for_a_url_without_connecting(closed_port: int) -> None:
    settings = Settings(vectors={"backend": "qdrant", "url": f"http://127.0.0.1:{closed_port}", "timeout": 1})
    index = create_index(settings)
    assert isinstance(index, QdrantIndex)
    assert not index.is_local
    index.close()


@pytest.mark.parametrize("path", [None, ":memory:", "folder"])
def test_the_factory_builds_qdrant_local_mode_without_a_url(tmp_path: Path, path: str | None) -> None:
    where = str(tmp_path / path) if path == "folder" else path
    index = create_index(Settings(data_dir=tmp_path, vectors={"backend": "qdrant", "path": where}))
    try:
        assert isinstance(index, QdrantIndex)
        assert index.is_local
        index.upsert(PROFILE, [make_point(unit_vectors(1)[0])])
        assert index.count(PROFILE) == 1
    finally:
        index.close()
    assert (tmp_path / "folder").exists() == (path == "folder")


# -- words in the index, and the same ranking on both back ends --------------------------------------------------

SENTENCES = [
    "ERR_LEDGER_409 means the posting lost an optimistic-lock race on the ledger.",
    "The checkout tests flake in CI because parallel jobs share one Redis.",
    "Blue-green deploys of billing: never patch pods in place.",
    "The CDN caches product images for a day; purge with the invalidate job.",
    "Postgres connections ran out at peak: the refund handler held them (PAY-1432).",
    "Flaky tests are quarantined after three failures in a week.",
    "Kafka consumers rebalance when max.poll.interval.ms is exceeded.",
    "Ledger postings retry three times with jittered backoff.",
]


def _text_points(workspace: str, seed: int) -> list[VectorPoint]:
    vectors = unit_vectors(len(SENTENCES), seed=seed)
    return [
        VectorPoint(
            id=uuid5(NAMESPACE_URL, f"{workspace}/{n}"),
            vector=vectors[n].tolist(),
            workspace_id=workspace,
            agent_id="a",
            type="bug",
            tags=[],
            project=None,
            confidence=0.8,
            created_at=T0,
            text=text,
        )
        for n, text in enumerate(SENTENCES)
    ]


def test_edge_and_a_qdrant_server_rank_words_meaning_and_fusion_identically(tmp_path):
    points = _text_points("ws-a", 1) + _text_points("ws-b", 2)
    edge, local = EdgeIndex(tmp_path / "edge"), QdrantIndex()
    try:
        for index in (edge, local):
            index.ensure_collection(PROFILE)
            index.upsert(PROFILE, points)
        vector = unit_vectors(1, seed=3)[0].tolist()
        for words, dense, fusion in [
            ("flaky checkout tests in CI", None, "rrf"),
            ("ledger retry ERR_LEDGER_409", None, "rrf"),
            (None, vector, "rrf"),
            ("postgres connections refund", vector, "rrf"),
            ("postgres connections refund", vector, "dbsf"),
            ("postgres connections refund", vector, "minmax"),
        ]:
            query = IndexQuery(
                VectorFilter("ws-a"), limit=5, vector=dense, text=words, pool=8, fusion=fusion, sides=True
            )
            a, b = edge.query(PROFILE, query), local.query(PROFILE, query)
            assert a.hits, query
            for x, y in [(a.hits, b.hits), (a.words or [], b.words or []), (a.dense or [], b.dense or [])]:
                assert [h.id for h in x] == [h.id for h in y], query
                assert [h.score for h in x] == pytest.approx([h.score for h in y], abs=1e-4), query
            assert {h.id for h in a.hits} <= {p.id for p in points if p.workspace_id == "ws-a"}
    finally:
        edge.close()
        local.close()


def test_edge_asks_a_terms_best_once_per_filter_until_the_index_is_written(tmp_path):
    index = EdgeIndex(tmp_path)
    try:
        index.ensure_collection(PROFILE)
        index.upsert(PROFILE, _text_points("ws-a", 1) + _text_points("ws-b", 2))
        vector = unit_vectors(1, seed=3)[0].tolist()
        query = IndexQuery(
            VectorFilter("ws-a"), limit=4, vector=vector, text="redis tests postgres", pool=6, fusion="minmax"
        )
        cache = index._collection(PROFILE, create=False).term_bests

        first = index.query(PROFILE, query)
        assert (cache.hits, cache.misses) == (0, 3)
        again = index.query(PROFILE, dataclasses.replace(query, filter=VectorFilter("ws-a", alive_at=T0)))
        assert (cache.hits, cache.misses) == (3, 3)  # the same filter at another moment: nothing asked again
        assert again.term_bests == first.term_bests and [h.id for h in again.hits] == [h.id for h in first.hits]

        other = index.query(PROFILE, dataclasses.replace(query, filter=VectorFilter("ws-b")))
        assert cache.misses == 6  # another workspace asks its own (its notes say the same words: the same bests)
        assert {h.id for h in other.hits} <= {p.id for p in _text_points("ws-b", 2)}

        # a write: a short note that says "redis" twice now holds that term's best; the next query asks again
        note = dataclasses.replace(_text_points("ws-a", 4)[0], id=uuid4(), text="redis redis")
        index.upsert(PROFILE, [note])
        after = index.query(PROFILE, query)
        assert cache.misses == 9
        fresh = [index.query(PROFILE, IndexQuery(VectorFilter("ws-a"), limit=1, text=word, sides=True)).words
                 for word in ("redis", "tests", "postgres")]  # fmt: skip
        assert sorted(after.term_bests) == pytest.approx(sorted(hits[0].score if hits else 0.0 for hits in fresh))
        assert max(after.term_bests) > max(first.term_bests)  # what the cache held before would be wrong now
        index.delete(PROFILE, [note.id])  # a delete too
        assert index.query(PROFILE, query).term_bests == pytest.approx(first.term_bests)
    finally:
        index.close()


@pytest.mark.parametrize("kind", ["edge", "qdrant-local"])
def test_minmax_scales_each_side_over_its_own_candidates_and_sums_them(kind, tmp_path):
    index = EdgeIndex(tmp_path) if kind == "edge" else QdrantIndex()
    try:
        index.ensure_collection(PROFILE)
        points = _text_points("ws-a", 1)
        index.upsert(PROFILE, points)
        vector = unit_vectors(1, seed=3)[0].tolist()
        query = IndexQuery(VectorFilter("ws-a"), limit=4, vector=vector, text="redis tests postgres three", pool=6)
        answer = index.query(PROFILE, dataclasses.replace(query, fusion="minmax"))
        assert answer.dense and len(answer.words) >= 3  # both lists always: the fusion needs them, explain reads them
        # each query term's best match alone, asked separately: what the words could score at most
        alone = [index.query(PROFILE, IndexQuery(VectorFilter("ws-a"), limit=1, text=word, sides=True)).words
                 for word in ("redis", "tests", "postgres", "three")]  # fmt: skip
        bests = [hits[0].score if hits else 0.0 for hits in alone]
        assert sorted(answer.term_bests) == pytest.approx(sorted(bests))
        found = [b for b in bests if b > 0]
        ceiling = sum(found) + max(found) * (len(bests) - len(found))
        coverage = math.sqrt(answer.words[0].score / ceiling)
        assert 0 < coverage < 1  # no candidate holds every term
        scaled = {}
        for weight, side in ((0.5, answer.dense), (coverage / 2, answer.words)):  # over the weights' sum: 0..1
            best, worst = side[0].score, side[-1].score
            for hit in side:
                scaled[hit.id] = scaled.get(hit.id, 0.0) + weight * (hit.score - worst) / (best - worst)
        assert len(answer.hits) == 4
        for hit in answer.hits:
            assert hit.score == pytest.approx(scaled[hit.id], abs=1e-6)
        assert [h.score for h in answer.hits] == sorted(scaled.values(), reverse=True)[:4]
        # a longer list scaled at the usual depth scores the usual list's candidates the same
        deep = index.query(PROFILE, dataclasses.replace(query, fusion="minmax", pool=12, scale_depth=6))
        usual = {h.id: h.score for h in answer.hits}
        assert {h.id: h.score for h in deep.hits if h.id in usual} == pytest.approx(usual)
        weighted = index.query(PROFILE, dataclasses.replace(query, fusion="rrf", rrf_k=2, weights=(1.0, 3.0)))
        plain = index.query(PROFILE, dataclasses.replace(query, fusion="rrf", rrf_k=2))
        assert weighted.hits[0].score > plain.hits[0].score  # the engine's weighted RRF is passed through
    finally:
        index.close()


@pytest.mark.parametrize("kind", ["edge", "qdrant-local"])
def test_the_words_side_finds_stems_and_identifier_parts_and_nothing_for_stop_words(kind, tmp_path):
    index = EdgeIndex(tmp_path) if kind == "edge" else QdrantIndex()
    try:
        index.ensure_collection(PROFILE)
        points = _text_points("ws-a", 1)
        index.upsert(PROFILE, points)

        def top(text):
            hits = index.query(PROFILE, IndexQuery(VectorFilter("ws-a"), limit=3, text=text)).hits
            return [SENTENCES[[p.id for p in points].index(h.id)] for h in hits]

        assert top("flakes")[0] in (SENTENCES[1], SENTENCES[5])  # stemmed: flake, flaky, flakes
        assert top("PAY-1432")[0] == SENTENCES[4]
        assert top("max.poll.interval.ms")[0] == SENTENCES[6]
        assert top("the of and") == []
        # Deleting a point removes its words too.
        index.delete(PROFILE, [points[4].id])
        assert SENTENCES[4] not in top("PAY-1432 refund")
    finally:
        index.close()


@pytest.mark.parametrize("kind", ["edge", "qdrant-local"])
def test_rewrite_words_replaces_existing_points_sparse_vectors_only_and_records_the_version(kind, tmp_path):
    from openbrain.stores.vectors import words

    index = EdgeIndex(tmp_path) if kind == "edge" else QdrantIndex()
    try:
        assert index.words_version(PROFILE) == words.WORDS_VERSION  # no collection yet: made with today's words
        index.ensure_collection(PROFILE)
        assert index.words_version(PROFILE) == words.WORDS_VERSION
        points = _text_points("ws-a", 1)
        index.upsert(PROFILE, points)
        vector = points[1].vector
        dense_before = index.query(PROFILE, IndexQuery(VectorFilter("ws-a"), limit=8, vector=vector)).hits
        ghost = uuid5(NAMESPACE_URL, "never stored")
        index.rewrite_words(PROFILE, [(points[1].id, "the quarantined linter"), (ghost, "a linter nobody stored")])
        found = index.query(PROFILE, IndexQuery(VectorFilter("ws-a"), limit=3, text="lint")).hits
        assert [h.id for h in found] == [points[1].id]  # its new words, with the close form
        assert index.query(PROFILE, IndexQuery(VectorFilter("ws-a"), limit=3, text="redis")).hits == []
        assert index.count(PROFILE) == len(points)  # the missing point was not created
        dense_after = index.query(PROFILE, IndexQuery(VectorFilter("ws-a"), limit=8, vector=vector)).hits
        assert [h.id for h in dense_after] == [h.id for h in dense_before]  # the dense vectors stayed
        assert [h.score for h in dense_after] == pytest.approx([h.score for h in dense_before], abs=1e-6)
        index.record_words(PROFILE, 1)
        assert index.words_version(PROFILE) == 1
        index.record_words(PROFILE, words.WORDS_VERSION)
        assert index.words_version(PROFILE) == words.WORDS_VERSION
    finally:
        index.close()


def test_close_forms_join_an_agent_noun_and_its_verb_on_both_sides():
    from openbrain.stores.vectors.words import close_forms, document_terms, query_terms

    assert close_forms("Which linter and formatter? The error tracker.").endswith(" format lint track")
    assert close_forms("errors, orders, users") == "errors, orders, users"  # too short to be a verb's noun
    lint = set(query_terms("lint")[0])
    assert lint <= set(document_terms("The linter runs in CI.")[0])
    assert set(query_terms("linter")[0]) & set(document_terms("We lint Python with ruff.")[0]) == lint
