import random
from concurrent.futures import ThreadPoolExecutor

import pytest

from skywidgets.core.rng import Rng, as_rng, shuffle_with


def test_same_seed_same_draws():
    a, b = Rng(42), Rng(42)
    assert [a.randint(1, 100) for _ in range(20)] == [b.randint(1, 100) for _ in range(20)]


def test_different_seeds_differ():
    a, b = Rng(1), Rng(2)
    assert [a.randint(1, 10**9) for _ in range(5)] != [b.randint(1, 10**9) for _ in range(5)]


def test_state_round_trip_continues_the_stream():
    a = Rng(7)
    a.shuffle(list(range(10)))
    b = Rng.from_dict(a.to_dict())
    assert b == a
    assert a.randint(0, 10**9) == b.randint(0, 10**9)


def test_copy_is_independent():
    a = Rng(3)
    b = a.copy()
    a.randint(0, 9)
    assert b.draws == 0 and a.draws == 1


def test_spawn_is_deterministic_and_distinct():
    assert Rng(5).spawn() == Rng(5).spawn()
    assert Rng(5).spawn().seed != Rng(6).spawn().seed


def test_seed_must_be_an_integer():
    with pytest.raises(TypeError):
        Rng("12")
    with pytest.raises(TypeError):
        Rng(True)


def test_as_rng():
    assert as_rng(4) == Rng(4)
    r = Rng(9)
    assert as_rng(r) is r
    assert isinstance(as_rng(None).seed, int)


@pytest.mark.parametrize("length", [0, 1, 2, 3, 7, 16, 17, 40, 65])
def test_shuffle_makes_the_draws_of_a_fresh_generator(length):
    # Rng.shuffle reuses one generator and shuffles in its own loop: every seed must still
    # give the order random.Random(f"{seed}:{draws}").shuffle gives, so games replay as before
    for seed in range(60):
        mine, theirs = list(range(length)), list(range(length))
        rng = Rng(seed * 1_000_003, seed % 5)
        expected_gen = random.Random(f"{rng.seed}:{rng.draws}")
        rng.shuffle(mine)
        expected_gen.shuffle(theirs)
        assert mine == theirs
        assert rng.draws == seed % 5 + 1


def test_shuffle_with_matches_random_shuffle_and_leaves_the_generator_alike():
    for seed in range(40):
        a, b = random.Random(seed), random.Random(seed)
        mine, theirs = list("abcdefghijklmnopqrstuvwxyz"), list("abcdefghijklmnopqrstuvwxyz")
        shuffle_with(a, mine)
        b.shuffle(theirs)
        assert mine == theirs and a.getstate() == b.getstate()


def test_shuffles_on_two_threads_do_not_mix():
    # each thread has its own reusable generator
    def shuffles(seed):
        rng, out = Rng(seed), []
        for _ in range(300):
            deck = list(range(30))
            rng.shuffle(deck)
            out.append(deck)
        return out

    with ThreadPoolExecutor(2) as pool:
        together = list(pool.map(shuffles, [1, 2]))
    assert together == [shuffles(1), shuffles(2)]


def test_a_copy_draws_as_the_original():
    a = Rng(11, 4)
    b = a.copy()
    assert (b.seed, b.draws) == (11, 4) and a.randint(0, 10**9) == b.randint(0, 10**9)
