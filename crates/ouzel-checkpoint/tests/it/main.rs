//! Checkpoints and rewinds on real files in temp directories.
#![allow(clippy::unwrap_used, unreachable_pub)]

use ouzel_checkpoint::{ChangeKind, Keeper, SessionCheckpoints, Store};
use ouzel_core::{Checkpoints, Message, Reach, SessionId, ToolCallId};
use std::os::unix::fs::PermissionsExt;
use std::path::{Path, PathBuf};

struct Setup {
    _dirs: (tempfile::TempDir, tempfile::TempDir),
    ws: PathBuf,
    store: Store,
    session: SessionId,
    keeper: Keeper,
}

fn setup(max: u64) -> Setup {
    let (data, ws) = (tempfile::tempdir().unwrap(), tempfile::tempdir().unwrap());
    let root = ws.path().canonicalize().unwrap();
    let store = Store::new(data.path().join("checkpoints"));
    let session = SessionId::generate();
    let keeper = Keeper::new(store.clone(), session.clone(), root.clone(), max);
    Setup {
        _dirs: (data, ws),
        ws: root,
        store,
        session,
        keeper,
    }
}

impl Setup {
    /// Runs `change` as one call reaching `reach`.
    async fn call(&self, id: &str, reach: Reach<'_>, change: impl FnOnce(&Path)) {
        let id = ToolCallId::new(id);
        self.keeper.before_call(&id, reach).await.unwrap();
        change(&self.ws);
        self.keeper.after_call(&id).await.unwrap();
    }

    fn checkpoints(&self) -> SessionCheckpoints {
        SessionCheckpoints::new(self.store.clone(), self.session.clone())
    }
}

fn mode(p: &Path) -> u32 {
    std::fs::symlink_metadata(p).unwrap().permissions().mode() & 0o7777
}

#[tokio::test(flavor = "multi_thread")]
async fn directories_symlinks_and_a_same_size_rewrite_right_after_an_edit_are_rewound() {
    let s = setup(1 << 20);
    std::fs::write(s.ws.join("a.txt"), "aaaa").unwrap();
    std::fs::create_dir(s.ws.join("old")).unwrap();
    std::fs::write(s.ws.join("old/x"), "x").unwrap();
    std::os::unix::fs::symlink("a.txt", s.ws.join("link")).unwrap();
    let prompt = Message::user("reshape");
    s.keeper.begin_turn(&prompt).await.unwrap();
    let a = [s.ws.join("a.txt")];
    s.call("c1", Reach::Paths(&a), |ws| {
        std::fs::write(ws.join("a.txt"), "bbbb").unwrap()
    })
    .await;
    // At once, same size: the stat may not show it, the content does.
    s.call("c2", Reach::Workspace, |ws| {
        std::fs::write(ws.join("a.txt"), "cccc").unwrap();
        std::fs::remove_dir_all(ws.join("old")).unwrap();
        std::fs::create_dir_all(ws.join("new/deep")).unwrap();
        std::fs::set_permissions(ws.join("new"), std::fs::Permissions::from_mode(0o700)).unwrap();
        std::fs::write(ws.join("new/deep/f"), "f").unwrap();
        std::fs::remove_file(ws.join("link")).unwrap();
        std::os::unix::fs::symlink("elsewhere", ws.join("link")).unwrap();
    })
    .await;

    let turns = s.checkpoints().turns().unwrap();
    assert_eq!(turns.len(), 1);
    let kinds: Vec<(String, ChangeKind)> = turns[0]
        .changes
        .iter()
        .map(|c| (c.path.display().to_string(), c.kind))
        .collect();
    assert_eq!(
        kinds,
        [
            ("a.txt".into(), ChangeKind::Modified),
            ("link".into(), ChangeKind::Modified),
            ("new/deep/f".into(), ChangeKind::Created),
            ("old/x".into(), ChangeKind::Deleted),
        ]
    );

    let plan = s.checkpoints().plan(prompt.timestamp, &s.ws).unwrap();
    assert!(plan.conflicts.is_empty(), "{:?}", plan.conflicts);
    let report = s.checkpoints().apply(plan, false).unwrap();
    assert_eq!(std::fs::read_to_string(s.ws.join("a.txt")).unwrap(), "aaaa");
    assert_eq!(std::fs::read_to_string(s.ws.join("old/x")).unwrap(), "x");
    assert_eq!(std::fs::read_link(s.ws.join("link")).unwrap(), Path::new("a.txt"));
    assert!(!s.ws.join("new").exists(), "directories the turn made are gone");
    assert_eq!(report.removed, [PathBuf::from("new/deep/f")]);
    assert_eq!(report.created, [PathBuf::from("old/x")]);

    // Undone changes are not undone twice.
    assert!(s.checkpoints().turns().unwrap()[0].rewound);
    assert!(s.checkpoints().plan(prompt.timestamp, &s.ws).unwrap().is_empty());
}

#[tokio::test(flavor = "multi_thread")]
async fn a_continued_turn_stays_one_turn_and_later_turns_are_kept_apart() {
    let s = setup(1 << 20);
    let first = Message::user("first");
    s.keeper.begin_turn(&first).await.unwrap();
    s.call("c1", Reach::Workspace, |ws| {
        std::fs::write(ws.join("one"), "1").unwrap()
    })
    .await;
    // Another process continues the same turn (same prompt).
    let again = Keeper::new(s.store.clone(), s.session.clone(), s.ws.clone(), 1 << 20);
    again.begin_turn(&first).await.unwrap();
    let id = ToolCallId::new("c2");
    again.before_call(&id, Reach::Workspace).await.unwrap();
    std::fs::write(s.ws.join("two"), "2").unwrap();
    again.after_call(&id).await.unwrap();
    let second = Message::user("second");
    again.begin_turn(&second).await.unwrap();
    let id = ToolCallId::new("c3");
    again.before_call(&id, Reach::Workspace).await.unwrap();
    std::fs::write(s.ws.join("three"), "3").unwrap();
    again.after_call(&id).await.unwrap();

    let turns = s.checkpoints().turns().unwrap();
    let summary: Vec<(String, usize)> = turns.iter().map(|t| (t.prompt.clone(), t.changes.len())).collect();
    assert_eq!(summary, [("first".to_owned(), 2), ("second".to_owned(), 1)]);

    // Rewinding the second turn keeps the first's files.
    let report = s
        .checkpoints()
        .apply(s.checkpoints().plan(second.timestamp, &s.ws).unwrap(), false)
        .unwrap();
    assert_eq!(report.removed, [PathBuf::from("three")]);
    assert!(s.ws.join("one").exists() && s.ws.join("two").exists());
}

#[tokio::test(flavor = "multi_thread")]
async fn a_new_sessions_turns_are_numbered_and_rewound_as_a_read_journal_would_have_them() {
    // The first turn of a new session begins without reading the journal (there is none):
    // it is turn 1, and the turns after it read the journal as before.
    let s = setup(1 << 20);
    let keeper = Keeper::new(s.store.clone(), s.session.clone(), s.ws.clone(), 1 << 20).new_session();
    let first = Message::user("first");
    keeper.begin_turn(&first).await.unwrap();
    let id = ToolCallId::new("c1");
    keeper.before_call(&id, Reach::Workspace).await.unwrap();
    std::fs::write(s.ws.join("one"), "1").unwrap();
    keeper.after_call(&id).await.unwrap();
    let second = Message::user("second");
    keeper.begin_turn(&second).await.unwrap();
    let id = ToolCallId::new("c2");
    keeper.before_call(&id, Reach::Workspace).await.unwrap();
    std::fs::write(s.ws.join("two"), "2").unwrap();
    keeper.after_call(&id).await.unwrap();

    let turns = s.checkpoints().turns().unwrap();
    let summary: Vec<(String, usize)> = turns.iter().map(|t| (t.prompt.clone(), t.changes.len())).collect();
    assert_eq!(summary, [("first".to_owned(), 1), ("second".to_owned(), 1)]);
    let report = s
        .checkpoints()
        .apply(s.checkpoints().plan(first.timestamp, &s.ws).unwrap(), false)
        .unwrap();
    assert_eq!(report.removed.len(), 2, "{:?}", report.removed);
    assert!(!s.ws.join("one").exists() && !s.ws.join("two").exists());
}

#[tokio::test(flavor = "multi_thread")]
async fn a_file_over_the_size_limit_is_named_as_not_restorable_and_the_rest_is_restored() {
    let s = setup(8);
    std::fs::write(s.ws.join("big.bin"), vec![7u8; 64]).unwrap();
    std::fs::write(s.ws.join("small"), "s").unwrap();
    std::fs::set_permissions(s.ws.join("small"), std::fs::Permissions::from_mode(0o640)).unwrap();
    let prompt = Message::user("go");
    s.keeper.begin_turn(&prompt).await.unwrap();
    s.call("c1", Reach::Workspace, |ws| {
        std::fs::write(ws.join("big.bin"), vec![8u8; 64]).unwrap();
        std::fs::set_permissions(ws.join("small"), std::fs::Permissions::from_mode(0o600)).unwrap();
    })
    .await;
    let report = s
        .checkpoints()
        .apply(s.checkpoints().plan(prompt.timestamp, &s.ws).unwrap(), false)
        .unwrap();
    assert_eq!(mode(&s.ws.join("small")), 0o640, "a mode change alone is restored");
    assert_eq!(report.not_restored.len(), 1);
    assert_eq!(report.not_restored[0].path, PathBuf::from("big.bin"));
    assert!(
        report.not_restored[0].why.contains("checkpoints.max_file_size"),
        "{:?}",
        report
    );
}

#[tokio::test(flavor = "multi_thread")]
async fn nothing_is_recorded_outside_a_turn_or_when_nothing_changed() {
    let s = setup(1 << 20);
    s.call("c0", Reach::Workspace, |ws| std::fs::write(ws.join("x"), "x").unwrap())
        .await;
    s.keeper.begin_turn(&Message::user("look")).await.unwrap();
    s.call("c1", Reach::Workspace, |_| {}).await;
    assert!(s.checkpoints().turns().unwrap().is_empty());
    assert!(
        !s.store.root().join("sessions").exists(),
        "no journal for a session that changed nothing"
    );
}

/// Every stored content, made old enough for garbage collection to judge.
fn age_objects(root: &Path) -> usize {
    let old = std::time::SystemTime::now() - std::time::Duration::from_secs(7200);
    let mut n = 0;
    for fan in std::fs::read_dir(root.join("objects")).unwrap() {
        for obj in std::fs::read_dir(fan.unwrap().path()).unwrap() {
            let f = std::fs::File::options().write(true).open(obj.unwrap().path()).unwrap();
            f.set_modified(old).unwrap();
            n += 1;
        }
    }
    n
}

#[tokio::test(flavor = "multi_thread")]
async fn garbage_collection_removes_only_contents_no_journal_names() {
    let grace = std::time::Duration::from_secs(3600);
    let s = setup(1 << 20);
    std::fs::write(s.ws.join("shared.txt"), "shared before").unwrap();
    std::fs::write(s.ws.join("mine.txt"), "only the first session's").unwrap();
    s.keeper.begin_turn(&Message::user("edit")).await.unwrap();
    s.call("c1", Reach::Workspace, |ws| {
        std::fs::write(ws.join("shared.txt"), "shared after").unwrap();
        std::fs::write(ws.join("mine.txt"), "changed").unwrap();
    })
    .await;
    // A second session over the same store changes the shared file back.
    let other = SessionId::generate();
    let keeper = Keeper::new(s.store.clone(), other.clone(), s.ws.clone(), 1 << 20);
    keeper.begin_turn(&Message::user("undo by hand")).await.unwrap();
    let id = ToolCallId::new("d1");
    keeper.before_call(&id, Reach::Workspace).await.unwrap();
    std::fs::write(s.ws.join("shared.txt"), "shared before").unwrap();
    keeper.after_call(&id).await.unwrap();

    let stored = age_objects(s.store.root());
    assert_eq!(stored, 4, "shared before/after, mine before/after");
    // Nothing is unnamed while both sessions exist.
    let kept = s.store.collect_garbage(grace).unwrap();
    assert_eq!((kept.removed, kept.kept), (0, 4));

    // The first session goes: what only it named goes too; what the other names stays.
    s.store.forget(&s.session).unwrap();
    let done = s.store.collect_garbage(grace).unwrap();
    assert_eq!((done.removed, done.kept), (2, 2), "{done:?}");
    assert!(done.bytes > 0);
    // The remaining session still rewinds.
    let checkpoints = SessionCheckpoints::new(s.store.clone(), other.clone());
    let turn = &checkpoints.turns().unwrap()[0];
    let plan = checkpoints.plan(turn.at, &s.ws).unwrap();
    checkpoints.apply(plan, false).unwrap();
    assert_eq!(
        std::fs::read_to_string(s.ws.join("shared.txt")).unwrap(),
        "shared after"
    );

    // Contents younger than the grace period are never judged (a running session stores a
    // content just before its journal names it).
    let third = SessionId::generate();
    let keeper = Keeper::new(s.store.clone(), third.clone(), s.ws.clone(), 1 << 20);
    keeper.begin_turn(&Message::user("new file")).await.unwrap();
    let id = ToolCallId::new("e1");
    keeper.before_call(&id, Reach::Workspace).await.unwrap();
    std::fs::write(s.ws.join("fresh.txt"), "fresh").unwrap();
    keeper.after_call(&id).await.unwrap();
    s.store.forget(&other).unwrap();
    s.store.forget(&third).unwrap();
    let done = s.store.collect_garbage(grace).unwrap();
    // Removed: the second session's two (old). Kept: the third's, just stored (`fresh`, and
    // `mine.txt`'s content, stored again as it was before the third session's call).
    assert_eq!((done.removed, done.kept), (2, 2), "{done:?}");
}

#[tokio::test(flavor = "multi_thread")]
async fn extra_directories_are_checkpointed_and_rewound_like_the_workspace() {
    let s = setup(1 << 20);
    let extra = tempfile::tempdir().unwrap();
    let extra = extra.path().canonicalize().unwrap();
    // Given through a path that is not canonical, as a configuration may.
    let given = extra.join("sub/..");
    std::fs::create_dir_all(extra.join("sub")).unwrap();
    std::fs::write(extra.join("notes.md"), "extra before").unwrap();
    std::fs::write(extra.join("gone.md"), "remove me").unwrap();
    std::fs::write(s.ws.join("a.txt"), "workspace before").unwrap();
    let keeper = Keeper::new(s.store.clone(), s.session.clone(), s.ws.clone(), 1 << 20).with_extra_dirs([
        given.clone(),
        s.ws.join("inside"),
        PathBuf::from("/no/such/dir"),
    ]);
    let prompt = Message::user("change both");
    keeper.begin_turn(&prompt).await.unwrap();
    // A file tool naming a path in the extra directory, as the configuration spells it.
    let named = [given.join("notes.md")];
    let id = ToolCallId::new("c1");
    keeper.before_call(&id, Reach::Paths(&named)).await.unwrap();
    std::fs::write(extra.join("notes.md"), "extra after").unwrap();
    keeper.after_call(&id).await.unwrap();
    // A shell command changing both trees.
    let id = ToolCallId::new("c2");
    keeper.before_call(&id, Reach::Workspace).await.unwrap();
    std::fs::write(s.ws.join("a.txt"), "workspace after").unwrap();
    std::fs::remove_file(extra.join("gone.md")).unwrap();
    std::fs::write(extra.join("sub/new.md"), "new").unwrap();
    keeper.after_call(&id).await.unwrap();

    let turns = s.checkpoints().turns().unwrap();
    let changed: Vec<(PathBuf, ChangeKind)> = turns[0].changes.iter().map(|c| (c.path.clone(), c.kind)).collect();
    assert_eq!(
        changed,
        [
            (extra.join("notes.md"), ChangeKind::Modified),
            (PathBuf::from("a.txt"), ChangeKind::Modified),
            (extra.join("gone.md"), ChangeKind::Deleted),
            (extra.join("sub/new.md"), ChangeKind::Created),
        ]
    );

    // A missing extra directory is named, and nothing is restored.
    let moved = extra.with_extension("moved");
    std::fs::rename(&extra, &moved).unwrap();
    let err = s.checkpoints().plan(prompt.timestamp, &s.ws).unwrap_err().to_string();
    assert!(
        err.contains(&format!("the extra directory {} does not exist", extra.display())) && err.contains("3 file(s)"),
        "{err}"
    );
    std::fs::rename(&moved, &extra).unwrap();

    let report = s
        .checkpoints()
        .apply(s.checkpoints().plan(prompt.timestamp, &s.ws).unwrap(), false)
        .unwrap();
    assert_eq!(std::fs::read_to_string(extra.join("notes.md")).unwrap(), "extra before");
    assert_eq!(std::fs::read_to_string(extra.join("gone.md")).unwrap(), "remove me");
    assert!(!extra.join("sub/new.md").exists());
    assert_eq!(std::fs::read_to_string(s.ws.join("a.txt")).unwrap(), "workspace before");
    assert_eq!(report.removed, [extra.join("sub/new.md")]);
    assert_eq!(report.created, [extra.join("gone.md")]);
}

#[tokio::test(flavor = "multi_thread")]
async fn an_extra_directory_holding_the_workspace_leaves_the_workspace_to_it() {
    let outer = tempfile::tempdir().unwrap();
    let outer = outer.path().canonicalize().unwrap();
    let ws = outer.join("ws");
    std::fs::create_dir_all(&ws).unwrap();
    let data = tempfile::tempdir().unwrap();
    let store = Store::new(data.path().join("checkpoints"));
    let session = SessionId::generate();
    let keeper = Keeper::new(store.clone(), session.clone(), ws.clone(), 1 << 20).with_extra_dirs([outer.clone()]);
    keeper.begin_turn(&Message::user("go")).await.unwrap();
    let id = ToolCallId::new("c1");
    keeper.before_call(&id, Reach::Workspace).await.unwrap();
    std::fs::write(ws.join("in.txt"), "in").unwrap();
    std::fs::write(outer.join("out.txt"), "out").unwrap();
    keeper.after_call(&id).await.unwrap();
    let turns = SessionCheckpoints::new(store, session).turns().unwrap();
    let changed: Vec<PathBuf> = turns[0].changes.iter().map(|c| c.path.clone()).collect();
    assert_eq!(
        changed,
        [PathBuf::from("in.txt"), outer.join("out.txt")],
        "each change once"
    );
}

#[tokio::test(flavor = "multi_thread")]
async fn a_copy_is_brought_to_the_sessions_start_state_without_touching_the_workspace_or_the_journal() {
    let s = setup(1 << 20);
    std::fs::write(s.ws.join(".gitignore"), "target/\n").unwrap();
    std::fs::create_dir_all(s.ws.join("target")).unwrap();
    std::fs::write(s.ws.join("target/big.o"), "ignored").unwrap();
    std::fs::write(s.ws.join("a.txt"), "a0").unwrap();
    std::fs::write(s.ws.join("b.sh"), "b0").unwrap();
    std::fs::set_permissions(s.ws.join("b.sh"), std::fs::Permissions::from_mode(0o755)).unwrap();
    std::fs::write(s.ws.join("untouched"), "u").unwrap();
    let first = Message::user("one");
    s.keeper.begin_turn(&first).await.unwrap();
    s.call("c1", Reach::Workspace, |ws| {
        std::fs::write(ws.join("a.txt"), "a1").unwrap();
        std::fs::write(ws.join("new.txt"), "n1").unwrap();
    })
    .await;
    let second = Message::user("two");
    s.keeper.begin_turn(&second).await.unwrap();
    s.call("c2", Reach::Workspace, |ws| {
        std::fs::write(ws.join("a.txt"), "a2").unwrap();
        std::fs::remove_file(ws.join("b.sh")).unwrap();
        // Written and put back: no net effect.
        std::fs::write(ws.join("untouched"), "x").unwrap();
    })
    .await;
    s.call("c3", Reach::Workspace, |ws| {
        std::fs::write(ws.join("untouched"), "u").unwrap()
    })
    .await;
    // Someone edits a file the session changed; the start state is what was recorded anyway.
    std::fs::write(s.ws.join("new.txt"), "edited by a person").unwrap();
    let journal = std::fs::read(s.store.root().join(format!("sessions/{}.jsonl", s.session))).unwrap();

    let effects = s.checkpoints().effects().unwrap();
    let summary: Vec<(DateTimeUtc, Vec<Named>)> = effects
        .iter()
        .map(|t| {
            let files = t
                .files
                .iter()
                .map(|e| (e.path.display().to_string(), e.call.as_ref().map(|c| c.to_string())))
                .collect();
            (t.at, files)
        })
        .collect();
    assert_eq!(
        summary,
        [
            (
                first.timestamp,
                vec![
                    ("a.txt".into(), Some("c1".into())),
                    ("new.txt".into(), Some("c1".into()))
                ]
            ),
            (
                second.timestamp,
                vec![("a.txt".into(), Some("c2".into())), ("b.sh".into(), Some("c2".into()))]
            ),
        ]
    );
    assert!(matches!(effects[1].files[1].after, ouzel_checkpoint::Image::Absent));

    let scratch = tempfile::tempdir().unwrap();
    let copy = scratch.path().join("copy");
    let start = s.checkpoints().start_state(&s.ws, &copy).unwrap();
    assert_eq!(std::fs::read_to_string(copy.join("a.txt")).unwrap(), "a0");
    assert_eq!(std::fs::read_to_string(copy.join("b.sh")).unwrap(), "b0");
    assert_eq!(mode(&copy.join("b.sh")), 0o755);
    assert_eq!(std::fs::read_to_string(copy.join("untouched")).unwrap(), "u");
    assert!(!copy.join("new.txt").exists());
    assert!(!copy.join("target").exists(), "ignored files are not copied");
    assert_eq!(start.report.created, [PathBuf::from("b.sh")]);
    assert_eq!(start.report.removed, [PathBuf::from("new.txt")]);
    // The workspace and the journal are as they were: a real rewind is still possible.
    assert_eq!(std::fs::read_to_string(s.ws.join("a.txt")).unwrap(), "a2");
    assert_eq!(
        std::fs::read(s.store.root().join(format!("sessions/{}.jsonl", s.session))).unwrap(),
        journal
    );
    assert!(s.checkpoints().turns().unwrap().iter().all(|t| !t.rewound));
    // Stored contents can be read back by hash.
    let ouzel_checkpoint::Image::File { hash, .. } = &effects[0].files[0].after else {
        panic!("a file")
    };
    assert_eq!(s.store.content(hash).unwrap(), b"a1");
}

type DateTimeUtc = chrono::DateTime<chrono::Utc>;
/// A path and the call that changed it.
type Named = (String, Option<String>);

#[tokio::test(flavor = "multi_thread")]
async fn ouzels_own_data_inside_the_workspace_is_never_checkpointed() {
    // The workspace holds ouzel's data directory (a workspace of $HOME) and the checkpoint
    // store itself, as `ouzel-bench` and a user at ~ do.
    let ws = tempfile::tempdir().unwrap();
    let ws = ws.path().canonicalize().unwrap();
    let data = ws.join(".local/share/ouzel");
    std::fs::create_dir_all(&data).unwrap();
    let store = Store::new(data.join("checkpoints"));
    let session = SessionId::generate();
    let db = ws.join("sessions.db");
    let keeper = Keeper::new(store.clone(), session.clone(), ws.clone(), 1 << 20).excluding([
        data.clone(),
        db.clone(),
        ws.join("sessions.db-wal"),
        PathBuf::from("/elsewhere"),
    ]);
    keeper.begin_turn(&Message::user("go")).await.unwrap();
    let id = ToolCallId::new("c1");
    keeper.before_call(&id, Reach::Workspace).await.unwrap();
    std::fs::write(ws.join("work.txt"), "work").unwrap();
    std::fs::write(&db, "a database page").unwrap();
    std::fs::write(ws.join("sessions.db-wal"), "its log").unwrap();
    std::fs::write(data.join("prompt-history.jsonl"), "\"go\"\n").unwrap();
    keeper.after_call(&id).await.unwrap();
    let turns = SessionCheckpoints::new(store, session).turns().unwrap();
    let changed: Vec<PathBuf> = turns[0].changes.iter().map(|c| c.path.clone()).collect();
    assert_eq!(
        changed,
        [PathBuf::from("work.txt")],
        "only the session's work is recorded"
    );
}
