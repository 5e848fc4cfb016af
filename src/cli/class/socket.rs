//! One WebSocket connection: the first frame says who it is (a teacher
//! with the room's secret, or a student with its join code), then every
//! frame is checked (size, rate, shape, role) before it reaches the room.
//! docs/CLASS.md lists what is refused and how.

use super::guard::{self, Bucket};
use super::room::{Conn, Given, Out, Refusal, MAX_TEACHER_JSON};
use super::Hub;
use axum::extract::ws::{CloseFrame, Message, WebSocket};
use serde_json::{json, Value};
use std::net::IpAddr;
use std::sync::atomic::Ordering;
use std::sync::Arc;
use std::time::Duration;
use tokio::sync::mpsc;

/// The largest frame the WebSocket layer reads; a larger one closes the
/// connection (1009).
pub const MAX_FRAME: usize = 64 * 1024;
/// The largest student frame handled.
const MAX_STUDENT_FRAME: usize = 1024;
/// Refused frames after which a connection is closed.
const MAX_REFUSED: u32 = 50;
/// How often the teacher's `live` may be sent.
const LIVE_EVERY: Duration = Duration::from_millis(200);
/// A connection's outgoing queue; a client that lets it fill is dropped.
const QUEUE: usize = 512;
/// Close codes.
const POLICY: u16 = 1008;
/// The commands only a teacher may send.
const TEACHER_ONLY: [&str; 6] = ["teacher", "state", "ask", "close", "names", "end"];

fn error(code: &str, detail: &str) -> String {
    json!({ "type": "error", "code": code, "detail": detail }).to_string()
}

/// A refusal as an `error` frame; `already-answered` carries the stored
/// answer's field.
fn refusal_frame((code, detail): &Refusal) -> String {
    if *code == "already-answered" {
        if let Ok(Value::Object(mut m)) = serde_json::from_str::<Value>(detail) {
            m.insert("type".into(), json!("error"));
            m.insert("code".into(), json!(code));
            m.insert("detail".into(), json!("the first answer counts"));
            return Value::Object(m).to_string();
        }
    }
    error(code, detail)
}

async fn send(socket: &mut WebSocket, text: String) -> bool {
    socket.send(Message::Text(text.into())).await.is_ok()
}

async fn close(socket: &mut WebSocket, text: String, code: u16) {
    let _ = socket.send(Message::Text(text.into())).await;
    let _ = socket.send(Message::Close(Some(CloseFrame { code, reason: "".into() }))).await;
}

/// Who the connection is, once its first frame was accepted.
enum Role {
    Teacher,
    Student(usize),
}

/// Runs a connection from `ip` to its end.
pub async fn run(mut socket: WebSocket, hub: Arc<Hub>, ip: IpAddr, host: Option<String>) {
    let first = match tokio::time::timeout(Duration::from_secs(30), socket.recv()).await {
        Ok(Some(Ok(Message::Text(t)))) => t,
        Ok(Some(Ok(_))) => {
            return close(&mut socket, error("malformed", "the first frame is a JSON text"), POLICY).await
        }
        _ => return,
    };
    let hello: Value = serde_json::from_str(first.as_str()).unwrap_or(Value::Null);
    let kind = hello.get("type").and_then(Value::as_str).unwrap_or("");
    if !matches!(kind, "teacher" | "join") || first.len() > MAX_STUDENT_FRAME {
        let why = "the first frame is {\"type\":\"teacher\"} or {\"type\":\"join\"}";
        return close(&mut socket, error("malformed", why), POLICY).await;
    }
    let text = |name: &str| hello.get(name).and_then(Value::as_str).map(str::to_string);
    if !hub.attempts().may_try(ip) {
        return close(&mut socket, error("too-many-attempts", "too many wrong codes: wait a minute"), POLICY).await;
    }
    let code = text("code").and_then(|c| guard::normalize_code(&c));
    let room = code.and_then(|c| hub.live_room(&c));
    let (tx, rx) = mpsc::channel(QUEUE);
    let id = hub.next_conn.fetch_add(1, Ordering::Relaxed);
    let conn = Conn { id, tx };
    let joined = room.as_ref().and_then(|room| {
        let mut r = super::lock(room);
        if kind == "teacher" {
            let secret = text("secret").unwrap_or_default();
            let url = hub.join_url(host.as_deref(), &r.code);
            r.is_teacher(&secret).then(|| Ok((Role::Teacher, r.teacher_joins(conn, &url))))
        } else {
            let nickname = text("nickname").and_then(|n| guard::clean_nickname(&n));
            let store = hub.store();
            Some(r.join(&store, text("seat").as_deref(), nickname, conn).map(|(s, w)| (Role::Student(s), w)))
        }
    });
    let (role, hello_reply) = match joined {
        Some(Ok(pair)) => pair,
        Some(Err(refusal)) => return close(&mut socket, refusal_frame(&refusal), POLICY).await,
        None => {
            hub.attempts().failed(ip);
            let (code, why) = if kind == "teacher" {
                ("forbidden", "no room with that code and secret")
            } else {
                ("no-room", "no open room has that code")
            };
            return close(&mut socket, error(code, why), POLICY).await;
        }
    };
    let room = room.expect("a joined connection has a room");
    if send(&mut socket, hello_reply.to_string()).await {
        serve(&mut socket, &hub, &room, (id, role), rx).await;
    }
    super::lock(&room).left(id);
}

/// The connection's life after its first frame.
async fn serve(
    socket: &mut WebSocket,
    hub: &Hub,
    room: &super::SharedRoom,
    (id, role): (u64, Role),
    mut rx: mpsc::Receiver<Out>,
) {
    let teacher = matches!(role, Role::Teacher);
    let mut bucket = if teacher { Bucket::new(100, 50.0) } else { Bucket::new(10, 5.0) };
    let mut refused = 0u32;
    let mut tick = tokio::time::interval(LIVE_EVERY);
    tick.set_missed_tick_behavior(tokio::time::MissedTickBehavior::Delay);
    loop {
        tokio::select! {
            frame = socket.recv() => {
                let reply = match frame {
                    Some(Ok(Message::Text(t))) => {
                        if bucket.take() {
                            handle(hub, room, &role, t.as_str())
                        } else {
                            Err(("too-fast", "wait: frames come too fast".to_string()))
                        }
                    }
                    Some(Ok(Message::Binary(_))) => Err(("malformed", "frames are JSON text".to_string())),
                    Some(Ok(Message::Ping(_) | Message::Pong(_))) => continue,
                    Some(Ok(Message::Close(_)) | Err(_)) | None => break,
                };
                let text = match reply {
                    Ok(Some(v)) => v.to_string(),
                    Ok(None) => continue,
                    Err(refusal) => {
                        if matches!(refusal.0, "too-fast" | "too-large" | "malformed" | "forbidden") {
                            refused += 1;
                        }
                        if refused >= MAX_REFUSED {
                            return close(socket, error("closing", "too many refused frames"), POLICY).await;
                        }
                        refusal_frame(&refusal)
                    }
                };
                if !send(socket, text).await {
                    break;
                }
            }
            out = rx.recv() => match out {
                Some(Out::Text(t)) => if !send(socket, t).await { break },
                Some(Out::Close(t, code)) => return close(socket, t, code).await,
                None => return close(socket, error("closing", "the connection fell behind: reconnect"), 1013).await,
            },
            _ = tick.tick(), if teacher => {
                let live = {
                    let mut r = super::lock(room);
                    if r.teacher_is(id) { r.take_live() } else { None }
                };
                if let Some(live) = live {
                    if !send(socket, live.to_string()).await { break }
                }
            }
        }
    }
}

/// An integer field.
fn int(v: &Value, name: &str) -> Option<i64> {
    v.get(name).and_then(Value::as_i64)
}

/// One frame after the first: the reply to send back (if any) or a refusal.
fn handle(hub: &Hub, room: &super::SharedRoom, role: &Role, text: &str) -> Result<Option<Value>, Refusal> {
    if matches!(role, Role::Student(_)) && text.len() > MAX_STUDENT_FRAME {
        return Err(("too-large", "a student's frame is at most 1 KiB".to_string()));
    }
    let malformed = |why: &str| Err(("malformed", why.to_string()));
    let Ok(v) = serde_json::from_str::<Value>(text) else { return malformed("not JSON") };
    let Some(kind) = v.get("type").and_then(Value::as_str) else { return malformed("no \"type\"") };
    let mut r = super::lock(room);
    if r.ended || r.expires <= guard::now() {
        r.close_everyone();
        return Ok(None);
    }
    let store = hub.store();
    match (role, kind) {
        (Role::Student(seat), "answer") => {
            let Some(n) = int(&v, "question") else { return malformed("an answer names its question") };
            let given = match (int(&v, "choice"), int(&v, "value")) {
                (Some(c), None) => Given::Choice(c),
                (None, Some(x)) => Given::Value(x),
                _ => return malformed("an answer has an integer choice or value"),
            };
            r.answer(&store, *seat, n, given).map(Some)
        }
        (Role::Student(_), k) if TEACHER_ONLY.contains(&k) => {
            Err(("forbidden", "only the teacher drives the room".to_string()))
        }
        (Role::Teacher, "state") => {
            let Some(state) = v.get("state").filter(|s| s.is_object()) else { return malformed("state is an object") };
            if state.to_string().len() > MAX_TEACHER_JSON {
                return Err(("too-large", "the state is larger than 16 KiB".to_string()));
            }
            r.set_state(&store, state.clone()).map(|()| None)
        }
        (Role::Teacher, "ask") => {
            let (Some(q), Some(k)) = (v.get("question"), v.get("key")) else {
                return malformed("ask has a question and a key");
            };
            if k.to_string().len() > MAX_TEACHER_JSON {
                return Err(("too-large", "the key is larger than 16 KiB".to_string()));
            }
            r.ask(&store, q.clone(), k.clone()).map(Some)
        }
        (Role::Teacher, "close") => r.close(&store).map(Some),
        (Role::Teacher, "names") => {
            let Some(show) = v.get("show").and_then(Value::as_bool) else { return malformed("show is true or false") };
            r.show_names(&store, show).map(|()| None)
        }
        (Role::Teacher, "end") => r.end(&store).map(|()| None),
        (Role::Teacher, "join" | "answer") => Err(("forbidden", "a teacher does not answer".to_string())),
        _ => malformed("unknown type"),
    }
}
