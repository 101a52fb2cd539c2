//! A write transaction whose `BEGIN IMMEDIATE` and `COMMIT` are cached statements: rusqlite's
//! `Transaction` runs them with `execute_batch`, which prepares them again every time, and the
//! agent loop opens two of these per tool round (issue 21).

use rusqlite::Connection;
use std::ops::Deref;

/// An `IMMEDIATE` transaction on a connection: committed by [`Self::commit`], rolled back if
/// dropped before (an error on the way out of the closure that made it), as rusqlite's is.
pub(crate) struct Write<'c> {
    conn: &'c Connection,
    committed: bool,
}

impl<'c> Write<'c> {
    /// Begins the transaction, taking the write lock now (waiting up to the busy timeout).
    pub(crate) fn begin(conn: &'c mut Connection) -> rusqlite::Result<Self> {
        conn.prepare_cached("BEGIN IMMEDIATE")?.execute([])?;
        Ok(Self { conn, committed: false })
    }

    /// Commits; on failure the transaction is rolled back.
    pub(crate) fn commit(mut self) -> rusqlite::Result<()> {
        self.conn.prepare_cached("COMMIT")?.execute([])?;
        self.committed = true;
        Ok(())
    }
}

impl Deref for Write<'_> {
    type Target = Connection;

    fn deref(&self) -> &Connection {
        self.conn
    }
}

impl Drop for Write<'_> {
    fn drop(&mut self) {
        if !self.committed && !self.conn.is_autocommit() {
            let _ = self.conn.execute_batch("ROLLBACK");
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn count(conn: &Connection) -> i64 {
        conn.query_row("SELECT COUNT(*) FROM t", [], |r| r.get(0)).unwrap()
    }

    #[test]
    fn commits_what_it_wrote_and_rolls_back_when_dropped_or_failing() {
        let mut conn = Connection::open_in_memory().unwrap();
        conn.execute_batch("CREATE TABLE t (x INTEGER PRIMARY KEY)").unwrap();
        let tx = Write::begin(&mut conn).unwrap();
        tx.execute("INSERT INTO t VALUES (1)", []).unwrap();
        tx.commit().unwrap();
        assert_eq!(count(&conn), 1);
        {
            let tx = Write::begin(&mut conn).unwrap();
            tx.execute("INSERT INTO t VALUES (2)", []).unwrap();
            // A failing statement: the caller returns with `?`, and the drop rolls back.
            assert!(tx.execute("INSERT INTO t VALUES (1)", []).is_err());
        }
        assert!(conn.is_autocommit(), "no transaction left open");
        assert_eq!(count(&conn), 1);
        // And the cached BEGIN works again after a rollback.
        let tx = Write::begin(&mut conn).unwrap();
        tx.execute("INSERT INTO t VALUES (3)", []).unwrap();
        tx.commit().unwrap();
        assert_eq!(count(&conn), 2);
    }
}
