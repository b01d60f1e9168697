"""Serving: the process's brain, MCP, HTTP, REST, the web view, tokens, and the owner of a local data directory."""
