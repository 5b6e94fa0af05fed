"""Reading claim statements (Law 68C) into directives; unreadable clauses are reported."""

import pytest

from hakem.analysis.claim_statement import (Cash, Concede, Conditional, CrossRuff, DrawTrumps, Drop,
                                            Finesse, PlayCards, RestHigh, Ruff, Squeeze, TrumpsOut,
                                            parse_statement)
from hakem.analysis.claim_statement_check import statement_problems
from hakem.analysis.position import Position
from hakem.model.cards import Card, Rank, Suit
from hakem.model.seat import Seat


@pytest.mark.parametrize("text, expected", [
    ("drawing trumps", (DrawTrumps(),)),
    ("I'll draw two rounds of trumps and run the clubs", (DrawTrumps(2), Cash(Suit.C))),
    ("cashing my winners", (Cash(),)),
    ("play off the hearts from dummy", (Cash(Suit.H, "dummy"),)),
    ("ruff a club in dummy and concede a spade", (Ruff(Suit.C, "dummy"), Concede(1, Suit.S))),
    ("give up a heart at the end", (Concede(1, Suit.H, "last"),)),
    ("cross-ruff", (CrossRuff(),)),
    ("finessing the ♠Q", (Finesse(Suit.S, Card.parse("SQ"), Rank.Q),)),
    ("take the club finesse", (Finesse(Suit.C),)),
    ("play for the drop in spades", (Drop(Suit.S),)),
    ("the rest are high", (RestHigh(),)),
    ("SA, SK then HQ", (PlayCards((Card.parse("SA"), Card.parse("SK"), Card.parse("HQ"))),)),
    ("ace of spades then the king of hearts", (PlayCards((Card.parse("SA"), Card.parse("HK"))),)),
    ("spades then hearts", (Cash(Suit.S), Cash(Suit.H))),
    # the phrasings directors meet (issue 22)
    ("pull trumps", (DrawTrumps(),)),
    ("trumps are all out", (TrumpsOut(),)),
    ("no trumps left", (TrumpsOut(),)),
    ("run the suit", (Cash(),)),
    ("ruff in dummy", (Ruff(None, "dummy"),)),
    ("hook the ♦Q", (Finesse(Suit.D, Card.parse("DQ"), Rank.Q),)),
    ("take the hook", (Finesse(),)),
    ("finesse the jack of clubs", (Finesse(Suit.C, Card.parse("CJ"), Rank.J),)),
    ("give up one", (Concede(1),)),
    ("all high", (RestHigh(),)),
    ("dummy is good", (RestHigh("dummy"),)),
    ("dummy's good", (RestHigh("dummy"),)),
    ("the clubs are good", (RestHigh(),)),
    ("claiming the rest", (RestHigh(),)),
    ("I'll lose the ♠A", (Concede(1, Suit.S, None, Card.parse("SA")),)),
    ("lose the A♠", (Concede(1, Suit.S, None, Card.parse("SA")),)),
    ("lose the ace of spades", (Concede(1, Suit.S, None, Card.parse("SA")),)),
    ("A♠ K♠ then ♥Q", (PlayCards((Card.parse("SA"), Card.parse("SK"), Card.parse("HQ"))),)),
    ("♠10 and the ♥10", (PlayCards((Card.parse("ST"), Card.parse("HT"))),)),
    ("cash the spade ace", (PlayCards((Card.parse("SA"),)),)),
    ("cash ♣", (Cash(Suit.C),)),
])
def test_usual_phrasings_become_directives(text, expected):
    statement = parse_statement(text)
    assert statement.directives == expected
    assert statement.unparsed == ()


def test_a_named_outstanding_trump_counts_as_mentioned():
    statement = parse_statement("the heart nine is still out, drawing it")
    assert Card.parse("H9") in statement.mentioned
    assert statement.directives == (DrawTrumps(),)


def test_squeeze_and_conditions_are_kept_for_the_td():
    statement = parse_statement("squeeze west in the minors; if clubs break the rest are good")
    assert isinstance(statement.directives[0], Squeeze)
    assert isinstance(statement.directives[1], Conditional)


def test_what_the_grammar_cannot_read_is_reported_not_dropped():
    statement = parse_statement("draw trumps, blah the wibble")
    assert statement.directives == (DrawTrumps(),)
    assert statement.unparsed == ("blah the wibble",)


def test_trump_words_mark_awareness():
    assert parse_statement("trumps first").mentions_trumps
    assert not parse_statement("cash the spades").mentions_trumps
    assert parse_statement(None).is_empty


def test_a_clause_that_is_not_understood_is_listed_with_the_rest_read():
    statement = parse_statement("draw trumps, then the wibble, cash the clubs")
    assert statement.directives == (DrawTrumps(), Cash(Suit.C))
    assert statement.unparsed == ("the wibble",)


def test_believing_the_trumps_out_is_not_awareness_of_the_trump_still_out():
    statement = parse_statement("trumps are all out, the rest are high")
    assert statement.has(TrumpsOut) and not statement.has(DrawTrumps)


@pytest.mark.parametrize("text, trump, code", [
    ("ruff a club in dummy", None, "trumps-at-notrump"),
    ("cross-ruff", None, "trumps-at-notrump"),
    ("trumps are all out", Suit.H, "trumps-not-out"),
    ("cash the spade queen", None, "card-not-held"),
    ("cash the diamonds", None, "suit-not-held"),
    ("lose the ace of spades", None, "concede-own-card"),
])
def test_a_statement_that_contradicts_the_contract_or_the_cards_is_reported(text, trump, code):
    position = Position.parse("N:...432 .9.QJ. AK.A.. QJT...", trump=trump, leader=Seat.S)
    assert [p.code for p in statement_problems(parse_statement(text), position, Seat.S)] == [code]


def test_a_statement_that_fits_the_cards_has_no_problem():
    position = Position.parse("N:...432 .9.QJ. AK.A.. QJT...", trump=Suit.H, leader=Seat.S)
    assert statement_problems(parse_statement("draw trumps, cash the spades"), position, Seat.S) == ()
