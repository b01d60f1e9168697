"""Whether the secret scan holds when a caught secret's surroundings change as they do in real notes.

    python eval/secret_contexts.py            # recall and false positives per context, on the dev split
    python eval/secret_contexts.py --misses   # and every miss (dev data only)
    python eval/secret_contexts.py --round twenty_six    # a held-out round's secrets in the same contexts, counts only

Every secret of the dev split that the scan catches as written is put in each context below, and every ordinary text
of the dev split too (none may be redacted). The contexts were fixed before the first run: the ways one text reaches
a memory quoted, fenced, bulleted, inside a sentence, escaped in a JSON log line, or with its assignment spaced
differently. A rule that holds only for the exact text it was written from shows up as a context's drop. A held-out
round (``--round``) is measured the same way, counts only: its misses are never printed.
"""

import argparse
import importlib.util
import json
import re
import sys
from collections.abc import Callable
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "src"))

from openbrain.core.redaction import find_secrets, redact  # noqa: E402

# eval/secrets.py by its path: its name would shadow the standard library's module of the same name.
_path = Path(__file__).resolve().with_name("secrets.py")
_spec = importlib.util.spec_from_file_location("openbrain_eval_secrets", _path)
assert _spec is not None and _spec.loader is not None
corpus = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(corpus)


def _around(secret: str, left: str, right: str) -> Callable[[str], str | None]:
    """The secret wrapped, where it stands alone as a value (not inside a URL, a path or a longer word, and not quoted
    already); None elsewhere: a quote inside a URL is no way anyone writes one."""

    def wrap(text: str) -> str | None:
        at = text.find(secret)
        before, after = text[:at], text[at + len(secret) :]
        if not re.search(r"(?:^|[\s=:(,])$", before) or not re.match(r"(?:$|[\s,;).])", after):
            return None
        return before + left + secret + right + after

    return wrap


def _spaced(text: str, secret: str) -> str:
    """``NAME=X`` as ``NAME = X``, and ``name: X`` as ``name:X``."""
    at = text.find(secret)
    before = text[:at]
    if before.endswith("="):
        before = before[:-1].rstrip() + " = "
    elif before.endswith(": "):
        before = before[:-2] + ":"
    return before + text[at:]


def contexts(secret: str) -> dict[str, Callable[[str], str | None]]:
    """Each context as a function of a text that holds ``secret`` (for ordinary texts, ``secret`` is "")."""
    made = {
        "as written": lambda text: text,
        "a bullet": lambda text: "- " + text,
        "a sentence around it": lambda text: "FYI, from today's call: " + text + " (do not share)",
        "lines around it": lambda text: "Notes from the migration:\n" + text + "\nThanks, Sam",
        "a code fence": lambda text: "```\n" + text + "\n```",
        "a comment above": lambda text: "# staging only\n" + text,
        "a full stop after": lambda text: text + ".",
        "a JSON log line": lambda text: json.dumps({"level": "info", "msg": text})[1:-1],
    }
    # The second six, fixed on 2026-11-29 after the first twelve were measured and acted on, before their own first run.
    made |= {
        "a table cell": lambda text: "| staging | " + text.replace("\n", " ") + " |",
        "a YAML block": lambda text: "notes: |\n  " + text.replace("\n", "\n  "),
        "an HTML paragraph": lambda text: "<p>" + text + "</p>",
        "a code comment": lambda text: "\n".join("// " + line for line in text.split("\n")),
        "an email reply": lambda text: "On Mon, Sam wrote:\n" + "\n".join("> " + line for line in text.split("\n")),
    }
    # The third set, fixed on 2026-11-29 (a later session) after the first eighteen were measured and acted on, before
    # its own first run: the ways a text is laid out by other tools (Windows, chat exports, spreadsheets, word
    # processors, code).
    made |= {
        "Windows line endings": lambda text: text.replace("\n", "\r\n") + "\r\n",
        "an indented code block": lambda text: "    " + text.replace("\n", "\n    "),
        "a numbered list": lambda text: "1. " + text,
        "a remark after it": lambda text: text + "  # rotated monthly",
        "a heading above": lambda text: "## Staging\n\n" + text,
        "non-breaking spaces": lambda text: text.replace(" ", "\u00a0"),
        "a chat line": lambda text: "[10:42] sam: " + text,
        "a tab-separated row": lambda text: "staging\t" + text.replace("\n", " ") + "\tSam",
        "a code string": lambda text: (
            'note = "' + text.replace("\\", "\\\\").replace('"', '\\"').replace("\n", "\\n") + '"'
        ),
    }
    if secret:
        made |= {
            "double quotes": _around(secret, '"', '"'),
            "single quotes": _around(secret, "'", "'"),
            "backticks": _around(secret, "`", "`"),
            "spacing of its assignment": lambda text: _spaced(text, secret),
            "bold": _around(secret, "**", "**"),
            # The third set (above).
            "parentheses": _around(secret, "(", ")"),
            "curly quotes": _around(secret, "\u201c", "\u201d"),
            "angle brackets": _around(secret, "<", ">"),
            "a comma after it": _around(secret, "", ","),
        }
    return made


def caught(text: str, secret: str) -> bool:
    """No 8-character piece of the secret is left (as ``eval/secrets.measure`` counts)."""
    clean = redact(text, find_secrets(text))
    around = text.replace(secret, " ")
    pieces = [secret[i : i + 8] for i in range(0, max(len(secret) - 7, 1))]
    return not any(piece in clean for piece in pieces if piece.strip() and piece not in around)


def measure(round_name: str | None = None, misses: bool = False) -> dict:
    """Recall and false positives per context: of the dev split, or of a held-out round (counts only)."""
    if round_name:
        forms, negatives = corpus._later_round(round_name)
        misses = False
    else:
        forms, negatives = corpus.build()
        for more_forms, more_negatives in (corpus.held_out(), *map(corpus._later_round, corpus.READ_ROUNDS)):
            forms, negatives = forms + more_forms, negatives + more_negatives
    base = [(form, text, secret) for form, text, secret in forms if caught(text, secret)]
    result: dict[str, dict[str, float | None]] = {}
    for name in contexts("x"):
        hits = asked = 0
        for form, text, secret in base:
            placed = contexts(secret)[name](text)
            if placed is None:
                continue
            asked += 1
            # JSON escapes a secret's own quotes and backslashes: look for the secret as the log line carries it.
            shown = json.dumps(secret)[1:-1] if name == "a JSON log line" else secret
            if name == "a code string":  # and a code string its backslashes and double quotes
                shown = secret.replace("\\", "\\\\").replace('"', '\\"')
            ok = caught(placed, shown)
            hits += ok
            if misses and not ok:
                flat = re.sub(r"\s+", " ", placed)
                print(f"missed [{name}] {form}: {flat[:150]!r}")
        flagged = None
        if name in contexts(""):
            flagged = 0
            for text in negatives:
                found = find_secrets(contexts("")[name](text) or "")
                flagged += bool(found)
                if misses and found:
                    print(f"false positive [{name}]: {text[:150]!r} -> {[f.kind for f in found]}")
        result[name] = {"secrets": asked, "recall": round(hits / asked, 4), "missed": asked - hits}
        result[name]["false_positives"] = flagged
    return {"secrets": len(base), "ordinary_texts": len(negatives), "contexts": result}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--misses", action="store_true", help="print every miss and false positive (dev only)")
    parser.add_argument("--round", help="a held-out round instead of the dev split (twenty_six): counts only")
    args = parser.parse_args()
    print(json.dumps(measure(args.round, args.misses), indent=1))


if __name__ == "__main__":
    main()
