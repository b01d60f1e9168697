"""The everyday commands' work, once for both ways of running them: remember, recall, list and show.

Each takes its arguments as parsed, and ``call(op, *args, **kwargs)``, which runs one brain operation (by the names
of ``serve/brain.py``) and answers in JSON form. The full command line (``memories.py``) passes a call into the
service it opened; the fast path (``lean.py``) one that asks the data directory's running owner. Same requests,
same answers, same printing: the two cannot drift apart. Rich only, like ``render.py``.
"""

import uuid
from collections.abc import Callable
from typing import Any

from openbrain.cli.render import (
    Failed,
    err,
    explained,
    memory_fields,
    memory_table,
    out,
    print_json,
    report_empty,
    report_remembered,
    shown,
    shown_score,
    unknown_project,
)

Call = Callable[..., Any]
Caller = dict[str, str]  # {"workspace_id": ..., "agent_id": ...}

# A write forwarded to the owner carries one key on every attempt: when the fast path's connection broke after
# sending, the full command line sends the same write again with the same key, and the owner that stored it answers
# as it did the first time rather than storing it twice.
retry_key: str | None = None


class Fallback(Exception):
    """The fast path cannot answer: the full command line must (nothing was printed)."""


def remember(
    call: Call,
    caller: Caller,
    content: str,
    *,
    type: str,
    tags: list[str],
    project: str | None,
    confidence: float,
    supersedes: str | None,
    ttl: int | None,
    allow_near_duplicate: bool,
    as_json: bool,
) -> None:
    request = {
        "content": content,
        "type": type,
        "tags": tags,
        "project": project,
        "confidence": confidence,
        "supersedes": call("resolve_id", caller, supersedes) if supersedes else None,
        "ttl_seconds": ttl,
        "allow_near_duplicate": allow_near_duplicate,
    }
    global retry_key
    key, retry_key = retry_key or uuid.uuid4().hex, None
    try:
        result = call("remember", caller, request, request_key=key)
    except Fallback:
        retry_key = key  # the fast path's attempt may have been stored: the full command line's repeats its key
        raise
    report_remembered(result, as_json)


def recall(
    call: Call,
    caller: Caller,
    query: str,
    *,
    top_k: int,
    project: str | None,
    types: list[str] | None,
    tags: list[str] | None,
    mode: str | None,
    explain: bool,
    min_score: float | None,
    as_of: str | None,
    as_json: bool,
) -> None:
    request = {
        "query": query,
        "top_k": top_k,
        "filter": {"project": project, "type": types, "tags": tags},
        "mode": mode,
        "explain": explain,
        "min_score": min_score,
        "as_of": as_of,
    }
    result = call("recall", caller, request)
    if as_json:
        print_answer(result)
        return
    hits = result["results"]
    if not hits:
        report_empty(lambda: call("elsewhere", caller), caller["workspace_id"], result["message"])
        return
    if result["message"]:
        err.print(shown(result["message"]), highlight=False, soft_wrap=True)
    out.print(memory_table(hits, score=lambda hit: shown_score(hit["score"])))
    for hit in hits if explain else []:
        out.print(f"{hit['id']}  {explained(hit['score'], hit['explain'])}", highlight=False, soft_wrap=True)


def list_memories(
    call: Call,
    caller: Caller,
    *,
    project: str | None,
    types: list[str] | None,
    agent: str | None,
    tags: list[str] | None,
    limit: int,
    cursor: str | None,
    include_deleted: bool,
    as_of: str | None,
    as_json: bool,
) -> None:
    request = {
        "project": project,
        "type": types,
        "agent_id": agent,
        "tags": tags,
        "limit": limit,
        "cursor": cursor,
        "include_deleted": include_deleted,
        "as_of": as_of,
    }
    result = call("list_memories", caller, request)
    if as_json:
        print_answer(result)
        return
    if not result["memories"]:
        report_empty(lambda: call("elsewhere", caller), caller["workspace_id"], result["message"])
    else:
        out.print(memory_table(result["memories"]))
    if result["next_cursor"]:
        err.print(f"more: --cursor {result['next_cursor']}", highlight=False, soft_wrap=True)  # one line, to copy


def print_answer(result: dict[str, Any]) -> None:
    """A search's answer as JSON; exit 1 when its project filter names a project the workspace does not have."""
    print_json(result)
    if unknown_project(result["message"]):
        raise Failed()


def show(call: Call, caller: Caller, memory_id: str, *, as_json: bool) -> None:
    history = call("history", caller, call("resolve_id", caller, memory_id))
    if as_json:
        print_json(history["memory"])
    else:
        out.print(memory_fields(history["memory"], history["older"], history["newer"]))
