"""Memory kept in markdown files: `openbrain import-markdown` and `openbrain export-markdown`."""

import json
import sys
from pathlib import Path
from typing import Annotated

import typer
from rich.progress import Progress
from rich.table import Table

from openbrain.cli.shared import (
    JsonOption,
    app,
    cli_errors,
    err,
    load_settings,
    open_service,
    out,
    session_caller,
    shown,
)
from openbrain.core.models import MemoryType


@app.command(
    "import-markdown",
    short_help="Bring markdown memory in, one memory per entry, kept in step with the file: moves change nothing, "
    "edits supersede, deletions forget.",
)
def import_markdown(
    paths: Annotated[list[Path], typer.Argument(help="MEMORY.md, CLAUDE.md, AGENTS.md files or folders of them.")],
    project: Annotated[
        str | None, typer.Option(help="Project of every entry (default: from each file's path).")
    ] = None,
    type: Annotated[
        MemoryType | None, typer.Option("--type", "-t", help="Type of entries whose headings name none.")
    ] = None,
    keep_removed: Annotated[
        bool, typer.Option("--keep-removed", help="Keep the memories of entries deleted from a file.")
    ] = False,
    dry_run: Annotated[
        bool, typer.Option("--dry-run", help="Show the table of what would happen; store nothing.")
    ] = False,
    as_json: JsonOption = False,
) -> None:
    """Bring markdown memory in, one memory per bullet or section, headings as tags, synchronised by entry: moving
    bullets changes nothing, an edited bullet supersedes its memory, a deleted one forgets it. The table of what
    will happen comes first; an entry that cannot be stored is reported as file:line and the rest is imported."""
    from openbrain.agents.markdown import markdown_files, parse, plan_import, project_of, run_import

    settings = load_settings(operator=True)
    caller = session_caller(settings)
    with cli_errors():
        entries = []
        files: dict[Path, str | None] = {}
        for path in markdown_files(paths):
            try:
                text = path.read_text(encoding="utf-8")
            except (OSError, UnicodeDecodeError) as exc:
                err.print(f"skipped {shown(str(path))}: {shown(str(exc))}", highlight=False, soft_wrap=True)
                continue
            files[path] = project or project_of(path)
            entries += parse(path, text, default_type=type, project=files[path])
    with open_service(settings) as service:
        with cli_errors():
            planned = plan_import(service, caller, entries, files=files, keep_removed=keep_removed)
        if not as_json:
            out.print(_table(planned))
        todo = [p for p in planned if p.action not in ("same", "duplicate", "keep", "error")]
        if dry_run:
            counts = {action: sum(p.action == action for p in planned) for action in ACTIONS}
        else:
            with Progress(console=err, transient=True, disable=as_json or not todo) as progress:
                task = progress.add_task("importing", total=len(planned))
                counts = run_import(service, caller, planned, lambda: progress.advance(task))
    errors = [p for p in planned if p.action == "error"]
    if as_json:
        problems = [{"where": p.where, "error": p.error} for p in errors]
        notes = [{"where": p.where, "note": p.note} for p in planned if p.note]
        sys.stdout.write(json.dumps({"dry_run": dry_run, **counts, "errors": problems, "notes": notes}) + "\n")
    else:
        for item in errors:
            err.print(f"{shown(item.where)}: {shown(item.error or '')}", highlight=False, soft_wrap=True)
        for item in planned:
            if item.note:
                err.print(f"{shown(item.where)}: {shown(item.note)}", highlight=False, soft_wrap=True)
        summary = ", ".join(f"{n} {action}" for action, n in counts.items() if n) or "nothing"
        err.print(("dry run, nothing stored: " if dry_run else "imported: ") + summary, highlight=False, soft_wrap=True)
    if errors:
        raise typer.Exit(1)


ACTIONS = ("new", "update", "same", "duplicate", "remove", "keep", "error")


def _table(planned: list) -> Table:  # type: ignore[type-arg]
    table = Table(show_lines=False)
    for name in ("action", "type", "project", "where", "content"):
        table.add_column(name, overflow="fold", ratio=3 if name == "content" else None)
    for item in planned:
        entry = item.entry
        if entry is not None:
            text, kind, project, where = entry.text, entry.type.value, entry.project, f"{entry.path.name}:{entry.line}"
        else:  # a memory whose entry left its file
            memory = item.current
            text, kind, project, where = memory.content, memory.type.value, memory.project, item.source.name
        if item.action == "error":
            text = f"{item.error}: {text}"
        elif item.note:
            text = f"({item.note}) {text}"
        preview = text if len(text) <= 200 else text[:197] + "..."
        table.add_row(item.action, kind, shown(project or ""), shown(where), shown(preview))
    return table


@app.command("export-markdown")
def export_markdown(
    project: Annotated[str, typer.Option(help="The project to export.")],
    budget: Annotated[int, typer.Option(help="Most tokens of the file.")] = 2000,
    output: Annotated[
        Path | None, typer.Option("--output", "-o", help="Write here (default: standard output).")
    ] = None,
) -> None:
    """Write a project's memories as a bounded MEMORY.md for tools that only read files."""
    from openbrain.agents.markdown import export
    from openbrain.core.errors import InvalidInput, NotFound

    settings = load_settings(operator=True)
    with open_service(settings) as service, cli_errors():
        if not 50 <= budget <= 100_000:
            raise InvalidInput(f"budget must be between 50 and 100000 tokens (got {budget}).")
        markdown, written, left = export(service, session_caller(settings), project, budget)
        if not written and not left:  # an empty file for a mistyped project would replace a good one silently
            projects = sorted(p for p in service.stats(session_caller(settings)).by_project if p)
            raise NotFound(
                f"no memories in project {project!r} of workspace {settings.workspace!r}; "
                + (f"projects with memories: {', '.join(map(repr, projects))}." if projects else "it has no projects.")
            )
    if output is None:
        sys.stdout.write(markdown)
    else:
        output.write_text(markdown, encoding="utf-8")
    err.print(
        f"{written} {'memory' if written == 1 else 'memories'} written"
        + (f", {left} left out for the budget" if left else ""),
        highlight=False,
        soft_wrap=True,
    )
