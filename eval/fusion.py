"""Compare fusion methods on the same candidate lists, on every dataset given: the table in docs/retrieval.md.

Run: python eval/fusion.py eval/datasets/openbrain-dev.jsonl eval/datasets/conversations-dev.jsonl [--pool 40]

Each dataset is loaded into a fresh temporary store (as ``openbrain eval`` does); for every query one index call
returns both sides' own top ``--pool`` lists (dense cosine, BM25 with the workspace's IDF). Every variant then
ranks those same lists offline, so the comparison holds the candidates fixed. The ``engine`` rows are the index's
own fusion (``IndexQuery``), which the offline ``rrf``/``dbsf`` rows must reproduce. No ranking signals here:
the tiers with signals are measured by ``openbrain eval``.
"""

import argparse
import statistics
import sys
import uuid
from collections.abc import Callable, Sequence
from pathlib import Path

from openbrain.cli.app import load_settings
from openbrain.cli.eval import _temporary_store
from openbrain.engine.evaluation import DEPTH, EvalQuery, _Tally, load_dataset, load_into
from openbrain.stores.vectors.base import IndexQuery, VectorFilter

Side = Sequence[tuple[uuid.UUID, float]]
Fuser = Callable[[Side, Side, str], list[uuid.UUID]]


def rrf(k: float, weights: tuple[float, float] = (1.0, 1.0)) -> Fuser:
    def fuse(dense: Side, words: Side, query: str) -> list[uuid.UUID]:
        scores: dict[uuid.UUID, float] = {}
        for weight, side in zip(weights, (dense, words), strict=True):
            for rank, (mid, _) in enumerate(side):
                scores[mid] = scores.get(mid, 0.0) + weight / (k + rank)
        return _order(scores)

    return fuse


def _normalised(side: Side, how: str) -> dict[uuid.UUID, float]:
    scores = [s for _, s in side]
    if not scores:
        return {}
    if how == "dbsf":  # Qdrant's distribution-based score fusion: mean +- 3 standard deviations -> [0, 1]
        mean = statistics.fmean(scores)
        std = statistics.pstdev(scores) if len(scores) > 1 else 0.0
        low, high = mean - 3 * std, mean + 3 * std
    else:  # min-max
        low, high = min(scores), max(scores)
    span = high - low
    return {mid: (min(max((s - low) / span, 0.0), 1.0) if span > 0 else 1.0) for mid, s in side}


def normalised(how: str, weights: tuple[float, float] = (1.0, 1.0)) -> Fuser:
    def fuse(dense: Side, words: Side, query: str) -> list[uuid.UUID]:
        scores: dict[uuid.UUID, float] = {}
        for weight, side in zip(weights, (dense, words), strict=True):
            for mid, s in _normalised(side, how).items():
                scores[mid] = scores.get(mid, 0.0) + weight * s
        return _order(scores)

    return fuse


def convex(weight: float) -> Fuser:
    """The fusion before this change: cosine + w x bm25 / best bm25 (a dense-only candidate gets no word score,
    a words-only candidate the lowest cosine of the list)."""

    def fuse(dense: Side, words: Side, query: str) -> list[uuid.UUID]:
        floor = min((s for _, s in dense), default=0.0)
        scores = {mid: s for mid, s in dense}
        best = max((s for _, s in words), default=0.0)
        for mid, s in words:
            scores[mid] = scores.get(mid, floor) + (weight * s / best if best > 0 else 0.0)
        return _order(scores)

    return fuse


def alone(side: int) -> Fuser:
    return lambda dense, words, query: [mid for mid, _ in (dense, words)[side]]


def _order(scores: dict[uuid.UUID, float]) -> list[uuid.UUID]:
    return [mid for mid, _ in sorted(scores.items(), key=lambda item: (-item[1], item[0]))]


VARIANTS: dict[str, Fuser] = {
    "dense alone": alone(0),
    "words alone": alone(1),
    **{f"rrf k={k}": rrf(k) for k in (1, 2, 5, 10, 20, 60)},
    "rrf k=2, words x2": rrf(2, (1.0, 2.0)),
    "rrf k=2, dense x2": rrf(2, (2.0, 1.0)),
    "dbsf": normalised("dbsf"),
    "dbsf, words x1.5": normalised("dbsf", (1.0, 1.5)),
    "min-max": normalised("minmax"),
    "convex w=0.15 (before)": convex(0.15),
    "convex w=0.5": convex(0.5),
}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("datasets", nargs="+", type=Path)
    parser.add_argument("--pool", type=int, default=40, help="candidates per side (recall's default: 40 at top_k 10)")
    args = parser.parse_args()
    settings = load_settings()
    results: dict[str, dict[str, tuple[float, float]]] = {}
    for path in args.datasets:
        data = load_dataset(path)
        print(f"{path.name}: loading {len(data.memories)} memories...", file=sys.stderr)
        with _temporary_store(settings, None, "edge") as (store, _embedder, clock, _db):
            loaded = load_into(store, data, clock)
            tallies = {name: _Tally() for name in [*VARIANTS, "engine rrf k=60", "engine rrf k=2", "engine dbsf"]}
            for query in data.queries:
                _measure(store, query, args.pool, loaded, tallies)
            results[path.name] = {name: (t.score().recall_at[5], t.score().mrr) for name, t in tallies.items()}
    names = list(next(iter(results.values())))
    print("| fusion | " + " | ".join(f"{d} recall@5 / MRR" for d in results) + " |")
    print("|---|" + "---|" * len(results))
    for name in names:
        cells = " | ".join(f"{results[d][name][0]:.3f} / {results[d][name][1]:.3f}" for d in results)
        print(f"| {name} | {cells} |")


def _measure(store, query: EvalQuery, pool: int, loaded, tallies) -> None:  # type: ignore[no-untyped-def]
    flt = VectorFilter(workspace_id=query.group, alive_at=store.clock())
    vector = store.embedder.embed_query(query.query)
    both = IndexQuery(filter=flt, limit=DEPTH, vector=vector, text=query.query, pool=pool, sides=True)
    answer = store.index.query(store.profile, both)
    dense = [(h.id, h.score) for h in answer.dense or []]
    words = [(h.id, h.score) for h in answer.words or []]

    def add(name: str, ids: list[uuid.UUID]) -> None:
        ranked = [loaded.names.get(mid, str(mid)) for mid in ids[:DEPTH]]
        tallies[name].add(ranked, query, loaded.retired, loaded.merged)

    for name, fuse in VARIANTS.items():
        add(name, fuse(dense, words, query.query))
    for name, fusion, k in (("engine rrf k=60", "rrf", 60), ("engine rrf k=2", "rrf", 2), ("engine dbsf", "dbsf", 60)):
        engine = IndexQuery(filter=flt, limit=DEPTH, vector=vector, text=query.query, pool=pool, fusion=fusion, rrf_k=k)
        add(name, [h.id for h in store.index.query(store.profile, engine).hits])


if __name__ == "__main__":
    main()
