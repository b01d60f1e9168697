"""`openbrain status`: the configuration in force (no secrets), the memory counts, the health of each part."""

import os

import typer
from rich.table import Table

from openbrain.cli.shared import JsonOption, app, cli_errors, err, load_settings, out, print_json, session_caller
from openbrain.core.config import Settings
from openbrain.core.errors import OpenBrainError
from openbrain.engine.health import StatusReport


@app.command()
def status(as_json: JsonOption = False) -> None:
    """Show the configuration, the counts of live, pending-index and deleted memories, and component health.

    Exits 1 when a component is down.
    """
    from openbrain.core.logs import configure_logging
    from openbrain.engine.health import offline_status
    from openbrain.serve.local import open_brain

    settings = load_settings()
    configure_logging(settings)
    caller = session_caller(settings)
    with cli_errors():
        try:
            brain = open_brain(settings, wait=0)  # a diagnosis reports a database that does not answer at once
        except OpenBrainError as exc:  # still show the configuration and which component is down
            report = offline_status(settings, caller, reason=str(exc))
        else:
            try:
                report = brain.status(caller)
            finally:
                brain.close()
    if as_json:
        print_json(report)
    else:
        _print(report)
    warn_if_exposed(settings)
    if not all(c.ok for c in report.health.components.values()):
        raise typer.Exit(1)


def warn_if_exposed(settings: Settings) -> None:
    """A warning on stderr when other OS users can read the data directory or its database."""
    from openbrain.core.local_files import exposed

    problem = exposed(settings.data_dir) if settings.database_url.startswith("sqlite") else None
    if problem:
        err.print(f"warning: {problem}", highlight=False, soft_wrap=True)


def _print(report: StatusReport) -> None:
    s = report.settings
    served_by = report.served_by
    if served_by.startswith(f"process {os.getpid()},") or served_by == f"process {os.getpid()}":
        served_by = "this process" + served_by.removeprefix(f"process {os.getpid()}")
    config = Table(title=f"OpenBrain {report.version}", show_header=False, title_justify="left")
    config.add_column("setting", style="bold")
    config.add_column("value", overflow="fold")
    vectors = s["vectors"]
    embedding = s["embedding"]
    rows = [
        ("served by", served_by),
        ("workspace / agent", f"{report.workspace} / {report.agent_id}"),
        ("data dir", s["data_dir"]),
        ("database", s["db"]["url"]),
        ("vectors", f"{vectors['backend']} {vectors['url'] or vectors['path'] or ''}".strip()),
        ("embedding", f"{embedding['provider']} {embedding['model'] or '(default model)'}"),
        ("http", f"{s['http']['host']}:{s['http']['port']}"),
        ("reconcile every", f"{s['reconcile_interval']} s"),
    ]
    for key, value in rows:
        config.add_row(key, str(value))
    out.print(config)

    counts = Table(title="memories", title_justify="left")
    counts.add_column("")
    kinds = ("live", "episodes", "pending", "deleted", "expired")  # episodes: of live, the users' turns capture kept
    for name in kinds:
        counts.add_column(name, justify="right")
    for label, numbers in (("this workspace", report.workspace_memories), ("all workspaces", report.memories)):
        # -1 (JSON) means the database could not count: a person reads "unknown", never a negative count.
        cells = (numbers.get(k, -1) for k in kinds)
        counts.add_row(label, *(str(n) if n >= 0 else "unknown" for n in cells))
    out.print(counts)
    if min(report.memories.values()) < 0:
        database = report.health.components.get("database")
        why = database.detail if database is not None and not database.ok else "the database could not count them"
        err.print(f"memory counts unknown: {why}", highlight=False, soft_wrap=True)

    health = Table(title=f"health: {report.health.status}", title_justify="left")
    for column in ("component", "ok", "detail", "seconds"):
        health.add_column(column, overflow="fold")
    for name, component in report.health.components.items():
        mark = "[green]yes[/green]" if component.ok else "[red]no[/red]"
        health.add_row(name, mark, component.detail, f"{component.seconds:.3f}")
    out.print(health)
