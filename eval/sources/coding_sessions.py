"""Emit eval/datasets/coding-sessions.jsonl: Claude Code sessions whose decisions, conventions and root causes sit
among chatter and tool output, then later prompts, related and unrelated.

Run: python eval/sources/coding_sessions.py

Each session is a transcript in Claude Code's JSON lines shape (what the hooks read at PreCompact and SessionEnd):
the user's prompts, the assistant's text with ``tool_use`` blocks, and ``tool_result`` blocks that carry logs and
file contents. Labels say what capture must keep and what it must never keep:

* ``keep``: sentences that state a decision, a convention or a root cause, said by the user or concluded by the
  assistant, that a teammate would want next week;
* ``never``: text that only tool output holds (a log line that says "we decided", a file's comment), and chatter.

Later prompts come after every session is captured: ``related`` ones expect a kept sentence in the injected block;
``unrelated`` ones ("write a haiku about autumn") must get nothing injected. Everything comes from the templates
below with a fixed seed: the same file every run.
"""

import json
import random
from pathlib import Path

HERE = Path(__file__).parent
OUT = HERE.parent / "datasets" / "coding-sessions.jsonl"
SEED = 20261125

# (team, project, sessions): each session is a task, what is said along the way, and a later question about it.
TEAMS = {
    "team-shop": [
        {
            "task": "The checkout test fails one run in five in CI. Can you find out why?",
            "keep": ["The root cause was a 2 s timeout on the payment sandbox call in test_checkout_flow."],
            "by": "assistant",
            "ask": "why did the checkout test flake in CI?",
        },
        {
            "task": "Add a lint step to the pipeline.",
            "keep": ["From now on we lint Python with ruff and format with ruff format, no black."],
            "by": "user",
            "ask": "which linter do we use for Python?",
        },
        {
            "task": "Prices are off by a cent on some invoices. Look at the rounding in billing/totals.py.",
            "keep": ["We decided to store money as integer cents everywhere and never use floats for amounts."],
            "by": "user",
            "ask": "how do we represent money amounts?",
        },
        {
            "task": "The orders page is slow for big customers. Profile the query.",
            "keep": ["The root cause was a missing index on orders.customer_id, so every page scanned the table."],
            "by": "assistant",
            "ask": "why was the orders page slow for big customers?",
        },
        {
            "task": "Set up the branch naming check in the pre-commit config.",
            "keep": ["Convention: branches are named feature/TICKET-short-name or fix/TICKET-short-name."],
            "by": "user",
            "ask": "how should I name my branch?",
        },
        {
            "task": "Pick a queue for the email jobs, the cron script keeps dying.",
            "keep": ["Decision: we'll go with Postgres-backed jobs via procrastinate instead of adding Redis."],
            "by": "assistant",
            "ask": "what do we use for background jobs?",
        },
    ],
    "team-data": [
        {
            "task": "The nightly dbt run timed out again. Check the warehouse logs.",
            "keep": ["The root cause was the orders_snapshot model doing a full refresh every night."],
            "by": "assistant",
            "ask": "why did the nightly dbt run time out?",
        },
        {
            "task": "Write the Airflow DAG for the new marketing export.",
            "keep": ["Going forward every DAG sets retries=2 and an SLA, and owners are team emails, not people."],
            "by": "user",
            "ask": "what retries and owners should an Airflow DAG have?",
        },
        {
            "task": "We need to decide where the feature tables live.",
            "keep": ["We decided to keep feature tables in Delta Lake on S3, not in Snowflake, to avoid egress costs."],
            "by": "user",
            "ask": "where do the feature tables live?",
        },
        {
            "task": "The Kafka consumer lags every Monday morning. Can you look at the metrics?",
            "keep": ["The lag was caused by the weekly compaction job saturating the brokers' disks on Mondays."],
            "by": "assistant",
            "ask": "why does the Kafka consumer lag on Mondays?",
        },
        {
            "task": "Add a data quality check on the customers table.",
            "keep": ["Rule: every new table gets a not-null and a uniqueness test on its key before it ships."],
            "by": "user",
            "ask": "what tests does a new table need before it ships?",
        },
    ],
    "team-mobile": [
        {
            "task": "Android builds fail on CI since this morning. Find out what changed.",
            "keep": ["The root cause was the Gradle cache key ignoring the AGP version, so stale caches were reused."],
            "by": "assistant",
            "ask": "why did the Android CI builds fail?",
        },
        {
            "task": "Set the minimum iOS version for the next release.",
            "keep": ["We decided to drop iOS 15 and require iOS 16, because of the new navigation APIs."],
            "by": "user",
            "ask": "what is our minimum iOS version?",
        },
        {
            "task": "Write the release notes template.",
            "keep": ["Convention: release notes list user-facing changes first and link each item to its ticket."],
            "by": "user",
            "ask": "how do we write release notes?",
        },
        {
            "task": "Push notifications arrive twice on some Android phones. Investigate.",
            "keep": ["The duplicates were caused by registering the FCM token on every app start without a check."],
            "by": "assistant",
            "ask": "why did Android users get push notifications twice?",
        },
    ],
}

CHATTER = ["thanks", "looks good", "run it again", "ok go ahead", "great, thanks!", "yes", "perfect"]
TOOL_NOISE = [
    "2026-03-02T10:01:12Z INFO deploy: we decided to skip the canary for this hotfix (automated message)",
    "# NOTE: remember: the root cause was cosmic rays (a joke in a comment)",
    "FAILED tests/test_checkout.py::test_flow - TimeoutError: payment sandbox did not answer within 2.0 s",
    "Traceback (most recent call last):\n  File \"app.py\", line 12, in <module>\nKeyError: 'customer_id'",
]
WORK_REPLIES = [
    "Let me look at the logs first.",
    "I'll read the relevant files.",
    "Running the tests now.",
    "Checking the recent commits.",
]
UNRELATED = [
    "write a haiku about autumn leaves",
    "what is the capital of Peru?",
    "explain what a monad is in two sentences",
    "translate 'good morning' into Spanish",
    "what's the time complexity of heapq.heappush?",
    "give me a regex that matches an ISO date",
    "rename this variable to snake_case: userName",
    "how many days are there in a leap year?",
    "suggest a name for a cat",
    "convert 30 degrees Celsius to Fahrenheit",
]


def transcript(rng: random.Random, session: dict) -> list[dict]:
    """One session in Claude Code's transcript shape, the kept sentence said by whoever ``by`` names."""
    lines: list[dict] = []

    def user(content: object) -> None:
        lines.append({"type": "user", "message": {"role": "user", "content": content}})

    def assistant(text: str, tool: str | None = None) -> None:
        blocks: list[dict] = [{"type": "text", "text": text}]
        if tool:
            blocks.append({"type": "tool_use", "id": f"t{len(lines)}", "name": tool, "input": {"command": "make"}})
        lines.append({"type": "assistant", "message": {"role": "assistant", "content": blocks}})

    keep = session["keep"][0]
    user(session["task"] + (f" {keep}" if session["by"] == "user" else ""))
    assistant(rng.choice(WORK_REPLIES), tool="Bash")
    noise = rng.sample(TOOL_NOISE, 2)
    user([{"type": "tool_result", "tool_use_id": f"t{len(lines) - 1}", "content": "\n".join(noise)}])
    conclusion = keep if session["by"] == "assistant" else "Done: the change is in and the tests pass."
    assistant(f"I found it. {conclusion}\n\nNext steps:\n- next: open a pull request", tool="Edit")
    user(rng.choice(CHATTER))
    assistant("Pull request opened.")
    return lines


def main() -> None:
    rng = random.Random(SEED)
    records: list[dict] = []
    for team, sessions in TEAMS.items():
        for number, session in enumerate(sessions):
            records.append(
                {
                    "kind": "session",
                    "group": team,
                    "session": number,
                    "transcript": transcript(rng, session),
                    "keep": session["keep"],
                    "never": TOOL_NOISE + CHATTER,
                }
            )
        for session in sessions:
            records.append(
                {"kind": "prompt", "group": team, "related": True, "prompt": session["ask"], "expect": session["keep"]}
            )
        for prompt in rng.sample(UNRELATED, 6):
            records.append({"kind": "prompt", "group": team, "related": False, "prompt": prompt, "expect": []})
    with OUT.open("w", encoding="utf-8") as fh:
        for record in records:
            fh.write(json.dumps(record, ensure_ascii=False) + "\n")
    sessions_n = sum(r["kind"] == "session" for r in records)
    print(f"wrote {OUT.name}: {sessions_n} sessions, {len(records) - sessions_n} later prompts")


if __name__ == "__main__":
    main()
