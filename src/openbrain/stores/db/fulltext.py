"""Word search in the database: SQLite FTS5 or MariaDB FULLTEXT, the degraded path of recall (and its words for
memories not in the vector index yet). The expressions are built here from a query's words."""

import re
import uuid
from datetime import datetime

from sqlalchemy import Select, and_, not_, select, text
from sqlalchemy.dialects import mysql

from openbrain.stores.db.engine import Database
from openbrain.stores.db.filters import MemoryFilter, alive_at, filtered, live
from openbrain.stores.db.tables import MemoryRow

MAX_TERMS = 64
# Lucene's English stop words. They match nearly every memory, so FTS5 scored most of a workspace for them (bm25
# for 30K rows at 100K memories); dropping them made word search faster and no worse (docs/retrieval.md).
STOP_WORDS = frozenset(
    "a an and are as at be but by for if in into is it no not of on or such that the their then there these they "
    "this to was will with".split()
)
_WORD = re.compile(r"\w+", re.UNICODE)
# An identifier: word characters joined by - . / : (PAY-1432, max.poll.interval.ms, nvidia.com/gpu).
_JOINED = re.compile(r"\b\w+(?:[-./:]\w+)+", re.UNICODE)  # \b: tried once per word, not at each of its letters
# InnoDB FULLTEXT ignores tokens shorter than innodb_ft_min_token_size (3 by default).
MARIADB_MIN_TOKEN = 3


def _words(query: str, limit: int = MAX_TERMS) -> list[str]:
    """The distinct words of a query, in order (the lexical engines do their own stemming)."""
    seen: dict[str, None] = {}
    for word in _WORD.findall(query.lower()):
        seen.setdefault(word, None)
    return list(seen)[:limit]


def sqlite_match(query: str) -> str:
    """An FTS5 MATCH expression: any of the query's words, or any identifier as a phrase.

    FTS5's unicode61 tokenizer splits on ``_ - . /``, so ERR_LEDGER_409 is indexed as err, ledger, 409; a quoted
    string is tokenized the same way and matches those tokens adjacent, which ranks the exact identifier first.
    Lucene's 33 English stop words are left out (unless the query holds nothing else): they cost the most to
    score and rank nothing. A longer list of 100 lowered MRR on the dev set; this one raised it a little.
    """
    words = [word for word in _words(query) if word not in STOP_WORDS] or _words(query)
    phrases = [p for p in dict.fromkeys(m.lower() for m in _JOINED.findall(query)) if p not in words]
    terms = list(dict.fromkeys(words + phrases))[:MAX_TERMS]
    return " OR ".join('"' + term.replace('"', '""') + '"' for term in terms)


def scope_token(kind: str, value: str) -> str:
    """One token of the full-text table's scope column (migration 0004 writes them with SQLite's hex())."""
    return f"{kind}{value.encode().hex().upper()}x"


def sqlite_scope(workspace_id: str, flt: MemoryFilter) -> str:
    """The FTS5 condition on the scope column: this workspace, and the project and types recall filters by."""
    parts = [f'scope : "{scope_token("w", workspace_id)}"']
    if flt.project is not None:
        parts.append(f'scope : "{scope_token("p", flt.project)}"')
    if flt.types:
        parts.append("scope : (" + " OR ".join(f'"{scope_token("t", t)}"' for t in flt.types) + ")")
    return " AND ".join(parts)


def mariadb_against(query: str) -> str:
    """Words for MATCH ... AGAINST in natural language mode.

    InnoDB keeps ``_`` inside a token (ERR_LEDGER_409 is one token), splits on ``-`` and ``.``, applies its own
    stop-word list and ignores tokens shorter than 3 characters. So identifiers with underscores are sent whole
    and also in parts (a memory may spell them apart), and short words are dropped.
    """
    terms: dict[str, None] = {}
    for word in _words(query):
        if len(word) >= MARIADB_MIN_TOKEN:
            terms.setdefault(word, None)
        if "_" in word:
            for part in word.split("_"):
                if len(part) >= MARIADB_MIN_TOKEN:
                    terms.setdefault(part, None)
    return " ".join(list(terms)[:MAX_TERMS])


class FullText:
    """Full-text queries over the memories of one database."""

    def __init__(self, database: Database) -> None:
        self.db = database

    def search(
        self,
        workspace_id: str,
        query: str,
        flt: MemoryFilter,
        *,
        now: datetime,
        limit: int,
        pending: bool = False,
        retired_since: datetime | None = None,
    ) -> list[tuple[uuid.UUID, float]]:
        """Live memories matching the query's words, best first, as (id, score) with higher = better.

        ``retired_since``: the memories current at that time that are no longer live, instead.

        ``pending``: only memories that have no point in the vector index yet (recall merges them into the
        engine's answer, see ``has_pending``).
        """
        if self.db.dialect == "sqlite":
            words = sqlite_match(query)
            if not words:
                return []
            match = f"{sqlite_scope(workspace_id, flt)} AND content : ({words})"
            # FTS5 scores every row its MATCH keeps. Unless recall filters by more than the scope tokens cover,
            # the best few (a margin for rows that are no longer live) are cut inside FTS before the join; when
            # the join then keeps too few, the uncut query runs.
            unscoped = (flt.agent_id, flt.min_confidence, flt.created_after, flt.created_before)
            narrow = pending or bool(flt.tags) or any(value is not None for value in unscoped + (retired_since,))
            cut = None if narrow else max(3 * limit, 100)
            ranked = self._fts5_search(workspace_id, match, flt, cut=cut)
            found = self._ranked(ranked, workspace_id, flt, now=now, limit=limit, pending=pending, at=retired_since)
            if cut is not None and len(found) < limit:
                ranked = self._fts5_search(workspace_id, match, flt, cut=None)
                found = self._ranked(ranked, workspace_id, flt, now=now, limit=limit, pending=pending, at=retired_since)
            return found
        against = mariadb_against(query)
        if not against:
            return []
        score = mysql.match(MemoryRow.content, against=against).in_natural_language_mode()
        stmt = select(MemoryRow.id, score.label("score")).where(score > 0).order_by(score.desc())
        return self._ranked(stmt, workspace_id, flt, now=now, limit=limit, pending=pending, at=retired_since)

    def _fts5_search(
        self,
        workspace_id: str,
        match: str,
        flt: MemoryFilter,
        *,
        cut: int | None,
    ) -> Select:  # type: ignore[type-arg]
        # bm25 weights per column: memory_id and the scope tokens count for nothing, the content for all.
        sql = (
            "SELECT memory_id, bm25(brain_memories_fts, 0.0, 0.0, 1.0) AS rank FROM brain_memories_fts "
            "WHERE brain_memories_fts MATCH :match"
        )
        if cut is not None:
            sql += f" ORDER BY rank LIMIT {int(cut)}"
        fts = text(sql).bindparams(match=match)
        fts = fts.columns(memory_id=MemoryRow.id.type, rank=MemoryRow.confidence.type).subquery("fts")
        return select(MemoryRow.id, -fts.c.rank).join(fts, fts.c.memory_id == MemoryRow.id).order_by(fts.c.rank)

    def _ranked(
        self,
        stmt: Select,  # type: ignore[type-arg]
        workspace_id: str,
        flt: MemoryFilter,
        *,
        now: datetime,
        limit: int,
        pending: bool,
        at: datetime | None = None,
    ) -> list[tuple[uuid.UUID, float]]:
        """A word search's (id, score) rows, filtered to the workspace, the filter and live (or pending) rows.

        The score is the row's rank in the workspace's own result set, 1 / (1 + rank), not the engine's: FTS5's bm25
        and InnoDB's relevance take their word statistics from the whole table, so their values would move as other
        workspaces write, and tell a caller about words it cannot see.
        """
        alive = live(now) if at is None else and_(alive_at(at), not_(live(now)))
        stmt = filtered(stmt, workspace_id, flt).where(alive)
        if pending:
            stmt = stmt.where(MemoryRow.indexed_at.is_(None))
        with self.db.reading() as session:
            rows = [row[0] for row in session.execute(stmt.limit(limit))]
        return [(memory_id, 1.0 / (1 + rank)) for rank, memory_id in enumerate(rows)]
