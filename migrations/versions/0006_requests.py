"""brain_requests: forwarded writes by key, so that a call repeated after its owner died answers what it did

A process that does not own an embedded data directory forwards each operation to the one that does, with a key
of its own per call. When the owner dies after the write but before the answer, the call goes again (to the next
owner) with the same key; the key was recorded in the write's transaction, so the repeat answers as the first
did instead of "already stored" or "already forgotten". Rows older than a day are pruned by the reconciler.

Revision ID: 0006
Revises: 0005
Create Date: 2026-11-24
"""

from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op

from openbrain.stores.db.tables import UTCDateTime

revision: str = "0006"
down_revision: str | None = "0005"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None


def upgrade() -> None:
    op.create_table(
        "brain_requests",
        sa.Column("workspace_id", sa.String(128), primary_key=True),
        sa.Column("key", sa.String(64), primary_key=True),
        sa.Column("op", sa.String(32), nullable=False),
        sa.Column("memory_id", sa.Uuid(), nullable=False),
        sa.Column("created_at", UTCDateTime(), nullable=False),
        mysql_charset="utf8mb4",
        mysql_collate="utf8mb4_nopad_bin",
    )
    op.create_index("ix_brain_requests_created", "brain_requests", ["created_at"])


def downgrade() -> None:
    op.drop_index("ix_brain_requests_created", table_name="brain_requests")
    op.drop_table("brain_requests")
