"""The Skyway Robbery game: its options, entry points and hooks, and ``GAME``."""

from __future__ import annotations

from typing import Any, Mapping

from skywidgets.core.engine import Game, Move, State
from skywidgets.core.links import rules_page
from skywidgets.core.options import Option, declare
from skywidgets.core.rng import Rng
from skywidgets.i18n import msg

from . import bots as robbery_bots
from . import picture
from .chance import chance as chance_of_view
from .data import ACTIONS, PACK, RULES, SLOT_KINDS, Pack, content_texts, load_pack
from .moves import M, parse
from .planner import card_value, inspect_planner
from .positions import read_position
from .rules import SkywayRobberyState, card_kinds
from .setting_up import set_up

#: the most dirty tricks a player is dealt: the board's own and two extra cards
MAX_DIRTY_TRICKS = 3
#: where the route's location tiles come from (the option route), with their words
ROUTES = (("any", "any location tiles"),
          ("odd", "the odd-numbered tiles (the rulebook's advice for a first game)"))


class SkywayRobberyGame(Game):
    """Skyway Robbery: 2 to 5 players program actions, pull heists and dodge alarm dice.

    ``SkywayRobberyGame(pack)`` plays another content pack (``data.load_pack(folder)``).
    """

    name = "skyway_robbery"
    title = msg("Skyway Robbery")  # the board's heading, in the class's language
    min_players = 2
    max_players = 5
    rules = RULES
    score_name = "Reputation"
    hidden_information = True  # hands, decks and programmed cards
    notation = ("prog:heist, hire:boxer, buy:drill, +boxer, +drill@boxer, d2:drill, v1:engineer, "
                f"cut:physicist, go, arrest:boxer (see {rules_page('skyway_robbery')})")
    options = declare(
        Option.choice("route", "any", "Route",
                      "Which location tiles the route is drawn from: any of them, or the "
                      "odd-numbered ones, as the rulebook advises for a first game.", "setup",
                      choices=ROUTES),
        Option.whole("dirty_tricks", 1, "Dirty tricks per player",
                     "How many dirty tricks each player is dealt, a whole number from 0 to "
                     f"{MAX_DIRTY_TRICKS}: 0 for a first game, 1 for the player board's own, "
                     "2 or 3 with extra cards for a dirtier game.", "tricks",
                     low=0, high=MAX_DIRTY_TRICKS),
        Option.flag("unusual", False, "Unusual defenses",
                    "The nine UNUSUAL defense cards join the defense deck, for experienced "
                    "players.", "setup"),
        Option.flag("expert", False, "Expert Rules",
                    "The Expert Rules: no location-specific decks, and every illegal action "
                    "starts with one alarm die.", "expert"),
    )

    #: the game's own bot, beside the generic ones
    bots = {"heuristic": robbery_bots.HeuristicBot(), "quick": robbery_bots.QUICK_BOT}
    #: hands and programs are private: people sharing a screen hand it over in between
    private_views = True
    inspections = {"planner": msg("Heist planner")}
    #: a view holds several hundred numbers and names (the board, the hands, the mission)
    view_tensor_size = 2048

    def __init__(self, pack: Pack | str | None = None) -> None:
        self.pack = PACK if pack is None else pack if isinstance(pack, Pack) else load_pack(pack)
        self.kinds = card_kinds(self.pack)
        pack = self.pack
        #: the board's slot zones, in the order legal moves list their cards
        self.slot_zones = tuple(f"{part}:{kind}" for part, slots in (
            ("airship", pack.airship), ("dock", pack.dock)) for kind in SLOT_KINDS
            if slots[kind]) + ("local:gang", "local:equipment")
        #: the same, split: the airship's and the dock's slots, then the location's stacks
        self.board_slot_zones = tuple(z for z in self.slot_zones if not z.startswith("local:"))
        self.local_zones = tuple(z for z in self.slot_zones if z.startswith("local:"))
        #: every asset card's entry (pack.asset's answer), looked up at once
        self.assets = {card: pack.asset(card) for card in (*pack.gang, *pack.equipment, *pack.crew)}
        #: icons as sets, for matching cards to defenses quickly
        self.card_icons = {card: frozenset(pack.asset(card).icons)
                           for card in (*pack.gang, *pack.equipment, *pack.crew)}
        #: each defense (a defense card or a printed one, by its ref) -> the icons that get
        #: past it, and whether a power cut switches it off: looked up at every step of a job
        #: each asset's rough worth (planner.card_value), for the quick player's choices
        self.card_values = {card: card_value(pack, card)
                            for card in (*pack.gang, *pack.equipment, *pack.crew)}
        refs = (*pack.defenses, *pack.defense_cards)
        self.defense_icons = {ref: frozenset(pack.defense_of(ref).icons) for ref in refs}
        self.defense_powered = {ref: pack.defense_of(ref).powered for ref in refs}

    def content_texts(self) -> list[tuple[str, str]]:
        """The words of the shipped content pack for the catalogue, (context, text) each:
        card names and what the cards say (a pack of one's own shows as written)."""
        return content_texts(PACK)

    def parse_move(self, text: str) -> Move:
        return parse(text)

    def private_move(self, move_id: str) -> str | None:
        # programs stay face down until revealed; draft picks until everyone has picked
        if move_id.startswith("prog:"):
            return msg("programs an action card")
        if move_id.startswith(("hire:", "brig:")):
            return msg("chooses a recruit")
        return None

    def inspect(self, state: State, seat: int, name: str, args: Mapping[str, Any]) -> dict:
        if name == "planner":
            return inspect_planner(state, seat, dict(args))
        return super().inspect(state, seat, name, args)

    def _setup(self, players: int, rng: Rng, options: dict) -> SkywayRobberyState:
        return set_up(self, players, rng, options)

    def from_dict(self, data: Mapping[str, Any]) -> SkywayRobberyState:
        return read_position(self, data)

    def chance(self, state: State, seat: int | None) -> dict | None:
        return chance_of_view(state.view(seat))

    def evaluate(self, state: State, seat: int) -> float:
        return robbery_bots.evaluate(state, seat)

    # Rollouts (Simulated outcomes and the IS-MCTS bot's playouts) stop at the end of the
    # round and play it with quick rules of thumb: a whole game of random play says little
    # about one programmed card, and one round is where its effect shows (docs/rules).
    #: Simulated outcomes play their rollouts with the quick policy unless told otherwise
    default_rollout = "quick"
    #: Bot move asks the heuristic player, who finishes the jobs it starts (greedy, one
    #: move ahead, calls every job off: bringing a card costs it a card in hand)
    default_bot = "heuristic"

    def playout_horizon(self, state: State) -> int:
        # the first recruits (round 0) are judged at the end of round 1, with round 1
        return max(state.round, 1)

    def horizon_name(self, state: State) -> str:
        return msg("the end of round {n}", n=self.playout_horizon(state))

    def playout_move(self, state: State, gen) -> Move:
        return robbery_bots.playout_move(state, gen)

    def action_ids(self, players: int, options: Mapping[str, Any]) -> tuple[str, ...]:
        """Every move of the pack, verb by verb (a few thousand: carrying pairs each piece
        of equipment with each gang member, beating pairs each defense number with each
        card that may face it)."""
        pack = self.pack
        gang, equipment, crew = list(pack.gang), list(pack.equipment), list(pack.crew)
        assets = [*gang, *equipment, *crew]
        defense_cards = list(pack.defense_cards)
        numbers = [str(n) for n in range(1, self._most_defenses() + 1)]
        moves = [M(verb, card) for card in gang for verb in ("hire", "brig")]
        moves += [M("prog", action) for action in ACTIONS]
        moves += [M(verb) for verb in ("pass", "tip", "pickpocket", "heist", "jailbreak", "go",
                                       "abort", "accept")]
        for card in gang:
            skill = pack.gang[card].skill
            if skill is None:
                continue
            targets = {"lawyer": gang, "steal": [f"p{seat + 1}" for seat in range(5)],
                       "sabotage": defense_cards}.get(skill.kind, [""])
            moves += [M("skill", card, target) for target in targets]
        moves += [M("buy", card) for card in assets] + [M("threaten", card) for card in crew]
        moves += [M("turf", card) for card in pack.turf_wars]
        moves += [M("sidejob", card) for card in pack.side_jobs]
        moves += [M("repeat", action) for action in ACTIONS if action != "repeat"]
        moves += [M("bring", card) for card in assets]
        moves += [M("carry", item, member) for item in equipment for member in gang]
        moves += [M(verb, number, card) for verb in ("beat", "vent") for number in numbers
                  for card in assets]
        moves += [M("cut", card) for card in assets]
        moves += [M("trick", trick) for trick in pack.tricks]
        moves += [M("arrest", card) for card in gang] + [M("free", card) for card in gang]
        return tuple(dict.fromkeys(move.id for move in moves))

    def _most_defenses(self) -> int:
        """The most defenses one job can face (its moves number them from 1)."""
        pack = self.pack
        heists = [len(place.defenses) + place.cards + 2  # the vault, the guard
                  for place in pack.locations.values()]
        side_jobs = [len(job.defenses) + 1 for job in pack.side_jobs.values()]
        return max(*heists, *side_jobs, pack.brig_defenses + 1)

    def max_chance_outcomes(self, players: int, options: Mapping[str, Any]) -> int:
        # the longest list the rules draw from: a deck shuffled, the route's tiles, a die
        pack = self.pack
        return max(len(pack.gang) + len(pack.equipment), len(pack.defense_cards),
                   len(pack.crew), len(pack.tricks), len(pack.locations), len(pack.die))

    def longest_game(self, players: int, options: Mapping[str, Any]) -> int:
        # The rules set no bound on a mission's moves (tricks, arrests); this cap is far
        # beyond any game played so far
        return 5_000 * players

    def draw(self, view: Mapping[str, Any]) -> str:
        return picture.svg(view)


GAME = SkywayRobberyGame()

