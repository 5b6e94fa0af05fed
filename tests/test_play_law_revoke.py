"""Laws 62-64: every row of the revoke decision table, on trick-winner sequences and on
the sample records (samples/play-revoke-64A1.pbn)."""

from __future__ import annotations

from pathlib import Path

import pytest

from hakem.laws.detect import check
from hakem.laws.engine import rule
from hakem.laws.law61_64_revoke import RevokeCase, Say, revoke_transfer
from hakem.model.facts import fact
from hakem.model.irregularity import IrregularityKind as K
from hakem.model.ruling import (Branch, Compliance, NoRectification, PenaltyCard, PenaltyCardKind,
                                Ruling, TrickTransfer, Watch)
from hakem.model.seat import Seat, Side
from hakem.parsers import pbn

N, E, S, W = Seat.N, Seat.E, Seat.S, Seat.W
SAMPLE = Path(__file__).resolve().parents[1] / "samples" / "play-revoke-64A1.pbn"


def winners(*seats: Seat, rest: Seat = N) -> list[Seat]:
    """Trick winners: the given ones first, then ``rest`` up to 13 tricks."""
    return list(seats) + [rest] * (13 - len(seats))


# --- the table, on winner sequences --------------------------------------------------

@pytest.mark.parametrize("case, won, tricks, law", [
    # 64A1: the revoker won the revoke trick, his side a later one: 2 tricks.
    (RevokeCase(E, 3), winners(N, N, E, N, W), 2, "64A1"),
    # 64A1: the revoker won the revoke trick, his side nothing later: 1 trick.
    (RevokeCase(E, 3), winners(N, N, E), 1, "64A1"),
    # 64A2: his partner won the revoke trick: 1 trick (even with later wins).
    (RevokeCase(E, 3), winners(N, N, W, E), 1, "64A2"),
    # 64A2: the non-offenders won the revoke trick, the offenders a later one: 1 trick.
    (RevokeCase(E, 3), winners(N, N, S, N, N, W), 1, "64A2"),
    # 64B1: the offenders won neither the revoke trick nor a later one.
    (RevokeCase(E, 3), winners(E, W, S), 0, "64B1"),
    # Declarer revoked and dummy won the trick: not "won by the offending player" (A2).
    (RevokeCase(S, 4), winners(E, E, E, N, W, rest=S), 1, "64A2"),
    # Declarer revoked and won the trick himself, his side winning later: A1.
    (RevokeCase(S, 4), winners(E, E, E, S, rest=N), 2, "64A1"),
    # 64B3: dummy's revoke; and a failure to play a penalty card (a faced card).
    (RevokeCase(N, 4, dummy=True), winners(E, E, E, N), 0, "64B3"),
    (RevokeCase(W, 4, faced=True), winners(N, N, N, W, W), 0, "64B3"),
    # 64B4-5: attention drawn after the next board was called or the round ended.
    (RevokeCase(W, 4, late=True), winners(N, N, N, W, W), 0, "64B4"),
    # 64B6: trick 12.
    (RevokeCase(W, 12), winners(*[N] * 11, W, W), 0, "64B6"),
    # 64B8: corrected under 62C3.
    (RevokeCase(W, 4, corrected_62c3=True), winners(N, N, N, W, W), 0, "64B8"),
])
def test_revoke_table_row(case: RevokeCase, won: list[Seat], tricks: int, law: str) -> None:
    decision = revoke_transfer(case, won)
    assert (decision.tricks, decision.law) == (tricks, law)
    assert decision.basis.key in set(Say)  # the reason is one of Law 64's, with its tricks


def test_a_later_trick_won_by_a_claim_counts_for_64A2() -> None:
    played = [N, N, S, N, N]  # the play stopped after five tricks, EW won none of them
    assert revoke_transfer(RevokeCase(E, 3), played).tricks == 0
    decision = revoke_transfer(RevokeCase(E, 3), played, claimed_after=1)
    assert (decision.tricks, decision.law) == (1, "64A2")
    assert decision.basis["later"] == fact(Say.CLAIM_ONLY, claimed=1)


def test_repeated_revoke_same_suit_same_player_gets_no_transfer() -> None:
    from hakem.model.cards import Suit
    first = RevokeCase(E, 2, Suit.D)
    second = RevokeCase(E, 6, Suit.D)
    won = winners(N, N, N, N, N, N, E)
    assert revoke_transfer(second, won, earlier=[first]).law == "64B2"
    # a different suit, or a different player, is a revoke of its own
    assert revoke_transfer(RevokeCase(E, 6, Suit.C), won, earlier=[first]).tricks == 1
    assert revoke_transfer(RevokeCase(W, 6, Suit.D), won, earlier=[first]).tricks == 1


def test_both_sides_revoked_gives_no_transfer() -> None:
    assert revoke_transfer(RevokeCase(E, 2), winners(N, E), both_sides=True).law == "64B7"


def test_defective_trick_deemed_revoke_is_at_most_one_trick() -> None:
    decision = revoke_transfer(RevokeCase(E, 3, law="67B1"), winners(N, N, E, W))
    assert (decision.tricks, decision.law) == (1, "67B1")


# --- the sample records ----------------------------------------------------------------

@pytest.fixture(scope="module")
def sample_rulings() -> dict[int, list[Ruling]]:
    out: dict[int, list[Ruling]] = {}
    for board in pbn.load(str(SAMPLE)):
        irrs, _ = check(board)
        out[board.number or 0] = [rule(board, i) for i in irrs if i.kind is K.REVOKE]
    return out


def transferred(ruling: Ruling) -> int:
    return sum(e.tricks for e in ruling.effects if isinstance(e, TrickTransfer))


@pytest.mark.parametrize("number, law, tricks, before, after, score_before, score_after", [
    (1, "64A1", 2, 11, 13, 450, 510),
    (2, "64A2", 1, 11, 12, 650, 680),
    (3, "64B1", 0, 11, 11, 450, 450),
    (4, "64B3", 0, 12, 12, 680, 680),
    (5, "64B6", 0, 11, 11, 650, 650),
])
def test_sample_board_rules_and_scores(sample_rulings: dict[int, list[Ruling]], number: int, law: str,
                                       tricks: int, before: int, after: int, score_before: int,
                                       score_after: int) -> None:
    (ruling,) = sample_rulings[number]
    assert law in ruling.laws
    assert transferred(ruling) == tricks
    assert (ruling.tricks_before, ruling.tricks_after) == (before, after)
    assert (ruling.score_before, ruling.score_after) == (score_before, score_after)
    assert any(isinstance(e, Watch) for e in ruling.effects)  # 64C / 64C2 always


def test_sample_a1_transfer_names_the_tricks(sample_rulings: dict[int, list[Ruling]]) -> None:
    (ruling,) = sample_rulings[1]
    (t,) = [e for e in ruling.effects if isinstance(e, TrickTransfer)]
    assert t.to is Side.NS and t.basis.key is Say.REVOKER_WON
    assert t.basis["trick"] == 3 and t.basis["later"]["tricks"] == (4,)


def test_sample_trick_12_offers_the_62D_correction(sample_rulings: dict[int, list[Ruling]]) -> None:
    (ruling,) = sample_rulings[5]
    assert fact(Say.IF_BEFORE_RETURNED) in [b.condition for b in ruling.branches]
    assert any(f.key is Say.FIX_LINE for f in ruling.follow_up)


def test_sample_repeated_revoke(sample_rulings: dict[int, list[Ruling]]) -> None:
    first, second = sample_rulings[6]
    assert transferred(first) == 1 and "64A2" in first.laws
    assert transferred(second) == 0 and "64B2" in second.laws
    assert any(isinstance(e, Watch) and e.law == "64C2" for e in second.effects)
    # the board's final result counts the one transfer once
    assert first.tricks_after == second.tricks_after == 12


def test_sample_both_sides_revoked(sample_rulings: dict[int, list[Ruling]]) -> None:
    rulings = sample_rulings[7]
    assert {r.offender for r in rulings} == {E, S}
    assert all("64B7" in r.laws and transferred(r) == 0 for r in rulings)
    assert all(r.tricks_after == r.tricks_before for r in rulings)


def test_sample_corrected_revoke_leaves_a_major_penalty_card_played_in_time(
        sample_rulings: dict[int, list[Ruling]]) -> None:
    (ruling,) = sample_rulings[8]
    assert any(f.key is Say.CORRECTED_DEFENDER for f in ruling.facts)
    (card,) = [e for e in ruling.effects if isinstance(e, PenaltyCard)]
    assert (str(card.card), card.owner, card.kind) == ("C3", E, PenaltyCardKind.MAJOR)
    assert ruling.compliance is Compliance.COMPLIED


def test_corrected_revoke_by_declarer_has_no_rectification() -> None:
    board = pbn.load(str(SAMPLE))[6]
    irrs, _ = check(board)
    (irr,) = [i for i in irrs if i.kind is K.REVOKE and i.offender == S]
    import dataclasses
    ruling = rule(board, dataclasses.replace(irr, established=False))
    assert any(isinstance(e, NoRectification) and e.law == "62B2" for e in ruling.effects)
    assert not any(isinstance(e, PenaltyCard) for e in ruling.effects)


def test_unknown_establishment_gives_both_branches() -> None:
    board = pbn.load(str(SAMPLE))[1]
    irrs, _ = check(board)
    (irr,) = [i for i in irrs if i.kind is K.REVOKE]
    import dataclasses
    ruling = rule(board, dataclasses.replace(irr, established=None))
    assert [b.condition for b in ruling.branches] == [fact(Say.IF_CORRECTED),
                                                      fact(Say.IF_ESTABLISHED)]
    assert all(isinstance(b, Branch) for b in ruling.branches)
    assert ruling.judgements and ruling.judgements[0].law == "63A"
