"""Qdrant Edge: the vector index embedded in this process, on disk (the default, zero-service mode).

One Edge shard per collection (embedding profile) under ``path``::

    <path>/<collection>/openbrain.json   the profile (provider, model, dimension) the vectors belong to
    <path>/<collection>/shard/           the live shard: segments, WAL, edge_config.json
    <path>/<collection>/shard.next/      only while optimizing: the copy a child process indexes
    <path>/<collection>/shard.old/       only for a moment, while the optimized copy is swapped in

Edge locks a shard's WAL, so one process owns a folder: a second ``EdgeIndex`` on the same folder (in this
process or another) gets ``Unavailable`` saying so.

Threads. qdrant-edge-py 0.9 holds the GIL for the whole of every call and its shard synchronises itself, so
our locks guard the shard's life cycle: no call may reach a shard that ``close()`` or the optimizer's swap is
replacing. One lock per collection is held around every call into its shard (the GIL serialises them anyway).

When the HNSW index is built (why ``optimize`` runs where it runs):

* Edge never optimizes by itself. Every write lands in an appendable segment that search scans
  exhaustively: exact, but linear (about 0.25 ms per 1,000 unindexed 384-d points on one core). Points in
  such segments are therefore always found, before any index exists.
* ``EdgeShard.optimize()`` builds HNSW for segments above the indexing threshold. It blocks and keeps the
  GIL for the whole build (about a minute for 100K 384-d points on 2 cores), which would freeze every
  thread of the server, the MCP event loop included.
* So the index is built on a copy of the shard in a child process, while this process keeps searching and
  writing the live shard. Writes made meanwhile are journaled and replayed into the optimized copy, which
  then replaces the live shard in a swap of well under a second. A crash at any point leaves a complete
  shard (see ``restore_live``); the copy needs as much free disk as the shard for that time.
* It is triggered in a background thread once ``optimize_threshold`` points were written or deleted since
  the last optimization (and at open when that many are unindexed), so the exhaustively scanned part stays
  small; the reconciler or CLI may call ``optimize()`` itself, e.g. right after a bulk reindex.

HNSW layout: every search is filtered by workspace, so the graph is built per workspace (``m=0``, ``payload_m=16``
with the tenant index), as Qdrant recommends for multitenancy, over int8 copies of the vectors (``edge_query``).
Other payload indexes build no graph; searches they narrow use ACORN (``payload.ACORN_MAX_SELECTIVITY``).
"""

import logging
import os
import shutil
import subprocess
import sys
import threading
from collections.abc import Iterator, Sequence
from contextlib import contextmanager
from pathlib import Path
from typing import Any
from uuid import UUID

import qdrant_edge as qe

from openbrain.core.errors import ConfigurationError, OpenBrainError, Unavailable
from openbrain.stores.embedding.base import EmbeddingProfile
from openbrain.stores.vectors.base import IndexAnswer, IndexQuery, VectorFilter, VectorHit, VectorPoint
from openbrain.stores.vectors.edge_query import as_uuid, edge_config, edge_index_params, edge_point, edge_requests
from openbrain.stores.vectors.edge_shard import (
    CLOSED,
    EDGE_CONFIG_FILE,
    IN_USE,
    LIVE,
    NEXT,
    OLD,
    OPTIMIZER_SCRIPT,
    PROFILE_FILE,
    Collection,
    EdgeStats,
    close_collection,
    edge_error,
    older_layout,
    read_record,
    remove_leftovers,
    restore_live,
    write_record,
)
from openbrain.stores.vectors.payload import (
    PAYLOAD_INDEXES,
    answer,
    check_profile,
    check_vectors,
    empty_answer,
    plan_query,
    profile_record,
    rewritten_terms,
    words_of,
)
from openbrain.stores.vectors.words import DENSE, WORDS

logger = logging.getLogger(__name__)

DEFAULT_OPTIMIZE_THRESHOLD = 10_000
_EDGE_DEFAULT_THRESHOLD_KB = 10_000  # Edge's default indexing and full-scan thresholds


class EdgeIndex:
    """Vector index on Qdrant Edge, in this process, on disk under ``path``.

    Args:
        path: Folder holding one sub-folder per collection (``Settings().vectors_path``).
        optimize_threshold: Points written or deleted since the last optimization that start one in the
            background; ``None`` leaves optimizing to explicit ``optimize()`` calls.
        optimize_in_subprocess: Build the index in a child process (the default, see the module notes);
            ``False`` builds it in this process, which blocks every thread meanwhile.
        indexing_threshold_kb: Segment size above which optimize builds HNSW (Edge's default: 10 MB).
            Applies to collections created by this instance.
        full_scan_threshold_kb: Filtered-set size below which a search scans exactly instead of walking
            the graph (Edge's default: 10 MB). Applies to collections created by this instance.
    """

    def __init__(
        self,
        path: str | os.PathLike[str],
        *,
        optimize_threshold: int | None = DEFAULT_OPTIMIZE_THRESHOLD,
        optimize_in_subprocess: bool = True,
        indexing_threshold_kb: int | None = None,
        full_scan_threshold_kb: int | None = None,
    ) -> None:
        self._path = Path(path)
        self._optimize_threshold = optimize_threshold
        self._optimize_in_subprocess = optimize_in_subprocess
        self._indexing_threshold_kb = indexing_threshold_kb
        self._full_scan_threshold_kb = full_scan_threshold_kb
        self._lock = threading.Lock()  # guards _collections and _closed
        self._collections: dict[str, Collection] = {}
        self._closed = False
        self._bulk = 0  # bulk loads going on: no background optimization meanwhile

    # -- the VectorIndex protocol -------------------------------------------------------------------------

    def ensure_collection(self, profile: EmbeddingProfile) -> None:
        """Create the profile's shard and payload indexes if missing (and open it).

        Raises:
            ConfigurationError: the collection was built for another dimension or model.
            Unavailable: the folder is owned by another process, or cannot be read or written.
        """
        self._collection(profile, create=True)

    def upsert(self, profile: EmbeddingProfile, points: Sequence[VectorPoint]) -> None:
        """Insert or replace points (vector and whole payload)."""
        if not points:
            return
        check_vectors(profile, [point.vector for point in points])
        col = self._collection(profile, create=True)
        assert col is not None
        operation = qe.UpdateOperation.upsert_points([edge_point(point) for point in points])
        with col.lock:
            self._update(col, operation, "store vectors")
            col.writes_since_optimize += len(points)
        self._optimize_soon(col)

    def delete(self, profile: EmbeddingProfile, ids: Sequence[UUID]) -> None:
        """Delete points by id; missing ids (and a missing collection) are ignored."""
        if not ids:
            return
        col = self._collection(profile, create=False)
        if col is None:
            return
        operation = qe.UpdateOperation.delete_points(list(dict.fromkeys(ids)))
        with col.lock:
            self._update(col, operation, "delete vectors")
            col.writes_since_optimize += len(ids)
        self._optimize_soon(col)

    def search(
        self, profile: EmbeddingProfile, vector: Sequence[float], flt: VectorFilter, limit: int
    ) -> list[VectorHit]:
        """Nearest points of ``flt.workspace_id`` that satisfy the filter, best cosine similarity first."""
        return self.query(profile, IndexQuery(filter=flt, limit=limit, vector=vector)).hits

    def query(self, profile: EmbeddingProfile, query: IndexQuery) -> IndexAnswer:
        """Points of ``query.filter.workspace_id`` ranked by meaning, words or both fused, in one engine call."""
        plan = plan_query(profile, query)
        if plan is None:
            return empty_answer(query)
        col = self._collection(profile, create=False)
        if col is None:
            return empty_answer(query)
        plan, generation = col.term_bests.plan(plan)
        requests = edge_requests(plan)
        with col.lock:
            shard = col.live()
            try:
                if len(requests) == 1:
                    found = [shard.query(requests[0])]
                else:
                    found = shard.query_batch(qe.QueryBatchRequest(requests))
            except Exception as exc:  # the engine raises bare Exception for every failure
                raise edge_error("search", exc) from exc
        result = answer(plan, [[VectorHit(id=as_uuid(p.id), score=float(p.score)) for p in points] for points in found])
        col.term_bests.keep(plan, generation, result)
        return result

    def iter_ids(self, profile: EmbeddingProfile, batch_size: int = 1000) -> Iterator[UUID]:
        """Every point id of the collection, in id order, one batch per call into the shard."""
        col = self._collection(profile, create=False)
        if col is None:
            return
        offset: Any = None
        while True:
            request = qe.ScrollRequest(offset=offset, limit=batch_size, with_payload=False, with_vector=False)
            with col.lock:
                shard = col.live()
                try:
                    records, offset = shard.scroll(request)
                except Exception as exc:
                    raise edge_error("list its points", exc) from exc
            for record in records:
                yield as_uuid(record.id)
            if offset is None:
                return

    def vectors(self, profile: EmbeddingProfile, ids: Sequence[UUID]) -> dict[UUID, list[float]]:
        """The dense vectors of the points among ``ids`` (read from disk: the originals, not the int8 copies)."""
        col = self._collection(profile, create=False)
        if col is None or not ids:
            return {}
        with col.lock:
            try:
                found = col.live().retrieve(list(ids), with_payload=False, with_vector=[DENSE])
            except Exception as exc:
                raise edge_error("read its vectors", exc) from exc
        return {as_uuid(r.id): [float(x) for x in r.vector[DENSE]] for r in found}

    def count(self, profile: EmbeddingProfile) -> int:
        """Points in the collection (0 when it does not exist)."""
        col = self._collection(profile, create=False)
        if col is None:
            return 0
        with col.lock:
            shard = col.live()
            try:
                return int(shard.count(qe.CountRequest(exact=True)))
            except Exception as exc:
                raise edge_error("count its points", exc) from exc

    def words_version(self, profile: EmbeddingProfile) -> int:
        col = self._collection(profile, create=False)
        return words_of(col.record if col is not None else None)

    def rewrite_words(self, profile: EmbeddingProfile, texts: Sequence[tuple[UUID, str]]) -> None:
        """New sparse vectors for the points that exist; one write, journalled like every write."""
        col = self._collection(profile, create=False)
        if col is None or not texts:
            return
        with col.lock:
            try:
                found = col.live().retrieve([i for i, _ in texts], with_payload=False, with_vector=False)
                there = {as_uuid(r.id) for r in found}
            except Exception as exc:
                raise edge_error("read its points", exc) from exc
            vectors = [
                qe.PointVectors(point_id, {WORDS: qe.SparseVector(*terms)})
                for point_id, terms in rewritten_terms([(i, t) for i, t in texts if i in there])
            ]
            if vectors:
                self._update(col, qe.UpdateOperation.update_vectors(vectors), "rewrite words")

    def record_words(self, profile: EmbeddingProfile, version: int) -> None:
        col = self._collection(profile, create=False)
        if col is None:
            return
        col.record = {**col.record, "words": version}
        try:
            write_record(self._path / profile.collection_name, col.record)
        except OSError as exc:
            raise edge_error("record its words version", exc) from exc

    def close(self) -> None:
        """Stop a running optimization (its copy is discarded), flush and close every shard. Idempotent."""
        with self._lock:
            if self._closed:
                return
            self._closed = True
            collections = list(self._collections.values())
            self._collections.clear()
        for col in collections:
            close_collection(col)

    def drop_collection(self, profile: EmbeddingProfile) -> bool:
        """Close the profile's collection and delete its folder; ``False`` when there is none.

        Raises:
            Unavailable: another process holds the collection open, or its folder cannot be removed.
        """
        name = profile.collection_name
        with self._lock:
            if self._closed:
                raise Unavailable(CLOSED)
            col = self._collections.pop(name, None)
        if col is not None:
            close_collection(col)
        folder = self._path / name
        if not folder.exists():
            return False
        live = folder / LIVE
        if (live / EDGE_CONFIG_FILE).exists():
            # Loading takes the shard's lock: it fails when another process owns the collection.
            try:
                qe.EdgeShard.load(str(live)).close()
            except Exception as exc:
                error = edge_error("open the collection to remove it", exc)
                if str(error) == IN_USE:
                    raise error from exc
                logger.warning("Removing the unreadable vector collection %s", name)
        try:
            shutil.rmtree(folder)
        except OSError as exc:
            raise edge_error("remove its folder", exc) from exc
        return True

    # -- beyond the protocol --------------------------------------------------------------------------------

    def optimize(self, profile: EmbeddingProfile) -> bool:
        """Build the HNSW index for what is not indexed yet; blocks until done. Searches and writes from
        other threads go on meanwhile (see the module notes).

        Returns:
            Whether anything was (re)built; ``False`` when the collection does not exist or is optimal.

        Raises:
            Unavailable: the engine failed (the live shard is left as it was).
        """
        col = self._collection(profile, create=False)
        if col is None:
            return False
        with col.optimize_lock:
            return self._optimize(col)

    @contextmanager
    def bulk(self, profile: EmbeddingProfile) -> Iterator[None]:
        """No background optimization during a bulk load (each would index the growing shard again); one after."""
        self._bulk += 1
        try:
            yield
        finally:
            self._bulk -= 1
        col = self._collection(profile, create=False)
        if not self._bulk and col is not None and col.writes_since_optimize >= col.index_min_points:
            self.optimize(profile)

    def stats(self, profile: EmbeddingProfile) -> EdgeStats | None:
        """Points, HNSW-indexed vectors and segments of the collection; ``None`` when it does not exist."""
        col = self._collection(profile, create=False)
        if col is None:
            return None
        with col.lock:
            try:
                info = col.live().info()
            except Exception as exc:
                raise edge_error("read its status", exc) from exc
        return EdgeStats(info.points_count, info.indexed_vectors_count, info.segments_count)

    def wait_for_optimization(self, timeout: float | None = None) -> bool:
        """Wait for background optimizations started so far; ``False`` if one still runs at the timeout."""
        with self._lock:
            threads = [col.optimizer for col in self._collections.values() if col.optimizer is not None]
        for thread in threads:
            thread.join(timeout)
        return not any(thread.is_alive() for thread in threads)

    # -- opening ------------------------------------------------------------------------------------------------

    def _collection(self, profile: EmbeddingProfile, *, create: bool) -> Collection | None:
        name = profile.collection_name
        with self._lock:
            if self._closed:
                raise Unavailable(CLOSED)
            col = self._collections.get(name)
            if col is not None:
                check_profile(name, col.record, profile)
                return col
            folder = self._path / name
            record = read_record(folder)
            if record is not None:
                check_profile(name, record, profile)
            restore_live(folder)
            live = folder / LIVE
            exists = (live / EDGE_CONFIG_FILE).exists()
            if not exists and not create:
                return None
            try:
                folder.mkdir(parents=True, exist_ok=True)
                if record is None:
                    record = profile_record(profile)
                    if not exists:  # recorded before the shard exists, so a shard never lacks its record
                        write_record(folder, record)
            except OSError as exc:
                raise edge_error("create its folder", exc) from exc
            older = older_layout(live)
            shard = self._open_shard(name, live, profile, exists=exists)
            remove_leftovers(folder)
            if not (folder / PROFILE_FILE).exists():  # a shard from before records, or a lost record
                try:
                    write_record(folder, record)
                except OSError as exc:
                    logger.warning("Could not record the profile of %s: %s", name, exc)
            threshold_kb = self._indexing_threshold_kb or _EDGE_DEFAULT_THRESHOLD_KB
            col = Collection(name, folder, record, shard, threshold_kb * 1024 // (4 * profile.dimension) + 1)
            try:
                info = shard.info()
            except Exception as exc:
                shard.close()
                raise edge_error("read its status", exc) from exc
            col.writes_since_optimize = info.points_count - info.indexed_vectors_count
            if older and info.points_count >= col.index_min_points:  # rebuilt in the current layout soon
                col.writes_since_optimize = max(self._optimize_threshold or 0, col.index_min_points)
            self._collections[name] = col
        self._optimize_soon(col)
        return col

    def _open_shard(self, name: str, live: Path, profile: EmbeddingProfile, *, exists: bool) -> qe.EdgeShard:
        try:
            if exists:
                # Passing the vector parameters makes Edge check them against the stored segments (and gives a
                # shard of the older layout the current one, which its next optimization builds).
                shard = qe.EdgeShard.load(str(live), edge_config(profile.dimension))
            else:
                live.mkdir(parents=True, exist_ok=True)
                shard = qe.EdgeShard.create(str(live), self._new_config(profile.dimension))
        except Exception as exc:
            if "incompatible" in str(exc).lower():
                raise ConfigurationError(
                    f"The vector collection '{name}' was built for another vector dimension than the "
                    f"{profile.dimension} of the configured embedding model '{profile.model}'. Run "
                    "`openbrain reindex` to rebuild the index for the configured model."
                ) from exc
            raise edge_error("open its shard", exc) from exc
        try:
            present = set(shard.info().payload_schema)
            for field, kind in PAYLOAD_INDEXES.items():
                if field not in present:
                    shard.update(qe.UpdateOperation.create_field_index(field, edge_index_params(kind)))
        except Exception as exc:
            shard.close()
            raise edge_error("create its payload indexes", exc) from exc
        return shard

    def _new_config(self, dimension: int) -> qe.EdgeConfig:
        hnsw = qe.HnswIndexConfig(
            m=0,  # no global graph: one graph per workspace (payload_m), every search names a workspace
            ef_construct=100,
            full_scan_threshold=self._full_scan_threshold_kb or _EDGE_DEFAULT_THRESHOLD_KB,
            payload_m=16,
        )
        optimizers = None
        if self._indexing_threshold_kb is not None:
            optimizers = qe.EdgeOptimizersConfig(indexing_threshold=self._indexing_threshold_kb)
        return edge_config(dimension, hnsw_config=hnsw, optimizers=optimizers)

    # -- writing ------------------------------------------------------------------------------------------------

    def _update(self, col: Collection, operation: qe.UpdateOperation, action: str) -> None:
        """Apply a write to the live shard (caller holds ``col.lock``) and journal it during an optimization."""
        shard = col.live()
        col.term_bests.changed()
        try:
            shard.update(operation)
        except Exception as exc:
            raise edge_error(action, exc) from exc
        if col.journal is not None:
            col.journal.append(operation)

    # -- optimizing -----------------------------------------------------------------------------------------

    def _optimize_soon(self, col: Collection) -> None:
        """Start a background optimization when enough was written since the last one."""
        if self._optimize_threshold is None or self._bulk:
            return
        # Edge indexes a segment only past its indexing threshold: for small vectors wait until that many
        # points are unindexed, or the optimization would change nothing.
        if col.writes_since_optimize < max(self._optimize_threshold, col.index_min_points):
            return
        with col.lock:
            if col.closing or (col.optimizer is not None and col.optimizer.is_alive()):
                return
            col.optimizer = threading.Thread(
                target=self._optimize_in_background, args=(col,), name="openbrain-edge-optimize", daemon=True
            )
            col.optimizer.start()

    def _optimize_in_background(self, col: Collection) -> None:
        try:
            with col.optimize_lock:
                if not col.closing:
                    self._optimize(col)
        except OpenBrainError as exc:
            logger.warning("Building the vector search index failed: %s", exc)
        except Exception:  # the outermost edge of this thread
            logger.exception("Building the vector search index failed")

    def _optimize(self, col: Collection) -> bool:
        """Optimize ``col`` (caller holds ``col.optimize_lock``)."""
        if not self._optimize_in_subprocess:
            return self._optimize_in_process(col)
        copy = col.folder / NEXT
        with col.lock:
            shard = col.live()
            try:
                shard.flush()
                shutil.rmtree(copy, ignore_errors=True)
                shutil.copytree(col.folder / LIVE, copy)
            except Exception as exc:
                shutil.rmtree(copy, ignore_errors=True)
                raise edge_error("copy its shard to build the search index", exc) from exc
            col.journal = []
            col.writes_since_optimize = 0
        outcome: bool | None = None
        try:
            outcome = self._optimize_copy(col, copy)
            with col.lock:
                journal, col.journal = col.journal or [], None
                if outcome and not col.closing:
                    self._swap(col, copy, journal)
                    return True
        finally:
            with col.lock:
                col.journal = None
            shutil.rmtree(copy, ignore_errors=True)
        if outcome is None and not col.closing:
            logger.warning("Building the vector index in a child process failed; building it in this process.")
            return self._optimize_in_process(col)
        return False

    def _optimize_in_process(self, col: Collection) -> bool:
        with col.lock:
            shard = col.live()
            col.writes_since_optimize = 0
            try:
                return bool(shard.optimize())
            except Exception as exc:
                raise edge_error("build its search index", exc) from exc

    def _optimize_copy(self, col: Collection, copy: Path) -> bool | None:
        """Optimize the copy in a child process: whether it changed, ``None`` if the child failed."""
        with col.lock:
            if col.closing:
                return None
            try:
                child = subprocess.Popen(
                    [sys.executable, "-c", OPTIMIZER_SCRIPT, str(copy)],
                    stdin=subprocess.DEVNULL,
                    stdout=subprocess.PIPE,
                    stderr=subprocess.PIPE,
                    text=True,
                )
            except OSError as exc:
                logger.warning("Could not start the vector index optimizer process: %s", exc)
                return None
            col.child = child
        try:
            out, err = child.communicate()
        finally:
            with col.lock:
                col.child = None
        if child.returncode != 0:
            if not col.closing:
                logger.warning(
                    "The vector index optimizer process failed (exit %s): %s", child.returncode, err.strip()[-2000:]
                )
            return None
        return out.split()[-1:] == ["changed"]

    def _swap(self, col: Collection, copy: Path, journal: list[qe.UpdateOperation]) -> None:
        """Replace the live shard by the optimized copy (caller holds ``col.lock``)."""
        try:
            fresh = qe.EdgeShard.load(str(copy))
            try:
                for operation in journal:  # what was written to the live shard after the copy was taken
                    fresh.update(operation)
                fresh.flush()
            finally:
                fresh.close()
        except Exception as exc:
            raise edge_error("build its search index", exc) from exc
        live, old = col.folder / LIVE, col.folder / OLD
        shard = col.live()
        try:
            shard.flush()
            shard.close()
        except Exception as exc:
            logger.warning("Closing the Qdrant Edge shard %s before the swap failed: %s", col.name, exc)
        col.shard = None
        try:
            shutil.rmtree(old, ignore_errors=True)
            live.rename(old)
            copy.rename(live)
            col.shard = qe.EdgeShard.load(str(live))
        except Exception as exc:
            logger.warning("Swapping in the optimized Qdrant Edge shard %s failed: %s", col.name, exc)
            # The previous shard holds every write too: put it back.
            if old.exists():
                shutil.rmtree(live, ignore_errors=True)
                old.rename(live)
            try:
                col.shard = qe.EdgeShard.load(str(live))
            except Exception as reopen:
                raise edge_error("reopen its shard", reopen) from reopen
            return
        shutil.rmtree(old, ignore_errors=True)
