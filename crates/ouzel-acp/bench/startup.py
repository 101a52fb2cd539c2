#!/usr/bin/env python3
"""Spawn -> `initialize` answer time of `ouzel acp`, as an editor sees it.

Usage: startup.py OUZEL_BIN [RUNS]   (default 30 runs after 3 warm-ups)

Each run starts `OUZEL_BIN acp` with a key in the environment, writes one `initialize`
request, and takes the time from just before the spawn to the moment the answer's line is
read; then it closes stdin and waits for the process to end. Prints min, median and max in ms.
"""
import os
import statistics
import subprocess
import sys
import time

INIT = b'{"jsonrpc":"2.0","id":1,"method":"initialize","params":{"protocolVersion":1,"clientCapabilities":{}}}\n'


def once(binary):
    env = dict(os.environ, OPENAI_API_KEY=os.environ.get("OPENAI_API_KEY", "sk-bench"))
    start = time.perf_counter()
    p = subprocess.Popen([binary, "acp", "-m", "openai/gpt-4o"], stdin=subprocess.PIPE,
                         stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, env=env)
    p.stdin.write(INIT)
    p.stdin.flush()
    line = p.stdout.readline()
    elapsed = time.perf_counter() - start
    p.stdin.close()
    p.wait()
    if b'"protocolVersion":1' not in line:
        sys.exit(f"unexpected answer: {line!r}")
    return elapsed * 1000


def main():
    binary = sys.argv[1]
    runs = int(sys.argv[2]) if len(sys.argv) > 2 else 30
    for _ in range(3):
        once(binary)
    times = sorted(once(binary) for _ in range(runs))
    print(f"{runs} runs: min {times[0]:.1f} ms, median {statistics.median(times):.1f} ms, max {times[-1]:.1f} ms")


if __name__ == "__main__":
    main()
