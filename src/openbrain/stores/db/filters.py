"""The SQL conditions that reads share: a memory filter's metadata, live at a time, and keyset positions."""

import uuid
from collections.abc import Sequence
from dataclasses import dataclass
from datetime import datetime

from sqlalchemy import Select, and_, or_, select

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
