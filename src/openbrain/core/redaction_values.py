"""What a secret's value looks like, apart from its name or the words around it: how random its characters are
(``entropy``), how often they change kind (``kind_changes``), and whether they read as words and names or as what a
generator makes (``looks_generated``, ``looks_keyed``, ``scrambled_letters``, ``reads_as_name``); whether it is a
literal at all (``NOT_A_VALUE``, ``PLACEHOLDER``) and reads as a password (``looks_like_password``). Checks of the
secret scan (``core/redaction.py``).
"""

import math
import re
from collections import Counter

_WORDLIKE = re.compile("[A-Z][a-z]{2,}|[a-z]{4,}")
# The parts of a name, and a part that can be said, as words are: two letters or more, a vowel, and never four
# consonants in a row ("Hashi", "Corp"; not "Wwiygfhw").
_PARTS = re.compile("[A-Z]{2,}(?![a-z])|[A-Z]?[a-z]+|[A-Z]|\\d+")  # "LIST", "of", "Http", "8"
_CLUSTER = re.compile("(?i)[b-df-hj-np-tv-xz]{4}")
_VOWELS = frozenset("aeiouAEIOU")
_NAME_PARTS = re.compile("[A-Z]{2,}s?(?=[A-Z][a-z]|$)|[A-Z][a-z]*|[a-z]+")  # "get", "Sys", "HTTP", "IDs", "Server"

# A placeholder where a password goes: USER:PASSWORD@HOST, ${VAR}, <password>, ***.
PLACEHOLDER = re.compile(
    r"^(?:(?-i:[A-Z_]*(?:PASS|PWD|PW|SECRET|TOKEN|KEY|CRED)[A-Z_]*)|[$<{%*].*|x+|\.+|pass(?:word|wd)?|pwd|pw|secret|"
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
    r"\.\.\.)$|^(?:var|local|module|data|each|self|env|settings|config|process\.env|import\.meta\.env|os\.environ)\.[\w.]+$"
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
