"""The embedder protocol, and the base class that gives every provider batching, retries and vector checks."""

import logging
import re
from abc import ABC, abstractmethod
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Protocol, runtime_checkable

import numpy as np
from tenacity import RetryCallState, Retrying, retry_if_exception_type, stop_after_attempt, wait_exponential

from openbrain.core.errors import Unavailable

logger = logging.getLogger(__name__)


@dataclass(frozen=True)
class EmbeddingProfile:
    """Which model made a vector and how long it is. One vector collection belongs to one profile."""

    provider: str
    model: str
    dimension: int

    @property
    def collection_name(self) -> str:
        """The vector collection for this profile, e.g. ``openbrain_nomic-embed-text_768_v2``.

        ``_v2`` is the layout: a named dense vector and a BM25 sparse vector per point. Collections of the first
        layout (``legacy_collection_name``: one unnamed dense vector) are upgraded from at start-up.
        """
        return f"{self.legacy_collection_name}_v2"

    @property
    def legacy_collection_name(self) -> str:
        """The collection of the first layout (dense vectors only), before words moved into the index."""
        slug = re.sub(r"[^a-z0-9]+", "-", self.model.lower()).strip("-")
        return f"openbrain_{slug}_{self.dimension}"

    def legacy(self) -> "EmbeddingProfile":
        """The same profile, naming the collection of the first layout (for removing it after the upgrade)."""
        return _LegacyProfile(self.provider, self.model, self.dimension)

    @property
    def key(self) -> str:
        """A short stable name stored with each row (``embedding_model``)."""
        return f"{self.provider}:{self.model}:{self.dimension}"


@dataclass(frozen=True)
class _LegacyProfile(EmbeddingProfile):
    @property
    def collection_name(self) -> str:
        return self.legacy_collection_name


@runtime_checkable
class Embedder(Protocol):
    """Turns texts into unit-length vectors. Documents and queries may be embedded differently (prefixes)."""

    @property
    def profile(self) -> EmbeddingProfile: ...

    def embed_documents(self, texts: Sequence[str]) -> list[list[float]]:
        """Embed texts to be stored. Raises ``Unavailable`` when the model cannot answer."""
        ...

    def embed_query(self, text: str) -> list[float]:
        """Embed a search query. Raises ``Unavailable`` when the model cannot answer."""
        ...

    def close(self) -> None:
        """Release sessions and connections."""
        ...


class TransientError(Unavailable):
    """An embedding attempt failed in a way that retrying may fix (connection refused, timeout, HTTP 5xx)."""


class BatchingEmbedder(ABC):
    """What every provider shares: batching, document/query prefixes, retries with backoff, vector checks.

    A provider implements only ``_embed_batch``; it raises ``TransientError`` for failures worth retrying and
    ``Unavailable`` for the rest.
    """

    sort_by_length = False  # True for models that pad a batch to its longest text

    def __init__(
        self,
        profile: EmbeddingProfile,
        *,
        batch_size: int = 32,
        retries: int = 3,
        backoff: float = 0.5,
        document_prefix: str = "",
        query_prefix: str = "",
    ) -> None:
        if batch_size < 1 or retries < 1 or backoff < 0:
            raise ValueError("batch_size and retries must be >= 1 and backoff >= 0")
        self._profile = profile
        self.batch_size = batch_size
        self.retries = retries
        self.backoff = backoff
        self.document_prefix = document_prefix
        self.query_prefix = query_prefix

    @property
    def profile(self) -> EmbeddingProfile:
        return self._profile

    def embed_documents(self, texts: Sequence[str]) -> list[list[float]]:
        """Embed texts to be stored, ``batch_size`` texts per model call."""
        if isinstance(texts, str):
            raise TypeError("embed_documents takes a list of texts, not one string")
        return self._embed([self.document_prefix + text for text in texts])

    def embed_query(self, text: str) -> list[float]:
        """Embed a search query."""
        return self._embed([self.query_prefix + text])[0]

    def close(self) -> None:
        """Release sessions and connections (nothing to release by default)."""
        return None

    @abstractmethod
    def _embed_batch(self, texts: list[str]) -> list[list[float]] | np.ndarray:
        """Embed one batch of already-prefixed texts; one vector per text, in order."""

    def _embed(self, texts: list[str]) -> list[list[float]]:
        # Batching texts of similar length wastes less work on padding where a batch is padded to its longest.
        order: Sequence[int] = range(len(texts))
        if self.sort_by_length:
            order = sorted(order, key=lambda i: len(texts[i]))
        vectors: list[list[float]] = [[] for _ in texts]
        for start in range(0, len(texts), self.batch_size):
            indexes = order[start : start + self.batch_size]
            batch = [texts[i] for i in indexes]
            for i, vector in zip(indexes, self._checked(batch, self._call_with_retries(batch)), strict=True):
                vectors[i] = vector
        return vectors

    def _call_with_retries(self, batch: list[str]) -> list[list[float]] | np.ndarray:
        retrying = Retrying(
            stop=stop_after_attempt(self.retries),
            wait=wait_exponential(multiplier=self.backoff, max=self.backoff * 16),
            retry=retry_if_exception_type(TransientError),
            before_sleep=self._log_retry,
            reraise=True,
        )
        return retrying(self._embed_batch, batch)

    def _log_retry(self, state: RetryCallState) -> None:
        error = state.outcome.exception() if state.outcome else None
        logger.warning("Embedding attempt %d of %d failed (%s); retrying", state.attempt_number, self.retries, error)

    def _checked(self, batch: list[str], raw: list[list[float]] | np.ndarray) -> list[list[float]]:
        """Check the count and length of the vectors and scale them to unit length."""
        if len(raw) != len(batch):
            raise Unavailable(
                f"The embedding model {self.profile.model} returned {len(raw)} vectors for {len(batch)} texts; "
                "retry, and check the embedding server's logs if it persists."
            )
        wrong = sorted({len(vector) for vector in raw} - {self.profile.dimension})
        if wrong:
            raise Unavailable(
                f"The embedding model {self.profile.model} returned vectors of length {wrong[0]}, expected "
                f"{self.profile.dimension}. Set OPENBRAIN_EMBEDDING__DIMENSION to the model's length (or choose the "
                "model the index was built with) and run `openbrain reindex`."
            )
        matrix = np.asarray(raw, dtype=np.float32).reshape(len(batch), self.profile.dimension)
        if not np.isfinite(matrix).all():
            raise Unavailable(
                f"The embedding model {self.profile.model} returned vectors with non-finite values; "
                "check the model or the embedding server."
            )
        norms = np.linalg.norm(matrix, axis=1, keepdims=True)
        return (matrix / np.maximum(norms, 1e-12)).tolist()
