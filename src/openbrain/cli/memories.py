"""Commands for people and scripts: remember, recall, list, projects, forget, show."""

import sys
from typing import Annotated

import typer
from rich.table import Table

from openbrain.cli.app import (
    JsonOption,
    app,
    err,
    load_settings,
    memory_table,
    open_service,
    out,
    print_json,
    report_empty,
    report_remembered,
    session_caller,
    shown,
    unknown_project,
    utc,
)
from openbrain.core.models import MemoryType, RecallMode, ScoreParts

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
        caller = session_caller(settings)
        result = service.remember(
            caller,
            {
                "content": text,
                "type": type,
                "tags": tag or [],
                "project": project,
                "confidence": confidence,
                "supersedes": service.resolve_id(caller, supersedes) if supersedes else None,
                "ttl_seconds": ttl,
                "allow_near_duplicate": allow_near_duplicate,
            },
        )
    report_remembered(result, as_json)


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
    """Search memories by meaning and words. The score column is the rank score, 0 to 1, in the list's order (1:
    first by meaning and by every word of the question); --json also gives each result's relevance, its cosine
    similarity to the question, which compares between questions (0.5 and above is on topic)."""
    settings = load_settings()
    with open_service(settings) as service:
        filters = {"project": project, "type": type, "tags": tag}
        result = service.recall(
            session_caller(settings),
            {
                "query": query,
                "top_k": top_k,
                "filter": filters,
                "mode": mode,
                "explain": explain,
                "min_score": min_score,
                "as_of": as_of,
            },
        )
        if not result.results and not as_json:
            report_empty(service, settings, result.message)
            return
    if as_json:
        print_json(result)
        if unknown_project(result.message):
            raise typer.Exit(1)
        return
    if result.message:
        err.print(shown(result.message), highlight=False, soft_wrap=True)
    scores = {hit.id: hit.score for hit in result.results}
    out.print(memory_table(list(result.results), score=lambda m: shown_score(scores[m.id])))
    for hit in result.results if explain else []:
        out.print(f"{hit.id}  {explained(hit.score, hit.explain)}", highlight=False, soft_wrap=True)


def shown_score(score: float) -> str:
    """The rank score as a person reads it: two decimals, at most 1.00 (the confidence factor can lift a score a
    few hundredths above its fusion's 1)."""
    return f"{min(score, 1.0):.2f}"


def explained(score: float, parts: ScoreParts | None) -> str:
    """One line: how the candidate was found, then the factors that make its score."""
    if parts is None:
        return f"{score:.4f}"
    found = [f"{parts.fusion} {parts.fused:.4f}"]
    if parts.dense_rank is not None:
        cosine = f" cosine {parts.cosine:.3f}" if parts.cosine is not None else ""
        found.append(f"meaning #{parts.dense_rank}{cosine}")
    if parts.word_rank is not None:
        bm25 = f" bm25 {parts.bm25:.2f}" if parts.bm25 is not None else ""
        found.append(f"words #{parts.word_rank}{bm25}")
    factors = f"x confidence {parts.confidence:.2f} x recency {parts.recency:.2f} x access {parts.access:.2f}"
    return f"{score:.4f} = {', '.join(found)} {factors}"


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
        result = service.list_memories(
            session_caller(settings),
            {
                "project": project,
                "type": type,
                "agent_id": agent,
                "tags": tag,
                "limit": limit,
                "cursor": cursor,
                "include_deleted": include_deleted,
                "as_of": as_of,
            },
        )
        if not result.memories and not as_json:
            report_empty(service, settings, result.message)
    if as_json:
        print_json(result)
        if unknown_project(result.message):
            raise typer.Exit(1)
        return
    if result.memories:
        out.print(memory_table(result.memories))
    if result.next_cursor:
        err.print(f"more: --cursor {result.next_cursor}", highlight=False, soft_wrap=True)  # one line, to copy


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
        caller = session_caller(settings)
        history = service.history(caller, service.resolve_id(caller, memory_id))
    memory = history.memory
    if as_json:
        print_json(memory)
        return
    table = Table(show_header=False)
    for key, value in memory.model_dump(mode="json").items():
        if isinstance(value, list):
            value = ", ".join(str(item) for item in value)
        table.add_row(key, "" if value in (None, "") else shown(str(value)))
    for label, versions in (("older versions", history.older), ("newer versions", history.newer)):
        if versions:
            table.add_row(label, "\n".join(f"v{m.version} {m.id}" for m in versions))
    out.print(table)
