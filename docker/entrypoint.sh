#!/bin/sh
# Before serving, bring the schema up to date, retrying while MariaDB is still starting (tenacity, with backoff).
# Any other command (`token create`, `status`, ...) runs as given.
set -eu
if [ "${1:-}" = "serve" ]; then
    openbrain db upgrade --wait 120
fi
exec openbrain "$@"
