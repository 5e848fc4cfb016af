//! Permutation rank and unrank (the Lehmer code; the seeds call it the
//! "Cantor expansion").
//!
//! Ranking maps the `n!` arrangements of `n` cells one-to-one onto
//! `0..n!`, so a visited table can be a plain array instead of a hash set —
//! 362,880 entries for the 8-puzzle. It is only used where `n!` fits in
//! memory, i.e. up to 12 cells in practice.

/// `n!` for `n` in `0..=20`.
pub const fn factorial(n: usize) -> u64 {
    let mut f = 1u64;
    let mut i = 2;
    while i <= n {
        f *= i as u64;
        i += 1;
    }
    f
}

/// `FACTORIALS[n] = n!`, so the hot loops look factorials up instead of
/// multiplying them out at every position.
const FACTORIALS: [u64; 21] = {
    let mut table = [1u64; 21];
    let mut n = 1;
    while n < 21 {
        table[n] = table[n - 1] * n as u64;
        n += 1;
    }
    table
};

/// How many of the values seen so far are smaller than each value `0..16`,
/// one count per 4-bit nibble: nibble `v` holds the count for `v`. Seeing a
/// value adds 1 to every nibble above it, so each position of a rank costs a
/// shift and an add (the portable `u32::count_ones` is a dozen instructions
/// without a `popcnt` target feature).
#[derive(Clone, Copy, Default)]
struct SmallerSeen(u64);

impl SmallerSeen {
    /// Values seen so far that are smaller than `v` (`v` < 16).
    #[inline(always)]
    fn below(self, v: u32) -> u32 {
        ((self.0 >> (4 * v)) & 15) as u32
    }

    /// Records `v` (`v` < 16; at most 15 values in all, so no nibble overflows).
    #[inline(always)]
    fn see(&mut self, v: u32) {
        self.0 = self.0.wrapping_add((0x1111_1111_1111_1111u64 << (4 * v)) << 4);
    }
}

/// The rank of a permutation of `0..perm.len()` in lexicographic order
/// (`[0, 1, 2]` → 0, `[2, 1, 0]` → 5). Each position's digit is its value
/// minus the smaller values already seen, counted without a scan.
pub fn rank(perm: &[u8]) -> u64 {
    let n = perm.len();
    let mut r = 0u64;
    if n <= 16 {
        let mut seen = SmallerSeen::default();
        for (i, &v) in perm.iter().enumerate() {
            r += (v as u32 - seen.below(v as u32)) as u64 * FACTORIALS[n - 1 - i];
            seen.see(v as u32);
        }
        return r;
    }
    let mut seen = 0u32;
    for (i, &v) in perm.iter().enumerate() {
        let smaller_seen = (seen & ((1u32 << v) - 1)).count_ones();
        r += (v as u64 - smaller_seen as u64) * FACTORIALS[n - 1 - i];
        seen |= 1 << v;
    }
    r
}

/// [`rank`] of a permutation of `0..n` (`n` ≤ 16) packed 4 bits a value,
/// the first value in the low bits — the layout of
/// [`crate::board::State`] on boards of at most 16 cells — without
/// unpacking it first. The last value's digit is always 0, so it is skipped.
#[inline]
pub fn rank_packed(packed: u64, n: usize) -> u64 {
    debug_assert!(n <= 16);
    let mut seen = SmallerSeen::default();
    let mut r = 0u64;
    for i in 0..n.saturating_sub(1) {
        let v = ((packed >> (4 * i)) & 15) as u32;
        r += (v - seen.below(v)) as u64 * FACTORIALS[(n - 1 - i) & 15];
        seen.see(v);
    }
    r
}

/// A packed board (as for [`rank_packed`], `2 ≤ n ≤ 16` cells, blank 0)
/// split into the blank's cell, the [`rank`] of the other tiles in cell
/// order (as a permutation of `1..n`, in `0..(n−1)!`) and the parity of
/// that permutation (0 even, 1 odd).
///
/// This is what a table over only the reachable boards needs: with the blank
/// on a given cell, the boards one goal can reach all have the same tile
/// parity (see [`crate::solvability`]), and ranks `2k` and `2k + 1` differ by
/// swapping the last two tiles, so exactly one of each pair is reachable and
/// `blank × (n−1)!/2 + rank / 2` numbers the reachable boards `0..n!/2`.
#[inline(always)]
pub fn rank_without_blank(packed: u64, n: usize) -> (usize, u64, u32) {
    // The sizes a dense table is built for get a copy of the loop the
    // compiler can unroll, with constant factorials.
    match n {
        9 => rank_without_blank_n::<9>(packed),
        4 => rank_without_blank_n::<4>(packed),
        6 => rank_without_blank_n::<6>(packed),
        8 => rank_without_blank_n::<8>(packed),
        _ => rank_without_blank_any(packed, n),
    }
}

#[inline(always)]
fn rank_without_blank_n<const N: usize>(packed: u64) -> (usize, u64, u32) {
    rank_without_blank_any(packed, N)
}

#[inline(always)]
fn rank_without_blank_any(packed: u64, n: usize) -> (usize, u64, u32) {
    debug_assert!((2..=16).contains(&n));
    // The lowest zero nibble is the blank (the nibbles past the board are
    // zero too, but higher); the borrow trick finds it without a loop.
    let zero_nibbles = packed.wrapping_sub(0x1111_1111_1111_1111) & !packed & 0x8888_8888_8888_8888;
    let blank = (zero_nibbles.trailing_zeros() / 4) as usize;
    let low = packed & ((1u64 << (4 * blank)) - 1);
    let tiles = low | ((packed >> (4 * blank) >> 4) << (4 * blank));
    let mut seen = SmallerSeen::default();
    let (mut r, mut parity) = (0u64, 0u32);
    // n − 1 tiles; the last one's digit is 0, and the one before it is 1
    // exactly when it is larger than the last.
    let m = n - 1;
    for i in 0..m.saturating_sub(2) {
        let v = ((tiles >> (4 * i)) & 15) as u32;
        let digit = v - 1 - seen.below(v);
        r += digit as u64 * FACTORIALS[(m - 1 - i) & 15];
        parity ^= digit;
        seen.see(v);
    }
    if m >= 2 {
        let last_pair = tiles >> (4 * (m - 2));
        let digit = ((last_pair & 15) > ((last_pair >> 4) & 15)) as u32;
        r += digit as u64;
        parity ^= digit;
    }
    (blank, r, parity & 1)
}

/// The permutation of `0..n` with the given rank; inverse of [`rank`].
pub fn unrank(mut r: u64, n: usize) -> Vec<u8> {
    let mut free: Vec<u8> = (0..n as u8).collect();
    let mut out = Vec::with_capacity(n);
    for i in 0..n {
        let f = factorial(n - 1 - i);
        let k = (r / f) as usize;
        r %= f;
        out.push(free.remove(k));
    }
    out
}

/// One position of a Cantor expansion worked out, as the seeds write it:
/// `X = a[n]·(n−1)! + … + a[1]·0!`, where `a[i]` counts the values after
/// position `i` that are smaller than the value there.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct CantorTerm {
    /// The value at this position (the blank is 0, as in [`crate::board`]).
    pub value: u8,
    /// How many values after this position are smaller.
    pub smaller_after: u32,
    /// `(n − 1 − position)!`, the weight of this position.
    pub factorial: u64,
    /// `smaller_after × factorial`, this position's share of the rank.
    pub product: u64,
}

/// The terms of [`rank`] one position at a time, counted the way seed 000's
/// `try_to_insert` counts them (smaller values *after* each position), so a
/// student can check each product; their sum is `rank(perm)`. `perm` is a
/// permutation of `0..n` with `n` ≤ 20 (so `n!` fits in a `u64`).
pub fn cantor_steps(perm: &[u8]) -> Vec<CantorTerm> {
    let n = perm.len();
    perm.iter()
        .enumerate()
        .map(|(i, &value)| {
            let smaller_after = perm[i + 1..].iter().filter(|&&v| v < value).count() as u32;
            let factorial = factorial(n - 1 - i);
            CantorTerm { value, smaller_after, factorial, product: smaller_after as u64 * factorial }
        })
        .collect()
}

/// One division of [`unrank`] worked out: the rank left so far divided by
/// the position's factorial; the quotient picks the value among those not
/// used yet (in increasing order), the remainder goes on to the next position.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct UnrankStep {
    /// What is left of the rank before this position.
    pub dividend: u64,
    /// `(n − 1 − position)!`.
    pub divisor: u64,
    /// `dividend / divisor`: how many unused values are smaller than the one picked.
    pub quotient: u64,
    /// `dividend % divisor`, carried to the next position.
    pub remainder: u64,
    /// The values not used yet, in increasing order, before this pick.
    pub unused: Vec<u8>,
    /// The value picked: `unused[quotient]`.
    pub value: u8,
}

/// [`unrank`] one division at a time; the steps' values are `unrank(r, n)`.
/// `None` when `r` is not below `n!` (no permutation has that rank) or `n`
/// is over 20.
pub fn unrank_steps(r: u64, n: usize) -> Option<Vec<UnrankStep>> {
    if n > 20 || r >= factorial(n) {
        return None;
    }
    let mut unused: Vec<u8> = (0..n as u8).collect();
    let mut left = r;
    let steps = (0..n)
        .map(|i| {
            let divisor = factorial(n - 1 - i);
            let (quotient, remainder) = (left / divisor, left % divisor);
            let before = unused.clone();
            let value = unused.remove(quotient as usize);
            let step = UnrankStep { dividend: left, divisor, quotient, remainder, unused: before, value };
            left = remainder;
            step
        })
        .collect();
    Some(steps)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn small_ranks_in_lexicographic_order() {
        assert_eq!(rank(&[0, 1, 2]), 0);
        assert_eq!(rank(&[0, 2, 1]), 1);
        assert_eq!(rank(&[2, 1, 0]), 5);
        assert_eq!(rank(&[1, 2, 3, 4, 5, 6, 7, 8, 0]), 46233);
        assert_eq!(rank(&[8, 7, 6, 5, 4, 3, 2, 1, 0]), factorial(9) - 1);
    }

    #[test]
    fn unrank_inverts_rank_on_all_of_4_and_samples_of_9() {
        for r in 0..factorial(4) {
            assert_eq!(rank(&unrank(r, 4)), r);
        }
        for r in (0..factorial(9)).step_by(997) {
            assert_eq!(rank(&unrank(r, 9)), r);
        }
        for n in [1, 2, 9, 12, 16] {
            assert_eq!(FACTORIALS[n], factorial(n));
        }
    }

    #[test]
    fn packed_rank_equals_rank() {
        let pack = |perm: &[u8]| perm.iter().enumerate().fold(0u64, |p, (i, &v)| p | (v as u64) << (4 * i));
        for r in (0..factorial(9)).step_by(101) {
            let perm = unrank(r, 9);
            assert_eq!(rank_packed(pack(&perm), 9), r);
        }
        for r in [0, 1, 12_345_678_901, factorial(16) - 1] {
            assert_eq!(rank_packed(pack(&unrank(r, 16)), 16), r);
        }
        assert_eq!(rank_packed(0, 1), 0);
    }

    #[test]
    fn rank_without_blank_numbers_each_parity_class() {
        let pack = |perm: &[u8]| perm.iter().enumerate().fold(0u64, |p, (i, &v)| p | (v as u64) << (4 * i));
        for n in [4, 6, 9] {
            let half = factorial(n - 1) / 2;
            let mut seen = vec![[false; 2]; factorial(n) as usize / 2];
            for r in 0..factorial(n) {
                let perm = unrank(r, n);
                let (blank, tiles_rank, parity) = rank_without_blank(pack(&perm), n);
                assert_eq!(blank, perm.iter().position(|&v| v == 0).unwrap());
                let tiles: Vec<u8> = perm.iter().filter(|&&v| v != 0).map(|&v| v - 1).collect();
                assert_eq!(tiles_rank, rank(&tiles));
                assert_eq!(parity as usize, crate::solvability::inversions(&perm) % 2);
                let index = (blank as u64 * half + tiles_rank / 2) as usize;
                assert!(!std::mem::replace(&mut seen[index][parity as usize], true), "{perm:?}");
            }
            assert!(seen.iter().all(|s| s[0] && s[1]));
        }
    }

    #[test]
    fn cantor_steps_sum_to_the_rank_and_unrank_back_on_every_3x3_board() {
        let mut terms = 0;
        for r in 0..factorial(9) {
            let perm = unrank(r, 9);
            let steps = cantor_steps(&perm);
            assert_eq!(steps.iter().map(|t| t.product).sum::<u64>(), rank(&perm));
            let back = unrank_steps(r, 9).unwrap();
            assert_eq!(back.iter().map(|s| s.value).collect::<Vec<_>>(), perm);
            // Each division's quotient is the expansion's digit at that position.
            assert!(back.iter().zip(&steps).all(|(u, t)| u.quotient == t.smaller_after as u64));
            terms += steps.len();
        }
        assert_eq!(terms, 9 * 362_880);
    }

    #[test]
    fn cantor_steps_of_the_seeds_goal() {
        // Seed 000's goal 123804765 (blank 0): the first term is 1 smaller
        // value (0) after the 1, times 8!.
        let steps = cantor_steps(&[1, 2, 3, 8, 0, 4, 7, 6, 5]);
        let digits: Vec<u32> = steps.iter().map(|t| t.smaller_after).collect();
        assert_eq!(digits, [1, 1, 1, 5, 0, 0, 2, 1, 0]);
        assert_eq!(steps[0], CantorTerm { value: 1, smaller_after: 1, factorial: 40_320, product: 40_320 });
        assert_eq!(steps.iter().map(|t| t.product).sum::<u64>(), 46_685);
        assert_eq!(rank(&[1, 2, 3, 8, 0, 4, 7, 6, 5]), 46_685);
        let first = &unrank_steps(46_685, 9).unwrap()[0];
        assert_eq!((first.dividend, first.divisor, first.quotient, first.remainder), (46_685, 40_320, 1, 6_365));
        assert_eq!(first.unused, [0, 1, 2, 3, 4, 5, 6, 7, 8]);
        assert_eq!(unrank_steps(factorial(9), 9), None);
        assert_eq!(unrank_steps(0, 21), None);
        assert_eq!(unrank_steps(0, 0), Some(vec![]));
    }
}
