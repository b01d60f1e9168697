"""BrainService: the one place where validation, embedding, the table and the vector index meet.

The table is the source of truth. Vectors are derived: when the embedder or the vector store fails, a memory
is still committed (``indexed_at`` NULL) and the reconciler completes the work later.
"""

import hashlib
import logging
import math
import unicodedata
import uuid
from collections.abc import Callable
from concurrent.futures import ThreadPoolExecutor
from datetime import UTC, datetime, timedelta
from pathlib import Path
from typing import Any

from pydantic import BaseModel

from openbrain.core.config import Settings
from openbrain.core.errors import Conflict, InvalidInput, NotFound, PermissionDenied, Unavailable
from openbrain.core.facts import new_specifics
from openbrain.core.models import (
    INTERNAL_TAG_PREFIX,
    TRUSTED_TAG,
    Caller,
    CaptureRequest,
    CaptureResult,
    ContextPack,
    ContextRequest,
    DayCount,
    Elsewhere,
    ForgetResult,
    HandoffRequest,
    ListRequest,
    ListResult,
    MemoryHistory,
    MemoryType,
    MemoryView,
    PromptContext,
    PromptContextRequest,
    RecallFilter,
    RecallMode,
    RecallRequest,
    RecallResult,
    ReconcileReport,
    RememberRequest,
    RememberResult,
    Stats,
    check_name,
    parse,
)
from openbrain.core.reports import DropReport, PurgeReport, ReindexReport
from openbrain.core.security import find_secrets, injection_reason, redact
from openbrain.engine import backup
from openbrain.engine.capture import handoff_text, run_capture
from openbrain.engine.context import AUTO_TAG, HANDOFF_TAG, HANDOFF_TTL_SECONDS, build_context, build_prompt_context
from openbrain.engine.profiles import (
    ACTIVE,
    PREVIOUS,
    REINDEX,
    ActiveProfile,
    GuardedEmbedder,
    ProfileStatus,
    ReindexProgress,
    describe,
    from_record,
    record,
)
from openbrain.engine.recall import Plan, Recaller
from openbrain.stores.db.maintenance import MaintenanceRepository
from openbrain.stores.db.meta import MetaStore
from openbrain.stores.db.repository import DuplicateMemory, MemoryFilter, MemoryRepository
from openbrain.stores.db.tables import MemoryRow, utcnow
from openbrain.stores.embedding.base import Embedder, EmbeddingProfile
from openbrain.stores.vectors.base import VectorFilter, VectorIndex, VectorPoint

log = logging.getLogger(__name__)

MAX_REASON_CHARS = 1000
MAX_PROJECT_CHARS = 255
MAX_AGENT_CHARS = 128
RECONCILE_BATCHES = 8  # embedding batches per reconciler pass


def _visible(char: str) -> bool:
    """Not whitespace, a control character (Cc), a formatting one (Cf: zero-width, bidirectional overrides) or
    unassigned."""
    return not char.isspace() and unicodedata.category(char) not in ("Cc", "Cf", "Cn")


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
        self.recaller = Recaller(self)
        # Access counts are bumped off the recall path, in order, by one background thread.
        self._background = ThreadPoolExecutor(max_workers=1, thread_name_prefix="openbrain-touch")

    @property
    def profile(self):  # type: ignore[no-untyped-def]
        return self.embedder.profile

    def warm_up(self) -> None:
        """Load the embedding model now (the local model's graph, or Ollama's model into memory), so that the
        first recall does not wait for it. Failures are only logged: recall reports them when it needs the model."""
        try:
            self.embedder.embed_query("warm up")
        except Unavailable as exc:
            log.info("the embedding model is not ready yet: %s", exc)

    def start(self) -> ReconcileReport | None:
        """Make sure the collection exists, then converge the index on the table (failures are logged).

        The full sweep (every point id against the table: 2.4 s at 100K memories, while the first requests
        wait) runs when the index holds another number of points than the table records as indexed, which is
        what a lost volume, a crash between upsert and record or a foreign point looks like.
        """
        try:
            self.index.ensure_collection(self.profile)
            points = self.index.count(self.profile)
        except Unavailable as exc:
            log.warning("vector store unavailable at start: %s", exc)
            return None
        recorded = self.maintenance.indexed_models().get(self.profile.key, 0)
        full = points != recorded or self.profiles.problem() is not None
        if full:
            log.info("start: the index holds %d points, the table records %d: checking every point", points, recorded)
        report = self.reconcile(full=full)
        if full and not report.failed and not report.pending:
            self._drop_legacy_collection()
        return report

    def _drop_legacy_collection(self) -> None:
        """Remove the collection of the first layout (dense vectors only) once the current one holds every live
        memory: a store from before words moved into the index upgrades itself at its first start, the full
        check having queued every memory to be indexed again, dense and sparse, from the table."""
        legacy = self.profile.legacy()
        try:
            if self.index.drop_collection(legacy):
                log.warning("upgraded the vector index: removed the old collection %s", legacy.collection_name)
        except Unavailable as exc:
            log.warning("could not remove the old vector collection %s yet: %s", legacy.collection_name, exc)

    def close(self) -> None:
        self._background.shutdown(wait=True)

    def flush(self) -> None:
        """Wait until background bookkeeping (access counts) is written."""
        self._background.submit(lambda: None).result()

    # -- remember -----------------------------------------------------------------------------------------

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
        req = parse(RememberRequest, request)
        _require_write(caller)
        reserved = [tag for tag in req.tags if tag.strip().lower().startswith(INTERNAL_TAG_PREFIX)]
        if reserved:
            raise InvalidInput(
                f"tag {reserved[0][:40]!r} starts with {INTERNAL_TAG_PREFIX!r}, which OpenBrain keeps for its own "
                "bookkeeping: choose another tag."
            )
        if internal_tags:
            if not all(tag.startswith(INTERNAL_TAG_PREFIX) for tag in internal_tags):
                raise InvalidInput(f"internal tags start with {INTERNAL_TAG_PREFIX!r}.")
            req = req.model_copy(update={"tags": [*req.tags, *internal_tags]})
        if request_key is not None and (done := self.repository.request(request_key, caller.workspace_id, "remember")):
            return RememberResult.from_row(done, duplicate=False, message=_stored(done.supersedes_id))
        content, redacted = self._secrets(self._content(req.content))
        result = self._store(caller, req, content, request_key)
        result.redacted = redacted
        result.suspicious = injection_reason(content)
        if redacted:
            result.message += f" Redacted {len(redacted)} secret(s) before storing: {'; '.join(redacted)}."
        if result.suspicious:
            result.message += (
                f" Flagged as suspicious ({result.suspicious}): it is shown as such and kept out of hook context."
            )
        return result

    def _store(self, caller: Caller, req: RememberRequest, content: str, request_key: str | None) -> RememberResult:
        now = self.clock()
        tags = self._tags(req.tags)
        project = _project(req.project)
        confidence = _confidence(req.confidence, "confidence")
        expires_at = self._expiry(req.ttl_seconds, req.expires_at, now)
        content_hash = _sha256(content)
        dedupe_key = _sha256("\x1f".join([project or "", req.type.value, content_hash]))

        version = 1
        if req.supersedes is not None:
            old = self.repository.get(caller.workspace_id, req.supersedes)
            if old is None:
                raise NotFound(f"No memory with id {req.supersedes} in this workspace; nothing to supersede.")
            version = old.version + 1

        existing = self.repository.find_duplicate(caller.workspace_id, dedupe_key, now=now)
        if existing is not None and _expired(existing, now):
            self.repository.release_dedupe_key(caller.workspace_id, existing.id, now=now)
            existing = None
        if existing is not None and existing.id == req.supersedes and _restated(existing, tags, confidence, expires_at):
            existing = None  # the same content with new tags, confidence or expiry: a new version (promote)
        if existing is not None:
            return self._duplicate(existing, req.supersedes)

        vector, embed_error = None, None
        try:
            vector = self.embedder.embed_documents([content])[0]
        except Unavailable as exc:
            embed_error = str(exc)
            log.warning("embedding failed, memory will be stored with its vector pending: %s", exc)

        if vector is not None and not req.allow_near_duplicate:
            near = self._near_duplicate(caller.workspace_id, project, content, vector, req.supersedes, now)
            if near is not None:
                return near

        row = MemoryRow(
            id=uuid.uuid4(),
            workspace_id=caller.workspace_id,
            agent_id=caller.agent_id,
            type=req.type.value,
            content=content,
            tags=tags,
            project=project,
            confidence=confidence,
            supersedes_id=req.supersedes,
            version=version,
            content_hash=content_hash,
            dedupe_key=dedupe_key,
            expires_at=expires_at,
            access_count=0,
            created_at=now,
            updated_at=now,
        )
        try:
            self.repository.insert(row, now=now, request_key=request_key)
        except DuplicateMemory as dup:  # a concurrent writer stored the same content first
            return self._duplicate(dup.existing, req.supersedes)

        indexed = vector is not None and self._index_rows([row], [vector])
        if req.supersedes is not None:
            self._drop_vectors([req.supersedes])

        if indexed:
            message = _stored(req.supersedes)
        else:
            why = embed_error or "The vector store is unavailable."
            message = f"Stored, but not yet searchable by meaning ({why}) It will be indexed automatically."
        return RememberResult(
            id=row.id,
            version=version,
            duplicate=False,
            indexed=indexed,
            supersedes=req.supersedes,
            expires_at=expires_at,
            message=message,
        )

    def _near_duplicate(
        self,
        workspace_id: str,
        project: str | None,
        content: str,
        vector: list[float],
        supersedes: uuid.UUID | None,
        now: datetime,
    ) -> RememberResult | None:
        """The answer for a new memory too similar to a live one of the same workspace and project, if any.

        Never for a memory that states a specific (number, identifier, name, date) the similar one lacks: to the
        embedding model "Build 1235 failed" is "Build 1234 failed" (cosine 0.98), to the team it is another fact.
        """
        threshold = self.settings.recall.near_duplicate_threshold
        if threshold > 1.0:
            return None
        flt = VectorFilter(
            workspace_id=workspace_id,
            project=project,
            alive_at=now,
            exclude_ids=(supersedes,) if supersedes is not None else (),
        )
        try:
            # The vector filter cannot say "no project": fetch a few more and keep the cross-project ones.
            hits = self.index.search(self.profile, vector, flt, 5 if project else 20)
        except Unavailable as exc:
            log.warning("near-duplicate check skipped, vector store unavailable: %s", exc)
            return None
        hits = [hit for hit in hits if hit.score >= threshold]
        if not hits:
            return None
        rows = self.repository.hydrate(workspace_id, [h.id for h in hits], now=now)
        for hit in hits:
            row = rows.get(hit.id)
            if row is None or row.project != project or new_specifics(content, row.content):
                continue
            similarity = round(min(hit.score, 1.0), 4)
            return RememberResult.from_row(
                row,
                duplicate=True,
                stored=False,
                near_duplicate=True,
                similarity=similarity,
                message=(
                    f"Not stored: memory {row.id} says nearly the same (similarity {similarity:.2f}). To update it, "
                    f"remember the new content with supersedes={row.id}; to keep both, pass allow_near_duplicate=true."
                ),
            )
        return None

    def _duplicate(self, existing: MemoryRow, supersedes: uuid.UUID | None) -> RememberResult:
        if supersedes is not None and existing.supersedes_id == supersedes:
            # The same supersede again (a retry, a replayed call): it landed the first time; answer that.
            return RememberResult.from_row(
                existing,
                duplicate=True,
                message=f"Already stored as {existing.id}, superseding {supersedes}; nothing new was written.",
            )
        if supersedes is not None and supersedes != existing.id:
            raise Conflict(
                f"Memory {existing.id} already holds exactly this content; forget {supersedes} instead, "
                "or supersede it with different content."
            )
        return RememberResult.from_row(
            existing, duplicate=True, message=f"Already stored as {existing.id}; nothing new was written."
        )

    def handoff(self, caller: Caller, request: HandoffRequest | dict) -> RememberResult:
        """Store a session's handoff note (one memory, type plan, tag handoff, with a TTL): the next session's
        context pack for the project starts with the newest one."""
        req = parse(HandoffRequest, request)
        summary = " ".join(req.summary.split())
        if not summary:
            raise InvalidInput("summary is empty: say where the work stands.")
        ttl = HANDOFF_TTL_SECONDS if req.ttl_seconds is None else req.ttl_seconds
        return self.remember(
            caller,
            RememberRequest(
                content=handoff_text(summary, req.next_steps, req.blockers),
                type=MemoryType.plan,
                tags=[HANDOFF_TAG],
                project=req.project,
                ttl_seconds=ttl,
                allow_near_duplicate=True,  # each session's note stands; the pack shows the newest
            ),
        )

    def promote(self, caller: Caller, memory_id: uuid.UUID | str, type: MemoryType | None = None) -> RememberResult:
        """Keep an auto-captured memory for good: a new version with the same content, no expiry and without the
        ``auto-captured`` tag (and ``type``, if given)."""
        old = self.get(caller, memory_id)
        if AUTO_TAG not in old.tags and old.expires_at is None and type in (None, old.type):
            raise InvalidInput(f"Memory {old.id} is neither auto-captured nor expiring: there is nothing to promote.")
        return self.remember(
            caller,
            RememberRequest(
                content=old.content,
                type=type or old.type,
                tags=[tag for tag in old.tags if tag != AUTO_TAG],
                project=old.project,
                confidence=max(old.confidence, 0.8),
                supersedes=old.id,
                allow_near_duplicate=True,
            ),
        )

    # -- recall -------------------------------------------------------------------------------------------

    def recall(self, caller: Caller, request: RecallRequest | dict) -> RecallResult:
        """Live memories ranked by meaning and words, in the tier the request asks for (the pipeline: recall.py)."""
        req = parse(RecallRequest, request)
        query = req.query.strip()
        if not query:
            raise InvalidInput("query is empty: say what you want to know.")
        if len(query) > self.limits.max_query_chars:
            raise InvalidInput(f"query is longer than {self.limits.max_query_chars} characters: shorten it.")
        plan = Plan(
            workspace_id=caller.workspace_id,
            query=query,
            top_k=_bounded(req.top_k, "top_k", self.limits.max_top_k),
            filter=self._filter(req.filter),
            mode=req.mode or RecallMode(self.settings.recall.default_mode),
            explain=req.explain,
            now=self.clock(),
        )
        result = self.recaller.recall(plan)
        if result.results:
            self._background.submit(self._touch, [hit.id for hit in result.results], plan.now)
        else:
            nothing = f"No live memory of workspace {caller.workspace_id!r} matches{_filtered(req.filter)}."
            result.message = f"{nothing} {result.message}" if result.message else nothing
        return result

    def context(self, caller: Caller, request: ContextRequest | dict, for_hook: bool = False) -> ContextPack:
        """The context pack for a task within a token budget (context.py); ``for_hook`` leaves out suspicious
        memories."""
        return build_context(self, caller, request, for_hook=for_hook)

    def prompt_context(self, caller: Caller, request: PromptContextRequest | dict) -> PromptContext:
        """What to inject for one prompt: memories relevant enough, within a budget, quoted (context.py)."""
        return build_prompt_context(self, caller, request)

    def capture(self, caller: Caller, request: CaptureRequest | dict) -> CaptureResult:
        """Learn from a turn or a transcript: the capture rules' statements, and the session's handoff note when
        it is compacted or ends (capture.py)."""
        return run_capture(self, caller, request)

    def _touch(self, ids: list[uuid.UUID], now: datetime) -> None:
        try:
            self.repository.touch(ids, at=now)
        except Exception:  # bookkeeping only: never fail or slow a recall for it
            log.exception("could not record access counts")

    # -- forget, get, list --------------------------------------------------------------------------------

    def forget(
        self, caller: Caller, memory_id: uuid.UUID | str, reason: str, request_key: str | None = None
    ) -> ForgetResult:
        """Soft-delete one memory of the caller's workspace and remove its vector.

        ``request_key``: a forwarded call's key (see ``remember``); the same call again answers as the first did.
        """
        _require_write(caller)
        mid = _uuid(memory_id)
        if request_key is not None and (done := self.repository.request(request_key, caller.workspace_id, "forget")):
            assert done.deleted_at is not None and done.deleted_reason is not None
            return ForgetResult(id=done.id, forgotten_at=done.deleted_at, reason=done.deleted_reason)
        reason = (reason or "").strip()
        if not reason:
            raise InvalidInput("reason is empty: say why this memory should be forgotten.")
        if len(reason) > MAX_REASON_CHARS:
            raise InvalidInput(f"reason is longer than {MAX_REASON_CHARS} characters: shorten it.")
        row, already = self.repository.forget(
            caller.workspace_id, mid, reason=reason, by=caller.agent_id, now=self.clock(), request_key=request_key
        )
        if row is None:
            raise NotFound(f"No memory with id {mid} in this workspace.")
        if not already:
            self._drop_vectors([mid])
        assert row.deleted_at is not None and row.deleted_reason is not None
        return ForgetResult(id=mid, forgotten_at=row.deleted_at, reason=row.deleted_reason, already_forgotten=already)

    def get(self, caller: Caller, memory_id: uuid.UUID | str) -> MemoryView:
        """One memory of the caller's workspace, live or not."""
        mid = _uuid(memory_id)
        row = self.repository.get(caller.workspace_id, mid)
        if row is None:
            raise NotFound(f"No memory with id {mid} in this workspace.")
        return MemoryView.from_row(row)

    def history(self, caller: Caller, memory_id: uuid.UUID | str) -> MemoryHistory:
        """One memory of the caller's workspace with its supersession chain (older and newer versions)."""
        mid = _uuid(memory_id)
        row = self.repository.get(caller.workspace_id, mid)
        if row is None:
            raise NotFound(f"No memory with id {mid} in this workspace.")
        older, newer = self.repository.versions(caller.workspace_id, mid)
        return MemoryHistory(
            memory=MemoryView.from_row(row),
            current_id=(newer[-1] if newer else row).id,
            older=[MemoryView.from_row(r) for r in older],
            newer=[MemoryView.from_row(r) for r in newer],
        )

    def list_memories(self, caller: Caller, request: ListRequest | dict) -> ListResult:
        """Browse memories newest first, by metadata only (no embedding call)."""
        req = parse(ListRequest, request)
        limit = _bounded(req.limit, "limit", self.limits.max_list_limit)
        flt = self._filter(req)
        rows, cursor = self.repository.page(
            caller.workspace_id,
            flt,
            now=self.clock(),
            limit=limit,
            cursor=req.cursor,
            include_deleted=req.include_deleted,
            include_expired=req.include_expired,
        )
        message = None
        if not rows:
            what = "memories" if req.include_deleted or req.include_expired else "live memories"
            message = f"No {what} of workspace {caller.workspace_id!r}{_filtered(req)}" + (
                " on this page." if req.cursor else "."
            )
        return ListResult(memories=[MemoryView.from_row(row) for row in rows], next_cursor=cursor, message=message)

    def trust(self, caller: Caller, memory_id: uuid.UUID | str) -> MemoryView:
        """Clear a memory's suspicious flag (an operator's call, from the command line): it is shown unflagged and
        may enter hook context from now on. The content stays as it is."""
        _require_write(caller)
        mid = _uuid(memory_id)
        row = self.repository.get(caller.workspace_id, mid)
        if row is None:
            raise NotFound(f"No memory with id {mid} in this workspace.")
        if TRUSTED_TAG not in row.tags and injection_reason(row.content) is None:
            raise InvalidInput(f"Memory {mid} is not flagged as suspicious: there is no flag to clear.")
        row = self.repository.add_tag(caller.workspace_id, mid, TRUSTED_TAG, now=self.clock())
        assert row is not None
        log.info("suspicious flag of memory %s cleared by %s", mid, caller.agent_id)
        return MemoryView.from_row(row)

    def most_used(self, caller: Caller, project: str | None = None, limit: int = 100) -> list[MemoryView]:
        """The live memories of the caller's workspace (of ``project``) that recall returned most often."""
        limit = _bounded(limit, "limit", self.limits.max_list_limit)
        flt = MemoryFilter(project=_project(project))
        rows = self.repository.most_used(caller.workspace_id, flt, now=self.clock(), limit=limit)
        return [MemoryView.from_row(row) for row in rows]

    def elsewhere(self, caller: Caller) -> Elsewhere:
        """How many other workspaces of this store hold live memories, and how many (counts only, never names):
        what the operator's command line adds to an empty answer. Not a tool, not a REST endpoint."""
        workspaces, memories = self.maintenance.live_elsewhere(caller.workspace_id, now=self.clock())
        return Elsewhere(workspaces=workspaces, memories=memories)

    def stats(self, caller: Caller, days: int = 30) -> Stats:
        """Counts of the caller's workspace: live, pending, forgotten, superseded, expired; by type, project and
        agent; memories written per day over the last ``days`` days."""
        days = _bounded(days, "days", 366)
        now = self.clock()
        first = (now - timedelta(days=days - 1)).date()
        since = datetime(first.year, first.month, first.day, tzinfo=UTC)
        raw = self.repository.stats(caller.workspace_id, now=now, since=since)
        written = raw.pop("per_day")
        per_day = [
            DayCount(day=(d := (first + timedelta(days=i)).isoformat()), count=written.get(d, 0)) for i in range(days)
        ]
        return Stats(**raw, per_day=per_day)

    # -- reconcile ----------------------------------------------------------------------------------------

    def reconcile(self, *, full: bool = False, batch_size: int | None = None) -> ReconcileReport:
        """Converge the vector index on the table: retire expired rows, drop vectors of memories that are no
        longer live, embed and index live memories that have no vector. ``full`` also sweeps the whole index
        for points with no live row."""
        # Rows per pass: several embedding batches, so a model that pads a batch to its longest text gets texts of
        # similar length together (the embedder sorts each call by length); docs/benchmarks.md, bulk import.
        batch = batch_size or self.settings.embedding.batch_size * RECONCILE_BATCHES
        report = ReconcileReport()
        now = self.clock()
        self.profiles.refresh()  # another process may have switched the active embedding profile
        self.repository.retire_expired(now=now)
        self.repository.prune_requests(before=now - timedelta(days=1))
        while stale := self.repository.stale_indexed(now=now, limit=1000):
            if not self._drop_vectors(stale):
                report.failed += len(stale)
                break
            report.removed += len(stale)
        if full:
            report.removed += self._verify_index(now)
        self._requeue_other_models()
        after: tuple[datetime, uuid.UUID] | None = None
        while rows := self.repository.pending(now=now, limit=batch, after=after):
            after = (rows[-1].created_at, rows[-1].id)
            try:
                vectors = self.embedder.embed_documents([row.content for row in rows])
            except Unavailable as exc:
                log.warning("reconcile: embedder unavailable: %s", exc)
                report.failed += len(rows)
                break
            if not self._index_rows(rows, vectors):
                report.failed += len(rows)
                break
            report.indexed += len(rows)
        report.pending = self.repository.counts(None, now=now)["pending"]
        if report.indexed or report.removed or report.failed:
            log.info("reconcile: %s", report.model_dump())
        return report

    def _verify_index(self, now: datetime) -> int:
        """Compare the whole index with the table; returns how many points were dropped.

        Drops points of memories that are not live or do not exist; re-queues live memories recorded as indexed
        whose point is missing (a vector store that lost data, a crash between upsert and record); records
        points that exist for memories still marked pending, so they are not embedded again.
        """
        try:
            points = set(self.index.iter_ids(self.profile))
        except Unavailable as exc:
            log.warning("reconcile: cannot scan the vector index: %s", exc)
            return 0
        # While another profile is active, this collection is not what the rows' index records describe.
        ours = self.profiles.problem() is None
        key = self.profile.key
        removed = 0
        after: uuid.UUID | None = None
        while states := self.maintenance.index_states(after, now=now, limit=1000):
            after = states[-1].id
            there = {s.id for s in states if s.id in points}
            points -= there
            orphans = [s.id for s in states if not s.live and s.id in there]
            if orphans and self._drop_vectors(orphans):
                removed += len(orphans)
            if ours:
                found = [s.id for s in states if s.live and s.id in there and not (s.indexed and s.model == key)]
                lost = [s.id for s in states if s.live and s.indexed and s.id not in there]
                self.repository.mark_indexed(found, model=key, at=now)
                self.repository.clear_indexed(lost)
                if lost:
                    log.warning("reconcile: %d memories had lost their vectors; indexing them again", len(lost))
        ghosts = sorted(points)  # points whose id is no memory at all
        for start in range(0, len(ghosts), 1000):
            chunk = ghosts[start : start + 1000]
            if self._drop_vectors(chunk):
                removed += len(chunk)
        return removed

    def _requeue_other_models(self) -> None:
        """After a switch of embedding profile, a process still on the old model may have recorded vectors of
        its own for a while: those rows are queued to be indexed again with the active model."""
        since = self.profiles.switched_at
        if since is None or self.profiles.problem() is not None:
            return
        while wrong := self.maintenance.indexed_with_other_model(since=since, model=self.profile.key, limit=1000):
            log.info("reconcile: %d memories were indexed with an old embedding model; indexing them again", len(wrong))
            self.repository.clear_indexed(wrong)

    def _index_rows(self, rows: list[MemoryRow], vectors: list[list[float]]) -> bool:
        """Upsert the rows' vectors and record it; False (logged) when the vector store fails."""
        points = [index_point(row, vector) for row, vector in zip(rows, vectors, strict=True)]
        try:
            self.index.upsert(self.profile, points)
        except Unavailable as exc:
            log.warning("vector upsert failed, %d memories stay pending: %s", len(points), exc)
            return False
        try:
            self.repository.mark_indexed([row.id for row in rows], model=self.profile.key, at=self.clock())
        except Unavailable as exc:
            # The rows are committed and their points exist; the reconciler's full pass records them.
            log.warning("could not record %d new vectors, the reconciler will: %s", len(rows), exc)
            return False
        return True

    def _drop_vectors(self, ids: list[uuid.UUID]) -> bool:
        """Delete vectors and record it; False (logged) when the vector store fails (the reconciler retries)."""
        try:
            self.index.delete(self.profile, ids)
        except Unavailable as exc:
            log.warning("vector delete failed for %d memories, the reconciler will retry: %s", len(ids), exc)
            return False
        try:
            self.repository.clear_indexed(ids)
        except Unavailable as exc:  # deleting again is harmless: the reconciler will
            log.warning("could not record %d removed vectors, the reconciler will: %s", len(ids), exc)
            return False
        return True

    # -- operator operations: reindex, purge, backup (for the CLI; never MCP tools) ------------------------------

    def profile_status(self) -> ProfileStatus:
        """The store's active embedding profile, this process's, and a reindex in progress."""
        active = self.profiles.refresh()
        values = self.meta.get_many(PREVIOUS, REINDEX)
        progress = values.get(REINDEX)
        previous = [from_record(r).key for r in values.get(PREVIOUS, {}).get("profiles", [])]
        return ProfileStatus(
            configured=self.profile.key,
            active=active.key,
            previous=", ".join(previous) or None,
            reindex=ReindexProgress(
                target=progress["target"],
                done=progress["done"],
                total=self.maintenance.count_live(now=self.clock()),
            )
            if progress
            else None,
            problem=self.profiles.problem(),
        )

    def reindex(
        self,
        batch_size: int | None = None,
        max_batches: int | None = None,
        switch: bool = True,
        rebuild: bool = False,
    ) -> ReindexReport:
        """Build the configured embedding profile's collection from the table, then make it the active one.

        Resumable: progress is recorded after every batch, so a new call (after an interruption too) goes on
        where the last stopped. Recall keeps working meanwhile, on the old profile in processes configured for
        it and from words in the others. ``max_batches`` bounds one call (the CLI calls again for its progress
        bar); ``switch=False`` builds without switching. When the configured profile is already the active one
        there is nothing to do, unless ``rebuild`` asks to embed every memory again (a damaged index).

        Raises:
            Unavailable: the embedder or the vector store failed; nothing is lost, call again to resume.
        """
        target = self.profile
        embedder = self.embedder.inner if isinstance(self.embedder, GuardedEmbedder) else self.embedder
        batch = batch_size or self.settings.embedding.batch_size * RECONCILE_BATCHES
        if batch < 1 or (max_batches is not None and max_batches < 1):
            raise InvalidInput("batch_size and max_batches must be at least 1.")
        active = self.profiles.refresh()
        progress = self.meta.get(REINDEX)
        if active == target and progress is None and not rebuild:
            return ReindexReport(
                target=target.key,
                active=active.key,
                done=0,
                total=self.maintenance.count_live(now=self.clock()),
                finished=True,
                switched=False,
                message=f"The index already belongs to {describe(target)}: nothing to reindex.",
            )
        if progress is None or progress.get("target") != target.key:
            if progress is not None:
                log.warning("reindex: abandoning the unfinished reindex for %s", progress.get("target"))
            progress = {"target": target.key, "cursor": None, "done": 0, "started_at": self.clock().isoformat()}
            self.meta.put({REINDEX: progress})
        self.index.ensure_collection(target)
        cursor = _cursor(progress["cursor"])
        finished, batches = False, 0
        while max_batches is None or batches < max_batches:
            rows = self.maintenance.live_after(cursor, now=self.clock(), limit=batch)
            if not rows:
                finished = True
                break
            vectors = embedder.embed_documents([row.content for row in rows])
            self.index.upsert(target, [index_point(row, vector) for row, vector in zip(rows, vectors, strict=True)])
            cursor = (rows[-1].created_at, rows[-1].id)
            done = progress["done"] + len(rows)
            progress = {**progress, "cursor": [cursor[0].isoformat(), str(cursor[1])], "done": done}
            self.meta.put({REINDEX: progress})
            batches += 1
        total = self.maintenance.count_live(now=self.clock())
        switched, verified = False, None
        if finished and switch:
            switched, verified = self._switch_profile(target, active), self.reconcile(full=True)
            active = target
        if switched:
            message = f"Reindexed {progress['done']} memories; {describe(target)} is now the active profile."
        elif finished and switch:
            message = f"Rebuilt the index of {describe(target)} from {progress['done']} memories."
        elif finished:
            message = f"The collection for {describe(target)} is built; run `openbrain reindex` again to switch to it."
        else:
            message = f"Reindexed {progress['done']} of about {total} memories; call again to go on."
        return ReindexReport(
            target=target.key,
            active=active.key,
            done=progress["done"],
            total=total,
            finished=finished,
            switched=switched,
            reconcile=verified,
            message=message,
        )

    def _switch_profile(self, target: EmbeddingProfile, active: EmbeddingProfile) -> bool:
        """Make ``target`` the active profile (one transaction), remembering the old one until it is dropped."""
        changes: dict[str, dict[str, Any] | None] = {REINDEX: None}
        if active != target:
            now = self.clock()
            previous = [r for r in (self.meta.get(PREVIOUS) or {}).get("profiles", []) if from_record(r) != target]
            changes[ACTIVE] = {**record(target), "switched_at": now.isoformat()}
            changes[PREVIOUS] = {"profiles": [*previous, record(active)]}
            log.warning("switching the active embedding profile from %s to %s", describe(active), describe(target))
        self.meta.put(changes)
        self.profiles.refresh()
        return active != target

    def drop_old_profiles(self) -> DropReport:
        """Remove the vector collections of the profiles used before the last switches.

        Raises:
            Unavailable: a collection could not be removed (e.g. a process on the old model still holds it).
        """
        active = self.profiles.refresh()
        old = [from_record(r) for r in (self.meta.get(PREVIOUS) or {}).get("profiles", [])]
        dropped: list[str] = []
        for profile in old:
            if profile != active:
                self.index.drop_collection(profile)
                dropped.append(profile.collection_name)
                if self.index.drop_collection(profile.legacy()):  # its collection of the first layout, if any
                    dropped.append(profile.legacy_collection_name)
            remaining = [record(p) for p in old[old.index(profile) + 1 :]]
            self.meta.put({PREVIOUS: {"profiles": remaining} if remaining else None})
        message = f"Removed {', '.join(dropped)}." if dropped else "No old vector collection to remove."
        return DropReport(dropped=dropped, message=message)

    def purge(
        self,
        workspace_id: str,
        reason: str,
        by: str,
        ids: list[uuid.UUID] | None = None,
        agent_id: str | None = None,
    ) -> PurgeReport:
        """Erase the content, tags and vectors of chosen memories (or of everything one agent wrote in the
        workspace), leaving a tombstone with who, when and why. Unlike forget, nothing readable remains."""
        reason, by = (reason or "").strip(), (by or "").strip()
        if (ids is None) == (agent_id is None):
            raise InvalidInput("Name the memories to purge by ids, or by the agent that wrote them (not both).")
        if not reason or len(reason) > MAX_REASON_CHARS:
            raise InvalidInput(f"reason must say why, in 1 to {MAX_REASON_CHARS} characters (it stays on record).")
        if not by or len(by) > MAX_AGENT_CHARS:
            raise InvalidInput(f"by must name who purges, in 1 to {MAX_AGENT_CHARS} characters.")
        purged, earlier = self.maintenance.purge(
            workspace_id, ids=ids, agent_id=agent_id, by=by, reason=reason, now=self.clock()
        )
        missing = [mid for mid in dict.fromkeys(ids or []) if mid not in set(purged) | set(earlier)]
        removed = self._erase_vectors(purged)
        message = f"Purged {len(purged)} memories" + (
            "." if removed else "; their vectors will be removed by the reconciler."
        )
        return PurgeReport(
            workspace_id=workspace_id,
            purged=purged,
            already_purged=earlier,
            not_found=missing,
            vectors_removed=removed,
            message=message,
        )

    def _erase_vectors(self, ids: list[uuid.UUID]) -> bool:
        """Delete these points from every collection the store knows (configured, active, old, reindex target)."""
        if not ids:
            return True
        values = self.meta.get_many(ACTIVE, PREVIOUS)
        profiles = {self.profile} | {from_record(r) for r in values.get(PREVIOUS, {}).get("profiles", [])}
        if ACTIVE in values:
            profiles.add(from_record(values[ACTIVE]))
        erased = True
        for profile in profiles:
            try:
                self.index.delete(profile, ids)
            except Unavailable as exc:
                log.warning("purge: could not delete vectors from %s: %s", profile.collection_name, exc)
                erased = False
        if erased:
            self.repository.clear_indexed(ids)
        return erased

    def export_memories(self, path: str, workspace_id: str | None = None) -> backup.ExportReport:
        """Write every memory of one workspace (or of all, ``None``) to a versioned JSONL file at ``path``."""
        return backup.export_file(self.maintenance, Path(path), workspace_id, now=self.clock())

    def import_memories(self, path: str) -> backup.ImportReport:
        """Store the memories of an export file under their own ids; ids already stored are left alone. Their
        vectors are built by the reconciler (``reconcile``), from the content."""
        return backup.import_file(self.maintenance, Path(path))

    # -- validation ---------------------------------------------------------------------------------------

    def _content(self, content: str) -> str:
        text = unicodedata.normalize("NFC", content.replace("\r\n", "\n")).strip()
        if not text:
            raise InvalidInput("content is empty: write the knowledge to remember.")
        if "\x00" in text:
            raise InvalidInput("content holds a NUL character (U+0000): send text, not binary data.")
        if not any(_visible(c) for c in text):
            raise InvalidInput(
                "content has no visible characters (only control, zero-width or formatting characters): write the "
                "knowledge to remember."
            )
        size = len(text.encode("utf-8"))
        if size > self.limits.max_content_bytes:
            raise InvalidInput(
                f"content is {size} bytes, more than the limit of {self.limits.max_content_bytes}: "
                "split it into several memories or summarise it."
            )
        return text

    def _secrets(self, content: str) -> tuple[str, list[str]]:
        """Content with its secrets redacted (or refused, or allowed, per settings) and what was found where."""
        findings = find_secrets(content)
        mode = self.settings.security.secrets
        if not findings or mode == "allow":
            return content, []
        found = [finding.describe() for finding in findings]
        if mode == "refuse":
            raise InvalidInput(
                f"content holds {len(found)} secret(s): {'; '.join(found)}. Remove them (say where the secret is "
                "kept, never the secret itself) and remember again."
            )
        return redact(content, findings), found

    def _tags(self, tags: list[str] | None) -> list[str]:
        normalised: dict[str, None] = {}
        for tag in tags or []:
            clean = " ".join(tag.split()).lower()
            if not clean:
                continue
            hidden = next((c for c in clean if not _visible(c) and c != " "), None)
            if hidden is not None:
                raise InvalidInput(
                    f"tag {clean.encode('ascii', 'backslashreplace').decode()[:40]!r} holds an invisible control or "
                    f"formatting character (U+{ord(hidden):04X}): tags are plain words."
                )
            if len(clean) > self.limits.max_tag_length:
                raise InvalidInput(f"tag {clean[:20]!r}… is longer than {self.limits.max_tag_length} characters.")
            normalised.setdefault(clean, None)
        if len(normalised) > self.limits.max_tags:
            raise InvalidInput(f"{len(normalised)} tags given, at most {self.limits.max_tags} are allowed.")
        return list(normalised)

    def _expiry(self, ttl_seconds: int | None, expires_at: datetime | None, now: datetime) -> datetime | None:
        if ttl_seconds is not None and expires_at is not None:
            raise InvalidInput("give ttl_seconds or expires_at, not both.")
        if ttl_seconds is not None:
            if ttl_seconds <= 0:
                raise InvalidInput("ttl_seconds must be a positive number of seconds.")
            try:
                return now + timedelta(seconds=ttl_seconds)
            except OverflowError:
                raise InvalidInput("ttl_seconds is too large.") from None
        expires_at = _in_range(expires_at, "expires_at")
        if expires_at is not None and expires_at <= now:
            raise InvalidInput("expires_at is in the past: give a future UTC time.")
        return expires_at

    def _filter(self, f: RecallFilter | ListRequest) -> MemoryFilter:
        if f.min_confidence is not None:
            _confidence(f.min_confidence, "min_confidence")
        agent_id = None if f.agent_id is None else check_name(f.agent_id, "agent_id")
        created_after = _in_range(f.created_after, "created_after")
        created_before = _in_range(f.created_before, "created_before")
        if created_after and created_before and created_after >= created_before:
            raise InvalidInput("created_after must be earlier than created_before.")
        return MemoryFilter(
            project=_project(f.project),
            types=[t.value for t in f.type or []],
            min_confidence=f.min_confidence,
            agent_id=agent_id,
            tags=self._tags(f.tags),
            created_after=created_after,
            created_before=created_before,
        )


# -- helpers ----------------------------------------------------------------------------------------------


EARLIEST = datetime(1, 1, 2, tzinfo=UTC)
LATEST = datetime(9999, 12, 30, tzinfo=UTC)


def _in_range(value: datetime | None, field: str) -> datetime | None:
    """``value`` in UTC, refused with the allowed range when it lies beyond what the databases store (a time of
    year 9999 at -14:00 is year 10000 in UTC)."""
    if value is None:
        return None
    try:
        utc = value.astimezone(UTC)
    except OverflowError:
        utc = None
    if utc is None or not EARLIEST <= utc <= LATEST:
        raise InvalidInput(f"{field} is out of range: give a time between 0001-01-02 and 9999-12-30 UTC.")
    return utc


def _stored(supersedes: uuid.UUID | None) -> str:
    return "Stored" + (f", superseding {supersedes}." if supersedes else ".")


def _filtered(request: BaseModel) -> str:
    """`` with these filters (project, type)`` when a request sets any, else nothing."""
    named = [
        name
        for name in ("project", "type", "agent_id", "tags", "min_confidence", "created_after", "created_before")
        if getattr(request, name, None) not in (None, [], "")
    ]
    return f" with these filters ({', '.join(named)})" if named else ""


def _require_write(caller: Caller) -> None:
    if not caller.can_write:
        raise PermissionDenied("This session is read-only: it can recall and list, not remember or forget.")


def _project(project: str | None) -> str | None:
    """A project name, trimmed (compared exactly afterwards); free text, but no control or invisible characters."""
    if project is None:
        return None
    project = " ".join(project.split())
    if len(project) > MAX_PROJECT_CHARS:
        raise InvalidInput(f"project is longer than {MAX_PROJECT_CHARS} characters.")
    hidden = next((c for c in project if not _visible(c) and c != " "), None)
    if hidden is not None:
        raise InvalidInput(f"project holds an invisible control or formatting character (U+{ord(hidden):04X}).")
    return project or None


def _confidence(value: float, name: str) -> float:
    if not (0.0 <= value <= 1.0) or math.isnan(value):
        raise InvalidInput(f"{name} must be between 0 and 1 (got {value}).")
    return float(value)


def _bounded(value: int, name: str, maximum: int) -> int:
    if not 1 <= value <= maximum:
        raise InvalidInput(f"{name} must be between 1 and {maximum} (got {value}).")
    return value


def _uuid(value: uuid.UUID | str) -> uuid.UUID:
    if isinstance(value, uuid.UUID):
        return value
    try:
        return uuid.UUID(str(value).strip())
    except ValueError:
        raise InvalidInput(
            f"{str(value)[:60]!r} is not a memory id: ids look like 123e4567-e89b-12d3-a456-426614174000."
        ) from None


def _sha256(text: str) -> str:
    return hashlib.sha256(text.encode("utf-8")).hexdigest()


def _restated(row: MemoryRow, tags: list[str], confidence: float, expires_at: datetime | None) -> bool:
    """Whether a memory's own content, remembered again to supersede it, changes its tags, confidence or expiry."""
    expiry = row.expires_at.replace(tzinfo=UTC) if row.expires_at and row.expires_at.tzinfo is None else row.expires_at
    return sorted(row.tags) != sorted(tags) or row.confidence != confidence or expiry != expires_at


def _expired(row: MemoryRow, now: datetime) -> bool:
    return row.expires_at is not None and row.expires_at <= now


def index_point(row: MemoryRow, vector: list[float]) -> VectorPoint:
    """A memory's point in the vector index: its embedding, its words and the payload that filters hold on."""
    return VectorPoint(
        id=row.id,
        vector=vector,
        workspace_id=row.workspace_id,
        agent_id=row.agent_id,
        type=row.type,
        tags=list(row.tags),
        project=row.project,
        confidence=row.confidence,
        created_at=row.created_at,
        expires_at=row.expires_at,
        text=row.content,
    )


def _cursor(value: list[str] | None) -> tuple[datetime, uuid.UUID] | None:
    """A reindex cursor as recorded in brain_meta: [created_at ISO, id]."""
    return None if value is None else (datetime.fromisoformat(value[0]), uuid.UUID(value[1]))
