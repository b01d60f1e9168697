"""Memory kept in markdown files: `openbrain import-markdown` and `openbrain export-markdown`."""

import sys
from pathlib import Path
from typing import Annotated

import typer
from rich.progress import Progress
from rich.table import Table

from openbrain.cli.app import JsonOption, app, cli_errors, err, load_settings, open_service, out, session_caller, shown
from openbrain.models import MemoryType


@app.command("import-markdown")
def import_markdown(
    paths: Annotated[list[Path], typer.Argument(help="MEMORY.md, CLAUDE.md, AGENTS.md files or folders of them.")],
    project: Annotated[
        str | None, typer.Option(help="Project of every entry (default: from each file's path).")
    ] = None,
    type: Annotated[
        MemoryType | None, typer.Option("--type", "-t", help="Type of entries whose headings name none.")
    ] = None,
    dry_run: Annotated[
        bool, typer.Option("--dry-run", help="Show the table of what would happen; store nothing.")
    ] = False,
    as_json: JsonOption = False,
) -> None:
    """Bring markdown memory in: one memory per bullet or section, headings as tags. The table of what will happen
    comes first; importing again adds nothing, and an edited entry supersedes its previous version."""
    from openbrain.markdown import markdown_files, parse, plan_import, project_of, run_import

    settings = load_settings()
    caller = session_caller(settings)
    with cli_errors():
        entries = []
        for path in markdown_files(paths):
            try:
                text = path.read_text(encoding="utf-8")
            except (OSError, UnicodeDecodeError) as exc:
                err.print(f"skipped {shown(str(path))}: {shown(str(exc))}", highlight=False)
                continue
            entries += parse(path, text, default_type=type, project=project or project_of(path))
    with open_service(settings) as service:
        planned = plan_import(service, caller, entries)
        if not as_json:
            out.print(_table(planned))
        todo = [p for p in planned if p.action != "same"]
        if dry_run:
            counts = {action: sum(p.action == action for p in planned) for action in ("new", "update", "same")}
        else:
            with Progress(console=err, transient=True, disable=as_json or not todo) as progress:
                task = progress.add_task("importing", total=len(planned))
                counts = run_import(service, caller, planned, lambda: progress.advance(task))
    if as_json:
        sys.stdout.write(__import__("json").dumps({"dry_run": dry_run, **counts}) + "\n")
        return
    summary = ", ".join(f"{n} {action}" for action, n in counts.items() if n) or "nothing"
    err.print(("dry run, nothing stored: " if dry_run else "imported: ") + summary, highlight=False)


def _table(planned: list) -> Table:  # type: ignore[type-arg]
    table = Table(show_lines=False)
    for name in ("action", "type", "project", "where", "content"):
        table.add_column(name, overflow="fold", ratio=3 if name == "content" else None)
    for item in planned:
        entry = item.entry
        preview = entry.text if len(entry.text) <= 100 else entry.text[:97] + "..."
        where = f"{entry.path.name}:{entry.line}"
        table.add_row(item.action, entry.type.value, shown(entry.project or ""), shown(where), shown(preview))
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
    from openbrain.errors import InvalidInput
    from openbrain.markdown import export

    settings = load_settings()
    with open_service(settings) as service, cli_errors():
        if not 50 <= budget <= 100_000:
            raise InvalidInput(f"budget must be between 50 and 100000 tokens (got {budget}).")
        markdown, written, left = export(service, session_caller(settings), project, budget)
    if output is None:
        sys.stdout.write(markdown)
    else:
        output.write_text(markdown, encoding="utf-8")
    err.print(f"{written} memories written" + (f", {left} left out for the budget" if left else ""), highlight=False)
