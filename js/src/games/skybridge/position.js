// What Skybridge's view says about the position, arranged for the board: the
// stacks, the scoring marks per base, the score table's rows, the bridges per
// pair of bases. Pure, unit-tested.

import { COLOURS } from "./pieces.js";
import { placeKey } from "./targets.js";

/** The pieces on a base, bottom to top (from view.stacks). */
export function stackOf(view, base) {
  const stack = Array.isArray(view?.stacks?.[base]) ? view.stacks[base] : [];
  return stack.map((i) => view.pieces?.[i]).filter(Boolean);
}

/** The colour a seat places its fourth-colour blocks in (three players), from its supply. */
export function fourthColour(view, seat) {
  const own = view?.colours?.[seat] ?? [];
  return Object.keys(view?.supply?.[seat] ?? {}).find((c) => !own.includes(c)) ?? null;
}

/** Per base, how it scores: { owner, doubled: bool, bridgedBy: [colours whose bridge scores it] }. */
export function scoringMarks(view) {
  const points = view?.colour_points ?? {};
  return Array.from({ length: 9 }, (_, base) => {
    const owner = view?.towers?.[base]?.owner ?? null;
    const doubled = owner !== null && (points[owner]?.doubled ?? []).includes(base);
    const bridgedBy = COLOURS.filter((c) => (points[c]?.bridged ?? []).includes(base));
    return { owner, doubled, bridgedBy };
  });
}

/** Whether a base is one of a colour's own towers ("own") or one its bridge reaches
 * ("reach") in that colour's view.colour_points entry, for the highlight. */
export function highlightOf(points, base) {
  const own = Boolean(points) && (points.towers ?? []).includes(base);
  const reach = Boolean(points) && !own && (points.bridge_reach ?? []).includes(base);
  return { own, reach };
}

/** The score table's rows: one per player, with a row per colour they play. */
export function scoreRows(view, nameOf) {
  const colours = Array.isArray(view?.colours) ? view.colours : [];
  const points = view?.colour_points ?? {};
  const winners = view?.over ? view.winners ?? [] : [];
  return colours.map((mine, seat) => ({
    seat,
    name: nameOf(seat),
    total: view?.scores?.[seat] ?? 0,
    winner: winners.includes(seat),
    turn: !view?.over && view?.current_player === seat,
    colours: mine.map((colour) => {
      const p = points[colour] ?? {};
      const towerFloors = p.tower_floors ?? 0;
      const bridgedFloors = p.bridged_floors ?? 0;
      return {
        colour,
        towers: p.towers ?? [],
        towerFloors,
        reach: p.bridge_reach ?? [],
        bridged: p.bridged ?? [],
        bridgedFloors,
        doubled: p.doubled ?? [],
        doubledFloors: Math.max(0, (p.total ?? 0) - towerFloors - bridgedFloors),
        // its bridge is laid but joins none of its own towers: it scores nothing (yet)
        idle: (p.bridge_reach ?? []).length > 0 && !(p.bridge_reach ?? []).some((b) => (p.towers ?? []).includes(b)),
        total: p.total ?? 0,
      };
    }),
  }));
}

/** The bridges on the board by the pair of bases they join, in the order laid:
 * [{ a, b, pieces }] with bases a < b (0-8). */
export function bridgeSpans(pieces) {
  const spans = new Map();
  for (const piece of pieces ?? []) {
    if (piece?.kind !== "bridge" || !Array.isArray(piece.bases) || piece.bases.length !== 2) continue;
    const key = placeKey(piece.bases);
    if (!spans.has(key)) spans.set(key, []);
    spans.get(key).push(piece);
  }
  return [...spans].map(([key, laid]) => {
    const [a, b] = key.split("").map((d) => Number(d) - 1);
    return { a, b, pieces: laid };
  });
}
