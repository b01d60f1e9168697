"""Vector indexes: Qdrant Edge embedded on disk, or a Qdrant server through qdrant-client."""

from openbrain.stores.vectors.base import VectorFilter, VectorHit, VectorIndex, VectorPoint

__all__ = ["VectorFilter", "VectorHit", "VectorIndex", "VectorPoint"]
