"""The operator's commands: export, import, purge, reindex. None of them is an MCP tool.

Each calls BrainService operations, so on an embedded data directory that a running server owns they run in
that server (the only process that may open the files); paths are therefore made absolute here.
"""

import getpass
import shutil
import sys
import tempfile
import uuid
from pathlib import Path
from typing import Annotated

import typer

from openbrain.cli.shared import (
    JsonOption,
    app,
    cli_errors,
    err,
    fail,
    load_settings,
    open_service,
    out,
    print_json,
    shown,
)
from openbrain.core.errors import InvalidInput
from openbrain.core.reports import ReindexReport
from openbrain.engine.service import BrainService


@app.command("export")
def export(
    output: Annotated[
        Path | None, typer.Option("--output", "-o", help="File to write (default: standard output).")
    ] = None,
    workspace: Annotated[str | None, typer.Option(help="Workspace to export (default: OPENBRAIN_WORKSPACE).")] = None,
    all_workspaces: Annotated[bool, typer.Option("--all-workspaces", help="Export every workspace.")] = False,
    vectors: Annotated[
        bool,
        typer.Option(
            "--vectors",
            help="Also write each memory's vector, so that an import into a store of the same embedding "
            "model indexes them without embedding (a million memories: minutes instead of hours).",
        ),
    ] = False,
) -> None:
    """Back up memories as versioned JSONL: every field, forgotten and superseded ones, purge tombstones."""
    settings = load_settings(operator=True)
    if all_workspaces and workspace:
        fail("give --workspace or --all-workspaces, not both.")
    chosen = None if all_workspaces else (workspace or settings.workspace)
    if output is not None:
        target = output.expanduser().resolve()
        with open_service(settings) as service:
            report = service.export_memories(str(target), chosen, vectors)
        err.print(f"exported {report.count} memories of {_scope(chosen)} to {target}", highlight=False, soft_wrap=True)
        return
    # To standard output: the brain writes a private temporary file, which is then copied out.
    folder = Path(tempfile.mkdtemp(prefix="openbrain-export-"))
    try:
        with open_service(settings) as service:
            report = service.export_memories(str(folder / "export.jsonl"), chosen, vectors)
        with (folder / "export.jsonl").open("rb") as source:
            shutil.copyfileobj(source, sys.stdout.buffer)
        sys.stdout.flush()
    finally:
        shutil.rmtree(folder, ignore_errors=True)
    err.print(f"exported {report.count} memories of {_scope(chosen)}", highlight=False, soft_wrap=True)


@app.command("import")
def import_(
    file: Annotated[Path, typer.Argument(help="An `openbrain export` file ('-' reads standard input).")],
    index: Annotated[bool, typer.Option(help="Build the imported memories' vectors right away.")] = True,
    as_json: JsonOption = False,
) -> None:
    """Restore an export into this store; ids already stored are left alone, so importing twice adds nothing."""
    from rich.progress import Progress

    settings = load_settings(operator=True)
    folder: Path | None = None
    if str(file) == "-":
        folder = Path(tempfile.mkdtemp(prefix="openbrain-import-"))
        source = folder / "import.jsonl"
        with source.open("wb") as copy:
            shutil.copyfileobj(sys.stdin.buffer, copy)
    else:
        source = file.expanduser().resolve()
        if not source.is_file():
            fail(f"{file} is not a file.")
    try:
        with open_service(settings) as service, Progress(console=err, transient=True, disable=as_json) as bar:
            task = bar.add_task("importing", total=None)
            # the owner of the data directory, when another process, imports without reporting back
            local = getattr(service, "is_owner", True)
            report = service.import_memories(
                str(source), (lambda done, total: bar.update(task, completed=done, total=total)) if local else None
            )
            bar.update(task, description="indexing", completed=0, total=None)
            reconcile = service.reconcile() if index and report.unindexed else None
    finally:
        if folder is not None:
            shutil.rmtree(folder, ignore_errors=True)
    if as_json:
        print_json({"import": report.model_dump(mode="json"), "reconcile": reconcile and reconcile.model_dump()})
        return
    from_file = f"; {report.indexed} indexed with the file's vectors" if report.indexed else ""
    out.print(
        f"{report.added} memories added, {report.present} already stored, {report.skipped} skipped "
        f"(of {report.count} in the file){from_file}.",
        highlight=False,
        soft_wrap=True,
    )
    for skip in report.skips:
        what = f"skipped {skip.id}" if skip.id else "skipped"
        err.print(f"{what}: {skip.outcome}, {shown(skip.detail or '')}", highlight=False, soft_wrap=True)
    if report.workspaces and settings.workspace not in report.workspaces:
        # Import keeps every memory in the workspace it was exported from; this session reads another one.
        held = ", ".join(report.workspaces)
        err.print(
            f"note: the file holds memories of workspace {held}, and they are restored there, not into this "
            f"session's workspace {settings.workspace}: set OPENBRAIN_WORKSPACE={report.workspaces[0]} to read them.",
            highlight=False,
            soft_wrap=True,
        )
    if reconcile is not None:
        err.print(f"indexed {reconcile.indexed}, still pending {reconcile.pending}", highlight=False, soft_wrap=True)


@app.command()
def purge(
    ids: Annotated[list[str] | None, typer.Argument(metavar="[ID]...", help="Memories to erase.")] = None,
    agent: Annotated[str | None, typer.Option(help="Erase everything this agent wrote in the workspace.")] = None,
    workspace: Annotated[str | None, typer.Option(help="Workspace (default: OPENBRAIN_WORKSPACE).")] = None,
    reason: Annotated[str, typer.Option(help="Why (kept in the tombstone), e.g. a request's reference.")] = "",
    by: Annotated[
        str | None, typer.Option(help="Who purges (kept in the tombstone) (default: operator:<user>).")
    ] = None,
    yes: Annotated[bool, typer.Option("--yes", "-y", help="Do not ask for confirmation.")] = False,
    as_json: JsonOption = False,
) -> None:
    """Erase content, tags and vectors for good (e.g. a GDPR request), leaving a tombstone of who, when and why.

    Unlike `forget`, nothing of the content remains to read, list, recall or export.
    """
    settings = load_settings(operator=True)
    if bool(ids) == bool(agent):
        fail("give the ids of the memories to purge, or --agent, not both.")
    if not reason.strip():
        fail("--reason is required: say why (it stays in the tombstone).")
    with cli_errors():
        memory_ids = [_memory_id(value) for value in ids or []]
    scope = workspace or settings.workspace
    what = f"{len(memory_ids)} memories" if memory_ids else f"every memory agent {agent!r} wrote"
    if not yes and not typer.confirm(f"Erase the content of {what} in workspace {scope!r}? This cannot be undone"):
        raise typer.Exit(1)
    with open_service(settings) as service:
        report = service.purge(scope, reason, by or _operator(), ids=memory_ids if memory_ids else None, agent_id=agent)
    if as_json:
        print_json(report)
        return
    out.print(report.message, highlight=False, soft_wrap=True)
    for mid in report.already_purged:
        err.print(f"{mid} had been purged before", highlight=False, soft_wrap=True)
    for mid in report.not_found:
        err.print(f"{mid} is not a memory of workspace {scope!r}", highlight=False, soft_wrap=True)
    if report.not_found:
        raise typer.Exit(1)


@app.command()
def reindex(
    batch_size: Annotated[
        int | None, typer.Option(help="Memories per pass (default: 8 x EMBEDDING__BATCH_SIZE).")
    ] = None,
    switch: Annotated[bool, typer.Option(help="Make the new index the active one when it is complete.")] = True,
    drop_old: Annotated[bool, typer.Option("--drop-old", help="Then remove the old profile's vectors.")] = False,
    rebuild: Annotated[bool, typer.Option(help="Embed everything again even if the model did not change.")] = False,
    status: Annotated[bool, typer.Option("--status", help="Only show the embedding profiles and progress.")] = False,
    as_json: JsonOption = False,
) -> None:
    """Build the vector index for the configured embedding model from the stored memories, then switch to it.

    Resumable: after an interruption, run it again and it goes on where it stopped. Recall keeps working
    meanwhile (on the old model, or by words).
    """
    settings = load_settings(operator=True)
    with open_service(settings) as service:
        before = service.profile_status()
        if status:
            print_json(before)
            return
        if before.active == before.configured and before.reindex is None and not rebuild:
            report = service.reindex(switch=switch)  # says there is nothing to do
        else:
            err.print(
                f"building the index for {before.configured} (active now: {before.active})",
                highlight=False,
                soft_wrap=True,
            )
            with cli_errors():
                report = _reindex_with_progress(service, batch_size, switch=switch, rebuild=rebuild, quiet=as_json)
        dropped = service.drop_old_profiles() if drop_old else None
    if as_json:
        print_json({"reindex": report.model_dump(mode="json"), "dropped": dropped and dropped.model_dump()})
        return
    out.print(report.message, highlight=False, soft_wrap=True)
    if dropped is not None:
        out.print(dropped.message, highlight=False, soft_wrap=True)
    elif report.switched:
        err.print(
            "the old vectors are kept: `openbrain reindex --drop-old` removes them", highlight=False, soft_wrap=True
        )


def _reindex_with_progress(
    service: BrainService, batch_size: int | None, *, switch: bool, rebuild: bool, quiet: bool
) -> ReindexReport:
    """Call the reindex operation a few batches at a time (it may run in the owner process) and show progress."""
    # Imported here: rich.progress costs 60 ms, which every `openbrain serve` would pay at start.
    from rich.progress import (
        BarColumn,
        MofNCompleteColumn,
        Progress,
        TextColumn,
        TimeElapsedColumn,
        TimeRemainingColumn,
    )

    columns = (
        TextColumn("[progress.description]{task.description}"),
        BarColumn(),
        MofNCompleteColumn(),
        TimeElapsedColumn(),
        TimeRemainingColumn(),
    )
    report: ReindexReport | None = None
    try:
        with Progress(*columns, console=err, disable=quiet) as progress:
            task = progress.add_task("reindex", total=None)
            while report is None or not report.finished:
                report = service.reindex(batch_size=batch_size, max_batches=4, switch=switch, rebuild=rebuild)
                progress.update(task, total=max(report.total, report.done), completed=report.done)
    except KeyboardInterrupt:
        fail("interrupted: nothing is lost, run `openbrain reindex` again to go on where it stopped.")
    assert report is not None
    return report


def _memory_id(value: str) -> uuid.UUID:
    try:
        return uuid.UUID(value.strip())
    except ValueError:
        raise InvalidInput(f"{value[:60]!r} is not a memory id.") from None


def _operator() -> str:
    try:
        return f"operator:{getpass.getuser()}"
    except (KeyError, OSError):  # no name for this uid (some containers)
        return "operator"


def _scope(workspace: str | None) -> str:
    return "every workspace" if workspace is None else f"workspace {workspace!r}"
