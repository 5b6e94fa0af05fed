"""``quick_init`` (model/quick_init.py): the cheaper constructor builds the same objects as
the dataclass's own, keeps the class frozen, and refuses the shapes it does not copy."""

from __future__ import annotations

import dataclasses
import inspect
import pickle
from typing import Any, ClassVar

import pytest

from hakem.model import auction, board, contract, diagnostics, facts, irregularity, origin, play
from hakem.model.replay import Replay
from hakem.model.quick_init import quick_init

QUICK = [board.Tag, board.Comment, board.Board, play.Play, play.Trick, auction.Note, auction.AuctionCall,
         auction.Auction, irregularity.Position, irregularity.Irregularity, diagnostics.Diagnostic,
         contract.Contract, facts.Fact, Replay, origin.Origin]


@pytest.mark.parametrize("cls", QUICK, ids=lambda c: c.__name__)
def test_the_model_classes_keep_their_constructor_signature(cls: type) -> None:
    assert inspect.signature(cls.__init__) == inspect.signature(cls.__init__.dataclass_init)


@pytest.mark.parametrize("cls", QUICK, ids=lambda c: c.__name__)
def test_every_field_is_set_as_the_dataclass_constructor_sets_it(cls: type) -> None:
    # One distinct marker per parameter, so a field stored in the wrong slot shows.
    params = list(inspect.signature(cls.__init__).parameters)[1:]
    args = {name: object() for name in params}
    quick = object.__new__(cls)
    cls.__init__(quick, **args)
    plain = object.__new__(cls)
    cls.__init__.dataclass_init(plain, **args)
    for f in dataclasses.fields(cls):
        assert getattr(quick, f.name) is getattr(plain, f.name), f.name


@pytest.mark.parametrize("cls", [irregularity.Irregularity, board.Board, board.Tag], ids=lambda c: c.__name__)
def test_defaults_are_the_fields_defaults(cls: type) -> None:
    required = [p for p in list(inspect.signature(cls.__init__).parameters.values())[1:]
                if p.default is inspect.Parameter.empty]
    args = [irregularity.IrregularityKind.REVOKE if cls is irregularity.Irregularity else "x"
            for _ in required]
    quick = cls(*args)
    plain = object.__new__(cls)
    cls.__init__.dataclass_init(plain, *args)
    assert quick == plain and hash(quick) == hash(plain) and repr(quick) == repr(plain)


@quick_init
@dataclasses.dataclass(frozen=True, slots=True)
class _Sample:
    a: int
    b: str = "b"
    c: tuple[int, ...] = ()
    hidden: Any = dataclasses.field(default=None, init=False, compare=False)

    def __post_init__(self) -> None:
        if self.a < 0:
            raise ValueError("negative")


def test_a_quick_class_is_still_frozen_and_checked_after_init() -> None:
    sample = _Sample(1, c=(2,))
    assert (sample.a, sample.b, sample.c, sample.hidden) == (1, "b", (2,), None)
    with pytest.raises(dataclasses.FrozenInstanceError):
        sample.a = 2  # type: ignore[misc]
    with pytest.raises(ValueError):
        _Sample(-1)  # __post_init__ still runs
    with pytest.raises(TypeError):
        _Sample()  # type: ignore[call-arg]  # a required field is still required


@quick_init
@dataclasses.dataclass(frozen=True, slots=True)
class _WithFactory:
    items: list[int] = dataclasses.field(default_factory=list)
    cache: dict[str, int] = dataclasses.field(default_factory=dict, init=False)


def test_a_default_factory_gives_each_object_its_own_value() -> None:
    first, second = _WithFactory(), _WithFactory()
    assert first.items == [] and first.items is not second.items and first.cache is not second.cache
    given = [1]
    assert _WithFactory(given).items is given


def test_a_quick_object_survives_pickle_and_replace() -> None:
    sample = _Sample(3, "x")
    assert pickle.loads(pickle.dumps(sample)) == sample
    assert dataclasses.replace(sample, b="y") == _Sample(3, "y")


def _refused(make: Any) -> None:
    with pytest.raises(TypeError, match="quick_init"):
        make()


def test_shapes_it_cannot_copy_are_refused_when_the_class_is_made() -> None:
    def keyword_only() -> None:
        @quick_init
        @dataclasses.dataclass(frozen=True, slots=True, kw_only=True)
        class KeywordOnly:
            a: int = 0

    def init_var() -> None:
        @quick_init
        @dataclasses.dataclass(frozen=True, slots=True)
        class WithInitVar:
            a: int
            seed: dataclasses.InitVar[int] = 0

    def class_var() -> None:
        @quick_init
        @dataclasses.dataclass(frozen=True, slots=True)
        class WithClassVar:
            a: int
            LIMIT: ClassVar[int] = 3

    def set_later() -> None:
        @quick_init
        @dataclasses.dataclass(frozen=True, slots=True)
        class SetLater:
            a: int
            later: int = dataclasses.field(init=False)

    def not_frozen() -> None:
        @quick_init
        @dataclasses.dataclass(slots=True)
        class Mutable:
            a: int

    def no_slots() -> None:
        @quick_init
        @dataclasses.dataclass(frozen=True)
        class Plain:
            a: int

    for make in (keyword_only, set_later, init_var, class_var, not_frozen, no_slots):
        _refused(make)
