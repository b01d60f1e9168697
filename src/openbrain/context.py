"""Context packs: a prompt-ready markdown block of memories for one task, that never exceeds its token budget.

Order: the project's conventions and decisions first (most relevant to the task first), then the memories
most relevant to the task, then the most recent ones. Each item carries its id, type, confidence and age; the
block ends with how many more memories matched than fit.

Tokens are counted by ``count_tokens``, a deterministic counter that needs no model and gives the same number
on every machine: one token per 3 letters (rounded up) of a run of ASCII letters, per 3 digits of a run of
digits, per line break, and per any other character (punctuation, symbols, non-ASCII letters); spaces are free,
as tokenizers fold them into the next word. It over-counts real tokenizers: on the development dataset it is
never below the local model's WordPiece count (which splits jargon like "pnpm" into 3 pieces) and about 1.5 times
it on average (see tests), so a block within budget by this count is within budget for the model reading it.
"""

import math
import re
from datetime import datetime

from openbrain.errors import InvalidInput
from openbrain.models import Caller, ContextPack, MemoryType, MemoryView, RecallMode
from openbrain.service import BrainService

TOKENIZER = "openbrain-approx-v1 (3 letters, 3 digits, 1 symbol or line break = 1 token)"
MAX_BUDGET = 100_000
MAX_TASK_CHARS = 2000
GUIDANCE_TYPES = [MemoryType.convention, MemoryType.decision]
RECENT_LIMIT = 20

_PIECE = re.compile(r"[A-Za-z]+|[0-9]+|\n|[^\S\n]+|.", re.DOTALL)


def count_tokens(text: str) -> int:
    """Tokens of ``text`` by the documented deterministic counter (see the module notes)."""
    total = 0
    for piece in _PIECE.findall(text):
        first = piece[0]
        if first.isascii() and first.isalpha():
            total += math.ceil(len(piece) / 3)
        elif first.isascii() and first.isdigit():
            total += math.ceil(len(piece) / 3)
        elif first == "\n":
            total += 1
        elif not first.isspace():
            total += 1
    return total


def build_context(
    service: BrainService,
    caller: Caller,
    task: str,
    *,
    project: str | None = None,
    budget: int | None = None,
) -> ContextPack:
    """The context pack for ``task`` (and ``project``) within ``budget`` tokens (default: settings)."""
    task = " ".join((task or "").split())
    if not task:
        raise InvalidInput("task is empty: say what you are about to do.")
    if len(task) > MAX_TASK_CHARS:
        raise InvalidInput(f"task is longer than {MAX_TASK_CHARS} characters: summarise it.")
    budget = service.settings.recall.context_budget if budget is None else budget
    if not 50 <= budget <= MAX_BUDGET:
        raise InvalidInput(f"budget must be between 50 and {MAX_BUDGET} tokens (got {budget}).")
    now = service.clock()
    top_k = service.limits.max_top_k
    scope = {"project": project} if project else {}

    guidance = service.list_memories(
        caller, {**scope, "type": GUIDANCE_TYPES, "limit": service.limits.max_list_limit}
    ).memories
    ranked_guidance = service.recall(
        caller, {"query": task, "top_k": top_k, "filter": {**scope, "type": GUIDANCE_TYPES}}
    ).results
    order = {hit.id: i for i, hit in enumerate(ranked_guidance)}
    guidance.sort(key=lambda m: (order.get(m.id, len(order)), -m.created_at.timestamp()))
    relevant = service.recall(caller, {"query": task, "top_k": top_k, "filter": scope, "mode": RecallMode.auto})
    recent = service.list_memories(caller, {**scope, "limit": RECENT_LIMIT}).memories

    title = f"# Team memory for: {task if len(task) <= 120 else task[:117] + '...'}"
    if project:
        title += f"\nProject: {project}"
    sections = [
        ("Conventions and decisions", guidance),
        ("Relevant to the task", list(relevant.results)),
        ("Recent", recent),
    ]
    matched = {m.id for _, memories in sections for m in memories}
    # The closing note is reserved up front (with room for any count), so adding it can never break the budget.
    reserve = count_tokens("\n\n" + _note(10**6))
    used = count_tokens(title)
    parts = [title]
    included: list = []
    for heading, memories in sections:
        header = f"\n\n## {heading}"
        header_cost = count_tokens(header)
        opened = False
        for memory in memories:
            if memory.id in included:
                continue
            item = "\n" + _item(memory, now)
            cost = count_tokens(item) + (0 if opened else header_cost)
            if used + cost + reserve > budget:
                continue  # a shorter memory further down may still fit
            if not opened:
                parts.append(header)
                opened = True
            parts.append(item)
            used += cost
            included.append(memory.id)
    more = len(matched) - len(included)
    if not matched:
        parts.append("\n\n_No memory of this " + ("project" if project else "workspace") + " yet._")
    if more:
        parts.append("\n\n" + _note(more))
    markdown = "".join(parts)
    tokens = count_tokens(markdown)
    if tokens > budget:  # only a title longer than a tiny budget can get here
        markdown = _fit(markdown, budget)
        tokens = count_tokens(markdown)
    return ContextPack(
        markdown=markdown,
        tokens=tokens,
        budget=budget,
        tokenizer=TOKENIZER,
        included=included,
        more=more,
        tier=relevant.tier,
    )


def _item(memory: MemoryView, now: datetime) -> str:
    age = _age(memory.created_at, now)
    head = f"- **{memory.type.value}** · confidence {memory.confidence:.2f} · {age} · id `{memory.id}`"
    if memory.project:
        head += f" · {memory.project}"
    body = "\n".join("  " + line if line else "" for line in memory.content.splitlines())
    return head + "\n" + body


def _note(more: int) -> str:
    return f"_{more} more matching memories did not fit: brain_recall for more, brain_get ID for a memory's history._"


def _age(created_at: datetime, now: datetime) -> str:
    seconds = max((now - created_at).total_seconds(), 0)
    for unit, size in (("d", 86400), ("h", 3600), ("m", 60)):
        if seconds >= size:
            return f"{int(seconds // size)}{unit} ago"
    return "just now"


def _fit(markdown: str, budget: int) -> str:
    """Cut text to the budget on a character boundary (the counter is monotonic in prefixes)."""
    low, high = 0, len(markdown)
    while low < high:
        mid = (low + high + 1) // 2
        if count_tokens(markdown[:mid]) <= budget:
            low = mid
        else:
            high = mid - 1
    return markdown[:low]
