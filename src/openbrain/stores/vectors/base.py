"""The vector index protocol. The index is derived data: it can always be rebuilt from the table.

Each point carries two vectors: the dense embedding of the memory's content (meaning) and a BM25 sparse vector of
its words (``vectors/words.py``). One ``query`` searches either side or both, fused in the engine.
"""

from collections.abc import Iterator, Sequence
from contextlib import AbstractContextManager
from dataclasses import dataclass, field
from datetime import datetime
from typing import Literal, Protocol, runtime_checkable
from uuid import UUID

from openbrain.stores.embedding.base import EmbeddingProfile


@dataclass(frozen=True)
class VectorPoint:
    """One live memory's vector with the payload recall filters on."""

    id: UUID
    vector: list[float]
    workspace_id: str
    agent_id: str
    type: str
    tags: list[str]
    project: str | None
    confidence: float
    created_at: datetime
    expires_at: datetime | None = None
    text: str = ""  # the content, for the words side (empty: the point has no sparse vector)


@dataclass(frozen=True)
class VectorFilter:
    """Payload conditions; every field that is set must hold. ``workspace_id`` is always required."""

    workspace_id: str
    project: str | None = None
    types: Sequence[str] = ()
    min_confidence: float | None = None
    agent_id: str | None = None
    tags: Sequence[str] = ()  # the memory must carry every one of these tags
    created_after: datetime | None = None  # inclusive
    created_before: datetime | None = None  # exclusive
    alive_at: datetime | None = None  # when set, points whose expires_at <= alive_at are excluded
    exclude_ids: Sequence[UUID] = field(default_factory=tuple)


@dataclass(frozen=True)
class VectorHit:
    id: UUID
    score: float


FusionMethod = Literal["rrf", "dbsf", "minmax"]


@dataclass(frozen=True)
class IndexQuery:
    """One search of the index: by meaning (``vector``), by words (``text``), or both fused in the engine.

    With both sides, each side keeps its best ``pool`` candidates under the same filter (two prefetches) and the
    engine fuses them: ``rrf`` (reciprocal rank fusion, ``weight / (rrf_k + rank)`` summed over the sides) or ``dbsf``
    (distribution-based score fusion: each side's scores normalised by their mean +- 3 standard deviations, then
    summed). ``minmax`` scales each side's list to [0, 1] by its best and worst candidate and sums them with the
    weights (``vectors/fusion.py``: the engine returns both lists in the same call, and its answer always carries
    them). ``weights`` are (dense, words), for ``rrf`` and ``minmax``. Word statistics (IDF) are always the
    workspace's own. ``sides`` also returns each side's own list (for ``explain`` and the evaluation), in the same
    engine call.
    """

    filter: VectorFilter
    limit: int
    vector: Sequence[float] | None = None
    text: str | None = None
    pool: int = 0  # candidates per side when both are searched (at least ``limit``)
    fusion: FusionMethod = "rrf"
    rrf_k: int = 60
    weights: tuple[float, float] = (1.0, 1.0)
    scale_depth: int = 0  # minmax: scale each side by its best and this many-th candidate (0: its whole list)
    sides: bool = False


@dataclass(frozen=True)
class IndexAnswer:
    """Hits best first; with ``IndexQuery.sides``, each side's own ranking too (``None`` for a side not searched)."""

    hits: list[VectorHit]
    dense: list[VectorHit] | None = None
    words: list[VectorHit] | None = None
    term_bests: tuple[float, ...] | None = None  # minmax: each query term's best score alone (0.0: no match)


@runtime_checkable
class VectorIndex(Protocol):
    """A vector store holding one collection per embedding profile, all workspaces in one collection."""

    def ensure_collection(self, profile: EmbeddingProfile) -> None:
        """Create the profile's collection and payload indexes if missing. Raises ``ConfigurationError``
        when a collection of that name exists with another dimension."""
        ...

    def upsert(self, profile: EmbeddingProfile, points: Sequence[VectorPoint]) -> None:
        """Insert or replace points. Raises ``Unavailable`` on store failure."""
        ...

    def delete(self, profile: EmbeddingProfile, ids: Sequence[UUID]) -> None:
        """Delete points by id; missing ids are ignored. Raises ``Unavailable`` on store failure."""
        ...

    def search(
        self, profile: EmbeddingProfile, vector: Sequence[float], flt: VectorFilter, limit: int
    ) -> list[VectorHit]:
        """Nearest points that satisfy the filter, best first (cosine similarity, higher is better)."""
        ...

    def query(self, profile: EmbeddingProfile, query: IndexQuery) -> IndexAnswer:
        """Points that satisfy the filter, ranked by meaning, words or both fused (see ``IndexQuery``), in one
        engine call. Raises ``Unavailable`` on store failure."""
        ...

    def iter_ids(self, profile: EmbeddingProfile, batch_size: int = 1000) -> Iterator[UUID]:
        """Every point id in the profile's collection (for the reconciler's orphan sweep)."""
        ...

    def bulk(self, profile: EmbeddingProfile) -> AbstractContextManager[None]:
        """A bulk load's writes: the embedded index holds its background optimizations meanwhile and builds its
        graph once at the end (blocking)."""
        ...

    def vectors(self, profile: EmbeddingProfile, ids: Sequence[UUID]) -> dict[UUID, list[float]]:
        """The dense vectors of those of ``ids`` that have a point (a backup's, restored without embedding).
        Raises ``Unavailable`` on store failure."""
        ...

    def drop_collection(self, profile: EmbeddingProfile) -> bool:
        """Delete the profile's collection; ``False`` when there was none. Raises ``Unavailable`` when the
        store fails or (embedded) another process holds the collection open."""
        ...

    def count(self, profile: EmbeddingProfile) -> int:
        """How many points the profile's collection holds (0 when it does not exist)."""
        ...

    def words_version(self, profile: EmbeddingProfile) -> int:
        """The ``WORDS_VERSION`` the collection's sparse vectors were made with (1 for a collection that does not
        say; the current one when there is no collection: it will be made with it)."""
        ...

    def rewrite_words(self, profile: EmbeddingProfile, texts: Sequence[tuple[UUID, str]]) -> None:
        """Replace the sparse vectors of these points by their texts' current ones; points that do not exist are
        left out (never created). Raises ``Unavailable`` on store failure."""
        ...

    def record_words(self, profile: EmbeddingProfile, version: int) -> None:
        """Record that every point's sparse vector is of ``version``. Raises ``Unavailable`` on store failure."""
        ...

    def close(self) -> None:
        """Flush and release files or connections."""
        ...
