// An editor, as far as ACP goes: the official ACP TypeScript SDK (@agentclientprotocol/sdk)
// spawns `ouzel acp` and plays one scenario against it, then prints what it saw as one JSON
// object on stdout for the Rust test (crates/ouzel-cli/tests/it/acp.rs) to check.
//
// Usage: node acp_client.mjs SDK_ENTRY SCENARIO WORKSPACE -- OUZEL_BIN ARGS...
// Environment: ACP_ANSWER (the permission option to pick: once, session, deny),
// ACP_SESSION (the session to load), ACP_MCP_COMMAND (a stdio MCP server for session/new, as
// a JSON array: command and arguments). In the `editor-fs` scenario the client offers its file
// buffers: ACP_BUFFERS (a JSON object, absolute path -> unsaved text) answers fs/read_text_file,
// and fs/write_text_file is recorded in the report instead of touching the disk.
// ACP_TERMINAL=1: the client offers terminals and runs `terminal/create` for real (a child
// process with the given command, arguments, directory and variables; stdout and stderr into
// one output kept within outputByteLimit; its stdin a pipe left open, as a terminal's would be),
// recording each terminal in the report. ACP_ELICITATION=1: the client offers form elicitation
// and answers `elicitation/create` with ACP_REJECT_MESSAGE in its `message` field.
import { spawn } from "node:child_process";
import { Readable, Writable } from "node:stream";
import { pathToFileURL } from "node:url";

const [sdkEntry, scenario, workspace, dashdash, bin, ...args] = process.argv.slice(2);
if (dashdash !== "--") throw new Error("usage: acp_client.mjs SDK_ENTRY SCENARIO WORKSPACE -- BIN ARGS...");
const acp = await import(pathToFileURL(sdkEntry).href);

const child = spawn(bin, args, { stdio: ["pipe", "pipe", "inherit"] });
const exited = new Promise((resolve) => child.on("exit", (code, signal) => resolve({ code, signal })));
const stream = acp.ndJsonStream(Writable.toWeb(child.stdin), Readable.toWeb(child.stdout));

const report = { scenario, updates: [], permissions: [], reads: [], writes: [], terminals: [], elicitations: [] };
const buffers = JSON.parse(process.env.ACP_BUFFERS ?? "{}");
const editorFs = scenario === "editor-fs";
const answer = process.env.ACP_ANSWER ?? "once";
let context;
let sessionId;
let cancelSent = false;
const offersTerminal = process.env.ACP_TERMINAL === "1";
const offersElicitation = process.env.ACP_ELICITATION === "1";

// The editor's terminals: id -> { record, proc, output, exited }.
const terminals = new Map();
function terminal(id) {
  const t = terminals.get(id);
  if (!t) throw new Error(`unknown terminal ${id}`);
  return t;
}
// Keeps the last `limit` bytes, cut at a character boundary.
function keepTail(text, limit) {
  const bytes = Buffer.from(text);
  if (bytes.length <= limit) return { text, truncated: false };
  let start = bytes.length - limit;
  while (start < bytes.length && (bytes[start] & 0xc0) === 0x80) start++;
  return { text: bytes.subarray(start).toString(), truncated: true };
}
function killGroup(t) {
  if (t.exit === null) {
    try {
      process.kill(-t.proc.pid, "SIGKILL");
    } catch {}
  }
}

const app = acp
  .client({ name: "ouzel-acp-test" })
  .onRequest(acp.methods.client.session.requestPermission, async ({ params }) => {
    report.permissions.push(params);
    return { outcome: { outcome: "selected", optionId: answer } };
  })
  .onRequest(acp.methods.client.fs.readTextFile, async ({ params }) => {
    report.reads.push(params.path);
    if (!(params.path in buffers)) throw new Error(`no buffer for ${params.path}`);
    return { content: buffers[params.path] };
  })
  .onRequest(acp.methods.client.fs.writeTextFile, async ({ params }) => {
    report.writes.push({ path: params.path, content: params.content });
    buffers[params.path] = params.content;
    return {};
  })
  .onRequest(acp.methods.client.terminal.create, async ({ params }) => {
    const id = `term-${terminals.size + 1}`;
    const env = { ...process.env };
    for (const { name, value } of params.env ?? []) env[name] = value;
    const record = { id, command: params.command, args: params.args ?? [], cwd: params.cwd, env: params.env ?? [], outputByteLimit: params.outputByteLimit, killed: false, released: false };
    report.terminals.push(record);
    const proc = spawn(params.command, params.args ?? [], { cwd: params.cwd ?? workspace, env, stdio: ["pipe", "pipe", "pipe"], detached: true });
    const t = { record, proc, output: "", truncated: false, limit: params.outputByteLimit ?? Infinity, exit: null };
    const append = (chunk) => {
      const kept = keepTail(t.output + chunk.toString(), t.limit);
      t.output = kept.text;
      t.truncated ||= kept.truncated;
    };
    proc.stdout.on("data", append);
    proc.stderr.on("data", append);
    t.exited = new Promise((resolve) =>
      proc.on("close", (code, signal) => {
        t.exit = { exitCode: code, signal };
        record.exit = t.exit;
        resolve(t.exit);
      }),
    );
    terminals.set(id, t);
    return { terminalId: id };
  })
  .onRequest(acp.methods.client.terminal.waitForExit, async ({ params }) => terminal(params.terminalId).exited)
  .onRequest(acp.methods.client.terminal.output, async ({ params }) => {
    const t = terminal(params.terminalId);
    return { output: t.output, truncated: t.truncated, exitStatus: t.exit };
  })
  .onRequest(acp.methods.client.terminal.kill, async ({ params }) => {
    const t = terminal(params.terminalId);
    t.record.killed = true;
    killGroup(t);
    await t.exited;
    return {};
  })
  .onRequest(acp.methods.client.terminal.release, async ({ params }) => {
    const t = terminal(params.terminalId);
    t.record.released = true;
    t.record.runningAtRelease = t.exit === null;
    killGroup(t);
    terminals.delete(params.terminalId);
    return {};
  })
  .onRequest(acp.methods.client.elicitation.create, async ({ params }) => {
    report.elicitations.push(params);
    return { action: "accept", content: { message: process.env.ACP_REJECT_MESSAGE ?? "" } };
  })
  .onNotification(acp.methods.client.session.update, async ({ params }) => {
    report.updates.push(params);
    // Cancel once the long shell call is running.
    const u = params.update;
    const running =
      u.sessionUpdate === "tool_call_update" &&
      (scenario === "cancel" ? u.status === "in_progress" : (u.content ?? []).some((c) => c.type === "terminal"));
    if ((scenario === "cancel" || scenario === "terminal-cancel") && !cancelSent && running) {
      cancelSent = true;
      await context.notify(acp.methods.agent.session.cancel, { sessionId });
    }
  });

await app.connectWith(stream, async (ctx) => {
  context = ctx;
  report.initialize = await ctx.request(acp.methods.agent.initialize, {
    protocolVersion: acp.PROTOCOL_VERSION,
    clientCapabilities: {
      fs: { readTextFile: editorFs, writeTextFile: editorFs },
      terminal: offersTerminal,
      ...(offersElicitation ? { elicitation: { form: {} } } : {}),
    },
  });
  const prompt = (text) => ctx.request(acp.methods.agent.session.prompt, { sessionId, prompt: [{ type: "text", text }] });
  switch (scenario) {
    case "image": {
      report.session = await ctx.request(acp.methods.agent.session.new, { cwd: workspace, mcpServers: [] });
      sessionId = report.session.sessionId;
      try {
        await ctx.request(acp.methods.agent.session.prompt, {
          sessionId,
          prompt: [
            { type: "text", text: "what is in this picture?" },
            { type: "image", data: "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==", mimeType: "image/png" },
          ],
        });
        report.imageError = null;
      } catch (e) {
        report.imageError = { code: e.code, message: e.message, data: e.data };
      }
      // What no model takes: data that is not base64, a type that is not an image, audio.
      const refused = async (block) => {
        try {
          await ctx.request(acp.methods.agent.session.prompt, { sessionId, prompt: [{ type: "text", text: "look" }, block] });
          return null;
        } catch (e) {
          return { code: e.code, message: e.message, data: e.data };
        }
      };
      report.badImageErrors = [
        await refused({ type: "image", data: "not base64!", mimeType: "image/png" }),
        await refused({ type: "image", data: "aGVsbG8=", mimeType: "text/plain" }),
        await refused({ type: "audio", data: "UklGRg==", mimeType: "audio/wav" }),
      ];
      report.prompt = await prompt("then in words");
      break;
    }
    case "load": {
      report.load = await ctx.request(acp.methods.agent.session.load, {
        sessionId: process.env.ACP_SESSION,
        cwd: workspace,
        mcpServers: [],
      });
      sessionId = process.env.ACP_SESSION;
      report.prompt = await prompt("and now?");
      break;
    }
    case "mcp": {
      const [command, ...mcpArgs] = JSON.parse(process.env.ACP_MCP_COMMAND);
      report.session = await ctx.request(acp.methods.agent.session.new, {
        cwd: workspace,
        mcpServers: [{ name: "inner", command, args: mcpArgs, env: [] }],
      });
      sessionId = report.session.sessionId;
      report.prompt = await prompt("use the inner server");
      break;
    }
    default: {
      report.session = await ctx.request(acp.methods.agent.session.new, { cwd: workspace, mcpServers: [] });
      sessionId = report.session.sessionId;
      report.prompt = await prompt(`scenario ${scenario}`);
    }
  }
  // Notifications that came before the last answer are handled (the SDK hands them to their
  // handlers in later microtasks), and terminals ouzel releases after a cancel (from a task of
  // its own) are given up to ten seconds to be released; whatever is left is reported, then
  // ended as an editor would.
  for (let i = 0; i < 5; i++) await new Promise((resolve) => setImmediate(resolve));
  for (const deadline = Date.now() + 10_000; terminals.size > 0 && Date.now() < deadline; ) {
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
});

report.leftTerminals = [...terminals.keys()];
for (const t of terminals.values()) killGroup(t);
// The editor closes the pipe; ouzel must end by itself, cleanly.
child.stdin.end();
report.exit = await exited;
process.stdout.write(JSON.stringify(report) + "\n");
