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

/// The rank of a permutation of `0..perm.len()` in lexicographic order
/// (`[0, 1, 2]` → 0, `[2, 1, 0]` → 5). Uses a bitmask of the values already
/// seen, so each position costs one popcount instead of a scan.
pub fn rank(perm: &[u8]) -> u64 {
    let n = perm.len();
    let mut seen = 0u32;
    let mut r = 0u64;
    for (i, &v) in perm.iter().enumerate() {
        let smaller_seen = (seen & ((1u32 << v) - 1)).count_ones();
        r += (v as u64 - smaller_seen as u64) * factorial(n - 1 - i);
        seen |= 1 << v;
    }
    r
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
    }
}
