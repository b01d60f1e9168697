"""The index follows the table: a memory's point, written and dropped as the rows change, and the reconciler that
makes the vector index converge on the table (at start, periodically, and on demand).

The table is the source of truth. Vectors are derived: when the embedder or the vector store fails, a memory is
still committed (``indexed_at`` NULL) and the reconciler completes the work later.
"""

import logging
import time
import uuid
from datetime import datetime, timedelta

from openbrain.core.errors import Unavailable
from openbrain.core.injection_encoder import warm_up as warm_up_check
from openbrain.core.models import ReconcileReport
from openbrain.core.security import check_version, verdict_to_store
from openbrain.engine.stages import Stages
from openbrain.stores.db.tables import MemoryRow
from openbrain.stores.vectors.base import VectorPoint
from openbrain.stores.vectors.words import WORDS_VERSION

log = logging.getLogger(__name__)

RECONCILE_BATCHES = 8  # embedding batches per reconciler pass
VERDICTS_KEY = "injection_verdicts"  # brain_meta: how far the reconciler made verdicts, and for which check
VERDICT_BATCH = 500
VERDICT_SECONDS = 2.0  # of verdicts a reconciler pass makes at most (about 0.3 ms a memory)
VERDICTS_DELAY = 30.0  # seconds after a start before the reconciler makes verdicts


class Indexer:
    """Writes and drops the points of rows, and reconciles the index with the table."""

    def __init__(self, stages: Stages) -> None:
        self.stages = stages
        self._words_current: str | None = None  # the profile whose points were found with the current words
        self._verdicts_from = 0.0  # monotonic time before which the reconciler makes no verdicts (see ``start``)

    def warm_up(self) -> None:
        """Load the embedding model now (the local model's graph, or Ollama's model into memory), and the injection
        check's classifier, so that the first recall and the first write do not wait for them. Failures are only
        logged: recall reports them when it needs the model; the check runs without its fine-tuned part."""
        warm_up_check()
        embedder = self.stages.embedder
        try:
            embedder.embed_query("warm up")
            pick = getattr(embedder, "pick_short_session", None)  # the local model: one thread or all for a query
            if pick is not None:
                pick()
        except Unavailable as exc:
            log.info("the embedding model is not ready yet: %s", exc)

    def start(self) -> ReconcileReport | None:
        """Make sure the collection exists, then converge the index on the table (failures are logged).

        The full sweep (every point id against the table: 2.4 s at 100K memories, while the first requests
        wait) runs when the index holds another number of points than the table records as indexed, which is
        what a lost volume, a crash between upsert and record or a foreign point looks like.
        """
        # The verdicts wait for the next pass: the GIL they hold would slow the first requests, which come now.
        self._verdicts_from = time.monotonic() + VERDICTS_DELAY
        try:
            self.stages.index.ensure_collection(self.stages.profile)
            points = self.stages.index.count(self.stages.profile)
        except Unavailable as exc:
            log.warning("vector store unavailable at start: %s", exc)
            return None
        recorded = self.stages.maintenance.indexed_models().get(self.stages.profile.key, 0)
        full = points != recorded or self.stages.profiles.problem() is not None
        if full:
            log.info("start: the index holds %d points, the table records %d: checking every point", points, recorded)
        report = self.stages.reconcile(full=full)  # through the facade, as every caller reconciles
        if full and not report.failed and not report.pending:
            self._drop_legacy_collection()
        return report

    def _drop_legacy_collection(self) -> None:
        """Remove the collection of the first layout (dense vectors only) once the current one holds every live
        memory: a store from before words moved into the index upgrades itself at its first start, the full
        check having queued every memory to be indexed again, dense and sparse, from the table."""
        legacy = self.stages.profile.legacy()
        try:
            if self.stages.index.drop_collection(legacy):
                log.warning("upgraded the vector index: removed the old collection %s", legacy.collection_name)
        except Unavailable as exc:
            log.warning("could not remove the old vector collection %s yet: %s", legacy.collection_name, exc)

    def reconcile(self, *, full: bool = False, batch_size: int | None = None) -> ReconcileReport:
        """Converge the vector index on the table: retire expired rows, drop vectors of memories that are no
        longer live, embed and index live memories that have no vector. ``full`` also sweeps the whole index
        for points with no live row."""
        # Rows per pass: several embedding batches, so a model that pads a batch to its longest text gets texts of
        # similar length together (the embedder sorts each call by length); docs/benchmarks.md, bulk import.
        batch = batch_size or self.stages.settings.embedding.batch_size * RECONCILE_BATCHES
        report = ReconcileReport()
        now = self.stages.clock()
        self.stages.profiles.refresh()  # another process may have switched the active embedding profile
        self.stages.repository.retire_expired(now=now)
        self.stages.repository.prune_requests(before=now - timedelta(days=1))
        while stale := self.stages.repository.stale_indexed(now=now, limit=1000):
            if not self.drop_vectors(stale):
                report.failed += len(stale)
                break
            report.removed += len(stale)
        if full:
            report.removed += self._verify_index(now)
        self._requeue_other_models()
        self.upgrade_words()
        if time.monotonic() >= self._verdicts_from:
            self.check_verdicts()
        after: tuple[datetime, uuid.UUID] | None = None
        while rows := self.stages.repository.pending(now=now, limit=batch, after=after):
            after = (rows[-1].created_at, rows[-1].id)
            try:
                vectors = self.stages.embedder.embed_documents([row.content for row in rows])
            except Unavailable as exc:
                log.warning("reconcile: embedder unavailable: %s", exc)
                report.failed += len(rows)
                break
            if not self.index_rows(rows, vectors):
                report.failed += len(rows)
                break
            report.indexed += len(rows)
        report.pending = self.stages.repository.counts(None, now=now)["pending"]
        if report.indexed or report.removed or report.failed:
            log.info("reconcile: %s", report.model_dump())
        return report

    def _verify_index(self, now: datetime) -> int:
        """Compare the whole index with the table; returns how many points were dropped.

        Drops points of memories that are not live or do not exist; re-queues live memories recorded as indexed
        whose point is missing (a vector store that lost data, a crash between upsert and record); records
        points that exist for memories still marked pending, so they are not embedded again.
        """
        try:
            points = set(self.stages.index.iter_ids(self.stages.profile))
        except Unavailable as exc:
            log.warning("reconcile: cannot scan the vector index: %s", exc)
            return 0
        # While another profile is active, this collection is not what the rows' index records describe.
        ours = self.stages.profiles.problem() is None
        key = self.stages.profile.key
        removed = 0
        after: uuid.UUID | None = None
        while states := self.stages.maintenance.index_states(after, now=now, limit=1000):
            after = states[-1].id
            there = {s.id for s in states if s.id in points}
            points -= there
            orphans = [s.id for s in states if not s.live and s.id in there]
            if orphans and self.drop_vectors(orphans):
                removed += len(orphans)
            if ours:
                found = [s.id for s in states if s.live and s.id in there and not (s.indexed and s.model == key)]
                lost = [s.id for s in states if s.live and s.indexed and s.id not in there]
                self.stages.repository.mark_indexed(found, model=key, at=now)
                self.stages.repository.clear_indexed(lost)
                if lost:
                    log.warning("reconcile: %d memories had lost their vectors; indexing them again", len(lost))
        ghosts = sorted(points)  # points whose id is no memory at all
        for start in range(0, len(ghosts), 1000):
            chunk = ghosts[start : start + 1000]
            if self.drop_vectors(chunk):
                removed += len(chunk)
        return removed

    def upgrade_words(self) -> int:
        """Rebuild the words of every point made by an older ``WORDS_VERSION`` from the table, then record the
        version; returns how many memories were rewritten. The dense vectors stay; recall goes on meanwhile
        (a point answers with its old words until its turn). A failure is logged, and the next pass starts over.
        """
        index, profile = self.stages.index, self.stages.profile
        if self._words_current == profile.key:
            return 0
        try:
            if index.words_version(profile) >= WORDS_VERSION:
                self._words_current = profile.key
                return 0
            log.warning("rebuilding the words of the vector index for words version %d", WORDS_VERSION)
            rewritten, after = 0, None
            while rows := self.stages.maintenance.indexed_texts(after, model=profile.key, limit=1000):
                after = rows[-1][0]
                index.rewrite_words(profile, rows)
                rewritten += len(rows)
            index.record_words(profile, WORDS_VERSION)
            self._words_current = profile.key
        except Unavailable as exc:
            log.warning("could not rebuild the words of the vector index yet: %s", exc)
            return 0
        log.warning("rebuilt the words of %d memories in the vector index", rewritten)
        return rewritten

    def check_verdicts(self, budget: float = VERDICT_SECONDS) -> int:
        """Make the injection check's verdict of memories stored without one (written before verdicts were stored,
        restored from a file) or under another version of the check, in id order, for at most ``budget`` seconds a
        pass; where a pass stopped is kept in ``brain_meta``. Reads then find the verdict instead of checking the
        text. Returns how many were made."""
        version = check_version()
        state = self.stages.meta.get(VERDICTS_KEY) or {}
        if state.get("version") == version and state.get("done"):
            return 0
        after = uuid.UUID(state["after"]) if state.get("version") == version and state.get("after") else None
        made, done, started = 0, False, time.monotonic()
        while not done and time.monotonic() - started < budget:
            rows = self.stages.maintenance.verdict_batch(after, limit=VERDICT_BATCH)
            done = len(rows) < VERDICT_BATCH
            stale = {mid: verdict_to_store(content) for mid, content, made_by in rows if made_by != version}
            self.stages.maintenance.store_verdicts(stale)
            made += len(stale)
            after = rows[-1][0] if rows else after
            cursor = {"version": version, "after": after.hex if after else None, "done": done}
            self.stages.meta.put({VERDICTS_KEY: cursor})
        if made:
            log.info("reconcile: made the injection check's verdict of %d memories%s", made, "" if done else " so far")
        return made

    def _requeue_other_models(self) -> None:
        """After a switch of embedding profile, a process still on the old model may have recorded vectors of
        its own for a while: those rows are queued to be indexed again with the active model."""
        since = self.stages.profiles.switched_at
        if since is None or self.stages.profiles.problem() is not None:
            return
        while wrong := self.stages.maintenance.indexed_with_other_model(
            since=since, model=self.stages.profile.key, limit=1000
        ):
            log.info("reconcile: %d memories were indexed with an old embedding model; indexing them again", len(wrong))
            self.stages.repository.clear_indexed(wrong)

    def index_rows(self, rows: list[MemoryRow], vectors: list[list[float]]) -> bool:
        """Upsert the rows' vectors and record it; False (logged) when the vector store fails."""
        points = [index_point(row, vector) for row, vector in zip(rows, vectors, strict=True)]
        try:
            self.stages.index.upsert(self.stages.profile, points)
        except Unavailable as exc:
            log.warning("vector upsert failed, %d memories stay pending: %s", len(points), exc)
            return False
        try:
            self.stages.repository.mark_indexed(
                [row.id for row in rows], model=self.stages.profile.key, at=self.stages.clock()
            )
        except Unavailable as exc:
            # The rows are committed and their points exist; the reconciler's full pass records them.
            log.warning("could not record %d new vectors, the reconciler will: %s", len(rows), exc)
            return False
        return True

    def drop_vectors(self, ids: list[uuid.UUID]) -> bool:
        """Delete vectors and record it; False (logged) when the vector store fails (the reconciler retries)."""
        try:
            self.stages.index.delete(self.stages.profile, ids)
        except Unavailable as exc:
            log.warning("vector delete failed for %d memories, the reconciler will retry: %s", len(ids), exc)
            return False
        try:
            self.stages.repository.clear_indexed(ids)
        except Unavailable as exc:  # deleting again is harmless: the reconciler will
            log.warning("could not record %d removed vectors, the reconciler will: %s", len(ids), exc)
            return False
        return True


def index_point(row: MemoryRow, vector: list[float]) -> VectorPoint:
    """A memory's point in the vector index: its embedding, its words and the payload that filters hold on."""
    return VectorPoint(
        id=row.id,
        vector=vector,
        workspace_id=row.workspace_id,
        agent_id=row.agent_id,
        type=row.type,
        tags=list(row.tags),
        project=row.project,
        confidence=row.confidence,
        created_at=row.created_at,
        expires_at=row.expires_at,
        text=row.content,
    )
