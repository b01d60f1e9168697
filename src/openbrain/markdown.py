"""Memory kept in markdown files, in and out: MEMORY.md, CLAUDE.md, AGENTS.md and plan folders.

**In** (``openbrain import-markdown``): one memory per bullet (its nested lines with it), or per section's prose
when a section has no bullets; the headings above an entry become its tags, the nearest heading that names a type
its type (Decisions -> decision, Conventions or Rules -> convention, ...; else ``--type``, default observation);
the project is ``--project``, else the project folder Claude Code keeps the file under
(``~/.claude/projects/<the project's path with / as ->/memory/MEMORY.md``), else the git repository holding the
file. Each entry is tracked by its file and position (heading path and ordinal in its section) in a tag
``md-<hash>``, its text by a tag ``mdv-<hash>``: importing again adds nothing, and an edited entry supersedes the
memory of its previous version.

**Out** (``openbrain export-markdown``): a MEMORY.md of one project within a token budget, for tools that only read
files: pinned memories first, then by type (conventions, decisions, architecture, bugs, plans, research,
observations), the most confident and newest first; suspicious ones, handoff notes and auto-captured ones stay out.
"""

import hashlib
import re
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from openbrain.context import AUTO_TAG, HANDOFF_TAG, PINNED_TAG, count_tokens
from openbrain.errors import InvalidInput
from openbrain.models import Caller, MemoryType, MemoryView

MARKDOWN_SUFFIXES = (".md", ".markdown")
IMPORT_TAG = "imported"
_HEADING = re.compile(r"^(#{1,6})\s+(.*?)\s*#*\s*$")
_BULLET = re.compile(r"^([-*+]|\d+[.)])\s+(.*)$")
_TYPE_WORDS: list[tuple[MemoryType, re.Pattern[str]]] = [
    (MemoryType.decision, re.compile(r"(?i)\bdecision|\bdecided|\badr\b")),
    (MemoryType.convention, re.compile(r"(?i)convention|\brules?\b|style|guideline|standard|practice|always|never")),
    (MemoryType.architecture, re.compile(r"(?i)architecture|design|structure|component|overview")),
    (MemoryType.bug, re.compile(r"(?i)\bbugs?\b|gotcha|pitfall|known issue|troubleshoot|workaround|flak")),
    (MemoryType.plan, re.compile(r"(?i)\bplans?\b|roadmap|todo|to do|next steps|milestone")),
    (MemoryType.research, re.compile(r"(?i)research|findings|benchmark|investigation|notes on")),
]
EXPORT_ORDER = [
    MemoryType.convention,
    MemoryType.decision,
    MemoryType.architecture,
    MemoryType.bug,
    MemoryType.plan,
    MemoryType.research,
    MemoryType.observation,
]


@dataclass
class Entry:
    """One memory to be, read from a markdown file."""

    path: Path
    line: int
    headings: list[str]
    position: str
    text: str
    type: MemoryType = MemoryType.observation
    project: str | None = None
    tags: list[str] = field(default_factory=list)

    @property
    def key(self) -> str:
        return "md-" + _digest(f"{self.path.resolve()}\x1f{self.position}", 12)

    @property
    def version(self) -> str:
        return "mdv-" + _digest(self.text, 12)


@dataclass
class Planned:
    entry: Entry
    action: str  # new, update, same
    current: MemoryView | None = None


def markdown_files(paths: list[Path]) -> list[Path]:
    """The markdown files of ``paths`` (folders searched recursively, sorted); errors name the path to fix."""
    files: list[Path] = []
    for path in paths:
        if path.is_dir():
            files += sorted(p for p in path.rglob("*") if p.suffix.lower() in MARKDOWN_SUFFIXES and p.is_file())
        elif path.is_file():
            files.append(path)
        else:
            raise InvalidInput(f"{path} is neither a markdown file nor a folder: give existing paths.")
    if not files:
        raise InvalidInput("no markdown files (.md) under the paths given.")
    return files


def parse(path: Path, text: str, *, default_type: MemoryType | None = None, project: str | None = None) -> list[Entry]:
    """The entries of one markdown file, in file order."""
    lines = text.splitlines()
    start = _after_front_matter(lines)
    headings: list[tuple[int, str]] = []
    entries: list[Entry] = []
    current: list[str] = []
    current_line = 0
    prose: list[str] = []
    prose_line = 0
    bullets_in_section = 0
    ordinal = 0
    in_code = False

    def section() -> list[str]:
        return [title for _, title in headings]

    def flush_bullet() -> None:
        nonlocal current, ordinal
        if current:
            ordinal += 1
            entries.append(_entry(path, current_line, section(), ordinal, "\n".join(current)))
        current = []

    def flush_prose() -> None:
        nonlocal prose, ordinal
        body = "\n".join(prose).strip()
        if body and not bullets_in_section:  # prose beside bullets (an intro line) is context, not a memory
            ordinal += 1
            entries.append(_entry(path, prose_line, section(), ordinal, body))
        prose = []

    for number, raw in enumerate(lines[start:], start=start + 1):
        line = raw.rstrip()
        if line.lstrip().startswith("```"):
            in_code = not in_code
        heading = None if in_code else _HEADING.match(line)
        if heading:
            flush_bullet()
            flush_prose()
            level = len(heading.group(1))
            headings = [(lvl, title) for lvl, title in headings if lvl < level] + [(level, heading.group(2).strip())]
            bullets_in_section = ordinal = 0
            continue
        bullet = None if in_code or raw[:1] in (" ", "\t") else _BULLET.match(line)
        if bullet:
            flush_bullet()
            if prose and not bullets_in_section:
                prose = []  # an intro line before the section's bullets
            bullets_in_section += 1
            current, current_line = [bullet.group(2)], number
        elif current and (line.strip() or in_code):
            current.append(line.strip() if not in_code else line)
        elif current and not line.strip():
            flush_bullet()
        elif line.strip() or (prose and in_code):
            if not prose:
                prose_line = number
            prose.append(line)
        elif prose and not bullets_in_section:
            prose.append("")
    flush_bullet()
    flush_prose()
    for entry in entries:
        entry.type = _type_of(entry.headings) or default_type or MemoryType.observation
        entry.project = project
        entry.tags = [_tag(title) for title in entry.headings if _tag(title)][:5]
    return [e for e in entries if e.text.strip()]


def project_of(path: Path) -> str | None:
    """The project a markdown file belongs to: Claude Code's project folder, else the git repository's name."""
    resolved = path.resolve()
    parts = resolved.parts
    if "projects" in parts and ".claude" in parts:
        folder = parts[parts.index("projects") + 1] if parts.index("projects") + 1 < len(parts) else ""
        if folder.startswith("-"):
            found = _decode(Path("/"), folder[1:].split("-"))
            return found.name if found is not None else folder.rsplit("-", 1)[-1] or None
    for candidate in resolved.parents:
        if (candidate / ".git").exists():
            return candidate.name
    return None


def _decode(base: Path, words: list[str]) -> Path | None:
    """The existing folder whose path Claude Code wrote as these words (it writes / . and _ all as -), if any."""
    if not words:
        return base
    for size in range(len(words), 0, -1):  # the longest existing name first: "payments-api" before "payments"
        for joiner in ("-", "_", "."):
            name = joiner.join(words[:size])
            if (base / name).is_dir() and (found := _decode(base / name, words[size:])) is not None:
                return found
            if size == 1:
                break
    return None


def plan_import(brain: Any, caller: Caller, entries: list[Entry]) -> list[Planned]:
    """What importing ``entries`` would do: new memories, updates (supersede), or nothing (same)."""
    planned = []
    for entry in entries:
        found = brain.list_memories(caller, {"tags": [entry.key], "limit": 1}).memories
        current = found[0] if found else None
        if current is None:
            planned.append(Planned(entry, "new"))
        elif entry.version in current.tags:
            planned.append(Planned(entry, "same", current))
        else:
            planned.append(Planned(entry, "update", current))
    return planned


def run_import(
    brain: Any, caller: Caller, planned: list[Planned], progress: Callable[[], None] = lambda: None
) -> dict[str, int]:
    """Store the planned entries (new ones, and updates superseding their previous version)."""
    counts = {"new": 0, "update": 0, "same": 0, "duplicate": 0}
    for item in planned:
        if item.action != "same":
            entry = item.entry
            result = brain.remember(
                caller,
                {
                    "content": entry.text,
                    "type": entry.type,
                    "tags": [*entry.tags, IMPORT_TAG, entry.key, entry.version],
                    "project": entry.project,
                    "supersedes": str(item.current.id) if item.current else None,
                    "allow_near_duplicate": True,  # the file is the source: its entries stand as written
                },
            )
            counts["duplicate" if result.duplicate else item.action] += 1
        else:
            counts["same"] += 1
        progress()
    return counts


def export(brain: Any, caller: Caller, project: str, budget: int) -> tuple[str, int, int]:
    """A MEMORY.md of ``project`` within ``budget`` tokens: (markdown, memories written, memories left out)."""
    memories = [
        m
        for m in _all(brain, caller, project)
        if not m.suspicious and HANDOFF_TAG not in m.tags and AUTO_TAG not in m.tags
    ]
    memories.sort(
        key=lambda m: (
            PINNED_TAG not in m.tags,
            EXPORT_ORDER.index(m.type),
            -m.confidence,
            -m.created_at.timestamp(),
        )
    )
    title = f"# Memory for {project}\n\nExported from OpenBrain; each bullet is one memory (its id in the comment)."
    note = "\n\n_{} more memories in OpenBrain: `openbrain context` or brain_recall finds them._"
    reserve = count_tokens(note.format(len(memories)))
    parts, used, written = [title], count_tokens(title), 0
    opened: set[str] = set()
    for memory in memories:
        group = "Pinned" if PINNED_TAG in memory.tags else _plural(memory.type)
        header = "" if group in opened else f"\n\n## {group}\n"
        lines = memory.content.strip().splitlines()
        item = f"\n- {lines[0]} <!-- {memory.id} -->"  # on the first line: a last line may close a code fence
        item += "".join(f"\n  {line}" if line.strip() else "" for line in lines[1:])
        cost = count_tokens(header + item)
        if used + cost + reserve > budget:
            continue
        if header:
            parts.append(header.rstrip("\n"))
            opened.add(group)
        parts.append(item)
        used += cost
        written += 1
    left = len(memories) - written
    if left:
        parts.append(note.format(left))
    return "".join(parts) + "\n", written, left


def _all(brain: Any, caller: Caller, project: str) -> Iterator[MemoryView]:
    cursor = None
    while True:
        page = brain.list_memories(caller, {"project": project, "limit": 200, "cursor": cursor})
        yield from page.memories
        if not page.next_cursor:
            return
        cursor = page.next_cursor


def _plural(kind: MemoryType) -> str:
    return {"research": "Research", "architecture": "Architecture"}.get(kind.value, kind.value.capitalize() + "s")


def _entry(path: Path, line: int, headings: list[str], ordinal: int, text: str) -> Entry:
    position = " / ".join(headings) + f" #{ordinal}"
    return Entry(path=path, line=line, headings=list(headings), position=position, text=text.strip())


def _type_of(headings: list[str]) -> MemoryType | None:
    for title in reversed(headings):
        for kind, pattern in _TYPE_WORDS:
            if pattern.search(title):
                return kind
    return None


def _tag(title: str) -> str:
    words = re.findall(r"[\w.+-]+", title.lower())
    return "-".join(words)[:64].strip("-")


def _after_front_matter(lines: list[str]) -> int:
    if lines and lines[0].strip() == "---":
        for index, line in enumerate(lines[1:], start=1):
            if line.strip() == "---":
                return index + 1
    return 0


def _digest(text: str, size: int) -> str:
    return hashlib.sha256(text.encode("utf-8")).hexdigest()[:size]
