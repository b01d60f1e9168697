"""The MCP server: thin tools that take the caller from the session, call BrainService, shape the answer."""

import logging
from collections.abc import AsyncIterator, Callable
from contextlib import asynccontextmanager
from functools import partial
from typing import Annotated, Any, TypeVar
from uuid import UUID

import anyio
from anyio import to_thread
from mcp.server.mcpserver import Context, MCPServer
from mcp.server.mcpserver.exceptions import ToolError
from mcp.types import ToolAnnotations
from pydantic import AwareDatetime, Field

from openbrain import __version__
from openbrain.errors import OpenBrainError
from openbrain.models import (
    Caller,
    ForgetResult,
    ListRequest,
    ListResult,
    MemoryType,
    RecallFilter,
    RecallRequest,
    RecallResult,
    RememberRequest,
    RememberResult,
)
from openbrain.service import BrainService

log = logging.getLogger(__name__)

T = TypeVar("T")

Identify = Callable[[Context], Caller]

INSTRUCTIONS = """\
OpenBrain is a memory shared by every agent of your team and kept across sessions.
Before you start a task, brain_recall what others learnt about it (bugs, decisions, conventions).
When you learn something another agent would need later, brain_remember it: one self-contained fact per memory,
with the project it applies to. If a memory is wrong or outdated, remember the correction with `supersedes`.
"""


def create_server(
    service: BrainService, identify: Identify, *, reconcile_interval: float = 0.0, start: bool = True
) -> MCPServer:
    """An MCP server exposing the brain_* tools of ``service``.

    Args:
        identify: gives the caller (workspace, agent, scope) of a request from its session, never its arguments.
        reconcile_interval: seconds between background reconciler passes (0 = none).
        start: reconcile once when the server starts.
    """

    @asynccontextmanager
    async def lifespan(_: MCPServer) -> AsyncIterator[None]:
        async with anyio.create_task_group() as tasks:
            if start:
                await to_thread.run_sync(service.start)
            if reconcile_interval > 0:
                tasks.start_soon(_reconcile_forever, service, reconcile_interval)
            yield
            tasks.cancel_scope.cancel()

    server = MCPServer(
        name="openbrain", version=__version__, instructions=INSTRUCTIONS, lifespan=lifespan, log_level="WARNING"
    )

    async def call(fn: Callable[..., T], ctx: Context, *args: Any) -> T:
        caller = identify(ctx)
        try:
            return await to_thread.run_sync(partial(fn, caller, *args))
        except OpenBrainError as exc:
            raise ToolError(str(exc)) from None

    @server.tool(
        annotations=ToolAnnotations(title="Remember", readOnlyHint=False, destructiveHint=False, idempotentHint=True),
    )
    async def brain_remember(
        ctx: Context,
        content: Annotated[str, Field(description=RememberRequest.model_fields["content"].description)],
        type: Annotated[MemoryType, Field(description=RememberRequest.model_fields["type"].description)],
        tags: Annotated[list[str] | None, Field(description="Topic tags, e.g. ['ci', 'flaky-test'].")] = None,
        project: Annotated[str | None, Field(description=RememberRequest.model_fields["project"].description)] = None,
        confidence: Annotated[float, Field(description="How certain you are, 0 to 1.")] = 0.8,
        supersedes: Annotated[
            UUID | None, Field(description=RememberRequest.model_fields["supersedes"].description)
        ] = None,
        ttl_seconds: Annotated[int | None, Field(description="Forget automatically after this many seconds.")] = None,
        expires_at: Annotated[AwareDatetime | None, Field(description="Forget automatically at this time.")] = None,
    ) -> RememberResult:
        """Store one piece of knowledge in the shared memory so that other agents find it later by meaning.

        Identical content already stored is not stored twice (duplicate: true with the existing id).
        To correct or update a memory, pass its id as `supersedes`: the old version stops being recalled.
        """
        request = RememberRequest(
            content=content,
            type=type,
            tags=tags or [],
            project=project,
            confidence=confidence,
            supersedes=supersedes,
            ttl_seconds=ttl_seconds,
            expires_at=expires_at,
        )
        return await call(service.remember, ctx, request)

    @server.tool(annotations=ToolAnnotations(title="Recall", readOnlyHint=True, openWorldHint=False))
    async def brain_recall(
        ctx: Context,
        query: Annotated[str, Field(description=RecallRequest.model_fields["query"].description)],
        top_k: Annotated[int, Field(description="How many memories to return (1-50).")] = 5,
        filter: Annotated[RecallFilter | None, Field(description="Optional metadata filters.")] = None,
    ) -> RecallResult:
        """Search the shared memory by meaning and by words; returns the most relevant live memories, best first.

        Use it before starting a task, when you hit an error, or before making a decision.
        """
        request = RecallRequest(query=query, top_k=top_k, filter=filter or RecallFilter())
        return await call(service.recall, ctx, request)

    @server.tool(
        annotations=ToolAnnotations(title="Forget", readOnlyHint=False, destructiveHint=True, idempotentHint=True),
    )
    async def brain_forget(
        ctx: Context,
        id: Annotated[UUID, Field(description="Id of the memory to forget.")],
        reason: Annotated[str, Field(description="Why it should be forgotten (kept in the audit trail).")],
    ) -> ForgetResult:
        """Forget one memory: it is no longer recalled or listed, but its audit trail is kept.

        To replace a memory with a corrected version, use brain_remember with `supersedes` instead.
        """
        return await call(service.forget, ctx, id, reason)

    @server.tool(annotations=ToolAnnotations(title="List memories", readOnlyHint=True, openWorldHint=False))
    async def brain_list(
        ctx: Context,
        project: Annotated[str | None, Field(description="Only memories of this project.")] = None,
        type: Annotated[list[MemoryType] | None, Field(description="Only memories of these types.")] = None,
        agent_id: Annotated[str | None, Field(description="Only memories written by this agent.")] = None,
        tags: Annotated[list[str] | None, Field(description="Only memories carrying all of these tags.")] = None,
        min_confidence: Annotated[float | None, Field(description="Only memories at least this confident.")] = None,
        created_after: Annotated[AwareDatetime | None, Field(description="Created at or after this time.")] = None,
        created_before: Annotated[AwareDatetime | None, Field(description="Created before this time.")] = None,
        include_deleted: Annotated[bool, Field(description="Also list forgotten and superseded memories.")] = False,
        include_expired: Annotated[bool, Field(description="Also list memories whose TTL has passed.")] = False,
        limit: Annotated[int, Field(description="Page size (1-200).")] = 20,
        cursor: Annotated[str | None, Field(description="next_cursor of the previous page.")] = None,
    ) -> ListResult:
        """Browse memories newest first by metadata (no search by meaning); paginated, for audits and export."""
        request = ListRequest(
            project=project,
            type=type,
            agent_id=agent_id,
            tags=tags,
            min_confidence=min_confidence,
            created_after=created_after,
            created_before=created_before,
            include_deleted=include_deleted,
            include_expired=include_expired,
            limit=limit,
            cursor=cursor,
        )
        return await call(service.list_memories, ctx, request)

    return server


def settings_identity(caller: Caller) -> Identify:
    """On stdio there is one caller per process: the workspace and agent from the settings."""
    return lambda _ctx: caller


async def _reconcile_forever(service: BrainService, interval: float) -> None:
    while True:
        await anyio.sleep(interval)
        try:
            await to_thread.run_sync(service.reconcile)
        except Exception:  # the loop must outlive a bad pass; the next one retries
            log.exception("background reconcile failed")
