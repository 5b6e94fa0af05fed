"""The one place rulings become words: every fact key has its English sentence, the
catalogues are consistent, the language hooks (Turkish suffixes, Hebrew "two" and prefix
letters) work, and a language missing a sentence falls back to English instead of failing
a batch."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from hakem.laws import law28_29_rotation as law28
from hakem.laws import law61_64_revoke as law64
from hakem.laws import play_outcome
from hakem.model.calls import Call
from hakem.model.cards import Card, Suit
from hakem.model.choices import Choice, Verb
from hakem.model.contract import Contract
from hakem.model.facts import TYPES, Fact, fact
from hakem.model.irregularity import SeatRelation
from hakem.model.ruling import MustPass, Option, PassScope, TrickTransfer
from hakem.model.seat import Seat, Side
from hakem.reports.explain import (Catalogue, Plural, catalogue_for, catalogue_problems,
                                   effect_text, every_key, fact_text, missing_keys)
from hakem.reports.explain import en, he, tr
from hakem.reports.explain.tr import suffix

N, E, S, W = Seat.N, Seat.E, Seat.S, Seat.W


# --- the catalogues --------------------------------------------------------------------

def test_every_fact_key_has_an_english_sentence_and_every_term() -> None:
    assert catalogue_problems("en") == []
    assert len(every_key()) > 300  # every law family's vocabulary is counted


@pytest.mark.parametrize("lang", ["tr", "he"])
def test_the_other_catalogues_are_consistent_and_their_gaps_listed(lang: str) -> None:
    assert catalogue_problems(lang) == []
    missing = missing_keys(lang)
    table = {"tr": tr, "he": he}[lang].SENTENCES
    assert set(missing) == {k.value for k in every_key()} - set(table)


def test_a_key_unknown_to_the_catalogue_is_a_problem() -> None:
    en.SENTENCES["law99.nothing"] = "nothing"
    try:
        assert catalogue_problems("en") == ["en: 'law99.nothing' is no fact key"]
    finally:
        del en.SENTENCES["law99.nothing"]


def test_a_placeholder_the_key_does_not_declare_is_a_problem() -> None:
    saved = en.SENTENCES["law28a.obliged-reason"]
    en.SENTENCES["law28a.obliged-reason"] = "{turn} and {partner} were obliged to pass"
    try:
        assert catalogue_problems("en") == [
            "en: 'law28a.obliged-reason' uses {partner}, not a parameter of the key"]
    finally:
        en.SENTENCES["law28a.obliged-reason"] = saved


def _sample(kind: str) -> object:
    """A value of each parameter type, to say every sentence once."""
    simple = fact(law28.Say.OWN_TURN)
    return {"seat": N, "seats": (N, S), "side": Side.NS, "call": Call.parse("1NT"),
            "card": Card.parse("HK"), "cards": (Card.parse("HK"), Card.parse("SA")),
            "suit": Suit.H, "suits": (Suit.C, Suit.D), "int": 2, "ints": (3, 4), "law": "30A",
            "laws": ("30A", "16C"), "contract": Contract.parse("4S", N), "fact": simple,
            "facts": (simple, simple), "term": SeatRelation.RHO, "terms": (SeatRelation.RHO,),
            "choice": Choice(Verb.PROHIBIT, Suit.D), "choices": (Choice(Verb.NEITHER),),
            "text": "as written"}[kind]


@pytest.mark.parametrize("missing", [False, True])
def test_every_sentence_renders_with_every_kind_of_argument(missing: bool) -> None:
    cat = catalogue_for("en")
    for key in every_key():
        args = {name: None if missing and kind.endswith("?") else _sample(kind.rstrip("?"))
                for name, kind in key.params.items()}
        text = cat.text(Fact(key, tuple(args.items())))
        assert text and "{" not in text and "[" + key.value not in text, key
        if missing and any(k.endswith("?") for k in key.params.values()):
            assert "None" not in text, (key, text)


def test_parameter_types_are_all_sampled() -> None:
    for kind in TYPES:
        assert _sample(kind) is not None


# --- facts are typed --------------------------------------------------------------------

def test_a_fact_needs_exactly_its_declared_arguments_with_their_types() -> None:
    assert fact(law28.Say.OBLIGED_REASON, turn=W)["turn"] is W
    with pytest.raises(TypeError, match="missing turn"):
        fact(law28.Say.OBLIGED_REASON)
    with pytest.raises(TypeError, match="unexpected who"):
        fact(law28.Say.OBLIGED_REASON, turn=W, who=N)
    with pytest.raises(TypeError, match="turn must be a seat"):
        fact(law28.Say.OBLIGED_REASON, turn="W")


# --- rendering -------------------------------------------------------------------------------

def test_english_plurals_follow_the_number() -> None:
    one = TrickTransfer(1, Side.NS, "64A2")
    two = TrickTransfer(2, Side.EW, "64A1")
    assert effect_text(one) == "1 trick to NS (64A2)"
    assert effect_text(two) == "2 tricks to EW (64A1)"


def test_effects_are_said_in_one_line() -> None:
    assert effect_text(MustPass(S, PassScope.WHOLE_AUCTION, "27B2")) == \
        "S must pass for the rest of the auction (27B2)"
    option = Option(E, (Choice(Verb.REQUIRE, Suit.D), Choice(Verb.PROHIBIT, Suit.D),
                        Choice(Verb.NEITHER)), "50D2", Choice(Verb.PROHIBIT, Suit.D))
    assert effect_text(option) == "E may choose require:D/prohibit:D/neither, chose prohibit:D (50D2)"


def test_a_missing_value_says_the_term_the_sentence_asks_for() -> None:
    basis = fact(law64.Say.WON_NEITHER, side=Side.EW, trick=5, winner=None)
    assert fact_text(basis) == "EW won neither the revoke trick 5 (won by nobody known) nor any " \
                               "later trick"


def test_results_are_signed_as_directors_write_them() -> None:
    made = play_outcome.result_fact(Contract.parse("3NT", S), 9)
    down = play_outcome.result_fact(Contract.parse("6S", S), 11)
    assert fact_text(made) == "3NT by S = (9 tricks)"
    assert fact_text(fact(play_outcome.Say.AS_PLAYED_SCORED, result=down, score=-50)) == \
        "Result 6S by S -1 (11 tricks), NS -50."


def _toy(code: str, fallback: Catalogue, **sentences: object) -> Catalogue:
    """A small catalogue with the language module's own rules (plural, inflection, joins)."""
    module = {"tr": tr, "he": he}[code]
    base = module.catalogue(fallback)
    return Catalogue(code, sentences, {"seat.W": "Batı" if code == "tr" else "מערב",
                                       "seat.N": "Kuzey" if code == "tr" else "צפון"},
                     base.plural, base.categories, base.inflect, base.join, base.direction,
                     fallback)


def test_a_language_fills_whole_sentences_with_inflected_seats_and_falls_back_to_english() -> None:
    english = catalogue_for("en")
    turkish = _toy("tr", english, **{"law29b.cancelled": "{lho} kabul etmedi; söz sırası "
                                                        "{turn:dat} döner (29B)."})
    said = fact(law28.Say.CANCELLED, lho=N, turn=W)
    assert turkish.text(said) == "Kuzey kabul etmedi; söz sırası Batıya döner (29B)."
    # A sentence the table does not have yet is said in English, never a blank or a crash,
    # and wholly in English (seats and list words too), never half and half.
    assert turkish.text(fact(law28.Say.OWN_TURN)) == "The record puts the call at the caller's " \
                                                     "own turn."
    assert turkish.text(fact(law28.Say.OBLIGED, turn=W)) == "W was obliged to pass at that " \
        "turn, so the call counts as made in rotation (28A): no rectification."


def test_hebrew_says_two_tricks_in_its_own_form_and_prefixes_join_the_word() -> None:
    english = catalogue_for("en")
    hebrew = _toy("he", english, **{"effect.trick-transfer": Plural("tricks", {
        "one": "לקיחה אחת ל{to}", "two": "שתי לקיחות ל{to}", "other": "{tricks} לקיחות ל{to}"})})
    from hakem.reports.explain.effects import effect_fact
    assert [hebrew.text(effect_fact(TrickTransfer(n, Side.NS, "64A1"))) for n in (1, 2, 3)] == [
        "לקיחה אחת לNS", "שתי לקיחות לNS", "3 לקיחות לNS"]
    assert he.catalogue().direction == "rtl"
    hebrew = _toy("he", english, **{"law29b.cancelled": "{lho} לא קיבל; התור חוזר {turn:le} (29B)."})
    assert hebrew.text(fact(law28.Say.CANCELLED, lho=N, turn=W)) == \
        "צפון לא קיבל; התור חוזר למערב (29B)."


@pytest.mark.parametrize("word, case, said", [
    # as the seeds write seats (docs/glossary.md 2.1: "Güneyin", "Kuzeye")
    ("Batı", "dat", "Batıya"), ("Kuzey", "dat", "Kuzeye"), ("Doğu", "dat", "Doğuya"),
    ("Güney", "dat", "Güneye"), ("Batı", "gen", "Batının"), ("Doğu", "gen", "Doğunun"),
    ("Güney", "gen", "Güneyin"), ("Kuzey", "acc", "Kuzeyi"), ("Doğu", "acc", "Doğuyu"),
    ("Güney", "abl", "Güneyden"), ("Doğu", "loc", "Doğuda"), ("Batı", "ins", "Batıyla"),
    ("Kuzey", "ins", "Kuzeyle"),
    # a number always takes an apostrophe, read by its name (üç'e, dört'te, altı'yı)
    ("3", "dat", "3'e"), ("4", "loc", "4'te"), ("6", "acc", "6'yı"),
])
def test_turkish_case_suffixes_follow_vowel_harmony(word: str, case: str, said: str) -> None:
    assert suffix(word, case) == said


def test_turkish_apostrophe_is_one_switch() -> None:
    assert suffix("Batı", "dat", apostrophe=True) == "Batı'ya"
    assert suffix("Pas", "abl", apostrophe=True) == "Pas'tan"


@given(st.integers(min_value=0, max_value=13))
def test_plural_rules_name_a_category_each_language_fills(n: int) -> None:
    for code in ("en", "tr", "he"):
        cat = {"en": en, "tr": tr, "he": he}[code].catalogue()
        assert cat.plural(n) in cat.categories
    assert he.plural(n) == ("two" if n == 2 else "one" if n == 1 else "other")
    assert tr.plural(n) == en.plural(n)
