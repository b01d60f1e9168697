"""brain_meta: small JSON facts about the whole store, by key (the active embedding profile, reindex progress)."""

from collections.abc import Mapping
from datetime import datetime
from typing import Any

from sqlalchemy import delete, select, update
from sqlalchemy.exc import IntegrityError
from sqlalchemy.orm import Session

from openbrain.stores.db.engine import Database, retry_lock_conflicts
from openbrain.stores.db.tables import MetaRow, utcnow


class MetaStore:
    """Reads and writes ``brain_meta``; every write is one transaction."""

    def __init__(self, database: Database) -> None:
        self.db = database

    def get(self, key: str) -> dict[str, Any] | None:
        with self.db.reading() as session:
            row = session.get(MetaRow, key)
            return None if row is None else dict(row.value)

    def get_many(self, *keys: str) -> dict[str, dict[str, Any]]:
        """The values of those keys that are set, in one query."""
        with self.db.reading() as session:
            rows = session.scalars(select(MetaRow).where(MetaRow.key.in_(keys)))
            return {row.key: dict(row.value) for row in rows}

    @retry_lock_conflicts
    def put(self, changes: Mapping[str, dict[str, Any] | None], *, now: datetime | None = None) -> None:
        """Set (or, for ``None``, delete) several keys in one transaction."""
        now = now or utcnow()
        with self.db.writing() as session:
            for key, value in changes.items():
                if value is None:
                    session.execute(delete(MetaRow).where(MetaRow.key == key))
                else:
                    _upsert(session, key, value, now)

    @retry_lock_conflicts
    def setdefault(self, key: str, value: dict[str, Any], *, now: datetime | None = None) -> dict[str, Any]:
        """Store ``value`` unless the key is set; return what is stored (a concurrent writer may win)."""
        try:
            with self.db.writing() as session:
                row = session.get(MetaRow, key)
                if row is not None:
                    return dict(row.value)
                session.add(MetaRow(key=key, value=value, updated_at=now or utcnow()))
                session.flush()  # a concurrent writer's row refuses ours here, before the commit
            return value
        except IntegrityError:  # another process stored it between our read and our insert
            stored = self.get(key)
            if stored is None:
                raise
            return stored


def _upsert(session: Session, key: str, value: dict[str, Any], now: datetime) -> None:
    result = session.execute(update(MetaRow).where(MetaRow.key == key).values(value=value, updated_at=now))
    if result.rowcount == 0:
        session.add(MetaRow(key=key, value=value, updated_at=now))
        session.flush()
