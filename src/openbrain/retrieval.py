"""Ranking for recall: score fusion of the two retrievers, ranking signals, and the auto tier's escalation test.

Pure functions over candidate lists, so that ``openbrain eval`` and the service rank exactly alike. The numbers
that chose the defaults (and the alternatives that lost) are in docs/retrieval.md.

Fusion. Each candidate's score is ``cosine + w * bm25 / best_bm25``: the cosine is kept as it is (it is already
on a fixed scale, so a weak vector list stays weak), the word score is divided by the best word score of the
query, and ``w`` is small (0.15) unless the query carries an identifier (an error code, a ticket id, a config
key), where words are the stronger evidence (0.3). On the development set this beats both retrievers alone on
recall@5 and MRR, where equal-weight reciprocal rank fusion was worse than vectors alone: RRF throws the scores
away, so a weak list's noise counts as much as a strong list's hits.
"""

import math
import re
import uuid
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from datetime import datetime
from typing import Protocol

from openbrain.config import RecallSettings
from openbrain.models import ScoreParts

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
}
CONFIDENCE_PIVOT = 0.8  # the default confidence of remember: neither rewarded nor penalised

_TOKEN = re.compile(r"\w[\w./:#-]*\w|\w", re.UNICODE)
_CAMEL = re.compile(r"[a-z][A-Z]")


def identifiers(query: str) -> list[str]:
    """Identifier-like tokens of a query, lower-cased: they mix letters and digits (PAY-1432, 42P05), hold ``_``
    (ERR_LEDGER_409), join words with ``. / :`` (max.poll.interval.ms), or are long CamelCase names
    (CommitFailedException). Short capitals (CI, GPU) and product names (GitOps) are words, not identifiers."""
    found: dict[str, None] = {}
    for token in _TOKEN.findall(query):
        has_digit = any(c.isdigit() for c in token)
        has_alpha = any(c.isalpha() for c in token)
        if (
            (has_digit and has_alpha)
            or "_" in token
            or re.search(r"\w[./:]\w", token)
            or (len(token) >= 10 and _CAMEL.search(token))
        ):
            found.setdefault(token.lower(), None)
    return list(found)


@dataclass
class Candidate:
    """One memory's evidence from both retrievers, then its score parts."""

    id: uuid.UUID
    dense_rank: int | None = None
    cosine: float | None = None
    lexical_rank: int | None = None
    bm25: float | None = None
    dense: float = 0.0
    lexical: float = 0.0
    confidence: float = 0.0
    recency: float = 0.0
    access: float = 0.0
    via_version: uuid.UUID | None = None

    @property
    def score(self) -> float:
        return self.dense + self.lexical + self.confidence + self.recency + self.access


@dataclass
class Fusion:
    """The fused candidates of one query, best first once ``ranked()`` is called."""

    candidates: dict[uuid.UUID, Candidate] = field(default_factory=dict)
    lexical_weight: float = 0.0

    def ranked(self) -> list[Candidate]:
        return sorted(self.candidates.values(), key=lambda c: (-c.score, c.id))

    def parts(self, mid: uuid.UUID) -> ScoreParts:
        c = self.candidates[mid]
        return ScoreParts(
            dense_rank=c.dense_rank,
            cosine=_round(c.cosine),
            lexical_rank=c.lexical_rank,
            bm25=_round(c.bm25),
            dense=round(c.dense, 6),
            lexical=round(c.lexical, 6),
            lexical_weight=self.lexical_weight,
            confidence=round(c.confidence, 6),
            recency=round(c.recency, 6),
            access=round(c.access, 6),
            via_version=c.via_version,
        )


class SignalRow(Protocol):
    """What the signals read from a memory row (MemoryRow satisfies it)."""

    type: str
    confidence: float
    created_at: datetime
    access_count: int


def lexical_weight_for(query: str, settings: RecallSettings) -> float:
    """The word-match weight for this query: larger when it names an identifier."""
    return settings.identifier_lexical_weight if identifiers(query) else settings.lexical_weight


def fuse(
    dense: Sequence[tuple[uuid.UUID, float]],
    lexical: Sequence[tuple[uuid.UUID, float]],
    *,
    lexical_weight: float,
    dense_weight: float = 1.0,
) -> Fusion:
    """Convex-style score fusion: ``dense_weight * cosine + lexical_weight * bm25 / best bm25``.

    A candidate only one retriever found gets the other's floor: the lowest cosine of the vector list (it was not
    among the nearest) or no word score. With ``dense`` empty (quick tier, or vectors down) the ranking is the
    word ranking; with ``lexical`` empty it is the vector ranking.
    """
    fusion = Fusion(lexical_weight=lexical_weight)
    cands = fusion.candidates
    for rank, (mid, cosine) in enumerate(dense, start=1):
        cands.setdefault(mid, Candidate(mid, dense_rank=rank, cosine=cosine, dense=dense_weight * cosine))
    floor = dense_weight * min((cosine for _, cosine in dense), default=0.0)
    best = max((score for _, score in lexical), default=0.0)
    for rank, (mid, bm25) in enumerate(lexical, start=1):
        cand = cands.get(mid)
        if cand is None:
            cand = cands[mid] = Candidate(mid, dense=floor)
        if cand.lexical_rank is None:
            cand.lexical_rank, cand.bm25 = rank, bm25
            cand.lexical = lexical_weight * (bm25 / best if best > 0 else 0.0)
    return fusion


def apply_signals(
    fusion: Fusion,
    rows: Mapping[uuid.UUID, SignalRow],
    *,
    now: datetime,
    settings: RecallSettings,
) -> None:
    """Add the ranking signals to every candidate with a row: confidence, type-dependent recency, access count."""
    for mid, cand in fusion.candidates.items():
        row = rows.get(mid)
        if row is None:
            continue
        cand.confidence = settings.confidence_weight * (row.confidence - CONFIDENCE_PIVOT)
        if settings.recency_weight:
            cand.recency = settings.recency_weight * (recency_factor(row.type, row.created_at, now) - 1.0)
        if settings.access_weight:
            cand.access = settings.access_weight * math.log1p(max(row.access_count, 0))


def recency_factor(memory_type: str, created_at: datetime, now: datetime) -> float:
    """1.0 for a new memory, halving every half-life of its type; always 1.0 for types that do not fade."""
    half_life = HALF_LIFE_DAYS.get(memory_type)
    if half_life is None:
        return 1.0
    age_days = max((now - created_at).total_seconds(), 0.0) / 86400.0
    return 0.5 ** (age_days / half_life)


def words_answer(query: str, lexical: Sequence[tuple[uuid.UUID, float]], contents: dict[uuid.UUID, str]) -> bool:
    """The auto tier's test: do words alone answer this query with confidence?

    Yes when the query names identifiers, the best word match contains every one of them verbatim, and the
    second best does not (so the identifier singles out one memory). Otherwise the top result is weak and auto
    escalates to hybrid. On the development set this answers 43 of 209 queries without an embedding, every one
    of them correctly at rank 1.
    """
    wanted = identifiers(query)
    if not wanted or not lexical:
        return False
    top = contents.get(lexical[0][0], "").lower()
    if not all(token in top for token in wanted):
        return False
    if len(lexical) > 1:
        second = contents.get(lexical[1][0], "").lower()
        if all(token in second for token in wanted):
            return False
    return True


def _round(value: float | None) -> float | None:
    return None if value is None else round(value, 6)
