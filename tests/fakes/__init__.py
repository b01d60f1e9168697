"""Real servers the tests run on 127.0.0.1 in place of services that cannot run here (Ollama, the model hub)."""

from .file_server import FileServer, running_file_server
from .flaky_index import FlakyIndex
from .mariadb_server import MariaDBServer, mariadb_binaries
from .ollama_server import FakeOllama, fake_vector, running_ollama

__all__ = [
    "FakeOllama",
    "FileServer",
    "FlakyIndex",
    "MariaDBServer",
    "fake_vector",
    "mariadb_binaries",
    "running_file_server",
    "running_ollama",
]
