"""Access counts, off the recall path: recall hands over the ids it returned, and one background thread writes what
gathered in one transaction every ``DELAY`` seconds, however many recalls ran meanwhile.

A write per recall cost the recall itself: on two cores, 5 ms of SQLite commit per recall in the background thread
took the CPU and the database from the next recalls (docs/benchmarks.md). The counts are a ranking signal, not
memories: a crash loses at most the last ``DELAY`` seconds of them.
"""

import logging
import threading
import uuid
from collections import Counter
from collections.abc import Callable, Mapping
from concurrent.futures import ThreadPoolExecutor
from datetime import datetime

log = logging.getLogger(__name__)

DELAY = 0.25  # seconds the counts gather before one write


class AccessCounts:
    """Gathers recall's accesses and writes them with ``write(counts, at)`` on a thread of its own, in order."""

    def __init__(self, write: Callable[[Mapping[uuid.UUID, int], datetime], None], delay: float = DELAY) -> None:
        self._write = write
        self._delay = delay
        self._lock = threading.Lock()
        self._counts: Counter[uuid.UUID] = Counter()
        self._latest: datetime | None = None
        self._scheduled = False
        self._now = threading.Event()  # set by flush and close: write what gathered without waiting
        self._thread = ThreadPoolExecutor(max_workers=1, thread_name_prefix="openbrain-touch")

    def add(self, ids: list[uuid.UUID], at: datetime) -> None:
        """Count one access for each of ``ids`` at ``at``; written within ``delay`` seconds."""
        with self._lock:
            self._counts.update(ids)
            self._latest = at if self._latest is None else max(self._latest, at)
            if self._scheduled:
                return
            self._scheduled = True
        self._thread.submit(self._drain, self._delay)

    def flush(self) -> None:
        """Write what gathered, and wait until it is written."""
        self._now.set()
        try:
            self._thread.submit(self._drain, 0.0).result()
        finally:
            self._now.clear()

    def close(self) -> None:
        self._now.set()
        self._thread.submit(self._drain, 0.0)
        self._thread.shutdown(wait=True)

    def _drain(self, delay: float) -> None:
        if delay:
            self._now.wait(delay)
        with self._lock:
            counts, at = self._counts, self._latest
            self._counts, self._latest, self._scheduled = Counter(), None, False
        if not counts or at is None:
            return
        try:
            self._write(counts, at)
        except Exception:  # bookkeeping only: never fail or slow a recall for it
            log.exception("could not record access counts")
