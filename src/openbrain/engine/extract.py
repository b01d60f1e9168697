"""What a user's turn teaches, without being told to remember: the turn itself (an episode) and the facts it states.

Users tell their agents things in passing ("I just adopted a greyhound called Pixel, so I need quick dinners")
and ask weeks later. Capture keeps two levels of it:

* **episodes**: the user's substantive turns, whole (code blocks and chatter left out), so that nothing said is
  lost and recall can find it by meaning;
* **facts**: the turn's first-person statements (about the user, their people, places, plans, preferences and
  changes), one sentence each, so that a question finds a short memory that says exactly that.

Rules decide by default, offline: a fact is a declarative sentence (not a question or a request to the assistant)
in the first person, in English, German, French, Spanish or Dutch. ``OllamaExtractor`` asks a local chat model
instead (``OPENBRAIN_CAPTURE__EXTRACTOR=ollama``) and falls back to the rules when it does not answer.

Chatter ("thanks", "run it again", "looks good") is never an episode or a fact: a turn needs three words beyond
the words of chatter.
"""

import json
import logging
import re

import httpx

log = logging.getLogger(__name__)

MAX_EPISODE_CHARS = 4000  # an episode longer than this keeps its start: the memory limit is larger, a turn rarely
MIN_FACT_CHARS, MAX_FACT_CHARS = 15, 400
MIN_CONTENT_WORDS = 3

_SENTENCE_END = re.compile(r"(?<=[.!?])\s+(?=[A-Z0-9`\"'(¡¿À-Ý])")
_LIST_MARK = re.compile(r"^\s*(?:[-*+>]|\d+[.)])\s+")
_WORD = re.compile(r"[^\W\d_]+(?:'[^\W\d_]+)?", re.UNICODE)
# Words of chatter and of stock requests about the answer itself: a turn made only of these teaches nothing.
_CHATTER_WORDS = frozenset(
    """thanks thank thx ty cheers ok okay k sure yes yep yeah no nope nah cool great good nice perfect awesome fine
    lol haha hmm hm wow looks look sounds sound lgtm run again try retry redo continue go ahead do it that this
    those these please pls more less shorter longer short long make version one quite not exactly right wrong done
    the a an with and or but so to of in on for me you your its it's that's now again just very really much lot
    works worked working got there here what else anything something next then well alright all can could would
    will shall yes! fix fixed same way better bit little""".split()
)
_STOP = frozenset(
    "i me my we our you your he she it they them is are was were be been am do does did have has had a an the and "
    "or but of to in on at for with from by as that this so if".split()
)
# A first person in the sentence: the user speaking about themselves, their people and their things.
_FIRST_PERSON = re.compile(
    r"(?i)(?<![\w'])(?:i|i'm|i’m|i've|i'd|i'll|me|my|mine|myself|we|we're|we've|we'll|our|ours|us"
    r"|ich|mein|meine|meinen|meiner|wir|unser|unsere|je|j'|moi|mon|ma|mes|nous|notre|nos"
    r"|yo|mi|mis|nosotros|nuestra|nuestro|ik|mijn|wij|onze|ons)(?![\w'])"
)
# A request to the assistant, not a statement: questions, imperatives, "can you ...", "I need you to ...".
_REQUEST = re.compile(
    r"(?i)^(?:please\b|pls\b|can\b|could\b|would\b|will\b|should\b|shall\b|may\b|might\b|do\b|does\b|did\b|is\b"
    r"|are\b|was\b|what's\b|(?:what|how|why|when|where|which|who|whom|whose)\b(?!\s+(?:i|we|my|our)\b)"
    r"|help\b|write\b|make\b"
    r"|give\b|show\b|tell\b|explain\b|suggest\b|list\b|find\b|create\b|draft\b|add\b|turn\b|compare\b|summari[sz]e\b"
    r"|translate\b|check\b|fix\b|run\b|try\b|let's\b|lets\b|any\b|anything\b|thanks\b|thank\b"
    r"|(?:i|we)\s+(?:need|want|would\s+like|'d\s+like|wonder|was\s+wondering)\s+(?:you|help|some|a|an|ideas|tips)\b"
    r"|i'd\s+like\s+(?:you|help|some|a|an|ideas|tips)\b|i'm\s+looking\s+for\b|not\s+sure\b)"
)
_LEAD_IN = re.compile(r"^[A-Za-z][\w'’]*(?:\s+[A-Za-z][\w'’]*){0,2}:\s+(?=\S)")  # "For context:", "FYI:"
_BY_THE_WAY = re.compile(r"(?i)^(?:by\s+the\s+way|btw|fyi|also|oh|and|anyway|so|well)\s*[,:\-]?\s+")
_TAG_TURN = re.compile(r"^\s*<[a-z][\w-]*>")  # a runtime's own markup (<command-name>, <system-reminder>)


def strip_code(text: str) -> str:
    """``text`` without fenced code blocks: the work itself, not what the user says about it."""
    lines, in_code = [], False
    for line in text.splitlines():
        if line.lstrip().startswith("```"):
            in_code = not in_code
            continue
        if not in_code:
            lines.append(line)
    return "\n".join(lines)


def content_words(text: str) -> list[str]:
    """The words of ``text`` that are neither chatter nor stop words."""
    words = [w.lower().strip("'") for w in _WORD.findall(text)]
    return [w for w in words if w not in _CHATTER_WORDS and w not in _STOP and len(w) > 1]


def is_chatter(text: str) -> bool:
    """Whether a message says nothing to keep: thanks, approval, "run it again", "make it shorter"."""
    return len(content_words(text)) < MIN_CONTENT_WORDS


def episode(text: str) -> str | None:
    """The episode of a user's turn: its text without code blocks and runtime markup, or None when the turn is
    chatter, a slash command or a runtime's own message."""
    if _TAG_TURN.match(text) or text.lstrip().startswith("/"):
        return None
    kept = "\n".join(line.rstrip() for line in strip_code(text).splitlines()).strip()
    kept = re.sub(r"\n{3,}", "\n\n", kept)
    if not kept or is_chatter(kept):
        return None
    if len(kept) > MAX_EPISODE_CHARS:
        kept = kept[: MAX_EPISODE_CHARS - 3].rstrip() + "..."
    return kept


def sentences(text: str) -> list[str]:
    """The sentences of ``text``, code blocks and list marks left out."""
    found = []
    for line in strip_code(text).splitlines():
        line = _LIST_MARK.sub("", line).strip().strip("*_").strip()
        found += [part.strip() for part in _SENTENCE_END.split(line) if part.strip()]
    return found


def fact(sentence: str) -> str | None:
    """The fact a sentence states about the user, or None (a question, a request, chatter, not first person)."""
    text = _BY_THE_WAY.sub("", _LEAD_IN.sub("", sentence.strip()))
    if not text or text.endswith("?") or _REQUEST.match(text):
        return None
    if not _FIRST_PERSON.search(text) or len(content_words(text)) < 2:
        return None
    if not MIN_FACT_CHARS <= len(text) <= MAX_FACT_CHARS:
        return None
    return text[:1].upper() + text[1:]


# "(?<!\s)": a run of spaces is tried from its start only (from each of its spaces, a long run was quadratic).
_CLAUSE = re.compile(r"(?i),\s+(?:but|so|and|because|since|although|though|which|while)\s+|;\s+|(?<!\s)\s+[-–—]\s+")
# A leading subordinate clause: "Since I joined this company last autumn, I've barely had a free evening."
_LEADING = re.compile(r"(?i)^((?:since|when|because|after|before|although|while|now\s+that)\s+[^,]{8,90}),\s+")


def rule_facts(text: str) -> list[str]:
    """The facts a user's turn states, by the rules, in order, each once: a sentence's clauses that are facts of
    their own ("My partner Callum cooks, but it's my turn this week": two), else the whole sentence."""
    found: dict[str, None] = {}
    for sentence in sentences(text):
        parts = [p for chunk in _LEADING.split(sentence) if chunk for p in _CLAUSE.split(chunk)]
        clauses = [stated for part in parts if (stated := fact(part.rstrip(".!") + "."))]
        if len(clauses) > 1:
            for stated in clauses:
                found.setdefault(stated, None)
        elif (stated := fact(sentence)) is not None:
            found.setdefault(stated, None)
    return list(found)


EXTRACT_PROMPT = (
    "You extract durable facts a user states about themselves, their work, people, places, dates, preferences, "
    "plans and changes, from one message they wrote. Ignore requests, questions, pleasantries and anything the "
    'message only quotes. Answer with JSON only: {"facts": ["one short first-person sentence per fact", ...]}; '
    '{"facts": []} when there is none. Never add facts the message does not state.'
)


class OllamaExtractor:
    """Facts of a turn by a local chat model (Ollama's ``/api/chat``, JSON output), the rules when it fails."""

    def __init__(self, url: str, model: str, timeout: float) -> None:
        self.url = url.rstrip("/")
        self.model = model
        self.timeout = timeout

    def facts(self, text: str) -> list[str]:
        body = {
            "model": self.model,
            "stream": False,
            "format": "json",
            "options": {"temperature": 0},
            "messages": [{"role": "system", "content": EXTRACT_PROMPT}, {"role": "user", "content": text[:8000]}],
        }
        try:
            response = httpx.post(f"{self.url}/api/chat", json=body, timeout=self.timeout)
            response.raise_for_status()
            answer = json.loads(response.json()["message"]["content"])
            stated = answer["facts"] if isinstance(answer, dict) else answer
            if not isinstance(stated, list):
                raise ValueError("no list of facts")
        except (httpx.HTTPError, ValueError, KeyError, TypeError) as exc:
            # The model's answer never reaches a log line: it may repeat what the user said.
            log.warning("the fact extractor (Ollama) did not answer usably (%s); the rules decide", type(exc).__name__)
            return rule_facts(text)
        found: dict[str, None] = {}
        for item in stated:
            if isinstance(item, str):
                item = " ".join(item.split())
                if MIN_FACT_CHARS <= len(item) <= MAX_FACT_CHARS and not is_chatter(item):
                    found.setdefault(item, None)
        return list(found)
