"""A deterministic corpus of realistic memories, and the recall queries asked of it.

Memories are generated in chunks of ``CHUNK`` from ``(seed, chunk)``, so the first 10K memories of the 100K
corpus are the 10K corpus: cached vectors and loaded stores are prefixes of each other.

What makes them realistic enough for a storage and search benchmark:

* content written from templates per memory type (bugs with root causes, decisions with reasons, conventions,
  plans...) over a shared technical vocabulary, so that queries find them by meaning and by words;
* lengths drawn from a log-normal distribution (median about 40 words, a long tail to about 2 KB, a few up to
  5 KB), since agents store short facts and the odd long write-up;
* types, tags (0-5 of 60, Zipf-like), projects (12 per workspace, a fifth of memories cross-project), 6 agents
  per workspace, creation times over two years, one in ten with a TTL (in the future: nothing expires during a
  run), and a small share of superseded (version 2) and forgotten memories;
* four workspaces of unequal size (50%, 25%, 15%, 10%): recall is measured in the largest.
"""

import hashlib
import math
import random
import uuid
from collections.abc import Iterator
from dataclasses import dataclass, field
from datetime import UTC, datetime, timedelta

CORPUS_VERSION = "1"  # bump when the generator changes: cached vectors are keyed by it
CHUNK = 10_000
EPOCH = datetime(2026, 1, 1, tzinfo=UTC)  # "now" of the corpus: memories are created during the two years before

WORKSPACES = [("ws-acme", 0.50), ("ws-globex", 0.25), ("ws-initech", 0.15), ("ws-umbrella", 0.10)]
TYPES = [
    ("observation", 0.25),
    ("bug", 0.20),
    ("decision", 0.15),
    ("convention", 0.12),
    ("research", 0.10),
    ("plan", 0.10),
    ("architecture", 0.08),
]
SERVICES = (
    "billing-api checkout web-frontend auth-service search-indexer payments-worker notification-service "
    "gateway user-profile reporting ml-pipeline inventory shipping-api admin-console mobile-backend"
).split()
COMPONENTS = (
    "connection pool retry loop cache layer session store rate limiter job queue migration runner websocket handler "
    "cron scheduler feature flag client token refresher csv exporter image resizer pdf renderer webhook dispatcher "
    "health check bulk importer audit logger"
).split(" ")
COMPONENTS = [" ".join(COMPONENTS[i : i + 2]) for i in range(0, len(COMPONENTS) - 1, 2)]
TECH = (
    "postgres mariadb sqlite redis kafka rabbitmq kubernetes docker terraform nginx envoy grpc graphql "
    "react typescript python rust go java celery airflow s3 cloudfront elasticsearch qdrant prometheus grafana "
    "sentry opentelemetry github-actions argo helm vault"
).split()
SYMPTOMS = [
    "times out under load",
    "returns stale data",
    "leaks file descriptors",
    "deadlocks on concurrent writes",
    "drops messages after a restart",
    "fails only on the first request after deploy",
    "spikes CPU every hour",
    "logs a misleading 500 error",
    "double-charges on retry",
    "flakes in CI about one run in twenty",
    "runs out of memory on large uploads",
    "serves the wrong locale",
    "reorders events",
    "hangs during graceful shutdown",
]
CAUSES = [
    "the client reuses a connection the server already closed",
    "a missing index turns the lookup into a full table scan",
    "two workers race on the same lock without a timeout",
    "the cache key ignores the tenant id",
    "retries are not idempotent because the request id is regenerated",
    "the test depends on wall-clock time and midnight UTC",
    "the default timeout of the HTTP client is infinite",
    "the ORM loads every relation eagerly",
    "the queue consumer acknowledges before processing",
    "a config value is read once at import time",
    "daylight saving time shifts the cron schedule",
    "the container's memory limit is lower than the JVM heap",
]
FIXES = [
    "enable pool pre-ping and recycle connections after an hour",
    "add a composite index on (tenant_id, created_at)",
    "take the lock with a timeout and retry with backoff",
    "include the tenant id in every cache key",
    "generate the idempotency key once per logical operation",
    "freeze the clock in tests with a fixture",
    "set explicit connect and read timeouts on every client",
    "load relations lazily and batch the hot path",
    "acknowledge only after the handler commits",
    "read settings per request through the settings object",
    "schedule jobs in UTC",
    "raise the memory limit and cap the heap at 75 percent of it",
]
ACTIONS = [
    "move {tech} behind a feature flag",
    "replace {tech} with {tech2}",
    "keep {tech} and shard by tenant",
    "adopt {tech} for background jobs",
    "stop writing to {tech} synchronously",
    "pin {tech} to the current minor version",
    "run {tech} as a managed service",
    "split the {service} database from the shared cluster",
]
REASONS = [
    "it halves p95 latency in the load test",
    "the team already operates it in production",
    "licensing of the alternative is unclear",
    "it removes a single point of failure",
    "on-call load dropped after the pilot",
    "cost per month is a third of the current setup",
    "it keeps the data in the customer's region",
]
PRACTICES = [
    "write a migration for every schema change and run it in CI",
    "name feature flags after the ticket that introduces them",
    "log with structured fields, never string concatenation",
    "keep handlers thin and put logic in services",
    "tag releases with the date and the short commit hash",
    "put secrets in the vault, never in environment files",
    "review dependency upgrades weekly",
    "wrap external calls with a timeout and a circuit breaker",
    "write tests that name the behaviour they check",
    "use UTC timestamps with microseconds in every table",
]
FILLER = [
    "This showed up first in the {service} dashboards and took two days to pin down.",
    "Related alerts fired in {tech} at the same time, which was a red herring.",
    "The workaround until the fix ships is to restart the {component} nightly.",
    "See the incident review for the full timeline and the graphs.",
    "Measured on staging with production-like data: the effect is repeatable.",
    "Ask the platform team before changing this; they own the {tech} configuration.",
    "Other services that use the same {component} are probably affected too.",
    "The metrics to watch are error rate, p95 latency and queue depth.",
    "We rolled it out to ten percent of traffic first, then to everyone after a day.",
    "Documentation in the runbook was out of date and has been corrected.",
    "The root cause is subtle: it only happens when the {component} is cold.",
    "Keep this in mind when touching {tech}; the defaults are surprising.",
]
TAGS = (
    "ci flaky-test performance security database cache deploy incident latency memory api auth billing frontend "
    "backend infra kubernetes docker observability logging metrics alerts migration schema testing refactor "
    "dependencies release on-call config secrets networking dns tls queue kafka redis postgres mariadb search "
    "ml data-pipeline cost compliance gdpr accessibility mobile ios android ux docs onboarding tooling python "
    "typescript rust go java terraform"
).split()
QUESTIONS = [
    "why does {service} {symptom}",
    "what did we decide about {tech}",
    "how do we {practice}",
    "root cause of the {component} problem in {service}",
    "is {tech} still the plan for {service}",
    "{service} {component} timeout fix",
    "known bugs with {tech} in production",
    "conventions for {tag}",
    "what breaks when {cause}",
    "{tech} versus {tech2} decision",
]


@dataclass
class Memory:
    """One memory as the bench loads it: what ``brain_remember`` would store, plus its history."""

    id: uuid.UUID
    workspace_id: str
    agent_id: str
    type: str
    content: str
    tags: list[str]
    project: str | None
    confidence: float
    created_at: datetime
    expires_at: datetime | None = None
    version: int = 1
    forgotten: bool = False  # soft-deleted ("forgotten"): a row without a vector
    previous_content: str | None = field(default=None, repr=False)  # a superseded version 1 (row without vector)


@dataclass(frozen=True)
class Query:
    text: str
    workspace_id: str
    project: str | None = None
    types: tuple[str, ...] = ()
    tags: tuple[str, ...] = ()


def _weighted(rng: random.Random, options: list[tuple[str, float]]) -> str:
    return rng.choices([o for o, _ in options], weights=[w for _, w in options])[0]


def _fill(template: str, rng: random.Random) -> str:
    tech, tech2 = rng.sample(TECH, 2)
    return template.format(
        service=rng.choice(SERVICES),
        component=rng.choice(COMPONENTS),
        tech=tech,
        tech2=tech2,
        symptom=rng.choice(SYMPTOMS),
        cause=rng.choice(CAUSES),
        fix=rng.choice(FIXES),
        practice=rng.choice(PRACTICES),
        tag=rng.choice(TAGS),
    )


def _core(kind: str, rng: random.Random, ticket: int) -> str:
    f = lambda t: _fill(t, rng)  # noqa: E731
    if kind == "bug":
        return f(
            f"The {{component}} in {{service}} {{symptom}}. Root cause: {{cause}}. Fix: {{fix}} (ticket #{ticket})."
        )
    if kind == "decision":
        action = f(rng.choice(ACTIONS))
        return f(f"Decision #{ticket}: we {action} for {{service}}, because {rng.choice(REASONS)}.")
    if kind == "convention":
        return f(f"Convention (#{ticket}): in {{service}} we {{practice}}; reviewers reject changes that do not.")
    if kind == "research":
        return f(
            f"Research note #{ticket}: compared {{tech}} and {{tech2}} for the {{component}} of {{service}}. "
            "{tech} was faster in our benchmark but harder to operate."
        )
    if kind == "plan":
        return f(
            f"Plan for next quarter (#{ticket}): migrate the {{component}} of {{service}} to {{tech}}, then {{fix}}."
        )
    if kind == "architecture":
        return f(
            f"Architecture #{ticket}: {{service}} talks to {{tech}} through the {{component}}; "
            "every write goes through a queue and is idempotent."
        )
    return f(f"Observed (#{ticket}): {{service}} {{symptom}} when {{cause}}.")


def _content(kind: str, rng: random.Random, ticket: int) -> str:
    text = _core(kind, rng, ticket)
    # Log-normal length: median about 40 words, long tail; capped at about 5 KB.
    target_words = min(800, int(math.exp(rng.gauss(math.log(40), 0.8))))
    words = len(text.split())
    sentences = [text]
    while words < target_words:
        sentence = _fill(rng.choice(FILLER), rng)
        sentences.append(sentence)
        words += len(sentence.split())
    return " ".join(sentences)


def _tags(rng: random.Random) -> list[str]:
    count = rng.choices([0, 1, 2, 3, 4, 5], weights=[10, 25, 30, 20, 10, 5])[0]
    chosen: dict[str, None] = {}
    while len(chosen) < count:  # Zipf-like: the first tags are the common ones
        chosen[TAGS[min(len(TAGS) - 1, int(rng.paretovariate(1.1)) - 1)]] = None
    return list(chosen)


def chunk(seed: int, number: int) -> list[Memory]:
    """Memories ``number * CHUNK`` to ``(number + 1) * CHUNK - 1`` of the corpus."""
    rng = random.Random(f"openbrain-bench:{CORPUS_VERSION}:{seed}:{number}")
    memories = []
    for n in range(CHUNK):
        i = number * CHUNK + n
        workspace = _weighted(rng, [(w, p) for w, p in WORKSPACES])
        kind = _weighted(rng, TYPES)
        project = None if rng.random() < 0.2 else f"{workspace.removeprefix('ws-')}-{rng.choice(SERVICES)}"
        # Creation times grow with the index, like a store filled over two years, with jitter.
        created = EPOCH - timedelta(days=730) + timedelta(seconds=i * 60 + rng.uniform(0, 3600))
        memory = Memory(
            id=uuid.UUID(bytes=hashlib.sha256(f"{seed}:{i}".encode()).digest()[:16], version=4),
            workspace_id=workspace,
            agent_id=f"agent-{rng.randrange(6)}",
            type=kind,
            content=_content(kind, rng, 10_000 + i),
            tags=_tags(rng),
            project=project,
            confidence=round(rng.uniform(0.4, 1.0), 2),
            created_at=created,
        )
        roll = rng.random()
        if roll < 0.10:  # session-scoped context with a TTL, expiring well after the run
            memory.expires_at = EPOCH + timedelta(days=3650)
        elif roll < 0.15:
            memory.version = 2
            memory.previous_content = _content(kind, rng, 10_000 + i) + " (first version)"
        elif roll < 0.18:
            memory.forgotten = True
        memories.append(memory)
    return memories


def memories(count: int, seed: int = 0) -> Iterator[Memory]:
    """The first ``count`` memories of the corpus, in creation order."""
    for number in range(math.ceil(count / CHUNK)):
        yield from chunk(seed, number)[: count - number * CHUNK]


def queries(count: int, seed: int = 0, workspace: str = WORKSPACES[0][0]) -> list[Query]:
    """``count`` recall queries in ``workspace``: a third carry filters (project, types, tag)."""
    rng = random.Random(f"openbrain-bench-queries:{CORPUS_VERSION}:{seed}")
    out = []
    for n in range(count):
        text = _fill(rng.choice(QUESTIONS), rng)
        if n % 3 == 2:
            kind = rng.choice([t for t, _ in TYPES])
            out.append(
                Query(text, workspace, project=f"{workspace.removeprefix('ws-')}-{rng.choice(SERVICES)}", types=(kind,))
            )
        else:
            out.append(Query(text, workspace))
    return out
