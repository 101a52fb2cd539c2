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
