#!/usr/bin/env bash
# Installs the official ACP TypeScript SDK (@agentclientprotocol/sdk, from npm) that the
# `ouzel acp` tests drive ouzel with, cached under ~/.cache keyed by its version.
# Usage: setup.sh [DIR]    (DIR defaults to ~/.cache/ouzel-acp-sdk-VERSION)
# Prints `export OUZEL_ACP_SDK=...` (the SDK's ACP v1 entry module, run with node); eval it.
set -euo pipefail
version=2.4.0
dir="${1:-$HOME/.cache/ouzel-acp-sdk-$version}"
entry="$dir/node_modules/@agentclientprotocol/sdk/dist/v1/stable/acp.js"
if ! command -v npm >/dev/null 2>&1 || ! command -v node >/dev/null 2>&1; then
  echo "setup.sh: node/npm not found; the ACP tests will be skipped" >&2
  exit 0
fi
if [ ! -f "$entry" ]; then
  mkdir -p "$dir"
  (cd "$dir" && { [ -f package.json ] || echo '{"private":true}' > package.json; } \
    && npm install --silent --no-audit --no-fund "@agentclientprotocol/sdk@$version" >&2)
fi
if [ -f "$entry" ]; then
  echo "export OUZEL_ACP_SDK=$entry"
else
  echo "setup.sh: $entry missing after npm install; the ACP tests will be skipped" >&2
fi
