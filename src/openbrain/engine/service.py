"""BrainService: the facade over the pipelines, and the only place where they meet.

Entry points (MCP tools, REST, the CLI, hooks) call its methods; each one hands the work to its room: remember.py,
recall.py, context.py, capture.py, browse.py, forget.py, indexing.py (the reconciler) and lifecycle.py (the
operator's operations). The pipelines read the stores through this object at every call (``stages.Stages``).
"""

import logging
import uuid
from collections.abc import Callable
from datetime import datetime

from openbrain.core.config import Settings
from openbrain.core.models import (
    Caller,
    CaptureRequest,
    CaptureResult,
    ContextPack,
    ContextRequest,
    Elsewhere,
    ForgetResult,
    HandoffRequest,
    ListRequest,
    ListResult,
    MemoryHistory,
    MemoryType,
    MemoryView,
    Projects,
    PromptContext,
    PromptContextRequest,
    RecallRequest,
    RecallResult,
    ReconcileReport,
    RememberRequest,
    RememberResult,
    Stats,
)
from openbrain.core.reports import DropReport, PurgeReport, ReindexReport
from openbrain.engine import backup
from openbrain.engine.access import AccessCounts
from openbrain.engine.browse import Browser
from openbrain.engine.capture import run_capture
from openbrain.engine.context import FirstPrompts, build_context, build_prompt_context
from openbrain.engine.forget import Forgetter
from openbrain.engine.indexing import Indexer
from openbrain.engine.lifecycle import Lifecycle
from openbrain.engine.profiles import ActiveProfile, GuardedEmbedder, ProfileStatus
from openbrain.engine.recall import Recaller
from openbrain.engine.remember import Rememberer
from openbrain.stores.db.maintenance import MaintenanceRepository
from openbrain.stores.db.meta import MetaStore
from openbrain.stores.db.repository import MemoryRepository
from openbrain.stores.db.tables import utcnow
from openbrain.stores.embedding.base import Embedder, EmbeddingProfile
from openbrain.stores.vectors.base import VectorIndex

log = logging.getLogger(__name__)


class BrainService:
    """remember, recall, forget, list and reconcile, for one caller at a time."""

    def __init__(
        self,
        repository: MemoryRepository,
        index: VectorIndex,
        embedder: Embedder,
        settings: Settings,
        *,
        clock: Callable[[], datetime] = utcnow,
    ) -> None:
        self.repository = repository
        self.index = index
        self.maintenance = MaintenanceRepository(repository.db)
        self.meta = MetaStore(repository.db)
        # Only the store's active embedding profile may embed, so two models' vectors never mix (profiles.py).
        inner = embedder.inner if isinstance(embedder, GuardedEmbedder) else embedder
        self.profiles = ActiveProfile(self.meta, self.maintenance, inner.profile)
        self.embedder: Embedder = GuardedEmbedder(inner, self.profiles)
        self.settings = settings
        self.clock = clock
        self.limits = settings.limits
        self.indexer = Indexer(self)
        self.browser = Browser(self)
        self.rememberer = Rememberer(self, self.indexer, self.browser)
        self.forgetter = Forgetter(self, self.indexer)
        self.recaller = Recaller(self)
        self.first_prompts = FirstPrompts()  # the sessions whose pack came with a prompt (context.py)
        self.lifecycle = Lifecycle(self, self.indexer)
        # Access counts are bumped off the recall path, gathered and written by one background thread.
        self.access = AccessCounts(lambda counts, at: self.repository.touch(counts, at=at))

    @property
    def profile(self) -> EmbeddingProfile:
        return self.embedder.profile

    def warm_up(self) -> None:
        """Load the embedding model now, so that the first recall does not wait for it (failures are logged)."""
        self.indexer.warm_up()

    def start(self) -> ReconcileReport | None:
        """Make sure the collection exists, then converge the index on the table (failures are logged)."""
        return self.indexer.start()

    def close(self) -> None:
        self.access.close()

    def flush(self) -> None:
        """Wait until background bookkeeping (access counts) is written."""
        self.access.flush()

    # -- remember (remember.py) ---------------------------------------------------------------------------

    def remember(
        self,
        caller: Caller,
        request: RememberRequest | dict,
        request_key: str | None = None,
        internal_tags: list[str] | None = None,
    ) -> RememberResult:
        """Store a memory (or find its exact duplicate); supersede an older one if asked.

        ``request_key``: set by a process forwarding this call to the owner of the data; recorded with the write,
        so that the same call sent again (the owner died before answering) answers as the first did.
        ``internal_tags``: OpenBrain's own bookkeeping tags (``ob:``), which a request's tags may not carry.
        """
        return self.rememberer.remember(caller, request, request_key, internal_tags)

    def stored_as(self, caller: Caller, content: str, type: MemoryType, project: str | None) -> MemoryView | None:
        """The live memory that remembering this content would answer as its exact duplicate; nothing is written."""
        row = self.rememberer.stored_as(caller, content, type, project)
        return None if row is None else MemoryView.from_row(row)

    def handoff(self, caller: Caller, request: HandoffRequest | dict) -> RememberResult:
        """Store a session's handoff note: the next session's context pack for the project starts with it."""
        return self.rememberer.handoff(caller, request)

    def promote(self, caller: Caller, memory_id: uuid.UUID | str, type: MemoryType | None = None) -> RememberResult:
        """Keep an auto-captured memory for good: a new version without expiry or the ``auto-captured`` tag."""
        return self.rememberer.promote(caller, memory_id, type)

    # -- recall and what reaches agents (recall.py, context.py, capture.py) -------------------------------

    def recall(self, caller: Caller, request: RecallRequest | dict) -> RecallResult:
        """Live memories ranked by meaning and words, in the tier the request asks for (the pipeline: recall.py)."""
        return self.recaller.answer(caller, request, self.access.add)

    def context(self, caller: Caller, request: ContextRequest | dict, for_hook: bool = False) -> ContextPack:
        """The context pack for a task within a token budget; ``for_hook`` leaves out suspicious memories."""
        return build_context(self, caller, request, for_hook=for_hook)

    def prompt_context(self, caller: Caller, request: PromptContextRequest | dict) -> PromptContext:
        """What to inject for one prompt: memories relevant enough, within a budget, quoted (context.py)."""
        return build_prompt_context(self, caller, request)

    def prompt_unread(self, caller: Caller, session_id: str) -> None:
        """The answer to a session's first prompt (``session_pack``) never reached its caller, which timed out or went
        away: the session's next prompt brings the pack instead."""
        self.first_prompts.forget(caller.workspace_id, session_id)

    def capture(self, caller: Caller, request: CaptureRequest | dict) -> CaptureResult:
        """Learn from a turn or a transcript: the capture rules' statements, and the session's handoff note when
        it is compacted or ends (capture.py)."""
        return run_capture(self, caller, request)

    # -- forget and read (forget.py, browse.py) -----------------------------------------------------------

    def forget(
        self, caller: Caller, memory_id: uuid.UUID | str, reason: str, request_key: str | None = None
    ) -> ForgetResult:
        """Soft-delete one memory of the caller's workspace and remove its vector (``request_key``: as remember's)."""
        return self.forgetter.forget(caller, memory_id, reason, request_key)

    def trust(self, caller: Caller, memory_id: uuid.UUID | str) -> MemoryView:
        """Clear a memory's suspicious flag (the operator's command line only)."""
        return self.forgetter.trust(caller, memory_id)

    def get(self, caller: Caller, memory_id: uuid.UUID | str) -> MemoryView:
        """One memory of the caller's workspace, live or not."""
        return self.browser.get(caller, memory_id)

    def resolve_id(self, caller: Caller, value: uuid.UUID | str) -> uuid.UUID:
        """A full id, or the caller's only memory whose id starts with ``value``; an ambiguous prefix names ids."""
        return self.browser.resolve_id(caller, value)

    def history(self, caller: Caller, memory_id: uuid.UUID | str) -> MemoryHistory:
        """One memory of the caller's workspace with its supersession chain (older and newer versions)."""
        return self.browser.history(caller, memory_id)

    def list_memories(self, caller: Caller, request: ListRequest | dict, *, explain: bool = True) -> ListResult:
        """Browse memories newest first, by metadata only (no embedding call)."""
        return self.browser.list_memories(caller, request, explain=explain)

    def most_used(self, caller: Caller, project: str | None = None, limit: int = 100) -> list[MemoryView]:
        """The live memories of the caller's workspace (of ``project``) that recall returned most often."""
        return self.browser.most_used(caller, project, limit)

    def elsewhere(self, caller: Caller) -> Elsewhere:
        """How many other workspaces of this store hold live memories, and how many (counts only)."""
        return self.browser.elsewhere(caller)

    def stats(self, caller: Caller, days: int = 30) -> Stats:
        """Counts of the caller's workspace, and memories written per day over the last ``days`` days."""
        return self.browser.stats(caller, days)

    def projects(self, caller: Caller) -> Projects:
        """The caller's projects and most used tags, with counts: what a filter can name."""
        return self.browser.projects(caller)

    # -- the index and the operator's operations (indexing.py, lifecycle.py; never MCP tools) -------------

    def reconcile(self, *, full: bool = False, batch_size: int | None = None) -> ReconcileReport:
        """Converge the vector index on the table (``full`` also sweeps the whole index for orphans)."""
        return self.indexer.reconcile(full=full, batch_size=batch_size)

    def profile_status(self) -> ProfileStatus:
        """The store's active embedding profile, this process's, and a reindex in progress."""
        return self.lifecycle.profile_status()

    def reindex(
        self,
        batch_size: int | None = None,
        max_batches: int | None = None,
        switch: bool = True,
        rebuild: bool = False,
    ) -> ReindexReport:
        """Build the configured embedding profile's collection from the table, then make it the active one."""
        return self.lifecycle.reindex(batch_size, max_batches, switch, rebuild)

    def drop_old_profiles(self) -> DropReport:
        """Remove the vector collections of the profiles used before the last switches."""
        return self.lifecycle.drop_old_profiles()

    def purge(
        self,
        workspace_id: str,
        reason: str,
        by: str,
        ids: list[uuid.UUID] | None = None,
        agent_id: str | None = None,
    ) -> PurgeReport:
        """Erase the content, tags and vectors of chosen memories, leaving a tombstone with who, when and why."""
        return self.lifecycle.purge(workspace_id, reason, by, ids, agent_id)

    def export_memories(self, path: str, workspace_id: str | None = None, vectors: bool = False) -> backup.ExportReport:
        """Write every memory of one workspace (or of all, ``None``) to a versioned JSONL file at ``path`` (with
        ``vectors``, their dense vectors too)."""
        return self.lifecycle.export_memories(path, workspace_id, vectors=vectors)

    def import_memories(self, path: str, progress: Callable[[int, int], None] | None = None) -> backup.ImportReport:
        """Store the memories of an export file under their own ids; vectors of this store's profile in the file
        are indexed at once, the reconciler builds the others."""
        return self.lifecycle.import_memories(path, progress)
