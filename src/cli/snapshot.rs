//! The catalogue's snapshot (`tests/snapshots/catalogue.txt`): every
//! algorithm's and heuristic's row as the faces show it (its words and the
//! capabilities the page and the command line branch on), the one "unknown
//! … (use …)" sentence of each menu, and the help of `npuzzle solve` and
//! `npuzzle bench`, which name the rows. It is the one place a change of
//! the menus shows up in the tests: adding a heuristic or an algorithm adds
//! its lines here and nowhere else.
//!
//! This test checks every line but the Chinese ones (`… zh: …`), which
//! `tests/unit/catalogue-snapshot.test.mjs` checks, together with the
//! English again, through the wasm package and the page's catalogues
//! (that test stops at the help, which the page does not have).
//!
//! After a change on purpose: `UPDATE_SNAPSHOT=1 cargo test --release
//! snapshot` rewrites the English lines and the help (keeping the Chinese
//! lines of every entry that still has that field), then, after `npm run
//! build`, `UPDATE_SNAPSHOT=1 node --test tests/unit/catalogue-snapshot.test.mjs`
//! rewrites the catalogue's lines with their Chinese; review the diff.

use npuzzle::heuristic::Heuristic;
use npuzzle::search::{Algorithm, ParameterRow};
use std::collections::HashMap;

const PATH: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/tests/snapshots/catalogue.txt");

const HEADER: &str = "\
# npuzzle's catalogue as the faces show it: every algorithm and heuristic row (words, then
# capabilities), each menu's unknown-name sentence, and the command line's help.
# Lines `KEY zh: …` are the page's Chinese. Checked by src/cli/snapshot.rs (all but the
# Chinese) and tests/unit/catalogue-snapshot.test.mjs (up to the help, Chinese included);
# how to rewrite after a change on purpose: see src/cli/snapshot.rs.";

/// A row's field: `  key: value`.
fn field(out: &mut Vec<String>, key: &str, value: impl std::fmt::Display) {
    out.push(format!("  {key}: {value}"));
}

/// A parameter's row as the snapshot writes it (and
/// tests/unit/catalogue-snapshot.test.mjs from `algorithms()`): `weight (w)
/// 1–1000, page 1–10, default 1, page 2, step 0.5`, `, whole` for whole numbers.
fn parameter(p: &ParameterRow) -> String {
    format!(
        "{} ({}) {}–{}, page {}–{}, default {}, page {}, step {}{}",
        p.key,
        p.symbol,
        p.range.start(),
        p.range.end(),
        p.page_range.start(),
        p.page_range.end(),
        p.default,
        p.page_default,
        p.step,
        if p.integer { ", whole" } else { "" }
    )
}

/// The snapshot's English lines (every line but the Chinese ones).
fn english() -> Vec<String> {
    let mut out: Vec<String> = HEADER.lines().map(str::to_string).collect();
    for a in Algorithm::ALL {
        out.push(format!("algorithm {}", a.name()));
        for (key, value) in [("title", a.title()), ("short", a.short()), ("phrase", a.phrase()), ("hint", a.hint())] {
            field(&mut out, key, value);
        }
        field(&mut out, "bound", a.bound().unwrap_or("-"));
        field(&mut out, "usesHeuristic", a.uses_heuristic());
        field(&mut out, "iterative", a.iterative());
        field(&mut out, "bidirectional", a.bidirectional());
        field(&mut out, "parameter", a.parameter().map_or("-".to_string(), parameter));
        field(&mut out, "breaksTies", a.breaks_ties());
        field(&mut out, "frontierKey", a.frontier_key().name());
        field(&mut out, "optimality", a.optimality().name());
        if let Some(p) = a.parameter() {
            field(&mut out, "parameterLabel", p.label);
            field(&mut out, "parameterNoun", p.noun);
        }
    }
    for h in Heuristic::ALL {
        out.push(format!("heuristic {}", h.name()));
        for (key, value) in [
            ("title", h.title()),
            ("short", h.short()),
            ("phrase", h.phrase()),
            ("shortPhrase", h.short_phrase()),
            ("hint", h.hint()),
        ] {
            field(&mut out, key, value);
        }
        field(&mut out, "needsTables", h.needs_tables());
        field(&mut out, "admissible", h.admissible());
        field(&mut out, "consistent", h.consistent());
        field(&mut out, "maxCells", h.max_cells());
        let sides = h.sides().map(|s| s.iter().map(usize::to_string).collect::<Vec<_>>().join(","));
        field(&mut out, "sides", sides.as_deref().unwrap_or("-"));
        field(&mut out, "goal", h.goal().unwrap_or("-"));
        field(&mut out, "chain", h.chain());
    }
    out.push(format!("menu algorithm: {}", "?".parse::<Algorithm>().unwrap_err()));
    out.push(format!("menu heuristic: {}", "?".parse::<Heuristic>().unwrap_err()));
    for (name, help) in [("solve", super::solve::help()), ("bench", super::bench::help())] {
        out.push(format!("help {name}"));
        out.extend(help.lines().map(|line| format!("  |{line}")));
    }
    out
}

/// Whether `line` is a Chinese line (`  title zh: …`, `menu heuristic zh: …`).
fn chinese(line: &str) -> bool {
    !line.starts_with('#') && line.split_once(": ").is_some_and(|(key, _)| key.ends_with(" zh"))
}

#[test]
fn the_catalogue_and_the_help_match_the_snapshot() {
    let file = std::fs::read_to_string(PATH).unwrap_or_default();
    let want = english();
    if std::env::var_os("UPDATE_SNAPSHOT").is_some() {
        // Keep each Chinese line after the English line it translates (by
        // the entry it is under and its key).
        let mut zh: HashMap<(String, String), String> = HashMap::new();
        let mut entry = String::new();
        for line in file.lines() {
            if !line.starts_with(' ') {
                entry = line.split(':').next().unwrap_or("").trim_end_matches(" zh").to_string();
            }
            if chinese(line) {
                let key = line.split_once(" zh: ").unwrap().0.trim().to_string();
                zh.insert((entry.clone(), key), line.to_string());
            }
        }
        let mut text = String::new();
        let mut entry = String::new();
        for line in &want {
            text += line;
            text.push('\n');
            if !line.starts_with(' ') {
                entry = line.split(':').next().unwrap_or("").to_string();
            }
            let key = line.split_once(": ").map_or("", |(k, _)| k.trim()).to_string();
            if let Some(translated) = zh.get(&(entry.clone(), key)) {
                text += translated;
                text.push('\n');
            }
        }
        std::fs::write(PATH, text).unwrap();
        return;
    }
    let have: Vec<&str> = file.lines().filter(|line| !chinese(line)).collect();
    if have != want {
        let first = have.iter().zip(&want).position(|(a, b)| a != b).unwrap_or(have.len().min(want.len()));
        panic!(
            "tests/snapshots/catalogue.txt differs from the catalogue at its English line {}:\n  file: {:?}\n  rows: {:?}\n\
             (if the change is on purpose, rewrite it as src/cli/snapshot.rs says)",
            first + 1,
            have.get(first),
            want.get(first)
        );
    }
}
