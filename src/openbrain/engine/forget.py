"""Forgetting: a soft delete with its reason and who asked (the audit trail), its vector removed; and an operator
clearing a memory's suspicious flag."""

import logging
import uuid

from openbrain.core.errors import InvalidInput, NotFound
from openbrain.core.models import TRUSTED_TAG, Caller, ForgetResult, MemoryView
from openbrain.core.security import injection_reason
from openbrain.engine import checks
from openbrain.engine.indexing import Indexer
from openbrain.engine.remember import secrets_in
from openbrain.engine.stages import Stages

log = logging.getLogger(__name__)


class Forgetter:
    """Forgets memories of the caller's workspace, and clears flags."""

    def __init__(self, stages: Stages, indexer: Indexer) -> None:
        self.stages = stages
        self.indexer = indexer

    def forget(
        self, caller: Caller, memory_id: uuid.UUID | str, reason: str, request_key: str | None = None
    ) -> ForgetResult:
        """Soft-delete one memory of the caller's workspace and remove its vector.

        ``request_key``: a forwarded call's key (see ``remember``); the same call again answers as the first did.
        """
        checks.require_write(caller)
        mid = checks.memory_id(memory_id)
        repository = self.stages.repository
        if request_key is not None and (done := repository.request(request_key, caller.workspace_id, "forget")):
            assert done.deleted_at is not None and done.deleted_reason is not None
            return ForgetResult(id=done.id, forgotten_at=done.deleted_at, reason=done.deleted_reason)
        mode = "allow" if self.stages.settings.security.secrets == "allow" else "redact"
        reason, _ = secrets_in(checks.reason(reason), "reason", mode)  # an audit trail keeps no secret
        row, already = repository.forget(
            caller.workspace_id,
            mid,
            reason=reason,
            by=caller.agent_id,
            now=self.stages.clock(),
            request_key=request_key,
        )
        if row is None:
            raise NotFound(f"No memory with id {mid} in this workspace.")
        if not already:
            self.indexer.drop_vectors([mid])
        assert row.deleted_at is not None and row.deleted_reason is not None
        return ForgetResult(id=mid, forgotten_at=row.deleted_at, reason=row.deleted_reason, already_forgotten=already)

    def trust(self, caller: Caller, memory_id: uuid.UUID | str) -> MemoryView:
        """Clear a memory's suspicious flag (an operator's call, from the command line): it is shown unflagged and
        may enter hook context from now on. The content stays as it is."""
        checks.require_write(caller)
        mid = checks.memory_id(memory_id)
        row = self.stages.repository.get(caller.workspace_id, mid)
        if row is None:
            raise NotFound(f"No memory with id {mid} in this workspace.")
        if TRUSTED_TAG not in row.tags and injection_reason(row.content) is None:
            raise InvalidInput(f"Memory {mid} is not flagged as suspicious: there is no flag to clear.")
        row = self.stages.repository.add_tag(caller.workspace_id, mid, TRUSTED_TAG, now=self.stages.clock())
        assert row is not None
        log.info("suspicious flag of memory %s cleared by %s", mid, caller.agent_id)
        return MemoryView.from_row(row)
