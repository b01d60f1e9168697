"""OpenBrain: a shared, long-term, vector-indexed memory for AI agents."""

__version__ = "0.1.0"
