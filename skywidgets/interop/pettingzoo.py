"""Every game as a PettingZoo AEC environment, in the shape of PettingZoo's classic games.

- ``env(name, players=..., render_mode=None, **options)``: the environment wrapped as the
  classic games are (an illegal action ends the game with -1 for its agent, actions out
  of range are refused, the call order is enforced); ``raw_env(...)`` unwrapped.
- Agents ``player_0`` ... ``player_{n-1}``, one per seat.
- ``action_space(agent)``: ``Discrete(len(game.action_ids(players, options)))``; action
  ``i`` is the move ``action_ids[i]`` (``env.unwrapped.move_id(i)``).
- ``observation_space(agent)``: a ``Dict`` of ``observation``, a float32 ``Box`` of
  ``players + game.view_tensor_size`` numbers (the seat one-hot, then
  ``game.view_tensor(view(seat))``: the seat's own view and nothing else; a view does
  not always say whose it is), and ``action_mask``, an int8 ``Box`` of 0/1 (all 0 off
  turn).
- Rewards only at the end: the seat's share of the win, or with ``returns="score"`` its
  score above the table's mean (``skywidgets.interop.returns``).
- ``reset(seed=s)`` deals ``game.new(players, seed=s)``: the same seed, the same game.
  Without a seed the game's seed is drawn from the environment's ``np_random``.
- ``render_mode="ansi"``: ``render()`` returns the public view as text.

>>> from skywidgets.interop.pettingzoo import env
>>> e = env("skyjo", players=2)
>>> e.reset(seed=1)
>>> observation, reward, termination, truncation, info = e.last()
>>> e.agent_selection, observation["observation"].shape, int(observation["action_mask"].sum())
('player_0', (435,), 12)
"""

from __future__ import annotations

import json
from typing import Any

import numpy as np
from gymnasium import spaces
from gymnasium.utils import EzPickle, seeding
from pettingzoo import AECEnv
from pettingzoo.utils import wrappers

import skywidgets
from skywidgets.core.engine import Game, State

from .returns import RETURNS, returns_of


def env(name: str, players: int | None = None, render_mode: str | None = None,
        returns: str = "win", **options: Any) -> AECEnv:
    """Our game ``name`` as a PettingZoo AEC environment, wrapped as PettingZoo's classic
    games are.

    >>> e = env("skybridge", players=3)
    >>> e.possible_agents
    ['player_0', 'player_1', 'player_2']
    """
    environment = raw_env(name, players=players, render_mode=render_mode, returns=returns,
                          **options)
    environment = wrappers.TerminateIllegalWrapper(environment, illegal_reward=-1)
    environment = wrappers.AssertOutOfBoundsWrapper(environment)
    return wrappers.OrderEnforcingWrapper(environment)


class raw_env(AECEnv, EzPickle):  # noqa: N801 - PettingZoo's name for the unwrapped class
    """Our game ``name`` as an unwrapped AEC environment (see the module's docstring)."""

    metadata = {"render_modes": ["ansi"], "name": "skywidgets", "is_parallelizable": False,
                "render_fps": 1}

    def __init__(self, name: str, players: int | None = None, render_mode: str | None = None,
                 returns: str = "win", **options: Any) -> None:
        EzPickle.__init__(self, name, players, render_mode, returns, **options)
        super().__init__()
        game: Game = skywidgets.load(name)
        self.game = game
        self.players = game.min_players if players is None else players
        # the engine's own checks: a bad count or option raises what game.new would
        game.new(players=self.players, seed=0, **options)
        self.options = game.check_options(options)
        self.action_ids = game.action_ids(self.players, self.options)
        if not self.action_ids:
            raise ValueError(f"{game.title} declares no action space (Game.action_ids)")
        self.action_of = {move_id: index for index, move_id in enumerate(self.action_ids)}
        if returns not in RETURNS:
            raise ValueError(f"returns is one of {', '.join(map(repr, RETURNS))}, not "
                             f"{returns!r}")
        self.returns = returns
        if render_mode not in (None, *self.metadata["render_modes"]):
            raise ValueError(f"render_mode must be None or 'ansi', not {render_mode!r}")
        self.render_mode = render_mode
        self.metadata = {**self.metadata, "name": f"skywidgets_{name}"}
        self.possible_agents = [f"player_{seat}" for seat in range(self.players)]
        self.agents = self.possible_agents[:]
        count = len(self.action_ids)
        self._action_space = spaces.Discrete(count)
        self._observation_space = spaces.Dict({
            "observation": spaces.Box(low=-np.inf, high=np.inf,
                                      shape=(self.players + game.view_tensor_size,),
                                      dtype=np.float32),
            "action_mask": spaces.Box(low=0, high=1, shape=(count,), dtype=np.int8),
        })
        self.state: State | None = None
        self.np_random, _ = seeding.np_random(None)

    def observation_space(self, agent: str) -> spaces.Dict:
        return self._observation_space

    def action_space(self, agent: str) -> spaces.Discrete:
        return self._action_space

    def move_id(self, action: int) -> str:
        """Our move id of ``action``."""
        return self.action_ids[action]

    def _seat(self, agent: str) -> int:
        return self.possible_agents.index(agent)

    def _mask(self, seat: int) -> np.ndarray:
        mask = np.zeros(len(self.action_ids), dtype=np.int8)
        if self.state.current_player == seat:
            action_of = self.action_of
            mask[[action_of[move.id] for move in self.state.legal_moves()]] = 1
        return mask

    def observe(self, agent: str) -> dict:
        seat = self._seat(agent)
        observation = np.zeros(self.players + self.game.view_tensor_size, dtype=np.float32)
        observation[seat] = 1.0
        observation[self.players:] = self.game.view_tensor(self.state.view(seat))
        return {"observation": observation, "action_mask": self._mask(seat)}

    def reset(self, seed: int | None = None, options: dict | None = None) -> None:
        if seed is not None:
            self.np_random, _ = seeding.np_random(seed)
        game_seed = seed if seed is not None else int(self.np_random.integers(2 ** 63))
        self.state = self.game.new(players=self.players, seed=game_seed, **self.options)
        self.agents = self.possible_agents[:]
        self.rewards = dict.fromkeys(self.agents, 0.0)
        self._cumulative_rewards = dict.fromkeys(self.agents, 0.0)
        self.terminations = dict.fromkeys(self.agents, False)
        self.truncations = dict.fromkeys(self.agents, False)
        self.infos = {agent: {} for agent in self.agents}
        self.agent_selection = self.possible_agents[self.state.current_player]

    def step(self, action: int) -> None:
        agent = self.agent_selection
        if self.terminations[agent] or self.truncations[agent]:
            return self._was_dead_step(action)
        state = self.state
        move_id = self.action_ids[int(action)]
        state.apply(move_id)  # IllegalMove (a ValueError) for a move not legal here
        self.rewards = dict.fromkeys(self.agents, 0.0)
        if state.is_over:
            for agent_name, value in zip(self.possible_agents, returns_of(state, self.returns)):
                self.rewards[agent_name] = value
            self.terminations = dict.fromkeys(self.agents, True)
        else:
            self.agent_selection = self.possible_agents[state.current_player]
        self._cumulative_rewards[agent] = 0.0
        self._accumulate_rewards()
        if state.is_over:
            # every agent still gets its last observation and reward, in seat order
            self.agent_selection = self.possible_agents[0]
        if self.render_mode == "human":  # pragma: no cover - only "ansi" is offered
            self.render()

    def render(self) -> str | None:
        if self.render_mode is None:
            return None
        state = self.state
        who = "over" if state.is_over else f"{self.agent_selection} to move"
        return (f"{self.game.title}, move {state.ply}, {who}\n"
                f"{json.dumps(state.view(None), sort_keys=True, ensure_ascii=False)}")

    def close(self) -> None:
        pass
