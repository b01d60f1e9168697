"""What a secret's value looks like, apart from its name or the words around it: how random its characters are
(``entropy``), how often they change kind (``kind_changes``), and whether they read as words and names or as what a
generator makes (``looks_generated``, ``looks_keyed``, ``scrambled_letters``, ``reads_as_name``); whether it is a
literal at all (``NOT_A_VALUE``, ``PLACEHOLDER``, ``filler``) and reads as a password (``looks_like_password``); a
card's number or security code (``card_or_code``); and the text as the scan reads it a second time, its values
unquoted (``another_reading``, with ``core/escapes.py``). Checks of the secret scan (``core/redaction.py``).
"""

import base64
import html
import math
import re
from collections import Counter

from openbrain.core.escapes import edited, json_escapes

_WORDLIKE = re.compile("[A-Z][a-z]{2,}|[a-z]{4,}")
# The parts of a name, and a part that can be said, as words are: two letters or more, a vowel, and never four
# consonants in a row ("Hashi", "Corp"; not "Wwiygfhw").
_PARTS = re.compile("[A-Z]{2,}(?![a-z])|[A-Z]?[a-z]+|[A-Z]|\\d+")  # "LIST", "of", "Http", "8"
_CLUSTER = re.compile("(?i)[b-df-hj-np-tv-xz]{4}")
_VOWELS = frozenset("aeiouAEIOU")
_NAME_PARTS = re.compile("[A-Z]{2,}s?(?=[A-Z][a-z]|$)|[A-Z][a-z]*|[a-z]+")  # "get", "Sys", "HTTP", "IDs", "Server"

# A placeholder where a password goes: USER:PASSWORD@HOST, ${VAR}, <password>, ***.
PLACEHOLDER = re.compile(
    r"^(?:(?-i:[A-Z_]*(?:PASS|PWD|PW|SECRET|TOKEN|KEY|CRED|PAT)[A-Z_]*|YOUR_[A-Z0-9_]+)|[$<{%*].*|x+|\.+|pass(?:word|wd)?|"
    r"pwd|pw|secret|"
    r"changeme|token)$",
    re.I,
)
# An expression or a placeholder, not a literal: it starts with a bracket, $, <, % or *, calls or indexes a name
# (getenv("X"), os.environ["X"]), or interpolates (${X}, #{X}, $(cmd), %(x)s, {{ x }}); or it is text (an encoded space,
# "Root%20CA"), markup ("true</code>") or a file's path ("./db-password.txt"). A bracket or a $ inside a random value
# ("access_token$production$...", Django's "...pn(2h9h2-...") is part of the value.
NOT_A_VALUE = re.compile(
    r"^[(\[{$<%*`]|^[\w.]+[(\[]|[$#][({]|%\(|\{\{|%20|</|^(?:\.{1,2}|~)?/[\w./-]+$|"
    r"^(?:none|null|nil|true|false|undefined|changeme|password|example|xxx+|"
    r"\.\.\.)$|[=:]<[\w\s-]*>?$|^(?:guest|admin|root|toor|raspberry|calvin)$|^!(?:secret|env_var|include|vault|ref|sub|"
    r"getatt|join|import|input|env)$|^(?:var|local|module|data|each|self|env|settings|config|process\.env|import\.meta\.env|os\.environ)\.[\w.]+$"
    # round thirty-eight's look-alikes: a SQL variable (@new_password), a variable named for a password
    # (sheetPassword, db_pass), a reference to where the value is (env:KS_PASS, file:/run/secrets/x)
    r"|^@[a-z]*_[a-z0-9_]*$|^@[a-z]+$|^=?[a-z]+_?(?:password|passwd|pass|pwd|secret|token)$|^(?:env|file|fd|stdin|"
    r"keychain|keyring):"
)


def entropy(value: str) -> float:
    """Shannon entropy of the characters of ``value``, in bits per character."""
    counts = Counter(value)
    return -sum(n / len(value) * math.log2(n / len(value)) for n in counts.values())


def kind_changes(value: str) -> float:
    """How often two neighbouring characters are of different kinds (upper, lower, digit, other): about 0.6 in a
    random key, under 0.2 in words and CamelCase names."""
    kinds = ["u" if c.isupper() else "l" if c.islower() else "d" if c.isdigit() else "o" for c in value]
    return sum(a != b for a, b in zip(kinds, kinds[1:], strict=False)) / max(len(kinds) - 1, 1)


def looks_generated(value: str) -> bool:
    """Upper and lower case, changing kind as generated passwords do (about 0.6), not as names do ("myApp2Prod",
    "getSysInfo")."""
    if re.search("[a-z]", value) is None or re.search("[A-Z]", value) is None or entropy(value) < 3.0:
        return False
    return kind_changes(value) >= 0.45 and letters_in_words(value) < 0.6 * sum(c.isalpha() for c in value)


def looks_keyed(value: str) -> bool:
    """Letters and digits alone, capitals among them, changing kind often (0.3), with few vowels (at most 0.4 of the
    letters) and not reading as words: "DdWwiygfhw", "5618K73OWT"; not "Argon2id", "HashiCorp", "PostgreSQL16" or
    "X-Hub-Signature-256". Small letters with digits alone are left to the other rules: "secp256k1" and hashes."""
    letters = [c for c in value if c.isalpha()]
    if (
        len(letters) < 2
        or len(value) < 8
        or not value.isalnum()
        or value.islower()
        or value.isalpha()
        and value.isupper()
    ):
        return False
    if re.fullmatch("[0-9A-F]+", value):
        return False  # upper-case hex: a key id or a fingerprint
    if kind_changes(value) < 0.3 or sum(c in _VOWELS for c in letters) > 0.4 * len(letters):
        return False
    parts = _PARTS.findall(value)
    said = _said(parts)
    if sum(map(len, said)) >= 0.6 * len(letters):
        return False
    # A name of words and short abbreviations: "HttpOnly", "FcObjectPtr" (its words of 4 letters or more hold 40 % of
    # its letters, and every other part is of 2-4 letters or digits).
    words = sum(len(part) for part in said if len(part) >= 4)
    return not (words >= 0.4 * len(letters) and all(p in said or p.isdigit() or 2 <= len(p) <= 4 for p in parts))


def scrambled_letters(value: str) -> bool:
    """Letters alone, 8 to 24 of them, mixed as no name mixes them (``_mixed_as_no_name``): "zZjahtqLej",
    "UtuSzAvjQe"; not "kSecAttrAccessibleWhenUnlocked" (longer: an identifier)."""
    return 8 <= len(value) <= 24 and value.isascii() and value.isalpha() and _mixed_as_no_name(value)


def reads_as_name(value: str) -> bool:
    """Letters and digits as a product or an identifier writes them: one run of digits at most, and no run of letters
    mixed as no name mixes them: "Argon2id", "PostgreSQL16", "Ubuntu2204"; not "YEv5U0vsEa" or "cQXvCc7jfr"."""
    return len(re.findall(r"\d+", value)) <= 1 and not any(map(_mixed_as_no_name, re.findall("[A-Za-z]+", value)))


def _mixed_as_no_name(letters: str) -> bool:
    """Both cases, mixed as no name mixes them: "zZjahtqLej", "UtuSzAvjQe"; not "GitHubApp", "PostgreSQL",
    "FcObjectPtr", "OAuthToken" (each capital begins a part of small letters, or an acronym, or stands before a name;
    a part of two letters only beside a word of five or more)."""
    if letters.islower() or letters.isupper() or letters.istitle():
        return False
    if len(letters) >= 16 and letters[0].islower() and letters[1].isupper():
        return _mixed_as_no_name(letters[1:])  # a long name after a letter: "kSecClassGenericPassword", "mFormatField"
    parts = _NAME_PARTS.findall(letters)
    # a capital before a word of four letters or more is part of a name: "OAuthToken", "SimpleOAuthData", "XInput"
    parts = [
        part
        for part, then in zip(parts, [*parts[1:], ""], strict=True)
        if not (len(part) == 1 and part.isupper() and len(then) >= 4)
    ]
    if (letters[0].islower() and letters[1].isupper()) or any(len(part) == 1 for part in parts):
        return True  # "zZjah...", "...ZJvr...": a capital that begins nothing
    return any(len(part) <= 2 for part in parts) and not any(len(part) >= 5 for part in parts)


def letters_in_words(value: str) -> int:
    """How many letters stand in runs that read as words: "App", "Prod", "test" (a name's), none in "LHJOXKNUQf"."""
    return sum(map(len, _WORDLIKE.findall(value)))


def said_letters(value: str) -> int:
    """How many letters of ``value`` stand in parts with a vowel (two letters or more, not all capitals): none in
    "phqdhDZHrw" (a password of letters alone), some in "PostgreSQL" and "HashiCorp"."""
    return sum(len(part) for part in _PARTS.findall(value) if _voiced(part))


def _said(parts: list[str]) -> list[str]:
    """The parts that can be said: two letters or more, not all capitals, a vowel, never four consonants in a row."""
    return [part for part in parts if _voiced(part) and not _CLUSTER.search(part)]


def _voiced(part: str) -> bool:
    return len(part) > 1 and not part.isupper() and any(c in _VOWELS for c in part)


def looks_like_password(value: str) -> bool:
    """A word that is a password, not prose: at least 6 characters mixing letters with digits or symbols."""
    if (
        len(value) < 6
        or PLACEHOLDER.match(value.lstrip("!&*"))
        or re.search(r"://|^[\w.+-]+@[\w-]+\.[\w.]+$|</|^[A-Za-z_][\w.]*\($|…|\.\.\.", value)
        or NOT_A_VALUE.search(value.lower())
    ):
        return False  # a placeholder ("root:…"), a URL, an address, markup, a call ("ENV.fetch('X')"), a path
    letters = re.search(r"[A-Za-z]", value) is not None
    if letters and (re.search(r"\d", value) is not None or re.search(r"[^\w-]", value) is not None):
        return True
    # Letters alone, upper and lower case mixed as no word mixes them ("TpGuMYZUKoP", "LHJOXKNUQf"; not "PostgreSQL")
    if len(value) < 8 or not value.isalpha() or value.islower() or value.isupper():
        return False
    return kind_changes(value) >= 0.3 or letters_in_words(value) == 0 or said_letters(value) == 0


# A single value wrapped as notes wrap one (`X`, "X", 'X'): no spaces, 6 characters or more, not a name before its
# value ("user": ...). JSON's escapes, as a log line or a tool's output carries a text (\n, \", \u00e4). An
# assignment spaced as code spaces it ("NAME = X").
_WRAPPED = re.compile(r"""([`"'])(?<![\w"'`\\][`"'])([^\s`"'\\]{6,})\1(?![\w"'`:=])""")
_LEFT_OUT = frozenset(" \t=\"'`")
# Markdown's bold around a value or a label (**X**, **Password:** X), an HTML tag (read as a space), and what starts a
# line of a code comment or a quoted reply (//, #, >), and a table row's cells.
_BOLD = re.compile(r"(?<![\w*])\*\*(?=[^\s*])[^*\n]{1,200}?(?<=[^\s*])\*\*(?![\w*])")
# A tag's attributes hold "=": "<from the Akamai control center>" is a placeholder, not markup.
_TAG = re.compile(r"</?[A-Za-z][A-Za-z0-9-]*(?:\s[^<>\n=]{0,200}=[^<>\n]{0,200})?\s*/?>")
_ENTITY = re.compile(r"&(?:#[xX][0-9a-fA-F]{1,6}|#\d{1,7}|[A-Za-z]{2,8});")
_LINE_MARK = re.compile(r"(?m)^[^\S\n]*(?://+|#+|>+)[^\S\n]*")
_TABLE_ROW = re.compile(r"(?m)^[^\S\n]*\|[^\n]*")
_CELL_EDGE = re.compile(r"[^\S\n]?\|[^\S\n]*")  # one space before it at most: a long run of them is read once
_SPACED_ASSIGNMENT = re.compile(r"=[^\S\n]+(?=[^\s=])")  # from the =, so that a long run of spaces is read once
# As other tools lay a text out: brackets or a word processor's quotes around a single value ("(X)", "<X>", "“X”"); a
# space that is no plain space (a web page's or a chat's non-breaking one); a comment after a value ("X  # monthly");
# a line numbered as a list item ("1. X") or started by a chat export's time and name ("[10:42] sam: X"); a
# spreadsheet row's tab-separated cells (read as lines); and the comma, semicolon, quote or line-final full stop after a
# value with a digit.
_OPENING, _CLOSING = "(<\u201c\u2018\u00ab", ")>\u201d\u2019\u00bb"
_BRACKETED = re.compile(
    f"(?<![\\w{_OPENING}])([{_OPENING}])([^\\s{_OPENING}{_CLOSING}]{{6,}})([{_CLOSING}])(?![\\w{_CLOSING}])"
)
_PAIRS, _BRACKETS = dict(zip(_OPENING, _CLOSING, strict=True)), frozenset(_OPENING)
# A variable's name or a placeholder in brackets ("<API_KEY>", "(your-token)"), not a value ("<gesz-ngey-zrjd-dpnx>").
_CAPS_NAME = re.compile(r"[A-Z]+(?:_[A-Z0-9]+)*")
_PLACEHOLDER_WORDS = frozenset(
    "your my api key token secret password pass pwd value here name user access auth".split()
)
_ENDINGS = frozenset(",;'\".")
_OTHER_SPACE = re.compile("[\u00a0\u2000-\u200a\u202f\u205f\u3000]")
_REMARK = re.compile(r"(?m)(?<=\S)[^\S\n]+#[^\S\n][^\n:=]{0,80}$")  # a remark, not a "# key: X"
_CHAT_TIME = r"\[[^\]\n]{0,24}\d:\d\d[^\]\n]{0,24}\]"  # [10:42], [29/11/2026, 10:42:13], [10:42 AM]
_CHAT_NAME = r"[^\S\n]*(?:<[^<>\s]{1,30}>|[^\s:\[\]<>][^:\n]{0,29}:)"  # <sam>, Sam Smith:
_LINE_START = re.compile(rf"(?m)^[^\S\n]*(?:\d{{1,3}}[.)]|{_CHAT_TIME}(?:{_CHAT_NAME})?)[^\S\n]+")
_CELL_TAB = re.compile(r"(?<=\S)[^\S\n]*\t[^\S\n]*(?=\S)")
_AFTER_VALUE = re.compile(r"""(?m)(?<=[A-Za-z0-9])(?:[,;]+(?=\s|$)|["'][.,;]?$)|(?<=[^\W_])\.$""")


def another_reading(text: str) -> tuple[str, list[int]] | None:
    """``text`` as the scan should read it too: JSON's escapes undone; then the quotes, backticks, bold, brackets and
    curly quotes around single values removed, other spaces read as plain ones, HTML tags read as spaces and entities
    as what they stand for, the marks that start a comment's, a quoted reply's, a numbered item's or a chat export's
    lines left out, a remark after a value too, a table's cells and a row's tab-separated ones read as lines, the full
    stop, comma, semicolon or quote after a value with a digit, and the spaces around an assignment's = closed. With
    it, where each of its characters (and its end) stands in ``text``; None when it reads the same."""
    edits = json_escapes(text)
    read, where = edited(text, edits) if edits else (text, list(range(len(text) + 1)))
    more: list[tuple[int, int, str]] = []
    for m in _WRAPPED.finditer(read) if "`" in read or '"' in read or "'" in read else ():
        more += [(m.start(1), m.end(1), ""), (m.end(2), m.end(), "")]
    for m in _BOLD.finditer(read) if "**" in read else ():
        more += [(m.start(), m.start() + 2, ""), (m.end() - 2, m.end(), "")]
    for m in _BRACKETED.finditer(read) if not _BRACKETS.isdisjoint(read) else ():
        if _PAIRS[m[1]] == m[3] and not _a_name(m[2]):
            more += [(m.start(1), m.end(1), ""), (m.start(3), m.end(3), "")]
    more += [(m.start(), m.end(), " ") for m in (_OTHER_SPACE.finditer(read) if not read.isascii() else ())]
    more += [(m.start(), m.end(), "") for m in (_REMARK.finditer(read) if "#" in read else ())]
    more += [(m.start(), m.end(), "") for m in _LINE_START.finditer(read)]
    more += [(m.start(), m.end(), "\n") for m in (_CELL_TAB.finditer(read) if "\t" in read else ())]
    for m in _AFTER_VALUE.finditer(read) if not _ENDINGS.isdisjoint(read) else ():
        if re.search(r"\d", _token_before(read, m.start())):  # ending a token with a digit
            more.append((m.start(), m.end(), ""))
    more += [(m.start(), m.end(), " ") for m in (_TAG.finditer(read) if "<" in read else ())]
    more += [(m.start(), m.end(), html.unescape(m[0])) for m in (_ENTITY.finditer(read) if "&" in read else ())]
    more += [(m.start(), m.end(), "") for m in _LINE_MARK.finditer(read)]
    for row in _TABLE_ROW.finditer(read) if "|" in read else ():  # each cell a line of its own
        more += [(row.start() + m.start(), row.start() + m.end(), "\n") for m in _CELL_EDGE.finditer(row[0])]
    for m in _SPACED_ASSIGNMENT.finditer(read) if " =" in read or "\t=" in read else ():
        start = m.start()
        while start and read[start - 1] in " \t" and m.start() - start < 16:
            start -= 1
        if start < m.start() and start and (read[start - 1].isalnum() or read[start - 1] in "_]\"'"):
            more.append((start, m.end(), "="))  # after a name, a bracket or a quote
    if not edits and not more:
        return None
    apart: list[tuple[int, int, str]] = []
    for edit in sorted(more):
        if not apart or apart[-1][1] <= edit[0]:
            apart.append(edit)
    read, inner = edited(read, apart)
    return read, [where[i] for i in inner]


def _a_name(value: str) -> bool:
    """A variable's name (``API_KEY``) or a placeholder of words (``your-access-token``), not a value."""
    if _CAPS_NAME.fullmatch(value):
        return True
    parts = re.split("[-_]", value)
    return (
        len(parts) > 1 and all(p.isalpha() and p.islower() for p in parts) and not _PLACEHOLDER_WORDS.isdisjoint(parts)
    )


def span_in(text: str, where: list[int], start: int, end: int) -> tuple[int, int]:
    """Where the span [start, end) of ``another_reading`` stands in ``text``, without the spaces, quotes and = that
    the reading had left out."""
    start, end = where[start], where[end - 1] + 1
    while start < end and text[start] in _LEFT_OUT:
        start += 1
    while end > start and text[end - 1] in _LEFT_OUT:
        end -= 1
    return start, end


def _token_before(text: str, end: int) -> str:
    start = end
    while start > 0 and not text[start - 1].isspace() and end - start < 200:
        start -= 1
    return text[start:end]


def base64_of_text(value: str) -> bool:
    """Base64 that decodes to words (an encoded sentence, which the injection check reads), not key material."""
    try:
        decoded = base64.b64decode(value + "=" * (-len(value) % 4), validate=True).decode("ascii")
    except (ValueError, UnicodeDecodeError):
        return False
    return " " in decoded and decoded.isprintable()


def looks_like_a_session(value: str) -> bool:
    """A session id: 16+ characters, letters and digits, random enough (not "abc" or "en-GB")."""
    return len(value) >= 16 and bool(re.search(r"\d", value) and re.search("[A-Za-z]", value)) and entropy(value) >= 3.5


# Published test card numbers (Stripe's, Visa's, ...): no one's card.
TEST_CARDS = frozenset(
    {"4242424242424242", "4111111111111111", "5555555555554444", "378282246310005", "4000056655665556",
     "5105105105105100", "6011111111111117", "4012888888881881", "371449635398431", "4000000000000002"}
)  # fmt: skip


def card_or_code(value: str) -> bool:
    """A security code (3-4 digits), or a card number that passes the Luhn check and is no published test card."""
    digits = re.sub(r"\D", "", value)
    if len(digits) <= 4:
        return True
    if digits in TEST_CARDS or len(set(digits)) < 4:
        return False
    total = sum(d if i % 2 == 0 else (d * 2 - 9 if d > 4 else d * 2) for i, d in enumerate(map(int, reversed(digits))))
    return total % 10 == 0


def filler(value: str) -> bool:
    """Whether ``value`` ends in twelve of one filler character: a placeholder's body ("NRAK-XXXXXXXXXXXX...")."""
    return len(value) >= 12 and value[-1] in "Xx*.#0" and value[-12:] == value[-1] * 12


# Published, not secret: an Ethereum address, an SSH public key's blob (its type, base64-encoded), an age public key, a
# Mapbox public token, a wallet's extended public key (xpub; its private one is xprv).
PUBLIC_SHAPE = re.compile(
    r"0x[0-9a-fA-F]{40}$|AAAA(?:B3NzaC1|C3NzaC1|E2VjZHNh|BHNrLXNzaC1)|age1[02-9ac-hj-np-z]{58}$|pk\.eyJ"
    r"|[xyzt]pub[1-9A-HJ-NP-Za-km-z]{100,}$"
)
_PUBLIC_OR_DIGEST = re.compile(
    r"(?i)(?:\b(?:sha\d*|md5):|\bpublic[\s_-]?key\s*(?:[:=]|\bis\b)\s*[\"']?|[\w.-]_id[\"']?\s*[:=]\s*[\"']?"
    r"|\b(?:program|account|app|project|site|tenant)\s+id\s+is\s+"
    r"|\b(?:file|sort|cache|partition|primary|foreign|object|row|issue|idempotency|lookup)\s+key\s*(?:[:=]|\bis\b)\s*"
    r"[\"']?)$"
)


def published(text: str, start: int, value: str) -> bool:
    """Whether the value at ``start`` is published or an id, by its shape ("age1...") or by what comes before it
    ("PublicKey = ", "the public key is ", "SHA256:", "Figma file key: ")."""
    return bool(PUBLIC_SHAPE.match(value) or _PUBLIC_OR_DIGEST.search(text, max(start - 40, 0), start))
