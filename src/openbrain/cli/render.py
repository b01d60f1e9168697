"""What the command line prints, from answers in their JSON form: tables, one-line errors, JSON for scripts.

Rich only (no pydantic, no typer): the everyday commands' fast path (``lean.py``) prints with it what the full
command line prints, from the same JSON the data directory's owner answers with.
"""

import json
import re
import sys
import unicodedata
from collections.abc import Callable, Mapping
from datetime import UTC, datetime
from typing import Any

from rich.console import Console
from rich.markup import escape
from rich.table import Table

from openbrain.core.wire import NO_PROJECT

out = Console()
err = Console(stderr=True)

CONTENT_MIN = 30  # the content column never gets narrower than this in the wide layout
ID_SHOWN = 8  # an id's first characters in tables: show, forget and the web take any unique prefix of 4 or more

Memory = Mapping[str, Any]  # a memory as JSON (MemoryView's fields)


class Failed(SystemExit):
    """The command failed and said why on stderr: exit code 1."""

    def __init__(self) -> None:
        super().__init__(1)


def shown(text: str, *, newlines: bool = True) -> str:
    """Text from the store made safe for a terminal: control and formatting characters (ESC sequences, BEL,
    bidirectional overrides, zero-width marks) are written as escapes like ``\\x1b``, and rich markup is escaped,
    so a memory can neither recolour the operator's terminal nor disguise itself."""
    safe = []
    for char in text:
        if char == "\t" or (char == "\n" and newlines):
            safe.append(char)
        elif unicodedata.category(char) in ("Cc", "Cf", "Zl", "Zp"):
            safe.append(char.encode("unicode_escape").decode("ascii"))
        else:
            safe.append(char)
    return escape("".join(safe))


def fail(message: str) -> Any:
    # One line, unwrapped; the message may quote stored text, so it is shown() like it.
    err.print(f"[red]error:[/red] {shown(message, newlines=False)}", highlight=False, markup=True, soft_wrap=True)
    raise Failed()


def print_json(data: Any) -> None:
    """Data already in its JSON form, for scripts."""
    sys.stdout.write(json.dumps(data, indent=2) + "\n")


def utc(when: datetime) -> str:
    """A time as the JSON output writes it: ISO 8601 in UTC with ``Z``."""
    return when.astimezone(UTC).isoformat().replace("+00:00", "Z")


def age(when: datetime | str) -> str:
    seconds = (datetime.now(UTC) - (datetime.fromisoformat(when) if isinstance(when, str) else when)).total_seconds()
    for unit, size in (("d", 86400), ("h", 3600), ("m", 60)):
        if seconds >= size:
            return f"{int(seconds // size)}{unit}"
    return f"{int(seconds)}s"


def unknown_project(message: str | None) -> bool:
    """Whether an answer says its project filter names a project the workspace does not have (a typo: exit 1)."""
    return bool(message and message.startswith(NO_PROJECT))


def report_empty(elsewhere: Callable[[], Mapping[str, Any]], workspace: str, message: str | None) -> None:
    """An empty answer for the operator: the workspace it searched and, when other workspaces of this store hold
    memories, how many (counts only), so a shell set to the wrong workspace is told so."""
    other = elsewhere()  # asked first: nothing is printed before every answer is in
    err.print(shown(message or f"nothing in workspace {workspace!r}"), highlight=False, soft_wrap=True)
    if other["memories"]:
        err.print(
            f"{other['memories']} live memories are in {other['workspaces']} other workspace(s) of this store: "
            "set OPENBRAIN_WORKSPACE to search one of them.",
            highlight=False,
            soft_wrap=True,
        )
    if unknown_project(message):  # a project this workspace never had: a typo, or the wrong workspace
        raise Failed()


def report_remembered(result: Mapping[str, Any], as_json: bool) -> None:
    """What remember (or promote) did: the JSON, or one line; exit 1 when the memory was not stored."""
    if as_json:
        print_json(result)
    elif result["stored"]:
        out.print(f"{result['id']}  v{result['version']}  {shown(result['message'])}", highlight=False, soft_wrap=True)
    if not result["stored"]:
        if not as_json:
            hint = re.sub(r"\bsupersedes=(\S+?);", r"--supersedes \1;", result["message"])  # the tool's words, as flags
            fail(hint.replace("pass allow_near_duplicate=true", "pass --allow-near-duplicate"))
        raise Failed()


def shown_score(score: float) -> str:
    """The rank score as a person reads it: two decimals, at most 1.00 (the confidence factor can lift a score a
    few hundredths above its fusion's 1)."""
    return f"{min(score, 1.0):.2f}"


def explained(score: float, parts: Mapping[str, Any] | None) -> str:
    """One line: how the candidate was found, then the factors that make its score."""
    if parts is None:
        return f"{score:.4f}"
    found = [f"{parts['fusion']} {parts['fused']:.4f}"]
    if parts.get("dense_rank") is not None:
        cosine = f" cosine {parts['cosine']:.3f}" if parts.get("cosine") is not None else ""
        found.append(f"meaning #{parts['dense_rank']}{cosine}")
    if parts.get("word_rank") is not None:
        bm25 = f" bm25 {parts['bm25']:.2f}" if parts.get("bm25") is not None else ""
        found.append(f"words #{parts['word_rank']}{bm25}")
    factors = f"x confidence {parts['confidence']:.2f} x recency {parts['recency']:.2f} x access {parts['access']:.2f}"
    return f"{score:.4f} = {', '.join(found)} {factors}"


def _wide_width(memories: list[Memory], *, scored: bool) -> int:
    """Columns the wide layout needs so that no id, type, project or agent is broken: each column's longest value
    (or its header) plus rich's 3 characters of padding and border per column, and 1 for the last border."""
    widths = [ID_SHOWN, CONTENT_MIN, 4, 4]  # id, content, conf, age
    widths += [6] if scored else []
    for header, values in (
        ("type", [m["type"] for m in memories]),
        ("project", [m["project"] or "" for m in memories]),
        ("agent", [m["agent_id"] for m in memories]),
    ):
        widths.append(max([len(header), *(len(v) for v in values)]))
    return sum(widths) + 3 * len(widths) + 1


def memory_table(memories: list[Memory], *, score: Callable[[Memory], str] | None = None) -> Table:
    """Memories as a table: one column per field when the terminal has room for every field whole beside a
    readable content column, else two columns (the id, then the content over its metadata)."""
    compact = out.width < _wide_width(memories, scored=score is not None)
    table = Table(show_lines=compact)
    # The id's first 8 characters: enough to copy into show and forget.
    table.add_column("id", style="cyan", no_wrap=True, min_width=ID_SHOWN)
    if score and not compact:
        table.add_column("score", justify="right", min_width=6)
    if not compact:
        for name in ("type", "project", "agent", "conf", "age"):
            table.add_column(name, overflow="fold")
    table.add_column("content", overflow="fold", min_width=24, ratio=1)  # the point of the table: never squeezed
    for m in memories:
        content = m["content"]
        summary = shown(content if len(content) <= 160 else content[:157] + "...")
        if m.get("suspicious"):
            summary = f"[red](suspicious: {shown(m['suspicious'])})[/red] {summary}"
        if m.get("deleted_at"):
            summary = f"[dim](deleted: {shown(m.get('deleted_reason') or '')})[/dim] {summary}"
        meta = [m["type"], shown(m["project"] or ""), shown(m["agent_id"]), f"{m['confidence']:.2f}"]
        meta.append(age(m["created_at"]))
        memory_id = str(m["id"])[:ID_SHOWN]
        if compact:
            details = ", ".join(([f"score {score(m)}"] if score else []) + [part for part in meta if part])
            table.add_row(memory_id, f"{summary}\n[dim]{details}[/dim]")
        else:
            table.add_row(memory_id, *([score(m)] if score else []), *meta, summary)
    return table


def memory_fields(memory: Memory, older: list[Memory], newer: list[Memory]) -> Table:
    """One memory with every field, then the ids of its other versions."""
    table = Table(show_header=False)
    for key, value in memory.items():
        if isinstance(value, list):
            value = ", ".join(str(item) for item in value)
        table.add_row(key, "" if value in (None, "") else shown(str(value)))
    for label, versions in (("older versions", older), ("newer versions", newer)):
        if versions:
            table.add_row(label, "\n".join(f"v{m['version']} {m['id']}" for m in versions))
    return table
