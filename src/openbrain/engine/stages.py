"""What the pipelines work with: the parts ``BrainService`` holds, read at every call (tests swap a part, and the
pipelines see the new one)."""

from collections.abc import Callable
from datetime import datetime
from typing import Protocol

from openbrain.core.config import LimitSettings, Settings
from openbrain.core.models import ReconcileReport
from openbrain.engine.profiles import ActiveProfile
from openbrain.stores.db.maintenance import MaintenanceRepository
from openbrain.stores.db.meta import MetaStore
from openbrain.stores.db.repository import MemoryRepository
from openbrain.stores.embedding.base import Embedder, EmbeddingProfile
from openbrain.stores.vectors.base import VectorIndex


class Stages(Protocol):
    repository: MemoryRepository
    index: VectorIndex
    embedder: Embedder
    maintenance: MaintenanceRepository
    meta: MetaStore
    profiles: ActiveProfile
    settings: Settings
    limits: LimitSettings
    clock: Callable[[], datetime]

    @property
    def profile(self) -> EmbeddingProfile: ...

    def reconcile(self, *, full: bool = False, batch_size: int | None = None) -> ReconcileReport: ...
