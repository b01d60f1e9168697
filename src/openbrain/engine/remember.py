"""Remember: validate, redact secrets, de-duplicate, embed, insert the row, commit, upsert the vector.

If embedding or the vector store fails, the row is still committed with its vector pending and the caller is told
the memory is stored but not yet searchable by meaning: nothing an agent stores is lost because Ollama or Qdrant is
down. Handoff notes and promotions are remembers too.
"""

import logging
import re
import uuid
from datetime import UTC, datetime, timedelta

from openbrain.core.errors import Conflict, InvalidInput, NotFound, Unavailable
from openbrain.core.facts import change_sentences, new_specifics, revises
from openbrain.core.models import (
    INTERNAL_TAG_PREFIX,
    Caller,
    HandoffRequest,
    MemoryType,
    RememberRequest,
    RememberResult,
    parse,
)
from openbrain.core.redaction import find_secrets, redact
from openbrain.core.security import injection_reason
from openbrain.engine import checks
from openbrain.engine.browse import Browser
from openbrain.engine.capture import handoff_text
from openbrain.engine.context import AUTO_TAG, HANDOFF_TAG, HANDOFF_TTL_SECONDS
from openbrain.engine.indexing import Indexer
from openbrain.engine.stages import Stages
from openbrain.stores.db.links import revises_tag
from openbrain.stores.db.repository import DuplicateMemory
from openbrain.stores.db.tables import MemoryRow
from openbrain.stores.vectors.base import IndexQuery, VectorFilter

log = logging.getLogger(__name__)

REVISED_CANDIDATES = 5  # older memories a change is compared with, found by the words of its change sentences
REVISABLE = ("observation", "episode")  # what people say changes by revision; decisions and rules by supersedes


class Rememberer:
    """Stores memories for callers: new ones, versions that supersede, handoff notes and promotions."""

    def __init__(self, stages: Stages, indexer: Indexer, browser: Browser) -> None:
        self.stages = stages
        self.indexer = indexer
        self.browser = browser

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
        checks.require_write(caller)
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
        repository = self.stages.repository
        if request_key is not None and (done := repository.request(request_key, caller.workspace_id, "remember")):
            return RememberResult.from_row(done, duplicate=False, message=_stored(done.supersedes_id))
        content, redacted = self._secrets(checks.content(req.content, self.stages.limits))
        # Secrets hide in every free-text field an agent sees, not only in content (tags before lower-casing).
        project, in_project = self._secrets(req.project, "project") if req.project else (req.project, [])
        if in_project:  # the mark in a project's own characters: "web REDACTED-GitHub-token"
            project = re.sub(r"\[REDACTED ([^\]]*)\]", lambda m: "REDACTED-" + "-".join(m.group(1).split()), project)
        tags: list[str] = []
        for tag in req.tags:
            clean, found = self._secrets(tag, "a tag")
            tags.append(clean)
            in_project += found
        redacted += in_project
        req = req.model_copy(update={"project": project, "tags": tags})
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
        now = self.stages.clock()
        tags = checks.tags(req.tags, self.stages.limits)
        project = checks.project(req.project)
        confidence = checks.confidence(req.confidence, "confidence")
        expires_at = checks.expiry(req.ttl_seconds, req.expires_at, now)
        content_hash = checks.sha256(content)
        dedupe_key = checks.sha256("\x1f".join([project or "", req.type.value, content_hash]))

        version = 1
        if req.supersedes is not None:
            old = self.stages.repository.get(caller.workspace_id, req.supersedes)
            if old is None:
                raise NotFound(f"No memory with id {req.supersedes} in this workspace; nothing to supersede.")
            version = old.version + 1

        existing = self.stages.repository.find_duplicate(caller.workspace_id, dedupe_key, now=now)
        if existing is not None and _expired(existing, now):
            self.stages.repository.release_dedupe_key(caller.workspace_id, existing.id, now=now)
            existing = None
        if existing is not None and existing.id == req.supersedes and _restated(existing, tags, confidence, expires_at):
            existing = None  # the same content with new tags, confidence or expiry: a new version (promote)
        if existing is not None:
            return self._duplicate(existing, req.supersedes)

        vector, embed_error = None, None
        try:
            vector = self.stages.embedder.embed_documents([content])[0]
        except Unavailable as exc:
            embed_error = str(exc)
            log.warning("embedding failed, memory will be stored with its vector pending: %s", exc)

        if vector is not None and not req.allow_near_duplicate:
            near = self._near_duplicate(caller.workspace_id, project, content, vector, req.supersedes, now, dedupe_key)
            # A version of a memory another agent superseded meanwhile is told so by the insert (which names the
            # current version), even when it nearly repeats that version: that is the news it needs.
            if near is not None and not self._superseded_meanwhile(caller.workspace_id, req.supersedes):
                return near

        written_at = _written_at(req.created_at, now)
        if vector is not None and req.type.value in REVISABLE and change_sentences(content):
            tags = [*tags, *self._revised(caller.workspace_id, project, content, written_at, now)]
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
            created_at=written_at,
            updated_at=now,
        )
        try:
            self.stages.repository.insert(row, now=now, request_key=request_key)
        except DuplicateMemory as dup:  # a concurrent writer stored the same content first
            return self._duplicate(dup.existing, req.supersedes)

        indexed = vector is not None and self.indexer.index_rows([row], [vector])
        if req.supersedes is not None:
            self.indexer.drop_vectors([req.supersedes])

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

    def _superseded_meanwhile(self, workspace_id: str, supersedes: uuid.UUID | None) -> bool:
        old = self.stages.repository.get(workspace_id, supersedes) if supersedes is not None else None
        return old is not None and old.deleted_at is not None

    def _near_duplicate(
        self,
        workspace_id: str,
        project: str | None,
        content: str,
        vector: list[float],
        supersedes: uuid.UUID | None,
        now: datetime,
        dedupe_key: str,
    ) -> RememberResult | None:
        """The answer for a new memory too similar to a live one of the same workspace and project, if any.

        The similar one may be this very content, stored by a concurrent writer since the exact check above (its
        answer is then the exact duplicate's, not a near-duplicate refusal).

        Never for a memory that states a specific (number, identifier, name, date) the similar one lacks: to the
        embedding model "Build 1235 failed" is "Build 1234 failed" (cosine 0.98), to the team it is another fact.
        """
        threshold = self.stages.settings.recall.near_duplicate_threshold
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
            hits = self.stages.index.search(self.stages.profile, vector, flt, 5 if project else 20)
        except Unavailable as exc:
            log.warning("near-duplicate check skipped, vector store unavailable: %s", exc)
            return None
        hits = [hit for hit in hits if hit.score >= threshold]
        if not hits:
            return None
        rows = self.stages.repository.hydrate(workspace_id, [h.id for h in hits], now=now)
        for hit in hits:
            row = rows.get(hit.id)
            if row is None or row.project != project:
                continue
            if row.dedupe_key == dedupe_key:
                return self._duplicate(row, supersedes)
            if new_specifics(content, row.content):
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

    def _revised(
        self, workspace_id: str, project: str | None, content: str, written_at: datetime, now: datetime
    ) -> list[str]:
        """Internal tags linking a memory that says a change ("we moved from Leeds to Berlin") to the older ones of
        its workspace and project whose value it changes (``core/facts.revises``), found by the words of its change.
        Recall then shows it with them, above them, for a question about now. Nothing is retired."""
        query = IndexQuery(
            filter=VectorFilter(workspace_id=workspace_id, project=project, alive_at=now, types=REVISABLE),
            limit=REVISED_CANDIDATES,
            text=change_sentences(content),
        )
        try:
            hits = self.stages.index.query(self.stages.profile, query).hits
        except Unavailable as exc:
            log.warning("no revises link: the vector store is unavailable (%s)", exc)
            return []
        rows = self.stages.repository.hydrate(workspace_id, [hit.id for hit in hits], now=now)
        older = [
            row
            for hit in hits
            if (row := rows.get(hit.id)) is not None
            and row.project == project
            and row.created_at < written_at
            and revises(content, row.content)
        ]
        return [revises_tag(row.id) for row in older[:2]]

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
        try:
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
        except InvalidInput as exc:  # the note's content is the summary with its lists: name the fields given
            message = str(exc)
            if message.startswith("content "):
                raise InvalidInput("summary (with next_steps and blockers) " + message[len("content ") :]) from None
            raise

    def promote(self, caller: Caller, memory_id: uuid.UUID | str, type: MemoryType | None = None) -> RememberResult:
        """Keep an auto-captured memory for good: a new version with the same content, no expiry and without the
        ``auto-captured`` tag (and ``type``, if given)."""
        old = self.browser.get(caller, memory_id)
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

    def stored_as(self, caller: Caller, content: str, type: MemoryType, project: str | None) -> MemoryRow | None:
        """The live memory remember would answer with as this content's exact duplicate (after the same secret
        redaction), without writing anything: what a dry run reports."""
        cleaned, _ = self._secrets(checks.content(content, self.stages.limits))
        project = checks.project(project)
        key = checks.sha256("\x1f".join([project or "", type.value, checks.sha256(cleaned)]))
        now = self.stages.clock()
        existing = self.stages.repository.find_duplicate(caller.workspace_id, key, now=now)
        return None if existing is None or _expired(existing, now) else existing

    def _secrets(self, content: str, field: str = "content") -> tuple[str, list[str]]:
        """A field with its secrets redacted (or refused, or allowed, per settings) and what was found where."""
        return secrets_in(content, field, self.stages.settings.security.secrets)


def secrets_in(text: str, field: str, mode: str) -> tuple[str, list[str]]:
    """``text`` with its secrets redacted (mode redact), refused (refuse) or kept (allow), and what was found where
    (never the secret itself)."""
    findings = find_secrets(text)
    if not findings or mode == "allow":
        return text, []
    found = [finding.describe() if field == "content" else f"{field}: {finding.describe()}" for finding in findings]
    if mode == "refuse":
        raise InvalidInput(
            f"{field} holds {len(found)} secret(s): {'; '.join(found)}. Remove them (say where the secret is kept, "
            "never the secret itself) and remember again."
        )
    return redact(text, findings), found


def _written_at(given: datetime | None, now: datetime) -> datetime:
    """When a memory was written: ``given`` (a replayed write's own time), never ahead of ``now``, else ``now``."""
    written = checks.in_range(given, "created_at")
    if written is None:
        return now
    if written > now + timedelta(minutes=1):
        raise InvalidInput("created_at is in the future: give the time the memory was written, or omit it.")
    return min(written, now)


def _stored(supersedes: uuid.UUID | None) -> str:
    return "Stored" + (f", superseding {supersedes}." if supersedes else ".")


def _restated(row: MemoryRow, tags: list[str], confidence: float, expires_at: datetime | None) -> bool:
    """Whether a memory's own content, remembered again to supersede it, changes its tags, confidence or expiry."""
    expiry = row.expires_at.replace(tzinfo=UTC) if row.expires_at and row.expires_at.tzinfo is None else row.expires_at
    return sorted(row.tags) != sorted(tags) or row.confidence != confidence or expiry != expires_at


def _expired(row: MemoryRow, now: datetime) -> bool:
    return row.expires_at is not None and row.expires_at <= now
