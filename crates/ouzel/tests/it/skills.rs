//! Skills and custom commands as the facade wires them, on real folders: the skill list in the
//! system prompt, the `skill` tool, and `allowed-tools` narrowing the gate until the turn ends.

use ouzel::core::{AgentEvent, Event};
use ouzel::{Catalog, Config, RunOptions};
use ouzel_test::{ScriptedServer, openai};
use std::path::Path;

fn setup(server: &ScriptedServer, dir: &Path) -> (Config, RunOptions) {
    let text = format!(
        "[providers.mock]\nwire = \"openai-chat\"\nbase_url = \"{}\"\n",
        server.base_url()
    );
    let config = Config::parse(&text, Path::new("config.toml")).unwrap();
    let mut opts = RunOptions::new(dir);
    opts.model = Some("mock/gpt-test".into());
    opts.persist = false;
    opts.approval = ouzel::ApprovalMode::ApproveAll;
    (config, opts)
}

fn write(dir: &Path, rel: &str, text: &str) {
    let p = dir.join(rel);
    std::fs::create_dir_all(p.parent().unwrap()).unwrap();
    std::fs::write(p, text).unwrap();
}

/// `(name, is_error, content)` of each tool result.
fn results(events: &[Event]) -> Vec<(String, bool, String)> {
    events
        .iter()
        .filter_map(|e| match &e.event {
            AgentEvent::ToolResult {
                name,
                is_error,
                content,
                ..
            } => Some((name.clone(), *is_error, content.clone())),
            _ => None,
        })
        .collect()
}

#[tokio::test]
async fn a_loaded_skill_narrows_what_runs_until_the_turn_ends() {
    let dir = tempfile::tempdir().unwrap();
    std::fs::create_dir_all(dir.path().join(".git")).unwrap();
    write(
        dir.path(),
        ".claude/skills/review/SKILL.md",
        "---\nname: review\ndescription: Review code without changing it\nallowed-tools: Read, Grep\n---\nRead NOTES.txt first.\n",
    );
    write(dir.path(), ".claude/skills/review/CHECKLIST.md", "- tests\n");
    write(dir.path(), "NOTES.txt", "the notes\n");
    let server = ScriptedServer::start().await;
    server
        .push_sse(openai::tool_call("c1", "skill", r#"{"name": "review"}"#))
        .await;
    server
        .push_sse(openai::tool_calls(&[
            ("c2", "read_file", r#"{"path": "NOTES.txt"}"#),
            ("c3", "shell", r#"{"command": "echo x > during.txt"}"#),
        ]))
        .await;
    server.push_sse(openai::text("reviewed")).await;
    server
        .push_sse(openai::tool_call("c4", "shell", r#"{"command": "echo x > after.txt"}"#))
        .await;
    server.push_sse(openai::text("done")).await;
    let (config, opts) = setup(&server, dir.path());
    let agent = ouzel::build_agent(&config, &opts).unwrap();

    let first = agent.run("review this").collect_all().await;
    let r = results(&first);
    assert_eq!(r.len(), 3, "{r:#?}");
    assert!(!r[0].1 && r[0].2.contains("Read NOTES.txt first.") && r[0].2.contains("- CHECKLIST.md"));
    assert_eq!((r[1].0.as_str(), r[1].1), ("read_file", false), "listed: runs");
    assert_eq!((r[2].0.as_str(), r[2].1), ("shell", true), "not listed: denied");
    assert!(r[2].2.contains("skill:review"), "the model is told why: {}", r[2].2);
    assert!(!dir.path().join("during.txt").exists(), "even under --approve-all");
    assert!(first.iter().any(|e| matches!(&e.event,
        AgentEvent::PermissionDecision { name, by, .. } if name == "shell" && by.to_string() == "scope:skill:review")));

    let second = agent.run("now write").collect_all().await;
    assert!(!results(&second)[0].1, "the next turn is not narrowed");
    assert!(dir.path().join("after.txt").exists());

    let bodies = server.request_bodies().await;
    let system = bodies[0]["messages"][0]["content"].as_str().unwrap();
    assert!(
        system.contains("## Skills") && system.contains("- review: Review code without changing it ("),
        "{system}"
    );
    assert!(!system.contains("Read NOTES.txt first."), "bodies are read on use only");
}

#[test]
fn commands_and_skills_are_invoked_by_name_and_bad_files_only_warn() {
    let dir = tempfile::tempdir().unwrap();
    write(
        dir.path(),
        ".claude/commands/fix.md",
        "---\ndescription: Fix an issue\nargument-hint: [issue] [priority]\nallowed-tools: Bash(cargo test:*)\n---\nFix issue $1 (priority $2).\n",
    );
    write(dir.path(), ".ouzel/commands/broken.md", "---\nmodel: [\n---\nx\n");
    write(
        dir.path(),
        ".ouzel/skills/pdf/SKILL.md",
        "---\ndescription: Fill PDF forms\n---\nUse pdftk.\n",
    );
    let catalog = Catalog::load(&Config::default(), dir.path());
    let fix = catalog.invoke("fix", "42 high").unwrap();
    assert_eq!(fix.message, "Fix issue 42 (priority high).");
    assert_eq!(fix.narrowing.unwrap().allowed[0].pattern.as_deref(), Some("cargo test"));
    assert_eq!(
        catalog.command("fix").unwrap().argument_hint.as_deref(),
        Some("[issue] [priority]")
    );
    let pdf = catalog.invoke("pdf", "fill form.pdf").unwrap();
    assert!(
        pdf.message.contains("Use pdftk.") && pdf.message.ends_with("fill form.pdf\n"),
        "{}",
        pdf.message
    );
    let err = catalog.invoke("nope", "").unwrap_err().to_string();
    assert!(err.contains("fix") && err.contains("pdf"), "{err}");
    let warnings: Vec<String> = catalog.warnings.iter().map(ToString::to_string).collect();
    assert!(
        warnings.iter().any(|w| w.contains(".ouzel/commands/broken.md:2:")),
        "{warnings:#?}"
    );
}
