"""brain_memories: the injection check's verdict, stored with the memory

Every read shows each memory's ``suspicious`` reason, and the check that finds it takes 0.1 to 0.4 ms a text: ten
results a recall not found in the check's cache cost a recall 1 to 4 ms. The verdict is now made once, when the
memory is written, and stored with the check's version; a read uses it while the check is the same, and checks the
text itself for a memory written before (NULL here) or under another version of the check.

Revision ID: 0008
Revises: 0007
Create Date: 2026-11-28
"""

from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op

revision: str = "0008"
down_revision: str | None = "0007"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None


def upgrade() -> None:
    with op.batch_alter_table("brain_memories") as batch:
        batch.add_column(sa.Column("check_verdict", sa.String(1024), nullable=True))
        batch.add_column(sa.Column("check_version", sa.String(16), nullable=True))


def downgrade() -> None:
    with op.batch_alter_table("brain_memories") as batch:
        batch.drop_column("check_version")
        batch.drop_column("check_verdict")
