//! The class server's HTTP side (docs/CLASS.md): `/class/info`, room
//! creation, the join QR code, the CSV export, the WebSocket upgrade with
//! its same-origin check, and the built page for everything else.

use super::guard;
use super::socket::{self, MAX_FRAME};
use super::Hub;
use axum::extract::ws::WebSocketUpgrade;
use axum::extract::{ConnectInfo, Query, State};
use axum::http::{header, HeaderMap, HeaderValue, StatusCode};
use axum::response::{IntoResponse, Response};
use axum::routing::{get, post};
use axum::{Json, Router};
use serde::Deserialize;
use serde_json::json;
use std::net::SocketAddr;
use std::sync::Arc;
use tower_http::services::ServeDir;

/// The wire protocol's version (docs/CLASS.md).
pub const PROTOCOL: u32 = 1;

type Shared = State<Arc<Hub>>;

fn failure(status: StatusCode, code: &str) -> Response {
    (status, Json(json!({ "error": code }))).into_response()
}

fn host(headers: &HeaderMap) -> Option<String> {
    headers.get(header::HOST).and_then(|h| h.to_str().ok()).map(str::to_string)
}

/// All routes, the page last.
pub fn router(hub: Arc<Hub>) -> Router {
    let dist = hub.config.dist.clone();
    let page = ServeDir::new(&dist).fallback(get(|| async {
        (StatusCode::NOT_FOUND, "Not found. (If this is the class server's first start: build the page with npm run build, then restart npuzzle class.)\n")
    }));
    Router::new()
        .route("/class/info", get(info))
        .route("/class/rooms", post(create))
        .route("/class/qr.svg", get(qr))
        .route("/class/export", post(export))
        .route("/class/ws", get(upgrade))
        .fallback_service(page)
        .with_state(hub)
}

async fn info() -> Response {
    Json(json!({
        "server": "npuzzle-class",
        "protocol": PROTOCOL,
        "version": env!("CARGO_PKG_VERSION"),
        "limits": {
            "codeLength": guard::CODE_LEN,
            "nicknameChars": guard::NICKNAME_CHARS,
            "maxNumber": super::room::MAX_NUMBER,
            "maxTeacherJson": super::room::MAX_TEACHER_JSON,
        },
    }))
    .into_response()
}

async fn create(State(hub): Shared, ConnectInfo(addr): ConnectInfo<SocketAddr>, headers: HeaderMap) -> Response {
    match hub.create_room(addr.ip()) {
        Ok((code, secret, expires)) => {
            let url = hub.join_url(host(&headers).as_deref(), &code);
            say_room(&code, &url);
            let body = json!({ "code": code, "secret": secret, "joinUrl": url, "expiresAt": expires });
            (StatusCode::CREATED, Json(body)).into_response()
        }
        Err(code @ "too-many-attempts") => failure(StatusCode::TOO_MANY_REQUESTS, code),
        Err(code @ "rooms-full") => failure(StatusCode::SERVICE_UNAVAILABLE, code),
        Err(code) => failure(StatusCode::INTERNAL_SERVER_ERROR, code),
    }
}

/// Prints a new room's join address in the terminal (the code is no secret:
/// it is on the projector).
fn say_room(code: &str, url: &str) {
    super::say(&format!("Room {code}: students open {url}\n"));
}

#[derive(Deserialize)]
struct QrQuery {
    code: Option<String>,
}

async fn qr(State(hub): Shared, Query(q): Query<QrQuery>, headers: HeaderMap) -> Response {
    // No lookup: a well-formed code is enough, so this tells nobody whether
    // a room exists.
    let Some(code) = q.code.as_deref().and_then(guard::normalize_code) else {
        return failure(StatusCode::BAD_REQUEST, "malformed");
    };
    let url = hub.join_url(host(&headers).as_deref(), &code);
    let Ok(qr) = qrcode::QrCode::new(url.as_bytes()) else {
        return failure(StatusCode::INTERNAL_SERVER_ERROR, "server");
    };
    let svg = qr
        .render::<qrcode::render::svg::Color>()
        .min_dimensions(256, 256)
        .dark_color(qrcode::render::svg::Color("#000000"))
        .light_color(qrcode::render::svg::Color("#ffffff"))
        .build();
    ([(header::CONTENT_TYPE, "image/svg+xml"), (header::CACHE_CONTROL, "no-store")], svg).into_response()
}

#[derive(Deserialize)]
struct ExportBody {
    code: String,
    secret: String,
}

async fn export(
    State(hub): Shared,
    ConnectInfo(addr): ConnectInfo<SocketAddr>,
    Json(body): Json<ExportBody>,
) -> Response {
    let ip = addr.ip();
    if !hub.attempts().may_try(ip) {
        return failure(StatusCode::TOO_MANY_REQUESTS, "too-many-attempts");
    }
    let room = guard::normalize_code(&body.code).and_then(|c| hub.any_room(&c));
    let csv = room.and_then(|room| {
        let r = super::lock(&room);
        r.is_teacher(&body.secret).then(|| (r.code.clone(), r.csv()))
    });
    let Some((code, csv)) = csv else {
        hub.attempts().failed(ip);
        return failure(StatusCode::FORBIDDEN, "forbidden");
    };
    let disposition = format!("attachment; filename=\"npuzzle-class-{code}.csv\"");
    let mut response = ([(header::CONTENT_TYPE, "text/csv; charset=utf-8")], csv).into_response();
    if let Ok(v) = HeaderValue::from_str(&disposition) {
        response.headers_mut().insert(header::CONTENT_DISPOSITION, v);
    }
    response
}

/// The authority (`host[:port]`) of an origin or URL, lower case.
fn authority(url: &str) -> Option<String> {
    let rest = url.split_once("://")?.1;
    Some(rest.split('/').next()?.to_ascii_lowercase())
}

/// Whether a WebSocket upgrade comes from this server's own page: no
/// `Origin` (not a browser), or an `Origin` whose host is the request's
/// `Host` or `--public-url`'s.
fn same_origin(hub: &Hub, headers: &HeaderMap) -> bool {
    let Some(origin) = headers.get(header::ORIGIN) else { return true };
    let Some(origin) = origin.to_str().ok().and_then(authority) else { return false };
    let host = host(headers).map(|h| h.to_ascii_lowercase());
    let public = hub.config.public_url.as_deref().and_then(authority);
    host.as_deref() == Some(origin.as_str()) || public.as_deref() == Some(origin.as_str())
}

async fn upgrade(
    State(hub): Shared,
    ConnectInfo(addr): ConnectInfo<SocketAddr>,
    headers: HeaderMap,
    ws: WebSocketUpgrade,
) -> Response {
    if !same_origin(&hub, &headers) {
        return failure(StatusCode::FORBIDDEN, "forbidden");
    }
    let host = host(&headers);
    ws.max_message_size(MAX_FRAME)
        .max_frame_size(MAX_FRAME)
        .on_upgrade(move |socket| socket::run(socket, hub, addr.ip(), host))
}
