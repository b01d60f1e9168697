"""Secrets in what agents write: found on the way in, then redacted (or the memory refused).

Agents write memories from what they read, and what they read may hold a key pasted into a log. ``find_secrets``
finds API keys and tokens of the common providers and CI servers, Vault tokens, private key blocks and kubeconfig
key data, passwords in URLs, on command lines and in prose (in several languages), bearer tokens, values that look
generated next to key-like names and words, and, standing alone, tokens shaped as generated keys whoever issued
them. ``remember`` redacts them (or refuses the memory, per ``OPENBRAIN_SECURITY__SECRETS``) and its answer says
what was found and where, never the secret itself. Deterministic and cheap: regular expressions, no model.

The corpora in tests/test_security.py and eval/secrets.py hold the cases each pattern must catch and the look-alikes
it must leave.
"""

import re
from collections.abc import Callable
from dataclasses import dataclass

from openbrain.core.redaction_forms import (
    CARD,
    CONFIG_PASSWORDS,
    FOREIGN_PASSWORD,
    FOREIGN_WORDS,
    GENERATED_ALONE,
    GENERATED_IN_PLACE,
    GROUPED_PASSWORD,
    KEY_WITH_ITS_ID,
    LITERAL_PASSWORDS,
    PASSWORD_STEMS,
    PASSWORD_WORD,
    PIN_OR_CODES,
    SECRET_BY_PLACE,
    TOOL_PASSWORDS,
    USER_AND_KEY,
    USER_THEN_PASSWORD,
)
from openbrain.core.redaction_values import (
    NOT_A_VALUE,
    PLACEHOLDER,
    PUBLIC_SHAPE,
    another_reading,
    base64_of_text,
    card_or_code,
    entropy,
    filler,
    kind_changes,
    looks_generated,
    looks_keyed,
    looks_like_a_session,
    looks_like_password,
    published,
    reads_as_name,
    scrambled_letters,
    span_in,
)

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
    ("AWS access key id", re.compile(r"\b(?:AKIA|ASIA|ABIA|ACCA)(?![0-9A-Z]{9}EXAMPLE\b)[0-9A-Z]{16}\b"), 0),
    ("Alibaba or Tencent access key", re.compile(r"\b(?:LTAI[A-Za-z0-9]{12,30}|AKID[A-Za-z0-9]{32})\b"), 0),
    ("Firebase server key", re.compile(r"\bAAAA[A-Za-z0-9_-]{7}:APA91b[A-Za-z0-9_-]{100,}"), 0),
    ("GitHub token", re.compile(r"\b(?:gh[pousr]_[A-Za-z0-9]{36,255}|github_pat_[A-Za-z0-9_]{22,255})\b"), 0),
    ("GitLab token", re.compile(r"\bglpat-[A-Za-z0-9_-]{20,}"), 0),
    ("Slack token", re.compile(r"\bxox[abposr]-[A-Za-z0-9-]{10,}"), 0),
    ("Slack webhook", re.compile(r"https://hooks\.slack\.com/services/[A-Za-z0-9/]{20,}"), 0),
    ("Stripe key", re.compile(r"\b(?:sk|rk|pk)_(?:live|test|sbox)_[A-Za-z0-9]{16,}"), 0),  # sbox: Checkout.com's
    ("Google API key", re.compile(r"\bAIza[0-9A-Za-z_-]{35}"), 0),
    ("Hugging Face token", re.compile(r"\bhf_[A-Za-z0-9]{30,}"), 0),
    ("npm token", re.compile(r"\bnpm_[A-Za-z0-9]{36}\b"), 0),
    ("SendGrid key", re.compile(r"\bSG\.[A-Za-z0-9_-]{22}\.[A-Za-z0-9_-]{43}"), 0),
    ("JSON web token", re.compile(r"\beyJ[A-Za-z0-9_-]{8,}\.eyJ[A-Za-z0-9_-]{8,}\.[A-Za-z0-9_-]{8,}"), 0),
    ("Twilio API key", re.compile(r"\bSK[0-9a-fA-F]{32}\b"), 0),
    ("Discord bot token", re.compile(r"\b[MN][A-Za-z\d]{23,25}\.[\w-]{6}\.[\w-]{27,}"), 0),
    ("Telegram bot token", re.compile(r"(?:\b|(?<=/bot))\d{8,10}:AA[A-Za-z0-9_-]{33}\b"), 0),  # also in a URL's /bot...
    ("Mailgun key", re.compile(r"\bkey-[0-9a-f]{32}\b"), 0),
    ("Shopify token", re.compile(r"\bshp(?:at|ca|pa|ss)_[a-fA-F0-9]{32}\b"), 0),
    ("DigitalOcean token", re.compile(r"\bdo[por]_v1_[a-f0-9]{64}\b"), 0),
    (
        "Google OAuth secret",
        re.compile(r"\bGOCSPX-[A-Za-z0-9_-]{28}\b|\bya29\.[0-9A-Za-z_-]{20,}|\b1//0[0-9A-Za-z_-]{30,}"),
        0,
    ),
    ("Vault token", re.compile(r"\bhv[sbr]\.[A-Za-z0-9_-]{24,}"), 0),
    ("Tailscale key", re.compile(r"\btskey-(?:auth|api|client|scim|webhook)-[A-Za-z0-9]{6,}-[A-Za-z0-9]{16,}"), 0),
    (
        "GitLab CI token",
        re.compile(r"\bgl(?:rt|dt|cbt|ptt|ft|imt|oas|soat|agent)-[A-Za-z0-9_-]{20,}|\bGR1348941[\w-]{20,}"),
        0,
    ),
    ("CircleCI token", re.compile(r"\bCCIP(?:AT|RJ)_[A-Za-z0-9]{22}_[a-f0-9]{40}\b"), 0),
    ("Buildkite token", re.compile(r"\bbk(?:ua|ut)_[a-f0-9]{40}\b"), 0),
    ("Jenkins API token", re.compile(r"\b11[0-9a-f]{32}\b"), 0),
    ("Postman API key", re.compile(r"\bPMAK-[a-f0-9]{24}-[a-f0-9]{34}\b"), 0),
    ("Grafana token", re.compile(r"\bglsa_[A-Za-z0-9]{32}_[A-Fa-f0-9]{8}\b|\bglc_[A-Za-z0-9+/=]{32,}"), 0),
    ("Linear API key", re.compile(r"\blin_api_[A-Za-z0-9]{40}\b"), 0),
    ("New Relic key", re.compile(r"\bNR(?:AK|JS|II)-[A-Z0-9]{19,32}\b"), 0),
    ("Doppler token", re.compile(r"\bdp\.(?:st|ct|sa|scim|audit|pt)\.[A-Za-z0-9_.-]{20,}"), 0),
    ("Atlassian token", re.compile(r"\bATATT3[A-Za-z0-9_=-]{100,}"), 0),
    ("Databricks token", re.compile(r"\bdapi[0-9a-f]{32}(?:-\d+)?\b"), 0),
    ("Sentry token", re.compile(r"\bsntry[su]_[A-Za-z0-9+/=_-]{40,}"), 0),
    ("PyPI token", re.compile(r"\bpypi-AgEIcHlwaS5vcmc[A-Za-z0-9_-]{50,}"), 0),
    ("age secret key", re.compile(r"\bAGE-SECRET-KEY-1[0-9A-Z]{58}\b"), 0),
    ("Mailchimp key", re.compile(r"\b[0-9a-f]{32}-us\d{1,2}\b"), 0),
    ("Asana token", re.compile(r"\b\d/\d{12,20}:[0-9a-f]{32}\b"), 0),
    ("RubyGems key", re.compile(r"\brubygems_[0-9a-f]{48}\b"), 0),
    ("X bearer token", re.compile(r"\bA{20,}[A-Za-z0-9%]{30,}"), 0),
    ("LaunchDarkly key", re.compile(r"\b(?:sdk|mob|api)-[0-9a-f]{8}(?:-[0-9a-f]{4}){3}-[0-9a-f]{12}\b"), 0),
    (  # a Solana keypair file (id.json): its 64 bytes as a JSON array
        "keypair as bytes",
        re.compile(r"\[\s*(?:(?:25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)\s*,\s*){63}(?:25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)\s*\]"),
        0,
    ),
    ("private key data", re.compile(r"(?i)\b(?:client-key|private-key|key)-data\s*:\s*([A-Za-z0-9+/]{20,}={0,2})"), 1),
    # A password in a URL may hold "@" itself: the host is what follows the last one. The user may be empty.
    ("password in a URL", re.compile(r"\b[a-zA-Z][a-zA-Z0-9+.-]*://[^\s:/@]*:([^\s/]+)@[\w.-]+"), 1),
    ("bearer token", re.compile(r"\b(?:[Bb]earer|[Tt]oken)\s+([A-Za-z0-9._~+/=-]{16,})"), 1),
    ("basic credentials", re.compile(r"\b[Bb]asic\s+([A-Za-z0-9+/]{8,}={0,2})(?![A-Za-z0-9+/=])"), 1),
    ("password on a command line", re.compile(r"\bcurl\b[^\n]{0,300}?\s(?:-u|--user)\s+[^\s:]+:(?![\"']?\$)(\S+)"), 1),
    ("password on a command line", re.compile(r"\bmysql(?:dump|admin|sh)?\b[^\n]{0,300}?\s-p(?!\s)([^\s`,-]\S*)"), 1),
    ("netrc password", re.compile(r"\bmachine\s+\S+\s+login\s+\S+\s+password\s+(\S+)"), 1),
    ("registry auth", re.compile(r'"auth"\s*:\s*"([A-Za-z0-9+/]{8,}={0,2})"'), 1),
    (
        "AWS secret key",
        re.compile(
            r"(?i)\bsecret(?:[ _-]?access)?(?:[ _-]?key)?\b[^A-Za-z0-9/+=\n]{1,6}([A-Za-z0-9/+]{40})(?![A-Za-z0-9/+=])"
        ),
        1,
    ),
]

# What a text must hold for each kind above to match in it (case-insensitive kinds: in lower case): a kind none of whose
# words is in the text is not run. Most texts hold no key, and scanning each for forty shapes was most of the cost of
# the scan (tests/test_security.py checks every corpus match holds one of its kind's words).
_NEEDS: dict[str, tuple[str, ...]] = {
    "private key block": ("PRIVATE KEY",),
    "Anthropic API key": ("sk-ant-",),
    "OpenAI API key": ("sk-",),
    "AWS access key id": ("AKIA", "ASIA", "ABIA", "ACCA"),
    "Alibaba or Tencent access key": ("LTAI", "AKID"),
    "Firebase server key": ("APA91b",),
    "GitHub token": ("ghp_", "gho_", "ghu_", "ghs_", "ghr_", "github_pat_"),
    "GitLab token": ("glpat-",),
    "Slack token": ("xox",),
    "Slack webhook": ("hooks.slack.com",),
    "Stripe key": ("_live_", "_test_", "_sbox_"),
    "Google API key": ("AIza",),
    "Hugging Face token": ("hf_",),
    "npm token": ("npm_",),
    "SendGrid key": ("SG.",),
    "JSON web token": ("eyJ",),
    "Twilio API key": ("SK",),
    "Telegram bot token": (":AA",),
    "Mailgun key": ("key-",),
    "Shopify token": ("shp",),
    "DigitalOcean token": ("_v1_",),
    "Google OAuth secret": ("GOCSPX-", "ya29.", "1//0"),
    "Vault token": ("hvs.", "hvb.", "hvr."),
    "Tailscale key": ("tskey-",),
    "GitLab CI token": (
        "glrt-",
        "gldt-",
        "glcbt-",
        "glptt-",
        "glft-",
        "glimt-",
        "gloas-",
        "glsoat-",
        "glagent-",
        "GR1348941",
    ),
    "CircleCI token": ("CCIP",),
    "Buildkite token": ("bku",),
    "Jenkins API token": ("11",),
    "Postman API key": ("PMAK-",),
    "Grafana token": ("glsa_", "glc_"),
    "Linear API key": ("lin_api_",),
    "New Relic key": ("NRAK-", "NRJS-", "NRII-"),
    "Databricks token": ("dapi",),
    "Doppler token": ("dp.",),
    "Atlassian token": ("ATATT3",),
    "Sentry token": ("sntry",),
    "PyPI token": ("pypi-",),
    "age secret key": ("AGE-SECRET-KEY-1",),
    "Mailchimp key": ("-us",),
    "Asana token": ("/",),
    "RubyGems key": ("rubygems_",),
    "X bearer token": ("AAAAAAAAAAAAAAAAAAAA",),
    "LaunchDarkly key": ("sdk-", "mob-", "api-"),
    "keypair as bytes": ("[",),
    "private key data": ("-data",),
    "password in a URL": ("://",),
    "bearer token": ("earer", "oken"),
    "basic credentials": ("asic",),
    "password on a command line": ("curl", "mysql"),
    "netrc password": ("machine",),
    "registry auth": ('"auth"',),
    "AWS secret key": ("secret",),
}
_SHAPES = [
    (kind, p, group, frozenset(_NEEDS.get(kind, ())), bool(p.flags & re.I)) for kind, p, group in _SECRET_PATTERNS
]
_NAMED_IN_PLACE = ("password in a URL", "bearer token")  # where a placeholder names the value: "Bearer YOUR_PAT"
_CASED_WORDS = sorted({word for _, _, _, needs, insensitive in _SHAPES if not insensitive for word in needs})

# A key-like name, then = or :, then a value. The value is a secret when the name says password and the value is a
# literal (not a placeholder or an expression), or when it is long and random enough (entropy) for a key.
_ASSIGNMENT = re.compile(
    r"(?i)(?<![A-Za-z0-9_.-])"  # a name starts where a word does: tried once per word, not at each of its letters
    r"(?P<name>[A-Za-z0-9_.-]*(?:passw(?:or)?d|passphrase|pwd|secret|api[_-]?key|apikey|access[_-]?key|"
    r"private[_-]?key|auth[_-]?token|access[_-]?token|refresh[_-]?token|token|credentials?|account[_-]?key|"
    r"shared[_-]?access[_-]?key|psk)[A-Za-z0-9_.-]*|[A-Za-z0-9_.-]*[A-Za-z0-9][_.-](?:pass|key|pat)(?![A-Za-z0-9_.-])|"
    r"key(?![A-Za-z0-9_.-]))[\"']?\s*(?:=>|=|:)[^\S\n]*(?:[bBrRuU]{1,2}(?=[\"']))?"  # b'...': Python bytes
    r"(?:\"(?P<dq>[^\"\n]+)\"|'(?P<sq>[^'\n]+)'|(?P<value>[^\s\"',;)}\]]+))"
)
_PASSWORD_NAME = re.compile(r"(?i)passw(?:or)?d|passphrase|pwd|[_.-]pass$|(?:^|_)psk$")
# ADMIN_KEY, SIGNING_KEY, MASTER_KEY: a key by the name's last word alone, so its value must look generated too
# (CACHE_KEY, SORT_KEY and PARTITION_KEY hold names, not keys).
_SECRET_NAME = re.compile(r"(?i)secret|token|credential")
_BARE_KEY_NAME = re.compile(
    r"(?i)^(?![A-Za-z0-9_.-]*(?:secret|token|credential|auth|api|access|private|account|shared))(?:[A-Za-z0-9_.-]*"
    r"[_.-])?key$"
)
# A password stated in prose: "the password for the staging db is X", "log in with password X", "pw: X". The value
# must look like one (see looks_like_password), so "the password is stored in Vault" is left alone.
_PROSE_PASSWORD = re.compile(
    r"(?i)\b(?:password|passphrase|passwd|pwd|pw|pass)(?:\s+(?:for|of|on)\s+(?:the\s+)?[\w.@/-]+(?:\s+[\w.@/-]+){0,3}?)?"
    r"\s*(?:\b(?:is|was|has\s+been)\s+(?:now\s+|changed\s+to\s+|set\s+to\s+|reset\s+to\s+)?|:|->|=>|→|=|\bset\s+to\b|"
    r"\bchanged\s+to\b|\bto\b)\s*(?:now\s+)?[\"'`]?(?![;,])([^\s\"'`]+)"
    r"|\b(?:with|using|use)\s+(?:the\s+)?(?:password|passphrase|pw)\s+[\"'`]?([^\s\"'`]+)"
    r"|\b(?:temp|temporary|tmp|new|initial|default|one-time)\s+(?:pw|pwd|pass|password|passwd)\s+"
    r"(?!(?:for|of|on|is|was|to|set|reset|changed)\b)[\"'`]?([^\s\"'`)]+)"
    r"|\b(?:log\s*in|login|sign\s*in)\s+(?:as|with)\s+[^\s/]+\s*/\s*[\"'`]?([^\s\"'`]+)"
    r"|\buse\s+[\"'`]?([^\s\"'`]+?)[\"'`]?\s+as\s+(?:the\s+|your\s+|my\s+|our\s+)?(?:[\w-]+\s+){0,2}?(?:password|"
    r"passphrase|passwd|pwd)\b"  # "use Hunter2-Prod! as the admin password"
)
# A password quoted whole in prose, spaces and all: "the wifi password is 'blue elephant 42'".
_QUOTED_PASSWORD = re.compile(
    r"(?i)\b(?:password|passphrase|passwd)\b[^\n\"'`]{0,40}?\b(?:is|was|to)\s+([\"'`])([^\"'`\n]{8,64})\1"
)
# Key-like words followed by a value that looks random: "the staging API key is X", "client secret X".
_KEY_IN_PROSE = re.compile(
    # "\s*(?:[:=]\s*)?", never "\s*[:=]?\s*": two runs of spaces side by side are tried at every split (seconds on
    # a key-like word followed by thirty thousand spaces; tests/test_security.py)
    r"(?i)\b(?:key|token|secret|credential|pat)s?\b(?:\s+(?:is|was|=|:|of)\b)?\s*(?:[:=]\s*)?[\"'`]?"
    r"([A-Za-z0-9_+/=.~-]{20,})"
)
# Command-line options: "--password X", "docker login -p X", "sshpass -p X". Only a login's -p, in its own command:
# "docker run -p 127.0.0.1:8080:80/tcp" publishes a port and "docker compose -p shop2" names a project.
_OPTION_PASSWORD = re.compile(
    r"--[\w-]*?(?:password|passwd|passphrase|pass|pwd|secret)(?:=|\s+)[\"']?([^\s\"'-][^\s\"']*)"  # not "--host=db2"
    r"|\b(?:(?:docker|podman|nerdctl|buildah|skopeo|oras|helm\s+registry)\s+login|sshpass)\b[^\n;&|]{0,300}?\s-p\s*"
    r"[\"']?([^\s\"']+)"
    r"|\bredis-cli\b[^\n;&|]{0,300}?\s-a\s+[\"']?([^\s\"']+)"  # redis-cli's password is -a
)
# A generated password after any tool's short option ("-P X", "-pX", "/p:X", "-password X"): the rules above name
# the tools and options known; this one needs no name, so the value must look generated (cases mixed, changing kind).
_SHORT_OPTION_VALUE = re.compile(
    r"(?<!\S)(?:-[A-Za-z]|/[a-z]{1,4}:|-[a-z]*(?:pass|pwd|secret|token)[a-z]*\s)\s?[\"']?([A-Za-z0-9!@#%^&*_+~-]{10,64})"
    r"[\"']?(?=[,;.]?(?:\s|$))"  # a comma, a semicolon or a full stop may follow
)
# A key-like identifier, a space, a generated value: "aws configure set aws_secret_access_key X", "key_secret X".
_NAME_THEN_KEY = re.compile(
    r"(?i)\b[\w.-]*(?:[_.-](?:secret|token|password|passwd|api_?key|access_key)|(?:secret|token)[_.-][\w.-]*)\s+"
    r"[\"']?([A-Za-z0-9+/=_-]{20,})(?![\w(])"
)
# A token handed to a tool's login on its command line: "snyk auth UUID", "ngrok authtoken X", "xyz login X".
_CLI_LOGIN = re.compile(r"(?i)\b(?:auth|authtoken|login)\s+(?:--?[\w-]+\s+)?[\"']?([A-Za-z0-9_-]{20,})(?![\w.@:/-])")
# A key standing as a URL's user ("https://TOKEN@github.com/...") or after any Authorization scheme.
_TOKEN_IN_HEADER_OR_URL = re.compile(
    r"\b[a-zA-Z][a-zA-Z0-9+.-]*://([A-Za-z0-9_-]{20,})@(?![\w.-]*\bsentry\.io\b)[\w.-]+"  # a Sentry DSN's key is public
    r"|(?i:\bauthorization)\s*:\s*(?:[A-Za-z-]+\s+)?(?:[\w-]+=)?[\"']?([\w.~+/=-]{16,})"
)
# A webhook's URL carries its token in its path: Discord's /api/webhooks/ID/TOKEN, Teams' /webhookb2/.../HEX/...,
# Mattermost's /hooks/TOKEN (26 lower-case letters and digits: ``_lower_token``).
_WEBHOOK_URL = re.compile(
    r"(?i)\bhttps?://[^\s/]+/(?:[^\s/]+/)*?(?:web)?hooks?(?:b2)?/(?:[^\s/?#]+/)*?((?:\d{6,}/)?[\w-]{20,})(?![\w@-])"
)
# Encrypted or hashed, not secret: SOPS's and hiera-eyaml's ENC[...], an LDAP password hash ("{SSHA}..."); in a
# SealedSecret (its encryptedData), a value "Ag...".
_ENCRYPTED = re.compile(
    r"ENC\[[^\]\n]*\]|\{(?:S?SHA(?:256|384|512)?|S?MD5|CRYPT|PBKDF2[\w-]*|ARGON2\w*)\}[\w+/=.$-]+"
    r"|(?<=\bENC\s)[\w+/=]{16,}"  # FortiOS' encrypted form: "set password ENC X"
)
_SEALED = re.compile(r"Ag[A-Za-z0-9+/]{38,}={0,2}")
# A .pgpass line, host:port:database:user:password (the port may be *). It starts at the colon before the port, so
# that the scan looks for colons (in three texts of four) rather than trying every word as a host.
_PGPASS = re.compile(r":(?<=[\w*]:)(?:\d{2,5}|\*):[\w.*-]+:[\w.*-]+:([^\s:]+)(?!\S)")
# A session in a Cookie header: "Cookie: sessionid=...; csrftoken=...".
_SESSION_COOKIE = re.compile(
    r"(?i)\b(?:set-)?cookie\s*:[^\n]{0,300}?\b(?:\w*sess(?:ion)?\w*|sid|\w*token|auth\w*|jwt)=([^\s;,\"']+)"
)
# Anything standing alone that is shaped as a generated key: long, all three kinds of characters, changing kind
# often (words and CamelCase names change rarely), or a lower-case prefix and an underscore before 32+ hex digits.
_KEY_BY_SHAPE = re.compile(r"(?<![\w+/=.~-])([A-Za-z0-9][A-Za-z0-9_+=.~-]{31,})(?![\w+/=.~-])")
_PREFIXED_HEX = re.compile(
    r"\b(?!(?:sha|md|blake|crc|commit|hash|digest|uuid|id)\d*_)[a-z][a-z0-9]{1,9}_([a-f0-9]{32,})\b"
)
_HASH_PREFIX = re.compile(r"(?i)^(?:sha\d*|md5|blake2\w*)[-_:]")
_ID_NAME = re.compile(r"(?i)[_-](?:id|name|type|url|file|path|len|length|count|ttl|expiry|header)$")
MIN_KEY_CHARS = 16
# A hex or base64 key (32 hex characters have an entropy just under MIN_KEY_ENTROPY): digits and letters mixed.
_KEY_SHAPE = re.compile(r"(?<![\w+/=-])(?=[\w+/=-]*\d)(?=[\w+/=-]*[A-Za-z])[A-Za-z0-9+/=_-]{24,}")
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
    """Every secret in ``text``, in order, without overlaps (where it is; never what it is). The text is read as
    written, and again as ``another_reading`` reads it (JSON's escapes undone; the quotes, backticks, bold or brackets
    around a value, HTML, a remark after it and the marks that start a comment's, a reply's, a list item's or a chat
    export's lines left out): "the key is `X`", "(X)", a log line's escaped text and a page's markup hide nothing."""
    if len(text) < 8:  # no shape fits (a tag, a short project name): the shortest, "pw: X9y!z", is longer
        return []
    spans, reading = _spans(text), another_reading(text)
    for start, end, kind in _spans(reading[0]) if reading else ():  # one span for what both readings find of a secret
        start, end = span_in(text, reading[1], start, end)
        overlaps = [span for span in spans if span[0] < end and start < span[1]]
        spans = [span for span in spans if span not in overlaps]
        kind = overlaps[0][2] if overlaps else kind
        spans.append((min([start, *(s for s, _, _ in overlaps)]), max([end, *(e for _, e, _ in overlaps)]), kind))
    findings = []
    for start, end, kind in sorted(spans):
        line = text.count("\n", 0, start) + 1
        column = start - (text.rfind("\n", 0, start) + 1) + 1
        findings.append(SecretFinding(kind, start, end, line, column))
    return findings


def _spans(text: str) -> list[tuple[int, int, str]]:
    """(start, end, kind) of every secret in ``text`` as written, apart from each other."""
    spans: list[tuple[int, int, str]] = []

    def add(start: int, end: int, kind: str) -> None:
        if end > start and not any(s < end and start < e for s, e, _ in spans):
            spans.append((start, end, kind))

    lowered = text.lower()
    # Which words are in the text, each looked for once (a set per text, then one set test per shape).
    cased = {word for word in _CASED_WORDS if word in text}
    folded = {word for word in _FOLDED_WORDS if word in lowered}
    for kind, pattern, group, needs, insensitive in _SHAPES:
        if needs and needs.isdisjoint(folded if insensitive else cased):
            continue
        for match in pattern.finditer(text):
            if (kind in _NAMED_IN_PLACE and PLACEHOLDER.match(match[group].rstrip("."))) or filler(match[group]):
                continue  # USER:PASSWORD@HOST, ${TOKEN}, "NRAK-XXXX...": a placeholder
            add(match.start(group), match.end(group), kind)
    for match in _QUOTED_PASSWORD.finditer(text) if "pass" in folded else ():
        value = match.group(2)
        if re.search(r"\d|\S\s+\S+\s+\S", value):  # a digit, or three words: not "'not set'"
            add(match.start(2), match.end(2), "password in prose")
    for pattern, kind, looks_secret, needs in _CHECKED:
        if needs and needs.isdisjoint(folded):
            continue
        for match in pattern.finditer(text):
            group = next(g for g in range(1, (pattern.groups or 0) + 1) if match.group(g) is not None)
            value = match.group(group).rstrip(".,;)")
            if pattern is _KEY_IN_PROSE and _in_url(text, match.start()):
                continue  # part of a URL ("https://keys.openpgp.org/..."): not secret
            if pattern in (_KEY_IN_PROSE, _KEY_BY_SHAPE) and published(text, match.start(group), value):
                continue
            if looks_secret(value):
                add(match.start(group), match.start(group) + len(value), kind)
    for match in _ASSIGNMENT.finditer(text) if "=" in text or ":" in text else ():
        group = next(g for g in ("dq", "sq", "value") if match.group(g) is not None)
        name, value = match.group("name"), match.group(group)
        if _ID_NAME.search(name) or NOT_A_VALUE.search(value.lower()) or published(text, match.start(group), value):
            continue
        if _PASSWORD_NAME.search(name):
            if len(value) >= 4:  # a quoted password is taken whole, spaces and all
                add(match.start(group), match.end(group), f"value of {name[:40]}")
        elif _SECRET_NAME.search(name) and len(value) >= 12 and re.fullmatch(r"[0-9a-f]+|[0-9A-F]+", value):
            add(match.start(group), match.end(group), f"value of {name[:40]}")  # a secret in hex: "X_SECRET=7f81..."
        elif _BARE_KEY_NAME.search(name):
            if _looks_random(value):
                add(match.start(group), match.end(group), f"value of {name[:40]}")
        elif len(value) >= MIN_KEY_CHARS and (entropy(value) >= MIN_KEY_ENTROPY or _KEY_SHAPE.fullmatch(value)):
            add(match.start(group), match.end(group), f"value of {name[:40]}")
    for start, end in _near_a_password(text) if not folded.isdisjoint(PASSWORD_STEMS) else ():
        add(start, end, "password near its name")
    for pattern, needs, strong in _ALONE:  # last: a rule that says what the value is goes first
        for match in pattern.finditer(text) if not needs.isdisjoint(folded) else ():
            if _made(match.group(1)) or strong and looks_keyed(match.group(1)):
                add(match.start(1), match.end(1), "generated value")
    if "ENC" in text or "}" in text or "encryptedData" in text:  # ciphertext or a hash is no secret
        sealed = [m.span() for m in _ENCRYPTED.finditer(text)]
        if "encryptedData" in text:
            sealed += [(s, e) for s, e, _ in spans if _SEALED.fullmatch(text, s, e)]
        spans = [span for span in spans if not any(a <= span[0] and span[1] <= b for a, b in sealed)]
    return spans


# A value standing alone (not inside a path, a URL or an identifier; after a user's name and a colon, "deploy:X") soon
# after a word for a password.
_STANDALONE = re.compile(r"(?<![\w/+=.~@-])[A-Za-z0-9!#$%^&*_+=~.-]{8,64}(?![\w/+=~@-])")
_CLAUSE_END = re.compile(r"[.!?;,]\s|\s[(\[—–]|\s-\s|[.!?;,]?$")  # a remark in brackets or after a dash ends it too
_JOINED_WORD = re.compile(r"[a-z]{1,4}-(?=\S{8})")
_WORD_AFTER = re.compile(r"[^\W_]*")


def _near_a_password(text: str) -> list[tuple[int, int]]:
    """Generated values within 80 characters after a word for a password, on its line, in any form or language the
    rules above don't name: "requirepass X", "mosquitto_pub -u s -P X", "servera parole ir X". Asked only of a text
    holding one of the words' stems (``PASSWORD_STEMS``, looked for with the other rules' words)."""
    found: list[tuple[int, int]] = []
    for word in PASSWORD_WORD.finditer(text):
        window = text[word.end() : word.end() + 80].split("\n", 1)[0]
        # A word of its own, not a part of another ("aExportSecret", "PassphraseCheckResult", "Bypass"): nothing before
        # it, no capital after its first letter. Only then may a value that is not plainly generated count.
        whole = word.group(0) + _WORD_AFTER.match(text, word.end()).group(0)
        alone = not text[: word.start()][-1:].isalnum() and whole[1:] == whole[1:].lower()
        alone = alone and (whole.lower() != "pass" or window.lstrip()[:1] in (":", "="))  # "pass: X", not the verb
        for value in _STANDALONE.finditer(window):
            if value.start() == 0 and text[word.end() - 1].isalnum() and window[:1].isalnum():
                continue  # the word's own rest ("CredentialsProvider"), not a value after it
            token = value.group(0).rstrip(".,;")
            start = word.end() + value.start()
            if joined := _JOINED_WORD.match(token):  # a language's short word joined on by a hyphen: Zulu's "ngu-X"
                token, start = token[joined.end() :], start + joined.end()
            rest = text[word.end() + value.end() :][:80].split("\n", 1)[0]  # to the line's end, past the window's
            if _a_password_here(token, window[: value.start()].split() if alone else None, rest):
                found.append((start, start + len(token)))
                break
    return found


def _a_password_here(token: str, between: list[str] | None, rest: str) -> bool:
    """Whether ``token``, after a word for a password (``between`` them: the words, or None when that word is part of
    a name), is one: a generated value anywhere; after a word of its own, letters alone mixed as no name mixes them
    right after it or one short word ("գաղտնաբառը X է", "პაროლია X"), and these or any password that reads as no name
    when it ends its sentence or clause or has one short word after it ("рамзи сервер X аст")."""
    if NOT_A_VALUE.search(token.lower()):
        return False
    if looks_keyed(token) or looks_generated(token) and re.search(r"\d", token):
        return True
    if between is None:
        return False
    after = _CLAUSE_END.split(rest, maxsplit=1)[0].split()
    last = not after or len(after) == 1 and len(after[0]) <= 4
    if token.isalpha():
        next_to_it = len(between) <= 1 and all(len(w) <= 3 for w in between)
        return (next_to_it or last) and scrambled_letters(token)
    cased = token.lower() != token != token.upper()  # "CVE-2022-30115", "gnutls_x509_crt2" are no passwords
    return last and len(token) >= 8 and cased and looks_like_password(token) and not reads_as_name(token)


def _in_url(text: str, start: int) -> bool:
    """Whether ``start`` is inside a URL: its run of non-space characters holds ``://`` before it."""
    left = start
    while left > 0 and not text[left - 1].isspace() and start - left < 4096:
        left -= 1
    return "://" in text[left:start]


def _looks_random(value: str) -> bool:
    """A generated key, not a word, name or version: 20+ characters of letters and digits that change kind often."""
    if len(value) < 20 or _HASH_PREFIX.match(value) or not re.search(r"\d", value) or not re.search("[A-Za-z]", value):
        return False
    if re.search("[a-z]", value) and re.search("[A-Z]", value):
        return kind_changes(value) >= 0.3 and entropy(value) >= MIN_KEY_ENTROPY
    if re.fullmatch(r"[0-9a-f]{32,}", value):
        return True  # a hex key (Datadog, Rails' master key)
    if re.fullmatch(r"[0-9A-F]+", value):
        return False  # upper-case hex: a GPG fingerprint or a key id, public
    return len(value) >= 24 and re.fullmatch(r"[a-z0-9]+|[A-Z0-9]+", value) is not None and kind_changes(value) >= 0.35


def _random_after_prefix(value: str) -> bool:
    """A generated key, or one after a provider's prefix ("shippo_live_" and 40 hex characters)."""
    return _looks_random(value) or _looks_random(value.rsplit("_", 1)[-1])


def _looks_like_a_configured_secret(value: str) -> bool:
    """A literal password or key (not a placeholder, a variable or markup): one that looks like a password, or a
    generated key."""
    value = value.rstrip(",;")
    return not NOT_A_VALUE.search(value.lower()) and (looks_like_password(value) or _looks_random(value))


def _made(value: str) -> bool:
    """A value a generator made, its last part after a colon when it has one: cases and digits mixed as no name mixes
    them."""
    value = value.rsplit(":", 1)[-1]
    if reads_as_name(value):  # "LISTofCARD8", "OpenLDAP28"
        return False
    return looks_generated(value) or scrambled_letters(re.sub(r"\d+", "", value))


def _a_literal(value: str) -> bool:
    """Any literal where only a password goes, whatever it looks like: not a placeholder, an expression or the next
    option ("mongosh -p --authenticationDatabase admin" prompts for it) or an escape (a JSON log line's ``\\"``)."""
    return not PLACEHOLDER.match(value) and not NOT_A_VALUE.search(value.lower()) and value[:1] not in ("-", "\\")


def _lower_token(value: str) -> bool:
    """A generated token in lower-case letters and digits alone (Mattermost's hooks): three digits or more."""
    return re.fullmatch(r"[a-z0-9]{20,}", value) is not None and sum(c.isdigit() for c in value) >= 3


def _looks_like_a_login_token(value: str) -> bool:
    """A token a tool logs in with: a UUID, or a generated key."""
    return bool(re.fullmatch(r"[0-9a-fA-F]{8}(?:-[0-9a-fA-F]{4}){3}-[0-9a-fA-F]{12}", value)) or _looks_random(value)


def _shaped_like_a_key(value: str) -> bool:
    """Standing alone, with no key-like word before it: stricter than ``_looks_random``. A name and = before it
    ("CF_ZONE_ID=023e...") are no part of it, and an id's name says what it is."""
    while named := re.match(r"[A-Za-z][\w.-]*=", value):  # a loop: "a=a=a=..." may chain thousands of names
        if _ID_NAME.search(named.group(0)[:-1]):
            return False
        value = value[named.end() :]
    counts = [len(re.findall(kind, value)) for kind in ("[A-Z]", "[a-z]", r"\d")]
    return (
        len(value) >= 32
        and min(counts) >= 2
        and not _HASH_PREFIX.match(value)
        and not PUBLIC_SHAPE.match(value)
        and kind_changes(re.sub("[^A-Za-z0-9]", "", value)) >= 0.35  # "http2.constants.NGHTTP2_HTTP_1_1": a name
        and entropy(value) >= 4.0
        and not base64_of_text(value)
    )


def redact(text: str, findings: list[SecretFinding]) -> str:
    """``text`` with each finding replaced by ``[REDACTED <kind>]``."""
    parts, last = [], 0
    for finding in findings:
        parts += [text[last : finding.start], f"[REDACTED {finding.kind}]"]
        last = finding.end
    return "".join(parts) + text[last:]


# The rules whose value is checked before it counts (pattern, kind, check, words one of which the lowered text holds;
# ``bool``: every value, a match is never empty).
_PIN_WORDS = frozenset({"pin ", "pin:", "pin=", "passcode", "unlock code", "recovery code", "backup code", "alarm code",
                        "door code", "gate code"})  # fmt: skip
_CARD_WORDS = frozenset({"card", "visa", "amex", "credit", "debit", "cc ", "cc:", "cc#", "pan ", "pan:", "cvv", "cvc",
                         "csc", "security code"})  # fmt: skip
_CHECKED: list[tuple[re.Pattern[str], str, Callable[[str], bool], frozenset[str]]] = [
    (_PROSE_PASSWORD, "password in prose", looks_like_password, frozenset({"pass", "pw", "log", "sign"})),
    (FOREIGN_PASSWORD, "password in prose", looks_like_password, frozenset(FOREIGN_WORDS)),
    (_OPTION_PASSWORD, "password on a command line", looks_like_password, frozenset({"-p", "redis-cli", "secret"})),
    (re.compile(USER_THEN_PASSWORD), "password on a command line", _looks_like_a_configured_secret, frozenset({"-p"})),
    (_CLI_LOGIN, "token on a command line", _looks_like_a_login_token, frozenset({"auth", "login"})),
    *[
        (re.compile(pattern), "password in configuration", _looks_like_a_configured_secret, frozenset(words))
        for pattern, words in CONFIG_PASSWORDS
    ],
    *[
        (re.compile(pattern), "password in configuration", _a_literal, frozenset(words))
        for pattern, words in LITERAL_PASSWORDS
    ],
    (re.compile(TOOL_PASSWORDS[0]), "password on a command line", _a_literal, frozenset(TOOL_PASSWORDS[1])),
    *[(re.compile(pattern), "key", bool, frozenset(words)) for pattern, words in SECRET_BY_PLACE],
    (re.compile(KEY_WITH_ITS_ID), "key", _made, frozenset({"key=", "token=", "secret="})),
    (PIN_OR_CODES, "PIN or recovery codes", lambda v: len(set(v)) > 1, _PIN_WORDS),  # not "0000", a factory default
    (CARD, "payment card", card_or_code, _CARD_WORDS),
    (_TOKEN_IN_HEADER_OR_URL, "token", _looks_random, frozenset({"://", "authorization"})),
    *[(re.compile(pattern), "key", _random_after_prefix, frozenset(words)) for pattern, words in GENERATED_IN_PLACE],
    (GROUPED_PASSWORD, "password in groups", lambda v: looks_generated(re.sub("[ -]", "", v)), frozenset({"pass"})),
    (_KEY_IN_PROSE, "key", _looks_random, frozenset({"key", "token", "secret", "credential", "pat"})),
    (_PREFIXED_HEX, "key", bool, frozenset({"_"})),
    (_WEBHOOK_URL, "webhook token", lambda v: _looks_random(v) or _lower_token(v), frozenset({"hook"})),
    (_PGPASS, "password in a .pgpass line", looks_like_password, frozenset({":"})),
    (_SESSION_COOKIE, "session cookie", looks_like_a_session, frozenset({"cookie"})),
    (_SHORT_OPTION_VALUE, "password on a command line", looks_generated, frozenset({" -", " /"})),
    (_NAME_THEN_KEY, "key after its name", _looks_random, frozenset({"secret", "token", "passw", "key"})),
    (USER_AND_KEY, "password in configuration", lambda v: looks_generated(v) or looks_keyed(v), frozenset({"="})),
    (_KEY_BY_SHAPE, "key by its shape", _shaped_like_a_key, frozenset()),
]
_ALONE = [(re.compile(pattern), frozenset(words), strong) for pattern, words, strong in GENERATED_ALONE]
_FOLDED_WORDS = sorted(
    {word for _, _, _, needs, insensitive in _SHAPES if insensitive for word in needs}
    | {word for _, needs, _ in _ALONE for word in needs}
    | {word for _, _, _, needs in _CHECKED for word in needs}
    | set(PASSWORD_STEMS)
)
