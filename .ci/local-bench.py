#!/usr/bin/env python3
"""Local-model figures for BENCHMARKS.md (issue 20), against the real llama.cpp peer that
.ci/llamacpp.sh installs.

For each seed the server (llama-cpp-python, SmolLM2-135M, chatml-function-calling) is started
with `--seed N`; for each tool-call mode `ouzel exec` runs the CI task (read notes.txt) through
a recording proxy. A run succeeds when its final answer holds the file's text.

Per request the proxy records the server's own time (its `openai-processing-ms` header; the
responses carry no `timings` object) and when the request arrived and its answer left. The time
ouzel adds per request is the gap between one answer leaving the proxy and the next request
arriving, minus the tools' own run time (`duration_ms` of the `tool_result`s in between): it
holds decoding the answer, the events, the store, the permission gate and building the next
request, and nothing of the server or the network.

usage: eval "$(bash .ci/llamacpp.sh)"; python3 .ci/local-bench.py OUZEL_BINARY SEEDS [MODES]
"""
import http.client
import http.server
import json
import os
import socket
import statistics
import subprocess
import sys
import tempfile
import threading
import time

NOTES = "the meeting is on tuesday\n"
CONFIG = """system_prompt = "You are a helpful assistant with tools."
context_files = []
[limits]
max_iterations = 3
[providers.llamacpp]
tools = ["read_file"]
[providers.llamacpp.models."smollm2"]
max_output_tokens = 48
"""


def free_port():
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


class Recorder:
    def __init__(self, upstream_port):
        self.upstream_port = upstream_port
        self.records = []  # (arrived, left, server_ms)
        self.lock = threading.Lock()


def proxy_handler(rec):
    class Handler(http.server.BaseHTTPRequestHandler):
        protocol_version = "HTTP/1.1"
        # Without TCP_NODELAY the answer's head and body leave in two segments and the second
        # waits up to 40 ms for the client's delayed ACK: that wait would count as ouzel's.
        disable_nagle_algorithm = True

        def log_message(self, *args):
            pass

        def _forward(self, method):
            arrived = time.perf_counter()
            length = int(self.headers.get("content-length") or 0)
            body = self.rfile.read(length) if length else None
            conn = http.client.HTTPConnection("127.0.0.1", rec.upstream_port, timeout=900)
            headers = {k: v for k, v in self.headers.items() if k.lower() not in ("host", "connection")}
            conn.request(method, self.path, body=body, headers=headers)
            resp = conn.getresponse()
            data = resp.read()
            server_ms = resp.getheader("openai-processing-ms")
            self.send_response(resp.status)
            for k, v in resp.getheaders():
                if k.lower() not in ("transfer-encoding", "connection", "content-length"):
                    self.send_header(k, v)
            self.send_header("content-length", str(len(data)))
            self.end_headers()
            self.wfile.write(data)
            self.wfile.flush()
            left = time.perf_counter()
            if self.path.endswith("/chat/completions"):
                sent = json.loads(body) if body else {}
                streamed = sent.get("stream") is True
                # Tool results the request carries (native `tool` messages or text-mode
                # `<tool_response>` blocks): those run since the previous request are in its gap.
                results = sum(
                    1 if m.get("role") == "tool" else str(m.get("content") or "").count("<tool_response>")
                    for m in sent.get("messages", [])
                )
                with rec.lock:
                    rec.records.append((arrived, left, None if streamed else server_ms, results))

        def do_GET(self):
            self._forward("GET")

        def do_POST(self):
            self._forward("POST")

    return Handler


def wait_up(port, proc):
    for _ in range(600):
        if proc.poll() is not None:
            raise SystemExit(f"the server exited: {proc.returncode}")
        try:
            c = http.client.HTTPConnection("127.0.0.1", port, timeout=2)
            c.request("GET", "/v1/models")
            if c.getresponse().status == 200:
                return
        except OSError:
            pass
        time.sleep(0.2)
    raise SystemExit("the server did not come up")


def one_run(ouzel, base_url, mode):
    with tempfile.TemporaryDirectory() as ws, tempfile.TemporaryDirectory() as home:
        with open(os.path.join(ws, "notes.txt"), "w") as f:
            f.write(NOTES)
        os.makedirs(os.path.join(home, "ouzel"))
        with open(os.path.join(home, "ouzel", "config.toml"), "w") as f:
            f.write(CONFIG)
        env = {"PATH": os.environ["PATH"], "HOME": home, "XDG_CONFIG_HOME": home, "XDG_DATA_HOME": home + "/data"}
        out = subprocess.run(
            [ouzel, "exec", "--json", "-m", "llamacpp/smollm2", "--base-url", base_url,
             "--tool-calls", mode, "-C", ws, "Read the file notes.txt"],
            env=env, capture_output=True, text=True, timeout=1800,
        )
        events = [json.loads(l) for l in out.stdout.splitlines() if l.strip()]
        return events


def main():
    ouzel, seeds = sys.argv[1], int(sys.argv[2])
    modes = sys.argv[3].split(",") if len(sys.argv) > 3 else ["native", "auto", "text"]
    python, model = os.environ["OUZEL_LLAMACPP_PYTHON"], os.environ["OUZEL_LLAMACPP_MODEL"]
    wins = {m: 0 for m in modes}
    calls = {m: 0 for m in modes}
    added, server = [], []
    for seed in range(1, seeds + 1):
        port = free_port()
        log = open(f"/tmp/local-bench-server-{seed}.log", "w")
        proc = subprocess.Popen(
            [python, "-m", "llama_cpp.server", "--model", model, "--chat_format", "chatml-function-calling",
             "--host", "127.0.0.1", "--port", str(port), "--n_ctx", "4096", "--seed", str(seed)],
            stdout=subprocess.DEVNULL, stderr=log)
        try:
            wait_up(port, proc)
            for mode in modes:
                rec = Recorder(port)
                httpd = http.server.ThreadingHTTPServer(("127.0.0.1", 0), proxy_handler(rec))
                threading.Thread(target=httpd.serve_forever, daemon=True).start()
                events = one_run(ouzel, f"http://127.0.0.1:{httpd.server_address[1]}/v1", mode)
                httpd.shutdown()
                texts = [e["text"] for e in events if e["type"] == "text"]
                ok = bool(texts) and "tuesday" in texts[-1] and any(e["type"] == "tool_result" for e in events)
                wins[mode] += ok
                calls[mode] += any(e["type"] == "tool_call" for e in events)
                tool_ms = [e.get("duration_ms", 0) for e in events if e["type"] == "tool_result"]
                recs = sorted(rec.records)
                for i in range(1, len(recs)):
                    gap_ms = (recs[i][0] - recs[i - 1][1]) * 1000
                    tools = sum(tool_ms[recs[i - 1][3] : recs[i][3]])
                    added.append(gap_ms - tools)
                    print(f"  gap {i}: {gap_ms:.2f} ms, tools {tools} ms", flush=True)  # per request, for inspection
                server += [int(r[2]) for r in recs if r[2] is not None]
                reason = events[-1].get("reason") if events else "no events"
                print(f"seed {seed} {mode}: {'ok' if ok else 'fail'} ({reason}; {len(recs)} requests)", flush=True)
        finally:
            proc.kill()
            proc.wait()
    print()
    for m in modes:
        print(f"{m}: {wins[m]}/{seeds} finished with the file's text; {calls[m]}/{seeds} made a tool call")
    if added:
        print(f"ouzel's time between an answer and the next request, tools excluded: median {statistics.median(added):.2f} ms, "
              f"max {max(added):.2f} ms over {len(added)} requests")
    if server:
        print(f"server's own time (openai-processing-ms) per whole request: median {statistics.median(server)} ms")


if __name__ == "__main__":
    main()
