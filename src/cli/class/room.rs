//! One room in memory: its seats, questions and answers, and what each
//! command of docs/CLASS.md does to them. Every change is written to the
//! [`Store`] first and made in memory only once the row is committed, so a
//! refused or failed write changes nothing. The server holds the engine's
//! answers only as the teacher's page sent them (the key): it compares and
//! counts, it never searches.

use super::guard;
use super::store::{RoomRow, Store};
use serde_json::{json, Map, Value};
use std::collections::{BTreeMap, HashMap};
use tokio::sync::mpsc;

/// What a connection's task sends on its socket.
#[derive(Debug)]
pub enum Out {
    /// A text frame.
    Text(String),
    /// A last text frame, then a close frame with this code.
    Close(String, u16),
}

/// The sending half of a connection, as a room keeps it.
#[derive(Clone, Debug)]
pub struct Conn {
    pub id: u64,
    pub tx: mpsc::Sender<Out>,
}

impl Conn {
    /// Queues `text`; `false` when the connection is gone or its queue is
    /// full (a client that does not read): the room then forgets it, which
    /// closes it, and the client reconnects to a fresh snapshot.
    fn send(&self, text: &str) -> bool {
        self.tx.try_send(Out::Text(text.to_string())).is_ok()
    }

    /// Queues a last frame and a close.
    fn close(&self, text: &str, code: u16) {
        let _ = self.tx.try_send(Out::Close(text.to_string(), code));
    }
}

/// A refusal: the error code of docs/CLASS.md and the English detail.
pub type Refusal = (&'static str, String);

fn refuse<T>(code: &'static str, detail: impl Into<String>) -> Result<T, Refusal> {
    Err((code, detail.into()))
}

fn db<T>(r: rusqlite::Result<T>) -> Result<T, Refusal> {
    r.map_err(|e| ("server", format!("the database refused the write: {e}")))
}

/// The three kinds of question.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Kind {
    NextNode,
    Number,
    Choice,
}

impl Kind {
    fn name(self) -> &'static str {
        match self {
            Kind::NextNode => "next-node",
            Kind::Number => "number",
            Kind::Choice => "choice",
        }
    }
}

/// Largest number a student may answer.
pub const MAX_NUMBER: i64 = 1_000_000_000;
/// Largest teacher `state`, question or key, serialized.
pub const MAX_TEACHER_JSON: usize = 16 * 1024;
/// Largest `reason` in a key, serialized.
const MAX_REASON: usize = 2 * 1024;

/// A question: what students see, the key, and the answers so far.
#[derive(Debug)]
pub struct Question {
    pub n: u32,
    kind: Kind,
    /// Cards or options (0 for a number).
    options: usize,
    /// The public question, with `n`: sent to students as it is.
    public: Value,
    /// The key as the teacher sent it.
    key: Value,
    /// The right index, or the truth of a number.
    answer: i64,
    tolerance: i64,
    pub closed: Option<i64>,
    /// Seat index → (answer, Unix seconds).
    answers: BTreeMap<usize, (i64, i64)>,
}

impl Question {
    /// Reads a teacher's `question` and `key` (docs/CLASS.md), numbered `n`.
    pub fn parse(n: u32, mut public: Value, key: Value) -> Result<Question, Refusal> {
        let bad = |why: &str| refuse("bad-question", why.to_string());
        let Some(fields) = public.as_object_mut() else { return bad("the question is not an object") };
        let kind = match fields.get("kind").and_then(Value::as_str) {
            Some("next-node") => Kind::NextNode,
            Some("number") => Kind::Number,
            Some("choice") => Kind::Choice,
            _ => return bad("kind must be next-node, number or choice"),
        };
        let count = |name: &str| fields.get(name).and_then(Value::as_array).map_or(0, Vec::len);
        let options = match kind {
            Kind::NextNode => count("cards"),
            Kind::Choice => count("options"),
            Kind::Number => 0,
        };
        match kind {
            Kind::NextNode if !(1..=16).contains(&options) => return bad("a next-node question has 1 to 16 cards"),
            Kind::Choice if !(2..=8).contains(&options) => return bad("a choice question has 2 to 8 options"),
            _ => {}
        }
        fields.insert("n".to_string(), json!(n));
        let Some(k) = key.as_object() else { return bad("the key is not an object") };
        if let Some(reason) = k.get("reason") {
            if !(reason.is_object() || reason.is_null()) || reason.to_string().len() > MAX_REASON {
                return bad("the reason is an object of at most 2 KiB");
            }
        }
        let int = |name: &str| k.get(name).and_then(Value::as_i64);
        let (answer, tolerance) = match kind {
            Kind::Number => {
                let Some(truth) = int("truth").filter(|t| (0..=MAX_NUMBER).contains(t)) else {
                    return bad("a number question's key has a truth from 0 to 10^9");
                };
                let Some(tolerance) = k.get("tolerance").map_or(Some(0), Value::as_i64).filter(|t| *t >= 0) else {
                    return bad("the tolerance is an integer of at least 0");
                };
                (truth, tolerance)
            }
            _ => {
                let Some(answer) = int("answer").filter(|a| (0..options as i64).contains(a)) else {
                    return bad("the key's answer is the index of a card or option");
                };
                (answer, 0)
            }
        };
        Ok(Question { n, kind, options, public, key, answer, tolerance, closed: None, answers: BTreeMap::new() })
    }

    fn is_right(&self, answer: i64) -> bool {
        match self.kind {
            Kind::Number => (answer - self.answer).abs() <= self.tolerance,
            Kind::NextNode | Kind::Choice => answer == self.answer,
        }
    }

    /// The field an answer travels in: `choice` or `value`.
    fn field(&self) -> &'static str {
        if self.kind == Kind::Number {
            "value"
        } else {
            "choice"
        }
    }

    /// `counts` (per card or option) or `histogram` (`[value, count]` by
    /// value), as `live` and `closed` carry them.
    fn tally(&self, into: &mut Map<String, Value>) {
        if self.kind == Kind::Number {
            let mut h: BTreeMap<i64, u32> = BTreeMap::new();
            for (a, _) in self.answers.values() {
                *h.entry(*a).or_default() += 1;
            }
            into.insert("histogram".into(), json!(h.into_iter().map(|(v, c)| json!([v, c])).collect::<Vec<_>>()));
        } else {
            let mut counts = vec![0u32; self.options];
            for (a, _) in self.answers.values() {
                counts[*a as usize] += 1;
            }
            into.insert("counts".into(), json!(counts));
        }
    }

    fn right_count(&self) -> usize {
        self.answers.values().filter(|(a, _)| self.is_right(*a)).count()
    }

    /// The teacher's summary of a closed question.
    fn summary(&self) -> Value {
        let mut m = Map::new();
        m.insert("type".into(), json!("closed"));
        m.insert("question".into(), json!(self.n));
        m.insert("kind".into(), json!(self.kind.name()));
        m.insert("answered".into(), json!(self.answers.len()));
        m.insert("right".into(), json!(self.right_count()));
        self.tally(&mut m);
        m.insert("key".into(), self.key.clone());
        Value::Object(m)
    }

    /// The open question's tally, for `live`.
    fn open_tally(&self) -> Value {
        let mut m = Map::new();
        m.insert("question".into(), json!(self.n));
        m.insert("answered".into(), json!(self.answers.len()));
        self.tally(&mut m);
        Value::Object(m)
    }

    /// The teacher's view of the open question: public part and key.
    fn with_key(&self) -> Value {
        json!({ "question": self.public, "key": self.key })
    }

    /// Seat `seat`'s `result` of this closed question, with its `score`.
    fn result(&self, seat: usize, score: u32) -> Value {
        let yours = self.answers.get(&seat).map(|(a, _)| *a);
        let right = yours.is_some_and(|a| self.is_right(a));
        let mut m = Map::new();
        m.insert("type".into(), json!("result"));
        m.insert("question".into(), json!(self.n));
        m.insert("kind".into(), json!(self.kind.name()));
        m.insert("yours".into(), json!(yours));
        m.insert("right".into(), json!(right));
        m.insert("answer".into(), json!(self.answer));
        if self.kind == Kind::Number {
            m.insert("tolerance".into(), json!(self.tolerance));
        }
        m.insert("reason".into(), self.key.get("reason").cloned().unwrap_or(Value::Null));
        m.insert("points".into(), json!(u32::from(right)));
        m.insert("score".into(), json!(score));
        Value::Object(m)
    }
}

/// A seat: a student's place in the room, kept across reconnections.
#[derive(Debug)]
pub struct Seat {
    token: String,
    nickname: Option<String>,
    score: u32,
    conn: Option<Conn>,
}

/// What a student's `answer` frame carries.
#[derive(Clone, Copy, Debug)]
pub enum Given {
    Choice(i64),
    Value(i64),
}

/// A room.
#[derive(Debug)]
pub struct Room {
    pub code: String,
    secret: String,
    pub expires: i64,
    names: bool,
    pub ended: bool,
    state: Option<Value>,
    seats: Vec<Seat>,
    tokens: HashMap<String, usize>,
    questions: Vec<Question>,
    teacher: Option<Conn>,
    /// Something the teacher's `live` shows changed since the last one.
    dirty: bool,
}

impl Room {
    /// A new, empty room.
    pub fn new(code: String, secret: String, expires: i64) -> Room {
        Room {
            code,
            secret,
            expires,
            names: false,
            ended: false,
            state: None,
            seats: Vec::new(),
            tokens: HashMap::new(),
            questions: Vec::new(),
            teacher: None,
            dirty: true,
        }
    }

    /// The room as the file holds it. Rows that do not read (a corrupt
    /// state or question) are skipped rather than stopping the server.
    pub fn from_row(row: RoomRow) -> Room {
        let mut room = Room::new(row.code, row.secret, row.expires);
        room.names = row.names;
        room.ended = row.ended;
        room.state = row.state.and_then(|s| serde_json::from_str(&s).ok());
        for (number, token, nickname) in row.seats {
            // Seats are numbered 1, 2, … without gaps (they are never deleted).
            if number as usize == room.seats.len() + 1 {
                room.tokens.insert(token.clone(), room.seats.len());
                room.seats.push(Seat { token, nickname, score: 0, conn: None });
            }
        }
        for (n, public, key, _, closed) in row.questions {
            let (Ok(public), Ok(key)) = (serde_json::from_str(&public), serde_json::from_str(&key)) else { continue };
            if let Ok(mut q) = Question::parse(n, public, key) {
                q.closed = closed;
                room.questions.push(q);
            }
        }
        for (n, seat, answer, at) in row.answers {
            let seat = seat as usize - 1;
            if let Some(q) = room.questions.iter_mut().find(|q| q.n == n) {
                if seat < room.seats.len() {
                    q.answers.insert(seat, (answer, at));
                }
            }
        }
        for q in room.questions.iter().filter(|q| q.closed.is_some()) {
            for (seat, (a, _)) in &q.answers {
                room.seats[*seat].score += u32::from(q.is_right(*a));
            }
        }
        room
    }

    /// Whether `secret` is this room's teacher secret.
    pub fn is_teacher(&self, secret: &str) -> bool {
        guard::same_secret(&self.secret, secret)
    }

    fn open_question(&self) -> Option<&Question> {
        self.questions.last().filter(|q| q.closed.is_none())
    }

    fn last_closed(&self) -> Option<&Question> {
        self.questions.iter().rev().find(|q| q.closed.is_some())
    }

    /// Sends `text` to every connected student; forgets those that cannot
    /// take it.
    fn broadcast(&mut self, text: &str) {
        for seat in &mut self.seats {
            if seat.conn.as_ref().is_some_and(|c| !c.send(text)) {
                seat.conn = None;
                self.dirty = true;
            }
        }
    }

    /// The teacher connects (or takes the room back): the old teacher
    /// connection is told and closed. Returns the `room` frame.
    pub fn teacher_joins(&mut self, conn: Conn, join_url: &str) -> Value {
        if let Some(old) = self.teacher.replace(conn) {
            old.close(r#"{"type":"replaced"}"#, 1000);
        }
        let mut m = match self.live() {
            Value::Object(m) => m,
            _ => Map::new(),
        };
        m.insert("type".into(), json!("room"));
        m.insert("code".into(), json!(self.code));
        m.insert("joinUrl".into(), json!(join_url));
        m.insert("expiresAt".into(), json!(self.expires));
        m.insert("names".into(), json!(self.names));
        m.insert("state".into(), self.state.clone().unwrap_or(Value::Null));
        m.insert("question".into(), self.open_question().map_or(Value::Null, Question::with_key));
        m.insert(
            "closed".into(),
            json!(self.questions.iter().filter(|q| q.closed.is_some()).map(Question::summary).collect::<Vec<_>>()),
        );
        self.dirty = false;
        Value::Object(m)
    }

    /// Forgets connection `id` (the teacher's or a seat's) once it ended.
    pub fn left(&mut self, id: u64) {
        if self.teacher.as_ref().is_some_and(|c| c.id == id) {
            self.teacher = None;
        }
        for seat in &mut self.seats {
            if seat.conn.as_ref().is_some_and(|c| c.id == id) {
                seat.conn = None;
                self.dirty = true;
            }
        }
    }

    /// Whether connection `id` is the room's teacher.
    pub fn teacher_is(&self, id: u64) -> bool {
        self.teacher.as_ref().is_some_and(|c| c.id == id)
    }

    /// A student joins, new or with a seat token. Returns the seat index
    /// and the `welcome` frame.
    pub fn join(
        &mut self,
        store: &Store,
        token: Option<&str>,
        nickname: Option<String>,
        conn: Conn,
    ) -> Result<(usize, Value), Refusal> {
        let known = token.and_then(|t| self.tokens.get(t).copied());
        let seat = match known {
            Some(i) => {
                if nickname.is_some() && nickname != self.seats[i].nickname {
                    db(store.set_nickname(&self.code, i as u32 + 1, nickname.as_deref()))?;
                    self.seats[i].nickname = nickname;
                }
                i
            }
            None => {
                let token = guard::new_seat_token();
                let i = self.seats.len();
                db(store.add_seat(&self.code, i as u32 + 1, &token, nickname.as_deref()))?;
                self.tokens.insert(token.clone(), i);
                self.seats.push(Seat { token, nickname, score: 0, conn: None });
                i
            }
        };
        if let Some(old) = self.seats[seat].conn.replace(conn) {
            old.close(r#"{"type":"replaced"}"#, 1000);
        }
        self.dirty = true;
        let s = &self.seats[seat];
        let open = self.open_question();
        let answered = open.and_then(|q| q.answers.get(&seat).map(|(a, _)| json!({ q.field(): a })));
        let welcome = json!({
            "type": "welcome",
            "seat": s.token,
            "number": seat + 1,
            "nickname": s.nickname,
            "score": s.score,
            "state": self.state,
            "question": open.map(|q| &q.public),
            "answered": answered,
            "last": self.last_closed().map(|q| q.result(seat, s.score)),
        });
        Ok((seat, welcome))
    }

    /// Seat `seat` answers question `n`. Returns the `answered` frame.
    pub fn answer(&mut self, store: &Store, seat: usize, n: i64, given: Given) -> Result<Value, Refusal> {
        let code = self.code.clone();
        let Some(q) = self.questions.last_mut().filter(|q| q.closed.is_none() && i64::from(q.n) == n) else {
            return refuse("not-open", "that question is not the open one");
        };
        if let Some((a, _)) = q.answers.get(&seat) {
            return Err(("already-answered", json!({ q.field(): a }).to_string()));
        }
        let value = match (q.kind, given) {
            (Kind::Number, Given::Value(v)) if (0..=MAX_NUMBER).contains(&v) => v,
            (Kind::NextNode | Kind::Choice, Given::Choice(c)) if (0..q.options as i64).contains(&c) => c,
            _ => return refuse("bad-answer", "out of range, or the wrong field for the kind"),
        };
        let at = guard::now();
        db(store.add_answer(&code, q.n, seat as u32 + 1, value, at))?;
        q.answers.insert(seat, (value, at));
        self.dirty = true;
        Ok(json!({ "type": "answered", "question": n, q.field(): value }))
    }

    /// The teacher's `state`: stored, then relayed.
    pub fn set_state(&mut self, store: &Store, state: Value) -> Result<(), Refusal> {
        let text = state.to_string();
        db(store.set_state(&self.code, &text))?;
        self.broadcast(&json!({ "type": "state", "state": state }).to_string());
        self.state = Some(state);
        Ok(())
    }

    /// The teacher's `ask`. Returns the `asked` frame.
    pub fn ask(&mut self, store: &Store, public: Value, key: Value) -> Result<Value, Refusal> {
        if self.open_question().is_some() {
            return refuse("question-open", "close the open question first");
        }
        let n = self.questions.len() as u32 + 1;
        let q = Question::parse(n, public, key)?;
        let public = q.public.to_string();
        if public.len() > MAX_TEACHER_JSON {
            return refuse("too-large", "the question is larger than 16 KiB");
        }
        db(store.open_question(&self.code, n, &public, &q.key.to_string(), guard::now()))?;
        self.broadcast(&format!(r#"{{"type":"question","question":{public}}}"#));
        self.questions.push(q);
        self.dirty = true;
        Ok(json!({ "type": "asked", "question": n }))
    }

    /// The teacher's `close`: scores the open question and sends every
    /// student their result. Returns the `closed` frame.
    pub fn close(&mut self, store: &Store) -> Result<Value, Refusal> {
        let Some(q) = self.questions.last_mut().filter(|q| q.closed.is_none()) else {
            return refuse("no-question", "no question is open");
        };
        let at = guard::now();
        db(store.close_question(&self.code, q.n, at))?;
        q.closed = Some(at);
        for (seat, (a, _)) in &q.answers {
            self.seats[*seat].score += u32::from(q.is_right(*a));
        }
        let q = self.questions.last().expect("the question just closed");
        for (i, seat) in self.seats.iter_mut().enumerate() {
            if seat.conn.as_ref().is_some_and(|c| !c.send(&q.result(i, seat.score).to_string())) {
                seat.conn = None;
            }
        }
        self.dirty = true;
        Ok(q.summary())
    }

    /// The teacher's `names`.
    pub fn show_names(&mut self, store: &Store, show: bool) -> Result<(), Refusal> {
        db(store.set_names(&self.code, show))?;
        self.names = show;
        self.dirty = true;
        Ok(())
    }

    /// The teacher's `end`: every student is told and closed.
    pub fn end(&mut self, store: &Store) -> Result<(), Refusal> {
        db(store.end_room(&self.code))?;
        self.close_everyone();
        Ok(())
    }

    /// Ends the room in memory: every connection is told and closed.
    pub fn close_everyone(&mut self) {
        self.ended = true;
        for seat in &mut self.seats {
            if let Some(c) = seat.conn.take() {
                c.close(r#"{"type":"ended"}"#, 1000);
            }
        }
        if let Some(c) = self.teacher.take() {
            c.close(r#"{"type":"ended"}"#, 1000);
        }
    }

    /// The `live` frame, and whether anything changed since the last one
    /// (which it resets).
    pub fn take_live(&mut self) -> Option<Value> {
        std::mem::take(&mut self.dirty).then(|| self.live())
    }

    fn live(&self) -> Value {
        let open = self.open_question();
        let students: Vec<Value> = self
            .seats
            .iter()
            .enumerate()
            .map(|(i, s)| {
                json!({
                    "number": i + 1,
                    "name": if self.names { s.nickname.as_deref() } else { None },
                    "connected": s.conn.is_some(),
                    "score": s.score,
                    "answered": open.is_some_and(|q| q.answers.contains_key(&i)),
                })
            })
            .collect();
        json!({
            "type": "live",
            "joined": self.seats.len(),
            "connected": self.seats.iter().filter(|s| s.conn.is_some()).count(),
            "open": open.map(Question::open_tally),
            "students": students,
        })
    }

    /// The session's answers as CSV (docs/CLASS.md's columns).
    pub fn csv(&self) -> String {
        let mut out = String::from("question,kind,seat,nickname,answer,right,points,score_after,answered_at\n");
        let mut scores = vec![0u32; self.seats.len()];
        for q in &self.questions {
            for (i, seat) in self.seats.iter().enumerate() {
                let given = q.answers.get(&i);
                let right = given.map(|(a, _)| q.is_right(*a));
                let (right, points) = match (q.closed, right) {
                    (None, _) => (String::new(), String::new()),
                    (Some(_), r) => {
                        let r = r.unwrap_or(false);
                        scores[i] += u32::from(r);
                        (r.to_string(), u32::from(r).to_string())
                    }
                };
                let line = [
                    q.n.to_string(),
                    q.kind.name().to_string(),
                    (i + 1).to_string(),
                    csv_field(seat.nickname.as_deref().unwrap_or("")),
                    given.map_or(String::new(), |(a, _)| a.to_string()),
                    right,
                    points,
                    scores[i].to_string(),
                    given.map_or(String::new(), |(_, at)| guard::iso8601(*at)),
                ];
                out.push_str(&line.join(","));
                out.push('\n');
            }
        }
        out
    }
}

/// A text as one CSV field: quoted when it holds a comma, quote or line
/// break, and with a leading `= + - @` (or tab) prefixed by `'` so a
/// spreadsheet reads it as text, not a formula.
fn csv_field(text: &str) -> String {
    let text = if text.starts_with(['=', '+', '-', '@', '\t']) { format!("'{text}") } else { text.to_string() };
    if text.contains([',', '"', '\n', '\r']) {
        format!("\"{}\"", text.replace('"', "\"\""))
    } else {
        text
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn next_node(cards: usize, answer: i64) -> Result<Question, Refusal> {
        let cards: Vec<Value> = (0..cards).map(|i| json!({ "g": i })).collect();
        Question::parse(
            1,
            json!({"kind": "next-node", "cards": cards}),
            json!({"answer": answer, "reason": {"code": "lowest-f", "args": {"f": 7}}}),
        )
    }

    #[test]
    fn questions_are_checked() {
        assert_eq!(next_node(4, 2).unwrap().public["n"], json!(1));
        assert_eq!(next_node(4, 4).unwrap_err().0, "bad-question");
        assert_eq!(next_node(0, 0).unwrap_err().0, "bad-question");
        assert_eq!(next_node(17, 0).unwrap_err().0, "bad-question");
        let number = |key: Value| Question::parse(2, json!({"kind": "number"}), key);
        let q = number(json!({"truth": 40, "tolerance": 5})).unwrap();
        assert!(q.is_right(35) && q.is_right(45) && !q.is_right(46) && !q.is_right(34));
        assert_eq!(number(json!({"truth": -1})).unwrap_err().0, "bad-question");
        assert_eq!(number(json!({"truth": 3, "tolerance": -1})).unwrap_err().0, "bad-question");
        assert_eq!(number(json!({"truth": 3, "reason": "x"})).unwrap_err().0, "bad-question");
        let choice = |n: usize| {
            Question::parse(3, json!({"kind": "choice", "options": vec![json!({}); n]}), json!({"answer": 0}))
        };
        assert!(choice(1).is_err() && choice(2).is_ok() && choice(8).is_ok() && choice(9).is_err());
        assert_eq!(Question::parse(1, json!({"kind": "essay"}), json!({})).unwrap_err().0, "bad-question");
        assert_eq!(Question::parse(1, json!([1]), json!({})).unwrap_err().0, "bad-question");
    }

    #[test]
    fn csv_fields_are_quoted_and_defused() {
        assert_eq!(csv_field("Li"), "Li");
        assert_eq!(csv_field("a,b"), "\"a,b\"");
        assert_eq!(csv_field("say \"hi\""), "\"say \"\"hi\"\"\"");
        assert_eq!(csv_field("=1+1"), "'=1+1");
        assert_eq!(csv_field("-2,3"), "\"'-2,3\"");
    }
}
