//! A search's one number the user sets, declared by its catalogue row
//! ([`super::AlgorithmRow::parameter`]): weighted A*'s weight w, a
//! depth-limited search's bound L. Every face reads the row: the command
//! line's `--{key}` and its help, the page's field (its label, range, step
//! and default), a link's `{key}=`, Compare's lanes, Explain's title and
//! the `--stats` JSON. A new search with a new parameter writes its row
//! (and the words of its label in the page's catalogues) and nothing else.
//!
//! [`super::Config::parameter`] carries the value; a search reads it with
//! [`super::Config::parameter_value`] (the row's default when none is given).

use crate::limits;
use crate::message::Message;
use std::ops::RangeInclusive;

/// One parameter's row: its names, its ranges and its default.
#[derive(Debug)]
pub struct ParameterRow {
    /// Its key: the command line's `--{key}`, a link's `{key}=`, the
    /// `--stats` JSON's field (`weight`, `depth-limit`).
    pub key: &'static str,
    /// Its letter in a formula and a title: `w` ("Weighted A* (w = 2)").
    pub symbol: &'static str,
    /// Its label for people, in English ("Weight"); the page's Chinese is
    /// `parameter.<key>.label` in its catalogue.
    pub label: &'static str,
    /// Its name inside a sentence, in English ("the weight must be …");
    /// the page's Chinese is `parameter.<key>.noun`.
    pub noun: &'static str,
    /// The command line's placeholder for the value (`W`).
    pub placeholder: &'static str,
    /// The command line's help: what it is (`w in f = g + w*h`).
    pub help: &'static str,
    /// The command line's help: what it does to the path (`a path at most
    /// w times the shortest`).
    pub effect: &'static str,
    /// The values the engine (and the command line) accepts.
    pub range: RangeInclusive<f64>,
    /// The values the page's fields offer (a shared link is clamped to them).
    pub page_range: RangeInclusive<f64>,
    /// The value when none is given (the command line, [`super::Config`]).
    pub default: f64,
    /// The value the page's field starts at (a link without one, a new lane).
    pub page_default: f64,
    /// Whole numbers only.
    pub integer: bool,
    /// The page's field's step.
    pub step: f64,
    /// The sentence for a value outside a range: `limits.parameter` by
    /// [`ParameterRow::out_of_range`], or a row's own (weighted A* keeps
    /// `limits.weight`, [`limits::weight_checked`]'s).
    pub sentence: fn(&ParameterRow, &RangeInclusive<f64>, f64) -> Message,
}

impl ParameterRow {
    /// `value` if the engine accepts it, else the row's sentence.
    pub fn check(&self, value: f64) -> Result<f64, Message> {
        self.within(&self.range, value)
    }

    /// `value` if the page's fields offer it, else the row's sentence.
    pub fn check_page(&self, value: f64) -> Result<f64, Message> {
        self.within(&self.page_range, value)
    }

    fn within(&self, range: &RangeInclusive<f64>, value: f64) -> Result<f64, Message> {
        if range.contains(&value) && (!self.integer || value.fract() == 0.0) {
            Ok(value)
        } else {
            Err((self.sentence)(self, range, value))
        }
    }

    /// `a number` or `a whole number`, as the sentences say what is wanted.
    pub fn kind(&self) -> &'static str {
        if self.integer {
            "a whole number"
        } else {
            "a number"
        }
    }

    /// The generic sentence, `limits.parameter`: `the depth limit must be
    /// a whole number from 0 to 100, not 2.5`.
    pub fn out_of_range(&self, range: &RangeInclusive<f64>, value: f64) -> Message {
        let (min, max) = (*range.start(), *range.end());
        let value = limits::number(value);
        let english = format!("the {} must be {} from {min} to {max}, not {value}", self.noun, self.kind());
        Message::new("limits.parameter", english)
            .with("parameter", self.key)
            .with("whole", self.integer)
            .with("min", min)
            .with("max", max)
            .with("value", value)
    }
}

#[cfg(test)]
mod tests {
    use super::super::Algorithm;

    #[test]
    fn weighted_astar_keeps_its_weight_and_its_sentence() {
        let w = Algorithm::WeightedAStar.parameter().unwrap();
        assert_eq!(
            (w.key, w.symbol, w.label, w.default, w.page_default, w.integer),
            ("weight", "w", "Weight", 1.0, 2.0, false)
        );
        assert_eq!(w.check(2.5), Ok(2.5));
        let m = w.check(0.5).unwrap_err();
        assert_eq!(
            (m.code, m.english.as_str()),
            ("limits.weight", "the weight must be a number from 1 to 1000, not 0.5")
        );
        assert_eq!(w.check_page(100.0).unwrap_err().english, "the weight must be a number from 1 to 10, not 100");
        // Every key is one flag and one link key: no two rows share a key for different parameters.
        let mut keys: Vec<&str> = Algorithm::parameters().iter().map(|p| p.key).collect();
        keys.dedup();
        assert_eq!(keys.len(), Algorithm::parameters().len());
    }
}
