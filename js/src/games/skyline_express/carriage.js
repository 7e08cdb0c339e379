// Skyline Express's sheets in space: the dice colours, the 24 seats of a carriage
// (6 compartments of 4), the tracks, the goals per compartment. Pure, unit-tested.

/** The four dice colours; view.held.die counts in this order. */
export const COLOURS = ["yellow", "blue", "green", "red"];
/** One letter per colour, printed on every die and passenger (never colour alone). */
export const LETTERS = { yellow: "Y", blue: "B", green: "G", red: "R" };
/** A carriage's seats. */
export const SEATS = 24;
/** The 2 x 12 seat grid: the window row, then the aisle row. */
export const COLUMNS = 12;
/** A carriage's compartments, of four seats each. */
export const COMPARTMENTS = 6;
/** How the view names the AI opponent as an owner, taker or player. */
export const AI = "ai";

/** Is this owner / taker / last.player the AI opponent? The view says "ai". */
export function isAi(who) {
  return who === AI;
}

/** Where seat 0-23 sits: compartment 0-5, window or aisle, left (a, c) or right (b, d) bench. */
export function seatPlace(index) {
  const row = index < COLUMNS ? 0 : 1;
  const column = index % COLUMNS;
  const compartment = Math.floor(column / 2);
  const right = column % 2 === 1;
  const letter = row === 0 ? (right ? "b" : "a") : (right ? "d" : "c");
  return { compartment, window: row === 0, right, name: `${compartment + 1}${letter}` };
}

/** A compartment's seats in the order a, b, c, d. */
export function compartmentSeats(compartment) {
  return [2 * compartment, 2 * compartment + 1, COLUMNS + 2 * compartment, COLUMNS + 2 * compartment + 1];
}

/** A seat's name: view.seat_names when sent, else worked out from its place. */
export function seatName(view, index) {
  const names = Array.isArray(view?.seat_names) ? view.seat_names : [];
  return names[index] ?? seatPlace(index).name;
}

/** What a persona in `seat` is worth: sheet.persona_values is aligned with sheet.personas. */
export function personaWorth(sheet, seat) {
  const at = (sheet?.personas ?? []).indexOf(seat);
  const worth = at >= 0 && Array.isArray(sheet?.persona_values) ? sheet.persona_values[at] : undefined;
  return typeof worth === "number" ? worth : null;
}

/** The track's spaces: "spent" (crossed out), "left" (gained, still to spend) or "empty". */
export function trackSpaces(gained, spent, size) {
  return Array.from({ length: Math.max(size, gained, 0) }, (_, i) => (i < spent ? "spent" : i < gained ? "left" : "empty"));
}

/** [1, 2, 3, 4, 5] in groups of 2 -> [[1, 2], [3, 4], [5]]. */
export function chunks(items, size) {
  const groups = [];
  for (let i = 0; i < items.length; i += size) groups.push(items.slice(i, i + size));
  return groups;
}

/** Compartment -> the goals (their indices in view.goals) player `p` completes there. */
export function goalsByCompartment(goals, p) {
  const found = new Map();
  (goals ?? []).forEach((goal, g) => {
    for (const c of goal?.compartments?.[p] ?? []) {
      if (!found.has(c)) found.set(c, []);
      found.get(c).push(g);
    }
  });
  return found;
}

/** The seats shown beside the main sheet: every other seat, in turn order after `seat`. */
export function otherSeats(seat, count) {
  const seats = [];
  for (let k = 1; k < count; k++) seats.push((seat + k) % count);
  return seats;
}

/** Whether the AI opponent is playing its steps now (view.phase "ai_..."). */
export function aiPhase(view) {
  return String(view?.phase ?? "").startsWith("ai_");
}
