"""The SQL conditions that reads share: a memory filter's metadata, live at a time, and keyset positions; and the
statements of recall's hot path, built once."""

import uuid
from collections.abc import Sequence
from dataclasses import dataclass
from datetime import datetime

from sqlalchemy import Select, and_, bindparam, or_, select, text

from openbrain.stores.db.tables import MemoryRow, MemoryTagRow


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


def live(now: datetime):  # type: ignore[no-untyped-def]
    """SQL condition: not deleted and not expired at ``now``."""
    return and_(MemoryRow.deleted_at.is_(None), or_(MemoryRow.expires_at.is_(None), MemoryRow.expires_at > now))


def alive_at(moment: datetime):  # type: ignore[no-untyped-def]
    """SQL condition: written by ``moment`` and, then, neither forgotten, superseded, expired nor purged."""
    return and_(
        MemoryRow.created_at <= moment,
        or_(MemoryRow.deleted_at.is_(None), MemoryRow.deleted_at > moment),
        or_(MemoryRow.expires_at.is_(None), MemoryRow.expires_at > moment),
        MemoryRow.purged_at.is_(None),
    )


def after_key(created_at: datetime, memory_id: uuid.UUID):  # type: ignore[no-untyped-def]
    """SQL condition: after (created_at, id) in oldest-first order; the keyset of walks over many rows."""
    return or_(MemoryRow.created_at > created_at, and_(MemoryRow.created_at == created_at, MemoryRow.id > memory_id))


def before_key(created_at: datetime, memory_id: uuid.UUID):  # type: ignore[no-untyped-def]
    """SQL condition: before (created_at, id), the keyset of newest-first pages."""
    return or_(MemoryRow.created_at < created_at, and_(MemoryRow.created_at == created_at, MemoryRow.id < memory_id))


def filtered(stmt: Select, workspace_id: str, flt: MemoryFilter) -> Select:  # type: ignore[type-arg]
    """``stmt`` kept to one workspace's memories that meet the filter."""
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
                select(MemoryTagRow.memory_id).where(MemoryTagRow.workspace_id == workspace_id, MemoryTagRow.tag == tag)
            )
        )
    if flt.created_after is not None:
        stmt = stmt.where(MemoryRow.created_at >= flt.created_after)
    if flt.created_before is not None:
        stmt = stmt.where(MemoryRow.created_at < flt.created_before)
    return stmt


# Rows by id, built once (recall reads some after every search): building the statement and its cache key took a
# third of the time of the read itself.
MOMENT = bindparam("moment", type_=MemoryRow.expires_at.type)
LIVE_BY_ID = select(MemoryRow.__table__).where(MemoryRow.id.in_(bindparam("ids", expanding=True)), live(MOMENT))
CURRENT_BY_ID = select(MemoryRow.__table__).where(MemoryRow.id.in_(bindparam("ids", expanding=True)), alive_at(MOMENT))

# Is any live memory of any workspace not in the vector index yet (the caller checks the workspace)? Along
# ix_brain_memories_pending, named: with the workspace in the WHERE clause the planners walked the workspace's index
# instead (25 ms at 50K rows), and they judge the pending index by averages (most rows without a vector are deleted
# ones). SQLAlchemy renders no table hint for SQLite.
PENDING_SQLITE = text(
    "SELECT workspace_id FROM brain_memories INDEXED BY ix_brain_memories_pending "
    "WHERE indexed_at IS NULL AND deleted_at IS NULL AND (expires_at IS NULL OR expires_at > :moment) LIMIT :scan"
).bindparams(MOMENT)
PENDING = (
    select(MemoryRow.workspace_id)
    .where(MemoryRow.indexed_at.is_(None), live(MOMENT))
    .limit(bindparam("scan"))
    .with_hint(MemoryRow, "FORCE INDEX (ix_brain_memories_pending)", "mysql")
    .with_hint(MemoryRow, "FORCE INDEX (ix_brain_memories_pending)", "mariadb")
)
