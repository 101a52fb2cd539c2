"""A minimal OpenAI Chat Completions SSE mock for the Temporal benchmark: each request whose
conversation has fewer than TURNS tool results gets one `read_file` call, then a final answer.
DELAY seconds before each answer stand for a model's latency. Usage: mock.py PORT TURNS DELAY"""
import json, sys, time
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer

PORT, TURNS, DELAY = int(sys.argv[1]), int(sys.argv[2]), float(sys.argv[3])

def chunk(delta, finish=None):
    return "data: " + json.dumps({"id": "x", "object": "chat.completion.chunk", "model": "m",
        "choices": [{"index": 0, "delta": delta, "finish_reason": finish}]}) + "\n\n"

class H(BaseHTTPRequestHandler):
    protocol_version = "HTTP/1.1"
    def log_message(self, *a): pass
    def do_POST(self):
        body = json.loads(self.rfile.read(int(self.headers["content-length"])))
        done = sum(1 for m in body["messages"] if m.get("role") == "tool")
        if DELAY: time.sleep(DELAY)
        if done < TURNS:
            out = chunk({"role": "assistant", "tool_calls": [{"index": 0, "id": f"call_{done}", "type": "function",
                "function": {"name": "read_file", "arguments": json.dumps({"path": "notes.txt"})}}]})
            out += chunk({}, "tool_calls")
        else:
            out = chunk({"role": "assistant", "content": "done"}) + chunk({}, "stop")
        out += 'data: {"id":"x","object":"chat.completion.chunk","model":"m","choices":[],"usage":{"prompt_tokens":10,"completion_tokens":5,"total_tokens":15}}\n\ndata: [DONE]\n\n'
        data = out.encode()
        self.send_response(200)
        self.send_header("content-type", "text/event-stream")
        self.send_header("content-length", str(len(data)))
        self.end_headers()
        self.wfile.write(data)

ThreadingHTTPServer(("127.0.0.1", PORT), H).serve_forever()
