"""The vector index on qdrant-client: a Qdrant server (stack and scale-out modes), or local mode.

Local mode (``path`` or ``":memory:"``) is qdrant-client's in-process engine: the same client API with
brute-force numpy search and no payload indexes. It serves tests and small single-process setups; it locks
its folder to one process and is not thread-safe, so calls to it are serialised here.

One collection per embedding profile holds every workspace, ``workspace_id`` being a tenant payload index;
the HNSW graph is built per workspace (``m=0, payload_m=16``), Qdrant's multitenancy layout, since every
search is filtered by workspace. The profile is recorded in the collection's metadata.
"""

import contextlib
import logging
import math
import os
import threading
import warnings
from collections.abc import Callable, Iterator, Sequence
from typing import Any, TypeVar
from uuid import UUID

import httpx
from qdrant_client import QdrantClient, models
from qdrant_client.common.client_exceptions import QdrantException, ResourceExhaustedResponse
from qdrant_client.http.exceptions import ResponseHandlingException, UnexpectedResponse

from openbrain.core.errors import ConfigurationError, OpenBrainError, Unavailable
from openbrain.stores.embedding.base import EmbeddingProfile
from openbrain.stores.vectors.base import IndexAnswer, IndexQuery, VectorFilter, VectorHit, VectorPoint
from openbrain.stores.vectors.payload import (
    ACORN_MAX_SELECTIVITY,
    PAYLOAD_INDEXES,
    AnyOf,
    Between,
    Condition,
    Equals,
    FilterPlan,
    MissingOr,
    QueryPlan,
    answer,
    check_profile,
    check_vectors,
    empty_answer,
    plan_query,
    point_payload,
    point_terms,
    profile_record,
    rewritten_terms,
    words_of,
)
from openbrain.stores.vectors.words import DENSE, WORDS

logger = logging.getLogger(__name__)

T = TypeVar("T")

MEMORY = ":memory:"
_METADATA_KEY = "openbrain"
_CLOSED = "The vector index has been closed; restart OpenBrain to search memories by meaning again."


class _Missing(Exception):
    """The collection does not exist (HTTP 404, or local mode's "not found")."""


class QdrantIndex:
    """Vector index on qdrant-client. Nothing connects until the first call.

    Args:
        url: A Qdrant server; when ``None``, local mode at ``path``.
        api_key: The server's API key.
        path: Local mode's folder, or ``":memory:"`` (the default without ``url``).
        timeout: Seconds per request to a server (rounded up to whole seconds by qdrant-client).
        shards: Shards of a collection this index creates (Qdrant cluster).
        replication_factor: Replicas of a collection this index creates (Qdrant cluster).
    """

    def __init__(
        self,
        *,
        url: str | None = None,
        api_key: str | None = None,
        path: str | os.PathLike[str] | None = None,
        timeout: float = 10.0,
        shards: int = 1,
        replication_factor: int = 1,
    ) -> None:
        if url and path is not None:
            raise ConfigurationError("Set either a Qdrant server URL or a local-mode path, not both.")
        self._url = url
        self._api_key = api_key
        self._location = None if url else (MEMORY if path is None or str(path) == MEMORY else os.fspath(path))
        self._timeout = timeout
        self._shards = shards
        self._replication_factor = replication_factor
        self._lock = threading.Lock()  # guards _client, _ready, _closed
        # Local mode is not thread-safe: one call at a time. A server client (httpx) is.
        self._call_lock: contextlib.AbstractContextManager[Any] = (
            threading.RLock() if self._location is not None else contextlib.nullcontext()
        )
        self._client_instance: QdrantClient | None = None
        self._ready: set[tuple[str, str, int]] = set()  # (collection, model, dimension) checked or created
        self._closed = False

    @property
    def is_local(self) -> bool:
        """Whether this is qdrant-client's local mode (no server)."""
        return self._location is not None

    # -- the VectorIndex protocol -------------------------------------------------------------------------

    def ensure_collection(self, profile: EmbeddingProfile) -> None:
        """Create the profile's collection and payload indexes if missing.

        Raises:
            ConfigurationError: the collection exists with another dimension or model, or the server
                refused the API key.
            Unavailable: the server cannot be reached or failed.
        """
        name = profile.collection_name
        try:
            info = self._call("check the vector collection", lambda c: c.get_collection(name))
        except _Missing:
            info = None
        if info is None:
            try:
                self._call("create the vector collection", lambda c: self._create(c, profile))
            except Unavailable as error:
                # Another replica may have created it meanwhile (HTTP 409): look again before giving up.
                try:
                    info = self._call("check the vector collection", lambda c: c.get_collection(name))
                except _Missing:
                    raise error from None
        if info is not None:
            check_profile(name, _stored_profile(info), profile)
        schema = set(info.payload_schema or {}) if info is not None else set()
        for field, kind in PAYLOAD_INDEXES.items():
            if field not in schema:
                self._call("create a payload index", lambda c, f=field, k=kind: self._create_index(c, name, f, k))
        with self._lock:
            self._ready.add(_ready_key(profile))

    def upsert(self, profile: EmbeddingProfile, points: Sequence[VectorPoint]) -> None:
        """Insert or replace points (vector and whole payload); returns once the server applied them."""
        if not points:
            return
        check_vectors(profile, [point.vector for point in points])
        structs = [_point_struct(point) for point in points]
        name = profile.collection_name
        for attempt in range(2):
            self._ensure_once(profile)
            try:
                self._call("store vectors", lambda c: c.upsert(name, points=structs, wait=True))
                return
            except _Missing:  # deleted behind our back: create it again, once
                with self._lock:
                    self._ready.discard(_ready_key(profile))
                if attempt:
                    raise Unavailable("The vector collection disappeared while storing vectors; retry.") from None

    def delete(self, profile: EmbeddingProfile, ids: Sequence[UUID]) -> None:
        """Delete points by id; missing ids (and a missing collection) are ignored."""
        if not ids:
            return
        selector = models.PointIdsList(points=[str(point_id) for point_id in dict.fromkeys(ids)])
        with contextlib.suppress(_Missing):
            self._call(
                "delete vectors",
                lambda c: c.delete(profile.collection_name, points_selector=selector, wait=True),
            )

    def search(
        self, profile: EmbeddingProfile, vector: Sequence[float], flt: VectorFilter, limit: int
    ) -> list[VectorHit]:
        """Nearest points of ``flt.workspace_id`` that satisfy the filter, best cosine similarity first."""
        return self.query(profile, IndexQuery(filter=flt, limit=limit, vector=vector)).hits

    def query(self, profile: EmbeddingProfile, query: IndexQuery) -> IndexAnswer:
        """Points of ``query.filter.workspace_id`` ranked by meaning, words or both fused, in one request."""
        plan = plan_query(profile, query)
        if plan is None:
            return empty_answer(query)
        requests = _query_requests(plan, acorn=not self.is_local)
        name = profile.collection_name
        try:
            with warnings.catch_warnings():
                # Local mode searches exhaustively; it warns that search parameters other than idf mean nothing.
                warnings.filterwarnings("ignore", message="Local mode performs exact", category=UserWarning)
                responses = self._call("search", lambda c: c.query_batch_points(name, requests=requests))
        except _Missing:
            return empty_answer(query)
        lists = [[VectorHit(id=UUID(str(p.id)), score=float(p.score)) for p in r.points] for r in responses]
        return answer(plan, lists)

    def iter_ids(self, profile: EmbeddingProfile, batch_size: int = 1000) -> Iterator[UUID]:
        """Every point id of the collection, one scroll request per batch."""
        offset: Any = None
        while True:
            try:
                records, offset = self._call(
                    "list vector ids",
                    lambda c, start=offset: c.scroll(
                        profile.collection_name,
                        limit=batch_size,
                        offset=start,
                        with_payload=False,
                        with_vectors=False,
                    ),
                )
            except _Missing:
                return
            for record in records:
                yield UUID(str(record.id))
            if offset is None:
                return

    @contextlib.contextmanager
    def bulk(self, profile: EmbeddingProfile) -> Iterator[None]:
        """A bulk load: nothing to hold, the server optimizes by itself."""
        yield

    def vectors(self, profile: EmbeddingProfile, ids: Sequence[UUID]) -> dict[UUID, list[float]]:
        """The dense vectors of the points among ``ids``."""
        if not ids:
            return {}
        try:
            found = self._call(
                "read vectors",
                lambda c: c.retrieve(profile.collection_name, list(ids), with_payload=False, with_vectors=[DENSE]),
            )
        except _Missing:
            return {}
        return {UUID(str(r.id)): [float(x) for x in r.vector[DENSE]] for r in found if isinstance(r.vector, dict)}

    def drop_collection(self, profile: EmbeddingProfile) -> bool:
        """Delete the profile's collection; ``False`` when there was none."""
        with self._lock:
            self._ready.discard(_ready_key(profile))
        try:
            name = profile.collection_name
            return bool(self._call("remove the vector collection", lambda c: c.delete_collection(name)))
        except _Missing:
            return False

    def count(self, profile: EmbeddingProfile) -> int:
        """Points in the collection (0 when it does not exist)."""
        try:
            result = self._call("count vectors", lambda c: c.count(profile.collection_name, exact=True))
        except _Missing:
            return 0
        return int(result.count)

    def words_version(self, profile: EmbeddingProfile) -> int:
        try:
            info = self._call("check the vector collection", lambda c: c.get_collection(profile.collection_name))
        except _Missing:
            return words_of(None)
        return words_of(dict((info.config.metadata or {}).get(_METADATA_KEY) or {}))

    def rewrite_words(self, profile: EmbeddingProfile, texts: Sequence[tuple[UUID, str]]) -> None:
        """New sparse vectors for the points that exist (a point missing from one update fails all of it)."""
        name = profile.collection_name
        if not texts:
            return
        ids = [str(point_id) for point_id, _ in texts]
        try:
            found = self._call("read vectors", lambda c: c.retrieve(name, ids, with_payload=False, with_vectors=False))
        except _Missing:
            return
        there = {UUID(str(record.id)) for record in found}
        vectors = [
            models.PointVectors(
                id=str(point_id), vector={WORDS: models.SparseVector(indices=terms[0], values=terms[1])}
            )
            for point_id, terms in rewritten_terms([(i, t) for i, t in texts if i in there])
        ]
        if not vectors:
            return
        try:
            self._call("rewrite words", lambda c: c.update_vectors(name, points=vectors, wait=True))
        except (_Missing, KeyError):  # a point deleted meanwhile fails the whole update: the next pass retries
            raise Unavailable("A point went away while its words were rewritten; the next pass retries.") from None

    def record_words(self, profile: EmbeddingProfile, version: int) -> None:
        name = profile.collection_name
        try:
            info = self._call("check the vector collection", lambda c: c.get_collection(name))
        except _Missing:
            return
        record = {**dict((info.config.metadata or {}).get(_METADATA_KEY) or {}), "words": version}
        self._call("record the words version", lambda c: c.update_collection(name, metadata={_METADATA_KEY: record}))

    def close(self) -> None:
        """Close the client (local mode flushes and unlocks its folder). Idempotent."""
        with self._lock:
            client, self._client_instance = self._client_instance, None
            self._closed = True
        if client is not None:
            with self._call_lock:
                try:
                    client.close()
                except Exception as exc:  # closing must not fail shutdown
                    logger.warning("Closing the Qdrant client failed: %s", exc)

    # -- internals ----------------------------------------------------------------------------------------------

    def _client(self) -> QdrantClient:
        with self._lock:
            if self._closed:
                raise Unavailable(_CLOSED)
            if self._client_instance is None:
                if self._url:
                    # check_compatibility would query the server from the constructor.
                    self._client_instance = QdrantClient(
                        url=self._url,
                        api_key=self._api_key,
                        timeout=math.ceil(self._timeout),
                        check_compatibility=False,
                    )
                elif self._location == MEMORY:
                    self._client_instance = QdrantClient(location=MEMORY, force_disable_check_same_thread=True)
                else:
                    self._client_instance = QdrantClient(path=self._location, force_disable_check_same_thread=True)
            return self._client_instance

    def _call(self, action: str, call: Callable[[QdrantClient], T]) -> T:
        """Run ``call`` on the client, turning the store's failures into OpenBrain errors.

        Raises:
            _Missing: the collection does not exist.
            ConfigurationError: the server refused the API key.
            Unavailable: anything else the store or the network did wrong.
        """
        try:
            with self._call_lock:
                return call(self._client())
        except (OpenBrainError, _Missing):
            raise
        except UnexpectedResponse as exc:
            if exc.status_code == 404:
                raise _Missing() from exc
            if exc.status_code in (401, 403):
                raise ConfigurationError(
                    "The Qdrant server refused the API key: set OPENBRAIN_VECTORS__API_KEY to a key that may "
                    "read and write the collections."
                ) from exc
            raise self._unavailable(action, f"it answered HTTP {exc.status_code}", exc) from exc
        except ValueError as exc:
            if self.is_local and "not found" in str(exc):  # local mode's missing collection
                raise _Missing() from exc
            raise
        except (ResponseHandlingException, httpx.HTTPError, ResourceExhaustedResponse, QdrantException) as exc:
            raise self._unavailable(action, _reason(exc), exc) from exc
        except (OSError, RuntimeError) as exc:  # local mode: folder locked, closed, disk errors
            if "already accessed" in str(exc):
                raise Unavailable(
                    "The local vector index folder is already open in another OpenBrain process. Connect to the "
                    "OpenBrain that is running, or give this one its own OPENBRAIN_VECTORS__PATH."
                ) from exc
            raise self._unavailable(action, "the local store failed", exc) from exc

    def _unavailable(self, action: str, reason: str, exc: BaseException) -> Unavailable:
        """An agent-readable error; the client's own text (which may name the URL) goes to the log only."""
        logger.warning("Qdrant could not %s: %s", action, exc)
        if self.is_local:
            return Unavailable(
                f"The local vector index could not {action} ({reason}). Memories are still stored and keyword "
                "search still works; retry, and run `openbrain reindex` if this persists."
            )
        return Unavailable(
            f"The Qdrant server could not {action} ({reason}). Memories are still stored and keyword search "
            "still works; check that Qdrant is running and reachable at OPENBRAIN_VECTORS__URL, then retry."
        )

    def _ensure_once(self, profile: EmbeddingProfile) -> None:
        with self._lock:
            ready = _ready_key(profile) in self._ready
        if not ready:
            self.ensure_collection(profile)

    def _create(self, client: QdrantClient, profile: EmbeddingProfile) -> None:
        client.create_collection(
            profile.collection_name,
            vectors_config={DENSE: models.VectorParams(size=profile.dimension, distance=models.Distance.COSINE)},
            sparse_vectors_config={WORDS: models.SparseVectorParams(modifier=models.Modifier.IDF)},
            shard_number=self._shards,
            replication_factor=self._replication_factor,
            hnsw_config=models.HnswConfigDiff(m=0, payload_m=16),
            metadata={_METADATA_KEY: profile_record(profile)},
        )

    def _create_index(self, client: QdrantClient, name: str, field: str, kind: str) -> None:
        schema: Any
        if kind == "tenant":
            schema = models.KeywordIndexParams(type=models.KeywordIndexType.KEYWORD, is_tenant=True)
        elif kind == "keyword":
            schema = models.KeywordIndexParams(type=models.KeywordIndexType.KEYWORD, enable_hnsw=False)
        else:
            schema = models.FloatIndexParams(type=models.FloatIndexType.FLOAT, enable_hnsw=False)
        with warnings.catch_warnings():
            # Local mode has no payload indexes and says so once per process; nothing to act on.
            warnings.filterwarnings("ignore", message="Payload indexes have no effect", category=UserWarning)
            client.create_payload_index(name, field, field_schema=schema, wait=True)


def _ready_key(profile: EmbeddingProfile) -> tuple[str, str, int]:
    return profile.collection_name, profile.model, profile.dimension


def _stored_profile(info: models.CollectionInfo) -> dict[str, Any]:
    """What the collection says it holds: OpenBrain's record, else at least the vector size."""
    metadata = info.config.metadata or {}
    record = dict(metadata.get(_METADATA_KEY) or {})
    vectors = info.config.params.vectors
    # The size is the truth even when the record says otherwise; a collection without our named vector is not ours.
    dense = vectors.get(DENSE) if isinstance(vectors, dict) else None
    record["dimension"] = dense.size if dense is not None else None
    return record


def _reason(exc: BaseException) -> str:
    source = exc.source if isinstance(exc, ResponseHandlingException) else exc
    if isinstance(source, httpx.TimeoutException):
        return "it timed out"
    if isinstance(source, httpx.ConnectError):
        return "no connection"
    if isinstance(source, ResourceExhaustedResponse):
        return "it is rate limiting"
    return "no usable answer"


def _qdrant_condition(condition: Condition) -> Any:
    match condition:
        case Equals(key, value):
            return models.FieldCondition(key=key, match=models.MatchValue(value=value))
        case AnyOf(key, values):
            return models.FieldCondition(key=key, match=models.MatchAny(any=list(values)))
        case Between(key, gte, gt, lt):
            return models.FieldCondition(key=key, range=models.Range(gte=gte, gt=gt, lt=lt))
        case MissingOr(inner):
            return models.Filter(
                should=[models.IsEmptyCondition(is_empty=models.PayloadField(key=inner.key)), _qdrant_condition(inner)]
            )
    raise TypeError(f"unknown condition {condition!r}")


def _qdrant_filter(plan: FilterPlan) -> models.Filter:
    must_not = [models.HasIdCondition(has_id=[str(i) for i in plan.exclude_ids])] if plan.exclude_ids else None
    return models.Filter(must=[_qdrant_condition(c) for c in plan.must], must_not=must_not)


def _point_struct(point: VectorPoint) -> models.PointStruct:
    vectors: dict[str, Any] = {DENSE: [float(x) for x in point.vector]}
    terms = point_terms(point)
    if terms is not None:
        vectors[WORDS] = models.SparseVector(indices=terms[0], values=terms[1])
    return models.PointStruct(id=str(point.id), vector=vectors, payload=point_payload(point))


def _query_requests(plan: QueryPlan, *, acorn: bool) -> list[models.QueryRequest]:
    """The ranked request, then (``plan.sides``, both sides searched) each side's own: one batch, as for Edge."""
    flt = _qdrant_filter(plan.filter)
    dense_params = None
    if plan.filter.narrows and acorn:
        dense_params = models.SearchParams(
            acorn=models.AcornSearchParams(enable=True, max_selectivity=ACORN_MAX_SELECTIVITY)
        )
    words_params = models.SearchParams(idf=models.IdfCorpusParams(corpus=_qdrant_filter(plan.corpus)))
    sides: list[tuple[Any, str, models.SearchParams | None]] = []
    if plan.vector is not None:
        sides.append((plan.vector, DENSE, dense_params))
    if plan.terms is not None:
        sides.append((models.SparseVector(indices=plan.terms[0], values=plan.terms[1]), WORDS, words_params))

    def alone(query: Any, using: str, params: models.SearchParams | None, limit: int) -> models.QueryRequest:
        return models.QueryRequest(
            query=query, using=using, filter=flt, params=params, limit=limit, with_payload=False, with_vector=False
        )

    # each query term's best match alone, after the lists: the words' ceiling (payload.answer)
    terms = [alone(models.SparseVector(indices=[i], values=[1.0]), WORDS, words_params, 1) for i in plan.term_ids]
    if not plan.fused:
        return [alone(*sides[0], plan.limit), *terms]
    if plan.fusion == "minmax":  # both lists: fused by payload.answer
        return [*(alone(q, using, params, plan.pool) for q, using, params in sides), *terms]
    fusion: Any = (
        models.RrfQuery(
            rrf=models.Rrf(k=plan.rrf_k, weights=list(plan.weights) if plan.weights != (1.0, 1.0) else None)
        )
        if plan.fusion == "rrf"
        else models.FusionQuery(fusion=models.Fusion.DBSF)
    )
    fused = models.QueryRequest(
        prefetch=[
            models.Prefetch(query=q, using=using, filter=flt, params=params, limit=plan.pool)
            for q, using, params in sides
        ],
        query=fusion,
        limit=plan.limit,
        with_payload=False,
        with_vector=False,
    )
    return [fused, *(alone(q, using, params, plan.pool) for q, using, params in sides)] if plan.sides else [fused]
