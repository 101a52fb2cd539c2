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
import { spawn } from "node:child_process";
import { Readable, Writable } from "node:stream";
import { pathToFileURL } from "node:url";

const [sdkEntry, scenario, workspace, dashdash, bin, ...args] = process.argv.slice(2);
if (dashdash !== "--") throw new Error("usage: acp_client.mjs SDK_ENTRY SCENARIO WORKSPACE -- BIN ARGS...");
const acp = await import(pathToFileURL(sdkEntry).href);

const child = spawn(bin, args, { stdio: ["pipe", "pipe", "inherit"] });
const exited = new Promise((resolve) => child.on("exit", (code, signal) => resolve({ code, signal })));
const stream = acp.ndJsonStream(Writable.toWeb(child.stdin), Readable.toWeb(child.stdout));

const report = { scenario, updates: [], permissions: [], reads: [], writes: [] };
const buffers = JSON.parse(process.env.ACP_BUFFERS ?? "{}");
const editorFs = scenario === "editor-fs";
const answer = process.env.ACP_ANSWER ?? "once";
let context;
let sessionId;
let cancelSent = false;

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
  .onNotification(acp.methods.client.session.update, async ({ params }) => {
    report.updates.push(params);
    // Cancel once the long shell call is running.
    const u = params.update;
    if (scenario === "cancel" && !cancelSent && u.sessionUpdate === "tool_call_update" && u.status === "in_progress") {
      cancelSent = true;
      await context.notify(acp.methods.agent.session.cancel, { sessionId });
    }
  });

await app.connectWith(stream, async (ctx) => {
  context = ctx;
  report.initialize = await ctx.request(acp.methods.agent.initialize, {
    protocolVersion: acp.PROTOCOL_VERSION,
    clientCapabilities: { fs: { readTextFile: editorFs, writeTextFile: editorFs }, terminal: false },
  });
  const prompt = (text) => ctx.request(acp.methods.agent.session.prompt, { sessionId, prompt: [{ type: "text", text }] });
  switch (scenario) {
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
});

// The editor closes the pipe; ouzel must end by itself, cleanly.
child.stdin.end();
report.exit = await exited;
process.stdout.write(JSON.stringify(report) + "\n");
