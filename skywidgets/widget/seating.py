"""Who sits at the table and who is at the screen: seats, hand-offs and privacy.

One screen shows a game to the people at a table, some of whose seats may be bots. This
module decides, from plain data (the seats, the player to move, who last said they are at
the screen), whose eyes a position is shown through, when the screen must wait to be
handed over, what a Log entry may say to the person looking, and what Undo may take back.
It knows nothing of widgets: ``GameWidget`` asks it and publishes the answers.

>>> table = Seating.of(["Ann", "Bob", "greedy"], bots=["greedy"], private_views=True)
>>> table.viewer(to_move=1)          # Bob's turn: the screen is his...
1
>>> table.handoff_due(1)             # ...but it waits until he says he is there
True
>>> table.viewer(to_move=2) is None  # the bot's turn, and no one has had the screen yet
True
"""

from __future__ import annotations

import difflib
from collections import Counter
from typing import Callable, Collection, Iterable, Mapping

from ..i18n import msg, nmsg
from ..core.bots import GreedyBot, Bot, bots_for, greedy_needs_evaluate
from ..core.engine import Game, State
from ..core.errors import BadMessage, SkywidgetsError, WidgetError, shown
from ..core.fields import seen_as, typed_name
from ..core.record import MAX_NAME_LENGTH

#: the name of a person's seat when none is given: "You" in Python and in saved games,
#: said in the board's language on the board ("Þú")
DEFAULT_NAME = msg("You", context="a person's seat")


def seat_entry(name: str, bots: Collection[str]) -> dict:
    """A seat as the ``players`` trait lists it: a bot's name makes it that bot's seat.

    >>> seat_entry("greedy", ["random", "greedy"])
    {'name': 'greedy', 'kind': 'bot', 'bot': 'greedy'}
    >>> seat_entry("Ann", ["random", "greedy"])
    {'name': 'Ann', 'kind': 'human'}
    """
    if name in bots:
        return {"name": name, "kind": "bot", "bot": name}
    return {"name": name, "kind": "human"}


#: how alike a name and a bot's must be (difflib's ratio) for the name to be taken as a
#: misspelt bot: "gredy" (0.91) and "Greedy" are refused, "Greg" (0.6) and "Randy" (0.73)
#: are people
LIKE_A_BOT = 0.82


def bot_seats(players: object) -> tuple[object, dict[str, Bot]]:
    """``players`` with each bot object in it (a ``core.bots.Bot``, such as a learned
    policy's ``skywidgets.interop.openspiel.PolicyBot``) replaced by its name, and those
    bots by name: a widget seats them like the bots it knows by name. Two different bots
    of one name are refused.

    >>> from skywidgets.core.bots import RandomBot
    >>> names, own = bot_seats(["You", RandomBot()])
    >>> names, list(own)
    (['You', 'random'], ['random'])
    """
    if isinstance(players, (str, bytes, Mapping)) or not isinstance(players, Iterable):
        return players, {}
    entries = list(players)
    own: dict[str, Bot] = {}
    for index, entry in enumerate(entries):
        if isinstance(entry, Bot):
            if own.get(entry.name, entry) is not entry:
                raise WidgetError(f"players[{index}]", msg("two different bots are named "
                                                           "{name}: give each its own name",
                                                           name=repr(entry.name)))
            own[entry.name] = entry
    return [entry.name if isinstance(entry, Bot) else entry for entry in entries], own


def seat_names(players: str | Iterable[str | Mapping[str, str]] | None,
               game: Game, bots: Collection[str] | None = None) -> list[str]:
    """One name per seat, as ``players=`` gives them, as many as ``game`` seats. Raises
    WidgetError (a ValueError) naming the seat (``players[1]``) and what is wrong.

    - None: "You" in each of the game's fewest seats (people sharing the screen);
    - a text: one name (``"You"``), for a game of one seat;
    - a list, one entry per seat: a bot's name makes that seat the bot's
      (``bots``, by default ``bots_for(game)``), any other name seats a person; ``{"person": "Greedy"}`` seats
      a person whatever the name.

    A name that is nearly a bot's ("gredy", "Greedy") is refused with the bot it looks
    like, so that a typo never seats a person where a bot was meant; ``{"person": ...}``
    seats a person of that name.

    >>> import skywidgets
    >>> seat_names(None, skywidgets.load("skyjo"))
    ['You', 'You']
    >>> seat_names(["You", {"person": "Greedy"}], skywidgets.load("skyjo"))
    ['You', 'Greedy']
    >>> seat_names(["You", "gredy"], skywidgets.load("skyjo"))
    Traceback (most recent call last):
    ...
    skywidgets.core.errors.WidgetError: players[1]: 'gredy' is no bot's name: did you mean greedy? To seat a person called gredy, write {"person": "gredy"}
    >>> seat_names(["Ann", ""], skywidgets.load("skyjo"))
    Traceback (most recent call last):
    ...
    skywidgets.core.errors.WidgetError: players[1]: a name is text, not ''
    """
    if players is None:
        return [DEFAULT_NAME] * game.min_players
    alone = isinstance(players, str)
    if alone:
        players = [players]
    if isinstance(players, bytes) or isinstance(players, Mapping) or not isinstance(
            players, Iterable):
        raise WidgetError("players", msg("one name per seat (a bot's name makes a bot seat), "
                                         "not {given}", given=shown(players)))
    bots = list(bots_for(game) if bots is None else bots)
    names = []
    for index, entry in enumerate(players):
        if index >= game.max_players:
            raise WidgetError("players", nmsg("{game} seats at most {n} player",
                                              "{game} seats at most {n} players",
                                              game.max_players, game=game.title))
        if entry == GreedyBot.name and entry not in bots and game is not None:
            # a seat named "greedy" is a bot everywhere else: never a person by surprise
            raise WidgetError(f"players[{index}]", msg(
                "{why}; bots: {bots}. To seat a person called greedy, write "
                "{example}", why=greedy_needs_evaluate(game), bots=", ".join(bots),
                example='{"person": "greedy"}'))
        names.append(_seat_name(entry, f"players[{index}]", bots))
    alike = alike_seats(names, bots)
    if alike is not None:
        raise WidgetError(f"players[{alike[0]}]", alike[1])
    if not names:
        raise WidgetError("players", msg("one name per seat (a bot's name makes a bot seat)"))
    if len(names) < game.min_players:
        example = "greedy" if "greedy" in bots else bots[0]
        if alone:
            raise WidgetError("players", msg(
                "{game} is played by {counts}, and {given} is one name: list one name per "
                "seat, a bot's name (such as {example}) for a bot's seat", game=game.title,
                counts=game.player_counts, given=shown(names[0]), example=example))
        raise WidgetError("players", msg(
            "{game} is played by {counts}, and {count} names were given: list one name per "
            "seat, a bot's name (such as {example}) for a bot's seat", game=game.title,
            counts=game.player_counts, count=len(names), example=example))
    return names


def _seat_name(entry: object, field: str, bots: list[str]) -> str:
    """The name of one ``players`` entry: a name, or ``{"person": name}``."""
    person = isinstance(entry, Mapping)
    if person:
        if set(entry) != {"person"}:
            raise WidgetError(field, msg("a seat is a name, or {example} for a person, not "
                                         "{given}", example='{"person": name}',
                                         given=shown(entry)))
        entry = entry["person"]
    if not isinstance(entry, str) or not entry.strip():
        raise WidgetError(field, msg("a name is text, not {given}", given=shown(entry)))
    # valid text, composed (NFC), trimmed, showing something, one line (core/fields.py)
    entry = typed_name(entry, field, max_length=MAX_NAME_LENGTH, error=WidgetError)
    if entry in bots:
        if person:
            raise WidgetError(field, msg("{name} is a bot's name: a person needs another one",
                                         name=entry))
        return entry
    if not person:
        alike = bot_like(entry, bots)
        if alike is not None:
            raise WidgetError(field, msg("{given} is no bot's name: did you mean {bot}? To seat "
                                         "a person called {name}, write {example}",
                                         given=shown(entry), bot=alike, name=entry,
                                         example=f'{{"person": "{entry}"}}'))
    return entry


def alike_seats(names: list[str], bots: Collection[str]) -> tuple[int, str] | None:
    """The first seat whose name is seen as another seat's, or a bot's, while it is not
    the same name: they differ only by characters that show nothing (a zero-width
    space, a direction mark), so the board and the Log would show two seats alike.
    Returns that seat and why, or None. The same name twice (two people called "You")
    is no confusion: the seats say so.

    >>> index, reason = alike_seats(["Ann", "Ann" + chr(0x200B)], ["greedy"])
    >>> index, reason.endswith("differ only by characters that show nothing")
    (1, True)
    >>> alike_seats(["You", "You", "greedy"], ["greedy"]) is None
    True
    """
    seen = [seen_as(name) for name in names]
    for index, (name, looks) in enumerate(zip(names, seen)):
        if name in bots:
            continue
        for bot in bots:
            if looks == seen_as(bot):
                return index, msg("{given} looks just like the bot {bot}'s name: they differ "
                                  "only by characters that show nothing", given=shown(name),
                                  bot=bot)
        for other in range(index):
            if seen[other] == looks and names[other] != name:
                return index, msg("{given} looks just like {seat}'s name {other}: they "
                                  "differ only by characters that show nothing",
                                  given=shown(name), seat=f"players[{other}]",
                                  other=shown(names[other]))
    return None


def bot_like(name: str, bots: Iterable[str]) -> str | None:
    """The bot whose name ``name`` nearly is (other capitals, a letter or two off), or None.

    >>> bot_like("ISMCTS", ["random", "ismcts"]), bot_like("randm", ["random"])
    ('ismcts', 'random')
    >>> bot_like("Randy", ["random", "greedy"]) is None
    True
    """
    folded = {bot.lower(): bot for bot in bots}
    key = name.strip().lower()
    if key in folded:
        return folded[key]
    close = difflib.get_close_matches(key, list(folded), n=1, cutoff=LIKE_A_BOT)
    return folded[close[0]] if close else None


class Seating:
    """The seats of one table and who is at its screen.

    ``seats`` are ``players`` entries (``seat_entry``). In a game whose views are private
    (hands of cards) with two or more people sharing the screen, each person's turn
    starts behind a hand-off: the screen shows only what everyone may see until that
    person says they are there (``ready``). Who is at the screen is this object's own
    memory, never read back from what the browser shows.

    >>> table = Seating.of(["Ann", "Bob"], bots=[], private_views=True)
    >>> table.shared_screen, table.handoff_due(0)
    (True, True)
    >>> table.show(0, waiting=True); table.ready(); table.handoff_due(0)
    False
    >>> table.eyes(to_move=0, live_to_move=0)
    0
    """

    def __init__(self, seats: list[dict], private_views: bool) -> None:
        self.seats = seats
        self.private_views = private_views
        #: several people at one screen in a game with private views: hand-offs between them
        self.shared_screen = private_views and len(self.humans) > 1
        #: the person who last said they are at the screen (``ready``)
        self.ready_seat: int | None = None
        #: the seat whose view the screen shows now (as last published)
        self.screen_seat: int | None = None
        #: the person the hand-off screen waits for, or None
        self.waiting_for: int | None = None

    @classmethod
    def of(cls, names: Iterable[str], bots: Collection[str], private_views: bool) -> Seating:
        """A table of ``names``, one per seat; a name in ``bots`` makes that seat a bot.
        Bots that share a name are numbered in seat order, so that whatever is said of a
        seat names that seat alone; ``bot`` stays the bot's name.

        >>> table = Seating.of(["You", "heuristic", "heuristic"], ["heuristic"], False)
        >>> [seat["name"] for seat in table.seats], table.seats[2]["bot"]
        (['You', 'heuristic 1', 'heuristic 2'], 'heuristic')
        """
        seats = [seat_entry(name, bots) for name in names]
        shared = Counter(seat["bot"] for seat in seats if seat["kind"] == "bot")
        taken = {seat["name"] for seat in seats}
        numbers: Counter = Counter()
        for seat in seats:
            bot = seat.get("bot")
            if bot is None or shared[bot] < 2:
                continue
            # a person may already be called "heuristic 1": the next free number then
            numbers[bot] += 1
            while f"{bot} {numbers[bot]}" in taken:
                numbers[bot] += 1
            seat["name"] = f"{bot} {numbers[bot]}"
            taken.add(seat["name"])
        return cls(seats, private_views)

    # ------------------------------------------------------------------ who sits where
    @property
    def humans(self) -> list[int]:
        """The seats people sit at, in seat order."""
        return [i for i, seat in enumerate(self.seats) if seat["kind"] == "human"]

    def name(self, seat: int) -> str:
        """The name at ``seat``."""
        return self.seats[seat]["name"]

    def is_human(self, seat: int) -> bool:
        """Does a person sit at ``seat``?"""
        return self.seats[seat]["kind"] == "human"

    def machine_turn(self, state: State) -> bool:
        """Is the next move a bot's, or a step the rules make by themselves?"""
        seat = state.current_player
        if seat is None:
            return False
        return self.seats[seat]["kind"] == "bot" or state.automatic_move() is not None

    # ------------------------------------------------------------------ the screen
    def viewer(self, to_move: int | None) -> int | None:
        """Whose eyes the screen shows when ``to_move`` is to move: the person to move
        (hot seat), else the only person, else whoever had the screen last.

        >>> table = Seating.of(["Ann", "random"], bots=["random"], private_views=False)
        >>> table.viewer(1)
        0
        """
        if to_move is not None and self.seats[to_move]["kind"] == "human":
            return to_move
        humans = self.humans
        if len(humans) == 1:
            return humans[0]
        return self.screen_seat if self.screen_seat in humans else None

    def handoff_due(self, seat: int | None) -> bool:
        """Must the screen wait for ``seat`` (the viewer) to say they are there first?"""
        return self.shared_screen and seat is not None and seat != self.ready_seat

    def eyes(self, to_move: int | None, live_to_move: int | None) -> int | None:
        """Whose information the screen shows for a position where ``to_move`` is to move,
        while ``live_to_move`` is to move in the live game (None: the public view only).

        At a shared screen it is the person at the screen now, never the one who was to
        move then; no one while the screen waits to be handed over.
        """
        if self.shared_screen:
            seat = self.viewer(live_to_move)
            if self.handoff_due(seat):
                return None
            return self.ready_seat
        return self.viewer(to_move)

    def show(self, seat: int | None, waiting: bool) -> None:
        """Remember what the screen was given: ``seat``'s view, or a hand-off to ``seat``."""
        self.waiting_for = seat if waiting else None
        self.screen_seat = seat

    def ready(self) -> None:
        """The person the hand-off waits for is at the screen."""
        if self.waiting_for is None:
            raise BadMessage("ready", msg("no hand-off is waiting"))
        self.ready_seat = self.waiting_for

    def forget_ready(self) -> None:
        """A new game: whoever is first to move says they are at the screen."""
        self.ready_seat = None

    # ------------------------------------------------------------------ refusals
    def require_no_handoff(self, what: str, done: str | None = None) -> None:
        """While the screen waits for someone, nothing may change or show the position.

        >>> table = Seating.of(["Ann", "Bob"], bots=[], private_views=True)
        >>> table.show(1, waiting=True)
        >>> table.require_no_handoff("undo")  # doctest: +ELLIPSIS
        Traceback (most recent call last):
        ...
        skywidgets.core.errors.BadMessage: handoff: the screen is waiting for Bob: press Ready ...
        """
        seat = self.waiting_for
        if seat is not None:
            if done is None:
                done = msg("nothing happened", context="what a refusal left as it was")
            raise BadMessage("handoff", msg("the screen is waiting for {name}: press Ready "
                                            "first ({what} refused; {done})",
                                            name=self.name(seat), what=what, done=done))

    def require_on_screen(self, to_move: int | None) -> None:
        """Work for the player to move in the live game (rollouts, say) may be shown only
        when that player's view is the one on the screen, in a game whose players hold
        private cards."""
        if not self.private_views:
            return
        if to_move is not None and self.eyes(to_move, to_move) != to_move:
            raise BadMessage("seat", msg("it is {name}'s turn, whose cards are not on this "
                                         "screen: Simulated outcomes are worked out only for "
                                         "the person at the screen", name=self.name(to_move)))

    # ------------------------------------------------------------------ the Log
    def log_entry(self, ply: int, seat: int | None, move_id: str, label: str,
                  automaton: str | None = None, by: str | None = None) -> dict:
        """The Log entry of the move that made ply ``ply + 1``; ``automaton`` names who
        makes the rules' own steps, for such a step; ``by`` the bot that chose the move for
        ``seat`` when it is not that seat's own (Bot move on a person's turn).

        >>> table = Seating.of(["Ann"], bots=[], private_views=False)
        >>> table.log_entry(0, 0, "a5", "A to 5")
        {'ply': 1, 'seat': 0, 'player': 'Ann', 'id': 'a5', 'label': 'A to 5'}
        >>> table.log_entry(0, 0, "a5", "A to 5", by="greedy")["player"]
        'greedy for Ann'
        """
        if automaton is not None:
            return {"ply": ply + 1, "seat": seat, "player": automaton, "id": move_id,
                    "label": label, "automatic": True}
        name = self.name(seat) if seat is not None else ""
        if by is not None:
            return {"ply": ply + 1, "seat": seat, "player": msg("{bot} for {name}", bot=by,
                                                                name=name), "id": move_id,
                    "label": label, "by": by}
        return {"ply": ply + 1, "seat": seat, "player": name, "id": move_id, "label": label}

    def undo_target(self, log: list[dict], start_ply: int) -> int:
        """The ply Undo goes back to: before the last person's move and the bot moves
        after it (a game of bots alone: the last move). A step the rules made is taken
        back with the move before it.

        >>> table = Seating.of(["Ann", "random"], bots=["random"], private_views=False)
        >>> log = [table.log_entry(0, 0, "a1", ""), table.log_entry(1, 1, "b2", "")]
        >>> table.undo_target(log, start_ply=0)
        0
        """
        if not log:
            raise BadMessage("undo", msg("nothing to undo: no move has been played yet"))
        people = bool(self.humans)
        target = len(log)
        while target > start_ply:
            target -= 1
            entry = log[target]
            seat = entry["seat"]
            if entry.get("automatic"):
                continue
            if not people or seat is None or self.is_human(seat):
                break
        if target == len(log) or target < start_ply:
            raise BadMessage("undo", msg("nothing to undo: no move has been played since this "
                                         "position was set up"))
        return target


def shown_entry(entry: dict, viewer: int | None,
                private_move: Callable[[str], str | None]) -> dict:
    """A Log entry as ``viewer`` may see it: another seat's secret move (a card programmed
    face down: ``Game.private_move`` gives the words) shows only what the table saw happen.

    >>> entry = {"ply": 3, "seat": 1, "player": "Bob", "id": "prog:heist", "label": "heist"}
    >>> words = lambda move_id: "programs an action card"
    >>> shown_entry(entry, 0, words)["label"], shown_entry(entry, 1, words)["label"]
    ('programs an action card', 'heist')
    """
    if entry.get("automatic") or (viewer is not None and entry["seat"] == viewer):
        return entry
    words = private_move(entry["id"])
    if words is None:
        return entry
    return {**entry, "id": None, "label": words, "private": True}


def reveals_so_far(game: Game, state: State) -> list[bool]:
    """Which of the moves that led to ``state`` showed anyone something hidden, worked out
    by replaying them (a state whose start is unknown: every move counts as one).

    >>> import skywidgets
    >>> skyway, skybridge = skywidgets.load("skyway"), skywidgets.load("skybridge")
    >>> state = skyway.new(seed=3)
    >>> _ = state.apply(state.check("a5"))   # the next market comes from the deck
    >>> reveals_so_far(skyway, state)
    [True]
    >>> state = skybridge.new(players=2, seed=0)
    >>> _ = state.apply(state.check("3@5"))  # nothing is hidden in Skybridge
    >>> reveals_so_far(skybridge, state)
    [False]
    """
    return history_so_far(game, state, Seating.of(["?"] * state.num_players, [], False))[1]


def history_so_far(game: Game, state: State, seating: Seating) -> tuple[list[dict], list[bool]]:
    """The Log entries of the moves that led to ``state`` (who moved, in the rules' words,
    as the live game logs them) and which of them showed anyone something hidden, worked
    out by replaying them. A state whose start is unknown keeps the move ids as they are,
    with no seat, and every move counts as showing something.

    >>> import skywidgets
    >>> skybridge = skywidgets.load("skybridge")
    >>> state = skybridge.new(players=2, seed=0)
    >>> _ = state.apply(state.check("3@5"))
    >>> log, reveals = history_so_far(skybridge, state, Seating.of(["Ann", "Ben"], [], False))
    >>> log[0]["player"], log[0]["label"], reveals
    ('Ann', 'put an ivory three-story block on base 5 (level 0)', [False])
    """
    entries = [seating.log_entry(i, None, move_id, move_id) for i, move_id in enumerate(state.history)]
    flags = [True] * state.ply
    start = state.origin.get("start_ply", 0)
    if state.ply == start or state.origin.get("determinized"):
        return entries, flags
    try:
        record = state.record()
        record.moves = []
        replay = game.replay(record)
    except (SkywidgetsError, ValueError):
        return entries, flags
    for index in range(start, state.ply):
        move = replay.check(state.history[index])
        # a step the rules make by themselves is logged as theirs, as in the live game
        automatic = move == replay.automatic_move()
        entries[index] = seating.log_entry(index, replay.current_player, move.id, replay.describe(move),
                                           game.automaton_name if automatic else None)
        flags[index] = replay.reveals(move)
        replay.apply(move)
    return entries, flags


def check_take_back(mode: str, log: list[dict], revealed: list[bool], target: int,
                    what: str) -> None:
    """Refuse to take back the moves after ``target`` where the Undo ``mode`` says no:
    ``"off"``, always; ``"no peeking"``, when one of them showed something hidden
    (``revealed``, one flag per Log entry); ``what`` names the request.

    >>> log = [{"ply": 1}, {"ply": 2}]
    >>> check_take_back("no peeking", log, [False, False], 0, "undo")
    >>> check_take_back("no peeking", log, [False, True], 0, "undo")  # doctest: +ELLIPSIS
    Traceback (most recent call last):
    ...
    skywidgets.core.errors.BadMessage: undo: move 2 showed something that was hidden, ...
    """
    if mode == "off":
        raise BadMessage(what, msg("Undo is off in this game (Undo takes back: nothing; "
                                   "settings undo='off'); nothing was taken back"))
    if mode == "no peeking":
        for index in range(target, len(log)):
            if revealed[index]:
                raise BadMessage(what, msg("move {ply} showed something that was hidden, and "
                                           "taking it back would be a peek (Undo takes back: "
                                           "no peeking). To explore, choose 'any move' beside "
                                           "Undo (settings undo='free'); nothing was taken "
                                           "back", ply=log[index]["ply"]))


__all__ = ["Seating", "check_take_back", "history_so_far", "reveals_so_far", "seat_entry",
           "seat_names", "shown_entry", "bot_like", "LIKE_A_BOT"]
