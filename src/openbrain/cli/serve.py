"""`openbrain serve`: MCP over stdio for one local client, or over HTTP (streamable HTTP and SSE) for many."""

import logging
import os
import signal
import sys
from enum import StrEnum
from pathlib import Path
from types import FrameType
from typing import Annotated, cast

import typer

from openbrain.cli.shared import app, cli_errors, fail, load_settings, openbrain_executable, session_caller

UI_TOKEN_SECONDS = 12 * 3600  # `openbrain ui`'s own token: a day's work at most


class Transport(StrEnum):
    stdio = "stdio"
    http = "http"
    sse = "sse"


@app.command()
def serve(
    transport: Annotated[
        Transport,
        typer.Option(
            help="stdio: one local client, identity from the settings. http or sse: one HTTP server that speaks "
            "streamable HTTP at /mcp and SSE at /sse, identity from bearer tokens."
        ),
    ] = Transport.stdio,
    host: Annotated[
        str | None, typer.Option(help="Address to bind (default: OPENBRAIN_HTTP__HOST, 127.0.0.1).")
    ] = None,
    port: Annotated[int | None, typer.Option(help="Port to bind (default: OPENBRAIN_HTTP__PORT, 8765).")] = None,
) -> None:
    """Serve the brain_* tools over MCP. A second server on the same data directory shares the first one's brain."""
    from openbrain.core.logs import configure_logging
    from openbrain.engine.service import BrainService
    from openbrain.serve.local import open_brain

    settings = load_settings()
    overrides = {key: value for key, value in (("host", host), ("port", port)) if value is not None}
    if overrides:
        settings = settings.model_copy(update={"http": settings.http.model_copy(update=overrides)})
    configure_logging(settings)
    with cli_errors():
        brain = open_brain(settings, background=True)
    from openbrain.core.local_files import exposed

    if settings.database_url.startswith("sqlite") and (problem := exposed(settings.data_dir)):
        logging.getLogger(__name__).warning("%s", problem)
    if transport is not Transport.stdio:
        from openbrain.serve.http import create_app, run_http

        try:
            run_http(create_app(brain, settings), host=settings.http.host, port=settings.http.port)
        finally:
            brain.close()
        return

    from openbrain.serve.mcp import create_server, settings_identity

    # A client ends its server with SIGTERM as often as by closing stdin: leave through the same clean-up
    # (close the brain, release the data directory) as on Ctrl-C.
    signal.signal(signal.SIGTERM, _interrupt)
    # The brain forwards BrainService's operations; it runs the reconciler itself while it owns the data.
    server = create_server(cast(BrainService, brain), settings_identity(session_caller(settings)), start=False)
    interrupted = False
    try:
        server.run("stdio")
    except KeyboardInterrupt:
        interrupted = True
    finally:
        brain.close()
    if interrupted:
        # The thread blocked reading stdin would keep the process alive until the client closes the pipe.
        logging.shutdown()
        os._exit(0)


@app.command()
def owner(
    stop: Annotated[bool, typer.Option("--stop", help="Stop the process that owns the data directory.")] = False,
) -> None:
    """Hold the data directory for the hooks: serve its brain to other processes until idle, then exit.

    The hooks start it when no OpenBrain process owns the data directory (OPENBRAIN_HOOKS__START_OWNER); it exits
    at once when another process owns it, and after OPENBRAIN_HOOKS__OWNER_IDLE seconds without a call.
    """
    import time

    from openbrain.core.logs import configure_logging
    from openbrain.serve.local import SharedBrain, needs_owner
    from openbrain.serve.ownership import stop_owner

    settings = load_settings()
    configure_logging(settings)
    if stop:
        with cli_errors():
            pid = stop_owner(settings.data_dir)
        print(f"stopped process {pid}" if pid else f"no process owns {settings.data_dir}", file=sys.stderr)
        return
    if not needs_owner(settings):
        fail("these settings keep no data in a local directory: there is nothing to own (use serve --transport http).")
    signal.signal(signal.SIGTERM, _interrupt)
    with cli_errors():
        brain = SharedBrain(settings, background=True)
    try:
        if not brain.is_owner:
            logging.getLogger(__name__).info("process %d owns %s already", brain.owner_pid, settings.data_dir)
            return
        logging.getLogger(__name__).info("holding %s for the hooks (process %d)", settings.data_dir, os.getpid())
        idle = settings.hooks.owner_idle
        while idle <= 0 or brain.idle_for() < idle:
            time.sleep(1.0 if idle <= 0 else min(5.0, max(idle / 10, 0.05)))
        logging.getLogger(__name__).info("idle for %.0f s: releasing %s", idle, settings.data_dir)
    except KeyboardInterrupt:
        pass
    finally:
        brain.close()


@app.command()
def ui(
    port: Annotated[int | None, typer.Option(help="Port on 127.0.0.1 (default: OPENBRAIN_HTTP__PORT, 8765).")] = None,
) -> None:
    """Serve the web view of this data directory on loopback; a one-time sign-in link is printed on stderr.

    The link signs in as the settings' workspace and agent, with a token made for this run and revoked when it ends.
    """
    from openbrain.core.logs import configure_logging
    from openbrain.serve.http import create_app, run_http
    from openbrain.serve.local import open_brain
    from openbrain.serve.web import OneTimeLinks

    settings = load_settings()
    settings = settings.model_copy(
        update={"http": settings.http.model_copy(update={"host": "127.0.0.1", "port": port or settings.http.port})}
    )
    configure_logging(settings)
    with cli_errors():
        brain = open_brain(settings, background=True)
    try:
        with cli_errors():
            # It expires by itself: a run killed before it could revoke the token leaves nothing valid for long.
            token = brain.token_create(
                settings.workspace, settings.agent_id, name="openbrain ui (one run)", ttl_seconds=UI_TOKEN_SECONDS
            )
        links = OneTimeLinks()
        link = f"http://127.0.0.1:{settings.http.port}/ui/once?code={links.create(token.token)}"
        print(f"OpenBrain's web view: open {link} (it works once, within 10 minutes)", file=sys.stderr, flush=True)
        try:
            run_http(create_app(brain, settings, links=links), host="127.0.0.1", port=settings.http.port)
        finally:
            brain.token_revoke(token.info.id)
    finally:
        brain.close()


def _interrupt(signum: int, frame: FrameType | None) -> None:
    raise KeyboardInterrupt


service_app = typer.Typer(help="Run the HTTP server as a systemd service.", no_args_is_help=True)
app.add_typer(service_app, name="service")
UserOption = Annotated[bool, typer.Option("--user", help="For the current user (~/.config/systemd/user), no root.")]
RootOption = Annotated[Path, typer.Option(hidden=True, help="Prefix of the system paths (tests).")]


@service_app.command("install")
def service_install(
    user: UserOption = False,
    data_dir: Annotated[Path | None, typer.Option(help="Data directory (default: OPENBRAIN_DATA_DIR).")] = None,
    host: Annotated[str, typer.Option(help="Address to bind.")] = "127.0.0.1",
    port: Annotated[int, typer.Option(help="Port to bind.")] = 8765,
    run_as: Annotated[str | None, typer.Option(help="System scope: the user the service runs as.")] = None,
    dry_run: Annotated[bool, typer.Option("--dry-run", help="Print the unit; write nothing.")] = False,
    root: RootOption = Path("/"),
) -> None:
    """Write a systemd unit for `openbrain serve --transport http` (restart on failure, settings from an
    environment file), then say how to start it."""
    from openbrain.serve import systemd

    settings = load_settings()
    place = systemd.placement(user=user, root=root)
    folder = (data_dir or settings.data_dir).expanduser().resolve()
    unit = systemd.unit_text(openbrain_executable(), place, data_dir=folder, run_as=run_as)
    if dry_run:
        sys.stdout.write(unit)
        print(f"dry run: {place.unit} was not written", file=sys.stderr)
        return
    try:
        done = systemd.install(place, unit, systemd.env_text(data_dir=folder, host=host, port=port))
    except OSError as exc:
        fail(f"cannot write {place.unit}: {exc.strerror}" + ("" if user else " (system scope needs root; or --user)"))
    for line in done:
        print(line, file=sys.stderr)
    print(f"start it: {place.systemctl('daemon-reload')} && {place.systemctl('enable', '--now', 'openbrain')}",
          file=sys.stderr)  # fmt: skip
    if user:
        print("a user service stops at log-out; to keep it running: loginctl enable-linger", file=sys.stderr)


@service_app.command("uninstall")
def service_uninstall(user: UserOption = False, root: RootOption = Path("/")) -> None:
    """Remove the unit `openbrain service install` wrote (stop it first); the environment file stays."""
    from openbrain.serve import systemd

    place = systemd.placement(user=user, root=root)
    try:
        done = systemd.uninstall(place)
    except OSError as exc:
        fail(f"cannot remove {place.unit}: {exc.strerror}")
    for line in done:
        print(line, file=sys.stderr)
    print(f"then: {place.systemctl('disable', '--now', 'openbrain')} && {place.systemctl('daemon-reload')}",
          file=sys.stderr)  # fmt: skip
