//! What a class must not lose, in SQLite: rooms, seats, questions and
//! answers, each written when it arrives (docs/CLASS.md). Scores are not
//! stored: they follow from the answers and the closed questions' keys, so
//! they can never disagree with them.

use rusqlite::{params, Connection, OptionalExtension};
use std::path::Path;

/// The schema; `IF NOT EXISTS` so that opening an existing file resumes it.
const SCHEMA: &str = "
CREATE TABLE IF NOT EXISTS rooms (
    code TEXT PRIMARY KEY, secret TEXT NOT NULL, created INTEGER NOT NULL,
    expires INTEGER NOT NULL, names INTEGER NOT NULL DEFAULT 0,
    ended INTEGER NOT NULL DEFAULT 0, state TEXT);
CREATE TABLE IF NOT EXISTS seats (
    room TEXT NOT NULL, number INTEGER NOT NULL, token TEXT NOT NULL, nickname TEXT,
    PRIMARY KEY (room, number), UNIQUE (room, token));
CREATE TABLE IF NOT EXISTS questions (
    room TEXT NOT NULL, n INTEGER NOT NULL, public TEXT NOT NULL, key TEXT NOT NULL,
    opened INTEGER NOT NULL, closed INTEGER, PRIMARY KEY (room, n));
CREATE TABLE IF NOT EXISTS answers (
    room TEXT NOT NULL, n INTEGER NOT NULL, seat INTEGER NOT NULL, answer INTEGER NOT NULL,
    at INTEGER NOT NULL, PRIMARY KEY (room, n, seat));
";

/// A room as stored.
pub struct RoomRow {
    pub code: String,
    pub secret: String,
    pub expires: i64,
    pub names: bool,
    pub ended: bool,
    pub state: Option<String>,
    /// `(number, token, nickname)` in seat order.
    pub seats: Vec<(u32, String, Option<String>)>,
    /// `(n, public, key, opened, closed)` in order.
    pub questions: Vec<(u32, String, String, i64, Option<i64>)>,
    /// `(n, seat number, answer, at)`.
    pub answers: Vec<(u32, u32, i64, i64)>,
}

/// The open database.
pub struct Store {
    db: Connection,
}

impl Store {
    /// Opens (or creates) the file at `path`. WAL with `synchronous=NORMAL`:
    /// a committed row survives the process being killed.
    pub fn open(path: &Path) -> rusqlite::Result<Store> {
        let db = Connection::open(path)?;
        db.pragma_update(None, "journal_mode", "WAL")?;
        db.pragma_update(None, "synchronous", "NORMAL")?;
        db.busy_timeout(std::time::Duration::from_secs(5))?;
        db.execute_batch(SCHEMA)?;
        Ok(Store { db })
    }

    pub fn create_room(&self, code: &str, secret: &str, created: i64, expires: i64) -> rusqlite::Result<()> {
        self.db
            .execute(
                "INSERT INTO rooms (code, secret, created, expires) VALUES (?1, ?2, ?3, ?4)",
                params![code, secret, created, expires],
            )
            .map(drop)
    }

    /// Whether a room (even an expired one not swept yet) holds `code`.
    pub fn has_room(&self, code: &str) -> rusqlite::Result<bool> {
        self.db.query_row("SELECT 1 FROM rooms WHERE code = ?1", [code], |_| Ok(())).optional().map(|r| r.is_some())
    }

    pub fn set_state(&self, code: &str, state: &str) -> rusqlite::Result<()> {
        self.db.execute("UPDATE rooms SET state = ?2 WHERE code = ?1", params![code, state]).map(drop)
    }

    pub fn set_names(&self, code: &str, show: bool) -> rusqlite::Result<()> {
        self.db.execute("UPDATE rooms SET names = ?2 WHERE code = ?1", params![code, show]).map(drop)
    }

    pub fn end_room(&self, code: &str) -> rusqlite::Result<()> {
        self.db.execute("UPDATE rooms SET ended = 1 WHERE code = ?1", [code]).map(drop)
    }

    pub fn add_seat(&self, code: &str, number: u32, token: &str, nickname: Option<&str>) -> rusqlite::Result<()> {
        self.db
            .execute(
                "INSERT INTO seats (room, number, token, nickname) VALUES (?1, ?2, ?3, ?4)",
                params![code, number, token, nickname],
            )
            .map(drop)
    }

    pub fn set_nickname(&self, code: &str, number: u32, nickname: Option<&str>) -> rusqlite::Result<()> {
        self.db
            .execute("UPDATE seats SET nickname = ?3 WHERE room = ?1 AND number = ?2", params![code, number, nickname])
            .map(drop)
    }

    pub fn open_question(&self, code: &str, n: u32, public: &str, key: &str, at: i64) -> rusqlite::Result<()> {
        self.db
            .execute(
                "INSERT INTO questions (room, n, public, key, opened) VALUES (?1, ?2, ?3, ?4, ?5)",
                params![code, n, public, key, at],
            )
            .map(drop)
    }

    pub fn close_question(&self, code: &str, n: u32, at: i64) -> rusqlite::Result<()> {
        self.db.execute("UPDATE questions SET closed = ?3 WHERE room = ?1 AND n = ?2", params![code, n, at]).map(drop)
    }

    /// Stores an answer; the primary key refuses a second one.
    pub fn add_answer(&self, code: &str, n: u32, seat: u32, answer: i64, at: i64) -> rusqlite::Result<()> {
        self.db
            .execute(
                "INSERT INTO answers (room, n, seat, answer, at) VALUES (?1, ?2, ?3, ?4, ?5)",
                params![code, n, seat, answer, at],
            )
            .map(drop)
    }

    /// Deletes every room that expired before `now`, with its rows; returns
    /// their codes.
    pub fn delete_expired(&mut self, now: i64) -> rusqlite::Result<Vec<String>> {
        let tx = self.db.transaction()?;
        let codes: Vec<String> = {
            let mut q = tx.prepare("SELECT code FROM rooms WHERE expires <= ?1")?;
            let rows = q.query_map([now], |r| r.get(0))?;
            rows.collect::<rusqlite::Result<_>>()?
        };
        for code in &codes {
            for table in ["answers", "questions", "seats"] {
                tx.execute(&format!("DELETE FROM {table} WHERE room = ?1"), [code])?;
            }
            tx.execute("DELETE FROM rooms WHERE code = ?1", [code])?;
        }
        tx.commit()?;
        Ok(codes)
    }

    /// Every room in the file, with its seats, questions and answers.
    pub fn load(&self) -> rusqlite::Result<Vec<RoomRow>> {
        let mut rooms: Vec<RoomRow> = {
            let mut q = self.db.prepare("SELECT code, secret, expires, names, ended, state FROM rooms")?;
            let rows = q.query_map([], |r| {
                Ok(RoomRow {
                    code: r.get(0)?,
                    secret: r.get(1)?,
                    expires: r.get(2)?,
                    names: r.get(3)?,
                    ended: r.get(4)?,
                    state: r.get(5)?,
                    seats: Vec::new(),
                    questions: Vec::new(),
                    answers: Vec::new(),
                })
            })?;
            rows.collect::<rusqlite::Result<_>>()?
        };
        for room in &mut rooms {
            let mut q = self.db.prepare("SELECT number, token, nickname FROM seats WHERE room = ?1 ORDER BY number")?;
            room.seats = q
                .query_map([&room.code], |r| Ok((r.get(0)?, r.get(1)?, r.get(2)?)))?
                .collect::<rusqlite::Result<_>>()?;
            let mut q =
                self.db.prepare("SELECT n, public, key, opened, closed FROM questions WHERE room = ?1 ORDER BY n")?;
            room.questions = q
                .query_map([&room.code], |r| Ok((r.get(0)?, r.get(1)?, r.get(2)?, r.get(3)?, r.get(4)?)))?
                .collect::<rusqlite::Result<_>>()?;
            let mut q = self.db.prepare("SELECT n, seat, answer, at FROM answers WHERE room = ?1")?;
            room.answers = q
                .query_map([&room.code], |r| Ok((r.get(0)?, r.get(1)?, r.get(2)?, r.get(3)?)))?
                .collect::<rusqlite::Result<_>>()?;
        }
        Ok(rooms)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Rooms expire: the sweep deletes a room whose time has come with its
    /// seats, questions and answers, and leaves a live room whole.
    #[test]
    fn an_expired_room_is_deleted_with_its_rows_and_a_live_one_stays() {
        let folder = std::env::temp_dir().join(format!("npuzzle-store-test-{}", std::process::id()));
        std::fs::create_dir_all(&folder).unwrap();
        let path = folder.join("class.sqlite");
        let _ = std::fs::remove_file(&path);
        let mut store = Store::open(&path).unwrap();
        for (code, expires) in [("OLDONE", 1_000), ("LIVEONE", 5_000)] {
            store.create_room(code, "secret", 0, expires).unwrap();
            store.add_seat(code, 1, &format!("{code}-seat"), Some("Ada")).unwrap();
            store.open_question(code, 1, "{}", "{}", 10).unwrap();
            store.add_answer(code, 1, 1, 2, 11).unwrap();
        }
        // Not yet: nothing has expired at 999.
        assert!(store.delete_expired(999).unwrap().is_empty());
        assert_eq!(store.delete_expired(1_000).unwrap(), ["OLDONE"]);
        assert!(!store.has_room("OLDONE").unwrap());
        let rooms = store.load().unwrap();
        assert_eq!(rooms.len(), 1);
        let live = &rooms[0];
        assert_eq!(
            (live.code.as_str(), live.seats.len(), live.questions.len(), live.answers.len()),
            ("LIVEONE", 1, 1, 1)
        );
        for table in ["answers", "questions", "seats"] {
            let left: i64 = store
                .db
                .query_row(&format!("SELECT COUNT(*) FROM {table} WHERE room = 'OLDONE'"), [], |r| r.get(0))
                .unwrap();
            assert_eq!(left, 0, "{table}");
        }
        drop(store);
        std::fs::remove_dir_all(&folder).unwrap();
    }
}
