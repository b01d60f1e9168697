"""JSON's escapes, undone where a text shows them (a log line's or an API's text), and a text edited with each
new character's place in the original kept. Shared by the secret scan's second reading
(``redaction_values.another_reading``) and the injection check (``security.injection_reason``), and nothing else:
the injection check's version is a digest of the files it reads, so this module holds no rule of the secret scan.
"""

import re

# A surrogate pair (an astral letter: "\ud835\udc00" is a bold A), a code point, or a character's escape.
_ESCAPE = re.compile(r"\\u(d[89ab][0-9a-f]{2})\\u(d[c-f][0-9a-f]{2})|\\u([0-9a-fA-F]{4})|\\([nrt\"\\/])", re.I)
_UNESCAPED = {"n": "\n", "r": "\r", "t": "\t"}
_CODE_POINT = re.compile(r"\\u[0-9a-fA-F]{4}")


def json_escapes(text: str) -> list[tuple[int, int, str]]:
    """The edits that undo JSON's escapes in ``text`` (a log line's or an API's text), for ``edited``; none when the
    text shows none of JSON's: a \\" or a \\u00e4, or a \\n in one line of text; never a Windows path's \\\\share."""
    json_escaped = '\\"' in text or "\\n" in text and "\n" not in text and "\\\\" not in text
    if not json_escaped and _CODE_POINT.search(text) is None:
        return []
    return [(m.start(), m.end(), _unescaped(m)) for m in _ESCAPE.finditer(text)]


def _unescaped(m: re.Match[str]) -> str:
    if m[1]:
        return chr(0x10000 + (int(m[1], 16) - 0xD800) * 0x400 + int(m[2], 16) - 0xDC00)
    return chr(int(m[3], 16)) if m[3] else _UNESCAPED.get(m[4], m[4])


def edited(text: str, edits: list[tuple[int, int, str]]) -> tuple[str, list[int]]:
    """``text`` with each (start, end, replacement) made, in order and apart; and each new character's place in
    ``text`` (a replacement's characters all stand where what they replace began), with one more for the end."""
    parts: list[str] = []
    where: list[int] = []
    last = 0
    for start, end, replacement in edits:
        parts += [text[last:start], replacement]
        where += [*range(last, start), *[start] * len(replacement)]
        last = end
    parts.append(text[last:])
    where += range(last, len(text) + 1)
    return "".join(parts), where
