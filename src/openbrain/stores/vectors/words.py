"""Words as a sparse vector: the BM25 side of every point, the same for both backends.

Qdrant Edge's own ``Bm25`` model (Rust, no model files, no network) turns a memory's content into term
frequencies weighted by BM25's saturation and length normalisation, and a query into its unique terms with
weight 1. The collection's sparse vector has the IDF modifier, so the engine multiplies each query term by its
inverse document frequency at search time; every search asks for IDF over the caller's workspace only
(``IdfParams(corpus=workspace filter)``), so one workspace's words never move another's scores.

Both backends use this module: Edge and a Qdrant server (qdrant-client) store and query the same indices and
values, and both engines compute the same IDF, so they rank the same data identically
(``tests/test_vectors.py``). Tokenization: Qdrant's word tokenizer, lower-cased, English stop words removed,
Snowball English stemmer ("flakes" and "flake" are one term); identifiers split at ``_ - . /`` into parts that
each match (ERR_LEDGER_409 -> err, ledger, 409). Changing any of this changes the stored vectors: bump
``WORDS_VERSION`` so that stores rebuild their sparse side.
"""

import re
import threading
from collections.abc import Sequence

import qdrant_edge as qe

DENSE = "dense"  # the named dense vector of a point
WORDS = "bm25"  # the named sparse vector of a point
WORDS_VERSION = 2  # recorded with each collection; a change means the sparse vectors must be rebuilt (2: close forms)

_local = threading.local()  # one model per thread: cheap to build, and no locking around the Rust object


def _model() -> qe.Bm25:
    model = getattr(_local, "model", None)
    if model is None:
        model = _local.model = qe.Bm25(qe.Bm25Config(language="english"))
    return model


_AGENT_NOUN = re.compile(r"\b([a-z]{4,}?)(?:er|or)s?\b")
_DOUBLED = re.compile(r"([b-df-hj-np-tv-z])\1$")


def close_forms(text: str) -> str:
    """The text with each agent noun's verb added once: linter -> lint, formatter -> format, tracker -> track.

    The stemmer keeps "linter" and "lint" apart; the verb beside the noun lets either form find the other.
    """
    forms = {_DOUBLED.sub(r"\1", m.group(1)) for m in _AGENT_NOUN.finditer(text.lower())}
    return f"{text} {' '.join(sorted(forms))}" if forms else text


def document_terms(text: str) -> tuple[list[int], list[float]]:
    """The sparse vector of stored content: term ids and their BM25 term-frequency weights."""
    vector = _model().embed_document(close_forms(text))
    return list(vector.indices), list(vector.values)


def query_terms(text: str) -> tuple[list[int], list[float]]:
    """The sparse vector of a query: its unique terms, weight 1 each (the engine applies IDF)."""
    vector = _model().embed_query(close_forms(text))
    return list(vector.indices), list(vector.values)


def has_terms(terms: tuple[Sequence[int], Sequence[float]]) -> bool:
    """Whether a sparse vector holds any term (a query of stop words alone holds none)."""
    return len(terms[0]) > 0
