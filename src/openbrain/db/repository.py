"""All SQL about memories: insert, supersede, forget, list, lexical search, and the reconciler's queries."""

import base64
import json
import re
import uuid
from collections.abc import Sequence
from dataclasses import dataclass
from datetime import datetime

from sqlalchemy import Select, and_, case, func, or_, select, text, update
from sqlalchemy.dialects import mysql
from sqlalchemy.exc import IntegrityError
from sqlalchemy.orm import Session

from openbrain.db.engine import Database
from openbrain.db.tables import MemoryRow, MemoryTagRow
from openbrain.errors import Conflict, InvalidInput, NotFound


@dataclass(frozen=True)
class MemoryFilter:
    """Metadata conditions shared by list and lexical search; every field that is set must hold."""

    project: str | None = None
    types: Sequence[str] = ()
    min_confidence: float | None = None
    agent_id: str | None = None
    tags: Sequence[str] = ()
    created_after: datetime | None = None
    created_before: datetime | None = None


class DuplicateMemory(Exception):
    """Raised inside the repository when the dedupe key is taken; carries the live memory holding it."""

    def __init__(self, existing: MemoryRow) -> None:
        self.existing = existing


def live(now: datetime):  # type: ignore[no-untyped-def]
    """SQL condition: not deleted and not expired at ``now``."""
    return and_(MemoryRow.deleted_at.is_(None), or_(MemoryRow.expires_at.is_(None), MemoryRow.expires_at > now))


class MemoryRepository:
    """Reads and writes ``brain_memories``. Every method that touches memories takes the workspace."""

    def __init__(self, database: Database) -> None:
        self.db = database

    # -- writes -------------------------------------------------------------------------------------------

    def insert(self, row: MemoryRow, *, now: datetime) -> MemoryRow:
        """Insert a new memory; if it supersedes one, retire that one in the same transaction.

        Raises:
            DuplicateMemory: a live memory with the same dedupe key exists (concurrent writers included).
            Conflict: the superseded memory is no longer live, or another memory superseded it first.
        """
        try:
            with self.db.writing() as session:
                if row.supersedes_id is not None:
                    self._retire_superseded(session, row, now)
                session.add(row)
                session.flush()
                session.add_all(
                    MemoryTagRow(memory_id=row.id, tag=tag, workspace_id=row.workspace_id) for tag in row.tags
                )
            return row
        except IntegrityError as exc:
            existing = self.find_duplicate(row.workspace_id, row.dedupe_key, now=now) if row.dedupe_key else None
            if existing is not None:
                raise DuplicateMemory(existing) from None
            if row.supersedes_id is not None:
                newer = self._successor(row.workspace_id, row.supersedes_id)
                raise Conflict(
                    f"Memory {row.supersedes_id} was superseded concurrently"
                    + (f" by {newer.id}; supersede {newer.id} instead." if newer else "; recall it again.")
                ) from None
            raise Conflict("The memory could not be stored because of a concurrent change; retry.") from exc

    def _retire_superseded(self, session: Session, row: MemoryRow, now: datetime) -> None:
        old_id = row.supersedes_id
        result = session.execute(
            update(MemoryRow)
            .where(MemoryRow.id == old_id, MemoryRow.workspace_id == row.workspace_id, live(now))
            .values(
                deleted_at=now,
                deleted_reason=f"superseded by {row.id}",
                deleted_by=row.agent_id,
                dedupe_key=None,
                updated_at=now,
            )
        )
        if result.rowcount == 1:
            return
        # Not retired: say why, naming the current version where there is one.
        old = session.scalar(
            select(MemoryRow).where(MemoryRow.id == old_id, MemoryRow.workspace_id == row.workspace_id)
        )
        if old is None:
            raise NotFound(f"No memory with id {old_id} in this workspace; nothing to supersede.")
        newer = self._current_version(session, old)
        if newer is not None and newer.id != old.id:
            raise Conflict(
                f"Memory {old_id} was already superseded; its current version is {newer.id}: supersede that."
            )
        if old.deleted_at is not None:
            raise Conflict(
                f"Memory {old_id} was forgotten ({old.deleted_reason}); remember the new content without supersedes."
            )
        raise Conflict(f"Memory {old_id} has expired; remember the new content without supersedes.")

    def _successor(self, workspace_id: str, memory_id: uuid.UUID) -> MemoryRow | None:
        with self.db.reading() as session:
            return session.scalar(
                select(MemoryRow).where(MemoryRow.workspace_id == workspace_id, MemoryRow.supersedes_id == memory_id)
            )

    def _current_version(self, session: Session, row: MemoryRow) -> MemoryRow | None:
        """Follow the chain forward to its newest member (bounded, in case of corrupt data)."""
        current = row
        for _ in range(10_000):
            nxt = session.scalar(
                select(MemoryRow).where(
                    MemoryRow.workspace_id == row.workspace_id, MemoryRow.supersedes_id == current.id
                )
            )
            if nxt is None:
                return current
            current = nxt
        return current

    def forget(
        self, workspace_id: str, memory_id: uuid.UUID, *, reason: str, by: str, now: datetime
    ) -> tuple[MemoryRow | None, bool]:
        """Soft-delete one memory. Returns (row, already_forgotten); (None, False) when it does not exist here."""
        with self.db.writing() as session:
            result = session.execute(
                update(MemoryRow)
                .where(
                    MemoryRow.id == memory_id, MemoryRow.workspace_id == workspace_id, MemoryRow.deleted_at.is_(None)
                )
                .values(deleted_at=now, deleted_reason=reason, deleted_by=by, dedupe_key=None, updated_at=now)
            )
            row = session.scalar(
                select(MemoryRow).where(MemoryRow.id == memory_id, MemoryRow.workspace_id == workspace_id)
            )
            return row, row is not None and result.rowcount == 0

    def mark_indexed(self, ids: Sequence[uuid.UUID], *, model: str, at: datetime) -> None:
        """Record that these memories have a vector. Done even for memories retired meanwhile, so that the
        reconciler finds and removes their vectors."""
        if not ids:
            return
        with self.db.writing() as session:
            session.execute(update(MemoryRow).where(MemoryRow.id.in_(ids)).values(indexed_at=at, embedding_model=model))

    def clear_indexed(self, ids: Sequence[uuid.UUID]) -> None:
        """Record that these memories no longer have a vector."""
        if not ids:
            return
        with self.db.writing() as session:
            session.execute(update(MemoryRow).where(MemoryRow.id.in_(ids)).values(indexed_at=None))

    def touch(self, ids: Sequence[uuid.UUID], *, at: datetime) -> None:
        """Count one more access for each memory returned by recall."""
        if not ids:
            return
        with self.db.writing() as session:
            session.execute(
                update(MemoryRow)
                .where(MemoryRow.id.in_(ids))
                .values(access_count=MemoryRow.access_count + 1, last_accessed_at=at)
            )

    def retire_expired(self, *, now: datetime, limit: int = 1000) -> list[uuid.UUID]:
        """Soft-delete memories whose TTL has passed (reason "expired"); returns their ids."""
        with self.db.writing() as session:
            ids = list(
                session.scalars(
                    select(MemoryRow.id).where(MemoryRow.deleted_at.is_(None), MemoryRow.expires_at <= now).limit(limit)
                )
            )
            if ids:
                session.execute(
                    update(MemoryRow)
                    .where(MemoryRow.id.in_(ids), MemoryRow.deleted_at.is_(None))
                    .values(
                        deleted_at=now,
                        deleted_reason="expired",
                        deleted_by="openbrain",
                        dedupe_key=None,
                        updated_at=now,
                    )
                )
            return ids

    # -- reads --------------------------------------------------------------------------------------------

    def get(self, workspace_id: str, memory_id: uuid.UUID) -> MemoryRow | None:
        with self.db.reading() as session:
            return session.scalar(
                select(MemoryRow).where(MemoryRow.id == memory_id, MemoryRow.workspace_id == workspace_id)
            )

    def find_duplicate(self, workspace_id: str, dedupe_key: str, *, now: datetime) -> MemoryRow | None:
        """The memory holding this dedupe key (live or expired-but-not-yet-retired)."""
        with self.db.reading() as session:
            return session.scalar(
                select(MemoryRow).where(MemoryRow.workspace_id == workspace_id, MemoryRow.dedupe_key == dedupe_key)
            )

    def release_dedupe_key(self, workspace_id: str, memory_id: uuid.UUID, *, now: datetime) -> None:
        """Retire an expired memory so that its content can be remembered afresh."""
        with self.db.writing() as session:
            session.execute(
                update(MemoryRow)
                .where(
                    MemoryRow.id == memory_id,
                    MemoryRow.workspace_id == workspace_id,
                    MemoryRow.deleted_at.is_(None),
                    MemoryRow.expires_at <= now,
                )
                .values(
                    deleted_at=now, deleted_reason="expired", deleted_by="openbrain", dedupe_key=None, updated_at=now
                )
            )

    def hydrate(self, workspace_id: str, ids: Sequence[uuid.UUID], *, now: datetime) -> dict[uuid.UUID, MemoryRow]:
        """Live memories of this workspace with these ids, in one query."""
        if not ids:
            return {}
        with self.db.reading() as session:
            rows = session.scalars(
                select(MemoryRow).where(MemoryRow.workspace_id == workspace_id, MemoryRow.id.in_(ids), live(now))
            )
            return {row.id: row for row in rows}

    def page(
        self,
        workspace_id: str,
        flt: MemoryFilter,
        *,
        now: datetime,
        limit: int,
        cursor: str | None = None,
        include_deleted: bool = False,
        include_expired: bool = False,
    ) -> tuple[list[MemoryRow], str | None]:
        """Memories newest first, ``limit`` at a time; returns the page and the cursor of the next one."""
        stmt = self._filtered(select(MemoryRow), workspace_id, flt)
        if not include_deleted:
            stmt = stmt.where(MemoryRow.deleted_at.is_(None))
        if not include_expired:
            stmt = stmt.where(or_(MemoryRow.expires_at.is_(None), MemoryRow.expires_at > now))
        if cursor:
            created_at, last_id = _decode_cursor(cursor)
            stmt = stmt.where(
                or_(
                    MemoryRow.created_at < created_at,
                    and_(MemoryRow.created_at == created_at, MemoryRow.id < last_id),
                )
            )
        stmt = stmt.order_by(MemoryRow.created_at.desc(), MemoryRow.id.desc()).limit(limit + 1)
        with self.db.reading() as session:
            rows = list(session.scalars(stmt))
        if len(rows) <= limit:
            return rows, None
        rows = rows[:limit]
        return rows, _encode_cursor(rows[-1].created_at, rows[-1].id)

    def lexical_search(
        self, workspace_id: str, query: str, flt: MemoryFilter, *, now: datetime, limit: int
    ) -> list[tuple[uuid.UUID, float]]:
        """Live memories matching the query's words, best first, as (id, score) with higher = better."""
        words = _words(query)
        if not words:
            return []
        with self.db.reading() as session:
            if self.db.dialect == "sqlite":
                match = " OR ".join('"' + word.replace('"', '""') + '"' for word in words)
                fts = text(
                    "SELECT memory_id, bm25(brain_memories_fts) AS rank FROM brain_memories_fts "
                    "WHERE brain_memories_fts MATCH :match"
                ).bindparams(match=match)
                fts = fts.columns(memory_id=MemoryRow.id.type, rank=MemoryRow.confidence.type).subquery("fts")
                stmt = select(MemoryRow.id, -fts.c.rank).join(fts, fts.c.memory_id == MemoryRow.id)
                stmt = stmt.order_by(fts.c.rank)
            else:
                score = mysql.match(MemoryRow.content, against=" ".join(words)).in_natural_language_mode()
                stmt = select(MemoryRow.id, score.label("score")).where(score > 0).order_by(score.desc())
            stmt = self._filtered(stmt, workspace_id, flt).where(live(now)).limit(limit)
            return [(row[0], float(row[1])) for row in session.execute(stmt)]

    def pending(self, *, now: datetime, limit: int) -> list[MemoryRow]:
        """Live memories with no vector yet, oldest first (any workspace: the reconciler's work list)."""
        with self.db.reading() as session:
            return list(
                session.scalars(
                    select(MemoryRow)
                    .where(MemoryRow.indexed_at.is_(None), live(now))
                    .order_by(MemoryRow.created_at)
                    .limit(limit)
                )
            )

    def stale_indexed(self, *, now: datetime, limit: int) -> list[uuid.UUID]:
        """Memories that still have a vector but are no longer live."""
        with self.db.reading() as session:
            return list(
                session.scalars(select(MemoryRow.id).where(MemoryRow.indexed_at.is_not(None), ~live(now)).limit(limit))
            )

    def live_ids(self, ids: Sequence[uuid.UUID], *, now: datetime) -> set[uuid.UUID]:
        if not ids:
            return set()
        with self.db.reading() as session:
            return set(session.scalars(select(MemoryRow.id).where(MemoryRow.id.in_(ids), live(now))))

    def counts(self, workspace_id: str | None, *, now: datetime) -> dict[str, int]:
        """Live, pending-index and deleted memories (of one workspace, or all)."""
        is_live = live(now)

        def count(condition):  # type: ignore[no-untyped-def]  # portable COUNT(*) FILTER (WHERE ...)
            return func.coalesce(func.sum(case((condition, 1), else_=0)), 0)

        stmt = select(
            count(is_live),
            count(and_(is_live, MemoryRow.indexed_at.is_(None))),
            count(MemoryRow.deleted_at.is_not(None)),
            count(and_(MemoryRow.deleted_at.is_(None), MemoryRow.expires_at <= now)),
        )
        if workspace_id is not None:
            stmt = stmt.where(MemoryRow.workspace_id == workspace_id)
        with self.db.reading() as session:
            live_n, pending_n, deleted_n, expired_n = session.execute(stmt).one()
        return {"live": int(live_n), "pending": int(pending_n), "deleted": int(deleted_n), "expired": int(expired_n)}

    # -- helpers ------------------------------------------------------------------------------------------

    @staticmethod
    def _filtered(stmt: Select, workspace_id: str, flt: MemoryFilter) -> Select:  # type: ignore[type-arg]
        stmt = stmt.where(MemoryRow.workspace_id == workspace_id)
        if flt.project is not None:
            stmt = stmt.where(MemoryRow.project == flt.project)
        if flt.types:
            stmt = stmt.where(MemoryRow.type.in_(list(flt.types)))
        if flt.min_confidence is not None:
            stmt = stmt.where(MemoryRow.confidence >= flt.min_confidence)
        if flt.agent_id is not None:
            stmt = stmt.where(MemoryRow.agent_id == flt.agent_id)
        for tag in flt.tags:
            stmt = stmt.where(
                MemoryRow.id.in_(
                    select(MemoryTagRow.memory_id).where(
                        MemoryTagRow.workspace_id == workspace_id, MemoryTagRow.tag == tag
                    )
                )
            )
        if flt.created_after is not None:
            stmt = stmt.where(MemoryRow.created_at >= flt.created_after)
        if flt.created_before is not None:
            stmt = stmt.where(MemoryRow.created_at < flt.created_before)
        return stmt


_WORD = re.compile(r"\w+", re.UNICODE)


def _words(query: str, limit: int = 64) -> list[str]:
    """The distinct words of a query, in order (the lexical engines do their own stemming)."""
    seen: dict[str, None] = {}
    for word in _WORD.findall(query.lower()):
        seen.setdefault(word, None)
    return list(seen)[:limit]


def _encode_cursor(created_at: datetime, memory_id: uuid.UUID) -> str:
    raw = json.dumps({"t": created_at.isoformat(), "id": str(memory_id)}).encode()
    return base64.urlsafe_b64encode(raw).decode().rstrip("=")


def _decode_cursor(cursor: str) -> tuple[datetime, uuid.UUID]:
    try:
        raw = base64.urlsafe_b64decode(cursor + "=" * (-len(cursor) % 4))
        data = json.loads(raw)
        created_at = datetime.fromisoformat(data["t"])
        if created_at.tzinfo is None:
            raise ValueError("naive")
        return created_at, uuid.UUID(data["id"])
    except (ValueError, KeyError, TypeError, json.JSONDecodeError):
        raise InvalidInput("cursor is not one this server returned: pass next_cursor unchanged, or omit it.") from None
