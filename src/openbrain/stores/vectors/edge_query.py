"""OpenBrain's plans in Qdrant Edge's terms: payload index kinds, filter conditions, points and query requests."""

from typing import Any
from uuid import UUID

import qdrant_edge as qe

from openbrain.stores.vectors.base import VectorPoint
from openbrain.stores.vectors.payload import (
    ACORN_MAX_SELECTIVITY,
    AnyOf,
    Between,
    Condition,
    Equals,
    FilterPlan,
    MissingOr,
    QueryPlan,
    point_payload,
    point_terms,
)
from openbrain.stores.vectors.words import DENSE, WORDS

# The dense vectors' layout: the originals stay on disk (read only to rescore a search's candidates), their int8
# copies in RAM carry the graph walk. A million 384-d vectors take 0.37 GB of RAM instead of 1.5, and the shard opens
# without reading the originals. Rescoring twice the asked candidates with the originals keeps the graph's recall
# (bench/engine.py at 1M: recall@30 against exact search 0.921, unquantized 0.932). Segments are quantized when the
# optimizer builds their index; a shard made before this layout is rebuilt so at its next optimization.
QUANTIZATION = qe.ScalarQuantizationConfig(type=qe.ScalarType.Int8, quantile=0.99, memory=qe.Memory.Pinned)
RESCORE = qe.QuantizationSearchParams(rescore=True, oversampling=2.0)
SPARSE = {WORDS: qe.EdgeSparseVectorParams(modifier=qe.Modifier.Idf)}  # BM25 weights x IDF over the workspace


def edge_config(dimension: int, **options: Any) -> qe.EdgeConfig:
    """A shard's configuration: the dense vectors' layout above, the words side, and ``options`` (HNSW...)."""
    dense = qe.EdgeVectorParams(size=dimension, distance=qe.Distance.Cosine, memory=qe.Memory.Cold)
    return qe.EdgeConfig(vectors={DENSE: dense}, sparse_vectors=SPARSE, quantization_config=QUANTIZATION, **options)


def edge_index_params(kind: str) -> Any:
    if kind == "tenant":
        return qe.KeywordIndexParams(is_tenant=True)
    if kind == "keyword":
        return qe.KeywordIndexParams(enable_hnsw=False)
    return qe.FloatIndexParams(enable_hnsw=False)


def edge_condition(condition: Condition) -> Any:
    match condition:
        case Equals(key, value):
            return qe.FieldCondition(key, match=qe.MatchValue(value))
        case AnyOf(key, values):
            return qe.FieldCondition(key, match=qe.MatchAny(list(values)))
        case Between(key, gte, gt, lt):
            return qe.FieldCondition(key, range=qe.RangeFloat(gte=gte, gt=gt, lt=lt))
        case MissingOr(inner):
            return qe.Filter(should=[qe.IsEmptyCondition(inner.key), edge_condition(inner)])
    raise TypeError(f"unknown condition {condition!r}")


def edge_filter(plan: FilterPlan) -> qe.Filter:
    must_not = [qe.HasIdCondition(set(plan.exclude_ids))] if plan.exclude_ids else None
    return qe.Filter(must=[edge_condition(c) for c in plan.must], must_not=must_not)


def edge_point(point: VectorPoint) -> qe.Point:
    vectors: dict[str, Any] = {DENSE: [float(x) for x in point.vector]}
    terms = point_terms(point)
    if terms is not None:
        vectors[WORDS] = qe.SparseVector(*terms)
    return qe.Point(point.id, vectors, point_payload(point))


def edge_requests(plan: QueryPlan) -> list[qe.QueryRequest]:
    """The ranked request, then (``plan.sides``, both sides searched) each side's own request: one batch."""
    flt = edge_filter(plan.filter)
    acorn = None
    if plan.filter.narrows:
        acorn = qe.AcornSearchParams(enable=True, max_selectivity=ACORN_MAX_SELECTIVITY)
    dense_params = qe.SearchParams(acorn=acorn, quantization=RESCORE)
    words_params = qe.SearchParams(idf=qe.IdfParams(corpus=edge_filter(plan.corpus)))
    sides: list[tuple[Any, Any]] = []  # (query, params) per side searched
    if plan.vector is not None:
        sides.append((qe.Query.Nearest(plan.vector, using=DENSE), dense_params))
    if plan.terms is not None:
        sides.append((qe.Query.Nearest(qe.SparseVector(*plan.terms), using=WORDS), words_params))

    def alone(query: Any, params: Any, limit: int) -> qe.QueryRequest:
        return qe.QueryRequest(
            limit=limit, query=query, filter=flt, params=params, with_payload=False, with_vector=False
        )

    # each query term's best match alone, after the lists: the words' ceiling (payload.answer)
    terms = [alone(qe.Query.Nearest(qe.SparseVector([i], [1.0]), using=WORDS), words_params, 1) for i in plan.term_ids]
    if not plan.fused:
        return [alone(*sides[0], plan.limit), *terms]
    if plan.fusion == "minmax":  # both lists: fused by payload.answer
        return [*(alone(q, params, plan.pool) for q, params in sides), *terms]
    weights = list(plan.weights) if plan.weights != (1.0, 1.0) else None
    fusion = qe.Fusion.Rrf(k=plan.rrf_k, weights=weights) if plan.fusion == "rrf" else qe.Fusion.Dbsf()
    fused = qe.QueryRequest(
        limit=plan.limit,
        prefetches=[qe.Prefetch(limit=plan.pool, query=q, filter=flt, params=params) for q, params in sides],
        query=fusion,
        with_payload=False,
        with_vector=False,
    )
    return [fused, *(alone(q, params, plan.pool) for q, params in sides)] if plan.sides else [fused]


def as_uuid(point_id: Any) -> UUID:
    return point_id if isinstance(point_id, UUID) else UUID(str(point_id))
