"""Running OpenBrain: serve MCP, migrate the schema, reconcile the index."""

from typing import Annotated

import typer

from openbrain.cli.app import (
    app,
    cli_errors,
    db_app,
    err,
    fail,
    load_settings,
    open_service,
    print_json,
    session_caller,
)


@app.command()
def serve(
    transport: Annotated[str, typer.Option(help="stdio (default) for one local client.")] = "stdio",
) -> None:
    """Serve the brain_* tools over MCP (stdio: workspace and agent come from the settings)."""
    from openbrain.server import create_server, settings_identity

    if transport != "stdio":
        fail(f"transport {transport!r} is not available: use stdio.")
    settings = load_settings()
    with open_service(settings) as service:
        server = create_server(
            service, settings_identity(session_caller(settings)), reconcile_interval=settings.reconcile_interval
        )
        server.run("stdio")


@db_app.command("upgrade")
def db_upgrade() -> None:
    """Create or upgrade the schema to the newest revision (Alembic)."""
    from openbrain.app import configure_logging
    from openbrain.db.engine import Database

    settings = load_settings()
    configure_logging(settings)
    with cli_errors():
        database = Database.from_settings(settings)
        database.upgrade()
        err.print(f"schema at revision {database.current_revision()}")
        database.dispose()


@app.command()
def reconcile(full: Annotated[bool, typer.Option(help="Also sweep the whole index for orphans.")] = True) -> None:
    """Make the vector index match the table: index pending memories, drop vectors of dead ones."""
    with open_service() as service:
        service.index.ensure_collection(service.profile)
        report = service.reconcile(full=full)
        print_json(report)
        if report.failed:
            raise typer.Exit(1)
