"""Embedders: turn text into vectors (local ONNX model or an Ollama server)."""

from openbrain.stores.embedding.base import Embedder, EmbeddingProfile

__all__ = ["Embedder", "EmbeddingProfile"]
