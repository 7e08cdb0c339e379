"""The two-sample Kolmogorov-Smirnov test a game's batched engine is held to: the same
measures (scores, plies, counts) from the one-by-one engine and from the batched one must
not be told apart, and a rule broken on purpose must be (docs/adding-a-game.md).

>>> import numpy as np
>>> ks_statistic(np.array([1, 2, 3]), np.array([1, 2, 3]))
0.0
>>> round(ks_critical(10_000, 10_000), 4)
0.0276
"""

from __future__ import annotations

import math

import numpy as np

#: the test's level: each comparison wrongly rejects equal distributions at most once in a
#: thousand (the tests' seeds are fixed: it never flickers)
ALPHA = 0.001


def ks_statistic(a: np.ndarray, b: np.ndarray) -> float:
    """The two-sample Kolmogorov-Smirnov statistic: the largest gap between the two
    samples' empirical distribution functions."""
    a, b = np.sort(a), np.sort(b)
    points = np.union1d(a, b)
    gap = (np.searchsorted(a, points, side="right") / len(a)
           - np.searchsorted(b, points, side="right") / len(b))
    return float(np.abs(gap).max())


def ks_critical(n: int, m: int, alpha: float = ALPHA) -> float:
    """The statistic's critical value at level ``alpha`` for samples of n and m: the
    asymptotic c(alpha) * sqrt((n + m) / (n m)) with c(alpha) = sqrt(-ln(alpha / 2) / 2),
    1.9495 at 0.001. For counts (discrete values, many ties) the test is conservative:
    it rejects less often than alpha when the distributions are equal."""
    return math.sqrt(-math.log(alpha / 2) / 2) * math.sqrt((n + m) / (n * m))
