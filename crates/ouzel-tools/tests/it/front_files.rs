//! The file tools through a front that holds the files (an editor's buffers over ACP): the
//! buffer is read and written instead of the disk, after the path is confined as always. The
//! buffers here are a plain map, as an editor's would be.

use crate::{Ws, is_outside};
use ouzel_core::{FileAccess, async_trait};
use ouzel_tools::{EditFile, ReadFile, WriteFile};
use serde_json::json;
use std::collections::HashMap;
use std::path::{Path, PathBuf};
use std::sync::{Arc, Mutex};

/// Buffers by absolute path; every path asked for is recorded.
#[derive(Debug, Default)]
struct Buffers {
    text: Mutex<HashMap<PathBuf, String>>,
    asked: Mutex<Vec<PathBuf>>,
}

#[async_trait]
impl FileAccess for Buffers {
    async fn read_text(&self, path: &Path) -> Option<Result<String, String>> {
        self.asked.lock().unwrap().push(path.to_owned());
        Some(
            self.text
                .lock()
                .unwrap()
                .get(path)
                .cloned()
                .ok_or_else(|| format!("no buffer for {}", path.display())),
        )
    }

    async fn write_text(&self, path: &Path, text: &str) -> Option<Result<(), String>> {
        self.asked.lock().unwrap().push(path.to_owned());
        self.text.lock().unwrap().insert(path.to_owned(), text.to_owned());
        Some(Ok(()))
    }
}

fn with_buffers(files: &[(&str, &str)]) -> (Ws, Arc<Buffers>) {
    let mut ws = Ws::new();
    let buffers = Arc::new(Buffers::default());
    for (rel, text) in files {
        ws.write(rel, "on disk\n");
        buffers
            .text
            .lock()
            .unwrap()
            .insert(ws.root().join(rel), (*text).to_owned());
    }
    ws.ctx = ws.ctx.clone().with_files(Some(buffers.clone()));
    (ws, buffers)
}

#[tokio::test]
async fn read_file_reads_the_buffer_with_its_line_range() {
    let (ws, _) = with_buffers(&[("a.txt", "one\ntwo\nthree\n")]);
    let out = ws
        .ok(&ReadFile::new(), json!({"path": "a.txt", "offset": 2, "limit": 1}))
        .await;
    assert!(out.starts_with("two\n"), "{out}");
    assert!(out.contains("offset=3"), "says how to read on: {out}");
}

#[tokio::test]
async fn paths_outside_the_workspace_are_refused_before_the_front_is_asked() {
    let (ws, buffers) = with_buffers(&[]);
    let e = ws.err(&ReadFile::new(), json!({"path": "../../etc/passwd"})).await;
    assert!(is_outside(&e), "{e}");
    let e = ws
        .err(&WriteFile::new(), json!({"path": "/etc/x", "content": "x"}))
        .await;
    assert!(is_outside(&e), "{e}");
    assert!(buffers.asked.lock().unwrap().is_empty());
}

#[tokio::test]
async fn write_and_edit_change_the_buffer_not_the_disk() {
    let (ws, buffers) = with_buffers(&[("a.txt", "unsaved\n")]);
    let out = ws
        .call(
            &WriteFile::new(),
            json!({"path": "a.txt", "content": "more\n", "append": true}),
        )
        .await
        .unwrap();
    assert!(
        out.diff.as_deref().unwrap_or_default().contains("+more"),
        "{:?}",
        out.diff
    );
    let file = ws.root().join("a.txt");
    assert_eq!(buffers.text.lock().unwrap()[&file], "unsaved\nmore\n");
    let preview = ws
        .preview(
            &EditFile::new(),
            json!({"path": "a.txt", "old_string": "more", "new_string": "less"}),
        )
        .await
        .unwrap();
    assert!(preview.contains("-more") && preview.contains("+less"), "{preview}");
    ws.ok(
        &EditFile::new(),
        json!({"path": "a.txt", "old_string": "more", "new_string": "less"}),
    )
    .await;
    assert_eq!(buffers.text.lock().unwrap()[&file], "unsaved\nless\n");
    assert_eq!(ws.read("a.txt"), "on disk\n");
    // A new file has no buffer to read: it is created through the front from nothing.
    ws.ok(&WriteFile::new(), json!({"path": "dir/new.txt", "content": "fresh\n"}))
        .await;
    assert_eq!(buffers.text.lock().unwrap()[&ws.root().join("dir/new.txt")], "fresh\n");
    assert!(!ws.exists("dir/new.txt"), "the editor saves it, not ouzel");
}
