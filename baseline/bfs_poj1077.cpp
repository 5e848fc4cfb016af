// POJ 1077 "Eight", solved the way the classic accepted solutions do it: a
// plain breadth-first search from the start board, a queue of boards stored
// as arrays, a visited array indexed by the Cantor expansion (permutation
// rank) of the board, and a parent pointer plus move letter per rank to print
// the path. It is the baseline scripts/bench-native.sh times `npuzzle`
// against, so it is deliberately the textbook program, not a tuned one.
//
// Input (standard input): the 9 cells row by row, tiles 1-8 and 'x' for the
// blank, separated by blanks, e.g. `8 6 7 2 5 4 3 x 1`.
// Output: the blank's moves (u d l r) to reach `1 2 3 4 5 6 7 8 x`, or
// `unsolvable`.
//
// Moves are tried in the order u, d, l, r and the goal is tested when a board
// is generated, like `npuzzle solve --algo bfs`, so both print the same path.
//
// Build: g++ -O2 -o bfs_poj1077 bfs_poj1077.cpp

#include <cstdio>
#include <cstring>
#include <queue>

namespace {

const int kStates = 362880;  // 9!
const int kFactorial[9] = {1, 1, 2, 6, 24, 120, 720, 5040, 40320};
const int kDelta[4] = {-3, 3, -1, 1};  // u d l r: where the blank goes
const char kLetter[4] = {'u', 'd', 'l', 'r'};

struct Node {
    int cells[9];  // 0 is the blank
    int blank;
    int rank;
};

// The Cantor expansion: how many permutations of 0..8 come before `cells`
// in lexicographic order.
int cantor(const int* cells) {
    int rank = 0;
    for (int i = 0; i < 9; ++i) {
        int smaller = 0;
        for (int j = i + 1; j < 9; ++j) {
            if (cells[j] < cells[i]) ++smaller;
        }
        rank += smaller * kFactorial[8 - i];
    }
    return rank;
}

bool visited[kStates];
int parent[kStates];
char move_letter[kStates];

bool can_move(int blank, int dir) {
    int row = blank / 3, col = blank % 3;
    switch (dir) {
        case 0: return row > 0;
        case 1: return row < 2;
        case 2: return col > 0;
        default: return col < 2;
    }
}

void print_path(int rank, int start_rank) {
    static char path[kStates];
    int length = 0;
    while (rank != start_rank) {
        path[length++] = move_letter[rank];
        rank = parent[rank];
    }
    for (int i = length - 1; i >= 0; --i) putchar(path[i]);
    putchar('\n');
}

}  // namespace

int main() {
    Node start;
    int count = 0;
    char token[16];
    while (count < 9 && scanf("%15s", token) == 1) {
        for (char* c = token; *c && count < 9; ++c) {
            if (*c == 'x' || *c == 'X' || *c == '0') {
                start.blank = count;
                start.cells[count++] = 0;
            } else if (*c >= '1' && *c <= '8') {
                start.cells[count++] = *c - '0';
            }
        }
    }
    if (count != 9) {
        fprintf(stderr, "expected 9 cells\n");
        return 2;
    }
    const int goal_cells[9] = {1, 2, 3, 4, 5, 6, 7, 8, 0};
    const int goal_rank = cantor(goal_cells);
    start.rank = cantor(start.cells);
    if (start.rank == goal_rank) {
        putchar('\n');
        return 0;
    }

    std::queue<Node> queue;
    visited[start.rank] = true;
    queue.push(start);
    while (!queue.empty()) {
        Node node = queue.front();
        queue.pop();
        for (int dir = 0; dir < 4; ++dir) {
            if (!can_move(node.blank, dir)) continue;
            Node next = node;
            int to = node.blank + kDelta[dir];
            next.cells[node.blank] = next.cells[to];
            next.cells[to] = 0;
            next.blank = to;
            next.rank = cantor(next.cells);
            if (visited[next.rank]) continue;
            visited[next.rank] = true;
            parent[next.rank] = node.rank;
            move_letter[next.rank] = kLetter[dir];
            if (next.rank == goal_rank) {
                print_path(next.rank, start.rank);
                return 0;
            }
            queue.push(next);
        }
    }
    puts("unsolvable");
    return 0;
}
