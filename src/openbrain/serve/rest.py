"""The REST API under ``/v1``: the MCP tools' operations for agents and tools that speak HTTP but not MCP.

Same bearer tokens, same service, same pydantic models as the tools (the OpenAPI document at ``/openapi.json`` is
generated from them). Errors are JSON ``{"error": kind, "message": one line}`` with the status that says what kind:
400 bad input, 401 no valid token, 403 a read-only token writing, 404 not found (another workspace's memory
included), 409 a conflict (a near-duplicate refused, a chain already superseded), 503 a part unavailable.
"""

import json
import logging
import re
from collections.abc import Awaitable, Callable
from functools import cache, partial
from typing import Any

from anyio import to_thread
from pydantic import BaseModel
from pydantic.json_schema import models_json_schema
from starlette.requests import ClientDisconnect, Request
from starlette.responses import JSONResponse, Response
from starlette.routing import Route

from openbrain import __version__
from openbrain.core.errors import InvalidInput, OpenBrainError, http_status
from openbrain.core.models import (
    Caller,
    CaptureRequest,
    CaptureResult,
    ContextPack,
    ContextRequest,
    ForgetRequest,
    ForgetResult,
    HookInput,
    ListRequest,
    ListResult,
    MemoryHistory,
    Projects,
    PromptContext,
    PromptContextRequest,
    RecallRequest,
    RecallResult,
    RememberRequest,
    RememberResult,
    Stats,
    parse,
)
from openbrain.core.wire import project_for

log = logging.getLogger(__name__)

CALLER_KEY = "openbrain.caller"
LIST_MANY = ("type", "tags")  # query parameters that may repeat


class ErrorBody(BaseModel):
    error: str
    message: str


class ClaudeCodeHookOutput(BaseModel):
    """Claude Code's hook output: ``{}`` (nothing to add), or the block under ``hookSpecificOutput``."""

    hookSpecificOutput: dict[str, str] | None = None  # noqa: N815 (Claude Code's name)


MAX_BODY_BYTES = 1024 * 1024  # a memory is at most 16 KiB (by default); a capture's messages are bounded server-side
MAX_DEPTH = 32  # of nested JSON: every request model is a few levels deep
_SNAKE = re.compile(r"(?<!^)(?=[A-Z])")


def error(status: int, kind: str, message: str) -> JSONResponse:
    """The REST API's one error shape: a snake_case kind and one line saying what to fix."""
    return JSONResponse({"error": kind, "message": message}, status_code=status)


def kind_of(exc: OpenBrainError) -> str:
    """An error's kind in the API's style: ``InvalidInput`` is ``invalid_input``."""
    return _SNAKE.sub("_", type(exc).__name__).lower()


class BadBody(Exception):
    def __init__(self, status: int, message: str) -> None:
        super().__init__(message)
        self.status = status


async def json_body(request: Request) -> Any:
    """The request's JSON, read within MAX_BODY_BYTES (413 past it, whatever the Content-Length says) and parsed
    with limits: no nesting deeper than MAX_DEPTH, no number longer than Python parses, no lone surrogate."""
    declared = request.headers.get("content-length", "")
    if declared.isdigit() and int(declared) > MAX_BODY_BYTES:
        raise BadBody(413, f"The request body is larger than {MAX_BODY_BYTES} bytes: send less.")
    raw = bytearray()
    try:
        async for chunk in request.stream():
            raw += chunk
            if len(raw) > MAX_BODY_BYTES:
                raise BadBody(413, f"The request body is larger than {MAX_BODY_BYTES} bytes: send less.")
    except ClientDisconnect:  # the client went away mid-body: an answer nobody reads, not a server error
        raise BadBody(400, "The request body did not arrive whole: the client disconnected.") from None
    try:
        data = json.loads(bytes(raw) or b"{}")
    except (json.JSONDecodeError, UnicodeDecodeError):
        raise BadBody(400, "The request body is not JSON: send a JSON object.") from None
    except RecursionError:
        raise BadBody(400, f"The request body nests deeper than {MAX_DEPTH} levels: send a flat JSON object.") from None
    except ValueError:  # an integer of thousands of digits
        raise BadBody(400, "The request body holds a number too long to read: send numbers of ordinary size.") from None
    _check(data)
    return data


def _check(data: Any) -> None:
    """Refuse nesting deeper than MAX_DEPTH and strings with lone surrogates (not text in any encoding)."""
    stack = [(data, 1, "")]
    while stack:
        value, depth, where = stack.pop()
        if depth > MAX_DEPTH:
            raise BadBody(400, f"The request body nests deeper than {MAX_DEPTH} levels: send a flat JSON object.")
        if isinstance(value, str):
            if any("\ud800" <= char <= "\udfff" for char in value):
                field = where or "the body"
                raise BadBody(400, f"{field} holds a lone surrogate (an unpaired \\ud800-\\udfff escape): send text.")
        elif isinstance(value, dict):
            for key, item in value.items():
                stack.append((key, depth, where or "a key"))
                stack.append((item, depth + 1, f"{where}.{key}" if where else str(key)))
        elif isinstance(value, list):
            stack.extend((item, depth + 1, f"{where}[{i}]") for i, item in enumerate(value))


def rest_routes(brain: Any) -> list[Route]:
    """The ``/v1`` routes and ``/openapi.json`` over ``brain`` (a Brain or SharedBrain)."""

    def endpoint(
        work: Callable[[Caller, Request, Any], Any],
        *,
        body: bool = True,
        unread: Callable[[Caller, Any, Any], None] | None = None,
        render: Callable[[Any], Response] | None = None,
    ) -> Callable[[Request], Awaitable[Response]]:
        """``work``'s answer as JSON (``render``: as it makes it); ``unread(caller, body, answer)`` runs when the
        client went away before the answer was ready (it timed out), for an answer that must then be given again."""

        async def handle(request: Request) -> Response:
            caller = request.scope.get(CALLER_KEY)
            if not isinstance(caller, Caller):
                return error(401, "invalid_token", "A valid bearer token is required.")
            data: Any = None
            if body:
                try:
                    data = await json_body(request)
                except BadBody as exc:
                    return error(exc.status, "too_large" if exc.status == 413 else "invalid_input", str(exc))
                if not isinstance(data, dict):
                    return error(400, "invalid_input", "The request body must be a JSON object.")
            else:
                try:
                    _check(dict(request.query_params) | dict(request.path_params))
                except BadBody as exc:
                    return error(exc.status, "invalid_input", str(exc))
            try:
                result = await to_thread.run_sync(partial(work, caller, request, data))
            except OpenBrainError as exc:
                return error(http_status(exc), kind_of(exc), str(exc))
            if unread is not None and await request.is_disconnected():
                await to_thread.run_sync(partial(unread, caller, data, result))
            if render is not None:
                return render(result)
            if isinstance(result, Response):
                return result
            return JSONResponse(result.model_dump(mode="json"))

        return handle

    def remember(caller: Caller, _: Request, data: dict) -> Any:
        result = brain.remember(caller, data)
        if not result.stored:  # refused as a near-duplicate: never a success
            return JSONResponse(
                {"error": "near_duplicate", "message": result.message, "result": result.model_dump(mode="json")},
                status_code=409,
            )
        return result

    def correct(caller: Caller, request: Request, data: dict) -> Any:
        if not data.get("supersedes"):
            raise InvalidInput("supersedes is missing: give the id of the memory this corrects.")
        return remember(caller, request, data)

    def forget(caller: Caller, _: Request, data: dict) -> ForgetResult:
        req = parse(ForgetRequest, data)
        return brain.forget(caller, req.id, req.reason)

    def memories(caller: Caller, request: Request, _: Any) -> ListResult:
        query: dict[str, Any] = {}
        for key in request.query_params:
            values = request.query_params.getlist(key)
            query[key] = values if key in LIST_MANY else values[-1]
        return brain.list_memories(caller, query)

    def prompt_unread(caller: Caller, data: dict, answer: PromptContext) -> None:
        """A session's first prompt answered to nobody: its pack comes with the session's next prompt."""
        if answer.session_pack and isinstance(data.get("session_id"), str):
            brain.prompt_unread(caller, data["session_id"])

    def claude_code_hook(caller: Caller, request: Request, data: dict) -> PromptContext:
        """Claude Code's UserPromptSubmit as an HTTP hook (``openbrain hooks install --url``): the memories for the
        prompt, and with a session's first prompt its pack too (Claude Code runs SessionStart as a command only).
        The project: ``?project=``, else the one of the session's folder, as the command hooks find it."""
        hook = parse(HookInput, data)
        if hook.hook_event_name != "UserPromptSubmit":
            raise InvalidInput(
                f"{(hook.hook_event_name or '')[:40]!r} is not answered over HTTP: only UserPromptSubmit is; install "
                "the others as commands (`openbrain hooks install --url URL` does)."
            )
        project = request.query_params.get("project") or project_for(hook.cwd, None)
        asked = {"project": project, "session_id": hook.session_id or None, "prompt": hook.prompt or ""}
        return brain.prompt_context(caller, {**asked, "with_session_pack": True})

    def hook_output(answer: PromptContext) -> JSONResponse:
        if not answer.markdown:
            return JSONResponse({})
        output = {"hookEventName": "UserPromptSubmit", "additionalContext": answer.markdown}
        return JSONResponse({"hookSpecificOutput": output})

    routes = [
        Route("/v1/remember", endpoint(remember), methods=["POST"]),
        Route("/v1/recall", endpoint(lambda c, _, d: brain.recall(c, d)), methods=["POST"]),
        Route("/v1/correct", endpoint(correct), methods=["POST"]),
        Route("/v1/forget", endpoint(forget), methods=["POST"]),
        Route("/v1/memories", endpoint(memories, body=False), methods=["GET"]),
        Route(
            "/v1/memories/{memory_id}",
            endpoint(lambda c, r, _: brain.history(c, r.path_params["memory_id"]), body=False),
            methods=["GET"],
        ),
        Route("/v1/context", endpoint(lambda c, _, d: brain.context(c, d)), methods=["POST"]),
        Route(
            "/v1/prompt-context",
            endpoint(lambda c, _, d: brain.prompt_context(c, d), unread=prompt_unread),
            methods=["POST"],
        ),
        Route("/v1/capture", endpoint(lambda c, _, d: brain.capture(c, d)), methods=["POST"]),
        Route(
            "/v1/hooks/claude-code",
            endpoint(claude_code_hook, unread=prompt_unread, render=hook_output),
            methods=["POST"],
        ),
        Route("/v1/stats", endpoint(lambda c, r, _: brain.stats(c, _days(r)), body=False), methods=["GET"]),
        Route("/v1/projects", endpoint(lambda c, _, __: brain.projects(c), body=False), methods=["GET"]),
    ]

    async def openapi(_: Request) -> Response:
        return JSONResponse(openapi_document())

    return routes + [Route("/openapi.json", openapi, methods=["GET"])]  # /v1/health is /readyz (http.py)


def _days(request: Request) -> int:
    raw = request.query_params.get("days", "30")
    if not raw.isdigit():
        raise InvalidInput(f"days must be a whole number of days (got {raw[:20]!r}).")
    return int(raw)


# -- OpenAPI -------------------------------------------------------------------------------------------------

_OPERATIONS: list[tuple[str, str, str, type[BaseModel] | None, type[BaseModel], str]] = [
    ("post", "/v1/remember", "remember", RememberRequest, RememberResult, "Store a memory (brain_remember)."),
    ("post", "/v1/recall", "recall", RecallRequest, RecallResult, "Search memories by meaning and words."),
    ("post", "/v1/correct", "correct", RememberRequest, RememberResult, "Store a corrected version (supersedes)."),
    ("post", "/v1/forget", "forget", ForgetRequest, ForgetResult, "Forget a memory, with a reason."),
    ("get", "/v1/memories", "list", None, ListResult, "Browse memories newest first (brain_list's filters)."),
    ("get", "/v1/memories/{memory_id}", "get", None, MemoryHistory, "One memory with its supersession history."),
    ("post", "/v1/context", "context", ContextRequest, ContextPack, "The context pack for a task."),
    (
        "post",
        "/v1/prompt-context",
        "prompt_context",
        PromptContextRequest,
        PromptContext,
        "What to inject for a prompt or a session's start (hooks and plugins).",
    ),
    ("post", "/v1/capture", "capture", CaptureRequest, CaptureResult, "Learn from a turn or a transcript."),
    (
        "post",
        "/v1/hooks/claude-code",
        "claude_code_hook",
        HookInput,
        ClaudeCodeHookOutput,
        "Claude Code's UserPromptSubmit as an HTTP hook: the prompt's memories, and a new session's pack.",
    ),
    ("get", "/v1/stats", "stats", None, Stats, "Counts of the workspace's memories."),
    ("get", "/v1/projects", "projects", None, Projects, "The workspace's projects and most used tags, with counts."),
]
_ERRORS = {
    "400": "Bad input: the message says what to fix.",
    "401": "No valid bearer token.",
    "403": "The token is read-only.",
    "404": "No such memory in this workspace.",
    "409": "Conflict: a near-duplicate refused, or a chain already superseded.",
    "503": "A part of OpenBrain is unavailable.",
}


@cache
def openapi_document() -> dict[str, Any]:
    """The OpenAPI 3.1 document of the REST API, generated from the pydantic models (once per process)."""
    models = [ErrorBody, *{m for op in _OPERATIONS for m in (op[3], op[4]) if m is not None}]
    _, schemas = models_json_schema(
        [(m, "validation" if m.__name__.endswith("Request") else "serialization") for m in models],
        ref_template="#/components/schemas/{model}",
    )
    paths: dict[str, Any] = {}
    for method, path, name, request, response, summary in _OPERATIONS:
        operation: dict[str, Any] = {
            "operationId": name,
            "summary": summary,
            "security": [{"bearer": []}],
            "responses": {
                "200": _content(response),
                **{code: {**_content(ErrorBody), "description": text} for code, text in _ERRORS.items()},
            },
        }
        if request is not None:
            operation["requestBody"] = {"required": True, **_content(request)}
        if path == "/v1/memories":
            listed = ListRequest.model_json_schema(ref_template="#/components/schemas/{model}")
            for name, definition in listed.get("$defs", {}).items():  # MemoryType: in components, not $defs
                schemas.setdefault("$defs", {}).setdefault(name, definition)
            operation["parameters"] = [
                {"name": key, "in": "query", "required": False, "schema": schema}
                for key, schema in listed["properties"].items()
            ]
        if "{memory_id}" in path:
            operation["parameters"] = [
                {"name": "memory_id", "in": "path", "required": True, "schema": {"type": "string", "format": "uuid"}}
            ]
        paths.setdefault(path, {})[method] = operation
    paths["/v1/health"] = {
        "get": {
            "operationId": "health",
            "summary": "Health of the database, the vector store and the embedder (no token needed).",
            "responses": {"200": {"description": "Up (or degraded)."}, "503": {"description": "Unavailable."}},
        }
    }
    return {
        "openapi": "3.1.0",
        "info": {"title": "OpenBrain", "version": __version__},
        "paths": paths,
        "components": {
            "schemas": schemas.get("$defs", {}),
            "securitySchemes": {"bearer": {"type": "http", "scheme": "bearer"}},
        },
    }


def _content(model: type[BaseModel]) -> dict[str, Any]:
    return {
        "description": model.__doc__.strip().splitlines()[0] if model.__doc__ else model.__name__,
        "content": {"application/json": {"schema": {"$ref": f"#/components/schemas/{model.__name__}"}}},
    }
