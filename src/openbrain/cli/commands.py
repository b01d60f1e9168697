"""Every command of the Typer app, registered in its help panel."""

import json
from pathlib import Path
from typing import Any

from openbrain.cli import admin, files, memories, openclaw, serve, session, status, tokens  # noqa: F401  (registers commands)
from openbrain.cli import eval as _eval  # noqa: F401  (registers `openbrain eval`)
from openbrain.cli import ops as _ops  # noqa: F401  (registers export, import, purge, reindex)
from openbrain.cli.shared import app, arrange_help

arrange_help(app)

__all__ = ["app"]


HELP_FILE = Path(__file__).with_name("help.json")


def help_snapshot() -> dict[str, Any]:
    """What ``openbrain --help`` shows, as data: usage, text, the options and each panel's commands with the text
    typer shows for them. ``quickhelp.py`` prints it as typer does, without loading the commands; written to
    ``help.json`` by ``python -m openbrain.cli.commands``, and a test holds the file equal to this."""
    import inspect

    from typer.main import get_command

    group = get_command(app)
    ctx = group.make_context("openbrain", ["--help"], resilient_parsing=True)
    options = []
    for param in group.get_params(ctx):
        if getattr(param, "hidden", False):
            continue
        options.append(
            {
                "long": ",".join(o for o in param.opts if "--" in o),
                "short": ",".join(o for o in param.opts if "--" not in o),
                "help": "\n".join(p.replace("\n", " ").strip() for p in (param.help or "").split("\n\n")).strip(),
            }
        )
    panels: dict[str, list[list[str]]] = {}
    for name in group.list_commands(ctx):
        command = group.get_command(ctx, name)
        if command is None or command.hidden:
            continue
        text = inspect.cleandoc(command.short_help or command.help or "").split("\n\n")[0].strip()
        panels.setdefault(command.rich_help_panel or "Commands", []).append([name, text])
    return {
        "usage": group.get_usage(ctx),
        "help": inspect.cleandoc(group.help or "").split("\n\n")[0].replace("\n", " ").strip(),
        "options": options,
        "panels": [[title, rows] for title, rows in panels.items()],
    }


if __name__ == "__main__":
    HELP_FILE.write_text(json.dumps(help_snapshot(), indent=1, ensure_ascii=False) + "\n")
