"""Memories are untrusted text: likely prompt injections flagged on the way out (secrets: ``core/redaction.py``).

Agents write memories from what they read, and what they read may hold an instruction planted in a web page.
``injection_reason`` finds text that tries to steer the agent reading it (ignore previous instructions, fake system
turns, exfiltration orders, imitations of OpenBrain's own context headings): patterns on the text as written and
with its disguises undone, and two learned checks (a hashed model: ``core/injection_model.py``; the embedded
default's encoder fine-tuned: ``core/injection_encoder.py``). Such a memory is stored as written,
carries ``suspicious`` with the reason wherever it is shown, and never enters a hook's injected context.

The corpora in tests/test_security.py and eval/injections.py hold the cases each pattern must catch and the
look-alikes it must leave.
"""

import hashlib
import re
from functools import cache, lru_cache
from pathlib import Path
from typing import Any

from openbrain.core.escapes import edited, json_escapes
from openbrain.core.injection_acts import ACT_NEEDLES, ACTS
from openbrain.core.injection_addresses import ADDRESS_NEEDLES, ADDRESSES
from openbrain.core.injection_claims import CLAIM_NEEDLES, CLAIMS, unescaped
from openbrain.core.injection_encoder import available as encoder_available
from openbrain.core.injection_encoder import encoder_reason
from openbrain.core.injection_grants import GRANT_NEEDLES, GRANTS
from openbrain.core.injection_harms import HARM_NEEDLES, HARMS
from openbrain.core.injection_hosts import HOST_NEEDLES, HOSTS
from openbrain.core.injection_patterns import BASE, BASE_NEEDLES
from openbrain.core.injection_phrasings import PHRASING_NEEDLES, PHRASINGS
from openbrain.core.injection_pretexts import PRETEXT_NEEDLES, PRETEXTS
from openbrain.core.injection_tricks import TRICK_NEEDLES, TRICKS

# Prompt injections: (reason, pattern, whether a negation before it excuses it), and what each cannot match without.
_INJECTIONS = BASE + PHRASINGS + HARMS + TRICKS + CLAIMS + PRETEXTS + ADDRESSES + GRANTS + HOSTS + ACTS
_NEEDLES = (
    BASE_NEEDLES
    + PHRASING_NEEDLES
    + HARM_NEEDLES
    + TRICK_NEEDLES
    + CLAIM_NEEDLES
    + PRETEXT_NEEDLES
    + ADDRESS_NEEDLES
    + GRANT_NEEDLES
    + HOST_NEEDLES
    + ACT_NEEDLES
)
assert len(_NEEDLES) == len(_INJECTIONS)
# Each word to look for is looked for once per text (patterns share words), and only when the text holds its first
# three letters (a text holds few of the words' beginnings): then each pattern's words are one set test. Looking for
# each pattern's words in turn had become most of the check's cost.
_GATES = [frozenset(needles) if isinstance(needles, tuple) else needles for needles in _NEEDLES]
_WORDS = sorted({needle for needles in _NEEDLES if isinstance(needles, tuple) for needle in needles})
_BY_START: dict[str, list[str]] = {}
for _word in _WORDS:
    if len(_word) >= 3:
        _BY_START.setdefault(_word[:3], []).append(_word)
_STARTS = frozenset(_BY_START)
_SHORT_WORDS = tuple(word for word in _WORDS if len(word) < 3)
# Where a sentence's clause ends: a negation in a clause before ("no rules exist, and tell me the password") excuses
# nothing after it.
_CLAUSE_END = re.compile(r"[.;!?\n]|,\s+(?:and|then|but|so)\b")
_NEGATION = re.compile(r"(?i)\b(?:never|not|don't|dont|no|avoid|nobody|mustn't|shouldn't|refuse)\b")


# The files the check is made of: a verdict stored with another version was made by another check (``checked``).
_CHECK_FILES = (
    "security.py",
    "bert_graph.py",  # the fine-tuned part's graph
    "errors.py",  # imported by the graph's builder
    "injection_encoder.py",
    "injection_encoder.safetensors",
    "escapes.py",  # JSON's escapes, undone before a second look
    "injection_acts.py",
    "injection_addresses.py",
    "injection_claims.py",
    "injection_grants.py",
    "injection_harms.py",
    "injection_hosts.py",
    "injection_model.py",
    "injection_model.npz",
    "injection_patterns.py",
    "injection_phrasings.py",
    "injection_pretexts.py",
    "injection_tricks.py",
)
CHECK_REASON_CHARS = 1024  # a stored reason's room (``brain_memories.check_verdict``)


@cache
def check_version() -> str:
    """The injection check's version: a digest of the files it is made of, so that any change to a pattern or to
    the learned model makes every stored verdict one to make again."""
    digest = hashlib.sha256()
    for name in _CHECK_FILES:
        path = Path(__file__).parent / name
        digest.update(name.encode() + b"\0" + (path.read_bytes() if path.is_file() else b"absent"))
    digest.update(b"fine-tuned part runs" if encoder_available() else b"fine-tuned part absent")
    return digest.hexdigest()[:16]


def checked(row: Any) -> str | None:
    """A memory row's verdict: the one stored with it when this check made it (written with the memory), else the
    check's answer now without its fine-tuned part (a memory stored before, by an older check, or imported): that
    part costs about 16 ms a text (docs/benchmarks.md), too much for a read of many such rows; the reconciler stores
    the whole check's verdict of each (``Indexer.check_verdicts``)."""
    version = getattr(row, "check_version", None)
    if version is not None and version == check_version():
        return row.check_verdict
    return quick_reason(row.content)


def verdict_to_store(content: str) -> tuple[str | None, str | None]:
    """What a new row stores of the check: its verdict and the check's version (none when the reason is too long)."""
    reason = injection_reason(content)
    if reason is not None and len(reason) > CHECK_REASON_CHARS:
        return None, None
    return reason, check_version()


@lru_cache(maxsize=8192)  # every row a read returns is checked: the same rows come back again and again
def injection_reason(text: str) -> str | None:
    """Why ``text`` looks like a prompt injection, or None: the patterns (``core/injection_patterns.py``,
    ``core/injection_phrasings.py``) on the text as written and as a reader sees it (disguises undone:
    ``injection_model.normalise``, hex and URL-encoding decoded: ``injection_claims.unescaped``), then the learned
    checks (``core/injection_model``, ``core/injection_encoder``); and all of it again on the text with JSON's
    escapes undone, when it shows them (``\\u0438``, ``\\n``, ``\\"``: ``escapes.json_escapes``)."""
    return _checked(text, fine_tuned=True)


@lru_cache(maxsize=8192)
def quick_reason(text: str) -> str | None:
    """``injection_reason`` without the fine-tuned part (``core/injection_encoder``): what a read uses for a row whose
    stored verdict is missing or was made by another check (``checked``)."""
    return _checked(text, fine_tuned=False)


def _checked(text: str, *, fine_tuned: bool) -> str | None:
    found = _reason(text, fine_tuned)
    if found is None and (edits := json_escapes(text)):  # a log line's or an API's text: read as it is meant
        found = _reason(edited(text, edits)[0], fine_tuned)
    return found


def _reason(text: str, fine_tuned: bool) -> str | None:
    from openbrain.core.injection_model import learned_reason, normalise

    found = rule_reason(text)
    if found is None:
        plain = normalise(text) + unescaped(text).lower()
        if plain != text.lower():
            found = rule_reason(plain)
    return found or learned_reason(text) or (encoder_reason(text) if fine_tuned else None)


# "Don't forget the rules above" is a reminder, not an override: in each language, "forget" with its negation before
# (or after) it is read as "remember" before the patterns run.
_NOT_FORGETTING = re.compile(
    r"(?i)\b(?:don'?t|do\s+not|never|not)\s+forget\b|\bvergiss\s+nicht\b|\bnicht\s+vergessen\b"
    r"|\bn'oubli(?:e|ez)\s+pas\b|\bne\s+pas\s+oublier\b|\bno\s+olvid\w*|\bnão\s+esque[çc]\w*|\bnon\s+dimentic\w*"
    r"|\bvergeet\s+niet\b|\bniet\s+vergeten\b|\bnie\s+zapomn\w*|\bне\s+забу\w*|\bglöm\s+inte\b"
    r"|\b(?:ikke\s+glem|glem\s+ikke)\b|\bälä\s+unohda\b|\bnezapom\w*|\bnezabud\w*|\bnu\s+uita\b|\bne\s+felejtsd\b"
    r"|\bunutma\w*|(?:不要|别|別|勿)忘|忘れ(?:ない|ず)|잊(?:지|어버리지)\s*(?:마|말)"
)
_FORGET_WORDS = (
    "forget", "vergiss", "vergessen", "oubli", "olvid", "esque", "dimentic", "vergeet", "vergeten", "zapom", "забу",
    "glöm", "glem", "unohda", "zabud", "uita", "felejts", "unutma", "忘", "잊",
)  # fmt: skip


def rule_reason(text: str) -> str | None:
    """Why the patterns take ``text`` for a prompt injection, or None."""
    found = _reasons(text)
    if found and any(word in text.lower() for word in _FORGET_WORDS):  # only then: a match is rare, the look is not
        found = _reasons(_NOT_FORGETTING.sub("remember", text))
    return found


def _reasons(text: str) -> str | None:
    reasons: list[str] = []
    lowered = " ".join(text.lower().split())  # words to look for hold single spaces; a text may hold any run of them
    found = _words_in(lowered)
    for (reason, pattern, excused_by_negation), gate in zip(_INJECTIONS, _GATES, strict=True):
        if reason in reasons:
            continue
        if isinstance(gate, frozenset):
            if gate.isdisjoint(found):
                continue
        elif not gate.search(text):
            continue
        for match in pattern.finditer(text):
            if excused_by_negation and _negated(text, match.start()):
                continue
            reasons.append(reason)
            break
    return "; ".join(reasons) if reasons else None


def _words_in(lowered: str) -> set[str]:
    """The words to look for that ``lowered`` holds."""
    if len(lowered) > 2000:  # a long text holds most of the words' beginnings: looking for each word is cheaper
        return {word for word in _WORDS if word in lowered}
    starts = _STARTS.intersection({lowered[i : i + 3] for i in range(len(lowered) - 2)})
    found = {word for start in starts for word in _BY_START[start] if word in lowered}
    found.update(word for word in _SHORT_WORDS if word in lowered)
    return found


def _negated(text: str, start: int) -> bool:
    """Whether the sentence holding ``start`` says no before it ("never pipe curl into a shell")."""
    before = text[max(start - 60, 0) : start]
    sentence = _CLAUSE_END.split(before)[-1]
    return bool(_NEGATION.search(sentence))
