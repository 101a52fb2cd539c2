use crate::{approve_all, results, run, runtime, spec};
use ouzel_agents::LinkError;
use ouzel_core::{
    Effects, Risk, Subject, Tool, ToolCategory, ToolContext, ToolDefinition, ToolError, ToolOutput, async_trait,
};
use ouzel_test::ScriptedProvider as Script;
use serde_json::{Value, json};
use std::path::PathBuf;
use std::sync::{Arc, Mutex};

/// A tool of some category that records the workspace each call ran in.
struct Probe {
    def: ToolDefinition,
    workspaces: Mutex<Vec<PathBuf>>,
}

impl Probe {
    fn new(def: ToolDefinition) -> Arc<Self> {
        Arc::new(Self {
            def,
            workspaces: Mutex::new(Vec::new()),
        })
    }

    fn file(name: &str, read_only: bool) -> Arc<Self> {
        Self::new(
            ToolDefinition::new(name, name, json!({"type": "object"}))
                .with_category(ToolCategory::Filesystem)
                .with_risk(if read_only { Risk::Low } else { Risk::Medium })
                .with_effects(if read_only {
                    Effects::read_only()
                } else {
                    Effects::Writes
                }),
        )
    }

    fn shell() -> Arc<Self> {
        Self::new(
            ToolDefinition::new(
                "shell",
                "Run a shell command.",
                json!({"type": "object", "properties": {"command": {"type": "string"}}, "required": ["command"]}),
            )
            .with_category(ToolCategory::Shell)
            .with_risk(Risk::High)
            .with_subject(Subject::Command { arg: "command".into() })
            .with_effects(Effects::Unknown),
        )
    }
}

#[async_trait]
impl Tool for Probe {
    fn definition(&self) -> &ToolDefinition {
        &self.def
    }

    async fn call(&self, input: Value, ctx: &ToolContext) -> Result<ToolOutput, ToolError> {
        self.workspaces.lock().unwrap().push(ctx.workspace.clone());
        Ok(ToolOutput::text(format!("ran {input}")))
    }
}

fn tools(probes: &[&Arc<Probe>]) -> Vec<Arc<dyn Tool>> {
    probes.iter().map(|p| (*p).clone() as Arc<dyn Tool>).collect()
}

#[tokio::test]
async fn readonly_toolsets_give_read_only_tools_rooted_at_the_project_and_a_limited_shell() {
    let project = tempfile::tempdir().unwrap();
    let (read, write, shell) = (
        Probe::file("read_file", true),
        Probe::file("write_file", false),
        Probe::shell(),
    );
    let reader = "---\nname: reader\ntoolsets: [filesystem_project_ro, shell_readonly]\n---\nRead.\n";
    let script = Arc::new(Script::new(vec![
        Script::calls(&[
            ("c1", "read_file", r#"{"path": "a.txt"}"#),
            ("c2", "shell", r#"{"command": "ls -la | wc -l"}"#),
            ("c3", "shell", r#"{"command": "rm -rf ."}"#),
        ]),
        Script::text("read"),
    ]));
    // The gate refuses everything that would ask: only low-risk calls can run.
    let gate = ouzel_core::PermissionGate::new(ouzel_core::ApprovalMode::RejectAll);
    let rt = runtime(
        project.path(),
        vec![spec(reader)],
        tools(&[&read, &write, &shell]),
        &script,
        gate,
        5,
    )
    .unwrap();
    let events = run(&rt, "reader", json!({"input": "go"})).await;
    let offered: Vec<(String, bool)> = script.requests()[0]
        .tools
        .iter()
        .map(|t| {
            (
                t.name.clone(),
                t.description.contains("Only these commands are allowed"),
            )
        })
        .collect();
    assert_eq!(offered, [("read_file".into(), false), ("shell".into(), true)]);
    let r = results(&events);
    assert!(!r[0].3 && !r[1].3, "read-only calls run without approval: {r:?}");
    assert!(
        r[2].3 && r[2].2.contains("`rm -rf` is not one of the commands"),
        "{r:?}"
    );
    assert_eq!(
        shell.workspaces.lock().unwrap().len(),
        1,
        "the refused command never reached the shell"
    );
    let root = project.path().to_path_buf();
    assert_eq!(*read.workspaces.lock().unwrap(), vec![root]);
}

#[tokio::test]
async fn cwd_toolsets_resolve_paths_against_the_directory_given() {
    let project = tempfile::tempdir().unwrap();
    let read = Probe::file("read_file", true);
    let script = Arc::new(Script::new(vec![
        Script::calls(&[("c1", "read_file", r#"{"path": "a.txt"}"#)]),
        Script::text("ok"),
    ]));
    let mut registry = ouzel_agents::Registry::new();
    registry
        .add_agent(spec("---\nname: here\ntoolsets: [filesystem_cwd_ro]\n---\nx\n"))
        .unwrap();
    registry.add_tool(read.clone(), "test");
    let cwd = tempfile::tempdir().unwrap();
    registry.add_builtin_toolsets(project.path(), cwd.path());
    let provider = script.clone();
    let models = move |_m: Option<&str>| Ok(provider.clone() as Arc<dyn ouzel_core::Provider>);
    let env = ouzel_agents::Environment::new(Arc::new(models), Arc::new(approve_all()), project.path());
    let rt = registry.link(env).unwrap();
    run(&rt, "here", json!({"input": "go"})).await;
    assert_eq!(*read.workspaces.lock().unwrap(), vec![cwd.path().to_path_buf()]);
}

#[tokio::test]
async fn clashing_toolsets_are_a_link_error_and_identical_ones_collapse() {
    let project = tempfile::tempdir().unwrap();
    let read = Probe::file("read_file", true);
    let script = Arc::new(Script::new(vec![]));
    let probes = [&read, &Probe::shell()];
    let err = runtime(
        project.path(),
        vec![spec("---\nname: a\ntoolsets: [shell, shell_readonly]\n---\nx\n")],
        tools(&probes),
        &script,
        approve_all(),
        5,
    )
    .unwrap_err();
    assert!(matches!(err, LinkError::Toolsets { .. }));
    assert!(
        err.to_string()
            .contains("`shell` and `shell_readonly` both give a tool named `shell`"),
        "{err}"
    );
    // Same tools in the same place collapse (the cwd is the project here, and the project is
    // the agent's workspace, where `files_ro` works too); both restricted shells merge.
    let rt = runtime(
        project.path(),
        vec![spec(
            "---\nname: a\ntoolsets: [filesystem_project_ro, files_ro, filesystem_cwd_ro, shell_readonly, shell_file_ops]\n---\nx\n",
        )],
        tools(&probes),
        &script,
        approve_all(),
        5,
    )
    .unwrap();
    let agent = rt.agent("a").unwrap();
    assert_eq!(agent.tools().names(), ["read_file", "shell"]);
    let shell_def = agent.tools().get("shell").unwrap().definition().clone();
    assert_eq!(
        shell_def.risk,
        Risk::Medium,
        "the merged shell can move files, so it asks"
    );
    assert!(shell_def.description.contains("mv") && shell_def.description.contains("git log"));
}

/// A tool as the MCP client registers it: category `mcp`, origin naming the server, and a name
/// made the client's way (`SERVER__TOOL`, characters other than letters, digits, `_` and `-`
/// replaced by `_`, cut to 64 characters).
fn mcp_tool(server: &str, tool: &str) -> Arc<Probe> {
    let name: String = format!("{server}__{tool}")
        .chars()
        .map(|c| {
            if c.is_ascii_alphanumeric() || c == '_' || c == '-' {
                c
            } else {
                '_'
            }
        })
        .take(64)
        .collect();
    Probe::new(
        ToolDefinition::new(name, "remote", json!({"type": "object"}))
            .with_category(ToolCategory::Mcp)
            .with_effects(Effects::read_only_uncached())
            .with_origin(ouzel_core::Origin::Mcp {
                server: server.into(),
                tool: tool.into(),
            }),
    )
}

#[tokio::test]
async fn an_mcp_server_toolset_gives_that_servers_tools_by_origin_whatever_their_names() {
    let project = tempfile::tempdir().unwrap();
    // Server and tool together past 63 characters: the registered name is cut short of
    // `SERVER__`, so it cannot be recognised by that prefix.
    let long = "internal-documentation-search-for-the-platform-team-at-example-co";
    assert!(long.len() + "__search_pages".len() > 63);
    let search = mcp_tool(long, "search_pages");
    assert!(
        !search.def.name.starts_with(&format!("{long}__")),
        "{}",
        search.def.name
    );
    // A server whose name has a dot (registered with `_`), and one whose tools' names start
    // with `docs__` without being the `docs` server's.
    let (dotted, docs, docs_v2) = (
        mcp_tool("docs.internal", "lookup"),
        mcp_tool("docs", "lookup"),
        mcp_tool("docs__v2", "lookup"),
    );
    let script = Arc::new(Script::new(vec![
        Script::text("ok"),
        Script::text("ok"),
        Script::text("ok"),
    ]));
    let mut registry = ouzel_agents::Registry::new();
    for (agent, toolset, server) in [
        ("long_reader", "long", long),
        ("dotted_reader", "dotted", "docs.internal"),
        ("docs_reader", "docs", "docs"),
    ] {
        registry
            .add_agent(spec(&format!("---\nname: {agent}\ntoolsets: [{toolset}]\n---\nx\n")))
            .unwrap();
        registry.add_toolset(toolset, ouzel_agents::Toolset::McpServer(server.into()), "ouzel.toml");
    }
    for t in tools(&[&search, &dotted, &docs, &docs_v2]) {
        registry.add_tool(t, "mcp");
    }
    let provider = script.clone();
    let models = move |_m: Option<&str>| Ok(provider.clone() as Arc<dyn ouzel_core::Provider>);
    let env = ouzel_agents::Environment::new(Arc::new(models), Arc::new(approve_all()), project.path());
    let rt = registry.link(env).unwrap();
    for agent in ["long_reader", "dotted_reader", "docs_reader"] {
        run(&rt, agent, json!({"input": "go"})).await;
    }
    let offered = |i: usize| -> Vec<String> { script.requests()[i].tools.iter().map(|t| t.name.clone()).collect() };
    assert_eq!(offered(0), std::slice::from_ref(&search.def.name));
    assert_eq!(offered(1), ["docs_internal__lookup"]);
    assert_eq!(offered(2), ["docs__lookup"]);
}
