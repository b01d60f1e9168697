"""Build a store of N memories through OpenBrain's own stages, and open it the way the server does.

``BrainService`` has no bulk path, so the bulk load uses the stages it is made of, in batches: ORM rows
inserted through the repository's ``Database`` (one transaction per batch; the SQLite FTS triggers and the
tag rows included), then ``VectorIndex.upsert`` with the cached vectors, then, for Qdrant Edge, an explicit
``EdgeIndex.optimize()`` so that search is measured on the built HNSW index. Single writes go through
``BrainService.remember`` and are measured separately.
"""

import shutil
import time
import uuid
from collections.abc import Iterator, Sequence
from contextlib import contextmanager
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import numpy as np
from sqlalchemy import text
from sqlalchemy.engine import make_url

from bench import corpus
from openbrain.core.config import Settings
from openbrain.engine.checks import sha256 as _sha256
from openbrain.engine.indexing import index_point
from openbrain.engine.service import BrainService
from openbrain.stores.db.engine import Database
from openbrain.stores.db.maintenance import add_rows
from openbrain.stores.db.repository import MemoryRepository
from openbrain.stores.db.tables import MemoryRow
from openbrain.stores.embedding.base import Embedder, EmbeddingProfile
from openbrain.stores.vectors.base import VectorIndex
from openbrain.stores.vectors.factory import create_index

BACKENDS = ("embedded", "mariadb")
DEFAULT_MARIADB_URL = "mysql+pymysql://root@127.0.0.1:3306/ob_bench?charset=utf8mb4"


def store_settings(backend: str, data_dir: Path, mariadb_url: str = DEFAULT_MARIADB_URL) -> Settings:
    """The settings of a bench store: the embedded default, or MariaDB + qdrant-client (local mode on disk)."""
    common: dict[str, Any] = {
        "data_dir": data_dir,
        "workspace": corpus.WORKSPACES[0][0],
        "agent_id": "bench-agent",
        "reconcile_interval": 0,
        "log_level": "WARNING",
    }
    if backend == "embedded":
        return Settings(**common)
    if backend == "mariadb":
        return Settings(**common, db={"url": mariadb_url}, vectors={"backend": "qdrant", "path": data_dir / "qdrant"})
    raise ValueError(f"unknown backend {backend!r}: use one of {', '.join(BACKENDS)}")


def _server(url: str) -> Any:
    """A pymysql connection to the server of ``url``, outside any database."""
    import pymysql

    parsed = make_url(url)
    return pymysql.connect(
        host=parsed.host or "127.0.0.1", port=parsed.port or 3306, user=parsed.username, password=parsed.password or ""
    )


def mariadb_version(url: str) -> str:
    conn = _server(url)
    with conn.cursor() as cursor:
        cursor.execute("SELECT VERSION()")
        (found,) = cursor.fetchone()
    conn.close()
    return str(found)


def reset_mariadb(url: str) -> None:
    """Drop and create the bench database (the bench owns it: ``ob_bench`` by default)."""
    parsed = make_url(url)
    assert parsed.database, "the MariaDB URL must name the bench database"
    conn = _server(url)
    with conn.cursor() as cursor:
        cursor.execute(f"DROP DATABASE IF EXISTS `{parsed.database}`")
        cursor.execute(f"CREATE DATABASE `{parsed.database}` CHARACTER SET utf8mb4 COLLATE utf8mb4_bin")
    conn.close()


def seed_model_cache(settings: Settings, cache_dir: Path) -> None:
    """Copy the ONNX graph built for the vector cache into the store, so no start of it builds the graph."""
    source = cache_dir / "models" / "onnx"
    if source.is_dir():
        shutil.copytree(source, settings.data_dir / "models" / "onnx", dirs_exist_ok=True)


@dataclass
class LoadReport:
    """How long the bulk load took, stage by stage (seconds)."""

    memories: int = 0
    rows: int = 0  # memories plus superseded first versions
    vectors: int = 0
    sql_seconds: float = 0.0
    index_seconds: float = 0.0
    optimize_seconds: float = 0.0
    index_stats: dict[str, int] = field(default_factory=dict)

    @property
    def rows_per_second(self) -> float:
        return self.memories / max(1e-9, self.sql_seconds + self.index_seconds)


def _rows(memory: corpus.Memory, profile: EmbeddingProfile, loaded_at: Any) -> list[MemoryRow]:
    """The table rows of one corpus memory: its live (or forgotten) row, and a superseded first version."""
    content_hash = _sha256(memory.content)
    dedupe_key = _sha256("\x1f".join([memory.project or "", memory.type, content_hash]))
    row = MemoryRow(
        id=memory.id,
        workspace_id=memory.workspace_id,
        agent_id=memory.agent_id,
        type=memory.type,
        content=memory.content,
        tags=memory.tags,
        project=memory.project,
        confidence=memory.confidence,
        version=memory.version,
        content_hash=content_hash,
        dedupe_key=None if memory.forgotten else dedupe_key,
        expires_at=memory.expires_at,
        access_count=0,
        created_at=memory.created_at,
        updated_at=memory.created_at,
        indexed_at=None if memory.forgotten else loaded_at,
        embedding_model=None if memory.forgotten else profile.key,
    )
    if memory.forgotten:
        row.deleted_at, row.deleted_reason, row.deleted_by = memory.created_at, "outdated", memory.agent_id
    rows = [row]
    if memory.previous_content is not None:
        first = uuid.uuid5(memory.id, "v1")
        row.supersedes_id = first
        rows.insert(
            0,
            MemoryRow(
                id=first,
                workspace_id=memory.workspace_id,
                agent_id=memory.agent_id,
                type=memory.type,
                content=memory.previous_content,
                tags=memory.tags,
                project=memory.project,
                confidence=memory.confidence,
                version=1,
                content_hash=_sha256(memory.previous_content),
                dedupe_key=None,
                access_count=0,
                created_at=memory.created_at,
                updated_at=memory.created_at,
                deleted_at=memory.created_at,
                deleted_reason=f"superseded by {memory.id}",
                deleted_by=memory.agent_id,
            ),
        )
    return rows


def bulk_load(
    repository: MemoryRepository,
    index: VectorIndex,
    profile: EmbeddingProfile,
    memories: Sequence[corpus.Memory],
    vectors: np.ndarray,
    *,
    sql_batch: int = 1000,
    index_batch: int = 500,
) -> LoadReport:
    """Insert the memories' rows and upsert the vectors of the live ones, timing each stage."""
    report = LoadReport(memories=len(memories))
    loaded_at = corpus.EPOCH
    index.ensure_collection(profile)
    for start in range(0, len(memories), sql_batch):
        batch = memories[start : start + sql_batch]
        rows = [row for memory in batch for row in _rows(memory, profile, loaded_at)]
        rows_of = {row.id: row for row in rows}
        began = time.perf_counter()
        with repository.db.writing() as session:
            add_rows(session, rows)
        report.sql_seconds += time.perf_counter() - began
        report.rows += len(rows)
        live = [(rows_of[m.id], vectors[start + n]) for n, m in enumerate(batch) if not m.forgotten]
        for offset in range(0, len(live), index_batch):
            points = [index_point(row, v.tolist()) for row, v in live[offset : offset + index_batch]]
            began = time.perf_counter()
            index.upsert(profile, points)
            report.index_seconds += time.perf_counter() - began
            report.vectors += len(points)
    return report


def optimize(index: VectorIndex, profile: EmbeddingProfile, report: LoadReport) -> None:
    """Build Qdrant Edge's HNSW index now (in its child process) so that search is measured on it."""
    from openbrain.stores.vectors.edge import EdgeIndex

    if isinstance(index, EdgeIndex):
        began = time.perf_counter()
        index.optimize(profile)
        report.optimize_seconds = time.perf_counter() - began
        stats = index.stats(profile)
        if stats is not None:
            report.index_stats = {
                "points": stats.points,
                "indexed_vectors": stats.indexed_vectors,
                "segments": stats.segments,
            }


def open_index(settings: Settings, *, optimize_threshold: int | None = -1) -> VectorIndex:
    """The index the server would open; ``optimize_threshold`` (Edge only) overrides its default when not -1."""
    if settings.vectors.backend == "edge" and optimize_threshold != -1:
        from openbrain.stores.vectors.edge import EdgeIndex

        return EdgeIndex(settings.vectors_path, optimize_threshold=optimize_threshold)
    return create_index(settings)


@contextmanager
def opened(
    settings: Settings, embedder: Embedder, *, migrate: bool = True, **index_options: Any
) -> Iterator[BrainService]:
    """A ``BrainService`` on the store (closed afterwards; the embedder is the caller's)."""
    database = Database.from_settings(settings)
    if migrate:
        database.upgrade()
    index = open_index(settings, **index_options)
    service = BrainService(MemoryRepository(database), index, embedder, settings)
    try:
        yield service
    finally:
        service.close()
        index.close()
        database.dispose()


def _allocated(path: Path) -> int:
    """Bytes allocated on disk under ``path`` (Qdrant Edge preallocates sparse files: their apparent size is
    much larger than what they use)."""
    if path.is_file():
        return path.stat().st_blocks * 512
    return sum(p.stat().st_blocks * 512 for p in path.rglob("*") if p.is_file()) if path.exists() else 0


def disk_bytes(settings: Settings) -> dict[str, int]:
    """Bytes on disk: the SQLite file (with WAL) or the MariaDB database folder, and the vector index folder."""
    sizes: dict[str, int] = {}
    vectors = settings.vectors_path if settings.vectors.backend == "edge" else Path(str(settings.vectors.path))
    sizes["vectors"] = _allocated(vectors)
    url = settings.database_url
    if url.startswith("sqlite"):
        base = settings.data_dir / "openbrain.db"
        sizes["database"] = sum(_allocated(p) for p in base.parent.glob(base.name + "*"))
        return sizes
    database = Database(url)
    with database.reading() as session:
        datadir, name = session.execute(text("SELECT @@datadir, DATABASE()")).one()
        folder = Path(datadir) / name
        if folder.is_dir():  # the server runs on this machine: its files, FULLTEXT tables included
            sizes["database"] = _allocated(folder)
        else:
            sizes["database"] = int(
                session.execute(
                    text(
                        "SELECT COALESCE(SUM(data_length + index_length), 0) FROM information_schema.TABLES "
                        "WHERE table_schema = DATABASE()"
                    )
                ).scalar_one()
            )
    database.dispose()
    return sizes
