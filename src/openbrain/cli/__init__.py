"""The `openbrain` command. Each module registers its commands on the one Typer app."""

from openbrain.cli import admin, files, memories, openclaw, serve, session, status, tokens  # noqa: F401  (registers commands)
from openbrain.cli import eval as _eval  # noqa: F401  (registers `openbrain eval`)
from openbrain.cli import ops as _ops  # noqa: F401  (registers export, import, purge, reindex)
from openbrain.cli.app import app, arrange_help

arrange_help(app)

__all__ = ["app"]
