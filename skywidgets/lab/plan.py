"""What an experiment plays: the entrants, the variants, the deals, and one game of it.

An experiment is a list of *tasks*, each a plain tuple of a variant, a deal and a seat
rotation, which :func:`play_tasks` turns into rows. A task carries everything it needs
(the game, the entrants, the options, the seeds), so any worker process, or a machine
of a Dask cluster, plays it exactly as this process would: the same seed gives the same
rows wherever they are played. A game of skywidgets' registry travels by its name; any
other (a learner's, written in a notebook cell) travels as itself, by value where it
must (``running.py`` says how).

>>> plan = Experiment("skyjo", ["random", "greedy"], games=2, seed=7)
>>> len(plan.tasks)          # 2 deals, each once per seat rotation
4
>>> rows = play_tasks(plan.tasks[:1])
>>> [(row["seat"], row["bot"]) for row in rows]
[(0, 'random'), (1, 'greedy')]
"""

from __future__ import annotations

import random
import time
from dataclasses import dataclass, field
from typing import Any, Callable, Mapping, Sequence

from ..core.bots import Bot, SeatInfo, bots_for, get_bot
from ..core.engine import Game, State
from ..core.errors import shown
from ..core.fields import is_whole, typed_name
from ..core.rng import SEED_LIMIT, Rng, check_seed, fresh_seed
from ..core.stopping import checkpoint

#: the columns of every row, in order: one row per game per seat
COLUMNS = ("variant", "deal", "seed", "rotation", "seat", "entrant", "bot", "score", "rank",
           "won", "win_share", "moves", "plies", "seconds")
#: the columns that do not depend on the machine (``seconds`` is measured time)
DETERMINISTIC = tuple(column for column in COLUMNS if column != "seconds")
#: the most plies one game may take before the experiment calls it a stall
MAX_PLIES = 100_000
#: the most deals one experiment may play (each once per seat rotation and variant)
MAX_DEALS = 100_000
#: the longest label a seat or name a variant may have (a line of a chart's legend)
MAX_LABEL = 40
#: the most search iterations per move a seat's bot may be given by its settings
MAX_ITERATIONS = 100_000


class BadExperiment(ValueError):
    """An experiment that cannot run, naming the argument that is wrong.

    >>> str(BadExperiment("games", "expected a whole number from 1, not 0"))
    'games: expected a whole number from 1, not 0'
    """

    def __init__(self, field: str, reason: str) -> None:
        self.field = field
        self.reason = reason
        super().__init__(f"{field}: {reason}")


@dataclass(frozen=True)
class Entrant:
    """One player of an experiment: a bot (by name or built) and the label rows give it."""

    label: str
    bot: Any  # the bot's name (looked up in the worker) or a Bot instance (pickled)

    def build(self, game: Game) -> Bot:
        return get_bot(self.bot, game)


@dataclass(frozen=True)
class Variant:
    """A variant of the experiment: rule options, other entrants, or a position to play
    on from.

    ``start`` is a position (a ``State``): every deal then plays on from it, and the
    deal's seed decides only what is still to come (a shuffle, the dice), as
    ``State.true_world`` does, or, with ``redraw=seat``, also everything hidden from that
    seat, redrawn from what it may know (``State.determinize``), so the experiment
    measures the position as that player sees it.

    >>> Variant(options={"column_rule": False}).options
    {'column_rule': False}
    """

    options: Mapping[str, Any] = field(default_factory=dict)
    seats: Sequence[Any] | None = None
    start: Any = None
    redraw: int | None = None


def bot_label(spec: Any) -> str:
    """The label a row gives a seat's bot: its name, with its settings where it has any.

    >>> from skywidgets.core.bots import ISMCTSBot
    >>> bot_label("greedy"), bot_label(ISMCTSBot(iterations=30))
    ('greedy', 'ismcts (iterations=30)')
    >>> bot_label({"bot": "ismcts", "iterations": 30, "label": "quick search"})
    'quick search'
    """
    if isinstance(spec, Mapping):
        if "label" in spec:
            return str(spec["label"])
        settings = ", ".join(f"{key}={value}" for key, value in spec.items() if key != "bot")
        return f"{spec.get('bot')} ({settings})" if settings else str(spec.get("bot"))
    if isinstance(spec, Bot):
        text = repr(spec)
        if text.startswith(f"<{spec.name} bot, ") and text.endswith(">"):
            return f"{spec.name} ({text[len(spec.name) + 7:-1]})"
        return spec.name
    return str(spec)


def make_entrant(spec: Any, game: Game, field_name: str) -> Entrant:
    """An Entrant from what a person writes for a seat: a bot's name (``"greedy"``), a
    Bot (``ISMCTSBot(iterations=30)``) or settings (``{"bot": "ismcts", "iterations": 30}``,
    with an optional ``"label"``). Anything else raises BadExperiment naming the seat."""
    known = bots_for(game)
    if isinstance(spec, str):
        if spec not in known:
            raise BadExperiment(field_name, f"no bot named {shown(spec)}; the bots of "
                                            f"{game.title}: {', '.join(known)}")
        return Entrant(spec, spec)
    if isinstance(spec, Bot):
        return Entrant(bot_label(spec), spec)
    if isinstance(spec, Mapping):
        name = spec.get("bot")
        if not isinstance(name, str) or name not in known:
            raise BadExperiment(f"{field_name}.bot", f"no bot named {shown(name)}; the bots "
                                                     f"of {game.title}: {', '.join(known)}")
        if "label" in spec:
            # a label is a name a person typed: valid, visible text (core/fields.py)
            spec = {**spec, "label": typed_name(spec["label"], f"{field_name}.label",
                                                max_length=MAX_LABEL, what="a label",
                                                error=BadExperiment)}
        settings = {key: value for key, value in spec.items() if key not in ("bot", "label")}
        allowed = bot_settings_of(known[name])
        for key, value in settings.items():
            if key not in allowed:
                listed = ", ".join(allowed) or "none"
                where = (f"{field_name}.{key}" if isinstance(key, str) and key.isidentifier()
                         else f"{field_name}[{shown(key, 20)}]")
                raise BadExperiment(where,
                                    f"not a setting of the {name} bot (its settings: "
                                    f"{listed})")
            low, high = allowed[key]
            if not is_whole(value, low, high):
                raise BadExperiment(f"{field_name}.{key}", f"a whole number from {low} to "
                                                           f"{high}, not {shown(value)}")
        if not settings:
            return Entrant(bot_label(spec), name)
        try:
            bot = type(known[name])(**settings)
        except (TypeError, ValueError) as err:
            raise BadExperiment(field_name, f"the {name} bot cannot take these settings: "
                                            f"{err}") from None
        return Entrant(bot_label(spec), bot)
    raise BadExperiment(field_name, f"a seat is a bot's name, a bot, or its settings "
                                    f"({{'bot': 'ismcts', 'iterations': 30}}), not {shown(spec)}")


def bot_settings_of(bot: Bot) -> dict[str, tuple[int, int]]:
    """The settings a seat given as a dict may set on ``bot``, each with its bounds: a
    search's ``iterations`` per move, from 1 to :data:`MAX_ITERATIONS`; none for the
    others.

    >>> from skywidgets.core.bots import ISMCTSBot, RandomBot
    >>> bot_settings_of(ISMCTSBot()), bot_settings_of(RandomBot())
    ({'iterations': (1, 100000)}, {})
    """
    from ..core.bots import ISMCTSBot

    return {"iterations": (1, MAX_ITERATIONS)} if isinstance(bot, ISMCTSBot) else {}


def derive_seed(*parts: Any) -> int:
    """A seed drawn from ``parts``: the same parts give the same seed everywhere.

    >>> derive_seed(7, "deal", 0) == derive_seed(7, "deal", 0) != derive_seed(7, "deal", 1)
    True
    """
    return random.Random(":".join(str(part) for part in parts)).getrandbits(63) % SEED_LIMIT


# A task, as plain data that pickles anywhere:
#   (game, variant name, variant index, deal, deal seed, rotation, entrants in seat
#    order with their entrant index, options, start, (measure, until))
# the game is a registered game's name (the worker loads it) or the Game itself
# (game_reference); start is None or (position, seat to redraw for or None); measure and
# until are None or functions
Task = tuple
#: the keys a variant given as a dict may hold beside the game's options
VARIANT_KEYS = ("seats", "start", "redraw")


def as_game(game: Any, field_name: str = "game") -> Game:
    """The Game an experiment plays: a registered game by its name (``"skyjo"``), a
    ``Game`` (a learner's own, say), or a ``Game`` subclass, made with no arguments.
    Anything else, or a game without its ``name`` and ``title``, raises BadExperiment
    naming ``field_name``.

    >>> import skywidgets
    >>> as_game("skyjo") is skywidgets.load("skyjo")
    True
    >>> as_game(type(skywidgets.load("skyway"))).title
    'Skyway'
    >>> as_game(42)
    Traceback (most recent call last):
    ...
    skywidgets.lab.plan.BadExperiment: game: expected a game's name, a Game or a Game class, not 42
    """
    from .. import games

    if isinstance(game, str):
        try:
            return games.load(game)
        except ValueError as err:  # no such game: the error names the games there are
            raise BadExperiment(field_name, str(err)) from None
    if isinstance(game, type) and issubclass(game, Game):
        try:
            game = game()
        except TypeError as err:  # an abstract method left out, or arguments needed
            raise BadExperiment(field_name, f"the game class {game.__name__} cannot be made "
                                            f"with no arguments: {err}") from None
    if not isinstance(game, Game):
        raise BadExperiment(field_name, f"expected a game's name, a Game or a Game class, "
                                        f"not {shown(game)}")
    for attribute, example in (("name", "race"), ("title", "Race")):
        value = getattr(game, attribute, None)
        if not isinstance(value, str) or not value.strip():
            raise BadExperiment(f"{field_name}.{attribute}",
                                f"a game needs a {attribute}, a few letters (e.g. "
                                f"{attribute} = {example!r}), not {shown(value)}")
    return game


def game_reference(game: Game) -> str | Game:
    """What a task names its game by: a registered game's name, which every worker loads
    (skywidgets is installed there), or the game itself (a learner's game, or a registered
    game's class made anew), which travels to the workers with the task.

    >>> import skywidgets
    >>> game_reference(skywidgets.load("skyjo"))
    'skyjo'
    """
    from .. import games

    if game.name in games.names():
        try:
            if games.load(game.name) is game:
                return game.name
        except ImportError:  # a registered game that cannot load here: send it as itself
            pass
    return game


class Experiment:
    """The tasks of a tournament, or of a comparison of variants on the same deals.

    ``game`` is a registered game's name, a ``Game`` or a ``Game`` class (see
    :func:`as_game`).
    ``seats`` are the players (see :func:`make_entrant`); the number of seats is the
    number of players. Every deal is played once per seat rotation when ``rotate``
    (entrant ``i`` sits in seat ``(i + r) % players`` in rotation ``r``), so no bot keeps
    the advantage of a seat. ``variants`` maps a name to rule options (a dict) or to a
    :class:`Variant`; all variants play the same deals with the same bots' seeds, so
    their games can be compared pair by pair.
    """

    def __init__(self, game: str | Game, seats: Sequence[Any], games: int = 100,
                 seed: int | None = None, options: Mapping[str, Any] | None = None,
                 rotate: bool = True,
                 variants: Mapping[str, Mapping[str, Any] | Variant] | None = None,
                 measure: Callable[[State, int], Mapping[str, Any]] | None = None,
                 start: State | None = None, redraw: int | None = None,
                 until: Callable[[State], bool] | None = None) -> None:
        self.game = as_game(game)
        if not is_whole(games, 1, MAX_DEALS):
            raise BadExperiment("games", f"expected a whole number from 1 to {MAX_DEALS}, "
                                         f"not {shown(games)}")
        self.games = games
        self.seed = fresh_seed() if seed is None else check_seed(seed, "seed")
        self.rotate = bool(rotate)
        base = self._option_names(options or {}, "options")
        if measure is not None and not callable(measure):
            raise BadExperiment("measure", f"expected a function of (state, seat) giving a "
                                           f"dict of figures, not {shown(measure)}")
        self.measure = measure
        if until is not None and not callable(until):
            raise BadExperiment("until", f"expected a function of the state saying when to "
                                         f"stop playing, not {shown(until)}")
        self.until = until
        self.seats = self._entrants(seats, "seats")
        if variants is None:
            self.variants: dict[str, tuple[dict, list[Entrant], Any]] = {
                "": (self._options(base, "options"), self.seats,
                     self._start(start, redraw, "start"))}
            self.compared = False
        else:
            if not isinstance(variants, Mapping) or not variants:
                raise BadExperiment("variants", f"expected a dict of a name to rule options, "
                                                f"with at least one, not {shown(variants)}")
            self.variants = {}
            seen: dict[str, str] = {}
            for given, variant in variants.items():
                # a variant's name is a name a person typed: valid, visible text
                name = typed_name(given, "variants", max_length=MAX_LABEL,
                                  what="a variant's name", error=BadExperiment)
                if name.casefold() in seen:
                    raise BadExperiment(f"variants[{name!r}]", f"two variants are named "
                                                               f"alike ({seen[name.casefold()]!r}"
                                                               f" and {given!r}): each needs "
                                                               "its own name")
                seen[name.casefold()] = given
                if isinstance(variant, Mapping):
                    self._option_names(variant, f"variants[{name!r}]")
                    variant = Variant(options={k: v for k, v in variant.items()
                                               if k not in VARIANT_KEYS},
                                      seats=variant.get("seats"), start=variant.get("start"),
                                      redraw=variant.get("redraw"))
                if not isinstance(variant, Variant):
                    raise BadExperiment(f"variants[{name!r}]", f"expected rule options (a "
                                                               f"dict), not {shown(variant)}")
                self._option_names(variant.options, f"variants[{name!r}].options")
                entrants = (self.seats if variant.seats is None
                            else self._entrants(variant.seats, f"variants[{name!r}].seats"))
                if len(entrants) != len(self.seats):
                    raise BadExperiment(f"variants[{name!r}].seats",
                                        f"every variant seats {len(self.seats)} players, as "
                                        f"seats does, not {len(entrants)}")
                self.variants[name] = (
                    self._options({**base, **variant.options}, f"variants[{name!r}]"),
                    entrants, self._start(variant.start if variant.start is not None else start,
                                          variant.redraw if variant.start is not None
                                          else redraw, f"variants[{name!r}].start"))
            self.compared = True
        self.tasks = self._tasks()

    @property
    def players(self) -> int:
        return len(self.seats)

    def _entrants(self, seats: Any, field_name: str) -> list[Entrant]:
        if isinstance(seats, (str, Bot, Mapping)) or not isinstance(seats, Sequence):
            raise BadExperiment(field_name, f"expected a list of bots, one per seat (e.g. "
                                            f"['greedy', 'random']), not {shown(seats)}")
        entrants = [make_entrant(spec, self.game, f"{field_name}[{i}]")
                    for i, spec in enumerate(seats)]
        if not self.game.min_players <= len(entrants) <= self.game.max_players:
            raise BadExperiment(field_name, f"{self.game.title} is played by "
                                            f"{self.game.player_counts}, not {len(entrants)}")
        # two seats of the same bot are told apart by their place in the list
        labels = [entrant.label for entrant in entrants]
        return [Entrant(f"{e.label} #{labels[:i].count(e.label) + 1}", e.bot)
                if labels.count(e.label) > 1 else e for i, e in enumerate(entrants)]

    @staticmethod
    def _option_names(options: Any, field_name: str) -> dict:
        """Options as a dict by name; BadExperiment naming ``field_name`` otherwise."""
        if not isinstance(options, Mapping) or not all(isinstance(k, str) for k in options):
            raise BadExperiment(field_name, f"expected rule options, a dict by name (e.g. "
                                            f"{{'column_rule': False}}), not {shown(options)}")
        return dict(options)

    def _options(self, options: dict, field_name: str) -> dict:
        try:
            return self.game.check_options(options)
        except ValueError as err:
            raise BadExperiment(field_name, str(err)) from None

    def _start(self, start: Any, redraw: Any, field_name: str) -> Any:
        if start is None:
            if redraw is not None:
                raise BadExperiment(field_name.replace("start", "redraw"),
                                    "redraw needs a start position to redraw from")
            return None
        played = getattr(getattr(start, "game", None), "name", None)
        if not isinstance(start, State) or played != self.game.name:
            raise BadExperiment(field_name, f"expected a {self.game.title} position (a "
                                            f"State), not {shown(start)}")
        if start.is_over:
            raise BadExperiment(field_name, "the position is over: there is nothing to play")
        if start.num_players != len(self.seats):
            raise BadExperiment(field_name, f"the position has {start.num_players} players; "
                                            f"seats has {len(self.seats)}")
        if redraw is not None and not is_whole(redraw, 0, start.num_players - 1):
            raise BadExperiment(field_name.replace("start", "redraw"),
                                f"expected a seat from 0 to {start.num_players - 1}, "
                                f"not {shown(redraw)}")
        return (start.copy(), redraw)

    def deal_seed(self, deal: int) -> int:
        return derive_seed(self.seed, "deal", deal)

    def _tasks(self) -> list[Task]:
        rotations = range(self.players) if self.rotate else range(1)
        game = game_reference(self.game)
        tasks = []
        for index, (name, (options, entrants, start)) in enumerate(self.variants.items()):
            for deal in range(self.games):
                for rotation in rotations:
                    order = [None] * self.players
                    for i, entrant in enumerate(entrants):
                        order[(i + rotation) % self.players] = (i, entrant)
                    tasks.append((game, name, index, deal, self.deal_seed(deal),
                                  rotation, tuple(order), options, start,
                                  (self.measure, self.until)))
        return tasks


def rank_of(scores: Sequence[float], seat: int, lower_is_better: bool) -> int:
    """1 for the best score; tied seats share the better rank.

    >>> rank_of([10, 30, 10], 1, lower_is_better=True), rank_of([10, 30, 10], 2, True)
    (3, 1)
    """
    mine = scores[seat]
    better = sum(1 for score in scores
                 if (score < mine if lower_is_better else score > mine))
    return better + 1


def play_task(task: Task) -> list[dict]:
    """The rows of one game: one per seat, in seat order."""
    from .. import load

    game, variant, _, deal, seed, rotation, order, options, start, (measure, until) = task
    if isinstance(game, str):  # a registered game, by its name
        game = load(game)
    bots = [entrant.build(game) for _, entrant in order]
    # each seat draws from its own generator, so a bot's luck does not depend on how many
    # draws the others made: paired variants stay alike for as long as they can
    rngs = [Rng(derive_seed(seed, "seat", rotation, seat)) for seat in range(len(order))]
    if start is None:
        state = game.new(players=len(order), seed=seed, **options)
    else:
        position, redraw = start
        state = (position.true_world(Rng(seed)) if redraw is None
                 else position.determinize(redraw, Rng(seed)))
    moves = [0] * len(order)
    seconds = [0.0] * len(order)
    plies = 0
    while not state.is_over:
        checkpoint()
        if until is not None and until(state):
            break
        if plies >= MAX_PLIES:
            raise RuntimeError(f"{game.title}, deal {deal}: no end after {MAX_PLIES} moves")
        seat = state.current_player
        automatic = state.automatic_move()
        if automatic is not None:
            state.apply(automatic)
        else:
            started = time.perf_counter()
            move = bots[seat].choose(SeatInfo(state, seat), rngs[seat])
            seconds[seat] += time.perf_counter() - started
            state.apply(move)
            moves[seat] += 1
        plies += 1
    scores = [float(score) for score in state.scores()]
    winners = state.winners()
    rows = []
    for seat, (entrant_index, entrant) in enumerate(order):
        won = seat in winners
        rows.append({"variant": variant, "deal": deal, "seed": seed, "rotation": rotation,
                     "seat": seat, "entrant": entrant_index, "bot": entrant.label,
                     "score": scores[seat],
                     "rank": rank_of(scores, seat, game.lower_is_better), "won": won,
                     "win_share": 1 / len(winners) if won else 0.0, "moves": moves[seat],
                     "plies": plies, "seconds": round(seconds[seat], 6)})
        if measure is not None:
            figures = measure(state, seat)
            if not isinstance(figures, Mapping):
                raise TypeError(f"measure(state, seat) must give a dict of figures, not "
                                f"{type(figures).__name__}")
            clash = set(figures) & set(COLUMNS)
            if clash:
                raise ValueError(f"measure(state, seat) gave {', '.join(sorted(clash))}: "
                                 f"a row has them already; name the figures otherwise")
            rows[-1].update(figures)
    return rows


def play_tasks(tasks: Sequence[Task]) -> list[dict]:
    """The rows of several games, in the order of ``tasks`` (what a worker runs)."""
    rows: list[dict] = []
    for task in tasks:
        rows.extend(play_task(task))
    return rows


def task_key(row: Mapping[str, Any], variant_index: Mapping[str, int]) -> tuple:
    """Where a row sorts: variant, deal, rotation, seat (the plan's own order)."""
    return (variant_index[row["variant"]], row["deal"], row["rotation"], row["seat"])
