"""`openbrain eval`: load a retrieval dataset into a fresh store and measure every retriever and recall tier.

The dataset format is documented in eval/README.md: memory lines (id, group, text, type, project, tags,
confidence, optional supersedes) and query lines (id, group, category, query, expected, optional forbidden and
decoys). Each group becomes its own workspace; memories are remembered in file order, each ``supersedes``
applied as it comes, on a clock that moves 12 hours per memory (so recency has something to work on).

Systems measured, each on every query with top_k = 10:

* ``lexical``: the index's word search alone (BM25 with the workspace's IDF);
* ``dense``: the vector search alone (cosine);
* ``hybrid``: the two fused in the index as recall fuses them, without ranking signals;
* ``quick``, ``semantic``, ``hybrid-tier``, ``deep``, ``auto``: ``BrainService.recall`` in that mode, the
  full pipeline with ranking signals.
"""

import json
import time
import uuid
from collections import defaultdict
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass, field
from datetime import UTC, datetime, timedelta
from pathlib import Path
from typing import Any

from pydantic import BaseModel, Field, ValidationError

from openbrain.core.errors import InvalidInput
from openbrain.core.models import Caller, MemoryType, RecallMode
from openbrain.engine.recall import ranking
from openbrain.engine.service import BrainService
from openbrain.stores.embedding.base import Embedder, EmbeddingProfile
from openbrain.stores.vectors.base import IndexQuery, VectorFilter

RETRIEVERS = ("lexical", "dense", "hybrid")
TIERS = ("quick", "semantic", "hybrid-tier", "deep", "auto")
SYSTEMS = RETRIEVERS + TIERS
CATEGORIES = ("paraphrase", "identifier", "keyword", "decoy", "superseded", "multi")
KS = (1, 5, 10)
DEPTH = max(KS)
EPOCH = datetime(2025, 1, 1, tzinfo=UTC)
STEP = timedelta(hours=12)


class EvalMemory(BaseModel):
    id: str
    group: str
    text: str
    type: MemoryType
    project: str | None = None
    tags: list[str] = Field(default_factory=list)
    confidence: float = 0.8
    supersedes: str | None = None


class EvalQuery(BaseModel):
    id: str
    group: str
    category: str
    query: str
    expected: list[str]
    forbidden: list[str] = Field(default_factory=list)
    decoys: list[str] = Field(default_factory=list)


@dataclass
class Dataset:
    memories: list[EvalMemory]
    queries: list[EvalQuery]

    def only(self, groups: Sequence[str] = (), max_queries: int | None = None) -> "Dataset":
        """A slice: the given groups (all if none), at most ``max_queries`` queries (spread over categories)."""
        memories = [m for m in self.memories if not groups or m.group in groups]
        queries = [q for q in self.queries if not groups or q.group in groups]
        if max_queries is not None and len(queries) > max_queries:
            by_category: dict[str, list[EvalQuery]] = defaultdict(list)
            for q in queries:
                by_category[q.category].append(q)
            picked: list[EvalQuery] = []
            while len(picked) < max_queries:
                for bucket in by_category.values():
                    if bucket and len(picked) < max_queries:
                        picked.append(bucket.pop(0))
            queries = sorted(picked, key=lambda q: self.queries.index(q))
        return Dataset(memories, queries)


def load_dataset(path: Path) -> Dataset:
    """Read and check a dataset file; errors name the line to fix."""
    try:
        lines = path.read_text(encoding="utf-8").splitlines()
    except OSError as exc:
        raise InvalidInput(f"cannot read the dataset {path}: {exc.strerror}.") from None
    memories: list[EvalMemory] = []
    queries: list[EvalQuery] = []
    for number, line in enumerate(lines, start=1):
        if not line.strip():
            continue
        try:
            record = json.loads(line)
            kind = record.pop("kind", None)
            if kind == "memory":
                memories.append(EvalMemory.model_validate(record))
            elif kind == "query":
                queries.append(EvalQuery.model_validate(record))
            else:
                raise InvalidInput(f'line {number}: "kind" must be "memory" or "query".')
        except (json.JSONDecodeError, ValidationError, AttributeError) as exc:
            raise InvalidInput(
                f"line {number} of {path.name} is not a valid record: {str(exc).splitlines()[0]}"
            ) from None
    known = {m.id: m.group for m in memories}
    for q in queries:
        for mid in q.expected + q.forbidden + q.decoys:
            if known.get(mid) != q.group:
                raise InvalidInput(f"query {q.id} names {mid}, which is not a memory of group {q.group}.")
    if not memories or not queries:
        raise InvalidInput(f"{path.name} holds {len(memories)} memories and {len(queries)} queries: it needs both.")
    return Dataset(memories, queries)


class CountingEmbedder:
    """Wraps the store's embedder: counts query embeddings (quick must make none) and caches them per text."""

    def __init__(self, inner: Embedder) -> None:
        self.inner = inner
        self.query_calls = 0
        self._cache: dict[str, list[float]] = {}

    @property
    def profile(self) -> EmbeddingProfile:
        return self.inner.profile

    def embed_documents(self, texts: Sequence[str]) -> list[list[float]]:
        return self.inner.embed_documents(texts)

    def embed_query(self, text: str) -> list[float]:
        self.query_calls += 1
        if text not in self._cache:
            self._cache[text] = self.inner.embed_query(text)
        return self._cache[text]

    def close(self) -> None:
        self.inner.close()


class ManualClock:
    def __init__(self, now: datetime) -> None:
        self.now = now

    def __call__(self) -> datetime:
        return self.now


@dataclass
class Loaded:
    """The dataset in the store: dataset id -> memory id, and back.

    A memory whose content repeats an earlier one of its group exactly ("Thanks!" in a conversation) is stored
    once: ``merged`` maps its dataset id to the earlier one's, and a query expecting either counts the one stored.
    """

    ids: dict[str, uuid.UUID]
    names: dict[uuid.UUID, str]
    retired: set[str]
    near_duplicates: list[str]
    seconds: float
    merged: dict[str, str] = field(default_factory=dict)


def load_into(service: BrainService, dataset: Dataset, clock: ManualClock) -> Loaded:
    """Remember every memory in file order in its group's workspace, applying supersedes as they come.

    A memory the near-duplicate check refuses is stored anyway (and listed): the dataset decides what exists.
    """
    started = time.perf_counter()
    ids: dict[str, uuid.UUID] = {}
    names: dict[uuid.UUID, str] = {}
    near: list[str] = []
    merged: dict[str, str] = {}
    for number, memory in enumerate(dataset.memories):
        clock.now = EPOCH + STEP * number
        request: dict[str, Any] = {
            "content": memory.text,
            "type": memory.type,
            "project": memory.project,
            "tags": memory.tags,
            "confidence": memory.confidence,
            "supersedes": ids[memory.supersedes] if memory.supersedes else None,
        }
        caller = Caller(workspace_id=memory.group, agent_id="openbrain-eval")
        result = service.remember(caller, request)
        if result.near_duplicate:
            near.append(memory.id)
            result = service.remember(caller, {**request, "allow_near_duplicate": True})
        if result.duplicate:
            if memory.supersedes or result.id not in names:
                raise InvalidInput(f"memory {memory.id} repeats the content of a memory it supersedes.")
            merged[memory.id] = names[result.id]
        else:
            names[result.id] = memory.id
        ids[memory.id] = result.id
    clock.now = EPOCH + STEP * (len(dataset.memories) + 2)
    retired = {m.supersedes for m in dataset.memories if m.supersedes}
    return Loaded(ids, names, retired, near, time.perf_counter() - started, merged)


class Score(BaseModel):
    """Metrics of one system over a set of queries."""

    queries: int
    recall_at: dict[int, float] = Field(description="Mean share of expected memories in the top k.")
    mrr: float = Field(description="Mean reciprocal rank of the first expected memory (0 beyond rank 10).")
    forbidden_returned: int = Field(description="Queries that returned a superseded memory at any rank.")
    decoy_above: int = Field(default=0, description="Queries where a named decoy outranked every expected memory.")
    decoy_queries: int = 0


class SystemReport(BaseModel):
    overall: Score
    categories: dict[str, Score]
    embed_calls: int = Field(description="Query embeddings computed (quick must be 0).")
    tiers: dict[str, int] = Field(default_factory=dict, description="How many queries each tier answered.")
    ms_per_query: float


class EvalReport(BaseModel):
    dataset: str
    memories: int
    queries: int
    groups: int
    database: str
    vectors: str
    embedding: str
    load_seconds: float
    near_duplicates_on_load: list[str]
    merged_on_load: dict[str, str] = Field(
        default_factory=dict, description="Dataset memories whose content repeats an earlier one's: stored once."
    )
    systems: dict[str, SystemReport]


@dataclass
class _Tally:
    recall: dict[int, list[float]] = field(default_factory=lambda: {k: [] for k in KS})
    rr: list[float] = field(default_factory=list)
    forbidden: int = 0
    decoy_above: int = 0
    decoy_queries: int = 0

    def add(self, ranked: list[str], query: EvalQuery, retired: set[str], merged: dict[str, str]) -> None:
        expected = {merged.get(mid, mid) for mid in query.expected}
        for k in KS:
            self.recall[k].append(len(expected & set(ranked[:k])) / len(expected))
        first = next((i for i, mid in enumerate(ranked[:DEPTH]) if mid in expected), None)
        self.rr.append(0.0 if first is None else 1.0 / (first + 1))
        if ({merged.get(mid, mid) for mid in query.forbidden} | retired) & set(ranked):
            self.forbidden += 1
        if query.decoys:
            self.decoy_queries += 1
            decoy = next((i for i, mid in enumerate(ranked) if mid in query.decoys), None)
            if decoy is not None and (first is None or decoy < first):
                self.decoy_above += 1

    def score(self) -> Score:
        n = len(self.rr)
        return Score(
            queries=n,
            recall_at={k: round(sum(v) / n, 4) if n else 0.0 for k, v in self.recall.items()},
            mrr=round(sum(self.rr) / n, 4) if n else 0.0,
            forbidden_returned=self.forbidden,
            decoy_above=self.decoy_above,
            decoy_queries=self.decoy_queries,
        )


def evaluate(
    service: BrainService,
    embedder: CountingEmbedder,
    dataset: Dataset,
    loaded: Loaded,
    *,
    systems: Iterable[str] = SYSTEMS,
    progress: Callable[[str], None] | None = None,
) -> dict[str, SystemReport]:
    """Run every query through every system; metrics per category and overall."""
    reports: dict[str, SystemReport] = {}
    for system in systems:
        if system not in SYSTEMS:
            raise InvalidInput(f"unknown system {system!r}: choose from {', '.join(SYSTEMS)}.")
        if progress:
            progress(system)
        overall, per_category = _Tally(), defaultdict(_Tally)
        tiers: dict[str, int] = defaultdict(int)
        calls_before = embedder.query_calls
        started = time.perf_counter()
        for query in dataset.queries:
            ids, tier = _run(service, system, query)
            if tier:
                tiers[tier] += 1
            ranked = [loaded.names.get(mid, str(mid)) for mid in ids]
            overall.add(ranked, query, loaded.retired, loaded.merged)
            per_category[query.category].add(ranked, query, loaded.retired, loaded.merged)
        elapsed = time.perf_counter() - started
        service.flush()
        reports[system] = SystemReport(
            overall=overall.score(),
            categories={c: per_category[c].score() for c in CATEGORIES if c in per_category}
            | {c: t.score() for c, t in per_category.items() if c not in CATEGORIES},
            embed_calls=embedder.query_calls - calls_before,
            tiers=dict(tiers),
            ms_per_query=round(1000 * elapsed / max(len(dataset.queries), 1), 2),
        )
    return reports


def _run(service: BrainService, system: str, query: EvalQuery) -> tuple[list[uuid.UUID], str | None]:
    caller = Caller(workspace_id=query.group, agent_id="openbrain-eval", can_write=False)
    if system in TIERS:
        mode = RecallMode.hybrid if system == "hybrid-tier" else RecallMode(system)
        result = service.recall(caller, {"query": query.query, "top_k": DEPTH, "mode": mode})
        return [hit.id for hit in result.results], result.tier.value
    settings = service.settings.recall
    vector = service.embedder.embed_query(query.query) if system in ("dense", "hybrid") else None
    request = IndexQuery(
        filter=VectorFilter(workspace_id=query.group, alive_at=service.clock()),
        limit=DEPTH,
        vector=vector,
        text=query.query if system in ("lexical", "hybrid") else None,
        pool=max(DEPTH * 4, settings.candidate_pool),
        fusion=settings.fusion,
        rrf_k=settings.rrf_k,
    )
    method = settings.fusion if system == "hybrid" else "dense" if system == "dense" else "words"
    found = ranking(method, service.index.query(service.profile, request))
    rows = service.repository.hydrate(query.group, list(found.candidates), now=service.clock())
    for mid, cand in found.candidates.items():  # equal scores are ordered as recall orders them
        if mid in rows:
            cand.created = rows[mid].created_at.timestamp()
    return [c.id for c in found.ranked()], None
