//! Boards, packed states, moves and the neighbour table.
//!
//! A board of `w × h` cells holds the tiles `1..w·h` and the blank `0`, row by
//! row. Searches never keep boards: they keep a [`State`], the same cells
//! packed into one `u128` (4 bits a cell up to 16 cells, 5 bits up to 25), so
//! a node is a few machine words and hashing one is cheap.

use std::fmt;

/// Smallest and largest side the engine accepts.
pub const MIN_SIDE: usize = 2;
/// Largest side: 5 × 5 = 25 cells still fit 5 bits each in a `u128`.
pub const MAX_SIDE: usize = 5;

/// A direction the *blank* moves in (POJ 1077 convention: `u` swaps the blank
/// with the tile above it).
///
/// The order of the variants is the engine's one move order: every search
/// generates children in the order up, down, left, right, and node counts
/// pinned by the tests depend on it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Move {
    /// The blank moves up.
    Up = 0,
    /// The blank moves down.
    Down = 1,
    /// The blank moves left.
    Left = 2,
    /// The blank moves right.
    Right = 3,
}

impl Move {
    /// All moves in generation order.
    pub const ALL: [Move; 4] = [Move::Up, Move::Down, Move::Left, Move::Right];

    /// The letter used in move strings.
    pub fn letter(self) -> char {
        ['u', 'd', 'l', 'r'][self as usize]
    }

    /// Reads a move letter (`u d l r`, either case).
    pub fn from_letter(c: char) -> Option<Move> {
        match c.to_ascii_lowercase() {
            'u' => Some(Move::Up),
            'd' => Some(Move::Down),
            'l' => Some(Move::Left),
            'r' => Some(Move::Right),
            _ => None,
        }
    }

    /// The move that undoes this one.
    pub fn reverse(self) -> Move {
        match self {
            Move::Up => Move::Down,
            Move::Down => Move::Up,
            Move::Left => Move::Right,
            Move::Right => Move::Left,
        }
    }

    /// Index `0..4`, for tables.
    pub fn index(self) -> usize {
        self as usize
    }

    /// The move with index `i` (`0..4`).
    pub fn from_index(i: usize) -> Move {
        Move::ALL[i]
    }
}

/// Renders a sequence of moves as `udlr` letters.
pub fn moves_to_string(moves: &[Move]) -> String {
    moves.iter().map(|m| m.letter()).collect()
}

/// Width, height and the precomputed neighbour table of a board size.
///
/// `neighbour(cell, mv)` is where the blank goes from `cell` when it makes
/// move `mv`, or `None` at the edge. It is computed once, so the hot loops of
/// the searches never do row/column arithmetic.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Geometry {
    width: usize,
    height: usize,
    bits: u32,
    /// `neighbours[cell][move]`, a slot for every cell of the largest board
    /// rounded up to a power of two, so a lookup masks its index and needs
    /// no bounds check (the searches look a neighbour up for every child).
    neighbours: [[u8; 4]; NEIGHBOUR_SLOTS],
}

/// Rows of [`Geometry`]'s neighbour table: `MAX_SIDE²` rounded up to a power of two.
const NEIGHBOUR_SLOTS: usize = (MAX_SIDE * MAX_SIDE).next_power_of_two();

/// Marks "no neighbour" in the packed neighbour table.
const NONE: u8 = u8::MAX;

impl Geometry {
    /// The geometry of a `width × height` board; both sides in
    /// `MIN_SIDE..=MAX_SIDE`.
    pub fn new(width: usize, height: usize) -> Result<Geometry, String> {
        for side in [width, height] {
            if !(MIN_SIDE..=MAX_SIDE).contains(&side) {
                return Err(format!("board size {width}×{height} is not supported (sides {MIN_SIDE} to {MAX_SIDE})"));
            }
        }
        let cells = width * height;
        let bits = if cells <= 16 { 4 } else { 5 };
        let mut neighbours = [[NONE; 4]; NEIGHBOUR_SLOTS];
        for (cell, slot) in neighbours.iter_mut().enumerate().take(cells) {
            let (row, col) = (cell / width, cell % width);
            let at = |ok: bool, to: usize| if ok { to as u8 } else { NONE };
            *slot = [
                at(row > 0, cell.wrapping_sub(width)),
                at(row + 1 < height, cell + width),
                at(col > 0, cell.wrapping_sub(1)),
                at(col + 1 < width, cell + 1),
            ];
        }
        Ok(Geometry { width, height, bits, neighbours })
    }

    /// Cells in a row.
    pub fn width(&self) -> usize {
        self.width
    }

    /// Rows.
    pub fn height(&self) -> usize {
        self.height
    }

    /// Number of cells (tiles plus the blank).
    pub fn cells(&self) -> usize {
        self.width * self.height
    }

    /// Where the blank lands from `cell` after `mv`, if that stays on the board.
    #[inline]
    pub fn neighbour(&self, cell: usize, mv: Move) -> Option<usize> {
        let to = self.neighbours[cell & (NEIGHBOUR_SLOTS - 1)][mv as usize];
        (to != NONE).then_some(to as usize)
    }

    /// Row and column of a cell.
    #[inline]
    pub fn row_col(&self, cell: usize) -> (usize, usize) {
        (cell / self.width, cell % self.width)
    }

    /// Packs tiles (row by row) into a [`State`]. The tiles must be a
    /// permutation of `0..cells`.
    pub fn pack(&self, tiles: &[u8]) -> State {
        debug_assert_eq!(tiles.len(), self.cells());
        let mut packed = 0u128;
        for (cell, &tile) in tiles.iter().enumerate() {
            packed |= (tile as u128) << (cell as u32 * self.bits);
        }
        State(packed)
    }

    /// The tile at `cell` of a packed state.
    #[inline]
    pub fn tile(&self, state: State, cell: usize) -> u8 {
        if self.bits == 4 {
            // Up to 16 cells: everything is in the low 64 bits, and shifts of
            // a `u64` are one instruction where a `u128`'s are several.
            return ((state.0 as u64 >> ((cell as u32 * 4) & 63)) & 15) as u8;
        }
        ((state.0 >> (cell as u32 * self.bits)) & ((1u128 << self.bits) - 1)) as u8
    }

    /// Unpacks a state into its tiles, row by row.
    pub fn unpack(&self, state: State) -> Vec<u8> {
        (0..self.cells()).map(|c| self.tile(state, c)).collect()
    }

    /// Unpacks into a caller's buffer (no allocation on hot paths).
    pub fn unpack_into(&self, state: State, out: &mut [u8]) {
        for (c, slot) in out.iter_mut().enumerate().take(self.cells()) {
            *slot = self.tile(state, c);
        }
    }

    /// The cell holding the blank.
    pub fn blank_of(&self, state: State) -> usize {
        (0..self.cells()).find(|&c| self.tile(state, c) == 0).expect("a state always has a blank")
    }

    /// Slides the blank from `blank` to `to`: the tile at `to` moves into the
    /// blank's cell. Because the blank is 0, this is one subtraction and one
    /// addition on the packed word.
    #[inline]
    pub fn slide(&self, state: State, blank: usize, to: usize) -> (State, u8) {
        let tile = self.tile(state, to);
        if self.bits == 4 {
            let (t, low) = (tile as u64, state.0 as u64);
            let packed = low - (t << ((to as u32 * 4) & 63)) + (t << ((blank as u32 * 4) & 63));
            return (State(packed as u128), tile);
        }
        let t = tile as u128;
        let packed = state.0 - (t << (to as u32 * self.bits)) + (t << (blank as u32 * self.bits));
        (State(packed), tile)
    }
}

/// A board packed into one integer; see [`Geometry::pack`].
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Default)]
pub struct State(pub u128);

/// A board with its size: what the parser returns and the page shows.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Board {
    width: usize,
    height: usize,
    tiles: Vec<u8>,
}

impl Board {
    /// A board from its tiles row by row. Checks that the size is supported
    /// and that the tiles are exactly `0..w·h`; the parser gives friendlier
    /// messages for text input, this is the contract for code.
    pub fn new(width: usize, height: usize, tiles: Vec<u8>) -> Result<Board, String> {
        Geometry::new(width, height)?;
        if tiles.len() != width * height {
            return Err(format!("expected {} tiles, found {}", width * height, tiles.len()));
        }
        let mut seen = vec![false; tiles.len()];
        for &t in &tiles {
            let slot = seen.get_mut(t as usize).ok_or_else(|| format!("tile {t} is out of range"))?;
            if *slot {
                return Err(format!("tile {t} appears twice"));
            }
            *slot = true;
        }
        Ok(Board { width, height, tiles })
    }

    /// Cells in a row.
    pub fn width(&self) -> usize {
        self.width
    }

    /// Rows.
    pub fn height(&self) -> usize {
        self.height
    }

    /// Number of cells.
    pub fn cells(&self) -> usize {
        self.tiles.len()
    }

    /// Tiles row by row, blank = 0.
    pub fn tiles(&self) -> &[u8] {
        &self.tiles
    }

    /// The cell of the blank.
    pub fn blank(&self) -> usize {
        self.tiles.iter().position(|&t| t == 0).expect("a board always has a blank")
    }

    /// The geometry of this board's size.
    pub fn geometry(&self) -> Geometry {
        Geometry::new(self.width, self.height).expect("board sizes are checked on construction")
    }

    /// The board after one move, or `None` if the blank would leave the board.
    pub fn apply(&self, mv: Move) -> Option<Board> {
        let g = self.geometry();
        let blank = self.blank();
        let to = g.neighbour(blank, mv)?;
        let mut tiles = self.tiles.clone();
        tiles.swap(blank, to);
        Some(Board { tiles, ..*self })
    }

    /// Applies a move string such as `ullddr`. Fails on the first letter that
    /// is not a move, or on a move that would push the blank off the board,
    /// naming its position (1-based) so a student can find it.
    pub fn apply_moves(&self, moves: &str) -> Result<Board, String> {
        let mut board = self.clone();
        for (i, c) in moves.chars().enumerate() {
            if c.is_whitespace() {
                continue;
            }
            let mv = Move::from_letter(c)
                .ok_or_else(|| format!("'{c}' at position {} is not a move (u, d, l, r)", i + 1))?;
            board = board.apply(mv).ok_or_else(|| format!("move {} ('{c}') pushes the blank off the board", i + 1))?;
        }
        Ok(board)
    }

    /// Same board, tiles packed.
    pub fn state(&self) -> State {
        self.geometry().pack(&self.tiles)
    }
}

impl fmt::Display for Board {
    /// Rows on lines, tiles separated by spaces, blank shown as `0`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for (r, row) in self.tiles.chunks(self.width).enumerate() {
            if r > 0 {
                writeln!(f)?;
            }
            let cells: Vec<String> = row.iter().map(|t| t.to_string()).collect();
            write!(f, "{}", cells.join(" "))?;
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn neighbour_table_matches_row_column_arithmetic() {
        let g = Geometry::new(3, 3).unwrap();
        assert_eq!(g.neighbour(0, Move::Up), None);
        assert_eq!(g.neighbour(0, Move::Down), Some(3));
        assert_eq!(g.neighbour(0, Move::Right), Some(1));
        assert_eq!(g.neighbour(4, Move::Left), Some(3));
        assert_eq!(g.neighbour(8, Move::Right), None);
        let g = Geometry::new(4, 2).unwrap();
        assert_eq!(g.neighbour(3, Move::Right), None);
        assert_eq!(g.neighbour(3, Move::Down), Some(7));
    }

    #[test]
    fn pack_unpack_round_trip_all_sizes() {
        for (w, h) in [(2, 2), (3, 3), (4, 4), (5, 5), (3, 5)] {
            let g = Geometry::new(w, h).unwrap();
            let tiles: Vec<u8> = (0..(w * h) as u8).rev().collect();
            assert_eq!(g.unpack(g.pack(&tiles)), tiles);
        }
    }

    #[test]
    fn slide_moves_one_tile() {
        let b = Board::new(3, 3, vec![1, 2, 3, 4, 0, 5, 6, 7, 8]).unwrap();
        let g = b.geometry();
        let (s, tile) = g.slide(b.state(), 4, 1);
        assert_eq!(tile, 2);
        assert_eq!(g.unpack(s), vec![1, 0, 3, 4, 2, 5, 6, 7, 8]);
        assert_eq!(b.apply(Move::Up).unwrap().tiles(), &[1, 0, 3, 4, 2, 5, 6, 7, 8]);
    }

    #[test]
    fn apply_moves_validates() {
        let b = Board::new(3, 3, vec![0, 1, 2, 3, 4, 5, 6, 7, 8]).unwrap();
        assert_eq!(b.apply_moves("rd").unwrap().tiles(), &[1, 4, 2, 3, 0, 5, 6, 7, 8]);
        assert_eq!(b.apply_moves("u").unwrap_err(), "move 1 ('u') pushes the blank off the board");
        assert_eq!(b.apply_moves("rq").unwrap_err(), "'q' at position 2 is not a move (u, d, l, r)");
    }

    #[test]
    fn sizes_outside_range_are_rejected() {
        assert!(Geometry::new(1, 3).is_err());
        assert!(Geometry::new(6, 6).is_err());
        assert!(Board::new(3, 3, vec![0, 1, 2, 3, 4, 5, 6, 7, 7]).is_err());
    }
}
