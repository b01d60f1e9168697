"""What a workspace holds, by name: its projects and tags, with how many live memories carry each."""

from datetime import datetime

from sqlalchemy import func, select

from openbrain.core.models import INTERNAL_TAG_PREFIX
from openbrain.stores.db.engine import Database
from openbrain.stores.db.filters import live
from openbrain.stores.db.tables import MemoryRow, MemoryTagRow


class Catalog:
    """Names and counts of one workspace's projects and tags (internal ``ob:`` tags never)."""

    def __init__(self, database: Database) -> None:
        self.db = database

    def projects(self, workspace_id: str, *, now: datetime) -> list[tuple[str | None, int, datetime]]:
        """(project, live memories, newest written) of every project with a live memory, the largest first; None
        for memories of no project."""
        stmt = (
            select(MemoryRow.project, func.count(), func.max(MemoryRow.created_at))
            .where(MemoryRow.workspace_id == workspace_id, live(now))
            .group_by(MemoryRow.project)
            .order_by(func.count().desc(), MemoryRow.project.is_(None), MemoryRow.project)
        )
        with self.db.reading() as session:
            return [(project, int(n), newest) for project, n, newest in session.execute(stmt)]

    def tags(self, workspace_id: str, *, now: datetime, limit: int) -> list[tuple[str, int]]:
        """(tag, live memories) of the ``limit`` most used tags, the most used first."""
        stmt = (
            select(MemoryTagRow.tag, func.count())
            .join(MemoryRow, MemoryRow.id == MemoryTagRow.memory_id)
            .where(
                MemoryTagRow.workspace_id == workspace_id,
                ~MemoryTagRow.tag.startswith(INTERNAL_TAG_PREFIX),
                live(now),
            )
            .group_by(MemoryTagRow.tag)
            .order_by(func.count().desc(), MemoryTagRow.tag)
            .limit(limit)
        )
        with self.db.reading() as session:
            return [(tag, int(n)) for tag, n in session.execute(stmt)]

    def has_project(self, workspace_id: str, project: str) -> bool:
        """Whether any memory of the workspace, live or not, belongs to ``project``."""
        stmt = select(MemoryRow.id).where(MemoryRow.workspace_id == workspace_id, MemoryRow.project == project)
        with self.db.reading() as session:
            return session.execute(stmt.limit(1)).first() is not None
