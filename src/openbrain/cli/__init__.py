"""The `openbrain` command. Each module registers its commands on the one Typer app."""

from openbrain.cli import admin, memories  # noqa: F401  (registers the commands)
from openbrain.cli.app import app

__all__ = ["app"]
