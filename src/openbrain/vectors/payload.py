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

from openbrain.embedding.base import EmbeddingProfile
from openbrain.errors import ConfigurationError, InvalidInput
from openbrain.vectors.base import VectorFilter, VectorPoint

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
    return {"provider": profile.provider, "model": profile.model, "dimension": profile.dimension}


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
