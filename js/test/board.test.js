// What every board shares (js/src/shared/board.js): the start of update() that keeps
// the shown position and its indexed moves, the seat shown large, players' names and
// the remark that stays quiet on a past position. No DOM needed.
import { test } from "node:test";
import assert from "node:assert/strict";
import { createShownPosition, mainSeat, playerName, remarkOf, viewingPast, waitingText } from "../src/shared/board.js";

const snap = (moves, extra = {}) => ({ view: { current_player: 0 }, moves, viewing: null, players: [], seat: null, ...extra });

test("the shown position indexes the moves once per position and starts empty", () => {
  const indexed = [];
  const position = createShownPosition({ indexMoves: (moves) => (indexed.push(moves), { count: moves.length }) });
  assert.equal(position.snap, null);
  assert.deepEqual(position.index, { count: 0 });
  assert.deepEqual(position.view(), {});
  const moves = [{ id: "a" }, { id: "b" }];
  const first = snap(moves);
  assert.deepEqual(position.accept(first), { movesChanged: true, seatChanged: false });
  assert.equal(position.snap, first);
  assert.deepEqual(position.index, { count: 2 });
  assert.equal(position.view(), first.view);
  // the same moves (a settings change, say): no new index
  assert.deepEqual(position.accept(snap(moves, { busy: "bots" })), { movesChanged: false, seatChanged: false });
  assert.equal(indexed.length, 2);
  // new moves: a new position
  assert.deepEqual(position.accept(snap([])), { movesChanged: true, seatChanged: false });
  assert.deepEqual(position.index, { count: 0 });
  assert.equal(indexed.length, 3);
});

test("a new position drops the board's choices; a new seat shown large moves the focus home", () => {
  const choices = { picked: null, focus: 5 };
  let newSeats = 0;
  const position = createShownPosition({
    indexMoves: (moves) => moves,
    seatOf: mainSeat,
    onNewPosition: () => (choices.picked = null),
    onNewSeat: () => (newSeats += 1),
  });
  const moves = [{ id: "a" }];
  position.accept(snap(moves, { seat: 0 }));
  assert.equal(newSeats, 0, "the first snapshot is no change of seat");
  choices.picked = "tall";
  position.accept(snap(moves, { seat: 0, busy: "simulating" }));
  assert.equal(choices.picked, "tall", "the same position keeps the choice");
  position.accept(snap([{ id: "b" }], { seat: 0 }));
  assert.equal(choices.picked, null, "a new position drops it");
  assert.deepEqual(position.accept(snap([{ id: "c" }], { seat: 1 })), { movesChanged: true, seatChanged: true });
  assert.equal(newSeats, 1);
  // without seatOf a board never hears of seats
  const plain = createShownPosition({ indexMoves: (m) => m, onNewSeat: () => assert.fail("no seatOf") });
  plain.accept(snap([], { seat: 0 }));
  assert.deepEqual(plain.accept(snap([], { seat: 1 })), { movesChanged: true, seatChanged: false });
});

test("the seat shown large: the seat at the screen, else the player to move, else 0", () => {
  assert.equal(mainSeat({ seat: 2, view: { current_player: 1 } }), 2);
  assert.equal(mainSeat({ seat: null, view: { current_player: 1 } }), 1);
  assert.equal(mainSeat({ seat: null, view: { current_player: null } }), 0);
  assert.equal(mainSeat({ seat: null, view: {} }), 0);
});

test("players are named from snap.players, else by seat number from 1", () => {
  const players = [{ name: "Ana" }, {}];
  assert.equal(playerName(players, 0), "Ana");
  assert.equal(playerName(players, 1), "Seat 2");
  assert.equal(playerName(undefined, 2), "Seat 3");
  assert.equal(playerName(players, "1"), "Seat 2");
});

test("a board's remark stays quiet on a past position and names the players of the new snapshot", () => {
  const live = { viewing: null, players: [{ name: "Ana" }, { name: "Ben" }] };
  const past = { ...live, viewing: 3 };
  assert.equal(viewingPast(live, live), false);
  assert.equal(viewingPast(live, past), true);
  assert.equal(viewingPast(past, live), true);
  const remark = remarkOf((prev, next, nameOf) => `${nameOf(1)} moved; ${nameOf(4)} did not.`);
  assert.equal(remark(live, live), "Ben moved; Seat 5 did not.");
  assert.equal(remark(live, past), "");
  assert.equal(remark(past, live), "");
});

test("waitingText tells a person, a bot at work and a bot waiting to be asked apart", () => {
  const nameOf = (seat) => ["Ann", "greedy"][seat];
  const players = [{ name: "Ann", kind: "human" }, { name: "greedy", kind: "bot", bot: "greedy" }];
  assert.equal(waitingText({ players, busy: "" }, 0, nameOf), "Waiting for Ann\u2026");
  assert.equal(waitingText({ players, busy: "bots" }, 1, nameOf), "greedy is playing\u2026");
  assert.equal(waitingText({ players, busy: "" }, 1, nameOf),
    "greedy is a bot and waits to be asked: press Bot move for its move, or Bot plays on.");
});
