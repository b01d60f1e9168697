"""The house keeps its shape: layers as folders, upper layers import lower ones only, no import cycle, small rooms.

Read from the source with ``ast`` (nothing is imported): every import counts, those inside functions included,
since a function-level import is where a cycle hides. docs/architecture.md draws the same picture.
"""

import ast
from pathlib import Path

import pytest

PACKAGE = Path(__file__).resolve().parents[1] / "src" / "openbrain"
# Lower numbers are lower layers. serve and agents stand side by side: neither imports the other.
LAYERS = {"core": 0, "stores": 1, "engine": 2, "serve": 3, "agents": 3, "cli": 4}
TOP = 5  # entry.py and __main__.py: the command's entry points
MAX_MODULE_LINES = 600
MAX_FACADE_LINES = 300


def module_name(path: Path) -> str:
    parts = ["openbrain", *path.relative_to(PACKAGE).with_suffix("").parts]
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


MODULES = {module_name(path): path for path in sorted(PACKAGE.rglob("*.py"))}


def layer(module: str) -> int:
    parts = module.split(".")
    if len(parts) == 1:
        return 0  # the package itself (__version__)
    return LAYERS.get(parts[1], TOP)


def imports(path: Path) -> list[tuple[str, bool]]:
    """(imported OpenBrain module, whether only for type checking) of every import in the file."""
    tree = ast.parse(path.read_text(), filename=str(path))
    typing_only: set[int] = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.If) and "TYPE_CHECKING" in ast.unparse(node.test):
            typing_only.update(id(child) for statement in node.body for child in ast.walk(statement))
    found = []
    for node in ast.walk(tree):
        names: list[str] = []
        if isinstance(node, ast.Import):
            names = [alias.name for alias in node.names]
        elif isinstance(node, ast.ImportFrom) and node.module and node.level == 0:
            names = [f"{node.module}.{alias.name}" for alias in node.names] + [node.module]
        for name in names:
            if not name.startswith("openbrain"):
                continue
            while name not in MODULES and "." in name:  # an imported name, not a module: its module
                name = name.rsplit(".", 1)[0]
            if name in MODULES:
                found.append((name, id(node) in typing_only))
    return list(dict.fromkeys(found))


GRAPH = {module: imports(path) for module, path in MODULES.items()}


def test_the_top_of_the_package_shows_the_layers_in_at_most_15_entries():
    entries = sorted(p.name for p in PACKAGE.iterdir() if p.name != "__pycache__")
    assert len(entries) <= 15, entries
    assert {"core", "stores", "engine", "serve", "agents", "cli"} <= set(entries)


@pytest.mark.parametrize("module", sorted(MODULES))
def test_a_module_imports_its_own_layer_or_lower_ones_only(module: str):
    wrong = [
        target
        for target, _ in GRAPH[module]
        if layer(target) > layer(module)
        or (layer(module) == layer(target) == 3 and target.split(".")[1] != module.split(".")[1])  # serve | agents
    ]
    assert wrong == [], f"{module} (layer {layer(module)}) imports upwards or sideways: {wrong}"


def test_no_import_cycle():
    graph = {m: {t for t, typing_only in targets if not typing_only and t != m} for m, targets in GRAPH.items()}
    # A package imports nothing of its own modules here (every __init__ is a docstring), so an edge to a package is
    # an edge to its __init__ alone; Tarjan's strongly connected components over the rest.
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on_stack: set[str] = set()
    cycles: list[list[str]] = []

    def visit(node: str) -> None:
        index[node] = low[node] = len(index)
        stack.append(node)
        on_stack.add(node)
        for target in graph.get(node, ()):
            if target not in index:
                visit(target)
                low[node] = min(low[node], low[target])
            elif target in on_stack:
                low[node] = min(low[node], index[target])
        if low[node] == index[node]:
            component = []
            while True:
                top = stack.pop()
                on_stack.discard(top)
                component.append(top)
                if top == node:
                    break
            if len(component) > 1:
                cycles.append(sorted(component))

    for node in sorted(graph):
        if node not in index:
            visit(node)
    assert cycles == []


@pytest.mark.parametrize("module", sorted(MODULES))
def test_no_module_is_longer_than_600_lines(module: str):
    lines = len(MODULES[module].read_text().splitlines())
    assert lines <= MAX_MODULE_LINES, f"{module} has {lines} lines"


def test_the_service_is_a_thin_facade_over_the_pipelines():
    tree = ast.parse(MODULES["openbrain.engine.service"].read_text())
    (facade,) = [node for node in tree.body if isinstance(node, ast.ClassDef) and node.name == "BrainService"]
    lines = facade.end_lineno - facade.lineno + 1
    assert lines < MAX_FACADE_LINES, f"BrainService has {lines} lines"


@pytest.mark.parametrize("layer_name", ["core", "stores", "engine", "serve", "agents"])
def test_a_layers_package_is_only_its_docstring(layer_name: str):
    """Importing one module of a layer never drags in the rest (the hooks' thin client counts on it)."""
    body = ast.parse((PACKAGE / layer_name / "__init__.py").read_text()).body
    assert len(body) == 1 and isinstance(body[0], ast.Expr)
