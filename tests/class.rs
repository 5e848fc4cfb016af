//! `npuzzle class` (docs/CLASS.md) on loopback: the real binary on port 0,
//! a simulated teacher and students over real WebSockets.
//!
//! Nothing waits on a clock: every step waits for the server's own
//! acknowledgement (`asked`, `answered`, `closed`, `welcome`, `result`),
//! and the time-outs below only turn a hang into a failure. Expected
//! tallies and scores are computed here from the answers each simulated
//! student gives, never read back from the server.
//!
//! The load benchmark is here too, ignored: `cargo test --release --test
//! class -- --ignored --nocapture class_bench` (docs/PERFORMANCE.md).
#![cfg(not(target_arch = "wasm32"))]

use futures_util::future::join_all;
use futures_util::{SinkExt, StreamExt};
use serde_json::{json, Value};
use std::io::{BufRead, BufReader, Read, Write};
use std::net::TcpStream as StdTcpStream;
use std::path::{Path, PathBuf};
use std::process::{Child, Command, Stdio};
use std::time::{Duration, Instant};
use tokio::net::TcpStream;
use tokio_tungstenite::tungstenite::client::IntoClientRequest;
use tokio_tungstenite::tungstenite::Message;
use tokio_tungstenite::{MaybeTlsStream, WebSocketStream};

type Ws = WebSocketStream<MaybeTlsStream<TcpStream>>;

/// Longest wait for one frame before the test fails (a hang, not a timing).
const PATIENCE: Duration = Duration::from_secs(60);

/// A running server process.
struct Server {
    child: Child,
    addr: String,
}

impl Server {
    /// Starts `npuzzle class` on a free loopback port with the database `db`
    /// and reads the address from its first line.
    fn start(db: &Path) -> Server {
        let mut child = Command::new(env!("CARGO_BIN_EXE_npuzzle"))
            .args(["class", "--port", "0", "--host", "127.0.0.1", "--db"])
            .arg(db)
            .args(["--dist", "no-such-dist"])
            .stdin(Stdio::null())
            .stdout(Stdio::piped())
            .stderr(Stdio::inherit())
            .spawn()
            .expect("the binary starts");
        let mut out = BufReader::new(child.stdout.take().unwrap());
        let mut first = String::new();
        out.read_line(&mut first).unwrap();
        let addr = first
            .strip_prefix("npuzzle class: listening on http://")
            .unwrap_or_else(|| panic!("first line: {first:?}"))
            .trim()
            .to_string();
        // Keep reading what it prints, so a full pipe never blocks it.
        std::thread::spawn(move || {
            let mut sink = Vec::new();
            let _ = out.read_to_end(&mut sink);
        });
        Server { child, addr }
    }

    /// Kills the process (SIGKILL: no chance to tidy up) and waits for it.
    fn kill(mut self) {
        self.child.kill().unwrap();
        self.child.wait().unwrap();
    }
}

impl Drop for Server {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

/// A fresh database path in the temp directory.
fn temp_db(name: &str) -> PathBuf {
    let path = std::env::temp_dir().join(format!("npuzzle-class-test-{name}-{}.sqlite", std::process::id()));
    for suffix in ["", "-wal", "-shm"] {
        let _ = std::fs::remove_file(format!("{}{suffix}", path.display()));
    }
    path
}

/// One HTTP/1.1 request; returns status, headers and body.
fn http(addr: &str, method: &str, path: &str, body: &str, extra: &str) -> (u16, String, String) {
    let mut s = StdTcpStream::connect(addr).unwrap();
    let request = format!(
        "{method} {path} HTTP/1.1\r\nHost: {addr}\r\nContent-Type: application/json\r\nContent-Length: {}\r\nConnection: close\r\n{extra}\r\n{body}",
        body.len()
    );
    s.write_all(request.as_bytes()).unwrap();
    let mut response = String::new();
    s.read_to_string(&mut response).unwrap();
    let (head, body) = response.split_once("\r\n\r\n").unwrap();
    let status = head.split(' ').nth(1).unwrap().parse().unwrap();
    (status, head.to_string(), body.to_string())
}

/// A new room: `(code, secret)`.
fn create_room(addr: &str) -> (String, String) {
    let (status, _, body) = http(addr, "POST", "/class/rooms", "{}", "");
    assert_eq!(status, 201, "{body}");
    let v: Value = serde_json::from_str(&body).unwrap();
    let code = v["code"].as_str().unwrap().to_string();
    assert_eq!(v["joinUrl"], json!(format!("http://{addr}/?class={code}")));
    (code, v["secret"].as_str().unwrap().to_string())
}

async fn connect(addr: &str) -> Ws {
    tokio_tungstenite::connect_async(format!("ws://{addr}/class/ws")).await.expect("the socket opens").0
}

async fn send(ws: &mut Ws, v: Value) {
    ws.send(Message::Text(v.to_string().into())).await.unwrap();
}

/// The next text frame as JSON, or `None` once the server closed.
async fn next(ws: &mut Ws) -> Option<Value> {
    loop {
        match tokio::time::timeout(PATIENCE, ws.next()).await.expect("a frame in time") {
            Some(Ok(Message::Text(t))) => return Some(serde_json::from_str(t.as_str()).unwrap()),
            Some(Ok(Message::Close(_))) | None | Some(Err(_)) => return None,
            Some(Ok(_)) => {}
        }
    }
}

/// The next frame of type `ty`, skipping `live` and `state` frames.
async fn expect(ws: &mut Ws, ty: &str) -> Value {
    loop {
        let v = next(ws).await.unwrap_or_else(|| panic!("closed while waiting for {ty}"));
        match v["type"].as_str() {
            Some(t) if t == ty => return v,
            Some("live" | "state") => {}
            _ => panic!("waiting for {ty}, got {v}"),
        }
    }
}

/// Whether the server ends the connection (after any frames it sends first).
async fn ends(ws: &mut Ws) -> bool {
    for _ in 0..1000 {
        if next(ws).await.is_none() {
            return true;
        }
    }
    false
}

async fn teacher(addr: &str, code: &str, secret: &str) -> (Ws, Value) {
    let mut ws = connect(addr).await;
    send(&mut ws, json!({"type": "teacher", "code": code, "secret": secret})).await;
    let room = expect(&mut ws, "room").await;
    (ws, room)
}

/// A simulated student: its socket, seat token and public number.
struct Student {
    ws: Ws,
    seat: String,
    number: u64,
}

async fn join(addr: &str, code: &str, nickname: &str, seat: Option<&str>) -> (Student, Value) {
    let mut ws = connect(addr).await;
    send(&mut ws, json!({"type": "join", "code": code, "nickname": nickname, "seat": seat})).await;
    let welcome = expect(&mut ws, "welcome").await;
    let seat = welcome["seat"].as_str().unwrap().to_string();
    let number = welcome["number"].as_u64().unwrap();
    (Student { ws, seat, number }, welcome)
}

/// The question with number `q` (1-based) of the ten: next-node (4
/// cards), number (truth 20 ± 2) and choice (3 options) in turn.
fn question(q: usize) -> (Value, Value) {
    match q % 3 {
        1 => (
            json!({"kind": "next-node", "cards": [{"g": 1, "h": 5}, {"g": 1, "h": 4}, {"g": 2, "h": 3}, {"g": 2, "h": 6}]}),
            json!({"answer": q % 4, "reason": {"code": "lowest-f", "args": {"f": 6}}}),
        ),
        2 => {
            (json!({"kind": "number", "topic": {"code": "class.ask.expansions"}}), json!({"truth": 20, "tolerance": 2}))
        }
        _ => (
            json!({"kind": "choice", "options": [{"code": "a"}, {"code": "b"}, {"code": "c"}]}),
            json!({"answer": 1, "reason": {"code": "dominates", "args": {}}}),
        ),
    }
}

/// What student `i` answers to question `q`, or `None` (it skips it).
fn pick(i: usize, q: usize) -> Option<i64> {
    if (i + q).is_multiple_of(11) {
        return None;
    }
    Some(match q % 3 {
        1 => ((i * 7 + q * 3) % 4) as i64,
        2 => ((i * 13 + q) % 30) as i64,
        _ => ((i * 5 + q) % 3) as i64,
    })
}

fn answer_frame(q: usize, a: i64) -> Value {
    if q % 3 == 2 {
        json!({"type": "answer", "question": q, "value": a})
    } else {
        json!({"type": "answer", "question": q, "choice": a})
    }
}

fn is_right(q: usize, a: i64) -> bool {
    let (_, key) = question(q);
    match q % 3 {
        2 => (a - 20).abs() <= 2,
        _ => key["answer"].as_i64() == Some(a),
    }
}

/// The `counts` or `histogram` the teacher should see for question `q`
/// answered by students `0..n`.
fn tally(q: usize, n: usize) -> (&'static str, Value) {
    let given: Vec<i64> = (0..n).filter_map(|i| pick(i, q)).collect();
    if q % 3 == 2 {
        let mut h = std::collections::BTreeMap::new();
        for a in given {
            *h.entry(a).or_insert(0u32) += 1;
        }
        ("histogram", json!(h.into_iter().map(|(v, c)| json!([v, c])).collect::<Vec<_>>()))
    } else {
        let mut counts = vec![0u32; if q % 3 == 1 { 4 } else { 3 }];
        for a in given {
            counts[a as usize] += 1;
        }
        ("counts", json!(counts))
    }
}

/// Student `i`'s score after questions `1..=q`.
fn score(i: usize, q: usize) -> u64 {
    (1..=q).filter(|&k| pick(i, k).is_some_and(|a| is_right(k, a))).count() as u64
}

/// Student `i` answers question `q` (if it does) and checks the stored echo.
async fn answer(s: &mut Student, i: usize, q: usize) {
    let Some(a) = pick(i, q) else { return };
    send(&mut s.ws, answer_frame(q, a)).await;
    let ack = expect(&mut s.ws, "answered").await;
    assert_eq!(ack["question"], json!(q));
    assert_eq!(ack[if q % 3 == 2 { "value" } else { "choice" }], json!(a), "student {i} question {q}");
}

/// Student `i` receives question `q`'s result and checks it.
async fn check_result(s: &mut Student, i: usize, q: usize) {
    let r = expect(&mut s.ws, "result").await;
    let given = pick(i, q);
    assert_eq!(r["question"], json!(q));
    assert_eq!(r["yours"], json!(given), "student {i} question {q}");
    assert_eq!(r["right"], json!(given.is_some_and(|a| is_right(q, a))), "student {i} question {q}");
    assert_eq!(r["score"], json!(score(i, q)), "student {i} question {q}");
    let mut public = question(q).0;
    public["n"] = json!(q);
    assert_eq!(r["public"], public, "the result carries the question it scores");
}

/// The teacher closes question `q` and checks the summary against `n`
/// students' answers.
async fn close_and_check(t: &mut Ws, q: usize, n: usize) {
    send(t, json!({"type": "close"})).await;
    let closed = expect(t, "closed").await;
    let given: Vec<i64> = (0..n).filter_map(|i| pick(i, q)).collect();
    let (field, expected) = tally(q, n);
    assert_eq!(closed["question"], json!(q));
    assert_eq!(closed["answered"], json!(given.len()), "question {q}");
    assert_eq!(closed["right"], json!(given.iter().filter(|&&a| is_right(q, a)).count()), "question {q}");
    assert_eq!(closed[field], expected, "question {q}");
}

async fn ask(t: &mut Ws, q: usize) {
    let (public, key) = question(q);
    send(t, json!({"type": "ask", "question": public, "key": key})).await;
    assert_eq!(expect(t, "asked").await["question"], json!(q));
}

/// Waits for a `live` frame whose open question counts `answered` answers
/// with `connected` students connected.
async fn live_shows(t: &mut Ws, answered: usize, connected: usize) -> Value {
    for _ in 0..100_000 {
        let v = next(t).await.expect("the teacher's socket stays open");
        if v["type"] == "live" && v["open"]["answered"] == json!(answered) && v["connected"] == json!(connected) {
            return v;
        }
    }
    panic!("no live frame with {answered} answers and {connected} connected");
}

/// 500 students, ten questions of the three kinds, some skipped; on
/// questions 4 and 8 a fifth of them drop mid-question and come back with
/// their seat token (half before answering, half after, and those try a
/// second, different answer). Every tally, every result and every score is
/// exact, and the teacher's `live` shows every answer.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn five_hundred_students_ten_questions_with_drops() {
    const N: usize = 500;
    let db = temp_db("500");
    let server = Server::start(&db);
    let addr = server.addr.clone();
    let (code, secret) = create_room(&addr);
    let (mut t, room) = teacher(&addr, &code, &secret).await;
    assert_eq!((room["joined"].clone(), room["question"].clone()), (json!(0), Value::Null));
    let mut students: Vec<Student> = join_all((0..N).map(|i| {
        let (addr, code) = (&addr, &code);
        async move { join(addr, code, &format!("s{i}"), None).await.0 }
    }))
    .await;
    // Seats are numbered 1..=N in some order; index i of the test keeps its own.
    let mut numbers: Vec<u64> = students.iter().map(|s| s.number).collect();
    numbers.sort_unstable();
    assert_eq!(numbers, (1..=N as u64).collect::<Vec<_>>());
    for q in 1..=10 {
        ask(&mut t, q).await;
        let drops = q.is_multiple_of(4);
        join_all(students.iter_mut().enumerate().map(|(i, s)| {
            let addr = addr.clone();
            let code = code.clone();
            async move {
                let got = expect(&mut s.ws, "question").await;
                assert_eq!(got["question"]["n"], json!(q));
                assert!(got["question"].get("key").is_none() && got["question"].get("answer").is_none());
                if drops && i.is_multiple_of(10) {
                    // Drops before answering: the welcome has the question, no answer.
                    let _ = s.ws.close(None).await;
                    let (back, welcome) = join(&addr, &code, "", Some(&s.seat)).await;
                    assert_eq!((back.number, welcome["question"]["n"].clone()), (s.number, json!(q)));
                    assert_eq!(welcome["answered"], Value::Null);
                    assert_eq!(welcome["score"], json!(score(i, q - 1)));
                    assert_eq!(welcome["nickname"], json!(format!("s{i}")), "an empty nickname keeps the old one");
                    *s = back;
                }
                answer(s, i, q).await;
                if drops && i % 10 == 5 {
                    // Drops after answering: the welcome has the stored answer,
                    // and a second answer is refused with it.
                    let _ = s.ws.close(None).await;
                    let (back, welcome) = join(&addr, &code, "", Some(&s.seat)).await;
                    let field = if q % 3 == 2 { "value" } else { "choice" };
                    assert_eq!(welcome["answered"], pick(i, q).map_or(Value::Null, |a| json!({ field: a })));
                    *s = back;
                    if let Some(a) = pick(i, q) {
                        send(&mut s.ws, answer_frame(q, (a + 1) % 3)).await;
                        let refused = expect(&mut s.ws, "error").await;
                        assert_eq!(
                            (refused["code"].clone(), refused[field].clone(), refused["question"].clone()),
                            (json!("already-answered"), json!(a), json!(q))
                        );
                    }
                }
            }
        }))
        .await;
        let answered = (0..N).filter(|&i| pick(i, q).is_some()).count();
        let live = live_shows(&mut t, answered, N).await;
        assert_eq!(live["joined"], json!(N), "question {q}");
        assert_eq!(live["open"][tally(q, N).0], tally(q, N).1, "question {q}");
        close_and_check(&mut t, q, N).await;
        join_all(students.iter_mut().enumerate().map(|(i, s)| check_result(s, i, q))).await;
    }
    // The CSV has a row per seat and question, and the scores after the last.
    let (status, head, csv) =
        http(&addr, "POST", "/class/export", &json!({"code": code, "secret": secret}).to_string(), "");
    assert_eq!(status, 200);
    assert!(head.contains("text/csv"), "{head}");
    let lines: Vec<&str> = csv.lines().collect();
    assert_eq!(lines.len(), 1 + 10 * N);
    for (i, s) in students.iter().enumerate() {
        let row = format!("10,next-node,{},s{i},", s.number);
        let last = lines.iter().find(|l| l.starts_with(&row)).unwrap();
        let fields: Vec<&str> = last.split(',').collect();
        assert_eq!(fields[7], score(i, 10).to_string(), "{last}");
    }
    server.kill();
}

/// Killed mid-question (SIGKILL) and started again on the same file: the
/// room, its closed question, the open question with its answers, the seats
/// and their scores are all there; the rest of the class answers and the
/// totals are exact.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_killed_server_resumes_the_room_mid_question() {
    const N: usize = 40;
    let db = temp_db("restart");
    let server = Server::start(&db);
    let addr = server.addr.clone();
    let (code, secret) = create_room(&addr);
    let (mut t, _) = teacher(&addr, &code, &secret).await;
    send(&mut t, json!({"type": "state", "state": {"board": [1, 2, 3, 4, 5, 6, 7, 0, 8], "step": 3}})).await;
    let mut students: Vec<Student> = Vec::new();
    for i in 0..N {
        students.push(join(&addr, &code, &format!("s{i}"), None).await.0);
    }
    for q in 1..=2 {
        ask(&mut t, q).await;
        for (i, s) in students.iter_mut().enumerate() {
            expect(&mut s.ws, "question").await;
            if q == 1 || i < N / 2 {
                answer(s, i, q).await;
            }
        }
        if q == 1 {
            close_and_check(&mut t, 1, N).await;
            for (i, s) in students.iter_mut().enumerate() {
                check_result(s, i, 1).await;
            }
        }
    }
    server.kill();

    let server = Server::start(&db);
    let addr = server.addr.clone();
    let (mut t, room) = teacher(&addr, &code, &secret).await;
    assert_eq!(room["question"]["question"]["n"], json!(2));
    assert_eq!(room["question"]["key"], question(2).1);
    assert_eq!(room["closed"].as_array().unwrap().len(), 1);
    assert_eq!(room["closed"][0][tally(1, N).0], tally(1, N).1);
    assert_eq!(room["state"]["step"], json!(3));
    let half = (0..N / 2).filter(|&i| pick(i, 2).is_some()).count();
    assert_eq!((room["joined"].clone(), room["open"]["answered"].clone()), (json!(N), json!(half)));
    for (i, s) in students.iter_mut().enumerate() {
        let (back, welcome) = join(&addr, &code, "", Some(&s.seat)).await;
        assert_eq!(back.number, s.number);
        assert_eq!(welcome["score"], json!(score(i, 1)));
        assert_eq!(welcome["state"]["step"], json!(3));
        assert_eq!(welcome["question"]["n"], json!(2));
        let stored = if i < N / 2 { pick(i, 2).map(|a| json!({"value": a})) } else { None };
        assert_eq!(welcome["answered"], stored.unwrap_or(Value::Null), "student {i}");
        assert_eq!(welcome["last"]["score"], json!(score(i, 1)));
        *s = back;
    }
    for (i, s) in students.iter_mut().enumerate().skip(N / 2) {
        answer(s, i, 2).await;
    }
    close_and_check(&mut t, 2, N).await;
    for (i, s) in students.iter_mut().enumerate() {
        check_result(s, i, 2).await;
    }
    // A newcomer after the restart gets the next seat.
    assert_eq!(join(&addr, &code, "late", None).await.0.number, N as u64 + 1);
    server.kill();
}

/// Hostile frames and callers: each refused as docs/CLASS.md says, the
/// connection kept or closed as it says, and nothing in the room changed.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn hostile_frames_are_refused_and_change_nothing() {
    let db = temp_db("hostile");
    let server = Server::start(&db);
    let addr = server.addr.clone();

    let (status, _, body) = http(&addr, "GET", "/class/info", "", "");
    let info: Value = serde_json::from_str(&body).unwrap();
    assert_eq!((status, info["server"].clone(), info["protocol"].clone()), (200, json!("npuzzle-class"), json!(1)));
    let (status, head, svg) = http(&addr, "GET", "/class/qr.svg?code=k7qm2p", "", "");
    assert_eq!(status, 200);
    assert!(head.contains("image/svg+xml") && svg.contains("<svg"), "{head}");
    assert_eq!(http(&addr, "GET", "/class/qr.svg?code=%3Cscript%3E", "", "").0, 400);
    assert_eq!(http(&addr, "GET", "/class/rooms", "", "").0, 405, "no endpoint lists rooms");

    let (code, secret) = create_room(&addr);
    let (mut t, _) = teacher(&addr, &code, &secret).await;
    let (mut good, _) = join(&addr, &code, "<b>hi</b>\u{202E}\u{0007}", None).await;
    // Each kind of abuse on its own connection: each has its own rate limit.
    let (mut bad, welcome) = join(&addr, &code, "bad", None).await;
    assert_eq!(welcome["nickname"], json!("bad"));
    let (mut bad2, _) = join(&addr, &code, "bad2", None).await;
    let (mut bad3, _) = join(&addr, &code, "bad3", None).await;
    ask(&mut t, 1).await;
    assert_eq!(next(&mut good.ws).await.unwrap()["type"], json!("question"));
    for s in [&mut bad, &mut bad2, &mut bad3] {
        expect(&mut s.ws, "question").await;
    }

    // A student's teacher commands: refused, connection kept.
    for frame in [
        json!({"type": "close"}),
        json!({"type": "ask", "question": question(3).0, "key": question(3).1}),
        json!({"type": "names", "show": true}),
        json!({"type": "state", "state": {"board": "evil"}}),
        json!({"type": "end"}),
        json!({"type": "teacher", "code": code, "secret": secret}),
    ] {
        send(&mut bad.ws, frame).await;
        assert_eq!(expect(&mut bad.ws, "error").await["code"], json!("forbidden"));
    }
    // Malformed frames and answers out of range: refused, kept.
    for (frame, code) in [
        ("not json".to_string(), "malformed"),
        ("[1,2]".to_string(), "malformed"),
        (json!({"type": "answer", "question": 1, "choice": "0"}).to_string(), "malformed"),
        (json!({"type": "answer", "question": 1, "choice": 9}).to_string(), "bad-answer"),
        (json!({"type": "answer", "question": 1, "value": 3}).to_string(), "bad-answer"),
        (json!({"type": "answer", "question": 2, "choice": 0}).to_string(), "not-open"),
        (json!({"type": "answer", "question": 1, "choice": 0, "pad": "x".repeat(2000)}).to_string(), "too-large"),
    ] {
        bad2.ws.send(Message::Text(frame.into())).await.unwrap();
        assert_eq!(expect(&mut bad2.ws, "error").await["code"], json!(code));
    }
    bad2.ws.send(Message::Binary(vec![1, 2, 3].into())).await.unwrap();
    assert_eq!(expect(&mut bad2.ws, "error").await["code"], json!("malformed"));
    // Too fast: forty answers at once; exactly one is stored, the rest are
    // already-answered or too-fast (5 a second, burst 10: sending forty
    // frames would have to take six seconds to escape every too-fast).
    let burst: Vec<_> = (0..40)
        .map(|_| Ok(Message::Text(json!({"type": "answer", "question": 1, "choice": 3}).to_string().into())))
        .collect();
    bad3.ws.send_all(&mut futures_util::stream::iter(burst)).await.unwrap();
    let mut seen = std::collections::BTreeMap::new();
    for _ in 0..40 {
        let v = next(&mut bad3.ws).await.expect("kept open");
        let key = if v["type"] == "error" {
            v["code"].as_str().unwrap().to_string()
        } else {
            v["type"].as_str().unwrap().to_string()
        };
        *seen.entry(key).or_insert(0) += 1;
    }
    assert_eq!(seen.get("answered"), Some(&1), "{seen:?}");
    assert!(seen.get("too-fast").is_some_and(|n| *n >= 1), "{seen:?}");
    assert_eq!(seen.values().sum::<i32>(), 40, "{seen:?}");
    // Abuse: refused frames pile up until the server says `closing` and
    // closes (one frame at a time, each refusal read before the next).
    let mut last = Value::Null;
    for _ in 0..100 {
        if bad3.ws.send(Message::Text("{".to_string().into())).await.is_err() {
            break;
        }
        match next(&mut bad3.ws).await {
            Some(v) if v["code"] == "closing" => {
                last = v;
                break;
            }
            Some(v) => assert!(v["code"] == "malformed" || v["code"] == "too-fast", "{v}"),
            None => break,
        }
    }
    assert_eq!(last["code"], json!("closing"));
    assert!(ends(&mut bad3.ws).await);
    // An oversized frame (over 64 KiB) closes the connection.
    let (mut huge, _) = join(&addr, &code, "huge", None).await;
    let _ = huge.ws.send(Message::Text("x".repeat(70 * 1024).into())).await;
    assert!(ends(&mut huge.ws).await);
    // The teacher cannot answer.
    send(&mut t, json!({"type": "answer", "question": 1, "choice": 0})).await;
    assert_eq!(expect(&mut t, "error").await["code"], json!("forbidden"));
    // Another origin cannot open a socket.
    let mut request = format!("ws://{addr}/class/ws").into_client_request().unwrap();
    request.headers_mut().insert("Origin", "http://evil.example".parse().unwrap());
    let refused = tokio_tungstenite::connect_async(request).await.unwrap_err();
    assert!(refused.to_string().contains("403"), "{refused}");
    // A wrong teacher secret and a wrong code: refused and closed.
    let mut w = connect(&addr).await;
    send(&mut w, json!({"type": "teacher", "code": code, "secret": "0".repeat(64)})).await;
    assert_eq!(expect(&mut w, "error").await["code"], json!("forbidden"));
    assert!(ends(&mut w).await);
    assert_eq!(http(&addr, "POST", "/class/export", &json!({"code": code, "secret": "x"}).to_string(), "").0, 403);

    // Nothing changed: one answer (bad's first), no names, no state relayed
    // to the good student, the question still open and numbered 1.
    send(&mut good.ws, answer_frame(1, pick(0, 1).unwrap())).await;
    assert_eq!(next(&mut good.ws).await.unwrap()["type"], json!("answered"));
    send(&mut t, json!({"type": "close"})).await;
    let closed = expect(&mut t, "closed").await;
    let mut counts = vec![0; 4];
    counts[3] += 1;
    counts[pick(0, 1).unwrap() as usize] += 1;
    assert_eq!(
        (closed["question"].clone(), closed["answered"].clone(), closed["counts"].clone()),
        (json!(1), json!(2), json!(counts))
    );
    let r = next(&mut good.ws).await.unwrap();
    assert_eq!(r["question"], json!(1), "the good student saw no state and no other question: {r}");
    let (status, _, csv) =
        http(&addr, "POST", "/class/export", &json!({"code": code, "secret": secret}).to_string(), "");
    assert_eq!(status, 200);
    let rows: Vec<&str> = csv.lines().collect();
    assert_eq!(rows[0], "question,kind,seat,nickname,answer,right,points,score_after,answered_at");
    assert!(rows[1].starts_with(&format!("1,next-node,{},<b>hi</b>,3,false,0,0,", good.number)), "{}", rows[1]);
    assert_eq!(rows.len(), 1 + 5, "one question, five seats");

    // Guessing codes: a wrong code is refused and closed, and once this
    // address failed twenty times in its minute (the wrong secret and the
    // wrong export above were two) it is refused even with the right code.
    let mut refusals = Vec::new();
    for guess in 0..20u8 {
        let mut g = connect(&addr).await;
        send(&mut g, json!({"type": "join", "code": format!("ZZZZ{}{}", (b'2' + guess / 8) as char, (b'2' + guess % 8) as char)})).await;
        let e = expect(&mut g, "error").await;
        assert!(ends(&mut g).await);
        refusals.push(e["code"].as_str().unwrap().to_string());
    }
    assert_eq!(refusals.iter().filter(|c| *c == "no-room").count(), 18, "{refusals:?}");
    assert_eq!(refusals[18..], ["too-many-attempts", "too-many-attempts"]);
    let mut g = connect(&addr).await;
    send(&mut g, json!({"type": "join", "code": code})).await;
    assert_eq!(expect(&mut g, "error").await["code"], json!("too-many-attempts"));
    assert!(ends(&mut g).await);
    server.kill();
}

/// Latency figures for docs/PERFORMANCE.md: for each class size, students
/// join one after another in parallel, then all answer one question at
/// once; prints the median, 95th percentile and largest join and answer
/// latency, and how long until the teacher's `live` shows every answer.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
#[ignore = "a benchmark: cargo test --release --test class -- --ignored --nocapture class_bench"]
async fn class_bench() {
    println!("| students | join p50 | join p95 | join max | answer p50 | answer p95 | answer max | teacher sees all |");
    println!("|---:|---:|---:|---:|---:|---:|---:|---:|");
    for n in [50usize, 200, 500] {
        let db = temp_db(&format!("bench{n}"));
        let server = Server::start(&db);
        let addr = server.addr.clone();
        let (code, secret) = create_room(&addr);
        let (mut t, _) = teacher(&addr, &code, &secret).await;
        let joined = join_all((0..n).map(|i| {
            let (addr, code) = (addr.clone(), code.clone());
            async move {
                let start = Instant::now();
                let (s, _) = join(&addr, &code, &format!("s{i}"), None).await;
                (s, start.elapsed())
            }
        }))
        .await;
        let mut join_ms: Vec<f64> = joined.iter().map(|(_, d)| d.as_secs_f64() * 1e3).collect();
        let mut students: Vec<Student> = joined.into_iter().map(|(s, _)| s).collect();
        ask(&mut t, 1).await;
        join_all(students.iter_mut().map(|s| expect(&mut s.ws, "question"))).await;
        let all = Instant::now();
        let mut answer_ms: Vec<f64> = join_all(students.iter_mut().enumerate().map(|(i, s)| async move {
            let start = Instant::now();
            send(&mut s.ws, answer_frame(1, (i % 4) as i64)).await;
            expect(&mut s.ws, "answered").await;
            start.elapsed().as_secs_f64() * 1e3
        }))
        .await;
        live_shows(&mut t, n, n).await;
        let seen = all.elapsed().as_secs_f64() * 1e3;
        let stats = |v: &mut Vec<f64>| {
            v.sort_by(f64::total_cmp);
            (v[v.len() / 2], v[v.len() * 95 / 100], v[v.len() - 1])
        };
        let (j50, j95, jmax) = stats(&mut join_ms);
        let (a50, a95, amax) = stats(&mut answer_ms);
        println!("| {n} | {j50:.1} ms | {j95:.1} ms | {jmax:.1} ms | {a50:.1} ms | {a95:.1} ms | {amax:.1} ms | {seen:.0} ms |");
        server.kill();
    }
}
