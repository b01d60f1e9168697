"""Build the vector index the settings ask for, importing only the chosen backend."""

from openbrain.core.config import Settings
from openbrain.stores.vectors.base import VectorIndex


def create_index(settings: Settings) -> VectorIndex:
    """The configured index; nothing is opened or connected until its first call.

    * ``edge``: Qdrant Edge in ``settings.vectors_path``.
    * ``qdrant`` with a URL: a Qdrant server.
    * ``qdrant`` without a URL: qdrant-client local mode in ``OPENBRAIN_VECTORS__PATH``, or in memory.
    """
    vectors = settings.vectors
    if vectors.backend == "edge":
        from openbrain.stores.vectors.edge import EdgeIndex

        return EdgeIndex(settings.vectors_path)

    from openbrain.stores.vectors.qdrant import QdrantIndex

    if vectors.url:
        return QdrantIndex(
            url=vectors.url,
            api_key=vectors.api_key.get_secret_value() if vectors.api_key is not None else None,
            timeout=vectors.timeout,
            shards=vectors.shards,
            replication_factor=vectors.replication_factor,
        )
    return QdrantIndex(path=vectors.path)
