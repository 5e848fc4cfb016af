//! The state-space map's reads from a [`Session`]: the engine's layout of
//! every state (src/state_map.rs) as typed arrays, once per goal, and the
//! board of one rank for the map's tooltip. What the search has reached is
//! `reachedByRank` (src/wasm/explain.rs).

use super::Session;
use crate::rank::{rank, unrank};
use crate::state_map::StateMap;
use js_sys::{Object, Reflect, Uint32Array, Uint8Array};
use wasm_bindgen::prelude::*;

fn set(object: &Object, key: &str, value: &JsValue) {
    let _ = Reflect::set(object, &JsValue::from_str(key), value);
}

#[wasm_bindgen]
impl Session {
    /// The whole state space's layout: `{ side, states, cells, distances,
    /// rings, goalRank, startRank }` — `cells` a `Uint32Array` by permutation
    /// rank (`y * side + x`, 2³² − 1 for an arrangement that cannot reach the
    /// goal), `distances` a `Uint8Array` by rank (255 for those), `rings` the
    /// states at each distance. Counts the distances first if not yet done
    /// (`watchDistances`); `null` on boards too large to enumerate.
    #[wasm_bindgen(js_name = stateMap)]
    pub fn state_map(&mut self) -> JsValue {
        if !self.watch_distances() {
            return JsValue::NULL;
        }
        let Some(table) = self.explain.distance_table() else { return JsValue::NULL };
        let map = StateMap::new(table.distances());
        let object = Object::new();
        set(&object, "side", &(map.side() as f64).into());
        set(&object, "states", &(map.states() as f64).into());
        set(&object, "cells", &Uint32Array::from(map.cells()).into());
        set(&object, "distances", &Uint8Array::from(table.distances()).into());
        let rings: Vec<f64> = map.rings().iter().map(|&n| f64::from(n)).collect();
        set(&object, "rings", &js_sys::Float64Array::from(&rings[..]).into());
        set(&object, "goalRank", &(rank(self.problem.goal().tiles()) as f64).into());
        set(&object, "startRank", &(rank(self.problem.start().tiles()) as f64).into());
        object.into()
    }

    /// The tiles (row by row, blank 0) of the board of permutation rank
    /// `rank` at this session's size, for the map's tooltip; empty for a
    /// rank out of range (or not a whole number) and on boards over 9 cells.
    #[wasm_bindgen(js_name = stateTiles)]
    pub fn state_tiles(&self, rank: f64) -> Vec<u8> {
        let cells = self.problem.geometry().cells();
        let arrangements = (1..=cells as u64).product::<u64>();
        if cells > crate::state_space::MAX_CELLS || !(rank >= 0.0 && rank.fract() == 0.0 && rank < arrangements as f64)
        {
            return Vec::new();
        }
        unrank(rank as u64, cells)
    }
}

#[cfg(test)]
mod tests {
    //! The glue only: the layout itself is tested natively in src/state_map.rs.

    use super::*;
    use wasm_bindgen_test::wasm_bindgen_test;

    #[wasm_bindgen_test]
    fn the_map_of_the_ordered_goal() {
        let mut s = Session::open("2 3 4 1 5 0 7 6 8", "ordered", "bfs", "zero", 1.0, 0.0, 0.0).unwrap();
        let map = s.state_map();
        let get = |key: &str| Reflect::get(&map, &JsValue::from_str(key)).unwrap();
        assert_eq!(get("side").as_f64(), Some(483.0));
        assert_eq!(get("states").as_f64(), Some(181_440.0));
        assert_eq!(Uint32Array::from(get("cells")).length(), 362_880);
        let goal = get("goalRank").as_f64().unwrap();
        assert_eq!(Uint8Array::from(get("distances")).get_index(goal as u32), 0);
        assert_eq!(s.state_tiles(goal), [1, 2, 3, 4, 5, 6, 7, 8, 0]);
        assert!(s.state_tiles(362_880.0).is_empty() && s.state_tiles(-1.0).is_empty() && s.state_tiles(0.5).is_empty());
        let mut big =
            Session::open("1 2 3 4 5 6 7 8 9 10 11 12 13 14 0 15", "ordered", "astar", "manhattan", 1.0, 0.0, 0.0)
                .unwrap();
        assert!(big.state_map().is_null());
        assert!(big.state_tiles(0.0).is_empty());
    }
}
