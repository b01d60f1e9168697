"""The operator's operations on the whole store (the CLI's, never MCP tools): embedding profiles and reindexing,
dropping old collections, purge, backup export and import."""

import logging
import uuid
from collections.abc import Callable
from datetime import datetime
from pathlib import Path
from typing import Any

from openbrain.core.errors import InvalidInput, Unavailable
from openbrain.core.reports import DropReport, PurgeReport, ReindexReport
from openbrain.engine import backup
from openbrain.engine.checks import MAX_AGENT_CHARS, MAX_REASON_CHARS
from openbrain.engine.indexing import RECONCILE_BATCHES, VERDICTS_KEY, Indexer, index_point
from openbrain.engine.profiles import (
    ACTIVE,
    PREVIOUS,
    REINDEX,
    GuardedEmbedder,
    ProfileStatus,
    ReindexProgress,
    describe,
    from_record,
    record,
)
from openbrain.engine.stages import Stages
from openbrain.stores.embedding.base import EmbeddingProfile

log = logging.getLogger(__name__)


class Lifecycle:
    """Operations on the whole store, for operators."""

    def __init__(self, stages: Stages, indexer: Indexer) -> None:
        self.stages = stages
        self.indexer = indexer

    def profile_status(self) -> ProfileStatus:
        """The store's active embedding profile, this process's, and a reindex in progress."""
        active = self.stages.profiles.refresh()
        values = self.stages.meta.get_many(PREVIOUS, REINDEX)
        progress = values.get(REINDEX)
        previous = [from_record(r).key for r in values.get(PREVIOUS, {}).get("profiles", [])]
        return ProfileStatus(
            configured=self.stages.profile.key,
            active=active.key,
            previous=", ".join(previous) or None,
            reindex=ReindexProgress(
                target=progress["target"],
                done=progress["done"],
                total=self.stages.maintenance.count_live(now=self.stages.clock()),
            )
            if progress
            else None,
            problem=self.stages.profiles.problem(),
        )

    def reindex(
        self,
        batch_size: int | None = None,
        max_batches: int | None = None,
        switch: bool = True,
        rebuild: bool = False,
    ) -> ReindexReport:
        """Build the configured embedding profile's collection from the table, then make it the active one.

        Resumable: progress is recorded after every batch, so a new call (after an interruption too) goes on
        where the last stopped. Recall keeps working meanwhile, on the old profile in processes configured for
        it and from words in the others. ``max_batches`` bounds one call (the CLI calls again for its progress
        bar); ``switch=False`` builds without switching. When the configured profile is already the active one
        there is nothing to do, unless ``rebuild`` asks to embed every memory again (a damaged index).

        Raises:
            Unavailable: the embedder or the vector store failed; nothing is lost, call again to resume.
        """
        target = self.stages.profile
        embedder = (
            self.stages.embedder.inner if isinstance(self.stages.embedder, GuardedEmbedder) else self.stages.embedder
        )
        batch = batch_size or self.stages.settings.embedding.batch_size * RECONCILE_BATCHES
        if batch < 1 or (max_batches is not None and max_batches < 1):
            raise InvalidInput("batch_size and max_batches must be at least 1.")
        active = self.stages.profiles.refresh()
        progress = self.stages.meta.get(REINDEX)
        if active == target and progress is None and not rebuild:
            return ReindexReport(
                target=target.key,
                active=active.key,
                done=0,
                total=self.stages.maintenance.count_live(now=self.stages.clock()),
                finished=True,
                switched=False,
                message=f"The index already belongs to {describe(target)}: nothing to reindex.",
            )
        if progress is None or progress.get("target") != target.key:
            if progress is not None:
                log.warning("reindex: abandoning the unfinished reindex for %s", progress.get("target"))
            progress = {"target": target.key, "cursor": None, "done": 0, "started_at": self.stages.clock().isoformat()}
            self.stages.meta.put({REINDEX: progress})
        self.stages.index.ensure_collection(target)
        cursor = _cursor(progress["cursor"])
        finished, batches = False, 0
        while max_batches is None or batches < max_batches:
            rows = self.stages.maintenance.live_after(cursor, now=self.stages.clock(), limit=batch)
            if not rows:
                finished = True
                break
            vectors = embedder.embed_documents([row.content for row in rows])
            self.stages.index.upsert(
                target, [index_point(row, vector) for row, vector in zip(rows, vectors, strict=True)]
            )
            cursor = (rows[-1].created_at, rows[-1].id)
            done = progress["done"] + len(rows)
            progress = {**progress, "cursor": [cursor[0].isoformat(), str(cursor[1])], "done": done}
            self.stages.meta.put({REINDEX: progress})
            batches += 1
        total = self.stages.maintenance.count_live(now=self.stages.clock())
        switched, verified = False, None
        if finished and switch:
            switched, verified = self._switch_profile(target, active), self.stages.reconcile(full=True)
            active = target
        if switched:
            message = f"Reindexed {progress['done']} memories; {describe(target)} is now the active profile."
        elif finished and switch:
            message = f"Rebuilt the index of {describe(target)} from {progress['done']} memories."
        elif finished:
            message = f"The collection for {describe(target)} is built; run `openbrain reindex` again to switch to it."
        else:
            message = f"Reindexed {progress['done']} of about {total} memories; call again to go on."
        return ReindexReport(
            target=target.key,
            active=active.key,
            done=progress["done"],
            total=total,
            finished=finished,
            switched=switched,
            reconcile=verified,
            message=message,
        )

    def _switch_profile(self, target: EmbeddingProfile, active: EmbeddingProfile) -> bool:
        """Make ``target`` the active profile (one transaction), remembering the old one until it is dropped."""
        changes: dict[str, dict[str, Any] | None] = {REINDEX: None}
        if active != target:
            now = self.stages.clock()
            previous = [
                r for r in (self.stages.meta.get(PREVIOUS) or {}).get("profiles", []) if from_record(r) != target
            ]
            changes[ACTIVE] = {**record(target), "switched_at": now.isoformat()}
            changes[PREVIOUS] = {"profiles": [*previous, record(active)]}
            log.warning("switching the active embedding profile from %s to %s", describe(active), describe(target))
        self.stages.meta.put(changes)
        self.stages.profiles.refresh()
        return active != target

    def drop_old_profiles(self) -> DropReport:
        """Remove the vector collections of the profiles used before the last switches.

        Raises:
            Unavailable: a collection could not be removed (e.g. a process on the old model still holds it).
        """
        active = self.stages.profiles.refresh()
        old = [from_record(r) for r in (self.stages.meta.get(PREVIOUS) or {}).get("profiles", [])]
        dropped: list[str] = []
        for profile in old:
            if profile != active:
                self.stages.index.drop_collection(profile)
                dropped.append(profile.collection_name)
                if self.stages.index.drop_collection(profile.legacy()):  # its collection of the first layout, if any
                    dropped.append(profile.legacy_collection_name)
            remaining = [record(p) for p in old[old.index(profile) + 1 :]]
            self.stages.meta.put({PREVIOUS: {"profiles": remaining} if remaining else None})
        message = f"Removed {', '.join(dropped)}." if dropped else "No old vector collection to remove."
        return DropReport(dropped=dropped, message=message)

    def purge(
        self,
        workspace_id: str,
        reason: str,
        by: str,
        ids: list[uuid.UUID] | None = None,
        agent_id: str | None = None,
    ) -> PurgeReport:
        """Erase the content, tags and vectors of chosen memories (or of everything one agent wrote in the
        workspace), leaving a tombstone with who, when and why. Unlike forget, nothing readable remains."""
        reason, by = (reason or "").strip(), (by or "").strip()
        if (ids is None) == (agent_id is None):
            raise InvalidInput("Name the memories to purge by ids, or by the agent that wrote them (not both).")
        if not reason or len(reason) > MAX_REASON_CHARS:
            raise InvalidInput(f"reason must say why, in 1 to {MAX_REASON_CHARS} characters (it stays on record).")
        if not by or len(by) > MAX_AGENT_CHARS:
            raise InvalidInput(f"by must name who purges, in 1 to {MAX_AGENT_CHARS} characters.")
        purged, earlier = self.stages.maintenance.purge(
            workspace_id, ids=ids, agent_id=agent_id, by=by, reason=reason, now=self.stages.clock()
        )
        missing = [mid for mid in dict.fromkeys(ids or []) if mid not in set(purged) | set(earlier)]
        removed = self._erase_vectors(purged)
        message = f"Purged {len(purged)} memories" + (
            "." if removed else "; their vectors will be removed by the reconciler."
        )
        return PurgeReport(
            workspace_id=workspace_id,
            purged=purged,
            already_purged=earlier,
            not_found=missing,
            vectors_removed=removed,
            message=message,
        )

    def _erase_vectors(self, ids: list[uuid.UUID]) -> bool:
        """Delete these points from every collection the store knows (configured, active, old, reindex target)."""
        if not ids:
            return True
        values = self.stages.meta.get_many(ACTIVE, PREVIOUS)
        profiles = {self.stages.profile} | {from_record(r) for r in values.get(PREVIOUS, {}).get("profiles", [])}
        if ACTIVE in values:
            profiles.add(from_record(values[ACTIVE]))
        erased = True
        for profile in profiles:
            try:
                self.stages.index.delete(profile, ids)
            except Unavailable as exc:
                log.warning("purge: could not delete vectors from %s: %s", profile.collection_name, exc)
                erased = False
        if erased:
            self.stages.repository.clear_indexed(ids)
        return erased

    def export_memories(
        self, path: str, workspace_id: str | None = None, *, vectors: bool = False
    ) -> backup.ExportReport:
        """Write every memory of one workspace (or of all, ``None``) to a versioned JSONL file at ``path``; with
        ``vectors``, each live memory's dense vector of the active profile too."""
        profile = self.stages.profile
        read = None
        if vectors:
            index = self.stages.index
            read = backup.Vectors(
                profile=profile.key, dimension=profile.dimension, read=lambda ids: index.vectors(profile, ids)
            )
        return backup.export_file(
            self.stages.maintenance, Path(path), workspace_id, now=self.stages.clock(), vectors=read
        )

    def import_memories(self, path: str, progress: Callable[[int, int], None] | None = None) -> backup.ImportReport:
        """Store the memories of an export file under their own ids; ids already stored are left alone. Vectors
        the file carries for the active profile are indexed at once; the reconciler (``reconcile``) builds the
        others from the content."""
        settings = self.stages.settings
        profile = self.stages.profile
        index = backup.Vectors(profile=profile.key, dimension=profile.dimension, index=self.indexer.index_rows)
        with self.stages.index.bulk(profile):
            report = backup.import_file(
                self.stages.maintenance,
                Path(path),
                limits=settings.limits,
                secrets=settings.security.secrets,
                vectors=index,
                progress=progress,
            )
        # Restored rows carry no verdict of the injection check (a file's is never taken): the reconciler makes them,
        # from the start of the table again.
        self.stages.meta.put({VERDICTS_KEY: None})
        return report


def _cursor(value: list[str] | None) -> tuple[datetime, uuid.UUID] | None:
    """A reindex cursor as recorded in brain_meta: [created_at ISO, id]."""
    return None if value is None else (datetime.fromisoformat(value[0]), uuid.UUID(value[1]))
