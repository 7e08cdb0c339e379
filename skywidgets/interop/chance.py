"""The rules' random draws as explicit chance events, one uniform choice at a time.

Every draw of our rules goes through ``core.rng.Rng`` and ends in a ``random.Random``
method (``shuffle``, ``choice``, ``randint``, ``sample``), and every one of those is a
sequence of uniform choices ``_randbelow(n)``: "one of n equally likely outcomes". A
shuffle of n cards is n - 1 of them (the steps of the Fisher-Yates shuffle Python makes:
the card for the last place among n, then for the place before among n - 1, ...), a die
one, a card picked one. :class:`ChanceRng` is an ``Rng`` whose choices are given to it
from outside (an OpenSpiel chance node's outcome); when it runs out it raises
:class:`NeedChance` saying how many outcomes the next choices have, and the caller plays
the move again once they are chosen. :class:`RecordingRng` draws exactly as ``Rng(seed)``
does and writes its choices down, so a seeded game can be played again through chance
nodes (``chance_log``).

>>> rng = ChanceRng()
>>> rng.script = [2]
>>> rng.choice("abc")
'c'
>>> rng.randint(1, 6)
Traceback (most recent call last):
...
skywidgets.interop.chance.NeedChance: the rules need 1 more random choice(s): [6]
"""

from __future__ import annotations

import random
from typing import Any, Sequence

from skywidgets.core.rng import Rng


class NeedChance(Exception):
    """The rules need uniform choices that have not been made: ``sizes[k]`` outcomes for the
    k-th of them (a shuffle announces all its steps at once)."""

    def __init__(self, sizes: Sequence[int]) -> None:
        self.sizes = list(sizes)
        super().__init__(f"the rules need {len(self.sizes)} more random choice(s): "
                         f"{self.sizes[:8]}{' ...' if len(self.sizes) > 8 else ''}")


class NotUniform(RuntimeError):
    """A draw that is not a choice among finitely many equally likely outcomes (a float, a
    new seed): the rules never make one during play, only bots and redrawn worlds do."""


class _ScriptedDraw(random.Random):
    """One draw of a :class:`ChanceRng`: Python's methods, their uniform choices taken from
    the rng's script."""

    def __init__(self, source: ChanceRng) -> None:
        # not seeded: every draw it makes comes from the script (``_randbelow``), and
        # seeding Python's generator would cost more than the rest of a draw
        self.gauss_next = None
        self._source = source

    def _randbelow(self, n: int) -> int:
        return self._source.pick(n)

    def shuffle(self, x: Any) -> None:
        # Python's own shuffle (the same choices in the same order), its steps announced
        # together so that a whole shuffle costs one replay of the move, not one per card
        self._source.announce([i + 1 for i in reversed(range(1, len(x)))])
        randbelow = self._source.pick
        for i in reversed(range(1, len(x))):
            j = randbelow(i + 1)
            x[i], x[j] = x[j], x[i]

    def random(self) -> float:
        raise NotUniform("the rules drew a real number: it cannot be a chance node")

    def getrandbits(self, k: int) -> int:
        raise NotUniform("the rules drew raw bits: they cannot be a chance node")


class ChanceRng(Rng):
    """An ``Rng`` whose uniform choices are given: ``script`` (a list of outcomes, used from
    the ``used``-th on). It counts its draws as ``Rng`` does."""

    __slots__ = ("script", "used")

    def __init__(self, draws: int = 0) -> None:
        super().__init__(0, draws)
        self.script: Sequence[int] = ()
        self.used = 0

    def pick(self, n: int) -> int:
        """The next outcome, one of ``range(n)``; NeedChance when none is left."""
        used = self.used
        if used < len(self.script):
            outcome = self.script[used]
            if not 0 <= outcome < n:
                raise ValueError(f"chance outcome {outcome} is not one of the {n} outcomes of "
                                 f"this draw")
            self.used = used + 1
            return outcome
        raise NeedChance([n])

    def announce(self, sizes: list[int]) -> None:
        """Raise NeedChance for whatever part of ``sizes`` the script does not hold yet."""
        held = len(self.script) - self.used
        if held < len(sizes):
            raise NeedChance(sizes[max(held, 0):])

    def _scratch(self) -> random.Random:
        self.draws += 1
        return _ScriptedDraw(self)

    def generator(self) -> random.Random:
        return self._scratch()

    def shuffle(self, items: Any) -> None:
        self._scratch().shuffle(items)

    def spawn(self) -> Rng:
        raise NotUniform("the rules asked for a new seed: it cannot be a chance node")

    def copy(self) -> ChanceRng:
        other = ChanceRng.__new__(ChanceRng)
        other.seed, other.draws, other.script, other.used = (self.seed, self.draws, self.script,
                                                             self.used)
        return other


class _RecordingDraw(random.Random):
    """One draw of a :class:`RecordingRng`: Python's own generator, its choices written down."""

    def __init__(self, seed_text: str, log: list[int]) -> None:
        super().__init__(seed_text)
        self._log = log

    def _randbelow(self, n: int) -> int:
        outcome = super()._randbelow(n)
        self._log.append(outcome)
        return outcome


class RecordingRng(Rng):
    """``Rng(seed)``'s very draws, each uniform choice appended to ``log``.

    >>> a, b = Rng(5), RecordingRng(5)
    >>> x, y = list(range(6)), list(range(6))
    >>> a.shuffle(x); b.shuffle(y); x == y, len(b.log)
    (True, 5)
    """

    __slots__ = ("log",)

    def __init__(self, seed: int, draws: int = 0, log: list[int] | None = None) -> None:
        super().__init__(seed, draws)
        self.log = [] if log is None else log

    def _scratch(self) -> random.Random:
        gen = _RecordingDraw(f"{self.seed}:{self.draws}", self.log)
        self.draws += 1
        return gen

    def generator(self) -> random.Random:
        return self._scratch()

    def shuffle(self, items: Any) -> None:
        # random.Random.shuffle makes the same choices as core.rng.shuffle_with
        self._scratch().shuffle(items)

    def copy(self) -> RecordingRng:
        return RecordingRng(self.seed, self.draws, self.log)


def chance_log(game: Any, players: int, seed: int, options: dict, moves: Sequence[str]) -> list[int]:
    """The uniform choices ``game.new(players, seed, **options)`` and then ``moves`` draw, in
    order: the chance outcomes that play that seeded game through chance nodes.

    >>> import skywidgets
    >>> chance_log(skywidgets.load("skybridge"), 2, 1, {}, [])
    []
    """
    rng = RecordingRng(seed)
    state = game._setup(players, rng, game.check_options(options))
    for move_id in moves:
        state.apply(move_id)
    return rng.log
