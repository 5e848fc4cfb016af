//! Splitting a subcommand's arguments into options and positionals.
//!
//! Every subcommand reads its arguments the same way, so the rules live here
//! once: `--name value` and `--name=value` are the same option, `-h` is
//! `--help`, a lone `--` makes everything after it positional, and a value
//! is never taken from a following `--option` (so `--algo --count` says that
//! `--algo` needs a value instead of complaining about an algorithm called
//! `--count`). No dependency: the grammar is small enough to read.

/// One argument, classified.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Arg<'a> {
    /// `--name` or `--name=value` (`-h` is reported as `--help`). `name`
    /// keeps its dashes so messages can quote it as typed.
    Option {
        /// The option as typed, without any `=value`.
        name: &'a str,
        /// The part after `=`, if there was one.
        inline: Option<&'a str>,
    },
    /// Anything else (a board tile, a file name).
    Positional(&'a str),
}

/// A cursor over a subcommand's arguments.
pub struct Args<'a> {
    rest: std::slice::Iter<'a, String>,
    only_positional: bool,
}

impl<'a> Args<'a> {
    /// Starts at the first argument after the subcommand's name.
    pub fn new(args: &'a [String]) -> Args<'a> {
        Args { rest: args.iter(), only_positional: false }
    }

    /// The value of option `name`: its `=value`, or else the next argument
    /// unless that is itself an option.
    pub fn value(&mut self, name: &str, inline: Option<&'a str>) -> Result<&'a str, String> {
        if let Some(v) = inline {
            return Ok(v);
        }
        let missing = || format!("{name} needs a value");
        let next = self.rest.as_slice().first().ok_or_else(missing)?;
        if next.starts_with("--") {
            return Err(missing());
        }
        self.rest.next();
        Ok(next.as_str())
    }
}

/// Options that take a value read it with [`Args::value`] between two
/// calls of `next`, so the loop is `while let Some(arg) = args.next()`.
impl<'a> Iterator for Args<'a> {
    type Item = Arg<'a>;

    /// The next argument, or `None` at the end.
    fn next(&mut self) -> Option<Arg<'a>> {
        let arg = self.rest.next()?.as_str();
        if self.only_positional {
            return Some(Arg::Positional(arg));
        }
        if arg == "--" {
            self.only_positional = true;
            return self.next();
        }
        if arg == "-h" {
            return Some(Arg::Option { name: "--help", inline: None });
        }
        if arg.starts_with('-') && arg.len() > 1 {
            return Some(match arg.split_once('=') {
                Some((name, value)) => Arg::Option { name, inline: Some(value) },
                None => Arg::Option { name: arg, inline: None },
            });
        }
        Some(Arg::Positional(arg))
    }
}

/// Whether `--help` or `-h` comes before any `--`: help wins over every
/// other problem on the line, so a user who asks for it always gets it.
pub fn wants_help(args: &[String]) -> bool {
    args.iter().take_while(|a| *a != "--").any(|a| a == "--help" || a == "-h")
}

#[cfg(test)]
mod tests {
    use super::*;

    fn strings(args: &[&str]) -> Vec<String> {
        args.iter().map(|s| s.to_string()).collect()
    }

    #[test]
    fn options_values_and_positionals() {
        let v = strings(&["--algo", "bfs", "--goal=spiral", "2", "x", "-h", "--", "--count"]);
        let mut a = Args::new(&v);
        assert_eq!(a.next(), Some(Arg::Option { name: "--algo", inline: None }));
        assert_eq!(a.value("--algo", None), Ok("bfs"));
        assert_eq!(a.next(), Some(Arg::Option { name: "--goal", inline: Some("spiral") }));
        assert_eq!(a.next(), Some(Arg::Positional("2")));
        assert_eq!(a.next(), Some(Arg::Positional("x")));
        assert_eq!(a.next(), Some(Arg::Option { name: "--help", inline: None }));
        assert_eq!(a.next(), Some(Arg::Positional("--count")));
        assert_eq!(a.next(), None);
    }

    #[test]
    fn a_value_is_never_the_next_option() {
        let v = strings(&["--algo", "--count"]);
        let mut a = Args::new(&v);
        a.next();
        assert_eq!(a.value("--algo", None), Err("--algo needs a value".to_string()));
        assert_eq!(a.next(), Some(Arg::Option { name: "--count", inline: None }));
        let v = strings(&["--weight"]);
        let mut a = Args::new(&v);
        a.next();
        assert_eq!(a.value("--weight", None), Err("--weight needs a value".to_string()));
        // A single dash is a value: negative numbers reach their own check.
        let v = strings(&["--weight", "-1"]);
        let mut a = Args::new(&v);
        a.next();
        assert_eq!(a.value("--weight", None), Ok("-1"));
    }

    #[test]
    fn help_before_the_separator_only() {
        assert!(wants_help(&strings(&["--algo", "nope", "--help"])));
        assert!(wants_help(&strings(&["-h"])));
        assert!(!wants_help(&strings(&["--", "--help"])));
        assert!(!wants_help(&strings(&["--helpful"])));
    }
}
