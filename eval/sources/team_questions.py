"""Emit eval/datasets/team-dev.jsonl: a team's memories and the everyday questions people ask of them.

Run: python eval/sources/team_questions.py

The fourth development set (issue 32). Five software teams keep the memories a team writes down: conventions,
decisions and their reasons, how-tos, policies, incidents. The questions are asked the way people ask a colleague,
in five forms (the query's ``category``):

* ``which``: "which linter do we use?", "what do we use for feature flags?"
* ``policy``: "what's our policy on code review?", "are we allowed to push to main?"
* ``how``: "how do I deploy the shop?", "how do I get access to the production database?"
* ``why``: "why did we pick PostgreSQL?", "why don't we use floats for money?"
* ``other``: whatever else a colleague asks ("who is on call this week", "where do secrets live").

The memories are written the way people write notes, not the way they ask: the note says "We lint Python with ruff",
the question says "linter"; the note says "deploys", the question "deployment"; many notes say "we use", "always",
"our", so a question's common words match half the team. Each topic has two phrasings of the note and three of the
question; team n takes note phrasing n % 2 and questions n % 3 and (n + 1) % 3, with its own tool and reason.

``UNRELATED`` are questions nothing in a software team's memory answers ("best pizza in town", "what's our policy
on vacation days?"); the script writes them one per line to ``team-unrelated.txt``, for the "nothing relevant"
measure (``eval/floor.py --unrelated``). Everything is generated from the tables below: the same files every run,
nothing copied from a real team or a public benchmark.
"""

import json
from dataclasses import dataclass
from pathlib import Path

HERE = Path(__file__).parent
OUT = HERE.parent / "datasets" / "team-dev.jsonl"
UNRELATED_OUT = HERE.parent / "datasets" / "team-unrelated.txt"

TEAMS = [  # (group, project, language, database)
    ("harbor-shop", "shop", "Python", "PostgreSQL 16"),
    ("kite-mobile", "kite-app", "Kotlin", "Firestore"),
    ("ledgerly-payments", "ledger", "Go", "CockroachDB"),
    ("atlas-data", "warehouse", "SQL and Python", "Snowflake"),
    ("beacon-platform", "infra", "Terraform", "etcd"),
]


@dataclass(frozen=True)
class Topic:
    key: str
    type: str
    tags: tuple[str, ...]
    notes: tuple[str, str]  # two phrasings of the memory, with {slots}
    questions: tuple[tuple[str, str], ...]  # (category, question) x 3
    options: tuple[dict[str, str], ...]  # one slot set per team, in TEAMS order


TOPICS = [
    Topic(
        "lint",
        "convention",
        ("tooling", "lint"),
        (
            "We lint {lang} with {tool}; CI fails on any warning, so run `{cmd}` before you push.",
            "Linting: {tool} is the only lint tool in {project}. It replaced {alt} because {why}.",
        ),
        (
            ("which", "which linter do we use"),
            ("which", "what do we use for linting {lang}?"),
            ("other", "does CI check code style?"),
        ),
        (
            {"tool": "ruff", "cmd": "ruff check .", "alt": "flake8", "why": "it is fifty times faster"},
            {"tool": "ktlint", "cmd": "./gradlew ktlintCheck", "alt": "detekt", "why": "it also formats"},
            {"tool": "golangci-lint", "cmd": "golangci-lint run", "alt": "go vet alone", "why": "it runs 40 checks"},
            {"tool": "sqlfluff", "cmd": "sqlfluff lint models", "alt": "manual review", "why": "reviews missed it"},
            {"tool": "tflint", "cmd": "tflint --recursive", "alt": "nothing", "why": "typos reached plan"},
        ),
    ),
    Topic(
        "format",
        "convention",
        ("tooling", "style"),
        (
            "Code is formatted by {tool} with its defaults; never hand-format, and never argue style in review.",
            "Formatting is automatic: a pre-commit hook runs {tool} on every staged file.",
        ),
        (
            ("which", "which formatter do we use?"),
            ("how", "how should I format my code?"),
            ("policy", "is there a rule about code style?"),
        ),
        (
            {"tool": "ruff format"},
            {"tool": "ktfmt"},
            {"tool": "gofmt"},
            {"tool": "sqlfmt"},
            {"tool": "terraform fmt"},
        ),
    ),
    Topic(
        "database",
        "decision",
        ("database", "architecture"),
        (
            "We chose {db} for {project} because {why}. {alt} was considered and rejected.",
            "Decision: {project} stores its data in {db}. Reason: {why}. We looked at {alt} too.",
        ),
        (
            ("which", "which database do we use and why?"),
            ("why", "why did we pick {db}?"),
            ("which", "what does {project} store its data in?"),
        ),
        (
            {"db": "PostgreSQL 16", "why": "we need transactions across orders and stock", "alt": "MongoDB"},
            {"db": "Firestore", "why": "offline sync comes for free on both phones", "alt": "Realm"},
            {"db": "CockroachDB", "why": "a region can fail without losing a payment", "alt": "Aurora"},
            {"db": "Snowflake", "why": "analysts can run heavy queries without hurting loads", "alt": "Redshift"},
            {"db": "etcd", "why": "the controllers already depend on it", "alt": "Consul"},
        ),
    ),
    Topic(
        "money",
        "convention",
        ("money", "correctness"),
        (
            "Money is always an integer number of {unit}; we never use floats for amounts. Convert only for display.",
            "Amounts are stored as integer {unit}. A float once lost a cent per thousand refunds.",
        ),
        (
            ("why", "why don't we use floats for money?"),
            ("how", "how should I store prices?"),
            ("policy", "what's the rule for currency amounts?"),
        ),
        (
            {"unit": "cents"},
            {"unit": "minor units"},
            {"unit": "micros"},
            {"unit": "cents"},
            {"unit": "cents in the billing exporter"},
        ),
    ),
    Topic(
        "deploy",
        "convention",
        ("deploy", "release"),
        (
            "To release {project}: merge to main, wait for the green pipeline, then run `{cmd}`. It deploys to staging "
            "first and promotes after 30 minutes.",
            "Deploys of {project} go out with `{cmd}`; {who} approves the promotion to production.",
        ),
        (
            ("how", "how do I deploy {project}?"),
            ("how", "what's the deployment process?"),
            ("other", "who approves a production deployment?"),
        ),
        (
            {"cmd": "make release", "who": "the on-call engineer"},
            {"cmd": "fastlane ship", "who": "the release captain"},
            {"cmd": "ledgerctl deploy", "who": "a second engineer"},
            {"cmd": "dbt run --target prod", "who": "the data lead"},
            {"cmd": "atlantis apply", "who": "a reviewer from another team"},
        ),
    ),
    Topic(
        "review",
        "convention",
        ("review", "process"),
        (
            "Every pull request needs {n} approving reviews before it merges; the author never merges their own "
            "change without them.",
            "Code review: {n} approvals, and a reviewer answers within one working day.",
        ),
        (
            ("policy", "what's our policy on code review?"),
            ("other", "how many reviewers does a PR need?"),
            ("policy", "can I merge my own pull request?"),
        ),
        (
            {"n": "one"},
            {"n": "two"},
            {"n": "two"},
            {"n": "one"},
            {"n": "two"},
        ),
    ),
    Topic(
        "main",
        "convention",
        ("git", "process"),
        (
            "Nobody pushes to main directly; main is protected and only the merge queue writes to it.",
            "Main is protected: every change goes through a branch and the merge queue.",
        ),
        (
            ("policy", "are we allowed to push to main?"),
            ("other", "can I commit straight to the main branch?"),
            ("how", "how do changes get into main?"),
        ),
        ({}, {}, {}, {}, {}),
    ),
    Topic(
        "branches",
        "convention",
        ("git", "naming"),
        (
            "Branch names are `{pattern}`, for example `{example}`.",
            "Name a branch `{pattern}` (like `{example}`), so the tracker links it.",
        ),
        (
            ("how", "how should I name my branch?"),
            ("policy", "is there a naming convention for branches?"),
            ("which", "what branch naming do we follow?"),
        ),
        (
            {"pattern": "<ticket>-<short-slug>", "example": "SHOP-412-refund-email"},
            {"pattern": "feature/<ticket>", "example": "feature/KITE-88"},
            {"pattern": "<initials>/<ticket>", "example": "ab/PAY-19"},
            {"pattern": "<ticket>-<model>", "example": "DATA-7-orders-daily"},
            {"pattern": "<env>/<ticket>", "example": "prod/INF-301"},
        ),
    ),
    Topic(
        "tests",
        "convention",
        ("testing", "tooling"),
        (
            "Tests run with {tool}: `{cmd}`. A new feature comes with its tests in the same pull request.",
            "Our test runner is {tool}. Run `{cmd}` locally; CI runs the same command.",
        ),
        (
            ("how", "how do I run the tests?"),
            ("which", "what testing framework do we use?"),
            ("policy", "do features need tests?"),
        ),
        (
            {"tool": "pytest", "cmd": "pytest -x"},
            {"tool": "JUnit 5 with Robolectric", "cmd": "./gradlew test"},
            {"tool": "go test", "cmd": "go test ./..."},
            {"tool": "dbt tests", "cmd": "dbt test"},
            {"tool": "terratest", "cmd": "go test ./test/..."},
        ),
    ),
    Topic(
        "flaky",
        "bug",
        ("testing", "flaky"),
        (
            "{test} was flaky because {cause}. Fixed by {fix}.",
            "The intermittent failure of {test}: {cause}. {fix} solved it.",
        ),
        (
            ("why", "why was {test} failing randomly?"),
            ("other", "what made the flaky test fail?"),
            ("how", "how did we fix the flaky test?"),
        ),
        (
            {"test": "test_checkout_total", "cause": "it depended on the order of a set", "fix": "sorting the lines"},
            {"test": "LoginScreenTest", "cause": "animations raced the assertions", "fix": "turning animations off"},
            {"test": "TestSettleBatch", "cause": "two tests shared one database", "fix": "a schema per test"},
            {"test": "orders_daily_test", "cause": "it read today's date", "fix": "a fixed run date"},
            {"test": "TestVpcPeering", "cause": "AWS was eventually consistent", "fix": "retrying the lookup"},
        ),
    ),
    Topic(
        "secrets",
        "convention",
        ("security", "secrets"),
        (
            "Secrets live in {store}; never put one in the repository, an env file or a ticket.",
            "Credentials come from {store} at start-up. A secret in git is rotated at once.",
        ),
        (
            ("other", "where do we keep secrets?"),
            ("policy", "what's our policy on API keys in the repo?"),
            ("how", "how do I store a password for a service?"),
        ),
        (
            {"store": "AWS Secrets Manager"},
            {"store": "the CI's encrypted variables"},
            {"store": "HashiCorp Vault"},
            {"store": "Snowflake secrets and Vault"},
            {"store": "Vault, read by the external-secrets operator"},
        ),
    ),
    Topic(
        "oncall",
        "convention",
        ("oncall", "process"),
        (
            "On-call rotates weekly on {day}; the schedule is in {tool}. Pages must be acknowledged within {minutes} "
            "minutes.",
            "The on-call week starts {day}. Acknowledge a page within {minutes} minutes; {tool} escalates after that.",
        ),
        (
            ("other", "who is on call and how does the rotation work?"),
            ("policy", "how fast do I have to answer a page?"),
            ("which", "what tool do we use for paging?"),
        ),
        (
            {"day": "Monday", "tool": "PagerDuty", "minutes": "15"},
            {"day": "Wednesday", "tool": "Opsgenie", "minutes": "30"},
            {"day": "Tuesday", "tool": "PagerDuty", "minutes": "5"},
            {"day": "Monday", "tool": "incident.io", "minutes": "30"},
            {"day": "Thursday", "tool": "Grafana OnCall", "minutes": "10"},
        ),
    ),
    Topic(
        "flags",
        "decision",
        ("feature-flags", "release"),
        (
            "Feature flags are managed in {tool}; a flag is removed within two sprints after full rollout.",
            "We gate unfinished work behind {tool} flags instead of long-lived branches.",
        ),
        (
            ("which", "what do we use for feature flags?"),
            ("how", "how do I hide a half-finished feature?"),
            ("policy", "when do old toggles get cleaned up?"),
        ),
        (
            {"tool": "Unleash"},
            {"tool": "Firebase Remote Config"},
            {"tool": "LaunchDarkly"},
            {"tool": "dbt vars"},
            {"tool": "Flagsmith"},
        ),
    ),
    Topic(
        "migrations",
        "convention",
        ("database", "migrations"),
        (
            "Schema changes go through {tool}; every migration must be reversible and run before the code that needs "
            "it.",
            "Migrate the schema with {tool} only. Destructive changes ship in two releases: stop using, then drop.",
        ),
        (
            ("how", "how do I change the database schema?"),
            ("which", "which migration tool do we use?"),
            ("policy", "can I drop a column in one release?"),
        ),
        (
            {"tool": "Django migrations"},
            {"tool": "Room auto-migrations"},
            {"tool": "goose"},
            {"tool": "dbt model versions"},
            {"tool": "Terraform state moves"},
        ),
    ),
    Topic(
        "ci",
        "decision",
        ("ci", "tooling"),
        (
            "CI runs on {tool}. We moved off {alt} because {why}.",
            "Our pipelines are {tool} workflows; {alt} was retired since {why}.",
        ),
        (
            ("which", "which CI system do we use?"),
            ("why", "why did we leave {alt}?"),
            ("other", "where do our builds run?"),
        ),
        (
            {"tool": "GitHub Actions", "alt": "Jenkins", "why": "nobody wanted to patch the Jenkins host"},
            {"tool": "Bitrise", "alt": "CircleCI", "why": "iOS builds needed macOS machines"},
            {"tool": "Buildkite", "alt": "Travis", "why": "Travis queues took an hour"},
            {"tool": "GitLab CI", "alt": "cron jobs", "why": "runs were invisible"},
            {"tool": "GitHub Actions with self-hosted runners", "alt": "Drone", "why": "Drone lost its maintainer"},
        ),
    ),
    Topic(
        "logging",
        "convention",
        ("logging", "observability"),
        (
            "Logs are structured JSON through {tool}; never log personal data or tokens. They are kept {days} days.",
            "Use {tool} for logging, as JSON, one event per line. Retention is {days} days.",
        ),
        (
            ("which", "what logging library do we use?"),
            ("policy", "can I log user emails?"),
            ("other", "how long do we keep logs?"),
        ),
        (
            {"tool": "structlog", "days": "30"},
            {"tool": "Timber", "days": "14"},
            {"tool": "zap", "days": "90"},
            {"tool": "the logging module with a JSON formatter", "days": "30"},
            {"tool": "Vector shipping to Loki", "days": "60"},
        ),
    ),
    Topic(
        "python-version",
        "decision",
        ("versions", "runtime"),
        (
            "{project} runs on {version}; upgrades happen once a year after the first patch release.",
            "Runtime pinned at {version} for {project}. We skip a version's first months.",
        ),
        (
            ("which", "what version of the runtime are we on?"),
            ("policy", "when do we upgrade the language version?"),
            ("which", "which {lang} version does {project} use?"),
        ),
        (
            {"version": "Python 3.12"},
            {"version": "Kotlin 2.0 with JDK 21"},
            {"version": "Go 1.23"},
            {"version": "Python 3.11 on Airflow 2.9"},
            {"version": "Terraform 1.9"},
        ),
    ),
    Topic(
        "incident",
        "bug",
        ("incident", "postmortem"),
        (
            "Outage on {date}: {what}. Root cause: {cause}. Action: {action}.",
            "Postmortem {date}. {what} because {cause}; since then {action}.",
        ),
        (
            ("why", "why did we have an outage on {date}?"),
            ("other", "what caused the last big incident?"),
            ("other", "what happened in the {date} postmortem?"),
        ),
        (
            {
                "date": "March 3",
                "what": "checkout returned 500s for 40 minutes",
                "cause": "a migration locked the orders table",
                "action": "migrations run with a lock timeout",
            },
            {
                "date": "May 12",
                "what": "the app crashed on launch for Android 9 users",
                "cause": "a library dropped support for API 28",
                "action": "we test on the oldest supported version",
            },
            {
                "date": "June 20",
                "what": "payouts were sent twice",
                "cause": "a retry had no idempotency key",
                "action": "every payout call carries one",
            },
            {
                "date": "August 8",
                "what": "the revenue dashboard was empty for a day",
                "cause": "an upstream table was renamed",
                "action": "sources have contracts",
            },
            {
                "date": "September 30",
                "what": "DNS failed in eu-west-1",
                "cause": "a CoreDNS config typo",
                "action": "DNS changes go through canaries",
            },
        ),
    ),
    Topic(
        "access",
        "convention",
        ("access", "security"),
        (
            "Production {what} access is requested in {where}; it is granted for {hours} hours and logged.",
            "To get into production {what}, ask in {where}. Access expires after {hours} hours.",
        ),
        (
            ("how", "how do I get access to production?"),
            ("policy", "what's the policy for prod access?"),
            ("how", "who can give me access to the production {what}?"),
        ),
        (
            {"what": "database", "where": "the #access channel", "hours": "8"},
            {"what": "Firebase console", "where": "a ticket to the mobile lead", "hours": "24"},
            {"what": "cluster", "where": "Teleport", "hours": "4"},
            {"what": "Snowflake role", "where": "the data-access form", "hours": "12"},
            {"what": "AWS account", "where": "the break-glass runbook", "hours": "2"},
        ),
    ),
    Topic(
        "dependencies",
        "convention",
        ("dependencies", "security"),
        (
            "Dependencies are updated by {tool} every week; a new dependency needs a note in the pull request saying "
            "why.",
            "{tool} opens update PRs weekly. Adding a package requires a reason in the review.",
        ),
        (
            ("how", "how do we keep packages up to date?"),
            ("policy", "can I add a new library?"),
            ("which", "what bot updates our dependencies?"),
        ),
        (
            {"tool": "Renovate"},
            {"tool": "Dependabot"},
            {"tool": "Renovate"},
            {"tool": "Dependabot"},
            {"tool": "Renovate"},
        ),
    ),
    Topic(
        "api-style",
        "decision",
        ("api", "architecture"),
        (
            "Our APIs are {style}. We decided against {alt} because {why}.",
            "API design: {style}; not {alt}, since {why}.",
        ),
        (
            ("which", "what kind of API do we build?"),
            ("why", "why don't we use {alt}?"),
            ("policy", "what's our standard for new endpoints?"),
        ),
        (
            {"style": "REST with OpenAPI", "alt": "GraphQL", "why": "caching and rate limits are simpler"},
            {"style": "a BFF per screen", "alt": "one shared API", "why": "screens changed weekly"},
            {"style": "gRPC inside, REST outside", "alt": "REST everywhere", "why": "internal calls needed streaming"},
            {"style": "views in the semantic layer", "alt": "raw table access", "why": "metrics drifted"},
            {"style": "Terraform modules with versioned inputs", "alt": "raw resources", "why": "copies diverged"},
        ),
    ),
    Topic(
        "docs",
        "convention",
        ("docs", "process"),
        (
            "Documentation lives next to the code in {where}; an architecture change comes with an ADR.",
            "Write docs in {where}. Decisions are recorded as ADRs, numbered.",
        ),
        (
            ("other", "where is the documentation?"),
            ("policy", "do we write design docs?"),
            ("how", "how do I record an architecture decision?"),
        ),
        (
            {"where": "docs/ in the repository"},
            {"where": "the app's README and the wiki"},
            {"where": "docs/adr"},
            {"where": "dbt docs"},
            {"where": "the platform handbook"},
        ),
    ),
    Topic(
        "hotfix",
        "convention",
        ("release", "hotfix"),
        (
            "A hotfix branches from the release tag, gets one review, and is merged back to main the same day.",
            "Hotfixes: branch off the last tag, one reviewer, then merge back into main before you leave.",
        ),
        (
            ("how", "how do I ship an urgent fix?"),
            ("policy", "what's the hotfix process?"),
            ("other", "where do emergency fixes branch from?"),
        ),
        ({}, {}, {}, {}, {}),
    ),
    Topic(
        "timezones",
        "convention",
        ("time", "correctness"),
        (
            "Store every timestamp in UTC; convert to the user's zone only in the {layer}.",
            "Times are UTC in storage and in APIs; local time only in the {layer}.",
        ),
        (
            ("policy", "what's the rule for time zones?"),
            ("how", "how should I store dates?"),
            ("which", "which timezone do we save times in?"),
        ),
        (
            {"layer": "templates"},
            {"layer": "UI"},
            {"layer": "statement renderer"},
            {"layer": "dashboards"},
            {"layer": "alert messages"},
        ),
    ),
    Topic(
        "caching",
        "decision",
        ("cache", "performance"),
        (
            "We cache {what} in {tool} for {ttl}; invalidation is by key on every write.",
            "Caching: {tool} holds {what}, TTL {ttl}, cleared on write.",
        ),
        (
            ("which", "what do we use for caching?"),
            ("how", "how long is {what} cached?"),
            ("other", "is there a cache in front of {what}?"),
        ),
        (
            {"what": "product pages", "tool": "Redis", "ttl": "10 minutes"},
            {"what": "the home feed", "tool": "an on-device LRU", "ttl": "1 hour"},
            {"what": "FX rates", "tool": "Memcached", "ttl": "60 seconds"},
            {"what": "dashboard queries", "tool": "the result cache", "ttl": "24 hours"},
            {"what": "provider plugins", "tool": "an S3 mirror", "ttl": "7 days"},
        ),
    ),
    Topic(
        "errors",
        "convention",
        ("errors", "monitoring"),
        (
            "Exceptions are reported to {tool}; an error that pages nobody must still have an owner in the triage "
            "board.",
            "Error tracking is {tool}. Every new error type gets triaged within a week.",
        ),
        (
            ("which", "where do exceptions get reported?"),
            ("which", "what error tracker do we use?"),
            ("policy", "who looks at new errors?"),
        ),
        (
            {"tool": "Sentry"},
            {"tool": "Crashlytics"},
            {"tool": "Sentry"},
            {"tool": "Monte Carlo alerts"},
            {"tool": "Grafana alerts"},
        ),
    ),
    Topic(
        "local-setup",
        "convention",
        ("onboarding", "setup"),
        (
            "To set up {project} locally: clone it, run `{cmd}`, then open {url}.",
            "Local development of {project} starts with `{cmd}`; it serves {url}.",
        ),
        (
            ("how", "how do I run {project} on my laptop?"),
            ("how", "how do I set up my dev environment?"),
            ("other", "what's the first command after cloning the repo?"),
        ),
        (
            {"cmd": "make dev", "url": "localhost:8000"},
            {"cmd": "./gradlew installDebug", "url": "the emulator"},
            {"cmd": "docker compose up", "url": "localhost:7070"},
            {"cmd": "dbt deps && dbt build --target dev", "url": "the dev schema"},
            {"cmd": "make plan ENV=sandbox", "url": "the sandbox account"},
        ),
    ),
    Topic(
        "commit-messages",
        "convention",
        ("git", "style"),
        (
            "Commit messages follow Conventional Commits (`feat:`, `fix:`, `chore:`); the changelog is built from "
            "them.",
            "Write commits as `type: summary` (Conventional Commits), since release notes are generated from them.",
        ),
        (
            ("how", "how should I write commit messages?"),
            ("policy", "is there a format for commits?"),
            ("why", "why do commits need a prefix?"),
        ),
        ({}, {}, {}, {}, {}),
    ),
    Topic(
        "pairing",
        "observation",
        ("team", "process"),
        (
            "New joiners pair with {who} for their first two weeks; they ship one small change in week one.",
            "Onboarding: two weeks of pairing with {who}, and a first small change shipped in week one.",
        ),
        (
            ("other", "what happens in a new hire's first weeks?"),
            ("policy", "do new people pair with someone?"),
            ("how", "how is onboarding organised?"),
        ),
        (
            {"who": "a buddy from the team"},
            {"who": "the mobile lead"},
            {"who": "a senior engineer"},
            {"who": "an analytics engineer"},
            {"who": "the on-call engineer"},
        ),
    ),
    Topic(
        "monitoring",
        "decision",
        ("monitoring", "observability"),
        (
            "Metrics and dashboards are in {tool}; every service has a dashboard and an SLO of {slo}.",
            "We monitor with {tool}. Each service defines an SLO ({slo}) and alerts on its error budget.",
        ),
        (
            ("which", "what monitoring tool do we use?"),
            ("other", "what is our uptime target?"),
            ("where", "where are the dashboards?"),
        ),
        (
            {"tool": "Grafana with Prometheus", "slo": "99.9 % availability"},
            {"tool": "Firebase Performance", "slo": "99.5 % crash-free sessions"},
            {"tool": "Datadog", "slo": "99.95 % availability"},
            {"tool": "Airflow SLAs and Grafana", "slo": "tables fresh by 7:00"},
            {"tool": "Prometheus and Mimir", "slo": "99.99 % API availability"},
        ),
    ),
]

UNRELATED = [
    "best pizza in town",
    "what's our policy on vacation days?",
    "how many days of parental leave do I get?",
    "who won the football match last night?",
    "what's the weather like tomorrow?",
    "recommend a good sci-fi novel",
    "how do I renew my passport?",
    "when is the company summer party?",
    "what's a good recipe for banana bread?",
    "how do I expense a taxi ride?",
    "which gym is closest to the office?",
    "what's the capital of Australia?",
    "how do I fix a leaking tap?",
    "what should I name my cat?",
    "how tall is Mount Everest?",
    "what's the dress code for the client dinner?",
    "how do I book a meeting room?",
    "can you recommend a podcast about history?",
    "what time does the canteen close?",
    "how do I change my health insurance?",
    "is there parking at the office?",
    "what's the best way to learn the guitar?",
    "when are salary reviews?",
    "how much holiday do I have left?",
    "what are good stretches for back pain?",
    "where can I buy concert tickets?",
    "how do I make cold brew coffee?",
    "what's the plot of Hamlet?",
    "who is the CEO's assistant?",
    "how do I get a new office chair?",
    "what's the exchange rate of the yen today?",
    "how do I plant tomatoes?",
    "what movie should I watch tonight?",
    "how do I claim travel expenses abroad?",
    "what's the bike to work scheme?",
    "how do I train for a half marathon?",
    "what's the best pasta shape for pesto?",
    "is the office closed on bank holidays?",
    "how do I reset my voicemail?",
    "what languages does the translation team speak?",
]


def _fill(text: str, team: tuple[str, str, str, str], slots: dict[str, str]) -> str:
    group, project, lang, db = team
    return text.format(**{"project": project, "lang": lang, "db": db, **slots})


def build() -> tuple[list[dict], list[dict]]:
    memories: list[dict] = []
    queries: list[dict] = []
    for n, team in enumerate(TEAMS):
        group, project = team[0], team[1]
        for topic in TOPICS:
            slots = topic.options[n]
            mid = f"t{len(memories) + 1:04d}"
            memories.append(
                {
                    "kind": "memory",
                    "id": mid,
                    "group": group,
                    "text": _fill(topic.notes[n % 2], team, slots),
                    "type": topic.type,
                    "project": project,
                    "tags": list(topic.tags),
                    "confidence": 0.9,
                }
            )
            for pick in (n % 3, (n + 1) % 3):
                category, question = topic.questions[pick]
                queries.append(
                    {
                        "kind": "query",
                        "id": f"tq{len(queries) + 1:04d}",
                        "group": group,
                        "category": "other" if category == "where" else category,
                        "query": _fill(question, team, slots),
                        "expected": [mid],
                    }
                )
    return memories, queries


def main() -> None:
    memories, queries = build()
    with OUT.open("w", encoding="utf-8") as fh:
        for record in memories + queries:
            fh.write(json.dumps(record, ensure_ascii=False) + "\n")
    UNRELATED_OUT.write_text("".join(f"{line}\n" for line in UNRELATED), encoding="utf-8")
    print(f"wrote {OUT.name}: {len(memories)} memories, {len(queries)} queries, {len(TEAMS)} groups")
    print(f"wrote {UNRELATED_OUT.name}: {len(UNRELATED)} unrelated questions")


if __name__ == "__main__":
    main()
