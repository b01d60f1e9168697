"""Pydantic domain types: what goes into the service and what comes out of it.

The MCP tools use these same models as their inputs and structured outputs, so the field descriptions are
written for the model that calls the tools.
"""

from datetime import datetime
from enum import StrEnum
from uuid import UUID

from pydantic import AwareDatetime, BaseModel, ConfigDict, Field


class MemoryType(StrEnum):
    decision = "decision"
    observation = "observation"
    convention = "convention"
    research = "research"
    plan = "plan"
    bug = "bug"
    architecture = "architecture"


class Caller(BaseModel):
    """Who is asking: always taken from the session (settings on stdio, token over HTTP), never from arguments."""

    model_config = ConfigDict(frozen=True)

    workspace_id: str
    agent_id: str
    can_write: bool = True


class RememberRequest(BaseModel):
    content: str = Field(description="The knowledge to store, in markdown. Self-contained: say what, why and where.")
    type: MemoryType = Field(description="Kind of memory: " + ", ".join(t.value for t in MemoryType) + ".")
    tags: list[str] = Field(default_factory=list, description="Topic tags (normalised to lower case).")
    project: str | None = Field(default=None, description="Repository or project this applies to; omit if general.")
    confidence: float = Field(default=0.8, description="How certain you are, 0 to 1.")
    supersedes: UUID | None = Field(
        default=None, description="Id of an older memory this one replaces; the old one stops being recalled."
    )
    ttl_seconds: int | None = Field(default=None, description="Forget automatically after this many seconds.")
    expires_at: AwareDatetime | None = Field(default=None, description="Forget automatically at this UTC time.")


class RememberResult(BaseModel):
    id: UUID
    version: int = Field(description="1 for a new memory, n+1 when it supersedes version n.")
    duplicate: bool = Field(description="True when identical content was already stored: id is the existing memory.")
    indexed: bool = Field(description="False when the memory is stored but not yet searchable by meaning.")
    supersedes: UUID | None = None
    expires_at: datetime | None = None
    message: str = Field(description="What happened, in one sentence.")


class RecallFilter(BaseModel):
    project: str | None = Field(default=None, description="Only memories of this project.")
    type: list[MemoryType] | None = Field(default=None, description="Only memories of these types.")
    min_confidence: float | None = Field(default=None, description="Only memories at least this confident (0..1).")
    agent_id: str | None = Field(default=None, description="Only memories written by this agent.")
    tags: list[str] | None = Field(default=None, description="Only memories carrying all of these tags.")
    created_after: AwareDatetime | None = Field(default=None, description="Only memories created at or after this.")
    created_before: AwareDatetime | None = Field(default=None, description="Only memories created before this.")


class RecallRequest(BaseModel):
    query: str = Field(description="What you want to know, in natural language; names and error strings help.")
    top_k: int = Field(default=5, description="How many memories to return.")
    filter: RecallFilter = Field(default_factory=RecallFilter, description="Optional metadata filters.")


class MemoryView(BaseModel):
    """A stored memory as agents and people see it."""

    id: UUID
    content: str
    type: MemoryType
    tags: list[str]
    project: str | None
    agent_id: str
    confidence: float
    version: int
    supersedes_id: UUID | None
    supersedes_count: int = Field(description="How many older versions this memory replaced.")
    created_at: datetime
    updated_at: datetime
    expires_at: datetime | None = None
    indexed: bool
    deleted_at: datetime | None = None
    deleted_reason: str | None = None
    deleted_by: str | None = None
    access_count: int = 0
    last_accessed_at: datetime | None = None


class RecallHit(MemoryView):
    score: float = Field(description="Relevance, higher is better (fused rank score).")


class RecallResult(BaseModel):
    results: list[RecallHit]
    degraded: bool = Field(
        default=False, description="True when search by meaning was unavailable and only words were matched."
    )
    message: str | None = None


class ForgetResult(BaseModel):
    id: UUID
    forgotten_at: datetime
    reason: str
    already_forgotten: bool = Field(default=False, description="True when it had been forgotten before.")


class ListRequest(BaseModel):
    project: str | None = Field(default=None, description="Only memories of this project.")
    type: list[MemoryType] | None = Field(default=None, description="Only memories of these types.")
    agent_id: str | None = Field(default=None, description="Only memories written by this agent.")
    tags: list[str] | None = Field(default=None, description="Only memories carrying all of these tags.")
    min_confidence: float | None = Field(default=None, description="Only memories at least this confident.")
    created_after: AwareDatetime | None = None
    created_before: AwareDatetime | None = None
    include_deleted: bool = Field(default=False, description="Also list forgotten and superseded memories (audit).")
    include_expired: bool = Field(default=False, description="Also list memories whose TTL has passed.")
    limit: int = Field(default=20, description="Page size.")
    cursor: str | None = Field(default=None, description="next_cursor from the previous page.")


class ListResult(BaseModel):
    memories: list[MemoryView]
    next_cursor: str | None = Field(description="Pass as cursor to get the next page; null on the last page.")


class ReconcileReport(BaseModel):
    indexed: int = 0
    removed: int = 0
    failed: int = 0
    pending: int = 0
