import pytest

from skywidgets.core.rng import Rng, as_rng


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
