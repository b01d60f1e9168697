"""Recall: request -> index query -> fusion -> hydration -> results.

One engine query finds the candidates: the vector index holds, per memory, the dense embedding of its content
and a BM25 sparse vector of its words (``vectors/words.py``), and a query searches both under the same filter
(workspace first), in one engine batch, and fuses them: by default each side's scores scaled to 0..1 over its own
candidates and summed (``vectors/fusion.py``). One select by primary key hydrates the rows of the candidates
that can still reach top_k once the signals are applied (the table is the source of truth: a memory forgotten or
expired since the index saw it is dropped here, and the next one read). Ranking signals (confidence; recency and
access when switched on) scale the fused score; nothing else re-ranks.

Tiers (``mode``):

* ``quick``: the words side alone, no embedding call.
* ``semantic``: the dense side alone.
* ``hybrid``: both, fused (``RecallSettings.fusion``; the measurements that chose it are in docs/retrieval.md).
* ``deep``: hybrid with larger candidate pools (``deep_pool`` per side), and each result's version history.
* ``auto`` (the default): ``quick`` when an identifier in the query singles out one memory, else ``hybrid``.

When the embedder or the index is down, the database's full-text search answers (``degraded``): it also finds the
memories stored while the embedder was down, which have no point in the index yet. Those memories are also searched
by words when the index is up but has not caught up with them (a failed upsert, a re-index): only then, and only
among them, does the database search words on the healthy path (``Recaller._catch_up``).
"""

import logging
import math
import uuid
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field, replace
from datetime import datetime, timedelta
from typing import Protocol

from openbrain.core.config import LimitSettings, RecallSettings, Settings
from openbrain.core.errors import InvalidInput, Unavailable
from openbrain.core.facts import identifiers
from openbrain.core.models import (
    Caller,
    RecallHit,
    RecallMode,
    RecallRequest,
    RecallResult,
    ScoreParts,
    VersionRef,
    parse,
)
from openbrain.engine import checks
from openbrain.engine.browse import unknown_project
from openbrain.engine.newest import NEWEST_FIRST_WINDOW, asks_for_now, meets, newest_first
from openbrain.engine.profiles import ActiveProfile
from openbrain.stores.db.filters import MemoryFilter
from openbrain.stores.db.repository import MemoryRepository
from openbrain.stores.db.tables import MemoryRow
from openbrain.stores.embedding.base import Embedder
from openbrain.stores.vectors.base import IndexAnswer, IndexQuery, VectorFilter, VectorHit, VectorIndex
from openbrain.stores.vectors.fusion import words_ceiling

log = logging.getLogger(__name__)

# Half-lives (days) of the recency decay per memory type. None: the type does not fade (a convention or an
# architecture decision holds until it is superseded). Used only when recall.recency_weight > 0.
HALF_LIFE_DAYS: dict[str, float | None] = {
    "bug": 90.0,
    "observation": 60.0,
    "plan": 45.0,
    "research": 180.0,
    "decision": None,
    "convention": None,
    "architecture": None,
    "episode": 60.0,
}
CONFIDENCE_PIVOT = 0.8  # the default confidence of remember: neither rewarded nor penalised


# -- the request ------------------------------------------------------------------------------------------------


@dataclass(frozen=True)
class Plan:
    """A validated recall request, as the pipeline runs it."""

    workspace_id: str
    query: str
    top_k: int
    filter: MemoryFilter
    mode: RecallMode
    explain: bool
    now: datetime
    min_score: float | None = None
    as_of: datetime | None = None  # the memories current then: live ones written by then, and retired ones


def vector_filter(workspace_id: str, flt: MemoryFilter, now: datetime) -> VectorFilter:
    """The index filter for a recall: the workspace, the request's filters, and only memories alive ``now``."""
    return VectorFilter(
        workspace_id=workspace_id,
        project=flt.project,
        types=tuple(flt.types),
        min_confidence=flt.min_confidence,
        agent_id=flt.agent_id,
        tags=tuple(flt.tags),
        created_after=flt.created_after,
        created_before=flt.created_before,
        alive_at=now,
    )


def as_of_plan(plan: Plan, as_of: datetime | None) -> Plan:
    """``plan`` asking for the memories current at ``as_of``: written by then (a time ahead of now is refused)."""
    if as_of is None:
        return plan
    if as_of > plan.now:
        raise InvalidInput("as_of is in the future: give a past time, or omit it for now.")
    before = as_of + timedelta(microseconds=1)
    if plan.filter.created_before is not None:
        before = min(before, plan.filter.created_before)
    return replace(plan, as_of=as_of, filter=replace(plan.filter, created_before=before))


AS_OF_RETIRED = 10  # memories retired since as_of, found by their words, that a recall as of then embeds again
NOTHING_RELEVANT = "Nothing relevant"


# -- fusion and signals -----------------------------------------------------------------------------------------


@dataclass
class Candidate:
    """One memory's evidence: the engine's fused score, each side's rank and score (with explain), signals."""

    id: uuid.UUID
    fused: float
    dense_rank: int | None = None
    cosine: float | None = None
    word_rank: int | None = None
    bm25: float | None = None
    confidence: float = 1.0
    recency: float = 1.0
    access: float = 1.0
    created: float = 0.0  # the memory's time (epoch seconds), once hydrated: equal scores go to the newer
    source: str | None = None  # set when not found by the ranking's method (a memory not in the index yet)

    @property
    def score(self) -> float:
        return self.fused * self.confidence * self.recency * self.access


@dataclass
class Ranking:
    """The candidates of one query and how they were found."""

    method: str  # minmax, rrf, dbsf (both sides fused), dense, words (one side), database (degraded fallback)
    candidates: dict[uuid.UUID, Candidate] = field(default_factory=dict)
    waiting: int = 0  # candidates that are not in the index yet, found by the database's word search
    words_share: float | None = None  # the best word match's share of what the query's words could score

    def ranked(self) -> list[Candidate]:
        """Best first. Equal scores (a memory first by meaning only against one first by words only) go to the
        better side rank when both sides' lists are known (minmax), then to the newer memory, then by id: an
        evaluation run repeats exactly, and explain never changes the order."""
        return sorted(self.candidates.values(), key=lambda c: (-c.score, self._tie_rank(c), -c.created, c.id))

    def _tie_rank(self, c: Candidate) -> int:
        if self.method != "minmax":
            return 0
        return min(r for r in (c.dense_rank, c.word_rank, 1 << 30) if r is not None)

    def parts(self, mid: uuid.UUID) -> ScoreParts:
        c = self.candidates[mid]
        return ScoreParts(
            fusion=c.source or self.method,
            fused=round(c.fused, 6),
            dense_rank=c.dense_rank,
            cosine=_round(c.cosine),
            word_rank=c.word_rank,
            bm25=_round(c.bm25),
            confidence=round(c.confidence, 6),
            recency=round(c.recency, 6),
            access=round(c.access, 6),
        )


def interleave(ranking: Ranking, waiting: Sequence[tuple[uuid.UUID, float]]) -> int:
    """Merge word matches among memories not in the index yet into an engine ranking; return how many were new.

    Their word scores come from the database, on another scale than the engine's, so they merge by rank: the
    r-th of them is placed just after the engine's r-th candidate (after the last, halving, when the engine has
    fewer). No weight decides how the two lists mix.
    """
    scores = [c.fused for c in ranking.ranked()]
    added = 0
    for rank, (mid, score) in enumerate(waiting, start=1):
        if mid in ranking.candidates:  # re-queued, but its point is still there
            continue
        if rank <= len(scores):
            fused = scores[rank - 1] * (1.0 - 1e-9)
        else:
            fused = (scores[-1] if scores else 1.0) * 0.5 ** (rank - len(scores))
        ranking.candidates[mid] = Candidate(mid, fused=fused, word_rank=rank, bm25=score, source="database")
        added += 1
    return added


def ranking(method: str, answer: IndexAnswer) -> Ranking:
    """Candidates from an index answer; each side's own list (when asked for) gives the explain parts."""
    result = Ranking(method)
    if answer.term_bests is not None:  # minmax, or the words side alone (whose hits are already shares)
        ceiling = words_ceiling(answer.term_bests)
        if method == "words":
            result.words_share = answer.hits[0].score if answer.hits else 0.0
        else:
            result.words_share = min(answer.words[0].score / ceiling, 1.0) if answer.words and ceiling > 0 else 0.0
    for hit in answer.hits:
        cosine = hit.score if method == "dense" else None  # meaning alone: its score is the cosine
        result.candidates.setdefault(hit.id, Candidate(hit.id, fused=hit.score, cosine=cosine))
    for rank, hit in enumerate(answer.dense or [], start=1):
        if (cand := result.candidates.get(hit.id)) is not None:
            cand.dense_rank, cand.cosine = rank, hit.score
    for rank, hit in enumerate(answer.words or [], start=1):
        if (cand := result.candidates.get(hit.id)) is not None:
            cand.word_rank, cand.bm25 = rank, hit.score
    return result


class SignalRow(Protocol):
    """What the signals read from a memory row (MemoryRow satisfies it)."""

    type: str
    confidence: float
    created_at: datetime
    access_count: int


def apply_signals(
    ranking: Ranking, rows: Mapping[uuid.UUID, SignalRow], *, now: datetime, settings: RecallSettings
) -> None:
    """Scale every candidate's fused score by its signals: confidence, type-dependent recency, access count.

    Multipliers, not additions: the fused score's scale depends on the fusion (minmax, cosines and words' shares
    0..1, DBSF up to 2, RRF about 1 / k), and a factor means the same nudge on every scale.
    """
    for mid, cand in ranking.candidates.items():
        row = rows.get(mid)
        if row is None:
            continue
        cand.created = row.created_at.timestamp()
        cand.confidence = 1.0 + settings.confidence_weight * (row.confidence - CONFIDENCE_PIVOT)
        if row.type == "episode":  # a user's turn kept whole: below a curated memory that matches as well
            cand.confidence *= settings.episode_weight
        if settings.recency_weight:
            cand.recency = 1.0 - settings.recency_weight * (1.0 - recency_factor(row.type, row.created_at, now))
        if settings.access_weight:
            cand.access = 1.0 + settings.access_weight * math.log1p(max(row.access_count, 0))


def recency_factor(memory_type: str, created_at: datetime, now: datetime) -> float:
    """1.0 for a new memory, halving every half-life of its type; always 1.0 for types that do not fade."""
    half_life = HALF_LIFE_DAYS.get(memory_type)
    if half_life is None:
        return 1.0
    age_days = max((now - created_at).total_seconds(), 0.0) / 86400.0
    return 0.5 ** (age_days / half_life)


# -- the auto tier's test ---------------------------------------------------------------------------------------


def words_answer(query: str, ranked: Sequence[uuid.UUID], contents: Mapping[uuid.UUID, str]) -> bool:
    """The auto tier's test: do words alone answer this query with confidence?

    Yes when the query names identifiers, the best word match contains every one of them verbatim, and the
    second best does not (so the identifier singles out one memory). Otherwise auto escalates to hybrid.
    """
    wanted = identifiers(query)
    if not wanted or not ranked:
        return False
    top = contents.get(ranked[0], "").lower()
    if not all(token in top for token in wanted):
        return False
    if len(ranked) > 1:
        second = contents.get(ranked[1], "").lower()
        if all(token in second for token in wanted):
            return False
    return True


def usual_pool(top_k: int, settings: RecallSettings) -> int:
    """Candidates per side of the hybrid tier (the deep tier fetches more)."""
    return max(top_k * 4, settings.candidate_pool)


# -- the pipeline -----------------------------------------------------------------------------------------------


class Stages(Protocol):
    """The parts recall reads, looked up at every call (``BrainService`` satisfies it; tests swap parts)."""

    repository: MemoryRepository
    index: VectorIndex
    embedder: Embedder
    settings: Settings
    profiles: ActiveProfile
    limits: LimitSettings
    clock: Callable[[], datetime]


class Recaller:
    """Runs recall plans against the index, the embedder and the table of ``stages`` (built by ``BrainService``)."""

    def __init__(self, stages: Stages) -> None:
        self.stages = stages

    def answer(
        self, caller: Caller, request: RecallRequest | dict, touch: Callable[[list[uuid.UUID], datetime], None]
    ) -> RecallResult:
        """``brain_recall``: the request checked and planned, recalled, and the results' access counts handed to
        ``touch`` (off the hot path); an empty answer names the workspace it searched."""
        req = parse(RecallRequest, request)
        limits = self.stages.limits
        query = req.query.strip()
        if not query:
            raise InvalidInput("query is empty: say what you want to know.")
        if len(query) > limits.max_query_chars:
            raise InvalidInput(f"query is longer than {limits.max_query_chars} characters: shorten it.")
        plan = Plan(
            workspace_id=caller.workspace_id,
            query=query,
            top_k=checks.bounded(req.top_k, "top_k", limits.max_top_k),
            filter=checks.memory_filter(req.filter, limits),
            mode=req.mode or RecallMode(self.stages.settings.recall.default_mode),
            explain=req.explain,
            now=self.stages.clock(),
            min_score=req.min_score,
        )
        if req.as_of is not None:
            plan = as_of_plan(plan, checks.in_range(req.as_of, "as_of"))
        if plan.min_score is not None and plan.mode is RecallMode.quick:
            raise InvalidInput("min_score needs the query's meaning, and mode quick embeds nothing: use another mode.")
        result = self.recall(plan)
        if result.results:
            touch([hit.id for hit in result.results], plan.now)
        elif result.message and result.message.startswith(NOTHING_RELEVANT):
            pass  # it says why, and names the workspace
        else:
            nothing = unknown_project(self.stages, caller, plan.filter.project) or (
                f"No live memory of workspace {caller.workspace_id!r} matches{checks.filtered(req.filter)}."
            )
            result.message = f"{nothing} {result.message}" if result.message else nothing
        return result

    def recall(self, plan: Plan) -> RecallResult:
        """Ranked live memories for a validated request, in the tier it asks for."""
        settings = self.stages.settings.recall
        pool = usual_pool(plan.top_k, settings)
        if plan.mode is RecallMode.deep:
            pool = max(pool, settings.deep_pool)
        flt = vector_filter(plan.workspace_id, plan.filter, plan.now)
        tier, degraded, message = plan.mode, False, None
        rows: dict[uuid.UUID, MemoryRow] = {}
        try:
            found: Ranking | None = None
            problem = self.stages.profiles.problem()
            if problem is not None:
                # The index holds another model's vectors (until `openbrain reindex`): its collection for this
                # model may be empty or partial, so even the words side cannot be trusted there.
                log.warning("recall degraded to the database's word search: another embedding model is active")
                found = self._database_words(plan, pool)
                message = f"{problem} Results match words only."
                return self._results(plan, found, rows, tier, pool, True, message)
            if plan.mode is RecallMode.auto:
                tier = RecallMode.hybrid
                if identifiers(plan.query):  # words can only answer alone when the query names an identifier
                    found = self._search(plan, flt, pool, text=plan.query)
                    # Every word candidate hydrated (at most 2 x top_k, one select, reused for the answer): equal
                    # word scores are then ordered by time, as the answer orders them, so the test is deterministic.
                    rows = self.stages.repository.hydrate(plan.workspace_id, list(found.candidates), now=plan.now)
                    for mid, cand in found.candidates.items():
                        if mid in rows:
                            cand.created = rows[mid].created_at.timestamp()
                    top = [c.id for c in found.ranked()[:2]]
                    if words_answer(plan.query, top, {mid: row.content for mid, row in rows.items()}):
                        tier = RecallMode.quick
                    else:
                        found, rows = None, {}
            if found is None and tier is RecallMode.quick:
                found = self._search(plan, flt, pool, text=plan.query)
            if found is None:
                try:
                    vector = self.stages.embedder.embed_query(plan.query)
                except Unavailable as exc:
                    # Memories stored meanwhile have no point in the index yet: only the table's words find them.
                    degraded, message = True, f"Search by meaning is unavailable ({exc}) Results match words only."
                    log.warning("recall degraded to the database's word search: %s", exc)
                    found = self._database_words(plan, pool)
                else:
                    text = None if tier is RecallMode.semantic else plan.query
                    found = self._search(plan, flt, pool, text=text, vector=vector)
        except Unavailable as exc:
            degraded = True
            message = (
                f"The vector index is unavailable ({exc}) Results match words only, from the database's word search."
            )
            log.warning("recall degraded to the database's word search: %s", exc)
            found = self._database_words(plan, pool)
        if plan.as_of is not None and not degraded:
            # The index holds live memories only: those retired since as_of are found by their words, by rank.
            gone = self.stages.repository.lexical_search(
                plan.workspace_id, plan.query, plan.filter, now=plan.now, limit=AS_OF_RETIRED, retired_since=plan.as_of
            )
            interleave(found, gone)
            self._cosines(plan, found, [mid for mid, _ in gone])
        if found.waiting and not degraded:
            message = (
                f"{found.waiting} matching memories are not in the vector index yet (it is catching up); "
                "they were matched by words only."
            )
        return self._results(plan, found, rows, tier, pool, degraded, message)

    def _search(
        self, plan: Plan, flt: VectorFilter, pool: int, *, text: str | None = None, vector: list[float] | None = None
    ) -> Ranking:
        """One engine query: words, meaning, or both fused."""
        method = "words" if vector is None else "dense" if text is None else self.stages.settings.recall.fusion
        signals = self.stages.settings.recall
        if vector is None and not (signals.recency_weight or signals.access_weight):
            # The words side alone is final but for the confidence factor (x0.84 to x1.04 at the default weight),
            # which cannot lift a memory from far below top_k: twice top_k candidates are enough, fewer to hydrate.
            pool = min(pool, max(2 * plan.top_k, 10))
        # Fused, the engine keeps ``pool`` candidates per side and returns the best ``pool`` of their fusion, so
        # that the signals have candidates beyond top_k to promote.
        query = IndexQuery(
            filter=flt,
            limit=pool,
            vector=vector,
            text=text,
            pool=pool,
            fusion=self.stages.settings.recall.fusion,
            rrf_k=self.stages.settings.recall.rrf_k,
            scale_depth=usual_pool(plan.top_k, signals),  # deep's longer lists scaled as the usual ones
            sides=plan.explain,  # minmax returns them anyway: its ties need the side ranks
        )
        found = ranking(method, self.stages.index.query(self.stages.embedder.profile, query))
        if text is not None:
            self._catch_up(plan, found, pool)
        return found

    def _cosines(self, plan: Plan, found: Ranking, ids: list[uuid.UUID]) -> None:
        """The relevance of memories with no point in the index (retired since ``as_of``), from their text: their
        vectors were dropped with their retirement, so they are embedded again (at most ``AS_OF_RETIRED``)."""
        rows = self.stages.repository.hydrate(plan.workspace_id, ids, now=plan.now, as_of=plan.as_of)
        wanted = [mid for mid in ids if mid in rows and mid in found.candidates]
        if not wanted:
            return
        try:
            query = self.stages.embedder.embed_query(plan.query)
            vectors = self.stages.embedder.embed_documents([rows[mid].content for mid in wanted])
        except Unavailable:
            return  # found by their words; no relevance
        indexed = [c for c in found.ranked() if c.id not in set(wanted) and c.cosine is not None]
        for mid, vector in zip(wanted, vectors, strict=True):
            cand = found.candidates[mid]
            cand.cosine = _cosine(query, vector)
            # Placed among the index's candidates by meaning: just above the first one it is closer to the query than.
            below = next((c for c in indexed if c.cosine is not None and c.cosine < cand.cosine), None)
            if below is not None:
                cand.fused = below.fused * (1.0 + 1e-9) + 1e-12

    def _catch_up(self, plan: Plan, found: Ranking, pool: int) -> None:
        """Find by words the memories the index does not hold yet, and merge them in by rank.

        A memory whose upsert failed, or that a re-index has re-queued, waits for the reconciler; until then only
        the table knows its words. Normally there are none, and one indexed look says so.
        """
        repository = self.stages.repository
        if not repository.has_pending(plan.workspace_id, now=plan.now):
            return
        waiting = repository.lexical_search(
            plan.workspace_id, plan.query, plan.filter, now=plan.now, limit=pool, pending=True
        )
        found.waiting = interleave(found, waiting)

    def _database_words(self, plan: Plan, pool: int) -> Ranking:
        """The degraded fallback: the database's full-text search, when the index cannot answer."""
        hits = self.stages.repository.lexical_search(
            plan.workspace_id, plan.query, plan.filter, now=plan.now, limit=pool
        )
        return ranking("database", IndexAnswer([VectorHit(mid, score) for mid, score in hits]))

    def _add_revisers(self, plan: Plan, found: Ranking, rows: dict[uuid.UUID, MemoryRow], window: int) -> None:
        """Bring in the newest memory that revises a leading candidate (remember linked them) with that candidate's
        score: asked about now, the new value is shown even where the question's words fit only the old one."""
        head = [c.id for c in found.ranked()[:window]]
        for old_id, row in self.stages.repository.links.revisers(plan.workspace_id, head, now=plan.now).items():
            old = found.candidates[old_id]
            known = found.candidates.get(row.id)
            if known is not None:
                known.fused = max(known.fused, old.fused)  # found, but ranked low by the question's words
            elif meets(row, plan.filter):
                rows[row.id] = row
                created = row.created_at.timestamp()
                found.candidates[row.id] = Candidate(
                    row.id, fused=old.fused, confidence=old.confidence, created=created, source="link"
                )

    def _hydrate(self, plan: Plan, found: Ranking, rows: dict[uuid.UUID, MemoryRow], need: int) -> None:
        """Read the rows of the candidates that can still be among the first ``need``, and apply their signals; drop
        the rest, and those forgotten or expired since the index saw them.

        The signals scale a fused score by at most ``most`` (confidence 1, recency and access off or at most 1), so
        a candidate whose fused score times ``most`` is below the ``need``-th best final score can never rise that
        high. A recall thus reads the rows of about top_k candidates rather than of its whole pool (up to 40 for top_k
        10, 100 in the deep tier): reading all of them took 40 % of a recall's time (docs/benchmarks.md, issue 31)."""
        settings = self.stages.settings.recall
        most = 1.0 + settings.confidence_weight * (1.0 - CONFIDENCE_PIVOT)
        order = sorted(found.candidates.values(), key=lambda c: -c.fused)
        if settings.access_weight:  # a factor without a bound: every candidate is read
            wanted = [c.id for c in order]
        else:
            # First guess: the need-th by fusion keeps its score; the loop below reads more if it does not.
            kth = order[need - 1].fused if len(order) >= need else 0.0
            wanted = [c.id for c in order if c.fused * most >= kth]
        tried: set[uuid.UUID] = set()
        while wanted:
            missing = [mid for mid in wanted if mid not in rows]
            rows.update(self.stages.repository.hydrate(plan.workspace_id, missing, now=plan.now, as_of=plan.as_of))
            tried.update(wanted)
            apply_signals(found, {mid: rows[mid] for mid in wanted if mid in rows}, now=plan.now, settings=settings)
            scores = sorted((found.candidates[mid].score for mid in tried if mid in rows), reverse=True)
            if len(scores) >= need:
                wanted = [c.id for c in order if c.id not in tried and c.fused * most >= scores[need - 1]]
            else:  # rows gone since the index saw them: the next ones in line
                wanted = [c.id for c in order if c.id not in tried][: need - len(scores)]
        for mid in [mid for mid in found.candidates if mid not in rows or mid not in tried]:
            del found.candidates[mid]

    def _results(
        self,
        plan: Plan,
        found: Ranking,
        rows: dict[uuid.UUID, MemoryRow],
        tier: RecallMode,
        pool: int,
        degraded: bool,
        message: str | None,
    ) -> RecallResult:
        now_question = self.stages.settings.recall.newest_first and plan.as_of is None and asks_for_now(plan.query)
        window = max(plan.top_k, NEWEST_FIRST_WINDOW)
        if plan.min_score is not None:  # never shown, so never read
            for mid in [mid for mid, c in found.candidates.items() if c.cosine is None or c.cosine < plan.min_score]:
                del found.candidates[mid]
        self._hydrate(plan, found, rows, window if now_question else plan.top_k)
        if now_question:
            self._add_revisers(plan, found, rows, window)
        ranked = found.ranked()
        if plan.min_score is not None:  # a newer memory linked in has no cosine of its own
            ranked = [c for c in ranked if c.cosine is not None and c.cosine >= plan.min_score]
        newer: dict[uuid.UUID, uuid.UUID] = {}
        if now_question:
            ranked, newer = newest_first(ranked, rows, window=window)
        top = ranked[: plan.top_k]
        floor, words_floor = self.stages.settings.recall.relevance_floor, self.stages.settings.recall.words_floor
        best = max((c.cosine for c in top if c.cosine is not None), default=None)
        share = found.words_share or 0.0
        auto = plan.mode is RecallMode.auto and tier is not RecallMode.quick
        words_found = words_floor < 1.0 and share >= words_floor  # at 1.0 the relevance floor alone decides
        if auto and best is not None and best < floor and not words_found:
            # Neither side found it: the closest memory is about something else, and the words hardly matched.
            matched = f" and its best word match holds {share:.0%} of the question's words" if share else ""
            nothing = (
                f"{NOTHING_RELEVANT} in workspace {plan.workspace_id!r}: the closest memory's relevance is "
                f"{best:.2f}, below the floor {floor:.2f}{matched}. Ask with mode hybrid to see the closest ones "
                "anyway."
            )
            return RecallResult(results=[], tier=tier, degraded=degraded, message=nothing)
        deep = tier is RecallMode.deep
        history = self.stages.repository.older_versions(plan.workspace_id, [c.id for c in top]) if deep else {}
        results = [
            RecallHit.from_row(
                rows[c.id],
                score=round(c.score, 6),
                relevance=None if c.cosine is None else round(min(max(c.cosine, 0.0), 1.0), 4),
                explain=found.parts(c.id) if plan.explain else None,
                newer_id=newer.get(c.id),
                history=[VersionRef.from_row(old) for old in history.get(c.id, [])] if deep else None,
            )
            for c in top
        ]
        return RecallResult(results=results, tier=tier, degraded=degraded, message=message)


def _cosine(a: Sequence[float], b: Sequence[float]) -> float:
    dot = sum(x * y for x, y in zip(a, b, strict=True))
    norm = math.sqrt(sum(x * x for x in a)) * math.sqrt(sum(y * y for y in b))
    return dot / norm if norm else 0.0


def _round(value: float | None) -> float | None:
    return None if value is None else round(value, 6)
