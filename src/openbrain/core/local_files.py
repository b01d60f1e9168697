"""Whether the data lives in local files that one process must own: the standard library only, since the hooks'
thin client (agents/hookclient.py) asks it on every prompt."""


def data_is_local(db_url: str | None, backend: str, vectors_url: str | None, vectors_path: str | None) -> bool:
    """Whether the data lives in files that one process must own (SQLite file, Qdrant Edge, local mode)."""
    sqlite_file = not db_url or (db_url.startswith("sqlite") and ":memory:" not in db_url and db_url != "sqlite://")
    return sqlite_file or vectors_are_local(backend, vectors_url, vectors_path)


def vectors_are_local(backend: str, url: str | None, path: str | None) -> bool:
    """Whether the vectors live in files of this machine (Qdrant Edge, or qdrant-client's local mode on disk)."""
    return backend == "edge" or (not url and bool(path) and path != ":memory:")
