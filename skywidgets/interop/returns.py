"""How a finished game's result becomes returns for learners (OpenSpiel and PettingZoo alike).

``"win"`` (the default): the seat's share of the win, zero-sum: with n >= 2 players and
k winners, a winner gets ``(n / k - 1) / (n - 1)`` and a loser ``-1 / (n - 1)``; two
players get +1 / -1 and a tie 0 / 0. Solo, 1 for a win and 0 otherwise.

``"score"``: the seat's score above the table's mean (zero-sum), or solo the score
itself; negated where the lowest score wins, so more is always better. Nothing before
the end, either way.
"""

from __future__ import annotations

from skywidgets.core.engine import State


def win_share(state: State) -> list[float]:
    """The returns of ``state``: zero-sum shares of the win once it is over, or 1/0 solo;
    zeros before the end.

    >>> import skywidgets
    >>> state = skywidgets.load("skybridge").new(players=2, seed=0)
    >>> win_share(state)
    [0.0, 0.0]
    """
    n = state.num_players
    if not state.is_over:
        return [0.0] * n
    winners = state.winners()
    if n == 1:
        return [1.0 if winners == [0] else 0.0]
    share = n / len(winners) if winners else 0.0
    return [((share if seat in winners else 0.0) - 1.0) / (n - 1) for seat in range(n)]


#: the ways a result becomes returns, by name
RETURNS = ("win", "score")


def score_share(state: State) -> list[float]:
    """The returns of ``state`` by score: each seat's score above the mean (solo: the
    score), negated where the lowest wins; zeros before the end.

    >>> import skywidgets
    >>> state = skywidgets.load("skybridge").new(players=2, seed=0)
    >>> score_share(state)
    [0.0, 0.0]
    """
    n = state.num_players
    if not state.is_over:
        return [0.0] * n
    sign = -1.0 if state.game.lower_is_better else 1.0
    scores = [float(score) for score in state.scores()]
    mean = sum(scores) / n if n > 1 else 0.0
    return [sign * (score - mean) for score in scores]


def returns_of(state: State, kind: str) -> list[float]:
    """The returns of ``state`` the way ``kind`` (one of ``RETURNS``) says."""
    return score_share(state) if kind == "score" else win_share(state)
