"""SQLAlchemy 2 typed tables. Schema changes go through Alembic revisions in ``migrations/``."""

import uuid
from datetime import UTC, datetime
from typing import Any

from sqlalchemy import JSON, DateTime, Float, ForeignKey, Index, Integer, String, Text, TypeDecorator, UniqueConstraint
from sqlalchemy.dialects import mysql
from sqlalchemy.engine import Dialect
from sqlalchemy.orm import DeclarativeBase, Mapped, mapped_column


class UTCDateTime(TypeDecorator[datetime]):
    """A timestamp stored as naive UTC with microseconds (DATETIME(6) on MariaDB), read back as aware UTC."""

    impl = DateTime
    cache_ok = True

    def load_dialect_impl(self, dialect: Dialect):  # type: ignore[no-untyped-def]
        if dialect.name in ("mysql", "mariadb"):
            return dialect.type_descriptor(mysql.DATETIME(fsp=6))
        return dialect.type_descriptor(DateTime())

    def process_bind_param(self, value: datetime | None, dialect: Dialect) -> datetime | None:
        if value is None:
            return None
        if value.tzinfo is None:
            raise ValueError("naive datetime given to a UTC column")
        return value.astimezone(UTC).replace(tzinfo=None)

    def process_result_value(self, value: datetime | None, dialect: Dialect) -> datetime | None:
        return None if value is None else value.replace(tzinfo=UTC)


# Tables use a binary collation so workspace ids and tags compare exactly; content is searched by words, so its
# collation is case- and accent-insensitive for FULLTEXT.
LongText = Text().with_variant(mysql.MEDIUMTEXT(collation="utf8mb4_unicode_ci"), "mysql", "mariadb")


class Base(DeclarativeBase):
    pass


class MemoryRow(Base):
    __tablename__ = "brain_memories"

    id: Mapped[uuid.UUID] = mapped_column(primary_key=True)
    workspace_id: Mapped[str] = mapped_column(String(128))
    agent_id: Mapped[str] = mapped_column(String(128))
    type: Mapped[str] = mapped_column(String(32))
    content: Mapped[str] = mapped_column(LongText)
    tags: Mapped[list[str]] = mapped_column(JSON)
    project: Mapped[str | None] = mapped_column(String(255))
    confidence: Mapped[float] = mapped_column(Float)
    supersedes_id: Mapped[uuid.UUID | None] = mapped_column()
    version: Mapped[int] = mapped_column(Integer)
    content_hash: Mapped[str] = mapped_column(String(64))
    # sha256 of (project, type, content_hash) while the memory is live, NULL once it is not: the unique key
    # (workspace_id, dedupe_key) makes exact de-duplication hold even for concurrent writers.
    dedupe_key: Mapped[str | None] = mapped_column(String(64))
    expires_at: Mapped[datetime | None] = mapped_column(UTCDateTime())
    deleted_at: Mapped[datetime | None] = mapped_column(UTCDateTime())
    deleted_reason: Mapped[str | None] = mapped_column(String(1024))
    deleted_by: Mapped[str | None] = mapped_column(String(128))
    indexed_at: Mapped[datetime | None] = mapped_column(UTCDateTime())
    embedding_model: Mapped[str | None] = mapped_column(String(255))
    access_count: Mapped[int] = mapped_column(Integer, default=0)
    last_accessed_at: Mapped[datetime | None] = mapped_column(UTCDateTime())
    created_at: Mapped[datetime] = mapped_column(UTCDateTime())
    updated_at: Mapped[datetime] = mapped_column(UTCDateTime())
    # The tombstone of `openbrain purge`: content, tags and vector are erased, who, when and why remain.
    purged_at: Mapped[datetime | None] = mapped_column(UTCDateTime())
    purged_by: Mapped[str | None] = mapped_column(String(128))
    purge_reason: Mapped[str | None] = mapped_column(String(1024))
    # The injection check's verdict on the content (its reason, NULL when clean), made when the row was written, and
    # the check's version then (``core.security.check_version``): a read uses it while the check is the same.
    check_verdict: Mapped[str | None] = mapped_column(String(1024))
    check_version: Mapped[str | None] = mapped_column(String(16))

    __table_args__ = (
        # A memory can be superseded once: a second successor would fork the chain.
        UniqueConstraint("supersedes_id", name="uq_brain_memories_supersedes"),
        UniqueConstraint("workspace_id", "dedupe_key", name="uq_brain_memories_dedupe"),
        Index("ix_brain_memories_ws_created", "workspace_id", "created_at", "id"),
        Index("ix_brain_memories_ws_project_type", "workspace_id", "project", "type"),
        Index("ix_brain_memories_ws_agent", "workspace_id", "agent_id"),
        Index("ix_brain_memories_pending", "indexed_at", "deleted_at"),
        Index("ix_brain_memories_expires", "expires_at"),
    )


class MemoryTagRow(Base):
    """One row per (memory, tag): tag filters become indexed lookups on both databases."""

    __tablename__ = "brain_memory_tags"

    memory_id: Mapped[uuid.UUID] = mapped_column(ForeignKey("brain_memories.id", ondelete="CASCADE"), primary_key=True)
    tag: Mapped[str] = mapped_column(String(64), primary_key=True)
    workspace_id: Mapped[str] = mapped_column(String(128))

    __table_args__ = (Index("ix_brain_memory_tags_ws_tag", "workspace_id", "tag"),)


class TokenRow(Base):
    """An HTTP bearer token: only its sha256 is stored; it maps to one workspace, one agent and a scope."""

    __tablename__ = "brain_tokens"

    id: Mapped[str] = mapped_column(String(32), primary_key=True)
    token_hash: Mapped[str] = mapped_column(String(64))
    workspace_id: Mapped[str] = mapped_column(String(128))
    agent_id: Mapped[str] = mapped_column(String(128))
    scope: Mapped[str] = mapped_column(String(16))  # read | write
    name: Mapped[str | None] = mapped_column(String(255))
    created_at: Mapped[datetime] = mapped_column(UTCDateTime())
    revoked_at: Mapped[datetime | None] = mapped_column(UTCDateTime())
    last_used_at: Mapped[datetime | None] = mapped_column(UTCDateTime())
    kind: Mapped[str] = mapped_column(String(16), default="api", server_default="api")  # api | web (a session)
    expires_at: Mapped[datetime | None] = mapped_column(UTCDateTime())
    parent_id: Mapped[str | None] = mapped_column(String(32))  # web: the bearer token the session was opened with

    __table_args__ = (
        UniqueConstraint("token_hash", name="uq_brain_tokens_hash"),
        Index("ix_brain_tokens_workspace", "workspace_id", "created_at"),
    )


class RequestRow(Base):
    """A write forwarded by another process, by the key that process gave it: recorded in the write's own
    transaction, so that the same call sent again (its owner died before answering) answers what it did."""

    __tablename__ = "brain_requests"

    workspace_id: Mapped[str] = mapped_column(String(128), primary_key=True)
    key: Mapped[str] = mapped_column(String(64), primary_key=True)
    op: Mapped[str] = mapped_column(String(32))
    memory_id: Mapped[uuid.UUID] = mapped_column()
    created_at: Mapped[datetime] = mapped_column(UTCDateTime())

    __table_args__ = (Index("ix_brain_requests_created", "created_at"),)


class MetaRow(Base):
    """Facts about the whole store, by key: e.g. which embedding profile its vectors belong to."""

    __tablename__ = "brain_meta"

    key: Mapped[str] = mapped_column(String(64), primary_key=True)
    value: Mapped[dict[str, Any]] = mapped_column(JSON)
    updated_at: Mapped[datetime] = mapped_column(UTCDateTime())


def utcnow() -> datetime:
    return datetime.now(UTC)
