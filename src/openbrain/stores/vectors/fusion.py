"""Fusion of normalised scores: each side's scores scaled to [0, 1] over its own list, then summed with weights.

The engines fuse by rank (RRF) or by a distribution of scores (DBSF) inside one query; neither can scale a side by
its own best and worst candidate, which is what keeps a weak side's first hit from counting as much as a strong
side's (docs/retrieval.md has the measurements). So with ``fusion="minmax"`` the index asks the engine for both
sides' lists in one batch and fuses them here, the same way for Qdrant Edge and a Qdrant server.
"""

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


def best_ranks(dense: Side, words: Side) -> dict[UUID, int]:
    """Each candidate's better rank of the two sides, from 1."""
    ranks: dict[UUID, int] = {}
    for side in (dense, words):
        for rank, (mid, _) in enumerate(side, start=1):
            ranks[mid] = min(rank, ranks.get(mid, rank))
    return ranks


def fuse_minmax(
    dense: Side, words: Side, weights: tuple[float, float] = (1.0, 1.0), depth: int = 0
) -> dict[UUID, float]:
    """Each candidate's weighted sum of its scaled scores; a side that did not find it adds nothing."""
    fused: dict[UUID, float] = {}
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
) -> list[VectorHit]:
    """The best ``limit`` of the fusion; equal scores go to the better side rank, then the smaller id."""
    pairs = ([(h.id, h.score) for h in dense], [(h.id, h.score) for h in words])
    fused = fuse_minmax(*pairs, weights=weights, depth=depth)
    ranks = best_ranks(*pairs)
    order = sorted(fused, key=lambda mid: (-fused[mid], ranks[mid], mid))
    return [VectorHit(mid, fused[mid]) for mid in order[:limit]]
