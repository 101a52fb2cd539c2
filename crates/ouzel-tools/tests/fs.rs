//! The filesystem tools against real files in a temporary workspace.
#![allow(clippy::unwrap_used, missing_docs)]

use ouzel_core::{CancellationToken, SessionId, Tool, ToolCallId, ToolContext, ToolError, ToolOutput};
use ouzel_tools::{EditFile, ListFiles, ReadFile, WriteFile};
use serde_json::{Value, json};
use std::path::Path;

struct Ws {
    _dir: tempfile::TempDir,
    ctx: ToolContext,
}

impl Ws {
    fn new() -> Self {
        let dir = tempfile::tempdir().unwrap();
        let root = dir.path().canonicalize().unwrap();
        let ctx = ToolContext::new(
            root,
            ToolCallId::new("c"),
            SessionId::new("s"),
            CancellationToken::new(),
        );
        Self { _dir: dir, ctx }
    }
    fn root(&self) -> &Path {
        &self.ctx.workspace
    }
    fn write(&self, rel: &str, content: impl AsRef<[u8]>) {
        let p = self.root().join(rel);
        std::fs::create_dir_all(p.parent().unwrap()).unwrap();
        std::fs::write(p, content).unwrap();
    }
    fn read(&self, rel: &str) -> String {
        std::fs::read_to_string(self.root().join(rel)).unwrap()
    }
    async fn call(&self, tool: &dyn Tool, input: Value) -> Result<ToolOutput, ToolError> {
        tool.call(input, &self.ctx).await
    }
}

fn numbered(n: usize) -> String {
    (1..=n).map(|i| format!("line {i}\n")).collect()
}

#[tokio::test]
async fn read_file_line_range() {
    let ws = Ws::new();
    ws.write("a.txt", numbered(10));
    let out = ws
        .call(&ReadFile::new(), json!({"path": "a.txt", "offset": 3, "limit": 2}))
        .await
        .unwrap();
    assert_eq!(
        out.content,
        "line 3\nline 4\n[showing lines 3-4; the file continues: call read_file with offset=5 to read more]"
    );
    let out = ws
        .call(&ReadFile::new(), json!({"path": "a.txt", "offset": 9}))
        .await
        .unwrap();
    assert_eq!(out.content, "line 9\nline 10\n", "no note at the end of the file");
    let err = ws
        .call(&ReadFile::new(), json!({"path": "a.txt", "offset": 50}))
        .await
        .unwrap_err();
    assert!(err.to_string().contains("10 lines"), "{err}");
}

#[tokio::test]
async fn read_file_caps_by_default() {
    let ws = Ws::new();
    ws.write("big.txt", numbered(2500));
    let out = ws.call(&ReadFile::new(), json!({"path": "big.txt"})).await.unwrap();
    assert!(
        out.content.ends_with("offset=2001 to read more]"),
        "{}",
        &out.content[out.content.len() - 200..]
    );
    let long = "x".repeat(200 * 1024);
    ws.write("wide.txt", format!("{long}\n{long}\n"));
    let out = ws.call(&ReadFile::new(), json!({"path": "wide.txt"})).await.unwrap();
    assert!(out.content.contains("output capped at 256 KiB"), "byte cap applies");
    assert!(out.content.ends_with("offset=2 to read more]"));
}

#[tokio::test]
async fn read_file_refuses_binary_and_reports_non_utf8() {
    let ws = Ws::new();
    ws.write("bin", b"\x7fELF\0\0\x01");
    let err = ws.call(&ReadFile::new(), json!({"path": "bin"})).await.unwrap_err();
    assert!(err.to_string().contains("binary"), "{err}");
    ws.write("latin1.txt", b"caf\xe9\n");
    let err = ws
        .call(&ReadFile::new(), json!({"path": "latin1.txt"}))
        .await
        .unwrap_err();
    assert!(err.to_string().contains("not valid UTF-8"), "{err}");
    let err = ws
        .call(&ReadFile::new(), json!({"path": "missing.txt"}))
        .await
        .unwrap_err();
    assert!(matches!(err, ToolError::NotFound { .. }), "{err}");
}

#[tokio::test]
async fn paths_outside_the_workspace_are_refused() {
    let ws = Ws::new();
    std::os::unix::fs::symlink("/etc", ws.root().join("etc")).unwrap();
    for path in ["../x", "/etc/passwd", "etc/passwd", "a/../../x"] {
        let err = ws.call(&ReadFile::new(), json!({"path": path})).await.unwrap_err();
        assert!(matches!(err, ToolError::OutsideWorkspace { .. }), "{path}: {err}");
        let err = ws
            .call(&WriteFile::new(), json!({"path": path, "content": "x"}))
            .await
            .unwrap_err();
        assert!(matches!(err, ToolError::OutsideWorkspace { .. }), "{path}: {err}");
    }
    let err = ws.call(&ListFiles::new(), json!({"path": "etc"})).await.unwrap_err();
    assert!(matches!(err, ToolError::OutsideWorkspace { .. }), "{err}");
}

#[tokio::test]
async fn write_then_append() {
    let ws = Ws::new();
    let out = ws
        .call(&WriteFile::new(), json!({"path": "d/e/f.txt", "content": "hello\n"}))
        .await
        .unwrap();
    assert_eq!(out.content, "wrote 6 bytes to d/e/f.txt");
    let out = ws
        .call(
            &WriteFile::new(),
            json!({"path": "d/e/f.txt", "content": "world\n", "append": true}),
        )
        .await
        .unwrap();
    assert_eq!(out.content, "appended 6 bytes to d/e/f.txt");
    assert_eq!(ws.read("d/e/f.txt"), "hello\nworld\n");
}

#[tokio::test]
async fn overwrite_keeps_permissions() {
    use std::os::unix::fs::PermissionsExt;
    let ws = Ws::new();
    ws.write("run.sh", "#!/bin/sh\n");
    let path = ws.root().join("run.sh");
    std::fs::set_permissions(&path, std::fs::Permissions::from_mode(0o755)).unwrap();
    ws.call(
        &WriteFile::new(),
        json!({"path": "run.sh", "content": "#!/bin/sh\necho hi\n"}),
    )
    .await
    .unwrap();
    assert_eq!(ws.read("run.sh"), "#!/bin/sh\necho hi\n");
    assert_eq!(std::fs::metadata(&path).unwrap().permissions().mode() & 0o777, 0o755);
    let leftovers = std::fs::read_dir(ws.root()).unwrap().count();
    assert_eq!(leftovers, 1, "no temporary file left behind");
}

#[tokio::test]
async fn edit_file_no_match_and_ambiguous() {
    let ws = Ws::new();
    ws.write("a.rs", "let x = 1;\nlet x = 1;\n");
    let err = ws
        .call(
            &EditFile::new(),
            json!({"path": "a.rs", "old_string": "let y", "new_string": "let z"}),
        )
        .await
        .unwrap_err();
    assert!(err.to_string().contains("not found"), "{err}");
    let err = ws
        .call(
            &EditFile::new(),
            json!({"path": "a.rs", "old_string": "x = 1", "new_string": "x = 2"}),
        )
        .await
        .unwrap_err();
    let msg = err.to_string();
    assert!(msg.contains("occurs 2 times") && msg.contains("replace_all"), "{msg}");
    assert_eq!(ws.read("a.rs"), "let x = 1;\nlet x = 1;\n", "file untouched on error");
    let out = ws
        .call(
            &EditFile::new(),
            json!({"path": "a.rs", "old_string": "x = 1", "new_string": "x = 2", "replace_all": true}),
        )
        .await
        .unwrap();
    assert!(
        out.content.starts_with("replaced 2 occurrences in a.rs"),
        "{}",
        out.content
    );
    assert_eq!(ws.read("a.rs"), "let x = 2;\nlet x = 2;\n");
}

#[tokio::test]
async fn edit_file_returns_a_unified_diff() {
    let ws = Ws::new();
    ws.write(
        "src/main.rs",
        "use std::io;\n\nfn main() {\n    let name = \"world\";\n    println!(\"hello {name}\");\n}\n\nfn other() {}\n",
    );
    let out = ws
        .call(
            &EditFile::new(),
            json!({
                "path": "src/main.rs",
                "old_string": "    let name = \"world\";\n",
                "new_string": "    let name = \"ouzel\";\n    let greeting = \"hi\";\n",
            }),
        )
        .await
        .unwrap();
    insta::assert_snapshot!(out.content);
    assert_eq!(out.metadata.unwrap()["replacements"], 1);
}

#[tokio::test]
async fn list_files_honours_gitignore() {
    let ws = Ws::new();
    ws.write(".gitignore", "target/\n*.log\n");
    ws.write(".git/HEAD", "ref: refs/heads/main\n");
    ws.write(".env", "X=1\n");
    ws.write("src/lib.rs", "");
    ws.write("src/deep/er/x.rs", "");
    ws.write("target/debug/out", "");
    ws.write("build.log", "");
    ws.write("README.md", "");
    let out = ws.call(&ListFiles::new(), json!({})).await.unwrap();
    assert_eq!(out.content, ".env\n.gitignore\nREADME.md\nsrc/\nsrc/deep/\nsrc/lib.rs");
    let out = ws
        .call(&ListFiles::new(), json!({"path": "src", "depth": 5}))
        .await
        .unwrap();
    assert_eq!(out.content, "deep/\ndeep/er/\ndeep/er/x.rs\nlib.rs");
}

#[tokio::test]
async fn list_files_caps_entries() {
    let ws = Ws::new();
    for i in 0..520 {
        ws.write(&format!("f{i:03}"), "");
    }
    let out = ws.call(&ListFiles::new(), json!({"path": "."})).await.unwrap();
    assert_eq!(out.content.lines().count(), 501);
    assert!(
        out.content
            .ends_with("[... 20 more entries not shown; list a subdirectory or use a smaller depth]")
    );
}

#[test]
fn definitions_and_touched_paths() {
    let read = ReadFile::new();
    let d = read.definition();
    assert!(d.read_only && d.cacheable);
    assert_eq!(d.input_schema["required"], json!(["path"]));
    assert!(d.input_schema["properties"]["offset"]["description"].is_string());
    assert!(!WriteFile::new().definition().read_only);
    assert_eq!(
        EditFile::new().touched_paths(&json!({"path": "a/b"})),
        vec![Path::new("a/b")]
    );
    assert_eq!(ListFiles::new().touched_paths(&json!({})), vec![Path::new(".")]);
    let names = ouzel_tools::builtin_registry().names();
    for name in ["edit_file", "list_files", "read_file", "shell", "write_file"] {
        assert!(names.iter().any(|n| n == name), "{name} is not in {names:?}");
    }
}
