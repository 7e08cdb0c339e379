"""Two-sample tests shared by the batched engines' tests: the Kolmogorov-Smirnov statistic
and its critical value. A test loads this file by its path: with --import-mode=importlib a
test's neighbour is no importable module."""

from __future__ import annotations

import math

import numpy as np

#: the two-sample Kolmogorov-Smirnov test's level: each comparison wrongly rejects equal
#: distributions at most once in a thousand (the seeds are fixed: it never flickers)
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
