"""The vector index protocol. The index is derived data: it can always be rebuilt from the table."""

from collections.abc import Iterator, Sequence
from dataclasses import dataclass, field
from datetime import datetime
from typing import Protocol, runtime_checkable
from uuid import UUID

from openbrain.embedding.base import EmbeddingProfile


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

    def iter_ids(self, profile: EmbeddingProfile, batch_size: int = 1000) -> Iterator[UUID]:
        """Every point id in the profile's collection (for the reconciler's orphan sweep)."""
        ...

    def drop_collection(self, profile: EmbeddingProfile) -> bool:
        """Delete the profile's collection; ``False`` when there was none. Raises ``Unavailable`` when the
        store fails or (embedded) another process holds the collection open."""
        ...

    def count(self, profile: EmbeddingProfile) -> int:
        """How many points the profile's collection holds (0 when it does not exist)."""
        ...

    def close(self) -> None:
        """Flush and release files or connections."""
        ...
