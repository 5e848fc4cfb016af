//! The class server's small defences, each a pure function or a counter:
//! random codes and secrets, nickname cleaning, token buckets, and the
//! clock. Nothing here knows about rooms or sockets.

use std::collections::HashMap;
use std::net::IpAddr;
use std::time::{Duration, Instant, SystemTime, UNIX_EPOCH};

/// The join code's alphabet: no 0/O, 1/I/L, so it can be read off a
/// projector and typed on a phone.
pub const CODE_ALPHABET: &[u8] = b"ABCDEFGHJKMNPQRSTUVWXYZ23456789";
/// Characters in a join code (31⁶ ≈ 8.9·10⁸ codes).
pub const CODE_LEN: usize = 6;
/// The longest nickname kept, in characters.
pub const NICKNAME_CHARS: usize = 24;

/// `n` random bytes from the operating system's generator.
fn random_bytes<const N: usize>() -> [u8; N] {
    let mut bytes = [0u8; N];
    // The OS generator does not fail on the systems we run on; if it ever
    // does, a server without unguessable secrets must not run on.
    getrandom::fill(&mut bytes).expect("the operating system's random generator");
    bytes
}

fn hex(bytes: &[u8]) -> String {
    bytes.iter().map(|b| format!("{b:02x}")).collect()
}

/// A new join code, uniformly drawn from [`CODE_ALPHABET`] (rejection
/// sampling, so no symbol is likelier than another).
pub fn new_code() -> String {
    let mut code = String::with_capacity(CODE_LEN);
    while code.len() < CODE_LEN {
        for b in random_bytes::<16>() {
            // 248 = 8 · 31: bytes above it would favour the first symbols.
            if b < 248 && code.len() < CODE_LEN {
                code.push(CODE_ALPHABET[(b % 31) as usize] as char);
            }
        }
    }
    code
}

/// A teacher secret: 256 random bits as 64 hex digits.
pub fn new_secret() -> String {
    hex(&random_bytes::<32>())
}

/// A seat token: 128 random bits as 32 hex digits.
pub fn new_seat_token() -> String {
    hex(&random_bytes::<16>())
}

/// `input` as a join code (upper case, surrounding space dropped), or
/// `None` when it cannot be one: a code is looked up only in this form.
pub fn normalize_code(input: &str) -> Option<String> {
    let code = input.trim().to_ascii_uppercase();
    (code.len() == CODE_LEN && code.bytes().all(|b| CODE_ALPHABET.contains(&b))).then_some(code)
}

/// Equal strings, compared in time that does not depend on where they
/// differ (for secrets and tokens).
pub fn same_secret(a: &str, b: &str) -> bool {
    a.len() == b.len() && a.bytes().zip(b.bytes()).fold(0u8, |acc, (x, y)| acc | (x ^ y)) == 0
}

/// Characters a nickname never keeps: controls, and the invisible ones that
/// reorder or hide text (bidi overrides and isolates, zero-width marks).
fn invisible(c: char) -> bool {
    c.is_control()
        || matches!(c, '\u{200B}'..='\u{200F}' | '\u{202A}'..='\u{202E}' | '\u{2060}'..='\u{2069}' | '\u{FEFF}')
        || matches!(c, '\u{FFF9}'..='\u{FFFB}' | '\u{061C}' | '\u{00AD}')
}

/// A nickname as the server keeps it: invisible characters dropped, runs of
/// white space one space, trimmed, at most [`NICKNAME_CHARS`] characters;
/// `None` when nothing is left.
pub fn clean_nickname(input: &str) -> Option<String> {
    let mut out = String::new();
    let mut space = false;
    for c in input.chars() {
        if c.is_whitespace() {
            space = !out.is_empty();
        } else if !invisible(c) {
            if space {
                out.push(' ');
                space = false;
            }
            out.push(c);
        }
    }
    let cut: String = out.chars().take(NICKNAME_CHARS).collect();
    let cut = cut.trim_end().to_string();
    (!cut.is_empty()).then_some(cut)
}

/// Seconds since the Unix epoch.
pub fn now() -> i64 {
    SystemTime::now().duration_since(UNIX_EPOCH).map_or(0, |d| d.as_secs() as i64)
}

/// `secs` (Unix seconds) as ISO 8601 UTC, `2026-12-07T15:04:05Z`.
pub fn iso8601(secs: i64) -> String {
    let (days, rem) = (secs.div_euclid(86_400), secs.rem_euclid(86_400));
    // Howard Hinnant's days-to-civil.
    let z = days + 719_468;
    let era = z.div_euclid(146_097);
    let doe = z - era * 146_097;
    let yoe = (doe - doe / 1460 + doe / 36_524 - doe / 146_096) / 365;
    let doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
    let mp = (5 * doy + 2) / 153;
    let day = doy - (153 * mp + 2) / 5 + 1;
    let month = if mp < 10 { mp + 3 } else { mp - 9 };
    let year = yoe + era * 400 + i64::from(month <= 2);
    format!("{year:04}-{month:02}-{day:02}T{:02}:{:02}:{:02}Z", rem / 3600, rem % 3600 / 60, rem % 60)
}

/// A token bucket: `burst` tokens, refilled at `per_second`.
#[derive(Clone, Debug)]
pub struct Bucket {
    tokens: f64,
    burst: f64,
    per_second: f64,
    at: Instant,
}

impl Bucket {
    /// A full bucket.
    pub fn new(burst: u32, per_second: f64) -> Bucket {
        Bucket { tokens: f64::from(burst), burst: f64::from(burst), per_second, at: Instant::now() }
    }

    fn refill(&mut self) {
        let now = Instant::now();
        let elapsed = now.duration_since(self.at).as_secs_f64();
        self.tokens = (self.tokens + elapsed * self.per_second).min(self.burst);
        self.at = now;
    }

    /// Takes a token if there is one.
    pub fn take(&mut self) -> bool {
        self.refill();
        if self.tokens >= 1.0 {
            self.tokens -= 1.0;
            true
        } else {
            false
        }
    }

    /// Whether the bucket is full again (nothing taken recently).
    pub fn is_full(&mut self) -> bool {
        self.refill();
        self.tokens >= self.burst
    }
}

/// Failures counted in fixed one-minute windows: a window opens at its
/// first failure and lasts a minute, whatever happens in it. (A window,
/// not a trickling refill, so a blocked address stays blocked for the rest
/// of its minute and the limit's effect does not depend on timing.)
#[derive(Clone, Copy, Debug)]
struct Window {
    opened: Instant,
    failures: u32,
}

impl Window {
    const LENGTH: Duration = Duration::from_secs(60);

    /// The failures of the current window (0 once it is over).
    fn current(&self) -> u32 {
        if self.opened.elapsed() < Window::LENGTH {
            self.failures
        } else {
            0
        }
    }

    fn add(&mut self) {
        if self.opened.elapsed() >= Window::LENGTH {
            *self = Window { opened: Instant::now(), failures: 0 };
        }
        self.failures += 1;
    }
}

/// Failed joins and teacher logins (and CSV exports): per client address
/// and overall. An address with [`FAILURES_PER_ADDRESS`] failures in its
/// minute is refused for the rest of it; when everybody together made
/// [`FAILURES_OVERALL`], so is every address that failed in its current
/// minute. An address that has not failed is always let through to the
/// lookup.
pub struct Attempts {
    per_address: HashMap<IpAddr, Window>,
    overall: Window,
}

/// Failed joins a minute from one address.
pub const FAILURES_PER_ADDRESS: u32 = 20;
/// Failed joins a minute from everybody.
pub const FAILURES_OVERALL: u32 = 300;

impl Attempts {
    /// The limits of docs/CLASS.md.
    pub fn new() -> Attempts {
        Attempts { per_address: HashMap::new(), overall: Window { opened: Instant::now(), failures: 0 } }
    }

    /// Whether `ip` may try a code now.
    pub fn may_try(&self, ip: IpAddr) -> bool {
        let Some(own) = self.per_address.get(&ip).map(Window::current).filter(|f| *f > 0) else { return true };
        own < FAILURES_PER_ADDRESS && self.overall.current() < FAILURES_OVERALL
    }

    /// Counts a failure of `ip`.
    pub fn failed(&mut self, ip: IpAddr) {
        if self.per_address.len() > 10_000 {
            self.per_address.retain(|_, w| w.current() > 0);
        }
        self.per_address.entry(ip).or_insert(Window { opened: Instant::now(), failures: 0 }).add();
        self.overall.add();
    }
}

/// Rooms created from one address: [`ROOMS_PER_HOUR`] an hour.
pub struct Creations {
    per_address: HashMap<IpAddr, Bucket>,
}

/// Rooms one address may create in an hour.
pub const ROOMS_PER_HOUR: u32 = 10;

impl Creations {
    /// No creation yet.
    pub fn new() -> Creations {
        Creations { per_address: HashMap::new() }
    }

    /// Takes one creation of `ip`'s hour, if it has one left.
    pub fn take(&mut self, ip: IpAddr) -> bool {
        if self.per_address.len() > 10_000 {
            self.per_address.retain(|_, b| !b.is_full());
        }
        self.per_address
            .entry(ip)
            .or_insert_with(|| Bucket::new(ROOMS_PER_HOUR, f64::from(ROOMS_PER_HOUR) / 3600.0))
            .take()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn codes_are_of_the_alphabet_and_normalized() {
        for _ in 0..200 {
            let code = new_code();
            assert_eq!(code.len(), CODE_LEN);
            assert_eq!(normalize_code(&code.to_lowercase()), Some(code.clone()));
        }
        assert_eq!(normalize_code(" k7qm2p "), Some("K7QM2P".to_string()));
        assert_eq!(normalize_code("K7QM2O"), None, "O is not in the alphabet");
        assert_eq!(normalize_code("K7QM2"), None);
        assert_eq!(normalize_code("K7QM2PP"), None);
        assert_eq!(new_secret().len(), 64);
        assert_eq!(new_seat_token().len(), 32);
        assert_ne!(new_secret(), new_secret());
    }

    #[test]
    fn nicknames_are_plain_short_text() {
        assert_eq!(clean_nickname("  Li \t  Wei \n"), Some("Li Wei".to_string()));
        assert_eq!(clean_nickname("<b>x</b>"), Some("<b>x</b>".to_string()), "kept as text; the page never parses it");
        assert_eq!(clean_nickname("a\u{202E}b\u{200B}c\u{0007}d"), Some("abcd".to_string()));
        assert_eq!(clean_nickname("\u{200B}\u{0000} "), None);
        assert_eq!(clean_nickname(""), None);
        assert_eq!(clean_nickname(&"长".repeat(40)), Some("长".repeat(NICKNAME_CHARS)));
        assert_eq!(clean_nickname("abcdefghijklmnopqrstuvw yz"), Some("abcdefghijklmnopqrstuvw".to_string()));
    }

    #[test]
    fn secrets_compare_exactly() {
        assert!(same_secret("abc", "abc"));
        assert!(!same_secret("abc", "abd"));
        assert!(!same_secret("abc", "ab"));
    }

    #[test]
    fn dates_are_iso_utc() {
        assert_eq!(iso8601(0), "1970-01-01T00:00:00Z");
        assert_eq!(iso8601(951_782_400), "2000-02-29T00:00:00Z");
        assert_eq!(iso8601(1_796_655_845), "2026-12-07T15:04:05Z");
    }

    #[test]
    fn a_bucket_allows_its_burst_then_refuses() {
        // A refill of one token a day: nothing comes back during the test.
        let mut b = Bucket::new(3, 1.0 / 86_400.0);
        assert_eq!((b.take(), b.take(), b.take(), b.take()), (true, true, true, false));
    }

    #[test]
    fn failures_block_an_address_for_its_minute() {
        let mut a = Attempts::new();
        let ip: IpAddr = [10, 0, 0, 1].into();
        let other: IpAddr = [10, 0, 0, 2].into();
        for _ in 0..FAILURES_PER_ADDRESS {
            assert!(a.may_try(ip));
            a.failed(ip);
        }
        assert!(!a.may_try(ip));
        assert!(a.may_try(other), "another address is not held back");
        for _ in FAILURES_PER_ADDRESS..FAILURES_OVERALL {
            a.failed([10, 0, 1, 1].into());
        }
        a.failed(other);
        assert!(!a.may_try(other), "once everybody failed too often, an address that failed is held back");
        assert!(a.may_try([10, 0, 0, 3].into()), "an address that never failed is not");
    }
}
