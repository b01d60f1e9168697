"""What a point carries besides its vector, and what a ``VectorFilter`` means, for every backend.

Both backends speak Qdrant's filter language through different classes (``qdrant_client.models`` and
``qdrant_edge``), so the semantics live here once, as a small backend-neutral plan; each backend only
translates the four condition shapes below into its own classes.

Times are stored as float epoch seconds (UTC) in a float payload index: one representation that both
engines range-filter the same way, with microsecond precision for any date this century.
"""

from collections.abc import Sequence
from dataclasses import dataclass
from datetime import UTC, datetime
from typing import Any, Literal
from uuid import UUID

from openbrain.core.errors import ConfigurationError, InvalidInput
from openbrain.stores.embedding.base import EmbeddingProfile
from openbrain.stores.vectors import words
from openbrain.stores.vectors.base import FusionMethod, IndexAnswer, IndexQuery, VectorFilter, VectorHit, VectorPoint
from openbrain.stores.vectors.fusion import minmax_hits, words_ceiling

TENANT_FIELD = "workspace_id"

# Every payload field recall filters on, with the index it gets. ``tenant`` is a keyword index with
# is_tenant=True (Qdrant's multitenancy layout: each workspace's points are stored together).
PAYLOAD_INDEXES: dict[str, Literal["tenant", "keyword", "float"]] = {
    TENANT_FIELD: "tenant",
    "agent_id": "keyword",
    "type": "keyword",
    "tags": "keyword",
    "project": "keyword",
    "confidence": "float",
    "created_at": "float",
    "expires_at": "float",
}

# Filtered HNSW search with ACORN: when the filter keeps less than this share of the points, the graph
# walk also explores neighbours' neighbours, so filters that narrow a workspace (type, tags, confidence...)
# keep their recall on an HNSW segment (measured at 100K points: recall@10 0.70 -> 0.99). It is asked for
# only when the plan ``narrows`` the workspace: the graph is per workspace already, and ACORN triples the
# cost of a search whose only other condition is expiry, which keeps almost every point.
ACORN_MAX_SELECTIVITY = 0.4


def epoch_seconds(moment: datetime) -> float:
    """Float seconds since the epoch; a naive datetime is taken as UTC (how the database returns them)."""
    if moment.tzinfo is None:
        moment = moment.replace(tzinfo=UTC)
    return moment.timestamp()


def point_payload(point: VectorPoint) -> dict[str, Any]:
    """The payload stored with a point. Absent values are left out (``is_empty`` matches them)."""
    payload: dict[str, Any] = {
        TENANT_FIELD: point.workspace_id,
        "agent_id": point.agent_id,
        "type": point.type,
        "tags": list(point.tags),
        "confidence": float(point.confidence),
        "created_at": epoch_seconds(point.created_at),
    }
    if point.project is not None:
        payload["project"] = point.project
    if point.expires_at is not None:
        payload["expires_at"] = epoch_seconds(point.expires_at)
    return payload


@dataclass(frozen=True)
class Equals:
    """The field holds ``value`` (for a list field: one of its items is ``value``)."""

    key: str
    value: str


@dataclass(frozen=True)
class AnyOf:
    """The field holds one of ``values``."""

    key: str
    values: tuple[str, ...]


@dataclass(frozen=True)
class Between:
    """A numeric range; bounds that are ``None`` are open."""

    key: str
    gte: float | None = None
    gt: float | None = None
    lt: float | None = None


@dataclass(frozen=True)
class MissingOr:
    """The field is absent, or ``condition`` holds (e.g. "never expires, or expires after t")."""

    condition: Between


Condition = Equals | AnyOf | Between | MissingOr


@dataclass(frozen=True)
class FilterPlan:
    """Every condition in ``must`` holds and the point's id is not in ``exclude_ids``.

    ``narrows`` says whether a condition other than the workspace, expiry and excluded ids may drop a
    large share of the workspace's points (the cue for ACORN).
    """

    must: tuple[Condition, ...]
    exclude_ids: tuple[UUID, ...] = ()
    narrows: bool = False


def plan_filter(flt: VectorFilter) -> FilterPlan:
    """Turn a ``VectorFilter`` into conditions. The workspace condition is always the first one.

    Raises:
        InvalidInput: ``workspace_id`` is empty (a search must never span tenants).
    """
    if not flt.workspace_id:
        raise InvalidInput("A vector search needs a workspace_id: searches never span workspaces.")
    must: list[Condition] = [Equals(TENANT_FIELD, flt.workspace_id)]
    if flt.project is not None:
        must.append(Equals("project", flt.project))
    if flt.types:
        must.append(AnyOf("type", tuple(dict.fromkeys(flt.types))))
    if flt.agent_id is not None:
        must.append(Equals("agent_id", flt.agent_id))
    for tag in dict.fromkeys(flt.tags):  # every tag must be present: one condition per tag
        must.append(Equals("tags", tag))
    if flt.min_confidence is not None:
        must.append(Between("confidence", gte=float(flt.min_confidence)))
    if flt.created_after is not None or flt.created_before is not None:
        must.append(
            Between(
                "created_at",
                gte=epoch_seconds(flt.created_after) if flt.created_after is not None else None,
                lt=epoch_seconds(flt.created_before) if flt.created_before is not None else None,
            )
        )
    narrows = len(must) > 1
    if flt.alive_at is not None:
        must.append(MissingOr(Between("expires_at", gt=epoch_seconds(flt.alive_at))))
    return FilterPlan(must=tuple(must), exclude_ids=tuple(dict.fromkeys(flt.exclude_ids)), narrows=narrows)


def check_vectors(profile: EmbeddingProfile, vectors: Sequence[Sequence[float]]) -> None:
    """Refuse vectors whose length is not the profile's dimension, before they reach the store.

    Raises:
        ConfigurationError: a vector of another length (the embedder and its profile disagree).
    """
    for vector in vectors:
        if len(vector) != profile.dimension:
            raise ConfigurationError(
                f"The embedding model '{profile.model}' is configured for {profile.dimension}-dimensional "
                f"vectors but produced one of {len(vector)}: set OPENBRAIN_EMBEDDING__DIMENSION to the model's "
                "real dimension (or pick another model), then run `openbrain reindex`."
            )


def profile_record(profile: EmbeddingProfile) -> dict[str, Any]:
    """What is stored with a collection to recognise the vectors it holds."""
    return {
        "provider": profile.provider,
        "model": profile.model,
        "dimension": profile.dimension,
        "words": words.WORDS_VERSION,
    }


def words_of(record: dict[str, Any] | None) -> int:
    """The words version a collection's record names: a record from before versions means 1; no record (no
    collection yet) means the current one."""
    if record is None:
        return words.WORDS_VERSION
    version = record.get("words", 1)
    return version if isinstance(version, int) else 1


def rewritten_terms(texts: Sequence[tuple[UUID, str]]) -> list[tuple[UUID, tuple[list[int], list[float]]]]:
    """Each text's current sparse vector; texts without a word (stop words alone) keep no sparse vector to set."""
    found = [(point_id, words.document_terms(text)) for point_id, text in texts]
    return [(point_id, terms) for point_id, terms in found if words.has_terms(terms)]


def check_profile(collection: str, stored: dict[str, Any], profile: EmbeddingProfile) -> None:
    """Raise when a collection was built for another dimension or model than ``profile``.

    A missing ``model`` in ``stored`` (a collection OpenBrain did not create) only checks the dimension.

    Raises:
        ConfigurationError: saying what the collection holds and to run ``openbrain reindex``.
    """
    stored_dimension = stored.get("dimension")
    stored_model = stored.get("model")
    if stored_dimension == profile.dimension and (stored_model is None or stored_model == profile.model):
        return
    holds = f"{stored_dimension}-dimensional vectors" if stored_dimension is not None else "vectors"
    if stored_model is not None:
        holds += f" of the model '{stored_model}'"
    raise ConfigurationError(
        f"The vector collection '{collection}' holds {holds}, but the configured embedding model "
        f"'{profile.model}' makes {profile.dimension}-dimensional ones. Run `openbrain reindex` to rebuild the "
        "index for the configured model, or configure the model the index was built with."
    )


@dataclass(frozen=True)
class QueryPlan:
    """What one ``IndexQuery`` asks of an engine, in backend-neutral terms.

    ``vector`` and ``terms`` are the sides to search (either may be ``None``); with both, each side keeps ``pool``
    candidates under ``filter`` and the engine fuses them. ``corpus`` is the population IDF is computed over: the
    workspace alone, whatever else the filter says, so word scores do not move with another workspace's words.
    """

    filter: FilterPlan
    corpus: FilterPlan
    limit: int
    pool: int
    vector: list[float] | None
    terms: tuple[list[int], list[float]] | None
    fusion: FusionMethod
    rrf_k: int
    weights: tuple[float, float]
    scale_depth: int
    sides: bool
    known: tuple[tuple[int, float], ...] = ()  # ceiling terms whose best is already known (``ceiling.TermBests``)

    @property
    def fused(self) -> bool:
        return self.vector is not None and self.terms is not None

    @property
    def ceiling_terms(self) -> list[int]:
        """The query terms whose best match alone makes the words' ceiling: for the words side alone and for
        minmax, whose scales need it; none for the engine's own fusions."""
        if self.terms is None or (self.fused and self.fusion != "minmax"):
            return []
        return list(self.terms[0])

    @property
    def term_ids(self) -> list[int]:
        """The ceiling terms whose best match alone is asked after the lists (those not ``known``)."""
        known = dict(self.known)
        return [term for term in self.ceiling_terms if term not in known]


def plan_query(profile: EmbeddingProfile, query: IndexQuery) -> QueryPlan | None:
    """Check and translate a query; ``None`` when there is nothing to search (limit 0, or a text of stop words
    alone and no vector).

    Raises:
        InvalidInput: no workspace, or neither a vector nor a text.
        ConfigurationError: a vector of another length than the profile's.
    """
    plan = plan_filter(query.filter)
    if query.vector is None and query.text is None:
        raise InvalidInput("An index query needs a vector, a text or both.")
    vector = None
    if query.vector is not None:
        check_vectors(profile, [query.vector])
        vector = [float(x) for x in query.vector]
    terms = words.query_terms(query.text) if query.text is not None else None
    if terms is not None and not words.has_terms(terms):
        terms = None
    if query.limit <= 0 or (vector is None and terms is None):
        return None
    return QueryPlan(
        filter=plan,
        corpus=FilterPlan(must=(Equals(TENANT_FIELD, query.filter.workspace_id),)),
        limit=query.limit,
        pool=max(query.pool, query.limit),
        vector=vector,
        terms=terms,
        fusion=query.fusion,
        rrf_k=query.rrf_k,
        weights=query.weights,
        scale_depth=query.scale_depth,
        sides=query.sides,
    )


def point_terms(point: VectorPoint) -> tuple[list[int], list[float]] | None:
    """The sparse vector of a point's text, ``None`` when it has no words to index."""
    terms = words.document_terms(point.text) if point.text else None
    return terms if terms is not None and words.has_terms(terms) else None


def answer(plan: QueryPlan, lists: list[list[VectorHit]]) -> IndexAnswer:
    """Name the lists an engine returned for ``plan``: the ranked list, then with ``plan.sides`` and both sides
    searched, the dense and the words side's own lists, then each of ``plan.term_ids``' best match alone (every
    backend asks in this order). ``minmax`` asks for the two sides alone and is fused here, its answer always with
    both lists. Scores are on 0..1 but for the engine's fusions: minmax's over both sides' weights, the words side
    alone's as a share of its ceiling (``fusion.words_ceiling``), meaning alone's the cosine; the side lists keep
    the raw scores."""
    count = len(plan.term_ids)
    asked = [found[0].score if found else 0.0 for found in lists[len(lists) - count :]] if count else []
    bests = dict(plan.known) | dict(zip(plan.term_ids, asked, strict=True))
    term_bests = tuple(bests[term] for term in plan.ceiling_terms) if plan.ceiling_terms else None
    if plan.fused and plan.fusion == "minmax":
        hits = minmax_hits(lists[0], lists[1], plan.limit, plan.weights, plan.scale_depth, term_bests or ())
        return IndexAnswer(hits, dense=lists[0], words=lists[1], term_bests=term_bests)
    if not plan.fused and term_bests is not None:  # the words side alone
        ceiling = words_ceiling(term_bests)
        hits = [VectorHit(h.id, min(h.score / ceiling, 1.0) if ceiling > 0 else 0.0) for h in lists[0]]
        return IndexAnswer(hits, words=lists[0] if plan.sides else None, term_bests=term_bests)
    hits = lists[0]
    if not plan.sides:
        return IndexAnswer(hits)
    if plan.fused:
        return IndexAnswer(hits, dense=lists[1], words=lists[2])
    return IndexAnswer(hits, dense=hits if plan.vector is not None else None, words=hits if plan.terms else None)


def empty_answer(query: IndexQuery) -> IndexAnswer:
    """The answer when nothing can match (no collection yet, limit 0, a text of stop words alone)."""
    if not query.sides:
        return IndexAnswer([])
    return IndexAnswer([], dense=[] if query.vector is not None else None, words=[] if query.text is not None else None)
