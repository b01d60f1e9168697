"""One collection of the embedded index on disk: the folder's layout, the open shard with its locks, closing it,
recovering from an interrupted swap, the optimizer's child script, the profile record, and engine errors put in words
an agent can act on."""

import json
import logging
import os
import shutil
import subprocess
import threading
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import qdrant_edge as qe

from openbrain.core.errors import OpenBrainError, Unavailable
from openbrain.stores.vectors.ceiling import TermBests

logger = logging.getLogger("openbrain.stores.vectors.edge")  # one log for the embedded index

PROFILE_FILE = "openbrain.json"
LIVE, NEXT, OLD = "shard", "shard.next", "shard.old"
EDGE_CONFIG_FILE = "edge_config.json"

IN_USE = (
    "The vector index folder is already open in another OpenBrain process (Qdrant Edge lets one process own "
    "it). Connect to the OpenBrain that is running instead of starting a second one, or give this one its own "
    "OPENBRAIN_VECTORS__PATH."
)
CLOSED = "The vector index has been closed; restart OpenBrain to search memories by meaning again."


# Runs in the child process on the copy. Lower priority: the server's searches come first.
OPTIMIZER_SCRIPT = """
import os, sys
try:
    os.nice(10)
except (AttributeError, OSError):
    pass
import qdrant_edge
shard = qdrant_edge.EdgeShard.load(sys.argv[1])
changed = shard.optimize()
shard.flush()
shard.close()
print("changed" if changed else "unchanged")
"""


@dataclass(frozen=True)
class EdgeStats:
    """How much of a collection the HNSW index covers (the rest is scanned exhaustively)."""

    points: int
    indexed_vectors: int
    segments: int


class Collection:
    """One open shard and what its optimizer needs."""

    def __init__(
        self, name: str, folder: Path, record: dict[str, Any], shard: qe.EdgeShard, index_min_points: int
    ) -> None:
        self.name = name
        self.folder = folder
        self.record = record
        self.shard: qe.EdgeShard | None = shard
        self.index_min_points = index_min_points  # fewer unindexed points than this are not worth indexing
        self.term_bests = TermBests()  # the words' ceiling, asked once per (filter, term) until a write
        self.lock = threading.RLock()  # held around every call into the shard, and by the swap
        self.optimize_lock = threading.Lock()  # one optimization at a time
        self.journal: list[qe.UpdateOperation] | None = None  # writes made while a copy is optimized
        self.writes_since_optimize = 0
        self.optimizer: threading.Thread | None = None
        self.child: subprocess.Popen[str] | None = None
        self.closing = False

    def live(self) -> qe.EdgeShard:
        if self.shard is None:
            raise Unavailable(CLOSED)
        return self.shard


def close_collection(col: Collection) -> None:
    """Stop a running optimization of ``col`` (its copy is discarded), flush and close its shard."""
    with col.lock:
        col.closing = True
        child = col.child
    if child is not None and child.poll() is None:
        child.terminate()
    optimizer = col.optimizer
    if optimizer is not None and optimizer is not threading.current_thread():
        optimizer.join()
    with col.optimize_lock, col.lock:  # an explicit optimize() winds down before the shard closes
        if col.shard is not None:
            try:
                col.shard.flush()
                col.shard.close()
            except Exception as exc:
                logger.warning("Closing the Qdrant Edge shard %s failed: %s", col.name, exc)
            col.shard = None


def restore_live(folder: Path) -> None:
    """Undo a swap interrupted between its two renames: the live shard is then ``shard.old``, complete
    (the live shard always holds every write), so it comes back."""
    live, old = folder / LIVE, folder / OLD
    if not live.exists() and old.exists():
        old.rename(live)


def remove_leftovers(folder: Path) -> None:
    """Delete what an interrupted optimization left; only once this process owns the live shard, since
    another process's optimizer may be working in these folders until then."""
    for leftover in (folder / NEXT, folder / OLD):
        if leftover.exists():
            shutil.rmtree(leftover, ignore_errors=True)


def read_record(folder: Path) -> dict[str, Any] | None:
    try:
        record = json.loads((folder / PROFILE_FILE).read_text(encoding="utf-8"))
    except FileNotFoundError:
        return None
    except (OSError, ValueError) as exc:
        logger.warning("Ignoring the unreadable profile record of %s: %s", folder.name, exc)
        return None
    return record if isinstance(record, dict) else None


def older_layout(live: Path) -> bool:
    """Whether a shard was made before its dense vectors were quantized (``edge_query.QUANTIZATION``)."""
    try:
        config = json.loads((live / EDGE_CONFIG_FILE).read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return False  # no shard yet, or a configuration Edge itself will refuse
    return isinstance(config, dict) and "quantization_config" not in config


def write_record(folder: Path, record: dict[str, Any]) -> None:
    tmp = folder / f"{PROFILE_FILE}.tmp"
    tmp.write_text(json.dumps(record, indent=2) + "\n", encoding="utf-8")
    os.replace(tmp, folder / PROFILE_FILE)


def edge_error(action: str, exc: BaseException) -> OpenBrainError:
    """An agent-readable error for an engine failure; the engine's own text goes to the log only."""
    text = str(exc)
    logger.warning("Qdrant Edge could not %s: %s", action, text)
    if "WouldBlock" in text or "Resource temporarily unavailable" in text:
        return Unavailable(IN_USE)
    return Unavailable(
        f"The embedded vector index could not {action}. Memories are still stored and keyword search still "
        "works; retry later, and if this persists run `openbrain reindex` to rebuild the index from the database."
    )
