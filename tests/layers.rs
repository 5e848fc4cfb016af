//! The engine's layers, checked: every module of `src/` uses only modules of
//! its own layer or of layers below it, and no two modules use each other,
//! directly or around a circle.
//!
//! [`LAYERS`] is the table (docs/ARCHITECTURE.md draws it). The checker reads
//! every `src/**/*.rs`, drops comments, string literals and test code
//! (`#[cfg(test)]` items, and the files such a `mod` line names), and collects
//! each path into the crate: `use crate::…` lines (grouped ones too:
//! `use crate::{a, b::{c, d}}`), `crate::x::…` written inline, `super::…` and
//! `self::…` resolved against the file's own module, and paths through a child
//! module (`check::run` in `formula/mod.rs`). A file belongs to the longest
//! module path of the table that starts its own (`heuristic::pdb::table` to
//! `heuristic::pdb`); so does each path it uses. An edge between two modules
//! of the table fails when it runs to a higher layer, and every circle of
//! modules fails, each with the file and line of the `use` that makes it.
//!
//! Test code is left out on purpose: a module's tests may run a search over
//! its own estimate (a dev-dependency, as cargo's are), which is not a
//! dependency of the module.

use std::collections::{BTreeMap, BTreeSet};
use std::path::{Path, PathBuf};

/// The layers, bottom up: a module may use its own layer's modules and those
/// of the layers before it. Each entry is a module path inside the crate; a
/// file belongs to the longest entry that starts its module path.
const LAYERS: &[(&str, &[&str])] = &[
    (
        "foundation",
        &[
            "board",
            "rank",
            "parse",
            "goal",
            "solvability",
            "names",
            "limits",
            "message",
            "random",
            "state_space",
            "stats",
        ],
    ),
    ("problem", &["problem"]),
    (
        "estimates",
        &[
            "heuristic::estimate",
            "heuristic::tile_sum",
            "heuristic::linear_conflict",
            "heuristic::walking_distance",
            "heuristic::pdb",
        ],
    ),
    ("formula", &["formula"]),
    ("catalogue", &["heuristic"]),
    ("engines", &["search", "kernel"]),
    ("solver", &["solver"]),
    ("analyses", &["accuracy", "formula::check", "hint", "other_goals", "judge", "sizes", "state_map"]),
    ("faces", &["cli", "wasm"]),
];

/// A use of one module by another: where it is written and what it names.
#[derive(Clone, Debug, PartialEq, Eq, PartialOrd, Ord)]
struct Edge {
    file: String,
    line: usize,
    from: String,
    to: String,
}

/// The layer table as `module path → (layer index, layer name)`.
fn table(layers: &[(&str, &[&str])]) -> BTreeMap<String, (usize, String)> {
    let mut t = BTreeMap::new();
    for (i, (name, modules)) in layers.iter().enumerate() {
        for m in *modules {
            assert!(t.insert(m.to_string(), (i, name.to_string())).is_none(), "{m} is listed twice");
        }
    }
    t
}

/// The table's module that `path` (segments inside the crate) belongs to:
/// the longest entry that starts it.
fn owner(path: &[String], table: &BTreeMap<String, (usize, String)>) -> Option<String> {
    (1..=path.len()).rev().map(|n| path[..n].join("::")).find(|p| table.contains_key(p))
}

/// The module path of a file under `src/` (`heuristic/pdb/mod.rs` →
/// `heuristic::pdb`; `lib.rs` → the root, empty).
fn module_of(rel: &str) -> Vec<String> {
    let rel = rel.strip_suffix(".rs").expect("a .rs file");
    let mut parts: Vec<String> = rel.split('/').map(str::to_string).collect();
    if matches!(parts.last().map(String::as_str), Some("mod" | "lib" | "main")) {
        parts.pop();
    }
    parts
}

/// `text` with comments, string and character literals blanked out (new
/// lines kept, so offsets keep their line numbers).
fn strip(text: &str) -> String {
    let b: Vec<char> = text.chars().collect();
    let mut out = String::with_capacity(text.len());
    let blank = |c: char| if c == '\n' { '\n' } else { ' ' };
    let mut i = 0;
    while i < b.len() {
        let c = b[i];
        let next = b.get(i + 1).copied();
        if c == '/' && next == Some('/') {
            while i < b.len() && b[i] != '\n' {
                out.push(' ');
                i += 1;
            }
        } else if c == '/' && next == Some('*') {
            let mut depth = 0;
            while i < b.len() {
                if b[i] == '/' && b.get(i + 1) == Some(&'*') {
                    depth += 1;
                    out.push_str("  ");
                    i += 2;
                } else if b[i] == '*' && b.get(i + 1) == Some(&'/') {
                    depth -= 1;
                    out.push_str("  ");
                    i += 2;
                    if depth == 0 {
                        break;
                    }
                } else {
                    out.push(blank(b[i]));
                    i += 1;
                }
            }
        } else if c == 'r' && (next == Some('"') || next == Some('#')) && !ident_char(b.get(i.wrapping_sub(1))) {
            // A raw string: r"…", r#"…"#.
            let mut j = i + 1;
            while b.get(j) == Some(&'#') {
                j += 1;
            }
            if b.get(j) != Some(&'"') {
                out.push(c);
                i += 1;
                continue;
            }
            let hashes = j - i - 1;
            out.push_str(&" ".repeat(j + 1 - i));
            i = j + 1;
            while i < b.len() {
                if b[i] == '"' && (0..hashes).all(|k| b.get(i + 1 + k) == Some(&'#')) {
                    out.push_str(&" ".repeat(hashes + 1));
                    i += hashes + 1;
                    break;
                }
                out.push(blank(b[i]));
                i += 1;
            }
        } else if c == '"' {
            out.push(' ');
            i += 1;
            while i < b.len() && b[i] != '"' {
                if b[i] == '\\' {
                    out.push(' ');
                    i += 1;
                }
                if i < b.len() {
                    out.push(blank(b[i]));
                    i += 1;
                }
            }
            out.push(' ');
            i += 1;
        } else if c == '\'' && char_literal_len(&b[i..]).is_some() {
            let n = char_literal_len(&b[i..]).unwrap_or(1);
            out.push_str(&" ".repeat(n));
            i += n;
        } else {
            out.push(c);
            i += 1;
        }
    }
    out
}

fn ident_char(c: Option<&char>) -> bool {
    c.is_some_and(|c| c.is_alphanumeric() || *c == '_')
}

/// The length of a character literal starting at `s[0] == '\''` (`'a'`,
/// `'\n'`, `'\u{7b}'`), `None` for a lifetime (`'a`).
fn char_literal_len(s: &[char]) -> Option<usize> {
    if s.get(1) == Some(&'\\') {
        let end = s.iter().skip(3).position(|&c| c == '\'')?;
        return Some(end + 4);
    }
    (s.get(2) == Some(&'\'')).then_some(3)
}

/// `code` (already stripped) with every `#[cfg(test)]` item blanked out, and
/// the names of the modules such items declare by `mod name;`.
fn drop_tests(code: &str) -> (String, Vec<String>) {
    let mut out: Vec<char> = code.chars().collect();
    let mut test_mods = Vec::new();
    let marker: Vec<char> = "#[cfg(test)]".chars().collect();
    let mut i = 0;
    while i + marker.len() <= out.len() {
        if out[i..i + marker.len()] != marker[..] {
            i += 1;
            continue;
        }
        // Blank from the attribute to the end of the item it marks: a `;` or
        // the `}` that closes its first `{`.
        let start = i;
        let mut j = i + marker.len();
        let mut depth = 0usize;
        let mut item = String::new();
        while j < out.len() {
            let c = out[j];
            item.push(c);
            j += 1;
            match c {
                '{' => depth += 1,
                '}' => {
                    depth -= 1;
                    if depth == 0 {
                        break;
                    }
                }
                ';' if depth == 0 => break,
                _ => {}
            }
        }
        let words: Vec<&str> =
            item.split(|c: char| !(c.is_alphanumeric() || c == '_')).filter(|w| !w.is_empty()).collect();
        if item.trim_end().ends_with(';') {
            if let Some(k) = words.iter().position(|w| *w == "mod") {
                if let Some(name) = words.get(k + 1) {
                    test_mods.push(name.to_string());
                }
            }
        }
        for c in &mut out[start..j] {
            if *c != '\n' {
                *c = ' ';
            }
        }
        i = j;
    }
    (out.into_iter().collect(), test_mods)
}

/// Every path into the crate that `code` (stripped, tests dropped) names,
/// resolved to segments from the crate's root, with the offset it starts at.
/// `here` is the file's module; `children` the modules it declares.
fn paths(code: &str, here: &[String], children: &BTreeSet<String>) -> Vec<(usize, Vec<String>)> {
    let chars: Vec<char> = code.chars().collect();
    let mut found = Vec::new();
    let mut i = 0;
    while i < chars.len() {
        if !(chars[i].is_alphabetic() || chars[i] == '_' || chars[i] == '$')
            || ident_char(i.checked_sub(1).map(|k| &chars[k]))
        {
            i += 1;
            continue;
        }
        // A path: identifiers joined by `::`, with `{…}` groups expanded.
        let start = i;
        let (end, list) = path_at(&chars, i);
        i = end.max(i + 1);
        let preceded_by_colons = start >= 2 && chars[start - 1] == ':' && chars[start - 2] == ':';
        if preceded_by_colons {
            continue;
        }
        for p in list {
            if let Some(resolved) = resolve(&p, here, children) {
                found.push((start, resolved));
            }
        }
    }
    found
}

/// The path (and its `{…}` groups, expanded) starting at `chars[i]`, and
/// where it ends.
fn path_at(chars: &[char], mut i: usize) -> (usize, Vec<Vec<String>>) {
    let mut prefix = Vec::new();
    loop {
        let s = i;
        while i < chars.len() && (chars[i].is_alphanumeric() || chars[i] == '_' || chars[i] == '$') {
            i += 1;
        }
        if i == s {
            return (i, vec![]);
        }
        prefix.push(chars[s..i].iter().collect::<String>());
        let mut k = i;
        while k < chars.len() && chars[k].is_whitespace() {
            k += 1;
        }
        if !(chars.get(k) == Some(&':') && chars.get(k + 1) == Some(&':')) {
            return (i, vec![prefix]);
        }
        k += 2;
        while k < chars.len() && chars[k].is_whitespace() {
            k += 1;
        }
        if chars.get(k) == Some(&'{') {
            // A group: each comma-separated member is a path of its own.
            let mut all = Vec::new();
            let mut j = k + 1;
            loop {
                while j < chars.len() && (chars[j].is_whitespace() || chars[j] == ',') {
                    j += 1;
                }
                if j >= chars.len() || chars[j] == '}' {
                    return (j + 1, all);
                }
                let (end, members) = path_at(chars, j);
                if members.is_empty() {
                    // `*`, `self as x`, anything else: the group itself.
                    all.push(prefix.clone());
                    j = end + 1;
                } else {
                    for m in members {
                        let mut p = prefix.clone();
                        if m != ["self"] {
                            p.extend(m);
                        }
                        all.push(p);
                    }
                    j = end;
                    // Skip `as name`.
                    while j < chars.len() && chars[j] != ',' && chars[j] != '}' && chars[j] != '{' {
                        j += 1;
                    }
                }
            }
        }
        if chars.get(k) == Some(&'*') || chars.get(k) == Some(&'<') {
            return (k, vec![prefix]);
        }
        i = k;
    }
}

/// `path` as written in module `here`, from the crate's root; `None` when it
/// leads outside the crate (std, another crate, a local name).
fn resolve(path: &[String], here: &[String], children: &BTreeSet<String>) -> Option<Vec<String>> {
    let first = path.first()?;
    let mut at: Vec<String> = match first.as_str() {
        "crate" | "$crate" => vec![],
        "super" | "self" => here.to_vec(),
        c if children.contains(c) && path.len() > 1 => {
            let mut m = here.to_vec();
            m.push(c.to_string());
            return Some(m.into_iter().chain(path[1..].iter().cloned()).collect());
        }
        _ => return None,
    };
    let mut rest = path;
    if first == "crate" || first == "$crate" {
        rest = &path[1..];
    }
    while let Some(seg) = rest.first() {
        match seg.as_str() {
            "super" => {
                at.pop()?;
            }
            "self" => {}
            _ => break,
        }
        rest = &rest[1..];
    }
    if rest.is_empty() {
        return None;
    }
    at.extend(rest.iter().cloned());
    Some(at)
}

/// The edges between the table's modules in `files` (path under `src/`,
/// text), and the files that belong to no module of the table (besides the
/// crate's root and the binary).
fn edges(files: &[(String, String)], layers: &[(&str, &[&str])]) -> (Vec<Edge>, Vec<String>) {
    let table = table(layers);
    let stripped: Vec<(String, String, Vec<String>)> = files
        .iter()
        .map(|(rel, text)| {
            let (code, test_mods) = drop_tests(&strip(text));
            (rel.clone(), code, test_mods)
        })
        .collect();
    // Files that are test code: the modules a `#[cfg(test)] mod x;` names,
    // and everything under them.
    let mut test_modules: BTreeSet<Vec<String>> = BTreeSet::new();
    for (rel, _, test_mods) in &stripped {
        for m in test_mods {
            let mut p = module_of(rel);
            p.push(m.clone());
            test_modules.insert(p);
        }
    }
    let modules: BTreeSet<Vec<String>> = files.iter().map(|(rel, _)| module_of(rel)).collect();
    let mut out = Vec::new();
    let mut outside = Vec::new();
    for (rel, code, _) in &stripped {
        let here = module_of(rel);
        if test_modules.iter().any(|t| here.starts_with(t)) || rel == "main.rs" || rel == "lib.rs" {
            continue;
        }
        let Some(from) = owner(&here, &table) else {
            outside.push(rel.clone());
            continue;
        };
        let children: BTreeSet<String> = modules
            .iter()
            .filter(|m| m.len() == here.len() + 1 && m.starts_with(&here))
            .map(|m| m[here.len()].clone())
            .collect();
        for (at, path) in paths(code, &here, &children) {
            let Some(to) = owner(&path, &table) else { continue };
            if to != from {
                let line = code[..code.char_indices().nth(at).map_or(code.len(), |(b, _)| b)].matches('\n').count() + 1;
                out.push(Edge { file: format!("src/{rel}"), line, from: from.clone(), to });
            }
        }
    }
    out.sort();
    out.dedup();
    (out, outside)
}

/// Every broken rule in `files`, one sentence each: an edge up the layers, a
/// circle of modules, a file in no layer.
fn check(files: &[(String, String)], layers: &[(&str, &[&str])]) -> Vec<String> {
    let table = table(layers);
    let (edges, outside) = edges(files, layers);
    let mut errors: Vec<String> = outside.iter().map(|f| format!("src/{f}: in no layer of the table")).collect();
    for e in &edges {
        let (from, to) = (&table[&e.from], &table[&e.to]);
        if to.0 > from.0 {
            errors.push(format!(
                "{}:{}: {} → {} runs upward (layer {} uses layer {})",
                e.file, e.line, e.from, e.to, from.1, to.1
            ));
        }
    }
    // Circles: for each edge a → b, a path back from b to a.
    let mut graph: BTreeMap<&str, BTreeMap<&str, &Edge>> = BTreeMap::new();
    for e in &edges {
        graph.entry(&e.from).or_default().entry(&e.to).or_insert(e);
    }
    let mut seen_cycles = BTreeSet::new();
    for e in &edges {
        if let Some(back) = route(&graph, &e.to, &e.from) {
            let mut members: Vec<&str> = back.iter().map(|b| b.from.as_str()).chain([e.from.as_str()]).collect();
            members.sort_unstable();
            if seen_cycles.insert(members) {
                let first = graph[e.from.as_str()][e.to.as_str()];
                let steps: Vec<String> = std::iter::once(first)
                    .chain(back)
                    .map(|s| format!("{} → {} ({}:{})", s.from, s.to, s.file, s.line))
                    .collect();
                errors.push(format!("cycle: {}", steps.join(", ")));
            }
        }
    }
    errors
}

/// The edges of a shortest route from `from` to `to` in `graph`, if any.
fn route<'a>(graph: &BTreeMap<&str, BTreeMap<&str, &'a Edge>>, from: &str, to: &str) -> Option<Vec<&'a Edge>> {
    let mut came: BTreeMap<&str, &Edge> = BTreeMap::new();
    let mut queue = std::collections::VecDeque::from([from]);
    let mut seen = BTreeSet::from([from]);
    while let Some(at) = queue.pop_front() {
        if at == to {
            let mut steps = Vec::new();
            let mut cur = to;
            while cur != from {
                let e = came[cur];
                steps.push(e);
                cur = &e.from;
            }
            steps.reverse();
            return Some(steps);
        }
        for (next, e) in graph.get(at).into_iter().flatten() {
            if seen.insert(next) {
                came.insert(next, e);
                queue.push_back(next);
            }
        }
    }
    None
}

fn rust_files(dir: &Path, root: &Path, out: &mut Vec<(String, String)>) {
    let mut entries: Vec<PathBuf> = std::fs::read_dir(dir).unwrap().map(|e| e.unwrap().path()).collect();
    entries.sort();
    for p in entries {
        if p.is_dir() {
            rust_files(&p, root, out);
        } else if p.extension().is_some_and(|e| e == "rs") {
            let rel = p.strip_prefix(root).unwrap().to_string_lossy().replace('\\', "/");
            out.push((rel, std::fs::read_to_string(&p).unwrap()));
        }
    }
}

#[test]
fn no_module_uses_a_layer_above_it_and_none_is_in_a_cycle() {
    let src = Path::new(env!("CARGO_MANIFEST_DIR")).join("src");
    let mut files = Vec::new();
    rust_files(&src, &src, &mut files);
    assert!(files.len() > 50, "read {} files", files.len());
    let errors = check(&files, LAYERS);
    assert!(errors.is_empty(), "the engine's layers (tests/layers.rs, docs/ARCHITECTURE.md):\n{}", errors.join("\n"));
    // The checker saw the edges it should: the catalogue builds the
    // estimates, the solver runs the kernel.
    let (found, _) = edges(&files, LAYERS);
    let has = |from: &str, to: &str| found.iter().any(|e| e.from == from && e.to == to);
    assert!(has("heuristic", "heuristic::pdb") && has("solver", "kernel") && has("wasm", "solver"));
}

fn synthetic(files: &[(&str, &str)]) -> Vec<(String, String)> {
    files.iter().map(|(p, t)| (p.to_string(), t.to_string())).collect()
}

const TOY: &[(&str, &[&str])] =
    &[("bottom", &["board", "names"]), ("middle", &["heuristic::estimate"]), ("top", &["heuristic", "search"])];

#[test]
fn the_checker_fails_on_an_upward_edge_with_its_file_and_line() {
    let files = synthetic(&[
        ("board.rs", "//! Boards.\n\npub struct Board;\n"),
        ("names.rs", "use crate::board::Board;\n"),
        ("heuristic/mod.rs", "pub mod estimate;\nuse estimate::Sum;\n"),
        ("heuristic/estimate.rs", "use crate::board::Board;\n\nfn f() -> u32 {\n    super::catalogue_value()\n}\n"),
        ("search.rs", "use crate::{board::Board, heuristic::{estimate::Sum, GoalHeuristic}};\n"),
    ]);
    assert_eq!(
        check(&files, TOY),
        [
            "src/heuristic/estimate.rs:4: heuristic::estimate → heuristic runs upward (layer middle uses layer top)",
            "cycle: heuristic::estimate → heuristic (src/heuristic/estimate.rs:4), \
             heuristic → heuristic::estimate (src/heuristic/mod.rs:2)",
        ]
    );
    let (found, _) = edges(&files, TOY);
    let listed: Vec<String> = found.iter().map(|e| format!("{}:{} {} → {}", e.file, e.line, e.from, e.to)).collect();
    assert_eq!(
        listed,
        [
            "src/heuristic/estimate.rs:1 heuristic::estimate → board",
            "src/heuristic/estimate.rs:4 heuristic::estimate → heuristic",
            "src/heuristic/mod.rs:2 heuristic → heuristic::estimate",
            "src/names.rs:1 names → board",
            "src/search.rs:1 search → board",
            "src/search.rs:1 search → heuristic",
            "src/search.rs:1 search → heuristic::estimate",
        ]
    );
}

#[test]
fn the_checker_fails_on_a_cycle_within_a_layer_and_ignores_comments_strings_and_tests() {
    let files = synthetic(&[
        ("board.rs", "/// See [`crate::search::x`].\nconst S: &str = \"crate::search::y\";\nuse crate::names::pick;\n"),
        ("names.rs", "fn f() {\n    let c = '{';\n    crate::board::g();\n}\n#[cfg(test)]\nmod tests {\n    use crate::search::Z;\n}\n"),
        ("search.rs", "#[cfg(test)]\nmod tests;\n"),
        ("search/tests.rs", "use crate::heuristic::Everything;\n"),
        ("heuristic/mod.rs", ""),
    ]);
    assert_eq!(check(&files, TOY), ["cycle: board → names (src/board.rs:3), names → board (src/names.rs:3)"]);
}

#[test]
fn a_file_in_no_layer_is_named() {
    let files = synthetic(&[("board.rs", ""), ("newcomer.rs", "use crate::board::Board;\n")]);
    assert_eq!(check(&files, TOY), ["src/newcomer.rs: in no layer of the table"]);
}
