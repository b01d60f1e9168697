"""The embedder protocol every provider implements."""

import re
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Protocol, runtime_checkable


@dataclass(frozen=True)
class EmbeddingProfile:
    """Which model made a vector and how long it is. One vector collection belongs to one profile."""

    provider: str
    model: str
    dimension: int

    @property
    def collection_name(self) -> str:
        """The vector collection for this profile, e.g. ``openbrain_nomic-embed-text_768``."""
        slug = re.sub(r"[^a-z0-9]+", "-", self.model.lower()).strip("-")
        return f"openbrain_{slug}_{self.dimension}"

    @property
    def key(self) -> str:
        """A short stable name stored with each row (``embedding_model``)."""
        return f"{self.provider}:{self.model}:{self.dimension}"


@runtime_checkable
class Embedder(Protocol):
    """Turns texts into unit-length vectors. Documents and queries may be embedded differently (prefixes)."""

    @property
    def profile(self) -> EmbeddingProfile: ...

    def embed_documents(self, texts: Sequence[str]) -> list[list[float]]:
        """Embed texts to be stored. Raises ``Unavailable`` when the model cannot answer."""
        ...

    def embed_query(self, text: str) -> list[float]:
        """Embed a search query. Raises ``Unavailable`` when the model cannot answer."""
        ...

    def close(self) -> None:
        """Release sessions and connections."""
        ...
