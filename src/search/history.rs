//! The counters after each step, for the page's growth chart and its CSV:
//! a row `[steps, expanded, frontier, visited]` per step, whatever batches
//! the page stepped the search by (a link opened at step 30 has 30 rows, a
//! run to the end a row per step), so a replay and the search it replays
//! hold the same rows.
//!
//! A long search would hold too many: past [`HISTORY_ROWS`] rows the
//! stride doubles (a row every 2nd step, then every 4th …) and the rows
//! off the new stride are dropped, so the history keeps between half of
//! [`HISTORY_ROWS`] and all of it, evenly spread over the whole search,
//! and the `steps` column says which step each row is. The last row is
//! always the search as it is now: when the page's request ends off the
//! stride, that row is kept until the next request replaces it.

use super::trace::Trace;
use super::{Counters, Search};
use crate::limits::HISTORY_ROWS;

/// Columns of a row: steps, expanded, frontier, visited (IDA* and IDDFS:
/// the current path's length, their `closed` counter).
pub const COLUMNS: usize = 4;

/// The rows of one search (see the module's doc).
#[derive(Debug)]
pub struct History {
    rows: Vec<f64>,
    stride: u64,
    /// The last row is off the stride (the end of a request), replaced by the next row.
    loose: bool,
    most: usize,
}

/// A copy holds a buffer as large as the original's (a derived clone's
/// would hold only the rows), so a fork and the search it copies say they
/// hold the same bytes and grow alike.
impl Clone for History {
    fn clone(&self) -> History {
        let mut rows = Vec::with_capacity(self.rows.capacity());
        rows.extend_from_slice(&self.rows);
        History { rows, stride: self.stride, loose: self.loose, most: self.most }
    }
}

impl Default for History {
    fn default() -> History {
        History::with_most(HISTORY_ROWS)
    }
}

impl History {
    /// A history that keeps at most `most` rows (at least 2) before its stride doubles.
    pub fn with_most(most: usize) -> History {
        History { rows: Vec::new(), stride: 1, loose: false, most: most.max(2) }
    }

    /// Takes up to `n` steps of `search` through `trace` (which watches what
    /// it needs), adding a row after every `stride`-th step and one where
    /// the steps end; returns how many steps were taken. Only the batches
    /// between rows go through [`Search::step_n`]'s fast loop, so a stride of
    /// 1 costs a call per step, and a long search's stride makes that rare.
    pub fn step(&mut self, trace: &mut Trace, search: &mut dyn Search, n: u64) -> u64 {
        let mut done = 0;
        while done < n {
            let steps = search.counters().steps;
            let chunk = (self.stride - steps % self.stride).min(n - done);
            let made = trace.step(search, chunk);
            if made == 0 {
                break;
            }
            done += made;
            self.record(&search.counters());
            if made < chunk {
                break;
            }
        }
        done
    }

    fn record(&mut self, c: &Counters) {
        if self.loose {
            self.rows.truncate(self.rows.len() - COLUMNS);
            self.loose = false;
        }
        self.rows.extend_from_slice(&[c.steps as f64, c.expanded as f64, c.frontier as f64, c.closed as f64]);
        if !c.steps.is_multiple_of(self.stride) {
            self.loose = true;
        } else if self.len() > self.most {
            self.stride *= 2;
            let stride = self.stride as f64;
            let mut kept = Vec::with_capacity(self.rows.len() / 2 + COLUMNS);
            for row in self.rows.chunks(COLUMNS).filter(|row| row[0] % stride == 0.0) {
                kept.extend_from_slice(row);
            }
            self.rows = kept;
        }
    }

    /// The rows, `COLUMNS` numbers each, in step order.
    pub fn rows(&self) -> &[f64] {
        &self.rows
    }

    /// Number of rows.
    pub fn len(&self) -> usize {
        self.rows.len() / COLUMNS
    }

    /// No step taken yet.
    pub fn is_empty(&self) -> bool {
        self.rows.is_empty()
    }

    /// A row every this many steps (1 while the search is short).
    pub fn stride(&self) -> u64 {
        self.stride
    }

    /// Rows that stay as they are until the stride next doubles: all but a
    /// last row off the stride. The page's worker posts only rows past
    /// those it posted (all of them again after the stride changed).
    pub fn settled(&self) -> usize {
        self.len() - usize::from(self.loose)
    }

    /// Bytes the rows take (part of what a search holds on the page).
    pub fn bytes(&self) -> u64 {
        (self.rows.capacity() * std::mem::size_of::<f64>()) as u64
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::parse::{parse_board, parse_goal};
    use crate::problem::Problem;
    use crate::search::{self, Algorithm, Config};

    fn problem(start: &str) -> Problem {
        let s = parse_board(start, None).unwrap();
        let g = parse_goal("ordered", s.width(), s.height()).unwrap();
        Problem::new(s, g).unwrap()
    }

    /// The counters after each single step, from a search stepped one step a time.
    fn every_step(start: &str, algorithm: Algorithm, steps: u64) -> Vec<[f64; COLUMNS]> {
        let p = problem(start);
        let config = Config { algorithm, heuristic: crate::heuristic::Heuristic::Manhattan, ..Config::default() };
        let mut s = search::start(&p, &config);
        let mut rows = Vec::new();
        for _ in 0..steps {
            if s.step().is_none() {
                break;
            }
            let c = s.counters();
            rows.push([c.steps as f64, c.expanded as f64, c.frontier as f64, c.closed as f64]);
        }
        rows
    }

    fn stepped(start: &str, algorithm: Algorithm, batches: &[u64], most: usize) -> History {
        let p = problem(start);
        let config = Config { algorithm, heuristic: crate::heuristic::Heuristic::Manhattan, ..Config::default() };
        let mut s = search::start(&p, &config);
        let mut trace = Trace::new(&p, algorithm, 0);
        let mut h = History::with_most(most);
        for &n in batches {
            h.step(&mut trace, s.as_mut(), n);
        }
        h
    }

    const POJ: &str = "2 3 4 1 5 0 7 6 8";
    const HARD: &str = "8 6 7 2 5 4 3 0 1";

    #[test]
    fn a_row_per_step_whatever_the_batches() {
        let expected: Vec<f64> = every_step(HARD, Algorithm::Bfs, 300).concat();
        for batches in [&[300][..], &[1, 2, 4, 8, 16, 32, 64, 128, 45], &[30, 270], &[1; 300]] {
            let h = stepped(HARD, Algorithm::Bfs, batches, 1000);
            assert_eq!(h.len(), 300, "{batches:?}");
            assert_eq!(h.rows(), expected, "{batches:?}");
            assert_eq!((h.stride(), h.settled()), (1, 300));
        }
    }

    #[test]
    fn a_search_that_ends_has_its_last_step_as_the_last_row() {
        let all = every_step(POJ, Algorithm::AStar, u64::MAX);
        let h = stepped(POJ, Algorithm::AStar, &[1_000_000], 1000);
        assert_eq!(h.rows(), all.concat());
        assert_eq!(h.rows()[h.rows().len() - COLUMNS], all.len() as f64);
    }

    #[test]
    fn past_the_most_rows_the_stride_doubles_and_every_row_on_it_stays() {
        let all = every_step(HARD, Algorithm::Bfs, 1024);
        // 8 rows at most: 1001 steps need a stride of 128 (7 rows on it, 128 … 896) plus the last step.
        let h = stepped(HARD, Algorithm::Bfs, &[3, 500, 498], 8);
        assert_eq!(h.stride(), 128);
        let on_stride: Vec<f64> =
            all[..1001].iter().filter(|r| (r[0] as u64).is_multiple_of(128)).flatten().copied().collect();
        let mut expected = on_stride.clone();
        expected.extend_from_slice(&all[1000]);
        assert_eq!(h.rows(), expected);
        assert_eq!((h.len(), h.settled()), (8, 7));
        // The next request replaces the loose last row.
        let mut again = stepped(HARD, Algorithm::Bfs, &[3, 500, 498, 23], 8);
        assert_eq!(again.settled(), 8);
        assert_eq!(&again.rows()[7 * COLUMNS..], &all[1023]);
        again = stepped(HARD, Algorithm::Bfs, &[1024], 8);
        assert_eq!(again.rows(), stepped(HARD, Algorithm::Bfs, &[1, 1023], 8).rows());
    }

    #[test]
    fn ida_star_keeps_its_fast_batches_and_the_same_rows() {
        let all = every_step(HARD, Algorithm::IdaStar, 5000);
        let h = stepped(HARD, Algorithm::IdaStar, &[5000], 1 << 16);
        assert_eq!(h.rows(), all.concat());
    }
}
