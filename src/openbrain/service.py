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
from datetime import datetime, timedelta
from typing import TypeVar

from pydantic import BaseModel, ValidationError

from openbrain.config import Settings
from openbrain.db.repository import DuplicateMemory, MemoryFilter, MemoryRepository
from openbrain.db.tables import MemoryRow, utcnow
from openbrain.embedding.base import Embedder
from openbrain.errors import Conflict, InvalidInput, NotFound, PermissionDenied, Unavailable
from openbrain.models import (
    Caller,
    ForgetResult,
    ListRequest,
    ListResult,
    MemoryType,
    MemoryView,
    RecallFilter,
    RecallHit,
    RecallRequest,
    RecallResult,
    ReconcileReport,
    RememberRequest,
    RememberResult,
)
from openbrain.vectors.base import VectorFilter, VectorIndex, VectorPoint

log = logging.getLogger(__name__)

M = TypeVar("M", bound=BaseModel)

RRF_K = 60  # reciprocal rank fusion constant (Cormack et al. 2009)
MAX_REASON_CHARS = 1000
MAX_PROJECT_CHARS = 255
MAX_AGENT_CHARS = 128


def parse(model: type[M], data: object) -> M:
    """Validate raw input (CLI, scripts) into a request model; errors say which field to fix."""
    if isinstance(data, model):
        return data
    try:
        return model.model_validate(data)
    except ValidationError as exc:
        raise InvalidInput(_describe(exc)) from None


def _describe(exc: ValidationError) -> str:
    parts = []
    for error in exc.errors(include_url=False, include_input=False):
        where = ".".join(str(p) for p in error["loc"]) or "input"
        parts.append(f"{where}: {error['msg']}")
    return "Invalid input: " + "; ".join(parts)


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
        self.embedder = embedder
        self.settings = settings
        self.clock = clock
        self.limits = settings.limits
        # Access counts are bumped off the recall path, in order, by one background thread.
        self._background = ThreadPoolExecutor(max_workers=1, thread_name_prefix="openbrain-touch")

    @property
    def profile(self):  # type: ignore[no-untyped-def]
        return self.embedder.profile

    def start(self) -> ReconcileReport | None:
        """Make sure the collection exists, then converge the index on the table (failures are logged)."""
        try:
            self.index.ensure_collection(self.profile)
        except Unavailable as exc:
            log.warning("vector store unavailable at start: %s", exc)
            return None
        return self.reconcile(full=True)

    def close(self) -> None:
        self._background.shutdown(wait=True)

    def flush(self) -> None:
        """Wait until background bookkeeping (access counts) is written."""
        self._background.submit(lambda: None).result()

    # -- remember -----------------------------------------------------------------------------------------

    def remember(self, caller: Caller, request: RememberRequest | dict) -> RememberResult:
        """Store a memory (or find its exact duplicate); supersede an older one if asked."""
        req = parse(RememberRequest, request)
        _require_write(caller)
        now = self.clock()
        content = self._content(req.content)
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
        if existing is not None:
            return self._duplicate(existing, req.supersedes)

        vector, embed_error = None, None
        try:
            vector = self.embedder.embed_documents([content])[0]
        except Unavailable as exc:
            embed_error = str(exc)
            log.warning("embedding failed, memory will be stored with its vector pending: %s", exc)

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
            self.repository.insert(row, now=now)
        except DuplicateMemory as dup:  # a concurrent writer stored the same content first
            return self._duplicate(dup.existing, req.supersedes)

        indexed = vector is not None and self._index_rows([row], [vector])
        if req.supersedes is not None:
            self._drop_vectors([req.supersedes])

        if indexed:
            message = "Stored" + (f", superseding {req.supersedes}." if req.supersedes else ".")
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

    def _duplicate(self, existing: MemoryRow, supersedes: uuid.UUID | None) -> RememberResult:
        if supersedes is not None and supersedes != existing.id:
            raise Conflict(
                f"Memory {existing.id} already holds exactly this content; forget {supersedes} instead, "
                "or supersede it with different content."
            )
        return RememberResult(
            id=existing.id,
            version=existing.version,
            duplicate=True,
            indexed=existing.indexed_at is not None,
            supersedes=existing.supersedes_id,
            expires_at=existing.expires_at,
            message=f"Already stored as {existing.id}; nothing new was written.",
        )

    # -- recall -------------------------------------------------------------------------------------------

    def recall(self, caller: Caller, request: RecallRequest | dict) -> RecallResult:
        """Live memories ranked by meaning and words, fused; lexical only when the vector side is down."""
        req = parse(RecallRequest, request)
        query = req.query.strip()
        if not query:
            raise InvalidInput("query is empty: say what you want to know.")
        if len(query) > self.limits.max_query_chars:
            raise InvalidInput(f"query is longer than {self.limits.max_query_chars} characters: shorten it.")
        top_k = _bounded(req.top_k, "top_k", self.limits.max_top_k)
        flt = self._filter(req.filter)
        now = self.clock()
        pool = max(top_k * 4, 20)

        degraded, message = False, None
        dense: list[uuid.UUID] = []
        try:
            vector = self.embedder.embed_query(query)
            hits = self.index.search(self.profile, vector, _vector_filter(caller.workspace_id, flt, now), pool)
            dense = [hit.id for hit in hits]
        except Unavailable as exc:
            degraded, message = True, f"Search by meaning is unavailable ({exc}) Results match words only."
            log.warning("recall degraded to lexical search: %s", exc)
        lexical = [
            mid for mid, _ in self.repository.lexical_search(caller.workspace_id, query, flt, now=now, limit=pool)
        ]

        scores = _rrf([dense, lexical])
        ranked = sorted(scores, key=lambda mid: scores[mid], reverse=True)
        rows = self.repository.hydrate(caller.workspace_id, ranked[: top_k * 2], now=now)
        results = [
            RecallHit(**_view(rows[mid]).model_dump(), score=round(scores[mid], 6)) for mid in ranked if mid in rows
        ][:top_k]
        if results:
            ids = [hit.id for hit in results]
            self._background.submit(self._touch, ids, now)
        return RecallResult(results=results, degraded=degraded, message=message)

    def _touch(self, ids: list[uuid.UUID], now: datetime) -> None:
        try:
            self.repository.touch(ids, at=now)
        except Exception:  # bookkeeping only: never fail or slow a recall for it
            log.exception("could not record access counts")

    # -- forget, get, list --------------------------------------------------------------------------------

    def forget(self, caller: Caller, memory_id: uuid.UUID | str, reason: str) -> ForgetResult:
        """Soft-delete one memory of the caller's workspace and remove its vector."""
        _require_write(caller)
        mid = _uuid(memory_id)
        reason = (reason or "").strip()
        if not reason:
            raise InvalidInput("reason is empty: say why this memory should be forgotten.")
        if len(reason) > MAX_REASON_CHARS:
            raise InvalidInput(f"reason is longer than {MAX_REASON_CHARS} characters: shorten it.")
        row, already = self.repository.forget(
            caller.workspace_id, mid, reason=reason, by=caller.agent_id, now=self.clock()
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
        return _view(row)

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
        return ListResult(memories=[_view(row) for row in rows], next_cursor=cursor)

    # -- reconcile ----------------------------------------------------------------------------------------

    def reconcile(self, *, full: bool = False, batch_size: int | None = None) -> ReconcileReport:
        """Converge the vector index on the table: retire expired rows, drop vectors of memories that are no
        longer live, embed and index live memories that have no vector. ``full`` also sweeps the whole index
        for points with no live row."""
        batch = batch_size or self.settings.embedding.batch_size
        report = ReconcileReport()
        now = self.clock()
        self.repository.retire_expired(now=now)
        while stale := self.repository.stale_indexed(now=now, limit=1000):
            if not self._drop_vectors(stale):
                report.failed += len(stale)
                break
            report.removed += len(stale)
        if full:
            report.removed += self._sweep_orphans(now)
        seen: set[uuid.UUID] = set()
        while rows := [r for r in self.repository.pending(now=now, limit=batch + len(seen)) if r.id not in seen]:
            rows = rows[:batch]
            seen.update(row.id for row in rows)
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

    def _sweep_orphans(self, now: datetime) -> int:
        removed = 0
        try:
            ids = list(self.index.iter_ids(self.profile))
        except Unavailable as exc:
            log.warning("reconcile: cannot scan the vector index: %s", exc)
            return 0
        for start in range(0, len(ids), 1000):
            chunk = ids[start : start + 1000]
            orphans = sorted(set(chunk) - self.repository.live_ids(chunk, now=now))
            if orphans and self._drop_vectors(orphans):
                removed += len(orphans)
        return removed

    def _index_rows(self, rows: list[MemoryRow], vectors: list[list[float]]) -> bool:
        """Upsert the rows' vectors and record it; False (logged) when the vector store fails."""
        points = [
            VectorPoint(
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
            )
            for row, vector in zip(rows, vectors, strict=True)
        ]
        try:
            self.index.upsert(self.profile, points)
        except Unavailable as exc:
            log.warning("vector upsert failed, %d memories stay pending: %s", len(points), exc)
            return False
        self.repository.mark_indexed([row.id for row in rows], model=self.profile.key, at=self.clock())
        return True

    def _drop_vectors(self, ids: list[uuid.UUID]) -> bool:
        """Delete vectors and record it; False (logged) when the vector store fails (the reconciler retries)."""
        try:
            self.index.delete(self.profile, ids)
        except Unavailable as exc:
            log.warning("vector delete failed for %d memories, the reconciler will retry: %s", len(ids), exc)
            return False
        self.repository.clear_indexed(ids)
        return True

    # -- validation ---------------------------------------------------------------------------------------

    def _content(self, content: str) -> str:
        text = unicodedata.normalize("NFC", content.replace("\r\n", "\n")).strip()
        if not text:
            raise InvalidInput("content is empty: write the knowledge to remember.")
        size = len(text.encode("utf-8"))
        if size > self.limits.max_content_bytes:
            raise InvalidInput(
                f"content is {size} bytes, more than the limit of {self.limits.max_content_bytes}: "
                "split it into several memories or summarise it."
            )
        return text

    def _tags(self, tags: list[str] | None) -> list[str]:
        normalised: dict[str, None] = {}
        for tag in tags or []:
            clean = " ".join(tag.split()).lower()
            if not clean:
                continue
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
        if expires_at is not None and expires_at <= now:
            raise InvalidInput("expires_at is in the past: give a future UTC time.")
        return expires_at

    def _filter(self, f: RecallFilter | ListRequest) -> MemoryFilter:
        if f.min_confidence is not None:
            _confidence(f.min_confidence, "min_confidence")
        if f.agent_id is not None and len(f.agent_id) > MAX_AGENT_CHARS:
            raise InvalidInput(f"agent_id is longer than {MAX_AGENT_CHARS} characters.")
        if f.created_after and f.created_before and f.created_after >= f.created_before:
            raise InvalidInput("created_after must be earlier than created_before.")
        return MemoryFilter(
            project=_project(f.project),
            types=[t.value for t in f.type or []],
            min_confidence=f.min_confidence,
            agent_id=f.agent_id,
            tags=self._tags(f.tags),
            created_after=f.created_after,
            created_before=f.created_before,
        )


# -- helpers ----------------------------------------------------------------------------------------------


def _require_write(caller: Caller) -> None:
    if not caller.can_write:
        raise PermissionDenied("This session is read-only: it can recall and list, not remember or forget.")


def _project(project: str | None) -> str | None:
    if project is None:
        return None
    project = project.strip()
    if len(project) > MAX_PROJECT_CHARS:
        raise InvalidInput(f"project is longer than {MAX_PROJECT_CHARS} characters.")
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


def _expired(row: MemoryRow, now: datetime) -> bool:
    return row.expires_at is not None and row.expires_at <= now


def _rrf(rankings: list[list[uuid.UUID]]) -> dict[uuid.UUID, float]:
    scores: dict[uuid.UUID, float] = {}
    for ranking in rankings:
        for rank, mid in enumerate(ranking):
            scores[mid] = scores.get(mid, 0.0) + 1.0 / (RRF_K + rank + 1)
    return scores


def _vector_filter(workspace_id: str, flt: MemoryFilter, now: datetime) -> VectorFilter:
    return VectorFilter(
        workspace_id=workspace_id,
        project=flt.project,
        types=tuple(flt.types),
        min_confidence=flt.min_confidence,
        agent_id=flt.agent_id,
        tags=tuple(flt.tags),
        created_after=flt.created_after,
        created_before=flt.created_before,
        alive_at=now,
    )


def _view(row: MemoryRow) -> MemoryView:
    return MemoryView(
        id=row.id,
        content=row.content,
        type=MemoryType(row.type),
        tags=list(row.tags),
        project=row.project,
        agent_id=row.agent_id,
        confidence=row.confidence,
        version=row.version,
        supersedes_id=row.supersedes_id,
        supersedes_count=row.version - 1,
        created_at=row.created_at,
        updated_at=row.updated_at,
        expires_at=row.expires_at,
        indexed=row.indexed_at is not None,
        deleted_at=row.deleted_at,
        deleted_reason=row.deleted_reason,
        deleted_by=row.deleted_by,
        access_count=row.access_count,
        last_accessed_at=row.last_accessed_at,
    )
