"""The specifics a memory states: numbers, identifiers, names and dates.

Two memories can be nearly identical to the embedding model (cosine 0.99) and still state different facts:
"ERR_PAYMENT_4022 means ..." against "ERR_PAYMENT_4021 means ...", "Build 1235 failed" against "Build 1234
failed", "Alice owns the rollout" against "Bob owns the rollout". remember never refuses a memory as a
near-duplicate when it carries such a specific that the existing memory lacks (docs/retrieval.md has the labelled
pairs that measure it).
"""

import re

_TOKEN = re.compile(r"\w[\w./:#-]*\w|\w", re.UNICODE)
_CAMEL = re.compile(r"[a-z][A-Z]")


def identifiers(query: str) -> list[str]:
    """Identifier-like tokens of a query, lower-cased: they mix letters and digits (PAY-1432, 42P05), hold ``_``
    (ERR_LEDGER_409), join words with ``. / :`` (max.poll.interval.ms), or are long CamelCase names
    (CommitFailedException). Short capitals (CI, GPU) and product names (GitOps) are words, not identifiers."""
    found: dict[str, None] = {}
    for token in _TOKEN.findall(query):
        has_digit = any(c.isdigit() for c in token)
        has_alpha = any(c.isalpha() for c in token)
        if (
            (has_digit and has_alpha)
            or "_" in token
            or re.search(r"\w[./:]\w", token)
            or (len(token) >= 10 and _CAMEL.search(token))
        ):
            found.setdefault(token.lower(), None)
    return list(found)


_WORD = re.compile(r"\w[\w./:#-]*\w|\w", re.UNICODE)
# Common English words that open sentences ("The", "We", "Always"): capitalised there, but no name. A capitalised
# word that opens a sentence and is not one of them ("Alice owns ...") is taken for a name.
_OPENERS = frozenset(
    """a about above after again against all also always an and any are as at be because been before being below
    between both but by can could did do does doing don't down during each every few first for from further had has
    have having he her here hers him his how i if in into is it its itself just last let me more most must my never
    next no nor not now of off often on once only or other our ours out over own please same she should since so
    some such than that the their theirs them then there these they this those through to too under until up use
    used uses usually very was we were what when where which while who whom why will with would you your""".split()
)


def specifics(text: str) -> set[str]:
    """Lower-cased tokens of ``text`` that state a specific: any token holding a digit (numbers, versions, dates,
    times), identifiers (``recall.identifiers``), and capitalised words that do not open a sentence (names of
    people, products, months and places)."""
    found = set(identifiers(text))
    for match in _WORD.finditer(text):
        token = match.group()
        if any(c.isdigit() for c in token):
            found.add(token.lower())
        elif token[0].isupper():
            if not _opens_sentence(text, match.start()) or token.lower() not in _OPENERS:
                found.add(token.lower())
    return found


def _opens_sentence(text: str, start: int) -> bool:
    """Whether the word at ``start`` opens a sentence: nothing but spaces before it, or sentence punctuation, or a
    line break among the spaces just before it. Read backwards from the word (a search of the text before each
    capitalised word was quadratic in the text's length)."""
    before = start
    while before > 0 and text[before - 1].isspace():
        before -= 1
    return before == 0 or text[before - 1] in ".!?:;" or "\n" in text[before:start]


def new_specifics(new: str, existing: str) -> list[str]:
    """The specifics of ``new`` that ``existing`` does not mention anywhere (compared lower-cased), sorted."""
    mentioned = {token.lower() for token in _WORD.findall(existing)}
    return sorted(token for token in specifics(new) if token not in mentioned)


# A change said in words: "I moved to Berlin", "I'm vegan now", "no longer", "switched from ... to ...".
_CHANGE = re.compile(
    r"(?i)\b(?:now|no\s+longer|anymore|any\s+more|switch(?:ed|ing)?|mov(?:ed|ing)|chang(?:ed|ing)|went\s+from"
    r"|instead|these\s+days|nowadays|updated?|finally|started|quit|stopped|new|since|replaced|upgraded"
    r"|(?:up|down)\s+from|raised|increased|decreased|dropped|cancell?ed|left|joined|became|become"
    r"|downgraded|migrated|not\s+\w+\s+anymore)\b"
)
_NAMING = re.compile(r"\d[\d,.]*\d|\d|[^\W\d_]{4,}", re.UNICODE)
_COMMON_WORDS = frozenset(
    """about above after again against also always another anymore anything around back because been before being
    below between both came come comes coming could didn doesn does doing done down during each even ever every
    first from gets getting give given goes going gone good great have having here into just keep know last less
    like little long look made make makes making many month months more most much must need needs never next
    night nothing once only other over really right said same says should since some something still such take
    than that their them then there these they thing things think this those through time times today tomorrow
    under until upon very want wants week weeks well were what when where which while will with within without
    would year years your yours finally moved moving changed changing switched switching started stopped quit
    instead anymore nowadays days update updated since replaced upgraded downgraded migrated context small big
    change still everywhere""".split()
)


def salient(text: str) -> set[str]:
    """The tokens of ``text`` that name a thing (numbers, names, uncommon words), folded to six letters."""
    return {t.lower()[:6] for t in _NAMING.findall(text) if t.lower() not in _COMMON_WORDS}


_LABEL = re.compile(r"^[^\W\d_][\w'-]*:\s+")  # a speaker's name or a lead-in ("Marcus:", "Update:")


def change_sentences(text: str) -> str:
    """The statements of ``text`` (not its questions) that say something changed, joined."""
    parts = re.split(r"(?<=[.!?])\s+", _LABEL.sub("", text.strip()))
    return " ".join(part for part in parts if not part.rstrip().endswith("?") and _CHANGE.search(part))


def revises(newer: str, older: str) -> bool:
    """Whether ``newer`` says a change of something ``older`` names: a sentence of it says a change ("moved", "now",
    "no longer", "went from") and names what the older text names too (a number, a name, an uncommon word)."""
    change = change_sentences(newer)
    return bool(change) and bool(salient(change) & salient(_LABEL.sub("", older.strip())))
