"""All randomness: a seeded generator whose whole state is two integers.

Each draw seeds a ``random.Random`` from ``(seed, draws)`` (a fresh one, or for a
draw used at once the thread's reusable one, seeded alike), so the generator
serialises as ``{"seed", "draws"}``, copies for free and replays bit for bit.
Nothing here reads the clock.
"""

from __future__ import annotations

import random
import threading
from typing import Any, Callable, MutableSequence, Sequence, TypeVar

from ..i18n import msg
from .errors import BadPosition, SkywidgetsError, shown
from .fields import ErrorType, is_whole, known, mapping, required, whole

T = TypeVar("T")

_system = random.SystemRandom()

#: every seed is a whole number from 0 to SEED_LIMIT - 1 (an unsigned 64-bit number): room
#: for any seed a person types and any the generator spawns, and short enough to print,
#: save and read back (Python refuses to read or print whole numbers of over 4300 digits)
SEED_LIMIT = 2 ** 64


class SeedError(SkywidgetsError, TypeError):
    """A seed (or a draw count) that is not a whole number from 0 to ``SEED_LIMIT - 1``.

    It is a ValueError, and a TypeError too: code that catches the TypeError of a seed
    of the wrong type (set positions are read so) catches a seed out of range as well.

    >>> str(SeedError("seed", "expected a whole number"))
    'seed: expected a whole number'
    """

    def __init__(self, field: str, reason: str) -> None:
        self.field = field
        self.reason = reason
        super().__init__(msg("{field}: {reason}", field=field, reason=reason))


def check_seed(value: Any, field: str = "seed", *,
               error: Callable[[str, str], Exception] = SeedError) -> int:
    """``value`` if it is a seed: a whole number (not a bool) with 0 <= value < 2**64.

    Otherwise raise ``error(field, reason)`` (``SeedError`` unless told).

    >>> check_seed(7)
    7
    >>> check_seed(-1)
    Traceback (most recent call last):
    ...
    skywidgets.core.rng.SeedError: seed: expected a whole number from 0 to 2**64 - 1, not -1
    """
    if not is_whole(value, 0, SEED_LIMIT - 1):
        raise error(field, msg("expected a whole number from 0 to 2**64 - 1, not {given}",
                               given=shown(value)))
    return value


#: one reusable generator per thread for :meth:`Rng.shuffle`: reseeding it gives exactly the
#: generator a new ``random.Random`` of the same seed would be, at a fraction of the cost
#: (a new one is seeded twice, once by its constructor and once by ``seed``)
_scratch = threading.local()


def _scratch_generator(seed_text: str) -> random.Random:
    gen = getattr(_scratch, "gen", None)
    if gen is None:
        gen = _scratch.gen = random.Random()
    gen.seed(seed_text)
    return gen


def shuffle_with(gen: random.Random, items: MutableSequence) -> None:
    """Shuffle ``items`` in place exactly as ``gen.shuffle(items)`` does (the same draws,
    the same order), in a tighter loop: rollouts reshuffle decks thousands of times.

    >>> a, b = list(range(30)), list(range(30))
    >>> random.Random(5).shuffle(a); shuffle_with(random.Random(5), b); a == b
    True
    """
    getrandbits = gen.getrandbits
    for i in range(len(items) - 1, 0, -1):
        # random.Random._randbelow_with_getrandbits(i + 1), inlined
        bits = (i + 1).bit_length()
        j = getrandbits(bits)
        while j > i:
            j = getrandbits(bits)
        items[i], items[j] = items[j], items[i]


def fresh_seed() -> int:
    """A new random seed from the operating system (for ``seed=None``)."""
    return _system.getrandbits(32)


class Rng:
    """A seeded, serialisable random generator.

    The seed and the draw count are whole numbers from 0 to 2**64 - 1 (``check_seed``);
    anything else raises ``SeedError`` naming which.

    >>> a, b = Rng(7), Rng(7)
    >>> a.randint(1, 6) == b.randint(1, 6)
    True
    >>> Rng.from_dict(a.to_dict()).draws == a.draws
    True
    """

    __slots__ = ("seed", "draws")

    def __init__(self, seed: int, draws: int = 0) -> None:
        # both numbers go into the text each draw is seeded with, so both stay printable
        self.seed = check_seed(seed, "seed")
        self.draws = check_seed(draws, "draws")

    def generator(self) -> random.Random:
        """A ``random.Random`` for one draw; the counter moves on."""
        gen = random.Random(f"{self.seed}:{self.draws}")
        self.draws += 1
        return gen

    def shuffle(self, items: MutableSequence) -> None:
        # the very draws of ``self.generator().shuffle(items)``, without building a generator
        shuffle_with(self._scratch(), items)

    def _scratch(self) -> random.Random:
        """The thread's reusable generator, seeded as :meth:`generator`'s would be (the
        counter moves on): for a draw used at once and never kept."""
        gen = _scratch_generator(f"{self.seed}:{self.draws}")
        self.draws += 1
        return gen

    def randint(self, low: int, high: int) -> int:
        return self._scratch().randint(low, high)

    def choice(self, items: Sequence[T]) -> T:
        return self._scratch().choice(items)

    def choices(self, items: Sequence[T], count: int) -> list[T]:
        """``count`` picks from ``items``, each any of them alike, all from one draw: the
        picks of ``[gen.choice(items) for _ in range(count)]`` with ``gen = generator()``.

        >>> a, b = Rng(3), Rng(3)
        >>> gen = b.generator()
        >>> a.choices("abc", 4) == [gen.choice("abc") for _ in range(4)], a.draws
        (True, 1)
        """
        choice = self._scratch().choice
        return [choice(items) for _ in range(count)]

    def spawn(self) -> Rng:
        """An independent generator derived from this one."""
        return Rng(self.generator().getrandbits(63))

    def copy(self) -> Rng:
        # both numbers were checked when this generator was made: a copy needs no check
        # (states copy their generator for every rollout)
        other = Rng.__new__(Rng)
        other.seed, other.draws = self.seed, self.draws
        return other

    def to_dict(self) -> dict:
        return {"seed": self.seed, "draws": self.draws}

    @classmethod
    def from_dict(cls, data: dict) -> Rng:
        return cls(data["seed"], data["draws"])

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Rng) and (self.seed, self.draws) == (other.seed, other.draws)

    def __repr__(self) -> str:
        return f"Rng(seed={self.seed}, draws={self.draws})"


def rng_state(value: Any, field: str = "rng", *, error: ErrorType = BadPosition) -> dict:
    """A random generator's state as ``core.rng.Rng.to_dict`` gives it: a whole-number
    ``seed`` and the whole number of ``draws`` made so far (from 0).

    >>> rng_state({"seed": 7, "draws": 2})
    {'seed': 7, 'draws': 2}
    >>> rng_state({"seed": 1.5, "draws": 0})
    Traceback (most recent call last):
    ...
    skywidgets.core.errors.BadPosition: Bad position, rng.seed: expected a whole number from 0 to 18446744073709551615, not 1.5
    """
    state = mapping(value, field, error=error)
    known(state, ("seed", "draws"), f"{field}.", error=error)
    required(state, ("seed", "draws"), f"{field}.", error=error)
    return {"seed": whole(state["seed"], f"{field}.seed", 0, SEED_LIMIT - 1, error=error),
            "draws": whole(state["draws"], f"{field}.draws", 0, SEED_LIMIT - 1, error=error)}


def as_rng(rng: Rng | int | None) -> Rng:
    """Accept an Rng, an integer seed, or None (a fresh seed)."""
    if isinstance(rng, Rng):
        return rng
    return Rng(fresh_seed() if rng is None else rng)
