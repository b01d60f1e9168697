"""Tiny data DSL for the dataset sources: memories and queries are named by local keys, ids are given at build time."""

from dataclasses import dataclass, field


@dataclass
class Mem:
    key: str
    type: str
    project: str | None
    tags: list[str]
    confidence: float
    text: str
    supersedes: str | None = None


@dataclass
class Query:
    category: str
    query: str
    expected: list[str]
    forbidden: list[str] = field(default_factory=list)
    decoys: list[str] = field(default_factory=list)


def m(key, type_, project, tags, confidence, text, sup=None):
    return Mem(key, type_, project, list(tags), confidence, " ".join(text.split()), sup)


def q(category, query, expected, forbidden=(), decoys=()):
    if isinstance(expected, str):
        expected = [expected]
    return Query(category, query, list(expected), list(forbidden), list(decoys))
