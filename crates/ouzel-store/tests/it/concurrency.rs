//! Several connections (as several processes would have) writing one database file.

use crate::support::{postgres, tool_step};
use ouzel_core::{SessionId, SessionStore, TokenUsage};
use ouzel_store::{SessionsDb, Store};
use std::collections::HashSet;
use std::path::Path;

#[test]
fn two_connections_appending_at_once_never_see_database_is_locked() {
    let dir = tempfile::tempdir().unwrap();
    two_writers(&SessionsDb::Sqlite(dir.path().join("s.db")));
}

#[test]
fn two_postgres_connections_appending_to_one_session_number_steps_without_gaps() {
    let Some(cluster) = postgres::shared() else { return };
    two_writers(&SessionsDb::Postgres(cluster.fresh_database()));
}

fn two_writers(db: &SessionsDb) {
    const STEPS: usize = 200;
    let stores = [Store::open(db).unwrap(), Store::open(db).unwrap()];
    let id = SessionId::generate();
    stores[0].create_session(&id, Path::new("/w"), "m").unwrap();

    let writers: Vec<_> = stores
        .iter()
        .cloned()
        .enumerate()
        .map(|(w, store)| {
            let id = id.clone();
            std::thread::spawn(move || {
                let rt = tokio::runtime::Builder::new_current_thread().build().unwrap();
                for n in 0..STEPS {
                    let usage = TokenUsage {
                        input_tokens: 1,
                        ..Default::default()
                    };
                    rt.block_on(store.append(&id, &tool_step(w * STEPS + n), &usage))
                        .unwrap_or_else(|e| panic!("writer {w}, step {n}: {e}"));
                }
            })
        })
        .collect();
    for writer in writers {
        writer.join().unwrap();
    }

    let seqs: Vec<i64> = stores[1].export_json(&id).unwrap()["messages"]
        .as_array()
        .unwrap()
        .iter()
        .map(|m| m["seq"].as_i64().unwrap())
        .collect();
    assert_eq!(
        seqs,
        (0..(4 * STEPS) as i64).collect::<Vec<_>>(),
        "seq runs 0.. with no gap or repeat"
    );

    // Every step of both writers is there, its two messages adjacent.
    let messages = stores[1].load_messages(&id).unwrap();
    let mut seen = HashSet::new();
    for pair in messages.chunks(2) {
        let (call, _, _) = pair[0].tool_uses().next().unwrap();
        assert!(seen.insert(call.clone()), "step {call} stored twice");
        assert!(
            pair[1]
                .content
                .iter()
                .any(|b| matches!(b, ouzel_core::ContentBlock::ToolResult { tool_use_id, .. } if tool_use_id == call))
        );
    }
    assert_eq!(seen.len(), 2 * STEPS);
    assert_eq!(
        stores[0].get(&id).unwrap().unwrap().usage.input_tokens,
        2 * STEPS as u64
    );
}
