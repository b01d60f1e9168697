"""What a session leaves behind, read from its transcript without a model: marked statements, decisions, root
causes, and a handoff note.

A transcript is Claude Code's JSON lines file: one record per line, ``type`` user or assistant, the text in
``message.content`` (a string, or blocks of which only ``text`` ones are read: tool calls and tool results are never
captured, since they carry what tools fetched, not what the user or agent concluded). Lines that do not parse are
skipped, so a transcript being written while it is read costs at most its last line.

Captured, in this order of priority, one sentence each:

* marked to remember: ``remember: ...``, ``remember that ...``, ``note to self: ...``, ``TIL ...``,
  ``for the record: ...``, ``#remember ...``;
* root causes: ``root cause: ...``, ``the root cause was ...``, ``... was caused by ...``;
* decisions: ``decision: ...``, ``we decided to ...``, ``I decided ...``, ``we'll go with ...``.

A sentence that looks like a prompt injection is never captured. Sentences of 20 to 600 characters count; the same
sentence twice counts once.
"""

import json
import re
from dataclasses import dataclass, field
from pathlib import Path

from openbrain.security import injection_reason

MIN_CHARS, MAX_CHARS = 20, 600
MAX_TRANSCRIPT_BYTES = 50 * 1024 * 1024  # read at most the last 50 MiB of a transcript

_MARKED = re.compile(
    r"(?i)^(?:#remember\b|remember(?:\s+this)?\s*[:\-]|remember\s+that\b|note\s+to\s+self\s*[:\-]|TIL\b[:\-]?"
    r"|for\s+the\s+record\s*[:,\-])\s*(?P<fact>.+)$"
)
_ROOT_CAUSE = re.compile(
    r"(?i)\broot[\s-]cause\b(?:\s+(?:was|is|turned\s+out\s+to\s+be))?\s*[:\-]?\s*\S|\b(?:was|were|is)\s+caused\s+by\b"
)
_DECISION = re.compile(
    r"(?i)^decision\s*:|\b(?:we|i)(?:\s+have|'ve)?\s+decided\s+(?:to|that|on|against)\b|\bwe(?:'ll|\s+will)\s+go\s+with\b"
)
_SENTENCE_END = re.compile(r"(?<=[.!?])\s+(?=[A-Z0-9`\"'(])")
_LIST_MARK = re.compile(r"^\s*(?:[-*+>]|\d+[.)])\s+")
_NEXT = re.compile(r"(?i)^(?:next(?:\s+steps?)?|todo|to\s+do|remaining|still\s+to\s+do|follow[\s-]?up)\b\s*[:\-]?\s*")
_BLOCKER = re.compile(r"(?i)\b(?:blocked|blocker|blocking|cannot|can't|unable\s+to|waiting\s+(?:on|for))\b")


@dataclass(frozen=True)
class Captured:
    kind: str  # remembered, root-cause, decision
    text: str


@dataclass
class Transcript:
    prompts: list[str] = field(default_factory=list)  # what the user typed, in order
    replies: list[str] = field(default_factory=list)  # the agent's text, in order

    @property
    def empty(self) -> bool:
        return not self.prompts and not self.replies


def read_transcript(path: str | Path | None) -> Transcript:
    """The user's prompts and the agent's replies of a Claude Code transcript (an unreadable file: none)."""
    transcript = Transcript()
    if not path:
        return transcript
    try:
        with open(path, "rb") as handle:
            handle.seek(0, 2)
            size = handle.tell()
            handle.seek(max(size - MAX_TRANSCRIPT_BYTES, 0))
            raw = handle.read()
    except OSError:
        return transcript
    for line in raw.decode("utf-8", errors="replace").splitlines():
        try:
            record = json.loads(line)
        except json.JSONDecodeError:
            continue
        if not isinstance(record, dict) or record.get("isMeta") or record.get("type") not in ("user", "assistant"):
            continue
        message = record.get("message")
        content = message.get("content") if isinstance(message, dict) else None
        if isinstance(content, str):
            text = content
        elif isinstance(content, list):
            text = "\n".join(
                block["text"]
                for block in content
                if isinstance(block, dict) and block.get("type") == "text" and isinstance(block.get("text"), str)
            )
        else:
            continue
        text = text.strip()
        if not text or text.startswith("<command-") or text.startswith("<local-command"):
            continue  # slash-command bookkeeping, not the user's words
        (transcript.prompts if record["type"] == "user" else transcript.replies).append(text)
    return transcript


def capture(transcript: Transcript, limit: int) -> list[Captured]:
    """At most ``limit`` statements worth keeping, marked ones first, then root causes, then decisions."""
    found: dict[str, list[Captured]] = {"remembered": [], "root-cause": [], "decision": []}
    seen: set[str] = set()
    for text in [*transcript.prompts, *transcript.replies]:
        for sentence in _sentences(text):
            key = " ".join(sentence.lower().split())
            if key in seen or injection_reason(sentence):
                continue
            marked = _MARKED.match(sentence)
            if marked:
                fact = marked.group("fact").strip()
                kind, sentence = "remembered", fact[:1].upper() + fact[1:]
            elif _ROOT_CAUSE.search(sentence):
                kind = "root-cause"
            elif _DECISION.search(sentence):
                kind = "decision"
            else:
                continue
            if MIN_CHARS <= len(sentence) <= MAX_CHARS:
                seen.add(key)
                found[kind].append(Captured(kind, sentence))
    ordered = [item for kind in ("remembered", "root-cause", "decision") for item in found[kind]]
    return ordered[:limit]


def handoff_note(transcript: Transcript, *, reason: str) -> dict[str, object] | None:
    """A handoff note (``brain_handoff``'s arguments) from the session's first prompt and the agent's last words."""
    if not transcript.prompts:
        return None
    task = _clip(" ".join(transcript.prompts[0].split()), 200)
    last = transcript.replies[-1] if transcript.replies else ""
    summary = f"Session {reason}. It started with: {task}"
    opening = " ".join(last.strip().split("\n\n")[0].split())  # the last reply's first paragraph
    if opening:
        summary += f" Last reply: {_clip(opening, 300)}"
    next_steps: list[str] = []
    blockers: list[str] = []
    for line in last.splitlines():
        item = _LIST_MARK.sub("", line).strip()
        if not item:
            continue
        if _NEXT.match(item) and len(next_steps) < 5:
            step = _NEXT.sub("", item).strip()
            if step:
                next_steps.append(_clip(step, 200))
        elif _BLOCKER.search(item) and len(blockers) < 3:
            blockers.append(_clip(item, 200))
    return {"summary": summary, "next_steps": next_steps, "blockers": blockers}


def _sentences(text: str) -> list[str]:
    sentences = []
    in_code = False
    for line in text.splitlines():
        if line.lstrip().startswith("```"):
            in_code = not in_code
            continue
        if in_code:
            continue  # code blocks are the work itself, not statements about it
        line = _LIST_MARK.sub("", line).strip().strip("*_").strip()
        sentences += [part.strip() for part in _SENTENCE_END.split(line) if part.strip()]
    return sentences


def _clip(text: str, size: int) -> str:
    return text if len(text) <= size else text[: size - 3].rstrip() + "..."
