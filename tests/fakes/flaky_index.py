"""A real vector index that fails chosen operations on demand, the way a Qdrant under stress does: upserts
failing while searches still answer, deletes timing out, and so on.

    index = FlakyIndex(EdgeIndex(path))
    index.failing = {"upsert"}      # every upsert raises Unavailable until the set is emptied
    index.stalled = {"search"}      # every search waits until index.resume is set (a store that stops answering)
"""

import threading
from collections.abc import Iterator, Sequence
from contextlib import AbstractContextManager
from uuid import UUID

from openbrain.core.errors import Unavailable
from openbrain.stores.embedding.base import EmbeddingProfile
from openbrain.stores.vectors.base import IndexAnswer, IndexQuery, VectorFilter, VectorHit, VectorIndex, VectorPoint


class FlakyIndex:
    """Delegates to ``inner`` unless the operation's name is in ``failing``; counts the calls it failed."""

    def __init__(self, inner: VectorIndex) -> None:
        self.inner = inner
        self.failing: set[str] = set()
        self.failed: dict[str, int] = {}
        self.stalled: set[str] = set()
        self.resume = threading.Event()

    def _gate(self, operation: str) -> None:
        if operation in self.stalled and not self.resume.wait(timeout=60):
            raise Unavailable(f"The vector store did not {operation} within 60 s.")
        if operation in self.failing:
            self.failed[operation] = self.failed.get(operation, 0) + 1
            raise Unavailable(f"The vector store could not {operation} (it timed out). Memories are still stored.")

    def ensure_collection(self, profile: EmbeddingProfile) -> None:
        self._gate("ensure_collection")
        self.inner.ensure_collection(profile)

    def upsert(self, profile: EmbeddingProfile, points: Sequence[VectorPoint]) -> None:
        self._gate("upsert")
        self.inner.upsert(profile, points)

    def delete(self, profile: EmbeddingProfile, ids: Sequence[UUID]) -> None:
        self._gate("delete")
        self.inner.delete(profile, ids)

    def search(
        self, profile: EmbeddingProfile, vector: Sequence[float], flt: VectorFilter, limit: int
    ) -> list[VectorHit]:
        self._gate("search")
        return self.inner.search(profile, vector, flt, limit)

    def query(self, profile: EmbeddingProfile, query: IndexQuery) -> IndexAnswer:
        self._gate("search")  # every search, by meaning or words, fails together: the store is down
        return self.inner.query(profile, query)

    def iter_ids(self, profile: EmbeddingProfile, batch_size: int = 1000) -> Iterator[UUID]:
        self._gate("iter_ids")
        return self.inner.iter_ids(profile, batch_size)

    def bulk(self, profile: EmbeddingProfile) -> AbstractContextManager[None]:
        return self.inner.bulk(profile)

    def vectors(self, profile: EmbeddingProfile, ids: Sequence[UUID]) -> dict[UUID, list[float]]:
        self._gate("vectors")
        return self.inner.vectors(profile, ids)

    def drop_collection(self, profile: EmbeddingProfile) -> bool:
        self._gate("drop_collection")
        return self.inner.drop_collection(profile)

    def count(self, profile: EmbeddingProfile) -> int:
        self._gate("count")
        return self.inner.count(profile)

    def words_version(self, profile: EmbeddingProfile) -> int:
        return self.inner.words_version(profile)

    def rewrite_words(self, profile: EmbeddingProfile, texts: Sequence[tuple[UUID, str]]) -> None:
        self._gate("rewrite_words")
        self.inner.rewrite_words(profile, texts)

    def record_words(self, profile: EmbeddingProfile, version: int) -> None:
        self._gate("record_words")
        self.inner.record_words(profile, version)

    def close(self) -> None:
        self.inner.close()
