"""The claim desk's table: what the director entered, checked with the model's own code.

The desk (``hakem serve``) is stateless: the page sends everything the director has
entered so far (the deal, the contract and declarer, the cards played in order, the
claim) and the server rebuilds the position from scratch each time, with the same
replay the readers use, so an illegal card (a revoke, a card already played, a card
the player does not hold) is refused with a message naming the card and the reason.

The record it writes is an ordinary PBN game: the source board's tags, the play up to
the claim, ``*`` and the claim marker (docs/markers.md 2.3) with the statement, so
``hakem check`` and the report read it later exactly as the desk ruled on it.

>>> deal = "N:AKQJ.AKQ.AKQ.AKQ T987.JT9.JT9.JT9 6543.876.876.876 2.5432.5432.5432"
>>> table(DeskInput.from_json({"deal": deal, "contract": "1NT", "declarer": "S",
...                            "plays": ["S2", "SA"]}))["to_move"]
'E'
>>> table(DeskInput.from_json({"deal": deal, "contract": "1NT", "declarer": "S",
...                            "plays": ["S2", "H2"]}))
Traceback (most recent call last):
...
hakem.reports.desk_state.DeskError: card 2 (trick 1): N cannot play H2: W holds it
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Mapping

from hakem.analysis.position import Position
from hakem.model.board import Board
from hakem.model.cards import Card
from hakem.model.contract import Contract
from hakem.model.deal import Deal
from hakem.model.replay import replay as replay_record
from hakem.model.diagnostics import HakemError
from hakem.model.choices import Finding
from hakem.model.irregularity import ClaimPosition, IrregularityKind
from hakem.parsers.marker_claim import position_problems
from hakem.model.seat import Seat
from hakem.model.settings import PlayerClass

#: Tags copied from the source board into the saved record (the rest are rebuilt).
KEPT_TAGS = ("Event", "Site", "Date", "Round", "Board", "West", "North", "East", "South",
             "Dealer", "Vulnerable", "Scoring")
#: A statement longer than this is refused (it is typed by a director, not pasted in bulk).
MAX_STATEMENT = 500


class DeskError(HakemError, ValueError):
    """Something the director entered cannot be used; ``field`` names the form field."""

    def __init__(self, message: str, field: str) -> None:
        super().__init__(message)
        self.field = field


@dataclass(frozen=True)
class DeskInput:
    """Everything entered at the desk (one request)."""

    deal: Deal | None
    contract: Contract
    declarer: Seat
    plays: tuple[Card, ...] = ()
    claimer: Seat | None = None
    tricks: int | None = None
    """Tricks the claimer's side claims of those remaining."""
    statement: str = ""
    player_class: PlayerClass = PlayerClass.CLUB
    trump_mentioned: bool = False
    """The director finds the claimer mentioned (or was clearly aware of) the
    outstanding trump (Law 70C)."""
    tags: tuple[tuple[str, str], ...] = field(default=())
    """The source board's tags worth keeping (event, players, board number...)."""
    at_claim: ClaimPosition | None = None
    """The cards as they lay at the claim, entered directly (no play record: ``plays``
    is then empty and ``deal``, the full deal, may be unknown)."""

    @classmethod
    def from_json(cls, data: Mapping[str, Any]) -> "DeskInput":
        """Read the page's request; a bad field raises :class:`DeskError` naming it."""
        entered = data.get("mode") == "position"
        deal = _deal(data.get("deal"), optional=entered)
        declarer = _seat(data.get("declarer"), "declarer")
        try:
            contract = Contract.parse(str(data.get("contract", "")).strip(), declarer)
        except (ValueError, HakemError) as exc:
            raise DeskError(f"the contract cannot be read: {exc}", "contract") from None
        if contract.is_passed_out or contract.strain is None:
            raise DeskError("a claim needs a contract that was played", "contract")
        plays = []
        for k, text in enumerate(data.get("plays") or ()):
            try:
                plays.append(Card.parse(str(text)))
            except (ValueError, HakemError):
                raise DeskError(f"card {k + 1} of the play, {str(text)[:10]!r}, is not a card",
                                "plays") from None
        claimer = _seat(data["claimer"], "claimer") if data.get("claimer") else None
        tricks = _tricks(data.get("tricks"))
        statement = " ".join(str(data.get("statement") or "").split())
        if len(statement) > MAX_STATEMENT:
            raise DeskError(f"the statement is longer than {MAX_STATEMENT} characters", "statement")
        try:
            player_class = PlayerClass(str(data.get("player_class") or "club"))
        except ValueError:
            raise DeskError("class of player: expert, club or novice", "player_class") from None
        tags = tuple((k, str(v)) for k, v in (data.get("tags") or {}).items()
                     if k in KEPT_TAGS and v is not None and '"' not in str(v) and "\n" not in str(v))
        at_claim = _entered(data, deal) if entered else None
        if at_claim is not None and plays:
            raise DeskError("enter either the cards played or the cards remaining, not both", "plays")
        return cls(deal, contract, declarer, tuple(plays), claimer, tricks, statement,
                   player_class, bool(data.get("trump_mentioned")), tags, at_claim)

    @classmethod
    def from_board(cls, board: Board) -> dict[str, Any]:
        """The page's starting values for a board of a file: its deal, contract and
        declarer, and its recorded play up to the end of the record (or a claim)."""
        out: dict[str, Any] = {"tags": {t.name: t.value for t in board.tags if t.name in KEPT_TAGS}}
        if board.deal is not None and board.deal.is_complete:
            out["deal"] = board.deal.to_pbn()
        declarer = board.declarer if board.declarer is not None else (
            board.contract.declarer if board.contract is not None else None)
        if board.contract is not None and not board.contract.is_passed_out:
            out["contract"] = str(board.contract).split(" ")[0]
        out["declarer"] = declarer.name if declarer is not None else None
        plays: list[str] = []
        if board.play is not None and board.deal is not None and board.deal.is_complete \
                and board.contract is not None and board.contract.strain is not None and declarer is not None:
            recorded = replay_record(board.deal, board.play, board.contract.strain.suit, declarer)
            for trick in recorded.tricks:
                cards = [pc.card for pc in trick.cards]
                if any(c is None for c in cards):
                    plays += [str(c) for c in cards[:cards.index(None)]]
                    break
                plays += [str(c) for c in cards]
        out["plays"], out["warning"] = _legal_prefix(board, plays)
        out.update(_recorded_claim(board))
        return out


def _recorded_claim(board: Board) -> dict[str, Any]:
    """The claim the record holds, to pre-fill the desk (the director judges it there when
    he asks): claimer, tricks, statement, the 70C finding and, with no play record, the
    cards at the claim."""
    from hakem.laws.detect import check  # the marker reader's and detection's one account

    claim = next((i for i in check(board)[0] if i.kind is IrregularityKind.CLAIM and i.offender is not None), None)
    if claim is None:
        return {}
    out: dict[str, Any] = {"claim": {
        "claimer": claim.offender.name, "tricks": claim.tricks,
        "statement": claim.statement or "", "trump_mentioned": Finding.TRUMP_MENTIONED in claim.options}}
    entered = claim.at_claim
    if entered is not None:
        out["plays"] = []
        out["position"] = {"remaining": entered.remaining.to_pbn(), "lead": entered.leader.name,
                           "current": [str(c) for c in entered.current],
                           "won_ns": entered.won_ns, "won_ew": entered.won_ew}
    return out


def _legal_prefix(board: Board, plays: list[str]) -> tuple[list[str], str | None]:
    """The recorded cards up to the first one the desk would refuse (a revoke or a card
    out of turn that stood in the record), and a warning saying where it was cut."""
    declarer = board.declarer if board.declarer is not None else (
        board.contract.declarer if board.contract is not None else None)
    if board.deal is None or not board.deal.is_complete or board.contract is None or declarer is None:
        return [], None
    try:
        desk = DeskInput.from_json({"deal": board.deal.to_pbn(), "contract": str(board.contract).split(" ")[0],
                                    "declarer": declarer.name, "plays": plays})
    except DeskError as exc:
        return [], f"the record cannot be used at the desk: {exc}"
    _position, played, refused = _walk(desk)
    if refused is None:
        return plays, None
    return plays[:len(played)], f"the recorded play is loaded up to card {len(played)}: {refused}"


def _deal(value: Any, optional: bool) -> Deal | None:
    """The full deal; with the remaining cards entered directly it may be left out."""
    text = str(value or "").strip()
    if optional and not text:
        return None
    try:
        deal = Deal.parse(text)
    except (ValueError, HakemError) as exc:
        raise DeskError(f"the deal cannot be read: {exc}", "deal") from None
    problems = deal.problems() if deal.is_complete else ["the deal must give all four hands"]
    if problems:
        raise DeskError("the deal is not a full deal: " + "; ".join(problems), "deal")
    return deal


def _entered(data: Mapping[str, Any], deal: Deal | None) -> ClaimPosition:
    """The position at the claim as entered: the remaining hands, who led to the current
    trick, its cards and the tricks won; checked as the marker reader checks it, and
    against the full deal when it is known (a card the player was not dealt)."""
    try:
        remaining = Deal.parse(str(data.get("remaining") or "").strip())
    except (ValueError, HakemError) as exc:
        raise DeskError(f"the remaining cards cannot be read: {exc}", "remaining") from None
    lead = _seat(data.get("lead"), "lead")
    current = []
    for text in data.get("current") or ():
        try:
            current.append(Card.parse(str(text)))
        except (ValueError, HakemError):
            raise DeskError(f"{str(text)[:10]!r} on the current trick is not a card", "current") from None
    won = [_won(data.get(key), key) for key in ("won_ns", "won_ew")]
    position = ClaimPosition(remaining, lead, tuple(current), won[0], won[1])
    problems = position_problems(position)
    if deal is not None:
        for i, card in enumerate(position.current):
            if card not in (deal.hands[lead.offset(i)] or ()):
                problems.append(f"{lead.offset(i).name} was not dealt {card}")
        for seat in Seat:
            problems += [f"{seat.name} was not dealt {c}" for c in remaining.hands[seat] or ()
                         if c not in (deal.hands[seat] or ())]
    if problems:
        raise DeskError("the cards at the claim do not fit: " + "; ".join(problems), "remaining")
    return position


def _won(value: Any, name: str) -> int:
    try:
        n = int(value or 0)
    except (TypeError, ValueError):
        raise DeskError("tricks won: a whole number", name) from None
    if not 0 <= n <= 13:
        raise DeskError("tricks won: 0 to 13", name)
    return n


def _seat(value: Any, name: str) -> Seat:
    try:
        return Seat.parse(str(value or "").strip())
    except ValueError:
        raise DeskError(f"{name}: a seat, N, E, S or W", name) from None


def _tricks(value: Any) -> int | None:
    if value in (None, ""):
        return None
    try:
        n = int(value)
    except (TypeError, ValueError):
        raise DeskError("tricks claimed: a whole number", "tricks") from None
    if not 0 <= n <= 13:
        raise DeskError("tricks claimed: 0 to 13", "tricks")
    return n


def replay(desk: DeskInput) -> tuple[Position, list[tuple[Seat, Card]]]:
    """The position after the entered cards, and the cards in play order with their
    players; the first illegal card raises :class:`DeskError` saying why."""
    if desk.at_claim is not None:
        entered = desk.at_claim
        position = Position(tuple(tuple(h or ()) for h in entered.remaining.hands),  # type: ignore[arg-type]
                            desk.contract.strain.suit, entered.leader, entered.current,  # type: ignore[union-attr]
                            entered.won_ns, entered.won_ew)
        return position, [(entered.leader.offset(i), c) for i, c in enumerate(entered.current)]
    position, played, refused = _walk(desk)
    if refused is not None:
        raise refused
    return position, played


def _walk(desk: DeskInput) -> tuple[Position, list[tuple[Seat, Card]], DeskError | None]:
    """Play the entered cards until one is illegal: the position, the cards played, and
    the refusal of the first illegal card (None if all are legal)."""
    assert desk.deal is not None, "a play record needs the deal"
    position = Position(tuple(desk.deal.hands), desk.contract.strain.suit,  # type: ignore[arg-type, union-attr]
                        desk.declarer.lho)
    played: list[tuple[Seat, Card]] = []
    for k, card in enumerate(desk.plays):
        seat = position.to_move
        if position.tricks_left == 0 or card not in position.legal_cards():
            why = "all thirteen tricks are played" if position.tricks_left == 0 else \
                _why_illegal(position, seat, card)
            return position, played, DeskError(
                f"card {k + 1} (trick {k // 4 + 1}): {seat.name} cannot play {card}: {why}", "plays")
        position = position.play(card)
        played.append((seat, card))
    return position, played, None


def _why_illegal(position: Position, seat: Seat, card: Card) -> str:
    holder = position.holder(card)
    if holder is None:
        return "it has already been played"
    if holder is not seat:
        return f"{holder.name} holds it"
    return f"he holds a card of the suit led ({position.trick[0].suit.letter}) and must follow (Law 44C)"


def table(desk: DeskInput) -> dict[str, Any]:
    """What the page draws: the hands left, the trick in progress, who is to play and
    which of his cards are legal, the tricks each side has won."""
    position, played = replay(desk)
    legal = {str(c) for c in position.legal_cards()} if position.tricks_left else set()
    done = len(played) - len(position.trick)
    return {
        "hands": {seat.name: [str(c) for c in position.hands[seat]] for seat in Seat},
        "to_move": position.to_move.name if position.tricks_left else None,
        "on_lead": position.leader.name,
        "legal": sorted(legal),
        "trick": [{"seat": s.name, "card": str(c)} for s, c in played[done:]],
        "tricks": [[{"seat": s.name, "card": str(c)} for s, c in played[i:i + 4]]
                   for i in range(0, done, 4)],
        "won": {"NS": position.won_ns, "EW": position.won_ew},
        "tricks_left": position.tricks_left,
        "trump": position.trump.letter if position.trump is not None else None,
    }


def _claim_count(desk: DeskInput, position: Position) -> tuple[Seat, int]:
    claimer = desk.claimer if desk.claimer is not None else desk.declarer
    if desk.tricks is None:
        raise DeskError("how many of the remaining tricks does the claimer claim?", "tricks")
    if not 0 <= desk.tricks <= position.tricks_left:
        raise DeskError(f"tricks claimed: 0 to {position.tricks_left} (the tricks remaining)",
                        "tricks")
    if position.tricks_left == 0:
        raise DeskError("all thirteen tricks have been played: there is no claim", "plays")
    return claimer, desk.tricks


def declarer_result(desk: DeskInput, position: Position) -> int:
    """Declarer's whole-board tricks if the claim stands as made ([Result])."""
    claimer, claimed = _claim_count(desk, position)
    mine = claimed if claimer.side is desk.declarer.side else position.tricks_left - claimed
    return position.won(desk.declarer.side).n + mine


def annotated_pbn(desk: DeskInput) -> str:
    """The desk's board as a PBN game: kept tags, deal, contract, play to the claim, ``*``
    and the contested claim marker with the statement."""
    position, played = replay(desk)
    claimer, claimed = _claim_count(desk, position)
    tags = dict(desk.tags)
    tags.setdefault("Event", "hakem claim desk")
    tags.setdefault("Board", "1")
    tags.setdefault("Dealer", desk.declarer.name)
    tags.setdefault("Vulnerable", "None")
    if desk.deal is not None:
        tags["Deal"] = desk.deal.to_pbn()
    tags.update(Declarer=desk.declarer.name,
                Contract=str(desk.contract).split(" ")[0], Result=str(declarer_result(desk, position)))
    order = [*KEPT_TAGS[:9], "Dealer", "Vulnerable", "Deal", "Scoring", "Declarer", "Contract", "Result"]
    lines = [f'[{name} "{tags[name]}"]' for name in order if name in tags]
    leader = desk.declarer.lho
    if desk.at_claim is None:  # entered directly, the position goes in the marker instead
        lines.append(f'[Play "{leader.name}"]')
        for start in range(0, len(played), 4):
            cells = {seat: str(card) for seat, card in played[start:start + 4]}
            lines.append(" ".join(cells.get(leader.offset(i), "-") for i in range(4)))
        lines.append("*")
    statement = desk.statement.replace('"', "'").replace("}", ")").replace("{", "(")
    note = " -- entered at the hakem claim desk"
    extra = " trump-mentioned=yes" if desk.trump_mentioned else ""
    if desk.at_claim is not None:
        extra += f" {desk.at_claim}"
        note += "; no play record: the cards at the claim as the director entered them"
    said = f' "{statement}"' if statement else ""
    lines.append(f"{{@CLAIM {claimer.name} {claimed}{said} contested{extra}{note}}}")
    return "\n".join(lines) + "\n"


__all__ = ["DeskError", "DeskInput", "annotated_pbn", "declarer_result", "replay", "table"]
