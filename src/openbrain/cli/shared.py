"""The Typer app and what every command shares: settings, the service, one-line errors, JSON output."""

import sys
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from typing import Annotated, Any, TypeVar, cast

import typer
from pydantic import BaseModel, ValidationError

from openbrain.cli import render
from openbrain.cli.render import err, fail, out, shown, unknown_project, utc
from openbrain.core.config import Settings
from openbrain.core.errors import OpenBrainError
from openbrain.core.models import Caller, RememberResult
from openbrain.engine.service import BrainService

__all__ = ["err", "fail", "out", "shown", "unknown_project", "utc"]  # shared with every command module

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
    render.print_json(data)


def report_remembered(result: RememberResult, as_json: bool) -> None:
    render.report_remembered(result.model_dump(mode="json"), as_json)


def json_call(service: BrainService) -> Callable[..., Any]:
    """``call`` for the everyday commands (everyday.py): an operation of ``service`` with JSON arguments, its answer
    in JSON form, its error the one-line error; exactly what the data directory's owner does with a forwarded call."""
    from openbrain.serve.brain import call_json

    def call(op: str, /, *args: Any, **kwargs: Any) -> Any:
        with cli_errors():
            return call_json(getattr(service, op), op, list(args), kwargs)

    return call


def caller_json(settings: Settings) -> dict[str, str]:
    return {"workspace_id": settings.workspace, "agent_id": settings.agent_id}
