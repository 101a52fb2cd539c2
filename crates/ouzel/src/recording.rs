//! A new session's database opening beside its first model request (issue 21, start-up).
//!
//! Opening the session database (reading its log back, preparing its schema) and recording a
//! new session take about a millisecond, which the first request used to wait for. With
//! [`crate::Setup::build_recording`] the agent is built at once on an [`OpeningStore`], whose
//! writes wait for the database, and the front waits on the [`Recording`] before it shows any
//! of the run: the request goes out meanwhile, and a session the front announces
//! (`session_started`) is one the database holds.

use crate::SetupError;
use ouzel_core::{Message, SessionId, SessionStore, StoreError, TodoItem, TokenUsage, TurnState};
use tokio::sync::watch;

/// What the opening thread hands over once: the store with the session recorded in it, or why
/// it could not open the database or record the session.
type Opened = Option<Result<ouzel_store::Store, String>>;

/// Made with the thread that opens the database: its sending end, and the two that wait on it.
pub(crate) fn channel() -> (Opening, OpeningStore, Recording) {
    let (tx, rx) = watch::channel(None);
    (Opening(tx), OpeningStore { rx: rx.clone() }, Recording { rx })
}

/// The opening thread's end.
pub(crate) struct Opening(watch::Sender<Opened>);

impl Opening {
    /// Hands the outcome over (once).
    pub(crate) fn done(self, outcome: Result<ouzel_store::Store, SetupError>) {
        let _ = self.0.send(Some(outcome.map_err(|e| e.to_string())));
    }
}

/// Waits for the opening thread's outcome; a thread that ended without one (it panicked) is
/// an error too.
async fn opened(rx: &watch::Receiver<Opened>) -> Result<ouzel_store::Store, String> {
    let mut rx = rx.clone();
    let outcome = rx
        .wait_for(Option::is_some)
        .await
        .map_err(|_| "opening the session database panicked".to_owned())?;
    match outcome.as_ref() {
        Some(Ok(store)) => Ok(store.clone()),
        Some(Err(e)) => Err(e.clone()),
        None => Err("opening the session database panicked".to_owned()),
    }
}

/// A new session's store while the database opens: every call waits for it, then goes to it;
/// one that could not be opened fails every call with the reason.
#[derive(Debug, Clone)]
pub(crate) struct OpeningStore {
    rx: watch::Receiver<Opened>,
}

impl OpeningStore {
    async fn store(&self) -> Result<ouzel_store::Store, StoreError> {
        opened(&self.rx).await.map_err(|message| StoreError {
            message,
            uncertain: false,
        })
    }
}

#[async_trait::async_trait]
impl SessionStore for OpeningStore {
    async fn append(&self, session: &SessionId, messages: &[Message], usage: &TokenUsage) -> Result<(), StoreError> {
        self.store().await?.append(session, messages, usage).await
    }

    async fn compact(&self, session: &SessionId, keep_last: usize, summary: &Message) -> Result<(), StoreError> {
        self.store().await?.compact(session, keep_last, summary).await
    }

    async fn save_turn(&self, session: &SessionId, turn: Option<&TurnState>) -> Result<(), StoreError> {
        self.store().await?.save_turn(session, turn).await
    }

    async fn append_with_turn(
        &self,
        session: &SessionId,
        messages: &[Message],
        usage: &TokenUsage,
        turn: Option<&TurnState>,
    ) -> Result<(), StoreError> {
        self.store()
            .await?
            .append_with_turn(session, messages, usage, turn)
            .await
    }

    async fn save_todos(&self, session: &SessionId, items: &[TodoItem]) -> Result<(), StoreError> {
        self.store().await?.save_todos(session, items).await
    }

    async fn load_todos(&self, session: &SessionId) -> Result<Vec<TodoItem>, StoreError> {
        self.store().await?.load_todos(session).await
    }

    async fn load_turn(&self, session: &SessionId) -> Result<Option<TurnState>, StoreError> {
        self.store().await?.load_turn(session).await
    }

    async fn set_model(&self, session: &SessionId, model: &str) -> Result<(), StoreError> {
        self.store().await?.set_model(session, model).await
    }
}

/// A new session being recorded while its agent runs ([`crate::Setup::build_recording`]).
/// A front shows nothing of the run before [`Recording::wait`] returns: the session is then in
/// the database, so the `session_started` it shows next names a session that is saved.
#[derive(Debug)]
pub struct Recording {
    rx: watch::Receiver<Opened>,
}

impl Recording {
    /// Waits until the session is recorded; the error is the one building the agent would have
    /// returned (the database could not be opened, or the session not recorded in it).
    pub async fn wait(self) -> Result<(), SetupError> {
        opened(&self.rx).await.map(drop).map_err(SetupError::Session)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[tokio::test]
    async fn writes_wait_for_the_database_and_a_failed_opening_fails_them_and_the_recording() {
        let dir = tempfile::tempdir().unwrap();
        let (opening, store, recording) = channel();
        let id = SessionId::new("s1");
        let write = {
            let (store, id) = (store.clone(), id.clone());
            tokio::spawn(async move { store.append(&id, &[Message::user("hi")], &TokenUsage::default()).await })
        };
        tokio::task::yield_now().await;
        assert!(!write.is_finished(), "a write waits for the database");
        let db = ouzel_store::Store::open(&ouzel_store::SessionsDb::Sqlite(dir.path().join("s.db"))).unwrap();
        db.create_session(&id, dir.path(), "openai/m").unwrap();
        opening.done(Ok(db.clone()));
        recording.wait().await.unwrap();
        write.await.unwrap().unwrap();
        assert_eq!(
            db.load_messages(&id).unwrap().len(),
            1,
            "the write went to the database"
        );

        let (opening, store, recording) = channel();
        opening.done(Err(SetupError::Session("the disk is full".into())));
        let e = store.save_turn(&id, None).await.unwrap_err();
        assert!(e.message.contains("the disk is full"), "{}", e.message);
        let e = recording.wait().await.unwrap_err();
        assert!(e.to_string().contains("the disk is full"), "{e}");

        // A thread that ended without a word (it panicked).
        let (opening, store, recording) = channel();
        drop(opening);
        assert!(store.load_todos(&id).await.is_err());
        assert!(recording.wait().await.is_err());
    }
}
