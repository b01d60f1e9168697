"""The engine's floor under recall, taken apart: ``python -m bench engine --store DIR``.

Opens the Qdrant Edge shard of a store that ``bench run --keep`` left behind and times, per query, the requests
recall sends (built by OpenBrain's own ``plan_query`` and ``edge_requests``, so they are exactly recall's):

* ``batch``: the whole engine call of a recall: the dense and the words list, then each query term's best match
  alone (the words' ceiling);
* each part of it alone: ``dense``, ``words``, ``ceilings``;
* ``words, global IDF``: the words list with IDF over the whole collection instead of the workspace;
* the dense list with other ``hnsw_ef`` values, and exact, with each one's recall@pool against exact search
  (the quantized variants with and without rescoring when the shard has quantized vectors).

Then the process's resident memory (VmRSS) after opening and after the queries. Prints a markdown table; the
figures are medians and 95th percentiles over ``--queries`` x ``--repeat`` samples, the parts taking turns.
"""

import argparse
import json
import os
import statistics
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

import qdrant_edge as qe

from bench import cache, corpus
from openbrain.stores.embedding.base import EmbeddingProfile
from openbrain.stores.vectors.base import IndexQuery, VectorFilter
from openbrain.stores.vectors.edge_query import edge_requests
from openbrain.stores.vectors.edge_shard import older_layout
from openbrain.stores.vectors.payload import plan_query

WORKSPACE = corpus.WORKSPACES[0][0]


def rss_mib() -> float:
    for line in Path("/proc/self/status").read_text().splitlines():
        if line.startswith("VmRSS:"):
            return int(line.split()[1]) / 1024
    return 0.0


def find_shard(store: Path) -> Path:
    found = sorted(store.rglob("openbrain.json"))
    if not found:
        raise SystemExit(f"no Qdrant Edge collection under {store}")
    return found[0].parent / "shard"


def requests_for(query: corpus.Query, vector: list[float], pool: int) -> tuple[list[Any], int]:
    """Recall's batch for ``query`` and how many term requests end it."""
    flt = VectorFilter(
        workspace_id=query.workspace_id,
        project=query.project,
        types=query.types,
        alive_at=corpus.EPOCH,
    )
    profile = EmbeddingProfile(provider="local", model="bench", dimension=len(vector))
    request = IndexQuery(filter=flt, limit=pool, vector=vector, text=query.text, pool=pool, fusion="minmax")
    plan = plan_query(profile, request)
    assert plan is not None
    return edge_requests(plan), len(plan.term_ids)


def with_params(request: Any, params: Any) -> Any:
    return qe.QueryRequest(
        limit=request.limit,
        query=request.query,
        filter=request.filter,
        params=params,
        with_payload=False,
        with_vector=False,
    )


def with_filter(request: Any, flt: Any) -> Any:
    return qe.QueryRequest(
        limit=request.limit,
        query=request.query,
        filter=flt,
        params=request.params,
        with_payload=False,
        with_vector=False,
    )


def workspace_only(requests: list[Any]) -> Any:
    """The words request's IDF corpus: the workspace condition alone."""
    return requests[1].params.idf.corpus


def dense_params(request: Any, **options: Any) -> Any:
    acorn = request.params.acorn if request.params is not None else None
    return qe.SearchParams(acorn=acorn, **options)


def add_parser(commands: Any) -> None:
    engine = commands.add_parser("engine", help="the engine's floor under recall, part by part, on a kept store")
    engine.add_argument("--store", type=Path, required=True, help="a store kept by `bench run --keep`")
    engine.add_argument("--queries", type=int, default=100)
    engine.add_argument("--repeat", type=int, default=3)
    engine.add_argument("--pool", type=int, default=30, help="candidates per side (recall's candidate_pool)")
    engine.add_argument("--ef", type=int, nargs="*", default=[16, 32, 64, 128])
    engine.add_argument("--seed", type=int, default=0)
    engine.add_argument("--cache-dir", type=Path, default=cache.DEFAULT_CACHE)
    engine.add_argument("--out", type=Path, default=None)
    engine.set_defaults(func=run)


def run(args: argparse.Namespace) -> None:
    shard_path = find_shard(args.store)
    before_open = rss_mib()
    began = time.perf_counter()
    shard = qe.EdgeShard.load(str(shard_path))
    opened = time.perf_counter() - began
    info = shard.info()
    quantized = not older_layout(shard_path)
    rss_open = rss_mib()

    queries = corpus.queries(args.queries, args.seed, WORKSPACE)
    embedder = cache.make_embedder(args.cache_dir)
    vectors = cache.query_vectors(queries, embedder).tolist()
    embedder.close()

    parts: dict[str, Callable[[list[Any], int], Any]] = {
        "batch (what recall sends)": lambda reqs, n: shard.query_batch(qe.QueryBatchRequest(reqs)),
        "dense": lambda reqs, n: shard.query(reqs[0]),
        "words (workspace IDF)": lambda reqs, n: shard.query(reqs[1]),
        "words (global IDF)": lambda reqs, n: shard.query(with_params(reqs[1], None)),
        "ceilings (each term's best)": lambda reqs, n: shard.query_batch(qe.QueryBatchRequest(reqs[2:])),
        "ceilings, global IDF": lambda reqs, n: shard.query_batch(
            qe.QueryBatchRequest([with_params(r, None) for r in reqs[2:]])
        ),
        "ceilings, workspace filter only": lambda reqs, n: shard.query_batch(
            qe.QueryBatchRequest([with_filter(r, workspace_only(reqs)) for r in reqs[2:]])
        ),
        "ceilings, no filter, global IDF": lambda reqs, n: shard.query_batch(
            qe.QueryBatchRequest([with_filter(with_params(r, None), None) for r in reqs[2:]])
        ),
        "both lists, no ceilings": lambda reqs, n: shard.query_batch(qe.QueryBatchRequest(reqs[:2])),
    }
    for ef in args.ef:
        parts[f"dense, hnsw_ef {ef}"] = lambda reqs, n, ef=ef: shard.query(
            with_params(reqs[0], dense_params(reqs[0], hnsw_ef=ef))
        )
    if quantized:
        parts["dense, quantized, no rescore"] = lambda reqs, n: shard.query(
            with_params(reqs[0], dense_params(reqs[0], quantization=qe.QuantizationSearchParams(rescore=False)))
        )
        parts["dense, quantized, rescore, oversampling 2"] = lambda reqs, n: shard.query(
            with_params(
                reqs[0], dense_params(reqs[0], quantization=qe.QuantizationSearchParams(rescore=True, oversampling=2.0))
            )
        )
        parts["dense, quantized, rescore, hnsw_ef 128"] = lambda reqs, n: shard.query(
            with_params(
                reqs[0], dense_params(reqs[0], hnsw_ef=128, quantization=qe.QuantizationSearchParams(rescore=True))
            )
        )
        parts["dense, quantization ignored"] = lambda reqs, n: shard.query(
            with_params(reqs[0], dense_params(reqs[0], quantization=qe.QuantizationSearchParams(ignore=True)))
        )
    exact = {"dense, exact": lambda reqs, n: shard.query(with_params(reqs[0], dense_params(reqs[0], exact=True)))}

    batches = [requests_for(q, v, args.pool) for q, v in zip(queries, vectors, strict=True)]
    truth = [{p.id for p in exact["dense, exact"](reqs, n)} for reqs, n in batches]
    samples: dict[str, list[float]] = {name: [] for name in [*parts, *exact]}
    overlap: dict[str, list[float]] = {name: [] for name in [*parts, *exact]}
    for reqs, n in batches[:10]:  # warm the caches
        parts["batch (what recall sends)"](reqs, n)
    for _ in range(args.repeat):
        for i, (reqs, n) in enumerate(batches):
            names = list(samples)
            shift = i % len(names)
            for name in names[shift:] + names[:shift]:
                fn = parts.get(name) or exact[name]
                began = time.perf_counter()
                found = fn(reqs, n)
                samples[name].append((time.perf_counter() - began) * 1000)
                if name.startswith("dense") and truth[i]:
                    overlap[name].append(len({p.id for p in found} & truth[i]) / len(truth[i]))

    terms = [n for _, n in batches]
    rows = []
    for name, values in samples.items():
        values.sort()
        p95 = values[min(len(values) - 1, int(len(values) * 0.95))]
        rec = f"{statistics.mean(overlap[name]):.3f}" if overlap[name] else ""
        rows.append((name, statistics.median(values), p95, rec))
    result = {
        "store": str(args.store),
        "points": info.points_count,
        "indexed": info.indexed_vectors_count,
        "segments": info.segments_count,
        "quantized": quantized,
        "open_seconds": opened,
        "rss_mib": {"before_open": before_open, "opened": rss_open, "after_queries": rss_mib()},
        "terms_per_query": statistics.mean(terms),
        "load": os.getloadavg()[0],
        "rows": [{"part": r[0], "p50_ms": r[1], "p95_ms": r[2], "recall_at_pool": r[3]} for r in rows],
    }
    shard.close()
    print(
        f"{info.points_count:,} points ({info.indexed_vectors_count:,} indexed, {info.segments_count} segments), "
        f"opened in {opened:.2f} s; RSS {rss_open:.0f} MiB opened, {result['rss_mib']['after_queries']:.0f} after; "
        f"{statistics.mean(terms):.1f} terms per query; load {result['load']:.1f}\n"
    )
    print("| part | p50 ms | p95 ms | dense recall@pool vs exact |\n|---|---|---|---|")
    for name, p50, p95, rec in rows:
        print(f"| {name} | {p50:.2f} | {p95:.2f} | {rec} |")
    if args.out:
        args.out.write_text(json.dumps(result, indent=1) + "\n")
