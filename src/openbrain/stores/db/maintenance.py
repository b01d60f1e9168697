"""SQL for the operator's work on the whole store: export, import, purge, reindex and index verification.

Kept apart from ``MemoryRepository`` (the agents' reads and writes): none of this is reachable from an MCP tool.
"""

import logging
import uuid
from collections.abc import Iterator, Sequence
from dataclasses import dataclass
from datetime import datetime
from typing import Literal

from sqlalchemy import bindparam, delete, func, insert, or_, select, text, update
from sqlalchemy.exc import IntegrityError
from sqlalchemy.orm import Session

from openbrain.stores.db.engine import Database, retry_lock_conflicts
from openbrain.stores.db.filters import after_key, live
from openbrain.stores.db.tables import MemoryRow, MemoryTagRow

log = logging.getLogger(__name__)

PURGED_REASON = "purged"

ImportOutcome = Literal["added", "present", "duplicate", "conflict"]


@dataclass(frozen=True)
class ImportedRow:
    """What happened to one imported memory; ``detail`` names the memory it collided with."""

    id: uuid.UUID
    outcome: ImportOutcome
    detail: str | None = None


@dataclass(frozen=True)
class IndexState:
    id: uuid.UUID
    live: bool
    indexed: bool
    model: str | None


class MaintenanceRepository:
    """Whole-store reads and writes for export, import, purge and reindex."""

    def __init__(self, database: Database) -> None:
        self.db = database

    # -- export and import ---------------------------------------------------------------------------------

    def export_rows(self, workspace_id: str | None, *, batch_size: int = 500) -> Iterator[MemoryRow]:
        """Every memory (deleted, superseded and purged ones too) oldest first, from one consistent snapshot:
        a single statement streamed in batches, so a backup never shows half of a concurrent change."""
        stmt = select(MemoryRow).order_by(MemoryRow.created_at, MemoryRow.id)
        if workspace_id is not None:
            stmt = stmt.where(MemoryRow.workspace_id == workspace_id)
        with self.db.reading() as session:
            yield from session.scalars(stmt.execution_options(yield_per=batch_size))

    @retry_lock_conflicts
    def import_rows(self, rows: Sequence[MemoryRow]) -> list[ImportedRow]:
        """Insert memories with their own ids, in one transaction; ids already stored are left as they are.

        A row that would break a uniqueness rule of the live store (the same live content under another id, or
        a second successor of one memory, which would fork its chain) is skipped and reported, never forced.
        """
        if not rows:
            return []
        outcomes: list[ImportedRow] = []
        with self.db.writing() as session:
            present = set(session.scalars(select(MemoryRow.id).where(MemoryRow.id.in_([r.id for r in rows]))))
            fresh = [row for row in rows if row.id not in present]
            try:  # the usual case, a whole batch that breaks no rule, in one statement per table
                with session.begin_nested():
                    add_rows(session, fresh)
                return [ImportedRow(row.id, "present" if row.id in present else "added") for row in rows]
            except IntegrityError:
                pass  # some row collides: row by row, to tell which
            for row in rows:
                if row.id in present:
                    outcomes.append(ImportedRow(row.id, "present"))
                    continue
                try:
                    with session.begin_nested():
                        add_rows(session, [row])
                except IntegrityError:
                    outcomes.append(self._collision(session, row))
                    continue
                present.add(row.id)
                outcomes.append(ImportedRow(row.id, "added"))
        return outcomes

    @staticmethod
    def _collision(session: Session, row: MemoryRow) -> ImportedRow:
        if row.dedupe_key is not None:
            holder = session.scalar(
                select(MemoryRow.id).where(
                    MemoryRow.workspace_id == row.workspace_id, MemoryRow.dedupe_key == row.dedupe_key
                )
            )
            if holder is not None:
                return ImportedRow(row.id, "duplicate", f"the same content is stored as {holder}")
        if row.supersedes_id is not None:
            successor = session.scalar(select(MemoryRow.id).where(MemoryRow.supersedes_id == row.supersedes_id))
            if successor is not None:
                return ImportedRow(row.id, "conflict", f"{row.supersedes_id} is already superseded by {successor}")
        return ImportedRow(row.id, "conflict", "it collides with a stored memory")

    # -- purge ---------------------------------------------------------------------------------------------

    @retry_lock_conflicts
    def purge(
        self,
        workspace_id: str,
        *,
        ids: Sequence[uuid.UUID] | None,
        agent_id: str | None,
        by: str,
        reason: str,
        now: datetime,
    ) -> tuple[list[uuid.UUID], list[uuid.UUID]]:
        """Erase content and tags of the chosen memories, leaving a tombstone; returns (purged, already purged).

        The row stays (its id, type, project, author, times and place in a supersession chain), marked deleted
        with reason "purged" (the previous reason may quote the content) and with who, when and why it was
        purged. The full-text entry goes in the same transaction.
        """
        stmt = select(MemoryRow.id, MemoryRow.purged_at).where(MemoryRow.workspace_id == workspace_id)
        stmt = (
            stmt.where(MemoryRow.id.in_(list(ids))) if ids is not None else stmt.where(MemoryRow.agent_id == agent_id)
        )
        sqlite = self.db.dialect == "sqlite"
        with self.db.writing() as session:
            if sqlite:
                # Freed pages are overwritten with zeros, so erased text does not linger in the file.
                session.execute(text("PRAGMA secure_delete = ON"))
            found = session.execute(stmt).all()
            targets = [mid for mid, purged_at in found if purged_at is None]
            earlier = [mid for mid, purged_at in found if purged_at is not None]
            for start in range(0, len(targets), 500):
                chunk = targets[start : start + 500]
                session.execute(delete(MemoryTagRow).where(MemoryTagRow.memory_id.in_(chunk)))
                session.execute(
                    update(MemoryRow)
                    .where(MemoryRow.id.in_(chunk))
                    .values(
                        content="",
                        content_hash="",
                        check_verdict=None,
                        check_version=None,
                        tags=[],
                        dedupe_key=None,
                        deleted_at=func.coalesce(MemoryRow.deleted_at, now),
                        deleted_reason=PURGED_REASON,
                        deleted_by=func.coalesce(MemoryRow.deleted_by, by),
                        purged_at=now,
                        purged_by=by,
                        purge_reason=reason,
                        updated_at=now,
                    )
                )
                if sqlite:
                    session.execute(
                        text("DELETE FROM brain_memories_fts WHERE memory_id IN :ids").bindparams(
                            bindparam("ids", expanding=True, type_=MemoryRow.id.type)
                        ),
                        {"ids": chunk},
                    )
            if sqlite and targets:
                # Merge the FTS b-trees so the erased words leave the index's pages, not only its lookups.
                session.execute(text("INSERT INTO brain_memories_fts (brain_memories_fts) VALUES ('optimize')"))
        if sqlite and targets:
            self._checkpoint()
        return targets, earlier

    def _checkpoint(self) -> None:
        """Move the WAL into the database file and empty it, so the pre-purge pages leave the WAL too. Best
        effort: a concurrent reader may hold the WAL, then SQLite's automatic checkpoints finish the work."""
        raw = self.db.write_engine.raw_connection()  # no BEGIN: a checkpoint cannot run in a transaction
        try:
            cursor = raw.cursor()
            busy = cursor.execute("PRAGMA wal_checkpoint(TRUNCATE)").fetchone()
            cursor.close()
            if busy and busy[0]:
                log.info("purge: the WAL is in use, SQLite's next checkpoints will finish moving it")
        except Exception as exc:  # best effort: the purge itself is committed
            log.warning("purge: WAL checkpoint failed: %s", exc)
        finally:
            raw.close()

    # -- reindex and index verification --------------------------------------------------------------------

    def live_elsewhere(self, workspace_id: str, *, now: datetime) -> tuple[int, int]:
        """How many other workspaces hold live memories, and how many memories they hold (operators only)."""
        query = select(func.count(func.distinct(MemoryRow.workspace_id)), func.count()).where(
            MemoryRow.workspace_id != workspace_id, live(now)
        )
        with self.db.reading() as session:
            workspaces, memories = session.execute(query).one()
        return int(workspaces), int(memories)

    def count_live(self, *, now: datetime) -> int:
        with self.db.reading() as session:
            return int(session.scalar(select(func.count()).select_from(MemoryRow).where(live(now))) or 0)

    def live_after(self, cursor: tuple[datetime, uuid.UUID] | None, *, now: datetime, limit: int) -> list[MemoryRow]:
        """Live memories after ``cursor`` in (created_at, id) order: the reindex's resumable walk."""
        stmt = select(MemoryRow).where(live(now))
        if cursor is not None:
            stmt = stmt.where(after_key(*cursor))
        stmt = stmt.order_by(MemoryRow.created_at, MemoryRow.id).limit(limit)
        with self.db.reading() as session:
            return list(session.scalars(stmt))

    def index_states(self, after: uuid.UUID | None, *, now: datetime, limit: int) -> list[IndexState]:
        """Every memory's liveness and index record, in id order, ``limit`` at a time."""
        stmt = select(MemoryRow.id, live(now), MemoryRow.indexed_at.is_not(None), MemoryRow.embedding_model)
        if after is not None:
            stmt = stmt.where(MemoryRow.id > after)
        stmt = stmt.order_by(MemoryRow.id).limit(limit)
        with self.db.reading() as session:
            return [
                IndexState(mid, bool(alive), bool(indexed), model)
                for mid, alive, indexed, model in session.execute(stmt)
            ]

    def indexed_texts(self, after: uuid.UUID | None, *, model: str, limit: int) -> list[tuple[uuid.UUID, str]]:
        """The content of memories recorded as indexed with ``model``, in id order, ``limit`` at a time (the
        words of their points are rebuilt from it)."""
        stmt = select(MemoryRow.id, MemoryRow.content).where(
            MemoryRow.indexed_at.is_not(None), MemoryRow.embedding_model == model
        )
        if after is not None:
            stmt = stmt.where(MemoryRow.id > after)
        stmt = stmt.order_by(MemoryRow.id).limit(limit)
        with self.db.reading() as session:
            return [(mid, content) for mid, content in session.execute(stmt)]

    def verdict_batch(self, after: uuid.UUID | None, *, limit: int) -> list[tuple[uuid.UUID, str, str | None]]:
        """Memories not purged, in id order after ``after``: id, content and the version of the injection check
        whose verdict is stored with it (None: none is)."""
        stmt = select(MemoryRow.id, MemoryRow.content, MemoryRow.check_version).where(MemoryRow.purged_at.is_(None))
        if after is not None:
            stmt = stmt.where(MemoryRow.id > after)
        with self.db.reading() as session:
            found = session.execute(stmt.order_by(MemoryRow.id).limit(limit))
            return [(mid, content, version) for mid, content, version in found]

    def store_verdicts(self, verdicts: dict[uuid.UUID, tuple[str | None, str | None]]) -> None:
        """Store the injection check's verdict and version of these memories, unless purged meanwhile."""
        if not verdicts:
            return
        stmt = (
            update(MemoryRow.__table__)
            .where(MemoryRow.__table__.c.id == bindparam("mid"), MemoryRow.__table__.c.purged_at.is_(None))
            .values(check_verdict=bindparam("b_verdict"), check_version=bindparam("b_version"))
        )
        rows = [{"mid": mid, "b_verdict": made[0], "b_version": made[1]} for mid, made in verdicts.items()]
        with self.db.writing() as session:
            session.execute(stmt, rows)

    def indexed_models(self) -> dict[str, int]:
        """How many memories are recorded as indexed, by embedding profile key."""
        stmt = (
            select(MemoryRow.embedding_model, func.count())
            .where(MemoryRow.indexed_at.is_not(None), MemoryRow.embedding_model.is_not(None))
            .group_by(MemoryRow.embedding_model)
        )
        with self.db.reading() as session:
            return {model: int(n) for model, n in session.execute(stmt)}

    def indexed_with_other_model(self, *, since: datetime, model: str, limit: int) -> list[uuid.UUID]:
        """Memories recorded as indexed at or after ``since`` by another profile than ``model`` (a process
        still on the old model after a switch); the range on ``indexed_at`` keeps this an index lookup."""
        stmt = (
            select(MemoryRow.id)
            .where(
                MemoryRow.indexed_at >= since,
                or_(MemoryRow.embedding_model.is_(None), MemoryRow.embedding_model != model),
            )
            .limit(limit)
        )
        with self.db.reading() as session:
            return list(session.scalars(stmt))


def add_rows(session: Session, rows: Sequence[MemoryRow]) -> None:
    """Insert memories and their tag rows (a broken rule raises here, in the caller's transaction): one INSERT of
    many rows per table, not the ORM's unit of work (the rows are not used as ORM objects afterwards)."""
    if not rows:
        return
    # The tables, not the mapped classes: the ORM's bulk path splits a batch into one statement per pattern of
    # NULL columns, which for restored rows was nearly one statement per row.
    memories, tags = MemoryRow.__table__, MemoryTagRow.__table__
    columns = [column.key for column in memories.columns]
    session.execute(insert(memories), [{key: getattr(row, key) for key in columns} for row in rows])
    tagged = [{"memory_id": r.id, "tag": tag, "workspace_id": r.workspace_id} for r in rows for tag in r.tags]
    if tagged:
        session.execute(insert(tags), tagged)
