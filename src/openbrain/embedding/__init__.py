"""Embedders: turn text into vectors (local ONNX model or an Ollama server)."""

from openbrain.embedding.base import Embedder, EmbeddingProfile

__all__ = ["Embedder", "EmbeddingProfile"]
