"""Links between memories that are not versions of one chain: a newer memory that changes the value an older one
states carries the internal tag ``ob:revises:<older id>`` (engine/remember.py decides; recall reads it)."""

import uuid
from collections.abc import Sequence
from datetime import datetime

from sqlalchemy import select

from openbrain.stores.db.engine import Database
from openbrain.stores.db.filters import live
from openbrain.stores.db.tables import MemoryRow, MemoryTagRow

REVISES_TAG = "ob:revises:"  # + the hex id of an older memory whose value this one changes


def revises_tag(memory_id: uuid.UUID) -> str:
    return REVISES_TAG + memory_id.hex


class Links:
    """Queries over the links of one database's memories."""

    def __init__(self, database: Database) -> None:
        self.db = database

    def revisers(self, workspace_id: str, ids: Sequence[uuid.UUID], *, now: datetime) -> dict[uuid.UUID, MemoryRow]:
        """The newest live memory that revises each of ``ids`` (those that have one), in one indexed query."""
        if not ids:
            return {}
        wanted = {revises_tag(mid): mid for mid in ids}
        stmt = (
            select(MemoryTagRow.tag, MemoryRow)
            .join(MemoryRow, MemoryRow.id == MemoryTagRow.memory_id)
            .where(MemoryTagRow.workspace_id == workspace_id, MemoryTagRow.tag.in_(list(wanted)), live(now))
            .order_by(MemoryRow.created_at.desc(), MemoryRow.id.desc())
        )
        found: dict[uuid.UUID, MemoryRow] = {}
        with self.db.reading() as session:
            for tag, row in session.execute(stmt):
                found.setdefault(wanted[tag], row)
        return found
