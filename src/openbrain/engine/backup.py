"""Backup and restore: a versioned JSONL file with every field of every memory, deletions and chains included.

The file::

    {"format": "openbrain.export", "version": 1, "exported_at": "...", "workspace": "acme" | null, ...}
    {"id": "...", "workspace_id": "acme", "content": "...", "supersedes_id": null, "deleted_at": null, ...}
    ...one line per memory, oldest first (so a chain's older versions come before newer ones)...
    {"format": "openbrain.export", "end": true, "count": 1234}

The last line tells a complete file from a truncated one. Import stores each memory under its own id and
leaves ids that are already stored alone, so importing a file twice (or into the live store it came from)
stores nothing twice, and a purged memory is never brought back by an older backup.

Vectors are derived, so a file need not hold them: the reconciler rebuilds them from the content. That takes
hours at a million memories on a small machine, so ``export --vectors`` also writes each live memory's dense
vector (``"vector"``: base64 of little-endian float32) and the header names their embedding profile
(``"embedding"``); such a file is format version 2. Import indexes those vectors at once when the profile is the
store's own and the content arrived unchanged (secrets redacted on the way are embedded afresh); any other
memory waits for the reconciler as before.
"""

import base64
import json
import logging
import os
import sys
import uuid
from array import array
from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass
from datetime import datetime
from pathlib import Path
from typing import Any, Literal, TypeVar

from pydantic import AwareDatetime, BaseModel, ConfigDict, Field, ValidationError

from openbrain import __version__
from openbrain.core.config import LimitSettings
from openbrain.core.errors import InvalidInput, Unavailable
from openbrain.core.models import MemoryType, check_name
from openbrain.engine import checks
from openbrain.engine.remember import secrets_in
from openbrain.stores.db.maintenance import ImportedRow, MaintenanceRepository
from openbrain.stores.db.tables import MemoryRow

log = logging.getLogger(__name__)

B = TypeVar("B", bound=BaseModel)

FORMAT = "openbrain.export"
VERSION = 2  # read: 1 (no vectors) and 2 (vectors); written: 1 unless vectors are exported
IMPORT_BATCH = 500
REPORTED_SKIPS = 100
# Index state of the source store: exported for completeness, never imported (the target builds its own).
DERIVED_FIELDS = frozenset({"indexed_at", "embedding_model"})
# The injection check's verdict, stored with each row: never exported, since a file could claim an attack is clean; a
# restored memory is checked when it is read, by the target's own check.
UNEXPORTED_COLUMNS = frozenset({"check_verdict", "check_version"})


class ExportHeader(BaseModel):
    model_config = ConfigDict(extra="allow")

    format: Literal["openbrain.export"] = FORMAT
    version: int = VERSION
    exported_at: AwareDatetime
    workspace: str | None = Field(description="The exported workspace; null for every workspace.")
    openbrain_version: str = __version__
    embedding: str | None = Field(default=None, description="The profile of the memories' vectors, when exported.")


class ExportEnd(BaseModel):
    format: Literal["openbrain.export"] = FORMAT
    end: Literal[True] = True
    count: int


class ExportedMemory(BaseModel):
    """One row of ``brain_memories``, every column but ``UNEXPORTED_COLUMNS``."""

    model_config = ConfigDict(extra="forbid")

    id: uuid.UUID
    workspace_id: str = Field(min_length=1, max_length=128)
    agent_id: str = Field(min_length=1, max_length=128)
    type: str = Field(max_length=32)
    content: str
    tags: list[str]
    project: str | None = Field(max_length=255)
    confidence: float = Field(ge=0, le=1)
    supersedes_id: uuid.UUID | None
    version: int = Field(ge=1)
    content_hash: str = Field(max_length=64)
    dedupe_key: str | None = Field(max_length=64)
    expires_at: AwareDatetime | None
    deleted_at: AwareDatetime | None
    deleted_reason: str | None = Field(max_length=1024)
    deleted_by: str | None = Field(max_length=128)
    indexed_at: AwareDatetime | None
    embedding_model: str | None
    access_count: int = Field(ge=0)
    last_accessed_at: AwareDatetime | None
    created_at: AwareDatetime
    updated_at: AwareDatetime
    purged_at: AwareDatetime | None = None
    purged_by: str | None = None
    purge_reason: str | None = None
    vector: str | None = Field(default=None, max_length=65_536, description="The dense vector, base64 float32 LE.")

    @classmethod
    def of(cls, row: MemoryRow, vector: Sequence[float] | None = None) -> "ExportedMemory":
        values = {name: getattr(row, name) for name in cls.model_fields if name != "vector"}
        return cls.model_validate({**values, "vector": encode_vector(vector) if vector is not None else None})

    def to_row(self) -> MemoryRow:
        values = self.model_dump(exclude={"vector"})
        for name in DERIVED_FIELDS:
            values[name] = None
        return MemoryRow(**values)


class ExportReport(BaseModel):
    path: str
    workspace: str | None
    count: int = Field(description="Memories written, deleted, superseded and purged ones included.")
    exported_at: datetime


class ImportSkip(BaseModel):
    id: uuid.UUID | None = Field(description="The memory's id (null when the line does not give a valid one).")
    outcome: Literal["duplicate", "conflict", "invalid"]
    detail: str | None = None


class ImportReport(BaseModel):
    path: str
    count: int = Field(description="Memories in the file.")
    added: int = Field(description="Memories stored.")
    present: int = Field(description="Ids already stored, left as they are.")
    skipped: int = Field(description="Memories not stored because they would break a rule of the store.")
    skips: list[ImportSkip] = Field(description=f"The first {REPORTED_SKIPS} skipped memories and why.")
    workspaces: list[str] = Field(
        default_factory=list, description="The workspaces the file's memories belong to (and are restored into)."
    )
    indexed: int = Field(default=0, description="Memories added whose vectors came from the file (not embedded).")
    unindexed: int = Field(default=0, description="Live memories added without a vector: the reconciler embeds them.")


@dataclass(frozen=True)
class Vectors:
    """A store's vectors for a backup: their profile (``EmbeddingProfile.key``), how an export reads them and how an
    import indexes them."""

    profile: str
    dimension: int
    read: Callable[[Sequence[uuid.UUID]], dict[uuid.UUID, list[float]]] | None = None
    index: Callable[[list[MemoryRow], list[list[float]]], bool] | None = None


def encode_vector(vector: Sequence[float]) -> str:
    packed = array("f", vector)
    if sys.byteorder == "big":
        packed.byteswap()
    return base64.b64encode(packed.tobytes()).decode("ascii")


def decode_vector(text: str, dimension: int) -> list[float] | None:
    """The vector, or None when the text is not one of ``dimension`` floats."""
    try:
        raw = base64.b64decode(text, validate=True)
    except ValueError:
        return None
    if len(raw) != 4 * dimension:
        return None
    packed = array("f")
    packed.frombytes(raw)
    if sys.byteorder == "big":
        packed.byteswap()
    return packed.tolist()


def export_file(
    maintenance: MaintenanceRepository,
    path: Path,
    workspace_id: str | None,
    *,
    now: datetime,
    vectors: Vectors | None = None,
) -> ExportReport:
    """Write the memories of one workspace (or all) to ``path``; a crash leaves no partial file behind. With
    ``vectors``, each memory indexed with that profile carries its vector."""
    path = Path(path)
    tmp = path.with_name(path.name + ".partial")
    count = 0
    embedding = vectors.profile if vectors is not None else None
    header = ExportHeader(exported_at=now, workspace=workspace_id, version=2 if embedding else 1, embedding=embedding)
    omitted = {"vector"} if vectors is None else None
    try:
        with tmp.open("w", encoding="utf-8") as out:
            out.write(header.model_dump_json() + "\n")
            for rows in _batches(maintenance.export_rows(workspace_id), IMPORT_BATCH):
                found: dict[uuid.UUID, list[float]] = {}
                if vectors is not None and vectors.read is not None:
                    wanted = [r.id for r in rows if r.embedding_model == vectors.profile and r.deleted_at is None]
                    found = vectors.read(wanted) if wanted else {}
                for row in rows:  # a version 1 file has no "vector" key at all: older readers refuse unknown keys
                    line = ExportedMemory.of(row, found.get(row.id)).model_dump_json(exclude=omitted)
                    out.write(line + "\n")
                count += len(rows)
            out.write(ExportEnd(count=count).model_dump_json() + "\n")
            out.flush()
            os.fsync(out.fileno())
        os.replace(tmp, path)
    except OSError as exc:
        raise Unavailable(f"Could not write the export to {path.name}: {exc.strerror or exc}.") from None
    finally:
        tmp.unlink(missing_ok=True)
    log.debug("exported %d memories to %s", count, path)  # the caller says where (a CLI export may use a temp file)
    return ExportReport(path=str(path), workspace=workspace_id, count=count, exported_at=now)


def import_file(
    maintenance: MaintenanceRepository,
    path: Path,
    *,
    limits: LimitSettings,
    secrets: str = "redact",
    vectors: Vectors | None = None,
    progress: Callable[[int, int], None] | None = None,
) -> ImportReport:
    """Store the memories of an export file. The file's structure is checked before anything is written (a damaged
    file is refused whole); each memory is then checked as remember checks one (type, sizes, names, times, NUL, a
    chain that would loop), and a bad one is skipped with ``line N: why`` while the rest is restored. Secrets in
    content, project, tags and reasons are redacted (``secrets``: the store's setting). With ``vectors`` (the
    store's profile and its indexer), the file's vectors of that profile are indexed as their rows are stored.
    ``progress(done, total)`` is called after each batch."""
    path = Path(path)
    header, total = _structure(path)  # the whole file's structure first: nothing written from a damaged one
    usable = vectors if vectors is not None and header.embedding == vectors.profile else None
    added = present = skipped = indexed = unindexed = done = 0
    skips: list[ImportSkip] = []
    batch: list[tuple[MemoryRow, list[float] | None]] = []

    def skip(entry: ImportSkip) -> None:
        nonlocal skipped
        skipped += 1
        if len(skips) < REPORTED_SKIPS:
            skips.append(entry)

    def flush() -> None:
        nonlocal added, present, indexed, unindexed
        ready: list[tuple[MemoryRow, list[float]]] = []
        for (row, vector), outcome in zip(batch, maintenance.import_rows([r for r, _ in batch]), strict=True):
            if outcome.outcome == "added":
                added += 1
                if row.deleted_at is not None or row.purged_at is not None:
                    continue  # no vector to build
                if vector is not None and usable is not None and usable.index is not None:
                    ready.append((row, vector))
                else:
                    unindexed += 1
            elif outcome.outcome == "present":
                present += 1
            else:
                skip(_skip(outcome))
        if ready and usable is not None and usable.index is not None:
            if usable.index([row for row, _ in ready], [vector for _, vector in ready]):
                indexed += len(ready)
            else:  # the index failed (logged): the reconciler embeds them
                unindexed += len(ready)
        batch.clear()

    workspaces: dict[str, None] = {}
    chain: dict[uuid.UUID, uuid.UUID | None] = {}  # what each memory of the file supersedes
    for number, memory, why in _memories(path):
        done += 1
        if memory is not None and why is None:
            why = _refusal(memory, limits, chain)
        if memory is None or why is not None:
            skip(ImportSkip(id=memory.id if memory else None, outcome="invalid", detail=f"line {number}: {why}"))
            continue
        try:
            cleaned = _cleaned(memory, secrets)
            row = cleaned.to_row()
        except InvalidInput as exc:  # secrets refused by the store's setting
            skip(ImportSkip(id=memory.id, outcome="invalid", detail=f"line {number}: {exc}"))
            continue
        vector = None
        if usable is not None and memory.vector is not None and cleaned.content == memory.content:
            vector = decode_vector(memory.vector, usable.dimension)
        chain[memory.id] = memory.supersedes_id
        workspaces.setdefault(memory.workspace_id, None)
        batch.append((row, vector))
        if len(batch) >= IMPORT_BATCH:
            flush()
            if progress is not None:
                progress(done, total)
    flush()
    if progress is not None:
        progress(done, total)
    if skipped:
        log.warning("import: %d memories skipped, e.g. %s", skipped, skips[0].model_dump(mode="json"))
    return ImportReport(
        path=str(path),
        count=total,
        added=added,
        present=present,
        skipped=skipped,
        skips=skips,
        workspaces=sorted(workspaces),
        indexed=indexed,
        unindexed=unindexed,
    )


def _batches(rows: Iterator[MemoryRow] | Sequence[MemoryRow], size: int) -> Iterator[list[MemoryRow]]:
    batch: list[MemoryRow] = []
    for row in rows:
        batch.append(row)
        if len(batch) >= size:
            yield batch
            batch = []
    if batch:
        yield batch


def _refusal(memory: ExportedMemory, limits: LimitSettings, chain: dict[uuid.UUID, uuid.UUID | None]) -> str | None:
    """Why a memory of a backup cannot be restored (the checks of remember), or None."""
    if memory.type not in {t.value for t in MemoryType}:
        return f"type {memory.type[:32]!r} is not a memory type: use one of {', '.join(t.value for t in MemoryType)}."
    try:
        check_name(memory.workspace_id, "workspace")
        check_name(memory.agent_id, "agent id")
        if memory.purged_at is None:  # a purge left no content, on purpose
            checks.content(memory.content, limits)
        checks.tags(memory.tags, limits)
        checks.project(memory.project)
        for field in ("expires_at", "deleted_at", "last_accessed_at", "created_at", "updated_at", "purged_at"):
            checks.in_range(getattr(memory, field), field)
    except InvalidInput as exc:
        return str(exc)
    if memory.supersedes_id == memory.id:
        return f"memory {memory.id} supersedes itself: a chain never loops."
    step, seen = memory.supersedes_id, 0
    while step is not None and seen <= len(chain):
        if step == memory.id:
            return f"memory {memory.id} would close a loop of supersessions: a chain never loops."
        step, seen = chain.get(step), seen + 1
    return None


def _cleaned(memory: ExportedMemory, mode: str) -> ExportedMemory:
    """The memory with secrets redacted in every free-text field (its hashes follow its content)."""
    content, found = secrets_in(memory.content, "content", mode)
    project, in_project = secrets_in(memory.project, "project", mode) if memory.project else (memory.project, [])
    tags = [secrets_in(tag, "a tag", mode)[0] for tag in memory.tags]
    reason = memory.deleted_reason
    if reason:
        reason = secrets_in(reason, "reason", mode)[0]
    if not found and not in_project and tags == memory.tags and reason == memory.deleted_reason:
        return memory
    content_hash = checks.sha256(content)
    dedupe_key = memory.dedupe_key and checks.sha256("\x1f".join([project or "", memory.type, content_hash]))
    return memory.model_copy(update={"content": content, "project": project, "tags": tags, "deleted_reason": reason,
                                     "content_hash": content_hash, "dedupe_key": dedupe_key})  # fmt: skip


def _skip(outcome: ImportedRow) -> ImportSkip:
    assert outcome.outcome in ("duplicate", "conflict")
    return ImportSkip(id=outcome.id, outcome=outcome.outcome, detail=outcome.detail)  # type: ignore[arg-type]


def _structure(path: Path) -> tuple[ExportHeader, int]:
    """An export file's header and how many memories it holds, every line's structure checked (not its memory)."""
    records = _records(path)
    header = next(records)
    assert isinstance(header, ExportHeader)
    return header, sum(1 for _ in records)


def _memories(path: Path) -> Iterator[tuple[int, ExportedMemory | None, str | None]]:
    """The memory lines of an export file: (line number, the memory or None, why it is not one)."""
    records = _records(path)
    next(records)
    for number, data in records:  # type: ignore[misc]  # after the header: (number, data) pairs
        try:
            yield number, ExportedMemory.model_validate(data), None
        except ValidationError as exc:
            first = exc.errors(include_url=False, include_input=False)[0]
            where = ".".join(str(p) for p in first["loc"]) or "line"
            yield number, None, f"{where}: {first['msg']}."


def _records(path: Path) -> Iterator[ExportHeader | tuple[int, dict[str, Any]]]:
    """An export file's header, then each memory line's (line number, JSON object). Raises ``InvalidInput``
    naming the line when the file itself is damaged (not JSON, no header, cut short)."""
    name = path.name
    try:
        handle = path.open(encoding="utf-8")
    except OSError as exc:
        raise InvalidInput(f"Cannot read {name}: {exc.strerror or exc}.") from None
    with handle:
        count, ended, lines = 0, False, 0
        for number, line in enumerate(handle, start=1):
            if not line.strip():
                continue
            lines += 1
            data = _json(line, number, name)
            if lines == 1:
                yield _check_header(data, name)
                continue
            if ended:
                raise InvalidInput(f"{name} line {number}: text after the end line; the file is damaged.")
            if data.get("end") is True:
                end = _validated(ExportEnd, data, number, name)
                if end.count != count:
                    raise InvalidInput(
                        f"{name} says it holds {end.count} memories but has {count}; the file is damaged."
                    )
                ended = True
                continue
            count += 1
            yield number, data
        if lines == 0:
            raise InvalidInput(f"{name} is empty: it is not an OpenBrain export.")
        if not ended:
            raise InvalidInput(f"{name} ends before its end line: the export was cut short. Export again.")


def _json(line: str, number: int, name: str) -> dict[str, Any]:
    try:
        data = json.loads(line)
    except json.JSONDecodeError as exc:
        raise InvalidInput(f"{name} line {number} is not JSON ({exc.msg}); the file is damaged.") from None
    except (RecursionError, ValueError):  # nested too deep, or a number too long to read
        raise InvalidInput(f"{name} line {number} is not a memory (nested too deep or a number too long).") from None
    if not isinstance(data, dict):
        raise InvalidInput(f"{name} line {number} is not a JSON object; the file is damaged.")
    return data


def _check_header(data: dict[str, Any], name: str) -> ExportHeader:
    if data.get("format") != FORMAT:
        raise InvalidInput(f'{name} is not an OpenBrain export (its first line has no "format": "{FORMAT}").')
    version = data.get("version")
    if not isinstance(version, int) or version > VERSION:
        raise InvalidInput(
            f"{name} is export format version {version}, this OpenBrain reads up to {VERSION}: upgrade OpenBrain."
        )
    return _validated(ExportHeader, data, 1, name)


def _validated(model: type[B], data: dict[str, Any], number: int, name: str) -> B:
    try:
        return model.model_validate(data)
    except ValidationError as exc:
        first = exc.errors(include_url=False, include_input=False)[0]
        where = ".".join(str(p) for p in first["loc"]) or "line"
        raise InvalidInput(f"{name} line {number}: {where}: {first['msg']}.") from None
