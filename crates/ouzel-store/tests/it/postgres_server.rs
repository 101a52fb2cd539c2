//! What only the PostgreSQL store meets: a server that is not there, a password in the URL,
//! a server that goes away mid-run, one database for many machines.

use crate::support::{postgres, tool_step};
use ouzel_core::{Message, SessionId, SessionStore, TokenUsage};
use ouzel_store::{PgError, PgStore, Reconnect};
use std::path::Path;
use std::time::Duration;

const PASSWORD: &str = "s3cret-Pa55";

fn quick() -> Reconnect {
    Reconnect {
        attempts: 3,
        first_pause: Duration::from_millis(20),
    }
}

fn closed_port() -> u16 {
    let listener = std::net::TcpListener::bind("127.0.0.1:0").unwrap();
    listener.local_addr().unwrap().port()
}

#[test]
fn a_server_that_is_not_there_is_a_typed_error_naming_the_host_and_never_the_password() {
    let port = closed_port();
    let url = format!("postgres://fleet:{PASSWORD}@127.0.0.1:{port}/sessions");
    let err = PgStore::connect_with(&url, quick()).unwrap_err();
    let PgError::Connect { target, attempts, .. } = &err else {
        panic!("not a connection error: {err:?}");
    };
    assert_eq!(target, &format!("fleet@127.0.0.1:{port}/sessions"));
    assert_eq!(*attempts, 3);
    let shown = err.to_string();
    assert!(shown.contains(&format!("127.0.0.1:{port}")), "{shown}");
    assert!(
        !shown.contains(PASSWORD) && !format!("{err:?}").contains(PASSWORD),
        "{shown}"
    );
    // As the session store error the fronts print.
    let store_error: ouzel_core::StoreError = err.into();
    assert!(!store_error.to_string().contains(PASSWORD));
}

#[test]
fn a_database_the_server_does_not_have_is_named_with_the_host_and_never_the_password() {
    let Some(cluster) = postgres::shared() else { return };
    let url = format!("postgres://ouzel:{PASSWORD}@127.0.0.1:{}/no_such_db", cluster.port());
    let err = PgStore::connect_with(&url, quick()).unwrap_err();
    let shown = err.to_string();
    assert!(matches!(err, PgError::Connect { .. }), "{err:?}");
    assert!(
        shown.contains("no_such_db") && shown.contains("does not exist"),
        "{shown}"
    );
    assert!(shown.contains(&format!("127.0.0.1:{}", cluster.port())), "{shown}");
    assert!(!shown.contains(PASSWORD), "{shown}");
}

#[test]
fn a_malformed_url_is_refused_with_its_password_hidden() {
    let url = format!("postgres://fleet:{PASSWORD}@db.example:notaport/sessions");
    let err = PgStore::connect(&url).unwrap_err();
    let shown = err.to_string();
    assert!(matches!(err, PgError::BadUrl { .. }), "{err:?}");
    assert!(shown.contains("postgres://fleet:***@db.example"), "{shown}");
    assert!(!shown.contains(PASSWORD), "{shown}");
}

#[tokio::test(flavor = "multi_thread")]
async fn a_server_that_goes_away_fails_the_step_after_retries_and_committed_steps_stay() {
    // A server of its own: this test stops it.
    let cluster = match postgres::Cluster::start() {
        Ok(c) => c,
        Err(e) => return postgres::skip_or_fail(&e),
    };
    let url = cluster.fresh_database();
    let store = PgStore::connect_with(&url, quick()).unwrap();
    let id = SessionId::generate();
    store.create_session(&id, Path::new("/w"), "m").unwrap();
    for n in 0..3 {
        store.append(&id, &tool_step(n), &TokenUsage::default()).await.unwrap();
    }

    cluster.stop();
    let err = store
        .append(&id, &tool_step(3), &TokenUsage::default())
        .await
        .unwrap_err()
        .to_string();
    assert!(
        err.contains(&format!("127.0.0.1:{}", cluster.port())) && err.contains("saving a step of session"),
        "{err}"
    );
    assert!(
        err.contains("3 attempts") || err.contains("lost the connection"),
        "{err}"
    );

    // Back up: what was committed is there, and the same store carries on.
    cluster.run().unwrap();
    let again = PgStore::connect(&url).unwrap();
    assert_eq!(again.load_messages(&id).unwrap().len(), 6, "the three committed steps");
    store
        .append(&id, &[Message::assistant("after the outage")], &TokenUsage::default())
        .await
        .unwrap();
    let texts: Vec<String> = again.load_messages(&id).unwrap().iter().map(Message::text).collect();
    assert_eq!(texts.len(), 7);
    assert_eq!(texts[6], "after the outage");
}

#[test]
fn every_machine_sees_every_session_with_the_host_and_workspace_it_ran_on() {
    let Some(cluster) = postgres::shared() else { return };
    let url = cluster.fresh_database();
    let (laptop, ci) = (PgStore::connect(&url).unwrap(), PgStore::connect(&url).unwrap());
    let (a, b) = (SessionId::generate(), SessionId::generate());
    laptop
        .create_session_on(&a, "laptop", Path::new("/home/ann/app"), "m")
        .unwrap();
    ci.create_session_on(&b, "ci-runner-3", Path::new("/builds/app"), "m")
        .unwrap();

    let seen: Vec<(String, String)> = laptop
        .list()
        .unwrap()
        .into_iter()
        .map(|s| (s.host, s.workspace.display().to_string()))
        .collect();
    assert_eq!(
        seen,
        [
            ("ci-runner-3".to_owned(), "/builds/app".to_owned()),
            ("laptop".to_owned(), "/home/ann/app".to_owned())
        ]
    );
    // Resumed on another machine, the session takes that machine and workspace.
    ci.create_session_on(&a, "ci-runner-3", Path::new("/builds/app"), "m")
        .unwrap();
    let info = laptop.get(&a).unwrap().unwrap();
    assert_eq!(
        (info.host.as_str(), info.workspace.to_str()),
        ("ci-runner-3", Some("/builds/app"))
    );
}

#[test]
fn a_database_from_a_newer_ouzel_is_refused_naming_the_server() {
    let Some(cluster) = postgres::shared() else { return };
    let url = cluster.fresh_database();
    drop(PgStore::connect(&url).unwrap());
    cluster.psql(&url, "UPDATE ouzel_schema SET version = 99");
    let err = PgStore::connect_with(&url, quick()).unwrap_err().to_string();
    assert!(err.contains("schema version 99") && err.contains("127.0.0.1"), "{err}");
}
