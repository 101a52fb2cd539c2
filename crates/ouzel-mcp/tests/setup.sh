#!/usr/bin/env bash
# Installs the third-party MCP software the ouzel-mcp tests run against:
#   - the official MCP Python SDK (`mcp`) and the reference time server (`mcp-server-time`), in a venv;
#   - the reference filesystem server (`@modelcontextprotocol/server-filesystem`) from npm.
# Usage: setup.sh DIR    (DIR defaults to target/mcp-ci next to the workspace)
# Prints `export VAR=...` lines for the variables the tests read; eval them, or source DIR/env.sh:
#   OUZEL_MCP_PYTHON     a python3 with `mcp` and `mcp_server_time` importable
#   OUZEL_MCP_FS_SERVER  the filesystem server's entry script (run with node)
set -euo pipefail
here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
dir="${1:-$here/../../../target/mcp-ci}"
mkdir -p "$dir"
dir="$(cd "$dir" && pwd)"
: > "$dir/env.sh"

if command -v python3 >/dev/null 2>&1; then
  if [ ! -x "$dir/venv/bin/python" ]; then
    python3 -m venv "$dir/venv" >&2
  fi
  "$dir/venv/bin/python" -m pip install --quiet --disable-pip-version-check mcp mcp-server-time >&2
  echo "export OUZEL_MCP_PYTHON=$dir/venv/bin/python" >> "$dir/env.sh"
else
  echo "setup.sh: python3 not found; the Python MCP tests will be skipped" >&2
fi

if command -v npm >/dev/null 2>&1 && command -v node >/dev/null 2>&1; then
  mkdir -p "$dir/npm"
  (cd "$dir/npm" && [ -f package.json ] || echo '{"private":true}' > package.json)
  (cd "$dir/npm" && npm install --silent --no-audit --no-fund @modelcontextprotocol/server-filesystem >&2)
  entry="$dir/npm/node_modules/@modelcontextprotocol/server-filesystem/dist/index.js"
  if [ -f "$entry" ]; then
    echo "export OUZEL_MCP_FS_SERVER=$entry" >> "$dir/env.sh"
  else
    echo "setup.sh: $entry missing after npm install; the filesystem-server test will be skipped" >&2
  fi
else
  echo "setup.sh: node/npm not found; the filesystem-server test will be skipped" >&2
fi
cat "$dir/env.sh"
