"""Embeddings from an Ollama server (POST /api/embed), the stack mode's provider."""

import re

import httpx
from ollama import Client, ResponseError

from openbrain.core.errors import ConfigurationError, Unavailable
from openbrain.stores.embedding.base import BatchingEmbedder, EmbeddingProfile, TransientError

DEFAULT_MODEL = "nomic-embed-text"
DEFAULT_HOST = "http://127.0.0.1:11434"
# Vector lengths of common embedding models, by full name first, then by name without the tag.
KNOWN_DIMENSIONS = {
    "nomic-embed-text": 768,
    "mxbai-embed-large": 1024,
    "all-minilm": 384,
    "snowflake-arctic-embed": 1024,
    "snowflake-arctic-embed:xs": 384,
    "snowflake-arctic-embed:22m": 384,
    "snowflake-arctic-embed:s": 384,
    "snowflake-arctic-embed:33m": 384,
    "snowflake-arctic-embed:m": 768,
    "snowflake-arctic-embed:110m": 768,
    "snowflake-arctic-embed:m-long": 768,
    "snowflake-arctic-embed:137m": 768,
    "bge-m3": 1024,
}
# (document prefix, query prefix): the task instructions these models were trained with.
PREFIXES = {
    "nomic-embed-text": ("search_document: ", "search_query: "),
    "mxbai-embed-large": ("", "Represent this sentence for searching relevant passages: "),
}
_URL = re.compile(r"\b\w+://\S+")


def _base_name(model: str) -> str:
    """``nomic-embed-text:latest`` -> ``nomic-embed-text``."""
    return model.split(":", 1)[0].lower()


def known_dimension(model: str) -> int | None:
    """The vector length of a model OpenBrain knows, else None."""
    return KNOWN_DIMENSIONS.get(model.lower(), KNOWN_DIMENSIONS.get(_base_name(model)))


class OllamaEmbedder(BatchingEmbedder):
    """Embeds through an Ollama server's ``/api/embed``, ``batch_size`` texts per request."""

    def __init__(
        self,
        model: str = DEFAULT_MODEL,
        *,
        host: str = DEFAULT_HOST,
        dimension: int | None = None,
        timeout: float = 30.0,
        retries: int = 3,
        batch_size: int = 32,
        backoff: float = 0.5,
        keep_alive: str | float | None = None,
    ) -> None:
        """Prepare a client; nothing is sent until the first embed.

        Args:
            model: the Ollama model name, with or without a tag.
            host: the Ollama server URL.
            dimension: the vector length; needed only for a model not in ``KNOWN_DIMENSIONS``.
            timeout: seconds per request.
            retries: attempts per batch; connection errors, timeouts and HTTP 5xx are retried with backoff.
            backoff: first wait between attempts, seconds (doubles each time).
            keep_alive: how long Ollama keeps the model loaded (Ollama's default when None).

        Raises:
            ConfigurationError: the model is unknown and no dimension was given.
        """
        dimension = dimension or known_dimension(model)
        if dimension is None:
            raise ConfigurationError(
                f"OpenBrain does not know the vector length of the Ollama model {model}; "
                "set OPENBRAIN_EMBEDDING__DIMENSION to it."
            )
        document_prefix, query_prefix = PREFIXES.get(_base_name(model), ("", ""))
        super().__init__(
            EmbeddingProfile("ollama", model, dimension),
            batch_size=batch_size,
            retries=retries,
            backoff=backoff,
            document_prefix=document_prefix,
            query_prefix=query_prefix,
        )
        self.timeout = timeout
        self.keep_alive = keep_alive
        self._client = Client(host=host, timeout=timeout)

    def _embed_batch(self, texts: list[str]) -> list[list[float]]:
        model = self.profile.model
        try:
            response = self._client.embed(model=model, input=texts, truncate=True, keep_alive=self.keep_alive)
        except ConnectionError:
            raise TransientError(
                "The Ollama server is not reachable (OPENBRAIN_EMBEDDING__OLLAMA_URL); start it with `ollama serve`."
            ) from None
        except httpx.TimeoutException:
            raise TransientError(
                f"The Ollama server did not answer within {self.timeout:g} s (OPENBRAIN_EMBEDDING__TIMEOUT); it may "
                "be loading the model or overloaded: retry later or raise the timeout."
            ) from None
        except httpx.HTTPError as error:
            raise TransientError(
                f"The connection to the Ollama server failed ({type(error).__name__}); retry, and check the server."
            ) from None
        except ResponseError as error:
            raise self._response_error(error) from None
        except ValueError:  # not JSON, or JSON without embeddings
            raise Unavailable(
                "The Ollama server sent an answer that is not an embedding response; check that "
                "OPENBRAIN_EMBEDDING__OLLAMA_URL points at Ollama."
            ) from None
        return [list(vector) for vector in response.embeddings]

    def _response_error(self, error: ResponseError) -> Unavailable:
        model, status, detail = self.profile.model, error.status_code, _URL.sub("<url>", str(error.error))[:200]
        if status == 404:
            return Unavailable(
                f"The Ollama model {model} is not available on the server; run `ollama pull {model}` "
                "(or choose another model with OPENBRAIN_EMBEDDING__MODEL)."
            )
        if status >= 500:
            return TransientError(f"The Ollama server failed to embed with {model} (HTTP {status}: {detail}).")
        return Unavailable(f"The Ollama server rejected the embedding request (HTTP {status}: {detail}).")

    def close(self) -> None:
        """Close the HTTP connections."""
        self._client.close()
