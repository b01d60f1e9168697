"""What a conversation leaves behind, without a model by default: the user's turns as episodes, the facts they
state (extract.py), marked statements, decisions, root causes, and a session's handoff note.

A transcript is Claude Code's JSON lines file: one record per line, ``type`` user or assistant, the text in
``message.content`` (a string, or blocks of which only ``text`` ones are read: tool calls and tool results are never
captured, since they carry what tools fetched, not what the user or agent concluded). Lines that do not parse are
skipped, so a transcript being written while it is read costs at most its last line.

Besides episodes and facts, captured from the user's and the agent's text, in this order of priority, one sentence
each (the agent's text yields nothing else: its advice is not a fact about anyone):

* marked to remember: ``remember: ...``, ``remember that ...``, ``note to self: ...``, ``TIL ...``,
  ``for the record: ...``, ``#remember ...``;
* root causes: ``root cause: ...``, ``the root cause was ...``, ``... was caused by ...``;
* decisions: ``decision: ...``, ``we decided to ...``, ``I decided ...``, ``we'll go with ...``;
* conventions: ``convention: ...``, ``rule: ...``, ``policy: ...``, ``from now on ...``, ``going forward ...``,
  ``we always ...``, ``we never ...``, ``our convention is ...``.

A sentence that looks like a prompt injection is never captured. Sentences of 20 to 600 characters count; the same
sentence twice counts once.
"""

import hashlib
import logging
import re
from collections.abc import Iterable
from dataclasses import dataclass, field
from typing import TYPE_CHECKING
from uuid import UUID

from openbrain.core.errors import InvalidInput
from openbrain.core.models import (
    INTERNAL_TAG_PREFIX,
    Caller,
    CaptureMessage,
    CaptureRequest,
    CaptureResult,
    MemoryType,
    RememberRequest,
    parse,
)
from openbrain.core.security import injection_reason
from openbrain.engine.context import AUTO_TAG, EPISODE_TAG, FACT_TAG, HANDOFF_TAG, HANDOFF_TTL_SECONDS
from openbrain.engine.extract import OllamaExtractor, episode, rule_facts

if TYPE_CHECKING:
    from openbrain.engine.service import BrainService

log = logging.getLogger(__name__)

MIN_CHARS, MAX_CHARS = 20, 600
MAX_CAPTURE_CHARS = 4 * 1024 * 1024  # of one capture request's messages: the newest are kept
CAPTURED_CONFIDENCE = 0.6
SESSION_TAG = INTERNAL_TAG_PREFIX + "session:"  # + a digest of the agent and its session id: one handoff note each

_MARKED = re.compile(
    r"(?i)^(?:#remember\b|remember(?:\s+this)?\s*[:\-]|remember\s+that\b|(?:note|reminder)\s+to\s+self\s*[:\-]|TIL\b[:\-]?"
    r"|for\s+the\s+record\s*[:,\-])\s*(?P<fact>.+)$"
)
_ROOT_CAUSE = re.compile(
    r"(?i)\broot[\s-]cause\b(?:\s+(?:was|is|turned\s+out\s+to\s+be))?\s*[:\-]?\s*\S|\b(?:was|were|is)\s+caused\s+by\b"
)
_DECISION = re.compile(
    r"(?i)^decision\s*:|\b(?:we|i)(?:\s+have|'ve)?\s+decided\s+(?:to|that|on|against)\b|\bwe(?:'ll|\s+will)\s+go\s+with\b"
)
_CONVENTION = re.compile(
    r"(?i)^(?:convention|rule|policy|house\s+rule)\s*:|^(?:from\s+now\s+on|going\s+forward|as\s+a\s+rule)\b"
    r"|^(?:we|our\s+team)\s+(?:always|never)\b|\bour\s+(?:convention|rule|policy)\s+is\b"
)
_SENTENCE_END = re.compile(r"(?<=[.!?])\s+(?=[A-Z0-9`\"'(])")
_LIST_MARK = re.compile(r"^\s*(?:[-*+>]|\d+[.)])\s+")
_NEXT = re.compile(r"(?i)^(?:next(?:\s+steps?)?|todo|to\s+do|remaining|still\s+to\s+do|follow[\s-]?up)\b\s*[:\-]?\s*")
_BLOCKER = re.compile(r"(?i)\b(?:blocked|blocker|blocking|cannot|can't|unable\s+to|waiting\s+(?:on|for))\b")


@dataclass(frozen=True)
class Captured:
    kind: str  # remembered, root-cause, decision, convention
    text: str


@dataclass
class Transcript:
    prompts: list[str] = field(default_factory=list)  # what the user typed, in order
    replies: list[str] = field(default_factory=list)  # the agent's text, in order

    @property
    def empty(self) -> bool:
        return not self.prompts and not self.replies

    @classmethod
    def of(cls, messages: "Iterable[CaptureMessage | dict[str, str]]") -> "Transcript":
        """The prompts and replies of ``{role, content}`` messages, in order."""
        transcript = cls()
        for message in messages:
            role, text = (
                (message["role"], message["content"]) if isinstance(message, dict) else (message.role, message.content)
            )
            text = text.strip()
            if text:
                (transcript.prompts if role == "user" else transcript.replies).append(text)
        return transcript


def run_capture(service: "BrainService", caller: Caller, request: CaptureRequest | dict) -> CaptureResult:
    """Store what a turn or a transcript teaches and, when the session is compacted or ends, its handoff note (one
    per session: a later one supersedes the earlier).

    The one implementation behind Claude Code's PreCompact and SessionEnd hooks, ``POST /v1/capture`` and the
    OpenClaw plugin's auto-capture. What is kept (``OPENBRAIN_CAPTURE__MODE``, extract.py has the rules):

    * the user's substantive turns as ``episode`` memories, whole (mode full);
    * the facts those turns state, one ``observation`` each, tagged ``fact`` (modes full and facts);
    * marked statements, root causes and decisions of the user or the agent (every mode but off), with the hooks'
      TTL, so they fade unless promoted.

    Episodes and facts live ``retention_days``. Capturing the same text twice stores it once; secrets are redacted
    and injections flagged by remember, so a flagged turn is kept but never injected.
    """
    req = parse(CaptureRequest, request)
    settings = service.settings.capture
    if (
        settings.mode == "off"
        or caller.workspace_id in settings.off_for
        or (f"{caller.workspace_id}/{caller.agent_id}" in settings.off_for)
    ):
        return CaptureResult(stored=[], found=0, message="Capture is off for this agent: nothing was kept.")
    budget = MAX_CAPTURE_CHARS
    kept = []
    for message in reversed(req.messages):  # the newest messages are the ones a bounded capture keeps
        budget -= len(message.content)
        if budget < 0:
            break
        kept.append(message)
    transcript = Transcript.of(reversed(kept))
    hooks = service.settings.hooks
    retention = settings.retention_days * 86400 or None
    items: list[tuple[RememberRequest, Captured | None]] = []
    found = capture(transcript, hooks.capture_limit)
    for item in found:
        items.append((_captured(item.text, [AUTO_TAG, item.kind], req.project, hooks.capture_ttl), item))
    if settings.mode in ("full", "facts", "episodes"):
        extractor = (
            OllamaExtractor(settings.ollama_url, settings.ollama_model, settings.ollama_timeout)
            if settings.extractor == "ollama"
            else None
        )
        said = {item.text for item in found}
        for prompt in transcript.prompts:
            if settings.mode == "episodes":
                stated_facts = []
            else:
                stated_facts = extractor.facts(prompt) if extractor is not None else rule_facts(prompt)
            for stated in stated_facts:
                if stated not in said:
                    said.add(stated)
                    items.append((_captured(stated, [AUTO_TAG, FACT_TAG], req.project, retention), None))
            if _MARKED.match(prompt.strip()):
                continue  # kept as the marked statement it is; its turn adds nothing
            if settings.mode in ("full", "episodes") and (text := episode(prompt)) is not None:
                request = _captured(text, [AUTO_TAG, EPISODE_TAG], req.project, retention)
                items.append((request.model_copy(update={"type": MemoryType.episode, "confidence": 0.5}), None))
    stored = []
    for request, _ in items:
        try:
            result = service.remember(caller, request)
        except InvalidInput as exc:  # one statement the checks refuse (too long, say) never costs the others
            log.info("capture skipped a statement: %s", exc)
            continue
        if result.stored and not result.duplicate:
            stored.append(result.id)
    handoff = None
    if req.event != "turn":
        handoff = _session_handoff(service, caller, transcript, req)
    message = f"{len(stored)} of {len(items)} statements captured now" + (
        f"; the session's handoff note is {handoff}." if handoff else "."
    )
    return CaptureResult(stored=stored, found=len(items), handoff=handoff, message=message)


def _captured(text: str, tags: list[str], project: str | None, ttl: int | None) -> RememberRequest:
    return RememberRequest(
        content=text,
        type=MemoryType.observation,
        tags=tags,
        project=project,
        confidence=CAPTURED_CONFIDENCE,
        ttl_seconds=ttl,
    )


def _session_handoff(
    service: "BrainService", caller: Caller, transcript: Transcript, req: CaptureRequest
) -> UUID | None:
    """The session's handoff note, written or updated (the one of an earlier compaction is superseded)."""
    note = handoff_note(transcript, reason="compacted" if req.event == "compact" else "ended")
    if note is None:
        return None
    content = handoff_text(note.summary, note.next_steps, note.blockers)
    internal: list[str] = []
    previous = None
    if req.session_id:
        # Per agent and session: another agent of the workspace capturing with the same session id keeps its own.
        key = f"{caller.agent_id}\x1f{req.session_id}"
        internal.append(SESSION_TAG + hashlib.sha256(key.encode("utf-8")).hexdigest()[:16])
        earlier = service.list_memories(caller, {"tags": [HANDOFF_TAG, *internal], "limit": 1}).memories
        previous = earlier[0] if earlier else None
        if previous is not None and previous.content == content:
            return previous.id
    result = service.remember(
        caller,
        RememberRequest(
            content=content,
            type=MemoryType.plan,
            tags=[HANDOFF_TAG],
            project=req.project,
            ttl_seconds=HANDOFF_TTL_SECONDS,
            supersedes=previous.id if previous is not None else None,
            allow_near_duplicate=True,  # the session's own note stands as the session left it
        ),
        internal_tags=internal,
    )
    return result.id


def handoff_text(summary: str, next_steps: list[str], blockers: list[str]) -> str:
    """A handoff note's content: the summary, then its next steps and blockers as lists."""
    lines = [f"Handoff: {' '.join(summary.split())}"]
    for heading, items in (("Next steps", next_steps), ("Blockers", blockers)):
        items = [" ".join(item.split()) for item in items if item.strip()]
        if items:
            lines += [f"{heading}:", *(f"- {item}" for item in items)]
    return "\n".join(lines)


def capture(transcript: Transcript, limit: int) -> list[Captured]:
    """At most ``limit`` statements worth keeping, marked ones first, then root causes, then decisions."""
    found: dict[str, list[Captured]] = {"remembered": [], "root-cause": [], "decision": [], "convention": []}
    seen: set[str] = set()
    for text in [*transcript.prompts, *transcript.replies]:
        for sentence in _sentences(text):
            key = " ".join(sentence.lower().split())
            if key in seen:
                continue
            said, marked = sentence, _MARKED.match(sentence)
            if marked:
                fact = marked.group("fact").strip()
                kind, sentence = "remembered", fact[:1].upper() + fact[1:]
            elif _ROOT_CAUSE.search(sentence):
                kind = "root-cause"
            elif _DECISION.search(sentence):
                kind = "decision"
            elif _CONVENTION.search(sentence):
                kind = "convention"
            else:
                continue
            if MIN_CHARS <= len(sentence) <= MAX_CHARS and not injection_reason(said):  # last: it costs most
                seen.add(key)
                found[kind].append(Captured(kind, sentence))
    ordered = [item for kind in ("remembered", "root-cause", "decision", "convention") for item in found[kind]]
    return ordered[:limit]


@dataclass
class HandoffNote:
    summary: str
    next_steps: list[str]
    blockers: list[str]


def handoff_note(transcript: Transcript, *, reason: str) -> HandoffNote | None:
    """A handoff note from the session's first prompt and the agent's last words; ``reason`` says how the session
    stands (compacted, ended)."""
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
    return HandoffNote(summary, next_steps, blockers)


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
