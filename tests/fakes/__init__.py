"""Real servers the tests run on 127.0.0.1 in place of services that cannot run here (Ollama, the model hub)."""

from .file_server import FileServer, running_file_server
from .ollama_server import FakeOllama, fake_vector, running_ollama

__all__ = ["FakeOllama", "FileServer", "fake_vector", "running_file_server", "running_ollama"]
