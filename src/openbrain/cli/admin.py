"""Running OpenBrain: migrate the schema, reconcile the index (`serve` is in cli/serve.py)."""

from typing import Annotated

import typer

from openbrain.cli.shared import (
    JsonOption,
    app,
    cli_errors,
    db_app,
    err,
    load_settings,
    open_service,
    out,
    print_json,
)


@db_app.command("upgrade")
def db_upgrade(
    wait: Annotated[
        float, typer.Option(help="Seconds to keep retrying while the database is not reachable yet (containers).")
    ] = 0.0,
) -> None:
    """Create or upgrade the schema to the newest revision (Alembic)."""
    from tenacity import Retrying, retry_if_exception_type, stop_after_delay, wait_exponential

    from openbrain.core.errors import Unavailable
    from openbrain.core.logs import configure_logging
    from openbrain.stores.db.engine import Database

    settings = load_settings(operator=True)
    configure_logging(settings)
    with cli_errors():
        database = Database.from_settings(settings)
        retrying = Retrying(
            stop=stop_after_delay(wait),
            wait=wait_exponential(multiplier=0.5, max=5),
            retry=retry_if_exception_type(Unavailable),
            before_sleep=lambda state: err.print(
                "database not reachable yet; retrying", highlight=False, soft_wrap=True
            ),
            reraise=True,
        )
        retrying(database.upgrade)
        err.print(f"schema at revision {database.current_revision()}", soft_wrap=True)
        database.dispose()


@app.command()
def reconcile(
    full: Annotated[bool, typer.Option(help="Also sweep the whole index for orphans.")] = True,
    as_json: JsonOption = False,
) -> None:
    """Make the vector index match the table: index pending memories, drop vectors of dead ones."""
    with open_service(load_settings(operator=True)) as service:
        report = service.reconcile(full=full)  # the brain makes sure the collection exists first
    if as_json:
        print_json(report)
    else:
        out.print(
            f"indexed {report.indexed}, removed {report.removed}, still pending {report.pending}, "
            f"failed {report.failed}",
            highlight=False,
            soft_wrap=True,
        )
    if report.failed:
        raise typer.Exit(1)


@app.command()
def trust(memory_id: Annotated[str, typer.Argument(metavar="ID")], as_json: JsonOption = False) -> None:
    """Clear a memory's suspicious flag after reading it: it is shown unflagged and may enter hook context.

    Only here, for the operator: no tool or endpoint lets an agent clear a flag.
    """
    from openbrain.cli.shared import session_caller

    settings = load_settings()
    with open_service(settings) as service:
        caller = session_caller(settings)
        memory = service.trust(caller, service.resolve_id(caller, memory_id))
    if as_json:
        print_json(memory)
    else:
        out.print(f"cleared the suspicious flag of {memory.id}", highlight=False, soft_wrap=True)
