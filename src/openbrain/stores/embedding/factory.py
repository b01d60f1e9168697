"""Build the embedder the settings choose; a provider's module is imported only when it is chosen."""

from openbrain.core.config import Settings
from openbrain.stores.embedding.base import Embedder


def create_embedder(settings: Settings) -> Embedder:
    """The embedder for ``settings.embedding``; no model is loaded and no connection is made yet.

    Raises:
        ConfigurationError: the settings name a model that cannot be used as configured.
    """
    embedding = settings.embedding
    if embedding.provider == "ollama":
        from openbrain.stores.embedding.ollama import OllamaEmbedder

        return OllamaEmbedder(
            settings.embedding_model,
            host=embedding.ollama_url,
            dimension=embedding.dimension,
            timeout=embedding.timeout,
            retries=embedding.retries,
            batch_size=embedding.batch_size,
        )

    from openbrain.stores.embedding.local import LocalOnnxEmbedder

    return LocalOnnxEmbedder(
        embedding.model_dir,
        model=settings.embedding_model,
        cache_dir=settings.data_dir / "models",
        dimension=embedding.dimension,
        threads=embedding.threads,
        batch_size=embedding.batch_size,
        allow_download=embedding.allow_download,
        precision=embedding.precision,
    )
