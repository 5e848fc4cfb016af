//! The formula's words and grammar (see the module header): a tokenizer
//! that remembers each token's column, and a recursive-descent parser that
//! names the first mistake and where it is.

use super::bound::{self, MAX_COST, MAX_ESTIMATE};
use super::{FormulaError, MAX_DEPTH, MAX_LENGTH};

/// A feature of the whole board.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Feature {
    /// The Manhattan distance heuristic.
    Manhattan,
    /// Tiles not on their goal cell.
    Misplaced,
    /// The linear-conflict heuristic (Manhattan plus the conflicts).
    LinearConflict,
    /// The blank's row, from 0.
    BlankRow,
    /// The blank's column, from 0.
    BlankCol,
    /// The board's width.
    Width,
    /// The board's height.
    Height,
}

impl Feature {
    const ALL: [(Feature, &'static str); 7] = [
        (Feature::Manhattan, "manhattan"),
        (Feature::Misplaced, "misplaced"),
        (Feature::LinearConflict, "linear_conflict"),
        (Feature::BlankRow, "blank_row"),
        (Feature::BlankCol, "blank_col"),
        (Feature::Width, "width"),
        (Feature::Height, "height"),
    ];

    /// The word a formula uses.
    pub fn name(self) -> &'static str {
        Feature::ALL.iter().find(|(f, _)| *f == self).map(|(_, n)| *n).unwrap_or("?")
    }

    fn from_name(name: &str) -> Option<Feature> {
        Feature::ALL.iter().find(|(_, n)| *n == name).map(|(f, _)| *f)
    }
}

/// A function a formula may call.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Function {
    /// The smallest argument (two or more).
    Min,
    /// The largest argument (two or more).
    Max,
    /// |x|.
    Abs,
    /// A tile's Manhattan distance to its goal cell.
    D,
    /// A tile's row.
    Row,
    /// A tile's column.
    Col,
    /// A tile's goal row.
    GoalRow,
    /// A tile's goal column.
    GoalCol,
}

impl Function {
    const ALL: [(Function, &'static str); 8] = [
        (Function::Min, "min"),
        (Function::Max, "max"),
        (Function::Abs, "abs"),
        (Function::D, "d"),
        (Function::Row, "row"),
        (Function::Col, "col"),
        (Function::GoalRow, "goal_row"),
        (Function::GoalCol, "goal_col"),
    ];

    /// The word a formula uses.
    pub fn name(self) -> &'static str {
        Function::ALL.iter().find(|(f, _)| *f == self).map(|(_, n)| *n).unwrap_or("?")
    }

    fn from_name(name: &str) -> Option<Function> {
        Function::ALL.iter().find(|(_, n)| *n == name).map(|(f, _)| *f)
    }

    /// Whether it reads a tile (`d`, `row`, `col`, `goal_row`, `goal_col`: its
    /// argument names one), not a number (`min`, `max`, `abs`).
    pub fn reads_tile(self) -> bool {
        !matches!(self, Function::Min | Function::Max | Function::Abs)
    }

    /// How many arguments it takes: exactly `(n, n)`, or at least `n`.
    fn arity(self) -> (usize, Option<usize>) {
        match self {
            Function::Min | Function::Max => (2, None),
            _ => (1, Some(1)),
        }
    }
}

/// A variable of a search's priority ([`super::Priority`]): what a
/// best-first search knows of a node besides its board. Only a priority
/// names them; a heuristic reads the board alone (it estimates the rest of
/// the way, whatever the way so far).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Var {
    /// The path's cost so far (moves, under unit costs).
    G,
    /// The heuristic's estimate of the node (the one chosen in the menu, or
    /// the user's formula).
    H,
    /// The node's depth: moves from the start.
    Depth,
}

impl Var {
    const ALL: [(Var, &'static str); 3] = [(Var::G, "g"), (Var::H, "h"), (Var::Depth, "depth")];

    /// The word a priority uses.
    pub fn name(self) -> &'static str {
        Var::ALL.iter().find(|(v, _)| *v == self).map(|(_, n)| *n).unwrap_or("?")
    }

    fn from_name(name: &str) -> Option<Var> {
        Var::ALL.iter().find(|(_, n)| *n == name).map(|(v, _)| *v)
    }
}

/// What a text is parsed as: a heuristic (features of the board) or a
/// search's priority (g, h and depth, [`super::Priority`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Context {
    /// A heuristic: the board's features and tiles.
    Heuristic,
    /// A best-first search's priority: g, h and depth.
    Priority,
}

/// A binary operator (comparisons and `and`/`or` give 1 or 0).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[allow(missing_docs)]
pub enum Op {
    Add,
    Sub,
    Mul,
    Div,
    Less,
    LessEq,
    Greater,
    GreaterEq,
    Equal,
    NotEqual,
    And,
    Or,
}

/// A parsed expression. `column` fields say where, for errors found while
/// evaluating (a division by zero, a tile the board does not have).
#[derive(Clone, Debug, PartialEq)]
pub enum Expr {
    /// A number.
    Number(f64),
    /// A feature of the board.
    Feature(Feature),
    /// The variable of the `depth`-th enclosing `sum` (0 = innermost).
    Tile(usize),
    /// g, h or depth (a priority only).
    Var(Var),
    /// A function call.
    Call {
        /// Which function.
        function: Function,
        /// Its arguments, checked against its arity.
        args: Vec<Expr>,
        /// Where its name is.
        column: usize,
    },
    /// −x.
    Negate(Box<Expr>),
    /// not x.
    Not(Box<Expr>),
    /// a op b.
    Binary {
        /// The operator.
        op: Op,
        /// Its left side.
        left: Box<Expr>,
        /// Its right side.
        right: Box<Expr>,
        /// Where the operator is.
        column: usize,
    },
    /// if c then a else b.
    If(Box<Expr>, Box<Expr>, Box<Expr>),
    /// sum(t in tiles: body).
    Sum(Box<Expr>),
}

#[derive(Clone, Debug, PartialEq)]
enum Token {
    Number(f64),
    Name(String),
    Symbol(&'static str),
    End,
}

/// The character a formula reads for `c`: what a board field reads
/// ([`crate::parse::fold`]: full-width forms a Chinese input method types,
/// ２, （, ）, ，, ＊, ＋ and letters, are their ASCII characters, as Unicode's
/// NFKC maps them; the ideographic space is a space, 、 a comma), and the
/// minus sign − and × ÷ are - * /. One character for one, so a mistake's
/// column is the column typed, and the command line and the page read the
/// same formula.
pub fn fold(c: char) -> char {
    match c {
        '\u{2212}' => '-',
        '\u{00D7}' => '*',
        '\u{00F7}' => '/',
        _ => crate::parse::fold(c),
    }
}

/// Splits `text` into tokens with their 1-based columns.
fn tokens(text: &str) -> Result<Vec<(Token, usize)>, FormulaError> {
    let typed: Vec<char> = text.chars().collect();
    let chars: Vec<char> = typed.iter().copied().map(fold).collect();
    let mut out = Vec::new();
    let mut i = 0;
    while i < chars.len() {
        let c = chars[i];
        let column = i + 1;
        if c.is_whitespace() {
            i += 1;
        } else if c.is_ascii_digit() || (c == '.' && chars.get(i + 1).is_some_and(|d| d.is_ascii_digit())) {
            let start = i;
            while i < chars.len() && (chars[i].is_ascii_digit() || chars[i] == '.') {
                i += 1;
            }
            let word: String = chars[start..i].iter().collect();
            let value = word.parse::<f64>().map_err(|_| {
                let word = window(&word);
                error(column, "formula.bad-number", &word, format!("“{word}” is not a number"))
            })?;
            number_fits(&word, value, column)?;
            out.push((Token::Number(value), column));
        } else if c.is_ascii_alphabetic() || c == '_' {
            let start = i;
            while i < chars.len() && (chars[i].is_ascii_alphanumeric() || chars[i] == '_') {
                i += 1;
            }
            out.push((Token::Name(chars[start..i].iter().collect()), column));
        } else {
            let two: String = chars[i..(i + 2).min(chars.len())].iter().collect();
            let symbol = ["<=", ">=", "==", "!="]
                .into_iter()
                .find(|s| *s == two)
                .or_else(|| ["+", "-", "*", "/", "(", ")", ",", ":", "<", ">"].into_iter().find(|s| s.starts_with(c)));
            let Some(symbol) = symbol else {
                let c = typed[i];
                let found = c.to_string();
                return Err(error(column, "formula.bad-character", &found, format!("“{c}” is not part of a formula")));
            };
            i += symbol.len();
            out.push((Token::Symbol(symbol), column));
        }
    }
    out.push((Token::End, chars.len() + 1));
    Ok(out)
}

/// Significant digits a number keeps exactly (an `f64` holds 15 for sure).
pub const MAX_DIGITS: usize = 15;

/// Refuses a number a formula cannot hold as written: above
/// [`MAX_ESTIMATE`], or with more significant digits than [`MAX_DIGITS`]
/// (the rest would be dropped in silence).
fn number_fits(word: &str, value: f64, column: usize) -> Result<(), FormulaError> {
    if value > MAX_ESTIMATE {
        let message = format!("{} is larger than {}, the largest number a formula holds", window(word), MAX_ESTIMATE);
        return Err(error(column, "formula.big-number", &window(word), message));
    }
    let all: String = word.chars().filter(char::is_ascii_digit).collect();
    let digits = all.trim_start_matches('0').trim_end_matches('0').len();
    if digits > MAX_DIGITS {
        let message =
            format!("{} has more than {MAX_DIGITS} significant digits; a formula keeps {MAX_DIGITS}", window(word));
        return Err(error(column, "formula.long-number", &window(word), message));
    }
    Ok(())
}

/// Characters of a word quoted in a mistake, at most: a longer one is cut
/// and ends with "…" (a link's text must not come back whole in a sentence).
pub const QUOTE_CHARS: usize = 24;

/// `word`, cut to [`QUOTE_CHARS`] characters with "…" when longer.
pub fn window(word: &str) -> String {
    if word.chars().count() <= QUOTE_CHARS {
        word.to_string()
    } else {
        word.chars().take(QUOTE_CHARS - 1).chain(['…']).collect()
    }
}

fn error(column: usize, code: &'static str, found: &str, message: String) -> FormulaError {
    FormulaError { column, code, found: found.to_string(), message }
}

/// Parses a formula (a heuristic).
pub fn parse(text: &str) -> Result<Expr, FormulaError> {
    parse_in(text, Context::Heuristic)
}

/// Parses `text` as `context` reads it: a heuristic may not name g, h or
/// depth (`formula.priority-only`), a priority may not read the board
/// (`formula.priority-board`); a priority's range is checked by
/// [`super::priority`].
pub fn parse_in(text: &str, context: Context) -> Result<Expr, FormulaError> {
    let length = text.chars().count();
    if length > MAX_LENGTH {
        return Err(error(
            MAX_LENGTH + 1,
            "formula.too-long",
            "",
            format!("a formula has at most {MAX_LENGTH} characters (this one has {length})"),
        ));
    }
    if text.trim().is_empty() {
        return Err(error(1, "formula.empty", "", "write a formula, e.g. max(misplaced, manhattan)".to_string()));
    }
    let mut parser = Parser { tokens: tokens(text)?, at: 0, loops: Vec::new(), depth: 0, context };
    let expr = parser.expr()?;
    if !matches!(parser.peek(), Token::End) {
        return Err(parser.unexpected("an operator or the end of the formula"));
    }
    match context {
        Context::Heuristic => bounded(expr),
        Context::Priority => Ok(expr),
    }
}

/// `expr` when its cost and range fit ([`bound`]), else the mistake.
fn bounded(expr: Expr) -> Result<Expr, FormulaError> {
    let cost = bound::cost(&expr);
    if cost > MAX_COST {
        let message = format!(
            "the formula takes {} steps a board on 5×5 (each nested sum multiplies its work by the 24 tiles); at most {MAX_COST} are allowed",
            if cost == u64::MAX { "too many".to_string() } else { cost.to_string() }
        );
        return Err(error(1, "formula.too-costly", &cost.to_string(), message));
    }
    if let Some(column) = bound::zero_divisor(&expr) {
        let message = "the divisor can be 0 on some board; write max(1, …) around it to keep it from 0".to_string();
        return Err(error(column, "formula.zero-divisor", "/", message));
    }
    let range = bound::range(&expr);
    if !bound::finite_everywhere(&expr) || range.high > MAX_ESTIMATE {
        let found = if range.high.is_finite() { format!("{:.0}", range.high) } else { String::new() };
        let message = format!(
            "the formula can be worth more than {MAX_ESTIMATE}, the largest estimate a search stores{}",
            if found.is_empty() { String::new() } else { format!(" (up to {found})") }
        );
        return Err(error(1, "formula.too-large", &found, message));
    }
    Ok(expr)
}

struct Parser {
    tokens: Vec<(Token, usize)>,
    at: usize,
    /// Names of the enclosing sums' variables, innermost last.
    loops: Vec<String>,
    depth: usize,
    context: Context,
}

const KEYWORDS: [&str; 9] = ["if", "then", "else", "and", "or", "not", "sum", "in", "tiles"];

impl Parser {
    fn peek(&self) -> &Token {
        &self.tokens[self.at].0
    }

    fn column(&self) -> usize {
        self.tokens[self.at].1
    }

    fn next(&mut self) -> (Token, usize) {
        let token = self.tokens[self.at].clone();
        if self.at + 1 < self.tokens.len() {
            self.at += 1;
        }
        token
    }

    fn is_symbol(&self, s: &str) -> bool {
        matches!(self.peek(), Token::Symbol(t) if *t == s)
    }

    fn is_word(&self, w: &str) -> bool {
        matches!(self.peek(), Token::Name(n) if n == w)
    }

    fn unexpected(&self, wanted: &str) -> FormulaError {
        let column = self.column();
        match self.peek() {
            Token::End => {
                error(column, "formula.unexpected-end", "", format!("the formula ends where {wanted} should come"))
            }
            token => {
                let found = match token {
                    Token::Number(n) => n.to_string(),
                    Token::Name(n) => window(n),
                    Token::Symbol(s) => s.to_string(),
                    Token::End => String::new(),
                };
                error(column, "formula.unexpected", &found, format!("expected {wanted}, found “{found}”"))
            }
        }
    }

    fn expect_symbol(&mut self, s: &'static str) -> Result<(), FormulaError> {
        if self.is_symbol(s) {
            self.next();
            Ok(())
        } else {
            Err(self.unexpected(&format!("“{s}”")))
        }
    }

    fn expect_word(&mut self, w: &'static str) -> Result<(), FormulaError> {
        if self.is_word(w) {
            self.next();
            Ok(())
        } else {
            Err(self.unexpected(&format!("“{w}”")))
        }
    }

    fn nested<T>(&mut self, f: impl FnOnce(&mut Parser) -> Result<T, FormulaError>) -> Result<T, FormulaError> {
        if self.depth >= MAX_DEPTH {
            return Err(error(
                self.column(),
                "formula.too-deep",
                "",
                format!("the formula nests more than {MAX_DEPTH} levels deep"),
            ));
        }
        self.depth += 1;
        let out = f(self);
        self.depth -= 1;
        out
    }

    fn expr(&mut self) -> Result<Expr, FormulaError> {
        self.nested(|p| {
            if p.is_word("if") {
                p.next();
                let condition = p.expr()?;
                p.expect_word("then")?;
                let yes = p.expr()?;
                p.expect_word("else")?;
                let no = p.expr()?;
                return Ok(Expr::If(Box::new(condition), Box::new(yes), Box::new(no)));
            }
            p.or()
        })
    }

    fn binary_chain(
        &mut self,
        ops: &[(&str, Op)],
        word: bool,
        next: fn(&mut Parser) -> Result<Expr, FormulaError>,
    ) -> Result<Expr, FormulaError> {
        let mut left = next(self)?;
        loop {
            let found = ops.iter().find(|(s, _)| if word { self.is_word(s) } else { self.is_symbol(s) });
            let Some(&(_, op)) = found else { return Ok(left) };
            let column = self.column();
            self.next();
            let right = self.nested(next)?;
            left = Expr::Binary { op, left: Box::new(left), right: Box::new(right), column };
        }
    }

    fn or(&mut self) -> Result<Expr, FormulaError> {
        self.binary_chain(&[("or", Op::Or)], true, Parser::and)
    }

    fn and(&mut self) -> Result<Expr, FormulaError> {
        self.binary_chain(&[("and", Op::And)], true, Parser::compare)
    }

    fn compare(&mut self) -> Result<Expr, FormulaError> {
        let left = self.sum()?;
        const OPS: [(&str, Op); 6] = [
            ("<=", Op::LessEq),
            (">=", Op::GreaterEq),
            ("==", Op::Equal),
            ("!=", Op::NotEqual),
            ("<", Op::Less),
            (">", Op::Greater),
        ];
        let Some(&(_, op)) = OPS.iter().find(|(s, _)| self.is_symbol(s)) else { return Ok(left) };
        let column = self.column();
        self.next();
        let right = self.sum()?;
        Ok(Expr::Binary { op, left: Box::new(left), right: Box::new(right), column })
    }

    fn sum(&mut self) -> Result<Expr, FormulaError> {
        self.binary_chain(&[("+", Op::Add), ("-", Op::Sub)], false, Parser::product)
    }

    fn product(&mut self) -> Result<Expr, FormulaError> {
        self.binary_chain(&[("*", Op::Mul), ("/", Op::Div)], false, Parser::unary)
    }

    fn unary(&mut self) -> Result<Expr, FormulaError> {
        self.nested(|p| {
            if p.is_symbol("-") {
                p.next();
                return Ok(Expr::Negate(Box::new(p.unary()?)));
            }
            if p.is_word("not") {
                p.next();
                return Ok(Expr::Not(Box::new(p.unary()?)));
            }
            p.atom()
        })
    }

    fn atom(&mut self) -> Result<Expr, FormulaError> {
        let column = self.column();
        match self.peek().clone() {
            Token::Number(n) => {
                self.next();
                Ok(Expr::Number(n))
            }
            Token::Symbol("(") => {
                self.next();
                let inner = self.expr()?;
                self.expect_symbol(")")?;
                Ok(inner)
            }
            Token::Name(name) if name == "sum" && self.context == Context::Heuristic => {
                self.next();
                self.sum_over_tiles()
            }
            Token::Name(name) => {
                self.next();
                if let Some(depth) = self.loops.iter().rev().position(|v| *v == name) {
                    return Ok(Expr::Tile(depth));
                }
                if let Some(var) = Var::from_name(&name) {
                    if self.context == Context::Priority {
                        return Ok(Expr::Var(var));
                    }
                    return Err(error(
                        column,
                        "formula.priority-only",
                        &name,
                        format!(
                            "“{name}” is a search's priority variable (g, h, depth), not a feature of the board: a heuristic estimates from the board alone"
                        ),
                    ));
                }
                if self.context == Context::Priority
                    && (name == "sum"
                        || Feature::from_name(&name).is_some()
                        || Function::from_name(&name).is_some_and(|f| f.arity() != (2, None) && f != Function::Abs))
                {
                    let name = window(&name);
                    return Err(error(
                        column,
                        "formula.priority-board",
                        &name,
                        format!("“{name}” reads the board: a priority reads g, h and depth (choose the heuristic h in the menu, or write it as your formula)"),
                    ));
                }
                if self.context == Context::Priority
                    && Function::from_name(&name).is_none()
                    && !KEYWORDS.contains(&name.as_str())
                {
                    let name = window(&name);
                    return Err(error(
                        column,
                        "formula.priority-unknown",
                        &name,
                        format!("“{name}” is not a variable or a function of a priority (variables: g, h, depth; functions: min, max, abs)"),
                    ));
                }
                if let Some(feature) = Feature::from_name(&name) {
                    return Ok(Expr::Feature(feature));
                }
                if let Some(function) = Function::from_name(&name) {
                    return self.call(function, column);
                }
                if KEYWORDS.contains(&name.as_str()) {
                    self.at -= 1;
                    return Err(self.unexpected("a number, a feature or a function"));
                }
                let name = window(&name);
                Err(error(
                    column,
                    "formula.unknown-name",
                    &name,
                    format!(
                        "“{name}” is not a feature or a function (features: {}; functions: {})",
                        Feature::ALL.map(|(_, n)| n).join(", "),
                        Function::ALL.map(|(_, n)| n).join(", ")
                    ),
                ))
            }
            _ => Err(self.unexpected("a number, a feature or a function")),
        }
    }

    fn call(&mut self, function: Function, column: usize) -> Result<Expr, FormulaError> {
        self.expect_symbol("(")?;
        let mut args = vec![self.expr()?];
        while self.is_symbol(",") {
            self.next();
            args.push(self.expr()?);
        }
        self.expect_symbol(")")?;
        let (least, most) = function.arity();
        if args.len() < least || most.is_some_and(|m| args.len() > m) {
            let name = function.name();
            let wanted = match most {
                Some(1) => "one argument".to_string(),
                Some(m) => format!("{m} arguments"),
                None => format!("{least} or more arguments"),
            };
            return Err(error(column, "formula.arguments", name, format!("{name} takes {wanted}, not {}", args.len())));
        }
        Ok(Expr::Call { function, args, column })
    }

    fn sum_over_tiles(&mut self) -> Result<Expr, FormulaError> {
        self.expect_symbol("(")?;
        let column = self.column();
        let variable = match self.peek().clone() {
            Token::Name(n)
                if !KEYWORDS.contains(&n.as_str())
                    && Feature::from_name(&n).is_none()
                    && Function::from_name(&n).is_none() =>
            {
                self.next();
                n
            }
            _ => {
                return Err(error(
                    column,
                    "formula.sum-variable",
                    "",
                    "sum needs a variable: sum(t in tiles: d(t))".to_string(),
                ))
            }
        };
        self.expect_word("in")?;
        self.expect_word("tiles")?;
        self.expect_symbol(":")?;
        self.loops.push(variable);
        let body = self.expr();
        self.loops.pop();
        let body = body?;
        self.expect_symbol(")")?;
        Ok(Expr::Sum(Box::new(body)))
    }
}
