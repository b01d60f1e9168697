"""SQLite: the full-text table learns each memory's id, workspace, project and type (the scope column)

FTS5 computes bm25 for every row that matches a query's words, in every workspace, before the join with
brain_memories keeps one workspace: at 100K memories that was 350 ms per recall. With a scope column of tokens
(workspace, project, type) the MATCH itself keeps one workspace (and project and types when recall filters by
them), so the cost follows the size of the workspace searched, not of the whole store. The memory's own id is a
token too, so that the triggers find its row through the index.

The tokens are the hex of the value between a letter and an ``x`` (``w<hex>x``): one token for unicode61
whatever the value holds, and no suffix the porter stemmer would touch. MariaDB is unchanged: InnoDB's
FULLTEXT index cannot be combined with other columns this way.

Revision ID: 0004
Revises: 0003
Create Date: 2026-11-23
"""

from collections.abc import Sequence

from alembic import op

revision: str = "0004"
down_revision: str | None = "0003"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None

SCOPE = (
    "'m' || {row}.id || 'x w' || hex({row}.workspace_id) || 'x p' || hex(coalesce({row}.project, '')) || 'x t' "
    "|| hex({row}.type) || 'x'"
)
# The memory's own token (its id as SQLAlchemy stores a UUID on SQLite: 32 hex digits) lets the triggers find its
# row through the full-text index: memory_id is UNINDEXED, and a lookup by it read the whole table for every
# purged memory.
OWN_ROW = "brain_memories_fts MATCH ('scope : \"m' || old.id || 'x\"') AND memory_id = old.id"

CREATE = [
    """CREATE VIRTUAL TABLE brain_memories_fts USING fts5(
         memory_id UNINDEXED, scope, content, tokenize = 'porter unicode61 remove_diacritics 2')""",
    f"""CREATE TRIGGER brain_memories_fts_insert AFTER INSERT ON brain_memories BEGIN
         INSERT INTO brain_memories_fts (memory_id, scope, content)
         VALUES (new.id, {SCOPE.format(row="new")}, new.content);
       END""",
    f"""CREATE TRIGGER brain_memories_fts_delete AFTER DELETE ON brain_memories BEGIN
         DELETE FROM brain_memories_fts WHERE {OWN_ROW};
       END""",
    f"""CREATE TRIGGER brain_memories_fts_update AFTER UPDATE OF content ON brain_memories BEGIN
         UPDATE brain_memories_fts SET content = new.content WHERE {OWN_ROW};
       END""",
    f"""INSERT INTO brain_memories_fts (memory_id, scope, content)
        SELECT m.id, {SCOPE.format(row="m")}, m.content FROM brain_memories m WHERE m.content != ''""",
]

PREVIOUS = [
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
    """INSERT INTO brain_memories_fts (memory_id, content)
       SELECT m.id, m.content FROM brain_memories m WHERE m.content != ''""",
]


def _replace(statements: list[str]) -> None:
    for name in ("insert", "delete", "update"):
        op.execute(f"DROP TRIGGER IF EXISTS brain_memories_fts_{name}")
    op.execute("DROP TABLE IF EXISTS brain_memories_fts")
    for statement in statements:
        op.execute(statement)


def upgrade() -> None:
    if op.get_bind().dialect.name == "sqlite":
        _replace(CREATE)


def downgrade() -> None:
    if op.get_bind().dialect.name == "sqlite":
        _replace(PREVIOUS)
