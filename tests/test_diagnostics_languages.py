"""Diagnostics said in Turkish and Hebrew (issue 20): each reader's diagnostic carries
the values it names, and reports say it from its code and those values."""

from __future__ import annotations

import functools
import json
import re
from pathlib import Path

import pytest
from click.testing import CliRunner
from hypothesis import given
from hypothesis import strategies as st

from hakem.cli.main import cli
from hakem.laws.detect import check
from hakem.model.diagnostics import Diagnostic, Severity, SourceSpan
from hakem.parsers.files import input_files, read_path
from hakem.parsers.jsonin import _diagnostic
from hakem.parsers.jsonout import diagnostic_to_dict
from hakem.parsers.lin import read_text as read_lin
from hakem.parsers.pbn import loads as read_pbn
from hakem.reports.explain import every_key
from hakem.reports.explain.diagnostics import (diagnostic_line, diagnostic_text, translated,
                                               untranslated)

from test_explain_languages import ENGLISH

SAMPLES = Path(__file__).resolve().parents[1] / "samples"
LRI, PDI = "\u2066", "\u2069"


def diagnostics_of(paths: list[Path]) -> list[Diagnostic]:
    out: list[Diagnostic] = []
    for path in input_files(paths):
        result = read_path(path)
        out += result.diagnostics
        for board in result.boards:
            out += board.diagnostics
            out += check(board)[1]
    return out


@functools.lru_cache(maxsize=None)
def sample_diagnostics() -> tuple[Diagnostic, ...]:
    return tuple(diagnostics_of([SAMPLES]))


def own_words(text: str) -> str:
    """The sentence without what it quotes from the file: bracketed tags, quoted text,
    LTR islands (tags, marks, calls, cards) and the card and call notation."""
    text = re.sub(f"{LRI}[^{PDI}]*{PDI}", " ", text)
    text = re.sub(r"\[[^\]]*\]|'[^']*'|\^[A-Z]", " ", text)
    return text


def test_diagnostics_samples_give_several_codes() -> None:
    assert len({d.code for d in sample_diagnostics()}) >= 8


@pytest.mark.parametrize("lang", ["tr", "he"])
def test_diagnostics_samples_every_code_is_translated(lang: str) -> None:
    found = {d.code for d in sample_diagnostics() if not translated(d, lang)}
    assert found == set()


@pytest.mark.parametrize("lang", ["tr", "he"])
def test_diagnostics_samples_no_english_word_left(lang: str) -> None:
    problems = []
    for d in sample_diagnostics():
        said = diagnostic_text(d, lang)
        leaked = ENGLISH.findall(own_words(said))
        if leaked or said == d.message:
            problems.append(f"{d.code}: {said!r} {leaked}")
    assert problems == []


@pytest.mark.parametrize("lang", ["tr", "he"])
def test_diagnostics_with_args_render_without_english(lang: str) -> None:
    d = Diagnostic(Severity.ERROR, "play.card-not-held",
                   "trick 6: W plays H7, which W does not hold (or played earlier); replay stops",
                   SourceSpan("x.pbn", 116, 7), (("trick", 6), ("seat", "W"), ("card", "H7")))
    said = diagnostic_text(d, lang)
    assert "6" in said and "♥7" in said
    assert ("Batı" if lang == "tr" else "מערב") in said
    assert ENGLISH.findall(own_words(said)) == []


def test_diagnostics_number_problems_said_whatever_the_code() -> None:
    d = Diagnostic(Severity.WARNING, "pbn.bad-board", "[Board]: a number of 5,000 digits (at most 9 are read)",
                   None, (("what", "[Board]"), ("kind", "digits"), ("digits", 5000), ("limit", 9)))
    assert diagnostic_text(d, "tr") == "[Board]: 5000 basamaklı bir sayı (en çok 9 basamak okunur)"


def test_diagnostics_missing_value_falls_back_to_english() -> None:
    d = Diagnostic(Severity.WARNING, "play.revoke", "trick 2: N plays C2 on a D lead while holding D")
    assert diagnostic_text(d, "tr") == d.message
    assert not translated(d, "tr")
    unknown = Diagnostic(Severity.ERROR, "x.never-heard-of", "something odd", None, (("a", 1),))
    assert diagnostic_line(unknown, "he").endswith(f"something odd {LRI}[x.never-heard-of]{PDI}")


def test_diagnostics_english_line_is_unchanged() -> None:
    d = Diagnostic(Severity.WARNING, "pbn.bad-inheritance", "[Deal] may not be inherited",
                   SourceSpan("a.pbn", 3, 1), (("tag", "Deal"),))
    assert diagnostic_line(d, "en") == str(d) == "a.pbn:3:1: warning: [Deal] may not be inherited [pbn.bad-inheritance]"


def test_diagnostics_hebrew_line_keeps_position_and_code_left_to_right() -> None:
    d = Diagnostic(Severity.ERROR, "pbn.double-lead-mark", "trick 3 has two ^L marks",
                   SourceSpan("a.pbn", 29, 4), (("trick", 3),))
    line = diagnostic_line(d, "he")
    assert line.startswith(f"{LRI}a.pbn:29:4{PDI}: שגיאה: ")
    assert line.endswith(f"{LRI}[pbn.double-lead-mark]{PDI}")


_VALUES = st.one_of(st.none(), st.booleans(), st.integers(-10**6, 10**6), st.text(max_size=20))


@given(st.lists(st.tuples(st.text("abcdefgh_", min_size=1, max_size=8), _VALUES), max_size=5,
                unique_by=lambda p: p[0]),
       st.sampled_from(list(Severity)), st.text(max_size=30))
def test_diagnostics_json_round_trip_keeps_args(pairs: list, severity: Severity, message: str) -> None:
    d = Diagnostic(severity, "pbn.some-code", message, SourceSpan("dir/a.pbn", 3, 9), tuple(pairs))
    back = _diagnostic(json.loads(json.dumps(diagnostic_to_dict(d))))
    assert back == d


def test_check_lang_he_prints_the_hebrew_line_with_its_position(tmp_path: Path) -> None:
    bad = tmp_path / "bad.pbn"
    bad.write_text('[Event "x"]\n[Board "1"]\n[Dealer "Q"]\n', encoding="utf-8")
    got = CliRunner().invoke(cli, ["check", str(bad), "--lang", "he", "-v", "-q"])
    line = next(x for x in got.output.splitlines() if "pbn.bad-dealer" in x)
    assert line == (f"{LRI}{bad}:3:1{PDI}: אזהרה: {LRI}[Dealer]{PDI} אינו כיוון של שחקן: "
                    f"{LRI}'Q'{PDI} {LRI}[pbn.bad-dealer]{PDI}")


def test_check_lang_tr_says_how_many_more_in_turkish(tmp_path: Path) -> None:
    bad = tmp_path / "bad.pbn"
    bad.write_text('[Event "x"]\n[Board "1"]\n[Dealer "Q"]\n[Declarer "Black"]\n', encoding="utf-8")
    got = CliRunner().invoke(cli, ["check", str(bad), "--lang", "tr", "-v", "-q", "--max-diagnostics", "1"])
    assert f"{bad}:3:1: uyarı: [Dealer] bir oyuncu yönü değil: 'Q' [pbn.bad-dealer]" in got.output
    assert f"{bad}: 1 bildirim daha (hepsi için: --max-diagnostics 0)" in got.output


def all_codes() -> set[str]:
    root = Path(__file__).resolve().parents[1]
    pattern = re.compile(r'"((?:pbn|lin|file|json|play|auction|record|marker|rule)\.[a-z-]+)"')
    codes: set[str] = set()
    for folder in ("model", "parsers", "laws"):
        for path in (root / folder).rglob("*.py"):
            codes |= set(pattern.findall(path.read_text(encoding="utf-8")))
    # (the laws' fact keys share the prefixes; pbn.lark and lin.lark are the grammars' files)
    return codes - {k.value for k in every_key()} - {"pbn.lark", "lin.lark"}


@pytest.mark.parametrize("lang", ["tr", "he"])
def test_diagnostics_every_code_has_a_sentence(lang: str) -> None:
    """Every code the readers and laws make has its own sentence (or, for the codes only
    the number reader makes, the ``number/*`` sentences): none is said in English."""
    codes = all_codes()
    assert len(codes) > 100
    assert untranslated(codes, lang) == []


@pytest.mark.corpus
@pytest.mark.parametrize("lang", ["tr", "he"])
def test_diagnostics_corpus_every_code_is_translated(corpus: Path, lang: str) -> None:
    found = {d.code for d in diagnostics_of([corpus]) if not translated(d, lang)}
    assert found == set()


#: Broken records of many kinds: each reader's diagnostics, with the values they name.
BROKEN_LIN = (
    "pn|a,b,c|st||md|1SAKQJT98765432,HAKQJT98765432,DAKQJT98765432|sv|q|mb|1S|mb|zz|an|x|mb|p|mb|p|"
    "mb|p|pc|SA|pc|h|mc|14|",
    "qx|x5|md|SA|mb|1S|pc|S2|",
    "md|3S2,H3,D4|ah|Board 9|qx|o2|mb|1C|an|first|an|second|",
    "qx|o1|md|1SAKQJT98765432,HAKQJT98765432,DAKQJT98765432,|mb|1C|mb|p|mb|p|mb|p|pc|S2|mc|13|mc|0|zz|q|",
    "qx|o1|mb|1C|pc|S2|",
    "qx|o1|md|1SAKQJT98765432,HAKQJT98765432,DAKQJT98765432,|mb|p|mb|p|mb|p|mb|p|pc|S2|",
    "qx|o3|md|SAKQJT98765432,HAKQJT98765432,DAKQJT98765432,|mb|1C|mb|p|mb|p|mb|p|",
    "||||garbage here",
)
BROKEN_PBN = (
    '[Event "x"]\n[Board "99999999999999"]\n[Dealer "Q"]\n[Vulnerable "Purple"]\n[Deal "N:AK.. ... ... ..."]\n'
    '[Contract "5Hearts"]\n[Result "EW 4"]\n',
    '[Event "x"]\n[Board "1"]\n[Dealer "N"]\n[Deal "N:AKQJT98765432... .AKQJT98765432.. ..AKQJT98765432. '
    '...AKQJT98765432"]\n[Auction "N"]\n- 1C Pass Pass\n^I Pass ^I ^I 1D\n[Play "E"]\nD2 D3\n'
    '[Note "1:x"]\n[Note "1:y"]\n{unclosed\n',
    '[Event "x"]\n[Board "1"]\nstray words here\n',
    '[Event "x"][Event "y"]\n',
    '[Event "x"]\n[Board "1"]\n[Deal "N:AKQJ.AKQ.AKQ.AKQ AKQJ.AKQ.AKQ.AKQ ... ..."]\n',
    '[Event "x"]\n[Board "1"]\n[Deal "N:vKQT2.AT.J6542.85 ... ... ..."]\n',
    '[Event "x"]\n[Board "1"]\n[Contract "Pass"]\n[Declarer "N"]\n'
    '[OptimumResultTable "Declarer;Denomination\\\\2R;Result\\\\2R"]\nN NT 9\nS\n',
)


def broken_diagnostics() -> list[Diagnostic]:
    out: list[Diagnostic] = []
    for text in BROKEN_LIN:
        got = read_lin(text, "x.lin")
        out += got.diagnostics
        boards = got.boards
        out += [d for b in boards for d in (*b.diagnostics, *check(b)[1])]
    for text in BROKEN_PBN:
        out += [d for b in read_pbn(text, "x.pbn") for d in (*b.diagnostics, *check(b)[1])]
    return out


def test_diagnostics_broken_records_give_many_codes() -> None:
    assert len({d.code for d in broken_diagnostics()}) >= 30


@pytest.mark.parametrize("lang", ["tr", "he"])
def test_diagnostics_broken_records_said_without_english(lang: str) -> None:
    problems = []
    for d in broken_diagnostics():
        said = diagnostic_text(d, lang)
        leaked = ENGLISH.findall(own_words(said))
        if not translated(d, lang) or leaked:
            problems.append(f"{d.code} {d.args}: {said!r} {leaked}")
    assert problems == []


# --- what a conversion lost, said in the language (reports/conversion.py) -----------------

_BEFORE = ('[Board "1"]\n[Site "Izmir"]\n[Dealer "N"]\n[Vulnerable "NS"]\n'
           '[Deal "N:AKQJ.AKQ.AKQ.AKQ T98.JT9.JT9.JT98 765.8765.8765.76 432.432.432.5432"]\n'
           '[Contract "1C"]\n[Declarer "N"]\n{a comment}\n[Auction "N"]\n1C Pass Pass Pass\n'
           '[Play "E"]\nHJ H5 H2 HA\n')
_AFTER = ('[Board "1"]\n[Dealer "E"]\n[Vulnerable "EW"]\n'
          '[Deal "N:AKQJ.AKQ.AKQ.AKQ T98.JT9.JT9.JT98 765.8765.8765.76 432.432.432.5432"]\n'
          '[Contract "1C"]\n[Declarer "N"]\n[Auction "N"]\n1D Pass Pass Pass\n')


def test_conversion_losses_english_unchanged() -> None:
    from hakem.parsers import pbn
    from hakem.reports.conversion import losses
    lost = losses(pbn.loads(_BEFORE), pbn.loads(_AFTER))
    assert 'board 1: tag [Site "Izmir"]' in lost
    assert "board 1: dealer N (now E)" in lost
    assert "board 1: comment 'a comment'" in lost


@pytest.mark.parametrize("lang", ["tr", "he"])
def test_conversion_losses_said_without_english(lang: str) -> None:
    from hakem.parsers import pbn
    from hakem.reports.conversion import losses
    english = losses(pbn.loads(_BEFORE), pbn.loads(_AFTER))
    said = losses(pbn.loads(_BEFORE), pbn.loads(_AFTER), lang)
    assert len(said) == len(english) >= 5
    leaked = [(line, ENGLISH.findall(own_words(line))) for line in said
              if ENGLISH.findall(own_words(line))]
    assert leaked == []
    assert any(("Doğu" if lang == "tr" else "מזרח") in line for line in said)


@pytest.mark.parametrize(("lang", "said"), [("en", "(no rows)"), ("tr", "(satır yok)"), ("he", "(אין שורות)")])
def test_archive_query_no_rows_said_in_the_language(tmp_path: Path, lang: str, said: str) -> None:
    from hakem.cli.archive import query as query_command
    from hakem.reports.archive import add
    add([SAMPLES / "seed-003-law67-defective-trick.pbn"], tmp_path)
    got = CliRunner().invoke(query_command, [str(tmp_path), "SELECT * FROM rulings WHERE 1 = 0",
                                             "--lang", lang])
    assert got.exit_code == 0, got.output
    assert got.output.strip() == said


@pytest.mark.parametrize(("lang", "said"), [("en", "Law 70 footnote"), ("tr", "Yasa 70 dipnotu"),
                                            ("he", "הערת השוליים לחוק 70")])
def test_claim_deviation_law_said_in_the_language(lang: str, said: str) -> None:
    from hakem.reports.explain.diagnostics import deviation_law
    assert deviation_law("Law 70 footnote", lang) == said


def test_html_report_in_hebrew_lists_input_errors_in_hebrew_right_to_left(tmp_path: Path) -> None:
    import html as htmllib

    from hakem.model.settings import Language, Settings
    from hakem.reports.html_report import write_report
    path = str(SAMPLES / "pbn-mark-errors.pbn")
    write_report([path], tmp_path / "r.html", settings=Settings(language=Language.HE))
    page = htmllib.unescape((tmp_path / "r.html").read_text(encoding="utf-8"))
    listed = page.split('id="input-errors"', 1)[1]
    items = re.findall(r'<li dir="rtl">([^<]*)</li>', listed)
    assert items, listed[:500]
    assert all(item.startswith(LRI + path + ":") and "שגיאה" in item for item in items)
    assert any("לקיחה" in item for item in items)


@pytest.mark.parametrize(("lang", "label"), [("tr", "bord 1, açık salon: 1. löve: Batı ♠2"),
                                             ("he", "בורד 1, חדר פתוח: לקיחה 1: מערב")])
def test_diagnostics_lin_replay_problem_keeps_its_board_label(lang: str, label: str) -> None:
    got = read_lin("qx|o1|md|1SAKQJT98765432,HAKQJT98765432,DAKQJT98765432,|mb|1C|mb|p|pc|S2|", "x.lin")
    held = [d for b in got.boards for d in b.diagnostics if d.code == "play.card-not-held"]
    assert len(held) == 1
    assert diagnostic_text(held[0], lang).startswith(label)


_BAD_MARKERS = ("{@COOR N 1H refused turn=Q}", "{@COOR N 9Z}", "{@COOR N S}", "{@FOO}",
                "{@COOR N 1H trick=99}", "{@COOR N 1H accepted=maybe}", "{@COOR N 1H zzz=1}",
                "{@COOR N 1H ruled=XX}", "{@COOR N 1H at=far}", "{@COOR N 1H gained=2}",
                "{@COOR N 1H call=}",
                # markers that read, with an option or a place the record disagrees with
                "{@COOR N 1H option=zzz}", "{@LOOT W SA option=require:Q}", "{@LOOT W SA option=require}",
                "{@COOR N 1H ruled-option=xx}", "{@COOR N 1H turn=W}", "{@COOR N 1H at=partner}")


@pytest.mark.parametrize("lang", ["tr", "he"])
def test_diagnostics_marker_errors_said_without_english(lang: str) -> None:
    problems, seen = [], 0
    for marker in _BAD_MARKERS:
        text = f'[Event "x"]\n[Board "1"]\n[Dealer "N"]\n[Auction "N"]\n1H Pass Pass Pass\n{marker}\n'
        for board in read_pbn(text, "x.pbn"):
            for d in (*board.diagnostics, *check(board)[1]):
                if not d.code.startswith("marker."):
                    continue
                seen += 1
                said = diagnostic_text(d, lang)
                leaked = ENGLISH.findall(own_words(said))
                if not translated(d, lang) or leaked:
                    problems.append(f"{marker}: {said!r} {leaked}")
    assert seen >= len(_BAD_MARKERS)
    assert problems == []
