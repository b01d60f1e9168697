"""All SQL about memories (word search: fulltext.py; shared conditions: filters.py; names: catalog.py)."""

import base64
import json
import time
import uuid
from collections.abc import Mapping, Sequence
from datetime import UTC, datetime
from typing import Any

from sqlalchemy import and_, case, delete, func, or_, select, text, update
from sqlalchemy.exc import IntegrityError
from sqlalchemy.orm import Session

from openbrain.core.errors import Conflict, InvalidInput, NotFound
from openbrain.core.security import verdict_to_store
from openbrain.stores.db.catalog import Catalog
from openbrain.stores.db.engine import Database, retry_lock_conflicts
from openbrain.stores.db.filters import (
    CURRENT_BY_ID,
    LIVE_BY_ID,
    PENDING,
    PENDING_SQLITE,
    MemoryFilter,
    after_key,
    alive_at,
    before_key,
    filtered,
    live,
)
from openbrain.stores.db.fulltext import FullText
from openbrain.stores.db.links import Links
from openbrain.stores.db.tables import MemoryRow, MemoryTagRow, RequestRow


class DuplicateMemory(Exception):
    """Raised inside the repository when the dedupe key is taken; carries the live memory holding it."""

    def __init__(self, existing: MemoryRow) -> None:
        self.existing = existing


# Seconds has_pending's answer is kept while this process writes nothing (writes of other processes are seen after it).
PENDING_KEPT = 1.0


class MemoryRepository:
    """Reads and writes ``brain_memories``. Every method that touches memories takes the workspace."""

    def __init__(self, database: Database) -> None:
        self.db = database
        self.fulltext = FullText(database)
        self.links = Links(database)
        self.catalog = Catalog(database)
        self._pending: tuple[int, float, frozenset[str] | None] | None = None  # has_pending's last look

    # -- writes -------------------------------------------------------------------------------------------

    @retry_lock_conflicts
    def insert(self, row: MemoryRow, *, now: datetime, request_key: str | None = None) -> MemoryRow:
        """Insert a new memory; if it supersedes one, retire that one in the same transaction. ``request_key``:
        the forwarded call's key, recorded in the same transaction (``request``).

        Raises:
            DuplicateMemory: a live memory with the same dedupe key exists (concurrent writers included).
            Conflict: the superseded memory is no longer live, or another memory superseded it first.
        """
        if row.check_version is None:  # the injection check's verdict, made once (core.security.checked)
            row.check_verdict, row.check_version = verdict_to_store(row.content)
        try:
            with self.db.writing() as session:
                if row.supersedes_id is not None:
                    self._retire_superseded(session, row, now)
                session.add(row)
                session.flush()
                session.add_all(
                    MemoryTagRow(memory_id=row.id, tag=tag, workspace_id=row.workspace_id) for tag in row.tags
                )
                if request_key is not None:
                    session.add(_request(request_key, "remember", row.workspace_id, row.id, now))
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

    @retry_lock_conflicts
    def forget(
        self,
        workspace_id: str,
        memory_id: uuid.UUID,
        *,
        reason: str,
        by: str,
        now: datetime,
        request_key: str | None = None,
    ) -> tuple[MemoryRow | None, bool]:
        """Soft-delete one memory. Returns (row, already_forgotten); (None, False) when it does not exist here.
        ``request_key``: the forwarded call's key, recorded in the same transaction when this call forgets it."""
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
            if request_key is not None and result.rowcount == 1:
                session.add(_request(request_key, "forget", workspace_id, memory_id, now))
            return row, row is not None and result.rowcount == 0

    @retry_lock_conflicts
    def add_tag(self, workspace_id: str, memory_id: uuid.UUID, tag: str, *, now: datetime) -> MemoryRow | None:
        """Add one tag to a memory of the workspace (no new version); None when there is no such memory."""
        with self.db.writing() as session:
            row = session.scalars(
                select(MemoryRow).where(MemoryRow.id == memory_id, MemoryRow.workspace_id == workspace_id)
            ).one_or_none()
            if row is None:
                return None
            if tag not in row.tags:
                row.tags = [*row.tags, tag]
                row.updated_at = now
                session.add(MemoryTagRow(memory_id=row.id, tag=tag, workspace_id=workspace_id))
            session.flush()
            session.expunge(row)
            return row

    def request(self, key: str, workspace_id: str, op: str) -> MemoryRow | None:
        """The memory a forwarded ``op`` with this key wrote in this workspace, if that call already took effect."""
        with self.db.reading() as session:
            done = session.get(RequestRow, (workspace_id, key))
            if done is None or done.op != op:
                return None
            return session.get(MemoryRow, done.memory_id)

    @retry_lock_conflicts
    def prune_requests(self, *, before: datetime) -> int:
        """Forget the keys of forwarded writes older than ``before`` (a repeat comes within seconds)."""
        with self.db.writing() as session:
            return session.execute(delete(RequestRow).where(RequestRow.created_at < before)).rowcount or 0

    @retry_lock_conflicts
    def mark_indexed(self, ids: Sequence[uuid.UUID], *, model: str, at: datetime) -> None:
        """Record that these memories have a vector. Done even for memories retired meanwhile, so that the
        reconciler finds and removes their vectors."""
        if not ids:
            return
        with self.db.writing() as session:
            session.execute(update(MemoryRow).where(MemoryRow.id.in_(ids)).values(indexed_at=at, embedding_model=model))

    @retry_lock_conflicts
    def clear_indexed(self, ids: Sequence[uuid.UUID]) -> None:
        """Record that these memories no longer have a vector."""
        if not ids:
            return
        with self.db.writing() as session:
            session.execute(update(MemoryRow).where(MemoryRow.id.in_(ids)).values(indexed_at=None))

    @retry_lock_conflicts
    def touch(self, ids: Sequence[uuid.UUID] | Mapping[uuid.UUID, int], *, at: datetime) -> None:
        """Count accesses of recall's results: one each, or as many as ``ids`` maps each to (one transaction)."""
        counts = ids if isinstance(ids, Mapping) else dict.fromkeys(ids, 1)
        with self.db.writing() as session:
            for n in sorted(set(counts.values())):
                session.execute(
                    update(MemoryRow)
                    .where(MemoryRow.id.in_([mid for mid, count in counts.items() if count == n]))
                    .values(access_count=MemoryRow.access_count + n, last_accessed_at=at)
                )

    @retry_lock_conflicts
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

    def count(
        self, workspace_id: str, flt: MemoryFilter, *, now: datetime, include_deleted: bool, include_expired: bool, **at
    ) -> int:
        """How many memories ``page`` would list (``at``: its ``as_of``, and ``cap``: count at most cap + 1)."""
        stmt = _listed(select(MemoryRow.id), workspace_id, flt, now, include_deleted, include_expired, at.get("as_of"))
        with self.db.reading() as session:
            counted = stmt.limit(at["cap"] + 1) if at.get("cap") is not None else stmt
            return int(session.scalar(select(func.count()).select_from(counted.subquery())) or 0)

    def ids_starting(self, workspace_id: str, prefix: str, limit: int) -> list[uuid.UUID]:
        """Ids of the workspace's memories (live or not) whose 32-digit hex form starts with ``prefix``."""
        with self.db.reading() as session:
            rows = session.scalars(
                select(MemoryRow.id)
                .where(MemoryRow.workspace_id == workspace_id, text("brain_memories.id LIKE :prefix"))
                .params(prefix=f"{prefix}%")
                .order_by(MemoryRow.id)
                .limit(limit)
            )
            return list(rows)

    def find_duplicate(self, workspace_id: str, dedupe_key: str, *, now: datetime) -> MemoryRow | None:
        """The memory holding this dedupe key (live or expired-but-not-yet-retired)."""
        with self.db.reading() as session:
            return session.scalar(
                select(MemoryRow).where(MemoryRow.workspace_id == workspace_id, MemoryRow.dedupe_key == dedupe_key)
            )

    @retry_lock_conflicts
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

    def hydrate(
        self, workspace_id: str, ids: Sequence[uuid.UUID], *, now: datetime, as_of: datetime | None = None
    ) -> dict[uuid.UUID, Any]:
        """Live memories of this workspace with these ids (``as_of``: the ones current then), in one query, as
        read-only rows holding ``MemoryRow``'s columns by the same names."""
        if not ids:
            return {}
        # By primary key alone, the workspace checked on the rows found (with it in the WHERE clause SQLite walked
        # the workspace's whole index); the table's rows, not ORM objects, which were half the select's time.
        stmt, moment = (LIVE_BY_ID, now) if as_of is None else (CURRENT_BY_ID, as_of)
        with self.db.rows() as connection:
            found = connection.execute(stmt, {"ids": list(dict.fromkeys(ids)), "moment": moment})
            return {row.id: row for row in found if row.workspace_id == workspace_id}

    def most_used(self, workspace_id: str, flt: MemoryFilter, *, now: datetime, limit: int) -> list[MemoryRow]:
        """Live memories that recall returned most often (then the newest), ``limit`` of them."""
        stmt = filtered(select(MemoryRow), workspace_id, flt).where(live(now), MemoryRow.access_count > 0)
        stmt = stmt.order_by(MemoryRow.access_count.desc(), MemoryRow.created_at.desc(), MemoryRow.id.desc())
        with self.db.reading() as session:
            return list(session.scalars(stmt.limit(limit)))

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
        as_of: datetime | None = None,
    ) -> tuple[list[MemoryRow], str | None]:
        """Memories newest first, ``limit`` at a time; returns the page and the cursor of the next one.

        ``as_of``: the memories that were current then (``include_deleted`` and ``include_expired`` do not apply).
        """
        stmt = _listed(select(MemoryRow), workspace_id, flt, now, include_deleted, include_expired, as_of)
        if cursor:
            stmt = stmt.where(before_key(*_decode_cursor(cursor)))
        stmt = stmt.order_by(MemoryRow.created_at.desc(), MemoryRow.id.desc()).limit(limit + 1)
        if flt.project is None and flt.agent_id is None:
            # Deep pages: MariaDB's optimizer otherwise reads the workspace from its newest row down to the cursor
            # (10,857 rows for a page of 100, 10,000 rows deep) instead of starting at the cursor in this index.
            for dialect in ("mysql", "mariadb"):
                stmt = stmt.with_hint(MemoryRow, "FORCE INDEX (ix_brain_memories_ws_created)", dialect)
        with self.db.reading() as session:
            rows = list(session.scalars(stmt))
        if len(rows) <= limit:
            return rows, None
        rows = rows[:limit]
        return rows, _encode_cursor(rows[-1].created_at, rows[-1].id)

    def lexical_search(
        self,
        workspace_id: str,
        query: str,
        flt: MemoryFilter,
        *,
        now: datetime,
        limit: int,
        pending: bool = False,
        retired_since: datetime | None = None,
    ) -> list[tuple[uuid.UUID, float]]:
        """Live memories matching the query's words, best first, as (id, score) with higher = better (fulltext.py).

        ``retired_since``: instead, the memories current at that time that are no longer live (recall ``as_of``).

        ``pending``: only memories that have no point in the vector index yet (recall merges them into the
        engine's answer, see ``has_pending``).
        """
        return self.fulltext.search(
            workspace_id, query, flt, now=now, limit=limit, pending=pending, retired_since=retired_since
        )

    def versions(self, workspace_id: str, memory_id: uuid.UUID) -> tuple[list[MemoryRow], list[MemoryRow]]:
        """A memory's supersession chain around it: (older versions newest first, newer versions oldest first)."""
        older: list[MemoryRow] = []
        newer: list[MemoryRow] = []
        with self.db.reading() as session:
            row = session.scalar(
                select(MemoryRow).where(MemoryRow.id == memory_id, MemoryRow.workspace_id == workspace_id)
            )
            if row is None:
                return [], []
            current = row
            for _ in range(MAX_CHAIN):  # bounded, in case of corrupt data
                if current.supersedes_id is None:
                    break
                nxt = session.scalar(
                    select(MemoryRow).where(
                        MemoryRow.id == current.supersedes_id, MemoryRow.workspace_id == workspace_id
                    )
                )
                if nxt is None:
                    break
                older.append(nxt)
                current = nxt
            current = row
            for _ in range(MAX_CHAIN):
                nxt = session.scalar(
                    select(MemoryRow).where(
                        MemoryRow.workspace_id == workspace_id, MemoryRow.supersedes_id == current.id
                    )
                )
                if nxt is None:
                    break
                newer.append(nxt)
                current = nxt
        return older, newer

    def older_versions(self, workspace_id: str, ids: Sequence[uuid.UUID]) -> dict[uuid.UUID, list[MemoryRow]]:
        """For each memory, the versions it replaced, newest first (one query per step back along the chains)."""
        chains: dict[uuid.UUID, list[MemoryRow]] = {mid: [] for mid in ids}
        with self.db.reading() as session:
            heads = {
                row.id: row
                for row in session.scalars(
                    select(MemoryRow).where(MemoryRow.workspace_id == workspace_id, MemoryRow.id.in_(list(ids)))
                )
            }
            wanted = {row.supersedes_id: mid for mid, row in heads.items() if row.supersedes_id is not None}
            for _ in range(MAX_CHAIN):
                if not wanted:
                    break
                found = session.scalars(
                    select(MemoryRow).where(MemoryRow.workspace_id == workspace_id, MemoryRow.id.in_(list(wanted)))
                )
                step: dict[uuid.UUID, uuid.UUID] = {}
                for row in found:
                    owner = wanted[row.id]
                    chains[owner].append(row)
                    if row.supersedes_id is not None:
                        step[row.supersedes_id] = owner
                wanted = step
        return chains

    def pending(self, *, now: datetime, limit: int, after: tuple[datetime, uuid.UUID] | None = None) -> list[MemoryRow]:
        """Live memories with no vector yet, oldest first (any workspace: the reconciler's work list).

        ``after``: the (created_at, id) of the last row of the previous batch, so a long list is walked once.
        """
        stmt = select(MemoryRow).where(MemoryRow.indexed_at.is_(None), live(now))
        if after is not None:
            stmt = stmt.where(after_key(*after))
        with self.db.reading() as session:
            return list(session.scalars(stmt.order_by(MemoryRow.created_at, MemoryRow.id).limit(limit)))

    def has_pending(self, workspace_id: str, *, now: datetime, scan: int = 1000) -> bool:
        """Does the workspace hold a live memory with no point in the vector index yet? Recall asks before every
        search, and the answer is nearly always no, so it must cost nothing (``filters.PENDING``). More than
        ``scan`` pending rows (a re-index of the store) answers yes without looking further.

        The workspaces found are kept until this process writes again, for at most ``PENDING_KEPT`` seconds: a
        memory another process (a server beside this one) stored without its vector counts here that much later."""
        generation, kept = self.db.write_generation, self._pending
        if kept is None or kept[0] != generation or time.monotonic() - kept[1] >= PENDING_KEPT:
            stmt = PENDING_SQLITE if self.db.dialect == "sqlite" else PENDING
            with self.db.rows() as connection:
                owners = list(connection.scalars(stmt, {"moment": now, "scan": scan}))
            # Past ``scan`` rows, any workspace may have more: None stands for every workspace.
            kept = self._pending = (generation, time.monotonic(), None if len(owners) >= scan else frozenset(owners))
        return kept[2] is None or workspace_id in kept[2]

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
        """Live (and of them, episodes), pending-index and deleted memories (of one workspace, or all)."""
        is_live = live(now)

        def count(condition):  # type: ignore[no-untyped-def]  # portable COUNT(*) FILTER (WHERE ...)
            return func.coalesce(func.sum(case((condition, 1), else_=0)), 0)

        stmt = select(
            count(is_live),
            count(and_(is_live, MemoryRow.indexed_at.is_(None))),
            count(MemoryRow.deleted_at.is_not(None)),
            count(and_(MemoryRow.deleted_at.is_(None), MemoryRow.expires_at <= now)),
            count(and_(is_live, MemoryRow.type == "episode")),
        )
        if workspace_id is not None:
            stmt = stmt.where(MemoryRow.workspace_id == workspace_id)
        with self.db.reading() as session:
            live_n, pending_n, deleted_n, expired_n, episodes_n = session.execute(stmt).one()
        numbers = (live_n, episodes_n, pending_n, deleted_n, expired_n)
        return dict(zip(("live", "episodes", "pending", "deleted", "expired"), map(int, numbers), strict=True))

    def stats(self, workspace_id: str, *, now: datetime, since: datetime) -> dict[str, Any]:
        """One workspace's counts: live, pending, forgotten, superseded, expired; live ones by type, project and
        agent; memories written per day since ``since``."""
        is_live = live(now)
        superseded = MemoryRow.deleted_reason.like("superseded by %")

        def count(condition):  # type: ignore[no-untyped-def]  # portable COUNT(*) FILTER (WHERE ...)
            return func.coalesce(func.sum(case((condition, 1), else_=0)), 0)

        mine = MemoryRow.workspace_id == workspace_id
        totals = select(
            count(is_live),
            count(and_(is_live, MemoryRow.indexed_at.is_(None))),
            count(and_(MemoryRow.deleted_at.is_not(None), ~superseded)),
            count(and_(MemoryRow.deleted_at.is_not(None), superseded)),
            count(and_(MemoryRow.deleted_at.is_(None), MemoryRow.expires_at <= now)),
        ).where(mine)
        day = func.date(MemoryRow.created_at)
        with self.db.reading() as session:
            live_n, pending_n, forgotten_n, superseded_n, expired_n = session.execute(totals).one()
            groups = {}
            for name, column in (
                ("type", MemoryRow.type),
                ("project", MemoryRow.project),
                ("agent", MemoryRow.agent_id),
            ):
                rows = session.execute(
                    select(column, func.count()).where(mine, is_live).group_by(column).order_by(func.count().desc())
                )
                groups[name] = {(key if key is not None else ""): int(n) for key, n in rows}
            per_day = session.execute(
                select(day, func.count()).where(mine, MemoryRow.created_at >= since).group_by(day).order_by(day)
            )
            days = {str(key)[:10]: int(n) for key, n in per_day}
        return {
            "live": int(live_n),
            "pending": int(pending_n),
            "forgotten": int(forgotten_n),
            "superseded": int(superseded_n),
            "expired": int(expired_n),
            "by_type": groups["type"],
            "by_project": groups["project"],
            "by_agent": groups["agent"],
            "per_day": days,
        }


MAX_CHAIN = 10_000


def _encode_cursor(created_at: datetime, memory_id: uuid.UUID) -> str:
    raw = json.dumps({"t": created_at.isoformat(), "id": str(memory_id)}).encode()
    return base64.urlsafe_b64encode(raw).decode().rstrip("=")


def _request(key: str, op: str, workspace_id: str, memory_id: uuid.UUID, now: datetime) -> RequestRow:
    if not 8 <= len(key) <= 64:
        raise InvalidInput("request_key must be 8 to 64 characters.")
    return RequestRow(key=key, op=op, workspace_id=workspace_id, memory_id=memory_id, created_at=now)


def _decode_cursor(cursor: str) -> tuple[datetime, uuid.UUID]:
    try:
        raw = base64.urlsafe_b64decode(cursor + "=" * (-len(cursor) % 4))
        data = json.loads(raw)
        created_at = datetime.fromisoformat(data["t"])
        if created_at.tzinfo is None:
            raise ValueError("naive")
        created_at = created_at.astimezone(UTC)  # a forged cursor's time may lie beyond the range: OverflowError
        return created_at, uuid.UUID(data["id"])
    except (ValueError, KeyError, TypeError, OverflowError, json.JSONDecodeError):
        raise InvalidInput("cursor is not one this server returned: pass next_cursor unchanged, or omit it.") from None


def _listed(
    stmt: Any, workspace_id: str, flt: MemoryFilter, now: datetime, deleted: bool, expired: bool, as_of: Any = None
) -> Any:
    """``stmt`` narrowed to what a list shows: the workspace and filters, live and unexpired unless asked (``as_of``:
    what was current then)."""
    stmt = filtered(stmt, workspace_id, flt)
    if as_of is not None:
        return stmt.where(alive_at(as_of))
    if not deleted:
        stmt = stmt.where(MemoryRow.deleted_at.is_(None))
    if not expired:
        stmt = stmt.where(or_(MemoryRow.expires_at.is_(None), MemoryRow.expires_at > now))
    return stmt
