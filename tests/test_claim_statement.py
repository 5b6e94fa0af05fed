"""Reading claim statements (Law 68C) into directives; unreadable clauses are reported."""

import pytest

from hakem.analysis.claim_statement import (Cash, Concede, Conditional, CrossRuff, DrawTrumps, Drop,
                                            Finesse, PlayCards, RestHigh, Ruff, Squeeze, parse_statement)
from hakem.model.cards import Card, Rank, Suit


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
