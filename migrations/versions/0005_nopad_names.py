"""MariaDB: workspace, agent, project and tag columns compare without padding (utf8mb4_nopad_bin)

``utf8mb4_bin`` is a PAD SPACE collation: ``'A '`` equals ``'A'``, so a workspace named with a trailing space read
another workspace's rows through every equality filter. OpenBrain now trims and checks every name before it is
used (``models.check_name``); the columns compare exactly as well, so no other client of the database can reach
across that way either. SQLite compares strings exactly already: nothing to do there.

Revision ID: 0005
Revises: 0004
Create Date: 2026-11-23
"""

from collections.abc import Sequence

from alembic import op

revision: str = "0005"
down_revision: str | None = "0004"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None

# (table, column, SQL type, nullable)
COLUMNS = [
    ("brain_memories", "workspace_id", "VARCHAR(128)", False),
    ("brain_memories", "agent_id", "VARCHAR(128)", False),
    ("brain_memories", "project", "VARCHAR(255)", True),
    ("brain_memory_tags", "workspace_id", "VARCHAR(128)", False),
    ("brain_memory_tags", "tag", "VARCHAR(64)", False),
    ("brain_tokens", "workspace_id", "VARCHAR(128)", False),
    ("brain_tokens", "agent_id", "VARCHAR(128)", False),
]


def _alter(collation: str) -> None:
    if op.get_bind().dialect.name not in ("mysql", "mariadb"):
        return
    for table in dict.fromkeys(table for table, *_ in COLUMNS):
        changes = ", ".join(
            f"MODIFY {column} {kind} CHARACTER SET utf8mb4 COLLATE {collation} {'NULL' if nullable else 'NOT NULL'}"
            for name, column, kind, nullable in COLUMNS
            if name == table
        )
        op.execute(f"ALTER TABLE {table} {changes}")


def upgrade() -> None:
    _alter("utf8mb4_nopad_bin")


def downgrade() -> None:
    _alter("utf8mb4_bin")
