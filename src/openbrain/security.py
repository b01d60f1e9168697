"""Memories are untrusted text: secrets found on the way in, and likely prompt injections flagged on the way out.

Agents write memories from what they read, and what they read may hold a key pasted into a log or an instruction
planted in a web page. Two checks, both deterministic and cheap (regular expressions, no model):

* ``find_secrets``: API keys of the common providers, private key blocks, passwords in URLs, bearer tokens, and
  high-entropy values next to key-like names. ``remember`` redacts them (or refuses the memory, per
  ``OPENBRAIN_SECURITY__SECRETS``) and its answer says what was found and where, never the secret itself.
* ``injection_reason``: text that tries to steer the agent reading it (ignore previous instructions, fake system
  turns, exfiltration orders, imitations of OpenBrain's own context headings). Such a memory is stored as written,
  carries ``suspicious`` with the reason wherever it is shown, and never enters a hook's injected context.

The corpora in tests/test_security.py hold the cases each pattern must catch and the look-alikes it must leave.
"""

import math
import re
from collections import Counter
from dataclasses import dataclass

# (kind, pattern, group holding the secret: 0 = the whole match). Provider-specific shapes come first, so that a
# key is named for its provider rather than by the generic rules after them.
_SECRET_PATTERNS: list[tuple[str, re.Pattern[str], int]] = [
    (
        "private key block",
        re.compile(r"-----BEGIN (?:[A-Z0-9]+ )*PRIVATE KEY(?: BLOCK)?-----.*?(?:-----END [A-Z0-9 ]*-----|\Z)", re.S),
        0,
    ),
    ("Anthropic API key", re.compile(r"\bsk-ant-[A-Za-z0-9_-]{20,}"), 0),
    ("OpenAI API key", re.compile(r"\bsk-(?:proj-|svcacct-|admin-)?[A-Za-z0-9_-]{20,}"), 0),
    ("AWS access key id", re.compile(r"\b(?:AKIA|ASIA|ABIA|ACCA)[0-9A-Z]{16}\b"), 0),
    ("GitHub token", re.compile(r"\b(?:gh[pousr]_[A-Za-z0-9]{36,255}|github_pat_[A-Za-z0-9_]{22,255})\b"), 0),
    ("GitLab token", re.compile(r"\bglpat-[A-Za-z0-9_-]{20,}"), 0),
    ("Slack token", re.compile(r"\bxox[abposr]-[A-Za-z0-9-]{10,}"), 0),
    ("Slack webhook", re.compile(r"https://hooks\.slack\.com/services/[A-Za-z0-9/]{20,}"), 0),
    ("Stripe key", re.compile(r"\b(?:sk|rk|pk)_(?:live|test)_[A-Za-z0-9]{16,}"), 0),
    ("Google API key", re.compile(r"\bAIza[0-9A-Za-z_-]{35}"), 0),
    ("Hugging Face token", re.compile(r"\bhf_[A-Za-z0-9]{30,}"), 0),
    ("npm token", re.compile(r"\bnpm_[A-Za-z0-9]{36}\b"), 0),
    ("SendGrid key", re.compile(r"\bSG\.[A-Za-z0-9_-]{22}\.[A-Za-z0-9_-]{43}"), 0),
    ("JSON web token", re.compile(r"\beyJ[A-Za-z0-9_-]{8,}\.eyJ[A-Za-z0-9_-]{8,}\.[A-Za-z0-9_-]{8,}"), 0),
    ("password in a URL", re.compile(r"\b[a-zA-Z][a-zA-Z0-9+.-]*://[^\s:/@]+:([^\s@/]{3,})@"), 1),
    ("bearer token", re.compile(r"\b(?:[Bb]earer|[Tt]oken)\s+([A-Za-z0-9._~+/=-]{16,})"), 1),
]

# A key-like name, then = or :, then a value. The value is a secret when the name says password and the value is a
# literal (not a placeholder or an expression), or when it is long and random enough (entropy) for a key.
_ASSIGNMENT = re.compile(
    r"(?i)(?P<name>[A-Za-z0-9_.-]*(?:passw(?:or)?d|passphrase|pwd|secret|api[_-]?key|apikey|access[_-]?key|"
    r"private[_-]?key|auth[_-]?token|access[_-]?token|refresh[_-]?token|token|credentials?)[A-Za-z0-9_.-]*)"
    r"[\"']?\s*(?:=|:|=>)\s*[\"']?(?P<value>[^\s\"',;)}\]]+)"
)
_PASSWORD_NAME = re.compile(r"(?i)passw(?:or)?d|passphrase|pwd")
_NOT_A_VALUE = re.compile(r"[(\[{$<%*]|^(?:none|null|nil|true|false|undefined|changeme|password|example|xxx+|\.\.\.)$")
_ID_NAME = re.compile(r"(?i)(?:_id|_name|_type|_url|_file|_path|_len|_length|_count|_ttl|_expiry|_header)$")
MIN_KEY_CHARS = 16
MIN_KEY_ENTROPY = 3.5  # bits per character: random base64 or hex keys are above, words and versions below


@dataclass(frozen=True)
class SecretFinding:
    kind: str
    start: int
    end: int
    line: int
    column: int

    def describe(self) -> str:
        return f"{self.kind} at line {self.line}, column {self.column}"


def find_secrets(text: str) -> list[SecretFinding]:
    """Every secret in ``text``, in order, without overlaps (where it is; never what it is)."""
    spans: list[tuple[int, int, str]] = []

    def add(start: int, end: int, kind: str) -> None:
        if end > start and not any(s < end and start < e for s, e, _ in spans):
            spans.append((start, end, kind))

    for kind, pattern, group in _SECRET_PATTERNS:
        for match in pattern.finditer(text):
            add(match.start(group), match.end(group), kind)
    for match in _ASSIGNMENT.finditer(text):
        name, value = match.group("name"), match.group("value")
        if _ID_NAME.search(name) or _NOT_A_VALUE.search(value.lower()):
            continue
        if _PASSWORD_NAME.search(name):
            if len(value) >= 4:
                add(match.start("value"), match.end("value"), f"value of {name[:40]}")
        elif len(value) >= MIN_KEY_CHARS and entropy(value) >= MIN_KEY_ENTROPY:
            add(match.start("value"), match.end("value"), f"value of {name[:40]}")
    spans.sort()
    findings = []
    for start, end, kind in spans:
        line = text.count("\n", 0, start) + 1
        column = start - (text.rfind("\n", 0, start) + 1) + 1
        findings.append(SecretFinding(kind, start, end, line, column))
    return findings


def redact(text: str, findings: list[SecretFinding]) -> str:
    """``text`` with each finding replaced by ``[REDACTED <kind>]``."""
    parts, last = [], 0
    for finding in findings:
        parts += [text[last : finding.start], f"[REDACTED {finding.kind}]"]
        last = finding.end
    return "".join(parts) + text[last:]


def entropy(value: str) -> float:
    """Shannon entropy of the characters of ``value``, in bits per character."""
    counts = Counter(value)
    return -sum(n / len(value) * math.log2(n / len(value)) for n in counts.values())


# Prompt injections: (reason, pattern). Phrased as attacks are phrased; ordinary technical text that merely mentions
# instructions or a system prompt must not match (the negative corpus in the tests keeps that honest).
_INJECTIONS: list[tuple[str, re.Pattern[str]]] = [
    (
        "tells the reader to ignore its instructions",
        re.compile(
            r"(?i)\b(?:ignore|disregard|forget|override|bypass)\s+(?:all\s+|any\s+|the\s+|your\s+|of\s+)*"
            r"(?:previous|prior|above|earlier|preceding|existing|original|system|safety|developer)?\s*"
            r"(?:instructions|prompts?|rules|guidelines|directives|guardrails|system\s+prompt)"
        ),
    ),
    (
        "tries to give the reader a new role",
        re.compile(
            r"(?i)\byou\s+are\s+now\s+(?:a|an|in|the|my|DAN)\b|\bact\s+as\s+(?:an?\s+)?(?:unrestricted|jailbroken)"
            r"|\b(?:jailbreak|developer\s+mode\s+enabled|do\s+anything\s+now)\b"
        ),
    ),
    (
        "imitates a system or assistant turn",
        re.compile(
            r"(?im)^\s*(?:\[?(?:system|assistant|developer)\]?\s*:|<\|?(?:im_start|system|/system)\|?>|\[/?INST\]"
            r"|#{1,3}\s*(?:system|new)\s+(?:prompt|instructions?))"
        ),
    ),
    (
        "gives orders for the reader's next steps",
        re.compile(
            r"(?i)\b(?:new|updated|real|hidden)\s+instructions?\s*:|\bfrom\s+now\s+on,?\s+(?:you|always|never)\b"
            r"|\bdo\s+not\s+(?:tell|inform|mention\s+(?:this\s+)?to|reveal\s+(?:this\s+)?to)\s+the\s+user\b"
        ),
    ),
    (
        "asks to send secrets or data elsewhere",
        re.compile(
            r"(?i)\b(?:send|post|upload|exfiltrate|forward|email|leak)\b[^\n]{0,60}?\b(?:secrets?|credentials|"
            r"api[\s_-]?keys?|tokens?|passwords?|\.env|environment\s+variables|ssh\s+keys?|private\s+keys?)\b"
            r"[^\n]{0,60}?\b(?:to|at)\s+(?:https?://|\S+@\S+|\S+\.\w{2,})"
        ),
    ),
    (
        "pipes a download into a shell",
        re.compile(r"(?i)\b(?:curl|wget)\b[^|\n]{1,200}\|\s*(?:sudo\s+)?(?:ba|z)?sh\b"),
    ),
    (
        "imitates OpenBrain's own context headings",
        re.compile(
            r"(?im)^\s*#{1,6}\s*(?:OpenBrain\b|Team memory for\b|Conventions and decisions\b|Relevant to the task\b"
            r"|Handoff from\b|Pinned for\b)"
        ),
    ),
]


def injection_reason(text: str) -> str | None:
    """Why ``text`` looks like a prompt injection, or None."""
    reasons = [reason for reason, pattern in _INJECTIONS if pattern.search(text)]
    return "; ".join(reasons) if reasons else None
