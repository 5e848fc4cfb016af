use super::bound;
use super::check::{check, check_any, Relation};
use super::*;
use crate::goal::named as goal_board;
use crate::heuristic::Heuristic;

fn ordered() -> Board {
    goal_board("ordered", 3, 3).unwrap()
}

fn parse_err(text: &str) -> FormulaError {
    Formula::parse(text).expect_err(text)
}

#[test]
fn the_built_in_features_equal_the_built_in_heuristics() {
    let goal = ordered();
    let features = Features::new(&goal);
    let board = Board::new(3, 3, vec![8, 6, 7, 2, 5, 4, 3, 0, 1]).unwrap();
    for (text, h) in [
        ("manhattan", Heuristic::Manhattan),
        ("misplaced", Heuristic::Misplaced),
        ("linear_conflict", Heuristic::LinearConflict),
    ] {
        let f = Formula::parse(text).unwrap();
        assert_eq!(
            f.estimate_board(&features, &board).unwrap(),
            h.build(&goal).unwrap().estimate_board(&board),
            "{text}"
        );
    }
    let by_tiles = Formula::parse("sum(t in tiles: abs(row(t) - goal_row(t)) + abs(col(t) - goal_col(t)))").unwrap();
    let d = Formula::parse("sum(t in tiles: d(t))").unwrap();
    let manhattan = Heuristic::Manhattan.build(&goal).unwrap().estimate_board(&board);
    assert_eq!(by_tiles.estimate_board(&features, &board).unwrap(), manhattan);
    assert_eq!(d.estimate_board(&features, &board).unwrap(), manhattan);
    // The blank 0 is at row 2, column 1.
    assert_eq!(Formula::parse("10 * blank_row + blank_col").unwrap().estimate_board(&features, &board).unwrap(), 21);
    assert_eq!(
        Formula::parse("if width == 3 and not (height != 3) then 7 else 1")
            .unwrap()
            .estimate_board(&features, &board)
            .unwrap(),
        7
    );
    assert_eq!(
        Formula::parse("sum(t in tiles: sum(u in tiles: t < u))").unwrap().estimate_board(&features, &board).unwrap(),
        28
    );
    // Rounded down, never below 0.
    assert_eq!(
        Formula::parse("manhattan / 4").unwrap().value(&features, board.tiles()).unwrap(),
        f64::from(manhattan) / 4.0
    );
    assert_eq!(Formula::parse("manhattan / 4").unwrap().estimate_board(&features, &board).unwrap(), manhattan / 4);
    assert_eq!(Formula::parse("-3 - manhattan").unwrap().estimate_board(&features, &board).unwrap(), 0);
    assert_eq!(Formula::parse("2 + 3 * 4 - 6 / 2").unwrap().estimate_board(&features, &board).unwrap(), 11);
}

#[test]
fn mistakes_say_where_they_are() {
    let e = parse_err("manhattan + * 2");
    assert_eq!((e.column, e.code, e.found.as_str()), (13, "formula.unexpected", "*"));
    assert_eq!(e.to_string(), "at column 13: expected a number, a feature or a function, found “*”");
    let e = parse_err("max(misplaced, manhatan)");
    assert_eq!((e.column, e.code, e.found.as_str()), (16, "formula.unknown-name", "manhatan"));
    let e = parse_err("max(misplaced manhattan)");
    assert_eq!((e.column, e.code), (15, "formula.unexpected"));
    let e = parse_err("(manhattan");
    assert_eq!((e.column, e.code), (11, "formula.unexpected-end"));
    assert_eq!(parse_err("manhattan $ 2").code, "formula.bad-character");
    assert_eq!(parse_err("manhattan $ 2").column, 11);
    assert_eq!(parse_err("min(manhattan)").code, "formula.arguments");
    assert_eq!(parse_err("abs(1, 2)").to_string(), "at column 1: abs takes one argument, not 2");
    assert_eq!(parse_err("").code, "formula.empty");
    assert_eq!(parse_err("sum(manhattan in tiles: 1)").code, "formula.sum-variable");
    assert_eq!(parse_err("if manhattan then 1").code, "formula.unexpected-end");
    assert_eq!(parse_err("1.2.3").code, "formula.bad-number");
    assert_eq!(parse_err(&"(".repeat(500)).code, "formula.too-long");
    assert_eq!(parse_err(&format!("{}1{}", "(".repeat(100), ")".repeat(100))).code, "formula.too-deep");
    assert_eq!(parse_err(&"-".repeat(300)).code, "formula.too-deep");
    assert_eq!(parse_err("t + 1").code, "formula.unknown-name");
    assert_eq!(parse_err("manhattan 2").code, "formula.unexpected");
}

#[test]
fn evaluation_errors_name_the_board() {
    let goal = ordered();
    let features = Features::new(&goal);
    // A divisor that can be 0 is refused before any board (issue 25: on a board no check had
    // read, a search counted the estimate as 0 in silence), at the division's column.
    let e = parse_err("manhattan / misplaced");
    assert_eq!((e.column, e.code), (11, "formula.zero-divisor"));
    assert_eq!(
        e.to_string(),
        "at column 11: the divisor can be 0 on some board; write max(1, …) around it to keep it from 0"
    );
    assert_eq!(parse_err("if misplaced > 0 then manhattan / misplaced else 0").code, "formula.zero-divisor");
    assert_eq!(parse_err("sum(t in tiles: d(t) / (row(t) - goal_row(t)))").column, 22);
    let kept = Formula::parse("manhattan / max(1, misplaced)").unwrap();
    assert_eq!(kept.estimate(&features, goal.tiles()).unwrap(), 0);
    assert!(Formula::parse("manhattan / width").is_ok());
    let e = Formula::parse("d(9)").unwrap().estimate(&features, goal.tiles()).unwrap_err();
    assert_eq!(e.to_string(), "at column 1: d(9): the tiles are 1 to 8");
    let e = check(&Formula::parse("d(9)").unwrap(), &goal).unwrap_err();
    assert_eq!(e.code, "formula.no-such-tile");
    let big = goal_board("ordered", 4, 4).unwrap();
    assert_eq!(check(&Formula::parse("manhattan").unwrap(), &big).unwrap_err().code, "formula.check-too-large");
}

#[test]
fn twice_manhattan_is_inadmissible_with_a_counter_example_one_move_from_the_goal() {
    let goal = ordered();
    let c = check(&Formula::parse("2 * manhattan").unwrap(), &goal).unwrap();
    assert_eq!(c.states, 181_440);
    assert!(!c.admissible());
    let example = c.first_over.clone().unwrap();
    assert_eq!((example.h, example.distance), (2, 1));
    // Pinned: the lowest rank among the nearest, and the first move (by rank) that breaks consistency.
    assert_eq!(example.tiles, [1, 2, 3, 4, 5, 0, 7, 8, 6]);
    let (before, after) = c.first_inconsistent.clone().unwrap();
    assert_eq!((before.tiles, before.h, before.distance), (vec![0, 1, 2, 3, 4, 5, 6, 7, 8], 24, 22));
    assert_eq!((after.tiles, after.h, after.distance), (vec![3, 1, 2, 0, 4, 5, 6, 7, 8], 22, 21));
    assert_eq!(c.mean_gap, -6.027601410934745);
    let board = Board::new(3, 3, example.tiles.clone()).unwrap();
    assert_eq!(crate::state_space::distance(&distances_of(&goal), &board), Some(1));
    // h = h* where twice Manhattan is the exact distance, counted here without the formula.
    let (table, manhattan) = (distances_of(&goal), Heuristic::Manhattan.build(&goal).unwrap());
    let exact = (0..table.len())
        .filter(|&r| table[r] != crate::state_space::UNREACHABLE)
        .filter(|&r| 2 * manhattan.estimate_tiles(&crate::rank::unrank(r as u64, 9)) == u32::from(table[r]))
        .count();
    assert_eq!(c.exact as usize, exact);
    assert!(exact > 1);
    assert!(!c.consistent);
    // Above every built-in, but it overestimates: no dominance is claimed (issue 26).
    assert!(!c.admissible());
    assert_eq!(
        c.dominance,
        vec![
            (Heuristic::Misplaced, Relation::Above),
            (Heuristic::Manhattan, Relation::Above),
            // Linear conflict adds 2 per tile out of a chain, and each such tile is at least 1 off.
            (Heuristic::LinearConflict, Relation::Above),
        ]
    );
}

fn distances_of(goal: &Board) -> Vec<u8> {
    crate::state_space::distances(goal).unwrap()
}

#[test]
fn max_of_misplaced_and_manhattan_is_admissible_consistent_and_manhattan_itself() {
    let goal = ordered();
    let c = check(&Formula::parse("max(misplaced, manhattan)").unwrap(), &goal).unwrap();
    assert!(c.admissible());
    assert!(c.consistent);
    assert_eq!(c.first_over, None);
    let manhattan = check(&Formula::parse("manhattan").unwrap(), &goal).unwrap();
    assert_eq!((c.exact, c.counts.clone()), (manhattan.exact, manhattan.counts.clone()));
    assert_eq!(c.dominance[1], (Heuristic::Manhattan, Relation::Equal));
    assert_eq!(c.dominance[0], (Heuristic::Misplaced, Relation::Dominates));
    assert_eq!(c.dominance[2], (Heuristic::LinearConflict, Relation::DominatedBy));
    assert_eq!(c.counts.iter().sum::<u32>(), 181_440);
    assert_eq!(c.farthest, 31);
}

#[test]
fn an_admissible_but_inconsistent_formula_is_found_out_by_a_move() {
    let goal = ordered();
    // Manhattan where the blank is in the centre, else misplaced: both admissible, but a move of
    // the blank into the centre can jump by more than one.
    let c =
        check(&Formula::parse("if blank_row == 1 and blank_col == 1 then manhattan else misplaced").unwrap(), &goal)
            .unwrap();
    assert!(c.admissible());
    assert!(!c.consistent);
    let (before, after) = c.first_inconsistent.unwrap();
    assert!(before.h > after.h + 1, "{before:?} → {after:?}");
    // h(goal) > 0 is inconsistent at once.
    let c = check(&Formula::parse("1 + 0 * manhattan").unwrap(), &goal).unwrap();
    assert_eq!(c.first_inconsistent.unwrap().0.tiles, goal.tiles());
}

mod in_a_search {
    use super::*;
    use crate::heuristic::GoalHeuristic;
    use crate::parse::parse_board;
    use crate::problem::Problem;
    use crate::search::Algorithm;
    use crate::solver::{Engine, Outcome, Request, Solver};

    fn solve(algorithm: Algorithm, heuristic: GoalHeuristic, start: &str) -> Outcome {
        let goal = ordered();
        let problem = Problem::new(parse_board(start, None).unwrap(), goal).unwrap();
        let request = Request { algorithm, heuristic: Heuristic::Manhattan, ..Request::default() };
        Solver::with_heuristic(request, heuristic).solve(&problem).unwrap()
    }

    fn formula(text: &str) -> GoalHeuristic {
        GoalHeuristic::from_formula(Formula::parse(text).unwrap(), &ordered())
    }

    #[test]
    fn manhattan_written_out_searches_exactly_as_the_built_in_does() {
        let written = "sum(t in tiles: abs(row(t) - goal_row(t)) + abs(col(t) - goal_col(t)))";
        for algorithm in [Algorithm::AStar, Algorithm::WeightedAStar, Algorithm::Greedy, Algorithm::IdaStar] {
            let built_in = solve(algorithm, Heuristic::Manhattan.build(&ordered()).unwrap(), "8 6 7 2 5 4 3 x 1");
            let user = solve(algorithm, formula(written), "8 6 7 2 5 4 3 x 1");
            assert_eq!(user.engine, Engine::StepWise, "{algorithm:?}: a formula has no kernel");
            assert_eq!(
                (user.counters.expanded, user.counters.generated, user.solution.map(|s| s.moves.len())),
                (built_in.counters.expanded, built_in.counters.generated, built_in.solution.map(|s| s.moves.len())),
                "{algorithm:?}"
            );
        }
    }

    #[test]
    fn an_inadmissible_formula_makes_astar_return_a_longer_path() {
        // 31 moves at best (the farthest 8-puzzle boards).
        let optimal = solve(Algorithm::AStar, Heuristic::Manhattan.build(&ordered()).unwrap(), "8 6 7 2 5 4 3 x 1");
        assert_eq!(optimal.solution.unwrap().moves.len(), 31);
        let greedy_ish = solve(Algorithm::AStar, formula("5 * manhattan"), "8 6 7 2 5 4 3 x 1");
        let length = greedy_ish.solution.unwrap().moves.len();
        // Pinned: 14 moves longer than the shortest.
        assert_eq!(length, 45, "5 × Manhattan found {length} moves");
    }
}

#[test]
fn on_4x4_the_check_holds_on_the_states_nearest_the_goal() {
    let goal = goal_board("ordered", 4, 4).unwrap();
    let twice = check_any(&Formula::parse("2 * manhattan").unwrap(), &goal, 2_000).unwrap();
    assert!(twice.partial);
    assert_eq!(twice.states, 2_000);
    // One move from the goal: h = 2, h* = 1 (the nearest counter-example, found first).
    let example = twice.first_over.unwrap();
    assert_eq!((example.h, example.distance), (2, 1));
    assert!(!twice.consistent);
    let best = check_any(&Formula::parse("max(misplaced, manhattan)").unwrap(), &goal, 2_000).unwrap();
    assert!(best.admissible() && best.consistent && best.partial);
    assert_eq!(best.counts.iter().sum::<u32>(), 2_000);
    let manhattan = best.dominance.iter().find(|(h, _)| *h == Heuristic::Manhattan).unwrap();
    assert_eq!(manhattan.1, Relation::Equal);
    // 3×3 stays the exact check of every state.
    let small = check_any(&Formula::parse("manhattan").unwrap(), &ordered(), 10).unwrap();
    assert_eq!((small.states, small.partial), (181_440, false));
}

/// Issue 25: a formula's cost and range are read from its syntax tree
/// before it runs, and a number is refused rather than changed in silence.
#[test]
fn a_formula_is_bounded_before_it_runs() {
    // Each nested sum multiplies the work by 24 tiles (5×5): three levels are refused.
    let triple = "sum(a in tiles: sum(b in tiles: sum(c in tiles: d(a) + d(b) + d(c))))";
    let e = parse_err(triple);
    assert_eq!(e.code, "formula.too-costly");
    assert_eq!(e.found, "111193");
    assert_eq!(bound::cost(Formula::parse("sum(t in tiles: sum(u in tiles: t < u))").unwrap().expr()), 1 + 24 * 73);
    // A constant larger than any estimate, or with digits an f64 drops.
    let e = parse_err("99999999999999999999999999999999999999999 * manhattan");
    assert_eq!((e.code, e.column, e.found.as_str()), ("formula.big-number", 1, "99999999999999999999999…"));
    assert_eq!(parse_err("manhattan + 1.0000000000000001").code, "formula.long-number");
    assert!(Formula::parse("manhattan + 0.000000000000001").is_ok());
    // The range: manhattan ≤ 24 × 8 on 5×5, so × 1000 fits and × 10^8 does not.
    assert!(Formula::parse("manhattan * 1000").is_ok());
    let e = parse_err("manhattan * 100000000");
    assert_eq!((e.code, e.found.as_str()), ("formula.too-large", "19200000000"));
    // Products that overflow to infinity on the way, however the result ends.
    let huge = ["1000000000"; 34].join("*");
    assert_eq!(parse_err(&format!("({huge}*1000*1000)>1")).code, "formula.too-large");
    // Dividing by a value that may be 0 is refused (it was bounded, and a board with 0 counted as
    // h = 0 by a search, changed on purpose); by one kept from 0, not.
    assert_eq!(parse_err("manhattan / (blank_row - 1)").code, "formula.zero-divisor");
    assert_eq!(parse_err("manhattan / (blank_row / 3 - 1)").code, "formula.zero-divisor");
    assert!(Formula::parse("manhattan / max(1, blank_row - 1)").is_ok());
    // A long word comes back cut, not whole.
    let name = "x".repeat(300);
    let e = parse_err(&name);
    assert_eq!((e.code, e.found.chars().count()), ("formula.unknown-name", 24));
    assert!(e.message.len() < 300, "{}", e.message);
}

/// Issue 25: `manhattan + 0.5` rounds down to Manhattan on every state;
/// the check says so instead of only calling it equal to Manhattan.
#[test]
fn the_check_counts_the_states_whose_value_was_rounded() {
    let goal = ordered();
    let half = check(&Formula::parse("manhattan + 0.5").unwrap(), &goal).unwrap();
    assert_eq!((half.states, half.rounded), (181_440, 181_440));
    assert_eq!(half.dominance.iter().find(|(h, _)| *h == Heuristic::Manhattan).unwrap().1, Relation::Equal);
    assert_eq!(check(&Formula::parse("manhattan").unwrap(), &goal).unwrap().rounded, 0);
    // Only the odd ones are halves; a negative value counts as 0 and is counted too.
    let odd = check(&Formula::parse("manhattan / 2").unwrap(), &goal).unwrap();
    // Manhattan is odd where the blank is an odd number of moves from its goal cell: 4 cells of 9.
    assert_eq!(odd.rounded, 4 * 20_160);
    assert_eq!(check(&Formula::parse("manhattan - 1").unwrap(), &goal).unwrap().rounded, 1);
}

#[test]
fn full_width_digits_brackets_commas_and_operators_read_as_ascii() {
    // What a Chinese input method types (issue 26): the editor refused ２, （ and ，.
    let features = Features::new(&ordered());
    let board = crate::parse::parse_board("8 6 7 2 5 4 3 0 1", None).unwrap();
    let value = |text: &str| Formula::parse(text).unwrap().value(&features, board.tiles()).unwrap();
    for (typed, ascii) in [
        ("２＊manhattan", "2*manhattan"),
        ("max（misplaced，manhattan）", "max(misplaced, manhattan)"),
        ("ｍａｘ(misplaced、manhattan)\u{3000}＋　１", "max(misplaced, manhattan) + 1"),
        ("manhattan × 3 − 1 ÷ 2", "manhattan * 3 - 1 / 2"),
        ("sum(t in tiles： d(t)) ＞＝ ０", "sum(t in tiles: d(t)) >= 0"),
    ] {
        if typed.chars().count() == ascii.chars().count() {
            // One character for one: the same tree, columns included.
            assert_eq!(Formula::parse(typed).unwrap().expr(), Formula::parse(ascii).unwrap().expr(), "{typed}");
        }
        assert_eq!(value(typed), value(ascii), "{typed}");
    }
    // A mistake's column counts the typed characters, and quotes what was typed.
    let e = parse_err("max（misplaced，manhattan）＋ 曼");
    assert_eq!((e.column, e.code, e.found.as_str()), (27, "formula.bad-character", "曼"));
}

/// Issue 25: a check's total work (the states it reads times the formula's
/// cost a board) is bounded, on 3×3 and 4×4 alike, counted, not timed: a
/// costly formula is checked on the states nearest the goal that the work
/// allows, and says so; a cheap one on every state (3×3) or the usual
/// sample (4×4).
#[test]
fn a_checks_work_is_bounded_by_the_formulas_cost() {
    use super::bound::{board_cost, JOB_WORK};
    use super::check::SAMPLE_STATES;
    let double = Formula::parse("sum(a in tiles: sum(b in tiles: (d(a) + d(b)) * (a < b)))").unwrap();
    for (side, every) in [(3, 181_440u64), (4, SAMPLE_STATES as u64)] {
        let goal = goal_board("ordered", side, side).unwrap();
        let cells = side * side;
        let cost = board_cost(double.expr(), cells);
        // (d(a) + d(b)) * (a < b) is 9 nodes, each sum runs over the tiles, and the board is read once.
        assert_eq!(cost, 1 + (cells as u64 - 1) * (1 + (cells as u64 - 1) * 9) + cells as u64);
        let c = check_any(&double, &goal, SAMPLE_STATES).unwrap();
        assert!(c.partial && c.cut_by_cost, "{side}×{side}");
        assert_eq!((c.board_cost, u64::from(c.states)), (cost, JOB_WORK / cost));
        assert!(u64::from(c.states) * c.board_cost <= JOB_WORK);
        assert!(u64::from(c.states) < every);
        // The pairs a < b count each unordered pair once: it is Manhattan × (tiles − 1), admissible nowhere far.
        assert_eq!(c.first_over.map(|e| e.distance), Some(1));
    }
    // Cheap formulas: every state of 3×3, the sample of 4×4, neither cut.
    let manhattan = Formula::parse("manhattan").unwrap();
    let small = check_any(&manhattan, &ordered(), SAMPLE_STATES).unwrap();
    assert_eq!((small.states, small.partial, small.cut_by_cost), (181_440, false, false));
    assert!(u64::from(small.states) * small.board_cost <= JOB_WORK);
    let large = check_any(&manhattan, &goal_board("ordered", 4, 4).unwrap(), SAMPLE_STATES).unwrap();
    assert_eq!((large.states as usize, large.partial, large.cut_by_cost), (SAMPLE_STATES, true, false));
}
