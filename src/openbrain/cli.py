"""The `openbrain` command: serve MCP, manage the schema and the index, and look inside the brain."""

import json
import sys
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from datetime import UTC, datetime
from typing import Annotated, Any, TypeVar

import typer
from pydantic import BaseModel, ValidationError
from rich.console import Console
from rich.table import Table

from openbrain.config import Settings
from openbrain.errors import OpenBrainError
from openbrain.models import Caller, MemoryType, MemoryView
from openbrain.service import BrainService

T = TypeVar("T")

app = typer.Typer(help="OpenBrain: shared long-term memory for AI agents, over MCP.", no_args_is_help=True)
db_app = typer.Typer(help="Database schema.", no_args_is_help=True)
app.add_typer(db_app, name="db")

out = Console()
err = Console(stderr=True)

JsonOption = Annotated[bool, typer.Option("--json", help="Print JSON for scripts instead of a table.")]


def _settings() -> Settings:
    try:
        return Settings()
    except ValidationError as exc:
        first = exc.errors(include_url=False, include_input=False)[0]
        _fail(f"invalid setting {'.'.join(str(p) for p in first['loc'])}: {first['msg']}")


def _fail(message: str) -> Any:
    err.print(f"[red]error:[/red] {message}", highlight=False, markup=True)
    raise typer.Exit(1)


@contextmanager
def _errors() -> Iterator[None]:
    """One line and exit code 1 for every OpenBrain error; no stack traces for people."""
    try:
        yield
    except OpenBrainError as exc:
        _fail(str(exc))


@contextmanager
def _service(settings: Settings | None = None) -> Iterator[BrainService]:
    from openbrain.app import build_service, close_service, configure_logging

    settings = settings or _settings()
    configure_logging(settings)
    with _errors():
        service = build_service(settings)
        try:
            yield service
        finally:
            close_service(service)


def _caller(settings: Settings) -> Caller:
    return Caller(workspace_id=settings.workspace, agent_id=settings.agent_id)


def _print_json(model: BaseModel | list[BaseModel] | dict[str, Any]) -> None:
    if isinstance(model, BaseModel):
        data: Any = model.model_dump(mode="json")
    elif isinstance(model, list):
        data = [m.model_dump(mode="json") for m in model]
    else:
        data = model
    sys.stdout.write(json.dumps(data, indent=2) + "\n")


def _age(when: datetime) -> str:
    seconds = (datetime.now(UTC) - when).total_seconds()
    for unit, size in (("d", 86400), ("h", 3600), ("m", 60)):
        if seconds >= size:
            return f"{int(seconds // size)}{unit}"
    return f"{int(seconds)}s"


def _memory_table(memories: list[MemoryView], *, score: Callable[[MemoryView], str] | None = None) -> Table:
    table = Table(show_lines=False)
    table.add_column("id", style="cyan", no_wrap=True)
    if score:
        table.add_column("score", justify="right")
    for name in ("type", "project", "agent", "conf", "age", "content"):
        table.add_column(name, overflow="fold")
    for m in memories:
        row = [str(m.id)]
        if score:
            row.append(score(m))
        summary = m.content if len(m.content) <= 160 else m.content[:157] + "..."
        if m.deleted_at:
            summary = f"[dim](deleted: {m.deleted_reason})[/dim] {summary}"
        row += [m.type.value, m.project or "", m.agent_id, f"{m.confidence:.2f}", _age(m.created_at), summary]
        table.add_row(*row)
    return table


@app.command()
def serve(
    transport: Annotated[str, typer.Option(help="stdio (default) for one local client.")] = "stdio",
) -> None:
    """Serve the brain_* tools over MCP (stdio: workspace and agent come from the settings)."""
    from openbrain.server import create_server, settings_identity

    if transport != "stdio":
        _fail(f"transport {transport!r} is not available: use stdio.")
    settings = _settings()
    with _service(settings) as service:
        server = create_server(
            service, settings_identity(_caller(settings)), reconcile_interval=settings.reconcile_interval
        )
        server.run("stdio")


@db_app.command("upgrade")
def db_upgrade() -> None:
    """Create or upgrade the schema to the newest revision (Alembic)."""
    from openbrain.app import configure_logging
    from openbrain.db.engine import Database

    settings = _settings()
    configure_logging(settings)
    with _errors():
        database = Database.from_settings(settings)
        database.upgrade()
        err.print(f"schema at revision {database.current_revision()}")
        database.dispose()


@app.command()
def reconcile(full: Annotated[bool, typer.Option(help="Also sweep the whole index for orphans.")] = True) -> None:
    """Make the vector index match the table: index pending memories, drop vectors of dead ones."""
    with _service() as service:
        service.index.ensure_collection(service.profile)
        report = service.reconcile(full=full)
        _print_json(report)
        if report.failed:
            raise typer.Exit(1)


@app.command()
def remember(
    content: Annotated[str, typer.Argument(help="The knowledge to store ('-' reads standard input).")],
    type: Annotated[MemoryType, typer.Option("--type", "-t", help="Kind of memory.")] = MemoryType.observation,
    tag: Annotated[list[str] | None, typer.Option("--tag", help="A tag (repeat for several).")] = None,
    project: Annotated[str | None, typer.Option(help="Project it applies to.")] = None,
    confidence: Annotated[float, typer.Option(help="0 to 1.")] = 0.8,
    supersedes: Annotated[str | None, typer.Option(help="Id of the memory this replaces.")] = None,
    ttl: Annotated[int | None, typer.Option("--ttl", help="Seconds until it expires.")] = None,
    as_json: JsonOption = False,
) -> None:
    """Store a memory."""
    settings = _settings()
    text = sys.stdin.read() if content == "-" else content
    with _service(settings) as service:
        result = service.remember(
            _caller(settings),
            {
                "content": text,
                "type": type,
                "tags": tag or [],
                "project": project,
                "confidence": confidence,
                "supersedes": supersedes,
                "ttl_seconds": ttl,
            },
        )
    if as_json:
        _print_json(result)
    else:
        out.print(f"{result.id}  v{result.version}  {result.message}", highlight=False)


@app.command()
def recall(
    query: Annotated[str, typer.Argument(help="What you want to know.")],
    top_k: Annotated[int, typer.Option("--top-k", "-k")] = 5,
    project: Annotated[str | None, typer.Option()] = None,
    type: Annotated[list[MemoryType] | None, typer.Option("--type", "-t")] = None,
    tag: Annotated[list[str] | None, typer.Option("--tag")] = None,
    as_json: JsonOption = False,
) -> None:
    """Search memories by meaning and words."""
    settings = _settings()
    with _service(settings) as service:
        result = service.recall(
            _caller(settings),
            {"query": query, "top_k": top_k, "filter": {"project": project, "type": type, "tags": tag}},
        )
    if as_json:
        _print_json(result)
        return
    if result.message:
        err.print(result.message, highlight=False)
    scores = {hit.id: hit.score for hit in result.results}
    out.print(_memory_table(list(result.results), score=lambda m: f"{scores[m.id]:.4f}"))


@app.command("list")
def list_(
    project: Annotated[str | None, typer.Option()] = None,
    type: Annotated[list[MemoryType] | None, typer.Option("--type", "-t")] = None,
    agent: Annotated[str | None, typer.Option()] = None,
    tag: Annotated[list[str] | None, typer.Option("--tag")] = None,
    limit: Annotated[int, typer.Option()] = 20,
    cursor: Annotated[str | None, typer.Option()] = None,
    include_deleted: Annotated[bool, typer.Option("--include-deleted")] = False,
    as_json: JsonOption = False,
) -> None:
    """Browse memories newest first."""
    settings = _settings()
    with _service(settings) as service:
        result = service.list_memories(
            _caller(settings),
            {
                "project": project,
                "type": type,
                "agent_id": agent,
                "tags": tag,
                "limit": limit,
                "cursor": cursor,
                "include_deleted": include_deleted,
            },
        )
    if as_json:
        _print_json(result)
        return
    out.print(_memory_table(result.memories))
    if result.next_cursor:
        err.print(f"more: --cursor {result.next_cursor}", highlight=False)


@app.command()
def forget(
    memory_id: Annotated[str, typer.Argument(metavar="ID")],
    reason: Annotated[str, typer.Option(help="Why (kept in the audit trail).")],
    as_json: JsonOption = False,
) -> None:
    """Forget a memory (soft delete with an audit trail)."""
    settings = _settings()
    with _service(settings) as service:
        result = service.forget(_caller(settings), memory_id, reason)
    if as_json:
        _print_json(result)
    else:
        note = " (it had been forgotten before)" if result.already_forgotten else ""
        out.print(f"forgot {result.id} at {result.forgotten_at.isoformat()}{note}", highlight=False)


@app.command()
def show(memory_id: Annotated[str, typer.Argument(metavar="ID")], as_json: JsonOption = False) -> None:
    """Show one memory with every field."""
    settings = _settings()
    with _service(settings) as service:
        memory = service.get(_caller(settings), memory_id)
    if as_json:
        _print_json(memory)
        return
    table = Table(show_header=False)
    for key, value in memory.model_dump(mode="json").items():
        table.add_row(key, "" if value is None else str(value))
    out.print(table)


def main() -> None:  # pragma: no cover - console script entry
    app()
