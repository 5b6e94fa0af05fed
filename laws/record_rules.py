"""Findings about the record itself, not the play: what the director does with them.

These are not infractions by a player at the table but inconsistencies a scorer or
director must resolve: a trick count or score that does not match the play (Law 79:
the number of tricks won is agreed at the end of play, and a scoring error may be
corrected within the correction period, 79C), a board whose dealer or vulnerability
does not follow its number (Law 2: the board's markings govern, so the record or
the board was wrong), and a deal with missing or duplicated cards (Laws 13-14: a
fouled board or a missing card, often ending in an artificial adjusted score).
"""

from __future__ import annotations

from hakem.model.contract import Contract
from hakem.model.facts import Fact, FactKey, fact
from hakem.model.irregularity import Irregularity, IrregularityKind as K
from hakem.model.ruling import AdjustedScore, AdjustmentKind, Judgement, Ruling, Watch
from hakem.model.seat import Seat

from .case import BoardCase, Rule


class Say(FactKey):
    RESULT = "law79.result-mismatch"
    RESULT_DETAIL = "law79.result-mismatch.detail", "detail:text"
    WATCH_RESULT = "law79c.watch.result"
    ASK_RESULT = "law79c.ask.which-right"
    SCORE = "law79.score-mismatch"
    SCORE_DETAIL = "law79.score-mismatch.detail", "detail:text"
    WATCH_SCORE = "law79c.watch.score"
    CONTRACT = "law22.contract-mismatch"
    CONTRACT_DETAIL = "law22.contract-mismatch.detail", "detail:text"
    # The same accounts as typed values, so that every language can say them.
    RESULT_COUNT = "law79.result-mismatch.count", "played:int recorded:int"
    RESULT_COUNT_AGREED = "law79.result-mismatch.count-agreed", "played:int recorded:int"
    SCORE_POINTS = "law79.score-mismatch.points", \
        "contract:contract declarer:seat result:int expected:int recorded:text"
    CONTRACT_CONTRACT = "law22.contract-mismatch.contract", "recorded:contract auction:contract"
    CONTRACT_DECLARER = "law22.contract-mismatch.declarer", "recorded:seat auction:seat"
    ASK_CONTRACT = "law22.ask.which-wrong"
    DEALER = "law2.dealer"
    VULNERABILITY = "law2.vulnerability"
    ASK_DEALER = "law2.ask.dealer"
    ASK_VULNERABILITY = "law2.ask.vulnerability"
    FOULED = "law13.fouled"
    IF_UNSCORABLE = "law13.if-unscorable"
    ASK_FOULED = "law13.ask.where-fouled"
    MARKINGS_PATTERN = "law2.file-pattern"
    MARKINGS_PATTERN_DETAIL = "law2.file-pattern.detail", "detail:text"
    AUCTION_SEAT_PATTERN = "law17a.file-pattern"
    AUCTION_SEAT_PATTERN_DETAIL = "law17a.file-pattern.detail", "detail:text"
    PLAY_RECORD_PATTERN = "law68.file-pattern"
    PLAY_RECORD_BROKEN = "law68.file-pattern.broken", "broken:int plays:int"
    PLAY_RECORD_EARLY = "law68.file-pattern.early", "early:int plays:int tricks:int"
    PLAY_RECORD_STOPS = "law68.file-pattern.stops", "stops:int"
    PLAY_RECORD_KEPT = "law68.file-pattern.kept", "kept:int"


def _ruling(irr: Irregularity, laws: tuple[str, ...], said: Fact, *effects, judgements=()) -> Ruling:  # type: ignore[no-untyped-def]
    return Ruling(laws=laws, facts=(said,), irregularity=irr, offender=irr.offender,
                  effects=tuple(effects), judgements=tuple(judgements), span=irr.span)


def _said(irr: Irregularity, plain: Say, detailed: Say) -> Fact:
    """The sentence, with the detector's account of the mismatch when there is one."""
    return fact(detailed, detail=irr.detail) if irr.detail else fact(plain)


def _number(text: str | None) -> int | None:
    try:
        return int(text) if text is not None else None
    except ValueError:
        return None


def _result_said(irr: Irregularity) -> Fact:
    """The detector's account as numbers when it gave them, so a TD reads it in his
    language; a marker's own words otherwise."""
    played, recorded = irr.tricks, _number(irr.found)
    if played is None or recorded is None:
        return _said(irr, Say.RESULT, Say.RESULT_DETAIL)
    return fact(Say.RESULT_COUNT_AGREED if irr.agreed else Say.RESULT_COUNT,
                played=played, recorded=recorded)


def _score_said(case: BoardCase, irr: Irregularity) -> Fact:
    board = case.board
    contract = board.contract
    declarer = board.declarer if board.declarer is not None else (
        contract.declarer if contract is not None else None)
    expected = _number((irr.expected or "").removeprefix("NS "))
    if contract is None or declarer is None or board.result is None or expected is None \
            or irr.found is None:
        return _said(irr, Say.SCORE, Say.SCORE_DETAIL)
    return fact(Say.SCORE_POINTS, contract=contract, declarer=declarer, result=board.result,
                expected=expected, recorded=irr.found)


def _contract_said(irr: Irregularity) -> Fact:
    expected, found = irr.expected or "", irr.found or ""
    if expected in Seat.__members__ and found in Seat.__members__:
        return fact(Say.CONTRACT_DECLARER, recorded=Seat[found], auction=Seat[expected])
    try:
        return fact(Say.CONTRACT_CONTRACT, recorded=Contract.parse(found),
                    auction=Contract.parse(expected))
    except ValueError:
        return _said(irr, Say.CONTRACT, Say.CONTRACT_DETAIL)


def result_mismatch(case: BoardCase, irr: Irregularity) -> Ruling:
    # Law 79A: the tricks are agreed at the end of play; 79B-C: a disagreement or a
    # scoring error found within the correction period is corrected. A count the
    # players agreed (PBN's "^n") is an agreement the detector cites under Law 69.
    laws = ("79A", "79C", "69") if irr.agreed else ("79A", "79C")
    return _ruling(irr, laws, _result_said(irr),
                   Watch("79C", fact(Say.WATCH_RESULT)),
                   judgements=(Judgement(fact(Say.ASK_RESULT), "79C"),))


def score_mismatch(case: BoardCase, irr: Irregularity) -> Ruling:
    return _ruling(irr, ("77", "79C"), _score_said(case, irr),
                   Watch("79C", fact(Say.WATCH_SCORE)))


def contract_mismatch(case: BoardCase, irr: Irregularity) -> Ruling:
    return _ruling(irr, ("22", "79C"), _contract_said(irr),
                   judgements=(Judgement(fact(Say.ASK_CONTRACT), "79C"),))


#: Law 2's sentence and question for a dealer (True) or vulnerability (False) that does
#: not match the board number: they take no arguments, so they are made once (a file
#: whose markings are shifted has one such finding on nearly every board).
_MARKINGS = {dealer: (fact(Say.DEALER if dealer else Say.VULNERABILITY),
                      (Judgement(fact(Say.ASK_DEALER if dealer else Say.ASK_VULNERABILITY), "2"),))
             for dealer in (True, False)}


def board_markings(case: BoardCase, irr: Irregularity) -> Ruling:
    said, asked = _MARKINGS[irr.kind is K.DEALER_INCONSISTENT]
    return _ruling(irr, ("2",), said, judgements=asked)


def fouled_deal(case: BoardCase, irr: Irregularity) -> Ruling:
    laws = ("13", "14") if irr.kind is K.MISSING_CARDS else ("13",)
    return _ruling(irr, laws, fact(Say.FOULED),
                   AdjustedScore(AdjustmentKind.ARTIFICIAL, "13", fact(Say.IF_UNSCORABLE)),
                   judgements=(Judgement(fact(Say.ASK_FOULED), "13"),))


def file_pattern(case: BoardCase | None, irr: Irregularity) -> Ruling:
    """A defect every board of a file shares (see :mod:`hakem.laws.record_patterns`).

    It says how the file was made (deals dealt at random, boards renumbered, passes
    before the opening bid left out), not what happened at a table: nobody at the
    table is at fault and nothing is rectified. The director checks the source once
    before scoring from it; the boards themselves are not listed one by one.
    """
    if irr.kind is K.MARKINGS_PATTERN:
        return _ruling(irr, ("2",), _said(irr, Say.MARKINGS_PATTERN, Say.MARKINGS_PATTERN_DETAIL))
    if irr.kind is K.PLAY_RECORD_PATTERN:
        # A claim is what a player states or does at the table (Law 68A-B); a record that
        # stops where its operator stopped typing states nothing, so no claim is judged.
        return Ruling(laws=("68",), facts=_play_record_said(irr), irregularity=irr, span=irr.span)
    return _ruling(irr, ("17A", "22"),
                   _said(irr, Say.AUCTION_SEAT_PATTERN, Say.AUCTION_SEAT_PATTERN_DETAIL))


def _play_record_said(irr: Irregularity) -> tuple[Fact, ...]:
    """The file's play-record habit, with its counts (typed options ``name:n``)."""
    counts = {name: int(n) for name, _, n in (o.partition(":") for o in irr.options) if n.isdigit()}
    plays = counts.get("plays")
    out = [fact(Say.PLAY_RECORD_PATTERN)]
    if plays is None:
        return tuple(out)
    if "broken" in counts:
        out.append(fact(Say.PLAY_RECORD_BROKEN, broken=counts["broken"], plays=plays))
    if "early" in counts:
        from .play_record_pattern import EARLY_TRICKS
        out.append(fact(Say.PLAY_RECORD_EARLY, early=counts["early"], plays=plays, tricks=EARLY_TRICKS))
    if "stops" in counts:
        out.append(fact(Say.PLAY_RECORD_STOPS, stops=counts["stops"]))
    if "kept" in counts:
        out.append(fact(Say.PLAY_RECORD_KEPT, kept=counts["kept"]))
    return tuple(out)


RULES: dict[K, Rule] = {
    K.RESULT_MISMATCH: result_mismatch,
    K.SCORE_MISMATCH: score_mismatch,
    K.CONTRACT_MISMATCH: contract_mismatch,
    K.DEALER_INCONSISTENT: board_markings,
    K.VULNERABILITY_INCONSISTENT: board_markings,
    K.DUPLICATE_CARD: fouled_deal,
    K.MISSING_CARDS: fouled_deal,
    K.MARKINGS_PATTERN: file_pattern,
    K.AUCTION_SEAT_PATTERN: file_pattern,
    K.PLAY_RECORD_PATTERN: file_pattern,
}
