"""Skybridge scoring: floors of roofed towers, towers reached by the owner's bridge, doubling.

Pure functions of the placed pieces (``Piece`` objects with kind, colour, bases, z) and the
stacks (piece indices per base, bottom to top).

- A tower is what stands on one base; its floors are 3 per three-story block, 2 per
  two-story block and 1 per bridge lying on it (a bridge is a floor of both its towers);
  roofs and bases count nothing.
- A roof's colour owns the tower: the tower's floors score for that colour.
- A colour's bridge *connects* the towers of its two bases and, lying on another bridge,
  the towers that bridge connects (ours: how figure 6 adds up).
- A colour owning a tower its bridge connects also scores every other tower that bridge
  connects (whoever owns it; that tower still scores for its owner).
- A colour owning two or more towers its bridge connects scores those towers doubled.
"""

from __future__ import annotations

from typing import Sequence

from .data import BASES, BRIDGE, COLOURS, FLOORS, ROOF


def floors(pieces: Sequence, stack: Sequence[int]) -> int:
    return sum(FLOORS[pieces[i].kind] for i in stack)


def owner(pieces: Sequence, stack: Sequence[int]) -> int | None:
    """The colour index of the roof on top, or None."""
    if stack and pieces[stack[-1]].kind == ROOF:
        return pieces[stack[-1]].colour
    return None


def connected(pieces: Sequence, stacks: Sequence[Sequence[int]], bridge: int) -> list[int]:
    """The bases a bridge connects: its own two, and those of any bridge it lies on."""
    found: set[int] = set()
    todo = [bridge]
    seen = set()
    while todo:
        index = todo.pop()
        if index in seen:
            continue
        seen.add(index)
        piece = pieces[index]
        for base in piece.bases:
            found.add(base)
            stack = stacks[base]
            below = stack.index(index) - 1
            if below >= 0 and pieces[stack[below]].kind == BRIDGE:
                todo.append(stack[below])
    return sorted(found)


def towers(pieces: Sequence, stacks: Sequence[Sequence[int]]) -> list[dict]:
    """Every base's tower: its floors, height in levels, owner colour (or None)."""
    result = []
    for base in range(BASES):
        stack = stacks[base]
        own = owner(pieces, stack)
        result.append({"base": base, "floors": floors(pieces, stack),
                       "height": pieces[stack[-1]].top if stack else 0,
                       "owner": COLOURS[own] if own is not None else None,
                       "roofed": own is not None})
    return result


def colour_scores(pieces: Sequence, stacks: Sequence[Sequence[int]]) -> list[dict]:
    """For every colour: its towers, what its bridge adds, what is doubled, the total."""
    tower_floors = [floors(pieces, stack) for stack in stacks]
    owners = [owner(pieces, stack) for stack in stacks]
    bridges = {piece.colour: i for i, piece in enumerate(pieces) if piece.kind == BRIDGE}
    result = []
    for colour in range(len(COLOURS)):
        own = [b for b in range(BASES) if owners[b] == colour]
        total = sum(tower_floors[b] for b in own)
        bridged: list[int] = []
        doubled: list[int] = []
        reach: list[int] = []
        if colour in bridges:
            reach = connected(pieces, stacks, bridges[colour])
            owned_reached = [b for b in reach if b in own]
            if owned_reached:
                bridged = [b for b in reach if b not in own]
                total += sum(tower_floors[b] for b in bridged)
                if len(owned_reached) >= 2:
                    doubled = owned_reached
                    total += sum(tower_floors[b] for b in doubled)
        result.append({"colour": COLOURS[colour], "towers": own,
                       "tower_floors": sum(tower_floors[b] for b in own),
                       "bridge_reach": reach, "bridged": bridged,
                       "bridged_floors": sum(tower_floors[b] for b in bridged),
                       "doubled": doubled, "total": total})
    return result
