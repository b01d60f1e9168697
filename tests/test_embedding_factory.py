"""create_embedder builds the provider the settings choose, importing only that provider."""

import subprocess
import sys
from pathlib import Path

from openbrain.core.config import Settings
from openbrain.stores.embedding.factory import create_embedder
from openbrain.stores.embedding.local import LocalOnnxEmbedder, packaged_model_dir
from openbrain.stores.embedding.ollama import OllamaEmbedder


def test_the_default_is_the_local_model_with_its_graph_cached_in_the_data_dir(tmp_path: Path) -> None:
    embedder = create_embedder(Settings(data_dir=tmp_path, embedding={"threads": 1, "batch_size": 8}))

    assert isinstance(embedder, LocalOnnxEmbedder)
    assert embedder.profile.key == "local:all-MiniLM-L6-v2-int8:384"
    assert embedder.model_dir == packaged_model_dir()
    assert embedder.cache_dir == tmp_path / "models"
    assert (embedder.threads, embedder.batch_size) == (1, 8)
    assert not (tmp_path / "models").exists()  # nothing is built before the first embed


def test_ollama_settings_give_an_ollama_embedder(tmp_path: Path) -> None:
    settings = Settings(
        data_dir=tmp_path,
        embedding={"provider": "ollama", "ollama_url": "http://127.0.0.1:1", "timeout": 2, "retries": 4},
    )

    embedder = create_embedder(settings)

    assert isinstance(embedder, OllamaEmbedder)
    assert embedder.profile.key == "ollama:nomic-embed-text:768"
    assert (embedder.timeout, embedder.retries, embedder.query_prefix) == (2, 4, "search_query: ")
    embedder.close()


def test_choosing_ollama_does_not_import_the_local_model_code() -> None:
    code = (
        "import sys\n"
        "from openbrain.core.config import Settings\n"
        "from openbrain.stores.embedding.factory import create_embedder\n"
        "create_embedder(Settings(embedding={'provider': 'ollama'}))\n"
        "heavy = ('openbrain.stores.embedding.local', 'onnxruntime', 'onnx', 'tokenizers')\n"
        "loaded = [m for m in heavy if m in sys.modules]\n"
        "assert not loaded, loaded\n"
    )
    subprocess.run([sys.executable, "-c", code], check=True)
