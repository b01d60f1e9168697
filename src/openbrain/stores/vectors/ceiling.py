"""Each query term's best match alone (the words' ceiling, ``fusion.words_ceiling``), remembered until the index
changes.

Asking a term's best match is a filtered search with IDF over the workspace: at a million points it is the
dearest part of a recall (``python -m bench engine``: 22 ms p50 for a query's five terms, against 12 ms for both
lists). Its answer moves only when the index does, so the index that owns every write (Qdrant Edge, one process
per folder) keeps the answers per (filter, term) and forgets them all at its next write or delete. The filter's
"alive at" moment is left out of the key: a term's best may still count a memory that expired since, for at most
``TTL`` seconds, which moves a normaliser a little and never what a recall may return.
"""

import threading
import time
from collections import OrderedDict
from collections.abc import Callable
from dataclasses import replace

from openbrain.stores.vectors.base import IndexAnswer
from openbrain.stores.vectors.payload import Condition, MissingOr, QueryPlan

TTL = 60.0
SIZE = 20_000  # (filter, term) answers kept, least recently used first out

Key = tuple[tuple[Condition, ...], tuple[object, ...], int]


class TermBests:
    """Answers of each term's best-match search, per filter, valid until ``changed()``."""

    def __init__(self, *, ttl: float = TTL, size: int = SIZE, clock: Callable[[], float] = time.monotonic) -> None:
        self._ttl = ttl
        self._size = size
        self._clock = clock
        self._lock = threading.Lock()
        self._entries: OrderedDict[Key, tuple[float, float]] = OrderedDict()  # key -> (best, when asked)
        self._generation = 0
        self.hits = 0
        self.misses = 0

    def plan(self, plan: QueryPlan) -> tuple[QueryPlan, int]:
        """``plan`` with the bests known here (its ``term_ids`` are then the rest), and the index's generation."""
        generation, known = self.known(plan)
        return (replace(plan, known=tuple(known.items())) if known else plan), generation

    def keep(self, plan: QueryPlan, generation: int, answer: IndexAnswer) -> None:
        """Keep the bests ``answer`` brings for the terms ``plan`` asked."""
        if plan.term_ids and answer.term_bests is not None:
            bests = dict(zip(plan.ceiling_terms, answer.term_bests, strict=True))
            self.store(plan, generation, {term: bests[term] for term in plan.term_ids})

    def known(self, plan: QueryPlan) -> tuple[int, dict[int, float]]:
        """The index's generation now, and the plan's terms whose best is known."""
        now = self._clock()
        found: dict[int, float] = {}
        with self._lock:
            for term in plan.ceiling_terms:
                key = _key(plan, term)
                entry = self._entries.get(key)
                if entry is not None and now - entry[1] < self._ttl:
                    self._entries.move_to_end(key)
                    found[term] = entry[0]
            self.hits += len(found)
            self.misses += len(plan.ceiling_terms) - len(found)
            return self._generation, found

    def store(self, plan: QueryPlan, generation: int, bests: dict[int, float]) -> None:
        """Keep the bests just asked, unless the index changed since ``generation`` was read."""
        now = self._clock()
        with self._lock:
            if generation != self._generation:
                return
            for term, best in bests.items():
                key = _key(plan, term)
                self._entries[key] = (best, now)
                self._entries.move_to_end(key)
            while len(self._entries) > self._size:
                self._entries.popitem(last=False)

    def changed(self) -> None:
        """The index was written: every answer kept may be wrong now."""
        with self._lock:
            self._generation += 1
            self._entries.clear()


def _key(plan: QueryPlan, term: int) -> Key:
    timeless = tuple(c for c in plan.filter.must if not _expiry(c))
    return timeless, tuple(plan.filter.exclude_ids), term


def _expiry(condition: Condition) -> bool:
    return isinstance(condition, MissingOr) and condition.condition.key == "expires_at"
