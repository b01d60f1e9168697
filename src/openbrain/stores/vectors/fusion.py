"""Fusion of normalised scores: each side's scores scaled to [0, 1] over its own list, then summed with weights.

The engines fuse by rank (RRF) or by a distribution of scores (DBSF) inside one query; neither can scale a side by
its own best and worst candidate, which is what keeps a weak side's first hit from counting as much as a strong
side's (docs/retrieval.md has the measurements). So with ``fusion="minmax"`` the index asks the engine for both
sides' lists in one batch and fuses them here, the same way for Qdrant Edge and a Qdrant server.

The words side is also weighed by its *coverage*: how much of what the query's words could score its best
candidate scored. The same batch asks for each query term's best match alone; their sum is the query's ceiling
(a term that matches nothing counts as much as the best matched term: it is rarer than all of them). A words
list whose best candidate matched only a common word then counts for little, while one that matched every rare
term counts fully; the side is multiplied by the square root of that share.
"""

import math
from collections.abc import Sequence
from uuid import UUID

from openbrain.stores.vectors.base import VectorHit

Side = Sequence[tuple[UUID, float]]


def scaled(side: Side, depth: int = 0) -> dict[UUID, float]:
    """Min-max over the list (best first): its best candidate 1.0, its last 0.0 (all 1.0 when they score alike).

    ``depth`` > 0 scales by the best and the ``depth``-th candidate, and those below it get 0.0: a longer list
    (the deep tier's) then scores the first ``depth`` exactly as the usual list does.
    """
    if not side:
        return {}
    high = side[0][1]
    low = side[min(depth, len(side)) - 1][1] if depth > 0 else side[-1][1]
    span = high - low
    return {mid: max((score - low) / span, 0.0) if span > 0 else 1.0 for mid, score in side}


def words_ceiling(term_bests: Sequence[float]) -> float:
    """What the query's words could score: each term's best match alone, summed; an unmatched term counts as the
    best matched one (0.0 when no term matched)."""
    found = [best for best in term_bests if best > 0]
    if not found:
        return 0.0
    return sum(found) + max(found) * (len(term_bests) - len(found))


def coverage(words: Side, term_bests: Sequence[float]) -> float:
    """The words side's weight: the square root of its best candidate's share of the query's ceiling, in [0, 1]
    (1.0 when the term bests are unknown)."""
    ceiling = words_ceiling(term_bests)
    if not words or ceiling <= 0:
        return 1.0
    return math.sqrt(min(words[0][1] / ceiling, 1.0))


def best_ranks(dense: Side, words: Side) -> dict[UUID, int]:
    """Each candidate's better rank of the two sides, from 1."""
    ranks: dict[UUID, int] = {}
    for side in (dense, words):
        for rank, (mid, _) in enumerate(side, start=1):
            ranks[mid] = min(rank, ranks.get(mid, rank))
    return ranks


def fuse_minmax(
    dense: Side,
    words: Side,
    weights: tuple[float, float] = (1.0, 1.0),
    depth: int = 0,
    term_bests: Sequence[float] = (),
) -> dict[UUID, float]:
    """Each candidate's weighted sum of its scaled scores, the words side times its coverage, over the weights'
    sum (0..1); a side that did not find a candidate adds nothing."""
    fused: dict[UUID, float] = {}
    total = sum(weights)  # the best a candidate can score: first on both sides, the words fully covered
    weights = (weights[0] / total, weights[1] * coverage(words, term_bests) / total)
    for weight, side in zip(weights, (dense, words), strict=True):
        for mid, score in scaled(side, depth).items():
            fused[mid] = fused.get(mid, 0.0) + weight * score
    return fused


def minmax_hits(
    dense: list[VectorHit],
    words: list[VectorHit],
    limit: int,
    weights: tuple[float, float] = (1.0, 1.0),
    depth: int = 0,
    term_bests: Sequence[float] = (),
) -> list[VectorHit]:
    """The best ``limit`` of the fusion; equal scores go to the better side rank, then the smaller id."""
    pairs = ([(h.id, h.score) for h in dense], [(h.id, h.score) for h in words])
    fused = fuse_minmax(*pairs, weights=weights, depth=depth, term_bests=term_bests)
    ranks = best_ranks(*pairs)
    order = sorted(fused, key=lambda mid: (-fused[mid], ranks[mid], mid))
    return [VectorHit(mid, fused[mid]) for mid in order[:limit]]
