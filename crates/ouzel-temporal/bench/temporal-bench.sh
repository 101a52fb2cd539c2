#!/usr/bin/env bash
# Durable-run figures for BENCHMARKS.md (issue 27), against the Temporal CLI's dev server and
# the mock model in mock.py:
#   1. per-turn overhead: a TURNS-turn job (one read_file call per turn) run locally and with
#      --temporal (one worker), medians of RUNS, difference per turn;
#   2. concurrency: CONC runs started at once on one worker, the model answering each call after
#      DELAY s; wall time until all end, how many completed, the worker's peak RSS.
# Usage: temporal-bench.sh OUZEL TEMPORAL_CLI [TURNS] [RUNS] [CONC] [DELAY]
# Extra flags for the dev server in TEMPORAL_SERVER_ARGS (e.g. --dynamic-config-value
# system.enableActivityEagerExecution=true).
set -euo pipefail
OUZEL=$(realpath "$1"); CLI=$2; TURNS=${3:-20}; RUNS=${4:-5}; CONC=${5:-50}; DELAY=${6:-1}
here=$(cd "$(dirname "$0")" && pwd)
tmp=$(mktemp -d); trap 'kill $(jobs -p) 2>/dev/null || true; rm -rf "$tmp"' EXIT
port() { python3 -c 'import socket; s=socket.socket(); s.bind(("127.0.0.1",0)); print(s.getsockname()[1])'; }
TP=$(port); MP=$(port); MP2=$(port)
"$CLI" server start-dev --headless --log-level error --db-filename "$tmp/t.db" --ip 127.0.0.1 --port "$TP" \
    --http-port "$(port)" --metrics-port "$(port)" ${TEMPORAL_SERVER_ARGS:-} >/dev/null 2>&1 &
until "$CLI" operator namespace describe -n default --address "127.0.0.1:$TP" >/dev/null 2>&1; do sleep 0.2; done
python3 "$here/mock.py" "$MP" "$TURNS" 0 & 
mkdir -p "$tmp/ws" "$tmp/home"; echo "some notes" > "$tmp/ws/notes.txt"
export HOME="$tmp/home" XDG_CONFIG_HOME="$tmp/home" XDG_DATA_HOME="$tmp/home/data" OPENAI_API_KEY=sk-bench
"$OUZEL" worker --temporal "127.0.0.1:$TP" -C "$tmp/ws" 2>"$tmp/worker.log" & WPID=$!
sleep 1
run() { local s e; s=$(date +%s.%N); "$OUZEL" exec "$@" --json -m openai/m --base-url "http://127.0.0.1:$MP/v1" -C "$tmp/ws" "go" >/dev/null; e=$(date +%s.%N); echo "$e - $s" | bc; }
median() { sort -n | awk '{a[NR]=$1} END {print a[int((NR+1)/2)]}'; }
"$OUZEL" exec --temporal "127.0.0.1:$TP" --json -m openai/m --base-url "http://127.0.0.1:$MP/v1" -C "$tmp/ws" warmup >/dev/null
local_t=$(for _ in $(seq "$RUNS"); do run; done | median)
temporal_t=$(for _ in $(seq "$RUNS"); do run --temporal "127.0.0.1:$TP"; done | median)
echo "job of $TURNS turns: local ${local_t}s, temporal ${temporal_t}s (medians of $RUNS)"
echo "overhead per turn: $(echo "($temporal_t - $local_t) * 1000 / ($TURNS + 1)" | bc -l | cut -c1-6) ms"
# Concurrency: a fresh mock that waits DELAY s per model call, CONC runs of 3 turns at once.
python3 "$here/mock.py" "$MP2" 3 "$DELAY" &
sleep 0.5
s=$(date +%s.%N)
pids=()
for i in $(seq "$CONC"); do
    ( "$OUZEL" exec --temporal "127.0.0.1:$TP" --json -m openai/m --base-url "http://127.0.0.1:$MP2/v1" -C "$tmp/ws" "run $i" \
        | grep -c '"reason":"completed"' > "$tmp/c.$i" || true ) &
    pids+=($!)
done
wait "${pids[@]}"
e=$(date +%s.%N)
done_n=$(cat "$tmp"/c.* | awk '{s+=$1} END {print s}')
echo "$CONC concurrent runs (4 model calls of ${DELAY}s each, 3 reads): $done_n completed in $(echo "$e - $s" | bc | cut -c1-6)s; worker peak RSS $(grep VmHWM /proc/$WPID/status | awk '{print $2, $3}')"
