//! `npuzzle class`: the live-class server (docs/CLASS.md). The teacher's
//! page drives a room over a WebSocket, students join with a code from
//! their phones, SQLite keeps what must survive, and the built page
//! (`dist/`) is served from the same origin.
//!
//! The module is native only (tokio, axum, rusqlite are not dependencies of
//! the wasm build) and holds no search logic: the teacher's page asks the
//! engine and sends the answer key with the question.

mod guard;
mod http;
mod room;
mod socket;
mod store;

use super::args::{wants_help, Arg, Args};
use super::Outcome;
use room::Room;
use std::collections::HashMap;
use std::io::Write;
use std::net::{IpAddr, SocketAddr};
use std::path::PathBuf;
use std::sync::atomic::AtomicU64;
use std::sync::{Arc, Mutex, MutexGuard, PoisonError};
use store::Store;

/// The port when neither `--port` nor `PORT` gives one.
const DEFAULT_PORT: u16 = 8080;
/// The database file when `--db` gives none, in the working directory.
const DEFAULT_DB: &str = "npuzzle-class.sqlite";
/// Hours a room lives.
const DEFAULT_ROOM_HOURS: u32 = 12;
/// Rooms open at once.
pub const MAX_ROOMS: usize = 200;

/// What `npuzzle class` was started with.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Config {
    pub host: IpAddr,
    pub port: u16,
    pub db: PathBuf,
    pub dist: PathBuf,
    /// The address students are given (no trailing slash), if set.
    pub public_url: Option<String>,
    pub room_hours: u32,
}

/// `npuzzle class --help`.
pub fn help() -> String {
    format!(
        "\
npuzzle class: run a live class (students predict on their phones; docs/CLASS.md)

Usage: npuzzle class [OPTIONS]

Options:
  --port N          the port (else $PORT, else {DEFAULT_PORT}; 0 picks a free one)
  --host ADDR       the address to listen on (default 0.0.0.0: the classroom network;
                    127.0.0.1: this computer only)
  --db FILE         the SQLite file that keeps rooms, answers and scores
                    (default ./{DEFAULT_DB}; a restart resumes its rooms)
  --dist DIR        the built page to serve (default dist, from npm run build)
  --public-url URL  the address students are given, behind a proxy or on a host
                    (e.g. https://class.example.org)
  --room-hours H    how long a room lives (default {DEFAULT_ROOM_HOURS})
  -h, --help        print this help

Then open the printed address, press Start a class, and show the students the code or QR code.
"
    )
}

/// Reads the options; `port_env` is `$PORT`.
pub fn parse(args: &[String], port_env: Option<&str>) -> Result<Config, String> {
    let port_of = |v: &str, from: &str| {
        v.trim()
            .parse::<u16>()
            .map_err(|_| format!("{from} must be a port number from 0 to 65535, not '{}'", npuzzle::names::quote(v)))
    };
    let mut port = port_env.filter(|p| !p.trim().is_empty()).map(|p| port_of(p, "PORT")).transpose()?;
    let mut config = Config {
        host: IpAddr::from([0, 0, 0, 0]),
        port: DEFAULT_PORT,
        db: PathBuf::from(DEFAULT_DB),
        dist: PathBuf::from("dist"),
        public_url: None,
        room_hours: DEFAULT_ROOM_HOURS,
    };
    let mut a = Args::new(args);
    while let Some(arg) = a.next() {
        let Arg::Option { name, inline } = arg else {
            return Err(format!(
                "npuzzle class takes no '{}' (see npuzzle class --help)",
                npuzzle::names::quote(match arg {
                    Arg::Positional(p) => p,
                    Arg::Option { name, .. } => name,
                })
            ));
        };
        match name {
            "--port" => port = Some(port_of(a.value(name, inline)?, "--port")?),
            "--host" => {
                let v = a.value(name, inline)?;
                config.host = v.parse().map_err(|_| {
                    format!(
                        "--host must be an IP address such as 0.0.0.0 or 127.0.0.1, not '{}'",
                        npuzzle::names::quote(v)
                    )
                })?;
            }
            "--db" => config.db = PathBuf::from(a.value(name, inline)?),
            "--dist" => config.dist = PathBuf::from(a.value(name, inline)?),
            "--public-url" => {
                let v = a.value(name, inline)?.trim_end_matches('/');
                if !(v.starts_with("http://") || v.starts_with("https://")) || v.contains(['?', '#', ' ']) {
                    return Err(format!(
                        "--public-url must be an http:// or https:// address, not '{}'",
                        npuzzle::names::quote(v)
                    ));
                }
                config.public_url = Some(v.to_string());
            }
            "--room-hours" => {
                let v = a.value(name, inline)?;
                config.room_hours = v.parse().ok().filter(|h| (1..=24 * 30).contains(h)).ok_or_else(|| {
                    format!(
                        "--room-hours must be a whole number of hours from 1 to 720, not '{}'",
                        npuzzle::names::quote(v)
                    )
                })?;
            }
            other => {
                return Err(format!("unknown option '{}' (see npuzzle class --help)", npuzzle::names::quote(other)))
            }
        }
    }
    config.port = port.unwrap_or(DEFAULT_PORT);
    Ok(config)
}

/// A room shared between connections.
pub type SharedRoom = Arc<Mutex<Room>>;

/// Locks `m`, also after a panic elsewhere (a room's data stays usable:
/// every change is made after its row is written).
pub fn lock<T>(m: &Mutex<T>) -> MutexGuard<'_, T> {
    m.lock().unwrap_or_else(PoisonError::into_inner)
}

/// The server's state. Lock order: `rooms`, then a room, then `store`.
pub struct Hub {
    pub config: Config,
    store: Mutex<Store>,
    rooms: Mutex<HashMap<String, SharedRoom>>,
    attempts: Mutex<guard::Attempts>,
    creations: Mutex<guard::Creations>,
    pub next_conn: AtomicU64,
    /// This computer's address on the network, for join addresses when the
    /// teacher opened the page on localhost.
    lan: Option<IpAddr>,
    /// The port actually listened on (for `--port 0`).
    port: u16,
}

impl Hub {
    pub fn store(&self) -> MutexGuard<'_, Store> {
        lock(&self.store)
    }

    pub fn attempts(&self) -> MutexGuard<'_, guard::Attempts> {
        lock(&self.attempts)
    }

    /// The room with `code` if it is open (not ended, not expired).
    pub fn live_room(&self, code: &str) -> Option<SharedRoom> {
        let room = lock(&self.rooms).get(code).cloned()?;
        let open = {
            let r = lock(&room);
            !r.ended && r.expires > guard::now()
        };
        open.then_some(room)
    }

    /// Any room with `code`, ended or not (for the CSV).
    pub fn any_room(&self, code: &str) -> Option<SharedRoom> {
        lock(&self.rooms).get(code).cloned()
    }

    /// The address students open for room `code`: `--public-url`, else the
    /// request's `Host`, with localhost replaced by this computer's network
    /// address (a phone cannot open the teacher's localhost).
    pub fn join_url(&self, host: Option<&str>, code: &str) -> String {
        format!("{}/?class={code}", self.base_url(host))
    }

    /// The server's address as students reach it, without a trailing slash.
    pub fn base_url(&self, host: Option<&str>) -> String {
        if let Some(url) = &self.config.public_url {
            return url.clone();
        }
        let fallback = SocketAddr::new(self.lan.unwrap_or(self.config.host), self.port).to_string();
        let host = host
            .filter(|h| !h.is_empty() && h.len() < 256 && h.bytes().all(|b| b.is_ascii_graphic()))
            .unwrap_or(&fallback);
        let local = host.starts_with("localhost") || host.starts_with("127.") || host.starts_with("[::1]");
        let host = match (local, self.lan) {
            (true, Some(lan)) => {
                let port = host.rsplit_once(':').map_or(self.port.to_string(), |(_, p)| p.to_string());
                format!("{}:{port}", SocketAddr::new(lan, 0).ip())
            }
            _ => host.to_string(),
        };
        format!("http://{host}")
    }

    /// Creates a room: `(code, secret, expires)`, or an error code.
    pub fn create_room(&self, ip: IpAddr) -> Result<(String, String, i64), &'static str> {
        if !lock(&self.creations).take(ip) {
            return Err("too-many-attempts");
        }
        let mut rooms = lock(&self.rooms);
        let now = guard::now();
        if rooms.values().filter(|r| !lock(r).ended && lock(r).expires > now).count() >= MAX_ROOMS {
            return Err("rooms-full");
        }
        let store = self.store();
        let secret = guard::new_secret();
        let expires = now + i64::from(self.config.room_hours) * 3600;
        for _ in 0..16 {
            let code = guard::new_code();
            if rooms.contains_key(&code) || store.has_room(&code).unwrap_or(true) {
                continue;
            }
            store.create_room(&code, &secret, now, expires).map_err(|_| "server")?;
            rooms.insert(code.clone(), Arc::new(Mutex::new(Room::new(code.clone(), secret.clone(), expires))));
            return Ok((code, secret, expires));
        }
        Err("server")
    }

    /// Deletes expired rooms from the file and from memory (their
    /// connections are told and closed).
    pub fn sweep(&self) {
        let now = guard::now();
        let mut rooms = lock(&self.rooms);
        rooms.retain(|_, room| {
            let mut r = lock(room);
            let keep = r.expires > now;
            if !keep {
                r.close_everyone();
            }
            keep
        });
        let _ = self.store().delete_expired(now);
    }
}

/// This computer's address on its network (the one a packet to the
/// Internet would leave from; no packet is sent), if it has one.
fn lan_address() -> Option<IpAddr> {
    let socket = std::net::UdpSocket::bind("0.0.0.0:0").ok()?;
    socket.connect("192.0.2.1:9").ok()?;
    let ip = socket.local_addr().ok()?.ip();
    (!ip.is_loopback() && !ip.is_unspecified()).then_some(ip)
}

/// `text` as a QR code in the terminal (light modules as spaces, for a
/// dark terminal; two rows a line).
fn terminal_qr(text: &str) -> String {
    use qrcode::render::unicode::Dense1x2;
    match qrcode::QrCode::new(text.as_bytes()) {
        Ok(code) => code.render::<Dense1x2>().dark_color(Dense1x2::Light).light_color(Dense1x2::Dark).build(),
        Err(_) => String::new(),
    }
}

fn say(text: &str) {
    let mut out = std::io::stdout().lock();
    let _ = out.write_all(text.as_bytes());
    let _ = out.flush();
}

/// Runs `npuzzle class` until Ctrl-C (or a failure to start).
pub fn run(args: &[String]) -> Outcome {
    if wants_help(args) {
        return Outcome::success(help());
    }
    let config = match parse(args, std::env::var("PORT").ok().as_deref()) {
        Ok(c) => c,
        Err(e) => return Outcome::usage_error(e),
    };
    let runtime = match tokio::runtime::Builder::new_multi_thread().enable_all().build() {
        Ok(r) => r,
        Err(e) => return Outcome::failure(1, format!("cannot start the server: {e}")),
    };
    match runtime.block_on(serve(config)) {
        Ok(()) => Outcome::success(String::new()),
        Err(e) => Outcome::failure(1, e),
    }
}

/// Opens the database, resumes its rooms, listens and serves until Ctrl-C.
async fn serve(config: Config) -> Result<(), String> {
    let mut store =
        Store::open(&config.db).map_err(|e| format!("cannot open the database {}: {e}", config.db.display()))?;
    let _ = store.delete_expired(guard::now());
    let rows = store.load().map_err(|e| format!("cannot read the database {}: {e}", config.db.display()))?;
    let rooms: HashMap<String, SharedRoom> =
        rows.into_iter().map(|row| (row.code.clone(), Arc::new(Mutex::new(Room::from_row(row))))).collect();
    let resumed = rooms.values().filter(|r| !lock(r).ended).count();
    let listener = tokio::net::TcpListener::bind(SocketAddr::new(config.host, config.port)).await.map_err(|e| {
        format!("cannot listen on {}: {e} (try another --port)", SocketAddr::new(config.host, config.port))
    })?;
    let port = listener.local_addr().map_err(|e| e.to_string())?.port();
    let lan = if config.host.is_unspecified() { lan_address() } else { None };
    let hub = Arc::new(Hub {
        store: Mutex::new(store),
        rooms: Mutex::new(rooms),
        attempts: Mutex::new(guard::Attempts::new()),
        creations: Mutex::new(guard::Creations::new()),
        next_conn: AtomicU64::new(1),
        lan,
        port,
        config: config.clone(),
    });
    let shown = if config.host.is_unspecified() { IpAddr::from([127, 0, 0, 1]) } else { config.host };
    let students = hub.base_url(None);
    let db = std::fs::canonicalize(&config.db).unwrap_or(config.db.clone());
    let page = if config.dist.join("index.html").is_file() {
        format!("the page from {}", config.dist.display())
    } else {
        format!("no page in {} yet: run npm run build, then restart", config.dist.display())
    };
    say(&format!(
        "npuzzle class: listening on http://{}\n\
         npuzzle class: database {} ({resumed} open rooms resumed)\n\
         npuzzle class: serving {page}\n\
         Teacher: open http://{}/ and press Start a class.\n\
         Students: open {students}/ (or scan):\n{}\n",
        SocketAddr::new(shown, port),
        db.display(),
        SocketAddr::new(shown, port),
        terminal_qr(&format!("{students}/")),
    ));
    let sweeper = Arc::clone(&hub);
    tokio::spawn(async move {
        let mut every = tokio::time::interval(std::time::Duration::from_secs(60));
        loop {
            every.tick().await;
            sweeper.sweep();
        }
    });
    let app = http::router(hub);
    axum::serve(listener, app.into_make_service_with_connect_info::<SocketAddr>())
        .with_graceful_shutdown(async {
            let _ = tokio::signal::ctrl_c().await;
        })
        .await
        .map_err(|e| e.to_string())
}

#[cfg(test)]
mod tests {
    use super::*;

    fn strings(args: &[&str]) -> Vec<String> {
        args.iter().map(|s| s.to_string()).collect()
    }

    #[test]
    fn options_are_read() {
        let c = parse(
            &strings(&[
                "--port",
                "0",
                "--host",
                "127.0.0.1",
                "--db=x.sqlite",
                "--public-url",
                "https://c.example.org/",
            ]),
            None,
        )
        .unwrap();
        assert_eq!(
            (c.port, c.host, c.db, c.public_url.as_deref()),
            (0, IpAddr::from([127, 0, 0, 1]), PathBuf::from("x.sqlite"), Some("https://c.example.org"))
        );
        assert_eq!(parse(&[], Some("9000")).unwrap().port, 9000);
        assert_eq!(parse(&strings(&["--port", "9001"]), Some("9000")).unwrap().port, 9001, "--port wins over PORT");
        assert_eq!(parse(&[], None).unwrap().port, DEFAULT_PORT);
        assert_eq!(parse(&[], Some("x")).unwrap_err(), "PORT must be a port number from 0 to 65535, not 'x'");
        assert_eq!(
            parse(&strings(&["--port", "70000"]), None).unwrap_err(),
            "--port must be a port number from 0 to 65535, not '70000'"
        );
        assert_eq!(
            parse(&strings(&["--host", "lan"]), None).unwrap_err(),
            "--host must be an IP address such as 0.0.0.0 or 127.0.0.1, not 'lan'"
        );
        assert_eq!(
            parse(&strings(&["--public-url", "c.example.org"]), None).unwrap_err(),
            "--public-url must be an http:// or https:// address, not 'c.example.org'"
        );
        assert_eq!(
            parse(&strings(&["--room-hours", "0"]), None).unwrap_err(),
            "--room-hours must be a whole number of hours from 1 to 720, not '0'"
        );
        assert_eq!(
            parse(&strings(&["--frobnicate"]), None).unwrap_err(),
            "unknown option '--frobnicate' (see npuzzle class --help)"
        );
        assert_eq!(
            parse(&strings(&["room"]), None).unwrap_err(),
            "npuzzle class takes no 'room' (see npuzzle class --help)"
        );
        assert_eq!(parse(&strings(&["--port"]), None).unwrap_err(), "--port needs a value");
    }
}
