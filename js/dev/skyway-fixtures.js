// Hand-written Skyway states, shaped as docs/rules/skyway-view.md describes, for
// the harness. The "mid" grid is the rulebook's mid-game example: cell 6 holds
// 4♥ 2♦ 3♣ and blueprint A is 7♥ 6♣. Never bundled.

const LETTERS = "abc";
const CELL_NAMES = ["top left", "top centre", "top right", "middle left", "centre", "middle right", "bottom left", "bottom centre", "bottom right"];

// What Python would send as `moves` for a position: every blueprint on every
// cell, the stack it leaves and the bottom cards it pushes off. (Python works
// this out; the harness needs it only to have realistic data.)
function movesFor(view) {
  const moves = [];
  view.market.forEach((drafted, blueprint) => {
    if (!drafted.length) return;
    view.grid.forEach((cards, cell) => {
      const all = [...cards, ...drafted];
      const cut = Math.max(0, all.length - 3);
      moves.push({
        id: `${LETTERS[blueprint]}${cell + 1}`,
        label: `${LETTERS[blueprint].toUpperCase()} (${drafted.join(" ")}) onto ${cell + 1}, ${CELL_NAMES[cell]}`,
        blueprint,
        cell,
        stack: all.slice(cut),
        discards: all.slice(0, cut),
      });
    });
  });
  return moves;
}

// A deterministic pseudo-random stream for made-up simulation numbers.
function numbers(seed) {
  let x = seed;
  return () => ((x = (x * 1103515245 + 12345) % 2147483648) / 2147483648);
}

function outcomesFor(moves, { ply, n, done, status }) {
  const rand = numbers(7);
  return {
    status, ply, seat: 0, n, done, rollout: "random", elapsed: 0.0123 * done,
    rows: moves.map((m) => {
      const win = Math.round(rand() * 0.12 * 1000) / 1000;
      const mean = 12 + rand() * 5;
      const half = 1.9 / Math.sqrt(done);
      return {
        id: m.id, label: m.label, n: done,
        win, win_lo: Math.max(0, win - 0.05), win_hi: Math.min(1, win + 0.07),
        mean, mean_lo: mean - half * 3, mean_hi: mean + half * 3,
      };
    }),
  };
}

const midView = {
  round: 2,
  markers: [{ card: "J♣", flipped: true }, { card: "Q♦", flipped: true }, { card: "K♠", flipped: false }],
  deck: 9,
  discard: ["10♠", "6♦", "A♥", "4♦", "8♠", "10♥", "5♦", "9♥"],
  market: [["7♥", "6♣"], ["2♠", "9♠"], ["A♦"]],
  grid: [["7♦", "8♣"], ["3♥", "10♣"], ["9♦", "A♣"], ["6♥", "4♠"], ["5♥", "5♣"], ["4♥", "2♦", "3♣"], ["2♥", "7♠"], ["3♠", "8♥"], ["A♠"]],
  final_market: false,
  over: false,
  current_player: 0,
  score: {
    total: 12,
    won: false,
    suits: {
      "♠": { length: 3, path: [{ cell: 8, card: "A♠" }, { cell: 7, card: "3♠" }, { cell: 6, card: "7♠" }] },
      "♥": { length: 3, path: [{ cell: 1, card: "3♥" }, { cell: 4, card: "5♥" }, { cell: 3, card: "6♥" }] },
      "♦": { length: 2, path: [{ cell: 5, card: "2♦" }, { cell: 2, card: "9♦" }] },
      "♣": { length: 4, path: [{ cell: 2, card: "A♣" }, { cell: 5, card: "3♣" }, { cell: 4, card: "5♣" }, { cell: 1, card: "10♣" }] },
    },
  },
  last: { blueprint: 2, cell: 0, placed: ["8♣"], discarded: [], to_discard: ["8♠", "10♥", "5♦", "9♥"] },
};

const logLabels = ["A (4♥ 2♦) onto 6", "B (9♦) onto 3", "A (3♥ 7♦) onto 2", "C (6♥ 4♠) onto 4", "B (5♥) onto 5",
  "A (3♣) onto 6", "C (2♥ 7♠) onto 7", "B (A♣) onto 3", "A (3♠ 8♥) onto 8", "B (A♠) onto 9", "C (8♣) onto 1"];
const midLog = logLabels.map((label, i) => ({ ply: i + 1, seat: 0, player: "You", id: label[0].toLowerCase() + label.slice(-1), label }));
const midMoves = movesFor(midView);

const base = {
  game: "skyway",
  title: "Skyway",
  players: [{ name: "You", kind: "human" }],
  seat: 0,
  settings: { bot: "greedy", sim_n: 200, rollout: "random", pace: 0.6, autoplay: true },
  bots: ["random", "greedy"],
  error: {},
  viewing: null,
  busy: "",
};

const overView = {
  round: 3,
  markers: [{ card: "J♣", flipped: true }, { card: "Q♦", flipped: true }, { card: "K♠", flipped: true }],
  deck: 0,
  discard: ["6♠", "8♠", "A♥", "3♥", "4♥", "7♥", "9♥", "A♦", "3♦", "6♦", "7♦", "8♦", "2♣", "4♣", "6♣", "7♣", "9♣", "2♠", "9♠", "10♠"],
  market: [[], [], []],
  // The rulebook's winning setup (its captions trace the four paths).
  grid: [["7♠"], ["10♥", "5♦", "10♦"], ["4♦", "9♦", "A♣"], ["6♥", "5♠"], ["5♥", "8♥"], ["2♦", "3♣"], ["4♠", "10♣"], ["2♥", "3♠", "8♣"], ["A♠", "5♣"]],
  final_market: true,
  over: true,
  current_player: null,
  score: {
    total: 20,
    won: true,
    suits: {
      "♠": { length: 5, path: [{ cell: 8, card: "A♠" }, { cell: 7, card: "3♠" }, { cell: 6, card: "4♠" }, { cell: 3, card: "5♠" }, { cell: 0, card: "7♠" }] },
      "♥": { length: 5, path: [{ cell: 7, card: "2♥" }, { cell: 4, card: "5♥" }, { cell: 3, card: "6♥" }, { cell: 4, card: "8♥" }, { cell: 1, card: "10♥" }] },
      "♦": { length: 5, path: [{ cell: 5, card: "2♦" }, { cell: 2, card: "4♦" }, { cell: 1, card: "5♦" }, { cell: 2, card: "9♦" }, { cell: 1, card: "10♦" }] },
      "♣": { length: 5, path: [{ cell: 2, card: "A♣" }, { cell: 5, card: "3♣" }, { cell: 8, card: "5♣" }, { cell: 7, card: "8♣" }, { cell: 6, card: "10♣" }] },
    },
  },
  last: { blueprint: 0, cell: 7, placed: ["3♠", "8♣"], discarded: ["9♣"], to_discard: ["2♠", "9♠", "10♠"] },
};

export const scenarios = {
  /** Mid-game, your turn, a simulation half done. */
  mid: {
    ...base,
    view: midView,
    moves: midMoves,
    log_entries: midLog,
    ply: 11,
    busy: "simulating",
    outcomes: outcomesFor(midMoves, { ply: 11, n: 200, done: 120, status: "running" }),
  },
  /** Outcomes computed for an earlier position: the panel greys out. */
  stale: {
    ...base,
    view: midView,
    moves: midMoves,
    log_entries: midLog,
    ply: 11,
    outcomes: outcomesFor(midMoves, { ply: 10, n: 200, done: 200, status: "done" }),
  },
  /** A rejected message: the error banner shows. */
  error: {
    ...base,
    view: midView,
    moves: midMoves,
    log_entries: midLog,
    ply: 11,
    outcomes: {},
    error: { message: "Move c9 was sent for move 10, but the game is at move 11.", rule: "stale", field: "ply" },
  },
  /** Time travel: the Log shows the position after move 5. */
  viewing: {
    ...base,
    view: { ...midView, grid: [["7♦"], ["3♥"], ["9♦"], ["6♥", "4♠"], ["5♥"], ["4♥", "2♦", "3♣"], [], [], []], last: null, round: 1,
      markers: [{ card: "J♣", flipped: true }, { card: "Q♦", flipped: false }, { card: "K♠", flipped: false }],
      deck: 10, discard: ["10♠", "6♦", "A♥", "4♦", "8♠", "10♥", "5♦", "9♥", "2♠", "7♥", "6♣", "A♦", "8♣", "2♥", "7♠", "A♠"], market: [["A♣"], ["8♥", "5♣"], ["3♠", "9♠"]],
      score: { total: 7, won: false, suits: {
        "♠": { length: 1, path: [{ cell: 3, card: "4♠" }] },
        "♥": { length: 3, path: [{ cell: 1, card: "3♥" }, { cell: 4, card: "5♥" }, { cell: 3, card: "6♥" }] },
        "♦": { length: 2, path: [{ cell: 5, card: "2♦" }, { cell: 2, card: "9♦" }] },
        "♣": { length: 1, path: [{ cell: 5, card: "3♣" }] } } } },
    moves: [],
    log_entries: midLog,
    ply: 11,
    viewing: 5,
    outcomes: {},
  },
  /** The game is over and won: the rulebook's winning grid. */
  over: { ...base, view: overView, moves: [], log_entries: midLog, ply: 11, outcomes: {} },
  /** Before Python has sent anything. */
  empty: { game: "skyway", title: "Skyway" },
};
