"""The measurements: recall (end to end through MCP, stage by stage, and the bare-engine floor), remember, list,
start-up (the whole server, and the thin stdio pipe to a running owner), resident memory.

Stage timings come from thin timing wrappers around the service's own embedder, index and repository, so one
``BrainService.recall`` call yields its total and its parts: query embedding, vector search, lexical search,
hydration, and the rest (validation, fusion, building the result). MCP overhead is the time an in-process MCP
client session adds around that same service call.
"""

import asyncio
import os
import statistics
import subprocess
import sys
import time
import uuid
from collections.abc import Callable, Sequence
from datetime import datetime
from pathlib import Path
from typing import Any

import numpy as np
from mcp import Client
from mcp.client.stdio import StdioServerParameters

from bench import corpus
from openbrain.core.config import Settings
from openbrain.core.models import Caller, ListRequest, RecallFilter, RecallMode, RecallRequest, RememberRequest
from openbrain.engine.service import BrainService
from openbrain.serve.mcp import create_server, settings_identity
from openbrain.stores.db.filters import MemoryFilter
from openbrain.stores.db.fulltext import mariadb_against, sqlite_match, sqlite_scope
from openbrain.stores.db.tables import MemoryRow
from openbrain.stores.embedding.base import Embedder

RECALL_TOP_K = 5
Summary = dict[str, float]


def summarize(seconds: Sequence[float]) -> Summary:
    """p50 / p95 / p99 / mean in milliseconds, and the sample count."""
    if not seconds:
        return {"n": 0}
    ms = np.asarray(seconds, dtype=np.float64) * 1000
    p50, p95, p99 = np.percentile(ms, [50, 95, 99])
    return {"n": len(ms), "p50": float(p50), "p95": float(p95), "p99": float(p99), "mean": float(ms.mean())}


def load_average() -> float:
    return os.getloadavg()[0]


# -- timing wrappers ---------------------------------------------------------------------------------------------


class Stages:
    """Seconds spent in each stage during the current call, and the ids the last hydration asked for."""

    def __init__(self) -> None:
        self.current: dict[str, float] = {}
        self.hydrated: list[uuid.UUID] = []  # ids of the last hydration (the results')
        self.limits: dict[str, int] = {}  # pool sizes the service asked each side for

    def reset(self) -> None:
        self.current = {}

    def timed(self, name: str, fn: Callable[..., Any], *args: Any, **kwargs: Any) -> Any:
        began = time.perf_counter()
        try:
            return fn(*args, **kwargs)
        finally:
            self.current[name] = self.current.get(name, 0.0) + time.perf_counter() - began


class TimedEmbedder:
    """The embedder, with the time of each embedding call recorded as the stage ``embed``."""

    def __init__(self, inner: Embedder, stages: Stages) -> None:
        self.inner, self.stages = inner, stages

    @property
    def profile(self) -> Any:
        return self.inner.profile

    def embed_query(self, text: str) -> list[float]:
        return self.stages.timed("embed", self.inner.embed_query, text)

    def embed_documents(self, texts: Sequence[str]) -> list[list[float]]:
        return self.stages.timed("embed", self.inner.embed_documents, texts)

    def close(self) -> None:
        self.inner.close()


class TimedIndex:
    """The vector index, with ``search`` recorded as the stage ``vector`` and ``upsert`` as ``upsert``."""

    def __init__(self, inner: Any, stages: Stages) -> None:
        self.inner, self.stages = inner, stages

    def query(self, profile: Any, query: Any) -> Any:
        return self.stages.timed("vector", self.inner.query, profile, query)

    def search(self, profile: Any, vector: Any, flt: Any, limit: int) -> Any:
        self.stages.limits["vector"] = limit
        return self.stages.timed("vector", self.inner.search, profile, vector, flt, limit)

    def upsert(self, *args: Any) -> Any:
        return self.stages.timed("upsert", self.inner.upsert, *args)

    def __getattr__(self, name: str) -> Any:
        return getattr(self.inner, name)


class TimedRepository:
    """The repository, with lexical search, hydration and inserts recorded as stages."""

    def __init__(self, inner: Any, stages: Stages) -> None:
        self.inner, self.stages = inner, stages

    def lexical_search(self, *args: Any, **kwargs: Any) -> Any:
        if "limit" in kwargs:
            self.stages.limits["lexical"] = kwargs["limit"]
        return self.stages.timed("lexical", self.inner.lexical_search, *args, **kwargs)

    def hydrate(self, workspace_id: str, ids: Sequence[uuid.UUID], **kwargs: Any) -> Any:
        self.stages.hydrated = list(ids)
        return self.stages.timed("hydrate", self.inner.hydrate, workspace_id, ids, **kwargs)

    def insert(self, *args: Any, **kwargs: Any) -> Any:
        return self.stages.timed("insert", self.inner.insert, *args, **kwargs)

    def __getattr__(self, name: str) -> Any:
        return getattr(self.inner, name)


def timed_service(service: BrainService) -> tuple[BrainService, Stages]:
    """A BrainService over the same engines whose stages are timed."""
    stages = Stages()
    timed = BrainService(
        TimedRepository(service.repository, stages),  # type: ignore[arg-type]
        TimedIndex(service.index, stages),  # type: ignore[arg-type]
        TimedEmbedder(service.embedder, stages),  # type: ignore[arg-type]
        service.settings,
        clock=service.clock,
    )
    return timed, stages


# -- the floor: the same work straight against the engines ----------------------------------------------------------


def _sqlite_match(query: corpus.Query) -> str:
    """The MATCH expression recall sends: the scope tokens (workspace, project, types) and the words."""
    flt = MemoryFilter(project=query.project, types=query.types)
    return f"{sqlite_scope(query.workspace_id, flt)} AND content : ({sqlite_match(query.text)})"


class Floor:
    """Bare-engine versions of recall's parts: the vector query, the select by ids, the full-text query,
    and list's first page, written here against the engines' own APIs (no OpenBrain code on the path)."""

    def __init__(self, service: BrainService) -> None:
        self.service = service
        self.profile = service.profile
        database = service.repository.db
        self.dialect = database.dialect
        self.engine_dialect = database.read_engine.dialect
        self.connection = database.read_engine.raw_connection()  # held for the whole run, like a pool would
        table = MemoryRow.__table__
        self._id = table.c.id.type.bind_processor(self.engine_dialect) or (lambda v: v)
        self._time = table.c.expires_at.type.bind_processor(self.engine_dialect) or (lambda v: v)
        self.param = "?" if self.dialect == "sqlite" else "%s"
        index = service.index
        from openbrain.stores.vectors.edge import EdgeIndex

        if isinstance(index, EdgeIndex):
            self.kind = "edge"
            collection = index._collection(self.profile, create=False)  # the live shard OpenBrain searches
            assert collection is not None, "the store has no vector collection"
            self.shard = collection.live()
        else:
            self.kind = "qdrant-client"
            self.client = index._client()  # type: ignore[attr-defined]

    def close(self) -> None:
        self.connection.close()

    def vector(self, vector: list[float], query: corpus.Query, now: datetime, limit: int) -> list[uuid.UUID]:
        """Recall's one engine call, bare: the dense and BM25 searches of the workspace, alive at ``now``, with the
        query's project and types, IDF over the workspace, as one batch (``minmax``, the default: fused by OpenBrain)
        or as prefetches fused by RRF; ACORN (as OpenBrain does) only when the filter narrows the workspace. The
        query's terms come from the same Bm25 model OpenBrain uses."""
        from openbrain.stores.vectors.words import query_terms

        alive_after = now.timestamp()
        narrows = bool(query.project or query.types or query.tags)
        indices, values = query_terms(query.text)
        k = self.service.settings.recall.rrf_k
        fusion = self.service.settings.recall.fusion
        if self.kind == "edge":
            import qdrant_edge as qe

            must: list[Any] = [qe.FieldCondition("workspace_id", match=qe.MatchValue(query.workspace_id))]
            if query.project:
                must.append(qe.FieldCondition("project", match=qe.MatchValue(query.project)))
            if query.types:
                must.append(qe.FieldCondition("type", match=qe.MatchAny(list(query.types))))
            must.append(
                qe.Filter(
                    should=[
                        qe.IsEmptyCondition("expires_at"),
                        qe.FieldCondition("expires_at", range=qe.RangeFloat(gt=alive_after)),
                    ]
                )
            )
            acorn = qe.SearchParams(acorn=qe.AcornSearchParams(enable=True, max_selectivity=0.4))
            flt = qe.Filter(must=must)
            workspace = qe.Filter(must=must[:1])
            prefetches = [
                qe.Prefetch(
                    limit=limit,
                    query=qe.Query.Nearest(vector, using="dense"),
                    filter=flt,
                    params=acorn if narrows else None,
                )
            ]
            if indices:
                prefetches.append(
                    qe.Prefetch(
                        limit=limit,
                        query=qe.Query.Nearest(qe.SparseVector(indices, values), using="bm25"),
                        filter=flt,
                        params=qe.SearchParams(idf=qe.IdfParams(corpus=workspace)),
                    )
                )
            if fusion == "minmax":  # the two lists in one batch, as OpenBrain asks; their fusion is OpenBrain's code
                sides = [
                    qe.QueryRequest(
                        limit=limit, query=p.query, filter=flt, params=p.params, with_payload=False, with_vector=False
                    )
                    for p in prefetches
                ]
                return [p.id for points in self.shard.query_batch(qe.QueryBatchRequest(sides)) for p in points]
            request = qe.QueryRequest(
                limit=limit, prefetches=prefetches, query=qe.Fusion.Rrf(k=k), with_payload=False, with_vector=False
            )
            return [p.id for p in self.shard.query(request)]
        from qdrant_client import models

        must = [models.FieldCondition(key="workspace_id", match=models.MatchValue(value=query.workspace_id))]
        if query.project:
            must.append(models.FieldCondition(key="project", match=models.MatchValue(value=query.project)))
        if query.types:
            must.append(models.FieldCondition(key="type", match=models.MatchAny(any=list(query.types))))
        must.append(
            models.Filter(
                should=[
                    models.IsEmptyCondition(is_empty=models.PayloadField(key="expires_at")),
                    models.FieldCondition(key="expires_at", range=models.Range(gt=alive_after)),
                ]
            )
        )
        flt = models.Filter(must=must)
        prefetch = [models.Prefetch(query=vector, using="dense", filter=flt, limit=limit)]
        if indices:
            idf = models.SearchParams(idf=models.IdfCorpusParams(corpus=models.Filter(must=must[:1])))
            sparse = models.SparseVector(indices=indices, values=values)
            prefetch.append(models.Prefetch(query=sparse, using="bm25", filter=flt, params=idf, limit=limit))
        if fusion == "minmax":
            batch = [
                models.QueryRequest(
                    query=p.query, using=p.using, filter=flt, params=p.params, limit=limit, with_payload=False
                )
                for p in prefetch
            ]
            answers = self.client.query_batch_points(self.profile.collection_name, requests=batch)
            return [p.id for answer in answers for p in answer.points]
        response = self.client.query_points(
            self.profile.collection_name,
            prefetch=prefetch,
            query=models.RrfQuery(rrf=models.Rrf(k=k)),
            limit=limit,
            with_payload=False,
            with_vectors=False,
        )
        return [p.id for p in response.points]

    def select_by_ids(self, ids: Sequence[uuid.UUID]) -> list[tuple[Any, ...]]:
        """``SELECT * FROM brain_memories WHERE id IN (...)``: the rows recall hydrates."""
        if not ids:
            return []
        sql = f"SELECT * FROM brain_memories WHERE id IN ({', '.join([self.param] * len(ids))})"
        cursor = self.connection.cursor()
        cursor.execute(sql, [self._id(i) for i in ids])
        rows = cursor.fetchall()
        cursor.close()
        return rows

    def _filters(self, query: corpus.Query, now: datetime, alias: str = "") -> tuple[str, list[Any]]:
        p, a = self.param, alias
        sql = f" AND {a}workspace_id = {p} AND {a}deleted_at IS NULL AND ({a}expires_at IS NULL OR {a}expires_at > {p})"
        params: list[Any] = [query.workspace_id, self._time(now)]
        if query.project:
            sql += f" AND {a}project = {p}"
            params.append(query.project)
        if query.types:
            sql += f" AND {a}type IN ({', '.join([p] * len(query.types))})"
            params += list(query.types)
        return sql, params

    def lexical(self, query: corpus.Query, now: datetime, limit: int) -> list[tuple[Any, ...]]:
        """The full-text query recall runs (FTS5 bm25 / FULLTEXT natural language), with the same filters."""
        where, params = self._filters(query, now, "m.")
        if self.dialect == "sqlite":
            # The best rows cut inside FTS5, then the join; the uncut query when the join keeps too few.
            for cut in (f" ORDER BY rank LIMIT {max(3 * int(limit), 100)}", ""):
                sql = (
                    "SELECT m.id, -f.rank FROM brain_memories m JOIN (SELECT memory_id, "
                    "bm25(brain_memories_fts, 0.0, 0.0, 1.0) AS rank FROM brain_memories_fts "
                    f"WHERE brain_memories_fts MATCH ?{cut}) f ON f.memory_id = m.id "
                    f"WHERE 1 = 1{where} ORDER BY f.rank LIMIT {int(limit)}"
                )
                cursor = self.connection.cursor()
                cursor.execute(sql, [_sqlite_match(query), *params])
                rows = cursor.fetchall()
                cursor.close()
                if len(rows) >= limit:
                    break
            return rows
        against = mariadb_against(query.text)
        sql = (
            "SELECT m.id, MATCH (m.content) AGAINST (%s IN NATURAL LANGUAGE MODE) AS score FROM brain_memories m "
            f"WHERE MATCH (m.content) AGAINST (%s IN NATURAL LANGUAGE MODE) > 0{where} "
            f"ORDER BY score DESC LIMIT {int(limit)}"
        )
        params = [against, against, *params]
        cursor = self.connection.cursor()
        cursor.execute(sql, params)
        rows = cursor.fetchall()
        cursor.close()
        return rows

    def list_page(self, workspace_id: str, now: datetime, limit: int) -> list[tuple[Any, ...]]:
        """List's first page: live memories of the workspace, newest first."""
        where, params = self._filters(corpus.Query("", workspace_id), now)
        sql = f"SELECT * FROM brain_memories WHERE 1 = 1{where} ORDER BY created_at DESC, id DESC LIMIT {limit + 1}"
        cursor = self.connection.cursor()
        cursor.execute(sql, params)
        rows = cursor.fetchall()
        cursor.close()
        return rows


def _timed(fn: Callable[[], Any]) -> tuple[float, Any]:
    began = time.perf_counter()
    result = fn()
    return time.perf_counter() - began, result


# -- recall ----------------------------------------------------------------------------------------------------


def recall_request(query: corpus.Query) -> RecallRequest:
    return RecallRequest(
        query=query.text,
        top_k=RECALL_TOP_K,
        filter=RecallFilter(project=query.project, type=list(query.types) or None),
    )


def recall_arguments(query: corpus.Query) -> dict[str, Any]:
    flt: dict[str, Any] = {}
    if query.project:
        flt["project"] = query.project
    if query.types:
        flt["type"] = list(query.types)
    return {"query": query.text, "top_k": RECALL_TOP_K, **({"filter": flt} if flt else {})}


async def measure_recall(
    service: BrainService, queries: list[corpus.Query], query_vectors: np.ndarray, *, repeat: int, warmup: int = 20
) -> dict[str, Any]:
    """For each query, in turn: recall through an MCP client session, the direct service call with its stages,
    and the bare-engine floor of the same query; ``repeat`` passes over the queries."""
    caller = Caller(workspace_id=queries[0].workspace_id, agent_id="bench-agent", can_write=False)
    timed, stages = timed_service(service)
    inside: list[float] = []
    real_recall = timed.recall

    def recall_in_server(*args: Any) -> Any:  # the time the service spends inside an MCP call
        began = time.perf_counter()
        try:
            return real_recall(*args)
        finally:
            inside.append(time.perf_counter() - began)

    timed.recall = recall_in_server  # type: ignore[method-assign]
    floor = Floor(service)
    before = ceiling_cache(service.index)
    samples: dict[str, list[float]] = {
        k: []
        for k in (
            "mcp",
            "mcp_overhead",
            "direct",
            "direct_excl_embed",
            "embed",
            "vector",
            "lexical",
            "hydrate",
            "other",
            "floor_vector",
            "floor_ids",
            "floor_lexical",
            "floor",
            "floor_with_lexical",
            "filtered_direct_excl_embed",
            "unfiltered_direct_excl_embed",
            "quick",
        )
    }
    per_repeat: list[float] = []
    results_seen: list[int] = []
    hydrated_ids: list[int] = []
    tiers: dict[str, int] = {}
    server = create_server(timed, settings_identity(caller), start=False)
    load_before = load_average()
    # One direct call per query first: it warms up, and gives the floor the pool sizes and the ids to hydrate.
    prepared: list[tuple[int, int, list[uuid.UUID]]] = []
    for query in queries:
        stages.reset()
        real_recall(caller, recall_request(query))
        pool = stages.limits.get("vector") or stages.limits.get("lexical") or 30
        prepared.append((pool, stages.limits.get("lexical", pool), list(stages.hydrated)))

    async with Client(server) as client:
        for n in range(warmup):
            await client.call_tool("brain_recall", recall_arguments(queries[n % len(queries)]))

        async def through_mcp(query: corpus.Query) -> None:
            began = time.perf_counter()
            result = await client.call_tool("brain_recall", recall_arguments(query))
            mcp = time.perf_counter() - began
            assert not result.is_error, result.content
            samples["mcp"].append(mcp)
            samples["mcp_overhead"].append(mcp - inside[-1])

        def direct(query: corpus.Query) -> float:
            stages.reset()
            began = time.perf_counter()
            answer = real_recall(caller, recall_request(query))
            total = time.perf_counter() - began
            results_seen.append(len(answer.results))
            tier = str(getattr(answer, "tier", "hybrid"))
            tiers[tier] = tiers.get(tier, 0) + 1
            hydrated_ids.append(len(stages.hydrated))
            parts = dict(stages.current)
            samples["direct"].append(total)
            excl = total - parts.get("embed", 0.0)
            samples["direct_excl_embed"].append(excl)
            samples["filtered_direct_excl_embed" if query.project else "unfiltered_direct_excl_embed"].append(excl)
            for name in ("embed", "vector", "lexical", "hydrate"):
                samples[name].append(parts.get(name, 0.0))
            samples["other"].append(total - sum(parts.values()))
            return total

        def bare(query: corpus.Query, vector: list[float], pool: int, lexical_pool: int, ids: list[uuid.UUID]) -> None:
            now = service.clock()
            t_vec, _ = _timed(lambda: floor.vector(vector, query, now, pool))
            t_ids, _ = _timed(lambda: floor.select_by_ids(ids))
            t_lex, _ = _timed(lambda: floor.lexical(query, now, lexical_pool))
            samples["floor_vector"].append(t_vec)
            samples["floor_ids"].append(t_ids)
            samples["floor_lexical"].append(t_lex)
            samples["floor"].append(t_vec + t_ids)
            samples["floor_with_lexical"].append(t_vec + t_ids + t_lex)

        for rep in range(repeat):
            repeat_direct: list[float] = []
            for n, (query, qvec) in enumerate(zip(queries, query_vectors, strict=True)):
                pool, lexical_pool, ids = prepared[n]
                # The three measurements take turns going first, so none always finds the caches warmed by another.
                for step in [(n + rep + k) % 3 for k in range(3)]:
                    if step == 0:
                        await through_mcp(query)
                    elif step == 1:
                        repeat_direct.append(direct(query))
                    else:
                        bare(query, qvec.tolist(), pool, lexical_pool, ids)
                quick = recall_request(query).model_copy(update={"mode": RecallMode.quick})
                seconds, _ = _timed(lambda q=quick: real_recall(caller, q))  # the words side alone, no embedding
                samples["quick"].append(seconds)
            per_repeat.append(statistics.median(repeat_direct) * 1000)
    floor.close()
    service.flush()
    out: dict[str, Any] = {name: summarize(values) for name, values in samples.items()}
    out["direct_p50_per_repeat"] = per_repeat
    out["mean_results"] = float(np.mean(results_seen)) if results_seen else 0.0
    out["mean_hydrated_ids"] = float(np.mean(hydrated_ids)) if hydrated_ids else 0.0
    out["tiers"] = tiers
    out["pool"] = dict(stages.limits)
    out["load"] = [load_before, load_average()]
    after = ceiling_cache(service.index)
    if before is not None and after is not None:
        out["ceiling_cache"] = {key: after[key] - before[key] for key in after}
    return out


def ceiling_cache(index: Any) -> dict[str, int] | None:
    """Hits and misses so far of Qdrant Edge's cache of each query term's best match (None on other back ends)."""
    collections = getattr(index, "_collections", None)  # EdgeIndex's open collections (bench-only peek)
    if not collections:
        return None
    bests = [col.term_bests for col in collections.values()]
    return {"hits": sum(b.hits for b in bests), "misses": sum(b.misses for b in bests)}


# -- list ------------------------------------------------------------------------------------------------------


def measure_list(service: BrainService, workspace_id: str, *, repeat: int, depth: int) -> dict[str, Any]:
    """First pages with and without filters, and every page of a walk ``depth`` pages (of 100) deep."""
    caller = Caller(workspace_id=workspace_id, agent_id="bench-agent", can_write=False)
    sample = next(m for m in corpus.memories(2000) if m.workspace_id == workspace_id and m.project)
    cases: dict[str, dict[str, Any]] = {
        "first_page": {"limit": 20},
        "project_and_type": {"limit": 20, "project": sample.project, "type": [sample.type]},
        "tag": {"limit": 20, "tags": ["kafka"]},
        "agent_and_min_confidence": {"limit": 20, "agent_id": "agent-3", "min_confidence": 0.9},
    }
    samples: dict[str, list[float]] = {name: [] for name in cases}
    samples.update({"floor_first_page": [], "page_shallow": [], "page_deep": []})
    floor = Floor(service)
    load_before = load_average()
    deepest = 0
    for _ in range(repeat):
        for _ in range(20):
            for name, request in cases.items():
                seconds, result = _timed(lambda r=request: service.list_memories(caller, ListRequest(**r)))
                samples[name].append(seconds)
            seconds, _ = _timed(lambda: floor.list_page(workspace_id, service.clock(), 20))
            samples["floor_first_page"].append(seconds)
        cursor: str | None = None
        walk: list[float] = []
        for _ in range(depth):
            seconds, result = _timed(lambda c=cursor: service.list_memories(caller, ListRequest(limit=100, cursor=c)))
            walk.append(seconds)
            cursor = result.next_cursor
            if cursor is None:
                break
        deepest = max(deepest, len(walk) * 100)
        tenth = max(1, len(walk) // 10)  # the first and the last tenth of the walk
        samples["page_shallow"] += walk[:tenth]
        samples["page_deep"] += walk[-tenth:]
    floor.close()
    out: dict[str, Any] = {name: summarize(values) for name, values in samples.items()}
    out["deepest_row"] = deepest
    out["load"] = [load_before, load_average()]
    return out


# -- remember --------------------------------------------------------------------------------------------------


async def measure_remember(service: BrainService, *, count: int, mcp_count: int, seed: int) -> dict[str, Any]:
    """Single remembers, one after another, through the service (stages timed) and through an MCP session."""
    timed, stages = timed_service(service)
    caller = Caller(workspace_id=corpus.WORKSPACES[0][0], agent_id="bench-writer")
    fresh = [m for m in corpus.chunk(seed + 7919, 0)[: count + mcp_count]]  # contents not in the store
    samples: dict[str, list[float]] = {
        k: [] for k in ("direct", "embed", "excl_embed", "insert", "upsert", "near_duplicate_check", "mcp")
    }
    near_duplicates = 0
    load_before = load_average()
    began_all = time.perf_counter()
    for memory in fresh[:count]:
        request = RememberRequest(
            content=memory.content, type=memory.type, tags=memory.tags, project=memory.project, confidence=0.8
        )
        stages.reset()
        seconds, result = _timed(lambda r=request: timed.remember(caller, r))
        near_duplicates += bool(result.duplicate)  # near-copies of a stored memory are answered, not stored
        samples["direct"].append(seconds)
        samples["embed"].append(stages.current.get("embed", 0.0))
        samples["excl_embed"].append(seconds - stages.current.get("embed", 0.0))
        samples["insert"].append(stages.current.get("insert", 0.0))
        samples["upsert"].append(stages.current.get("upsert", 0.0))
        samples["near_duplicate_check"].append(stages.current.get("vector", 0.0) + stages.current.get("hydrate", 0.0))
    wall = time.perf_counter() - began_all
    server = create_server(timed, settings_identity(caller), start=False)
    async with Client(server) as client:
        for memory in fresh[count:]:
            arguments = {"content": memory.content, "type": memory.type, "tags": memory.tags}
            if memory.project:
                arguments["project"] = memory.project
            seconds, result = await _timed_async(client.call_tool("brain_remember", arguments))
            assert not result.is_error, result.content
            samples["mcp"].append(seconds)
    out: dict[str, Any] = {name: summarize(values) for name, values in samples.items()}
    out["throughput_per_second"] = count / wall if wall else 0.0
    out["near_duplicates"] = near_duplicates
    out["load"] = [load_before, load_average()]
    return out


async def _timed_async(awaitable: Any) -> tuple[float, Any]:
    began = time.perf_counter()
    result = await awaitable
    return time.perf_counter() - began, result


# -- bulk import with embedding ----------------------------------------------------------------------------------


def measure_import_with_embedding(service: BrainService, memories: list[corpus.Memory]) -> dict[str, Any]:
    """Bulk import with embedding through the service: rows inserted without vectors, then
    ``BrainService.reconcile()`` embeds and indexes them in batches (what reindexing does). Compared with the
    embedder alone on the same texts."""
    from bench.store import _rows

    texts = [m.content for m in memories]
    load_before = load_average()
    embed_seconds, _ = _timed(lambda: service.embedder.embed_documents(texts))
    profile = service.profile
    began = time.perf_counter()
    rows = [row for m in memories for row in _rows(m, profile, None)]
    for row in rows:
        row.indexed_at, row.embedding_model = None, None
    with service.repository.db.writing() as session:
        session.add_all(rows)
    insert_seconds = time.perf_counter() - began
    began = time.perf_counter()
    report = service.reconcile()
    reconcile_seconds = time.perf_counter() - began
    live = sum(not m.forgotten for m in memories)
    assert report.indexed == live, report
    return {
        "memories": len(memories),
        "embed_only_per_second": len(memories) / embed_seconds,
        "insert_seconds": insert_seconds,
        "reconcile_seconds": reconcile_seconds,
        "import_per_second": len(memories) / (insert_seconds + reconcile_seconds),
        "embed_seconds": embed_seconds,
        "load": [load_before, load_average()],
    }


# -- start-up and resident memory --------------------------------------------------------------------------------


def server_env(settings: Settings) -> dict[str, str]:
    """The environment that makes ``openbrain serve`` open the bench store."""
    env = {k: v for k, v in os.environ.items() if not k.startswith("OPENBRAIN_")}
    env.update(
        {
            "OPENBRAIN_DATA_DIR": str(settings.data_dir),
            "OPENBRAIN_WORKSPACE": settings.workspace,
            "OPENBRAIN_AGENT_ID": settings.agent_id,
            "OPENBRAIN_RECONCILE_INTERVAL": "0",
            "OPENBRAIN_LOG_LEVEL": "WARNING",
            "OPENBRAIN_HOOKS__START_OWNER": "false",  # the server owns the store itself: its start and RSS are timed
        }
    )
    if settings.db.url is not None:
        env["OPENBRAIN_DB__URL"] = settings.db.url.get_secret_value()
    if settings.vectors.backend != "edge":
        env["OPENBRAIN_VECTORS__BACKEND"] = settings.vectors.backend
        env["OPENBRAIN_VECTORS__PATH"] = str(settings.vectors.path)
    return env


def _children_status() -> dict[str, int]:
    """VmRSS and VmHWM (KiB) of this process's child ``openbrain serve``."""
    me = str(os.getpid())
    for proc in Path("/proc").iterdir():
        if not proc.name.isdigit():
            continue
        try:
            stat = (proc / "stat").read_text()
            cmdline = (proc / "cmdline").read_bytes().replace(b"\0", b" ").decode()
        except OSError:
            continue
        if stat.rsplit(")", 1)[1].split()[1] != me or "serve" not in cmdline:
            continue
        values = {}
        for line in (proc / "status").read_text().splitlines():
            key, _, rest = line.partition(":")
            if key in ("VmRSS", "VmHWM"):
                values[key] = int(rest.split()[0])
        return values
    return {}


async def measure_startup(settings: Settings, query: corpus.Query, *, runs: int) -> dict[str, Any]:
    """``openbrain serve`` over stdio, from spawning the process to the first answered requests, and its memory."""
    samples: dict[str, list[float]] = {"initialized": [], "first_list": [], "first_recall": []}
    rss: list[dict[str, int]] = []
    load_before = load_average()
    for _ in range(runs):
        params = StdioServerParameters(
            command=sys.executable, args=["-m", "openbrain", "serve"], env=server_env(settings)
        )
        began = time.perf_counter()
        async with Client(params, read_timeout_seconds=300) as client:
            await _first_answers(client, query, samples, began)
            for _ in range(20):
                await client.call_tool("brain_recall", recall_arguments(query))
            rss.append(_children_status())
    out: dict[str, Any] = {name: summarize(values) for name, values in samples.items()}
    out["rss_kib"] = max((r.get("VmRSS", 0) for r in rss), default=0)
    out["hwm_kib"] = max((r.get("VmHWM", 0) for r in rss), default=0)
    out["load"] = [load_before, load_average()]
    return out


async def _first_answers(client: Client, query: corpus.Query, samples: dict[str, list[float]], began: float) -> None:
    """A session just initialized: its time since ``began``, then a first list's and a first recall's."""
    samples["initialized"].append(time.perf_counter() - began)
    result = await client.call_tool("brain_list", {"limit": 1})
    assert not result.is_error, result.content
    samples["first_list"].append(time.perf_counter() - began)
    result = await client.call_tool("brain_recall", recall_arguments(query))
    assert not result.is_error, result.content
    samples["first_recall"].append(time.perf_counter() - began)


async def measure_thin_startup(settings: Settings, query: corpus.Query, *, runs: int) -> dict[str, Any]:
    """``openbrain serve`` over stdio as Claude Code runs it, the thin pipe (``cli/pipe.py``) to a resident owner
    that is already running and warm: spawn to ready, the first answers, then 20 recalls one by one, and the pipe
    process's own memory. The owner is started by an untimed first session (as the first hook or session would
    start it) and stopped at the end."""
    env = {k: v for k, v in server_env(settings).items() if k != "OPENBRAIN_HOOKS__START_OWNER"}
    params = StdioServerParameters(command=sys.executable, args=["-m", "openbrain", "serve"], env=env)
    samples: dict[str, list[float]] = {"initialized": [], "first_list": [], "first_recall": [], "recall": []}
    rss: list[dict[str, int]] = []
    load_before = load_average()
    try:
        async with Client(params, read_timeout_seconds=300) as client:  # starts the owner, loads its model
            result = await client.call_tool("brain_recall", recall_arguments(query))
            assert not result.is_error, result.content
        for _ in range(runs):
            began = time.perf_counter()
            async with Client(params, read_timeout_seconds=300) as client:
                await _first_answers(client, query, samples, began)
                for _ in range(20):
                    seconds, result = await _timed_async(client.call_tool("brain_recall", recall_arguments(query)))
                    assert not result.is_error, result.content
                    samples["recall"].append(seconds)
                rss.append(_children_status())
    finally:
        subprocess.run(
            [sys.executable, "-m", "openbrain", "owner", "--stop"], env=env, capture_output=True, timeout=120
        )
    out: dict[str, Any] = {name: summarize(values) for name, values in samples.items()}
    out["pipe_rss_kib"] = max((r.get("VmRSS", 0) for r in rss), default=0)
    out["load"] = [load_before, load_average()]
    return out


def run_async(coroutine: Any) -> Any:
    return asyncio.run(coroutine)
