"""Commands for people and scripts: remember, recall, list, projects, forget, show."""

import sys
from typing import Annotated

import typer
from rich.table import Table

import openbrain.cli.everyday as everyday
from openbrain.cli.shared import (
    JsonOption,
    app,
    caller_json,
    err,
    json_call,
    load_settings,
    open_service,
    out,
    print_json,
    session_caller,
    shown,
    utc,
)
from openbrain.core.models import MemoryType, RecallMode

PROJECT_HELP = "Only memories of this project (`openbrain projects` lists them)."
TYPE_HELP = "Only memories of this type; repeat for several."
TAG_HELP = "Only memories carrying this tag; repeat: all of them."


@app.command()
def remember(
    content: Annotated[str, typer.Argument(help="The knowledge to store ('-' reads standard input).")],
    type: Annotated[MemoryType, typer.Option("--type", "-t", help="Kind of memory.")] = MemoryType.observation,
    tag: Annotated[list[str] | None, typer.Option("--tag", help="A tag (repeat for several).")] = None,
    project: Annotated[str | None, typer.Option(help="Project it applies to.")] = None,
    confidence: Annotated[float, typer.Option(help="0 to 1.")] = 0.8,
    supersedes: Annotated[
        str | None, typer.Option(help="Id of the memory this replaces (a unique prefix will do).")
    ] = None,
    ttl: Annotated[int | None, typer.Option("--ttl", help="Seconds until it expires.")] = None,
    allow_near_duplicate: Annotated[
        bool, typer.Option("--allow-near-duplicate", help="Store it even when a live memory says nearly the same.")
    ] = False,
    as_json: JsonOption = False,
) -> None:
    """Store a memory. Exits 1 when it is not stored because a live memory says nearly the same."""
    settings = load_settings()
    text = sys.stdin.read() if content == "-" else content
    with open_service(settings) as service:
        everyday.remember(
            json_call(service),
            caller_json(settings),
            text,
            type=type.value,
            tags=tag or [],
            project=project,
            confidence=confidence,
            supersedes=supersedes,
            ttl=ttl,
            allow_near_duplicate=allow_near_duplicate,
            as_json=as_json,
        )


AS_OF_HELP = "The memories current at this time (ISO 8601 with a zone, e.g. 2026-03-01T00:00Z)."


@app.command()
def recall(
    query: Annotated[str, typer.Argument(help="What you want to know.")],
    top_k: Annotated[int, typer.Option("--top-k", "-k", help="How many memories to show (1-50).")] = 5,
    project: Annotated[str | None, typer.Option(help=PROJECT_HELP)] = None,
    type: Annotated[list[MemoryType] | None, typer.Option("--type", "-t", help=TYPE_HELP)] = None,
    tag: Annotated[list[str] | None, typer.Option("--tag", help=TAG_HELP)] = None,
    mode: Annotated[
        RecallMode | None,
        typer.Option(help="auto (default), quick (words only), semantic, hybrid, or deep (larger pools)."),
    ] = None,
    explain: Annotated[bool, typer.Option("--explain", help="Show where each score comes from.")] = False,
    min_score: Annotated[
        float | None,
        typer.Option(
            "--min-score", min=0.0, max=1.0, help="Leave out results whose relevance (cosine, 0 to 1) is below this."
        ),
    ] = None,
    as_of: Annotated[str | None, typer.Option("--as-of", help=AS_OF_HELP)] = None,
    as_json: JsonOption = False,
) -> None:
    """Search memories by meaning and words.

    The score column is the rank score, 0 to 1, in the list's order (1: first by meaning and by every word of the
    question); --json also gives each result's relevance, its cosine similarity to the question, which compares
    between questions (0.5 and above is on topic)."""
    settings = load_settings()
    with open_service(settings) as service:
        everyday.recall(
            json_call(service),
            caller_json(settings),
            query,
            top_k=top_k,
            project=project,
            types=[t.value for t in type] if type else None,
            tags=tag,
            mode=mode.value if mode else None,
            explain=explain,
            min_score=min_score,
            as_of=as_of,
            as_json=as_json,
        )


@app.command("list")
def list_(
    project: Annotated[str | None, typer.Option(help=PROJECT_HELP)] = None,
    type: Annotated[list[MemoryType] | None, typer.Option("--type", "-t", help=TYPE_HELP)] = None,
    agent: Annotated[str | None, typer.Option(help="Only memories written by this agent id.")] = None,
    tag: Annotated[list[str] | None, typer.Option("--tag", help=TAG_HELP)] = None,
    limit: Annotated[int, typer.Option(help="Page size (1-200).")] = 20,
    cursor: Annotated[str | None, typer.Option(help="The next page: the cursor the previous page printed.")] = None,
    include_deleted: Annotated[
        bool, typer.Option("--include-deleted", help="Also list forgotten and superseded memories (audit).")
    ] = False,
    as_of: Annotated[str | None, typer.Option("--as-of", help=AS_OF_HELP)] = None,
    as_json: JsonOption = False,
) -> None:
    """Browse memories newest first."""
    settings = load_settings()
    with open_service(settings) as service:
        everyday.list_memories(
            json_call(service),
            caller_json(settings),
            project=project,
            types=[t.value for t in type] if type else None,
            agent=agent,
            tags=tag,
            limit=limit,
            cursor=cursor,
            include_deleted=include_deleted,
            as_of=as_of,
            as_json=as_json,
        )


@app.command()
def projects(as_json: JsonOption = False) -> None:
    """The workspace's projects and most used tags, with how many live memories each holds."""
    settings = load_settings()
    with open_service(settings) as service:
        found = service.projects(session_caller(settings))
    if as_json:
        print_json(found)
        return
    if not found.projects:
        err.print(f"workspace {settings.workspace!r} has no memories yet", highlight=False, soft_wrap=True)
        return
    table = Table(show_lines=False)
    for name in ("project", "memories", "newest"):
        table.add_column(name, overflow="fold")
    for project in found.projects:
        name = shown(project.name) if project.name is not None else "(no project)"
        table.add_row(name, str(project.memories), project.newest.strftime("%Y-%m-%d %H:%M"))
    out.print(table)
    if found.tags:
        tags = ", ".join(f"{shown(tag.name)} ({tag.memories})" for tag in found.tags)
        out.print(f"tags: {tags}", highlight=False, soft_wrap=True)


@app.command()
def forget(
    memory_id: Annotated[str, typer.Argument(metavar="ID", help="Its id, or a unique prefix (8 characters).")],
    reason: Annotated[str, typer.Option(help="Why (kept in the audit trail).")],
    as_json: JsonOption = False,
) -> None:
    """Forget a memory (soft delete with an audit trail)."""
    settings = load_settings()
    with open_service(settings) as service:
        caller = session_caller(settings)
        result = service.forget(caller, service.resolve_id(caller, memory_id), reason)
    if as_json:
        print_json(result)
    else:
        note = " (it had been forgotten before)" if result.already_forgotten else ""
        out.print(f"forgot {result.id} at {utc(result.forgotten_at)}{note}", highlight=False, soft_wrap=True)


@app.command()
def show(
    memory_id: Annotated[str, typer.Argument(metavar="ID", help="Its id, or a unique prefix (8 characters).")],
    as_json: JsonOption = False,
) -> None:
    """Show one memory with every field and the ids of its other versions."""
    settings = load_settings()
    with open_service(settings) as service:
        everyday.show(json_call(service), caller_json(settings), memory_id, as_json=as_json)
