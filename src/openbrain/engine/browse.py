"""Reading memories by id and by metadata: one memory, its supersession chain, pages of a workspace, what recall
returns most, a workspace's numbers and names (projects, tags). No embedding call."""

import difflib
import uuid
from datetime import UTC, datetime, timedelta

from openbrain.core.errors import InvalidInput, NotFound
from openbrain.core.models import (
    Caller,
    DayCount,
    Elsewhere,
    ListRequest,
    ListResult,
    MemoryHistory,
    MemoryView,
    ProjectCount,
    Projects,
    Stats,
    TagCount,
    parse,
)
from openbrain.core.wire import NO_PROJECT
from openbrain.engine import checks
from openbrain.engine.stages import Stages
from openbrain.stores.db.filters import MemoryFilter

ID_CANDIDATES = 5  # ids named when a prefix is ambiguous
TAGS_LISTED = 100
LIST_COUNT_CAP = 1000  # a first page counts up to this many matches (cheap at any size); count=true counts them all


class Browser:
    """Reads the caller's workspace."""

    def __init__(self, stages: Stages) -> None:
        self.stages = stages

    def resolve_id(self, caller: Caller, value: uuid.UUID | str) -> uuid.UUID:
        """A full id, or the id of the caller's only memory whose id starts with ``value`` (at least 4 hex digits,
        dashes ignored: the 8 characters tables show are enough when they are unique)."""
        prefix = checks.id_prefix(value)
        if prefix is None:
            return checks.memory_id(value)
        found = self.stages.repository.ids_starting(caller.workspace_id, prefix, limit=ID_CANDIDATES + 1)
        if not found:
            raise NotFound(f"No memory of workspace {caller.workspace_id!r} has an id starting with {value!s}.")
        if len(found) > 1:
            shown = ", ".join(str(mid) for mid in found[:ID_CANDIDATES])
            more = " and more" if len(found) > ID_CANDIDATES else ""
            raise InvalidInput(f"{value!s} starts more than one memory id ({shown}{more}): give more characters.")
        return found[0]

    def get(self, caller: Caller, memory_id: uuid.UUID | str) -> MemoryView:
        """One memory of the caller's workspace, live or not."""
        mid = checks.memory_id(memory_id)
        row = self.stages.repository.get(caller.workspace_id, mid)
        if row is None:
            raise NotFound(f"No memory with id {mid} in this workspace.")
        return MemoryView.from_row(row)

    def history(self, caller: Caller, memory_id: uuid.UUID | str) -> MemoryHistory:
        """One memory of the caller's workspace with its supersession chain (older and newer versions)."""
        mid = checks.memory_id(memory_id)
        row = self.stages.repository.get(caller.workspace_id, mid)
        if row is None:
            raise NotFound(f"No memory with id {mid} in this workspace.")
        older, newer = self.stages.repository.versions(caller.workspace_id, mid)
        return MemoryHistory(
            memory=MemoryView.from_row(row),
            current_id=(newer[-1] if newer else row).id,
            older=[MemoryView.from_row(r) for r in older],
            newer=[MemoryView.from_row(r) for r in newer],
        )

    def list_memories(self, caller: Caller, request: ListRequest | dict, *, explain: bool = True) -> ListResult:
        """Browse memories newest first, by metadata only (no embedding call). ``explain=False``: an empty answer
        filtered by a project says so plainly, without asking whether the workspace knows the project (a pack, which
        shows no message, lists several times)."""
        req = parse(ListRequest, request)
        limit = checks.bounded(req.limit, "limit", self.stages.limits.max_list_limit)
        flt = checks.memory_filter(req, self.stages.limits)
        as_of = checks.in_range(req.as_of, "as_of")
        if as_of is not None and as_of > self.stages.clock():
            raise InvalidInput("as_of is in the future: give a past time, or omit it for now.")
        rows, cursor = self.stages.repository.page(
            caller.workspace_id,
            flt,
            now=self.stages.clock(),
            limit=limit,
            cursor=req.cursor,
            include_deleted=req.include_deleted,
            include_expired=req.include_expired,
            as_of=as_of,
        )
        total = above = None
        if req.count or (req.count is None and req.cursor is None):
            cap = None if req.count else LIST_COUNT_CAP  # a first page counts a bounded number of rows
            total = self.stages.repository.count(
                caller.workspace_id,
                flt,
                now=self.stages.clock(),
                include_deleted=req.include_deleted,
                include_expired=req.include_expired,
                as_of=as_of,
                cap=cap,
            )
            if cap is not None and total > cap:
                total, above = None, cap
        message = None
        if not rows:
            what = "memories" if req.include_deleted or req.include_expired else "live memories"
            if as_of is not None:
                what = f"memories current at {as_of.isoformat()}"
            message = (explain and unknown_project(self.stages, caller, flt.project)) or (
                f"No {what} of workspace {caller.workspace_id!r}{checks.filtered(req)}"
                + (" on this page." if req.cursor else ".")
            )
        return ListResult(
            memories=[MemoryView.from_row(row) for row in rows],
            next_cursor=cursor,
            message=message,
            total=total,
            total_above=above,
        )

    def most_used(self, caller: Caller, project: str | None = None, limit: int = 100) -> list[MemoryView]:
        """The live memories of the caller's workspace (of ``project``) that recall returned most often."""
        limit = checks.bounded(limit, "limit", self.stages.limits.max_list_limit)
        flt = MemoryFilter(project=checks.project(project))
        rows = self.stages.repository.most_used(caller.workspace_id, flt, now=self.stages.clock(), limit=limit)
        return [MemoryView.from_row(row) for row in rows]

    def elsewhere(self, caller: Caller) -> Elsewhere:
        """How many other workspaces of this store hold live memories, and how many (counts only, never names):
        what the operator's command line adds to an empty answer. Not a tool, not a REST endpoint."""
        workspaces, memories = self.stages.maintenance.live_elsewhere(caller.workspace_id, now=self.stages.clock())
        return Elsewhere(workspaces=workspaces, memories=memories)

    def stats(self, caller: Caller, days: int = 30) -> Stats:
        """Counts of the caller's workspace: live, pending, forgotten, superseded, expired; by type, project and
        agent; memories written per day over the last ``days`` days."""
        days = checks.bounded(days, "days", 366)
        now = self.stages.clock()
        first = (now - timedelta(days=days - 1)).date()
        since = datetime(first.year, first.month, first.day, tzinfo=UTC)
        raw = self.stages.repository.stats(caller.workspace_id, now=now, since=since)
        written = raw.pop("per_day")
        per_day = [
            DayCount(day=(d := (first + timedelta(days=i)).isoformat()), count=written.get(d, 0)) for i in range(days)
        ]
        return Stats(**raw, per_day=per_day)

    def projects(self, caller: Caller) -> Projects:
        """The caller's workspace by name: every project with a live memory, and the most used tags, with counts."""
        catalog, now = self.stages.repository.catalog, self.stages.clock()
        return Projects(
            projects=[
                ProjectCount(name=name, memories=n, newest=newest)
                for name, n, newest in catalog.projects(caller.workspace_id, now=now)
            ],
            tags=[
                TagCount(name=tag, memories=n)
                for tag, n in catalog.tags(caller.workspace_id, now=now, limit=TAGS_LISTED)
            ],
        )


def unknown_project(stages: Stages, caller: Caller, project: str | None) -> str | None:
    """For an empty answer filtered by ``project``: when the workspace never had that project, what to say instead
    (the known names closest to it), else None. Only the caller's workspace is read."""
    if not project or stages.repository.catalog.has_project(caller.workspace_id, project):
        return None
    known = [name for name, _, _ in stages.repository.catalog.projects(caller.workspace_id, now=stages.clock()) if name]
    same_case = [name for name in known if name.lower() == project.lower()]
    close = same_case or difflib.get_close_matches(project, known, n=3, cutoff=0.6)
    hint = f"; did you mean {' or '.join(map(repr, close))}?" if close else "."
    listed = f" Its projects: {', '.join(map(repr, known[:20]))}." if known else " It has no projects yet."
    return f"{NO_PROJECT} {project!r} in workspace {caller.workspace_id!r}{hint}{listed}"
