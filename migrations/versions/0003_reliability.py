"""brain_meta (the store's active embedding profile, reindex progress) and purge tombstones on brain_memories

Revision ID: 0003
Revises: 0002
Create Date: 2026-11-24
"""

from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op

from openbrain.stores.db.tables import UTCDateTime

revision: str = "0003"
down_revision: str | None = "0002"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None


def upgrade() -> None:
    op.create_table(
        "brain_meta",
        sa.Column("key", sa.String(64), primary_key=True),
        sa.Column("value", sa.JSON(), nullable=False),
        sa.Column("updated_at", UTCDateTime(), nullable=False),
        mysql_engine="InnoDB",
        mysql_charset="utf8mb4",
        mysql_collate="utf8mb4_bin",
    )
    # Plain ADD COLUMN (no batch copy on SQLite): the FTS triggers of 0001 stay as they are.
    op.add_column("brain_memories", sa.Column("purged_at", UTCDateTime(), nullable=True))
    op.add_column("brain_memories", sa.Column("purged_by", sa.String(128), nullable=True))
    op.add_column("brain_memories", sa.Column("purge_reason", sa.String(1024), nullable=True))


def downgrade() -> None:
    # SQLite drops columns natively since 3.35; a batch copy would lose the FTS triggers.
    op.drop_column("brain_memories", "purge_reason")
    op.drop_column("brain_memories", "purged_by")
    op.drop_column("brain_memories", "purged_at")
    op.drop_table("brain_meta")
