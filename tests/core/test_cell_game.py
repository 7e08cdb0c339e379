"""Games written in one notebook cell: only their own rules, every other part defaulted.

Each game below is a cell's text, run as a notebook runs it (``exec`` in a fresh
namespace whose ``__name__`` is ``"__main__"``), so the line counts are the cells' and
nothing here helps them along.
"""

from __future__ import annotations

import json
import sys
import types

import pytest

import skywidgets
from skywidgets import BadPosition, BadRecord, IllegalMove, Move
from skywidgets.core.bots import SeatInfo, bots_for, get_bot, play_out
from skywidgets.core.engine import Game, State
from skywidgets.core.rng import Rng
from skywidgets.core.testing import check_game

TIC_TAC_TOE = '''
from skywidgets import Game, State, Move

LINES = [(0, 1, 2), (3, 4, 5), (6, 7, 8), (0, 3, 6), (1, 4, 7), (2, 5, 8), (0, 4, 8), (2, 4, 6)]

class TicTacToeState(State):
    def setup(self, options):
        self.cells = [None] * 9

    def winner(self):
        for a, b, c in LINES:
            if self.cells[a] is not None and self.cells[a] == self.cells[b] == self.cells[c]:
                return self.cells[a]

    @property
    def current_player(self):
        if self.winner() is None and None in self.cells:
            return self.ply % 2

    def _candidates(self):
        return [Move(str(i + 1), f"mark cell {i + 1}") for i in range(9) if self.cells[i] is None]

    def _play(self, move):
        self.cells[int(move.id) - 1] = self.current_player

    def scores(self):
        return [1.0 if self.winner() == seat else 0.0 for seat in range(2)]

    def view(self, seat):
        return {"cells": self.cells}

class TicTacToe(Game):
    """Two players take turns marking an empty cell (1 to 9, row by row); three in a line wins."""
    min_players = max_players = 2
    state_class = TicTacToeState
'''

PIG = '''
from skywidgets import Game, State, Move

class PigState(State):
    def setup(self, options):
        self.banked = [0] * self.num_players
        self.turn_total = 0
        self.last_roll = None
        self.player = 0

    @property
    def current_player(self):
        return None if max(self.banked) >= 20 else self.player

    def _candidates(self):
        return [Move("roll", "roll the die"), Move("hold", "bank this turn's points")]

    def _play(self, move):
        if move.id == "roll":
            self.last_roll = self.rng.randint(1, 6)
            if self.last_roll > 1:
                self.turn_total += self.last_roll
                return
            self.turn_total = 0  # a 1 loses the turn's points
        self.banked[self.player] += self.turn_total
        self.turn_total = 0
        self.player = (self.player + 1) % self.num_players

    def scores(self):
        return list(self.banked)

    def view(self, seat):
        return {"banked": self.banked, "turn_total": self.turn_total, "last_roll": self.last_roll}

class Pig(Game):
    """Roll a die as often as you dare, adding it to your turn's total; a 1 loses that total,
    holding banks it. The first to bank 20 points wins."""
    min_players, max_players = 2, 4
    has_chance = True
    state_class = PigState
'''

BLUFF = '''
from skywidgets import Game, State, Move

class BluffState(State):
    def setup(self, options):
        deck = [1, 2, 3, 4, 5, 6]
        self.rng.shuffle(deck)
        self.hands = deck[:2]
        self.actions = []

    @property
    def current_player(self):
        if self.actions in ([], ["bet"]):
            return len(self.actions)

    def _candidates(self):
        return [Move("call"), Move("fold")] if self.actions else [Move("check"), Move("bet")]

    def _play(self, move):
        self.actions.append(move.id)

    def scores(self):
        if not self.is_over:
            return [0, 0]
        if "fold" in self.actions:
            return [1, -1]
        stake = 2 if "call" in self.actions else 1
        return [stake, -stake] if self.hands[0] > self.hands[1] else [-stake, stake]

    def seen(self, seat):
        showdown = self.is_over and "fold" not in self.actions
        return [card if showdown or s == seat else None for s, card in enumerate(self.hands)]

    def view(self, seat):
        return {"cards": self.seen(seat), "actions": self.actions}

    def determinize(self, seat, rng):
        world = self.copy()
        seen = self.seen(seat)
        unseen = [card for card in [1, 2, 3, 4, 5, 6] if card not in seen]
        rng.shuffle(unseen)
        world.hands = [card if card is not None else unseen.pop() for card in seen]
        return world

class HighCardBluff(Game):
    """Each player is dealt one card of six, unseen by the other. The first checks (a
    showdown for 1) or bets; then the second calls (a showdown for 2) or folds (losing 1).
    The higher card wins a showdown."""
    min_players = max_players = 2
    hidden_information = True
    private_views = True
    state_class = BluffState
'''

CELLS = {"tic_tac_toe": (TIC_TAC_TOE, "TicTacToe"), "pig": (PIG, "Pig"),
         "high_card_bluff": (BLUFF, "HighCardBluff")}


def run_cell(source: str, module: str = "__main__") -> dict:
    """Run a cell as a notebook does: its names land in one fresh namespace (and this
    file's own ``from __future__`` import is not passed on to it)."""
    namespace = {"__name__": module}
    exec(compile(source, f"<cell {module}>", "exec", dont_inherit=True), namespace)
    return namespace


def cell_game(name: str) -> Game:
    source, class_name = CELLS[name]
    return run_cell(source)[class_name]()


def lines(source: str) -> int:
    """A cell's lines, as a person counts them: blank ones left out."""
    return sum(1 for line in source.splitlines() if line.strip())


def test_the_cells_are_short_and_write_only_their_rules():
    counts = {name: lines(source) for name, (source, _) in CELLS.items()}
    print("cell lines:", counts)
    assert counts["tic_tac_toe"] <= 32 and counts["pig"] <= 35 and counts["high_card_bluff"] <= 48
    for source, _ in CELLS.values():
        for written_by_the_core in ("to_dict", "from_dict", "parse_move", "_violation",
                                    "def copy", "rules =", "name =", "title ="):
            assert written_by_the_core not in source


def test_the_defaults_a_cell_game_gets():
    game = cell_game("tic_tac_toe")
    assert (game.name, game.title, game.player_counts) == ("tic_tac_toe", "Tic Tac Toe",
                                                           "2 players")
    assert list(game.rules) == ["notation"]
    assert game.rules["notation"].summary.startswith("Two players take turns marking")
    assert game.hidden_information is False and game.default_bot == "mcts"
    assert "greedy" not in bots_for(game)
    assert game.no_chance == "Nothing in this game is left to chance."
    pig = cell_game("pig")
    assert pig.has_chance and pig.hidden_information  # a roll shows what no one knew
    assert pig.no_chance.startswith("This game leaves things to chance")
    assert cell_game("high_card_bluff").hidden_information


@pytest.mark.parametrize("name", list(CELLS))
def test_the_conformance_kit_accepts_each_cell_game(name):
    game = cell_game(name)
    report = check_game(game, games=2)
    assert report.games == 2 * (game.max_players - game.min_players + 1)
    assert report.checks["illegal moves refused"] > 0
    assert report.checks["bots see only their seat"] > 0


def test_a_legal_move_is_played_by_its_id_and_an_illegal_one_is_refused_by_name():
    state = cell_game("tic_tac_toe").new(seed=1)
    assert state.apply("5").label == "mark cell 5"
    before = state.to_dict()
    with pytest.raises(IllegalMove) as refused:
        state.apply("5")
    message = str(refused.value)
    assert message.startswith("Illegal move '5': it is not a legal move now (the legal moves: "
                              "1, 2, 3, 4, 6, 7, 8, 9).")
    assert "Tic Tac Toe rulebook, Rules: Two players take turns" in message
    assert refused.value.rule is state.game.rules["notation"]
    for junk in ("", "  ", "10", "x", 5, None):
        with pytest.raises(IllegalMove):
            state.apply(junk)
    assert state.to_dict() == before and state.ply == 1
    assert not state.is_legal("5") and state.is_legal(" 6 ")


def test_a_finished_game_refuses_every_move_saying_it_is_over():
    state = cell_game("tic_tac_toe").new(seed=1)
    for move in ("1", "4", "2", "5", "3"):
        state.apply(move)
    assert state.is_over and state.winners() == [0] and state.scores() == [1.0, 0.0]
    assert state.legal_moves() == []
    with pytest.raises(IllegalMove, match="the game is over"):
        state.apply("9")


@pytest.mark.parametrize("name", list(CELLS))
def test_records_replay_bit_for_bit(name, tmp_path):
    game = cell_game(name)
    state = game.new(seed=7)
    play_out(state, get_bot("random"), Rng(3))
    path = tmp_path / "game.json"
    state.record().save(path)
    again = game.replay(path)
    assert again.to_dict() == state.to_dict() and again.scores() == state.scores()
    with pytest.raises(BadRecord, match=r"moves\[0\]"):
        record = state.record().to_dict()
        record["moves"] = ["nonsense", *record["moves"]]
        game.replay(record)


def test_pig_rolls_its_dice_from_the_seeded_generator():
    game = cell_game("pig")
    rolls = []
    for _ in range(2):
        state = game.new(players=3, seed=11)
        for _ in range(6):
            state.apply("roll")  # rolls alone bank nothing: the game goes on
        rolls.append(state.to_dict())
    assert rolls[0] == rolls[1]
    different = game.new(players=3, seed=12)
    for _ in range(6):
        different.apply("roll")
    assert different.to_dict()["state"] != rolls[0]["state"]


@pytest.mark.parametrize("name", list(CELLS))
def test_positions_save_and_load(name):
    game = cell_game(name)
    state = game.new(seed=5)
    state.apply(state.legal_moves()[-1])
    data = json.loads(json.dumps(state.to_dict()))
    loaded = game.from_dict(data)
    assert loaded.to_dict() == state.to_dict()
    assert [m.id for m in loaded.legal_moves()] == [m.id for m in state.legal_moves()]
    assert loaded.view(0) == state.view(0) and loaded.ply == state.ply
    # the loaded position plays on, and its record starts where it was set
    loaded.apply(loaded.legal_moves()[0])
    assert game.replay(loaded.record()).to_dict() == loaded.to_dict()


def test_a_loaded_position_keeps_its_types_and_refuses_bad_fields():
    game = cell_game("tic_tac_toe")
    state = game.new(seed=1)
    state.cells = tuple(state.cells)  # a learner may keep a tuple: it comes back a tuple
    data = state.to_dict()
    assert data["state"]["cells"] == {"__tuple__": [None] * 9}
    assert game.from_dict(data).cells == tuple([None] * 9)
    for change, field in ((lambda d: d["state"].pop("cells"), "state.cells"),
                          (lambda d: d["state"].update(extra=1), "state.extra"),
                          (lambda d: d.update(game="chess"), "game"),
                          (lambda d: d.update(players=3), "players"),
                          (lambda d: d["state"].update(cells={"__tuple__": 9}),
                           "state.cells.__tuple__"),
                          (lambda d: d.update(history=["1", 7]), "history[1]"),
                          (lambda d: d.update(options={"size": 4}), "options")):
        bad = json.loads(json.dumps(data))
        change(bad)
        with pytest.raises(BadPosition) as refused:
            game.from_dict(bad)
        assert refused.value.field == field


def test_an_attribute_that_is_not_plain_data_is_named():
    state = cell_game("tic_tac_toe").new(seed=1)
    state.last = state.apply("5")  # a Move, not its id
    with pytest.raises(TypeError, match=r"TicTacToeState\.last is a Move"):
        state.to_dict()


def test_copies_are_independent():
    state = cell_game("pig").new(players=2, seed=3)
    copy = state.copy()
    copy.apply("roll")
    copy.apply("hold")
    assert state.ply == 0 and state.to_dict()["state"]["banked"] == [0, 0]
    assert copy.game is state.game and copy.ply == 2


@pytest.mark.parametrize("name", list(CELLS))
@pytest.mark.parametrize("bot", ["random", "mcts", "ismcts"])
def test_the_generic_bots_play_each_cell_game_to_the_end(name, bot):
    game = cell_game(name)
    state = game.new(seed=2)
    play_out(state, get_bot(bot, game).quick(), Rng(4))
    assert state.is_over and state.outcome() is not None


def test_the_greedy_bot_needs_an_evaluate_and_says_so():
    game = cell_game("pig")
    with pytest.raises(ValueError, match=r"greedy bot needs Pig's evaluate\(state, seat\)"):
        get_bot("greedy", game)
    state = game.new(players=2, seed=1)
    with pytest.raises(ValueError, match="write it on the Game"):
        bots_for(None)["greedy"].choose(SeatInfo(state, 0), Rng(0))


def test_the_greedy_bot_plays_a_cell_game_that_gives_an_evaluate():
    namespace = run_cell(PIG + '''
class GreedyPig(Pig):
    def evaluate(self, state, seat):
        return state.banked[seat] + state.turn_total * (state.player == seat)
''')
    game = namespace["GreedyPig"]()
    assert game.default_bot == "greedy" and "greedy" in bots_for(game)
    state = game.new(players=2, seed=8)
    play_out(state, get_bot("greedy", game), Rng(1))
    assert state.is_over


def test_the_bluff_keeps_the_other_card_hidden_and_redraws_it():
    state = cell_game("high_card_bluff").new(seed=4)
    assert state.view(0)["cards"][1] is None and state.view(1)["cards"][0] is None
    assert state.view(None)["cards"] == [None, None]
    own = state.hands[0]
    others = {state.determinize(0, Rng(seed)).hands[1] for seed in range(40)}
    assert others == {1, 2, 3, 4, 5, 6} - {own}
    assert all(state.determinize(0, Rng(seed)).hands[0] == own for seed in range(5))
    with pytest.raises(ValueError, match="determinized copy has no record"):
        state.determinize(0, Rng(1)).record()


def test_a_cell_with_a_dataclass_move_in_a_module_of_its_own():
    # a module made on the fly and never put in sys.modules, and moves of the cell's own
    # class: ids are matched with the position's moves. (Not with postponed annotations:
    # Python 3.11's dataclass then looks the module up in sys.modules, and fails; a
    # notebook's __main__ is there, as test_postponed_annotations_in_a_notebook_cell runs.)
    module = types.ModuleType("cell_42")
    assert "cell_42" not in sys.modules
    exec(compile('''
from dataclasses import dataclass
from skywidgets import Game, State, Move

@dataclass(frozen=True)
class Take(Move):
    count: int

    @property
    def id(self) -> str:
        return f"take{self.count}"

class HeapState(State):
    def setup(self, options):
        self.left = 7

    @property
    def current_player(self):
        return self.ply % 2 if self.left else None

    def _candidates(self):
        return [Take(n) for n in (1, 2, 3) if n <= self.left]

    def _play(self, move: Take):
        self.left -= move.count

    def scores(self):
        return [float(self.left == 0 and (self.ply - 1) % 2 == seat) for seat in range(2)]

    def view(self, seat):
        return {"left": self.left}

class LastCounter(Game):
    """Take one to three counters in turn; whoever takes the last one wins."""
    min_players = max_players = 2
    state_class = HeapState
''', "<cell 42>", "exec", dont_inherit=True), module.__dict__)
    game = module.LastCounter()
    state = game.new(seed=1)
    taken = state.apply("take3")
    assert taken == module.Take(3) and taken.label == "take3" and state.left == 4
    assert game.parse_move("take3") == Move("take3")  # no position: known by its id only
    check_game(game, games=2)


def test_postponed_annotations_in_a_notebook_cell():
    namespace = run_cell("from __future__ import annotations\n" + PIG.replace(
        "def _play(self, move):", "def _play(self, move: Move) -> None:"))
    check_game(namespace["Pig"](), games=1, players=[2])


def test_a_game_that_hides_something_is_told_to_write_determinize():
    with pytest.raises(TypeError, match=r"declares hidden_information = True, so BluffState "
                                        r"must write determinize\(self, seat, rng\)"):
        run_cell(BLUFF.replace("    def determinize", "    def _unused"))


def test_a_game_that_makes_its_own_state_is_told_at_first_use():
    class SecretState(State):
        def __init__(self) -> None:
            self.secret = 1

        current_player = None

        def _candidates(self):
            return []

        def _play(self, move):
            pass

        def scores(self):
            return [0.0]

        def view(self, seat):
            return {}

    class Secret(Game):
        """Keep a secret."""
        hidden_information = True

        def _setup(self, players, rng, options):
            return SecretState()

    state = Secret().new(seed=1)
    assert state.game.name == "secret" and state.num_players == 1 and state.history == []
    with pytest.raises(TypeError, match="SecretState must write determinize"):
        state.determinize(0, Rng(1))


def test_learners_mistakes_are_named():
    with pytest.raises(TypeError, match=r"current_player is a property: put @property"):
        run_cell(TIC_TAC_TOE.replace("    @property\n    def current_player",
                                     "    def current_player"))

    class Unset(Game):
        """Nothing yet."""

    with pytest.raises(TypeError, match="Unset has no state_class"):
        Unset().new()
    namespace = run_cell(TIC_TAC_TOE.replace("    def view(self, seat):\n"
                                             "        return {\"cells\": self.cells}\n", ""))
    with pytest.raises(TypeError, match="abstract class TicTacToeState .*view"):
        namespace["TicTacToe"]().new()


def test_move_by_itself():
    roll = Move("roll", "roll the die")
    assert (roll.id, roll.label, str(roll), repr(roll)) == ("roll", "roll the die", "roll",
                                                            "Move('roll', 'roll the die')")
    assert roll == Move("roll") and hash(roll) == hash(Move("roll")) and roll != Move("hold")
    assert Move("hold").label == "hold"
    with pytest.raises(ValueError, match="a move's id is short text"):
        Move(" roll")
    with pytest.raises(AttributeError):
        roll.extra = 1

    from dataclasses import dataclass

    @dataclass(frozen=True)
    class Named(Move):  # an id as a field of its own, without a default
        id: str
        weight: int = 0

    assert Named("x", 2).id == "x" and Named("x", 2).label == "x"


def test_the_package_games_keep_their_declarations():
    for name in skywidgets.game_names():
        game = skywidgets.load(name)
        assert game.evaluate is not None and game.default_bot in bots_for(game)
        assert game.default_bot == ("heuristic" if name == "skyway_robbery" else "greedy")
        assert game.hidden_information is (name != "skybridge")
        assert type(game).parse_move is not Game.parse_move


def test_the_revealed_view_says_what_the_default_cannot_fill_in():
    pig = cell_game("pig").new(players=2, seed=1)
    assert pig.revealed_view(0)["revealed"]["unknown"].startswith("What the rules draw next")
    bluff = cell_game("high_card_bluff").new(seed=1)
    assert bluff.revealed_view(0)["revealed"]["summary"].startswith(
        "This game does not fill in what is hidden")
    assert cell_game("tic_tac_toe").new(seed=1).revealed_view(None)["revealed"]["summary"] == (
        "Nothing is hidden in this game: every player sees all of it.")


def test_simulated_outcomes_of_a_cell_game():
    state = cell_game("pig").new(players=2, seed=6)
    result = skywidgets.simulate(state, n=30, rng=2)
    assert {row.id for row in result.rows} == {"roll", "hold"}


def test_the_guide_shows_the_tested_cell_with_its_line_counts():
    from pathlib import Path

    guide = (Path(__file__).parents[2] / "docs" / "adding-a-game.md").read_text(encoding="utf-8")
    section = guide.split("## A game in a notebook cell", 1)[1].split("\n## ", 1)[0]
    shown = section.split("```python\n", 1)[1].split("```", 1)[0]
    assert shown.strip() == TIC_TAC_TOE.strip()
    assert f"({lines(TIC_TAC_TOE)} lines, blank ones left out)" in section
    assert f"Pig takes {lines(PIG)} lines" in section
    assert f"bluff of `tests/core/test_cell_game.py` takes {lines(BLUFF)} lines" in section
