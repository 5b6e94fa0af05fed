"""Render-ready pieces of the HTML report: hand diagrams, auction, play, DD table.

Plain dictionaries of strings and numbers (no model objects), so they can be
built in worker processes and sent back, and so the template holds no bridge
logic. Text from the record (names, comments, notes) is passed through as it
is: the Jinja2 environment escapes it.

Diagrams follow the usual conventions (../shared/docs/style.md, section 4.4):
suit symbols ♠♥♦♣, hearts and diamonds red, ``10`` for the ten, North on top.

>>> from hakem.model.deal import Deal
>>> hand_view(Deal.parse("N:AKT2.K.QJ32.T987 - - -").hand(Seat.N))[0]
{'symbol': '♠', 'red': False, 'ranks': 'A K 10 2'}
"""

from __future__ import annotations

from typing import Any

from hakem.analysis.dds import DDSError, dd_tables
from hakem.model.board import Board
from hakem.model.cards import Card, Strain, Suit
from hakem.model.irregularity import Irregularity, Phase
from hakem.model.ruling import Ruling, effect_name
from hakem.model.seat import Seat
from hakem.model.settings import Language

from .explain import catalogue_for, effect_text, explain, fact_text, texts
from .explain.labels import laws_text, position_text
from .labels import label
from .suit_text import with_symbols

#: Auction columns, the usual order of printed hand records.
COLUMNS = (Seat.W, Seat.N, Seat.E, Seat.S)
_SUITS = (Suit.S, Suit.H, Suit.D, Suit.C)
_DD_STRAINS = (Strain.NT, Strain.S, Strain.H, Strain.D, Strain.C)
_VUL_TEXT = {"None": "None", "NS": "N-S", "EW": "E-W", "All": "Both"}


def card_view(card: Card | None) -> dict[str, Any]:
    if card is None:
        return {"text": "?", "red": False}
    return {"text": card.display, "red": card.suit.is_red}


def hand_view(hand: tuple[Card, ...] | None) -> list[dict[str, Any]] | None:
    """Four suit lines, spades first; ``—`` for a void."""
    if hand is None:
        return None
    out = []
    for suit in _SUITS:
        ranks = [c.rank for c in hand if c.suit is suit]
        ranks.sort(reverse=True)
        out.append({"symbol": suit.symbol, "red": suit.is_red,
                    "ranks": " ".join(r.display for r in ranks) or "—"})
    return out


def contract_text(board: Board) -> str | None:
    """``4♠X by S, +1`` (result as =, +n or −n); None without a contract."""
    contract = board.contract
    if contract is None:
        return None
    if contract.is_passed_out:
        return "Passed out"
    strain = contract.strain.symbol if contract.strain is not None else ""
    text = f"{contract.level}{strain}{contract.risk.suffix}" if contract.level else strain
    declarer = board.declarer if board.declarer is not None else contract.declarer
    if declarer is not None:
        text += f" by {declarer.letter}"
    if board.result is not None and contract.level:
        diff = board.result - contract.tricks_needed
        text += ", " + ("=" if diff == 0 else f"+{diff}" if diff > 0 else f"\u2212{-diff}")
    return text


def _called(rows: list[list[dict[str, Any] | None]] | None, passed: str
            ) -> list[list[dict[str, Any] | None]] | None:
    """The auction cells with "Pass" in the reader's word (Pas, פאס); bids stay symbols."""
    if rows is None or passed == "Pass":
        return rows
    return [[dict(cell, text=passed) if cell and cell["text"] == "Pass" else cell for cell in row]
            for row in rows]


def contract_said(board: Board, lang: str | Language = "en") -> str | None:
    """:func:`contract_text` in ``lang`` ("Güneyin 4♠ kontratı, +1"); English as before."""
    if str(getattr(lang, "value", lang)) == "en":
        return contract_text(board)
    contract = board.contract
    if contract is None:
        return None
    cat = catalogue_for(lang)
    if contract.is_passed_out:
        return cat.term("html.passed-out")
    declarer = board.declarer if board.declarer is not None else contract.declarer
    text = cat.say("html.contract-by", contract=contract, declarer=declarer) \
        if declarer is not None else cat.value(contract)
    if board.result is not None and contract.level:
        text += ", " + cat.value(board.result - contract.tricks_needed, "made")
    return text


def call_text(text: str) -> tuple[str, bool]:
    """A call for display (``1♥``, ``Pass``, ``X``) and whether its strain is red."""
    if text and text[0].isdigit() and len(text) >= 2:
        strain = Strain.parse(text[1:])
        return text[0] + strain.symbol, strain in (Strain.H, Strain.D)
    return text, False


def dd_view(board: Board, compute: bool = False) -> dict[str, Any] | None:
    """Double-dummy tricks (declarer × strain) from the record, or from DDS when asked.

    Read from ``[OptimumResultTable]`` or Bridge Composer's ``[DoubleDummyTricks]``
    (20 hex digits: declarers N, S, E, W; strains NT, S, H, D, C).
    """
    cells: dict[tuple[str, str], int] = {}
    source = None
    for table in board.tables:
        if table.name == "OptimumResultTable":
            names = table.column_names
            try:
                d, s, r = names.index("Declarer"), names.index("Denomination"), names.index("Result")
                for row in table.rows:
                    cells[(Seat.parse(row[d]).letter, Strain.parse(row[s]).letter)] = int(row[r])
                source = "record (OptimumResultTable)"
            except (ValueError, IndexError):
                cells.clear()
    digits = board.tag("DoubleDummyTricks")
    if not cells and digits and len(digits.strip()) == 20:
        try:
            for i, seat in enumerate((Seat.N, Seat.S, Seat.E, Seat.W)):
                for j, strain in enumerate(_DD_STRAINS):
                    cells[(seat.letter, strain.letter)] = int(digits[i * 5 + j], 16)
            source = "record (DoubleDummyTricks)"
        except ValueError:
            cells.clear()
    if not cells and compute and board.deal is not None and board.deal.is_complete \
            and not board.deal.problems():
        try:
            table = dd_tables([board.deal])[0]
            for strain in _DD_STRAINS:
                for seat in Seat:
                    cells[(seat.letter, strain.letter)] = table.cells[strain][seat]
            source = "computed (DDS)"
        except DDSError:
            cells.clear()
    if not cells:
        return None
    strains = [s.symbol for s in _DD_STRAINS]
    rows = [{"seat": seat.letter,
             "tricks": [cells.get((seat.letter, s.letter)) for s in _DD_STRAINS]}
            for seat in (Seat.N, Seat.S, Seat.E, Seat.W)]
    return {"strains": strains, "red": [s in (Strain.H, Strain.D) for s in _DD_STRAINS],
            "rows": rows, "source": source}


def board_view(board: Board, handviewer_url: str | None = None, dd: bool = False) -> dict[str, Any]:
    """What every ruling card of ``board`` shows about the board itself."""
    deal = board.deal
    players = board.players
    hands = {}
    for seat in Seat:
        hands[seat.letter] = {"name": players.get(seat),
                              "suits": hand_view(deal.hand(seat) if deal is not None else None)}
    vul = board.vulnerability.value if board.vulnerability is not None else None
    return {
        "board_no": board.board_id, "event": board.event, "date": board.tag("Date"),
        "dealer": board.dealer.letter if board.dealer is not None else None,
        "vulnerability": _VUL_TEXT.get(vul or "", vul),
        "hands": hands,
        "contract": contract_text(board),
        "comments": [c.text for c in board.comments if c.text.strip()],
        "dd": dd_view(board, dd),
        "handviewer_url": handviewer_url,
    }


def auction_view(board: Board, irr: Irregularity | None) -> list[list[dict[str, Any] | None]] | None:
    """The auction as rows of W N E S cells, the irregular call marked.

    When the irregular call is not in the record (it was cancelled and replaced,
    as most calls out of rotation are), it is shown, struck out, where it was made.
    """
    auction = board.auction
    if auction is None:
        return None
    items: list[dict[str, Any]] = []
    for entry in auction.calls:
        text, red = call_text(str(entry.call)) if entry.call is not None else ("—", False)
        items.append({"seat": entry.seat, "text": text, "red": red, "alert": entry.alert,
                      "explanation": entry.explanation, "mark": False, "withdrawn": False})
    pos = irr.position if irr is not None else None
    if pos is not None and pos.phase is Phase.AUCTION and pos.call_index is not None:
        index = pos.call_index
        here = auction.calls[index] if index < len(auction.calls) else None
        same = here is not None and (irr.call is None or here.call == irr.call) and \
            (irr.offender is None or here.seat == irr.offender)
        if same:
            items[index]["mark"] = True
        elif irr.call is not None and irr.offender is not None:
            text, red = call_text(str(irr.call))
            items.insert(index, {"seat": irr.offender, "text": text, "red": red, "alert": False,
                                 "explanation": None, "mark": True, "withdrawn": True})
        elif index < len(items):
            items[index]["mark"] = True
    rows: list[list[dict[str, Any] | None]] = []
    row: list[dict[str, Any] | None] = [None] * 4
    column = COLUMNS.index(auction.dealer) - 1 if auction.dealer in COLUMNS else -1
    for item in items:
        col = COLUMNS.index(item["seat"])
        if col <= column:
            rows.append(row)
            row = [None] * 4
        item = dict(item, seat=item["seat"].letter)
        row[col] = item
        column = col
    rows.append(row)
    if auction.ending == "+":
        rows.append([{"seat": "", "text": "(auction not finished)", "red": False, "alert": False,
                      "explanation": None, "mark": False, "withdrawn": False}, None, None, None])
    return rows


def play_view(board: Board, irr: Irregularity | None) -> list[dict[str, Any]] | None:
    """Tricks in play order (lead first), the winner named and the irregular card marked."""
    pos = irr.position if irr is not None else None
    mark_trick = pos.trick if pos is not None and pos.phase is Phase.PLAY else None
    tricks: list[dict[str, Any]] = []
    if board.replay is not None and board.replay.tricks:
        for trick in board.replay.tricks:
            cells = []
            for order, played in enumerate(trick.cards, start=1):
                mark = trick.number == mark_trick and (
                    (irr is not None and irr.card is not None and played.card == irr.card)
                    or (pos is not None and pos.order == order and (irr is None or irr.card is None)))
                cells.append(dict(card_view(played.card), seat=played.seat.letter, mark=mark))
            tricks.append({"number": trick.number, "leader": trick.leader.letter, "cards": cells,
                           "winner": trick.winner.letter if trick.winner is not None else None})
    elif board.play is not None:
        for number, row in enumerate(board.play.rows, start=1):
            cells = []
            for col, played in enumerate(row):
                if played is None:
                    continue
                mark = number == mark_trick and irr is not None and irr.card is not None \
                    and played.card == irr.card
                cells.append(dict(card_view(played.card), seat=played.seat.letter, mark=mark))
            tricks.append({"number": number, "leader": None, "cards": cells, "winner": None})
    return tricks or None


def _score_unknown(board: Board, ruling: Ruling, lang: str | Language) -> str | None:
    """Why the ruling's NS score cannot be given (a report never shows a bare ``?``)."""
    if ruling.score_before is not None and ruling.score_after is not None:
        return None
    if board.contract is None:
        return label("why.no_contract", lang)
    if board.contract.is_passed_out:
        return None
    if board.result is None:
        return label("why.no_result", lang)
    return None  # the ruling changes no score: nothing to show


def ruling_view(shared: dict[str, Any], board: Board, irr: Irregularity, ruling: Ruling,
                row: dict[str, Any], lang: str | Language = "en") -> dict[str, Any]:
    """One card of the report: the board, the irregularity marked, the ruling."""
    where = f"{row['source_file']}:{row['source_line']}" if row.get("source_line") else row["source_file"]
    if row.get("source_column"):
        where += f":{row['source_column']}"
    cat = catalogue_for(lang)
    return dict(
        shared,
        ruling_id=row["ruling_id"],
        kind=irr.kind.value,
        kind_text=cat.value(irr.kind),
        origin=cat.term(f"origin.{irr.origin.value}"),
        offender=cat.value(irr.offender) if irr.offender is not None else None,
        position=position_text(irr.position, lang) if irr.position is not None else None,
        in_play=irr.position is not None and irr.position.trick is not None,
        contract=contract_said(board, lang),
        call=call_text(str(irr.call))[0] if irr.call is not None else None,
        card=card_view(irr.card) if irr.card is not None else None,
        detail=with_symbols(irr.detail), note=with_symbols(irr.note), statement=irr.statement,
        laws=list(ruling.laws),
        explanation=with_symbols(explain(ruling, lang)),
        effects=[with_symbols(effect_text(e, lang)) for e in ruling.effects],
        effect_types=[effect_name(e) for e in ruling.effects],
        laws_text=laws_text(ruling.laws, lang),
        judgements=[{"question": with_symbols(fact_text(j.question, lang)), "law": j.law, "answer": j.answer,
                     "law_text": laws_text((j.law,), lang),
                     "answer_text": None if j.answer is None else
                     cat.term("yes" if j.answer else "no")}
                    for j in ruling.judgements],
        branches=[{"condition": with_symbols(fact_text(b.condition, lang)),
                   "effects": [with_symbols(effect_text(e, lang)) for e in b.effects],
                   "applies": b.applies} for b in ruling.branches],
        follow_up=[with_symbols(t) for t in texts(ruling.follow_up, lang)],
        score_unknown=_score_unknown(board, ruling, lang),
        compliance=ruling.compliance.value,
        tricks_before=ruling.tricks_before, tricks_after=ruling.tricks_after,
        score_before=ruling.score_before, score_after=ruling.score_after,
        needs_director=row["needs_director"],
        auction=_called(auction_view(board, irr), cat.term("call.PASS")),
        play=play_view(board, irr),
        where=where,
        board_key=(row["source_file"], row["board_index"]),
    )


__all__ = ["auction_view", "board_view", "card_view", "contract_text", "dd_view", "hand_view",
           "play_view", "ruling_view"]
