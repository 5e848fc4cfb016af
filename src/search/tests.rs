//! Searches against each other and against exact distances.

use super::*;
use crate::goal::named;
use crate::parse::parse_board;
use crate::problem::StopReason;

fn problem(start: &str, goal: &str) -> Problem {
    let s = parse_board(start, None).unwrap();
    let g = crate::parse::parse_goal(goal, s.width(), s.height()).unwrap();
    Problem::new(s, g).unwrap()
}

fn run(start: &str, goal: &str, algorithm: Algorithm, heuristic: Heuristic) -> Box<dyn Search> {
    let config = Config { algorithm, heuristic, ..Config::default() };
    solve(&problem(start, goal), &config)
}

#[test]
fn seeds_samples() {
    let s = run("2 3 4 1 5 x 7 6 8", "ordered", Algorithm::AStar, Heuristic::Manhattan);
    let sol = s.solution().unwrap();
    assert_eq!(sol.len(), 19);
    let start = parse_board("2 3 4 1 5 x 7 6 8", None).unwrap();
    assert_eq!(start.apply_moves(&sol.move_string()).unwrap(), named("ordered", 3, 3).unwrap());
    assert_eq!(run("283104765", "spiral", Algorithm::Bfs, Heuristic::Zero).solution().unwrap().len(), 4);
    assert_eq!(run("0 7 6 8 4 3 5 2 1", "reverse", Algorithm::Bfs, Heuristic::Zero).solution().unwrap().len(), 4);
}

#[test]
fn every_optimal_algorithm_finds_31_on_the_hardest_boards() {
    for board in ["8 6 7 2 5 4 3 0 1", "6 4 7 8 5 0 3 2 1"] {
        for (algorithm, heuristic) in [
            (Algorithm::Bfs, Heuristic::Zero),
            (Algorithm::Bibfs, Heuristic::Zero),
            (Algorithm::AStar, Heuristic::Misplaced),
            (Algorithm::AStar, Heuristic::Manhattan),
            (Algorithm::AStar, Heuristic::LinearConflict),
            (Algorithm::IdaStar, Heuristic::LinearConflict),
        ] {
            let s = run(board, "ordered", algorithm, heuristic);
            assert_eq!(s.status(), Status::Solved, "{algorithm:?}");
            let sol = s.solution().unwrap();
            assert_eq!(sol.len(), 31, "{algorithm:?} {heuristic:?}");
            assert!(sol.optimal);
            let start = parse_board(board, None).unwrap();
            assert_eq!(start.apply_moves(&sol.move_string()).unwrap(), named("ordered", 3, 3).unwrap());
        }
    }
}

#[test]
fn start_equal_to_goal() {
    for algorithm in Algorithm::ALL {
        let s = run("1 2 3 4 5 6 7 8 0", "ordered", algorithm, Heuristic::Manhattan);
        assert_eq!(s.status(), Status::Solved, "{algorithm:?}");
        assert_eq!(s.solution().unwrap().len(), 0);
    }
}

/// One rule for a start that is the goal: solved when the search is made,
/// before any budget is read. BFS and bidirectional BFS said so with a node
/// budget of 0 while the others stopped "after 0 nodes".
#[test]
fn start_equal_to_goal_is_solved_before_any_budget() {
    for (board, goal) in [("1 2 3 4 5 6 7 8 0", "ordered"), ("0 1 2 3 4 5 6 7 8 9 10 11 12 13 14 15", "blank-first")] {
        for algorithm in Algorithm::ALL {
            let config = Config { algorithm, node_budget: 0, memory_budget: 0, ..Config::default() };
            let mut s = start(&problem(board, goal), &config);
            assert_eq!(s.status(), Status::Solved, "{algorithm:?} on {board}");
            assert!(s.step().is_none(), "{algorithm:?}");
            assert_eq!(s.solution().map(|sol| (sol.len(), sol.optimal)), Some((0, true)), "{algorithm:?}");
            assert_eq!((s.counters().expanded, s.counters().steps), (0, 0), "{algorithm:?}");
            assert_eq!(s.solution().unwrap().message(), "solved in 0 moves");
        }
    }
}

#[test]
fn bfs_exhausts_an_unsolvable_board() {
    let s = run("1 2 3 4 5 6 8 7 0", "ordered", Algorithm::Bfs, Heuristic::Zero);
    assert_eq!(s.status(), Status::Exhausted);
    assert_eq!(s.counters().expanded, 181_440);
    let s = run("1 2 3 4 5 6 8 7 0", "ordered", Algorithm::Bibfs, Heuristic::Zero);
    assert_eq!(s.status(), Status::Exhausted);
}

#[test]
fn budgets_stop_cleanly() {
    let p = problem("8 6 7 2 5 4 3 0 1", "ordered");
    let config = Config { algorithm: Algorithm::Bfs, node_budget: 1000, ..Config::default() };
    let s = solve(&p, &config);
    assert_eq!(s.status(), Status::Stopped { reason: StopReason::NodeBudget, expanded: 1000 });
    assert_eq!(s.status().message(), "stopped after 1000 expansions (node budget reached)");
    let config = Config { algorithm: Algorithm::AStar, memory_budget: 100_000, ..Config::default() };
    let s = solve(&problem("14 13 15 7 11 12 9 5 6 0 2 1 4 8 10 3", "blank-first"), &config);
    assert!(matches!(s.status(), Status::Stopped { reason: StopReason::MemoryBudget, .. }));
}

#[test]
fn step_events_describe_children() {
    let p = problem("1 2 3 4 0 5 6 7 8", "ordered");
    let mut s = start(&p, &Config { algorithm: Algorithm::Bfs, ..Config::default() });
    let ev = s.step().unwrap().clone();
    assert_eq!(ev.kind, EventKind::Expanded);
    assert_eq!(ev.children().len(), 4);
    assert!(ev.children().iter().all(|c| c.kind == ChildKind::New));
    assert_eq!(ev.counters.expanded, 1);
    assert_eq!(ev.counters.generated, 5);
    assert_eq!(ev.counters.frontier, 4);
    assert_eq!(ev.counters.closed, 1);
    // The second expansion (the "up" child) regenerates the root: closed.
    let ev = s.step().unwrap().clone();
    assert_eq!(ev.children().iter().filter(|c| c.kind == ChildKind::Closed).count(), 1);
}

#[test]
fn idastar_reports_iterations() {
    let p = problem("8 6 7 2 5 4 3 0 1", "ordered");
    let mut s =
        start(&p, &Config { algorithm: Algorithm::IdaStar, heuristic: Heuristic::Manhattan, ..Config::default() });
    let first = s.step().unwrap().counters;
    assert!(first.new_iteration);
    assert_eq!((first.iteration, first.threshold), (1, 21));
    while s.step().is_some() {}
    let c = s.counters();
    assert_eq!(c.threshold, 31);
    assert_eq!(c.iteration, 6);
}

/// The A* family's memory, from its layout: 16 bytes a node in the arena on
/// boards of at most 16 cells (24 on larger ones), 8 bytes a slot of the
/// visited index, 4 bytes a queued id; and
/// on Korf's instance 79 (A* + Manhattan, 64,672 expansions) what
/// `Counters::memory` then adds up to, exactly, per stored node.
#[test]
fn bytes_per_node() {
    use super::astar::NODE_BYTES;
    assert_eq!(NODE_BYTES, [16, 24]);
    assert_eq!(super::state_index::SLOT_BYTES, 8);
    let s = run("0 1 9 7 11 13 5 3 14 12 4 2 8 6 10 15", "blank-first", Algorithm::AStar, Heuristic::Manhattan);
    let c = s.counters();
    let stored = c.frontier + c.closed;
    assert_eq!((c.expanded, stored, c.memory), (64_672, 126_360, 4_576_984));
    // 36.2 bytes per node (the index has just doubled: 16.6 of them; the
    // arena is two chunks of 65,536 nodes), the target being 48.
    assert_eq!(c.memory * 10 / stored, 362);
}

/// Every algorithm on both packed widths: a 4×4 board 14 moves from the goal
/// (64-bit states) and a 5×5 board 16 moves from it (two halves), each
/// solved in the shortest length by the optimal algorithms, every path
/// checked by replaying it.
#[test]
fn every_algorithm_on_both_packed_widths() {
    let goal16 = named("ordered", 4, 4).unwrap();
    let start16 = goal16.apply_moves("ullurdlurrdlulurdd").unwrap();
    let goal25 = named("ordered", 5, 5).unwrap();
    let start25 = goal25.apply_moves("uullddruuulldrdl").unwrap();
    for (start, goal, shortest) in [(start16, goal16, 14), (start25, goal25, 16)] {
        let problem = Problem::new(start.clone(), goal.clone()).unwrap();
        // Depth-first and depth-limited search do not promise to reach these goals (DFS runs past
        // them on 4×4, L = 5 is below 14): src/search/dfs.rs checks them on its own.
        for algorithm in Algorithm::ALL.into_iter().filter(|a| a.quiz_rule() != QuizRule::StackTop) {
            let config = Config { algorithm, heuristic: Heuristic::Manhattan, ..Config::default() };
            let s = solve(&problem, &config);
            let sol = s.solution().unwrap();
            // A local search may stop by its own rule: then its path ends where it stopped.
            if let Status::Stopped { reason, .. } = s.status() {
                assert!(reason.by_rule(), "{algorithm:?}: {reason:?}");
                assert_eq!(start.apply_moves(&sol.move_string()).unwrap().state(), *sol.states.last().unwrap());
                continue;
            }
            assert_eq!(s.status(), Status::Solved, "{algorithm:?}");
            assert_eq!(start.apply_moves(&sol.move_string()).unwrap(), goal, "{algorithm:?}");
            if algorithm.optimal(1.0) {
                assert_eq!(sol.len(), shortest, "{algorithm:?} on {}×{}", start.width(), start.height());
            }
            assert_eq!(sol.states.first(), Some(&start.state()));
            assert_eq!(sol.states.last(), Some(&goal.state()));
        }
    }
}

#[test]
fn greedy_without_an_estimate_expands_each_state_once() {
    // With h = 0 every node has the same f, so greedy searches depth first
    // (larger g first). Reopening closed nodes reached by shorter paths
    // took 410,734,975 expansions on the second board (a space of 181,440
    // states) and a 65,370-move path on the first, past the u16 g of the
    // time; closed now stays closed for greedy.
    let boards = [
        ("1 6 4 2 x 7 5 8 3", 96_334, 66_032),
        ("2 3 1 0 8 7 6 5 4", 143_279, 43_129),
        ("8 6 7 2 5 4 3 0 1", 44_185, 40_757),
    ];
    for (board, expanded, moves) in boards {
        let s = run(board, "ordered", Algorithm::Greedy, Heuristic::Zero);
        assert_eq!(s.status(), Status::Solved, "{board}");
        let c = s.counters();
        assert!(c.expanded < 181_440, "{board}: {} expansions", c.expanded);
        let sol = s.solution().unwrap();
        assert_eq!((c.expanded, sol.len()), (expanded, moves), "{board}");
        let start = parse_board(board, None).unwrap();
        assert_eq!(start.apply_moves(&sol.move_string()).unwrap(), named("ordered", 3, 3).unwrap());
    }
}

/// Time travel's checkpoints: a fork steps on exactly as the search it was
/// made from, and stepping one leaves the other where it was.
#[test]
fn a_fork_steps_on_as_the_search_it_was_made_from() {
    for (board, visited) in [
        ("8 6 7 2 5 4 3 0 1", VisitedKind::Dense),
        ("8 6 7 2 5 4 3 0 1", VisitedKind::Hash),
        ("8 6 7 2 5 4 3 0 1", VisitedKind::Ordered),
        ("5 1 2 3 0 6 7 4 9 10 11 8 13 14 15 12", VisitedKind::Auto),
        ("6 1 2 3 4 11 7 8 9 5 12 0 13 14 10 16 17 18 19 15 21 22 23 24 20", VisitedKind::Auto),
    ] {
        for algorithm in Algorithm::ALL {
            let config = Config {
                algorithm,
                heuristic: Heuristic::Manhattan,
                parameter: Some(1.5),
                visited,
                ..Config::default()
            };
            let mut search = start(&problem(board, "ordered"), &config);
            search.step_n(40);
            let mut fork = search.fork();
            let at_fork = search.counters();
            fork.step_n(500);
            assert_eq!(search.counters(), at_fork, "{algorithm:?}: the original moved when its fork stepped");
            search.step_n(500);
            assert_eq!(search.counters(), fork.counters(), "{algorithm:?}");
            assert_eq!(search.status(), fork.status(), "{algorithm:?}");
            assert_eq!(search.last_event(), fork.last_event(), "{algorithm:?}");
            assert_eq!(search.solution(), fork.solution(), "{algorithm:?}");
        }
    }
}

/// An event as a caller can see it: the children past `child_count` (left
/// from earlier steps) cleared.
fn visible(event: &Event) -> Event {
    let mut event = event.clone();
    event.children[event.child_count..].fill(Child::default());
    event
}

/// IDA*'s `step_n` writes the event only for the last step of a batch; what
/// it leaves (last event, counters, status) is what as many single steps
/// leave, for batches of every size, with and without a node budget that
/// stops the search inside a batch, on both packed widths.
#[test]
fn idastar_batches_leave_what_single_steps_leave() {
    let boards = [
        ("8 6 7 2 5 4 3 0 1", "ordered"),
        ("14 1 9 6 4 8 12 5 7 2 3 0 10 11 13 15", "blank-first"),
        ("1 2 3 4 5 6 7 8 9 10 11 12 13 14 15 16 17 18 19 20 0 21 22 23 24", "ordered"),
    ];
    for (start, goal) in boards {
        for (algorithm, heuristic) in [
            (Algorithm::IdaStar, Heuristic::LinearConflict),
            (Algorithm::IdaStar, Heuristic::Manhattan),
            (Algorithm::Iddfs, Heuristic::Zero),
        ] {
            for node_budget in [u64::MAX, 1, 2, 37, 1000] {
                let config = Config { algorithm, heuristic, node_budget, ..Config::default() };
                let problem = problem(start, goal);
                let mut one = super::start(&problem, &config);
                let mut after = vec![(one.last_event().clone(), one.status())];
                while let Some(ev) = one.step() {
                    after.push((ev.clone(), one.status()));
                    if after.len() > 3000 {
                        break;
                    }
                }
                for batch in [1, 2, 3, 7, 64, 1 << 16] {
                    let what = format!("{algorithm:?} {heuristic:?} budget {node_budget} batch {batch} on {start}");
                    let mut many = super::start(&problem, &config);
                    let mut steps = 0;
                    while steps + 1 < after.len() {
                        let done = many.step_n(batch) as usize;
                        steps += done;
                        let (event, status) = &after[steps.min(after.len() - 1)];
                        if steps < after.len() {
                            // A short batch ended the search, as one more step() would have: its
                            // status, and the lines that ended it (none at a budget's stop).
                            let ended = (done as u64) < batch;
                            let mut expected = visible(event);
                            if ended {
                                expected.ran = one.last_event().ran;
                            }
                            assert_eq!(visible(many.last_event()), expected, "{what} after {steps}");
                            assert_eq!(many.counters(), event.counters, "{what}");
                            let status = if ended { one.status() } else { *status };
                            assert_eq!(many.status(), status, "{what}");
                        }
                        if done == 0 {
                            break;
                        }
                    }
                }
            }
        }
    }
}

#[test]
fn statuses_and_solutions_have_listed_codes() {
    use crate::message::{tests::assert_listed, Arg};
    let stopped = Status::Stopped { reason: StopReason::NodeBudget, expanded: 7 }.coded();
    assert_eq!(
        (stopped.code, stopped.english.as_str()),
        ("stopped.nodes", "stopped after 7 expansions (node budget reached)")
    );
    assert_eq!(stopped.arg("expanded"), Some(&Arg::Number(7.0)));
    assert_listed(&stopped);
    let memory = Status::Stopped { reason: StopReason::MemoryBudget, expanded: 3 }.coded();
    assert_eq!(memory.code, "stopped.memory");
    assert_listed(&memory);
    for (status, code) in [(Status::Running, "searching"), (Status::Exhausted, "exhausted")] {
        let m = status.coded();
        assert_eq!((m.code, m.english.clone()), (code, status.message()));
        assert_listed(&m);
    }
    let board = parse_board("1 2 3 4 5 6 7 0 8", None).unwrap();
    let goal = named("ordered", 3, 3).unwrap();
    let mut search =
        start(&Problem::new(board, goal).unwrap(), &Config { algorithm: Algorithm::Bfs, ..Config::default() });
    while search.step().is_some() {}
    let solved = search.solution().unwrap().coded();
    assert_eq!((solved.code, solved.english.as_str()), ("solved", "solved in 1 move"));
    assert_eq!((solved.arg("moves"), solved.arg("optimal")), (Some(&Arg::Number(1.0)), Some(&Arg::Flag(true))));
    assert_listed(&solved);
}

#[test]
fn every_row_of_the_algorithm_catalogue_as_a_table() {
    let flag = |b: bool, name: &str| if b { name.to_string() } else { "-".to_string() };
    let rows: Vec<String> = Algorithm::ALL
        .iter()
        .map(|a| {
            let r = a.row();
            [
                r.name.to_string(),
                format!("{:?}", r.bound),
                flag(r.uses_heuristic, "h"),
                flag(r.iterative, "iterative"),
                flag(r.bidirectional, "bidirectional"),
                flag(r.visited_table, "visited"),
                r.parameter.map_or("-", |p| p.key).to_string(),
                flag(r.breaks_ties, "ties"),
                r.frontier_key.name().to_string(),
                r.optimality.name().to_string(),
                // A reason the row declares is named by its code.
                match r.quiz {
                    QuizRule::Declared(reason) => format!("Declared({})", reason.code),
                    rule => format!("{rule:?}"),
                },
            ]
            .join(" ")
        })
        .collect();
    assert_eq!(
        rows,
        [
            "bfs None - - - visited - - g always Fifo",
            "bibfs None - - bidirectional visited - - g always Fifo",
            "ucs None - - - visited - - g always LowestG",
            "astar None h - - visited - ties f admissible BestFirst",
            "wastar None h - - visited weight ties f weight BestFirst",
            "greedy None h - - visited - ties h none Greedy",
            "idastar Some(\"threshold\") h iterative - - - - f admissible DepthFirst",
            "iddfs Some(\"depth limit\") - iterative - - - - g always DepthFirst",
            "a None h - - visited - ties f none BestFirst",
            "best-first None h - - visited - ties f none Priority",
            "hill None h - - - - - h none Steepest",
            "hill-backtrack None h - - - - - h none DepthFirstByH",
            "rbfs Some(\"f-limit\") h - - - - - f admissible Recursive",
            "mm Some(\"lower bound C\") h - bidirectional visited - - f admissible MeetInTheMiddle",
            "dfs None - - - visited - - g none StackTop",
            "dls None - - - - depth-limit - g none StackTop",
            "beam None h - - - beam-width - h none Declared(beam)",
        ]
    );
    // An iterative search keeps no table (the rows above pin each one's; depth-limited search, not
    // iterative, keeps none either).
    for a in Algorithm::ALL {
        assert!(!(a.iterative() && a.has_visited_table()), "{}", a.name());
    }
}

/// The statements of `listing` (a joined line is the second half of one).
fn statements(listing: &[Line]) -> Vec<Code> {
    listing.iter().filter(|l| !l.joined).map(|l| l.code).collect()
}

/// What `ran` names, as the page shows it: the lines in order, then the one that sums it up.
fn ran_text(ran: &Ran) -> String {
    format!("{} | {}", ran.lines().join(" "), ran.focus().unwrap_or("-"))
}

#[test]
fn every_line_an_event_names_is_in_its_listing() {
    // Depth-first and depth-limited search: the same checks in src/search/dfs.rs, where their own
    // ends (a depth limit's cut-off, DFS's budget) are.
    for algorithm in Algorithm::ALL.into_iter().filter(|a| a.quiz_rule() != QuizRule::StackTop) {
        let listing = algorithm.listing();
        let name = algorithm.name();
        assert_eq!(listing[0], HEAD, "{name}");
        assert!(listing.iter().all(|l| l.depth > 0 || l.code == "head"), "{name}");
        let codes = statements(listing);
        let mut unique = codes.clone();
        unique.sort_unstable();
        unique.dedup();
        assert_eq!(unique.len(), codes.len(), "{name}: a code twice in one listing");
        let named = |ran: &Ran, at: &str| {
            for code in ran.lines().iter().chain(ran.focus().as_ref()) {
                assert!(codes.contains(code), "{name} {at}: {code} is not a statement of its listing");
            }
        };
        let config = Config { algorithm, heuristic: Heuristic::Manhattan, ..Config::default() };
        // Every step on the sample to the end (IDA*'s iterations, A*'s goal selection, BFS's goal child).
        let mut search = start(&problem("2 3 4 1 5 x 7 6 8", "ordered"), &config);
        named(&search.last_event().ran, "before the first step");
        assert_eq!(search.last_event().ran.lines().len(), 1, "{name}");
        let mut steps = 0;
        while let Some(event) = search.step() {
            steps += 1;
            named(&event.ran, &format!("step {steps}"));
            assert!(event.ran.focus().is_some(), "{name} step {steps}");
        }
        // Solved, or (a local search) stopped by its own rule, which a line says.
        match search.status() {
            Status::Stopped { reason, .. } => assert!(reason.by_rule(), "{name}: {reason:?}"),
            status => assert_eq!(status, Status::Solved, "{name}"),
        }
        // The start is the goal: one line, the test that says so.
        let solved = start(&problem("1 2 3 4 5 6 7 8 x", "ordered"), &config);
        named(&solved.last_event().ran, "start is goal");
        // A board that cannot reach its goal (the search does not check): the failure, at the end
        // (a search with no visited table goes round the 2×2 board's cycle until a budget stops it).
        if algorithm.has_visited_table() {
            let mut search = start(&problem("2 1 3 x", "ordered"), &config);
            while search.step().is_some() {}
            if matches!(search.status(), Status::Stopped { reason, .. } if reason.by_rule()) {
                named(&search.last_event().ran, "stopped by its rule");
            } else {
                assert_eq!(search.status(), Status::Exhausted, "{name}");
                named(&search.last_event().ran, "exhausted");
                assert_eq!(
                    search.last_event().ran.lines(),
                    [*codes.last().unwrap()],
                    "{name}: the failure is the last line"
                );
            }
        }
        // A stop by a budget: no line ran.
        let budget = Config { node_budget: 3, ..config.clone() };
        // (Hill climbing stops there before 3 expansions, by its rule: a board it climbs on.)
        let board = if algorithm.quiz_rule() == QuizRule::Steepest { "2 3 4 1 5 x 7 6 8" } else { "8 6 7 2 5 4 3 x 1" };
        let mut search = start(&problem(board, "ordered"), &budget);
        while search.step().is_some() {}
        assert!(matches!(search.status(), Status::Stopped { .. }), "{name}");
        assert_eq!(search.last_event().ran, Ran::NONE, "{name}");
    }
}

#[test]
fn each_search_names_the_lines_it_runs() {
    // The sample's first steps: the set-up, then one expansion each (IDA*'s first begins an
    // iteration), in the order the lines ran, then the line that sums the step up.
    let expected = [
        (
            Algorithm::Bfs,
            [
                "init-queue | init-queue",
                "while-open pop-front for-children push-child child-goal-test push-child child-goal-test \
                 push-child child-goal-test | for-children",
                "while-open pop-front for-children skip-seen push-child child-goal-test | for-children",
            ],
        ),
        (
            Algorithm::Bibfs,
            [
                "init-sides | init-sides",
                "while-both-open pick-side side-pop-front for-children side-push-child other-side-has \
                 side-push-child other-side-has side-push-child other-side-has stop-if-met | for-children",
                "while-both-open pick-side side-pop-front for-children side-push-child other-side-has \
                 side-push-child other-side-has stop-if-met | for-children",
            ],
        ),
        (
            Algorithm::AStar,
            [
                "init-open | init-open",
                "while-open pop-min goal-test close for-children push-if-new push-if-new push-if-new | for-children",
                "while-open pop-min goal-test close for-children else-skip push-if-new | for-children",
            ],
        ),
        (
            Algorithm::IdaStar,
            [
                "init-threshold | init-threshold",
                "init-threshold loop init-stack while-stack pop-top goal-test for-children-but-parent \
                 else-push-child if-over-threshold if-over-threshold | init-stack",
                "while-stack pop-top goal-test for-children-but-parent else-push-child | for-children-but-parent",
            ],
        ),
    ];
    for (algorithm, lines) in expected {
        let config = Config { algorithm, heuristic: Heuristic::Manhattan, ..Config::default() };
        let mut search = start(&problem("2 3 4 1 5 x 7 6 8", "ordered"), &config);
        let mut shown = vec![ran_text(&search.last_event().ran)];
        for _ in 0..2 {
            shown.push(ran_text(&search.step().unwrap().ran));
        }
        assert_eq!(shown, lines, "{}", algorithm.name());
    }
}
