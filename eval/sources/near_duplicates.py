"""Emit eval/pairs/near-duplicates.jsonl: labelled pairs of memories for the near-duplicate check.

Run: python eval/sources/near_duplicates.py

Each line is one pair: a memory stored first (``first``) and one stored after it (``second``), in the same
workspace, project and type, with a label:

* ``differs``: the second states another fact than the first, in the same words but one specific: a number
  (build 1234 / 1235), an identifier (ERR_PAYMENT_4021 / 4022), a name (Alice / Bob), a date (2026-12-18 /
  2026-12-21, March / April) or a version (Node 20 / 22). Refusing it as a near-duplicate loses a fact.
* ``same``: the second says the same as the first in other words (punctuation, a synonym, a clause moved, a
  word added), every specific unchanged. Refusing it keeps the store free of copies; storing it is harmless.

``kind`` says which specific differs, or which rewording was applied. Everything is generated from the templates
below (a fixed seed: the same file on every run); nothing is copied from real incidents. ``eval/near_duplicates.py``
stores every pair through the real service and reports how many of each label were refused.
"""

import json
import random
from pathlib import Path

OUT = Path(__file__).parent.parent / "pairs" / "near-duplicates.jsonl"
SEED = 20261123

NAMES = ["Alice", "Bob", "Priya", "Kenji", "Sofia", "Marcus", "Lena", "Omar", "Hana", "Felix", "Nora", "Tom"]
MONTHS = ["January", "February", "March", "April", "May", "June", "September", "October", "November"]
SERVICES = ["billing", "checkout", "search", "payments-api", "the uploader", "the ledger", "auth", "notifications"]

# {n}: a number, {id}: an identifier, {name}: a person, {date}: an ISO date, {month}: a month, {v}: a version.
TEMPLATES = [
    "Build {n} failed on main because the dependency cache was cold.",
    "Error {id} means the card issuer declined the charge; do not retry it.",
    "{name} owns the rollout of the new checkout flow and approves every release.",
    "The billing freeze starts on {date} at noon and lasts until the new year.",
    "The {svc} migration is planned for {month}, after the quarterly audit.",
    "Web apps run on Node {v}; the CI image pins the same version.",
    "The API rate limit for {svc} is {n} requests per second per tenant.",
    "Incident {id} was caused by an expired TLS certificate on the {svc} load balancer.",
    "Ask {name} before changing the retry policy of {svc}; they tuned it after the outage.",
    "The staging database is wiped every {n} days; do not keep test fixtures there.",
    "Postgres {v} is the minimum version for {svc} because it needs MERGE.",
    "The on-call rotation for {svc} changes hands on {date}.",
    "Ticket {id} tracks the flaky end-to-end test of {svc}; it fails about once in {n} runs.",
    "{name} found that the {svc} workers leak memory when a batch holds more than {n} items.",
    "The {svc} dashboard moved to Grafana in {month}; the old Kibana boards are read-only.",
    "Deploys of {svc} need {n} approvals when they touch the schema.",
    "The nightly export of {svc} runs at {n}:00 UTC and takes about forty minutes.",
    "Python {v} broke the {svc} build because a wheel was missing; we pinned the previous release.",
    "The contract with the CDN vendor renews on {date}; {name} negotiates it.",
    "Feature flag {id} turns on the new pricing page for {n} percent of visitors.",
    "The {svc} queue drops messages older than {n} hours; consumers must keep up.",
    "{name} is the security contact for {svc} until the end of {month}.",
    "Kafka consumers of {svc} use max.poll.interval.ms of {n} milliseconds after incident {id}.",
    "The load test of {svc} on {date} reached {n} requests per second before latency doubled.",
    "Redis {v} in staging evicts keys under memory pressure; production runs a larger instance.",
    "Runbook {id} explains how to fail over {svc} to the second region.",
    "The {svc} team meets {name} every Tuesday to review error budgets.",
    "Invoices of {svc} are generated on day {n} of each month.",
    "The image for {svc} is built from Ubuntu {v} with the distro's OpenSSL.",
    "Support escalations for {svc} go to {name} on weekdays and to the on-call engineer at night.",
    "Error budget of {svc} for {month} was used up by the outage of {date}.",
    "The {svc} cache keeps product images for {n} minutes after an upload.",
]

# Rewordings that keep every specific: (name, function of the text).
REWORDINGS = [
    ("punctuation", lambda t: t.replace("; ", ". ", 1) if "; " in t else t.replace(", ", " - ", 1).rstrip(".") + "!"),
    ("synonym", lambda t: _first_swap(t)),
    ("added-word", lambda t: t[:-1] + ", as agreed." if t.endswith(".") else t + " (as agreed)"),
    ("clauses-swapped", lambda t: _swap_clauses(t)),
]


def _swap_clauses(text: str) -> str:
    if "; " in text:
        first, second = text.rstrip(".").split("; ", 1)
        return f"{second[0].upper()}{second[1:]}; {first}."
    return "Also: " + text


SWAPS = [
    ("failed", "broke"),
    ("means", "signals that"),
    ("owns", "is in charge of"),
    ("starts", "begins"),
    ("is planned for", "is scheduled for"),
    ("run on", "use"),
    ("was caused by", "came from"),
    ("before changing", "before you change"),
    ("is wiped", "gets wiped"),
    ("is the minimum version", "is the oldest version we support"),
    ("changes hands", "rotates"),
    ("tracks", "is about"),
    ("found that", "noticed that"),
    ("moved to", "was migrated to"),
    ("need", "require"),
    ("runs at", "starts at"),
    ("broke", "failed"),
    ("renews", "is up for renewal"),
    ("turns on", "enables"),
    ("drops", "discards"),
    ("is the security contact", "handles security"),
    ("use", "are configured with"),
    ("reached", "hit"),
    ("evicts", "drops"),
    ("explains how to", "describes how to"),
    ("meets", "has a meeting with"),
    ("are generated", "are created"),
    ("is built from", "is based on"),
    ("go to", "are routed to"),
    ("was used up", "was consumed"),
    ("keeps", "caches"),
]


def _first_swap(text: str) -> str:
    for old, new in SWAPS:
        if f" {old} " in text:
            return text.replace(f" {old} ", f" {new} ", 1)
    return text.replace(" the ", " our ", 1)


def _values(rng: random.Random) -> dict[str, str]:
    year = rng.choice([2026, 2027])
    return {
        "n": str(rng.randint(2, 5000)),
        "id": rng.choice(["ERR_PAYMENT_", "INC-", "PAY-", "FLAG_CHECKOUT_", "RB-", "OPS-"])
        + str(rng.randint(100, 9999)),
        "name": rng.choice(NAMES),
        "date": f"{year}-{rng.randint(1, 12):02d}-{rng.randint(1, 28):02d}",
        "month": rng.choice(MONTHS),
        "v": str(rng.choice([14, 16, 18, 20, 22, 24]))
        if rng.random() < 0.5
        else f"{rng.randint(10, 17)}.{rng.randint(0, 9)}",
        "svc": rng.choice(SERVICES),
    }


def _changed(slot: str, value: str, rng: random.Random) -> str:
    """Another value for ``slot``: one specific changed, the rest of the sentence the same."""
    while True:
        other = _values(rng)[slot]
        if slot == "n":
            other = str(int(value) + rng.choice([1, 2, 10, 100]))
        elif slot == "id":
            prefix = value.rstrip("0123456789")
            other = prefix + str(int(value[len(prefix) :]) + rng.choice([1, 2, 7]))
        if other != value:
            return other


def pairs(seed: int = SEED) -> list[dict[str, str]]:
    rng = random.Random(seed)
    out: list[dict[str, str]] = []
    for number, template in enumerate(TEMPLATES):
        for round_ in range(3):
            values = _values(rng)
            first = template.format(**values)
            slots = [s for s in ("n", "id", "name", "date", "month", "v") if "{" + s + "}" in template]
            slot = slots[round_ % len(slots)]
            changed = dict(values, **{slot: _changed(slot, values[slot], rng)})
            kind = {"n": "number", "id": "identifier", "name": "name", "date": "date", "month": "date", "v": "version"}
            out.append(
                {
                    "id": f"p{len(out) + 1:03d}",
                    "label": "differs",
                    "kind": kind[slot],
                    "first": first,
                    "second": template.format(**changed),
                    "template": str(number),
                }
            )
            for name, reword in (REWORDINGS[(number + round_) % 4], REWORDINGS[(number + round_ + 2) % 4]):
                second = reword(first)
                if second != first:
                    out.append(
                        {
                            "id": f"p{len(out) + 1:03d}",
                            "label": "same",
                            "kind": name,
                            "first": first,
                            "second": second,
                            "template": str(number),
                        }
                    )
    return out


def main() -> None:
    rows = pairs()
    OUT.write_text("".join(json.dumps(row) + "\n" for row in rows), encoding="utf-8")
    labels = {label: sum(r["label"] == label for r in rows) for label in ("differs", "same")}
    print(f"{len(rows)} pairs -> {OUT} ({labels})")


if __name__ == "__main__":
    main()
