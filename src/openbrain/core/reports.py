"""What the operator's operations answer: reindex, dropping old vectors, purge. (Backup's are in backup.py.)

These are BrainService operations for the CLI, never MCP tools; their results cross to the process that owns
an embedded data directory as JSON, so they are plain pydantic models.
"""

from uuid import UUID

from pydantic import BaseModel, Field

from openbrain.core.models import ReconcileReport


class ReindexReport(BaseModel):
    target: str = Field(description="Profile key (provider:model:dimension) the collection is built for.")
    active: str = Field(description="Profile key the stored vectors belong to after this call.")
    done: int = Field(description="Live memories embedded into the target collection so far (all calls).")
    total: int = Field(description="Live memories in the store now.")
    finished: bool = Field(description="Every live memory has been embedded into the target collection.")
    switched: bool = Field(description="The target became the active profile in this call.")
    reconcile: ReconcileReport | None = Field(default=None, description="The verification pass after a switch.")
    message: str


class DropReport(BaseModel):
    dropped: list[str] = Field(description="Vector collections removed.")
    message: str


class PurgeReport(BaseModel):
    workspace_id: str
    purged: list[UUID] = Field(description="Memories whose content and vector were erased now.")
    already_purged: list[UUID] = Field(description="Memories that had been purged before (left as they were).")
    not_found: list[UUID] = Field(description="Ids given that are not memories of this workspace.")
    vectors_removed: bool = Field(
        description="False when the vector store could not be reached: the reconciler removes them later."
    )
    message: str
