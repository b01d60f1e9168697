"""The newest value first: for a question about now, a newer statement of change ranks above the older statement it
revises, and the older is marked (docs/retrieval.md, "The newest value first"). Recall (recall.py) calls it; remember
(remember.py) records the links it follows (stores/db/links.py)."""

import re
import uuid
from collections.abc import Mapping
from typing import TYPE_CHECKING

from openbrain.core.facts import change_sentences, revises
from openbrain.engine.context import AUTO_TAG
from openbrain.stores.db.filters import MemoryFilter
from openbrain.stores.db.tables import MemoryRow

if TYPE_CHECKING:
    from openbrain.engine.recall import Candidate

NEWEST_FIRST_WINDOW = 10
# A question about the present: "where do I live now?", "what is our current ...", "these days".
_NOW = re.compile(
    r"(?i)\b(?:now|current(?:ly)?|these\s+days|nowadays|at\s+the\s+moment|at\s+present|today|anymore"
    r"|any\s+more|latest|most\s+recent)\b"
)


def _captured(row: MemoryRow) -> bool:
    """What people said (episodes, observations, captured facts): decisions, conventions, bugs and the like change
    by supersedes."""
    return row.type in ("episode", "observation") or AUTO_TAG in row.tags


def asks_for_now(query: str) -> bool:
    """Whether a question asks for how things stand now (then a newer value goes above the older it revises)."""
    return bool(_NOW.search(query))  # candidates among which a newer memory is moved above an older one it revises


def newest_first(
    ranked: "list[Candidate]", rows: Mapping[uuid.UUID, MemoryRow], *, window: int
) -> "tuple[list[Candidate], dict[uuid.UUID, uuid.UUID]]":
    """Newer values above the older ones they revise, among the first ``window`` candidates; older -> newer ids.

    Only among what capture kept of people's words (episodes and captured facts): curated memories say a change
    with ``supersedes``, and on the curated dev set this rule moved wrong memories up (docs/retrieval.md).

    A newer memory revises an older one when a sentence of it says a change ("moved", "now", "no longer",
    "switched", "went from") and names something the older one names too (a number, a name, an uncommon word):
    "We finally moved from Rotterdam to Lyon" revises "Here in Rotterdam everything closes early". Nothing is
    retired: both stay, the older is marked with the newer one's id, and only the order changes.
    """
    head = list(ranked[:window])
    newer: dict[uuid.UUID, uuid.UUID] = {}
    for cand in list(head):
        row = rows.get(cand.id)
        if row is None or not _captured(row) or not change_sentences(row.content):
            continue
        at = head.index(cand)
        for other in list(head):
            old = rows.get(other.id)
            if other is cand or old is None or old.created_at >= row.created_at or other.id in newer:
                continue
            if not _captured(old):
                continue
            if revises(row.content, old.content):
                newer[other.id] = cand.id
                above = head.index(other)
                if above < at:
                    head.insert(above, head.pop(at))
                    at = above
    return head + list(ranked[window:]), newer


def meets(row: MemoryRow, flt: MemoryFilter) -> bool:
    """Whether a memory found by a link, not by the index's filtered search, meets a request's filter."""
    return (
        (flt.project is None or row.project == flt.project)
        and (not flt.types or row.type in flt.types)
        and (flt.min_confidence is None or row.confidence >= flt.min_confidence)
        and (flt.agent_id is None or row.agent_id == flt.agent_id)
        and all(tag in row.tags for tag in flt.tags)
        and (flt.created_after is None or row.created_at >= flt.created_after)
        and (flt.created_before is None or row.created_at < flt.created_before)
    )
