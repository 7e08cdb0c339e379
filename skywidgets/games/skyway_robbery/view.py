"""What a seat sees of a Skyway Robbery position: the JSON-safe view the boards draw.

Every card a view names is in its ``cards`` catalog with what is printed on it
(:func:`card_facts`, the same for every viewer); a card the seat cannot see where it is
now is not named.
"""

from __future__ import annotations

from typing import Any, Iterable, Mapping

from skywidgets.core.engine import State
from skywidgets.core.reveal import revealed_part
from skywidgets.i18n import msg

from . import scoring
from .data import SLOT_KINDS, VAULT, Pack
from .hidden import secret_cards
from .moves import DRAFT


def plain_copy(value: Any) -> Any:
    """A copy of plain data (dicts and lists, to any depth) sharing no dict or list with
    ``value``: the state's records of the action under way are copied for each view and
    each copy of the state."""
    # leaves are most of the data: they are taken as they are, without a call each
    # (rollouts copy the state for every move)
    if isinstance(value, dict):
        return {k: plain_copy(v) if isinstance(v, _NESTED) else v for k, v in value.items()}
    if isinstance(value, list):
        return [plain_copy(v) if isinstance(v, _NESTED) else v for v in value]
    return value


_NESTED = (dict, list)


def card_facts(pack: Pack, kinds: Mapping[str, str], card: str) -> dict:
    """What is printed on a card, JSON-safe (the same for every viewer)."""
    kind = kinds[card]
    facts: dict[str, Any] = {"id": card, "kind": kind}
    if kind in ("gang", "equipment", "crew"):
        a = pack.asset(card)
        facts.update(name=a.name, cost=a.cost, strength=a.strength, icons=list(a.icons),
                     loud=a.loud, vent=a.vent, power=a.power, text=a.text)
        if kind == "gang":
            facts.update(carries=a.carries, alarm_removal=a.alarm_removal,
                         outside_limit=a.outside_limit,
                         skill=a.skill.text if a.skill else None, skill_kind=(
                             a.skill.kind if a.skill else None),
                         bonus=a.bonus.text if a.bonus else None)
        if kind == "crew":
            facts["jobs"] = list(a.jobs)
        if a.location is not None:
            facts["location"] = a.location
    elif kind == "defense":
        d = pack.defense_of(card)
        facts.update(name=d.name, type=d.id, icons=list(d.icons), powered=d.powered,
                     unusual=d.deck == "unusual", text=d.text)
    elif kind == "loot":
        c = pack.loot[card]
        facts.update(name=c.name, location=c.location, money=c.money, reputation=c.reputation,
                     bonus=c.bonus.text if c.bonus else None, text=c.text)
    elif kind == "turf_war":
        c = pack.turf_wars[card]
        facts.update(name=c.name, strength=c.strength, reputation=c.reputation, money=c.money,
                     text=c.text)
    elif kind == "side_job":
        c = pack.side_jobs[card]
        facts.update(name=c.name, defenses=[_printed(pack, d) for d in c.defenses],
                     power_supply=_printed(pack, c.power_supply) if c.power_supply else None,
                     money=c.money, reputation=c.reputation, text=c.text)
    elif kind == "trick":
        t = pack.tricks[card]
        facts.update(name=t.name, trick=t.kind, amount=t.amount, text=t.text or t.effect)
    return facts


def _printed(pack: Pack, ref: str) -> dict:
    d = pack.defense_of(ref)
    return {"ref": ref, "type": d.id, "name": d.name, "icons": list(d.icons),
            "powered": d.powered}


def _public_last(last: dict | None, public) -> dict | None:
    if last is None or last.get("kind") != "mission":
        return plain_copy(last)
    out = plain_copy(last)
    out["arrested"] = public(last["arrested"])
    out["freed"] = public(last["freed"])
    if last.get("target"):
        out["target"] = public([last["target"]])[0]
    return out



#: the decks the revealed view lists in order, top card first
DECKS = ("gang", "equipment", "crew", "turf_war", "side_job", "defense")


def _revealed_part(state: State, seat: int | None, show) -> dict:
    """What the players cannot see, for the revealed view: each seat's program slots
    ``seat`` could not see, every deck top card first, the cards under the top of the
    location's own stacks and the location cards set aside for later locations
    (``build_view`` adds ``secret``: every card it names that ``seat`` could not see)."""
    zones = state.zones
    programs = [[] if s == seat else list(range(state.revealed[s], len(state.programs[s])))
                for s in range(state.num_players)]
    if state.is_over:
        programs = [[] for _ in range(state.num_players)]
    return revealed_part(
        msg("Every hand, dirty trick, draft card and face-down program card is shown, marked "
            "hidden; every deck is listed in order at the foot of the board."),
        unknown=msg("A deck that runs out is made again by shuffling its discard pile, the "
                    "cards set aside for a location are shuffled when the airship gets there, "
                    "and alarm dice are rolled when they come: no one can know those before "
                    "they happen."),
        programs=programs,
        decks={kind: show(reversed(zones[f"deck:{kind}"])) for kind in DECKS},
        local={kind: show(c for c in zones[f"local:{kind}"][1:] if c)
               for kind in ("gang", "equipment")},
        waiting={kind: show(sorted(zones[f"specific:{kind}"]))
                 for kind in ("gang", "equipment")})


def build_view(state: State, seat: int | None, reveal: bool = False) -> dict:
    """A Skyway Robbery state as ``seat`` sees it (``None``: the public view), JSON-safe:
    ``SkywayRobberyState.view``'s answer. With ``reveal`` (the teacher's revealed view) the
    other seats' hands, dirty tricks, draft cards and face-down programs are filled in as
    well, and ``"revealed"`` names them and lists every deck in order."""
    pack, zones, kinds = state.pack, state.zones, state.kinds
    shown: set[str] = set()
    secret = secret_cards(state, seat)

    def public(cards: Iterable) -> list:
        """Cards named by a past event, each None once it went where this seat cannot see
        (a gang member freed into a hand is no longer shown by name)."""
        return [None if card in secret else card for card in cards]

    def show(cards: Iterable) -> list:
        out = []
        for card in cards:
            if card is not None:
                shown.add(card)
            out.append(card)
        return out

    houses = state.houses()
    route = [{"number": n, "name": pack.locations[n].name, "spaces": pack.locations[n].spaces,
              "house": houses[i], "loot": pack.locations[n].loot,
              "looted": pack.locations[n].loot not in zones["loot"]}
             for i, n in enumerate(state.route)]
    location = None
    if state.location is not None:
        number = state.location_number
        place = pack.locations[number]
        location = {
            "number": number, "name": place.name, "text": place.text,
            "defenses": [_printed(pack, d) for d in place.defenses]
            + [{**_printed(pack, c), "card": c} for c in show(zones["location:defenses"]) if c],
            "vault": _printed(pack, VAULT),
            "guard": [{**_printed(pack, c), "card": c} for c in show(zones["location:guard"]) if c],
            "power_supply": place.power_supply, "loot": place.loot,
            "looted": place.loot not in zones["loot"], "power_used": state.power_used,
        }
    board = {"airship": {}, "dock": {}, "local": {}}
    for part in ("airship", "dock"):
        for kind in SLOT_KINDS:
            zone = f"{part}:{kind}"
            if zone in zones:
                board[part][kind] = show(zones[zone])
    for kind in ("gang", "equipment"):
        stack = zones[f"local:{kind}"]
        if state.options["expert"]:
            board["local"][kind] = {"top": show(stack[:1])[0] if stack else None, "below": 0}
        else:
            board["local"][kind] = {"top": show(stack[:1])[0] if stack else None,
                                    "below": max(0, len(stack) - 1)}
    players = []
    for s in range(state.num_players):
        mine = seat == s
        # what the seat may see, and in the revealed view everything
        seen = mine or reveal
        hand = zones[f"hand:{s}"]
        program = state.programs[s]
        entry = {
            "seat": s, "money": state.money[s], "reputation": state.reputation[s],
            "hand": show(hand) if seen or state.is_over else None,
            "hand_count": {k: sum(1 for c in hand if kinds[c] == k)
                           for k in ("gang", "equipment", "crew")},
            "program": [a if (seen or i < state.revealed[s]) else None
                        for i, a in enumerate(program)],
            "programmed": len(program), "revealed": state.revealed[s],
            "play": show(zones[f"play:{s}"]), "goals": show(zones[f"goals:{s}"]),
            "tricks": show(zones[f"tricks:{s}"]) if seen else None,
            "tricks_count": len(zones[f"tricks:{s}"]),
            "tricks_used": show(zones[f"tricks_used:{s}"]),
            "recruited": show(zones[f"recruited:{s}"]),
            "score": scoring.breakdown(state, s, hand=mine or state.is_over),
            "gang_members": scoring.gang_members(state, s),
            "tips": state.tips.count(s),
        }
        if state.phase == DRAFT:
            entry["draft"] = show(zones[f"draft:{s}"]) if seen else None
            entry["draft_count"] = len(zones[f"draft:{s}"])
            entry["picked"] = (show(zones[f"picked:{s}"])[0] if mine and state.picks[s]
                               else state.picks[s] is not None)
            if mine and state.picks[s]:
                entry["hired"] = state.picks[s][1]
            elif reveal and state.picks[s]:
                # another seat's pick keeps the seat view's true/false; the card beside it
                entry["picked_card"] = show(zones[f"picked:{s}"])[0]
                entry["hired"] = state.picks[s][1]
        players.append(entry)
    mission = None
    if state.mission is not None:
        m = state.mission
        show([*m["team"], *m["carry"]])
        if m["target"]:
            show([m["target"]])
        defenses = []
        for entry in m["defenses"]:
            info = _printed(pack, entry["ref"])
            info.update(number=entry["index"] + 1, guard=entry["guard"],
                        beaten_by=m["beats"].get(entry["index"]),
                        vented_by=m["vents"].get(entry["index"]),
                        inert=bool(m["cut"]) and not entry["guard"] and info["powered"]
                        and not state._beaten(entry, m),
                        cleared=state._cleared(entry, m))
            if entry["zone"]:
                info["card"] = entry["ref"]
            defenses.append(info)
        mission = {"seat": m["seat"], "job": m["job"], "target": m["target"],
                   "defenses": defenses, "team": list(m["team"]), "carry": dict(m["carry"]),
                   "cut": m["cut"], "tricks": show(m["tricks"]),
                   "strength": state._team_strength(),
                   "need": (pack.turf_wars[m["target"]].strength
                            if m["job"] == "turf_war" else None),
                   "alarms": state.alarm_reasons(), "alarm_count": state.alarm_count(),
                   "dice": list(m["dice"]), "arrests": m["arrests"],
                   "arrested": list(m["arrested"]), "freed": show(public(m["freed"])),
                   "brig_before": show(public(m["brig_before"]))}
    threat = None
    if state.threat is not None:
        t = state.threat
        threat = {"crew": show([t["crew"]])[0], "cards": show(t["cards"]),
                  "strength": state._threat_strength(), "need": pack.crew[t["crew"]].strength}
    view = {
        "phase": state.phase, "round": state.round, "seat": seat,
        "current_player": state.current_player, "over": state.is_over,
        "start_player": state.start_player,
        "options": dict(state.options), "route": route, "track": state.track,
        "home": houses[-1], "location": location, "board": board,
        "brig": {"members": show(zones["brig"]), "defenses": show(zones["brig:defenses"]),
                 "guard": show(zones["brig:guard"])},
        "decks": {k: len(zones[f"deck:{k}"]) for k in ("gang", "equipment", "crew", "turf_war",
                                                       "side_job", "defense")},
        "discards": {k: show(zones[f"discard:{k}"]) for k in ("gang", "equipment", "defense")},
        "loot": show(zones["loot"]), "players": players,
        "order": [list(p) for p in state.order], "turn": state.turn,
        "current": plain_copy(state.current), "tips": list(state.tips),
        "mission": mission, "threat": threat, "last": _public_last(state.last, public),
        "die": list(pack.die), "handcuffs_odds": float(pack.odds_handcuffs),
        "draft_round": state.draft_round if state.phase == DRAFT else None,
    }
    if view["last"] and view["last"].get("kind") == "mission":
        last = view["last"]
        show([*last["arrested"], *last["freed"]])
        if last.get("target"):
            show([last["target"]])
    if state.is_over:
        view["result"] = {"winners": state.winners(), "scores": state.scores(),
                          "reason": state._end_reason()}
    if reveal:
        view["revealed"] = _revealed_part(state, seat, show)
    view["cards"] = {card: card_facts(pack, kinds, card) for card in sorted(shown)}
    if reveal:
        # the cards the board draws face up but marked hidden
        view["revealed"]["secret"] = sorted(shown & secret)
    return view
