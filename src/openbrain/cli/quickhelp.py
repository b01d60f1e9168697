"""``openbrain --help`` without loading the command line: typer's own layout (typer/rich_utils.py: the same
console, styles, highlighters, panels and tables), printed from ``help.json``, the snapshot of what typer shows
(``commands.help_snapshot``; a test holds both the file and this output equal to typer's)."""

import json
from os import getenv
from pathlib import Path

from rich.align import Align
from rich.columns import Columns
from rich.console import Console
from rich.highlighter import RegexHighlighter
from rich.padding import Padding
from rich.panel import Panel
from rich.table import Table
from rich.text import Text
from rich.theme import Theme

HELP_FILE = Path(__file__).with_name("help.json")


class OptionHighlighter(RegexHighlighter):
    highlights = [
        r"(^|\W)(?P<switch>\-\w+)(?![a-zA-Z0-9])",
        r"(^|\W)(?P<option>\-\-[\w\-]+)(?![a-zA-Z0-9])",
        r"(?P<types>\<[^\>]+\>)",
        r"(?P<usage>Usage: )",
    ]


class NegativeOptionHighlighter(RegexHighlighter):
    highlights = [
        r"(^|\W)(?P<negative_switch>\-\w+)(?![a-zA-Z0-9])",
        r"(^|\W)(?P<negative_option>\-\-[\w\-]+)(?![a-zA-Z0-9])",
    ]


class TypesHighlighter(RegexHighlighter):
    highlights = [r"^(?P<types_sep>(\[|<))", r"(?P<types_sep>\|)", r"(?P<types_sep>(\]|>))(\.\.\.)?$"]


highlighter, negative, types = OptionHighlighter(), NegativeOptionHighlighter(), TypesHighlighter()


def console() -> Console:
    """Typer's help console: the same theme, highlighter, colours and width settings from the environment."""
    width = getenv("TERMINAL_WIDTH")
    force = True if getenv("GITHUB_ACTIONS") or getenv("FORCE_COLOR") or getenv("PY_COLORS") else None
    theme = {"option": "bold cyan", "switch": "bold green", "negative_option": "bold magenta",
             "negative_switch": "bold red", "types": "bold yellow", "types_sep": "dim", "usage": "yellow"}  # fmt: skip
    return Console(
        theme=Theme(theme),
        highlighter=highlighter,
        color_system="auto",
        force_terminal=False if getenv("_TYPER_FORCE_DISABLE_TERMINAL") else force,
        width=int(width) if width else None,
    )


def _table(**styles: object) -> Table:
    return Table(show_header=False, expand=True, box=None, show_lines=False, leading=0, border_style=None,
                 row_styles=None, pad_edge=False, padding=(0, 1), **styles)  # fmt: skip


def print_help() -> None:
    snapshot = json.loads(HELP_FILE.read_text(encoding="utf-8"))
    out = console()
    out.print(Padding(highlighter(snapshot["usage"]), 1), style="bold")
    if snapshot["help"]:
        out.print(Padding(Align(highlighter(Text.from_markup(snapshot["help"])), pad=False), (0, 1, 1, 1)))
    options = _table(highlight=True)
    for option in snapshot["options"]:
        help_text = [highlighter(Text.from_markup(option["help"]))] if option["help"] else []
        options.add_row(
            highlighter(option["long"]),
            highlighter(option["short"]),
            negative(""),
            negative(""),
            types(Text(style="bold yellow", overflow="fold")),
            Columns(help_text),
        )
    out.print(Panel(options, border_style="dim", title="Options", title_align="left"))
    width = max(len(name) for _, commands in snapshot["panels"] for name, _ in commands)
    for title, commands in snapshot["panels"]:
        table = _table(highlight=False)
        table.add_column(style="bold cyan", no_wrap=True, width=width)
        table.add_column("Description", justify="left", no_wrap=False, ratio=10)
        for name, text in commands:
            table.add_row(Text(name), highlighter(Text.from_markup(text, style="")))
        out.print(Panel(table, border_style="dim", title=title, title_align="left"))
    print()  # click then echoes the help it formatted: empty, since rich printed it, so a newline
