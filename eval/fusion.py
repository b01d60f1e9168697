"""Compare fusion methods on the same candidate lists, on every dataset given: the tables in docs/retrieval.md.

Run: python eval/fusion.py eval/datasets/*.jsonl [--pool 40] [--json results.json]

Each dataset is loaded into a fresh temporary store (as ``openbrain eval`` does); for every query one index call
returns both sides' own top ``--pool`` lists (dense cosine, BM25 with the workspace's IDF) and each query term's
best match alone (the words' ceiling, ``vectors/fusion.words_ceiling``). Every variant then
ranks those same lists offline, so the comparison holds the candidates fixed. The ``engine`` rows are the index's
own fusion (``IndexQuery``), which the offline rows of the same name must reproduce. No ranking signals here: the
tiers with signals are measured by ``openbrain eval``.

Ties are broken the way recall breaks them (``openbrain.engine.recall.fuse``): the better of the two side ranks,
then the newer memory. The dataset's order is its time order, so a run repeats exactly.

The rule that picks the default (stated before any result was looked at, docs/retrieval.md): a variant's margin on
a dataset and measure is its value minus the better of its two sides (dense alone, words alone); the default is the
variant with the highest worst margin over every dataset and recall@1, recall@5 and MRR. Since issue 32, only among
the variants whose recall@5 and MRR fall on no dataset against the fusion before (``min-max sum``).
"""

import argparse
import json
import math
import statistics
import sys
import uuid
from collections import defaultdict
from collections.abc import Callable, Sequence
from pathlib import Path

from openbrain.cli.eval import _temporary_store
from openbrain.cli.shared import load_settings
from openbrain.engine.evaluation import DEPTH, EvalQuery, _Tally, load_dataset, load_into
from openbrain.stores.vectors.base import IndexQuery, VectorFilter
from openbrain.stores.vectors.fusion import coverage, fuse_minmax, scaled

Side = Sequence[tuple[uuid.UUID, float]]
Fuser = Callable[..., dict[uuid.UUID, float]]
MEASURES = ("r@1", "r@5", "MRR")


def rrf(k: float, weights: tuple[float, float] = (1.0, 1.0)) -> Fuser:
    def fuse(dense: Side, words: Side) -> dict[uuid.UUID, float]:
        scores: dict[uuid.UUID, float] = {}
        for weight, side in zip(weights, (dense, words), strict=True):
            for rank, (mid, _) in enumerate(side):
                scores[mid] = scores.get(mid, 0.0) + weight / (k + rank)
        return scores

    return fuse


def _scaled(side: Side, how: str) -> dict[uuid.UUID, float]:
    scores = [s for _, s in side]
    if not scores:
        return {}
    if how == "dbsf":  # Qdrant's distribution-based score fusion: mean +- 3 standard deviations -> [0, 1]
        mean = statistics.fmean(scores)
        std = statistics.pstdev(scores) if len(scores) > 1 else 0.0
        low, high = mean - 3 * std, mean + 3 * std
    elif how == "z":  # standard score over the list
        mean = statistics.fmean(scores)
        std = statistics.pstdev(scores) if len(scores) > 1 else 0.0
        return {mid: (s - mean) / std if std > 0 else 0.0 for mid, s in side}
    elif how == "max":  # divided by the side's best: the zero of each scale kept
        low, high = 0.0, max(scores)
    else:  # min-max
        low, high = min(scores), max(scores)
    span = high - low
    return {mid: (min(max((s - low) / span, 0.0), 1.0) if span > 0 else 1.0) for mid, s in side}


def normalised(how: str, weights: tuple[float, float] = (1.0, 1.0)) -> Fuser:
    def fuse(dense: Side, words: Side) -> dict[uuid.UUID, float]:
        scores: dict[uuid.UUID, float] = {}
        for weight, side in zip(weights, (dense, words), strict=True):
            floor = 0.0 if how != "z" else min(_scaled(side, how).values(), default=0.0)
            for mid, s in _scaled(side, how).items():
                scores[mid] = scores.get(mid, floor) + weight * s
        return scores

    return fuse


def convex(weight: float) -> Fuser:
    """The fusion of the first release: cosine + w x bm25 / best bm25 (a words-only candidate gets the lowest
    cosine of the list)."""

    def fuse(dense: Side, words: Side) -> dict[uuid.UUID, float]:
        floor = min((s for _, s in dense), default=0.0)
        scores = {mid: s for mid, s in dense}
        best = max((s for _, s in words), default=0.0)
        for mid, s in words:
            scores[mid] = scores.get(mid, floor) + (weight * s / best if best > 0 else 0.0)
        return scores

    return fuse


def alone(side: int) -> Fuser:
    return lambda dense, words: {mid: -rank for rank, (mid, _) in enumerate((dense, words)[side])}


VARIANTS: dict[str, Fuser] = {
    "dense alone": alone(0),
    "words alone": alone(1),
    **{f"rrf k={k}": rrf(k) for k in (1, 2, 5, 10, 60)},
    **{f"rrf k=2, words x{w}": rrf(2, (1.0, w)) for w in (1.5, 2)},
    **{f"rrf k=2, dense x{w}": rrf(2, (w, 1.0)) for w in (1.5, 2)},
    "dbsf": normalised("dbsf"),
    "z-score sum": normalised("z"),
    "max-normalised sum": normalised("max"),
    "min-max sum": normalised("minmax"),
    **{f"min-max, words x{w}": normalised("minmax", (1.0, w)) for w in (1.25, 1.5, 2)},
    **{f"min-max, dense x{w}": normalised("minmax", (w, 1.0)) for w in (1.25, 1.5)},
    "convex w=0.15 (first release)": convex(0.15),
}


def ceiling(bests: Sequence[float], unmatched: str = "max") -> float:
    """What the query's words could score: each term's best match alone, summed; a term that matches nothing
    counts as much as the best matched term (it is rarer than all of them), or as their mean, or not at all."""
    found = [b for b in bests if b > 0]
    if not found:
        return 0.0
    missing = len(bests) - len(found)
    return sum(found) + missing * {"max": max(found), "mean": statistics.fmean(found), "none": 0.0}[unmatched]


def against_ceiling(how: str, unmatched: str = "max", power: float = 1.0):  # type: ignore[no-untyped-def]
    """Dense min-max; words scaled against what the query could score (``ceiling``), not its best candidate."""

    def fuse(dense: Side, words: Side, bests: Sequence[float]) -> dict[uuid.UUID, float]:
        scores = dict(_scaled(dense, "minmax"))
        top = ceiling(bests, unmatched)
        if not words or top <= 0:
            return scores
        high, low = words[0][1], words[-1][1]
        for mid, s in words:
            if how == "coverage":  # min-max, times the best candidate's share of the ceiling
                value = _scaled(words, "minmax")[mid] * (high / top) ** power
            elif how == "share":  # each candidate's own share of the ceiling
                value = s / top
            else:  # min-max between the list's worst and the ceiling
                value = (s - low) / (top - low) if top > low else 1.0
            scores[mid] = scores.get(mid, 0.0) + value
        return scores

    return fuse


CEILING = {
    "min-max, words x coverage": against_ceiling("coverage"),
    "min-max, words x coverage (matched terms only)": against_ceiling("coverage", unmatched="none"),
    "min-max, words x coverage (unmatched as mean)": against_ceiling("coverage", unmatched="mean"),
    "min-max, words x sqrt coverage": against_ceiling("coverage", power=0.5),
    "min-max, words x coverage^2": against_ceiling("coverage", power=2.0),
    "min-max, words as share of ceiling": against_ceiling("share"),
    "min-max, words from worst to ceiling": against_ceiling("span"),
    "min-max, words x sqrt coverage (vectors/fusion.py)": lambda d, w, b: fuse_minmax(d, w, term_bests=b),
}


def weighed(dense_by: str, words_decisive: bool = False):  # type: ignore[no-untyped-def]
    """As the default (both sides min-max, the words side times its square-rooted coverage), the dense side weighed
    too: by its best cosine (how close the nearest memory is at all), its square root, or how decisive its list is
    (1 + the first's lead over the second, as a share of the first); ``words_decisive`` weighs the words side by its
    own lead as well."""

    def lead(side: Side) -> float:
        if len(side) < 2 or side[0][1] <= 0:
            return 0.0
        return max(side[0][1] - side[1][1], 0.0) / side[0][1]

    def fuse(dense: Side, words: Side, bests: Sequence[float]) -> dict[uuid.UUID, float]:
        top = max(dense[0][1], 0.0) if dense else 0.0
        weight = {"top": top, "sqrt top": math.sqrt(top), "lead": 1.0 + lead(dense)}[dense_by]
        words_weight = coverage(words, bests) * ((1.0 + lead(words)) if words_decisive else 1.0)
        scores: dict[uuid.UUID, float] = {}
        for w, side in ((weight, dense), (words_weight, words)):
            for mid, value in scaled(side).items():
                scores[mid] = scores.get(mid, 0.0) + w * value
        return scores

    return fuse


CEILING |= {
    "sqrt coverage, dense x best cosine": weighed("top"),
    "sqrt coverage, dense x sqrt best cosine": weighed("sqrt top"),
    "sqrt coverage, dense x its lead": weighed("lead"),
    "sqrt coverage x lead, dense x its lead": weighed("lead", words_decisive=True),
}
VARIANTS.update(CEILING)
ENGINE = {  # name -> (fusion, k, weights): the index's own fusion, in one query
    "engine rrf k=2": ("rrf", 2, None),
    "engine rrf k=60": ("rrf", 60, None),
    "engine rrf k=2, words x1.5": ("rrf", 2, (1.0, 1.5)),
    "engine dbsf": ("dbsf", 2, None),
    "index minmax x sqrt coverage (vectors/fusion.py)": ("minmax", 2, None),
}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("datasets", nargs="+", type=Path)
    parser.add_argument("--pool", type=int, default=40, help="candidates per side (recall's default: 40 at top_k 10)")
    parser.add_argument("--json", type=Path, help="also write every number to this file")
    args = parser.parse_args()
    settings = load_settings()
    results: dict[str, dict[str, dict]] = {}
    for path in args.datasets:
        data = load_dataset(path)
        print(f"{path.name}: loading {len(data.memories)} memories...", file=sys.stderr)
        with _temporary_store(settings, None, "edge") as (store, _embedder, clock, _db):
            loaded = load_into(store, data, clock)
            order = {mid: number for number, mid in enumerate(m.id for m in data.memories)}
            tallies: dict[str, dict[str, _Tally]] = {name: defaultdict(_Tally) for name in [*VARIANTS, *ENGINE]}
            for query in data.queries:
                _measure(store, query, args.pool, loaded, order, tallies)
            results[path.stem] = {name: _scores(t) for name, t in tallies.items()}
    if args.json:
        args.json.write_text(json.dumps(results, indent=1))
    _report(results)


def _scores(tallies: dict[str, _Tally]) -> dict:
    out = {}
    for category, tally in tallies.items():
        s = tally.score()
        out[category] = {"r@1": s.recall_at[1], "r@5": s.recall_at[5], "r@10": s.recall_at[10], "MRR": s.mrr}
        out[category]["n"] = s.queries
        if s.decoy_queries:
            out[category]["decoy above"] = s.decoy_above
    return out


def _measure(store, query: EvalQuery, pool: int, loaded, order, tallies) -> None:  # type: ignore[no-untyped-def]
    flt = VectorFilter(workspace_id=query.group, alive_at=store.clock())
    vector = store.embedder.embed_query(query.query)
    both = IndexQuery(filter=flt, limit=DEPTH, vector=vector, text=query.query, pool=pool, fusion="minmax", sides=True)
    answer = store.index.query(store.profile, both)
    dense = [(h.id, h.score) for h in answer.dense or []]
    words = [(h.id, h.score) for h in answer.words or []]
    bests = answer.term_bests or ()
    best_rank = {mid: rank for rank, (mid, _) in reversed(list(enumerate(words)))}
    for rank, (mid, _) in enumerate(dense):
        best_rank[mid] = min(rank, best_rank.get(mid, rank))

    def newness(mid: uuid.UUID) -> int:
        return -order.get(loaded.names.get(mid, ""), -1)

    def add(name: str, ids: list[uuid.UUID]) -> None:
        ranked = [loaded.names.get(mid, str(mid)) for mid in ids[:DEPTH]]
        for key in ("all", query.category):
            tallies[name][key].add(ranked, query, loaded.retired, loaded.merged)

    for name, fuse in VARIANTS.items():
        scores = fuse(dense, words, bests) if name in CEILING else fuse(dense, words)
        add(name, sorted(scores, key=lambda mid: (-scores[mid], best_rank.get(mid, pool), newness(mid), mid)))
    for name, (fusion, k, weights) in ENGINE.items():
        engine = IndexQuery(
            filter=flt, limit=DEPTH, vector=vector, text=query.query, pool=pool, fusion=fusion, rrf_k=k,
            weights=weights or (1.0, 1.0),
        )  # fmt: skip
        add(name, [h.id for h in store.index.query(store.profile, engine).hits])


def _report(results: dict[str, dict[str, dict]]) -> None:
    names = list(next(iter(results.values())))
    sets = list(results)
    print("| fusion | " + " | ".join(f"{d} r@1 / r@5 / r@10 / MRR" for d in sets) + " | worst margin |")
    print("|---|" + "---|" * (len(sets) + 1))
    margins = {name: _worst_margin(results, name) for name in names}
    for name in names:
        cells = " | ".join(
            "{r@1:.3f} / {r@5:.3f} / {r@10:.3f} / {MRR:.3f}".format(**results[d][name]["all"]) for d in sets
        )
        print(f"| {name} | {cells} | {margins[name]:+.3f} |")
    kept = [n for n in names if not n.endswith("alone") and not _falls(results, n, BEFORE)]
    chosen = max(kept, key=lambda n: margins[n])
    print(
        f"\nhighest worst margin over {len(sets)} datasets x {', '.join(MEASURES)}, among the {len(kept)} variants "
        f"whose recall@5 and MRR fall nowhere against {BEFORE!r}: {chosen} ({margins[chosen]:+.3f})"
    )
    for d in sets:
        categories = sorted(c for c in results[d][names[0]] if c != "all")
        print(f"\n{d}, per category r@5 / MRR\n")
        print("| fusion | " + " | ".join(f"{c} ({results[d][names[0]][c]['n']})" for c in categories) + " |")
        print("|---|" + "---|" * len(categories))
        for name in names:
            cells = " | ".join("{r@5:.2f} / {MRR:.3f}".format(**results[d][name][c]) for c in categories)
            print(f"| {name} | {cells} |")


BEFORE = "min-max sum"  # the default before issue 32


def _falls(results: dict[str, dict[str, dict]], name: str, before: str) -> bool:
    return any(
        per[name]["all"][measure] < per[before]["all"][measure] - 1e-9
        for per in results.values()
        for measure in ("r@5", "MRR")
    )


def _worst_margin(results: dict[str, dict[str, dict]], name: str) -> float:
    worst = float("inf")
    for per in results.values():
        for measure in MEASURES:
            better_side = max(per["dense alone"]["all"][measure], per["words alone"]["all"][measure])
            worst = min(worst, per[name]["all"][measure] - better_side)
    return worst


if __name__ == "__main__":
    main()
