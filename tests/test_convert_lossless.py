"""Conversions lose nothing silently (issue 19).

PBN -> LIN -> PBN and PBN -> JSON -> PBN keep every irregularity (kind, offender,
position and the laws of its ruling) of every sample; LIN carries PBN's marks and
tags in ``pbn:`` notes; whatever a format cannot hold is listed, and ``--strict``
makes it an error; hakem reads its own JSON lines back.
"""

from __future__ import annotations

import json
import random
from pathlib import Path

import pytest
from click.testing import CliRunner
from hypothesis import given, settings
from hypothesis import strategies as st

from hakem.cli.main import cli
from hakem.laws.engine import rule_board
from hakem.model.board import Board
from hakem.model.cards import DECK
from hakem.model.contract import Contract
from hakem.model.deal import Deal
from hakem.model.replay import trick_winner
from hakem.model.seat import Seat
from hakem.parsers import jsonin, jsonout, lin, pbn
from hakem.parsers.files import read_path
from hakem.reports.conversion import board_losses, losses

from play_strategies import draw_trick

REPO = Path(__file__).resolve().parents[1]
SAMPLES = sorted((REPO / "samples").glob("*.pbn")) + sorted((REPO / "samples").glob("*.lin"))


def findings(boards: list[Board]) -> list[list[tuple]]:  # type: ignore[type-arg]
    """Per board: each irregularity's kind, offender, position and its ruling's laws."""
    out = []
    for board in boards:
        ruled = rule_board(board)
        out.append(sorted((irr.kind.value, str(irr.offender), str(irr.position), ruling.laws)
                          for irr, ruling in ruled.pairs()))
    return out


def through(boards: list[Board], fmt: str) -> list[Board]:
    """``boards`` written in ``fmt`` and read back."""
    if fmt == "lin":
        return lin.read_text(lin.dumps(boards), "converted.lin").boards
    if fmt == "json":
        return jsonin.loads(jsonout.dumps(boards), "converted.jsonl")
    return pbn.loads(pbn.dumps(boards), "converted.pbn")


@pytest.mark.parametrize("sample", SAMPLES, ids=lambda p: p.name)
@pytest.mark.parametrize("fmt", ["lin", "json"])
def test_a_round_trip_keeps_every_irregularity_and_its_ruling_laws(sample: Path, fmt: str) -> None:
    boards = read_path(sample).boards
    home = "pbn" if sample.suffix == ".pbn" else "lin"
    there = through(boards, fmt)
    back = through(there, home)
    expected = findings(boards)
    assert any(expected) or sample.name.startswith("clean-"), sample  # something to keep
    assert findings(there) == expected
    assert findings(back) == expected
    assert losses(boards, there) == [] and losses(boards, back) == []


def test_markers_play_to_lin_keeps_the_declarer_swap_and_every_irregularity(tmp_path: Path) -> None:
    out = tmp_path / "lin"
    done = CliRunner().invoke(cli, ["convert", str(REPO / "samples" / "markers-play.pbn"),
                                    "--to", "lin", "--strict", "-o", str(out)])
    assert done.exit_code == 0, done.output
    assert "not carried" not in done.stderr
    text = (out / "markers-play.lin").read_text(encoding="utf-8")
    assert 'nt|pbn: [Site "Izmir"] [Date "2024.05.18"] [Score "NS 620"] [Declarer "^N"] ' \
           '[Result "^10"]|' in text
    assert "pc|HK|nt|pbn: ^L|" in text and "pc|D3|nt|pbn: ^R|" in text
    checked = CliRunner().invoke(cli, ["check", str(out / "markers-play.lin")])
    assert "16 table findings (4,000.0 per 1,000 boards), 0 claim findings, 1 record finding" in checked.output  # as the PBN original
    assert "does not hold" not in checked.output


#: An unknown card ('-') in the middle of a trick: LIN has no way to write it.
UNKNOWN_CARD = """[Board "3"]
[Dealer "S"]
[Vulnerable "EW"]
[Deal "N:6.A92.AK8632.643 QJT2.QJ3.J.QJT52 K984.KT85.Q95.87 A753.764.T74.AK9"]
[Site "Izmir"]
[Declarer "E"]
[Contract "3S"]
[Auction "S"]
Pass 1C 1D 1S
Pass 2S 3D Pass
Pass 3S Pass Pass
Pass
[Play "S"]
H5 H4 HA H3
- D4 DA DJ
"""


def test_strict_exits_1_and_names_what_lin_could_not_hold(tmp_path: Path) -> None:
    source = tmp_path / "unknown-card.pbn"
    source.write_text(UNKNOWN_CARD, encoding="utf-8")
    loose = CliRunner().invoke(cli, ["convert", str(source), "--to", "lin"])
    strict = CliRunner().invoke(cli, ["convert", str(source), "--to", "lin", "--strict"])
    assert loose.exit_code == 0 and strict.exit_code == 1
    lost = [line for line in strict.stderr.splitlines() if "not carried into LIN" in line]
    assert lost == [f"{source}:1:1: board 3: not carried into LIN: the play: D4 by W"]
    assert "could not be carried into LIN (listed above)" in strict.stderr
    assert "--strict makes this an error" in loose.stderr


def test_convert_to_json_writes_json_lines_that_check_reads_back(tmp_path: Path) -> None:
    sample = REPO / "samples" / "markers-play.pbn"
    done = CliRunner().invoke(cli, ["convert", str(sample), "--to", "json", "-o", str(tmp_path)])
    assert done.exit_code == 0, done.output
    written = tmp_path / "markers-play.jsonl"
    lines = written.read_text(encoding="utf-8").splitlines()
    assert len(lines) == 4 and all(json.loads(line)["schema"] == "hakem-board-1" for line in lines)
    original = CliRunner().invoke(cli, ["check", str(sample)])
    again = CliRunner().invoke(cli, ["check", str(written)])
    assert again.exit_code == original.exit_code == 0
    found = "16 table findings (4,000.0 per 1,000 boards), 0 claim findings, 1 record finding"
    assert found in again.output and found in original.output
    # A directory holding it is searched too: the file starts with a hakem board.
    assert found in CliRunner().invoke(cli, ["check", str(tmp_path)]).output


def test_json_reader_puts_a_line_that_is_not_json_at_its_line_and_column() -> None:
    text = jsonout.dumps(pbn.loads('[Board "1"]\n[Dealer "N"]\n')) + '{"schema": oops}\n'
    first, broken = jsonin.read_text(text, "boards.jsonl").boards
    assert first.board_id == "1" and not first.diagnostics
    (diag,) = broken.diagnostics
    assert diag.code == "json.syntax" and (diag.span.line, diag.span.column) == (2, 12)


def test_json_reader_refuses_objects_that_are_not_hakem_boards() -> None:
    # e.g. hakem check --format json output given by mistake
    (board,) = jsonin.loads('{"file": "x.pbn", "kind": "revoke"}\n', "findings.jsonl")
    (diag,) = board.diagnostics
    assert diag.code == "json.unreadable" and "not a hakem board" in diag.message
    assert board.deal is None and board.tags == ()


def test_json_value_that_cannot_be_read_is_left_out_with_an_error() -> None:
    data = jsonout.board_to_dict(pbn.loads('[Board "1"]\n[Dealer "N"]\n[Deal "N:AKQJ.T98.765.432 - - -"]\n')[0])
    data["deal"] = "N:AKQJ.T98.765.432 XX - -"
    (board,) = jsonin.loads(json.dumps(data), "b.jsonl")
    assert board.deal is None and board.dealer is Seat.N
    assert [d.code for d in board.diagnostics] == ["json.bad-value"]
    assert board.diagnostics[0].message.startswith("deal: ")


def test_a_lin_note_without_the_pbn_prefix_stays_commentary() -> None:
    text = ('pn|S,W,N,E|st||md|3SAKQ2HAKQ9DAQ876C,SJT9H82DKJT2CKJ54,S543H543D43CAQT98,|'
            'rh||ah|Board 1|sv|o|nt|[Site "Izmir"]|nt|^L|mb|1C|mb|p|mb|p|mb|p|pg||')
    (board,) = lin.loads(text)
    assert [c.text for c in board.comments] == ['[Site "Izmir"]', "^L"]
    assert board.tag("Site") is None


def test_a_misplaced_pbn_mark_stays_a_comment_with_a_warning() -> None:
    text = ('pn|S,W,N,E|st||md|3SAKQ2HAKQ9DAQ876C,SJT9H82DKJT2CKJ54,S543H543D43CAQT98,|'
            'rh||ah|Board 1|sv|o|mb|1C|mb|p|mb|p|mb|p|pg||pc|H2|pc|H3|nt|pbn: ^L|pg||')
    (board,) = lin.loads(text)
    assert [c.text for c in board.comments] == ["pbn: ^L"]
    assert [d.code for d in board.diagnostics if d.code == "lin.misplaced-mark"] == ["lin.misplaced-mark"]


# -- properties ----------------------------------------------------------------------------

TEXT = st.text(st.characters(blacklist_characters='|"\\\r\n{}[];%', blacklist_categories=("Cs", "Cc")),
               min_size=1, max_size=20).filter(lambda t: t.strip() == t)
BIDS = [f"{level}{strain}" for level in range(1, 8) for strain in ("C", "D", "H", "S", "NT")]


@st.composite
def pbn_with_marks(draw) -> str:  # type: ignore[no-untyped-def]
    """A PBN record with PBN's marks: ^S, ^I, ^L, ^R, [Declarer "^x"], [Result "^n"], tags."""
    rng = random.Random(draw(st.integers(0, 2**32)))
    cards = list(DECK)
    rng.shuffle(cards)
    deal = Deal.from_hands({seat: cards[i * 13:(i + 1) * 13] for i, seat in enumerate(Seat)})
    dealer = draw(st.sampled_from(list(Seat)))
    calls: list[str] = []
    for _ in range(draw(st.integers(0, 5))):
        word = draw(st.sampled_from(["Pass", "^S", *BIDS]))
        calls.append(("^I " if word in BIDS and draw(st.integers(0, 4)) == 0 else "") + word)
    calls += [draw(st.sampled_from(BIDS)), "Pass", "Pass", "Pass"]
    lines = [f'[Board "{draw(st.integers(1, 32))}"]', f'[Site "{draw(TEXT)}"]',
             f'[Date "{draw(TEXT)}"]', f'[Dealer "{dealer.letter}"]', '[Vulnerable "None"]',
             f'[Deal "{deal.to_pbn()}"]', f'[Auction "{dealer.letter}"]', " ".join(calls)]
    auction = pbn.loads("\n".join(lines) + "\n")[0].auction
    made = auction.contract() if auction is not None else None
    if made is None or made.declarer is None or made.strain is None:
        return "\n".join(lines) + "\n"
    declarer = made.declarer.partner if draw(st.integers(0, 5)) == 0 else made.declarer
    mark = "^" if declarer != made.declarer else ""
    lines[6:6] = [f'[Declarer "{mark}{declarer.letter}"]', f'[Contract "{made}"]']
    trump = made.strain.suit
    left = {seat: list(deal.hand(seat)) for seat in Seat}
    leader = first = declarer.lho
    rows = []
    for _ in range(draw(st.integers(0, 13))):
        out_of_turn = draw(st.integers(0, 6)) == 0
        if out_of_turn:
            leader = draw(st.sampled_from([s for s in Seat if s != leader]))
        trick = draw_trick(draw, left, leader)
        cells = {c.seat: c for c in trick}
        revoke = draw(st.sampled_from([None, *Seat])) if draw(st.integers(0, 4)) == 0 else None
        rows.append(" ".join(("^L " if out_of_turn and cells[s] is trick[0] else
                              "^R " if s == revoke and cells[s] is not trick[0] else "")
                             + str(cells[s].card) for s in (first.offset(k) for k in range(4))))
        leader = trick_winner(trick, trump)
    tricks = draw(st.integers(0, 13))
    agreed = "^" if draw(st.integers(0, 5)) == 0 else ""
    lines.insert(8, f'[Result "{agreed}{tricks}"]')
    lines += [f'[Play "{first.letter}"]', *rows] + (["*"] if len(rows) < 13 else [])
    return "\n".join(lines) + "\n"


@settings(max_examples=80, deadline=None)
@given(pbn_with_marks())
def test_pbn_marks_and_tags_survive_lin_and_json(text: str) -> None:
    (board,) = pbn.loads(text, "generated.pbn")
    in_lin = lin.read_text(lin.dumps([board]), "generated.lin").boards
    assert losses([board], in_lin) == []
    assert losses([board], pbn.loads(pbn.dumps(in_lin))) == []
    assert jsonin.loads(jsonout.dumps([board])) == [board]


@settings(max_examples=40, deadline=None)
@given(pbn_with_marks())
def test_writing_lin_twice_gives_the_same_text(text: str) -> None:
    once = lin.dumps(pbn.loads(text))
    assert lin.dumps(lin.loads(once)) == once


# -- the corpus ----------------------------------------------------------------------------

@pytest.mark.corpus
def test_json_lines_give_back_every_corpus_board(corpus_read) -> None:  # type: ignore[no-untyped-def]
    for result in corpus_read:
        assert jsonin.loads(jsonout.dumps(result.boards), "x.jsonl") == result.boards, result.path


@pytest.mark.corpus
def test_lin_loses_only_what_lin_cannot_write_on_the_corpus(corpus_read) -> None:  # type: ignore[no-untyped-def]
    """Every loss PBN -> LIN on the corpus is one LIN cannot avoid: a record with no deal,
    auction or board number (LIN cannot tell it from the board after it), or the cards
    after an unknown or unreadable one in the play (LIN has no way to write a gap)."""
    checked = 0
    for result in corpus_read:
        if result.format != "pbn":
            continue
        again = lin.read_text(lin.dumps(result.boards), "x.lin").boards
        if len(again) != len(result.boards):
            assert any(b.deal is None and b.auction is None and b.number is None
                       for b in result.boards), result.path
            continue
        for board, other in zip(result.boards, again):
            lost = board_losses(board, other)
            if not lost:
                continue
            assert all(what.startswith("the play: ") for what in lost), (result.path, lost)
            unknown = board.play is not None and any(
                c is not None and c.card is None for row in board.play.rows for c in row)
            unreadable = any(d.code == "pbn.bad-card" for d in board.diagnostics)
            assert unknown or unreadable, (result.path, board.board_id, lost)
        checked += len(result.boards)
    assert checked > 10_000
