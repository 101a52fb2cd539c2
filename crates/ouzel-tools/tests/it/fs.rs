//! The filesystem tools.

use crate::{Ws, is_outside};
use ouzel_core::{ExtraDir, Risk, Tool, ToolCategory, ToolError};
use ouzel_tools::{
    CopyFile, CreateFile, DeleteFile, EditFile, FindDefinition, FindFiles, GrepSearch, ListFiles, MoveFile, ReadFile,
    WriteFile,
};
use serde_json::json;
use std::os::unix::fs::{PermissionsExt, symlink};
use std::path::Path;

fn numbered(n: usize) -> String {
    (1..=n).map(|i| format!("line {i}\n")).collect()
}

fn mode(p: &Path) -> u32 {
    std::fs::metadata(p).unwrap().permissions().mode() & 0o777
}

/// Names in the workspace root, to check no temporary file is left behind.
fn names(ws: &Ws) -> Vec<String> {
    let mut v: Vec<String> = std::fs::read_dir(ws.root())
        .unwrap()
        .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
        .collect();
    v.sort();
    v
}

// --- read_file -------------------------------------------------------------------------------

#[tokio::test]
async fn read_file_line_range() {
    let ws = Ws::new();
    ws.write("a.txt", numbered(10));
    let out = ws
        .ok(&ReadFile::new(), json!({"path": "a.txt", "offset": 3, "limit": 2}))
        .await;
    assert_eq!(
        out,
        "line 3\nline 4\n[showing lines 3-4; the file continues: call read_file with offset=5 to read more]"
    );
    let out = ws.ok(&ReadFile::new(), json!({"path": "a.txt", "offset": 9})).await;
    assert_eq!(out, "line 9\nline 10\n", "no note at the end of the file");
    let err = ws.err(&ReadFile::new(), json!({"path": "a.txt", "offset": 50})).await;
    assert!(err.to_string().contains("10 lines"), "{err}");
    let err = ws.err(&ReadFile::new(), json!({"path": "a.txt", "limit": 0})).await;
    assert!(matches!(err, ToolError::InvalidArguments { .. }), "{err}");
}

#[tokio::test]
async fn read_file_numbers_lines_on_request() {
    let ws = Ws::new();
    ws.write("src/lib.rs", "fn a() {}\n\nfn b() {\n    a();\n}\n");
    let out = ws
        .ok(
            &ReadFile::new(),
            json!({"path": "src/lib.rs", "offset": 2, "limit": 3, "line_numbers": true}),
        )
        .await;
    insta::assert_snapshot!(out);
}

#[tokio::test]
async fn read_file_caps_by_default() {
    let ws = Ws::new();
    ws.write("big.txt", numbered(2500));
    let out = ws.ok(&ReadFile::new(), json!({"path": "big.txt"})).await;
    assert!(
        out.ends_with("offset=2001 to read more]"),
        "{}",
        &out[out.len() - 200..]
    );
    let long = "x".repeat(200 * 1024);
    ws.write("wide.txt", format!("{long}\n{long}\n"));
    let out = ws.ok(&ReadFile::new(), json!({"path": "wide.txt"})).await;
    let note = out.lines().last().unwrap();
    insta::assert_snapshot!(note, @"[output capped at 256 KiB of this 401 KiB file: showing lines 1-1; call read_file with offset=2 to read more]");
    let huge = "y".repeat(300 * 1024);
    ws.write("one-line.txt", &huge);
    let out = ws.ok(&ReadFile::new(), json!({"path": "one-line.txt"})).await;
    assert!(out.ends_with("[line 1 is longer than 256 KiB and was cut; call read_file with offset=2 to read on]"));
}

#[tokio::test]
async fn read_file_refuses_binary_and_reports_non_utf8() {
    let ws = Ws::new();
    ws.write("bin", b"\x7fELF\0\0\x01");
    let err = ws.err(&ReadFile::new(), json!({"path": "bin"})).await;
    insta::assert_snapshot!(err.to_string(), @"`bin` looks like a binary file (7 bytes, it contains NUL bytes); read_file only reads text");
    ws.write("latin1.txt", b"ok\ncaf\xe9\n");
    let err = ws.err(&ReadFile::new(), json!({"path": "latin1.txt"})).await;
    insta::assert_snapshot!(err.to_string(), @"`latin1.txt` is not valid UTF-8 text (line 2); it may be binary or in another encoding such as Latin-1. Use the shell tool (e.g. `iconv` or `xxd`) to inspect it");
    let err = ws.err(&ReadFile::new(), json!({"path": "missing.txt"})).await;
    assert!(matches!(err, ToolError::NotFound { .. }), "{err}");
    std::fs::create_dir(ws.root().join("dir")).unwrap();
    let err = ws.err(&ReadFile::new(), json!({"path": "dir"})).await;
    assert!(err.to_string().contains("is a directory; use list_files"), "{err}");
    ws.write("empty", "");
    assert_eq!(ws.ok(&ReadFile::new(), json!({"path": "empty"})).await, "[empty file]");
}

// --- confinement, for every tool ---------------------------------------------------------------

#[tokio::test]
async fn paths_outside_the_workspace_are_refused_by_every_tool() {
    let ws = Ws::new();
    let outside = tempfile::tempdir().unwrap();
    std::fs::write(outside.path().join("secret.txt"), "secret\n").unwrap();
    symlink(outside.path(), ws.root().join("out")).unwrap();
    symlink(outside.path().join("secret.txt"), ws.root().join("secret-link")).unwrap();
    ws.write("in.txt", "inside\n");
    let abs = outside.path().join("secret.txt").display().to_string();
    for path in [
        "../x",
        abs.as_str(),
        "out/secret.txt",
        "secret-link",
        "a/../../x",
        "out/../../x",
    ] {
        let cases: Vec<(Box<dyn Tool>, serde_json::Value)> = vec![
            (Box::new(ReadFile::new()), json!({"path": path})),
            (Box::new(WriteFile::new()), json!({"path": path, "content": "x"})),
            (Box::new(CreateFile::new()), json!({"path": path, "content": "x"})),
            (
                Box::new(EditFile::new()),
                json!({"path": path, "old_string": "secret", "new_string": "x"}),
            ),
            (
                Box::new(CopyFile::new()),
                json!({"source": path, "destination": "copy.txt"}),
            ),
            (Box::new(GrepSearch::new()), json!({"pattern": "secret", "path": path})),
            (
                Box::new(FindDefinition::new()),
                json!({"symbol": "secret", "path": path}),
            ),
        ];
        // A destination names an entry: `secret-link` itself is inside (and exists).
        let cases = cases.into_iter().chain(
            (path != "secret-link")
                .then(|| {
                    [
                        (
                            Box::new(CopyFile::new()) as Box<dyn Tool>,
                            json!({"source": "in.txt", "destination": path}),
                        ),
                        (
                            Box::new(MoveFile::new()),
                            json!({"source": "in.txt", "destination": path}),
                        ),
                    ]
                })
                .into_iter()
                .flatten(),
        );
        for (tool, input) in cases {
            let err = ws.err(tool.as_ref(), input.clone()).await;
            assert!(is_outside(&err), "{} {input}: {err}", tool.definition().name);
        }
    }
    // Entries are named by their parent, so the link itself may be removed or renamed, but
    // nothing through it: the target stays.
    for path in ["../x", "out/secret.txt", abs.as_str()] {
        for (tool, input) in [
            (Box::new(DeleteFile::new()) as Box<dyn Tool>, json!({"path": path})),
            (
                Box::new(MoveFile::new()),
                json!({"source": path, "destination": "moved"}),
            ),
        ] {
            let err = ws.err(tool.as_ref(), input.clone()).await;
            assert!(is_outside(&err), "{} {input}: {err}", tool.definition().name);
        }
    }
    for path in ["out", "../", "/"] {
        let err = ws.err(&ListFiles::new(), json!({"path": path})).await;
        assert!(is_outside(&err), "{path}: {err}");
        let err = ws.err(&FindFiles::new(), json!({"pattern": "*", "path": path})).await;
        assert!(is_outside(&err), "{path}: {err}");
    }
    assert_eq!(
        std::fs::read_to_string(outside.path().join("secret.txt")).unwrap(),
        "secret\n"
    );
    assert!(!ws.exists("copy.txt") && !ws.exists("moved"));
    // Replacing the link replaces the link, not the file outside it points to.
    ws.ok(
        &MoveFile::new(),
        json!({"source": "in.txt", "destination": "secret-link", "overwrite": true}),
    )
    .await;
    assert_eq!(ws.read("secret-link"), "inside\n");
    assert!(
        !ws.root()
            .join("secret-link")
            .symlink_metadata()
            .unwrap()
            .file_type()
            .is_symlink()
    );
    let err = ws.err(&DeleteFile::new(), json!({"path": "."})).await;
    assert!(err.to_string().contains("root of the workspace"), "{err}");
}

#[tokio::test]
async fn read_only_extra_directories_can_be_read_and_searched_but_not_changed() {
    let extra = tempfile::tempdir().unwrap();
    let extra_path = extra.path().canonicalize().unwrap();
    std::fs::write(extra_path.join("notes.md"), "todo: ship it\n").unwrap();
    let ws = Ws::new().with_extra(vec![ExtraDir {
        path: extra_path.clone(),
        writable: false,
    }]);
    let file = extra_path.join("notes.md").display().to_string();
    assert_eq!(ws.ok(&ReadFile::new(), json!({"path": file})).await, "todo: ship it\n");
    let dir = extra_path.display().to_string();
    let out = ws.ok(&GrepSearch::new(), json!({"pattern": "todo", "path": dir})).await;
    assert!(out.starts_with(&format!("{file}:1: todo: ship it")), "{out}");
    for (tool, input) in [
        (
            Box::new(EditFile::new()) as Box<dyn Tool>,
            json!({"path": file, "old_string": "todo", "new_string": "done"}),
        ),
        (Box::new(DeleteFile::new()), json!({"path": file})),
        (
            Box::new(MoveFile::new()),
            json!({"source": file, "destination": "n.md"}),
        ),
        (
            Box::new(CreateFile::new()),
            json!({"path": format!("{dir}/new.md"), "content": ""}),
        ),
    ] {
        let err = ws.err(tool.as_ref(), input.clone()).await;
        assert!(matches!(err, ToolError::PermissionDenied { .. }), "{input}: {err}");
    }
    // Copying out of it into the workspace is fine.
    ws.ok(&CopyFile::new(), json!({"source": file, "destination": "notes.md"}))
        .await;
    assert_eq!(ws.read("notes.md"), "todo: ship it\n");
}

// --- write_file and create_file ----------------------------------------------------------------

#[tokio::test]
async fn write_then_append() {
    let ws = Ws::new();
    let out = ws
        .ok(&WriteFile::new(), json!({"path": "d/e/f.txt", "content": "hello\n"}))
        .await;
    assert_eq!(out, "wrote 6 bytes to d/e/f.txt");
    let path = ws.root().join("d/e/f.txt");
    std::fs::set_permissions(&path, std::fs::Permissions::from_mode(0o640)).unwrap();
    let out = ws
        .ok(
            &WriteFile::new(),
            json!({"path": "d/e/f.txt", "content": "world\n", "append": true}),
        )
        .await;
    assert_eq!(out, "appended 6 bytes to d/e/f.txt");
    assert_eq!(ws.read("d/e/f.txt"), "hello\nworld\n");
    assert_eq!(mode(&path), 0o640, "append keeps permissions");
    ws.ok(
        &WriteFile::new(),
        json!({"path": "new.log", "content": "first\n", "append": true}),
    )
    .await;
    assert_eq!(ws.read("new.log"), "first\n", "append creates a missing file");
    assert_eq!(names(&ws), ["d", "new.log"], "no temporary file left behind");
    let err = ws.err(&WriteFile::new(), json!({"path": "d", "content": "x"})).await;
    assert!(err.to_string().contains("is a directory"), "{err}");
}

#[tokio::test]
async fn overwrite_keeps_permissions_and_new_files_follow_the_umask() {
    let ws = Ws::new();
    ws.write("run.sh", "#!/bin/sh\n");
    let path = ws.root().join("run.sh");
    std::fs::set_permissions(&path, std::fs::Permissions::from_mode(0o755)).unwrap();
    ws.ok(
        &WriteFile::new(),
        json!({"path": "run.sh", "content": "#!/bin/sh\necho hi\n"}),
    )
    .await;
    assert_eq!(ws.read("run.sh"), "#!/bin/sh\necho hi\n");
    assert_eq!(mode(&path), 0o755);
    assert_eq!(names(&ws), ["run.sh"], "no temporary file left behind");
    // A new file gets what a plain create would give it (0o666 less the umask), not the
    // temporary file's 0o600.
    ws.write("plain.txt", "");
    ws.ok(&WriteFile::new(), json!({"path": "written.txt", "content": "x"}))
        .await;
    ws.ok(&CreateFile::new(), json!({"path": "created.txt", "content": "x"}))
        .await;
    let plain = mode(&ws.root().join("plain.txt"));
    assert_eq!(mode(&ws.root().join("written.txt")), plain);
    assert_eq!(mode(&ws.root().join("created.txt")), plain);
}

#[tokio::test]
async fn create_file_never_overwrites() {
    let ws = Ws::new();
    let out = ws
        .ok(
            &CreateFile::new(),
            json!({"path": "pkg/mod/__init__.py", "content": "x = 1\ny = 2\n"}),
        )
        .await;
    insta::assert_snapshot!(out, @"created pkg/mod/__init__.py (12 bytes, 2 lines)");
    assert_eq!(ws.read("pkg/mod/__init__.py"), "x = 1\ny = 2\n");
    let err = ws
        .err(
            &CreateFile::new(),
            json!({"path": "pkg/mod/__init__.py", "content": "other"}),
        )
        .await;
    insta::assert_snapshot!(err.to_string(), @"`pkg/mod/__init__.py` already exists; use edit_file to change it or write_file to replace it");
    assert_eq!(ws.read("pkg/mod/__init__.py"), "x = 1\ny = 2\n", "unchanged");
    // A directory, or a symlink to an existing file, counts as existing.
    let err = ws.err(&CreateFile::new(), json!({"path": "pkg", "content": ""})).await;
    assert!(err.to_string().contains("already exists"), "{err}");
    symlink("pkg/mod/__init__.py", ws.root().join("link.py")).unwrap();
    let err = ws
        .err(&CreateFile::new(), json!({"path": "link.py", "content": ""}))
        .await;
    assert!(err.to_string().contains("already exists"), "{err}");
    assert_eq!(ws.read("pkg/mod/__init__.py"), "x = 1\ny = 2\n");
}

// --- edit_file -------------------------------------------------------------------------------

#[tokio::test]
async fn edit_file_no_match_shows_the_nearest_lines() {
    let ws = Ws::new();
    ws.write(
        "a.rs",
        "fn main() {\n    let total = add(1, 2);\n    println!(\"{total}\");\n}\n",
    );
    // Same text, other indentation.
    let err = ws
        .err(
            &EditFile::new(),
            json!({"path": "a.rs", "old_string": "let total = add(1, 2);\nprintln!(\"{total}\");", "new_string": "x"}),
        )
        .await;
    insta::assert_snapshot!("edit_whitespace_differs", err.to_string());
    // A near miss.
    let err = ws
        .err(
            &EditFile::new(),
            json!({"path": "a.rs", "old_string": "    let total = add(1, 3);\n", "new_string": "x"}),
        )
        .await;
    insta::assert_snapshot!("edit_near_miss", err.to_string());
    let err = ws
        .err(
            &EditFile::new(),
            json!({"path": "a.rs", "old_string": "qqqqqqqqqqqqqqqqqqqqqq", "new_string": "x"}),
        )
        .await;
    assert!(err.to_string().contains("No similar text was found"), "{err}");
    ws.write("latin1.txt", b"caf\xe9\n");
    let err = ws
        .err(
            &EditFile::new(),
            json!({"path": "latin1.txt", "old_string": "caf", "new_string": "cafe"}),
        )
        .await;
    assert!(err.to_string().contains("not valid UTF-8"), "{err}");
    let err = ws
        .err(
            &EditFile::new(),
            json!({"path": "nope.rs", "old_string": "a", "new_string": "b"}),
        )
        .await;
    assert!(matches!(err, ToolError::NotFound { .. }), "{err}");
}

#[tokio::test]
async fn edit_file_ambiguous_match_lists_where() {
    let ws = Ws::new();
    ws.write("a.rs", "let x = 1;\nlet y = 0;\nlet x = 1;\n");
    let err = ws
        .err(
            &EditFile::new(),
            json!({"path": "a.rs", "old_string": "x = 1", "new_string": "x = 2"}),
        )
        .await;
    insta::assert_snapshot!(err.to_string());
    assert_eq!(
        ws.read("a.rs"),
        "let x = 1;\nlet y = 0;\nlet x = 1;\n",
        "file untouched on error"
    );
    let out = ws
        .ok(
            &EditFile::new(),
            json!({"path": "a.rs", "old_string": "x = 1", "new_string": "x = 2", "replace_all": true}),
        )
        .await;
    assert!(out.starts_with("replaced 2 occurrences in a.rs"), "{out}");
    assert_eq!(ws.read("a.rs"), "let x = 2;\nlet y = 0;\nlet x = 2;\n");
}

#[tokio::test]
async fn write_and_create_report_the_change_as_a_diff_for_uis() {
    let ws = Ws::new();
    ws.write("notes.md", "one\ntwo\n");
    let out = ws
        .call(&WriteFile::new(), json!({"path": "notes.md", "content": "one\n2\n"}))
        .await
        .unwrap();
    let diff = out.diff.unwrap();
    assert!(diff.contains("-two\n+2\n"), "{diff}");
    // The model's text stays short: the diff is for the screen.
    assert!(!out.content.contains("-two"), "{}", out.content);
    let out = ws
        .call(&CreateFile::new(), json!({"path": "new.txt", "content": "hello\n"}))
        .await
        .unwrap();
    let diff = out.diff.unwrap();
    assert!(diff.contains("+++ b/new.txt") && diff.contains("+hello"), "{diff}");
}

/// The diff a call's output carries for the screen.
fn diff_of(out: ouzel_core::ToolOutput) -> String {
    out.diff.unwrap()
}

#[tokio::test]
async fn an_approver_sees_the_exact_diff_a_write_will_make_before_anything_changes() {
    let ws = Ws::new();
    ws.write("notes.md", "one\ntwo\nthree\n");
    ws.write("src/a.rs", "let x = 1;\nlet y = 1;\n");

    // write_file: replace and append.
    let replace = json!({"path": "notes.md", "content": "one\n2\nthree\n"});
    let shown = ws.preview(&WriteFile::new(), replace.clone()).await.unwrap();
    assert_eq!(ws.read("notes.md"), "one\ntwo\nthree\n", "a preview writes nothing");
    let done = diff_of(ws.call(&WriteFile::new(), replace).await.unwrap());
    assert_eq!(shown, done);
    assert!(shown.contains("-two\n+2\n"), "{shown}");
    let append = json!({"path": "notes.md", "content": "four\n", "append": true});
    let shown = ws.preview(&WriteFile::new(), append.clone()).await.unwrap();
    assert_eq!(shown, diff_of(ws.call(&WriteFile::new(), append).await.unwrap()));
    assert!(shown.contains("+four"), "{shown}");

    // edit_file, several edits at once.
    let edits = json!({"path": "src/a.rs", "edits": [
        {"old_string": "let x = 1;", "new_string": "let x = 2;"},
        {"old_string": "let y = 1;", "new_string": "let y = 3;"},
    ]});
    let shown = ws.preview(&EditFile::new(), edits.clone()).await.unwrap();
    assert_eq!(
        ws.read("src/a.rs"),
        "let x = 1;\nlet y = 1;\n",
        "a preview edits nothing"
    );
    assert_eq!(shown, diff_of(ws.call(&EditFile::new(), edits).await.unwrap()));
    assert!(shown.contains("+let x = 2;\n+let y = 3;"), "{shown}");

    // create_file and write_file of a new file: everything is added; no file appears.
    let create = json!({"path": "new/mod.rs", "content": "pub fn f() {}\n"});
    let shown = ws.preview(&CreateFile::new(), create.clone()).await.unwrap();
    assert!(!ws.exists("new"), "a preview creates no directory");
    assert_eq!(shown, diff_of(ws.call(&CreateFile::new(), create).await.unwrap()));
    assert!(
        shown.contains("+++ b/new/mod.rs") && shown.contains("+pub fn f() {}"),
        "{shown}"
    );
    let shown = ws
        .preview(&WriteFile::new(), json!({"path": "fresh.txt", "content": "hi\n"}))
        .await
        .unwrap();
    assert!(shown.contains("+hi"), "{shown}");
    assert!(!ws.exists("fresh.txt"));
}

#[tokio::test]
async fn calls_that_will_fail_preview_nothing_and_the_failure_is_told_when_they_run() {
    let ws = Ws::new();
    ws.write("a.rs", "let x = 1;\n");
    ws.write("taken.txt", "x");
    let none = [
        // old_string not in the file
        (
            Box::new(EditFile::new()) as Box<dyn Tool>,
            json!({"path": "a.rs", "old_string": "nope", "new_string": "y"}),
        ),
        // file missing
        (
            Box::new(EditFile::new()),
            json!({"path": "gone.rs", "old_string": "a", "new_string": "b"}),
        ),
        // outside the workspace
        (
            Box::new(WriteFile::new()),
            json!({"path": "../escape.txt", "content": "x"}),
        ),
        // already exists
        (
            Box::new(CreateFile::new()),
            json!({"path": "taken.txt", "content": "y"}),
        ),
        // malformed arguments
        (Box::new(WriteFile::new()), json!({"path": 3})),
        // read-only tools show nothing beyond their arguments
        (Box::new(ReadFile::new()), json!({"path": "a.rs"})),
    ];
    for (tool, input) in none {
        assert_eq!(ws.preview(tool.as_ref(), input.clone()).await, None, "{input}");
    }
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
async fn edit_file_applies_several_edits_all_or_nothing() {
    let ws = Ws::new();
    let original = "struct Config {\n    port: u16,\n}\n\nfn port() -> u16 {\n    8080\n}\n";
    ws.write("src/config.rs", original);
    let err = ws
        .err(
            &EditFile::new(),
            json!({"path": "src/config.rs", "edits": [
                {"old_string": "port: u16", "new_string": "port: u32"},
                {"old_string": "-> u64", "new_string": "-> u32"},
            ]}),
        )
        .await;
    assert!(
        err.to_string().starts_with("edit 2 of 2: old_string was not found"),
        "{err}"
    );
    assert_eq!(
        ws.read("src/config.rs"),
        original,
        "nothing written when one edit fails"
    );
    let out = ws
        .ok(
            &EditFile::new(),
            json!({"path": "src/config.rs", "edits": [
                {"old_string": "port: u16", "new_string": "port: u32"},
                {"old_string": "-> u16", "new_string": "-> u32"},
                {"old_string": "8080", "new_string": "9090"},
            ]}),
        )
        .await;
    insta::assert_snapshot!(out);
    // Malformed requests say what to send.
    for (input, want) in [
        (
            json!({"path": "src/config.rs"}),
            "old_string and new_string are required",
        ),
        (
            json!({"path": "src/config.rs", "old_string": "a", "new_string": "b", "edits": []}),
            "not both",
        ),
        (json!({"path": "src/config.rs", "edits": []}), "edits is empty"),
        (
            json!({"path": "src/config.rs", "old_string": "", "new_string": "b"}),
            "old_string is empty",
        ),
        (
            json!({"path": "src/config.rs", "old_string": "b", "new_string": "b"}),
            "the same",
        ),
    ] {
        let err = ws.err(&EditFile::new(), input).await;
        assert!(
            matches!(err, ToolError::InvalidArguments { .. }) && err.to_string().contains(want),
            "{err}"
        );
    }
}

#[tokio::test]
async fn edit_file_keeps_permissions() {
    let ws = Ws::new();
    ws.write("tool.sh", "echo one\n");
    let path = ws.root().join("tool.sh");
    std::fs::set_permissions(&path, std::fs::Permissions::from_mode(0o750)).unwrap();
    ws.ok(
        &EditFile::new(),
        json!({"path": "tool.sh", "old_string": "one", "new_string": "two"}),
    )
    .await;
    assert_eq!(mode(&path), 0o750);
    assert_eq!(names(&ws), ["tool.sh"]);
}

// --- list_files ------------------------------------------------------------------------------

#[tokio::test]
async fn list_files_honours_gitignore_and_counts_what_is_below_the_depth() {
    let ws = Ws::new();
    ws.write(".gitignore", "target/\n*.log\n");
    ws.write(".git/HEAD", "ref: refs/heads/main\n");
    ws.write(".env", "X=1\n");
    ws.write("src/lib.rs", "");
    ws.write("src/deep/er/x.rs", "");
    ws.write("src/deep/y.rs", "");
    ws.write("src/deep/z.log", "");
    ws.write("target/debug/out", "");
    ws.write("build.log", "");
    ws.write("README.md", "");
    let out = ws.ok(&ListFiles::new(), json!({})).await;
    insta::assert_snapshot!(out, @r"
    .env
    .gitignore
    README.md
    src/
    src/deep/ (2 entries)
    src/lib.rs
    ");
    let out = ws.ok(&ListFiles::new(), json!({"path": "src", "depth": 5})).await;
    assert_eq!(out, "deep/\ndeep/er/\ndeep/er/x.rs\ndeep/y.rs\nlib.rs");
    let err = ws.err(&ListFiles::new(), json!({"path": "src/lib.rs"})).await;
    assert!(err.to_string().contains("not a directory"), "{err}");
    let err = ws.err(&ListFiles::new(), json!({"path": "nope"})).await;
    assert!(matches!(err, ToolError::NotFound { .. }), "{err}");
}

#[tokio::test]
async fn list_files_caps_entries() {
    let ws = Ws::new();
    for i in 0..520 {
        ws.write(&format!("f{i:03}"), "");
    }
    let out = ws.ok(&ListFiles::new(), json!({"path": "."})).await;
    assert_eq!(out.lines().count(), 501);
    assert!(
        out.ends_with("[... 20 more entries not shown (500 listed); list a subdirectory or use a smaller depth]"),
        "{}",
        out.lines().last().unwrap()
    );
}

// --- delete_file -----------------------------------------------------------------------------

#[tokio::test]
async fn delete_file_removes_files_links_and_directories_on_request() {
    let ws = Ws::new();
    ws.write("a.txt", "a");
    ws.write("dir/one.txt", "1");
    ws.write("dir/sub/two.txt", "2");
    std::fs::create_dir(ws.root().join("empty")).unwrap();
    let outside = tempfile::tempdir().unwrap();
    std::fs::write(outside.path().join("keep.txt"), "keep").unwrap();
    symlink(outside.path().join("keep.txt"), ws.root().join("link")).unwrap();
    symlink(ws.root().join("dir"), ws.root().join("dirlink")).unwrap();

    assert_eq!(
        ws.ok(&DeleteFile::new(), json!({"path": "a.txt"})).await,
        "deleted file a.txt"
    );
    assert!(!ws.exists("a.txt"));
    // A link is removed itself; its target (here outside the workspace) is left alone.
    assert_eq!(
        ws.ok(&DeleteFile::new(), json!({"path": "link"})).await,
        "deleted symlink link"
    );
    assert!(outside.path().join("keep.txt").exists());
    assert_eq!(
        ws.ok(&DeleteFile::new(), json!({"path": "dirlink"})).await,
        "deleted symlink dirlink"
    );
    assert!(ws.exists("dir/one.txt"));

    let err = ws.err(&DeleteFile::new(), json!({"path": "dir"})).await;
    insta::assert_snapshot!(err.to_string(), @"`dir` is a directory holding 2 files; set recursive to true to delete it with everything in it");
    assert!(ws.exists("dir/sub/two.txt"));
    assert_eq!(
        ws.ok(&DeleteFile::new(), json!({"path": "dir", "recursive": true}))
            .await,
        "deleted directory dir (2 files)"
    );
    assert!(!ws.exists("dir"));
    assert_eq!(
        ws.ok(&DeleteFile::new(), json!({"path": "empty"})).await,
        "deleted directory empty (0 files)"
    );
    let err = ws.err(&DeleteFile::new(), json!({"path": "a.txt"})).await;
    assert!(matches!(err, ToolError::NotFound { .. }), "{err}");
}

// --- move_file and copy_file -------------------------------------------------------------------

#[tokio::test]
async fn move_file_renames_moves_into_directories_and_refuses_to_clobber() {
    let ws = Ws::new();
    ws.write("a.txt", "a");
    ws.write("b.txt", "b");
    ws.write("src/x.rs", "x");
    std::fs::create_dir(ws.root().join("docs")).unwrap();
    let out = ws
        .ok(
            &MoveFile::new(),
            json!({"source": "a.txt", "destination": "notes/a.md"}),
        )
        .await;
    insta::assert_snapshot!(out, @"moved a.txt -> notes/a.md");
    assert_eq!(ws.read("notes/a.md"), "a");
    assert!(!ws.exists("a.txt"));
    let out = ws
        .ok(&MoveFile::new(), json!({"source": "notes/a.md", "destination": "docs"}))
        .await;
    assert_eq!(out, "moved notes/a.md -> docs/a.md", "into an existing directory");
    let err = ws
        .err(&MoveFile::new(), json!({"source": "b.txt", "destination": "docs/a.md"}))
        .await;
    insta::assert_snapshot!(err.to_string(), @"`docs/a.md` already exists; set overwrite to true to replace it");
    ws.ok(
        &MoveFile::new(),
        json!({"source": "b.txt", "destination": "docs/a.md", "overwrite": true}),
    )
    .await;
    assert_eq!(ws.read("docs/a.md"), "b");
    // Directories move whole, but never into themselves and never over a directory.
    ws.ok(&MoveFile::new(), json!({"source": "src", "destination": "lib"}))
        .await;
    assert_eq!(ws.read("lib/x.rs"), "x");
    let err = ws
        .err(&MoveFile::new(), json!({"source": "lib", "destination": "lib/inner"}))
        .await;
    assert!(err.to_string().contains("into itself"), "{err}");
    let err = ws
        .err(&MoveFile::new(), json!({"source": "gone", "destination": "x"}))
        .await;
    assert!(matches!(err, ToolError::NotFound { .. }), "{err}");
    let err = ws
        .err(
            &MoveFile::new(),
            json!({"source": "docs/a.md", "destination": "docs/a.md"}),
        )
        .await;
    assert!(err.to_string().contains("same path"), "{err}");
}

#[tokio::test]
async fn copy_file_copies_files_and_trees_keeping_permissions() {
    let ws = Ws::new();
    ws.write("bin/run.sh", "#!/bin/sh\n");
    ws.write("bin/lib/util.sh", "u\n");
    std::fs::set_permissions(ws.root().join("bin/run.sh"), std::fs::Permissions::from_mode(0o755)).unwrap();
    symlink("run.sh", ws.root().join("bin/alias")).unwrap();
    let out = ws
        .ok(
            &CopyFile::new(),
            json!({"source": "bin/run.sh", "destination": "run2.sh"}),
        )
        .await;
    assert_eq!(out, "copied bin/run.sh -> run2.sh");
    assert_eq!(mode(&ws.root().join("run2.sh")), 0o755);
    let out = ws
        .ok(&CopyFile::new(), json!({"source": "bin", "destination": "backup/bin"}))
        .await;
    insta::assert_snapshot!(out, @"copied bin -> backup/bin (3 files)");
    assert_eq!(ws.read("backup/bin/lib/util.sh"), "u\n");
    assert_eq!(mode(&ws.root().join("backup/bin/run.sh")), 0o755);
    assert_eq!(
        std::fs::read_link(ws.root().join("backup/bin/alias")).unwrap(),
        Path::new("run.sh"),
        "links are copied as links"
    );
    let err = ws
        .err(
            &CopyFile::new(),
            json!({"source": "bin/run.sh", "destination": "run2.sh"}),
        )
        .await;
    assert!(err.to_string().contains("already exists; set overwrite"), "{err}");
    ws.write("other.sh", "other\n");
    ws.ok(
        &CopyFile::new(),
        json!({"source": "other.sh", "destination": "run2.sh", "overwrite": true}),
    )
    .await;
    assert_eq!(ws.read("run2.sh"), "other\n");
    let err = ws
        .err(&CopyFile::new(), json!({"source": "bin", "destination": "bin/inner"}))
        .await;
    assert!(err.to_string().contains("into itself"), "{err}");
    let err = ws
        .err(&CopyFile::new(), json!({"source": "none", "destination": "x"}))
        .await;
    assert!(matches!(err, ToolError::NotFound { .. }), "{err}");
    // Into an existing directory; no staging directory is left behind.
    ws.ok(&CopyFile::new(), json!({"source": "other.sh", "destination": "bin"}))
        .await;
    assert_eq!(ws.read("bin/other.sh"), "other\n");
    assert_eq!(names(&ws), ["backup", "bin", "other.sh", "run2.sh"]);
}

// --- definitions ---------------------------------------------------------------------------------

#[test]
fn risk_flags_and_touched_paths_follow_the_tables() {
    let reg = ouzel_tools::builtin_registry();
    let def = |n: &str| reg.get(n).unwrap().definition().clone();
    for name in [
        "read_file",
        "list_files",
        "grep_search",
        "find_files",
        "find_definition",
    ] {
        let d = def(name);
        assert_eq!(d.risk, Risk::Low, "{name}");
        assert!(d.effects.cache_ttl().is_some(), "cached read: {name}");
    }
    for name in ["create_file", "write_file", "edit_file", "copy_file"] {
        let d = def(name);
        assert_eq!(d.risk, Risk::Medium, "{name}");
        assert_eq!(d.effects, ouzel_core::Effects::Writes, "{name}");
    }
    for name in ["delete_file", "move_file"] {
        let d = def(name);
        assert_eq!(d.risk, Risk::High, "{name}");
        assert_eq!(d.effects, ouzel_core::Effects::Writes, "{name}");
    }
    for name in ["grep_search", "find_files", "find_definition"] {
        assert_eq!(def(name).category, ToolCategory::Search);
    }
    for name in [
        "read_file",
        "list_files",
        "create_file",
        "copy_file",
        "move_file",
        "delete_file",
    ] {
        assert_eq!(def(name).category, ToolCategory::Filesystem);
    }
    let d = def("read_file");
    assert_eq!(d.input_schema["required"], json!(["path"]));
    assert!(d.input_schema["properties"]["line_numbers"]["description"].is_string());
    let d = def("grep_search");
    assert_eq!(d.input_schema["required"], json!(["pattern"]));
    for arg in [
        "path",
        "glob",
        "fixed_strings",
        "case_insensitive",
        "context",
        "max_results",
    ] {
        assert!(d.input_schema["properties"][arg].is_object(), "{arg}");
    }
    assert!(def("edit_file").input_schema["properties"]["edits"]["items"]["properties"]["old_string"].is_object());

    let touched = |n: &str, input| reg.get(n).unwrap().touched_paths(&input);
    assert_eq!(touched("edit_file", json!({"path": "a/b"})), [Path::new("a/b")]);
    assert_eq!(touched("list_files", json!({})), [Path::new(".")]);
    assert_eq!(touched("grep_search", json!({"pattern": "x"})), [Path::new(".")]);
    assert_eq!(
        touched("find_definition", json!({"symbol": "x", "path": "src"})),
        [Path::new("src")]
    );
    assert_eq!(
        touched("move_file", json!({"source": "a", "destination": "b"})),
        [Path::new("a"), Path::new("b")]
    );
    assert_eq!(
        touched("copy_file", json!({"source": "a", "destination": "b"})),
        [Path::new("a"), Path::new("b")]
    );
    assert_eq!(touched("delete_file", json!({"path": "x"})), [Path::new("x")]);
    assert_eq!(touched("create_file", json!({"path": "x"})), [Path::new("x")]);
}

#[tokio::test]
async fn an_approver_sees_what_a_delete_would_remove_and_nothing_is_removed() {
    let ws = Ws::new();
    ws.write("notes.md", "one\ntwo\n");
    ws.write("build/a.o", "x");
    ws.write("build/sub/b.o", "y");
    ws.write("build/sub/c.o", "z");
    ws.write("blob.bin", [0u8, 159, 146, 150]);
    symlink("notes.md", ws.root().join("link")).unwrap();

    let shown = ws
        .preview(&DeleteFile::new(), json!({"path": "notes.md"}))
        .await
        .unwrap();
    assert!(
        shown.contains("-one\n-two\n"),
        "a text file's lines, as removed: {shown}"
    );
    let shown = ws
        .preview(&DeleteFile::new(), json!({"path": "build", "recursive": true}))
        .await
        .unwrap();
    assert_eq!(
        shown,
        "deletes the directory build and 3 files:\n-build/a.o\n-build/sub/b.o\n-build/sub/c.o\n"
    );
    let shown = ws
        .preview(&DeleteFile::new(), json!({"path": "blob.bin"}))
        .await
        .unwrap();
    assert_eq!(shown, "deletes blob.bin (4 bytes)");
    let shown = ws.preview(&DeleteFile::new(), json!({"path": "link"})).await.unwrap();
    assert_eq!(shown, "deletes the symlink link (not notes.md)");
    // Calls that will fail show nothing: a full directory without `recursive`, a missing path.
    assert_eq!(ws.preview(&DeleteFile::new(), json!({"path": "build"})).await, None);
    assert_eq!(ws.preview(&DeleteFile::new(), json!({"path": "nope"})).await, None);
    assert!(ws.exists("notes.md") && ws.exists("build/sub/c.o") && ws.exists("link"));
}

#[tokio::test]
async fn a_move_or_copy_over_an_existing_file_previews_what_it_replaces() {
    let ws = Ws::new();
    ws.write("new.cfg", "port = 81\n");
    ws.write("app.cfg", "port = 80\n");
    ws.write("same.cfg", "port = 81\n");
    ws.write("dir/new.cfg", "port = 79\n");
    let over = json!({"source": "new.cfg", "destination": "app.cfg", "overwrite": true});
    for tool in [Box::new(MoveFile::new()) as Box<dyn Tool>, Box::new(CopyFile::new())] {
        let shown = ws.preview(tool.as_ref(), over.clone()).await.unwrap();
        assert!(
            shown.contains("+++ b/app.cfg") && shown.contains("-port = 80\n+port = 81"),
            "{shown}"
        );
        // Into a directory: the file of the same name there is what is replaced.
        let shown = ws
            .preview(
                tool.as_ref(),
                json!({"source": "new.cfg", "destination": "dir", "overwrite": true}),
            )
            .await
            .unwrap();
        assert!(shown.contains("-port = 79"), "{shown}");
        let shown = ws
            .preview(
                tool.as_ref(),
                json!({"source": "new.cfg", "destination": "same.cfg", "overwrite": true}),
            )
            .await
            .unwrap();
        assert_eq!(shown, "replaces same.cfg with the same content");
        // Nothing replaced, or a call that will fail (no overwrite): nothing to show.
        assert_eq!(
            ws.preview(tool.as_ref(), json!({"source": "new.cfg", "destination": "fresh.cfg"}))
                .await,
            None
        );
        assert_eq!(
            ws.preview(tool.as_ref(), json!({"source": "new.cfg", "destination": "app.cfg"}))
                .await,
            None
        );
    }
    assert_eq!(ws.read("app.cfg"), "port = 80\n");
    assert!(ws.exists("new.cfg"));
}
