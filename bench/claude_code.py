"""A whole Claude Code turn with OpenBrain against one without: what OpenBrain adds to a prompt, as a user waits for it.

    OPENBRAIN_TEST_CLAUDE_BIN=.ci-openclaw/node_modules/.bin python -m bench.claude_code --runs 10

Runs the real ``claude -p`` (print mode) in three git repositories of its own, against the stand-in Anthropic
Messages API of the tests (it answers a short text at once, so the model's time is nothing), timed from spawn to
exit:

* ``none``: no OpenBrain at all;
* ``hooks``: the hooks alone (no MCP server), asking the running HTTP server below, which owns the data directory;
* ``stdio``: the README's setup: the hooks (``openbrain hooks install``) and ``.mcp.json`` starting ``openbrain
  serve`` over stdio, with an ``openbrain owner`` already running on the data directory (the server the session's
  ``openbrain serve`` and hooks find through ``owner.json``);
* ``http``: the hooks and ``.mcp.json`` pointing at a running ``openbrain serve --transport http`` (a token), the
  README's "Over HTTP, with a token";
* ``hooks-url`` and ``http-url``: as ``hooks`` and ``http``, with the hooks installed with ``--url`` (the README's
  "With a server running": UserPromptSubmit is Claude Code's own HTTP call to the server, no process);
* ``hooks-first`` and ``stdio-first``: as ``hooks`` and ``stdio``, installed with ``--first-prompt-pack`` (a new
  session's pack comes with its first prompt; SessionStart runs on resume and compact only);
* ``stdio-baseline`` (with ``--baseline SRC``): as ``stdio``, every OpenBrain process of it (the owner, the hooks,
  ``openbrain serve``) running the code of another source tree (``git worktree add /tmp/before REV``, then
  ``--baseline /tmp/before/src``): a before and after within one run, interleaved like the rest.

Each situation runs ``--warm-up`` turns first (excluded), then ``--runs`` turns, interleaved (none, stdio, http,
none, ...) so that a neighbour's load falls on all three alike. The workspace holds a few hundred memories of the
project, and the prompt is related to one of them (the hooks inject it). Prints a markdown table (median, p95 and
max in ms, and the median added to ``none``) and writes the numbers as JSON.
"""

import argparse
import json
import os
import re
import socket
import statistics
import subprocess
import sys
import tempfile
import time
from datetime import datetime
from pathlib import Path
from typing import Any

from tests.fakes.anthropic import StandIn, text

from bench.__main__ import machine_info

PROMPT = "why does the checkout test flake?"
NOTE = "The checkout test flakes because the payment sandbox answers in 3 s; we raised its timeout to 10 s."
BIN = Path(sys.executable).parent


def _free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return int(sock.getsockname()[1])


def _repo(root: Path, name: str) -> Path:
    repo = root / name / "shop"
    repo.mkdir(parents=True)
    subprocess.run(["git", "init", "-q"], cwd=repo, check=True)
    return repo


def _openbrain(env: dict[str, str], *args: str, **kw: Any) -> subprocess.CompletedProcess:
    return subprocess.run([str(BIN / "openbrain"), *args], env=env, capture_output=True, text=True, timeout=600, **kw)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=10)
    parser.add_argument("--warm-up", type=int, default=2)
    parser.add_argument("--memories", type=int, default=300)
    parser.add_argument("--out", type=Path, default=Path("bench/results/claude_code.json"))
    parser.add_argument("--debug", action="store_true", help="also report times from Claude Code's debug log")
    parser.add_argument(
        "--baseline", type=Path, default=None, help="another tree's src folder: adds stdio-baseline, on that code"
    )
    args = parser.parse_args()
    claude = Path(os.environ["OPENBRAIN_TEST_CLAUDE_BIN"]) / "claude"
    version = subprocess.run([str(claude), "--version"], capture_output=True, text=True).stdout.strip()
    root = Path(tempfile.mkdtemp(prefix="bench-claude-"))
    base = {
        "PATH": f"{BIN}{os.pathsep}{claude.parent}{os.pathsep}{os.environ.get('PATH', '')}",
        "HOME": str(root / "home"),
        "CLAUDE_CODE_DISABLE_NONESSENTIAL_TRAFFIC": "1",
        "DISABLE_AUTOUPDATER": "1",
        "DISABLE_TELEMETRY": "1",
        "ANTHROPIC_API_KEY": "sk-ant-stand-in",
        "OPENBRAIN_WORKSPACE": "my-team",
        "OPENBRAIN_AGENT_ID": "claude-code",
    }
    if "PYTHONPATH" in os.environ:  # another source tree's OpenBrain, to compare two versions on one machine
        base["PYTHONPATH"] = os.environ["PYTHONPATH"]
    names = ["none", "hooks", "hooks-first", "hooks-url", "stdio", "stdio-first", "http", "http-url"]
    names += ["stdio-baseline"] if args.baseline else []
    stdios = ("stdio", "stdio-first", *(["stdio-baseline"] if args.baseline else []))
    first = {"hooks-first", "stdio-first"}  # installed with --first-prompt-pack
    repos = {name: _repo(root, name) for name in names}
    envs = {name: {**base, "OPENBRAIN_DATA_DIR": str(root / name / "brain")} for name in repos}
    if args.baseline:
        envs["stdio-baseline"]["PYTHONPATH"] = str(args.baseline)
    for name in ("hooks", "hooks-first", "hooks-url", "http-url"):  # all ask the running HTTP server (the owner)
        envs[name] = envs["http"]
    port = _free_port()
    servers: list[subprocess.Popen] = []
    try:
        for name in (*stdios, "http"):
            env, repo = envs[name], repos[name]
            notes = root / name / "notes.md"  # one import, not a process per memory
            lines = [NOTE] + [
                f"Note {n} of the shop team: module {n} owns its own config." for n in range(args.memories)
            ]
            notes.write_text("".join(f"- {line}\n" for line in lines))
            assert _openbrain(env, "import-markdown", str(notes), "--project", "shop").returncode == 0
            flag = ["--first-prompt-pack"] if name in first else []
            assert _openbrain(env, "hooks", "install", "--workspace", "my-team", *flag, cwd=repo).returncode == 0
        for name in ("hooks", "hooks-first"):
            flag = ["--first-prompt-pack"] if name in first else []
            hooked = _openbrain(envs[name], "hooks", "install", "--workspace", "my-team", *flag, cwd=repos[name])
            assert hooked.returncode == 0
        mcp = {"command": str(BIN / "openbrain"), "args": ["serve"],
               "env": {"OPENBRAIN_WORKSPACE": "my-team", "OPENBRAIN_AGENT_ID": "claude-code"}}  # fmt: skip
        for name in stdios:
            owner = subprocess.Popen([str(BIN / "openbrain"), "owner"], env=envs[name], stderr=subprocess.DEVNULL)
            servers.append(owner)
            (repos[name] / ".mcp.json").write_text(json.dumps({"mcpServers": {"openbrain": mcp}}))
        http_env = envs["http"]
        token = json.loads(_openbrain(http_env, "token", "create", "--workspace", "my-team", "--agent", "claude-code",
                                      "--json").stdout)["token"]  # fmt: skip
        servers.append(subprocess.Popen([str(BIN / "openbrain"), "serve", "--transport", "http", "--port", str(port)],
                                        env=http_env, stderr=subprocess.DEVNULL))  # fmt: skip
        remote = {
            "type": "http",
            "url": f"http://127.0.0.1:{port}/mcp",
            "headers": {"Authorization": f"Bearer {token}"},
        }
        (repos["http"] / ".mcp.json").write_text(json.dumps({"mcpServers": {"openbrain": remote}}))
        (repos["http-url"] / ".mcp.json").write_text(json.dumps({"mcpServers": {"openbrain": remote}}))
        for name in ("hooks-url", "http-url"):  # the README's "With a server running": the prompt hook over HTTP
            envs[name] = {**http_env, "OPENBRAIN_HOOKS__TOKEN": token}
            install = ["hooks", "install", "--workspace", "my-team", "--url", f"http://127.0.0.1:{port}"]
            assert _openbrain(envs[name], *install, cwd=repos[name]).returncode == 0
        _wait(f"http://127.0.0.1:{port}/healthz")
        times: dict[str, list[float]] = {name: [] for name in repos}
        injected: dict[str, int] = {name: 0 for name in repos}
        debug_times: dict[str, dict[str, list[float]]] = {}
        with StandIn() as model:
            for run in range(args.warm_up + args.runs):
                for name, repo in repos.items():
                    flags = (
                        []
                        if name in ("none", "hooks", "hooks-first", "hooks-url")
                        else ["--mcp-config", ".mcp.json", "--allowedTools", "mcp__openbrain"]
                    )
                    before = len(model.requests)
                    log_file = root / f"{name}-debug.txt"
                    debug = ["--debug-file", str(log_file)] if args.debug else []
                    log_file.unlink(missing_ok=True)
                    started = time.perf_counter()
                    env = {**envs[name], "ANTHROPIC_BASE_URL": model.url}
                    done = subprocess.run(
                        [str(claude), "-p", PROMPT, *flags, *debug], cwd=repo, env=env, capture_output=True, timeout=300
                    )
                    elapsed = (time.perf_counter() - started) * 1000
                    if done.returncode != 0:
                        raise SystemExit(f"{name}: claude failed: {done.stderr[-500:]!r}")
                    if run >= args.warm_up:
                        times[name].append(elapsed)
                        if args.debug:
                            for event, ms in _debug_times(log_file.read_text(errors="replace")).items():
                                debug_times.setdefault(name, {}).setdefault(event, []).append(ms)
                        shown = json.dumps([b.get("messages") for b in model.requests[before:]])
                        injected[name] += "# OpenBrain memories related to this prompt" in shown
                    model.script.append([text("It waits on the payment sandbox.")])
    finally:
        for server in servers:
            server.terminate()
        for server in servers:
            server.wait(timeout=30)
        for name in stdios:
            _openbrain(envs[name], "owner", "--stop")
    report(times, injected, version, args, debug_times)


def _wait(url: str) -> None:
    import urllib.request

    for _ in range(600):
        try:
            urllib.request.urlopen(url, timeout=1)
            return
        except OSError:
            time.sleep(0.1)
    raise SystemExit(f"{url} did not answer")


def _debug_times(log: str) -> dict[str, float]:
    """From Claude Code's debug log of one turn: how long its MCP connection and each OpenBrain hook took, as it
    reports them, and how long it waited for its MCP server to exit after SIGINT (between its two log lines)."""
    found: dict[str, float] = {}
    if hit := re.search(r"Successfully connected \(transport: \w+\) in (\d+)ms", log):
        found["mcp connect"] = float(hit[1])
    for event in ("SessionStart", "UserPromptSubmit"):
        if hit := re.search(
            rf"Hooks: {event}\S* \[[^\]]*openbrain hook {event}\] finished with status \d+ \((\d+)ms\)", log
        ):
            found[f"{event} hook"] = float(hit[1])
    stamps: dict[str, datetime] = {}
    said_by = {
        "sigint": "Sending SIGINT to MCP server",
        "exited": "MCP server process exited",
        "request": "[API REQUEST]",
    }
    for line in log.splitlines():
        if not line[:4].isdigit():
            continue
        stamps.setdefault("first", datetime.fromisoformat(line[:24].replace("Z", "+00:00")))
        for key, said in said_by.items():
            if said in line and key not in stamps:
                stamps[key] = datetime.fromisoformat(line[:24].replace("Z", "+00:00"))
    if "request" in stamps:
        found["log start to model request"] = (stamps["request"] - stamps["first"]).total_seconds() * 1000
    if "sigint" in stamps and "exited" in stamps:
        found["mcp exit wait"] = (stamps["exited"] - stamps["sigint"]).total_seconds() * 1000
    return found


def report(
    times: dict[str, list[float]],
    injected: dict[str, int],
    version: str,
    args: argparse.Namespace,
    debug_times: dict[str, dict[str, list[float]]],
) -> None:
    base = statistics.median(times["none"])
    rows = {}
    print(f"\n`claude -p` ({version}), {args.runs} runs each after {args.warm_up} warm-up, interleaved\n")
    print("| situation | median ms | p95 ms | max ms | added to none (median) | prompts with memories injected |")
    print("|---|---|---|---|---|---|")
    for name, values in times.items():
        ordered = sorted(values)
        p95 = ordered[min(len(ordered) - 1, round(0.95 * (len(ordered) - 1)))]
        median = statistics.median(values)
        rows[name] = {"median": median, "p95": p95, "max": ordered[-1], "added": median - base,
                      "injected": injected[name], "runs": values}  # fmt: skip
        print(f"| {name} | {median:.0f} | {p95:.0f} | {ordered[-1]:.0f} | {median - base:+.0f} | "
              f"{injected[name]} of {len(values)} |")  # fmt: skip
    if debug_times:
        events = sorted({event for found in debug_times.values() for event in found})
        print("\nFrom Claude Code's debug log, median ms (`--debug`):\n")
        print("| situation | " + " | ".join(events) + " |")
        print("|---" * (len(events) + 1) + "|")
        for name, found in debug_times.items():
            cells = [f"{statistics.median(found[e]):.0f}" if e in found else "-" for e in events]
            print(f"| {name} | " + " | ".join(cells) + " |")
            rows[name]["debug"] = found
    args.out.parent.mkdir(parents=True, exist_ok=True)
    args.out.write_text(json.dumps({"machine": machine_info(None), "claude": version, "rows": rows}, indent=1))


if __name__ == "__main__":
    main()
