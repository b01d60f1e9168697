"""The Typer app and what every command shares: settings, the service, one-line errors, JSON output."""

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
from openbrain.models import Caller, MemoryView
from openbrain.service import BrainService

T = TypeVar("T")

app = typer.Typer(help="OpenBrain: shared long-term memory for AI agents, over MCP.", no_args_is_help=True)
db_app = typer.Typer(help="Database schema.", no_args_is_help=True)
app.add_typer(db_app, name="db")

out = Console()
err = Console(stderr=True)

JsonOption = Annotated[bool, typer.Option("--json", help="Print JSON for scripts instead of a table.")]


def load_settings() -> Settings:
    try:
        return Settings()
    except ValidationError as exc:
        first = exc.errors(include_url=False, include_input=False)[0]
        fail(f"invalid setting {'.'.join(str(p) for p in first['loc'])}: {first['msg']}")


def fail(message: str) -> Any:
    err.print(f"[red]error:[/red] {message}", highlight=False, markup=True)
    raise typer.Exit(1)


@contextmanager
def cli_errors() -> Iterator[None]:
    """One line and exit code 1 for every OpenBrain error; no stack traces for people."""
    try:
        yield
    except OpenBrainError as exc:
        fail(str(exc))


@contextmanager
def open_service(settings: Settings | None = None) -> Iterator[BrainService]:
    from openbrain.app import build_service, close_service, configure_logging

    settings = settings or load_settings()
    configure_logging(settings)
    with cli_errors():
        service = build_service(settings)
        try:
            yield service
        finally:
            close_service(service)


def session_caller(settings: Settings) -> Caller:
    return Caller(workspace_id=settings.workspace, agent_id=settings.agent_id)


def print_json(model: BaseModel | list[BaseModel] | dict[str, Any]) -> None:
    if isinstance(model, BaseModel):
        data: Any = model.model_dump(mode="json")
    elif isinstance(model, list):
        data = [m.model_dump(mode="json") for m in model]
    else:
        data = model
    sys.stdout.write(json.dumps(data, indent=2) + "\n")


def age(when: datetime) -> str:
    seconds = (datetime.now(UTC) - when).total_seconds()
    for unit, size in (("d", 86400), ("h", 3600), ("m", 60)):
        if seconds >= size:
            return f"{int(seconds // size)}{unit}"
    return f"{int(seconds)}s"


def memory_table(memories: list[MemoryView], *, score: Callable[[MemoryView], str] | None = None) -> Table:
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
        row += [m.type.value, m.project or "", m.agent_id, f"{m.confidence:.2f}", age(m.created_at), summary]
        table.add_row(*row)
    return table
