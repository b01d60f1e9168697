"""Which embedding profile the store's vectors belong to, so that vectors of two models are never mixed.

The table records the *active* profile (provider, model, dimension) in ``brain_meta``. A process whose
configured embedder has another profile does not embed at all: remember stores memories with their vector
pending, recall answers from words (``degraded``), and every answer and the health check say what to run
(``openbrain reindex``, which builds the configured profile's collection from the table and then makes it
the active one). The guard sits in front of the embedder, so every path that would produce a vector
(remember, recall, the reconciler, a health check) goes through it.

A store that has no record yet adopts the profile its rows were indexed with (``embedding_model``), or the
configured one when nothing was indexed.
"""

import logging
import threading
import time
from collections.abc import Callable, Sequence
from datetime import datetime
from typing import Any

from pydantic import BaseModel, Field

from openbrain.core.errors import Unavailable
from openbrain.stores.db.maintenance import MaintenanceRepository
from openbrain.stores.db.meta import MetaStore
from openbrain.stores.embedding.base import Embedder, EmbeddingProfile

log = logging.getLogger(__name__)

ACTIVE = "embedding.active"  # {provider, model, dimension, since}
PREVIOUS = "embedding.previous"  # the profile before the last switch, until its collection is dropped
REINDEX = "embedding.reindex"  # a reindex in progress: {target: profile, cursor: [created_at, id], done}

REFRESH_SECONDS = 15.0  # how stale this process's view of the active profile may get (another process switched)


def record(profile: EmbeddingProfile) -> dict[str, Any]:
    return {"provider": profile.provider, "model": profile.model, "dimension": profile.dimension}


def from_record(value: dict[str, Any]) -> EmbeddingProfile:
    return EmbeddingProfile(
        provider=str(value["provider"]), model=str(value["model"]), dimension=int(value["dimension"])
    )


def from_key(key: str) -> EmbeddingProfile:
    """Parse ``EmbeddingProfile.key`` (``provider:model:dimension``; the model name may hold colons)."""
    provider, _, rest = key.partition(":")
    model, _, dimension = rest.rpartition(":")
    return EmbeddingProfile(provider=provider, model=model, dimension=int(dimension))


def describe(profile: EmbeddingProfile) -> str:
    return f"{profile.model} ({profile.provider}, {profile.dimension} dimensions)"


class ReindexProgress(BaseModel):
    target: str = Field(description="Profile key the new collection is built for.")
    done: int = Field(description="Live memories embedded into it so far.")
    total: int = Field(description="Live memories in the store now.")


class ProfileStatus(BaseModel):
    """The embedding profiles of the store and of this process."""

    configured: str = Field(description="Profile key of this process's embedder (provider:model:dimension).")
    active: str | None = Field(description="Profile key the stored vectors belong to (null: not recorded yet).")
    previous: str | None = Field(default=None, description="Profile before the last switch, until it is dropped.")
    reindex: ReindexProgress | None = Field(default=None, description="A reindex in progress.")
    problem: str | None = Field(default=None, description="Why search by meaning is off here, and what to run.")


class ActiveProfile:
    """This process's cached view of the active profile, checked against the configured embedder.

    Args:
        refresh_seconds: how long a view is trusted before it is read again (another process may switch).
    """

    def __init__(
        self,
        meta: MetaStore,
        maintenance: MaintenanceRepository,
        configured: EmbeddingProfile,
        *,
        refresh_seconds: float = REFRESH_SECONDS,
        monotonic: Callable[[], float] = time.monotonic,
    ) -> None:
        self.meta = meta
        self.maintenance = maintenance
        self.configured = configured
        self.refresh_seconds = refresh_seconds
        self._monotonic = monotonic
        self._lock = threading.Lock()
        self._active: EmbeddingProfile | None = None
        self._switched_at: datetime | None = None
        self._checked_at: float | None = None

    def problem(self) -> str | None:
        """Why this process must not embed (another profile is active), or ``None``.

        Raises:
            Unavailable: the database cannot say which profile is active.
        """
        active = self.active()
        if active == self.configured:
            return None
        return mismatch_message(active, self.configured)

    def known_problem(self) -> str | None:
        """``problem`` as of this process's last view, without asking the database (``None`` before the first
        look): for health checks, which must not turn a database outage into a vector or embedder failure."""
        with self._lock:
            active = self._active
        if active is None or active == self.configured:
            return None
        return mismatch_message(active, self.configured)

    def active(self) -> EmbeddingProfile:
        with self._lock:
            fresh = self._checked_at is not None and self._monotonic() - self._checked_at < self.refresh_seconds
            if fresh and self._active is not None:
                return self._active
        return self.refresh()

    @property
    def switched_at(self) -> datetime | None:
        """When the active profile was last switched by a reindex (as of the last refresh)."""
        return self._switched_at

    def refresh(self) -> EmbeddingProfile:
        """Read the active profile again (adopting one when the store has none recorded)."""
        value = self.meta.get(ACTIVE) or self._adopt()
        active = from_record(value)
        switched = value.get("switched_at")
        with self._lock:
            before, self._active = self._active, active
            self._switched_at = datetime.fromisoformat(switched) if isinstance(switched, str) else None
            self._checked_at = self._monotonic()
        if before is not None and before != active:
            log.warning("The active embedding profile is now %s", describe(active))
        if active != self.configured and before != active:  # once per change, not on every refresh
            log.warning("%s", mismatch_message(active, self.configured))
        return active

    def _adopt(self) -> dict[str, Any]:
        """Record the profile the stored vectors were made with; the configured one for a store without any."""
        models = self.maintenance.indexed_models()
        if models and self.configured.key not in models:
            key = max(models, key=lambda k: models[k])
            try:
                profile = from_key(key)
            except ValueError:
                log.warning("Ignoring an unreadable embedding profile %r in the table", key)
                profile = self.configured
        else:
            profile = self.configured
        return self.meta.setdefault(ACTIVE, record(profile))


def mismatch_message(active: EmbeddingProfile, configured: EmbeddingProfile) -> str:
    return (
        f"The stored vectors were made by the embedding model {describe(active)}, but this OpenBrain is configured "
        f"for {describe(configured)}; search by meaning is off so the two are never mixed. Run `openbrain reindex` "
        f"to build the index for {configured.model} from the stored memories, or configure {active.model} again."
    )


class GuardedEmbedder:
    """The configured embedder, refusing (``Unavailable``) while another embedding profile is active."""

    def __init__(self, inner: Embedder, active: ActiveProfile) -> None:
        self.inner = inner
        self.guard = active

    @property
    def profile(self) -> EmbeddingProfile:
        return self.inner.profile

    def embed_documents(self, texts: Sequence[str]) -> list[list[float]]:
        self._check()
        return self.inner.embed_documents(texts)

    def embed_query(self, text: str) -> list[float]:
        self._check()
        return self.inner.embed_query(text)

    def close(self) -> None:
        self.inner.close()

    def __getattr__(self, name: str) -> Any:  # provider specifics (batch_size, ...) stay reachable
        return getattr(self.inner, name)

    def _check(self) -> None:
        problem = self.guard.problem()
        if problem is not None:
            raise Unavailable(problem)
