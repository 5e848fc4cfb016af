//! The catalogue's words for a page beside the menus: a one-line hint per
//! algorithm and heuristic, the short name of a heuristic inside a label
//! ("A* + misplaced"), and what an iterative search calls its bound. They
//! sit here, beside [`Algorithm::title`] and [`Heuristic::title`] rather
//! than in the page, so `www/` keeps no table of labels of its own
//! (docs/wasm-api.md, "Catalogue").

use crate::heuristic::Heuristic;
use crate::search::Algorithm;

impl Algorithm {
    /// One line under the Solve view's menu: what it does and what it
    /// guarantees.
    pub fn hint(self) -> &'static str {
        match self {
            Algorithm::Bfs => "Level by level: shortest, many nodes.",
            Algorithm::Bibfs => "BFS from both ends to meet: shortest.",
            Algorithm::AStar => "Smallest f = g + h first: shortest.",
            Algorithm::WeightedAStar => "f = g + w·h: path ≤ w × shortest.",
            Algorithm::Greedy => "Smallest h first: fast, not shortest.",
            Algorithm::IdaStar => "DFS under a rising f limit: shortest.",
            Algorithm::Iddfs => "DFS under a rising depth limit.",
        }
    }

    /// What an iterative search calls the bound it raises between
    /// iterations (IDA* bounds f, IDDFS the depth); `None` for the others.
    pub fn bound(self) -> Option<&'static str> {
        match self {
            Algorithm::IdaStar => Some("threshold"),
            Algorithm::Iddfs => Some("depth limit"),
            _ => None,
        }
    }
}

impl Heuristic {
    /// One line under a heuristic menu: what it counts and what it costs.
    pub fn hint(self) -> &'static str {
        match self {
            Heuristic::Zero => "No estimate at all: A* becomes uniform-cost search.",
            Heuristic::Misplaced => "Tiles not on their goal cell. No tables; weaker than Manhattan.",
            Heuristic::Manhattan => "Sum of each tile’s distance home. No tables; weakest of the five.",
            Heuristic::LinearConflict => {
                "Manhattan + 2 for each pair of tiles that must pass each other in a row or column."
            }
            Heuristic::WalkingDistance => {
                "Takahashi’s walking distance: rows and columns as a small puzzle of their own (tables built in a blink)."
            }
            Heuristic::Pdb555 => "Three pattern databases of 5 tiles, 1.5 MB, added up (and maxed with their mirror image).",
            Heuristic::Pdb663 => {
                "Two of 6 tiles and one of 3, 11.0 MB: built once in the worker (seconds), then cached in this browser."
            }
        }
    }

    /// The short name after an algorithm's in a label ("A* + misplaced",
    /// "A* + Manhattan"): [`Heuristic::short`] in sentence case.
    pub fn short_phrase(self) -> &'static str {
        match self {
            Heuristic::Zero => "h = 0",
            Heuristic::Misplaced => "misplaced",
            Heuristic::Manhattan => "Manhattan",
            Heuristic::LinearConflict => "linear conflict",
            Heuristic::WalkingDistance => "walking distance",
            Heuristic::Pdb555 => "PDB 5-5-5",
            Heuristic::Pdb663 => "PDB 6-6-3",
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn only_the_iterative_searches_name_a_bound() {
        for a in Algorithm::ALL {
            assert_eq!(a.bound().is_some(), a.iterative(), "{}", a.name());
        }
        assert_eq!(Algorithm::Iddfs.bound(), Some("depth limit"));
    }

    #[test]
    fn every_hint_is_one_sentence_line_and_short_phrases_differ() {
        for a in Algorithm::ALL {
            assert!(a.hint().ends_with('.') && !a.hint().contains('\n'), "{}", a.name());
        }
        let phrases: std::collections::HashSet<_> = Heuristic::ALL.iter().map(|h| h.short_phrase()).collect();
        assert_eq!(phrases.len(), Heuristic::ALL.len());
        for h in Heuristic::ALL {
            assert!(h.hint().ends_with('.') && !h.hint().contains('\n'), "{}", h.name());
            assert_eq!(h.short_phrase().to_lowercase(), h.short().to_lowercase(), "{}", h.name());
        }
    }
}
