"""Markdown tables and the latency plot, from the JSON that ``python -m bench run`` writes."""

from pathlib import Path
from typing import Any

Run = dict[str, Any]


def _size(n: int) -> str:
    return f"{n // 1_000_000}M" if n >= 1_000_000 and n % 1_000_000 == 0 else f"{n // 1000}K" if n >= 1000 else str(n)


def _ms(summary: dict[str, float] | None) -> str:
    if not summary or not summary.get("n"):
        return "-"
    return " / ".join(_fmt(summary[k]) for k in ("p50", "p95", "p99"))


def _fmt(ms: float) -> str:
    return f"{ms:.0f}" if ms >= 100 else f"{ms:.1f}" if ms >= 1 else f"{ms:.2f}"


def _ratio(a: dict[str, float], b: dict[str, float]) -> str:
    if not a.get("n") or not b.get("n"):
        return "-"
    return f"{a['p50'] / b['p50']:.1f}x / {a['p95'] / b['p95']:.1f}x"


def table(header: list[str], rows: list[list[str]]) -> str:
    lines = ["| " + " | ".join(header) + " |", "|" + "|".join("---" for _ in header) + "|"]
    lines += ["| " + " | ".join(row) + " |" for row in rows]
    return "\n".join(lines)


def machine_line(machine: dict[str, Any]) -> str:
    return (
        f"{machine['cpus']} CPUs ({machine['cpu']}), {machine['memory_gib']:.0f} GiB, Python {machine['python']}, "
        f"SQLite {machine['sqlite']}, qdrant-edge-py {machine['qdrant_edge']}, "
        f"qdrant-client {machine['qdrant_client']}, "
        f"onnxruntime {machine['onnxruntime']}; MariaDB {machine.get('mariadb') or 'not used'}"
    )


def _groups(runs: list[Run]) -> dict[str, list[Run]]:
    groups: dict[str, list[Run]] = {}
    for run in sorted(runs, key=lambda r: r["size"]):
        groups.setdefault(run["backend"], []).append(run)
    return groups


BACKEND_TITLES = {
    "embedded": "Embedded default (SQLite + Qdrant Edge + local ONNX model)",
    "mariadb": "MariaDB + qdrant-client (local mode on disk) + local ONNX model",
}


def recall_table(runs: list[Run]) -> str:
    """Recall latency (ms, p50 / p95 / p99) per corpus size, with its parts and its floor."""
    rows: list[list[str]] = []
    spec = [
        ("recall end to end, MCP client session", "mcp"),
        ("recall, direct `BrainService.recall`", "direct"),
        ("recall excluding query embedding", "direct_excl_embed"),
        ("  of which: query embedding", "embed"),
        ("  of which: vector search", "vector"),
        ("  of which: lexical search", "lexical"),
        ("  of which: hydration (rows by id)", "hydrate"),
        ("  of which: the rest (validation, fusion, models)", "other"),
        ("`quick` tier (words side alone, no embedding), direct", "quick"),
        ("MCP overhead (client session, around the same call)", "mcp_overhead"),
        ("floor: bare vector query (same filter, same pool)", "floor_vector"),
        ("floor: bare `SELECT * ... WHERE id IN (...)`", "floor_ids"),
        ("floor: bare full-text query (same SQL)", "floor_lexical"),
        ("floor = vector query + select by ids", "floor"),
        ("floor with full-text query", "floor_with_lexical"),
    ]
    for label, key in spec:
        rows.append([label] + [_ms(run["recall"].get(key)) for run in runs])
    rows.append(
        ["**ratio** recall excl. embedding / floor (p50 / p95)"]
        + [_ratio(run["recall"]["direct_excl_embed"], run["recall"]["floor"]) for run in runs]
    )
    rows.append(
        ["ratio recall excl. embedding / floor with full-text (p50 / p95)"]
        + [_ratio(run["recall"]["direct_excl_embed"], run["recall"]["floor_with_lexical"]) for run in runs]
    )
    rows.append(
        ["ratio vector search / bare vector query (p50 / p95)"]
        + [_ratio(run["recall"]["vector"], run["recall"]["floor_vector"]) for run in runs]
    )
    rows.append(
        ["ratio hydration / bare select by ids (p50 / p95)"]
        + [_ratio(run["recall"]["hydrate"], run["recall"]["floor_ids"]) for run in runs]
    )
    rows.append(
        ["ratio lexical search / bare full-text query (p50 / p95)"]
        + [_ratio(run["recall"]["lexical"], run["recall"]["floor_lexical"]) for run in runs]
    )
    rows.append(
        ["recall excl. embedding, unfiltered / project+type filter (p95)"]
        + [
            f"{_fmt(run['recall']['unfiltered_direct_excl_embed']['p95'])} / "
            f"{_fmt(run['recall']['filtered_direct_excl_embed']['p95'])}"
            for run in runs
        ]
    )
    rows.append(["samples per row (queries x repeats)"] + [str(run["recall"]["direct"]["n"]) for run in runs])
    if all(run["recall"].get("ceiling_cache") for run in runs):
        rows.append(
            ["term bests (the words' ceiling): kept / asked the engine"]
            + ["{hits:,} / {misses:,}".format(**run["recall"]["ceiling_cache"]) for run in runs]
        )
    rows.append(
        ["tiers chosen (default mode); candidates per side; rows hydrated per recall"]
        + [
            f"{', '.join(f'{k} {v}' for k, v in sorted(run['recall'].get('tiers', {}).items()))}; "
            f"{run['recall'].get('pool', {}).get('vector', '-')}; {run['recall'].get('mean_hydrated_ids', 0):.0f}"
            for run in runs
        ]
    )
    rows.append(
        ["direct p50 of each repeat"]
        + [" / ".join(_fmt(x) for x in run["recall"]["direct_p50_per_repeat"]) for run in runs]
    )
    rows.append(["1-min load average before / after"] + [_load(run["recall"]) for run in runs])
    return table(["recall, ms: p50 / p95 / p99"] + [_size(run["size"]) for run in runs], rows)


def _load(section: dict[str, Any]) -> str:
    before, after = section.get("load", [0, 0])
    return f"{before:.1f} / {after:.1f}"


def write_table(runs: list[Run]) -> str:
    rows: list[list[str]] = []
    rows.append(["remember, direct `BrainService.remember`"] + [_ms(run["remember"]["direct"]) for run in runs])
    rows.append(["  of which: document embedding"] + [_ms(run["remember"]["embed"]) for run in runs])
    rows.append(["  remember excluding embedding"] + [_ms(run["remember"]["excl_embed"]) for run in runs])
    rows.append(["  of which: row insert (one transaction)"] + [_ms(run["remember"]["insert"]) for run in runs])
    rows.append(["  of which: vector upsert"] + [_ms(run["remember"]["upsert"]) for run in runs])
    rows.append(
        ["  of which: near-duplicate check (vector search + rows)"]
        + [_ms(run["remember"].get("near_duplicate_check")) for run in runs]
    )
    rows.append(["remember through an MCP client session"] + [_ms(run["remember"]["mcp"]) for run in runs])
    rows.append(
        ["single-write throughput, one after another"]
        + [f"{run['remember']['throughput_per_second']:.0f} /s" for run in runs]
    )
    rows.append(
        ["samples (direct / MCP); answered as near-duplicates"]
        + [
            f"{run['remember']['direct']['n']} / {run['remember']['mcp']['n']}; "
            f"{run['remember'].get('near_duplicates', 0)}"
            for run in runs
        ]
    )
    rows.append(
        ["bulk import without embedding (rows + vectors)"]
        + [
            f"{run['load']['memories'] / (run['load']['sql_seconds'] + run['load']['index_seconds']):,.0f} /s"
            for run in runs
        ]
    )
    rows.append(
        ["  of which: SQL insert / vector upsert"]
        + [
            f"{run['load']['memories'] / run['load']['sql_seconds']:,.0f} /s / "
            f"{run['load']['vectors'] / run['load']['index_seconds']:,.0f} /s"
            for run in runs
        ]
    )
    rows.append(
        ["HNSW build after the load (`EdgeIndex.optimize`)"]
        + [f"{run['load']['optimize_seconds']:.1f} s" if run["load"]["optimize_seconds"] else "-" for run in runs]
    )
    rows.append(["1-min load average before / after"] + [_load(run["remember"]) for run in runs])
    return table(["writes, ms: p50 / p95 / p99"] + [_size(run["size"]) for run in runs], rows)


def list_table(runs: list[Run]) -> str:
    spec = [
        ("first page (20), no filter", "first_page"),
        ("first page, project + type", "project_and_type"),
        ("first page, tag", "tag"),
        ("first page, agent + min_confidence", "agent_and_min_confidence"),
        ("floor: bare SQL first page", "floor_first_page"),
        ("page of 100, first tenth of the walk", "page_shallow"),
        ("page of 100, last tenth of the walk", "page_deep"),
    ]
    rows = [[label] + [_ms(run["list"].get(key)) for run in runs] for label, key in spec]
    rows.append(
        ["ratio first page / floor (p50 / p95)"]
        + [_ratio(run["list"]["first_page"], run["list"]["floor_first_page"]) for run in runs]
    )
    rows.append(["deepest row reached by the walk"] + [f"{run['list']['deepest_row']:,}" for run in runs])
    rows.append(["1-min load average before / after"] + [_load(run["list"]) for run in runs])
    return table(["list, ms: p50 / p95 / p99"] + [_size(run["size"]) for run in runs], rows)


def footprint_table(runs: list[Run]) -> str:
    rows: list[list[str]] = []
    if all(run.get("startup") for run in runs):
        rows.append(["MCP session initialized (spawn to ready)"] + [_ms(run["startup"]["initialized"]) for run in runs])
        rows.append(["first `brain_list` answered"] + [_ms(run["startup"]["first_list"]) for run in runs])
        rows.append(
            ["first `brain_recall` answered (loads the model)"] + [_ms(run["startup"]["first_recall"]) for run in runs]
        )
        rows.append(["start-up runs"] + [str(run["startup"]["first_list"]["n"]) for run in runs])
        rows.append(
            ["resident memory after 21 recalls (VmRSS / VmHWM)"]
            + [f"{run['startup']['rss_kib'] / 1024:.0f} / {run['startup']['hwm_kib'] / 1024:.0f} MiB" for run in runs]
        )
    if all(run.get("startup_thin") for run in runs):
        thin = [run["startup_thin"] for run in runs]
        rows.append(["thin stdio `serve`, owner running: session initialized"] + [_ms(t["initialized"]) for t in thin])
        rows.append(["thin: first `brain_list` answered"] + [_ms(t["first_list"]) for t in thin])
        rows.append(["thin: first `brain_recall` answered"] + [_ms(t["first_recall"]) for t in thin])
        rows.append(["thin: each later `brain_recall` (20 per run)"] + [_ms(t["recall"]) for t in thin])
        rows.append(["thin: the pipe process's VmRSS"] + [f"{t['pipe_rss_kib'] / 1024:.0f} MiB" for t in thin])
        rows.append(["thin: 1-min load average before / after"] + [_load(t) for t in thin])
    rows.append(["disk: database"] + [f"{run['disk']['database'] / 2**20:,.1f} MiB" for run in runs])
    rows.append(["disk: vector index"] + [f"{run['disk']['vectors'] / 2**20:,.1f} MiB" for run in runs])
    rows.append(
        ["disk per 10K memories"]
        + [
            f"{(run['disk']['database'] + run['disk']['vectors']) / 2**20 / (run['size'] / 10_000):,.1f} MiB"
            for run in runs
        ]
    )
    header = ["start-up (ms: p50 / p95 / p99) and footprint"] + [_size(run["size"]) for run in runs]
    return table(header, rows)


def import_table(runs: list[Run]) -> str:
    done = [run for run in runs if run.get("import")]
    if not done:
        return ""
    rows = [
        [
            BACKEND_TITLES.get(run["backend"], run["backend"]).split(" (")[0],
            f"{run['import']['memories']:,}",
            f"{run['import']['embed_only_per_second']:.0f} /s",
            f"{run['import']['import_per_second']:.0f} /s",
            f"{run['import']['import_per_second'] / run['import']['embed_only_per_second']:.0%}",
            f"{run['import']['insert_seconds']:.1f} s + {run['import']['reconcile_seconds']:.1f} s",
            _load(run["import"]),
        ]
        for run in done
    ]
    return table(
        [
            "backend",
            "memories",
            "embedder alone",
            "import with embedding",
            "import / embedder",
            "insert + reconcile",
            "load before / after",
        ],
        rows,
    )


def markdown(results: list[dict[str, Any]]) -> str:
    """Every section, per backend, sizes side by side."""
    runs = [run for result in results for run in result["runs"]]
    machine = dict(results[0]["machine"])
    machine["mariadb"] = next((r["machine"]["mariadb"] for r in results if r["machine"].get("mariadb")), None)
    out = [f"Machine: {machine_line(machine)}.", ""]
    for result in results:
        out.append(f"- `{result['command']}` ({result['started']}, {result['elapsed_seconds'] / 60:.0f} min)")
    for backend, group in _groups(runs).items():
        out += ["", f"### {BACKEND_TITLES.get(backend, backend)}"]
        for run in group:
            if run.get("recycled_vectors"):
                out += [
                    "",
                    f"{_size(run['size'])}: {run['recycled_vectors']:,} vectors reused with noise (--embed-limit).",
                ]
        out += ["", "#### Recall", "", recall_table(group)]
        out += ["", "#### Remember and import", "", write_table(group)]
        out += ["", "#### List", "", list_table(group)]
        out += ["", "#### Start-up and footprint", "", footprint_table(group)]
    imports = import_table(runs)
    if imports:
        out += ["", "### Bulk import with embedding", "", imports]
    return "\n".join(out) + "\n"


def plot(results: list[dict[str, Any]], path: Path) -> None:
    """Recall latency (p50 and p95) against corpus size, per backend, with the floor and the targets."""
    import matplotlib

    matplotlib.use("Agg")
    import matplotlib.pyplot as plt
    from matplotlib.ticker import FixedLocator, NullLocator

    runs = [run for result in results for run in result["runs"]]
    groups = _groups(runs)
    fig, axes = plt.subplots(1, len(groups), figsize=(6.2 * len(groups), 5.2), squeeze=False, sharey=True)
    series = [
        ("mcp", "recall via MCP (with query embedding)", "tab:red"),
        ("direct_excl_embed", "recall excl. query embedding", "tab:blue"),
        ("floor_with_lexical", "floor: vector + full-text + select by ids", "tab:gray"),
        ("floor", "floor: vector query + select by ids", "black"),
    ]
    values_all: list[float] = []
    for ax, (backend, group) in zip(axes[0], groups.items(), strict=True):
        sizes = [run["size"] for run in group]
        values: list[float] = []
        for key, label, color in series:
            p50 = [run["recall"][key]["p50"] for run in group]
            p95 = [run["recall"][key]["p95"] for run in group]
            values += p50 + p95
            ax.plot(sizes, p50, "o-", color=color, label=f"{label}, p50")
            ax.plot(sizes, p95, "s--", color=color, alpha=0.55, label=f"{label}, p95")
        if backend == "embedded":
            for target, label in ((10, "target p95 excl. embedding"), (25, "target p95 with embedding")):
                ax.axhline(target, color="tab:green", linestyle=":", linewidth=1)
                ax.annotate(
                    label, (sizes[0], target), textcoords="offset points", xytext=(2, 3), fontsize=7, color="tab:green"
                )
        ax.set_xscale("log")
        ax.set_yscale("log")
        ax.xaxis.set_major_locator(FixedLocator(sizes))
        ax.xaxis.set_minor_locator(NullLocator())
        ax.set_xticklabels([_size(s) for s in sizes])
        values_all.extend(values)
        ax.set_xlabel("memories stored (all workspaces)")
        ax.set_ylabel("latency, ms (log scale)")
        ax.set_title(BACKEND_TITLES.get(backend, backend), fontsize=9)
        ax.grid(True, alpha=0.3)
    steps = (1, 2, 3, 5)
    candidates = [m * 10**e for e in range(-1, 5) for m in steps]
    ticks = [t for t in candidates if min(values_all) / 1.5 <= t <= max(values_all) * 1.5]
    for ax in axes[0]:
        ax.yaxis.set_major_locator(FixedLocator(ticks))
        ax.yaxis.set_minor_locator(NullLocator())
        ax.set_yticklabels([f"{t:g}" for t in ticks])
    handles, labels = axes[0][0].get_legend_handles_labels()
    fig.legend(handles, labels, loc="lower center", ncol=2, fontsize=8, frameon=False)
    machine = results[0]["machine"]
    fig.suptitle(f"OpenBrain recall latency against corpus size ({machine['cpus']} shared cores)", fontsize=11)
    fig.tight_layout(rect=(0, 0.2, 1, 1))
    path.parent.mkdir(parents=True, exist_ok=True)
    fig.savefig(path, dpi=110)
    plt.close(fig)
