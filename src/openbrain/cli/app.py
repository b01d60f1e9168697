"""The Typer app and what every command shares: settings, the service, one-line errors, JSON output."""

import json
import re
import sys
import unicodedata
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from datetime import UTC, datetime
from typing import Annotated, Any, TypeVar, cast

import typer
from pydantic import BaseModel, ValidationError
from rich.console import Console
from rich.markup import escape
from rich.table import Table

from openbrain.core.config import Settings
from openbrain.core.errors import OpenBrainError
from openbrain.core.models import Caller, MemoryView, RememberResult
from openbrain.engine.service import BrainService

T = TypeVar("T")

app = typer.Typer(help="OpenBrain: shared long-term memory for AI agents, over MCP.", no_args_is_help=True)
db_app = typer.Typer(help="Database schema.", no_args_is_help=True)
app.add_typer(db_app, name="db")

# `openbrain --help` in four panels, in the order a new user reaches for them.
PANELS = {
    "Memories": ("remember", "recall", "list", "projects", "show", "forget", "context", "promote", "trust"),
    "Files": ("import-markdown", "export-markdown", "export", "import"),
    "Serving": ("serve", "ui", "hooks", "hook", "owner", "openclaw", "service"),
    "Admin": ("status", "token", "db", "reconcile", "reindex", "purge", "eval"),
}


def arrange_help(typer_app: typer.Typer) -> None:
    """Put each registered command and group in its panel, and the panels' commands in PANELS' order."""
    order = {name: i for i, name in enumerate(name for names in PANELS.values() for name in names)}
    panel = {name: title for title, names in PANELS.items() for name in names}
    for info in [*typer_app.registered_commands, *typer_app.registered_groups]:
        name = info.name or (info.callback.__name__.replace("_", "-") if info.callback else "")
        info.rich_help_panel = panel[name]  # a KeyError here: a new command needs its panel
    typer_app.registered_commands.sort(key=lambda info: order[info.name or info.callback.__name__.replace("_", "-")])


# typer labels a plain flag `<bool>` in --help; a flag takes no value, so none is shown.
_display_type_rich = typer.core.TyperOption.display_type_rich
typer.core.TyperOption.display_type_rich = lambda self, ctx: (  # type: ignore[method-assign]
    None if self.is_flag and not self.count else _display_type_rich(self, ctx)
)

out = Console()
err = Console(stderr=True)

# Where the OpenClaw plugin is in a source checkout (the package ships it in integrations/openclaw).
REPO_PLUGIN = "integrations/openclaw"

JsonOption = Annotated[bool, typer.Option("--json", help="Print JSON for scripts instead of a table.")]


def load_settings(*, operator: bool = False) -> Settings:
    """The settings in force; ``operator``: for a long task, with the database's operator timeouts."""
    try:
        return Settings().for_operator() if operator else Settings()
    except ValidationError as exc:
        first = exc.errors(include_url=False, include_input=False)[0]
        fail(f"invalid setting {'.'.join(str(p) for p in first['loc'])}: {first['msg']}")


def shown(text: str, *, newlines: bool = True) -> str:
    """Text from the store made safe for a terminal: control and formatting characters (ESC sequences, BEL,
    bidirectional overrides, zero-width marks) are written as escapes like ``\\x1b``, and rich markup is escaped,
    so a memory can neither recolour the operator's terminal nor disguise itself."""
    safe = []
    for char in text:
        if char == "\t" or (char == "\n" and newlines):
            safe.append(char)
        elif unicodedata.category(char) in ("Cc", "Cf", "Zl", "Zp"):
            safe.append(char.encode("unicode_escape").decode("ascii"))
        else:
            safe.append(char)
    return escape("".join(safe))


def fail(message: str) -> Any:
    # One line, unwrapped; the message may quote stored text, so it is shown() like it.
    err.print(f"[red]error:[/red] {shown(message, newlines=False)}", highlight=False, markup=True, soft_wrap=True)
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
    """The brain's operations: in this process, or through the process that owns the data directory."""
    from openbrain.core.logs import configure_logging
    from openbrain.serve.local import open_brain

    settings = settings or load_settings()
    configure_logging(settings)
    with cli_errors():
        brain = open_brain(settings)
        try:
            # Brain and SharedBrain forward BrainService's operations; only the owner has its other attributes.
            yield cast(BrainService, brain)
        finally:
            brain.close()


def openbrain_executable() -> str:
    """The absolute path of this ``openbrain`` command, for the commands that other programs will run (hooks,
    services)."""
    import shutil
    from pathlib import Path

    here = Path(sys.argv[0]).resolve() if sys.argv and sys.argv[0] else None
    if here is not None and here.name.startswith("openbrain") and here.exists() and here.suffix != ".py":
        return str(here)
    found = shutil.which("openbrain")
    return str(Path(found).resolve()) if found else str(Path(sys.executable).parent / "openbrain")


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


def report_empty(service: Any, settings: Settings, message: str | None) -> None:
    """An empty answer for the operator: the workspace it searched and, when other workspaces of this store hold
    memories, how many (counts only), so a shell set to the wrong workspace is told so."""
    err.print(shown(message or f"nothing in workspace {settings.workspace!r}"), highlight=False, soft_wrap=True)
    with cli_errors():
        other = service.elsewhere(session_caller(settings))
    if other.memories:
        err.print(
            f"{other.memories} live memories are in {other.workspaces} other workspace(s) of this store: "
            "set OPENBRAIN_WORKSPACE to search one of them.",
            highlight=False,
            soft_wrap=True,
        )
    if unknown_project(message):  # a project this workspace never had: a typo, or the wrong workspace
        raise typer.Exit(1)


def unknown_project(message: str | None) -> bool:
    """Whether an answer says its project filter names a project the workspace does not have (a typo: exit 1)."""
    from openbrain.engine.browse import NO_PROJECT

    return bool(message and message.startswith(NO_PROJECT))


def report_remembered(result: RememberResult, as_json: bool) -> None:
    """What remember (or promote) did: the JSON, or one line; exit 1 when the memory was not stored."""
    if as_json:
        print_json(result)
    elif result.stored:
        out.print(f"{result.id}  v{result.version}  {shown(result.message)}", highlight=False, soft_wrap=True)
    if not result.stored:
        if not as_json:
            hint = re.sub(r"\bsupersedes=(\S+?);", r"--supersedes \1;", result.message)  # the tool's words, as flags
            fail(hint.replace("pass allow_near_duplicate=true", "pass --allow-near-duplicate"))
        raise typer.Exit(1)


def utc(when: datetime) -> str:
    """A time as the JSON output writes it: ISO 8601 in UTC with ``Z``."""
    return when.astimezone(UTC).isoformat().replace("+00:00", "Z")


def age(when: datetime) -> str:
    seconds = (datetime.now(UTC) - when).total_seconds()
    for unit, size in (("d", 86400), ("h", 3600), ("m", 60)):
        if seconds >= size:
            return f"{int(seconds // size)}{unit}"
    return f"{int(seconds)}s"


CONTENT_MIN = 30  # the content column never gets narrower than this in the wide layout
ID_SHOWN = 8  # an id's first characters in tables: show, forget and the web take any unique prefix of 4 or more


def _wide_width(memories: list[MemoryView], *, scored: bool) -> int:
    """Columns the wide layout needs so that no id, type, project or agent is broken: each column's longest value
    (or its header) plus rich's 3 characters of padding and border per column, and 1 for the last border."""
    widths = [ID_SHOWN, CONTENT_MIN, 4, 4]  # id, content, conf, age
    widths += [6] if scored else []
    for header, values in (
        ("type", [m.type.value for m in memories]),
        ("project", [m.project or "" for m in memories]),
        ("agent", [m.agent_id for m in memories]),
    ):
        widths.append(max([len(header), *(len(v) for v in values)]))
    return sum(widths) + 3 * len(widths) + 1


def memory_table(
    memories: list[MemoryView], *, score: Callable[[MemoryView], str] | None = None, score_name: str = "score"
) -> Table:
    """Memories as a table: one column per field when the terminal has room for every field whole beside a
    readable content column, else two columns (the id, then the content over its metadata)."""
    compact = out.width < _wide_width(memories, scored=score is not None)
    table = Table(show_lines=compact)
    # The id's first 8 characters: enough to copy into show and forget.
    table.add_column("id", style="cyan", no_wrap=True, min_width=ID_SHOWN)
    if score and not compact:
        table.add_column(score_name, justify="right", min_width=6)
    if not compact:
        for name in ("type", "project", "agent", "conf", "age"):
            table.add_column(name, overflow="fold")
    table.add_column("content", overflow="fold", min_width=24, ratio=1)  # the point of the table: never squeezed
    for m in memories:
        summary = shown(m.content if len(m.content) <= 160 else m.content[:157] + "...")
        if m.suspicious:
            summary = f"[red](suspicious: {shown(m.suspicious)})[/red] {summary}"
        if m.deleted_at:
            summary = f"[dim](deleted: {shown(m.deleted_reason or '')})[/dim] {summary}"
        meta = [m.type.value, shown(m.project or ""), shown(m.agent_id), f"{m.confidence:.2f}", age(m.created_at)]
        if compact:
            details = ", ".join(([f"{score_name} {score(m)}"] if score else []) + [part for part in meta if part])
            table.add_row(str(m.id)[:ID_SHOWN], f"{summary}\n[dim]{details}[/dim]")
        else:
            table.add_row(str(m.id)[:ID_SHOWN], *([score(m)] if score else []), *meta, summary)
    return table
