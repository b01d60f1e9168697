"""brain_memories, its tags, and full-text search (FTS5 on SQLite, FULLTEXT on MariaDB)

Revision ID: 0001
Revises:
Create Date: 2026-11-22
"""

from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op

from openbrain.stores.db.tables import LongText, UTCDateTime

revision: str = "0001"
down_revision: str | None = None
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None

# SQLite: a standalone FTS5 table kept in step by triggers. It is keyed by the memory id, not by SQLite's
# implicit rowid, which VACUUM may renumber. Porter stemming lets "flaky" find "flakes".
SQLITE_FTS = [
    """CREATE VIRTUAL TABLE brain_memories_fts USING fts5(
         memory_id UNINDEXED, content, tokenize = 'porter unicode61 remove_diacritics 2')""",
    """CREATE TRIGGER brain_memories_fts_insert AFTER INSERT ON brain_memories BEGIN
         INSERT INTO brain_memories_fts (memory_id, content) VALUES (new.id, new.content);
       END""",
    """CREATE TRIGGER brain_memories_fts_delete AFTER DELETE ON brain_memories BEGIN
         DELETE FROM brain_memories_fts WHERE memory_id = old.id;
       END""",
    """CREATE TRIGGER brain_memories_fts_update AFTER UPDATE OF content ON brain_memories BEGIN
         UPDATE brain_memories_fts SET content = new.content WHERE memory_id = old.id;
       END""",
]


def upgrade() -> None:
    op.create_table(
        "brain_memories",
        sa.Column("id", sa.Uuid(), primary_key=True),
        sa.Column("workspace_id", sa.String(128), nullable=False),
        sa.Column("agent_id", sa.String(128), nullable=False),
        sa.Column("type", sa.String(32), nullable=False),
        sa.Column("content", LongText, nullable=False),
        sa.Column("tags", sa.JSON(), nullable=False),
        sa.Column("project", sa.String(255), nullable=True),
        sa.Column("confidence", sa.Float(), nullable=False),
        sa.Column("supersedes_id", sa.Uuid(), nullable=True),
        sa.Column("version", sa.Integer(), nullable=False),
        sa.Column("content_hash", sa.String(64), nullable=False),
        sa.Column("dedupe_key", sa.String(64), nullable=True),
        sa.Column("expires_at", UTCDateTime(), nullable=True),
        sa.Column("deleted_at", UTCDateTime(), nullable=True),
        sa.Column("deleted_reason", sa.String(1024), nullable=True),
        sa.Column("deleted_by", sa.String(128), nullable=True),
        sa.Column("indexed_at", UTCDateTime(), nullable=True),
        sa.Column("embedding_model", sa.String(255), nullable=True),
        sa.Column("access_count", sa.Integer(), nullable=False, server_default="0"),
        sa.Column("last_accessed_at", UTCDateTime(), nullable=True),
        sa.Column("created_at", UTCDateTime(), nullable=False),
        sa.Column("updated_at", UTCDateTime(), nullable=False),
        sa.UniqueConstraint("supersedes_id", name="uq_brain_memories_supersedes"),
        sa.UniqueConstraint("workspace_id", "dedupe_key", name="uq_brain_memories_dedupe"),
        mysql_engine="InnoDB",
        mysql_charset="utf8mb4",
        mysql_collate="utf8mb4_bin",
    )
    op.create_index("ix_brain_memories_ws_created", "brain_memories", ["workspace_id", "created_at", "id"])
    op.create_index("ix_brain_memories_ws_project_type", "brain_memories", ["workspace_id", "project", "type"])
    op.create_index("ix_brain_memories_ws_agent", "brain_memories", ["workspace_id", "agent_id"])
    op.create_index("ix_brain_memories_pending", "brain_memories", ["indexed_at", "deleted_at"])
    op.create_index("ix_brain_memories_expires", "brain_memories", ["expires_at"])

    op.create_table(
        "brain_memory_tags",
        sa.Column("memory_id", sa.Uuid(), sa.ForeignKey("brain_memories.id", ondelete="CASCADE"), primary_key=True),
        sa.Column("tag", sa.String(64), primary_key=True),
        sa.Column("workspace_id", sa.String(128), nullable=False),
        mysql_engine="InnoDB",
        mysql_charset="utf8mb4",
        mysql_collate="utf8mb4_bin",
    )
    op.create_index("ix_brain_memory_tags_ws_tag", "brain_memory_tags", ["workspace_id", "tag"])

    dialect = op.get_bind().dialect.name
    if dialect == "sqlite":
        for statement in SQLITE_FTS:
            op.execute(statement)
    elif dialect in ("mysql", "mariadb"):
        op.execute("CREATE FULLTEXT INDEX ft_brain_memories_content ON brain_memories (content)")


def downgrade() -> None:
    dialect = op.get_bind().dialect.name
    if dialect == "sqlite":
        for name in ("insert", "delete", "update"):
            op.execute(f"DROP TRIGGER IF EXISTS brain_memories_fts_{name}")
        op.execute("DROP TABLE IF EXISTS brain_memories_fts")
    op.drop_table("brain_memory_tags")
    op.drop_table("brain_memories")
